/* engine.c — what each player must decide, the legal moves with their costs (SPEC §3, §7),
 * validation, applying a move and previewing what it gains. */
#include <assert.h>
#include <string.h>

#include "internal.h"
#include "troyes/td_engine.h"

/* Why a move is refused: every reason td_move_check, td_move_apply and td_move_preview can give,
 * each written once here. Front ends list them with td_move_reason (to translate them by their
 * text); the CLI prints them as they are. */
enum {
    WHY_SLOT, WHY_BLACK_DIE, WHY_DESTROYED, WHY_PAY_WHICH, WHY_PAY_NONE, WHY_COLOUR, WHY_ACTION,
    WHY_VALUE, WHY_RAID1, WHY_RAID2, WHY_CANNOT_PAY, WHY_INFLUENCE, WHY_KNOWLEDGE, WHY_VALUE0,
    WHY_RAID6, WHY_BUILT, WHY_CROSSED, WHY_NO_BUILD_NOW, WHY_NO_CELL, WHY_NOT_WORK,
    WHY_NOT_PRESTIGE, WHY_NO_CITIZEN_NOW, WHY_BANQUET4, WHY_TRACK_FULL, WHY_OVER, WHY_ROLLED,
    WHY_DICE_FACES, WHY_UNKNOWN, WHY_PLAYER, WHY_ROLL_FIRST, WHY_CHOSEN, WHY_FALLBACK,
    WHY_DIE_FIRST, WHY_ROLL_GAINS, WHY_COUNT
};
static const char *const why_text[WHY_COUNT] = {
    [WHY_SLOT] = "dice are in slots 1 to 4",
    [WHY_BLACK_DIE] = "the black die cannot be chosen",
    [WHY_DESTROYED] = "that die's plaza is destroyed",
    [WHY_PAY_WHICH] = "slot 2 is paid with one resource: say pay I, D or K",
    [WHY_PAY_NONE] = "this die's cost leaves no resource to choose",
    [WHY_COLOUR] = "a die is red, yellow or white",
    [WHY_ACTION] = "the action is gain, prestige or work",
    [WHY_VALUE] = "a die's value is 1 to 6",
    [WHY_RAID1] = "Raid 1: influence cannot change this die",
    [WHY_RAID2] = "Raid 2: this die's colour cannot be changed",
    [WHY_CANNOT_PAY] = "not enough resources to pay for this die",
    [WHY_INFLUENCE] = "not enough influence for that value",
    [WHY_KNOWLEDGE] = "not enough knowledge for that colour",
    [WHY_VALUE0] = "a die of value 0 builds nothing (0 is no column)",
    [WHY_RAID6] = "Raid 6: this die cannot build a prestige building",
    [WHY_BUILT] = "that building is already built",
    [WHY_CROSSED] = "that building is crossed out",
    [WHY_NO_BUILD_NOW] = "no building to choose now",
    [WHY_NO_CELL] = "no such cell",
    [WHY_NOT_WORK] = "that is not an open work building",
    [WHY_NOT_PRESTIGE] = "that prestige building is not offered or not open",
    [WHY_NO_CITIZEN_NOW] = "no citizen to place now",
    [WHY_BANQUET4] = "Banquet 4 gives a yellow or a white citizen",
    [WHY_TRACK_FULL] = "that citizen track is full",
    [WHY_OVER] = "the game is over",
    [WHY_ROLLED] = "the dice are already rolled: players must choose first",
    [WHY_DICE_FACES] = "dice show 1 to 6",
    [WHY_UNKNOWN] = "unknown move",
    [WHY_PLAYER] = "no such player",
    [WHY_ROLL_FIRST] = "the dice must be rolled first",
    [WHY_CHOSEN] = "this player has already chosen this half-day",
    [WHY_FALLBACK] = "the fallback is only for a player who can pay for no die",
    [WHY_DIE_FIRST] = "this player must choose a die first",
    [WHY_ROLL_GAINS] = "a roll gains nothing by itself",
};
#define WHY(name) (why_text[WHY_##name])

const char *td_move_reason(int k) { return k >= 0 && k < WHY_COUNT ? why_text[k] : NULL; }

