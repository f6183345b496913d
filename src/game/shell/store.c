/* store.c — the files kept between sessions (settings, profiles, autosave) under the user's
 * data folder, applying the settings, the autosave Continue resumes, the date of the game of the
 * day, recording finished games in the profiles (see store.h). */
#include "shell/store.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "app_autosave.h"
#include "app_lang.h"
#include "sys_file.h"
#include "sys_os.h"
#include "troyes/td_engine.h"
#include "troyes/td_gameid.h"
#include "troyes/td_score.h"
#include "shell/seats.h"

#define NOTES_MAX 12     /* messages the banner can hold */

typedef struct store_state store_state;

struct store_state {
    char dir[1024];                 /* "" when no file is read or written */
    char path_settings[1200], path_profiles[1200], path_autosave[1200], path_table[1200];
    int settings_savable;           /* 0 after a read error: the file is not saved over */
    int profiles_savable;
    int autosave_savable;
    int table_savable;
    int has_table;                  /* the last game's table (table.tdsave), for the setup */
    td_params table_params;
    app_autosave_info table;
    app_settings settings;
    app_profiles *profiles;         /* owned */
    struct store_note {          /* a message of the banner, written in the language it is drawn in */
        int key;                 /* TR_STORE_* */
        int joined;              /* follows the message before it on the same line */
        char arg[2][300];        /* its %s: file and player names, as they are */
    } note[NOTES_MAX];
    int n_notes;
    int fresh;                      /* the newest note about a file not saved, not yet taken (store_take_fresh), or -1 */
    int settings_failed;            /* the last save of the settings failed */
    char banner[NOTES_MAX * 720]; /* the messages in the current language (store_banner) */
    int seat_profile[TD_MAX_PLAYERS];
};

static store_state *store_of(const app *a) { return a->store; }

static int headless(const app *a) { return a->opt.screenshot || a->opt.bench_frames || a->opt.demo; }

/* Prints a message on stderr, in English with every detail (paths, the system's reasons). */
static void log_line(const char *fmt, ...)
{
    char line[2048];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(line, sizeof line, fmt, ap);
    va_end(ap);
    fprintf(stderr, "troyes-dice: %s\n", line);
}

/* Adds a message to the title screen's banner: the string `key` of the tables with up to two
 * %s (s0, s1: names, shown as they are), on a new line or, `joined`, after the message before
 * it. The same message twice (a save that fails again) is kept once. */
static void note(app *a, int key, int joined, const char *s0, const char *s1)
{
    store_state *st = store_of(a);
    if (!st)
        return;
    struct store_note n;
    memset(&n, 0, sizeof n);
    n.key = key;
    n.joined = joined;
    snprintf(n.arg[0], sizeof n.arg[0], "%s", s0 ? s0 : "");
    snprintf(n.arg[1], sizeof n.arg[1], "%s", s1 ? s1 : "");
    int i = 0;
    while (i < st->n_notes && memcmp(&st->note[i], &n, sizeof n))
        i++;
    if (i == st->n_notes && st->n_notes < NOTES_MAX)
        st->note[st->n_notes++] = n; /* the same message twice is kept once */
    if (i < st->n_notes &&
        (key == TR_STORE_SETTINGS_NOT_SAVED || key == TR_STORE_GAME_NOT_SAVED || key == TR_STORE_PROFILES_NOT_SAVED))
        st->fresh = i; /* said again where it happens, each time */
}

const char *store_take_fresh(app *a, char *buf, size_t size)
{
    store_state *st = store_of(a);
    if (!st || st->fresh < 0 || st->fresh >= st->n_notes)
        return NULL;
    const struct store_note *n = &st->note[st->fresh];
    st->fresh = -1;
    if (buf && size)
        snprintf(buf, size, tr(n->key), n->arg[0], n->arg[1]);
    return buf;
}

int store_settings_failed(const app *a) { return store_of(a) && store_of(a)->settings_failed; }

/* The last component of a path (for messages: the folder is shown once, under the banner). */
static const char *base_name(const char *path)
{
    const char *b = path;
    for (const char *p = path; *p; p++)
        if (*p == '/' || *p == '\\')
            b = p + 1;
    return b;
}

/* ---- settings ------------------------------------------------------------------------------ */

