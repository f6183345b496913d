/* test_expansion.c — the Banquets & Raids expansion (SPEC §7): both sides of each of the eight
 * tiles, and how a tile flips to Raid with its plaza and stays Raid. Where a test writes
 * td_state/td_sheet fields directly to build a situation, a comment says so.
 *
 * Every test uses WHEEL_X: the single-colour plazas sit in P1 (red), P2 (yellow) and P3 (white),
 * so on day 1 morning slot 1 is the red plaza's die, slot 2 the yellow one's, slot 3 the white
 * one's, and slot 4 (P4) is red. The tiles are given like the game ID: for the red, yellow and
 * white plazas, the tile number and b (Banquet) or r (Raid). The usual roll is 2 3 4 with the
 * black 6: red 2 (free), yellow 3 (one resource of any type), white 4 (1 denier), black on P4. */
#include "scenario.h"

#define WHEEL_X "RY RR YY WW RW RY RW YW YW"
enum { N_RED = 1, N_YELLOW = 2, N_WHITE = 3 };

static void start_x(td_state *s, int players, const char *tiles)
{
    sc_start(s, players, WHEEL_X, tiles);
}

/* Values (bit v) and actions (bit TD_ACT_*) of the DIE moves td_legal_moves lists for `player`
 * on `slot`. */
static unsigned values_listed(const td_state *s, int player, int slot)
{
    td_move list[TD_LEGAL_MAX];
    int n = td_legal_moves(s, player, list, TD_LEGAL_MAX);
    unsigned values = 0;
    for (int i = 0; i < n; i++)
        if (list[i].kind == TD_MOVE_DIE && list[i].slot == slot)
            values |= 1u << list[i].value;
    return values;
}

static unsigned actions_listed(const td_state *s, int player, int slot)
{
    td_move list[TD_LEGAL_MAX];
    int n = td_legal_moves(s, player, list, TD_LEGAL_MAX);
    unsigned acts = 0;
    for (int i = 0; i < n; i++)
        if (list[i].kind == TD_MOVE_DIE && list[i].slot == slot)
            acts |= 1u << list[i].action;
    return acts;
}

/* ---------------------------------------------------------------------------------------------
 * Tile 1: value changes
 * ------------------------------------------------------------------------------------------- */

/* SPEC §7 tile 1, Banquet [R7]: each influence changes this die's value by up to 2. */
static void test_tile1_banquet(void **state)
{
    (void)state;
    td_state s;
    start_x(&s, 1, "1b4b5b");
    ROLL(&s, 2, 3, 4, 6);
    assert_int_equal(COST(&s, "p1 die 1 1 R gain").value_influence, 1);
    assert_int_equal(COST(&s, "p1 die 1 3 R gain").value_influence, 1);
    assert_int_equal(COST(&s, "p1 die 1 4 R gain").value_influence, 1);
    assert_int_equal(COST(&s, "p1 die 1 5 R gain").value_influence, 2);
    assert_int_equal(COST(&s, "p1 die 1 6 R gain").value_influence, 2);
    /* Only this die: the yellow 3 still needs 2 influence to become a 5. */
    assert_int_equal(COST(&s, "p1 die 2 pay D 5 Y gain").value_influence, 2);
    PLAY(&s, "p1 die 1 6 R prestige"); /* the Fortress of column 6 for 2 influence */
    assert_int_equal(td_held(&s.sheet[0], TD_INFLUENCE), 1);
    assert_int_equal(s.sheet[0].built[TD_ROW_FORTRESS], 1u << 5);
}

/* SPEC §7 tile 1, Raid: influence cannot change this die (its colour still can). */
static void test_tile1_raid(void **state)
{
    (void)state;
    td_state s;
    start_x(&s, 1, "1r4b5b");
    ROLL(&s, 2, 3, 4, 6);
    assert_string_equal(REFUSE(&s, "p1 die 1 3 R gain"),
                        "Raid 1: influence cannot change this die");
    assert_string_equal(REFUSE(&s, "p1 die 1 1 R gain"),
                        "Raid 1: influence cannot change this die");
    assert_int_equal(values_listed(&s, 0, 0), 1u << 2);
    assert_int_equal(COST(&s, "p1 die 1 2 W gain").colour_knowledge, 2);
    assert_int_equal(COST(&s, "p1 die 2 pay D 5 Y gain").value_influence, 2); /* other dice */
}

