/* eval.h — how the bots value a sheet (eval.c): the one place that chooses between the
 * hand-tuned heuristic (heuristic.c), the learned value (learned_value.c) and the network's
 * correction (value_net.c). The search (search.c) values positions only through it. */
#ifndef TD_BOT_EVAL_H
#define TD_BOT_EVAL_H

#include "heuristic.h"
#include "value_net.h"

/* How a sheet is valued: the learned value when `learned` is set (its weights), otherwise the
 * hand-tuned heuristic with the weights `heuristic`. With `net` as well, the play-outs' ends
 * (before a roll) add that network's correction to the learned value. */
typedef struct td_bot_eval {
    const td_bot_weights *heuristic;
    const float *learned;
    const td_bot_net *net;
} td_bot_eval;

/* The greedy bot's evaluation (the heuristic) and the expert's (the learned value, with the
 * network at the play-outs' ends). */
extern const td_bot_eval td_bot_greedy_eval, td_bot_expert_eval;

/* The value of sheet `sh` with `remaining` die actions to come, by ev. */
float td_bot_eval_of(const td_bot_eval *ev, const td_sheet *sh, int remaining);
/* The value of a projection before a roll, where a play-out ends: the value of sheet 0, corrected
 * by ev->net when there is one (with the learned value, and die actions still to come). */
float td_bot_eval_leaf(const td_bot_eval *ev, const td_state *proj);

#endif
