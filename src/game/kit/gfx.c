/* gfx.c — shapes through SDL_RenderGeometry, pen marks, dice, code-drawn icons, the caches of
 * text (drawn by gfx_text.c) and of sprites. See gfx.h. Edges are softened by a one-pixel feather
 * strip whose outer vertices are fully transparent, which keeps shapes smooth on the software
 * renderer without supersampling. */
#include "kit/gfx.h"
#include "kit/gfx_internal.h"

#include <math.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define FEATHER 1.0f
#define MAX_VERTS 4096
#define MAX_INDICES 12288

static SDL_Vertex g_verts[MAX_VERTS];
static int g_indices[MAX_INDICES];
static int g_nv, g_ni;
static int g_translucent; /* a vertex of the batch has alpha < 255 */

/* Opaque batches are drawn without blending: SDL's software renderer then fills triangles in
 * place instead of through a blended temporary surface, which is many times faster. */
static void flush(gfx *g)
{
    if (g_ni > 0) {
        SDL_SetRenderDrawBlendMode(g->r, g_translucent ? SDL_BLENDMODE_BLEND : SDL_BLENDMODE_NONE);
        SDL_RenderGeometry(g->r, NULL, g_verts, g_nv, g_indices, g_ni);
        SDL_SetRenderDrawBlendMode(g->r, SDL_BLENDMODE_BLEND);
    }
    g_nv = g_ni = 0;
    g_translucent = 0;
}

static void reserve(gfx *g, int nv, int ni)
{
    if (g_nv + nv > MAX_VERTS || g_ni + ni > MAX_INDICES)
        flush(g);
}

static int vert(float x, float y, gfx_rgba c)
{
    SDL_Vertex *v = &g_verts[g_nv];
    v->position.x = x;
    v->position.y = y;
    v->color.r = c.r;
    v->color.g = c.g;
    v->color.b = c.b;
    v->color.a = c.a;
    v->tex_coord.x = v->tex_coord.y = 0;
    g_translucent |= c.a != 255;
    return g_nv++;
}

static void tri(int a, int b, int c)
{
    g_indices[g_ni++] = a;
    g_indices[g_ni++] = b;
    g_indices[g_ni++] = c;
}

static void quad(int a, int b, int c, int d)
{
    tri(a, b, c);
    tri(a, c, d);
}

gfx_rgba gfx_mix(gfx_rgba a, gfx_rgba b, float t)
{
    gfx_rgba o;
    o.r = (Uint8)(a.r + (b.r - a.r) * t);
    o.g = (Uint8)(a.g + (b.g - a.g) * t);
    o.b = (Uint8)(a.b + (b.b - a.b) * t);
    o.a = (Uint8)(a.a + (b.a - a.a) * t);
    return o;
}

static int segments_for(float radius, float sweep)
{
    int n = (int)(sqrtf(radius > 1 ? radius : 1) * 4.0f * sweep / (2 * GFX_PI)) + 8;
    return n > 160 ? 160 : n;
}

/* Triangles from `centre` to each of the `edges` edges of the rim first, first + 1, ... (closed:
 * the last edge goes back to first), in the order 0, h, 1, h + 1, ...: two in a row never share
 * an edge, which SDL's software renderer could take for an axis-aligned rectangle (say a
 * diamond's centre level with its side corners) and fill as one. */
static void fan(int centre, int first, int edges, int closed)
{
    int h = (edges + 1) / 2;
    for (int i = 0; i < edges; i++) {
        int k = i % 2 ? h + i / 2 : i / 2;
        tri(centre, first + k, closed && k + 1 == edges ? first : first + k + 1);
    }
}

/* A closed convex outline with a feather strip: pts are on the edge, centre is inside. The
 * inside and the feather are two batches, so that an opaque inside is filled in place. */
static void fill_outline(gfx *g, const float *xy, int n, float cx, float cy, gfx_rgba c)
{
    gfx_rgba clear = c;
    clear.a = 0;
    for (int pass = 0; pass < 2; pass++) {
        reserve(g, 2 * n + 1, 6 * n);
        int centre = pass == 0 ? vert(cx, cy, c) : -1;
        int first = g_nv;
        for (int i = 0; i < n; i++) {
            float x = xy[2 * i], y = xy[2 * i + 1];
            float dx = x - cx, dy = y - cy, d = sqrtf(dx * dx + dy * dy);
            float ox = d > 0 ? dx / d * FEATHER : 0, oy = d > 0 ? dy / d * FEATHER : 0;
            vert(x - ox * 0.5f, y - oy * 0.5f, c);
            if (pass == 1)
                vert(x + ox * 0.5f, y + oy * 0.5f, clear);
        }
        if (pass == 0)
            fan(centre, first, n, 1);
        else
            for (int i = 0; i < n; i++) {
                int a = first + 2 * i, b = first + 2 * ((i + 1) % n);
                quad(a, b, b + 1, a + 1);
            }
        flush(g);
    }
}

void gfx_circle(gfx *g, float cx, float cy, float radius, gfx_rgba c)
{
    if (radius > 24) {
        /* large discs: one filled span per pixel row, then a soft edge */
        enum { MAX_ROWS = 4096 };
        static SDL_FRect rows[MAX_ROWS];
        int n = 0;
        float r_in = radius - 0.5f;
        for (float y = SDL_floorf(cy - r_in) + 0.5f; y < cy + r_in && n < MAX_ROWS; y += 1.0f) {
            float dy = y - cy, half = sqrtf(r_in * r_in - dy * dy);
            float x0 = SDL_floorf(cx - half + 0.5f), x1 = SDL_floorf(cx + half + 0.5f);
            if (x1 > x0)
                rows[n++] = (SDL_FRect){x0, y - 0.5f, x1 - x0, 1};
        }
        SDL_SetRenderDrawBlendMode(g->r, c.a == 255 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND);
        SDL_SetRenderDrawColor(g->r, c.r, c.g, c.b, c.a);
        SDL_RenderFillRectsF(g->r, rows, n);
        SDL_SetRenderDrawBlendMode(g->r, SDL_BLENDMODE_BLEND);
        gfx_rgba clear = c;
        clear.a = 0;
        gfx_sector(g, cx, cy, radius - 1.0f, radius + FEATHER, 0, 2 * GFX_PI, gfx_alpha(c, 0.5f), clear);
        return;
    }
    float xy[2 * 160];
    int n = segments_for(radius, 2 * GFX_PI);
    for (int i = 0; i < n; i++) {
        float a = 2 * GFX_PI * (float)i / (float)n;
        xy[2 * i] = cx + cosf(a) * radius;
        xy[2 * i + 1] = cy + sinf(a) * radius;
    }
    fill_outline(g, xy, n, cx, cy, c);
}

