/* app_lang.h — the game's words in English, Spanish and French: one string table per language
 * (lang_en.c, lang_es.c, lang_fr.c), indexed by the keys below, and the current language.
 *
 * Plain C, no SDL: the front end picks the language (settings, then the system's locale, see
 * src/game/shell/lang.c) and asks tr(TR_...) for every text it draws.
 *
 * Rules for the tables (checked by tests/unit/test_app_lang.c):
 *   - every key has a non-empty, valid UTF-8 string in every language;
 *   - a string used as a printf format has exactly the same conversions, in the same order, in
 *     every language as in English (so `snprintf(buf, n, tr(K), ...)` is safe in all of them):
 *     where word order differs, the whole sentence is one format;
 *   - '\n' is the only control character; it separates the paragraphs of long texts (the rules).
 *   - no string prints a number with decimals itself (no %f, %e or %g): such a number is formatted
 *     by tr_decimal, with the language's decimal separator, and passed as a %s.
 * Texts that go into an entity's text (ECS_TEXT, 96 bytes) stay shorter than that.
 *
 * The strings are static and never freed; tr() never returns NULL.
 */
#ifndef APP_LANG_H
#define APP_LANG_H

#include <stddef.h>

enum { TR_LANG_EN = 0, TR_LANG_ES, TR_LANG_FR, TR_LANGS };

enum tr_key {
    /* ---- the language itself ------------------------------------------------------------ */
    TR_LANG_NAME = 0,        /* the language's own name: "English", "Español", "Français" */
    TR_GAME_TITLE,           /* "Troyes Dice" */

    /* ---- words shared by several screens ------------------------------------------------- */
    /* colours as adjectives agreeing with a die or a citizen ("red") */
    TR_COLOUR_RED, TR_COLOUR_YELLOW, TR_COLOUR_WHITE,
    /* ... agreeing with a plaza (feminine in Spanish and French) */
    TR_COLOUR_F_RED, TR_COLOUR_F_YELLOW, TR_COLOUR_F_WHITE,
    /* ... standing alone, capitalised: buttons and legends ("Red") */
    TR_COLOUR_CAP_RED, TR_COLOUR_CAP_YELLOW, TR_COLOUR_CAP_WHITE,
    /* a die as a player names it, by colour and value, without an article ("white %d"; the order
     * is the language's), and the black die ("black %d") */
    TR_DIE_RED, TR_DIE_YELLOW, TR_DIE_WHITE, TR_DIE_BLACK,
    /* ... with its price, told from another of that colour and value: "free %s" (a TR_DIE_*),
     * "%s at %s" (a TR_DIE_*, tr_amount or TR_PRICE_ANY); and, as free as another, its key:
     * "%s (key %d)" */
    TR_DIE_FREE, TR_DIE_PRICED, TR_DIE_KEY,
    /* the citizen tracks as noun phrases ("red citizen track") */
    TR_TRACK_RED, TR_TRACK_YELLOW, TR_TRACK_WHITE,
    /* the districts ("Nobles", "Civil", "Religious") */
    TR_DISTRICT_RED, TR_DISTRICT_YELLOW, TR_DISTRICT_WHITE,
    /* resources: in running text ("influence"), capitalised ("Influence") */
    TR_RES_INFLUENCE, TR_RES_DENIERS, TR_RES_KNOWLEDGE,
    TR_RES_CAP_INFLUENCE, TR_RES_CAP_DENIERS, TR_RES_CAP_KNOWLEDGE,
    TR_RES_ONE_INFLUENCE, TR_RES_ONE_DENIERS, TR_RES_ONE_KNOWLEDGE, /* after "1": "denier" */
    /* an amount of a resource (tr_amount): "%d denier" when the language counts the number as
     * one (English and Spanish: 1; French: 0 and 1), else "%d deniers" */
    TR_AMOUNT_ONE_INFLUENCE, TR_AMOUNT_ONE_DENIERS, TR_AMOUNT_ONE_KNOWLEDGE,
    TR_AMOUNT_INFLUENCE, TR_AMOUNT_DENIERS, TR_AMOUNT_KNOWLEDGE,
    /* the six rows (buildings), by td row index: name, with an indefinite article */
    TR_ROW_FORTRESS, TR_ROW_PALACE, TR_ROW_GREAT_HALL, TR_ROW_CITY_HALL, TR_ROW_CATHEDRAL,
    TR_ROW_BISHOPRIC,
    TR_ROW_A_FORTRESS, TR_ROW_A_PALACE, TR_ROW_A_GREAT_HALL, TR_ROW_A_CITY_HALL,
    TR_ROW_A_CATHEDRAL, TR_ROW_A_BISHOPRIC,
    /* the Cathedral characters, by position (proper names) */
    TR_CHARACTER_1, TR_CHARACTER_2, TR_CHARACTER_3, TR_CHARACTER_4, TR_CHARACTER_5,
    TR_CHARACTER_6,
    /* the two kinds of building ("prestige", "work": row labels on the sheet) */
    TR_PRESTIGE, TR_WORK,
    /* the three actions, on buttons */
    TR_ACTION_GAIN, TR_ACTION_PRESTIGE, TR_ACTION_WORK,
    /* bot levels and column numberings */
    TR_BOT_RANDOM, TR_BOT_GREEDY, TR_BOT_EXPERT, TR_BOT_BEGINNER, TR_BOT_CASUAL, TR_BOT_REGULAR,
    TR_NUMBERING_STANDARD, TR_NUMBERING_RANDOM, TR_NUMBERING_EXPERT,
    /* a score: "%d VP" */
    TR_VP,
    /* buttons used everywhere */
    TR_BTN_BACK, TR_BTN_NEXT, TR_BTN_PREVIOUS,

    /* ---- sheet_view.c: the scoresheet ------------------------------------------------------- */
    TR_SHEET_CITIZENS,       /* "Citizens" */
    TR_SHEET_CHARACTERS,     /* "Characters" */
    TR_SHEET_COLUMN,         /* "col. %d" */
    TR_SHEET_TOTALS,         /* "Resources +%d   Citizens +%d": their VP, added to the total */

    /* ---- wheel.c: the wheel -------------------------------------------------------------- */
    TR_WHEEL_BANQUET,        /* "Banquet %d" */
    TR_WHEEL_RAID,           /* "Raid %d" */
    TR_WHEEL_FREE,           /* slot 1's price (the others are drawn: a number and icons) */
    TR_PRICE_ANY,            /* slot 2's price in words: "1 resource of your choice" */
    TR_WHEEL_DAY, TR_WHEEL_ATTACKS, TR_WHEEL_AM, TR_WHEEL_PM,
    /* the short captions of the Banquet and Raid sides of tiles 1..8 */
    TR_TILE_BANQUET_1, TR_TILE_BANQUET_2, TR_TILE_BANQUET_3, TR_TILE_BANQUET_4,
    TR_TILE_BANQUET_5, TR_TILE_BANQUET_6, TR_TILE_BANQUET_7, TR_TILE_BANQUET_8,
    TR_TILE_RAID_1, TR_TILE_RAID_2, TR_TILE_RAID_3, TR_TILE_RAID_4,
    TR_TILE_RAID_5, TR_TILE_RAID_6, TR_TILE_RAID_7, TR_TILE_RAID_8,

