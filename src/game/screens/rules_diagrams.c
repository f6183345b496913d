/* rules_diagrams.c — the small diagram of each rules page (screen_rules.c), drawn by the game
 * itself in our own art: the wheel and its slot prices, the roll, the black die's attack, paying
 * for a die, the actions, a district's cells, the Fortress and the Great Hall, the Cathedrals,
 * the links, the resource and citizen tracks, a chain of bonuses, the scoring, the expansion's
 * tiles and the keys. Their labels come from tr() (app_lang.h).
 */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "app_lang.h"
#include "screens/rules_diagrams.h"
#include "troyes/td_rules.h"
#include "play/view.h"

/* Where a diagram is painted: design units inside its area → pixels. */
typedef struct dctx {
    app *a;
    gfx *g;
    float x0, y0, s; /* pixel origin of the area and design → pixel scale */
} dctx;

static float X(const dctx *d, float x) { return d->x0 + x * d->s; }
static float Y(const dctx *d, float y) { return d->y0 + y * d->s; }

/* ---- drawing helpers for the diagrams (design units inside the diagram's area) ---------------- */

static void d_text(const dctx *d, int face, float px, const char *s, float x, float y, int align, gfx_rgba c)
{
    gfx_text(d->g, face, px * d->s, s, X(d, x), Y(d, y), align, c);
}

/* Text shrunk to fit `max_w`. */
static void d_label(const dctx *d, int face, float px, const char *s, float x, float y, int align, gfx_rgba c,
                    float max_w)
{
    float w = 0;
    gfx_text_size(d->g, face, px * d->s, s, &w, NULL);
    w /= d->s;
    if (w > max_w && w > 0)
        px *= max_w / w;
    d_text(d, face, px, s, x, y, align, c);
}

static void d_rect(const dctx *d, float x, float y, float w, float h, float r, gfx_rgba c)
{
    gfx_round_rect(d->g, (SDL_FRect){X(d, x), Y(d, y), w * d->s, h * d->s}, r * d->s, c);
}

static void d_frame(const dctx *d, float x, float y, float w, float h, float r, float width, gfx_rgba c)
{
    gfx_round_frame(d->g, (SDL_FRect){X(d, x), Y(d, y), w * d->s, h * d->s}, r * d->s, width * d->s, c);
}

static void d_line(const dctx *d, float x0, float y0, float x1, float y1, float w, gfx_rgba c)
{
    gfx_line(d->g, X(d, x0), Y(d, y0), X(d, x1), Y(d, y1), w * d->s, c);
}

static void d_arrow(const dctx *d, float x0, float y0, float x1, float y1, float w, gfx_rgba c)
{
    float dx = x1 - x0, dy = y1 - y0, len = sqrtf(dx * dx + dy * dy);
    if (len <= 0)
        return;
    dx /= len;
    dy /= len;
    float head = 4 * w + 4;
    d_line(d, x0, y0, x1 - dx * head * 0.8f, y1 - dy * head * 0.8f, w, c);
    float tri[6] = {X(d, x1), Y(d, y1), X(d, x1 - dx * head - dy * head * 0.55f),
                    Y(d, y1 - dy * head + dx * head * 0.55f), X(d, x1 - dx * head + dy * head * 0.55f),
                    Y(d, y1 - dy * head - dx * head * 0.55f)};
    gfx_poly(d->g, tri, 3, c);
}

static void d_icon(const dctx *d, int icon, float x, float y, float size, gfx_rgba c)
{
    gfx_icon(d->g, icon, X(d, x), Y(d, y), size * d->s, c);
}

static void d_circle(const dctx *d, float x, float y, float r, gfx_rgba c)
{
    gfx_circle(d->g, X(d, x), Y(d, y), r * d->s, c);
}

static void d_ring(const dctx *d, float x, float y, float r, float w, gfx_rgba c)
{
    gfx_ring(d->g, X(d, x), Y(d, y), r * d->s, w * d->s, c);
}

static const gfx_rgba pen = {38, 52, 120, 255}, cross_ink = {60, 40, 36, 255};

static void d_pen_circle(const dctx *d, float x, float y, float r, unsigned seed)
{
    gfx_pen_circle(d->g, X(d, x), Y(d, y), r * d->s, 2.2f * d->s, 1, seed, pen);
}

static void d_pen_cross(const dctx *d, float cx, float cy, float w, float h, unsigned seed)
{
    gfx_pen_cross(d->g, (SDL_FRect){X(d, cx - w / 2), Y(d, cy - h / 2), w * d->s, h * d->s}, 2.6f * d->s, 1, seed,
                  cross_ink);
}

/* A building drawn, as on the sheet: its cell hatched in the pen's ink, then outlined. */
static void d_pen_outline(const dctx *d, float cx, float cy, float w, float h, unsigned seed)
{
    gfx_pen_hatch(d->g, (SDL_FRect){X(d, cx - w / 2 + 1), Y(d, cy - h / 2 + 1), (w - 2) * d->s, (h - 2) * d->s},
                  (SDL_FRect){0, 0, 0, 0}, 1.2f * d->s, 3.4f * d->s, 1, seed, gfx_alpha(pen, 0.5f));
    gfx_pen_outline(d->g, (SDL_FRect){X(d, cx - w / 2), Y(d, cy - h / 2), w * d->s, h * d->s}, 2.6f * d->s, 1,
                    seed, pen);
}

/* A die: colour 0..2 (transparent die of that colour) or -1 (the black die). */
static void d_die(const dctx *d, float x, float y, float size, int value, int colour)
{
    ui_die_look look = ui_die(colour, colour < 0);
    if (colour >= 0)
        look.body.a = 235; /* glass */
    gfx_die(d->g, X(d, x), Y(d, y), size * d->s, 0, value, look.body, look.pips, look.edge);
    if (colour >= 0 && d->a->symbols) /* colour-blind symbols at the corner, as on the wheel's dice */
        gfx_icon(d->g, GFX_ICON_SQUARE + colour, X(d, x + size / 2), Y(d, y - size / 2), size * 0.3f * d->s, ui_ink);
}

static const int row_icon[TD_ROWS] = {GFX_ICON_FORTRESS,  GFX_ICON_PALACE,    GFX_ICON_GREAT_HALL,
                                      GFX_ICON_CITY_HALL, GFX_ICON_CATHEDRAL, GFX_ICON_BISHOPRIC};

/* A sheet cell of `row` centred on (x, y), w × h, with its icon. */
static void d_cell(const dctx *d, float x, float y, float w, float h, int row)
{
    int dist = td_row_district(row);
    d_rect(d, x - w / 2, y - h / 2, w, h, 4, ui_paper);
    d_frame(d, x - w / 2, y - h / 2, w, h, 4, 1.2f, ui_colour_dark[dist]);
    d_icon(d, row_icon[row], x, y, h * 0.62f, gfx_alpha(ui_colour_dark[dist], 0.85f));
}

/* A die box of `district` showing `value`. */
static void d_box(const dctx *d, float x, float y, float w, float h, int district, int value)
{
    d_rect(d, x - w / 2, y - h / 2, w, h, 4, ui_colour[district]);
    d_frame(d, x - w / 2, y - h / 2, w, h, 4, 1.3f, ui_colour_dark[district]);
    char v[4];
    snprintf(v, sizeof v, "%d", value);
    d_text(d, GFX_FONT_BOLD, h * 0.66f, v, x, y, GFX_CENTER | GFX_MIDDLE,
           district == TD_RED ? ui_paper : ui_ink);
}

/* Icon layers (view.h) of `size` at x, y. */
static void d_layers(const dctx *d, const sheet_layer *layer, int n, float x, float y, float size)
{
    for (int k = 0; k < n; k++)
        d_icon(d, layer[k].icon, x, y + size * layer[k].dy, size * layer[k].size, layer[k].colour);
}

/* A Fortress's shield, drawn as on the sheet. */
static void d_shield(const dctx *d, float x, float y, float size)
{
    sheet_layer layer[SHEET_SHIELD_LAYERS];
    sheet_shield_layers(layer);
    d_layers(d, layer, SHEET_SHIELD_LAYERS, x, y, size);
}

