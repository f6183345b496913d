/* fitnet.c — `troyes-train fit-net`: fits the expert's network (src/bot/value_net.c) and prints
 * it as the C source of src/bot/generated/value_net_weights.c. Two steps, as the games take
 * hours:
 *
 *   troyes-train fit-net games --games N --seed S --out FILE
 *     plays N solo games of the lighter expert of `fit`'s expert rounds (6 candidates x 10
 *     play-outs, on the learned value alone, no network), 5% of its moves random for variety,
 *     and writes, for each game, its sheet before each of the 16 rolls (with the day, the
 *     half-day and the wheel's faces) and at the end, each with the game's final score. The
 *     records are this build's memory layout: a working file for `train`, not an exchange format.
 *     It is written as FILE.part, which replaces FILE (flushed, then renamed over it) when every
 *     game is in; a run that fails or is stopped leaves FILE as it was (and when only the
 *     replacing fails, the finished games stay in FILE.part).
 *   troyes-train fit-net train [--epochs E] FILE... > src/bot/generated/value_net_weights.c
 *     fits the network to the final score less the learned value on every sheet before a roll,
 *     holding out the games whose seed ends in 0; prints the weights of the epoch with the least
 *     held-out error.
 *
 * The weights in the repository come from four runs of `games` (22000 games from seeds 300000
 * and 400000, 45000 from 500000 and 600000), then `train` on the four files (2.1 million sheets,
 * about 20 minutes and 3 GB of memory). Minimised: mean squared error, by Adam (step 0.0007,
 * batches of 256) with an L2 penalty of 1e-5 on the weights, from He-initialised first-layer
 * weights. With them the expert gains +0.32 VP (se 0.15, 1200 solo games paired with the same
 * dice) for games about 5% slower; what else was tried is in docs/bot-experiments.md. */
#include <errno.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "train.h"
#include "fitgame.h"
#include "sys_file.h"
#include "troyes/td_engine.h"
#include "troyes/td_score.h"

#define NI TD_BOT_NET_INPUTS
#define NH TD_BOT_NET_HIDDEN
#define RECORDS_MAX (2 * TD_DAYS + 1) /* 16 sheets before the rolls and the final one */
#define EXPLORE 0.05 /* share of random moves in the games */
#define BATCH 256
#define LEARNING_RATE 0.0007f
#define L2 1e-5f

/* One recorded sheet. remaining = -1 marks the final sheet of a game. */
typedef struct net_record {
    int32_t remaining, score, game, spare0;
    uint8_t day, half, up[TD_NOTCHES], down[TD_NOTCHES], spare1[4];
    td_sheet sheet;
} net_record;

static const char games_usage[] = "troyes-train fit-net games [--games N] [--seed S] --out FILE";
static const char train_usage[] =
    "troyes-train fit-net train [--epochs E] FILE... > src/bot/generated/value_net_weights.c";

/* The sheets of one game: before each roll, then the final one (remaining -1). */
typedef struct net_game {
    net_record r[RECORDS_MAX];
    int n;
} net_game;

static void record_sheet(const td_state *s, void *ctx)
{
    net_game *game = ctx;
    if (game->n >= RECORDS_MAX)
        return;
    net_record *r = &game->r[game->n++];
    memset(r, 0, sizeof *r);
    r->remaining = s->phase == TD_PHASE_OVER ? -1 : td_actions_to_come(s);
    r->day = s->day;
    r->half = s->half;
    memcpy(r->up, s->wheel.up, TD_NOTCHES);
    memcpy(r->down, s->wheel.down, TD_NOTCHES);
    r->sheet = s->sheet[0];
}

