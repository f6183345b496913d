/* state.c — the game's parameters, starting a game, where the wheel puts each slot (SPEC §2,
 * [R1] [R2]), and the steps of a half-day that are not a player's choice: the roll (the dice
 * placed, the black die's event and its attacks, each slot's die costs and limits) and the end of
 * the half-day (what was destroyed flips, the next half-day or the end). td_move_apply (engine.c)
 * calls those two; this file calls nothing in engine.c. */
#include <assert.h>
#include <string.h>

#include "internal.h"
#include "troyes/td_state.h"

/* The stream of the game's random numbers; any odd constant would do, it only has to stay put. */
#define TD_GAME_STREAM 0x7d1ceULL

/* Why parameters are refused: every reason td_params_numbering_random, td_params_numbering_expert
 * and td_params_check can give, each written once here. Front ends list them with
 * td_params_reason (to translate them by their text); the CLI prints them as they are. */
enum {
    PWHY_LEFTMOST, PWHY_DIRECTION, PWHY_PERMUTATION, PWHY_FACE, PWHY_PLAZAS, PWHY_RAID_NO_TILE,
    PWHY_TILES_NEED_EXPANSION, PWHY_TILE_NUMBER, PWHY_TILE_PLACE, PWHY_TILE_TWICE, PWHY_TILE_SIDE,
    PWHY_TILES_IN_PLAY, PWHY_PLAYERS, PWHY_FLAGS, PWHY_MODE, PWHY_COUNT
};
static const char *const params_why[PWHY_COUNT] = {
    [PWHY_LEFTMOST] = "the leftmost value must be 1 to 6",
    [PWHY_DIRECTION] = "the direction must be up or down",
    [PWHY_PERMUTATION] = "the column values must use each of 1 to 6 once",
    [PWHY_FACE] = "a plaza face has no colour",
    [PWHY_PLAZAS] = "the wheel must hold the nine plazas of [R1]",
    [PWHY_RAID_NO_TILE] = "a Raid side with no tile",
    [PWHY_TILES_NEED_EXPANSION] = "Banquet/Raid tiles need the expansion",
    [PWHY_TILE_NUMBER] = "expansion tiles are numbered 1 to 8",
    [PWHY_TILE_PLACE] = "expansion tiles sit beside the single-colour plazas",
    [PWHY_TILE_TWICE] = "an expansion tile is used twice",
    [PWHY_TILE_SIDE] = "a tile side is Banquet or Raid",
    [PWHY_TILES_IN_PLAY] = "the expansion puts one tile beside each single-colour plaza",
    [PWHY_PLAYERS] = "a game has 1 to 10 players",
    [PWHY_FLAGS] = "flags are 0 or 1",
    [PWHY_MODE] = "the column values do not follow the numbering mode",
};

const char *td_params_reason(int k) { return k >= 0 && k < PWHY_COUNT ? params_why[k] : NULL; }

void td_params_default(td_params *p, int players, uint64_t seed)
{
    memset(p, 0, sizeof *p);
    p->players = (uint8_t)players;
    p->numbering = TD_NUMBERING_STANDARD;
    for (int i = 0; i < TD_COLUMNS; i++)
        p->col_value[i] = (uint8_t)(i + 1);
    p->seed = seed;
}

const char *td_params_numbering_random(td_params *p, int leftmost, int direction)
{
    if (leftmost < 1 || leftmost > 6)
        return params_why[PWHY_LEFTMOST];
    if (direction != 1 && direction != -1)
        return params_why[PWHY_DIRECTION];
    for (int i = 0; i < TD_COLUMNS; i++) {
        int v = (leftmost - 1 + direction * i + 6 * TD_COLUMNS) % 6;
        p->col_value[i] = (uint8_t)(v + 1);
    }
    p->numbering = TD_NUMBERING_RANDOM;
    return NULL;
}

static int is_permutation(const uint8_t v[TD_COLUMNS])
{
    unsigned seen = 0;
    for (int i = 0; i < TD_COLUMNS; i++) {
        if (v[i] < 1 || v[i] > 6 || (seen & (1u << v[i])))
            return 0;
        seen |= 1u << v[i];
    }
    return 1;
}

const char *td_params_numbering_expert(td_params *p, const uint8_t values[TD_COLUMNS])
{
    if (!is_permutation(values))
        return params_why[PWHY_PERMUTATION];
    memcpy(p->col_value, values, TD_COLUMNS);
    p->numbering = TD_NUMBERING_EXPERT;
    return NULL;
}

