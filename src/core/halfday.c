/* halfday.c — the steps of a half-day that are not a player's choice (SPEC §2): the roll (the
 * dice placed in the slots, the black die's event and its attacks, each slot's die costs and
 * limits) and the end of the half-day (what was destroyed flips, the next half-day or the end).
 * td_move_apply (engine.c) calls them. */
#include <assert.h>
#include <string.h>

#include "internal.h"
#include "troyes/td_state.h"

/* SPEC §2 slot costs and §7 tiles, for the die of one slot; the roll stores it in s->die. */
static void die_info(const td_state *s, int slot, td_die_info *d)
{
    int notch = td_slot_notch(s, slot);
    int tile = s->wheel.tile[notch], raid = s->wheel.tile_raid[notch];
    memset(d, 0, sizeof *d);
    d->value0 = s->die_value[slot];
    d->colour0 = s->wheel.up[notch];
    d->slot_amount = td_slot_cost[slot];
    d->pay_choice = slot == TD_SLOT_ANY;
    d->per_influence = 1;
    d->colour_cost = 2;
    if (tile && !raid) {
        d->tile = (uint8_t)tile;
        switch (tile) {
        case TD_TILE_INFLUENCE: d->per_influence = 2; break; /* [R7] */
        case TD_TILE_COLOUR: d->colour_cost = 1; break;
        case TD_TILE_FREE: d->slot_amount = 0; break;
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
