/* wheel.c — the two-layer wheel as entities.
 *
 * Large layer: nine plaza tiles in their notches (P0 at the top, clockwise), each showing the
 * colour of its face up, with the expansion's Banquet/Raid tile beside each single-colour plaza.
 * A plaza destroyed this half-day lifts out of the wheel and comes back flipped when the half-day
 * ends.
 * Small layer: the neutral window with the day (and, from day 3, the attack reminder), four light
 * morning and four dark afternoon segments with each slot's cost. It is drawn once into a texture
 * (supersampled, except on the software renderer), and turns (animated) at the end of each day.
 * [R2] gives which notch each slot faces on each day.
 * Only the base is baked: plazas, the small layer and what lies on it are live entities drawn
 * through sprites, as they change every half-day (a plaza lifts out and back from day 3, the hub
 * turns from AM to PM) and each change would otherwise redraw the whole baked layer.
 * The dice: on their slots, in the colour of their plaza (the die being considered at the value
 * and colour chosen), tumbling in from the centre after a roll.
 */
#include <math.h>
#include <stdio.h>

#include "app_lang.h"
#include "play/view.h"

#define SMALL_R WHEEL_SMALL_R
#define PLAZA_R0 WHEEL_PLAZA_R0
#define PLAZA_R1 WHEEL_PLAZA_R1
#define PLAZA_RM ((PLAZA_R0 + PLAZA_R1) / 2) /* a plaza entity sits this far out on its notch */
#define SEG (2.0f * GFX_PI / TD_NOTCHES)
#define STRUCK_ALPHA 0.45f /* a price a Banquet took away, under its strike: faint beside the new one */
#define LIFTED_ALPHA 0.85f /* a destroyed plaza, lifted out: faded, still plainly its colour */

enum { K_BASE = 1, K_PLAZA, K_PLAZA_MARK, K_TILE, K_TILE_SIDE, K_SMALL, K_DAY, K_DAY_SUB,
       K_COST, K_HALF, K_HUB, K_COST_STRIKE, K_COST_NEW, K_COST_ICON, K_NOTCH_EDGE };
/* The kinds' names in the dump (view.h): "wheel.plaza[3]". */
static const view_name kind_names[] = {
    [K_BASE] = {"base"},
    [K_PLAZA] = {"plaza", VIEW_IX_NUM},
    [K_PLAZA_MARK] = {"plaza.mark", VIEW_IX_NUM},
    [K_TILE] = {"tile", VIEW_IX_NUM},
    [K_TILE_SIDE] = {"tile.number", VIEW_IX_NUM},
    [K_SMALL] = {"small"},
    [K_DAY] = {"day"},
    [K_DAY_SUB] = {"day.sub", VIEW_IX_NUM},
    [K_COST] = {"cost", VIEW_IX_NUM},
    [K_HALF] = {"half"},
    [K_HUB] = {"hub"},
    [K_COST_STRIKE] = {"cost.struck", VIEW_IX_NUM},
    [K_COST_NEW] = {"cost.now", VIEW_IX_NUM},
    [K_COST_ICON] = {"cost.icon", VIEW_IX_NUM, VIEW_IX_RESOURCE},
    [K_NOTCH_EDGE] = {"notch.edge", VIEW_IX_NUM},
};
_Static_assert(sizeof kind_names / sizeof kind_names[0] == K_NOTCH_EDGE + 1, "a name for every K_* kind");
const view_kinds wheel_kinds = VIEW_KINDS(kind_names);

/* Angle (radians, 0 = right, clockwise) of notch n. */
static float wheel_notch_angle(int notch) { return -GFX_PI / 2 + (float)notch * SEG; }

void wheel_plaza_pos(int notch, float *x, float *y)
{
    float ang = wheel_notch_angle(notch);
    *x = WHEEL_CX + cosf(ang) * PLAZA_RM;
    *y = WHEEL_CY + sinf(ang) * PLAZA_RM;
}

void wheel_tile_pos(int notch, float *x, float *y)
{
    float ang = wheel_notch_angle(notch);
    *x = WHEEL_CX + cosf(ang) * WHEEL_TILE_R;
    *y = WHEEL_CY + sinf(ang) * WHEEL_TILE_R;
}

void wheel_plaza_edge(app *a, int notch, float px, float py, float scale, float width, gfx_rgba c)
{
    float ang = wheel_notch_angle(notch);
    float cx = px - cosf(ang) * PLAZA_RM * scale, cy = py - sinf(ang) * PLAZA_RM * scale;
    float h = SEG / 2 - 0.012f, r0 = PLAZA_R0 * scale, r1 = PLAZA_R1 * scale, wd = width * scale;
    gfx_arc(&a->g, cx, cy, r1 - wd / 2, wd, ang - h, ang + h, c);
    gfx_arc(&a->g, cx, cy, r0 + wd / 2, wd, ang - h, ang + h, c);
    for (int side = -1; side <= 1; side += 2) {
        float e = ang + (float)side * h;
        gfx_line(&a->g, cx + cosf(e) * r0, cy + sinf(e) * r0, cx + cosf(e) * r1, cy + sinf(e) * r1, wd, c);
    }
}

float wheel_plaza_box(void)
{
    /* from the plaza's middle to its farthest (outer) corner, with room for an edge around it */
    return 2 * (sqrtf(PLAZA_R1 * PLAZA_R1 + PLAZA_RM * PLAZA_RM - 2 * PLAZA_R1 * PLAZA_RM * cosf(SEG / 2)) + 4);
}

void wheel_paint_plaza_edge(void *user, const ecs_entity *e, SDL_FRect px, float scale)
{
    float x = px.x + px.w / 2, y = px.y + px.h / 2;
    float al = e->world.alpha;
    wheel_plaza_edge(user, e->draw.value, x, y, scale, e->draw.width + 5, gfx_alpha(e->draw.colour2, al));
    wheel_plaza_edge(user, e->draw.value, x, y, scale, e->draw.width, gfx_alpha(e->draw.colour, al));
}

/* Where the die of `slot` rests this half-day (design units). */
static void wheel_slot_pos(const td_state *s, int slot, float *x, float *y)
{
    float ang = wheel_notch_angle(td_slot_notch(s, slot));
    *x = WHEEL_CX + cosf(ang) * WHEEL_R * 0.47f;
    *y = WHEEL_CY + sinf(ang) * WHEEL_R * 0.47f;
}

/* ---- painters ---------------------------------------------------------------------------------- */

typedef struct wheel_tex {
    SDL_Texture *small;   /* the small layer, neutral window up */
    int px;               /* its side in pixels */
} wheel_tex;
static wheel_tex g_tex;

/* A plaza: the entity sits in the middle of its tile, PLAZA_RM out from the wheel's centre. */
static void paint_plaza(void *user, const ecs_entity *e, SDL_FRect rc, float scale)
{
    app *a = user;
    float ang = wheel_notch_angle(e->draw.value);
    float cx = rc.x + rc.w / 2 - cosf(ang) * PLAZA_RM * scale;
    float cy = rc.y + rc.h / 2 - sinf(ang) * PLAZA_RM * scale;
    float h = SEG / 2 - 0.012f;
    gfx_rgba c = gfx_alpha(e->draw.colour, e->world.alpha);
    gfx_rgba dark = gfx_alpha(e->draw.colour2, e->world.alpha);
    float r0 = PLAZA_R0 * scale, r1 = PLAZA_R1 * scale;
    gfx_sector(&a->g, cx, cy, r0, r1, ang - h, ang + h, gfx_mix(c, dark, 0.25f), c);
    gfx_arc(&a->g, cx, cy, r1 - 2 * scale, 3 * scale, ang - h, ang + h, dark);
    /* cobbles: a few darker stones suggest a town square */
    for (int k = 0; k < 5; k++) {
        float ra = r0 + (r1 - r0) * (0.25f + 0.13f * (float)k);
        float aa = ang + h * (k % 2 ? 0.45f : -0.4f);
        gfx_circle(&a->g, cx + cosf(aa) * ra, cy + sinf(aa) * ra, 3.2f * scale, gfx_alpha(dark, 0.35f));
    }
}

