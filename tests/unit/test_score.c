/* test_score.c — the ranking with shared victories (SPEC §8) and the achievements of SPEC §9
 * (the score breakdown itself is the rulebook's final scoring example in test_rulebook.c).
 * Sheets are set up by writing the plain td_sheet fields directly. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "troyes/td_engine.h"
#include "troyes/td_score.h"

static td_state game(int players, int expansion)
{
    td_params p;
    td_params_default(&p, players, 1);
    p.expansion = (uint8_t)expansion;
    td_state s;
    assert_null(td_state_init(&s, &p));
    s.phase = TD_PHASE_OVER;
    return s;
}

/* SPEC §8: the highest total wins; ties share the victory. */
static void test_ranking_ties_share(void **state)
{
    (void)state;
    td_state s = game(4, 0);
    int cits[4] = {20, 31, 31, 5};
    for (int p = 0; p < 4; p++) {
        s.sheet[p].cit[0] = (uint8_t)(cits[p] > 20 ? 20 : cits[p]);
        s.sheet[p].cit[1] = (uint8_t)(cits[p] > 20 ? cits[p] - 20 : 0);
        memset(s.sheet[p].res_circled, 0, 3);
    }
    uint8_t rank[TD_MAX_PLAYERS];
    unsigned winners = td_ranking(&s, rank);
    assert_int_equal(winners, (1u << 1) | (1u << 2));
    assert_int_equal(rank[0], 3);
    assert_int_equal(rank[1], 1);
    assert_int_equal(rank[2], 1);
    assert_int_equal(rank[3], 4);
}

static uint32_t bit(int a) { return 1u << a; }

/* SPEC §9, each achievement on its threshold. */
static void test_achievements(void **state)
{
    (void)state;
    td_state s = game(1, 1);
    td_sheet *sh = &s.sheet[0];
    memset(sh->res_circled, 0, 3);
    sh->cit[0] = 20;                  /* 20 citizens: a full track, 20 VP */
    sh->cit[1] = 20;
    sh->cit[2] = 4;                   /* 44 citizens in all */
    uint32_t a = td_achievements(&s, 0);
    assert_true(a & bit(TD_ACH_PLAYED_SOLO));
    assert_false(a & bit(TD_ACH_PLAYED_MULTI));
    assert_true(a & bit(TD_ACH_PLAYED_EXPANSION));
    assert_true(a & bit(TD_ACH_CITIZEN_TRACK));
    assert_true(a & bit(TD_ACH_CITIZENS_40));
    assert_false(a & bit(TD_ACH_SCORE_45)); /* 44 VP */
    sh->cit[2] = 5;                           /* 45 VP exactly */
    a = td_achievements(&s, 0);
    assert_true(a & bit(TD_ACH_SCORE_45));
    assert_false(a & bit(TD_ACH_SCORE_55));
    assert_false(a & bit(TD_ACH_RESOURCE_TRACK));
    sh->res_circled[TD_KNOWLEDGE] = 18;       /* every knowledge slot circled, even if spent */
    sh->res_crossed[TD_KNOWLEDGE] = 18;
    sh->built[TD_ROW_FORTRESS] = 0x3F;        /* every Fortress */
    sh->built[TD_ROW_PALACE] = 0x1F;          /* five Count's Palaces: not a whole row */
    a = td_achievements(&s, 0);
    assert_true(a & bit(TD_ACH_RESOURCE_TRACK));
    assert_true(a & bit(TD_ACH_PRESTIGE_ROW));
    assert_false(a & bit(TD_ACH_WORK_ROW));
    assert_false(a & bit(TD_ACH_CHARACTER_18));
    /* 18 VP from one character: Hugues de Payns x3 with six Fortresses. */
    sh->cath_mult[0] = 3;
    sh->built[TD_ROW_CATHEDRAL] = 0x01;
    sh->cathedrals = 1;
    a = td_achievements(&s, 0);
    assert_true(a & bit(TD_ACH_CHARACTER_18));
    assert_true(a & bit(TD_ACH_SCORE_55));     /* 45 + 18 = 63 */
    assert_false(a & bit(TD_ACH_SCORE_65));
    sh->cit[2] = 7;
    assert_true(td_achievements(&s, 0) & bit(TD_ACH_SCORE_65));
}

