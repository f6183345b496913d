/* test_rulebook.c — the worked examples of rulebook-en.txt, and the plain rules around them, played
 * as scenarios through the public API. Each test names the example or rule it checks; SPEC.md
 * settles the data the rulebook does not print. Where a test writes td_state/td_sheet fields
 * directly to build a situation, a comment says so. */
#include "scenario.h"

/* ---------------------------------------------------------------------------------------------
 * Rolling and costs
 * ------------------------------------------------------------------------------------------- */

/* rulebook: "Roll the Dice" example — dice 1, black 3, 3, 6 go on the slots as 1, black 3, 3, 6:
 * the black die goes before the transparent die of the same value. */
static void test_placement_example(void **state)
{
    (void)state;
    td_state s;
    sc_start(&s, 1, SC_WHEEL_A, NULL);
    ROLL(&s, 6, 3, 1, 3); /* given in any order */
    assert_int_equal(s.die_value[0], 1);
    assert_int_equal(s.die_value[1], 3);
    assert_int_equal(s.die_value[2], 3);
    assert_int_equal(s.die_value[3], 6);
    assert_int_equal(s.black_slot, 1);
    /* SPEC §2 step 2: the black die's plaza is destroyed, the three others are usable. */
    assert_int_equal(s.destroyed, 1u << 1);
    assert_int_equal(s.usable, (1u << 0) | (1u << 2) | (1u << 3));

    /* Ties among transparent dice sit on neighbouring slots; the black die still goes first. */
    sc_start(&s, 1, SC_WHEEL_A, NULL);
    ROLL(&s, 2, 5, 2, 1);
    assert_int_equal(s.black_slot, 0);
    assert_int_equal(s.die_value[1], 2);
    assert_int_equal(s.die_value[2], 2);
    assert_int_equal(s.die_value[3], 5);

    sc_start(&s, 1, SC_WHEEL_A, NULL);
    ROLL(&s, 6, 6, 6, 6);
    assert_int_equal(s.black_slot, 0); /* slightly lower than every 6 */
}

/* rulebook: "Perform an Action" example — the red die of value 1 costs nothing, the yellow die of
 * value 3 costs 1 denier, the red die of value 6 costs 2 deniers; the black die can never be
 * bought. */
static void test_die_cost_example(void **state)
{
    (void)state;
    td_state s;
    /* Day 1 morning: P1 red (slot 1), P2 (black), P3 yellow (slot 3), P4 red (slot 4). */
    sc_start(&s, 1, "WW RR YW YY RW RY RY RW YW", NULL);
    ROLL(&s, 1, 3, 6, 3);
    assert_int_equal(s.black_slot, 1);
    assert_int_equal(td_slot_colour(&s, 0), TD_RED);
    assert_int_equal(td_slot_colour(&s, 2), TD_YELLOW);
    assert_int_equal(td_slot_colour(&s, 3), TD_RED);

    td_cost c = COST(&s, "p1 die 1 1 R gain");
    assert_int_equal(c.slot_amount, 0);
    for (int r = 0; r < TD_RESOURCES; r++)
        assert_int_equal(c.total[r], 0);

    c = COST(&s, "p1 die 3 3 Y gain");
    assert_int_equal(c.slot_amount, 1);
    assert_int_equal(c.slot_resource, TD_DENIERS);
    assert_int_equal(c.total[TD_DENIERS], 1);
    assert_int_equal(c.total[TD_INFLUENCE] + c.total[TD_KNOWLEDGE], 0);

    c = COST(&s, "p1 die 4 6 R gain");
    assert_int_equal(c.slot_amount, 2);
    assert_int_equal(c.total[TD_DENIERS], 2);
    assert_int_equal(c.total[TD_INFLUENCE] + c.total[TD_KNOWLEDGE], 0);

    assert_string_equal(REFUSE(&s, "p1 die 2 pay D 3 Y gain"), "the black die cannot be chosen");

    /* Paying crosses out deniers: 3 held, 1 spent, 3 gained (slot 6 circled: a yellow citizen). */
    PLAY(&s, "p1 die 3 3 Y gain");
    assert_int_equal(td_held(&s.sheet[0], TD_DENIERS), 5);
    assert_int_equal(s.sheet[0].res_crossed[TD_DENIERS], 1);
}

/* SPEC §2 slot costs: slot 2 costs one resource of the player's choice, slot 3 one denier, slot 4
 * two deniers (the rulebook's wheel shows only the amounts). */
static void test_slot_costs(void **state)
{
    (void)state;
    td_state s;
    sc_start(&s, 1, SC_WHEEL_A, NULL);
    ROLL(&s, 1, 2, 5, 6); /* slots: R1, Y2, W5, black 6 */
    for (int r = 0; r < TD_RESOURCES; r++) {
        char text[TD_MOVE_TEXT_MAX];
        snprintf(text, sizeof text, "p1 die 2 pay %s 2 Y gain", td_resource_letter[r]);
        td_cost c = COST(&s, text);
        assert_int_equal(c.slot_amount, 1);
        assert_int_equal(c.slot_resource, r);
        for (int q = 0; q < TD_RESOURCES; q++)
            assert_int_equal(c.total[q], q == r ? 1 : 0);
    }
    REFUSE(&s, "p1 die 2 2 Y gain");       /* slot 2 must say how it is paid */
    REFUSE(&s, "p1 die 3 pay K 5 W gain"); /* slot 3 leaves no choice */
    td_cost c = COST(&s, "p1 die 3 5 W gain");
    assert_int_equal(c.total[TD_DENIERS], 1);
}

/* rulebook: "Gain Resources" example — spend 1 denier for the red die of value 5, 2 knowledge to
 * make it yellow, 1 influence to make it a 6, then gain 6 deniers and 1 yellow citizen. Starting
 * from 3 of each (SPEC §1): deniers 3 - 1 + 6 = 8 held, 9 slots circled; slot 6 was circled, which
 * is the yellow citizen (SPEC §5). */
static void test_die_change_example(void **state)
{
    (void)state;
    td_state s;
    /* Day 1 morning: P1 white, P2 red, P3 red (slot 3), P4 (black). */
    sc_start(&s, 1, "YY WW RW RR RY RY YW RW YW", NULL);
    ROLL(&s, 1, 2, 5, 6);
    assert_int_equal(s.die_value[2], 5);
    assert_int_equal(td_slot_colour(&s, 2), TD_RED);

    td_cost c = COST(&s, "p1 die 3 6 Y gain");
    assert_int_equal(c.slot_amount, 1);
    assert_int_equal(c.slot_resource, TD_DENIERS);
    assert_int_equal(c.value_influence, 1);
    assert_int_equal(c.colour_knowledge, 2);
    assert_int_equal(c.total[TD_INFLUENCE], 1);
    assert_int_equal(c.total[TD_DENIERS], 1);
    assert_int_equal(c.total[TD_KNOWLEDGE], 2);

    td_gain g = PREVIEW(&s, "p1 die 3 6 Y gain");
    assert_int_equal(g.resources[TD_INFLUENCE], -1);
    assert_int_equal(g.resources[TD_DENIERS], 5);
    assert_int_equal(g.resources[TD_KNOWLEDGE], -2);
    assert_int_equal(g.circled[TD_DENIERS], 6);
    assert_int_equal(g.citizens[TD_YELLOW], 1);
    assert_int_equal(g.citizens[TD_RED] + g.citizens[TD_WHITE], 0);
    assert_int_equal(g.then.kind, TD_NEED_NOTHING);

    PLAY(&s, "p1 die 3 6 Y gain");
    const td_sheet *sh = &s.sheet[0];
    assert_int_equal(td_held(sh, TD_INFLUENCE), 2);
    assert_int_equal(td_held(sh, TD_DENIERS), 8);
    assert_int_equal(td_held(sh, TD_KNOWLEDGE), 1);
    assert_int_equal(sh->res_circled[TD_DENIERS], 9);
    assert_int_equal(sh->res_crossed[TD_DENIERS], 1);
    assert_int_equal(sh->cit[TD_RED], 0);
    assert_int_equal(sh->cit[TD_YELLOW], 1);
    assert_int_equal(sh->cit[TD_WHITE], 0);
    /* Score: 1 citizen + 1 (2 influence) + 4 (8 deniers) + 0 (1 knowledge). */
    td_score sc;
    td_score_of(&s, 0, &sc);
    assert_int_equal(sc.citizens, 1);
    assert_int_equal(sc.total, 6);
}

