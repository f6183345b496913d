/* gameid.c — the game ID text (format in td_gameid.h). */
#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "troyes/td_gameid.h"
#include "troyes/td_rules.h"

/* Why a game ID is refused: every reason td_gameid_parse gives of its own, each written once
 * here (it also passes on td_params_check's, listed by td_params_reason). Front ends list them
 * with td_gameid_reason to translate them by their text; the CLI prints them as they are. */
enum {
    ID_NO_SEED, ID_SEED, ID_PLAYERS, ID_SEPARATOR, ID_RANDOM, ID_EXPERT, ID_NUMBERING, ID_PART,
    ID_NO_NUMBERING, ID_TILES_NEED_X, ID_LAYOUT_NEEDS_TILES, ID_LAYOUT_LENGTH, ID_LAYOUT_LETTERS,
    ID_TILES_LENGTH, ID_TILES_FORM, ID_TILES_PLAZAS, ID_COUNT
};
static const char *const id_why[ID_COUNT] = {
    [ID_NO_SEED] = "a game ID ends with #<seed>",
    [ID_SEED] = "the seed is a whole number from 0 to 18446744073709551615",
    [ID_PLAYERS] = "a game ID starts with the player count, 1p to 10p",
    [ID_SEPARATOR] = "game ID parts are separated by -",
    [ID_RANDOM] = "random numbering is r<1-6><u|d>, e.g. r4d",
    [ID_EXPERT] = "expert numbering is e and the six values, e.g. e351246",
    [ID_NUMBERING] = "the numbering is std, r<v><u|d> or e<six values>",
    [ID_PART] = "unknown part in the game ID (expected -x, -L..., -T...)",
    [ID_NO_NUMBERING] = "the game ID needs a numbering: std, r<v><u|d> or e<values>",
    [ID_TILES_NEED_X] = "-T needs the expansion (-x)",
    [ID_LAYOUT_NEEDS_TILES] = "an explicit wheel with the expansion needs its tiles (-T)",
    [ID_LAYOUT_LENGTH] = "-L needs 9 notches of two letters (R, Y, W)",
    [ID_LAYOUT_LETTERS] = "-L letters are R, Y or W",
    [ID_TILES_LENGTH] = "-T needs three tiles, e.g. -T3b6b8b",
    [ID_TILES_FORM] = "-T tiles are a number 1 to 8 and b (Banquet) or r (Raid)",
    [ID_TILES_PLAZAS] = "-T needs the wheel's single-colour plazas",
};

const char *td_gameid_reason(int k) { return k >= 0 && k < ID_COUNT ? id_why[k] : NULL; }

static int colour_of_letter(char ch)
{
    for (int c = 0; c < TD_COLOURS; c++)
        if (ch == td_colour_letter[c][0])
            return c;
    return -1;
}

int td_gameid_encode(const td_params *p, char *buf, size_t size)
{
    char body[TD_GAMEID_MAX];
    int n = snprintf(body, sizeof body, "%dp-", p->players);
    if (p->numbering == TD_NUMBERING_STANDARD) {
        n += snprintf(body + n, sizeof body - (size_t)n, "std");
    } else if (p->numbering == TD_NUMBERING_RANDOM) {
        int up = p->col_value[1] == p->col_value[0] % 6 + 1;
        n += snprintf(body + n, sizeof body - (size_t)n, "r%d%c", p->col_value[0], up ? 'u' : 'd');
    } else {
        n += snprintf(body + n, sizeof body - (size_t)n, "e");
        for (int i = 0; i < TD_COLUMNS; i++)
            n += snprintf(body + n, sizeof body - (size_t)n, "%d", p->col_value[i]);
    }
    if (p->expansion)
        n += snprintf(body + n, sizeof body - (size_t)n, "-x");
    if (p->has_layout) {
        n += snprintf(body + n, sizeof body - (size_t)n, "-L");
        for (int i = 0; i < TD_NOTCHES; i++)
            n += snprintf(body + n, sizeof body - (size_t)n, "%s%s",
                          td_colour_letter[p->layout.up[i] % TD_COLOURS],
                          td_colour_letter[p->layout.down[i] % TD_COLOURS]);
        if (p->expansion) {
            n += snprintf(body + n, sizeof body - (size_t)n, "-T");
            for (int c = 0; c < TD_COLOURS; c++)
                for (int i = 0; i < TD_NOTCHES; i++)
                    if (p->layout.tile[i] && p->layout.up[i] == c && p->layout.down[i] == c)
                        n += snprintf(body + n, sizeof body - (size_t)n, "%d%c", p->layout.tile[i],
                                      p->layout.tile_raid[i] ? 'r' : 'b');
        }
    }
    return snprintf(buf, size, "%s#%llu", body, (unsigned long long)p->seed);
}

