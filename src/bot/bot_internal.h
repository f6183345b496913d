/* bot_internal.h — what the bot's modules share: the heuristic's weights, the solo projection of
 * a player's view and the greedy player. Not part of the public API (tuning tools may use it). */
#ifndef TD_BOT_INTERNAL_H
#define TD_BOT_INTERNAL_H

#include <stddef.h>
#include <string.h>

#include "troyes/td_bot.h"
#include "troyes/td_engine.h"
#include "troyes/td_rules.h"

/* The weights of the greedy heuristic (see greedy.c for what each one values). All floats: a
 * tuning tool may treat the struct as an array. */
typedef struct td_bot_weights {
    float liquid[TD_RESOURCES]; /* worth of a held resource beyond its 1/2 VP, at full time left */
    float liquid_cap;           /* held resources past this many earn no liquidity worth */
    float track;                /* progress toward the next citizen slot of a resource track */
    float fill;                 /* share of a row's open cells expected to be built */
    float cath_open;            /* chance weight of an open Cathedral cell being built later */
    float colbonus[3];          /* worth of the citizen column bonuses 3, 6, 11 once in reach */
    float col_pace;             /* citizens the three tracks gain per die action to come */
    float cit15;                /* worth of a track's 15th citizen (a prestige building) */
    float cit20;                /* worth of a track's 20th citizen (two citizens) */
    float cit_pace;             /* citizens one track gains per die action to come */
    float link;                 /* half a link: one cell built, the other open */
    float link2;                /* a link with both cells open */
    float open[TD_ROWS];        /* an open cell, by row */
    float protect;              /* an open cell protected by a Fortress, per attack to come */
} td_bot_weights;

extern const td_bot_weights td_bot_default_weights;

/* Cells set in a 6-bit row mask. */
extern const uint8_t td_bot_bits6_table[64];
static inline int td_bot_bits6(unsigned m)
{
    return td_bot_bits6_table[m & 0x3Fu];
}

/* The open cells of a row (neither built nor crossed out), as a 6-bit mask. */
static inline unsigned td_bot_open_mask(const td_sheet *sh, int row)
{
    return ~(unsigned)(sh->built[row] | sh->crossed[row]) & 0x3Fu;
}

/* The citizens a sheet still misses, over its three tracks, for the column bonus at citizen
 * column `at` (td_colbonus_at, SPEC section 5). */
static inline int td_bot_cit_missing(const td_sheet *sh, int at)
{
    int missing = 0;
    for (int k = 0; k < TD_COLOURS; k++)
        missing += sh->cit[k] < at ? at - sh->cit[k] : 0;
    return missing;
}

/* How far link `pair` of `row` is on its way: 1 with one of its two cells built and the other
 * open, 2 with both open, 0 otherwise (no link there, already gained, or blocked). */
static inline int td_bot_link_progress(const td_sheet *sh, int row, int pair)
{
    if (td_links[row][pair].kind == TD_LINK_NONE || (sh->links & (1u << (row * 3 + pair))))
        return 0;
    unsigned two = 3u << (2 * pair);
    unsigned built = sh->built[row] & two, open = td_bot_open_mask(sh, row) & two;
    return built && open ? 1 : open == two ? 2 : 0;
}

/* Worth of a link bonus in VP (citizens 1, resources 1/2). */
static inline float td_bot_link_vp(const td_link *l)
{
    if (l->kind == TD_LINK_CITIZEN)
        return (float)l->amount;
    if (l->kind == TD_LINK_RESOURCE)
        return 0.5f * (float)l->amount;
    return 0.0f;
}

/* Die actions left after the current half-day (15 on the first, 0 on the last). */
int td_bot_remaining(const td_state *s);

/* The heuristic value of a sheet, in estimated final VP, with `remaining` die actions to come. */
float td_bot_eval_sheet(const td_sheet *sh, int remaining, const td_bot_weights *w);

/* The solo projection: player `player`'s view of s as a one-player game (their sheet becomes
 * sheet 0). Only the bytes up to the end of sheet 0 are meaningful (see td_bot_copy). */
#define TD_BOT_PROJ_BYTES (offsetof(td_state, sheet) + sizeof(td_sheet))
void td_bot_project(const td_state *s, int player, td_state *out);
static inline void td_bot_copy(td_state *dst, const td_state *src)
{
    memcpy(dst, src, TD_BOT_PROJ_BYTES);
}

/* The expert's learned value (value.c): TD_BOT_VALUE_FEATURES facts about a sheet, weighed by a
 * row of weights chosen by the die actions still to come (0..16: rows TD_BOT_VALUE_TIMES).
 * `troyes-cli fit` fits each weight as a + b f + c f^2 of the share of the game left
 * f = remaining / 15 and writes the rows out in value_weights.c. */
