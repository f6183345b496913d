/* loop.c — start-up and the loop: the window, the fixed-timestep loop, switching screens (looked up
 * in a table: screens.h), the steps of scripted runs, headless screenshots and the frame
 * benchmark (see loop.h). */
#include "shell/loop.h"

#include <SDL_image.h>
#include <SDL_mixer.h>
#include <SDL_ttf.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "shell/store.h"
#include "shell/refs.h"
#include "shell/screens.h"
#include "sys_file.h"
#include "sys_os.h"
#include "shell/lang.h"
#include "troyes/td_engine.h"
#include "shell/seats.h"

#ifdef __EMSCRIPTEN__
#include <emscripten.h>
#endif

#define STEP (1.0 / 120.0)


/* ---- start-up ---------------------------------------------------------------------------------- */

static int dir_has_fonts(const char *dir)
{
    char path[1200];
    snprintf(path, sizeof path, "%s/fonts/LinLibertine_R.otf", dir);
    return sys_file_exists(path); /* UTF-8 paths, on Windows too */
}

/* Finds the assets: $TROYES_DICE_ASSETS, next to the executable, the install prefix's data
 * folder, then the source tree. */
static int find_assets(app *a)
{
    char env_buf[1024];
    const char *env = sys_getenv_utf8("TROYES_DICE_ASSETS", env_buf, sizeof env_buf);
    if (env && dir_has_fonts(env)) {
        snprintf(a->assets, sizeof a->assets, "%s", env);
        return 1;
    }
    char *base = SDL_GetBasePath();
    if (base) {
        char cand[1024];
        snprintf(cand, sizeof cand, "%sassets", base);
        if (dir_has_fonts(cand)) {
            snprintf(a->assets, sizeof a->assets, "%s", cand);
            SDL_free(base);
            return 1;
        }
#ifdef TD_INSTALL_DATADIR
        snprintf(cand, sizeof cand, "%s../%s/assets", base, TD_INSTALL_DATADIR);
        if (dir_has_fonts(cand)) {
            snprintf(a->assets, sizeof a->assets, "%s", cand);
            SDL_free(base);
            return 1;
        }
#endif
        SDL_free(base);
    }
#ifdef TD_SOURCE_ASSETS_DIR
    if (dir_has_fonts(TD_SOURCE_ASSETS_DIR)) {
        snprintf(a->assets, sizeof a->assets, "%s", TD_SOURCE_ASSETS_DIR);
        return 1;
    }
#endif
    return 0;
}

/* A start-up failure: said on stderr and in a message box, in the player's language (SDL's own
 * reasons stay as SDL gives them). */
static void fatal(app *a, const char *why)
{
    char msg[1600];
    snprintf(msg, sizeof msg, tr(TR_FATAL_CANNOT_START), why);
    fprintf(stderr, "troyes-dice: %s\n", msg);
    const char *video = SDL_GetCurrentVideoDriver(); /* no box for a headless run: nobody to close it */
    if (!video)
        video = SDL_getenv("SDL_VIDEODRIVER");
    if (!video || strcmp(video, "dummy"))
        SDL_ShowSimpleMessageBox(SDL_MESSAGEBOX_ERROR, "Troyes Dice", msg, a ? a->window : NULL);
}

static void update_output_size(app *a)
{
    int w = 0, h = 0;
    if (SDL_GetRendererOutputSize(a->renderer, &w, &h) == 0 && w > 0 && h > 0) {
        a->out_w = w;
        a->out_h = h;
    }
}

