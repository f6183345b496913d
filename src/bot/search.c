/* search.c — how the bots choose among moves, on the solo projection of a player's view: the
 * greedy player (the best value one move ahead, pending bonus decisions answered greedily inside
 * the look) and the expert (the greedy player's best candidates played out a few half-days with
 * the greedy player on the bot's own dice, the worse half dropped after each round). Positions
 * are valued through eval.c only. */
#include "search.h"

#include <assert.h>
#include <float.h>
#include <string.h>

#include "troyes/td_score.h"

void td_bot_project(const td_state *s, int player, td_state *out)
{
    td_bot_copy(out, s);
    out->params.players = 1;
    if (player != 0)
        out->sheet[0] = s->sheet[player];
}

static int is_bonus_need(int kind)
{
    return kind == TD_NEED_PRESTIGE || kind == TD_NEED_WORK || kind == TD_NEED_OVERFLOW ||
           kind == TD_NEED_BANQUET4;
}

#define SETTLE_DEPTH 3
#define ANSWERS_MAX 64

/* Value of a projection right after a move: pending bonus decisions are answered greedily (up to
 * a depth), then the sheet is valued with `remaining` die actions to come. */
static float settle(const td_state *st, int remaining, const td_bot_eval *ev, int depth)
{
    td_need need = td_need_of(st, 0);
    if (depth < SETTLE_DEPTH && is_bonus_need(need.kind)) {
        td_move answers[ANSWERS_MAX];
        int n = td_legal_moves(st, 0, answers, ANSWERS_MAX);
        if (n > ANSWERS_MAX)
            n = ANSWERS_MAX;
        float best = -FLT_MAX;
        for (int i = 0; i < n; i++) {
            td_state next;
            td_bot_copy(&next, st);
            const char *why = td_move_apply(&next, &answers[i]);
            assert(!why);
            (void)why;
            float v = settle(&next, remaining, ev, depth + 1);
            if (v > best)
                best = v;
        }
        if (n > 0)
            return best;
    }
    return td_bot_eval_of(ev, &st->sheet[0], remaining);
}

/* Greedy on a projection (player 0): every legal move now with its value (the sheet after it,
 * pending bonus decisions answered greedily). Returns the count (<= TD_LEGAL_MAX). */
static int greedy_all(const td_state *proj, const td_bot_eval *ev, td_move *moves, float *values)
{
    int n = td_legal_moves(proj, 0, moves, TD_LEGAL_MAX);
    assert(n <= TD_LEGAL_MAX);
    int remaining = td_actions_to_come(proj);
    int depth = is_bonus_need(td_need_of(proj, 0).kind) ? 1 : 0;
    for (int i = 0; i < n; i++) {
        td_state next;
        td_bot_copy(&next, proj);
        const char *why = td_move_apply(&next, &moves[i]);
        assert(!why);
        (void)why;
        values[i] = settle(&next, remaining, ev, depth);
    }
    return n;
}

td_move td_bot_greedy_move(const td_state *proj, const td_bot_eval *ev, float *value)
{
    td_move moves[TD_LEGAL_MAX];
    float values[TD_LEGAL_MAX];
    int n = greedy_all(proj, ev, moves, values);
    assert(n > 0);
    int best = 0;
    for (int i = 1; i < n; i++)
        if (values[i] > values[best])
            best = i;
    if (value)
        *value = values[best];
    return moves[best];
}

/* Plays a projection out with the greedy player, to the end of the game (horizon 0: returns the
 * final score) or for `horizon` more rolls (returns td_bot_eval_leaf then). The dice come from
 * proj->rng (which the caller has reseeded: a bot never uses the game's stream). */
static float playout(td_state *proj, const td_bot_eval *ev, int horizon)
{
    td_move roll = td_move_roll();
    int rolls = 0;
    while (proj->phase != TD_PHASE_OVER) {
        const char *why;
        if (proj->phase == TD_PHASE_ROLL) {
            if (horizon > 0 && rolls >= horizon)
                return td_bot_eval_leaf(ev, proj);
            why = td_move_apply(proj, &roll);
            rolls++;
        } else {
            td_move m = td_bot_greedy_move(proj, ev, NULL);
            why = td_move_apply(proj, &m);
        }
        assert(!why);
        (void)why;
    }
    return (float)td_score_total(proj, 0);
}

/* Sorts idx[0..n) by values, best first (stable: ties keep the legal-move order). */
static void sort_by_value(int *idx, const float *values, int n)
{
    for (int i = 1; i < n; i++) {
        int x = idx[i], j = i;
        while (j > 0 && values[idx[j - 1]] < values[x]) {
            idx[j] = idx[j - 1];
            j--;
        }
        idx[j] = x;
    }
}

