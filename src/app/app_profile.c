/* app_profile.c — profiles, achievements (SPEC §9), game history, statistics, the high-score
 * table and the profiles file (format in app_profile.h). */
#include "app_profile.h"

#include <assert.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app_text.h"
#include "troyes/td_score.h"

#define HEADER "troyes-dice-profiles"
#define VERSION 1
#define LINE_MAX_BYTES 512
#define VP_MAX 9999                 /* bound on any one game's VP in the file */
#define SUM_MAX 1000000000000LL     /* bound on the totals in the file */

/* ---------------------------------------------------------------------------------------------
 * Store and names
 * ------------------------------------------------------------------------------------------- */

app_profiles *app_profiles_new(void) { return calloc(1, sizeof(app_profiles)); }

void app_profiles_free(app_profiles *st) { free(st); }

/* Empties a store. */
static void app_profiles_clear(app_profiles *st) { memset(st, 0, sizeof *st); }

static int is_blank(char c) { return c == ' ' || c == '\t'; }

/* Copies `name` without surrounding spaces/tabs into buf (size bytes). Returns 0, or -1 when it
 * does not fit. */
static int trim_copy(const char *name, char *buf, size_t size)
{
    while (is_blank(*name))
        name++;
    size_t n = strlen(name);
    while (n > 0 && is_blank(name[n - 1]))
        n--;
    if (n >= size)
        return -1;
    memcpy(buf, name, n);
    buf[n] = '\0';
    return 0;
}

/* Equal ignoring ASCII case (UTF-8 bytes above 0x7F compare exactly). */
static int same_name(const char *a, const char *b)
{
    for (;; a++, b++) {
        unsigned char x = (unsigned char)*a, y = (unsigned char)*b;
        if (x >= 'A' && x <= 'Z')
            x = (unsigned char)(x - 'A' + 'a');
        if (y >= 'A' && y <= 'Z')
            y = (unsigned char)(y - 'A' + 'a');
        if (x != y)
            return 0;
        if (!x)
            return 1;
    }
}

const char *app_profile_name_check(const char *name)
{
    size_t n = strlen(name);
    if (n == 0)
        return "the name is empty";
    if (n > APP_PROFILE_NAME_MAX)
        return "the name is too long (24 bytes at most)";
    if (!app_text_utf8_printable(name, n))
        return "the name has a character that is not allowed";
    if (is_blank(name[0]) || is_blank(name[n - 1]))
        return "the name starts or ends with a space";
    return NULL;
}

/* Index of another profile (not `except`) with the same name, or -1. */
static int find_except(const app_profiles *st, const char *name, int except)
{
    for (int i = 0; i < st->count; i++)
        if (i != except && same_name(st->profile[i].name, name))
            return i;
    return -1;
}

/* Trims `name` into buf and checks it for profile `except` (-1 for a new one). */
static const char *check_new_name(const app_profiles *st, const char *name, int except,
                                  char buf[APP_PROFILE_NAME_MAX + 1])
{
    if (trim_copy(name, buf, APP_PROFILE_NAME_MAX + 1) != 0)
        return "the name is too long (24 bytes at most)";
    const char *why = app_profile_name_check(buf);
    if (why)
        return why;
    if (find_except(st, buf, except) >= 0)
        return "a profile already has that name";
    return NULL;
}

const char *app_profiles_add(app_profiles *st, const char *name, int *out_index)
{
    char buf[APP_PROFILE_NAME_MAX + 1];
    const char *why = check_new_name(st, name, -1, buf);
    if (why)
        return why;
    if (st->count >= APP_PROFILES_MAX)
        return "there are already 16 profiles";
    app_profile *p = &st->profile[st->count];
    memset(p, 0, sizeof *p);
    memcpy(p->name, buf, strlen(buf) + 1);
    if (out_index)
        *out_index = st->count;
    st->count++;
    return NULL;
}

const char *app_profiles_rename(app_profiles *st, int index, const char *name)
{
    if (index < 0 || index >= st->count)
        return "no such profile";
    char buf[APP_PROFILE_NAME_MAX + 1];
    const char *why = check_new_name(st, name, index, buf);
    if (why)
        return why;
    memset(st->profile[index].name, 0, sizeof st->profile[index].name);
    memcpy(st->profile[index].name, buf, strlen(buf) + 1);
    return NULL;
}