/* ---- the expansion's tiles -------------------------------------------------------------------
 * A tile says what it does at a glance, in the icons the sheet and the wheel already use: its
 * number in a column on the left, its effect on the right in one or two rows of glyphs (SPEC §7):
 * the building it acts with, then what it gives ("+" and the resources, citizens or die), or what
 * a Raid adds to the price; a row struck in red is what can no longer be done. The whole tile is one sprite
 * (ecs.c), drawn again only when its side, the language or the window's scale changes. */
enum { TG_END = 0, TG_ICON, TG_TEXT, TG_FREE, TG_DIE, TG_COLOURS, TG_EQUALS };
enum { TG_DIE_BLANK = 0, TG_DIE_GLASS, TG_DIE_BLACK }; /* a die with no pips, a white one, the black one */
enum { TG_INK = -1 }; /* a glyph's tint: the side's ink, or a colour (TD_RED...) */
typedef struct tile_glyph {
    int8_t kind, what, tint; /* TG_*; the icon (GFX_ICON_*) or the die (TG_DIE_*); TG_INK or a colour */
    const char *text;        /* TG_TEXT: the few signs drawn ("+1", "±2"), the same in every language */
} tile_glyph;
#define TILE_GLYPHS 6
typedef struct tile_row {
    uint8_t struck;
    tile_glyph g[TILE_GLYPHS];
} tile_row;
typedef struct tile_effect {
    tile_row row[2]; /* the second row empty: one row, drawn larger */
} tile_effect;

#define G_ICON(ic, tint) {TG_ICON, GFX_ICON_##ic, tint, NULL}
#define G_TEXT(t) {TG_TEXT, 0, TG_INK, t}
#define G_DIE(d) {TG_DIE, d, TG_INK, NULL}
#define G_COLOURS {TG_COLOURS, 0, TG_INK, NULL}
#define G_FREE {TG_FREE, 0, TG_INK, NULL}
#define G_EQUALS {TG_EQUALS, 0, TG_INK, NULL} /* drawn as two strokes: the font's "=" blurs to one line when small */

/* SPEC §7's table, by tile (1-8) and side (Banquet, Raid). */
static const tile_effect tile_effects[8][2] = {
    /* 1: each influence moves the value by up to 2 | influence cannot change it */
    {{{{0, {G_ICON(INFLUENCE, TD_RED), G_TEXT("\xC2\xB1" "2")}}}},
     {{{1, {G_ICON(INFLUENCE, TD_RED)}}}}},
    /* 2: a colour change costs 1 knowledge | the colour cannot be changed */
    {{{{0, {G_COLOURS}}, {0, {G_TEXT("1\xC3\x97"), G_ICON(KNOWLEDGE, TD_WHITE)}}}},
     {{{1, {G_COLOURS}}}}},
    /* 3: the die is free | 1 denier more */
    {{{{0, {G_DIE(TG_DIE_GLASS)}}, {0, {G_FREE}}}},
     {{{0, {G_TEXT("+1"), G_ICON(DENIERS, TD_YELLOW)}}}}},
    /* 4: a Fortress gives a red citizen and a yellow or white one | 1 influence more */
    {{{{0, {G_ICON(FORTRESS, TD_RED), G_TEXT("+"), G_ICON(CITIZEN, TD_RED)}},
       {0, {G_TEXT("+"), G_ICON(CITIZEN, TD_YELLOW), G_TEXT("/"), G_ICON(CITIZEN, TD_WHITE)}}}},
     {{{0, {G_TEXT("+1"), G_ICON(INFLUENCE, TD_RED)}}}}},
    /* 5: a Cathedral gives 1 of each resource | 1 knowledge more */
    {{{{0, {G_ICON(CATHEDRAL, TD_WHITE)}},
       {0, {G_TEXT("+"), G_ICON(INFLUENCE, TD_RED), G_ICON(DENIERS, TD_YELLOW), G_ICON(KNOWLEDGE, TD_WHITE)}}}},
     {{{0, {G_TEXT("+1"), G_ICON(KNOWLEDGE, TD_WHITE)}}}}},
    /* 6: a Great Hall counts one more die | no prestige building */
    {{{{0, {G_ICON(GREAT_HALL, TD_YELLOW)}}, {0, {G_TEXT("+1"), G_DIE(TG_DIE_BLANK)}}}},
     {{{1, {G_ICON(FORTRESS, TD_RED), G_ICON(GREAT_HALL, TD_YELLOW), G_ICON(CATHEDRAL, TD_WHITE)}}}}},
    /* 7: a work building gives a citizen of its colour | the die's value is 0 */
    {{{{0, {G_ICON(PALACE, TD_RED), G_ICON(CITY_HALL, TD_YELLOW), G_ICON(BISHOPRIC, TD_WHITE)}},
       {0, {G_TEXT("+1"), G_ICON(CITIZEN, TG_INK)}}}},
     {{{0, {G_DIE(TG_DIE_GLASS), G_EQUALS, G_TEXT("0")}}}}},
    /* 8 [R8]: the black die here destroys nothing | a die here is a second black die */
    {{{{0, {G_DIE(TG_DIE_BLACK), G_ICON(SHIELD, TD_RED)}}}},
     {{{0, {G_DIE(TG_DIE_GLASS), G_EQUALS, G_DIE(TG_DIE_BLACK)}}}}},
};

/* Sizes on a tile, design units: its left column's width; a glyph's size in two rows and in one
 * (icons, the signs' text, dice); the gap between glyphs. */
#define TILE_COL 13.0f
#define TG_ICON_SZ 17.0f
#define TG_TEXT_PX 14.0f
#define TG_DIE_SZ 13.5f
#define TG_ONE_ROW 1.2f /* one row alone is drawn this much larger */
#define TG_GAP 1.5f

/* The width of an icon's ink as a share of its size (gfx.c draws a citizen narrow). */
static float tg_ink_w(int icon)
{
    return icon == GFX_ICON_CITIZEN ? 0.5f : icon == GFX_ICON_KNOWLEDGE ? 0.85f : 0.8f;
}

static int tg_count(const tile_row *r)
{
    int n = 0;
    while (n < TILE_GLYPHS && r->g[n].kind != TG_END)
        n++;
    return n;
}

/* The text of a TG_TEXT or TG_FREE glyph. */
static const char *tg_text(const tile_glyph *g)
{
    return g->kind == TG_FREE ? tr(TR_WHEEL_FREE) : g->text;
}

/* A glyph's width in pixels, `k` pixels a design unit (its size in the row). */
static float tg_width(app *a, const tile_glyph *g, float k)
{
    float tw = 0;
    switch (g->kind) {
    case TG_ICON:
        return TG_ICON_SZ * k * tg_ink_w(g->what);
    case TG_TEXT:
    case TG_FREE:
        gfx_text_size(&a->g, GFX_FONT_BOLD, TG_TEXT_PX * k, tg_text(g), &tw, NULL);
        return tw;
    case TG_DIE:
        return TG_DIE_SZ * k;
    case TG_COLOURS:
        return TG_ICON_SZ * 1.5f * k;
    case TG_EQUALS:
        return 7 * k;
    default:
        return 0;
    }
}

