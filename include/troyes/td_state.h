/* td_state.h — the whole game as one plain value struct, and the parameters that start a game.
 *
 * td_state has fixed-size arrays and no pointers: `td_state b = a;` is an undo snapshot, a save
 * point and a bot's look-ahead. Nothing in it is allocated; nothing outside it is read.
 * A game is reproduced exactly by its parameters (the game ID, see td_gameid.h) and its moves.
 */
#ifndef TD_STATE_H
#define TD_STATE_H

#include <stdint.h>

#include "troyes/td_rng.h"
#include "troyes/td_rules.h"

/* Column numbering modes, SPEC §4.1. */
enum { TD_NUMBERING_STANDARD = 0, TD_NUMBERING_RANDOM = 1, TD_NUMBERING_EXPERT = 2 };

/* Which plaza sits in which notch and which face is up, plus the expansion tiles. */
typedef struct td_layout {
    uint8_t up[TD_NOTCHES];         /* colour of the face that is up, by notch */
    uint8_t down[TD_NOTCHES];       /* colour of the other face */
    uint8_t tile[TD_NOTCHES];       /* Banquet/Raid tile beside the notch (TD_TILE_*), 0 none */
    uint8_t tile_raid[TD_NOTCHES];  /* 1 when that tile shows its Raid side */
} td_layout;

typedef struct td_params {
    uint8_t players;                /* 1..TD_MAX_PLAYERS */
    uint8_t expansion;              /* Banquets & Raids in play */
    uint8_t numbering;              /* TD_NUMBERING_* */
    uint8_t col_value[TD_COLUMNS];  /* the value in each position's die box, a permutation of 1..6 */
    uint8_t has_layout;             /* 1: `layout` is used as given; 0: drawn from the seed */
    td_layout layout;
    uint64_t seed;
} td_params;

/* The game's phase. */
enum {
    TD_PHASE_ROLL = 0,   /* the dice of the next half-day must be rolled */
    TD_PHASE_CHOOSE = 1, /* players choose their die, then answer their bonus decisions */
    TD_PHASE_OVER = 2    /* after the 8th afternoon: final scoring */
};

/* A queued bonus of one player (SPEC §6, [R6]): resolved one at a time in trigger order. */
typedef struct td_effect {
    uint8_t kind; /* TD_EFF_* (td_engine.h) */
    uint8_t a, b, c;
} td_effect;

#define TD_QUEUE_CAP 48

/* What this half-day's attack did to one sheet. */
enum {
    TD_ATTACK_NONE = 0,      /* no sheet attack (days 1-2, or no attack at all) */
    TD_ATTACK_CROSSED = 1,   /* the die (and its unbuilt cells) were crossed out */
    TD_ATTACK_ALREADY = 2,   /* that die was already crossed out: nothing happens */
    TD_ATTACK_PROTECTED = 3  /* a Fortress in that column protected it */
};

/* One player's scoresheet, plus the bookkeeping of their current half-day. */
typedef struct td_sheet {
    uint8_t built[TD_ROWS];       /* bit p: the cell of that row at position p is built */
    uint8_t crossed[TD_ROWS];     /* bit p: that cell is crossed out (never also built) */
    uint8_t die_crossed[TD_COLOURS]; /* bit p: the die box of that district is crossed out */
    uint8_t res_circled[TD_RESOURCES]; /* slots circled on each resource track, 0..18 */
    uint8_t res_crossed[TD_RESOURCES]; /* of those, crossed out by spending */
    uint8_t cit[TD_COLOURS];      /* citizens circled on each track, 0..20 */
    uint8_t cath_mult[TD_COLUMNS];/* multiplier written for each Cathedral position, 0 if none */
    uint8_t cathedrals;           /* Cathedrals built so far */
    uint8_t turn_done;            /* chose a die (or took the fallback) this half-day */
    uint8_t used_slot;            /* slot of the die taken this half-day, TD_SLOT_NONE otherwise */
    uint8_t attack[2];            /* TD_ATTACK_* for this half-day's attacks, in order */
    uint8_t lost;                 /* building bonuses lost for want of an open cell: TD_LOST_* */
    uint8_t q_head, q_len;        /* pending bonuses: ring buffer */
    uint32_t links;               /* bit row*3+pair: that link bonus was gained */
    td_effect queue[TD_QUEUE_CAP];
} td_sheet;

#define TD_SLOT_NONE 0xFF

/* What the rules say about the die of one slot for the current half-day (SPEC §2 slot costs,
 * §3, §7 tiles), worked out once at the roll. */
typedef struct td_die_info {
    uint8_t value0;                  /* value before changes (0 for a Raid 7 die) */
    uint8_t colour0;                 /* colour of its plaza */
    uint8_t tile;                    /* Banquet tile whose bonus applies when acting, 0 none */
    uint8_t slot_amount;             /* slot cost after Banquet 3 */
    uint8_t pay_choice;              /* 1: the slot cost is one resource of the player's choice */
    uint8_t surcharge[TD_RESOURCES]; /* Raid 3/4/5 */
    uint8_t value_locked;            /* Raid 1 */
    uint8_t per_influence;           /* value steps per influence: 1, or 2 with Banquet 1 [R7] */
    uint8_t colour_locked;           /* Raid 2 */
    uint8_t colour_cost;             /* knowledge per colour change: 2, or 1 with Banquet 2 */
    uint8_t no_prestige;             /* Raid 6 */
} td_die_info;