void gfx_sector(gfx *g, float cx, float cy, float r0, float r1, float a0, float a1, gfx_rgba inner,
                gfx_rgba outer)
{
    int n = segments_for(r1, fabsf(a1 - a0));
    if (r0 <= 0) { /* a pie slice: a fan, no zero-area triangles (the software renderer
                    * paints those wrongly) */
        reserve(g, n + 2, 3 * n);
        int centre = vert(cx, cy, inner), first_fan = g_nv;
        for (int i = 0; i <= n; i++) {
            float a = a0 + (a1 - a0) * (float)i / (float)n;
            vert(cx + cosf(a) * r1, cy + sinf(a) * r1, outer);
        }
        fan(centre, first_fan, n, 0);
        flush(g);
        return;
    }
    reserve(g, 2 * (n + 1), 6 * n);
    int first = g_nv;
    for (int i = 0; i <= n; i++) {
        float a = a0 + (a1 - a0) * (float)i / (float)n;
        float ca = cosf(a), sa = sinf(a);
        vert(cx + ca * r0, cy + sa * r0, inner);
        vert(cx + ca * r1, cy + sa * r1, outer);
    }
    for (int i = 0; i < n; i++) {
        int a = first + 2 * i;
        quad(a, a + 1, a + 3, a + 2);
    }
    flush(g);
}

void gfx_arc(gfx *g, float cx, float cy, float radius, float width, float a0, float a1, gfx_rgba c)
{
    gfx_rgba clear = c;
    clear.a = 0;
    float h = width * 0.5f;
    gfx_sector(g, cx, cy, radius - h, radius + h, a0, a1, c, c);
    gfx_sector(g, cx, cy, radius + h, radius + h + FEATHER, a0, a1, c, clear);
    gfx_sector(g, cx, cy, radius - h - FEATHER, radius - h, a0, a1, clear, c);
}

void gfx_ring(gfx *g, float cx, float cy, float radius, float width, gfx_rgba c)
{
    gfx_arc(g, cx, cy, radius, width, 0, 2 * GFX_PI, c);
}

void gfx_rect(gfx *g, SDL_FRect rc, gfx_rgba c)
{
    /* at least a pixel across: the software renderer truncates sizes to whole pixels, and a thinner
     * rectangle (a Great Hall's pillar on a small sheet) was not drawn at all */
    if (rc.w > 0 && rc.w < 1)
        rc.w = 1;
    if (rc.h > 0 && rc.h < 1)
        rc.h = 1;
    SDL_SetRenderDrawBlendMode(g->r, SDL_BLENDMODE_BLEND);
    SDL_SetRenderDrawColor(g->r, c.r, c.g, c.b, c.a);
    SDL_RenderFillRectF(g->r, &rc);
}

static int round_rect_outline(SDL_FRect rc, float radius, float *xy)
{
    float rmax = (rc.w < rc.h ? rc.w : rc.h) * 0.5f;
    if (radius > rmax)
        radius = rmax;
    if (radius < 0)
        radius = 0;
    int per = radius < 2 ? 1 : segments_for(radius, GFX_PI / 2) / 2 + 2;
    if (per > 24)
        per = 24;
    const float cxs[4] = {rc.x + rc.w - radius, rc.x + radius, rc.x + radius, rc.x + rc.w - radius};
    const float cys[4] = {rc.y + rc.h - radius, rc.y + rc.h - radius, rc.y + radius, rc.y + radius};
    int n = 0;
    for (int k = 0; k < 4; k++) {
        for (int i = 0; i <= per; i++) {
            float a = (float)k * GFX_PI / 2 + (GFX_PI / 2) * (float)i / (float)per;
            xy[2 * n] = cxs[k] + cosf(a) * radius;
            xy[2 * n + 1] = cys[k] + sinf(a) * radius;
            n++;
        }
    }
    return n;
}

/* Rounded rectangles are filled with SDL's rectangle fill (fast on every renderer): the middle as
 * one rectangle, each row of the rounded top and bottom as one span, as for large discs; then
 * the four corners get a soft edge. Spans rather than triangle fans: the software renderer's
 * fill of a fan's thin triangles depends on where the fan lies, and it could leave a row of the
 * corner unpainted. */
void gfx_round_rect(gfx *g, SDL_FRect rc, float radius, gfx_rgba c)
{
    float rmax = (rc.w < rc.h ? rc.w : rc.h) * 0.5f;
    float r = radius > rmax ? rmax : radius < 0 ? 0 : radius;
    r = SDL_floorf(r);
    /* snap to whole pixels so the spans meet exactly */
    float x0 = SDL_floorf(rc.x + 0.5f), y0 = SDL_floorf(rc.y + 0.5f);
    float x1 = SDL_floorf(rc.x + rc.w + 0.5f), y1 = SDL_floorf(rc.y + rc.h + 0.5f);
    enum { MAX_SPANS = 2 * 512 + 1 };
    static SDL_FRect spans[MAX_SPANS];
    int n = 0;
    spans[n++] = (SDL_FRect){x0, y0 + r, x1 - x0, y1 - y0 - 2 * r};
    for (int k = 0; k < (int)r && n + 2 <= MAX_SPANS; k++) {
        float d = r - ((float)k + 0.5f); /* from the row's middle to the corners' centre row */
        float half = sqrtf(r * r - d * d);
        float a = SDL_floorf(x0 + r - half + 0.5f), b = SDL_floorf(x1 - r + half + 0.5f);
        if (b <= a)
            continue;
        spans[n++] = (SDL_FRect){a, y0 + (float)k, b - a, 1};
        spans[n++] = (SDL_FRect){a, y1 - 1 - (float)k, b - a, 1};
    }
    SDL_SetRenderDrawBlendMode(g->r, c.a == 255 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND);
    SDL_SetRenderDrawColor(g->r, c.r, c.g, c.b, c.a);
    SDL_RenderFillRectsF(g->r, spans, n);
    SDL_SetRenderDrawBlendMode(g->r, SDL_BLENDMODE_BLEND);
    if (r <= 0)
        return;
    gfx_rgba clear = c;
    clear.a = 0;
    const float cx[4] = {x1 - r, x0 + r, x0 + r, x1 - r}, cy[4] = {y1 - r, y1 - r, y0 + r, y0 + r};
    for (int k = 0; k < 4; k++) {
        float a0 = (float)k * GFX_PI / 2, a1 = a0 + GFX_PI / 2;
        gfx_sector(g, cx[k], cy[k], r - 1.0f, r + FEATHER, a0, a1, gfx_alpha(c, 0.5f), clear);
    }
}

