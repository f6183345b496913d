/* screen_play.c — the play screen: the wheel with its dice, the shown player's scoresheet, the
 * panel of a die choice, the bonus decisions asked on the sheet, the score strip, bots taking
 * their turns, hints, and the hand-over between hot-seat players (its parts: play.h).
 *
 * How an input becomes a move: an SDL event (or a pad's key, a hint, a scripted step) becomes a
 * play_input; play_input_do asks play_interpret (play_input.c) what follows; a move goes to
 * play_apply, the one place a move is applied (the core through game_apply, whose autosave follows,
 * then the notes and the table's flow), and screen_play_sync brings the entities in line.
 */
#include <stdio.h>
#include <string.h>

#include "app_lang.h"
#include "shell/store.h"
#include "play/play.h"
#include "shell/screens.h"
#include "tutorial/tut_play.h"
#include "shell/game.h"
#include "shell/seats.h"
#include "play/play_events.h"

static play_screen play_state;

/* What a die move by a bot tells the table: its note, and its die bouncing on the wheel. */
static void note_bot_move(app *a, const td_move *m)
{
    if (m->kind != TD_MOVE_DIE)
        return;
    play_ui *ui = &a->play->ui;
    const char *name = a->seats[m->player].name;
    char d[200];
    play_describe_move(now_of(a), m, d, sizeof d);
    if (now_of(a)->phase != TD_PHASE_CHOOSE)
        ui->note[0] = 0; /* it closed the half-day: the summary tells it, with the others' */
    else if (seats_sheets_open(a))
        snprintf(ui->note, sizeof ui->note, tr(TR_PLAY_NOTE_BOT_MOVE), name, d);
    else
        snprintf(ui->note, sizeof ui->note, tr(TR_PLAY_NOTE_BOT_CHOSE), name);
    int di = ecs_find(a->world, view_key(VIEW_G_DICE, K_DIE, m->slot, 0));
    if (di >= 0)
        ecs_tween_to(a->world, di, TW_SCALE, 1.35f, 1.0f, shell_anim(a, 0.35f), 0, EASE_OUT_CUBIC);
}

/* What a human's move changes on the screen: the choice is done, hints for it are no longer
 * wanted, and the note says what the rules did that the player did not choose. */
static void note_human_move(app *a, const td_state *before, const td_move *m)
{
    play_ui *ui = &a->play->ui;
    play_ui_clear_choice(ui);
    ui->note[0] = 0;
    /* The hints shown stay while their decision is the shown one (play_hints_shown); hints still
     * being worked out are dropped once that decision is made. */
    if (m->kind == TD_MOVE_ROLL || m->player == a->play->jobs.hint_asked_for.player)
        a->play->jobs.hint_wanted = a->play->jobs.hint_take = a->play->jobs.hint_take_due = 0;
    if (m->player == ui->viewer && !seats_is_bot(a, ui->viewer))
        a->play->table.moved = 1;
    if (m->kind == TD_MOVE_ROLL) /* a new half-day: the human to choose is shown (play_follow_turn) */
        a->play->table.peek = 0;
    else if (!seats_is_bot(a, m->player) && (now_of(a)->phase == TD_PHASE_CHOOSE || !seats_sheets_open(a))) {
        play_note_forced_builds(a, before, m); /* (a half-day closed with open sheets: its summary says it) */
        play_note_lost_bonuses(a, before, m);
    }
}

const char *play_apply(app *a, const td_move *m, int by)
{
    if (by == PLAY_BY_BATCH) /* the core only: the batch's end syncs (script_run) */
        return game_apply(a, m);
    play_ui *ui = &a->play->ui;
    td_move forced;
    if (a->tutorial && m->kind == TD_MOVE_ROLL) { /* the guided game rolls the dice its step says */
        forced = *m;
        tut_forced_roll(a, &forced);
        m = &forced;
    }
    td_state before = *now_of(a);
    const char *err = game_apply(a, m);
    if (err && by == PLAY_BY_BOT) { /* a bot must never play an illegal move; say so and stop it */
        snprintf(ui->note, sizeof ui->note, tr(TR_PLAY_NOTE_BOT_REFUSED), a->seats[m->player].name, tr_reason(err));
        a->seats[m->player].bot = SEAT_HUMAN;
        return err;
    }
    if (err) {
        snprintf(ui->note, sizeof ui->note, tr(TR_PLAY_NOTE_NOT_ALLOWED), tr_reason(err));
        return err;
    }
    tut_after_move(a, m);
    int follow = 0;
    if (by == PLAY_BY_BOT) {
        note_bot_move(a, m);
    } else {
        note_human_move(a, &before, m);
        /* Hints shown for the decision just made stay on for the bonus decisions it brings: their
         * estimates counted on the best answers to those. */
        play_decision made = play_decision_of(a, m->player);
        made.own--;
        follow = m->kind != TD_MOVE_ROLL && ui->n_hints > 0 && play_same_decision(ui->hint_shown_for, made);
    }
    play_events_after_move(a, &before, m);
    play_table_after_move(a, &before);
    screen_play_sync(a);
    if (follow && a->screen == SCREEN_PLAY && ui->viewer == m->player && play_need(a) >= TD_NEED_PRESTIGE) {
        play_make_hints(a);
        screen_play_sync(a);
    }
    return NULL;
}