    /* ---- screen_play.c: notes after a click ---------------------------------------------- */
    TR_PLAY_NOTE_BLACK_DIE,      /* "The black die cannot be chosen." */
    TR_PLAY_NOTE_FORCED,         /* "A bonus drew %s (its only open cell)." */
    TR_LOST_CIT15,               /* "15th %s citizen: no open cell for %s or %s, ..." colour, TR_ROW_A_* x2 */
    TR_LOST_WORK,                /* "Citizen column %d: no open work building cell, ..." */
    TR_LOST_SHORT_CIT15,         /* "the 15th %s citizen's building lost (no open cell)", after ", then " */
    TR_LOST_SHORT_WORK,          /* "citizen column %d's building lost (no open cell)", likewise */
    TR_PLAY_NOTE_DESTROYED,
    TR_PLAY_NOTE_CANNOT_PAY,
    TR_PLAY_NOTE_NOT_ALLOWED,    /* "Not allowed: %s." (the core's reason) */
    TR_PLAY_NOTE_DIE_SET,        /* "The %s as %s (%s): click the cell again, ..." die, TR_DIE_*, price (a click set it up) */
    TR_PLAY_NOTE_PICK_DIE, /* "Pick a die first (keys %s).": play_die_keys */
    TR_PLAY_NOTE_PICK_ACTION,
    TR_PLAY_NOTE_ENTER_AGAIN,
    TR_PLAY_NOTE_NOTHING_TO_UNDO,
    TR_PLAY_NOTE_OVER_NO_UNDO,   /* after the last move: the game is scored */
    TR_PLAY_NOTE_REVEALED_NO_UNDO, /* hidden hot-seat: the half-day's moves are shown */
    TR_PLAY_NOTE_SHEETS_HIDDEN,  /* hidden hot-seat: another's sheet asked for */
    TR_PLAY_NOTE_BOT_NO_UNDO,    /* "%s plays by itself: ..." (a bot's name) */
    TR_PLAY_NOTE_HINT,
    TR_PLAY_NOTE_THINKING,       /* while the hints are worked out */
    TR_PLAY_NOTE_BOT_REFUSED,    /* "%s's move was refused (%s)." */
    TR_PLAY_NOTE_BOT_MOVE,       /* "%s: %s." (name, move description) */
    TR_PLAY_NOTE_BOT_CHOSE,      /* "%s has chosen." */
    /* describing a move (the reveal and the bots' notes) */
    TR_MOVE_GAIN,            /* "the %s, gains %s" die (play_die_name), tr_amount */
    TR_MOVE_BUILD,           /* "the %s, builds %s" die, TR_ROW_A_* */
    TR_MOVE_GAIN_AS,         /* "the %s as %s, gains %s" die, what it is played as (TR_DIE_*), tr_amount */
    TR_MOVE_BUILD_AS,        /* "the %s as %s, builds %s" die, what it is played as, TR_ROW_A_* */
    TR_MOVE_FALLBACK,
    TR_MOVE_BONUS_BUILD,     /* "bonus %s in column %d" TR_ROW_*, value */
    TR_MOVE_CITIZEN,         /* "a %s citizen" colour */
    TR_MOVE_ROLLED,
    /* the banner after a roll */
    TR_BANNER_BANQUET8,      /* "The black %d landed on Banquet 8: ... as a %s die." */
    TR_BANNER_DESTROYS,      /* "The black %d destroys the %s plaza." value, TR_COLOUR_F_* */
    TR_BANNER_RAID8,         /* " The %s %d on Raid 8 is a second black die: ..." colour, value */
    TR_BANNER_CROSSED_YOU,   /* " Your %s %d die is crossed out." colour, value */
    TR_BANNER_CROSSED_NAMED, /* " %s: the %s %d die is crossed out." name, colour, value */
    TR_BANNER_ALREADY,       /* " The %s %d die was already crossed out." */
    TR_BANNER_PROTECTED,     /* " A Fortress protects column %d: nothing lost." */
    TR_BANNER_FROM_DAY3,     /* " (Sheets are attacked from day 3.)" */
    TR_BANNER_THEN,          /* ", then %s": a bonus decision after a player's die */
    /* decisions asked on the sheet */
    TR_NEED_PRESTIGE,        /* "15th %s citizen: build %s or %s in a lit cell." colour, TR_ROW_A_* x2 */
    TR_NEED_WORK,
    TR_NEED_OVERFLOW,        /* "Your %s is full: click the track that takes this citizen." TR_TRACK_* */
    TR_NEED_BANQUET4,
    /* hilites and hints */
    TR_PLAY_PROGRESS_TITLE, /* the heading of the achievements within reach, under the sheet */
    /* their names there, in plain words, in TD_ACH_* order (the played ones never show) */
    TR_PLAY_PROG_PLAYED_SOLO, TR_PLAY_PROG_PLAYED_MULTI, TR_PLAY_PROG_PLAYED_EXPANSION,
    TR_PLAY_PROG_SCORE_45, TR_PLAY_PROG_SCORE_55, TR_PLAY_PROG_SCORE_65, TR_PLAY_PROG_WIN_MULTI_60,
    TR_PLAY_PROG_CHARACTER_18, TR_PLAY_PROG_CITIZENS_40, TR_PLAY_PROG_PRESTIGE_ROW,
    TR_PLAY_PROG_WORK_ROW, TR_PLAY_PROG_RESOURCE_TRACK, TR_PLAY_PROG_CITIZEN_TRACK,
    TR_PLAY_PROG_TIP_NOW,  /* a bar's tooltip: "This sheet has %d of the %d now." */
    TR_PLAY_PROG_TIP_VP,   /* ... under a goal counted in VP: spending lowers it */
    TR_PLAY_PROG_TIP_ROW,  /* ... under a row's goal: a crossed-out cell closes its row */
    TR_PLAY_HINTS_TITLE,     /* the title of the hints' list on the sheet */
    TR_PLAY_HINT_PAY,        /* ", pay %s" after a hint's move: all that taking its die costs */
    TR_PLAY_HINT_DIE_GAIN,   /* a hint's move as advice: "Take the %s: gain %s" die (play_die_name), tr_amount */
    TR_PLAY_HINT_DIE_BUILD,  /* "Take the %s: build %s" die, TR_ROW_A_* */
    TR_PLAY_HINT_DIE_GAIN_AS,  /* "Take the %s as %s: gain %s" die, what it is played as (TR_DIE_*), tr_amount */
    TR_PLAY_HINT_DIE_BUILD_AS, /* "Take the %s as %s: build %s" die, what it is played as, TR_ROW_A_* */
    TR_PLAY_HINT_FALLBACK,   /* no die can be paid for: 1 of each resource instead */
    TR_PLAY_HINT_BONUS_BUILD, /* "Build %s in column %d" a bonus building: TR_ROW_A_*, the column's value */
    TR_PLAY_HINT_CITIZEN,    /* "Take a %s citizen" colour (an overflow, Banquet 4) */
    TR_PLAY_HINTS_ALIKE, /* the hints' title when every hint shown has the same estimate */
    TR_PLAY_HINTS_COLUMN, /* over the hints' estimates: what the numbers are */
    /* the top bar */
    TR_BAR_OVER,
    TR_BAR_MORNING,          /* "Day %d of 8 - morning" */
    TR_BAR_AFTERNOON,        /* "Day %d of 8 - afternoon" */
    TR_BTN_HINT, TR_BTN_UNDO, TR_BTN_SOUND, TR_BTN_SOUND_OFF,
    /* the panel under the wheel */
    TR_PANEL_OVER,
    TR_BTN_SEE_SCORES,
    TR_PANEL_DAY1,
    TR_PANEL_ALL_CHOSEN,     /* "Everyone has chosen." */
    TR_PANEL_ALL_CHOSEN_ROLL,/* "Everyone has chosen. Roll for the next half-day." */
    TR_BTN_ROLL,
    TR_BTN_PASS, TR_BTN_REVEAL,                 /* hidden hot-seat: on to the next player's hand-over */
    TR_PANEL_WAITING_ONE,    /* "%s has chosen. Waiting for %d other player..." */
    TR_PANEL_WAITING_MANY,   /* "%s has chosen. Waiting for %d other players..." */
    TR_PANEL_PASS,               /* "%s, your choice is on your sheet." (the player) */
    TR_PANEL_PASS_NEXT, TR_PANEL_HELD,          /* "... Next to choose: %s." (the next human) */
    TR_PANEL_PEEK,               /* "The sheet of %s is shown." (a bot) */
    TR_PANEL_PEEK_BACK,          /* "... brings back %s's." (the human to decide) */
    TR_PANEL_ARROWS,
    TR_PANEL_ENTER_TAKES,    /* "Enter: %s", the option under the keyboard's cursor */
    TR_PANEL_MOVE_SCORE,     /* "This move: %+d VP", the chosen die move's score change */
    TR_PANEL_NO_DIE,
    TR_PANEL_FALLBACK_GAIN,
    TR_BTN_FALLBACK,
    TR_PANEL_PICK_DIE,       /* "%s: pick a die on the wheel." (the dice wear no key tags) */
    TR_PANEL_PICK_DIE_KEYS,  /* "%s: pick a die on the wheel (keys %s)." (the dice wear their keys): the keys
                              * of the dice that may be taken, "2-4" (TR_PANEL_KEYS_RANGE) or "1, 2, 4" */
    TR_PANEL_KEYS_RANGE,     /* three keys or more in a row: "%d-%d" */
    TR_PANEL_TARGETS,
    TR_PANEL_PAY_WITH,
    TR_PANEL_PAY_ONE,        /* "1 %s" resource */
    TR_PANEL_DIE_COSTS,      /* "The %s costs %s." die (play_die_name), tr_amount */
    TR_PANEL_DIE_FREE,       /* "The %s is free." */
    TR_PANEL_DIE_COSTS_RAID, /* "The %s costs %s, plus %s for the Raid." die, amount, surcharge */
    TR_PANEL_DIE_RAID,       /* "The %s costs %s for the Raid." (a free slot) */
    TR_PANEL_DIE_IN_ALL,     /* "The %s with the changes: %s." (all it costs) */
    TR_PLAY_NOTE_RAID,       /* "Raid: the %s costs %s more." */
    TR_PANEL_VALUE,
    TR_PANEL_COLOUR,
    TR_PANEL_COST_TIMES,     /* "%d×": a value or colour button's price, before its icon */
    TR_TIP_VALUE_COST,       /* "Changing the value to %d costs %s." value, tr_amount */
    TR_TIP_COLOUR_COST,      /* "Changing the colour to %s costs %s." TR_COLOUR_*, tr_amount */
    TR_BTN_CONFIRM,          /* "Confirm (Enter)" */
    TR_BTN_MENU,             /* "Menu" (the pause menu) */
    /* the pause menu over the table (play_pause.c): its title, its buttons, its foot line */
    TR_PAUSE_TITLE, TR_PAUSE_RESUME, TR_PAUSE_RULES, TR_PAUSE_SETTINGS, TR_PAUSE_SAVE_LEAVE, TR_PAUSE_RESTART_LESSON,
    TR_PAUSE_LEAVE_LESSON, TR_PAUSE_FOOT, TR_PAUSE_FOOT_LESSON,
    /* the tooltip of a target */
    TR_EXPLAIN_HEAD, TR_EXPLAIN_ON_TRACK, TR_EXPLAIN_GIVES, TR_EXPLAIN_FORTRESS, TR_EXPLAIN_HALL,
    TR_EXPLAIN_CATHEDRAL, TR_EXPLAIN_DRAWN, TR_EXPLAIN_CROSSED, TR_EXPLAIN_PICK,
    TR_EXPLAIN_LINK_HEAD, TR_EXPLAIN_LINK, TR_EXPLAIN_LINK_GAINED, TR_EXPLAIN_LINK_LOST,
    /* the sheet's guide over the wheel (play_guide.c): its button on the sheet, its title and foot
     * line, and an entry per kind of row: a name (the buildings' are TR_ROW_*) and what it means */
    TR_GUIDE_BTN, TR_GUIDE_TITLE, TR_GUIDE_FOOT,
    TR_GUIDE_TIP, /* over the panel before a game's first roll: where the guide is */
    TR_GUIDE_BOXES_NAME, TR_GUIDE_BOXES, TR_GUIDE_FORTRESS, TR_GUIDE_PALACE, TR_GUIDE_TRACKS_NAME,
    TR_GUIDE_TRACKS, TR_GUIDE_RESOURCES_NAME, TR_GUIDE_RESOURCES, TR_GUIDE_GREAT_HALL, TR_GUIDE_CITY_HALL,
    TR_GUIDE_CATHEDRAL, TR_GUIDE_BISHOPRIC, TR_GUIDE_COLUMNS_NAME, TR_GUIDE_COLUMNS, TR_GUIDE_CITIZENS_NAME,
    TR_GUIDE_CITIZENS,
    TR_TIP_COST,             /* "Cost:" */
    TR_TIP_COST_DIE,         /* " die %s," tr_amount */
    TR_TIP_COST_RAID,        /* " raid +%s," tr_amount */
    TR_TIP_COST_VALUE,       /* " value %s," tr_amount of influence */
    TR_TIP_COST_COLOUR,      /* " colour %s," tr_amount of knowledge */
    TR_TIP_NOTHING,          /* " nothing" */
    TR_TIP_RESOURCES,        /* "Resources:" */
    TR_TIP_NO_CHANGE,        /* " no change" */
    TR_TIP_CITIZENS,         /* "Citizens:", then " red +1," for each track that moves */
    TR_TIP_BUILDINGS,        /* "Buildings: %d" */
    TR_TIP_CIT_SPLIT,        /* " (%s)": where a track's citizens come from, when not all from the building */
    TR_TIP_CIT_FROM_BUILDING, /* "%d from the building" */
    TR_TIP_CIT_FROM_LINK,    /* "%d from the link" */
    TR_TIP_CIT_FROM_TILE,    /* "%d from Banquet %d" */
    TR_TIP_WITH_LINK,        /* ", with a link bonus" */
    TR_TIP_CATHEDRAL,        /* " (Cathedral)" */
    TR_TIP_MULTIPLIER,       /* "Cathedral multiplier x%d" */
    TR_TIP_SCORE,            /* "Score now %+d VP" */
    TR_TIP_THEN_BONUS,       /* ", then a bonus choice" */
    TR_TIP_DIEBOX_CROSSED,   /* a crossed-out die box lit for a gain: why it may still be taken */
    TR_TIP_COL3_REACHED,     /* the move brings all three tracks to citizen column 3 */
    TR_TIP_COLWORK_REACHED,  /* "Citizen column %d reached: a work building as a bonus." (6, 11) */
    TR_TIP_BTN_HINT_OFF,     /* the Hint button while the viewer has nothing to decide: why */
    TR_HINTS_SWITCHED_OFF,   /* the Hint button and H with hints off in the settings: why */
    TR_TITLE_CONT_SCORES,    /* under Continue: a finished game whose final scores were not seen */
    /* a tile's tooltip on the wheel: what each side does, in a sentence */
    TR_TIP_TILE_BANQUET_1, TR_TIP_TILE_BANQUET_2, TR_TIP_TILE_BANQUET_3, TR_TIP_TILE_BANQUET_4,
    TR_TIP_TILE_BANQUET_5, TR_TIP_TILE_BANQUET_6, TR_TIP_TILE_BANQUET_7, TR_TIP_TILE_BANQUET_8,
    TR_TIP_TILE_RAID_1, TR_TIP_TILE_RAID_2, TR_TIP_TILE_RAID_3, TR_TIP_TILE_RAID_4,
    TR_TIP_TILE_RAID_5, TR_TIP_TILE_RAID_6, TR_TIP_TILE_RAID_7, TR_TIP_TILE_RAID_8,
    TR_TIP_TILE_LATER,
    TR_TIP_TILE_RAID_8_ATTACK, /* Raid 8's tooltip, its last line: the attack on the sheets from day 3 */
    TR_TIP_CIT_15_HEAD, TR_TIP_CIT_15, TR_TIP_CIT_20_HEAD, TR_TIP_CIT_20, /* a citizen square's tooltip */
    TR_TIP_CIT_COL_HEAD, TR_TIP_CIT_COL3, TR_TIP_CIT_COLWORK,
    /* the top bar's buttons: what each does, then its key */
    TR_TIP_BTN_MENU, TR_TIP_BTN_MENU_KEY, TR_TIP_BTN_HINT, TR_TIP_BTN_HINT_KEY, TR_TIP_BTN_UNDO,
    TR_TIP_BTN_UNDO_KEY, TR_TIP_BTN_SOUND, TR_TIP_BTN_SOUND_KEY, TR_TIP_ACTION_OFF, TR_TIP_ACTION_OFF_WHY, TR_TIP_DIE_HEAD, TR_TIP_DIE_HEAD_BLACK, TR_TIP_DIE_FREE, TR_TIP_DIE_PRICE,
    TR_TIP_DIE_CHOICE, TR_TIP_DIE_SURCHARGE, TR_TIP_DIE_CLICK, TR_TIP_DIE_BLACK,
    TR_TIP_PRICE_MORNING,    /* "Price of taking the die beside it this morning: %s." price */
    TR_TIP_PRICE_AFTERNOON,  /* the same, this afternoon */
    TR_TIP_PRICE_MORNING_DIE, /* "Price of taking the %s this morning: %s." its die rolled (play_die_name), price */
    TR_TIP_PRICE_AFTERNOON_DIE, /* the same, this afternoon */
    TR_TIP_PRICE_TURNS,      /* the inner ring turns each day, the prices with it */
    TR_TIP_SEAT_HIDDEN,      /* "%s's sheet stays hidden until the choices are shown." seat name */

