/* play_input.h — how one input on the play screen becomes a move, a change of what the player is
 * considering, or nothing: the play screen's ui state and the one pure function over it.
 *
 * Mouse, keyboard, gamepad, hints and scripted `--moves` steps all arrive as a play_input: a hit
 * target (what the mouse pressed), or an abstract action (up, next, confirm, pick die N...).
 * play_interpret reads the game state (never changes it) and the table's situation (play_ctx),
 * updates the ui state, and says what follows: a move for the screen to play, a command for the
 * screen to carry out (undo, hints, the menu...), or nothing. It takes no SDL types, draws
 * nothing and does no I/O, so tests/unit/test_play_input.c runs it without a window.
 */
#ifndef PLAY_INPUT_H
#define PLAY_INPUT_H

#include "kit/nav.h"
#include "troyes/td_engine.h"
#include "troyes/td_state.h"

/* What a hit area on the play screen is (ecs_hit.tag); a and b say which one. */
enum {
    HIT_NONE = 0,
    HIT_DIE,       /* a = slot */
    HIT_CELL,      /* a = row, b = position: a building */
    HIT_DIEBOX,    /* a = district colour, b = position: gain resources with that die */
    HIT_CITIZEN,   /* a = colour: a citizen track (overflow, Banquet 4) */
    HIT_BUTTON,    /* a = BTN_* */
    HIT_VALUE,     /* a = the value to set */
    HIT_COLOUR,    /* a = colour */
    HIT_PAY,       /* a = resource */
    HIT_ACTION,    /* a = TD_ACT_* */
    HIT_SEAT,      /* a = player: show that sheet (open sheets) */
    HIT_HINT,      /* a = the hint's rank: take that hint */
    HIT_LINK,      /* a = row, b = pair: a link lozenge (its tooltip says what it is) */
    HIT_TILE,      /* a = tile 1..8, b = 1 on its Raid side: an expansion tile on the wheel */
    HIT_CIT_SQUARE, /* a = colour, b = index 0..19: a citizen square with a bonus (its tooltip) */
    HIT_OFF,       /* a = BTN_*: a button that does nothing now (its tooltip says why) */
    HIT_RES_TRACK, /* a = resource: a resource track (its tooltip says what it holds and gives) */
    HIT_CIT_TRACK, /* a = colour: a citizen track (its tooltip says what it scores and gives) */
    HIT_CHARACTER, /* a = position: a character of the scoring column (its tooltip) */
    HIT_PRICE,     /* a = notch 1..8: a slot's price on the wheel's inner ring (its tooltip) */
    HIT_PAUSE,      /* a = PAUSE_*: a button of the pause menu */
    HIT_PAUSE_VEIL, /* the pause menu's veil and box: they take the mouse, and a click there does nothing */
    HIT_PROGRESS,   /* a = TD_ACH_*: an achievement's bar under the sheet (its tooltip) */
    HIT_GUIDE       /* a = 0: the sheet guide's button (opens or closes it); 1: the guide (closes it) */
};

/* The play screen's buttons (HIT_BUTTON's a). */
enum { BTN_ROLL = 1, BTN_CONFIRM, BTN_UNDO, BTN_HINT, BTN_SOUND, BTN_FALLBACK, BTN_CANCEL, BTN_END, BTN_MENU, BTN_PASS,
       BTN_REVEAL, BTN_WATCH_NEXT, BTN_WATCH_PLAY, BTN_WATCH_BACK, BTN_REVEAL_PREV, BTN_REVEAL_NEXT };

/* The decision a player's hints are for: the player, the half-day (the session's moves before its
 * roll) and the player's own moves since that roll. The players of a half-day decide apart, so
 * another player's move (a bot's, say) leaves a player's decision, and its hints, as they were. */
typedef struct play_decision {
    int player, roll, own;
} play_decision;

#define PLAY_HINTS_MAX 4

/* The pause menu's buttons (HIT_PAUSE's a), shown in the order play_pause_items gives. */
enum { PAUSE_RESUME = 0, PAUSE_RULES, PAUSE_SAVE_LEAVE, PAUSE_RESTART_LESSON, PAUSE_LEAVE_LESSON, PAUSE_SETTINGS, PAUSE_ITEMS };

