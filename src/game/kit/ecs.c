/* ecs.c — entity pool, tweens, layout, hit-testing and rendering of the ECS-lite (see ecs.h). */
#include "kit/ecs.h"

#include <math.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

static const ecs_transform identity = {0, 0, 0, 1, 1};

void ecs_init(ecs_world *w)
{
    memset(w, 0, sizeof *w);
    w->scale = 1;
    w->design_h = ECS_DESIGN_H;
    for (int z = 0; z < ECS_GROUPS; z++)
        w->zone[z].s = 1;
    w->zone_cur = -1;
}

void ecs_clear(ecs_world *w)
{
    float s = w->scale, ox = w->off_x, oy = w->off_y;
    int out_w = w->out_w, out_h = w->out_h;
    SDL_Texture *bake = w->bake;
    int bw = w->bake_w, bh = w->bake_h;
    uint32_t groups = w->bake_groups;
    gfx_rgba bg = w->bake_bg;
    uint64_t rebuilds = w->bake_rebuilds, appends = w->bake_appends;
    ecs_init(w);
    w->scale = s;
    w->off_x = ox;
    w->off_y = oy;
    w->out_w = out_w;
    w->out_h = out_h;
    w->bake = bake;
    w->bake_w = bw;
    w->bake_h = bh;
    (void)groups; /* each screen says again what it bakes */
    (void)bg;
    w->bake_rebuilds = rebuilds;
    w->bake_appends = appends;
}

void ecs_shutdown(ecs_world *w)
{
    if (w->bake)
        SDL_DestroyTexture(w->bake);
    w->bake = NULL;
    w->bake_valid = 0;
}

void ecs_textures_lost(ecs_world *w, int all)
{
    if (all)
        ecs_shutdown(w);
    w->bake_valid = 0;
}

int ecs_find(const ecs_world *w, uint32_t key)
{
    for (int i = 0; i < w->count; i++)
        if (w->alive[i] && w->e[i].key == key)
            return i;
    return -1;
}

int ecs_ensure(ecs_world *w, uint32_t key)
{
    int i = ecs_find(w, key);
    if (i < 0) {
        for (i = 0; i < ECS_MAX && w->alive[i]; i++)
            ;
        SDL_assert(i < ECS_MAX && "ECS pool exhausted");
        if (i >= ECS_MAX)
            i = ECS_MAX - 1; /* reuse the last slot rather than write out of bounds */
        memset(&w->e[i], 0, sizeof w->e[i]);
        w->alive[i] = 1;
        w->e[i].key = key;
        w->e[i].parent = -1;
        w->e[i].mask = ECS_TRANSFORM;
        w->e[i].local = w->e[i].prev = w->e[i].world = identity;
        w->e[i].fresh = 1;
        if (i >= w->count)
            w->count = i + 1;
    } else {
        w->e[i].fresh = 0;
    }
    w->e[i].zone = (uint8_t)(w->zone_cur >= 0 ? w->zone_cur % ECS_GROUPS : (int)(key >> 24) % ECS_GROUPS);
    w->e[i].touched = 1;
    return i;
}

static void ecs_remove(ecs_world *w, int index)
{
    if (index < 0 || index >= w->count || !w->alive[index])
        return;
    if (w->e[index].baked)
        w->bake_valid = 0;
    w->alive[index] = 0;
    for (int i = 0; i < w->count; i++) /* orphans follow their parent out */
        if (w->alive[i] && w->e[i].parent == index)
            ecs_remove(w, i);
    while (w->count > 0 && !w->alive[w->count - 1])
        w->count--;
}

void ecs_sync_begin(ecs_world *w, uint8_t group)
{
    w->syncing = 1;
    for (int i = 0; i < w->count; i++)
        if (w->alive[i] && (w->e[i].key >> 24) == group)
            w->e[i].touched = 0;
}

void ecs_sync_end(ecs_world *w, uint8_t group)
{
    for (int i = 0; i < w->count; i++)
        if (w->alive[i] && (w->e[i].key >> 24) == group && !w->e[i].touched)
            ecs_remove(w, i);
    w->syncing = 0;
}

void ecs_set_text(ecs_entity *e, const char *utf8)
{
    size_t n = strlen(utf8);
    if (n >= sizeof e->draw.text) {
        n = sizeof e->draw.text - 1;
        while (n > 0 && ((unsigned char)utf8[n] & 0xC0) == 0x80) /* not inside a character */
            n--;
    }
    memcpy(e->draw.text, utf8, n);
    e->draw.text[n] = 0;
}

ecs_entity *ecs_placed(ecs_world *w, uint32_t key, float x, float y, float z, int *index)
{
    int idx = ecs_ensure(w, key);
    if (index)
        *index = idx;
    ecs_entity *e = &w->e[idx];
    e->mask |= ECS_DRAWABLE;
    e->local.x = e->prev.x = x;
    e->local.y = e->prev.y = y;
    e->z = z;
    return e;
}

ecs_entity *ecs_rect(ecs_world *w, uint32_t key, float x, float y, float width, float height, float radius,
                     gfx_rgba fill, float border, gfx_rgba border_colour, float z, int *index)
{
    ecs_entity *e = ecs_placed(w, key, x, y, z, index);
    e->draw.kind = DRAW_RECT;
    e->draw.w = width;
    e->draw.h = height;
    e->draw.radius = radius;
    e->draw.colour = fill;
    e->draw.width = border;
    e->draw.colour2 = border_colour;
    return e;
}