/* ---------------------------------------------------------------------------------------------
 * Tile 2: colour changes
 * ------------------------------------------------------------------------------------------- */

/* SPEC §7 tile 2, Banquet: a colour change of this die costs 1 knowledge instead of 2. */
static void test_tile2_banquet(void **state)
{
    (void)state;
    td_state s;
    start_x(&s, 2, "4b2b5b"); /* Banquet 2 beside the yellow plaza */
    s.sheet[1].res_crossed[TD_KNOWLEDGE] = 2; /* direct write: player 2 holds 1 knowledge */
    ROLL(&s, 2, 3, 4, 6);
    td_cost c = COST(&s, "p1 die 2 pay D 3 W gain");
    assert_int_equal(c.colour_knowledge, 1);
    assert_int_equal(c.total[TD_KNOWLEDGE], 1);
    assert_int_equal(COST(&s, "p1 die 2 pay D 3 R gain").colour_knowledge, 1);
    assert_int_equal(COST(&s, "p1 die 1 2 Y gain").colour_knowledge, 2); /* other dice */
    /* With 1 knowledge, player 2 can change this die but not another. */
    PLAY(&s, "p2 die 2 pay D 3 W work"); /* a white 3: the Bishopric of column 3 */
    assert_int_equal(td_held(&s.sheet[1], TD_KNOWLEDGE), 0);
    assert_int_equal(s.sheet[1].cit[TD_WHITE], 2);
    /* Paying the slot with knowledge too: 1 + 1. */
    assert_int_equal(COST(&s, "p1 die 2 pay K 3 W gain").total[TD_KNOWLEDGE], 2);
}

/* SPEC §7 tile 2, Raid: this die's colour cannot be changed (its value still can). */
static void test_tile2_raid(void **state)
{
    (void)state;
    td_state s;
    start_x(&s, 1, "4b2r5b");
    ROLL(&s, 2, 3, 4, 6);
    assert_string_equal(REFUSE(&s, "p1 die 2 pay D 3 R gain"),
                        "Raid 2: this die's colour cannot be changed");
    assert_string_equal(REFUSE(&s, "p1 die 2 pay D 3 W gain"),
                        "Raid 2: this die's colour cannot be changed");
    td_move list[TD_LEGAL_MAX];
    int n = td_legal_moves(&s, 0, list, TD_LEGAL_MAX);
    for (int i = 0; i < n; i++)
        if (list[i].slot == 1)
            assert_int_equal(list[i].colour, TD_YELLOW);
    assert_int_equal(COST(&s, "p1 die 2 pay D 4 Y gain").value_influence, 1);
    assert_int_equal(COST(&s, "p1 die 1 2 W gain").colour_knowledge, 2); /* other dice */
}

/* ---------------------------------------------------------------------------------------------
 * Tile 3: the die's price
 * ------------------------------------------------------------------------------------------- */

