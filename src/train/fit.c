/* fit.c — `troyes-train fit`: fits the expert's learned value (src/bot/learned_value.c) and
 * prints it as the C source of src/bot/generated/learned_value_weights.c.
 *
 * Approximate policy iteration: solo games are played by the greedy player on the current
 * value (the hand-tuned heuristic on the first iteration), with a few random moves for variety;
 * the sheet before each roll and at the end is recorded with the game's final score; the weights
 * are the ridge least-squares fit of those scores. Each iteration plays on the value the last one
 * fitted. The greedy player's mean on held-out seeds is printed after each iteration, and the
 * weights of the best iteration are kept.
 *
 * Then come the expert rounds: the same, but the games are played by a lighter expert (fewer
 * candidates and play-outs than the bot's own) on the value so far, so that the value learns what
 * a sheet is worth to a stronger player; each round's fit is kept. Two rounds is the default: a
 * third one, on 30000 more games, moved the bot's expert by +0.11 VP (se 0.14, 1200 solo games
 * paired with the same dice), no measurable gain. Fitting games use the seeds from S; the
 * held-out games use the seeds from 20000 (so neither overlaps the seeds the figures are
 * reported on, 1..1000).
 *
 * The targets are final scores on purpose: the expert's play-outs need what a sheet is worth to
 * the player who goes on playing it. Other targets, extra facts, lookup tables, fits made during
 * play and weights tuned for play gained nothing for the expert; the figures are in
 * docs/bot-experiments.md. `troyes-train fit-net` must be rerun after this command, as its
 * network corrects the value this command fits. */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "train.h"
#include "fitgame.h"
#include "troyes/td_engine.h"
#include "troyes/td_score.h"

#define NF (3 * TD_BOT_VALUE_FEATURES) /* fitted: a + b f + c f^2 for each feature */
#define HELD_OUT_SEED 20000
#define SAMPLES_MAX 20 /* sheets recorded per game: 16 rolls and the end */

typedef struct fit_sums {
    double *xtx; /* upper triangle of X^T X, NF x NF */
    double xty[NF];
    long samples;
} fit_sums;

static void full_features(const td_sheet *sh, int remaining, float *x)
{
    float b[TD_BOT_VALUE_FEATURES];
    td_bot_value_features(sh, b);
    float f = (float)remaining / 15.0f;
    for (int i = 0; i < TD_BOT_VALUE_FEATURES; i++) {
        x[i] = b[i];
        x[TD_BOT_VALUE_FEATURES + i] = b[i] * f;
        x[2 * TD_BOT_VALUE_FEATURES + i] = b[i] * f * f;
    }
}

void fit_expert_config(td_bot_config *cfg)
{
    td_bot_config_default(cfg, TD_BOT_EXPERT);
    cfg->candidates = 6;
    cfg->rollouts = 10;
}

int fit_game(uint64_t seed, const td_bot_eval *ev, const td_bot_config *expert, double explore,
             td_rng *rng, fit_sheet_fn on_sheet, void *ctx)
{
    td_params p;
    td_params_default(&p, 1, seed);
    td_state s;
    if (td_state_init(&s, &p))
        return 0;
    td_move roll = td_move_roll();
    while (s.phase != TD_PHASE_OVER) {
        if (s.phase == TD_PHASE_ROLL) {
            if (on_sheet)
                on_sheet(&s, ctx);
            td_move_apply(&s, &roll);
            continue;
        }
        td_move m;
        if (rng && explore > 0 && td_rng_below(rng, 1000) < (uint32_t)(explore * 1000))
            m = td_legal_random(&s, 0, rng);
        else if (expert)
            m = td_bot_expert_move(&s, expert, ev, rng);
        else
            m = td_bot_greedy_move(&s, ev, NULL);
        td_move_apply(&s, &m);
    }
    if (on_sheet)
        on_sheet(&s, ctx);
    return td_score_total(&s, 0);
}

/* The sheets of one game, as rows of the fit (td_actions_to_come is 0 on the final one). */
typedef struct fit_rows {
    float x[SAMPLES_MAX][NF];
    int n;
} fit_rows;

static void fit_record(const td_state *s, void *ctx)
{
    fit_rows *rows = ctx;
    if (rows->n < SAMPLES_MAX)
        full_features(&s->sheet[0], td_actions_to_come(s), rows->x[rows->n++]);
}