/* A frame: four straight bands filled as rectangles and four corner arcs. */
void gfx_round_frame(gfx *g, SDL_FRect rc, float radius, float width, gfx_rgba c)
{
    float rmax = (rc.w < rc.h ? rc.w : rc.h) * 0.5f;
    float r = SDL_floorf(radius > rmax ? rmax : radius < 0 ? 0 : radius);
    float x0 = SDL_floorf(rc.x + 0.5f), y0 = SDL_floorf(rc.y + 0.5f);
    float x1 = SDL_floorf(rc.x + rc.w + 0.5f), y1 = SDL_floorf(rc.y + rc.h + 0.5f);
    float wd = width < 1 ? 1 : width;
    if (r < wd)
        r = 0;
    SDL_SetRenderDrawBlendMode(g->r, c.a == 255 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND);
    SDL_SetRenderDrawColor(g->r, c.r, c.g, c.b, c.a);
    SDL_FRect bands[4] = {{x0 + r, y0, x1 - x0 - 2 * r, wd},
                          {x0 + r, y1 - wd, x1 - x0 - 2 * r, wd},
                          {x0, y0 + (r > 0 ? r : wd), wd, y1 - y0 - 2 * (r > 0 ? r : wd)},
                          {x1 - wd, y0 + (r > 0 ? r : wd), wd, y1 - y0 - 2 * (r > 0 ? r : wd)}};
    SDL_RenderFillRectsF(g->r, bands, 4);
    SDL_SetRenderDrawBlendMode(g->r, SDL_BLENDMODE_BLEND);
    if (r <= 0)
        return;
    const float cx[4] = {x1 - r, x0 + r, x0 + r, x1 - r}, cy[4] = {y1 - r, y1 - r, y0 + r, y0 + r};
    for (int k = 0; k < 4; k++) {
        float a0 = (float)k * GFX_PI / 2;
        gfx_sector(g, cx[k], cy[k], r - wd, r, a0, a0 + GFX_PI / 2, c, c);
    }
}

void gfx_line(gfx *g, float x0, float y0, float x1, float y1, float width, gfx_rgba c)
{
    float dx = x1 - x0, dy = y1 - y0, d = sqrtf(dx * dx + dy * dy);
    if (d < 1e-4f)
        return;
    float nx = -dy / d, ny = dx / d, h = width * 0.5f;
    gfx_rgba clear = c;
    clear.a = 0;
    reserve(g, 8, 18);
    int o0 = vert(x0 + nx * (h + FEATHER), y0 + ny * (h + FEATHER), clear);
    int a0 = vert(x0 + nx * h, y0 + ny * h, c);
    int b0 = vert(x0 - nx * h, y0 - ny * h, c);
    int i0 = vert(x0 - nx * (h + FEATHER), y0 - ny * (h + FEATHER), clear);
    int o1 = vert(x1 + nx * (h + FEATHER), y1 + ny * (h + FEATHER), clear);
    int a1 = vert(x1 + nx * h, y1 + ny * h, c);
    int b1 = vert(x1 - nx * h, y1 - ny * h, c);
    int i1 = vert(x1 - nx * (h + FEATHER), y1 - ny * (h + FEATHER), clear);
    quad(o0, o1, a1, a0);
    quad(a0, a1, b1, b0);
    quad(b0, b1, i1, i0);
    flush(g);
}

void gfx_poly(gfx *g, const float *xy, int n, gfx_rgba c)
{
    if (n < 3 || n > 32)
        return;
    float cx = 0, cy = 0;
    for (int i = 0; i < n; i++) {
        cx += xy[2 * i];
        cy += xy[2 * i + 1];
    }
    fill_outline(g, xy, n, cx / (float)n, cy / (float)n, c);
}

/* ---- pen marks ---------------------------------------------------------------------------- */

static float wobble(unsigned seed, int k)
{
    unsigned x = seed * 2654435761u + (unsigned)k * 40503u;
    x ^= x >> 13;
    x *= 0x5bd1e995u;
    x ^= x >> 15;
    return (float)(x & 0xFFFF) / 65535.0f - 0.5f;
}

/* The share of a pen's whole length `total` that `progress` (0..1) has drawn. */
static float pen_length(float total, float progress) { return total * (progress < 0 ? 0 : progress > 1 ? 1 : progress); }

/* One segment of a pen's way, drawn as far as the ink `*left` reaches; *left goes down by its
 * length. */
static void pen_segment(gfx *g, float x0, float y0, float x1, float y1, float width, gfx_rgba c, float *left)
{
    float d = hypotf(x1 - x0, y1 - y0);
    if (d > *left) {
        x1 = x0 + (x1 - x0) * *left / d;
        y1 = y0 + (y1 - y0) * *left / d;
    }
    gfx_line(g, x0, y0, x1, y1, width, c);
    *left -= d;
}

/* A polyline stroke drawn up to `progress` of its length, with round-ish joints. */
static void stroke(gfx *g, const float *xy, int n, float width, float progress, gfx_rgba c)
{
    float total = 0;
    for (int i = 1; i < n; i++)
        total += hypotf(xy[2 * i] - xy[2 * i - 2], xy[2 * i + 1] - xy[2 * i - 1]);
    float left = pen_length(total, progress);
    for (int i = 1; i < n && left > 0; i++)
        pen_segment(g, xy[2 * i - 2], xy[2 * i - 1], xy[2 * i], xy[2 * i + 1], width, c, &left);
}

void gfx_pen_circle(gfx *g, float cx, float cy, float radius, float width, float progress,
                    unsigned seed, gfx_rgba c)
{
    enum { N = 40 };
    float xy[2 * (N + 4)];
    float start = wobble(seed, 1) * GFX_PI;
    int n = N + 3; /* overshoot: the pen closes a little past its start */
    for (int i = 0; i < n; i++) {
        float t = (float)i / (float)N;
        float a = start - t * 2 * GFX_PI;
        float r = radius * (1.0f + 0.06f * wobble(seed, i / 6 + 2) + 0.04f * t);
        xy[2 * i] = cx + cosf(a) * r;
        xy[2 * i + 1] = cy + sinf(a) * r * (0.94f + 0.04f * wobble(seed, 9));
    }
    stroke(g, xy, n, width, progress, c);
}

void gfx_pen_cross(gfx *g, SDL_FRect rc, float width, float progress, unsigned seed, gfx_rgba c)
{
    float j = rc.w * 0.06f;
    float s1[4] = {rc.x + j * wobble(seed, 1), rc.y + j * wobble(seed, 2),
                   rc.x + rc.w + j * wobble(seed, 3), rc.y + rc.h + j * wobble(seed, 4)};
    float s2[4] = {rc.x + rc.w + j * wobble(seed, 5), rc.y + j * wobble(seed, 6),
                   rc.x + j * wobble(seed, 7), rc.y + rc.h + j * wobble(seed, 8)};
    stroke(g, s1, 2, width, progress * 2, c);
    if (progress > 0.5f)
        stroke(g, s2, 2, width, (progress - 0.5f) * 2, c);
}

