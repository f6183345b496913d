/* sheet_view.c — one player's scoresheet as entities: three districts of six columns (die boxes with
 * this game's numbering, prestige and work cells with their icons and bonuses, link lozenges),
 * the resource tracks, the citizen tracks with their column bonuses, and the scoring column with
 * each character's multiplier. Marks (outlines, circles, crosses, a built cell's hatching) are pen
 * strokes animated in the order they were made. Everything drawn comes from the state; scores come
 * from td_score_of.
 */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "app_lang.h"
#include "troyes/td_engine.h"
#include "troyes/td_score.h"
#include "kit/ui_widgets.h"
#include "play/view.h"

#define SX SHEET_LEFT
#define SY SHEET_TOP
#define SW (SHEET_RIGHT - SHEET_LEFT)
#define SH SHEET_H
#define COL0 (SX + 96.0f)
#define COLW 58.0f
#define DIST0 (SY + 40.0f)
#define DISTH 138.0f
#define CIT0 (SY + 470.0f)
#define SCORE_X (SX + 448.0f)

enum {
    K_PAPER = 1, K_BAND, K_LABEL, K_DIEBOX, K_DIEBOX_TXT, K_CELL, K_CELL_ICON, K_CELL_TXT, K_LINK,
    K_LINK_TXT, K_RES, K_RES_TXT, K_CIT, K_CIT_MARK, K_MARK_BUILT, K_MARK_CROSS, K_MARK_BOX,
    K_MARK_RES, K_MARK_SPENT, K_MARK_CIT, K_MARK_LINK, K_SCORE_BG, K_CHAR_NAME, K_CHAR_ICON,
    K_CHAR_MULT, K_CHAR_PTS, K_TOTAL, K_HEADER, K_HELD, K_SHIELD, K_COLHEAD, K_MARK_MULT,
    K_CIT_COLNUM, K_CELL_GIFT, K_CELL_DIE, K_LINK_ICON, K_CIT_BONUS, K_CIT_15, K_CIT_20, K_DIEBOX_PLATE,
    K_CELL_PER, K_CELL_CHAR, K_CHAR_RING, K_DIEBOX_PLATE_TXT, K_SYMBOL, K_INK, K_MARK_LINK_LOST
};
/* The kinds' names in the dump (view.h): "sheet.cell[fortress,2]". */
static const view_name kind_names[] = {
    [K_PAPER] = {"paper"},
    [K_BAND] = {"band", VIEW_IX_COLOUR},
    [K_LABEL] = {"label", VIEW_IX_NUM, VIEW_IX_NUM},
    [K_DIEBOX] = {"diebox", VIEW_IX_COLOUR, VIEW_IX_NUM},
    [K_DIEBOX_TXT] = {"diebox.text", VIEW_IX_COLOUR, VIEW_IX_NUM},
    [K_CELL] = {"cell", VIEW_IX_ROW, VIEW_IX_NUM},
    [K_CELL_ICON] = {"cell.icon", VIEW_IX_ROW, VIEW_IX_NUM},
    [K_CELL_TXT] = {"cell.text", VIEW_IX_ROW, VIEW_IX_NUM},
    [K_LINK] = {"link", VIEW_IX_ROW, VIEW_IX_NUM},
    [K_LINK_TXT] = {"link.text", VIEW_IX_ROW, VIEW_IX_NUM},
    [K_RES] = {"resource", VIEW_IX_RESOURCE, VIEW_IX_NUM},
    [K_RES_TXT] = {"resource.citizen", VIEW_IX_RESOURCE, VIEW_IX_NUM},
    [K_CIT] = {"citizen", VIEW_IX_COLOUR, VIEW_IX_NUM},
    [K_CIT_MARK] = {"citizen.mark", VIEW_IX_COLOUR, VIEW_IX_NUM},
    [K_MARK_BUILT] = {"mark.built", VIEW_IX_ROW, VIEW_IX_NUM},
    [K_MARK_CROSS] = {"mark.cross", VIEW_IX_ROW, VIEW_IX_NUM},
    [K_MARK_BOX] = {"mark.diebox", VIEW_IX_COLOUR, VIEW_IX_NUM},
    [K_MARK_RES] = {"mark.resource", VIEW_IX_RESOURCE, VIEW_IX_NUM},
    [K_MARK_SPENT] = {"mark.spent", VIEW_IX_RESOURCE, VIEW_IX_NUM},
    [K_MARK_CIT] = {"mark.citizen", VIEW_IX_COLOUR, VIEW_IX_NUM},
    [K_MARK_LINK] = {"mark.link", VIEW_IX_ROW, VIEW_IX_NUM},
    [K_SCORE_BG] = {"score.paper"},
    [K_CHAR_NAME] = {"character.name", VIEW_IX_NUM, VIEW_IX_NUM},
    [K_CHAR_ICON] = {"character.icon", VIEW_IX_NUM},
    [K_CHAR_MULT] = {"character.times", VIEW_IX_NUM},
    [K_CHAR_PTS] = {"character.points", VIEW_IX_NUM},
    [K_TOTAL] = {"total", VIEW_IX_NUM},
    [K_HEADER] = {"header"},
    [K_HELD] = {"held", VIEW_IX_RESOURCE},
    [K_SHIELD] = {"shield", VIEW_IX_NUM, VIEW_IX_NUM},
    [K_COLHEAD] = {"column.head", VIEW_IX_NUM},
    [K_MARK_MULT] = {"mark.times", VIEW_IX_NUM},
    [K_CIT_COLNUM] = {"citizen.column", VIEW_IX_NUM},
    [K_CELL_GIFT] = {"cell.gift", VIEW_IX_ROW, VIEW_IX_NUM},
    [K_CELL_DIE] = {"cell.per_die", VIEW_IX_ROW, VIEW_IX_NUM},
    [K_LINK_ICON] = {"link.gift", VIEW_IX_ROW, VIEW_IX_NUM},
    [K_CIT_BONUS] = {"citizen.column.gift", VIEW_IX_NUM, VIEW_IX_NUM},
    [K_CIT_15] = {"citizen.15th", VIEW_IX_COLOUR, VIEW_IX_NUM},
    [K_CIT_20] = {"citizen.20th", VIEW_IX_COLOUR, VIEW_IX_NUM},
    [K_DIEBOX_PLATE] = {"diebox.plate", VIEW_IX_COLOUR, VIEW_IX_NUM},
    [K_CELL_PER] = {"cell.per", VIEW_IX_ROW, VIEW_IX_NUM},
    [K_CELL_CHAR] = {"cell.character", VIEW_IX_ROW, VIEW_IX_NUM},
    [K_CHAR_RING] = {"character.mark", VIEW_IX_NUM},
    [K_DIEBOX_PLATE_TXT] = {"diebox.plate.text", VIEW_IX_COLOUR, VIEW_IX_NUM},
    [K_SYMBOL] = {"symbol", VIEW_IX_NUM, VIEW_IX_NUM},
    [K_INK] = {"ink", VIEW_IX_ROW, VIEW_IX_NUM},
    [K_MARK_LINK_LOST] = {"mark.link.lost", VIEW_IX_ROW, VIEW_IX_NUM},
};
_Static_assert(sizeof kind_names / sizeof kind_names[0] == K_MARK_LINK_LOST + 1, "a name for every K_* kind");
const view_kinds sheet_kinds = VIEW_KINDS(kind_names);

void sheet_cell_pos(int row, int pos, float *x, float *y)
{
    *x = COL0 + (float)pos * COLW;
    *y = DIST0 + (float)td_row_district(row) * DISTH + (td_row_is_prestige(row) ? 50.0f : 86.0f);
}