/* Influence needed to go from the die's value to v, or -1 when v cannot be reached. */
static int value_cost(const td_die_info *d, int v)
{
    if (v == d->value0)
        return 0;
    if (d->value_locked || v < 1 || v > 6)
        return -1;
    int steps = v > d->value0 ? v - d->value0 : d->value0 - v;
    return (steps + d->per_influence - 1) / d->per_influence;
}

static int colour_cost(const td_die_info *d, int c)
{
    if (c == d->colour0)
        return 0;
    return d->colour_locked ? -1 : d->colour_cost;
}

/* Fixed part of the price (slot cost, paid with `pay`, plus surcharges). */
static void fixed_price(const td_die_info *d, int pay, uint8_t out[TD_RESOURCES])
{
    memcpy(out, d->surcharge, TD_RESOURCES);
    if (d->slot_amount)
        out[d->pay_choice ? pay : TD_DENIERS] += (uint8_t)d->slot_amount;
}

static int can_hold(const td_sheet *sh, const uint8_t need[TD_RESOURCES])
{
    return td_held(sh, TD_INFLUENCE) >= need[TD_INFLUENCE] &&
           td_held(sh, TD_DENIERS) >= need[TD_DENIERS] &&
           td_held(sh, TD_KNOWLEDGE) >= need[TD_KNOWLEDGE];
}

/* Can the player pay for at least one die as it lies? If not, the fallback is their move. */
static int can_pay_any_die(const td_state *s, const td_sheet *sh)
{
    for (int slot = 0; slot < TD_SLOTS; slot++) {
        if (!(s->usable & (1u << slot)))
            continue;
        const td_die_info *d = &s->die[slot];
        for (int pay = 0; pay < (d->pay_choice ? TD_RESOURCES : 1); pay++) {
            uint8_t price[TD_RESOURCES];
            fixed_price(d, pay, price);
            if (can_hold(sh, price))
                return 1;
        }
    }
    return 0;
}

/* Actions possible with a die of final colour c and value v, as a bit mask of TD_ACT_*. */
static unsigned actions_for(const td_state *s, const td_sheet *sh, const td_die_info *d, int c,
                            int v)
{
    unsigned acts = 1u << TD_ACT_GAIN;
    if (v < 1)
        return acts; /* value 0 is no column */
    int pos = s->pos_of_value[v];
    if (!d->no_prestige && td_cell_open(sh, td_prestige_row(c), pos))
        acts |= 1u << TD_ACT_PRESTIGE;
    if (td_cell_open(sh, td_work_row(c), pos))
        acts |= 1u << TD_ACT_WORK;
    return acts;
}

/* Bits set in a 7-bit mask. */
#define B2(n) n, n + 1, n + 1, n + 2
#define B4(n) B2(n), B2(n + 1), B2(n + 1), B2(n + 2)
static const uint8_t bits7[128] = {B4(0), B4(1), B4(1), B4(2), B4(1), B4(2), B4(2), B4(3)};
#undef B2
#undef B4
static int popcount(unsigned m) { return bits7[m & 0x7Fu]; }

/* Values (bit v, 0..6) the die can end on with `influence` to spend; *positions receives the
 * positions of those values (value 0 has none). */
static unsigned value_mask(const td_state *s, const td_die_info *d, int influence,
                           unsigned *positions)
{
    int v0 = d->value0;
    int reach = d->value_locked ? 0 : influence * d->per_influence;
    int lo = v0 - reach < 1 ? 1 : v0 - reach;
    int hi = v0 + reach > 6 ? 6 : v0 + reach;
    if (reach == 0) {
        *positions = v0 ? s->pos_prefix[v0] & ~(unsigned)s->pos_prefix[v0 - 1] : 0;
        return 1u << v0;
    }
    /* A contiguous range lo..hi, plus the die's own value (which is 0 or inside the range). */
    *positions = s->pos_prefix[hi] & ~(unsigned)s->pos_prefix[lo - 1];
    return ((1u << (hi + 1)) - (1u << lo)) | (1u << v0);
}

/* Colours (bit c) the die can end on with `knowledge` to spend. */
static unsigned colour_mask(const td_die_info *d, int knowledge)
{
    if (d->colour_locked || knowledge < d->colour_cost)
        return 1u << d->colour0;
    return (1u << TD_COLOURS) - 1;
}