void gfx_pen_outline(gfx *g, SDL_FRect rc, float width, float progress, unsigned seed,
                     gfx_rgba c)
{
    float j = rc.w * 0.04f;
    float xy[12];
    const float corners[10] = {0, 0, 1, 0, 1, 1, 0, 1, 0, 0};
    for (int i = 0; i < 5; i++) {
        xy[2 * i] = rc.x + rc.w * corners[2 * i] + j * wobble(seed, 2 * i);
        xy[2 * i + 1] = rc.y + rc.h * corners[2 * i + 1] + j * wobble(seed, 2 * i + 1);
    }
    xy[10] = xy[2] * 0.15f + xy[0] * 0.85f; /* overshoot along the first side */
    xy[11] = xy[3] * 0.15f + xy[1] * 0.85f;
    stroke(g, xy, 6, width, progress, c);
}

/* Where the line through (px, py) along (ux, uy) enters and leaves box rc: its parameters t0 < t1,
 * or 0 when it misses (Liang-Barsky). */
static int clip_line(SDL_FRect rc, float px, float py, float ux, float uy, float *t0, float *t1)
{
    float lo = -1e30f, hi = 1e30f;
    const float p[4] = {-ux, ux, -uy, uy};
    const float q[4] = {px - rc.x, rc.x + rc.w - px, py - rc.y, rc.y + rc.h - py};
    for (int k = 0; k < 4; k++) {
        if (fabsf(p[k]) < 1e-6f) {
            if (q[k] < 0)
                return 0;
            continue;
        }
        float r = q[k] / p[k];
        if (p[k] < 0)
            lo = r > lo ? r : lo;
        else
            hi = r < hi ? r : hi;
    }
    *t0 = lo;
    *t1 = hi;
    return lo < hi;
}

/* Where a stroke `half` wide each side of the line through (px, py) along the unit (ux, uy) meets
 * box rc: from t0 to t1 along the line, or 0 when it misses. The stroke's cross-sections meeting the
 * box form an interval whose ends lie on the stroke's edges or centre, or at a corner of the box. */
static int stroke_meets_box(SDL_FRect rc, float px, float py, float ux, float uy, float half, float *t0,
                            float *t1)
{
    float nx = -uy, ny = ux, lo = 1e30f, hi = -1e30f, a, b;
    for (int k = -1; k <= 1; k++)
        if (clip_line(rc, px + nx * half * (float)k, py + ny * half * (float)k, ux, uy, &a, &b)) {
            lo = a < lo ? a : lo;
            hi = b > hi ? b : hi;
        }
    const float cx[4] = {rc.x, rc.x + rc.w, rc.x, rc.x + rc.w}, cy[4] = {rc.y, rc.y, rc.y + rc.h, rc.y + rc.h};
    for (int k = 0; k < 4; k++) {
        float dx = cx[k] - px, dy = cy[k] - py, t = dx * ux + dy * uy;
        if (fabsf(dx * nx + dy * ny) <= half) {
            lo = t < lo ? t : lo;
            hi = t > hi ? t : hi;
        }
    }
    *t0 = lo;
    *t1 = hi;
    return lo < hi;
}

void gfx_pen_hatch(gfx *g, SDL_FRect rc, SDL_FRect clear, float width, float gap, float progress,
                   unsigned seed, gfx_rgba c)
{
    enum { MAX_SEG = 96 };
    float seg[MAX_SEG][4], total = 0;
    int n = 0;
    if (gap < width * 1.5f)
        gap = width * 1.5f;
    if (gap < 1)
        gap = 1;
    /* the pen's slant (about 55 degrees, up to the right), each stroke a little off it */
    float slant = 0.96f + 0.08f * wobble(seed, 1);
    float cx = rc.x + rc.w / 2, cy = rc.y + rc.h / 2;
    float nx = sinf(slant), ny = cosf(slant); /* across the strokes */
    float reach = (fabsf(nx) * rc.w + fabsf(ny) * rc.h) / 2;
    /* the clear box, with room for the strokes' soft edge and a pixel more */
    const float room = FEATHER + 1;
    SDL_FRect keep = {clear.x - room, clear.y - room, clear.w + 2 * room, clear.h + 2 * room};
    int lines = (int)(2 * reach / gap);
    for (int i = 0; i <= lines && n + 2 <= MAX_SEG; i++) {
        float off = gap * ((float)i - (float)lines / 2 + 0.25f * wobble(seed, 10 + i));
        float a = slant + 0.05f * wobble(seed, 200 + i);
        float ux = cosf(a), uy = -sinf(a);
        float px = cx + nx * off, py = cy + ny * off;
        float t0, t1;
        if (!clip_line(rc, px, py, ux, uy, &t0, &t1))
            continue;
        /* a hand stops a little short of the edge, or runs a little past it */
        t0 += gap * 0.3f * wobble(seed, 400 + i);
        t1 += gap * 0.3f * wobble(seed, 600 + i);
        float k0 = 0, k1 = 0;
        int split = clear.w > 0 && clear.h > 0 && stroke_meets_box(keep, px, py, ux, uy, width / 2, &k0, &k1) &&
                    k1 > t0 && k0 < t1;
        float part[2][2] = {{t0, split ? k0 : t1}, {split ? k1 : t1, t1}};
        int parts = split ? 2 : 1, back = i % 2; /* back and forth, as a hand hatches */
        for (int k = 0; k < parts; k++) {
            const float *pk = part[back ? parts - 1 - k : k];
            float a0 = pk[0], a1 = pk[1];
            if (a1 - a0 < width)
                continue;
            float from = back ? a1 : a0, to = back ? a0 : a1;
            seg[n][0] = px + ux * from;
            seg[n][1] = py + uy * from;
            seg[n][2] = px + ux * to;
            seg[n][3] = py + uy * to;
            total += a1 - a0;
            n++;
        }
    }
    float left = pen_length(total, progress);
    for (int k = 0; k < n && left > 0; k++)
        pen_segment(g, seg[k][0], seg[k][1], seg[k][2], seg[k][3], width, c, &left);
}

static int soft_rotate(gfx *g, SDL_Texture *tex, float cx, float cy, float w, float h, float angle,
                       Uint8 alpha);

void gfx_texture_rotated(gfx *g, SDL_Texture *tex, float cx, float cy, float w, float h, float angle,
                         Uint8 alpha)
{
    if (g->software && soft_rotate(g, tex, cx, cy, w, h, angle, alpha))
        return;
    float ca = cosf(angle), sa = sinf(angle), hw = w / 2, hh = h / 2;
    const float corner[4][2] = {{-1, -1}, {1, -1}, {1, 1}, {-1, 1}};
    SDL_Vertex v[4];
    for (int k = 0; k < 4; k++) {
        float x = corner[k][0] * hw, y = corner[k][1] * hh;
        v[k].position.x = cx + x * ca - y * sa;
        v[k].position.y = cy + x * sa + y * ca;
        v[k].color = (SDL_Color){255, 255, 255, alpha};
        v[k].tex_coord.x = corner[k][0] > 0 ? 1.0f : 0.0f;
        v[k].tex_coord.y = corner[k][1] > 0 ? 1.0f : 0.0f;
    }
    static const int idx[6] = {0, 1, 2, 0, 2, 3};
    SDL_RenderGeometry(g->r, tex, v, 4, idx, 6);
}