/* rulebook: "Gain Resources" notes / SPEC §3 — a value change costs 1 influence per step of ±1,
 * with no wrap: 1 to 6 (or 6 to 1) costs 5, and the value stays within 1..6. */
static void test_value_change_no_wrap(void **state)
{
    (void)state;
    td_state s;
    sc_start(&s, 2, SC_WHEEL_A, NULL);
    /* Direct sheet writes: player 1 holds 5 influence, player 2 holds 4. */
    sc_set_held(&s.sheet[0], TD_INFLUENCE, 5);
    sc_set_held(&s.sheet[1], TD_INFLUENCE, 4);
    ROLL(&s, 1, 2, 6, 6); /* slots: R1, Y2, black 6, R6 */
    assert_int_equal(s.black_slot, 2);

    td_cost c = COST(&s, "p1 die 1 6 R gain");
    assert_int_equal(c.value_influence, 5);
    c = COST(&s, "p1 die 4 1 R gain");
    assert_int_equal(c.value_influence, 5);
    assert_int_equal(c.total[TD_DENIERS], 2);
    c = COST(&s, "p1 die 1 3 R gain");
    assert_int_equal(c.value_influence, 2);

    assert_string_equal(REFUSE(&s, "p2 die 1 6 R gain"), "not enough influence for that value");
    c = COST(&s, "p2 die 1 5 R gain");
    assert_int_equal(c.value_influence, 4);

    /* Out of range values are refused (there is no 0 and no 7 to wrap through). */
    td_move m = MOVE("p1 die 1 1 R gain");
    m.value = 7;
    assert_non_null(td_move_check(&s, &m));
    m.value = 0;
    assert_non_null(td_move_check(&s, &m));

    /* The legal list offers player 2 the values 1..5 of the slot 1 die, never 6. */
    td_move list[TD_LEGAL_MAX];
    int n = td_legal_moves(&s, 1, list, TD_LEGAL_MAX);
    unsigned values = 0;
    for (int i = 0; i < n; i++)
        if (list[i].slot == 0)
            values |= 1u << list[i].value;
    assert_int_equal(values, 0x3Eu); /* bits 1..5 */

    PLAY(&s, "p1 die 1 6 R gain");
    assert_int_equal(s.sheet[0].res_crossed[TD_INFLUENCE], 5);
    assert_int_equal(s.sheet[0].res_circled[TD_INFLUENCE], 11);
}

/* rulebook: knowledge "modify the color" / SPEC §3 — a colour change costs 2 knowledge, to either
 * other colour; with 1 knowledge it cannot be paid. */
static void test_colour_change_costs_two_knowledge(void **state)
{
    (void)state;
    td_state s;
    sc_start(&s, 2, SC_WHEEL_A, NULL);
    s.sheet[1].res_crossed[TD_KNOWLEDGE] = 2; /* direct write: player 2 holds 1 knowledge */
    ROLL(&s, 1, 2, 5, 6);
    td_cost c = COST(&s, "p1 die 1 1 Y gain");
    assert_int_equal(c.colour_knowledge, 2);
    assert_int_equal(c.total[TD_KNOWLEDGE], 2);
    c = COST(&s, "p1 die 1 1 W gain");
    assert_int_equal(c.colour_knowledge, 2);
    c = COST(&s, "p1 die 1 1 R gain");
    assert_int_equal(c.colour_knowledge, 0);

    assert_string_equal(REFUSE(&s, "p2 die 1 1 Y gain"), "not enough knowledge for that colour");
    td_move list[TD_LEGAL_MAX];
    int n = td_legal_moves(&s, 1, list, TD_LEGAL_MAX);
    for (int i = 0; i < n; i++)
        assert_int_equal(list[i].colour, td_slot_colour(&s, list[i].slot));

    PLAY(&s, "p1 die 1 1 W prestige"); /* a white 1: the Cathedral of column 1 */
    assert_true(s.sheet[0].built[TD_ROW_CATHEDRAL] & 1u);
    assert_int_equal(td_held(&s.sheet[0], TD_KNOWLEDGE), 1);
}

/* rulebook: "If and only if you do not have enough resources to buy a die and no die is available
 * for free, ... gain 1 of each resource." */
static void test_cannot_pay_fallback(void **state)
{
    (void)state;
    td_state s;
    sc_start(&s, 3, SC_WHEEL_A, NULL);
    /* Direct sheet writes: player 1 holds nothing; player 2 holds only 1 knowledge. */
    for (int r = 0; r < TD_RESOURCES; r++) {
        s.sheet[0].res_crossed[r] = 3;
        s.sheet[1].res_crossed[r] = 3;
    }
    s.sheet[1].res_crossed[TD_KNOWLEDGE] = 2;
    td_state start = s;

    ROLL(&s, 2, 3, 4, 1); /* the black 1 takes the free slot: no die is free */
    assert_int_equal(s.black_slot, 0);

    /* Player 1 can pay for nothing: the fallback is the one legal move. */
    td_move list[TD_LEGAL_MAX];
    assert_int_equal(td_legal_moves(&s, 0, list, TD_LEGAL_MAX), 1);
    assert_int_equal(list[0].kind, TD_MOVE_FALLBACK);
    REFUSE(&s, "p1 die 2 pay K 2 Y gain");

    /* Player 2 can pay slot 2 with their knowledge: no fallback, only that die. */
    assert_string_equal(REFUSE(&s, "p2 fallback"),
                        "the fallback is only for a player who can pay for no die");
    int n = td_legal_moves(&s, 1, list, TD_LEGAL_MAX);
    assert_int_equal(n, 3); /* yellow 2: gain, Great Hall, City Hall */
    for (int i = 0; i < n; i++) {
        assert_int_equal(list[i].kind, TD_MOVE_DIE);
        assert_int_equal(list[i].slot, 1);
        assert_int_equal(list[i].pay, TD_KNOWLEDGE);
    }
    assert_string_equal(REFUSE(&s, "p3 fallback"),
                        "the fallback is only for a player who can pay for no die");

    td_gain g = PREVIEW(&s, "p1 fallback");
    for (int r = 0; r < TD_RESOURCES; r++)
        assert_int_equal(g.resources[r], 1);
    PLAY(&s, "p1 fallback");
    for (int r = 0; r < TD_RESOURCES; r++) {
        assert_int_equal(td_held(&s.sheet[0], r), 1);
        assert_int_equal(s.sheet[0].res_circled[r], 4);
    }
    assert_int_equal(td_need_of(&s, 0).kind, TD_NEED_NOTHING);

    /* Same broke player when the free slot holds a transparent die: that die must be taken. */
    s = start;
    ROLL(&s, 2, 3, 4, 6);
    assert_string_equal(REFUSE(&s, "p1 fallback"),
                        "the fallback is only for a player who can pay for no die");
    n = td_legal_moves(&s, 0, list, TD_LEGAL_MAX);
    assert_true(n > 0);
    for (int i = 0; i < n; i++)
        assert_int_equal(list[i].slot, 0);
}