    /* ---- screen_setup.c: a new game ------------------------------------------------------ */
    TR_SETUP_PLAYERS, TR_SETUP_ADD_PERSON, TR_SETUP_ADD_BOT, TR_SETUP_HUMAN,
    TR_SETUP_BOT,        /* a human seat's other choice: make it a bot */
    TR_SETUP_KINDS_HELP, /* under the seats: what Human and Bot mean */
    TR_SETUP_PLAYER_N,       /* "Player %d" */
    TR_SETUP_BOT_N,          /* "Bot %d (%s)" number, bot level */
    TR_SETUP_NUMBERING, TR_SETUP_EXPANSION, TR_SETUP_OPEN_SHEETS,
    TR_SETUP_GAME_ID, TR_SETUP_SEED, TR_SETUP_START,

    /* ---- screen_handover.c ---------------------------------------------------------------- */
    TR_HANDOVER_PASS,        /* "Pass to %s" */

    /* ---- screen_end.c: the end of a game -------------------------------------------------- */
    TR_END_CITIZENS, TR_END_TOTAL, TR_END_NEW_GAME,
    TR_END_GAME_ID /* "Game %s" */,

    /* ---- the title screen ----------------------------------------------------------------- */
    TR_MENU_CONTINUE, TR_MENU_NEW_GAME, TR_MENU_ACHIEVEMENTS, TR_MENU_STATS, TR_MENU_RULES,
    TR_MENU_SETTINGS, TR_MENU_QUIT,
    TR_TITLE_TAGLINE,        /* "Eight days in medieval Troyes" */