/* Draws glyph g centred on (x, y) pixels, `k` pixels a design unit; `raid`: on the dark side. */
static void tg_draw(app *a, const tile_glyph *g, float x, float y, float k, int raid, float al)
{
    gfx_rgba ink = raid ? (gfx_rgba){250, 238, 228, 255} : ui_ink;
    gfx_rgba c = gfx_alpha(g->tint == TG_INK ? ink : wheel_price_ink(g->tint, raid), al);
    switch (g->kind) {
    case TG_ICON:
        gfx_icon(&a->g, g->what, x, y, TG_ICON_SZ * k, c);
        break;
    case TG_TEXT:
    case TG_FREE:
        gfx_text(&a->g, GFX_FONT_BOLD, TG_TEXT_PX * k, tg_text(g), x, y, GFX_CENTER | GFX_MIDDLE, c);
        break;
    case TG_DIE: {
        float side = TG_DIE_SZ * k;
        if (g->what == TG_DIE_BLANK) { /* a blank die, no pips: one die more, whatever its value (the sheet's) */
            SDL_FRect r = {x - side / 2, y - side / 2, side, side};
            gfx_round_rect(&a->g, r, 2.5f * k, gfx_alpha(ui_ink_soft, al));
            SDL_FRect in = {r.x + 1.2f * k, r.y + 1.2f * k, side - 2.4f * k, side - 2.4f * k};
            gfx_round_rect(&a->g, in, 1.8f * k, gfx_alpha(ui_paper, al));
            break;
        }
        int black = g->what == TG_DIE_BLACK;
        ui_die_look look = ui_die(black ? -1 : TD_WHITE, black);
        if (!black)
            look.edge = ui_ink_soft; /* its edge plain on the parchment */
        int value = black ? 6 : 3;
        gfx_die(&a->g, x, y, side, 0, value, gfx_alpha(look.body, al), gfx_alpha(look.pips, al),
                gfx_alpha(look.edge, al));
        break;
    }
    case TG_EQUALS:
        for (int side = -1; side <= 1; side += 2)
            gfx_line(&a->g, x - 3 * k, y + (float)side * 2.2f * k, x + 3 * k, y + (float)side * 2.2f * k, 1.6f * k, c);
        break;
    case TG_COLOURS: /* the three colours a die may take, as dots */
        for (int col = 0; col < TD_COLOURS; col++) {
            float dx = (float)(col - 1) * TG_ICON_SZ * 0.5f * k, r = TG_ICON_SZ * 0.22f * k;
            gfx_circle(&a->g, x + dx, y, r + 0.9f * k, gfx_alpha(raid ? ui_paper : ui_ink_soft, al));
            gfx_circle(&a->g, x + dx, y, r, gfx_alpha(ui_colour[col], al));
        }
        break;
    default:
        break;
    }
}

/* Draws row r of glyphs centred on (x, y) pixels, at most `room` pixels wide, `k` pixels a design
 * unit (less if they would not fit). */
static void tg_row(app *a, const tile_row *r, float x, float y, float room, float k, int raid, float al)
{
    int n = tg_count(r);
    if (!n)
        return;
    float width = 0;
    for (int i = 0; i < n; i++)
        width += tg_width(a, &r->g[i], k) + (i ? TG_GAP * k : 0);
    if (width > room) {
        float f = room / width;
        k *= f;
        width = room;
    }
    float at = x - width / 2;
    for (int i = 0; i < n; i++) {
        float gw = tg_width(a, &r->g[i], k);
        tg_draw(a, &r->g[i], at + gw / 2, y, k, raid, al);
        at += gw + TG_GAP * k;
    }
    if (r->struck) { /* struck through: what can no longer be done */
        float h = 5.5f * k, x0 = x - width / 2 - 2 * k, x1 = x + width / 2 + 2 * k;
        gfx_rgba red = raid ? (gfx_rgba){240, 92, 78, 255} : ui_bad;
        gfx_line(&a->g, x0, y + h, x1, y - h, 3.2f * k, gfx_alpha(raid ? (gfx_rgba){70, 50, 46, 255} : ui_paper, al));
        gfx_line(&a->g, x0, y + h, x1, y - h, 1.8f * k, gfx_alpha(red, al));
    }
}

/* What tile t's side `raid` draws, in words for the dump (the tests read it): its rows' glyphs,
 * a struck row after "no:", the rows apart by " | ". */
static void tile_effect_words(int t, int raid, char *out, size_t n)
{
    static const char *const icon_words[] = {
        [GFX_ICON_INFLUENCE] = "influence", [GFX_ICON_DENIERS] = "deniers",   [GFX_ICON_KNOWLEDGE] = "knowledge",
        [GFX_ICON_CITIZEN] = "citizen",     [GFX_ICON_FORTRESS] = "fortress", [GFX_ICON_PALACE] = "palace",
        [GFX_ICON_GREAT_HALL] = "great_hall", [GFX_ICON_CITY_HALL] = "city_hall",
        [GFX_ICON_CATHEDRAL] = "cathedral", [GFX_ICON_BISHOPRIC] = "bishopric", [GFX_ICON_SHIELD] = "shield"};
    static const char *const tint_words[TD_COLOURS] = {"red", "yellow", "white"};
    const tile_effect *fx = &tile_effects[t - 1][raid];
    size_t len = 0;
    out[0] = 0;
    for (int r = 0; r < 2; r++) {
        const tile_row *row = &fx->row[r];
        int count = tg_count(row);
        if (!count)
            continue;
        len += (size_t)snprintf(out + len, n - len, "%s%s", r ? " | " : "", row->struck ? "no:" : "");
        for (int i = 0; i < count && len < n; i++) {
            const tile_glyph *g = &row->g[i];
            const char *sep = i || row->struck ? " " : "";
            if (g->kind == TG_ICON)
                len += (size_t)snprintf(out + len, n - len, "%s%s%s%s", sep, icon_words[g->what],
                                        g->tint == TG_INK ? "" : ":", g->tint == TG_INK ? "" : tint_words[g->tint]);
            else if (g->kind == TG_DIE)
                len += (size_t)snprintf(out + len, n - len, "%sdie:%s", sep,
                                        g->what == TG_DIE_BLANK   ? "blank"
                                        : g->what == TG_DIE_BLACK ? "black"
                                                                  : "glass");
            else if (g->kind == TG_COLOURS || g->kind == TG_EQUALS)
                len += (size_t)snprintf(out + len, n - len, "%s%s", sep, g->kind == TG_COLOURS ? "colours" : "=");
            else
                len += (size_t)snprintf(out + len, n - len, "%s%s", sep, tg_text(g));
            if (len >= n)
                len = n - 1;
        }
        if (len >= n)
            len = n - 1;
    }
}

/* An expansion tile, of our own art: parchment edged in gold (Banquet) or dark wood edged in red
 * (Raid), its number (an entity of its own) on the left, its effect on the right. draw.value: the
 * tile's number times 2, plus 1 on the Raid side; draw.seed: the language (its word "free"): each
 * look has its own sprite. */
