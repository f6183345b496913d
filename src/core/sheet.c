/* sheet.c — one player's scoresheet: its bonus queue and everything a bonus does (SPEC §4-§6).
 *
 * [R6] Bonuses are resolved one at a time in the order they trigger: an effect that sets off
 * others appends them to the back of the queue. A bonus that needs a choice stays at the head of
 * the queue until the player answers; one with a single legal choice resolves by itself; one with
 * none is lost. */
#include <assert.h>
#include <string.h>

#include "internal.h"

void td_sheet_init(td_sheet *sh)
{
    memset(sh, 0, sizeof *sh);
    for (int r = 0; r < TD_RESOURCES; r++)
        sh->res_circled[r] = TD_RES_START;
    sh->used_slot = TD_SLOT_NONE;
}

void td_sheet_push(td_sheet *sh, int kind, int a, int b, int c)
{
    /* The queue can only hold effects that are set off once per game plus one action's worth,
     * which TD_QUEUE_CAP exceeds: running out is a bug. */
    assert(sh->q_len < TD_QUEUE_CAP);
    td_effect *e = &sh->queue[(sh->q_head + sh->q_len) % TD_QUEUE_CAP];
    e->kind = (uint8_t)kind;
    e->a = (uint8_t)a;
    e->b = (uint8_t)b;
    e->c = (uint8_t)c;
    sh->q_len++;
}

static const td_effect *td_sheet_head(const td_sheet *sh)
{
    return sh->q_len ? &sh->queue[sh->q_head] : NULL;
}

static void td_sheet_pop(td_sheet *sh)
{
    assert(sh->q_len > 0);
    memset(&sh->queue[sh->q_head], 0, sizeof sh->queue[0]);
    sh->q_head = (uint8_t)((sh->q_head + 1) % TD_QUEUE_CAP);
    sh->q_len--;
    if (sh->q_len == 0)
        sh->q_head = 0; /* keep equal sheets byte-equal */
}

void td_sheet_spend(td_sheet *sh, const uint8_t amount[TD_RESOURCES])
{
    for (int r = 0; r < TD_RESOURCES; r++) {
        assert(td_held(sh, r) >= amount[r]);
        sh->res_crossed[r] = (uint8_t)(sh->res_crossed[r] + amount[r]);
    }
}

int td_sheet_attack(td_sheet *sh, const uint8_t *pos_of_value, int value, int colour)
{
    int pos = pos_of_value[value];
    uint8_t bit = (uint8_t)(1u << pos);
    /* A die crossed out already stays so (a Fortress drawn since does not bring it back), and
     * SPEC §4.4: a Fortress protects the dice of all three districts in its column. */
    if (sh->die_crossed[colour] & bit)
        return TD_ATTACK_ALREADY;
    if (sh->built[TD_ROW_FORTRESS] & bit)
        return TD_ATTACK_PROTECTED;
    sh->die_crossed[colour] |= bit;
    /* Unbuilt cells of that district in that column go too; built ones are never lost. */
    for (int row = td_prestige_row(colour); row <= td_work_row(colour); row++)
        sh->crossed[row] |= (uint8_t)(bit & ~sh->built[row]);
    return TD_ATTACK_CROSSED;
}

/* Open cells of a row, as a position mask. */
static unsigned open_cells(const td_sheet *sh, int row)
{
    return ~(unsigned)(sh->built[row] | sh->crossed[row]) & 0x3Fu;
}

static int lowest_bit(unsigned m)
{
    int i = 0;
    while (!(m & 1u)) {
        m >>= 1;
        i++;
    }
    return i;
}

static void gain_resource(td_sheet *sh, int r, int amount)
{
    for (int i = 0; i < amount; i++) {
        if (sh->res_circled[r] >= TD_RES_TRACK)
            return; /* [R4] gains past slot 18 are lost */
        sh->res_circled[r]++;
        if (td_res_slot_gives_citizen(sh->res_circled[r]))
            td_sheet_push(sh, TD_EFF_CITIZEN, r, 1, 0);
    }
}

int td_sheet_least_track(const td_sheet *sh)
{
    const uint8_t *v = sh->cit;
    int m = v[0] < v[1] ? v[0] : v[1];
    return m < v[2] ? m : v[2];
}

