/* app.h — the game application: window, renderer, assets, the fixed-timestep loop, the screens,
 * and the game being played (a td_session plus who sits at each seat).
 *
 * Three kinds of state stay apart (see STYLE.md): the game state lives in `app.ss` (the core's
 * td_session, undo and saves included); ui state (selection, hover, which sheet is shown) lives in
 * the screens; draw state lives in `app.world` (entities) and textures, rebuilt from the game state
 * at will.
 */
#ifndef APP_H
#define APP_H

#include <SDL.h>
#include <stdint.h>

#include "ecs.h"
#include "gamepad.h"
#include "gfx.h"
#include "sfx.h"
#include "think.h"
#include "troyes/td_bot.h"
#include "troyes/td_session.h"

enum {
    SCREEN_SETUP = 0, SCREEN_PLAY, SCREEN_HANDOVER, SCREEN_END,
    SCREEN_TITLE, SCREEN_ACHIEVEMENTS, SCREEN_STATS, SCREEN_RULES, SCREEN_SETTINGS,
    SCREENS
};

#define APP_NAME_MAX 24
#define APP_SEAT_HUMAN 0xFF

typedef struct app_seat {
    char name[APP_NAME_MAX + 1];
    uint8_t bot;   /* APP_SEAT_HUMAN or a TD_BOT_* level */
} app_seat;

/* What the setup screen hands over to start a game. */
typedef struct app_new_game {
    td_params params;
    int n_seats;
    app_seat seats[TD_MAX_PLAYERS];
    int open_sheets; /* 1: hot-seat with open sheets and no hand-over screens */
} app_new_game;

typedef struct app_options {
    const char *screenshot;   /* --screenshot PATH: render, save, exit */
    const char *dump;         /* --dump PATH: with --screenshot, list the drawn elements */
    const char *moves;        /* --moves "m1; m2; ...": scripted moves before the screenshot */
    const char *game_id;      /* --game ID: start this game straight away */
    const char *start_screen; /* --screen NAME: title, setup, play, ... (main.c) */
    int bench_frames;         /* --bench-frames N */
    int demo;                 /* --demo: random players play a whole game headless */
    int width, height;        /* --size WxH */
    const char *bots;         /* --bots human,expert,... seats for --game */
    int open_sheets;          /* --open-sheets */
    int seed_cosmetic;        /* --cosmetic-seed N (screenshots are stable) */
    int check_glyphs;         /* --check-glyphs: can the fonts draw every language? (ui_lang.c) */
    int check_captions;       /* --check-captions: do the sheet's captions fit? (sheet.c) */
} app_options;