/* ---- dice ------------------------------------------------------------------------------------ */

void gfx_die(gfx *g, float cx, float cy, float size, float angle, int value, gfx_rgba body,
             gfx_rgba pips, gfx_rgba edge)
{
    static const signed char pip_xy[7][6][2] = {
        {{0, 0}},
        {{0, 0}},
        {{-1, -1}, {1, 1}},
        {{-1, -1}, {0, 0}, {1, 1}},
        {{-1, -1}, {1, -1}, {-1, 1}, {1, 1}},
        {{-1, -1}, {1, -1}, {0, 0}, {-1, 1}, {1, 1}},
        {{-1, -1}, {1, -1}, {-1, 0}, {1, 0}, {-1, 1}, {1, 1}},
    };
    float h = size * 0.5f, ca = cosf(angle), sa = sinf(angle);
    float rad = size * 0.18f;
    /* rounded square, rotated: build the outline then rotate its points */
    SDL_FRect rc = {-h, -h, size, size};
    float xy[2 * 4 * 26];
    int n = round_rect_outline(rc, rad, xy);
    for (int i = 0; i < n; i++) {
        float x = xy[2 * i], y = xy[2 * i + 1];
        xy[2 * i] = cx + x * ca - y * sa;
        xy[2 * i + 1] = cy + x * sa + y * ca;
    }
    /* edge: slightly larger copy */
    float xe[2 * 4 * 26];
    for (int i = 0; i < n; i++) {
        xe[2 * i] = cx + (xy[2 * i] - cx) * 1.08f;
        xe[2 * i + 1] = cy + (xy[2 * i + 1] - cy) * 1.08f;
    }
    fill_outline(g, xe, n, cx, cy, edge);
    fill_outline(g, xy, n, cx, cy, body);
    if (value < 1 || value > 6) {
        /* a blank face with a zero (Raid 7) */
        gfx_ring(g, cx, cy, size * 0.2f, size * 0.07f, pips);
        return;
    }
    int count = value;
    for (int i = 0; i < count; i++) {
        float px = pip_xy[value][i][0] * size * 0.26f, py = pip_xy[value][i][1] * size * 0.26f;
        gfx_circle(g, cx + px * ca - py * sa, cy + px * sa + py * ca, size * 0.085f, pips);
    }
}

/* ---- icons ----------------------------------------------------------------------------------- */

static void house(gfx *g, float cx, float base, float w, float h, float roof, gfx_rgba c)
{
    gfx_rect(g, (SDL_FRect){cx - w / 2, base - h, w, h}, c);
    float tri_xy[6] = {cx - w / 2 - w * 0.08f, base - h, cx + w / 2 + w * 0.08f, base - h, cx,
                       base - h - roof};
    gfx_poly(g, tri_xy, 3, c);
}

/* The resources and the citizen (gfx_icon). Returns 0 for an icon of another kind. */
static int icon_resource(gfx *g, int icon, float cx, float cy, float s, gfx_rgba c)
{
    gfx_rgba hole = {255, 250, 238, c.a};
    switch (icon) {
    case GFX_ICON_INFLUENCE: { /* a wax seal with a crown notch */
        gfx_circle(g, cx, cy, s * 0.38f, c);
        float crown[10] = {cx - s * 0.2f, cy + s * 0.1f, cx - s * 0.2f, cy - s * 0.12f,
                           cx, cy - s * 0.02f, cx + s * 0.2f, cy - s * 0.12f, cx + s * 0.2f,
                           cy + s * 0.1f};
        gfx_poly(g, crown, 5, hole);
        break;
    }
    case GFX_ICON_DENIERS:
        gfx_circle(g, cx, cy, s * 0.38f, c);
        gfx_ring(g, cx, cy, s * 0.27f, s * 0.05f, hole);
        gfx_rect(g, (SDL_FRect){cx - s * 0.04f, cy - s * 0.15f, s * 0.08f, s * 0.3f}, hole);
        break;
    case GFX_ICON_KNOWLEDGE: { /* an open book */
        float l[8] = {cx - s * 0.42f, cy - s * 0.22f, cx - s * 0.03f, cy - s * 0.14f,
                      cx - s * 0.03f, cy + s * 0.3f, cx - s * 0.42f, cy + s * 0.22f};
        float r[8] = {cx + s * 0.03f, cy - s * 0.14f, cx + s * 0.42f, cy - s * 0.22f,
                      cx + s * 0.42f, cy + s * 0.22f, cx + s * 0.03f, cy + s * 0.3f};
        gfx_poly(g, l, 4, c);
        gfx_poly(g, r, 4, c);
        break;
    }
    case GFX_ICON_CITIZEN:
        gfx_circle(g, cx, cy - s * 0.2f, s * 0.15f, c);
        gfx_round_rect(g, (SDL_FRect){cx - s * 0.24f, cy - s * 0.02f, s * 0.48f, s * 0.42f},
                       s * 0.2f, c);
        break;
    default:
        return 0;
    }
    return 1;
}

