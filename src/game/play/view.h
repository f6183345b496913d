/* view.h — the drawn pieces of the play screen, synced from the core's state into entities:
 * the scoresheet of one player (sheet_view.c) and the two-layer wheel (wheel.c). Both only read the
 * state; what is legal, what it costs and what it gains always comes from the core.
 *
 * Entity keys: the top byte is the group (VIEW_G_*), so each piece syncs on its own.
 */
#ifndef VIEW_H
#define VIEW_H

#include "shell/app.h"
#include "play/play_input.h" /* the hit targets (HIT_*) */
#include "troyes/td_state.h"

enum {
    VIEW_G_SHEET = 1,
    VIEW_G_WHEEL = 2,
    VIEW_G_DICE = 3,
    VIEW_G_UI = 4,
    VIEW_G_HILITE = 5,
    VIEW_G_OVERLAY = 6,
    VIEW_G_EVENTS = 7, /* the rule events' marks (play_events.c) */
    VIEW_G_TUTORIAL = 8, /* the guided game's callout and highlight (tut_view.c) */
    VIEW_G_GUIDE = 9     /* the sheet's guide and its button (play_guide.c) */
};
_Static_assert(VIEW_G_GUIDE < ECS_GROUPS, "a view group is an index of the world's group arrays");

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
extern const view_kinds events_kinds;
extern const view_kinds tutorial_kinds, learn_kinds;
extern const view_kinds guide_kinds;

/* ---- the scoresheet ----------------------------------------------------------------------- */

/* Geometry, in design units (centres). */
void sheet_cell_pos(int row, int pos, float *x, float *y);
void sheet_diebox_pos(int district, int pos, float *x, float *y);
void sheet_cit_pos(int colour, int index0, float *x, float *y);   /* index0 0..19 */
void sheet_res_pos(int resource, int slot0, float *x, float *y);  /* slot0 0..17 */
/* The row of the character of position `pos` in the scoring column: its centre and size. */
void sheet_character_rect(int pos, float *x, float *y, float *w, float *h);
#define SHEET_CELL_W 50.0f
#define SHEET_CELL_H 30.0f
#define SHEET_LEFT 625.0f  /* the sheet's left and right edges */
#define SHEET_RIGHT 1273.0f
/* The achievements' strip under the citizen tracks (play_marks.c): its lines' left and right
 * ends, and the most its names take (the bars and counts have the rest; a ticked box before a
 * name the profile holds takes 14 of it). */
#define PROGRESS_LEFT (SHEET_LEFT + 13)
#define PROGRESS_RIGHT (SHEET_RIGHT - 12)
#define PROGRESS_NAME_ROOM ((PROGRESS_RIGHT - PROGRESS_LEFT) * 0.55f)
#define SHEET_TOP 48.0f    /* its top edge and its height */
#define SHEET_H 664.0f
#define SHEET_BOX_W 38.0f
#define SHEET_BOX_H 24.0f
/* A Fortress's shield beside a die box: in the gap to the next column's box, raised a little, so
 * it never sits on the box or its number. Its centre from the box's centre, and its size. */
#define SHEET_SHIELD_DX 28.0f
#define SHEET_SHIELD_DY -4.0f
#define SHEET_SHIELD_SIZE 17.0f

/* Syncs the entities of `player`'s sheet. `prev` is the state shown before (NULL: nothing to
 * animate); marks new since `prev` are drawn as animated pen strokes, one after the other,
 * starting after `delay` seconds. Returns the time the strokes take. */
float sheet_sync(app *a, const td_state *prev, const td_state *now, int player, float delay);
/* How the sheet and the rules pages draw a Fortress's shield and a link's lozenge: icons in
 * layers, each at a share of the whole size, moved down by a share of it. */
typedef struct sheet_layer {
    int icon;
    float size, dy;
    gfx_rgba colour;
} sheet_layer;
#define SHEET_SHIELD_LAYERS 3
#define SHEET_LOZENGE_LAYERS 2
/* A Fortress's shield: pale, edged in dark red, with a red heart. */
void sheet_shield_layers(sheet_layer out[SHEET_SHIELD_LAYERS]);
/* A link lozenge of `district`: edged in its dark colour (the pale Religious one shows too). */
void sheet_lozenge_layers(int district, sheet_layer out[SHEET_LOZENGE_LAYERS]);
/* `troyes-dice --check-captions`: in every language, does each word of the sheet (a district's
 * name, a row's action, a character's name and column, the totals, the achievements' heading and
 * names under it) fit its room at the sheet's
 * smallest text size (14 design units: 11.2 px at 1024x640)? Prints a summary, names each one
 * that does not on stderr, and returns how many. */
