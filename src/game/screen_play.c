/* screen_play.c — the play screen: the wheel with its dice, the current player's scoresheet, the
 * controls of a die choice, the bonus decisions asked on the sheet, the score strip, bots taking
 * their turns, hints, and the hand-over between hot-seat players.
 *
 * The screen keeps ui state only (the die picked, the value, colour and action being considered,
 * hover); every legal choice, price and gain is asked of the core: td_legal_moves lists what may
 * be played, td_move_cost prices it, td_move_preview says what it gains.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "troyes/td_engine.h"
#include "app_lang.h"
#include "app_store.h"
#include "troyes/td_score.h"
#include "ui_widgets.h"
#include "view.h"

enum { BTN_ROLL = 1, BTN_CONFIRM, BTN_UNDO, BTN_HINT, BTN_SOUND, BTN_FALLBACK, BTN_CANCEL, BTN_END, BTN_MENU, BTN_PASS,
       BTN_REVEAL };

enum { K_BAR = 1, K_TITLE, K_SEAT, K_SEAT_TXT, K_BTN, K_BTN_TXT, K_PANEL, K_PANEL_TXT, K_CHOICE,
       K_CHOICE_TXT, K_DIE, K_DIE_RING, K_BANNER, K_HL, K_HL_TXT, K_HINT_TXT, K_DIE_X,
       K_SEAT_DOT, K_DIE_SYMBOL, K_UNLIT, K_HINT_FRAME, K_HINT_BADGE, K_HINT_BADGE_TXT,
       K_HINT_ROW, K_PROG_TXT, K_PROG_BAR, K_HL_FOCUS, K_DIE_KEY, K_PROG_TICK };
/* The kinds' names in the dump (view.h): "button[confirm]", "button[action,gain]" (the choices'
 * buttons are 20 + the pay, value, colour and action rows, their second index the option),
 * "dice.die[2]", "hilite.lit[5]". */
static const view_word button_words[] = {
    [BTN_ROLL] = {"roll", 0}, [BTN_CONFIRM] = {"confirm", 0}, [BTN_UNDO] = {"undo", 0},
    [BTN_HINT] = {"hint", 0}, [BTN_SOUND] = {"sound", 0}, [BTN_FALLBACK] = {"fallback", 0},
    [BTN_CANCEL] = {"cancel", 0}, [BTN_END] = {"end", 0}, [BTN_MENU] = {"menu", 0},
    [BTN_PASS] = {"pass", 0}, [BTN_REVEAL] = {"reveal", 0}, [20] = {"pay", VIEW_IX_RESOURCE},
    [21] = {"value", VIEW_IX_NUM}, [22] = {"colour", VIEW_IX_COLOUR}, [23] = {"action", VIEW_IX_ACTION},
};
static const view_name kind_names[] = {
    [K_BAR] = {"bar"},
    [K_TITLE] = {"title"},
    [K_SEAT] = {"seat", VIEW_IX_NUM},
    [K_SEAT_TXT] = {"seat.text", VIEW_IX_NUM},
    [K_BTN] = {"button", VIEW_IX_WORDS, VIEW_IX_NONE, VIEW_WORDS(button_words)},
    [K_BTN_TXT] = {"button.text", VIEW_IX_WORDS, VIEW_IX_NONE, VIEW_WORDS(button_words)},
    [K_PANEL] = {"panel"},
    [K_PANEL_TXT] = {"panel.text", VIEW_IX_NUM, VIEW_IX_NUM},
    [K_CHOICE] = {"choice", VIEW_IX_NUM},
    [K_CHOICE_TXT] = {"choice.text", VIEW_IX_NUM},
    [K_DIE] = {"die", VIEW_IX_NUM},
    [K_DIE_RING] = {"ring", VIEW_IX_NUM},
    [K_BANNER] = {"banner", VIEW_IX_NUM, VIEW_IX_NUM},
    [K_HL] = {"lit", VIEW_IX_NUM},
    [K_HL_TXT] = {"lit.text", VIEW_IX_NUM, VIEW_IX_NUM},
    [K_HINT_TXT] = {"hint.text", VIEW_IX_NUM, VIEW_IX_NUM},
    [K_DIE_X] = {"cross", VIEW_IX_NUM, VIEW_IX_NUM},
    [K_SEAT_DOT] = {"seat.dot", VIEW_IX_NUM},
    [K_DIE_SYMBOL] = {"symbol", VIEW_IX_NUM},
    [K_UNLIT] = {"unlit", VIEW_IX_NUM},
    [K_HINT_FRAME] = {"hint.frame", VIEW_IX_NUM},
    [K_HINT_BADGE] = {"hint.badge", VIEW_IX_NUM, VIEW_IX_NUM},
    [K_HINT_BADGE_TXT] = {"hint.badge.text", VIEW_IX_NUM, VIEW_IX_NUM},
    [K_HINT_ROW] = {"hint.row", VIEW_IX_NUM},
    [K_PROG_TXT] = {"progress.text", VIEW_IX_NUM, VIEW_IX_NUM},
    [K_PROG_BAR] = {"progress.bar", VIEW_IX_NUM, VIEW_IX_NUM},
    [K_HL_FOCUS] = {"focus"},
    [K_DIE_KEY] = {"key", VIEW_IX_NUM, VIEW_IX_NUM},
    [K_PROG_TICK] = {"progress.tick", VIEW_IX_NUM, VIEW_IX_NUM},
};
_Static_assert(sizeof kind_names / sizeof kind_names[0] == K_PROG_TICK + 1, "a name for every K_* kind");
const view_kinds play_kinds = VIEW_KINDS(kind_names);

#define PANEL_Y 652.0f /* the panel under the wheel: its centre, height and top edge */
#define PANEL_H 112.0f
#define PANEL_TOP (PANEL_Y - PANEL_H / 2)

/* The decision a player's hints are for: the player, the half-day (the session's moves before its
 * roll) and the player's own moves since that roll. The players of a half-day decide apart, so
 * another player's move (a bot's, say) leaves a player's decision, and its hints, as they were. */
typedef struct hint_for {
    int player, roll, own;
} hint_for;

static struct play_ui {
    int viewer;                 /* player whose sheet and decisions are shown */
    int slot, pay, value, colour, action; /* the die choice being considered; slot -1: none */
    int pay_chosen;             /* the player pressed a "Pay with" button for this die */
    td_move legal[TD_LEGAL_MAX];
    int n_legal;
    td_state shown;             /* the state the entities were last synced from */
    td_state held_view;         /* while held: the half-day as it stood before the last choice
                                 * closed it (the wheel and the day stay on it until the reveal) */
    td_state wheel_shown;       /* the state the wheel and the dice were last synced from */
    int has_wheel;
    float wheel_scale;          /* the layout scale the small layer's texture was made at */
    int has_shown;
    int shown_viewer;
    char banner[1024];          /* after a roll: its events; before one: what everyone chose */
    char note[256];             /* a short line about the last refusal or bot move */
    float bot_wait;
    float over_wait;
    int hover;                  /* entity under the mouse, -1 */
    int n_hints;
    td_move hint[4];
    float hint_est[4];
    hint_for hint_shown_for;    /* the decision the hints shown were made for */
    hint_for hint_asked_for;    /* the decision of the hints being worked out */
    int hint_next;              /* the hint H (or the gamepad's Y) sets up next */
    int hint_wanted;            /* hints were asked for this decision and are being worked out */
    int hint_take;              /* H pressed again while they were: set the first up when they come */
    hint_for hint_take_for;     /* the decision that H was pressed for */
    int cursor;                 /* keyboard cursor over the decision's choices */
    int armed;                  /* the cursor is shown: an arrow, Tab or a first Enter showed it,
                                 * and Enter now plays its option (a quick second Enter after a
                                 * move does not take a bonus unseen) */
    int keyed;                  /* the last input was a key (not the mouse moving) */
    int auto_vc;                /* the value and colour shown were set by take_action, not by the
                                 * player: another action starts again from the die's own */
    int moved;                  /* the shown player made a move on this screen (see pass_due) */
    int held;                   /* hidden sheets: the last human's move closed the half-day, and
                                 * the choices are not shown yet (reveal): that player may undo */
    int peek;                   /* a sheet with no choice to make is shown because its tab was
                                 * clicked (a bot's, or a human's who has chosen: to look, or undo) */
    int peek_from;              /* the human whose sheet was shown before the peek */
} U;

static const td_state *now_of(app *a) { return &a->ss->now; }
/* The state the wheel, the dice and the day show: the game's, or while the last choice of a
 * hidden half-day waits for the reveal, the half-day it closed (not the next one already). */
static const td_state *view_of(app *a) { return U.held ? &U.held_view : now_of(a); }

static hint_for decision_of(app *a, int player)
{
    const td_session *ss = a->ss;
    hint_for d = {player, ss->checkpoint_moves, 0};
    for (int i = ss->checkpoint_moves; i < ss->n_moves; i++)
        d.own += ss->moves[i].kind != TD_MOVE_ROLL && ss->moves[i].player == player;
    return d;
}

static int same_decision(hint_for x, hint_for y) { return x.player == y.player && x.roll == y.roll && x.own == y.own; }

/* Whether the hints made last are for the decision shown (not an earlier one, not another
 * player's sheet). */
static int hints_shown(app *a)
{
    return U.n_hints > 0 && same_decision(U.hint_shown_for, decision_of(a, U.viewer));
}

/* ---- small entity helpers ----------------------------------------------------------------------- */

static ecs_entity *ui_ent(app *a, int group, int kind, int i, int j, int *index)
{
    int idx = ecs_ensure(a->world, view_key(group, kind, i, j));
    if (index)
        *index = idx;
    ecs_entity *e = ecs_get(a->world, idx);
    e->mask |= ECS_DRAWABLE;
    return e;
}

static ecs_entity *ui_text(app *a, int group, int kind, int i, int j, float x, float y, float px, int face,
                           int align, gfx_rgba c, const char *s, float z)
{
    return ecs_text(a->world, view_key(group, kind, i, j), x, y, px, face, align, c, s, z);
}

/* A button: a rounded rectangle with a label and a hit area. */
static void button(app *a, int id, int sub, float x, float y, float w, float h, const char *label, int enabled,
                   int primary, int tag, int ta, int tb)
{
    int idx;
    ecs_entity *e = ui_ent(a, VIEW_G_UI, K_BTN, id, sub, &idx);
    e->local.x = e->prev.x = x;
    e->local.y = e->prev.y = y;
    e->z = 40;
    e->draw.kind = DRAW_RECT;
    e->draw.w = w;
    e->draw.h = h;
    e->draw.radius = 7;
    int hovered = U.hover == idx && enabled;
    gfx_rgba fill = primary ? ui_accent : ui_paper;
    if (!enabled)
        fill = gfx_mix(fill, ui_table, 0.55f);
    else if (hovered)
        fill = gfx_mix(fill, (gfx_rgba){255, 255, 255, 255}, 0.25f);
    e->draw.colour = fill;
    e->draw.width = primary ? 0 : 1.2f;
    e->draw.colour2 = ui_ink_soft;
    /* a disabled button is still under the mouse, for a tooltip that says why (a click does nothing) */
    e->mask |= ECS_HIT;
    e->hit = enabled ? (ecs_hit){0, w, h, tag, ta, tb} : (ecs_hit){0, w, h, HIT_OFF, ta, tb};
    ui_text(a, VIEW_G_UI, K_BTN_TXT, id, sub, x, y, h * 0.48f, GFX_FONT_BOLD, GFX_CENTER | GFX_MIDDLE,
            primary ? ui_paper : enabled ? ui_ink : ui_ink_soft, label, 41);
}

/* ---- the choice being considered ------------------------------------------------------------------ */

static int need_kind(app *a) { return td_need_of(now_of(a), U.viewer).kind; }