/* The buildings of the sheet's rows (gfx_icon). Returns 0 for an icon of another kind. */
static int icon_building(gfx *g, int icon, float cx, float cy, float s, gfx_rgba c)
{
    float base = cy + s * 0.42f;
    gfx_rgba hole = {255, 250, 238, c.a};
    switch (icon) {
    case GFX_ICON_FORTRESS:
        gfx_rect(g, (SDL_FRect){cx - s * 0.22f, cy - s * 0.25f, s * 0.44f, s * 0.67f}, c);
        for (int i = 0; i < 3; i++)
            gfx_rect(g, (SDL_FRect){cx - s * 0.3f + (float)i * s * 0.23f, cy - s * 0.4f, s * 0.14f,
                                    s * 0.18f},
                     c);
        gfx_round_rect(g, (SDL_FRect){cx - s * 0.08f, base - s * 0.25f, s * 0.16f, s * 0.25f},
                       s * 0.08f, hole);
        break;
    case GFX_ICON_PALACE:
        house(g, cx, base, s * 0.7f, s * 0.45f, s * 0.3f, c);
        gfx_rect(g, (SDL_FRect){cx - s * 0.06f, base - s * 0.22f, s * 0.12f, s * 0.22f}, hole);
        break;
    case GFX_ICON_GREAT_HALL:
        gfx_rect(g, (SDL_FRect){cx - s * 0.4f, base - s * 0.08f, s * 0.8f, s * 0.08f}, c);
        for (int i = 0; i < 4; i++)
            gfx_rect(g, (SDL_FRect){cx - s * 0.33f + (float)i * s * 0.2f, base - s * 0.5f,
                                    s * 0.07f, s * 0.44f},
                     c);
        {
            float pd[6] = {cx - s * 0.44f, base - s * 0.5f, cx + s * 0.44f, base - s * 0.5f, cx,
                           base - s * 0.78f};
            gfx_poly(g, pd, 3, c);
        }
        break;
    case GFX_ICON_CITY_HALL:
        house(g, cx, base, s * 0.74f, s * 0.38f, s * 0.12f, c);
        gfx_rect(g, (SDL_FRect){cx - s * 0.1f, base - s * 0.72f, s * 0.2f, s * 0.3f}, c);
        gfx_circle(g, cx, base - s * 0.57f, s * 0.05f, hole);
        break;
    case GFX_ICON_CATHEDRAL:
        house(g, cx - s * 0.08f, base, s * 0.5f, s * 0.42f, s * 0.2f, c);
        gfx_rect(g, (SDL_FRect){cx + s * 0.17f, base - s * 0.72f, s * 0.18f, s * 0.72f}, c);
        {
            float sp[6] = {cx + s * 0.15f, base - s * 0.72f, cx + s * 0.37f, base - s * 0.72f,
                           cx + s * 0.26f, base - s * 0.92f};
            gfx_poly(g, sp, 3, c);
        }
        gfx_circle(g, cx - s * 0.08f, base - s * 0.24f, s * 0.09f, hole);
        break;
    case GFX_ICON_BISHOPRIC:
        house(g, cx, base, s * 0.6f, s * 0.4f, s * 0.22f, c);
        gfx_rect(g, (SDL_FRect){cx - s * 0.03f, base - s * 0.34f, s * 0.06f, s * 0.26f}, hole);
        gfx_rect(g, (SDL_FRect){cx - s * 0.1f, base - s * 0.28f, s * 0.2f, s * 0.06f}, hole);
        break;
    default:
        return 0;
    }
    return 1;
}

/* The shield, the bell, the buttons' signs and the colour-blind symbols (gfx_icon). Returns 0 for an icon of another kind. */
static int icon_sign(gfx *g, int icon, float cx, float cy, float s, gfx_rgba c)
{
    switch (icon) {
    case GFX_ICON_SHIELD: {
        float sh[10] = {cx - s * 0.32f, cy - s * 0.36f, cx + s * 0.32f, cy - s * 0.36f,
                        cx + s * 0.3f, cy + s * 0.05f, cx, cy + s * 0.42f, cx - s * 0.3f,
                        cy + s * 0.05f};
        gfx_poly(g, sh, 5, c);
        break;
    }
    case GFX_ICON_BELL: {
        float b[8] = {cx - s * 0.18f, cy - s * 0.2f, cx + s * 0.18f, cy - s * 0.2f,
                      cx + s * 0.34f, cy + s * 0.25f, cx - s * 0.34f, cy + s * 0.25f};
        gfx_circle(g, cx, cy - s * 0.2f, s * 0.18f, c);
        gfx_poly(g, b, 4, c);
        gfx_circle(g, cx, cy + s * 0.33f, s * 0.08f, c);
        break;
    }
    case GFX_ICON_UNDO:
        gfx_arc(g, cx, cy + s * 0.05f, s * 0.26f, s * 0.09f, -GFX_PI * 0.9f, GFX_PI * 0.6f, c);
        {
            float ar[6] = {cx - s * 0.42f, cy - s * 0.05f, cx - s * 0.12f, cy - s * 0.12f,
                           cx - s * 0.32f, cy + s * 0.2f};
            gfx_poly(g, ar, 3, c);
        }
        break;
    case GFX_ICON_LIGHT:
        gfx_circle(g, cx, cy - s * 0.08f, s * 0.26f, c);
        gfx_rect(g, (SDL_FRect){cx - s * 0.12f, cy + s * 0.16f, s * 0.24f, s * 0.2f}, c);
        break;
    case GFX_ICON_SPEAKER:
    case GFX_ICON_MUTED: {
        float sp[8] = {cx - s * 0.34f, cy - s * 0.12f, cx - s * 0.1f, cy - s * 0.12f,
                       cx - s * 0.1f, cy + s * 0.12f, cx - s * 0.34f, cy + s * 0.12f};
        float cone[8] = {cx - s * 0.12f, cy - s * 0.12f, cx + s * 0.1f, cy - s * 0.34f,
                         cx + s * 0.1f, cy + s * 0.34f, cx - s * 0.12f, cy + s * 0.12f};
        gfx_poly(g, sp, 4, c);
        gfx_poly(g, cone, 4, c);
        if (icon == GFX_ICON_SPEAKER) {
            gfx_arc(g, cx + s * 0.12f, cy, s * 0.18f, s * 0.05f, -0.8f, 0.8f, c);
            gfx_arc(g, cx + s * 0.12f, cy, s * 0.3f, s * 0.05f, -0.8f, 0.8f, c);
        } else {
            gfx_line(g, cx + s * 0.18f, cy - s * 0.15f, cx + s * 0.42f, cy + s * 0.15f, s * 0.06f, c);
            gfx_line(g, cx + s * 0.42f, cy - s * 0.15f, cx + s * 0.18f, cy + s * 0.15f, s * 0.06f, c);
        }
        break;
    }
    case GFX_ICON_SQUARE:
        gfx_rect(g, (SDL_FRect){cx - s * 0.3f, cy - s * 0.3f, s * 0.6f, s * 0.6f}, c);
        break;
    case GFX_ICON_TRIANGLE: {
        float t[6] = {cx, cy - s * 0.36f, cx + s * 0.36f, cy + s * 0.28f, cx - s * 0.36f,
                      cy + s * 0.28f};
        gfx_poly(g, t, 3, c);
        break;
    }
    case GFX_ICON_DIAMOND: {
        float d[8] = {cx, cy - s * 0.38f, cx + s * 0.3f, cy, cx, cy + s * 0.38f, cx - s * 0.3f, cy};
        gfx_poly(g, d, 4, c);
        break;
    }
    case GFX_ICON_LOZENGE: {
        float d[12] = {cx - s * 0.5f,  cy,           cx - s * 0.22f, cy - s * 0.29f,
                       cx + s * 0.22f, cy - s * 0.29f, cx + s * 0.5f,  cy,
                       cx + s * 0.22f, cy + s * 0.29f, cx - s * 0.22f, cy + s * 0.29f};
        gfx_poly(g, d, 6, c);
        break;
    }
    default:
        return 0;
    }
    return 1;
}

void gfx_icon(gfx *g, int icon, float cx, float cy, float size, gfx_rgba c)
{
    float s = size;
    if (!icon_resource(g, icon, cx, cy, s, c) && !icon_building(g, icon, cx, cy, s, c))
        icon_sign(g, icon, cx, cy, s, c);
}

/* ---- the caches ------------------------------------------------------------------------------- */

