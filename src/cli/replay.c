/* replay.c — `troyes-cli replay [--check] [--json] FILE`: re-executes a recorded game (the saved
 * game format of td_session.h) and prints its scores. With --check, the file's `scores` line must
 * match the replayed totals. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "achieve.h"
#include "cli.h"
#include "troyes/td_score.h"
#include "troyes/td_session.h"

#define REPLAY_MAX_BYTES (1u << 20)

/* Reads a whole file into a NUL-terminated buffer the caller frees. Returns NULL on success or a
 * message (with errno's text) on failure; refuses files over max_bytes. */
static const char *read_file(const char *path, size_t max_bytes, char **text)
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

int cli_replay(int argc, char **argv)
{
    int check = 0, json = 0;
    const char *path = NULL;
    for (int i = 0; i < argc; i++) {
        if (strcmp(argv[i], "--check") == 0)
            check = 1;
        else if (strcmp(argv[i], "--json") == 0)
            json = 1;
        else if (argv[i][0] == '-' && argv[i][1] != '\0') {
            fprintf(stderr, "troyes-cli replay: unknown option: %s\n", argv[i]);
            return 2;
        } else if (!path)
            path = argv[i];
        else {
            fprintf(stderr, "troyes-cli replay: one file at a time\n");
            return 2;
        }
    }
    if (!path) {
        fprintf(stderr, "usage: troyes-cli replay [--check] [--json] FILE\n");
        return 2;
    }
    char *text = NULL;
    const char *why = read_file(path, REPLAY_MAX_BYTES, &text);
    if (why) {
        fprintf(stderr, "troyes-cli replay: %s\n", why);
        return 1;
    }
    td_session *ss = malloc(sizeof *ss);
    if (!ss) {
        free(text);
        fprintf(stderr, "troyes-cli replay: out of memory\n");
        return 1;
    }
    int line = 0, has_scores = 0, recorded[TD_MAX_PLAYERS];
    why = td_session_read(ss, text, &line, &has_scores, recorded);
    free(text);
    if (why) {
        if (line > 0)
            fprintf(stderr, "troyes-cli replay: %s:%d: %s\n", path, line, why);
        else
            fprintf(stderr, "troyes-cli replay: %s: %s\n", path, why);
        free(ss);
        return 1;
    }
    const td_state *s = &ss->now;
    int over = s->phase == TD_PHASE_OVER;
    uint8_t rank[TD_MAX_PLAYERS];
    unsigned winners = td_ranking(s, rank);
    int mismatch = 0;
    if (json)
        printf("{\"finished\": %s, \"moves\": %d, \"players\": [", over ? "true" : "false",
               ss->n_moves);
    for (int p = 0; p < s->params.players; p++) {
        td_score sc;
        td_score_of(s, p, &sc);
        if (has_scores && recorded[p] != sc.total)
            mismatch = 1;
        if (json) {
            printf("%s{\"player\": %d, \"total\": %d, \"rank\": %d, \"winner\": %s, "
                   "\"achievements\": ",
                   p ? ", " : "", p + 1, sc.total, rank[p], (winners >> p) & 1u ? "true" : "false");
            if (over) /* what the game earned (SPEC §9); null for an unfinished game */
                cli_print_achievements(stdout, td_achievements(s, p));
            else
                printf("null");
            printf("}");
        } else {
            printf("p%d %d%s\n", p + 1, sc.total, over && ((winners >> p) & 1u) ? " winner" : "");
        }
    }
    if (json)
        printf("]}\n");
    else if (!over)
        printf("(unfinished: day %d, %s)\n", s->day, s->half ? "afternoon" : "morning");
    free(ss);
    if (check && !has_scores) {
        fprintf(stderr, "troyes-cli replay: %s: --check needs a scores line\n", path);
        return 1;
    }
    if (check && !over) {
        fprintf(stderr, "troyes-cli replay: %s: --check needs a finished game\n", path);
        return 1;
    }
    if (mismatch) {
        fprintf(stderr, "troyes-cli replay: %s: replayed scores differ from the scores line\n",
                path);
        return 1;
    }
    return 0;
}
