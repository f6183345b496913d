/* tut_play.c — the guided first game's run (tut_play.h): starting, resuming, leaving and skipping
 * it, its steps, and which inputs lead to the step's move. */
#include "tutorial/tut_play.h"

#include <stdio.h>
#include <string.h>

#include "app_lang.h"
#include "shell/store.h"
#include "app_tutorial.h"
#include "play/play.h"
#include "sys_file.h"
#include "troyes/td_gameid.h"
#include "shell/game.h"
#include "shell/screens.h"
#include "shell/seats.h"

static struct tut_run {
    app_tutorial file; /* what is kept between runs (loaded once) */
    int loaded;
    int step;          /* the step the guided game is at */
    int skip_asked;    /* Skip pressed once */
    int end_focus;     /* the first lesson's end: 1 when the keys' focus is on Next lesson, 0 on
                        * the real game */
    int finished;      /* skipped or finished: nothing to keep of it */
    char note[256];    /* a refusal: what to do instead */
} tut;

/* ---- the file ----------------------------------------------------------------------------------- */

static int file_path(app *a, char *buf, size_t size)
{
    const char *dir = store_dir(a);
    return dir[0] && !sys_path_join(buf, size, dir, "tutorial.txt");
}

static app_tutorial *file_of(app *a)
{
    if (tut.loaded)
        return &tut.file;
    tut.loaded = 1;
    app_tutorial_defaults(&tut.file);
    char path[1200], err[SYS_ERR_SIZE];
    if (!file_path(a, path, sizeof path))
        return &tut.file;
    app_load_status st = app_tutorial_load(path, &tut.file, err, sizeof err);
    if (st == APP_LOAD_CORRUPT) {
        /* kept for a bug report, never read again: the guided game starts afresh */
        char why[SYS_ERR_SIZE];
        fprintf(stderr, "troyes-dice: %s (set aside; the guided game starts afresh)\n", err);
        if (sys_file_set_aside(path, NULL, 0, why, sizeof why))
            fprintf(stderr, "troyes-dice: %s\n", why);
        tut.file.offered = 1;
    } else if (st == APP_LOAD_ERROR) {
        fprintf(stderr, "troyes-dice: %s\n", err);
    }
    return &tut.file;
}

static void file_save(app *a)
{
    char path[1200], err[SYS_ERR_SIZE];
    if (file_path(a, path, sizeof path) && app_tutorial_save(path, &tut.file, err, sizeof err))
        fprintf(stderr, "troyes-dice: the guided game's progress could not be saved: %s\n", err);
}

int tut_offer_due(app *a)
{
    const app_profiles *ps = store_profiles(a);
    /* (not over the title's news of damaged files, nor to a player with a game to continue) */
    return store_dir(a)[0] && !file_of(a)->offered && (!ps || ps->count == 0) && !store_banner(a)[0] &&
           !store_can_continue(a, NULL, NULL, 0);
}

void tut_offer_seen(app *a)
{
    app_tutorial *f = file_of(a);
    if (f->offered)
        return;
    f->offered = 1;
    file_save(a);
}

int tut_saved_step(app *a) { return file_of(a)->step; }

int tut_saved_lesson(app *a) { return file_of(a)->step >= 0 ? file_of(a)->lesson : 1; }

int tut_lesson_done(app *a, int lesson) { return lesson == 2 ? file_of(a)->done2 : file_of(a)->done; }

/* ---- starting and leaving ------------------------------------------------------------------------- */

static const char *new_game(app *a)
{
    game_params ng;
    memset(&ng, 0, sizeof ng);
    const char *err = td_gameid_parse(tut_game_id(), &ng.params);
    if (err)
        return err;
    ng.n_seats = ng.params.players;
    for (int p = 0; p < ng.n_seats; p++) {
        ng.seats[p].bot = SEAT_HUMAN;
        seats_default_name(p, SEAT_HUMAN, ng.seats[p].name, sizeof ng.seats[p].name);
    }
    ng.tutorial = 1;
    err = game_start(a, &ng);
    if (!err) {
        tut.step = 0;
        tut.note[0] = 0;
        tut.skip_asked = 0;
        tut.end_focus = !file_of(a)->done2; /* Enter at the first lesson's end: the second, not yet played */
        tut.finished = 0;
    }
    return err;
}