void sheet_diebox_pos(int district, int pos, float *x, float *y)
{
    *x = COL0 + (float)pos * COLW;
    *y = DIST0 + (float)district * DISTH + 18.0f;
}

/* The centre of box slot0 (0..17) of a resource track (design units). */
void sheet_res_pos(int resource, int slot0, float *x, float *y)
{
    *x = SX + 46.0f + (float)slot0 * 21.4f;
    *y = DIST0 + (float)resource * DISTH + 118.0f;
}

void sheet_character_rect(int pos, float *x, float *y, float *w, float *h)
{
    *x = SCORE_X + 94;
    *y = DIST0 + 46 + (float)pos * 58;
    *w = 176;
    *h = 54;
}

void sheet_cit_pos(int colour, int index0, float *x, float *y)
{
    *x = SX + 46.0f + (float)index0 * 20.2f;
    *y = CIT0 + 24.0f + (float)colour * 24.0f;
}

static int ent(app *a, int kind, int i, int j)
{
    return ecs_ensure(a->world, view_key(VIEW_G_SHEET, kind, i, j));
}

static ecs_entity *rect(app *a, int kind, int i, int j, float x, float y, float w, float h,
                        float radius, gfx_rgba fill, float border, gfx_rgba border_c, float z)
{
    return ecs_rect(a->world, view_key(VIEW_G_SHEET, kind, i, j), x, y, w, h, radius, fill, border, border_c, z,
                    NULL);
}

static ecs_entity *text(app *a, int kind, int i, int j, float x, float y, float px, int face,
                        int align, gfx_rgba c, const char *s, float z)
{
    return ecs_text(a->world, view_key(VIEW_G_SHEET, kind, i, j), x, y, px, face, align, c, s, z);
}

static ecs_entity *icon(app *a, int kind, int i, int j, float x, float y, float size, int ic,
                        gfx_rgba c, float z)
{
    return ecs_icon(a->world, view_key(VIEW_G_SHEET, kind, i, j), x, y, size, ic, c, z);
}

/* The pen's ink (what the player writes) and the crossing-out's. */
static const gfx_rgba sheet_pen = {38, 52, 120, 255}, sheet_cross = {60, 40, 36, 255};

/* A pen mark: appears animated when it is new. Returns the delay after it. */
static float mark(app *a, int kind, int i, int j, int draw_kind, float x, float y, float w,
                  float h, gfx_rgba c, int animate, float delay)
{
    int idx = ent(a, kind, i, j);
    ecs_entity *e = ecs_get(a->world, idx);
    int fresh = e->fresh;
    e->mask |= ECS_DRAWABLE;
    e->local.x = e->prev.x = x;
    e->local.y = e->prev.y = y;
    e->z = 30;
    e->draw.kind = (uint8_t)draw_kind;
    e->draw.w = w;
    e->draw.h = h;
    e->draw.width = draw_kind == DRAW_PEN_CIRCLE ? 2.2f : 2.6f;
    e->draw.colour = c;
    e->draw.seed = (unsigned)(kind * 977 + i * 131 + j * 17);
    if (fresh) { /* (DRAW_CUSTOM: a built cell's ink, ink_cell) */
        float dur = shell_anim(a, draw_kind == DRAW_PEN_CIRCLE ? 0.22f : draw_kind == DRAW_CUSTOM ? 0.4f : 0.3f);
        if (animate && dur > 0) {
            ecs_tween_to(a->world, idx, TW_PROGRESS, 0, 1, dur, delay, EASE_IN_OUT);
            sfx_play(&a->s, draw_kind == DRAW_PEN_CIRCLE ? SFX_PEN_CIRCLE : SFX_PEN);
            return delay + dur * 0.8f;
        }
        e->draw.progress = e->prev_progress = 1;
    }
    return delay;
}

static const int row_icon[TD_ROWS] = {GFX_ICON_FORTRESS,  GFX_ICON_PALACE,    GFX_ICON_GREAT_HALL,
                                      GFX_ICON_CITY_HALL, GFX_ICON_CATHEDRAL, GFX_ICON_BISHOPRIC};

/* ---- legibility -----------------------------------------------------------------------------
 * Every text on the sheet is at least 11 output pixels high in the smallest window, 1024x640,
 * where a design unit is 0.8 pixel: no text is drawn under CAPTION_PX = 14 design units (11.2 px
 * there, 14 px at 1280x720). What the cells and links give is drawn with icons and numbers, so
 * that nothing needs a smaller size to fit; a word fitted to its room never goes below it. The
 * screen tests game_screen_sheet_text_1024_* fail on any smaller text (the dump's "size" lines),
 * and --check-captions on a word that needs less to fit its room in some language. */
#define CAPTION_PX 14.0f
#define CAPTION_MIN_OUT_PX 11.0f /* at 1024x640 */
#define LOZENGE 32.0f            /* a link's lozenge: width (its height 0.58 of it), and its edge 1.1 of it */
#define LINK_OVER ((1.1f * LOZENGE - (COLW - SHEET_CELL_W)) / 2) /* how far a lozenge reaches into a cell */
#define GIFT_ICON 15.0f          /* a citizen's or a resource's icon in a cell */
#define GIFT_DIE 11.0f           /* a Great Hall's blank die, after its "/" */
#define GIFT_SLASH 5.0f
#define NUM_GAP 1.5f             /* between a number and its icon */
#define LINK_ICON 13.0f          /* a citizen's or a resource's icon in a link's lozenge */
#define CHAR_MARK 17.0f          /* the building a character scores, in its Cathedral cell and column, */
#define CHAR_RING 24.0f          /* on a round medal of this size */
#define CIT_HEAD_Y (CIT0 + 7)    /* the column bonuses' line over the citizen tracks */

/* ---- icons in a small window ---------------------------------------------------------------
 * The sheet is laid out in design units, so in a window smaller than 1280x720 its icons shrink
 * with it: at 1024x640 a citizen of 15 units is 12 pixels. There each kind of icon grows back by
 * one factor for the whole sheet (alike icons stay alike from cell to cell), at most to its size
 * at 1280x720 in pixels, and only as far as the tightest place it is drawn leaves room: a cell's
 * icon beside its number within what a link's lozenge leaves of the cell, a lozenge's within its
 * middle, the tracks' between their neighbours. The numbers keep their size; at 1280x720 and in
 * larger windows nothing grows. */
#define ICON_PAD 3.0f            /* what a cell's print keeps free inside its edge */
#define LINK_ROOM (0.68f * LOZENGE) /* the width a lozenge's number and icon may take */

typedef struct icon_grow {
    float gift;  /* a cell's icon */
    float per_die; /* a Great Hall's icon and die (a row of its own, with more to fit) */
    float link;  /* a lozenge's icon */
    float track; /* the tracks' icons, the column bonuses, the 15th's and 20th's */
    float mark;  /* the building on a character's medal */
} icon_grow;

/* The width of an icon's ink as a share of its size (gfx.c draws a citizen narrow). */
static float ink_w(int ic)
{
    return ic == GFX_ICON_CITIZEN ? 0.5f : ic == GFX_ICON_KNOWLEDGE ? 0.85f : 0.8f;
}

/* `fits` (how far the tightest place allows), no more than the window asks (1 / its scale under
 * 1), no less than 1. */
static float grow_by(const app *a, float fits)
{
    float s = a->world->scale, most = s > 0 && s < 1 ? 1 / s : 1;
    float k = fits < most ? fits : most;
    return k > 1 ? k : 1;
}

/* `px`, or smaller so that `s` is at most `max_w` design units wide (labels in other languages),
 * never under CAPTION_PX. */
static float fit_px(app *a, int face, float px, const char *s, float max_w)
{
    float f = gfx_fit_px(&a->g, face, px, s, max_w, a->world->scale);
    return f < CAPTION_PX ? CAPTION_PX : f;
}

