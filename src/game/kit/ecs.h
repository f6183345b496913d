/* ecs.h — the front end's ECS-lite: a fixed pool of entities, each with a component mask, and an
 * ordered list of systems run over them (tweens → layout → hit-testing → render).
 *
 * Components:
 *   transform  position (design units, 1280×720 space, relative to the parent), rotation
 *              (radians), scale, opacity
 *   drawable   a shape, pen mark, icon, die, text, texture or custom painter
 *   tween      up to ECS_TWEENS running animations of transform/drawable properties
 *   hit        a hit area (rectangle or circle) with a tag the screens interpret
 *   order      the draw order (z); higher draws later
 *
 * Entities are found by a 32-bit key chosen by the screen (e.g. "cell row 2, position 4"), so
 * syncing from the core's state is "ensure the entity of this key, set its components". An entity
 * not touched by a sync (ecs_sync_begin/…/ecs_sync_end) is removed.
 *
 * Ownership: the world owns its entities. Texture pointers and custom painters' `user` pointers
 * stored in drawables are borrowed (their owner outlives the entity).
 */
#ifndef ECS_H
#define ECS_H

#include <stdint.h>

#include "kit/gfx.h"

#define ECS_MAX 2048
#define ECS_TWEENS 4
#define ECS_TEXT 320
#define ECS_GROUPS 16 /* view groups: the top byte of an entity's key (view.h), 0..15 */

enum {
    ECS_TRANSFORM = 1u << 0,
    ECS_DRAWABLE = 1u << 1,
    ECS_TWEEN = 1u << 2,
    ECS_HIT = 1u << 3,
    ECS_ORDER = 1u << 4,
    ECS_LIVE = 1u << 5,    /* changes often (a score, a count): never baked, nor its children */
    ECS_BLEED = 1u << 6    /* a plain rectangle (no corners, no border) that reaches on to the
                            * window's edge on each side where it meets the design space's edge:
                            * a bar along the top stays at the top of a window of another shape */
};

enum {
    DRAW_NONE = 0,
    DRAW_RECT,        /* rounded rectangle: w, h, radius, colour; border width/colour2 if > 0 */
    DRAW_CIRCLE,      /* radius (w/2), colour */
    DRAW_RING,        /* radius (w/2), width, colour */
    DRAW_PEN_CIRCLE,  /* radius (w/2), width, progress, seed */
    DRAW_PEN_CROSS,   /* w × h box, width, progress, seed */
    DRAW_PEN_OUTLINE, /* w × h box, width, progress, seed */
    DRAW_ICON,        /* icon, size w */
    DRAW_DIE,         /* value, size w, colour = body, colour2 = pips, colour3 = edge */
    DRAW_TEXT,        /* text, face, px (h), align, colour; w > 0 wraps */
    DRAW_TEXTURE,     /* texture, w × h, rotation */
    DRAW_CUSTOM       /* paint(user, entity, pixel rect) */
};

/* Properties a tween can animate. */
enum { TW_X = 0, TW_Y, TW_ROT, TW_SCALE, TW_ALPHA, TW_PROGRESS, TW_PROPS };
/* Easing curves. */
enum { EASE_LINEAR = 0, EASE_OUT_CUBIC, EASE_IN_OUT, EASE_OUT_BACK };

struct ecs_entity;
struct ecs_world;
typedef void (*ecs_paint_fn)(void *user, const struct ecs_entity *e, SDL_FRect px, float scale);

typedef struct ecs_transform {
    float x, y, rot, scale, alpha;
} ecs_transform;

typedef struct ecs_drawable {
    uint8_t kind;    /* DRAW_* */
    uint8_t icon;    /* GFX_ICON_* */
    uint8_t face;    /* GFX_FONT_* */
    uint8_t align;   /* GFX_* alignment for text; shapes are centred on the transform */
    uint8_t sprite;  /* DRAW_CUSTOM: the painter draws from this drawable, its opacity and the
                      * scale alone, inside the w × h box, with a soft edge (if any) of colour2;
                      * it may then be kept as a sprite */
    uint8_t boxed;   /* the dump gives its box (dump.c): a test checks what it covers */
    int value;       /* die value */
    float w, h;      /* size in design units (text: h = font size) */
    float radius;    /* corner radius */
    float width;     /* stroke width */
    float progress;  /* pen marks: 0..1 */
    unsigned seed;   /* pen marks' wobble */
    gfx_rgba colour, colour2, colour3;
    char text[ECS_TEXT];
    SDL_Texture *texture; /* borrowed */
    ecs_paint_fn paint;   /* DRAW_CUSTOM */
    void *user;           /* borrowed */
} ecs_drawable;

