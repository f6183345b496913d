/* tutorial.c — the guided first game's steps (tutorial.h), and the lesson chosen. */
#include "tutorial/tutorial.h"

#include <stddef.h>
#include <stdio.h>

#include "app_lang.h"
#include "play/play_input.h"
#include "troyes/td_move.h"
#include "tutorial/lesson2.h"

/* A solo game on 1p-std#4's wheel; every roll forced. Day 1 the wheel, the dice and their prices,
 * gaining, prestige and citizens; day 2 work buildings, changing a value, links; day 3 the black
 * die's attacks (a Fortress protecting, then a die crossed out) and changing a colour; day 4 a
 * track's citizen slot and the column 3 bonus, said with each track's citizens; day 5 Cathedrals
 * and characters, the Great Hall; day 6 the column 6 bonus; day 7 the 15th citizen; day 8 the
 * final scoring, after a last move of the player's own choosing (TUT_FREE: any die, the step's
 * move a suggestion). Few steps only read: what can be read together is one step (the first dice's
 * colour, the slots' prices and the black die; the flip and the deniers' track), a sentence that
 * only leads into a roll or a move is said at that move (the afternoon, the end of a day at the
 * next day's first move or with what the last one did, how a value or a colour changes at the move
 * that changes it), and what a move did is said with it when it can be (the character a Cathedral
 * unlocks, ringed beside it). The player rolls the first half-day's dice; the others are rolled
 * by the lesson itself once the step that ended a half-day is done (the last field: after a move,
 * once it is drawn; after a sentence, at its Next). The field before it: the resources whose icons
 * the lesson's legend shows (TUT_RES_*). */
static const tut_step steps[] = {
    {TUT_SAY, TUT_AT_WHEEL, 0, 0, 0, TR_TUT_WELCOME, NULL, 0, NULL},
    {TUT_SAY, TUT_AT_SHEET, 0, 0, 0, TR_TUT_SHEET, NULL, TUT_RES_ALL, NULL},
    {TUT_ROLL, TUT_AT_HIT, HIT_BUTTON, BTN_ROLL, 0, TR_TUT_ROLL, "roll 2 3 5 b4", 0, NULL},
    {TUT_SAY, TUT_AT_PRICES, 0, 0, 0, TR_TUT_PRICES, NULL, TUT_RES_ALL, NULL},
    {TUT_MOVE, TUT_AT_HIT, HIT_DIE, 0, 0, TR_TUT_GAIN, "p1 die 1 2 Y gain", TUT_RES_ALL, NULL},
    {TUT_SAY, TUT_AT_NOTCH, 0, 3, 0, TR_TUT_FLIP, NULL, TUT_RES_D, "roll 1 4 6 b3"},
    {TUT_MOVE, TUT_AT_HIT, HIT_DIE, 0, 0, TR_TUT_PRESTIGE, "p1 die 1 1 R prestige", 0, NULL},
    {TUT_SAY, TUT_AT_CITIZENS, 0, 0, 0, TR_TUT_CITIZENS, NULL, 0, "roll 2 3 5 b6"},
    {TUT_MOVE, TUT_AT_HIT, HIT_DIE, 0, 0, TR_TUT_WORK, "p1 die 1 2 R work", 0, "roll 1 2 3 b5"},
    {TUT_MOVE, TUT_AT_HIT, HIT_DIE, 2, 0, TR_TUT_VALUE_MOVE, "p1 die 3 2 R prestige", TUT_RES_I | TUT_RES_D, "roll 2 4 5 b1"},
    {TUT_SAY, TUT_AT_HIT, HIT_DIEBOX, TD_RED, 0, TR_TUT_PROTECTED, NULL, 0, NULL},
    {TUT_MOVE, TUT_AT_HIT, HIT_DIE, 1, 0, TR_TUT_COLOUR_MOVE, "p1 die 2 pay D 2 Y work", TUT_RES_D | TUT_RES_K, "roll 4 5 6 b3"},
    {TUT_SAY, TUT_AT_HIT, HIT_DIEBOX, TD_WHITE, 2, TR_TUT_CROSSED, NULL, 0, NULL},
    {TUT_MOVE, TUT_AT_HIT, HIT_DIE, 1, 0, TR_TUT_FORTRESS4, "p1 die 2 pay D 4 R prestige", 0, "roll 3 4 5 b4"},
    {TUT_MOVE, TUT_AT_HIT, HIT_DIE, 0, 0, TR_TUT_SLOT6, "p1 die 1 3 W gain", TUT_RES_K, "roll 2 5 6 b4"},
    {TUT_MOVE, TUT_AT_COLUMN, 0, 3, 0, TR_TUT_BISHOPRIC, "p1 die 3 5 W work", TUT_RES_ALL, NULL},
    {TUT_SAY, TUT_AT_COLUMN, 0, 3, 0, TR_TUT_CHAIN, NULL, TUT_RES_ALL, "roll 1 1 5 b1"},
    {TUT_MOVE, TUT_AT_MULTIPLIER, 0, 1, 0, TR_TUT_CATHEDRAL, "p1 die 3 1 W prestige", 0, "roll 1 2 3 b4"},
    {TUT_MOVE, TUT_AT_HIT, HIT_DIE, 1, 0, TR_TUT_GREAT_HALL, "p1 die 2 pay D 2 Y prestige", TUT_RES_D, "roll 1 3 5 b4"},
    {TUT_MOVE, TUT_AT_HIT, HIT_DIE, 0, 0, TR_TUT_CITY_HALL_LINK, "p1 die 1 1 Y work", TUT_RES_D, "roll 1 2 6 b4"},
    {TUT_MOVE, TUT_AT_HIT, HIT_DIE, 3, 0, TR_TUT_BISHOPRIC_LINK, "p1 die 4 6 W work", TUT_RES_D, NULL},
    {TUT_MOVE, TUT_AT_HIT, HIT_CELL, TD_ROW_PALACE, 0, TR_TUT_COLUMN6, "p1 build CP 1", 0, "roll 3 4 5 b1"},
    {TUT_MOVE, TUT_AT_HIT, HIT_DIE, 1, 0, TR_TUT_PALACE3, "p1 die 2 pay I 3 R work", TUT_RES_I, "roll 4 5 6 b5"},
    {TUT_MOVE, TUT_AT_HIT, HIT_DIE, 0, 0, TR_TUT_CIT15, "p1 die 1 4 R work", 0, NULL},
    {TUT_MOVE, TUT_AT_HIT, HIT_CELL, TD_ROW_CATHEDRAL, 1, TR_TUT_CIT15_PICK, "p1 build CA 2", 0, "roll 3 4 6 b1"},
    {TUT_MOVE, TUT_AT_HIT, HIT_DIE, 2, 0, TR_TUT_SLOT12, "p1 die 3 4 Y gain", TUT_RES_D, "roll 2 5 6 b1"},
    {TUT_FREE, TUT_AT_HIT, HIT_DIE, 1, 0, TR_TUT_THIRD_CATHEDRAL, "p1 die 2 pay D 4 W prestige", 0, NULL},
    {TUT_END, TUT_AT_SCORE, 0, 0, 0, TR_TUT_END, NULL, 0, NULL},
};

