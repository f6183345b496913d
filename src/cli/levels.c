/* levels.c — `troyes-cli levels [--json]`: the bot levels offered as opponents, weakest first,
 * each with its name (what --bot and --bots take) and what it scores alone on average, without
 * and with the expansion (the measured figures of td_bot_ladder, src/bot/levels.c). */
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "troyes/td_bot.h"

int cli_levels(int argc, char **argv)
{
    int json = 0;
    for (int i = 0; i < argc; i++) {
        if (strcmp(argv[i], "--json") == 0) {
            json = 1;
        } else {
            fprintf(stderr, "troyes-cli levels: unknown option: %s\nusage: troyes-cli levels [--json]\n",
                    argv[i]);
            return 2;
        }
    }
    const td_bot_rung *rungs;
    int n = td_bot_ladder(&rungs);
    if (json)
        printf("[");
    else
        printf("%-10s %10s %16s\n", "level", "solo mean", "with expansion");
    for (int i = 0; i < n; i++) {
        const char *name = td_bot_level_name(rungs[i].level);
        if (json)
            printf("%s{\"name\": \"%s\", \"solo_mean\": %.3f, \"solo_mean_expansion\": %.3f}",
                   i ? ", " : "", name, rungs[i].solo_mean, rungs[i].solo_mean_expansion);
        else
            printf("%-10s %10.1f %16.1f\n", name, rungs[i].solo_mean, rungs[i].solo_mean_expansion);
    }
    if (json)
        printf("]\n");
    return 0;
}
