/* play_events.h — the rule events of the play screen as they happen: what a move, a roll or the
 * end of a half-day did (found by comparing the core's states before and after, never worked out
 * again here), each shown by a short mark where it happened and a sentence.
 *
 * The marks are cosmetic: the state is already applied. Each plays a short animation (none when
 * animations are off) and then rests, quietly, until the next move replaces it, so that a still
 * picture taken after a move shows it.
 */
#ifndef PLAY_EVENTS_H
#define PLAY_EVENTS_H

#include <stddef.h>

#include "play/play.h" /* play_events, the kinds EV_* */
#include "troyes/td_engine.h"

struct app;

/* After a move went from `before` to now (play_apply): the events of the sheets it changed (the
 * roll's attacks on every sheet, a move's gains on its player's), replacing those of the move
 * before, and the plazas a roll destroyed; for the shown player's own move, its sentences
 * appended to the note. */
void play_events_after_move(struct app *a, const td_state *before, const td_move *m);
/* Before the wheel is synced from `prev` (the state it showed) to `now`: the end of a half-day's
 * flips, turned tiles and the small layer's turn (shown with the reveal when it was held). */
void play_events_wheel(struct app *a, const td_state *prev, const td_state *now);
/* Drops every mark (an undo, moves played straight through), and the last move's sentences from
 * the note while it still ends with them. */
void play_events_clear(struct app *a);
/* The play screen entered afresh (`kept`: the events before): those of the game as it stands are
 * kept (back from a hand-over), any others dropped. */
void play_events_enter(struct app *a, const play_events *kept);
/* The marks as entities: those of the shown sheet and the wheel's. */
void play_events_sync(struct app *a);
/* The end of the half-day `closed` (the state it was played in) to `after`, in sentences (the
 * flips and their colours, a Banquet turned to Raid and its rule, the wheel's turn), appended to
 * buf. */
void play_events_say_end(const td_state *closed, const td_state *after, char *buf, size_t size);

#endif
