/* dump.c — a text listing of what a screen draws (screen name, output size, where the design
 * space lies in the output, then one line per drawn entity: name, kind, position, text), written
 * next to a screenshot so tests can check that the expected elements are on screen without
 * comparing pixels. An entity is named from its key by the tables of view.h: "dice.die[2]",
 * "button[action,gain]", "sheet.cell[fortress,3]"; one whose kind has no name shows its key in
 * hex (the screen tests refuse such a line). An icon says which it is ("icon=citizen"). After them, a line "size NAME PX" gives each text's
 * size in output pixels, and a line "icon-size NAME PX" each icon's. Its fourth line counts the clicks, keys and moves handled so far. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "shell/app.h"
#include "shell/screens.h"
#include "screens/menu.h"
#include "kit/ui_widgets.h"
#include "play/view.h"

/* The box an entity covers (design units), for one whose drawable asks for it (boxed): a text's
 * as measured at its size and anchored as it is; a shape's, an icon's or a die's around its centre. */
static void put_box(FILE *f, app *a, const ecs_entity *e)
{
    float w = e->draw.w, h = e->draw.kind == DRAW_RECT || (e->draw.kind == DRAW_CUSTOM && e->draw.h > 0) ? e->draw.h : e->draw.w;
    float x = e->world.x, y = e->world.y, sc = e->world.scale > 0 ? e->world.scale : 1;
    float x0 = x - w * sc / 2, y0 = y - h * sc / 2;
    int lines = 0;
    if (e->draw.kind == DRAW_TEXT) {
        float px = e->draw.h * sc, scale = a->world->scale > 0 ? a->world->scale : 1, tw = 0, th = 0;
        gfx_text_size(&a->g, e->draw.face, px * scale, e->draw.text, &tw, &th);
        w = tw / scale;
        h = th / scale;
        if (e->draw.w > 0) { /* wrapped as drawn (gfx_text_wrapped): its width, its lines' height */
            float lh = 0, ww = e->draw.w * sc * scale;
            gfx_text_size(&a->g, e->draw.face, px * scale, "Ag", NULL, &lh);
            for (const char *p = e->draw.text; *p; lines++)
                p = gfx_wrap_skip(p + gfx_wrap_line(&a->g, e->draw.face, px * scale, p, ww));
            w = fminf(w, e->draw.w * sc);
            h = (float)lines * lh / scale;
        }
        int ha = e->draw.align & 3, va = e->draw.align & 12;
        x0 = ha == GFX_CENTER ? x - w / 2 : ha == GFX_RIGHT ? x - w : x;
        y0 = va == GFX_MIDDLE ? y - h / 2 : va == GFX_BOTTOM ? y - h : y;
    } else {
        w *= sc;
        h *= sc;
    }
    fprintf(f, " box=%.0f,%.0f,%.0f,%.0f", x0, y0, x0 + w, y0 + h);
    if (lines)
        fprintf(f, " lines=%d", lines);
}

static const char *const kind_name[] = {"none", "rect", "circle", "ring", "pen-circle", "pen-cross",
                                        "pen-outline", "icon", "die", "text", "texture", "custom"};

/* gfx.h's GFX_ICON_*, by number (an icon added later without its word here shows its number) */
static const char *const icon_word[] = {"influence", "deniers", "knowledge", "citizen", "fortress", "palace",
                                        "great_hall", "city_hall", "cathedral", "bishopric", "shield", "bell",
                                        "undo", "light", "speaker", "muted", "square", "triangle", "diamond",
                                        "lozenge"};

static const char *const colour_word[TD_COLOURS] = {"red", "yellow", "white"};
static const char *const resource_word[TD_RESOURCES] = {"influence", "deniers", "knowledge"};
static const char *const action_word[TD_ACTIONS] = {"gain", "prestige", "work"};
static const char *const row_word[TD_ROWS] = {"fortress", "palace", "great_hall", "city_hall", "cathedral", "bishopric"};

/* Writes index byte `v` read as `style` (VIEW_IX_*) after `sep`. */
static void put_index(FILE *f, const view_name *k, int style, int v, char sep)
{
    const char *w = NULL;
    switch (style) {
    case VIEW_IX_COLOUR:
        w = v < TD_COLOURS ? colour_word[v] : NULL;
        break;
    case VIEW_IX_RESOURCE:
        w = v < TD_RESOURCES ? resource_word[v] : NULL;
        break;
    case VIEW_IX_ACTION:
        w = v < TD_ACTIONS ? action_word[v] : NULL;
        break;
    case VIEW_IX_ROW:
        w = v < TD_ROWS ? row_word[v] : NULL;
        break;
    case VIEW_IX_WORDS:
        w = v < k->n_words ? k->words[v].word : NULL;
        break;
    default:
        break;
    }
    fputc(sep, f);
    if (w)
        fputs(w, f);
    else
        fprintf(f, "%d", v);
}