/* One game as fit_game plays it, its sheets added to `sums` with its final score. */
static int fit_game_into(uint64_t seed, const td_bot_eval *ev, const td_bot_config *expert,
                         double explore, td_rng *rng, fit_sums *sums)
{
    static fit_rows rows;
    rows.n = 0;
    int score = fit_game(seed, ev, expert, explore, rng, fit_record, &rows);
    for (int k = 0; k < rows.n; k++) {
        const float *x = rows.x[k];
        for (int i = 0; i < NF; i++) {
            if (x[i] == 0.0f)
                continue;
            sums->xty[i] += (double)x[i] * score;
            double *row = sums->xtx + (size_t)i * NF;
            for (int j = i; j < NF; j++)
                row[j] += (double)x[i] * x[j];
        }
        sums->samples++;
    }
    return score;
}

/* Ridge solution of (X^T X + lambda n I) w = X^T y by Cholesky. Returns 0 when the system is
 * not positive definite. */
static int fit_solve(const fit_sums *sums, double lambda, float *weights)
{
    double *a = malloc(sizeof(double) * NF * NF);
    double *y = malloc(sizeof(double) * NF);
    double *w = malloc(sizeof(double) * NF);
    int ok = a && y && w;
    for (int i = 0; ok && i < NF; i++) {
        for (int j = 0; j <= i; j++) {
            double v = sums->xtx[(size_t)j * NF + i];
            if (i == j)
                v += lambda * (double)sums->samples + 1e-9;
            for (int k = 0; k < j; k++)
                v -= a[(size_t)i * NF + k] * a[(size_t)j * NF + k];
            if (i == j) {
                if (v <= 0.0) {
                    ok = 0;
                    break;
                }
                a[(size_t)i * NF + i] = sqrt(v);
            } else {
                a[(size_t)i * NF + j] = v / a[(size_t)j * NF + j];
            }
        }
    }
    if (ok) {
        for (int i = 0; i < NF; i++) {
            double v = sums->xty[i];
            for (int k = 0; k < i; k++)
                v -= a[(size_t)i * NF + k] * y[k];
            y[i] = v / a[(size_t)i * NF + i];
        }
        for (int i = NF - 1; i >= 0; i--) {
            double v = y[i];
            for (int k = i + 1; k < NF; k++)
                v -= a[(size_t)k * NF + i] * w[k];
            w[i] = v / a[(size_t)i * NF + i];
        }
        for (int i = 0; i < NF; i++)
            weights[i] = (float)w[i];
    }
    free(a);
    free(y);
    free(w);
    return ok;
}

static double held_out_mean(const td_bot_eval *ev, int games)
{
    long sum = 0;
    for (int g = 0; g < games; g++)
        sum += fit_game(HELD_OUT_SEED + (uint64_t)g, ev, NULL, 0, NULL, NULL, NULL);
    return (double)sum / games;
}

/* The table td_bot_value reads: for each count of die actions to come, a + b f + c f^2. */
static void fit_expand(const float *fitted, float *table)
{
    for (int r = 0; r < TD_BOT_VALUE_TIMES; r++) {
        float f = (float)r / 15.0f;
        for (int i = 0; i < TD_BOT_VALUE_FEATURES; i++) {
            const float *c = fitted + i;
            table[r * TD_BOT_VALUE_FEATURES + i] =
                c[0] + f * c[TD_BOT_VALUE_FEATURES] + f * f * c[2 * TD_BOT_VALUE_FEATURES];
        }
    }
}

/* Plays `games` solo games from `first_seed` (greedy on `ev`, or the expert `expert`; `explore`
 * of the moves random) and fits the value to their scores. The random moves and the expert's
 * choices draw on `rng`. Returns 0 when the fit is singular; `played` gets the games' mean. */
static int fit_round(fit_sums *sums, long long games, uint64_t first_seed, const td_bot_eval *ev,
                     const td_bot_config *expert, double explore, td_rng *rng, float *weights,
                     double *played)
{
    memset(sums->xtx, 0, sizeof(double) * NF * NF);
    memset(sums->xty, 0, sizeof sums->xty);
    sums->samples = 0;
    long long total = 0;
    for (long long g = 0; g < games; g++)
        total += fit_game_into(first_seed + (uint64_t)g, ev, expert, explore, rng, sums);
    *played = games > 0 ? (double)total / (double)games : 0.0;
    return fit_solve(sums, 1e-4, weights);
}

