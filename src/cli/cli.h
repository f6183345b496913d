/* cli.h — the subcommands of troyes-cli, the headless front end on the rules core. Each takes the
 * arguments after its own name and returns the process exit code. */
#ifndef TD_CLI_H
#define TD_CLI_H

#include <stddef.h>
#include <stdio.h>

#include "command.h" /* cli_parse_long */

int cli_play(int argc, char **argv);     /* play.c: the line protocol (docs/protocol.md) */
int cli_replay(int argc, char **argv);   /* replay.c: re-execute a recorded game */
int cli_simulate(int argc, char **argv); /* simulate.c: many games of random players */
int cli_bench(int argc, char **argv);    /* bench.c: the core's speed */
int cli_levels(int argc, char **argv);   /* levels.c: the opponents' ladder */
int cli_par(int argc, char **argv);      /* par.c: the hindsight best of a solo game */

#endif