/* The window at 1280×720 times the UI scale, within the display's usable area. */
static void size_window(app *a, int percent)
{
#ifdef __EMSCRIPTEN__
    (void)a;
    (void)percent;
    return; /* the page sizes the canvas to the browser's window */
#else
    if (headless(a) || a->fullscreen || a->opt.width > 0)
        return;
    float k = percent > 100 ? (float)percent / 100.0f : 1.0f;
    float w = 1280.0f * k, h = 720.0f * k;
    SDL_Rect usable;
    int display = SDL_GetWindowDisplayIndex(a->window);
    if (display >= 0 && SDL_GetDisplayUsableBounds(display, &usable) == 0 && usable.w > 0 && usable.h > 0) {
        float fit = (float)usable.w * 0.96f / w;
        if ((float)usable.h * 0.92f / h < fit)
            fit = (float)usable.h * 0.92f / h;
        if (fit < 1) {
            w *= fit;
            h *= fit;
        }
    }
    SDL_SetWindowSize(a->window, (int)w, (int)h);
    SDL_SetWindowPosition(a->window, SDL_WINDOWPOS_CENTERED_DISPLAY(display > 0 ? display : 0),
                          SDL_WINDOWPOS_CENTERED_DISPLAY(display > 0 ? display : 0));
#endif
}

/* Fullscreen on or off. Back in a window, the window has the size and place (or the maximized
 * state) it had before fullscreen; a window that started fullscreen gets the usual size
 * (size_window). Returns 0, or -1 when the system refused (said on stderr). */
#ifdef __EMSCRIPTEN__
void td_web_fullscreen(int on); /* web/library.js */
#endif

static int set_fullscreen(app *a, int on)
{
#ifdef __EMSCRIPTEN__
    /* the page: the browser's own full screen (the canvas fills the browser's window) */
    td_web_fullscreen(on);
    a->fullscreen = on;
    return 0;
#endif
    if (on && !a->fullscreen) {
        a->windowed.maximized = (SDL_GetWindowFlags(a->window) & SDL_WINDOW_MAXIMIZED) != 0;
        SDL_GetWindowPosition(a->window, &a->windowed.x, &a->windowed.y);
        SDL_GetWindowSize(a->window, &a->windowed.w, &a->windowed.h);
        a->windowed.saved = a->windowed.w > 0 && a->windowed.h > 0;
    }
    if (SDL_SetWindowFullscreen(a->window, on ? SDL_WINDOW_FULLSCREEN_DESKTOP : 0) != 0) {
        fprintf(stderr, "troyes-dice: fullscreen: %s\n", SDL_GetError());
        return -1;
    }
    a->fullscreen = on;
    if (!on && a->windowed.saved) {
        if (a->windowed.maximized) {
            SDL_MaximizeWindow(a->window);
        } else {
            SDL_RestoreWindow(a->window);
            SDL_SetWindowSize(a->window, a->windowed.w, a->windowed.h);
            SDL_SetWindowPosition(a->window, a->windowed.x, a->windowed.y);
        }
    }
    return 0;
}

/* Applies `s` to the app; `was` (may be NULL: start-up) says what was in force before, so only
 * what changed touches the window. */
static void apply(app *a, const app_settings *s, const app_settings *was)
{
    a->symbols = s->symbols;
    a->anim_speed = (float)app_settings_anim_percent(s->animation) / 100.0f;
    sfx_set_volume(&a->s, s->volume);
    a->s.muted = s->mute;
    a->open_sheets_default = !s->handover;
    a->hints_off = !s->hints;
    /* The layout is letterboxed (the 1280×720 design fills the window): a layout scale above 1
     * would cut the edges off. So a scale below 100 % draws the whole screen smaller, centred,
     * and a scale above 100 % makes the window that much bigger than 1280×720 (windowed, within
     * the display) — the layout grows with it and nothing is ever cut. */
    a->ui_scale = s->ui_scale < 100 ? (float)s->ui_scale / 100.0f : 1.0f;
    if (headless(a)) {
        a->fullscreen = s->fullscreen; /* remembered, the window is left alone */
    } else if ((!was || was->fullscreen != s->fullscreen) && (was || s->fullscreen)) {
        set_fullscreen(a, s->fullscreen);
    }
    /* back from fullscreen, a window that had its own size gets it back (set_fullscreen) */
    int back = was && was->fullscreen && !s->fullscreen && !a->fullscreen;
    /* at start-up the window is sized within the display's usable area, frame and title bar
       included, whatever the scale: SDL's default 1280×720 overflows a 1280×720 screen */
    if (was ? was->ui_scale != s->ui_scale || (back && !a->windowed.saved) : !s->fullscreen)
        size_window(a, s->ui_scale);
    a->dirty = 1;
}