/* Empties a sprite slot. */
static void sprite_drop(struct gfx_cache *c, sprite_slot *t)
{
    if (t->tex)
        SDL_DestroyTexture(t->tex);
    c->sprite_pixels -= t->pixels;
    memset(t, 0, sizeof *t);
}
const char *gfx_init(gfx *g, SDL_Renderer *r, const char *font_dir)
{
    static const char *const files[GFX_FONT_FACES] = {
        "LinLibertine_R.otf", "LinLibertine_RB.otf", "LinLibertine_RI.otf"};
    static char msg[1200];
    memset(g, 0, sizeof *g);
    g->r = r;
    SDL_RendererInfo info;
    g->software = SDL_GetRendererInfo(r, &info) == 0 && (info.flags & SDL_RENDERER_SOFTWARE);
    for (int f = 0; f < GFX_FONT_FACES; f++) {
        snprintf(g->font_path[f], sizeof g->font_path[f], "%s/%s", font_dir, files[f]);
        SDL_RWops *rw = SDL_RWFromFile(g->font_path[f], "rb"); /* UTF-8 paths, on Windows too */
        if (!rw) {
            snprintf(msg, sizeof msg, "missing font file %s", g->font_path[f]);
            return msg;
        }
        SDL_RWclose(rw);
        /* a damaged file fails here, not at the first text (once SDL_ttf is up) */
        TTF_Font *probe = TTF_WasInit() ? TTF_OpenFont(g->font_path[f], 12) : NULL;
        if (TTF_WasInit() && !probe) {
            snprintf(msg, sizeof msg, "the font file %s cannot be read: %s", g->font_path[f], TTF_GetError());
            return msg;
        }
        TTF_CloseFont(probe);
    }
    g->cache = calloc(1, sizeof *g->cache);
    if (!g->cache)
        return "out of memory";
    return NULL;
}

void gfx_shutdown(gfx *g)
{
    if (!g->cache)
        return;
    gfx_textures_lost(g, 1); /* frees every texture */
    SDL_FreeSurface(g->cache->turn_src);
    for (int i = 0; i < g->cache->n_fonts; i++)
        TTF_CloseFont(g->cache->fonts[i].font);
    free(g->cache);
    g->cache = NULL;
}
void *gfx_pick_slot(void *slots, size_t size, int count, unsigned start, size_t busy_at, size_t used_at)
{
    unsigned char *victim = NULL;
    for (unsigned probe = 0; probe < 8; probe++) {
        unsigned char *t = (unsigned char *)slots + (size_t)((start + probe) % (unsigned)count) * size;
        void *busy;
        unsigned used, victim_used = 0;
        memcpy(&busy, t + busy_at, sizeof busy);
        if (!busy)
            return t;
        memcpy(&used, t + used_at, sizeof used);
        if (victim)
            memcpy(&victim_used, victim + used_at, sizeof victim_used);
        if (!victim || used < victim_used)
            victim = t;
    }
    return victim;
}

void gfx_textures_lost(gfx *g, int all)
{
    struct gfx_cache *c = g->cache;
    if (!c)
        return;
    for (int i = 0; i < SPRITE_SLOTS; i++)
        sprite_drop(c, &c->sprites[i]);
    if (!all)
        return;
    if (c->turn_out)
        SDL_DestroyTexture(c->turn_out);
    c->turn_out = NULL;
    c->turn_side = 0;
    for (int i = 0; i < TEXT_SLOTS; i++)
        gfx_text_drop(&c->texts[i]);
}

void gfx_text_trim(gfx *g)
{
    g->frame++;
    struct gfx_cache *c = g->cache;
    c->made = 0;
    if (g->frame % 60)
        return;
    /* Sprites unused for a while go, the least recently used first, but only while the sprites
     * hold more than a few screens' worth of pixels. A die's sprite at each size its roll passes
     * through is used again at a later roll, seconds of animation later, and making one again
     * costs about 0.4 ms on the software renderer, in the very frames that start a roll. */
    int out_w = 0, out_h = 0;
    SDL_GetRendererOutputSize(g->r, &out_w, &out_h);
    long budget = (long)SPRITE_SCREENS_KEPT * out_w * out_h;
    if (budget > SPRITE_PIXELS_ALL / 2)
        budget = SPRITE_PIXELS_ALL / 2;
    while (c->sprite_pixels > budget) {
        sprite_slot *oldest = NULL;
        for (int i = 0; i < SPRITE_SLOTS; i++) {
            sprite_slot *t = &c->sprites[i];
            if (t->tex && g->frame - t->used > SPRITE_KEEP_FRAMES && (!oldest || t->used < oldest->used))
                oldest = t;
        }
        if (!oldest)
            break;
        sprite_drop(c, oldest);
    }
    for (int i = 0; i < TEXT_SLOTS; i++) {
        text_slot *t = &c->texts[i];
        if (t->str && g->frame - t->used > TEXT_KEEP_FRAMES)
            gfx_text_drop(t);
    }
}

/* ---- sprites ------------------------------------------------------------------------------------ */

static unsigned sprite_hash(const unsigned char *key)
{
    unsigned h = 2166136261u;
    for (int i = 0; i < GFX_SPRITE_KEY; i++)
        h = (h ^ key[i]) * 16777619u;
    return h;
}

/* The key padded with zeros to its full size. */
static void sprite_key(unsigned char *out, const void *key, size_t n)
{
    memset(out, 0, GFX_SPRITE_KEY);
    memcpy(out, key, n < GFX_SPRITE_KEY ? n : GFX_SPRITE_KEY);
}

SDL_Texture *gfx_sprite_find(gfx *g, const void *key, size_t n)
{
    unsigned char k[GFX_SPRITE_KEY];
    sprite_key(k, key, n);
    unsigned h = sprite_hash(k);
    for (int probe = 0; probe < 8; probe++) {
        sprite_slot *t = &g->cache->sprites[(h + (unsigned)probe) % SPRITE_SLOTS];
        if (t->tex && t->hash == h && memcmp(t->key, k, GFX_SPRITE_KEY) == 0) {
            t->used = g->frame;
            return t->tex;
        }
    }
    return NULL;
}