/* Restores the guided game to `step`: its steps before it replayed in its session, as Continue
 * restores a saved game (td_session_read): a game put back, not moves played, so no sound, no
 * autosave and no count of moves applied (those are play_apply's, through game_apply). NULL, or
 * the core's reason. */
static const char *play_steps(app *a, int step)
{
    const char *err;
    for (int i = 0; i < step && i < tut_step_count(); i++) {
        td_move m;
        if (tut_step_move(i, &m) && (err = td_session_apply(a->ss, &m)) != NULL)
            return err;
        if (tut_step_at(i)->kind == TUT_UNDO && (err = td_session_undo(a->ss, 0)) != NULL)
            return err;
        if (tut_step_roll(i, &m) && (err = td_session_apply(a->ss, &m)) != NULL)
            return err;
        tut.step = i + 1;
    }
    return NULL;
}

/* The guided game left: its steps played again up to the one it was left at, which must give the
 * moves kept, then the moves kept past its steps (the game played on). 0 when they do not agree
 * (a file of another version of the steps): nothing is kept of it then. */
static int resume(app *a, const app_tutorial *f)
{
    if (play_steps(a, f->step))
        return 0;
    /* left before the lesson's own roll after the last step: the dice are rolled again on return */
    if (a->ss->n_moves == f->n_moves + 1 && a->ss->moves[f->n_moves].kind == TD_MOVE_ROLL && f->step > 0 &&
        tut_step_at(f->step - 1)->roll && td_session_undo(a->ss, 0))
        return 0;
    if (a->ss->n_moves > f->n_moves)
        return 0;
    for (int i = 0; i < a->ss->n_moves; i++)
        if (!td_move_equal(&a->ss->moves[i], &f->moves[i]))
            return 0;
    for (int i = a->ss->n_moves; i < f->n_moves; i++)
        if (f->step < tut_step_count() || td_session_apply(a->ss, &f->moves[i]))
            return 0;
    return 1;
}

const char *tut_start(app *a, int step)
{
    app_tutorial *f = file_of(a);
    const char *err = new_game(a);
    if (err)
        return err;
    f->offered = 1;
    if (step < 0 && f->step >= 0 && tut_lesson() != f->lesson) {
        tut_set_lesson(f->lesson); /* the lesson left is resumed */
        if ((err = new_game(a)) != NULL)
            return err;
    }
    if (step < 0 && f->step >= 0) {
        if (resume(a, f))
            return NULL;
        fprintf(stderr, "troyes-dice: the guided game left at step %d does not follow its steps; it starts afresh\n",
                f->step + 1);
        if ((err = new_game(a)) != NULL)
            return err;
    }
    return play_steps(a, step);
}

/* The guided game's progress into the file: its step and moves, or done once its game is over. */
static void keep(app *a)
{
    app_tutorial *f = file_of(a);
    f->offered = 1;
    if (!a->ss || a->ss->now.phase == TD_PHASE_OVER) {
        f->done = 1; /* (only the first lesson plays its game to the end) */
        f->step = -1;
        f->n_moves = 0;
    } else {
        const tut_step *prev = tut_step_at(tut.step - 1);
        /* the hints shown are not kept: a lesson left just after them resumes where they are
         * asked for */
        f->step = prev && prev->kind == TUT_HINT ? tut.step - 1 : tut.step;
        f->lesson = tut_lesson();
        f->n_moves = a->ss->n_moves < APP_TUTORIAL_MOVES ? a->ss->n_moves : APP_TUTORIAL_MOVES;
        memcpy(f->moves, a->ss->moves, sizeof f->moves[0] * (size_t)f->n_moves);
    }
    file_save(a);
}

void tut_leave(app *a)
{
    if (a->tutorial && !tut.finished)
        keep(a);
    shell_goto(a, SCREEN_TITLE);
}

void tut_keep(app *a)
{
    if (a->tutorial && !tut.finished)
        keep(a);
}

void tut_finish(app *a)
{
    app_tutorial *f = file_of(a);
    tut.finished = 1;
    f->offered = 1;
    if (tut_lesson() == 2)
        f->done2 = 1;
    else
        f->done = 1;
    f->step = -1;
    f->n_moves = 0;
    file_save(a);
}