/* SPEC §7 tile 3, Banquet: this die is free, whatever its slot; a free die means no fallback. */
static void test_tile3_banquet(void **state)
{
    (void)state;
    td_state s;
    start_x(&s, 1, "4b5b3b"); /* beside the white plaza: slot 3, normally 1 denier */
    ROLL(&s, 2, 3, 4, 6);
    td_cost c = COST(&s, "p1 die 3 4 W gain");
    assert_int_equal(c.slot_amount, 0);
    for (int r = 0; r < TD_RESOURCES; r++)
        assert_int_equal(c.total[r], 0);
    assert_int_equal(COST(&s, "p1 die 2 pay D 3 Y gain").total[TD_DENIERS], 1); /* other dice */

    /* Beside the yellow plaza on slot 2 (one resource of any type): nothing to pay, nothing to
     * choose. A player holding nothing, with the black die on the free slot, takes it. */
    start_x(&s, 1, "4b3b5b");
    for (int r = 0; r < TD_RESOURCES; r++)
        s.sheet[0].res_crossed[r] = 3; /* direct write: holds nothing */
    ROLL(&s, 2, 3, 4, 1); /* black 1 on slot 1; the yellow 2 on slot 2 */
    assert_int_equal(s.black_slot, 0);
    REFUSE(&s, "p1 fallback");
    REFUSE(&s, "p1 die 2 pay D 2 Y gain");
    c = COST(&s, "p1 die 2 2 Y gain");
    assert_int_equal(c.slot_amount, 0);
    assert_int_equal(c.total[TD_DENIERS] + c.total[TD_INFLUENCE] + c.total[TD_KNOWLEDGE], 0);
    PLAY(&s, "p1 die 2 2 Y work");
    assert_int_equal(s.sheet[0].cit[TD_YELLOW], 2);
}

/* SPEC §7 tile 3: the price of each slot as the wheel shows it (td_slot_price), morning and
 * afternoon, before the roll: Banquet 3 makes its slot free, and the roll's die info agrees; on
 * its Raid side the slot keeps its printed price. */
static void test_tile3_slot_price(void **state)
{
    (void)state;
    td_state s;
    start_x(&s, 1, "4b3b5b"); /* Banquet 3 beside the yellow plaza: slot 2 on day 1's morning */
    int yellow_slot = -1;
    for (int k = 0; k < TD_SLOTS; k++) {
        int raid;
        if (td_slot_tile(&s, k, &raid) == TD_TILE_FREE)
            yellow_slot = k;
    }
    assert_int_equal(yellow_slot, TD_SLOT_ANY);
    for (int half = 0; half < 2; half++)
        for (int k = 0; k < TD_SLOTS; k++) {
            int n = td_half_day_notch(s.day, half, k);
            int free_here = s.wheel.tile[n] == TD_TILE_FREE;
            assert_int_equal(td_slot_price(&s, half, k), free_here ? 0 : td_slot_cost[k]);
        }
    assert_int_equal(td_slot_price(&s, 0, TD_SLOT_ANY), 0);
    ROLL(&s, 2, 3, 4, 6);
    for (int k = 0; k < TD_SLOTS; k++)
        assert_int_equal(td_slot_price(&s, s.half, k), s.die[k].slot_amount);
    /* the Raid side: the printed price again */
    s.wheel.tile_raid[td_slot_notch(&s, TD_SLOT_ANY)] = 1; /* direct write: as if destroyed earlier */
    assert_int_equal(td_slot_price(&s, 0, TD_SLOT_ANY), td_slot_cost[TD_SLOT_ANY]);
}

/* SPEC §7 tile 3, Raid: +1 denier on top of the slot cost. */
static void test_tile3_raid(void **state)
{
    (void)state;
    td_state s;
    start_x(&s, 2, "3r4b5b"); /* beside the red plaza: slot 1, normally free */
    /* Direct write: player 2 holds no denier. */
    s.sheet[1].res_crossed[TD_DENIERS] = 3;
    ROLL(&s, 2, 3, 4, 6);
    td_cost c = COST(&s, "p1 die 1 2 R gain");
    assert_int_equal(c.slot_amount, 0);
    assert_int_equal(c.surcharge[TD_DENIERS], 1);
    assert_int_equal(c.total[TD_DENIERS], 1);
    REFUSE(&s, "p2 die 1 2 R gain");
    assert_false(values_listed(&s, 1, 0));
    PLAY(&s, "p2 die 2 pay K 3 Y gain"); /* the yellow die is unaffected */
    PLAY(&s, "p1 die 1 2 R gain");
    assert_int_equal(td_held(&s.sheet[0], TD_DENIERS), 2);

    /* On slot 2 it adds to the resource chosen for the slot. */
    start_x(&s, 1, "4b3r5b");
    ROLL(&s, 2, 3, 4, 6);
    c = COST(&s, "p1 die 2 pay K 3 Y gain");
    assert_int_equal(c.total[TD_KNOWLEDGE], 1);
    assert_int_equal(c.total[TD_DENIERS], 1);
    c = COST(&s, "p1 die 2 pay D 3 Y gain");
    assert_int_equal(c.total[TD_DENIERS], 2);
}

