/* bot_sheet.h — small facts about a scoresheet that the bots' valuations share (the heuristic,
 * the learned value and the network's inputs): cells in a row mask, open cells, citizens missing
 * for a column bonus, links on their way. Header only; no rule is decided here, only counted. */
#ifndef TD_BOT_SHEET_H
#define TD_BOT_SHEET_H

#include <stdint.h>

#include "troyes/td_engine.h"
#include "troyes/td_rules.h"

/* Cells set in a 6-bit row mask. */
static inline int td_bot_bits6(unsigned m)
{
    static const uint8_t bits[64] = {
        0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4, 1, 2, 2, 3, 2, 3, 3, 4,
        2, 3, 3, 4, 3, 4, 4, 5, 1, 2, 2, 3, 2, 3, 3, 4, 2, 3, 3, 4, 3, 4, 4, 5,
        2, 3, 3, 4, 3, 4, 4, 5, 3, 4, 4, 5, 4, 5, 5, 6};
    return bits[m & 0x3Fu];
}

/* The open cells of a row (neither built nor crossed out), as a 6-bit mask. */
static inline unsigned td_bot_open_mask(const td_sheet *sh, int row)
{
    return ~(unsigned)(sh->built[row] | sh->crossed[row]) & 0x3Fu;
}

/* The citizens a sheet still misses, over its three tracks, for the column bonus at citizen
 * column `at` (td_colbonus_at, SPEC section 5). */
static inline int td_bot_cit_missing(const td_sheet *sh, int at)
{
    int missing = 0;
    for (int k = 0; k < TD_COLOURS; k++)
        missing += sh->cit[k] < at ? at - sh->cit[k] : 0;
    return missing;
}

/* How far link `pair` of `row` is on its way: 1 with one of its two cells built and the other
 * open, 2 with both open, 0 otherwise (no link there, already gained, or blocked). */
static inline int td_bot_link_progress(const td_sheet *sh, int row, int pair)
{
    if (td_links[row][pair].kind == TD_LINK_NONE || (sh->links & (1u << (row * 3 + pair))))
        return 0;
    unsigned two = 3u << (2 * pair);
    unsigned built = sh->built[row] & two, open = td_bot_open_mask(sh, row) & two;
    return built && open ? 1 : open == two ? 2 : 0;
}

/* Worth of a link bonus in VP (citizens 1, resources 1/2). */
static inline float td_bot_link_vp(const td_link *l)
{
    if (l->kind == TD_LINK_CITIZEN)
        return (float)l->amount;
    if (l->kind == TD_LINK_RESOURCE)
        return 0.5f * (float)l->amount;
    return 0.0f;
}

#endif