/* One block of die moves: a die and the resource paying its slot. */
typedef struct die_block {
    int slot, pay;        /* pay: TD_PAY_NONE when there is no choice */
    unsigned values;      /* reachable final values */
    unsigned colours;     /* reachable final colours */
    unsigned positions;   /* positions of the reachable values 1..6 */
    int no_prestige;
} die_block;

/* Moves of one block; open[row] is the mask of the sheet's open cells of each row. */
static int block_count(const uint8_t open[TD_ROWS], const die_block *b)
{
    int nv = popcount(b->values);
    int n = 0;
    for (int c = 0; c < TD_COLOURS; c++) {
        if (!(b->colours & (1u << c)))
            continue;
        n += nv + popcount(open[td_work_row(c)] & b->positions);
        if (!b->no_prestige)
            n += popcount(open[td_prestige_row(c)] & b->positions);
    }
    return n;
}

static void die_move(td_move *m, int player, const die_block *b, int v, int c, int a)
{
    memset(m, 0, sizeof *m);
    m->kind = TD_MOVE_DIE;
    m->player = (uint8_t)player;
    m->slot = (uint8_t)b->slot;
    m->pay = (uint8_t)b->pay;
    m->value = (uint8_t)v;
    m->colour = (uint8_t)c;
    m->action = (uint8_t)a;
}

/* The blocks of a player's die moves, in order (slot, then payment), with their move counts.
 * At most one block per usable die, plus two more for the slot paid with a resource of choice. */
#define MAX_BLOCKS (TD_SLOTS + TD_RESOURCES - 1)
static int die_blocks(const td_state *s, const td_sheet *sh, die_block out[MAX_BLOCKS],
                      int count[MAX_BLOCKS])
{
    uint8_t open[TD_ROWS];
    for (int row = 0; row < TD_ROWS; row++)
        open[row] = (uint8_t)(~(sh->built[row] | sh->crossed[row]) & 0x3F);
    int nb = 0;
    for (int slot = 0; slot < TD_SLOTS; slot++) {
        if (!(s->usable & (1u << slot)))
            continue;
        const td_die_info *d = &s->die[slot];
        int pays = d->pay_choice ? TD_RESOURCES : 1;
        for (int pay = 0; pay < pays; pay++) {
            uint8_t price[TD_RESOURCES];
            fixed_price(d, pay, price);
            if (!can_hold(sh, price))
                continue;
            die_block *b = &out[nb];
            b->slot = slot;
            b->pay = d->pay_choice ? pay : TD_PAY_NONE;
            b->values = value_mask(s, d, td_held(sh, TD_INFLUENCE) - price[TD_INFLUENCE],
                                   &b->positions);
            b->colours = colour_mask(d, td_held(sh, TD_KNOWLEDGE) - price[TD_KNOWLEDGE]);
            b->no_prestige = d->no_prestige;
            count[nb++] = block_count(open, b);
        }
    }
    return nb;
}

/* Walks the moves of one block in order (value, colour, action): writes up to `cap` to `out`
 * (may be NULL), or stores move number `target` in *pick. Returns the count walked. */
static int block_moves(const td_state *s, int player, const die_block *b, td_move *out, int cap,
                       int target, td_move *pick)
{
    const td_sheet *sh = &s->sheet[player];
    const td_die_info *d = &s->die[b->slot];
    int n = 0;
    for (int v = 0; v <= 6; v++) {
        if (!(b->values & (1u << v)))
            continue;
        for (int c = 0; c < TD_COLOURS; c++) {
            if (!(b->colours & (1u << c)))
                continue;
            unsigned acts = actions_for(s, sh, d, c, v);
            for (int a = 0; a < TD_ACTIONS; a++) {
                if (!(acts & (1u << a)))
                    continue;
                if (out && n < cap)
                    die_move(&out[n], player, b, v, c, a);
                if (pick && n == target) {
                    die_move(pick, player, b, v, c, a);
                    return n + 1;
                }
                n++;
            }
        }
    }
    return n;
}

/* Walks the die moves in their stable order (slot, payment, value, colour, action). Writes up to
 * `cap` of them to `out` (may be NULL); when `pick` is not NULL, stops at move number `target`
 * and stores it there. Returns the count walked. Whole blocks are counted with bit masks, so
 * counting and picking never visit the moves one by one unless they are written out. */