/* ---- the steps ------------------------------------------------------------------------------------ */

int tut_step_now(void) { return tut.step; }

int tut_says(const app *a)
{
    const tut_step *st = tut_step_at(tut.step);
    return a->tutorial && st && st->kind == TUT_SAY;
}

int tut_allows_roll(const app *a)
{
    const tut_step *st = tut_step_at(tut.step);
    return !a->tutorial || !st || st->kind == TUT_ROLL || tut_rolls_itself(a);
}

/* The roll the lesson makes itself now, into *m when m is not NULL: the one of the step just done,
 * while the half-day it ended waits for its roll. */
static int own_roll(const app *a, td_move *m)
{
    td_move r;
    if (!a->tutorial || !a->ss || a->ss->now.phase != TD_PHASE_ROLL || tut.step <= 0 ||
        !tut_step_roll(tut.step - 1, &r))
        return 0;
    const tut_step *st = tut_step_at(tut.step);
    if (st && st->kind == TUT_ROLL)
        return 0;
    if (m)
        *m = r;
    return 1;
}

int tut_rolls_itself(const app *a) { return own_roll(a, NULL); }

/* Whether the player has moved in this half-day: a move since its roll. */
static int moved_since_roll(const td_session *ss)
{
    return ss->n_moves > 0 && ss->moves[ss->n_moves - 1].kind != TD_MOVE_ROLL;
}

/* Whether the die choice in `ui` is on the way to die move w (below). */
static int on_the_way(const td_state *s, const play_ui *ui, const td_move *w);

int tut_strayed(const app *a)
{
    const tut_step *st = a->tutorial && a->ss ? tut_step_at(tut.step) : NULL;
    td_move w;
    if (!st || st->kind != TUT_FREE)
        return 0;
    if (moved_since_roll(a->ss) || !tut_step_move(tut.step, &w) || w.kind != TD_MOVE_DIE)
        return 1;
    return !on_the_way(&a->ss->now, &a->play->ui, &w);
}

const char *tut_note(void) { return tut.note; }
int tut_skip_asked(void) { return tut.skip_asked; }

int tut_end_focus(void) { return tut.end_focus; }

int tut_enter_sets_up(const app *a, const play_input *in, play_input *set_up)
{
    td_move w;
    const tut_step *st = a->tutorial && a->ss ? tut_step_at(tut.step) : NULL;
    /* (a free step's idea too, while the player has not gone another way) */
    int idea = st && st->kind == TUT_FREE && !tut_strayed(a);
    if (!st || (st->kind != TUT_MOVE && !idea) || in->kind != PLAY_IN_CONFIRM || !tut_step_move(tut.step, &w) ||
        w.kind != TD_MOVE_DIE || a->play->ui.paused)
        return 0;
    const play_ui *ui = &a->play->ui;
    int pay_ok = w.pay == TD_PAY_NONE || ui->pay == w.pay;
    if (ui->slot == w.slot && ui->action == w.action && ui->value == w.value && ui->colour == w.colour && pay_ok)
        return 0; /* set up: Enter plays it */
    memset(set_up, 0, sizeof *set_up);
    set_up->kind = PLAY_IN_SET_UP;
    set_up->move = w;
    return 1;
}

/* Whether the hints were asked for at an earlier step of the decision the step is at: no roll nor
 * move since, but a move an undo took back (the decision it made is open again). */
static int hints_asked(void)
{
    int undone = 0;
    for (int i = tut.step - 1; i >= 0; i--) {
        const tut_step *st = tut_step_at(i);
        if (st->kind == TUT_HINT)
            return 1;
        if (st->kind == TUT_UNDO)
            undone++;
        else if (st->kind == TUT_MOVE && undone > 0 && !st->roll)
            undone--;
        else if (st->kind != TUT_SAY) /* a roll or a move: another decision */
            return 0;
    }
    return 0;
}

/* The hint shown whose move is die move w (paid for as it may be), or -1. */
static int hint_of(const app *a, const td_move *w)
{
    const play_ui *ui = &a->play->ui;
    for (int h = 0; play_hints_shown(a) && h < ui->n_hints; h++) {
        td_move twin = ui->hint[h];
        twin.pay = w->pay;
        if (td_move_equal(&twin, w))
            return h;
    }
    return -1;
}