typedef struct td_state {
    td_params params;
    td_rng rng;
    td_layout wheel;              /* current faces and tile sides, by notch */
    uint8_t pos_of_value[7];      /* inverse of params.col_value; [0] unused */
    uint8_t pos_prefix[7];        /* bit mask of the positions of the values 1..v */
    uint8_t phase;                /* TD_PHASE_* */
    uint8_t day;                  /* 1..8 */
    uint8_t half;                 /* 0 morning, 1 afternoon */
    /* This half-day's dice, by slot 0..3 (valid from the roll until the next one). */
    uint8_t die_value[TD_SLOTS];  /* value rolled (a Raid 7 die still shows its roll here) */
    uint8_t black_slot;           /* slot of the black die */
    uint8_t destroyed;            /* bit s: the plaza of slot s is destroyed this half-day */
    uint8_t usable;               /* bit s: the die of slot s may be chosen */
    uint8_t black_banquet;        /* [R8] the black die landed on Banquet 8 this half-day */
    uint8_t avail[TD_COLOURS];    /* [R3] available dice of each colour this half-day */
    td_die_info die[TD_SLOTS];    /* costs and limits of each slot's die this half-day */
    uint8_t n_attacks;            /* sheet attacks this half-day (0..2) */
    uint8_t attack_value[2];      /* value of each attacking die */
    uint8_t attack_colour[2];     /* colour of each destroyed plaza that attacks sheets */
    td_sheet sheet[TD_MAX_PLAYERS];
} td_state;

/* Fills params for a standard game: `players` players, standard numbering, no expansion, layout
 * from the seed. */
void td_params_default(td_params *p, int players, uint64_t seed);
/* Sets a numbering: standard; random with the leftmost value and direction (+1 up, -1 down);
 * expert with `values` (6 entries, a permutation of 1..6). Returns NULL or a static reason. */
const char *td_params_numbering_random(td_params *p, int leftmost, int direction);
const char *td_params_numbering_expert(td_params *p, const uint8_t values[TD_COLUMNS]);
/* Checks params (player count, numbering is a permutation, layout is [R1]'s tile set, the
 * expansion tiles sit one beside each single-colour plaza, no tiles without expansion).
 * Returns NULL when fine, else a short static reason. */
const char *td_params_check(const td_params *p);
/* The reasons above, listed: k = 0, 1, 2 ... gives each static string td_params_numbering_random,
 * td_params_numbering_expert and td_params_check can return (the very pointers they return),
 * NULL past the last. English, for the CLI and logs; a front end translates them by their text. */
const char *td_params_reason(int k);

/* Starts a game: validates params, draws the layout from the seed unless given, and leaves the
 * state waiting for the first roll. On error returns the reason and leaves *s untouched. */
const char *td_state_init(td_state *s, const td_params *p);

/* [R2] Notch of the plaza under slot `slot` (0..3) in the half-day `half` (0 morning, 1 afternoon)
 * of day `day` (1..8): P(day + slot) in the morning, P(day + 4 + slot) in the afternoon. A pure
 * function of the calendar: with the wheel's faces by notch, what lies ahead. */
int td_half_day_notch(int day, int half, int slot);
/* Notch of the plaza under slot `slot` (0..3) of this half-day, and the neutral notch [R2]. */
int td_slot_notch(const td_state *s, int slot);
int td_neutral_notch(const td_state *s);
/* Colour of the plaza under a slot (the face currently up). */
int td_slot_colour(const td_state *s, int slot);
/* Banquet/Raid tile beside the plaza of a slot (0 none) and whether it shows Raid. */
int td_slot_tile(const td_state *s, int slot, int *is_raid);
/* SPEC §7 tile 3: the price of slot `slot` (0..3) in the half-day `half` of this day, with the
 * wheel's tiles as they lie now: td_slot_cost[slot], or 0 beside Banquet 3 on its Banquet side.
 * The roll's s->die[slot].slot_amount is this price for the half-day rolled. */
int td_slot_price(const td_state *s, int half, int slot);
/* The value the die in slot `slot` shows once the dice are rolled: its roll, except a transparent
 * die beside Raid 7, which takes the value 0 (SPEC §7); the black die always shows its roll. */
int td_slot_value_shown(const td_state *s, int slot);

/* The die actions each player still has to come (SPEC §2: one a half-day, 2 x TD_DAYS in all):
 * while the dice wait for a roll, the coming half-day's and those after it (16 before the first
 * roll); once they are rolled, those of the half-days after this one (15 after the first roll, 0
 * after the last); 0 once the game is over. */
int td_actions_to_come(const td_state *s);

#endif