static int walk_die_moves(const td_state *s, int player, td_move *out, int cap, int target,
                          td_move *pick)
{
    die_block blocks[MAX_BLOCKS];
    int count[MAX_BLOCKS];
    int nb = die_blocks(s, &s->sheet[player], blocks, count);
    int n = 0;
    for (int i = 0; i < nb; i++) {
        if (!out && (!pick || target >= n + count[i])) {
            n += count[i]; /* counting, or the pick lies beyond this block */
            continue;
        }
        int room = out && n < cap ? cap - n : 0;
        int walked = block_moves(s, player, &blocks[i], out ? out + n : NULL, room,
                                 pick ? target - n : -1, pick);
        if (pick && target < n + count[i])
            return n + walked;
        n += walked;
    }
    return n;
}

td_need td_need_of(const td_state *s, int player)
{
    td_need need = {TD_NEED_NOTHING, 0};
    if (player < 0 || player >= s->params.players || s->phase == TD_PHASE_OVER)
        return need;
    if (s->phase == TD_PHASE_ROLL) {
        need.kind = TD_NEED_ROLL;
        return need;
    }
    const td_sheet *sh = &s->sheet[player];
    if (!sh->turn_done) {
        need.kind = TD_NEED_DIE;
        return need;
    }
    return td_sheet_need(sh);
}

unsigned td_waiting_players(const td_state *s)
{
    unsigned m = 0;
    if (s->phase != TD_PHASE_CHOOSE)
        return 0;
    for (int p = 0; p < s->params.players; p++)
        if (!s->sheet[p].turn_done || s->sheet[p].q_len)
            m |= 1u << p;
    return m;
}

/* Lists (or counts, or picks) the answers to a pending bonus decision. */
static int walk_answers(const td_state *s, int player, td_move *out, int cap, int target,
                        td_move *pick)
{
    const td_sheet *sh = &s->sheet[player];
    td_move m;
    memset(&m, 0, sizeof m);
    m.player = (uint8_t)player;
    int n = 0;
    uint64_t cells = td_sheet_build_choices(sh);
    unsigned colours = td_sheet_citizen_choices(sh);
    for (int bit = 0; bit < 64; bit++) {
        if (!((cells >> bit) & 1u))
            continue;
        m.kind = TD_MOVE_BUILD;
        m.row = (uint8_t)(bit / 8);
        m.value = s->params.col_value[bit % 8];
        if (out && n < cap)
            out[n] = m;
        if (pick && n == target) {
            *pick = m;
            return n + 1;
        }
        n++;
    }
    for (int c = 0; c < TD_COLOURS; c++) {
        if (!(colours & (1u << c)))
            continue;
        m.kind = TD_MOVE_CITIZEN;
        m.colour = (uint8_t)c;
        if (out && n < cap)
            out[n] = m;
        if (pick && n == target) {
            *pick = m;
            return n + 1;
        }
        n++;
    }
    return n;
}

static int walk_legal(const td_state *s, int player, td_move *out, int cap, int target,
                      td_move *pick)
{
    td_need need = td_need_of(s, player);
    if (need.kind == TD_NEED_DIE) {
        /* Any die that can be paid for can at least gain resources, so no die move at all means
         * the player can pay for no die: the fallback is their only move. */
        int n = walk_die_moves(s, player, out, cap, target, pick);
        if (n == 0) {
            td_move m;
            memset(&m, 0, sizeof m);
            m.kind = TD_MOVE_FALLBACK;
            m.player = (uint8_t)player;
            if (out && cap > 0)
                out[0] = m;
            if (pick && target == 0)
                *pick = m;
            return 1;
        }
        return n;
    }
    if (need.kind == TD_NEED_NOTHING || need.kind == TD_NEED_ROLL)
        return 0;
    return walk_answers(s, player, out, cap, target, pick);
}

int td_legal_moves(const td_state *s, int player, td_move *out, int cap)
{
    return walk_legal(s, player, out, cap, -1, NULL);
}

int td_legal_count(const td_state *s, int player)
{
    return walk_legal(s, player, NULL, 0, -1, NULL);
}

td_move td_legal_nth(const td_state *s, int player, int k)
{
    td_move m;
    memset(&m, 0, sizeof m);
    int n = walk_legal(s, player, NULL, 0, k, &m);
    assert(k >= 0 && k < n && m.kind != 0);
    (void)n;
    return m;
}

