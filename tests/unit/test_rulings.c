/* test_rulings.c — one or more tests for each of the project's rulings [R1]-[R8] of SPEC.md, as
 * SPEC words them, through the public API. Where a test writes td_state/td_sheet fields directly
 * to build a situation, a comment says so. */
#include "scenario.h"

/* A wheel for the expansion: the single-colour plazas sit in P1 (red), P2 (yellow), P3 (white).
 * Day 1 morning slots 1..4: P1..P4 = red, yellow, white, red. Day 3 morning: P3..P6 = white, red,
 * red, red. */
#define WHEEL_X "RY RR YY WW RW RY RW YW YW"

/* Counts each unordered pair of faces of a layout: pairs[a][b] with a <= b. */
static void count_pairs(const td_layout *l, int pairs[TD_COLOURS][TD_COLOURS])
{
    memset(pairs, 0, sizeof(int) * TD_COLOURS * TD_COLOURS);
    for (int n = 0; n < TD_NOTCHES; n++) {
        int a = l->up[n] < l->down[n] ? l->up[n] : l->down[n];
        int b = l->up[n] < l->down[n] ? l->down[n] : l->up[n];
        pairs[a][b]++;
    }
}

/* [R1] red/red, yellow/yellow, white/white, 2 x red/yellow, 2 x red/white, 2 x yellow/white. */
static void assert_r1_set(const td_layout *l)
{
    int pairs[TD_COLOURS][TD_COLOURS];
    count_pairs(l, pairs);
    assert_int_equal(pairs[TD_RED][TD_RED], 1);
    assert_int_equal(pairs[TD_YELLOW][TD_YELLOW], 1);
    assert_int_equal(pairs[TD_WHITE][TD_WHITE], 1);
    assert_int_equal(pairs[TD_RED][TD_YELLOW], 2);
    assert_int_equal(pairs[TD_RED][TD_WHITE], 2);
    assert_int_equal(pairs[TD_YELLOW][TD_WHITE], 2);
}

/* ---------------------------------------------------------------------------------------------
 * [R1] the nine plaza tiles
 * ------------------------------------------------------------------------------------------- */

/* [R1] the rules table holds exactly the nine tiles. */
static void test_r1_tile_table(void **state)
{
    (void)state;
    td_layout l;
    memset(&l, 0, sizeof l);
    for (int t = 0; t < TD_NOTCHES; t++) {
        l.up[t] = td_plaza_tiles[t][0];
        l.down[t] = td_plaza_tiles[t][1];
    }
    assert_r1_set(&l);
}

/* [R1] td_params_check accepts an explicit wheel only when it is the nine tiles (either side
 * up), and the expansion tiles only one beside each single-colour plaza. */
static void test_r1_params_check(void **state)
{
    (void)state;
    td_params p;
    sc_params(&p, 2, SC_WHEEL_A);
    assert_null(td_params_check(&p));
    sc_params(&p, 2, "YY RR WY WW WR YR YR WR WY"); /* the same tiles, other sides up */
    assert_null(td_params_check(&p));

    sc_params(&p, 2, "RR RR YW WW RW RY RY RW YW"); /* a second red/red instead of yellow/yellow */
    assert_non_null(td_params_check(&p));
    sc_params(&p, 2, "YY RR YW WW RW RY RY RW RW"); /* three red/white, one yellow/white */
    assert_non_null(td_params_check(&p));
    sc_params(&p, 2, SC_WHEEL_A);
    p.layout.up[0] = 3; /* no such colour */
    assert_non_null(td_params_check(&p));

    td_state s, before;
    memset(&s, 0x5A, sizeof s);
    before = s;
    sc_params(&p, 2, "RR RR YW WW RW RY RY RW YW");
    assert_non_null(td_state_init(&s, &p));
    assert_memory_equal(&s, &before, sizeof s); /* untouched on error */

    /* Expansion tiles. */
    sc_params(&p, 1, WHEEL_X);
    sc_tiles(&p, "1b2b3b");
    assert_null(td_params_check(&p));
    p.expansion = 0; /* tiles without the expansion */
    assert_non_null(td_params_check(&p));
    sc_params(&p, 1, WHEEL_X);
    sc_tiles(&p, "1b2b3b");
    p.layout.tile[3] = 0; /* only two tiles */
    assert_non_null(td_params_check(&p));
    p.layout.tile[3] = 1; /* tile 1 twice */
    assert_non_null(td_params_check(&p));
    p.layout.tile[3] = 9; /* no such tile */
    assert_non_null(td_params_check(&p));
    p.layout.tile[3] = 3;
    assert_null(td_params_check(&p));
    p.layout.tile[4] = 4; /* a fourth tile, beside a two-colour plaza */
    assert_non_null(td_params_check(&p));
}

/* [R1] "At setup each tile goes in a random notch with a random side up": layouts drawn from the
 * seed always hold the nine tiles; with the expansion, three different tiles 1..8 sit beside the
 * three single-colour plazas, Banquet side up. */