static int fitnet_games(int argc, char **argv)
{
    long long games = 45000, seed = 500000;
    const char *out = NULL;
    char *rest[16];
    int nrest = 0;
    for (int i = 0; i < argc; i++) {
        if (strcmp(argv[i], "--out") == 0) {
            if (i + 1 >= argc) {
                fprintf(stderr, "troyes-train fit-net games: --out needs a FILE\nusage: %s\n", games_usage);
                return 2;
            }
            out = argv[++i];
        } else if (nrest < 16) {
            rest[nrest++] = argv[i];
        } else {
            fprintf(stderr, "troyes-train fit-net: too many arguments\nusage: %s\n", games_usage);
            return 2;
        }
    }
    const train_number_option options[] = {
        {"--games", &games, 1, 10000000},
        {"--seed", &seed, 0, 1000000000000LL},
    };
    int bad = train_parse_number_options(nrest, rest, options, 2, "fit-net games", games_usage);
    if (bad)
        return bad;
    if (!out || !*out) {
        fprintf(stderr, "troyes-train fit-net games: --out FILE is needed\nusage: %s\n",
                games_usage);
        return 2;
    }
    size_t len = strlen(out);
    char *part = malloc(len + 6);
    if (!part) {
        fprintf(stderr, "troyes-train fit-net games: out of memory\n");
        return 1;
    }
    memcpy(part, out, len);
    memcpy(part + len, ".part", 6);
    FILE *f = fopen(part, "wb");
    if (!f) {
        fprintf(stderr, "troyes-train fit-net games: cannot write %s: %s\n", part, strerror(errno));
        free(part);
        return 1;
    }
    /* The lighter expert on the learned value alone: the network is fitted to what that value
     * misses, so the games must not depend on the network being fitted. */
    td_bot_config cfg;
    fit_expert_config(&cfg);
    const td_bot_eval ev = {NULL, td_bot_value_weights, NULL};
    td_rng rng;
    td_rng_seed(&rng, (uint64_t)seed, 0x9e11ULL);
    double total = 0;
    int ok = 1;
    static net_game game;
    for (long long g = 0; ok && g < games; g++) {
        game.n = 0;
        int score = fit_game((uint64_t)(seed + g), &ev, &cfg, EXPLORE, &rng, record_sheet, &game);
        int n = game.n;
        net_record *r = game.r;
        ok = n > 0 && r[n - 1].remaining == -1;
        total += score;
        for (int k = 0; k < n; k++) {
            r[k].score = score;
            r[k].game = (int32_t)(seed + g);
        }
        ok = ok && fwrite(r, sizeof r[0], (size_t)n, f) == (size_t)n;
        if ((g + 1) % 1000 == 0)
            fprintf(stderr, "%lld games, mean %.3f\n", g + 1, total / (double)(g + 1));
    }
    ok = fclose(f) == 0 && ok;
    char err[SYS_ERR_SIZE];
    if (!ok) {
        fprintf(stderr, "troyes-train fit-net games: could not write %s; nothing kept\n", out);
        remove(part);
    } else if (sys_file_replace(part, out, err, sizeof err)) {
        /* Every game is in the part file: hours of play are not thrown away. */
        fprintf(stderr, "troyes-train fit-net games: %s; the games are kept in %s\n", err, part);
        ok = 0;
    }
    free(part);
    return ok ? 0 : 1;
}

/* A record `train` can use: the fields in their ranges (a file from another build or another
 * program fails here rather than feeding garbage to the fit). */
static int record_sane(const net_record *r)
{
    const td_sheet *sh = &r->sheet;
    if (r->remaining < -1 || r->remaining > 2 * TD_DAYS || r->score < 0 || r->score > 1000 ||
        r->day < 1 || r->day > TD_DAYS + 1 || r->half > 1 || sh->cathedrals > TD_COLUMNS)
        return 0;
    for (int i = 0; i < TD_NOTCHES; i++)
        if (r->up[i] >= TD_COLOURS)
            return 0;
    for (int k = 0; k < TD_ROWS; k++)
        if (sh->built[k] > 0x3F || sh->crossed[k] > 0x3F || (sh->built[k] & sh->crossed[k]))
            return 0;
    for (int k = 0; k < TD_COLOURS; k++)
        if (sh->cit[k] > TD_CIT_TRACK || sh->die_crossed[k] > 0x3F)
            return 0;
    for (int k = 0; k < TD_RESOURCES; k++)
        if (sh->res_circled[k] > TD_RES_TRACK || sh->res_crossed[k] > sh->res_circled[k])
            return 0;
    for (int p = 0; p < TD_COLUMNS; p++)
        if (sh->cath_mult[p] > 3)
            return 0;
    return 1;
}

typedef struct train_set {
    float *x; /* n rows of NI inputs, scaled to mean 0 and deviation 1 once loaded */
    float *y; /* final score less the learned value */
    int32_t *game;
    long n, cap;
} train_set;