int tut_move_is_hint(const app *a)
{
    const tut_step *st = tut_step_at(tut.step);
    td_move w;
    return st && st->kind == TUT_MOVE && tut_step_move(tut.step, &w) && hint_of(a, &w) >= 0;
}

int tut_target(const app *a, int *tag, int *ta, int *tb)
{
    *tag = *ta = *tb = 0;
    const td_state *s = &a->ss->now;
    const tut_step *st = tut_step_at(tut.step);
    if (!st) {
        if (s->phase != TD_PHASE_OVER)
            return 0;
        *tag = TUT_HIT_REAL_GAME;
        return TR_TUT_REAL_GAME_BTN;
    }
    switch (st->kind) {
    case TUT_SAY: *tag = TUT_HIT_NEXT; return TR_TUT_DO_NEXT;
    case TUT_ROLL: *tag = HIT_BUTTON, *ta = BTN_ROLL; return TR_TUT_DO_ROLL;
    case TUT_END: *tag = TUT_HIT_REAL_GAME; return TR_TUT_REAL_GAME_BTN;
    case TUT_HINT: *tag = HIT_BUTTON, *ta = BTN_HINT; return TR_TUT_DO_HINT;
    case TUT_UNDO: *tag = HIT_BUTTON, *ta = BTN_UNDO; return TR_TUT_DO_UNDO;
    default: break;
    }
    td_move w;
    if (tut_strayed(a) || !tut_step_move(tut.step, &w)) /* (a free step gone another way: no ring) */
        return 0;
    const play_ui *ui = &a->play->ui;
    if (w.kind == TD_MOVE_FALLBACK) {
        *tag = HIT_BUTTON, *ta = BTN_FALLBACK;
        return TR_TUT_DO_CONFIRM;
    }
    if (w.kind != TD_MOVE_DIE) {
        play_target_of(s, &w, tag, ta, tb);
        return TR_TUT_DO_OPTION;
    }
    const td_die_info *d = &s->die[w.slot];
    int h = hint_of(a, &w);
    if (ui->slot != w.slot && h >= 0) { /* a hint's move: its row under the sheet sets it up */
        *tag = HIT_HINT, *ta = h;
        return TR_TUT_DO_TAKE_HINT;
    }
    if (ui->slot != w.slot) {
        *tag = HIT_DIE, *ta = w.slot;
        return TR_TUT_DO_DIE;
    }
    if (d->pay_choice && w.pay != TD_PAY_NONE && ui->pay != w.pay) {
        *tag = HIT_PAY, *ta = w.pay;
        return TR_TUT_DO_PAY;
    }
    if (ui->value != w.value) {
        *tag = HIT_VALUE, *ta = w.value;
        return TR_TUT_DO_VALUE;
    }
    if (ui->colour != w.colour) {
        *tag = HIT_COLOUR, *ta = w.colour;
        return TR_TUT_DO_COLOUR;
    }
    if (ui->action != w.action) {
        play_target_of(s, &w, tag, ta, tb);
        return w.action == TD_ACT_GAIN ? TR_TUT_DO_GAIN : TR_TUT_DO_TARGET;
    }
    *tag = HIT_BUTTON, *ta = BTN_CONFIRM;
    return TR_TUT_DO_CONFIRM;
}

void tut_todo(const app *a, char *buf, size_t size)
{
    int tag, ta, tb;
    int key = tut_target(a, &tag, &ta, &tb);
    buf[0] = 0;
    const tut_step *st = a->tutorial && a->ss ? tut_step_at(tut.step) : NULL;
    if (st && st->kind == TUT_FREE && !key) { /* the player's own way */
        snprintf(buf, size, "%s", tr(TR_TUT_DO_FREE));
        return;
    }
    if (!key)
        return;
    if (key == TR_TUT_DO_DIE) { /* the die as it looks on the wheel (its price too, if another looks the same) */
        char name[160];
        snprintf(buf, size, tr(key), play_die_name(&a->ss->now, ta, 1, name, sizeof name));
    } else if (key == TR_TUT_DO_VALUE)
        snprintf(buf, size, tr(key), ta);
    else if (key == TR_TUT_DO_TAKE_HINT)
        snprintf(buf, size, tr(key), ta + 1);
    else if (key == TR_TUT_DO_PAY)
        snprintf(buf, size, tr(key), tr(TR_RES_INFLUENCE + ta));
    else if (key == TR_TUT_DO_COLOUR)
        snprintf(buf, size, tr(key), tr(TR_COLOUR_RED + ta)); /* (agreeing with a die) */
    else
        snprintf(buf, size, "%s", tr(key));
    if (st && st->kind == TUT_FREE) {
        char idea[160];
        snprintf(idea, sizeof idea, "%s", buf);
        snprintf(buf, size, tr(TR_TUT_DO_FREE_IDEA), idea);
    }
}