    /* ---- the settings screen -------------------------------------------------------------- */
    TR_SET_TITLE, TR_SET_LANGUAGE, TR_SET_LANG_AUTO, TR_SET_SYMBOLS, TR_SET_ANIMATION,
    TR_SET_ANIM_OFF, TR_SET_ANIM_SLOW, TR_SET_ANIM_NORMAL, TR_SET_ANIM_FAST,
    TR_SET_VOLUME, TR_SET_MUTE, TR_SET_FULLSCREEN, TR_SET_UI_SCALE, TR_SET_HANDOVER, TR_SET_HINTS,
    TR_SET_ON, TR_SET_OFF,
    TR_SET_PERCENT,          /* "%d %%" */

    /* ---- achievements (the 13 TD_ACH_* of td_score.h: name, then what earns it) ---------- */
    TR_ACH_TITLE,
    TR_ACH_NAME_PLAYED_SOLO, TR_ACH_NAME_PLAYED_MULTI, TR_ACH_NAME_PLAYED_EXPANSION,
    TR_ACH_NAME_SCORE_45, TR_ACH_NAME_SCORE_55, TR_ACH_NAME_SCORE_65, TR_ACH_NAME_WIN_MULTI_60,
    TR_ACH_NAME_CHARACTER_18, TR_ACH_NAME_CITIZENS_40, TR_ACH_NAME_PRESTIGE_ROW,
    TR_ACH_NAME_WORK_ROW, TR_ACH_NAME_RESOURCE_TRACK, TR_ACH_NAME_CITIZEN_TRACK,
    TR_ACH_DESC_PLAYED_SOLO, TR_ACH_DESC_PLAYED_MULTI, TR_ACH_DESC_PLAYED_EXPANSION,
    TR_ACH_DESC_SCORE_45, TR_ACH_DESC_SCORE_55, TR_ACH_DESC_SCORE_65, TR_ACH_DESC_WIN_MULTI_60,
    TR_ACH_DESC_CHARACTER_18, TR_ACH_DESC_CITIZENS_40, TR_ACH_DESC_PRESTIGE_ROW,
    TR_ACH_DESC_WORK_ROW, TR_ACH_DESC_RESOURCE_TRACK, TR_ACH_DESC_CITIZEN_TRACK,
    TR_ACH_NOT_YET,
    TR_ACH_SUMMARY,          /* "%d of %d achievements · games played: %lld" */

    /* ---- statistics ----------------------------------------------------------------------- */
    TR_STATS_TITLE, TR_STATS_GAMES, TR_STATS_WINS, TR_STATS_BEST, TR_STATS_AVERAGE,
    TR_STATS_HIGH_SCORES, TR_STATS_NONE, TR_STATS_LIST_LOST,
    TR_STATS_AVG_CHARACTER,  /* "Average VP by character" */

    /* ---- the rules reference (screen_rules.c) --------------------------------------------- */
    TR_RULES_TITLE,          /* "Rules" */
    TR_RULES_PAGE_OF,        /* "Page %d of %d" */
    TR_RULES_KEYS,           /* keyboard reminder */
    /* pages: a title (also in the page list) and a text of paragraphs separated by '\n';
     * a paragraph starting with '[' is one of the rulings [R1]..[R8] of SPEC.md */
    TR_RULES_P1_TITLE, TR_RULES_P1_TEXT,   /* at a glance */
    TR_RULES_P2_TITLE, TR_RULES_P2_TEXT,   /* the wheel [R1] [R2] */
    TR_RULES_P3_TITLE, TR_RULES_P3_TEXT,   /* rolling the dice */
    TR_RULES_P4_TITLE, TR_RULES_P4_TEXT,   /* the black die's attack, the Fortress */
    TR_RULES_P5_TITLE, TR_RULES_P5_TEXT,   /* choose and pay */
    TR_RULES_P6_TITLE, TR_RULES_P6_TEXT,   /* the three actions */
    TR_RULES_P7_TITLE, TR_RULES_P7_TEXT,   /* districts, buildings, numbering */
    TR_RULES_P8_TITLE, TR_RULES_P8_TEXT,   /* Fortress and Great Hall [R3] */
    TR_RULES_P9_TITLE, TR_RULES_P9_TEXT,   /* the Cathedral */
    TR_RULES_P10_TITLE, TR_RULES_P10_TEXT, /* links */
    TR_RULES_P11_TITLE, TR_RULES_P11_TEXT, /* resource tracks [R4] */
    TR_RULES_P12_TITLE, TR_RULES_P12_TEXT, /* citizens [R5] */
    TR_RULES_P13_TITLE, TR_RULES_P13_TEXT, /* bonus chains [R6] */
    TR_RULES_P14_TITLE, TR_RULES_P14_TEXT, /* end of the game */
    TR_RULES_P15_TITLE, TR_RULES_P15_TEXT, /* Banquets and Raids */
    TR_RULES_P16_TITLE, TR_RULES_P16_TEXT, /* tiles 1-4 [R7] */
    TR_RULES_P17_TITLE, TR_RULES_P17_TEXT, /* tiles 5-8 [R8] */
    TR_RULES_P18_TITLE, TR_RULES_P18_TEXT, /* playing on this screen */
    /* labels of the diagrams */
    TR_RULES_D_MORNING, TR_RULES_D_AFTERNOON, TR_RULES_D_WINDOW, TR_RULES_D_SLOT, /* "slot %d" */
    TR_RULES_D_TRANSPARENT, TR_RULES_D_BLACK, TR_RULES_D_DESTROYED, TR_RULES_D_TIE,
    TR_RULES_D_ATTACK,       /* "Day 4: a black %d on a %s plaza" value, TR_COLOUR_F_* */
    TR_RULES_D_PROTECTED, TR_RULES_D_CROSSED, TR_RULES_D_KEPT,
    TR_RULES_D_DIE_BOX, TR_RULES_D_VALUE_STEP, TR_RULES_D_COLOUR_CHANGE,
    TR_RULES_D_PER_DIE,      /* "per die" */
    TR_RULES_D_BOTH_BUILT,
    TR_RULES_D_START, TR_RULES_D_GIVES_CITIZEN, TR_RULES_D_LOST,
    TR_RULES_D_COL_RES, TR_RULES_D_COL_WORK, TR_RULES_D_15TH, TR_RULES_D_20TH,
    TR_RULES_D_ORDER_BUILT,  /* "Cathedrals in the order they are built" */
    TR_RULES_D_EXAMPLE,
    TR_RULES_D_SCORE_CHAR,   /* "%s: x%d, %d buildings" name, multiplier, count */
    TR_RULES_D_SCORE_RES,    /* "%s held" tr_amount */
    TR_RULES_D_SCORE_CIT,    /* "%d citizens" */
    TR_RULES_D_TOTAL,
    TR_RULES_D_CHAIN_1, TR_RULES_D_CHAIN_2, TR_RULES_D_CHAIN_3, TR_RULES_D_CHAIN_4,
    TR_RULES_D_CHAIN_5,
    TR_RULES_D_BANQUET_SIDE, TR_RULES_D_RAID_SIDE, TR_RULES_D_FLIPS,
    TR_RULES_D_KEYS_DIE, TR_RULES_D_KEYS_PAGE, TR_RULES_D_KEYS_VALUE, TR_RULES_D_KEYS_ACTION, TR_RULES_D_KEYS_CONFIRM,
    TR_RULES_D_KEYS_UNDO, TR_RULES_D_KEYS_HINT, TR_RULES_D_KEYS_PAY, TR_RULES_D_KEYS_SHEET, TR_RULES_D_KEYS_GUIDE,
    TR_RULES_D_KEYS_ESC,
    TR_RULES_D_KEYS_MUTE, TR_RULES_D_KEYS_FULL, TR_RULES_D_KEYS_RULES,