static float text_w(app *a, int face, float px, const char *s)
{
    uiw m;
    uiw_begin(&m, &a->widgets);
    return uiw_text_width(&m, face, px, s);
}

/* The sheet's captions that are words, with their face and room (design units), for
 * sheet_check_captions and the drawing alike. */
#define ACTION_ROOM 64.0f                      /* a row's action name, under its building */
#define ACTION_X (SX + 6 + ACTION_ROOM / 2)    /* its centre */
#define LABEL_ROOM 64.0f                       /* a district's name, left of its first die box */
#define CHAR_ROOM 172.0f                       /* a character's name, the totals' line */
#define COL_ROOM 50.0f                         /* "col. 4", between its mark and its multiplier */
#define CIT_TITLE_ROOM 120.0f                  /* "Citizens", over the tracks' icons */

/* The building, the citizen or resource and the die drawn for what a cell gives keep to the part
 * of the cell a link lozenge leaves free. */
static float gift_centre(int row, int p, float x)
{
    if (td_links[row][p / 2].kind == TD_LINK_NONE)
        return x;
    return p % 2 ? x + LINK_OVER / 2 : x - LINK_OVER / 2;
}

/* The width of a number then its icon and `extra` units after the icon's box, ink to ink (an
 * icon's box is wider than its ink: with nothing after it, its ink ends the group). */
static float number_icon_w(app *a, const char *num, int ic, float size, float extra)
{
    return text_w(a, GFX_FONT_BOLD, CAPTION_PX, num) + NUM_GAP +
           (extra > 0 ? size + extra : size * (1 + ink_w(ic)) / 2);
}

/* A number then an icon, as one group centred on (cx, y) by their ink, then `extra` design units
 * kept free on its right; keys (kt, i, j) and (ki, i, j). Returns where the free room starts. */
static float number_icon(app *a, int kt, int ki, int i, int j, float cx, float y, const char *num, int ic,
                         float size, gfx_rgba ic_c, float extra, float z)
{
    float tw = text_w(a, GFX_FONT_BOLD, CAPTION_PX, num);
    float x = cx - number_icon_w(a, num, ic, size, extra) / 2;
    text(a, kt, i, j, x, y + 0.5f, CAPTION_PX, GFX_FONT_BOLD, GFX_LEFT | GFX_MIDDLE, ui_ink, num, z);
    icon(a, ki, i, j, x + tw + NUM_GAP + size / 2, y, size, ic, ic_c, z);
    return x + tw + NUM_GAP + size;
}

/* A district's ink on paper (a gift's citizen or resource icon, its rows' buildings): its dark
 * colour, the white one darker so that it shows on the pale band. */
static gfx_rgba district_ink(int colour)
{
    return colour == TD_WHITE ? gfx_mix(ui_colour_dark[colour], ui_ink, 0.35f) : ui_colour_dark[colour];
}

/* With colour-blind symbols on, the shape of `colour` (red square, yellow triangle, white diamond)
 * at the lower right of a citizen or a die that would say its colour by colour alone. Key (K_SYMBOL, i, j): i = 0..5 a cell's row (j its position), 6 a
 * link (j = row * 3 + pair), 7 + colour a citizen track's marks (j their number). */
static void colour_symbol(app *a, int i, int j, float x, float y, int colour, float z)
{
    if (a->symbols)
        icon(a, K_SYMBOL, i, j, x + 5, y + 4.5f, 8, GFX_ICON_SQUARE + colour, ui_ink, z + 0.1f);
}

/* A character's mark: the building it scores on a round medal edged in that building's colour,
 * the same in its Cathedral cell and beside its name, at `gr`'s size. Keys (km, i, j) and (ki, i, j). */
static void character_mark(app *a, const icon_grow *gr, int km, int ki, int i, int j, float x, float y, int scored,
                           float z)
{
    int d = td_row_district(scored);
    float ring = CHAR_RING * gr->mark;
    rect(a, km, i, j, x, y, ring, ring, ring / 2, ui_paper, 1.4f, ui_colour_dark[d], z - 0.2f);
    icon(a, ki, i, j, x, y - 0.5f, CHAR_MARK * gr->mark, row_icon[scored], district_ink(d), z);
}

/* A cell's gift as drawn: its number ("+2", or a Great Hall's "3"), its icon. */
static int gift_of(int row, int p, char num[8], td_cell_gift *g)
{
    *g = td_cell_gives(row, p);
    snprintf(num, 8, g->per_die ? "%d" : "+%d", g->amount);
    return g->kind == TD_GIFT_CITIZEN ? GFX_ICON_CITIZEN : GFX_ICON_INFLUENCE + g->colour;
}

/* How far the icon (and a Great Hall's die) of cell (row, p) may grow: the factor that fills the
 * width the cell's print leaves it, clear of a link's lozenge (a Cathedral's medal: no limit here). */
static float gift_fits(app *a, int row, int p)
{
    char num[8];
    td_cell_gift g;
    int ic = gift_of(row, p, num, &g);
    if (g.kind == TD_GIFT_CATHEDRAL)
        return 1e9f;
    float room = SHEET_CELL_W - 2 * ICON_PAD - (td_links[row][p / 2].kind == TD_LINK_NONE ? 0 : LINK_OVER);
    float fixed = text_w(a, GFX_FONT_BOLD, CAPTION_PX, num) + NUM_GAP + (g.per_die ? GIFT_SLASH + 1 : 0);
    float grows = g.per_die ? GIFT_ICON + GIFT_DIE : GIFT_ICON * (1 + ink_w(ic)) / 2;
    return (room - fixed) / grows;
}

/* What a cell gives (SPEC §4.2, from td_cell_gives), drawn over a faint picture of its building:
 * "+1" or "+2" and a citizen of its colour (Fortress, work buildings); a Great Hall's amount, its
 * resource or citizen, "/" and a blank die of the colour it counts (per available die [R3]); for
 * a Cathedral the building its character scores, the mark beside that character in the column.
 * The icons and the die at `gr`'s sizes. */
static void cell_gift(app *a, const icon_grow *gr, int row, int p, float x, float y)
{
    char num[8];
    td_cell_gift g;
    int ic = gift_of(row, p, num, &g);
    int d = td_row_district(row);
    icon(a, K_CELL_ICON, row, p, x, y, 27, row_icon[row], gfx_alpha(ui_colour_dark[d], 0.16f), 7);
    float cx = gift_centre(row, p, x);
    if (g.kind == TD_GIFT_CATHEDRAL) {
        character_mark(a, gr, K_CELL_CHAR, K_CELL_GIFT, row, p, cx, y, g.scores, 8);
        return;
    }
    float k = g.per_die ? gr->per_die : gr->gift;
    float size = GIFT_ICON * k, die = GIFT_DIE * k, slash = GIFT_SLASH;
    float at = number_icon(a, K_CELL_TXT, K_CELL_GIFT, row, p, cx, y, num, ic, size, district_ink(g.colour),
                           g.per_die ? slash + die + 1 : 0, 8);
    if (g.kind == TD_GIFT_CITIZEN)
        colour_symbol(a, row, p, at - size / 2, y, g.colour, 8);
    if (!g.per_die)
        return;
    text(a, K_CELL_PER, row, p, at + slash / 2, y + 0.5f, CAPTION_PX,
         GFX_FONT_REGULAR, GFX_CENTER | GFX_MIDDLE, ui_ink_soft, "/", 8);
    /* a blank die of the colour (no pips: not a value), as the rules' page on the Great Hall draws it */
    rect(a, K_CELL_DIE, row, p, at + slash + 1 + die / 2, y, die, die, 2.5f, ui_colour[g.colour], 1.2f,
         ui_colour_dark[g.colour], 8);
    if (a->symbols) /* (on the die itself: the citizen's symbol, if any, sits at its left) */
        icon(a, K_SYMBOL, row, p + 8, at + slash + 1 + die / 2, y, 7, GFX_ICON_SQUARE + g.colour,
             g.colour == TD_RED ? ui_paper : ui_ink, 8.1f);
}

