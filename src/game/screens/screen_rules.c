/* screen_rules.c — the rules reference: 18 pages in our own words (every rule of SPEC.md and its
 * rulings [R1]..[R8]), each with a small diagram the game draws itself (rules_diagrams.c: the
 * wheel and its slot prices, a district's cells, a link lozenge, the tracks and their bonuses,
 * the black die's attack, the Cathedral multipliers, the Banquet/Raid tiles...).
 *
 * All text comes from tr() (app_lang.h): the pages' titles and paragraphs, and the diagrams'
 * labels. A paragraph starting with "[R#]" is drawn as a ruling note; one starting with "• " as a
 * bullet. The body shrinks its font until the page fits.
 *
 * Navigation: the page list on the left and Previous/Next (mouse, wheel), arrows and Page Up/Down,
 * Home/End (keyboard); Esc or Backspace goes back to the title screen.
 * For screenshots: TROYES_DICE_RULES_PAGE=N opens page N (1-based); the language follows
 * TROYES_DICE_LANG (lang.c).
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app_lang.h"
#include "screens/rules_diagrams.h"
#include "shell/screens.h"
#include "troyes/td_rules.h"
#include "play/view.h"

#define PAGES 18

enum { K_SIDE = 1, K_HEAD, K_ITEM, K_ITEM_TXT, K_PAPER, K_TITLE, K_PAGENO, K_RULE, K_BODY, K_DIAGRAM,
       K_BTN, K_BTN_TXT, K_KEYS };
enum { BTN_PREV = 1, BTN_NEXT, BTN_BACK };
/* The kinds' names in the dump (view.h): "item[3]" (a page), "button[next]". */
static const view_word button_words[] = {[BTN_PREV] = {"prev", 0}, [BTN_NEXT] = {"next", 0}, [BTN_BACK] = {"back", 0}};
static const view_name kind_names[] = {
    [K_SIDE] = {"side"},
    [K_HEAD] = {"head"},
    [K_ITEM] = {"item", VIEW_IX_NUM},
    [K_ITEM_TXT] = {"item.text", VIEW_IX_NUM},
    [K_PAPER] = {"paper"},
    [K_TITLE] = {"title"},
    [K_PAGENO] = {"page"},
    [K_RULE] = {"rule"},
    [K_BODY] = {"body"},
    [K_DIAGRAM] = {"diagram"},
    [K_BTN] = {"button", VIEW_IX_WORDS, VIEW_IX_NONE, VIEW_WORDS(button_words)},
    [K_BTN_TXT] = {"button.text", VIEW_IX_WORDS, VIEW_IX_NONE, VIEW_WORDS(button_words)},
    [K_KEYS] = {"keys"},
};
_Static_assert(sizeof kind_names / sizeof kind_names[0] == K_KEYS + 1, "a name for every K_* kind");
const view_kinds rules_kinds = VIEW_KINDS(kind_names);
enum { HIT_PAGE = 100, HIT_NAV };

/* Layout, design units. */
#define BODY_X 330.0f
#define BODY_W 482.0f
#define DIAG_X 836.0f
#define DIAG_W 404.0f
#define AREA_Y 98.0f
#define AREA_H 534.0f

static struct rules_ui {
    int page;      /* 0..PAGES-1 */
    int hover;     /* entity under the mouse, -1 */
    /* the body's font size that fits, cached per page, language and scale */
    int fit_page, fit_lang;
    float fit_scale, fit_px;
} rules = {0, -1, -1, -1, 0, 0};

static int page_title(int p) { return TR_RULES_P1_TITLE + 2 * p; }
static int page_text(int p) { return TR_RULES_P1_TEXT + 2 * p; }

/* ---- entities ------------------------------------------------------------------------------- */

static ecs_entity *ent(app *a, int kind, int i, int *index)
{
    int idx = ecs_ensure(a->world, view_key(VIEW_G_UI, kind, i, 0));
    if (index)
        *index = idx;
    ecs_entity *e = ecs_get(a->world, idx);
    e->mask |= ECS_DRAWABLE;
    return e;
}

