/* move_text.c — the canonical text form of moves (grammar in td_move.h). */
#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "troyes/td_engine.h"
#include "troyes/td_move.h"
#include "troyes/td_rules.h"

static const char *const action_word[TD_ACTIONS] = {"gain", "prestige", "work"};

int td_move_encode(const td_move *m, char *buf, size_t size)
{
    int n = 0;
    switch (m->kind) {
    case TD_MOVE_ROLL:
        if (m->forced)
            n = snprintf(buf, size, "roll %d %d %d b%d", m->roll[0], m->roll[1], m->roll[2],
                         m->roll[3]);
        else
            n = snprintf(buf, size, "roll");
        break;
    case TD_MOVE_DIE:
        if (m->pay != TD_PAY_NONE)
            n = snprintf(buf, size, "p%d die %d pay %s %d %s %s", m->player + 1, m->slot + 1,
                         td_resource_letter[m->pay % TD_RESOURCES], m->value,
                         td_colour_letter[m->colour % TD_COLOURS],
                         action_word[m->action % TD_ACTIONS]);
        else
            n = snprintf(buf, size, "p%d die %d %d %s %s", m->player + 1, m->slot + 1, m->value,
                         td_colour_letter[m->colour % TD_COLOURS],
                         action_word[m->action % TD_ACTIONS]);
        break;
    case TD_MOVE_FALLBACK:
        n = snprintf(buf, size, "p%d fallback", m->player + 1);
        break;
    case TD_MOVE_BUILD:
        n = snprintf(buf, size, "p%d build %s %d", m->player + 1, td_row_code[m->row % TD_ROWS],
                     m->value);
        break;
    case TD_MOVE_CITIZEN:
        n = snprintf(buf, size, "p%d citizen %s", m->player + 1,
                     td_colour_letter[m->colour % TD_COLOURS]);
        break;
    default:
        n = snprintf(buf, size, "?");
        break;
    }
    return n;
}

#define MAX_TOKENS 10
#define LINE_MAX_CHARS 120

/* Splits a copy of `text` on blanks. Returns the token count, or -1 when the text is too long or
 * has too many tokens. */
static int tokenize(const char *text, char *copy, char *tok[MAX_TOKENS])
{
    size_t len = strlen(text);
    if (len >= LINE_MAX_CHARS)
        return -1;
    memcpy(copy, text, len + 1);
    int n = 0;
    char *p = copy;
    for (;;) {
        while (*p == ' ' || *p == '\t' || *p == '\r' || *p == '\n')
            *p++ = '\0';
        if (!*p)
            break;
        if (n == MAX_TOKENS)
            return -1;
        tok[n++] = p;
        while (*p && *p != ' ' && *p != '\t' && *p != '\r' && *p != '\n')
            p++;
    }
    return n;
}

/* A whole decimal number in [lo, hi], or -1. */
static int number(const char *t, int lo, int hi)
{
    if (!*t || strlen(t) > 3)
        return -1;
    int v = 0;
    for (; *t; t++) {
        if (!isdigit((unsigned char)*t))
            return -1;
        v = v * 10 + (*t - '0');
    }
    return v >= lo && v <= hi ? v : -1;
}

static int letter_index(const char *t, const char *const letters[], int count)
{
    if (strlen(t) != 1)
        return -1;
    for (int i = 0; i < count; i++)
        if (toupper((unsigned char)t[0]) == letters[i][0])
            return i;
    return -1;
}

static void sort3(uint8_t v[3])
{
    for (int i = 0; i < 2; i++)
        for (int j = 0; j < 2 - i; j++)
            if (v[j] > v[j + 1]) {
                uint8_t x = v[j];
                v[j] = v[j + 1];
                v[j + 1] = x;
            }
}

static const char *parse_roll(char **tok, int n, td_move *m)
{
    *m = td_move_roll();
    if (n == 1)
        return NULL;
    if (n != 5)
        return "a forced roll is: roll <v> <v> <v> b<v> (three dice and the black one)";
    int t = 0, black = -1;
    for (int i = 1; i < 5; i++) {
        if (tok[i][0] == 'b' || tok[i][0] == 'B') {
            if (black >= 0)
                return "a roll has one black die";
            black = number(tok[i] + 1, 1, 6);
            if (black < 0)
                return "dice show 1 to 6";
        } else {
            int v = number(tok[i], 1, 6);
            if (v < 0)
                return "dice show 1 to 6";
            if (t == 3)
                return "a roll has three transparent dice";
            m->roll[t++] = (uint8_t)v;
        }
    }
    if (black < 0)
        return "a forced roll needs the black die, e.g. b3";
    m->roll[3] = (uint8_t)black;
    sort3(m->roll);
    m->forced = 1;
    return NULL;
}

