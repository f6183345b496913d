/* game_types.h — the game being played, as data: who sits at a seat (game_seat), what starting a
 * game takes (game_params), a hindsight best being watched (game_watch). The app's state holds
 * them (app.h); the services that change them are game.h and seats.h. No functions.
 */
#ifndef SHELL_GAME_TYPES_H
#define SHELL_GAME_TYPES_H

#include <stdint.h>

#include "troyes/td_move.h"
#include "troyes/td_session.h"
#include "troyes/td_state.h"

#define SEAT_NAME_MAX 24
#define SEAT_HUMAN 0xFF

typedef struct game_seat {
    char name[SEAT_NAME_MAX + 1];
    uint8_t bot;   /* SEAT_HUMAN or a TD_BOT_* level */
} game_seat;

/* What the setup screen hands over to start a game. */
typedef struct game_params {
    td_params params;
    int n_seats;
    game_seat seats[TD_MAX_PLAYERS];
    int open_sheets; /* 1: hot-seat with open sheets and no hand-over screens */
    int tutorial;    /* 1: the guided first game (tut_play.h), which is never saved nor recorded as a game */
    int hints[TD_MAX_PLAYERS]; /* a game continued: the decisions each seat was shown hints for */
} game_params;

/* Watching a solo game's hindsight best played out on the play screen (the end screen offers it):
 * the player's finished game is set aside, a fresh session of the same game plays the line one
 * move at a time (screen_play's jobs step it), and the player's game comes back at its end. A
 * watched game is never saved nor recorded. */
#define GAME_WATCH_MOVES 256
typedef struct game_watch {
    int on;
    td_move line[GAME_WATCH_MOVES]; /* the moves to play, rolls included */
    int n, next;          /* how many, and the next one to play */
    int playing;          /* the moves follow one another; 0: one at a time */
    td_session *own;      /* the player's game, set aside (owned) */
    int own_n_seats;
    game_seat own_seats[TD_MAX_PLAYERS];
} game_watch;

#endif
