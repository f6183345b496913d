/* td_rules.h — the fixed rules data of Troyes Dice: colours, rows of the scoresheet, the wheel's
 * tiles, slot costs and the per-column tables of SPEC.md §4. Pure data, and small inline readings
 * of it.
 *
 * Index conventions used throughout the core:
 *   colour    0 red (noble), 1 yellow (civil), 2 white (religious);
 *   resource  same index as its colour: 0 influence, 1 deniers, 2 knowledge;
 *   row       0 Fortress, 1 Count's Palace, 2 Great Hall, 3 City Hall, 4 Cathedral, 5 Bishopric
 *             (district = row / 2, prestige when row is even);
 *   position  physical column 0..5, left to right (SPEC §4.1: data belongs to positions);
 *   value     a die value 1..6 (0 only for a Raid 7 die).
 */
#ifndef TD_RULES_H
#define TD_RULES_H

#include <stdint.h>

enum { TD_RED = 0, TD_YELLOW = 1, TD_WHITE = 2, TD_COLOURS = 3 };
enum { TD_INFLUENCE = 0, TD_DENIERS = 1, TD_KNOWLEDGE = 2, TD_RESOURCES = 3 };
enum {
    TD_ROW_FORTRESS = 0,
    TD_ROW_PALACE = 1,
    TD_ROW_GREAT_HALL = 2,
    TD_ROW_CITY_HALL = 3,
    TD_ROW_CATHEDRAL = 4,
    TD_ROW_BISHOPRIC = 5,
    TD_ROWS = 6
};

#define TD_DAYS 8
#define TD_ATTACK_DAY 3     /* from this day the black die attacks every sheet (SPEC §2) */
#define TD_COLUMNS 6
#define TD_SLOTS 4          /* slots of one half-day on the small layer */
#define TD_NOTCHES 9        /* notches of the large layer */
#define TD_DICE 4           /* 3 transparent + 1 black */
#define TD_MAX_PLAYERS 10
#define TD_RES_TRACK 18     /* slots of a resource track */
#define TD_RES_START 3      /* circled at the start */
#define TD_CIT_TRACK 20     /* citizens of a citizen track */
#define TD_EXP_TILES 8      /* Banquet/Raid tiles in the box */
#define TD_EXP_IN_PLAY 3    /* drawn per game */

/* Banquet/Raid tile numbers are 1..8 as in SPEC §7; 0 means "no tile". */
enum {
    TD_TILE_NONE = 0,
    TD_TILE_INFLUENCE = 1,  /* B: ±2 per influence [R7] / R: no value change */
    TD_TILE_COLOUR = 2,     /* B: colour change costs 1 knowledge / R: no colour change */
    TD_TILE_FREE = 3,       /* B: die is free / R: +1 denier */
    TD_TILE_FORTRESS = 4,   /* B: Fortress +1 red and +1 yellow-or-white citizen / R: +1 influence */
    TD_TILE_CATHEDRAL = 5,  /* B: Cathedral +1 of each resource / R: +1 knowledge */
    TD_TILE_GREAT_HALL = 6, /* B: Great Hall counts one extra die / R: no prestige building */
    TD_TILE_WORK = 7,       /* B: work building +1 citizen / R: value 0 */
    TD_TILE_BLACK = 8       /* [R8] B: black die harmless and usable / R: second black die */
};

static inline int td_row_district(int row) { return row / 2; }
static inline int td_row_is_prestige(int row) { return (row % 2) == 0; }
static inline int td_prestige_row(int colour) { return colour * 2; }
static inline int td_work_row(int colour) { return colour * 2 + 1; }

/* [R1] the nine two-sided plaza tiles: face colours of tile i. */
extern const uint8_t td_plaza_tiles[TD_NOTCHES][2];

/* SPEC §2: slot costs in deniers-or-any. Slot 0 free, slot 1 one resource of any type (player's
 * choice), slot 2 one denier, slot 3 two deniers. */
extern const uint8_t td_slot_cost[TD_SLOTS];
#define TD_SLOT_ANY 1  /* index of the slot paid with a resource of the player's choice */

/* SPEC §4.2, by physical position. */
extern const uint8_t td_fortress_citizen[TD_COLUMNS];     /* colour of the Fortress citizen */
extern const uint8_t td_great_hall_colour[TD_COLUMNS];    /* colour of the dice it counts */
extern const uint8_t td_great_hall_is_citizen[TD_COLUMNS];/* 1: gains citizens, 0: resources */
extern const uint8_t td_great_hall_amount[TD_COLUMNS];    /* per available die */
extern const uint8_t td_cathedral_scores[TD_COLUMNS];     /* row scored by that Cathedral */
#define TD_WORK_CITIZENS 2                                /* citizens of a work building */

