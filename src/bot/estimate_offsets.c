/* estimate_offsets.c — what the expert's solo games scored above its estimates, by die
 * actions to come (row 0: without the expansion, row 1: with it), written by
 * `troyes-cli calibrate --games 1000 --seed 30000`. See bot_internal.h. */
#include "bot_internal.h"

const float td_bot_estimate_offset[2][TD_BOT_VALUE_TIMES] = {
    {0.004f, 0.185f, 0.619f, 1.045f, 0.310f, 0.290f,
     0.452f, 0.543f, 0.764f, 0.886f, 1.209f, 1.379f,
     1.680f, 1.850f, 2.073f, 2.113f, 0.000f},
    {0.014f, 0.224f, 0.566f, 0.948f, -0.154f, -0.320f,
     -0.216f, -0.006f, 0.393f, 0.661f, 0.963f, 1.114f,
     1.609f, 1.845f, 2.253f, 2.498f, 0.000f},
};