static void test_r1_random_layouts(void **state)
{
    (void)state;
    unsigned rr_notches = 0, ry_red_up = 0, ry_yellow_up = 0;
    unsigned tiles_seen = 0;
    for (uint64_t seed = 0; seed < 400; seed++) {
        for (int expansion = 0; expansion <= 1; expansion++) {
            td_params p;
            td_params_default(&p, 2, seed);
            p.expansion = (uint8_t)expansion;
            td_state s;
            sc_init(&s, &p);
            assert_r1_set(&s.wheel);
            unsigned used = 0;
            int placed = 0;
            for (int n = 0; n < TD_NOTCHES; n++) {
                const td_layout *l = &s.wheel;
                if (l->up[n] == TD_RED && l->down[n] == TD_RED)
                    rr_notches |= 1u << n;
                if (l->up[n] == TD_RED && l->down[n] == TD_YELLOW)
                    ry_red_up++;
                if (l->up[n] == TD_YELLOW && l->down[n] == TD_RED)
                    ry_yellow_up++;
                assert_int_equal(l->tile_raid[n], 0);
                if (!expansion) {
                    assert_int_equal(l->tile[n], 0);
                    continue;
                }
                if (l->up[n] == l->down[n]) {
                    assert_true(l->tile[n] >= 1 && l->tile[n] <= TD_EXP_TILES);
                    assert_false(used & (1u << l->tile[n]));
                    used |= 1u << l->tile[n];
                    tiles_seen |= 1u << l->tile[n];
                    placed++;
                } else {
                    assert_int_equal(l->tile[n], 0);
                }
            }
            if (expansion)
                assert_int_equal(placed, TD_EXP_IN_PLAY);
            /* The drawn layout is itself a valid explicit layout. */
            p.has_layout = 1;
            p.layout = s.wheel;
            assert_null(td_params_check(&p));
        }
    }
    assert_int_equal(rr_notches, 0x1FFu); /* the red/red plaza has been in every notch */
    assert_true(ry_red_up > 0 && ry_yellow_up > 0); /* both sides come up */
    assert_int_equal(tiles_seen, 0x1FEu);           /* every tile 1..8 has been drawn */
}

/* ---------------------------------------------------------------------------------------------
 * [R2] the small layer
 * ------------------------------------------------------------------------------------------- */

/* [R2] on day d: neutral = P(d-1); morning slots 1..4 = P(d)..P(d+3); afternoon slots 1..4 =
 * P(d+4)..P(d+7) (mod 9): the neutral segment and the eight slots cover the nine notches. */
static void test_r2_slot_notches(void **state)
{
    (void)state;
    td_state s;
    sc_start(&s, 1, SC_WHEEL_A, NULL);
    for (int d = 1; d <= TD_DAYS; d++) {
        unsigned seen = 0;
        for (int h = 0; h <= 1; h++) {
            sc_jump_to(&s, d, h); /* direct write of day and half */
            assert_int_equal(td_neutral_notch(&s), (d - 1) % 9);
            seen |= 1u << td_neutral_notch(&s);
            for (int k = 0; k < TD_SLOTS; k++) {
                int n = td_slot_notch(&s, k);
                assert_int_equal(n, (d + 4 * h + k) % 9);
                assert_int_equal(td_half_day_notch(d, h, k), n); /* the same, ahead of time */
                assert_false(h == 0 && (seen & (1u << n)));
                seen |= 1u << n;
                assert_int_equal(td_slot_colour(&s, k), s.wheel.up[n]);
            }
        }
        assert_int_equal(seen, 0x1FFu);
    }
    /* SPEC §2 slot costs: free, one resource of any type, 1 denier, 2 deniers. */
    assert_int_equal(td_slot_cost[0], 0);
    assert_int_equal(td_slot_cost[1], 1);
    assert_int_equal(td_slot_cost[2], 1);
    assert_int_equal(td_slot_cost[3], 2);
    assert_int_equal(TD_SLOT_ANY, 1);
}

/* [R2] the small layer turns one step at the end of each day (not after the morning); the plaza
 * destroyed each half-day flips at its end and returns to its notch; after the 8th afternoon the
 * game is over. Played for real with filler half-days. */
static void test_r2_rotation_through_a_game(void **state)
{
    (void)state;
    td_state s;
    sc_start(&s, 2, SC_WHEEL_A, NULL);
    for (int i = 0; i < 2 * TD_DAYS; i++) {
        assert_int_equal(s.phase, TD_PHASE_ROLL);
        assert_int_equal(s.day, 1 + i / 2);
        assert_int_equal(s.half, i % 2);
        assert_int_equal(td_need_of(&s, 0).kind, TD_NEED_ROLL);
        td_layout before = s.wheel;
        td_move roll = td_move_roll_forced(1, 1, 1, 6);
        assert_null(td_move_apply(&s, &roll));
        int hit = td_slot_notch(&s, 3);
        assert_int_equal(s.destroyed, 1u << 3);
        sc_finish_half_day(&s);
        for (int n = 0; n < TD_NOTCHES; n++) {
            if (n == hit) {
                assert_int_equal(s.wheel.up[n], before.down[n]);
                assert_int_equal(s.wheel.down[n], before.up[n]);
            } else {
                assert_int_equal(s.wheel.up[n], before.up[n]);
                assert_int_equal(s.wheel.down[n], before.down[n]);
            }
        }
    }
    assert_int_equal(s.phase, TD_PHASE_OVER);
    assert_int_equal(s.day, TD_DAYS);
    assert_int_equal(td_need_of(&s, 0).kind, TD_NEED_NOTHING);
    assert_int_equal(td_waiting_players(&s), 0);
    td_move roll = td_move_roll_forced(1, 1, 1, 6);
    assert_non_null(td_move_check(&s, &roll));
    assert_non_null(REFUSE(&s, "p1 fallback"));
}

