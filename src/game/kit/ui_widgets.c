/* ui_widgets.c — labels, panels, buttons, switches and text fields as entities; keyboard focus;
 * UTF-8 editing helpers (see ui_widgets.h). */
#include "kit/ui_widgets.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#include "kit/nav.h"
#include "kit/ui_palette.h"

static const gfx_rgba field_fill = {255, 252, 244, 255};

/* seconds of animation at the env's speed (0: none) */
static float anim(const uiw *u, float seconds)
{
    float speed = *u->env->anim_speed;
    return speed > 0 ? seconds / speed : 0;
}

void uiw_begin(uiw *u, const uiw_env *env)
{
    u->env = env;
    u->n = 0;
}

ecs_entity *uiw_text(uiw *u, uint32_t key, float x, float y, float px, int face, int align, gfx_rgba c,
                     const char *s, float z)
{
    return ecs_text(u->env->world, key, x, y, px, face, align, c, s, z);
}

ecs_entity *uiw_rect(uiw *u, uint32_t key, float x, float y, float w, float h, float radius, gfx_rgba fill,
                     float border, gfx_rgba border_colour, float z)
{
    return ecs_rect(u->env->world, key, x, y, w, h, radius, fill, border, border_colour, z, NULL);
}

static void add_focusable(uiw *u, uint32_t key, const ecs_hit *hit, float x, float y, int is_field)
{
    if (u->n >= UIW_FOCUS_MAX)
        return;
    u->list[u->n++] = (uiw_focusable){key, hit->tag, hit->a, hit->b, x, y, hit->w, hit->h, (uint8_t)is_field};
    if (key == u->focus) {
        u->focus_x = x;
        u->focus_y = y;
    }
}

static void set_hit(uiw *u, ecs_entity *e, float x, float y, float w, float h, int flags, int tag, int ta, int tb,
                    int is_field)
{
    if (flags & UIW_DISABLED) {
        e->mask &= ~(uint32_t)ECS_HIT;
        return;
    }
    e->mask |= ECS_HIT;
    e->hit = (ecs_hit){0, w, h, tag, ta, tb};
    add_focusable(u, e->key, &e->hit, x, y, is_field);
}

static int ringed(const uiw *u, uint32_t key) { return u->show_focus && u->focus == key; }

int uiw_button(uiw *u, uint32_t key, float x, float y, float w, float h, const char *label, int flags, int tag,
               int ta, int tb, float z)
{
    int idx;
    ecs_entity *e = ecs_placed(u->env->world, key, x, y, z, &idx);
    int enabled = !(flags & UIW_DISABLED);
    int strong = flags & (UIW_PRIMARY | UIW_SELECTED);
    gfx_rgba fill = strong ? ui_accent : ui_paper;
    if (!enabled)
        fill = gfx_mix(fill, ui_table, strong ? 0.45f : 0.25f);
    else if (u->hover == key)
        fill = strong ? ui_accent_hover : gfx_mix(fill, ui_accent, 0.16f);
    e->draw.kind = DRAW_RECT;
    e->draw.w = w;
    e->draw.h = h;
    e->draw.radius = h < 30 ? 6 : 9;
    e->draw.colour = fill;
    e->draw.width = ringed(u, key) ? 3.0f : strong ? 0 : 1.2f;
    e->draw.colour2 = ringed(u, key) ? ui_focus : ui_ink_soft;
    set_hit(u, e, x, y, w, h, flags, tag, ta, tb, 0);
    int face = GFX_FONT_BOLD;
    float px = uiw_fit_px(u, face, h * 0.46f > 22 ? 22 : h * 0.46f, label, w - 14, 9);
    gfx_rgba ink = strong ? ui_paper : enabled ? ui_ink : ui_ink_soft;
    if (!enabled && strong)
        ink = gfx_mix(ui_paper, ui_table, 0.3f);
    ecs_entity *t = uiw_text(u, uiw_part(key, UIW_PART_1), 0, 0, px, face, GFX_CENTER | GFX_MIDDLE, ink, label, z + 1);
    t->parent = idx;
    return idx;
}

