/* stats.h — score distributions for simulate and bench. */
#ifndef TD_CLI_STATS_H
#define TD_CLI_STATS_H

#define CLI_SCORE_MAX 400

typedef struct cli_stats {
    long long count;
    double sum, sum_sq;
    int min, max;
    long long histogram[CLI_SCORE_MAX + 1]; /* scores are small whole numbers */
} cli_stats;

void cli_stats_init(cli_stats *st);
void cli_stats_add(cli_stats *st, int score);
double cli_stats_mean(const cli_stats *st);
double cli_stats_sd(const cli_stats *st);
/* The q-th percentile (0..100), nearest-rank. */
int cli_stats_percentile(const cli_stats *st, double q);
/* Seconds on a monotonic clock (sys_clock_seconds), for timing. */
double cli_now(void);

#endif
