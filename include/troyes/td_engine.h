/* td_engine.h — the questions the front ends and bots ask the rules core, and the moves.
 *
 * Flow of a half-day: the state waits for a ROLL move (phase TD_PHASE_ROLL); the roll places the
 * dice [SPEC §2] and resolves the black die's event on the wheel and on every sheet. Then each
 * player, independently and in any order, makes one DIE (or FALLBACK) move and answers the bonus
 * decisions it triggers, one at a time [R6]. When every player is done, the half-day ends by itself
 * (plaza flips, the small layer turns after an afternoon, final scoring after the 8th day).
 *
 * Every function here is pure: it reads the state it is given and writes only what it returns.
 */
#ifndef TD_ENGINE_H
#define TD_ENGINE_H

#include <stdint.h>

#include "troyes/td_move.h"
#include "troyes/td_state.h"

/* What a player must decide now. */
enum {
    TD_NEED_NOTHING = 0,  /* done for this half-day (or the game is over) */
    TD_NEED_ROLL = 1,     /* the town crier must roll (asked of every player index) */
    TD_NEED_DIE = 2,      /* choose a die, its changes and an action (or the fallback) */
    TD_NEED_PRESTIGE = 3, /* 15th citizen: which prestige building and where [R5] */
    TD_NEED_WORK = 4,     /* citizen column 6 or 11: which work building and where */
    TD_NEED_OVERFLOW = 5, /* a citizen for a full track: which other track */
    TD_NEED_BANQUET4 = 6  /* Banquet 4: a yellow or a white citizen */
};

typedef struct td_need {
    uint8_t kind;   /* TD_NEED_* */
    uint8_t colour; /* PRESTIGE: the track that reached 15; OVERFLOW: the full track */
} td_need;

td_need td_need_of(const td_state *s, int player);
/* Bitmask of the players who still have something to decide this half-day (0 in ROLL/OVER). */
unsigned td_waiting_players(const td_state *s);

/* Cost of a DIE move, broken down (SPEC §3, §7). All amounts are in resources held. */
typedef struct td_cost {
    uint8_t slot_amount;              /* slot cost */
    uint8_t slot_resource;            /* resource paying it (deniers, or the chosen one) */
    uint8_t surcharge[TD_RESOURCES];  /* Raid 3/4/5 surcharges */
    uint8_t value_influence;          /* influence spent on value steps */
    uint8_t colour_knowledge;         /* knowledge spent on the colour change */
    uint8_t total[TD_RESOURCES];      /* everything above, by resource */
} td_cost;

/* What a move gains, found by playing it on a copy of the player's sheet up to the next decision
 * (or to the end of the chain). */
typedef struct td_gain {
    int8_t resources[TD_RESOURCES];   /* change of resources held (gains minus the cost) */
    uint8_t circled[TD_RESOURCES];    /* resource slots newly circled */
    uint8_t citizens[TD_COLOURS];     /* citizens circled */
    uint8_t built[TD_ROWS];           /* bit p: cell newly built */
    uint32_t links;                   /* link bonuses newly gained (bit row*3+pair) */
    uint8_t cathedral_multiplier;     /* when a Cathedral is built: the multiplier written */
    uint8_t lost;                     /* building bonuses newly lost for want of a cell: TD_LOST_* */
    uint8_t columns;                  /* citizen columns newly reached by all three tracks (SPEC
                                       * §5): bit 0 column 3, bit 1 column 6, bit 2 column 11 */
    uint8_t tracks15, tracks20;       /* bit c: citizen track c newly reached its 15th / 20th
                                       * citizen (SPEC §5) */
    uint8_t characters;               /* bit p: the character of position p newly unlocked by a
                                       * Cathedral (SPEC §4.4) */
    uint8_t crossed[TD_ROWS];         /* bit p: cell newly crossed out (an attack, SPEC §2) */
    uint8_t die_crossed[TD_COLOURS];  /* bit p: die box newly crossed out */
    td_need then;                     /* the decision this leaves the player with */
    int16_t score_delta;              /* change of the running score */
} td_gain;

/* What a sheet gained (and lost) from `before` to `after`: the same sheet at two moments, e.g.
 * around a move, a whole half-day or a roll's attack. `then` is the decision `after` leaves. */
