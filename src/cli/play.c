/* play.c — `troyes-cli play [GAME-ID]`: the line protocol for scripts and bots.
 *
 * One command per line on stdin, exactly one line of answer on stdout per command: `ok ...`,
 * a one-line JSON object, or `error: <reason>` (and then nothing changed). Blank lines and lines
 * whose first non-blank character is ';' get no answer. EOF or `quit` ends the program (exit 0).
 * The commands, their answers and the JSON shapes are documented in docs/protocol.md; keep the
 * two in step.
 *
 * The game lives in one td_session (allocated once); every command reads or changes it through
 * the rules core's public API only.
 */
#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "achieve.h"
#include "cli.h"
#include "json.h"
#include "troyes/td_engine.h"
#include "troyes/td_gameid.h"
#include "troyes/td_move.h"
#include "troyes/td_score.h"
#include "troyes/td_session.h"

#define PLAY_LINE_MAX 4096 /* longest accepted line, in bytes, without its end of line */
#define PLAY_TOKENS 8      /* most arguments any command takes, plus one to detect extras */

typedef struct play {
    td_session *ss;                /* owned */
    int have_game;                 /* 0 until the first successful `new` */
    json_out json;                 /* reused for every JSON answer */
    td_move legal[TD_LEGAL_MAX];   /* scratch for `legal` */
} play;

/* ------------------------------------------------------------------------------------------ */
/* Answers: each writes exactly one line and flushes, so a bot can read answer by answer.     */

static void answer_ok(const char *fmt, ...)
{
    va_list ap;
    fputs("ok", stdout);
    if (fmt && *fmt) {
        fputc(' ', stdout);
        va_start(ap, fmt);
        vprintf(fmt, ap);
        va_end(ap);
    }
    fputc('\n', stdout);
    fflush(stdout);
}

static void answer_error(const char *fmt, ...)
{
    va_list ap;
    fputs("error: ", stdout);
    va_start(ap, fmt);
    vprintf(fmt, ap);
    va_end(ap);
    fputc('\n', stdout);
    fflush(stdout);
}

/* Prints the JSON text built in pl->json as one line. */
static void answer_json(play *pl)
{
    if (pl->json.failed || pl->json.depth != 0) {
        answer_error("out of memory while writing the answer");
        return;
    }
    fputs(pl->json.buf, stdout);
    fputc('\n', stdout);
    fflush(stdout);
}

/* A piece of the user's line, safe to echo inside an error line: printable ASCII only (others
 * become '?'), at most 40 characters. Returns `out`. */
static const char *echo(const char *text, size_t len, char *out, size_t size)
{
    size_t n = 0;
    for (size_t i = 0; i < len && n + 4 < size; i++) {
        unsigned char ch = (unsigned char)text[i];
        if (n >= 40) {
            memcpy(out + n, "...", 3);
            n += 3;
            break;
        }
        out[n++] = (ch >= 0x20 && ch < 0x7F) ? (char)ch : '?';
    }
    out[n] = '\0';
    return out;
}

/* ------------------------------------------------------------------------------------------ */
/* Words used in the JSON answers.                                                            */

static const char *const phase_word[] = {"roll", "choose", "over"};
static const char *const need_word[] = {"nothing", "roll",     "die",     "prestige",
                                        "work",    "overflow", "banquet4"};
static const char *const attack_word[] = {"none", "crossed", "already", "protected"};

static const char *phase_name(int phase)
{
    return phase >= 0 && phase <= TD_PHASE_OVER ? phase_word[phase] : "?";
}

static const char *need_name(int kind)
{
    return kind >= 0 && kind <= TD_NEED_BANQUET4 ? need_word[kind] : "?";
}

static const char *colour_name(int c)
{
    return c >= 0 && c < TD_COLOURS ? td_colour_name[c] : "?";
}

/* "key":{"influence":a,"deniers":b,"knowledge":c} */
static void json_resources(json_out *j, const char *key, const int v[TD_RESOURCES])
{
    json_key(j, key);
    json_object(j);
    for (int r = 0; r < TD_RESOURCES; r++)
        json_key_int(j, td_resource_name[r], v[r]);
    json_end(j);
}

/* "key":{"red":a,"yellow":b,"white":c} */
static void json_colours(json_out *j, const char *key, const int v[TD_COLOURS])
{
    json_key(j, key);
    json_object(j);
    for (int c = 0; c < TD_COLOURS; c++)
        json_key_int(j, td_colour_name[c], v[c]);
    json_end(j);
}

/* {"kind":"prestige","colour":"red"}; the colour only for prestige (the track that reached 15)
 * and overflow (the full track). */
