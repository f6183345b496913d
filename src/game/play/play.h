/* play.h — the play screen's parts and the state they share. One file per concern:
 *
 *   screen_play.c   the screen: SDL events become play_inputs, play_interpret (play_input.c) says
 *                   what follows, and play_apply is the one place a move is applied
 *   play_table.c    the table's flow: hot-seat hand-overs, the held last choice and the reveal,
 *                   passing the turn, looking at another sheet, undo
 *   play_jobs.c     the hints and the bots' moves, worked out on threads (think.h)
 *   play_text.c     the sentences: a move described, the roll's events, the reveal, the notes
 *   play_reveal.c   the half-day's moves played again, and the places each seat's moves used
 *   play_summary.c  the half-day's summary: a table in the panel, a row per seat, until the roll
 *   play_panel.c    the entities of the panel under the wheel and the banner, synced from the
 *                   game and the ui state (play_sync_ui, with the two below)
 *   play_bar.c      the top bar: the day, the seats' tabs and scores, the buttons
 *   play_marks.c    the targets lit on the sheet, the hints' marks, the achievements' progress
 *   play_tooltip.c  the tooltip over what the mouse (or the keyboard's choice) points at
 *   play_events.c   the rule events as they happen: their sentences and their marks
 *   play_toast.c    a refusal said where the player looks: the note's words beside what was
 *                   clicked (or what the keys act on), for a moment
 *
 * The wheel and its dice are drawn by wheel.c, the sheet by sheet_view.c (view.h).
 *
 * Three kinds of state stay apart: the ui state (play_ui: what is chosen, hovered and shown), the
 * table's flow (play_table), the jobs (play_jobs) and the draw caches (play_draw: what the
 * entities were last synced from). The game state itself is the session's (a->ss).
 */
#ifndef PLAY_H
#define PLAY_H

#include <stdint.h>

#include "shell/app.h"
#include "play/play_input.h"
#include "play/view.h"
#include "troyes/td_engine.h"

/* ---- the rule events as they happen (play_events.c, play_events.h) ---- */

/* The kinds of events (and of their marks' entities, group VIEW_G_EVENTS). */
enum {
    EV_RESOURCE = 1, /* a = resource, b = its last circled slot (0..17), amount = slots circled */
    EV_LINK,         /* a = row, b = pair */
    EV_COLUMN,       /* a = citizen column (3, 6, 11) */
    EV_CIT15,        /* a = colour: the 15th citizen of its track */
    EV_CIT20,        /* a = colour: the 20th */
    EV_ATTACK,       /* a = district, b = position: the die box an attack crossed out */
    EV_SHIELD,       /* a = district, b = position: the die box a Fortress protected */
    EV_DESTROYED,    /* a = notch: a plaza the black die destroyed */
    EV_FLIP,         /* a = notch: a destroyed plaza flipped at the end of the half-day */
    EV_RAID,         /* a = notch: its Banquet tile turned to the Raid side */
    EV_TURN,         /* the small layer turned after an afternoon */
    EV_BANQUET8,     /* a = notch: the black die landed on Banquet 8 and destroys nothing */
    EV_KINDS,
    EV_RESOURCE_TXT = EV_KINDS /* (an entity kind only: the text of EV_RESOURCE's mark) */
};

typedef struct play_event {
    uint8_t kind, a, b;
    int8_t player;   /* the sheet it happened on; -1 on the wheel */
    int amount;
} play_event;

#define PLAY_EVENTS_MAX 48
typedef struct play_events {
    int n;
    play_event ev[PLAY_EVENTS_MAX];
    int moves;        /* the session's move count they were found at, and its game's seed: */
    uint64_t seed;    /* a hand-over and back keeps them while the game has not moved on */
    int said_at;      /* where the last move's sentences begin in the note, -1: none said */
    char said[640];   /* the note as they left it (an undo takes them back while it is so) */
} play_events;

