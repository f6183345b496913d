/* lesson2.c — the second lesson's steps (lesson2.h): a short solo game with the Banquets & Raids
 * expansion, on 1p-std-x#14's wheel, every roll forced. Day 1's morning: the tiles beside the
 * wheel, a die beside Banquet 3 taken for free, the black die's plaza destroyed and its tile
 * turned to Raid 6 (its effect said in the tile's tooltip's words). The afternoon: the black die
 * beside Banquet 8, usable as a red die; hints; a move other than theirs made, which ends the
 * half-day and so turns Banquet 8 to Raid 8 (the flip said in one step, Raid 8's effect in the
 * tooltip's words in the next), then taken back with the flip (undo), which shows the hints again.
 * Then hint 1 taken (its row under the sheet sets it up): the yellow 2 made a 3, a Great Hall, the
 * score up by 4 VP; the move ends the afternoon and the lesson rolls day 2's morning itself. Last,
 * the hot-seat pass, hand-over and reveal, each shown as a picture of what a game at one screen
 * shows (the lesson is a solo game: no one to hand over to), in the half-day the top bar shows:
 * day 2's morning, its dice rolled. */
#include "tutorial/lesson2.h"

#include <stddef.h>

#include "app_lang.h"
#include "play/play_input.h"

static const tut_step steps[] = {
    {TUT_SAY, TUT_AT_WHEEL, 0, 0, 0, TR_TUT2_WELCOME, NULL, 0, NULL},
    {TUT_ROLL, TUT_AT_HIT, HIT_BUTTON, BTN_ROLL, 0, TR_TUT2_ROLL, "roll 3 4 5 b1", 0, NULL},
    {TUT_SAY, TUT_AT_HIT, HIT_TILE, 3, 0, TR_TUT2_BANQUET, NULL, 0, NULL},
    {TUT_MOVE, TUT_AT_HIT, HIT_DIE, 1, 0, TR_TUT2_FREE, "p1 die 2 3 W gain", TUT_RES_K, NULL},
    {TUT_SAY, TUT_AT_HIT, HIT_TILE, 6, 1, TR_TUT2_RAID, NULL, 0, NULL},
    {TUT_ROLL, TUT_AT_HIT, HIT_BUTTON, BTN_ROLL, 0, TR_TUT2_ROLL_AFTERNOON, "roll 2 3 4 b6", 0, NULL},
    {TUT_SAY, TUT_AT_HIT, HIT_TILE, 8, 0, TR_TUT2_BLACK_BANQUET, NULL, 0, NULL},
    {TUT_HINT, TUT_AT_HIT, HIT_BUTTON, BTN_HINT, 0, TR_TUT2_HINT, NULL, 0, NULL},
    {TUT_SAY, TUT_AT_SHEET, 0, 0, 0, TR_TUT2_HINT_SHOWN, NULL, 0, NULL},
    {TUT_MOVE, TUT_AT_HIT, HIT_DIE, 0, 0, TR_TUT2_TRY, "p1 die 1 2 Y gain", TUT_RES_D, NULL},
    {TUT_SAY, TUT_AT_HIT, HIT_TILE, 8, 1, TR_TUT2_FLIP, NULL, 0, NULL},
    {TUT_SAY, TUT_AT_HIT, HIT_TILE, 8, 1, TR_TUT2_RAID_8, NULL, 0, NULL},
    {TUT_UNDO, TUT_AT_HIT, HIT_BUTTON, BTN_UNDO, 0, TR_TUT2_UNDO, NULL, 0, NULL},
    {TUT_MOVE, TUT_AT_HIT, HIT_DIE, 0, 0, TR_TUT2_TAKE_HINT, "p1 die 1 3 Y prestige", TUT_RES_I, "roll 1 4 6 b3"},
    {TUT_SAY, TUT_AT_PICTURE, 0, TUT_PIC_PASS, 0, TR_TUT2_HOTSEAT, NULL, 0, NULL},
    {TUT_SAY, TUT_AT_PICTURE, 0, TUT_PIC_HANDOVER, 0, TR_TUT2_HANDOVER, NULL, 0, NULL},
    {TUT_SAY, TUT_AT_PICTURE, 0, TUT_PIC_REVEAL, 0, TR_TUT2_REVEAL, NULL, 0, NULL},
    {TUT_END, TUT_AT_NONE, 0, 0, 0, TR_TUT2_END, NULL, 0, NULL},
};

const char *tut_lesson2_game_id(void) { return "1p-std-x#14"; }

const tut_step *tut_lesson2_steps(int *n)
{
    *n = (int)(sizeof steps / sizeof steps[0]);
    return steps;
}