/* ---------------------------------------------------------------------------------------------
 * Buildings
 * ------------------------------------------------------------------------------------------- */

/* rulebook: "Link Bonus" example — 0 deniers for the red die of value 1, a Fortress in column 1:
 * its red citizen plus the lozenge's red citizen, since the Fortress of column 2 is drawn. */
static void test_fortress_link_example(void **state)
{
    (void)state;
    td_state s;
    sc_start(&s, 1, SC_WHEEL_A, NULL); /* slot 1 is red in the morning and the afternoon */
    ROLL(&s, 2, 4, 5, 6);
    PLAY(&s, "p1 die 1 2 R prestige"); /* morning: the Fortress of column 2 */
    assert_int_equal(s.sheet[0].cit[TD_RED], 1);
    assert_int_equal(s.sheet[0].links, 0);

    assert_int_equal(s.half, 1);
    ROLL(&s, 1, 4, 5, 6);
    td_cost c = COST(&s, "p1 die 1 1 R prestige");
    for (int r = 0; r < TD_RESOURCES; r++)
        assert_int_equal(c.total[r], 0);
    td_gain g = PREVIEW(&s, "p1 die 1 1 R prestige");
    assert_int_equal(g.citizens[TD_RED], 2);
    assert_int_equal(g.links, 1u << (TD_ROW_FORTRESS * 3 + 0));
    assert_int_equal(g.built[TD_ROW_FORTRESS], 1u << 0);
    PLAY(&s, "p1 die 1 1 R prestige");
    assert_int_equal(s.sheet[0].cit[TD_RED], 3);
    assert_int_equal(s.sheet[0].built[TD_ROW_FORTRESS], 0x3u);
}

/* SPEC §4.3 / rulebook "Link Bonus": every lozenge of the table, gained as soon as both cells are
 * built; Great Hall and Cathedral rows have none. */
static void test_link_bonus_table(void **state)
{
    (void)state;
    static const struct {
        int row, pair, kind, colour, amount;
    } expect[] = {
        {TD_ROW_FORTRESS, 0, TD_LINK_CITIZEN, TD_RED, 1},
        {TD_ROW_FORTRESS, 1, TD_LINK_CITIZEN, TD_YELLOW, 1},
        {TD_ROW_FORTRESS, 2, TD_LINK_CITIZEN, TD_WHITE, 1},
        {TD_ROW_PALACE, 0, TD_LINK_CITIZEN, TD_RED, 2},
        {TD_ROW_PALACE, 1, TD_LINK_NONE, 0, 0},
        {TD_ROW_PALACE, 2, TD_LINK_RESOURCE, TD_INFLUENCE, 3},
        {TD_ROW_GREAT_HALL, 0, TD_LINK_NONE, 0, 0},
        {TD_ROW_GREAT_HALL, 1, TD_LINK_NONE, 0, 0},
        {TD_ROW_GREAT_HALL, 2, TD_LINK_NONE, 0, 0},
        {TD_ROW_CITY_HALL, 0, TD_LINK_RESOURCE, TD_DENIERS, 3},
        {TD_ROW_CITY_HALL, 1, TD_LINK_CITIZEN, TD_YELLOW, 2},
        {TD_ROW_CITY_HALL, 2, TD_LINK_NONE, 0, 0},
        {TD_ROW_CATHEDRAL, 0, TD_LINK_NONE, 0, 0},
        {TD_ROW_CATHEDRAL, 1, TD_LINK_NONE, 0, 0},
        {TD_ROW_CATHEDRAL, 2, TD_LINK_NONE, 0, 0},
        {TD_ROW_BISHOPRIC, 0, TD_LINK_NONE, 0, 0},
        {TD_ROW_BISHOPRIC, 1, TD_LINK_RESOURCE, TD_KNOWLEDGE, 3},
        {TD_ROW_BISHOPRIC, 2, TD_LINK_CITIZEN, TD_WHITE, 2},
    };
    for (size_t i = 0; i < sizeof expect / sizeof expect[0]; i++) {
        int row = expect[i].row, pair = expect[i].pair;
        const td_link *l = &td_links[row][pair];
        assert_int_equal(l->kind, expect[i].kind);
        if (l->kind != TD_LINK_NONE) {
            assert_int_equal(l->colour, expect[i].colour);
            assert_int_equal(l->amount, expect[i].amount);
        }

        /* Build the right cell of the pair with a changed die, the left one being already drawn
         * (direct sheet write), and look at what the move gains. */
        td_state s;
        sc_start(&s, 1, SC_WHEEL_A, NULL);
        td_sheet *sh = &s.sheet[0];
        sc_set_held(sh, TD_INFLUENCE, 12);
        sc_set_held(sh, TD_KNOWLEDGE, 12);
        sc_set_held(sh, TD_DENIERS, 7); /* a 3-denier link then circles no slot 6 */
        sh->built[row] = (uint8_t)(1u << (2 * pair));
        ROLL(&s, 1, 2, 5, 6);
        int pos = 2 * pair + 1, colour = td_row_district(row);
        td_move m = MOVE("p1 die 1 1 R gain");
        m.value = s.params.col_value[pos];
        m.colour = (uint8_t)colour;
        m.action = td_row_is_prestige(row) ? TD_ACT_PRESTIGE : TD_ACT_WORK;
        td_gain g;
        assert_null(td_move_preview(&s, &m, &g));
        uint32_t bit = 1u << (row * 3 + pair);
        int own[TD_COLOURS] = {0, 0, 0};
        if (row == TD_ROW_FORTRESS)
            own[td_fortress_citizen[pos]] = 1;
        else if (!td_row_is_prestige(row))
            own[colour] = TD_WORK_CITIZENS;
        if (l->kind == TD_LINK_NONE) {
            assert_int_equal(g.links, 0);
        } else {
            assert_int_equal(g.links, bit);
            if (l->kind == TD_LINK_CITIZEN)
                own[l->colour] += l->amount;
            else
                assert_int_equal(g.circled[l->colour], l->amount);
        }
        if (row != TD_ROW_GREAT_HALL)
            for (int c = 0; c < TD_COLOURS; c++)
                assert_int_equal(g.citizens[c], own[c]);
        assert_null(td_move_apply(&s, &m));
        assert_int_equal(s.sheet[0].links, l->kind == TD_LINK_NONE ? 0u : bit);
    }
}

/* rulebook: "Once you have crossed out a prestige building or work building ... you can no longer
 * gain any link bonus associated with it" (SPEC §4.3: lost for good once either cell is crossed).
 * A Fortress in the attacked column keeps the other player's link possible. */