td_move td_legal_random(const td_state *s, int player, td_rng *rng)
{
    if (td_need_of(s, player).kind != TD_NEED_DIE) {
        int n = td_legal_count(s, player);
        assert(n > 0);
        return td_legal_nth(s, player, (int)td_rng_below(rng, (uint32_t)n));
    }
    die_block blocks[MAX_BLOCKS];
    int count[MAX_BLOCKS], total = 0;
    int nb = die_blocks(s, &s->sheet[player], blocks, count);
    for (int i = 0; i < nb; i++)
        total += count[i];
    td_move m;
    if (total == 0) {
        (void)td_rng_below(rng, 1); /* the draw td_legal_nth's caller makes for its one move */
        memset(&m, 0, sizeof m);
        m.kind = TD_MOVE_FALLBACK;
        m.player = (uint8_t)player;
        return m;
    }
    int k = (int)td_rng_below(rng, (uint32_t)total);
    int i = 0;
    while (k >= count[i])
        k -= count[i++];
    block_moves(s, player, &blocks[i], NULL, 0, k, &m);
    return m;
}

td_move td_move_roll(void)
{
    td_move m;
    memset(&m, 0, sizeof m);
    m.kind = TD_MOVE_ROLL;
    return m;
}

td_move td_move_roll_forced(int t1, int t2, int t3, int black)
{
    td_move m = td_move_roll();
    m.forced = 1;
    m.roll[0] = (uint8_t)t1;
    m.roll[1] = (uint8_t)t2;
    m.roll[2] = (uint8_t)t3;
    m.roll[3] = (uint8_t)black;
    /* Canonical form: transparent values ascending (placement sorts them anyway). */
    for (int i = 0; i < 2; i++)
        for (int j = 0; j < 2 - i; j++)
            if (m.roll[j] > m.roll[j + 1]) {
                uint8_t x = m.roll[j];
                m.roll[j] = m.roll[j + 1];
                m.roll[j + 1] = x;
            }
    return m;
}

/* Checks a DIE move and computes its cost. */
static const char *check_die(const td_state *s, const td_move *m, td_cost *cost)
{
    const td_sheet *sh = &s->sheet[m->player];
    if (m->slot >= TD_SLOTS)
        return WHY(SLOT);
    if (!(s->usable & (1u << m->slot))) {
        if (m->slot == s->black_slot)
            return WHY(BLACK_DIE);
        return WHY(DESTROYED);
    }
    const td_die_info *d = &s->die[m->slot];
    if (d->pay_choice) {
        if (m->pay >= TD_RESOURCES)
            return WHY(PAY_WHICH);
    } else if (m->pay != TD_PAY_NONE) {
        return WHY(PAY_NONE);
    }
    if (m->colour >= TD_COLOURS)
        return WHY(COLOUR);
    if (m->action >= TD_ACTIONS)
        return WHY(ACTION);
    if (m->value > 6)
        return WHY(VALUE);
    int vc = value_cost(d, m->value);
    if (vc < 0)
        return d->value_locked ? WHY(RAID1) : WHY(VALUE);
    int cc = colour_cost(d, m->colour);
    if (cc < 0)
        return WHY(RAID2);
    memset(cost, 0, sizeof *cost);
    cost->slot_amount = (uint8_t)d->slot_amount;
    cost->slot_resource = (uint8_t)(d->pay_choice ? m->pay : TD_DENIERS);
    memcpy(cost->surcharge, d->surcharge, TD_RESOURCES);
    cost->value_influence = (uint8_t)vc;
    cost->colour_knowledge = (uint8_t)cc;
    fixed_price(d, d->pay_choice ? m->pay : 0, cost->total);
    cost->total[TD_INFLUENCE] = (uint8_t)(cost->total[TD_INFLUENCE] + vc);
    cost->total[TD_KNOWLEDGE] = (uint8_t)(cost->total[TD_KNOWLEDGE] + cc);
    if (!can_hold(sh, cost->total)) {
        uint8_t fixed[TD_RESOURCES];
        fixed_price(d, d->pay_choice ? m->pay : 0, fixed);
        if (!can_hold(sh, fixed))
            return WHY(CANNOT_PAY);
        if (td_held(sh, TD_INFLUENCE) < cost->total[TD_INFLUENCE])
            return WHY(INFLUENCE);
        return WHY(KNOWLEDGE);
    }
    if (m->action != TD_ACT_GAIN) {
        if (m->value == 0)
            return WHY(VALUE0);
        if (m->action == TD_ACT_PRESTIGE && d->no_prestige)
            return WHY(RAID6);
        int row = m->action == TD_ACT_PRESTIGE ? td_prestige_row(m->colour)
                                               : td_work_row(m->colour);
        int pos = s->pos_of_value[m->value];
        if (sh->built[row] & (1u << pos))
            return WHY(BUILT);
        if (sh->crossed[row] & (1u << pos))
            return WHY(CROSSED);
    }
    return NULL;
}

