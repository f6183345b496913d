/* test_gfx.c — the game's drawing on SDL's software renderer (no window: a renderer on a
 * surface): shapes drawn through sprites look like shapes drawn directly, and land on whole pixels
 * when they move or are never baked, filled shapes have no holes, a turned texture turns the right
 * way whichever path draws it (and whatever was turned before it), a turning die matches the die
 * drawn turned, sprites are made again when the renderer loses its textures, unused sprites
 * are kept within a budget of pixels, a bar marked to bleed fills the window's bands, and a pen's
 * hatching leaves clear the box it is told to. */
#define SDL_MAIN_HANDLED
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "kit/ecs.h"
#include "kit/gfx.h"

#define W 1280
#define H 720

static const gfx_rgba bg = {236, 226, 204, 255};

typedef struct canvas {
    SDL_Surface *surf;
    SDL_Renderer *r;
    gfx g;
} canvas;

static void canvas_open(canvas *c)
{
    c->surf = SDL_CreateRGBSurfaceWithFormat(0, W, H, 32, SDL_PIXELFORMAT_ARGB8888);
    assert_non_null(c->surf);
    c->r = SDL_CreateSoftwareRenderer(c->surf);
    assert_non_null(c->r);
    assert_null(gfx_init(&c->g, c->r, TD_SOURCE_ASSETS_DIR "/fonts"));
    assert_true(c->g.software);
}

static void canvas_close(canvas *c)
{
    gfx_shutdown(&c->g);
    SDL_DestroyRenderer(c->r);
    SDL_FreeSurface(c->surf);
}

static void canvas_clear(canvas *c)
{
    SDL_SetRenderDrawBlendMode(c->r, SDL_BLENDMODE_NONE);
    SDL_SetRenderDrawColor(c->r, bg.r, bg.g, bg.b, 255);
    SDL_RenderClear(c->r);
    SDL_SetRenderDrawBlendMode(c->r, SDL_BLENDMODE_BLEND);
}

static Uint32 pixel(const canvas *c, int x, int y)
{
    if (c->r)
        SDL_RenderFlush(c->r);
    return ((const Uint32 *)((const Uint8 *)c->surf->pixels + (size_t)y * (size_t)c->surf->pitch))[x];
}

static int channel(Uint32 p, int shift)
{
    return (int)(p >> shift & 0xFF);
}

static int near_colour(Uint32 p, gfx_rgba c, int tolerance)
{
    return abs(channel(p, 16) - c.r) <= tolerance && abs(channel(p, 8) - c.g) <= tolerance &&
           abs(channel(p, 0) - c.b) <= tolerance;
}

/* An empty world (too large for the stack). */
static ecs_world *world_new(void)
{
    ecs_world *w = calloc(1, sizeof *w);
    assert_non_null(w);
    ecs_init(w);
    return w;
}

/* A red die, entity 1 of group 0, at (x, y). Returns its index. */
static int red_die(ecs_world *w, float x, float y)
{
    int idx = ecs_ensure(w, 1);
    ecs_entity *e = ecs_get(w, idx);
    e->mask |= ECS_DRAWABLE;
    e->local.x = e->prev.x = x;
    e->local.y = e->prev.y = y;
    e->draw.kind = DRAW_DIE;
    e->draw.w = 44;
    e->draw.value = 3;
    e->draw.colour = (gfx_rgba){200, 50, 40, 235};
    e->draw.colour2 = (gfx_rgba){250, 246, 236, 255};
    e->draw.colour3 = (gfx_rgba){120, 30, 20, 255};
    return idx;
}

/* One frame of the world on a cleared canvas. */
static void render(canvas *c, ecs_world *w)
{
    canvas_clear(c);
    ecs_system_layout(w, W, H, 1, 1);
    ecs_system_render(w, &c->g, 1);
    SDL_RenderFlush(c->r);
}

/* A still copy of what the canvas shows (free its surface). */
static canvas snapshot(const canvas *c)
{
    canvas copy = {SDL_DuplicateSurface(c->surf), NULL, {0}};
    assert_non_null(copy.surf);
    return copy;
}

static void world_free(ecs_world *w)
{
    ecs_shutdown(w);
    free(w);
}