static void test_link_bonus_lost_when_crossed(void **state)
{
    (void)state;
    td_state s;
    sc_start(&s, 2, SC_WHEEL_A, NULL);
    /* Direct writes: both players already drew the Count's Palace of column 1; player 2 also
     * drew the Fortress of column 2 earlier (1 red citizen for it). Jump to day 3 directly. */
    for (int p = 0; p < 2; p++)
        s.sheet[p].built[TD_ROW_PALACE] = 1u << 0;
    s.sheet[1].built[TD_ROW_FORTRESS] = 1u << 1;
    s.sheet[1].cit[TD_RED] = 1;
    sc_jump_to(&s, 3, 0);
    /* Day 3 morning: P3 white, P4 red (black 2 lands there), P5 red, P6 red. */
    ROLL(&s, 1, 4, 5, 2);
    assert_int_equal(s.black_slot, 1);
    assert_int_equal(td_slot_colour(&s, 1), TD_RED);
    assert_int_equal(s.n_attacks, 1);

    /* Player 1: the red die 2 is crossed out, and with it the unbuilt Fortress and Palace of
     * column 2. */
    assert_int_equal(s.sheet[0].attack[0], TD_ATTACK_CROSSED);
    assert_true(s.sheet[0].crossed[TD_ROW_FORTRESS] & (1u << 1));
    assert_true(s.sheet[0].crossed[TD_ROW_PALACE] & (1u << 1));
    assert_int_equal(s.sheet[1].attack[0], TD_ATTACK_PROTECTED);
    assert_int_equal(s.sheet[1].crossed[TD_ROW_PALACE], 0);
    assert_true(td_link_lost(&s.sheet[0], TD_ROW_FORTRESS, 0));
    assert_true(td_link_lost(&s.sheet[0], TD_ROW_PALACE, 0));
    assert_false(td_link_lost(&s.sheet[0], TD_ROW_FORTRESS, 1));
    assert_false(td_link_lost(&s.sheet[1], TD_ROW_FORTRESS, 0));

    /* A white 1 made red (2 knowledge): the Fortress of column 1. */
    td_gain g = PREVIEW(&s, "p1 die 1 1 R prestige");
    assert_int_equal(g.links, 0);
    assert_int_equal(g.citizens[TD_RED], 1);
    PLAY(&s, "p1 die 1 1 R prestige");
    assert_int_equal(s.sheet[0].links, 0);
    assert_int_equal(s.sheet[0].cit[TD_RED], 1);
    /* The Palace link can never come either: its other cell is crossed out. */
    assert_false(td_cell_open(&s.sheet[0], TD_ROW_PALACE, 1));

    g = PREVIEW(&s, "p2 die 1 1 R prestige");
    assert_int_equal(g.links, 1u << (TD_ROW_FORTRESS * 3 + 0));
    PLAY(&s, "p2 die 1 1 R prestige");
    assert_int_equal(s.sheet[1].cit[TD_RED], 3);
    assert_false(td_link_lost(&s.sheet[1], TD_ROW_FORTRESS, 0)); /* gained */
}

/* rulebook: "Great Hall" example — 1 denier for the yellow die of value 5, the Great Hall of column
 * 5: 6 knowledge because 2 white dice are available. The knowledge track goes from 3 to 9 slots,
 * circling slot 6: 1 white citizen too (SPEC §5). */
static void test_great_hall_example(void **state)
{
    (void)state;
    td_state s;
    /* Day 1 morning: P1 white, P2 white, P3 yellow, P4 (black). */
    sc_start(&s, 1, "RR WW WR YY RY RY RW YW YW", NULL);
    ROLL(&s, 1, 2, 5, 6);
    assert_int_equal(s.avail[TD_WHITE], 2);
    assert_int_equal(s.avail[TD_YELLOW], 1);
    assert_int_equal(s.avail[TD_RED], 0);

    td_gain g = PREVIEW(&s, "p1 die 3 5 Y prestige");
    assert_int_equal(g.circled[TD_KNOWLEDGE], 6);
    assert_int_equal(g.resources[TD_DENIERS], -1);
    assert_int_equal(g.citizens[TD_WHITE], 1);
    PLAY(&s, "p1 die 3 5 Y prestige");
    const td_sheet *sh = &s.sheet[0];
    assert_int_equal(td_held(sh, TD_KNOWLEDGE), 9);
    assert_int_equal(td_held(sh, TD_DENIERS), 2);
    assert_int_equal(sh->cit[TD_WHITE], 1);
    assert_int_equal(sh->built[TD_ROW_GREAT_HALL], 1u << 4);
}

/* rulebook: Great Hall note — a colour change paid for does not count: the dice are counted by
 * the colour of their plaza (SPEC §4.4, [R3]). */
static void test_great_hall_counts_plaza_colour(void **state)
{
    (void)state;
    td_state s;
    sc_start(&s, 3, "RR WW WR YY RY RY RW YW YW", NULL);
    ROLL(&s, 1, 2, 5, 6); /* W1, W2, Y5, black */

    /* Player 1: the white 2 (paid with a denier) made a yellow 5 (3 influence, 2 knowledge) builds
     * the Great Hall of column 5: it still counts as a white die, so 2 white dice: 6 knowledge. */
    td_gain g = PREVIEW(&s, "p1 die 2 pay D 5 Y prestige");
    assert_int_equal(g.circled[TD_KNOWLEDGE], 6);
    PLAY(&s, "p1 die 2 pay D 5 Y prestige");
    assert_int_equal(td_held(&s.sheet[0], TD_INFLUENCE), 0);
    assert_int_equal(td_held(&s.sheet[0], TD_DENIERS), 2);
    assert_int_equal(td_held(&s.sheet[0], TD_KNOWLEDGE), 3 - 2 + 6);
    assert_int_equal(s.sheet[0].cit[TD_WHITE], 1);

    /* Player 2: the white 1 made a yellow 3 builds the Great Hall of column 3 (deniers per yellow
     * die): only the yellow plaza's die counts, not the changed one: 3 deniers. */
    g = PREVIEW(&s, "p2 die 1 3 Y prestige");
    assert_int_equal(g.circled[TD_DENIERS], 3);
    PLAY(&s, "p2 die 1 3 Y prestige");
    assert_int_equal(td_held(&s.sheet[1], TD_DENIERS), 6);
    assert_int_equal(s.sheet[1].cit[TD_YELLOW], 1); /* slot 6 of the denier track */

    /* Player 3: the yellow 5 made a 3 counts itself: 3 deniers. */
    g = PREVIEW(&s, "p3 die 3 3 Y prestige");
    assert_int_equal(g.circled[TD_DENIERS], 3);
}

/* SPEC §4.2: what each cell gives, by position: the Fortress a citizen (red, red, yellow, yellow,
 * white, white); the Great Hall, per available die of its colour, 3 influence, 2 red citizens, 3
 * deniers, 2 yellow citizens, 3 knowledge, 2 white citizens; a work building 2 citizens of its
 * district; a Cathedral multiplies the row of its character (Fortress, Count's Palace, Great
 * Hall, City Hall, Cathedral, Bishopric). Written out here, not read from td_rules.h's tables. */
static void test_cell_gives_table(void **state)
{
    (void)state;
    static const int fortress[TD_COLUMNS] = {TD_RED,    TD_RED,   TD_YELLOW,
                                             TD_YELLOW, TD_WHITE, TD_WHITE};
    static const struct { int kind, colour, amount; } hall[TD_COLUMNS] = {
        {TD_GIFT_RESOURCE, TD_INFLUENCE, 3}, {TD_GIFT_CITIZEN, TD_RED, 2},
        {TD_GIFT_RESOURCE, TD_DENIERS, 3},   {TD_GIFT_CITIZEN, TD_YELLOW, 2},
        {TD_GIFT_RESOURCE, TD_KNOWLEDGE, 3}, {TD_GIFT_CITIZEN, TD_WHITE, 2}};
    static const int scores[TD_COLUMNS] = {TD_ROW_FORTRESS,   TD_ROW_PALACE,    TD_ROW_GREAT_HALL,
                                           TD_ROW_CITY_HALL,  TD_ROW_CATHEDRAL, TD_ROW_BISHOPRIC};
    for (int p = 0; p < TD_COLUMNS; p++) {
        td_cell_gift g = td_cell_gives(TD_ROW_FORTRESS, p);
        assert_int_equal(g.kind, TD_GIFT_CITIZEN);
        assert_int_equal(g.colour, fortress[p]);
        assert_int_equal(g.amount, 1);
        assert_int_equal(g.per_die, 0);
        g = td_cell_gives(TD_ROW_GREAT_HALL, p);
        assert_int_equal(g.kind, hall[p].kind);
        assert_int_equal(g.colour, hall[p].colour);
        assert_int_equal(g.amount, hall[p].amount);
        assert_int_equal(g.per_die, 1);
        g = td_cell_gives(TD_ROW_CATHEDRAL, p);
        assert_int_equal(g.kind, TD_GIFT_CATHEDRAL);
        assert_int_equal(g.scores, scores[p]);
        static const int work[3][2] = {{TD_ROW_PALACE, TD_RED},
                                       {TD_ROW_CITY_HALL, TD_YELLOW},
                                       {TD_ROW_BISHOPRIC, TD_WHITE}};
        for (int w = 0; w < 3; w++) {
            g = td_cell_gives(work[w][0], p);
            assert_int_equal(g.kind, TD_GIFT_CITIZEN);
            assert_int_equal(g.colour, work[w][1]);
            assert_int_equal(g.amount, 2);
            assert_int_equal(g.per_die, 0);
        }
    }
}