ecs_entity *ecs_text(ecs_world *w, uint32_t key, float x, float y, float px, int face, int align, gfx_rgba c,
                     const char *utf8, float z)
{
    ecs_entity *e = ecs_placed(w, key, x, y, z, NULL);
    e->draw.kind = DRAW_TEXT;
    e->draw.h = px;
    e->draw.w = 0;
    e->draw.face = (uint8_t)face;
    e->draw.align = (uint8_t)align;
    e->draw.colour = c;
    ecs_set_text(e, utf8 ? utf8 : "");
    return e;
}

ecs_entity *ecs_icon(ecs_world *w, uint32_t key, float x, float y, float size, int icon, gfx_rgba c, float z)
{
    ecs_entity *e = ecs_placed(w, key, x, y, z, NULL);
    e->draw.kind = DRAW_ICON;
    e->draw.icon = (uint8_t)icon;
    e->draw.w = size;
    e->draw.colour = c;
    return e;
}

void ecs_resting_xy(const ecs_entity *e, float *x, float *y)
{
    *x = e->local.x;
    *y = e->local.y;
    for (int k = 0; k < ECS_TWEENS; k++) {
        if (e->tween[k].active && e->tween[k].prop == TW_X)
            *x = e->tween[k].to;
        else if (e->tween[k].active && e->tween[k].prop == TW_Y)
            *y = e->tween[k].to;
    }
}

void ecs_tween_to(ecs_world *w, int index, int prop, float from, float to, float duration,
                  float delay, int ease)
{
    ecs_entity *e = &w->e[index];
    ecs_tween *slot = NULL;
    for (int k = 0; k < ECS_TWEENS; k++)
        if (e->tween[k].active && e->tween[k].prop == prop)
            slot = &e->tween[k];
    for (int k = 0; !slot && k < ECS_TWEENS; k++)
        if (!e->tween[k].active)
            slot = &e->tween[k];
    if (!slot)
        slot = &e->tween[0];
    *slot = (ecs_tween){1, (uint8_t)prop, (uint8_t)ease, from, to, 0, duration, delay};
    e->mask |= ECS_TWEEN;
    /* the property starts at `from` right away, so a delayed tween does not flash its end */
    float *p = prop == TW_X ? &e->local.x
             : prop == TW_Y ? &e->local.y
             : prop == TW_ROT ? &e->local.rot
             : prop == TW_SCALE ? &e->local.scale
             : prop == TW_ALPHA ? &e->local.alpha
                                : &e->draw.progress;
    *p = from;
    if (prop == TW_PROGRESS)
        e->prev_progress = from;
}

int ecs_animating(const ecs_world *w)
{
    for (int i = 0; i < w->count; i++)
        if (w->alive[i] && (w->e[i].mask & ECS_TWEEN))
            return 1;
    return 0;
}

static float ease(int kind, float t)
{
    switch (kind) {
    case EASE_OUT_CUBIC: {
        float u = 1 - t;
        return 1 - u * u * u;
    }
    case EASE_IN_OUT:
        return t < 0.5f ? 4 * t * t * t : 1 - powf(-2 * t + 2, 3) / 2;
    case EASE_OUT_BACK: {
        const float c1 = 1.70158f, c3 = c1 + 1;
        float u = t - 1;
        return 1 + c3 * u * u * u + c1 * u * u;
    }
    default:
        return t;
    }
}

void ecs_system_tweens(ecs_world *w, float dt)
{
    for (int i = 0; i < w->count; i++) {
        ecs_entity *e = &w->e[i];
        if (!w->alive[i])
            continue;
        e->prev = e->local;
        e->prev_progress = e->draw.progress;
        if (!(e->mask & ECS_TWEEN))
            continue;
        int running = 0;
        for (int k = 0; k < ECS_TWEENS; k++) {
            ecs_tween *t = &e->tween[k];
            if (!t->active)
                continue;
            if (t->delay > 0) {
                t->delay -= dt;
                running = 1;
                continue;
            }
            t->t += dt;
            float u = t->duration > 0 ? t->t / t->duration : 1;
            if (u >= 1) {
                u = 1;
                t->active = 0;
            } else {
                running = 1;
            }
            float v = t->from + (t->to - t->from) * ease(t->ease, u);
            switch (t->prop) {
            case TW_X: e->local.x = v; break;
            case TW_Y: e->local.y = v; break;
            case TW_ROT: e->local.rot = v; break;
            case TW_SCALE: e->local.scale = v; break;
            case TW_ALPHA: e->local.alpha = v; break;
            default: e->draw.progress = v; break;
            }
        }
        /* A frame is drawn between `prev` and `local`, and the loop stops drawing once nothing
         * animates: the step that ends a tween keeps the entity animating for one more step, so
         * that `prev` reaches the end too and the last frame shows it (with animations off, a
         * tween ends in its first step, from its start to its end at once). */
        if (!running && memcmp(&e->prev, &e->local, sizeof e->prev) == 0 &&
            e->prev_progress == e->draw.progress)
            e->mask &= ~(uint32_t)ECS_TWEEN;
    }
}

SDL_FRect ecs_px_rect(const ecs_world *w, float cx, float cy, float dw, float dh)
{
    SDL_FRect r = {(cx - dw / 2) * w->scale + w->off_x, (cy - dh / 2) * w->scale + w->off_y,
                   dw * w->scale, dh * w->scale};
    return r;
}