/* How the dice on the wheel show the ui state. */
static wheel_dice_look dice_look(const app *a)
{
    const play_ui *ui = &a->play->ui;
    int choosing = play_need(a) == TD_NEED_DIE;
    wheel_dice_look look = {choosing ? ui->slot : -1, ui->value, ui->colour, ui->hover, a->play->table.held,
                            choosing && !seats_is_bot(a, ui->viewer) && ui->keys_used, ui->keyed};
    return look;
}

/* The entities from the game and the ui state: the sheet, the wheel and its dice, the panel. */
static void sync_view(app *a)
{
    play_ui *ui = &a->play->ui;
    play_draw *draw = &a->play->draw;
    a->viewer = ui->viewer;
    const td_state *s = now_of(a);
    int rolled = draw->has_shown && draw->shown.phase == TD_PHASE_ROLL && s->phase == TD_PHASE_CHOOSE;
    if (rolled || (!draw->has_shown && s->phase == TD_PHASE_CHOOSE))
        play_roll_banner(a);
    play_ui_refresh(ui, s, !seats_is_bot(a, ui->viewer));
    store_take_fresh(a, ui->note, sizeof ui->note); /* a save that failed is said at once (and on the title) */
    int same_view = draw->has_shown && draw->shown_viewer == ui->viewer;
    play_table *table = &a->play->table;
    if (play_revealing(a) && table->reveal_drawn != ui->viewer + 1) {
        /* the reveal: a sheet shown for the first time since it draws its half-day's moves again,
         * from the roll, as pen strokes (drawn afresh, so that every one of them is new) */
        table->reveal_drawn = ui->viewer + 1;
        ecs_sync_begin(a->world, VIEW_G_SHEET);
        ecs_sync_end(a->world, VIEW_G_SHEET);
        sheet_sync(a, &a->ss->checkpoint, s, ui->viewer, 0);
    } else {
        sheet_sync(a, same_view ? &draw->shown : NULL, s, ui->viewer, rolled ? shell_anim(a, 1.0f) : 0);
    }
    if (draw->has_wheel)
        play_events_wheel(a, &draw->wheel_shown, view_of(a));
    wheel_sync(a, draw->has_wheel ? &draw->wheel_shown : NULL, view_of(a));
    draw->wheel_shown = *view_of(a);
    draw->has_wheel = 1;
    draw->wheel_scale = a->world->scale;
    wheel_dice_look look = dice_look(a);
    wheel_sync_dice(a, view_of(a), &look, rolled);
    if (rolled)
        sfx_play(&a->s, SFX_DICE_ROLL);
    play_sync_ui(a);
    play_events_sync(a);
    tut_sync(a);
    draw->shown = *s;
    draw->has_shown = 1;
    draw->shown_viewer = ui->viewer;
    a->dirty = 1;
}

void screen_play_sync(app *a)
{
    if (a->screen != SCREEN_PLAY || !a->ss)
        return;
    if (play_follow_turn(a))
        return;
    sync_view(a);
}

/* The loop keeps stepping while a watched line plays on, while a game of bots only has a roll
 * due, while a search is under way (a result to wait for and take), and while a bot has a choice
 * to work out or the bots' choices are to be shown (not while they wait for a human: play_jobs). */
