/* train.h — the commands of troyes-train, the tools that fit the expert bot's weights and write
 * them as C sources in src/bot/generated/. Not installed or packaged: a player never needs them.
 * Each takes the arguments after its own name and returns the process exit code. */
#ifndef TD_TRAIN_H
#define TD_TRAIN_H

#include "command.h"

int train_fit(int argc, char **argv);       /* fit.c: fit the expert's learned value */
int train_fit_net(int argc, char **argv);   /* fitnet.c: fit the expert's network */
int train_calibrate(int argc, char **argv); /* calibrate.c: the expert's estimate offsets */

/* A "--name N" option taking a whole number in [lo, hi]. */
typedef struct train_number_option {
    const char *name;
    long long *target;
    long long lo, hi;
} train_number_option;
/* Parses argv as options of `options[0..n)`, each followed by its number. Returns 0 when all are
 * good; otherwise prints why on stderr ("troyes-train CMD: --games takes a whole number from 1 to
 * 100: x", an unknown option, a number missing) and `usage`, and returns 2. */
int train_parse_number_options(int argc, char **argv, const train_number_option *options, int n,
                               const char *cmd, const char *usage);

#endif