int sheet_check_captions(app *a);
/* For the --check-captions checks: counts text `s` (language `lang`) if it needs less than `px`
 * design units to fit `room` in `face`, and names it on stderr, `where` it is ("on the sheet"). */
int play_caption_too_wide(app *a, int lang, int face, float px, const char *s, float room, const char *where);

/* ---- the wheel ------------------------------------------------------------------------------ */

#define WHEEL_CX 300.0f
#define WHEEL_CY 317.0f
#define WHEEL_R 258.0f
#define WHEEL_PLAZA_R0 (WHEEL_R * 0.62f) /* a plaza's inner and outer radius (its depth: 80 units) */
#define WHEEL_PLAZA_R1 (WHEEL_R * 0.93f)

/* The dice's entity kinds (group VIEW_G_DICE). */
enum { WHEEL_K_DIE = 11, WHEEL_K_DIE_RING = 12, WHEEL_K_DIE_X = 17, WHEEL_K_DIE_SYMBOL = 19, WHEEL_K_DIE_KEY = 28,
       WHEEL_K_DIE_FOCUS = 40 };
/* What the dice show besides the state: the die being considered, the mouse, the keys. */
typedef struct wheel_dice_look {
    int chosen;        /* the slot of the die being considered, shown at value and colour; -1 none */
    int value, colour;
    int hover;         /* the entity under the mouse (a usable die grows a little), -1 none */
    int held;          /* a held half-day: nothing to take, nothing grows */
    int keys;          /* the keys 1-4 that pick the dice are shown on them */
    int focused;       /* the chosen die wears the keys' focus ring: the last input was a key */
} wheel_dice_look;
/* Syncs the dice on the wheel from state s; `rolled`: they tumble in from the centre (with the
 * cosmetic stream, never the game's). */
void wheel_sync_dice(app *a, const td_state *s, const wheel_dice_look *shown, int rolled);
/* Syncs the wheel's entities; with `prev`, animates what changed (the small layer's turn, a
 * destroyed plaza lifting out and coming back flipped). */
void wheel_sync(app *a, const td_state *prev, const td_state *now);
/* Where a plaza sits in its notch (its middle, design units), and its expansion tile. */
void wheel_plaza_pos(int notch, float *x, float *y);
void wheel_tile_pos(int notch, float *x, float *y);
/* An expansion tile: its width and height, and how far out its middle lies from the wheel's
 * centre. It sits in the outer part of its plaza, so that it keeps clear of the die of that notch
 * and of what rides on the die's corners (its key 1-4, a cross badge, a colour-blind symbol), even
 * grown as a chosen die is, and of a frame around the tile (WHEEL_TILE_FRAME wider;
 * play_events.c). Wider than high: its number and side on the left, what it does on the right,
 * in icons (wheel.c); along a plaza there is room to spare, towards the dice none (the key of a
 * die beside the tile of the upper left notch lies 6 units under it). */
#define WHEEL_TILE_W 70.0f
#define WHEEL_TILE_H 40.0f
#define WHEEL_TILE_R (WHEEL_R * 0.822f)
#define WHEEL_TILE_FRAME 8.0f
#define WHEEL_SMALL_R (WHEEL_R * 0.60f) /* the small layer's radius */
/* Draws the edge of the plaza of `notch` (`width` design units wide) around its middle at pixel
 * (px, py), at `scale` pixels per design unit. */
void wheel_plaza_edge(app *a, int notch, float px, float py, float scale, float width, gfx_rgba c);
/* The side of the square box around a plaza's middle that holds the plaza and an edge around it
 * (design units). */
float wheel_plaza_box(void);
/* A painter (ecs_drawable.paint, user = app) of a plaza's edge, for an entity at the plaza's
 * middle (wheel_plaza_pos) whose box is wheel_plaza_box(): draw.value the notch, draw.width the
 * line, draw.colour over a line of draw.colour2 5 units wider. It draws inside its box, so it may
 * be kept as a sprite. */
void wheel_paint_plaza_edge(void *user, const ecs_entity *e, SDL_FRect px, float scale);
/* The renderer lost what its textures held: the next wheel_sync draws the small layer again. */
void wheel_textures_lost(void);
/* A slot's price as the wheel and the rules draw it (SPEC §2, td_slot_cost): its number (0: free,
 * drawn as the word) and the resources shown beside it, in icon[] (TD_INFLUENCE..TD_KNOWLEDGE,
 * drawn as GFX_ICON_INFLUENCE + resource): the three for slot 2's resource of the player's
 * choice, one denier for the others. Returns how many icons. */
int wheel_price_icons(int slot, int *number, int icon[TD_RESOURCES]);
/* The ink of a price's icon for `resource` on a light (morning) or dark (afternoon) ground. */
gfx_rgba wheel_price_ink(int resource, int dark_ground);

#endif