static void json_need(json_out *j, td_need need)
{
    json_object(j);
    json_key_string(j, "kind", need_name(need.kind));
    if (need.kind == TD_NEED_PRESTIGE || need.kind == TD_NEED_OVERFLOW)
        json_key_string(j, "colour", colour_name(need.colour));
    json_end(j);
}

/* The column values of the positions in `mask`, ascending. */
static void json_columns(json_out *j, const td_state *s, unsigned mask)
{
    json_array(j);
    for (int v = 1; v <= 6; v++)
        if (mask & (1u << s->pos_of_value[v]))
            json_int(j, v);
    json_end(j);
}

/* "key":{"FO":[..],"CP":[..],...} from a per-row mask. */
static void json_rows(json_out *j, const td_state *s, const char *key, const uint8_t rows[TD_ROWS])
{
    json_key(j, key);
    json_object(j);
    for (int r = 0; r < TD_ROWS; r++) {
        json_key(j, td_row_code[r]);
        json_columns(j, s, rows[r]);
    }
    json_end(j);
}

/* "lost":["red_15th","column_6",...] from the TD_LOST_* bits: building bonuses lost for want of
 * an open cell. */
static void json_lost(json_out *j, unsigned lost)
{
    static const char *const word[TD_LOST_KINDS] = {"red_15th", "yellow_15th", "white_15th", "column_6",
                                                    "column_11"};
    json_key(j, "lost");
    json_array(j);
    for (int k = 0; k < TD_LOST_KINDS; k++)
        if (lost >> k & 1u)
            json_string(j, word[k]);
    json_end(j);
}

/* "links":[{"row":"FO","columns":[1,2]},...] from the bits row*3+pair. */
static void json_links(json_out *j, const td_state *s, uint32_t links)
{
    json_key(j, "links");
    json_array(j);
    for (int r = 0; r < TD_ROWS; r++)
        for (int pair = 0; pair < 3; pair++) {
            if (!(links & (1u << (r * 3 + pair))))
                continue;
            json_object(j);
            json_key_string(j, "row", td_row_code[r]);
            json_key(j, "columns");
            json_array(j);
            json_int(j, s->params.col_value[2 * pair]);
            json_int(j, s->params.col_value[2 * pair + 1]);
            json_end(j);
            json_end(j);
        }
    json_end(j);
}

/* [1,3]: the 1-based players in a bit mask. */
static void json_players(json_out *j, const td_state *s, unsigned mask)
{
    json_array(j);
    for (int p = 0; p < s->params.players; p++)
        if (mask & (1u << p))
            json_int(j, p + 1);
    json_end(j);
}

/* ------------------------------------------------------------------------------------------ */
/* Arguments.                                                                                 */

/* Splits `args` in place on blanks. Returns the count (at most PLAY_TOKENS). */
static int split(char *args, char *tok[PLAY_TOKENS])
{
    int n = 0;
    char *t = args;
    while (*t) {
        while (*t == ' ' || *t == '\t')
            *t++ = '\0';
        if (!*t)
            break;
        if (n == PLAY_TOKENS)
            return n;
        tok[n++] = t;
        while (*t && *t != ' ' && *t != '\t')
            t++;
    }
    return n;
}

/* "p1", "P1" or "1" -> 0-based player of the current game, or -1 after answering an error. */
static int parse_player(const play *pl, const char *text)
{
    const char *digits = (text[0] == 'p' || text[0] == 'P') ? text + 1 : text;
    long long v;
    char shown[64];
    if (!cli_parse_long(digits, 1, TD_MAX_PLAYERS, &v) || !isdigit((unsigned char)digits[0])) {
        answer_error("a player is p1 to p%d, not '%s'", TD_MAX_PLAYERS,
                     echo(text, strlen(text), shown, sizeof shown));
        return -1;
    }
    int players = pl->ss->now.params.players;
    if (v > players) {
        answer_error("there is no player p%lld in a %d-player game", v, players);
        return -1;
    }
    return (int)v - 1;
}

/* ------------------------------------------------------------------------------------------ */
/* Commands. Each answers exactly one line; a non-zero return ends the program.              */

static int cmd_new(play *pl, int argc, char **argv)
{
    if (argc != 1) {
        answer_error("usage: new <game ID>, e.g. new 2p-std#42");
        return 0;
    }
    td_params p;
    const char *why = td_gameid_parse(argv[0], &p);
    if (!why)
        why = td_session_start(pl->ss, &p);
    if (why) {
        answer_error("bad game ID: %s", why);
        return 0;
    }
    pl->have_game = 1;
    char id[TD_GAMEID_MAX];
    td_gameid_encode(&pl->ss->start.params, id, sizeof id);
    answer_ok("new %s", id);
    return 0;
}

