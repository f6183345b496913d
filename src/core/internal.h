/* internal.h — functions shared between the core's modules, not part of the public API. */
#ifndef TD_INTERNAL_H
#define TD_INTERNAL_H

#include "troyes/td_engine.h"
#include "troyes/td_score.h"
#include "troyes/td_state.h"

/* The read-only half-day context a sheet's bonuses need. */
typedef struct td_ctx {
    const uint8_t *pos_of_value; /* [7] */
    const uint8_t *avail;        /* [3] available dice by colour [R3] */
} td_ctx;

/* sheet.c */
void td_sheet_init(td_sheet *sh);
void td_sheet_push(td_sheet *sh, int kind, int a, int b, int c);
/* Resolves queued bonuses until the queue is empty or the head needs a decision. */
void td_sheet_resolve(td_sheet *sh, const td_ctx *ctx);
/* The decision the head of the queue asks for (TD_NEED_NOTHING when the queue is empty). */
td_need td_sheet_need(const td_sheet *sh);
/* Choices of the decision at the head: colours (bit c) for a citizen decision; cells (bit
 * row*8 + position) for a building decision. 0 when the head asks for no such decision. */
unsigned td_sheet_citizen_choices(const td_sheet *sh);
uint64_t td_sheet_build_choices(const td_sheet *sh);
/* Answers the decision at the head (the choice must be legal), then resolves on. */
void td_sheet_answer_build(td_sheet *sh, const td_ctx *ctx, int row, int pos);
void td_sheet_answer_citizen(td_sheet *sh, const td_ctx *ctx, int colour);
/* Actions: build a cell with a die (tile = Banquet tile of the die's plaza, or 0), or gain. */
void td_sheet_build_now(td_sheet *sh, const td_ctx *ctx, int row, int pos, int tile);
void td_sheet_gain_now(td_sheet *sh, const td_ctx *ctx, int resource, int amount);
/* The citizens circled on the shortest track: the citizen columns all three tracks reach. */
int td_sheet_least_track(const td_sheet *sh);
/* Spends resources (the caller checked they are held). */
void td_sheet_spend(td_sheet *sh, const uint8_t amount[TD_RESOURCES]);
/* A sheet attack [SPEC §2 step 2]: crosses out die `value` of district `colour` unless protected. */
int td_sheet_attack(td_sheet *sh, const uint8_t *pos_of_value, int value, int colour);

/* state.c (which calls nothing in engine.c): step 1 and 2 of a half-day (the dice placed, the
 * black die's event, each slot's die info), then steps 4 and 5 (what was destroyed flips, the
 * next half-day). */
td_ctx td_state_ctx(const td_state *s);
void td_state_roll(td_state *s, const td_move *m);
void td_state_end_half_day(td_state *s);

#endif