static int screen_play_busy(const app *a)
{
    if (a->watch.on)
        return a->watch.playing && a->watch.next < a->watch.n;
    if (!a->ss || (a->play && a->play->ui.paused)) /* paused: the bots and the hints wait */
        return 0;
    if (a->think_async && a->play && a->play->toast.left > 0)
        return 1; /* in the window: on until a refusal's box has gone (a script's screenshot shows it) */
    if ((!seats_humans(a) || tut_rolls_itself(a)) && a->ss->now.phase == TD_PHASE_ROLL)
        return 1;
    if (think_pending(&a->think_bot) || think_pending(&a->think_hint))
        return 1;
    return a->play && play_bots_due(a);
}

static void screen_play_textures_lost(int all)
{
    (void)all;
    wheel_textures_lost(); /* the wheel's small layer is drawn again at the next sync */
}

/* Applies the moves handed back (the bots' jobs, a line watched, a batch), in order (play_moves,
 * play.h); a batch's move refused ends the list, as one that no longer passes its check does. */
static void apply_moves(app *a, const play_moves *mv)
{
    for (int i = 0; i < mv->n; i++) {
        if (mv->check[i] && td_move_check(now_of(a), &mv->move[i]))
            break;
        if (play_apply(a, &mv->move[i], mv->by[i]) && mv->by[i] == PLAY_BY_BATCH)
            break;
    }
}

/* A script's "auto" (the game played on to the next roll) or "end" (to its end, rolls included),
 * with random legal moves from a fixed stream, as one batch: the bots' choices planned for the
 * half-day first when this screen is shown, then the moves, each through play_apply; then, when it
 * is shown, the table's flow follows them (the reveal, a finished game recorded) and the entities
 * are synced once. */
static const char *screen_play_script_run(app *a, int to_end, int shown)
{
    if (!a->ss)
        return "it needs a game";
    static td_state before; /* the state before the batch's last move: the table follows that move */
    before = a->ss->now;
    static play_moves planned;
    planned.n = 0;
    if (shown)
        play_bots_flush(a, &planned);
    apply_moves(a, &planned);
    td_rng rng;
    td_rng_seed(&rng, 99, 1);
    while (a->ss->now.phase != TD_PHASE_OVER) {
        const td_state *s = &a->ss->now;
        td_move m;
        if (s->phase == TD_PHASE_ROLL) {
            if (!to_end)
                break;
            m = td_move_roll();
        } else {
            unsigned w = td_waiting_players(s);
            int p = 0;
            while (!(w >> p & 1u))
                p++;
            m = td_legal_random(s, p, &rng);
        }
        before = a->ss->now;
        const char *err = play_apply(a, &m, PLAY_BY_BATCH);
        if (err)
            return err;
    }
    if (shown) {
        /* as after that move played alone: the half-day it closed is the one the banner tells */
        play_table_after_move(a, &before);
        play_events_clear(a); /* moves played straight through: the wheel's events are found again */
        screen_play_sync(a);
    }
    return NULL;
}

/* ---- input ---------------------------------------------------------------------------------- */

/* Back to the title screen (the pause menu's Save and leave, or Leave lesson); the game is saved
 * and Continue resumes it. */
static void to_menu(app *a)
{
    if (a->tutorial) { /* the guided game keeps its own progress (Continue learning) */
        tut_leave(a);
        return;
    }
    store_autosave(a);
    store_record_finished_game(a, NULL); /* a game over whose last choices were not shown yet */
    shell_goto(a, SCREEN_TITLE);
}

play_ctx play_ctx_of(const app *a)
{
    int watch = !a->watch.on                  ? PLAY_WATCH_NONE
                : a->watch.next < a->watch.n ? PLAY_WATCH_MOVES_LEFT
                                             : PLAY_WATCH_DONE;
    play_ctx ctx = {a->play->table.held, play_pass_due(a) >= 0, play_peek_waiting(a) >= 0, play_hints_shown(a),
                    a->n_seats, NULL, watch, play_revealing(a), a->tutorial};
    return ctx;
}

/* The table's situation for play_interpret; `place` receives where each option of a bonus
 * decision is, for the arrows. */
static play_ctx ctx_of(const app *a, nav_rect place[TD_LEGAL_MAX])
{
    const play_ui *ui = &a->play->ui;
    play_ctx ctx = play_ctx_of(a);
    if (play_need(a) != TD_NEED_DIE && ui->n_legal > 0) {
        for (int i = 0; i < ui->n_legal; i++) {
            int tag, ta, tb;
            play_target_of(now_of(a), &ui->legal[i], &tag, &ta, &tb);
            play_target_rect(a, tag, ta, tb, &place[i].x, &place[i].y, &place[i].w, &place[i].h);
        }
        ctx.place = place;
    }
    return ctx;
}

