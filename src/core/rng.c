/* rng.c — PCG32 (O'Neill's permuted congruential generator, XSH-RR output). */
#include "troyes/td_rng.h"

#include <assert.h>

#define PCG_MULT 6364136223846793005ULL

uint32_t td_rng_next(td_rng *rng)
{
    uint64_t old = rng->state;
    rng->state = old * PCG_MULT + rng->inc;
    uint32_t xorshifted = (uint32_t)(((old >> 18u) ^ old) >> 27u);
    uint32_t rot = (uint32_t)(old >> 59u);
    return (xorshifted >> rot) | (xorshifted << ((32u - rot) & 31u));
}

void td_rng_seed(td_rng *rng, uint64_t seed, uint64_t stream)
{
    rng->state = 0;
    rng->inc = (stream << 1u) | 1u;
    (void)td_rng_next(rng);
    rng->state += seed;
    (void)td_rng_next(rng);
}

uint32_t td_rng_below(td_rng *rng, uint32_t bound)
{
    assert(bound > 0);
    /* Lemire's multiply-shift: the high half of r * bound, rejecting the few low halves that
     * would make some results more likely. The division runs only near a rejection. */
    uint64_t m = (uint64_t)td_rng_next(rng) * bound;
    uint32_t low = (uint32_t)m;
    if (low < bound) {
        uint32_t threshold = (0u - bound) % bound;
        while (low < threshold) {
            m = (uint64_t)td_rng_next(rng) * bound;
            low = (uint32_t)m;
        }
    }
    return (uint32_t)(m >> 32);
}
