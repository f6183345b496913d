/* test_play_input.c — the play screen's input function (src/game/play/play_input.c), without a window:
 *   - a die picked by the mouse (its hit target), by its key (1-4) and by the pad (the shoulders
 *     step through the dice, A confirms) sets up and plays the same move;
 *   - Up and Right change the die's value and colour, and the move played costs the influence and
 *     knowledge the rules ask for a change (SPEC §4);
 *   - a bonus decision (a building for a citizen column bonus, or a track for an overflowing
 *     citizen) is chosen by keys: the first key shows the cursor, Tab moves it, Enter takes it;
 *     a click on an option (or on a hint's row) takes it at once;
 *   - undo inside a choice drops the die; undo with no choice asks the screen to take a move back;
 *   - an illegal pick (the black die [R1]) is refused with a note and the refusal sound, and
 *     leaves the choice as it was;
 *   - two clicks on a lit target play it, as Enter does; Space rolls, and reveals a held half-day;
 *   - a die paid with a resource of the player's choice starts on the payment that costs least:
 *     the best hint's for it when hints are shown, else the fewest VP lost at the end (SPEC §8,
 *     1 VP per 2 held: from an odd count, none), then the resource held most;
 *   - while a line is watched, nothing is the player's to choose: Right steps it, Space plays it
 *     on, Esc (or the menu) leaves it; at its end Enter leaves it too;
 *   - Esc with nothing chosen, or the Menu button, opens the pause menu (the choice kept), focused
 *     on Resume: Esc again or Resume closes it; the arrows and Tab move its focus, Enter presses
 *     the focused button (Rules, Save and leave; in a lesson Restart lesson and Leave lesson); while
 *     it is open the table takes nothing (a die, a cell, a button, undo, a scripted move);
 *   - G or the guide's button opens the sheet's guide and closes it; a click on the guide or Esc
 *     closes it (Esc without opening the pause menu or dropping the die), and the die chosen stays.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "app_lang.h"
#include "play/play_input.h"

static td_state rolled;  /* a solo game just rolled, with resources to spend */
static play_ctx table;   /* a solo table: nothing held, no hints */

static void start(void)
{
    td_params p;
    td_params_default(&p, 1, 42);
    assert_null(td_state_init(&rolled, &p));
    td_move roll = td_move_roll_forced(2, 3, 5, 4);
    assert_null(td_move_apply(&rolled, &roll));
    td_sheet *sh = &rolled.sheet[0];
    sh->res_circled[TD_INFLUENCE] = 6; /* enough for any change of value and colour */
    sh->res_circled[TD_KNOWLEDGE] = 6;
    sh->res_circled[TD_DENIERS] = 6;
    table = (play_ctx){0, 0, 0, 0, 1, NULL, PLAY_WATCH_NONE, 0, 0};
}

static void fresh_ui(play_ui *ui, const td_state *s)
{
    memset(ui, 0, sizeof *ui);
    ui->viewer = 0;
    ui->hover = -1;
    play_ui_clear_choice(ui);
    play_ui_refresh(ui, s, 1);
}

static play_out send(const td_state *s, play_ui *ui, int kind, int a)
{
    play_input in = {.kind = kind, .a = a};
    play_out out = play_interpret(s, ui, &table, &in);
    play_ui_refresh(ui, s, 1);
    return out;
}

static play_out hit(const td_state *s, play_ui *ui, int tag, int a, int b)
{
    play_input in = {.kind = PLAY_IN_HIT, .tag = tag, .a = a, .b = b};
    return play_interpret(s, ui, &table, &in);
}

/* A die other than the black one that can be taken. */
static int usable_slot(const play_ui *ui, const td_state *s)
{
    for (int slot = 0; slot < TD_SLOTS; slot++)
        if (slot != s->black_slot && play_ui_find(ui, slot, -1, -1, -1, -1) >= 0)
            return slot;
    fail_msg("%s", "no die to take");
    return -1;
}

/* Enter twice: the first chooses the die's first action and shows it, the second plays it. */
static td_move confirm_twice(const td_state *s, play_ui *ui)
{
    play_out out = send(s, ui, PLAY_IN_CONFIRM, 0);
    assert_int_equal(out.kind, PLAY_OUT_UI);
    assert_int_equal(out.sound, PLAY_SOUND_CLICK);
    assert_true(ui->action >= 0);
    out = send(s, ui, PLAY_IN_CONFIRM, 0);
    assert_int_equal(out.kind, PLAY_OUT_MOVE);
    assert_null(td_move_check(s, &out.move));
    return out.move;
}

/* The sheet's explanations answer the mouse with a tooltip only: a click on a resource track, a
 * citizen track, a character, a link or a citizen square plays nothing and keeps the die being
 * considered as it was. */
