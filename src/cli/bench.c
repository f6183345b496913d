/* bench.c — `troyes-cli bench [--json] [--quick]`: the rules core's speed on one core.
 *   random_games_per_s        whole solo games of uniformly random legal moves
 *   legal_enumerations_per_s  full legal-move lists (die choices) of mid-game states
 *   state_bytes               sizeof(td_state): the cost of one snapshot
 *   decision_ms_p95           per bot level, the 95th percentile of one decision's time (ms)
 *                             over solo games of fixed seeds (td_bot_choose, default settings)
 *   par_ms_p95                the 95th percentile of the time td_bot_par takes on one solo game
 *                             (the hindsight best, default beam), over seeds 1..20 (one game
 *                             with a beam of 50 with --quick)
 * Each speed figure runs for a fixed wall time (1 s, or 0.05 s with --quick) on one thread; the
 * decision times cover whole games (expert: 3, every other level: 8), or with --quick only the
 * first few decisions of one game (the expert then uses its cheap test settings). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "botplay.h"
#include "cli.h"
#include "randplay.h"
#include "stats.h"
#include "troyes/td_engine.h"
#include "troyes/td_score.h"
#include "troyes/td_session.h"

#define BENCH_STATES 512
#define BENCH_DECISIONS 4096

/* Times td_bot_choose over solo games of seeds 1..games (all seats the same level), at most
 * `max_decisions` decisions. Returns the 95th percentile in ms, or -1 on an engine refusal. */
static double decision_p95(int level, int quick, int games, int max_decisions, double *ms)
{
    td_bot_config cfg;
    if (quick && level == TD_BOT_EXPERT)
        td_bot_config_fast(&cfg, level);
    else
        td_bot_config_default(&cfg, level);
    cli_timing timing = {ms, 0, max_decisions < BENCH_DECISIONS ? max_decisions : BENCH_DECISIONS};
    for (int g = 1; g <= games && timing.n < timing.cap; g++) {
        td_params p;
        td_params_default(&p, 1, (uint64_t)g);
        td_state s;
        if (td_state_init(&s, &p))
            return -1;
        td_rng rng;
        td_rng_seed(&rng, (uint64_t)g, 0xb07ULL);
        td_move roll = td_move_roll();
        while (s.phase != TD_PHASE_OVER && timing.n < timing.cap) {
            td_move m = roll;
            if (s.phase != TD_PHASE_ROLL) {
                double t0 = cli_now();
                m = td_bot_choose(&s, 0, &cfg, &rng);
                timing.ms[timing.n++] = (cli_now() - t0) * 1000.0;
            }
            if (td_move_apply(&s, &m))
                return -1;
        }
    }
    return cli_timing_percentile(&timing, 95);
}

/* Mid-game states where player 0 must choose a die, gathered from random games. */
static int gather_states(td_state *out, int want)
{
    int n = 0;
    td_rng rng;
    td_rng_seed(&rng, 2024, 7);
    for (uint64_t g = 0; n < want; g++) {
        td_params p;
        td_params_default(&p, 1, g);
        p.expansion = (uint8_t)(g & 1u);
        td_state s;
        if (td_state_init(&s, &p))
            return n;
        td_move roll = td_move_roll();
        while (s.phase != TD_PHASE_OVER && n < want) {
            if (s.phase == TD_PHASE_ROLL) {
                td_move_apply(&s, &roll);
                if (td_need_of(&s, 0).kind == TD_NEED_DIE)
                    out[n++] = s;
                continue;
            }
            int k = td_legal_count(&s, 0);
            td_move m = td_legal_nth(&s, 0, (int)td_rng_below(&rng, (uint32_t)k));
            td_move_apply(&s, &m);
        }
    }
    return n;
}

