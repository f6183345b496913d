/* play_input.c — one input on the play screen becomes a move, a ui update or nothing
 * (play_input.h). Pure: it reads the game state, changes only the ui state it is given, and every
 * legal choice, price and gain comes from the core (td_legal_moves, td_move_cost, td_move_check).
 */
#include "play/play_input.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app_lang.h"
#include "troyes/td_score.h"

char *play_die_name(const td_state *s, int slot, int priced, char *buf, size_t n)
{
    const td_die_info *d = &s->die[slot];
    int value = td_slot_value_shown(s, slot);
    if (slot == s->black_slot) { /* drawn black, whatever it counts as: the only one */
        snprintf(buf, n, tr(TR_DIE_BLACK), value);
        return buf;
    }
    char look[48], named[128], amount[48];
    snprintf(look, sizeof look, tr(TR_DIE_RED + d->colour0), value);
    int alike = 0, same_price = 0;
    for (int o = 0; priced && o < TD_SLOTS; o++) {
        const td_die_info *e = &s->die[o];
        if (o == slot || o == s->black_slot || e->colour0 != d->colour0 || td_slot_value_shown(s, o) != value)
            continue;
        alike = 1;
        same_price |= e->slot_amount == d->slot_amount && e->pay_choice == d->pay_choice;
    }
    if (!alike) {
        snprintf(buf, n, "%s", look);
        return buf;
    }
    if (!d->slot_amount)
        snprintf(named, sizeof named, tr(TR_DIE_FREE), look);
    else
        snprintf(named, sizeof named, tr(TR_DIE_PRICED), look,
                 d->pay_choice ? tr(TR_PRICE_ANY) : tr_amount(amount, sizeof amount, d->slot_amount, TD_DENIERS));
    if (same_price) /* (a Banquet 3 made a die as free as another) */
        snprintf(buf, n, tr(TR_DIE_KEY), named, slot + 1);
    else
        snprintf(buf, n, "%s", named);
    return buf;
}

static int need_kind(const td_state *s, const play_ui *ui) { return td_need_of(s, ui->viewer).kind; }

int play_ui_find(const play_ui *ui, int slot, int pay, int value, int colour, int action)
{
    for (int i = 0; i < ui->n_legal; i++) {
        const td_move *m = &ui->legal[i];
        if (m->kind == TD_MOVE_DIE && m->slot == slot && (pay < 0 || m->pay == pay) &&
            (value < 0 || m->value == value) && (colour < 0 || m->colour == colour) &&
            (action < 0 || m->action == action))
            return i;
    }
    return -1;
}

/* After the payment, value or colour of the chosen die changed: the value and colour stay when
 * the move still allows them (a payment may leave too little for a change: then the same value in
 * another colour, or the same colour at another value, or the die's first move), and the action
 * stays when it is still legal with them. */
static void settle_choice(play_ui *ui)
{
    if (ui->slot < 0)
        return;
    if (play_ui_find(ui, ui->slot, ui->pay, ui->value, ui->colour, -1) < 0) {
        int i = play_ui_find(ui, ui->slot, ui->pay, ui->value, -1, -1);
        if (i < 0)
            i = play_ui_find(ui, ui->slot, ui->pay, -1, ui->colour, -1);
        if (i < 0)
            i = play_ui_find(ui, ui->slot, ui->pay, -1, -1, -1);
        if (i >= 0) {
            ui->value = ui->legal[i].value;
            ui->colour = ui->legal[i].colour;
        }
    }
    if (ui->action >= 0 && play_ui_find(ui, ui->slot, ui->pay, ui->value, ui->colour, ui->action) < 0)
        ui->action = -1;
}

void play_ui_clear_choice(play_ui *ui)
{
    ui->slot = -1;
    ui->action = -1;
    ui->cursor = 0;
    ui->armed = 0;
}

/* The note just written describes the die choice, as far as `of` (PLAY_NOTE_OF_*) says: it holds
 * while that choice does (the choice is taken once the input is over: play_ui_note_follow). */
static void note_of_choice(play_ui *ui, int of)
{
    snprintf(ui->choice_note, sizeof ui->choice_note, "%s", ui->note);
    ui->note_of = of;
    ui->note_pending = 1;
}

void play_ui_note_follow(play_ui *ui)
{
    if (!ui->choice_note[0])
        return;
    if (strcmp(ui->note, ui->choice_note)) { /* another note took its place */
        ui->choice_note[0] = 0;
        return;
    }
    if (ui->note_pending) {
        ui->note_pending = 0;
        ui->note_slot = ui->slot, ui->note_pay = ui->pay, ui->note_value = ui->value;
        ui->note_colour = ui->colour, ui->note_action = ui->action;
        return;
    }
    int other = ui->slot != ui->note_slot;
    if (ui->note_of == PLAY_NOTE_OF_CHOICE)
        other |= ui->slot >= 0 && (ui->pay != ui->note_pay || ui->value != ui->note_value ||
                                   ui->colour != ui->note_colour || ui->action != ui->note_action);
    if (other) /* it described a choice that is no longer the one shown */
        ui->note[0] = ui->choice_note[0] = 0;
}

void play_ui_refresh(play_ui *ui, const td_state *s, int decides)
{
    ui->n_legal = 0;
    if (s->phase == TD_PHASE_CHOOSE && decides && need_kind(s, ui) != TD_NEED_NOTHING)
        ui->n_legal = td_legal_moves(s, ui->viewer, ui->legal, TD_LEGAL_MAX);
    if (ui->slot >= 0 && play_ui_find(ui, ui->slot, ui->pay, -1, -1, -1) < 0)
        play_ui_clear_choice(ui);
    if (ui->slot >= 0 && ui->action >= 0 &&
        play_ui_find(ui, ui->slot, ui->pay, ui->value, ui->colour, ui->action) < 0)
        ui->action = -1;
    play_ui_note_follow(ui);
}