#define TD_BOT_VALUE_FEATURES 140
#define TD_BOT_VALUE_TIMES 17
#define TD_BOT_VALUE_WEIGHTS (TD_BOT_VALUE_TIMES * TD_BOT_VALUE_FEATURES)
extern const float td_bot_value_weights[TD_BOT_VALUE_WEIGHTS];
/* Writes the features of a sheet to b[0..TD_BOT_VALUE_FEATURES) and returns their count. */
int td_bot_value_features(const td_sheet *sh, float *b);
/* The learned value of a sheet, in estimated final VP, with `remaining` die actions to come;
 * with none to come, the sheet's score itself (the fitted row 0 is not used). */
float td_bot_value(const td_sheet *sh, int remaining, const float *weights);

/* What the expert's solo games score, on average, above its estimate of the move it plays (the
 * mean of its play-outs), by die actions to come: row 0 without the expansion, row 1 with it.
 * The learned value is fitted to a lighter player's games, so early in a game the expert ends
 * above what its play-outs foresee. Written by `troyes-cli calibrate` in estimate_offsets.c;
 * td_bot_rank_moves adds it to the expert's estimates (the same amount for every move of a
 * decision, so it changes no choice). */
extern const float td_bot_estimate_offset[2][TD_BOT_VALUE_TIMES];

/* The expert's network (value_net.c): a correction to the learned value, used where the
 * play-outs end. It reads TD_BOT_NET_INPUTS numbers about a position: the value's features,
 * every cell, die box, track and link of the sheet, the time left, the colours of the plazas
 * under the slots of the half-days to come, and the learned value itself (the last input). One
 * layer of TD_BOT_NET_HIDDEN rectified units; the inputs' scaling is folded into w1 and b1.
 * `troyes-cli fit-net` fits it and writes value_net_weights.c. */
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
 * notch). Writes x[0..TD_BOT_NET_INPUTS) and returns the count. */
int td_bot_net_inputs(const td_sheet *sh, int remaining, int day, int half, const uint8_t *up,
                      float *x);
/* The network's correction for the inputs x. */
float td_bot_net_residual(const td_bot_net *net, const float *x);

/* How a sheet is valued: the learned value when `learned` is set (its weights), otherwise the
 * hand-tuned heuristic with the weights `heuristic`. With `net` as well, the play-outs' ends
 * (before a roll) add that network's correction to the learned value. */
typedef struct td_bot_eval {
    const td_bot_weights *heuristic;
    const float *learned;
    const td_bot_net *net;
} td_bot_eval;
/* The value of a projection before a roll, where a play-out ends: the learned value of sheet 0,
 * corrected by ev->net when there is one (and die actions are still to come). */
float td_bot_eval_leaf(const td_bot_eval *ev, const td_state *proj);
float td_bot_eval_of(const td_bot_eval *ev, const td_sheet *sh, int remaining);
/* The greedy bot's evaluation (the heuristic) and the expert's (the learned value, with the
 * network at the play-outs' ends). */
extern const td_bot_eval td_bot_greedy_eval, td_bot_expert_eval;

/* Greedy on a projection (player 0): every legal move now with its value (the sheet after it,
 * pending bonus decisions answered greedily). Returns the count (<= TD_LEGAL_MAX). */
int td_bot_greedy_all(const td_state *proj, const td_bot_eval *ev, td_move *moves,
                      float *values);
/* The greedy move on a projection, and its value when `value` is not NULL. */
td_move td_bot_greedy_move(const td_state *proj, const td_bot_eval *ev, float *value);
/* The expert's move on a projection with the settings `cfg` and the sheets valued by `ev` (the
 * bot itself uses td_bot_expert_eval; `troyes-cli fit` plays it on the values it fits). */
td_move td_bot_expert_move(const td_state *proj, const td_bot_config *cfg, const td_bot_eval *ev,
                           td_rng *rng);
/* Plays a projection out with the greedy player, to the end of the game (horizon 0: returns the
 * final score) or for `horizon` more rolls (returns td_bot_eval_leaf then). The dice come from
 * proj->rng (which the caller has reseeded: a bot never uses the game's stream). */
float td_bot_playout(td_state *proj, const td_bot_eval *ev, int horizon);

/* The ladder's weaker levels (levels.c): whether `level` is one of them, and its move for
 * `player` (a legal answer to td_need_of; no randomness). */
int td_bot_is_persona(int level);
td_move td_bot_persona_move(const td_state *s, int player, int level);

#endif