/* What the player sees and is considering: never undone, never saved. */
typedef struct play_ui {
    int viewer;                 /* player whose sheet and decisions are shown */
    int slot, pay, value, colour, action; /* the die choice being considered; slot -1: none */
    int pay_chosen;             /* the player pressed a "Pay with" button for this die */
    td_move legal[TD_LEGAL_MAX]; /* the shown player's legal moves (play_ui_refresh) */
    int n_legal;
    int cursor;                 /* keyboard cursor over the decision's choices */
    int armed;                  /* the cursor is shown: an arrow, Tab or a first Enter showed it,
                                 * and Enter now plays its option (a quick second Enter after a
                                 * move does not take a bonus unseen) */
    int auto_vc;                /* the value and colour shown were set by an action, not by the
                                 * player: another action starts again from the die's own */
    int hover;                  /* entity under the mouse, -1 */
    uint32_t hover_key;         /* its key: a sync that plays a move may put another entity at
                                 * that index while the keys leave the mouse still (hover_update) */
    int keyed;                  /* the last input was a key (not the mouse moving) */
    int keys_used;              /* a key that picks a die or moves among the choices (or the
                                 * gamepad's) was used since the screen opened, or a refusal named
                                 * the keys: the dice wear the keys 1-4 that pick them (a mouse
                                 * player never sees them, nor one who only rolls with Enter or
                                 * asks for hints) */
    char note[640];             /* a short line about the last refusal or bot move, or the rule events of the
                                 * shown player's own move (play_events.c) */
    /* A note that describes the die choice (a die set up for a cell at another value or colour,
     * "Enter again plays it", an action still to pick, a Raid's surcharge on the die picked) holds
     * only while that choice does: its words (the note while it is so), how much of the choice it
     * describes (PLAY_NOTE_OF_*), and the choice it was said for (note_pending: the input that said
     * it is not over; the choice is taken when it is). play_ui_note_follow drops it once the choice
     * differs. */
    char choice_note[640];
    int note_of;
    int note_pending;
    int note_slot, note_pay, note_value, note_colour, note_action;
    char banner[2048];          /* after a roll: its events; before one: what everyone chose */
    int n_hints;                /* the hints shown: the best few distinct choices */
    td_move hint[PLAY_HINTS_MAX];
    float hint_est[PLAY_HINTS_MAX];
    play_decision hint_shown_for; /* the decision the hints shown were made for */
    int hint_next;              /* the hint H (or the gamepad's Y) sets up next */
    int paused;                 /* the pause menu is open over the table: it alone takes the inputs */
    int pause_focus;            /* the index (in play_pause_items' order) of its button the keys act on */
    int guide;                  /* the sheet's guide shows over the wheel (play_guide.c) */
} play_ui;

/* What play_interpret needs to know of the table besides the game state (the screen works it out). */
typedef struct play_ctx {
    int held;            /* hidden sheets: the last choice is held before the reveal (Enter reveals) */
    int pass_due;        /* hidden sheets: the shown player is done and passes the turn on Enter */
    int peek_back;       /* a sheet looked at: Enter shows again the player still to choose */
    int hints_current;   /* the hints shown are for the shown decision */
    int n_seats;
    const nav_rect *place; /* where each of ui->legal is on the sheet (for the arrows), or NULL */
    int watch;           /* a line is watched (game.h): PLAY_WATCH_* */
    int revealing;       /* a half-day's choices are shown (play_revealing): Left and Right, Page
                          * Up and Page Down, and the Previous and Next buttons show another sheet */
    int lesson;          /* a guided lesson is played: the pause menu offers to restart or leave it */
} play_ctx;

/* Watching a line played out: no choice is the player's; the inputs step, play or leave it. */
enum { PLAY_WATCH_NONE = 0, PLAY_WATCH_MOVES_LEFT, PLAY_WATCH_DONE };