    /* ---- more words of the screens around a game (keys added for their owners) ------------- */
    TR_BTN_COPY, TR_CANNOT_START, TR_LIST_SEP, TR_MOVES_SEP, TR_LIST_AND, TR_ORDINAL_1, TR_ORDINAL_2,
    TR_ORDINAL_3, TR_ORDINAL_N, TR_DATE_LONG, TR_DATE_SHORT, TR_MONTH_1, TR_MONTH_2, TR_MONTH_3,
    TR_MONTH_4, TR_MONTH_5, TR_MONTH_6, TR_MONTH_7, TR_MONTH_8, TR_MONTH_9, TR_MONTH_10,
    TR_MONTH_11, TR_MONTH_12, TR_MON_1, TR_MON_2, TR_MON_3, TR_MON_4, TR_MON_5, TR_MON_6, TR_MON_7,
    TR_MON_8, TR_MON_9, TR_MON_10, TR_MON_11, TR_MON_12, TR_SETUP_HEADING, TR_SETUP_KEYS,
    TR_SETUP_COUNT, TR_SETUP_NAME_HINT,
    TR_SETUP_NOTE_STANDARD, TR_SETUP_ROLL_AGAIN, TR_SETUP_THEN, TR_SETUP_GOING_UP,
    TR_SETUP_GOING_DOWN, TR_SETUP_NOTE_RANDOM, TR_SETUP_NOTE_EXPERT, TR_SETUP_SEED_HINT,
    TR_SETUP_SEED_SAME, TR_SETUP_SEED_EMPTY, TR_SETUP_GAME_ID_DRAWN, TR_SETUP_ID_COPIED,
    TR_SETUP_NAME_TOO_LONG, TR_SETUP_NAME_TWICE, TR_SETUP_SEED_BAD, TR_HANDOVER_OVER, TR_HANDOVER_ROLL,
    TR_HANDOVER_NEED_DIE, TR_HANDOVER_NEED_PRESTIGE, TR_HANDOVER_NEED_WORK,
    TR_HANDOVER_NEED_OVERFLOW, TR_HANDOVER_NEED_BANQUET4, TR_HANDOVER_NEED_NOTHING,
    TR_HANDOVER_STATUS_MORNING, TR_HANDOVER_STATUS_AFTERNOON, TR_HANDOVER_HEADING,
    TR_HANDOVER_AFTER_YOU, TR_HANDOVER_SHOW, TR_HANDOVER_LOOK_AWAY, TR_HANDOVER_KEYS, TR_HANDOVER_HOW,
    TR_END_ACH_PLAYED_SOLO, TR_END_ACH_PLAYED_MULTI, TR_END_ACH_PLAYED_EXPANSION,
    TR_END_ACH_SCORE_45, TR_END_ACH_SCORE_55, TR_END_ACH_SCORE_65, TR_END_ACH_WIN_MULTI_60,
    TR_END_ACH_CHARACTER_18, TR_END_ACH_CITIZENS_40, TR_END_ACH_PRESTIGE_ROW, TR_END_ACH_WORK_ROW,
    TR_END_ACH_RESOURCE_TRACK, TR_END_ACH_CITIZEN_TRACK, TR_END_ACH_SHORT_PLAYED_SOLO,
    TR_END_ACH_SHORT_PLAYED_MULTI, TR_END_ACH_SHORT_PLAYED_EXPANSION, TR_END_ACH_SHORT_SCORE_45,
    TR_END_ACH_SHORT_SCORE_55, TR_END_ACH_SHORT_SCORE_65, TR_END_ACH_SHORT_WIN_MULTI_60,
    TR_END_ACH_SHORT_CHARACTER_18, TR_END_ACH_SHORT_CITIZENS_40, TR_END_ACH_SHORT_PRESTIGE_ROW,
    TR_END_ACH_SHORT_WORK_ROW, TR_END_ACH_SHORT_RESOURCE_TRACK, TR_END_ACH_SHORT_CITIZEN_TRACK,
    TR_END_NOT_OVER, TR_END_FINAL_SCORE, TR_END_WINS_WITH, TR_END_TIE_ALL, TR_END_TIE_NAMES,
    TR_END_FINAL_SCORING, TR_END_SO_FAR, TR_END_COPY_ID, TR_END_HUMAN, TR_END_HUMAN_HINTS, TR_END_BOT_RANDOM,
    TR_END_BOT_GREEDY, TR_END_BOT_EXPERT, TR_END_BOT_BEGINNER, TR_END_BOT_CASUAL, TR_END_BOT_REGULAR,
    /* a solo game's references beside its final score: after the score, what their columns are
     * (the expert on the same dice, the hindsight best) and their frames' colours; then while
     * they are being worked out; the columns' heads (the player's: "You") */
    TR_END_REFS, TR_END_REFS_WAIT, TR_END_COL_YOU, TR_END_COL_EXPERT, TR_END_COL_EXPERT_SUB, TR_END_COL_BEST,
    TR_END_COL_BEST_SUB,
    TR_END_EXPERT_NOTE,   /* under the references: what the expert's column is, and its hints' spread */
    TR_END_BEAT_EXPERT,   /* the headline's praise when the player scored more than the expert (%d: its VP) */
    TR_END_MATCH_EXPERT,  /* ... as many as the expert (%d: its VP) */
    /* watching the hindsight best played out: the end screen's button, the seat's name, the
     * panel's line ("move %d of %d") and its keys (one at a time, playing on, at the end: "It
     * ends on %d VP..."), its buttons */
    TR_END_WATCH, TR_WATCH_SEAT, TR_PANEL_WATCH, TR_PANEL_WATCH_KEYS, TR_PANEL_WATCH_PLAYING_KEYS,
    TR_PANEL_WATCH_DONE_KEYS, TR_BTN_WATCH_NEXT, TR_BTN_WATCH_PLAY, TR_BTN_WATCH_PAUSE, TR_BTN_WATCH_BACK,
    /* the watched line beside the player's game at the same half-day: the scores and their gap
     * ("You %d VP · Best %d VP (%s)"), the player's move and the line's */
    TR_PANEL_WATCH_GAP, TR_PANEL_WATCH_YOU, TR_PANEL_WATCH_BEST,
    TR_END_EACH_ROW, TR_END_PER_2_HELD, TR_END_EACH_CITIZEN,
    TR_END_PLACE, TR_END_WINNER_TIE, TR_END_WINNER_ALONE, TR_END_TIED_SUFFIX, TR_END_HELD,
    TR_END_NO_CATHEDRAL, /* "no Cathedral in col. %d": a character not scored, no Cathedral of its column built */
    TR_END_EARNED_HERE, TR_END_COUNTED_AT_END, TR_END_NONE_THIS_TIME, TR_END_COUNTS_TOWARDS,
    TR_END_TALLY_SOLO, TR_END_TALLY_MULTI, TR_END_TALLY_EXPANSION, TR_END_IN_BLUE,
    TR_END_SAME_SEATS, TR_END_PLAY_AGAIN, TR_END_TITLE_BUTTON, TR_END_KEYS, TR_END_KEYS_SOLO, TR_END_KEYS_FOCUS,
    TR_END_ID_COPIED, TR_END_CANNOT_COPY,
    TR_TITLE_SAVED_IN, TR_TITLE_NOTHING_SAVED, TR_TITLE_BAD_FILES, TR_TITLE_NO_GAME, TR_REPLACE_GAME, TR_TITLE_DAILY,
    TR_TITLE_DAILY_LINE, TR_TITLE_DAILY_PLAYED, TR_TITLE_DAILY_PLAYED_BY, TR_TITLE_CODE, TR_TITLE_CODE_HINT,
    TR_TITLE_PLAY, TR_TITLE_CONTROLS, TR_TITLE_NOT_A_CODE, TR_TITLE_CANNOT_CONTINUE, TR_SET_DESC_LANGUAGE,
    TR_SET_DESC_LANGUAGE_FORCED, TR_SET_DESC_SYMBOLS,
    TR_SET_DESC_ANIMATION, TR_SET_DESC_VOLUME, TR_SET_DESC_MUTE, TR_SET_DESC_FULLSCREEN,
    TR_SET_DESC_UI_SCALE, TR_SET_DESC_HANDOVER, TR_SET_DESC_HINTS, TR_SET_SUBTITLE, TR_SET_SUBTITLE_UNSAVED, TR_SET_SUBTITLE_FAILED, TR_SET_SAVED_IN, TR_SAVED_IN_BROWSER, TR_SET_DESC_UI_SCALE_PAGE, TR_SET_KEYS,
    TR_SET_NOT_KEPT,
    TR_ACH_SUBTITLE, TR_ACH_NEW_BOX, TR_PROFILE_NONE_YET, TR_STATS_SUBTITLE, TR_STATS_MEAN,
    TR_STATS_ONE_GAME, TR_STATS_N_GAMES, TR_STATS_LAST_GAME, TR_STATS_HISTORY, TR_STATS_CHAR_MEAN,
    TR_STATS_ALSO, TR_MENU_NO_PROFILES, TR_MENU_PROFILE_N,

