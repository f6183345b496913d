/* play_table.c — the table's flow on the play screen: whose sheet is shown, the hand-over screen
 * between hidden hot-seat players, the last choice of a hidden half-day held until the reveal,
 * passing the turn, looking at another seat's sheet and coming back, and taking a move back.
 */
#include <stdio.h>

#include "app_lang.h"
#include "shell/store.h"
#include "play/play.h"
#include "shell/seats.h"
#include "play/play_events.h"

/* Once the half-day has ended, with hidden sheets or with bots at the table: everyone's moves are
 * shown on the screen, so none is taken back (the player would choose again knowing them). (Sheets
 * are hidden only with two humans or more: seats_sheets_open; bots choose unseen with everyone.) */
static int revealed(const app *a)
{
    return (!seats_sheets_open(a) || seats_humans(a) < a->n_seats) && now_of(a)->phase == TD_PHASE_ROLL &&
           !a->play->table.held;
}

int play_revealing(const app *a)
{
    const td_state *s = now_of(a);
    return a->n_seats > 1 && seats_humans(a) > 0 && !a->watch.on && !a->play->table.held &&
           s->phase != TD_PHASE_CHOOSE && a->ss->n_moves > a->ss->checkpoint_moves;
}

/* The half-day's choices are shown: the reveal steps through the seats from the first, each sheet
 * drawing its half-day's moves again (screen_play's sync_view). */
static void reveal_begin(app *a)
{
    play_ui *ui = &a->play->ui;
    play_table *t = &a->play->table;
    if (!play_revealing(a))
        return;
    t->reveal_drawn = ui->viewer + 1; /* the sheet shown has just drawn its moves */
    if (ui->viewer != 0) {
        ui->viewer = 0;
        t->reveal_drawn = 0;
        play_ui_clear_choice(ui);
        a->play->draw.has_shown = 0;
    }
    t->peek = 1; /* looked at: the next roll shows the player to choose (play_follow_turn) */
}

/* The move play_undo would take back for the shown player (td_session_undoable), or -1: never in a
 * finished game (already recorded in the players' statistics and achievements), nor a bot's, nor
 * once revealed. */
int play_undoable(const app *a)
{
    const play_ui *ui = &a->play->ui;
    if ((now_of(a)->phase == TD_PHASE_OVER && !a->play->table.held) || seats_is_bot(a, ui->viewer) || revealed(a))
        return -1;
    return td_session_undoable(a->ss, ui->viewer);
}

void play_undo_refusal(const app *a, char *buf, size_t size)
{
    const play_ui *ui = &a->play->ui;
    if (now_of(a)->phase == TD_PHASE_OVER)
        snprintf(buf, size, "%s", tr(TR_PLAY_NOTE_OVER_NO_UNDO));
    else if (seats_is_bot(a, ui->viewer))
        snprintf(buf, size, tr(TR_PLAY_NOTE_BOT_NO_UNDO), a->seats[ui->viewer].name);
    else if (revealed(a) && td_session_undoable(a->ss, ui->viewer) >= 0)
        snprintf(buf, size, "%s", tr(TR_PLAY_NOTE_REVEALED_NO_UNDO));
    else
        snprintf(buf, size, "%s", tr(TR_PLAY_NOTE_NOTHING_TO_UNDO));
}

int play_undo(app *a)
{
    play_ui *ui = &a->play->ui;
    play_jobs *jobs = &a->play->jobs;
    play_draw *draw = &a->play->draw;
    if (play_undoable(a) < 0) {
        play_undo_refusal(a, ui->note, sizeof ui->note);
        sfx_play(&a->s, SFX_REFUSE);
        return 0;
    }
    int phase = now_of(a)->phase;
    td_session_undo(a->ss, ui->viewer);
    play_events_clear(a); /* what the move did is undone with it */
    store_after_undo(a, phase);
    if (now_of(a)->phase == TD_PHASE_CHOOSE)
        a->play->table.held = 0; /* the move taken back reopened the half-day */
    draw->has_shown = 0; /* redraw without replaying strokes */
    draw->has_wheel = 0; /* nor turning the wheel back round */
    ui->cursor = 0;    /* a decision taken back comes with its own options */
    ui->armed = 0;
    ui->n_hints = 0;
    jobs->hint_wanted = jobs->hint_take = jobs->hint_take_due = 0;
    play_drop_thinking_note(a);
    return 1;
}

/* Hidden hot-seat: the player to pass the turn to (the next human still to decide), when the
 * shown player has made this half-day's last decision on this screen; else -1. Their move stays
 * in view, and undo can take it back, until they pass the turn (BTN_PASS, Enter). */
int play_pass_due(const app *a)
{
    const play_ui *ui = &a->play->ui;
    const td_state *s = now_of(a);
    if (!a->play->table.moved || s->phase != TD_PHASE_CHOOSE || seats_sheets_open(a) || seats_is_bot(a, ui->viewer) ||
        (td_waiting_players(s) >> ui->viewer & 1u))
        return -1;
    int h = seats_next_human(a);
    return h != ui->viewer ? h : -1;
}

/* The shown player is done: on to the hand-over screen for the next one (play_follow_turn). */
int play_pass_turn(app *a)
{
    if (play_pass_due(a) < 0)
        return 0;
    a->play->table.moved = 0;
    return 1;
}

/* While a bot's sheet is shown on purpose (its tab clicked) in a half-day a human still has to
 * decide: that human, whom Enter shows again (play_back_from_peek); else -1. */