/* Makes room for one more row in the set (doubling). Returns 0 when out of memory. */
static int set_reserve(train_set *set)
{
    if (set->n < set->cap)
        return 1;
    long cap = set->cap > 0 ? 2 * set->cap : 4096;
    float *x = realloc(set->x, sizeof(float) * NI * (size_t)cap);
    if (x)
        set->x = x;
    float *y = realloc(set->y, sizeof(float) * (size_t)cap);
    if (y)
        set->y = y;
    int32_t *g = realloc(set->game, sizeof(int32_t) * (size_t)cap);
    if (g)
        set->game = g;
    if (!x || !y || !g)
        return 0;
    set->cap = cap;
    return 1;
}

/* Reads every record before a roll of `path` into the set, record by record (a file of many
 * games is several GB: no size is asked of the file, which a 32-bit `long` could not hold).
 * Returns NULL or a message; on a message the set is as it was. A file that is not a whole
 * number of records is told as such even when a record before its end is out of range. */
static const char *load_records(const char *path, train_set *set)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return "cannot open the file";
    long first = set->n;
    net_record r;
    const char *why = NULL, *bad_record = NULL;
    while (!why) {
        size_t got = fread(&r, 1, sizeof r, f);
        if (got != sizeof r) {
            if (ferror(f))
                why = "cannot read the file";
            else if (got != 0)
                why = "not a whole number of records (a file of `fit-net games` from this build?)";
            break;
        }
        if (bad_record)
            continue; /* read on only to tell a cut file from a foreign one */
        if (!record_sane(&r)) {
            bad_record = "a record is out of range (a file of `fit-net games` from this build?)";
        } else if (r.remaining > 0) {
            if (!set_reserve(set)) {
                why = "out of memory";
                break;
            }
            float *x = set->x + (size_t)set->n * NI;
            td_bot_net_inputs(&r.sheet, r.remaining, r.day, r.half, r.up, x);
            set->y[set->n] = (float)r.score - x[NI - 1];
            set->game[set->n] = r.game;
            set->n++;
        }
    }
    fclose(f);
    if (!why)
        why = bad_record;
    if (why)
        set->n = first;
    return why;
}

/* xorshift64: the fit's own random numbers, so that a fit is the same on every run. */
static uint64_t fit_random(uint64_t *s)
{
    *s ^= *s << 13;
    *s ^= *s >> 7;
    *s ^= *s << 17;
    return *s;
}

static float fit_gauss(uint64_t *s)
{
    double u = ((double)(fit_random(s) % 1000000) + 0.5) / 1e6;
    double v = ((double)(fit_random(s) % 1000000) + 0.5) / 1e6;
    return (float)(sqrt(-2.0 * log(u)) * cos(6.283185307179586 * v));
}

/* The network as it is trained: first-layer weights by hidden unit (each unit's row is
 * contiguous), on inputs already scaled. The parameters are one float array, for Adam. */
typedef struct train_net {
    float w1[NH][NI];
    float b1[NH];
    float w2[NH];
    float b2;
} train_net;
#define NP ((long)(sizeof(train_net) / sizeof(float)))

static float net_forward(const train_net *m, const float *x, float *hid)
{
    float out = m->b2;
    for (int h = 0; h < NH; h++) {
        float a = m->b1[h];
        for (int i = 0; i < NI; i++)
            a += m->w1[h][i] * x[i];
        a = a > 0.0f ? a : 0.0f;
        if (hid)
            hid[h] = a;
        out += m->w2[h] * a;
    }
    return out;
}

static double held_out_error(const train_net *m, const train_set *set, const long *rows, long n)
{
    double se = 0;
    for (long j = 0; j < n; j++) {
        long k = rows[j];
        double d = (double)set->y[k] - net_forward(m, set->x + (size_t)k * NI, NULL);
        se += d * d;
    }
    return n > 0 ? se / (double)n : 0.0;
}