int shell_open(app *a, const shell_options *opt)
{
    memset(a, 0, sizeof *a);
    a->opt = *opt;
    a->rules_from = -1;
    a->settings_from = -1;
    a->screen_entered = -1;
    a->ui_scale = 1;
    a->anim_speed = 1;
    td_rng_seed(&a->cosmetic, opt->seed_cosmetic ? (uint64_t)opt->seed_cosmetic : (uint64_t)SDL_GetPerformanceCounter(), 0xC05);
    SDL_SetHint(SDL_HINT_RENDER_SCALE_QUALITY, "linear");
    lang_apply(APP_LANG_AUTO); /* the environment's or the system's language until the settings are read */
    if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS) != 0) {
        fatal(NULL, SDL_GetError());
        return 0;
    }
    if (TTF_Init() != 0) {
        fatal(NULL, TTF_GetError());
        return 0;
    }
    IMG_Init(IMG_INIT_PNG);
    if (!find_assets(a)) {
        fatal(NULL, tr(TR_FATAL_NO_ASSETS));
        return 0;
    }
    int w = opt->width > 0 ? opt->width : 1280, h = opt->height > 0 ? opt->height : 720;
    a->window = SDL_CreateWindow("Troyes Dice", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, w, h,
                                 SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI);
    if (!a->window) {
        fatal(NULL, SDL_GetError());
        return 0;
    }
    SDL_SetWindowMinimumSize(a->window, 1024, 640);
    if (opt->width > 0 && opt->width < 1024)
        SDL_SetWindowMinimumSize(a->window, opt->width, opt->height);
    const char *driver = SDL_GetCurrentVideoDriver();
    int software = opt->screenshot || opt->bench_frames || (driver && !strcmp(driver, "dummy"));
    a->renderer = SDL_CreateRenderer(a->window, -1,
                                     software ? SDL_RENDERER_SOFTWARE
                                              : SDL_RENDERER_ACCELERATED | SDL_RENDERER_PRESENTVSYNC);
    if (!a->renderer)
        a->renderer = SDL_CreateRenderer(a->window, -1, SDL_RENDERER_SOFTWARE);
    if (!a->renderer) {
        fatal(a, SDL_GetError());
        return 0;
    }
    SDL_SetRenderDrawBlendMode(a->renderer, SDL_BLENDMODE_BLEND);
    update_output_size(a);
    char dir[1200];
    snprintf(dir, sizeof dir, "%s/fonts", a->assets);
    const char *err = gfx_init(&a->g, a->renderer, dir);
    if (err) {
        char why[1300];
        snprintf(why, sizeof why, "%s", err);
        for (int f = 0; f < GFX_FONT_FACES; f++) { /* the font gfx_init found missing, said in words */
            if (a->g.font_path[f][0] && !sys_file_exists(a->g.font_path[f])) {
                snprintf(why, sizeof why, tr(TR_FATAL_NO_FONT), a->g.font_path[f]);
                break;
            }
        }
        fatal(a, why);
        return 0;
    }
    snprintf(dir, sizeof dir, "%s/sounds", a->assets);
#ifndef __EMSCRIPTEN__ /* the page opens its sound once it shows (web_frame) */
    if (!opt->screenshot && !opt->bench_frames)
        sfx_init(&a->s, dir);
#endif
    a->world = malloc(sizeof *a->world);
    if (!a->world) {
        fatal(a, tr(TR_OUT_OF_MEMORY));
        return 0;
    }
    ecs_init(a->world);
    a->widgets = (uiw_env){a->world, &a->g, &a->mouse_x, &a->mouse_y, &a->text_focus, &a->anim_speed};
    store_open(a); /* settings (applied now), profiles, autosave */
    if (!opt->screenshot && !opt->bench_frames && !opt->demo)
        gamepad_start(); /* headless runs start it for the first scripted pad step */
    lang_init(a);   /* the language: the settings' choice, else the system's locale */
    return 1;
}

void shell_close(app *a)
{
    think_drop(&a->think_bot);
    think_drop(&a->think_hint);
    refs_close();
    gamepad_close(&a->pads);
    store_close(a);
    if (a->watch.on)
        free(a->watch.own); /* the player's game, set aside while a line was watched */
    sfx_shutdown(&a->s);
    gfx_shutdown(&a->g);
    if (a->world)
        ecs_shutdown(a->world);
    free(a->world);
    free(a->ss);
    if (a->renderer)
        SDL_DestroyRenderer(a->renderer);
    if (a->window)
        SDL_DestroyWindow(a->window);
    IMG_Quit();
    TTF_Quit();
    SDL_Quit();
}

/* ---- the loop ---------------------------------------------------------------------------------- */