/* "Win a multiplayer game with more than 60 VP": more than 60, and winning (a tie counts). */
static void test_win_multi_60(void **state)
{
    (void)state;
    td_state s = game(2, 0);
    for (int p = 0; p < 2; p++) {
        memset(s.sheet[p].res_circled, 0, 3);
        s.sheet[p].cit[0] = 20;
        s.sheet[p].cit[1] = 20;
        s.sheet[p].cit[2] = 20; /* 60 VP: not more than 60 */
    }
    assert_false(td_achievements(&s, 0) & bit(TD_ACH_WIN_MULTI_60));
    s.sheet[0].res_circled[0] = 2; /* 61 VP */
    assert_true(td_achievements(&s, 0) & bit(TD_ACH_WIN_MULTI_60));
    assert_true(td_achievements(&s, 0) & bit(TD_ACH_PLAYED_MULTI));
    assert_false(td_achievements(&s, 1) & bit(TD_ACH_WIN_MULTI_60));
    s.sheet[1].res_circled[0] = 2; /* tied at 61: both win */
    assert_true(td_achievements(&s, 1) & bit(TD_ACH_WIN_MULTI_60));
    assert_true(td_achievements(&s, 0) & bit(TD_ACH_WIN_MULTI_60));
}

/* SPEC §9 as a game goes: the progress towards each achievement a sheet earns, met exactly when
 * td_achievements gives the achievement. */
static void test_achievement_progress(void **state)
{
    (void)state;
    td_state s = game(1, 0);
    td_sheet *sh = &s.sheet[0];
    memset(sh->res_circled, 0, 3);
    td_ach_progress pr[TD_ACH_COUNT];
    td_achievement_progress(&s, 0, pr);
    assert_int_equal(pr[TD_ACH_PLAYED_SOLO].need, 0); /* games, not a sheet */
    assert_int_equal(pr[TD_ACH_WIN_MULTI_60].need, 0); /* a solo game cannot win it */
    assert_int_equal(pr[TD_ACH_SCORE_65].have, 0);
    assert_int_equal(pr[TD_ACH_SCORE_65].need, 65);
    assert_int_equal(pr[TD_ACH_CITIZEN_TRACK].need, TD_CIT_TRACK);
    assert_int_equal(pr[TD_ACH_RESOURCE_TRACK].need, TD_RES_TRACK);
    sh->cit[0] = 3;
    sh->cit[1] = 12;                   /* the fullest citizen track: 12 of 20 */
    sh->res_circled[TD_INFLUENCE] = 5;
    sh->res_circled[TD_DENIERS] = 9;   /* the fullest resource track: 9 of 18 (held 9: 4 VP) */
    sh->built[TD_ROW_FORTRESS] = 0x15; /* 3 Fortresses */
    sh->built[TD_ROW_PALACE] = 0x3E;   /* 5 Palaces: the fullest work row */
    sh->built[TD_ROW_GREAT_HALL] = 0x0F; /* 4 Great Halls: the fullest prestige row */
    sh->cath_mult[1] = 2;              /* the character of column 2 x2: 5 Palaces, 10 VP */
    sh->built[TD_ROW_CATHEDRAL] = 0x02;
    sh->cathedrals = 1;
    td_score sc;
    td_score_of(&s, 0, &sc);
    td_achievement_progress(&s, 0, pr);
    assert_int_equal(pr[TD_ACH_CITIZENS_40].have, 15);
    assert_int_equal(pr[TD_ACH_CITIZEN_TRACK].have, 12);
    assert_int_equal(pr[TD_ACH_RESOURCE_TRACK].have, 9);
    assert_int_equal(pr[TD_ACH_PRESTIGE_ROW].have, 4);
    assert_int_equal(pr[TD_ACH_WORK_ROW].have, 5);
    assert_int_equal(pr[TD_ACH_SCORE_45].have, sc.total);
    assert_int_equal(sc.character[1], 10);
    assert_int_equal(pr[TD_ACH_CHARACTER_18].have, 10);
    uint32_t a = td_achievements(&s, 0);
    for (int k = 0; k < TD_ACH_COUNT; k++)
        if (pr[k].need)
            assert_int_equal(!!(a & bit(k)), pr[k].have >= pr[k].need);
    /* SPEC §9: a row is whole with every building drawn; a crossed-out cell is never drawn, so
     * that row no longer counts while another work row is open, and with none open the
     * achievement is lost for this game */
    assert_false(pr[TD_ACH_WORK_ROW].lost);
    sh->crossed[TD_ROW_PALACE] = 0x01;
    td_achievement_progress(&s, 0, pr);
    assert_int_equal(pr[TD_ACH_WORK_ROW].have, 0); /* City Hall and Bishopric rows: none drawn */
    assert_false(pr[TD_ACH_WORK_ROW].lost);
    sh->crossed[TD_ROW_CITY_HALL] = 0x02;
    sh->crossed[TD_ROW_BISHOPRIC] = 0x04;
    td_achievement_progress(&s, 0, pr);
    assert_true(pr[TD_ACH_WORK_ROW].lost);
    assert_int_equal(pr[TD_ACH_WORK_ROW].have, 5); /* the fullest all the same */
    assert_int_equal(pr[TD_ACH_PRESTIGE_ROW].have, 4);
    assert_false(pr[TD_ACH_PRESTIGE_ROW].lost);
    s = game(3, 0);
    td_achievement_progress(&s, 2, pr);
    assert_int_equal(pr[TD_ACH_WIN_MULTI_60].need, 61); /* more than 60 */
}