/* Accepts `text` or `prefix text`; the rest must be letters and digits (no '-' or '#' that
 * would change another part of the game ID). */
static const char *strip_prefix(const char *text, char prefix)
{
    if (text[0] == prefix)
        text++;
    for (const char *t = text; *t; t++)
        if (!isalnum((unsigned char)*t))
            return NULL;
    return text;
}

static int cmd_layout(play *pl, int argc, char **argv)
{
    if (argc < 1 || argc > 2) {
        answer_error("usage: layout <wheel> [<tiles>], e.g. layout RRYYWWRYRYRWRWYWYW 3b6b8b");
        return 0;
    }
    if (pl->ss->n_moves > 0) {
        answer_error("the layout is set before the first roll (start a game with new)");
        return 0;
    }
    const char *wheel = strip_prefix(argv[0], 'L');
    const char *tiles = argc == 2 ? strip_prefix(argv[1], 'T') : "";
    if (!wheel || !tiles) {
        answer_error("bad layout: the wheel is 18 letters R, Y, W and the tiles e.g. 3b6b8b");
        return 0;
    }
    /* The game ID of the current params without a layout, with the new one spliced in: the
     * game ID parser then checks everything (td_gameid.h). */
    td_params p = pl->ss->start.params;
    p.has_layout = 0;
    memset(&p.layout, 0, sizeof p.layout);
    char base[TD_GAMEID_MAX], text[TD_GAMEID_MAX + 64];
    td_gameid_encode(&p, base, sizeof base);
    const char *hash = strchr(base, '#');
    if (!hash || strlen(wheel) > 18 || strlen(tiles) > 6) {
        answer_error("bad layout: the wheel is 18 letters R, Y, W and the tiles e.g. 3b6b8b");
        return 0;
    }
    snprintf(text, sizeof text, "%.*s-L%s%s%s%s", (int)(hash - base), base, wheel,
             *tiles ? "-T" : "", tiles, hash);
    const char *why = td_gameid_parse(text, &p);
    if (!why)
        why = td_session_start(pl->ss, &p);
    if (why) {
        answer_error("bad layout: %s", why);
        return 0;
    }
    char id[TD_GAMEID_MAX];
    td_gameid_encode(&pl->ss->start.params, id, sizeof id);
    answer_ok("layout %s", id);
    return 0;
}

static int cmd_id(play *pl, int argc, char **argv)
{
    (void)argv;
    if (argc != 0) {
        answer_error("id takes no arguments");
        return 0;
    }
    char id[TD_GAMEID_MAX];
    td_gameid_encode(&pl->ss->start.params, id, sizeof id);
    answer_ok("id %s", id);
    return 0;
}

/* Applies a move given as text (the whole rest of the line). */
static void do_move(play *pl, const char *text)
{
    td_move m;
    char shown[64];
    const char *why = td_move_parse(text, &m);
    if (why) {
        answer_error("bad move '%s': %s", echo(text, strlen(text), shown, sizeof shown), why);
        return;
    }
    if (m.kind != TD_MOVE_ROLL && m.player >= pl->ss->now.params.players) {
        char canon[TD_MOVE_TEXT_MAX];
        td_move_encode(&m, canon, sizeof canon);
        answer_error("illegal move '%s': there is no player p%d in a %d-player game", canon,
                     m.player + 1, pl->ss->now.params.players);
        return;
    }
    why = td_session_apply(pl->ss, &m);
    char canon[TD_MOVE_TEXT_MAX];
    td_move_encode(&m, canon, sizeof canon);
    if (why) {
        answer_error("illegal move '%s': %s", canon, why);
        return;
    }
    if (m.kind != TD_MOVE_ROLL) {
        answer_ok("%s", canon);
        return;
    }
    /* A roll also says where the dice landed: values by slot, the black one marked b. */
    const td_state *s = &pl->ss->now;
    char dice[32];
    int n = 0;
    for (int slot = 0; slot < TD_SLOTS; slot++)
        n += snprintf(dice + n, sizeof dice - (size_t)n, " %s%d",
                      slot == s->black_slot ? "b" : "", s->die_value[slot]);
    answer_ok("%s dice%s", canon, dice);
}

static int cmd_move(play *pl, const char *rest)
{
    if (!*rest) {
        answer_error("usage: move <move text>, e.g. move p1 die 1 3 R gain");
        return 0;
    }
    do_move(pl, rest);
    return 0;
}

