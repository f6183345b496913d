/* td_session.h — a game in progress as its parameters plus its move list, with undo and the
 * saved-game text format.
 *
 * Undo stays inside the current half-day: it removes a player's latest move made since the last
 * roll and replays the others from the state right after that roll; a roll is never undone.
 *
 * Saved-game text (UTF-8, one item per line, '\n' or "\r\n"):
 *   troyes-dice 1            format tag and version
 *   id <game ID>             see td_gameid.h
 *   <move>                   one line per move, see td_move.h, in the order played
 *   scores <t1> <t2> ...     optional: final totals, checked by replays
 * Blank lines and lines starting with ';' are ignored.
 */
#ifndef TD_SESSION_H
#define TD_SESSION_H

#include <stddef.h>

#include "troyes/td_move.h"
#include "troyes/td_state.h"

/* Enough for 10 players answering a long chain of bonuses every half-day. */
#define TD_SESSION_MOVES 4096

typedef struct td_session {
    td_state start;          /* right after td_state_init */
    td_state checkpoint;     /* right after the latest roll (or the start) */
    int checkpoint_moves;    /* moves[0 .. checkpoint_moves) are behind the checkpoint */
    td_state now;            /* the current state */
    int n_moves;
    td_move moves[TD_SESSION_MOVES];
} td_session;

/* Starts a session. NULL or the reason params are invalid (then *ss is untouched). */
const char *td_session_start(td_session *ss, const td_params *p);
/* Applies a move and records it. NULL, or the reason and nothing changes. */
const char *td_session_apply(td_session *ss, const td_move *m);
/* Index in moves[] of the move td_session_undo(ss, player) would remove, or -1 when none. */
int td_session_undoable(const td_session *ss, int player);
/* Removes `player`'s latest move since the last roll. NULL, or why not (nothing changes). */
const char *td_session_undo(td_session *ss, int player);

/* Writes the saved-game text (with a `scores` line when the game is over). Returns the length
 * the full text needs (like snprintf); the text is complete when that is < size. */
size_t td_session_write(const td_session *ss, char *buf, size_t size);
/* Loads saved-game text, replaying every move. On error returns a static reason, sets *line to
 * the 1-based line at fault (0 when not line-specific), and leaves *ss untouched.
 * When the text has a `scores` line, *has_scores is set and scores[] receives it. */
const char *td_session_read(td_session *ss, const char *text, int *line, int *has_scores,
                            int scores[TD_MAX_PLAYERS]);

#endif