int train_fit(int argc, char **argv)
{
    long long games = 60000, iterations = 4, seed = 100000, held_out = 2000;
    long long expert_games = 30000, expert_rounds = 2;
    const train_number_option options[] = {
        {"--games", &games, 1, 10000000},
        {"--iterations", &iterations, 1, 100},
        {"--seed", &seed, 0, 1000000000000LL},
        {"--held-out", &held_out, 1, 10000000},
        {"--expert-games", &expert_games, 1, 10000000},
        {"--expert-rounds", &expert_rounds, 0, 100},
    };
    int bad = train_parse_number_options(
        argc, argv, options, (int)(sizeof options / sizeof options[0]), "fit",
        "troyes-train fit [--games N] [--iterations K] [--expert-games N] [--expert-rounds K] "
        "[--seed S] [--held-out N] > src/bot/generated/learned_value_weights.c");
    if (bad)
        return bad;
    fit_sums sums;
    sums.xtx = malloc(sizeof(double) * NF * NF);
    float *weights = malloc(sizeof(float) * NF);
    float *table = malloc(sizeof(float) * TD_BOT_VALUE_WEIGHTS);
    float *best = malloc(sizeof(float) * TD_BOT_VALUE_WEIGHTS);
    if (!sums.xtx || !weights || !table || !best) {
        free(sums.xtx);
        free(weights);
        free(table);
        free(best);
        fprintf(stderr, "troyes-train fit: out of memory\n");
        return 1;
    }
    td_bot_eval ev = td_bot_greedy_eval;
    double best_mean = held_out_mean(&ev, (int)held_out);
    fprintf(stderr, "heuristic: greedy mean %.3f over %lld held-out games\n", best_mean, held_out);
    int have_best = 0;
    for (int it = 0; it < iterations; it++) {
        td_rng rng;
        td_rng_seed(&rng, (uint64_t)seed, 0xf17ULL + (uint64_t)it);
        double played;
        if (!fit_round(&sums, games, (uint64_t)seed + (uint64_t)it * 10000000ULL, &ev, NULL, 0.05,
                       &rng, weights, &played)) {
            fprintf(stderr, "troyes-train fit: iteration %d: the fit is singular\n", it + 1);
            break;
        }
        fit_expand(weights, table);
        ev.heuristic = NULL;
        ev.learned = table;
        double mean = held_out_mean(&ev, (int)held_out);
        fprintf(stderr, "iteration %d: %ld sheets; greedy mean %.3f on the fitted value\n", it + 1,
                sums.samples, mean);
        if (!have_best || mean > best_mean) {
            memcpy(best, table, sizeof(float) * TD_BOT_VALUE_WEIGHTS);
            best_mean = mean;
            have_best = 1;
        }
    }
    td_bot_config expert;
    fit_expert_config(&expert);
    for (int r = 0; have_best && r < expert_rounds; r++) {
        ev.heuristic = NULL;
        ev.learned = best;
        td_rng rng;
        td_rng_seed(&rng, (uint64_t)seed, 0xe0ULL + (uint64_t)r);
        double played;
        if (!fit_round(&sums, expert_games,
                       (uint64_t)seed + (uint64_t)(iterations + r) * 10000000ULL, &ev, &expert,
                       0.03, &rng, weights, &played)) {
            fprintf(stderr, "troyes-train fit: expert round %d: the fit is singular\n", r + 1);
            break;
        }
        fit_expand(weights, best);
        best_mean = held_out_mean(&ev, (int)held_out);
        fprintf(stderr,
                "expert round %d: %ld sheets from games scoring %.3f on average; greedy mean "
                "%.3f on the fitted value\n",
                r + 1, sums.samples, played, best_mean);
    }
    if (have_best) {
        printf("/* GENERATED FILE: do not edit; make it again with the command below.\n"
               " * learned_value_weights.c — the weights of the expert's learned value "
               "(learned_value.c),\n * written by `troyes-train fit --games %lld --iterations %lld "
               "--expert-games %lld --expert-rounds %lld\n * --seed %lld --held-out %lld`: the "
               "greedy player on them scored %.3f on average over\n * the held-out games. */\n"
               "#include \"learned_value.h\"\n\n"
               "/* Row r: the weights with r die actions to come. */\n"
               "const float td_bot_value_weights[TD_BOT_VALUE_WEIGHTS] = {\n",
               games, iterations, expert_games, expert_rounds, seed, held_out, best_mean);
        for (int i = 0; i < TD_BOT_VALUE_WEIGHTS; i++) {
            if (i % TD_BOT_VALUE_FEATURES == 0)
                printf("    /* %d */\n", i / TD_BOT_VALUE_FEATURES);
            int col = i % TD_BOT_VALUE_FEATURES % 5;
            printf("%s%.8ef,%s", col == 0 ? "    " : " ", (double)best[i],
                   col == 4 || i % TD_BOT_VALUE_FEATURES == TD_BOT_VALUE_FEATURES - 1 ? "\n" : "");
        }
        printf("};\n");
    }
    free(sums.xtx);
    free(weights);
    free(table);
    free(best);
    return have_best ? 0 : 1;
}