const char *app_profiles_remove(app_profiles *st, int index)
{
    if (index < 0 || index >= st->count)
        return "no such profile";
    memmove(&st->profile[index], &st->profile[index + 1],
            (size_t)(st->count - index - 1) * sizeof st->profile[0]);
    st->count--;
    memset(&st->profile[st->count], 0, sizeof st->profile[0]);
    return NULL;
}

int app_profiles_find(const app_profiles *st, const char *name)
{
    char buf[APP_PROFILE_NAME_MAX + 1];
    if (trim_copy(name, buf, sizeof buf) != 0)
        return -1;
    return find_except(st, buf, -1);
}

/* ---------------------------------------------------------------------------------------------
 * Recording a game, achievements
 * ------------------------------------------------------------------------------------------- */

/* Number of boxes of an achievement kind: 3 for TD_ACH_PLAYED_*, 1 for the others. */
static int app_achievement_boxes(int ach)
{
    return ach == TD_ACH_PLAYED_SOLO || ach == TD_ACH_PLAYED_MULTI ||
                   ach == TD_ACH_PLAYED_EXPANSION
               ? 3
               : 1;
}

/* Game a ranks above game b in a table of best games (higher total; on ties the earlier one). */
static int better_game(const app_game_record *a, int ia, const app_game_record *b, int ib)
{
    if (a->total != b->total)
        return a->total > b->total;
    return ia < ib;
}

/* Appends `g` to the history. When it is full, the oldest game that is not among the profile's
 * APP_HIGHSCORES best (counting g) makes room. */
static void history_push(app_profile *p, const app_game_record *g)
{
    if (p->n_history == APP_HISTORY_MAX) {
        int drop = 0;
        for (int i = 0; i < p->n_history; i++) {
            int above = better_game(g, APP_HISTORY_MAX, &p->history[i], i);
            for (int j = 0; j < p->n_history && above < APP_HIGHSCORES; j++)
                if (j != i && better_game(&p->history[j], j, &p->history[i], i))
                    above++;
            if (above >= APP_HIGHSCORES) {
                drop = i;
                break;
            }
        }
        memmove(&p->history[drop], &p->history[drop + 1],
                (size_t)(p->n_history - drop - 1) * sizeof p->history[0]);
        p->n_history--;
    }
    p->history[p->n_history++] = *g;
}

/* 1 when `id` parses and describes the same players and expansion as params. */
static int game_id_agrees(const char *id, const td_params *params)
{
    td_params q;
    if (!id || strlen(id) >= TD_GAMEID_MAX || td_gameid_parse(id, &q))
        return 0;
    return q.players == params->players && q.expansion == params->expansion &&
           q.seed == params->seed;
}

uint32_t app_profile_record_game(app_profiles *st, int index, const td_state *s, int player,
                                 const char *date_iso, const char *game_id, uint32_t *ticked)
{
    assert(st && index >= 0 && index < st->count);
    assert(s && s->phase == TD_PHASE_OVER);
    assert(player >= 0 && player < s->params.players);
    assert(date_iso && app_text_date_valid(date_iso));
    app_profile *p = &st->profile[index];

    td_score sc;
    td_score_of(s, player, &sc);
    uint8_t rank[TD_MAX_PLAYERS];
    td_ranking(s, rank);
    uint32_t ach = td_achievements(s, player);

    app_game_record g;
    memset(&g, 0, sizeof g);
    memcpy(g.date, date_iso, APP_DATE_SIZE);
    if (game_id_agrees(game_id, &s->params))
        memcpy(g.game_id, game_id, strlen(game_id) + 1);
    else
        td_gameid_encode(&s->params, g.game_id, sizeof g.game_id);
    g.players = s->params.players;
    g.expansion = s->params.expansion ? 1 : 0;
    g.rank = rank[player];
    g.won = (uint8_t)(g.players > 1 && g.rank == 1);
    g.total = sc.total;
    int16_t res = 0;
    for (int r = 0; r < TD_RESOURCES; r++)
        res = (int16_t)(res + sc.resources[r]);
    for (int c = 0; c < TD_COLUMNS; c++)
        g.character[c] = sc.character[c];
    g.resources = res;
    g.citizens = sc.citizens;
    g.achievements = ach;

    p->games++;
    p->wins += g.won;
    p->score_sum += g.total;
    for (int c = 0; c < TD_COLUMNS; c++)
        p->character_sum[c] += g.character[c];
    p->resources_sum += g.resources;
    p->citizens_sum += g.citizens;
    history_push(p, &g);

    uint32_t done = 0, boxes_now = 0;
    for (int a = 0; a < TD_ACH_COUNT; a++) {
        if (!(ach & (1u << a)))
            continue;
        int max = app_achievement_boxes(a);
        if (p->boxes[a] >= max)
            continue; /* already complete: keeps its dates */
        memcpy(p->box_date[a][p->boxes[a]], date_iso, APP_DATE_SIZE);
        p->boxes[a]++;
        boxes_now |= 1u << a;
        if (p->boxes[a] == max)
            done |= 1u << a;
    }
    if (ticked)
        *ticked = boxes_now;
    return done;
}