/* Carries out a command play_interpret returned. Returns 1 when the table refused it (nothing to
 * undo): the note says why. */
static int carry_out(app *a, const play_out *out)
{
    switch (out->cmd) {
    case PLAY_DO_UNDO:
        if (play_undo(a)) {
            screen_play_sync(a); /* the move taken back; synced again below, as the others */
            break;
        }
        screen_play_sync(a);
        return 1;
    case PLAY_DO_HINTS:
    case PLAY_DO_HINTS_KEY: /* refused in a game without hints: the note and its box say why */
        if (!(out->cmd == PLAY_DO_HINTS ? play_make_hints(a) : play_hints_key(a))) {
            sfx_play(&a->s, SFX_REFUSE);
            screen_play_sync(a);
            return 1;
        }
        break;
    case PLAY_DO_SOUND: store_toggle(a, 0); break;
    case PLAY_DO_SHOW_SHEET: play_show_sheet(a, out->arg); break;
    case PLAY_DO_END: shell_goto(a, SCREEN_END); return 0;
    case PLAY_DO_MENU: to_menu(a); return 0;
    case PLAY_DO_RESTART_LESSON: {
        const char *why = a->tutorial ? tut_start(a, 0) : "there is no lesson to restart";
        if (!why)
            return 0; /* the play screen is entered again, at the lesson's first step */
        snprintf(a->play->ui.note, sizeof a->play->ui.note, "%s", tr_reason(why));
        a->play->ui.paused = 0;
        break;
    }
    case PLAY_DO_PASS:
        if (play_pass_turn(a))
            screen_play_sync(a);
        return 0;
    case PLAY_DO_REVEAL: {
        static play_moves moves;
        moves.n = 0;
        if (play_reveal(a, &moves))
            screen_play_sync(a);
        apply_moves(a, &moves);
        return 0;
    }
    case PLAY_DO_BACK:
        if (play_back_from_peek(a))
            screen_play_sync(a);
        return 0;
    case PLAY_DO_RULES: game_open_rules(a); return 0;
    case PLAY_DO_SETTINGS: game_open_settings(a); return 0;
    case PLAY_DO_WATCH_NEXT: {
        static play_moves next;
        next.n = 0;
        play_watch_next(a, &next);
        apply_moves(a, &next);
        return 0;
    }
    case PLAY_DO_WATCH_PLAY: a->watch.playing = !a->watch.playing; break;
    case PLAY_DO_WATCH_END: game_watch_stop(a); return 0;
    default: break;
    }
    screen_play_sync(a);
    return 0;
}

/* play_input_do for an input aimed at entity `hit` (the mouse's press; -1 for the others): a
 * refusal is said beside it too (play_toast.c). */
static void input_do_at(app *a, const play_input *in, int hit)
{
    static nav_rect place[TD_LEGAL_MAX];
    static play_ui before; /* the guided game puts it back when it refuses an input */
    play_toast_drop(a); /* the next input takes the last refusal's box away */
    /* the pause menu answers its inputs alone: the guided game's hooks see none of them */
    int paused = a->play->ui.paused;
    play_input set_up; /* the guided game's Enter sets its step's move up before it plays it */
    if (!paused && tut_enter_sets_up(a, in, &set_up))
        in = &set_up;
    int taken = paused ? 0 : tut_input(a, in);
    if (taken) {
        if (taken == TUT_INPUT_SYNC)
            screen_play_sync(a);
        return;
    }
    play_ctx ctx = ctx_of(a, place);
    if (a->tutorial)
        before = a->play->ui;
    play_out out = play_interpret(now_of(a), &a->play->ui, &ctx, in);
    if (a->tutorial && !paused && !a->play->ui.paused && !tut_allows(a, &before, in, &out)) {
        a->play->ui = before;
        sfx_play(&a->s, SFX_REFUSE);
        screen_play_sync(a);
        return;
    }
    play_aim at = play_toast_aim(a, in, hit); /* (before a sync moves the entities on) */
    if (out.sound)
        sfx_play(&a->s, out.sound == PLAY_SOUND_CLICK ? SFX_CLICK : SFX_REFUSE);
    int refused = out.refused;
    if (out.kind == PLAY_OUT_MOVE)
        refused = play_apply(a, &out.move, PLAY_BY_HUMAN) != NULL;
    else if (out.kind == PLAY_OUT_DO)
        refused = carry_out(a, &out);
    if (refused && a->screen == SCREEN_PLAY) {
        if (!at.panel) /* (about the panel, its note says why, in it: no box saying it again) */
            play_toast_show(a, &at);
        play_sync_ui(a);
    } else if (out.kind == PLAY_OUT_UI || out.kind == PLAY_OUT_NONE) {
        screen_play_sync(a);
    }
}