/* Is the numbering one that the given mode can produce? */
static int numbering_fits_mode(const td_params *p)
{
    if (p->numbering == TD_NUMBERING_STANDARD) {
        for (int i = 0; i < TD_COLUMNS; i++)
            if (p->col_value[i] != i + 1)
                return 0;
        return 1;
    }
    if (p->numbering == TD_NUMBERING_RANDOM) {
        int up = 1, down = 1;
        for (int i = 1; i < TD_COLUMNS; i++) {
            up &= p->col_value[i] == p->col_value[i - 1] % 6 + 1;
            down &= p->col_value[i - 1] == p->col_value[i] % 6 + 1;
        }
        return up || down;
    }
    return p->numbering == TD_NUMBERING_EXPERT;
}

static const char *layout_check(const td_layout *l, int expansion)
{
    /* [R1]: count each unordered pair of faces. */
    int pairs[TD_COLOURS][TD_COLOURS] = {{0}};
    for (int n = 0; n < TD_NOTCHES; n++) {
        if (l->up[n] >= TD_COLOURS || l->down[n] >= TD_COLOURS)
            return params_why[PWHY_FACE];
        int a = l->up[n] < l->down[n] ? l->up[n] : l->down[n];
        int b = l->up[n] < l->down[n] ? l->down[n] : l->up[n];
        pairs[a][b]++;
    }
    for (int t = 0; t < TD_NOTCHES; t++) {
        int a = td_plaza_tiles[t][0], b = td_plaza_tiles[t][1];
        if (pairs[a][b] == 0)
            return params_why[PWHY_PLAZAS];
        pairs[a][b]--;
    }
    unsigned used = 0;
    int placed = 0;
    for (int n = 0; n < TD_NOTCHES; n++) {
        if (l->tile[n] == TD_TILE_NONE) {
            if (l->tile_raid[n])
                return params_why[PWHY_RAID_NO_TILE];
            continue;
        }
        if (!expansion)
            return params_why[PWHY_TILES_NEED_EXPANSION];
        if (l->tile[n] > TD_EXP_TILES)
            return params_why[PWHY_TILE_NUMBER];
        if (l->up[n] != l->down[n])
            return params_why[PWHY_TILE_PLACE];
        if (used & (1u << l->tile[n]))
            return params_why[PWHY_TILE_TWICE];
        if (l->tile_raid[n] > 1)
            return params_why[PWHY_TILE_SIDE];
        used |= 1u << l->tile[n];
        placed++;
    }
    if (expansion && placed != TD_EXP_IN_PLAY)
        return params_why[PWHY_TILES_IN_PLAY];
    return NULL;
}

const char *td_params_check(const td_params *p)
{
    if (p->players < 1 || p->players > TD_MAX_PLAYERS)
        return params_why[PWHY_PLAYERS];
    if (p->expansion > 1 || p->has_layout > 1)
        return params_why[PWHY_FLAGS];
    if (!is_permutation(p->col_value))
        return params_why[PWHY_PERMUTATION];
    if (!numbering_fits_mode(p))
        return params_why[PWHY_MODE];
    if (p->has_layout)
        return layout_check(&p->layout, p->expansion);
    return NULL;
}

/* Setup steps 2 and the expansion's setup: every plaza to a random notch, random side up; three
 * of the eight tiles, one beside each single-colour plaza, Banquet side up. */
static void draw_layout(td_layout *l, td_rng *rng, int expansion)
{
    uint8_t order[TD_NOTCHES];
    for (int i = 0; i < TD_NOTCHES; i++)
        order[i] = (uint8_t)i;
    for (int i = TD_NOTCHES - 1; i > 0; i--) {
        int j = (int)td_rng_below(rng, (uint32_t)i + 1);
        uint8_t t = order[i];
        order[i] = order[j];
        order[j] = t;
    }
    memset(l, 0, sizeof *l);
    for (int n = 0; n < TD_NOTCHES; n++) {
        int side = (int)td_rng_below(rng, 2);
        l->up[n] = td_plaza_tiles[order[n]][side];
        l->down[n] = td_plaza_tiles[order[n]][1 - side];
    }
    if (!expansion)
        return;
    uint8_t tiles[TD_EXP_TILES];
    for (int i = 0; i < TD_EXP_TILES; i++)
        tiles[i] = (uint8_t)(i + 1);
    for (int i = TD_EXP_TILES - 1; i > 0; i--) {
        int j = (int)td_rng_below(rng, (uint32_t)i + 1);
        uint8_t t = tiles[i];
        tiles[i] = tiles[j];
        tiles[j] = t;
    }
    for (int c = 0; c < TD_COLOURS; c++)
        for (int n = 0; n < TD_NOTCHES; n++)
            if (l->up[n] == c && l->down[n] == c)
                l->tile[n] = tiles[c];
}

