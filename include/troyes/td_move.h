/* td_move.h — a move of the game and its canonical text form.
 *
 * Text forms (one move per line in saves; tokens separated by single spaces):
 *   roll                          roll the half-day's dice from the game's own random stream
 *   roll 1 3 6 b3                 force a roll: three transparent values and the black one (b)
 *   p1 die 2 pay K 6 Y gain       player 1 takes the die of slot 2 (1..4), pays slot 2 with
 *                                 knowledge, ends with a yellow 6 and gains resources
 *   p2 die 1 3 W prestige         ... builds the prestige building (value 3, white: Cathedral)
 *   p2 die 4 5 R work             ... builds the work building
 *   p3 fallback                   cannot pay for any die: gain 1 of each resource
 *   p1 build GH 5                 answer a building decision: row code and column value
 *   p1 citizen W                  answer a citizen decision (overflow, Banquet 4)
 * `pay` appears only on a die whose slot cost is one resource of the player's choice. Value and
 * colour are the die's final ones; the changes paid for are implied by them. Row codes: FO CP GH
 * CH CA BI. Players are numbered from 1 in text, from 0 in td_move.
 */
#ifndef TD_MOVE_H
#define TD_MOVE_H

#include <stddef.h>
#include <stdint.h>

enum {
    TD_MOVE_ROLL = 1,     /* the town crier rolls (forced or from the seed) */
    TD_MOVE_DIE = 2,      /* a player takes a die, changes it, acts */
    TD_MOVE_FALLBACK = 3, /* a player who cannot pay for any die gains 1 of each resource */
    TD_MOVE_BUILD = 4,    /* answer: build in row `row`, column of value `value` */
    TD_MOVE_CITIZEN = 5   /* answer: circle a citizen of colour `colour` */
};
enum { TD_ACT_GAIN = 0, TD_ACT_PRESTIGE = 1, TD_ACT_WORK = 2, TD_ACTIONS = 3 };
#define TD_PAY_NONE 0xFF

typedef struct td_move {
    uint8_t kind;      /* TD_MOVE_* */
    uint8_t player;    /* 0-based; unused by ROLL */
    uint8_t slot;      /* DIE: slot 0..3 */
    uint8_t pay;       /* DIE: resource paying a slot-2 die, TD_PAY_NONE otherwise */
    uint8_t value;     /* DIE: final value; BUILD: the column's value */
    uint8_t colour;    /* DIE: final colour; CITIZEN: the colour chosen */
    uint8_t action;    /* DIE: TD_ACT_* */
    uint8_t row;       /* BUILD: TD_ROW_* */
    uint8_t forced;    /* ROLL: 1 when roll[] holds forced values */
    uint8_t roll[4];   /* ROLL: transparent values roll[0..2], black value roll[3] */
} td_move;

/* Longest text form, with its terminating NUL. */
#define TD_MOVE_TEXT_MAX 40

/* Writes the canonical text of `m` into buf (at least TD_MOVE_TEXT_MAX bytes). Returns the
 * length written. Moves built by td_move_parse or the engine always encode. */
int td_move_encode(const td_move *m, char *buf, size_t size);
/* Parses one text form (leading/trailing blanks ignored). Returns NULL and fills *m, or a short
 * static reason and leaves *m untouched. Parsing checks the form only; td_move_check (td_engine.h)
 * checks legality against a state. */
const char *td_move_parse(const char *text, td_move *m);
/* 1 when two moves are the same move (fields that do not apply to the kind are ignored). */
int td_move_equal(const td_move *a, const td_move *b);

#endif