static const char *check_answer(const td_state *s, const td_move *m)
{
    const td_sheet *sh = &s->sheet[m->player];
    td_need need = td_sheet_need(sh);
    if (m->kind == TD_MOVE_BUILD) {
        if (need.kind != TD_NEED_PRESTIGE && need.kind != TD_NEED_WORK)
            return WHY(NO_BUILD_NOW);
        if (m->row >= TD_ROWS || m->value < 1 || m->value > 6)
            return WHY(NO_CELL);
        int pos = s->pos_of_value[m->value];
        if (!(td_sheet_build_choices(sh) & ((uint64_t)1 << (m->row * 8 + pos))))
            return need.kind == TD_NEED_WORK ? WHY(NOT_WORK) : WHY(NOT_PRESTIGE);
        return NULL;
    }
    if (need.kind != TD_NEED_OVERFLOW && need.kind != TD_NEED_BANQUET4)
        return WHY(NO_CITIZEN_NOW);
    if (m->colour >= TD_COLOURS || !(td_sheet_citizen_choices(sh) & (1u << m->colour)))
        return need.kind == TD_NEED_BANQUET4 ? WHY(BANQUET4) : WHY(TRACK_FULL);
    return NULL;
}

/* td_move_check, also giving the cost of a DIE move. */
static const char *check_move(const td_state *s, const td_move *m, td_cost *cost)
{
    if (m->kind == TD_MOVE_ROLL) {
        if (s->phase == TD_PHASE_OVER)
            return WHY(OVER);
        if (s->phase != TD_PHASE_ROLL)
            return WHY(ROLLED);
        if (m->forced)
            for (int i = 0; i < 4; i++)
                if (m->roll[i] < 1 || m->roll[i] > 6)
                    return WHY(DICE_FACES);
        return NULL;
    }
    if (m->kind < TD_MOVE_DIE || m->kind > TD_MOVE_CITIZEN)
        return WHY(UNKNOWN);
    if (m->player >= s->params.players)
        return WHY(PLAYER);
    if (s->phase == TD_PHASE_OVER)
        return WHY(OVER);
    if (s->phase == TD_PHASE_ROLL)
        return WHY(ROLL_FIRST);
    const td_sheet *sh = &s->sheet[m->player];
    if (m->kind == TD_MOVE_DIE || m->kind == TD_MOVE_FALLBACK) {
        if (sh->turn_done)
            return WHY(CHOSEN);
        if (m->kind == TD_MOVE_FALLBACK)
            return can_pay_any_die(s, sh) ? WHY(FALLBACK) : NULL;
        /* A die that can be paid for also proves the fallback is not the move. */
        return check_die(s, m, cost);
    }
    if (!sh->turn_done)
        return WHY(DIE_FIRST);
    return check_answer(s, m);
}

const char *td_move_check(const td_state *s, const td_move *m)
{
    td_cost cost;
    return check_move(s, m, &cost);
}

/* Applies a checked player move to one sheet (the state is only read). */
/* Applies a checked player move to one sheet (the state is only read); `cost` is what the check
 * found for a DIE move. */