/* Circles one citizen on track `t` (not full) and queues what it sets off (SPEC §5). */
static void circle_citizen(td_sheet *sh, int t)
{
    assert(sh->cit[t] < TD_CIT_TRACK);
    int before = td_sheet_least_track(sh);
    sh->cit[t]++;
    int after = td_sheet_least_track(sh);
    if (sh->cit[t] == TD_CIT_PRESTIGE_AT)
        td_sheet_push(sh, TD_EFF_PRESTIGE, t, 0, 0);
    if (sh->cit[t] == TD_CIT_FULL_AT)
        for (int o = 0; o < TD_COLOURS; o++)
            if (o != t)
                td_sheet_push(sh, TD_EFF_CITIZEN, o, 1, 0);
    for (int k = 0; k < 3; k++) { /* the citizen column bonuses, td_colbonus_at */
        if (before >= td_colbonus_at[k] || after < td_colbonus_at[k])
            continue;
        if (k == 0)
            for (int r = 0; r < TD_RESOURCES; r++)
                td_sheet_push(sh, TD_EFF_RESOURCE, r, 1, 0);
        else
            td_sheet_push(sh, TD_EFF_WORK, k - 1, 0, 0);
    }
}

/* Tracks a citizen of colour `c` can go to: its own, or when full any other that is not. */
static unsigned citizen_targets(const td_sheet *sh, int c)
{
    if (sh->cit[c] < TD_CIT_TRACK)
        return 1u << c;
    unsigned m = 0;
    for (int t = 0; t < TD_COLOURS; t++)
        if (sh->cit[t] < TD_CIT_TRACK)
            m |= 1u << t;
    return m;
}

/* Legal cells of a building decision, as a mask over rows*8 + position. */
static uint64_t build_choices(const td_sheet *sh, const td_effect *e)
{
    uint64_t m = 0;
    if (e->kind == TD_EFF_PRESTIGE) {
        for (int i = 0; i < 2; i++) {
            int row = td_cit15_rows[e->a][i];
            m |= (uint64_t)open_cells(sh, row) << (row * 8);
        }
    } else {
        for (int c = 0; c < TD_COLOURS; c++) {
            int row = td_work_row(c);
            m |= (uint64_t)open_cells(sh, row) << (row * 8);
        }
    }
    return m;
}

static void build(td_sheet *sh, const td_ctx *ctx, int row, int pos, int tile)
{
    uint8_t bit = (uint8_t)(1u << pos);
    assert(!(sh->built[row] & bit) && !(sh->crossed[row] & bit));
    sh->built[row] |= bit;
    /* SPEC §4.2: what the cell gives. */
    td_cell_gift gift = td_cell_gives(row, pos);
    if (gift.kind == TD_GIFT_CATHEDRAL) {
        sh->cathedrals++;
        sh->cath_mult[pos] = (uint8_t)td_cathedral_multiplier(sh->cathedrals);
    } else {
        int amount = gift.amount;
        /* [R3] a Great Hall gains per available die of its colour; Banquet 6 adds one die. */
        if (gift.per_die)
            amount *= ctx->avail[gift.colour] + (tile == TD_TILE_GREAT_HALL);
        if (amount > 0)
            td_sheet_push(sh, gift.kind == TD_GIFT_CITIZEN ? TD_EFF_CITIZEN : TD_EFF_RESOURCE,
                          gift.colour, amount, 0);
    }
    /* SPEC §7: the Banquet tile beside the die's plaza, on its row. */
    if (row == TD_ROW_FORTRESS && tile == TD_TILE_FORTRESS) {
        td_sheet_push(sh, TD_EFF_CITIZEN, TD_RED, 1, 0);
        td_sheet_push(sh, TD_EFF_BANQUET4, 0, 0, 0);
    } else if (row == TD_ROW_CATHEDRAL && tile == TD_TILE_CATHEDRAL) {
        for (int r = 0; r < TD_RESOURCES; r++)
            td_sheet_push(sh, TD_EFF_RESOURCE, r, 1, 0);
    } else if (!td_row_is_prestige(row) && tile == TD_TILE_WORK) {
        td_sheet_push(sh, TD_EFF_CITIZEN, td_row_district(row), 1, 0);
    }
    /* SPEC §4.3: the lozenge between the two cells of a column pair. */
    int pair = pos / 2;
    const td_link *link = &td_links[row][pair];
    uint32_t lbit = 1u << (row * 3 + pair);
    if (link->kind != TD_LINK_NONE && (sh->built[row] & (1u << (pos ^ 1))) &&
        !(sh->links & lbit)) {
        sh->links |= lbit;
        td_sheet_push(sh, link->kind == TD_LINK_CITIZEN ? TD_EFF_CITIZEN : TD_EFF_RESOURCE,
                      link->colour, link->amount, 0);
    }
}