static void explaining_targets_take_nothing(void **state)
{
    (void)state;
    play_ui ui;
    fresh_ui(&ui, &rolled);
    int slot = usable_slot(&ui, &rolled);
    hit(&rolled, &ui, HIT_DIE, slot, 0);
    play_ui_refresh(&ui, &rolled, 1);
    const int tags[][3] = {{HIT_RES_TRACK, TD_DENIERS, 0}, {HIT_CIT_TRACK, TD_WHITE, 0}, {HIT_CHARACTER, 4, 0},
                           {HIT_LINK, TD_ROW_FORTRESS, 1}, {HIT_CIT_SQUARE, TD_RED, TD_CIT_PRESTIGE_AT - 1}};
    for (size_t k = 0; k < sizeof tags / sizeof tags[0]; k++) {
        int value = ui.value, colour = ui.colour, action = ui.action;
        play_out out = hit(&rolled, &ui, tags[k][0], tags[k][1], tags[k][2]);
        assert_int_not_equal(out.kind, PLAY_OUT_MOVE);
        assert_int_not_equal(out.kind, PLAY_OUT_DO);
        assert_int_equal(out.sound, PLAY_SOUND_NONE);
        assert_int_equal(ui.slot, slot);
        assert_int_equal(ui.value, value);
        assert_int_equal(ui.colour, colour);
        assert_int_equal(ui.action, action);
    }
}

static void pick_by_mouse_key_and_pad_play_the_same_move(void **state)
{
    (void)state;
    play_ui ui;
    fresh_ui(&ui, &rolled);
    int slot = usable_slot(&ui, &rolled);

    play_out out = hit(&rolled, &ui, HIT_DIE, slot, 0);
    assert_int_equal(ui.slot, slot);
    assert_int_equal(out.sound, PLAY_SOUND_CLICK);
    assert_false(out.refused);
    assert_int_equal(ui.value, rolled.die[slot].value0); /* the die as it lies */
    assert_int_equal(ui.colour, rolled.die[slot].colour0);
    td_move by_mouse = confirm_twice(&rolled, &ui);

    fresh_ui(&ui, &rolled);
    send(&rolled, &ui, PLAY_IN_PICK_DIE, slot);
    assert_int_equal(ui.slot, slot);
    td_move by_key = confirm_twice(&rolled, &ui);

    fresh_ui(&ui, &rolled);
    for (int i = 0; i < TD_SLOTS && ui.slot != slot; i++) /* the shoulder, as often as it takes */
        send(&rolled, &ui, PLAY_IN_NEXT_DIE, 1);
    assert_int_equal(ui.slot, slot);
    td_move by_pad = confirm_twice(&rolled, &ui);

    assert_true(td_move_equal(&by_mouse, &by_key));
    assert_true(td_move_equal(&by_mouse, &by_pad));
    assert_int_equal(by_mouse.slot, slot);
    assert_int_equal(by_mouse.value, rolled.die[slot].value0);
}

static void value_and_colour_changes_cost_influence_and_knowledge(void **state)
{
    (void)state;
    play_ui ui;
    fresh_ui(&ui, &rolled);
    int slot = usable_slot(&ui, &rolled);
    send(&rolled, &ui, PLAY_IN_PICK_DIE, slot);
    int v0 = ui.value, c0 = ui.colour;
    send(&rolled, &ui, v0 < 6 ? PLAY_IN_UP : PLAY_IN_DOWN, 0);
    int dv = ui.value - v0;
    assert_int_equal(dv < 0 ? -dv : dv, 1);
    send(&rolled, &ui, PLAY_IN_RIGHT, 0);
    assert_int_not_equal(ui.colour, c0);
    assert_int_equal(ui.colour, (c0 + 1) % TD_COLOURS);
    td_move m = confirm_twice(&rolled, &ui);
    assert_int_equal(m.value, ui.value);
    assert_int_equal(m.colour, ui.colour);
    td_cost c;
    td_move_cost(&rolled, &m, &c);
    assert_int_equal(c.value_influence, 1); /* one influence per pip */
    assert_int_equal(c.colour_knowledge, rolled.die[slot].colour_cost); /* two knowledge a colour */
    assert_int_equal(c.colour_knowledge, 2);

    /* the value stays within 1..6: Down from 1 does nothing */
    fresh_ui(&ui, &rolled);
    send(&rolled, &ui, PLAY_IN_PICK_DIE, slot);
    for (int i = 0; i < 8; i++)
        send(&rolled, &ui, PLAY_IN_DOWN, 0);
    assert_int_equal(ui.value, 1);
}

/* Counts the chosen die's legal moves the sheet shows as `how` (play_ui_lit), and checks that each
 * shown as set is at the value and colour `v`, `c` (-1: any). */
static int count_lit(const play_ui *ui, int how, int v, int c)
{
    int n = 0;
    for (int i = 0; i < ui->n_legal; i++)
        if (play_ui_lit(ui, &ui->legal[i]) == how) {
            n++;
            if (how == PLAY_LIT_SET && v >= 0)
                assert_int_equal(ui->legal[i].value, v);
            if (how == PLAY_LIT_SET && c >= 0)
                assert_int_equal(ui->legal[i].colour, c);
        }
    return n;
}

/* A die just picked lights the targets it takes at the value and colour the panel shows (its own):
 * the others it reaches (with influence or knowledge) are shown apart, and a click on one still sets
 * the die up for it; once the player sets its value or colour on the panel (a button, or the
 * arrows), the sheet follows. Picking the die again starts afresh. */
