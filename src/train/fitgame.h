/* fitgame.h — what `troyes-train fit` and `fit-net` share: the solo games their fits learn from
 * (fit.c). */
#ifndef TD_CLI_FITGAME_H
#define TD_CLI_FITGAME_H

#include <stdint.h>

#include "bot_internal.h"

/* The lighter expert of the expert rounds: about ten times faster than the bot's own. */
void fit_expert_config(td_bot_config *cfg);

/* Called with the state before each roll of a game, then once with the final state (phase
 * TD_PHASE_OVER). */
typedef void (*fit_sheet_fn)(const td_state *s, void *ctx);

/* One solo game of seed `seed` on `ev`, by the greedy player, or by the expert with the settings
 * `expert` when that is not NULL (its decisions draw on `rng`). With `explore` > 0, that share
 * of the moves is random (from `rng`). `on_sheet`, when not NULL, sees the sheets. Returns the
 * final score (0 when the game cannot be set up). */
int fit_game(uint64_t seed, const td_bot_eval *ev, const td_bot_config *expert, double explore,
             td_rng *rng, fit_sheet_fn on_sheet, void *ctx);

#endif