/* Output pixels per window point, across and down: the mouse comes in points, the screen is
 * laid out in pixels (they differ on high-density screens). */
static void px_per_point(const app *a, float *kx, float *ky)
{
    int ww, wh;
    SDL_GetWindowSize(a->window, &ww, &wh);
    *kx = ww > 0 ? (float)a->out_w / (float)ww : 1;
    *ky = wh > 0 ? (float)a->out_h / (float)wh : 1;
}

static int key_may_repeat(SDL_Keycode k)
{
    return k == SDLK_LEFT || k == SDLK_RIGHT || k == SDLK_UP || k == SDLK_DOWN || k == SDLK_TAB ||
           k == SDLK_BACKSPACE || k == SDLK_PAGEUP || k == SDLK_PAGEDOWN;
}

/* ---- screens ------------------------------------------------------------------------------------- */

int shell_screen_named(const char *name)
{
    for (int i = 0; i < SCREENS; i++)
        if (!strcmp(name, shell_screens[i]->name))
            return i;
    return -1;
}

void shell_switch_screen(app *a)
{
    /* an enter that asks for another screen is followed; two screens asking for each other at
     * once would go round for ever, so after a few the last one asked stays asked for */
    for (int i = 0; i < 8 && a->screen_asked; i++) {
        a->screen_asked = 0;
        if (a->screen_entered >= 0 && shell_screens[a->screen_entered]->leave)
            shell_screens[a->screen_entered]->leave(a);
        a->screen_entered = a->screen;
        ecs_clear(a->world);
        a->dirty = 1;
        shell_screens[a->screen]->enter(a);
    }
}

/* ---- the loop ---------------------------------------------------------------------------------- */

/* Leaving the game (the window closed, or a screen set a->quit: the title's Quit): what the
 * screens keep in files of their own (the play screen: the guided game where it was left, for
 * Continue learning), then the game in progress and the settings are saved. */
static void save_on_quit(app *a)
{
    for (int i = 0; i < SCREENS; i++)
        if (shell_screens[i]->quit)
            shell_screens[i]->quit(a);
    store_on_quit(a);
}

static void dispatch_event(app *a, const SDL_Event *ev)
{
    shell_switch_screen(a); /* one asked for outside the loop (a scripted run's game started) */
    if (ev->type == SDL_MOUSEBUTTONUP)
        a->clicks_handled++;
    else if (ev->type == SDL_KEYDOWN && !ev->key.repeat)
        a->keys_handled++;
    if (gamepad_event(&a->pads, ev)) /* gamepads come back as arrow, Enter and Escape keys */
        return;
    switch (ev->type) {
    case SDL_QUIT:
        save_on_quit(a); /* save the game in progress and the settings */
        a->quit = 1;
        return;
    case SDL_WINDOWEVENT:
        if (ev->window.event != SDL_WINDOWEVENT_SIZE_CHANGED && ev->window.event != SDL_WINDOWEVENT_EXPOSED)
            return; /* focus, mouse in or out, moves: nothing to draw again */
        update_output_size(a);
        /* The renderer's target may follow a new window size a little later than the event (seen
         * on X11 when the window is sized to the interface scale at start-up: the one frame drawn
         * then was cut to the old size and stayed until the mouse moved): draw for a moment. */
        if (ev->window.event == SDL_WINDOWEVENT_SIZE_CHANGED)
            a->redraw_until = (SDL_GetTicks() + 300) | 1; /* (0 means none) */
        break; /* the screen may lay itself out again */
    case SDL_RENDER_TARGETS_RESET:
    case SDL_RENDER_DEVICE_RESET:
        /* the renderer lost what its target textures held (some Direct3D drivers, on a display
         * change), or every texture: draw them again; the screen remakes its own */
        gfx_textures_lost(&a->g, ev->type == SDL_RENDER_DEVICE_RESET);
        ecs_textures_lost(a->world, ev->type == SDL_RENDER_DEVICE_RESET);
        for (int i = 0; i < SCREENS; i++) /* the screens' own caches (the wheel's layer) */
            if (shell_screens[i]->textures_lost)
                shell_screens[i]->textures_lost(ev->type == SDL_RENDER_DEVICE_RESET);
        break;
    case SDL_MOUSEMOTION: {
        float kx, ky;
        px_per_point(a, &kx, &ky);
        a->mouse_x = (float)ev->motion.x * kx;
        a->mouse_y = (float)ev->motion.y * ky;
        break;
    }
    case SDL_MOUSEBUTTONDOWN:
    case SDL_MOUSEBUTTONUP: {
        float kx, ky;
        px_per_point(a, &kx, &ky);
        a->mouse_x = (float)ev->button.x * kx;
        a->mouse_y = (float)ev->button.y * ky;
        break;
    }
    case SDL_KEYDOWN: {
        SDL_Keycode sym = ev->key.keysym.sym;
        /* A key held down repeats: the arrows, Tab, Backspace and the page keys may (to run
         * through a list), but no other key acts twice. A held Enter would carry on through the
         * screens it brings: past a hand-over to the next player's hidden sheet, past the final
         * scores into a new game. */
        if (ev->key.repeat && !key_may_repeat(sym))
            return;
        if (a->key_calm > 0 && (sym == SDLK_RETURN || sym == SDLK_KP_ENTER || sym == SDLK_SPACE))
            return; /* a screen just shown: see it first (shell_calm_keys) */
        if (sym == SDLK_F11) {
            store_toggle(a, 1);
            return;
        }
        if (sym == SDLK_m && !(SDL_GetModState() & KMOD_CTRL) && a->screen != SCREEN_SETUP && !a->text_focus) {
            store_toggle(a, 0);
            a->dirty = 1;
            return;
        }
        break;
    }
    default:
        break;
    }
    int quit = a->quit;
    shell_screens[a->screen]->event(a, ev);
    if (a->quit && !quit)
        save_on_quit(a); /* the screen asked to quit */
    shell_switch_screen(a);
    a->dirty = 1;
}

