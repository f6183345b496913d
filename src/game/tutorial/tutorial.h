/* tutorial.h — the guided games ("Learn to play"): their fixed games and their steps, as data.
 *
 * Plain C, no SDL: the play screen reads the step the player is at, points at what it names (a
 * highlight plus the step's sentence) and accepts only what the step asks for. The game is a solo
 * game on a fixed game ID whose every roll is forced (TUT_ROLL steps), so the guided game is the
 * same for everyone and its sentences can speak of the dice it will show. tests/unit/test_tutorial.c
 * plays the steps through the rules core and checks that each lesson's event really happens.
 *
 * There are two lessons: the first game (tutorial.c), and a short second one (lesson2.c) on a
 * game with the Banquets & Raids expansion that teaches its tiles, hints, undo and the hot-seat
 * hand-over. tut_set_lesson chooses the lesson the functions below speak of.
 */
#ifndef TUTORIAL_H
#define TUTORIAL_H

#include "troyes/td_engine.h"

/* What a step waits for. */
enum {
    TUT_SAY = 0, /* a sentence: the player reads it and goes on (Next: click, Enter, Space, pad A) */
    TUT_ROLL,    /* the player rolls the dice (the Roll button, Enter, pad A); `move` is the forced
                  * roll that is applied, whatever the seed would have rolled */
    TUT_MOVE,    /* the player makes `move` (a die move or a bonus's answer) with the usual inputs:
                  * only the inputs that lead to it are accepted */
    TUT_END,     /* the last step: the game is over, the final scoring is shown (the first lesson),
                  * or the lesson is over with the game under way (the second) */
    TUT_HINT,    /* the player asks for hints (the Hint button, H): they are shown */
    TUT_UNDO     /* the player takes the last move back (the Undo button, Backspace) */
};

#define TUT_LESSONS 2 /* the first game (1), the expansion, hints, undo and hot-seat (2) */

/* What a step points at: a target of the play screen (HIT_* of play_input.h, with its a and b), or
 * one of these areas, which have no hit target of their own. */
enum {
    TUT_AT_NONE = 0,
    TUT_AT_HIT,        /* a hit target: `hit`, `a`, `b` as in play_input.h (HIT_DIE a = slot, ...) */
    TUT_AT_WHEEL,      /* the whole wheel */
    TUT_AT_PRICES,     /* the slots' prices on the wheel's small layer */
    TUT_AT_PLAZA,      /* a = slot: the plaza under that slot (its colour) */
    TUT_AT_BLACK_DIE,  /* the black die and the plaza it destroyed */
    TUT_AT_RESOURCES,  /* a = resource (TD_INFLUENCE ...): its track on the sheet */
    TUT_AT_CITIZENS,   /* the three citizen tracks */
    TUT_AT_COLUMN,     /* a = citizen column 3, 6 or 11 (1-based, as printed) */
    TUT_AT_DISTRICT,   /* a = colour: that district's rows on the sheet */
    TUT_AT_CHARACTERS, /* the characters' column */
    TUT_AT_SCORE,      /* the score */
    TUT_AT_DAY,        /* the day and half-day, in the top bar */
    TUT_AT_SHEET       /* the player's whole sheet */
};

typedef struct tut_step {
    unsigned char kind;  /* TUT_SAY, TUT_ROLL, TUT_MOVE, TUT_END */
    unsigned char at;    /* TUT_AT_* */
    unsigned char hit;   /* with TUT_AT_HIT: HIT_* */
    unsigned char a, b;  /* the target's arguments */
    int text;            /* the step's sentence: a TR_TUT_* key (app_lang.h) */
    const char *move;    /* TUT_ROLL, TUT_MOVE: the move in its text form (td_move_parse), e.g.
                          * "roll 2 3 5 b4" or "p1 die 2 3 R gain"; NULL otherwise */
} tut_step;

/* The lesson the functions below speak of: 1 (the default) or 2; anything else is taken as 1. */
void tut_set_lesson(int lesson);
int tut_lesson(void);
/* The lesson's game ID (a solo game, standard numbering; the second with the expansion). */
const char *tut_game_id(void);
/* The number of steps, and step i (0 <= i < tut_step_count()); NULL out of range. */
int tut_step_count(void);
const tut_step *tut_step_at(int i);
/* Step i's move parsed (TUT_ROLL, TUT_MOVE): 1 and *m filled, else 0. */
int tut_step_move(int i, td_move *m);

#endif
