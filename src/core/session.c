/* session.c — a game as parameters plus moves: apply, undo inside the half-day, saved-game text. */
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "troyes/td_engine.h"
#include "troyes/td_gameid.h"
#include "troyes/td_score.h"
#include "troyes/td_session.h"

const char *td_session_start(td_session *ss, const td_params *p)
{
    td_state s;
    const char *why = td_state_init(&s, p);
    if (why)
        return why;
    ss->start = s;
    ss->checkpoint = s;
    ss->now = s;
    ss->checkpoint_moves = 0;
    ss->n_moves = 0;
    return NULL;
}

const char *td_session_apply(td_session *ss, const td_move *m)
{
    if (ss->n_moves >= TD_SESSION_MOVES)
        return "the move list is full";
    const char *why = td_move_apply(&ss->now, m);
    if (why)
        return why;
    ss->moves[ss->n_moves++] = *m;
    if (m->kind == TD_MOVE_ROLL) {
        ss->checkpoint = ss->now;
        ss->checkpoint_moves = ss->n_moves;
    }
    return NULL;
}

int td_session_undoable(const td_session *ss, int player)
{
    for (int i = ss->n_moves - 1; i >= ss->checkpoint_moves; i--)
        if (ss->moves[i].kind != TD_MOVE_ROLL && ss->moves[i].player == player)
            return i;
    return -1;
}

const char *td_session_undo(td_session *ss, int player)
{
    int last = td_session_undoable(ss, player);
    if (last < 0)
        return "nothing to undo for this player since the dice were rolled";
    /* Players' moves are independent: replaying the others without this one is exact. */
    td_state s = ss->checkpoint;
    for (int i = ss->checkpoint_moves; i < ss->n_moves; i++) {
        if (i == last)
            continue;
        const char *why = td_move_apply(&s, &ss->moves[i]);
        if (why)
            return why; /* cannot happen for moves that were legal; nothing changed */
    }
    memmove(&ss->moves[last], &ss->moves[last + 1],
            sizeof ss->moves[0] * (size_t)(ss->n_moves - last - 1));
    ss->n_moves--;
    ss->now = s;
    return NULL;
}

/* snprintf into a running buffer, counting what the whole text needs. */
static void put(char *buf, size_t size, size_t *used, const char *text)
{
    size_t len = strlen(text);
    if (*used < size) {
        size_t room = size - *used - 1;
        size_t n = len < room ? len : room;
        memcpy(buf + *used, text, n);
        buf[*used + n] = '\0';
    }
    *used += len;
}

size_t td_session_write(const td_session *ss, char *buf, size_t size)
{
    size_t used = 0;
    char line[TD_GAMEID_MAX + 16];
    if (size)
        buf[0] = '\0';
    put(buf, size, &used, "troyes-dice 1\nid ");
    td_gameid_encode(&ss->start.params, line, sizeof line);
    put(buf, size, &used, line);
    put(buf, size, &used, "\n");
    for (int i = 0; i < ss->n_moves; i++) {
        td_move_encode(&ss->moves[i], line, sizeof line);
        put(buf, size, &used, line);
        put(buf, size, &used, "\n");
    }
    if (ss->now.phase == TD_PHASE_OVER) {
        put(buf, size, &used, "scores");
        for (int p = 0; p < ss->now.params.players; p++) {
            snprintf(line, sizeof line, " %d", td_score_total(&ss->now, p));
            put(buf, size, &used, line);
        }
        put(buf, size, &used, "\n");
    }
    return used;
}

/* Copies the next line of `text` (without its end of line) into `line`; returns a pointer past
 * it, or NULL at the end. A line too long for `line` is truncated and flagged. */
static const char *next_line(const char *text, char *line, size_t size, int *too_long)
{
    if (!*text)
        return NULL;
    const char *end = strchr(text, '\n');
    size_t len = end ? (size_t)(end - text) : strlen(text);
    if (len && text[len - 1] == '\r')
        len--;
    *too_long = len >= size;
    if (len >= size)
        len = size - 1;
    memcpy(line, text, len);
    line[len] = '\0';
    return end ? end + 1 : text + strlen(text);
}

static int blank_or_comment(const char *line)
{
    while (*line == ' ' || *line == '\t')
        line++;
    return *line == '\0' || *line == ';';
}

/* One pass over the text. With `ss` NULL it only validates (on a local state); otherwise it
 * fills the session. */
static const char *read_pass(td_session *ss, const char *text, int *line_no, int *has_scores,
                             int scores[TD_MAX_PLAYERS])
{
    char line[160];
    int too_long = 0, header = 0, n = 0;
    td_params params;
    td_state s;
    *has_scores = 0;
    *line_no = 0;
    for (const char *t = text; (t = next_line(t, line, sizeof line, &too_long)) != NULL;) {
        (*line_no)++;
        if (too_long)
            return "line too long";
        if (blank_or_comment(line))
            continue;
        if (*has_scores)
            return "nothing may follow the scores line";
        if (header == 0) {
            if (strcmp(line, "troyes-dice 1") != 0)
                return "not a Troyes Dice game file (first line must be: troyes-dice 1)";
            header = 1;
            continue;
        }
        if (header == 1) {
            if (strncmp(line, "id ", 3) != 0)
                return "the second line must be: id <game ID>";
            const char *why = td_gameid_parse(line + 3, &params);
            if (why)
                return why;
            if (ss) {
                why = td_session_start(ss, &params);
                s = ss->now;
            } else {
                why = td_state_init(&s, &params);
            }
            if (why)
                return why;
            header = 2;
            continue;
        }
        if (strncmp(line, "scores", 6) == 0 && (line[6] == ' ' || line[6] == '\0')) {
            const char *p = line + 6;
            int count = 0;
            while (*p) {
                /* strtol, not sscanf("%d"): a number too big for an int must be refused, not
                 * wrapped (4294967343 was read as 47 and passed a replay check). */
                char *after;
                errno = 0;
                long value = strtol(p, &after, 10);
                if (after == p)
                    return "scores are whole numbers";
                if (errno == ERANGE || value < INT_MIN || value > INT_MAX)
                    return "a score is out of range";
                if (count == TD_MAX_PLAYERS)
                    return "more scores than players";
                scores[count++] = (int)value;
                p = after;
                while (*p == ' ')
                    p++;
            }
            if (count != s.params.players)
                return "the scores line needs one total per player";
            *has_scores = 1;
            continue;
        }
        td_move m;
        const char *why = td_move_parse(line, &m);
        if (why)
            return why;
        if (ss)
            why = td_session_apply(ss, &m);
        else if (n >= TD_SESSION_MOVES)
            why = "the move list is full";
        else
            why = td_move_apply(&s, &m);
        if (why)
            return why;
        n++;
    }
    *line_no = 0; /* what follows is about the whole file */
    if (header < 2)
        return header == 0 ? "empty game file" : "the game file has no id line";
    return NULL;
}

const char *td_session_read(td_session *ss, const char *text, int *line, int *has_scores,
                            int scores[TD_MAX_PLAYERS])
{
    int dummy_scores[TD_MAX_PLAYERS];
    int dummy_has;
    const char *why = read_pass(NULL, text, line, &dummy_has, dummy_scores);
    if (why)
        return why;
    why = read_pass(ss, text, line, has_scores, scores);
    return why; /* the first pass proved this cannot fail */
}