    /* ---- the saved files, Continue, game codes and default names (store.c, main.c) --- */
    TR_TITLE_CODE_EMPTY,     /* after "Not a game code:": nothing was typed */
    /* the title screen's banner about the files: whole sentences, %s a file's name */
    TR_STORE_NO_FOLDER, TR_STORE_PATH_TOO_LONG,
    TR_STORE_SET_ASIDE,      /* "The file %s could not be used; it is kept as %s." */
    TR_STORE_DAMAGED_ASIDE,  /* "The file %s is damaged; it is kept as %s." (what could be read is kept) */
    TR_STORE_NOT_SET_ASIDE, TR_STORE_UNREADABLE,
    TR_STORE_THEN_SETTINGS, TR_STORE_THEN_PROFILES, TR_STORE_THEN_PROFILES_KEPT, TR_STORE_THEN_AUTOSAVE, TR_STORE_THEN_RECOVERED, TR_STORE_THEN_TABLE, /* what follows */
    TR_STORE_SETTINGS_NOT_SAVED, TR_STORE_GAME_NOT_SAVED, TR_STORE_PROFILES_NOT_SAVED,
    TR_STORE_NOT_RECORDED_FULL, /* "%s's game is not recorded: there are already %s profiles." */
    TR_STORE_NOT_RECORDED_NAME, /* "%s's game is not recorded: that name cannot be a profile's." */
    /* why Continue or a start failed: clauses after "Cannot continue:" / "Cannot start:" */
    TR_STORE_NO_SAVED_GAME, TR_STORE_SAVE_UNREADABLE, TR_STORE_SAVE_OVER, TR_OUT_OF_MEMORY,
    /* the line under Continue: "Day %d, morning - %s - %s" (day, the names, the game ID) */
    TR_TITLE_CONT_MORNING, TR_TITLE_CONT_AFTERNOON,
    /* a list of names cut short (under Continue, on the hand-over): "%s and %d more" (the names
     * listed, the others' count) */
    TR_LIST_MORE,
    /* a start-up failure's message box: "Troyes Dice cannot start: %s" and two of its reasons */
    TR_FATAL_CANNOT_START, TR_FATAL_NO_ASSETS,
    TR_FATAL_NO_FONT,        /* "a font file is missing: %s" (its path) */

    /* ---- the rules core's refusal reasons (tr_reason): one key per text td_move_reason lists,
     * and the session's; lower-case clauses without a final stop, shown after "Not allowed:",
     * "Not a game code:" or "Cannot start:" ---------------------------------------------------- */
    TR_WHY_SLOT, TR_WHY_BLACK_DIE, TR_WHY_DESTROYED, TR_WHY_PAY_WHICH, TR_WHY_PAY_NONE,
    TR_WHY_COLOUR, TR_WHY_ACTION, TR_WHY_VALUE, TR_WHY_RAID1, TR_WHY_RAID2, TR_WHY_CANNOT_PAY,
    TR_WHY_INFLUENCE, TR_WHY_KNOWLEDGE, TR_WHY_VALUE0, TR_WHY_RAID6, TR_WHY_BUILT, TR_WHY_CROSSED,
    TR_WHY_NO_BUILD_NOW, TR_WHY_NO_CELL, TR_WHY_NOT_WORK, TR_WHY_NOT_PRESTIGE,
    TR_WHY_NO_CITIZEN_NOW, TR_WHY_BANQUET4, TR_WHY_TRACK_FULL, TR_WHY_OVER, TR_WHY_ROLLED,
    TR_WHY_DICE_FACES, TR_WHY_UNKNOWN, TR_WHY_PLAYER, TR_WHY_ROLL_FIRST, TR_WHY_CHOSEN,
    TR_WHY_FALLBACK, TR_WHY_DIE_FIRST, TR_WHY_ROLL_GAINS, TR_WHY_MOVES_FULL,
    /* ... the game ID's own (td_gameid_reason lists them) */
    TR_WHY_ID_NO_SEED, TR_WHY_ID_SEED, TR_WHY_ID_PLAYERS, TR_WHY_ID_SEPARATOR, TR_WHY_ID_RANDOM,
    TR_WHY_ID_EXPERT, TR_WHY_ID_NUMBERING, TR_WHY_ID_PART, TR_WHY_ID_NO_NUMBERING,
    TR_WHY_ID_TILES_NEED_X, TR_WHY_ID_LAYOUT_NEEDS_TILES, TR_WHY_ID_LAYOUT_LENGTH,
    TR_WHY_ID_LAYOUT_LETTERS, TR_WHY_ID_TILES_LENGTH, TR_WHY_ID_TILES_FORM, TR_WHY_ID_TILES_PLAZAS,
    /* ... and the parameters' (td_params_reason: numbering, players, wheel, tiles) */
    TR_WHY_PARAMS_LEFTMOST, TR_WHY_PARAMS_DIRECTION, TR_WHY_PARAMS_PERMUTATION, TR_WHY_PARAMS_FACE,
    TR_WHY_PARAMS_PLAZAS, TR_WHY_PARAMS_RAID_NO_TILE, TR_WHY_PARAMS_TILES_NEED_EXPANSION,
    TR_WHY_PARAMS_TILE_NUMBER, TR_WHY_PARAMS_TILE_PLACE, TR_WHY_PARAMS_TILE_TWICE,
    TR_WHY_PARAMS_TILE_SIDE, TR_WHY_PARAMS_TILES_IN_PLAY, TR_WHY_PARAMS_PLAYERS,
    TR_WHY_PARAMS_FLAGS, TR_WHY_PARAMS_MODE,