void app_profile_progress(const app_profile *p, int ach, app_ach_progress *out)
{
    assert(ach >= 0 && ach < TD_ACH_COUNT);
    out->boxes = app_achievement_boxes(ach);
    out->ticked = p->boxes[ach];
    for (int b = 0; b < APP_ACH_BOXES_MAX; b++)
        out->date[b] = b < out->ticked ? p->box_date[ach][b] : NULL;
}

/* ---------------------------------------------------------------------------------------------
 * Statistics and high scores
 * ------------------------------------------------------------------------------------------- */

void app_profile_stats(const app_profile *p, app_stats *out)
{
    memset(out, 0, sizeof *out);
    out->games = p->games;
    out->wins = p->wins;
    for (int i = 0; i < p->n_history; i++)
        if (i == 0 || p->history[i].total > out->best)
            out->best = p->history[i].total;
    double n = p->games > 0 ? (double)p->games : 1.0;
    out->mean = p->games > 0 ? (double)p->score_sum / n : 0.0;
    for (int c = 0; c < TD_COLUMNS; c++) {
        out->character_total[c] = p->character_sum[c];
        out->character_mean[c] = p->games > 0 ? (double)p->character_sum[c] / n : 0.0;
    }
    out->resources_mean = p->games > 0 ? (double)p->resources_sum / n : 0.0;
    out->citizens_mean = p->games > 0 ? (double)p->citizens_sum / n : 0.0;
}

int app_profile_score_history(const app_profile *p, int16_t *out, int cap)
{
    int n = p->n_history < cap ? p->n_history : cap;
    if (n < 0)
        n = 0;
    int first = p->n_history - n;
    for (int i = 0; i < n; i++)
        out[i] = p->history[first + i].total;
    return n;
}

/* Table order: higher score, then earlier date, then lower profile index, then earlier game. */
static int hs_before(const app_highscore *a, int ga, const app_highscore *b, int gb)
{
    if (a->score != b->score)
        return a->score > b->score;
    int d = strcmp(a->date, b->date);
    if (d != 0)
        return d < 0;
    if (a->profile != b->profile)
        return a->profile < b->profile;
    return ga < gb;
}

int app_profiles_highscores(const app_profiles *st, app_highscore *out, int cap)
{
    if (cap <= 0)
        return 0;
    int *pos = malloc((size_t)cap * sizeof *pos); /* history index of each line, for ties */
    if (!pos)
        return 0;
    int n = 0;
    for (int pi = 0; pi < st->count; pi++) {
        const app_profile *p = &st->profile[pi];
        for (int gi = 0; gi < p->n_history; gi++) {
            const app_game_record *g = &p->history[gi];
            app_highscore h;
            memset(&h, 0, sizeof h);
            h.profile = pi;
            memcpy(h.name, p->name, sizeof h.name);
            h.score = g->total;
            memcpy(h.date, g->date, sizeof h.date);
            memcpy(h.game_id, g->game_id, sizeof h.game_id);
            h.players = g->players;
            h.expansion = g->expansion;
            /* Insertion into the sorted top `cap`. */
            int at = n;
            while (at > 0 && hs_before(&h, gi, &out[at - 1], pos[at - 1]))
                at--;
            if (at >= cap)
                continue;
            int last = n < cap ? n : cap - 1;
            for (int k = last; k > at; k--) {
                out[k] = out[k - 1];
                pos[k] = pos[k - 1];
            }
            out[at] = h;
            pos[at] = gi;
            if (n < cap)
                n++;
        }
    }
    free(pos);
    return n;
}

