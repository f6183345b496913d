/* main.c — troyes-dice: command-line options, then the window's loop (or a headless run: a
 * screenshot after scripted moves, the frame benchmark, or a demo game between random bots). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "shell/loop.h"
#include "shell/store.h"
#include "shell/refs.h"
#include "shell/screens.h"
#include "sys_os.h"
#include "tutorial/tut_play.h"
#include "shell/lang.h"
#include "play/play.h"
#include "play/view.h"
#include "troyes/td_engine.h"
#include "troyes/td_gameid.h"
#include "troyes/td_score.h"
#include "shell/game.h"
#include "shell/seats.h"

static void usage(FILE *f)
{
    fputs("Usage: troyes-dice [options]\n"
          "  --game ID            start the game with this game ID (e.g. 1p-std#42, 3p-r4u-x#7)\n"
          "  --bots LIST          seats for --game: human, random, greedy or expert, comma-separated\n"
          "  --open-sheets        hot-seat without hand-over screens\n"
          "  --moves \"M; M; ...\"  play these moves (troyes-cli text forms; 'auto' lets random\n"
          "                       players finish the half-day, 'end' the game; 'select N' picks\n"
          "                       die N without playing it, 'hint' shows hints, 'pad B' presses\n"
          "                       button B of a virtual gamepad: a b x y back start up down left\n"
          "                       right lb rb ls rs stick-left/right/up/down; 'key K' presses key K\n"
          "                       (SDL names: Return, Escape, Left, H...), 'key K held' holds it\n"
          "                       down long enough to repeat, 'key K twice' presses it twice in\n"
          "                       quick succession, 'key K1 K2...' presses each in turn as\n"
          "                       quickly; 'type TEXT' types TEXT into the field that has the\n"
          "                       focus; 'click X Y' clicks the point X, Y of the 1280x720\n"
          "                       design space (in a window taller than 16:9, up to 1280x800:\n"
          "                       the panel moves down by the extra height, the sheet grows),\n"
          "                       'hover X Y' only moves the mouse there; 'close'\n"
          "                       closes the window as its close button does (what is kept on\n"
          "                       quit is saved; the run goes on to its screenshot); pad, key,\n"
          "                       type, click, hover and close steps need no --game)\n"
          "                       before anything else (with no --game, a --screen is\n"
          "                       shown first, and the steps act on it)\n"
          "  --screen NAME        show this screen: title, setup, play, handover, end,\n"
          "                       achievements, stats, rules, settings, learn (the first\n"
          "                       start's offer of the guided game), tutorial (the guided\n"
          "                       first game, at its first step) or tutorial2 (the second\n"
          "                       lesson: the expansion, hints, undo, hot-seat)\n"
          "  --tutorial-step N    with --screen tutorial(2): start at step N (1-based); the steps\n"
          "                       before it are played through the rules core\n"
          "  --screenshot PATH    draw one frame, save it as PNG and exit (works with\n"
          "                       SDL_VIDEODRIVER=dummy)\n"
          "  --dump PATH          with --screenshot: list the drawn elements (for tests)\n"
          "  --bench-frames N     play random moves for N frames and print frame times as JSON\n"
          "  --demo               random bots play a whole game; prints the scores\n"
          "  --size WxH           window size in points (default 1280x720)\n"
          "  --cosmetic-seed N    seed of the animations' random stream (stable screenshots)\n"
          "  --check-glyphs       check that the fonts draw every string of every language\n"
          "  --check-captions     check that the sheet's words fit their room at its smallest\n"
          "                       text size, and the pause menu's at full size, in every\n"
          "                       language\n"
          "  -h, --help           this help\n",
          f);
}

static int parse_int(const char *s, int lo, int hi, int *out)
{
    char *end;
    long v = strtol(s, &end, 10);
    if (!*s || *end || v < lo || v > hi)
        return 0;
    *out = (int)v;
    return 1;
}

static int parse_args(int argc, char **argv, shell_options *o)
{
    memset(o, 0, sizeof *o);
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        const char *v = i + 1 < argc ? argv[i + 1] : NULL;
        int takes = 1;
        if (!strcmp(a, "-h") || !strcmp(a, "--help")) {
            usage(stdout);
            exit(0);
        } else if (!strcmp(a, "--open-sheets")) {
            o->open_sheets = 1;
            takes = 0;
        } else if (!strcmp(a, "--demo")) {
            o->demo = 1;
            takes = 0;
        } else if (!strcmp(a, "--check-glyphs")) {
            o->check_glyphs = 1;
            takes = 0;
        } else if (!strcmp(a, "--check-captions")) {
            o->check_captions = 1;
            takes = 0;
        } else if (!v && (!strcmp(a, "--game") || !strcmp(a, "--bots") || !strcmp(a, "--moves") ||
                          !strcmp(a, "--screen") || !strcmp(a, "--screenshot") || !strcmp(a, "--dump") ||
                          !strcmp(a, "--bench-frames") || !strcmp(a, "--cosmetic-seed") || !strcmp(a, "--size") ||
                          !strcmp(a, "--tutorial-step"))) {
            fprintf(stderr, "troyes-dice: %s needs a value (see --help)\n", a);
            return 0;
        } else if (!v) {
            fprintf(stderr, "troyes-dice: unknown option '%s' (see --help)\n", a);
            return 0;
        } else if (!strcmp(a, "--game")) {
            o->game_id = v;
        } else if (!strcmp(a, "--bots")) {
            o->bots = v;
        } else if (!strcmp(a, "--moves")) {
            o->moves = v;
        } else if (!strcmp(a, "--screen")) {
            o->start_screen = v;
        } else if (!strcmp(a, "--dump")) {
            o->dump = v;
        } else if (!strcmp(a, "--screenshot")) {
            o->screenshot = v;
        } else if (!strcmp(a, "--bench-frames")) {
            if (!parse_int(v, 1, 10000000, &o->bench_frames)) {
                fprintf(stderr, "troyes-dice: --bench-frames wants a positive number, not '%s'\n", v);
                return 0;
            }
        } else if (!strcmp(a, "--tutorial-step")) {
            if (!parse_int(v, 1, 10000, &o->tutorial_step)) {
                fprintf(stderr, "troyes-dice: --tutorial-step wants a step number from 1, not '%s'\n", v);
                return 0;
            }
        } else if (!strcmp(a, "--cosmetic-seed")) {
            if (!parse_int(v, 1, 2000000000, &o->seed_cosmetic)) {
                fprintf(stderr, "troyes-dice: --cosmetic-seed wants a positive number, not '%s'\n", v);
                return 0;
            }
        } else if (!strcmp(a, "--size")) {
            char w[16], h[16];
            if (sscanf(v, "%15[0-9]x%15[0-9]", w, h) != 2 || !parse_int(w, 320, 16384, &o->width) ||
                !parse_int(h, 240, 16384, &o->height)) {
                fprintf(stderr, "troyes-dice: --size wants WIDTHxHEIGHT, e.g. 1280x720, not '%s'\n", v);
                return 0;
            }
        } else {
            fprintf(stderr, "troyes-dice: unknown option '%s' (see --help)\n", a);
            return 0;
        }
        i += takes;
    }
    if (o->dump && !o->screenshot) {
        fprintf(stderr, "troyes-dice: --dump lists what a screenshot draws: give --screenshot PATH too\n");
        return 0;
    }
    int tutorial = o->start_screen && (!strcmp(o->start_screen, "tutorial") || !strcmp(o->start_screen, "tutorial2"));
    if (o->start_screen && !tutorial && shell_screen_named(o->start_screen) < 0) {
        fprintf(stderr, "troyes-dice: --screen wants title, setup, play, handover, end, achievements, stats, "
                        "rules, settings, learn or tutorial, not '%s'\n", o->start_screen);
        return 0;
    }
    if (o->tutorial_step && !tutorial) {
        fprintf(stderr, "troyes-dice: --tutorial-step goes with --screen tutorial\n");
        return 0;
    }
    if (tutorial && o->game_id) {
        fprintf(stderr, "troyes-dice: --screen tutorial plays the guided game's own game: leave --game out\n");
        return 0;
    }
    return 1;
}

/* Seats for a game started from the command line (named by name_seats once the language is
 * known). */