static void json_cost(json_out *j, const td_cost *c)
{
    int v[TD_RESOURCES];
    json_key(j, "cost");
    json_object(j);
    json_key(j, "slot");
    json_object(j);
    json_key_int(j, "amount", c->slot_amount);
    json_key(j, "resource");
    if (c->slot_amount)
        json_string(j, c->slot_resource < TD_RESOURCES ? td_resource_name[c->slot_resource] : "?");
    else
        json_null(j);
    json_end(j);
    for (int r = 0; r < TD_RESOURCES; r++)
        v[r] = c->surcharge[r];
    json_resources(j, "surcharge", v);
    json_key_int(j, "value_influence", c->value_influence);
    json_key_int(j, "colour_knowledge", c->colour_knowledge);
    for (int r = 0; r < TD_RESOURCES; r++)
        v[r] = c->total[r];
    json_resources(j, "total", v);
    json_end(j);
}

static void json_gain(json_out *j, const td_state *s, const td_gain *g)
{
    int v[TD_RESOURCES];
    json_key(j, "gain");
    json_object(j);
    for (int r = 0; r < TD_RESOURCES; r++)
        v[r] = g->resources[r];
    json_resources(j, "resources", v);
    for (int r = 0; r < TD_RESOURCES; r++)
        v[r] = g->circled[r];
    json_resources(j, "circled", v);
    for (int c = 0; c < TD_COLOURS; c++)
        v[c] = g->citizens[c];
    json_colours(j, "citizens", v);
    json_key(j, "built");
    json_array(j);
    for (int r = 0; r < TD_ROWS; r++)
        for (int val = 1; val <= 6; val++)
            if (g->built[r] & (1u << s->pos_of_value[val])) {
                json_object(j);
                json_key_string(j, "row", td_row_code[r]);
                json_key_int(j, "column", val);
                json_end(j);
            }
    json_end(j);
    json_links(j, s, g->links);
    json_lost(j, g->lost);
    json_key_int(j, "cathedral_multiplier", g->cathedral_multiplier);
    json_key(j, "then");
    json_need(j, g->then);
    json_key_int(j, "score_delta", g->score_delta);
    json_end(j);
}

static int cmd_legal(play *pl, int argc, char **argv)
{
    if (argc < 1 || argc > 2) {
        answer_error("usage: legal <player> [<slot>], e.g. legal p1 or legal p1 3");
        return 0;
    }
    int player = parse_player(pl, argv[0]);
    if (player < 0)
        return 0;
    long long slot = 0; /* 0: every move; 1..4: only die moves taking that slot's die */
    if (argc == 2 && !cli_parse_long(argv[1], 1, TD_SLOTS, &slot)) {
        char shown[64];
        answer_error("a slot is 1 to 4, not '%s'", echo(argv[1], strlen(argv[1]), shown,
                                                       sizeof shown));
        return 0;
    }
    const td_state *s = &pl->ss->now;
    int all = td_legal_moves(s, player, pl->legal, TD_LEGAL_MAX);
    if (all > TD_LEGAL_MAX)
        all = TD_LEGAL_MAX; /* cannot happen: TD_LEGAL_MAX is enough for any state */
    int n = 0;
    for (int i = 0; i < all; i++)
        if (!slot || (pl->legal[i].kind == TD_MOVE_DIE && pl->legal[i].slot == slot - 1))
            pl->legal[n++] = pl->legal[i];
    json_out *j = &pl->json;
    json_reset(j);
    json_object(j);
    json_key_int(j, "player", player + 1);
    json_key(j, "need");
    json_need(j, td_need_of(s, player));
    json_key_int(j, "count", n);
    json_key(j, "moves");
    json_array(j);
    for (int i = 0; i < n; i++) {
        const td_move *m = &pl->legal[i];
        char text[TD_MOVE_TEXT_MAX];
        td_cost cost;
        td_gain gain;
        td_move_encode(m, text, sizeof text);
        td_move_cost(s, m, &cost);
        const char *why = td_move_preview(s, m, &gain);
        if (why) {
            answer_error("internal: the legal move '%s' fails its preview: %s", text, why);
            return 0;
        }
        json_object(j);
        json_key_string(j, "move", text);
        json_cost(j, &cost);
        json_gain(j, s, &gain);
        json_end(j);
    }
    json_end(j);
    json_end(j);
    answer_json(pl);
    return 0;
}

/* Whether the black die's results of a half-day are to report (SPEC §4.4, §7 [R8]): those of the
 * half-day being chosen in, then those of the half-day just played until the next roll (and at
 * the end of the game); none before the first roll. Sets *day and *half to that half-day. */