/* Adds play-outs r in [from, to) of candidate move `m` from `proj` to *sum. */
static void play_out_range(const td_state *proj, const td_move *m, const td_bot_eval *ev,
                           int horizon, uint64_t base, int from, int to, double *sum)
{
    for (int r = from; r < to; r++) {
        td_state st;
        td_bot_copy(&st, proj);
        td_rng_seed(&st.rng, base, (uint64_t)r);
        const char *why = td_move_apply(&st, m);
        assert(!why);
        (void)why;
        *sum += playout(&st, ev, horizon);
    }
}

int td_bot_expert_rank(const td_state *proj, const td_bot_config *cfg, const td_bot_eval *ev,
                       td_rng *rng, td_move *out, float *estimate, int fair)
{
    td_move moves[TD_LEGAL_MAX];
    float values[TD_LEGAL_MAX];
    int idx[TD_LEGAL_MAX];
    int n = greedy_all(proj, ev, moves, values);
    assert(n > 0);
    for (int i = 0; i < n; i++)
        idx[i] = i;
    sort_by_value(idx, values, n);
    int k = cfg->candidates < 1 ? 1 : cfg->candidates;
    if (k > TD_BOT_RANK_MAX)
        k = TD_BOT_RANK_MAX;
    if (k > n)
        k = n;
    int rollouts = cfg->rollouts < 1 ? 1 : cfg->rollouts;
    /* Every candidate is played out on the same imagined dice (common random numbers: play-out
     * r of every candidate uses stream r), so the comparison measures the moves, not the luck.
     * Successive halving: the budget of k x rollouts play-outs is spent in rounds; after each
     * round the worse half of the candidates still in the race drops out. */
    uint64_t base = ((uint64_t)td_rng_next(rng) << 32) | td_rng_next(rng);
    double sum[TD_BOT_RANK_MAX] = {0};
    int count[TD_BOT_RANK_MAX] = {0}; /* play-outs of each candidate: 0..count-1 */
    int order[TD_BOT_RANK_MAX];
    float mean[TD_BOT_RANK_MAX];
    for (int c = 0; c < k; c++) {
        order[c] = c;
        mean[c] = values[idx[c]];
    }
    int rounds = 0;
    for (int a = k; a > 1; a = (a + 1) / 2)
        rounds++;
    long budget = (long)k * rollouts;
    int alive = k, done = 0;
    for (int round = 0; alive > 1; round++) {
        int per = (int)(budget / rounds / alive);
        if (per < 1)
            per = 1;
        for (int a = 0; a < alive; a++) {
            int c = order[a];
            play_out_range(proj, &moves[idx[c]], ev, cfg->horizon, base, done, done + per,
                           &sum[c]);
        }
        done += per;
        for (int a = 0; a < alive; a++) {
            count[order[a]] = done;
            mean[order[a]] = (float)(sum[order[a]] / done);
        }
        /* Rank the candidates still in the race; the dropped ones keep their place behind. */
        sort_by_value(order, mean, alive);
        alive = (alive + 1) / 2;
    }
    /* A candidate dropped early has its mean from fewer play-outs than the ones that stayed:
     * not a figure to set beside theirs. Its missing play-outs use the same streams. */
    if (fair > k)
        fair = k;
    if (fair > 1) {
        for (int a = 1; a < fair; a++) {
            int c = order[a];
            play_out_range(proj, &moves[idx[c]], ev, cfg->horizon, base, count[c], done, &sum[c]);
            mean[c] = (float)(sum[c] / done);
        }
        sort_by_value(order, mean, fair);
    }
    for (int c = 0; c < k; c++) {
        out[c] = moves[idx[order[c]]];
        estimate[c] = mean[order[c]];
    }
    return k;
}

int td_bot_greedy_rank(const td_state *proj, const td_bot_eval *ev, td_move *out,
                       float *estimate, int cap)
{
    td_move moves[TD_LEGAL_MAX];
    float values[TD_LEGAL_MAX];
    int idx[TD_LEGAL_MAX];
    int n = greedy_all(proj, ev, moves, values);
    for (int i = 0; i < n; i++)
        idx[i] = i;
    sort_by_value(idx, values, n);
    if (n > cap)
        n = cap;
    for (int i = 0; i < n; i++) {
        out[i] = moves[idx[i]];
        estimate[i] = values[idx[i]];
    }
    return n;
}

td_move td_bot_expert_move(const td_state *proj, const td_bot_config *cfg, const td_bot_eval *ev,
                           td_rng *rng)
{
    td_move best[TD_BOT_RANK_MAX];
    float est[TD_BOT_RANK_MAX];
    int n = td_bot_expert_rank(proj, cfg, ev, rng, best, est, 0);
    assert(n > 0);
    (void)n;
    return best[0];
}