static int seats_from(const shell_options *o, int players, game_params *ng)
{
    const char *p = o->bots;
    for (int i = 0; i < players; i++) {
        game_seat *s = &ng->seats[i];
        s->bot = o->demo ? TD_BOT_RANDOM : SEAT_HUMAN;
        if (p && *p) {
            char word[16];
            size_t n = strcspn(p, ",");
            if (n >= sizeof word) {
                fprintf(stderr, "troyes-dice: --bots: unknown seat '%.*s'\n", (int)n, p);
                return 0;
            }
            memcpy(word, p, n);
            word[n] = 0;
            p += n + (p[n] == ',');
            int level = td_bot_level_parse(word);
            if (!strcmp(word, "human"))
                s->bot = SEAT_HUMAN;
            else if (level >= 0)
                s->bot = (uint8_t)level;
            else {
                fprintf(stderr, "troyes-dice: --bots: unknown seat '%s' (human, beginner, casual, regular, greedy, expert, random)\n", word);
                return 0;
            }
        }
    }
    return 1;
}

/* "Player 1", "Bot 2 (Greedy)"... in the player's language: called after shell_open, which reads
 * the settings and chooses the language. */
static void name_seats(game_params *ng)
{
    for (int i = 0; i < ng->n_seats; i++)
        seats_default_name(i, ng->seats[i].bot, ng->seats[i].name, sizeof ng->seats[i].name);
}

