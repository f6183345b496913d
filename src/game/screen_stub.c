/* screen_stub.c — placeholders for the screens around a game that are not written yet: each shows
 * its name and goes back to the setup screen on any key or click. */
#include "app.h"

static void stub_event(app *a, const SDL_Event *ev)
{
    if (ev->type == SDL_KEYDOWN || ev->type == SDL_MOUSEBUTTONDOWN)
        app_set_screen(a, SCREEN_SETUP);
}

static void stub_draw(app *a, const char *name)
{
    SDL_FRect r = ecs_px_rect(a->world, 640, 360, 0, 0);
    gfx_text(&a->g, GFX_FONT_BOLD, ecs_px(a->world, 36), name, r.x, r.y, GFX_CENTER | GFX_MIDDLE, ui_paper);
}

void screen_title_enter(app *a) { (void)a; }
void screen_title_event(app *a, const SDL_Event *ev) { stub_event(a, ev); }
void screen_title_draw(app *a) { stub_draw(a, "Troyes Dice"); }
void screen_achievements_enter(app *a) { (void)a; }
void screen_achievements_event(app *a, const SDL_Event *ev) { stub_event(a, ev); }
void screen_achievements_draw(app *a) { stub_draw(a, "Achievements"); }
void screen_stats_enter(app *a) { (void)a; }
void screen_stats_event(app *a, const SDL_Event *ev) { stub_event(a, ev); }
void screen_stats_draw(app *a) { stub_draw(a, "Statistics"); }
void screen_settings_enter(app *a) { (void)a; }
void screen_settings_event(app *a, const SDL_Event *ev) { stub_event(a, ev); }
void screen_settings_draw(app *a) { stub_draw(a, "Settings"); }