/* Parses an unsigned 64-bit decimal number that is the whole of [t, end). */
static int parse_u64(const char *t, const char *end, uint64_t *out)
{
    if (t == end || end - t > 20)
        return 0;
    uint64_t v = 0;
    for (; t < end; t++) {
        if (!isdigit((unsigned char)*t))
            return 0;
        uint64_t d = (uint64_t)(*t - '0');
        if (v > (UINT64_MAX - d) / 10)
            return 0;
        v = v * 10 + d;
    }
    *out = v;
    return 1;
}

static const char *parse_layout(const char *t, size_t len, td_layout *l)
{
    if (len != 2 * TD_NOTCHES)
        return id_why[ID_LAYOUT_LENGTH];
    for (int i = 0; i < TD_NOTCHES; i++) {
        int up = colour_of_letter(t[2 * i]), down = colour_of_letter(t[2 * i + 1]);
        if (up < 0 || down < 0)
            return id_why[ID_LAYOUT_LETTERS];
        l->up[i] = (uint8_t)up;
        l->down[i] = (uint8_t)down;
    }
    return NULL;
}

static const char *parse_tiles(const char *t, size_t len, td_layout *l)
{
    if (len != 2 * TD_COLOURS)
        return id_why[ID_TILES_LENGTH];
    for (int c = 0; c < TD_COLOURS; c++) {
        char num = t[2 * c], side = t[2 * c + 1];
        if (num < '1' || num > '8' || (side != 'b' && side != 'r'))
            return id_why[ID_TILES_FORM];
        int placed = 0;
        for (int i = 0; i < TD_NOTCHES; i++)
            if (l->up[i] == c && l->down[i] == c) {
                l->tile[i] = (uint8_t)(num - '0');
                l->tile_raid[i] = side == 'r';
                placed = 1;
            }
        if (!placed)
            return id_why[ID_TILES_PLAZAS];
    }
    return NULL;
}

const char *td_gameid_parse(const char *text, td_params *out)
{
    const char *hash = strchr(text, '#');
    if (!hash)
        return id_why[ID_NO_SEED];
    td_params p;
    uint64_t seed;
    const char *end = text + strlen(text);
    while (end > hash + 1 && isspace((unsigned char)end[-1]))
        end--;
    if (!parse_u64(hash + 1, end, &seed))
        return id_why[ID_SEED];
    while (isspace((unsigned char)*text))
        text++;
    /* players */
    const char *t = text;
    int players = 0;
    while (t < hash && isdigit((unsigned char)*t) && players <= TD_MAX_PLAYERS)
        players = players * 10 + (*t++ - '0');
    if (t == text || t >= hash || *t != 'p' || players < 1 || players > TD_MAX_PLAYERS)
        return id_why[ID_PLAYERS];
    td_params_default(&p, players, seed);
    t++;
    int have_numbering = 0, have_layout = 0, have_tiles = 0;
    const char *tiles = NULL;
    size_t tiles_len = 0;
    while (t < hash) {
        if (*t != '-')
            return id_why[ID_SEPARATOR];
        const char *part = ++t;
        while (t < hash && *t != '-')
            t++;
        size_t len = (size_t)(t - part);
        if (!have_numbering) {
            have_numbering = 1;
            if (len == 3 && memcmp(part, "std", 3) == 0)
                continue;
            if (len == 3 && part[0] == 'r' && (part[2] == 'u' || part[2] == 'd')) {
                if (td_params_numbering_random(&p, part[1] - '0', part[2] == 'u' ? 1 : -1))
                    return id_why[ID_RANDOM];
                continue;
            }
            if (len == 7 && part[0] == 'e') {
                uint8_t v[TD_COLUMNS];
                for (int i = 0; i < TD_COLUMNS; i++)
                    v[i] = (uint8_t)(part[1 + i] - '0');
                if (td_params_numbering_expert(&p, v))
                    return id_why[ID_EXPERT];
                continue;
            }
            return id_why[ID_NUMBERING];
        }
        if (len == 1 && part[0] == 'x' && !p.expansion && !have_layout) {
            p.expansion = 1;
        } else if (len > 0 && part[0] == 'L' && !have_layout) {
            const char *why = parse_layout(part + 1, len - 1, &p.layout);
            if (why)
                return why;
            have_layout = 1;
            p.has_layout = 1;
        } else if (len > 0 && part[0] == 'T' && have_layout && !have_tiles) {
            tiles = part + 1;
            tiles_len = len - 1;
            have_tiles = 1;
        } else {
            return id_why[ID_PART];
        }
    }
    if (!have_numbering)
        return id_why[ID_NO_NUMBERING];
    if (have_tiles) {
        if (!p.expansion)
            return id_why[ID_TILES_NEED_X];
        const char *why = parse_tiles(tiles, tiles_len, &p.layout);
        if (why)
            return why;
    } else if (have_layout && p.expansion) {
        return id_why[ID_LAYOUT_NEEDS_TILES];
    }
    const char *why = td_params_check(&p);
    if (why)
        return why;
    *out = p;
    return NULL;
}