int uiw_toggle(uiw *u, uint32_t key, float x, float y, float w, const char *label, int on, int flags, int tag,
               int ta, int tb, float z)
{
    const float h = 34, pill_w = 42, pill_h = 22;
    int idx;
    float cx = x + w / 2;
    ecs_entity *row = ecs_placed(u->env->world, key, cx, y, z, &idx);
    row->draw.kind = DRAW_RECT;
    row->draw.w = w;
    row->draw.h = h;
    row->draw.radius = 8;
    gfx_rgba base = flags & UIW_DARK ? ui_paper : ui_accent;
    row->draw.colour = u->hover == key && !(flags & UIW_DISABLED) ? gfx_alpha(base, 0.12f) : (gfx_rgba){0, 0, 0, 0};
    row->draw.width = ringed(u, key) ? 2.5f : 0;
    row->draw.colour2 = ui_focus;
    set_hit(u, row, cx, y, w, h, flags, tag, ta, tb, 0);

    int pidx;
    ecs_entity *pill = ecs_placed(u->env->world, uiw_part(key, UIW_PART_1), -w / 2 + 8 + pill_w / 2, 0, z + 1, &pidx);
    pill->parent = idx;
    pill->draw.kind = DRAW_RECT;
    pill->draw.w = pill_w;
    pill->draw.h = pill_h;
    pill->draw.radius = pill_h / 2;
    pill->draw.colour = on ? ui_accent : gfx_mix(ui_ink_soft, ui_paper, 0.45f);
    if (flags & UIW_DISABLED)
        pill->draw.colour = gfx_mix(pill->draw.colour, ui_table, 0.4f);
    pill->draw.width = 0;

    int kidx = ecs_ensure(u->env->world, uiw_part(key, UIW_PART_2));
    ecs_entity *knob = ecs_get(u->env->world, kidx);
    knob->mask |= ECS_DRAWABLE;
    float target = on ? pill_w / 2 - pill_h / 2 : -(pill_w / 2 - pill_h / 2);
    int fresh = knob->fresh;
    knob->parent = pidx;
    knob->z = z + 2;
    knob->draw.kind = DRAW_CIRCLE;
    knob->draw.w = pill_h - 6;
    knob->draw.colour = field_fill;
    if (fresh || anim(u, 1) <= 0) {
        knob->local.x = knob->prev.x = target;
    } else if (knob->local.x != target && !(knob->mask & ECS_TWEEN)) {
        ecs_tween_to(u->env->world, kidx, TW_X, knob->local.x, target, anim(u, 0.14f), 0, EASE_OUT_CUBIC);
    }

    gfx_rgba ink = flags & UIW_DARK ? ui_paper : ui_ink;
    if (flags & UIW_DISABLED)
        ink = ui_ink_soft;
    float px = uiw_fit_px(u, GFX_FONT_REGULAR, 16, label, w - pill_w - 26, 11);
    ecs_entity *t = uiw_text(u, uiw_part(key, UIW_PART_3), -w / 2 + pill_w + 18, 0, px, GFX_FONT_REGULAR,
                             GFX_LEFT | GFX_MIDDLE, ink, label, z + 1);
    t->parent = idx;
    return idx;
}

int uiw_field(uiw *u, uint32_t key, float x, float y, float w, float h, const char *text,
              const char *placeholder, int flags, int tag, int ta, int tb, float z)
{
    int idx;
    ecs_entity *box = ecs_placed(u->env->world, key, x, y, z, &idx);
    int focused = u->focus == key;
    box->draw.kind = DRAW_RECT;
    box->draw.w = w;
    box->draw.h = h;
    box->draw.radius = 5;
    box->draw.colour = u->hover == key && !focused ? gfx_mix(field_fill, ui_accent, 0.06f) : field_fill;
    box->draw.width = focused ? 2.2f : 1.2f;
    box->draw.colour2 = focused ? ui_accent : ui_ink_soft;
    set_hit(u, box, x, y, w, h, flags, tag, ta, tb, 1);

    const float pad = 9;
    int empty = !text || !*text;
    float px0 = h * 0.52f;
    float px = empty ? px0 : uiw_fit_px(u, GFX_FONT_REGULAR, px0, text, w - 2 * pad - 4, 9);
    ecs_entity *t = uiw_text(u, uiw_part(key, UIW_PART_1), -w / 2 + pad, 0, empty ? px0 * 0.9f : px,
                             empty ? GFX_FONT_ITALIC : GFX_FONT_REGULAR, GFX_LEFT | GFX_MIDDLE,
                             empty ? gfx_alpha(ui_ink_soft, 0.8f) : ui_ink, empty ? placeholder : text, z + 1);
    t->parent = idx;
    if (focused && !(flags & UIW_DISABLED)) {
        float tw = empty ? 0 : uiw_text_width(u, GFX_FONT_REGULAR, px, text);
        ecs_entity *c;
        if (u->all_selected && !empty) /* the selection: a highlight behind the whole text */
            c = uiw_rect(u, uiw_part(key, UIW_PART_2), -w / 2 + pad + tw / 2, 0, tw + 4, h * 0.66f, 2,
                         gfx_alpha(ui_accent, 0.25f), 0, ui_accent, z + 0.5f);
        else
            c = uiw_rect(u, uiw_part(key, UIW_PART_2), -w / 2 + pad + tw + 1.5f, 0, 1.8f, h * 0.6f, 0, ui_accent,
                         0, ui_accent, z + 2);
        c->parent = idx;
    }
    return idx;
}