static int find_move(int slot, int pay, int value, int colour, int action)
{
    for (int i = 0; i < U.n_legal; i++) {
        const td_move *m = &U.legal[i];
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
static void settle_choice(void)
{
    if (U.slot < 0)
        return;
    if (find_move(U.slot, U.pay, U.value, U.colour, -1) < 0) {
        int i = find_move(U.slot, U.pay, U.value, -1, -1);
        if (i < 0)
            i = find_move(U.slot, U.pay, -1, U.colour, -1);
        if (i < 0)
            i = find_move(U.slot, U.pay, -1, -1, -1);
        if (i >= 0) {
            U.value = U.legal[i].value;
            U.colour = U.legal[i].colour;
        }
    }
    if (U.action >= 0 && find_move(U.slot, U.pay, U.value, U.colour, U.action) < 0)
        U.action = -1;
}

static void clear_choice(void)
{
    U.slot = -1;
    U.action = -1;
    U.cursor = 0;
    U.armed = 0;
}

static void refresh_legal(app *a)
{
    U.n_legal = 0;
    if (now_of(a)->phase == TD_PHASE_CHOOSE && !app_is_bot(a, U.viewer) && need_kind(a) != TD_NEED_NOTHING)
        U.n_legal = td_legal_moves(now_of(a), U.viewer, U.legal, TD_LEGAL_MAX);
    if (U.slot >= 0 && find_move(U.slot, U.pay, -1, -1, -1) < 0)
        clear_choice();
    if (U.slot >= 0 && U.action >= 0 && find_move(U.slot, U.pay, U.value, U.colour, U.action) < 0)
        U.action = -1;
}

static int die_colour0(app *a, int slot) { return now_of(a)->die[slot].colour0; }

/* The resource held most that pays for die `slot`'s move (-1: any value, colour or action), or
 * -1 when none does (a die with nothing to pay). */
static int held_most_pay(app *a, int slot, int value, int colour, int action)
{
    int pay = -1, best = -1;
    for (int r = 0; r < TD_RESOURCES; r++) {
        int held = td_held(&now_of(a)->sheet[U.viewer], r);
        if (find_move(slot, r, value, colour, action) >= 0 && held > best) {
            best = held;
            pay = r;
        }
    }
    return pay;
}

/* Value v for the chosen die (-1: keep) and colour c (-1: keep). While no payment was chosen on a
 * "Pay with" button, a value or colour the payment shown cannot reach takes the payment that can,
 * held most (the sheet lights the targets of every payment, and so do the buttons). */
static void take_value_colour(app *a, int v, int c)
{
    int value = v >= 0 ? v : U.value, colour = c >= 0 ? c : U.colour;
    if (!U.pay_chosen && find_move(U.slot, U.pay, value, colour, -1) < 0) {
        int pay = held_most_pay(a, U.slot, value, colour, -1);
        if (pay < 0)
            pay = held_most_pay(a, U.slot, value, -1, -1);
        if (pay >= 0)
            U.pay = pay;
    }
    U.value = value;
    U.colour = colour;
    U.auto_vc = 0;
    settle_choice();
}

static int cost_total(const td_cost *c) { return c->total[0] + c->total[1] + c->total[2]; }

/* Whether the chosen die can play action `act` at some value and colour, with the payment shown
 * once one was chosen (else with any). */
static int action_reachable(int act) { return find_move(U.slot, U.pay_chosen ? U.pay : -1, -1, -1, act) >= 0; }

/* The value and colour an action starts from: those shown, unless the last action set them (then
 * the die's own). */
static void base_value_colour(app *a, int *v, int *c)
{
    *v = U.auto_vc ? now_of(a)->die[U.slot].value0 : U.value;
    *c = U.auto_vc ? die_colour0(a, U.slot) : U.colour;
}

/* Whether the chosen die plays action `act` at the value and colour it starts from. */
static int action_here(app *a, int act)
{
    int v, c;
    base_value_colour(a, &v, &c);
    return find_move(U.slot, U.pay_chosen ? U.pay : -1, v, c, act) >= 0;
}

/* Chooses action `act` for the chosen die. When the value and colour shown do not allow it, the
 * cheapest move that does sets them (and the payment, while none was chosen), the nearest to the
 * value and colour shown among equally cheap ones: the action's cells are lit, so its button is
 * not greyed out. Value and colour set so are undone by the next action that does not need them:
 * the die's own value and colour come back rather than influence or knowledge spent for nothing. */
static void take_action(app *a, int act)
{
    int v0, c0;
    base_value_colour(a, &v0, &c0);
    if (U.auto_vc) {
        int pay = U.pay_chosen || find_move(U.slot, U.pay, v0, c0, act) >= 0 ? U.pay
                                                                              : held_most_pay(a, U.slot, v0, c0, act);
        if (pay >= 0 && find_move(U.slot, pay, v0, c0, act) >= 0) {
            U.pay = pay;
            U.value = v0;
            U.colour = c0;
            U.auto_vc = 0;
        }
    }
    if (find_move(U.slot, U.pay, U.value, U.colour, act) < 0) {
        const td_state *s = now_of(a);
        int best = -1, best_rank = 0;
        for (int i = 0; i < U.n_legal; i++) {
            const td_move *m = &U.legal[i];
            if (m->kind != TD_MOVE_DIE || m->slot != U.slot || m->action != act || (U.pay_chosen && m->pay != U.pay))
                continue;
            td_cost c;
            td_move_cost(s, m, &c);
            int rank = cost_total(&c) * 100 + abs(m->value - v0) * 10 + (m->colour != c0) * 2 + (m->pay != U.pay);
            if (best < 0 || rank < best_rank)
                best = i, best_rank = rank;
        }
        if (best < 0)
            return;
        U.pay = U.legal[best].pay;
        U.value = U.legal[best].value;
        U.colour = U.legal[best].colour;
        U.auto_vc = 1;
    }
    U.action = act;
}

/* Whether the chosen die can take value v and colour c (-1: any) for action `act` (-1: any) with
 * the payment shown, or with any while no payment was chosen. */
static int reachable_for(int v, int c, int act)
{
    return find_move(U.slot, U.pay, v, c, act) >= 0 || (!U.pay_chosen && find_move(U.slot, -1, v, c, act) >= 0);
}

static int reachable(int v, int c) { return reachable_for(v, c, -1); }

/* The amounts of r[0..TD_RESOURCES) joined: "2 deniers, 1 knowledge"; "" for none. */
static void amounts_words(const uint8_t *r, char *buf, size_t n)
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

static void pick_die(app *a, int slot)
{
    if (need_kind(a) != TD_NEED_DIE)
        return;
    const td_state *s = now_of(a);
    if (find_move(slot, -1, -1, -1, -1) < 0) {
        if (slot == s->black_slot && !s->black_banquet)
            snprintf(U.note, sizeof U.note, "%s", tr(TR_PLAY_NOTE_BLACK_DIE));
        else if (s->destroyed >> slot & 1u)
            snprintf(U.note, sizeof U.note, "%s", tr(TR_PLAY_NOTE_DESTROYED));
        else
            snprintf(U.note, sizeof U.note, "%s", tr(TR_PLAY_NOTE_CANNOT_PAY));
        sfx_play(&a->s, SFX_REFUSE);
        return;
    }
    U.slot = slot;
    U.action = -1;
    U.pay_chosen = 0;
    U.auto_vc = 0;
    /* the slot-2 payment: the resource held most that the core accepts */
    U.pay = held_most_pay(a, slot, -1, -1, -1);
    if (U.pay < 0)
        U.pay = U.legal[find_move(slot, -1, -1, -1, -1)].pay;
    U.value = s->die[slot].value0;
    U.colour = die_colour0(a, slot);
    if (find_move(slot, U.pay, U.value, U.colour, -1) < 0) {
        const td_move *m = &U.legal[find_move(slot, U.pay, -1, -1, -1)];
        U.value = m->value;
        U.colour = m->colour;
    }
    U.note[0] = 0;
    if (s->die[slot].pay_choice) { /* the "Pay with" buttons fill the line: a Raid's surcharge goes here */
        td_cost c;
        td_move_cost(s, &U.legal[find_move(slot, U.pay, -1, -1, -1)], &c);
        char raid[96];
        amounts_words(c.surcharge, raid, sizeof raid);
        if (raid[0])
            snprintf(U.note, sizeof U.note, tr(TR_PLAY_NOTE_RAID), slot + 1, raid);
    }
    sfx_play(&a->s, SFX_CLICK);
}

/* The note that hints are being worked out, once they are not. */
static void drop_thinking_note(void)
{
    if (!strcmp(U.note, tr(TR_PLAY_NOTE_THINKING)))
        U.note[0] = 0;
}

static void make_hints(app *a);
static void target_of(const td_state *s, const td_move *m, int *tag, int *ta, int *tb);

/* The buildings the rules drew at once while move m went from `before` to `after`, as bonuses with
 * one open cell only (no decision), into out[row] as position masks: drawn by it, other than its
 * own target. */
static void forced_builds(const td_state *before, const td_state *after, const td_move *m, uint8_t out[TD_ROWS])
{
    int tag, ta, tb;
    target_of(before, m, &tag, &ta, &tb);
    for (int row = 0; row < TD_ROWS; row++)
        out[row] = after->sheet[m->player].built[row] & ~before->sheet[m->player].built[row];
    if (tag == HIT_CELL)
        out[ta] &= (uint8_t)~(1u << tb);
}

/* Those buildings said in the note: the player chose none of them (their move was made on
 * `before`). */
static void note_forced_builds(app *a, const td_state *before, const td_move *m)
{
    uint8_t forced[TD_ROWS];
    forced_builds(before, now_of(a), m, forced);
    for (int row = 0; row < TD_ROWS; row++)
        for (int pos = 0; pos < TD_COLUMNS; pos++) {
            if (!(forced[row] >> pos & 1u))
                continue;
            char what[96];
            snprintf(what, sizeof what, tr(TR_EXPLAIN_HEAD), tr(TR_ROW_FORTRESS + row), before->params.col_value[pos]);
            size_t len = strlen(U.note);
            snprintf(U.note + len, sizeof U.note - len, "%s", len ? " " : "");
            len = strlen(U.note);
            snprintf(U.note + len, sizeof U.note - len, tr(TR_PLAY_NOTE_FORCED), what);
        }
}

/* The building bonuses in `lost` (TD_LOST_* bits), each said by its sentence (`short_form`: its
 * phrase after ", then "), appended to buf (`size` bytes); each sentence after the first, and the
 * first when buf holds text already, behind a space. */
static void say_lost(uint8_t lost, int short_form, char *buf, size_t size)
{
    for (int bit = 0; bit < TD_LOST_KINDS; bit++) {
        if (!(lost >> bit & 1u))
            continue;
        char what[160];
        if (bit < TD_COLOURS)
            snprintf(what, sizeof what, tr(short_form ? TR_LOST_SHORT_CIT15 : TR_LOST_CIT15), tr(TR_COLOUR_RED + bit),
                     tr(TR_ROW_A_FORTRESS + td_cit15_rows[bit][0]), tr(TR_ROW_A_FORTRESS + td_cit15_rows[bit][1]));
        else
            snprintf(what, sizeof what, tr(short_form ? TR_LOST_SHORT_WORK : TR_LOST_WORK),
                     1u << bit == TD_LOST_WORK_A ? TD_COLBONUS_WORK_A : TD_COLBONUS_WORK_B);
        size_t len = strlen(buf);
        if (short_form)
            snprintf(buf + len, size - len, tr(TR_BANNER_THEN), what);
        else
            snprintf(buf + len, size - len, "%s%s", len ? " " : "", what);
    }
}

/* The bonuses move m lost for want of a cell, from `before` to now, said in the note: nothing on
 * the sheet shows that a bonus came and went. */
static void note_lost_bonuses(app *a, const td_state *before, const td_move *m)
{
    uint8_t lost = (uint8_t)(now_of(a)->sheet[m->player].lost & ~before->sheet[m->player].lost);
    say_lost(lost, 0, U.note, sizeof U.note);
}

static void play_move(app *a, const td_move *m)
{
    td_state before = *now_of(a);
    const char *err = app_apply(a, m);
    if (err) {
        snprintf(U.note, sizeof U.note, tr(TR_PLAY_NOTE_NOT_ALLOWED), tr_reason(err));
        return;
    }
    clear_choice();
    U.note[0] = 0;
    /* The hints shown stay while their decision is the shown one (hints_shown); hints still being
     * worked out are dropped once that decision is made. */
    if (m->kind == TD_MOVE_ROLL || m->player == U.hint_asked_for.player)
        U.hint_wanted = U.hint_take = 0;
    if (m->player == U.viewer && !app_is_bot(a, U.viewer))
        U.moved = 1;
    if (m->kind == TD_MOVE_ROLL) /* a new half-day: the human to choose is shown (follow_turn) */
        U.peek = 0;
    else if (!app_is_bot(a, m->player) && (now_of(a)->phase == TD_PHASE_CHOOSE || !app_sheets_open(a))) {
        note_forced_builds(a, &before, m); /* (a half-day closed with open sheets: its summary says it) */
        note_lost_bonuses(a, &before, m);
    }
    /* Hints shown for the decision just made stay on for the bonus decisions it brings: their
     * estimates counted on the best answers to those. */
    hint_for made = decision_of(a, m->player);
    made.own--;
    int follow = m->kind != TD_MOVE_ROLL && U.n_hints > 0 && same_decision(U.hint_shown_for, made);
    screen_play_sync(a);
    if (follow && a->screen == SCREEN_PLAY && U.viewer == m->player && need_kind(a) >= TD_NEED_PRESTIGE) {
        make_hints(a);
        screen_play_sync(a);
    }
}

/* Sets die move m up in the panel as a player would have chosen it: the die, its payment, value,
 * colour and action (nothing when the die cannot be taken). */
static void set_up_die_move(app *a, const td_move *m)
{
    pick_die(a, m->slot);
    if (U.slot != m->slot)
        return;
    if (m->pay != TD_PAY_NONE)
        U.pay = m->pay;
    U.value = m->value;
    U.colour = m->colour;
    U.action = m->action;
}

static void click_option(app *a, int i);

/* Takes hint h: a die is set up in the panel as the hint has it (the die, its payment, value,
 * colour and action), for the player to confirm. The fallback is played when `play` (a click, as
 * on its button). A bonus option is shown (the ring, "Enter: ..."), as a first click on its cell
 * shows it; a second click on the row, or Enter, takes it. */
static void take_hint(app *a, int h, int play)
{
    if (h < 0 || h >= U.n_hints || !hints_shown(a))
        return;
    td_move m = U.hint[h];
    if (m.kind == TD_MOVE_FALLBACK && play) {
        play_move(a, &m);
        return;
    }
    if (m.kind != TD_MOVE_DIE) {
        for (int i = 0; i < U.n_legal; i++)
            if (td_move_equal(&U.legal[i], &m)) {
                if (play)
                    click_option(a, i);
                else
                    U.cursor = i, U.armed = 1;
            }
        return;
    }
    set_up_die_move(a, &m);
}

static void confirm(app *a)
{
    int k = U.slot >= 0 ? find_move(U.slot, U.pay, U.value, U.colour, U.action) : -1;
    if (U.slot < 0 || U.action < 0 || k < 0) {
        snprintf(U.note, sizeof U.note, U.slot < 0 ? tr(TR_PLAY_NOTE_PICK_DIE) : tr(TR_PLAY_NOTE_PICK_ACTION));
        sfx_play(&a->s, SFX_REFUSE);
        return;
    }
    td_move m = U.legal[k];
    play_move(a, &m);
}

/* Where a move lands on the sheet: a DIE move's die box (gain) or building cell, a bonus
 * building's cell, an overflow or Banquet 4 citizen's track; tag HIT_NONE for a move with no
 * target there (the fallback). */
static void target_of(const td_state *s, const td_move *m, int *tag, int *ta, int *tb)
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
            *ta = m->action == TD_ACT_PRESTIGE ? td_prestige_row(m->colour)
                                               : td_work_row(m->colour);
        }
    }
}

/* A click the core refuses (an unlit target): the refusal sound and the core's reason, in the
 * player's language, under the wheel. */
static void refuse_move(app *a, const td_move *m)
{
    const char *why = td_move_check(now_of(a), m);
    if (why)
        snprintf(U.note, sizeof U.note, tr(TR_PLAY_NOTE_NOT_ALLOWED), tr_reason(why));
    sfx_play(&a->s, SFX_REFUSE);
}

/* The chosen die's move to sheet target tag/ta/tb (a building cell or a die box), as a click there
 * makes it: its value, colour and action, paid as pressed on a "Pay with" button, else as a shown
 * hint pays for that very move, else with the panel's payment when it reaches the target, else
 * with the legal payment held most. Returns its index in U.legal, or -1 (then *m is the move the
 * core refuses). */
static int target_move(app *a, int tag, int ta, int tb, td_move *m)
{
    int value = now_of(a)->params.col_value[tb];
    int colour = tag == HIT_DIEBOX ? ta : td_row_district(ta);
    int action = tag == HIT_DIEBOX ? TD_ACT_GAIN : td_row_is_prestige(ta) ? TD_ACT_PRESTIGE : TD_ACT_WORK;
    *m = (td_move){.kind = TD_MOVE_DIE, .player = (uint8_t)U.viewer, .slot = (uint8_t)U.slot,
                   .pay = (uint8_t)U.pay, .value = (uint8_t)value, .colour = (uint8_t)colour,
                   .action = (uint8_t)action};
    if (!U.pay_chosen) {
        int pay = -1;
        for (int h = 0; hints_shown(a) && h < U.n_hints && pay < 0; h++) {
            const td_move *t = &U.hint[h];
            if (t->kind == TD_MOVE_DIE && t->slot == U.slot && t->value == value && t->colour == colour &&
                t->action == action)
                pay = t->pay;
        }
        if (pay < 0 && find_move(U.slot, U.pay, value, colour, action) < 0)
            pay = held_most_pay(a, U.slot, value, colour, action);
        if (pay >= 0)
            m->pay = (uint8_t)pay;
    }
    int i = find_move(U.slot, m->pay, value, colour, action);
    if (i >= 0)
        *m = U.legal[i];
    return i;
}

/* A click on option i of a bonus decision: the first shows it (the ring, and "Enter: ..." in the
 * panel), a second click on it takes it, as a die's target takes two clicks. */
static void click_option(app *a, int i)
{
    if (U.armed && U.cursor % U.n_legal == i) {
        td_move m = U.legal[i];
        play_move(a, &m);
        return;
    }
    U.cursor = i;
    U.armed = 1;
    sfx_play(&a->s, SFX_CLICK);
}

static void click_target(app *a, int tag, int ta, int tb)
{
    const td_state *s = now_of(a);
    int k = need_kind(a);
    if (k == TD_NEED_PRESTIGE || k == TD_NEED_WORK) {
        for (int i = 0; i < U.n_legal; i++)
            if (U.legal[i].kind == TD_MOVE_BUILD && tag == HIT_CELL && U.legal[i].row == ta &&
                s->pos_of_value[U.legal[i].value] == tb) {
                click_option(a, i);
                return;
            }
        td_move m = {.kind = TD_MOVE_BUILD, .player = (uint8_t)U.viewer, .row = (uint8_t)ta,
                     .value = s->params.col_value[tb]};
        if (tag == HIT_CELL)
            refuse_move(a, &m);
        else
            sfx_play(&a->s, SFX_REFUSE);
        return;
    }
    if (k != TD_NEED_DIE || U.slot < 0)
        return;
    td_move m;
    if (target_move(a, tag, ta, tb, &m) < 0) {
        refuse_move(a, &m);
        return;
    }
    if (U.pay == m.pay && U.value == m.value && U.colour == m.colour && U.action == m.action) {
        confirm(a); /* a second click on the chosen target plays it */
        return;
    }
    U.pay = m.pay; /* shown on the "Pay with" buttons before the second click plays it */
    U.value = m.value;
    U.colour = m.colour;
    U.action = m.action;
    sfx_play(&a->s, SFX_CLICK);
}

static void click_citizen(app *a, int colour)
{
    for (int i = 0; i < U.n_legal; i++)
        if (U.legal[i].kind == TD_MOVE_CITIZEN && U.legal[i].colour == colour) {
            click_option(a, i);
            return;
        }
    td_move m = {.kind = TD_MOVE_CITIZEN, .player = (uint8_t)U.viewer, .colour = (uint8_t)colour};
    int k = need_kind(a);
    if (k == TD_NEED_OVERFLOW || k == TD_NEED_BANQUET4) /* the wrong track for this citizen */
        refuse_move(a, &m);
    else
        sfx_play(&a->s, SFX_REFUSE);
}

/* Hidden hot-seat, once the half-day has ended: everyone's moves are shown on the screen, so none
 * is taken back (the last player to choose would choose again knowing them). (Sheets are hidden
 * only with two humans or more: app_sheets_open.) */
static int revealed(app *a)
{
    return !app_sheets_open(a) && now_of(a)->phase == TD_PHASE_ROLL && !U.held;
}

/* The move undo() would take back for the shown player (td_session_undoable), or -1: never in a
 * finished game (already recorded in the players' statistics and achievements), nor a bot's, nor
 * once revealed. */
static int undoable(app *a)
{
    if ((now_of(a)->phase == TD_PHASE_OVER && !U.held) || app_is_bot(a, U.viewer) || revealed(a))
        return -1;
    return td_session_undoable(a->ss, U.viewer);
}

static void undo(app *a)
{
    if (U.slot >= 0) { /* undo inside the choice: drop the die being considered */
        clear_choice();
        return;
    }
    if (undoable(a) < 0) {
        if (now_of(a)->phase == TD_PHASE_OVER)
            snprintf(U.note, sizeof U.note, "%s", tr(TR_PLAY_NOTE_OVER_NO_UNDO));
        else if (app_is_bot(a, U.viewer))
            snprintf(U.note, sizeof U.note, tr(TR_PLAY_NOTE_BOT_NO_UNDO), a->seats[U.viewer].name);
        else if (revealed(a) && td_session_undoable(a->ss, U.viewer) >= 0)
            snprintf(U.note, sizeof U.note, "%s", tr(TR_PLAY_NOTE_REVEALED_NO_UNDO));
        else
            snprintf(U.note, sizeof U.note, "%s", tr(TR_PLAY_NOTE_NOTHING_TO_UNDO));
        sfx_play(&a->s, SFX_REFUSE);
        return;
    }
    int phase = now_of(a)->phase;
    td_session_undo(a->ss, U.viewer);
    app_store_after_undo(a, phase);
    U.has_shown = 0; /* redraw without replaying strokes */
    U.has_wheel = 0; /* nor turning the wheel back round */
    U.cursor = 0;    /* a decision taken back comes with its own options */
    U.armed = 0;
    U.n_hints = 0;
    U.hint_wanted = U.hint_take = 0;
    drop_thinking_note();
    screen_play_sync(a);
}

/* Hidden hot-seat: the player to pass the turn to (the next human still to decide), when the
 * shown player has made this half-day's last decision on this screen; else -1. Their move stays
 * in view, and undo can take it back, until they pass the turn (BTN_PASS, Enter). */
static int pass_due(app *a)
{
    const td_state *s = now_of(a);
    if (!U.moved || s->phase != TD_PHASE_CHOOSE || app_sheets_open(a) || app_is_bot(a, U.viewer) ||
        (td_waiting_players(s) >> U.viewer & 1u))
        return -1;
    int h = app_next_human(a);
    return h != U.viewer ? h : -1;
}

/* The shown player is done: on to the hand-over screen for the next one (follow_turn). */
static void pass_turn(app *a)
{
    if (pass_due(a) < 0)
        return;
    U.moved = 0;
    screen_play_sync(a);
}

/* While a bot's sheet is shown on purpose (its tab clicked) in a half-day a human still has to
 * decide: that human, whom Enter shows again (back_from_peek); else -1. */
static int peek_waiting(app *a)
{
    if (!U.peek || now_of(a)->phase != TD_PHASE_CHOOSE)
        return -1;
    int from = U.peek_from; /* back to the player who looked, while they still have to choose */
    if (from >= 0 && from < a->n_seats && !app_is_bot(a, from) && (td_waiting_players(now_of(a)) >> from & 1u))
        return from;
    return app_next_human(a);
}

static void back_from_peek(app *a)
{
    int h = peek_waiting(a);
    if (h < 0)
        return;
    U.viewer = h;
    U.peek = 0;
    clear_choice();
    U.has_shown = 0;
    screen_play_sync(a);
}

static void roll(app *a)
{
    if (now_of(a)->phase != TD_PHASE_ROLL)
        return;
    td_move m = td_move_roll();
    play_move(a, &m);
}

static void take_fallback(app *a)
{
    for (int i = 0; i < U.n_legal; i++)
        if (U.legal[i].kind == TD_MOVE_FALLBACK) {
            td_move m = U.legal[i];
            play_move(a, &m);
            return;
        }
}

/* A search job on the shown game as it is now (think.h): its state and `rng` are copied
 * byte for byte, so that job_current can tell whether the game has moved since. */
static void job_for(app *a, think_job *j, int kind, int player, int level, const td_rng *rng)
{
    memset(j, 0, sizeof *j);
    j->kind = kind;
    memcpy(&j->state, now_of(a), sizeof j->state);
    j->player = player;
    td_bot_config_default(&j->cfg, level);
    memcpy(&j->rng, rng, sizeof j->rng);
}