/* A link lozenge of `district` with its caption, drawn as on the sheet. */
static void d_lozenge(const dctx *d, float x, float y, float size, int district, const td_link *l)
{
    sheet_layer layer[SHEET_LOZENGE_LAYERS];
    sheet_lozenge_layers(district, layer);
    d_layers(d, layer, SHEET_LOZENGE_LAYERS, x, y, size);
    if (!l || l->kind == TD_LINK_NONE)
        return;
    /* its bonus as the sheet draws it: the amount, then a citizen or a resource (sheet_view.c) */
    char num[8];
    snprintf(num, sizeof num, "%d", l->amount);
    float px = size * 0.36f, ic = size * 0.34f, tw = 0;
    gfx_text_size(d->g, GFX_FONT_BOLD, px * d->s, num, &tw, NULL);
    tw /= d->s;
    float x0 = x - (tw + 1 + ic) / 2;
    d_text(d, GFX_FONT_BOLD, px, num, x0, y, GFX_LEFT | GFX_MIDDLE, ui_ink);
    gfx_rgba c = ui_colour_dark[l->colour];
    d_icon(d, l->kind == TD_LINK_CITIZEN ? GFX_ICON_CITIZEN : GFX_ICON_INFLUENCE + l->colour, x0 + tw + 1 + ic / 2, y,
           ic, l->colour == TD_WHITE ? gfx_mix(c, ui_ink, 0.35f) : c);
}

/* A Banquet or Raid tile as the wheel shows it. */
static void d_tile(const dctx *d, float x, float y, float w, float h, int n, int raid)
{
    d_rect(d, x - w / 2, y - h / 2, w, h, 6, raid ? (gfx_rgba){58, 44, 44, 245} : (gfx_rgba){250, 240, 214, 245});
    d_frame(d, x - w / 2, y - h / 2, w, h, 6, 1.5f, raid ? ui_bad : (gfx_rgba){176, 136, 40, 255});
    char head[32];
    snprintf(head, sizeof head, tr(raid ? TR_WHEEL_RAID : TR_WHEEL_BANQUET), n);
    d_label(d, GFX_FONT_BOLD, h * 0.27f, head, x, y - h * 0.2f, GFX_CENTER | GFX_MIDDLE,
            raid ? (gfx_rgba){255, 200, 190, 255} : ui_ink, w - 14);
    d_label(d, GFX_FONT_ITALIC, h * 0.25f, tr((raid ? TR_TILE_RAID_1 : TR_TILE_BANQUET_1) + n - 1), x, y + h * 0.2f,
            GFX_CENTER | GFX_MIDDLE, raid ? (gfx_rgba){240, 224, 220, 255} : ui_ink, w - 14);
}

/* Slot `slot`'s price centred on (x, y), as the wheel draws it (wheel_price_icons): the word
 * "free" (at most `max_w` wide), or its number and the icons of what it counts, `px` the number's
 * size; `dark`: on a dark ground. */
static void d_price(const dctx *d, int slot, float x, float y, float px, gfx_rgba ink, int dark, float max_w)
{
    int number, icon[TD_RESOURCES];
    int n = wheel_price_icons(slot, &number, icon);
    if (!number) {
        d_label(d, GFX_FONT_BOLD, px * 0.85f, tr(TR_WHEEL_FREE), x, y, GFX_CENTER | GFX_MIDDLE, ink, max_w);
        return;
    }
    char num[8];
    snprintf(num, sizeof num, "%d", number);
    float tw = 0;
    gfx_text_size(d->g, GFX_FONT_BOLD, px * d->s, num, &tw, NULL);
    tw /= d->s;
    float side = px * (n > 1 ? 1.0f : 1.2f), step = side * 0.84f, gap = px * 0.12f;
    float left = x - (tw + gap + 0.8f * side + (float)(n - 1) * step) / 2;
    d_text(d, GFX_FONT_BOLD, px, num, left + tw / 2, y, GFX_CENTER | GFX_MIDDLE, ink);
    for (int i = 0; i < n; i++)
        d_icon(d, GFX_ICON_INFLUENCE + icon[i], left + tw + gap + 0.4f * side + (float)i * step, y, side,
               wheel_price_ink(icon[i], dark));
}

/* Slot `slot`'s price in words ("free", "1 resource of your choice", "2 deniers"), on at most two
 * lines `max_w` wide, the first centred on (x, y). */
static void d_price_words(const dctx *d, int slot, float x, float y, float px, gfx_rgba ink, float max_w)
{
    char words[64];
    int number = td_slot_cost[slot];
    if (!number)
        snprintf(words, sizeof words, "%s", tr(TR_WHEEL_FREE));
    else if (slot == TD_SLOT_ANY)
        snprintf(words, sizeof words, "%s", tr(TR_PRICE_ANY));
    else
        tr_amount(words, sizeof words, number, TD_DENIERS);
    const char *p = gfx_wrap_skip(words);
    for (int line = 0; line < 2 && *p; line++) {
        size_t len = line ? strlen(p) : gfx_wrap_line(d->g, GFX_FONT_ITALIC, px, p, max_w);
        char part[sizeof words];
        snprintf(part, sizeof part, "%.*s", (int)len, p);
        d_label(d, GFX_FONT_ITALIC, px, part, x, y + (float)line * (px + 2), GFX_CENTER | GFX_MIDDLE, ink, max_w);
        p = gfx_wrap_skip(p + len);
    }
}

static gfx_rgba soft_fill(int colour, float k) { return gfx_mix(ui_colour[colour], ui_paper, k); }

/* ---- the diagrams, one per page ------------------------------------------------------------- */

static void dg_glance(const dctx *d)
{
    for (int c = 0; c < TD_COLOURS; c++)
        d_die(d, 60 + (float)c * 62, 52, 46, 2 + 2 * c, c);
    d_die(d, 330, 52, 46, 3, -1);
    d_label(d, GFX_FONT_ITALIC, 14, tr(TR_RULES_D_TRANSPARENT), 122, 96, GFX_CENTER | GFX_MIDDLE, ui_ink_soft, 230);
    d_label(d, GFX_FONT_ITALIC, 14, tr(TR_RULES_D_BLACK), 330, 96, GFX_CENTER | GFX_MIDDLE, ui_ink_soft, 140);
    for (int c = 0; c < TD_COLOURS; c++) {
        float y = 130 + (float)c * 132;
        d_rect(d, 0, y, 404, 120, 10, soft_fill(c, c == TD_WHITE ? 0.35f : 0.7f));
        d_frame(d, 0, y, 404, 120, 10, 1.2f, gfx_alpha(ui_colour_dark[c], 0.6f));
        d_label(d, GFX_FONT_BOLD, 19, tr(TR_DISTRICT_RED + c), 16, y + 20, GFX_LEFT | GFX_MIDDLE, ui_colour_dark[c],
                200);
        for (int k = 0; k < 2; k++) {
            int row = c * 2 + k;
            float x = 44 + (float)k * 150;
            d_icon(d, row_icon[row], x, y + 66, 36, ui_colour_dark[c]);
            d_label(d, GFX_FONT_ITALIC, 13, tr(TR_ROW_FORTRESS + row), x, y + 100, GFX_CENTER | GFX_MIDDLE, ui_ink,
                    140);
        }
        d_icon(d, GFX_ICON_INFLUENCE + c, 344, y + 60, 34, ui_colour_dark[c]);
        d_label(d, GFX_FONT_ITALIC, 13, tr(TR_RES_CAP_INFLUENCE + c), 344, y + 100, GFX_CENTER | GFX_MIDDLE, ui_ink,
                110);
    }
}

