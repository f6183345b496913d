/* app_autosave.c — the autosave's seat lines around td_session's saved-game text, its loading and
 * atomic saving, and the dates of the app (format in app_autosave.h). */
#include "app_autosave.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app_text.h"

#define SEAT_PREFIX "; seat "
#define SHEETS_PREFIX "; sheets "
#define HINTS_PREFIX "; hints "
#define HINTS_MAX 999

static int kind_valid(const char *kind)
{
    size_t n = strlen(kind);
    if (n == 0 || n > APP_SEAT_KIND_MAX)
        return 0;
    for (size_t i = 0; i < n; i++)
        if (kind[i] < 'a' || kind[i] > 'z')
            return 0;
    return 1;
}

static int info_fits(const td_session *ss, const app_autosave_info *info)
{
    if (info->n_seats != ss->start.params.players)
        return 0;
    for (int i = 0; i < info->n_seats; i++)
        if (!kind_valid(info->seat[i].kind) || app_profile_name_check(info->seat[i].name))
            return 0;
    return 1;
}

char *app_autosave_format(const td_session *ss, const app_autosave_info *info, size_t *len)
{
    if (!info_fits(ss, info))
        return NULL;
    size_t game = td_session_write(ss, NULL, 0);
    size_t head_max = 160 + (size_t)info->n_seats * 64;
    char *buf = malloc(head_max + game + 1);
    if (!buf)
        return NULL;
    size_t pos = (size_t)snprintf(buf, head_max, "; troyes-dice autosave: seats, then the game (td_session.h)\n");
    for (int i = 0; i < info->n_seats; i++)
        pos += (size_t)snprintf(buf + pos, head_max - pos, SEAT_PREFIX "%d %s %s\n", i + 1, info->seat[i].kind,
                                info->seat[i].name);
    pos += (size_t)snprintf(buf + pos, head_max - pos, SHEETS_PREFIX "%s\n", info->open_sheets ? "open" : "handover");
    int any = 0;
    for (int i = 0; i < info->n_seats; i++)
        any |= info->hints[i] != 0;
    for (int i = 0; any && i < info->n_seats; i++) {
        int h = info->hints[i] < 0 ? 0 : info->hints[i] > HINTS_MAX ? HINTS_MAX : info->hints[i];
        pos += (size_t)snprintf(buf + pos, head_max - pos, "%s%d%s", i ? " " : HINTS_PREFIX, h,
                                i == info->n_seats - 1 ? "\n" : "");
    }
    size_t n = td_session_write(ss, buf + pos, game + 1);
    if (len)
        *len = pos + n;
    return buf;
}

/* One "; seat N kind name" line (the prefix already matched), copied into `line`. */
static const char *parse_seat(char *line, app_autosave_info *info, int *seen)
{
    char *p = line + strlen(SEAT_PREFIX);
    char *sp = strchr(p, ' ');
    if (!sp)
        return "a seat line needs a number, a kind and a name";
    *sp = '\0';
    long long number;
    if (!app_text_int(p, 1, TD_MAX_PLAYERS, &number))
        return "the seat number must be 1 to 10";
    if ((int)number != info->n_seats + 1)
        return "seats must be numbered 1, 2, 3... in order";
    char *kind = sp + 1;
    sp = strchr(kind, ' ');
    if (!sp)
        return "a seat line needs a kind and a name";
    *sp = '\0';
    if (!kind_valid(kind))
        return "the seat kind must be a lowercase word (human, random, greedy, expert)";
    const char *name = sp + 1;
    const char *why = app_profile_name_check(name);
    if (why)
        return why;
    app_autosave_seat *s = &info->seat[info->n_seats++];
    snprintf(s->kind, sizeof s->kind, "%s", kind);
    snprintf(s->name, sizeof s->name, "%s", name);
    *seen = 1;
    return NULL;
}

/* One "; hints N N ..." line (the prefix already matched): the numbers into hints[], their count
 * into *n. */
static const char *parse_hints(char *line, int hints[TD_MAX_PLAYERS], int *n)
{
    char *tok[TD_MAX_PLAYERS + 1];
    int count = app_text_split(line + strlen(HINTS_PREFIX), tok, TD_MAX_PLAYERS + 1);
    if (count < 1 || count > TD_MAX_PLAYERS)
        return "the hints line needs one number a seat";
    for (int i = 0; i < count; i++) {
        long long v;
        if (!app_text_int(tok[i], 0, HINTS_MAX, &v))
            return "a seat's hints are a number from 0 to 999";
        hints[i] = (int)v;
    }
    *n = count;
    return NULL;
}