static void update(app *a, float dt)
{
    shell_switch_screen(a);
    ecs_system_tweens(a->world, dt);
    a->key_calm = a->key_calm > dt ? a->key_calm - dt : 0;
    if (shell_screens[a->screen]->update)
        shell_screens[a->screen]->update(a, dt);
    shell_switch_screen(a);
}

static void draw_frame(app *a, float alpha)
{
    shell_switch_screen(a);
    SDL_SetRenderDrawColor(a->renderer, ui_table.r, ui_table.g, ui_table.b, 255);
    SDL_RenderClear(a->renderer);
    a->tooltip[0] = '\0';
    update_output_size(a); /* the renderer's size may change a frame after its window event */
    ecs_system_layout(a->world, a->out_w, a->out_h, a->ui_scale, alpha);
    if (shell_screens[a->screen]->draw)
        shell_screens[a->screen]->draw(a);
    else
        ecs_system_render(a->world, &a->g, 1);
    gfx_text_trim(&a->g);
    /* On the software renderer every texture is memory of the program's own: once the first
     * frame has made the screen's, memory for two screens' worth more is set aside, so that the
     * textures a busy frame makes later (a half-day's summary, a roll's dice) find it ready. */
    if (a->frames_drawn == 0 && a->g.software)
        sys_memory_keep((size_t)a->out_w * (size_t)a->out_h * 4 * 2);
    a->frames_drawn++;
}

/* Whether a bot's move or the hints are being worked out, or wait to be taken (think.h). */
static int thinking(const app *a)
{
    return think_pending(&a->think_bot) || think_pending(&a->think_hint);
}

/* Whether the loop must keep ticking (animations, bots about to move). */
static int busy(app *a)
{
    if (ecs_animating(a->world))
        return 1;
    if (a->redraw_until) {
        if (!SDL_TICKS_PASSED(SDL_GetTicks(), a->redraw_until))
            return 1;
        a->redraw_until = 0;
    }
    if (a->key_calm > 0)
        return 1;
    const shell_screen *shown = shell_screens[a->screen];
    return shown->busy && shown->busy(a); /* bots, a watched line, a search (the play screen) */
}

