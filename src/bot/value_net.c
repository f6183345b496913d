/* value_net.c — the expert's network: a correction to the learned value (learned_value.c) where
 * the play-outs end. The learned value is linear in its facts; the network sees the whole sheet and
 * the wheel ahead, and one hidden layer of rectified units lets the facts combine (a row that
 * pays only with its Cathedral, resources that matter only while cells they can reach are
 * open). `troyes-train fit-net` (src/train/fitnet.c) fits it to the final scores of the lighter
 * expert's games, less the learned value, and writes the weights in
 * generated/value_net_weights.c. */
#include "value_net.h"

#include <assert.h>
#include <string.h>

#include "troyes/td_rules.h"

/* The colours of the plazas under the slots of the half-days from (day, half) to the end of the
 * game, by colour and slot group (slot 1, slot 2, slots 3-4), over all of them and over the
 * next four; then the colours under this half-day's first two slots. */
static int wheel_inputs(int day, int half, const uint8_t *up, float *x)
{
    float all[TD_COLOURS][3] = {{0}}, near[TD_COLOURS][3] = {{0}};
    int h0 = 2 * (day - 1) + half;
    for (int h = h0; h < 2 * TD_DAYS; h++) {
        int d = h / 2 + 1, hf = h % 2;
        for (int slot = 0; slot < 4; slot++) {
            int colour = up[td_half_day_notch(d, hf, slot)];
            int group = slot < 2 ? slot : 2;
            all[colour][group] += 1.0f;
            if (h < h0 + 4)
                near[colour][group] += 1.0f;
        }
    }
    int n = 0;
    for (int c = 0; c < TD_COLOURS; c++)
        for (int g = 0; g < 3; g++) {
            x[n++] = all[c][g];
            x[n++] = near[c][g];
        }
    for (int slot = 0; slot < 2; slot++)
        for (int c = 0; c < TD_COLOURS; c++)
            x[n++] = h0 < 2 * TD_DAYS && up[td_half_day_notch(day, half, slot)] == c;
    return n;
}

int td_bot_net_inputs(const td_sheet *sh, int remaining, int day, int half, const uint8_t *up,
                      float *x)
{
    int n = td_bot_value_features(sh, x);
    for (int r = 0; r < TD_ROWS; r++)
        for (int p = 0; p < TD_COLUMNS; p++)
            x[n++] = (float)((sh->built[r] >> p) & 1);
    for (int r = 0; r < TD_ROWS; r++)
        for (int p = 0; p < TD_COLUMNS; p++)
            x[n++] = (float)((sh->crossed[r] >> p) & 1);
    for (int c = 0; c < TD_COLOURS; c++)
        for (int p = 0; p < TD_COLUMNS; p++)
            x[n++] = (float)((sh->die_crossed[c] >> p) & 1);
    for (int p = 0; p < TD_COLUMNS; p++)
        x[n++] = (float)sh->cath_mult[p];
    for (int k = 0; k < TD_COLOURS; k++)
        x[n++] = (float)sh->cit[k];
    for (int k = 0; k < TD_RESOURCES; k++)
        x[n++] = (float)td_held(sh, k);
    for (int k = 0; k < TD_RESOURCES; k++)
        x[n++] = (float)sh->res_circled[k];
    for (int k = 0; k < 3 * TD_ROWS; k++)
        x[n++] = (float)((sh->links >> k) & 1);
    for (int t = 0; t < TD_BOT_VALUE_TIMES; t++)
        x[n++] = (float)(remaining == t);
    x[n++] = (float)remaining / 16.0f;
    n += wheel_inputs(day, half, up, x + n);
    x[n++] = td_bot_value(sh, remaining, td_bot_value_weights);
    assert(n == TD_BOT_NET_INPUTS);
    return n;
}

float td_bot_net_residual(const td_bot_net *net, const float *x)
{
    /* Input by input over all the hidden units at once: each unit keeps its own sum, so the
     * inner loop needs no reordering of additions to run on vector lanes, and the inputs that
     * are 0 (most of the cells) cost nothing. */
    float a[TD_BOT_NET_HIDDEN];
    memcpy(a, net->b1, sizeof a);
    for (int i = 0; i < TD_BOT_NET_INPUTS; i++) {
        float xi = x[i];
        if (xi == 0.0f)
            continue;
        const float *w = net->w1[i];
        for (int h = 0; h < TD_BOT_NET_HIDDEN; h++)
            a[h] += w[h] * xi;
    }
    float out = net->b2;
    for (int h = 0; h < TD_BOT_NET_HIDDEN; h++)
        out += a[h] > 0.0f ? net->w2[h] * a[h] : 0.0f;
    return out;
}
