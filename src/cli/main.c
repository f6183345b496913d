/* main.c — troyes-cli: dispatches to the subcommands. */
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"

/* The subcommands: name, entry, and the lines of the usage text about them. */
static const struct command {
    const char *name;
    int (*run)(int argc, char **argv);
    const char *help;
} commands[] = {
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
     "           [--candidates K] [--rollouts R] [--horizon H]\n"
     "                              N seeded games (default 1000 solo games, seeds\n"
     "                              from 1; random legal moves unless bots are named:\n"
     "                              a level of `levels`, or random);\n"
     "                              score distributions, wins and games/s; the\n"
     "                              expert's search: K moves (1-16, default 10)\n"
     "                              played out R times each (default 30) for H\n"
     "                              half-days (0: to the end; default 3)\n"},
    {"par", cli_par,
     "  par ID [--json] [--save FILE] [--beam N]\n"
     "                              the hindsight best of a solo game: the best\n"
     "                              score a search finds knowing every roll, and\n"
     "                              its moves (--save: as a saved game; --beam:\n"
     "                              positions kept per half-day, default 2000)\n"},
    {"bench", cli_bench,
     "  bench [--json] [--quick]    the core's speed on one core, bots' decision times\n"},
    {"fit", cli_fit,
     "  fit [--games N] [--iterations K] [--expert-games N] [--expert-rounds K]\n"
     "      [--seed S] [--held-out N]\n"
     "                              fit the expert's learned value; prints\n"
     "                              src/bot/value_weights.c\n"},
    {"fit-net", cli_fit_net,
     "  fit-net games [--games N] [--seed S] --out FILE\n"
     "                              play the lighter expert's games the expert's\n"
     "                              network is fitted to\n"
     "  fit-net train [--epochs E] FILE...\n"
     "                              fit the network to those games; prints\n"
     "                              src/bot/value_net_weights.c\n"},
    {"calibrate", cli_calibrate,
     "  calibrate [--games N] [--seed S]\n"
     "                              measure how far the expert's estimates of the\n"
     "                              final score fall from its games' scores; prints\n"
     "                              src/bot/estimate_offsets.c\n"},
};
enum { N_COMMANDS = sizeof commands / sizeof commands[0] };

static void usage(FILE *to)
{
    fprintf(to, "usage: troyes-cli <command> [options]   (troyes-cli <command> --help: that command alone)\n"
                "\n"
                "commands:\n");
    for (int i = 0; i < N_COMMANDS; i++)
        fputs(commands[i].help, to);
    fputs("  help                        this text\n", to);
}

static int is_help(const char *arg) { return strcmp(arg, "--help") == 0 || strcmp(arg, "-h") == 0; }

/* Whatever a command printed must have reached stdout: a full disk or a closed pipe is an error
 * (the fitting commands' output is a source file). */
static int output_failed(const char *cmd)
{
    errno = 0;
    if (fflush(stdout) == 0 && !ferror(stdout))
        return 0;
    fprintf(stderr, "troyes-cli %s: writing the output failed%s%s\n", cmd, errno ? ": " : "",
            errno ? strerror(errno) : "");
    return 1;
}

const char *cli_read_file(const char *path, size_t max_bytes, char **text)
{
    static char message[512];
    FILE *f = fopen(path, "rb");
    if (!f) {
        snprintf(message, sizeof message, "cannot open %s: %s", path, strerror(errno));
        return message;
    }
    size_t cap = 4096, len = 0;
    char *buf = malloc(cap);
    if (!buf) {
        fclose(f);
        return "out of memory";
    }
    for (;;) {
        if (len + 1 >= cap) {
            if (cap > max_bytes) {
                free(buf);
                fclose(f);
                snprintf(message, sizeof message, "%s is too large (over %zu bytes)", path,
                         max_bytes);
                return message;
            }
            char *bigger = realloc(buf, cap * 2);
            if (!bigger) {
                free(buf);
                fclose(f);
                return "out of memory";
            }
            buf = bigger;
            cap *= 2;
        }
        size_t got = fread(buf + len, 1, cap - len - 1, f);
        len += got;
        if (got == 0)
            break;
    }
    int failed = ferror(f);
    fclose(f);
    if (failed) {
        free(buf);
        snprintf(message, sizeof message, "cannot read %s", path);
        return message;
    }
    if (memchr(buf, '\0', len)) {
        free(buf);
        snprintf(message, sizeof message, "%s is not a text file", path);
        return message;
    }
    buf[len] = '\0';
    *text = buf;
    return NULL;
}

int cli_parse_long(const char *text, long long lo, long long hi, long long *out)
{
    if (!text || !*text)
        return 0;
    char *end = NULL;
    errno = 0;
    long long v = strtoll(text, &end, 10);
    if (errno || *end || v < lo || v > hi)
        return 0;
    *out = v;
    return 1;
}

int cli_parse_number_options(int argc, char **argv, const cli_number_option *options, int n,
                             const char *cmd, const char *usage)
{
    for (int i = 0; i < argc; i++) {
        const cli_number_option *o = NULL;
        for (int k = 0; k < n && !o; k++)
            if (strcmp(argv[i], options[k].name) == 0)
                o = &options[k];
        const char *value = i + 1 < argc ? argv[i + 1] : NULL;
        if (!o || !value || !cli_parse_long(value, o->lo, o->hi, o->target)) {
            if (!o)
                fprintf(stderr, "troyes-cli %s: unknown option: %s\n", cmd, argv[i]);
            else if (!value)
                fprintf(stderr, "troyes-cli %s: %s needs a number\n", cmd, argv[i]);
            else
                fprintf(stderr, "troyes-cli %s: %s takes a whole number from %lld to %lld: %s\n", cmd, argv[i],
                        o->lo, o->hi, value);
            fprintf(stderr, "usage: %s\n", usage);
            return 2;
        }
        i++;
    }
    return 0;
}

int main(int argc, char **argv)
{
#ifdef SIGPIPE
    signal(SIGPIPE, SIG_IGN); /* a reader gone is a write error, reported as one */
#endif
    if (argc < 2) {
        usage(stderr);
        return 2;
    }
    const char *cmd = argv[1];
    if (strcmp(cmd, "help") == 0 || is_help(cmd)) {
        usage(stdout);
        return output_failed("help");
    }
    for (int i = 0; i < N_COMMANDS; i++) {
        if (strcmp(cmd, commands[i].name) != 0)
            continue;
        for (int k = 2; k < argc; k++)
            if (is_help(argv[k])) { /* each "  name ..." line of its help as a usage line */
                for (const char *h = commands[i].help; *h; h += strcspn(h, "\n") + 1) {
                    int len = (int)strcspn(h, "\n");
                    int described = (int)strspn(h, " ") >= 30; /* the text under the synopsis */
                    if (strncmp(h + 2, cmd, strlen(cmd)) == 0)
                        printf("usage: troyes-cli %.*s\n", len - 2, h + 2);
                    else
                        printf("%*s%.*s\n", described ? 0 : (int)strlen("usage: troyes-cli") - 1, "", len, h);
                }
                return output_failed(cmd);
            }
        int status = commands[i].run(argc - 2, argv + 2);
        return status == 0 && output_failed(cmd) ? 1 : status;
    }
    fprintf(stderr, "troyes-cli: unknown command '%s'\n", cmd);
    usage(stderr);
    return 2;
}
