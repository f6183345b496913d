/* main.c — troyes-train: the tools that fit the expert bot's weights and print them as the C
 * sources in src/bot/generated/ (fit, fit-net, calibrate). A separate program from troyes-cli, and
 * not installed: the product ships their output, not them. Run them on the release preset. */
#include <stdio.h>
#include <string.h>

#include "train.h"

static const cli_command commands[] = {
    {"fit", train_fit,
     "  fit [--games N] [--iterations K] [--expert-games N] [--expert-rounds K]\n"
     "      [--seed S] [--held-out N]\n"
     "                              fit the expert's learned value; prints\n"
     "                              src/bot/generated/learned_value_weights.c\n"},
    {"fit-net", train_fit_net,
     "  fit-net games [--games N] [--seed S] --out FILE\n"
     "                              play the lighter expert's games the expert's\n"
     "                              network is fitted to\n"
     "  fit-net train [--epochs E] FILE...\n"
     "                              fit the network to those games; prints\n"
     "                              src/bot/generated/value_net_weights.c\n"},
    {"calibrate", train_calibrate,
     "  calibrate [--games N] [--seed S]\n"
     "                              measure how far the expert's estimates of the\n"
     "                              final score fall from its games' scores; prints\n"
     "                              src/bot/generated/estimate_offsets.c\n"},
};
enum { N_COMMANDS = sizeof commands / sizeof commands[0] };

int train_parse_number_options(int argc, char **argv, const train_number_option *options, int n,
                               const char *cmd, const char *usage)
{
    for (int i = 0; i < argc; i++) {
        const train_number_option *o = NULL;
        for (int k = 0; k < n && !o; k++)
            if (strcmp(argv[i], options[k].name) == 0)
                o = &options[k];
        const char *value = i + 1 < argc ? argv[i + 1] : NULL;
        if (!o || !value || !cli_parse_long(value, o->lo, o->hi, o->target)) {
            if (!o)
                fprintf(stderr, "troyes-train %s: unknown option: %s\n", cmd, argv[i]);
            else if (!value)
                fprintf(stderr, "troyes-train %s: %s needs a number\n", cmd, argv[i]);
            else
                fprintf(stderr, "troyes-train %s: %s takes a whole number from %lld to %lld: %s\n",
                        cmd, argv[i], o->lo, o->hi, value);
            fprintf(stderr, "usage: %s\n", usage);
            return 2;
        }
        i++;
    }
    return 0;
}

int main(int argc, char **argv)
{
    return cli_main("troyes-train", commands, N_COMMANDS, argc, argv);
}