static int job_current(app *a, const think_job *j)
{
    return memcmp(&j->state, now_of(a), sizeof j->state) == 0;
}

static int poll_hints(app *a, int wait);

/* Asks for hints on the shown decision: worked out beside the frames in the window, at once in
 * scripted runs; poll_hints shows them when they come. */
static void make_hints(app *a)
{
    if (U.n_legal == 0)
        return;
    U.hint_wanted = 1;
    if (think_pending(&a->think_hint))
        return; /* poll_hints asks again if that one is for an earlier decision */
    /* seeded by the decision: asked again (after a bot's move, say), the hints are the same */
    hint_for d = decision_of(a, U.viewer);
    td_rng rng;
    td_rng_seed(&rng, a->ss->now.params.seed ^ (uint64_t)(d.roll + d.own) * 7919u, 0x417);
    U.hint_asked_for = d;
    think_job j;
    job_for(a, &j, THINK_RANK, U.viewer, TD_BOT_EXPERT, &rng);
    think_start(&a->think_hint, &j, a->think_async);
    if (!poll_hints(a, 0)) /* still being worked out on its thread */
        snprintf(U.note, sizeof U.note, "%s", tr(TR_PLAY_NOTE_THINKING));
}

/* Shows the hints once they are worked out, if the decision they were asked for is still the
 * shown one (else asks again for the shown one, when hints are still wanted). Returns 1 when it
 * changed what is shown. */
static int poll_hints(app *a, int wait)
{
    const think_job *j = think_take(&a->think_hint, wait);
    if (!j)
        return 0;
    if (!U.hint_wanted || !same_decision(U.hint_asked_for, decision_of(a, U.viewer))) {
        if (U.hint_wanted)
            make_hints(a);
        return 0;
    }
    U.hint_wanted = 0;
    /* The best few distinct choices: a die taken to the same target and paid for with another
     * resource is the same choice for the player (its tag names the better payment). */
    U.n_hints = 0;
    for (int i = 0; i < j->n && U.n_hints < 3; i++) {
        int seen = 0;
        for (int h = 0; h < U.n_hints; h++) {
            td_move twin = j->move[i];
            twin.pay = U.hint[h].pay;
            seen |= td_move_equal(&twin, &U.hint[h]);
        }
        if (!seen) {
            U.hint[U.n_hints] = j->move[i];
            U.hint_est[U.n_hints++] = j->est[i];
        }
    }
    U.hint_shown_for = U.hint_asked_for;
    U.hint_next = 0;
    drop_thinking_note();
    if (U.n_hints > 0 && U.hint[0].kind == TD_MOVE_DIE && U.slot < 0)
        snprintf(U.note, sizeof U.note, "%s", tr(TR_PLAY_NOTE_HINT));
    if (U.hint_take && U.n_hints > 0 && same_decision(U.hint_take_for, U.hint_shown_for)) {
        /* "H H" pressed before they came, for this decision: the second H's due */
        take_hint(a, 0, 0);
        U.hint_next = 1 % U.n_hints;
    }
    U.hint_take = 0;
    return 1;
}

/* ---- texts ---------------------------------------------------------------------------------- */

static void describe_move(app *a, const td_move *m, char *buf, size_t n)
{
    const td_state *s = now_of(a);
    switch (m->kind) {
    case TD_MOVE_DIE:
        if (m->action == TD_ACT_GAIN) {
            char amount[48];
            snprintf(buf, n, tr(TR_MOVE_GAIN), m->slot + 1, tr(TR_COLOUR_RED + m->colour), m->value,
                     tr_amount(amount, sizeof amount, m->value, m->colour));
        } else {
            snprintf(buf, n, tr(TR_MOVE_BUILD), m->slot + 1, tr(TR_COLOUR_RED + m->colour), m->value,
                     tr(TR_ROW_A_FORTRESS +
                        (m->action == TD_ACT_PRESTIGE ? td_prestige_row(m->colour) : td_work_row(m->colour))));
        }
        break;
    case TD_MOVE_FALLBACK:
        snprintf(buf, n, "%s", tr(TR_MOVE_FALLBACK));
        break;
    case TD_MOVE_BUILD:
        snprintf(buf, n, tr(TR_MOVE_BONUS_BUILD), tr(TR_ROW_FORTRESS + m->row), m->value);
        break;
    case TD_MOVE_CITIZEN:
        snprintf(buf, n, tr(TR_MOVE_CITIZEN), tr(TR_COLOUR_RED + m->colour));
        break;
    default:
        snprintf(buf, n, "%s", tr(TR_MOVE_ROLLED));
        break;
    }
    (void)s;
}

/* Shows seat `seat`'s sheet when sheets may be shown (a click on its tab, or V): a bot's to look
 * at, a human's to play. */
static void show_sheet(app *a, int seat)
{
    if (seat == U.viewer)
        return;
    if (!app_sheets_open(a)) { /* hidden sheets: say so, rather than nothing */
        snprintf(U.note, sizeof U.note, "%s", tr(TR_PLAY_NOTE_SHEETS_HIDDEN));
        sfx_play(&a->s, SFX_REFUSE);
        return;
    }
    if (!U.peek)
        U.peek_from = U.viewer;
    U.viewer = seat;
    /* a human still to choose plays; any other sheet is looked at (and its player's move may be
     * taken back from it) */
    U.peek = app_is_bot(a, seat) || !(td_waiting_players(now_of(a)) >> seat & 1u);
    clear_choice();
    U.has_shown = 0;
    U.note[0] = 0; /* a note was for the sheet shown before */
}

/* What the roll did: the black die's event, on the wheel and on the viewer's sheet. */
static void roll_banner(app *a)
{
    const td_state *s = now_of(a);
    char *b = U.banner;
    size_t n = sizeof U.banner;
    int black = s->die_value[s->black_slot];
    int bc = td_slot_colour(s, s->black_slot);
    if (s->black_banquet) {
        snprintf(b, n, tr(TR_BANNER_BANQUET8), black, tr(TR_COLOUR_RED + bc));
        return;
    }
    int len = snprintf(b, n, tr(TR_BANNER_DESTROYS), black, tr(TR_COLOUR_F_RED + bc));
    for (int slot = 0; slot < TD_SLOTS && len > 0 && (size_t)len < n; slot++) /* [R8] a Raid 8 die */
        if (slot != s->black_slot && (s->destroyed >> slot & 1u))
            len += snprintf(b + len, n - (size_t)len, tr(TR_BANNER_RAID8), tr(TR_COLOUR_RED + td_slot_colour(s, slot)),
                            s->die_value[slot]);
    const td_sheet *sh = &s->sheet[U.viewer];
    for (int k = 0; k < s->n_attacks && len > 0 && (size_t)len < n; k++) {
        int v = s->attack_value[k], c = s->attack_colour[k];
        if (k > 0 && sh->attack[k] == TD_ATTACK_PROTECTED && sh->attack[0] == TD_ATTACK_PROTECTED &&
            s->attack_value[0] == v)
            continue; /* both attacks on one protected column: said once */
        if (k > 0 && sh->attack[k] == TD_ATTACK_ALREADY && s->attack_value[0] == v && s->attack_colour[0] == c)
            continue; /* both attacks on one die: the first crossed it out (or found it so) */
        switch (sh->attack[k]) {
        case TD_ATTACK_CROSSED:
            if (a->n_seats > 1)
                len += snprintf(b + len, n - (size_t)len, tr(TR_BANNER_CROSSED_NAMED), a->seats[U.viewer].name,
                                tr(TR_COLOUR_RED + c), v);
            else
                len += snprintf(b + len, n - (size_t)len, tr(TR_BANNER_CROSSED_YOU), tr(TR_COLOUR_RED + c), v);
            break;
        case TD_ATTACK_ALREADY:
            len += snprintf(b + len, n - (size_t)len, tr(TR_BANNER_ALREADY), tr(TR_COLOUR_RED + c), v);
            break;
        case TD_ATTACK_PROTECTED:
            len += snprintf(b + len, n - (size_t)len, tr(TR_BANNER_PROTECTED), v);
            break;
        default:
            break;
        }
    }
    if (s->day < TD_ATTACK_DAY && len > 0 && (size_t)len < n)
        snprintf(b + len, n - (size_t)len, "%s", tr(TR_BANNER_FROM_DAY3));
}

static const char *need_text(app *a, char *buf, size_t n)
{
    td_need need = td_need_of(now_of(a), U.viewer);
    switch (need.kind) {
    case TD_NEED_PRESTIGE:
        snprintf(buf, n, tr(TR_NEED_PRESTIGE), tr(TR_COLOUR_RED + need.colour),
                 tr(TR_ROW_A_FORTRESS + td_cit15_rows[need.colour][0]), tr(TR_ROW_A_FORTRESS + td_cit15_rows[need.colour][1]));
        break;
    case TD_NEED_WORK:
        snprintf(buf, n, "%s", tr(TR_NEED_WORK));
        break;
    case TD_NEED_OVERFLOW:
        snprintf(buf, n, tr(TR_NEED_OVERFLOW), tr(TR_TRACK_RED + need.colour));
        break;
    case TD_NEED_BANQUET4:
        snprintf(buf, n, "%s", tr(TR_NEED_BANQUET4));
        break;
    default:
        buf[0] = 0;
        break;
    }
    return buf;
}

/* ---- syncing the entities ------------------------------------------------------------------- */

/* A mark riding on a die (or on another mark): entity `part` of `kind` for `slot`, at (x, y) from
 * its parent's centre, drawn at z. */
static ecs_entity *die_mark(app *a, int kind, int slot, int part, int parent, float x, float y, float z, int *index)
{
    ecs_entity *e = ui_ent(a, VIEW_G_DICE, kind, slot, part, index);
    e->parent = parent;
    e->local.x = e->prev.x = x;
    e->local.y = e->prev.y = y;
    e->z = z;
    return e;
}

static void sync_dice(app *a, int rolled)
{
    const td_state *s = view_of(a);
    ecs_world *w = a->world;
    ecs_sync_begin(w, VIEW_G_DICE);
    /* No dice while a roll is due: the last half-day's would stand in the slots the wheel has
     * turned to, in their old colours and values, as if the new roll had been made. */
    if (s->phase != TD_PHASE_ROLL) {
        for (int slot = 0; slot < TD_SLOTS; slot++) {
            float x, y;
            wheel_slot_pos(s, slot, &x, &y);
            int idx;
            ecs_entity *e = ui_ent(a, VIEW_G_DICE, K_DIE, slot, 0, &idx);
            int black = slot == s->black_slot;
            int value = s->die_value[slot], colour = s->die[slot].colour0;
            if (s->die[slot].value0 == 0 && !black)
                value = 0; /* Raid 7 */
            int chosen = U.slot == slot && need_kind(a) == TD_NEED_DIE;
            if (chosen) {
                value = U.value;
                colour = U.colour;
            }
            e->z = 20;
            e->draw.kind = DRAW_DIE;
            e->draw.w = 46;
            e->draw.value = value;
            ui_die_look look = ui_die(black && !s->black_banquet ? -1 : colour, black);
            if (!black)
                look.body.a = 235; /* glass */
            e->draw.colour = look.body;
            e->draw.colour2 = look.pips;
            e->draw.colour3 = look.edge;
            int usable = s->phase == TD_PHASE_CHOOSE && (s->usable >> slot & 1u);
            e->local.alpha = e->prev.alpha = s->phase == TD_PHASE_CHOOSE && !usable && !black ? 0.55f : 1;
            e->mask |= ECS_HIT;
            e->hit = (ecs_hit){1, 50, 50, HIT_DIE, slot, 0};
            float target_scale = chosen ? 1.2f : U.hover == idx && usable && !U.held ? 1.08f : 1;
            if (rolled && app_anim(a, 1) > 0) {
                float ang = (float)td_rng_below(&a->cosmetic, 6283) / 1000.0f;
                float sx = WHEEL_CX + cosf(ang) * 40, sy = WHEEL_CY + sinf(ang) * 40;
                float spin = (float)(3 + td_rng_below(&a->cosmetic, 4)) * GFX_PI * (td_rng_below(&a->cosmetic, 2) ? 1 : -1);
                float d = app_anim(a, 0.75f + 0.12f * (float)slot);
                ecs_tween_to(w, idx, TW_X, sx, x, d, 0, EASE_OUT_CUBIC);
                ecs_tween_to(w, idx, TW_Y, sy, y, d, 0, EASE_OUT_CUBIC);
                ecs_tween_to(w, idx, TW_ROT, spin, 0, d, 0, EASE_OUT_CUBIC);
                ecs_tween_to(w, idx, TW_SCALE, 1.5f, target_scale, d, 0, EASE_OUT_BACK);
            } else {
                int moving = e->mask & ECS_TWEEN;
                if (!moving) {
                    e->local.x = e->prev.x = x;
                    e->local.y = e->prev.y = y;
                    e->local.rot = e->prev.rot = 0;
                    if (e->local.scale != target_scale)
                        ecs_tween_to(w, idx, TW_SCALE, e->local.scale, target_scale, app_anim(a, 0.12f), 0,
                                     EASE_OUT_CUBIC);
                }
            }
            /* a die on a destroyed plaza (or a second black die) wears a red cross badge on its
             * corner, clear of its pips: its value must stay legible, as from day 3 it names the
             * sheet die every player loses */
            if ((s->destroyed >> slot & 1u) && s->phase == TD_PHASE_CHOOSE) {
                int badge;
                ecs_entity *b = die_mark(a, K_DIE_X, slot, 0, idx, -24, 24, 21, &badge);
                b->draw.kind = DRAW_CIRCLE;
                b->draw.w = 20;
                b->draw.colour = ui_bad;
                ecs_entity *x_e = die_mark(a, K_DIE_X, slot, 1, badge, 0, 0, 22, NULL);
                x_e->draw.kind = DRAW_PEN_CROSS;
                x_e->draw.w = x_e->draw.h = 9;
                x_e->draw.width = 2.2f;
                x_e->draw.progress = x_e->prev_progress = 1;
                x_e->draw.colour = (gfx_rgba){255, 252, 244, 255};
                x_e->draw.seed = (unsigned)slot * 7u + 3u;
            }
            if (a->symbols && !(black && !s->black_banquet)) {
                /* colour-blind symbols: red square, yellow triangle, white diamond, past the
                 * die's corner (on it, one touched a pip) */
                ecs_entity *sym = die_mark(a, K_DIE_SYMBOL, slot, 0, idx, 27, -27, 22, NULL);
                sym->draw.kind = DRAW_ICON;
                sym->draw.icon = (uint8_t)(GFX_ICON_SQUARE + colour);
                sym->draw.w = 14;
                sym->draw.colour = ui_ink;
            }
            if (need_kind(a) == TD_NEED_DIE && !app_is_bot(a, U.viewer)) {
                /* the key that picks it: the panel says "keys 1-4", the hints "die 2" */
                int tag;
                ecs_entity *k = die_mark(a, K_DIE_KEY, slot, 0, idx, -26, -26, 21, &tag);
                k->draw.kind = DRAW_RECT;
                k->draw.w = k->draw.h = 17;
                k->draw.radius = 8.5f;
                k->draw.colour = ui_paper;
                k->draw.width = 1.2f;
                k->draw.colour2 = ui_ink_soft;
                ecs_entity *t = die_mark(a, K_DIE_KEY, slot, 1, tag, 0, 0, 22, NULL);
                t->draw.kind = DRAW_TEXT;
                t->draw.h = 11;
                t->draw.face = GFX_FONT_BOLD;
                t->draw.align = GFX_CENTER | GFX_MIDDLE;
                t->draw.colour = ui_ink;
                char digit[4];
                snprintf(digit, sizeof digit, "%d", slot + 1);
                ecs_set_text(t, digit);
            }
            if (chosen) {
                ecs_entity *r = die_mark(a, K_DIE_RING, slot, 0, idx, 0, 0, 19, NULL);
                r->draw.kind = DRAW_RING;
                r->draw.w = 62;
                r->draw.width = 3;
                r->draw.colour = ui_accent;
            }
        }
    }
    ecs_sync_end(w, VIEW_G_DICE);
}

/* Where a target is drawn on the sheet: its centre and size, in design units. */
static void target_rect(app *a, int tag, int ta, int tb, float *x, float *y, float *w, float *h)
{
    if (tag == HIT_DIEBOX) {
        sheet_diebox_pos(ta, tb, x, y);
        *w = SHEET_BOX_W + 6;
        *h = SHEET_BOX_H + 6;
    } else if (tag == HIT_CELL) {
        sheet_cell_pos(ta, tb, x, y);
        *w = SHEET_CELL_W + 6;
        *h = SHEET_CELL_H + 6;
    } else if (tag == HIT_LINK) { /* the lozenge between the pair's two cells */
        float x1, y1;
        sheet_cell_pos(ta, tb * 2, x, y);
        sheet_cell_pos(ta, tb * 2 + 1, &x1, &y1);
        *x = (*x + x1) / 2;
        *w = 24;
        *h = 18;
    } else if (tag == HIT_CIT_SQUARE) {
        sheet_cit_pos(ta, tb, x, y);
        *w = *h = 18;
    } else { /* a citizen track: its next circle */
        const td_sheet *sh = &now_of(a)->sheet[U.viewer];
        int i = sh->cit[ta] < TD_CIT_TRACK ? sh->cit[ta] : TD_CIT_TRACK - 1;
        sheet_cit_pos(ta, i, x, y);
        *w = *h = 24;
    }
}

/* A target the current choice cannot take: nothing drawn, only a hit area under the lit ones, so
 * that a click on it tells why (click_target, click_citizen). */
static void unlit(app *a, int n, int tag, int ta, int tb)
{
    float x, y, w, h;
    target_rect(a, tag, ta, tb, &x, &y, &w, &h);
    ecs_entity *e = ecs_get(a->world, ecs_ensure(a->world, view_key(VIEW_G_HILITE, K_UNLIT, n, 0)));
    e->local.x = e->prev.x = x;
    e->local.y = e->prev.y = y;
    e->z = tag == HIT_LINK ? 25.5f : 25; /* a lozenge over the two cells it joins */
    e->mask |= ECS_HIT;
    e->hit = (ecs_hit){0, w, h, tag, ta, tb};
}

/* The fill of hint h's tag and badge: gold for the best, pale gold for the others. */
static gfx_rgba hint_fill(int h)
{
    return h == 0 ? (gfx_rgba){250, 204, 60, 245} : (gfx_rgba){250, 236, 180, 235};
}

