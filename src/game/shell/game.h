/* game.h — the game being played, as the screens start and change it: starting a game from
 * its parameters and seats, applying a move through the session (its sound, the autosave, the
 * record of a finished game follow), and the rules opened from a game's screen.
 *
 * `app` is borrowed, never kept; the game lives in it (app.h: a->ss, a->seats).
 */
#ifndef SHELL_GAME_H
#define SHELL_GAME_H

#include "shell/game_types.h"
#include "troyes/td_move.h"
#include "troyes/td_session.h"
#include "troyes/td_state.h"

typedef struct app app;

/* Starts a game (session, seats, bots' stream) and asks for the play screen (its enter asks for
 * the hand-over in turn when one is due). Returns NULL or the reason the parameters were refused
 * (nothing changes then). */
const char *game_start(app *a, const game_params *ng);
/* Applies a move through the session and follows it in the store (autosave after a half-day,
 * record of a finished game). NULL, or the core's reason (the refusal sound plays; nothing
 * changes then). The screens resync themselves. */
const char *game_apply(app *a, const td_move *m);
/* Starts watching (a->watch: game_watch, game_types.h) the n moves of `line` played from the
 * start of the game in memory (a solo game): the play screen is asked for. NULL, or why not
 * (nothing changes then). */
const char *game_watch_start(app *a, const td_move *line, int n);
/* Stops watching: the player's game comes back, and its final scores are asked for. */
void game_watch_stop(app *a);
/* Continue on the title screen: resumes the game in memory, or the autosave's (seed and moves
 * replayed, the same seats), opening on the hand-over or the play screen; or shows the final
 * scores of a game over that were never seen. NULL, or why not (a clause in the current language,
 * or the core's reason: show it with tr_reason). */
const char *game_continue(app *a);
/* Starts the game of this code (td_gameid.h) with one human seat per player (the last table's
 * humans by the names they typed, then "Player 1"... in the current language). NULL, or the
 * reason the code is refused (nothing changes then): the core's (English: show it with
 * tr_reason) or one already in the current language. */
const char *game_start_code(app *a, const char *code);
/* Whether `code` (spaces around it aside) is a game code: NULL and its parameters in *p, or the
 * reason it is refused, as game_start_code gives it. */
const char *game_check_code(const char *code, td_params *p);
/* Starts the game of the day (store_daily_params), seated as game_start_code seats a code's. */
const char *game_start_daily(app *a);
/* F1 on a game's screen (play, hand-over, final scores): asks for the rules, whose Back returns
 * there. */
void game_open_rules(app *a);
/* The settings opened from the play screen's pause menu: their Back returns to the game as it was
 * (a->resume), drawn again in the language then chosen. */
void game_open_settings(app *a);

#endif