/* SPEC §2: one die action a half-day, 16 in all; from day 3 the black die attacks every sheet.
 * td_actions_to_come counts the actions still to come (the coming half-day's included while the
 * dice wait for its roll), and td_attack_half_days how many of the half-days after this one are
 * attack days. Played for real: a destroyed plaza attacks the sheets from day 3 only. */
static void test_spec2_actions_and_attacks_to_come(void **state)
{
    (void)state;
    td_state s;
    sc_start(&s, 1, SC_WHEEL_A, NULL);
    for (int i = 0; i < 16; i++) {
        assert_int_equal(td_actions_to_come(&s), 16 - i);
        td_move roll = td_move_roll_forced(1, 1, 1, 6); /* the black 6 destroys slot 4's plaza */
        assert_null(td_move_apply(&s, &roll));
        assert_int_equal(td_actions_to_come(&s), 15 - i);
        assert_int_equal(s.n_attacks, s.day >= 3 ? 1 : 0);
        int attack_days_after = 0;
        for (int j = i + 1; j < 16; j++)
            attack_days_after += 1 + j / 2 >= 3;
        assert_int_equal(td_attack_half_days(td_actions_to_come(&s)), attack_days_after);
        sc_finish_half_day(&s);
    }
    assert_int_equal(s.phase, TD_PHASE_OVER);
    assert_int_equal(td_actions_to_come(&s), 0);
    assert_int_equal(td_attack_half_days(16), 12); /* days 3 to 8 */
}

/* ---------------------------------------------------------------------------------------------
 * [R3] available dice
 * ------------------------------------------------------------------------------------------- */

/* [R3] the available dice are the transparent dice on this half-day's non-destroyed plazas,
 * counted by the colour of their plaza; the black die never counts. The Great Hall of each column
 * gains its amount once per available die of its colour (SPEC §4.2). */
static void test_r3_available_dice_and_great_hall_table(void **state)
{
    (void)state;
    td_state s;
    sc_start(&s, 6, SC_WHEEL_A, NULL);
    sc_set_held(&s.sheet[5], TD_INFLUENCE, 4); /* direct write: player 6 needs 4 influence */
    ROLL(&s, 1, 2, 5, 3); /* red 1 (P1), yellow 2 (P2), black 3 on white P3, red 5 (P4) */
    assert_int_equal(s.black_slot, 2);
    assert_int_equal(td_slot_colour(&s, 2), TD_WHITE);
    assert_int_equal(s.avail[TD_RED], 2);
    assert_int_equal(s.avail[TD_YELLOW], 1);
    assert_int_equal(s.avail[TD_WHITE], 0); /* the black die on the white plaza does not count */

    /* Each player builds the Great Hall of another column with the yellow 2 (paid with a denier,
     * its value changed with influence). What it gains, by column:
     *   1: 3 influence x 2 red dice = 6 (slot 6 of the influence track: +1 red citizen)
     *   2: 2 red citizens x 2 = 4      3: 3 deniers x 1 = 3 (slot 6: +1 yellow citizen)
     *   4: 2 yellow citizens x 1 = 2   5 and 6: no white die, nothing. */
    static const int circled[6][3] = {{6, 0, 0}, {0, 0, 0}, {0, 3, 0},
                                      {0, 0, 0}, {0, 0, 0}, {0, 0, 0}};
    static const int citizens[6][3] = {{1, 0, 0}, {4, 0, 0}, {0, 1, 0},
                                       {0, 2, 0}, {0, 0, 0}, {0, 0, 0}};
    for (int p = 0; p < 6; p++) {
        char text[TD_MOVE_TEXT_MAX];
        snprintf(text, sizeof text, "p%d die 2 pay D %d Y prestige", p + 1, p + 1);
        td_gain g = PREVIEW(&s, text);
        for (int c = 0; c < TD_COLOURS; c++) {
            assert_int_equal(g.circled[c], circled[p][c]);
            assert_int_equal(g.citizens[c], citizens[p][c]);
        }
        PLAY(&s, text);
        assert_int_equal(s.sheet[p].built[TD_ROW_GREAT_HALL], 1u << p);
    }
}

/* [R3] / SPEC §6: a Great Hall built by a bonus uses no die and counts this half-day's available
 * dice (here the 15th red citizen's Great Hall of column 1: 3 influence per red die). */
