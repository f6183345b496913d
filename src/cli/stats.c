/* stats.c — score distributions and the clock for the figures troyes-cli prints. */
#include "stats.h"
#include "sys_os.h"

#include <math.h>
#include <string.h>

void cli_stats_init(cli_stats *st)
{
    memset(st, 0, sizeof *st);
    st->min = CLI_SCORE_MAX;
}

void cli_stats_add(cli_stats *st, int score)
{
    if (score < 0)
        score = 0;
    if (score > CLI_SCORE_MAX)
        score = CLI_SCORE_MAX;
    st->count++;
    st->sum += score;
    st->sum_sq += (double)score * score;
    if (score < st->min)
        st->min = score;
    if (score > st->max)
        st->max = score;
    st->histogram[score]++;
}

double cli_stats_mean(const cli_stats *st) { return st->count ? st->sum / (double)st->count : 0; }

double cli_stats_sd(const cli_stats *st)
{
    if (st->count < 2)
        return 0;
    double mean = cli_stats_mean(st);
    double var = (st->sum_sq - st->count * mean * mean) / (double)(st->count - 1);
    return var > 0 ? sqrt(var) : 0;
}

int cli_stats_percentile(const cli_stats *st, double q)
{
    if (!st->count)
        return 0;
    long long rank = (long long)ceil(q / 100.0 * (double)st->count);
    if (rank < 1)
        rank = 1;
    long long seen = 0;
    for (int s = 0; s <= CLI_SCORE_MAX; s++) {
        seen += st->histogram[s];
        if (seen >= rank)
            return s;
    }
    return st->max;
}

double cli_now(void) { return sys_clock_seconds(); }