static int black_shown(const td_state *s, int *day, int *half)
{
    *day = s->day;
    *half = s->half;
    if (s->phase == TD_PHASE_CHOOSE || s->phase == TD_PHASE_OVER)
        return 1;
    if (s->day == 1 && s->half == 0)
        return 0;
    if (s->half == 1) {
        *half = 0;
    } else {
        *half = 1;
        (*day)--;
    }
    return 1;
}

static void json_sheet(json_out *j, const td_state *s, int p, int shown)
{
    const td_sheet *sh = &s->sheet[p];
    int choose = s->phase == TD_PHASE_CHOOSE;
    int v[TD_RESOURCES];
    json_object(j);
    json_key_int(j, "player", p + 1);
    json_key(j, "need");
    json_need(j, td_need_of(s, p));
    json_key_bool(j, "done", choose && sh->turn_done && !sh->q_len);
    json_key(j, "slot");
    if (choose && sh->turn_done && sh->used_slot < TD_SLOTS)
        json_int(j, sh->used_slot + 1);
    else
        json_null(j);
    json_key_int(j, "pending", sh->q_len);
    json_key(j, "resources");
    json_object(j);
    for (int r = 0; r < TD_RESOURCES; r++)
        v[r] = td_held(sh, r);
    json_resources(j, "held", v);
    for (int r = 0; r < TD_RESOURCES; r++)
        v[r] = sh->res_circled[r];
    json_resources(j, "circled", v);
    for (int r = 0; r < TD_RESOURCES; r++)
        v[r] = sh->res_crossed[r];
    json_resources(j, "crossed", v);
    json_end(j);
    for (int c = 0; c < TD_COLOURS; c++)
        v[c] = sh->cit[c];
    json_colours(j, "citizens", v);
    json_rows(j, s, "built", sh->built);
    json_rows(j, s, "crossed", sh->crossed);
    json_key(j, "dice_crossed");
    json_object(j);
    for (int c = 0; c < TD_COLOURS; c++) {
        json_key(j, td_colour_name[c]);
        json_columns(j, s, sh->die_crossed[c]);
    }
    json_end(j);
    json_key(j, "cathedrals");
    json_array(j);
    for (int val = 1; val <= 6; val++) {
        int pos = s->pos_of_value[val];
        if (!sh->cath_mult[pos])
            continue;
        json_object(j);
        json_key_int(j, "column", val);
        json_key_string(j, "character", td_character_name[pos]);
        json_key_int(j, "multiplier", sh->cath_mult[pos]);
        json_end(j);
    }
    json_end(j);
    json_links(j, s, sh->links);
    json_lost(j, sh->lost);
    json_key(j, "attacks");
    json_array(j);
    for (int a = 0; shown && a < s->n_attacks && a < 2; a++)
        json_string(j, sh->attack[a] <= TD_ATTACK_PROTECTED ? attack_word[sh->attack[a]] : "?");
    json_end(j);
    json_key_int(j, "score", td_score_total(s, p));
    json_end(j);
}