static void paint_tile(void *user, const ecs_entity *e, SDL_FRect rc, float scale)
{
    app *a = user;
    float al = e->world.alpha, w = e->draw.w * scale, h = e->draw.h * scale;
    float cx = rc.x + rc.w / 2, cy = rc.y + rc.h / 2;
    int t = e->draw.value / 2, raid = e->draw.value % 2;
    SDL_FRect sq = {cx - w / 2, cy - h / 2, w, h};
    gfx_rgba edge = gfx_alpha(e->draw.colour2, al), fill = gfx_alpha(e->draw.colour, al);
    gfx_round_rect(&a->g, sq, 5 * scale, edge);
    SDL_FRect in = {sq.x + 2 * scale, sq.y + 2 * scale, sq.w - 4 * scale, sq.h - 4 * scale};
    gfx_round_rect(&a->g, in, 4 * scale, fill);
    /* the left column holds the number (its own entity) */
    float col = TILE_COL * scale;
    gfx_line(&a->g, sq.x + 2 * scale + col, sq.y + 6 * scale, sq.x + 2 * scale + col, sq.y + h - 6 * scale,
             1 * scale, gfx_alpha(e->draw.colour2, al * 0.45f));
    if (t < 1 || t > 8)
        return;
    /* the effect, in the rest */
    const tile_effect *fx = &tile_effects[t - 1][raid];
    float x0 = sq.x + 2 * scale + col, room = sq.x + w - 2 * scale - x0, ex = x0 + room / 2;
    room -= 4 * scale;
    if (!tg_count(&fx->row[1])) {
        tg_row(a, &fx->row[0], ex, cy, room, scale * TG_ONE_ROW, raid, al);
        return;
    }
    tg_row(a, &fx->row[0], ex, cy - 8 * scale, room, scale, raid, al);
    tg_row(a, &fx->row[1], ex, cy + 8.5f * scale, room, scale, raid, al);
}

static void paint_base(void *user, const ecs_entity *e, SDL_FRect rc, float scale)
{
    app *a = user;
    (void)e;
    float cx = rc.x + rc.w / 2, cy = rc.y + rc.h / 2;
    gfx_circle(&a->g, cx + 4 * scale, cy + 6 * scale, WHEEL_R * scale, (gfx_rgba){0, 0, 0, 70});
    gfx_circle(&a->g, cx, cy, WHEEL_R * scale, (gfx_rgba){118, 84, 52, 255});
    gfx_ring(&a->g, cx, cy, WHEEL_R * scale - 3 * scale, 4 * scale, (gfx_rgba){84, 58, 34, 255});
    gfx_circle(&a->g, cx, cy, (PLAZA_R0 - 2) * scale, (gfx_rgba){84, 58, 34, 255});
}

/* Draws the small layer, neutral window at the top, into a texture `px` pixels wide. */
static void build_small(app *a, int px)
{
    if (g_tex.small && g_tex.px == px)
        return;
    if (g_tex.small)
        SDL_DestroyTexture(g_tex.small);
    g_tex.small = SDL_CreateTexture(a->renderer, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_TARGET, px, px);
    g_tex.px = px;
    if (!g_tex.small) {
        SDL_Log("wheel: cannot create the small layer's texture: %s", SDL_GetError());
        return;
    }
    SDL_SetTextureBlendMode(g_tex.small, SDL_BLENDMODE_BLEND);
    SDL_Texture *old = SDL_GetRenderTarget(a->renderer);
    SDL_SetRenderTarget(a->renderer, g_tex.small);
    SDL_SetRenderDrawColor(a->renderer, 0, 0, 0, 0);
    SDL_RenderClear(a->renderer);
    float c = (float)px / 2, r = (float)px / 2 - 2;
    gfx_rgba morning = {236, 222, 190, 255}, afternoon = {92, 76, 96, 255}, neutral = {250, 246, 236, 255};
    for (int k = 0; k < TD_NOTCHES; k++) {
        float ang = -GFX_PI / 2 + (float)k * SEG;
        gfx_rgba col = k == 0 ? neutral : k <= 4 ? morning : afternoon;
        gfx_sector(&a->g, c, c, r * 0.22f, r, ang - SEG / 2, ang + SEG / 2, gfx_mix(col, (gfx_rgba){0, 0, 0, 255}, 0.08f), col);
        float x0 = c + cosf(ang - SEG / 2) * r * 0.22f, y0 = c + sinf(ang - SEG / 2) * r * 0.22f;
        float x1 = c + cosf(ang - SEG / 2) * r, y1 = c + sinf(ang - SEG / 2) * r;
        gfx_line(&a->g, x0, y0, x1, y1, r * 0.012f, (gfx_rgba){60, 44, 30, 200});
    }
    gfx_ring(&a->g, c, c, r - r * 0.01f, r * 0.02f, (gfx_rgba){60, 44, 30, 255});
    gfx_circle(&a->g, c, c, r * 0.22f, (gfx_rgba){118, 84, 52, 255});
    gfx_ring(&a->g, c, c, r * 0.22f, r * 0.02f, (gfx_rgba){60, 44, 30, 255});
    SDL_SetRenderTarget(a->renderer, old);
    gfx_turn_reserve(&a->g, px, px); /* it turns at each new day */
}

void wheel_textures_lost(void)
{
    g_tex.px = 0; /* build_small makes a new texture */
}

static float small_angle(const td_state *s)
{
    return (float)td_neutral_notch(s) * SEG;
}

/* The paper disc under the wheel (painted: paint_base). */
static void sync_base(app *a)
{
    ecs_world *w = a->world;
    int i = ecs_ensure(w, view_key(VIEW_G_WHEEL, K_BASE, 0, 0));
    ecs_entity *e = ecs_get(w, i);
    e->mask |= ECS_DRAWABLE;
    e->local.x = e->prev.x = WHEEL_CX;
    e->local.y = e->prev.y = WHEEL_CY;
    e->z = 10;
    e->draw.kind = DRAW_CUSTOM;
    e->draw.paint = paint_base;
    e->draw.user = a;
}

/* Plaza n: lifted out while destroyed (from day 3), sliding home when it flips back; its
 * colour-blind symbol and the expansion's tile beside it ride on it. `box` reaches its tile's
 * farthest corner. */