/* ---- mouse and focus -------------------------------------------------------------------------- */

static uint32_t key_under_mouse(uiw *u, ecs_hit *hit)
{
    int h = ecs_system_hit(u->env->world, *u->env->mouse_x, *u->env->mouse_y);
    if (h < 0)
        return 0;
    const ecs_entity *e = ecs_get(u->env->world, h);
    if (hit)
        *hit = e->hit;
    return e->key;
}

int uiw_mouse_move(uiw *u)
{
    uint32_t k = key_under_mouse(u, NULL);
    if (k == u->hover)
        return 0;
    u->hover = k;
    return 1;
}

static int find_focusable(const uiw *u, uint32_t key)
{
    for (int i = 0; i < u->n; i++)
        if (u->list[i].key == key)
            return i;
    return -1;
}

const uiw_focusable *uiw_focused(const uiw *u)
{
    int i = u->focus ? find_focusable(u, u->focus) : -1;
    return i >= 0 ? &u->list[i] : NULL;
}

int uiw_focus_lost(uiw *u)
{
    if (!u->focus || find_focusable(u, u->focus) >= 0 || u->n == 0)
        return 0;
    int best = -1;
    float best_d = 0;
    for (int pass = 0; pass < 2 && best < 0; pass++) /* a button rather than a text field */
        for (int i = 0; i < u->n; i++) {
            float dx = u->list[i].x - u->focus_x, dy = u->list[i].y - u->focus_y, d = dx * dx + dy * dy;
            if ((pass == 0 && u->list[i].is_field) || (best >= 0 && d >= best_d))
                continue;
            best = i, best_d = d;
        }
    uiw_set_focus(u, u->list[best].key);
    u->show_focus = 1;
    return 1;
}

void uiw_set_focus(uiw *u, uint32_t key)
{
    u->focus = key;
    u->all_selected = 0;
    int i = key ? find_focusable(u, key) : -1;
    *u->env->text_focus = i >= 0 && u->list[i].is_field; /* letters are typed, not shortcuts */
    if (i >= 0 && u->list[i].is_field) {
        if (!SDL_IsTextInputActive())
            SDL_StartTextInput();
    } else if (SDL_IsTextInputActive()) {
        SDL_StopTextInput();
    }
}

uint32_t uiw_click(uiw *u, ecs_hit *hit)
{
    uint32_t k = key_under_mouse(u, hit);
    u->show_focus = 0;
    uiw_set_focus(u, k && find_focusable(u, k) >= 0 ? k : 0);
    return k;
}

int uiw_key_nav(uiw *u, SDL_Keycode k, Uint16 mod)
{
    if (u->n == 0)
        return 0;
    int cur = u->focus ? find_focusable(u, u->focus) : -1;
    int next = -1;
    if (k == SDLK_TAB) {
        int step = mod & KMOD_SHIFT ? -1 : 1;
        next = cur < 0 ? (step > 0 ? 0 : u->n - 1) : (cur + step + u->n) % u->n;
    } else if (k == SDLK_LEFT || k == SDLK_RIGHT || k == SDLK_UP || k == SDLK_DOWN) {
        if (cur < 0) {
            next = 0;
        } else {
            float dx = k == SDLK_LEFT ? -1.0f : k == SDLK_RIGHT ? 1.0f : 0.0f;
            float dy = k == SDLK_UP ? -1.0f : k == SDLK_DOWN ? 1.0f : 0.0f;
            nav_rect place[UIW_FOCUS_MAX];
            for (int i = 0; i < u->n; i++)
                place[i] = (nav_rect){u->list[i].x, u->list[i].y, u->list[i].w, u->list[i].h};
            next = nav_nearest_way(place, u->n, cur, dx, dy);
            if (next < 0)
                next = cur; /* nothing that way: stay, but show where the focus is */
        }
    } else {
        return 0;
    }
    u->show_focus = 1;
    uiw_set_focus(u, u->list[next].key);
    return 1;
}

