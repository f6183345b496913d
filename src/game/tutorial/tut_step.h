/* tut_step.h — a guided game's step, as data: what it waits for, what it points at, its sentence
 * and its move. The lessons' tables (tutorial.c, lesson2.c) are made of them; tutorial.h reads
 * them for the play screen. Plain C, no SDL.
 */
#ifndef TUT_STEP_H
#define TUT_STEP_H

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
    TUT_UNDO,    /* the player takes the last move back (the Undo button, Backspace) */
    TUT_FREE     /* the player's own choice: any legal die move; `move` is the lesson's suggestion,
                  * ringed until the player goes another way. Only the game's last move, where
                  * every legal move ends the game (no bonus to answer after it, which a lesson
                  * left half-way could not resume): the steps after it give no move */
};

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
    TUT_AT_SHEET,      /* the player's whole sheet */
    TUT_AT_NOTCH,      /* a = notch (0 at the top, clockwise): the plaza in it, whatever slot is over it */
    TUT_AT_MULTIPLIER, /* a = column 1..6: the Cathedral multiplier's box beside that column's character */
    TUT_AT_PICTURE     /* a = TUT_PIC_*: a picture of what a hot-seat game shows (a solo game never
                        * does), framed as a screen with a header (its number, whose screen, the
                        * half-day) over the dimmed table, its button ringed */
};

/* The pictures of TUT_AT_PICTURE: what a game at one screen with hidden sheets shows, numbered
 * (1 of 3 ...) in this order. */
enum {
    TUT_PIC_PASS = 0, /* the panel after a player's choice: Pass the turn */
    TUT_PIC_HANDOVER, /* the hand-over screen: the sheets hidden, the next player shows theirs */
    TUT_PIC_REVEAL    /* the panel once all have chosen: Show the choices */
};

/* The resources of a step's legend: bit r is resource r of td_rules.h (TD_INFLUENCE 0, TD_DENIERS
 * 1, TD_KNOWLEDGE 2). */
#define TUT_RES_I 1u /* influence */
#define TUT_RES_D 2u /* deniers */
#define TUT_RES_K 4u /* knowledge */
#define TUT_RES_ALL 7u

typedef struct tut_step {
    unsigned char kind;  /* TUT_SAY, TUT_ROLL, TUT_MOVE, TUT_END, TUT_HINT, TUT_UNDO, TUT_FREE */
    unsigned char at;    /* TUT_AT_* */
    unsigned char hit;   /* with TUT_AT_HIT: HIT_* */
    unsigned char a, b;  /* the target's arguments */
    int text;            /* the step's sentence: a TR_TUT_* key (app_lang.h); a step pointing at a
                          * Raid tile may have one %s, where tut_step_say puts that Raid's effect */
    const char *move;    /* TUT_ROLL, TUT_MOVE: the move in its text form (td_move_parse), e.g.
                          * "roll 2 3 5 b4" or "p1 die 2 3 R gain"; NULL otherwise */
    unsigned char res;   /* the resources whose icon and name the lesson's legend shows: TUT_RES_*,
                          * those the sentence names, or all three (a step that speaks of resources
                          * as such); 0: no legend */
    const char *roll;    /* TUT_MOVE whose move ends the half-day: the next half-day's forced roll,
                          * which the lesson makes itself once the move is drawn (the next step is
                          * read over the new dice); NULL: the player rolls, at a TUT_ROLL step */
} tut_step;

#endif