static int cmd_state(play *pl, int argc, char **argv)
{
    (void)argv;
    if (argc != 0) {
        answer_error("state takes no arguments");
        return 0;
    }
    const td_state *s = &pl->ss->now;
    int choose = s->phase == TD_PHASE_CHOOSE;
    char id[TD_GAMEID_MAX];
    td_gameid_encode(&pl->ss->start.params, id, sizeof id);
    json_out *j = &pl->json;
    json_reset(j);
    json_object(j);
    json_key_string(j, "id", id);
    json_key_int(j, "players", s->params.players);
    json_key_bool(j, "expansion", s->params.expansion);
    json_key(j, "numbering");
    json_array(j);
    for (int i = 0; i < TD_COLUMNS; i++)
        json_int(j, s->params.col_value[i]);
    json_end(j);
    json_key_int(j, "moves", pl->ss->n_moves);
    json_key_string(j, "phase", phase_name(s->phase));
    json_key_int(j, "day", s->day);
    json_key_string(j, "half", s->half ? "afternoon" : "morning");
    json_key_int(j, "neutral", td_neutral_notch(s));
    json_key(j, "wheel");
    json_array(j);
    for (int n = 0; n < TD_NOTCHES; n++) {
        json_object(j);
        json_key_int(j, "notch", n);
        json_key_string(j, "up", colour_name(s->wheel.up[n]));
        json_key_string(j, "down", colour_name(s->wheel.down[n]));
        json_key_int(j, "tile", s->wheel.tile[n]);
        json_key_bool(j, "raid", s->wheel.tile[n] && s->wheel.tile_raid[n]);
        json_end(j);
    }
    json_end(j);
    json_key(j, "dice");
    json_array(j);
    for (int slot = 0; slot < TD_SLOTS; slot++) {
        int raid = 0, tile = td_slot_tile(s, slot, &raid);
        json_object(j);
        json_key_int(j, "slot", slot + 1);
        json_key_int(j, "notch", td_slot_notch(s, slot));
        json_key_string(j, "plaza", colour_name(td_slot_colour(s, slot)));
        json_key_int(j, "tile", tile);
        json_key_bool(j, "raid", tile && raid);
        /* the die's value under the rules (a Raid 7 die's is 0, SPEC §7), then the face rolled */
        json_key(j, "value");
        if (choose)
            json_int(j, td_slot_value_shown(s, slot));
        else
            json_null(j);
        json_key(j, "face");
        if (choose)
            json_int(j, s->die_value[slot]);
        else
            json_null(j);
        json_key_bool(j, "black", choose && slot == s->black_slot);
        json_key_bool(j, "destroyed", choose && (s->destroyed & (1u << slot)));
        json_key_bool(j, "usable", choose && (s->usable & (1u << slot)));
        json_end(j);
    }
    json_end(j);
    json_key_bool(j, "black_banquet", choose && s->black_banquet);
    int avail[TD_COLOURS];
    for (int c = 0; c < TD_COLOURS; c++)
        avail[c] = choose ? s->avail[c] : 0;
    json_colours(j, "available", avail);
    /* The black die's half-day: the plazas it (or a Raid 8 die) destroyed, by notch, with the
     * face destroyed (flipped down once that half-day is over), and whether it landed on
     * Banquet 8 instead. The attacks below and each sheet's are that half-day's too. */
    int bday, bhalf, shown = black_shown(s, &bday, &bhalf);
    json_key(j, "black");
    if (shown) {
        td_state *then = malloc(sizeof *then);
        if (!then) {
            answer_error("out of memory");
            return 0;
        }
        *then = *s;
        then->day = (uint8_t)bday;
        then->half = (uint8_t)bhalf;
        json_object(j);
        json_key_int(j, "day", bday);
        json_key_string(j, "half", bhalf ? "afternoon" : "morning");
        json_key(j, "destroyed");
        json_array(j);
        for (int slot = 0; slot < TD_SLOTS; slot++) {
            if (!(s->destroyed & (1u << slot)))
                continue;
            int n = td_slot_notch(then, slot);
            json_object(j);
            json_key_int(j, "notch", n);
            json_key_string(j, "plaza", colour_name(choose ? s->wheel.up[n] : s->wheel.down[n]));
            json_end(j);
        }
        json_end(j);
        json_key_bool(j, "banquet", s->black_banquet);
        json_end(j);
        free(then);
    } else {
        json_null(j);
    }
    json_key(j, "attacks");
    json_array(j);
    for (int a = 0; shown && a < s->n_attacks && a < 2; a++) {
        json_object(j);
        json_key_int(j, "value", s->attack_value[a]);
        json_key_string(j, "colour", colour_name(s->attack_colour[a]));
        json_end(j);
    }
    json_end(j);
    json_key(j, "waiting");
    json_players(j, s, td_waiting_players(s));
    json_key(j, "sheets");
    json_array(j);
    for (int p = 0; p < s->params.players; p++)
        json_sheet(j, s, p, shown);
    json_end(j);
    json_end(j);
    answer_json(pl);
    return 0;
}

static int cmd_score(play *pl, int argc, char **argv)
{
    (void)argv;
    if (argc != 0) {
        answer_error("score takes no arguments");
        return 0;
    }
    const td_state *s = &pl->ss->now;
    uint8_t rank[TD_MAX_PLAYERS];
    unsigned winners = td_ranking(s, rank);
    json_out *j = &pl->json;
    json_reset(j);
    json_object(j);
    json_key_bool(j, "finished", s->phase == TD_PHASE_OVER);
    json_key(j, "players");
    json_array(j);
    for (int p = 0; p < s->params.players; p++) {
        td_score sc;
        int v[TD_RESOURCES];
        td_score_of(s, p, &sc);
        json_object(j);
        json_key_int(j, "player", p + 1);
        json_key(j, "characters");
        json_object(j);
        for (int pos = 0; pos < TD_COLUMNS; pos++)
            json_key_int(j, td_character_name[pos], sc.character[pos]);
        json_end(j);
        for (int r = 0; r < TD_RESOURCES; r++)
            v[r] = sc.resources[r];
        json_resources(j, "resources", v);
        json_key_int(j, "citizens", sc.citizens);
        json_key_int(j, "total", sc.total);
        json_key_int(j, "rank", rank[p]);
        json_key_bool(j, "winner", (winners >> p) & 1u);
        /* what the game earned (SPEC §9), once it is over; null before */
        json_key(j, "achievements");
        if (s->phase == TD_PHASE_OVER)
            cli_json_achievements(j, td_achievements(s, p));
        else
            json_null(j);
        json_end(j);
    }
    json_end(j);
    json_key(j, "winners");
    json_players(j, s, winners);
    json_end(j);
    answer_json(pl);
    return 0;
}