/* Mean and largest difference of the channels of two canvases in a box. */
static void compare(const canvas *a, const canvas *b, int x0, int y0, int x1, int y1, double *mean,
                    int *worst)
{
    long sum = 0, n = 0;
    *worst = 0;
    for (int y = y0; y < y1; y++)
        for (int x = x0; x < x1; x++) {
            Uint32 p = pixel(a, x, y), q = pixel(b, x, y);
            for (int shift = 0; shift < 24; shift += 8) {
                int d = abs(channel(p, shift) - channel(q, shift));
                sum += d;
                n++;
                *worst = d > *worst ? d : *worst;
            }
        }
    *mean = (double)sum / (double)n;
}

/* Each shape kind: an entity drawn by the render system (through its sprite, made on the first
 * frame and reused on the second) against the same shape drawn directly by gfx. The entity is a
 * still, live one of a group that may be baked: its sprite must match the baked layer's copy. */
static void test_sprites_match_direct_drawing(void **state)
{
    (void)state;
    canvas via, direct;
    canvas_open(&via);
    canvas_open(&direct);
    ecs_world *w = world_new();
    const gfx_rgba ink = {40, 60, 140, 255}, red = {200, 50, 40, 255}, paper = {250, 246, 236, 255};
    enum { KINDS = 7 };
    for (int kind = 0; kind < KINDS; kind++) {
        ecs_init(w);
        w->bake_groups = 1u; /* group 0 */
        ecs_entity *e = ecs_get(w, ecs_ensure(w, 1));
        e->mask |= ECS_DRAWABLE | ECS_LIVE;
        float cx = 300.25f + 9.5f * (float)kind, cy = 200.5f; /* off the pixel grid on purpose */
        e->local.x = e->prev.x = cx;
        e->local.y = e->prev.y = cy;
        ecs_drawable *d = &e->draw;
        canvas_clear(&direct);
        gfx *g = &direct.g;
        switch (kind) {
        case 0:
            d->kind = DRAW_RECT;
            d->w = 90;
            d->h = 40;
            d->radius = 7;
            d->width = 2;
            d->colour = paper;
            d->colour2 = red;
            gfx_round_rect(g, (SDL_FRect){cx - 45, cy - 20, 90, 40}, 7, paper);
            gfx_round_frame(g, (SDL_FRect){cx - 45, cy - 20, 90, 40}, 7, 2, red);
            break;
        case 1:
            d->kind = DRAW_CIRCLE;
            d->w = 30;
            d->colour = red;
            gfx_circle(g, cx, cy, 15, red);
            break;
        case 2:
            d->kind = DRAW_RING;
            d->w = 36;
            d->width = 3;
            d->colour = ink;
            gfx_ring(g, cx, cy, 18, 3, ink);
            break;
        case 3:
            d->kind = DRAW_DIE;
            d->w = 44;
            d->value = 5;
            d->colour = red;
            d->colour2 = paper;
            d->colour3 = (gfx_rgba){120, 30, 20, 255};
            gfx_die(g, cx, cy, 44, 0, 5, red, paper, d->colour3);
            break;
        case 4:
            d->kind = DRAW_ICON;
            d->icon = GFX_ICON_CATHEDRAL;
            d->w = 40;
            d->colour = ink;
            gfx_icon(g, GFX_ICON_CATHEDRAL, cx, cy, 40, ink);
            break;
        case 5:
            d->kind = DRAW_PEN_CROSS;
            d->w = 50;
            d->h = 36;
            d->width = 3;
            d->progress = e->prev_progress = 1;
            d->seed = 77;
            d->colour = ink;
            gfx_pen_cross(g, (SDL_FRect){cx - 25, cy - 18, 50, 36}, 3, 1, 77, ink);
            break;
        default:
            d->kind = DRAW_ICON;
            d->icon = GFX_ICON_DIAMOND;
            d->w = 22;
            d->colour = red;
            gfx_icon(g, GFX_ICON_DIAMOND, cx, cy, 22, red);
            break;
        }
        render(&via, w);
        canvas first = snapshot(&via);
        render(&via, w);
        double mean;
        int worst;
        int x0 = (int)cx - 60, y0 = (int)cy - 40, x1 = (int)cx + 60, y1 = (int)cy + 40;
        /* the sprite made on the first frame is what the second frame copies */
        compare(&first, &via, x0, y0, x1, y1, &mean, &worst);
        assert_int_equal(worst, 0);
        SDL_FreeSurface(first.surf);
        /* within a quarter pixel of the direct drawing: only soft edges differ, and little */
        compare(&via, &direct, x0, y0, x1, y1, &mean, &worst);
        if (mean > 1.5)
            fail_msg("kind %d: mean channel difference %.2f from direct drawing", kind, mean);
        /* the middle is the shape's own colour in both */
        if (kind != 2 && kind != 5)
            assert_int_equal(pixel(&via, (int)cx, (int)cy + 1), pixel(&direct, (int)cx, (int)cy + 1));
    }
    /* at half opacity a sprite blends halfway into what lies below */
    ecs_init(w);
    ecs_entity *e = ecs_get(w, ecs_ensure(w, 1));
    e->mask |= ECS_DRAWABLE;
    e->local.x = e->prev.x = 500;
    e->local.y = e->prev.y = 300;
    e->local.alpha = e->prev.alpha = 0.5f;
    e->draw.kind = DRAW_CIRCLE;
    e->draw.w = 40;
    e->draw.colour = (gfx_rgba){0, 0, 0, 255};
    render(&via, w);
    Uint32 p = pixel(&via, 500, 300);
    assert_in_range(channel(p, 16), bg.r / 2 - 3, bg.r / 2 + 3);
    world_free(w);
    canvas_close(&via);
    canvas_close(&direct);
}