/* One turn of the loop. When nothing moves it sleeps on events (for at most `wait_ms`, or for
 * ever when negative) and draws nothing unless an event changed something. */
static void loop_step(app *a, Uint64 *last, double *acc, int wait_ms)
{
    Uint64 freq = SDL_GetPerformanceFrequency();
    SDL_Event ev;
    if (!busy(a) && !a->dirty) {
        /* tests (tests/game/e2e_solo.sh): the settled screen's dump, replaced atomically */
        const char *state = SDL_getenv("TROYES_DICE_STATE_FILE");
        char tmp[1100];
        if (state && *state && snprintf(tmp, sizeof tmp, "%s.tmp", state) < (int)sizeof tmp && shell_dump(a, tmp))
            rename(tmp, state);
        int got = wait_ms < 0 ? SDL_WaitEvent(&ev) : SDL_WaitEventTimeout(&ev, wait_ms);
        if (!got)
            return;
        dispatch_event(a, &ev);
        *last = SDL_GetPerformanceCounter();
        *acc = 0;
        if (!busy(a) && !a->dirty)
            return;
    }
    while (SDL_PollEvent(&ev))
        dispatch_event(a, &ev);
    Uint64 now = SDL_GetPerformanceCounter();
    double dt = (double)(now - *last) / (double)freq;
    *last = now;
    if (dt > 0.25)
        dt = 0.25;
    *acc += dt;
    while (*acc >= STEP) {
        update(a, (float)STEP);
        *acc -= STEP;
    }
    draw_frame(a, (float)(*acc / STEP));
    SDL_RenderPresent(a->renderer);
    a->dirty = 0;
}

#ifdef __EMSCRIPTEN__
/* In the browser the page's thread must return to the browser between frames: the loop is one
 * step per animation frame (requestAnimationFrame), which never sleeps on events. A quit (the game
 * never offers one in the page) ends the program as main() would. */
static struct {
    app *a;
    Uint64 last;
    double acc;
} web_loop;

/* A page hidden (another tab, the window closed) may never come back: what a quit keeps is kept
 * now, while the page still runs (SDL calls this as the event arrives, between two frames). */
static int web_keep(void *data, SDL_Event *ev)
{
    app *a = data;
    if (ev->type == SDL_APP_TERMINATING || (ev->type == SDL_WINDOWEVENT && ev->window.event == SDL_WINDOWEVENT_HIDDEN))
        save_on_quit(a);
    return 1;
}

static void web_frame(void)
{
    app *a = web_loop.a;
    loop_step(a, &web_loop.last, &web_loop.acc, 0);
    /* The sound, once the first frame is drawn: opening the audio device takes about 0.2 s in a
     * page and decoding the sounds 0.3 s, which would hold the first frame back (and a page may
     * play nothing before a click anyway). One sound is decoded per frame. */
    if (!a->s.dir[0]) {
        int muted = a->s.muted, volume = a->s.volume; /* the settings', applied before */
        char dir[1200];
        snprintf(dir, sizeof dir, "%s/sounds", a->assets);
        sfx_open(&a->s, dir);
        a->s.muted = muted;
        sfx_set_volume(&a->s, volume);
    } else {
        sfx_load_next(&a->s);
    }
    if (a->quit) {
        emscripten_cancel_main_loop();
        shell_close(a);
        emscripten_force_exit(0);
    }
}
#endif

void shell_run(app *a)
{
    Uint64 last = SDL_GetPerformanceCounter();
    double acc = 0;
    a->think_async = 1;
#ifdef __EMSCRIPTEN__
    web_loop.a = a;
    web_loop.last = last;
    web_loop.acc = acc;
    SDL_AddEventWatch(web_keep, a);
    emscripten_set_main_loop(web_frame, 0, 1); /* returns to the browser, never here */
#else
    while (!a->quit)
        loop_step(a, &last, &acc, -1);
#endif
}

void shell_pump_events(app *a)
{
    SDL_Event ev;
    while (SDL_PollEvent(&ev))
        dispatch_event(a, &ev);
}