/* The edge of hint h's frame and badges. */
static gfx_rgba hint_edge(int h)
{
    return h == 0 ? (gfx_rgba){196, 136, 8, 255} : (gfx_rgba){170, 140, 70, 255};
}

#define HINT_SEP "\xE2\x80\x89\xC2\xB7\xE2\x80\x89" /* in a badge, between two hints' numbers: " · " */

/* Hint `h`'s badge: `label` (its number, or the numbers of the hints sharing its target) in a
 * round badge, or a pill as wide as the label needs, whose left end is centred on x (so that a
 * longer label grows to the right) and whose middle is on y. `sub` 0 is the one on its target, 1
 * the one in the list of hints. */
static void hint_badge(app *a, int h, int sub, float x, float y, const char *label)
{
    uiw measure;
    uiw_begin(&measure, a);
    float w = label[1] ? uiw_text_width(&measure, GFX_FONT_BOLD, 10, label) + 6 : 15;
    if (w < 15)
        w = 15;
    float cx = x + (w - 15) / 2;
    ecs_entity *b = ui_ent(a, VIEW_G_HILITE, K_HINT_BADGE, h, sub, NULL);
    b->local.x = b->prev.x = cx;
    b->local.y = b->prev.y = y;
    b->z = 57 - (float)h;
    b->draw.kind = DRAW_RECT;
    b->draw.w = w;
    b->draw.h = 15;
    b->draw.radius = 7.5f;
    b->draw.colour = hint_fill(h);
    b->draw.width = 1;
    b->draw.colour2 = hint_edge(h);
    ui_text(a, VIEW_G_HILITE, K_HINT_BADGE_TXT, h, sub, cx, y, 10, GFX_FONT_BOLD, GFX_CENTER | GFX_MIDDLE, ui_ink,
            label, 57.5f - (float)h);
}

/* Hint `h`'s target: a gold frame (the best hint's the boldest) and, when `label` is given, a
 * badge on its top-left corner with the numbers of the hints on that target (the best one's
 * frame carries it; a second badge beside it would cover the building). Before a die is chosen
 * the sheet's targets are not lit, and a click on the frame takes the hint (the best one on
 * that target). */
static void hint_mark(app *a, int h, int tag, int ta, int tb, const char *label)
{
    float x, y, w, hh;
    target_rect(a, tag, ta, tb, &x, &y, &w, &hh);
    int idx;
    ecs_entity *f = ui_ent(a, VIEW_G_HILITE, K_HINT_FRAME, h, 0, &idx);
    int takes = need_kind(a) == TD_NEED_DIE && U.slot < 0 && U.hint[h].kind == TD_MOVE_DIE;
    f->local.x = f->prev.x = x;
    f->local.y = f->prev.y = y;
    /* above the lit targets (26-27), under their cost badges (29-29.6, hilite) and the sheet's
     * link lozenges (31-31.4, sheet.c), whose texts a frame along a cell's edge would cross */
    f->z = 28.7f - 0.1f * (float)h;
    f->draw.kind = DRAW_RECT;
    f->draw.w = w + 2;
    f->draw.h = hh + 2;
    f->draw.radius = tag == HIT_CITIZEN ? 13 : 7;
    f->draw.colour = gfx_alpha(hint_fill(h), takes && U.hover == idx ? 0.45f : 0);
    f->draw.width = h == 0 ? 3.0f : 2.0f;
    f->draw.colour2 = hint_edge(h);
    if (takes) {
        f->mask |= ECS_HIT;
        f->hit = (ecs_hit){0, w, hh, HIT_HINT, h, 0};
    } else {
        f->mask &= ~(uint32_t)ECS_HIT;
    }
    /* (in from the corner: the cost badge of a lit target to the left sits on its top-right one) */
    if (label)
        hint_badge(a, h, 0, x - w / 2 + 9, y - hh / 2 + 3, label);
}

/* The badge on hint h's target, given every hint's target in `marked`: NULL when a better hint
 * on that target carries it, else the numbers of the hints there, in buf: "1", "1 · 3" (thin
 * spaces around the dot), or "1–3" for all three, whose dots would reach the building. */
static const char *hint_target_label(int h, int marked[][3], int n, char *buf, size_t cap)
{
    int same[4], on = 0;
    for (int q = 0; q < n; q++) {
        same[q] = !memcmp(marked[q], marked[h], sizeof marked[h]);
        if (same[q] && q < h)
            return NULL;
        on += same[q];
    }
    if (on == 3)
        snprintf(buf, cap, "%d\xE2\x80\x93%d", h + 1, h + on); /* en dash */
    else
        for (int q = h, len = 0; q < n; q++)
            if (same[q])
                len += snprintf(buf + len, cap - (size_t)len, q == h ? "%d" : HINT_SEP "%d", q + 1);
    return buf;
}

static void hilite(app *a, int n, int tag, int ta, int tb, const char *label, int strong, float z)
{
    float x, y, w, h;
    target_rect(a, tag, ta, tb, &x, &y, &w, &h);
    int idx;
    /* lit targets in green; the chosen one in a deeper green, thicker and fuller (in blue it looked
     * like the pen's outline of a building already drawn) */
    gfx_rgba glow = strong ? (gfx_rgba){16, 104, 58, 255} : (gfx_rgba){40, 150, 90, 255};
    ecs_entity *e = ecs_rect(a->world, view_key(VIEW_G_HILITE, K_HL, n, 0), x, y, w, h, tag == HIT_CITIZEN ? 12 : 6,
                             glow, strong ? 3.5f : 2.0f, glow, z, &idx);
    e->draw.colour = gfx_alpha(glow, U.hover == idx ? 0.35f : strong ? 0.26f : 0.14f);
    e->mask |= ECS_HIT;
    e->hit = (ecs_hit){0, w, h, tag, ta, tb};
    if (label && *label) {
        /* the total cost, in a badge on the target's corner */
        float bw = label[1] ? 12.0f + 5.0f * (float)strlen(label) : 16.0f;
        ecs_entity *b = ui_ent(a, VIEW_G_HILITE, K_HL_TXT, n, 1, NULL);
        b->parent = idx;
        b->local.x = b->prev.x = w / 2 - 6; /* clear of a hint's badge on the next cell (hint_mark) */
        b->local.y = b->prev.y = -h / 2 + 2;
        b->z = 29 + 0.4f * (z - 26); /* above the hints' frames (hint_mark) */
        b->draw.kind = DRAW_RECT;
        b->draw.w = bw;
        b->draw.h = 15;
        b->draw.radius = 7.5f;
        b->draw.colour = glow;
        ecs_entity *t = ui_ent(a, VIEW_G_HILITE, K_HL_TXT, n, 0, NULL);
        t->parent = idx;
        t->local.x = t->prev.x = w / 2 - 6;
        t->local.y = t->prev.y = -h / 2 + 2;
        t->z = b->z + 0.2f;
        t->draw.kind = DRAW_TEXT;
        t->draw.h = 11;
        t->draw.face = GFX_FONT_BOLD;
        t->draw.align = GFX_CENTER | GFX_MIDDLE;
        t->draw.colour = (gfx_rgba){255, 255, 255, 255};
        ecs_set_text(t, label);
    }
}

/* The keyboard's cursor over a decision's options: a gold ring around the option Enter takes,
 * as around a focused button. */
static void focus_ring(app *a, int tag, int ta, int tb)
{
    float x, y, w, h;
    target_rect(a, tag, ta, tb, &x, &y, &w, &h);
    ecs_rect(a->world, view_key(VIEW_G_HILITE, K_HL_FOCUS, 0, 0), x, y, w + 8, h + 8, tag == HIT_CITIZEN ? 16 : 9,
             gfx_alpha(ui_focus, 0), 3, ui_focus, 27, NULL);
}

/* A pay button's label: "1 denier" (short: "1 Fortuna" in Spanish), in a static buffer (one use
 * per call). */
static const char *pay_one(int resource)
{
    static char buf[48];
    snprintf(buf, sizeof buf, tr(TR_PANEL_PAY_ONE), tr(TR_RES_ONE_INFLUENCE + resource));
    return buf;
}

/* A bar of the achievement progress (sync_progress), from its left edge. */
static void progress_bar(app *a, int i, int j, float x, float y, float w, gfx_rgba c)
{
    ecs_rect(a->world, view_key(VIEW_G_HILITE, K_PROG_BAR, i, j), x + w / 2, y, w, 4, 2, c, 0, c, 52, NULL);
}

/* Under the citizen tracks while no hints are shown there: how far the sheet shown has come
 * towards each achievement a game earns (td_achievement_progress). Each has its short name, "have
 * / need" and a bar, green once met (a win over 60 once the game is won); the score shows its
 * first threshold not met yet. One the player's profile already holds has a ticked box before its
 * name, as on the Achievements page, and is drawn softer; one this sheet can no longer meet says
 * so in place of its count. */
static void sync_progress(app *a, const td_state *s)
{
    static const int shown[] = {TD_ACH_SCORE_45, TD_ACH_CHARACTER_18, TD_ACH_CITIZENS_40, TD_ACH_WIN_MULTI_60,
                                TD_ACH_PRESTIGE_ROW, TD_ACH_WORK_ROW, TD_ACH_RESOURCE_TRACK, TD_ACH_CITIZEN_TRACK};
    td_ach_progress pr[TD_ACH_COUNT];
    td_achievement_progress(s, U.viewer, pr);
    uint32_t earned = td_achievements(s, U.viewer);
    /* the score's next threshold: past those this game has reached, and those the player's
     * profile already holds (an achievement hunter with "45 VP" aims at 55) */
    const app_profiles *ps = app_store_profiles(a);
    int pi = app_is_bot(a, U.viewer) ? -1 : app_store_find_profile(ps, a->seats[U.viewer].name);
    const app_profile *held = pi >= 0 ? &ps->profile[pi] : NULL;
    int score = TD_ACH_SCORE_45;
    while (score < TD_ACH_SCORE_65 && (pr[score].have >= pr[score].need || (held && held->boxes[score])))
        score++;
    uiw measure;
    uiw_begin(&measure, a);
    float track_x, ly, lx = SHEET_LEFT + 13;
    sheet_cit_pos(TD_COLOURS - 1, 0, &track_x, &ly);
    ly += 26; /* under the last citizen track, as the hints */
    ui_text(a, VIEW_G_HILITE, K_PROG_TXT, 0, 0, lx, ly, 12, GFX_FONT_ITALIC, GFX_LEFT | GFX_MIDDLE, ui_ink_soft,
            tr(TR_PLAY_PROGRESS_TITLE), 55);
    float col_w = (SHEET_RIGHT - 12 - lx) / 4, gap = 14;
    int n = 0;
    for (size_t i = 0; i < sizeof shown / sizeof shown[0]; i++) {
        int k = shown[i] == TD_ACH_SCORE_45 ? score : shown[i];
        if (!pr[k].need)
            continue; /* a solo game is won by nobody */
        /* met as the core counts it (a win over 60 wants the win too: only once the game is over) */
        int met = (earned >> k & 1u) && (k != TD_ACH_WIN_MULTI_60 || s->phase == TD_PHASE_OVER);
        float x = lx + col_w * (float)(n % 4), y = ly + 22 + 28 * (float)(n / 4), w = col_w - gap;
        char count[24];
        snprintf(count, sizeof count, "%d/%d", pr[k].need, pr[k].need); /* as wide as it gets until */
        float cw = uiw_text_width(&measure, GFX_FONT_BOLD, 12, count); /* met: the label keeps its size */
        int lost = !met && pr[k].lost, owned = !met && held && held->boxes[k];
        if (lost)
            snprintf(count, sizeof count, "%s", tr(TR_PLAY_PROGRESS_CLOSED));
        else
            snprintf(count, sizeof count, "%d/%d", pr[k].have, pr[k].need);
        cw = lost ? uiw_text_width(&measure, GFX_FONT_ITALIC, 12, count) : cw;
        float tick = owned ? 14 : 0; /* the ticked box before the name */
        if (owned) {
            ecs_rect(a->world, view_key(VIEW_G_HILITE, K_PROG_TICK, n, 0), x + 5, y, 10, 10, 2,
                     (gfx_rgba){255, 253, 247, 255}, 1, ui_ink_soft, 55, NULL);
            ecs_entity *c = ecs_placed(a->world, view_key(VIEW_G_HILITE, K_PROG_TICK, n, 1), x + 5, y, 56, NULL);
            c->draw.kind = DRAW_PEN_CROSS;
            c->draw.w = c->draw.h = 8;
            c->draw.width = 1.6f;
            c->draw.progress = c->prev_progress = 1;
            c->draw.seed = (unsigned)k * 5u + 1u;
            c->draw.colour = ui_accent;
        }
        gfx_rgba ink = met ? ui_good : lost || owned ? ui_ink_soft : ui_ink;
        const char *label = tr(TR_END_ACH_SHORT_PLAYED_SOLO + k);
        float px = uiw_fit_px(&measure, GFX_FONT_REGULAR, 12, label, w - cw - 6 - tick, 9);
        ui_text(a, VIEW_G_HILITE, K_PROG_TXT, n + 1, 0, x + tick, y, px, GFX_FONT_REGULAR, GFX_LEFT | GFX_MIDDLE, ink,
                label, 55);
        ui_text(a, VIEW_G_HILITE, K_PROG_TXT, n + 1, 1, x + w, y, 12, lost ? GFX_FONT_ITALIC : GFX_FONT_BOLD,
                GFX_RIGHT | GFX_MIDDLE, ink, count, 55);
        float part = met || pr[k].have >= pr[k].need ? 1 : (float)(pr[k].have > 0 ? pr[k].have : 0) / (float)pr[k].need;
        progress_bar(a, n, 0, x, y + 11, w, gfx_alpha(ui_ink, 0.12f));
        if (part > 0)
            progress_bar(a, n, 1, x, y + 11, w * part,
                         met ? ui_good : gfx_alpha(lost || owned ? ui_ink_soft : ui_accent, lost || owned ? 0.5f : 0.8f));
        n++;
    }
}

/* Whether hint h is the choice set up (by H, a click on its row, or by hand): its row stays lit, so
 * a player going through the hints with H sees which one Enter would play. */
static int hint_set_up(app *a, int h)
{
    const td_move *m = &U.hint[h];
    if (m->kind != TD_MOVE_DIE)
        return U.armed && U.n_legal > 0 && td_move_equal(&U.legal[U.cursor % U.n_legal], m);
    return U.slot == m->slot && U.value == m->value && U.colour == m->colour && U.action == m->action &&
           (m->pay == TD_PAY_NONE || !now_of(a)->die[m->slot].pay_choice || U.pay == m->pay);
}

