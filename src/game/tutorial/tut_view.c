/* tut_view.c — the guided game's layer on the play screen (tut_play.h): a callout over the foot
 * of the sheet (where the achievements' progress is, which the lesson does not need; just above
 * the panel while the hints are shown, whose list is there: callout_above, or on the panel itself
 * at a step that needs nothing of it: callout_on_panel) with the
 * step's counter and progress, its sentence, what to do next, and its buttons; and a highlight
 * (a gold ring, which springs in when it moves) around what the player clicks next, with a paler
 * one around the area the step speaks of. Group VIEW_G_TUTORIAL; the rings take no clicks.
 */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "app_lang.h"
#include "play/play.h"
#include "tutorial/tut_play.h"
#include "troyes/td_score.h"

/* The kinds of the layer. K_RING_*: around what to click next, by what it is (the dump names
 * it: "tutorial.ring.die[1]", "tutorial.ring.cell[fortress,2]"; "tutorial.ring.next" the Next
 * button of a sentence to read); K_AREA_*: around the area the step speaks of; K_LOOK: the dotted
 * halo of an area that a sentence only shows (nothing there to click). */
enum { K_CALLOUT = 1, K_STEP, K_PROGRESS, K_SAY, K_NOTE, K_TODO, K_TBTN, K_TBTN_TXT, K_RING_DIE, K_RING_CELL,
       K_RING_DIEBOX, K_RING_CITIZEN, K_RING_BUTTON, K_RING_VALUE, K_RING_COLOUR, K_RING_PAY, K_AREA_WHEEL,
       K_AREA_PRICES, K_AREA_PLAZA, K_AREA_BLACK_DIE, K_AREA_RESOURCES, K_AREA_CITIZENS, K_AREA_COLUMN,
       K_AREA_DISTRICT, K_AREA_CHARACTERS, K_AREA_SCORE, K_AREA_DAY, K_AREA_SHEET, K_AREA_NOTCH, K_AREA_MULTIPLIER,
       K_AREA_TARGET, K_GLOW, K_FOCUS, K_AREA_PICTURE, K_PIC, K_PIC_TEXT, K_PIC_BTN, K_PIC_BTN_TXT, K_PIC_DIE,
       K_LOOK, K_RING_NEXT, K_LEGEND, K_LEGEND_TXT, K_DAY, K_PIC_SYMBOL, K_RING_HINT };
/* (K_AREA_* in the order of TUT_AT_WHEEL ... TUT_AT_MULTIPLIER) */
_Static_assert(K_AREA_MULTIPLIER - K_AREA_WHEEL == TUT_AT_MULTIPLIER - TUT_AT_WHEEL, "an area kind for every TUT_AT_* area");

static const view_word button_words[] = {
    [TUT_HIT_NEXT - TUT_HIT_NEXT] = {"next", 0},
    [TUT_HIT_SKIP - TUT_HIT_NEXT] = {"skip", 0},
    [TUT_HIT_REAL_GAME - TUT_HIT_NEXT] = {"real_game", 0},
    [TUT_HIT_LESSON2 - TUT_HIT_NEXT] = {"next_lesson", 0},
};
static const view_word play_button_words[] = {
    [BTN_ROLL] = {"roll", 0}, [BTN_CONFIRM] = {"confirm", 0}, [BTN_FALLBACK] = {"fallback", 0},
    [BTN_END] = {"end", 0}, [BTN_HINT] = {"hint", 0}, [BTN_UNDO] = {"undo", 0},
};
static const view_name kind_names[] = {
    [K_CALLOUT] = {"callout"},
    [K_STEP] = {"step"},
    [K_PROGRESS] = {"progress", VIEW_IX_NUM},
    [K_SAY] = {"say"},
    [K_NOTE] = {"note"},
    [K_TODO] = {"todo"},
    [K_TBTN] = {"button", VIEW_IX_WORDS, VIEW_IX_NONE, VIEW_WORDS(button_words)},
    [K_TBTN_TXT] = {"button.text", VIEW_IX_WORDS, VIEW_IX_NONE, VIEW_WORDS(button_words)},
    [K_RING_DIE] = {"ring.die", VIEW_IX_NUM},
    [K_RING_CELL] = {"ring.cell", VIEW_IX_ROW, VIEW_IX_NUM},
    [K_RING_DIEBOX] = {"ring.diebox", VIEW_IX_COLOUR, VIEW_IX_NUM},
    [K_RING_CITIZEN] = {"ring.citizen", VIEW_IX_COLOUR},
    [K_RING_BUTTON] = {"ring.button", VIEW_IX_WORDS, VIEW_IX_NONE, VIEW_WORDS(play_button_words)},
    [K_RING_VALUE] = {"ring.value", VIEW_IX_NUM},
    [K_RING_COLOUR] = {"ring.colour", VIEW_IX_COLOUR},
    [K_RING_PAY] = {"ring.pay", VIEW_IX_RESOURCE},
    [K_AREA_WHEEL] = {"area.wheel"},
    [K_AREA_PRICES] = {"area.prices"},
    [K_AREA_PLAZA] = {"area.plaza", VIEW_IX_NUM},
    [K_AREA_BLACK_DIE] = {"area.black_die"},
    [K_AREA_RESOURCES] = {"area.resources", VIEW_IX_RESOURCE},
    [K_AREA_CITIZENS] = {"area.citizens"},
    [K_AREA_COLUMN] = {"area.column", VIEW_IX_NUM},
    [K_AREA_DISTRICT] = {"area.district", VIEW_IX_COLOUR},
    [K_AREA_CHARACTERS] = {"area.characters"},
    [K_AREA_SCORE] = {"area.score"},
    [K_AREA_DAY] = {"area.day"},
    [K_AREA_SHEET] = {"area.sheet"},
    [K_AREA_NOTCH] = {"area.notch", VIEW_IX_NUM},
    [K_AREA_MULTIPLIER] = {"area.multiplier", VIEW_IX_NUM},
    [K_AREA_TARGET] = {"area.target", VIEW_IX_NUM, VIEW_IX_NUM},
    [K_GLOW] = {"glow", VIEW_IX_NUM},
    [K_FOCUS] = {"focus", VIEW_IX_WORDS, VIEW_IX_NONE, VIEW_WORDS(button_words)},
    [K_AREA_PICTURE] = {"area.picture", VIEW_IX_NUM},
    [K_PIC] = {"picture", VIEW_IX_NUM},
    [K_PIC_TEXT] = {"picture.text", VIEW_IX_NUM},
    [K_PIC_BTN] = {"picture.button"},
    [K_PIC_BTN_TXT] = {"picture.button.text"},
    [K_PIC_DIE] = {"picture.die", VIEW_IX_NUM},
    [K_LOOK] = {"look", VIEW_IX_NUM},
    [K_RING_NEXT] = {"ring.next"},
    [K_LEGEND] = {"legend.icon", VIEW_IX_RESOURCE},
    [K_LEGEND_TXT] = {"legend.text", VIEW_IX_RESOURCE},
    [K_DAY] = {"day"},
    [K_PIC_SYMBOL] = {"picture.die.symbol", VIEW_IX_NUM},
    [K_RING_HINT] = {"ring.hint", VIEW_IX_NUM},
};
_Static_assert(sizeof kind_names / sizeof kind_names[0] == K_RING_HINT + 1, "a name for every K_* kind");
_Static_assert(TUT_RES_I == 1u << TD_INFLUENCE && TUT_RES_D == 1u << TD_DENIERS && TUT_RES_K == 1u << TD_KNOWLEDGE,
               "a step's legend names resources by their bit");
const view_kinds tutorial_kinds = VIEW_KINDS(kind_names);

#define GOLD ((gfx_rgba){236, 164, 20, 255})
#define CALLOUT_X 950.0f /* the callout over the foot of the sheet: its centre, width and bottom */
#define CALLOUT_W 644.0f
#define CALLOUT_BOTTOM 714.0f
#define CALLOUT_TOP 601.0f
#define CALLOUT_ABOVE_H 109.0f /* above the panel (callout_above): its height, from the panel's top (16:9)
                                * up to clear of the gold ring of a die at the foot of the wheel's inner ring */

/* Where the sheet's ring ends (design units, its group's move included): on the callout's top
 * edge as last drawn, or under the hint list when the callout is above the panel. */
static float sheet_foot = CALLOUT_TOP;

typedef struct box {
    float x, y, w, h; /* centre and size, design units */
    int round;        /* a circle (the wheel) */
    float corner;     /* > 0: the corners' radius of a box not round */
} box;

static uint32_t key(int kind, int i, int j) { return view_key(VIEW_G_TUTORIAL, kind, i, j); }

