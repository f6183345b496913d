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
     "                              scores (--json: as one object, with the\n"
     "                              achievements); a scores line in\n"
     "                              FILE must match them, and --check requires one\n"},
    {"levels", cli_levels,
     "  levels [--json]             the bot levels offered as opponents, weakest\n"
     "                              first: the name --bot takes and the mean score\n"
     "                              alone, without and with the expansion\n"},
    {"simulate", cli_simulate,
     "  simulate [--games N] [--players P] [--seed S] [--expansion] [--json]\n"
     "           [--bot LEVEL | --bots L1,L2,...]\n"
     "           [--candidates K] [--rollouts R] [--horizon H] [--per-game FILE]\n"
     "                              N seeded games (default 1000 solo games, seeds\n"
     "                              from 1; random legal moves unless bots are named:\n"
     "                              a level of `levels`, or random);\n"
     "                              score distributions, wins and games/s; the\n"
     "                              expert's search: K moves (1-16, default 10)\n"
     "                              played out R times each (default 30) for H\n"
     "                              half-days (0: to the end; default 3); --json adds\n"
     "                              the share of games earning each achievement;\n"
     "                              --per-game: one JSON line per game in FILE\n"},
    {"par", cli_par,
     "  par ID [--json] [--save FILE] [--beam N]\n"
     "                              the hindsight best of a solo game: the best\n"
     "                              score a search finds knowing every roll, and\n"
     "                              its moves (--save: as a saved game; --beam:\n"
     "                              positions kept per half-day, default 2000)\n"},
    {"bench", cli_bench,
     "  bench [--json] [--quick]    the core's speed on one core, bots' decision times\n"},
};
enum { N_COMMANDS = sizeof commands / sizeof commands[0] };

int main(int argc, char **argv)
{
    return cli_main("troyes-cli", commands, N_COMMANDS, argc, argv);
}
