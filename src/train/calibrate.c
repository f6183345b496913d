/* calibrate.c — `troyes-train calibrate`: measures how far the expert's estimates of the final
 * score (the figures its hints show) fall below or above the scores its own games reach, and
 * prints the correction as the C source of src/bot/generated/estimate_offsets.c.
 *
 * Solo games by the expert at its default settings, without and then with the expansion. At each
 * decision the estimate of the move it plays is recorded, as its play-outs gave it (the offset in
 * force is taken back out); when the game ends, final score minus estimate is added to the row of
 * that decision's die actions to come. Each row's mean is the new offset. Games use the seeds
 * from S (by default 30000, apart from the fit's and the reported figures' seeds). */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bot_internal.h"
#include "train.h"
#include "troyes/td_engine.h"
#include "troyes/td_score.h"

#define DECISIONS_MAX 64 /* a solo game has 16 die decisions and a few bonus ones */

typedef struct calib_row {
    double sum, sum2;
    long n;
} calib_row;

/* One solo game by the expert; adds final score minus estimate to rows[] for each decision.
 * Returns the final score, or -1 when the game could not be played. */
static int calibrate_game(uint64_t seed, int expansion, calib_row *rows)
{
    td_params p;
    td_params_default(&p, 1, seed);
    p.expansion = (uint8_t)expansion;
    td_state s;
    if (td_state_init(&s, &p))
        return -1;
    td_bot_config cfg;
    td_bot_config_default(&cfg, TD_BOT_EXPERT);
    td_rng rng;
    td_rng_seed(&rng, seed, 0xca1ULL);
    int rem[DECISIONS_MAX];
    float est[DECISIONS_MAX];
    int n = 0;
    td_move roll = td_move_roll();
    while (s.phase != TD_PHASE_OVER) {
        if (s.phase == TD_PHASE_ROLL) {
            td_move_apply(&s, &roll);
            continue;
        }
        td_move m;
        float e;
        if (td_bot_rank_moves(&s, 0, &cfg, &rng, &m, &e, 1) != 1)
            return -1;
        int r = td_actions_to_come(&s);
        if (n < DECISIONS_MAX) {
            rem[n] = r;
            est[n++] = e - td_bot_estimate_offset[expansion][r];
        }
        if (td_move_apply(&s, &m))
            return -1;
    }
    int score = td_score_total(&s, 0);
    for (int i = 0; i < n; i++) {
        double d = score - (double)est[i];
        rows[rem[i]].sum += d;
        rows[rem[i]].sum2 += d * d;
        rows[rem[i]].n++;
    }
    return score;
}

int train_calibrate(int argc, char **argv)
{
    long long games = 1000, seed = 30000;
    const train_number_option options[] = {
        {"--games", &games, 1, 10000000},
        {"--seed", &seed, 0, 1000000000000LL},
    };
    int bad = train_parse_number_options(
        argc, argv, options, (int)(sizeof options / sizeof options[0]), "calibrate",
        "troyes-train calibrate [--games N] [--seed S] > src/bot/generated/estimate_offsets.c");
    if (bad)
        return bad;
    static calib_row rows[2][TD_BOT_VALUE_TIMES];
    float offset[2][TD_BOT_VALUE_TIMES];
    for (int x = 0; x < 2; x++) {
        long long total = 0;
        for (long long g = 0; g < games; g++) {
            int score = calibrate_game((uint64_t)(seed + g), x, rows[x]);
            if (score < 0) {
                fprintf(stderr, "troyes-train calibrate: game %lld could not be played\n",
                        seed + g);
                return 1;
            }
            total += score;
        }
        fprintf(stderr, "expansion %s: %lld games, mean %.3f\n", x ? "on" : "off", games,
                (double)total / (double)games);
        for (int r = 0; r < TD_BOT_VALUE_TIMES; r++) {
            const calib_row *c = &rows[x][r];
            offset[x][r] = c->n > 0 ? (float)(c->sum / (double)c->n) : 0.0f;
            if (c->n > 1) {
                double var = (c->sum2 - c->sum * c->sum / (double)c->n) / (double)(c->n - 1);
                fprintf(stderr, "  %2d die actions to come: %6ld decisions, final - estimate "
                                "%+.3f (sd %.3f)\n",
                        r, c->n, (double)offset[x][r], var > 0 ? sqrt(var) : 0.0);
            }
        }
    }
    printf("/* GENERATED FILE: do not edit; make it again with the command below.\n"
           " * estimate_offsets.c — what the expert's solo games scored above its estimates, "
           "by die\n"
           " * actions to come (row 0: without the expansion, row 1: with it), written by\n"
           " * `troyes-train calibrate --games %lld --seed %lld`. See search.h. */\n"
           "#include \"search.h\"\n\n"
           "const float td_bot_estimate_offset[2][TD_BOT_VALUE_TIMES] = {\n",
           games, seed);
    for (int x = 0; x < 2; x++) {
        printf("    {");
        for (int r = 0; r < TD_BOT_VALUE_TIMES; r++)
            printf("%s%.3ff", r == 0 ? "" : r % 6 == 0 ? ",\n     " : ", ", (double)offset[x][r]);
        printf("},\n");
    }
    printf("};\n");
    return 0;
}
