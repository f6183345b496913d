/* simulate.c — `troyes-cli simulate`: many seeded games, with the score distribution and the
 * speed. Game g uses the game ID seed S + g.
 *
 * Without --bot/--bots every seat is the uniformly random player of randplay.c (the original
 * figures, unchanged). --bot LEVEL seats that bot level at every seat; --bots L1,L2,.. seats one
 * level per seat (the seat count is the list's length) and adds per-seat figures: the score
 * distribution and the win share (a seat that ties for first with k-1 others gets 1/k of a win).
 * Bot seat p of game g draws its own randomness from the stream (S + g, 0xb07 + p).
 *
 * --json also gives the share of games that earn each achievement (SPEC §9, td_achievements),
 * over all the seats and per seat; --per-game FILE writes one JSON line per game: its game ID,
 * the seats' players, their scores and the achievements each earned. */
#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "achieve.h"
#include "botplay.h"
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
    fprintf(stderr, "usage: troyes-cli simulate [--games N] [--players P] [--seed S] [--expansion] "
                    "[--json]\n"
                    "                           [--per-game FILE]\n"
                    "                           [--bot LEVEL | --bots L1,L2,..] "
                    "[--candidates K] [--rollouts R] [--horizon H]\n"
                    "       LEVEL: beginner, casual, regular, greedy, expert (troyes-cli levels) or random;\n"
                    "       defaults: 1000 games, 1 player, seeds from 1\n");
    return 2;
}

/* Parses "expert,greedy,random" into levels[]; returns the count, or 0 on error. */
static int parse_levels(const char *text, int levels[TD_MAX_PLAYERS])
{
    if (!text || !*text)
        return 0;
    int n = 0;
    const char *p = text;
    for (;;) {
        const char *comma = strchr(p, ',');
        size_t len = comma ? (size_t)(comma - p) : strlen(p);
        char name[16];
        if (len == 0 || len >= sizeof name || n >= TD_MAX_PLAYERS)
            return 0;
        memcpy(name, p, len);
        name[len] = '\0';
        int level = td_bot_level_parse(name);
        if (level < 0)
            return 0;
        levels[n++] = level;
        if (!comma)
            break;
        p = comma + 1;
    }
    return n;
}

typedef struct seat_stats {
    cli_stats scores;
    double wins;
    long long earned[TD_ACH_COUNT]; /* games whose achievements include each TD_ACH_* */
} seat_stats;

/* "achievements": {"played_solo": 1.0000, ...}: the share of `games` earning each. */
static void print_shares_json(const long long earned[TD_ACH_COUNT], long long games)
{
    printf(", \"achievements\": {");
    for (int k = 0; k < TD_ACH_COUNT; k++)
        printf("%s\"%s\": %.4f", k ? ", " : "", td_achievement_key[k],
               games ? (double)earned[k] / (double)games : 0.0);
    printf("}");
}

/* One line of --per-game: the game's ID, its seats, their scores and achievements. */
static void print_game_line(FILE *to, const td_state *s, const td_params *p, int bots,
                            const int *levels)
{
    char id[TD_GAMEID_MAX];
    td_gameid_encode(p, id, sizeof id);
    fprintf(to, "{\"id\": \"%s\", \"seats\": [", id);
    for (int pl = 0; pl < p->players; pl++)
        fprintf(to, "%s\"%s\"", pl ? ", " : "", bots ? td_bot_level_name(levels[pl]) : "random");
    fprintf(to, "], \"scores\": [");
    for (int pl = 0; pl < p->players; pl++)
        fprintf(to, "%s%d", pl ? ", " : "", td_score_total(s, pl));
    fprintf(to, "], \"achievements\": [");
    for (int pl = 0; pl < p->players; pl++) {
        fputs(pl ? ", " : "", to);
        cli_print_achievements(to, td_achievements(s, pl));
    }
    fprintf(to, "]}\n");
}

static void print_dist_json(const cli_stats *st)
{
    printf("\"mean\": %.3f, \"sd\": %.3f, \"min\": %d, \"p5\": %d, \"p50\": %d, \"p95\": %d, "
           "\"max\": %d",
           cli_stats_mean(st), cli_stats_sd(st), st->min, cli_stats_percentile(st, 5),
           cli_stats_percentile(st, 50), cli_stats_percentile(st, 95), st->max);
}

