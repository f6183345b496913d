/* scenario.h — helpers shared by the rule scenario tests (test_rulebook.c, test_rulings.c,
 * test_expansion.c): a game with a wheel given notch by notch, moves played from their text form
 * (and cross-checked against the legal move list), forced rolls, and ways to reach a later day.
 *
 * Include it instead of cmocka.h: it includes cmocka with the headers cmocka 1.1.5 needs first.
 * Every helper is static inline; the ones that take `file`/`line` are meant to be called through
 * the upper-case macros so a failure names the test's own line.
 */
#ifndef TD_TEST_SCENARIO_H
#define TD_TEST_SCENARIO_H

#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdio.h>
#include <string.h>

#include "troyes/td_engine.h"
#include "troyes/td_move.h"
#include "troyes/td_rules.h"
#include "troyes/td_score.h"
#include "troyes/td_state.h"

/* A wheel that holds [R1]'s nine plazas. Day 1: neutral P0 = yellow/yellow; morning slots 1..4 =
 * P1..P4 = red, yellow, white, red; afternoon slots 1..4 = P5..P8 = red, red, red, yellow. */
#define SC_WHEEL_A "YY RR YW WW RW RY RY RW YW"

static inline int sc_colour_letter(char ch)
{
    switch (ch) {
    case 'R': return TD_RED;
    case 'Y': return TD_YELLOW;
    case 'W': return TD_WHITE;
    default: return -1;
    }
}

/* Params for `players` players, standard numbering, and an explicit wheel written as nine pairs
 * of letters (face up, face down) for notches P0..P8; blanks are ignored. */
static inline void sc_params(td_params *p, int players, const char *wheel)
{
    td_params_default(p, players, 1);
    p->has_layout = 1;
    int n = 0, side = 0;
    for (const char *c = wheel; *c; c++) {
        if (*c == ' ')
            continue;
        int col = sc_colour_letter(*c);
        assert_true(col >= 0);
        assert_true(n < TD_NOTCHES);
        if (side == 0)
            p->layout.up[n] = (uint8_t)col;
        else
            p->layout.down[n++] = (uint8_t)col;
        side ^= 1;
    }
    assert_int_equal(n, TD_NOTCHES);
    assert_int_equal(side, 0);
}

/* Turns the expansion on and puts tiles beside the single-colour plazas, written like the game
 * ID's -T part: for the red, yellow and white single-colour plazas in that order, the tile number
 * then 'b' (Banquet side up) or 'r' (Raid side up), e.g. "1b2b3r". */
static inline void sc_tiles(td_params *p, const char *tiles)
{
    assert_int_equal(strlen(tiles), 6);
    p->expansion = 1;
    for (int c = 0; c < TD_COLOURS; c++) {
        int tile = tiles[2 * c] - '0';
        int raid = tiles[2 * c + 1] == 'r';
        assert_true(tile >= 1 && tile <= TD_EXP_TILES);
        int placed = 0;
        for (int n = 0; n < TD_NOTCHES; n++)
            if (p->layout.up[n] == c && p->layout.down[n] == c) {
                p->layout.tile[n] = (uint8_t)tile;
                p->layout.tile_raid[n] = (uint8_t)raid;
                placed++;
            }
        assert_int_equal(placed, 1);
    }
}

/* Notch of the single-colour plaza of colour c in params' wheel. */
static inline int sc_mono_notch(const td_params *p, int c)
{
    for (int n = 0; n < TD_NOTCHES; n++)
        if (p->layout.up[n] == c && p->layout.down[n] == c)
            return n;
    fail();
    return -1;
}

static inline void sc_init(td_state *s, const td_params *p)
{
    const char *why = td_state_init(s, p);
    if (why) {
        print_error("td_state_init: %s\n", why);
        fail();
    }
}

/* A state for `players` players on the given wheel (tiles: NULL, or as sc_tiles). */
static inline void sc_start(td_state *s, int players, const char *wheel, const char *tiles)
{
    td_params p;
    sc_params(&p, players, wheel);
    if (tiles)
        sc_tiles(&p, tiles);
    sc_init(s, &p);
}