static void sheet_follows_the_value_and_colour_set(void **state)
{
    (void)state;
    play_ui ui;
    fresh_ui(&ui, &rolled);
    int slot = usable_slot(&ui, &rolled);
    send(&rolled, &ui, PLAY_IN_PICK_DIE, slot);
    int v0 = ui.value, c0 = ui.colour;
    int at_own = count_lit(&ui, PLAY_LIT_SET, v0, c0);
    int others = count_lit(&ui, PLAY_LIT_OTHER, -1, -1);
    int all = 0, other_v = -1;
    for (int i = 0; i < ui.n_legal; i++) {
        const td_move *m = &ui.legal[i];
        if (m->kind == TD_MOVE_DIE && m->slot == slot) {
            all++;
            if (m->value != ui.value && other_v < 0)
                other_v = m->value;
        }
    }
    assert_true(at_own > 0 && others > 0);
    assert_int_equal(at_own + others, all);
    assert_true(other_v > 0);

    /* a colour button: only that colour's targets at the value shown */
    int c1 = (ui.colour + 1) % TD_COLOURS;
    hit(&rolled, &ui, HIT_COLOUR, c1, 0);
    play_ui_refresh(&ui, &rolled, 1);
    assert_int_equal(ui.colour, c1);
    int lit = count_lit(&ui, PLAY_LIT_SET, ui.value, c1);
    assert_true(lit > 0);
    assert_int_equal(lit + count_lit(&ui, PLAY_LIT_OTHER, -1, -1), all);

    /* a value button too */
    hit(&rolled, &ui, HIT_VALUE, other_v, 0);
    play_ui_refresh(&ui, &rolled, 1);
    assert_int_equal(ui.value, other_v);
    assert_true(count_lit(&ui, PLAY_LIT_SET, other_v, ui.colour) > 0);

    /* another die: not the chosen one's, never lit */
    for (int i = 0; i < ui.n_legal; i++)
        if (ui.legal[i].kind == TD_MOVE_DIE && ui.legal[i].slot != slot)
            assert_int_equal(play_ui_lit(&ui, &ui.legal[i]), PLAY_LIT_NONE);

    /* the die picked again: its own value and colour once more */
    send(&rolled, &ui, PLAY_IN_PICK_DIE, slot);
    assert_int_equal(ui.value, v0);
    assert_int_equal(ui.colour, c0);
    assert_int_equal(count_lit(&ui, PLAY_LIT_SET, v0, c0), at_own);

    /* the arrows set the value as the buttons do */
    send(&rolled, &ui, ui.value < 6 ? PLAY_IN_UP : PLAY_IN_DOWN, 0);
    assert_true(ui.value != v0);
    assert_true(count_lit(&ui, PLAY_LIT_OTHER, -1, -1) > 0);
    assert_true(count_lit(&ui, PLAY_LIT_SET, ui.value, ui.colour) > 0);
}

/* A state of seed 7's solo game, played at random, in which player 1 must answer a bonus decision
 * with two options or more. */
static int bonus_state(td_state *s)
{
    for (uint64_t seed = 1; seed < 400; seed++) {
        td_params p;
        td_params_default(&p, 1, seed);
        assert_null(td_state_init(s, &p));
        td_rng rng;
        td_rng_seed(&rng, seed, 9);
        for (int step = 0; step < 400 && s->phase != TD_PHASE_OVER; step++) {
            td_need need = td_need_of(s, 0);
            if (need.kind > TD_NEED_DIE && td_legal_count(s, 0) >= 2)
                return 1;
            td_move m = s->phase == TD_PHASE_ROLL ? td_move_roll() : td_legal_random(s, 0, &rng);
            assert_null(td_move_apply(s, &m));
        }
    }
    return 0;
}

static void bonus_decision_chosen_by_keys(void **state)
{
    (void)state;
    td_state s;
    assert_true(bonus_state(&s));
    play_ui ui;
    fresh_ui(&ui, &s);
    assert_true(ui.n_legal >= 2);
    play_out out = send(&s, &ui, PLAY_IN_NEXT, 0); /* the first key shows the cursor */
    assert_int_equal(out.kind, PLAY_OUT_UI);
    assert_true(ui.armed);
    assert_int_equal(ui.cursor, 0);
    send(&s, &ui, PLAY_IN_NEXT, 0); /* Tab: the next option */
    assert_int_equal(ui.cursor, 1);
    out = send(&s, &ui, PLAY_IN_CONFIRM, 0);
    assert_int_equal(out.kind, PLAY_OUT_MOVE);
    assert_true(td_move_equal(&out.move, &ui.legal[1]));
    assert_null(td_move_check(&s, &out.move));

    /* with no places known, the arrows step through the options in turn */
    fresh_ui(&ui, &s);
    send(&s, &ui, PLAY_IN_RIGHT, 0);
    send(&s, &ui, PLAY_IN_RIGHT, 0);
    assert_int_equal(ui.cursor, 1);
    send(&s, &ui, PLAY_IN_LEFT, 0);
    assert_int_equal(ui.cursor, 0);

    /* with places, Down goes to the nearest option below */
    nav_rect place[TD_LEGAL_MAX];
    for (int i = 0; i < ui.n_legal; i++)
        place[i] = (nav_rect){100, 100 + 40 * (float)(ui.n_legal - 1 - i), 30, 20}; /* the last on top */
    table.place = place;
    fresh_ui(&ui, &s);
    ui.armed = 1;
    ui.cursor = ui.n_legal - 1;
    send(&s, &ui, PLAY_IN_DOWN, 0);
    assert_int_equal(ui.cursor, ui.n_legal - 2);
    table.place = NULL;
}