void ecs_zone_xy(const ecs_world *w, int z, float *x, float *y)
{
    const ecs_zone *o = &w->zone[z % ECS_GROUPS];
    *x = o->x0 + (*x - o->x0) * o->s + o->dx;
    *y = o->y0 + (*y - o->y0) * o->s + o->dy;
}

float ecs_zone_len(const ecs_world *w, int z, float len) { return len * w->zone[z % ECS_GROUPS].s; }

void ecs_zone_box(const ecs_world *w, int z, float *cx, float *cy, float *bw, float *bh)
{
    ecs_zone_xy(w, z, cx, cy);
    *bw = ecs_zone_len(w, z, *bw);
    *bh = ecs_zone_len(w, z, *bh);
}

SDL_FRect ecs_zone_px_rect(const ecs_world *w, int z, float cx, float cy, float dw, float dh)
{
    ecs_zone_box(w, z, &cx, &cy, &dw, &dh);
    return ecs_px_rect(w, cx, cy, dw, dh);
}

/* World transform of entity i at interpolation `alpha` (parents first, recursively). */
static ecs_transform world_of(ecs_world *w, int i, float alpha)
{
    const ecs_entity *e = &w->e[i];
    ecs_transform l;
    l.x = e->prev.x + (e->local.x - e->prev.x) * alpha;
    l.y = e->prev.y + (e->local.y - e->prev.y) * alpha;
    l.rot = e->prev.rot + (e->local.rot - e->prev.rot) * alpha;
    l.scale = e->prev.scale + (e->local.scale - e->prev.scale) * alpha;
    l.alpha = e->prev.alpha + (e->local.alpha - e->prev.alpha) * alpha;
    if (e->parent < 0 || !w->alive[e->parent]) {
        ecs_zone_xy(w, e->zone, &l.x, &l.y);
        l.scale *= w->zone[e->zone % ECS_GROUPS].s;
        return l;
    }
    ecs_transform p = world_of(w, e->parent, alpha);
    ecs_transform o;
    float c = cosf(p.rot), s = sinf(p.rot);
    o.x = p.x + (l.x * c - l.y * s) * p.scale;
    o.y = p.y + (l.x * s + l.y * c) * p.scale;
    o.rot = p.rot + l.rot;
    o.scale = p.scale * l.scale;
    o.alpha = p.alpha * l.alpha;
    return o;
}

void ecs_system_layout(ecs_world *w, int out_w, int out_h, float ui_scale, float alpha)
{
    /* a `tall` screen takes the window's height, up to 16:10, rather than a band of the table */
    float dh = ECS_DESIGN_H;
    if (w->tall && out_w > 0) {
        dh = ECS_DESIGN_W * (float)out_h / (float)out_w;
        dh = dh < ECS_DESIGN_H ? ECS_DESIGN_H : dh > ECS_DESIGN_H_TALL ? ECS_DESIGN_H_TALL : dh;
        dh = floorf(dh); /* whole design units: the same layout for 1280x800, 1440x900, 1680x1050 */
    }
    w->design_h = dh;
    for (int z = 0; z < ECS_GROUPS; z++)
        w->zone[z] = (ecs_zone){1, 0, 0, 0, 0};
    if (w->tall && w->place_zones)
        w->place_zones(w);
    float sx = (float)out_w / ECS_DESIGN_W, sy = (float)out_h / dh;
    float s = (sx < sy ? sx : sy) * (ui_scale > 0 ? ui_scale : 1);
    w->scale = s;
    /* Centred, but a screen with a top bar keeps it under the window's top edge in a taller
     * window, the table's colour below it (rather than a band of the bar's colour above it). */
    float extra_h = (float)out_h - dh * s;
    w->off_x = ((float)out_w - ECS_DESIGN_W * s) * 0.5f;
    w->off_y = extra_h > 0 && w->top_bar ? 0 : extra_h * 0.5f;
    w->out_w = out_w;
    w->out_h = out_h;
    for (int i = 0; i < w->count; i++)
        if (w->alive[i])
            w->e[i].world = world_of(w, i, alpha);
}

int ecs_system_hit(const ecs_world *w, float px, float py)
{
    float dx = (px - w->off_x) / w->scale, dy = (py - w->off_y) / w->scale;
    int best = -1;
    float best_z = -1e30f;
    for (int i = 0; i < w->count; i++) {
        const ecs_entity *e = &w->e[i];
        if (!w->alive[i] || !(e->mask & ECS_HIT) || e->world.alpha <= 0.01f)
            continue;
        float hw = e->hit.w * e->world.scale * 0.5f, hh = e->hit.h * e->world.scale * 0.5f;
        float ox = dx - e->world.x, oy = dy - e->world.y;
        int in = e->hit.circle ? ox * ox + oy * oy <= hw * hw
                               : fabsf(ox) <= hw && fabsf(oy) <= hh;
        if (in && e->z >= best_z) {
            best = i;
            best_z = e->z;
        }
    }
    return best;
}

static ecs_world *g_sort_world;
static int by_z(const void *a, const void *b)
{
    const ecs_entity *ea = &g_sort_world->e[*(const int *)a], *eb = &g_sort_world->e[*(const int *)b];
    if (ea->z != eb->z)
        return ea->z < eb->z ? -1 : 1;
    return *(const int *)a - *(const int *)b;
}

/* Draws a shape (rectangle to die) centred on (cx, cy) output pixels, `s` pixels per design
 * unit, its colours times `alpha`. */