/* Entity kinds of the play screen (the second byte of view_key). */
enum { K_BAR = 1, K_TITLE, K_SEAT, K_SEAT_TXT, K_BTN, K_BTN_TXT, K_PANEL, K_PANEL_TXT, K_CHOICE,
       K_CHOICE_TXT, K_DIE, K_DIE_RING, K_BANNER, K_HL, K_HL_TXT, K_HINT_TXT, K_DIE_X,
       K_SEAT_TURN, K_DIE_SYMBOL, K_UNLIT, K_HINT_FRAME, K_HINT_BADGE, K_HINT_BADGE_TXT,
       K_HINT_ROW, K_PROG_TXT, K_PROG_BAR, K_HL_FOCUS, K_DIE_KEY, K_PROG_TICK,
       K_REVEAL_MARK, K_BTN_COST, K_BTN_ICON, K_BTN_ICON_BACK,
       /* the half-day's summary (play_summary.c): its title's lines, its columns' heads, a row
        * (a = seat), its texts and icons (a = seat, b = which), the die a seat took */
       K_SUM_TITLE, K_SUM_HEAD, K_SUM_ROW, K_SUM_TXT, K_SUM_ICON, K_SUM_DIE,
       K_DIE_FOCUS, /* the keys' focus ring around the die they act on (wheel.c) */
       /* a refusal beside what it refuses (play_toast.c): its box, its "no" mark (a = 0 the disc,
        * 1 the cross), its lines (a = line) */
       K_TOAST, K_TOAST_NO, K_TOAST_TXT,
       K_HL_OTHER, /* a target the die reaches at another value or colour than the panel's (play_marks.c) */
       /* the pause menu (play_pause.c, group VIEW_G_OVERLAY): the veil over the table, its box, its
        * title and foot line (a = which), a button and its label (a = PAUSE_*) */
       K_PAUSE_VEIL, K_PAUSE_BOX, K_PAUSE_TXT, K_PAUSE_BTN, K_PAUSE_BTN_TXT,
       K_PANEL_NOTE /* a line of the note in the panel (b = line; play_panel.c) */ };
/* the dice's marks are drawn by wheel.c under the same kinds */
_Static_assert((int)K_DIE == (int)WHEEL_K_DIE && (int)K_DIE_RING == (int)WHEEL_K_DIE_RING &&
                   (int)K_DIE_X == (int)WHEEL_K_DIE_X && (int)K_DIE_SYMBOL == (int)WHEEL_K_DIE_SYMBOL &&
                   (int)K_DIE_KEY == (int)WHEEL_K_DIE_KEY && (int)K_DIE_FOCUS == (int)WHEEL_K_DIE_FOCUS,
               "the dice's entity kinds");

/* The room a window taller than 16:9 adds to the play screen (0 to 80 design units: ecs.h's tall
 * screens), and how it is shared (play_place_zones, ecs_zone): the sheet grows from its top right
 * corner by up to PLAY_TALL_SHEET_GROWTH and fills the height under the top bar; the wheel stays
 * at the top, moved left as far as the sheet's growth needs, and the half-day's summary under it
 * has the room; the panel goes down to the window's foot and is narrower (play_panel_right), its
 * words as large. */
#define PLAY_TALL_SHEET_GROWTH 0.10f
#define PLAY_TALL_GAP 10.0f /* between the grown sheet and the wheel or the panel */
#define PLAY_BAR_H 40.0f    /* the top bar's height */
void play_place_zones(ecs_world *w);
/* The panel under the wheel: its centre, height and top edge, with the app `a` of the screen. */
#define PANEL_Y_OF(a) (652.0f + ((a)->world->design_h - ECS_DESIGN_H))
#define PANEL_H 112.0f
#define PANEL_LEFT 10.0f /* its left edge, and its right edge at 16:9 */
#define PANEL_RIGHT 610.0f
/* The panel's right edge: PANEL_RIGHT, or less beside a sheet grown in a tall window (clear of it
 * by PLAY_TALL_GAP); its middle and width. What the panel holds keeps to its left edge, or to its
 * right edge, or to its middle. */
float play_panel_right(const app *a);
#define PANEL_CX_OF(a) ((PANEL_LEFT + play_panel_right(a)) / 2)
#define PANEL_W_OF(a) (play_panel_right(a) - PANEL_LEFT)
/* How much narrower than at 16:9 the panel is (0 or less): what keeps to its right edge moves by it */
#define PANEL_NARROW_OF(a) (play_panel_right(a) - PANEL_RIGHT)
#define PANEL_TOP_OF(a) (PANEL_Y_OF(a) - PANEL_H / 2)

