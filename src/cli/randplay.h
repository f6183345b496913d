/* randplay.h — the uniformly random legal-move player used by simulate and bench. */
#ifndef TD_CLI_RANDPLAY_H
#define TD_CLI_RANDPLAY_H

#include "troyes/td_rng.h"
#include "troyes/td_state.h"

/* Plays one whole game from `params` on *s with every player choosing uniformly among its legal
 * moves (one count and one pick per decision). Returns NULL, or the reason the game could not be
 * played (invalid params, or an engine refusal, which would be a bug). */
const char *cli_random_game(td_state *s, const td_params *params, td_rng *rng);

#endif
