/* test_property.c — thousands of seeded games of random legal moves (1, 2, 5 and 10 players,
 * expansion on and off) with the game's invariants checked after every move:
 *   no negative resources, tracks only grow, nothing built twice, crossed cells stay crossed,
 *   score equals the sum of its breakdown, every listed move is legal, counting and picking agree
 *   with the list, and replaying the game ID + the moves' text gives the same final state. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "troyes/td_engine.h"
#include "troyes/td_gameid.h"
#include "troyes/td_score.h"
#include "troyes/td_session.h"

#define GAMES_PER_CONFIG 400 /* 8 configurations: 3,200 games */

static td_session session, replayed;
static td_move moves[TD_LEGAL_MAX];

static int bits(unsigned m)
{
    int n = 0;
    for (; m; m &= m - 1)
        n++;
    return n;
}

static void check_sheet(const td_sheet *before, const td_sheet *after)
{
    for (int r = 0; r < TD_RESOURCES; r++) {
        assert_true(after->res_crossed[r] <= after->res_circled[r]); /* never negative */
        assert_true(after->res_circled[r] <= TD_RES_TRACK);
        assert_true(after->res_circled[r] >= before->res_circled[r]);
        assert_true(after->res_crossed[r] >= before->res_crossed[r]);
    }
    for (int c = 0; c < TD_COLOURS; c++) {
        assert_true(after->cit[c] <= TD_CIT_TRACK);
        assert_true(after->cit[c] >= before->cit[c]);
        assert_int_equal(after->die_crossed[c] & before->die_crossed[c], before->die_crossed[c]);
    }
    for (int row = 0; row < TD_ROWS; row++) {
        assert_int_equal(after->built[row] & after->crossed[row], 0); /* never both */
        assert_int_equal(after->built[row] & before->built[row], before->built[row]);
        assert_int_equal(after->crossed[row] & before->crossed[row], before->crossed[row]);
        /* a cell is crossed only with its die */
        assert_int_equal(after->crossed[row] & ~after->die_crossed[td_row_district(row)], 0);
    }
    assert_int_equal(after->links & before->links, before->links);
    assert_int_equal(after->cathedrals, bits(after->built[TD_ROW_CATHEDRAL]));
    for (int p = 0; p < TD_COLUMNS; p++) {
        int built = (after->built[TD_ROW_CATHEDRAL] >> p) & 1u;
        assert_int_equal(after->cath_mult[p] != 0, built);
        if (before->cath_mult[p])
            assert_int_equal(after->cath_mult[p], before->cath_mult[p]);
    }
}

static void check_score(const td_state *s, int p)
{
    td_score sc;
    td_score_of(s, p, &sc);
    int sum = sc.citizens;
    for (int i = 0; i < TD_COLUMNS; i++)
        sum += sc.character[i];
    for (int r = 0; r < TD_RESOURCES; r++)
        sum += sc.resources[r];
    assert_int_equal(sc.total, sum);
    assert_int_equal(td_score_total(s, p), sum);
}

/* Lists, counts and picks agree; a few listed moves pass the check and preview. */
static void check_legal(const td_state *s, int p, td_rng *rng)
{
    int n = td_legal_moves(s, p, moves, TD_LEGAL_MAX);
    assert_true(n > 0 && n <= TD_LEGAL_MAX);
    assert_int_equal(td_legal_count(s, p), n);
    /* td_legal_random draws the same move as td_legal_nth of a uniform draw below the count. */
    td_rng r1 = *rng, r2 = *rng;
    td_move quick = td_legal_random(s, p, &r1);
    td_move slow = td_legal_nth(s, p, (int)td_rng_below(&r2, (uint32_t)n));
    assert_true(td_move_equal(&quick, &slow));
    assert_memory_equal(&r1, &r2, sizeof r1);
    for (int t = 0; t < 3; t++) {
        int k = (int)td_rng_below(rng, (uint32_t)n);
        td_move m = td_legal_nth(s, p, k);
        assert_true(td_move_equal(&m, &moves[k]));
        assert_null(td_move_check(s, &m));
        td_gain g;
        assert_null(td_move_preview(s, &m, &g));
        if (m.kind == TD_MOVE_DIE) {
            td_cost c;
            td_move_cost(s, &m, &c);
            for (int r = 0; r < TD_RESOURCES; r++)
                assert_true(c.total[r] <= td_held(&s->sheet[p], r));
        }
    }
}