const char *td_state_init(td_state *s, const td_params *p)
{
    const char *why = td_params_check(p);
    if (why)
        return why;
    memset(s, 0, sizeof *s);
    s->params = *p;
    td_rng_seed(&s->rng, p->seed, TD_GAME_STREAM);
    if (p->has_layout)
        s->wheel = p->layout;
    else
        draw_layout(&s->wheel, &s->rng, p->expansion);
    for (int i = 0; i < TD_COLUMNS; i++)
        s->pos_of_value[p->col_value[i]] = (uint8_t)i;
    for (int v = 1; v <= 6; v++)
        s->pos_prefix[v] = (uint8_t)(s->pos_prefix[v - 1] | (1u << s->pos_of_value[v]));
    s->phase = TD_PHASE_ROLL;
    s->day = 1;
    s->half = 0;
    s->black_slot = TD_SLOT_NONE;
    for (int i = 0; i < p->players; i++)
        td_sheet_init(&s->sheet[i]);
    return NULL;
}

/* [R2] neutral = P(d-1); morning slots = P(d)..P(d+3); afternoon slots = P(d+4)..P(d+7). */
int td_neutral_notch(const td_state *s) { return (s->day - 1) % TD_NOTCHES; }

/* day + 4 * half + slot is at most 8 + 4 + 3: a table beats a division. */
static const uint8_t mod9[16] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 0, 1, 2, 3, 4, 5, 6};
_Static_assert(TD_NOTCHES == 9 && TD_DAYS + 4 + TD_SLOTS - 1 < 16, "mod9 covers every slot");

int td_half_day_notch(int day, int half, int slot)
{
    assert(slot >= 0 && slot < TD_SLOTS && (half == 0 || half == 1) && day >= 1 && day <= TD_DAYS);
    return mod9[day + 4 * half + slot];
}

int td_slot_notch(const td_state *s, int slot)
{
    assert(slot >= 0 && slot < TD_SLOTS && s->day <= TD_DAYS);
    return mod9[s->day + 4 * s->half + slot];
}

int td_slot_colour(const td_state *s, int slot) { return s->wheel.up[td_slot_notch(s, slot)]; }

int td_slot_tile(const td_state *s, int slot, int *is_raid)
{
    int n = td_slot_notch(s, slot);
    if (is_raid)
        *is_raid = s->wheel.tile_raid[n];
    return s->wheel.tile[n];
}

int td_slot_price(const td_state *s, int half, int slot)
{
    assert(slot >= 0 && slot < TD_SLOTS && (half == 0 || half == 1));
    int n = td_half_day_notch(s->day <= TD_DAYS ? s->day : TD_DAYS, half, slot);
    return s->wheel.tile[n] == TD_TILE_FREE && !s->wheel.tile_raid[n] ? 0 : td_slot_cost[slot];
}

int td_slot_value_shown(const td_state *s, int slot)
{
    assert(slot >= 0 && slot < TD_SLOTS);
    return slot == s->black_slot ? s->die_value[slot] : s->die[slot].value0;
}

int td_actions_to_come(const td_state *s)
{
    if (s->phase == TD_PHASE_OVER)
        return 0;
    int h = 2 * (s->day - 1) + s->half; /* half-days before this one */
    /* While the dice wait for a roll, this half-day's die action is still to come. */
    int r = s->phase == TD_PHASE_ROLL ? 2 * TD_DAYS - h : 2 * TD_DAYS - 1 - h;
    return r < 0 ? 0 : r;
}

td_ctx td_state_ctx(const td_state *s)
{
    td_ctx ctx = {s->pos_of_value, s->avail};
    return ctx;
}

/* SPEC §2 slot costs and §7 tiles, for the die of one slot; the roll stores it in s->die. */
static void die_info(const td_state *s, int slot, td_die_info *d)
{
    int notch = td_slot_notch(s, slot);
    int tile = s->wheel.tile[notch], raid = s->wheel.tile_raid[notch];
    memset(d, 0, sizeof *d);
    d->value0 = s->die_value[slot];
    d->colour0 = s->wheel.up[notch];
    d->slot_amount = (uint8_t)td_slot_price(s, s->half, slot); /* Banquet 3 makes it free */
    d->pay_choice = slot == TD_SLOT_ANY;
    d->per_influence = 1;
    d->colour_cost = 2;
    if (tile && !raid) {
        d->tile = (uint8_t)tile;
        switch (tile) {
        case TD_TILE_INFLUENCE: d->per_influence = 2; break; /* [R7] */
        case TD_TILE_COLOUR: d->colour_cost = 1; break;
        default: break;
        }
    } else if (tile) {
        switch (tile) {
        case TD_TILE_INFLUENCE: d->value_locked = 1; break;
        case TD_TILE_COLOUR: d->colour_locked = 1; break;
        case TD_TILE_FREE: d->surcharge[TD_DENIERS] = 1; break;
        case TD_TILE_FORTRESS: d->surcharge[TD_INFLUENCE] = 1; break;
        case TD_TILE_CATHEDRAL: d->surcharge[TD_KNOWLEDGE] = 1; break;
        case TD_TILE_GREAT_HALL: d->no_prestige = 1; break;
        case TD_TILE_WORK: d->value0 = 0; break;
        default: break;
        }
    }
    if (d->slot_amount == 0)
        d->pay_choice = 0;
}

