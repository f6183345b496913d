/* rules_diagrams.h — the rules pages' diagrams (rules_diagrams.c), painted into the diagram's
 * area of the rules screen.
 */
#ifndef RULES_DIAGRAMS_H
#define RULES_DIAGRAMS_H

#include <SDL.h>

#include "shell/app.h"

/* Paints page `page`'s diagram (0-based) into pixel rectangle rc, at `scale` pixels per design
 * unit (the area is 404 design units wide). */
void rules_paint_diagram(app *a, int page, SDL_FRect rc, float scale);

#endif