/* The sprite of a drawing that is never baked (a group outside bake_groups), or that moves,
 * lands on whole pixels: at x + 0.3 it is the same picture as at x, where a still drawing of a
 * baked group moves by its quarter pixels. */
static void test_sprites_on_whole_pixels(void **state)
{
    (void)state;
    canvas c;
    canvas_open(&c);
    ecs_world *w = world_new();
    canvas shot[2];
    for (int how = 0; how < 3; how++) { /* never baked, moving, still and baked */
        for (int k = 0; k < 2; k++) {
            ecs_init(w);
            w->bake_groups = how == 0 ? 0u : 1u;
            int idx = red_die(w, 400.1f + 0.3f * (float)k, 250.2f);
            if (how == 2)
                ecs_get(w, idx)->mask |= ECS_LIVE;
            if (how == 1) /* on its way along y, still at x */
                ecs_tween_to(w, idx, TW_Y, 250.2f, 400, 10, 0, EASE_LINEAR);
            render(&c, w);
            shot[k] = snapshot(&c);
        }
        double mean;
        int worst;
        compare(&shot[0], &shot[1], 340, 190, 460, 320, &mean, &worst);
        if (how < 2 && worst != 0)
            fail_msg("case %d: the sprite moved with a third of a pixel (mean %.2f)", how, mean);
        if (how == 2 && worst == 0)
            fail_msg("a still sprite of a baked group ignored a third of a pixel");
        SDL_FreeSurface(shot[0].surf);
        SDL_FreeSurface(shot[1].surf);
    }
    world_free(w);
    canvas_close(&c);
}

/* Rounded rectangles at many sizes, radii and positions: every pixel at least 1.5 pixels inside
 * the rounded outline is the fill colour (corners drawn as triangle fans once lost a row). */