/* ---------------------------------------------------------------------------------------------
 * The file
 * ------------------------------------------------------------------------------------------- */

/* A growing text buffer; on out of memory `data` becomes NULL and further appends do nothing. */
typedef struct text_buf {
    char *data;
    size_t len, cap;
} text_buf;

#if defined(__GNUC__) || defined(__clang__)
__attribute__((format(printf, 2, 3)))
#endif
static void tb_printf(text_buf *tb, const char *fmt, ...)
{
    if (!tb->data)
        return;
    for (;;) {
        va_list ap;
        va_start(ap, fmt);
        int n = vsnprintf(tb->data + tb->len, tb->cap - tb->len, fmt, ap);
        va_end(ap);
        if (n < 0) {
            free(tb->data);
            tb->data = NULL;
            return;
        }
        if ((size_t)n < tb->cap - tb->len) {
            tb->len += (size_t)n;
            return;
        }
        size_t ncap = tb->cap * 2 + (size_t)n + 1;
        char *nd = realloc(tb->data, ncap);
        if (!nd) {
            free(tb->data);
            tb->data = NULL;
            return;
        }
        tb->data = nd;
        tb->cap = ncap;
    }
}

char *app_profiles_format(const app_profiles *st, size_t *len)
{
    text_buf tb = {malloc(4096), 0, 4096};
    tb_printf(&tb, "%s %d\n", HEADER, VERSION);
    for (int pi = 0; pi < st->count; pi++) {
        const app_profile *p = &st->profile[pi];
        tb_printf(&tb, "profile %s\n", p->name);
        tb_printf(&tb, "totals %lld %lld %lld", p->games, p->wins, p->score_sum);
        for (int c = 0; c < TD_COLUMNS; c++)
            tb_printf(&tb, " %lld", p->character_sum[c]);
        tb_printf(&tb, " %lld %lld\n", p->resources_sum, p->citizens_sum);
        for (int a = 0; a < TD_ACH_COUNT; a++) {
            if (!p->boxes[a])
                continue;
            tb_printf(&tb, "ach %s", td_achievement_key[a]);
            for (int b = 0; b < p->boxes[a]; b++)
                tb_printf(&tb, " %s", p->box_date[a][b]);
            tb_printf(&tb, "\n");
        }
        for (int gi = 0; gi < p->n_history; gi++) {
            const app_game_record *g = &p->history[gi];
            tb_printf(&tb, "game %s %s %d %d %d %d", g->date, g->game_id, g->players,
                      g->expansion, g->rank, g->total);
            for (int c = 0; c < TD_COLUMNS; c++)
                tb_printf(&tb, " %d", g->character[c]);
            tb_printf(&tb, " %d %d %lu\n", g->resources, g->citizens,
                      (unsigned long)g->achievements);
        }
    }
    tb_printf(&tb, "end\n");
    if (tb.data && len)
        *len = tb.len;
    return tb.data;
}

/* Parser state: the store being built and the profile being read. */
typedef struct parser {
    app_profiles *st;
    app_profile *cur;
    int cur_line;          /* line of the current profile's "profile" line */
    int have_totals;
    int ended;
    int cut;               /* app_profiles_recover: the text stops before a damaged line */
    char *err;
    size_t err_size;
    int line;
} parser;

#if defined(__GNUC__) || defined(__clang__)
__attribute__((format(printf, 2, 3)))
#endif
static const char *fail(parser *ps, const char *fmt, ...)
{
    int n = snprintf(ps->err, ps->err_size, "line %d: ", ps->line);
    if (n >= 0 && (size_t)n < ps->err_size) {
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(ps->err + n, ps->err_size - (size_t)n, fmt, ap);
        va_end(ap);
    }
    return ps->err;
}