static void draw_shape(gfx *g, const ecs_drawable *d, float cx, float cy, float s, float rot,
                       float alpha, float progress)
{
    gfx_rgba c = gfx_alpha(d->colour, alpha), c2 = gfx_alpha(d->colour2, alpha);
    SDL_FRect rc = {cx - d->w * s / 2, cy - d->h * s / 2, d->w * s, d->h * s};
    switch (d->kind) {
    case DRAW_RECT:
        if (d->colour.a)
            gfx_round_rect(g, rc, d->radius * s, c);
        if (d->width > 0)
            gfx_round_frame(g, rc, d->radius * s, d->width * s, c2);
        break;
    case DRAW_CIRCLE:
        gfx_circle(g, cx, cy, d->w * s / 2, c);
        break;
    case DRAW_RING:
        gfx_ring(g, cx, cy, d->w * s / 2, d->width * s, c);
        break;
    case DRAW_PEN_CIRCLE:
        gfx_pen_circle(g, cx, cy, d->w * s / 2, d->width * s, progress, d->seed, c);
        break;
    case DRAW_PEN_CROSS:
        gfx_pen_cross(g, rc, d->width * s, progress, d->seed, c);
        break;
    case DRAW_PEN_OUTLINE:
        gfx_pen_outline(g, rc, d->width * s, progress, d->seed, c);
        break;
    case DRAW_ICON:
        gfx_icon(g, d->icon, cx, cy, d->w * s, c);
        break;
    case DRAW_DIE:
        gfx_die(g, cx, cy, d->w * s, rot, d->value, c, c2, gfx_alpha(d->colour3, alpha));
        break;
    default:
        break;
    }
}

void ecs_paint_drawable(gfx *g, const ecs_drawable *d, float cx, float cy, float s, float alpha)
{
    if (d->kind == DRAW_TEXT)
        gfx_text(g, d->face, d->h * s, d->text, cx, cy, d->align, gfx_alpha(d->colour, alpha));
    else
        draw_shape(g, d, cx, cy, s, 0, alpha, d->progress);
}

static Uint8 alpha8(float alpha)
{
    return (Uint8)(255 * (alpha < 0 ? 0 : alpha > 1 ? 1 : alpha));
}

/* ---- sprites: drawings kept as textures (gfx_sprite_*) ---------------------------------------- */

/* The head of every sprite key: what kind of drawing, and where its middle falls within its
 * pixel, to a quarter pixel. */
typedef struct sprite_head {
    uint8_t kind, frac_x, frac_y;
} sprite_head;

/* Draws the sprite's drawing centred on (x, y) of the sprite, at full opacity. */
typedef void (*sprite_paint_fn)(gfx *g, const void *ctx, float x, float y);

/* The sprite of `key` (n bytes, starting with its head, whose fraction (qx, qy) in quarter pixels
 * this fills in): on first use a 2 half_w x 2 half_h sprite cleared to `clear` is painted, its
 * drawing centred on the sprite's middle shifted by that fraction. Returns NULL when no sprite
 * could be made (draw directly). */
static SDL_Texture *sprite_get(gfx *g, sprite_head *key, size_t n, int qx, int qy, int half_w,
                               int half_h, gfx_rgba clear, sprite_paint_fn paint, const void *ctx)
{
    key->frac_x = (uint8_t)qx;
    key->frac_y = (uint8_t)qy;
    SDL_Texture *tex = gfx_sprite_find(g, key, n);
    if (!tex) {
        if (!gfx_sprite_begin(g, key, n, 2 * half_w, 2 * half_h, clear))
            return NULL;
        paint(g, ctx, (float)half_w + (float)qx / 4, (float)half_h + (float)qy / 4);
        tex = gfx_sprite_end(g);
    }
    return tex;
}

/* Draws through the sprite of `key` (see sprite_get), copied at opacity a8 with its drawing's
 * middle on (cx, cy). Returns 0 when no sprite could be made (draw directly). */
static int sprite_blit(gfx *g, sprite_head *key, size_t n, float cx, float cy, int half_w, int half_h,
                       gfx_rgba clear, Uint8 a8, sprite_paint_fn paint, const void *ctx)
{
    float fx = SDL_floorf(cx), fy = SDL_floorf(cy);
    int qx = (int)SDL_floorf((cx - fx) * 4 + 0.5f), qy = (int)SDL_floorf((cy - fy) * 4 + 0.5f);
    SDL_Texture *tex = sprite_get(g, key, n, qx, qy, half_w, half_h, clear, paint, ctx);
    if (!tex)
        return 0;
    SDL_SetTextureAlphaMod(tex, a8);
    SDL_Rect dst = {(int)fx - half_w, (int)fy - half_h, 2 * half_w, 2 * half_h};
    SDL_RenderCopy(g->r, tex, NULL, &dst);
    return 1;
}

/* Half the size, in output pixels, of the box a shape's sprite needs (its soft edge and a pen
 * mark's wobble included), or 0 for a drawing that is not kept as a sprite: an unfinished pen
 * mark, a turned die, a large thin ring, text, textures and painters. */
