/* par.c — `troyes-cli par ID [--json] [--save FILE] [--beam N]`: the hindsight best of a solo
 * game (td_bot_par): the best score a search finds knowing every roll in advance, with the moves
 * that make it. --save writes them as a saved game (td_session.h) that `replay --check` accepts,
 * written to FILE.tmp first and renamed over FILE, so a failure leaves FILE as it was. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "cli.h"
#include "stats.h"
#include "troyes/td_bot.h"
#include "troyes/td_gameid.h"
#include "troyes/td_score.h"
#include "troyes/td_session.h"

static int usage(const char *why, const char *arg)
{
    fprintf(stderr, "troyes-cli par: %s%s%s\n", why, arg ? ": " : "", arg ? arg : "");
    fprintf(stderr, "usage: troyes-cli par ID [--json] [--save FILE] [--beam N]\n");
    return 2;
}

/* Writes the session's saved-game text to `path` through path.tmp. NULL or why not. */
static const char *save(const td_session *ss, const char *path)
{
    static char message[600];
    size_t need = td_session_write(ss, NULL, 0);
    char *text = malloc(need + 1);
    if (!text)
        return "out of memory";
    td_session_write(ss, text, need + 1);
    char tmp[512];
    if (snprintf(tmp, sizeof tmp, "%s.tmp", path) >= (int)sizeof tmp) {
        free(text);
        return "the file name is too long";
    }
    FILE *f = fopen(tmp, "wb");
    if (!f) {
        snprintf(message, sizeof message, "cannot write %s: %s", tmp, strerror(errno));
        free(text);
        return message;
    }
    int bad = fwrite(text, 1, need, f) != need;
    bad |= fclose(f) != 0;
    free(text);
    if (bad || rename(tmp, path) != 0) {
        snprintf(message, sizeof message, "cannot write %s: %s", path, strerror(errno));
        remove(tmp);
        return message;
    }
    return NULL;
}

int cli_par(int argc, char **argv)
{
    const char *id = NULL, *path = NULL;
    int json = 0;
    long long beam = TD_BOT_PAR_BEAM;
    for (int i = 0; i < argc; i++) {
        const char *v = i + 1 < argc ? argv[i + 1] : NULL;
        if (strcmp(argv[i], "--json") == 0) {
            json = 1;
        } else if (strcmp(argv[i], "--save") == 0) {
            if (!v || !*v)
                return usage("--save needs a FILE", NULL);
            path = v;
            i++;
        } else if (strcmp(argv[i], "--beam") == 0) {
            if (!cli_parse_long(v, 1, 100000, &beam))
                return usage("--beam takes a whole number from 1 to 100000", v);
            i++;
        } else if (argv[i][0] == '-' && argv[i][1]) {
            return usage("unknown option", argv[i]);
        } else if (!id) {
            id = argv[i];
        } else {
            return usage("one game ID at a time", argv[i]);
        }
    }
    if (!id)
        return usage("give a game ID, e.g. 1p-std#42", NULL);
    td_params params;
    const char *why = td_gameid_parse(id, &params);
    if (why)
        return usage(why, id);
    if (params.players != 1)
        return usage("the hindsight best is of a solo game: give a 1p game ID", id);
    td_move *moves = malloc(TD_BOT_PAR_MOVES * sizeof *moves);
    td_session *ss = malloc(sizeof *ss);
    if (!moves || !ss) {
        free(moves);
        free(ss);
        fprintf(stderr, "troyes-cli par: out of memory\n");
        return 1;
    }
    int n = 0;
    double t0 = cli_now();
    clock_t c0 = clock();
    int score = td_bot_par(&params, (int)beam, moves, TD_BOT_PAR_MOVES, &n);
    double seconds = cli_now() - t0;
    /* the processor time too: on a busy machine the wall time is the other programs' as well */
    double cpu_seconds = (double)(clock() - c0) / CLOCKS_PER_SEC;
    /* the moves are played again from the game ID, as replay will: the score is the game's */
    why = score < 0 ? "the search failed (out of memory)" : td_session_start(ss, &params);
    for (int i = 0; !why && i < n; i++)
        why = td_session_apply(ss, &moves[i]);
    if (!why && (ss->now.phase != TD_PHASE_OVER || td_score_total(&ss->now, 0) != score))
        why = "the moves found do not replay to their score";
    if (!why && path)
        why = save(ss, path);
    if (why) {
        fprintf(stderr, "troyes-cli par: %s\n", why);
        free(moves);
        free(ss);
        return 1;
    }
    char canon[TD_GAMEID_MAX];
    td_gameid_encode(&params, canon, sizeof canon);
    char text[TD_MOVE_TEXT_MAX];
    if (json) {
        printf("{\"id\": \"%s\", \"par\": %d, \"beam\": %lld, \"seconds\": %.3f, \"cpu_seconds\": %.3f, "
               "\"moves\": [",
               canon, score, beam, seconds, cpu_seconds);
        for (int i = 0; i < n; i++) {
            td_move_encode(&moves[i], text, sizeof text);
            printf("%s\"%s\"", i ? ", " : "", text);
        }
        printf("]}\n");
    } else {
        printf("par %d  %s  (beam %lld, %.2f s, %.2f s of processor time)\n", score, canon, beam, seconds,
               cpu_seconds);
        for (int i = 0; i < n; i++) {
            td_move_encode(&moves[i], text, sizeof text);
            printf("%s\n", text);
        }
    }
    free(moves);
    free(ss);
    return 0;
}