/* A click on a bonus decision's option takes it at once, whichever option the keyboard's cursor
 * showed; a click on a hint's row takes its option too, while H (or the pad's Y) only shows it for
 * Enter. Taken, the option leaves no choice behind: undo asks the screen to take the move back,
 * which brings this decision again. */
static void bonus_option_taken_in_one_click(void **state)
{
    (void)state;
    td_state s;
    assert_true(bonus_state(&s));
    play_ui ui;
    fresh_ui(&ui, &s);
    for (int i = 0; i < ui.n_legal; i++) {
        int tag, ta, tb;
        play_target_of(&s, &ui.legal[i], &tag, &ta, &tb);
        assert_int_not_equal(tag, HIT_NONE);
        fresh_ui(&ui, &s);
        if (i > 0) { /* the cursor shown on another option */
            send(&s, &ui, PLAY_IN_NEXT, 0);
            assert_true(ui.armed);
            assert_int_equal(ui.cursor, 0);
        }
        play_out out = hit(&s, &ui, tag, ta, tb);
        assert_int_equal(out.kind, PLAY_OUT_MOVE);
        assert_true(td_move_equal(&out.move, &ui.legal[i]));
        assert_null(td_move_check(&s, &out.move));
        assert_false(ui.armed); /* a later Enter takes nothing unseen */
    }

    /* a hint's row: a click takes its option, H shows it */
    fresh_ui(&ui, &s);
    ui.n_hints = 1;
    ui.hint[0] = ui.legal[ui.n_legal - 1];
    table.hints_current = 1;
    play_out out = send(&s, &ui, PLAY_IN_SET_UP_HINT, 0);
    assert_int_not_equal(out.kind, PLAY_OUT_MOVE);
    assert_true(ui.armed);
    assert_int_equal(ui.cursor, ui.n_legal - 1);
    ui.armed = 0;
    out = hit(&s, &ui, HIT_HINT, 0, 0);
    assert_int_equal(out.kind, PLAY_OUT_MOVE);
    assert_true(td_move_equal(&out.move, &ui.legal[ui.n_legal - 1]));
    table.hints_current = 0;

    /* nothing is left to drop: undo takes the move back (the screen's PLAY_DO_UNDO) */
    out = send(&s, &ui, PLAY_IN_UNDO, 0);
    assert_int_equal(out.kind, PLAY_OUT_DO);
    assert_int_equal(out.cmd, PLAY_DO_UNDO);
}

static void undo_inside_a_choice_drops_the_die(void **state)
{
    (void)state;
    play_ui ui;
    fresh_ui(&ui, &rolled);
    int slot = usable_slot(&ui, &rolled);
    send(&rolled, &ui, PLAY_IN_PICK_DIE, slot);
    assert_int_equal(ui.slot, slot);
    play_out out = send(&rolled, &ui, PLAY_IN_UNDO, 0);
    assert_int_equal(out.kind, PLAY_OUT_UI);
    assert_int_equal(ui.slot, -1);
    out = send(&rolled, &ui, PLAY_IN_UNDO, 0); /* nothing chosen: a move is to be taken back */
    assert_int_equal(out.kind, PLAY_OUT_DO);
    assert_int_equal(out.cmd, PLAY_DO_UNDO);
    /* the undo button says the same */
    send(&rolled, &ui, PLAY_IN_PICK_DIE, slot);
    out = hit(&rolled, &ui, HIT_BUTTON, BTN_UNDO, 0);
    assert_int_equal(out.kind, PLAY_OUT_UI);
    assert_int_equal(ui.slot, -1);
    /* Esc drops the die too, and with nothing chosen opens the pause menu */
    send(&rolled, &ui, PLAY_IN_PICK_DIE, slot);
    out = send(&rolled, &ui, PLAY_IN_CANCEL, 0);
    assert_int_equal(ui.slot, -1);
    assert_int_equal(ui.paused, 0);
    out = send(&rolled, &ui, PLAY_IN_CANCEL, 0);
    assert_int_equal(out.kind, PLAY_OUT_UI);
    assert_int_equal(ui.paused, 1);
}

static void assert_same_choice(const play_ui *x, const play_ui *y);