/* The payment of die `slot`'s move (-1: any value, colour or action) that costs the player least:
 * of the resources the core accepts, the one whose move's whole price (td_move_cost) takes the
 * fewest VP from the resources' score at the end (td_cost_score_loss: one paid from an odd count
 * loses nothing), between equals the one held most, then the first. -1 when none pays for it (a
 * die with nothing to pay). */
static int cheapest_pay(const play_ui *ui, const td_state *s, int slot, int value, int colour, int action)
{
    const td_sheet *sh = &s->sheet[ui->viewer];
    int pay = -1, best_loss = 0, best_held = 0;
    for (int r = 0; r < TD_RESOURCES; r++) {
        int i = play_ui_find(ui, slot, r, value, colour, action);
        if (i < 0)
            continue;
        td_cost c;
        td_move_cost(s, &ui->legal[i], &c);
        int loss = td_cost_score_loss(sh, &c), held = td_held(sh, r);
        if (pay < 0 || loss < best_loss || (loss == best_loss && held > best_held))
            pay = r, best_loss = loss, best_held = held;
    }
    return pay;
}

/* Value v for the chosen die (-1: keep) and colour c (-1: keep). While no payment was chosen on a
 * "Pay with" button, a value or colour the payment shown cannot reach takes the payment that can
 * that costs least (cheapest_pay; the sheet lights the targets of every payment, and so do the buttons). */
static void take_value_colour(play_ui *ui, const td_state *s, int v, int c)
{
    int value = v >= 0 ? v : ui->value, colour = c >= 0 ? c : ui->colour;
    if (!ui->pay_chosen && play_ui_find(ui, ui->slot, ui->pay, value, colour, -1) < 0) {
        int pay = cheapest_pay(ui, s, ui->slot, value, colour, -1);
        if (pay < 0)
            pay = cheapest_pay(ui, s, ui->slot, value, -1, -1);
        if (pay >= 0)
            ui->pay = pay;
    }
    ui->value = value;
    ui->colour = colour;
    ui->auto_vc = 0;
    settle_choice(ui);
}

static int cost_total(const td_cost *c) { return c->total[0] + c->total[1] + c->total[2]; }

int play_ui_lit(const play_ui *ui, const td_move *m)
{
    if (ui->slot < 0 || m->kind != TD_MOVE_DIE || m->slot != ui->slot || (ui->pay_chosen && m->pay != ui->pay))
        return PLAY_LIT_NONE;
    if (m->value != ui->value || m->colour != ui->colour)
        return PLAY_LIT_OTHER;
    return PLAY_LIT_SET;
}

int play_ui_action_reachable(const play_ui *ui, int act)
{
    return play_ui_find(ui, ui->slot, ui->pay_chosen ? ui->pay : -1, -1, -1, act) >= 0;
}

/* The value and colour an action starts from: those shown, unless the last action set them (then
 * the die's own). */
static void base_value_colour(const play_ui *ui, const td_state *s, int *v, int *c)
{
    *v = ui->auto_vc ? s->die[ui->slot].value0 : ui->value;
    *c = ui->auto_vc ? s->die[ui->slot].colour0 : ui->colour;
}

/* Whether the chosen die plays action `act` at the value and colour it starts from. */
static int action_here(const play_ui *ui, const td_state *s, int act)
{
    int v, c;
    base_value_colour(ui, s, &v, &c);
    return play_ui_find(ui, ui->slot, ui->pay_chosen ? ui->pay : -1, v, c, act) >= 0;
}

/* Chooses action `act` for the chosen die. When the value and colour shown do not allow it, the
 * cheapest move that does sets them (and the payment, while none was chosen), the nearest to the
 * value and colour shown among equally cheap ones: the action's cells are lit, so its button is
 * not greyed out. Value and colour set so are undone by the next action that does not need them:
 * the die's own value and colour come back rather than influence or knowledge spent for nothing. */
static void take_action(play_ui *ui, const td_state *s, int act)
{
    int v0, c0;
    base_value_colour(ui, s, &v0, &c0);
    if (ui->auto_vc) {
        int pay = ui->pay_chosen || play_ui_find(ui, ui->slot, ui->pay, v0, c0, act) >= 0
                      ? ui->pay
                      : cheapest_pay(ui, s, ui->slot, v0, c0, act);
        if (pay >= 0 && play_ui_find(ui, ui->slot, pay, v0, c0, act) >= 0) {
            ui->pay = pay;
            ui->value = v0;
            ui->colour = c0;
            ui->auto_vc = 0;
        }
    }
    if (play_ui_find(ui, ui->slot, ui->pay, ui->value, ui->colour, act) < 0) {
        int best = -1, best_rank = 0;
        for (int i = 0; i < ui->n_legal; i++) {
            const td_move *m = &ui->legal[i];
            if (m->kind != TD_MOVE_DIE || m->slot != ui->slot || m->action != act ||
                (ui->pay_chosen && m->pay != ui->pay))
                continue;
            td_cost c;
            td_move_cost(s, m, &c);
            int rank = cost_total(&c) * 100 + abs(m->value - v0) * 10 + (m->colour != c0) * 2 + (m->pay != ui->pay);
            if (best < 0 || rank < best_rank)
                best = i, best_rank = rank;
        }
        if (best < 0)
            return;
        ui->pay = ui->legal[best].pay;
        ui->value = ui->legal[best].value;
        ui->colour = ui->legal[best].colour;
        ui->auto_vc = 1;
    }
    ui->action = act;
}

/* Whether the chosen die can take value v and colour c (-1: any) for action `act` (-1: any). */
static int reachable(const play_ui *ui, int v, int c, int act)
{
    return play_ui_find(ui, ui->slot, ui->pay, v, c, act) >= 0 ||
           (!ui->pay_chosen && play_ui_find(ui, ui->slot, -1, v, c, act) >= 0);
}