void play_input_do(app *a, const play_input *in) { input_do_at(a, in, -1); }

/* The abstract input of a key (a gamepad comes as these keys: gamepad.c); 0 for a key
 * the play screen does not use. Keys: 1-4 dice (Page Up / Page Down: the previous / next one),
 * arrows value/colour (or the options of a decision), P payment, Tab action, Enter confirm or
 * roll, Space roll or go on, Backspace undo, Esc drop the choice or pause, H hints (again: the
 * hints set up in turn), V the next seat's sheet, F1 the rules. */
static int input_of_key(SDL_Keycode k, play_input *in)
{
    static const struct {
        SDL_Keycode key;
        int kind, a;
    } map[] = {{SDLK_h, PLAY_IN_HINT, 0},         {SDLK_BACKSPACE, PLAY_IN_UNDO, 0},
               {SDLK_F1, PLAY_IN_RULES, 0},       {SDLK_v, PLAY_IN_NEXT_SHEET, 0},
               {SDLK_ESCAPE, PLAY_IN_CANCEL, 0},  {SDLK_RETURN, PLAY_IN_CONFIRM, 0},
               {SDLK_KP_ENTER, PLAY_IN_CONFIRM, 0}, {SDLK_SPACE, PLAY_IN_CONTINUE, 0},
               {SDLK_1, PLAY_IN_PICK_DIE, 0},     {SDLK_2, PLAY_IN_PICK_DIE, 1},
               {SDLK_3, PLAY_IN_PICK_DIE, 2},     {SDLK_4, PLAY_IN_PICK_DIE, 3},
               {SDLK_PAGEUP, PLAY_IN_NEXT_DIE, -1}, {SDLK_PAGEDOWN, PLAY_IN_NEXT_DIE, 1},
               {SDLK_UP, PLAY_IN_UP, 0},          {SDLK_DOWN, PLAY_IN_DOWN, 0},
               {SDLK_LEFT, PLAY_IN_LEFT, 0},      {SDLK_RIGHT, PLAY_IN_RIGHT, 0},
               {SDLK_TAB, PLAY_IN_NEXT, 0},       {SDLK_p, PLAY_IN_PAY, 0},
               {SDLK_g, PLAY_IN_GUIDE, 0}};
    for (size_t i = 0; i < sizeof map / sizeof map[0]; i++)
        if (map[i].key == k) {
            *in = (play_input){.kind = map[i].kind, .a = map[i].a};
            return 1;
        }
    return 0;
}

/* What is under the mouse, found again when the mouse moves (the keys' focus ring goes then) and
 * at each frame while the mouse has it: a click or a roll changes the table under a mouse that
 * stays still (a cell becomes lit, a row's prices show), and what is drawn under it must follow.
 * Returns whether it changed. */
static int hover_update(app *a, int moved)
{
    int was_keyed = a->play->ui.keyed;
    if (was_keyed && !moved) { /* the keys have it: the entity the mouse was left on, if still there */
        play_ui *ui = &a->play->ui;
        int h = ui->hover;
        if (h >= 0 && (h >= a->world->count || !a->world->alive[h] || ecs_get(a->world, h)->key != ui->hover_key))
            ui->hover = ecs_find(a->world, ui->hover_key);
        return 0;
    }
    a->play->ui.keyed = 0;
    int h = ecs_system_hit(a->world, a->mouse_x, a->mouse_y);
    if (h != a->play->ui.hover || was_keyed) {
        if (moved) /* the mouse went on to something else: its tooltip, not the refusal's box */
            play_toast_drop(a);
        a->play->ui.hover = h;
        a->play->ui.hover_key = h >= 0 ? ecs_get(a->world, h)->key : 0;
        play_sync_ui(a);
        tut_sync(a);
        wheel_dice_look look = dice_look(a);
        wheel_sync_dice(a, view_of(a), &look, 0);
        return 1;
    }
    return 0;
}

/* ---- screen interface ------------------------------------------------------------------------ */