static float sprite_half(const ecs_drawable *d, float s, float rot, float progress, float *half_h)
{
    float w = d->w * s, h = d->h * s, width = d->width * s;
    float hw = 0, hh = 0;
    switch (d->kind) {
    case DRAW_RECT:
        hw = w / 2;
        hh = h / 2;
        break;
    case DRAW_CIRCLE:
    case DRAW_ICON:
        hw = hh = w * 0.55f;
        break;
    case DRAW_RING:
        /* a large thin ring (a wheel's rim) covers a sliver of its box, and a sprite would blend
         * every pixel of the box each frame: it is drawn directly */
        if (w <= 120 || width * 12 >= w)
            hw = hh = w / 2 + width / 2;
        break;
    case DRAW_DIE:
        if (rot == 0)
            hw = hh = w * 0.55f;
        break;
    case DRAW_PEN_CIRCLE:
        if (progress >= 1)
            hw = hh = w * 0.55f + width;
        break;
    case DRAW_PEN_CROSS:
    case DRAW_PEN_OUTLINE:
        if (progress >= 1) {
            hw = w * 0.55f + width;
            hh = h / 2 + w * 0.05f + width;
        }
        break;
    default:
        break;
    }
    if (hw <= 0 || hh <= 0)
        return 0;
    *half_h = SDL_ceilf(hh) + 3;
    return SDL_ceilf(hw) + 3;
}

typedef struct shape_ctx {
    const ecs_drawable *d;
    float s, rot, progress;
} shape_ctx;

static void paint_shape(gfx *g, const void *ctx, float x, float y)
{
    const shape_ctx *c = ctx;
    draw_shape(g, c->d, x, y, c->s, c->rot, 1, c->progress);
}

/* What tells one shape's sprite from another's: its head and its look in output pixels. */
typedef struct shape_key {
    sprite_head head;
    uint8_t icon;
    int32_t value;
    uint32_t seed;
    float w, h, radius, width; /* output pixels */
    gfx_rgba colour, colour2, colour3;
} shape_key;

/* Fills the key of shape d drawn `s` pixels per design unit, and returns the colour of its soft
 * outer edge (the fill's, or the border's, or the die's edge), which its sprite is cleared to. */
static gfx_rgba shape_key_of(const ecs_drawable *d, float s, shape_key *k)
{
    memset(k, 0, sizeof *k);
    k->head.kind = d->kind;
    k->icon = d->icon;
    k->value = d->value;
    k->seed = d->seed;
    k->w = d->w * s;
    k->h = d->h * s;
    k->radius = d->radius * s;
    k->width = d->width * s;
    k->colour = d->colour;
    k->colour2 = d->colour2;
    k->colour3 = d->colour3;
    return d->kind == DRAW_DIE                        ? d->colour3
         : d->kind == DRAW_RECT && d->colour.a == 0 ? d->colour2
                                                    : d->colour;
}

/* Draws a shape through its sprite. It lands within a quarter pixel of where drawing it
 * directly would put it. Returns 0 when it could not (the caller draws directly). */
static int sprite_draw(gfx *g, const ecs_drawable *d, float cx, float cy, float s, float rot,
                       float alpha, float progress)
{
    float half_h = 0, half_w = sprite_half(d, s, rot, progress, &half_h);
    if (half_w <= 0)
        return 0;
    shape_key k;
    gfx_rgba edge = shape_key_of(d, s, &k);
    shape_ctx ctx = {d, s, rot, progress};
    return sprite_blit(g, &k.head, sizeof k, cx, cy, (int)half_w, (int)half_h, edge, alpha8(alpha),
                       paint_shape, &ctx);
}

/* A die that turns or changes size (a roll lands, a chosen die swells): its upright sprite,
 * turned and scaled as a texture, instead of its outline and pips drawn turned on every frame.
 * The sprite is made at the die's size rounded up to 4 pixels, so that the few sizes of a roll
 * share a handful of sprites. Returns 0 when it could not (the caller draws directly). */
static int sprite_die_turned(gfx *g, const ecs_drawable *d, float cx, float cy, float s, float rot,
                             float alpha)
{
    float size = d->w * s;
    if (size < 4)
        return 0;
    ecs_drawable upright = *d;
    upright.w = 4 * SDL_ceilf(size / 4); /* output pixels: drawn at 1 pixel a unit */
    float half_h = 0, half_w = sprite_half(&upright, 1, 0, 1, &half_h);
    shape_key k;
    gfx_rgba edge = shape_key_of(&upright, 1, &k);
    shape_ctx ctx = {&upright, 1, 0, 1};
    SDL_Texture *tex = sprite_get(g, &k.head, sizeof k, 0, 0, (int)half_w, (int)half_h, edge,
                                  paint_shape, &ctx);
    if (!tex)
        return 0;
    float k_size = size / upright.w;
    SDL_SetTextureAlphaMod(tex, 255);
    gfx_texture_rotated(g, tex, cx, cy, 2 * (int)half_w * k_size, 2 * (int)half_h * k_size, rot,
                        alpha8(alpha));
    return 1;
}

typedef struct texture_ctx {
    SDL_Texture *tex;
    float w, h, rot;
} texture_ctx;

/* The texture turned, without blending, so that its pixels land unchanged. */
static void paint_texture(gfx *g, const void *ctx, float x, float y)
{
    const texture_ctx *c = ctx;
    SDL_BlendMode mode = SDL_BLENDMODE_BLEND;
    SDL_GetTextureBlendMode(c->tex, &mode);
    SDL_SetTextureBlendMode(c->tex, SDL_BLENDMODE_NONE);
    SDL_SetTextureAlphaMod(c->tex, 255);
    gfx_texture_rotated(g, c->tex, x, y, c->w, c->h, c->rot, 255);
    SDL_RenderFlush(g->r);
    SDL_SetTextureBlendMode(c->tex, mode);
}

