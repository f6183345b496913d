/* bot.c — the public bot API (td_bot.h): levels, settings, and each level's choice: the random
 * player here, the greedy player and the expert by the search (search.c) on the valuations of
 * eval.c (the expert: pruning by the learned value, then short play-outs with the greedy player
 * on the learned value, on the bot's own dice, each ending in the learned value of the sheet it
 * reaches with the network's correction). */
#include "troyes/td_bot.h"

#include <assert.h>
#include <string.h>

#include "levels.h"
#include "search.h"

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
    /* 10 candidates x 30 play-outs of three half-days, each ending in the learned value with the
     * network's correction: about as strong as larger budgets that take several times as long
     * (16 x 60: +0.2 VP at three times the time); 3 half-days beat 2, and 4 gained nothing more.
     * The measurements, and what else was tried, are in docs/bot-experiments.md. */
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
    return td_bot_eval_sheet(&s->sheet[player], td_actions_to_come(s), &td_bot_default_weights);
}

static int has_decision(const td_state *s, int player)
{
    int k = td_need_of(s, player).kind;
    return k != TD_NEED_NOTHING && k != TD_NEED_ROLL;
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
        n = td_bot_expert_rank(&proj, cfg, &td_bot_expert_eval, rng, moves, est, cap);
        float offset = td_bot_estimate_offset[proj.params.expansion ? 1 : 0]
                                             [td_actions_to_come(&proj)];
        for (int i = 0; i < n; i++)
            est[i] += offset;
    } else {
        n = td_bot_greedy_rank(&proj, &td_bot_greedy_eval, moves, est, TD_BOT_RANK_MAX);
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