    /* ---- the setup's word on a bot level: how each plays, by td_bot level (as TR_BOT_*) ------- */
    TR_BOT_HOW_RANDOM, TR_BOT_HOW_GREEDY, TR_BOT_HOW_EXPERT, TR_BOT_HOW_BEGINNER,
    TR_BOT_HOW_CASUAL, TR_BOT_HOW_REGULAR,
    /* "Casual: about 40 VP alone" (the level, its mean solo score), and with the expansion on */
    TR_SETUP_LEVEL_SCORE,
    TR_SETUP_LEVEL_SCORE_X,

    /* ---- play_text.c: what a sheet gained, in a list (play_say_gain) ---------------------- */
    TR_GAIN_NOTHING,         /* "nothing" */
    TR_GAIN_PLUS_AMOUNT,     /* "+%s": a resource amount (tr_amount) gained */
    TR_GAIN_MINUS_AMOUNT,    /* "−%s": spent */
    /* citizens gained, one and several, by colour: "+1 red citizen", "+%d red citizens" */
    TR_GAIN_CIT_ONE_RED, TR_GAIN_CIT_ONE_YELLOW, TR_GAIN_CIT_ONE_WHITE,
    TR_GAIN_CIT_RED, TR_GAIN_CIT_YELLOW, TR_GAIN_CIT_WHITE,
    TR_GAIN_BUILT,           /* "builds %s": the building with its article (TR_ROW_A_*) */
    TR_GAIN_LINK,            /* "a link bonus" */
    TR_GAIN_LINKS,           /* "%d link bonuses" */
    TR_GAIN_COLUMN,          /* "column %d bonus" (citizen columns 3, 6, 11) */
    TR_GAIN_CHARACTER,       /* "%s unlocked", "personaje desbloqueado: %s" (a Cathedral's character) */
    TR_GAIN_DIE_CROSSED,     /* "%s die %d crossed out": the district (TR_DISTRICT_*), the value */
    TR_GAIN_CELL_CROSSED,    /* "a building crossed out" */
    TR_GAIN_CELLS_CROSSED,   /* "%d buildings crossed out" */
    TR_GAIN_VP,              /* "+%d VP" */
    TR_GAIN_VP_LOST,         /* "−%d VP" (a typographic minus, as the resources spent) */

    /* ---- rule events as they happen (the play screen's announcements) ---------------------- */
    TR_EV_GAINED,            /* "Gained: %s.": a gain in words (play_say_gain) */
    TR_EV_LINK,              /* "Link complete: %s.": its bonus in words */
    TR_EV_COLUMN_RES,        /* "Citizen column %d reached on all three tracks: +1 of each resource." */
    TR_EV_COLUMN_WORK,       /* "... %d ...: build a work building." */
    TR_EV_CIT15,             /* "15th %s citizen: its bonus builds %s or %s.": colour, TR_ROW_A_* */
    TR_EV_CIT20,             /* "20th %s citizen: +1 citizen of each other colour." */
    TR_EV_FLIP,              /* " The destroyed %s plaza flips to %s.": TR_COLOUR_F_* twice */
    TR_EV_FLIP_SAME,         /* " The destroyed %s plaza flips: %s on both sides." */
    TR_EV_RAID,              /* " Banquet %d turns to Raid %d: %s": the tile, TR_TIP_TILE_RAID_* */
    TR_EV_TURN,              /* " The wheel turns to day %d: each plaza faces a new price." */
    TR_EV_REVEAL_GAIN,       /* " In all: %s.": what a seat gained, in a summary row's tooltip */
    TR_EV_PRICE_BANQUET,     /* "free (Banquet %d)": a die's price a Banquet took away */
    TR_EV_PANEL_FREE,        /* "The %s is free (Banquet %d)." die (play_die_name), tile */

    /* ---- the sheet's marks and its tooltips -------------------------------------------------- */
    TR_SHEET_TIP_RES_HEAD_INFLUENCE, TR_SHEET_TIP_RES_HEAD_DENIERS, TR_SHEET_TIP_RES_HEAD_KNOWLEDGE,
    TR_SHEET_TIP_RES_HELD,   /* "%d held: %d circled, %d crossed out as spent." */
    TR_SHEET_TIP_RES_HOW,    /* how a track is marked */
    TR_SHEET_TIP_RES_CITIZEN,/* "Circling squares 6, 12 and 18 gives +1 on the %s." (TR_TRACK_*) */
    TR_SHEET_TIP_RES_END,    /* gains past square 18 lost [R4]; 1 VP per 2 held */
    TR_SHEET_TIP_CIT_HEAD_RED, TR_SHEET_TIP_CIT_HEAD_YELLOW, TR_SHEET_TIP_CIT_HEAD_WHITE,
    TR_SHEET_TIP_CIT_COUNT,  /* "%d circled: each citizen scores 1 VP at the end." */
    TR_SHEET_TIP_CIT_COLS,   /* columns 3, 6 and 11 */
    TR_SHEET_TIP_CIT_MARKS,  /* "15th: build %s or %s. 20th: ..." (TR_ROW_A_*) */
    TR_SHEET_TIP_CIT_FULL,   /* a citizen gained on a full track */
    TR_SHEET_TIP_CHAR,       /* a character: "... each %s drawn scores ..." (TR_ROW_*) */
    TR_SHEET_TIP_CHAR_NOW,   /* "Unlocked at ×%d: %d VP so far." */
    TR_SHEET_TIP_CHAR_NOT,   /* not unlocked yet */

    /* ---- the hot-seat reveal ------------------------------------------------------------------ */
    TR_REVEAL_HEAD_OTHER,    /* "%s: %s": the seat's name, the move in words (the fallback) */
    TR_REVEAL_KEYS,          /* how to show another sheet during the reveal */
    TR_BTN_REVEAL_PREV, TR_BTN_REVEAL_NEXT, /* the reveal: the seat before, the seat after */
    /* the half-day's summary table in the panel (play_summary.c) */
    TR_SUM_MORNING, TR_SUM_AFTERNOON, /* its title: "Day %d, morning" */
    TR_SUM_PLAYER, TR_SUM_DIE, TR_SUM_ACTION, TR_SUM_GAINS, /* its columns' heads */
    TR_SUM_POINT,            /* under the rows, when there is room: a row's tooltip tells all */