/* A texture turned by `rot` through a sprite. Only for entities that stay still: a turning
 * texture would make a sprite every frame. Returns 0 when it could not. */
static int sprite_texture(gfx *g, SDL_Texture *tex, float cx, float cy, float w, float h, float rot,
                          Uint8 a8)
{
    struct {
        sprite_head head;
        SDL_Texture *tex;
        float w, h, rot;
    } k;
    memset(&k, 0, sizeof k);
    k.head.kind = DRAW_TEXTURE;
    k.tex = tex;
    k.w = w;
    k.h = h;
    k.rot = rot;
    int half = (int)SDL_ceilf(sqrtf(w * w + h * h) / 2) + 2;
    texture_ctx ctx = {tex, w, h, rot};
    return sprite_blit(g, &k.head, sizeof k, cx, cy, half, half, (gfx_rgba){0, 0, 0, 0}, a8,
                       paint_texture, &ctx);
}

typedef struct custom_ctx {
    const ecs_entity *e;
    float w, h, s; /* output pixels */
} custom_ctx;

static void paint_custom(gfx *g, const void *ctx, float x, float y)
{
    (void)g;
    const custom_ctx *c = ctx;
    ecs_entity opaque = *c->e;
    opaque.world.alpha = 1;
    opaque.draw.paint(opaque.draw.user, &opaque, (SDL_FRect){x - c->w / 2, y - c->h / 2, c->w, c->h}, c->s);
}

/* A custom painter's drawing through a sprite (see ecs_drawable.sprite). Returns 0 when it could
 * not (the caller paints directly). */
static int sprite_custom(gfx *g, const ecs_entity *e, float cx, float cy, float s, float alpha)
{
    const ecs_drawable *d = &e->draw;
    struct {
        sprite_head head;
        int32_t value;
        uint32_t seed;
        float s, w, h, radius, width;
        gfx_rgba colour, colour2, colour3;
        ecs_paint_fn paint;
        void *user;
    } k;
    memset(&k, 0, sizeof k);
    k.head.kind = DRAW_CUSTOM;
    k.value = d->value;
    k.seed = d->seed;
    k.s = s;
    k.w = d->w * s;
    k.h = d->h * s;
    k.radius = d->radius;
    k.width = d->width;
    k.colour = d->colour;
    k.colour2 = d->colour2;
    k.colour3 = d->colour3;
    k.paint = d->paint;
    k.user = d->user;
    custom_ctx ctx = {e, k.w, k.h, s};
    return sprite_blit(g, &k.head, sizeof k, cx, cy, (int)SDL_ceilf(k.w / 2) + 3,
                       (int)SDL_ceilf(k.h / 2) + 3, d->colour2, alpha8(alpha), paint_custom, &ctx);
}

/* Whether entity e belongs to a group that may be baked. */
static int in_baked_group(const ecs_world *w, const ecs_entity *e)
{
    unsigned group = e->key >> 24;
    return group < 32 && (w->bake_groups >> group & 1u);
}

/* Fills rc (output pixels), moving each of its edges that lies on the design space's edge (or
 * past it) out to the window's edge: the bands a window of another shape leaves beside the
 * design space. */
static void draw_bleed(const ecs_world *w, gfx *g, SDL_FRect rc, gfx_rgba c)
{
    /* the design space, and the window around it (ecs_system_layout) */
    float left = w->off_x, top = w->off_y;
    float right = w->off_x + ECS_DESIGN_W * w->scale, bottom = w->off_y + w->design_h * w->scale;
    float win_w = (float)w->out_w, win_h = (float)w->out_h;
    float x0 = rc.x, y0 = rc.y, x1 = rc.x + rc.w, y1 = rc.y + rc.h;
    float slack = 0.5f; /* output pixels: an edge set on the design space's edge is on it */
    if (x0 <= left + slack)
        x0 = SDL_min(x0, 0.0f);
    if (y0 <= top + slack)
        y0 = SDL_min(y0, 0.0f);
    if (x1 >= right - slack)
        x1 = SDL_max(x1, win_w);
    if (y1 >= bottom - slack)
        y1 = SDL_max(y1, win_h);
    gfx_round_rect(g, (SDL_FRect){x0, y0, x1 - x0, y1 - y0}, 0, c);
}

/* Draws entity e with transform t. `cache`: 0 draws directly (a die through its upright sprite,
 * turned), 1 keeps shapes as sprites, 2 turned textures too (the entity is still). */
