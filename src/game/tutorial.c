/* tutorial.c — the guided first game's steps (tutorial.h). */
#include "tutorial.h"

#include <stddef.h>

#include "app_lang.h"
#include "play_input.h"

static const tut_step steps[] = {
    {TUT_SAY, TUT_AT_WHEEL, 0, 0, 0, TR_TUT_WELCOME, NULL},
    {TUT_ROLL, TUT_AT_HIT, HIT_BUTTON, BTN_ROLL, 0, TR_TUT_ROLL, "roll 2 3 5 b4"},
    {TUT_MOVE, TUT_AT_HIT, HIT_DIE, 0, 0, TR_TUT_FIRST_DIE, "p1 die 1 2 Y gain"},
};

const char *tut_game_id(void) { return "1p-std#1"; }

int tut_step_count(void) { return (int)(sizeof steps / sizeof steps[0]); }

const tut_step *tut_step_at(int i) { return i >= 0 && i < tut_step_count() ? &steps[i] : NULL; }

int tut_step_move(int i, td_move *m)
{
    const tut_step *st = tut_step_at(i);
    return st && st->move && !td_move_parse(st->move, m);
}