float play_panel_right(const app *a)
{
    const ecs_world *w = a->world;
    float sheet_left = SHEET_RIGHT - (SHEET_RIGHT - SHEET_LEFT) * w->zone[VIEW_G_SHEET].s;
    float right = sheet_left - PLAY_TALL_GAP;
    return right < PANEL_RIGHT ? right : PANEL_RIGHT;
}

void play_place_zones(ecs_world *w)
{
    float extra = w->design_h - ECS_DESIGN_H, t = extra / (ECS_DESIGN_H_TALL - ECS_DESIGN_H);
    t = t < 0 ? 0 : t > 1 ? 1 : t;
    /* the sheet: grown from its top right corner, as high as the room under the bar allows, and
     * in the middle of that room */
    float room = w->design_h - SHEET_TOP - (SHEET_TOP - PLAY_BAR_H); /* (its margins as at 16:9) */
    float grow = 1 + PLAY_TALL_SHEET_GROWTH * t;
    grow = grow * SHEET_H > room ? room / SHEET_H : grow;
    float sheet_dy = (room - SHEET_H * grow) / 2;
    ecs_zone sheet = {grow, SHEET_RIGHT, SHEET_TOP, 0, sheet_dy};
    w->zone[VIEW_G_SHEET] = w->zone[VIEW_G_HILITE] = sheet;
    float sheet_left = SHEET_RIGHT - (SHEET_RIGHT - SHEET_LEFT) * grow;
    /* the wheel: clear of it by PLAY_TALL_GAP, moved left (the panel under it is narrower,
     * play_panel_right), and down by half the extra height, in the middle of the room between the
     * bar and the panel, which moves down by all of it (at its place at 16:9 it left an empty band
     * above the panel) */
    float wheel_dx = floorf(sheet_left - PLAY_TALL_GAP - (WHEEL_CX + WHEEL_R)); /* (whole units) */
    float wheel_dy = extra > 0 ? floorf(extra / 2) : 0;
    w->zone[VIEW_G_WHEEL] = w->zone[VIEW_G_DICE] =
        (ecs_zone){1, 0, 0, wheel_dx < 0 ? wheel_dx : 0, wheel_dy};
}

static void screen_play_enter(app *a)
{
    a->play = &play_state;
    /* the sheet and the wheel hardly change between moves: drawn once, copied each frame */
    a->world->bake_groups = 1u << VIEW_G_SHEET | 1u << VIEW_G_WHEEL;
    a->world->bake_bg = ui_table;
    a->world->top_bar = 1;
    /* in a window taller than 16:9, the sheet grows into the extra height (play_place_zones) */
    a->world->tall = 1;
    a->world->place_zones = play_place_zones;
    ecs_system_layout(a->world, a->out_w, a->out_h, a->ui_scale, 1); /* the design space's height now */
    if (a->resume) { /* back from the rules (F1): the die, the hints and a held choice as they were */
        a->resume = 0;
        a->play->ui.hover = -1;
        a->play->draw.has_shown = a->play->draw.has_wheel = 0; /* drawn afresh, with no strokes nor turn to replay */
        a->play->draw.tip_wait = 1;
        screen_play_sync(a);
        return;
    }
    int keep_viewer = a->viewer;
    play_events kept = play_state.events; /* back from a hand-over: the roll's events still show */
    memset(&play_state, 0, sizeof play_state);
    play_events_enter(a, &kept);
    play_ui *ui = &a->play->ui;
    ui->hover = -1;
    a->play->draw.tip_wait = 1;
    play_ui_clear_choice(ui);
    ui->viewer = keep_viewer >= 0 && keep_viewer < a->n_seats ? keep_viewer : 0;
    if (seats_sheets_open(a)) {
        int h = seats_next_human(a);
        if (h >= 0)
            ui->viewer = h;
    }
    screen_play_sync(a);
    if (a->tutorial) { /* the guided game put back at a step: its table as reaching the step shows it */
        tut_enter(a);
        screen_play_sync(a);
    }
}