td_need td_sheet_need(const td_sheet *sh)
{
    td_need need = {TD_NEED_NOTHING, 0};
    const td_effect *e = td_sheet_head(sh);
    if (!e)
        return need;
    switch (e->kind) {
    case TD_EFF_PRESTIGE:
        need.kind = TD_NEED_PRESTIGE;
        need.colour = e->a;
        break;
    case TD_EFF_WORK:
        need.kind = TD_NEED_WORK;
        break;
    case TD_EFF_CITIZEN:
        need.kind = TD_NEED_OVERFLOW;
        need.colour = e->a;
        break;
    case TD_EFF_BANQUET4:
        need.kind = TD_NEED_BANQUET4;
        break;
    default:
        assert(0 && "resolved effects never wait at the head");
    }
    return need;
}

unsigned td_sheet_citizen_choices(const td_sheet *sh)
{
    const td_effect *e = td_sheet_head(sh);
    if (!e)
        return 0;
    if (e->kind == TD_EFF_BANQUET4)
        return (1u << TD_YELLOW) | (1u << TD_WHITE);
    if (e->kind == TD_EFF_CITIZEN)
        return citizen_targets(sh, e->a);
    return 0;
}

uint64_t td_sheet_build_choices(const td_sheet *sh)
{
    const td_effect *e = td_sheet_head(sh);
    if (!e || (e->kind != TD_EFF_PRESTIGE && e->kind != TD_EFF_WORK))
        return 0;
    return build_choices(sh, e);
}

void td_sheet_answer_build(td_sheet *sh, const td_ctx *ctx, int row, int pos)
{
    assert(td_sheet_build_choices(sh) & ((uint64_t)1 << (row * 8 + pos)));
    td_sheet_pop(sh);
    build(sh, ctx, row, pos, TD_TILE_NONE); /* a bonus building uses no die */
    td_sheet_resolve(sh, ctx);
}

void td_sheet_answer_citizen(td_sheet *sh, const td_ctx *ctx, int colour)
{
    assert(td_sheet_citizen_choices(sh) & (1u << colour));
    td_effect *e = &sh->queue[sh->q_head];
    if (e->kind == TD_EFF_BANQUET4) {
        /* The chosen colour becomes an ordinary citizen gain, resolved now. */
        e->kind = TD_EFF_CITIZEN;
        e->a = (uint8_t)colour;
        e->b = 1;
    } else {
        circle_citizen(sh, colour);
        if (--e->b == 0)
            td_sheet_pop(sh);
    }
    td_sheet_resolve(sh, ctx);
}

void td_sheet_build_now(td_sheet *sh, const td_ctx *ctx, int row, int pos, int tile)
{
    build(sh, ctx, row, pos, tile);
    td_sheet_resolve(sh, ctx);
}

void td_sheet_gain_now(td_sheet *sh, const td_ctx *ctx, int resource, int amount)
{
    gain_resource(sh, resource, amount);
    td_sheet_resolve(sh, ctx);
}

void td_sheet_resolve(td_sheet *sh, const td_ctx *ctx)
{
    while (sh->q_len) {
        td_effect *e = &sh->queue[sh->q_head];
        switch (e->kind) {
        case TD_EFF_RESOURCE: {
            td_effect x = *e;
            td_sheet_pop(sh);
            gain_resource(sh, x.a, x.b);
            break;
        }
        case TD_EFF_CITIZEN: {
            unsigned targets = citizen_targets(sh, e->a);
            if (targets == 0) { /* every track full: the citizen is lost */
                td_sheet_pop(sh);
                break;
            }
            if (targets & (targets - 1))
                return; /* overflow with a choice: ask the player */
            /* Circling may queue more; the head entry stays valid (pushes go to the back). */
            circle_citizen(sh, lowest_bit(targets));
            if (--sh->queue[sh->q_head].b == 0)
                td_sheet_pop(sh);
            break;
        }
        case TD_EFF_BUILD: {
            td_effect x = *e;
            td_sheet_pop(sh);
            build(sh, ctx, x.a, x.b, x.c);
            break;
        }
        case TD_EFF_PRESTIGE:
        case TD_EFF_WORK: {
            uint64_t choices = build_choices(sh, e);
            if (choices == 0) { /* [R5] no legal cell: the bonus is lost, and noted as such */
                sh->lost |= (uint8_t)(e->kind == TD_EFF_PRESTIGE ? TD_LOST_CIT15(e->a)
                                      : e->a ? TD_LOST_WORK_B : TD_LOST_WORK_A);
                td_sheet_pop(sh);
                break;
            }
            if (choices & (choices - 1))
                return;
            int bit = 0;
            while (!((choices >> bit) & 1u))
                bit++;
            td_sheet_pop(sh);
            build(sh, ctx, bit / 8, bit % 8, TD_TILE_NONE);
            break;
        }
        case TD_EFF_BANQUET4:
            return; /* always two choices */
        default:
            assert(0 && "unknown effect");
            return;
        }
    }
}
