/* screen_handover.c — hot-seat: "pass to <name>" hides the previous player's sheet until the next
 * player is ready. */
#include <stdio.h>

#include "view.h"

void screen_handover_enter(app *a)
{
    (void)a;
}

void screen_handover_event(app *a, const SDL_Event *ev)
{
    if ((ev->type == SDL_MOUSEBUTTONDOWN && ev->button.button == SDL_BUTTON_LEFT) ||
        (ev->type == SDL_KEYDOWN && (ev->key.keysym.sym == SDLK_RETURN || ev->key.keysym.sym == SDLK_SPACE)))
        app_set_screen(a, SCREEN_PLAY);
}

void screen_handover_draw(app *a)
{
    ecs_world *w = a->world;
    char line[96];
    snprintf(line, sizeof line, "Pass to %s", a->seats[a->viewer].name);
    SDL_FRect r = ecs_px_rect(w, 640, 360, 560, 220);
    gfx_round_rect(&a->g, r, ecs_px(w, 14), ui_paper);
    gfx_text(&a->g, GFX_FONT_BOLD, ecs_px(w, 40), line, r.x + r.w / 2, r.y + ecs_px(w, 80), GFX_CENTER | GFX_MIDDLE, ui_ink);
    gfx_text(&a->g, GFX_FONT_ITALIC, ecs_px(w, 18), "Click or press Enter when you are ready.", r.x + r.w / 2,
             r.y + ecs_px(w, 150), GFX_CENTER | GFX_MIDDLE, ui_ink_soft);
}