/* The pause menu: opened by Esc or the Menu button, answered alone while open. */
static void pause_menu_takes_the_inputs(void **unused)
{
    (void)unused;
    play_ui ui;
    fresh_ui(&ui, &rolled);
    int slot = usable_slot(&ui, &rolled);
    send(&rolled, &ui, PLAY_IN_PICK_DIE, slot);
    /* the Menu button opens it with a die chosen, and the choice waits under it */
    play_out out = hit(&rolled, &ui, HIT_BUTTON, BTN_MENU, 0);
    assert_int_equal(out.kind, PLAY_OUT_UI);
    assert_int_equal(ui.paused, 1);
    assert_int_equal(ui.pause_focus, 0);
    assert_int_equal(ui.slot, slot);
    /* nothing on the table reacts: another die, a cell, a button, undo, Enter, a scripted move */
    play_ui was = ui;
    int other = (slot + 1) % TD_SLOTS;
    out = hit(&rolled, &ui, HIT_DIE, other, 0);
    assert_int_not_equal(out.kind, PLAY_OUT_MOVE);
    assert_int_not_equal(out.kind, PLAY_OUT_DO);
    out = hit(&rolled, &ui, HIT_CELL, 0, 0);
    assert_int_not_equal(out.kind, PLAY_OUT_MOVE);
    out = hit(&rolled, &ui, HIT_BUTTON, BTN_UNDO, 0);
    assert_int_not_equal(out.kind, PLAY_OUT_DO);
    out = hit(&rolled, &ui, HIT_PAUSE_VEIL, 0, 0);
    assert_int_equal(out.kind, PLAY_OUT_NONE);
    out = send(&rolled, &ui, PLAY_IN_UNDO, 0);
    assert_int_equal(out.kind, PLAY_OUT_NONE);
    out = send(&rolled, &ui, PLAY_IN_PICK_DIE, other);
    assert_int_equal(out.kind, PLAY_OUT_NONE);
    play_input scripted = {.kind = PLAY_IN_MOVE, .move = ui.legal[0]};
    out = play_interpret(&rolled, &ui, &table, &scripted);
    assert_int_equal(out.kind, PLAY_OUT_NONE);
    assert_same_choice(&ui, &was);
    assert_int_equal(ui.paused, 1);
    /* the keys move its focus, clamped at the ends; Tab goes round */
    int item[PAUSE_ITEMS];
    assert_int_equal(play_pause_items(&table, item), 4);
    assert_int_equal(item[0], PAUSE_RESUME);
    assert_int_equal(item[1], PAUSE_RULES);
    assert_int_equal(item[2], PAUSE_SETTINGS);
    assert_int_equal(item[3], PAUSE_SAVE_LEAVE);
    send(&rolled, &ui, PLAY_IN_UP, 0);
    assert_int_equal(ui.pause_focus, 0);
    send(&rolled, &ui, PLAY_IN_DOWN, 0);
    send(&rolled, &ui, PLAY_IN_DOWN, 0);
    send(&rolled, &ui, PLAY_IN_DOWN, 0);
    send(&rolled, &ui, PLAY_IN_DOWN, 0);
    assert_int_equal(ui.pause_focus, 3);
    out = send(&rolled, &ui, PLAY_IN_CONFIRM, 0); /* Save and leave */
    assert_int_equal(out.kind, PLAY_OUT_DO);
    assert_int_equal(out.cmd, PLAY_DO_MENU);
    send(&rolled, &ui, PLAY_IN_NEXT, 0);
    assert_int_equal(ui.pause_focus, 0);
    send(&rolled, &ui, PLAY_IN_RIGHT, 0);
    out = send(&rolled, &ui, PLAY_IN_CONTINUE, 0); /* Space presses Rules */
    assert_int_equal(out.cmd, PLAY_DO_RULES);
    assert_int_equal(ui.paused, 1); /* (the rules' Back comes back to it) */
    /* Esc again resumes, the choice as it was */
    out = send(&rolled, &ui, PLAY_IN_CANCEL, 0);
    assert_int_equal(out.kind, PLAY_OUT_UI);
    assert_int_equal(ui.paused, 0);
    assert_same_choice(&ui, &was);
    /* so does its Resume button, pressed with the mouse; its other buttons are commands */
    hit(&rolled, &ui, HIT_BUTTON, BTN_MENU, 0);
    out = hit(&rolled, &ui, HIT_PAUSE, PAUSE_SAVE_LEAVE, 0);
    assert_int_equal(out.cmd, PLAY_DO_MENU);
    out = hit(&rolled, &ui, HIT_PAUSE, PAUSE_SETTINGS, 0);
    assert_int_equal(out.cmd, PLAY_DO_SETTINGS);
    assert_int_equal(ui.paused, 1); /* (the settings' Back comes back to it) */
    out = hit(&rolled, &ui, HIT_PAUSE, PAUSE_RESUME, 0);
    assert_int_equal(out.kind, PLAY_OUT_UI);
    assert_int_equal(ui.paused, 0);
    /* in a lesson: Restart lesson and Leave lesson instead of Save and leave */
    table.lesson = 1;
    assert_int_equal(play_pause_items(&table, item), 5);
    assert_int_equal(item[2], PAUSE_SETTINGS);
    assert_int_equal(item[3], PAUSE_RESTART_LESSON);
    assert_int_equal(item[4], PAUSE_LEAVE_LESSON);
    send(&rolled, &ui, PLAY_IN_CANCEL, 0); /* drops the die */
    send(&rolled, &ui, PLAY_IN_CANCEL, 0); /* opens the menu */
    assert_int_equal(ui.paused, 1);
    send(&rolled, &ui, PLAY_IN_NEXT_DIE, 1);
    send(&rolled, &ui, PLAY_IN_NEXT_DIE, 1);
    send(&rolled, &ui, PLAY_IN_NEXT_DIE, 1);
    out = send(&rolled, &ui, PLAY_IN_CONFIRM, 0);
    assert_int_equal(out.cmd, PLAY_DO_RESTART_LESSON);
    send(&rolled, &ui, PLAY_IN_DOWN, 0);
    out = send(&rolled, &ui, PLAY_IN_CONFIRM, 0);
    assert_int_equal(out.cmd, PLAY_DO_MENU);
    table.lesson = 0;
}