static void sync_plaza(app *a, const td_state *prev, const td_state *now, int n, float box)
{
    ecs_world *w = a->world;
    int destroyed = 0;
    if (now->phase == TD_PHASE_CHOOSE)
        for (int s = 0; s < TD_SLOTS; s++)
            if ((now->destroyed >> s & 1u) && td_slot_notch(now, s) == n)
                destroyed = 1;
    int i = ecs_ensure(w, view_key(VIEW_G_WHEEL, K_PLAZA, n, 0));
    ecs_entity *e = ecs_get(w, i);
    int was_lifted = e->draw.radius > 0.5f;
    /* live: a plaza lifts out and comes back each half-day from day 3, and a baked one
     * would redraw the baked layer each time (nothing drawn above a plaza overlaps it) */
    e->mask |= ECS_DRAWABLE | ECS_LIVE;
    /* lifted out, above the strip behind the play screen's wrapped message (z 39) and under
     * its text (40): nothing there cuts it (its tile and symbol just above it) */
    float zp = destroyed ? 39.1f : 12, zs = destroyed ? 0.1f : 1;
    e->z = zp;
    e->draw.kind = DRAW_CUSTOM;
    e->draw.paint = paint_plaza;
    e->draw.user = a;
    e->draw.sprite = 1;
    e->draw.value = n;
    e->draw.colour = ui_colour[now->wheel.up[n]];
    e->draw.colour2 = ui_colour_dark[now->wheel.up[n]];
    float ang = wheel_notch_angle(n);
    e->draw.w = e->draw.h = box;
    /* lifted a little way out, its outer corners still inside the wheel's rim (WHEEL_R) */
    float lift = 14.0f;
    float hx = WHEEL_CX + cosf(ang) * PLAZA_RM, hy = WHEEL_CY + sinf(ang) * PLAZA_RM;
    float lx = hx + cosf(ang) * lift, ly = hy + sinf(ang) * lift;
    if (e->fresh) {
        e->local.x = e->prev.x = destroyed ? lx : hx;
        e->local.y = e->prev.y = destroyed ? ly : hy;
        e->local.alpha = e->prev.alpha = destroyed ? LIFTED_ALPHA : 1;
    } else if (destroyed && !was_lifted) {
        float d = shell_anim(a, 0.5f);
        ecs_tween_to(w, i, TW_X, hx, lx, d, shell_anim(a, 0.9f), EASE_OUT_BACK);
        ecs_tween_to(w, i, TW_Y, hy, ly, d, shell_anim(a, 0.9f), EASE_OUT_BACK);
        ecs_tween_to(w, i, TW_ALPHA, 1, LIFTED_ALPHA, d, shell_anim(a, 0.9f), EASE_LINEAR);
        if (d == 0) {
            e->local.x = e->prev.x = lx;
            e->local.y = e->prev.y = ly;
            e->local.alpha = e->prev.alpha = LIFTED_ALPHA;
        }
    } else if (!destroyed && was_lifted) {
        /* back in its notch, flipped: it slides home and brightens */
        float d = shell_anim(a, 0.6f);
        ecs_tween_to(w, i, TW_X, lx, hx, d, 0, EASE_OUT_CUBIC);
        ecs_tween_to(w, i, TW_Y, ly, hy, d, 0, EASE_OUT_CUBIC);
        ecs_tween_to(w, i, TW_ALPHA, 0.2f, 1, d, 0, EASE_LINEAR);
        if (d == 0) {
            e->local.x = e->prev.x = hx;
            e->local.y = e->prev.y = hy;
            e->local.alpha = e->prev.alpha = 1;
        }
    }
    e->draw.radius = destroyed ? 1.0f : 0.0f; /* remembers the lifted state */
    if (destroyed) {
        /* the empty notch, edged in red for as long as its plaza is out: drawn from the state,
         * so it stays through an Undo, a reload or a hand-over (the event that announced the
         * destruction has its own edge, which pops over this one) */
        ecs_entity *ne = ecs_get(w, ecs_ensure(w, view_key(VIEW_G_WHEEL, K_NOTCH_EDGE, n, 0)));
        ne->mask |= ECS_DRAWABLE | ECS_LIVE;
        ne->local.x = ne->prev.x = hx;
        ne->local.y = ne->prev.y = hy;
        ne->z = 12.5f;
        ne->draw.kind = DRAW_CUSTOM;
        ne->draw.paint = wheel_paint_plaza_edge;
        ne->draw.user = a;
        ne->draw.sprite = 1;
        ne->draw.value = n;
        ne->draw.w = ne->draw.h = box;
        ne->draw.width = 3;
        ne->draw.colour = gfx_alpha(ui_bad, 0.8f);
        ne->draw.colour2 = (gfx_rgba){48, 32, 20, 160};
    }

    /* colour-blind symbols: the face's shape in the middle of the plaza, lifted with it; beside
     * the expansion's tile when one lies on the middle */
    if (a->symbols) {
        int mi = ecs_ensure(w, view_key(VIEW_G_WHEEL, K_PLAZA_MARK, n, 0));
        ecs_entity *me = ecs_get(w, mi);
        me->mask |= ECS_DRAWABLE;
        me->parent = i;
        int tile = now->wheel.tile[n] != 0;
        float ma = tile ? ang + SEG * 0.35f : ang, mr = tile ? WHEEL_R * 0.85f : PLAZA_RM;
        me->local.x = me->prev.x = WHEEL_CX + cosf(ma) * mr - hx;
        me->local.y = me->prev.y = WHEEL_CY + sinf(ma) * mr - hy;
        me->z = zp + zs;
        me->draw.kind = DRAW_ICON;
        me->draw.icon = (uint8_t)(GFX_ICON_SQUARE + now->wheel.up[n]);
        me->draw.w = me->draw.h = 18;
        me->draw.colour = gfx_alpha(ui_ink, 0.8f);
    }

    /* expansion tile beside the plaza */
    if (now->wheel.tile[n]) {
        int t = now->wheel.tile[n], raid = now->wheel.tile_raid[n];
        float tx, ty;
        wheel_tile_pos(n, &tx, &ty);
        int ti = ecs_ensure(w, view_key(VIEW_G_WHEEL, K_TILE, n, 0));
        ecs_entity *te = ecs_get(w, ti);
        te->mask |= ECS_DRAWABLE;
        te->parent = i;
        te->local.x = te->prev.x = tx - hx;
        te->local.y = te->prev.y = ty - hy;
        te->z = zp + zs;
        te->draw.kind = DRAW_CUSTOM;
        te->draw.paint = paint_tile;
        te->draw.user = a;
        te->draw.sprite = 1;
        te->draw.value = 2 * t + raid;
        te->draw.seed = (unsigned)tr_language(); /* its word "free": a sprite for each language */
        te->draw.w = WHEEL_TILE_W;
        te->draw.h = WHEEL_TILE_H;
        te->draw.boxed = 1; /* the dump gives its box: a test keeps it off the dice's keys */
        tile_effect_words(t, raid, te->draw.text, sizeof te->draw.text); /* what it draws, for the dump */
        te->draw.colour = raid ? (gfx_rgba){70, 50, 46, 255} : (gfx_rgba){250, 240, 214, 255};
        te->draw.colour2 = raid ? ui_bad : (gfx_rgba){176, 136, 40, 255};
        te->mask |= ECS_HIT; /* its tooltip says what each side does (screen_play.c) */
        te->hit = (ecs_hit){0, te->draw.w, te->draw.h, HIT_TILE, t, raid};
        if (!te->fresh && prev && prev->wheel.tile_raid[n] != raid) {
            float d = shell_anim(a, 0.5f);
            if (d > 0)
                ecs_tween_to(w, ti, TW_SCALE, 0.1f, 1, d, 0, EASE_OUT_BACK);
        }
        /* its number, at the top of the tile's left column (paint_tile) */
        int hi = ecs_ensure(w, view_key(VIEW_G_WHEEL, K_TILE_SIDE, n, 0));
        ecs_entity *he = ecs_get(w, hi);
        he->mask |= ECS_DRAWABLE;
        he->parent = ti;
        he->local.x = he->prev.x = -WHEEL_TILE_W / 2 + 2 + TILE_COL / 2;
        he->local.y = he->prev.y = 0;
        he->z = zp + 2 * zs;
        he->draw.kind = DRAW_TEXT;
        he->draw.h = 15;
        he->draw.face = GFX_FONT_BOLD;
        he->draw.align = GFX_CENTER | GFX_MIDDLE;
        he->draw.colour = raid ? (gfx_rgba){255, 200, 190, 255} : (gfx_rgba){120, 88, 20, 255};
        char num[8];
        snprintf(num, sizeof num, "%d", t);
        ecs_set_text(he, num);
    }
}

/* The small layer: a texture that turns at the end of each day. Returns its entity; *target is
 * its angle now. */