static void test_r3_bonus_great_hall_counts_half_day_dice(void **state)
{
    (void)state;
    td_state s;
    sc_start(&s, 1, SC_WHEEL_A, NULL);
    s.sheet[0].cit[TD_RED] = 14; /* direct write */
    ROLL(&s, 1, 2, 5, 3);        /* 2 red dice available */
    PLAY(&s, "p1 die 1 1 R work");
    assert_int_equal(td_need_of(&s, 0).kind, TD_NEED_PRESTIGE);
    td_gain g = PREVIEW(&s, "p1 build GH 1");
    assert_int_equal(g.circled[TD_INFLUENCE], 6);
    PLAY(&s, "p1 build GH 1");
    assert_int_equal(s.sheet[0].res_circled[TD_INFLUENCE], 9);
    assert_int_equal(s.sheet[0].cit[TD_RED], 17); /* 16 + the slot 6 citizen */
}

/* ---------------------------------------------------------------------------------------------
 * [R4] the end of a resource track
 * ------------------------------------------------------------------------------------------- */

/* [R4] gains past slot 18 are lost, even when spending left room below: gaining circles the next
 * empty slots, and a track has 18. */
static void test_r4_gains_past_18_lost(void **state)
{
    (void)state;
    td_state s;
    sc_start(&s, 3, SC_WHEEL_A, NULL);
    /* Direct track writes: knowledge circled 17; 18; 18 with 10 crossed out. */
    s.sheet[0].res_circled[TD_KNOWLEDGE] = 17;
    s.sheet[1].res_circled[TD_KNOWLEDGE] = 18;
    s.sheet[2].res_circled[TD_KNOWLEDGE] = 18;
    s.sheet[2].res_crossed[TD_KNOWLEDGE] = 10;
    ROLL(&s, 1, 2, 5, 6); /* the white 5 of slot 3 */

    td_gain g = PREVIEW(&s, "p1 die 3 5 W gain");
    assert_int_equal(g.circled[TD_KNOWLEDGE], 1);
    assert_int_equal(g.citizens[TD_WHITE], 1); /* slot 18 */
    g = PREVIEW(&s, "p2 die 3 5 W gain");
    assert_int_equal(g.circled[TD_KNOWLEDGE], 0);
    assert_int_equal(g.resources[TD_KNOWLEDGE], 0);
    assert_int_equal(g.citizens[TD_WHITE], 0);
    assert_int_equal(g.score_delta, 0); /* the denier paid leaves 2: still 1 VP */

    for (int p = 0; p < 3; p++) {
        char text[TD_MOVE_TEXT_MAX];
        snprintf(text, sizeof text, "p%d die 3 5 W gain", p + 1);
        PLAY(&s, text);
        assert_int_equal(s.sheet[p].res_circled[TD_KNOWLEDGE], TD_RES_TRACK);
    }
    assert_int_equal(td_held(&s.sheet[0], TD_KNOWLEDGE), 18);
    assert_int_equal(s.sheet[0].cit[TD_WHITE], 1);
    assert_int_equal(td_held(&s.sheet[1], TD_KNOWLEDGE), 18);
    assert_int_equal(s.sheet[1].cit[TD_WHITE], 0);
    assert_int_equal(td_held(&s.sheet[2], TD_KNOWLEDGE), 8);
    assert_int_equal(s.sheet[2].cit[TD_WHITE], 0);
}

/* ---------------------------------------------------------------------------------------------
 * [R5] the 15th citizen
 * ------------------------------------------------------------------------------------------- */

/* [R5] red track → Great Hall or Cathedral; yellow → Fortress or Cathedral; white → Fortress or
 * Great Hall. */
static void test_r5_options(void **state)
{
    (void)state;
    assert_int_equal(td_cit15_rows[TD_RED][0], TD_ROW_GREAT_HALL);
    assert_int_equal(td_cit15_rows[TD_RED][1], TD_ROW_CATHEDRAL);
    assert_int_equal(td_cit15_rows[TD_YELLOW][0], TD_ROW_FORTRESS);
    assert_int_equal(td_cit15_rows[TD_YELLOW][1], TD_ROW_CATHEDRAL);
    assert_int_equal(td_cit15_rows[TD_WHITE][0], TD_ROW_FORTRESS);
    assert_int_equal(td_cit15_rows[TD_WHITE][1], TD_ROW_GREAT_HALL);
    assert_int_equal(TD_CIT_PRESTIGE_AT, 15);

    /* Only open cells are offered: player 1's Cathedral row is partly built and crossed out. */
    td_state s;
    sc_start(&s, 1, SC_WHEEL_A, NULL);
    s.sheet[0].cit[TD_RED] = 14;                          /* direct writes */
    s.sheet[0].built[TD_ROW_CATHEDRAL] = 0x03;
    s.sheet[0].crossed[TD_ROW_CATHEDRAL] = 0x0C;
    s.sheet[0].crossed[TD_ROW_GREAT_HALL] = 0x01;
    ROLL(&s, 1, 2, 5, 6);
    PLAY(&s, "p1 die 1 1 R work");
    td_move list[TD_LEGAL_MAX];
    int n = td_legal_moves(&s, 0, list, TD_LEGAL_MAX);
    assert_int_equal(n, 5 + 2);
    REFUSE(&s, "p1 build CA 1");
    REFUSE(&s, "p1 build CA 3");
    REFUSE(&s, "p1 build GH 1");
    PLAY(&s, "p1 build CA 6");
}

/* [R5] "If neither has a legal cell, the bonus is lost"; and (the engine's reading of SPEC §6) a
 * bonus with a single legal cell builds it without asking. */
