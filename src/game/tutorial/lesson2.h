/* lesson2.h — the second lesson's game and steps (tutorial.h reads them when it is chosen). */
#ifndef TUT_LESSON2_H
#define TUT_LESSON2_H

#include "tutorial/tut_step.h"

/* Its game ID: a solo game with the Banquets & Raids expansion. */
const char *tut_lesson2_game_id(void);
/* Its steps, their number in *n. */
const tut_step *tut_lesson2_steps(int *n);

#endif