/* Prints the network of `m`, with the scaling of the inputs folded into the first layer. */
static void print_net(const train_net *m, const float *mean, const float *sd, long long epochs,
                      int argc, char **argv, long samples, double linear_error, double error)
{
    static float w1[NI][NH];
    float b1[NH];
    for (int h = 0; h < NH; h++) {
        double b = m->b1[h];
        for (int i = 0; i < NI; i++) {
            w1[i][h] = m->w1[h][i] / sd[i];
            b -= (double)m->w1[h][i] * mean[i] / sd[i];
        }
        b1[h] = (float)b;
    }
    printf("/* GENERATED FILE: do not edit; make it again with the command below.\n"
           " * value_net_weights.c — the expert's network (value_net.c), written by\n"
           " * `troyes-train fit-net train --epochs %lld FILE...` on the games of\n",
           epochs);
    for (int i = 0; i < argc; i++)
        printf(" *   %s\n", argv[i]);
    printf(" * (%ld sheets): held-out squared error %.4f VP^2, against %.4f for the learned "
           "value\n * with a constant correction. */\n#include \"value_net.h\"\n\n"
           "const td_bot_net td_bot_value_net = {\n    {\n",
           samples, error, linear_error);
    for (int i = 0; i < NI; i++) {
        printf("        /* input %d */\n        {", i);
        for (int h = 0; h < NH; h++)
            printf("%s%.8ef,", h == 0 ? "" : h % 6 == 0 ? "\n         " : " ", (double)w1[i][h]);
        printf("},\n");
    }
    printf("    },\n    {");
    for (int h = 0; h < NH; h++)
        printf("%s%.8ef,", h == 0 ? "" : h % 6 == 0 ? "\n     " : " ", (double)b1[h]);
    printf("},\n    {");
    for (int h = 0; h < NH; h++)
        printf("%s%.8ef,", h == 0 ? "" : h % 6 == 0 ? "\n     " : " ", (double)m->w2[h]);
    printf("},\n    %.8ef,\n};\n", (double)m->b2);
}