/* The wheel: nine plazas around, the inner ring's window, morning and afternoon slots and prices. */
static void dg_wheel(const dctx *d)
{
    static const int up[TD_NOTCHES] = {TD_RED, TD_YELLOW, TD_WHITE, TD_RED, TD_WHITE, TD_YELLOW, TD_RED, TD_WHITE,
                                       TD_YELLOW};
    float cx = 202, cy = 218, r = 196, seg = 2 * GFX_PI / TD_NOTCHES;
    gfx *g = d->g;
    float pcx = X(d, cx), pcy = Y(d, cy), s = d->s;
    gfx_circle(g, pcx + 3 * s, pcy + 5 * s, r * s, (gfx_rgba){0, 0, 0, 60});
    gfx_circle(g, pcx, pcy, r * s, (gfx_rgba){118, 84, 52, 255});
    for (int n = 0; n < TD_NOTCHES; n++) {
        float ang = -GFX_PI / 2 + (float)n * seg, h = seg / 2 - 0.015f;
        gfx_sector(g, pcx, pcy, r * 0.64f * s, r * 0.95f * s, ang - h, ang + h,
                   gfx_mix(ui_colour[up[n]], ui_colour_dark[up[n]], 0.25f), ui_colour[up[n]]);
    }
    gfx_circle(g, pcx, pcy, r * 0.62f * s, (gfx_rgba){84, 58, 34, 255});
    gfx_rgba morning = {236, 222, 190, 255}, afternoon = {92, 76, 96, 255}, neutral = {250, 246, 236, 255};
    float rs = r * 0.6f;
    for (int k = 0; k < TD_NOTCHES; k++) {
        float ang = -GFX_PI / 2 + (float)k * seg;
        gfx_rgba col = k == 0 ? neutral : k <= 4 ? morning : afternoon;
        gfx_sector(g, pcx, pcy, rs * 0.24f * s, rs * s, ang - seg / 2, ang + seg / 2,
                   gfx_mix(col, (gfx_rgba){0, 0, 0, 255}, 0.08f), col);
        gfx_line(g, pcx + cosf(ang - seg / 2) * rs * 0.24f * s, pcy + sinf(ang - seg / 2) * rs * 0.24f * s,
                 pcx + cosf(ang - seg / 2) * rs * s, pcy + sinf(ang - seg / 2) * rs * s, 1.4f * s,
                 (gfx_rgba){60, 44, 30, 200});
        float lx = cx + cosf(ang) * rs * 0.78f, ly = cy + sinf(ang) * rs * 0.78f;
        gfx_rgba ink = k <= 4 ? ui_ink : (gfx_rgba){240, 230, 240, 255};
        if (k == 0) {
            d_text(d, GFX_FONT_BOLD, 22, "1", lx, ly - 4, GFX_CENTER | GFX_MIDDLE, ui_ink);
            d_label(d, GFX_FONT_ITALIC, 9.5f, tr(TR_WHEEL_DAY), lx, ly + 14, GFX_CENTER | GFX_MIDDLE, ui_ink_soft, 40);
            continue;
        }
        char num[8];
        snprintf(num, sizeof num, "%d", (k - 1) % 4 + 1);
        float nx = cx + cosf(ang) * rs * 0.5f, ny = cy + sinf(ang) * rs * 0.5f;
        d_text(d, GFX_FONT_BOLD, 13, num, nx, ny, GFX_CENTER | GFX_MIDDLE, gfx_alpha(ink, 0.6f));
        d_price(d, (k - 1) % 4, lx, ly, 15, ink, k > 4, 48);
    }
    gfx_circle(g, pcx, pcy, rs * 0.24f * s, (gfx_rgba){118, 84, 52, 255});
    gfx_ring(g, pcx, pcy, rs * s, 2 * s, (gfx_rgba){60, 44, 30, 255});
    /* the turn at the end of each day */
    gfx_arc(g, pcx, pcy, (r + 10) * s, 3 * s, -GFX_PI / 2 - 0.5f, -GFX_PI / 2 + 0.35f, ui_accent);
    float ea = -GFX_PI / 2 + 0.42f;
    float tip_x = cx + cosf(ea) * (r + 10), tip_y = cy + sinf(ea) * (r + 10);
    d_arrow(d, cx + cosf(ea - 0.1f) * (r + 10), cy + sinf(ea - 0.1f) * (r + 10), tip_x, tip_y, 3, ui_accent);
    /* legend */
    float ly = 440;
    d_rect(d, 8, ly, 22, 16, 3, morning);
    d_frame(d, 8, ly, 22, 16, 3, 1, ui_ink_soft);
    d_label(d, GFX_FONT_REGULAR, 14, tr(TR_RULES_D_MORNING), 38, ly + 8, GFX_LEFT | GFX_MIDDLE, ui_ink, 150);
    d_rect(d, 206, ly, 22, 16, 3, afternoon);
    d_label(d, GFX_FONT_REGULAR, 14, tr(TR_RULES_D_AFTERNOON), 236, ly + 8, GFX_LEFT | GFX_MIDDLE, ui_ink, 160);
    d_rect(d, 8, ly + 30, 22, 16, 3, neutral);
    d_frame(d, 8, ly + 30, 22, 16, 3, 1, ui_ink_soft);
    d_label(d, GFX_FONT_REGULAR, 14, tr(TR_RULES_D_WINDOW), 38, ly + 38, GFX_LEFT | GFX_MIDDLE, ui_ink, 360);
    /* the four prices, spelled out */
    for (int k = 0; k < TD_SLOTS; k++) {
        char lab[48];
        snprintf(lab, sizeof lab, tr(TR_RULES_D_SLOT), k + 1);
        float x = 52 + (float)k * 100;
        d_label(d, GFX_FONT_BOLD, 12, lab, x, ly + 62, GFX_CENTER | GFX_MIDDLE, ui_ink, 94);
        d_price_words(d, k, x, ly + 78, 12, ui_ink_soft, 94);
    }
}

/* The four dice set out from low to high; the black die's plaza destroyed. */
static void dg_roll(const dctx *d)
{
    static const int value[4] = {1, 3, 3, 6}, colour[4] = {TD_RED, -1, TD_YELLOW, TD_WHITE};
    static const int plaza[4] = {TD_RED, TD_WHITE, TD_YELLOW, TD_WHITE};
    for (int k = 0; k < 4; k++) {
        float x = 52 + (float)k * 100, y = 60;
        char lab[48];
        snprintf(lab, sizeof lab, tr(TR_RULES_D_SLOT), k + 1);
        d_label(d, GFX_FONT_BOLD, 13, lab, x, y - 40, GFX_CENTER | GFX_MIDDLE, ui_ink, 96);
        d_rect(d, x - 42, y - 28, 84, 110, 8, soft_fill(plaza[k], plaza[k] == TD_WHITE ? 0.15f : 0.35f));
        d_frame(d, x - 42, y - 28, 84, 110, 8, 1.5f, ui_colour_dark[plaza[k]]);
        d_die(d, x, y + 14, 46, value[k], colour[k]);
        d_price(d, k, x, y + 66, 13, ui_ink, 0, 80);
        if (colour[k] < 0) {
            d_pen_cross(d, x, y + 27, 76, 100, 17);
            d_label(d, GFX_FONT_BOLD, 13, tr(TR_RULES_D_DESTROYED), x, y + 100, GFX_CENTER | GFX_MIDDLE, ui_bad, 96);
        }
    }
    /* the tie between the black 3 and the yellow 3 */
    d_line(d, 152, 196, 152, 206, 2, ui_accent);
    d_line(d, 252, 196, 252, 206, 2, ui_accent);
    d_line(d, 152, 206, 252, 206, 2, ui_accent);
    d_label(d, GFX_FONT_ITALIC, 14, tr(TR_RULES_D_TIE), 202, 224, GFX_CENTER | GFX_MIDDLE, ui_accent, 300);
    /* low to high */
    d_arrow(d, 20, 262, 384, 262, 2.5f, ui_ink_soft);
    d_text(d, GFX_FONT_BOLD, 15, "1", 20, 282, GFX_LEFT | GFX_MIDDLE, ui_ink_soft);
    d_text(d, GFX_FONT_BOLD, 15, "6", 384, 282, GFX_RIGHT | GFX_MIDDLE, ui_ink_soft);
    /* a transparent die takes its plaza's colour */
    float y = 330;
    for (int c = 0; c < TD_COLOURS; c++) {
        float x = 70 + (float)c * 132;
        d_rect(d, x - 44, y, 88, 88, 10, soft_fill(c, c == TD_WHITE ? 0.1f : 0.25f));
        d_frame(d, x - 44, y, 88, 88, 10, 1.5f, ui_colour_dark[c]);
        d_die(d, x, y + 44, 46, 4, c);
        d_label(d, GFX_FONT_ITALIC, 14, tr(TR_COLOUR_CAP_RED + c), x, y + 106, GFX_CENTER | GFX_MIDDLE,
                ui_colour_dark[c], 120);
    }
}

/* A small sheet: three districts of six columns, a Fortress protecting column 2, a black 4 on a
 * white plaza crossing the white 4 and its unbuilt Cathedral (the Bishopric stays). */