typedef struct ecs_tween {
    uint8_t active, prop, ease;
    float from, to, t, duration, delay; /* seconds */
} ecs_tween;

typedef struct ecs_hit {
    uint8_t circle;  /* 1: circle of diameter w; 0: w × h rectangle centred on the transform */
    float w, h;      /* design units */
    int tag, a, b;   /* what the screen makes of a click */
} ecs_hit;

/* Where a zone's root entities are drawn: one at design point (x, y), of scale k, at
 * (x0 + (x - x0) * s + dx, y0 + (y - y0) * s + dy), of scale k * s. */
typedef struct ecs_zone {
    float s, x0, y0, dx, dy;
} ecs_zone;

typedef struct ecs_entity {
    uint32_t key;
    uint32_t mask;
    int parent;            /* index of the parent entity, or -1 */
    uint8_t touched;       /* set by ecs_ensure during a sync */
    uint8_t fresh;         /* created by the current sync */
    uint8_t baked;         /* drawn into the world's baked layer */
    uint8_t zone;          /* the zone that places it (ecs_zone): its group's, unless zone_cur said */
    uint32_t bake_hash;    /* what it looked like when baked */
    float z;
    ecs_transform local;   /* relative to the parent */
    ecs_transform prev;    /* local at the previous fixed step (interpolation) */
    ecs_transform world;   /* layout output: design units, absolute */
    float prev_progress;
    ecs_drawable draw;
    ecs_tween tween[ECS_TWEENS];
    ecs_hit hit;
} ecs_entity;

typedef struct ecs_world {
    ecs_entity e[ECS_MAX];
    uint8_t alive[ECS_MAX];
    int count;            /* highest alive index + 1 */
    int syncing;
    /* design space → output pixels: px = design * scale + offset; the output's size */
    float scale, off_x, off_y;
    int out_w, out_h;
    /* The screen has a bar along its top edge (set again by each screen): a window taller than
     * the design space keeps it at the top rather than in the middle. */
    int top_bar;
    /* A screen that lays itself out on a taller design space in a window taller than 16:9 (16:10,
     * up to 1280 x ECS_DESIGN_H_TALL) sets `tall` and `place_zones`: the layout sets design_h
     * (ECS_DESIGN_H, or more) and then calls place_zones, which places each zone of root entities
     * in it (zone[z]; identity unless it says otherwise). An entity's zone is its group's, or
     * zone_cur's when that is set (>= 0) while the entity is ensured. */
    int tall;
    void (*place_zones)(struct ecs_world *w);
    float design_h;
    ecs_zone zone[ECS_GROUPS];
    int zone_cur;
    int order[ECS_MAX];   /* render order, rebuilt by the render system */
    /* The baked layer: entities of the groups in `bake_groups` that do not move are drawn once
     * into a texture, which is then copied each frame; only moving and live entities are drawn
     * every frame. New still entities drawn above everything baked are added to it in place;
     * any other change redraws it. */
    uint32_t bake_groups;       /* bit g: group g may be baked */
    gfx_rgba bake_bg;           /* the layer's background: opaque = the screen's own background */
    SDL_Texture *bake;          /* owned */
    Uint32 bake_format;         /* its pixel format (bake_format() in ecs.c) */
    int bake_w, bake_h;
    float bake_scale, bake_off_x, bake_off_y, bake_design_h; /* the layout the layer was drawn at */
    float bake_top_z;           /* highest z in the layer */
    int bake_valid;
    uint64_t bake_rebuilds, bake_appends; /* counters for the frame benchmark */
} ecs_world;

void ecs_init(ecs_world *w);
/* Removes every entity (the baked layer's texture is kept for reuse). */
void ecs_clear(ecs_world *w);
/* Frees the baked layer's texture. */
void ecs_shutdown(ecs_world *w);
/* The renderer lost what its target textures held (`all`: every texture): the baked layer is
 * drawn again (in a new texture with `all`). */
void ecs_textures_lost(ecs_world *w, int all);

