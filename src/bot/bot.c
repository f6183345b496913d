/* bot.c — the public bot API (td_bot.h): levels, settings, the random player and the expert
 * (pruning by the learned value, then short play-outs with the greedy player on the learned
 * value, on the bot's own dice, each ending in the learned value of the sheet it reaches with
 * the network's correction, value_net.c). */
#include <assert.h>
#include <float.h>
#include <string.h>

#include "bot_internal.h"
#include "troyes/td_score.h"

static const char *const level_names[TD_BOT_LEVELS] = {"random", "greedy",   "expert",
                                                        "beginner", "casual", "regular"};

const char *td_bot_level_name(int level)
{
    return level >= 0 && level < TD_BOT_LEVELS ? level_names[level] : NULL;
}

int td_bot_level_parse(const char *name)
{
    if (!name)
        return -1;
    for (int i = 0; i < TD_BOT_LEVELS; i++)
        if (strcmp(name, level_names[i]) == 0)
            return i;
    return -1;
}

void td_bot_config_default(td_bot_config *cfg, int level)
{
    memset(cfg, 0, sizeof *cfg);
    cfg->level = (uint8_t)level;
    /* 300 play-outs of three half-days, each valued at its end by the learned value (and, since
     * these settings were measured, the network's correction, value_net.c). Measured on solo games
     * paired with the same dice (seeds from 50000): on the value fitted to greedy games, a horizon
     * of 2 beat playing to the end by about 0.9 VP, and 1, 3 and 4 did worse than 2; on the value
     * refitted to the expert's games, 3 beats 2 by 0.4 VP (600 games) and 4 gains nothing more, nor
     * does 4 with 60 play-outs a candidate, nor a mix of 2, 3 and 4 across the play-outs. The mean
     * by budget (candidates x play-outs each; 600 games, seeds 50000..50599, `troyes-cli simulate
     * --candidates K --rollouts R`): 2 x 2 60.08, 4 x 6 61.07, 6 x 10 61.67, 8 x 15 62.20,
     * 10 x 30 62.83, 16 x 60 63.01, 16 x 150 63.15. Past 10 x 30 each doubling adds about 0.1 VP
     * (the last two are +0.17 and +0.32, standard errors 0.17 and 0.18), and 16 x 60 takes about
     * three times as long as 10 x 30, close to the 100 ms a decision may take. With the network,
     * the same 300 play-outs as 15 x 20 or 6 x 50 lost 0.31 and 0.44 VP (se 0.17, 600 games)
     * against 10 x 30. The expert's lead over the greedy player on the learned value (2.9 VP) comes
     * mostly from the last eight half-days (2.2 VP); a budget three times larger there, or
     * play-outs to the end of the game there, gained nothing measurable either (with the exact
     * score at the end, play-outs to the end from five die actions to come: -0.13 VP, se 0.09, 600
     * games). Play-out moves drawn at random with weights exp(value / 0.5 VP) instead of the best
     * one: -0.45 VP (se 0.22). With the network at the play-outs' ends, 3 still beats 2: by 0.28 VP
     * (se 0.14, 1200 games, seeds from 50000). Nor does the network pay in the play-outs' moves:
     * re-ranking the 2 or 4 best moves of each by the value with the network's correction moved the
     * expert by -0.01 (se 0.17) and +0.17 VP (se 0.19; 600 games, seeds from 50000), at 2 and 3.4
     * times the time; judging every move by it took 20 times as long. Nor a second level of search:
     * replying to the play-outs' first roll with the best of the 3 best moves by the value, each
     * played out 3 times on shared dice, rather than with the greedy move, gained +0.47 VP
     * (se 0.20, 600 games) at ten times the time, no more than 16 x 190 flat play-outs at the same
     * time gain (+0.44, se 0.18); at this budget's time (12 such samples a candidate, 3 replies x 2
     * play-outs) it lost 0.15 (se 0.21). Nor does ranking the candidates by their play-outs' mean
     * plus beta times the value they were pruned by: beta 0.15 gained +0.13 VP (se 0.06, 3000
     * games, seeds 50000..52999), 0.08 and 0.3 +0.03 (se 0.08 and 0.13, 1200 games from 50600),
     * 0.5 and -0.15 lost 0.43 and 0.42 (se 0.19 and 0.17, 600 games from 50000).
     * What the dice hide: the same search with one play-out a candidate on the game's own dice (a
     * trial patch that kept the game's generator instead of seeding the play-outs' own) scores
     * 64.91 when it sees the next roll, 67.16 the next two, 68.03 the next three and 70.36 every
     * roll to the end, against this expert's 62.99 (1000 solo games, seeds from 1). Nor does
     * hindsight within the play-outs: each play-out move chosen, among the 3 best by the value,
     * by its best reply to that play-out's own next roll (known to it, as the dice it will draw):
     * -0.14 VP (se 0.23, 418 games paired with the same dice, seeds from 50000) at 2.8 times the
     * time. */
    cfg->candidates = 10;
    cfg->rollouts = 30;
    cfg->horizon = 3;
}

