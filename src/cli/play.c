/* play.c — placeholder until the line protocol lands. */
#include <stdio.h>

#include "cli.h"

int cli_play(int argc, char **argv)
{
    (void)argc;
    (void)argv;
    fprintf(stderr, "troyes-cli play: not implemented yet\n");
    return 1;
}