/* Box b of zone `zone`'s design space where that zone is drawn (in a window taller than 16:9, ecs.h's
 * tall screens place the sheet, the wheel and the panel each their way): the layer's own entities
 * are placed where what they point at is drawn, and the callout in the sheet's zone. */
static void zmap(const app *a, int zone, box *b) { ecs_zone_box(a->world, zone, &b->x, &b->y, &b->w, &b->h); }

/* The kind of the sheet's (or the wheel's) entities named `name` in its table, or -1. */
static int kind_named(const view_kinds *t, const char *name)
{
    for (int k = 0; k < t->n; k++)
        if (t->name[k].name && !strcmp(t->name[k].name, name))
            return k;
    return -1;
}

/* The box around the entities of `group` whose kind is named `name` (and whose first index is
 * `ia`, when >= 0). 0 when there is none. */
static int bbox(app *a, int group, const view_kinds *t, const char *name, int ia, box *out)
{
    int kind = kind_named(t, name);
    if (kind < 0)
        return 0;
    float x0 = 1e9f, y0 = 1e9f, x1 = -1e9f, y1 = -1e9f;
    const ecs_world *w = a->world;
    for (int i = 0; i < w->count; i++) {
        const ecs_entity *e = &w->e[i];
        uint32_t k = e->key;
        if (!w->alive[i] || (int)(k >> 24) != group || (int)(k >> 16 & 0xFF) != kind ||
            (ia >= 0 && (int)(k >> 8 & 0xFF) != ia) || e->parent >= 0)
            continue;
        box eb = {e->local.x, e->local.y, e->draw.kind == DRAW_TEXT ? 16 : e->draw.w,
                  e->draw.kind == DRAW_TEXT ? 16 : e->draw.h, 0, 0};
        zmap(a, e->zone, &eb);
        x0 = fminf(x0, eb.x - eb.w / 2);
        x1 = fmaxf(x1, eb.x + eb.w / 2);
        y0 = fminf(y0, eb.y - eb.h / 2);
        y1 = fmaxf(y1, eb.y + eb.h / 2);
    }
    if (x1 < x0)
        return 0;
    *out = (box){(x0 + x1) / 2, (y0 + y1) / 2, x1 - x0, y1 - y0, 0, 0};
    return 1;
}

/* The box of one entity (by key), 0 when it is not there. */
static int box_of(app *a, uint32_t k, box *out)
{
    int i = ecs_find(a->world, k);
    if (i < 0)
        return 0;
    const ecs_entity *e = ecs_get(a->world, i);
    float x, y;
    ecs_resting_xy(e, &x, &y); /* a die still rolling: where it lands, not where it is */
    *out = (box){x, y, e->draw.w, e->draw.h, 0, 0};
    zmap(a, e->zone, out);
    return 1;
}

/* Where entity `e` comes to rest, its parents' moves and turns included (design units, its
 * group's move down not included), and its turn and scale there (as ecs.c's layout composes them). */
static void rest_transform(app *a, const ecs_entity *e, int depth, float *x, float *y, float *rot, float *scale)
{
    float lx, ly, lr = e->local.rot, ls = e->local.scale;
    ecs_resting_xy(e, &lx, &ly);
    for (int k = 0; k < ECS_TWEENS; k++) {
        if (e->tween[k].active && e->tween[k].prop == TW_ROT)
            lr = e->tween[k].to;
        else if (e->tween[k].active && e->tween[k].prop == TW_SCALE)
            ls = e->tween[k].to;
    }
    if (e->parent < 0 || depth > 8) {
        ecs_zone_xy(a->world, e->zone, &lx, &ly); /* where its zone is drawn */
        *x = lx, *y = ly, *rot = lr, *scale = ecs_zone_len(a->world, e->zone, ls);
        return;
    }
    float px, py, pr, ps;
    rest_transform(a, ecs_get(a->world, e->parent), depth + 1, &px, &py, &pr, &ps);
    float c = cosf(pr), s = sinf(pr);
    *x = px + (lx * c - ly * s) * ps;
    *y = py + (lx * s + ly * c) * ps;
    *rot = pr + lr;
    *scale = ps * ls;
}

static void rest_world(app *a, const ecs_entity *e, float *x, float *y)
{
    float rot, scale;
    rest_transform(a, e, 0, x, y, &rot, &scale);
}

/* Whether entity i is a price on the wheel's small layer (a number or "free", an icon, the stroke
 * through a price a Banquet takes away, the price under it), and the box it covers where it comes
 * to rest (design units: left, top, right, bottom). */
static int price_label(app *a, int i, float out[4])
{
    static int kinds[4] = {-2, -2, -2, -2};
    static const char *const names[4] = {"cost", "cost.icon", "cost.struck", "cost.now"};
    const ecs_world *w = a->world;
    const ecs_entity *e = &w->e[i];
    int kind = (int)(e->key >> 16 & 0xFF), n = 0;
    if (!w->alive[i] || (int)(e->key >> 24) != VIEW_G_WHEEL)
        return 0;
    for (; n < 4; n++) {
        if (kinds[n] == -2)
            kinds[n] = kind_named(&wheel_kinds, names[n]);
        if (kinds[n] == kind)
            break;
    }
    if (n == 4)
        return 0;
    float x, y, hw = e->draw.w / 2, hh = e->draw.kind == DRAW_RECT ? e->draw.h / 2 : hw,
                scale = w->scale > 0 ? w->scale : 1;
    rest_world(a, e, &x, &y);
    if (e->draw.kind == DRAW_TEXT) {
        float tw = 0;
        gfx_text_size(&a->g, e->draw.face, e->draw.h * scale, e->draw.text, &tw, NULL);
        hw = tw / scale / 2, hh = e->draw.h / 2;
    }
    out[0] = x - hw, out[1] = y - hh, out[2] = x + hw, out[3] = y + hh;
    return 1;
}

/* How far the band from `in` units inside round ring `b`'s edge to `out` units outside it runs
 * into a price on the wheel, at most, as a share of the price's box (of its smaller side, from the
 * ring's centre; 0: clear of all). The ring's gold line is drawn inside its edge, 4 units wide. */
static float ring_on_price(app *a, const box *b, float in, float out)
{
    float r = b->w / 2, l[4], most = 0;
    for (int i = 0; i < a->world->count; i++) {
        if (!price_label(a, i, l))
            continue;
        float nx = fmaxf(l[0], fminf(b->x, l[2])), ny = fmaxf(l[1], fminf(b->y, l[3])); /* (nearest) */
        float fx = fabsf(l[0] - b->x) > fabsf(l[2] - b->x) ? l[0] : l[2];
        float fy = fabsf(l[1] - b->y) > fabsf(l[3] - b->y) ? l[1] : l[3];
        float near = hypotf(nx - b->x, ny - b->y), far = hypotf(fx - b->x, fy - b->y);
        float side = fmaxf(1, fminf(l[2] - l[0], l[3] - l[1]));
        most = fmaxf(most, (fminf(r + out, far) - fmaxf(r - in, near)) / side);
    }
    return most;
}

/* The die in slot `slot` and its key badge (when the keys are shown), in one box hugging both (2.5
 * units out), its corners rounded: the ring of a die whose round ring would run over a price beside
 * it (a Banquet's price struck through, the new one under it, is wider than the gap the prices keep
 * from a die's ring). */
static int die_and_badge_box(app *a, int slot, box *b)
{
    box die;
    if (!box_of(a, view_key(VIEW_G_DICE, K_DIE, slot, 0), &die))
        return 0;
    die.h = die.w; /* (a die is drawn square, w wide) */
    float x0 = die.x - die.w / 2, x1 = die.x + die.w / 2, y0 = die.y - die.h / 2, y1 = die.y + die.h / 2;
    int i = ecs_find(a->world, view_key(VIEW_G_DICE, K_DIE_KEY, slot, 0));
    if (i >= 0) {
        const ecs_entity *k = ecs_get(a->world, i); /* (placed from the die's centre) */
        x0 = fminf(x0, die.x + k->local.x - k->draw.w / 2);
        x1 = fmaxf(x1, die.x + k->local.x + k->draw.w / 2);
        y0 = fminf(y0, die.y + k->local.y - k->draw.h / 2);
        y1 = fmaxf(y1, die.y + k->local.y + k->draw.h / 2);
    }
    x0 -= 2.5f, x1 += 2.5f, y0 -= 2.5f, y1 += 2.5f;
    *b = (box){(x0 + x1) / 2, (y0 + y1) / 2, x1 - x0, y1 - y0, 0, 8};
    return 1;
}