void play_amounts_words(const uint8_t *r, char *buf, size_t n)
{
    size_t len = 0;
    buf[0] = 0;
    for (int k = 0; k < TD_RESOURCES && len < n; k++)
        if (r[k]) {
            char amount[48];
            len += (size_t)snprintf(buf + len, n - len, "%s%s", len ? tr(TR_LIST_SEP) : "",
                                    tr_amount(amount, sizeof amount, r[k], k));
        }
}

/* A note for the player, and the sound that goes with it. */
static void say(play_ui *ui, play_out *out, int sound, const char *text)
{
    snprintf(ui->note, sizeof ui->note, "%s", text);
    out->sound = sound;
    out->refused = sound == PLAY_SOUND_REFUSE;
}

/* The payment a die picked starts with (its "Pay with" choice, for a die paid with a resource of
 * the player's choice): as the best hint shown for this die pays, when one is (`hints_current`:
 * the hints are for this decision), else the one that costs least (cheapest_pay) at the die's own
 * value and colour, else at any. The player changes it with a click. */
static int first_pay(const play_ui *ui, const td_state *s, int hints_current, int slot)
{
    for (int h = 0; hints_current && h < ui->n_hints; h++) {
        const td_move *t = &ui->hint[h];
        if (t->kind == TD_MOVE_DIE && t->slot == slot && play_ui_find(ui, slot, t->pay, -1, -1, -1) >= 0)
            return t->pay;
    }
    int pay = cheapest_pay(ui, s, slot, s->die[slot].value0, s->die[slot].colour0, -1);
    if (pay < 0)
        pay = cheapest_pay(ui, s, slot, -1, -1, -1);
    if (pay < 0)
        pay = ui->legal[play_ui_find(ui, slot, -1, -1, -1, -1)].pay;
    return pay;
}

static void pick_die(play_ui *ui, const td_state *s, int hints_current, int slot, play_out *out)
{
    if (need_kind(s, ui) != TD_NEED_DIE)
        return;
    if (play_ui_find(ui, slot, -1, -1, -1, -1) < 0) {
        if (slot == s->black_slot && !s->black_banquet)
            say(ui, out, PLAY_SOUND_REFUSE, tr(TR_PLAY_NOTE_BLACK_DIE));
        else if (s->destroyed >> slot & 1u)
            say(ui, out, PLAY_SOUND_REFUSE, tr(TR_PLAY_NOTE_DESTROYED));
        else
            say(ui, out, PLAY_SOUND_REFUSE, tr(TR_PLAY_NOTE_CANNOT_PAY));
        return;
    }
    ui->slot = slot;
    ui->action = -1;
    ui->pay_chosen = 0;
    ui->auto_vc = 0;
    ui->pay = first_pay(ui, s, hints_current, slot);
    ui->value = s->die[slot].value0;
    ui->colour = s->die[slot].colour0;
    if (play_ui_find(ui, slot, ui->pay, ui->value, ui->colour, -1) < 0) {
        const td_move *m = &ui->legal[play_ui_find(ui, slot, ui->pay, -1, -1, -1)];
        ui->value = m->value;
        ui->colour = m->colour;
    }
    ui->note[0] = 0;
    if (s->die[slot].pay_choice) { /* the "Pay with" buttons fill the line: a Raid's surcharge goes here */
        td_cost c;
        td_move_cost(s, &ui->legal[play_ui_find(ui, slot, ui->pay, -1, -1, -1)], &c);
        char raid[96];
        play_amounts_words(c.surcharge, raid, sizeof raid);
        char name[48];
        if (raid[0]) {
            snprintf(ui->note, sizeof ui->note, tr(TR_PLAY_NOTE_RAID), play_die_name(s, slot, 0, name, sizeof name),
                     raid);
            note_of_choice(ui, PLAY_NOTE_OF_DIE); /* (while this die is the one chosen) */
        }
    }
    out->sound = PLAY_SOUND_CLICK;
}

/* Sets die move m up in the panel as a player would have chosen it: the die, its payment, value,
 * colour and action (nothing when the die cannot be taken). */
static void set_up_die_move(play_ui *ui, const td_state *s, const td_move *m, play_out *out)
{
    pick_die(ui, s, 0, m->slot, out);
    if (ui->slot != m->slot)
        return;
    if (m->pay != TD_PAY_NONE)
        ui->pay = m->pay;
    ui->value = m->value;
    ui->colour = m->colour;
    ui->action = m->action;
}

static void play(play_out *out, const td_move *m)
{
    out->kind = PLAY_OUT_MOVE;
    out->move = *m;
}

static void command(play_out *out, int cmd, int arg)
{
    out->kind = PLAY_OUT_DO;
    out->cmd = cmd;
    out->arg = arg;
}

/* Opens the pause menu, its focus on Resume. */
static void pause_open(play_ui *ui, play_out *out)
{
    ui->paused = 1;
    ui->pause_focus = 0;
    out->sound = PLAY_SOUND_CLICK;
}

/* A click on option i of a bonus decision takes it at once: the mouse points at the option it
 * means (what it gains is said under the mouse before the click), and in a chain of bonuses a
 * click each is enough. Undo takes it back, to this decision again. The keyboard's cursor is
 * dropped, so that a later Enter does not take an option it showed. */
static void click_option(play_ui *ui, int i, play_out *out)
{
    ui->cursor = i;
    ui->armed = 0;
    play(out, &ui->legal[i]);
}

/* Takes hint h: a die is set up in the panel as the hint has it (the die, its payment, value,
 * colour and action), for the player to confirm. The fallback is played when `take` (a click, as
 * on its button). A bonus option is taken when `take` (a click on its row, as on its cell), else
 * shown (the ring, "Enter: ..."), for Enter to take. */