/* Writes the name of the entity of `key` on the current screen. */
static void put_name(FILE *f, const app *a, uint32_t key)
{
    int group = (int)(key >> 24), kind = (int)(key >> 16 & 0xFF);
    int ia = (int)(key >> 8 & 0xFF), ib = (int)(key & 0xFF), part = 0;
    const view_kinds *t = shell_screens[a->screen]->kinds; /* its own group's, and the dice and highlights of play */
    const char *prefix = NULL;
    switch (group) {
    case VIEW_G_SHEET:
        t = &sheet_kinds;
        prefix = "sheet";
        break;
    case VIEW_G_WHEEL:
        t = &wheel_kinds;
        prefix = "wheel";
        break;
    case VIEW_G_DICE:
        prefix = "dice";
        break;
    case VIEW_G_HILITE:
        prefix = "hilite";
        break;
    case VIEW_G_OVERLAY:
        prefix = "overlay";
        break;
    case VIEW_G_EVENTS:
        t = &events_kinds;
        prefix = "event";
        break;
    case VIEW_G_TUTORIAL:
        t = &tutorial_kinds;
        prefix = "tutorial";
        break;
    case VIEW_G_GUIDE:
        t = &guide_kinds;
        prefix = "guide";
        break;
    case VIEW_G_UI:
    case MENU_G: /* the screen's own widgets, whose parts are kinds at or above UIW_KIND_LIMIT */
        part = kind / UIW_KIND_LIMIT;
        kind %= UIW_KIND_LIMIT;
        if (group == MENU_G && kind < MK_SCREEN)
            t = &menu_kinds;
        break;
    default:
        t = NULL;
        break;
    }
    const view_name *k = t && kind < t->n && t->name[kind].name ? &t->name[kind] : NULL;
    if (!k) {
        fprintf(f, "%08x", (unsigned)key);
        return;
    }
    if (prefix)
        fprintf(f, "%s.", prefix);
    fputs(k->name, f);
    /* an index is shown when the table (or a's word) names it or it is not 0, and a before a
     * shown b */
    int then = k->a == VIEW_IX_WORDS && ia < k->n_words ? k->words[ia].then : 0;
    int style_b = then ? then : k->b;
    int show_b = style_b || ib, show_a = k->a || ia || show_b;
    if (show_a)
        put_index(f, k, k->a ? k->a : VIEW_IX_NUM, ia, '[');
    if (show_b)
        put_index(f, k, style_b ? style_b : VIEW_IX_NUM, ib, ',');
    if (show_a)
        fputc(']', f);
    if (part)
        fprintf(f, ".part%d", part);
}