void sheet_shield_layers(sheet_layer out[SHEET_SHIELD_LAYERS])
{
    out[0] = (sheet_layer){GFX_ICON_SHIELD, 1.0f, 0.0f, ui_colour_dark[TD_RED]};
    out[1] = (sheet_layer){GFX_ICON_SHIELD, 0.74f, -0.03f, ui_paper};
    out[2] = (sheet_layer){GFX_ICON_SHIELD, 0.37f, -0.05f, ui_colour[TD_RED]};
}

void sheet_lozenge_layers(int district, sheet_layer out[SHEET_LOZENGE_LAYERS])
{
    out[0] = (sheet_layer){GFX_ICON_LOZENGE, 1.1f, 0.0f, ui_colour_dark[district]};
    out[1] = (sheet_layer){GFX_ICON_LOZENGE, 1.0f, 0.0f,
                        gfx_mix(ui_colour[district], ui_paper, district == TD_WHITE ? 0.0f : 0.45f)};
}

int play_caption_too_wide(app *a, int lang, int face, float px, const char *s, float room, const char *where)
{
    float fit = gfx_fit_px(&a->g, face, px, s, room, a->world->scale);
    if (fit >= px - 0.01f)
        return 0;
    fprintf(stderr, "troyes-dice: %s: \"%s\" %s needs %.1f design units to fit its room (%.0f units)\n",
            tr_language_code(lang), s, where, fit, room);
    return 1;
}

/* Counts caption `s` if it needs less than CAPTION_PX to fit `room` in `face`, and names it. */
static int too_wide(app *a, int lang, int face, const char *s, float room)
{
    return play_caption_too_wide(a, lang, face, CAPTION_PX, s, room, "on the sheet");
}

int sheet_check_captions(app *a)
{
    int lang = tr_language(), wide = 0, checked = 0;
    for (int l = 0; l < TR_LANGS; l++) {
        tr_set_language(l);
        char buf[96];
        for (int d = 0; d < TD_COLOURS; d++, checked++)
            wide += too_wide(a, l, GFX_FONT_BOLD, tr(TR_DISTRICT_RED + d), LABEL_ROOM);
        wide += too_wide(a, l, GFX_FONT_ITALIC, tr(TR_PRESTIGE), ACTION_ROOM);
        wide += too_wide(a, l, GFX_FONT_ITALIC, tr(TR_WORK), ACTION_ROOM);
        wide += too_wide(a, l, GFX_FONT_BOLD, tr(TR_SHEET_CITIZENS), CIT_TITLE_ROOM);
        wide += too_wide(a, l, GFX_FONT_BOLD, tr(TR_SHEET_CHARACTERS), CHAR_ROOM);
        checked += 4;
        for (int p = 0; p < TD_COLUMNS; p++, checked += 2) {
            wide += too_wide(a, l, GFX_FONT_ITALIC, tr(TR_CHARACTER_1 + p), CHAR_ROOM);
            snprintf(buf, sizeof buf, tr(TR_SHEET_COLUMN), 6);
            wide += too_wide(a, l, GFX_FONT_REGULAR, buf, COL_ROOM);
        }
        snprintf(buf, sizeof buf, tr(TR_SHEET_TOTALS), 99, 60); /* on two lines where it needs them */
        char *gap = strstr(buf, "   ");
        if (gap)
            *gap = 0;
        wide += too_wide(a, l, GFX_FONT_REGULAR, buf, CHAR_ROOM);
        if (gap)
            wide += too_wide(a, l, GFX_FONT_REGULAR, gap + 3, CHAR_ROOM);
        checked++;
        /* the achievements' strip: its heading across it, each name beside a ticked box */
        wide += too_wide(a, l, GFX_FONT_BOLD, tr(TR_PLAY_PROGRESS_TITLE), PROGRESS_RIGHT - PROGRESS_LEFT);
        for (int k = TD_ACH_SCORE_45; k < TD_ACH_COUNT; k++, checked++)
            wide += too_wide(a, l, GFX_FONT_REGULAR, tr(TR_PLAY_PROG_PLAYED_SOLO + k), PROGRESS_NAME_ROOM - 14);
        checked++;
    }
    tr_set_language(lang);
    printf("captions: %d sheet captions checked in %d languages, %d below %.1f design units to fit their room "
           "(%.1f px at 1024x640, at least %.0f)\n",
           checked, TR_LANGS, wide, CAPTION_PX, CAPTION_PX * 0.8f, CAPTION_MIN_OUT_PX);
    return wide;
}

/* The column bonuses over the citizen tracks (SPEC §5), as icons: column 3 one of each resource,
 * columns 6 and 11 a work building of any colour (each at `gr`'s size, side by side). */
static void sync_citizen_heads(app *a, const icon_grow *gr)
{
    float x, y, size = 15 * gr->track;
    for (int k = 0; k < 3; k++) {
        sheet_cit_pos(0, td_colbonus_at[k] - 1, &x, &y);
        for (int m = 0; m < TD_COLOURS; m++)
            icon(a, K_CIT_BONUS, k, m, x + (float)(m - 1) * (size - 0.5f), CIT_HEAD_Y, size,
                 k == 0 ? GFX_ICON_INFLUENCE + m : row_icon[td_work_row(m)], district_ink(m), 7)
                ->draw.boxed = 1; /* (the dump gives the box each covers: the lesson's rings keep off) */
    }
}

/* A square of a citizen track: round, or square, edged in ink and numbered where the 15th and 20th
 * bring their bonus (told beside the track's end, sync_citizen_marks). */
static void citizen_square(app *a, int kind, int c, int i, float x, float y, float w, int special)
{
    gfx_rgba fill = gfx_mix(ui_colour[c], ui_paper, c == TD_WHITE ? 0.2f : 0.6f);
    rect(a, kind, c, i, x, y, w, 16, special ? 3 : 8, fill, special ? 1.8f : 1.0f,
         special ? ui_ink : gfx_alpha(ui_colour_dark[c], 0.7f), 6);
}

/* Beside the end of each citizen track, what its 15th and 20th squares bring (SPEC §5, [R5]): a
 * square like theirs with the ordinal's number, then the two prestige buildings the 15th offers,
 * and "+1" a citizen of each other colour for the 20th (icons at `gr`'s size). */