static void test_r5_lost_or_forced(void **state)
{
    (void)state;
    td_state s;
    sc_start(&s, 2, SC_WHEEL_A, NULL);
    /* Direct writes. Player 1: 14 red citizens, every Great Hall and Cathedral cell built or
     * crossed out. Player 2: 14 white citizens, only the Great Hall of column 5 open. */
    td_sheet *a = &s.sheet[0], *b = &s.sheet[1];
    a->cit[TD_RED] = 14;
    a->built[TD_ROW_GREAT_HALL] = 0x3F;
    a->built[TD_ROW_CATHEDRAL] = 0x0F;
    a->crossed[TD_ROW_CATHEDRAL] = 0x30;
    b->cit[TD_WHITE] = 14;
    b->built[TD_ROW_FORTRESS] = 0x2A;
    b->crossed[TD_ROW_FORTRESS] = 0x15;
    b->built[TD_ROW_GREAT_HALL] = 0x2F;
    ROLL(&s, 1, 2, 5, 6); /* red 1, yellow 2, white 5: one white die available */

    td_gain g = PREVIEW(&s, "p1 die 1 1 R work");
    assert_int_equal(g.then.kind, TD_NEED_NOTHING);
    assert_int_equal(g.lost, TD_LOST_CIT15(TD_RED)); /* the preview tells the loss beforehand */
    assert_int_equal(s.sheet[0].lost, 0);
    PLAY(&s, "p1 die 1 1 R work");
    assert_int_equal(s.sheet[0].cit[TD_RED], 16);
    assert_int_equal(td_need_of(&s, 0).kind, TD_NEED_NOTHING);
    assert_int_equal(s.sheet[0].built[TD_ROW_GREAT_HALL], 0x3F);
    assert_int_equal(s.sheet[0].built[TD_ROW_CATHEDRAL], 0x0F);
    assert_int_equal(s.sheet[0].q_len, 0);
    assert_int_equal(s.sheet[0].lost, TD_LOST_CIT15(TD_RED)); /* and the sheet keeps it */

    g = PREVIEW(&s, "p2 die 3 5 W work");
    assert_int_equal(g.then.kind, TD_NEED_NOTHING);
    assert_int_equal(g.lost, 0); /* a bonus drawn in its only open cell is not lost */
    assert_int_equal(g.built[TD_ROW_GREAT_HALL], 1u << 4);
    assert_int_equal(g.circled[TD_KNOWLEDGE], 3);
    PLAY(&s, "p2 die 3 5 W work");
    assert_int_equal(s.sheet[1].built[TD_ROW_GREAT_HALL], 0x3F);
}

/* SPEC §6 (each bonus "is mandatory unless impossible"): the column 6 and column 11 work
 * buildings with no open work cell are lost, each noted apart. In both cases every work cell is
 * built or crossed out, and the white 5 gains 5 knowledge: its track's next citizen slot (6, then
 * 12) brings the white track to the column all three then reach. */
static void test_work_bonus_lost(void **state)
{
    (void)state;
    static const struct {
        uint8_t red_yellow, white, knowledge_circled, lost;
    } cases[] = {{10, 5, 3, TD_LOST_WORK_A}, {11, 10, 8, TD_LOST_WORK_B}};
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        td_state s;
        sc_start(&s, 1, SC_WHEEL_A, NULL);
        td_sheet *sh = &s.sheet[0]; /* direct writes */
        sh->cit[TD_RED] = sh->cit[TD_YELLOW] = cases[k].red_yellow;
        sh->cit[TD_WHITE] = cases[k].white;
        sh->res_circled[TD_KNOWLEDGE] = cases[k].knowledge_circled;
        sh->built[TD_ROW_PALACE] = 0x3F;
        sh->built[TD_ROW_CITY_HALL] = 0x0F;
        sh->crossed[TD_ROW_CITY_HALL] = 0x30;
        sh->crossed[TD_ROW_BISHOPRIC] = 0x3F;
        ROLL(&s, 1, 2, 5, 6);
        td_gain g = PREVIEW(&s, "p1 die 3 5 W gain");
        assert_int_equal(g.citizens[TD_WHITE], 1);
        assert_int_equal(g.lost, cases[k].lost); /* the preview tells it beforehand */
        assert_int_equal(g.then.kind, TD_NEED_NOTHING);
        PLAY(&s, "p1 die 3 5 W gain");
        assert_int_equal(s.sheet[0].cit[TD_WHITE], cases[k].white + 1);
        assert_int_equal(s.sheet[0].lost, cases[k].lost);
        assert_int_equal(s.sheet[0].q_len, 0);
    }
}

/* ---------------------------------------------------------------------------------------------
 * [R6] bonuses one at a time, decisions as legal choices
 * ------------------------------------------------------------------------------------------- */