static int cmd_need(play *pl, int argc, char **argv)
{
    (void)argv;
    if (argc != 0) {
        answer_error("need takes no arguments");
        return 0;
    }
    const td_state *s = &pl->ss->now;
    json_out *j = &pl->json;
    json_reset(j);
    json_object(j);
    json_key_string(j, "phase", phase_name(s->phase));
    json_key_int(j, "day", s->day);
    json_key_string(j, "half", s->half ? "afternoon" : "morning");
    json_key(j, "waiting");
    json_players(j, s, td_waiting_players(s));
    json_key(j, "players");
    json_array(j);
    for (int p = 0; p < s->params.players; p++) {
        json_object(j);
        json_key_int(j, "player", p + 1);
        json_key(j, "need");
        json_need(j, td_need_of(s, p));
        json_end(j);
    }
    json_end(j);
    json_end(j);
    answer_json(pl);
    return 0;
}

static int cmd_moves(play *pl, int argc, char **argv)
{
    (void)argv;
    if (argc != 0) {
        answer_error("moves takes no arguments");
        return 0;
    }
    char id[TD_GAMEID_MAX];
    td_gameid_encode(&pl->ss->start.params, id, sizeof id);
    json_out *j = &pl->json;
    json_reset(j);
    json_object(j);
    json_key_string(j, "id", id);
    json_key_int(j, "count", pl->ss->n_moves);
    json_key(j, "moves");
    json_array(j);
    for (int i = 0; i < pl->ss->n_moves; i++) {
        char text[TD_MOVE_TEXT_MAX];
        td_move_encode(&pl->ss->moves[i], text, sizeof text);
        json_string(j, text);
    }
    json_end(j);
    json_end(j);
    answer_json(pl);
    return 0;
}

static int cmd_undo(play *pl, int argc, char **argv)
{
    if (argc != 1) {
        answer_error("usage: undo <player>, e.g. undo p1");
        return 0;
    }
    int player = parse_player(pl, argv[0]);
    if (player < 0)
        return 0;
    char text[TD_MOVE_TEXT_MAX] = "";
    int index = td_session_undoable(pl->ss, player);
    if (index >= 0)
        td_move_encode(&pl->ss->moves[index], text, sizeof text);
    const char *why = td_session_undo(pl->ss, player);
    if (why) {
        answer_error("cannot undo for p%d: %s", player + 1, why);
        return 0;
    }
    answer_ok("undo %s", text);
    return 0;
}

static int cmd_help(play *pl, int argc, char **argv)
{
    (void)pl;
    (void)argv;
    if (argc != 0) {
        answer_error("help takes no arguments");
        return 0;
    }
    answer_ok("commands: new <game ID> | layout <wheel> [<tiles>] | id | roll [t1 t2 t3 bK] | "
              "move <move> (or the move alone) | legal <player> [<slot>] | need | state | score | moves | "
              "undo <player> | help | quit (see docs/protocol.md)");
    return 0;
}

static int cmd_quit(play *pl, int argc, char **argv)
{
    (void)pl;
    (void)argv;
    if (argc != 0) {
        answer_error("quit takes no arguments");
        return 0;
    }
    answer_ok("bye");
    return 1;
}

typedef struct command {
    const char *name;
    int needs_game;
    int (*run)(play *pl, int argc, char **argv);
} command;

static const command commands[] = {
    {"new", 0, cmd_new},       {"layout", 1, cmd_layout}, {"id", 1, cmd_id},
    {"legal", 1, cmd_legal},   {"state", 1, cmd_state},   {"score", 1, cmd_score},
    {"need", 1, cmd_need},     {"moves", 1, cmd_moves},   {"undo", 1, cmd_undo},
    {"help", 0, cmd_help},     {"quit", 0, cmd_quit},
};

/* 1 when `word` starts a move text: roll, or p<digits> (a sign before them too, so that "p-1"
 * is refused as a move naming no player, as "p0" is, not as an unknown command). */
static int is_move_word(const char *word, size_t len)
{
    if (len == 4 && memcmp(word, "roll", 4) == 0)
        return 1;
    if (len < 2 || (word[0] != 'p' && word[0] != 'P'))
        return 0;
    size_t from = word[1] == '-' || word[1] == '+' ? 2 : 1;
    if (from >= len)
        return 0;
    for (size_t i = from; i < len; i++)
        if (!isdigit((unsigned char)word[i]))
            return 0;
    return 1;
}

