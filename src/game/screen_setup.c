/* screen_setup.c — a new game: players, numbering, expansion, seed. */
#include <stdio.h>
#include <string.h>

#include "view.h"

void screen_setup_enter(app *a)
{
    (void)a;
}

void screen_setup_event(app *a, const SDL_Event *ev)
{
    if (ev->type == SDL_KEYDOWN && ev->key.keysym.sym == SDLK_RETURN) {
        app_new_game ng;
        memset(&ng, 0, sizeof ng);
        td_params_default(&ng.params, 1, (uint64_t)SDL_GetTicks64());
        ng.n_seats = 1;
        snprintf(ng.seats[0].name, sizeof ng.seats[0].name, "Player 1");
        ng.seats[0].bot = APP_SEAT_HUMAN;
        app_start_game(a, &ng);
    }
}

void screen_setup_draw(app *a)
{
    ecs_world *w = a->world;
    SDL_FRect r = ecs_px_rect(w, 640, 360, 10, 10);
    gfx_text(&a->g, GFX_FONT_BOLD, ecs_px(w, 40), "Troyes Dice - press Enter", r.x, r.y, GFX_CENTER | GFX_MIDDLE, ui_paper);
}