/* The table's flow: who is shown, and what is held back from the others. */
typedef struct play_table {
    int held;             /* hidden sheets: the last human's move closed the half-day, and the
                           * choices are not shown yet (reveal): that player may undo */
    td_state held_view;   /* while held: the half-day as it stood before the last choice closed
                           * it (the wheel and the day stay on it until the reveal) */
    int moved;            /* the shown player made a move on this screen (see play_pass_due) */
    int peek;             /* a sheet with no choice to make is shown because its tab was clicked
                           * (a bot's, or a human's who has chosen: to look, or undo) */
    int peek_from;        /* the human whose sheet was shown before the peek */
    int reveal_drawn;     /* the reveal: the seat whose half-day was last drawn as pen strokes
                           * (1 + seat; 0: none yet) */
} play_table;

#define PLAY_PLAN_MOVES 512 /* the bots' moves of one half-day: 9 bots and their bonus chains */

/* The hints and the bots' moves being worked out. */
typedef struct play_jobs {
    play_decision hint_asked_for; /* the decision of the hints being worked out */
    int hint_wanted;      /* hints were asked for this decision and are being worked out */
    int hint_take;        /* H pressed again while they were: set the first up when they come */
    play_decision hint_take_for;  /* the decision that H was pressed for */
    int hint_take_due;    /* they came for it: the screen sets the first up (PLAY_IN_SET_UP_HINT) */
    float bot_wait;       /* the pause before the bots' choices are shown */
    /* The bots choose as the people do, at the same time: their moves are worked out as soon as
     * the half-day is rolled, on the half-day as they see it (the players of a half-day decide
     * apart), and kept here, unseen, until no human at the table has anything left to choose;
     * then they are played all together and the reveal shows them with everyone else's. */
    int plan_on;          /* plan_seen and plan_move are for the half-day rolled at plan_roll */
    int plan_roll;        /* that half-day: the session's moves before its roll */
    td_state plan_seen;   /* the half-day as it was when the bots began, with their moves planned
                           * so far */
    int plan_n;
    td_move plan_move[PLAY_PLAN_MOVES];
} play_jobs;

/* Who a move given to play_apply comes from (play_moves' `by`): a person, a bot (a line watched
 * is played as a bot's), or a batch: a script's "auto" or "end" (--moves), which plays moves
 * straight on, the bots' planned ones first, and syncs the screen once after them. */
enum { PLAY_BY_HUMAN, PLAY_BY_BOT, PLAY_BY_BATCH };

/* The moves the bots' jobs and a line watched hand back to the play screen, which applies them in
 * order through play_apply (screen_play.c): the jobs never apply a move themselves. A move marked
 * `check` that the game no longer allows (td_move_check) ends the list: the game went on without
 * it; so does a batch's move that the core refuses. */
typedef struct play_moves {
    int n;
    td_move move[PLAY_PLAN_MOVES + 1];
    uint8_t by[PLAY_PLAN_MOVES + 1];    /* PLAY_BY_*: a bot's refused move stops the bot and says so */
    uint8_t check[PLAY_PLAN_MOVES + 1];
} play_moves;

/* What the entities were last synced from. */
typedef struct play_draw {
    td_state shown;       /* the state the entities were last synced from */
    td_state wheel_shown; /* the state the wheel and the dice were last synced from */
    int has_shown, has_wheel;
    int shown_viewer;
    float wheel_scale;    /* the layout scale the small layer's texture was made at */
    float design_h;       /* the design space's height the panel was placed for */
    int tip_wait;         /* no tooltip of the table's pieces until the mouse moves: the screen
                           * was entered, or a press played a move, with the mouse left where it
                           * was (the tooltip of what the table put under it would cover the table
                           * the player looks at; play_draw_tooltip) */
} play_draw;

/* A refusal said where the player looks (play_toast.c): the note's words, beside what the refused
 * input was aimed at, for PLAY_TOAST_SECONDS of game time or until the next input. */