/* Types `text` as the keyboard would: SDL text-input events, each at most 31 bytes (cut between
 * UTF-8 characters), for the field that has the focus. */
static void type_text(const char *text)
{
    size_t len = strlen(text);
    while (len) {
        size_t n = len < 31 ? len : 31;
        while (n < len && n > 1 && ((unsigned char)text[n] & 0xC0) == 0x80)
            n--; /* do not cut a character in two */
        SDL_Event e;
        memset(&e, 0, sizeof e);
        e.type = SDL_TEXTINPUT;
        e.text.timestamp = SDL_GetTicks();
        memcpy(e.text.text, text, n);
        SDL_PushEvent(&e);
        text += n;
        len -= n;
    }
}

/* "key NAME" (SDL's key names: Return, Escape, Left, 2, H...) pressed once; with "held", the
 * repeats a key held down sends after its first press (three of them); with "twice", pressed
 * twice in quick succession; "key NAME NAME..." presses the keys one after the other, as fast.
 * Each comes at once after the one before, with no time for what it started to settle. NULL, or
 * why not. */
static const char *press_key(app *a, const char *spec)
{
    static const char usage[] = "a key step is 'key NAME', 'key NAME held', 'key NAME twice' or 'key NAME NAME...' "
                                "(SDL key names: Return, Escape, Left, 2, H...)";
    enum { MAX_KEYS = 8 };
    SDL_Keycode keys[MAX_KEYS];
    int n = 0, held = 0, repeat = 1, used;
    char name[32];
    for (const char *p = spec; sscanf(p, "%31s%n", name, &used) == 1; p += used) {
        if (!strcmp(name, "held") || !strcmp(name, "twice")) {
            if (n != 1 || p[used + strspn(p + used, " ")])
                return usage;
            held = name[0] == 'h';
            repeat = held ? 4 : 2;
            break;
        }
        if (n == MAX_KEYS)
            return usage;
        keys[n] = SDL_GetKeyFromName(name);
        if (keys[n++] == SDLK_UNKNOWN)
            return "unknown key name (SDL key names: Return, Escape, Left, 2, H...)";
    }
    if (!n)
        return usage;
    for (int i = 0; i < n * repeat; i++) {
        SDL_Keycode k = keys[i / repeat];
        SDL_Event e;
        memset(&e, 0, sizeof e);
        e.type = SDL_KEYDOWN;
        e.key.state = SDL_PRESSED;
        e.key.repeat = (Uint8)(held && i > 0);
        e.key.keysym.sym = k;
        e.key.keysym.scancode = SDL_GetScancodeFromKey(k);
        e.key.timestamp = SDL_GetTicks();
        SDL_PushEvent(&e);
        shell_pump_events(a);
    }
    return NULL;
}

static void pump(void *a) { shell_pump_events(a); }

/* Plays the scripted moves ("m1; m2; ..."). "auto" plays random legal moves for everyone until
 * the next roll is due; "end" plays the rest of the game that way. "pad B" presses a button of a
 * virtual gamepad on whatever screen is shown (gamepad_script), "key K" presses a key of the
 * keyboard (press_key), "type TEXT" types into the focused field, "click X Y" clicks a point of
 * the design space (shell_click), "hover X Y" moves the mouse there (shell_hover) and "close" sends the window's close (SDL_QUIT: what is kept on
 * quit is saved, as when the player closes the window); the other steps need a game and are
 * played on the play screen (shell_script_move). */