/* The round ring `b` around die `slot` grown to take in the die's key badge too (the key that
 * picks it, on its corner): the ring's gold would run over the badge, which is what the step asks
 * to press. The smallest circle holding the die's ring and the badge with a gap around it: it
 * widens and leans towards the badge, its far side staying where it was. */
static void key_badge_inside(app *a, int slot, box *b)
{
    int i = ecs_find(a->world, view_key(VIEW_G_DICE, K_DIE_KEY, slot, 0));
    if (i < 0)
        return;
    const ecs_entity *k = ecs_get(a->world, i); /* (placed from the die's centre) */
    float d = hypotf(k->local.x, k->local.y), r = b->w / 2, kr = k->draw.w / 2 + 9; /* (its side and a gap) */
    if (d < 1 || d + kr <= r)
        return;
    float nr = (r + d + kr) / 2, shift = nr - r;
    b->x += k->local.x / d * shift;
    b->y += k->local.y / d * shift;
    b->w = b->h = 2 * nr;
}

/* Where what to click next is, and the kind of ring that names it. 0 when there is nothing. */
static int next_box(app *a, box *b, int *kind, int *ia, int *ib)
{
    int tag, ta, tb;
    if (!tut_target(a, &tag, &ta, &tb))
        return 0;
    *ia = ta, *ib = tb;
    switch (tag) {
    case HIT_DIE:
        *kind = K_RING_DIE;
        if (!box_of(a, view_key(VIEW_G_DICE, K_DIE, ta, 0), b))
            return 0;
        b->w = b->h = b->w + 26; /* a gap of the table between the die and its ring: a yellow die's
                                  * edge no longer runs into the gold, its pips read alone */
        b->round = 1;
        return 1;
    case HIT_CELL:
    case HIT_DIEBOX:
    case HIT_CITIZEN:
        *kind = tag == HIT_CELL ? K_RING_CELL : tag == HIT_DIEBOX ? K_RING_DIEBOX : K_RING_CITIZEN;
        play_target_rect(a, tag, ta, tb, &b->x, &b->y, &b->w, &b->h);
        b->w += 8, b->h += 8;
        zmap(a, VIEW_G_SHEET, b);
        b->round = tag == HIT_CITIZEN;
        return 1;
    case HIT_BUTTON:
        *kind = K_RING_BUTTON;
        return box_of(a, view_key(VIEW_G_UI, K_BTN, ta, 0), b);
    case HIT_HINT: /* the hint's row under the sheet, its badge, its estimate and its words */
        *kind = K_RING_HINT;
        if (!box_of(a, view_key(VIEW_G_HILITE, K_HINT_ROW, ta, 0), b))
            return 0;
        b->w += 8, b->h += 6;
        return 1;
    case HIT_PAY:
        *kind = K_RING_PAY;
        return box_of(a, view_key(VIEW_G_UI, K_BTN, 20, ta), b);
    case HIT_VALUE:
        *kind = K_RING_VALUE;
        return box_of(a, view_key(VIEW_G_UI, K_BTN, 21, ta), b);
    case HIT_COLOUR:
        *kind = K_RING_COLOUR;
        return box_of(a, view_key(VIEW_G_UI, K_BTN, 22, ta), b);
    default:
        return 0; /* the callout's own buttons */
    }
}

/* A plaza's ring: a circle as wide as the plaza is deep, round its middle, so that the dots 5
 * units outside it stay inside the wheel's rim (118 units wide, it ran past the rim, off-centre
 * on the plaza's band) */
#define PLAZA_RING (WHEEL_PLAZA_R1 - WHEEL_PLAZA_R0 + 4)

/* The plaza under slot `slot`: the one in the direction of its die from the wheel's centre. */
static int plaza_box(app *a, int slot, box *b)
{
    box die;
    int plaza = kind_named(&wheel_kinds, "plaza");
    if (plaza < 0 || !box_of(a, view_key(VIEW_G_DICE, K_DIE, slot, 0), &die))
        return 0;
    float cx = WHEEL_CX, cy = WHEEL_CY;
    ecs_zone_xy(a->world, VIEW_G_WHEEL, &cx, &cy);
    float best = 1e9f, dir = atan2f(die.y - cy, die.x - cx);
    for (int i = 0; i < 16; i++) {
        box p;
        if (!box_of(a, view_key(VIEW_G_WHEEL, plaza, i, 0), &p))
            continue;
        float d = fabsf(remainderf(atan2f(p.y - cy, p.x - cx) - dir, 2 * GFX_PI));
        if (d < best) {
            best = d;
            *b = (box){p.x, p.y, PLAZA_RING, PLAZA_RING, 1, 0};
        }
    }
    return best < 1e9f;
}

/* The expansion tile `tile` (1..8) beside the wheel, wherever its plaza is (it is drawn on it). */
static int tile_box(app *a, int tile, box *b)
{
    int kind = kind_named(&wheel_kinds, "tile");
    for (int n = 0; kind >= 0 && n < 16; n++) {
        int i = ecs_find(a->world, view_key(VIEW_G_WHEEL, kind, n, 0));
        if (i < 0)
            continue;
        const ecs_entity *e = ecs_get(a->world, i);
        if (e->hit.tag != HIT_TILE || e->hit.a != tile)
            continue;
        float x = 0, y = 0;
        if (e->parent >= 0)
            ecs_resting_xy(ecs_get(a->world, e->parent), &x, &y);
        *b = (box){x + e->local.x, y + e->local.y, e->draw.w + 14, e->draw.h + 14, 1, 0};
        zmap(a, VIEW_G_WHEEL, b);
        return 1;
    }
    return 0;
}

/* The slots' prices on the wheel's small layer: the box around them all (their numbers, measured,
 * and their icons), rounded, and no larger. A circle around the hub wide enough to hold them runs
 * over the day in the layer's neutral window and over the dice and their key badges; this box
 * keeps in from all of those. */
static int prices_box(app *a, box *b)
{
    /* a circle round the hub, as the prices lie (a rounded box cut across the round inner ring),
     * centred on them (a few units under the hub: the top slot has the day's window, no price, and
     * the line passes under its number) and just wide enough for the farthest corner of a price */
    float x0 = 1e9f, y0 = 1e9f, x1 = -1e9f, y1 = -1e9f, l[4];
    for (int i = 0; i < a->world->count; i++)
        if (price_label(a, i, l)) {
            x0 = fminf(x0, l[0]), y0 = fminf(y0, l[1]);
            x1 = fmaxf(x1, l[2]), y1 = fmaxf(y1, l[3]);
        }
    if (x1 < x0)
        return 0;
    float cx = (x0 + x1) / 2, cy = (y0 + y1) / 2, r = 0;
    for (int i = 0; i < a->world->count; i++)
        if (price_label(a, i, l))
            for (int c = 0; c < 4; c++)
                r = fmaxf(r, hypotf(l[c & 1 ? 2 : 0] - cx, l[c & 2 ? 3 : 1] - cy));
    r += 4; /* (a gap between the prices and the line) */
    *b = (box){cx, cy, 2 * r, 2 * r, 1, 0};
    return 1;
}

/* ---- the second lesson's pictures (TUT_AT_PICTURE) -------------------------------------------
 * What a game at one screen with hidden sheets shows, drawn over the table with the same words,
 * places and colours as the play screen's panel (play_panel.c) and the hand-over screen
 * (screen_handover.c) use, for two players named by default: a static picture (its button takes
 * no click). Each returns the box of its button, which the step rings. */
#define PIC_Z 54.0f

static float pic_scale(const app *a) { return a->world->scale > 0 ? a->world->scale : 1; }

static void pic_text(app *a, int i, float x, float y, float px, int face, int align, gfx_rgba c, const char *t,
                     float width)
{
    ecs_text(a->world, key(K_PIC_TEXT, i, 0), x, y, gfx_fit_px(&a->g, face, px, t, width, pic_scale(a)), face, align,
             c, t, PIC_Z + 1);
}

static box pic_button(app *a, float x, float y, float w, float h, float px, const char *label)
{
    ecs_rect(a->world, key(K_PIC_BTN, 0, 0), x, y, w, h, 7, ui_accent, 0, ui_ink_soft, PIC_Z + 1, NULL);
    ecs_text(a->world, key(K_PIC_BTN_TXT, 0, 0), x, y, gfx_fit_px(&a->g, GFX_FONT_BOLD, px, label, w - 14, pic_scale(a)),
             GFX_FONT_BOLD, GFX_CENTER | GFX_MIDDLE, ui_paper, label, PIC_Z + 2);
    return (box){x, y, w + 10, h + 10, 0, 0};
}