/* The choice of a ui state: what an input must leave as it was when it is refused. */
static void assert_same_choice(const play_ui *x, const play_ui *y)
{
    assert_int_equal(x->slot, y->slot);
    assert_int_equal(x->pay, y->pay);
    assert_int_equal(x->value, y->value);
    assert_int_equal(x->colour, y->colour);
    assert_int_equal(x->action, y->action);
    assert_int_equal(x->cursor, y->cursor);
    assert_int_equal(x->armed, y->armed);
}

static void illegal_pick_refused_and_choice_kept(void **state)
{
    (void)state;
    tr_set_language(TR_LANG_EN);
    play_ui ui;
    fresh_ui(&ui, &rolled);
    int black = rolled.black_slot;
    play_ui before = ui;
    play_out out = send(&rolled, &ui, PLAY_IN_PICK_DIE, black); /* [R1] the black die is never taken */
    assert_int_equal(out.kind, PLAY_OUT_UI);
    assert_int_equal(out.sound, PLAY_SOUND_REFUSE);
    assert_true(out.refused); /* the screen says it beside the die too (play_toast.c) */
    assert_string_equal(ui.note, tr(TR_PLAY_NOTE_BLACK_DIE));
    assert_same_choice(&ui, &before);

    int slot = usable_slot(&ui, &rolled);
    send(&rolled, &ui, PLAY_IN_PICK_DIE, slot);
    send(&rolled, &ui, PLAY_IN_UP, 0);
    before = ui;
    out = hit(&rolled, &ui, HIT_DIE, black, 0);
    assert_int_equal(out.sound, PLAY_SOUND_REFUSE);
    assert_same_choice(&ui, &before);

    /* a click on a cell crossed out says why, in the core's words, and changes nothing */
    td_state s = rolled;
    s.sheet[0].crossed[0] |= 1u; /* the first cell of the first row */
    fresh_ui(&ui, &s);
    send(&s, &ui, PLAY_IN_PICK_DIE, slot);
    before = ui;
    td_move m;
    assert_true(play_ui_target_move(&ui, &s, 0, HIT_CELL, 0, 0, &m) < 0);
    out = hit(&s, &ui, HIT_CELL, 0, 0);
    assert_int_equal(out.kind, PLAY_OUT_UI);
    assert_int_equal(out.sound, PLAY_SOUND_REFUSE);
    assert_true(out.refused);
    assert_non_null(td_move_check(&s, &m));
    assert_non_null(strstr(ui.note, tr_reason(td_move_check(&s, &m))));
    assert_same_choice(&ui, &before);
}

/* The "Pay with" choice a die picked starts on: the payment that costs least. */
static void pay_starts_on_the_cheapest(void **state)
{
    (void)state;
    td_state s = rolled;
    int slot = TD_SLOT_ANY;
    assert_true(s.die[slot].pay_choice);
    assert_int_not_equal(s.black_slot, slot);
    static const struct {
        uint8_t held[TD_RESOURCES];
        int pay;
    } cases[] = {
        {{4, 3, 6}, TD_DENIERS},   /* 3 deniers to 2 loses no VP; the others, held more, lose one */
        {{4, 3, 5}, TD_KNOWLEDGE}, /* knowledge and deniers lose none: knowledge is held most */
        {{3, 3, 3}, TD_INFLUENCE}, /* all alike: the first */
        {{2, 4, 6}, TD_KNOWLEDGE}, /* every one loses a VP: the one held most */
    };
    play_ui ui;
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        memcpy(s.sheet[0].res_circled, cases[k].held, TD_RESOURCES);
        memset(s.sheet[0].res_crossed, 0, TD_RESOURCES);
        fresh_ui(&ui, &s);
        send(&s, &ui, PLAY_IN_PICK_DIE, slot);
        assert_int_equal(ui.slot, slot);
        assert_int_equal(ui.pay, cases[k].pay);
    }
    /* a hint shown for this die: its payment, though another costs less */
    memcpy(s.sheet[0].res_circled, cases[0].held, TD_RESOURCES);
    fresh_ui(&ui, &s);
    int i = play_ui_find(&ui, slot, TD_INFLUENCE, -1, -1, -1);
    assert_true(i >= 0);
    ui.n_hints = 1;
    ui.hint[0] = ui.legal[i];
    table.hints_current = 1;
    send(&s, &ui, PLAY_IN_PICK_DIE, slot);
    assert_int_equal(ui.pay, TD_INFLUENCE);
    table.hints_current = 0; /* hints of another decision: not theirs */
    fresh_ui(&ui, &s);
    ui.n_hints = 1;
    ui.hint[0] = ui.legal[i];
    send(&s, &ui, PLAY_IN_PICK_DIE, slot);
    assert_int_equal(ui.pay, TD_DENIERS);
}