/* ---------------------------------------------------------------------------------------------
 * Tile 4: Fortress
 * ------------------------------------------------------------------------------------------- */

/* SPEC §7 tile 4, Banquet: a Fortress built with this die gains 1 more red citizen and 1 yellow or
 * white citizen, the player's choice (SPEC §6: a decision). Other actions, or a Fortress built
 * with another die, gain nothing more. */
static void test_tile4_banquet(void **state)
{
    (void)state;
    td_state s;
    start_x(&s, 4, "4b1b5b");
    ROLL(&s, 2, 3, 4, 6);
    td_gain g = PREVIEW(&s, "p1 die 1 2 R prestige");
    assert_int_equal(g.citizens[TD_RED], 2);
    assert_int_equal(g.then.kind, TD_NEED_BANQUET4);
    PLAY(&s, "p1 die 1 2 R prestige");
    assert_int_equal(td_need_of(&s, 0).kind, TD_NEED_BANQUET4);
    td_move list[TD_LEGAL_MAX];
    int n = td_legal_moves(&s, 0, list, TD_LEGAL_MAX);
    assert_int_equal(n, 2);
    assert_int_equal(list[0].kind, TD_MOVE_CITIZEN);
    assert_int_equal(list[0].colour, TD_YELLOW);
    assert_int_equal(list[1].colour, TD_WHITE);
    assert_string_equal(REFUSE(&s, "p1 citizen R"), "Banquet 4 gives a yellow or a white citizen");
    PLAY(&s, "p1 citizen W");
    assert_int_equal(s.sheet[0].cit[TD_RED], 2);
    assert_int_equal(s.sheet[0].cit[TD_WHITE], 1);
    assert_int_equal(td_need_of(&s, 0).kind, TD_NEED_NOTHING);

    g = PREVIEW(&s, "p2 die 1 2 R work"); /* the Palace: its 2 red citizens only */
    assert_int_equal(g.citizens[TD_RED], 2);
    assert_int_equal(g.then.kind, TD_NEED_NOTHING);
    g = PREVIEW(&s, "p3 die 1 2 R gain");
    assert_int_equal(g.citizens[TD_RED] + g.citizens[TD_YELLOW] + g.citizens[TD_WHITE], 0);
    /* The white 4 made red (2 knowledge, 1 denier): the Fortress of column 4, no Banquet. */
    g = PREVIEW(&s, "p4 die 3 4 R prestige");
    assert_int_equal(g.citizens[TD_YELLOW], 1);
    assert_int_equal(g.citizens[TD_RED] + g.citizens[TD_WHITE], 0);
    assert_int_equal(g.then.kind, TD_NEED_NOTHING);
}

/* SPEC §7 tile 4, Raid: +1 influence on top of the slot cost. */
static void test_tile4_raid(void **state)
{
    (void)state;
    td_state s;
    start_x(&s, 2, "4r1b5b");
    s.sheet[1].res_crossed[TD_INFLUENCE] = 3; /* direct write: player 2 holds no influence */
    ROLL(&s, 2, 3, 4, 6);
    td_cost c = COST(&s, "p1 die 1 2 R gain");
    assert_int_equal(c.surcharge[TD_INFLUENCE], 1);
    assert_int_equal(c.total[TD_INFLUENCE], 1);
    assert_int_equal(c.total[TD_DENIERS], 0);
    c = COST(&s, "p1 die 1 3 R gain"); /* and a value step on top */
    assert_int_equal(c.total[TD_INFLUENCE], 2);
    REFUSE(&s, "p2 die 1 2 R gain");
    PLAY(&s, "p1 die 1 2 R prestige"); /* no Banquet bonus on the Raid side */
    assert_int_equal(s.sheet[0].cit[TD_RED], 1);
    assert_int_equal(td_need_of(&s, 0).kind, TD_NEED_NOTHING);
}