/* A refusal: the note says what the step asks for. */
static void follow(const app *a)
{
    char todo[160];
    tut_todo(a, todo, sizeof todo);
    if (!todo[0])
        snprintf(tut.note, sizeof tut.note, "%s", tr(TR_TUT_OFF));
    else
        snprintf(tut.note, sizeof tut.note, tr(TR_TUT_FOLLOW), todo);
}

/* The next step, kept in the file at once: a guided game cut short without a quit (a closed
 * browser tab, a crash) goes on from there. */
static void advance(app *a)
{
    tut.step++;
    tut.note[0] = 0;
    a->play->ui.note[0] = 0;
    keep(a);
}

/* A bonus decision's step (a building, a citizen, the fallback): the keys' cursor, not yet shown,
 * starts on the option the step wants, and Enter takes it at once (the step's ring and sentence
 * have shown it already). */
static void cursor_on_move(app *a, const play_input *in)
{
    play_ui *ui = &a->play->ui;
    td_move w;
    if (ui->armed || !tut_step_move(tut.step, &w) || w.kind == TD_MOVE_DIE)
        return;
    for (int i = 0; i < ui->n_legal; i++)
        if (td_move_equal(&ui->legal[i], &w)) {
            ui->cursor = i;
            ui->armed = in->kind == PLAY_IN_CONFIRM;
        }
}