static void sync_citizen_marks(app *a, const icon_grow *gr)
{
    float b15 = 16 * gr->track, c20 = 14 * gr->track; /* the 15th's buildings, the 20th's citizens */
    for (int c = 0; c < TD_COLOURS; c++) {
        float x, y;
        sheet_cit_pos(c, TD_CIT_TRACK - 1, &x, &y);
        float x0 = x + 20;
        citizen_square(a, K_CIT_15, c, 0, x0 + 11, y, 22, 1);
        text(a, K_CIT_15, c, 1, x0 + 11, y + 0.5f, CAPTION_PX, GFX_FONT_BOLD, GFX_CENTER | GFX_MIDDLE, ui_ink, "15", 7);
        for (int k = 0; k < 2; k++) {
            int row = td_cit15_rows[c][k];
            icon(a, K_CIT_15, c, 2 + k, x0 + 26 + 0.44f * b15 + (float)k * (b15 + 1), y, b15, row_icon[row],
                 district_ink(td_row_district(row)), 7);
        }
        float x1 = x0 + 78;
        citizen_square(a, K_CIT_20, c, 0, x1 + 11, y, 22, 1);
        text(a, K_CIT_20, c, 1, x1 + 11, y + 0.5f, CAPTION_PX, GFX_FONT_BOLD, GFX_CENTER | GFX_MIDDLE, ui_ink, "20", 7);
        float at = x1 + 26;
        for (int k = 1; k < TD_COLOURS; k++) {
            int other = (c + k) % TD_COLOURS;
            float tw = text_w(a, GFX_FONT_BOLD, CAPTION_PX, "+1");
            text(a, K_CIT_20, c, 2 * k, at, y + 0.5f, CAPTION_PX, GFX_FONT_BOLD, GFX_LEFT | GFX_MIDDLE, ui_ink, "+1", 7);
            /* (its ink 4.6 units after the number, 7.7 before the next "+1") */
            float icx = at + tw + 4.6f + 0.24f * c20;
            icon(a, K_CIT_20, c, 2 * k + 1, icx, y, c20, GFX_ICON_CITIZEN, district_ink(other), 7);
            colour_symbol(a, 7 + c, k, icx, y, other, 7);
            at = icx + 0.24f * c20 + 7.7f;
        }
    }
}

static void sync_static(app *a, const icon_grow *gr, const td_state *s)
{
    gfx_rgba paper = ui_paper, ink = ui_ink;
    rect(a, K_PAPER, 0, 0, SX + SW / 2, SY + SH / 2, SW, SH, 10, paper, 1.5f, ui_ink_soft, 1);
    for (int d = 0; d < TD_COLOURS; d++) {
        float top = DIST0 + (float)d * DISTH;
        gfx_rgba band = gfx_mix(ui_colour[d], paper, d == TD_WHITE ? 0.35f : 0.72f);
        /* (wide enough on the right for a two-digit count of a resource held, "10") */
        rect(a, K_BAND, d, 0, SX + 6 + 220, top + 68, 440, DISTH - 6, 8, band, 0, ink, 2);
        /* the district's name: the white one's darker still, a title as readable as the others' */
        gfx_rgba title = d == TD_WHITE ? gfx_mix(ui_colour_dark[d], ui_ink, 0.6f) : ui_colour_dark[d];
        text(a, K_LABEL, d, 0, SX + 11, top + 14, fit_px(a, GFX_FONT_BOLD, CAPTION_PX, tr(TR_DISTRICT_RED + d), LABEL_ROOM),
             GFX_FONT_BOLD, GFX_LEFT | GFX_MIDDLE, title, tr(TR_DISTRICT_RED + d), 5);
        if (a->symbols) /* colour-blind symbols: the district's shape in the band's top right corner
                         * (beside the name, column 1's number covered it) */
            icon(a, K_LABEL, d, 6, SX + 432, top + 14, 14, GFX_ICON_SQUARE + d, ui_ink, 5);
        for (int k = 0; k < 2; k++) {
            int row = d * 2 + k;
            float x, y;
            sheet_cell_pos(row, 0, &x, &y);
            /* the row's building, its action's name under it ("prestigio", "fonction") */
            icon(a, K_LABEL, d, 1 + k, ACTION_X, y - 7, 19, row_icon[row], district_ink(d), 5);
            const char *action = tr(td_row_is_prestige(row) ? TR_PRESTIGE : TR_WORK);
            text(a, K_LABEL, d, 3 + k, ACTION_X, y + 9, fit_px(a, GFX_FONT_ITALIC, CAPTION_PX, action, ACTION_ROOM),
                 GFX_FONT_ITALIC, GFX_CENTER | GFX_MIDDLE, ui_ink_soft, action, 5);
        }
        for (int p = 0; p < TD_COLUMNS; p++) {
            float x, y;
            sheet_diebox_pos(d, p, &x, &y);
            rect(a, K_DIEBOX, d, p, x, y, SHEET_BOX_W, SHEET_BOX_H, 5, ui_colour[d], 1.5f,
                 ui_colour_dark[d], 6);
            char v[4];
            snprintf(v, sizeof v, "%d", s->params.col_value[p]);
            text(a, K_DIEBOX_TXT, d, p, x, y, 17, GFX_FONT_BOLD, GFX_CENTER | GFX_MIDDLE,
                 d == TD_YELLOW || d == TD_WHITE ? ink : paper, v, 7);
            for (int k = 0; k < 2; k++) {
                int row = d * 2 + k;
                sheet_cell_pos(row, p, &x, &y);
                rect(a, K_CELL, row, p, x, y, SHEET_CELL_W, SHEET_CELL_H, 4, paper, 1.2f,
                     ui_colour_dark[d], 6);
                cell_gift(a, gr, row, p, x, y);
            }
        }
        /* resource track */
        for (int i = 0; i < TD_RES_TRACK; i++) {
            float x, y;
            sheet_res_pos(d, i, &x, &y);
            rect(a, K_RES, d, i, x, y, 17, 17, 8.5f, paper, 1.0f, gfx_alpha(ui_colour_dark[d], 0.7f), 6);
            if (td_res_slot_gives_citizen(i + 1))
                icon(a, K_RES_TXT, d, i, x, y, 12 * gr->track, GFX_ICON_CITIZEN, ui_colour_dark[d], 7);
        }
        {
            float x, y;
            sheet_res_pos(d, 0, &x, &y);
            icon(a, K_LABEL, d, 5, SX + 22, y, 16 * gr->track, GFX_ICON_INFLUENCE + d, ui_colour_dark[d], 7);
        }
    }
    /* citizen tracks, their title over the column bonuses' line */
    text(a, K_LABEL, 3, 0, SX + 14, CIT0 - 9, fit_px(a, GFX_FONT_BOLD, CAPTION_PX, tr(TR_SHEET_CITIZENS), CIT_TITLE_ROOM),
         GFX_FONT_BOLD, GFX_LEFT | GFX_MIDDLE, ink, tr(TR_SHEET_CITIZENS), 5);
    for (int c = 0; c < TD_COLOURS; c++) {
        float x, y;
        sheet_cit_pos(c, 0, &x, &y);
        icon(a, K_LABEL, 4, c, SX + 24, y, 15 * gr->track, GFX_ICON_CITIZEN, ui_colour_dark[c], 5);
        for (int i = 0; i < TD_CIT_TRACK; i++) {
            sheet_cit_pos(c, i, &x, &y);
            int special = i + 1 == TD_CIT_PRESTIGE_AT || i + 1 == TD_CIT_FULL_AT;
            citizen_square(a, K_CIT, c, i, x, y, special ? 18 : 16, special);
            if (special) {
                char nth[4];
                snprintf(nth, sizeof nth, "%d", i + 1);
                text(a, K_CIT_MARK, c, i, x, y + 0.5f, CAPTION_PX, GFX_FONT_BOLD, GFX_CENTER | GFX_MIDDLE,
                     gfx_alpha(ui_ink, 0.75f), nth, 7);
            }
        }
    }
    sync_citizen_heads(a, gr);
    sync_citizen_marks(a, gr);
    /* scoring column: each character, the building it scores (as in its Cathedral cell), its
     * column, its multiplier and points */
    rect(a, K_SCORE_BG, 0, 0, SCORE_X + 94, DIST0 + 210, 182, 420, 8, gfx_mix(paper, ui_ink_soft, 0.08f),
         1, gfx_alpha(ui_ink_soft, 0.5f), 2);
    text(a, K_LABEL, 5, 0, SCORE_X + 94, DIST0 + 12, fit_px(a, GFX_FONT_BOLD, CAPTION_PX, tr(TR_SHEET_CHARACTERS), CHAR_ROOM),
         GFX_FONT_BOLD, GFX_CENTER | GFX_MIDDLE, ink, tr(TR_SHEET_CHARACTERS), 5);
    for (int p = 0; p < TD_COLUMNS; p++) {
        float y = DIST0 + 46 + (float)p * 58;
        text(a, K_CHAR_NAME, p, 0, SCORE_X + 8, y - 12, fit_px(a, GFX_FONT_ITALIC, CAPTION_PX, tr(TR_CHARACTER_1 + p), CHAR_ROOM),
             GFX_FONT_ITALIC, GFX_LEFT | GFX_MIDDLE, ink, tr(TR_CHARACTER_1 + p), 5);
        int scored = td_cathedral_scores[p];
        character_mark(a, gr, K_CHAR_RING, K_CHAR_ICON, p, 0, SCORE_X + 20, y + 10, scored, 5);
        char col[16];
        snprintf(col, sizeof col, tr(TR_SHEET_COLUMN), s->params.col_value[p]);
        text(a, K_CHAR_NAME, p, 1, SCORE_X + 36, y + 10, fit_px(a, GFX_FONT_REGULAR, CAPTION_PX, col, COL_ROOM),
             GFX_FONT_REGULAR, GFX_LEFT | GFX_MIDDLE, ui_ink_soft, col, 5);
        rect(a, K_CHAR_MULT, p, 0, SCORE_X + 104, y + 10, 28, 22, 4, paper, 1, ui_ink_soft, 6);
    }
}

