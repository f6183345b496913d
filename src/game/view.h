/* view.h — the drawn pieces of the play screen, synced from the core's state into entities:
 * the scoresheet of one player (sheet.c) and the two-layer wheel (wheel.c). Both only read the
 * state; what is legal, what it costs and what it gains always comes from the core.
 *
 * Entity keys: the top byte is the group (VIEW_G_*), so each piece syncs on its own.
 */
#ifndef VIEW_H
#define VIEW_H

#include "app.h"
#include "troyes/td_state.h"

enum {
    VIEW_G_SHEET = 1,
    VIEW_G_WHEEL = 2,
    VIEW_G_DICE = 3,
    VIEW_G_UI = 4,
    VIEW_G_HILITE = 5,
    VIEW_G_OVERLAY = 6
};

static inline uint32_t view_key(int group, int kind, int a, int b)
{
    return (uint32_t)group << 24 | (uint32_t)(kind & 0xFF) << 16 | (uint32_t)(a & 0xFF) << 8 |
           (uint32_t)(b & 0xFF);
}

/* ---- the names of entities in the dump (dump.c) ---------------------------------------------
 * A line of `--dump` names its entity `group.kind[a,b]`: the group (sheet, wheel, dice, hilite,
 * overlay; none for the screen's own group), the kind's name from the table of the file that
 * owns its K_* enum, and the key's index bytes as that table says: a number, or a word where a
 * small fixed set has names. A widget's part (ui_widgets.h) follows as ".part1" .. ".part3".
 * Each table sits beside its enum, indexed by the kind; the dump picks the current screen's. */

/* How an index byte of a key reads. */
enum {
    VIEW_IX_NONE = 0, /* not shown (always 0) */
    VIEW_IX_NUM,      /* a number */
    VIEW_IX_COLOUR,   /* TD_RED..TD_WHITE (a district): red, yellow, white */
    VIEW_IX_RESOURCE, /* TD_INFLUENCE..TD_KNOWLEDGE: influence, deniers, knowledge */
    VIEW_IX_ACTION,   /* TD_ACT_*: gain, prestige, work */
    VIEW_IX_ROW,      /* TD_ROW_*: fortress, palace, great_hall, city_hall, cathedral, bishopric */
    VIEW_IX_WORDS     /* the kind's own words (view_name.words), for a or for b */
};

/* One of a kind's own words for an index; `then` (VIEW_IX_*, 0: none) says how the next index
 * reads after this word. */
typedef struct view_word {
    const char *word;
    unsigned char then;
} view_word;

typedef struct view_name {
    const char *name;         /* lowercase, words joined by '.' or '_'; NULL: no such kind */
    unsigned char a, b;       /* VIEW_IX_* of the key's two index bytes */
    const view_word *words;   /* VIEW_IX_WORDS: indexed by the index byte (a NULL word: its number) */
    int n_words;
} view_name;

/* A file's table of names, indexed by its K_* kinds. */
typedef struct view_kinds {
    const view_name *name;
    int n;
} view_kinds;
#define VIEW_KINDS(table) {(table), (int)(sizeof(table) / sizeof((table)[0]))}
#define VIEW_WORDS(words) (words), (int)(sizeof(words) / sizeof((words)[0]))

extern const view_kinds sheet_kinds, wheel_kinds, menu_kinds;
extern const view_kinds play_kinds, setup_kinds, handover_kinds, end_kinds, rules_kinds;
extern const view_kinds title_kinds, settings_kinds, achievements_kinds, stats_kinds;

/* Hit tags (ecs_hit.tag); a and b say which one. */
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
    HIT_OFF        /* a = BTN_*: a button that does nothing now (its tooltip says why) */
};

/* ---- the scoresheet ----------------------------------------------------------------------- */

/* Geometry, in design units (centres). */
void sheet_cell_pos(int row, int pos, float *x, float *y);
void sheet_diebox_pos(int district, int pos, float *x, float *y);
void sheet_res_pos(int resource, int slot0, float *x, float *y);  /* slot0 0..17 */
void sheet_cit_pos(int colour, int index0, float *x, float *y);   /* index0 0..19 */
#define SHEET_CELL_W 50.0f
#define SHEET_CELL_H 30.0f
#define SHEET_LEFT 625.0f  /* the sheet's left and right edges */
#define SHEET_RIGHT 1273.0f
#define SHEET_BOX_W 38.0f
#define SHEET_BOX_H 24.0f

/* Syncs the entities of `player`'s sheet. `prev` is the state shown before (NULL: nothing to
 * animate); marks new since `prev` are drawn as animated pen strokes, one after the other,
 * starting after `delay` seconds. Returns the time the strokes take. */
float sheet_sync(app *a, const td_state *prev, const td_state *now, int player, float delay);
/* A link's caption in the current language: "1R" (a red citizen), "3D" (3 deniers). */
void sheet_link_caption(const td_link *l, char *buf, size_t n);
/* How the sheet and the rules pages draw a Fortress's shield and a link's lozenge: icons in
 * layers, each at a share of the whole size, moved down by a share of it. */
typedef struct ui_layer {
    int icon;
    float size, dy;
    gfx_rgba colour;
} ui_layer;
#define UI_SHIELD_LAYERS 3
#define UI_LOZENGE_LAYERS 2
/* A Fortress's shield: pale, edged in dark red, with a red heart. */
void ui_shield_layers(ui_layer out[UI_SHIELD_LAYERS]);
/* A link lozenge of `district`: edged in its dark colour (the pale Religious one shows too). */
void ui_lozenge_layers(int district, ui_layer out[UI_LOZENGE_LAYERS]);
/* `troyes-dice --check-captions`: in every language, does each small caption of the sheet (a
 * row's action, a cell's bonus, a link's) fit its room at a readable size? Prints a summary,
 * names each one that does not on stderr, and returns how many. */
int sheet_check_captions(app *a);

/* ---- the wheel ------------------------------------------------------------------------------ */

#define WHEEL_CX 300.0f
#define WHEEL_CY 317.0f
#define WHEEL_R 258.0f

/* Where the die of `slot` rests this half-day (design units). */
void wheel_slot_pos(const td_state *s, int slot, float *x, float *y);
/* Angle (radians, 0 = right, clockwise) of notch n. */
float wheel_notch_angle(int notch);
/* Syncs the wheel's entities; with `prev`, animates what changed (the small layer's turn, a
 * destroyed plaza lifting out and coming back flipped). */
void wheel_sync(app *a, const td_state *prev, const td_state *now);
/* The renderer lost what its textures held: the next wheel_sync draws the small layer again. */
void wheel_textures_lost(void);

#endif