static void two_clicks_on_a_target_play_it(void **state)
{
    (void)state;
    play_ui ui;
    fresh_ui(&ui, &rolled);
    int slot = usable_slot(&ui, &rolled);
    send(&rolled, &ui, PLAY_IN_PICK_DIE, slot);
    /* the die box of its own colour, at its value: gain resources */
    int colour = rolled.die[slot].colour0, pos = rolled.pos_of_value[rolled.die[slot].value0];
    play_out out = hit(&rolled, &ui, HIT_DIEBOX, colour, pos);
    assert_int_equal(out.kind, PLAY_OUT_UI);
    assert_int_equal(ui.action, TD_ACT_GAIN);
    out = hit(&rolled, &ui, HIT_DIEBOX, colour, pos);
    assert_int_equal(out.kind, PLAY_OUT_MOVE);
    assert_int_equal(out.move.action, TD_ACT_GAIN);
    assert_int_equal(out.move.slot, slot);
    assert_null(td_move_check(&rolled, &out.move));
}

static void space_rolls_and_reveals(void **state)
{
    (void)state;
    td_params p;
    td_params_default(&p, 1, 42);
    td_state s;
    assert_null(td_state_init(&s, &p));
    play_ui ui;
    fresh_ui(&ui, &s);
    play_out out = send(&s, &ui, PLAY_IN_CONTINUE, 0);
    assert_int_equal(out.kind, PLAY_OUT_MOVE);
    assert_int_equal(out.move.kind, TD_MOVE_ROLL);
    table.held = 1; /* a held half-day: Space and Enter reveal it first */
    out = send(&s, &ui, PLAY_IN_CONTINUE, 0);
    assert_int_equal(out.kind, PLAY_OUT_DO);
    assert_int_equal(out.cmd, PLAY_DO_REVEAL);
    table.held = 0;
    /* a scripted die move is set up as a player would choose it, then played */
    play_ui_refresh(&ui, &rolled, 1);
    fresh_ui(&ui, &rolled);
    int slot = usable_slot(&ui, &rolled);
    td_move m = ui.legal[play_ui_find(&ui, slot, -1, -1, -1, -1)];
    play_input in = {.kind = PLAY_IN_MOVE, .move = m};
    out = play_interpret(&rolled, &ui, &table, &in);
    assert_int_equal(out.kind, PLAY_OUT_MOVE);
    assert_true(td_move_equal(&out.move, &m));
}

/* The reveal of a half-day at a table of three: Left and Right (Page Up and Down, the pad's
 * shoulders), and the Previous and Next buttons, show the sheet of the seat before or after the
 * shown one, round the table; Enter still rolls. Before the reveal, Left and Right show no sheet. */
static void reveal_steps_through_the_seats(void **state)
{
    (void)state;
    td_params p;
    td_params_default(&p, 3, 42);
    td_state s;
    assert_null(td_state_init(&s, &p));
    play_ui ui;
    fresh_ui(&ui, &s);
    table.n_seats = 3;
    table.revealing = 1;
    play_out out = send(&s, &ui, PLAY_IN_LEFT, 0);
    assert_int_equal(out.kind, PLAY_OUT_DO);
    assert_int_equal(out.cmd, PLAY_DO_SHOW_SHEET);
    assert_int_equal(out.arg, 2); /* from the first seat, back round to the last */
    out = send(&s, &ui, PLAY_IN_RIGHT, 0);
    assert_int_equal(out.cmd, PLAY_DO_SHOW_SHEET);
    assert_int_equal(out.arg, 1);
    ui.viewer = 2;
    out = send(&s, &ui, PLAY_IN_NEXT_DIE, 1);
    assert_int_equal(out.cmd, PLAY_DO_SHOW_SHEET);
    assert_int_equal(out.arg, 0);
    out = send(&s, &ui, PLAY_IN_NEXT_DIE, -1);
    assert_int_equal(out.arg, 1);
    out = hit(&s, &ui, HIT_BUTTON, BTN_REVEAL_NEXT, 0);
    assert_int_equal(out.kind, PLAY_OUT_DO);
    assert_int_equal(out.cmd, PLAY_DO_SHOW_SHEET);
    assert_int_equal(out.arg, 0);
    out = hit(&s, &ui, HIT_BUTTON, BTN_REVEAL_PREV, 0);
    assert_int_equal(out.arg, 1);
    out = send(&s, &ui, PLAY_IN_CONFIRM, 0);
    assert_int_equal(out.kind, PLAY_OUT_MOVE);
    assert_int_equal(out.move.kind, TD_MOVE_ROLL);
    table.revealing = 0;
    out = send(&s, &ui, PLAY_IN_RIGHT, 0);
    assert_int_not_equal(out.kind, PLAY_OUT_DO);
}