/* rulebook: "Cathedral" — write 1 for the first two Cathedrals, 2 for the next two, 3 for the last
 * two; the example's third Cathedral (white die of value 1) gets 2: 2 VP per Fortress drawn. */
static void test_cathedral_multiplier(void **state)
{
    (void)state;
    static const int expect[TD_COLUMNS] = {1, 1, 2, 2, 3, 3};
    for (int k = 0; k < TD_COLUMNS; k++) {
        td_state s;
        sc_start(&s, 1, "RR WW WR YY RY RY RW YW YW", NULL); /* slot 1: white */
        /* Direct sheet writes: k Cathedrals already built in columns 2..k+1. */
        td_sheet *sh = &s.sheet[0];
        for (int i = 0; i < k; i++) {
            sh->built[TD_ROW_CATHEDRAL] |= (uint8_t)(1u << (i + 1));
            sh->cath_mult[i + 1] = (uint8_t)expect[i];
        }
        sh->cathedrals = (uint8_t)k;
        ROLL(&s, 1, 2, 5, 6);
        td_gain g = PREVIEW(&s, "p1 die 1 1 W prestige");
        assert_int_equal(g.cathedral_multiplier, expect[k]);
        assert_int_equal(g.characters, 1u << 0); /* SPEC §4.4: the character of position 1 */
        PLAY(&s, "p1 die 1 1 W prestige");
        assert_int_equal(s.sheet[0].cath_mult[0], expect[k]);
        assert_int_equal(s.sheet[0].cathedrals, k + 1);
        if (k == 2) {
            /* Hugues de Payns x2 with three Fortresses drawn (direct write): 6 VP. */
            s.sheet[0].built[TD_ROW_FORTRESS] = 0x7;
            td_score sc;
            td_score_of(&s, 0, &sc);
            assert_int_equal(sc.character[0], 6);
        }
    }
}

/* rulebook: "number your scoresheet" / SPEC §4.1 — with a random numbering (4 5 6 1 2 3) a die of
 * value v acts on the column whose box holds v, and everything printed (Fortress citizen, Great
 * Hall gain, Cathedral character, lozenges, attacks, Fortress protection) belongs to the physical
 * position, not to the value. */
static void test_numbering_data_by_position(void **state)
{
    (void)state;
    td_params p;
    sc_params(&p, 4, SC_WHEEL_A);
    assert_null(td_params_numbering_random(&p, 4, 1));
    static const uint8_t values[TD_COLUMNS] = {4, 5, 6, 1, 2, 3};
    assert_memory_equal(p.col_value, values, TD_COLUMNS);
    td_state s;
    sc_init(&s, &p);
    td_state start = s;
    /* Direct write: player 2 drew the Fortress of position 2 (value 5). */
    s.sheet[1].built[TD_ROW_FORTRESS] = 1u << 1;
    ROLL(&s, 4, 5, 6, 1); /* black 1 on slot 1; yellow 4, white 5, red 6 */

    /* A red 4 (the red 6 with 2 influence): the Fortress of position 1, whose citizen is red. */
    td_gain g = PREVIEW(&s, "p1 die 4 4 R prestige");
    assert_int_equal(g.built[TD_ROW_FORTRESS], 1u << 0);
    assert_int_equal(g.citizens[TD_RED], 1);
    assert_int_equal(g.links, 0);
    /* Player 2 has the other Fortress of the pair: the lozenge's red citizen too. */
    g = PREVIEW(&s, "p2 die 4 4 R prestige");
    assert_int_equal(g.citizens[TD_RED], 2);
    assert_int_equal(g.links, 1u << (TD_ROW_FORTRESS * 3 + 0));
    /* A yellow 1 (3 influence): the Great Hall of position 4, 2 yellow citizens per yellow die. */
    g = PREVIEW(&s, "p3 die 2 pay D 1 Y prestige");
    assert_int_equal(g.built[TD_ROW_GREAT_HALL], 1u << 3);
    assert_int_equal(g.citizens[TD_YELLOW], 2);
    /* A white 4 (1 influence): the Cathedral of position 1, Hugues de Payns. */
    PLAY(&s, "p4 die 3 4 W prestige");
    assert_int_equal(s.sheet[3].cath_mult[0], 1);
    s.sheet[3].built[TD_ROW_FORTRESS] = 0x3; /* direct write: two Fortresses drawn */
    td_score sc;
    td_score_of(&s, 3, &sc);
    assert_int_equal(sc.character[0], 2);

    /* Day 3 (jumped to directly): the black 4 on the white plaza P3 attacks position 1. */
    s = start;
    s.sheet[1].built[TD_ROW_FORTRESS] = 1u << 0; /* direct write: protects position 1 */
    sc_jump_to(&s, 3, 0);
    ROLL(&s, 5, 5, 5, 4);
    assert_int_equal(td_slot_colour(&s, s.black_slot), TD_WHITE);
    assert_int_equal(s.sheet[0].die_crossed[TD_WHITE], 1u << 0);
    assert_int_equal(s.sheet[0].crossed[TD_ROW_CATHEDRAL], 1u << 0);
    assert_int_equal(s.sheet[1].attack[0], TD_ATTACK_PROTECTED);
}

/* ---------------------------------------------------------------------------------------------
 * The event
 * ------------------------------------------------------------------------------------------- */

/* rulebook: "Resolve the Event" example — day 4, the black 3 attacks the white plaza: Valentin
 * crosses out his white 3 and the unbuilt Cathedral of that column, but not his Bishopric there.
 * A Fortress in column 3 protects (SPEC §4.4); an already crossed die changes nothing. */