const char *td_move_parse(const char *text, td_move *out)
{
    char copy[LINE_MAX_CHARS];
    char *tok[MAX_TOKENS];
    int n = tokenize(text, copy, tok);
    if (n < 0)
        return "move text too long";
    if (n == 0)
        return "empty move";
    td_move m;
    memset(&m, 0, sizeof m);
    m.pay = TD_PAY_NONE;
    if (strcmp(tok[0], "roll") == 0) {
        const char *why = parse_roll(tok, n, &m);
        if (!why)
            *out = m;
        return why;
    }
    if ((tok[0][0] != 'p' && tok[0][0] != 'P') || number(tok[0] + 1, 1, TD_MAX_PLAYERS) < 0)
        return "a move starts with roll or a player (p1 to p10)";
    if (n < 2)
        return "a player move needs a verb: die, fallback, build or citizen";
    m.player = (uint8_t)(number(tok[0] + 1, 1, TD_MAX_PLAYERS) - 1);
    const char *verb = tok[1];
    if (strcmp(verb, "fallback") == 0) {
        if (n != 2)
            return "fallback takes nothing more";
        m.kind = TD_MOVE_FALLBACK;
    } else if (strcmp(verb, "citizen") == 0) {
        if (n != 3)
            return "citizen takes one colour: R, Y or W";
        int c = letter_index(tok[2], td_colour_letter, TD_COLOURS);
        if (c < 0)
            return "a colour is R, Y or W";
        m.kind = TD_MOVE_CITIZEN;
        m.colour = (uint8_t)c;
    } else if (strcmp(verb, "build") == 0) {
        if (n != 4)
            return "build takes a row code and a column value, e.g. build GH 5";
        int row = -1;
        for (int r = 0; r < TD_ROWS; r++)
            if (strlen(tok[2]) == 2 && toupper((unsigned char)tok[2][0]) == td_row_code[r][0] &&
                toupper((unsigned char)tok[2][1]) == td_row_code[r][1])
                row = r;
        if (row < 0)
            return "a row code is FO, CP, GH, CH, CA or BI";
        int v = number(tok[3], 1, 6);
        if (v < 0)
            return "a column value is 1 to 6";
        m.kind = TD_MOVE_BUILD;
        m.row = (uint8_t)row;
        m.value = (uint8_t)v;
    } else if (strcmp(verb, "die") == 0) {
        int i = 2;
        if (n != 6 && n != 8)
            return "die takes: <slot> [pay I|D|K] <value> <colour> <gain|prestige|work>";
        int slot = number(tok[i++], 1, TD_SLOTS);
        if (slot < 0)
            return "a slot is 1 to 4";
        if (n == 8) {
            if (strcmp(tok[i++], "pay") != 0)
                return "die takes: <slot> [pay I|D|K] <value> <colour> <action>";
            int r = letter_index(tok[i++], td_resource_letter, TD_RESOURCES);
            if (r < 0)
                return "pay with I (influence), D (deniers) or K (knowledge)";
            m.pay = (uint8_t)r;
        }
        int v = number(tok[i++], 0, 6);
        if (v < 0)
            return "a die's value is 1 to 6";
        int c = letter_index(tok[i++], td_colour_letter, TD_COLOURS);
        if (c < 0)
            return "a colour is R, Y or W";
        int a = -1;
        for (int k = 0; k < TD_ACTIONS; k++)
            if (strcmp(tok[i], action_word[k]) == 0)
                a = k;
        if (a < 0)
            return "the action is gain, prestige or work";
        m.kind = TD_MOVE_DIE;
        m.slot = (uint8_t)(slot - 1);
        m.value = (uint8_t)v;
        m.colour = (uint8_t)c;
        m.action = (uint8_t)a;
    } else {
        return "unknown verb: use die, fallback, build or citizen";
    }
    if (m.kind != TD_MOVE_DIE)
        m.pay = 0;
    *out = m;
    return NULL;
}

int td_move_equal(const td_move *a, const td_move *b)
{
    if (a->kind != b->kind)
        return 0;
    switch (a->kind) {
    case TD_MOVE_ROLL:
        return a->forced == b->forced &&
               (!a->forced || memcmp(a->roll, b->roll, sizeof a->roll) == 0);
    case TD_MOVE_DIE:
        return a->player == b->player && a->slot == b->slot && a->pay == b->pay &&
               a->value == b->value && a->colour == b->colour && a->action == b->action;
    case TD_MOVE_FALLBACK:
        return a->player == b->player;
    case TD_MOVE_BUILD:
        return a->player == b->player && a->row == b->row && a->value == b->value;
    case TD_MOVE_CITIZEN:
        return a->player == b->player && a->colour == b->colour;
    default:
        return 0;
    }
}
