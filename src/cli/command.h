/* command.h — what the two headless programs share, troyes-cli (play, replay, simulate, bench)
 * and troyes-train (the training tools, src/train/): the dispatch to their subcommands with
 * each one's help, and parsing a whole number. */
#ifndef TD_CLI_COMMAND_H
#define TD_CLI_COMMAND_H

/* A subcommand: its name, its entry (the arguments after its name; returns the exit code) and the
 * lines of the usage text about it ("  name ..." synopsis lines, then lines indented by at least
 * 30 spaces that describe it). */
typedef struct cli_command {
    const char *name;
    int (*run)(int argc, char **argv);
    const char *help;
} cli_command;

/* The whole program `program` (its name, for messages): `program help` or `--help` prints the
 * usage of every command, `program COMMAND ... --help` that command's alone, `program COMMAND
 * ARGS` runs it. Whatever a command printed must have reached stdout: a full disk or a closed
 * pipe is an error (exit 1). An unknown command exits 2 with the usage. */
int cli_main(const char *program, const cli_command *commands, int n, int argc, char **argv);

/* Parses a whole decimal number in [lo, hi]; returns 1 on success. */
int cli_parse_long(const char *text, long long lo, long long hi, long long *out);

#endif