static ecs_entity *rect(app *a, int kind, int i, float cx, float cy, float w, float h, float radius,
                        gfx_rgba fill, float border, gfx_rgba border_c, float z, int *index)
{
    return ecs_rect(a->world, view_key(VIEW_G_UI, kind, i, 0), cx, cy, w, h, radius, fill, border, border_c, z,
                    index);
}

static ecs_entity *text(app *a, int kind, int i, float x, float y, float px, int face, int align, gfx_rgba c,
                        const char *s, float z)
{
    return ecs_text(a->world, view_key(VIEW_G_UI, kind, i, 0), x, y, px, face, align, c, s, z);
}

/* `px`, or smaller so that `s` is at most `max_w` design units wide. */
static float fit_px(app *a, int face, float px, const char *s, float max_w)
{
    return gfx_fit_px(&a->g, face, px, s, max_w, a->world->scale);
}

static void button(app *a, int id, float x, float y, float w, float h, const char *label, int primary,
                   int enabled)
{
    int idx;
    ecs_entity *e = rect(a, K_BTN, id, x, y, w, h, 8, ui_paper, 0, ui_ink_soft, 40, &idx);
    int hovered = rules.hover == idx && enabled;
    gfx_rgba fill = primary ? ui_accent : ui_paper;
    if (!enabled)
        fill = gfx_mix(ui_paper, ui_ink_soft, 0.1f);
    else if (hovered)
        fill = ui_button_hover(fill, primary);
    e->draw.colour = fill;
    e->draw.width = primary && enabled ? 0 : 1.2f;
    e->draw.colour2 = enabled ? ui_ink_soft : gfx_alpha(ui_ink_soft, 0.4f);
    if (enabled) {
        e->mask |= ECS_HIT;
        e->hit = (ecs_hit){0, w, h, HIT_NAV, id, 0};
    } else {
        e->mask &= ~(uint32_t)ECS_HIT;
    }
    float px = fit_px(a, GFX_FONT_BOLD, h * 0.46f, label, w - 16);
    text(a, K_BTN_TXT, id, x, y, px, GFX_FONT_BOLD, GFX_CENTER | GFX_MIDDLE,
         !enabled ? gfx_alpha(ui_ink_soft, 0.6f) : primary ? ui_paper : ui_ink, label, 41);
}

/* ---- the body: paragraphs, bullets and ruling notes ------------------------------------------ */

/* Lays out (and with `draw`, draws) one paragraph of `len` bytes wrapped to `width` pixels, the
 * first line indented by `indent1`, the others by `indent2`. Returns its height in pixels. */
static float para(gfx *g, int face, float px, const char *s, size_t len, float x, float y, float width,
                  float indent1, float indent2, int draw, gfx_rgba c)
{
    char line[600];
    float lh = 0;
    gfx_text_size(g, face, px, "Ag", NULL, &lh);
    lh *= 1.04f;
    float used = 0;
    size_t pos = 0;
    while (pos < len) {
        float indent = used == 0 ? indent1 : indent2;
        size_t best = 0, end = pos;
        for (;;) {
            size_t next = end;
            while (next < len && s[next] == ' ')
                next++;
            while (next < len && s[next] != ' ')
                next++;
            if (next - pos >= sizeof line)
                break;
            memcpy(line, s + pos, next - pos);
            line[next - pos] = 0;
            float w;
            gfx_text_size(g, face, px, line, &w, NULL);
            if (w > width - indent && best > 0)
                break;
            best = next - pos;
            end = next;
            if (next >= len)
                break;
        }
        if (best == 0) /* a single word longer than the line: cut it */
            best = len - pos < sizeof line - 1 ? len - pos : sizeof line - 1;
        if (draw) {
            memcpy(line, s + pos, best);
            line[best] = 0;
            gfx_text(g, face, px, line, x + indent, y + used, GFX_LEFT, c);
        }
        used += lh;
        pos += best;
        while (pos < len && s[pos] == ' ')
            pos++;
    }
    return used;
}

