/* simulate.c — `troyes-cli simulate`: many seeded games of uniformly random legal moves, with the
 * score distribution over every seat and the speed. Game g uses the game ID seed S + g. */
#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "randplay.h"
#include "stats.h"
#include "troyes/td_gameid.h"
#include "troyes/td_score.h"

static int parse_u64(const char *text, uint64_t *out)
{
    if (!text || !*text || *text == '-' || *text == '+')
        return 0;
    char *end = NULL;
    errno = 0;
    unsigned long long v = strtoull(text, &end, 10);
    if (errno || *end)
        return 0;
    *out = (uint64_t)v;
    return 1;
}

static int fail(const char *message, const char *arg)
{
    fprintf(stderr, "troyes-cli simulate: %s%s%s\n", message, arg ? ": " : "", arg ? arg : "");
    fprintf(stderr, "usage: troyes-cli simulate --games N --players P --seed S [--expansion] "
                    "[--json]\n");
    return 2;
}

int cli_simulate(int argc, char **argv)
{
    long long games = 1000, players = 1;
    uint64_t seed = 1;
    int expansion = 0, json = 0;
    for (int i = 0; i < argc; i++) {
        const char *a = argv[i];
        const char *v = i + 1 < argc ? argv[i + 1] : NULL;
        if (strcmp(a, "--games") == 0) {
            if (!cli_parse_long(v, 1, 1000000000LL, &games))
                return fail("--games takes a whole number from 1 to 1000000000", v);
            i++;
        } else if (strcmp(a, "--players") == 0) {
            if (!cli_parse_long(v, 1, TD_MAX_PLAYERS, &players))
                return fail("--players takes 1 to 10", v);
            i++;
        } else if (strcmp(a, "--seed") == 0) {
            if (!parse_u64(v, &seed))
                return fail("--seed takes a whole number from 0 to 18446744073709551615", v);
            i++;
        } else if (strcmp(a, "--expansion") == 0) {
            expansion = 1;
        } else if (strcmp(a, "--json") == 0) {
            json = 1;
        } else {
            return fail("unknown option", a);
        }
    }

    cli_stats *st = malloc(sizeof *st);
    if (!st) {
        fprintf(stderr, "troyes-cli simulate: out of memory\n");
        return 1;
    }
    cli_stats_init(st);
    td_state s;
    double t0 = cli_now();
    for (long long g = 0; g < games; g++) {
        td_params p;
        td_params_default(&p, (int)players, seed + (uint64_t)g);
        p.expansion = (uint8_t)expansion;
        td_rng rng;
        td_rng_seed(&rng, seed + (uint64_t)g, 0x5eedULL);
        const char *why = cli_random_game(&s, &p, &rng);
        if (why) {
            char id[TD_GAMEID_MAX];
            td_gameid_encode(&p, id, sizeof id);
            fprintf(stderr, "troyes-cli simulate: game %s failed: %s\n", id, why);
            free(st);
            return 1;
        }
        for (int pl = 0; pl < players; pl++)
            cli_stats_add(st, td_score_total(&s, pl));
    }
    double seconds = cli_now() - t0;
    double per_s = seconds > 0 ? (double)games / seconds : 0;
    if (json) {
        printf("{\"games\": %lld, \"players\": %lld, \"expansion\": %s, \"seed\": %" PRIu64
               ", \"scores\": %lld, \"mean\": %.3f, \"sd\": %.3f, \"min\": %d, \"p5\": %d, "
               "\"p50\": %d, \"p95\": %d, \"max\": %d, \"seconds\": %.3f, \"games_per_s\": %.0f}\n",
               games, players, expansion ? "true" : "false", seed, st->count,
               cli_stats_mean(st), cli_stats_sd(st), st->min, cli_stats_percentile(st, 5),
               cli_stats_percentile(st, 50), cli_stats_percentile(st, 95), st->max, seconds,
               per_s);
    } else {
        printf("games       %lld (%lld player%s, expansion %s, seeds %" PRIu64 "..)\n", games,
               players, players > 1 ? "s" : "", expansion ? "on" : "off", seed);
        printf("score       mean %.2f  sd %.2f  min %d  p5 %d  p50 %d  p95 %d  max %d\n",
               cli_stats_mean(st), cli_stats_sd(st), st->min, cli_stats_percentile(st, 5),
               cli_stats_percentile(st, 50), cli_stats_percentile(st, 95), st->max);
        printf("speed       %.0f games/s (%.3f s)\n", per_s, seconds);
    }
    free(st);
    return 0;
}