static void screen_play_event(app *a, const SDL_Event *ev)
{
    play_input in = {0};
    switch (ev->type) {
    case SDL_MOUSEMOTION:
        a->play->draw.tip_wait = 0;
        hover_update(a, 1);
        break;
    case SDL_MOUSEBUTTONDOWN: {
        /* a press that plays a move (or leaves the screen) changes the table under the mouse */
        int moves = a->ss ? a->ss->n_moves : 0, screen = a->screen;
        if (a->play->toast.left > 0) { /* a press anywhere takes the last refusal's box away */
            play_toast_drop(a);
            play_sync_ui(a);
        }
        if (ev->button.button == SDL_BUTTON_LEFT) {
            int h = ecs_system_hit(a->world, a->mouse_x, a->mouse_y);
            if (h < 0)
                break;
            const ecs_hit *hit = &ecs_get(a->world, h)->hit;
            in = (play_input){.kind = PLAY_IN_HIT, .tag = hit->tag, .a = hit->a, .b = hit->b};
            input_do_at(a, &in, h);
            /* a click on the sheet that sets a target up takes its tooltip away until the mouse
             * moves: what Confirm will score is in the panel, and the box covered the rows about
             * the target (a click that reads a cell keeps its words); so does a click on one of
             * the panel's choices (a value, a colour, a payment, an action): play_tooltip.c */
            const play_ui *ui = &a->play->ui;
            int t = in.tag;
            if ((t == HIT_CELL || t == HIT_DIEBOX || t == HIT_LINK || t == HIT_CIT_SQUARE || t == HIT_RES_TRACK ||
                 t == HIT_CIT_TRACK || t == HIT_CHARACTER) &&
                ui->slot >= 0 && ui->action >= 0 && play_need(a) == TD_NEED_DIE)
                a->play->draw.tip_wait = 1;
            if (t == HIT_VALUE || t == HIT_COLOUR || t == HIT_PAY || t == HIT_ACTION)
                a->play->draw.tip_wait = 1;
        } else if (ev->button.button == SDL_BUTTON_RIGHT) {
            in.kind = PLAY_IN_UNDO;
            play_input_do(a, &in);
        }
        if ((a->ss ? a->ss->n_moves : 0) != moves || a->screen != screen)
            a->play->draw.tip_wait = 1;
        break;
    }
    case SDL_KEYDOWN: {
        /* a key that plays a move (Enter) leaves the mouse where it was, as a press does */
        int moves = a->ss ? a->ss->n_moves : 0, screen = a->screen;
        a->play->ui.keyed = 1;
        play_toast_drop(a); /* (synced below, whatever the key) */
        if (input_of_key(ev->key.keysym.sym, &in)) {
            /* a key that chooses a die or moves among the choices (a gamepad's buttons come as
             * these) shows the dice's keys. Enter and Space do not: a player who rolls or confirms
             * with them picks the dice with the mouse, and the tags "2", "3", "4" on the dice were
             * read as their values (a refusal that names the keys shows them: play_input.c). Nor
             * do the hints', undo's, the menu's, the rules' and the next sheet's keys (the key tags
             * beside the hints' numbers were two numberings at once). */
            int k = in.kind, chooses = k == PLAY_IN_PICK_DIE || k == PLAY_IN_NEXT_DIE || k == PLAY_IN_UP ||
                                       k == PLAY_IN_DOWN || k == PLAY_IN_LEFT || k == PLAY_IN_RIGHT ||
                                       k == PLAY_IN_NEXT || k == PLAY_IN_PAY;
            int before = a->play->ui.keys_used;
            a->play->ui.keys_used |= chooses;
            play_input_do(a, &in);
            if (!before && a->play->ui.keys_used && a->screen == SCREEN_PLAY)
                screen_play_sync(a); /* the dice's keys shown, even after a refusal */
        } else {
            screen_play_sync(a);
        }
        if ((a->ss ? a->ss->n_moves : 0) != moves || a->screen != screen)
            a->play->draw.tip_wait = 1;
        break;
    }
    case SDL_RENDER_TARGETS_RESET:
    case SDL_RENDER_DEVICE_RESET:
        wheel_sync(a, NULL, view_of(a)); /* the small layer drawn again */
        break;
    default:
        break;
    }
}

/* H pressed twice before the hints came: once they are shown, the first is set up, as the second
 * H would have done (play_poll_hints asks for it). */
static void take_due_hint(app *a)
{
    play_jobs *jobs = &a->play->jobs;
    play_ui *ui = &a->play->ui;
    if (!jobs->hint_take_due)
        return;
    jobs->hint_take_due = 0;
    if (ui->n_hints == 0)
        return;
    play_input in = {.kind = PLAY_IN_SET_UP_HINT, .a = 0};
    play_input_do(a, &in);
    ui->hint_next = 1 % ui->n_hints;
}