static void dg_attack(const dctx *d)
{
    char lab[96];
    snprintf(lab, sizeof lab, tr(TR_RULES_D_ATTACK), 4, tr(TR_COLOUR_F_WHITE));
    d_die(d, 20, 18, 30, 4, -1);
    d_label(d, GFX_FONT_BOLD, 15, lab, 44, 18, GFX_LEFT | GFX_MIDDLE, ui_ink, 356);
    float x0 = 74, cw = 54, top = 52;
    for (int dist = 0; dist < TD_COLOURS; dist++) {
        float y = top + (float)dist * 128;
        d_rect(d, 0, y, 404, 120, 8, soft_fill(dist, dist == TD_WHITE ? 0.35f : 0.72f));
        d_icon(d, row_icon[dist * 2], 22, y + 56, 22, ui_colour_dark[dist]);
        d_icon(d, row_icon[dist * 2 + 1], 22, y + 92, 22, ui_colour_dark[dist]);
        for (int p = 0; p < TD_COLUMNS; p++) {
            float x = x0 + (float)p * cw;
            d_box(d, x, y + 20, 38, 24, dist, p + 1);
            d_cell(d, x, y + 56, 46, 28, dist * 2);
            d_cell(d, x, y + 92, 46, 28, dist * 2 + 1);
        }
    }
    /* the Fortress in column 2 and its shields */
    float fx = x0 + cw;
    d_pen_outline(d, fx, top + 56, 42, 24, 3);
    for (int dist = 0; dist < TD_COLOURS; dist++)
        d_shield(d, fx + 22, top + (float)dist * 128 + 10, 17);
    /* the white 4 crossed with its unbuilt Cathedral; the Bishopric built before stays */
    float ax = x0 + 3 * cw, wy = top + 2 * 128;
    d_pen_outline(d, ax, wy + 92, 42, 24, 5);
    d_pen_cross(d, ax, wy + 20, 32, 20, 7);
    d_pen_cross(d, ax, wy + 56, 38, 22, 9);
    /* labels under the sheet */
    float ly = top + 3 * 128 + 6;
    d_shield(d, 16, ly + 10, 19);
    d_label(d, GFX_FONT_ITALIC, 13.5f, tr(TR_RULES_D_PROTECTED), 30, ly + 10, GFX_LEFT | GFX_MIDDLE, ui_ink, 150);
    d_label(d, GFX_FONT_ITALIC, 13.5f, tr(TR_RULES_D_CROSSED), 210, ly + 10, GFX_LEFT | GFX_MIDDLE, ui_ink, 190);
    d_pen_cross(d, 198, ly + 10, 14, 14, 11);
    d_pen_outline(d, 16, ly + 36, 22, 16, 13);
    d_label(d, GFX_FONT_ITALIC, 13.5f, tr(TR_RULES_D_KEPT), 34, ly + 36, GFX_LEFT | GFX_MIDDLE, ui_ink, 360);
    d_arrow(d, ax, ly - 2, ax, wy + 108, 2, ui_bad);
}

/* Prices of the slots; changing the value (influence) and the colour (knowledge). */
static void dg_pay(const dctx *d)
{
    for (int k = 0; k < TD_SLOTS; k++) {
        float x = 50 + (float)k * 101;
        char lab[48];
        snprintf(lab, sizeof lab, tr(TR_RULES_D_SLOT), k + 1);
        d_rect(d, x - 46, 10, 92, 76, 8, ui_paper);
        d_frame(d, x - 46, 10, 92, 76, 8, 1.2f, ui_ink_soft);
        d_label(d, GFX_FONT_BOLD, 13, lab, x, 26, GFX_CENTER | GFX_MIDDLE, ui_ink, 86);
        if (td_slot_cost[k])
            d_price(d, k, x, 46, 17, ui_ink, 0, 86);
        d_price_words(d, k, x, td_slot_cost[k] ? 63 : 56, 11.5f, ui_ink_soft, 86);
    }
    /* value: one influence per step, no wrap */
    float y = 190;
    d_die(d, 130, y, 56, 3, TD_RED);
    d_die(d, 250, y - 52, 40, 4, TD_RED);
    d_die(d, 250, y + 52, 40, 2, TD_RED);
    d_arrow(d, 164, y - 12, 222, y - 44, 2.5f, ui_accent);
    d_arrow(d, 164, y + 12, 222, y + 44, 2.5f, ui_accent);
    d_icon(d, GFX_ICON_INFLUENCE, 188, y - 48, 18, ui_colour_dark[TD_RED]);
    d_icon(d, GFX_ICON_INFLUENCE, 188, y + 48, 18, ui_colour_dark[TD_RED]);
    d_label(d, GFX_FONT_ITALIC, 14, tr(TR_RULES_D_VALUE_STEP), 202, y + 96, GFX_CENTER | GFX_MIDDLE, ui_ink, 390);
    /* colour: two knowledge to either other colour */
    y = 400;
    d_die(d, 90, y, 56, 5, TD_RED);
    d_die(d, 300, y - 40, 40, 5, TD_YELLOW);
    d_die(d, 300, y + 40, 40, 5, TD_WHITE);
    d_arrow(d, 124, y - 8, 272, y - 36, 2.5f, ui_accent);
    d_arrow(d, 124, y + 8, 272, y + 36, 2.5f, ui_accent);
    for (int i = 0; i < 2; i++)
        d_icon(d, GFX_ICON_KNOWLEDGE, 186 + (float)i * 22, y - 4, 18, ui_colour_dark[TD_WHITE]);
    d_label(d, GFX_FONT_ITALIC, 14, tr(TR_RULES_D_COLOUR_CHANGE), 202, y + 88, GFX_CENTER | GFX_MIDDLE, ui_ink, 390);
}

/* One district (yellow) with its die boxes, prestige and work cells: a yellow 5 builds in column 5
 * or gains 5 deniers. */
static void dg_actions(const dctx *d)
{
    float x0 = 100, cw = 42, y = 150;
    float lx = 340; /* the action labels, clear of the last column and of the district's edge */
    float cx = x0 + 4 * cw;
    d_die(d, cx, 36, 44, 5, TD_YELLOW);
    d_arrow(d, cx, 62, cx, y - 20, 2.5f, ui_accent);
    d_rect(d, 0, y - 24, 404, 156, 8, soft_fill(TD_YELLOW, 0.72f));
    d_label(d, GFX_FONT_ITALIC, 12, tr(TR_RULES_D_DIE_BOX), 8, y, GFX_LEFT | GFX_MIDDLE, ui_ink_soft, 68);
    d_label(d, GFX_FONT_ITALIC, 12, tr(TR_PRESTIGE), 8, y + 40, GFX_LEFT | GFX_MIDDLE, ui_ink_soft, 68);
    d_label(d, GFX_FONT_ITALIC, 12, tr(TR_WORK), 8, y + 80, GFX_LEFT | GFX_MIDDLE, ui_ink_soft, 68);
    for (int p = 0; p < TD_COLUMNS; p++) {
        float x = x0 + (float)p * cw;
        d_box(d, x, y, 34, 22, TD_YELLOW, p + 1);
        d_cell(d, x, y + 40, 38, 28, TD_ROW_GREAT_HALL);
        d_cell(d, x, y + 80, 38, 28, TD_ROW_CITY_HALL);
    }
    d_frame(d, cx - 22, y - 17, 44, 116, 6, 2, ui_accent);
    d_pen_outline(d, cx, y + 40, 34, 24, 21);
    d_pen_outline(d, cx, y + 80, 34, 24, 23);
    d_label(d, GFX_FONT_BOLD, 13, tr(TR_ACTION_PRESTIGE), lx, y + 40, GFX_LEFT | GFX_MIDDLE, ui_accent, 398 - lx);
    d_label(d, GFX_FONT_BOLD, 13, tr(TR_ACTION_WORK), lx, y + 80, GFX_LEFT | GFX_MIDDLE, ui_accent, 398 - lx);
    for (int i = 0; i < 2; i++)
        d_icon(d, GFX_ICON_CITIZEN, lx + 8 + (float)i * 16, y + 108, 15, ui_colour_dark[TD_YELLOW]);
    d_text(d, GFX_FONT_BOLD, 13, "+2", lx, y + 108, GFX_RIGHT | GFX_MIDDLE, ui_colour_dark[TD_YELLOW]);
    /* gain: five deniers after the three of the start */
    float ty = 390;
    d_label(d, GFX_FONT_BOLD, 13, tr(TR_ACTION_GAIN), 0, ty - 62, GFX_LEFT | GFX_MIDDLE, ui_accent, 200);
    d_rect(d, 0, ty - 46, 404, 100, 8, ui_paper);
    d_frame(d, 0, ty - 46, 404, 100, 8, 1, gfx_alpha(ui_ink_soft, 0.5f));
    d_icon(d, GFX_ICON_DENIERS, 14, ty, 18, ui_colour_dark[TD_YELLOW]);
    for (int i = 0; i < TD_RES_TRACK; i++) {
        float x = 36 + (float)i * 20.5f;
        d_circle(d, x, ty, 8.5f, ui_paper);
        d_ring(d, x, ty, 8.5f, 1, gfx_alpha(ui_colour_dark[TD_YELLOW], 0.7f));
        if (td_res_slot_gives_citizen(i + 1))
            d_icon(d, GFX_ICON_CITIZEN, x, ty, 11, ui_colour_dark[TD_YELLOW]);
        if (i < 8)
            d_pen_circle(d, x, ty, 9.5f, 30u + (unsigned)i);
    }
    float s0 = 36 + 3 * 20.5f - 8, s1 = 36 + 7 * 20.5f + 8;
    d_line(d, s0, ty - 16, s0, ty - 22, 1.5f, ui_accent);
    d_line(d, s0, ty - 22, s1, ty - 22, 1.5f, ui_accent);
    d_line(d, s1, ty - 16, s1, ty - 22, 1.5f, ui_accent);
    d_text(d, GFX_FONT_BOLD, 13, "+5", (s0 + s1) / 2, ty - 33, GFX_CENTER | GFX_MIDDLE, ui_accent);
    d_label(d, GFX_FONT_ITALIC, 12.5f, tr(TR_RULES_D_START), 36 + 20.5f, ty + 22, GFX_CENTER | GFX_MIDDLE,
            ui_ink_soft, 70);
    d_label(d, GFX_FONT_ITALIC, 12.5f, tr(TR_RULES_D_GIVES_CITIZEN), 36 + 5 * 20.5f, ty + 38,
            GFX_CENTER | GFX_MIDDLE, ui_ink_soft, 130);
}

