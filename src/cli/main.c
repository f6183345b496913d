/* main.c — troyes-cli, the headless front end a player, a bot author or a tester uses: its
 * subcommands. The training tools are another program, troyes-train (src/train/). */
#include "cli.h"
#include "command.h"

/* The subcommands: name, entry, and the lines of the usage text about them. */
static const cli_command commands[] = {
    {"play", cli_play,
     "  play [GAME-ID]              line protocol on stdin/stdout (docs/protocol.md)\n"},
    {"replay", cli_replay,
     "  replay [--check] [--json] FILE\n"
     "                              re-execute a recorded game and print its final\n"
     "                              scores (--json: as one object); a scores line in\n"
     "                              FILE must match them, and --check requires one\n"},
    {"simulate", cli_simulate,
     "  simulate [--games N] [--players P] [--seed S] [--expansion] [--json]\n"
     "           [--bot random|greedy|expert | --bots L1,L2,...]\n"
     "           [--candidates K] [--rollouts R] [--horizon H]\n"
     "                              N seeded games (default 1000 solo games, seeds\n"
     "                              from 1; random legal moves unless bots are named);\n"
     "                              score distributions, wins and games/s; the\n"
     "                              expert's search: K moves (1-16, default 10)\n"
     "                              played out R times each (default 30) for H\n"
     "                              half-days (0: to the end; default 3)\n"},
    {"bench", cli_bench,
     "  bench [--json] [--quick]    the core's speed on one core, bots' decision times\n"},
};
enum { N_COMMANDS = sizeof commands / sizeof commands[0] };

int main(int argc, char **argv)
{
    return cli_main("troyes-cli", commands, N_COMMANDS, argc, argv);
}