const app_settings *store_settings(app *a)
{
    static app_settings no_store; /* the defaults, when the store could not be allocated */
    store_state *st = store_of(a);
    if (!st) {
        app_settings_defaults(&no_store);
        return &no_store;
    }
    st->settings.fullscreen = a->fullscreen;
    st->settings.mute = a->s.muted;
    return &st->settings;
}

static void save_settings(app *a)
{
    store_state *st = store_of(a);
    if (!st->dir[0] || !st->settings_savable)
        return;
    char err[SYS_ERR_SIZE];
    st->settings_failed = app_settings_save(st->path_settings, &st->settings, err, sizeof err) != NULL;
    if (st->settings_failed) {
        log_line("the settings could not be saved: %s", err);
        note(a, TR_STORE_SETTINGS_NOT_SAVED, 0, base_name(st->path_settings), NULL);
    }
}

void store_set_settings(app *a, const app_settings *s)
{
    store_state *st = store_of(a);
    if (!st || !app_settings_valid(s))
        return;
    app_settings was = *store_settings(a);
    st->settings = *s;
    apply(a, s, &was);
    if (memcmp(&was, s, sizeof was) != 0)
        save_settings(a);
}

void store_toggle(app *a, int fullscreen)
{
#ifdef __EMSCRIPTEN__
    if (fullscreen) { /* as the page is now: the player may have left full screen with Esc */
        td_web_fullscreen(-1);
        return;
    }
#endif
    app_settings s = *store_settings(a);
    if (fullscreen)
        s.fullscreen = !s.fullscreen;
    else
        s.mute = !s.mute;
    if (store_of(a)) {
        store_set_settings(a, &s);
    } else if (!fullscreen) { /* no store (the defaults above): switched for this run */
        a->s.muted = !a->s.muted;
    } else {
        set_fullscreen(a, !a->fullscreen);
    }
}

/* ---- opening the files ---------------------------------------------------------------------- */

/* A loader's message without the "<path>: " it starts with. */
static const char *without_path(const char *err, const char *path)
{
    size_t n = strlen(path);
    return strncmp(err, path, n) == 0 && err[n] == ':' && err[n + 1] == ' ' ? err + n + 2 : err;
}

/* A file that could not be used: set aside (corrupt) or left alone (unreadable), and said: on
 * stderr with the loader's reason, in the banner by the file's name, then `then` (TR_STORE_THEN_*:
 * what the game does without it). Returns 1 when the file's name may be saved to again. */
static int handle_bad(app *a, app_load_status status, const char *path, const char *err, int then)
{
    const char *name = base_name(path);
    int again = 0;
    if (status == APP_LOAD_CORRUPT) {
        char aside[1300], why[SYS_ERR_SIZE];
        if (sys_file_set_aside(path, aside, sizeof aside, why, sizeof why) == NULL) {
            log_line("%s could not be used (%s); it was set aside as %s", path, without_path(err, path), aside);
            int kept = then == TR_STORE_THEN_RECOVERED || then == TR_STORE_THEN_PROFILES_KEPT; /* in part */
            note(a, kept ? TR_STORE_DAMAGED_ASIDE : TR_STORE_SET_ASIDE, 0, name, base_name(aside));
            again = 1;
        } else {
            log_line("%s could not be used (%s) nor set aside (%s); it will not be saved over", path,
                     without_path(err, path), why);
            note(a, TR_STORE_NOT_SET_ASIDE, 0, name, NULL);
            if (then == TR_STORE_THEN_RECOVERED)
                then = TR_STORE_THEN_AUTOSAVE; /* what was recovered cannot take the file's place */
        }
    } else {
        log_line("%s cannot be read (%s); it is left as it is and will not be saved over", path, err);
        note(a, TR_STORE_UNREADABLE, 0, name, NULL);
    }
    note(a, then, 1, NULL, NULL);
    return again;
}

/* An autosave refused at a line of its moves: the game up to the move before goes on, in the
 * file's place (the damaged file set aside, as any). 1 when so. */
static int recover_autosave(app *a, td_session *ss, app_autosave_info *info, const char *err)
{
    store_state *st = store_of(a);
    char *text = NULL, why[SYS_ERR_SIZE];
    if (app_load_text(st->path_autosave, APP_AUTOSAVE_FILE_MAX, &text, why, sizeof why) != APP_LOAD_OK)
        return 0;
    int line = app_autosave_recover(text, ss, info);
    free(text);
    if (!line || ss->now.phase == TD_PHASE_OVER)
        return 0;
    st->autosave_savable = handle_bad(a, APP_LOAD_CORRUPT, st->path_autosave, err, TR_STORE_THEN_RECOVERED);
    log_line("the game in progress goes on from the moves before line %d", line);
    if (st->autosave_savable && app_autosave_save(st->path_autosave, ss, info, why, sizeof why)) {
        log_line("the game could not be saved: %s", why);
        note(a, TR_STORE_GAME_NOT_SAVED, 0, base_name(st->path_autosave), NULL);
    }
    return 1;
}