static void test_round_rects_have_no_holes(void **state)
{
    (void)state;
    canvas c;
    canvas_open(&c);
    const gfx_rgba fill = {200, 90, 70, 255};
    for (int k = 0; k < 60; k++) {
        /* half of them near the origin, as in a sprite, where the old corners lost a row */
        float at = k % 2 ? 3.0f : 100.0f;
        SDL_FRect rc = {at + (float)k * 0.37f, at + (float)k * 0.29f, 40.0f + (float)(k % 9) * 7.3f,
                        24.0f + (float)(k % 5) * 6.1f};
        float radius = (float)(k % 11);
        canvas_clear(&c);
        gfx_round_rect(&c.g, rc, radius, fill);
        /* the outline drawn is snapped to whole pixels */
        float x0 = SDL_floorf(rc.x + 0.5f), y0 = SDL_floorf(rc.y + 0.5f);
        float x1 = SDL_floorf(rc.x + rc.w + 0.5f), y1 = SDL_floorf(rc.y + rc.h + 0.5f);
        float r = SDL_floorf(radius);
        for (int y = (int)y0; y < (int)y1; y++)
            for (int x = (int)x0; x < (int)x1; x++) {
                /* how far the pixel's centre lies inside the rounded outline */
                float px = (float)x + 0.5f, py = (float)y + 0.5f;
                float qx = SDL_fabsf(px - (x0 + x1) / 2) - ((x1 - x0) / 2 - r);
                float qy = SDL_fabsf(py - (y0 + y1) / 2) - ((y1 - y0) / 2 - r);
                float ox = qx > 0 ? qx : 0, oy = qy > 0 ? qy : 0;
                float inside = r - SDL_sqrtf(ox * ox + oy * oy) - SDL_min(SDL_max(qx, qy), 0.0f);
                if (inside >= 1.5f && !near_colour(pixel(&c, x, y), fill, 2))
                    fail_msg("rectangle %d (radius %.0f): hole at (%d, %d)", k, (double)r, x, y);
            }
    }
    canvas_close(&c);
}

/* Pixels of box (x0, y0)-(x1, y1) that differ from the background (ink of a pen mark). */
static int inked_pixels(const canvas *c, int x0, int y0, int x1, int y1)
{
    int n = 0;
    for (int y = y0; y < y1; y++)
        for (int x = x0; x < x1; x++)
            n += !near_colour(pixel(c, x, y), bg, 3);
    return n;
}

/* A pen's hatching (a built cell's ink): it covers its box with strokes but for the box it leaves
 * clear (a cell's number), where the paper stays untouched, and stays within its box but for a
 * hand's overshoot; half drawn, it has laid about half its ink; not begun, none. */
static void test_pen_hatch_leaves_its_box_clear(void **state)
{
    (void)state;
    canvas c;
    canvas_open(&c);
    const gfx_rgba ink = {38, 52, 120, 255};
    const SDL_FRect rc = {100, 100, 200, 120}, clear = {160, 135, 70, 40};
    int full = 0;
    for (unsigned seed = 1; seed <= 8; seed++) {
        canvas_clear(&c);
        gfx_pen_hatch(&c.g, rc, clear, 3, 9, 1, seed, ink);
        /* the clear box and a pixel around it untouched */
        int in_clear = inked_pixels(&c, 159, 134, 231, 176);
        if (in_clear)
            fail_msg("seed %u: %d pixels of ink in the box left clear", seed, in_clear);
        /* nothing past the box but an overshoot of a few pixels */
        int all = inked_pixels(&c, 0, 0, 400, 300), near = inked_pixels(&c, 92, 92, 308, 228);
        if (all != near)
            fail_msg("seed %u: %d pixels of ink far outside the hatched box", seed, all - near);
        /* the rest well covered: strokes 3 wide every 9 pixels, a third of the box or so */
        float cover = (float)all / (200.0f * 120.0f - 70.0f * 40.0f);
        if (cover < 0.25f || cover > 0.6f)
            fail_msg("seed %u: %.2f of the hatched box inked", seed, (double)cover);
        full += all;
        canvas_clear(&c);
        gfx_pen_hatch(&c.g, rc, clear, 3, 9, 0.5f, seed, ink);
        int half = inked_pixels(&c, 0, 0, 400, 300);
        if (half < all / 3 || half > all * 2 / 3)
            fail_msg("seed %u: half drawn, %d pixels of ink of %d", seed, half, all);
        canvas_clear(&c);
        gfx_pen_hatch(&c.g, rc, clear, 3, 9, 0, seed, ink);
        assert_int_equal(inked_pixels(&c, 0, 0, 400, 300), 0);
    }
    /* with nothing left clear the same strokes cover the clear box too */
    canvas_clear(&c);
    gfx_pen_hatch(&c.g, rc, (SDL_FRect){0, 0, 0, 0}, 3, 9, 1, 1, ink);
    assert_true(inked_pixels(&c, 160, 135, 230, 175) > 70 * 40 / 5);
    assert_true(full > 0);
    canvas_close(&c);
}

