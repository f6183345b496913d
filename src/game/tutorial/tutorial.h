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

#include <stddef.h>

#include "troyes/td_engine.h"
#include "tutorial/tut_step.h"

#define TUT_LESSONS 2 /* the first game (1), the expansion, hints, undo and hot-seat (2) */

/* The lesson the functions below speak of: 1 (the default) or 2; anything else is taken as 1. */
void tut_set_lesson(int lesson);
int tut_lesson(void);
/* The lesson's game ID (a solo game, standard numbering; the second with the expansion). */
const char *tut_game_id(void);
/* The number of steps, and step i (0 <= i < tut_step_count()); NULL out of range. */
int tut_step_count(void);
const tut_step *tut_step_at(int i);
/* Step i's sentence as the player reads it, in the current language, into out (n bytes, always
 * terminated): its text, and in a step pointing at a Raid tile that Raid's effect in the words of
 * the tile's tooltip (TR_TIP_TILE_RAID_*, play_tooltip.c). "" out of range. */
void tut_step_say(int i, char *out, size_t n);
/* Step i's move parsed (TUT_ROLL, TUT_MOVE): 1 and *m filled, else 0. */
int tut_step_move(int i, td_move *m);
/* Step i's own roll parsed (the roll the lesson makes after it, tut_step.roll): 1 and *m filled,
 * else 0. */
int tut_step_roll(int i, td_move *m);

#endif