#define PLAY_TOAST_SECONDS 2.5f
typedef struct play_aim {
    float x, y, w, h;   /* what a refused input was aimed at (design units: centre and size) */
    int panel;          /* 1: at the panel as a whole (no die chosen...), whose note says why */
} play_aim;
typedef struct play_toast {
    float left;         /* the seconds it still shows; 0 or less: none */
    play_aim at;        /* what it is about: the box keeps off it */
    char text[640];     /* the note's words when it was refused */
} play_toast;

typedef struct play_screen {
    play_ui ui;
    play_table table;
    play_jobs jobs;
    play_draw draw;
    play_events events; /* the rule events of the last move, roll and half-day's end, marked */
    play_toast toast;   /* the last refusal, beside what it refused */
} play_screen;

static inline const td_state *now_of(const app *a) { return &a->ss->now; }
/* The state the wheel, the dice and the day show: the game's, or while the last choice of a
 * hidden half-day waits for the reveal, the half-day it closed (not the next one already). */
static inline const td_state *view_of(const app *a)
{
    return a->play->table.held ? &a->play->table.held_view : now_of(a);
}
/* What the shown player must decide now (TD_NEED_*). */
static inline int play_need(const app *a) { return td_need_of(now_of(a), a->play->ui.viewer).kind; }

/* screen_play.c */
/* Applies move m, which comes from `by` (PLAY_BY_*): every move of the game goes through here. The
 * core applies it through game_apply (the autosave follows there); then, for a person's or a bot's,
 * the notes, the table's flow and the entities (a batch's caller syncs once after the batch).
 * NULL, or the core's reason for refusing it (said in the note; a bot refused is stopped). */
const char *play_apply(app *a, const td_move *m, int by);
/* After the game or the ui state changed: the table's flow, then the entities. */
void screen_play_sync(app *a);
/* Interprets input `in` (play_interpret) and carries out what follows: the move, the command, or
 * the entities synced with the ui state. */
void play_input_do(app *a, const play_input *in);

/* The die panel's action buttons' id (their K_BTN entities are (PANEL_BTN_ACTION, action)). */
#define PANEL_BTN_ACTION 23

/* play_panel.c: the entity helpers the play screen's files share. play_entity makes (or finds)
 * the drawable entity of a key (its index in *index when not NULL); play_label a text; play_button
 * a rounded button with its label and a hit area (tag, ta, tb; a disabled one hits HIT_OFF, for a
 * tooltip that says why). */
ecs_entity *play_entity(app *a, int group, int kind, int i, int j, int *index);
ecs_entity *play_label(app *a, int group, int kind, int i, int j, float x, float y, float px, int face,
                       int align, gfx_rgba c, const char *s, float z);
void play_button(app *a, int id, int sub, float x, float y, float w, float h, const char *label, int enabled,
                 int primary, int tag, int ta, int tb);
/* play_bar.c: the top bar (the day, the seats' tabs and scores, the buttons). */
void play_sync_bar(app *a);
/* play_marks.c: the targets lit on the sheet and the wheel, the hints' marks, the focus ring, the
 * achievements' progress (group VIEW_G_HILITE). */
void play_sync_marks(app *a);

/* play_table.c. The table's commands (undo, pass, back from a peek, the reveal) change the game
 * and the table's flow only, and return 1 when the screen must sync its entities
 * (screen_play_sync), which the caller does: the table never calls the screen back. */
int play_undoable(const app *a);
/* Why the shown player has nothing to undo now (play_undoable < 0), in words, into buf: the note
 * Undo leaves and its button's tooltip say the same. */
void play_undo_refusal(const app *a, char *buf, size_t size);
int play_undo(app *a);
int play_pass_due(const app *a);
int play_pass_turn(app *a);
int play_peek_waiting(const app *a);
int play_back_from_peek(app *a);
void play_show_sheet(app *a, int seat);
/* Follows the game: whose sheet is shown, the hand-over screen between hidden hot-seat players.
 * Returns 1 when it went to another screen. */