typedef struct app {
    SDL_Window *window;
    SDL_Renderer *renderer;
    gfx g;
    sfx s;
    ecs_world *world;         /* owned */
    char assets[1024];        /* folder with fonts/, sounds/, icons/ */
    app_options opt;
    int out_w, out_h;         /* renderer output size in pixels */
    float ui_scale;
    int fullscreen;
    int quit;
    int dirty;                /* something changed: draw a frame */
    Uint32 redraw_until;      /* SDL_GetTicks() until which frames are drawn after a resize */
    float anim_speed;         /* 1 normal, 0 off (animations jump to their end) */
    td_rng cosmetic;          /* dice tumble and jitter: never touches the game's stream */

    /* the game being played */
    td_session *ss;           /* owned; NULL before the first game */
    int n_seats;
    app_seat seats[TD_MAX_PLAYERS];
    int open_sheets;
    td_rng bot_rng;           /* the bots' own stream, seeded from the game's seed */
    thinker think_bot;        /* a bot's move being worked out (think.h) */
    thinker think_hint;       /* the hints being worked out */
    int think_async;          /* 1 in the window's loop: think on threads; 0: inline, frame-exact */
    int viewer;               /* the player whose sheet is shown */
    int rules_from;           /* the game's screen F1 opened the rules from (SCREEN_PLAY, _HANDOVER,
                               * _END), which their Back returns to; -1: none, Back goes to the title */
    int scores_shown;         /* the final scores of the game in memory were shown (its end screen) */
    int resume;               /* that screen comes back as it was left (from the rules): the play
                               * screen keeps its die, hints and held choice; the end screen does
                               * not ring its fanfare again */
    int handed_over;          /* hidden sheets: the half-day (its first move's index in the game,
                               * plus 1) whose hand-over screen was shown; 0 none */

    char tooltip[1024];       /* the lines of the tooltip drawn in the last frame, '\n'-separated (for the dump) */
    int screen;               /* SCREEN_* */
    float mouse_x, mouse_y;   /* output pixels */
    uint64_t frames_drawn;
    gamepads pads;            /* the gamepads plugged in (gamepad.h) */

    /* kept between sessions (app_store.h): settings, profiles, the autosave */
    struct app_store *store;  /* owned */
    int symbols;              /* colour-blind symbols on the dice and the sheet (settings) */
    int open_sheets_default;  /* games started from the menus: 1 = open sheets (settings) */
    int text_focus;           /* a text field has the keyboard: letters are typed, not shortcuts */
    float key_calm;           /* seconds left during which Enter and Space do nothing (app_calm_keys) */
    int recorded;             /* the finished game is recorded in the profiles */
    int games_started;        /* in this run (the setup starts again from the last one's table) */
    uint32_t ach_new[TD_MAX_PLAYERS];    /* per seat, achievements that game completed */
    uint32_t ach_ticked[TD_MAX_PLAYERS]; /* per seat, every achievement box it ticked */
} app;

/* Opens SDL, the window, the renderer, the fonts and the sounds. On failure shows a message box,
 * prints the reason and returns 0. */
int app_open(app *a, const app_options *opt);
void app_close(app *a);
/* The loop: fixed 120 Hz update steps, interpolated drawing, sleeping on events when idle. */
void app_run(app *a);
/* Runs update steps until nothing animates and no bot is about to move (at most `seconds`). */
void app_settle(app *a, float seconds);
/* Handles every event waiting in SDL's queue, and those they queue in turn (a gamepad's keys), as
 * the loop would (scripted runs: --moves "pad a"). */
void app_pump_events(app *a);
/* Clicks the mouse at design point x, y (scripted runs: --moves "click X Y"): lays the screen out
 * as a frame would, then moves there, presses and releases the left button through SDL's queue.
 * Returns NULL, or why the point is not in the window. */
const char *app_click(app *a, float x, float y);
/* Draws a frame and saves it as a PNG. Returns 1 on success (else prints why). */
int app_screenshot(app *a, const char *path);
/* Writes what the current screen draws as text (see dump.c). Returns 1 on success. */
int app_dump(app *a, const char *path);
/* Plays random moves for the humans through the screens for `frames` frames and prints frame
 * CPU times as JSON. */
int app_bench(app *a, int frames);

/* Screens: one file each (screen_*.c), with enter / event / update / draw / leave. */
void app_set_screen(app *a, int screen);
/* F1 on a game's screen (play, hand-over, final scores): the rules, whose Back returns there. */
void app_open_rules(app *a);

/* Starts a game (session, seats, bots' stream) and goes to the play (or hand-over) screen.
 * Returns NULL or the reason the parameters were refused (nothing changes then). */
const char *app_start_game(app *a, const app_new_game *ng);
/* Applies a move through the session, plays its sound and resyncs the screens. NULL or the
 * core's reason (nothing changes then). */
const char *app_apply(app *a, const td_move *m);

/* Seconds scaled by the animation speed (0 when animations are off). */
float app_anim(const app *a, float seconds);
/* The first human seat waiting for a decision now, or -1. */
int app_next_human(const app *a);
int app_is_bot(const app *a, int player);
/* How many seats are human. */
int app_humans(const app *a);
/* Whether every sheet may be shown (the seat tabs open them) and no hand-over screen is needed:
 * open sheets were chosen, or at most one seat is human (bots have nothing to hide from). */