static int lesson = 1;

void tut_set_lesson(int l) { lesson = l == 2 ? 2 : 1; }
int tut_lesson(void) { return lesson; }

const char *tut_game_id(void) { return lesson == 2 ? tut_lesson2_game_id() : "1p-std#4"; }

int tut_step_count(void)
{
    if (lesson == 2) {
        int n;
        tut_lesson2_steps(&n);
        return n;
    }
    return (int)(sizeof steps / sizeof steps[0]);
}

const tut_step *tut_step_at(int i)
{
    if (i < 0 || i >= tut_step_count())
        return NULL;
    if (lesson == 2) {
        int n;
        return &tut_lesson2_steps(&n)[i];
    }
    return &steps[i];
}

int tut_step_move(int i, td_move *m)
{
    const tut_step *st = tut_step_at(i);
    return st && st->move && !td_move_parse(st->move, m);
}

int tut_step_roll(int i, td_move *m)
{
    const tut_step *st = tut_step_at(i);
    return st && st->roll && !td_move_parse(st->roll, m) && m->kind == TD_MOVE_ROLL;
}

void tut_step_say(int i, char *out, size_t n)
{
    const tut_step *st = tut_step_at(i);
    if (!n)
        return;
    if (!st)
        out[0] = 0;
    else if (st->at == TUT_AT_HIT && st->hit == HIT_TILE && st->b && st->a >= 1 && st->a <= 8) {
        char effect[400]; /* as the tile's tooltip says it (Raid 8's in its two lines) */
        snprintf(effect, sizeof effect, "%s%s%s", tr(TR_TIP_TILE_RAID_1 + st->a - 1), st->a == 8 ? " " : "",
                 st->a == 8 ? tr(TR_TIP_TILE_RAID_8_ATTACK) : "");
        snprintf(out, n, tr(st->text), effect);
    } else
        snprintf(out, n, "%s", tr(st->text));
}
