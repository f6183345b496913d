/* estimate_offsets.c — what the expert's solo games scored above its estimates, by die
 * actions to come (row 0: without the expansion, row 1: with it), written by
 * `troyes-cli calibrate --games 1000 --seed 30000`. See bot_internal.h. */
#include "bot_internal.h"

const float td_bot_estimate_offset[2][TD_BOT_VALUE_TIMES] = {
    {0.000f, 0.048f, 0.415f, 0.788f, 0.347f, 0.331f,
     0.489f, 0.583f, 0.796f, 0.927f, 1.251f, 1.421f,
     1.722f, 1.892f, 2.115f, 2.155f, 0.000f},
    {0.000f, 0.092f, 0.441f, 0.743f, -0.072f, -0.232f,
     -0.100f, 0.098f, 0.498f, 0.774f, 1.074f, 1.205f,
     1.720f, 1.956f, 2.359f, 2.600f, 0.000f},
};