static void take_hint(play_ui *ui, const td_state *s, const play_ctx *ctx, int h, int take, play_out *out)
{
    if (h < 0 || h >= ui->n_hints || !ctx->hints_current)
        return;
    td_move m = ui->hint[h];
    if (m.kind == TD_MOVE_FALLBACK && take) {
        play(out, &m);
        return;
    }
    if (m.kind != TD_MOVE_DIE) {
        for (int i = 0; i < ui->n_legal; i++)
            if (td_move_equal(&ui->legal[i], &m)) {
                if (take)
                    click_option(ui, i, out);
                else
                    ui->cursor = i, ui->armed = 1;
            }
        return;
    }
    set_up_die_move(ui, s, &m, out);
}

/* The hints set up in turn (H again, or Enter with no die picked): the next one, the best first. */
static void take_next_hint(play_ui *ui, const td_state *s, const play_ctx *ctx, play_out *out)
{
    take_hint(ui, s, ctx, ui->hint_next, 0, out);
    ui->hint_next = (ui->hint_next + 1) % ui->n_hints;
}

void play_die_keys(const td_state *s, char *out, size_t size)
{
    int key[TD_SLOTS], n = 0;
    for (int slot = 0; slot < TD_SLOTS; slot++)
        if (s->usable >> slot & 1u)
            key[n++] = slot + 1;
    if (size)
        out[0] = 0;
    if (n >= 3 && key[n - 1] - key[0] == n - 1) {
        snprintf(out, size, tr(TR_PANEL_KEYS_RANGE), key[0], key[n - 1]);
        return;
    }
    for (int i = 0, used = 0; i < n && used < (int)size; i++)
        used += snprintf(out + used, size - (size_t)used, i ? ", %d" : "%d", key[i]);
}

/* "Pick a die first (keys 2-4).": the dice wear those keys from then on */
static void say_pick_die(play_ui *ui, const td_state *s, play_out *out)
{
    char keys[24], buf[160];
    ui->keys_used = 1;
    play_die_keys(s, keys, sizeof keys);
    snprintf(buf, sizeof buf, tr(TR_PLAY_NOTE_PICK_DIE), keys);
    say(ui, out, PLAY_SOUND_REFUSE, buf);
}

static void confirm(play_ui *ui, const td_state *s, play_out *out)
{
    int k = ui->slot >= 0 ? play_ui_find(ui, ui->slot, ui->pay, ui->value, ui->colour, ui->action) : -1;
    if (ui->slot < 0 || ui->action < 0 || k < 0) {
        if (ui->slot < 0) {
            say_pick_die(ui, s, out);
            return;
        }
        say(ui, out, PLAY_SOUND_REFUSE, tr(TR_PLAY_NOTE_PICK_ACTION));
        note_of_choice(ui, PLAY_NOTE_OF_CHOICE); /* (until an action, or anything else, is chosen) */
        return;
    }
    play(out, &ui->legal[k]);
}

void play_target_of(const td_state *s, const td_move *m, int *tag, int *ta, int *tb)
{
    *tag = HIT_NONE;
    *ta = *tb = 0;
    if (m->kind == TD_MOVE_CITIZEN) {
        *tag = HIT_CITIZEN;
        *ta = m->colour;
    } else if (m->kind == TD_MOVE_DIE || m->kind == TD_MOVE_BUILD) {
        *tb = s->pos_of_value[m->value];
        if (m->kind == TD_MOVE_BUILD) {
            *tag = HIT_CELL;
            *ta = m->row;
        } else if (m->action == TD_ACT_GAIN) {
            *tag = HIT_DIEBOX;
            *ta = m->colour;
        } else {
            *tag = HIT_CELL;
            *ta = m->action == TD_ACT_PRESTIGE ? td_prestige_row(m->colour) : td_work_row(m->colour);
        }
    }
}

/* A move the core refuses (an unlit target): the refusal sound and the core's reason, in the
 * player's language, under the wheel. */
static void refuse_move(play_ui *ui, const td_state *s, const td_move *m, play_out *out)
{
    const char *why = td_move_check(s, m);
    if (why)
        snprintf(ui->note, sizeof ui->note, tr(TR_PLAY_NOTE_NOT_ALLOWED), tr_reason(why));
    out->sound = PLAY_SOUND_REFUSE;
    out->refused = why != NULL;
}

int play_ui_target_move(const play_ui *ui, const td_state *s, int hints_current, int tag, int ta, int tb, td_move *m)
{
    int value = s->params.col_value[tb];
    int colour = tag == HIT_DIEBOX ? ta : td_row_district(ta);
    int action = tag == HIT_DIEBOX ? TD_ACT_GAIN : td_row_is_prestige(ta) ? TD_ACT_PRESTIGE : TD_ACT_WORK;
    *m = (td_move){.kind = TD_MOVE_DIE, .player = (uint8_t)ui->viewer, .slot = (uint8_t)ui->slot,
                   .pay = (uint8_t)ui->pay, .value = (uint8_t)value, .colour = (uint8_t)colour,
                   .action = (uint8_t)action};
    if (!ui->pay_chosen) {
        int pay = -1;
        for (int h = 0; hints_current && h < ui->n_hints && pay < 0; h++) {
            const td_move *t = &ui->hint[h];
            if (t->kind == TD_MOVE_DIE && t->slot == ui->slot && t->value == value && t->colour == colour &&
                t->action == action)
                pay = t->pay;
        }
        if (pay < 0 && play_ui_find(ui, ui->slot, ui->pay, value, colour, action) < 0)
            pay = cheapest_pay(ui, s, ui->slot, value, colour, action);
        if (pay >= 0)
            m->pay = (uint8_t)pay;
    }
    int i = play_ui_find(ui, ui->slot, m->pay, value, colour, action);
    if (i >= 0)
        *m = ui->legal[i];
    return i;
}

