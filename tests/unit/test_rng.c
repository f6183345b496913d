/* test_rng.c — PCG32: reference output, determinism, bounded draws. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "troyes/td_rng.h"

/* The PCG reference demo seeds with (42, 54) and prints these first outputs. */
static void test_reference_sequence(void **state)
{
    (void)state;
    static const uint32_t expected[6] = {0xa15c02b7u, 0x7b47f409u, 0xba1d3330u,
                                         0x83d2f293u, 0xbfa4784bu, 0xcbed606eu};
    td_rng rng;
    td_rng_seed(&rng, 42, 54);
    for (int i = 0; i < 6; i++)
        assert_int_equal(td_rng_next(&rng), expected[i]);
}

static void test_same_seed_same_stream(void **state)
{
    (void)state;
    td_rng a, b, c;
    td_rng_seed(&a, 7, 1);
    td_rng_seed(&b, 7, 1);
    td_rng_seed(&c, 8, 1);
    int differs = 0;
    for (int i = 0; i < 1000; i++) {
        uint32_t x = td_rng_next(&a);
        assert_int_equal(x, td_rng_next(&b));
        differs |= x != td_rng_next(&c);
    }
    assert_true(differs);
}

/* Six-sided dice: every face about 1/6 of the time (loose chi-square bound), never out of range. */
static void test_below_is_uniform(void **state)
{
    (void)state;
    td_rng rng;
    td_rng_seed(&rng, 2026, 3);
    long counts[6] = {0};
    const long n = 600000;
    for (long i = 0; i < n; i++) {
        uint32_t v = td_rng_below(&rng, 6);
        assert_true(v < 6);
        counts[v]++;
    }
    double chi = 0, expect = (double)n / 6;
    for (int f = 0; f < 6; f++)
        chi += (counts[f] - expect) * (counts[f] - expect) / expect;
    assert_true(chi < 30.0); /* 5 degrees of freedom: p < 1e-5 above 30 */
    assert_int_equal(td_rng_below(&rng, 1), 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_reference_sequence),
        cmocka_unit_test(test_same_seed_same_stream),
        cmocka_unit_test(test_below_is_uniform),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