int gfx_sprite_begin(gfx *g, const void *key, size_t n, int w, int h, gfx_rgba clear)
{
    struct gfx_cache *c = g->cache;
    if (c->drawing || n > GFX_SPRITE_KEY || w < 1 || h < 1 || (long)w * h > SPRITE_MAX_PIXELS ||
        c->made >= SPRITE_MADE_PER_FRAME)
        return 0;
    unsigned char k[GFX_SPRITE_KEY];
    sprite_key(k, key, n);
    unsigned hash = sprite_hash(k);
    sprite_slot *victim = gfx_pick_slot(c->sprites, sizeof c->sprites[0], SPRITE_SLOTS, hash,
                                    offsetof(sprite_slot, tex), offsetof(sprite_slot, used));
    sprite_drop(c, victim);
    if (c->sprite_pixels + (long)w * h > SPRITE_PIXELS_ALL)
        return 0; /* until unused sprites are dropped */
    victim->tex = SDL_CreateTexture(g->r, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_TARGET, w, h);
    if (!victim->tex)
        return 0;
    victim->pixels = (long)w * h;
    c->sprite_pixels += victim->pixels;
    SDL_SetTextureBlendMode(victim->tex, SDL_BLENDMODE_BLEND);
    c->target = SDL_GetRenderTarget(g->r);
    if (SDL_SetRenderTarget(g->r, victim->tex) != 0) {
        sprite_drop(c, victim);
        return 0;
    }
    SDL_SetRenderDrawBlendMode(g->r, SDL_BLENDMODE_NONE);
    SDL_SetRenderDrawColor(g->r, clear.r, clear.g, clear.b, 0);
    SDL_RenderClear(g->r);
    SDL_SetRenderDrawBlendMode(g->r, SDL_BLENDMODE_BLEND);
    victim->hash = hash;
    memcpy(victim->key, k, GFX_SPRITE_KEY);
    victim->used = g->frame;
    c->drawing = victim;
    c->made++;
    return 1;
}

SDL_Texture *gfx_sprite_end(gfx *g)
{
    struct gfx_cache *c = g->cache;
    sprite_slot *t = c->drawing;
    if (!t)
        return NULL;
    flush(g);
    SDL_SetRenderTarget(g->r, c->target);
    c->drawing = NULL;
    c->target = NULL;
    return t->tex;
}

/* ---- turned textures on the software renderer --------------------------------------------- */

/* Grows soft_rotate's buffers (they only grow) to hold a tw x th source and a side x side
 * output. Returns 0 when they could not be made. */
static int turn_buffers(gfx *g, int tw, int th, int side)
{
    struct gfx_cache *c = g->cache;
    if (!c->turn_src || c->turn_src->w < tw || c->turn_src->h < th) {
        int sw = c->turn_src && c->turn_src->w > tw ? c->turn_src->w : tw;
        int sh = c->turn_src && c->turn_src->h > th ? c->turn_src->h : th;
        SDL_FreeSurface(c->turn_src);
        c->turn_src = SDL_CreateRGBSurfaceWithFormat(0, sw, sh, 32, SDL_PIXELFORMAT_ARGB8888);
        if (!c->turn_src)
            return 0;
    }
    if (!c->turn_out || c->turn_side < side) {
        if (c->turn_out)
            SDL_DestroyTexture(c->turn_out);
        c->turn_out = SDL_CreateTexture(g->r, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_STREAMING, side, side);
        c->turn_side = c->turn_out ? side : 0;
        if (!c->turn_out)
            return 0;
    }
    return 1;
}

void gfx_turn_reserve(gfx *g, int w, int h)
{
    if (g->software && w > 0 && h > 0)
        turn_buffers(g, w, h, 2 * ((int)SDL_ceilf(sqrtf((float)w * (float)w + (float)h * (float)h) / 2) + 1));
}

/* The software renderer's turned textured quads cost about 20 ns a pixel; turning the pixels
 * here, into a streaming texture that is then copied, costs a fraction of that. Returns 0 when
 * it cannot (the texture is not a render target). */
static int soft_rotate(gfx *g, SDL_Texture *tex, float cx, float cy, float w, float h, float angle,
                       Uint8 alpha)
{
    struct gfx_cache *c = g->cache;
    Uint32 format;
    int access, tw, th;
    if (SDL_QueryTexture(tex, &format, &access, &tw, &th) != 0 || access != SDL_TEXTUREACCESS_TARGET ||
        w < 1 || h < 1)
        return 0;
    /* the source's pixels, read back each time (a copy: far cheaper than the turn itself), so
     * a texture drawn again with other pixels, or a new one where a freed one was, is never
     * turned from stale pixels. This buffer and the output only grow, and serve any smaller
     * texture too: textures of several sizes turned in one frame (dice, each at its own scale
     * as it lands) would otherwise make new ones on every call. */
    int half = (int)SDL_ceilf(sqrtf(w * w + h * h) / 2) + 1, side = 2 * half;
    if (!turn_buffers(g, tw, th, side))
        return 0;
    SDL_Texture *old = SDL_GetRenderTarget(g->r);
    int ok = SDL_SetRenderTarget(g->r, tex) == 0 &&
             SDL_RenderReadPixels(g->r, NULL, SDL_PIXELFORMAT_ARGB8888, c->turn_src->pixels,
                                  c->turn_src->pitch) == 0;
    SDL_SetRenderTarget(g->r, old);
    if (!ok)
        return 0;
    void *pixels;
    int pitch;
    SDL_Rect used = {0, 0, side, side};
    if (SDL_LockTexture(c->turn_out, &used, &pixels, &pitch) != 0)
        return 0;
    /* each output pixel's centre, turned back by `angle`, in source pixels (16.16 fixed point) */
    float fx = SDL_floorf(cx), fy = SDL_floorf(cy);
    float ox = cx - fx, oy = cy - fy; /* where the centre falls within its pixel */
    float ca = cosf(angle), sa = sinf(angle), kx = (float)tw / w, ky = (float)th / h;
    const Uint32 *src = c->turn_src->pixels;
    int src_pitch = c->turn_src->pitch / 4;
    Sint64 lim_u = (Sint64)tw << 16, lim_v = (Sint64)th << 16;
    for (int y = 0; y < side; y++) {
        Uint32 *row = (Uint32 *)((Uint8 *)pixels + (size_t)y * (size_t)pitch);
        float dy = (float)(y - half) + 0.5f - oy, dx = (float)(-half) + 0.5f - ox;
        Sint64 u = (Sint64)((( dx * ca + dy * sa) * kx + (float)tw / 2) * 65536.0f);
        Sint64 v = (Sint64)(((-dx * sa + dy * ca) * ky + (float)th / 2) * 65536.0f);
        Sint64 du = (Sint64)(ca * kx * 65536.0f), dv = (Sint64)(-sa * ky * 65536.0f);
        for (int x = 0; x < side; x++, u += du, v += dv)
            row[x] = u >= 0 && v >= 0 && u < lim_u && v < lim_v
                         ? src[(size_t)(v >> 16) * (size_t)src_pitch + (size_t)(u >> 16)]
                         : 0;
    }
    SDL_UnlockTexture(c->turn_out);
    SDL_BlendMode mode = SDL_BLENDMODE_BLEND;
    SDL_GetTextureBlendMode(tex, &mode);
    SDL_SetTextureBlendMode(c->turn_out, mode);
    SDL_SetTextureAlphaMod(c->turn_out, alpha);
    SDL_Rect dst = {(int)fx - half, (int)fy - half, side, side};
    SDL_RenderCopy(g->r, c->turn_out, &used, &dst);
    /* the copy is only queued: run it before the next call rewrites the pixels */
    SDL_RenderFlush(g->r);
    return 1;
}
