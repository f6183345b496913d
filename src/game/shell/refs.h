/* refs.h — a solo game's two references, worked out beside the game so that its end screen can
 * set the player's score beside them without waiting: the expert's score on the same dice (the
 * expert playing the same game ID) and the hindsight best (td_bot_par: the best score a search
 * finds knowing every roll).
 *
 * One job at a time, on a thread of its own in the window. Scripted runs (screenshots, tests:
 * async 0) work them out at once only when TROYES_DICE_REFERENCES=inline is set (they take
 * seconds), leave them being worked out for ever with TROYES_DICE_REFERENCES=pending (the end
 * screen as it is while a window's thread works), and otherwise not at all. */
#ifndef REFS_H
#define REFS_H

#include <SDL.h>

#include "troyes/td_move.h"
#include "troyes/td_state.h"

/* Starts working out the references of the game `params` (a solo game; other games are ignored),
 * unless they are already being worked out or known. A job of an earlier game still running is
 * left to finish on its own. */
void refs_start(const td_params *params, int async);
/* The references of `params`: 1 with *expert and *par set once they are known, 0 while they are
 * being worked out, -1 when nobody works them out (not a solo game, none started, a scripted run
 * without them). */
int refs_get(const td_params *params, int *expert, int *par);
/* The same, with the two references' final sheets (borrowed: valid until the next refs_start),
 * for scoring them row by row (td_sheet_score). */
int refs_sheets(const td_params *params, const td_sheet **expert, const td_sheet **par);
/* At the window's close: the job is dropped; one still running frees itself when it is done and
 * wakes nobody. */
void refs_close(void);
/* The hindsight best's moves for `params`, rolls included, from the game's start (borrowed: valid
 * until the next refs_start): 1 once they are known, else 0. */
int refs_line(const td_params *params, const td_move **moves, int *n);
/* Whether `ev` is the event a job pushes when it is done (the window then draws again). */
int refs_is_event(const SDL_Event *ev);

#endif
