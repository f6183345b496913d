/* td_rng.h — PCG32 (XSH-RR variant, 64-bit state), the only source of randomness of a game.
 * It lives inside the game state, so copying the state copies the stream. Front ends keep a
 * second, cosmetic stream of their own for animations. */
#ifndef TD_RNG_H
#define TD_RNG_H

#include <stdint.h>

typedef struct td_rng {
    uint64_t state;
    uint64_t inc; /* always odd */
} td_rng;

/* Seeds the stream; the same (seed, stream) always gives the same sequence. */
void td_rng_seed(td_rng *rng, uint64_t seed, uint64_t stream);
/* Next 32 uniformly distributed bits. */
uint32_t td_rng_next(td_rng *rng);
/* Uniform integer in [0, bound) without modulo bias; bound must be > 0. */
uint32_t td_rng_below(td_rng *rng, uint32_t bound);

#endif