/* One input. */
enum {
    PLAY_IN_HIT = 1,   /* a press on hit target tag/a/b (the mouse, or a pad's cursor) */
    PLAY_IN_PICK_DIE,  /* a = slot: keys 1-4, a script's "select N" */
    PLAY_IN_NEXT_DIE,  /* a = +1 or -1: Page Down / Page Up, the pad's shoulders */
    PLAY_IN_UP, PLAY_IN_DOWN, PLAY_IN_LEFT, PLAY_IN_RIGHT,
    PLAY_IN_NEXT,      /* the next action, or the next option of a decision (Tab) */
    PLAY_IN_PAY,       /* the next resource that can pay (P) */
    PLAY_IN_CONFIRM,   /* Enter, the pad's A */
    PLAY_IN_CONTINUE,  /* Space: roll, reveal, pass or come back, but never play a choice */
    PLAY_IN_CANCEL,    /* Esc, the pad's B: drop the choice, else open the pause menu (in it: resume) */
    PLAY_IN_UNDO,      /* Backspace, the right button */
    PLAY_IN_HINT,      /* H, the pad's Y: hints, and again: set them up in turn */
    PLAY_IN_SET_UP_HINT, /* a = rank: set hint a up for the player to confirm */
    PLAY_IN_NEXT_SHEET, /* V: the next seat's sheet */
    PLAY_IN_RULES,     /* F1 */
    PLAY_IN_MOVE,      /* move: a scripted move, set up as a player would choose it and played */
    PLAY_IN_SET_UP,    /* move: a die move set up as a player would choose it, for Enter to play */
    PLAY_IN_GUIDE      /* G: the sheet's guide shown or put away */
};

typedef struct play_input {
    int kind;          /* PLAY_IN_* */
    int tag, a, b;     /* PLAY_IN_HIT: the target; a: the slot, step or rank of the others */
    td_move move;      /* PLAY_IN_MOVE, PLAY_IN_SET_UP */
} play_input;

/* What follows an input. */
enum {
    PLAY_OUT_NONE = 0, /* nothing changed */
    PLAY_OUT_UI,       /* the ui state changed */
    PLAY_OUT_MOVE,     /* play `move` (the ui state may have changed too) */
    PLAY_OUT_DO        /* carry out command `cmd` */
};

/* Commands for the screen: what needs the session, the table or another screen. */
enum {
    PLAY_DO_UNDO = 1,    /* take back the shown player's last move */
    PLAY_DO_HINTS,       /* work out hints for the shown decision */
    PLAY_DO_HINTS_KEY,   /* H while no hints are shown: ask, or set the first up once they come */
    PLAY_DO_SOUND,       /* sound on or off */
    PLAY_DO_SHOW_SHEET,  /* arg = seat: show that sheet */
    PLAY_DO_END,         /* the final scores */
    PLAY_DO_MENU,        /* back to the title (the game is saved; a lesson keeps its progress) */
    PLAY_DO_RESTART_LESSON, /* the guided lesson played again from its first step */
    PLAY_DO_PASS,        /* hidden sheets: pass the turn to the next human */
    PLAY_DO_REVEAL,      /* hidden sheets: show everyone's choices */
    PLAY_DO_BACK,        /* from a sheet looked at, back to the player still to choose */
    PLAY_DO_RULES,       /* the rules pages, whose Back returns here */
    PLAY_DO_SETTINGS,    /* the settings, whose Back returns here */
    PLAY_DO_WATCH_NEXT,  /* a line watched: its next move now */
    PLAY_DO_WATCH_PLAY,  /* a line watched: play on, or pause */
    PLAY_DO_WATCH_END    /* a line watched: back to the player's final scores */
};

enum { PLAY_SOUND_NONE = 0, PLAY_SOUND_CLICK, PLAY_SOUND_REFUSE };

typedef struct play_out {
    int kind;          /* PLAY_OUT_* */
    td_move move;      /* PLAY_OUT_MOVE */
    int cmd, arg;      /* PLAY_OUT_DO */
    int sound;         /* PLAY_SOUND_*: the sound the input makes */
    int refused;       /* the input was refused and ui->note now says why (the screen shows it
                        * where the player looks too) */
} play_out;