/* Lays out the whole text at font size px (pixels) from (x, y), `width` pixels wide. Returns
 * the height used. */
static float body_layout(gfx *g, const char *text_, float px, float x, float y, float width, float s, int draw)
{
    static const char bullet[] = "\xE2\x80\xA2 "; /* "• " */
    float used = 0, gap = px * 0.55f;
    const char *p = text_;
    while (*p) {
        const char *nl = strchr(p, '\n');
        size_t len = nl ? (size_t)(nl - p) : strlen(p);
        if (used > 0)
            used += gap;
        if (len >= 4 && p[0] == '[' && p[1] == 'R' && memchr(p, ']', len)) {
            /* a ruling: its tag in bold, the note on a tinted card with a bar on the left */
            size_t tag_len = (size_t)((const char *)memchr(p, ']', len) - p) + 1;
            char tag[16];
            snprintf(tag, sizeof tag, "%.*s", (int)(tag_len < 15 ? tag_len : 15), p);
            float tw = 0;
            gfx_text_size(g, GFX_FONT_BOLD, px, tag, &tw, NULL);
            const char *rest = p + tag_len;
            size_t rlen = len - tag_len;
            while (rlen && *rest == ' ')
                rest++, rlen--;
            float pad = 8 * s, bar = 4 * s;
            float h = para(g, GFX_FONT_REGULAR, px, rest, rlen, 0, 0, width - 2 * pad - bar, tw + 6 * s, 0, 0,
                           ui_ink);
            if (draw) {
                SDL_FRect card = {x, y + used - 2 * s, width, h + 6 * s};
                gfx_round_rect(g, card, 6 * s, ui_note_tint);
                gfx_rect(g, (SDL_FRect){x, card.y, bar, card.h}, ui_accent);
                gfx_text(g, GFX_FONT_BOLD, px, tag, x + bar + pad, y + used + 1 * s, GFX_LEFT, ui_accent);
                para(g, GFX_FONT_REGULAR, px, rest, rlen, x + bar + pad, y + used + 1 * s, width - 2 * pad - bar,
                     tw + 6 * s, 0, 1, ui_ink);
            }
            used += h + 4 * s;
        } else if (len > sizeof bullet - 1 && memcmp(p, bullet, sizeof bullet - 1) == 0) {
            float ind = 20 * s;
            if (draw)
                gfx_text(g, GFX_FONT_BOLD, px, "\xE2\x80\xA2", x + 6 * s, y + used, GFX_LEFT, ui_accent);
            used += para(g, GFX_FONT_REGULAR, px, p + sizeof bullet - 1, len - (sizeof bullet - 1), x, y + used,
                         width, ind, ind, draw, ui_ink);
        } else {
            used += para(g, GFX_FONT_REGULAR, px, p, len, x, y + used, width, 0, 0, draw, ui_ink);
        }
        p += len;
        if (*p == '\n')
            p++;
    }
    return used;
}

static void paint_body(void *user, const ecs_entity *e, SDL_FRect rc, float scale)
{
    app *a = user;
    (void)e;
    const char *t = tr(page_text(rules.page));
    /* the largest size (17 design units, at least 12) at which the page fits */
    if (rules.fit_page != rules.page || rules.fit_lang != tr_language() || rules.fit_scale != scale) {
        float px = 17 * scale;
        for (int tries = 0; tries < 6; tries++) {
            float h = body_layout(&a->g, t, px, rc.x, rc.y, rc.w, scale, 0);
            if (h <= rc.h || px <= 12 * scale)
                break;
            float k = sqrtf(rc.h / h) * 0.985f;
            px = fmaxf(12 * scale, px * (k > 0.9f ? 0.96f : k));
        }
        rules.fit_page = rules.page;
        rules.fit_lang = tr_language();
        rules.fit_scale = scale;
        rules.fit_px = px;
    }
    body_layout(&a->g, t, rules.fit_px, rc.x, rc.y, rc.w, scale, 1);
}

static void paint_diagram(void *user, const ecs_entity *e, SDL_FRect rc, float scale)
{
    (void)e;
    rules_paint_diagram(user, rules.page, rc, scale);
}