/* Checks what a profile must have once all its lines are read. */
static const char *finish_profile(parser *ps)
{
    if (!ps->cur)
        return NULL;
    const app_profile *p = ps->cur;
    if (!ps->have_totals) {
        ps->line = ps->cur_line;
        return fail(ps, "profile \"%s\" has no totals line", p->name);
    }
    if (p->games < p->n_history) {
        ps->line = ps->cur_line;
        return fail(ps, "profile \"%s\" lists %d games but its totals count %lld", p->name,
                    p->n_history, p->games);
    }
    return NULL;
}

static int to_int(const char *s, long long min, long long max, long long *v)
{
    return app_text_int(s, min, max, v);
}

static const char *parse_totals(parser *ps, char **tok, int n)
{
    app_profile *p = ps->cur;
    if (ps->have_totals)
        return fail(ps, "a second totals line for profile \"%s\"", p->name);
    if (n != 2 + TD_COLUMNS + 3 + 1)
        return fail(ps, "totals needs %d numbers", 2 + TD_COLUMNS + 3);
    long long v[2 + TD_COLUMNS + 3];
    for (int i = 0; i < 2 + TD_COLUMNS + 3; i++)
        if (!to_int(tok[1 + i], 0, SUM_MAX, &v[i]))
            return fail(ps, "totals: \"%.24s\" is not a number 0 to %lld", tok[1 + i],
                        SUM_MAX);
    if (v[1] > v[0])
        return fail(ps, "totals: more wins than games");
    p->games = v[0];
    p->wins = v[1];
    p->score_sum = v[2];
    for (int c = 0; c < TD_COLUMNS; c++)
        p->character_sum[c] = v[3 + c];
    p->resources_sum = v[3 + TD_COLUMNS];
    p->citizens_sum = v[4 + TD_COLUMNS];
    ps->have_totals = 1;
    return NULL;
}

static const char *parse_ach(parser *ps, char **tok, int n)
{
    app_profile *p = ps->cur;
    if (n < 2)
        return fail(ps, "ach needs an achievement and its dates");
    int a = 0;
    while (a < TD_ACH_COUNT && strcmp(td_achievement_key[a], tok[1]) != 0)
        a++;
    if (a == TD_ACH_COUNT)
        return fail(ps, "unknown achievement \"%.32s\"", tok[1]);
    if (p->boxes[a])
        return fail(ps, "achievement %s is listed twice", tok[1]);
    int dates = n - 2;
    if (dates < 1 || dates > app_achievement_boxes(a))
        return fail(ps, "achievement %s has %d box%s, not %d dates", tok[1],
                    app_achievement_boxes(a), app_achievement_boxes(a) > 1 ? "es" : "", dates);
    for (int b = 0; b < dates; b++) {
        if (!app_text_date_valid(tok[2 + b]))
            return fail(ps, "\"%.24s\" is not a date YYYY-MM-DD", tok[2 + b]);
        memcpy(p->box_date[a][b], tok[2 + b], APP_DATE_SIZE);
    }
    p->boxes[a] = (uint8_t)dates;
    return NULL;
}

enum { GAME_WORDS = 1 + 6 + TD_COLUMNS + 3 };