/* Interprets input `in` on state `s` for the shown player (ui->viewer): updates `ui` (the choice,
 * the cursor, the note) and returns what follows. Refusals leave the choice as it was, with a note
 * and the refusal sound. */
play_out play_interpret(const td_state *s, play_ui *ui, const play_ctx *ctx, const play_input *in);

/* ---- queries on the ui state, for the screen's drawing ------------------------------------ */

/* The pause menu's buttons (PAUSE_*) for the table `ctx` describes, in their order, into
 * item[PAUSE_ITEMS]: Resume, Rules, then Save and leave, or in a lesson Restart lesson and Leave
 * lesson. Returns how many. */
int play_pause_items(const play_ctx *ctx, int item[PAUSE_ITEMS]);

/* Drops the die being considered and the option shown. */
void play_ui_clear_choice(play_ui *ui);
/* A note that describes the die choice goes once the choice is another (play_ui's choice_note):
 * play_interpret and play_ui_refresh call it when they are done. */
enum { PLAY_NOTE_OF_NONE = 0, PLAY_NOTE_OF_DIE, PLAY_NOTE_OF_CHOICE };
void play_ui_note_follow(play_ui *ui);
/* After the game changed: the shown player's legal moves again (none when `decides` is 0: a bot's
 * sheet, or no decision), and a choice they no longer allow dropped. */
void play_ui_refresh(play_ui *ui, const td_state *s, int decides);
/* The index in ui->legal of the die move slot/pay/value/colour/action (-1: any), or -1. */
int play_ui_find(const play_ui *ui, int slot, int pay, int value, int colour, int action);
/* How the sheet shows die move m's target while a die is chosen: PLAY_LIT_SET, lit with its cost
 * (a move of the chosen die, paid as pressed on a "Pay with" button, at the value and colour the
 * panel shows: the die's own, or those the player or an action set); PLAY_LIT_OTHER, a move the
 * die reaches only at another value or colour (shown in the row under the mouse; a click there
 * sets the die up for it); PLAY_LIT_NONE, not the chosen die's. */
enum { PLAY_LIT_NONE = 0, PLAY_LIT_OTHER, PLAY_LIT_SET };
int play_ui_lit(const play_ui *ui, const td_move *m);
/* Whether the chosen die can play action `act` at some value and colour (with the payment shown
 * once one was chosen). */
int play_ui_action_reachable(const play_ui *ui, int act);
/* The chosen die's move to sheet target tag/ta/tb (a building cell or a die box), as a click there
 * makes it: its value, colour and action, paid as pressed on a "Pay with" button, else as a shown
 * hint pays for that very move (`hints_current`: the hints are for this decision), else with the
 * panel's payment when it reaches the target, else with the legal payment that costs least (the
 * fewest VP at the end, td_cost_score_loss; between equals, the one held most). Returns its
 * index in ui->legal, or -1 (then *m is the move the core refuses). */
int play_ui_target_move(const play_ui *ui, const td_state *s, int hints_current, int tag, int ta, int tb, td_move *m);
/* Where move m lands on the sheet: tag HIT_CELL (row, position), HIT_DIEBOX (colour, position),
 * HIT_CITIZEN (colour), or HIT_NONE (the fallback, a roll). */
void play_target_of(const td_state *s, const td_move *m, int *tag, int *ta, int *tb);
/* The keys of the dice that may be taken (as the dice wear them): "2-4" for three or more in a row
 * (TR_PANEL_KEYS_RANGE), else "1, 2, 4". */
void play_die_keys(const td_state *s, char *out, size_t size);
/* The amounts of r[0..TD_RESOURCES) in words, joined: "2 deniers, 1 knowledge"; "" for none. */
void play_amounts_words(const uint8_t *r, char *buf, size_t n);
/* A die named as the player sees it on the wheel of state `s` (rolled), without an article: its
 * plaza's colour and the value it shows ("white 4"), or "black 6". With `priced`, when another die
 * of that colour and value lies on the wheel, its price too ("free yellow 6", "yellow 6 at 1
 * denier"), and, should that not tell them apart either, its key ("... (key 3)"). Returns buf. */
char *play_die_name(const td_state *s, int slot, int priced, char *buf, size_t n);

#endif