static void test_event_example_day4(void **state)
{
    (void)state;
    td_state s;
    /* Day 4 morning: P4 red, P5 yellow, P6 white, P7 yellow. Day 5 morning: P5..P8. */
    sc_start(&s, 3, "RR YY RW RY RY YW WW YW RW", NULL);
    /* Direct writes: player 1 (Valentin) drew the Bishopric of column 3, player 3 the Fortress of
     * column 3; then jump to day 4 directly. */
    s.sheet[0].built[TD_ROW_BISHOPRIC] = 1u << 2;
    s.sheet[2].built[TD_ROW_FORTRESS] = 1u << 2;
    sc_jump_to(&s, 4, 0);
    td_state before_roll = s;
    ROLL(&s, 1, 2, 5, 3);
    assert_int_equal(s.black_slot, 2);
    assert_int_equal(td_slot_colour(&s, 2), TD_WHITE);
    assert_int_equal(s.n_attacks, 1);
    assert_int_equal(s.attack_value[0], 3);
    assert_int_equal(s.attack_colour[0], TD_WHITE);

    const td_sheet *v = &s.sheet[0];
    assert_int_equal(v->attack[0], TD_ATTACK_CROSSED);
    /* td_sheet_gain around the roll names what the attack crossed out, and nothing gained. */
    td_gain lost;
    td_sheet_gain(&before_roll.sheet[0], v, &lost);
    assert_int_equal(lost.die_crossed[TD_WHITE], 1u << 2);
    assert_int_equal(lost.die_crossed[TD_RED] | lost.die_crossed[TD_YELLOW], 0);
    assert_int_equal(lost.crossed[TD_ROW_CATHEDRAL], 1u << 2);
    assert_int_equal(lost.crossed[TD_ROW_BISHOPRIC], 0);
    assert_int_equal(lost.built[TD_ROW_CATHEDRAL] | lost.links | lost.characters, 0);
    assert_int_equal(lost.score_delta, 0);
    assert_int_equal(v->die_crossed[TD_WHITE], 1u << 2);
    assert_int_equal(v->crossed[TD_ROW_CATHEDRAL], 1u << 2);
    assert_int_equal(v->crossed[TD_ROW_BISHOPRIC], 0);
    assert_int_equal(v->built[TD_ROW_BISHOPRIC], 1u << 2);
    assert_int_equal(v->die_crossed[TD_RED] | v->die_crossed[TD_YELLOW], 0);

    const td_sheet *p2 = &s.sheet[1];
    assert_int_equal(p2->attack[0], TD_ATTACK_CROSSED);
    assert_int_equal(p2->crossed[TD_ROW_CATHEDRAL], 1u << 2);
    assert_int_equal(p2->crossed[TD_ROW_BISHOPRIC], 1u << 2);

    const td_sheet *p3 = &s.sheet[2];
    assert_int_equal(p3->attack[0], TD_ATTACK_PROTECTED);
    assert_int_equal(p3->die_crossed[TD_WHITE], 0);
    assert_int_equal(p3->crossed[TD_ROW_CATHEDRAL] | p3->crossed[TD_ROW_BISHOPRIC], 0);

    /* The crossed cells cannot be built: the yellow 5 of slot 4 made a white 3 (2 deniers,
     * 2 influence, 2 knowledge). */
    assert_string_equal(REFUSE(&s, "p2 die 4 3 W work"), "that building is crossed out");
    assert_string_equal(REFUSE(&s, "p1 die 4 3 W prestige"), "that building is crossed out");
    PLAY(&s, "p3 die 4 3 W work");
    PLAY(&s, "p1 die 1 1 R gain");
    PLAY(&s, "p2 die 1 1 R gain");

    /* Day 4 afternoon by filler (its black 6 attacks the die 6 of P2's colour), then day 5: the
     * black 3 lands on the white plaza P6 again. */
    sc_filler_half_day(&s);
    assert_int_equal(s.day, 5);
    ROLL(&s, 1, 3, 5, 3);
    assert_int_equal(s.black_slot, 1);
    assert_int_equal(td_slot_notch(&s, 1), 6);
    assert_int_equal(s.sheet[0].attack[0], TD_ATTACK_ALREADY);
    assert_int_equal(s.sheet[1].attack[0], TD_ATTACK_ALREADY);
    assert_int_equal(s.sheet[2].attack[0], TD_ATTACK_PROTECTED);
}

/* rulebook: "Starting on the third day, ... the black die destroys a die on each player's
 * scoresheet" — on days 1 and 2 only the plaza is destroyed. */
static void test_event_no_sheet_attack_days_1_2(void **state)
{
    (void)state;
    td_state s;
    sc_start(&s, 2, SC_WHEEL_A, NULL);
    for (int half_days = 0; half_days < 4; half_days++) {
        assert_true(s.day <= 2);
        td_move roll = td_move_roll_forced(1, 1, 1, 6);
        assert_null(td_move_apply(&s, &roll));
        assert_int_equal(s.destroyed, 1u << 3);
        assert_int_equal(s.n_attacks, 0);
        for (int p = 0; p < 2; p++) {
            assert_int_equal(s.sheet[p].attack[0], TD_ATTACK_NONE);
            for (int c = 0; c < TD_COLOURS; c++)
                assert_int_equal(s.sheet[p].die_crossed[c], 0);
        }
        sc_finish_half_day(&s);
    }
    assert_int_equal(s.day, 3);
    td_move roll = td_move_roll_forced(1, 1, 1, 6);
    assert_null(td_move_apply(&s, &roll));
    int colour = td_slot_colour(&s, 3);
    assert_int_equal(s.n_attacks, 1);
    for (int p = 0; p < 2; p++) {
        assert_int_equal(s.sheet[p].attack[0], TD_ATTACK_CROSSED);
        assert_int_equal(s.sheet[p].die_crossed[colour], 1u << 5);
    }
}

/* ---------------------------------------------------------------------------------------------
 * Final scoring
 * ------------------------------------------------------------------------------------------- */

/* rulebook: "End of the Game" example — Thibaut II x1 with 4 Great Halls (4), Jeanne de Champagne
 * x2 with 4 City Halls (8), Urbain IV x1 with 4 Cathedrals (4), Marie de Champagne x2 with 2
 * Bishoprics (4); 2 influence (1), 2 deniers (1), 5 knowledge (2); 30 citizens: 54 VP. */
static void test_final_scoring_example(void **state)
{
    (void)state;
    td_state s;
    sc_start(&s, 1, SC_WHEEL_A, NULL);
    /* Direct sheet writes reproducing the example's sheet. Cathedrals in columns 3 (Thibaut II)
     * and 5 (Urbain IV) first, then 4 (Jeanne) and 6 (Marie). */
    td_sheet *sh = &s.sheet[0];
    sh->built[TD_ROW_GREAT_HALL] = 0x0F;
    sh->built[TD_ROW_CITY_HALL] = 0x0F;
    sh->built[TD_ROW_CATHEDRAL] = 0x3C;
    sh->built[TD_ROW_BISHOPRIC] = 0x03;
    sh->cath_mult[2] = 1;
    sh->cath_mult[4] = 1;
    sh->cath_mult[3] = 2;
    sh->cath_mult[5] = 2;
    sh->cathedrals = 4;
    sh->res_circled[TD_INFLUENCE] = 9;
    sh->res_crossed[TD_INFLUENCE] = 7;
    sh->res_circled[TD_DENIERS] = 12;
    sh->res_crossed[TD_DENIERS] = 10;
    sh->res_circled[TD_KNOWLEDGE] = 10;
    sh->res_crossed[TD_KNOWLEDGE] = 5;
    sh->cit[TD_RED] = 8;
    sh->cit[TD_YELLOW] = 12;
    sh->cit[TD_WHITE] = 10;

    td_score sc;
    td_score_of(&s, 0, &sc);
    assert_int_equal(sc.character[0], 0);
    assert_int_equal(sc.character[1], 0);
    assert_int_equal(sc.character[2], 4);
    assert_int_equal(sc.character[3], 8);
    assert_int_equal(sc.character[4], 4);
    assert_int_equal(sc.character[5], 4);
    assert_int_equal(sc.resources[TD_INFLUENCE], 1);
    assert_int_equal(sc.resources[TD_DENIERS], 1);
    assert_int_equal(sc.resources[TD_KNOWLEDGE], 2);
    assert_int_equal(sc.citizens, 30);
    assert_int_equal(sc.total, 54);
    assert_int_equal(td_score_total(&s, 0), 54);

    /* SPEC §9: 54 VP earns the 45 VP achievement, not the 55 VP one. */
    uint32_t a = td_achievements(&s, 0);
    assert_true(a & (1u << TD_ACH_SCORE_45));
    assert_false(a & (1u << TD_ACH_SCORE_55));
    assert_true(a & (1u << TD_ACH_PLAYED_SOLO));
}

/* ---------------------------------------------------------------------------------------------
 * Tracks
 * ------------------------------------------------------------------------------------------- */