static void click_target(play_ui *ui, const td_state *s, const play_ctx *ctx, int tag, int ta, int tb,
                         play_out *out)
{
    int k = need_kind(s, ui);
    if (k == TD_NEED_PRESTIGE || k == TD_NEED_WORK) {
        for (int i = 0; i < ui->n_legal; i++)
            if (ui->legal[i].kind == TD_MOVE_BUILD && tag == HIT_CELL && ui->legal[i].row == ta &&
                s->pos_of_value[ui->legal[i].value] == tb) {
                click_option(ui, i, out);
                return;
            }
        td_move m = {.kind = TD_MOVE_BUILD, .player = (uint8_t)ui->viewer, .row = (uint8_t)ta,
                     .value = s->params.col_value[tb]};
        if (tag == HIT_CELL)
            refuse_move(ui, s, &m, out);
        else
            out->sound = PLAY_SOUND_REFUSE;
        return;
    }
    if (k != TD_NEED_DIE || ui->slot < 0)
        return;
    td_move m;
    if (play_ui_target_move(ui, s, ctx->hints_current, tag, ta, tb, &m) < 0) {
        refuse_move(ui, s, &m, out);
        return;
    }
    if (ui->pay == m.pay && ui->value == m.value && ui->colour == m.colour && ui->action == m.action) {
        confirm(ui, s, out); /* a second click on the chosen target plays it */
        return;
    }
    ui->pay = m.pay; /* shown on the "Pay with" buttons before the second click plays it */
    ui->value = m.value;
    ui->colour = m.colour;
    ui->action = m.action;
    out->sound = PLAY_SOUND_CLICK;
    if (m.value != s->die[m.slot].value0 || m.colour != s->die[m.slot].colour0) {
        /* the die changed for that cell: said, with its price, not done quietly */
        td_cost c;
        char paid[96];
        td_move_cost(s, &m, &c);
        play_amounts_words(c.total, paid, sizeof paid);
        char name[48], as[48];
        snprintf(as, sizeof as, tr(TR_DIE_RED + m.colour), m.value);
        snprintf(ui->note, sizeof ui->note, tr(TR_PLAY_NOTE_DIE_SET), play_die_name(s, m.slot, 0, name, sizeof name),
                 as, paid);
        note_of_choice(ui, PLAY_NOTE_OF_CHOICE); /* (it goes once the choice is another) */
    }
}

static void click_citizen(play_ui *ui, const td_state *s, int colour, play_out *out)
{
    for (int i = 0; i < ui->n_legal; i++)
        if (ui->legal[i].kind == TD_MOVE_CITIZEN && ui->legal[i].colour == colour) {
            click_option(ui, i, out);
            return;
        }
    td_move m = {.kind = TD_MOVE_CITIZEN, .player = (uint8_t)ui->viewer, .colour = (uint8_t)colour};
    int k = need_kind(s, ui);
    if (k == TD_NEED_OVERFLOW || k == TD_NEED_BANQUET4) /* the wrong track for this citizen */
        refuse_move(ui, s, &m, out);
    else
        out->sound = PLAY_SOUND_REFUSE;
}

static void take_fallback(const play_ui *ui, play_out *out)
{
    for (int i = 0; i < ui->n_legal; i++)
        if (ui->legal[i].kind == TD_MOVE_FALLBACK) {
            play(out, &ui->legal[i]);
            return;
        }
}

/* Undo inside a choice drops the die being considered; else the screen takes a move back. */
static void undo(play_ui *ui, play_out *out)
{
    if (ui->slot >= 0)
        play_ui_clear_choice(ui);
    else
        command(out, PLAY_DO_UNDO, 0);
}

/* The seat `step` (-1 or +1) from the shown one, round the table. */
static int seat_step(const play_ui *ui, const play_ctx *ctx, int step)
{
    int n = ctx->n_seats > 0 ? ctx->n_seats : 1;
    return ((ui->viewer + step) % n + n) % n;
}

static void hit(play_ui *ui, const td_state *s, const play_ctx *ctx, const play_input *in, play_out *out)
{
    switch (in->tag) {
    case HIT_DIE:
        if (s->phase == TD_PHASE_CHOOSE && ui->slot == in->a)
            play_ui_clear_choice(ui);
        else if (s->phase == TD_PHASE_CHOOSE)
            pick_die(ui, s, ctx->hints_current, in->a, out);
        break;
    case HIT_CELL:
    case HIT_DIEBOX:
        click_target(ui, s, ctx, in->tag, in->a, in->b, out);
        break;
    case HIT_CITIZEN:
        click_citizen(ui, s, in->a, out);
        break;
    case HIT_PAY:
        ui->pay = in->a;
        ui->pay_chosen = 1;
        settle_choice(ui);
        break;
    case HIT_VALUE:
        take_value_colour(ui, s, in->a, -1);
        break;
    case HIT_COLOUR:
        take_value_colour(ui, s, -1, in->a);
        break;
    case HIT_ACTION:
        if (ui->action == in->a)
            confirm(ui, s, out);
        else
            take_action(ui, s, in->a);
        break;
    case HIT_HINT:
        take_hint(ui, s, ctx, in->a, 1, out);
        break;
    case HIT_SEAT:
        command(out, PLAY_DO_SHOW_SHEET, in->a);
        break;
    case HIT_BUTTON:
        switch (in->a) {
        case BTN_ROLL:
            if (s->phase == TD_PHASE_ROLL) {
                td_move m = td_move_roll();
                play(out, &m);
            }
            break;
        case BTN_CONFIRM: confirm(ui, s, out); break;
        case BTN_UNDO: undo(ui, out); break;
        case BTN_HINT: command(out, PLAY_DO_HINTS, 0); break;
        case BTN_SOUND: command(out, PLAY_DO_SOUND, 0); break;
        case BTN_FALLBACK: take_fallback(ui, out); break;
        case BTN_END: command(out, PLAY_DO_END, 0); break;
        case BTN_MENU: pause_open(ui, out); break;
        case BTN_PASS: command(out, PLAY_DO_PASS, 0); break;
        case BTN_REVEAL: command(out, PLAY_DO_REVEAL, 0); break;
        case BTN_REVEAL_PREV: command(out, PLAY_DO_SHOW_SHEET, seat_step(ui, ctx, -1)); break;
        case BTN_REVEAL_NEXT: command(out, PLAY_DO_SHOW_SHEET, seat_step(ui, ctx, 1)); break;
        default: break;
        }
        break;
    default:
        break;
    }
}

