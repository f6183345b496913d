/* test_move_text.c — the canonical text form of moves: every legal move met in real games
 * encodes and parses back to itself; malformed text is refused with a reason. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "troyes/td_engine.h"
#include "troyes/td_move.h"

static void expect_text(const td_move *m, const char *text)
{
    char buf[TD_MOVE_TEXT_MAX];
    td_move_encode(m, buf, sizeof buf);
    assert_string_equal(buf, text);
    td_move back;
    assert_null(td_move_parse(text, &back));
    assert_true(td_move_equal(&back, m));
}

static void test_examples(void **state)
{
    (void)state;
    td_move m;
    memset(&m, 0, sizeof m);
    expect_text(&(td_move){.kind = TD_MOVE_ROLL}, "roll");
    m = td_move_roll_forced(6, 1, 3, 3);
    expect_text(&m, "roll 1 3 6 b3"); /* transparent values are sorted */
    memset(&m, 0, sizeof m);
    m.kind = TD_MOVE_DIE;
    m.player = 0;
    m.slot = 1;
    m.pay = TD_KNOWLEDGE;
    m.value = 6;
    m.colour = TD_YELLOW;
    m.action = TD_ACT_GAIN;
    expect_text(&m, "p1 die 2 pay K 6 Y gain");
    m.player = 9;
    m.slot = 3;
    m.pay = TD_PAY_NONE;
    m.value = 5;
    m.colour = TD_RED;
    m.action = TD_ACT_WORK;
    expect_text(&m, "p10 die 4 5 R work");
    memset(&m, 0, sizeof m);
    m.kind = TD_MOVE_BUILD;
    m.player = 2;
    m.row = TD_ROW_GREAT_HALL;
    m.value = 5;
    expect_text(&m, "p3 build GH 5");
    memset(&m, 0, sizeof m);
    m.kind = TD_MOVE_CITIZEN;
    m.player = 1;
    m.colour = TD_WHITE;
    expect_text(&m, "p2 citizen W");
    memset(&m, 0, sizeof m);
    m.kind = TD_MOVE_FALLBACK;
    m.player = 0;
    expect_text(&m, "p1 fallback");
}

static void test_blanks_and_case(void **state)
{
    (void)state;
    td_move a, b;
    assert_null(td_move_parse("  p1   die 2 pay k 6 y gain \r\n", &a));
    assert_null(td_move_parse("p1 die 2 pay K 6 Y gain", &b));
    assert_true(td_move_equal(&a, &b));
    assert_null(td_move_parse("roll b3 6 1 3", &a));
    assert_null(td_move_parse("roll 1 3 6 b3", &b));
    assert_true(td_move_equal(&a, &b));
}

static void test_malformed(void **state)
{
    (void)state;
    static const char *const bad[] = {
        "",
        "   ",
        "dance",
        "p0 fallback",
        "p11 fallback",
        "p1",
        "p1 fallback now",
        "p1 die",
        "p1 die 5 3 R gain",
        "p1 die 2 pay X 3 R gain",
        "p1 die 2 3 Q gain",
        "p1 die 2 7 R gain",
        "p1 die 2 3 R sing",
        "p1 die 2 spend K 3 R gain",
        "p1 build XX 3",
        "p1 build GH 0",
        "p1 build GH",
        "p1 citizen G",
        "roll 1 2 3",
        "roll 1 2 3 4",
        "roll 1 2 b3 b4",
        "roll 0 2 3 b4",
        "roll 1 2 3 b7",
        "p1 die 2 pay K 6 Y gain and a very long tail that goes on and on and on and on and "
        "on and on and on and on",
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        td_move m;
        memset(&m, 0x5A, sizeof m);
        td_move copy = m;
        const char *why = td_move_parse(bad[i], &m);
        if (!why)
            fail_msg("accepted '%s'", bad[i]);
        assert_true(strlen(why) > 0);
        assert_memory_equal(&m, &copy, sizeof m); /* untouched */
    }
}

/* Every legal move of many real positions (all decision kinds) survives encode + parse. */
static void test_all_legal_moves_roundtrip(void **state)
{
    (void)state;
    static td_move moves[TD_LEGAL_MAX];
    td_rng pick;
    td_rng_seed(&pick, 5, 5);
    int checked = 0;
    for (uint64_t g = 0; g < 60; g++) {
        td_params p;
        td_params_default(&p, 2, g);
        p.expansion = (uint8_t)(g & 1u);
        td_state s;
        assert_null(td_state_init(&s, &p));
        td_move roll = td_move_roll();
        while (s.phase != TD_PHASE_OVER) {
            if (s.phase == TD_PHASE_ROLL) {
                assert_null(td_move_apply(&s, &roll));
                continue;
            }
            unsigned waiting = td_waiting_players(&s);
            int player = waiting & 1u ? 0 : 1;
            int n = td_legal_moves(&s, player, moves, TD_LEGAL_MAX);
            assert_true(n > 0 && n <= TD_LEGAL_MAX);
            for (int i = 0; i < n; i++) {
                char buf[TD_MOVE_TEXT_MAX];
                int len = td_move_encode(&moves[i], buf, sizeof buf);
                assert_true(len > 0 && len < TD_MOVE_TEXT_MAX);
                td_move back;
                const char *why = td_move_parse(buf, &back);
                if (why)
                    fail_msg("'%s': %s", buf, why);
                assert_true(td_move_equal(&back, &moves[i]));
                assert_null(td_move_check(&s, &back));
                checked++;
            }
            assert_null(td_move_apply(&s, &moves[td_rng_below(&pick, (uint32_t)n)]));
        }
    }
    assert_true(checked > 10000);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_examples),
        cmocka_unit_test(test_blanks_and_case),
        cmocka_unit_test(test_malformed),
        cmocka_unit_test(test_all_legal_moves_roundtrip),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