/* A profiles file refused at a line: the profiles before it are kept, in the file's place (the
 * damaged file set aside, as any). 1 when so. */
static int recover_profiles(app *a, const char *err)
{
    store_state *st = store_of(a);
    char *text = NULL, why[SYS_ERR_SIZE];
    if (app_load_text(st->path_profiles, APP_PROFILES_FILE_MAX, &text, why, sizeof why) != APP_LOAD_OK)
        return 0;
    int line = app_profiles_recover(text, st->profiles);
    free(text);
    if (!line)
        return 0;
    st->profiles_savable = handle_bad(a, APP_LOAD_CORRUPT, st->path_profiles, err, TR_STORE_THEN_PROFILES_KEPT);
    log_line("the profiles read before line %d are kept", line);
    if (st->profiles_savable && app_profiles_save(st->path_profiles, st->profiles, why, sizeof why)) {
        log_line("the profiles could not be saved: %s", why);
        note(a, TR_STORE_PROFILES_NOT_SAVED, 0, base_name(st->path_profiles), NULL);
    }
    return 1;
}

static void open_files(app *a)
{
    store_state *st = store_of(a);
    char err[SYS_ERR_SIZE];
    if (sys_file_mkdirs(st->dir, err, sizeof err)) {
        log_line("no folder for the saved files (%s): settings, profiles and the game in progress will not be "
                 "kept", err);
        note(a, TR_STORE_NO_FOLDER, 0, NULL, NULL);
        st->dir[0] = '\0';
        return;
    }
    if (sys_path_join(st->path_settings, sizeof st->path_settings, st->dir, "settings.txt") ||
        sys_path_join(st->path_profiles, sizeof st->path_profiles, st->dir, "profiles.txt") ||
        sys_path_join(st->path_autosave, sizeof st->path_autosave, st->dir, "autosave.tdsave") ||
        sys_path_join(st->path_table, sizeof st->path_table, st->dir, "table.tdsave")) {
        log_line("the data folder's path is too long: nothing will be saved");
        note(a, TR_STORE_PATH_TOO_LONG, 0, NULL, NULL);
        st->dir[0] = '\0';
        return;
    }
    app_load_status ls = app_settings_load(st->path_settings, &st->settings, err, sizeof err);
    st->settings_savable = 1;
    if (ls == APP_LOAD_CORRUPT || ls == APP_LOAD_ERROR)
        st->settings_savable = handle_bad(a, ls, st->path_settings, err, TR_STORE_THEN_SETTINGS);

    ls = app_profiles_load(st->path_profiles, st->profiles, err, sizeof err);
    st->profiles_savable = 1;
    if (ls == APP_LOAD_CORRUPT && recover_profiles(a, err))
        ; /* the profiles before the damage are kept */
    else if (ls == APP_LOAD_CORRUPT || ls == APP_LOAD_ERROR)
        st->profiles_savable = handle_bad(a, ls, st->path_profiles, err, TR_STORE_THEN_PROFILES);

    td_session *ss = malloc(sizeof *ss);
    app_autosave_info info;
    st->autosave_savable = 1;
    if (!ss)
        return;
    ls = app_autosave_load(st->path_autosave, ss, &info, err, sizeof err);
    if (ls == APP_LOAD_CORRUPT && recover_autosave(a, ss, &info, err))
        ; /* the game goes on from before the damage */
    else if (ls == APP_LOAD_CORRUPT || ls == APP_LOAD_ERROR)
        st->autosave_savable = handle_bad(a, ls, st->path_autosave, err, TR_STORE_THEN_AUTOSAVE);
    else if (ls == APP_LOAD_OK && ss->now.phase == TD_PHASE_OVER)
        sys_file_remove(st->path_autosave); /* a finished game (recorded before it was removed): nothing to continue */

    st->table_savable = 1;
    ls = app_autosave_load(st->path_table, ss, &st->table, err, sizeof err);
    if (ls == APP_LOAD_CORRUPT || ls == APP_LOAD_ERROR)
        st->table_savable = handle_bad(a, ls, st->path_table, err, TR_STORE_THEN_TABLE);
    else if (ls == APP_LOAD_OK) {
        st->table_params = ss->start.params;
        st->has_table = 1;
    }
    free(ss);
}

