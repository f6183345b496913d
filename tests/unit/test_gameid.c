/* test_gameid.c — game IDs: every parameter survives a round trip, bad IDs are refused with a
 * reason and change nothing, and a game ID reproduces the same wheel and dice. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "troyes/td_engine.h"
#include "troyes/td_gameid.h"

static void roundtrip(const char *id)
{
    td_params p;
    const char *why = td_gameid_parse(id, &p);
    if (why)
        fail_msg("%s: %s", id, why);
    char back[TD_GAMEID_MAX];
    td_gameid_encode(&p, back, sizeof back);
    assert_string_equal(back, id);
}

static void test_roundtrips(void **state)
{
    (void)state;
    roundtrip("1p-std#0");
    roundtrip("10p-std-x#18446744073709551615");
    roundtrip("3p-r4u#7");
    roundtrip("3p-r4d-x#7");
    roundtrip("2p-e351246#99");
    roundtrip("1p-std-LRRYYWWRYRYRWRWYWYW#5");
    roundtrip("2p-e351246-x-LRRYYWWRYRYRWRWYWYW-T3b6r8b#0");
}

/* SPEC §4.1: random numbering goes up or down cyclically from the leftmost value. */
static void test_numbering_values(void **state)
{
    (void)state;
    td_params p;
    assert_null(td_gameid_parse("1p-r4u#1", &p));
    static const uint8_t up[6] = {4, 5, 6, 1, 2, 3}, down[6] = {4, 3, 2, 1, 6, 5};
    assert_memory_equal(p.col_value, up, 6);
    assert_int_equal(p.numbering, TD_NUMBERING_RANDOM);
    assert_null(td_gameid_parse("1p-r4d#1", &p));
    assert_memory_equal(p.col_value, down, 6);
    assert_null(td_gameid_parse("1p-e351246#1", &p));
    static const uint8_t expert[6] = {3, 5, 1, 2, 4, 6};
    assert_memory_equal(p.col_value, expert, 6);
}

static void test_bad_ids_change_nothing(void **state)
{
    (void)state;
    static const char *const bad[] = {
        "",           "1p-std",          "0p-std#1",        "11p-std#1",
        "1p-foo#1",   "1p-std#-1",       "1p-std#18446744073709551616",
        "1p-r7u#1",   "1p-e112345#1",    "1p-std-LRRRRRRRRRRRRRRRRRR#1", /* not [R1]'s plazas */
        "1p-std-T3b6b8b-LRRYYWWRYRYRWRWYWYW#1", "1p-std-LRRYYWWRYRYRWRWYWYW-T3b6b8b#1",
        "1p-std-x-LRRYYWWRYRYRWRWYWYW#1",     "1p-std-x-LRRYYWWRYRYRWRWYWYW-T3b3b8b#1",
        "1p-std-q#1", "1p-std#12ab",
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        td_params p;
        memset(&p, 0xAB, sizeof p);
        td_params copy = p;
        const char *why = td_gameid_parse(bad[i], &p);
        if (!why)
            fail_msg("accepted a bad game ID: '%s'", bad[i]);
        assert_memory_equal(&p, &copy, sizeof p);
    }
}

/* A game ID alone fixes the wheel, the tiles and every die of the game. */
static void test_same_id_same_game(void **state)
{
    (void)state;
    td_params p;
    assert_null(td_gameid_parse("2p-r3d-x#123456", &p));
    td_state a, b;
    assert_null(td_state_init(&a, &p));
    assert_null(td_state_init(&b, &p));
    assert_memory_equal(&a.wheel, &b.wheel, sizeof a.wheel);
    td_move roll = td_move_roll();
    assert_null(td_move_apply(&a, &roll));
    assert_null(td_move_apply(&b, &roll));
    assert_memory_equal(a.die_value, b.die_value, sizeof a.die_value);
    /* A different seed gives a different wheel or different dice in at least one of 20 tries. */
    int differs = 0;
    for (uint64_t seed = 0; seed < 20; seed++) {
        td_params q = p;
        q.seed = seed;
        td_state c;
        assert_null(td_state_init(&c, &q));
        assert_null(td_move_apply(&c, &roll));
        differs |= memcmp(&c.wheel, &a.wheel, sizeof a.wheel) != 0 ||
                   memcmp(c.die_value, a.die_value, sizeof a.die_value) != 0;
    }
    assert_true(differs);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_roundtrips),
        cmocka_unit_test(test_numbering_values),
        cmocka_unit_test(test_bad_ids_change_nothing),
        cmocka_unit_test(test_same_id_same_game),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