static void draw_one(ecs_world *w, gfx *g, const ecs_entity *e, ecs_transform t, float progress,
                     int cache)
{
    const ecs_drawable *d = &e->draw;
    float s = w->scale * t.scale;
    float cx = t.x * w->scale + w->off_x, cy = t.y * w->scale + w->off_y;
    gfx_rgba c = gfx_alpha(d->colour, t.alpha);
    SDL_FRect rc = {cx - d->w * s / 2, cy - d->h * s / 2, d->w * s, d->h * s};
    /* A sprite lands within a quarter pixel of where the drawing belongs, so that a still one
     * matches the baked layer's copy, drawn there directly. A moving drawing, or one of a group
     * that is never baked (the dice), lands on whole pixels instead: one sprite serves all its
     * places, where quarter pixels would make up to 16, one more on most frames of a move. */
    int whole = cache == 1 || !in_baked_group(w, e);
    float sx = whole ? SDL_floorf(cx + 0.5f) : cx, sy = whole ? SDL_floorf(cy + 0.5f) : cy;
    if (d->kind == DRAW_RECT && (e->mask & ECS_BLEED)) {
        draw_bleed(w, g, rc, c);
        return;
    }
    switch (d->kind) {
    case DRAW_TEXT:
        if (d->w > 0) {
            float x = (d->align & 3) == GFX_CENTER ? cx - d->w * s / 2
                    : (d->align & 3) == GFX_RIGHT  ? cx - d->w * s
                                                   : cx;
            gfx_text_wrapped(g, d->face, d->h * s, d->text, x, cy, d->w * s, d->align, c);
        } else {
            gfx_text(g, d->face, d->h * s, d->text, cx, cy, d->align, c);
        }
        break;
    case DRAW_TEXTURE:
        if (d->texture) {
            Uint8 a8 = alpha8(t.alpha);
            if (t.rot == 0) {
                SDL_SetTextureAlphaMod(d->texture, a8);
                SDL_RenderCopyF(g->r, d->texture, NULL, &rc);
            } else if (cache < 2 || !sprite_texture(g, d->texture, cx, cy, rc.w, rc.h, t.rot, a8)) {
                gfx_texture_rotated(g, d->texture, cx, cy, rc.w, rc.h, t.rot, a8);
            }
        }
        break;
    case DRAW_CUSTOM:
        if (d->paint && !(cache && d->sprite && d->w > 0 && d->h > 0 &&
                          sprite_custom(g, e, sx, sy, s, t.alpha)))
            d->paint(d->user, e, rc, s);
        break;
    case DRAW_DIE:
        /* upright at a steady size: through its own sprite; turning or changing size: its
         * upright sprite turned and scaled */
        if ((!cache || !sprite_draw(g, d, sx, sy, s, t.rot, t.alpha, progress)) &&
            !sprite_die_turned(g, d, cx, cy, s, t.rot, t.alpha))
            draw_shape(g, d, cx, cy, s, t.rot, t.alpha, progress);
        break;
    default:
        if (!cache || !sprite_draw(g, d, sx, sy, s, t.rot, t.alpha, progress))
            draw_shape(g, d, cx, cy, s, t.rot, t.alpha, progress);
        break;
    }
}

/* What entity i and its ancestors are doing: UNSETTLED_TWEEN (one animates), UNSETTLED_SCALE
 * (one's size animates) and UNSETTLED_LIVE (one is live). */
enum { UNSETTLED_TWEEN = 1, UNSETTLED_SCALE = 2, UNSETTLED_LIVE = 4 };
static int unsettled(const ecs_world *w, int i)
{
    int flags = 0;
    for (int depth = 0; i >= 0 && depth < 16; depth++) {
        const ecs_entity *e = &w->e[i];
        if (e->mask & ECS_LIVE)
            flags |= UNSETTLED_LIVE;
        if (e->mask & ECS_TWEEN) {
            flags |= UNSETTLED_TWEEN;
            for (int k = 0; k < ECS_TWEENS; k++)
                if (e->tween[k].active && e->tween[k].prop == TW_SCALE)
                    flags |= UNSETTLED_SCALE;
        }
        i = e->parent;
        if (i >= 0 && !w->alive[i])
            break;
    }
    return flags;
}

static int bakeable(const ecs_world *w, int i)
{
    const ecs_entity *e = &w->e[i];
    return in_baked_group(w, e) && (e->mask & ECS_DRAWABLE) && !unsettled(w, i);
}

static uint32_t look_hash(const ecs_entity *e)
{
    uint32_t h = 2166136261u;
    const unsigned char *p = (const unsigned char *)&e->draw;
    size_t n = offsetof(ecs_drawable, text);
    for (size_t k = 0; k < n; k++)
        h = (h ^ p[k]) * 16777619u;
    for (const char *t = e->draw.text; *t; t++)
        h = (h ^ (unsigned char)*t) * 16777619u;
    const unsigned char *q = (const unsigned char *)&e->world;
    for (size_t k = 0; k < sizeof e->world; k++)
        h = (h ^ q[k]) * 16777619u;
    h = (h ^ (uint32_t)(e->z * 16)) * 16777619u;
    return h;
}

/* Draws the first n entities of w->order; `baking`: into the baked layer (they are all still). */
static void draw_list(ecs_world *w, gfx *g, float alpha, int n, int baking)
{
    for (int k = 0; k < n; k++) {
        const ecs_entity *e = &w->e[w->order[k]];
        if (e->world.alpha <= 0.003f)
            continue;
        float progress = e->prev_progress + (e->draw.progress - e->prev_progress) * alpha;
        /* shapes as sprites unless their size animates (a sprite per frame); turned textures
         * as sprites when still */
        int how = baking ? 0 : unsettled(w, w->order[k]);
        draw_one(w, g, e, e->world, progress,
                 how & UNSETTLED_SCALE ? 0 : how & UNSETTLED_TWEEN ? 1 : 2);
    }
}

/* The baked layer's pixel format. The software renderer copies a texture onto the window with a
 * plain copy only when both have the same format, and converts every pixel otherwise (a fifth of
 * a 720p frame's work): an opaque layer takes the window's format when that is a 32-bit one
 * without alpha the renderer offers. Other renderers copy on the graphics card, and a layer
 * that is not opaque needs its alpha: ARGB8888. */