/* The three districts' rows and the three numberings. */
static void dg_districts(const dctx *d)
{
    for (int c = 0; c < TD_COLOURS; c++) {
        float y = (float)c * 86;
        d_rect(d, 0, y, 404, 78, 8, soft_fill(c, c == TD_WHITE ? 0.35f : 0.72f));
        d_label(d, GFX_FONT_BOLD, 15, tr(TR_DISTRICT_RED + c), 10, y + 14, GFX_LEFT | GFX_MIDDLE, ui_colour_dark[c],
                160);
        for (int k = 0; k < 2; k++) {
            int row = c * 2 + k;
            float x = 10 + (float)k * 138;
            d_icon(d, row_icon[row], x + 12, y + 48, 24, ui_colour_dark[c]);
            d_label(d, GFX_FONT_REGULAR, 13, tr(TR_ROW_FORTRESS + row), x + 28, y + 48, GFX_LEFT | GFX_MIDDLE, ui_ink,
                    104);
        }
        d_icon(d, GFX_ICON_INFLUENCE + c, 296, y + 48, 20, ui_colour_dark[c]);
        d_label(d, GFX_FONT_REGULAR, 13, tr(TR_RES_CAP_INFLUENCE + c), 310, y + 48, GFX_LEFT | GFX_MIDDLE, ui_ink, 90);
    }
    static const int numbering[3][TD_COLUMNS] = {{1, 2, 3, 4, 5, 6}, {4, 5, 6, 1, 2, 3}, {3, 6, 1, 5, 2, 4}};
    for (int m = 0; m < 3; m++) {
        float y = 290 + (float)m * 76;
        d_label(d, GFX_FONT_BOLD, 14, tr(TR_NUMBERING_STANDARD + m), 0, y, GFX_LEFT | GFX_MIDDLE, ui_ink, 120);
        for (int p = 0; p < TD_COLUMNS; p++) {
            char v[4];
            float x = 150 + (float)p * 44;
            snprintf(v, sizeof v, "%d", numbering[m][p]);
            d_rect(d, x - 18, y - 12, 36, 24, 4, ui_paper);
            d_frame(d, x - 18, y - 12, 36, 24, 4, 1.3f, ui_ink_soft);
            d_text(d, GFX_FONT_BOLD, 16, v, x, y, GFX_CENTER | GFX_MIDDLE, ui_ink);
        }
        d_line(d, 0, y + 34, 404, y + 34, 1, gfx_alpha(ui_ink_soft, 0.3f));
    }
}

/* Fortress citizens by column; Great Hall gains per available die. */
static void dg_fortress_hall(const dctx *d)
{
    float x0 = 40, cw = 65;
    d_label(d, GFX_FONT_BOLD, 15, tr(TR_ROW_FORTRESS), 0, 12, GFX_LEFT | GFX_MIDDLE, ui_colour_dark[TD_RED], 300);
    for (int p = 0; p < TD_COLUMNS; p++) {
        float x = x0 + (float)p * cw;
        d_cell(d, x, 58, 56, 40, TD_ROW_FORTRESS);
        d_icon(d, GFX_ICON_CITIZEN, x, 98, 20, ui_colour_dark[td_fortress_citizen[p]]);
        d_shield(d, x, 124, 19);
    }
    d_label(d, GFX_FONT_ITALIC, 13, tr(TR_RULES_D_PROTECTED), 202, 146, GFX_CENTER | GFX_MIDDLE, ui_ink_soft, 400);
    float y = 190;
    d_label(d, GFX_FONT_BOLD, 15, tr(TR_ROW_GREAT_HALL), 0, y, GFX_LEFT | GFX_MIDDLE, ui_colour_dark[TD_YELLOW], 300);
    for (int p = 0; p < TD_COLUMNS; p++) {
        float x = x0 + (float)p * cw;
        int c = td_great_hall_colour[p];
        d_cell(d, x, y + 46, 56, 40, TD_ROW_GREAT_HALL);
        d_rect(d, x - 12, y + 84, 24, 24, 5, ui_colour_dark[c]); /* a die of that colour */
        d_rect(d, x - 11, y + 85, 22, 22, 4.5f, ui_colour[c]);
        d_text(d, GFX_FONT_BOLD, 17, "\xC3\x97", x, y + 120, GFX_CENTER | GFX_MIDDLE, ui_ink_soft); /* × */
        char amt[8];
        snprintf(amt, sizeof amt, "%d", td_great_hall_amount[p]);
        d_text(d, GFX_FONT_BOLD, 16, amt, x - 8, y + 146, GFX_CENTER | GFX_MIDDLE, ui_ink);
        d_icon(d, td_great_hall_is_citizen[p] ? GFX_ICON_CITIZEN : GFX_ICON_INFLUENCE + c, x + 10, y + 146, 18,
               ui_colour_dark[c]);
    }
    d_label(d, GFX_FONT_ITALIC, 13, tr(TR_RULES_D_PER_DIE), 202, y + 172, GFX_CENTER | GFX_MIDDLE, ui_ink_soft, 400);
    /* [R3]: available dice this half-day, by plaza colour */
    float ry = 400;
    d_rect(d, 0, ry, 404, 110, 8, ui_note_tint);
    d_rect(d, 0, ry, 4, 110, 0, ui_accent);
    d_text(d, GFX_FONT_BOLD, 15, "[R3]", 14, ry + 16, GFX_LEFT | GFX_MIDDLE, ui_accent);
    static const int plaza[4] = {TD_WHITE, TD_YELLOW, TD_WHITE, TD_RED};
    for (int k = 0; k < 4; k++) {
        float x = 48 + (float)k * 66;
        d_rect(d, x - 29, ry + 33, 58, 58, 8, soft_fill(plaza[k], plaza[k] == TD_WHITE ? 0.1f : 0.3f));
        d_frame(d, x - 29, ry + 33, 58, 58, 8, 1.2f, ui_colour_dark[plaza[k]]);
        d_die(d, x, ry + 62, 34, 2 + k, k == 3 ? -1 : plaza[k]);
        if (k == 3)
            d_pen_cross(d, x, ry + 62, 50, 50, 41);
        else if (plaza[k] == TD_WHITE)
            d_pen_circle(d, x, ry + 62, 24, 43u + (unsigned)k);
    }
    /* a Great Hall in column 5 (3 knowledge per white die): two white dice, 6 knowledge */
    d_icon(d, GFX_ICON_GREAT_HALL, 316, ry + 44, 22, ui_colour_dark[TD_YELLOW]);
    d_text(d, GFX_FONT_BOLD, 13, "5", 332, ry + 48, GFX_LEFT | GFX_MIDDLE, ui_colour_dark[TD_YELLOW]);
    d_arrow(d, 296, ry + 70, 326, ry + 70, 2, ui_ink_soft);
    d_text(d, GFX_FONT_BOLD, 18, "6", 350, ry + 72, GFX_RIGHT | GFX_MIDDLE, ui_ink);
    d_icon(d, GFX_ICON_KNOWLEDGE, 366, ry + 72, 20, ui_colour_dark[TD_WHITE]);
}