/* A picture's frame: a veil over the whole table (the solo game's sheet and wheel, which are the
 * player's, not the picture's, stay dim behind it), then a framed screen of w x h centred at
 * (cx, cy) with a header strip that says the picture's number, whose screen it is and the
 * half-day, and that the game pictured is another one. Returns the top of the screen under the
 * header. */
#define PIC_HEAD 56.0f
static float pic_frame(app *a, int which, float cx, float cy, float w, float h, const char *whose)
{
    float dh = a->world->design_h > 0 ? a->world->design_h : ECS_DESIGN_H;
    gfx_rgba pale = {255, 236, 170, 255}, bezel = {24, 30, 27, 255};
    const td_state *rolled = &a->ss->checkpoint; /* the half-day pictured: the latest roll's, the one the top bar shows */
    char head[240], part[120];
    ecs_rect(a->world, key(K_PIC, 0, 0), 640, dh / 2, 1300, dh + 20, 0, gfx_alpha((gfx_rgba){14, 20, 17, 255}, 0.86f),
             0, ui_table, PIC_Z - 1, NULL);
    ecs_rect(a->world, key(K_PIC, 2, 0), cx + 6, cy + 8, w, h, 14, (gfx_rgba){0, 0, 0, 110}, 0, ui_ink, PIC_Z - 0.7f,
             NULL);
    ecs_rect(a->world, key(K_PIC, 3, 0), cx, cy, w, h, 14, bezel, 2.5f, pale, PIC_Z - 0.6f, NULL);
    float top = cy - h / 2;
    ecs_rect(a->world, key(K_PIC, 1, 0), cx, top + PIC_HEAD + (h - PIC_HEAD - 8) / 2, w - 16, h - PIC_HEAD - 8, 6,
             ui_table, 0, ui_table, PIC_Z - 0.5f, NULL);
    snprintf(head, sizeof head, tr(TR_TUT2_PIC_COUNT), which + 1, TUT_PIC_REVEAL + 1); /* (shown in this order) */
    snprintf(part, sizeof part, " \xC2\xB7 %s \xC2\xB7 ", whose);
    size_t n = strlen(head);
    snprintf(head + n, sizeof head - n, "%s", part);
    n = strlen(head);
    snprintf(head + n, sizeof head - n, tr(rolled->half ? TR_TUT2_PICTURE_PM : TR_TUT2_PICTURE), rolled->day);
    pic_text(a, 10, cx, top + 21, 18, GFX_FONT_BOLD, GFX_CENTER | GFX_MIDDLE, pale, head, w - 40);
    pic_text(a, 11, cx, top + 42, 14, GFX_FONT_ITALIC, GFX_CENTER | GFX_MIDDLE, gfx_alpha(pale, 0.85f),
             tr(TR_TUT2_PIC_NOTE), w - 40);
    return top + PIC_HEAD;
}

/* The panel under the wheel as a hot-seat game shows it after a choice, drawn larger in its frame:
 * Player 1 passes the turn, or Player 2, the last to choose, shows the choices (on their screen);
 * the button at the title's right, as the panel has it (play_panel.c panel_turn_end). */
static box pic_panel(app *a, int reveal, const char *p1, const char *p2)
{
    float y0 = (a->world->design_h > 0 ? a->world->design_h - ECS_DESIGN_H : 0) / 2;
    char line[200], whose[120];
    snprintf(whose, sizeof whose, tr(TR_TUT2_PIC_WHOSE), reveal ? p2 : p1);
    float top = pic_frame(a, reveal ? TUT_PIC_REVEAL : TUT_PIC_PASS, 640, 300 + y0, 720, 330, whose);
    float y = top + 140, left = 640 - 330 + 26; /* the panel's middle and its text's left edge */
    ecs_rect(a->world, key(K_PIC, 4, 0), 640, y, 660, 180, 10, (gfx_rgba){40, 54, 47, 255}, 1.5f,
             gfx_alpha(ui_paper, 0.5f), PIC_Z, NULL);
    float bw = 250, bx = 640 + 330 - 26 - bw / 2; /* the button, right of the title */
    snprintf(line, sizeof line, tr(TR_PANEL_PASS), reveal ? p2 : p1);
    pic_text(a, 1, left, y - 22, 21, GFX_FONT_BOLD, GFX_LEFT | GFX_MIDDLE, ui_paper, line, bx - bw / 2 - 20 - left);
    if (reveal)
        snprintf(line, sizeof line, "%s", tr(TR_PANEL_HELD));
    else
        snprintf(line, sizeof line, tr(TR_PANEL_PASS_NEXT), p2);
    pic_text(a, 2, left, y + 20, 16, GFX_FONT_ITALIC, GFX_LEFT | GFX_MIDDLE, ui_paper, line, 610);
    return pic_button(a, bx, y - 22, bw, 50, 22, tr(reveal ? TR_BTN_REVEAL : TR_BTN_PASS));
}

/* The hand-over screen, as Player 1's pass in the latest half-day would show it, in its frame: the
 * card with that half-day's dice (the state right after its roll; with the colour-blind symbols
 * on, each coloured die's shape at its corner, as the real screen draws them), the next player
 * and what they will decide, and their button. */
static box pic_handover(app *a, const char *p2)
{
    float y = (a->world->design_h > 0 ? a->world->design_h - ECS_DESIGN_H : 0) / 2 - 12;
    const td_state *rolled = &a->ss->checkpoint;
    char line[200];
    pic_frame(a, TUT_PIC_HANDOVER, 640, 316 + y + 12, 900, 552, tr(TR_TUT2_PIC_SHARED));
    ecs_rect(a->world, key(K_PIC, 5, 0), 645, 346 + y, 680, 390, 14, (gfx_rgba){0, 0, 0, 80}, 0, ui_ink, PIC_Z,
             NULL);
    ecs_rect(a->world, key(K_PIC, 6, 0), 640, 340 + y, 680, 390, 14, ui_paper, 1.2f, gfx_mix(ui_paper, ui_ink_soft, 0.5f),
             PIC_Z + 0.5f, NULL);
    pic_text(a, 0, 640, 178 + y, 15, GFX_FONT_ITALIC, GFX_CENTER | GFX_MIDDLE, ui_ink_soft, tr(TR_HANDOVER_HEADING), 620);
    for (int slot = 0; rolled->phase == TD_PHASE_CHOOSE && slot < TD_SLOTS; slot++) {
        int black = slot == rolled->black_slot && !rolled->black_banquet, c = rolled->die[slot].colour0;
        ui_die_look look = ui_die(black ? -1 : c, slot == rolled->black_slot);
        float x = 640 + 50 * ((float)slot - 1.5f);
        ecs_entity *d = ecs_rect(a->world, key(K_PIC_DIE, slot, 0), x, 218 + y, 34, 34, 0, look.body, 0, look.edge,
                                 PIC_Z + 1, NULL);
        d->draw.kind = DRAW_DIE;
        d->draw.value = td_slot_value_shown(rolled, slot);
        d->draw.colour2 = look.pips;
        d->draw.colour3 = look.edge;
        if (a->symbols && !black) {
            ecs_entity *sym = ecs_rect(a->world, key(K_PIC_SYMBOL, slot, 0), x + 17, 218 + y - 17, 10, 10, 0, ui_ink, 0,
                                       ui_ink, PIC_Z + 2, NULL);
            sym->draw.kind = DRAW_ICON;
            sym->draw.icon = (uint8_t)(GFX_ICON_SQUARE + c);
        }
    }
    snprintf(line, sizeof line, tr(TR_HANDOVER_PASS), p2);
    pic_text(a, 1, 640, 284 + y, 46, GFX_FONT_BOLD, GFX_CENTER | GFX_MIDDLE, ui_ink, line, 620);
    snprintf(line, sizeof line, tr(rolled->half ? TR_HANDOVER_STATUS_AFTERNOON : TR_HANDOVER_STATUS_MORNING), rolled->day,
             tr(TR_HANDOVER_NEED_DIE));
    pic_text(a, 2, 640, 334 + y, 20, GFX_FONT_ITALIC, GFX_CENTER | GFX_MIDDLE, ui_ink, line, 620);
    pic_text(a, 3, 640, 572 + y, 15, GFX_FONT_ITALIC, GFX_CENTER | GFX_MIDDLE, gfx_alpha(ui_paper, 0.8f),
             tr(TR_HANDOVER_LOOK_AWAY), 620);
    snprintf(line, sizeof line, tr(TR_HANDOVER_SHOW), p2);
    return pic_button(a, 640, 446 + y, 520, 66, 21, line);
}

static box picture(app *a, int which)
{
    char p1[48], p2[48];
    snprintf(p1, sizeof p1, tr(TR_SETUP_PLAYER_N), 1);
    snprintf(p2, sizeof p2, tr(TR_SETUP_PLAYER_N), 2);
    if (which == TUT_PIC_HANDOVER)
        return pic_handover(a, p2);
    return pic_panel(a, which == TUT_PIC_REVEAL, p1, p2);
}