static int sync_small_layer(app *a, const td_state *prev, const td_state *now, float *target)
{
    ecs_world *w = a->world;
    /* small layer: a texture that turns at the end of each day, supersampled for renderers that
     * filter it (the software renderer samples the nearest pixel: there, twice the pixels would
     * only make each turned frame slower) */
    int px = (int)(SMALL_R * 2 * w->scale * (a->g.software ? 1 : 2));
    if (px < 64)
        px = 64;
    if (px > 4096)
        px = 4096;
    build_small(a, px);
    /* live, with its labels and all drawn above it (day, hub): it turns once a day and the hub
     * changes each half-day, and baked they would redraw the whole baked layer each time */
    int i = ecs_ensure(w, view_key(VIEW_G_WHEEL, K_SMALL, 0, 0));
    ecs_entity *e = ecs_get(w, i);
    e->mask |= ECS_DRAWABLE | ECS_LIVE;
    e->local.x = e->prev.x = WHEEL_CX;
    e->local.y = e->prev.y = WHEEL_CY;
    e->z = 15;
    e->draw.kind = DRAW_TEXTURE;
    e->draw.texture = g_tex.small;
    e->draw.w = e->draw.h = SMALL_R * 2;
    *target = small_angle(now);
    if (e->fresh || !prev) {
        e->local.rot = e->prev.rot = *target;
    } else if (small_angle(prev) != *target) {
        float from = small_angle(prev);
        if (*target < from)
            from -= 2 * GFX_PI;
        float d = shell_anim(a, 1.2f);
        ecs_tween_to(w, i, TW_ROT, from, *target, d, 0, EASE_IN_OUT);
        if (d == 0)
            e->local.rot = e->prev.rot = *target;
        sfx_play(&a->s, SFX_BELL);
    }
    return i;
}

int wheel_price_icons(int slot, int *number, int icon[TD_RESOURCES])
{
    *number = td_slot_cost[slot];
    if (!*number)
        return 0;
    if (slot == TD_SLOT_ANY) {
        for (int r = 0; r < TD_RESOURCES; r++)
            icon[r] = r;
        return TD_RESOURCES;
    }
    icon[0] = TD_DENIERS;
    return 1;
}

gfx_rgba wheel_price_ink(int resource, int dark_ground)
{
    /* a resource's colour is its district's (influence red, deniers yellow, knowledge white): dark
     * on the light morning segments, light on the dark afternoon ones; white's dark grey is darker
     * still, to stand out from the light ground at an icon's small size */
    if (dark_ground)
        return gfx_mix(ui_colour[resource], ui_paper, 0.2f);
    return resource == TD_KNOWLEDGE ? gfx_mix(ui_colour_dark[resource], ui_ink, 0.45f) : ui_colour_dark[resource];
}

/* A price's look on the wheel, in design units: its number's (and "free"'s) size, the side of a
 * lone denier, the side of each of the three resources of slot 2 and the step between them, the
 * gap after the number. An icon's drawing takes about 0.8 of its side. */
#define PRICE_PX 13.0f
#define PRICE_ICON 17.0f
#define PRICE_ICON_ANY 14.5f
#define PRICE_STEP_ANY 10.5f
#define PRICE_GAP 1.5f

/* The offset (dx, dy) on the screen, upright, as a child's offset on a parent turned by `rot`. */
static void upright(float dx, float dy, float rot, float *x, float *y)
{
    float c = cosf(rot), s = sinf(rot);
    *x = dx * c + dy * s;
    *y = -dx * s + dy * c;
}

/* Places child `e` at the upright offset (dx, dy) from its parent, turned by `rot`. */
static void place_upright(ecs_entity *e, float dx, float dy, float rot)
{
    upright(dx, dy, rot, &e->local.x, &e->local.y);
    e->prev.x = e->local.x;
    e->prev.y = e->local.y;
}

/* The slots' prices, riding on the small layer (entity `small`, at angle `target`): "free", or
 * a number and what it counts (a denier, or the three resources for one of the player's choice),
 * upright on the screen. */
static void sync_costs(app *a, const td_state *now, int small, float target)
{
    ecs_world *w = a->world;
    float scale = w->scale > 0 ? w->scale : 1;
    /* the prices ride on the small layer: children of it. They sit between the hub and the dice,
     * so that the costs of the half-day's slots show beside their dice, and each fits the
     * narrowest place a turn of the layer can bring it to (a segment's width there, or the gap
     * between the hub and the ring around a chosen die beside it: about 42 units, centred 60
     * units out). 13 units high, the numbers read at 10.4 px in the smallest window, 1024x640;
     * the icons, 12.5 units and more, at 10 px. Each price is its number's entity, the icons its
     * children; the offsets are upright on the screen (turned back by the layer's angle). */
    for (int k = 1; k < TD_NOTCHES; k++) {
        int slot = (k - 1) % 4, dark = k > 4, number, icon[TD_RESOURCES];
        int n_icons = wheel_price_icons(slot, &number, icon);
        char label[32];
        if (number)
            snprintf(label, sizeof label, "%d", number);
        else
            snprintf(label, sizeof label, "%s", tr(TR_WHEEL_FREE));
        int li = ecs_ensure(w, view_key(VIEW_G_WHEEL, K_COST, k, 0));
        ecs_entity *le = ecs_get(w, li);
        le->mask |= ECS_DRAWABLE;
        le->parent = small;
        le->z = 16;
        le->draw.kind = DRAW_TEXT;
        le->draw.face = GFX_FONT_BOLD;
        le->draw.h = gfx_fit_px(&a->g, le->draw.face, PRICE_PX, label, 42, w->scale);
        le->draw.align = GFX_CENTER | GFX_MIDDLE;
        le->draw.colour = dark ? (gfx_rgba){240, 230, 240, 255} : ui_ink;
        ecs_set_text(le, label);
        /* the price's width: its number, then its icons */
        float tw = 0;
        gfx_text_size(&a->g, le->draw.face, le->draw.h * scale, label, &tw, NULL);
        tw /= scale;
        float side = n_icons > 1 ? PRICE_ICON_ANY : PRICE_ICON, step = n_icons > 1 ? PRICE_STEP_ANY : 0;
        float iw = n_icons ? 0.8f * side + (float)(n_icons - 1) * step : 0;
        float width = tw + (n_icons ? PRICE_GAP + iw : 0);
        /* SPEC §7 tile 3: a price a Banquet takes away is struck, the new one under it */
        int half = (k - 1) / 4;
        int struck = now->phase != TD_PHASE_OVER && td_slot_price(now, half, slot) != td_slot_cost[slot];
        float ang = -GFX_PI / 2 + (float)k * SEG, ox, oy;
        upright(-width / 2 + tw / 2, struck ? -5.0f : 0.0f, target, &ox, &oy);
        le->local.x = le->prev.x = cosf(ang) * SMALL_R * 0.385f + ox;
        le->local.y = le->prev.y = sinf(ang) * SMALL_R * 0.385f + oy;
        if (struck)
            le->draw.colour = gfx_alpha(le->draw.colour, STRUCK_ALPHA);
        /* its tooltip says what the price is (play_tooltip.c): the hit, centred on the number,
         * reaches over the icons on its right */
        le->mask |= ECS_HIT;
        le->hit = (ecs_hit){0, 2 * width - tw + 4, struck ? 30 : 18, HIT_PRICE, k, 0};
        for (int i = 0; i < n_icons; i++) {
            ecs_entity *ie = ecs_get(w, ecs_ensure(w, view_key(VIEW_G_WHEEL, K_COST_ICON, k, icon[i])));
            ie->mask |= ECS_DRAWABLE;
            ie->parent = li;
            place_upright(ie, tw / 2 + PRICE_GAP + 0.4f * side + (float)i * step, 0, target);
            ie->z = 16.2f + 0.01f * (float)i;
            ie->draw.kind = DRAW_ICON;
            ie->draw.icon = (uint8_t)(GFX_ICON_INFLUENCE + icon[i]);
            ie->draw.w = side;
            ie->draw.colour = wheel_price_ink(icon[i], dark);
            if (struck)
                ie->draw.colour = gfx_alpha(ie->draw.colour, STRUCK_ALPHA);
        }
        if (!struck)
            continue;
        float mid = width / 2 - tw / 2; /* the price's middle, from its number's */
        ecs_entity *st = ecs_get(w, ecs_ensure(w, view_key(VIEW_G_WHEEL, K_COST_STRIKE, k, 0)));
        st->mask |= ECS_DRAWABLE;
        st->parent = li;
        place_upright(st, mid, 0, target);
        st->z = 16.5f;
        st->draw.kind = DRAW_RECT;
        st->draw.w = width + 4;
        st->draw.h = 1.8f;
        st->draw.colour = ui_bad;
        ecs_entity *nw = ecs_get(w, ecs_ensure(w, view_key(VIEW_G_WHEEL, K_COST_NEW, k, 0)));
        nw->mask |= ECS_DRAWABLE;
        nw->parent = li;
        place_upright(nw, mid, 11, target);
        nw->z = 16.5f;
        nw->draw.kind = DRAW_TEXT;
        nw->draw.face = GFX_FONT_BOLD;
        nw->draw.h = gfx_fit_px(&a->g, nw->draw.face, PRICE_PX, tr(TR_WHEEL_FREE), 42, w->scale);
        nw->draw.align = GFX_CENTER | GFX_MIDDLE;
        nw->draw.colour = dark ? (gfx_rgba){170, 235, 180, 255} : (gfx_rgba){30, 110, 60, 255};
        ecs_set_text(nw, tr(TR_WHEEL_FREE));
    }
}