int tut_input(app *a, const play_input *in)
{
    if (!a->tutorial || !a->ss)
        return 0;
    int k = in->kind, hit = k == PLAY_IN_HIT ? in->tag : 0;
    if (hit == TUT_HIT_SKIP) {
        if (!tut.skip_asked) {
            tut.skip_asked = 1;
            sfx_play(&a->s, SFX_CLICK);
            return TUT_INPUT_SYNC;
        }
        sfx_play(&a->s, SFX_CLICK);
        tut_finish(a);
        shell_goto(a, SCREEN_TITLE);
        return TUT_INPUT_TAKEN;
    }
    tut.skip_asked = 0;
    const tut_step *st = tut_step_at(tut.step);
    int go = k == PLAY_IN_CONFIRM || k == PLAY_IN_CONTINUE;
    int over = a->ss->now.phase == TD_PHASE_OVER;
    /* the first lesson's end offers the second above the real game: the arrows, Tab and the pad's
     * cross move the focus between the two, Enter (the pad's A) or Space takes the focused one */
    int offer = over && tut_lesson() == 1;
    if (offer && (k == PLAY_IN_UP || k == PLAY_IN_DOWN || k == PLAY_IN_LEFT || k == PLAY_IN_RIGHT || k == PLAY_IN_NEXT)) {
        tut.end_focus = !tut.end_focus;
        return TUT_INPUT_SYNC;
    }
    if (offer && go && tut.end_focus)
        hit = TUT_HIT_LESSON2;
    if (hit == TUT_HIT_LESSON2 && offer) { /* the first lesson's end offers the second */
        sfx_play(&a->s, SFX_CLICK);
        tut_finish(a);
        tut_set_lesson(2);
        const char *why = tut_start(a, 0);
        if (why) { /* said, and the first lesson's end stays */
            tut_set_lesson(1);
            snprintf(tut.note, sizeof tut.note, "%s", tr_reason(why));
            return TUT_INPUT_SYNC;
        }
        return TUT_INPUT_TAKEN;
    }
    /* the end: the first lesson's game is over; the second ends with its game under way */
    if (hit == TUT_HIT_REAL_GAME || (((st && st->kind == TUT_END) || (!st && over)) && go)) {
        sfx_play(&a->s, SFX_CLICK);
        /* a newcomer's first real game: a solo one, with the expansion after the lesson that taught it */
        screen_setup_next_solo(tut_lesson() == 2);
        tut_finish(a);
        shell_goto(a, SCREEN_SETUP);
        return TUT_INPUT_TAKEN;
    }
    if (st && st->kind == TUT_SAY) {
        if (hit == TUT_HIT_NEXT || go) {
            sfx_play(&a->s, SFX_CLICK);
            advance(a);
            return TUT_INPUT_SYNC;
        }
        /* leaving, the rules, the sound and the explanations under the mouse go on as usual */
        int btn = hit == HIT_BUTTON ? in->a : 0;
        if (k == PLAY_IN_CANCEL || k == PLAY_IN_RULES || k == PLAY_IN_GUIDE || btn == BTN_MENU || btn == BTN_SOUND ||
            (k == PLAY_IN_HIT && hit != HIT_DIE && hit != HIT_BUTTON && hit != HIT_HINT && hit != HIT_OFF))
            return 0;
        follow(a);
        sfx_play(&a->s, SFX_REFUSE);
        return TUT_INPUT_SYNC;
    }
    /* the second lesson's hints and undo: the Hint button or H, the Undo button or Backspace; and
     * Enter, which goes on at every other step of the lesson, does what these ask too */
    int btn = hit == HIT_BUTTON ? in->a : 0;
    if (st && st->kind == TUT_HINT && (k == PLAY_IN_HINT || btn == BTN_HINT || go)) {
        sfx_play(&a->s, SFX_CLICK);
        advance(a);
        play_make_hints(a);
        return TUT_INPUT_SYNC;
    }
    if (st && st->kind == TUT_UNDO && (k == PLAY_IN_UNDO || btn == BTN_UNDO || go)) {
        if (play_undo(a)) { /* (else it said why, and sounded the refusal) */
            sfx_play(&a->s, SFX_CLICK);
            advance(a);
            if (hints_asked()) { /* the decision hinted at is open again: its hints with it */
                play_ui_refresh(&a->play->ui, &a->ss->now, 1);
                play_make_hints(a);
            }
        }
        return TUT_INPUT_SYNC;
    }
    if (st && st->kind == TUT_MOVE)
        cursor_on_move(a, in);
    return hit == TUT_HIT_NEXT ? TUT_INPUT_TAKEN : 0;
}

void tut_enter(app *a)
{
    /* The hints asked for at a step stay shown until the next move (play_hints_shown), and come
     * back with their decision when an undo takes that move back: a guided game started or resumed
     * past that step, within that decision, shows them as reaching it step by step would have. */
    if (a->tutorial && a->ss && hints_asked())
        play_make_hints(a);
}

int tut_lets(const app *a, int btn)
{
    const tut_step *st = tut_step_at(tut.step);
    if (!a->tutorial)
        return 1;
    return st && ((btn == BTN_HINT && st->kind == TUT_HINT) || (btn == BTN_UNDO && st->kind == TUT_UNDO));
}

/* Whether the die choice in `ui` is on the way to die move w: the die, and a value, colour and
 * payment each either the die's own or the move's; with an action chosen, the move's target. */
static int on_the_way(const td_state *s, const play_ui *ui, const td_move *w)
{
    if (ui->slot < 0)
        return 1;
    if (ui->slot != w->slot)
        return 0;
    const td_die_info *d = &s->die[w->slot];
    int pay_ok = !d->pay_choice || w->pay == TD_PAY_NONE || ui->pay == w->pay;
    if (ui->action >= 0)
        return ui->action == w->action && ui->value == w->value && ui->colour == w->colour && pay_ok;
    return (ui->value == w->value || ui->value == d->value0) && (ui->colour == w->colour || ui->colour == d->colour0) &&
           (pay_ok || !ui->pay_chosen);
}

/* The die of the step's move picked, its payment not chosen by the player: it pays as the step
 * says (the game's own first choice, the cheapest, may be another resource than the sentence's). */
static void pay_as_the_step(play_ui *ui, const td_move *w)
{
    if (w->kind != TD_MOVE_DIE || ui->slot != w->slot || ui->pay_chosen || w->pay == TD_PAY_NONE || ui->pay == w->pay)
        return;
    if (play_ui_find(ui, w->slot, w->pay, ui->value, ui->colour, -1) >= 0)
        ui->pay = w->pay;
}