void store_open(app *a)
{
    store_state *st = calloc(1, sizeof *st);
    if (!st) {
        fprintf(stderr, "troyes-dice: out of memory: nothing will be saved\n");
        return;
    }
    a->store = st;
    st->fresh = -1;
    app_settings_defaults(&st->settings);
    for (int p = 0; p < TD_MAX_PLAYERS; p++)
        st->seat_profile[p] = -1;
    st->profiles = app_profiles_new();
    if (!st->profiles) {
        fprintf(stderr, "troyes-dice: out of memory: nothing will be saved\n");
        free(st);
        a->store = NULL;
        return;
    }
    char home_buf[sizeof st->dir];
    const char *home = sys_getenv_utf8("TROYES_DICE_HOME", home_buf, sizeof home_buf);
    if (home && *home) {
        snprintf(st->dir, sizeof st->dir, "%s", home);
    } else if (!headless(a)) {
        char *pref = SDL_GetPrefPath("troyes-dice", "troyes-dice");
        if (pref) {
            snprintf(st->dir, sizeof st->dir, "%s", pref);
            SDL_free(pref);
        } else {
            log_line("no folder for the saved files (%s): settings, profiles and the game in progress will not "
                     "be kept", SDL_GetError());
            note(a, TR_STORE_NO_FOLDER, 0, NULL, NULL);
        }
    }
    if (st->dir[0])
        open_files(a);
    apply(a, &st->settings, NULL);
}

void store_close(app *a)
{
    store_state *st = store_of(a);
    if (!st)
        return;
    app_profiles_free(st->profiles);
    free(st);
    a->store = NULL;
}

const char *store_banner(const app *a)
{
    store_state *st = store_of(a);
    if (!st)
        return "";
    size_t len = 0;
    st->banner[0] = '\0';
    for (int i = 0; i < st->n_notes && len + 1 < sizeof st->banner; i++) {
        const struct store_note *n = &st->note[i];
        char line[720];
        snprintf(line, sizeof line, tr(n->key), n->arg[0], n->arg[1]);
        int w = snprintf(st->banner + len, sizeof st->banner - len, "%s%s", i == 0 ? "" : n->joined ? " " : "\n",
                         line);
        if (w < 0)
            break;
        len += (size_t)w < sizeof st->banner - len ? (size_t)w : sizeof st->banner - len - 1;
    }
    return st->banner;
}
const char *store_dir(const app *a) { return store_of(a) ? store_of(a)->dir : ""; }

const char *store_dir_said(const app *a)
{
#ifdef __EMSCRIPTEN__
    if (store_dir(a)[0])
        return tr(TR_SAVED_IN_BROWSER); /* the folder, /save, means nothing in a page */
#endif
    return store_dir(a);
}
app_profiles *store_profiles(app *a) { return store_of(a) ? store_of(a)->profiles : NULL; }

int store_profile_of_seat(const app *a, int seat)
{
    return store_of(a) && seat >= 0 && seat < TD_MAX_PLAYERS ? store_of(a)->seat_profile[seat] : -1;
}

/* The first profile other than `except` whose name is a default name with number `n`, or -1. */
static int default_profile(const app_profiles *st, int n, int except)
{
    for (int i = 0; i < st->count; i++)
        if (i != except && tr_default_player(st->profile[i].name) == n)
            return i;
    return -1;
}

int store_find_profile(const app_profiles *st, const char *name)
{
    if (!st)
        return -1;
    int idx = app_profiles_find(st, name);
    int n = tr_default_player(name);
    if (idx < 0 && n > 0)
        idx = default_profile(st, n, -1); /* the first, when an older file kept two languages' apart */
    return idx;
}

const char *store_profile_label(const app_profiles *st, int index, char *buf, size_t size)
{
    if (!st || index < 0 || index >= st->count) {
        snprintf(buf, size, "%s", "");
        return buf;
    }
    const char *name = st->profile[index].name;
    int n = tr_default_player(name);
    if (n > 0 && default_profile(st, n, index) < 0)
        snprintf(buf, size, tr(TR_SETUP_PLAYER_N), n);
    else
        snprintf(buf, size, "%s", name);
    return buf;
}

/* ---- the autosave --------------------------------------------------------------------------- */