static void sync_hilites(app *a)
{
    const td_state *s = now_of(a);
    ecs_sync_begin(a->world, VIEW_G_HILITE);
    int n = 0, k = need_kind(a);
    if (k == TD_NEED_DIE && U.slot >= 0) {
        /* every target this die can reach (with the payment pressed, else with any: a click finds
         * it one), lit with its cheapest total cost */
        uint8_t seen[TD_ACTIONS][TD_ROWS + TD_COLOURS][TD_COLUMNS]; /* gains: one row per colour */
        memset(seen, 0, sizeof seen);
        for (int i = 0; i < U.n_legal && n < 200; i++) {
            const td_move *m = &U.legal[i];
            if (m->kind != TD_MOVE_DIE || m->slot != U.slot || (U.pay_chosen && m->pay != U.pay))
                continue;
            int tag, ta, tb;
            target_of(s, m, &tag, &ta, &tb);
            int row = tag == HIT_DIEBOX ? TD_ROWS + ta : ta;
            if (seen[m->action][row][tb])
                continue;
            seen[m->action][row][tb] = 1;
            td_cost c;
            td_move_cost(s, m, &c);
            char label[16]; /* the total price, "0" when free: a number fits the cell's corner in
                             * every language ("gratuit" ran over the next cell) */
            snprintf(label, sizeof label, "%d", cost_total(&c));
            int strong = m->value == U.value && m->colour == U.colour && m->action == U.action;
            hilite(a, n++, tag, ta, tb, label, strong, strong ? 27 : 26);
        }
        /* the other cells and die boxes answer a click with the core's reason */
        int u = 0;
        for (int pos = 0; pos < TD_COLUMNS; pos++) {
            for (int row = 0; row < TD_ROWS; row++)
                if (!seen[td_row_is_prestige(row) ? TD_ACT_PRESTIGE : TD_ACT_WORK][row][pos])
                    unlit(a, u++, HIT_CELL, row, pos);
            for (int c = 0; c < TD_COLOURS; c++)
                if (!seen[TD_ACT_GAIN][TD_ROWS + c][pos])
                    unlit(a, u++, HIT_DIEBOX, c, pos);
        }
    } else if (k == TD_NEED_PRESTIGE || k == TD_NEED_WORK) {
        uint64_t lit = 0;
        for (int i = 0; i < U.n_legal; i++)
            if (U.legal[i].kind == TD_MOVE_BUILD) {
                int tag, row, pos;
                target_of(s, &U.legal[i], &tag, &row, &pos);
                lit |= (uint64_t)1 << (row * TD_COLUMNS + pos);
                int at = U.armed && i == U.cursor % (U.n_legal ? U.n_legal : 1);
                hilite(a, n++, tag, row, pos, "", at, 26);
                if (at)
                    focus_ring(a, tag, row, pos);
            }
        int u = 0;
        for (int row = 0; row < TD_ROWS; row++)
            for (int pos = 0; pos < TD_COLUMNS; pos++)
                if (!(lit >> (row * TD_COLUMNS + pos) & 1u))
                    unlit(a, u++, HIT_CELL, row, pos);
    } else if (k != TD_NEED_OVERFLOW && k != TD_NEED_BANQUET4) {
        /* no die chosen (or no decision): every cell and link lozenge answers the mouse with what
         * it is (explain_cell, explain_link); the lozenges above the cells they join */
        int u = 0;
        for (int row = 0; row < TD_ROWS; row++) {
            for (int pos = 0; pos < TD_COLUMNS; pos++)
                unlit(a, u++, HIT_CELL, row, pos);
            for (int pair = 0; pair < 3; pair++)
                if (td_links[row][pair].kind != TD_LINK_NONE)
                    unlit(a, u++, HIT_LINK, row, pair);
        }
        static const int bonus_at[] = {TD_COLBONUS_RESOURCES, TD_COLBONUS_WORK_A, TD_COLBONUS_WORK_B,
                                       TD_CIT_PRESTIGE_AT, TD_CIT_FULL_AT}; /* the squares with a bonus */
        for (int c = 0; c < TD_COLOURS; c++)
            for (size_t b = 0; b < sizeof bonus_at / sizeof bonus_at[0]; b++)
                unlit(a, u++, HIT_CIT_SQUARE, c, bonus_at[b] - 1);
    } else {
        unsigned lit = 0;
        for (int i = 0; i < U.n_legal; i++)
            if (U.legal[i].kind == TD_MOVE_CITIZEN) {
                lit |= 1u << U.legal[i].colour;
                int at = U.armed && i == U.cursor % (U.n_legal ? U.n_legal : 1);
                hilite(a, n++, HIT_CITIZEN, U.legal[i].colour, 0, "", at, 26);
                if (at)
                    focus_ring(a, HIT_CITIZEN, U.legal[i].colour, 0);
            }
        for (int c = 0, u = 0; c < TD_COLOURS; c++)
            if (!(lit >> c & 1u))
                unlit(a, u++, HIT_CITIZEN, c, 0);
    }
    /* hints: the best few choices numbered on their targets, and listed under the citizen tracks
     * with the expert's estimate of the final score after each */
    if (hints_shown(a)) {
        uiw measure;
        uiw_begin(&measure, a);
        float track_x, ly, lx = SHEET_LEFT + 20; /* the list's left edge, and its title's y */
        sheet_cit_pos(TD_COLOURS - 1, 0, &track_x, &ly);
        ly += 26; /* under the last citizen track */
        ui_text(a, VIEW_G_HILITE, K_HINT_TXT, 0, 0, lx - 7, ly, 12, GFX_FONT_ITALIC, GFX_LEFT | GFX_MIDDLE,
                ui_ink_soft, tr(TR_PLAY_HINTS_TITLE), 55);
        int marked[4][3]; /* the hints' targets: tag, a, b (tag HIT_NONE for the fallback) */
        for (int h = 0; h < U.n_hints; h++)
            target_of(s, &U.hint[h], &marked[h][0], &marked[h][1], &marked[h][2]);
        for (int h = 0; h < U.n_hints; h++) {
            const td_move *m = &U.hint[h];
            char text[160];
            if (marked[h][0] != HIT_NONE)
                hint_mark(a, h, marked[h][0], marked[h][1], marked[h][2],
                          hint_target_label(h, marked, U.n_hints, text, sizeof text));
            float y = ly + 22 * (float)(h + 1);
            snprintf(text, sizeof text, "%d", h + 1);
            hint_badge(a, h, 1, lx, y, text);
            snprintf(text, sizeof text, tr(TR_VP), (int)lroundf(U.hint_est[h]));
            ui_text(a, VIEW_G_HILITE, K_HINT_TXT, h + 1, 0, lx + 14, y, 13, GFX_FONT_BOLD, GFX_LEFT | GFX_MIDDLE,
                    ui_ink, text, 55);
            describe_move(a, m, text, sizeof text);
            if (m->kind == TD_MOVE_DIE) { /* everything it costs: the slot, a Raid, the changes */
                td_cost c;
                td_move_cost(s, m, &c);
                char paid[96];
                amounts_words(c.total, paid, sizeof paid);
                size_t len = strlen(text);
                if (paid[0])
                    snprintf(text + len, sizeof text - len, tr(TR_PLAY_HINT_PAY), paid);
            }
            /* smaller when a long payment would run past the sheet's edge */
            float tpx = uiw_fit_px(&measure, GFX_FONT_REGULAR, 13, text, SHEET_RIGHT - 14 - (lx + 66), 10);
            ui_text(a, VIEW_G_HILITE, K_HINT_TXT, h + 1, 1, lx + 66, y, tpx, GFX_FONT_REGULAR,
                    GFX_LEFT | GFX_MIDDLE, ui_ink, text, 55);
            /* the row takes the hint when clicked, and lights up under the mouse */
            float w = 66 + uiw_text_width(&measure, GFX_FONT_REGULAR, tpx, text) + 22;
            int idx;
            ecs_entity *row = ecs_rect(a->world, view_key(VIEW_G_HILITE, K_HINT_ROW, h, 0), lx - 11 + w / 2, y, w, 20,
                                       10, hint_fill(h), 0, hint_fill(h), 54, &idx);
            row->draw.colour = gfx_alpha(hint_fill(h), U.hover == idx ? 0.55f : hint_set_up(a, h) ? 0.4f : 0);
            row->mask |= ECS_HIT;
            row->hit = (ecs_hit){0, w, 20, HIT_HINT, h, 0};
        }
    } else {
        sync_progress(a, s);
    }
    ecs_sync_end(a->world, VIEW_G_HILITE);
}

#define SEAT_SEP " \xC2\xB7 " /* in a score tab, between the name and the score */

/* Seat p's score as the score strip shows it. With hidden sheets, while a half-day's choices are
 * being made (until they are shown: U.held), the others' as they stood at the roll (a score that
 * moved would tell what they chose); else as it is. */
static int shown_score(app *a, int p)
{
    int hidden = !app_sheets_open(a) && (now_of(a)->phase == TD_PHASE_CHOOSE || U.held) && p != U.viewer;
    return td_score_total(hidden ? &a->ss->checkpoint : now_of(a), p);
}

/* A seat tab's text: the name (perhaps cut, with an ellipsis) and the score, with its unit or
 * without ("Player 1 · 7 VP"). */
static void tab_line(const char *name, int score, int unit, char *line, size_t size)
{
    char num[24];
    snprintf(num, sizeof num, unit ? tr(TR_VP) : "%d", score);
    snprintf(line, size, "%.*s" SEAT_SEP "%s", APP_NAME_MAX + 3, name, num);
}

static void sync_bar(app *a)
{
    const td_state *s = now_of(a);
    int idx;
    ecs_entity *e = ui_ent(a, VIEW_G_UI, K_BAR, 0, 0, &idx);
    e->local.x = e->prev.x = 640;
    e->local.y = e->prev.y = 20;
    e->z = 35;
    e->draw.kind = DRAW_RECT;
    e->draw.w = 1280;
    e->draw.h = 40;
    e->draw.colour = (gfx_rgba){34, 46, 40, 255};
    e->mask |= ECS_BLEED; /* up to the window's top in a window taller than 16:9 */
    char title[64];
    const td_state *day = view_of(a);
    if (day->phase == TD_PHASE_OVER)
        snprintf(title, sizeof title, "%s", tr(TR_BAR_OVER));
    else
        snprintf(title, sizeof title, tr(day->half ? TR_BAR_AFTERNOON : TR_BAR_MORNING), day->day);
    ui_text(a, VIEW_G_UI, K_TITLE, 0, 0, 16, 20, 20, GFX_FONT_BOLD, GFX_LEFT | GFX_MIDDLE, ui_paper, title, 36);
    /* the score strip: every player's running score, in tabs sharing the room between the title
     * and the Menu button */
    /* past eight seats the strip starts closer to the title (whose longest form ends at 235) */
    float x = a->n_seats > 8 ? 245 : 290, wseat = (a->n_seats > 8 ? 715.0f : 670.0f) / (float)a->n_seats;
    if (wseat > 170)
        wseat = 170;
    unsigned waiting = td_waiting_players(s);
    /* the name and the score ("Player 1 · 7 VP") at 13 px, smaller if need be (down to 10), one
     * size for every tab; the scores go without their unit in every tab when one tab would need
     * a smaller size for it, and a name still too long ends in an ellipsis before the score */
    float scale = a->world->scale > 0 ? a->world->scale : 1, room = wseat - (a->n_seats > 8 ? 10 : 16);
    float px0 = a->n_seats > 5 ? 12 : 13, px_min = a->n_seats > 5 ? 9 : 10;
    char line[APP_NAME_MAX + 48], names[TD_MAX_PLAYERS][APP_NAME_MAX + 1];
    int score[TD_MAX_PLAYERS];
    /* a bot's default name that would not fit even without the unit goes without its level
     * ("Bot 2 · 31"); its sheet's title gives it */
    for (int p = 0; p < a->n_seats; p++) {
        score[p] = shown_score(a, p);
        snprintf(names[p], sizeof names[p], "%s", a->seats[p].name);
        char shorter[APP_NAME_MAX + 1];
        tab_line(names[p], score[p], 0, line, sizeof line);
        if (app_seat_short_name(a, p, shorter, sizeof shorter) &&
            gfx_fit_px(&a->g, GFX_FONT_BOLD, px0, line, room, scale) < px0 - 1)
            snprintf(names[p], sizeof names[p], "%s", shorter);
    }
    int unit = 1;
    for (int p = 0; p < a->n_seats && unit; p++) {
        tab_line(names[p], score[p], 1, line, sizeof line);
        unit = gfx_fit_px(&a->g, GFX_FONT_BOLD, px0, line, room, scale) >= px0 - 1;
    }
    float px = px0;
    for (int fits = 0; !fits && px > px_min;) { /* fonts come in whole sizes: measured, not scaled */
        fits = 1;
        for (int p = 0; p < a->n_seats && fits; p++) {
            float tw;
            tab_line(names[p], score[p], unit, line, sizeof line);
            gfx_text_size(&a->g, GFX_FONT_BOLD, px * scale, line, &tw, NULL);
            fits = tw <= room * scale;
        }
        if (!fits)
            px = px - 0.5f < px_min ? px_min : px - 0.5f;
    }
    for (int p = 0; p < a->n_seats; p++) {
        float cx = x + wseat / 2;
        ecs_entity *c = ui_ent(a, VIEW_G_UI, K_SEAT, p, 0, &idx);
        c->local.x = c->prev.x = cx;
        c->local.y = c->prev.y = 20;
        c->z = 36;
        c->draw.kind = DRAW_RECT;
        c->draw.w = wseat - 6;
        c->draw.h = 30;
        c->draw.radius = 6;
        c->draw.colour = p == U.viewer ? (gfx_rgba){246, 238, 220, 255} : (gfx_rgba){70, 88, 78, 255};
        c->draw.width = (waiting >> p & 1u) ? 2 : 0;
        c->draw.colour2 = (gfx_rgba){250, 204, 60, 255};
        c->mask |= ECS_HIT; /* shows that sheet, or with hidden sheets says why not (show_sheet) */
        c->hit = (ecs_hit){0, wseat - 6, 30, HIT_SEAT, p, 0};
        const char *name = names[p];
        tab_line(name, score[p], unit, line, sizeof line);
        for (size_t len = strlen(name);;) {
            float tw;
            gfx_text_size(&a->g, GFX_FONT_BOLD, px * scale, line, &tw, NULL);
            if (tw <= room * scale || len == 0)
                break;
            do /* one character less, at a character boundary */
                len--;
            while (len > 0 && ((unsigned char)name[len] & 0xC0) == 0x80);
            while (len > 0 && name[len - 1] == ' ')
                len--;
            char cut[APP_NAME_MAX + 4];
            snprintf(cut, sizeof cut, "%.*s\xE2\x80\xA6", (int)len, name);
            tab_line(cut, score[p], unit, line, sizeof line);
        }
        ui_text(a, VIEW_G_UI, K_SEAT_TXT, p, 0, cx, 20, px, GFX_FONT_BOLD, GFX_CENTER | GFX_MIDDLE,
                p == U.viewer ? ui_ink : ui_paper, line, 37);
        x += wseat;
    }
    button(a, BTN_MENU, 0, 1000, 20, 64, 28, tr(TR_BTN_MENU), 1, 0, HIT_BUTTON, BTN_MENU, 0);
    button(a, BTN_HINT, 0, 1070, 20, 60, 28, tr(TR_BTN_HINT), U.n_legal > 0, 0, HIT_BUTTON, BTN_HINT, 0);
    /* Lit whenever undo() would take something back: the die being considered, or the shown
     * player's latest move since the roll, also once it has ended the half-day. */
    button(a, BTN_UNDO, 0, 1138, 20, 64, 28, tr(TR_BTN_UNDO), U.slot >= 0 || undoable(a) >= 0, 0, HIT_BUTTON,
           BTN_UNDO, 0);
    button(a, BTN_SOUND, 0, 1236, 20, 70, 28, a->s.muted ? tr(TR_BTN_SOUND_OFF) : tr(TR_BTN_SOUND), 1, 0, HIT_BUTTON, BTN_SOUND, 0);
}

/* The panel's usual lines: a bold title and, when `sub` is given, an italic line under it, each
 * smaller when a long name would take it past the panel's edge. */
static void panel_lines(app *a, const char *title, const char *sub)
{
    float scale = a->world->scale > 0 ? a->world->scale : 1;
    ui_text(a, VIEW_G_UI, K_PANEL_TXT, 0, 0, 30, PANEL_Y - 36, gfx_fit_px(&a->g, GFX_FONT_BOLD, 15, title, 560, scale),
            GFX_FONT_BOLD, GFX_LEFT | GFX_MIDDLE, ui_paper, title, 40);
    if (sub)
        ui_text(a, VIEW_G_UI, K_PANEL_TXT, 1, 0, 30, PANEL_Y - 12, gfx_fit_px(&a->g, GFX_FONT_ITALIC, 12, sub, 560, scale),
                GFX_FONT_ITALIC, GFX_LEFT | GFX_MIDDLE, ui_paper, sub, 40);
}