static void screen_play_update(app *a, float dt)
{
    if (a->play->ui.paused) /* the bots, the hints and a refusal's box wait for Resume */
        return;
    if (play_toast_tick(a, dt)) /* the last refusal's box has been read */
        play_sync_ui(a);
    /* hints are shown as they come */
    if (play_poll_hints(a, 0))
        screen_play_sync(a);
    take_due_hint(a);
    static play_moves moves;
    moves.n = 0;
    play_bots_step(a, dt, &moves);
    apply_moves(a, &moves);
}

/* A scripted step (--moves, the frame benchmark): a move in text form, played as if chosen on the
 * screen; "select N" picks die N, "hint" asks for the hints. NULL, or why the step cannot be
 * taken. */
static const char *screen_play_script(app *a, const char *move_text)
{
    td_move m;
    int slot;
    char extra;
    play_ui *ui = &a->play->ui;
    if (ui->paused)
        return "the game is paused: the pause menu takes the keys and clicks ('key Escape' resumes)";
    /* UI-only steps for screenshots and tests: pick a die without playing it, ask for hints */
    if (sscanf(move_text, "select %d%c", &slot, &extra) == 1) {
        if (slot < 1 || slot > TD_SLOTS || play_need(a) != TD_NEED_DIE)
            return "'select N' needs a die 1-4 while the shown player chooses a die";
        play_input in = {.kind = PLAY_IN_PICK_DIE, .a = slot - 1};
        play_input_do(a, &in);
        return ui->slot == slot - 1 ? NULL : "that die cannot be taken";
    }
    if (!strcmp(move_text, "hint")) {
        play_input in = {.kind = PLAY_IN_HIT, .tag = HIT_BUTTON, .a = BTN_HINT};
        play_input_do(a, &in);
        if (!play_hints_allowed(a))
            return "hints are off in the settings ('hints off')";
        return ui->n_hints > 0 ? NULL : "no decision to hint";
    }
    const char *err = td_move_parse(move_text, &m);
    if (err)
        return err;
    if (m.kind != TD_MOVE_ROLL && m.player != ui->viewer && m.player < a->n_seats) {
        ui->viewer = m.player;
        a->play->draw.has_shown = 0;
    }
    err = td_move_check(now_of(a), &m);
    if (err)
        return err;
    if (m.kind == TD_MOVE_DIE) /* shown as the player would have chosen it */
        screen_play_sync(a);
    play_input in = {.kind = PLAY_IN_MOVE, .move = m};
    play_input_do(a, &in);
    return NULL;
}

static void screen_play_draw(app *a)
{
    if (a->world->design_h != a->play->draw.design_h) {
        /* a window that became taller or less tall: the panel in its place again */
        a->play->draw.design_h = a->world->design_h;
        play_sync_ui(a);
        tut_sync(a); /* the guided game's callout and rings follow the sheet and the wheel */
        ecs_system_layout(a->world, a->out_w, a->out_h, a->ui_scale, 1);
        a->redraw_until = (SDL_GetTicks() + 100) | 1;
    }
    if (a->world->scale != a->play->draw.wheel_scale) {
        /* the window's size changed (the layout follows it a frame after its event, and F11
         * does so late on some systems): the small layer's texture again, at the new scale, */
        play_draw *draw = &a->play->draw;
        draw->wheel_scale = a->world->scale;
        wheel_sync(a, NULL, view_of(a));
        if (draw->has_shown) /* and the sheet, whose icons and words take the room the scale leaves them */
            sheet_sync(a, &draw->shown, &draw->shown, draw->shown_viewer, 0);
        a->redraw_until = (SDL_GetTicks() + 100) | 1; /* drawn again with it */
    }
    /* the table changed under a still mouse (twice at most: what it shows then may lie over it) */
    for (int i = 0; i < 2 && hover_update(a, 0); i++)
        ecs_system_layout(a->world, a->out_w, a->out_h, a->ui_scale, 1);
    ecs_system_render(a->world, &a->g, 1);
    play_draw_tooltip(a);
}

const shell_screen screen_play = {
    .name = "play",
    .enter = screen_play_enter,
    .event = screen_play_event,
    .update = screen_play_update,
    .draw = screen_play_draw,
    .script = screen_play_script,
    .busy = screen_play_busy,
    .textures_lost = screen_play_textures_lost,
    .quit = tut_keep, /* the guided game where it was left, in its own file */
    .script_run = screen_play_script_run,
    .kinds = &play_kinds,
};
