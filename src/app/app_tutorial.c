/* app_tutorial.c — the guided first game's file (app_tutorial.h). */
#include "app_tutorial.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>


void app_tutorial_defaults(app_tutorial *t)
{
    memset(t, 0, sizeof *t);
    t->step = -1;
    t->lesson = 1;
}

static int yes_no(const char *v, int *out)
{
    if (!strcmp(v, "yes"))
        *out = 1;
    else if (!strcmp(v, "no"))
        *out = 0;
    else
        return 0;
    return 1;
}

const char *app_tutorial_parse(const char *text, app_tutorial *out, char *err, size_t err_size)
{
    app_tutorial t;
    app_tutorial_defaults(&t);
    int seen_offered = 0, seen_done = 0, seen_done2 = 0, seen_lesson = 0, seen_step = 0, line_no = 0, header = 0;
    if (!strncmp(text, "\xEF\xBB\xBF", 3))
        text += 3;
    for (const char *p = text; *p;) {
        size_t n = strcspn(p, "\n");
        char line[200];
        line_no++;
        if (n >= sizeof line) {
            snprintf(err, err_size, "line %d: too long", line_no);
            return err;
        }
        memcpy(line, p, n);
        line[n] = 0;
        p += n + (p[n] == '\n');
        if (n && line[n - 1] == '\r')
            line[--n] = 0;
        if (!header) {
            if (strcmp(line, "troyes-dice-tutorial 1")) {
                snprintf(err, err_size, "line %d: not a troyes-dice-tutorial 1 file", line_no);
                return err;
            }
            header = 1;
            continue;
        }
        if (!n || line[0] == '#')
            continue;
        char *val = strchr(line, ' ');
        if (!val) {
            snprintf(err, err_size, "line %d: a key without its value", line_no);
            return err;
        }
        *val++ = 0;
        int ok = 1, *seen = NULL;
        if (!strcmp(line, "offered")) {
            seen = &seen_offered;
            ok = yes_no(val, &t.offered);
        } else if (!strcmp(line, "done")) {
            seen = &seen_done;
            ok = yes_no(val, &t.done);
        } else if (!strcmp(line, "done2")) {
            seen = &seen_done2;
            ok = yes_no(val, &t.done2);
        } else if (!strcmp(line, "lesson")) {
            seen = &seen_lesson;
            ok = (!strcmp(val, "1") || !strcmp(val, "2"));
            t.lesson = val[0] - '0';
        } else if (!strcmp(line, "step")) {
            seen = &seen_step;
            char *end;
            long v = strtol(val, &end, 10);
            ok = *val >= '0' && *val <= '9' && !*end && v <= 100000;
            t.step = (int)v;
        } else if (!strcmp(line, "move")) {
            if (t.n_moves >= APP_TUTORIAL_MOVES) {
                snprintf(err, err_size, "line %d: more than %d moves", line_no, APP_TUTORIAL_MOVES);
                return err;
            }
            const char *why = td_move_parse(val, &t.moves[t.n_moves]);
            if (why) {
                snprintf(err, err_size, "line %d: %s", line_no, why);
                return err;
            }
            t.n_moves++;
        } else {
            snprintf(err, err_size, "line %d: unknown key '%.40s'", line_no, line);
            return err;
        }
        if (!ok) {
            snprintf(err, err_size, "line %d: bad value for %s", line_no, line);
            return err;
        }
        if (seen && (*seen)++) {
            snprintf(err, err_size, "line %d: %s given twice", line_no, line);
            return err;
        }
    }
    if (!header) {
        snprintf(err, err_size, "line 1: not a troyes-dice-tutorial 1 file");
        return err;
    }
    if (t.step < 0 && t.n_moves) {
        snprintf(err, err_size, "moves without the step they were left at");
        return err;
    }
    if (t.step < 0)
        t.lesson = 1; /* (no lesson left half-way) */
    *out = t;
    return NULL;
}

char *app_tutorial_format(const app_tutorial *t, size_t *len)
{
    size_t cap = 128 + (size_t)t->n_moves * 80;
    char *buf = malloc(cap);
    if (!buf)
        return NULL;
    int n = snprintf(buf, cap, "troyes-dice-tutorial 1\noffered %s\ndone %s\n", t->offered ? "yes" : "no",
                     t->done ? "yes" : "no");
    if (t->done2) /* (a file of the first lesson alone reads as before the second existed) */
        n += snprintf(buf + n, cap - (size_t)n, "done2 yes\n");
    if (t->step >= 0 && t->lesson == 2)
        n += snprintf(buf + n, cap - (size_t)n, "lesson 2\n");
    if (t->step >= 0)
        n += snprintf(buf + n, cap - (size_t)n, "step %d\n", t->step);
    for (int i = 0; t->step >= 0 && i < t->n_moves; i++) {
        char m[TD_MOVE_TEXT_MAX];
        if (td_move_encode(&t->moves[i], m, sizeof m) <= 0) {
            free(buf);
            return NULL;
        }
        n += snprintf(buf + n, cap - (size_t)n, "move %s\n", m);
    }
    if (len)
        *len = (size_t)n;
    return buf;
}

app_load_status app_tutorial_load(const char *path, app_tutorial *out, char *err, size_t err_size)
{
    app_tutorial_defaults(out);
    char *text = NULL;
    app_load_status result = app_load_text(path, APP_TUTORIAL_FILE_MAX, &text, err, err_size);
    if (result != APP_LOAD_OK)
        return result;
    char msg[160];
    if (app_tutorial_parse(text, out, msg, sizeof msg)) {
        snprintf(err, err_size, "%s: %s", path, msg);
        result = APP_LOAD_CORRUPT;
    }
    free(text);
    return result;
}

const char *app_tutorial_save(const char *path, const app_tutorial *t, char *err, size_t err_size)
{
    size_t len = 0;
    char *text = app_tutorial_format(t, &len);
    return app_save_text(path, text, len, "out of memory", err, err_size);
}