/* [R6] / SPEC §6 chain: resource slot → citizen → column bonus → building → link bonus. */
static void test_r6_chain(void **state)
{
    (void)state;
    td_state s;
    sc_start(&s, 1, SC_WHEEL_A, NULL);
    /* Direct writes: 5 knowledge slots circled, citizens 6/6/5, the Palace of column 1 drawn. */
    td_sheet *sh = &s.sheet[0];
    sh->res_circled[TD_KNOWLEDGE] = 5;
    sh->cit[TD_RED] = 6;
    sh->cit[TD_YELLOW] = 6;
    sh->cit[TD_WHITE] = 5;
    sh->built[TD_ROW_PALACE] = 1u << 0;
    ROLL(&s, 1, 2, 5, 6);

    /* The red 1 made white (2 knowledge) gains 1 knowledge: slot 6 → a white citizen → all three
     * tracks reach column 6 → build a work building. */
    td_gain g = PREVIEW(&s, "p1 die 1 1 W gain");
    assert_int_equal(g.citizens[TD_WHITE], 1);
    assert_int_equal(g.then.kind, TD_NEED_WORK);
    assert_int_equal(g.columns, 1u << 1); /* column 6 reached (column 3 was already) */
    PLAY(&s, "p1 die 1 1 W gain");
    assert_int_equal(td_need_of(&s, 0).kind, TD_NEED_WORK);
    /* The Palace of column 2: 2 red citizens, then the 1-2 lozenge: 2 more. */
    g = PREVIEW(&s, "p1 build CP 2");
    assert_int_equal(g.citizens[TD_RED], 4);
    assert_int_equal(g.columns, 0); /* the white track is still the shortest, at 6 */
    assert_int_equal(g.links, 1u << (TD_ROW_PALACE * 3 + 0));
    PLAY(&s, "p1 build CP 2");
    assert_int_equal(s.sheet[0].cit[TD_RED], 10);
    assert_int_equal(s.sheet[0].cit[TD_WHITE], 6);
    assert_int_equal(s.phase, TD_PHASE_ROLL);
}

/* [R6] "Resolve bonuses one at a time in the order they trigger": the Palace's lozenge triggers
 * with the building, before the 15th citizen that its own citizens reach, so its citizens are
 * circled first and the 15th citizen's building comes last. With a full red track, every citizen
 * asks for its track, one at a time, before that building. */
static void test_r6_order(void **state)
{
    (void)state;
    td_state s;
    sc_start(&s, 2, SC_WHEEL_A, NULL);
    /* Direct writes: both drew the Palace of column 1; player 1 has 13 red citizens, player 2 a
     * full red track and 14 yellow ones. */
    for (int p = 0; p < 2; p++)
        s.sheet[p].built[TD_ROW_PALACE] = 1u << 0;
    s.sheet[0].cit[TD_RED] = 13;
    s.sheet[1].cit[TD_RED] = 20;
    s.sheet[1].cit[TD_YELLOW] = 14;
    ROLL(&s, 1, 2, 5, 6);

    PLAY(&s, "p1 die 1 2 R work"); /* the red 1 made a 2: the Palace of column 2 */
    assert_int_equal(s.sheet[0].cit[TD_RED], 17);
    td_need need = td_need_of(&s, 0);
    assert_int_equal(need.kind, TD_NEED_PRESTIGE);
    assert_int_equal(need.colour, TD_RED);

    PLAY(&s, "p2 die 1 2 R work");
    static const char *const answers[4] = {"p2 citizen Y", "p2 citizen W", "p2 citizen W",
                                           "p2 citizen W"};
    for (int i = 0; i < 4; i++) {
        need = td_need_of(&s, 1);
        assert_int_equal(need.kind, TD_NEED_OVERFLOW);
        assert_int_equal(need.colour, TD_RED);
        PLAY(&s, answers[i]);
    }
    /* The yellow 15th citizen came with the first answer; its building waits until now. */
    need = td_need_of(&s, 1);
    assert_int_equal(need.kind, TD_NEED_PRESTIGE);
    assert_int_equal(need.colour, TD_YELLOW);
    assert_int_equal(s.sheet[1].cit[TD_YELLOW], 15);
    assert_int_equal(s.sheet[1].cit[TD_WHITE], 3);
}

/* [R6] a decision is offered as a set of legal choices: while it waits, only its answers are
 * legal for that player; other players are not held up; the half-day ends once it is answered.
 * The slot 2 payment is one of those choices too. */
static void test_r6_decisions_are_legal_choices(void **state)
{
    (void)state;
    td_state s;
    sc_start(&s, 2, SC_WHEEL_A, NULL);
    s.sheet[0].cit[TD_RED] = 14; /* direct write */
    ROLL(&s, 1, 2, 5, 6);

    /* Slot 2's cost: one legal move per resource that can pay it. */
    td_move list[TD_LEGAL_MAX];
    int n = td_legal_moves(&s, 1, list, TD_LEGAL_MAX);
    unsigned pays = 0;
    for (int i = 0; i < n; i++)
        if (list[i].slot == 1)
            pays |= 1u << list[i].pay;
    assert_int_equal(pays, 0x7u);

    assert_non_null(REFUSE(&s, "p1 build GH 1")); /* no decision before the die */
    PLAY(&s, "p1 die 1 1 R work");
    assert_int_equal(td_need_of(&s, 0).kind, TD_NEED_PRESTIGE);
    assert_int_equal(td_waiting_players(&s), 0x3u);
    n = td_legal_moves(&s, 0, list, TD_LEGAL_MAX);
    assert_int_equal(n, 12);
    for (int i = 0; i < n; i++) {
        assert_int_equal(list[i].kind, TD_MOVE_BUILD);
        assert_null(td_move_check(&s, &list[i]));
    }
    assert_non_null(REFUSE(&s, "p1 die 3 5 W gain"));
    assert_non_null(REFUSE(&s, "p1 citizen Y"));
    assert_non_null(REFUSE(&s, "p1 fallback"));
    assert_non_null(td_move_check(&s, &(td_move){.kind = TD_MOVE_ROLL}));

    PLAY(&s, "p2 die 1 1 R gain"); /* player 2 goes on */
    assert_int_equal(td_waiting_players(&s), 0x1u);
    assert_int_equal(s.phase, TD_PHASE_CHOOSE);
    PLAY(&s, "p1 build CA 2");
    assert_int_equal(s.phase, TD_PHASE_ROLL);
    assert_int_equal(s.half, 1);
}