/* The Cathedral multipliers and the characters. */
static void dg_cathedral(const dctx *d)
{
    for (int n = 0; n < TD_COLUMNS; n++) {
        float x = 34 + (float)n * 67;
        d_cell(d, x, 40, 56, 44, TD_ROW_CATHEDRAL);
        char lab[40];
        snprintf(lab, sizeof lab, "%d", n + 1);
        d_text(d, GFX_FONT_BOLD, 12, lab, x - 20, 26, GFX_CENTER | GFX_MIDDLE, ui_ink_soft);
        snprintf(lab, sizeof lab, "\xC3\x97%d", td_cathedral_multiplier(n + 1));
        d_text(d, GFX_FONT_BOLD, 22, lab, x, 88, GFX_CENTER | GFX_MIDDLE, pen);
    }
    d_label(d, GFX_FONT_ITALIC, 13, tr(TR_RULES_D_ORDER_BUILT), 202, 116, GFX_CENTER | GFX_MIDDLE, ui_ink_soft, 400);
    for (int p = 0; p < TD_COLUMNS; p++) {
        float y = 160 + (float)p * 58;
        int row = td_cathedral_scores[p];
        int dist = td_row_district(row);
        d_rect(d, 0, y, 404, 50, 8, p % 2 ? gfx_mix(ui_paper, ui_ink_soft, 0.06f) : ui_paper);
        d_cell(d, 30, y + 25, 44, 34, TD_ROW_CATHEDRAL);
        d_label(d, GFX_FONT_ITALIC, 15, tr(TR_CHARACTER_1 + p), 62, y + 25, GFX_LEFT | GFX_MIDDLE, ui_ink, 150);
        d_arrow(d, 218, y + 25, 244, y + 25, 2, ui_ink_soft);
        d_icon(d, row_icon[row], 264, y + 25, 28, ui_colour_dark[dist]);
        d_label(d, GFX_FONT_REGULAR, 13, tr(TR_ROW_FORTRESS + row), 284, y + 25, GFX_LEFT | GFX_MIDDLE, ui_ink, 112);
    }
}

/* Two built cells gain their lozenge; a crossed cell loses it; the table of every link. */
static void dg_links(const dctx *d)
{
    float y = 40;
    d_cell(d, 52, y, 64, 40, TD_ROW_FORTRESS);
    d_cell(d, 160, y, 64, 40, TD_ROW_FORTRESS);
    d_pen_outline(d, 52, y, 58, 34, 51);
    d_pen_outline(d, 160, y, 58, 34, 53);
    d_lozenge(d, 106, y, 38, TD_RED, &td_links[TD_ROW_FORTRESS][0]);
    d_pen_circle(d, 106, y, 21, 55);
    d_label(d, GFX_FONT_ITALIC, 14, tr(TR_RULES_D_BOTH_BUILT), 206, y, GFX_LEFT | GFX_MIDDLE, ui_good, 198);
    y = 112;
    d_cell(d, 52, y, 64, 40, TD_ROW_BISHOPRIC);
    d_cell(d, 160, y, 64, 40, TD_ROW_BISHOPRIC);
    d_pen_outline(d, 52, y, 58, 34, 57);
    d_pen_cross(d, 160, y, 54, 32, 59);
    d_lozenge(d, 106, y, 38, TD_WHITE, &td_links[TD_ROW_BISHOPRIC][1]);
    d_pen_cross(d, 106, y, 24, 24, 61);
    d_label(d, GFX_FONT_ITALIC, 14, tr(TR_RULES_D_CROSSED), 206, y, GFX_LEFT | GFX_MIDDLE, ui_bad, 198);
    /* every link of the sheet, by row and column pair */
    float ty = 178;
    for (int pair = 0; pair < 3; pair++) {
        char pairs[8];
        snprintf(pairs, sizeof pairs, "%d-%d", pair * 2 + 1, pair * 2 + 2);
        d_text(d, GFX_FONT_BOLD, 13, pairs, 196 + (float)pair * 78, ty, GFX_CENTER | GFX_MIDDLE, ui_ink_soft);
    }
    for (int row = 0; row < TD_ROWS; row++) {
        float yy = ty + 40 + (float)row * 52;
        int dist = td_row_district(row);
        d_rect(d, 0, yy - 23, 404, 46, 6, soft_fill(dist, dist == TD_WHITE ? 0.4f : 0.8f));
        d_icon(d, row_icon[row], 20, yy, 24, ui_colour_dark[dist]);
        d_label(d, GFX_FONT_REGULAR, 12.5f, tr(TR_ROW_FORTRESS + row), 38, yy, GFX_LEFT | GFX_MIDDLE, ui_ink, 112);
        for (int pair = 0; pair < 3; pair++) {
            float x = 196 + (float)pair * 78;
            const td_link *l = &td_links[row][pair];
            if (l->kind == TD_LINK_NONE) {
                d_text(d, GFX_FONT_REGULAR, 15, "\xE2\x80\x94", x, yy, GFX_CENTER | GFX_MIDDLE, ui_ink_soft); /* — */
                continue;
            }
            d_lozenge(d, x, yy, 38, dist, l);
        }
    }
}

static void res_track(const dctx *d, float y, int r, int circled, int crossed, unsigned seed)
{
    d_icon(d, GFX_ICON_INFLUENCE + r, 12, y, 18, ui_colour_dark[r]);
    for (int i = 0; i < TD_RES_TRACK; i++) {
        float x = 32 + (float)i * 20;
        d_circle(d, x, y, 8.5f, ui_paper);
        d_ring(d, x, y, 8.5f, 1, gfx_alpha(ui_colour_dark[r], 0.7f));
        if (td_res_slot_gives_citizen(i + 1))
            d_icon(d, GFX_ICON_CITIZEN, x, y, 11, ui_colour_dark[r]);
        if (i < circled)
            d_pen_circle(d, x, y, 9.5f, seed + (unsigned)i);
        if (i < crossed)
            d_pen_cross(d, x, y, 11, 11, seed + 40u + (unsigned)i);
    }
}

/* Resource tracks: the start, gains, spending, the citizens of slots 6, 12 and 18. */
static void dg_resources(const dctx *d)
{
    d_rect(d, 0, 0, 404, 250, 8, ui_paper);
    res_track(d, 40, TD_INFLUENCE, 3, 0, 70);
    res_track(d, 110, TD_DENIERS, 9, 4, 90);
    res_track(d, 180, TD_KNOWLEDGE, 18, 0, 130);
    /* brackets: the start, the citizens */
    d_line(d, 23, 60, 23, 66, 1.5f, ui_accent);
    d_line(d, 23, 66, 81, 66, 1.5f, ui_accent);
    d_line(d, 81, 60, 81, 66, 1.5f, ui_accent);
    d_label(d, GFX_FONT_ITALIC, 12.5f, tr(TR_RULES_D_START), 52, 80, GFX_CENTER | GFX_MIDDLE, ui_accent, 120);
    d_text(d, GFX_FONT_BOLD, 16, "5", 404, 110, GFX_RIGHT | GFX_MIDDLE, ui_colour_dark[TD_DENIERS]);
    for (int k = 1; k <= 3; k++) {
        float x = 32 + (float)(6 * k - 1) * 20;
        d_arrow(d, x, 226, x, 196, 1.5f, ui_ink_soft);
    }
    d_label(d, GFX_FONT_ITALIC, 12.5f, tr(TR_RULES_D_GIVES_CITIZEN), 32 + 8 * 20, 238, GFX_CENTER | GFX_MIDDLE,
            ui_ink_soft, 200);
    /* [R4]: a full track gains nothing more */
    float ry = 280;
    d_rect(d, 0, ry, 404, 70, 8, ui_note_tint);
    d_rect(d, 0, ry, 4, 70, 0, ui_accent);
    d_text(d, GFX_FONT_BOLD, 15, "[R4]", 14, ry + 35, GFX_LEFT | GFX_MIDDLE, ui_accent);
    for (int i = 0; i < 4; i++) {
        float x = 84 + (float)i * 20;
        d_circle(d, x, ry + 35, 8.5f, ui_paper);
        d_ring(d, x, ry + 35, 8.5f, 1, gfx_alpha(ui_colour_dark[TD_KNOWLEDGE], 0.7f));
        d_pen_circle(d, x, ry + 35, 9.5f, 160u + (unsigned)i);
    }
    d_text(d, GFX_FONT_ITALIC, 11, "18", 144, ry + 14, GFX_CENTER | GFX_MIDDLE, ui_ink_soft);
    d_text(d, GFX_FONT_BOLD, 15, "+3", 184, ry + 35, GFX_CENTER | GFX_MIDDLE, ui_ink);
    for (int i = 0; i < 3; i++) {
        float x = 220 + (float)i * 20;
        d_ring(d, x, ry + 35, 8.5f, 1, gfx_alpha(ui_ink_soft, 0.5f));
        d_pen_cross(d, x, ry + 35, 12, 12, 170u + (unsigned)i);
    }
    d_label(d, GFX_FONT_ITALIC, 14, tr(TR_RULES_D_LOST), 288, ry + 35, GFX_LEFT | GFX_MIDDLE, ui_bad, 110);
    /* scoring: pairs */
    float sy = 400;
    for (int i = 0; i < 5; i++)
        d_icon(d, GFX_ICON_DENIERS, 30 + (float)i * 26 + (float)(i / 2) * 10, sy, 22, ui_colour_dark[TD_DENIERS]);
    d_arrow(d, 180, sy, 220, sy, 2, ui_ink_soft);
    char vp[24];
    snprintf(vp, sizeof vp, tr(TR_VP), 2);
    d_text(d, GFX_FONT_BOLD, 18, vp, 232, sy, GFX_LEFT | GFX_MIDDLE, ui_ink);
}