/* The next die that can be taken, after the chosen one (from the first slot when none is), in
 * slot order (step 1) or backwards (-1). */
static void pick_next_die(play_ui *ui, const td_state *s, int hints_current, int step, play_out *out)
{
    int from = ui->slot >= 0 ? ui->slot : step > 0 ? TD_SLOTS - 1 : 0;
    for (int i = 1; i <= TD_SLOTS; i++) {
        int slot = ((from + step * i) % TD_SLOTS + TD_SLOTS) % TD_SLOTS;
        if (slot != ui->slot && play_ui_find(ui, slot, -1, -1, -1, -1) >= 0) {
            pick_die(ui, s, hints_current, slot, out);
            return;
        }
    }
}

/* An arrow over a decision's options: the cursor goes to the nearest option that way on the sheet
 * (as the menus' arrows), else to the next or previous one in turn. */
static void move_cursor(play_ui *ui, const play_ctx *ctx, int dx, int dy)
{
    int at = ui->cursor % ui->n_legal;
    int best = ctx->place ? nav_nearest_way(ctx->place, ui->n_legal, at, (float)dx, (float)dy) : -1;
    int step = dx + dy > 0 ? 1 : ui->n_legal - 1;
    ui->cursor = best >= 0 ? best : (at + step) % ui->n_legal;
}

static int is_arrow(int kind)
{
    return kind == PLAY_IN_UP || kind == PLAY_IN_DOWN || kind == PLAY_IN_LEFT || kind == PLAY_IN_RIGHT;
}

/* Up and Down: the next value the chosen action still plays at (so it stays chosen), else any. */
static void step_value(play_ui *ui, const td_state *s, int step)
{
    int to = -1;
    for (int pass = ui->action >= 0 ? 0 : 1; pass < 2 && to < 0; pass++)
        for (int v = ui->value + step; v >= 1 && v <= 6 && to < 0; v += step)
            if (reachable(ui, v, ui->colour, pass ? -1 : ui->action))
                to = v;
    if (to >= 0)
        take_value_colour(ui, s, to, -1);
}

/* Left and Right: the next colour the chosen action still plays in, else any. */
static void step_colour(play_ui *ui, const td_state *s, int step)
{
    int to = -1;
    for (int pass = ui->action >= 0 ? 0 : 1; pass < 2 && to < 0; pass++)
        for (int i = 1; i < TD_COLOURS && to < 0; i++) {
            int c = (ui->colour + step * i) % TD_COLOURS;
            if (reachable(ui, ui->value, c, pass ? -1 : ui->action))
                to = c;
        }
    if (to >= 0)
        take_value_colour(ui, s, -1, to);
}

/* Tab: the actions in turn, those at the die's own value and colour first, then those that
 * change them (as their buttons do). */
static void next_action(play_ui *ui, const td_state *s)
{
    int order[TD_ACTIONS], n = 0, at = -1;
    for (int pass = 0; pass < 2; pass++)
        for (int act = 0; act < TD_ACTIONS; act++)
            if (pass ? play_ui_action_reachable(ui, act) && !action_here(ui, s, act)
                     : action_here(ui, s, act))
                order[n++] = act;
    for (int i = 0; i < n; i++)
        if (order[i] == ui->action)
            at = i;
    if (n > 0)
        take_action(ui, s, order[(at + 1) % n]);
}

/* An action while the shown player chooses a die. */
static void die_action(play_ui *ui, const td_state *s, const play_ctx *ctx, const play_input *in, play_out *out)
{
    int k = in->kind;
    if (k == PLAY_IN_PICK_DIE) {
        pick_die(ui, s, ctx->hints_current, in->a, out);
    } else if (k == PLAY_IN_NEXT_DIE) {
        pick_next_die(ui, s, ctx->hints_current, in->a, out);
    } else if (ui->n_legal == 1 && ui->legal[0].kind == TD_MOVE_FALLBACK && k == PLAY_IN_CONFIRM) {
        take_fallback(ui, out);
        return;
    } else if (ui->slot >= 0 && (k == PLAY_IN_UP || k == PLAY_IN_DOWN)) {
        step_value(ui, s, k == PLAY_IN_UP ? 1 : -1);
    } else if (ui->slot >= 0 && (k == PLAY_IN_LEFT || k == PLAY_IN_RIGHT)) {
        step_colour(ui, s, k == PLAY_IN_RIGHT ? 1 : 2);
    } else if (ui->slot >= 0 && k == PLAY_IN_PAY && s->die[ui->slot].pay_choice) {
        for (int i = 1; i < TD_RESOURCES; i++) { /* the next resource that can pay */
            int r = (ui->pay + i) % TD_RESOURCES;
            if (play_ui_find(ui, ui->slot, r, -1, -1, -1) >= 0) {
                ui->pay = r;
                ui->pay_chosen = 1;
                break;
            }
        }
    } else if (ui->slot < 0 && (k == PLAY_IN_NEXT || is_arrow(k))) {
        for (int slot = 0; slot < TD_SLOTS; slot++)
            if (play_ui_find(ui, slot, -1, -1, -1, -1) >= 0) { /* a die can be taken: say how */
                say_pick_die(ui, s, out);
                break;
            }
    } else if (ui->slot >= 0 && k == PLAY_IN_NEXT) {
        next_action(ui, s);
    } else if (k == PLAY_IN_CONFIRM) {
        /* no action chosen yet: Enter chooses the first one the die allows and shows it (its
         * button and its cell light up); only a second Enter plays it */
        int chose = 0;
        if (ui->slot >= 0 && ui->action < 0)
            for (int act = 0; act < TD_ACTIONS && ui->action < 0; act++)
                if (play_ui_find(ui, ui->slot, ui->pay, ui->value, ui->colour, act) >= 0)
                    ui->action = act, chose = 1;
        if (!chose) {
            confirm(ui, s, out);
            return;
        }
        say(ui, out, PLAY_SOUND_CLICK, tr(TR_PLAY_NOTE_ENTER_AGAIN));
        note_of_choice(ui, PLAY_NOTE_OF_CHOICE);
    }
    settle_choice(ui);
}