/* Runs the fixed steps until nothing animates (bots included), at most `seconds` of game time. */
void shell_settle(app *a, float seconds)
{
    shell_switch_screen(a);
    for (float t = 0; t < seconds && busy(a); t += (float)STEP) {
        update(a, (float)STEP);
        if (a->think_async && thinking(a))
            SDL_Delay(1); /* a search on its thread: game time waits for it as a frame would */
    }
    /* finish whatever is still running */
    for (int i = 0; i < 2000 && ecs_animating(a->world); i++)
        update(a, (float)STEP);
}

/* Design point x, y in window coordinates (*wx, *wy), the screen laid out as a frame would lay it
 * out: NULL, or why the point is not in the window. */
static const char *design_to_window(app *a, float x, float y, int *wx, int *wy)
{
    shell_switch_screen(a);
    ecs_system_layout(a->world, a->out_w, a->out_h, a->ui_scale, 1);
    if (!(x >= 0 && x <= ECS_DESIGN_W && y >= 0 && y <= a->world->design_h))
        return "a click or a hover needs a point of the design space (1280 x 720, up to 1280 x 800 in a taller window)";
    SDL_FRect px = ecs_px_rect(a->world, x, y, 0, 0);
    float kx, ky;
    px_per_point(a, &kx, &ky);
    *wx = (int)lroundf((px.x + px.w / 2) / (kx > 0 ? kx : 1));
    *wy = (int)lroundf((px.y + px.h / 2) / (ky > 0 ? ky : 1));
    return NULL;
}

/* The mouse moved to window point wx, wy: the event, with the current time. */
static SDL_Event mouse_motion(int wx, int wy)
{
    SDL_Event ev;
    memset(&ev, 0, sizeof ev);
    ev.type = SDL_MOUSEMOTION;
    ev.motion.x = wx;
    ev.motion.y = wy;
    ev.common.timestamp = SDL_GetTicks();
    return ev;
}

const char *shell_hover(app *a, float x, float y)
{
    int wx, wy;
    const char *err = design_to_window(a, x, y, &wx, &wy);
    if (err)
        return err;
    SDL_Event ev = mouse_motion(wx, wy);
    SDL_PushEvent(&ev);
    shell_pump_events(a);
    return NULL;
}

const char *shell_click(app *a, float x, float y)
{
    int wx, wy;
    const char *err = design_to_window(a, x, y, &wx, &wy);
    if (err)
        return err;
    SDL_Event ev[3];
    memset(ev, 0, sizeof ev);
    ev[0] = mouse_motion(wx, wy);
    for (int i = 1; i < 3; i++) {
        ev[i].type = i == 1 ? SDL_MOUSEBUTTONDOWN : SDL_MOUSEBUTTONUP;
        ev[i].button.button = SDL_BUTTON_LEFT;
        ev[i].button.state = i == 1 ? SDL_PRESSED : SDL_RELEASED;
        ev[i].button.clicks = 1;
        ev[i].button.x = wx;
        ev[i].button.y = wy;
        ev[i].common.timestamp = SDL_GetTicks();
    }
    for (int i = 0; i < 3; i++)
        SDL_PushEvent(&ev[i]);
    shell_pump_events(a);
    return NULL;
}

const char *shell_script_move(app *a, const char *text)
{
    shell_switch_screen(a);
    if (a->screen != SCREEN_PLAY) { /* moves are played on the play screen */
        shell_goto(a, SCREEN_PLAY);
        shell_switch_screen(a);
    }
    const char *err = shell_screens[SCREEN_PLAY]->script(a, text);
    shell_switch_screen(a);
    return err;
}

int shell_screenshot(app *a, const char *path)
{
    draw_frame(a, 1);
    SDL_Surface *surf = SDL_CreateRGBSurfaceWithFormat(0, a->out_w, a->out_h, 32, SDL_PIXELFORMAT_ARGB8888);
    if (!surf) {
        fprintf(stderr, "troyes-dice: screenshot: %s\n", SDL_GetError());
        return 0;
    }
    int ok = SDL_RenderReadPixels(a->renderer, NULL, SDL_PIXELFORMAT_ARGB8888, surf->pixels, surf->pitch) == 0 &&
             IMG_SavePNG(surf, path) == 0;
    if (!ok)
        fprintf(stderr, "troyes-dice: cannot write the screenshot %s: %s\n", path, SDL_GetError());
    SDL_FreeSurface(surf);
    SDL_RenderPresent(a->renderer);
    return ok;
}