/* A bar along the design space's top, marked ECS_BLEED, fills the window's bands above and beside
 * it when the window is not 16:9 (here the design space is drawn at 0.8, leaving bands on every
 * side); its lower edge stays where it is, and the same bar unmarked keeps to the design space.
 * Drawn directly and through the baked layer. */
static void test_bleed_reaches_the_window_edges(void **state)
{
    (void)state;
    canvas c;
    canvas_open(&c);
    const gfx_rgba bar = {34, 46, 40, 255};
    for (int baked = 0; baked < 2; baked++)
        for (int bleed = 0; bleed < 2; bleed++) {
            ecs_world *w = world_new();
            w->bake_groups = baked ? 1u : 0u; /* the bar is entity 1 of group 0 */
            w->bake_bg = bg;
            ecs_entity *e = ecs_rect(w, 1, 640, 20, 1280, 40, 0, bar, 0, bar, 5, NULL);
            if (bleed)
                e->mask |= ECS_BLEED;
            canvas_clear(&c);
            ecs_system_layout(w, W, H, 0.8f, 1);
            assert_float_equal(w->off_x, 128, 1e-3);
            assert_float_equal(w->off_y, 72, 1e-3);
            ecs_system_render(w, &c.g, 1);
            SDL_RenderFlush(c.r);
            /* inside the design space: the bar (output rows 72..104) either way */
            assert_true(near_colour(pixel(&c, 640, 90), bar, 2));
            /* above it, and beside it in the side bands: the bar only when it bleeds */
            const int band[][2] = {{640, 3}, {3, 3}, {W - 3, 3}, {3, 90}, {W - 3, 90}, {640, 70}};
            for (size_t k = 0; k < sizeof band / sizeof band[0]; k++) {
                Uint32 p = pixel(&c, band[k][0], band[k][1]);
                if (near_colour(p, bar, 2) != bleed)
                    fail_msg("%s bar%s: pixel (%d, %d) is %06x", bleed ? "bleeding" : "plain",
                             baked ? " (baked)" : "", band[k][0], band[k][1], (unsigned)(p & 0xFFFFFF));
            }
            /* under its lower edge, in the side band and the bottom band: never */
            assert_true(near_colour(pixel(&c, 3, 110), bg, 2));
            assert_true(near_colour(pixel(&c, 640, 108), bg, 2));
            assert_true(near_colour(pixel(&c, 640, H - 3), bg, 2));
            world_free(w);
        }
    canvas_close(&c);
}

/* Convex polygons are filled whole: a diamond whose centre is level with its side corners once
 * had a quarter filled as a rectangle by the software renderer. */
static void test_polygons_are_filled(void **state)
{
    (void)state;
    canvas c;
    canvas_open(&c);
    const gfx_rgba fill = {200, 60, 50, 255};
    for (int k = 0; k < 8; k++) {
        float cx = 200.0f + (float)k * 40.25f, cy = 150.0f + (float)k * 0.5f, s = 20.0f + (float)k * 2;
        canvas_clear(&c);
        gfx_icon(&c.g, GFX_ICON_DIAMOND, cx, cy, s, fill);
        /* points well inside each quarter, and well outside the corners of its box */
        const float in[4][2] = {{0.1f, 0.15f}, {-0.1f, 0.15f}, {0.1f, -0.15f}, {-0.1f, -0.15f}};
        for (int q = 0; q < 4; q++)
            if (!near_colour(pixel(&c, (int)(cx + in[q][0] * s), (int)(cy + in[q][1] * s)), fill, 2))
                fail_msg("diamond %d: quarter %d not filled", k, q);
        for (int q = 0; q < 4; q++)
            assert_true(near_colour(pixel(&c, (int)(cx + in[q][0] * 2.8f * s), (int)(cy + in[q][1] * 2.2f * s)), bg, 2));
    }
    canvas_close(&c);
}