static const char *parse_game(parser *ps, char **tok, int n)
{
    app_profile *p = ps->cur;
    if (n != GAME_WORDS)
        return fail(ps, "a game line needs %d words, not %d", GAME_WORDS, n);
    if (p->n_history >= APP_HISTORY_MAX)
        return fail(ps, "more than %d games for profile \"%s\"", APP_HISTORY_MAX, p->name);
    app_game_record g;
    memset(&g, 0, sizeof g);
    if (!app_text_date_valid(tok[1]))
        return fail(ps, "\"%.24s\" is not a date YYYY-MM-DD", tok[1]);
    memcpy(g.date, tok[1], APP_DATE_SIZE);
    td_params params;
    const char *why = strlen(tok[2]) < TD_GAMEID_MAX ? td_gameid_parse(tok[2], &params)
                                                     : "too long";
    if (why)
        return fail(ps, "bad game ID \"%.40s\": %s", tok[2], why);
    memcpy(g.game_id, tok[2], strlen(tok[2]) + 1);
    long long v;
    if (!to_int(tok[3], 1, TD_MAX_PLAYERS, &v) || v != params.players)
        return fail(ps, "the number of players must be that of the game ID (%d)",
                    params.players);
    g.players = (uint8_t)v;
    if (!to_int(tok[4], 0, 1, &v) || v != (params.expansion ? 1 : 0))
        return fail(ps, "the expansion flag must be that of the game ID (%d)",
                    params.expansion ? 1 : 0);
    g.expansion = (uint8_t)v;
    if (!to_int(tok[5], 1, g.players, &v))
        return fail(ps, "the rank must be 1 to %d", g.players);
    g.rank = (uint8_t)v;
    g.won = (uint8_t)(g.players > 1 && g.rank == 1);
    long long parts = 0;
    int16_t *field[TD_COLUMNS + 3];
    field[0] = &g.total;
    for (int c = 0; c < TD_COLUMNS; c++)
        field[1 + c] = &g.character[c];
    field[1 + TD_COLUMNS] = &g.resources;
    field[2 + TD_COLUMNS] = &g.citizens;
    for (int i = 0; i < TD_COLUMNS + 3; i++) {
        if (!to_int(tok[6 + i], 0, VP_MAX, &v))
            return fail(ps, "\"%.24s\" is not a score 0 to %d", tok[6 + i], VP_MAX);
        *field[i] = (int16_t)v;
        if (i > 0)
            parts += v;
    }
    if (parts != g.total)
        return fail(ps, "the total %d is not the sum of its parts (%lld)", g.total, parts);
    if (!to_int(tok[6 + TD_COLUMNS + 3], 0, (1LL << TD_ACH_COUNT) - 1, &v))
        return fail(ps, "bad achievements mask \"%.24s\"", tok[6 + TD_COLUMNS + 3]);
    g.achievements = (uint32_t)v;
    p->history[p->n_history++] = g;
    return NULL;
}

static const char *parse_line(parser *ps, char *line)
{
    if (ps->ended)
        return fail(ps, "text after the end line");
    if (strncmp(line, "profile ", 8) == 0) {
        const char *why = finish_profile(ps);
        if (why)
            return why;
        const char *name = line + 8;
        why = app_profile_name_check(name);
        if (why)
            return fail(ps, "bad profile name: %s", why);
        if (find_except(ps->st, name, -1) >= 0)
            return fail(ps, "a second profile called \"%s\"", name);
        if (ps->st->count >= APP_PROFILES_MAX)
            return fail(ps, "more than %d profiles", APP_PROFILES_MAX);
        ps->cur = &ps->st->profile[ps->st->count++];
        memcpy(ps->cur->name, name, strlen(name) + 1);
        ps->cur_line = ps->line;
        ps->have_totals = 0;
        return NULL;
    }
    char *tok[GAME_WORDS + 1];
    int n = app_text_split(line, tok, GAME_WORDS + 1);
    if (n == 0)
        return NULL;
    if (strcmp(tok[0], "end") == 0) {
        if (n != 1)
            return fail(ps, "end takes nothing after it");
        const char *why = finish_profile(ps);
        if (why)
            return why;
        ps->ended = 1;
        return NULL;
    }
    int known = strcmp(tok[0], "totals") == 0 || strcmp(tok[0], "ach") == 0 ||
                strcmp(tok[0], "game") == 0;
    if (!known)
        return fail(ps, "unknown line \"%.24s\"", tok[0]);
    if (!ps->cur)
        return fail(ps, "%s before any profile line", tok[0]);
    if (tok[0][0] == 't')
        return parse_totals(ps, tok, n);
    if (tok[0][0] == 'a')
        return parse_ach(ps, tok, n);
    if (!ps->have_totals)
        return fail(ps, "a game before the totals line");
    return parse_game(ps, tok, n);
}

