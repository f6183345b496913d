/* botplay.c — whole games played by bots, one configuration per seat (see botplay.h). */
#include "botplay.h"

#include <math.h>
#include <stdlib.h>

#include "stats.h"
#include "troyes/td_engine.h"

const char *cli_bot_game(td_state *s, const td_params *params, const td_bot_config *cfg,
                         td_rng *rng, cli_timing *timing)
{
    const char *why = td_state_init(s, params);
    if (why)
        return why;
    td_move roll = td_move_roll();
    while (s->phase != TD_PHASE_OVER) {
        if (s->phase == TD_PHASE_ROLL) {
            why = td_move_apply(s, &roll);
            if (why)
                return why;
            continue;
        }
        /* Players are independent: each one finishes their whole half-day in turn. */
        for (int p = 0; p < params->players && s->phase == TD_PHASE_CHOOSE; p++) {
            while (td_waiting_players(s) & (1u << p)) {
                double t0 = timing ? cli_now() : 0;
                td_move m = td_bot_choose(s, p, &cfg[p], &rng[p]);
                if (timing && timing->n < timing->cap)
                    timing->ms[timing->n++] = (cli_now() - t0) * 1000.0;
                why = td_move_apply(s, &m);
                if (why)
                    return why;
                if (s->phase != TD_PHASE_CHOOSE)
                    break;
            }
        }
    }
    return NULL;
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

double cli_timing_percentile(cli_timing *timing, double q)
{
    if (timing->n <= 0)
        return 0;
    qsort(timing->ms, (size_t)timing->n, sizeof timing->ms[0], cmp_double);
    long rank = (long)ceil(q / 100.0 * timing->n);
    if (rank < 1)
        rank = 1;
    if (rank > timing->n)
        rank = timing->n;
    return timing->ms[rank - 1];
}