static int play_script(app *a, const char *script)
{
    char buf[4096];
    while (script && *script) {
        size_t n = strcspn(script, ";");
        if (n >= sizeof buf) {
            fprintf(stderr, "troyes-dice: --moves: a move is too long\n");
            return 0;
        }
        memcpy(buf, script, n);
        buf[n] = 0;
        script += n + (script[n] == ';');
        char *t = buf;
        while (*t == ' ')
            t++;
        size_t len = strlen(t);
        while (len && t[len - 1] == ' ')
            t[--len] = 0;
        if (!*t)
            continue;
        /* the steps that work as a player's input: the pad, the mouse, the keyboard */
        const char *err = NULL;
        float cx, cy;
        char extra;
        int input = 1;
        if (!strncmp(t, "pad ", 4))
            err = gamepad_script(&a->pads, t + 4, pump, a);
        else if (sscanf(t, "click %f %f%c", &cx, &cy, &extra) == 2)
            err = shell_click(a, cx, cy);
        else if (sscanf(t, "hover %f %f%c", &cx, &cy, &extra) == 2)
            err = shell_hover(a, cx, cy);
        else if (!strncmp(t, "key ", 4))
            err = press_key(a, t + 4);
        else
            input = 0;
        if (input) {
            if (err) {
                fprintf(stderr, "troyes-dice: --moves: '%s': %s\n", t, err);
                return 0;
            }
            shell_settle(a, 60);
            continue;
        }
        if (!strcmp(t, "close")) {
            SDL_Event quit = {.type = SDL_QUIT};
            SDL_PushEvent(&quit);
            shell_pump_events(a);
            continue;
        }
        if (!strncmp(t, "type ", 5)) {
            type_text(t + 5);
            shell_pump_events(a); /* the text is in the field even when nothing comes after it */
            shell_settle(a, 60);
            continue;
        }
        if (!a->ss) {
            fprintf(stderr, "troyes-dice: --moves: '%s' needs a game (--game, or pad steps that start one)\n", t);
            return 0;
        }
        if (!strcmp(t, "auto") || !strcmp(t, "end")) {
            err = shell_screens[SCREEN_PLAY]->script_run(a, !strcmp(t, "end"), a->screen == SCREEN_PLAY);
            if (err) {
                fprintf(stderr, "troyes-dice: --moves: '%s': %s\n", t, err);
                return 0;
            }
            shell_switch_screen(a);
            shell_settle(a, 60);
            continue;
        }
        err = shell_script_move(a, t);
        if (err) {
            fprintf(stderr, "troyes-dice: --moves: '%s': %s\n", t, err);
            return 0;
        }
        shell_settle(a, 60);
    }
    return 1;
}