/* The controls under the wheel: what the player can do right now. */
static void sync_panel(app *a)
{
    const td_state *s = now_of(a);
    ecs_entity *bg = ui_ent(a, VIEW_G_UI, K_PANEL, 0, 0, NULL);
    bg->local.x = bg->prev.x = 310;
    bg->local.y = bg->prev.y = PANEL_Y;
    bg->z = 34;
    bg->draw.kind = DRAW_RECT;
    bg->draw.w = 600;
    bg->draw.h = PANEL_H;
    bg->draw.radius = 10;
    bg->draw.colour = (gfx_rgba){40, 54, 47, 235};
    char buf[256];
    int k = need_kind(a);
    gfx_rgba light = ui_paper;
    if (U.held) { /* the last to choose, before the reveal */
        char sub[256];
        snprintf(buf, sizeof buf, tr(TR_PANEL_PASS), a->seats[U.viewer].name);
        snprintf(sub, sizeof sub, "%s", tr(TR_PANEL_HELD));
        panel_lines(a, buf, sub);
        button(a, BTN_REVEAL, 0, 310, PANEL_Y + 26, 220, 40, tr(TR_BTN_REVEAL), 1, 1, HIT_BUTTON, BTN_REVEAL, 0);
        return;
    }
    if (s->phase == TD_PHASE_OVER) {
        ui_text(a, VIEW_G_UI, K_PANEL_TXT, 0, 0, 30, PANEL_Y - 36, 16, GFX_FONT_BOLD, GFX_LEFT | GFX_MIDDLE, light,
                tr(TR_PANEL_OVER), 40);
        button(a, BTN_END, 0, 310, PANEL_Y + 20, 220, 40, tr(TR_BTN_SEE_SCORES), 1, 1, HIT_BUTTON, BTN_END, 0);
        return;
    }
    if (s->phase == TD_PHASE_ROLL) {
        int humans = app_humans(a);
        if (a->ss->n_moves == 0)
            snprintf(buf, sizeof buf, "%s", tr(TR_PANEL_DAY1));
        else
            snprintf(buf, sizeof buf, "%s", tr(humans ? TR_PANEL_ALL_CHOSEN_ROLL : TR_PANEL_ALL_CHOSEN));
        panel_lines(a, buf, NULL);
        if (humans)
            button(a, BTN_ROLL, 0, 310, PANEL_Y + 16, 220, 44, tr(TR_BTN_ROLL), 1, 1, HIT_BUTTON, BTN_ROLL, 0);
        return;
    }
    char sub[256];
    int next = pass_due(a);
    if (next >= 0) {
        snprintf(buf, sizeof buf, tr(TR_PANEL_PASS), a->seats[U.viewer].name);
        snprintf(sub, sizeof sub, tr(TR_PANEL_PASS_NEXT), a->seats[next].name);
        panel_lines(a, buf, sub);
        button(a, BTN_PASS, 0, 310, PANEL_Y + 26, 220, 40, tr(TR_BTN_PASS), 1, 1, HIT_BUTTON, BTN_PASS, 0);
        return;
    }
    int back = peek_waiting(a);
    if (back >= 0) {
        snprintf(buf, sizeof buf, tr(TR_PANEL_PEEK), a->seats[U.viewer].name);
        snprintf(sub, sizeof sub, tr(TR_PANEL_PEEK_BACK), a->seats[back].name);
        panel_lines(a, buf, sub);
        return;
    }
    if (app_is_bot(a, U.viewer) || k == TD_NEED_NOTHING) {
        int n = 0;
        for (int p = 0; p < a->n_seats; p++)
            n += td_waiting_players(s) >> p & 1u;
        snprintf(buf, sizeof buf, tr(n == 1 ? TR_PANEL_WAITING_ONE : TR_PANEL_WAITING_MANY), a->seats[U.viewer].name, n);
        panel_lines(a, buf, NULL);
        return;
    }
    if (k != TD_NEED_DIE) {
        /* the decision, on two lines when it is long (a column bonus in French or Spanish) */
        const char *need = need_text(a, buf, sizeof buf);
        size_t first = gfx_wrap_line(&a->g, GFX_FONT_BOLD, 15, need, 560);
        const char *rest = gfx_wrap_skip(need + first);
        float y = *rest ? PANEL_Y - 38 : PANEL_Y - 30;
        char line[sizeof buf];
        snprintf(line, sizeof line, "%.*s", (int)first, need);
        ui_text(a, VIEW_G_UI, K_PANEL_TXT, 0, 0, 30, y, 15, GFX_FONT_BOLD, GFX_LEFT | GFX_MIDDLE, light, line, 40);
        if (*rest) {
            y += 20;
            ui_text(a, VIEW_G_UI, K_PANEL_TXT, 0, 1, 30, y, 15, GFX_FONT_BOLD, GFX_LEFT | GFX_MIDDLE, light, rest, 40);
        }
        ui_text(a, VIEW_G_UI, K_PANEL_TXT, 1, 0, 30, y + 34, 12, GFX_FONT_ITALIC, GFX_LEFT | GFX_MIDDLE, light,
                tr(TR_PANEL_ARROWS), 40);
        if (U.n_legal > 0 && U.armed) { /* the option Enter takes, in words: the ring on the sheet is small */
            const td_move *m = &U.legal[U.cursor % U.n_legal];
            char what[96];
            if (m->kind == TD_MOVE_BUILD)
                snprintf(what, sizeof what, tr(TR_EXPLAIN_HEAD), tr(TR_ROW_FORTRESS + m->row), m->value);
            else
                describe_move(a, m, what, sizeof what);
            int len = snprintf(line, sizeof line, tr(TR_PANEL_ENTER_TAKES), what);
            td_gain g; /* and what it scores, as a die's target says in its tooltip */
            if (len > 0 && (size_t)len < sizeof line && !td_move_preview(s, m, &g)) {
                snprintf(line + len, sizeof line - (size_t)len, " · ");
                len += (int)strlen(line + len);
                snprintf(line + len, sizeof line - (size_t)len, tr(TR_TIP_SCORE), g.score_delta);
            }
            ui_text(a, VIEW_G_UI, K_PANEL_TXT, 2, 0, 30, y + 52, 12, GFX_FONT_BOLD, GFX_LEFT | GFX_MIDDLE, light, line,
                    40);
        }
        return;
    }
    /* the fallback: no die can be paid for */
    if (U.n_legal == 1 && U.legal[0].kind == TD_MOVE_FALLBACK) {
        ui_text(a, VIEW_G_UI, K_PANEL_TXT, 0, 0, 30, PANEL_Y - 36, 14, GFX_FONT_BOLD, GFX_LEFT | GFX_MIDDLE, light,
                tr(TR_PANEL_NO_DIE), 40);
        ui_text(a, VIEW_G_UI, K_PANEL_TXT, 1, 0, 30, PANEL_Y - 14, 13, GFX_FONT_REGULAR, GFX_LEFT | GFX_MIDDLE, light,
                tr(TR_PANEL_FALLBACK_GAIN), 40);
        button(a, BTN_FALLBACK, 0, 310, PANEL_Y + 26, 260, 36, tr(TR_BTN_FALLBACK), 1, 1, HIT_BUTTON,
               BTN_FALLBACK, 0);
        return;
    }
    if (U.slot < 0) {
        snprintf(buf, sizeof buf, tr(TR_PANEL_PICK_DIE), a->seats[U.viewer].name);
        panel_lines(a, buf, tr(TR_PANEL_TARGETS));
        return;
    }
    /* payment of the slot-2 die */
    float y0 = PANEL_Y - 34, y1 = PANEL_Y + 2, y2 = PANEL_Y + 38;
    const td_die_info *d = &s->die[U.slot];
    if (d->pay_choice) {
        ui_text(a, VIEW_G_UI, K_CHOICE_TXT, 0, 0, 22, y0, 12, GFX_FONT_BOLD, GFX_LEFT | GFX_MIDDLE, light, tr(TR_PANEL_PAY_WITH), 40);
        for (int r = 0; r < TD_RESOURCES; r++) {
            int ok = find_move(U.slot, r, -1, -1, -1) >= 0;
            button(a, 20, r, 140 + (float)r * 96, y0, 90, 24, pay_one(r), ok, U.pay == r, HIT_PAY, r, 0);
        }
    } else {
        td_cost c;
        int any = find_move(U.slot, U.pay, -1, -1, -1);
        td_move_cost(s, &U.legal[any], &c);
        char amount[48], raid[96];
        amounts_words(c.surcharge, raid, sizeof raid); /* a Raid's surcharge on this die */
        if (c.slot_amount && raid[0])
            snprintf(buf, sizeof buf, tr(TR_PANEL_DIE_COSTS_RAID), U.slot + 1,
                     tr_amount(amount, sizeof amount, c.slot_amount, c.slot_resource), raid);
        else if (c.slot_amount)
            snprintf(buf, sizeof buf, tr(TR_PANEL_DIE_COSTS), U.slot + 1,
                     tr_amount(amount, sizeof amount, c.slot_amount, c.slot_resource));
        else if (raid[0])
            snprintf(buf, sizeof buf, tr(TR_PANEL_DIE_RAID), U.slot + 1, raid);
        else
            snprintf(buf, sizeof buf, tr(TR_PANEL_DIE_FREE), U.slot + 1);
        int chosen = find_move(U.slot, U.pay, U.value, U.colour, -1);
        if (chosen >= 0) { /* a value or colour changed: the whole price, not the die's alone */
            td_move_cost(s, &U.legal[chosen], &c);
            if (c.value_influence || c.colour_knowledge) {
                char all[96];
                amounts_words(c.total, all, sizeof all);
                snprintf(buf, sizeof buf, tr(TR_PANEL_DIE_IN_ALL), U.slot + 1, all);
            }
        }
        float px = gfx_fit_px(&a->g, GFX_FONT_BOLD, 13, buf, 365, a->world->scale); /* left of the actions */
        ui_text(a, VIEW_G_UI, K_CHOICE_TXT, 0, 0, 22, y0, px, GFX_FONT_BOLD, GFX_LEFT | GFX_MIDDLE, light, buf, 40);
    }
    /* value: each button shows the influence it costs (priced by the core) */
    ui_text(a, VIEW_G_UI, K_CHOICE_TXT, 1, 0, 22, y1, 12, GFX_FONT_BOLD, GFX_LEFT | GFX_MIDDLE, light, tr(TR_PANEL_VALUE), 40);
    for (int v = 1; v <= 6; v++) {
        int i = find_move(U.slot, U.pay, v, U.colour, -1);
        if (i < 0)
            i = find_move(U.slot, U.pay, v, -1, -1);
        if (i < 0 && !U.pay_chosen) /* reachable with another payment: the button takes it */
            i = find_move(U.slot, -1, v, -1, -1);
        char lab[16];
        if (i >= 0) {
            td_cost c;
            td_move_cost(s, &U.legal[i], &c);
            if (c.value_influence)
                snprintf(lab, sizeof lab, tr(TR_PANEL_VALUE_COST), v, c.value_influence);
            else
                snprintf(lab, sizeof lab, "%d", v);
        } else {
            snprintf(lab, sizeof lab, "%d", v);
        }
        button(a, 21, v, 108 + (float)(v - 1) * 56, y1, 52, 26, lab, i >= 0, U.value == v, HIT_VALUE, v, 0);
    }
    /* colour */
    ui_text(a, VIEW_G_UI, K_CHOICE_TXT, 2, 0, 22, y2, 12, GFX_FONT_BOLD, GFX_LEFT | GFX_MIDDLE, light, tr(TR_PANEL_COLOUR), 40);
    for (int c = 0; c < TD_COLOURS; c++) {
        int i = find_move(U.slot, U.pay, U.value, c, -1);
        if (i < 0 && !U.pay_chosen)
            i = find_move(U.slot, -1, U.value, c, -1);
        char lab[24];
        if (i >= 0) {
            td_cost cost;
            td_move_cost(s, &U.legal[i], &cost);
            if (cost.colour_knowledge)
                snprintf(lab, sizeof lab, tr(TR_PANEL_COLOUR_COST), tr(TR_COLOUR_CAP_RED + c), cost.colour_knowledge);
            else
                snprintf(lab, sizeof lab, "%s", tr(TR_COLOUR_CAP_RED + c));
        } else {
            snprintf(lab, sizeof lab, "%s", tr(TR_COLOUR_CAP_RED + c));
        }
        button(a, 22, c, 138 + (float)c * 86, y2, 80, 26, lab, i >= 0, U.colour == c, HIT_COLOUR, c, 0);
    }
    /* action */
    for (int act = 0; act < TD_ACTIONS; act++) {
        int ok = action_reachable(act);
        button(a, 23, act, 424 + (float)act * 66, y0, 62, 26, tr(TR_ACTION_GAIN + act), ok, U.action == act, HIT_ACTION, act, 0);
    }
    int ready = U.action >= 0 && find_move(U.slot, U.pay, U.value, U.colour, U.action) >= 0;
    button(a, BTN_CONFIRM, 0, 500, y2, 180, 28, tr(TR_BTN_CONFIRM), ready, 1, HIT_BUTTON, BTN_CONFIRM, 0);
}

/* The roll's banner and the last note, on the lines above the panel: wrapped to the panel's
 * width, the last line just above the panel and the others stacked above it, over the wheel's rim.
 * More than one line sits on a strip of the table's colour: every line shows, however long the
 * half-day's summary, and the panel's buttons never cover one. Each line is a text of its own. */
#define BANNER_LINES 16
#define BANNER_LINE_H 17.0f /* design units, for 13 px text */
static void sync_banner(app *a)
{
    char text[sizeof U.banner + sizeof U.note + 2];
    snprintf(text, sizeof text, "%s%s%s", U.banner, U.banner[0] && U.note[0] ? "  " : "", U.note);
    const char *start[BANNER_LINES];
    size_t len[BANNER_LINES];
    int n = 0;
    const char *p = gfx_wrap_skip(text);
    while (*p && n < BANNER_LINES) {
        start[n] = p;
        /* the last line that fits takes the rest (never cut off; it only runs long) */
        len[n] = n == BANNER_LINES - 1 ? strlen(p) : gfx_wrap_line(&a->g, GFX_FONT_ITALIC, 13, p, 570);
        p = gfx_wrap_skip(p + len[n]);
        n++;
    }
    if (n == 0)
        return;
    /* The last line's descenders end a unit above the panel's top edge, and the strip behind
     * the lines ends on that edge. */
    float y_last = PANEL_TOP - BANNER_LINE_H - 1, y_first = y_last - BANNER_LINE_H * (float)(n - 1);
    if (n > 1) {
        float top = y_first - 3, bottom = PANEL_TOP;
        ecs_entity *bg = ui_ent(a, VIEW_G_UI, K_BANNER, 0, 1, NULL);
        bg->local.x = bg->prev.x = 310;
        bg->local.y = bg->prev.y = (top + bottom) / 2;
        bg->z = 39;
        bg->draw.kind = DRAW_RECT;
        bg->draw.w = 600;
        bg->draw.h = bottom - top;
        bg->draw.radius = 8;
        bg->draw.colour = gfx_alpha(ui_table, 0.88f);
    }
    for (int i = 0; i < n; i++) {
        char line[sizeof text];
        snprintf(line, sizeof line, "%.*s", (int)len[i], start[i]);
        ui_text(a, VIEW_G_UI, K_BANNER, 1, i, 20, y_first + BANNER_LINE_H * (float)i, 13, GFX_FONT_ITALIC, GFX_LEFT,
                ui_paper, line, 40);
    }
}

static void sync_ui(app *a)
{
    ecs_sync_begin(a->world, VIEW_G_UI);
    sync_bar(a);
    sync_panel(a);
    sync_banner(a);
    ecs_sync_end(a->world, VIEW_G_UI);
    sync_hilites(a);
}

/* Follows the game: whose sheet is shown, the hand-over screen between hidden hot-seat players. */
static int follow_turn(app *a)
{
    const td_state *s = now_of(a);
    if (s->phase != TD_PHASE_CHOOSE)
        return 0;
    if (U.peek && !app_is_bot(a, U.viewer) && (td_waiting_players(s) >> U.viewer & 1u))
        U.peek = 0; /* a looked-at player's move taken back: they choose again */
    int h = app_next_human(a);
    if (h >= 0 && !app_sheets_open(a) && a->handed_over != a->ss->checkpoint_moves + 1) {
        /* hidden sheets: the first to choose after the roll is handed the screen too (the others,
         * who watched the roll, look away), as each after them is */
        a->viewer = h;
        app_set_screen(a, SCREEN_HANDOVER);
        return 1;
    }
    if (h < 0 || h == U.viewer)
        return 0;
    if (!(td_waiting_players(s) >> U.viewer & 1u) || app_is_bot(a, U.viewer)) {
        if (U.peek)
            return 0; /* shown on purpose: the panel says how to come back (back_from_peek) */
        if (app_sheets_open(a)) {
            U.viewer = h;
            clear_choice();
            U.has_shown = 0; /* the roll's line again, for this player's sheet */
            U.note[0] = 0;   /* the last player's note is not theirs */
            return 0;
        }
        if (pass_due(a) >= 0)
            return 0;
        a->viewer = h;
        app_set_screen(a, SCREEN_HANDOVER);
        return 1;
    }
    return 0;
}

/* The reveal: what everyone chose in the half-day `closed` (the state it was played in: its day
 * and half), in the banner, by seat: each die, then the bonuses it brought in order (those the
 * rules drew at once, one open cell each, found on the states the half-day went through; then
 * those chosen). */
static void reveal_banner(app *a, const td_state *closed)
{
    const td_session *ss = a->ss;
    char said[TD_MAX_PLAYERS][320] = {{0}}, bonus[96];
    td_state st = ss->checkpoint;
    for (int i = ss->checkpoint_moves; i < ss->n_moves; i++) {
        const td_move *m = &ss->moves[i];
        td_state before = st;
        if (td_move_apply(&st, m))
            break; /* the session's own moves: cannot happen */
        char *d = said[m->player];
        if (m->kind == TD_MOVE_DIE || m->kind == TD_MOVE_FALLBACK) {
            describe_move(a, m, d, sizeof said[0]);
            uint8_t forced[TD_ROWS];
            forced_builds(&before, &st, m, forced);
            for (int row = 0; row < TD_ROWS; row++)
                for (int pos = 0; pos < TD_COLUMNS; pos++)
                    if (forced[row] >> pos & 1u) {
                        td_move b = {.kind = TD_MOVE_BUILD, .player = m->player, .row = (uint8_t)row,
                                     .value = before.params.col_value[pos]};
                        describe_move(a, &b, bonus, sizeof bonus);
                        size_t dl = strlen(d);
                        snprintf(d + dl, sizeof said[0] - dl, tr(TR_BANNER_THEN), bonus);
                    }
        } else if ((m->kind == TD_MOVE_BUILD || m->kind == TD_MOVE_CITIZEN) && d[0]) {
            describe_move(a, m, bonus, sizeof bonus);
            size_t dl = strlen(d);
            snprintf(d + dl, sizeof said[0] - dl, tr(TR_BANNER_THEN), bonus);
        }
        if (d[0]) /* the bonuses it lost for want of a cell, after those it drew */
            say_lost((uint8_t)(st.sheet[m->player].lost & ~before.sheet[m->player].lost), 1, d, sizeof said[0]);
    }
    int len = snprintf(U.banner, sizeof U.banner, tr(closed->half ? TR_BANNER_DAY_AFTERNOON : TR_BANNER_DAY_MORNING),
                       closed->day);
    for (int p = 0; p < a->n_seats && len > 0 && (size_t)len < sizeof U.banner; p++)
        if (said[p][0])
            len += snprintf(U.banner + len, sizeof U.banner - (size_t)len, tr(TR_BANNER_REVEAL_ITEM), a->seats[p].name,
                            said[p]);
}

/* The last to choose is done (U.held): everyone's choices are shown, and stay. */
static void reveal(app *a)
{
    if (!U.held)
        return;
    U.held = 0;
    U.moved = 0;
    reveal_banner(a, &U.held_view);
    screen_play_sync(a);
}

void screen_play_sync(app *a)
{
    if (a->screen != SCREEN_PLAY || !a->ss)
        return;
    if (follow_turn(a))
        return;
    a->viewer = U.viewer;
    const td_state *s = now_of(a);
    int rolled = U.has_shown && U.shown.phase == TD_PHASE_ROLL && s->phase == TD_PHASE_CHOOSE;
    if (rolled || (!U.has_shown && s->phase == TD_PHASE_CHOOSE))
        roll_banner(a);
    if (s->phase == TD_PHASE_CHOOSE)
        U.held = 0; /* a move taken back reopened the half-day */
    if (s->phase != TD_PHASE_CHOOSE && U.has_shown && U.shown.phase == TD_PHASE_CHOOSE) {
        /* with hidden sheets, the last to choose first sees their choice alone and may undo it, as
         * each player before them could; then the reveal (the last half-day's too, before the
         * final scoring) */
        if (!app_sheets_open(a) && U.moved && !app_is_bot(a, U.viewer)) {
            U.held = 1;
            U.held_view = U.shown;
        } else
            reveal_banner(a, &U.shown);
    }
    if (s->phase == TD_PHASE_OVER && !U.held)
        app_store_record_finished_game(a, NULL); /* hidden sheets: once the last choices are shown */
    refresh_legal(a);
    app_store_take_fresh(a, U.note, sizeof U.note); /* a save that failed is said at once (and on the title) */
    int same_view = U.has_shown && U.shown_viewer == U.viewer;
    float strokes = sheet_sync(a, same_view ? &U.shown : NULL, s, U.viewer, rolled ? app_anim(a, 1.0f) : 0);
    (void)strokes;
    wheel_sync(a, U.has_wheel ? &U.wheel_shown : NULL, view_of(a));
    U.wheel_shown = *view_of(a);
    U.has_wheel = 1;
    U.wheel_scale = a->world->scale;
    sync_dice(a, rolled);
    if (rolled)
        sfx_play(&a->s, SFX_DICE_ROLL);
    sync_ui(a);
    U.shown = *s;
    U.has_shown = 1;
    U.shown_viewer = U.viewer;
    a->dirty = 1;
}

/* ---- screen interface ------------------------------------------------------------------------ */

void screen_play_enter(app *a)
{
    /* the sheet and the wheel hardly change between moves: drawn once, copied each frame */
    a->world->bake_groups = 1u << VIEW_G_SHEET | 1u << VIEW_G_WHEEL;
    a->world->bake_bg = ui_table;
    a->world->top_bar = 1;
    if (a->resume) { /* back from the rules (F1): the die, the hints and a held choice as they were */
        a->resume = 0;
        U.hover = -1;
        U.has_shown = U.has_wheel = 0; /* drawn afresh, with no strokes nor turn to replay */
        screen_play_sync(a);
        return;
    }
    int keep_viewer = a->viewer;
    memset(&U, 0, sizeof U);
    U.hover = -1;
    clear_choice();
    U.viewer = keep_viewer >= 0 && keep_viewer < a->n_seats ? keep_viewer : 0;
    if (app_sheets_open(a)) {
        int h = app_next_human(a);
        if (h >= 0)
            U.viewer = h;
    }
    screen_play_sync(a);
}

static void hover_update(app *a)
{
    U.keyed = 0;
    int h = ecs_system_hit(a->world, a->mouse_x, a->mouse_y);
    if (h != U.hover) {
        U.hover = h;
        sync_ui(a);
        sync_dice(a, 0);
    }
}

/* Back to the title screen; the game is saved and Continue resumes it. */
static void to_menu(app *a)
{
    app_store_autosave(a);
    app_store_record_finished_game(a, NULL); /* a game over whose last choices were not shown yet */
    app_set_screen(a, SCREEN_TITLE);
}