int play_peek_waiting(const app *a)
{
    const play_table *table = &a->play->table;
    if (!table->peek || now_of(a)->phase != TD_PHASE_CHOOSE)
        return -1;
    int from = table->peek_from; /* back to the player who looked, while they still have to choose */
    if (from >= 0 && from < a->n_seats && !seats_is_bot(a, from) && (td_waiting_players(now_of(a)) >> from & 1u))
        return from;
    return seats_next_human(a);
}

int play_back_from_peek(app *a)
{
    int h = play_peek_waiting(a);
    if (h < 0)
        return 0;
    a->play->ui.viewer = h;
    a->play->table.peek = 0;
    play_ui_clear_choice(&a->play->ui);
    a->play->draw.has_shown = 0;
    return 1;
}

/* Shows seat `seat`'s sheet when sheets may be shown (a click on its tab, or V): a bot's to look
 * at, a human's to play. */
void play_show_sheet(app *a, int seat)
{
    play_ui *ui = &a->play->ui;
    play_table *table = &a->play->table;
    if (seat == ui->viewer)
        return;
    if (!seats_sheets_open(a) && !play_revealing(a)) { /* hidden sheets: say so, rather than nothing */
        snprintf(ui->note, sizeof ui->note, "%s", tr(TR_PLAY_NOTE_SHEETS_HIDDEN));
        sfx_play(&a->s, SFX_REFUSE);
        return;
    }
    if (!table->peek)
        table->peek_from = ui->viewer;
    ui->viewer = seat;
    /* a human still to choose plays; any other sheet is looked at (and its player's move may be
     * taken back from it) */
    table->peek = seats_is_bot(a, seat) || !(td_waiting_players(now_of(a)) >> seat & 1u);
    play_ui_clear_choice(&a->play->ui);
    a->play->draw.has_shown = 0;
    ui->note[0] = 0; /* a note was for the sheet shown before */
}

/* Follows the game: whose sheet is shown, the hand-over screen between hidden hot-seat players. */
int play_follow_turn(app *a)
{
    play_ui *ui = &a->play->ui;
    play_table *table = &a->play->table;
    const td_state *s = now_of(a);
    if (s->phase != TD_PHASE_CHOOSE)
        return 0;
    if (table->peek && !seats_is_bot(a, ui->viewer) && (td_waiting_players(s) >> ui->viewer & 1u))
        table->peek = 0; /* a looked-at player's move taken back: they choose again */
    int h = seats_next_human(a);
    if (h >= 0 && !seats_sheets_open(a) && a->handed_over != a->ss->checkpoint_moves + 1) {
        /* hidden sheets: the first to choose after the roll is handed the screen too (the others,
         * who watched the roll, look away), as each after them is */
        a->viewer = h;
        shell_goto(a, SCREEN_HANDOVER);
        return 1;
    }
    if (h < 0 || h == ui->viewer)
        return 0;
    if (!(td_waiting_players(s) >> ui->viewer & 1u) || seats_is_bot(a, ui->viewer)) {
        if (table->peek)
            return 0; /* shown on purpose: the panel says how to come back (play_back_from_peek) */
        if (seats_sheets_open(a)) {
            ui->viewer = h;
            play_ui_clear_choice(&a->play->ui);
            a->play->draw.has_shown = 0; /* the roll's line again, for this player's sheet */
            ui->note[0] = 0;   /* the last player's note is not theirs */
            return 0;
        }
        if (play_pass_due(a) >= 0)
            return 0;
        a->viewer = h;
        shell_goto(a, SCREEN_HANDOVER);
        return 1;
    }
    return 0;
}

/* The last to choose is done (the choice held): everyone's choices are shown, and stay; a game
 * they finished is recorded now that its last choices are seen. When bots are still to show theirs
 * (planned unseen: play_jobs), they come now, or as soon as they are worked out (play_bots_step),
 * and close the half-day. */
int play_reveal(app *a, play_moves *out)
{
    play_table *table = &a->play->table;
    if (!table->held)
        return 0;
    table->held = 0;
    table->moved = 0;
    if (now_of(a)->phase == TD_PHASE_CHOOSE)
        return !play_bots_show(a, out); /* the bots' choices to show are applied (play_apply) */
    play_reveal_banner(a, &table->held_view);
    if (now_of(a)->phase == TD_PHASE_OVER)
        store_record_finished_game(a, NULL);
    reveal_begin(a);
    return 1;
}

void play_table_after_move(app *a, const td_state *before)
{
    play_table *t = &a->play->table;
    const td_state *s = now_of(a);
    /* the last human's choice of the half-day: it closed it, or only bots are left to show theirs */
    int last_human = before->phase == TD_PHASE_CHOOSE && play_humans_waiting(a, before) && !play_humans_waiting(a, s);
    if (s->phase == TD_PHASE_CHOOSE && !last_human)
        t->held = 0;
    /* with hidden sheets, the last to choose first sees their choice alone and may undo it, as
     * each player before them could; then the reveal (the last half-day's too, before the
     * final scoring) */
    if (last_human && !seats_sheets_open(a) && t->moved && !seats_is_bot(a, a->play->ui.viewer)) {
        t->held = 1;
        t->held_view = *before;
    } else if (s->phase != TD_PHASE_CHOOSE && before->phase == TD_PHASE_CHOOSE) {
        t->held = 0;
        t->moved = 0;
        play_reveal_banner(a, before);
        reveal_begin(a);
    }
    if (s->phase == TD_PHASE_OVER && !t->held)
        store_record_finished_game(a, NULL); /* hidden sheets: once the last choices are shown */
}