int cli_bench(int argc, char **argv)
{
    int json = 0, quick = 0;
    double duration = 1.0;
    for (int i = 0; i < argc; i++) {
        if (strcmp(argv[i], "--json") == 0)
            json = 1;
        else if (strcmp(argv[i], "--quick") == 0)
            duration = 0.05, quick = 1;
        else {
            fprintf(stderr, "troyes-cli bench: unknown option: %s\n"
                            "usage: troyes-cli bench [--json] [--quick]\n",
                    argv[i]);
            return 2;
        }
    }

    /* 1. Random solo games. */
    td_state s;
    td_rng rng;
    td_rng_seed(&rng, 1, 0x5eedULL);
    long long games = 0;
    long long score_sum = 0;
    double t0 = cli_now(), elapsed = 0;
    do {
        for (int i = 0; i < 256; i++, games++) {
            td_params p;
            td_params_default(&p, 1, (uint64_t)games);
            const char *why = cli_random_game(&s, &p, &rng);
            if (why) {
                fprintf(stderr, "troyes-cli bench: %s\n", why);
                return 1;
            }
            score_sum += td_score_total(&s, 0);
        }
        elapsed = cli_now() - t0;
    } while (elapsed < duration);
    double games_per_s = (double)games / elapsed;

    /* 2. Legal-move enumerations. */
    td_state *states = malloc(sizeof *states * BENCH_STATES);
    td_move *moves = malloc(sizeof *moves * TD_LEGAL_MAX);
    if (!states || !moves) {
        free(states);
        free(moves);
        fprintf(stderr, "troyes-cli bench: out of memory\n");
        return 1;
    }
    int n_states = gather_states(states, BENCH_STATES);
    long long enumerations = 0, listed = 0;
    t0 = cli_now();
    do {
        for (int i = 0; i < n_states; i++, enumerations++)
            listed += td_legal_moves(&states[i], 0, moves, TD_LEGAL_MAX);
        elapsed = cli_now() - t0;
    } while (elapsed < duration);
    double enum_per_s = (double)enumerations / elapsed;
    free(states);
    free(moves);

    /* 3. Bot decisions. */
    static const int bot_games[TD_BOT_LEVELS] = {
        [TD_BOT_RANDOM] = 8, [TD_BOT_GREEDY] = 8, [TD_BOT_EXPERT] = 3,
        [TD_BOT_BEGINNER] = 8, [TD_BOT_CASUAL] = 8, [TD_BOT_REGULAR] = 8};
    double p95[TD_BOT_LEVELS];
    double *ms = malloc(sizeof *ms * BENCH_DECISIONS);
    if (!ms) {
        fprintf(stderr, "troyes-cli bench: out of memory\n");
        return 1;
    }
    for (int level = 0; level < TD_BOT_LEVELS; level++) {
        p95[level] = decision_p95(level, quick, quick ? 1 : bot_games[level],
                                  quick ? 3 : BENCH_DECISIONS, ms);
        if (p95[level] < 0) {
            free(ms);
            fprintf(stderr, "troyes-cli bench: a bot game failed\n");
            return 1;
        }
    }

    /* 4. The hindsight best. */
    int par_games = quick ? 1 : 20;
    cli_timing par_timing = {ms, 0, par_games};
    for (int g = 1; g <= par_games; g++) {
        td_params p;
        td_params_default(&p, 1, (uint64_t)g);
        double t1 = cli_now();
        if (td_bot_par(&p, quick ? 50 : TD_BOT_PAR_BEAM, NULL, 0, NULL) < 0) {
            free(ms);
            fprintf(stderr, "troyes-cli bench: the hindsight best failed\n");
            return 1;
        }
        par_timing.ms[par_timing.n++] = (cli_now() - t1) * 1000.0;
    }
    double par_p95 = cli_timing_percentile(&par_timing, 95);
    free(ms);

    if (json) {
        printf("{\"random_games_per_s\": %.0f, \"legal_enumerations_per_s\": %.0f, "
               "\"state_bytes\": %zu, \"session_bytes\": %zu, \"mean_legal_moves\": %.1f, "
               "\"random_mean_score\": %.2f, \"decision_ms_p95\": {",
               games_per_s, enum_per_s, sizeof(td_state), sizeof(td_session),
               (double)listed / (double)enumerations, (double)score_sum / (double)games);
        for (int level = 0; level < TD_BOT_LEVELS; level++)
            printf("%s\"%s\": %.4f", level ? ", " : "", td_bot_level_name(level), p95[level]);
        printf("}, \"par_ms_p95\": %.1f, \"quick\": %s}\n", par_p95, quick ? "true" : "false");
    } else {
        printf("random solo games      %.0f /s (%lld games)\n", games_per_s, games);
        printf("legal enumerations     %.0f /s (%.1f moves per list)\n", enum_per_s,
               (double)listed / (double)enumerations);
        printf("state size             %zu bytes (session with move list: %zu bytes)\n",
               sizeof(td_state), sizeof(td_session));
        printf("bot decision p95      ");
        for (int level = 0; level < TD_BOT_LEVELS; level++)
            printf("%s %s %.4f ms", level ? "," : "", td_bot_level_name(level), p95[level]);
        printf("%s\n", quick ? " (quick: first decisions only, cheap expert)" : "");
        printf("hindsight best p95     %.1f ms a game%s\n", par_p95, quick ? " (quick: one game, beam 50)" : "");
    }
    return 0;
}