void td_sheet_gain(const td_sheet *before, const td_sheet *after, td_gain *out);

/* Legal moves of `player` for what they must decide now (see td_need_of); at most `cap` are
 * written, the total count is returned. TD_LEGAL_MAX is enough for any state. Order is stable:
 * slot, payment, value, colour, action. ROLL is not listed (see td_move_roll). */
#define TD_LEGAL_MAX 512
int td_legal_moves(const td_state *s, int player, td_move *out, int cap);
/* The same count without writing the moves, and the k-th move of that list (0 <= k < count): a
 * uniformly random legal move costs one count and one pick. */
int td_legal_count(const td_state *s, int player);
td_move td_legal_nth(const td_state *s, int player, int k);
/* A uniformly random legal move (the same distribution as td_legal_nth of a uniform k, drawn
 * with one pass over the moves' blocks). The player must have something to decide. */
td_move td_legal_random(const td_state *s, int player, td_rng *rng);

/* A ROLL move: from the seed, or forced (three transparent values and the black one, 1..6). */
td_move td_move_roll(void);
td_move td_move_roll_forced(int t1, int t2, int t3, int black);

/* NULL when `m` is legal now, else a short static reason. */
const char *td_move_check(const td_state *s, const td_move *m);
/* Applies a legal move and resolves everything it sets off up to the next decision. Returns NULL,
 * or the reason it is illegal and leaves *s unchanged. */
const char *td_move_apply(td_state *s, const td_move *m);
/* The reasons above, listed: k = 0, 1, 2 ... gives each static string td_move_check,
 * td_move_apply and td_move_preview can return (the very pointers they return), NULL past the
 * last. English, for the CLI and logs; a front end translates them by their text. */
const char *td_move_reason(int k);
/* Cost breakdown of a legal DIE move (zeroes for other kinds). */
void td_move_cost(const td_state *s, const td_move *m, td_cost *out);
/* Preview of a legal player move. Returns NULL or the reason it is illegal. */
const char *td_move_preview(const td_state *s, const td_move *m, td_gain *out);

/* Resources a player holds (circled and not crossed). */
static inline int td_held(const td_sheet *sh, int resource)
{
    return sh->res_circled[resource] - sh->res_crossed[resource];
}
/* A cell is open when it is neither built nor crossed out. */
static inline int td_cell_open(const td_sheet *sh, int row, int pos)
{
    return !((sh->built[row] | sh->crossed[row]) & (1u << pos));
}
/* SPEC §4.3: link `pair` of `row` (cells 2 pair and 2 pair + 1) is lost for good once either
 * of its cells is crossed out before it was gained. */
static inline int td_link_lost(const td_sheet *sh, int row, int pair)
{
    return !(sh->links & (1u << (row * 3 + pair))) && (sh->crossed[row] & (3u << (2 * pair)));
}

/* The effects a bonus queue holds (exposed for the UI's explanations and for tests). */
enum {
    TD_EFF_RESOURCE = 1,  /* a = resource, b = amount */
    TD_EFF_CITIZEN = 2,   /* a = colour, b = count */
    TD_EFF_BUILD = 3,     /* a = row, b = position, c = tile of the die used (0 for none) */
    TD_EFF_PRESTIGE = 4,  /* a = track colour that reached 15 [R5] */
    TD_EFF_WORK = 5,      /* a = 0: the column 6 bonus, 1: the column 11 one */
    TD_EFF_BANQUET4 = 6   /* yellow or white citizen */
};

/* td_sheet.lost: the building bonuses a sheet lost because no cell they may build was open
 * ([R5] for the 15th citizen; SPEC §6: a bonus is mandatory unless impossible). Each bonus comes
 * once a game, so each bit is set at most once. */
#define TD_LOST_CIT15(track) (1u << (track)) /* the 15th citizen of track 0..2 */
#define TD_LOST_WORK_A (1u << 3)             /* citizen column 6's work building */
#define TD_LOST_WORK_B (1u << 4)             /* citizen column 11's work building */
#define TD_LOST_KINDS 5                      /* bits in use */

#endif