/* ---------------------------------------------------------------------------------------------
 * Tile 5: Cathedral
 * ------------------------------------------------------------------------------------------- */

/* SPEC §7 tile 5, Banquet: a Cathedral built with this die gains 1 of each resource. */
static void test_tile5_banquet(void **state)
{
    (void)state;
    td_state s;
    start_x(&s, 1, "1b2b5b"); /* beside the white plaza: the white 4 on slot 3 */
    ROLL(&s, 2, 3, 4, 6);
    td_gain g = PREVIEW(&s, "p1 die 3 4 W prestige");
    assert_int_equal(g.resources[TD_INFLUENCE], 1);
    assert_int_equal(g.resources[TD_DENIERS], 0); /* 1 paid, 1 gained */
    assert_int_equal(g.resources[TD_KNOWLEDGE], 1);
    assert_int_equal(g.cathedral_multiplier, 1);
    g = PREVIEW(&s, "p1 die 3 4 W work"); /* a Bishopric: nothing more */
    assert_int_equal(g.resources[TD_INFLUENCE], 0);
    assert_int_equal(g.resources[TD_KNOWLEDGE], 0);
    assert_int_equal(g.citizens[TD_WHITE], 2);
    PLAY(&s, "p1 die 3 4 W prestige");
    for (int r = 0; r < TD_RESOURCES; r++)
        assert_int_equal(s.sheet[0].res_circled[r], 4);
}

/* SPEC §7 tile 5, Raid: +1 knowledge on top of the slot cost. */
static void test_tile5_raid(void **state)
{
    (void)state;
    td_state s;
    start_x(&s, 1, "1b2b5r");
    ROLL(&s, 2, 3, 4, 6);
    td_cost c = COST(&s, "p1 die 3 4 W gain");
    assert_int_equal(c.surcharge[TD_KNOWLEDGE], 1);
    assert_int_equal(c.total[TD_KNOWLEDGE], 1);
    assert_int_equal(c.total[TD_DENIERS], 1);
    c = COST(&s, "p1 die 3 4 R gain"); /* and 2 knowledge for a colour change on top */
    assert_int_equal(c.total[TD_KNOWLEDGE], 3);
    td_gain g = PREVIEW(&s, "p1 die 3 4 W prestige");
    assert_int_equal(g.resources[TD_INFLUENCE], 0);
    assert_int_equal(g.resources[TD_KNOWLEDGE], -1);
}

/* ---------------------------------------------------------------------------------------------
 * Tile 6: Great Hall / prestige
 * ------------------------------------------------------------------------------------------- */

/* SPEC §7 tile 6, Banquet: a Great Hall built with this die counts one extra die of the colour
 * it needs. */
static void test_tile6_banquet(void **state)
{
    (void)state;
    td_state s;
    start_x(&s, 3, "1b6b5b"); /* beside the yellow plaza: the yellow 3 on slot 2 */
    ROLL(&s, 2, 3, 4, 6);
    assert_int_equal(s.avail[TD_YELLOW], 1);
    assert_int_equal(s.avail[TD_WHITE], 1);
    /* Column 3, deniers per yellow die: (1 + 1) x 3. */
    td_gain g = PREVIEW(&s, "p1 die 2 pay K 3 Y prestige");
    assert_int_equal(g.circled[TD_DENIERS], 6);
    /* Column 5, knowledge per white die: (1 + 1) x 3, the yellow die made a 5. */
    g = PREVIEW(&s, "p2 die 2 pay D 5 Y prestige");
    assert_int_equal(g.circled[TD_KNOWLEDGE], 6);
    /* The red 2 made a yellow 3 (another plaza): the usual 1 x 3. */
    g = PREVIEW(&s, "p3 die 1 3 Y prestige");
    assert_int_equal(g.circled[TD_DENIERS], 3);
    PLAY(&s, "p1 die 2 pay K 3 Y prestige");
    assert_int_equal(s.sheet[0].res_circled[TD_DENIERS], 9);
}