int play_follow_turn(app *a);
/* After move m took the game from `before`: a half-day closed is held (hidden sheets: its last
 * chooser may still undo) or revealed; a finished game shown is recorded. */
void play_table_after_move(app *a, const td_state *before);
/* The reveal; when the bots' planned choices come with it, they go to *out, to be applied. */
int play_reveal(app *a, play_moves *out);
/* Whether the half-day just ended is being shown (after its reveal, before the next roll, also
 * once the game is over), at a table of more than one seat with a human at it: every sheet may be
 * looked at, and the panel says what the shown player chose and gained. */
int play_revealing(const app *a);

/* play_jobs.c */
play_decision play_decision_of(const app *a, int player);
int play_same_decision(play_decision x, play_decision y);
/* Whether hints may be asked for: not when the settings turn them off, except in a lesson (whose
 * steps ask for them). */
int play_hints_allowed(const app *a);
/* Whether the hints made last are for the decision shown (not an earlier one, not another
 * player's sheet), and hints are allowed. */
int play_hints_shown(const app *a);
/* Asks for the hints of the decision shown; with hints not allowed, asks for none and the note
 * says why (returns 0), else returns 1. */
int play_make_hints(app *a);
/* H while no hints are shown: asks for them, or, while they are being worked out, has the first
 * set up when they come. 0 when hints are not allowed (play_make_hints). */
int play_hints_key(app *a);
/* Shows the hints once they are worked out (`wait`: block for them). Returns 1 when it changed
 * what is shown. When H was pressed twice before they came, jobs.hint_take_due asks the screen to
 * set the first one up. */
int play_poll_hints(app *a, int wait);
/* The note that hints are being worked out, once they are not. */
void play_drop_thinking_note(app *a);
/* The bots' decisions, one at a time, a short pause apart (screen_play's update): the moves to
 * apply now go to *out (a roll at a table of bots, the half-day's planned choices when they are
 * to be shown). A line watched plays on so, while it is not paused. */
void play_bots_step(app *a, float dt, play_moves *out);
/* Whether a human at the table has something to choose in state s. */
int play_humans_waiting(const app *a, const td_state *s);
/* Once no human has anything left to choose (and no last choice is held), the bots' choices
 * planned for the half-day are to be played all together: they go to *out. Returns 1 when they
 * did; 0 while they are still being worked out or must wait. */
int play_bots_show(app *a, play_moves *out);
/* Whether the bots have something to do: a choice still to work out, or those worked out to show
 * now (while they wait for a human, nothing moves: the window may sleep). */
int play_bots_due(const app *a);
/* A script's 'auto' or 'end': the bots' moves planned so far for the half-day go to *out, to be
 * played at once as the batch's first moves. */
void play_bots_flush(app *a, play_moves *out);
/* A line watched: its next move goes to *out, to be applied as a bot's is. */
void play_watch_next(app *a, play_moves *out);

/* play_reveal.c */
/* Plays the half-day's moves again from the roll (the session's checkpoint): calls `each` with
 * every move of seat p (every seat's when p < 0), in the order they were made, and the states
 * before and after it. */
typedef void (*play_visit)(const td_state *before, const td_state *after, const td_move *m, void *ctx);
void play_replay_half_day(const app *a, int p, play_visit each, void *ctx);

/* play_text.c */
/* What a sheet gained (td_sheet_gain, td_move_preview), as a list in words: "+2 influence,
 * +1 red citizen, builds a Fortress, a link bonus, +3 VP"; each resource by how many more (or
 * fewer) are held, and dice and buildings crossed out by an attack are named too; "nothing" when nothing changed. `s` gives the column
 * numbering (a crossed die box is named by its value). Writes at most `size` bytes. */
void play_say_gain(const td_state *s, const td_gain *g, char *buf, size_t size);
/* A move in words: "the white 4, builds a Cathedral", "the red 4 as red 1, gains 1 influence" (the
 * die named on the wheel of `s`, the state the move is played on; with s NULL, by the colour and
 * value it is played as). */