static const char *parse_into(parser *ps, const char *text)
{
    if (strncmp(text, "\xEF\xBB\xBF", 3) == 0)
        text += 3; /* a byte-order mark left by a text editor */
    app_lines it;
    app_lines_init(&it, text);
    const char *start;
    size_t len;
    int header = 0;
    while (app_lines_next(&it, &start, &len)) {
        ps->line = it.number;
        char line[LINE_MAX_BYTES];
        if (len >= sizeof line)
            return fail(ps, "line too long");
        memcpy(line, start, len);
        line[len] = '\0';
        if (!header) {
            char *tok[3];
            int n = app_text_split(line, tok, 3);
            long long v;
            if (n != 2 || strcmp(tok[0], HEADER) != 0)
                return fail(ps, "not a profiles file (the first line must be \"" HEADER
                            " %d\")", VERSION);
            if (!app_text_int(tok[1], VERSION, VERSION, &v))
                return fail(ps, "profiles version %.16s is not supported (this game reads "
                            "version %d)", tok[1], VERSION);
            header = 1;
            continue;
        }
        if (line[0] == '#')
            continue;
        const char *why = parse_line(ps, line);
        if (why)
            return why;
    }
    if (!header) {
        ps->line = 1;
        return fail(ps, "the file is empty");
    }
    if (!ps->ended && ps->cut) { /* the last profile is kept when it is whole without the rest */
        if (ps->cur && finish_profile(ps)) {
            memset(ps->cur, 0, sizeof *ps->cur);
            ps->st->count--;
        }
        return NULL;
    }
    if (!ps->ended) {
        ps->line = it.number + 1;
        return fail(ps, "the file ends without its end line (cut short?)");
    }
    return NULL;
}

static void parser_start(parser *ps, app_profiles *st, char *err, size_t err_size)
{
    memset(ps, 0, sizeof *ps);
    ps->st = st;
    ps->err = err;
    ps->err_size = err_size;
}

const char *app_profiles_parse(const char *text, app_profiles *out, char *err, size_t err_size)
{
    assert(err && err_size > 0);
    app_profiles *tmp = app_profiles_new();
    if (!tmp) {
        snprintf(err, err_size, "out of memory");
        return err;
    }
    parser ps;
    parser_start(&ps, tmp, err, err_size);
    const char *why = parse_into(&ps, text);
    if (!why)
        memcpy(out, tmp, sizeof *tmp);
    app_profiles_free(tmp);
    return why;
}

int app_profiles_recover(const char *text, app_profiles *out)
{
    app_profiles *tmp = app_profiles_new();
    if (!tmp)
        return 0;
    char err[256];
    parser ps;
    parser_start(&ps, tmp, err, sizeof err);
    int bad_line = parse_into(&ps, text) ? ps.line : 0;
    /* the text before the line at fault: the profiles it holds whole */
    const char *cut = text;
    for (int n = 1; n < bad_line && cut; n++) {
        cut = strchr(cut, '\n');
        cut = cut ? cut + 1 : NULL;
    }
    char *head = bad_line >= 2 && cut ? malloc((size_t)(cut - text) + 1) : NULL;
    int kept = 0;
    if (head) {
        memcpy(head, text, (size_t)(cut - text));
        head[cut - text] = '\0';
        app_profiles_clear(tmp);
        parser_start(&ps, tmp, err, sizeof err);
        ps.cut = 1;
        kept = !parse_into(&ps, head) && tmp->count > 0;
        free(head);
    }
    if (kept)
        memcpy(out, tmp, sizeof *tmp);
    app_profiles_free(tmp);
    return kept ? bad_line : 0;
}

app_load_status app_profiles_load(const char *path, app_profiles *out, char *err,
                                  size_t err_size)
{
    char *text = NULL;
    app_load_status result = app_load_text(path, APP_PROFILES_FILE_MAX, &text, err, err_size);
    if (result != APP_LOAD_OK)
        return result;
    char msg[256];
    if (app_profiles_parse(text, out, msg, sizeof msg)) {
        snprintf(err, err_size, "%s: %s", path, msg);
        result = strcmp(msg, "out of memory") == 0 ? APP_LOAD_ERROR : APP_LOAD_CORRUPT;
    }
    free(text);
    return result;
}

const char *app_profiles_save(const char *path, const app_profiles *st, char *err,
                              size_t err_size)
{
    size_t len = 0;
    char *text = app_profiles_format(st, &len);
    return app_save_text(path, text, len, "out of memory", err, err_size);
}