/* rulebook: "When you gain a resource linked to a citizen" / SPEC §5 — slots 6, 12 and 18 give a
 * citizen of the track's colour when circled, counted on slots circled, not on what is held. */
static void test_resource_slot_citizens(void **state)
{
    (void)state;
    td_state s;
    sc_start(&s, 7, SC_WHEEL_A, NULL);
    /* Direct track writes (influence circled / crossed) for players 2..7. */
    static const int circled[7] = {3, 11, 12, 6, 7, 5, 5};
    static const int crossed[7] = {0, 0, 0, 0, 0, 5, 0};
    static const int after[7] = {9, 17, 18, 12, 13, 11, 6};
    for (int p = 0; p < 7; p++) {
        s.sheet[p].res_circled[TD_INFLUENCE] = (uint8_t)circled[p];
        s.sheet[p].res_crossed[TD_INFLUENCE] = (uint8_t)crossed[p];
    }
    ROLL(&s, 1, 1, 6, 1); /* black 1 on slot 1; slot 4 holds a red 6 (P4) */
    assert_int_equal(td_slot_colour(&s, 3), TD_RED);
    for (int p = 0; p < 6; p++) {
        char text[TD_MOVE_TEXT_MAX];
        snprintf(text, sizeof text, "p%d die 4 6 R gain", p + 1);
        PLAY(&s, text);
    }
    /* Player 7 gains a single influence with the red 1 of slot 3 (P3 is white: made red). */
    s.sheet[6].res_crossed[TD_INFLUENCE] = 4; /* direct write: holds 1 of 5 circled */
    PLAY(&s, "p7 die 3 1 R gain");
    for (int p = 0; p < 7; p++) {
        assert_int_equal(s.sheet[p].res_circled[TD_INFLUENCE], after[p]);
        assert_int_equal(s.sheet[p].cit[TD_RED], 1);
    }
}

/* rulebook: "Citizen Tracks: Track Bonus" — the 15th citizen builds one of two prestige buildings
 * (SPEC §5 [R5]: red → Great Hall or Cathedral, yellow → Fortress or Cathedral, white → Fortress or
 * Great Hall), with the usual rewards. */
static void test_fifteenth_citizen_bonus(void **state)
{
    (void)state;
    td_state s;
    sc_start(&s, 3, SC_WHEEL_A, NULL);
    /* Direct writes: each player has 14 citizens on one track. */
    s.sheet[0].cit[TD_RED] = 14;
    s.sheet[1].cit[TD_YELLOW] = 14;
    s.sheet[2].cit[TD_WHITE] = 14;
    ROLL(&s, 1, 4, 5, 6); /* R1, Y4, W5, black */

    td_gain g15 = PREVIEW(&s, "p1 die 1 1 R work");
    assert_int_equal(g15.tracks15, 1u << TD_RED); /* td_sheet_gain names the 15th citizen */
    assert_int_equal(g15.then.kind, TD_NEED_PRESTIGE);
    PLAY(&s, "p1 die 1 1 R work"); /* Count's Palace: 2 red citizens, the 15th among them */
    PLAY(&s, "p2 die 2 pay D 4 Y work");
    PLAY(&s, "p3 die 3 5 W work");
    static const int rows[TD_COLOURS][2] = {
        {TD_ROW_GREAT_HALL, TD_ROW_CATHEDRAL},
        {TD_ROW_FORTRESS, TD_ROW_CATHEDRAL},
        {TD_ROW_FORTRESS, TD_ROW_GREAT_HALL},
    };
    for (int p = 0; p < 3; p++) {
        td_need need = td_need_of(&s, p);
        assert_int_equal(need.kind, TD_NEED_PRESTIGE);
        assert_int_equal(need.colour, p);
        assert_int_equal(s.sheet[p].cit[p], 16);
        td_move list[TD_LEGAL_MAX];
        int n = td_legal_moves(&s, p, list, TD_LEGAL_MAX);
        assert_int_equal(n, 12); /* every cell of the two rows is open */
        for (int i = 0; i < n; i++) {
            assert_int_equal(list[i].kind, TD_MOVE_BUILD);
            assert_true(list[i].row == rows[p][0] || list[i].row == rows[p][1]);
        }
    }
    assert_non_null(REFUSE(&s, "p1 build FO 1"));
    assert_non_null(REFUSE(&s, "p2 build GH 1"));
    assert_non_null(REFUSE(&s, "p3 build CA 1"));

    PLAY(&s, "p1 build CA 4");
    assert_int_equal(s.sheet[0].built[TD_ROW_CATHEDRAL], 1u << 3);
    assert_int_equal(s.sheet[0].cath_mult[3], 1);
    PLAY(&s, "p2 build FO 3"); /* the Fortress of column 3 gives its yellow citizen */
    assert_int_equal(s.sheet[1].cit[TD_YELLOW], 17);
    PLAY(&s, "p3 build GH 6"); /* 2 white citizens per white die available (1) */
    assert_int_equal(s.sheet[2].cit[TD_WHITE], 18);
    for (int p = 0; p < 3; p++)
        assert_int_equal(td_need_of(&s, p).kind, TD_NEED_ROLL); /* the half-day ended */
}

/* rulebook: "When you circle the 20th citizen ... gain the 2 citizens depicted" (SPEC §5: one of
 * each other colour). */
static void test_twentieth_citizen_bonus(void **state)
{
    (void)state;
    td_state s;
    sc_start(&s, 1, SC_WHEEL_A, NULL);
    s.sheet[0].cit[TD_YELLOW] = 18; /* direct write */
    ROLL(&s, 1, 4, 5, 6);
    td_gain g = PREVIEW(&s, "p1 die 2 pay D 4 Y work");
    assert_int_equal(g.citizens[TD_YELLOW], 2);
    assert_int_equal(g.citizens[TD_RED], 1);
    assert_int_equal(g.citizens[TD_WHITE], 1);
    assert_int_equal(g.tracks20, 1u << TD_YELLOW); /* td_sheet_gain names the 20th citizen */
    assert_int_equal(g.tracks15, 0);
    PLAY(&s, "p1 die 2 pay D 4 Y work");
    assert_int_equal(s.sheet[0].cit[TD_YELLOW], 20);
    assert_int_equal(s.sheet[0].cit[TD_RED], 1);
    assert_int_equal(s.sheet[0].cit[TD_WHITE], 1);
}

/* rulebook: "Citizen Tracks: Column Bonus" — when the 3 tracks reach column 3: 1 of each resource;
 * columns 6 and 11: build a work building of your choice with its normal reward; each once. */
