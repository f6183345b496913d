/* estimate_offsets.c — what the expert's solo games scored above its estimates, by die
 * actions to come (row 0: without the expansion, row 1: with it), written by
 * `troyes-cli calibrate --games 1000 --seed 30000`. See bot_internal.h. */
#include "bot_internal.h"

const float td_bot_estimate_offset[2][TD_BOT_VALUE_TIMES] = {
    {0.004f, 0.139f, 0.402f, 0.753f, 0.087f, 0.140f,
     0.349f, 0.366f, 0.655f, 0.830f, 1.021f, 1.168f,
     1.437f, 1.532f, 1.717f, 1.741f, 0.000f},
    {0.011f, 0.222f, 0.544f, 1.049f, 0.121f, 0.174f,
     0.385f, 0.399f, 0.570f, 0.869f, 1.040f, 1.109f,
     1.555f, 1.685f, 2.038f, 2.241f, 0.000f},
};