/* ---------------------------------------------------------------------------------------------
 * [R7] Banquet 1
 * ------------------------------------------------------------------------------------------- */

/* [R7] with Banquet 1 each influence changes the value by up to 2: steps cost ceil(steps / 2). */
static void test_r7_banquet1_two_steps_per_influence(void **state)
{
    (void)state;
    td_state s;
    sc_start(&s, 2, WHEEL_X, "1b2b3b"); /* Banquet 1 beside the red plaza P1 (slot 1) */
    sc_set_held(&s.sheet[1], TD_INFLUENCE, 2); /* direct write */
    ROLL(&s, 1, 3, 4, 6);
    static const int cost[7] = {0, 0, 1, 1, 2, 2, 3};
    for (int v = 2; v <= 6; v++) {
        char text[TD_MOVE_TEXT_MAX];
        snprintf(text, sizeof text, "p1 die 1 %d R gain", v);
        assert_int_equal(COST(&s, text).value_influence, cost[v]);
    }
    /* Player 2 with 2 influence reaches 1..5 on this die, not 6. */
    td_move list[TD_LEGAL_MAX];
    int n = td_legal_moves(&s, 1, list, TD_LEGAL_MAX);
    unsigned values = 0;
    for (int i = 0; i < n; i++)
        if (list[i].slot == 0)
            values |= 1u << list[i].value;
    assert_int_equal(values, 0x3Eu);
    REFUSE(&s, "p2 die 1 6 R gain");
    /* The other dice keep 1 influence per step. */
    assert_int_equal(COST(&s, "p1 die 2 pay D 5 Y gain").value_influence, 2);
    /* The white 4 beside Banquet 3 keeps 1 influence per step too: 4 down to 1 costs 3. */
    assert_int_equal(COST(&s, "p1 die 3 1 W gain").value_influence, 3);
}

/* ---------------------------------------------------------------------------------------------
 * [R8] tile 8
 * ------------------------------------------------------------------------------------------- */

/* [R8] Banquet 8: if the black die lands here, no destruction at all (no sheet attack even from
 * day 3), the black die is usable as a die of this plaza's colour and counts as available; the
 * tile flips to Raid at the end of that half-day. */
static void test_r8_banquet8(void **state)
{
    (void)state;
    td_state s;
    td_params p;
    sc_params(&p, 2, WHEEL_X);
    sc_tiles(&p, "1b2b8b"); /* Banquet 8 beside the white plaza P3 */
    sc_init(&s, &p);
    int n8 = sc_mono_notch(&p, TD_WHITE);
    sc_jump_to(&s, 3, 0); /* direct write: day 3, when attacks reach the sheets */
    ROLL(&s, 2, 3, 4, 1); /* the black 1 lands on P3 (slot 1) */
    assert_int_equal(s.black_slot, 0);
    assert_int_equal(td_slot_notch(&s, 0), n8);
    assert_int_equal(s.black_banquet, 1);
    assert_int_equal(s.destroyed, 0);
    assert_int_equal(s.usable, 0xFu);
    assert_int_equal(s.n_attacks, 0);
    for (int q = 0; q < 2; q++) {
        assert_int_equal(s.sheet[q].attack[0], TD_ATTACK_NONE);
        assert_int_equal(s.sheet[q].die_crossed[TD_WHITE], 0);
    }
    assert_int_equal(s.avail[TD_WHITE], 1); /* the black die */
    assert_int_equal(s.avail[TD_RED], 3);
    td_cost c = COST(&s, "p1 die 1 1 W prestige"); /* the black die, free on slot 1 */
    assert_int_equal(c.total[TD_DENIERS], 0);
    PLAY(&s, "p1 die 1 1 W prestige");
    assert_int_equal(s.sheet[0].built[TD_ROW_CATHEDRAL], 1u << 0);
    assert_int_equal(s.wheel.tile_raid[n8], 0); /* still Banquet during the half-day */
    PLAY(&s, "p2 die 2 pay D 2 R gain");
    assert_int_equal(s.half, 1);
    assert_int_equal(s.wheel.tile_raid[n8], 1);
    assert_int_equal(s.wheel.up[n8], TD_WHITE);
}

/* [R8] Raid 8: a transparent die here acts as a second black die: it cannot be chosen, this
 * plaza is destroyed too (and does not count as available), and from day 3 every player loses the
 * sheet die of that die's value in this plaza's colour, unless a Fortress protects the column.
 * The black die on this plaza itself is only one attack. */
