/* lang_en.c — the game's English strings (the reference table: the other languages keep the
 * printf conversions of these). Building and resource names are those of the English edition
 * of the rulebook. */
#include "app_lang_internal.h"

const char *const tr_table_en[TR_COUNT] = {
    [TR_LANG_NAME] = "English",
    [TR_GAME_TITLE] = "Troyes Dice",

    [TR_COLOUR_RED] = "red",
    [TR_COLOUR_YELLOW] = "yellow",
    [TR_COLOUR_WHITE] = "white",
    [TR_COLOUR_F_RED] = "red",
    [TR_COLOUR_F_YELLOW] = "yellow",
    [TR_COLOUR_F_WHITE] = "white",
    [TR_COLOUR_CAP_RED] = "Red",
    [TR_COLOUR_CAP_YELLOW] = "Yellow",
    [TR_COLOUR_CAP_WHITE] = "White",
    [TR_DIE_RED] = "red %d",
    [TR_DIE_YELLOW] = "yellow %d",
    [TR_DIE_WHITE] = "white %d",
    [TR_DIE_BLACK] = "black %d",
    [TR_DIE_FREE] = "free %s",
    [TR_DIE_PRICED] = "%s at %s",
    [TR_DIE_KEY] = "%s (key %d)",
    [TR_TRACK_RED] = "red citizen track",
    [TR_TRACK_YELLOW] = "yellow citizen track",
    [TR_TRACK_WHITE] = "white citizen track",
    [TR_DISTRICT_RED] = "Nobles",
    [TR_DISTRICT_YELLOW] = "Civil",
    [TR_DISTRICT_WHITE] = "Religious",
    [TR_RES_INFLUENCE] = "influence",
    [TR_RES_DENIERS] = "deniers",
    [TR_RES_KNOWLEDGE] = "knowledge",
    [TR_RES_CAP_INFLUENCE] = "Influence",
    [TR_RES_CAP_DENIERS] = "Deniers",
    [TR_RES_CAP_KNOWLEDGE] = "Knowledge",
    [TR_RES_ONE_INFLUENCE] = "influence",
    [TR_RES_ONE_DENIERS] = "denier",
    [TR_RES_ONE_KNOWLEDGE] = "knowledge",
    [TR_AMOUNT_ONE_INFLUENCE] = "%d influence",
    [TR_AMOUNT_ONE_DENIERS] = "%d denier",
    [TR_AMOUNT_ONE_KNOWLEDGE] = "%d knowledge",
    [TR_AMOUNT_INFLUENCE] = "%d influence",
    [TR_AMOUNT_DENIERS] = "%d deniers",
    [TR_AMOUNT_KNOWLEDGE] = "%d knowledge",
    [TR_ROW_FORTRESS] = "Fortress",
    [TR_ROW_PALACE] = "Count's Palace",
    [TR_ROW_GREAT_HALL] = "Great Hall",
    [TR_ROW_CITY_HALL] = "City Hall",
    [TR_ROW_CATHEDRAL] = "Cathedral",
    [TR_ROW_BISHOPRIC] = "Bishopric",
    [TR_ROW_A_FORTRESS] = "a Fortress",
    [TR_ROW_A_PALACE] = "a Count's Palace",
    [TR_ROW_A_GREAT_HALL] = "a Great Hall",
    [TR_ROW_A_CITY_HALL] = "a City Hall",
    [TR_ROW_A_CATHEDRAL] = "a Cathedral",
    [TR_ROW_A_BISHOPRIC] = "a Bishopric",
    [TR_CHARACTER_1] = "Hugues de Payns",
    [TR_CHARACTER_2] = "Isabeau de Bavière",
    [TR_CHARACTER_3] = "Thibaut II",
    [TR_CHARACTER_4] = "Jeanne de Champagne",
    [TR_CHARACTER_5] = "Urbain IV",
    [TR_CHARACTER_6] = "Marie de Champagne",
    [TR_PRESTIGE] = "prestige",
    [TR_WORK] = "work",
    [TR_ACTION_GAIN] = "Gain",
    [TR_ACTION_PRESTIGE] = "Prestige",
    [TR_ACTION_WORK] = "Work",
    [TR_BOT_RANDOM] = "Random",
    [TR_BOT_GREEDY] = "Greedy",
    [TR_BOT_EXPERT] = "Expert",
    [TR_BOT_BEGINNER] = "Beginner",
    [TR_BOT_CASUAL] = "Casual",
    [TR_BOT_REGULAR] = "Regular",
    [TR_NUMBERING_STANDARD] = "Standard",
    [TR_NUMBERING_RANDOM] = "Random",
    [TR_NUMBERING_EXPERT] = "Custom",
    [TR_VP] = "%d VP",
    [TR_BTN_BACK] = "Back",
    [TR_BTN_NEXT] = "Next",
    [TR_BTN_PREVIOUS] = "Previous",

    [TR_SHEET_CITIZENS] = "Citizens",
    [TR_SHEET_CHARACTERS] = "Characters",
    [TR_SHEET_COLUMN] = "col. %d",
    [TR_SHEET_TOTALS] = "Resources +%d VP   Citizens +%d VP",

    [TR_WHEEL_BANQUET] = "Banquet %d",
    [TR_WHEEL_RAID] = "Raid %d",
    [TR_WHEEL_FREE] = "free",
    [TR_PRICE_ANY] = "1 resource of your choice",
    [TR_WHEEL_DAY] = "day",
    [TR_WHEEL_ATTACKS] = "attacks!",
    [TR_WHEEL_AM] = "AM",
    [TR_WHEEL_PM] = "PM",
    [TR_TILE_BANQUET_1] = "2 per infl.",
    [TR_TILE_BANQUET_2] = "colour: 1 K",
    [TR_TILE_BANQUET_3] = "free die",
    [TR_TILE_BANQUET_4] = "Fortress +2 cit.",
    [TR_TILE_BANQUET_5] = "Cathedral +1 each",
    [TR_TILE_BANQUET_6] = "Great Hall +1 die",
    [TR_TILE_BANQUET_7] = "work +1 cit.",
    [TR_TILE_BANQUET_8] = "black harmless",
    [TR_TILE_RAID_1] = "no value change",
    [TR_TILE_RAID_2] = "no colour change",
    [TR_TILE_RAID_3] = "+1 denier",
    [TR_TILE_RAID_4] = "+1 influence",
    [TR_TILE_RAID_5] = "+1 knowledge",
    [TR_TILE_RAID_6] = "no prestige",
    [TR_TILE_RAID_7] = "value 0",
    [TR_TILE_RAID_8] = "second black die",
    [TR_TIP_TILE_BANQUET_1] = "Each influence moves this die's value by 1 or 2, as you wish.",
    [TR_TIP_TILE_BANQUET_2] = "A colour change costs 1 knowledge instead of 2.",
    [TR_TIP_TILE_BANQUET_3] = "This die is free: its slot's price is not paid.",
    [TR_TIP_TILE_BANQUET_4] = "A Fortress built with it also gives 1 red citizen and 1 yellow or white one.",
    [TR_TIP_TILE_BANQUET_5] = "A Cathedral built with it also gives 1 of each resource.",
    [TR_TIP_TILE_BANQUET_6] = "A Great Hall built with it counts one more die of the colour it needs.",
    [TR_TIP_TILE_BANQUET_7] = "A work building built with it gives 1 more citizen of its colour.",
    [TR_TIP_TILE_BANQUET_8] = "The black die landing here destroys nothing and can be chosen like a die of this colour.",
    [TR_TIP_TILE_RAID_1] = "Influence cannot change this die's value.",
    [TR_TIP_TILE_RAID_2] = "This die's colour cannot be changed.",
    [TR_TIP_TILE_RAID_3] = "1 denier more than the slot's price.",
    [TR_TIP_TILE_RAID_4] = "1 influence more than the slot's price.",
    [TR_TIP_TILE_RAID_5] = "1 knowledge more than the slot's price.",
    [TR_TIP_TILE_RAID_6] = "This die cannot build a prestige building.",
    [TR_TIP_TILE_RAID_7] = "This die's value is 0: influence can raise it; 0 matches no column.",
    [TR_TIP_TILE_RAID_8] = "A die here is a second black die: it cannot be chosen and destroys its plaza too.",
    [TR_TIP_TILE_LATER] = "Raid side, once the black die destroys its plaza:",
    [TR_TIP_TILE_RAID_8_ATTACK] = "From day 3, every sheet also loses the die box of its value in this plaza's colour (a Fortress protects it).",
    [TR_TIP_CIT_15_HEAD] = "15th citizen",
    [TR_TIP_CIT_15] = "On this track: build %s or %s in an open cell of its row (lost if neither has one).",
    [TR_TIP_CIT_20_HEAD] = "20th citizen",
    [TR_TIP_CIT_20] = "It gives 1 citizen of each of the other two colours.",
    [TR_TIP_CIT_COL_HEAD] = "Citizen column %d",
    [TR_TIP_CIT_COL3] = "Once all three tracks reach it: 1 influence, 1 denier and 1 knowledge.",
    [TR_TIP_CIT_COLWORK] = "Once all three tracks reach it: build a work building of your choice, of any colour.",

    [TR_PLAY_NOTE_BLACK_DIE] = "The black die cannot be chosen.",
    [TR_PLAY_NOTE_FORCED] = "A bonus drew %s (its only open cell).",
    [TR_LOST_CIT15] = "15th %s citizen: no open cell for %s or %s, so its building is lost.",
    [TR_LOST_WORK] = "Citizen column %d: no open work building cell, so its building is lost.",
    [TR_LOST_SHORT_CIT15] = "the 15th %s citizen's building lost (no open cell)",
    [TR_LOST_SHORT_WORK] = "citizen column %d's building lost (no open cell)",
    [TR_PLAY_NOTE_DESTROYED] = "That plaza is destroyed this half-day.",
    [TR_PLAY_NOTE_CANNOT_PAY] = "You cannot pay for that die.",
    [TR_PLAY_NOTE_NOT_ALLOWED] = "Not allowed: %s.",
    [TR_PLAY_NOTE_DIE_SET] = "The %s as %s (%s): click the cell again, or Confirm.",
    [TR_PLAY_NOTE_PICK_DIE] = "Pick a die first (keys %s).",
    [TR_PLAY_NOTE_PICK_ACTION] = "Pick what to do with it: gain, prestige or work.",
    [TR_PLAY_NOTE_ENTER_AGAIN] = "Enter again plays it; Tab picks another action.",
    [TR_PLAY_NOTE_NOTHING_TO_UNDO] = "Nothing to undo: a roll is never taken back.",
    [TR_PLAY_NOTE_SHEETS_HIDDEN] = "Sheets are hidden: each player sees only their own.",
    [TR_PLAY_NOTE_REVEALED_NO_UNDO] = "Everyone's moves are shown: this half-day can no longer be taken back.",
    [TR_PLAY_NOTE_OVER_NO_UNDO] = "The game is over and scored: its moves can no longer be undone.",
    [TR_PLAY_NOTE_BOT_NO_UNDO] = "%s plays by itself: its moves are not undone.",
    [TR_PLAY_NOTE_HINT] = "Hints: numbered on your sheet; a click on one, or H, sets it up.",
    [TR_PLAY_NOTE_THINKING] = "The expert is weighing your choices…",
    [TR_PLAY_NOTE_BOT_REFUSED] = "%s's move was refused (%s).",
    [TR_PLAY_NOTE_BOT_MOVE] = "%s: %s.",
    [TR_PLAY_NOTE_BOT_CHOSE] = "%s has chosen.",
    [TR_MOVE_GAIN] = "the %s, gains %s",
    [TR_MOVE_BUILD] = "the %s, builds %s",
    [TR_MOVE_GAIN_AS] = "the %s as %s, gains %s",
    [TR_MOVE_BUILD_AS] = "the %s as %s, builds %s",
    [TR_MOVE_FALLBACK] = "could pay for no die: 1 of each resource",
    [TR_MOVE_BONUS_BUILD] = "bonus %s in column %d",
    [TR_MOVE_CITIZEN] = "a %s citizen",
    [TR_MOVE_ROLLED] = "rolled",
    [TR_BANNER_BANQUET8] =
        "The black %d landed on Banquet 8: no destruction, and it may be used as a %s die.",
    [TR_BANNER_DESTROYS] = "The black %d destroys the %s plaza.",
    [TR_BANNER_RAID8] = " The %s %d on Raid 8 is a second black die: it destroys its plaza too.",
    [TR_BANNER_CROSSED_YOU] = " In your %s district, die box %d is crossed out.",
    [TR_BANNER_CROSSED_NAMED] = " %s: in the %s district, die box %d is crossed out.",
    [TR_BANNER_ALREADY] = " In the %s district, die box %d was already crossed out.",
    [TR_BANNER_PROTECTED] = " A Fortress protects column %d: nothing lost.",
    [TR_BANNER_FROM_DAY3] = " (Sheets are attacked from day 3.)",
    [TR_BANNER_THEN] = ", then %s",
    [TR_NEED_PRESTIGE] = "15th %s citizen: build %s or %s in a lit cell.",
    [TR_NEED_WORK] = "Citizen column bonus: build a work building of your choice in a lit cell.",
    [TR_NEED_OVERFLOW] = "Your %s is full: click the track that takes this citizen.",
    [TR_NEED_BANQUET4] = "Banquet 4: take a yellow or a white citizen (click its track).",
    [TR_PLAY_PROGRESS_TITLE] = "Achievements within reach this game",
    [TR_PLAY_PROG_PLAYED_SOLO] = "3 solo games",
    [TR_PLAY_PROG_PLAYED_MULTI] = "3 multiplayer games",
    [TR_PLAY_PROG_PLAYED_EXPANSION] = "3 expansion games",
    [TR_PLAY_PROG_SCORE_45] = "Finish with 45 VP",
    [TR_PLAY_PROG_SCORE_55] = "Finish with 55 VP",
    [TR_PLAY_PROG_SCORE_65] = "Finish with 65 VP",
    [TR_PLAY_PROG_WIN_MULTI_60] = "Win with over 60 VP",
    [TR_PLAY_PROG_CHARACTER_18] = "18 VP from one character",
    [TR_PLAY_PROG_CITIZENS_40] = "40 citizens",
    [TR_PLAY_PROG_PRESTIGE_ROW] = "A full row of prestige buildings",
    [TR_PLAY_PROG_WORK_ROW] = "A full row of work buildings",
    [TR_PLAY_PROG_RESOURCE_TRACK] = "A resource track circled to its end",
    [TR_PLAY_PROG_CITIZEN_TRACK] = "A citizen track circled to its end",
    [TR_PLAY_PROG_TIP_NOW] = "This sheet has %d of the %d now.",
    [TR_PLAY_PROG_TIP_VP] = "The bar counts the VP this sheet would score now: spending resources lowers it.",
    [TR_PLAY_PROG_TIP_ROW] = "A crossed-out cell in a row closes that row for this goal.",
    [TR_PLAY_HINTS_TITLE] = "The expert's hints",
    [TR_PLAY_HINT_PAY] = ", pay %s",
    [TR_PLAY_HINT_DIE_GAIN] = "Take the %s: gain %s",
    [TR_PLAY_HINT_DIE_BUILD] = "Take the %s: build %s",
    [TR_PLAY_HINT_DIE_GAIN_AS] = "Take the %s as %s: gain %s",
    [TR_PLAY_HINT_DIE_BUILD_AS] = "Take the %s as %s: build %s",
    [TR_PLAY_HINT_FALLBACK] = "No die you can pay for: gain 1 of each resource",
    [TR_PLAY_HINT_BONUS_BUILD] = "Build %s in column %d",
    [TR_PLAY_HINT_CITIZEN] = "Take a %s citizen",
    [TR_PLAY_HINTS_ALIKE] = "The expert's hints: any is as good",
    [TR_PLAY_HINTS_COLUMN] = "Final score, played on as the expert",
    [TR_BAR_OVER] = "The game is over",
    [TR_BAR_MORNING] = "Day %d of 8 · morning",
    [TR_BAR_AFTERNOON] = "Day %d of 8 · afternoon",
    [TR_BTN_HINT] = "Hint",
    [TR_BTN_UNDO] = "Undo",
    [TR_BTN_SOUND] = "Sound",
    [TR_BTN_SOUND_OFF] = "Sound off",
    [TR_PANEL_OVER] = "The 8th afternoon is over: final scoring.",
    [TR_BTN_SEE_SCORES] = "See the scores",
    [TR_PANEL_DAY1] = "Day 1 begins. Roll the four dice.",
    [TR_PANEL_ALL_CHOSEN] = "Everyone has chosen.",
    [TR_PANEL_ALL_CHOSEN_ROLL] = "Everyone has chosen. Roll for the next half-day.",
    [TR_BTN_ROLL] = "Roll the dice",
    [TR_BTN_REVEAL] = "Show the choices",
    [TR_BTN_PASS] = "Pass the turn",
    [TR_PANEL_WAITING_ONE] = "%s has chosen. Waiting for %d other player...",
    [TR_PANEL_WAITING_MANY] = "%s has chosen. Waiting for %d other players...",
    [TR_PANEL_PASS] = "%s, your choice is on your sheet.",
    [TR_PANEL_HELD] = "Undo takes it back until the choices are shown: everyone has chosen.",
    [TR_PANEL_PASS_NEXT] = "Undo takes it back until you pass the turn. Next to choose: %s.",
    [TR_PANEL_PEEK] = "The sheet of %s is shown.",
    [TR_PANEL_PEEK_BACK] = "Enter, or a name in the bar above, brings back %s's sheet.",
    [TR_PANEL_ARROWS] = "A click takes a lit option; the arrows or Enter show one, and Enter takes it.",
    [TR_PANEL_ENTER_TAKES] = "Enter: %s",
    [TR_PANEL_MOVE_SCORE] = "This move: %+d VP",
    [TR_PANEL_NO_DIE] = "You cannot pay for any die, and none is free.",
    [TR_PANEL_FALLBACK_GAIN] = "Instead you gain 1 influence, 1 denier and 1 knowledge.",
    [TR_BTN_FALLBACK] = "Take 1 of each resource",
    [TR_PANEL_PICK_DIE] = "%s: pick a die on the wheel.",
    [TR_PANEL_PICK_DIE_KEYS] = "%s: pick a die on the wheel (keys %s).",
    [TR_PANEL_KEYS_RANGE] = "%d-%d",
    [TR_PANEL_TARGETS] = "A die lights its cells, the best three with their cost; point at a row for its other cells and their costs.",
    [TR_PANEL_PAY_WITH] = "Pay with",
    [TR_PANEL_PAY_ONE] = "1 %s",
    [TR_PANEL_DIE_COSTS] = "The %s costs %s.",
    [TR_PANEL_DIE_FREE] = "The %s is free.",
    [TR_PANEL_DIE_COSTS_RAID] = "The %s costs %s, plus %s for the Raid.",
    [TR_PANEL_DIE_RAID] = "The %s costs %s for the Raid.",
    [TR_PANEL_DIE_IN_ALL] = "The %s with the changes: %s.",
    [TR_PLAY_NOTE_RAID] = "Raid: the %s costs %s more.",
    [TR_PANEL_VALUE] = "Value",
    [TR_PANEL_COLOUR] = "Colour",
    [TR_PANEL_COST_TIMES] = "%d×",
    [TR_TIP_VALUE_COST] = "Changing the value to %d costs %s.",
    [TR_TIP_COLOUR_COST] = "Changing the colour to %s costs %s.",
    [TR_BTN_CONFIRM] = "Confirm (Enter)",
    [TR_BTN_MENU] = "Menu",
    [TR_PAUSE_TITLE] = "Paused",
    [TR_PAUSE_RESUME] = "Resume",
    [TR_PAUSE_RULES] = "Rules",
    [TR_PAUSE_SETTINGS] = "Settings",
    [TR_PAUSE_SAVE_LEAVE] = "Save and leave",
    [TR_PAUSE_RESTART_LESSON] = "Restart lesson",
    [TR_PAUSE_LEAVE_LESSON] = "Leave lesson",
    [TR_PAUSE_FOOT] = "After Save and leave, Continue on the title screen resumes the game.",
    [TR_PAUSE_FOOT_LESSON] = "The lesson keeps its place: Continue lesson on the title screen.",
    [TR_EXPLAIN_HEAD] = "%s · column %d",
    [TR_EXPLAIN_ON_TRACK] = "+%d on the %s",
    [TR_EXPLAIN_GIVES] = "Drawing it gives %s.",
    [TR_EXPLAIN_FORTRESS] = "It also shields this column's dice, in all three districts, from later attacks.",
    [TR_EXPLAIN_HALL] = "Drawing it gives %s for each available %s die of the half-day.",
    [TR_EXPLAIN_CATHEDRAL] = "It unlocks %s: each %s built scores 1, 2 or 3 VP, as this Cathedral is your 1st–2nd, 3rd–4th or 5th–6th.",
    [TR_EXPLAIN_DRAWN] = "Already drawn.",
    [TR_EXPLAIN_CROSSED] = "Crossed out: it can no longer be drawn.",
    [TR_EXPLAIN_PICK] = "Pick a die to see what it would cost.",
    [TR_EXPLAIN_LINK_HEAD] = "Link · %s, columns %d and %d",
    [TR_EXPLAIN_LINK] = "With both buildings drawn: %s. Lost for good once either is crossed out.",
    [TR_EXPLAIN_LINK_GAINED] = "Gained.",
    [TR_EXPLAIN_LINK_LOST] = "Lost: one of the two is crossed out.",
    [TR_GUIDE_BTN] = "Sheet guide",
    [TR_GUIDE_TITLE] = "How to read your sheet",
    [TR_GUIDE_FOOT] = "Point at any cell for its details. G, Esc or a click here closes this guide.",
    [TR_GUIDE_TIP] = "Your sheet is on the right: its Sheet guide button (or G) says what each row means.",
    [TR_GUIDE_BOXES_NAME] = "Numbered boxes",
    [TR_GUIDE_BOXES] = "A die acts in its colour's district, in the column whose box shows its value. From day 3, the black die crosses boxes out.",
    [TR_GUIDE_FORTRESS] = "Gives the citizen shown, and shields its column's boxes from attacks.",
    [TR_GUIDE_PALACE] = "Gives the citizens shown. A lozenge between two cells gives its bonus once both are built.",
    [TR_GUIDE_TRACKS_NAME] = "Resource tracks",
    [TR_GUIDE_TRACKS] = "The circled slots are what you hold (3 at the start); spending crosses them out. Slots 6, 12 and 18 give a citizen.",
    [TR_GUIDE_RESOURCES_NAME] = "Resources",
    [TR_GUIDE_RESOURCES] = "Influence (red) moves a die's value, 1 a step; knowledge (white) changes its colour for 2; deniers (yellow) pay the wheel's prices. 2 held: 1 VP.",
    [TR_GUIDE_GREAT_HALL] = "Gives what is shown once for each available die of the square's colour this half-day.",
    [TR_GUIDE_CITY_HALL] = "Gives the citizens shown.",
    [TR_GUIDE_CATHEDRAL] = "Unlocks the character of its column (on the right): at the end, 1, 2 or 3 VP for each building of that kind.",
    [TR_GUIDE_BISHOPRIC] = "Gives the citizens shown.",
    [TR_GUIDE_COLUMNS_NAME] = "Columns 3, 6, 11",
    [TR_GUIDE_COLUMNS] = "When all three citizen rows reach one, its bonus, once: at 3, a resource of each kind; at 6 and 11, a work building of your choice.",
    [TR_GUIDE_CITIZENS_NAME] = "Citizens",
    [TR_GUIDE_CITIZENS] = "1 VP each, circled from the left. A row's 15th builds one of the prestige buildings shown at its end; its 20th gives a citizen of each other colour.",
    [TR_TIP_COST] = "Cost:",
    [TR_TIP_COST_DIE] = " %s for the die,",
    [TR_TIP_COST_RAID] = " +%s for the Raid,",
    [TR_TIP_COST_VALUE] = " %s for the value,",
    [TR_TIP_COST_COLOUR] = " %s for the colour,",
    [TR_TIP_NOTHING] = " nothing",
    [TR_TIP_RESOURCES] = "Resources in all:",
    [TR_TIP_NO_CHANGE] = " no change",
    [TR_TIP_CITIZENS] = "Citizens:",
    [TR_TIP_BUILDINGS] = "Buildings: %d",
    [TR_TIP_CIT_SPLIT] = " (%s)",
    [TR_TIP_CIT_FROM_BUILDING] = "%d from the building",
    [TR_TIP_CIT_FROM_LINK] = "%d from the link",
    [TR_TIP_CIT_FROM_TILE] = "%d from Banquet %d",
    [TR_TIP_WITH_LINK] = ", with a link bonus",
    [TR_TIP_CATHEDRAL] = " (Cathedral)",
    [TR_TIP_MULTIPLIER] = "Cathedral multiplier ×%d",
    [TR_TIP_SCORE] = "Score change: %+d VP",
    [TR_TIP_THEN_BONUS] = ", then a bonus choice",
    [TR_TIP_DIEBOX_CROSSED] = "This die box is crossed out: its column's buildings are lost, but gaining still works.",
    [TR_TIP_COL3_REACHED] = "Citizen column 3 reached: 1 influence, 1 denier and 1 knowledge, in the resources above.",
    [TR_TIP_COLWORK_REACHED] = "Citizen column %d reached: a work building as a bonus.",
    [TR_TIP_BTN_HINT_OFF] = "Not now: hints come when you have a die or a bonus to choose.",
    [TR_HINTS_SWITCHED_OFF] = "Hints are off: the Settings turn them back on.",
    [TR_TITLE_CONT_SCORES] = "Over: its final scores to see · %s · %s",
    [TR_TIP_BTN_MENU] = "The pause menu: resume, read the rules, change the settings, or save the game and leave for the title screen.",
    [TR_TIP_BTN_MENU_KEY] = "Key: Esc (with nothing chosen)",
    [TR_TIP_BTN_HINT] = "The expert's best choices, numbered on your sheet.",
    [TR_TIP_BTN_HINT_KEY] = "Key: H (again: the next one set up)",
    [TR_TIP_BTN_UNDO] = "Takes back your last choice.",
    [TR_TIP_BTN_UNDO_KEY] = "Key: Backspace, or a right click",
    [TR_TIP_BTN_SOUND] = "Sound on or off.",
    [TR_TIP_BTN_SOUND_KEY] = "Key: M",
    [TR_TIP_ACTION_OFF] = "%s: not with this die as it is now.",
    [TR_TIP_ACTION_OFF_WHY] = "No cell it can reach for this: built, crossed out, or more than you can pay.",
    [TR_TIP_DIE_HEAD] = "The %s",
    [TR_TIP_DIE_HEAD_BLACK] = "The %s, used as a %s die",
    [TR_TIP_DIE_FREE] = "Free to take.",
    [TR_TIP_DIE_PRICE] = "Taking it costs %s.",
    [TR_TIP_DIE_CHOICE] = "Taking it costs 1 resource of your choice.",
    [TR_TIP_DIE_SURCHARGE] = "A Raid adds %s.",
    [TR_TIP_DIE_CLICK] = "Click it: the cells it can reach light up.",
    [TR_TIP_PRICE_MORNING] = "Price of taking the die beside it this morning: %s.",
    [TR_TIP_PRICE_AFTERNOON] = "Price of taking the die beside it this afternoon: %s.",
    [TR_TIP_PRICE_MORNING_DIE] = "Price of taking the %s this morning: %s.",
    [TR_TIP_PRICE_AFTERNOON_DIE] = "Price of taking the %s this afternoon: %s.",
    [TR_TIP_PRICE_TURNS] = "The inner ring turns one step each day: each price stays with its die, over another plaza.",
    [TR_TIP_SEAT_HIDDEN] = "Hidden sheets: %s's sheet stays hidden until everyone's choices are shown.",
    [TR_TIP_DIE_BLACK] = "The black die destroyed its plaza: it cannot be taken this half-day.",

    [TR_SETUP_PLAYERS] = "Players",
    [TR_SETUP_ADD_PERSON] = "+ Add a person",
    [TR_SETUP_ADD_BOT] = "+ Add a bot",
    [TR_SETUP_HUMAN] = "Human",
    [TR_SETUP_BOT] = "Bot",
    [TR_SETUP_KINDS_HELP] = "Human: a person plays the seat at this screen. Bot: the computer plays it; ◀ ▶ set how well.",
    [TR_SETUP_PLAYER_N] = "Player %d",
    [TR_SETUP_BOT_N] = "Bot %d (%s)",
    [TR_SETUP_NUMBERING] = "Column numbering",
    [TR_SETUP_EXPANSION] = "Banquets & Raids expansion",
    [TR_SETUP_OPEN_SHEETS] = "Open sheets (no hand-over screens)",
    [TR_SETUP_GAME_ID] = "Game code",
    [TR_SETUP_SEED] = "Seed",
    [TR_SETUP_START] = "Start the game",

    [TR_HANDOVER_PASS] = "Pass to %s",

    [TR_END_CITIZENS] = "Citizens",
    [TR_END_TOTAL] = "Total",
    [TR_END_NEW_GAME] = "New game",
    [TR_END_GAME_ID] = "Game %s",

    [TR_MENU_CONTINUE] = "Continue",
    [TR_MENU_NEW_GAME] = "New game",
    [TR_MENU_ACHIEVEMENTS] = "Achievements",
    [TR_MENU_STATS] = "Statistics",
    [TR_MENU_RULES] = "Rules",
    [TR_MENU_SETTINGS] = "Settings",
    [TR_MENU_QUIT] = "Quit",
    [TR_TITLE_TAGLINE] = "Eight days in medieval Troyes",

    [TR_SET_TITLE] = "Settings",
    [TR_SET_LANGUAGE] = "Language",
    [TR_SET_LANG_AUTO] = "Automatic (system)",
    [TR_SET_SYMBOLS] = "Colour-blind symbols",
    [TR_SET_ANIMATION] = "Animations",
    [TR_SET_ANIM_OFF] = "Off",
    [TR_SET_ANIM_SLOW] = "Slow",
    [TR_SET_ANIM_NORMAL] = "Normal",
    [TR_SET_ANIM_FAST] = "Fast",
    [TR_SET_VOLUME] = "Volume",
    [TR_SET_MUTE] = "Mute",
    [TR_SET_FULLSCREEN] = "Full screen",
    [TR_SET_UI_SCALE] = "Interface size",
    [TR_SET_HANDOVER] = "Hand-over screens",
    [TR_SET_HINTS] = "Hints",
    [TR_SET_ON] = "On",
    [TR_SET_OFF] = "Off",
    [TR_SET_PERCENT] = "%d%%",

    [TR_ACH_TITLE] = "Achievements",
    [TR_ACH_NAME_PLAYED_SOLO] = "Alone in Troyes",
    [TR_ACH_NAME_PLAYED_MULTI] = "Good company",
    [TR_ACH_NAME_PLAYED_EXPANSION] = "Feasts and raids",
    [TR_ACH_NAME_SCORE_45] = "Respected citizen",
    [TR_ACH_NAME_SCORE_55] = "Notable",
    [TR_ACH_NAME_SCORE_65] = "Pillar of the town",
    [TR_ACH_NAME_WIN_MULTI_60] = "Champion of Champagne",
    [TR_ACH_NAME_CHARACTER_18] = "Patron",
    [TR_ACH_NAME_CITIZENS_40] = "Crowded streets",
    [TR_ACH_NAME_PRESTIGE_ROW] = "Prestige row",
    [TR_ACH_NAME_WORK_ROW] = "Hard at work",
    [TR_ACH_NAME_RESOURCE_TRACK] = "Full coffers",
    [TR_ACH_NAME_CITIZEN_TRACK] = "Full track",
    [TR_ACH_DESC_PLAYED_SOLO] = "Play 3 solo games.",
    [TR_ACH_DESC_PLAYED_MULTI] = "Play 3 multiplayer games.",
    [TR_ACH_DESC_PLAYED_EXPANSION] = "Play 3 games with the Banquets and Raids expansion.",
    [TR_ACH_DESC_SCORE_45] = "End a game with at least 45 VP.",
    [TR_ACH_DESC_SCORE_55] = "End a game with at least 55 VP.",
    [TR_ACH_DESC_SCORE_65] = "End a game with at least 65 VP.",
    [TR_ACH_DESC_WIN_MULTI_60] = "Win a multiplayer game with more than 60 VP.",
    [TR_ACH_DESC_CHARACTER_18] = "Score 18 VP from a single character.",
    [TR_ACH_DESC_CITIZENS_40] = "End a game with at least 40 citizens.",
    [TR_ACH_DESC_PRESTIGE_ROW] = "End a game with every prestige building of one row drawn.",
    [TR_ACH_DESC_WORK_ROW] = "End a game with every work building of one row drawn.",
    [TR_ACH_DESC_RESOURCE_TRACK] = "End a game with all 18 slots of one resource track circled: spent (crossed-out) ones count too.",
    [TR_ACH_DESC_CITIZEN_TRACK] = "End a game with every citizen of one track circled.",
    [TR_ACH_NOT_YET] = "Not earned yet",
    [TR_ACH_SUMMARY] = "%d of %d achievements · games played: %lld",

    [TR_STATS_TITLE] = "Statistics",
    [TR_STATS_GAMES] = "Games played",
    [TR_STATS_WINS] = "Multiplayer wins",
    [TR_STATS_BEST] = "Best score",
    [TR_STATS_AVERAGE] = "Average score",
    [TR_STATS_HIGH_SCORES] = "High scores",
    [TR_STATS_NONE] = "No game played yet.",
    [TR_STATS_LIST_LOST] = "The list of these games was lost with a damaged file.",
    [TR_STATS_AVG_CHARACTER] = "Average VP by character",

    [TR_RULES_TITLE] = "Rules",
    [TR_RULES_PAGE_OF] = "Page %d of %d",
    [TR_RULES_KEYS] = "Arrow keys turn the pages, Esc goes back.",

    [TR_RULES_P1_TITLE] = "The game at a glance",
    [TR_RULES_P1_TEXT] =
        "A game lasts 8 days. Each day has a morning and an afternoon: 16 rounds in all, called "
        "half-days. From 1 to 10 players take part.\n"
        "Everyone shares the same four dice, three transparent ones (each shows the colour of the plaza under it) and one black, and writes on their "
        "own scoresheet. All players choose at the same time.\n"
        "Each half-day the dice are rolled onto the wheel. The black die brings trouble; then each "
        "player takes one of the other dice to gain resources or to put up a building in one of "
        "the town's three districts: the nobles (red), the civil district (yellow) and the "
        "religious district (white).\n"
        "Buildings bring citizens and bonuses. When the 8th afternoon is over, Cathedrals, "
        "resources and citizens are scored. The highest score wins; tied players share the "
        "victory.\n"
        "The notes marked [R1] to [R8] in these pages settle points the printed rules leave open; "
        "the game follows them.",

    [TR_RULES_P2_TITLE] = "The wheel",
    [TR_RULES_P2_TEXT] =
        "The outer ring of the wheel has nine notches, each holding a plaza. A plaza tile has a "
        "colour on each side.\n"
        "[R1] The nine tiles are: red/red, yellow/yellow, white/white, two red/yellow, two "
        "red/white and two yellow/white. At the start each goes into a random notch with a random "
        "side up; a tile never changes notch.\n"
        "[R2] The inner ring has a window that shows the day, then, clockwise, four light "
        "segments for the morning and four dark ones for the afternoon. Each segment is a slot "
        "with a price: slot 1 is free, slot 2 costs one resource of your choice, slot 3 costs 1 "
        "denier and slot 4 costs 2 deniers.\n"
        "After each afternoon the inner ring turns one step clockwise: the next day shows in the "
        "window and every slot faces a new plaza.",

    [TR_RULES_P3_TITLE] = "Rolling the dice",
    [TR_RULES_P3_TEXT] =
        "At the start of each half-day all four dice are rolled and set on the four slots of that "
        "half-day, from the lowest value on slot 1 to the highest on slot 4. When the black die "
        "ties with a transparent die, the black one counts as lower.\n"
        "A transparent die takes the colour of the plaza it sits on: a die on a yellow plaza is "
        "a yellow die.\n"
        "Then the black die strikes: its plaza is destroyed for this half-day. Neither that plaza "
        "nor the black die can be used, so three dice are left to choose from.\n"
        "When the half-day ends, the destroyed plaza is turned over to its other side and goes "
        "back into its notch: the colours of the wheel change as the game goes on.",

    [TR_RULES_P4_TITLE] = "The black die's attack",
    [TR_RULES_P4_TEXT] =
        "From day 3 on, the black die also attacks every scoresheet. Its value gives the column "
        "and the colour of the plaza it destroyed gives the district: every player crosses out "
        "that die box on their sheet. A box already crossed out loses nothing more.\n"
        "Crossing out a die box also crosses out the prestige and work cells of that district in "
        "that column that are not built yet: they can no longer be built. A building already "
        "drawn is never lost.\n"
        "A Fortress protects its whole column: the die boxes of all three districts in that "
        "column are safe from every later attack. It does not undo earlier crosses.\n"
        "From day 3 the wheel's window shows a reminder.",

    [TR_RULES_P5_TITLE] = "Your turn: choose and pay",
    [TR_RULES_P5_TEXT] =
        "Choose one of the three dice that can be used. Several players may take the same die; "
        "what you do with it changes nothing for the others.\n"
        "Pay the price of its slot, plus any Raid surcharge. Spending a resource crosses out one "
        "of its circled slots.\n"
        "You may then change the die, paying for each change, in any order:\n"
        "• Value: 1 influence per step up or down, between 1 and 6. Values do not wrap round: "
        "from 1 to 6 costs 5 influence.\n"
        "• Colour: 2 knowledge to make it either of the other two colours.\n"
        "If you cannot pay for any die and none is free, you gain 1 influence, 1 denier and 1 "
        "knowledge instead, and your turn ends.",

    [TR_RULES_P6_TITLE] = "Your turn: the three actions",
    [TR_RULES_P6_TEXT] =
        "With the final colour and value of your die, do one of these:\n"
        "• Gain resources: circle as many resources as the die's value on the track of its "
        "colour (red: influence, yellow: deniers, white: knowledge).\n"
        "• Build the prestige building of the die's colour in the column of its value.\n"
        "• Build the work building of the die's colour in the column of its value. It gives 2 "
        "citizens of its colour.\n"
        "A cell that is built or crossed out cannot be built.\n"
        "Then every bonus your action sets off is resolved (see Bonus chains).",

    [TR_RULES_P7_TITLE] = "Districts and numbering",
    [TR_RULES_P7_TEXT] =
        "Each district has a row of prestige buildings and a row of work buildings. Nobles "
        "(red): Fortress and Count's Palace. Civil (yellow): Great Hall and City Hall. Religious "
        "(white): Cathedral and Bishopric.\n"
        "The resources match the districts: influence (red) changes values, deniers (yellow) buy "
        "dice, knowledge (white) changes colours. Everyone starts with 3 of each.\n"
        "Each column has one number, the same in the three districts, and all players use the "
        "same numbering. Standard: 1 to 6. Random: a die gives the leftmost number, then the "
        "numbers go up or down round the cycle (4 5 6 1 2 3 or 4 3 2 1 6 5). Custom: any order, set column by column.\n"
        "What is printed in a column belongs to its place on the sheet, not to its number: a die "
        "of value v acts in the column whose box shows v.",

    [TR_RULES_P8_TITLE] = "Fortress and Great Hall",
    [TR_RULES_P8_TEXT] =
        "Fortress: gain the citizen shown in its cell (red, red, yellow, yellow, white, white "
        "from left to right) and protect its column from later attacks.\n"
        "Great Hall: gain what its column shows once for each available die of the colour it "
        "asks for. From left to right: 3 influence per red die, 2 red citizens per red die, 3 "
        "deniers per yellow die, 2 yellow citizens per yellow die, 3 knowledge per white die, 2 "
        "white citizens per white die.\n"
        "[R3] The available dice are the transparent dice on this half-day's plazas that were "
        "not destroyed, counted by the colour of their plaza. The die you chose counts by its "
        "plaza's colour, even if you paid to change its colour. The black die never counts "
        "(except with Banquet 8).",

    [TR_RULES_P9_TITLE] = "The Cathedral",
    [TR_RULES_P9_TEXT] =
        "Each Cathedral opens the final scoring of one kind of building, shown by a character: "
        "Hugues de Payns (Fortresses), Isabeau de Bavière (Count's Palaces), Thibaut II (Great "
        "Halls), Jeanne de Champagne (City Halls), Urbain IV (Cathedrals), Marie de Champagne "
        "(Bishoprics). On the sheet, each Cathedral cell shows the initials of its kind: FO, CP, "
        "GH, CH, CA and BI, in that order.\n"
        "The multiplier depends on how many Cathedrals you have: your 1st and 2nd give ×1, the "
        "3rd and 4th ×2, the 5th and 6th ×3. It is written down when the Cathedral is built and "
        "never changes.\n"
        "At the end, each character scores its multiplier times the number of buildings of its "
        "kind drawn on your sheet.",

    [TR_RULES_P10_TITLE] = "Link bonuses",
    [TR_RULES_P10_TEXT] =
        "Some neighbouring cells of a row, in columns 1-2, 3-4 or 5-6, share a lozenge. As soon "
        "as both cells are built you gain the lozenge's bonus.\n"
        "Once either cell is crossed out, that lozenge is lost for good.\n"
        "Fortress: 1 red, 1 yellow, 1 white citizen. Count's Palace: 2 red citizens, 3 "
        "influence. City Hall: 3 deniers, 2 yellow citizens. Bishopric: 3 knowledge, 2 white "
        "citizens. The Great Hall and the Cathedral have none.",

    [TR_RULES_P11_TITLE] = "Resource tracks",
    [TR_RULES_P11_TEXT] =
        "Each resource has a track of 18 slots; the first 3 are circled at the start. Gaining "
        "circles the next empty slots; spending crosses out circled ones.\n"
        "Slots 6, 12 and 18 each give 1 citizen of the track's colour when they are circled, "
        "whatever you hold at that moment.\n"
        "[R4] Anything gained beyond the 18th slot is lost.\n"
        "At the end, every 2 resources of a kind still held (circled and not crossed out) are "
        "worth 1 VP.",

    [TR_RULES_P12_TITLE] = "Citizens",
    [TR_RULES_P12_TEXT] =
        "Citizens are circled from left to right on the track of their colour, 20 per track. "
        "Each one is worth 1 VP.\n"
        "Column bonuses, once each, when all three tracks reach the column: at 3, 1 influence, "
        "1 denier and 1 knowledge; at 6 and at 11, build a work building of your choice (any "
        "colour, any cell that can be built) with its usual reward.\n"
        "[R5] The 15th citizen of a track builds a prestige building: red track, a Great Hall or "
        "a Cathedral; yellow track, a Fortress or a Cathedral; white track, a Fortress or a Great "
        "Hall, in any cell of that row that can be built. If there is none, the bonus is lost.\n"
        "The 20th citizen of a track gives 1 citizen of each other colour. A citizen gained on a "
        "full track goes on another track of your choice.",

    [TR_RULES_P13_TITLE] = "Bonus chains",
    [TR_RULES_P13_TEXT] =
        "One action can set off a chain: a resource slot gives a citizen, the citizen completes "
        "a column, the column bonus builds a work building, the building completes a link…\n"
        "[R6] Bonuses are resolved one at a time, in the order they are set off. Each one must "
        "be taken unless it is impossible.\n"
        "When a bonus needs a decision (which building or cell, which track takes a citizen, "
        "Banquet 4's yellow or white citizen, which resource pays for slot 2), the game stops and "
        "lights up the legal choices for you.\n"
        "A prestige building built by a bonus uses no die; a Great Hall built this way counts "
        "this half-day's available dice.",

    [TR_RULES_P14_TITLE] = "End of the game",
    [TR_RULES_P14_TEXT] =
        "The game ends after the 8th afternoon. Each player scores:\n"
        "• Cathedrals: for each one built, its multiplier times the number of buildings of its "
        "kind drawn.\n"
        "• Resources: 1 VP for every 2 held, for each resource separately.\n"
        "• Citizens: 1 VP for each citizen circled.\n"
        "The highest total wins; tied players share the victory.\n"
        "The score shown during the game is what you would score if it ended now.",

    [TR_RULES_P15_TITLE] = "Banquets and Raids",
    [TR_RULES_P15_TEXT] =
        "This optional expansion adds 8 two-sided tiles, 3 of which are drawn at random for a "
        "game. Each goes beside one of the three plazas that have the same colour on both sides, "
        "Banquet side up.\n"
        "A tile acts when a player chooses the die on its plaza, unless it says otherwise. The "
        "Banquet side helps; the Raid side hinders.\n"
        "When the black die destroys a tile's plaza, the tile turns over with the plaza at the "
        "end of the half-day and stays on its Raid side for the rest of the game.",

    [TR_RULES_P16_TITLE] = "Tiles 1 to 4",
    [TR_RULES_P16_TEXT] =
        "1. Banquet: each influence changes the value by up to 2 instead of 1. Raid: influence "
        "cannot change this die's value.\n"
        "[R7] With Banquet 1 each influence moves the value by 1 or 2, as you wish, always "
        "between 1 and 6.\n"
        "2. Banquet: a colour change costs 1 knowledge instead of 2. Raid: the colour cannot be "
        "changed.\n"
        "3. Banquet: the die is free. Raid: 1 denier on top of the slot's price.\n"
        "4. Banquet: a Fortress built with this die also gives 1 red citizen and 1 yellow or "
        "white citizen (your choice). Raid: 1 influence on top of the slot's price.",

    [TR_RULES_P17_TITLE] = "Tiles 5 to 8",
    [TR_RULES_P17_TEXT] =
        "5. Banquet: a Cathedral built with this die also gives 1 of each resource. Raid: 1 "
        "knowledge on top of the slot's price.\n"
        "6. Banquet: a Great Hall built with this die counts one extra die of the colour it "
        "needs. Raid: this die cannot build a prestige building.\n"
        "7. Banquet: a work building built with this die gives 1 more citizen of its colour. "
        "Raid: the die's value is 0; influence can raise it as usual, but 0 matches no column.\n"
        "[R8] 8. Banquet: if the black die lands here, nothing is destroyed and the black die "
        "can be used like a transparent die of this plaza's colour (it counts as available); the "
        "tile turns to Raid at the end of that half-day. Raid: a transparent die here acts as a "
        "second black die: it cannot be chosen, its plaza is destroyed too, and from day 3 "
        "everyone loses the sheet die of its value in this plaza's colour (a Fortress still "
        "protects).",

    [TR_RULES_P18_TITLE] = "Playing on screen",
    [TR_RULES_P18_TEXT] =
        "Click a die on the wheel, or press 1 to 4. The cells it takes at its value and colour "
        "light up on your sheet, with the hints' cells; the best three, the chosen one and the "
        "one under the mouse show their total price. Point at a row to see where else the die "
        "reaches in it, for influence or knowledge, and at what price.\n"
        "Change the die with the Value and Colour buttons (or the arrow keys), then pick an "
        "action with its button (or Tab), or click a lit cell. Click the chosen cell again, or "
        "press Enter, to play.\n"
        "Backspace or a right click drops the die you are considering, then takes back your last "
        "move until the next roll (with hidden sheets, until you pass the turn); a roll is never "
        "taken back.\n"
        "H asks for hints: the expert bot's best choices, numbered on your sheet and listed under "
        "the citizens with its estimate of your final score; click one on the sheet or in the list, "
        "or press H again, to set it up. "
        "P changes the resource that pays for the die, V shows the next player's sheet (when sheets "
        "are open), G opens the sheet's guide (what each row means), M turns the sound off and on, F11 switches to full screen.\n"
        "With a gamepad: LB and RB pick the die, the d-pad or the left stick change its value and "
        "colour, X the action, A plays (or rolls), B drops the choice, Back takes it back, Y asks "
        "for hints; pressing the left stick changes the payment, the right stick the sheet shown.",

    [TR_RULES_D_MORNING] = "morning",
    [TR_RULES_D_AFTERNOON] = "afternoon",
    [TR_RULES_D_WINDOW] = "day window",
    [TR_RULES_D_SLOT] = "slot %d",
    [TR_RULES_D_TRANSPARENT] = "3 transparent dice",
    [TR_RULES_D_BLACK] = "the black die",
    [TR_RULES_D_DESTROYED] = "destroyed",
    [TR_RULES_D_TIE] = "tie: black first",
    [TR_RULES_D_ATTACK] = "Day 4: a black %d on a %s plaza",
    [TR_RULES_D_PROTECTED] = "protected",
    [TR_RULES_D_CROSSED] = "crossed out",
    [TR_RULES_D_KEPT] = "already built: kept",
    [TR_RULES_D_DIE_BOX] = "die box",
    [TR_RULES_D_VALUE_STEP] = "1 influence per step",
    [TR_RULES_D_COLOUR_CHANGE] = "2 knowledge",
    [TR_RULES_D_PER_DIE] = "per die",
    [TR_RULES_D_BOTH_BUILT] = "both built: gained",
    [TR_RULES_D_START] = "start",
    [TR_RULES_D_GIVES_CITIZEN] = "+1 citizen",
    [TR_RULES_D_LOST] = "lost",
    [TR_RULES_D_COL_RES] = "+1 of each",
    [TR_RULES_D_COL_WORK] = "work building",
    [TR_RULES_D_15TH] = "prestige",
    [TR_RULES_D_20TH] = "+2 citizens",
    [TR_RULES_D_ORDER_BUILT] = "your Cathedrals, in the order they are built",
    [TR_RULES_D_EXAMPLE] = "Example",
    [TR_RULES_D_SCORE_CHAR] = "%s: ×%d, %d buildings",
    [TR_RULES_D_SCORE_RES] = "%s held",
    [TR_RULES_D_SCORE_CIT] = "%d citizens",
    [TR_RULES_D_TOTAL] = "Total",
    [TR_RULES_D_CHAIN_1] = "6th resource slot",
    [TR_RULES_D_CHAIN_2] = "a citizen",
    [TR_RULES_D_CHAIN_3] = "column 6 complete",
    [TR_RULES_D_CHAIN_4] = "a work building",
    [TR_RULES_D_CHAIN_5] = "a link bonus",
    [TR_RULES_D_BANQUET_SIDE] = "Banquet side",
    [TR_RULES_D_RAID_SIDE] = "Raid side",
    [TR_RULES_D_FLIPS] = "destroyed: turns over for good",
    [TR_RULES_D_KEYS_DIE] = "1-4: pick a die",
    [TR_RULES_D_KEYS_PAGE] = "PgUp PgDn: the previous, next die",
    [TR_RULES_D_KEYS_VALUE] = "Arrows: value and colour",
    [TR_RULES_D_KEYS_ACTION] = "Tab: action",
    [TR_RULES_D_KEYS_CONFIRM] = "Enter: play",
    [TR_RULES_D_KEYS_UNDO] = "Backspace: undo",
    [TR_RULES_D_KEYS_HINT] = "H: hints",
    [TR_RULES_D_KEYS_PAY] = "P: the resource that pays",
    [TR_RULES_D_KEYS_SHEET] = "V: the next player’s sheet",
    [TR_RULES_D_KEYS_GUIDE] = "G: the sheet’s guide",
    [TR_RULES_D_KEYS_ESC] = "Esc: drop the die, then the menu",
    [TR_RULES_D_KEYS_MUTE] = "M: sound on or off",
    [TR_RULES_D_KEYS_FULL] = "F11: full screen",
    [TR_RULES_D_KEYS_RULES] = "F1: these rules, then back",

    /* the screens around a game */
    [TR_BTN_COPY] = "Copy",
    [TR_CANNOT_START] = "Cannot start: %s.",
    [TR_LIST_SEP] = ", ",
    [TR_MOVES_SEP] = "; ", /* between a half-day's moves in words */
    [TR_LIST_AND] = " and ",
    [TR_ORDINAL_1] = "1st",
    [TR_ORDINAL_2] = "2nd",
    [TR_ORDINAL_3] = "3rd",
    [TR_ORDINAL_N] = "%dth",
    [TR_DATE_LONG] = "%d %s %d",
    [TR_DATE_SHORT] = "%d %s %d",
    [TR_MONTH_1] = "January",
    [TR_MONTH_2] = "February",
    [TR_MONTH_3] = "March",
    [TR_MONTH_4] = "April",
    [TR_MONTH_5] = "May",
    [TR_MONTH_6] = "June",
    [TR_MONTH_7] = "July",
    [TR_MONTH_8] = "August",
    [TR_MONTH_9] = "September",
    [TR_MONTH_10] = "October",
    [TR_MONTH_11] = "November",
    [TR_MONTH_12] = "December",
    [TR_MON_1] = "Jan",
    [TR_MON_2] = "Feb",
    [TR_MON_3] = "Mar",
    [TR_MON_4] = "Apr",
    [TR_MON_5] = "May",
    [TR_MON_6] = "Jun",
    [TR_MON_7] = "Jul",
    [TR_MON_8] = "Aug",
    [TR_MON_9] = "Sep",
    [TR_MON_10] = "Oct",
    [TR_MON_11] = "Nov",
    [TR_MON_12] = "Dec",
    [TR_SETUP_HEADING] = "Troyes Dice — a new game",
    [TR_SETUP_KEYS] =
        "Tab or arrows move · Space or Enter picks · Enter after a name: the next · Esc: title",
    [TR_SETUP_COUNT] = "%d of %d",
    [TR_SETUP_NAME_HINT] = "name",
    [TR_SETUP_NOTE_STANDARD] = "A die builds in the column of its value: 1 to 6 from left to right.",
    [TR_SETUP_ROLL_AGAIN] = "Roll again",
    [TR_SETUP_THEN] = "then",
    [TR_SETUP_GOING_UP] = "going up",
    [TR_SETUP_GOING_DOWN] = "going down",
    [TR_SETUP_NOTE_RANDOM] = "The die gives the leftmost value; the others follow, round from 6 to 1.",
    [TR_SETUP_NOTE_EXPERT] = "Any order of 1 to 6, chosen here: set each column with + and –.",
    [TR_SETUP_SEED_HINT] = "random",
    [TR_SETUP_SEED_SAME] = "the same seed, the same game",
    [TR_SETUP_SEED_EMPTY] = "empty: a new game each time",
    [TR_SETUP_GAME_ID_DRAWN] = "Game code (with the seed drawn for this game)",
    [TR_SETUP_ID_COPIED] = "Game code copied to the clipboard.",
    [TR_SETUP_NAME_TWICE] = "Two seats are called %s: give each player a name of their own.",
    [TR_SETUP_NAME_TOO_LONG] = "A name is at most %d characters long (accented letters count as 2).",
    [TR_SETUP_SEED_BAD] = "A seed is a whole number below 2^64.",
    [TR_HANDOVER_OVER] = "The game is over — the final scores are waiting.",
    [TR_HANDOVER_ROLL] = "the dice are about to be rolled",
    [TR_HANDOVER_NEED_DIE] = "your turn to choose a die",
    [TR_HANDOVER_NEED_PRESTIGE] = "your 15th citizen: choose a prestige building",
    [TR_HANDOVER_NEED_WORK] = "a column bonus: choose a work building",
    [TR_HANDOVER_NEED_OVERFLOW] = "a citizen track is full: choose where the citizen goes",
    [TR_HANDOVER_NEED_BANQUET4] = "Banquet 4: choose a yellow or a white citizen",
    [TR_HANDOVER_NEED_NOTHING] = "nothing to decide right now",
    [TR_HANDOVER_STATUS_MORNING] = "Day %d, morning — %s.",
    [TR_HANDOVER_STATUS_AFTERNOON] = "Day %d, afternoon — %s.",
    [TR_HANDOVER_HEADING] = "Hidden sheets · hand the game over",
    [TR_HANDOVER_AFTER_YOU] = "After you: ",
    [TR_HANDOVER_SHOW] = "I'm %s — show my sheet",
    [TR_HANDOVER_LOOK_AWAY] = "Everyone else, look away: each choice stays hidden until all have chosen.",
    [TR_HANDOVER_KEYS] = "Enter twice also shows the sheet · F1: rules · Esc: title (the game is saved).",
    [TR_HANDOVER_HOW] = "Press Enter again to show your sheet (or click the button).",
    [TR_END_ACH_PLAYED_SOLO] = "Played 3 solo games",
    [TR_END_ACH_PLAYED_MULTI] = "Played 3 multiplayer games",
    [TR_END_ACH_PLAYED_EXPANSION] = "Played 3 games with the expansion",
    [TR_END_ACH_SCORE_45] = "Ended with 45 VP or more",
    [TR_END_ACH_SCORE_55] = "Ended with 55 VP or more",
    [TR_END_ACH_SCORE_65] = "Ended with 65 VP or more",
    [TR_END_ACH_WIN_MULTI_60] = "Won a multiplayer game with over 60 VP",
    [TR_END_ACH_CHARACTER_18] = "18 VP or more from one character",
    [TR_END_ACH_CITIZENS_40] = "Ended with 40 citizens or more",
    [TR_END_ACH_PRESTIGE_ROW] = "A whole row of prestige buildings",
    [TR_END_ACH_WORK_ROW] = "A whole row of work buildings",
    [TR_END_ACH_RESOURCE_TRACK] = "18 resources circled on a track, spent ones too",
    [TR_END_ACH_CITIZEN_TRACK] = "A citizen track circled to its end",
    [TR_END_ACH_SHORT_PLAYED_SOLO] = "3 solo games",
    [TR_END_ACH_SHORT_PLAYED_MULTI] = "3 multiplayer games",
    [TR_END_ACH_SHORT_PLAYED_EXPANSION] = "3 expansion games",
    [TR_END_ACH_SHORT_SCORE_45] = "45 VP or more",
    [TR_END_ACH_SHORT_SCORE_55] = "55 VP or more",
    [TR_END_ACH_SHORT_SCORE_65] = "65 VP or more",
    [TR_END_ACH_SHORT_WIN_MULTI_60] = "Won with 61+ VP",
    [TR_END_ACH_SHORT_CHARACTER_18] = "18 VP character",
    [TR_END_ACH_SHORT_CITIZENS_40] = "40 citizens",
    [TR_END_ACH_SHORT_PRESTIGE_ROW] = "Prestige row",
    [TR_END_ACH_SHORT_WORK_ROW] = "Work row",
    [TR_END_ACH_SHORT_RESOURCE_TRACK] = "Resource track",
    [TR_END_ACH_SHORT_CITIZEN_TRACK] = "Citizen track",
    [TR_END_NOT_OVER] = ("Day %d of 8: the game is not over yet. These are the scores if it ended now "
                         "(best: %d VP)."),
    [TR_END_FINAL_SCORE] = "Final score: %d VP.",
    [TR_END_WINS_WITH] = "%s wins with %d VP.",
    [TR_END_TIE_ALL] = "Tie! All %d players share the victory with %d VP each.",
    [TR_END_TIE_NAMES] = "Tie! %s share the victory with %d VP each.",
    [TR_END_FINAL_SCORING] = "Final scoring",
    [TR_END_SO_FAR] = "Scoring so far",
    [TR_END_COPY_ID] = "Copy code",
    [TR_END_HUMAN] = "human",
    [TR_END_HUMAN_HINTS] = "human · hints ×%d",
    [TR_END_BOT_RANDOM] = "random bot",
    [TR_END_BOT_GREEDY] = "greedy bot",
    [TR_END_BOT_EXPERT] = "expert bot",
    [TR_END_BOT_BEGINNER] = "beginner bot",
    [TR_END_BOT_CASUAL] = "casual bot",
    [TR_END_BOT_REGULAR] = "regular bot",
    [TR_END_REFS] = "Beside it: the expert on your dice and the best line in hindsight, framed green where you scored more, red where they did.",
    [TR_END_REFS_WAIT] =
        "The expert's score on these dice and the best line in hindsight are being worked out…",
    [TR_END_COL_YOU] = "You",
    [TR_END_COL_EXPERT] = "Expert",
    [TR_END_COL_EXPERT_SUB] = "your dice, once, no hindsight",
    [TR_END_COL_BEST] = "Best line",
    [TR_END_COL_BEST_SUB] = "in hindsight",
    [TR_END_EXPERT_NOTE] = "Expert: the expert bot playing your dice once, without hindsight. Its hints rest on sampled futures too, so following them can end a few VP above or below it.",
    [TR_END_BEAT_EXPERT] = "You outscored the expert bot on your dice (%d VP)!",
    [TR_END_MATCH_EXPERT] = "You matched the expert bot on your dice (%d VP)!",
    [TR_END_WATCH] = "Watch the best line",
    [TR_WATCH_SEAT] = "Best line",
    [TR_PANEL_WATCH] = "The best line on your dice: move %d of %d",
    [TR_PANEL_WATCH_KEYS] = "→: next move · Space: play on · Esc: back to your scores",
    [TR_PANEL_WATCH_PLAYING_KEYS] = "Space: pause · Esc: back to your scores",
    [TR_PANEL_WATCH_DONE_KEYS] = "It ends on %d VP. Enter or Esc: back to your scores",
    [TR_BTN_WATCH_NEXT] = "Next move",
    [TR_BTN_WATCH_PLAY] = "Play on",
    [TR_BTN_WATCH_PAUSE] = "Pause",
    [TR_BTN_WATCH_BACK] = "Your scores",
    [TR_PANEL_WATCH_GAP] = "You %d VP · Best %d VP (%s)",
    [TR_PANEL_WATCH_YOU] = "You: %s",
    [TR_PANEL_WATCH_BEST] = "Best: %s",
    [TR_END_EACH_ROW] = "each %s",
    [TR_END_PER_2_HELD] = "1 VP per 2 held",
    [TR_END_EACH_CITIZEN] = "1 VP each",
    [TR_END_PLACE] = "Place",
    [TR_END_WINNER_TIE] = "Winner (tie)",
    [TR_END_WINNER_ALONE] = "Winner",
    [TR_END_TIED_SUFFIX] = " (tie)",
    [TR_END_HELD] = "%d held",
    [TR_END_NO_CATHEDRAL] = "no Cathedral in col. %d",
    [TR_END_EARNED_HERE] = "earned in this game",
    [TR_END_COUNTED_AT_END] = "counted when the game ends",
    [TR_END_NONE_THIS_TIME] = "none this time",
    [TR_END_COUNTS_TOWARDS] = "This game counts towards ",
    [TR_END_TALLY_SOLO] = "“Play 3 solo games”",
    [TR_END_TALLY_MULTI] = "“Play 3 multiplayer games”",
    [TR_END_TALLY_EXPANSION] = "“Play 3 games with the expansion”",
    [TR_END_IN_BLUE] = ". In blue: new in the player's profile.",
    [TR_END_SAME_SEATS] = "Same seats again",
    [TR_END_PLAY_AGAIN] = "Play again",
    [TR_END_TITLE_BUTTON] = "Title",
    [TR_END_KEYS] = "Enter twice: same seats again · N: new game · Esc: title",
    [TR_END_KEYS_SOLO] = "Enter twice: play again · N: new game · Esc: title",
    [TR_END_KEYS_FOCUS] = "Enter: %s · Esc: title",
    [TR_END_ID_COPIED] = "Game code %s copied to the clipboard.",
    [TR_END_CANNOT_COPY] = "Cannot copy: %s",
    [TR_TITLE_SAVED_IN] = "Saved files are in %s",
    [TR_TITLE_NOTHING_SAVED] = "Nothing is saved this time.",
    [TR_TITLE_BAD_FILES] = "Some files could not be read or saved",
    [TR_TITLE_NO_GAME] = "No game in progress",
    [TR_REPLACE_GAME] = "A game is in progress (day %d): press again to replace it.",
    [TR_TITLE_DAILY] = "Game of the day",
    [TR_TITLE_DAILY_LINE] = "%s · solo game %s",
    [TR_TITLE_DAILY_PLAYED] = "%s · %s · played: %d VP",
    [TR_TITLE_DAILY_PLAYED_BY] = "%s · %s · played: %d VP (%s)",
    [TR_TITLE_CODE] = "Play a game code",
    [TR_TITLE_CODE_HINT] = "e.g. 3p-r4u-x#7",
    [TR_TITLE_PLAY] = "Play",
    [TR_TITLE_CONTROLS] = "Mouse, keyboard (arrows, Enter, Esc) or gamepad (A, B)",
    [TR_TITLE_NOT_A_CODE] = "Not a game code: %s.",
    [TR_TITLE_CANNOT_CONTINUE] = "Cannot continue: %s.",
    [TR_TITLE_CODE_EMPTY] = "the field is empty (e.g. 2p-std#42)",
    [TR_STORE_NO_FOLDER] =
        "There is no folder for the saved files: the settings, the profiles and the game in progress will not be kept.",
    [TR_STORE_PATH_TOO_LONG] = "The data folder's path is too long: nothing will be saved.",
    [TR_STORE_SET_ASIDE] = "The file %s could not be used; it is kept as %s.",
    [TR_STORE_DAMAGED_ASIDE] = "The file %s is damaged; it is kept as %s.",
    [TR_STORE_NOT_SET_ASIDE] =
        "The file %s could not be used nor set aside; it will not be saved over.",
    [TR_STORE_UNREADABLE] =
        "The file %s cannot be read; it is left as it is and will not be saved over.",
    [TR_STORE_THEN_SETTINGS] = "The default settings are used.",
    [TR_STORE_THEN_PROFILES] = "The game starts with no profiles.",
    [TR_STORE_THEN_PROFILES_KEPT] = "The profiles are kept up to the damaged line.",
    [TR_STORE_THEN_RECOVERED] = "The game in progress resumes from its last move that could be read.",
    [TR_STORE_THEN_AUTOSAVE] = "There is no game to continue.",
    [TR_STORE_THEN_TABLE] = "New games are set up from the defaults.",
    [TR_STORE_SETTINGS_NOT_SAVED] = "The settings could not be saved (%s).",
    [TR_STORE_GAME_NOT_SAVED] = "The game in progress could not be saved (%s).",
    [TR_STORE_PROFILES_NOT_SAVED] = "The profiles could not be saved (%s).",
    [TR_STORE_NOT_RECORDED_FULL] = "%s's game is not recorded: there are already %s profiles.",
    [TR_STORE_NOT_RECORDED_NAME] = "%s's game is not recorded: that name cannot be a profile's.",
    [TR_STORE_NO_SAVED_GAME] = "there is no saved game",
    [TR_STORE_SAVE_UNREADABLE] = "the saved game cannot be read (see the note on the left)",
    [TR_STORE_SAVE_OVER] = "the saved game is already over",
    [TR_OUT_OF_MEMORY] = "out of memory",
    [TR_TITLE_CONT_MORNING] = "Day %d, morning · %s · %s",
    [TR_TITLE_CONT_AFTERNOON] = "Day %d, afternoon · %s · %s",
    [TR_LIST_MORE] = "%s and %d more",
    [TR_FATAL_CANNOT_START] = "Troyes Dice cannot start: %s",
    [TR_FATAL_NO_ASSETS] =
        "its files (fonts, sounds) cannot be found; set TROYES_DICE_ASSETS to the assets folder",
    [TR_FATAL_NO_FONT] = "a font file is missing: %s",
    [TR_SET_DESC_LANGUAGE] = "Automatic follows the system's language.",
    [TR_SET_DESC_LANGUAGE_FORCED] = "TROYES_DICE_LANG=%s is set: that language wins over this setting.",
    [TR_SET_DESC_SYMBOLS] = "Shapes on the dice, the wheel and the sheet tell the colours apart.",
    [TR_SET_DESC_ANIMATION] = "Dice tumbling, pen strokes, the wheel turning.",
    [TR_SET_DESC_VOLUME] = "Left and right change it in steps of ten.",
    [TR_SET_DESC_MUTE] = "M mutes and unmutes at any time.",
    [TR_SET_DESC_FULLSCREEN] = "F11 switches at any time.",
    [TR_SET_DESC_UI_SCALE] = "Smaller: the board shrinks. Larger: the window grows, up to the screen.",
    [TR_SET_DESC_UI_SCALE_PAGE] = "Smaller: the board shrinks. For a larger one, zoom the page (Ctrl +).",
    [TR_SET_DESC_HANDOVER] = "Hide the sheets between human players. Off: open sheets.",
    [TR_SET_DESC_HINTS] = "The expert's best choices on your sheet (Hint, H). Off: games without them.",
    [TR_SET_SUBTITLE] = "Saved as soon as they change",
    [TR_SET_SUBTITLE_FAILED] = "They could not be saved: they apply for this session",
    [TR_SET_SUBTITLE_UNSAVED] = "They apply at once, for this session",
    [TR_SET_SAVED_IN] = "Saved in %s",
    [TR_SAVED_IN_BROWSER] = "this browser's storage for this page",
    [TR_SET_KEYS] = "Up and down: a setting · Left and right: its choice · Enter: Off or On · Esc: back",
    [TR_SET_NOT_KEPT] = "These settings will not be kept: there is no folder for saved files.",
    [TR_ACH_SUBTITLE] = "Kept across games, each box with the day it was ticked",
    [TR_ACH_NEW_BOX] = "New",
    [TR_PROFILE_NONE_YET] =
        "Finish a game to start a profile: each human player plays as the profile of their name.",
    [TR_STATS_SUBTITLE] = "Every game each profile has finished",
    [TR_STATS_MEAN] = "mean %s",
    [TR_STATS_ONE_GAME] = "%d game",
    [TR_STATS_N_GAMES] = "%d games, oldest on the left",
    [TR_STATS_LAST_GAME] = "Last game",
    [TR_STATS_HISTORY] = "Score history",
    [TR_STATS_CHAR_MEAN] = "%s VP (%lld in all)",
    [TR_STATS_ALSO] = "Also per game: %s VP from resources held and %s VP from citizens.",
    [TR_MENU_NO_PROFILES] = "No profiles yet",
    [TR_MENU_PROFILE_N] = "profile %d of %d",

    /* the rules core's refusal reasons, shown after "Not allowed:" (tr_reason) */
    [TR_WHY_SLOT] = "dice are in slots 1 to 4",
    [TR_WHY_BLACK_DIE] = "the black die cannot be chosen",
    [TR_WHY_DESTROYED] = "that die's plaza is destroyed",
    [TR_WHY_PAY_WHICH] = "slot 2 is paid with one resource of your choice: choose it",
    [TR_WHY_PAY_NONE] = "this die's cost leaves no resource to choose",
    [TR_WHY_COLOUR] = "a die is red, yellow or white",
    [TR_WHY_ACTION] = "the action is gain, prestige or work",
    [TR_WHY_VALUE] = "a die's value is 1 to 6",
    [TR_WHY_RAID1] = "Raid 1: influence cannot change this die's value",
    [TR_WHY_RAID2] = "Raid 2: this die's colour cannot be changed",
    [TR_WHY_CANNOT_PAY] = "not enough resources to pay for this die",
    [TR_WHY_INFLUENCE] = "not enough influence for that value",
    [TR_WHY_KNOWLEDGE] = "not enough knowledge for that colour",
    [TR_WHY_VALUE0] = "a die of value 0 builds nothing (there is no column 0)",
    [TR_WHY_RAID6] = "Raid 6: this die cannot build a prestige building",
    [TR_WHY_BUILT] = "that building is already built",
    [TR_WHY_CROSSED] = "that building is crossed out",
    [TR_WHY_NO_BUILD_NOW] = "there is no building to choose now",
    [TR_WHY_NO_CELL] = "there is no such cell",
    [TR_WHY_NOT_WORK] = "that is not an open work building",
    [TR_WHY_NOT_PRESTIGE] = "that prestige building is not offered or not open",
    [TR_WHY_NO_CITIZEN_NOW] = "there is no citizen to place now",
    [TR_WHY_BANQUET4] = "Banquet 4 gives a yellow or a white citizen",
    [TR_WHY_TRACK_FULL] = "that citizen track is full",
    [TR_WHY_OVER] = "the game is over",
    [TR_WHY_ROLLED] = "the dice are already rolled: everyone chooses first",
    [TR_WHY_DICE_FACES] = "dice show 1 to 6",
    [TR_WHY_UNKNOWN] = "unknown move",
    [TR_WHY_PLAYER] = "there is no such player",
    [TR_WHY_ROLL_FIRST] = "the dice must be rolled first",
    [TR_WHY_CHOSEN] = "this player has already chosen this half-day",
    [TR_WHY_FALLBACK] = "taking 1 of each resource is only for a player who can pay for no die",
    [TR_WHY_DIE_FIRST] = "this player must choose a die first",
    [TR_WHY_ROLL_GAINS] = "a roll gains nothing by itself",
    [TR_WHY_MOVES_FULL] = "the move list is full",
    [TR_WHY_ID_NO_SEED] = "a game code ends with # and its seed, a number (e.g. #7)",
    [TR_WHY_ID_SEED] = "the seed is a whole number from 0 to 18446744073709551615",
    [TR_WHY_ID_PLAYERS] = "a game code starts with the player count, 1p to 10p",
    [TR_WHY_ID_SEPARATOR] = "game code parts are separated by -",
    [TR_WHY_ID_RANDOM] = "random numbering is r, a value from 1 to 6, and u or d, e.g. r4d",
    [TR_WHY_ID_EXPERT] = "custom numbering is e and the six values, e.g. e351246",
    [TR_WHY_ID_NUMBERING] = "the column numbering is std, random (e.g. r4d) or custom (e.g. e351246)",
    [TR_WHY_ID_PART] = "unknown part in the game code (expected -x, -L..., -T...)",
    [TR_WHY_ID_NO_NUMBERING] = "the column numbering comes after the player count: std, random (e.g. r4d) or custom (e.g. e351246)",
    [TR_WHY_ID_TILES_NEED_X] = "-T needs the expansion (-x)",
    [TR_WHY_ID_LAYOUT_NEEDS_TILES] = "an explicit wheel with the expansion needs its tiles (-T)",
    [TR_WHY_ID_LAYOUT_LENGTH] = "-L needs 9 notches of two letters (R, Y, W)",
    [TR_WHY_ID_LAYOUT_LETTERS] = "-L letters are R, Y or W",
    [TR_WHY_ID_TILES_LENGTH] = "-T needs three tiles, e.g. -T3b6b8b",
    [TR_WHY_ID_TILES_FORM] = "-T tiles are a number 1 to 8 and b (Banquet) or r (Raid)",
    [TR_WHY_ID_TILES_PLAZAS] = "-T needs the wheel's single-colour plazas",
    [TR_WHY_PARAMS_LEFTMOST] = "the leftmost value must be 1 to 6",
    [TR_WHY_PARAMS_DIRECTION] = "the direction must be up or down",
    [TR_WHY_PARAMS_PERMUTATION] = "the column values must use each of 1 to 6 once",
    [TR_WHY_PARAMS_FACE] = "a plaza face has no colour",
    [TR_WHY_PARAMS_PLAZAS] = "the wheel must hold the nine plazas of [R1]",
    [TR_WHY_PARAMS_RAID_NO_TILE] = "a Raid side with no tile",
    [TR_WHY_PARAMS_TILES_NEED_EXPANSION] = "Banquet/Raid tiles need the expansion",
    [TR_WHY_PARAMS_TILE_NUMBER] = "expansion tiles are numbered 1 to 8",
    [TR_WHY_PARAMS_TILE_PLACE] = "expansion tiles sit beside the single-colour plazas",
    [TR_WHY_PARAMS_TILE_TWICE] = "an expansion tile is used twice",
    [TR_WHY_PARAMS_TILE_SIDE] = "a tile side is Banquet or Raid",
    [TR_WHY_PARAMS_TILES_IN_PLAY] = "the expansion puts one tile beside each single-colour plaza",
    [TR_WHY_PARAMS_PLAYERS] = "a game has 1 to 10 players",
    [TR_WHY_PARAMS_FLAGS] = "flags are 0 or 1",
    [TR_WHY_PARAMS_MODE] = "the column values do not follow the numbering mode",

    /* the setup's word on each bot level */
    [TR_BOT_HOW_RANDOM] =
        "Plays any legal move at random: for tests, not an opponent.",
    [TR_BOT_HOW_GREEDY] =
        "Weighs every choice by what the sheet can still become, one move at a time.",
    [TR_BOT_HOW_EXPERT] =
        "Plays the next few half-days out many times before each choice.",
    [TR_BOT_HOW_BEGINNER] =
        "Plays each die as it was rolled, takes what scores at once and sticks to a favourite colour.",
    [TR_BOT_HOW_CASUAL] =
        "Changes a die's colour but never its value, looks a little ahead and favours one colour.",
    [TR_BOT_HOW_REGULAR] =
        "Changes dice both ways and looks further ahead, but does not plan the Cathedrals' multipliers.",
    [TR_SETUP_LEVEL_SCORE] = "%s: about %d VP alone",
    [TR_SETUP_LEVEL_SCORE_X] = "%s: about %d VP alone with the expansion",

    /* what a sheet gained, in a list (play_say_gain) */
    [TR_GAIN_NOTHING] = "nothing",
    [TR_GAIN_PLUS_AMOUNT] = "+%s",
    [TR_GAIN_MINUS_AMOUNT] = "−%s",
    [TR_GAIN_CIT_ONE_RED] = "+1 red citizen",
    [TR_GAIN_CIT_ONE_YELLOW] = "+1 yellow citizen",
    [TR_GAIN_CIT_ONE_WHITE] = "+1 white citizen",
    [TR_GAIN_CIT_RED] = "+%d red citizens",
    [TR_GAIN_CIT_YELLOW] = "+%d yellow citizens",
    [TR_GAIN_CIT_WHITE] = "+%d white citizens",
    [TR_GAIN_BUILT] = "builds %s",
    [TR_GAIN_LINK] = "a link bonus",
    [TR_GAIN_LINKS] = "%d link bonuses",
    [TR_GAIN_COLUMN] = "the column %d bonus",
    [TR_GAIN_CHARACTER] = "%s unlocked",
    [TR_GAIN_DIE_CROSSED] = "%s die box %d crossed out",
    [TR_GAIN_CELL_CROSSED] = "a building crossed out",
    [TR_GAIN_CELLS_CROSSED] = "%d buildings crossed out",
    [TR_GAIN_VP] = "+%d VP",
    [TR_GAIN_VP_LOST] = "−%d VP",

    /* rule events as they happen */
    [TR_EV_GAINED] = "In all: %s.",
    [TR_EV_LINK] = "Link complete: %s.",
    [TR_EV_COLUMN_RES] = "Citizen column %d reached on all three tracks: +1 of each resource.",
    [TR_EV_COLUMN_WORK] = "Citizen column %d reached on all three tracks: build a work building.",
    [TR_EV_CIT15] = "15th %s citizen: its bonus builds %s or %s.",
    [TR_EV_CIT20] = "20th %s citizen: +1 citizen of each other colour.",
    [TR_EV_FLIP] = " The destroyed %s plaza flips to %s.",
    [TR_EV_FLIP_SAME] = " The destroyed %s plaza flips over; its other side is %s too.",
    [TR_EV_RAID] = " Banquet %d turns to Raid %d: %s",
    [TR_EV_TURN] = " The wheel turns to day %d: each plaza faces a new price.",
    [TR_EV_REVEAL_GAIN] = " In all: %s.",
    [TR_EV_PRICE_BANQUET] = "free (Banquet %d)",
    [TR_EV_PANEL_FREE] = "The %s is free (Banquet %d).",

    /* the sheet's marks and its tooltips */
    [TR_SHEET_TIP_RES_HEAD_INFLUENCE] = "Influence track",
    [TR_SHEET_TIP_RES_HEAD_DENIERS] = "Deniers track",
    [TR_SHEET_TIP_RES_HEAD_KNOWLEDGE] = "Knowledge track",
    [TR_SHEET_TIP_RES_HELD] = "%d held: %d squares circled, %d crossed out as spent.",
    [TR_SHEET_TIP_RES_HOW] = "A gain circles the next squares; paying crosses out circled ones.",
    [TR_SHEET_TIP_RES_CITIZEN] = "Circling squares 6, 12 and 18 gives +1 on the %s.",
    [TR_SHEET_TIP_RES_END] = "Gains past square 18 are lost. At the end: 1 VP for every 2 held.",
    [TR_SHEET_TIP_CIT_HEAD_RED] = "Red citizen track",
    [TR_SHEET_TIP_CIT_HEAD_YELLOW] = "Yellow citizen track",
    [TR_SHEET_TIP_CIT_HEAD_WHITE] = "White citizen track",
    [TR_SHEET_TIP_CIT_COUNT] = "%d circled: each citizen scores 1 VP at the end.",
    [TR_SHEET_TIP_CIT_COLS] = "Once all three tracks reach them: column 3 gives 1 of each resource, columns 6 and 11 a work building of your choice.",
    [TR_SHEET_TIP_CIT_MARKS] = "15th: build %s or %s. 20th: 1 citizen of each other colour.",
    [TR_SHEET_TIP_CIT_FULL] = "A citizen gained on a full track goes on another track of your choice.",
    [TR_SHEET_TIP_CHAR] = "Unlocked by this column's Cathedral: each %s built then scores 1, 2 or 3 VP, as that Cathedral is your 1st–2nd, 3rd–4th or 5th–6th.",
    [TR_SHEET_TIP_CHAR_NOW] = "Unlocked at ×%d: %d VP so far.",
    [TR_SHEET_TIP_CHAR_NOT] = "Not unlocked yet.",

    /* the hot-seat reveal */
    [TR_REVEAL_HEAD_OTHER] = "%s: %s",
    [TR_REVEAL_KEYS] = "Left and Right, or a name above, show another player's sheet.",
    [TR_BTN_REVEAL_PREV] = "‹ Sheet",
    [TR_BTN_REVEAL_NEXT] = "Sheet ›",
    [TR_SUM_MORNING] = "Day %d, morning",
    [TR_SUM_AFTERNOON] = "Day %d, afternoon",
    [TR_SUM_PLAYER] = "Player",
    [TR_SUM_DIE] = "Die",
    [TR_SUM_ACTION] = "Action",
    [TR_SUM_GAINS] = "This half-day",
    [TR_SUM_POINT] = "Point at a row: what it did, in words.",

    /* learn to play: the guided game's screen */
    [TR_TUT_OFFER_HEAD] = "New to Troyes Dice?",
    [TR_TUT_OFFER_LINE] = "Learn to play in about 12 minutes: a guided game in which you make every move.",
    [TR_TUT_OFFER_LEARN] = "Learn to play",
    [TR_TUT_OFFER_SKIP] = "Skip, I know the game",
    [TR_TUT_OFFER_KEYS] = "Enter: learn to play · Esc: skip",
    [TR_TUT_OFFER_LATER] = "You will find it on the title screen at any time.",
    [TR_TUT_MENU_CONTINUE] = "Continue lesson %d",
    [TR_TUT_MENU_LESSON] = "Lesson %d",
    [TR_TUT_MENU_DROP] = "Starting lesson %d drops lesson %d (left at step %d): press it again to start.",
    [TR_TUT_STEP] = "Step %d of %d",
    [TR_TUT_STEP_DAY] = "Day %d ·",
    [TR_TUT_NEXT] = "Next (Enter)",
    [TR_TUT_SKIP] = "Skip lesson",
    [TR_TUT_SKIP_SURE] = "Skip? Press again",
    [TR_TUT_FOLLOW] = "Follow the highlight: %s.",
    [TR_TUT_DO_NEXT] = "read, then press Next",
    [TR_TUT_DO_ROLL] = "roll the dice",
    [TR_TUT_DO_DIE] = "take the %s",
    [TR_TUT_DO_PAY] = "pay with %s",
    [TR_TUT_DO_VALUE] = "set its value to %d",
    [TR_TUT_DO_COLOUR] = "make it %s",
    [TR_TUT_DO_TARGET] = "click the highlighted box on your sheet",
    [TR_TUT_DO_GAIN] = "click the highlighted die box on your sheet (or the Gain button)",
    [TR_TUT_DO_CONFIRM] = "press Confirm",
    [TR_TUT_DO_OPTION] = "click the highlighted choice, or press Enter on it",
    [TR_TUT_OFF] = "Not during the guided game: follow the steps.",
    [TR_TUT_PLAY_ON] = "The lesson is over: play the game on to its end.",
    [TR_TUT_FINAL] = "Your final score: %d VP.",
    [TR_TUT_REAL_GAME] = "You know the game: play your first real game",
    [TR_TUT_REAL_GAME_BTN] = "Play a real game",
    [TR_TUT_PANEL_READ] = "Read the gold-framed lesson at the bottom right, then press Next (Enter).",

    /* learn to play: the guided game's sentences */
    [TR_TUT_WELCOME] = "Welcome to Troyes! This wheel is the town: nine plazas in three colours, red, yellow and white.",
    [TR_TUT_SHEET] = "This is your sheet. You score by building, gathering citizens and keeping resources: 1 VP for every 2 of one resource. The Sheet guide button, top right, explains each row.",
    [TR_TUT_ROLL] = "Each half-day starts with a roll: three dice to choose from, and the black one. Roll them.",
    [TR_TUT_PRICES] = "This 2 is a yellow 2: a die takes its plaza's colour. Prices are on the inner ring: free, 1 of any resource, 1 denier, 2 deniers. The black die destroys its plaza and is never taken.",
    [TR_TUT_GAIN] = "A die builds in its colour's district, in the column of its value, or gains resources on that column's die box, the numbered box. Yellow gives deniers: take the free yellow 2 and gain 2.",
    [TR_TUT_FLIP] = "End of the half-day: the destroyed plaza flips over, and that one is red now. Your deniers are circled on their track: 5, so 2 VP. Its 6th, 12th and 18th slots each give a citizen.",
    [TR_TUT_PRESTIGE] = "Afternoon: the dice fell on the next four plazas. Now build: the red 1 builds a Fortress, a prestige building, in column 1 of the red district.",
    [TR_TUT_CITIZENS] = "The Fortress gave you a red citizen: every citizen is worth 1 point at the end. A Fortress also protects its whole column from the black die: you will see it on day 3.",
    [TR_TUT_WORK] = "Day 2: the inner ring turned one step, so each price sits over another plaza. Work buildings are the lower row: the free red 2 builds a Count's Palace, 2 red citizens.",
    [TR_TUT_VALUE_MOVE] = "Influence changes a value, 1 a step: lower the red 3, taken for 1 denier, to 2 with 1 influence, for a Fortress in column 2. Two neighbours make a link: the lozenge between them gives a red citizen.",
    [TR_TUT_PROTECTED] = "Day 3: the black die now attacks your sheet too. This black 1 on red attacks die box 1 of your red district, Nobles: your Fortress in column 1 protects it.",
    [TR_TUT_COLOUR_MOVE] = "Knowledge changes a die's colour: 2 knowledge. Take the white 2, pay it with a denier, make it yellow and build a City Hall: 2 yellow citizens.",
    [TR_TUT_CROSSED] = "A black 3 on white: die box 3 of your white district, Religious, is crossed out. Its two buildings can no longer be built, but a die there can still gain resources.",
    [TR_TUT_FORTRESS4] = "Build a Fortress in column 4: it gives a yellow citizen, and column 4 is safe from now on.",
    [TR_TUT_SLOT6] = "Gain 3 knowledge with the free white 3 (a crossed-out box still gains): your knowledge track reaches its 6th circle, which gives a white citizen.",
    [TR_TUT_BISHOPRIC] = "Column 3 gives 1 of each resource once all three tracks have 3 citizens: red has 5, yellow 3, white 1. Make the yellow 5 white for a Bishopric: its 2 white citizens take white to 3.",
    [TR_TUT_CHAIN] = "Column 3 reached: 1 influence, 1 denier and 1 knowledge. That denier filled slot 6 of your deniers: one more citizen, a yellow one. Bonuses chain: one bonus can set off another.",
    [TR_TUT_CATHEDRAL] = "The white 1 builds a Cathedral, white prestige, in column 1. It unlocks Hugues de Payns: 1 point per Fortress, times this box: ×1 for 1 or 2 Cathedrals, ×2 for 3 or 4, ×3 for 5 or 6.",
    [TR_TUT_GREAT_HALL] = "Yellow prestige is a Great Hall: in column 2, it gives 2 red citizens for each red die on the wheel, and there is 1. Pay with deniers and build it there.",
    [TR_TUT_CITY_HALL_LINK] = "Build a City Hall in column 1, beside the other one: its link gives 3 deniers.",
    [TR_TUT_BISHOPRIC_LINK] = "Build a Bishopric in column 6 (2 deniers): with column 5 it makes a link, 4 white citizens in all.",
    [TR_TUT_COLUMN6] = "All three tracks reached column 6: build a work building of your choice. Take the Count's Palace in column 1.",
    [TR_TUT_PALACE3] = "Pay the red 3 with influence and build a Count's Palace in column 3: 2 more red citizens, 13 in all.",
    [TR_TUT_CIT15] = "One more Count's Palace, in column 4: your red track reaches its 15th citizen, which builds for free.",
    [TR_TUT_CIT15_PICK] = "Red's 15th citizen builds a Great Hall or a Cathedral: take the Cathedral in column 2. One more rule: a track's 20th citizen gives one citizen of each other colour.",
    [TR_TUT_SLOT12] = "Day 8, the last. Take the yellow 4 (1 denier) and gain 4 deniers, 3 more in all: slot 12 of your deniers gives a yellow citizen.",
    [TR_TUT_THIRD_CATHEDRAL] = "Last move, and yours to choose: any die, any action. One idea: raise the white 2 to 4 for a third Cathedral (Jeanne scores your City Halls ×2).",
    [TR_TUT_END] = "Game over. Your score: citizens, 1 point per 2 resources, and your characters. You know the game!",
    [TR_TUT2_OFFER_BTN] = "Next lesson",
    [TR_TUT2_MENU] = "Lesson 2",
    [TR_TUT2_PICTURE] = "day %d, morning",
    [TR_TUT2_PICTURE_PM] = "day %d, afternoon",
    [TR_TUT2_PIC_NOTE] = "Another game, not yours: 2 players at one screen, sheets hidden",
    [TR_TUT2_PIC_SHARED] = "The hand-over screen, seen by all",
    [TR_TUT2_PIC_WHOSE] = "%s's screen",
    [TR_TUT2_PIC_COUNT] = "Picture %d of %d",
    [TR_TUT_DO_HINT] = "ask for a hint",
    [TR_TUT_DO_UNDO] = "press Undo",
    [TR_TUT_DO_TAKE_HINT] = "click the row of hint %d under your sheet",
    [TR_TUT_DO_FREE_IDEA] = "%s, or make any move you like",
    [TR_TUT_DO_FREE] = "your own move: finish it as the panel asks",
    [TR_TUT2_WELCOME] = "Lesson 2: the Banquets & Raids expansion, hints, undo and playing together at one screen. With the expansion, 3 tiles lie on the wheel's outer ring, each on a plaza, Banquet side up.",
    [TR_TUT2_ROLL] = "Roll the dice. Each tile's icons say what it gives a die taken from its plaza (point at a tile to read it in words).",
    [TR_TUT2_BANQUET] = "The white 3 sits beside Banquet 3: a die taken there is free, where its slot costs 1. Point at a tile to read both its sides.",
    [TR_TUT2_FREE] = "Take the white 3 and gain 3 knowledge, for nothing.",
    [TR_TUT2_RAID] = "The black die destroyed the plaza beside Banquet 6, so its tile turned to Raid 6 for the rest of the game: “%s”",
    [TR_TUT2_ROLL_AFTERNOON] = "Roll the afternoon's dice.",
    [TR_TUT2_BLACK_BANQUET] = "The black die landed beside Banquet 8: no plaza is destroyed, and you may use the black die as a red die.",
    [TR_TUT2_HINT] = "Not sure which die to take? Ask for a hint: the Hint button, or H.",
    [TR_TUT2_HINT_SHOWN] = "The marks are the expert's best choices, 1 the best (equal estimates: equally good), each on what it would build (not a die's number). A click sets one up; you choose.",
    [TR_TUT2_TRY] = "Try something first: take the yellow 2 and gain 2 deniers.",
    [TR_TUT2_FLIP] = "The afternoon is over: Banquet 8, where the black die landed, turns to Raid 8 for the rest of the game.",
    [TR_TUT2_RAID_8] = "Raid 8, from now on: “%s”",
    [TR_TUT2_UNDO] = "Changed your mind? Undo (or Backspace) takes your move back, and the flip with it, until the next roll.",
    [TR_TUT2_TAKE_HINT] = "Now take hint 1 instead: click its row under your sheet. The yellow 2, raised to 3 with 1 influence, builds a Great Hall: +4 VP.",
    [TR_TUT2_HOTSEAT] = "Picture 1 shows another game: 2 players at one screen, sheets hidden. After choosing, Player 1 presses Pass the turn.",
    [TR_TUT2_HANDOVER] = "Picture 2: the hand-over screen hides every sheet and asks the others to look away. Player 2 shows their own sheet and chooses from the same dice.",
    [TR_TUT2_REVEAL] = "Picture 3, on Player 2's screen: the last to choose presses Show the choices, which reveals everyone's moves; they can no longer be taken back.",
    [TR_TUT2_END] = "That's lesson 2. To play with the expansion, tick Banquets & Raids when you set up a game.",

    /* numbers */
    [TR_DECIMAL_POINT] = ".",
};
