/* store.h — what the game keeps between sessions, under the user's data folder
 * (SDL_GetPrefPath("troyes-dice", "troyes-dice"), or $TROYES_DICE_HOME when set, for tests):
 *
 *     settings.txt     the settings (app_settings.h), saved on every change
 *     profiles.txt     the players' profiles, achievements and game history (app_profile.h)
 *     autosave.tdsave  the game in progress (app_autosave.h), saved after every half-day and on
 *                      quit, removed once the game is over
 *     table.tdsave     the seats and parameters of the last game started (the autosave's format,
 *                      with no moves), which the next visit to the setup starts from
 *
 * Every write is atomic. A file that cannot be used (corrupt, foreign, unreadable) is renamed
 * <name>.bad-N and kept, never overwritten; the game goes on with the defaults and the title
 * screen shows why (store_banner), which is also printed on stderr.
 *
 * Headless runs (--screenshot, --bench-frames, --demo) touch no file unless TROYES_DICE_HOME is
 * set, so screenshots do not depend on the user's settings and never change the user's files.
 *
 * Also here: what Continue would resume (its line on the title screen, the autosave loaded for
 * it), the date and the game of the day's parameters, and recording a finished game in the
 * profiles. The store only saves and loads: starting a game is the game service's (game.h), and
 * the guided game keeps its own file (tut_play.h).
 */
#ifndef SHELL_STORE_H
#define SHELL_STORE_H

#include <stdint.h>

#include "shell/app.h"
#include "app_profile.h"
#include "app_settings.h"

/* Finds the folder, loads the three files and applies the settings to `a` (symbols, animation
 * speed, volume and mute, fullscreen, UI scale, hand-over default). Never fails: without a
 * usable folder the game runs with the defaults and says so. Call once after shell_open. */
void store_open(app *a);
/* Frees the store (saves nothing: see store_on_quit). */
void store_close(app *a);

/* Messages about the files for the title screen's banner, written in the current language each
 * time ("" when all is well; stderr has them in English, with the paths and the system's reasons).
 * The text stays valid until the next call. */
const char *store_banner(const app *a);
/* The newest message about a file that could not be saved (the game, the profiles, the settings),
 * once: formatted into buf, for the screen in use to say at once; NULL when there is none new. The
 * banner keeps it too. A NULL buf drops it (a screen that says it its own way). */
const char *store_take_fresh(app *a, char *buf, size_t size);
/* Whether the last save of the settings failed. */
int store_settings_failed(const app *a);
/* The folder of the files ("" when there is none). */
const char *store_dir(const app *a);
/* Where the files are, as the player is told: the folder, or in the browser its storage. */
const char *store_dir_said(const app *a);

/* The settings in force (fullscreen and mute as the F11 and M shortcuts left them), and a change
 * to them: applied to `a` at once and saved. */
const app_settings *store_settings(app *a);
void store_set_settings(app *a, const app_settings *s);
/* Switches the mute (M, the play screen's Sound button) or, with `fullscreen`, the fullscreen
 * (F11), and saves it with the settings, as the settings page would. */
void store_toggle(app *a, int fullscreen);

/* The profiles (never NULL after store_open; empty when out of memory). */
app_profiles *store_profiles(app *a);
/* The profile of `seat` in the current game, or -1 (a bot, or not recorded yet). */
int store_profile_of_seat(const app *a, int seat);

/* The profile a seat named `name` plays as: the one of that name; else, for a name a human seat
 * gets by default (tr_default_player), the profile named by default with the same number in
 * another language, so that "Player 1" and "Joueur 1" are one player. -1 when there is none. */
int store_find_profile(const app_profiles *st, const char *name);
/* The name of profile `index` as the screens show it: a default name in the current language
 * (unless another profile has the same number's default name, which keeps both apart), any other
 * name as it is. Returns buf (or "" out of range). */
const char *store_profile_label(const app_profiles *st, int index, char *buf, size_t size);

/* The seats, parameters and open sheets of the last game started (this run, or table.tdsave from
 * an earlier one), so that the setup of a new game starts from them: 1, or 0 when there is none. */
int store_last_table(const app *a, td_params *params, game_seat seats[TD_MAX_PLAYERS], int *n_seats,
                         int *open_sheets);

/* Writes the autosave of the game in progress (nothing for no game or a finished one). */
void store_autosave(app *a);
/* On quit: the autosave, and the settings changed by shortcuts (F11, M). */
void store_on_quit(app *a);

/* Hooks called by game.c: a new game was started (its table kept for the setup, the last one's
 * record forgotten); a move was applied (autosave after a roll or the end of a half-day, record a
 * game that just ended). */
void store_game_started(app *a);
void store_after_move(app *a, const td_move *m);
/* A move was taken back, the game being in `phase_before` (TD_PHASE_*) before: the autosave
 * follows when it held that move (the half-day had ended). */
void store_after_undo(app *a, int phase_before);

/* Records the finished game (phase TD_PHASE_OVER) for every human seat: each plays as the
 * profile of its name (created when missing), with today's date and the game ID; saves the
 * profiles and removes the autosave. Done once per game: later calls only report. new_mask[seat]
 * (may be NULL) receives the achievements the game completed for that seat (0 for bots); the
 * same masks stay in a->ach_new. Returns the union of the masks. */
uint32_t store_record_finished_game(app *a, uint32_t new_mask[TD_MAX_PLAYERS]);

/* Continue: whether there is a game to resume (the one in memory, else the autosave): its day
 * (1..8), or 0; and a line describing it (which day, who, the game ID) into desc, naming two seats
 * at most, and the same naming one into brief, for long names (each size bytes; either may be
 * NULL). */
int store_can_continue(app *a, char *desc, char *brief, size_t size);
/* The autosave's game, loaded: a session (owned by the caller, free it) with every move replayed,
 * and in *ng its parameters and seats, to start it again (game_continue, game.h). NULL, and in
 * *why the reason in the current language, when there is none to resume (an unreadable file is
 * said in the banner, as at start-up). */
td_session *store_load_autosave(app *a, game_params *ng, const char **why);
/* 1 when the game in memory is over but its final scores were never shown (hidden sheets, left
 * for the title at its last choice): Continue shows them. `desc` and `brief` get the line under
 * Continue, as store_can_continue's. */
int store_scores_to_see(const app *a, char *desc, char *brief, size_t size);

/* The game of the day's parameters: one player, standard numbering, seed YYYYMMDD of today's
 * date. */
void store_daily_params(td_params *p);
/* Today's local date: "YYYY-MM-DD" (APP_DATE_SIZE bytes) and the game of the day's ID. */
void store_today(char date[APP_DATE_SIZE]);
void store_daily_id(char id[TD_GAMEID_MAX]);

#endif