/* The entity of `key`, created (with a default transform) if missing. Returns its index. */
int ecs_ensure(ecs_world *w, uint32_t key);
/* Index of the entity of `key`, or -1. */
int ecs_find(const ecs_world *w, uint32_t key);
static inline ecs_entity *ecs_get(ecs_world *w, int index) { return &w->e[index]; }

/* Removal of stale entities: every entity not ensured between begin and end is removed
 * (only those whose key has `group` in its top byte, so screens can sync parts separately). */
void ecs_sync_begin(ecs_world *w, uint8_t group);
void ecs_sync_end(ecs_world *w, uint8_t group);

/* Paints drawable d (a shape, an icon, a pen mark, or one line of text) as the render system
 * would, centred (its text anchored) on (cx, cy) output pixels, `s` pixels per design unit, its
 * colours times `alpha`: for a custom painter that draws other entities' looks over its own. */
void ecs_paint_drawable(gfx *g, const ecs_drawable *d, float cx, float cy, float s, float alpha);

/* The entity of `key` as a drawable placed at (x, y) (design units, parent-relative), draw
 * order z; its index goes to *index when not NULL. The three below also set what it draws. */
ecs_entity *ecs_placed(ecs_world *w, uint32_t key, float x, float y, float z, int *index);
/* A rounded rectangle w × h centred on (x, y): fill, then a border of `border` units if > 0. */
ecs_entity *ecs_rect(ecs_world *w, uint32_t key, float x, float y, float width, float height, float radius,
                     gfx_rgba fill, float border, gfx_rgba border_colour, float z, int *index);
/* A line of text of size `px` aligned on (x, y) (GFX_* alignment). */
ecs_entity *ecs_text(ecs_world *w, uint32_t key, float x, float y, float px, int face, int align, gfx_rgba c,
                     const char *utf8, float z);
/* An icon (GFX_ICON_*) of side `size` centred on (x, y). */
ecs_entity *ecs_icon(ecs_world *w, uint32_t key, float x, float y, float size, int icon, gfx_rgba c, float z);

/* Copies `utf8` into the drawable's text, cut at a character boundary if too long. */
void ecs_set_text(ecs_entity *e, const char *utf8);

/* Starts (or replaces) the tween of `prop`: from → to over `duration` s after `delay` s. */
void ecs_tween_to(ecs_world *w, int index, int prop, float from, float to, float duration,
                  float delay, int ease);
/* Where `e` comes to rest: its local x and y once its running tweens of them have ended. */
void ecs_resting_xy(const ecs_entity *e, float *x, float *y);
/* Whether any tween is running (the loop sleeps on events when none is). */
int ecs_animating(const ecs_world *w);

/* Systems, in the order the loop runs them. */
void ecs_system_tweens(ecs_world *w, float dt);                        /* fixed step */
/* design space → pixels for this output size, and every entity's world transform at `alpha`
 * between the last two fixed steps */
void ecs_system_layout(ecs_world *w, int out_w, int out_h, float ui_scale, float alpha);
int ecs_system_hit(const ecs_world *w, float px, float py);            /* index or -1 */
/* After layout. Shapes, painters that allow it (ecs_drawable.sprite) and turned textures at rest
 * are drawn through gfx sprites, so a texture given to a DRAW_TEXTURE entity must keep its pixels
 * while the entity shows it. A sprite lands within a quarter pixel of its place, or on the
 * nearest whole pixel while its entity moves or when its group is not in bake_groups. */
void ecs_system_render(ecs_world *w, gfx *g, float alpha);

/* Design units ↔ pixels. */
SDL_FRect ecs_px_rect(const ecs_world *w, float cx, float cy, float dw, float dh);
/* Zone z's placement of a design point (in place), of a length, and of a centred w x h box (the
 * centre and the size, in place): where a root entity of that zone there would be drawn. */
void ecs_zone_xy(const ecs_world *w, int z, float *x, float *y);
float ecs_zone_len(const ecs_world *w, int z, float len);
void ecs_zone_box(const ecs_world *w, int z, float *cx, float *cy, float *bw, float *bh);
/* The pixels of a centred box placed by zone z. */
SDL_FRect ecs_zone_px_rect(const ecs_world *w, int z, float cx, float cy, float dw, float dh);

#define ECS_DESIGN_W 1280.0f
#define ECS_DESIGN_H 720.0f
#define ECS_DESIGN_H_TALL 800.0f /* the tallest design space (16:10) of a `tall` screen */

#endif
