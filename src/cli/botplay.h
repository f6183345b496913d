/* botplay.h — whole games played by bots (td_bot.h), one configuration per seat, for simulate
 * and bench. */
#ifndef TD_CLI_BOTPLAY_H
#define TD_CLI_BOTPLAY_H

#include "troyes/td_bot.h"
#include "troyes/td_state.h"

/* Decision times in milliseconds, collected when a game is given one (cap fixed by the caller). */
typedef struct cli_timing {
    double *ms;
    int n, cap;
} cli_timing;

/* Plays one whole game from `params`: seat p answers every decision with td_bot_choose(cfg[p])
 * on its own stream rng[p]. When `timing` is not NULL, each decision's time is appended (up to
 * its cap). Returns NULL, or why the game could not be played (a bot's illegal move is a bug). */
const char *cli_bot_game(td_state *s, const td_params *params, const td_bot_config *cfg,
                         td_rng *rng, cli_timing *timing);

/* Nearest-rank q-th percentile (0..100) of timing->ms (sorts it). 0 when empty. */
double cli_timing_percentile(cli_timing *timing, double q);

#endif