void play_describe_move(const td_state *s, const td_move *m, char *buf, size_t n);
/* A hint's move as advice to the player, in the list under the sheet: "Take the white 3 as white 4:
 * build a Cathedral, pay 1 influence, 1 knowledge", "Build a Fortress in column 2", "Take a yellow
 * citizen" (the die named on the wheel of `s`, the state the move would be played on; `priced`:
 * with its price when another die looks alike, else by its looks alone: the payment said after
 * it holds that price). */
void play_hint_advice(const td_state *s, const td_move *m, int priced, char *buf, size_t n);
void play_roll_banner(app *a);
const char *play_need_text(const app *a, char *buf, size_t n);
/* The end of the half-day `closed` on the wheel (flips, a Banquet turned, the turn), in words, in
 * the banner: the summary's table says what each seat chose (play_summary.c). */
void play_reveal_banner(app *a, const td_state *closed);
/* Seat p's half-day in words, for its row's tooltip: `head` what it chose ("Anna: die 2 as red 4,
 * builds a Fortress, then ..."), `gain` what it gained in all ("In all: +1 influence, ..."; empty
 * when it chose nothing). */
void play_summary_said(const app *a, int p, char *head, size_t hn, char *gain, size_t gn);
void play_note_forced_builds(app *a, const td_state *before, const td_move *m);
void play_note_lost_bonuses(app *a, const td_state *before, const td_move *m);
/* The building bonuses in `lost` (TD_LOST_* bits), each said by its sentence (`short_form`: its
 * phrase after ", then "), appended to buf (`size` bytes). */
void play_say_lost(uint8_t lost, int short_form, char *buf, size_t size);

/* play_reveal.c */
/* The places on p's sheet the half-day's moves used: hit targets (HIT_CELL, HIT_DIEBOX, and
 * HIT_CIT_SQUARE for each citizen circled) with their a and b, at most `cap`; returns how many. */
int play_reveal_marks(const app *a, int p, int tag[], int ta[], int tb[], int cap);

/* play_panel.c */
void play_sync_ui(app *a);
/* Where a target is drawn on the sheet: its centre and size, in design units. */
void play_target_rect(const app *a, int tag, int ta, int tb, float *x, float *y, float *w, float *h);

/* play_pause.c: the pause menu over the table while ui.paused (group VIEW_G_OVERLAY; nothing
 * when it is closed). play_sync_ui calls it. */
void play_pause_sync(app *a);
/* play_guide.c: the sheet's guide over the wheel, while ui.guide, and its button on the sheet
 * (group VIEW_G_GUIDE). */
void play_guide_sync(app *a);
/* `troyes-dice --check-captions`: in every language, does the pause menu's title and each of its
 * buttons' words fit its room at its full size, and its foot line in two lines? Prints a summary,
 * names each one that does not on stderr, and returns how many. */
int play_pause_check_captions(app *a);
/* The table's situation as play_interpret is given it (screen_play.c), without the places of a
 * decision's options: what the pause menu's buttons are. */
play_ctx play_ctx_of(const app *a);

/* play_summary.c: the half-day just ended, while it is shown (before the next roll): a table in
 * the panel under the wheel, a row per seat (its name, the die it took, its action, what it
 * gained, as icons), with the panel's buttons beside it. Nothing of it lies on the wheel or the
 * sheet. */
int play_summary_shown(const app *a);
void play_summary_sync(app *a);

/* play_tooltip.c */
void play_draw_tooltip(app *a);

/* play_toast.c. play_toast_aim says where input `in` was aimed (centre and size, design units):
 * the entity pressed (`hit`; -1 for a key or the pad), else what the keys act on (the die they
 * pick or the one chosen, the option their cursor shows), else the panel; play_toast_show shows
 * the note (the reason `in` was refused) beside that rectangle. play_toast_drop takes it away
 * (the next input); play_toast_tick counts dt seconds of game time and returns 1 when it has just
 * gone. The caller syncs the entities after each; play_toast_sync (in play_sync_ui) makes the
 * box's. */
play_aim play_toast_aim(app *a, const play_input *in, int hit);
void play_toast_show(app *a, const play_aim *at);
void play_toast_drop(app *a);
int play_toast_tick(app *a, float dt);
void play_toast_sync(app *a);

#endif