/* ---- text ------------------------------------------------------------------------------------- */

float uiw_text_width(uiw *u, int face, float px, const char *s)
{
    if (!s || !*s)
        return 0;
    /* measured at the size it is drawn (the world's last scale; hinting makes widths not quite
     * proportional), or at twice the size before the first frame */
    float k = u->env->world->scale > 0.2f ? u->env->world->scale : 2, w = 0;
    gfx_text_size(u->env->g, face, px * k, s, &w, NULL);
    return w / k;
}

float uiw_wrapped_height(uiw *u, int face, float px, const char *s, float width)
{
    float k = u->env->world->scale > 0.2f ? u->env->world->scale : 2, lh = 0, h = 0;
    gfx_text_size(u->env->g, face, px * k, "Ag", NULL, &lh);
    for (const char *p = s; p && *p;) {
        size_t n = gfx_wrap_line(u->env->g, face, px * k, p, width * k);
        h += lh;
        const char *next = gfx_wrap_skip(p + n);
        if (next == p)
            break;
        p = next;
    }
    return h / k;
}

float uiw_fit_px(uiw *u, int face, float px, const char *s, float max_w, float min_px)
{
    float w = uiw_text_width(u, face, px, s);
    if (w <= max_w || w <= 0)
        return px;
    /* widths are nearly proportional to the size: one guess, then a few half-steps (each size
     * tried opens a font, so no long search) */
    float p = SDL_floorf(px * max_w / w * 2) / 2;
    for (int i = 0; i < 4 && p > min_px && uiw_text_width(u, face, p, s) > max_w; i++)
        p -= 0.5f;
    return p < min_px ? min_px : p;
}

/* The end of the longest first line of `s` that fits `max_w` at `px`, breaking at spaces (and,
 * with `hyphens`, after a hyphen inside a word); *next is where the second line starts. 0: none. */
static size_t first_line(uiw *u, int face, float px, const char *s, float max_w, int hyphens, size_t *next,
                         char *buf, size_t cap)
{
    size_t best = 0;
    for (size_t i = 1; s[i]; i++) {
        int space = s[i] == ' ', hyphen = hyphens && s[i - 1] == '-' && s[i] != ' ' && i > 1 && s[i - 2] != ' ';
        if (!space && !hyphen)
            continue;
        snprintf(buf, cap, "%.*s", (int)i, s);
        if (uiw_text_width(u, face, px, buf) > max_w)
            break;
        best = i;
        *next = i + (size_t)space;
    }
    if (best)
        while (s[*next] == ' ')
            (*next)++;
    return best && s[*next] ? best : 0;
}

float uiw_split2(uiw *u, int face, float px, float min_px, const char *s, float max_w, int cut, char *l1,
                 char *l2, size_t cap)
{
    for (float p = px; p >= min_px; p -= 1)
        for (int hyphens = 0; hyphens <= 1; hyphens++) {
            size_t next = 0, end = first_line(u, face, p, s, max_w, hyphens, &next, l1, cap);
            if (!end)
                continue;
            snprintf(l1, cap, "%.*s", (int)end, s);
            if (uiw_text_width(u, face, p, s + next) <= max_w) {
                snprintf(l2, cap, "%s", s + next);
                return p;
            }
            if (cut && hyphens && p - 1 < min_px) {
                uiw_ellipsize(u, face, p, s + next, max_w, l2, cap);
                return p;
            }
        }
    return 0;
}