static int cmp_double(const void *x, const void *y)
{
    double a = *(const double *)x, b = *(const double *)y;
    return a < b ? -1 : a > b;
}

/* Plays the scripted game, drawing every fixed step as a frame, and prints frame CPU times. */
int shell_bench(app *a, int frames)
{
    double *ms = malloc(sizeof(double) * (size_t)frames);
    if (!ms)
        return 0;
    Uint64 freq = SDL_GetPerformanceFrequency();
    int n = 0;
    a->think_async = 1; /* the bots think beside the frames, as in the window */
    while (n < frames && a->ss && a->ss->now.phase != TD_PHASE_OVER) {
        Uint64 t0 = SDL_GetPerformanceCounter();
        update(a, (float)(1.0 / 60.0));
        if (!busy(a)) {
            /* idle: the bench plays a random legal move for the humans, as a click would */
            int p = seats_next_human(a);
            if (a->ss->now.phase == TD_PHASE_ROLL || p >= 0) {
                td_move m = a->ss->now.phase == TD_PHASE_ROLL ? td_move_roll()
                                                               : td_legal_random(&a->ss->now, p, &a->cosmetic);
                char text[TD_MOVE_TEXT_MAX];
                td_move_encode(&m, text, sizeof text);
                shell_script_move(a, text);
            }
        }
        draw_frame(a, 1);
        SDL_RenderPresent(a->renderer);
        ms[n++] = (double)(SDL_GetPerformanceCounter() - t0) * 1000.0 / (double)freq;
    }
    /* The bench frames read no input, so the window's own events (shown, exposed, focus gained,
     * the pointer entering) are still queued under a real display: handle them before the idle
     * second, which then holds no input at all. */
    shell_pump_events(a);
    shell_settle(a, 10);
    a->dirty = 0;
    /* idle: once the animations are over, a second of no input, counting frames the loop would
     * draw (it sleeps on events, so none) */
    uint64_t before = a->frames_drawn;
    int idle_frames = busy(a) ? -1 : 0;
    if (idle_frames == 0) {
        Uint64 last = SDL_GetPerformanceCounter();
        double acc = 0;
        Uint32 until = SDL_GetTicks() + 1000;
        while (!SDL_TICKS_PASSED(SDL_GetTicks(), until))
            loop_step(a, &last, &acc, 100);
        idle_frames = (int)(a->frames_drawn - before);
    }
    double sum = 0;
    int late = 0; /* frames past a 60 Hz display's 16.7 ms, the first (every texture made) aside */
    for (int i = 0; i < n; i++) {
        sum += ms[i];
        late += i > 0 && ms[i] > 1000.0 / 60.0;
    }
    qsort(ms, (size_t)n, sizeof ms[0], cmp_double);
    double p99 = n ? ms[(int)((n - 1) * 0.99)] : 0, p50 = n ? ms[n / 2] : 0;
    SDL_RendererInfo info;
    SDL_GetRendererInfo(a->renderer, &info);
    printf("{\"frames\": %d, \"width\": %d, \"height\": %d, \"renderer\": \"%s\", \"frame_ms_mean\": %.3f, "
           "\"frame_ms_p50\": %.3f, \"frame_ms_p99\": %.3f, \"frame_ms_max\": %.3f, \"frames_late\": %d, "
           "\"idle_frames_per_s\": %d, "
           "\"layer_redraws\": %llu, \"layer_additions\": %llu}\n",
           n, a->out_w, a->out_h, info.name, n ? sum / n : 0, p50, p99, n ? ms[n - 1] : 0, late, idle_frames,
           (unsigned long long)a->world->bake_rebuilds, (unsigned long long)a->world->bake_appends);
    free(ms);
    return 1;
}