/* Where the area the step speaks of is, and its kind. */
static int area_box(app *a, const tut_step *st, box *b, int *kind)
{
    const td_state *s = &a->ss->now;
    *kind = K_AREA_WHEEL + (st->at - TUT_AT_WHEEL);
    switch (st->at) {
    case TUT_AT_WHEEL:
        *b = (box){WHEEL_CX, WHEEL_CY, 2 * WHEEL_R + 14, 2 * WHEEL_R + 14, 1, 0};
        zmap(a, VIEW_G_WHEEL, b);
        return 1;
    case TUT_AT_PRICES: return prices_box(a, b);
    case TUT_AT_PLAZA: return plaza_box(a, st->a, b);
    case TUT_AT_BLACK_DIE:
        if (!box_of(a, view_key(VIEW_G_DICE, K_DIE, s->black_slot, 0), b))
            return 0;
        b->w = b->h = b->w + 22;
        b->round = 1;
        return 1;
    case TUT_AT_RESOURCES: {
        box held;
        if (!bbox(a, VIEW_G_SHEET, &sheet_kinds, "resource", st->a, b))
            return 0;
        if (bbox(a, VIEW_G_SHEET, &sheet_kinds, "held", st->a, &held)) { /* and the number held */
            float x1 = held.x + 14;
            b->w = x1 - (b->x - b->w / 2);
            b->x = x1 - b->w / 2;
        }
        b->w += 10, b->h += 10;
        return 1;
    }
    case TUT_AT_CITIZENS: {
        /* the tracks' squares: the line keeps off the column bonuses' icons just above them (1.5
         * units), the tracks' icons at their left and the 15th square's box at their right */
        if (!bbox(a, VIEW_G_SHEET, &sheet_kinds, "citizen", -1, b))
            return 0;
        float x0 = b->x - b->w / 2 - 3, x1 = b->x + b->w / 2 + 3, y0 = b->y - b->h / 2 - 1, y1 = b->y + b->h / 2 + 6;
        *b = (box){(x0 + x1) / 2, (y0 + y1) / 2, x1 - x0, y1 - y0, 0, 0};
        return 1;
    }
    case TUT_AT_COLUMN: {
        /* the column's squares, its ring in the gaps around them: a column apart (20.2 units) the
         * next squares begin, and 1.5 units above the red square the column's bonus icons end,
         * which the sentence speaks of (tut_sync draws its ring tight: a thin line inside the box) */
        float x, x2, y0, y1, y_next;
        int i = st->a >= 1 && st->a <= 20 ? st->a - 1 : 0;
        sheet_cit_pos(0, i, &x, &y0);
        sheet_cit_pos(0, i + 1, &x2, &y_next);
        sheet_cit_pos(TD_COLOURS - 1, i, &x, &y1);
        float top = y0 - 8.5f, bottom = y1 + 9.5f, w = x2 - x;
        *b = (box){x, (top + bottom) / 2, w, bottom - top, 0, 0};
        zmap(a, VIEW_G_SHEET, b);
        return 1;
    }
    case TUT_AT_DISTRICT:
        if (!bbox(a, VIEW_G_SHEET, &sheet_kinds, "band", st->a, b))
            return 0;
        b->w += 8, b->h += 8;
        return 1;
    case TUT_AT_CHARACTERS: {
        box n;
        if (!bbox(a, VIEW_G_SHEET, &sheet_kinds, "character.times", -1, b) ||
            !bbox(a, VIEW_G_SHEET, &sheet_kinds, "character.name", -1, &n))
            return 0;
        float x0 = fminf(b->x - b->w / 2, n.x - n.w / 2) - 6, x1 = b->x + b->w / 2 + 62;
        float y0 = fminf(b->y - b->h / 2, n.y - n.h / 2) - 8, y1 = b->y + b->h / 2 + 8;
        *b = (box){(x0 + x1) / 2, (y0 + y1) / 2, x1 - x0, y1 - y0, 0, 0};
        return 1;
    }
    case TUT_AT_SCORE: {
        /* the total in VP, under the score column and over the citizen tracks' bonus boxes: the
         * ring takes the width of its text and the height of the gap between those two */
        box paper, bonus;
        int kind_total = kind_named(&sheet_kinds, "total");
        int i = kind_total < 0 ? -1 : ecs_find(a->world, view_key(VIEW_G_SHEET, kind_total, 1, 0));
        if (i < 0 || !bbox(a, VIEW_G_SHEET, &sheet_kinds, "score.paper", -1, &paper) ||
            !bbox(a, VIEW_G_SHEET, &sheet_kinds, "citizen.20th", TD_RED, &bonus))
            return 0;
        const ecs_entity *e = ecs_get(a->world, i);
        float w = 0, scale = a->world->scale > 0 ? a->world->scale : 1;
        gfx_text_size(&a->g, e->draw.face, e->draw.h * scale, e->draw.text, &w, NULL);
        float y0 = paper.y + paper.h / 2, y1 = bonus.y - bonus.h / 2 - 1, x = e->local.x, y = e->local.y;
        ecs_zone_xy(a->world, e->zone, &x, &y);
        *b = (box){x, (y0 + y1) / 2, ecs_zone_len(a->world, e->zone, w / scale) + 20, y1 - y0, 0, 0};
        return 1;
    }
    case TUT_AT_DAY: {
        float w = 0, scale = a->world->scale > 0 ? a->world->scale : 1;
        int i = ecs_find(a->world, view_key(VIEW_G_UI, K_TITLE, 0, 0));
        if (i < 0)
            return 0;
        gfx_text_size(&a->g, GFX_FONT_BOLD, 20 * scale, ecs_get(a->world, i)->draw.text, &w, NULL);
        w /= scale;
        *b = (box){16 + w / 2, 20, w + 16, 32, 0, 0};
        return 1;
    }
    case TUT_AT_SHEET: { /* the sheet, down to the callout's top edge (its last track above it) */
        if (!bbox(a, VIEW_G_SHEET, &sheet_kinds, "paper", -1, b))
            return 0;
        float y0 = b->y - b->h / 2 - 4, y1 = sheet_foot;
        b->w += 8;
        b->y = (y0 + y1) / 2;
        b->h = y1 - y0;
        return 1;
    }
    case TUT_AT_NOTCH: { /* the plaza in that notch, as TUT_AT_PLAZA rings one */
        int plaza = kind_named(&wheel_kinds, "plaza");
        if (plaza < 0 || !box_of(a, view_key(VIEW_G_WHEEL, plaza, st->a, 0), b))
            return 0;
        b->w = b->h = PLAZA_RING;
        b->round = 1;
        return 1;
    }
    case TUT_AT_MULTIPLIER: { /* the box where the column's Cathedral writes its ×1, ×2 or ×3 */
        int times = kind_named(&sheet_kinds, "character.times");
        if (times < 0 || st->a < 1 || st->a > TD_COLUMNS || !box_of(a, view_key(VIEW_G_SHEET, times, st->a - 1, 0), b))
            return 0;
        b->w += 8, b->h += 8;
        return 1;
    }
    case TUT_AT_PICTURE: /* drawn here, the one time a frame asks for it */
        *kind = K_AREA_PICTURE;
        *b = picture(a, st->a);
        return 1;
    case TUT_AT_HIT: {
        /* a target of its own (the step's move points there too, mostly): a sheet target, or an
         * entity of the panel */
        *kind = K_AREA_TARGET;
        if (st->hit == HIT_CELL || st->hit == HIT_DIEBOX || st->hit == HIT_CITIZEN || st->hit == HIT_LINK ||
            st->hit == HIT_CIT_SQUARE) {
            play_target_rect(a, st->hit, st->a, st->b, &b->x, &b->y, &b->w, &b->h);
            b->w += 8, b->h += 8;
            if (st->hit == HIT_DIEBOX) /* the box as drawn and half a unit more, its line on the box's
                                        * own edge: a Fortress's shield stands half a unit beside it */
                b->w = SHEET_BOX_W + 1, b->h = SHEET_BOX_H + 6;
            zmap(a, VIEW_G_SHEET, b);
            return 1;
        }
        if (st->hit == HIT_DIE && box_of(a, view_key(VIEW_G_DICE, K_DIE, st->a, 0), b)) {
            b->w = b->h = b->w + 16;
            b->round = 1;
            return 1;
        }
        if (st->hit == HIT_BUTTON)
            return box_of(a, view_key(VIEW_G_UI, K_BTN, st->a, 0), b);
        if (st->hit == HIT_TILE)
            return tile_box(a, st->a, b);
        return 0;
    }
    default: return 0;
    }
}