int shell_dump(app *a, const char *path)
{
    FILE *f = fopen(path, "w");
    if (!f) {
        perror(path);
        return 0;
    }
    fprintf(f, "screen %s\n", shell_screens[a->screen]->name);
    fprintf(f, "output %d %d\n", a->out_w, a->out_h);
    const ecs_world *w = a->world;
    /* where the design space lies in the output: pixel = design * scale + origin */
    fprintf(f, "view %.1f %.1f %.4f\n", w->off_x, w->off_y, w->scale);
    /* what the loop has handled so far: a test that clicks waits for its click's count */
    fprintf(f, "handled clicks=%lu keys=%lu moves=%lu\n", a->clicks_handled, a->keys_handled, a->moves_applied);
    for (int i = 0; i < w->count; i++) {
        const ecs_entity *e = &w->e[i];
        if (!w->alive[i] || !(e->mask & ECS_DRAWABLE) || e->world.alpha <= 0.003f)
            continue;
        int k = e->draw.kind < (int)(sizeof kind_name / sizeof kind_name[0]) ? e->draw.kind : 0;
        put_name(f, a, e->key);
        fprintf(f, " %s %.0f %.0f", kind_name[k], e->world.x, e->world.y);
        if (e->draw.kind == DRAW_DIE)
            fprintf(f, " value=%d", e->draw.value);
        if (e->draw.kind == DRAW_ICON && e->draw.icon < sizeof icon_word / sizeof icon_word[0])
            fprintf(f, " icon=%s", icon_word[e->draw.icon]);
        else if (e->draw.kind == DRAW_ICON)
            fprintf(f, " icon=%d", e->draw.icon);
        if (e->mask & ECS_HIT)
            fprintf(f, " hit=%d,%d,%d", e->hit.tag, e->hit.a, e->hit.b);
        if (e->draw.kind == DRAW_DIE) /* its body and pips, for the colours a die shows */
            fprintf(f, " body=%02x%02x%02x pips=%02x%02x%02x", e->draw.colour.r, e->draw.colour.g, e->draw.colour.b,
                    e->draw.colour2.r, e->draw.colour2.g, e->draw.colour2.b);
        if (e->draw.kind == DRAW_RECT && e->draw.width > 0 && e->draw.colour2.r == ui_focus.r &&
            e->draw.colour2.g == ui_focus.g && e->draw.colour2.b == ui_focus.b)
            fputs(" focus", f); /* framed in the keyboard focus's gold */
        if (e->draw.kind == DRAW_RECT && e->draw.colour.r == ui_accent.r && e->draw.colour.g == ui_accent.g &&
            e->draw.colour.b == ui_accent.b && e->draw.colour.a == ui_accent.a)
            fputs(" accent", f); /* filled in the accent's blue: a chosen option, a primary button */
        if (e->draw.kind == DRAW_RECT && e->draw.colour.r == ui_accent_hover.r &&
            e->draw.colour.g == ui_accent_hover.g && e->draw.colour.b == ui_accent_hover.b &&
            e->draw.colour.a == ui_accent_hover.a)
            fputs(" accent.hover", f); /* the same under the mouse: deeper */
        if (e->draw.kind == DRAW_RECT && e->draw.boxed && 2 * e->draw.radius >= fminf(e->draw.w, e->draw.h) - 0.5f)
            fputs(" round", f); /* a circle drawn in its box (a lesson's ring around a die) */
        /* the marks beside a die (its key's cap and digit): their colour, for how they read */
        if ((int)(e->key >> 24) == VIEW_G_DICE && (e->draw.kind == DRAW_RECT || e->draw.kind == DRAW_TEXT))
            fprintf(f, " fill=%02x%02x%02x", e->draw.colour.r, e->draw.colour.g, e->draw.colour.b);
        if (e->draw.boxed) /* the box it covers, design units: box=left,top,right,bottom */
            put_box(f, a, e);
        if (e->draw.kind == DRAW_TEXT || (e->draw.kind == DRAW_CUSTOM && e->draw.text[0]))
            fprintf(f, " text=%s", e->draw.text); /* a painter's: what it draws, in words */
        fputc('\n', f);
    }
    /* each text's size in output pixels, as drawn (its size × its scale × the design's scale):
     * tests hold the sheet's captions to a legible size at the smallest window */
    for (int i = 0; i < w->count; i++) {
        const ecs_entity *e = &w->e[i];
        if (!w->alive[i] || !(e->mask & ECS_DRAWABLE) || e->world.alpha <= 0.003f || e->draw.kind != DRAW_TEXT ||
            !e->draw.text[0])
            continue;
        fputs("size ", f);
        put_name(f, a, e->key);
        fprintf(f, " %.1f\n", e->draw.h * e->world.scale * w->scale);
    }
    /* each icon's size in output pixels, the same way: tests hold the sheet's icons to a size
     * that reads in a small window */
    for (int i = 0; i < w->count; i++) {
        const ecs_entity *e = &w->e[i];
        if (!w->alive[i] || !(e->mask & ECS_DRAWABLE) || e->world.alpha <= 0.003f || e->draw.kind != DRAW_ICON)
            continue;
        fputs("icon-size ", f);
        put_name(f, a, e->key);
        fprintf(f, " %.1f\n", e->draw.w * e->world.scale * w->scale);
    }
    if (a->tooltip[0]) { /* the tooltip's box, named like an entity, its middle then its box */
        const float *b = a->tooltip_box;
        fprintf(f, "tooltip.box rect %.0f %.0f box=%.0f,%.0f,%.0f,%.0f\n", (b[0] + b[2]) / 2, (b[1] + b[3]) / 2, b[0],
                b[1], b[2], b[3]);
    }
    for (const char *t = a->tooltip; *t;) { /* the tooltip, drawn over everything */
        size_t n = strcspn(t, "\n");
        fprintf(f, "tooltip %.*s\n", (int)n, t);
        t += n + (t[n] == '\n');
    }
    int ok = fclose(f) == 0;
    return ok;
}