static void seats_info(const app *a, app_autosave_info *info)
{
    memset(info, 0, sizeof *info);
    info->n_seats = a->n_seats;
    info->open_sheets = a->open_sheets;
    for (int p = 0; p < a->n_seats; p++) {
        const game_seat *s = &a->seats[p];
        info->hints[p] = a->hints_used[p];
        const char *kind = s->bot == SEAT_HUMAN ? "human" : td_bot_level_name(s->bot);
        snprintf(info->seat[p].kind, sizeof info->seat[p].kind, "%s", kind ? kind : "human");
        /* a name the file cannot hold (empty, spaces at the ends) is saved as "Player N" */
        if (app_profile_name_check(s->name))
            seats_default_name(p, SEAT_HUMAN, info->seat[p].name, sizeof info->seat[p].name);
        else
            snprintf(info->seat[p].name, sizeof info->seat[p].name, "%s", s->name);
    }
}

void store_autosave(app *a)
{
    store_state *st = store_of(a);
    if (!st || !st->dir[0] || !st->autosave_savable || !a->ss || a->ss->now.phase == TD_PHASE_OVER || a->watch.on ||
        a->tutorial)
        return; /* (a line watched, or the guided game, is not the player's game) */
    app_autosave_info info;
    seats_info(a, &info);
    char err[SYS_ERR_SIZE];
    if (app_autosave_save(st->path_autosave, a->ss, &info, err, sizeof err)) {
        log_line("the game could not be saved: %s", err);
        note(a, TR_STORE_GAME_NOT_SAVED, 0, base_name(st->path_autosave), NULL);
    }
}

void store_on_quit(app *a)
{
    store_state *st = store_of(a);
    if (!st)
        return;
    store_autosave(a);
    store_record_finished_game(a, NULL); /* a game over whose last choices were not shown yet */
    app_settings was = st->settings;
    if (memcmp(&was, store_settings(a), sizeof was) != 0)
        save_settings(a); /* F11 and M changed fullscreen or mute */
}

/* The table of the game just started, for the next visit to the setup: table.tdsave, a saved
 * game of no moves with the seats (the autosave's format). */
static void save_table(app *a)
{
    store_state *st = store_of(a);
    if (!st || !a->ss || a->tutorial)
        return;
    seats_info(a, &st->table);
    st->table_params = a->ss->start.params;
    st->has_table = 1;
    if (!st->dir[0] || !st->table_savable)
        return;
    td_session *fresh = malloc(sizeof *fresh);
    char err[SYS_ERR_SIZE];
    if (fresh && !td_session_start(fresh, &st->table_params) &&
        app_autosave_save(st->path_table, fresh, &st->table, err, sizeof err))
        log_line("the table of this game could not be saved: %s", err); /* the setup's defaults next time */
    free(fresh);
}

void store_game_started(app *a)
{
    save_table(a);
    a->games_started++;
    a->recorded = 0;
    a->scores_shown = 0;
    a->handed_over = 0;
    memset(a->ach_new, 0, sizeof a->ach_new);
    memset(a->ach_ticked, 0, sizeof a->ach_ticked);
    if (store_of(a))
        for (int p = 0; p < TD_MAX_PLAYERS; p++)
            store_of(a)->seat_profile[p] = -1;
}

void store_after_move(app *a, const td_move *m)
{
    if (!a->ss)
        return;
    if (a->ss->now.phase == TD_PHASE_OVER) {
        if (seats_sheets_open(a)) /* hidden sheets: once the last choices are shown (screen_play.c) */
            store_record_finished_game(a, NULL);
    } else if (m->kind == TD_MOVE_ROLL || a->ss->now.phase == TD_PHASE_ROLL)
        store_autosave(a); /* a roll, or the last choice of the half-day */
}

void store_after_undo(app *a, int phase_before)
{
    if (phase_before == TD_PHASE_ROLL)
        store_autosave(a); /* the move was saved with its half-day: a crash must not bring it back */
}

/* ---- dates ---------------------------------------------------------------------------------- */

static void today_ymd(int *y, int *m, int *d)
{
    /* TROYES_DICE_TODAY=YYYY-MM-DD fixes the date (stable screenshots and tests) */
    const char *fixed = SDL_getenv("TROYES_DICE_TODAY");
    char check[APP_DATE_SIZE];
    if (fixed && sscanf(fixed, "%4d-%2d-%2d", y, m, d) == 3 && app_date_format(*y, *m, *d, check) == 0)
        return;
    time_t now = time(NULL);
    const struct tm *tm = localtime(&now);
    if (tm) {
        *y = tm->tm_year + 1900;
        *m = tm->tm_mon + 1;
        *d = tm->tm_mday;
    } else {
        *y = 2026, *m = 1, *d = 1;
    }
}