/* The last ring drawn, to spring in a ring that moved. */
static struct {
    uint32_t key;
    float x, y;
} last_ring[2];

/* A ring around box b: a soft wide glow and a line (gold, or pale for an area). A tight ring (what
 * it rings has neighbours close around it) keeps inside b: a thinner line, and the glow on it. */
static void ring(app *a, int slot, uint32_t k, const box *b, int strong, int tight, float z)
{
    float r = b->round ? fminf(b->w, b->h) / 2 : b->corner > 0 ? b->corner : tight ? 6 : 8, out = tight ? 0 : 10;
    gfx_rgba line = strong || tight ? GOLD : (gfx_rgba){255, 236, 170, 255}; /* (a tight one: on the paper too) */
    int idx;
    ecs_entity *e = ecs_rect(a->world, k, b->x, b->y, b->w, b->h, r, gfx_alpha(line, 0),
                             tight ? 2.0f : strong ? 4.0f : 2.5f, line, strong ? z : z - 1, &idx);
    e->draw.boxed = 1; /* the dump gives the box it covers */
    int glow;
    ecs_rect(a->world, key(K_GLOW, slot, 0), b->x, b->y, b->w + out, b->h + out, r + out / 2, gfx_alpha(line, 0),
             tight ? 2.0f : 6, gfx_alpha(line, strong ? 0.35f : 0.25f), strong ? z - 0.5f : z - 1.5f, &glow);
    ecs_get(a->world, glow)->draw.boxed = 1;
    if (last_ring[slot].key != k || fabsf(last_ring[slot].x - b->x) > 0.5f || fabsf(last_ring[slot].y - b->y) > 0.5f) {
        /* it moved: it springs in, and its glow closes in on it from further out */
        ecs_tween_to(a->world, idx, TW_SCALE, 1.35f, 1.0f, shell_anim(a, 0.45f), 0, EASE_OUT_CUBIC);
        float from = 1 + fminf(0.9f, 90.0f / fmaxf(b->w, b->h)); /* about 90 units further out */
        ecs_tween_to(a->world, glow, TW_SCALE, from, 1.0f, shell_anim(a, 0.7f), 0, EASE_OUT_CUBIC);
        ecs_tween_to(a->world, glow, TW_ALPHA, 0.0f, 1.0f, shell_anim(a, 0.7f), 0, EASE_OUT_CUBIC);
        last_ring[slot].key = k;
        last_ring[slot].x = b->x;
        last_ring[slot].y = b->y;
    }
}

/* Whether a dot of side `side` at (x, y) would cover a word, a number or an icon of the sheet, the
 * wheel or the dice, or a die, its key badge or the black die's cross (where they come to rest):
 * the look ring's halo leaves those to read. */
static int dot_on_label(app *a, float x, float y, float side)
{
    const ecs_world *w = a->world;
    float scale = w->scale > 0 ? w->scale : 1;
    for (int i = 0; i < w->count; i++) {
        const ecs_entity *e = &w->e[i];
        int group = (int)(e->key >> 24);
        int label = e->draw.kind == DRAW_TEXT || e->draw.kind == DRAW_ICON;
        if (group == VIEW_G_DICE && (e->draw.kind == DRAW_RECT || e->draw.kind == DRAW_DIE || e->draw.kind == DRAW_CIRCLE))
            label = 1; /* (a die, its badge, the cross of a plaza the black die destroys) */
        if (!w->alive[i] || !(e->mask & ECS_DRAWABLE) || !label ||
            !(group == VIEW_G_SHEET || group == VIEW_G_WHEEL || group == VIEW_G_DICE) || e->draw.colour.a == 0)
            continue;
        float ex, ey, hw = ecs_zone_len(w, e->zone, e->draw.w / 2),
                      hh = e->draw.kind == DRAW_RECT ? ecs_zone_len(w, e->zone, e->draw.h / 2) : hw;
        rest_world(a, e, &ex, &ey);
        if (fabsf(ex - x) > 160 || fabsf(ey - y) > 40)
            continue;
        float x0 = ex - hw, y0 = ey - hh;
        if (e->draw.kind == DRAW_TEXT) {
            float tw = 0;
            gfx_text_size(&a->g, e->draw.face, e->draw.h * scale, e->draw.text, &tw, NULL);
            tw /= scale;
            hh = e->draw.h / 2;
            int ha = e->draw.align & 3, va = e->draw.align & 12;
            x0 = ha == GFX_CENTER ? ex - tw / 2 : ha == GFX_RIGHT ? ex - tw : ex;
            y0 = va == GFX_MIDDLE ? ey - hh : va == GFX_BOTTOM ? ey - 2 * hh : ey;
            hw = tw / 2;
        }
        if (x + side / 2 > x0 && x - side / 2 < x0 + 2 * hw && y + side / 2 > y0 && y - side / 2 < y0 + 2 * hh)
            return 1;
    }
    return 0;
}

/* The point at distance d along the outline of a box with round corners of radius r (clockwise
 * from the top edge's left end, where the top left corner's arc ends). */
static void along(const box *b, float gw, float gh, float r, float d, float *x, float *y)
{
    float sx = gw - 2 * r, sy = gh - 2 * r, arc = GFX_PI * r / 2, l = b->x - gw / 2, t = b->y - gh / 2;
    float cx[4] = {l + gw - r, l + gw - r, l + r, l + r}, cy[4] = {t + r, t + gh - r, t + gh - r, t + r};
    for (int side = 0; side < 4; side++) {
        float len = side % 2 ? sy : sx;
        if (d < len) { /* a straight edge */
            *x = side == 0 ? l + r + d : side == 1 ? l + gw : side == 2 ? l + gw - r - d : l;
            *y = side == 0 ? t : side == 1 ? t + r + d : side == 2 ? t + gh : t + gh - r - d;
            return;
        }
        d -= len;
        if (d < arc || side == 3) { /* the corner after it */
            float ang = -GFX_PI / 2 + (float)side * GFX_PI / 2 + fminf(d, arc) / fmaxf(r, 0.01f);
            *x = cx[side] + r * cosf(ang);
            *y = cy[side] + r * sinf(ang);
            return;
        }
        d -= arc;
    }
}

/* A sentence's area, only to look at (the step asks for Next, not a click there): a thin pale
 * line that does not spring in, and around it a halo of small dots instead of a glow, so that it
 * does not look like the gold ring of what to click. No dot covers a word, a number or an icon. A
 * tight area (its neighbours close around it, a box that keeps in the gaps around it) has no room
 * for the halo: a thin gold line, inside its box. */
static void look_ring(app *a, uint32_t k, const box *b, int tight)
{
    gfx_rgba pale = {255, 236, 170, 255};
    float r = b->round ? fminf(b->w, b->h) / 2 : b->corner > 0 ? b->corner : tight ? 4 : 8;
    ecs_entity *e = ecs_rect(a->world, k, b->x, b->y, b->w, b->h, r, gfx_alpha(pale, 0), tight ? 2.0f : 1.5f,
                             tight ? GOLD : gfx_alpha(pale, 0.9f), 58, NULL);
    e->draw.boxed = 1;
    last_ring[1].key = 0; /* (an area ringed next springs in) */
    if (tight)
        return;
    /* the dots (gold, edged dark: seen on the pale plazas and the dark wheel alike), every ~14 units
     * along a line 5 units outside it */
    float gw = b->w + 10, gh = b->h + 10, gr = b->round ? fminf(gw, gh) / 2 : r + 5;
    gr = fminf(gr, fminf(gw, gh) / 2);
    float per = 2 * (gw - 2 * gr) + 2 * (gh - 2 * gr) + 2 * GFX_PI * gr;
    int n = (int)(per / 14);
    n = n < 8 ? 8 : n > 120 ? 120 : n;
    for (int i = 0; i < n; i++) {
        float x, y;
        along(b, gw, gh, gr, (float)i / (float)n * per, &x, &y);
        if (dot_on_label(a, x, y, 5))
            continue;
        ecs_entity *d = ecs_rect(a->world, key(K_LOOK, i, 0), x, y, 5, 5, 2.5f, GOLD, 1, (gfx_rgba){90, 60, 10, 255},
                                 57.5f, NULL);
        d->draw.boxed = 1; /* (the dump gives the box each covers) */
    }
}

