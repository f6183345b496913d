/* randplay.h — the loop that plays a whole game with a given chooser, and the uniformly random
 * legal-move player used by simulate and bench. */
#ifndef TD_CLI_RANDPLAY_H
#define TD_CLI_RANDPLAY_H

#include "troyes/td_rng.h"
#include "troyes/td_state.h"

#include "troyes/td_move.h"

/* Answers what `player` must decide now in *s (a legal move); `ctx` is the chooser's own. */
typedef td_move (*cli_chooser)(const td_state *s, int player, void *ctx);

/* Plays one whole game from `params` on *s: the dice are rolled from the seed and every decision
 * is asked of `choose`, each player finishing their half-day in turn (players are independent).
 * Returns NULL, or the reason the game could not be played (invalid params, or an illegal move
 * from the chooser, which would be a bug). */
const char *cli_run_game(td_state *s, const td_params *params, cli_chooser choose, void *ctx);

/* Plays one whole game from `params` on *s with every player choosing uniformly among its legal
 * moves (one count and one pick per decision). Returns NULL, or the reason the game could not be
 * played (invalid params, or an engine refusal, which would be a bug). */
const char *cli_random_game(td_state *s, const td_params *params, td_rng *rng);

#endif