int tut_allows(app *a, const play_ui *before, const play_input *in, const play_out *out)
{
    if (!a->tutorial || !a->ss)
        return 1;
    const td_state *s = &a->ss->now;
    const play_ui *ui = &a->play->ui;
    if (out->kind == PLAY_OUT_DO) {
        int ok = out->cmd == PLAY_DO_MENU || out->cmd == PLAY_DO_RULES || out->cmd == PLAY_DO_SOUND ||
                 (out->cmd == PLAY_DO_END && s->phase == TD_PHASE_OVER);
        if (!ok)
            snprintf(tut.note, sizeof tut.note, "%s", tr(TR_TUT_OFF));
        return ok;
    }
    const tut_step *st = tut_step_at(tut.step);
    if (!st) /* the steps are done: the game plays on as any other */
        return 1;
    if (in->kind == PLAY_IN_GUIDE || (in->kind == PLAY_IN_HIT && in->tag == HIT_GUIDE))
        return 1; /* the sheet's guide, at any step */
    int ok = 1;
    td_move w;
    int has_move = tut_step_move(tut.step, &w);
    if (out->kind == PLAY_OUT_MOVE) {
        if (st->kind == TUT_ROLL || own_roll(a, NULL))
            ok = out->move.kind == TD_MOVE_ROLL;
        else if (st->kind == TUT_FREE) /* any move of the player's own */
            ok = out->move.kind != TD_MOVE_ROLL;
        else
            ok = st->kind == TUT_MOVE && has_move && td_move_equal(&out->move, &w);
    } else if (st->kind == TUT_FREE) {
        ok = 1; /* any die, any value, colour and action */
    } else if (st->kind == TUT_MOVE && has_move && w.kind == TD_MOVE_DIE) {
        /* a click must lead to the move; the keys step through values, colours and actions, and
         * only a wrong die is refused */
        if (in->kind == PLAY_IN_HIT || in->kind == PLAY_IN_PICK_DIE)
            ok = on_the_way(s, ui, &w);
    } else if (st->kind != TUT_MOVE) {
        /* a roll or the end: no die to choose */
        ok = ui->slot < 0;
    }
    /* (a bonus's answer: a click on an option takes it, a move checked above; the keys only move
     * the cursor over the options) */
    if (!ok) {
        static play_ui now; /* (large: the legal moves) */
        now = *ui;
        a->play->ui = *before; /* what to do is said from where the player was */
        follow(a);
        a->play->ui = now;
    } else if (out->sound == PLAY_SOUND_REFUSE && st->kind == TUT_MOVE) {
        follow(a); /* refused by the rules (the panel says why): and what the step asks for */
    } else {
        tut.note[0] = 0;
    }
    if (ok && (st->kind == TUT_MOVE || st->kind == TUT_FREE) && has_move)
        pay_as_the_step(&a->play->ui, &w);
    return ok;
}

void tut_forced_roll(const app *a, td_move *m)
{
    const tut_step *st = tut_step_at(tut.step);
    if (a->tutorial && m->kind == TD_MOVE_ROLL && st && st->kind == TUT_ROLL)
        tut_step_move(tut.step, m);
    else if (m->kind == TD_MOVE_ROLL)
        own_roll(a, m);
}

void tut_after_move(app *a, const td_move *m)
{
    const tut_step *st = tut_step_at(tut.step);
    td_move w;
    if (!a->tutorial)
        return;
    if (st && ((st->kind == TUT_ROLL && m->kind == TD_MOVE_ROLL) ||
               (st->kind == TUT_MOVE && tut_step_move(tut.step, &w) && td_move_equal(m, &w)) ||
               (st->kind == TUT_FREE && a->ss->now.phase != TD_PHASE_CHOOSE))) /* (its half-day done) */
        advance(a);
    else if (m->kind == TD_MOVE_ROLL && st && tut.step > 0 && tut_step_at(tut.step - 1)->roll)
        keep(a); /* the lesson's own roll: kept with the moves */
    if (a->ss->now.phase == TD_PHASE_OVER)
        keep(a); /* the game is over: the guided game is done, whatever comes next */
}