static int fitnet_train(int argc, char **argv)
{
    long long epochs = 8;
    int files = 0;
    char *opts[4];
    int nopts = 0;
    char **paths = malloc(sizeof(char *) * (size_t)(argc > 0 ? argc : 1));
    if (!paths) {
        fprintf(stderr, "troyes-train fit-net train: out of memory\n");
        return 1;
    }
    for (int i = 0; i < argc; i++) {
        if (strncmp(argv[i], "--", 2) == 0) {
            if (nopts + 2 > 4 || i + 1 >= argc) {
                fprintf(stderr, "troyes-train fit-net train: bad option: %s\nusage: %s\n",
                        argv[i], train_usage);
                free(paths);
                return 2;
            }
            opts[nopts++] = argv[i];
            opts[nopts++] = argv[++i];
        } else {
            paths[files++] = argv[i];
        }
    }
    const train_number_option options[] = {{"--epochs", &epochs, 0, 1000}};
    int bad = train_parse_number_options(nopts, opts, options, 1, "fit-net train", train_usage);
    if (!bad && files == 0) {
        fprintf(stderr, "troyes-train fit-net train: no game file\nusage: %s\n", train_usage);
        bad = 2;
    }
    if (bad) {
        free(paths);
        return bad;
    }
    train_set set = {0};
    for (int f = 0; f < files; f++) {
        const char *why = load_records(paths[f], &set);
        if (why) {
            fprintf(stderr, "troyes-train fit-net train: %s: %s\n", paths[f], why);
            free(set.x);
            free(set.y);
            free(set.game);
            free(paths);
            return 1;
        }
    }
    long n = set.n;
    train_net *m = calloc(4, sizeof(train_net)); /* the net, its gradient, Adam's two moments */
    train_net *best = malloc(sizeof(train_net));
    long *train_rows = malloc(sizeof(long) * (size_t)(n > 0 ? n : 1));
    long *test_rows = malloc(sizeof(long) * (size_t)(n > 0 ? n : 1));
    static float mean[NI], sd[NI];
    int ok = m && best && train_rows && test_rows && n > 0;
    if (!ok)
        fprintf(stderr, "troyes-train fit-net train: %s\n", n > 0 ? "out of memory" : "no sheets");
    long held = 0; /* the sheets of the games whose seed ends in 0 judge the fit; the others are fitted */
    for (long k = 0; ok && k < n; k++)
        held += set.game[k] % 10 == 0;
    if (ok && (held == 0 || held == n)) {
        fprintf(stderr,
                "troyes-train fit-net train: %s: the games whose seed ends in 0 are held out to judge the fit, "
                "the others are fitted (play 10 games or more)\n",
                held ? "no game to fit" : "no game held out");
        ok = 0;
    }
    long ntrain = 0, ntest = 0;
    double linear_error = 0, best_error = 0;
    if (ok) {
        for (int i = 0; i < NI; i++) {
            double s = 0, s2 = 0;
            for (long k = 0; k < n; k++) {
                double v = set.x[(size_t)k * NI + i];
                s += v;
                s2 += v * v;
            }
            double var = s2 / (double)n - (s / (double)n) * (s / (double)n);
            mean[i] = (float)(s / (double)n);
            sd[i] = var > 1e-8 ? (float)sqrt(var) : 1.0f;
        }
        double ymean = 0;
        for (long k = 0; k < n; k++) {
            float *x = set.x + (size_t)k * NI;
            for (int i = 0; i < NI; i++)
                x[i] = (x[i] - mean[i]) / sd[i];
            ymean += set.y[k];
        }
        ymean /= (double)n;
        for (long k = 0; k < n; k++) {
            if (set.game[k] % 10 == 0)
                test_rows[ntest++] = k;
            else
                train_rows[ntrain++] = k;
        }
        for (long j = 0; j < ntest; j++) {
            double d = set.y[test_rows[j]] - ymean;
            linear_error += d * d;
        }
        linear_error = ntest > 0 ? linear_error / (double)ntest : 0.0;
        fprintf(stderr,
                "%ld sheets: %ld to fit, %ld held out; squared error of the learned value with a "
                "constant correction: %.4f VP^2\n",
                n, ntrain, ntest, linear_error);
        uint64_t rs = 88172645463325252ULL;
        for (int h = 0; h < NH; h++) {
            for (int i = 0; i < NI; i++)
                m->w1[h][i] = fit_gauss(&rs) * sqrtf(2.0f / NI);
            m->w2[h] = fit_gauss(&rs) * 0.01f;
        }
        m->b2 = (float)ymean;
        train_net *grad = m + 1, *m1 = m + 2, *m2 = m + 3;
        float *p = (float *)m, *g = (float *)grad, *v1 = (float *)m1, *v2 = (float *)m2;
        long step = 0;
        for (long long ep = 0; ep <= epochs; ep++) {
            double err = held_out_error(m, &set, test_rows, ntest);
            fprintf(stderr, "epoch %lld: held-out squared error %.4f VP^2\n", ep, err);
            if (ep == 0 || err < best_error) {
                best_error = err;
                *best = *m;
            }
            if (ep == epochs)
                break;
            for (long k = ntrain - 1; k > 0; k--) {
                long j = (long)(fit_random(&rs) % (uint64_t)(k + 1));
                long t = train_rows[k];
                train_rows[k] = train_rows[j];
                train_rows[j] = t;
            }
            for (long b0 = 0; b0 + BATCH <= ntrain; b0 += BATCH) {
                memset(grad, 0, sizeof *grad);
                for (int bi = 0; bi < BATCH; bi++) {
                    long k = train_rows[b0 + bi];
                    const float *x = set.x + (size_t)k * NI;
                    float hid[NH];
                    float d = (net_forward(m, x, hid) - set.y[k]) / BATCH;
                    grad->b2 += d;
                    for (int h = 0; h < NH; h++) {
                        grad->w2[h] += d * hid[h];
                        if (hid[h] > 0.0f) {
                            float dh = d * m->w2[h];
                            grad->b1[h] += dh;
                            for (int i = 0; i < NI; i++)
                                grad->w1[h][i] += dh * x[i];
                        }
                    }
                }
                step++;
                float c1 = 1.0f - powf(0.9f, (float)step), c2 = 1.0f - powf(0.999f, (float)step);
                for (long i = 0; i < NP; i++) {
                    float gi = g[i] + L2 * p[i];
                    v1[i] = 0.9f * v1[i] + 0.1f * gi;
                    v2[i] = 0.999f * v2[i] + 0.001f * gi * gi;
                    p[i] -= LEARNING_RATE * (v1[i] / c1) / (sqrtf(v2[i] / c2) + 1e-8f);
                }
            }
        }
        fprintf(stderr, "kept: held-out squared error %.4f VP^2\n", best_error);
        print_net(best, mean, sd, epochs, files, paths, n, linear_error, best_error);
    }
    free(m);
    free(best);
    free(train_rows);
    free(test_rows);
    free(set.x);
    free(set.y);
    free(set.game);
    free(paths);
    return ok ? 0 : 1;
}

int train_fit_net(int argc, char **argv)
{
    if (argc >= 1 && strcmp(argv[0], "games") == 0)
        return fitnet_games(argc - 1, argv + 1);
    if (argc >= 1 && strcmp(argv[0], "train") == 0)
        return fitnet_train(argc - 1, argv + 1);
    fprintf(stderr, "troyes-train fit-net: games or train?\nusage: %s\n       %s\n", games_usage,
            train_usage);
    return 2;
}