/* The day in the neutral window, and its captions, riding on the small layer. */
static void sync_day(app *a, const td_state *now, int small, float target)
{
    ecs_world *w = a->world;
    /* the day in the neutral window, riding on the small layer (the window is at its top) */
    int i = ecs_ensure(w, view_key(VIEW_G_WHEEL, K_DAY, 0, 0));
    ecs_entity *e = ecs_get(w, i);
    e->mask |= ECS_DRAWABLE; /* live as its parent is */
    e->parent = small;
    e->z = 17;
    const float day_y = -SMALL_R * 0.62f;
    e->local.x = e->prev.x = 0;
    e->local.y = e->prev.y = day_y;
    e->draw.kind = DRAW_TEXT;
    e->draw.h = 22;
    e->draw.face = GFX_FONT_BOLD;
    e->draw.align = GFX_CENTER | GFX_MIDDLE;
    e->draw.colour = ui_ink;
    e->draw.boxed = 1; /* (the dump gives the box it covers, and its captions': the lesson's rings keep off) */
    snprintf(e->draw.text, sizeof e->draw.text, "%d", now->day);
    /* "day" above the number and, from day 3, "attacks!" under it (the black die attacks the
     * sheets), on the screen wherever the day's turn has brought the window: the offset is turned
     * back by the layer's angle (the text itself stays upright). Straight out along the window, a
     * caption as wide as "attaques !" would reach past the layer's rim when the window is at the
     * wheel's side. Above the number, "attacks!" read as if it named the number. */
    for (int below = 0; below < 2; below++) {
        if (below && now->day < TD_ATTACK_DAY)
            break; /* untouched: the sync removes it */
        i = ecs_ensure(w, view_key(VIEW_G_WHEEL, K_DAY_SUB, below, 0));
        e = ecs_get(w, i);
        e->mask |= ECS_DRAWABLE; /* live as its parent is */
        e->parent = small;
        e->z = 17;
        float up = below ? -16 : 15;
        e->local.x = e->prev.x = -up * sinf(target);
        e->local.y = e->prev.y = day_y - up * cosf(target);
        e->draw.kind = DRAW_TEXT;
        e->draw.face = GFX_FONT_ITALIC;
        e->draw.align = GFX_CENTER | GFX_MIDDLE;
        e->draw.colour = below ? ui_bad : ui_ink_soft;
        e->draw.boxed = 1;
        const char *sub = tr(below ? TR_WHEEL_ATTACKS : TR_WHEEL_DAY);
        e->draw.h = gfx_fit_px(&a->g, e->draw.face, 13, sub, 60, w->scale);
        ecs_set_text(e, sub);
    }
}

/* The hub: morning or afternoon. */
static void sync_hub(app *a, const td_state *now)
{
    ecs_world *w = a->world;
    /* the hub */
    int i = ecs_ensure(w, view_key(VIEW_G_WHEEL, K_HUB, 0, 0));
    ecs_entity *e = ecs_get(w, i);
    e->mask |= ECS_DRAWABLE | ECS_LIVE;
    e->z = 18;
    e->local.x = e->prev.x = WHEEL_CX;
    e->local.y = e->prev.y = WHEEL_CY;
    e->draw.kind = DRAW_TEXT;
    e->draw.h = 14;
    e->draw.face = GFX_FONT_BOLD;
    e->draw.align = GFX_CENTER | GFX_MIDDLE;
    e->draw.colour = ui_paper;
    ecs_set_text(e, tr(now->half ? TR_WHEEL_PM : TR_WHEEL_AM)); /* a finished game stays on the 8th afternoon */
}

void wheel_sync(app *a, const td_state *prev, const td_state *now)
{
    ecs_world *w = a->world;
    ecs_sync_begin(w, VIEW_G_WHEEL);
    sync_base(a);
    /* plazas; each one's box reaches its tile's farthest corner from the entity, with room for
     * the edge (the outer corners are the farther) */
    float box = wheel_plaza_box();
    for (int n = 0; n < TD_NOTCHES; n++)
        sync_plaza(a, prev, now, n, box);
    float target;
    int small = sync_small_layer(a, prev, now, &target);
    sync_costs(a, now, small, target);
    sync_day(a, now, small, target);
    sync_hub(a, now);
    ecs_sync_end(w, VIEW_G_WHEEL);
}

/* ---- the dice on the wheel ------------------------------------------------------------------ */

/* A drawn entity of the dice's group: `kind` for `slot`, part `part`. */
static ecs_entity *die_entity(app *a, int kind, int slot, int part, int *index)
{
    int idx = ecs_ensure(a->world, view_key(VIEW_G_DICE, kind, slot, part));
    if (index)
        *index = idx;
    ecs_entity *e = ecs_get(a->world, idx);
    e->mask |= ECS_DRAWABLE;
    return e;
}

/* A mark riding on a die (or on another mark): entity `part` of `kind` for `slot`, at (x, y) from
 * its parent's centre, drawn at z. */
static ecs_entity *die_mark(app *a, int kind, int slot, int part, int parent, float x, float y, float z, int *index)
{
    ecs_entity *e = die_entity(a, kind, slot, part, index);
    e->parent = parent;
    e->local.x = e->prev.x = x;
    e->local.y = e->prev.y = y;
    e->z = z;
    return e;
}