/* SPEC §7 tile 6, Raid: this die cannot build a prestige building (work and gain still can). */
static void test_tile6_raid(void **state)
{
    (void)state;
    td_state s;
    start_x(&s, 1, "1b6r5b");
    ROLL(&s, 2, 3, 4, 6);
    assert_string_equal(REFUSE(&s, "p1 die 2 pay D 3 Y prestige"),
                        "Raid 6: this die cannot build a prestige building");
    assert_string_equal(REFUSE(&s, "p1 die 2 pay D 3 R prestige"),
                        "Raid 6: this die cannot build a prestige building");
    assert_int_equal(actions_listed(&s, 0, 1), (1u << TD_ACT_GAIN) | (1u << TD_ACT_WORK));
    assert_true(actions_listed(&s, 0, 0) & (1u << TD_ACT_PRESTIGE)); /* other dice */
    PLAY(&s, "p1 die 2 pay D 3 Y work");
    assert_int_equal(s.sheet[0].cit[TD_YELLOW], 2);
}

/* ---------------------------------------------------------------------------------------------
 * Tile 7: work buildings / value 0
 * ------------------------------------------------------------------------------------------- */

/* SPEC §7 tile 7, Banquet: a work building built with this die gains 1 more citizen of its
 * colour (a prestige building gains nothing more). */
static void test_tile7_banquet(void **state)
{
    (void)state;
    td_state s;
    start_x(&s, 1, "7b2b5b");
    ROLL(&s, 2, 3, 4, 6);
    td_gain g = PREVIEW(&s, "p1 die 1 2 Y work"); /* a City Hall (2 knowledge to make it yellow) */
    assert_int_equal(g.citizens[TD_YELLOW], 3);
    g = PREVIEW(&s, "p1 die 1 2 R prestige");
    assert_int_equal(g.citizens[TD_RED], 1);
    PLAY(&s, "p1 die 1 2 R work");
    assert_int_equal(s.sheet[0].cit[TD_RED], 3);
}

/* SPEC §7 tile 7, Raid: this die's value is 0; influence raises it as usual; 0 is no column. */
static void test_tile7_raid(void **state)
{
    (void)state;
    td_state s;
    start_x(&s, 1, "7r2b5b");
    ROLL(&s, 2, 3, 4, 6);
    assert_int_equal(s.die_value[0], 2); /* the roll is still shown */
    assert_int_equal(values_listed(&s, 0, 0), 0xFu); /* 0, and 1..3 with 3 influence */
    td_gain g = PREVIEW(&s, "p1 die 1 0 R gain");
    for (int r = 0; r < TD_RESOURCES; r++) {
        assert_int_equal(g.resources[r], 0);
        assert_int_equal(g.circled[r], 0);
    }
    assert_string_equal(REFUSE(&s, "p1 die 1 0 R work"),
                        "a die of value 0 builds nothing (0 is no column)");
    REFUSE(&s, "p1 die 1 0 R prestige");
    REFUSE(&s, "p1 die 1 4 R gain"); /* 4 influence needed */
    assert_int_equal(COST(&s, "p1 die 1 2 R gain").value_influence, 2);
    assert_int_equal(COST(&s, "p1 die 1 1 R prestige").value_influence, 1);
    PLAY(&s, "p1 die 1 3 R gain");
    assert_int_equal(td_held(&s.sheet[0], TD_INFLUENCE), 3);
    assert_int_equal(s.sheet[0].res_circled[TD_INFLUENCE], 6);
}

/* SPEC §7 tile 7, Raid: the die beside it takes the value 0, and that is the value it shows
 * (td_slot_value_shown, which the front ends draw); the black die landing there still shows its
 * roll, as do the other dice. */
