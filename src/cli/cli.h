/* cli.h — the subcommands of troyes-cli, the headless front end on the rules core. Each takes the
 * arguments after its own name and returns the process exit code. */
#ifndef TD_CLI_H
#define TD_CLI_H

#include <stddef.h>
#include <stdio.h>

int cli_play(int argc, char **argv);     /* play.c: the line protocol (docs/protocol.md) */
int cli_replay(int argc, char **argv);   /* replay.c: re-execute a recorded game */
int cli_simulate(int argc, char **argv); /* simulate.c: many games of random players */
int cli_bench(int argc, char **argv);    /* bench.c: the core's speed */
int cli_fit(int argc, char **argv);      /* fit.c: fit the expert's learned value */
int cli_fit_net(int argc, char **argv);  /* fitnet.c: fit the expert's network */
int cli_calibrate(int argc, char **argv); /* calibrate.c: the expert's estimate offsets */
int cli_levels(int argc, char **argv);   /* levels.c: the opponents' ladder */
int cli_par(int argc, char **argv);      /* par.c: the hindsight best of a solo game */

/* Reads a whole file into a NUL-terminated buffer the caller frees. Returns NULL on success or a
 * message (with errno's text) on failure; refuses files over max_bytes. */
const char *cli_read_file(const char *path, size_t max_bytes, char **text);

/* Parses a whole decimal number in [lo, hi]; returns 1 on success. */
int cli_parse_long(const char *text, long long lo, long long hi, long long *out);

/* A "--name N" option taking a whole number in [lo, hi]. */
typedef struct cli_number_option {
    const char *name;
    long long *target;
    long long lo, hi;
} cli_number_option;
/* Parses argv as options of `options[0..n)`, each followed by its number. Returns 0 when all are
 * good; otherwise prints why on stderr ("troyes-cli CMD: --games takes a whole number from 1 to
 * 100: x", an unknown option, a number missing) and `usage`, and returns 2. */
int cli_parse_number_options(int argc, char **argv, const cli_number_option *options, int n,
                             const char *cmd, const char *usage);

#endif
