/* main.c — troyes-cli: dispatches to the subcommands. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"

static void usage(FILE *to)
{
    fprintf(to,
            "usage: troyes-cli <command> [options]\n"
            "\n"
            "commands:\n"
            "  play [GAME-ID]              line protocol on stdin/stdout (docs/protocol.md)\n"
            "  replay [--check] FILE       re-execute a recorded game, print the final scores\n"
            "  simulate --games N --players P --seed S [--expansion] [--json]\n"
            "           [--bot random|greedy|expert | --bots L1,L2,...]\n"
            "           [--candidates K] [--rollouts R] [--horizon H]\n"
            "                              N seeded games (random legal moves unless bots\n"
            "                              are named); score distributions and games/s;\n"
            "                              the expert's search: K moves (1-16, default 10)\n"
            "                              played out R times each (default 30) for H\n"
            "                              half-days (0: to the end; default 3)\n"
            "  bench [--json] [--quick]    the core's speed on one core, bots' decision times\n"
            "  fit [--games N] [--iterations K] [--expert-games N] [--expert-rounds K]\n"
            "      [--seed S] [--held-out N]\n"
            "                              fit the expert's learned value; prints\n"
            "                              src/bot/value_weights.c\n"
            "  fit-net games [--games N] [--seed S] --out FILE\n"
            "                              play the lighter expert's games the expert's\n"
            "                              network is fitted to\n"
            "  fit-net train [--epochs E] FILE...\n"
            "                              fit the network to those games; prints\n"
            "                              src/bot/value_net_weights.c\n"
            "  calibrate [--games N] [--seed S]\n"
            "                              measure how far the expert's estimates of the\n"
            "                              final score fall from its games' scores; prints\n"
            "                              src/bot/estimate_offsets.c\n"
            "  help                        this text\n");
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
        const char *reason = !o                      ? "unknown option"
                             : !cli_parse_long(i + 1 < argc ? argv[i + 1] : NULL, o->lo, o->hi,
                                               o->target)
                                 ? "option needs a whole number in range"
                                 : NULL;
        if (reason) {
            fprintf(stderr, "troyes-cli %s: %s: %s\nusage: %s\n", cmd, reason, argv[i], usage);
            return 2;
        }
        i++;
    }
    return 0;
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        usage(stderr);
        return 2;
    }
    const char *cmd = argv[1];
    if (strcmp(cmd, "play") == 0)
        return cli_play(argc - 2, argv + 2);
    if (strcmp(cmd, "replay") == 0)
        return cli_replay(argc - 2, argv + 2);
    if (strcmp(cmd, "simulate") == 0)
        return cli_simulate(argc - 2, argv + 2);
    if (strcmp(cmd, "bench") == 0)
        return cli_bench(argc - 2, argv + 2);
    if (strcmp(cmd, "fit") == 0)
        return cli_fit(argc - 2, argv + 2);
    if (strcmp(cmd, "fit-net") == 0)
        return cli_fit_net(argc - 2, argv + 2);
    if (strcmp(cmd, "calibrate") == 0)
        return cli_calibrate(argc - 2, argv + 2);
    if (strcmp(cmd, "help") == 0 || strcmp(cmd, "--help") == 0 || strcmp(cmd, "-h") == 0) {
        usage(stdout);
        return 0;
    }
    fprintf(stderr, "troyes-cli: unknown command '%s'\n", cmd);
    usage(stderr);
    return 2;
}