static void watching_a_line_takes_no_choice(void **state)
{
    (void)state;
    play_ui ui;
    fresh_ui(&ui, &rolled);
    table.watch = PLAY_WATCH_MOVES_LEFT;
    int slot = usable_slot(&ui, &rolled);
    play_out out = send(&rolled, &ui, PLAY_IN_PICK_DIE, slot);
    assert_int_equal(ui.slot, -1); /* no die is picked */
    assert_int_not_equal(out.kind, PLAY_OUT_MOVE);
    out = hit(&rolled, &ui, HIT_DIE, slot, 0);
    assert_int_equal(ui.slot, -1);
    out = send(&rolled, &ui, PLAY_IN_RIGHT, 0);
    assert_int_equal(out.kind, PLAY_OUT_DO);
    assert_int_equal(out.cmd, PLAY_DO_WATCH_NEXT);
    out = hit(&rolled, &ui, HIT_BUTTON, BTN_WATCH_NEXT, 0);
    assert_int_equal(out.cmd, PLAY_DO_WATCH_NEXT);
    out = send(&rolled, &ui, PLAY_IN_CONTINUE, 0);
    assert_int_equal(out.cmd, PLAY_DO_WATCH_PLAY);
    out = send(&rolled, &ui, PLAY_IN_CANCEL, 0);
    assert_int_equal(out.cmd, PLAY_DO_WATCH_END);
    out = hit(&rolled, &ui, HIT_BUTTON, BTN_MENU, 0); /* the menu leaves the line, not the game */
    assert_int_equal(out.cmd, PLAY_DO_WATCH_END);
    table.watch = PLAY_WATCH_DONE;
    out = send(&rolled, &ui, PLAY_IN_CONFIRM, 0);
    assert_int_equal(out.kind, PLAY_OUT_DO);
    assert_int_equal(out.cmd, PLAY_DO_WATCH_END);
    out = send(&rolled, &ui, PLAY_IN_RIGHT, 0); /* nothing left to step */
    assert_int_not_equal(out.kind, PLAY_OUT_DO);
    table.watch = PLAY_WATCH_NONE;
}

/* The sheet's guide: G and its button open and close it, a click on it and Esc close it, and none
 * of them touches the die being considered. */
static void sheet_guide_opens_and_closes(void **unused)
{
    (void)unused;
    play_ui ui;
    fresh_ui(&ui, &rolled);
    int slot = usable_slot(&ui, &rolled);
    send(&rolled, &ui, PLAY_IN_PICK_DIE, slot);
    assert_int_equal(ui.guide, 0);
    play_out out = send(&rolled, &ui, PLAY_IN_GUIDE, 0);
    assert_int_equal(out.kind, PLAY_OUT_UI);
    assert_int_equal(ui.guide, 1);
    send(&rolled, &ui, PLAY_IN_GUIDE, 0);
    assert_int_equal(ui.guide, 0);
    hit(&rolled, &ui, HIT_GUIDE, 0, 0); /* the button */
    assert_int_equal(ui.guide, 1);
    hit(&rolled, &ui, HIT_GUIDE, 1, 0); /* a click on the guide */
    assert_int_equal(ui.guide, 0);
    hit(&rolled, &ui, HIT_GUIDE, 0, 0);
    out = send(&rolled, &ui, PLAY_IN_CANCEL, 0); /* Esc: the guide goes, nothing else */
    assert_int_equal(ui.guide, 0);
    assert_int_equal(ui.paused, 0);
    assert_int_equal(ui.slot, slot);
    assert_int_equal(out.kind, PLAY_OUT_UI);
}

int main(void)
{
    start();
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(pick_by_mouse_key_and_pad_play_the_same_move),
        cmocka_unit_test(explaining_targets_take_nothing),
        cmocka_unit_test(value_and_colour_changes_cost_influence_and_knowledge),
        cmocka_unit_test(sheet_follows_the_value_and_colour_set),
        cmocka_unit_test(bonus_decision_chosen_by_keys),
        cmocka_unit_test(bonus_option_taken_in_one_click),
        cmocka_unit_test(undo_inside_a_choice_drops_the_die),
        cmocka_unit_test(pause_menu_takes_the_inputs),
        cmocka_unit_test(illegal_pick_refused_and_choice_kept),
        cmocka_unit_test(pay_starts_on_the_cheapest),
        cmocka_unit_test(two_clicks_on_a_target_play_it),
        cmocka_unit_test(space_rolls_and_reveals),
        cmocka_unit_test(watching_a_line_takes_no_choice),
        cmocka_unit_test(reveal_steps_through_the_seats),
        cmocka_unit_test(sheet_guide_opens_and_closes),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
