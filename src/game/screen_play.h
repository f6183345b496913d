/* screen_play.h — the play screen (screen_play.c): the wheel, the sheet shown, the action panel,
 * hints and bots, the hot-seat flow. The loop reaches it through its table (screens.h); scripted
 * runs (main.c) also resync it after playing moves straight through the session.
 */
#ifndef SCREEN_PLAY_H
#define SCREEN_PLAY_H

#include "screens.h"

/* Resyncs the screen with the game: whose sheet is shown (a hand-over asked for when one is
 * due), the banners, the entities. Does nothing when the play screen is not the current one. */
void screen_play_sync(app *a);
/* The table's functions (screen_play's), not yet file-local. */
void screen_play_enter(app *a);
void screen_play_event(app *a, const SDL_Event *ev);
void screen_play_update(app *a, float dt);
void screen_play_draw(app *a);
/* Scripted input for tests and benches: a move in text form, as if clicked ('select N' picks a
 * die, 'hint' asks for hints). NULL, or why not. */
const char *screen_play_script(app *a, const char *move_text);

#endif