/* Citizen tracks with the column bonuses at 3, 6, 11 and the 15th and 20th; [R5]. */
static void dg_citizens(const dctx *d)
{
    static const int filled[TD_COLOURS] = {8, 6, 12};
    static const int mark[5] = {TD_COLBONUS_RESOURCES, TD_COLBONUS_WORK_A, TD_COLBONUS_WORK_B, TD_CIT_PRESTIGE_AT,
                                TD_CIT_FULL_AT};
    static const int mark_key[5] = {TR_RULES_D_COL_RES, TR_RULES_D_COL_WORK, TR_RULES_D_COL_WORK, TR_RULES_D_15TH,
                                    TR_RULES_D_20TH};
    float x0 = 28, cw = 19, y0 = 130;
    d_rect(d, 0, 0, 404, 230, 8, ui_paper);
    /* labels staggered above their columns */
    for (int k = 0; k < 5; k++) {
        float x = x0 + (float)(mark[k] - 1) * cw;
        float ly = 16 + (float)(k % 3) * 24;
        int align = k == 4 ? GFX_RIGHT : k == 0 ? GFX_LEFT : GFX_CENTER;
        float lx = k == 4 ? x + 9 : k == 0 ? x - 12 : x;
        d_label(d, GFX_FONT_ITALIC, 12.5f, tr(mark_key[k]), lx, ly, align | GFX_MIDDLE, ui_accent, 140);
        d_line(d, x, ly + 9, x, y0 - 16, 1.2f, gfx_alpha(ui_accent, 0.6f));
    }
    for (int c = 0; c < TD_COLOURS; c++) {
        float y = y0 + (float)c * 26;
        d_icon(d, GFX_ICON_CITIZEN, 10, y, 15, ui_colour_dark[c]);
        for (int i = 0; i < TD_CIT_TRACK; i++) {
            float x = x0 + (float)i * cw;
            int special = i + 1 == TD_CIT_PRESTIGE_AT || i + 1 == TD_CIT_FULL_AT;
            d_rect(d, x - 8, y - 8, 16, 16, special ? 3 : 8, soft_fill(c, c == TD_WHITE ? 0.2f : 0.6f));
            d_frame(d, x - 8, y - 8, 16, 16, special ? 3 : 8, special ? 1.8f : 1.0f,
                    special ? ui_ink : gfx_alpha(ui_colour_dark[c], 0.7f));
            if (i < filled[c])
                d_pen_circle(d, x, y, 9, 200u + (unsigned)(c * 20 + i));
        }
    }
    /* column 6 complete: all three tracks reached it */
    float cx = x0 + 5 * cw;
    d_frame(d, cx - 11, y0 - 13, 22, 78, 6, 2, ui_good);
    /* [R5]: the 15th citizen's two prestige buildings */
    float ry = 250;
    d_rect(d, 0, ry, 404, 160, 8, ui_note_tint);
    d_rect(d, 0, ry, 4, 160, 0, ui_accent);
    d_text(d, GFX_FONT_BOLD, 15, "[R5]", 14, ry + 18, GFX_LEFT | GFX_MIDDLE, ui_accent);
    for (int c = 0; c < TD_COLOURS; c++) {
        float y = ry + 52 + (float)c * 38;
        d_icon(d, GFX_ICON_CITIZEN, 30, y, 20, ui_colour_dark[c]);
        d_text(d, GFX_FONT_BOLD, 13, "15", 48, y, GFX_LEFT | GFX_MIDDLE, ui_ink);
        d_arrow(d, 72, y, 100, y, 2, ui_ink_soft);
        for (int k = 0; k < 2; k++) {
            int row = td_cit15_rows[c][k];
            float x = 116 + (float)k * 148;
            d_icon(d, row_icon[row], x, y, 24, ui_colour_dark[td_row_district(row)]);
            d_label(d, GFX_FONT_REGULAR, 13, tr(TR_ROW_FORTRESS + row), x + 18, y, GFX_LEFT | GFX_MIDDLE, ui_ink, 110);
        }
        d_text(d, GFX_FONT_BOLD, 16, "/", 234, y, GFX_CENTER | GFX_MIDDLE, ui_ink_soft);
    }
}

/* A chain of bonuses set off by one action, resolved in order [R6]. */
static void dg_chain(const dctx *d)
{
    static const int icon[5] = {GFX_ICON_DENIERS, GFX_ICON_CITIZEN, GFX_ICON_CITIZEN, GFX_ICON_CITY_HALL,
                                GFX_ICON_DIAMOND};
    static const int colour[5] = {TD_YELLOW, TD_YELLOW, TD_WHITE, TD_YELLOW, TD_YELLOW};
    for (int k = 0; k < 5; k++) {
        float y = 20 + (float)k * 100;
        d_rect(d, 40, y, 324, 62, 10, ui_paper);
        d_frame(d, 40, y, 324, 62, 10, 1.4f, ui_ink_soft);
        d_circle(d, 76, y + 31, 22, soft_fill(colour[k], 0.6f));
        if (k == 2) /* all three tracks reach the column */
            for (int c = 0; c < TD_COLOURS; c++)
                d_icon(d, GFX_ICON_CITIZEN, 64 + (float)c * 12, y + 31, 16, ui_colour_dark[c]);
        else
            d_icon(d, icon[k], 76, y + 31, 28, ui_colour_dark[colour[k]]);
        char n[8];
        snprintf(n, sizeof n, "%d", k + 1);
        d_text(d, GFX_FONT_BOLD, 14, n, 24, y + 31, GFX_CENTER | GFX_MIDDLE, ui_accent);
        d_label(d, GFX_FONT_REGULAR, 16, tr(TR_RULES_D_CHAIN_1 + k), 110, y + 31, GFX_LEFT | GFX_MIDDLE, ui_ink, 244);
        if (k < 4)
            d_arrow(d, 202, y + 64, 202, y + 98, 3, ui_accent);
    }
}