/* A texture filled with two colours, left and right halves (destroy it). */
static SDL_Texture *two_colour_texture(canvas *c, int side, gfx_rgba left, gfx_rgba right)
{
    SDL_Texture *tex = SDL_CreateTexture(c->r, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_TARGET, side, side);
    assert_non_null(tex);
    SDL_SetTextureBlendMode(tex, SDL_BLENDMODE_BLEND);
    SDL_SetRenderTarget(c->r, tex);
    SDL_SetRenderDrawColor(c->r, left.r, left.g, left.b, 255);
    SDL_RenderFillRect(c->r, &(SDL_Rect){0, 0, side / 2, side});
    SDL_SetRenderDrawColor(c->r, right.r, right.g, right.b, 255);
    SDL_RenderFillRect(c->r, &(SDL_Rect){side / 2, 0, side - side / 2, side});
    SDL_SetRenderTarget(c->r, NULL);
    return tex;
}

/* A target texture, red on its left half and blue on its right, turned a quarter clockwise:
 * red above the centre, blue below, the corners of its box untouched. Both the software
 * renderer's own path and SDL's textured triangles agree. */
static void test_turned_texture(void **state)
{
    (void)state;
    canvas c;
    canvas_open(&c);
    const gfx_rgba red = {220, 30, 30, 255}, blue = {30, 30, 220, 255};
    SDL_Texture *tex = two_colour_texture(&c, 80, red, blue);
    for (int software = 1; software >= 0; software--) {
        c.g.software = software;
        canvas_clear(&c);
        gfx_texture_rotated(&c.g, tex, 400, 300, 80, 80, GFX_PI / 2, 255);
        assert_true(near_colour(pixel(&c, 400, 270), red, 2));
        assert_true(near_colour(pixel(&c, 400, 330), blue, 2));
        /* half opacity, an eighth of a turn: the colours blend into the background */
        canvas_clear(&c);
        gfx_texture_rotated(&c.g, tex, 400, 300, 80, 80, GFX_PI / 4, 128);
        Uint32 p = pixel(&c, 400 - 20, 300 - 20); /* up and left: the red half after the turn */
        assert_in_range(channel(p, 16), (220 + bg.r) / 2 - 4, (220 + bg.r) / 2 + 4);
        assert_true(near_colour(pixel(&c, 400 + 45, 300 - 45), bg, 0)); /* outside the turned square */
    }
    SDL_DestroyTexture(tex);
    canvas_close(&c);
}

/* Textures of several sizes turned one after the other (the software renderer's turn keeps its
 * buffers for the largest): each lands exactly as it does when turned alone. */
static void test_turned_textures_of_several_sizes(void **state)
{
    (void)state;
    canvas c;
    canvas_open(&c);
    SDL_Texture *big = two_colour_texture(&c, 120, (gfx_rgba){220, 30, 30, 255}, (gfx_rgba){30, 30, 220, 255});
    SDL_Texture *small = two_colour_texture(&c, 30, (gfx_rgba){30, 160, 30, 255}, (gfx_rgba){240, 200, 40, 255});
    canvas alone[2];
    canvas_clear(&c);
    gfx_texture_rotated(&c.g, big, 300, 300, 120, 120, 0.7f, 255);
    alone[0] = snapshot(&c);
    canvas_clear(&c);
    gfx_texture_rotated(&c.g, small, 700, 300, 45, 45, -0.4f, 255);
    alone[1] = snapshot(&c);
    for (int order = 0; order < 2; order++) {
        canvas_clear(&c);
        for (int k = 0; k < 3; k++) { /* small, big, small or big, small, big */
            if ((k + order) % 2 == 0)
                gfx_texture_rotated(&c.g, small, 700, 300, 45, 45, -0.4f, 255);
            else
                gfx_texture_rotated(&c.g, big, 300, 300, 120, 120, 0.7f, 255);
        }
        double mean;
        int worst;
        compare(&alone[0], &c, 200, 200, 400, 400, &mean, &worst);
        assert_int_equal(worst, 0);
        compare(&alone[1], &c, 650, 250, 750, 350, &mean, &worst);
        assert_int_equal(worst, 0);
    }
    SDL_FreeSurface(alone[0].surf);
    SDL_FreeSurface(alone[1].surf);
    SDL_DestroyTexture(big);
    SDL_DestroyTexture(small);
    canvas_close(&c);
}