char *uiw_ellipsize(uiw *u, int face, float px, const char *s, float max_w, char *out, size_t cap)
{
    static const char dots[] = "\xE2\x80\xA6";
    if (cap == 0)
        return out;
    size_t n = strlen(s);
    if (n >= cap) {
        n = cap - 1;
        while (n > 0 && ((unsigned char)s[n] & 0xC0) == 0x80) /* not inside a character */
            n--;
    }
    memcpy(out, s, n);
    out[n] = 0;
    if (uiw_text_width(u, face, px, out) <= max_w)
        return out;
    while (n > 0) {
        do /* drop one whole character */
            n--;
        while (n > 0 && ((unsigned char)out[n] & 0xC0) == 0x80);
        while (n > 0 && out[n - 1] == ' ')
            n--;
        if (n + sizeof dots > cap)
            continue;
        memcpy(out + n, dots, sizeof dots);
        if (uiw_text_width(u, face, px, out) <= max_w)
            return out;
    }
    snprintf(out, cap, "%s", cap > sizeof dots ? dots : "");
    return out;
}

/* Length of the UTF-8 sequence starting at `p` (1..4), or 0 if it is malformed or cut short. */
static size_t utf8_seq(const unsigned char *p)
{
    size_t n = p[0] < 0x80 ? 1 : (p[0] & 0xE0) == 0xC0 ? 2 : (p[0] & 0xF0) == 0xE0 ? 3 : (p[0] & 0xF8) == 0xF0 ? 4 : 0;
    if (n == 2 && p[0] < 0xC2)
        return 0; /* overlong */
    for (size_t i = 1; i < n; i++)
        if ((p[i] & 0xC0) != 0x80)
            return 0;
    return n;
}

/* UTF-8 editing of a NUL-terminated buffer of `cap` bytes (terminator included). Appends the
 * whole characters of `in` that fit (never a partial sequence; with `digits_only`, only ASCII
 * digits; control characters never). Returns the number of bytes appended. */
static size_t uiw_utf8_append(char *buf, size_t cap, const char *in, int digits_only)
{
    size_t len = strlen(buf), added = 0;
    const unsigned char *p = (const unsigned char *)in;
    while (*p) {
        size_t n = utf8_seq(p);
        if (n == 0) { /* skip a stray byte */
            p++;
            continue;
        }
        int ok = n > 1 || (p[0] >= 0x20 && p[0] != 0x7F);
        if (digits_only)
            ok = n == 1 && p[0] >= '0' && p[0] <= '9';
        if (ok) {
            if (len + n + 1 > cap)
                break;
            memcpy(buf + len, p, n);
            len += n;
            added += n;
            buf[len] = 0;
        }
        p += n;
    }
    return added;
}

/* Deletes the last whole character (all bytes of its sequence). Returns 1 if one was deleted. */
static int uiw_utf8_pop(char *buf)
{
    size_t len = strlen(buf);
    if (len == 0)
        return 0;
    size_t i = len - 1;
    while (i > 0 && ((unsigned char)buf[i] & 0xC0) == 0x80)
        i--;
    buf[i] = 0;
    return 1;
}

size_t uiw_field_type(uiw *u, char *buf, size_t cap, const char *in, int digits_only)
{
    char before[UIW_FIELD_MAX];
    int replace = u->all_selected && *in && cap <= sizeof before;
    if (replace) {
        memcpy(before, buf, strlen(buf) + 1);
        buf[0] = 0;
    }
    size_t added = uiw_utf8_append(buf, cap, in, digits_only);
    if (replace && !added)
        memcpy(buf, before, strlen(before) + 1);
    if (added)
        u->all_selected = 0;
    return added;
}

int uiw_field_key(uiw *u, char *buf, SDL_Keycode k, Uint16 mod)
{
    if (k == SDLK_BACKSPACE) {
        if (u->all_selected)
            buf[0] = 0;
        else
            uiw_utf8_pop(buf);
        u->all_selected = 0;
        return 1;
    }
    if (k == SDLK_a && (mod & (KMOD_CTRL | KMOD_GUI))) {
        u->all_selected = buf[0] != 0;
        return 1;
    }
    return 0;
}

char *uiw_paste(SDL_Keycode k, Uint16 mod)
{
    if (k != SDLK_v || !(mod & (KMOD_CTRL | KMOD_GUI)) || !SDL_HasClipboardText())
        return NULL;
    char *clip = SDL_GetClipboardText();
    if (clip)
        clip[strcspn(clip, "\r\n")] = 0;
    return clip;
}