int app_sheets_open(const app *a);
/* The name a seat gets when none is typed, in the current language: "Player 2" for a human
 * (bot == APP_SEAT_HUMAN), "Bot 2 (Greedy)" for a bot of level `bot`; seat counts from 0. */
void app_seat_default_name(int seat, int bot, char *buf, size_t size);
/* The same in language `lang` (TR_LANG_*). */
void app_seat_default_name_in(int lang, int seat, int bot, char *buf, size_t size);
/* Whether `name` is one nobody typed for seat `seat`: empty, or the default name of some kind for
 * that seat in some language ("Jugador 2", "Bot 3 (Expert)"). */
int app_is_default_name(const char *name, int seat);
/* Gives each of seats[0..n) whose name nobody typed its default name in the current language, for
 * its own kind: a game saved in French goes on in Spanish with "Jugador 1", not "Joueur 1". */
void app_localise_names(app_seat *seats, int n);
/* The first `listed` of names[0..n) (at most TD_MAX_PLAYERS), joined with the language's
 * separator, then the count of the others when some are left out: "Ana, Bot 2 and 8 more". */
void app_name_list(const char *const *names, int n, int listed, char *out, size_t size);
/* For `seconds` of game time from now, Enter and Space (the pad's A) do nothing: a screen that a
 * press brings (a hand-over, the final scores) is seen before a press meant for the one before,
 * or one more of them, goes through it. */
void app_calm_keys(app *a, float seconds);
/* Seat `seat`'s name for a narrow place: a bot's untouched default name without its level
 * ("Bot 2"), which is returned as 1; any other name as it is, returned as 0. */
int app_seat_short_name(const app *a, int seat, char *buf, size_t size);

/* The screens. */
void screen_setup_enter(app *a);
void screen_setup_event(app *a, const SDL_Event *ev);
void screen_setup_draw(app *a);
void screen_play_enter(app *a);
void screen_play_event(app *a, const SDL_Event *ev);
void screen_play_update(app *a, float dt);
void screen_play_draw(app *a);
void screen_play_sync(app *a);
/* Scripted input for tests and benches: a move in text form, as if clicked. */
const char *screen_play_script(app *a, const char *move_text);
void screen_handover_enter(app *a);
void screen_handover_event(app *a, const SDL_Event *ev);
void screen_handover_draw(app *a);
void screen_end_enter(app *a);
void screen_end_event(app *a, const SDL_Event *ev);
void screen_end_draw(app *a);
/* Screens around a game (menus, achievements, statistics, rules, settings): enter, event, draw.
 * Each lives in its own file; screen_stub.c holds the ones not written yet. */
void screen_title_enter(app *a);
void screen_title_event(app *a, const SDL_Event *ev);
void screen_title_draw(app *a);
void screen_achievements_enter(app *a);
void screen_achievements_event(app *a, const SDL_Event *ev);
void screen_achievements_draw(app *a);
void screen_stats_enter(app *a);
void screen_stats_event(app *a, const SDL_Event *ev);
void screen_stats_draw(app *a);
void screen_rules_enter(app *a);
void screen_rules_event(app *a, const SDL_Event *ev);
void screen_rules_draw(app *a);
void screen_settings_enter(app *a);
void screen_settings_event(app *a, const SDL_Event *ev);
void screen_settings_draw(app *a);

/* Palette shared by the screens. */
extern const gfx_rgba ui_paper, ui_ink, ui_ink_soft, ui_accent, ui_good, ui_bad, ui_table;
extern const gfx_rgba ui_focus; /* the keyboard's focus ring */
extern const gfx_rgba ui_colour[TD_COLOURS];      /* red, yellow, white districts */
extern const gfx_rgba ui_colour_dark[TD_COLOURS];
/* How a die is drawn: body, pips and edge. A transparent die of `colour` (TD_RED...); with
 * `black`, the black die (colour < 0), or the black die played as `colour` (Banquet 8), its pips
 * and edge in that colour. */
typedef struct ui_die_look {
    gfx_rgba body, pips, edge;
} ui_die_look;
ui_die_look ui_die(int colour, int black);

#endif