/* A die that turns and changes size (a roll landing) is drawn through its upright sprite,
 * turned: it matches the die drawn turned directly, up to its soft edges, and not the upright
 * one. */
static void test_turned_die(void **state)
{
    (void)state;
    canvas via, direct;
    canvas_open(&via);
    canvas_open(&direct);
    ecs_world *w = world_new();
    int idx = red_die(w, 500, 300);
    ecs_entity *e = ecs_get(w, idx);
    e->local.rot = e->prev.rot = 0.6f;
    ecs_tween_to(w, idx, TW_SCALE, 1.3f, 1.0f, 10, 0, EASE_LINEAR); /* 1.3 until it runs */
    render(&via, w);
    for (int turned = 1; turned >= 0; turned--) {
        canvas_clear(&direct);
        gfx_die(&direct.g, 500, 300, 44 * 1.3f, turned ? 0.6f : 0, 3, e->draw.colour, e->draw.colour2,
                e->draw.colour3);
        double mean;
        int worst;
        compare(&via, &direct, 440, 240, 560, 360, &mean, &worst);
        /* measured: 2.4 from the die drawn turned (soft edges, and pips within a pixel), 14.6
         * from the upright one */
        if (turned && mean > 4.0)
            fail_msg("the turned die is %.2f from the die drawn turned", mean);
        if (!turned && mean < 8.0)
            fail_msg("the turned die is as close (%.2f) to the upright one", mean);
    }
    assert_true(near_colour(pixel(&via, 500 + 40, 300 - 40), bg, 0)); /* outside the turned die */
    world_free(w);
    canvas_close(&via);
    canvas_close(&direct);
}

/* The app's loop steps the tweens while anything animates, then draws frames interpolated between
 * the last two steps (at 0 when an event wakes it up): that frame shows every tween's end, also a
 * tween of no duration (animations off), which goes from its start to its end in one step. */
static void test_tween_end_is_drawn(void **state)
{
    (void)state;
    ecs_world *w = world_new();
    for (int instant = 1; instant >= 0; instant--) {
        int idx = red_die(w, 400, 300);
        float duration = instant ? 0.0f : 0.05f;
        ecs_tween_to(w, idx, TW_ALPHA, 0, 1, duration, 0, EASE_LINEAR);
        ecs_tween_to(w, idx, TW_SCALE, 1.6f, 1, duration, 0, EASE_OUT_CUBIC);
        ecs_tween_to(w, idx, TW_PROGRESS, 0, 1, duration, 0, EASE_LINEAR);
        int steps = 0;
        while (ecs_animating(w) && steps < 1000) {
            ecs_system_tweens(w, 1.0f / 120.0f);
            steps++;
        }
        for (int k = 0; k < 2; k++) {
            ecs_system_layout(w, ECS_DESIGN_W, ECS_DESIGN_H, 1, k ? 0.5f : 0.0f);
            const ecs_entity *e = ecs_get(w, idx);
            assert_float_equal(e->world.alpha, 1, 1e-6);
            assert_float_equal(e->world.scale, 1, 1e-6);
            assert_float_equal(e->prev_progress, 1, 1e-6);
        }
    }
    world_free(w);
}

/* A still entity of a baked group, drawn again at another scale (the window resized, or the
 * interface size changed): it is drawn where the new layout puts it, not where the layer had it. */
static void test_baked_layer_follows_the_layout(void **state)
{
    (void)state;
    canvas c;
    canvas_open(&c);
    ecs_world *w = world_new();
    w->bake_groups = 1u;
    w->bake_bg = bg;
    red_die(w, 400, 300);
    const gfx_rgba red = {200, 50, 40, 255};
    render(&c, w);
    assert_true(w->bake_valid);
    assert_true(near_colour(pixel(&c, 400 - 14, 300), red, 40));
    /* half the size, centred: the die's middle goes to (320 + 200, 180 + 150) */
    canvas_clear(&c);
    ecs_system_layout(w, W, H, 0.5f, 1);
    ecs_system_render(w, &c.g, 1);
    assert_true(near_colour(pixel(&c, 520 - 7, 330), red, 40));
    assert_true(near_colour(pixel(&c, 400 - 14, 300), bg, 4));
    world_free(w);
    canvas_close(&c);
}