void wheel_sync_dice(app *a, const td_state *s, const wheel_dice_look *shown, int rolled)
{
    ecs_world *w = a->world;
    ecs_sync_begin(w, VIEW_G_DICE);
    /* No dice while a roll is due: the last half-day's would stand in the slots the wheel has
     * turned to, in their old colours and values, as if the new roll had been made. */
    if (s->phase != TD_PHASE_ROLL) {
        for (int slot = 0; slot < TD_SLOTS; slot++) {
            float x, y;
            wheel_slot_pos(s, slot, &x, &y);
            int idx;
            ecs_entity *e = die_entity(a, WHEEL_K_DIE, slot, 0, &idx);
            int black = slot == s->black_slot;
            int value = td_slot_value_shown(s, slot), colour = s->die[slot].colour0;
            int chosen = shown->chosen == slot;
            if (chosen) {
                value = shown->value;
                colour = shown->colour;
            }
            e->z = 20;
            e->draw.kind = DRAW_DIE;
            e->draw.w = 46;
            e->draw.value = value;
            ui_die_look look = ui_die(black && !s->black_banquet ? -1 : colour, black);
            if (!black)
                look.body.a = 235; /* glass */
            e->draw.colour = look.body;
            e->draw.colour2 = look.pips;
            e->draw.colour3 = look.edge;
            int usable = s->phase == TD_PHASE_CHOOSE && (s->usable >> slot & 1u);
            e->local.alpha = e->prev.alpha = s->phase == TD_PHASE_CHOOSE && !usable && !black ? 0.55f : 1;
            e->mask |= ECS_HIT;
            e->hit = (ecs_hit){1, 50, 50, HIT_DIE, slot, 0};
            float target_scale = chosen ? 1.2f : shown->hover == idx && usable && !shown->held ? 1.08f : 1;
            if (rolled && shell_anim(a, 1) > 0) {
                float ang = (float)td_rng_below(&a->cosmetic, 6283) / 1000.0f;
                float sx = WHEEL_CX + cosf(ang) * 40, sy = WHEEL_CY + sinf(ang) * 40;
                float spin = (float)(3 + td_rng_below(&a->cosmetic, 4)) * GFX_PI * (td_rng_below(&a->cosmetic, 2) ? 1 : -1);
                float d = shell_anim(a, 0.75f + 0.12f * (float)slot);
                ecs_tween_to(w, idx, TW_X, sx, x, d, 0, EASE_OUT_CUBIC);
                ecs_tween_to(w, idx, TW_Y, sy, y, d, 0, EASE_OUT_CUBIC);
                ecs_tween_to(w, idx, TW_ROT, spin, 0, d, 0, EASE_OUT_CUBIC);
                ecs_tween_to(w, idx, TW_SCALE, 1.5f, target_scale, d, 0, EASE_OUT_BACK);
            } else {
                int moving = e->mask & ECS_TWEEN;
                if (!moving) {
                    e->local.x = e->prev.x = x;
                    e->local.y = e->prev.y = y;
                    e->local.rot = e->prev.rot = 0;
                    if (e->local.scale != target_scale)
                        ecs_tween_to(w, idx, TW_SCALE, e->local.scale, target_scale, shell_anim(a, 0.12f), 0,
                                     EASE_OUT_CUBIC);
                }
            }
            /* a die on a destroyed plaza (or a second black die) wears a red cross badge on its
             * corner, clear of its pips: its value must stay legible, as from day 3 it names the
             * sheet die every player loses */
            if ((s->destroyed >> slot & 1u) && s->phase == TD_PHASE_CHOOSE) {
                int badge;
                ecs_entity *b = die_mark(a, WHEEL_K_DIE_X, slot, 0, idx, -24, 24, 21, &badge);
                b->draw.kind = DRAW_CIRCLE;
                b->draw.w = 20;
                b->draw.colour = ui_bad;
                b->draw.boxed = 1; /* (the dump gives the box it covers: the lessons' rings keep off) */
                ecs_entity *x_e = die_mark(a, WHEEL_K_DIE_X, slot, 1, badge, 0, 0, 22, NULL);
                x_e->draw.kind = DRAW_PEN_CROSS;
                x_e->draw.w = x_e->draw.h = 9;
                x_e->draw.width = 2.2f;
                x_e->draw.progress = x_e->prev_progress = 1;
                x_e->draw.colour = (gfx_rgba){255, 252, 244, 255};
                x_e->draw.seed = (unsigned)slot * 7u + 3u;
            }
            if (a->symbols && !(black && !s->black_banquet)) {
                /* colour-blind symbols: red square, yellow triangle, white diamond, past the
                 * die's corner (on it, one touched a pip) */
                ecs_entity *sym = die_mark(a, WHEEL_K_DIE_SYMBOL, slot, 0, idx, 27, -27, 22, NULL);
                sym->draw.kind = DRAW_ICON;
                sym->draw.icon = (uint8_t)(GFX_ICON_SQUARE + colour);
                sym->draw.w = 14;
                sym->draw.colour = ui_ink;
            }
            if (shown->keys && usable) {
                /* the key that picks it, once the player has used the keys: drawn as a keyboard's
                 * key (a dark rounded cap over its darker bottom edge, a light digit), not as a
                 * light square with a dark digit, which read as a die face showing that value;
                 * none on a die no key picks (the black die: its "1" read as a die to take) */
                int tag;
                ecs_entity *k = die_mark(a, WHEEL_K_DIE_KEY, slot, 0, idx, -26, -27, 21, &tag);
                k->draw.kind = DRAW_RECT;
                k->draw.w = k->draw.h = 18;
                k->draw.radius = 4;
                k->draw.colour = (gfx_rgba){74, 70, 68, 255};
                k->draw.width = 1;
                k->draw.colour2 = (gfx_rgba){112, 106, 102, 255}; /* (its top's rim, lighter) */
                k->draw.boxed = 1; /* the dump gives its box: a test keeps the tiles off it */
                ecs_entity *side = die_mark(a, WHEEL_K_DIE_KEY, slot, 2, tag, 0, 3, 20.8f, NULL);
                side->draw.kind = DRAW_RECT;
                side->draw.w = side->draw.h = 18;
                side->draw.radius = 4;
                side->draw.colour = (gfx_rgba){30, 28, 28, 255};
                ecs_entity *t = die_mark(a, WHEEL_K_DIE_KEY, slot, 1, tag, 0, -0.5f, 22, NULL);
                t->draw.kind = DRAW_TEXT;
                t->draw.h = 13; /* (10 px at least in the smallest window) */
                t->draw.face = GFX_FONT_BOLD;
                t->draw.align = GFX_CENTER | GFX_MIDDLE;
                t->draw.colour = (gfx_rgba){240, 236, 230, 255};
                char digit[4];
                snprintf(digit, sizeof digit, "%d", slot + 1);
                ecs_set_text(t, digit);
            }
            if (chosen) {
                ecs_entity *r = die_mark(a, WHEEL_K_DIE_RING, slot, 0, idx, 0, 0, 19, NULL);
                r->draw.kind = DRAW_RING;
                r->draw.w = 62;
                r->draw.width = 3;
                r->draw.colour = ui_accent;
                if (shown->focused) {
                    /* the keys' focus, as on a focused button: a gold ring around the blue one, so
                     * that the die the arrows, 1-4 and Page Up/Down act on shows where the keys are */
                    ecs_entity *f = die_mark(a, WHEEL_K_DIE_FOCUS, slot, 0, idx, 0, 0, 19.5f, NULL);
                    f->draw.kind = DRAW_RING;
                    f->draw.w = 72;
                    f->draw.width = 3;
                    f->draw.colour = ui_focus;
                }
            }
        }
    }
    ecs_sync_end(w, VIEW_G_DICE);
}