/* app_autosave_parse, also giving the line at fault (0 when not one line's). */
static const char *parse(const char *text, td_session *ss, app_autosave_info *info, char *err, size_t err_size,
                         int *bad_line)
{
    *bad_line = 0;
    app_autosave_info got;
    memset(&got, 0, sizeof got);
    int seats_seen = 0, sheets_seen = 0, hints_n = -1, hints_line = 0;
    app_lines it;
    app_lines_init(&it, text);
    const char *start;
    size_t len;
    while (app_lines_next(&it, &start, &len)) {
        char line[192];
        if (strncmp(start, SEAT_PREFIX, strlen(SEAT_PREFIX)) != 0 &&
            strncmp(start, SHEETS_PREFIX, strlen(SHEETS_PREFIX)) != 0 &&
            strncmp(start, HINTS_PREFIX, strlen(HINTS_PREFIX)) != 0)
            continue; /* the game's lines and other comments: td_session_read checks them */
        if (len >= sizeof line) {
            snprintf(err, err_size, "line %d: line too long", *bad_line = it.number);
            return err;
        }
        memcpy(line, start, len);
        line[len] = '\0';
        if (!app_text_utf8_printable(line, len)) {
            snprintf(err, err_size, "line %d: a character that is not allowed", *bad_line = it.number);
            return err;
        }
        const char *why = NULL;
        if (strncmp(line, HINTS_PREFIX, strlen(HINTS_PREFIX)) == 0) {
            if (hints_n >= 0)
                why = "the hints line is given twice";
            else if ((why = parse_hints(line, got.hints, &hints_n)) == NULL)
                hints_line = it.number;
        } else if (strncmp(line, SHEETS_PREFIX, strlen(SHEETS_PREFIX)) == 0) {
            const char *v = line + strlen(SHEETS_PREFIX);
            if (sheets_seen)
                why = "the sheets line is given twice";
            else if (!strcmp(v, "open") || !strcmp(v, "handover"))
                got.open_sheets = !strcmp(v, "open"), sheets_seen = 1;
            else
                why = "the sheets line must say open or handover";
        } else if (got.n_seats == TD_MAX_PLAYERS) {
            why = "more than 10 seats";
        } else {
            why = parse_seat(line, &got, &seats_seen);
        }
        if (why) {
            snprintf(err, err_size, "line %d: %s", *bad_line = it.number, why);
            return err;
        }
    }
    if (!seats_seen) {
        snprintf(err, err_size, "line 1: no seat lines (not an autosave of the game)");
        return err;
    }
    if (hints_n >= 0 && hints_n != got.n_seats) {
        snprintf(err, err_size, "line %d: %d hints for %d seats", *bad_line = hints_line, hints_n, got.n_seats);
        return err;
    }
    td_session *tmp = malloc(sizeof *tmp);
    if (!tmp) {
        snprintf(err, err_size, "out of memory");
        return err;
    }
    int line_no = 0, has_scores = 0, scores[TD_MAX_PLAYERS];
    const char *why = td_session_read(tmp, text, &line_no, &has_scores, scores);
    if (why) {
        if (line_no > 0)
            snprintf(err, err_size, "line %d: %s", *bad_line = line_no, why);
        else
            snprintf(err, err_size, "%s", why);
        free(tmp);
        return err;
    }
    if (got.n_seats != tmp->start.params.players) {
        snprintf(err, err_size, "%d seat lines for a game of %d players", got.n_seats, tmp->start.params.players);
        free(tmp);
        return err;
    }
    memcpy(ss, tmp, sizeof *ss);
    free(tmp);
    *info = got;
    return NULL;
}

const char *app_autosave_parse(const char *text, td_session *ss, app_autosave_info *info,
                               char *err, size_t err_size)
{
    int bad_line;
    return parse(text, ss, info, err, err_size, &bad_line);
}

int app_autosave_recover(const char *text, td_session *ss, app_autosave_info *info)
{
    char err[200];
    int bad_line;
    if (!parse(text, ss, info, err, sizeof err, &bad_line))
        return 0; /* nothing to recover */
    /* the text before the line at fault, and the game it holds if it is whole without that line */
    const char *cut = text;
    for (int n = 1; n < bad_line && cut; n++) {
        cut = strchr(cut, '\n');
        cut = cut ? cut + 1 : NULL;
    }
    if (bad_line < 2 || !cut)
        return 0;
    size_t len = (size_t)(cut - text);
    char *head = malloc(len + 1);
    if (!head)
        return 0;
    memcpy(head, text, len);
    head[len] = '\0';
    int again;
    const char *why = parse(head, ss, info, err, sizeof err, &again);
    free(head);
    return why ? 0 : bad_line;
}

app_load_status app_autosave_load(const char *path, td_session *ss, app_autosave_info *info,
                                  char *err, size_t err_size)
{
    char *text = NULL;
    app_load_status result = app_load_text(path, APP_AUTOSAVE_FILE_MAX, &text, err, err_size);
    if (result != APP_LOAD_OK)
        return result;
    char msg[200];
    if (app_autosave_parse(text, ss, info, msg, sizeof msg)) {
        snprintf(err, err_size, "%s: %s", path, msg);
        result = APP_LOAD_CORRUPT;
    }
    free(text);
    return result;
}

const char *app_autosave_save(const char *path, const td_session *ss,
                              const app_autosave_info *info, char *err, size_t err_size)
{
    size_t len = 0;
    char *text = app_autosave_format(ss, info, &len);
    return app_save_text(path, text, len, "the seats do not fit the game (or out of memory)", err, err_size);
}

int app_date_format(int year, int month, int day, char out[APP_DATE_SIZE])
{
    out[0] = '\0';
    if (year < 1900 || year > 9999 || month < 1 || month > 12 || day < 1 || day > 31)
        return -1;
    char buf[APP_DATE_SIZE + 8];
    snprintf(buf, sizeof buf, "%04d-%02d-%02d", year, month, day);
    if (!app_text_date_valid(buf))
        return -1;
    memcpy(out, buf, APP_DATE_SIZE);
    return 0;
}

uint64_t app_daily_seed(int year, int month, int day)
{
    char buf[APP_DATE_SIZE];
    if (app_date_format(year, month, day, buf) != 0)
        return 0;
    return (uint64_t)year * 10000u + (uint64_t)month * 100u + (uint64_t)day;
}