/* ---- syncing ---------------------------------------------------------------------------------- */

static void sync(app *a)
{
    ecs_world *w = a->world;
    ecs_sync_begin(w, VIEW_G_UI);
    /* the page list on the table */
    text(a, K_HEAD, 0, 30, 46, 30, GFX_FONT_BOLD, GFX_LEFT | GFX_MIDDLE, ui_paper, tr(TR_RULES_TITLE), 5);
    for (int p = 0; p < PAGES; p++) {
        float y = 96 + (float)p * 30.5f;
        int idx;
        int sel = p == rules.page;
        ecs_entity *e = rect(a, K_ITEM, p, 152, y, 264, 27, 6, ui_paper, 0, ui_ink_soft, 5, &idx);
        int hov = rules.hover == idx;
        e->draw.colour = sel ? ui_paper : hov ? (gfx_rgba){84, 104, 94, 255} : (gfx_rgba){0, 0, 0, 0};
        e->mask |= ECS_HIT;
        e->hit = (ecs_hit){0, 264, 27, HIT_PAGE, p, 0};
        char lab[96];
        snprintf(lab, sizeof lab, "%d. %s", p + 1, tr(page_title(p)));
        float px = fit_px(a, sel ? GFX_FONT_BOLD : GFX_FONT_REGULAR, 15, lab, 246);
        text(a, K_ITEM_TXT, p, 30, y, px, sel ? GFX_FONT_BOLD : GFX_FONT_REGULAR, GFX_LEFT | GFX_MIDDLE,
             sel ? ui_ink : ui_paper, lab, 6);
    }
    button(a, BTN_BACK, 152, 676, 264, 38, tr(TR_BTN_BACK), 0, 1);
    /* the page */
    rect(a, K_PAPER, 0, 784, 360, 944, 696, 12, ui_paper, 1.5f, ui_ink_soft, 1, NULL);
    float tpx = fit_px(a, GFX_FONT_BOLD, 30, tr(page_title(rules.page)), 700);
    text(a, K_TITLE, 0, BODY_X, 50, tpx, GFX_FONT_BOLD, GFX_LEFT | GFX_MIDDLE, ui_ink, tr(page_title(rules.page)), 5);
    char pg[48];
    snprintf(pg, sizeof pg, tr(TR_RULES_PAGE_OF), rules.page + 1, PAGES);
    text(a, K_PAGENO, 0, 1232, 52, 14, GFX_FONT_ITALIC, GFX_RIGHT | GFX_MIDDLE, ui_ink_soft, pg, 5);
    rect(a, K_RULE, 0, 784, 78, 912, 1.5f, 0, gfx_alpha(ui_ink_soft, 0.5f), 0, ui_ink_soft, 4, NULL);
    ecs_entity *b = ent(a, K_BODY, 0, NULL);
    b->local.x = b->prev.x = BODY_X + BODY_W / 2;
    b->local.y = b->prev.y = AREA_Y + AREA_H / 2;
    b->z = 5;
    b->draw.kind = DRAW_CUSTOM;
    b->draw.w = BODY_W;
    b->draw.h = AREA_H;
    b->draw.paint = paint_body;
    b->draw.user = a;
    ecs_entity *dg = ent(a, K_DIAGRAM, 0, NULL);
    dg->local.x = dg->prev.x = DIAG_X + DIAG_W / 2;
    dg->local.y = dg->prev.y = AREA_Y + AREA_H / 2;
    dg->z = 5;
    dg->draw.kind = DRAW_CUSTOM;
    dg->draw.w = DIAG_W;
    dg->draw.h = AREA_H;
    dg->draw.paint = paint_diagram;
    dg->draw.user = a;
    /* turning the pages */
    button(a, BTN_PREV, 414, 672, 160, 38, tr(TR_BTN_PREVIOUS), 0, rules.page > 0);
    button(a, BTN_NEXT, 1154, 672, 160, 38, tr(TR_BTN_NEXT), 1, rules.page < PAGES - 1);
    float kpx = fit_px(a, GFX_FONT_ITALIC, 13, tr(TR_RULES_KEYS), 560);
    text(a, K_KEYS, 0, 784, 672, kpx, GFX_FONT_ITALIC, GFX_CENTER | GFX_MIDDLE, ui_ink_soft, tr(TR_RULES_KEYS), 5);
    ecs_sync_end(w, VIEW_G_UI);
    a->dirty = 1;
}