void store_today(char date[APP_DATE_SIZE])
{
    int y, m, d;
    today_ymd(&y, &m, &d);
    if (app_date_format(y, m, d, date) != 0)
        snprintf(date, APP_DATE_SIZE, "2026-01-01");
}

void store_daily_params(td_params *p)
{
    int y, m, d;
    today_ymd(&y, &m, &d);
    td_params_default(p, 1, app_daily_seed(y, m, d));
}

void store_daily_id(char id[TD_GAMEID_MAX])
{
    td_params p;
    store_daily_params(&p);
    td_gameid_encode(&p, id, TD_GAMEID_MAX);
}

/* ---- recording a finished game -------------------------------------------------------------- */

uint32_t store_record_finished_game(app *a, uint32_t new_mask[TD_MAX_PLAYERS])
{
    store_state *st = store_of(a);
    if (new_mask)
        memset(new_mask, 0, sizeof(uint32_t) * TD_MAX_PLAYERS);
    if (!st || !a->ss || a->ss->now.phase != TD_PHASE_OVER || a->watch.on || a->tutorial)
        return 0; /* (a line watched, or the guided game, is not the player's game) */
    if (!a->recorded) {
        a->recorded = 1;
        char date[APP_DATE_SIZE], id[TD_GAMEID_MAX];
        store_today(date);
        td_gameid_encode(&a->ss->start.params, id, sizeof id);
        int changed = 0;
        for (int p = 0; p < a->n_seats; p++) {
            if (seats_is_bot(a, p))
                continue;
            int idx = store_find_profile(st->profiles, a->seats[p].name);
            if (idx < 0) {
                const char *why = app_profiles_add(st->profiles, a->seats[p].name, &idx);
                if (why) {
                    log_line("%s's game is not recorded: %s", a->seats[p].name, why);
                    char count[16];
                    snprintf(count, sizeof count, "%d", APP_PROFILES_MAX);
                    if (st->profiles->count >= APP_PROFILES_MAX)
                        note(a, TR_STORE_NOT_RECORDED_FULL, 0, a->seats[p].name, count);
                    else
                        note(a, TR_STORE_NOT_RECORDED_NAME, 0, a->seats[p].name, NULL);
                    continue;
                }
            }
            int twice = 0;
            for (int q = 0; q < p; q++)
                twice |= st->seat_profile[q] == idx;
            if (twice) /* two seats with the same name: the profile records the game once */
                continue;
            st->seat_profile[p] = idx;
            a->ach_new[p] = app_profile_record_game(st->profiles, idx, &a->ss->now, p, date, id, &a->ach_ticked[p]);
            changed = 1;
        }
        char err[SYS_ERR_SIZE];
        if (changed && st->dir[0] && st->profiles_savable &&
            app_profiles_save(st->path_profiles, st->profiles, err, sizeof err)) {
            log_line("the profiles could not be saved: %s", err);
            note(a, TR_STORE_PROFILES_NOT_SAVED, 0, base_name(st->path_profiles), NULL);
        }
        if (st->dir[0] && st->autosave_savable)
            sys_file_remove(st->path_autosave); /* the game is over: nothing to continue */
    }
    uint32_t all = 0;
    for (int p = 0; p < a->n_seats; p++) {
        if (new_mask)
            new_mask[p] = a->ach_new[p];
        all |= a->ach_new[p];
    }
    return all;
}

/* ---- starting and continuing games ---------------------------------------------------------- */

/* The line under Continue: the half-day, the seats' names (at most `most` of them and a count of
 * the others, so that a large table keeps to one readable line; all three of three) and the game
 * ID. */
static void describe(const td_session *ss, const game_seat *seats, int n, int most, char *desc, size_t size)
{
    const td_state *s = &ss->now;
    char id[TD_GAMEID_MAX];
    td_gameid_encode(&ss->start.params, id, sizeof id);
    const char *name[TD_MAX_PLAYERS];
    for (int p = 0; p < n; p++)
        name[p] = seats[p].name;
    char names[TD_MAX_PLAYERS * (SEAT_NAME_MAX + 8)];
    seats_name_list(name, n, n > most + 1 ? most : n, names, sizeof names);
    if (s->phase == TD_PHASE_OVER) /* its final scores, never shown (store_scores_to_see) */
        snprintf(desc, size, tr(TR_TITLE_CONT_SCORES), names, id);
    else
        snprintf(desc, size, tr(s->half ? TR_TITLE_CONT_AFTERNOON : TR_TITLE_CONT_MORNING), s->day, names, id);
}