/* Step 1 and 2 of a half-day: place the dice, then the event. */
void td_state_roll(td_state *s, const td_move *m)
{
    uint8_t t[3], black;
    if (m->forced) {
        memcpy(t, m->roll, 3);
        black = m->roll[3];
    } else {
        for (int i = 0; i < 3; i++)
            t[i] = (uint8_t)(1 + td_rng_below(&s->rng, 6));
        black = (uint8_t)(1 + td_rng_below(&s->rng, 6));
    }
    /* Sort the transparent dice; the black die goes before the first transparent die that is not
     * lower than it (it counts as slightly lower on a tie). */
    if (t[0] > t[1]) { uint8_t x = t[0]; t[0] = t[1]; t[1] = x; }
    if (t[1] > t[2]) { uint8_t x = t[1]; t[1] = t[2]; t[2] = x; }
    if (t[0] > t[1]) { uint8_t x = t[0]; t[0] = t[1]; t[1] = x; }
    int b = 0;
    while (b < 3 && t[b] < black)
        b++;
    for (int slot = 0, i = 0; slot < TD_SLOTS; slot++)
        s->die_value[slot] = slot == b ? black : t[i++];
    s->black_slot = (uint8_t)b;

    s->destroyed = 0;
    s->usable = 0;
    s->black_banquet = 0;
    s->n_attacks = 0;
    memset(s->avail, 0, sizeof s->avail);
    for (int slot = 0; slot < TD_SLOTS; slot++) {
        int raid, tile = td_slot_tile(s, slot, &raid);
        int colour = td_slot_colour(s, slot);
        int attacks = 0;
        if (slot == b) {
            if (tile == TD_TILE_BLACK && !raid) {
                /* [R8] Banquet 8: no destruction; the black die is usable as a die of this
                 * plaza's colour and counts as available. */
                s->black_banquet = 1;
                s->usable |= (uint8_t)(1u << slot);
            } else {
                s->destroyed |= (uint8_t)(1u << slot);
                attacks = 1;
            }
        } else if (tile == TD_TILE_BLACK && raid) {
            /* [R8] Raid 8: a transparent die here acts as a second black die. */
            s->destroyed |= (uint8_t)(1u << slot);
            attacks = 1;
        } else {
            s->usable |= (uint8_t)(1u << slot);
        }
        if (s->usable & (1u << slot))
            s->avail[colour]++;
        if (attacks && s->day >= TD_ATTACK_DAY) {
            /* From day 3 the attack reaches every sheet. Attacks are listed by slot, so by
             * value; the black die comes before a Raid 8 die of equal value. */
            s->attack_value[s->n_attacks] = s->die_value[slot];
            s->attack_colour[s->n_attacks] = (uint8_t)colour;
            s->n_attacks++;
        }
    }
    for (int slot = 0; slot < TD_SLOTS; slot++)
        die_info(s, slot, &s->die[slot]);
    for (int p = 0; p < s->params.players; p++) {
        td_sheet *sh = &s->sheet[p];
        sh->attack[0] = sh->attack[1] = TD_ATTACK_NONE;
        for (int a = 0; a < s->n_attacks; a++)
            sh->attack[a] = (uint8_t)td_sheet_attack(sh, s->pos_of_value, s->attack_value[a],
                                                     s->attack_colour[a]);
        sh->turn_done = 0;
        sh->used_slot = TD_SLOT_NONE;
    }
    s->phase = TD_PHASE_CHOOSE;
}

/* Steps 4 and 5: flip what was destroyed, turn the small layer after an afternoon. */
void td_state_end_half_day(td_state *s)
{
    for (int slot = 0; slot < TD_SLOTS; slot++) {
        int n = td_slot_notch(s, slot);
        if (s->destroyed & (1u << slot)) {
            uint8_t x = s->wheel.up[n];
            s->wheel.up[n] = s->wheel.down[n];
            s->wheel.down[n] = x;
            if (s->wheel.tile[n])
                s->wheel.tile_raid[n] = 1;
        }
        if (slot == s->black_slot && s->black_banquet)
            s->wheel.tile_raid[n] = 1; /* [R8] Banquet 8 flips at the end of that half-day */
    }
    if (s->half == 1 && s->day == TD_DAYS) {
        s->phase = TD_PHASE_OVER; /* the 8th afternoon stays on display, with its dice */
        return;
    }
    if (s->half == 0) {
        s->half = 1;
    } else {
        s->half = 0;
        s->day++;
    }
    s->phase = TD_PHASE_ROLL;
}