/* Runs one line (no end of line, at most PLAY_LINE_MAX bytes; modified in place). Returns 1
 * when the program should end. */
static int run_line(play *pl, char *line)
{
    char *t = line;
    while (*t == ' ' || *t == '\t')
        t++;
    size_t len = strlen(t);
    while (len && (t[len - 1] == ' ' || t[len - 1] == '\t' || t[len - 1] == '\r'))
        t[--len] = '\0';
    if (!*t || *t == ';')
        return 0;
    size_t wlen = strcspn(t, " \t");
    char *rest = t + wlen;
    while (*rest == ' ' || *rest == '\t')
        rest++;
    if (is_move_word(t, wlen) || (wlen == 4 && memcmp(t, "move", 4) == 0)) {
        if (!pl->have_game) {
            answer_error("no game: start one with new <game ID>");
            return 0;
        }
        if (wlen == 4 && memcmp(t, "move", 4) == 0)
            return cmd_move(pl, rest);
        do_move(pl, t);
        return 0;
    }
    for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++) {
        const command *c = &commands[i];
        if (strlen(c->name) != wlen || memcmp(c->name, t, wlen) != 0)
            continue;
        if (c->needs_game && !pl->have_game) {
            answer_error("no game: start one with new <game ID>");
            return 0;
        }
        char *tok[PLAY_TOKENS];
        int n = split(rest, tok);
        if (n >= PLAY_TOKENS) {
            answer_error("too many arguments for %s", c->name);
            return 0;
        }
        return c->run(pl, n, tok);
    }
    char shown[64];
    answer_error("unknown command '%s' (try help)", echo(t, wlen, shown, sizeof shown));
    return 0;
}

/* Reads one line into buf (at most PLAY_LINE_MAX bytes plus NUL), without its '\n'. Returns
 * 0 at EOF with nothing read, else 1; *bad is set to a reason when the line is unusable (too
 * long: the rest of it is read and discarded; a NUL byte). */
static int read_line(FILE *in, char buf[PLAY_LINE_MAX + 1], const char **bad)
{
    size_t n = 0;
    int ch, any = 0;
    *bad = NULL;
    while ((ch = getc(in)) != EOF) {
        any = 1;
        if (ch == '\n')
            break;
        if (ch == '\0')
            *bad = "the line has a NUL byte";
        if (n < PLAY_LINE_MAX) {
            buf[n++] = (char)ch;
            continue;
        }
        if (ch == '\r') { /* "\r\n" after the longest line is its end of line, as after any other */
            int next = getc(in);
            if (next == '\n' || next == EOF)
                break;
            ungetc(next, in);
        }
        if (!*bad)
            *bad = "line too long (over 4096 bytes)";
    }
    buf[n] = '\0';
    return any;
}

int cli_play(int argc, char **argv)
{
    if (argc > 1 || (argc == 1 && argv[0][0] == '-')) {
        fprintf(stderr, "usage: troyes-cli play [GAME-ID]   (commands on stdin, see "
                        "docs/protocol.md)\n");
        return 2;
    }
    play *pl = malloc(sizeof *pl);
    td_session *ss = malloc(sizeof *ss);
    char *line = malloc(PLAY_LINE_MAX + 1);
    if (!pl || !ss || !line) {
        free(pl);
        free(ss);
        free(line);
        fprintf(stderr, "troyes-cli play: out of memory\n");
        return 1;
    }
    memset(pl, 0, sizeof *pl);
    pl->ss = ss;
    json_init(&pl->json);
    int status = 0;
    if (argc == 1) {
        td_params p;
        const char *why = td_gameid_parse(argv[0], &p);
        if (!why)
            why = td_session_start(ss, &p);
        if (why) {
            fprintf(stderr, "troyes-cli play: bad game ID: %s\n", why);
            status = 2;
        } else {
            pl->have_game = 1;
        }
    }
    const char *bad = NULL;
    while (status == 0 && !ferror(stdout) && read_line(stdin, line, &bad)) { /* no reader: stop */
        if (bad) {
            answer_error("%s", bad);
            continue;
        }
        if (run_line(pl, line))
            break;
    }
    if (status == 0 && (ferror(stdin) || ferror(stdout) || fflush(stdout) != 0)) {
        fprintf(stderr, "troyes-cli play: input or output failed\n");
        status = 1;
    }
    json_free(&pl->json);
    free(line);
    free(ss);
    free(pl);
    return status;
}