/* The centre of link `pair` of `row`: the middle of the gap between its two cells. */
static void link_pos(int row, int pair, float *x, float *y)
{
    float x0, x1;
    sheet_cell_pos(row, pair * 2, &x0, y);
    sheet_cell_pos(row, pair * 2 + 1, &x1, y);
    *x = (x0 + x1) / 2;
}

/* The link lozenges across the gaps between paired cells, outlined so that they show on the
 * pale Religious band as well. They lie above the pen marks, so that the outline of a built cell
 * does not run through a caption; a lozenge lost to a crossed-out cell fades, and is struck out
 * with a pen stroke of its own, above it (faded alone, with the cell's cross seen through it, it
 * looked drawn twice). Drawn every frame (live): baked, a change or a mark under them would
 * redraw the whole baked layer. */
static void sync_links(app *a, const icon_grow *gr, const td_sheet *sh)
{
    for (int row = 0; row < TD_ROWS; row++)
        for (int pair = 0; pair < 3; pair++) {
            const td_link *l = &td_links[row][pair];
            if (l->kind == TD_LINK_NONE)
                continue;
            float x, y;
            link_pos(row, pair, &x, &y);
            float alpha = td_link_lost(sh, row, pair) ? 0.35f : 1.0f;
            sheet_layer layer[SHEET_LOZENGE_LAYERS];
            sheet_lozenge_layers(td_row_district(row), layer);
            for (int k = 0; k < SHEET_LOZENGE_LAYERS; k++)
                icon(a, K_LINK, row, pair * SHEET_LOZENGE_LAYERS + k, x, y, LOZENGE * layer[k].size,
                     layer[k].icon, gfx_alpha(layer[k].colour, alpha), 31 + 0.2f * (float)k)->mask |= ECS_LIVE;
            char num[8];
            snprintf(num, sizeof num, "%d", l->amount);
            float right = number_icon(a, K_LINK_TXT, K_LINK_ICON, row, pair, x, y, num,
                        l->kind == TD_LINK_CITIZEN ? GFX_ICON_CITIZEN : GFX_ICON_INFLUENCE + l->colour, LINK_ICON * gr->link,
                        gfx_alpha(district_ink(l->colour), alpha), 0, 31.4f);
            if (l->kind == TD_LINK_CITIZEN && a->symbols) {
                colour_symbol(a, 6, row * 3 + pair, right - LINK_ICON * gr->link / 2, y, l->colour, 31.4f);
                int i = ecs_find(a->world, view_key(VIEW_G_SHEET, K_SYMBOL, 6, row * 3 + pair));
                ecs_get(a->world, i)->mask |= ECS_LIVE;
            }
            for (int k = 0; k < 2; k++) { /* (number_icon drew them in ink, opaque) */
                int i = ecs_find(a->world, view_key(VIEW_G_SHEET, k ? K_LINK_ICON : K_LINK_TXT, row, pair));
                ecs_get(a->world, i)->mask |= ECS_LIVE;
                if (!k)
                    ecs_get(a->world, i)->draw.colour = gfx_alpha(ui_ink, alpha);
            }
        }
}

#define INK_STROKE 1.2f /* a building's hatching: its strokes' width, */
#define INK_GAP 3.4f    /* the room between them (design units), */
#define INK_ALPHA 0.55f /* and how dark their ink */
#define INK_HALO 1.5f   /* the paper kept around what a cell gives */

/* A built cell's ink (ink_cell), over the printed cell: its building's picture taken towards the
 * pen's ink, the pen's hatching across the cell (drawn up to the entity's progress) but for a clear
 * box around the cell's number, then what the cell gives painted again over the ink from its own
 * entities, each part on a halo of paper, so that no stroke lies on it. Nothing else of the cell
 * is covered: a link's circle or a frame over its edge, whichever is drawn first, stays whole.
 * `user` is the app. */
static void paint_ink(void *user, const ecs_entity *e, SDL_FRect px, float s)
{
    app *a = user;
    gfx *g = &a->g;
    int row = (int)(e->key >> 8 & 0xFF), p = (int)(e->key & 0xFF);
    float cx = px.x + px.w / 2, cy = px.y + px.h / 2, alpha = e->world.alpha, done = e->draw.progress;
    /* the parts of the print painted again, bottom to top: its building's picture, then what it
     * gives (a Cathedral's medal, the number, its icon, "/" and die, colour-blind symbols) */
    static const int kinds[] = {K_CELL_ICON, K_CELL_CHAR, K_CELL_TXT, K_CELL_GIFT,
                                K_CELL_PER,  K_CELL_DIE,  K_SYMBOL,   K_SYMBOL};
    enum { N_PARTS = sizeof kinds / sizeof kinds[0] };
    const ecs_entity *part[N_PARTS];
    float x[N_PARTS], y[N_PARTS];
    for (int k = 0; k < N_PARTS; k++) {
        int j = k == N_PARTS - 1 ? p + 8 : p; /* (the symbol on a Great Hall's die, cell_gift) */
        int i = ecs_find(a->world, view_key(VIEW_G_SHEET, kinds[k], row, j));
        part[k] = i >= 0 && (a->world->e[i].mask & ECS_DRAWABLE) ? &a->world->e[i] : NULL;
        if (part[k]) {
            x[k] = cx + (part[k]->world.x - e->world.x) * s;
            y[k] = cy + (part[k]->world.y - e->world.y) * s;
        }
    }
    if (part[0]) { /* the building's picture, taken from the print's faint colour towards the ink */
        ecs_drawable inked = part[0]->draw;
        inked.colour = gfx_alpha(sheet_pen, 0.25f * done);
        ecs_paint_drawable(g, &inked, x[0], y[0], s, alpha);
    }
    /* the hatching, clear of the number: its line of figures (0.8 of its size) and a margin */
    SDL_FRect clear = {0, 0, 0, 0};
    if (part[2] && part[2]->draw.kind == DRAW_TEXT) {
        const ecs_drawable *d = &part[2]->draw;
        float tw = 0, th = 0, em = d->h * s, margin = s;
        gfx_text_size(g, d->face, em, d->text, &tw, &th);
        float left = (d->align & 3) == GFX_CENTER ? x[2] - tw / 2 : (d->align & 3) == GFX_RIGHT ? x[2] - tw : x[2];
        clear = (SDL_FRect){left - margin, y[2] - 0.4f * em - margin, tw + 2 * margin, 0.8f * em + 2 * margin};
    }
    float inset = 2 * s; /* within the pen's outline of the cell */
    gfx_pen_hatch(g, (SDL_FRect){px.x + inset, px.y + inset, px.w - 2 * inset, px.h - 2 * inset}, clear,
                  INK_STROKE * s, INK_GAP * s, done, e->draw.seed, gfx_alpha(sheet_pen, INK_ALPHA * alpha));
    /* what the cell gives, each part on a halo of paper that keeps the strokes off it */
    for (int k = 1; k < N_PARTS; k++) {
        if (!part[k])
            continue;
        ecs_drawable halo = part[k]->draw;
        halo.colour = halo.colour2 = gfx_alpha(ui_paper, 0.85f);
        for (int h = 0; h < 8; h++) {
            float ang = (float)h * GFX_PI / 4;
            ecs_paint_drawable(g, &halo, x[k] + cosf(ang) * INK_HALO * s, y[k] + sinf(ang) * INK_HALO * s, s, alpha);
        }
    }
    for (int k = 1; k < N_PARTS; k++)
        if (part[k])
            ecs_paint_drawable(g, &part[k]->draw, x[k], y[k], s, alpha);
}