static void button(app *a, int id, float x, float y, float w, float h, const char *label, int primary)
{
    int idx;
    gfx_rgba fill = primary ? ui_accent : ui_paper;
    ecs_entity *e = ecs_rect(a->world, key(K_TBTN, id - TUT_HIT_NEXT, 0), x, y, w, h, 7, fill, primary ? 0 : 1.2f,
                             ui_ink_soft, 62, &idx);
    if (a->play->ui.hover == idx)
        e->draw.colour = ui_button_hover(fill, primary);
    e->mask |= ECS_HIT;
    e->hit = (ecs_hit){0, w, h, id, 0, 0};
    float scale = a->world->scale > 0 ? a->world->scale : 1;
    float px = gfx_fit_px(&a->g, GFX_FONT_BOLD, h * 0.46f, label, w - 14, scale);
    ecs_text(a->world, key(K_TBTN_TXT, id - TUT_HIT_NEXT, 0), x, y, px, GFX_FONT_BOLD, GFX_CENTER | GFX_MIDDLE,
             primary ? ui_paper : ui_ink, label, 63);
}

/* The centre of the buttons at the right of a callout centred on `cx`, `cw` wide: `w` wide. */
static float bcx_of(float cx, float cw, float w) { return cx + cw / 2 - 14 - w / 2; }

/* The lines `text` takes at `px` in `width` design units (measured at the window's scale). */
static int lines_of(app *a, int face, float px, const char *text, float width)
{
    float scale = a->world->scale > 0 ? a->world->scale : 1;
    int n = 0;
    for (const char *p = gfx_wrap_skip(text); *p; n++)
        p = gfx_wrap_skip(p + gfx_wrap_line(&a->g, face, px * scale, p, width * scale));
    return n;
}

/* The step's legend (tut_step.res): each resource the sentence names, its icon as the sheet draws
 * it beside its track (its district's dark ink) and its name, in a line that ends at x1, on the
 * callout's top line; at most `room` wide (its names smaller if need be). Returns its width, 0 when
 * the step has none. */
static float legend(app *a, unsigned res, float x1, float y, float room)
{
    enum { ICON = 16, GAP = 3, SEP = 12 };
    float scale = a->world->scale > 0 ? a->world->scale : 1, px = 13, name_w[TD_RESOURCES] = {0}, w = 0;
    for (;; px -= 0.5f) {
        w = 0;
        for (int r = 0; r < TD_RESOURCES; r++) {
            if (!(res >> r & 1u))
                continue;
            gfx_text_size(&a->g, GFX_FONT_BOLD, px * scale, tr(TR_RES_INFLUENCE + r), &name_w[r], NULL);
            name_w[r] /= scale;
            w += (w > 0 ? SEP : 0) + ICON + GAP + name_w[r];
        }
        if (w <= room || px <= 9)
            break;
    }
    float x = x1 - w;
    for (int r = 0; r < TD_RESOURCES && w > 0; r++) {
        if (!(res >> r & 1u))
            continue;
        ecs_icon(a->world, key(K_LEGEND, r, 0), x + ICON / 2.0f, y, ICON, GFX_ICON_INFLUENCE + r, ui_colour_dark[r], 61)
            ->draw.boxed = 1; /* (the dump gives the boxes they cover) */
        ecs_text(a->world, key(K_LEGEND_TXT, r, 0), x + ICON + GAP, y, px, GFX_FONT_BOLD, GFX_LEFT | GFX_MIDDLE,
                 ui_ink, tr(TR_RES_INFLUENCE + r), 61)
            ->draw.boxed = 1;
        x += ICON + GAP + name_w[r] + SEP;
    }
    return w;
}

/* Whether the callout stands off the sheet's foot (above the panel, or on it: callout_on_panel):
 * while the hints are shown, whose list lies under the citizen tracks where the callout would
 * cover it (not yet at the step that asks for them: it moves as they come, which says why; moved
 * there before them, it left a bare block under the sheet and jumped back after); but for a move's
 * step that is none of the hints (the list not needed: the callout over it, off the wheel's foot,
 * which it covered above the panel). Above the panel it covers neither that list, nor the dice on
 * the wheel's inner ring, nor the panel where a die is set up. */
static int callout_above(const app *a, const tut_step *st)
{
    return st && play_hints_shown(a) && (st->kind != TUT_MOVE || tut_move_is_hint(a));
}

/* Whether the callout, off the sheet's foot, lies on the panel rather than above it (over the
 * wheel's foot): at a step that needs nothing of the panel (a sentence, the Hint or the Undo
 * button of the top bar), not at a move's, whose die choice is made in the panel. */
static int callout_on_panel(const app *a, const tut_step *st)
{
    return callout_above(a, st) && st->kind != TUT_MOVE;
}

int tut_callout_on_panel(const app *a)
{
    return a->tutorial && a->ss && callout_on_panel(a, tut_step_at(tut_step_now()));
}

int tut_callout_px(app *a, SDL_FRect *px)
{
    int i = a->tutorial && a->ss ? ecs_find(a->world, key(K_CALLOUT, 0, 0)) : -1;
    if (i < 0)
        return 0;
    const ecs_entity *e = ecs_get(a->world, i);
    if (e->world.alpha <= 0.003f)
        return 0;
    float sc = e->world.scale > 0 ? e->world.scale : 1;
    *px = ecs_px_rect(a->world, e->world.x, e->world.y, e->draw.w * sc, e->draw.h * sc);
    return 1;
}