static Uint32 bake_format(const ecs_world *w, SDL_Renderer *r)
{
    SDL_RendererInfo info;
    SDL_Window *win = SDL_RenderGetWindow(r);
    if (w->bake_bg.a != 255 || !win || SDL_GetRendererInfo(r, &info) != 0 || !(info.flags & SDL_RENDERER_SOFTWARE))
        return SDL_PIXELFORMAT_ARGB8888;
    Uint32 f = SDL_GetWindowPixelFormat(win);
    if (f != SDL_PIXELFORMAT_RGB888 && f != SDL_PIXELFORMAT_BGR888)
        return SDL_PIXELFORMAT_ARGB8888;
    for (Uint32 k = 0; k < info.num_texture_formats; k++)
        if (info.texture_formats[k] == f)
            return f;
    return SDL_PIXELFORMAT_ARGB8888;
}

/* Brings the baked layer up to date: nothing to do, add new still entities on top, or redraw. */
static void update_bake(ecs_world *w, gfx *g, int out_w, int out_h)
{
    Uint32 format = bake_format(w, g->r);
    if (!w->bake || w->bake_w != out_w || w->bake_h != out_h || w->bake_format != format) {
        if (w->bake)
            SDL_DestroyTexture(w->bake);
        w->bake = SDL_CreateTexture(g->r, format, SDL_TEXTUREACCESS_TARGET, out_w, out_h);
        if (!w->bake && format != SDL_PIXELFORMAT_ARGB8888)
            w->bake = SDL_CreateTexture(g->r, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_TARGET, out_w, out_h);
        w->bake_format = format;
        w->bake_w = out_w;
        w->bake_h = out_h;
        w->bake_valid = 0;
        if (!w->bake)
            return;
        /* an opaque layer (the screen's background included) is copied without blending */
        SDL_SetTextureBlendMode(w->bake, w->bake_bg.a == 255 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND);
    }
    /* Entities' places are kept in design points, so a new scale or offset (the window resized,
     * or the renderer's size seen a frame after it) leaves their looks alike: redraw them all. */
    int rebuild = !w->bake_valid || w->bake_scale != w->scale || w->bake_off_x != w->off_x ||
                  w->bake_off_y != w->off_y || w->bake_design_h != w->design_h,
        n_add = 0;
    float min_add_z = 1e30f;
    for (int i = 0; i < w->count && !rebuild; i++) {
        if (!w->alive[i])
            continue;
        ecs_entity *e = &w->e[i];
        int b = bakeable(w, i);
        if (e->baked && (!b || look_hash(e) != e->bake_hash))
            rebuild = 1;
        else if (!e->baked && b) {
            n_add++;
            if (e->z < min_add_z)
                min_add_z = e->z;
        }
    }
    if (!rebuild && n_add == 0)
        return;
    if (!rebuild && min_add_z < w->bake_top_z)
        rebuild = 1; /* something new lies under what is baked: redraw in order */
    int n = 0;
    for (int i = 0; i < w->count; i++) {
        if (!w->alive[i])
            continue;
        ecs_entity *e = &w->e[i];
        if (rebuild)
            e->baked = 0;
        if (!e->baked && bakeable(w, i)) {
            w->order[n++] = i;
            e->baked = 1;
            e->bake_hash = look_hash(e);
        }
    }
    g_sort_world = w;
    qsort(w->order, (size_t)n, sizeof w->order[0], by_z);
    SDL_Texture *old = SDL_GetRenderTarget(g->r);
    SDL_SetRenderTarget(g->r, w->bake);
    if (rebuild) {
        SDL_SetRenderDrawBlendMode(g->r, SDL_BLENDMODE_NONE);
        SDL_SetRenderDrawColor(g->r, w->bake_bg.r, w->bake_bg.g, w->bake_bg.b, w->bake_bg.a);
        SDL_RenderClear(g->r);
        SDL_SetRenderDrawBlendMode(g->r, SDL_BLENDMODE_BLEND);
        w->bake_top_z = -1e30f;
        w->bake_rebuilds++;
    } else {
        w->bake_appends++;
    }
    draw_list(w, g, 1, n, 1);
    for (int k = 0; k < n; k++)
        if (w->e[w->order[k]].z > w->bake_top_z)
            w->bake_top_z = w->e[w->order[k]].z;
    SDL_SetRenderTarget(g->r, old);
    w->bake_valid = 1;
    w->bake_scale = w->scale;
    w->bake_off_x = w->off_x;
    w->bake_off_y = w->off_y;
    w->bake_design_h = w->design_h;
}

void ecs_system_render(ecs_world *w, gfx *g, float alpha)
{
    int out_w = 0, out_h = 0;
    SDL_GetRendererOutputSize(g->r, &out_w, &out_h);
    if (w->bake_groups) {
        update_bake(w, g, out_w, out_h);
        if (w->bake && w->bake_valid)
            SDL_RenderCopy(g->r, w->bake, NULL, NULL);
    }
    int n = 0;
    for (int i = 0; i < w->count; i++)
        if (w->alive[i] && (w->e[i].mask & ECS_DRAWABLE) && !(w->bake_valid && w->e[i].baked))
            w->order[n++] = i;
    g_sort_world = w;
    qsort(w->order, (size_t)n, sizeof w->order[0], by_z);
    draw_list(w, g, alpha, n, 0);
}