/* A building drawn (on the sheet of the game, its cell coloured in): the cell inked by paint_ink,
 * animated as a pen mark. Baked with the other pen marks once drawn, so nothing of it is drawn
 * again each frame. Returns the delay after it. */
static float ink_cell(app *a, int row, int p, float x, float y, int animate, float delay)
{
    float t = mark(a, K_INK, row, p, DRAW_CUSTOM, x, y, SHEET_CELL_W, SHEET_CELL_H, sheet_pen, animate, delay);
    ecs_entity *e = ecs_get(a->world, ecs_find(a->world, view_key(VIEW_G_SHEET, K_INK, row, p)));
    e->draw.paint = paint_ink;
    e->draw.user = a;
    e->draw.sprite = 0;
    return t;
}

/* The pen marks: die boxes crossed by attacks, buildings outlined or crossed, links, resources
 * circled and spent, citizens. Those `old` (the sheet shown before; NULL: none) lacks are drawn
 * one after another from time t; returns the time after the last. */
static float sync_pen_marks(app *a, const td_state *now, const td_sheet *sh, const td_sheet *old, float t)
{
    const gfx_rgba pen = sheet_pen, cross = sheet_cross;
    int anim = old != NULL;
    /* die boxes crossed by attacks */
    for (int d = 0; d < TD_COLOURS; d++)
        for (int p = 0; p < TD_COLUMNS; p++)
            if (sh->die_crossed[d] >> p & 1u) {
                float x, y;
                sheet_diebox_pos(d, p, &x, &y);
                t = mark(a, K_MARK_BOX, d, p, DRAW_PEN_CROSS, x, y, SHEET_BOX_W - 6, SHEET_BOX_H - 4,
                         cross, anim && !(old->die_crossed[d] >> p & 1u), t);
                /* its number stays readable: on a plate of the box's colour over the cross. Live,
                 * not baked: above the pen marks, baked they would have every new mark redraw the
                 * whole baked layer (a mark drawn under what is baked). */
                rect(a, K_DIEBOX_PLATE, d, p, x, y, 17, 16, 4, gfx_alpha(ui_colour[d], 0.92f), 0, ui_ink, 31)->mask |=
                    ECS_LIVE;
                char v[4];
                snprintf(v, sizeof v, "%d", now->params.col_value[p]);
                text(a, K_DIEBOX_PLATE_TXT, d, p, x, y, 17, GFX_FONT_BOLD, GFX_CENTER | GFX_MIDDLE,
                     d == TD_YELLOW || d == TD_WHITE ? ui_ink : ui_paper, v, 32)->mask |= ECS_LIVE;
            }
    /* buildings: outlined when built, crossed when lost */
    for (int row = 0; row < TD_ROWS; row++)
        for (int p = 0; p < TD_COLUMNS; p++) {
            float x, y;
            sheet_cell_pos(row, p, &x, &y);
            if (sh->built[row] >> p & 1u) { /* (the cell inked, then outlined) */
                int drawn = anim && !(old->built[row] >> p & 1u);
                t = ink_cell(a, row, p, x, y, drawn, t);
                t = mark(a, K_MARK_BUILT, row, p, DRAW_PEN_OUTLINE, x, y, SHEET_CELL_W - 4, SHEET_CELL_H - 4,
                         pen, drawn, t);
            }
            if (sh->crossed[row] >> p & 1u)
                t = mark(a, K_MARK_CROSS, row, p, DRAW_PEN_CROSS, x, y, SHEET_CELL_W - 10, SHEET_CELL_H - 6,
                         cross, anim && !(old->crossed[row] >> p & 1u), t);
        }
    /* links gained; and lost, struck out over their faded lozenge (sync_links) */
    for (int row = 0; row < TD_ROWS; row++)
        for (int pair = 0; pair < 3; pair++) {
            float x, y;
            link_pos(row, pair, &x, &y);
            if (sh->links >> (row * 3 + pair) & 1u)
                t = mark(a, K_MARK_LINK, row, pair, DRAW_PEN_CIRCLE, x, y, 32, 32, pen,
                         anim && !(old->links >> (row * 3 + pair) & 1u), t);
            if (td_links[row][pair].kind != TD_LINK_NONE && td_link_lost(sh, row, pair)) {
                t = mark(a, K_MARK_LINK_LOST, row, pair, DRAW_PEN_CROSS, x, y, 16, 14, cross,
                         anim && !td_link_lost(old, row, pair), t);
                ecs_entity *e = ecs_get(a->world, ent(a, K_MARK_LINK_LOST, row, pair));
                e->z = 31.6f; /* above the lozenge, drawn every frame as it is (baked, it lay under it) */
                e->mask |= ECS_LIVE;
                e->draw.width = 2.0f; /* (a lighter stroke than the cell's: a small thing struck) */
            }
        }
    /* resources: circled, then crossed when spent */
    for (int r = 0; r < TD_RESOURCES; r++) {
        for (int i = 0; i < sh->res_circled[r]; i++) {
            float x, y;
            sheet_res_pos(r, i, &x, &y);
            t = mark(a, K_MARK_RES, r, i, DRAW_PEN_CIRCLE, x, y, 19, 19, pen, anim && i >= old->res_circled[r], t);
        }
        for (int i = 0; i < sh->res_crossed[r]; i++) {
            float x, y;
            sheet_res_pos(r, i, &x, &y);
            t = mark(a, K_MARK_SPENT, r, i, DRAW_PEN_CROSS, x, y, 12, 12, cross, anim && i >= old->res_crossed[r], t);
        }
        float x, y;
        sheet_res_pos(r, TD_RES_TRACK - 1, &x, &y);
        char held[16];
        snprintf(held, sizeof held, "%d", td_held(sh, r));
        text(a, K_HELD, r, 0, x + 22, y, 15, GFX_FONT_BOLD, GFX_CENTER | GFX_MIDDLE, ui_colour_dark[r], held, 8)->mask |= ECS_LIVE;
    }
    /* citizens */
    for (int c = 0; c < TD_COLOURS; c++)
        for (int i = 0; i < sh->cit[c]; i++) {
            float x, y;
            sheet_cit_pos(c, i, &x, &y);
            float d = i + 1 == TD_CIT_PRESTIGE_AT || i + 1 == TD_CIT_FULL_AT ? 23 : 18; /* round its numbered square */
            t = mark(a, K_MARK_CIT, c, i, DRAW_PEN_CIRCLE, x, y, d, d, pen, anim && i >= old->cit[c], t);
        }
    return t;
}