static inline td_move sc_parse_at(const char *text, const char *file, int line)
{
    td_move m;
    memset(&m, 0, sizeof m);
    const char *why = td_move_parse(text, &m);
    if (why) {
        print_error("%s:%d: cannot parse '%s': %s\n", file, line, text, why);
        _fail(file, line);
    }
    return m;
}
#define MOVE(text) sc_parse_at((text), __FILE__, __LINE__)

/* 1 when `m` is in td_legal_moves for its player. */
static inline int sc_is_listed(const td_state *s, const td_move *m)
{
    td_move list[TD_LEGAL_MAX];
    int n = td_legal_moves(s, m->player, list, TD_LEGAL_MAX);
    assert_true(n <= TD_LEGAL_MAX);
    for (int i = 0; i < n; i++)
        if (td_move_equal(&list[i], m))
            return 1;
    return 0;
}

/* Plays a move from its text; it must be legal, and a player move must also be listed by
 * td_legal_moves (the list and the check agree). */
static inline void sc_play_at(td_state *s, const char *text, const char *file, int line)
{
    td_move m = sc_parse_at(text, file, line);
    if (m.kind != TD_MOVE_ROLL && !sc_is_listed(s, &m)) {
        const char *why = td_move_check(s, &m);
        print_error("%s:%d: '%s' is not among the legal moves (check says: %s)\n", file, line,
                    text, why ? why : "legal");
        _fail(file, line);
    }
    const char *why = td_move_apply(s, &m);
    if (why) {
        print_error("%s:%d: '%s' refused: %s\n", file, line, text, why);
        _fail(file, line);
    }
}
#define PLAY(s, text) sc_play_at((s), (text), __FILE__, __LINE__)

/* A move that must be refused: returns the reason, checks that the state did not change and that
 * td_legal_moves does not list it either. */
static inline const char *sc_refuse_at(td_state *s, const char *text, const char *file, int line)
{
    td_move m = sc_parse_at(text, file, line);
    td_state before = *s;
    const char *why = td_move_apply(s, &m);
    if (!why) {
        print_error("%s:%d: '%s' was accepted but must be refused\n", file, line, text);
        _fail(file, line);
    }
    if (memcmp(&before, s, sizeof before) != 0) {
        print_error("%s:%d: refusing '%s' changed the state\n", file, line, text);
        _fail(file, line);
    }
    if (m.kind != TD_MOVE_ROLL && sc_is_listed(s, &m)) {
        print_error("%s:%d: '%s' is refused but listed as legal\n", file, line, text);
        _fail(file, line);
    }
    return why;
}
#define REFUSE(s, text) sc_refuse_at((s), (text), __FILE__, __LINE__)

/* The cost breakdown of a legal DIE move given as text. */
static inline td_cost sc_cost_at(const td_state *s, const char *text, const char *file, int line)
{
    td_move m = sc_parse_at(text, file, line);
    const char *why = td_move_check(s, &m);
    if (why) {
        print_error("%s:%d: '%s' is not legal: %s\n", file, line, text, why);
        _fail(file, line);
    }
    td_cost c;
    td_move_cost(s, &m, &c);
    return c;
}
#define COST(s, text) sc_cost_at((s), (text), __FILE__, __LINE__)

/* The preview of a legal move given as text. */
static inline td_gain sc_preview_at(const td_state *s, const char *text, const char *file,
                                    int line)
{
    td_move m = sc_parse_at(text, file, line);
    td_gain g;
    const char *why = td_move_preview(s, &m, &g);
    if (why) {
        print_error("%s:%d: preview of '%s' refused: %s\n", file, line, text, why);
        _fail(file, line);
    }
    return g;
}
#define PREVIEW(s, text) sc_preview_at((s), (text), __FILE__, __LINE__)

/* A forced roll: three transparent values and the black one. */
static inline void sc_roll_at(td_state *s, int t1, int t2, int t3, int black, const char *file,
                              int line)
{
    td_move m = td_move_roll_forced(t1, t2, t3, black);
    const char *why = td_move_apply(s, &m);
    if (why) {
        print_error("%s:%d: roll refused: %s\n", file, line, why);
        _fail(file, line);
    }
}
#define ROLL(s, t1, t2, t3, b) sc_roll_at((s), (t1), (t2), (t3), (b), __FILE__, __LINE__)