/* SPEC §8, 1 VP per 2 held of each resource: what paying a cost takes from that score. One
 * resource paid from an odd count loses nothing (3 deniers -> 2: still 1 VP), from an even count
 * one VP (4 influence -> 3); each loss is the score's own difference. */
static void test_cost_score_loss(void **state)
{
    (void)state;
    td_state s = game(1, 0);
    td_sheet *sh = &s.sheet[0];
    memset(sh->res_crossed, 0, 3);
    sh->res_circled[TD_INFLUENCE] = 4;
    sh->res_circled[TD_DENIERS] = 3;
    sh->res_circled[TD_KNOWLEDGE] = 6;
    static const uint8_t costs[][TD_RESOURCES] = {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}, {2, 1, 0}, {3, 0, 0},
                                                  {0, 3, 0}, {4, 2, 5}, {0, 0, 0}};
    static const int loss[] = {1, 0, 1, 1, 2, 1, 6, 0};
    for (size_t k = 0; k < sizeof loss / sizeof loss[0]; k++) {
        td_cost c;
        memset(&c, 0, sizeof c);
        memcpy(c.total, costs[k], TD_RESOURCES);
        assert_int_equal(td_cost_score_loss(sh, &c), loss[k]);
        td_sheet paid = *sh; /* the same as the score's own difference */
        for (int r = 0; r < TD_RESOURCES; r++)
            paid.res_crossed[r] = (uint8_t)(paid.res_crossed[r] + costs[k][r]);
        td_score sc;
        td_sheet_score(&paid, &sc);
        assert_int_equal(td_score_total(&s, 0) - sc.total, loss[k]);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_ranking_ties_share),
        cmocka_unit_test(test_achievements),
        cmocka_unit_test(test_win_multi_60),
        cmocka_unit_test(test_achievement_progress),
        cmocka_unit_test(test_cost_score_loss),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