static void click(app *a)
{
    int h = ecs_system_hit(a->world, a->mouse_x, a->mouse_y);
    if (h < 0)
        return;
    const ecs_hit *hit = &ecs_get(a->world, h)->hit;
    switch (hit->tag) {
    case HIT_DIE:
        if (now_of(a)->phase == TD_PHASE_CHOOSE && U.slot == hit->a)
            clear_choice();
        else if (now_of(a)->phase == TD_PHASE_CHOOSE)
            pick_die(a, hit->a);
        break;
    case HIT_CELL:
    case HIT_DIEBOX:
        click_target(a, hit->tag, hit->a, hit->b);
        break;
    case HIT_CITIZEN:
        click_citizen(a, hit->a);
        break;
    case HIT_PAY:
        U.pay = hit->a;
        U.pay_chosen = 1;
        settle_choice();
        break;
    case HIT_VALUE:
        take_value_colour(a, hit->a, -1);
        break;
    case HIT_COLOUR:
        take_value_colour(a, -1, hit->a);
        break;
    case HIT_ACTION:
        if (U.action == hit->a)
            confirm(a);
        else
            take_action(a, hit->a);
        break;
    case HIT_HINT:
        take_hint(a, hit->a, 1);
        break;
    case HIT_SEAT:
        show_sheet(a, hit->a);
        break;
    case HIT_BUTTON:
        switch (hit->a) {
        case BTN_ROLL: roll(a); break;
        case BTN_CONFIRM: confirm(a); break;
        case BTN_UNDO: undo(a); break;
        case BTN_HINT: make_hints(a); break;
        case BTN_SOUND: app_store_toggle(a, 0); break;
        case BTN_FALLBACK: take_fallback(a); break;
        case BTN_END: app_set_screen(a, SCREEN_END); return;
        case BTN_MENU: to_menu(a); return;
        case BTN_PASS: pass_turn(a); return;
        case BTN_REVEAL: reveal(a); return;
        default: break;
        }
        break;
    default:
        break;
    }
    if (a->screen == SCREEN_PLAY)
        screen_play_sync(a);
}

/* The next die that can be taken, after the chosen one (from the first slot when none is), in
 * slot order (step 1) or backwards (-1). */
static void pick_next_die(app *a, int step)
{
    int from = U.slot >= 0 ? U.slot : step > 0 ? TD_SLOTS - 1 : 0;
    for (int i = 1; i <= TD_SLOTS; i++) {
        int slot = ((from + step * i) % TD_SLOTS + TD_SLOTS) % TD_SLOTS;
        if (slot != U.slot && find_move(slot, -1, -1, -1, -1) >= 0) {
            pick_die(a, slot);
            return;
        }
    }
}

/* An arrow over a decision's options: the cursor goes to the nearest option that way on the sheet
 * (uiw_nearest_way, as the menus' arrows), else to the next or previous one in turn. */
static void move_cursor(app *a, int dx, int dy)
{
    static SDL_FRect place[TD_LEGAL_MAX];
    for (int i = 0; i < U.n_legal; i++) {
        int tag, ta, tb;
        target_of(now_of(a), &U.legal[i], &tag, &ta, &tb);
        target_rect(a, tag, ta, tb, &place[i].x, &place[i].y, &place[i].w, &place[i].h);
    }
    int at = U.cursor % U.n_legal, best = uiw_nearest_way(place, U.n_legal, at, (float)dx, (float)dy);
    int step = dx + dy > 0 ? 1 : U.n_legal - 1;
    U.cursor = best >= 0 ? best : (at + step) % U.n_legal;
}

/* Keyboard: 1-4 dice (Page Up / Page Down: the previous / next one), arrows value/colour (or the
 * options of a decision), P payment, Tab action, Enter confirm or roll, Backspace undo, Esc drop
 * the choice, H hints (again: the hints set up in turn), V the next seat's sheet (open sheets). A
 * gamepad comes as these keys (app_gamepad_event). */
static void key(app *a, SDL_Keycode k)
{
    const td_state *s = now_of(a);
    int need = need_kind(a);
    if (k == SDLK_h) {
        if (hints_shown(a)) { /* again: set the hints up in turn */
            take_hint(a, U.hint_next, 0);
            U.hint_next = (U.hint_next + 1) % U.n_hints;
        } else if (U.hint_wanted) {
            U.hint_take = 1; /* still being worked out: the first is set up when they come */
            U.hint_take_for = decision_of(a, U.viewer);
        } else {
            make_hints(a);
        }
    } else if (k == SDLK_BACKSPACE) {
        undo(a);
    } else if (k == SDLK_F1) { /* the rules, and back to this game */
        app_open_rules(a);
        return;
    } else if (k == SDLK_v) { /* the next seat's sheet, when sheets may be shown */
        show_sheet(a, (U.viewer + 1) % a->n_seats);
    } else if (k == SDLK_ESCAPE) { /* drops the die, or a bonus option shown, before it leaves */
        if (U.slot < 0 && !U.armed) {
            to_menu(a);
            return;
        }
        clear_choice();
    } else if (U.held && (k == SDLK_RETURN || k == SDLK_SPACE || k == SDLK_KP_ENTER)) {
        reveal(a);
        return;
    } else if (s->phase == TD_PHASE_ROLL && (k == SDLK_RETURN || k == SDLK_SPACE || k == SDLK_KP_ENTER)) {
        roll(a);
        return;
    } else if (s->phase == TD_PHASE_OVER && (k == SDLK_RETURN || k == SDLK_KP_ENTER)) {
        app_set_screen(a, SCREEN_END);
        return;
    } else if (pass_due(a) >= 0 && (k == SDLK_RETURN || k == SDLK_SPACE || k == SDLK_KP_ENTER)) {
        pass_turn(a);
        return;
    } else if (peek_waiting(a) >= 0 && (k == SDLK_RETURN || k == SDLK_SPACE || k == SDLK_KP_ENTER)) {
        back_from_peek(a);
        return;
    } else if (need == TD_NEED_DIE) {
        if (k >= SDLK_1 && k <= SDLK_4) {
            pick_die(a, (int)(k - SDLK_1));
        } else if (k == SDLK_PAGEUP || k == SDLK_PAGEDOWN) { /* the gamepad's shoulders */
            pick_next_die(a, k == SDLK_PAGEDOWN ? 1 : -1);
        } else if (U.n_legal == 1 && U.legal[0].kind == TD_MOVE_FALLBACK && (k == SDLK_RETURN || k == SDLK_KP_ENTER)) {
            take_fallback(a);
            return;
        } else if (U.slot >= 0 && (k == SDLK_UP || k == SDLK_DOWN)) {
            /* the next value the chosen action still plays at (so it stays chosen), else any */
            int step = k == SDLK_UP ? 1 : -1, to = -1;
            for (int pass = U.action >= 0 ? 0 : 1; pass < 2 && to < 0; pass++)
                for (int v = U.value + step; v >= 1 && v <= 6 && to < 0; v += step)
                    if (pass ? reachable(v, U.colour) : reachable_for(v, U.colour, U.action))
                        to = v;
            if (to >= 0)
                take_value_colour(a, to, -1);
        } else if (U.slot >= 0 && (k == SDLK_LEFT || k == SDLK_RIGHT)) {
            int step = k == SDLK_RIGHT ? 1 : 2, to = -1;
            for (int pass = U.action >= 0 ? 0 : 1; pass < 2 && to < 0; pass++)
                for (int i = 1; i < TD_COLOURS && to < 0; i++) {
                    int c = (U.colour + step * i) % TD_COLOURS;
                    if (pass ? reachable(U.value, c) : reachable_for(U.value, c, U.action))
                        to = c;
                }
            if (to >= 0)
                take_value_colour(a, -1, to);
        } else if (U.slot >= 0 && k == SDLK_p && s->die[U.slot].pay_choice) {
            for (int i = 1; i < TD_RESOURCES; i++) { /* the next resource that can pay */
                int r = (U.pay + i) % TD_RESOURCES;
                if (find_move(U.slot, r, -1, -1, -1) >= 0) {
                    U.pay = r;
                    U.pay_chosen = 1;
                    break;
                }
            }
        } else if (U.slot < 0 && (k == SDLK_TAB || k == SDLK_UP || k == SDLK_DOWN || k == SDLK_LEFT || k == SDLK_RIGHT)) {
            for (int slot = 0; slot < TD_SLOTS; slot++)
                if (find_move(slot, -1, -1, -1, -1) >= 0) { /* a die can be taken: say how */
                    snprintf(U.note, sizeof U.note, "%s", tr(TR_PLAY_NOTE_PICK_DIE));
                    sfx_play(&a->s, SFX_REFUSE);
                    break;
                }
        } else if (U.slot >= 0 && k == SDLK_TAB) {
            /* the actions in turn: those at the die's own value and colour first, then those that
             * change them (as their buttons do) */
            int order[TD_ACTIONS], n = 0, at = -1;
            for (int pass = 0; pass < 2; pass++)
                for (int act = 0; act < TD_ACTIONS; act++)
                    if (pass ? action_reachable(act) && !action_here(a, act) : action_here(a, act))
                        order[n++] = act;
            for (int i = 0; i < n; i++)
                if (order[i] == U.action)
                    at = i;
            if (n > 0)
                take_action(a, order[(at + 1) % n]);
        } else if (k == SDLK_RETURN || k == SDLK_KP_ENTER) {
            /* no action chosen yet: Enter chooses the first one the die allows and shows it (its
             * button and its cell light up); only a second Enter plays it */
            int chose = 0;
            if (U.slot >= 0 && U.action < 0)
                for (int act = 0; act < TD_ACTIONS && U.action < 0; act++)
                    if (find_move(U.slot, U.pay, U.value, U.colour, act) >= 0)
                        U.action = act, chose = 1;
            if (chose) {
                snprintf(U.note, sizeof U.note, "%s", tr(TR_PLAY_NOTE_ENTER_AGAIN));
                sfx_play(&a->s, SFX_CLICK);
            } else {
                confirm(a);
                return;
            }
        }
        settle_choice();
    } else if (U.n_legal > 0) { /* a bonus decision: arrows move among the options, Tab in turn */
        int was_armed = U.armed;
        if (!was_armed && (k == SDLK_TAB || k == SDLK_RIGHT || k == SDLK_LEFT || k == SDLK_DOWN || k == SDLK_UP)) {
            U.armed = 1; /* the first key shows where the cursor is; the next ones move it */
        } else if (k == SDLK_TAB)
            U.cursor = (U.cursor + 1) % U.n_legal;
        else if (k == SDLK_RIGHT || k == SDLK_LEFT)
            move_cursor(a, k == SDLK_RIGHT ? 1 : -1, 0);
        else if (k == SDLK_DOWN || k == SDLK_UP)
            move_cursor(a, 0, k == SDLK_DOWN ? 1 : -1);
        else if ((k == SDLK_RETURN || k == SDLK_KP_ENTER) && !was_armed) { /* shows the option first */
            U.armed = 1;
            sfx_play(&a->s, SFX_CLICK);
        } else if (k == SDLK_RETURN || k == SDLK_KP_ENTER) {
            td_move m = U.legal[U.cursor % U.n_legal];
            play_move(a, &m);
            return;
        }
    }
    if (a->screen == SCREEN_PLAY)
        screen_play_sync(a);
}

void screen_play_event(app *a, const SDL_Event *ev)
{
    switch (ev->type) {
    case SDL_MOUSEMOTION:
        hover_update(a);
        break;
    case SDL_MOUSEBUTTONDOWN:
        if (ev->button.button == SDL_BUTTON_LEFT)
            click(a);
        else if (ev->button.button == SDL_BUTTON_RIGHT)
            undo(a), screen_play_sync(a);
        break;
    case SDL_KEYDOWN:
        U.keyed = 1;
        key(a, ev->key.keysym.sym);
        break;
    case SDL_RENDER_TARGETS_RESET:
    case SDL_RENDER_DEVICE_RESET:
        wheel_sync(a, NULL, view_of(a)); /* the small layer drawn again */
        break;
    default:
        break;
    }
}

/* Bots take their decisions one at a time, a short pause apart, while nothing else animates. */
void screen_play_update(app *a, float dt)
{
    const td_state *s = now_of(a);
    /* hints are shown as they come; a bot's move the game has moved past is dropped */
    if (poll_hints(a, 0))
        screen_play_sync(a);
    if (think_ready(&a->think_bot) && !job_current(a, &a->think_bot.job))
        think_drop(&a->think_bot);
    if (ecs_animating(a->world))
        return;
    if (s->phase == TD_PHASE_OVER) {
        U.over_wait += dt;
        return;
    }
    if (s->phase == TD_PHASE_ROLL) {
        if (!app_humans(a)) {
            U.bot_wait += dt;
            if (U.bot_wait >= app_anim(a, 0.4f)) {
                U.bot_wait = 0;
                roll(a);
            }
        }
        return;
    }
    unsigned waiting = td_waiting_players(s);
    for (int p = 0; p < a->n_seats; p++) {
        if (!(waiting >> p & 1u) || !app_is_bot(a, p))
            continue;
        U.bot_wait += dt;
        /* the bot thinks during its pause: on a thread of its own in the window */
        if (!think_pending(&a->think_bot)) {
            think_job j;
            job_for(a, &j, THINK_MOVE, p, a->seats[p].bot, &a->bot_rng);
            think_start(&a->think_bot, &j, a->think_async);
        }
        if (U.bot_wait < app_anim(a, 0.35f))
            return;
        const think_job *j = think_take(&a->think_bot, !a->think_async);
        if (!j)
            return; /* still thinking */
        if (j->player != p || j->cfg.level != a->seats[p].bot || !job_current(a, j))
            return; /* the game moved on meanwhile: the next step thinks again */
        U.bot_wait = 0;
        a->bot_rng = j->rng;
        td_move m = j->move[0];
        const char *err = app_apply(a, &m);
        if (err) { /* a bot must never play an illegal move; say so and stop it */
            snprintf(U.note, sizeof U.note, tr(TR_PLAY_NOTE_BOT_REFUSED), a->seats[p].name, tr_reason(err));
            a->seats[p].bot = APP_SEAT_HUMAN;
            return;
        }
        if (m.kind == TD_MOVE_DIE) {
            char d[96];
            describe_move(a, &m, d, sizeof d);
            if (now_of(a)->phase != TD_PHASE_CHOOSE)
                U.note[0] = 0; /* it closed the half-day: the summary tells it, with the others' */
            else if (app_sheets_open(a))
                snprintf(U.note, sizeof U.note, tr(TR_PLAY_NOTE_BOT_MOVE), a->seats[p].name, d);
            else
                snprintf(U.note, sizeof U.note, tr(TR_PLAY_NOTE_BOT_CHOSE), a->seats[p].name);
            /* the bot's die bounces: a short visible sign of its choice */
            int di = ecs_find(a->world, view_key(VIEW_G_DICE, K_DIE, m.slot, 0));
            if (di >= 0)
                ecs_tween_to(a->world, di, TW_SCALE, 1.35f, 1.0f, app_anim(a, 0.35f), 0, EASE_OUT_CUBIC);
        }
        screen_play_sync(a);
        return;
    }
    U.bot_wait = 0;
}

const char *screen_play_script(app *a, const char *move_text)
{
    td_move m;
    int slot;
    char extra;
    if (a->screen != SCREEN_PLAY)
        app_set_screen(a, SCREEN_PLAY);
    /* UI-only steps for screenshots and tests: pick a die without playing it, ask for hints */
    if (sscanf(move_text, "select %d%c", &slot, &extra) == 1) {
        if (slot < 1 || slot > TD_SLOTS || need_kind(a) != TD_NEED_DIE)
            return "'select N' needs a die 1-4 while the shown player chooses a die";
        pick_die(a, slot - 1);
        screen_play_sync(a);
        return U.slot == slot - 1 ? NULL : "that die cannot be taken";
    }
    if (!strcmp(move_text, "hint")) {
        make_hints(a);
        screen_play_sync(a);
        return U.n_hints > 0 ? NULL : "no decision to hint";
    }
    const char *err = td_move_parse(move_text, &m);
    if (err)
        return err;
    if (m.kind != TD_MOVE_ROLL && m.player != U.viewer && m.player < a->n_seats) {
        U.viewer = m.player;
        U.has_shown = 0;
    }
    err = td_move_check(now_of(a), &m);
    if (err)
        return err;
    if (m.kind == TD_MOVE_DIE) { /* show the choice as the player would have made it */
        screen_play_sync(a);
        set_up_die_move(a, &m);
        confirm(a);
        return NULL;
    }
    play_move(a, &m);
    return NULL;
}

#define TIP_LINES 9
#define TIP_LINE 160

/* The box's top nearest to `y` at which it covers none of the n rectangles `keep` (pixels): at y
 * itself, or just above or below one of them; y itself when no such place is on the screen. */
static float top_clear_of(const app *a, SDL_FRect box, const SDL_FRect *keep, int n)
{
    float gap = 6 * a->world->scale, best = box.y, best_d = -1;
    for (int c = -1; c < 2 * n; c++) {
        SDL_FRect b = box;
        if (c >= 0)
            b.y = c % 2 ? keep[c / 2].y - box.h - gap : keep[c / 2].y + keep[c / 2].h + gap;
        if (b.y < 0 || b.y + b.h > (float)a->out_h)
            continue;
        int clear = 1;
        for (int k = 0; k < n && clear; k++)
            clear = !SDL_HasIntersectionF(&b, &keep[k]);
        float d = b.y > box.y ? b.y - box.y : box.y - b.y;
        if (clear && (best_d < 0 || d < best_d))
            best = b.y, best_d = d;
    }
    return best;
}

/* A tooltip box beside the point (ax, ay) in pixels, to its right (`left`: to its left) when there
 * is room: n lines, the first in bold; a line longer than the box's width is wrapped by the words.
 * It is moved up or down off the n_keep rectangles `keep` (pixels) when it can be. */