static int run(int argc, char **argv)
{
    shell_options opt;
    if (!parse_args(argc, argv, &opt)) {
        usage(stderr);
        return 2;
    }
    game_params ng;
    memset(&ng, 0, sizeof ng);
    if (opt.demo && !opt.game_id)
        opt.game_id = "1p-std#2026";
    if (opt.game_id) {
        const char *err = td_gameid_parse(opt.game_id, &ng.params);
        if (err) {
            fprintf(stderr, "troyes-dice: --game '%s': %s\n", opt.game_id, err);
            return 2;
        }
        ng.n_seats = ng.params.players;
        ng.open_sheets = opt.open_sheets;
        if (!seats_from(&opt, ng.params.players, &ng))
            return 2;
    }
    static app a;
    if (!shell_open(&a, &opt))
        return 1;
    if (opt.check_glyphs) {
        int missing = lang_check_glyphs(&a.g);
        shell_close(&a);
        return missing ? 1 : 0;
    }
    if (opt.check_captions) {
        int small = sheet_check_captions(&a) + play_pause_check_captions(&a);
        shell_close(&a);
        return small ? 1 : 0;
    }
    int rc = 0;
    if (opt.game_id) {
        name_seats(&ng);
        const char *err = game_start(&a, &ng);
        if (err) {
            fprintf(stderr, "troyes-dice: %s\n", err);
            shell_close(&a);
            return 2;
        }
    } else if (opt.start_screen && (!strcmp(opt.start_screen, "tutorial") || !strcmp(opt.start_screen, "tutorial2"))) {
        tut_set_lesson(!strcmp(opt.start_screen, "tutorial2") ? 2 : 1);
        if (opt.tutorial_step > tut_step_count()) {
            fprintf(stderr, "troyes-dice: --tutorial-step %d: the guided game has %d steps\n", opt.tutorial_step,
                    tut_step_count());
            shell_close(&a);
            return 2;
        }
        const char *err = tut_start(&a, opt.tutorial_step ? opt.tutorial_step - 1 : 0);
        if (err) {
            fprintf(stderr, "troyes-dice: the guided game: %s\n", err);
            shell_close(&a);
            return 2;
        }
        opt.start_screen = NULL; /* the play screen, at that step */
    } else if (opt.start_screen && !strcmp(opt.start_screen, "learn")) {
        shell_goto(&a, SCREEN_LEARN); /* before the moves, which may answer it */
        opt.start_screen = NULL;
    } else if (opt.start_screen && shell_screen_named(opt.start_screen) != SCREEN_PLAY &&
               shell_screen_named(opt.start_screen) != SCREEN_HANDOVER &&
               shell_screen_named(opt.start_screen) != SCREEN_END) {
        /* a screen of its own (the title, the rules, the settings...): shown before the steps,
         * which act on it (with no game, the steps are clicks, keys and pad buttons) */
        shell_goto(&a, shell_screen_named(opt.start_screen));
        opt.start_screen = NULL;
    } else if (!opt.start_screen && !opt.moves && !opt.demo && tut_offer_due(&a)) {
        shell_goto(&a, SCREEN_LEARN); /* the first start: the guided game is offered */
    } else {
        shell_goto(&a, SCREEN_TITLE);
    }
    shell_switch_screen(&a);
    if (opt.moves && !play_script(&a, opt.moves)) {
        shell_close(&a);
        return 2;
    }
    if (opt.demo) {
        shell_settle(&a, 1e9f);
        if (a.ss->now.phase == TD_PHASE_OVER) {
            printf("demo game %s finished:\n", opt.game_id);
            for (int p = 0; p < a.ss->now.params.players; p++)
                printf("  %s: %d VP\n", a.seats[p].name, td_score_total(&a.ss->now, p));
        }
    }
    if (opt.start_screen) {
        int scr = shell_screen_named(opt.start_screen);
        if ((scr == SCREEN_PLAY || scr == SCREEN_HANDOVER || scr == SCREEN_END) && !a.ss) {
            fprintf(stderr, "troyes-dice: --screen %s needs --game\n", opt.start_screen);
            shell_close(&a);
            return 2;
        }
        shell_goto(&a, scr);
        shell_switch_screen(&a);
        shell_settle(&a, 60);
    }
    if (opt.bench_frames) {
        if (!a.ss) {
            fprintf(stderr, "troyes-dice: --bench-frames needs --game\n");
            rc = 2;
        } else {
            rc = shell_bench(&a, opt.bench_frames) ? 0 : 1;
        }
    } else if (opt.screenshot) {
        shell_settle(&a, 60);
        rc = shell_screenshot(&a, opt.screenshot) ? 0 : 1;
        if (!rc && opt.dump && !shell_dump(&a, opt.dump))
            rc = 1;
        if (!rc)
            printf("screenshot saved to %s\n", opt.screenshot);
    } else if (!opt.demo) {
        if (a.ss) /* a solo game's references, on a thread while it is played (refs.h) */
            refs_start(&a.ss->now.params, 1);
        shell_run(&a);
    }
    shell_close(&a);
    return rc;
}

/* Where the game cannot start for a bad option, it says why on stderr; when stderr goes nowhere
 * (the game started from the desktop on Windows, where it has no console) what it said is kept
 * and shown in a message box instead. */
int main(int argc, char **argv)
{
    int seen = sys_stderr_seen(); /* on Windows, started from a console: write to it */
    if (!seen)
        sys_stderr_keep();
    int rc = run(argc, argv);
    char said[1024];
    if (!seen && sys_stderr_kept(said, sizeof said) && rc == 2)
        SDL_ShowSimpleMessageBox(SDL_MESSAGEBOX_ERROR, "Troyes Dice", said, NULL);
    return rc;
}