/* An action over a bonus decision's options: arrows move among them, Tab in turn; the first key
 * shows where the cursor is (on the best hint's option while the hints are shown: Enter, Enter
 * takes what they advise), Enter then takes its option. */
static void option_action(play_ui *ui, const play_ctx *ctx, int k, play_out *out)
{
    int was_armed = ui->armed;
    if (!was_armed && ctx->hints_current && ui->n_hints > 0)
        for (int i = 0; i < ui->n_legal; i++)
            if (td_move_equal(&ui->legal[i], &ui->hint[0]))
                ui->cursor = i;
    if (!was_armed && (k == PLAY_IN_NEXT || is_arrow(k))) {
        ui->armed = 1;
    } else if (k == PLAY_IN_NEXT) {
        ui->cursor = (ui->cursor + 1) % ui->n_legal;
    } else if (k == PLAY_IN_RIGHT || k == PLAY_IN_LEFT) {
        move_cursor(ui, ctx, k == PLAY_IN_RIGHT ? 1 : -1, 0);
    } else if (k == PLAY_IN_DOWN || k == PLAY_IN_UP) {
        move_cursor(ui, ctx, 0, k == PLAY_IN_DOWN ? 1 : -1);
    } else if (k == PLAY_IN_CONFIRM && !was_armed) { /* shows the option first */
        ui->armed = 1;
        out->sound = PLAY_SOUND_CLICK;
    } else if (k == PLAY_IN_CONFIRM) {
        play(out, &ui->legal[ui->cursor % ui->n_legal]);
    }
}

/* A scripted move: a die is set up as the player would have chosen it, then confirmed; any other
 * move is played as it is. */
static void scripted(play_ui *ui, const td_state *s, const td_move *m, play_out *out)
{
    if (m->kind != TD_MOVE_DIE) {
        play(out, m);
        return;
    }
    set_up_die_move(ui, s, m, out);
    confirm(ui, s, out);
}

/* While a line is watched: Right (or Tab, or its button) plays the next move, Space or Enter
 * plays on or pauses (at the end: leaves), Esc or the menu leaves; nothing else is the player's
 * to do. */
static void watch_action(const play_ctx *ctx, const play_input *in, play_out *out)
{
    int k = in->kind, btn = k == PLAY_IN_HIT && in->tag == HIT_BUTTON ? in->a : 0;
    int done = ctx->watch == PLAY_WATCH_DONE;
    if (k == PLAY_IN_CANCEL || btn == BTN_MENU || btn == BTN_WATCH_BACK ||
        (done && (k == PLAY_IN_CONFIRM || k == PLAY_IN_CONTINUE)))
        command(out, PLAY_DO_WATCH_END, 0);
    else if (done)
        return;
    else if (k == PLAY_IN_RIGHT || k == PLAY_IN_NEXT || btn == BTN_WATCH_NEXT)
        command(out, PLAY_DO_WATCH_NEXT, 0);
    else if (k == PLAY_IN_CONFIRM || k == PLAY_IN_CONTINUE || btn == BTN_WATCH_PLAY)
        command(out, PLAY_DO_WATCH_PLAY, 0);
    else if (btn == BTN_SOUND)
        command(out, PLAY_DO_SOUND, 0);
}

int play_pause_items(const play_ctx *ctx, int item[PAUSE_ITEMS])
{
    int n = 0;
    item[n++] = PAUSE_RESUME;
    item[n++] = PAUSE_RULES;
    item[n++] = PAUSE_SETTINGS;
    if (ctx->lesson) {
        item[n++] = PAUSE_RESTART_LESSON;
        item[n++] = PAUSE_LEAVE_LESSON;
    } else {
        item[n++] = PAUSE_SAVE_LEAVE;
    }
    return n;
}

/* A button of the pause menu pressed (or Enter on it): Resume closes the menu, the others are
 * commands for the screen; the menu stays open under the rules and the settings (their Back comes
 * back to it). */
static void pause_take(play_ui *ui, int what, play_out *out)
{
    out->sound = PLAY_SOUND_CLICK;
    switch (what) {
    case PAUSE_RESUME: ui->paused = 0; break;
    case PAUSE_RULES: command(out, PLAY_DO_RULES, 0); break;
    case PAUSE_SETTINGS: command(out, PLAY_DO_SETTINGS, 0); break;
    case PAUSE_SAVE_LEAVE:
    case PAUSE_LEAVE_LESSON: command(out, PLAY_DO_MENU, 0); break;
    case PAUSE_RESTART_LESSON: command(out, PLAY_DO_RESTART_LESSON, 0); break;
    default: break;
    }
}