/* Fortress protection of whole columns: a shield on the column's three die boxes. */
static void sync_shields(app *a, const td_sheet *sh)
{
    /* Fortress protection of whole columns: a shield beside each of the column's three die boxes, pale,
     * edged in dark red, with a red heart. Live, not baked: a shield appears mid-game below pen
     * marks already in the baked layer (by z), and baking it would redraw the whole layer
     * (12-35 ms on the software renderer) at each Fortress built. */
    sheet_layer shield[SHEET_SHIELD_LAYERS];
    sheet_shield_layers(shield);
    for (int p = 0; p < TD_COLUMNS; p++)
        if (sh->built[TD_ROW_FORTRESS] >> p & 1u)
            for (int d = 0; d < TD_COLOURS; d++) {
                float x, y;
                sheet_diebox_pos(d, p, &x, &y);
                for (int k = 0; k < SHEET_SHIELD_LAYERS; k++) {
                    ecs_entity *e = icon(a, K_SHIELD, p, d * SHEET_SHIELD_LAYERS + k, x + SHEET_SHIELD_DX,
                                         y + SHEET_SHIELD_DY + SHEET_SHIELD_SIZE * shield[k].dy,
                                         SHEET_SHIELD_SIZE * shield[k].size, shield[k].icon, shield[k].colour,
                                         9 + 0.2f * (float)k);
                    e->mask |= ECS_LIVE;
                    e->draw.boxed = 1; /* (the dump gives its box: the lessons' rings keep off the shields) */
                }
            }
}

/* The scoring column: multipliers written and points so far, the totals. */
static void sync_score_column(app *a, const td_state *now, int player, const td_sheet *sh)
{
    const gfx_rgba pen = sheet_pen;
    /* scoring column: multipliers written and points so far */
    td_score sc;
    td_score_of(now, player, &sc);
    for (int p = 0; p < TD_COLUMNS; p++) {
        float y = DIST0 + 46 + (float)p * 58;
        if (sh->cath_mult[p]) {
            char m[8];
            snprintf(m, sizeof m, "\xC3\x97%d", sh->cath_mult[p]); /* ×2 */
            ecs_entity *e = text(a, K_MARK_MULT, p, 0, SCORE_X + 104, y + 10, 15, GFX_FONT_BOLD,
                                 GFX_CENTER | GFX_MIDDLE, pen, m, 9);
            e->mask |= ECS_LIVE;
            (void)e;
        }
        char pts[16];
        snprintf(pts, sizeof pts, "%d", sc.character[p]);
        text(a, K_CHAR_PTS, p, 0, SCORE_X + 160, y + 10, 17, GFX_FONT_BOLD, GFX_CENTER | GFX_MIDDLE,
             sh->cath_mult[p] ? ui_ink : ui_ink_soft, sh->cath_mult[p] ? pts : "-", 9)->mask |= ECS_LIVE;
    }
    {
        char line[96];
        int res = sc.resources[0] + sc.resources[1] + sc.resources[2];
        snprintf(line, sizeof line, tr(TR_SHEET_TOTALS), res, sc.citizens);
        /* on two lines (split where the two counts are apart) when one does not fit at CAPTION_PX */
        char *gap = strstr(line, "   ");
        if (gap && gfx_fit_px(&a->g, GFX_FONT_REGULAR, CAPTION_PX, line, CHAR_ROOM, a->world->scale) < CAPTION_PX) {
            *gap = 0;
            text(a, K_TOTAL, 0, 0, SCORE_X + 94, DIST0 + 388, CAPTION_PX, GFX_FONT_REGULAR, GFX_CENTER | GFX_MIDDLE,
                 ui_ink, line, 9)->mask |= ECS_LIVE;
            text(a, K_TOTAL, 2, 0, SCORE_X + 94, DIST0 + 404, CAPTION_PX, GFX_FONT_REGULAR, GFX_CENTER | GFX_MIDDLE,
                 ui_ink, gap + 3, 9)->mask |= ECS_LIVE;
        } else {
            text(a, K_TOTAL, 0, 0, SCORE_X + 94, DIST0 + 396, CAPTION_PX, GFX_FONT_REGULAR, GFX_CENTER | GFX_MIDDLE,
                 ui_ink, line, 9)->mask |= ECS_LIVE;
        }
        snprintf(line, sizeof line, tr(TR_VP), sc.total);
        text(a, K_TOTAL, 1, 0, SCORE_X + 94, DIST0 + 432, 28, GFX_FONT_BOLD, GFX_CENTER | GFX_MIDDLE, ui_ink,
             line, 9)->mask |= ECS_LIVE;
    }
}

/* How far each kind of icon grows in this window (icon_grow): as far as its tightest place leaves
 * room, up to its size at 1280x720 in pixels. */
static void measure_growth(app *a, icon_grow *gr)
{
    float gift = 1e9f, per_die = 1e9f, link = 1e9f;
    for (int row = 0; row < TD_ROWS; row++)
        for (int p = 0; p < TD_COLUMNS; p++) {
            float f = gift_fits(a, row, p);
            if (td_cell_gives(row, p).per_die)
                per_die = f < per_die ? f : per_die;
            else
                gift = f < gift ? f : gift;
            const td_link *l = &td_links[row][p / 2];
            if (p % 2 || l->kind == TD_LINK_NONE)
                continue;
            char num[8];
            snprintf(num, sizeof num, "%d", l->amount);
            int ic = l->kind == TD_LINK_CITIZEN ? GFX_ICON_CITIZEN : GFX_ICON_INFLUENCE + l->colour;
            float tw = text_w(a, GFX_FONT_BOLD, CAPTION_PX, num);
            f = (LINK_ROOM - tw - NUM_GAP) / (LINK_ICON * (1 + ink_w(ic)) / 2);
            link = f < link ? f : link;
        }
    gr->gift = grow_by(a, gift);
    gr->per_die = grow_by(a, per_die);
    gr->link = grow_by(a, link);
    /* the column bonuses' buildings reach 0.42 of their size under their middle: they stay a unit
     * above the citizen tracks' first squares (16 high, their middle 24 under the tracks' top) */
    gr->track = grow_by(a, (CIT0 + 24 - 8 - 1 - CIT_HEAD_Y) / (0.42f * 15));
    /* the medal in a Cathedral's cell: 1.5 units from its top and bottom edges */
    gr->mark = grow_by(a, (SHEET_CELL_H - 3) / CHAR_RING);
}

float sheet_sync(app *a, const td_state *prev, const td_state *now, int player, float delay)
{
    const td_sheet *sh = &now->sheet[player];
    const td_sheet *old = prev ? &prev->sheet[player] : NULL;
    const gfx_rgba pen = sheet_pen;
    icon_grow gr;
    measure_growth(a, &gr);
    ecs_sync_begin(a->world, VIEW_G_SHEET);
    sync_static(a, &gr, now);
    sync_links(a, &gr, sh);
    float t = delay;
    t = sync_pen_marks(a, now, sh, old, t);
    sync_shields(a, sh);
    sync_score_column(a, now, player, sh);
    /* whose sheet: the name written at the top of the paper, in the pen's ink */
    const char *name = a->seats[player].name;
    text(a, K_HEADER, 0, 0, SX + 16, SY + 20, fit_px(a, GFX_FONT_ITALIC, 17, name, 300), GFX_FONT_ITALIC,
         GFX_LEFT | GFX_MIDDLE, pen, name, 5);
    ecs_sync_end(a->world, VIEW_G_SHEET);
    return t - delay;
}