    /* ---- learn to play: the guided game's screen, offer and buttons -------------------------- */
    TR_TUT_OFFER_HEAD, /* the offer's heading: "New to Troyes Dice?" */
    TR_TUT_OFFER_LINE, /* the offer's line under it */
    TR_TUT_OFFER_LEARN, /* the offer's button, and the title's item: "Learn to play" */
    TR_TUT_OFFER_SKIP, /* the offer's other button */
    TR_TUT_OFFER_KEYS, /* the offer's keys */
    TR_TUT_OFFER_LATER, /* the offer's note: where to find it again */
    TR_TUT_MENU_CONTINUE, /* the title's item once a guided game was left half-way (%d: its lesson); the
                           * lesson's pause menu starts it again (TR_PAUSE_RESTART_LESSON) */
    TR_TUT_MENU_LESSON,  /* the title's button beside Continue: start the other lesson (%d: 1 or 2) */
    TR_TUT_MENU_DROP,    /* that button pressed once: the lesson it starts (%d), the one left (%d) and
                          * its step (%d); a second press starts it */
    TR_TUT_STEP, /* the callout's counter: "Step %d of %d" */
    TR_TUT_STEP_DAY, /* before it, the game's day: "Day %d ·" */
    TR_TUT_NEXT, /* the callout's button to go on */
    TR_TUT_SKIP, /* the callout's button to end the lesson */
    TR_TUT_SKIP_SURE, /* the same, once pressed: it asks for a second press */
    TR_TUT_FOLLOW, /* a refused input: "Follow the highlight: %s" (what to do, TR_TUT_DO_*) */
    TR_TUT_DO_NEXT, /* what to do: read and go on */
    TR_TUT_DO_ROLL, /* what to do: roll */
    TR_TUT_DO_DIE, /* what to do: "take the %s" (the die as it looks, play_die_name) */
    TR_TUT_DO_PAY, /* what to do: pay with a resource (TR_RES_*) */
    TR_TUT_DO_VALUE, /* what to do: set the die's value */
    TR_TUT_DO_COLOUR, /* what to do: change the die's colour (TR_COLOUR_*: agreeing with a die) */
    TR_TUT_DO_TARGET, /* what to do: the highlighted box on the sheet */
    TR_TUT_DO_GAIN, /* what to do: gain: the highlighted die box or the panel's Gain button */
    TR_TUT_DO_CONFIRM, /* what to do: confirm the die */
    TR_TUT_DO_OPTION, /* what to do: a bonus's answer */
    TR_TUT_OFF, /* hints, undo and another sheet refused during the guided game */
    TR_TUT_PLAY_ON, /* after the last step, before the game is over */
    TR_TUT_FINAL, /* at the end: the final score */
    TR_TUT_REAL_GAME, /* the way forward at the end */
    TR_TUT_REAL_GAME_BTN, /* its button */
    TR_TUT_PANEL_READ, /* the panel under the wheel while a sentence waits for Next */

    /* ---- learn to play: the guided game's sentences (tutorial.c) ---------------------------- */
    /* one sentence per step, in the order of the steps (tutorial.c) */
    TR_TUT_WELCOME, TR_TUT_SHEET, TR_TUT_ROLL, TR_TUT_PRICES, TR_TUT_GAIN, TR_TUT_FLIP, TR_TUT_PRESTIGE,
    TR_TUT_CITIZENS, TR_TUT_WORK, TR_TUT_VALUE_MOVE, TR_TUT_PROTECTED, TR_TUT_COLOUR_MOVE, TR_TUT_CROSSED,
    TR_TUT_FORTRESS4, TR_TUT_SLOT6, TR_TUT_BISHOPRIC, TR_TUT_CHAIN, TR_TUT_CATHEDRAL, TR_TUT_GREAT_HALL,
    TR_TUT_CITY_HALL_LINK, TR_TUT_BISHOPRIC_LINK, TR_TUT_COLUMN6, TR_TUT_PALACE3, TR_TUT_CIT15,
    TR_TUT_CIT15_PICK, TR_TUT_SLOT12, TR_TUT_THIRD_CATHEDRAL, TR_TUT_END,

    /* ---- the second lesson (lesson2.c): its buttons, then one sentence per step, in order --- */
    TR_TUT2_OFFER_BTN, /* the first lesson's end: the button to the second */
    TR_TUT2_MENU, /* the title's item beside Learn to play: the second lesson */
    TR_TUT2_PICTURE, /* a picture's header: the half-day its dice are of, "day %d, morning" */
    TR_TUT2_PICTURE_PM, /* the same, "day %d, afternoon" */
    TR_TUT2_PIC_COUNT, /* a picture's header: "Picture %d of %d" */
    TR_TUT2_PIC_WHOSE, /* a picture's header: "%s's screen", %s the player whose screen it is */
    TR_TUT2_PIC_SHARED, /* the hand-over picture's header: the screen between two players' turns */
    TR_TUT2_PIC_NOTE, /* under a picture's header: the game pictured is not the player's own */
    TR_TUT_DO_HINT, /* what to do: ask for hints */
    TR_TUT_DO_UNDO, /* what to do: take the move back */
    TR_TUT_DO_TAKE_HINT, /* what to do: click hint %d's row under the sheet, which sets its move up */
    TR_TUT_DO_FREE_IDEA, /* what to do at a free step: the suggestion's %s (a TR_TUT_DO_* said), or any move */
    TR_TUT_DO_FREE,      /* what to do at a free step gone another way */
    TR_TUT2_WELCOME, TR_TUT2_ROLL, TR_TUT2_BANQUET, TR_TUT2_FREE,
    TR_TUT2_RAID, TR_TUT2_ROLL_AFTERNOON, TR_TUT2_BLACK_BANQUET, TR_TUT2_HINT,
    TR_TUT2_HINT_SHOWN, TR_TUT2_TRY, TR_TUT2_FLIP, TR_TUT2_RAID_8, TR_TUT2_UNDO, TR_TUT2_TAKE_HINT,
    TR_TUT2_HOTSEAT, TR_TUT2_HANDOVER, TR_TUT2_REVEAL, TR_TUT2_END,

    /* ---- numbers ---------------------------------------------------------------------------- */
    TR_DECIMAL_POINT,        /* the decimal separator: "." in English, "," in Spanish and French */

    TR_COUNT
};

/* The string of `key` in the current language ("" for a key out of range; never NULL). */
const char *tr(int key);
/* Sets the current language (TR_LANG_*; anything else selects English). */
void tr_set_language(int lang);
int tr_language(void);
/* The table of a language (TR_COUNT strings, for tests and the language list), or NULL. */
const char *const *tr_table(int lang);
/* The seat number N when `name` is the name a human seat gets by default in one of the
 * languages (TR_SETUP_PLAYER_N: "Player 2", "Jugador 2", "Joueur 2"), else 0: such names are one
 * player whatever the language they were given in. */
int tr_default_player(const char *name);
/* The rules core's refusal reasons in the current language: `reason` is a text td_move_check,
 * td_move_apply, td_move_preview (td_move_reason lists them), td_session_apply, td_gameid_parse
 * (td_gameid_reason) or td_params_* (td_params_reason) returned. A reason with no translation (a
 * new one, or a text that is not the core's) comes back as it is; NULL gives "". */
const char *tr_reason(const char *reason);
/* The TR_WHY_* key of such a reason, or -1 when it has none. */
int tr_reason_key(const char *reason);
/* An amount of resource `resource` (TD_INFLUENCE, TD_DENIERS, TD_KNOWLEDGE) in the current
 * language, singular or plural as it counts `n`: "1 denier", "2 deniers", "0 denier" in French,
 * "2 de Fortuna". Writes at most `size` bytes, always terminated; returns buf. */
char *tr_amount(char *buf, size_t size, int n, int resource);
/* Whether the current language says `n` things in the singular: 1 (and -1) in English and
 * Spanish, also 0 in French. */
int tr_singular(int n);
/* `value` with `digits` decimals (0 to 9) and the current language's decimal separator
 * (TR_DECIMAL_POINT), e.g. "47.5" in English, "47,5" in Spanish and French; no thousands
 * separator, and never "-0,0". Writes at most `size` bytes, always terminated; returns buf. The
 * C library's locale plays no part (the game never calls setlocale). */
char *tr_decimal(char *buf, size_t size, double value, int digits);
/* "en", "es", "fr"; NULL out of range. */
const char *tr_language_code(int lang);
/* The language of a locale name such as "es_ES", "fr", "en-GB" or "fr_CA.UTF-8" (case does not
 * matter): TR_LANG_*, or -1 when the language is not one of ours (NULL or "" too). */
int tr_language_known(const char *locale);
/* Same, but an unknown locale gives English. */
int tr_language_from_locale(const char *locale);

#endif