static void test_r8_raid8(void **state)
{
    (void)state;
    td_params p;
    sc_params(&p, 2, WHEEL_X);
    sc_tiles(&p, "1b2b8r");
    int n8 = sc_mono_notch(&p, TD_WHITE);
    td_state s;
    sc_init(&s, &p);
    /* Direct write: player 2 drew the Fortress of column 2. */
    s.sheet[1].built[TD_ROW_FORTRESS] = 1u << 1;
    td_state day1 = s;
    sc_jump_to(&s, 3, 0); /* direct write: day 3; slots P3 (white, Raid 8), P4..P6 red */
    td_state day3 = s;

    ROLL(&s, 2, 3, 4, 6); /* the white 2 on P3; the black 6 on P6 */
    assert_int_equal(td_slot_notch(&s, 0), n8);
    assert_int_equal(s.destroyed, (1u << 0) | (1u << 3));
    assert_int_equal(s.usable, (1u << 1) | (1u << 2));
    assert_int_equal(s.avail[TD_WHITE], 0);
    assert_int_equal(s.avail[TD_RED], 2);
    assert_int_equal(s.n_attacks, 2);
    int white = s.attack_colour[0] == TD_WHITE ? 0 : 1;
    assert_int_equal(s.attack_colour[white], TD_WHITE);
    assert_int_equal(s.attack_value[white], 2);
    assert_int_equal(s.attack_colour[1 - white], TD_RED);
    assert_int_equal(s.attack_value[1 - white], 6);
    assert_int_equal(s.sheet[0].die_crossed[TD_WHITE], 1u << 1);
    assert_int_equal(s.sheet[0].die_crossed[TD_RED], 1u << 5);
    assert_int_equal(s.sheet[0].crossed[TD_ROW_CATHEDRAL], 1u << 1);
    assert_int_equal(s.sheet[1].attack[white], TD_ATTACK_PROTECTED);
    assert_int_equal(s.sheet[1].die_crossed[TD_WHITE], 0);
    assert_int_equal(s.sheet[1].die_crossed[TD_RED], 1u << 5);
    assert_string_equal(REFUSE(&s, "p1 die 1 2 W gain"), "that die's plaza is destroyed");
    PLAY(&s, "p1 die 2 pay D 3 R gain");
    PLAY(&s, "p2 die 2 pay D 3 R gain");
    assert_int_equal(s.wheel.tile_raid[n8], 1); /* stays Raid */

    /* Days 1-2: the plaza is destroyed but no sheet is attacked. */
    s = day1;
    ROLL(&s, 2, 3, 4, 6); /* day 1: P1 is the red plaza, P3 the white one on slot 3 */
    assert_int_equal(td_slot_notch(&s, 2), n8);
    assert_true(s.destroyed & (1u << 2));
    assert_false(s.usable & (1u << 2));
    assert_int_equal(s.n_attacks, 0);

    /* The black die on the Raid 8 plaza: destroyed once, one attack. */
    s = day3;
    ROLL(&s, 2, 3, 4, 1);
    assert_int_equal(s.black_slot, 0);
    assert_int_equal(s.destroyed, 1u << 0);
    assert_int_equal(s.n_attacks, 1);
    assert_int_equal(s.attack_value[0], 1);
    assert_int_equal(s.attack_colour[0], TD_WHITE);

    /* SPEC §4.4: a die box crossed out before its column's Fortress was drawn stays crossed out;
     * the attack reports it as crossed out already, not as protected (nothing is lost either way). */
    s = day3;
    s.sheet[1].die_crossed[TD_WHITE] = 1u << 1; /* direct write: crossed out before the Fortress */
    ROLL(&s, 2, 3, 4, 6);
    white = s.attack_colour[0] == TD_WHITE ? 0 : 1;
    assert_int_equal(s.sheet[1].attack[white], TD_ATTACK_ALREADY);
    assert_int_equal(s.sheet[1].die_crossed[TD_WHITE], 1u << 1);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_r1_tile_table),
        cmocka_unit_test(test_r1_params_check),
        cmocka_unit_test(test_r1_random_layouts),
        cmocka_unit_test(test_r2_slot_notches),
        cmocka_unit_test(test_r2_rotation_through_a_game),
        cmocka_unit_test(test_spec2_actions_and_attacks_to_come),
        cmocka_unit_test(test_r3_available_dice_and_great_hall_table),
        cmocka_unit_test(test_r3_bonus_great_hall_counts_half_day_dice),
        cmocka_unit_test(test_r4_gains_past_18_lost),
        cmocka_unit_test(test_r5_options),
        cmocka_unit_test(test_r5_lost_or_forced),
        cmocka_unit_test(test_work_bonus_lost),
        cmocka_unit_test(test_r6_chain),
        cmocka_unit_test(test_r6_order),
        cmocka_unit_test(test_r6_decisions_are_legal_choices),
        cmocka_unit_test(test_r7_banquet1_two_steps_per_influence),
        cmocka_unit_test(test_r8_banquet8),
        cmocka_unit_test(test_r8_raid8),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