static void test_tile7_raid_value_shown(void **state)
{
    (void)state;
    td_state s;
    start_x(&s, 1, "7r2b5b");
    ROLL(&s, 2, 3, 4, 6);
    assert_int_equal(td_slot_value_shown(&s, 0), 0);
    assert_int_equal(td_slot_value_shown(&s, 1), 3);
    assert_int_equal(td_slot_value_shown(&s, 2), 4);
    assert_int_equal(td_slot_value_shown(&s, 3), 6); /* the black die, on P4 */
    start_x(&s, 1, "7r2b5b");
    ROLL(&s, 3, 4, 5, 1); /* the black 1 goes before the transparent dice: slot 1, Raid 7's */
    assert_int_equal(s.black_slot, 0);
    assert_int_equal(td_slot_value_shown(&s, 0), 1);
    assert_int_equal(td_slot_value_shown(&s, 1), 3);
}

/* ---------------------------------------------------------------------------------------------
 * Tile 8: the black die [R8]
 * ------------------------------------------------------------------------------------------- */

/* SPEC §7 tile 8, Banquet [R8]: the black die landing here destroys nothing, is usable as a die
 * of this plaza's colour and counts as available; the tile flips to Raid at the end of that
 * half-day, though the plaza was not destroyed. */
static void test_tile8_banquet(void **state)
{
    (void)state;
    td_state s;
    start_x(&s, 1, "8b1b5b");
    ROLL(&s, 2, 3, 4, 1); /* the black 1 on the red plaza P1 */
    assert_int_equal(s.black_slot, 0);
    assert_int_equal(s.destroyed, 0);
    assert_int_equal(s.usable, 0xFu);
    assert_int_equal(s.avail[TD_RED], 2);
    /* A Great Hall of column 1 counts it: 3 influence x 2 red dice (the yellow 2 made a 1). */
    td_gain g = PREVIEW(&s, "p1 die 2 pay D 1 Y prestige");
    assert_int_equal(g.circled[TD_INFLUENCE], 6);
    PLAY(&s, "p1 die 1 1 R work");
    assert_int_equal(s.sheet[0].built[TD_ROW_PALACE], 1u << 0);
    assert_int_equal(s.wheel.tile_raid[N_RED], 1);
    assert_int_equal(s.wheel.up[N_RED], TD_RED);
    assert_int_equal(s.wheel.tile_raid[N_YELLOW], 0);
}

/* SPEC §7 tile 8, Raid [R8]: a transparent die here is a second black die: not choosable, the
 * plaza destroyed, and from day 3 an attack on every sheet. */
static void test_tile8_raid(void **state)
{
    (void)state;
    td_state s;
    start_x(&s, 1, "8r1b5b");
    sc_jump_to(&s, 3, 1); /* direct write: day 3 afternoon, slots P7, P8, P0, P1 */
    ROLL(&s, 1, 2, 4, 3); /* 1, 2, black 3 (on P0, red), 4: the red 4 on P1 */
    assert_int_equal(td_slot_notch(&s, 3), N_RED);
    assert_int_equal(s.destroyed, (1u << 2) | (1u << 3));
    assert_int_equal(s.usable, 0x3u);
    assert_int_equal(s.avail[TD_RED], 0);
    assert_int_equal(s.n_attacks, 2);
    /* Both attacks are red: the black 3 and the Raid 8 die's 4. */
    assert_int_equal(s.sheet[0].die_crossed[TD_RED], (1u << 2) | (1u << 3));
    assert_int_equal(s.sheet[0].attack[0], TD_ATTACK_CROSSED);
    assert_int_equal(s.sheet[0].attack[1], TD_ATTACK_CROSSED);
    assert_string_equal(REFUSE(&s, "p1 die 4 4 R gain"), "that die's plaza is destroyed");
    PLAY(&s, "p1 die 1 1 Y gain");
    assert_int_equal(s.wheel.tile_raid[N_RED], 1);
}

/* ---------------------------------------------------------------------------------------------
 * Flipping
 * ------------------------------------------------------------------------------------------- */

/* SPEC §7: "When the black die destroys its plaza, the tile flips to Raid with the plaza at the
 * end of the half-day and stays Raid." During that half-day nothing changes for the tile; its
 * plaza's die cannot be chosen anyway. Then, played to the end of the game with filler half-days,
 * the tile stays Raid, including when its plaza is destroyed again (day 7 morning), and its Raid
 * side prices the die whenever it is in play (day 4 afternoon and later). */
