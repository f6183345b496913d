/* search.h — how the bots choose among moves (search.c): the solo projection they play on, the
 * greedy player (the best value one move ahead, pending bonus decisions answered inside the
 * look) and the expert (the greedy player's best candidates played out on the bot's own dice).
 * Positions are valued through eval.h only. */
#ifndef TD_BOT_SEARCH_H
#define TD_BOT_SEARCH_H

#include <stddef.h>
#include <string.h>

#include "eval.h"
#include "troyes/td_bot.h"

/* The solo projection: player `player`'s view of s as a one-player game (their sheet becomes
 * sheet 0). Only the bytes up to the end of sheet 0 are meaningful (see td_bot_copy). */
#define TD_BOT_PROJ_BYTES (offsetof(td_state, sheet) + sizeof(td_sheet))
void td_bot_project(const td_state *s, int player, td_state *out);
static inline void td_bot_copy(td_state *dst, const td_state *src)
{
    memcpy(dst, src, TD_BOT_PROJ_BYTES);
}

/* The greedy move on a projection, and its value when `value` is not NULL. */
td_move td_bot_greedy_move(const td_state *proj, const td_bot_eval *ev, float *value);
/* Up to `cap` moves of a projection, best first by the greedy player's values (the estimates). */
int td_bot_greedy_rank(const td_state *proj, const td_bot_eval *ev, td_move *out,
                       float *estimate, int cap);

/* The expert's judgement of a projection with the settings `cfg` and the sheets valued by `ev`:
 * up to `cfg->candidates` moves (best first) with their mean play-out score. Returns how many.
 * With `fair` > 1, the first `fair` of them are then played out as often as the best one, on the
 * same dice, and sorted again by their means: the estimates a player is shown can then be
 * compared with each other. */
int td_bot_expert_rank(const td_state *proj, const td_bot_config *cfg, const td_bot_eval *ev,
                       td_rng *rng, td_move *out, float *estimate, int fair);
/* The expert's move on a projection (the bot itself uses td_bot_expert_eval; `troyes-train fit`
 * plays it on the values it fits). */
td_move td_bot_expert_move(const td_state *proj, const td_bot_config *cfg, const td_bot_eval *ev,
                           td_rng *rng);

/* What the expert's solo games score, on average, above its estimate of the move it plays (the
 * mean of its play-outs), by die actions to come: row 0 without the expansion, row 1 with it.
 * The learned value is fitted to a lighter player's games, so early in a game the expert ends
 * above what its play-outs foresee. Written by `troyes-train calibrate` in
 * generated/estimate_offsets.c; td_bot_rank_moves adds it to the expert's estimates (the same
 * amount for every move of a decision, so it changes no choice). */
extern const float td_bot_estimate_offset[2][TD_BOT_VALUE_TIMES];

#endif