/* The scoring of an example sheet. */
static void dg_scoring(const dctx *d)
{
    d_rect(d, 0, 0, 404, 420, 10, ui_paper);
    d_frame(d, 0, 0, 404, 420, 10, 1.2f, ui_ink_soft);
    d_label(d, GFX_FONT_BOLD, 16, tr(TR_RULES_D_EXAMPLE), 16, 24, GFX_LEFT | GFX_MIDDLE, ui_ink, 300);
    /* three Cathedrals, in the order built: their multipliers follow that order */
    struct { int character, count; } ex[3] = {{2, 4}, {3, 4}, {5, 3}};
    char line[128], pts[16];
    int total = 0;
    for (int k = 0; k < 3; k++) {
        float y = 70 + (float)k * 52;
        int mult = td_cathedral_multiplier(k + 1);
        int row = td_cathedral_scores[ex[k].character];
        d_icon(d, GFX_ICON_CATHEDRAL, 26, y, 24, ui_colour_dark[TD_WHITE]);
        d_icon(d, row_icon[row], 50, y, 22, ui_colour_dark[td_row_district(row)]);
        snprintf(line, sizeof line, tr(TR_RULES_D_SCORE_CHAR), tr(TR_CHARACTER_1 + ex[k].character), mult, ex[k].count);
        d_label(d, GFX_FONT_REGULAR, 14, line, 70, y, GFX_LEFT | GFX_MIDDLE, ui_ink, 260);
        snprintf(pts, sizeof pts, "%d", mult * ex[k].count);
        d_text(d, GFX_FONT_BOLD, 18, pts, 388, y, GFX_RIGHT | GFX_MIDDLE, pen);
        total += mult * ex[k].count;
    }
    static const int held[TD_RESOURCES] = {2, 3, 5};
    for (int r = 0; r < TD_RESOURCES; r++) {
        float y = 230 + (float)r * 34;
        d_icon(d, GFX_ICON_INFLUENCE + r, 26, y, 20, ui_colour_dark[r]);
        char amount[48];
        snprintf(line, sizeof line, tr(TR_RULES_D_SCORE_RES), tr_amount(amount, sizeof amount, held[r], r));
        d_label(d, GFX_FONT_REGULAR, 14, line, 50, y, GFX_LEFT | GFX_MIDDLE, ui_ink, 280);
        snprintf(pts, sizeof pts, "%d", held[r] / 2);
        d_text(d, GFX_FONT_BOLD, 18, pts, 388, y, GFX_RIGHT | GFX_MIDDLE, pen);
        total += held[r] / 2;
    }
    float y = 340;
    d_icon(d, GFX_ICON_CITIZEN, 26, y, 20, ui_ink_soft);
    snprintf(line, sizeof line, tr(TR_RULES_D_SCORE_CIT), 30);
    d_label(d, GFX_FONT_REGULAR, 14, line, 50, y, GFX_LEFT | GFX_MIDDLE, ui_ink, 280);
    d_text(d, GFX_FONT_BOLD, 18, "30", 388, y, GFX_RIGHT | GFX_MIDDLE, pen);
    total += 30;
    d_line(d, 16, 364, 388, 364, 1.5f, ui_ink_soft);
    d_label(d, GFX_FONT_BOLD, 18, tr(TR_RULES_D_TOTAL), 16, 392, GFX_LEFT | GFX_MIDDLE, ui_ink, 200);
    snprintf(pts, sizeof pts, tr(TR_VP), total);
    d_text(d, GFX_FONT_BOLD, 26, pts, 388, 392, GFX_RIGHT | GFX_MIDDLE, ui_ink);
}

/* The expansion: a single-colour plaza with its tile, both sides, and the 3 tiles of 8. */
static void dg_expansion(const dctx *d)
{
    d_rect(d, 10, 20, 110, 110, 12, ui_colour[TD_YELLOW]);
    d_frame(d, 10, 20, 110, 110, 12, 2, ui_colour_dark[TD_YELLOW]);
    d_tile(d, 264, 50, 150, 62, 3, 0);
    d_tile(d, 264, 150, 150, 62, 3, 1);
    d_label(d, GFX_FONT_ITALIC, 13, tr(TR_RULES_D_BANQUET_SIDE), 264, 92, GFX_CENTER | GFX_MIDDLE, ui_ink_soft, 170);
    d_label(d, GFX_FONT_ITALIC, 13, tr(TR_RULES_D_RAID_SIDE), 264, 192, GFX_CENTER | GFX_MIDDLE, ui_ink_soft, 170);
    d_arrow(d, 124, 70, 184, 56, 2, ui_ink_soft);
    /* flips with its plaza, for good */
    gfx_arc(d->g, X(d, 352), Y(d, 100), 44 * d->s, 3 * d->s, -GFX_PI / 2.4f, GFX_PI / 2.4f, ui_bad);
    d_arrow(d, 360, 141, 346, 144, 3, ui_bad);
    d_label(d, GFX_FONT_ITALIC, 13, tr(TR_RULES_D_FLIPS), 200, 230, GFX_CENTER | GFX_MIDDLE, ui_bad, 400);
    /* 3 of the 8 tiles, in two columns wide enough for their effects at a readable size */
    for (int t = 1; t <= TD_EXP_TILES; t++) {
        float x = 100 + (float)((t - 1) % 2) * 204, y = 274 + (float)((t - 1) / 2) * 57;
        int drawn = t == 2 || t == 5 || t == 8;
        d_tile(d, x, y, 180, 50, t, 0);
        if (drawn)
            d_frame(d, x - 94, y - 29, 188, 58, 8, 3, ui_accent);
        else
            d_rect(d, x - 90, y - 25, 180, 50, 6, gfx_alpha(ui_paper, 0.55f));
    }
    d_text(d, GFX_FONT_BOLD, 22, "3 / 8", 202, 500, GFX_CENTER | GFX_MIDDLE, ui_accent);
}

static void dg_tiles(const dctx *d, int first)
{
    for (int k = 0; k < 4; k++) {
        int t = first + k;
        float y = 70 + (float)k * 118;
        d_tile(d, 100, y, 180, 70, t, 0);
        d_tile(d, 304, y, 180, 70, t, 1);
        d_arrow(d, 194, y, 212, y, 2, ui_ink_soft);
    }
    d_label(d, GFX_FONT_BOLD, 14, tr(TR_RULES_D_BANQUET_SIDE), 100, 12, GFX_CENTER | GFX_MIDDLE, ui_ink_soft, 190);
    d_label(d, GFX_FONT_BOLD, 14, tr(TR_RULES_D_RAID_SIDE), 304, 12, GFX_CENTER | GFX_MIDDLE, ui_ink_soft, 190);
}

/* Splits a "KEY: what" label into the key (spaces and French no-break spaces before the colon
 * trimmed) and what it does. */
static const char *key_split(const char *s, char *key, size_t cap)
{
    const char *colon = strchr(s, ':');
    size_t n = colon ? (size_t)(colon - s) : 0;
    if (n >= cap)
        n = cap - 1;
    memcpy(key, s, n);
    key[n] = 0;
    for (;;) {
        if (n > 0 && key[n - 1] == ' ')
            n -= 1;
        else if (n > 1 && (unsigned char)key[n - 1] == 0xA0 && (unsigned char)key[n - 2] == 0xC2)
            n -= 2;
        else
            break;
        key[n] = 0;
    }
    const char *what = colon ? colon + 1 : s;
    while (*what == ' ')
        what++;
    return what;
}

/* Keys: each label is "KEY: what", the key drawn as a key cap; every key of the play screen. */
static void dg_keys(const dctx *d)
{
    enum { KEYS = TR_RULES_D_KEYS_RULES - TR_RULES_D_KEYS_DIE + 1 };
    char key[40];
    float cap_w = 56;
    for (int k = 0; k < KEYS; k++) {
        key_split(tr(TR_RULES_D_KEYS_DIE + k), key, sizeof key);
        float w = 0;
        gfx_text_size(d->g, GFX_FONT_BOLD, 16 * d->s, key, &w, NULL);
        if (w / d->s + 26 > cap_w)
            cap_w = w / d->s + 26;
    }
    if (cap_w > 200)
        cap_w = 200;
    for (int k = 0; k < KEYS; k++) {
        const char *what = key_split(tr(TR_RULES_D_KEYS_DIE + k), key, sizeof key);
        float y = 20 + (float)k * 35;
        float w = 0;
        gfx_text_size(d->g, GFX_FONT_BOLD, 16 * d->s, key, &w, NULL);
        w = w / d->s + 26;
        if (w < 56)
            w = 56;
        if (w > cap_w)
            w = cap_w;
        float x = 4 + (cap_w - w) / 2;
        d_rect(d, x, y - 14 + 3, w, 28, 6, gfx_mix(ui_ink_soft, ui_paper, 0.4f));
        d_rect(d, x, y - 14, w, 28, 6, ui_paper);
        d_frame(d, x, y - 14, w, 28, 6, 1.5f, ui_ink_soft);
        d_label(d, GFX_FONT_BOLD, 15, key, x + w / 2, y, GFX_CENTER | GFX_MIDDLE, ui_ink, w - 8);
        d_label(d, GFX_FONT_REGULAR, 15, what, cap_w + 20, y, GFX_LEFT | GFX_MIDDLE, ui_ink, 384 - cap_w);
    }
}

void rules_paint_diagram(app *a, int page, SDL_FRect rc, float scale)
{
    dctx d = {a, &a->g, rc.x, rc.y, scale};
    switch (page) {
    case 0: dg_glance(&d); break;
    case 1: dg_wheel(&d); break;
    case 2: dg_roll(&d); break;
    case 3: dg_attack(&d); break;
    case 4: dg_pay(&d); break;
    case 5: dg_actions(&d); break;
    case 6: dg_districts(&d); break;
    case 7: dg_fortress_hall(&d); break;
    case 8: dg_cathedral(&d); break;
    case 9: dg_links(&d); break;
    case 10: dg_resources(&d); break;
    case 11: dg_citizens(&d); break;
    case 12: dg_chain(&d); break;
    case 13: dg_scoring(&d); break;
    case 14: dg_expansion(&d); break;
    case 15: dg_tiles(&d, 1); break;
    case 16: dg_tiles(&d, 5); break;
    default: dg_keys(&d); break;
    }
}
