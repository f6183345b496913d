/* value_net.h — the expert's network (value_net.c): a correction to the learned value, used where
 * the play-outs end. It reads TD_BOT_NET_INPUTS numbers about a position: the value's features,
 * every cell, die box, track and link of the sheet, the time left, the colours of the plazas
 * under the slots of the half-days to come, and the learned value itself (the last input). One
 * layer of TD_BOT_NET_HIDDEN rectified units; the inputs' scaling is folded into w1 and b1.
 * `troyes-train fit-net` fits it and writes generated/value_net_weights.c. */
#ifndef TD_BOT_VALUE_NET_H
#define TD_BOT_VALUE_NET_H

#include <stdint.h>

#include "learned_value.h"

#define TD_BOT_NET_WHEEL 24
#define TD_BOT_NET_INPUTS (TD_BOT_VALUE_FEATURES + 142 + TD_BOT_NET_WHEEL)
#define TD_BOT_NET_HIDDEN 128
typedef struct td_bot_net {
    float w1[TD_BOT_NET_INPUTS][TD_BOT_NET_HIDDEN]; /* by input, then hidden unit */
    float b1[TD_BOT_NET_HIDDEN];
    float w2[TD_BOT_NET_HIDDEN];
    float b2;
} td_bot_net;
extern const td_bot_net td_bot_value_net;

/* The network's inputs for sheet `sh` with `remaining` die actions to come (1..16), before the
 * roll of half-day `half` (0 morning, 1 afternoon) of day `day`, with the plaza faces `up` (by
 * notch). Writes x[0..TD_BOT_NET_INPUTS) and returns the count. The last input is the learned
 * value on td_bot_value_weights, the weights the network was fitted on. */
int td_bot_net_inputs(const td_sheet *sh, int remaining, int day, int half, const uint8_t *up,
                      float *x);
/* The network's correction for the inputs x. */
float td_bot_net_residual(const td_bot_net *net, const float *x);

#endif