static void test_flip_to_raid_and_stay(void **state)
{
    (void)state;
    td_state s;
    start_x(&s, 1, "3b4b5b");
    ROLL(&s, 2, 3, 4, 1); /* black 1 on the red plaza P1, beside Banquet 3 */
    assert_int_equal(s.destroyed, 1u << 0);
    assert_int_equal(s.wheel.tile_raid[N_RED], 0);
    PLAY(&s, "p1 die 2 pay K 2 Y gain");
    assert_int_equal(s.half, 1);
    assert_int_equal(s.wheel.tile_raid[N_RED], 1);
    assert_int_equal(s.wheel.up[N_RED], TD_RED); /* a single-colour plaza stays red */
    assert_int_equal(s.wheel.tile_raid[N_YELLOW], 0);
    assert_int_equal(s.wheel.tile_raid[N_WHITE], 0);

    int priced = 0, destroyed_again = 0;
    while (s.phase == TD_PHASE_ROLL) {
        td_move roll = td_move_roll_forced(1, 1, 1, 6);
        assert_null(td_move_apply(&s, &roll));
        for (int k = 0; k < TD_SLOTS; k++) {
            if (td_slot_notch(&s, k) != N_RED)
                continue;
            int raid;
            assert_int_equal(td_slot_tile(&s, k, &raid), TD_TILE_FREE);
            assert_int_equal(raid, 1);
            if (k == 3) {
                destroyed_again = 1;
                continue;
            }
            td_move m = MOVE("p1 die 1 1 R gain");
            m.slot = (uint8_t)k;
            m.pay = k == TD_SLOT_ANY ? TD_KNOWLEDGE : TD_PAY_NONE;
            td_cost c;
            if (td_move_check(&s, &m) == NULL) {
                td_move_cost(&s, &m, &c);
                assert_int_equal(c.surcharge[TD_DENIERS], 1);
                priced++;
            }
        }
        sc_finish_half_day(&s);
        assert_int_equal(s.wheel.tile_raid[N_RED], 1);
    }
    assert_int_equal(s.phase, TD_PHASE_OVER);
    assert_true(destroyed_again);
    assert_true(priced >= 1);
}

/* SPEC §7: a tile whose plaza is not destroyed stays Banquet; one that is destroyed by the black
 * die flips whichever tile it is. */
static void test_flip_only_destroyed_plaza(void **state)
{
    (void)state;
    td_state s;
    start_x(&s, 1, "1b2b3b");
    ROLL(&s, 2, 3, 4, 4); /* black 4 on the white plaza P3 (slot 3) */
    assert_int_equal(td_slot_notch(&s, s.black_slot), N_WHITE);
    PLAY(&s, "p1 die 1 2 R gain");
    assert_int_equal(s.wheel.tile_raid[N_RED], 0);
    assert_int_equal(s.wheel.tile_raid[N_YELLOW], 0);
    assert_int_equal(s.wheel.tile_raid[N_WHITE], 1);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_tile1_banquet),
        cmocka_unit_test(test_tile1_raid),
        cmocka_unit_test(test_tile2_banquet),
        cmocka_unit_test(test_tile2_raid),
        cmocka_unit_test(test_tile3_banquet),
        cmocka_unit_test(test_tile3_slot_price),
        cmocka_unit_test(test_tile3_raid),
        cmocka_unit_test(test_tile4_banquet),
        cmocka_unit_test(test_tile4_raid),
        cmocka_unit_test(test_tile5_banquet),
        cmocka_unit_test(test_tile5_raid),
        cmocka_unit_test(test_tile6_banquet),
        cmocka_unit_test(test_tile6_raid),
        cmocka_unit_test(test_tile7_banquet),
        cmocka_unit_test(test_tile7_raid),
        cmocka_unit_test(test_tile7_raid_value_shown),
        cmocka_unit_test(test_tile8_banquet),
        cmocka_unit_test(test_tile8_raid),
        cmocka_unit_test(test_flip_to_raid_and_stay),
        cmocka_unit_test(test_flip_only_destroyed_plaza),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
