/* botplay.c — whole games played by bots, one configuration per seat (see botplay.h). */
#include "botplay.h"

#include <math.h>
#include <stdlib.h>

#include "randplay.h"
#include "stats.h"

typedef struct bot_table {
    const td_bot_config *cfg;
    td_rng *rng;
    cli_timing *timing;
} bot_table;

static td_move choose_bot(const td_state *s, int player, void *ctx)
{
    bot_table *t = ctx;
    double t0 = t->timing ? cli_now() : 0;
    td_move m = td_bot_choose(s, player, &t->cfg[player], &t->rng[player]);
    if (t->timing && t->timing->n < t->timing->cap)
        t->timing->ms[t->timing->n++] = (cli_now() - t0) * 1000.0;
    return m;
}

const char *cli_bot_game(td_state *s, const td_params *params, const td_bot_config *cfg,
                         td_rng *rng, cli_timing *timing)
{
    bot_table table = {cfg, rng, timing};
    return cli_run_game(s, params, choose_bot, &table);
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
