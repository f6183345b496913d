/* command.c — the dispatch of troyes-cli and troyes-train to their subcommands (command.h). */
#include "command.h"

#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void usage(FILE *to, const char *program, const cli_command *commands, int n)
{
    fprintf(to, "usage: %s <command> [options]   (%s <command> --help: that command alone)\n"
                "\n"
                "commands:\n", program, program);
    for (int i = 0; i < n; i++)
        fputs(commands[i].help, to);
    fputs("  help                        this text\n", to);
}

static int is_help(const char *arg) { return strcmp(arg, "--help") == 0 || strcmp(arg, "-h") == 0; }

/* Whatever a command printed must have reached stdout: a full disk or a closed pipe is an error
 * (the training tools' output is a source file). */
static int output_failed(const char *program, const char *cmd)
{
    errno = 0;
    if (fflush(stdout) == 0 && !ferror(stdout))
        return 0;
    fprintf(stderr, "%s %s: writing the output failed%s%s\n", program, cmd, errno ? ": " : "",
            errno ? strerror(errno) : "");
    return 1;
}

/* Prints each "  name ..." line of a command's help as a usage line, the rest as they are. */
static void command_usage(const char *program, const cli_command *c)
{
    size_t prefix = strlen("usage: ") + strlen(program);
    for (const char *h = c->help; *h; h += strcspn(h, "\n") + 1) {
        int len = (int)strcspn(h, "\n");
        int described = (int)strspn(h, " ") >= 30; /* the text under the synopsis */
        if (strncmp(h + 2, c->name, strlen(c->name)) == 0)
            printf("usage: %s %.*s\n", program, len - 2, h + 2);
        else
            printf("%*s%.*s\n", described ? 0 : (int)prefix - 1, "", len, h);
    }
}

int cli_main(const char *program, const cli_command *commands, int n, int argc, char **argv)
{
#ifdef SIGPIPE
    signal(SIGPIPE, SIG_IGN); /* a reader gone is a write error, reported as one */
#endif
    if (argc < 2) {
        usage(stderr, program, commands, n);
        return 2;
    }
    const char *cmd = argv[1];
    if (strcmp(cmd, "help") == 0 || is_help(cmd)) {
        usage(stdout, program, commands, n);
        return output_failed(program, "help");
    }
    for (int i = 0; i < n; i++) {
        if (strcmp(cmd, commands[i].name) != 0)
            continue;
        for (int k = 2; k < argc; k++)
            if (is_help(argv[k])) {
                command_usage(program, &commands[i]);
                return output_failed(program, cmd);
            }
        int status = commands[i].run(argc - 2, argv + 2);
        return status == 0 && output_failed(program, cmd) ? 1 : status;
    }
    fprintf(stderr, "%s: unknown command '%s'\n", program, cmd);
    usage(stderr, program, commands, n);
    return 2;
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