void td_bot_config_fast(td_bot_config *cfg, int level)
{
    td_bot_config_default(cfg, level);
    cfg->candidates = 2;
    cfg->rollouts = 2;
}

float td_bot_evaluate(const td_state *s, int player)
{
    return td_bot_eval_sheet(&s->sheet[player], td_bot_remaining(s), &td_bot_default_weights);
}

static int has_decision(const td_state *s, int player)
{
    int k = td_need_of(s, player).kind;
    return k != TD_NEED_NOTHING && k != TD_NEED_ROLL;
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
        *sum += td_bot_playout(&st, ev, horizon);
    }
}

/* The expert's judgement of a projection: up to `cfg->candidates` moves (best first) with their
 * mean play-out score. Returns how many. With `fair` > 1, the first `fair` of them are then
 * played out as often as the best one, on the same dice, and sorted again by their means: the
 * estimates a player is shown can then be compared with each other. */
static int expert_rank(const td_state *proj, const td_bot_config *cfg, const td_bot_eval *ev,
                       td_rng *rng, td_move *out, float *estimate, int fair)
{
    td_move moves[TD_LEGAL_MAX];
    float values[TD_LEGAL_MAX];
    int idx[TD_LEGAL_MAX];
    int n = td_bot_greedy_all(proj, ev, moves, values);
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

static int greedy_rank(const td_state *proj, td_move *out, float *estimate, int cap)
{
    td_move moves[TD_LEGAL_MAX];
    float values[TD_LEGAL_MAX];
    int idx[TD_LEGAL_MAX];
    int n = td_bot_greedy_all(proj, &td_bot_greedy_eval, moves, values);
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
    int n = expert_rank(proj, cfg, ev, rng, best, est, 0);
    assert(n > 0);
    (void)n;
    return best[0];
}

td_move td_bot_choose(const td_state *s, int player, const td_bot_config *cfg, td_rng *rng)
{
    assert(has_decision(s, player));
    td_move m;
    if (cfg->level == TD_BOT_RANDOM) {
        int n = td_legal_count(s, player);
        assert(n > 0);
        m = td_legal_nth(s, player, n == 1 ? 0 : (int)td_rng_below(rng, (uint32_t)n));
        return m;
    }
    if (td_bot_is_persona(cfg->level)) {
        m = td_bot_persona_move(s, player, cfg->level);
        assert(td_move_check(s, &m) == NULL);
        return m;
    }
    td_state proj;
    td_bot_project(s, player, &proj);
    if (cfg->level == TD_BOT_EXPERT) {
        m = td_bot_expert_move(&proj, cfg, &td_bot_expert_eval, rng);
    } else {
        m = td_bot_greedy_move(&proj, &td_bot_greedy_eval, NULL);
    }
    m.player = (uint8_t)player;
    assert(td_move_check(s, &m) == NULL);
    return m;
}

int td_bot_rank_moves(const td_state *s, int player, const td_bot_config *cfg, td_rng *rng,
                      td_move *out, float *estimate, int cap)
{
    if (!has_decision(s, player) || cap <= 0)
        return 0;
    td_state proj;
    td_bot_project(s, player, &proj);
    td_move moves[TD_BOT_RANK_MAX];
    float est[TD_BOT_RANK_MAX];
    int n;
    if (cfg->level == TD_BOT_EXPERT) {
        n = expert_rank(&proj, cfg, &td_bot_expert_eval, rng, moves, est, cap);
        float offset = td_bot_estimate_offset[proj.params.expansion ? 1 : 0]
                                             [td_bot_remaining(&proj)];
        for (int i = 0; i < n; i++)
            est[i] += offset;
    } else {
        n = greedy_rank(&proj, moves, est, TD_BOT_RANK_MAX);
    }
    if (n > cap)
        n = cap;
    for (int i = 0; i < n; i++) {
        out[i] = moves[i];
        out[i].player = (uint8_t)player;
        estimate[i] = est[i];
    }
    return n;
}