/* Number of moves td_legal_moves lists for `player` now. */
static inline int sc_legal_count(const td_state *s, int player)
{
    td_move list[TD_LEGAL_MAX];
    return td_legal_moves(s, player, list, TD_LEGAL_MAX);
}

/* Sets what a player holds of one resource by writing the track directly: `held` slots circled
 * and none crossed (no slot citizen is given for it). */
static inline void sc_set_held(td_sheet *sh, int resource, int held)
{
    assert_true(held >= 0 && held <= TD_RES_TRACK);
    sh->res_circled[resource] = (uint8_t)held;
    sh->res_crossed[resource] = 0;
}

/* Finishes the current half-day for every player who still has to decide: the cheapest plain
 * gain (the lowest usable die as it lies, no change) when it is legal, otherwise the first legal
 * move; every decision it sets off is answered with its first legal choice. */
static inline void sc_finish_half_day(td_state *s)
{
    assert_int_equal(s->phase, TD_PHASE_CHOOSE);
    int day = s->day, half = s->half;
    for (int p = 0; p < s->params.players; p++) {
        if (td_need_of(s, p).kind == TD_NEED_DIE) {
            td_move m;
            memset(&m, 0, sizeof m);
            int done = 0;
            for (int slot = 0; slot < TD_SLOTS && !done; slot++) {
                if (!(s->usable & (1u << slot)))
                    continue;
                m.kind = TD_MOVE_DIE;
                m.player = (uint8_t)p;
                m.slot = (uint8_t)slot;
                m.pay = slot == TD_SLOT_ANY ? TD_DENIERS : TD_PAY_NONE;
                m.value = s->die_value[slot];
                m.colour = (uint8_t)td_slot_colour(s, slot);
                m.action = TD_ACT_GAIN;
                if (td_move_check(s, &m) == NULL)
                    done = 1;
                else if (slot == TD_SLOT_ANY) {
                    m.pay = TD_PAY_NONE; /* a Banquet 3 die on slot 2 has no cost to pay */
                    done = td_move_check(s, &m) == NULL;
                }
            }
            if (!done)
                m = td_legal_nth(s, p, 0);
            assert_null(td_move_apply(s, &m));
        }
        while (s->phase == TD_PHASE_CHOOSE && s->day == day && s->half == half &&
               (td_waiting_players(s) & (1u << p))) {
            td_move m = td_legal_nth(s, p, 0);
            assert_null(td_move_apply(s, &m));
        }
    }
    assert_true(s->phase != TD_PHASE_CHOOSE || s->day != day || s->half != half);
}

/* One filler half-day played for real: roll 1 1 1 with the black 6 (so the black die sits on slot
 * 4 and destroys that plaza; from day 3 it also attacks every sheet's die 6 of that plaza's
 * colour), then every player takes a cheap gain (sc_finish_half_day). */
static inline void sc_filler_half_day(td_state *s)
{
    assert_int_equal(s->phase, TD_PHASE_ROLL);
    td_move roll = td_move_roll_forced(1, 1, 1, 6);
    assert_null(td_move_apply(s, &roll));
    sc_finish_half_day(s);
}

/* Plays filler half-days until the state waits for the roll of (day, half). */
static inline void sc_play_to(td_state *s, int day, int half)
{
    while (s->phase == TD_PHASE_ROLL && (s->day < day || (s->day == day && s->half < half)))
        sc_filler_half_day(s);
    assert_int_equal(s->phase, TD_PHASE_ROLL);
    assert_int_equal(s->day, day);
    assert_int_equal(s->half, half);
}

/* Jumps to (day, half) by setting td_state fields directly (no half-day is played: the wheel
 * keeps its faces and the sheets are untouched). Only before a roll. */
static inline void sc_jump_to(td_state *s, int day, int half)
{
    assert_int_equal(s->phase, TD_PHASE_ROLL);
    s->day = (uint8_t)day;
    s->half = (uint8_t)half;
}

static inline int sc_bits(unsigned m)
{
    int n = 0;
    for (; m; m &= m - 1)
        n++;
    return n;
}

#endif