static void apply_to_sheet(const td_state *s, td_sheet *sh, const td_move *m, const td_cost *cost)
{
    td_ctx ctx = td_state_ctx(s);
    switch (m->kind) {
    case TD_MOVE_FALLBACK:
        sh->turn_done = 1;
        for (int r = 0; r < TD_RESOURCES; r++)
            td_sheet_push(sh, TD_EFF_RESOURCE, r, 1, 0);
        td_sheet_resolve(sh, &ctx);
        break;
    case TD_MOVE_DIE: {
        td_sheet_spend(sh, cost->total);
        sh->turn_done = 1;
        sh->used_slot = m->slot;
        int tile = s->die[m->slot].tile; /* a Banquet side's bonus, 0 otherwise */
        if (m->action == TD_ACT_GAIN) {
            td_sheet_gain_now(sh, &ctx, m->colour, m->value);
        } else {
            int row = m->action == TD_ACT_PRESTIGE ? td_prestige_row(m->colour)
                                                   : td_work_row(m->colour);
            td_sheet_build_now(sh, &ctx, row, s->pos_of_value[m->value], tile);
        }
        break;
    }
    case TD_MOVE_BUILD:
        td_sheet_answer_build(sh, &ctx, m->row, s->pos_of_value[m->value]);
        break;
    case TD_MOVE_CITIZEN:
        td_sheet_answer_citizen(sh, &ctx, m->colour);
        break;
    default:
        assert(0 && "not a player move");
    }
}

const char *td_move_apply(td_state *s, const td_move *m)
{
    td_cost cost;
    const char *why = check_move(s, m, &cost);
    if (why)
        return why;
    if (m->kind == TD_MOVE_ROLL) {
        td_state_roll(s, m);
        return NULL;
    }
    apply_to_sheet(s, &s->sheet[m->player], m, &cost);
    if (td_waiting_players(s) == 0)
        td_state_end_half_day(s);
    return NULL;
}

void td_move_cost(const td_state *s, const td_move *m, td_cost *out)
{
    memset(out, 0, sizeof *out);
    if (m->kind != TD_MOVE_DIE || m->player >= s->params.players || s->phase != TD_PHASE_CHOOSE)
        return;
    td_cost c;
    if (!check_die(s, m, &c))
        *out = c;
}

void td_sheet_gain(const td_sheet *before, const td_sheet *after, td_gain *out)
{
    memset(out, 0, sizeof *out);
    for (int r = 0; r < TD_RESOURCES; r++) {
        out->resources[r] = (int8_t)(td_held(after, r) - td_held(before, r));
        out->circled[r] = (uint8_t)(after->res_circled[r] - before->res_circled[r]);
    }
    for (int c = 0; c < TD_COLOURS; c++) {
        out->citizens[c] = (uint8_t)(after->cit[c] - before->cit[c]);
        if (before->cit[c] < 15 && after->cit[c] >= 15)
            out->tracks15 |= (uint8_t)(1u << c);
        if (before->cit[c] < 20 && after->cit[c] >= 20)
            out->tracks20 |= (uint8_t)(1u << c);
        out->die_crossed[c] = (uint8_t)(after->die_crossed[c] & ~before->die_crossed[c]);
    }
    for (int row = 0; row < TD_ROWS; row++) {
        out->built[row] = (uint8_t)(after->built[row] & ~before->built[row]);
        out->crossed[row] = (uint8_t)(after->crossed[row] & ~before->crossed[row]);
    }
    out->links = after->links & ~before->links;
    out->lost = (uint8_t)(after->lost & ~before->lost);
    int least_before = td_sheet_least_track(before), least_after = td_sheet_least_track(after);
    for (int k = 0; k < 3; k++)
        if (least_before < td_colbonus_at[k] && least_after >= td_colbonus_at[k])
            out->columns |= (uint8_t)(1u << k);
    for (int p = 0; p < TD_COLUMNS; p++)
        if (after->cath_mult[p] && !before->cath_mult[p]) {
            out->characters |= (uint8_t)(1u << p);
            out->cathedral_multiplier = after->cath_mult[p];
        }
    out->then = td_sheet_need(after);
    td_score sa, sb;
    td_sheet_score(after, &sa);
    td_sheet_score(before, &sb);
    out->score_delta = (int16_t)(sa.total - sb.total);
}

const char *td_move_preview(const td_state *s, const td_move *m, td_gain *out)
{
    memset(out, 0, sizeof *out);
    if (m->kind == TD_MOVE_ROLL)
        return WHY(ROLL_GAINS);
    td_cost cost;
    const char *why = check_move(s, m, &cost);
    if (why)
        return why;
    td_sheet after = s->sheet[m->player];
    apply_to_sheet(s, &after, m, &cost);
    td_sheet_gain(&s->sheet[m->player], &after, out);
    return NULL;
}