/* The line under Continue twice: naming two seats at most, and one (either may be NULL). */
static void describe_both(const td_session *ss, const game_seat *seats, int n, char *desc, char *brief, size_t size)
{
    if (desc)
        describe(ss, seats, n, 2, desc, size);
    if (brief)
        describe(ss, seats, n, 1, brief, size);
}

/* Seats of an autosave, the names nobody typed in the current language; 0 when a kind is unknown. */
static int seats_from_info(const app_autosave_info *info, game_seat *seats)
{
    for (int p = 0; p < info->n_seats; p++) {
        int level = td_bot_level_parse(info->seat[p].kind);
        if (strcmp(info->seat[p].kind, "human") != 0 && level < 0)
            return 0;
        seats[p].bot = level < 0 ? SEAT_HUMAN : (uint8_t)level;
        snprintf(seats[p].name, sizeof seats[p].name, "%s", info->seat[p].name);
    }
    seats_localise_names(seats, info->n_seats);
    return 1;
}

int store_last_table(const app *a, td_params *params, game_seat seats[TD_MAX_PLAYERS], int *n_seats,
                         int *open_sheets)
{
    const store_state *st = store_of(a);
    if (!st || !st->has_table || !seats_from_info(&st->table, seats))
        return 0;
    *params = st->table_params;
    *n_seats = st->table.n_seats;
    *open_sheets = st->table.open_sheets;
    return 1;
}

static int in_progress(const app *a) { return a->ss && !a->tutorial && a->ss->now.phase != TD_PHASE_OVER; }

int store_can_continue(app *a, char *desc, char *brief, size_t size)
{
    if (desc && size)
        desc[0] = '\0';
    if (brief && size)
        brief[0] = '\0';
    if (in_progress(a)) {
        describe_both(a->ss, a->seats, a->n_seats, desc, brief, size);
        return a->ss->now.day;
    }
    store_state *st = store_of(a);
    if (!st || !st->dir[0] || !sys_file_exists(st->path_autosave))
        return 0;
    td_session *ss = malloc(sizeof *ss);
    if (!ss)
        return 0;
    app_autosave_info info;
    game_seat seats[TD_MAX_PLAYERS];
    char err[SYS_ERR_SIZE];
    int ok = app_autosave_load(st->path_autosave, ss, &info, err, sizeof err) == APP_LOAD_OK &&
             ss->now.phase != TD_PHASE_OVER && seats_from_info(&info, seats);
    if (ok) {
        describe_both(ss, seats, info.n_seats, desc, brief, size);
        ok = ss->now.day;
    }
    free(ss);
    return ok;
}

int store_scores_to_see(const app *a, char *desc, char *brief, size_t size)
{
    if (!a->ss || a->tutorial || a->ss->now.phase != TD_PHASE_OVER || a->scores_shown)
        return 0;
    if (size)
        describe_both(a->ss, a->seats, a->n_seats, desc, brief, size);
    return 1;
}

td_session *store_load_autosave(app *a, game_params *ng, const char **why)
{
    store_state *st = store_of(a);
    if (!st || !st->dir[0]) {
        *why = tr(TR_STORE_NO_SAVED_GAME);
        return NULL;
    }
    td_session *ss = malloc(sizeof *ss);
    if (!ss) {
        *why = tr(TR_OUT_OF_MEMORY);
        return NULL;
    }
    app_autosave_info info;
    memset(ng, 0, sizeof *ng);
    char err[SYS_ERR_SIZE];
    app_load_status ls = app_autosave_load(st->path_autosave, ss, &info, err, sizeof err);
    if (ls == APP_LOAD_OK && !seats_from_info(&info, ng->seats)) {
        snprintf(err, sizeof err, "%.400s: a seat is neither human nor a known bot", st->path_autosave);
        ls = APP_LOAD_CORRUPT;
    }
    if (ls != APP_LOAD_OK) {
        free(ss);
        if (ls == APP_LOAD_MISSING) {
            *why = tr(TR_STORE_NO_SAVED_GAME);
            return NULL;
        }
        st->autosave_savable = handle_bad(a, ls, st->path_autosave, err, TR_STORE_THEN_AUTOSAVE);
        *why = tr(TR_STORE_SAVE_UNREADABLE);
        return NULL;
    }
    if (ss->now.phase == TD_PHASE_OVER) {
        free(ss);
        *why = tr(TR_STORE_SAVE_OVER);
        return NULL;
    }
    ng->params = ss->start.params;
    ng->n_seats = info.n_seats;
    ng->open_sheets = info.open_sheets;
    memcpy(ng->hints, info.hints, sizeof ng->hints);
    *why = NULL;
    return ss;
}
