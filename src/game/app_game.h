/* app_game.h — the game being played, as the screens start and change it: starting a game from
 * its parameters and seats, applying a move through the session (its sound, the autosave, the
 * record of a finished game follow), and the rules opened from a game's screen.
 *
 * `app` is borrowed, never kept; the game lives in it (app.h: a->ss, a->seats).
 */
#ifndef APP_GAME_H
#define APP_GAME_H

#include "app_seats.h"
#include "troyes/td_move.h"
#include "troyes/td_state.h"

typedef struct app app;

/* What the setup screen hands over to start a game. */
typedef struct app_new_game {
    td_params params;
    int n_seats;
    app_seat seats[TD_MAX_PLAYERS];
    int open_sheets; /* 1: hot-seat with open sheets and no hand-over screens */
} app_new_game;

/* Starts a game (session, seats, bots' stream) and asks for the play screen (its enter asks for
 * the hand-over in turn when one is due). Returns NULL or the reason the parameters were refused
 * (nothing changes then). */
const char *app_start_game(app *a, const app_new_game *ng);
/* Applies a move through the session and follows it in the store (autosave after a half-day,
 * record of a finished game). NULL, or the core's reason (the refusal sound plays; nothing
 * changes then). The screens resync themselves. */
const char *app_apply(app *a, const td_move *m);
/* F1 on a game's screen (play, hand-over, final scores): asks for the rules, whose Back returns
 * there. */
void app_open_rules(app *a);

#endif
