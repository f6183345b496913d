/* tut_play.h — the guided first game ("Learn to play") on the play screen: the steps of
 * tutorial.h played one at a time, with the step's sentence in a callout and a highlight on what
 * it points at, and only the inputs the step asks for accepted.
 *
 * The guided game is a solo game on tut_game_id() (a->tutorial set: never autosaved, never
 * recorded in the profiles). Its progress (the step and the moves) is kept in its own file
 * (app_tutorial.h), written when the player leaves it, so the title's "Continue learning" resumes
 * it at the same step. The play screen calls the hooks below at its seams: before and after
 * play_interpret (tut_input, tut_allows), in play_apply (tut_forced_roll, tut_after_move), when
 * it syncs its entities (tut_sync) and leaves (tut_leave).
 *
 *   tut_play.c  the run: starting, resuming, leaving, skipping; the steps; which inputs pass
 *   tut_view.c  the callout and the highlight (group VIEW_G_TUTORIAL)
 */
#ifndef TUT_PLAY_H
#define TUT_PLAY_H

#include "shell/app.h"
#include "play/play_input.h"
#include "tutorial/tutorial.h"

/* Hit tags of the callout's buttons (ecs_hit.tag), past the play screen's HIT_*. */
enum { TUT_HIT_NEXT = 0x40, TUT_HIT_SKIP, TUT_HIT_REAL_GAME, TUT_HIT_LESSON2 };

/* ---- what is kept between runs ------------------------------------------------------------- */

/* The first start's offer is due: there is a folder for saved files, no profile yet, no game to
 * continue, no damaged file to tell of, and the offer was never shown. */
int tut_offer_due(app *a);
/* The offer was shown (kept, so that it is shown once). */
void tut_offer_seen(app *a);
/* The step a guided game was left at (0-based), or -1 when there is none to resume. */
int tut_saved_step(app *a);
/* The lesson (1 or 2) a guided game was left in: the one tut_start(a, -1) resumes; 1 when none. */
int tut_saved_lesson(app *a);
/* Whether lesson 1 or 2 was played to its end or skipped. */
int tut_lesson_done(app *a, int lesson);

/* ---- starting and leaving ---------------------------------------------------------------------- */

/* Starts the lesson chosen (tut_set_lesson) at step `step` (0-based; the steps before it are
 * played through the core), or resumes the guided game left, in its lesson (`step` < 0; the
 * chosen lesson from its start when none was). Asks for the play screen. NULL, or why not. */
const char *tut_start(app *a, int step);
/* Leaves the guided game for the title: its step and moves are kept for "Continue learning". */
void tut_leave(app *a);
/* Ends the guided game for good (skipped, or finished: a real game next): marked done, nothing
 * left to resume. */
void tut_finish(app *a);

/* The guided game's progress into its file, where it is (on quit). */
void tut_keep(app *a);

/* ---- the play screen's hooks (screen_play.c) ------------------------------------------------ */

/* The guided game shows a sentence and waits for Next (the panel says so, and Roll waits). */
int tut_says(const app *a);
/* Whether the Roll button is lit: always outside the guided game and once its steps are done;
 * inside it only at a step that asks for the roll. */
int tut_allows_roll(const app *a);
/* Whether the guided game rolls the dice itself now: the step just done ended the half-day and
 * carries the next roll (tut_step.roll); the play screen rolls once the move is drawn, as it does
 * for bots (play_jobs.c), and tut_forced_roll gives that roll. */
int tut_rolls_itself(const app *a);
/* The step the guided game is at (0-based); tut_step_count() once its steps are done. */
int tut_step_now(void);
/* An input, before play_interpret: 0 when the guided game leaves it to play_interpret; else it
 * took it (a callout button, Next, a refusal) and play_interpret must not see it:
 * TUT_INPUT_TAKEN, or TUT_INPUT_SYNC when the play screen must sync its entities (the caller
 * does: the guided game never calls the screen back). */
enum { TUT_INPUT_TAKEN = 1, TUT_INPUT_SYNC = 2 };
int tut_input(app *a, const play_input *in);
/* Enter (the pad's A) at a step whose move takes a die, that move not yet set up in the panel:
 * *set_up becomes the input that sets it up (PLAY_IN_SET_UP; the next Enter plays it, as it does
 * a move the player set up), and 1; else 0. */
int tut_enter_sets_up(const app *a, const play_input *in, play_input *set_up);
/* Whether the play screen's Hint or Undo button (BTN_HINT, BTN_UNDO) is lit: always outside the
 * guided game; inside it only at the step that asks for it (the second lesson). */
int tut_lets(const app *a, int btn);
/* After play_interpret: whether what it answered (`out`, the ui state now in a->play->ui, and
 * `before` as it was) leads to the step's move. When not, the caller puts the ui state back and
 * the guided game has said what to do instead (the refusal sound is the caller's). */
int tut_allows(app *a, const play_ui *before, const play_input *in, const play_out *out);
/* A roll about to be applied: the step's forced roll instead (or the lesson's own, above). */
void tut_forced_roll(const app *a, td_move *m);
/* Move m was applied: the step it made is done. */
void tut_after_move(app *a, const td_move *m);

/* The play screen entered with the guided game at its step: what reaching that step shows beyond
 * the game itself (the hints asked for at an earlier step of the same decision). */
void tut_enter(app *a);

/* What the player clicks next (a HIT_* target, or TUT_HIT_NEXT, TUT_HIT_REAL_GAME) and what to
 * do, said: a TR_TUT_DO_* key (0: nothing). */
int tut_target(const app *a, int *tag, int *ta, int *tb);
/* Whether the step is a move that one of the hints shown makes (its row under the sheet is what the
 * step points at). */
int tut_move_is_hint(const app *a);
/* What to do next in words ("take die 2", "press Confirm"), "" when nothing. */
void tut_todo(const app *a, char *buf, size_t size);
/* At a free step (TUT_FREE): whether the player has gone another way than its suggestion (another
 * die, value, colour or action, or a move made): its ring is gone then. 0 at any other step. */
int tut_strayed(const app *a);

/* tut_view.c: the callout and the highlight, synced from the step and the ui state. */
void tut_sync(app *a);
/* The note the callout shows under the sentence (a refusal), "" for none. */
const char *tut_note(void);
/* Whether the Skip button was pressed once (it asks for a second press). */
int tut_skip_asked(void);
/* At the first lesson's end: 1 when the keys' focus is on Next lesson, 0 on Play a real game. */
int tut_end_focus(void);
/* Whether the step shows a picture over the table (TUT_AT_PICTURE): the play screen's tooltips,
 * of what lies under it, stay hidden. */
int tut_shows_picture(const app *a);
/* The guided game's callout as last synced, in output pixels (the play screen's tooltips keep
 * off it): 1, or 0 when none is shown. */
int tut_callout_px(app *a, SDL_FRect *px);
/* Whether the guided game's callout lies on the panel under the wheel (a step that needs nothing
 * of it): the panel's own lines are hidden there. 0 outside a lesson. */
int tut_callout_on_panel(const app *a);

#endif