static void test_citizen_column_bonuses(void **state)
{
    (void)state;
    td_state s;
    sc_start(&s, 4, SC_WHEEL_A, NULL);
    /* Direct writes of the citizen tracks. Player 4 already passed column 3 earlier. */
    static const uint8_t cit[4][3] = {{3, 3, 1}, {6, 6, 4}, {11, 11, 9}, {3, 3, 3}};
    for (int p = 0; p < 4; p++)
        memcpy(s.sheet[p].cit, cit[p], 3);
    ROLL(&s, 1, 4, 5, 6); /* the white 5 of slot 3 costs 1 denier: a Bishopric gives 2 white */

    PLAY(&s, "p1 die 3 5 W work");
    assert_int_equal(s.sheet[0].cit[TD_WHITE], 3);
    assert_int_equal(td_held(&s.sheet[0], TD_INFLUENCE), 4);
    assert_int_equal(td_held(&s.sheet[0], TD_DENIERS), 3);
    assert_int_equal(td_held(&s.sheet[0], TD_KNOWLEDGE), 4);

    PLAY(&s, "p4 die 3 5 W work"); /* column 3 was already reached: nothing more */
    assert_int_equal(s.sheet[3].cit[TD_WHITE], 5);
    assert_int_equal(td_held(&s.sheet[3], TD_INFLUENCE), 3);
    assert_int_equal(td_held(&s.sheet[3], TD_KNOWLEDGE), 3);

    for (int p = 1; p <= 2; p++) {
        char text[TD_MOVE_TEXT_MAX];
        snprintf(text, sizeof text, "p%d die 3 5 W work", p + 1);
        PLAY(&s, text);
        assert_int_equal(td_need_of(&s, p).kind, TD_NEED_WORK);
        td_move list[TD_LEGAL_MAX];
        int n = td_legal_moves(&s, p, list, TD_LEGAL_MAX);
        assert_int_equal(n, 17); /* every work cell but the Bishopric just built */
        for (int i = 0; i < n; i++) {
            assert_int_equal(list[i].kind, TD_MOVE_BUILD);
            assert_false(td_row_is_prestige(list[i].row));
        }
        assert_non_null(REFUSE(&s, p == 1 ? "p2 build FO 1" : "p3 build BI 5"));
    }
    PLAY(&s, "p2 build CP 3");
    assert_int_equal(s.sheet[1].cit[TD_RED], 8);
    assert_int_equal(s.sheet[1].built[TD_ROW_PALACE], 1u << 2);
    PLAY(&s, "p3 build CH 4"); /* 2 yellow citizens; no link: column 3's City Hall is empty */
    assert_int_equal(s.sheet[2].cit[TD_YELLOW], 13);
    assert_int_equal(s.sheet[2].links, 0);
}

/* SPEC §6 "each is mandatory unless impossible": the column 6 bonus with no open work cell left is
 * lost; with a single open cell it is built without asking (the engine answers a decision that
 * has one legal choice by itself). */
static void test_column_bonus_work_lost_or_forced(void **state)
{
    (void)state;
    td_state s;
    sc_start(&s, 2, SC_WHEEL_A, NULL);
    /* Direct writes: citizens 6/6/4 and every work cell built or crossed out but the Bishopric
     * of column 5 (player 1), or but that one and the City Hall of column 1 (player 2). */
    for (int p = 0; p < 2; p++) {
        td_sheet *sh = &s.sheet[p];
        sh->cit[TD_RED] = 6;
        sh->cit[TD_YELLOW] = 6;
        sh->cit[TD_WHITE] = 4;
        sh->built[TD_ROW_PALACE] = 0x3F;
        sh->built[TD_ROW_CITY_HALL] = 0x0E;
        sh->crossed[TD_ROW_CITY_HALL] = 0x30;
        sh->built[TD_ROW_BISHOPRIC] = 0x2F;
    }
    s.sheet[0].crossed[TD_ROW_CITY_HALL] |= 0x01;
    ROLL(&s, 1, 4, 5, 6);
    td_gain g = PREVIEW(&s, "p1 die 3 5 W work");
    assert_int_equal(g.then.kind, TD_NEED_NOTHING);
    PLAY(&s, "p1 die 3 5 W work");
    assert_int_equal(s.sheet[0].cit[TD_WHITE], 8); /* 2, then 2 for the 5-6 lozenge */
    assert_int_equal(td_need_of(&s, 0).kind, TD_NEED_NOTHING);

    g = PREVIEW(&s, "p2 die 3 5 W work");
    assert_int_equal(g.then.kind, TD_NEED_NOTHING);
    assert_int_equal(g.built[TD_ROW_CITY_HALL], 1u << 0);
    assert_int_equal(g.circled[TD_DENIERS], 3);  /* the City Hall 1-2 lozenge... */
    assert_int_equal(g.citizens[TD_YELLOW], 3); /* ...circles slot 6: 2 + 1 yellow */
    PLAY(&s, "p2 die 3 5 W work");
    assert_int_equal(s.sheet[1].built[TD_ROW_CITY_HALL], 0x0F);
    assert_int_equal(s.phase, TD_PHASE_ROLL);
}

/* rulebook: "When you gain a citizen in a track in which you have already circled them all, you
 * can circle a citizen of another track instead" (SPEC §5, §6: the player chooses). */
static void test_overflow_citizen_choice(void **state)
{
    (void)state;
    td_state s;
    sc_start(&s, 3, SC_WHEEL_A, NULL);
    /* Direct writes: full red track; player 2 also has a full yellow track; player 3 all full. */
    static const uint8_t cit[3][3] = {{20, 1, 1}, {20, 20, 12}, {20, 20, 20}};
    for (int p = 0; p < 3; p++)
        memcpy(s.sheet[p].cit, cit[p], 3);
    ROLL(&s, 1, 4, 5, 6);
    for (int p = 0; p < 3; p++) {
        char text[TD_MOVE_TEXT_MAX];
        snprintf(text, sizeof text, "p%d die 1 1 R work", p + 1);
        PLAY(&s, text);
    }
    /* Player 1 chooses, once per citizen. */
    td_need need = td_need_of(&s, 0);
    assert_int_equal(need.kind, TD_NEED_OVERFLOW);
    assert_int_equal(need.colour, TD_RED);
    td_move list[TD_LEGAL_MAX];
    int n = td_legal_moves(&s, 0, list, TD_LEGAL_MAX);
    assert_int_equal(n, 2);
    assert_int_equal(list[0].kind, TD_MOVE_CITIZEN);
    assert_int_equal(list[0].colour, TD_YELLOW);
    assert_int_equal(list[1].colour, TD_WHITE);
    assert_string_equal(REFUSE(&s, "p1 citizen R"), "that citizen track is full");
    PLAY(&s, "p1 citizen Y");
    assert_int_equal(td_need_of(&s, 0).kind, TD_NEED_OVERFLOW);
    PLAY(&s, "p1 citizen W");
    assert_int_equal(s.sheet[0].cit[TD_YELLOW], 2);
    assert_int_equal(s.sheet[0].cit[TD_WHITE], 2);
    /* Player 2 has one track left: no choice to make. Player 3 has none: the citizens are lost. */
    assert_int_equal(s.sheet[1].cit[TD_WHITE], 14);
    assert_int_equal(s.sheet[2].cit[TD_RED] + s.sheet[2].cit[TD_YELLOW] + s.sheet[2].cit[TD_WHITE],
                     60);
    assert_int_equal(s.phase, TD_PHASE_ROLL);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_placement_example),
        cmocka_unit_test(test_die_cost_example),
        cmocka_unit_test(test_slot_costs),
        cmocka_unit_test(test_die_change_example),
        cmocka_unit_test(test_value_change_no_wrap),
        cmocka_unit_test(test_colour_change_costs_two_knowledge),
        cmocka_unit_test(test_cannot_pay_fallback),
        cmocka_unit_test(test_fortress_link_example),
        cmocka_unit_test(test_link_bonus_table),
        cmocka_unit_test(test_link_bonus_lost_when_crossed),
        cmocka_unit_test(test_great_hall_example),
        cmocka_unit_test(test_great_hall_counts_plaza_colour),
        cmocka_unit_test(test_cell_gives_table),
        cmocka_unit_test(test_cathedral_multiplier),
        cmocka_unit_test(test_numbering_data_by_position),
        cmocka_unit_test(test_event_example_day4),
        cmocka_unit_test(test_event_no_sheet_attack_days_1_2),
        cmocka_unit_test(test_final_scoring_example),
        cmocka_unit_test(test_resource_slot_citizens),
        cmocka_unit_test(test_fifteenth_citizen_bonus),
        cmocka_unit_test(test_twentieth_citizen_bonus),
        cmocka_unit_test(test_citizen_column_bonuses),
        cmocka_unit_test(test_column_bonus_work_lost_or_forced),
        cmocka_unit_test(test_overflow_citizen_choice),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