int cli_simulate(int argc, char **argv)
{
    long long games = 1000, players = 1, candidates = -1, rollouts = -1, horizon = -1;
    uint64_t seed = 1;
    int expansion = 0, json = 0, players_given = 0;
    int bots = 0; /* 0: the original random players; 1: --bot; 2: --bots */
    int levels[TD_MAX_PLAYERS] = {0};
    int n_levels = 0;
    const char *per_game = NULL;
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
            players_given = 1;
            i++;
        } else if (strcmp(a, "--seed") == 0) {
            if (!parse_u64(v, &seed))
                return fail("--seed takes a whole number from 0 to 18446744073709551615", v);
            i++;
        } else if (strcmp(a, "--expansion") == 0) {
            expansion = 1;
        } else if (strcmp(a, "--json") == 0) {
            json = 1;
        } else if (strcmp(a, "--per-game") == 0) {
            if (!v || !*v)
                return fail("--per-game needs a FILE", NULL);
            per_game = v;
            i++;
        } else if (strcmp(a, "--bot") == 0) {
            int level = td_bot_level_parse(v);
            if (level < 0 || bots == 2)
                return fail(bots == 2 ? "--bot and --bots do not mix: give one of them"
                                      : "--bot takes a level of troyes-cli levels, or random",
                            bots == 2 ? NULL : v);
            bots = 1;
            levels[0] = level;
            i++;
        } else if (strcmp(a, "--bots") == 0) {
            if (bots == 1)
                return fail("--bot and --bots do not mix: give one of them", NULL);
            n_levels = parse_levels(v, levels);
            if (n_levels == 0)
                return fail("--bots takes 1 to 10 levels separated by commas "
                            "(troyes-cli levels, or random)",
                            v);
            bots = 2;
            i++;
        } else if (strcmp(a, "--candidates") == 0) {
            if (!cli_parse_long(v, 1, TD_BOT_RANK_MAX, &candidates))
                return fail("--candidates takes 1 to 16", v);
            i++;
        } else if (strcmp(a, "--horizon") == 0) {
            if (!cli_parse_long(v, 0, 16, &horizon))
                return fail("--horizon takes 0 (to the end) to 16", v);
            i++;
        } else if (strcmp(a, "--rollouts") == 0) {
            if (!cli_parse_long(v, 1, 10000, &rollouts))
                return fail("--rollouts takes 1 to 10000", v);
            i++;
        } else {
            return fail("unknown option", a);
        }
    }
    if ((uint64_t)(games - 1) > UINT64_MAX - seed)
        return fail("the seeds would run past 18446744073709551615: lower --seed or --games", NULL);
    if (candidates > 0 || rollouts > 0 || horizon >= 0) {
        int expert = 0;
        for (int p = 0; p < (bots == 2 ? n_levels : 1); p++)
            expert |= bots && levels[p] == TD_BOT_EXPERT;
        if (!expert)
            return fail("--candidates, --rollouts and --horizon tune the expert's search, and no seat is an expert "
                        "(--bot expert, or expert in --bots)",
                        NULL);
    }
    if (bots == 2) {
        if (players_given && players != n_levels)
            return fail("--players must equal the number of levels given to --bots", NULL);
        players = n_levels;
    } else {
        for (int p = 1; p < TD_MAX_PLAYERS; p++)
            levels[p] = levels[0];
    }
    td_bot_config cfg[TD_MAX_PLAYERS];
    for (int p = 0; p < TD_MAX_PLAYERS; p++) {
        td_bot_config_default(&cfg[p], levels[p]);
        if (candidates > 0)
            cfg[p].candidates = (uint8_t)candidates;
        if (rollouts > 0)
            cfg[p].rollouts = (uint16_t)rollouts;
        if (horizon >= 0)
            cfg[p].horizon = (uint8_t)horizon;
    }

    FILE *lines = NULL;
    if (per_game && !(lines = fopen(per_game, "w"))) {
        fprintf(stderr, "troyes-cli simulate: cannot write %s: %s\n", per_game, strerror(errno));
        return 1;
    }
    cli_stats *st = malloc(sizeof *st);
    seat_stats *seats = calloc(TD_MAX_PLAYERS, sizeof *seats);
    long long earned[TD_ACH_COUNT] = {0};
    if (!st || !seats) {
        free(st);
        free(seats);
        if (lines)
            fclose(lines);
        fprintf(stderr, "troyes-cli simulate: out of memory\n");
        return 1;
    }
    cli_stats_init(st);
    for (int p = 0; p < TD_MAX_PLAYERS; p++)
        cli_stats_init(&seats[p].scores);
    td_state s;
    double t0 = cli_now();
    for (long long g = 0; g < games; g++) {
        td_params p;
        td_params_default(&p, (int)players, seed + (uint64_t)g);
        p.expansion = (uint8_t)expansion;
        const char *why;
        if (bots) {
            td_rng rng[TD_MAX_PLAYERS];
            for (int pl = 0; pl < players; pl++)
                td_rng_seed(&rng[pl], seed + (uint64_t)g, 0xb07ULL + (uint64_t)pl);
            why = cli_bot_game(&s, &p, cfg, rng, NULL);
        } else {
            td_rng rng;
            td_rng_seed(&rng, seed + (uint64_t)g, 0x5eedULL);
            why = cli_random_game(&s, &p, &rng);
        }
        if (why) {
            char id[TD_GAMEID_MAX];
            td_gameid_encode(&p, id, sizeof id);
            fprintf(stderr, "troyes-cli simulate: game %s failed: %s\n", id, why);
            free(st);
            free(seats);
            if (lines)
                fclose(lines);
            return 1;
        }
        int best = -1, tied = 0, total[TD_MAX_PLAYERS];
        for (int pl = 0; pl < players; pl++) {
            total[pl] = td_score_total(&s, pl);
            uint32_t ach = td_achievements(&s, pl);
            for (int k = 0; k < TD_ACH_COUNT; k++)
                if (ach & (1u << k)) {
                    earned[k]++;
                    seats[pl].earned[k]++;
                }
            cli_stats_add(st, total[pl]);
            cli_stats_add(&seats[pl].scores, total[pl]);
            if (total[pl] > best) {
                best = total[pl];
                tied = 1;
            } else if (total[pl] == best) {
                tied++;
            }
        }
        for (int pl = 0; pl < players; pl++)
            if (total[pl] == best)
                seats[pl].wins += 1.0 / tied;
        if (lines)
            print_game_line(lines, &s, &p, bots, levels);
    }
    if (lines && (ferror(lines) | fclose(lines))) {
        fprintf(stderr, "troyes-cli simulate: writing %s failed\n", per_game);
        free(st);
        free(seats);
        return 1;
    }
    double seconds = cli_now() - t0;
    double per_s = seconds > 0 ? (double)games / seconds : 0;
    /* Expert tables play a few games a second: keep two decimals there, whole games above. */
    int per_s_decimals = per_s < 100 ? 2 : 0;
    if (json) {
        printf("{\"games\": %lld, \"players\": %lld, \"expansion\": %s, \"seed\": %" PRIu64
               ", \"scores\": %lld, \"mean\": %.3f, \"sd\": %.3f, \"min\": %d, \"p5\": %d, "
               "\"p50\": %d, \"p95\": %d, \"max\": %d, \"seconds\": %.3f, \"games_per_s\": %.*f",
               games, players, expansion ? "true" : "false", seed, st->count,
               cli_stats_mean(st), cli_stats_sd(st), st->min, cli_stats_percentile(st, 5),
               cli_stats_percentile(st, 50), cli_stats_percentile(st, 95), st->max, seconds,
               per_s_decimals, per_s);
        print_shares_json(earned, st->count);
        if (bots) {
            if (bots == 1)
                printf(", \"bot\": \"%s\"", td_bot_level_name(levels[0]));
            printf(", \"seats\": [");
            for (int pl = 0; pl < players; pl++) {
                printf("%s{\"seat\": %d, \"bot\": \"%s\", ", pl ? ", " : "", pl + 1,
                       td_bot_level_name(levels[pl]));
                print_dist_json(&seats[pl].scores);
                if (players > 1) /* a solo game has no winner */
                    printf(", \"wins\": %.3f, \"win_share\": %.4f", seats[pl].wins, seats[pl].wins / (double)games);
                print_shares_json(seats[pl].earned, games);
                printf("}");
            }
            printf("]");
        }
        printf("}\n");
    } else {
        printf("games       %lld (%lld player%s, expansion %s, seeds %" PRIu64 "..)\n", games,
               players, players > 1 ? "s" : "", expansion ? "on" : "off", seed);
        printf("score       mean %.2f  sd %.2f  min %d  p5 %d  p50 %d  p95 %d  max %d\n",
               cli_stats_mean(st), cli_stats_sd(st), st->min, cli_stats_percentile(st, 5),
               cli_stats_percentile(st, 50), cli_stats_percentile(st, 95), st->max);
        if (bots)
            for (int pl = 0; pl < players; pl++) {
                const cli_stats *ss = &seats[pl].scores;
                printf("seat %-2d %-6s mean %.2f  sd %.2f  min %d  p5 %d  p50 %d  p95 %d  max %d",
                       pl + 1, td_bot_level_name(levels[pl]), cli_stats_mean(ss),
                       cli_stats_sd(ss), ss->min, cli_stats_percentile(ss, 5),
                       cli_stats_percentile(ss, 50), cli_stats_percentile(ss, 95), ss->max);
                if (players > 1) /* a solo game has no winner */
                    printf("  wins %.1f%%", 100.0 * seats[pl].wins / (double)games);
                printf("\n");
            }
        printf("speed       %.*f games/s (%.3f s)\n", per_s_decimals, per_s, seconds);
    }
    free(st);
    free(seats);
    return 0;
}