static void go(app *a, int page)
{
    if (page < 0)
        page = 0;
    if (page > PAGES - 1)
        page = PAGES - 1;
    if (page != rules.page) {
        rules.page = page;
        sfx_play(&a->s, SFX_CLICK);
    }
    sync(a);
}

/* ---- screen interface --------------------------------------------------------------------------- */

static void screen_rules_enter(app *a)
{
    rules.hover = -1;
    rules.fit_page = -1;
    const char *env = SDL_getenv("TROYES_DICE_RULES_PAGE");
    if (env) {
        char *end;
        long p = strtol(env, &end, 10);
        if (*env && !*end && p >= 1 && p <= PAGES)
            rules.page = (int)p - 1;
    }
    sync(a);
}

/* Back where the rules were opened from: a game's screen (F1 there, game_open_rules), or the title. */
static void back(app *a)
{
    int from = a->rules_from;
    if (!a->ss || (from != SCREEN_PLAY && from != SCREEN_HANDOVER && from != SCREEN_END))
        from = SCREEN_TITLE;
    a->rules_from = -1;
    a->resume = from == SCREEN_PLAY || from == SCREEN_END; /* the two that keep what they showed */
    shell_goto(a, from);
}

static void screen_rules_event(app *a, const SDL_Event *ev)
{
    switch (ev->type) {
    case SDL_MOUSEMOTION: {
        int h = ecs_system_hit(a->world, a->mouse_x, a->mouse_y);
        if (h != rules.hover) {
            rules.hover = h;
            sync(a);
        }
        break;
    }
    case SDL_MOUSEBUTTONDOWN: {
        if (ev->button.button != SDL_BUTTON_LEFT)
            break;
        int h = ecs_system_hit(a->world, a->mouse_x, a->mouse_y);
        if (h < 0)
            break;
        const ecs_hit *hit = &ecs_get(a->world, h)->hit;
        if (hit->tag == HIT_PAGE) {
            go(a, hit->a);
        } else if (hit->tag == HIT_NAV) {
            if (hit->a == BTN_BACK) {
                back(a);
                return;
            }
            go(a, rules.page + (hit->a == BTN_NEXT ? 1 : -1));
        }
        break;
    }
    case SDL_MOUSEWHEEL:
        if (ev->wheel.y != 0)
            go(a, rules.page + (ev->wheel.y < 0 ? 1 : -1));
        break;
    case SDL_KEYDOWN:
        switch (ev->key.keysym.sym) {
        case SDLK_ESCAPE:
        case SDLK_BACKSPACE:
        case SDLK_AC_BACK:
        case SDLK_F1:
            back(a);
            return;
        case SDLK_LEFT:
        case SDLK_UP:
        case SDLK_PAGEUP:
            go(a, rules.page - 1);
            break;
        case SDLK_RIGHT:
        case SDLK_DOWN:
        case SDLK_PAGEDOWN:
        case SDLK_SPACE:
        case SDLK_RETURN:
        case SDLK_KP_ENTER:
            go(a, rules.page + 1);
            break;
        case SDLK_HOME:
            go(a, 0);
            break;
        case SDLK_END:
            go(a, PAGES - 1);
            break;
        default:
            break;
        }
        break;
    case SDL_WINDOWEVENT:
        if (ev->window.event == SDL_WINDOWEVENT_SIZE_CHANGED)
            sync(a); /* the fitted sizes depend on the scale */
        break;
    default:
        break;
    }
}

const shell_screen screen_rules = {
    .name = "rules",
    .enter = screen_rules_enter,
    .event = screen_rules_event,
    .kinds = &rules_kinds,
};
