/* app.h — the application's state, shared by the loop (loop.c) and the screens: the window and
 * its renderer, assets, the game being played (a td_session plus who sits at each seat), and the
 * few services every screen calls. It declares nothing of the loop (loop.h): a screen never
 * calls the loop, and the loop reaches a screen only through its table (screens.h).
 *
 * Three kinds of state stay apart (docs/architecture.md, "The kinds of state"): the game state
 * lives in `app.ss` (the core's td_session, undo and saves included); ui state (selection, hover,
 * which sheet is shown) lives in the screens; draw state lives in `app.world` (entities) and
 * textures, rebuilt from the game state at will.
 *
 * The services, each in its own file: who sits where (seats.h), starting a game and applying
 * its moves (game.h; their data, game_types.h), the palette (kit/ui_palette.h), and here the
 * screen requests (shell_goto).
 */
#ifndef APP_H
#define APP_H

#include <SDL.h>
#include <stdint.h>

#include "shell/game_types.h"
#include "kit/ecs.h"
#include "shell/gamepad.h"
#include "kit/gfx.h"
#include "shell/sfx.h"
#include "shell/think.h"
#include "troyes/td_bot.h"
#include "troyes/td_session.h"
#include "kit/ui_palette.h"
#include "kit/ui_widgets.h"

enum {
    SCREEN_SETUP = 0, SCREEN_PLAY, SCREEN_HANDOVER, SCREEN_END,
    SCREEN_TITLE, SCREEN_ACHIEVEMENTS, SCREEN_STATS, SCREEN_RULES, SCREEN_SETTINGS,
    SCREEN_LEARN, /* the first start's offer of the guided game (tut_play.h) */
    SCREENS
};

typedef struct shell_options {
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
    int check_glyphs;         /* --check-glyphs: can the fonts draw every language? (lang.c) */
    int check_captions;       /* --check-captions: do the sheet's captions fit? (sheet_view.c) */
    int tutorial_step;        /* --tutorial-step N: the guided game starts at its step N (1-based); 0: not given */
} shell_options;

typedef struct app app;

struct app {
    SDL_Window *window;
    SDL_Renderer *renderer;
    gfx g;
    sfx s;
    ecs_world *world;         /* owned */
    char assets[1024];        /* folder with fonts/, sounds/, icons/ */
    shell_options opt;
    int out_w, out_h;         /* renderer output size in pixels */
    float ui_scale;
    int fullscreen;
    struct {              /* the window as it was before fullscreen, to go back to */
        int saved, maximized, x, y, w, h;
    } windowed;
    int quit;
    int dirty;                /* something changed: draw a frame */
    Uint32 redraw_until;      /* SDL_GetTicks() until which frames are drawn after a resize */
    float anim_speed;         /* 1 normal, 0 off (animations jump to their end) */
    td_rng cosmetic;          /* dice tumble and jitter: never touches the game's stream */

    /* the game being played */
    td_session *ss;           /* owned; NULL before the first game */
    game_watch watch;          /* watching a hindsight best: the player's game set aside (game.h) */
    int n_seats;
    game_seat seats[TD_MAX_PLAYERS];
    int open_sheets;
    int hints_used[TD_MAX_PLAYERS]; /* the decisions each seat was shown hints for in this game (the
                                     * autosave keeps them; the final scores say them) */
    int hints_last[TD_MAX_PLAYERS][2]; /* the last one counted: its roll and own moves (play_jobs.c) */
    int tutorial;             /* the game is the guided first game (tut_play.h): never autosaved nor recorded */
    td_rng bot_rng;           /* the bots' own stream, seeded from the game's seed */
    thinker think_bot;        /* a bot's move being worked out (think.h) */
    thinker think_hint;       /* the hints being worked out */
    int think_async;          /* 1 in the window's loop: think on threads; 0: inline, frame-exact */
    int viewer;               /* the player whose sheet is shown */
    int rules_from;           /* the game's screen F1 opened the rules from (SCREEN_PLAY, _HANDOVER,
                               * _END), which their Back returns to; -1: none, Back goes to the title */
    int settings_from;        /* SCREEN_PLAY when its pause menu opened the settings, which their
                               * Back returns to; -1: Back goes to the title */
    int scores_shown;         /* the final scores of the game in memory were shown (its end screen) */
    int resume;               /* that screen comes back as it was left (from the rules): the play
                               * screen keeps its die, hints and held choice; the end screen does
                               * not ring its fanfare again */
    int handed_over;          /* hidden sheets: the half-day (its first move's index in the game,
                               * plus 1) whose hand-over screen was shown; 0 none */

    char tooltip[1024];       /* the lines of the tooltip drawn in the last frame, '\n'-separated (for the dump) */
    float tooltip_box[4];     /* and its box, design units: left, top, right, bottom (for the dump) */
    int screen;               /* SCREEN_*: the screen shown, or the one asked for (shell_goto) until
                               * the loop enters it */
    int screen_asked;         /* shell_goto was called: the loop enters a->screen before going on */
    int screen_entered;       /* the screen whose entities the world holds (its leave runs before
                               * the next one enters); -1 before the first */
    float mouse_x, mouse_y;   /* output pixels */
    uint64_t frames_drawn;
    /* what the loop has handled, for tests that drive a real window (dump.c's "handled" line):
     * mouse button releases, key presses (not repeats), moves the rules took */
    unsigned long clicks_handled, keys_handled, moves_applied;
    gamepads pads;            /* the gamepads plugged in (gamepad.h) */

    struct play_screen *play; /* the play screen's ui state, jobs and draw caches (play.h) */

    /* kept between sessions (store.h): settings, profiles, the autosave */
    struct store_state *store;  /* owned */
    int symbols;              /* colour-blind symbols on the dice and the sheet (settings) */
    int open_sheets_default;  /* games started from the menus: 1 = open sheets (settings) */
    int hints_off;            /* no hints in a game, the lessons' aside (settings) */
    int text_focus;           /* a text field has the keyboard: letters are typed, not shortcuts */
    uiw_env widgets;          /* what the screens' widgets borrow (world, fonts, mouse, text_focus,
                               * anim_speed): set once the world is made */
    float key_calm;           /* seconds left during which Enter and Space do nothing (shell_calm_keys) */
    int recorded;             /* the finished game is recorded in the profiles */
    int games_started;        /* in this run (the setup starts again from the last one's table) */
    uint32_t ach_new[TD_MAX_PLAYERS];    /* per seat, achievements that game completed */
    uint32_t ach_ticked[TD_MAX_PLAYERS]; /* per seat, every achievement box it ticked */
};

/* Asks for screen `screen` (SCREEN_*). The loop leaves the screen shown and enters the one asked
 * for once the event, update step or scripted step that asked is over; until then a->screen names
 * the screen asked for, so code after the request sees that its screen is going. The last request
 * wins; a screen's enter may ask for another in turn (a game over with no game: the setup). */
static inline void shell_goto(app *a, int screen)
{
    a->screen = screen;
    a->screen_asked = 1;
}

/* Seconds scaled by the animation speed (0 when animations are off). */
static inline float shell_anim(const app *a, float seconds)
{
    return a->anim_speed > 0 ? seconds / a->anim_speed : 0;
}

/* For `seconds` of game time from now, Enter and Space (the pad's A) do nothing: a screen that a
 * press brings (a hand-over, the final scores) is seen before a press meant for the one before,
 * or one more of them, goes through it. */
static inline void shell_calm_keys(app *a, float seconds) { a->key_calm = seconds; }

/* Writes what the current screen draws as text (see dump.c). Returns 1 on success. */
int shell_dump(app *a, const char *path);

#endif