/* When the renderer loses its target textures, the sprites go, and the next drawing makes them
 * again: the same pixels as before. */
static void test_sprites_after_lost_textures(void **state)
{
    (void)state;
    canvas c;
    canvas_open(&c);
    ecs_world *w = world_new();
    red_die(w, 400, 300);
    render(&c, w);
    canvas before = snapshot(&c);
    /* a sprite of its own, to look for */
    const char key[] = "lost-test";
    assert_true(gfx_sprite_begin(&c.g, key, sizeof key, 8, 8, bg));
    assert_non_null(gfx_sprite_end(&c.g));
    assert_non_null(gfx_sprite_find(&c.g, key, sizeof key));
    gfx_textures_lost(&c.g, 1);
    assert_null(gfx_sprite_find(&c.g, key, sizeof key));
    render(&c, w);
    double mean;
    int worst;
    compare(&before, &c, 350, 250, 450, 350, &mean, &worst);
    assert_int_equal(worst, 0);
    SDL_FreeSurface(before.surf);
    world_free(w);
    canvas_close(&c);
}

/* The sprite made under the string `key` (with its NUL), or NULL once dropped. */
static SDL_Texture *sprite_of(canvas *c, const char *key)
{
    return gfx_sprite_find(&c->g, key, strlen(key) + 1);
}

/* Draws a sprite of its own (w x h) under `key`; it is then found until dropped. */
static void make_sprite(canvas *c, const char *key, int w, int h)
{
    assert_true(gfx_sprite_begin(&c->g, key, strlen(key) + 1, w, h, bg));
    assert_non_null(gfx_sprite_end(&c->g));
    assert_non_null(sprite_of(c, key));
}

static void frames(canvas *c, int n)
{
    for (int i = 0; i < n; i++)
        gfx_text_trim(&c->g);
}

/* Unused sprites stay while all of them hold no more than four screens of pixels (a die's sprites
 * are used again at each roll); past that, the least recently used go first, and only until the
 * rest fit. */
static void test_unused_sprites_kept_within_budget(void **state)
{
    (void)state;
    canvas c;
    canvas_open(&c);
    make_sprite(&c, "small", 8, 8);
    frames(&c, 600); /* ten seconds of frames without it */
    assert_non_null(sprite_of(&c, "small"));
    /* ten of the largest sprites, one a frame: 4 096 000 pixels, over the 3 686 400 of four
     * 1280 x 720 screens by less than one of them */
    char key[16];
    for (int i = 0; i < 10; i++) {
        frames(&c, 1);
        snprintf(key, sizeof key, "big-%d", i);
        make_sprite(&c, key, 640, 640);
    }
    frames(&c, 600);
    assert_null(sprite_of(&c, "small")); /* the least recently used */
    assert_null(sprite_of(&c, "big-0"));
    for (int i = 1; i < 10; i++) {
        snprintf(key, sizeof key, "big-%d", i);
        assert_non_null(sprite_of(&c, key));
    }
    canvas_close(&c);
}

int main(void)
{
    SDL_SetMainReady();
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_sprites_match_direct_drawing),
        cmocka_unit_test(test_sprites_on_whole_pixels),
        cmocka_unit_test(test_round_rects_have_no_holes),
        cmocka_unit_test(test_pen_hatch_leaves_its_box_clear),
        cmocka_unit_test(test_polygons_are_filled),
        cmocka_unit_test(test_bleed_reaches_the_window_edges),
        cmocka_unit_test(test_turned_texture),
        cmocka_unit_test(test_turned_textures_of_several_sizes),
        cmocka_unit_test(test_turned_die),
        cmocka_unit_test(test_tween_end_is_drawn),
        cmocka_unit_test(test_baked_layer_follows_the_layout),
        cmocka_unit_test(test_sprites_after_lost_textures),
        cmocka_unit_test(test_unused_sprites_kept_within_budget),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
