/* dump.c — a text listing of what a screen draws (screen name, output size, where the design
 * space lies in the output, then one line per drawn entity: key, kind, position, text), written
 * next to a screenshot so tests can check that the expected elements are on screen without
 * comparing pixels. */
#include <stdio.h>
#include <string.h>

#include "app.h"

static const char *const screen_name[SCREENS] = {"setup", "play", "handover", "end", "title", "achievements", "stats", "rules", "settings"};
static const char *const kind_name[] = {"none", "rect", "circle", "ring", "pen-circle", "pen-cross",
                                        "pen-outline", "icon", "die", "text", "texture", "custom"};

int app_dump(app *a, const char *path)
{
    FILE *f = fopen(path, "w");
    if (!f) {
        perror(path);
        return 0;
    }
    fprintf(f, "screen %s\n", screen_name[a->screen]);
    fprintf(f, "output %d %d\n", a->out_w, a->out_h);
    const ecs_world *w = a->world;
    /* where the design space lies in the output: pixel = design * scale + origin */
    fprintf(f, "view %.1f %.1f %.4f\n", w->off_x, w->off_y, w->scale);
    for (int i = 0; i < w->count; i++) {
        const ecs_entity *e = &w->e[i];
        if (!w->alive[i] || !(e->mask & ECS_DRAWABLE) || e->world.alpha <= 0.003f)
            continue;
        int k = e->draw.kind < (int)(sizeof kind_name / sizeof kind_name[0]) ? e->draw.kind : 0;
        fprintf(f, "%08x %s %.0f %.0f", (unsigned)e->key, kind_name[k], e->world.x, e->world.y);
        if (e->draw.kind == DRAW_DIE)
            fprintf(f, " value=%d", e->draw.value);
        if (e->mask & ECS_HIT)
            fprintf(f, " hit=%d,%d,%d", e->hit.tag, e->hit.a, e->hit.b);
        if (e->draw.kind == DRAW_DIE) /* its body and pips, for the colours a die shows */
            fprintf(f, " body=%02x%02x%02x pips=%02x%02x%02x", e->draw.colour.r, e->draw.colour.g, e->draw.colour.b,
                    e->draw.colour2.r, e->draw.colour2.g, e->draw.colour2.b);
        if (e->draw.kind == DRAW_RECT && e->draw.width > 0 && e->draw.colour2.r == ui_focus.r &&
            e->draw.colour2.g == ui_focus.g && e->draw.colour2.b == ui_focus.b)
            fputs(" focus", f); /* framed in the keyboard focus's gold */
        if (e->draw.kind == DRAW_RECT && e->draw.colour.r == ui_accent.r && e->draw.colour.g == ui_accent.g &&
            e->draw.colour.b == ui_accent.b && e->draw.colour.a == ui_accent.a)
            fputs(" accent", f); /* filled in the accent's blue: a chosen option, a primary button */
        if (e->draw.kind == DRAW_TEXT)
            fprintf(f, " text=%s", e->draw.text);
        fputc('\n', f);
    }
    for (const char *t = a->tooltip; *t;) { /* the tooltip, drawn over everything */
        size_t n = strcspn(t, "\n");
        fprintf(f, "tooltip %.*s\n", (int)n, t);
        t += n + (t[n] == '\n');
    }
    int ok = fclose(f) == 0;
    return ok;
}