/* What building a cell gives by itself (SPEC §4.2), before a Banquet tile's bonus [§7] and the
 * link with its neighbour [§4.3]: citizens or resources (Fortress, Great Hall, work buildings), or
 * for a Cathedral the next multiplier on the row it scores. */
enum { TD_GIFT_CITIZEN = 0, TD_GIFT_RESOURCE = 1, TD_GIFT_CATHEDRAL = 2 };
typedef struct td_cell_gift {
    uint8_t kind;    /* TD_GIFT_* */
    uint8_t colour;  /* the citizens' colour, or the resource (same index) */
    uint8_t amount;  /* citizens or resources; with per_die, that many per available die */
    uint8_t per_die; /* Great Hall [R3]: `amount` per available die of colour `colour` */
    uint8_t scores;  /* Cathedral: the row whose buildings it multiplies */
} td_cell_gift;
/* (Inline: the core reads it for every building drawn, in the bots' look-ahead too.) */
static inline td_cell_gift td_cell_gives(int row, int pos)
{
    td_cell_gift g = {TD_GIFT_CITIZEN, 0, 0, 0, 0};
    switch (row) {
    case TD_ROW_FORTRESS:
        g.colour = td_fortress_citizen[pos];
        g.amount = 1;
        break;
    case TD_ROW_GREAT_HALL:
        g.kind = td_great_hall_is_citizen[pos] ? TD_GIFT_CITIZEN : TD_GIFT_RESOURCE;
        g.colour = td_great_hall_colour[pos];
        g.amount = td_great_hall_amount[pos];
        g.per_die = 1;
        break;
    case TD_ROW_CATHEDRAL:
        g.kind = TD_GIFT_CATHEDRAL;
        g.scores = td_cathedral_scores[pos];
        break;
    default: /* work buildings: citizens of their district */
        g.colour = (uint8_t)td_row_district(row);
        g.amount = TD_WORK_CITIZENS;
        break;
    }
    return g;
}

/* SPEC §4.3 link bonuses, indexed [row][pair] (pair 0 = positions 0-1, 1 = 2-3, 2 = 4-5). */
typedef struct td_link {
    uint8_t kind;   /* TD_LINK_NONE, TD_LINK_CITIZEN, TD_LINK_RESOURCE */
    uint8_t colour; /* colour of the citizen, or the resource index */
    uint8_t amount;
} td_link;
enum { TD_LINK_NONE = 0, TD_LINK_CITIZEN = 1, TD_LINK_RESOURCE = 2 };
extern const td_link td_links[TD_ROWS][3];

/* SPEC §5: the citizen column bonuses, by 1-based citizen column. */
#define TD_COLBONUS_RESOURCES 3  /* 1 of each resource */
#define TD_COLBONUS_WORK_A 6     /* build a work building of your choice */
#define TD_COLBONUS_WORK_B 11
/* Those three columns in order (the bits of td_gain.columns). */
extern const uint8_t td_colbonus_at[3];
#define TD_CIT_PRESTIGE_AT 15    /* 15th citizen: build one of two prestige buildings [R5] */
#define TD_CIT_FULL_AT 20        /* 20th citizen: 1 citizen of each other colour */
/* [R5] the two prestige rows offered by the 15th citizen of each track. */
extern const uint8_t td_cit15_rows[TD_COLOURS][2];

/* Resource track slots that give a citizen of the track's colour when circled (1-based). */
static inline int td_res_slot_gives_citizen(int slot1) { return slot1 % 6 == 0; }

/* Of the last `half_days` half-days of a game, how many the black die attacks every sheet in: the
 * half-days from day TD_ATTACK_DAY on (SPEC §2 step 2), 12 in all. */
static inline int td_attack_half_days(int half_days)
{
    int attacking = 2 * (TD_DAYS - TD_ATTACK_DAY + 1);
    return half_days < attacking ? half_days : attacking;
}

/* Cathedral multiplier for the n-th Cathedral built (1-based): 1,1,2,2,3,3. */
static inline int td_cathedral_multiplier(int nth) { return (nth + 1) / 2; }

/* Short names used by the text forms and the CLI. */
extern const char *const td_colour_letter[TD_COLOURS];   /* "R" "Y" "W" */
extern const char *const td_colour_name[TD_COLOURS];     /* "red" ... */
extern const char *const td_resource_letter[TD_RESOURCES]; /* "I" "D" "K" */
extern const char *const td_resource_name[TD_RESOURCES]; /* "influence" ... */
extern const char *const td_row_code[TD_ROWS];           /* "FO" "CP" "GH" "CH" "CA" "BI" */
extern const char *const td_character_name[TD_COLUMNS];  /* Hugues de Payns ... by position */

#endif
