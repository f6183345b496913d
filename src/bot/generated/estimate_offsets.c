/* GENERATED FILE: do not edit; make it again with the command below.
 * estimate_offsets.c — what the expert's solo games scored above its estimates, by die
 * actions to come (row 0: without the expansion, row 1: with it), written by
 * `troyes-train calibrate --games 1000 --seed 30000`. See search.h. */
#include "search.h"

const float td_bot_estimate_offset[2][TD_BOT_VALUE_TIMES] = {
    {0.000f, 0.009f, 0.423f, 0.925f, 0.861f, 1.046f,
     1.172f, 1.360f, 1.697f, 1.929f, 2.184f, 2.575f,
     2.804f, 3.044f, 3.447f, 3.743f, 0.000f},
    {0.001f, 0.062f, 0.446f, 0.924f, 0.417f, 0.500f,
     0.783f, 0.871f, 1.178f, 1.453f, 1.712f, 1.963f,
     2.323f, 2.650f, 3.288f, 3.826f, 0.000f},
};
