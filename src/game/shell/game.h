/* game.h — the game being played, as the screens start and change it: starting a game from
 * its parameters and seats, applying a move through the session (its sound, the autosave, the
 * record of a finished game follow), and the rules opened from a game's screen.
 *
 * `app` is borrowed, never kept; the game lives in it (app.h: a->ss, a->seats).
 */
#ifndef SHELL_GAME_H
#define SHELL_GAME_H

#include "shell/seats.h"
#include "troyes/td_move.h"
#include "troyes/td_session.h"
#include "troyes/td_state.h"

typedef struct app app;

/* What the setup screen hands over to start a game. */
typedef struct game_params {
    td_params params;
    int n_seats;
    game_seat seats[TD_MAX_PLAYERS];
    int open_sheets; /* 1: hot-seat with open sheets and no hand-over screens */
    int tutorial;    /* 1: the guided first game (tut_play.h), which is never saved nor recorded as a game */
} game_params;

/* Starts a game (session, seats, bots' stream) and asks for the play screen (its enter asks for
 * the hand-over in turn when one is due). Returns NULL or the reason the parameters were refused
 * (nothing changes then). */
const char *game_start(app *a, const game_params *ng);
/* Applies a move through the session and follows it in the store (autosave after a half-day,
 * record of a finished game). NULL, or the core's reason (the refusal sound plays; nothing
 * changes then). The screens resync themselves. */
const char *game_apply(app *a, const td_move *m);
/* Watching a solo game's hindsight best played out on the play screen (the end screen offers it):
 * the player's finished game is set aside, a fresh session of the same game plays the line one
 * move at a time (screen_play's jobs step it), and the player's game comes back at its end. A
 * watched game is never saved nor recorded. */
#define APP_WATCH_MOVES 256
typedef struct game_watch {
    int on;
    td_move line[APP_WATCH_MOVES]; /* the moves to play, rolls included */
    int n, next;          /* how many, and the next one to play */
    int playing;          /* the moves follow one another; 0: one at a time */
    td_session *own;      /* the player's game, set aside (owned) */
    int own_n_seats;
    game_seat own_seats[TD_MAX_PLAYERS];
} game_watch;
/* Starts watching the n moves of `line` played from the start of the game in memory (a solo game):
 * the play screen is asked for. NULL, or why not (nothing changes then). */
const char *game_watch_start(app *a, const td_move *line, int n);
/* Stops watching: the player's game comes back, and its final scores are asked for. */
void game_watch_stop(app *a);
/* F1 on a game's screen (play, hand-over, final scores): asks for the rules, whose Back returns
 * there. */
void game_open_rules(app *a);

#endif
