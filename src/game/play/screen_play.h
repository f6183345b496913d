/* screen_play.h — the play screen (screen_play.c): the wheel, the sheet shown, the action panel,
 * hints and bots, the hot-seat flow. The loop reaches it through its table (screens.h); scripted
 * runs (main.c) also tell it of moves they played straight through the session.
 */
#ifndef SCREEN_PLAY_H
#define SCREEN_PLAY_H

#include "shell/screens.h"

/* Moves were applied to the game from state `before` without the screen (a script's "auto"): the
 * table's flow follows them (the reveal, a finished game recorded), then the entities. Does
 * nothing when the play screen is not the current one. */
/* Before a script's moves straight through the core ('auto', 'end'): the bots' choices planned
 * for the half-day (play_jobs) are played first. */
void screen_play_before_moves(app *a);
void screen_play_after_moves(app *a, const td_state *before);
/* Whether the play screen's bots have something to do now (play_bots_due): the loop keeps ticking. */
int screen_play_bots_due(const app *a);

#endif