static void tooltip_box_at(app *a, char lines[][TIP_LINE], int n, float ax, float ay, int left,
                           const SDL_FRect *keep, int n_keep)
{
    float s_ = a->world->scale;
    float px = 13 * s_, lh = 17 * s_, wmax = 0, wrap = 420 * s_;
    int rows[TIP_LINES];
    char wrapped[TIP_LINES][2][TIP_LINE];
    for (int k = 0; k < n; k++) { /* at most two rows a line, split at the last space that fits */
        float w;
        int face = k == 0 ? GFX_FONT_BOLD : GFX_FONT_REGULAR;
        snprintf(wrapped[k][0], TIP_LINE, "%s", lines[k]);
        wrapped[k][1][0] = 0;
        gfx_text_size(&a->g, face, px, lines[k], &w, NULL); /* as drawn */
        for (char *sp = strrchr(wrapped[k][0], ' '); w > wrap && sp; sp = strrchr(wrapped[k][0], ' ')) {
            *sp = 0;
            snprintf(wrapped[k][1], TIP_LINE, "%s", lines[k] + (sp - wrapped[k][0]) + 1);
            gfx_text_size(&a->g, face, px, wrapped[k][0], &w, NULL);
        }
        rows[k] = wrapped[k][1][0] ? 2 : 1;
        for (int r = 0; r < rows[k]; r++) {
            gfx_text_size(&a->g, face, px, wrapped[k][r], &w, NULL);
            wmax = w > wmax ? w : wmax;
        }
    }
    int total = 0;
    size_t len = 0;
    for (int k = 0; k < n; k++) {
        total += rows[k];
        if (len < sizeof a->tooltip) /* for the dump */
            len += (size_t)snprintf(a->tooltip + len, sizeof a->tooltip - len, "%s\n", lines[k]);
    }
    float bw = wmax + 20 * s_, bh = lh * (float)total + 14 * s_;
    float x = ax + 18 * s_, y = ay + 18 * s_;
    if (x + bw > (float)a->out_w || (left && ax - bw - 10 * s_ >= 0))
        x = ax - bw - 10 * s_;
    if (y + bh > (float)a->out_h)
        y = ay - bh - 10 * s_;
    if (n_keep > 0)
        y = top_clear_of(a, (SDL_FRect){x, y, bw, bh}, keep, n_keep);
    gfx_round_rect(&a->g, (SDL_FRect){x + 3 * s_, y + 4 * s_, bw, bh}, 8 * s_, (gfx_rgba){0, 0, 0, 70});
    gfx_round_rect(&a->g, (SDL_FRect){x, y, bw, bh}, 8 * s_, (gfx_rgba){255, 250, 236, 250});
    gfx_round_frame(&a->g, (SDL_FRect){x, y, bw, bh}, 8 * s_, 1.2f * s_, ui_ink_soft);
    for (int k = 0, at = 0; k < n; k++)
        for (int r = 0; r < rows[k]; r++, at++)
            gfx_text(&a->g, k == 0 ? GFX_FONT_BOLD : GFX_FONT_REGULAR, px, wrapped[k][r], x + 10 * s_,
                     y + 7 * s_ + lh * (float)at, GFX_LEFT, ui_ink);
}

/* A tooltip box beside the mouse. */
static void tooltip_box(app *a, char lines[][TIP_LINE], int n)
{
    tooltip_box_at(a, lines, n, a->mouse_x, a->mouse_y, 0, NULL, 0);
}

/* What a cell of the sheet is, for a tooltip while no die is chosen (SPEC §4.2, §4.4): the
 * building and its column, what drawing it gives, and whether it is drawn or crossed out. Returns
 * the number of lines. */
static int explain_cell(app *a, int row, int pos, char lines[][TIP_LINE])
{
    const td_state *s = now_of(a);
    const td_sheet *sh = &s->sheet[U.viewer];
    char gain[96], amount[48];
    int n = 0;
    snprintf(lines[n++], TIP_LINE, tr(TR_EXPLAIN_HEAD), tr(TR_ROW_FORTRESS + row), s->params.col_value[pos]);
    if (row == TD_ROW_GREAT_HALL) {
        int c = td_great_hall_colour[pos];
        if (td_great_hall_is_citizen[pos])
            snprintf(gain, sizeof gain, tr(TR_EXPLAIN_ON_TRACK), td_great_hall_amount[pos], tr(TR_TRACK_RED + c));
        else
            snprintf(gain, sizeof gain, "%s", tr_amount(amount, sizeof amount, td_great_hall_amount[pos], c));
        snprintf(lines[n++], TIP_LINE, tr(TR_EXPLAIN_HALL), gain, tr(TR_COLOUR_RED + c));
    } else if (row == TD_ROW_CATHEDRAL) {
        int scored = td_cathedral_scores[pos];
        snprintf(lines[n++], TIP_LINE, tr(TR_EXPLAIN_CATHEDRAL), tr(TR_CHARACTER_1 + pos), tr(TR_ROW_FORTRESS + scored));
    } else {
        int fortress = row == TD_ROW_FORTRESS;
        int c = fortress ? td_fortress_citizen[pos] : td_row_district(row);
        snprintf(gain, sizeof gain, tr(TR_EXPLAIN_ON_TRACK), fortress ? 1 : TD_WORK_CITIZENS, tr(TR_TRACK_RED + c));
        snprintf(lines[n++], TIP_LINE, tr(TR_EXPLAIN_GIVES), gain);
        if (fortress)
            snprintf(lines[n++], TIP_LINE, "%s", tr(TR_EXPLAIN_FORTRESS));
    }
    if (sh->built[row] >> pos & 1u)
        snprintf(lines[n++], TIP_LINE, "%s", tr(TR_EXPLAIN_DRAWN));
    else if (sh->crossed[row] >> pos & 1u)
        snprintf(lines[n++], TIP_LINE, "%s", tr(TR_EXPLAIN_CROSSED));
    else if (need_kind(a) == TD_NEED_DIE && U.viewer == app_next_human(a))
        snprintf(lines[n++], TIP_LINE, "%s", tr(TR_EXPLAIN_PICK));
    return n;
}

/* What the citizen square `nth` (1..20) of track `colour` brings (SPEC §5): a column bonus, the
 * 15th citizen's prestige building, the 20th's citizens. Returns the number of lines. */
static int explain_citizen_square(int colour, int nth, char lines[][TIP_LINE])
{
    if (nth == TD_CIT_PRESTIGE_AT) {
        snprintf(lines[0], TIP_LINE, "%s", tr(TR_TIP_CIT_15_HEAD));
        snprintf(lines[1], TIP_LINE, tr(TR_TIP_CIT_15), tr(TR_ROW_A_FORTRESS + td_cit15_rows[colour][0]),
                 tr(TR_ROW_A_FORTRESS + td_cit15_rows[colour][1]));
    } else if (nth == TD_CIT_FULL_AT) {
        snprintf(lines[0], TIP_LINE, "%s", tr(TR_TIP_CIT_20_HEAD));
        snprintf(lines[1], TIP_LINE, "%s", tr(TR_TIP_CIT_20));
    } else {
        snprintf(lines[0], TIP_LINE, tr(TR_TIP_CIT_COL_HEAD), nth);
        snprintf(lines[1], TIP_LINE, "%s", tr(nth == TD_COLBONUS_RESOURCES ? TR_TIP_CIT_COL3 : TR_TIP_CIT_COLWORK));
    }
    return 2;
}

/* What a link lozenge is (SPEC §4.3): its row and columns, what it gives, and whether it is gained
 * or lost. Returns the number of lines. */
static int explain_link(app *a, int row, int pair, char lines[][TIP_LINE])
{
    const td_state *s = now_of(a);
    const td_sheet *sh = &s->sheet[U.viewer];
    const td_link *l = &td_links[row][pair];
    char gain[96];
    int n = 0;
    snprintf(lines[n++], TIP_LINE, tr(TR_EXPLAIN_LINK_HEAD), tr(TR_ROW_FORTRESS + row),
             s->params.col_value[pair * 2], s->params.col_value[pair * 2 + 1]);
    if (l->kind == TD_LINK_CITIZEN)
        snprintf(gain, sizeof gain, tr(TR_EXPLAIN_ON_TRACK), l->amount, tr(TR_TRACK_RED + l->colour));
    else
        tr_amount(gain, sizeof gain, l->amount, l->colour);
    snprintf(lines[n++], TIP_LINE, tr(TR_EXPLAIN_LINK), gain);
    if (sh->links >> (row * 3 + pair) & 1u)
        snprintf(lines[n++], TIP_LINE, "%s", tr(TR_EXPLAIN_LINK_GAINED));
    else if (td_link_lost(sh, row, pair))
        snprintf(lines[n++], TIP_LINE, "%s", tr(TR_EXPLAIN_LINK_LOST));
    return n;
}

/* The tooltip of what is under the mouse: a target's cost broken down and what it gains; with no die
 * chosen, or in a bonus decision, what a cell or a link is (explain_cell, explain_link); a top-bar
 * button's use and key. After a key, with the mouse on no target, the chosen move's target has its
 * tooltip beside it: a keyboard player sees what the move gains too. */
static void draw_tooltip(app *a)
{
    int tag = HIT_NONE, ta = 0, tb = 0;
    float ax = a->mouse_x, ay = a->mouse_y;
    /* after a key, the chosen move's tooltip wins over whatever the mouse was left on */
    int keyed = U.keyed && U.slot >= 0 && U.action >= 0 && need_kind(a) == TD_NEED_DIE;
    if (!keyed && U.hover >= 0 && U.hover < a->world->count && a->world->alive[U.hover]) {
        const ecs_entity *e = ecs_get(a->world, U.hover);
        if (e->mask & ECS_HIT)
            tag = e->hit.tag, ta = e->hit.a, tb = e->hit.b;
    }
    char lines[TIP_LINES][TIP_LINE], amount[48];
    if (tag == HIT_BUTTON || tag == HIT_OFF) { /* the top bar's: what it does, its key or why not now */
        static const int tip[][3] = {{BTN_MENU, TR_TIP_BTN_MENU, TR_TIP_BTN_MENU_KEY},
                                     {BTN_HINT, TR_TIP_BTN_HINT, TR_TIP_BTN_HINT_OFF},
                                     {BTN_UNDO, TR_TIP_BTN_UNDO, TR_PLAY_NOTE_NOTHING_TO_UNDO},
                                     {BTN_SOUND, TR_TIP_BTN_SOUND, TR_TIP_BTN_SOUND_KEY}};
        for (size_t k = 0; k < sizeof tip / sizeof tip[0]; k++)
            if (tip[k][0] == ta) {
                snprintf(lines[0], TIP_LINE, "%s", tr(tip[k][1]));
                snprintf(lines[1], TIP_LINE, "%s", tr(tag == HIT_OFF ? tip[k][2] : tip[k][1] + 1));
                tooltip_box(a, lines, 2);
            }
        return;
    }
    if (tag == HIT_LINK) {
        tooltip_box(a, lines, explain_link(a, ta, tb, lines));
        return;
    }
    if (tag == HIT_CIT_SQUARE) {
        tooltip_box(a, lines, explain_citizen_square(ta, tb + 1, lines));
        return;
    }
    if (tag == HIT_TILE) { /* a tile of the expansion: what its side does; a Banquet's Raid to come */
        snprintf(lines[0], TIP_LINE, tr(tb ? TR_WHEEL_RAID : TR_WHEEL_BANQUET), ta);
        snprintf(lines[1], TIP_LINE, "%s", tr((tb ? TR_TIP_TILE_RAID_1 : TR_TIP_TILE_BANQUET_1) + ta - 1));
        if (!tb) {
            snprintf(lines[2], TIP_LINE, "%s", tr(TR_TIP_TILE_LATER));
            snprintf(lines[3], TIP_LINE, "%s", tr(TR_TIP_TILE_RAID_1 + ta - 1));
        }
        tooltip_box(a, lines, tb ? 2 : 4);
        return;
    }
    int need = need_kind(a);
    if (tag == HIT_CELL && !(need == TD_NEED_DIE && U.slot >= 0)) {
        tooltip_box(a, lines, explain_cell(a, ta, tb, lines));
        return;
    }
    if (U.slot < 0 || need != TD_NEED_DIE)
        return;
    const td_state *s = now_of(a);
    int i = -1; /* after a key: the move set up, exactly as Enter would play it */
    if (tag != HIT_CELL && tag != HIT_DIEBOX) {
        i = keyed ? find_move(U.slot, U.pay, U.value, U.colour, U.action) : -1;
        if (i < 0)
            return;
        float x, y, w, h;
        target_of(s, &U.legal[i], &tag, &ta, &tb);
        target_rect(a, tag, ta, tb, &x, &y, &w, &h);
        /* at the target's height left of the sheet, over the wheel's edge: it hides none of the
         * sheet (on the right it hid the characters' column and the score) */
        SDL_FRect px = ecs_px_rect(a->world, SHEET_LEFT, y, w, h);
        ax = px.x + px.w / 2 - 4 * a->world->scale;
        ay = px.y - 18 * a->world->scale;
    }
    td_move m;
    if (i >= 0)
        m = U.legal[i];
    else if (target_move(a, tag, ta, tb, &m) < 0) /* as a click there would set it up */
        return;
    td_cost c;
    td_gain g;
    td_move_cost(s, &m, &c);
    if (td_move_preview(s, &m, &g))
        return;
    int n = 0;
    int len = snprintf(lines[n], sizeof lines[n], "%s", tr(TR_TIP_COST));
    if (c.slot_amount)
        len += snprintf(lines[n] + len, sizeof lines[n] - (size_t)len, tr(TR_TIP_COST_DIE),
                        tr_amount(amount, sizeof amount, c.slot_amount, c.slot_resource));
    for (int r = 0; r < TD_RESOURCES && len < 120; r++)
        if (c.surcharge[r])
            len += snprintf(lines[n] + len, sizeof lines[n] - (size_t)len, tr(TR_TIP_COST_RAID),
                            tr_amount(amount, sizeof amount, c.surcharge[r], r));
    if (c.value_influence && len < 120)
        len += snprintf(lines[n] + len, sizeof lines[n] - (size_t)len, tr(TR_TIP_COST_VALUE),
                        tr_amount(amount, sizeof amount, c.value_influence, TD_INFLUENCE));
    if (c.colour_knowledge && len < 120)
        len += snprintf(lines[n] + len, sizeof lines[n] - (size_t)len, tr(TR_TIP_COST_COLOUR),
                        tr_amount(amount, sizeof amount, c.colour_knowledge, TD_KNOWLEDGE));
    if (len > 0 && lines[n][len - 1] == ',')
        lines[n][len - 1] = 0;
    else if (len < 120)
        snprintf(lines[n] + len, sizeof lines[n] - (size_t)len, "%s", tr(TR_TIP_NOTHING));
    n++;
    len = snprintf(lines[n], sizeof lines[n], "%s", tr(TR_TIP_RESOURCES));
    int head = len;
    for (int r = 0; r < TD_RESOURCES && len < 120; r++)
        if (g.resources[r])
            len += snprintf(lines[n] + len, sizeof lines[n] - (size_t)len, " %s%s", g.resources[r] < 0 ? "−" : "+",
                            tr_amount(amount, sizeof amount, abs(g.resources[r]), r));
    if (len == head)
        snprintf(lines[n] + len, sizeof lines[n] - (size_t)len, "%s", tr(TR_TIP_NO_CHANGE));
    n++;
    /* the citizen tracks that move, by their colour's name ("red +1": no plural to agree) */
    len = snprintf(lines[n], sizeof lines[n], "%s", tr(TR_TIP_CITIZENS));
    head = len;
    for (int k = 0; k < TD_COLOURS && len < 80; k++)
        if (g.citizens[k])
            len += snprintf(lines[n] + len, sizeof lines[n] - (size_t)len, " %s %+d,", tr(TR_COLOUR_RED + k),
                            g.citizens[k]);
    if (len > head) {
        lines[n][len - 1] = 0;
        n++;
    }
    /* the citizen column bonuses it reaches: column 3's resources are in the line above, unnamed */
    for (int k = 0; k < 3; k++)
        if (g.columns >> k & 1u) {
            if (k == 0)
                snprintf(lines[n++], sizeof lines[0], "%s", tr(TR_TIP_COL3_REACHED));
            else if (!(g.lost & (k == 1 ? TD_LOST_WORK_A : TD_LOST_WORK_B))) /* else a line below says it */
                snprintf(lines[n++], sizeof lines[0], tr(TR_TIP_COLWORK_REACHED), td_colbonus_at[k]);
        }
    int built = 0;
    for (int r = 0; r < TD_ROWS; r++)
        for (int p = 0; p < TD_COLUMNS; p++)
            built += g.built[r] >> p & 1u;
    char buildings[64];
    snprintf(buildings, sizeof buildings, tr(TR_TIP_BUILDINGS), built);
    if (built || g.links)
        snprintf(lines[n++], sizeof lines[0], "%s%s%s", buildings, g.links ? tr(TR_TIP_WITH_LINK) : "",
                 g.cathedral_multiplier ? tr(TR_TIP_CATHEDRAL) : "");
    if (g.cathedral_multiplier)
        snprintf(lines[n++], sizeof lines[0], tr(TR_TIP_MULTIPLIER), g.cathedral_multiplier);
    char score[64];
    snprintf(score, sizeof score, tr(TR_TIP_SCORE), g.score_delta);
    snprintf(lines[n++], sizeof lines[0], "%s%s", score, g.then.kind != TD_NEED_NOTHING ? tr(TR_TIP_THEN_BONUS) : "");
    if (tag == HIT_DIEBOX && (s->sheet[U.viewer].die_crossed[ta] >> tb & 1u) && n < TIP_LINES)
        snprintf(lines[n++], sizeof lines[0], "%s", tr(TR_TIP_DIEBOX_CROSSED)); /* lit, and crossed out */
    for (int bit = 0; bit < TD_LOST_KINDS && n < TIP_LINES; bit++) /* a bonus this move would lose, before it is made */
        if (g.lost >> bit & 1u) {
            lines[n][0] = 0;
            say_lost((uint8_t)(1u << bit), 0, lines[n++], sizeof lines[0]);
        }
    /* after a key, the box beside the wheel keeps off its dice and the panel: the player compares
     * the dice and reads the panel while choosing */
    SDL_FRect keep[TD_SLOTS + 1];
    int n_keep = 0;
    if (keyed) {
        for (int slot = 0; slot < TD_SLOTS; slot++) {
            int di = ecs_find(a->world, view_key(VIEW_G_DICE, K_DIE, slot, 0));
            if (di >= 0) {
                const ecs_entity *die = ecs_get(a->world, di);
                keep[n_keep++] = ecs_px_rect(a->world, die->world.x, die->world.y, 64, 64);
            }
        }
        keep[n_keep++] = ecs_px_rect(a->world, 310, PANEL_Y, 600, PANEL_H);
    }
    tooltip_box_at(a, lines, n, ax, ay, keyed, keep, n_keep);
}

void screen_play_draw(app *a)
{
    if (a->world->scale != U.wheel_scale) {
        /* the window's size changed (the layout follows it a frame after its event, and F11
         * does so late on some systems): the small layer's texture again, at the new scale */
        U.wheel_scale = a->world->scale;
        wheel_sync(a, NULL, view_of(a));
        a->redraw_until = (SDL_GetTicks() + 100) | 1; /* drawn again with it */
    }
    ecs_system_render(a->world, &a->g, 1);
    draw_tooltip(a);
}
