/* td_score.h — the score at any moment (SPEC §8), the ranking, and the achievements of SPEC §9
 * earned in a finished game. */
#ifndef TD_SCORE_H
#define TD_SCORE_H

#include <stdint.h>

#include "troyes/td_engine.h"
#include "troyes/td_state.h"

typedef struct td_score {
    int16_t character[TD_COLUMNS];   /* VP of each Cathedral character, by position */
    int16_t resources[TD_RESOURCES]; /* 1 VP per 2 held, by resource */
    int16_t citizens;                /* 1 VP per circled citizen */
    int16_t total;                   /* the sum of all of the above */
} td_score;

/* Score of `player` if the game ended now. */
void td_score_of(const td_state *s, int player, td_score *out);
int td_score_total(const td_state *s, int player);
/* The same for one sheet on its own (a sheet holds everything its score needs). */
void td_sheet_score(const td_sheet *sh, td_score *out);

/* The VP the resources' score (SPEC §8: 1 VP per 2 held of each kind) loses when sheet `sh` pays
 * cost `c` (td_move_cost's total, by resource): paying one from an odd count loses nothing, one
 * from an even count a VP. A cost of more than is held counts as all of it. */
int td_cost_score_loss(const td_sheet *sh, const td_cost *c);

/* Ranks players by total: rank[p] = 1 + number of players with a strictly higher total, so tied
 * players share a rank. Returns the bitmask of the winners (rank 1: ties share the victory). */
unsigned td_ranking(const td_state *s, uint8_t rank[TD_MAX_PLAYERS]);

/* Achievements of SPEC §9, as bits. The three "play 3 games" boxes are ticked by the app from
 * the TD_ACH_PLAYED_* bits of each finished game. */
enum {
    TD_ACH_PLAYED_SOLO = 0,       /* this game was a solo game */
    TD_ACH_PLAYED_MULTI,          /* this game was a multiplayer game */
    TD_ACH_PLAYED_EXPANSION,      /* this game used the expansion */
    TD_ACH_SCORE_45,              /* ended with at least 45 VP */
    TD_ACH_SCORE_55,
    TD_ACH_SCORE_65,
    TD_ACH_WIN_MULTI_60,          /* won (alone or tied) a multiplayer game with more than 60 VP */
    TD_ACH_CHARACTER_18,          /* 18 VP or more from a single character */
    TD_ACH_CITIZENS_40,           /* at least 40 citizens */
    TD_ACH_PRESTIGE_ROW,          /* every prestige building of one row drawn */
    TD_ACH_WORK_ROW,              /* every work building of one row drawn */
    TD_ACH_RESOURCE_TRACK,        /* every slot of one resource track circled */
    TD_ACH_CITIZEN_TRACK,         /* every citizen of one track circled */
    TD_ACH_COUNT
};
extern const char *const td_achievement_key[TD_ACH_COUNT]; /* stable ASCII keys */

/* Bitmask (1u << TD_ACH_*) earned by `player`; meaningful once the phase is TD_PHASE_OVER. */
uint32_t td_achievements(const td_state *s, int player);

/* How far `player` has come towards each achievement a game's sheet earns, as the game stands:
 * `have` of `need` (the achievement is met when have >= need). The three scores count the total;
 * WIN_MULTI_60 the total too, of 61 (and it wants the win as well; need 0 in a solo game);
 * CHARACTER_18 the best character; CITIZENS_40 the circled citizens; the rows the buildings of
 * the fullest such row still open (no cell crossed out), of 6; the tracks the fullest track. The
 * TD_ACH_PLAYED_* ones count games, not a sheet: need 0. `lost`: this sheet can no longer meet it
 * (every row of that kind has a cell crossed out; `have` is then the fullest row all the same). */
typedef struct td_ach_progress {
    int16_t have, need;
    uint8_t lost;
} td_ach_progress;
void td_achievement_progress(const td_state *s, int player, td_ach_progress out[TD_ACH_COUNT]);

#endif