/* While the pause menu is open, it alone answers: Esc (the pad's B) resumes; Up and Down (Left and
 * Right, Page Up and Page Down) move its focus, Tab round it; Enter (the pad's A) or Space presses
 * the focused button; a click presses a button, and anywhere else does nothing; F1 opens the rules
 * as its button does. The table behind takes nothing: no die, no sheet, no button, no undo. */
static void pause_action(play_ui *ui, const play_ctx *ctx, const play_input *in, play_out *out)
{
    int item[PAUSE_ITEMS], n = play_pause_items(ctx, item), k = in->kind;
    int at = ui->pause_focus < 0 || ui->pause_focus >= n ? 0 : ui->pause_focus;
    if (k == PLAY_IN_CANCEL)
        pause_take(ui, PAUSE_RESUME, out);
    else if (k == PLAY_IN_HIT && in->tag == HIT_PAUSE)
        pause_take(ui, in->a, out);
    else if (k == PLAY_IN_CONFIRM || k == PLAY_IN_CONTINUE)
        pause_take(ui, item[at], out);
    else if (k == PLAY_IN_RULES)
        command(out, PLAY_DO_RULES, 0);
    else if (k == PLAY_IN_UP || k == PLAY_IN_LEFT || (k == PLAY_IN_NEXT_DIE && in->a < 0))
        ui->pause_focus = at > 0 ? at - 1 : 0;
    else if (k == PLAY_IN_DOWN || k == PLAY_IN_RIGHT || k == PLAY_IN_NEXT_DIE)
        ui->pause_focus = at < n - 1 ? at + 1 : n - 1;
    else if (k == PLAY_IN_NEXT)
        ui->pause_focus = (at + 1) % n;
    else
        out->kind = PLAY_OUT_NONE;
}

play_out play_interpret(const td_state *s, play_ui *ui, const play_ctx *ctx, const play_input *in)
{
    play_out out = {PLAY_OUT_UI, {0}, 0, 0, PLAY_SOUND_NONE, 0};
    int k = in->kind;
    int go = k == PLAY_IN_CONFIRM || k == PLAY_IN_CONTINUE;
    int need = need_kind(s, ui);
    if (ui->paused && !ctx->watch) {
        pause_action(ui, ctx, in, &out);
    } else if (k == PLAY_IN_GUIDE || (k == PLAY_IN_HIT && in->tag == HIT_GUIDE)) {
        /* the guide's button or G opens and closes it; a click on it closes it */
        ui->guide = k == PLAY_IN_HIT && in->a == 1 ? 0 : !ui->guide;
        out.sound = PLAY_SOUND_CLICK;
    } else if (k == PLAY_IN_CANCEL && ui->guide) { /* Esc puts the guide away first */
        ui->guide = 0;
    } else if (ctx->watch) {
        watch_action(ctx, in, &out);
    } else if (k == PLAY_IN_HIT) {
        hit(ui, s, ctx, in, &out);
    } else if (k == PLAY_IN_MOVE) {
        scripted(ui, s, &in->move, &out);
    } else if (k == PLAY_IN_SET_UP) {
        if (in->move.kind == TD_MOVE_DIE)
            set_up_die_move(ui, s, &in->move, &out);
    } else if (k == PLAY_IN_SET_UP_HINT) {
        take_hint(ui, s, ctx, in->a, 0, &out);
    } else if (k == PLAY_IN_HINT) {
        if (ctx->hints_current && ui->n_hints > 0) { /* again: set the hints up in turn */
            take_next_hint(ui, s, ctx, &out);
        } else {
            command(&out, PLAY_DO_HINTS_KEY, 0);
        }
    } else if (k == PLAY_IN_UNDO) {
        undo(ui, &out);
    } else if (k == PLAY_IN_RULES) {
        command(&out, PLAY_DO_RULES, 0);
    } else if (k == PLAY_IN_NEXT_SHEET) {
        command(&out, PLAY_DO_SHOW_SHEET, (ui->viewer + 1) % (ctx->n_seats > 0 ? ctx->n_seats : 1));
    } else if (k == PLAY_IN_CANCEL) { /* drops the die, or a bonus option shown, before it pauses */
        if (ui->slot < 0 && !ui->armed)
            pause_open(ui, &out);
        else
            play_ui_clear_choice(ui);
    } else if (ctx->revealing && (k == PLAY_IN_LEFT || k == PLAY_IN_RIGHT || k == PLAY_IN_NEXT_DIE)) {
        int step = k == PLAY_IN_NEXT_DIE ? (in->a < 0 ? -1 : 1) : k == PLAY_IN_LEFT ? -1 : 1;
        command(&out, PLAY_DO_SHOW_SHEET, seat_step(ui, ctx, step));
    } else if (ctx->held && go) {
        command(&out, PLAY_DO_REVEAL, 0);
    } else if (s->phase == TD_PHASE_ROLL && go) {
        td_move m = td_move_roll();
        play(&out, &m);
    } else if (s->phase == TD_PHASE_OVER && k == PLAY_IN_CONFIRM) {
        command(&out, PLAY_DO_END, 0);
    } else if (ctx->pass_due && go) {
        command(&out, PLAY_DO_PASS, 0);
    } else if (ctx->peek_back && go) {
        command(&out, PLAY_DO_BACK, 0);
    } else if (need == TD_NEED_DIE && k == PLAY_IN_CONFIRM && ui->slot < 0 && ctx->hints_current && ui->n_hints > 0) {
        /* no die picked, the hints shown: Enter sets the next one up as H does (the best first;
         * the next Enter plays it), not "Pick a die first" */
        take_next_hint(ui, s, ctx, &out);
    } else if (need == TD_NEED_DIE) {
        die_action(ui, s, ctx, in, &out);
    } else if (ui->n_legal > 0) {
        option_action(ui, ctx, k, &out);
    }
    play_ui_note_follow(ui);
    return out;
}