static void play_game(int players, int expansion, uint64_t seed)
{
    td_params params;
    td_params_default(&params, players, seed);
    params.expansion = (uint8_t)expansion;
    if (seed % 3 == 1)
        assert_null(td_params_numbering_random(&params, 1 + (int)(seed % 6), seed & 2u ? 1 : -1));
    assert_null(td_session_start(&session, &params));
    td_rng rng;
    td_rng_seed(&rng, seed, 77);
    while (session.now.phase != TD_PHASE_OVER) {
        td_state before = session.now;
        if (before.phase == TD_PHASE_ROLL) {
            td_move roll = td_move_roll();
            assert_null(td_session_apply(&session, &roll));
        } else {
            unsigned waiting = td_waiting_players(&before);
            assert_true(waiting != 0);
            /* Any waiting player may go next: pick one at random. */
            int p;
            do
                p = (int)td_rng_below(&rng, (uint32_t)players);
            while (!(waiting & (1u << p)));
            check_legal(&before, p, &rng);
            int n = td_legal_count(&before, p);
            td_move m = td_legal_nth(&before, p, (int)td_rng_below(&rng, (uint32_t)n));
            assert_null(td_session_apply(&session, &m));
            /* Other players' sheets are untouched by this player's move. */
            for (int q = 0; q < players; q++)
                if (q != p && session.now.phase == TD_PHASE_CHOOSE)
                    assert_memory_equal(&before.sheet[q], &session.now.sheet[q],
                                        sizeof before.sheet[q]);
        }
        for (int q = 0; q < players; q++) {
            check_sheet(&before.sheet[q], &session.now.sheet[q]);
            check_score(&session.now, q);
        }
    }
    /* Rulebook: the game ends after the 8th afternoon, and the finished game stays on it (the
     * wheel's small layer is not turned once more), after 16 rolls. */
    assert_int_equal(session.now.day, TD_DAYS);
    assert_int_equal(session.now.half, 1);
    int rolls = 0;
    for (int i = 0; i < session.n_moves; i++)
        rolls += session.moves[i].kind == TD_MOVE_ROLL;
    assert_int_equal(rolls, 2 * TD_DAYS);
    /* Replay from the game ID and the moves' text. */
    char id[TD_GAMEID_MAX];
    td_gameid_encode(&params, id, sizeof id);
    td_params again;
    assert_null(td_gameid_parse(id, &again));
    assert_null(td_session_start(&replayed, &again));
    for (int i = 0; i < session.n_moves; i++) {
        char text[TD_MOVE_TEXT_MAX];
        td_move_encode(&session.moves[i], text, sizeof text);
        td_move m;
        assert_null(td_move_parse(text, &m));
        assert_null(td_session_apply(&replayed, &m));
    }
    assert_memory_equal(&replayed.now, &session.now, sizeof session.now);
}

static void run_config(int players, int expansion)
{
    for (uint64_t g = 0; g < GAMES_PER_CONFIG; g++)
        play_game(players, expansion, g * 1000003u + (uint64_t)players * 31u + (uint64_t)expansion);
}

static void test_solo(void **state) { (void)state; run_config(1, 0); run_config(1, 1); }
static void test_two(void **state) { (void)state; run_config(2, 0); run_config(2, 1); }
static void test_five(void **state) { (void)state; run_config(5, 0); run_config(5, 1); }
static void test_ten(void **state) { (void)state; run_config(10, 0); run_config(10, 1); }

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_solo),
        cmocka_unit_test(test_two),
        cmocka_unit_test(test_five),
        cmocka_unit_test(test_ten),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
