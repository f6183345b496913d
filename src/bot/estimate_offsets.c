/* estimate_offsets.c — what the expert's solo games scored above its estimates, by die
 * actions to come (row 0: without the expansion, row 1: with it), written by
 * `troyes-cli calibrate`. See bot_internal.h. */
#include "bot_internal.h"

const float td_bot_estimate_offset[2][TD_BOT_VALUE_TIMES] = {{0}, {0}};
