/* rules.c — the tables of td_rules.h, transcribed from SPEC.md §2, §4 and §5. */
#include "troyes/td_rules.h"

/* [R1] red/red, yellow/yellow, white/white, 2 x red/yellow, 2 x red/white, 2 x yellow/white. */
const uint8_t td_plaza_tiles[TD_NOTCHES][2] = {
    {TD_RED, TD_RED},       {TD_YELLOW, TD_YELLOW}, {TD_WHITE, TD_WHITE},
    {TD_RED, TD_YELLOW},    {TD_RED, TD_YELLOW},    {TD_RED, TD_WHITE},
    {TD_RED, TD_WHITE},     {TD_YELLOW, TD_WHITE},  {TD_YELLOW, TD_WHITE},
};

const uint8_t td_slot_cost[TD_SLOTS] = {0, 1, 1, 2};

const uint8_t td_fortress_citizen[TD_COLUMNS] = {TD_RED, TD_RED, TD_YELLOW,
                                                 TD_YELLOW, TD_WHITE, TD_WHITE};
const uint8_t td_great_hall_colour[TD_COLUMNS] = {TD_RED, TD_RED, TD_YELLOW,
                                                  TD_YELLOW, TD_WHITE, TD_WHITE};
const uint8_t td_great_hall_is_citizen[TD_COLUMNS] = {0, 1, 0, 1, 0, 1};
const uint8_t td_great_hall_amount[TD_COLUMNS] = {3, 2, 3, 2, 3, 2};
const uint8_t td_cathedral_scores[TD_COLUMNS] = {TD_ROW_FORTRESS,   TD_ROW_PALACE,
                                                 TD_ROW_GREAT_HALL, TD_ROW_CITY_HALL,
                                                 TD_ROW_CATHEDRAL,  TD_ROW_BISHOPRIC};

#define CIT(c, n) {TD_LINK_CITIZEN, (c), (n)}
#define RES(r, n) {TD_LINK_RESOURCE, (r), (n)}
#define NONE {TD_LINK_NONE, 0, 0}
const td_link td_links[TD_ROWS][3] = {
    /* Fortress       */ {CIT(TD_RED, 1), CIT(TD_YELLOW, 1), CIT(TD_WHITE, 1)},
    /* Count's Palace */ {CIT(TD_RED, 2), NONE, RES(TD_INFLUENCE, 3)},
    /* Great Hall     */ {NONE, NONE, NONE},
    /* City Hall      */ {RES(TD_DENIERS, 3), CIT(TD_YELLOW, 2), NONE},
    /* Cathedral      */ {NONE, NONE, NONE},
    /* Bishopric      */ {NONE, RES(TD_KNOWLEDGE, 3), CIT(TD_WHITE, 2)},
};
#undef CIT
#undef RES
#undef NONE

const uint8_t td_colbonus_at[3] = {TD_COLBONUS_RESOURCES, TD_COLBONUS_WORK_A, TD_COLBONUS_WORK_B};

const uint8_t td_cit15_rows[TD_COLOURS][2] = {
    {TD_ROW_GREAT_HALL, TD_ROW_CATHEDRAL}, /* red track    */
    {TD_ROW_FORTRESS, TD_ROW_CATHEDRAL},   /* yellow track */
    {TD_ROW_FORTRESS, TD_ROW_GREAT_HALL},  /* white track  */
};

const char *const td_colour_letter[TD_COLOURS] = {"R", "Y", "W"};
const char *const td_colour_name[TD_COLOURS] = {"red", "yellow", "white"};
const char *const td_resource_letter[TD_RESOURCES] = {"I", "D", "K"};
const char *const td_resource_name[TD_RESOURCES] = {"influence", "deniers", "knowledge"};
const char *const td_row_code[TD_ROWS] = {"FO", "CP", "GH", "CH", "CA", "BI"};
const char *const td_character_name[TD_COLUMNS] = {
    "Hugues de Payns",     "Isabeau de Bavière", "Thibaut II",
    "Jeanne de Champagne", "Urbain IV",          "Marie de Champagne"};