static void callout(app *a)
{
    const td_state *s = &a->ss->now;
    int step = tut_step_now(), count = tut_step_count();
    const tut_step *st = tut_step_at(step);
    int above = callout_above(a, st), on_panel = callout_on_panel(a, st);
    float cx = above ? PANEL_CX_OF(a) : CALLOUT_X, cw = above ? PANEL_W_OF(a) : CALLOUT_W; /* (the panel's) */
    int over = s->phase == TD_PHASE_OVER;
    char say[600], todo[200], buf[64];
    if (st)
        tut_step_say(step, say, sizeof say);
    else
        snprintf(say, sizeof say, "%s", tr(over ? TR_TUT_REAL_GAME : TR_TUT_PLAY_ON));
    if (over) { /* the end: the final score after the sentence */
        size_t n = strlen(say);
        snprintf(say + n, sizeof say - n, "%s", n ? " " : "");
        n = strlen(say);
        snprintf(say + n, sizeof say - n, tr(TR_TUT_FINAL), td_score_total(s, 0));
    }
    tut_todo(a, todo, sizeof todo);
    int kind = st ? st->kind : -1;
    /* the button at the right: Next, or the real game at the end; else what to do, in words */
    int btn = kind == TUT_SAY ? TUT_HIT_NEXT : (kind == TUT_END || (!st && over)) ? TUT_HIT_REAL_GAME : 0;
    float btn_w = btn == TUT_HIT_REAL_GAME ? 210 : 150;
    float left = cx - cw / 2 + 16, text_w = cw - 32 - (btn ? btn_w + 14 : 0);
    const char *note = tut_note();
    int show_todo = !btn && todo[0];
    float foot = note[0] || show_todo ? 22 : 0;
    /* the sentence: large, on two lines at most, else smaller on three; the callout ends above
     * the sheet's last citizen track (CALLOUT_TOP). Its lines are counted as they are drawn: at
     * the size of the zone that places the callout (a tenth larger over the sheet in a 16:10
     * window), whose text wraps as its own pixel size does */
    int zone = above ? VIEW_G_UI : VIEW_G_SHEET;
    float zs = ecs_zone_len(a->world, zone, 1);
    if (zs <= 0)
        zs = 1;
    /* (its room: over the sheet's foot, above the achievements' progress, which the lesson does
     * not need; above the panel, the gap between the dice's rings and the panel, the same box for
     * each step there) */
    float bottom = on_panel ? PANEL_TOP_OF(a) + PANEL_H : above ? PANEL_TOP_OF(a) - 4 : CALLOUT_BOTTOM;
    float room = on_panel ? PANEL_H : above ? CALLOUT_ABOVE_H : CALLOUT_BOTTOM - CALLOUT_TOP;
    float px = 19, body = 0, h = 0;
    for (;; px -= 0.5f) {
        int n_lines = lines_of(a, GFX_FONT_REGULAR, px * zs, say, text_w * zs);
        body = (float)n_lines * px * 1.22f;
        h = 30 + body + foot + 10;
        if (px <= 12 || (n_lines <= (px > 16.5f ? 2 : 3) && h <= room))
            break;
    }
    if (h < room)
        h = room;
    float top = bottom - h;
    /* the callout is drawn as the part of the table it lies over is (in a tall window, ecs_zone) */
    float foot_x = CALLOUT_X;
    sheet_foot = above ? CALLOUT_BOTTOM : top;
    ecs_zone_xy(a->world, VIEW_G_SHEET, &foot_x, &sheet_foot);
    a->world->zone_cur = zone;
    ecs_rect(a->world, key(K_CALLOUT, 0, 0), cx, top + h / 2, cw, h, 10, (gfx_rgba){252, 248, 236, 255},
             2.5f, GOLD, 60, NULL)
        ->draw.boxed = 1; /* (the dump gives the box it covers: a test holds it clear of the hints and the dice) */
    /* the counter and the progress bar */
    if (st)
        snprintf(buf, sizeof buf, tr(TR_TUT_STEP), step + 1, count);
    else
        snprintf(buf, sizeof buf, tr(TR_TUT_STEP), count, count);
    /* the day before it ("Day 3 · Step 20 of 48"): the lesson's progress in the game's time too */
    char day[32];
    float scale = a->world->scale > 0 ? a->world->scale : 1, day_w = 0, label_w = 0;
    snprintf(day, sizeof day, tr(TR_TUT_STEP_DAY), s->day);
    gfx_text_size(&a->g, GFX_FONT_BOLD, 13 * scale, day, &day_w, NULL);
    gfx_text_size(&a->g, GFX_FONT_BOLD, 13 * scale, buf, &label_w, NULL);
    day_w /= scale, label_w /= scale;
    ecs_text(a->world, key(K_DAY, 0, 0), left, top + 16, 13, GFX_FONT_BOLD, GFX_LEFT | GFX_MIDDLE, ui_ink_soft, day, 61);
    ecs_text(a->world, key(K_STEP, 0, 0), left + day_w + 5, top + 16, 13, GFX_FONT_BOLD, GFX_LEFT | GFX_MIDDLE,
             ui_ink_soft, buf, 61);
    float bx = left + fmaxf(130, day_w + 5 + label_w + 14), bw = 250;
    /* the legend of the sentence's resources, between the progress bar and the button at the top
     * right (Skip, or Next lesson at the end), the bar shorter to make room */
    float top_right = over && tut_lesson() == 1 ? bcx_of(cx, cw, btn_w) - btn_w / 2
                      : cx + cw / 2 - 12 - (tut_skip_asked() ? 190 : 130);
    float lw = st && st->res ? legend(a, st->res, top_right - 12, top + 16, top_right - 12 - (bx + 56 + 14)) : 0;
    if (lw > 0)
        bw = fminf(bw, top_right - 12 - lw - 14 - bx);
    float done = count && st && kind != TUT_END ? (float)step / (float)count : 1;
    ecs_rect(a->world, key(K_PROGRESS, 0, 0), bx + bw / 2, top + 16, bw, 6, 3, (gfx_rgba){226, 216, 196, 255}, 0,
             ui_ink_soft, 61, NULL);
    if (done > 0)
        ecs_rect(a->world, key(K_PROGRESS, 1, 0), bx + bw * done / 2, top + 16, bw * done, 6, 3, GOLD, 0, GOLD, 61.5f,
                 NULL);
    /* Skip, at the top right, until the game or the lesson is over; then, at the first lesson's
     * end, the way to the second */
    float bcx = bcx_of(cx, cw, btn_w);
    if (over && tut_lesson() == 1) {
        /* the next lesson where Next stood all along, the main button; the real game above it, as
         * wide */
        button(a, TUT_HIT_LESSON2, bcx, bottom - 32, btn_w, 40, tr(TR_TUT2_OFFER_BTN), 1);
        /* the keys' and the pad's focus, on one of the two (tut_input): a gold ring as around a
         * focused button of the menus */
        int on_next = tut_end_focus();
        float fy = on_next ? bottom - 32 : top + 26, fh = on_next ? 40 : 36;
        ecs_rect(a->world, key(K_FOCUS, (on_next ? TUT_HIT_LESSON2 : TUT_HIT_REAL_GAME) - TUT_HIT_NEXT, 0), bcx, fy,
                 btn_w + 8, fh + 8, 10, gfx_alpha(ui_focus, 0), 3, ui_focus, 61.5f, NULL);
    } else if (!over && kind != TUT_END) {
        const char *label = tr(tut_skip_asked() ? TR_TUT_SKIP_SURE : TR_TUT_SKIP);
        float sw = tut_skip_asked() ? 190 : 130;
        button(a, TUT_HIT_SKIP, cx + cw / 2 - 12 - sw / 2, top + 17, sw, 24, label, 0);
    }
    ecs_entity *t = ecs_text(a->world, key(K_SAY, 0, 0), left, top + 30, px, GFX_FONT_REGULAR, GFX_LEFT, ui_ink, say, 61);
    t->draw.w = text_w; /* wrapped */
    t->draw.boxed = 1;  /* (the dump gives its box and lines: a test holds them above the foot) */
    float fy = fmaxf(top + 30 + body + 10, bottom - 22); /* the foot line at the foot */
    if (note[0]) {
        float npx = gfx_fit_px(&a->g, GFX_FONT_ITALIC, 14, note, text_w, a->world->scale);
        ecs_text(a->world, key(K_NOTE, 0, 0), left, fy, npx, GFX_FONT_ITALIC, GFX_LEFT | GFX_MIDDLE, ui_bad, note, 61);
    } else if (show_todo) {
        char line[220];
        snprintf(line, sizeof line, "\xE2\x86\x92 %s", todo);
        float tpx = gfx_fit_px(&a->g, GFX_FONT_BOLD, 14, line, text_w, a->world->scale);
        ecs_text(a->world, key(K_TODO, 0, 0), left, fy, tpx, GFX_FONT_BOLD, GFX_LEFT | GFX_MIDDLE,
                 (gfx_rgba){150, 96, 6, 255}, line, 61)
            ->draw.boxed = 1;
    }
    if (btn == TUT_HIT_REAL_GAME && over && tut_lesson() == 1) /* (above the next lesson) */
        button(a, btn, bcx, top + 26, btn_w, 36, tr(TR_TUT_REAL_GAME_BTN), 0);
    else if (btn)
        button(a, btn, bcx, bottom - 12 - 20, btn_w, 40,
               tr(btn == TUT_HIT_NEXT ? TR_TUT_NEXT : TR_TUT_REAL_GAME_BTN), 1);
    if (btn == TUT_HIT_NEXT) { /* a sentence: Next is what to press, ringed as what to click is */
        box nb = {bcx, bottom - 32, btn_w + 10, 50, 0, 0};
        ring(a, 0, key(K_RING_NEXT, 0, 0), &nb, 1, 1, 61.5f); /* (over the callout, under the button) */
    }
    a->world->zone_cur = -1;
}

int tut_shows_picture(const app *a)
{
    const tut_step *st = a->tutorial && a->ss && a->screen == SCREEN_PLAY ? tut_step_at(tut_step_now()) : NULL;
    return st && st->at == TUT_AT_PICTURE;
}

void tut_sync(app *a)
{
    ecs_sync_begin(a->world, VIEW_G_TUTORIAL);
    if (a->tutorial && a->ss && a->screen == SCREEN_PLAY) {
        callout(a);
        const tut_step *st = tut_step_at(tut_step_now());
        box b;
        int kind = 0, ia = 0, ib = 0;
        /* the area the step speaks of (pale when there is something to click besides) */
        int has_next = next_box(a, &b, &kind, &ia, &ib);
        box area;
        int akind = 0;
        int only_look = st && st->kind == TUT_SAY && st->at != TUT_AT_PICTURE;
        if (st && !tut_strayed(a) && area_box(a, st, &area, &akind) &&
            !(has_next && fabsf(area.x - b.x) < 2 && fabsf(area.y - b.y) < 2)) {
            int tight = st->at == TUT_AT_COLUMN; /* (its box keeps in the gaps around the column) */
            if (only_look)
                look_ring(a, key(akind, st->a, akind == K_AREA_TARGET ? st->b : 0), &area, tight);
            else
                ring(a, 1, key(akind, st->a, akind == K_AREA_TARGET ? st->b : 0), &area, !has_next,
                     tight || st->at == TUT_AT_SCORE, 59); /* the score: the bonus boxes just under it */
        }
        int tight = 0;
        if (has_next && kind == K_RING_DIE) {
            key_badge_inside(a, ia, &b); /* (after the area's test: that area is this die) */
            /* a price beside the die, whose glyph its line would cross (a quarter of the way
             * into its box or further, not only along its edge): a box hugging the die and its
             * badge instead */
            if (ring_on_price(a, &b, 4, 0) > 0.25f && die_and_badge_box(a, ia, &b))
                tight = 1; /* (no room for the glow: the price stands a unit off) */
        }
        if (has_next)
            ring(a, 0, key(kind, ia, ib), &b, 1, tight, 59);
    }
    ecs_sync_end(a->world, VIEW_G_TUTORIAL);
}
