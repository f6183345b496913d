/* eval.c — how the bots value a sheet: the heuristic for the greedy bot, the learned value for
 * the expert, and at the end of the expert's play-outs the learned value with the network's
 * correction. The search (search.c) asks only this file. */
#include "eval.h"


const td_bot_eval td_bot_greedy_eval = {&td_bot_default_weights, NULL, NULL};
const td_bot_eval td_bot_expert_eval = {NULL, td_bot_value_weights, &td_bot_value_net};

float td_bot_eval_of(const td_bot_eval *ev, const td_sheet *sh, int remaining)
{
    if (ev->learned)
        return td_bot_value(sh, remaining, ev->learned);
    return td_bot_eval_sheet(sh, remaining, ev->heuristic);
}

float td_bot_eval_leaf(const td_bot_eval *ev, const td_state *proj)
{
    int remaining = td_actions_to_come(proj);
    if (!ev->net || !ev->learned || remaining <= 0)
        return td_bot_eval_of(ev, &proj->sheet[0], remaining);
    float x[TD_BOT_NET_INPUTS];
    td_bot_net_inputs(&proj->sheet[0], remaining, proj->day, proj->half, proj->wheel.up, x);
    /* The last input is the learned value on td_bot_value_weights, the weights the network was
     * fitted on (a fit tool that plays on other weights passes no network). */
    return x[TD_BOT_NET_INPUTS - 1] + td_bot_net_residual(ev->net, x);
}
