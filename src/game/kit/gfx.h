/* gfx.h — drawing primitives of the game on SDL_Renderer: filled and feathered shapes built with
 * SDL_RenderGeometry (circles, rings, arcs, rounded rectangles, thick strokes, polygons), dice
 * with pips, icons drawn in code, and text through SDL_ttf with a cache of rendered strings.
 *
 * Coordinates are in output pixels (floats). Colours are gfx_rgba (straight alpha). Nothing here
 * knows about the game's rules; icons only draw shapes they are asked for.
 *
 * Ownership: gfx owns the fonts it opens and the text textures it caches; callers never free
 * them. A texture returned by gfx_text is valid until the next gfx_text_trim() (end of frame).
 */
#ifndef GFX_H
#define GFX_H

#include <SDL.h>
#include <SDL_ttf.h>

#define GFX_PI 3.14159265358979323846f

typedef struct gfx_rgba {
    Uint8 r, g, b, a;
} gfx_rgba;

static inline gfx_rgba gfx_rgb(Uint8 r, Uint8 g, Uint8 b) { return (gfx_rgba){r, g, b, 255}; }
static inline gfx_rgba gfx_alpha(gfx_rgba c, float a)
{
    c.a = (Uint8)(c.a * (a < 0 ? 0 : a > 1 ? 1 : a));
    return c;
}
gfx_rgba gfx_mix(gfx_rgba a, gfx_rgba b, float t);

/* Font faces shipped in assets/fonts. */
enum { GFX_FONT_REGULAR = 0, GFX_FONT_BOLD = 1, GFX_FONT_ITALIC = 2, GFX_FONT_FACES = 3 };
/* Text alignment (horizontal | vertical). */
enum {
    GFX_LEFT = 0, GFX_CENTER = 1, GFX_RIGHT = 2,
    GFX_TOP = 0, GFX_MIDDLE = 4, GFX_BOTTOM = 8
};

struct gfx_cache; /* fonts by size, rendered strings, sprites (gfx_internal.h) */

typedef struct gfx {
    SDL_Renderer *r;
    char font_path[GFX_FONT_FACES][1024];
    struct gfx_cache *cache; /* owned */
    unsigned frame;          /* counts gfx_text_trim calls */
    int software;            /* the renderer is SDL's software one */
} gfx;

/* Opens nothing yet: records the renderer and the font files (regular, bold, italic) under
 * `font_dir`. Returns NULL or a message naming the missing file. */
const char *gfx_init(gfx *g, SDL_Renderer *r, const char *font_dir);
void gfx_shutdown(gfx *g);

/* Shapes. `feather` softens the edge over that many pixels (0 for a hard edge). */
void gfx_circle(gfx *g, float cx, float cy, float radius, gfx_rgba c);
void gfx_ring(gfx *g, float cx, float cy, float radius, float width, gfx_rgba c);
/* Arc of a ring from angle a0 to a1 (radians, 0 = right, clockwise on screen). */
void gfx_arc(gfx *g, float cx, float cy, float radius, float width, float a0, float a1, gfx_rgba c);
/* Annular sector (a wedge of a ring) from r0 to r1, a0 to a1; colours inner and outer. */
void gfx_sector(gfx *g, float cx, float cy, float r0, float r1, float a0, float a1, gfx_rgba inner,
                gfx_rgba outer);
void gfx_rect(gfx *g, SDL_FRect rc, gfx_rgba c);
void gfx_round_rect(gfx *g, SDL_FRect rc, float radius, gfx_rgba c);
void gfx_round_frame(gfx *g, SDL_FRect rc, float radius, float width, gfx_rgba c);
void gfx_line(gfx *g, float x0, float y0, float x1, float y1, float width, gfx_rgba c);
/* Convex polygon (n ≤ 32 points, xy pairs). */
void gfx_poly(gfx *g, const float *xy, int n, gfx_rgba c);

/* A texture drawn as a rotated quad centred on (cx, cy), w × h pixels, angle in radians. On the
 * software renderer a target texture is turned here instead, from its pixels read back. */
void gfx_texture_rotated(gfx *g, SDL_Texture *tex, float cx, float cy, float w, float h, float angle,
                         Uint8 alpha);
/* Makes ready, on the software renderer, what turning a w x h texture (drawn at its own size or
 * smaller) needs, so that its first turn makes nothing: for a texture that will turn in play. */
void gfx_turn_reserve(gfx *g, int w, int h);

/* Hand-drawn pen marks, drawn up to `progress` (0..1) of their stroke, wobble from `seed`. */
void gfx_pen_circle(gfx *g, float cx, float cy, float radius, float width, float progress,
                    unsigned seed, gfx_rgba c);
void gfx_pen_cross(gfx *g, SDL_FRect rc, float width, float progress, unsigned seed, gfx_rgba c);
void gfx_pen_outline(gfx *g, SDL_FRect rc, float width, float progress, unsigned seed,
                     gfx_rgba c);
/* Hatching: slanted strokes `gap` apart across rc, each broken where it would cross `clear` (a
 * box left clear, with room for the strokes' width; none if empty), drawn one after another, back
 * and forth, up to `progress` (0..1) of their length. At most 48 strokes. */
void gfx_pen_hatch(gfx *g, SDL_FRect rc, SDL_FRect clear, float width, float gap, float progress,
                   unsigned seed, gfx_rgba c);

/* A die: rounded square of side `size`, `value` pips (1..6; 0 draws a blank face with "0"),
 * body and pip colours. */
void gfx_die(gfx *g, float cx, float cy, float size, float angle, int value, gfx_rgba body,
             gfx_rgba pips, gfx_rgba edge);

/* Icons drawn in code, centred on (cx, cy) in a box of side `size`. */
enum {
    GFX_ICON_INFLUENCE = 0, /* a seal / crown-like token */
    GFX_ICON_DENIERS,       /* a coin */
    GFX_ICON_KNOWLEDGE,     /* a book */
    GFX_ICON_CITIZEN,       /* a person */
    GFX_ICON_FORTRESS,      /* a tower */
    GFX_ICON_PALACE,        /* a manor */
    GFX_ICON_GREAT_HALL,    /* a hall with columns */
    GFX_ICON_CITY_HALL,     /* a house with a belfry */
    GFX_ICON_CATHEDRAL,     /* a church with a rose window */
    GFX_ICON_BISHOPRIC,     /* a house with a cross */
    GFX_ICON_SHIELD,        /* protection */
    GFX_ICON_BELL,
    GFX_ICON_UNDO,
    GFX_ICON_LIGHT,         /* hint */
    GFX_ICON_SPEAKER,
    GFX_ICON_MUTED,
    GFX_ICON_SQUARE,        /* colour-blind shape of red */
    GFX_ICON_TRIANGLE,      /* ... of yellow */
    GFX_ICON_DIAMOND,       /* ... of white */
    GFX_ICON_LOZENGE,       /* a link's badge: a flat hexagon, pointed left and right */
    GFX_ICONS
};
void gfx_icon(gfx *g, int icon, float cx, float cy, float size, gfx_rgba c);

/* Text. `px` is the font size in output pixels. Returns the drawn width. */
float gfx_text(gfx *g, int face, float px, const char *utf8, float x, float y, int align,
               gfx_rgba c);
/* Measures a string without drawing it. */
void gfx_text_size(gfx *g, int face, float px, const char *utf8, float *w, float *h);
/* The first line of `utf8` wrapped to `width` output pixels at `px`: its length in bytes (it
 * breaks at a space or a '\n'; a word wider than `width` is a line of its own). The next line
 * starts at gfx_wrap_skip(utf8 + length). 0 for an empty text. */
size_t gfx_wrap_line(gfx *g, int face, float px, const char *utf8, float width);
const char *gfx_wrap_skip(const char *utf8);
/* Draws text wrapped to `width` (lines as gfx_wrap_line breaks them); returns the height used. */
float gfx_text_wrapped(gfx *g, int face, float px, const char *utf8, float x, float y,
                       float width, int align, gfx_rgba c);
/* `px` (design units), or smaller so that `utf8` is at most `max_w` design units wide when
 * drawn at `scale` output pixels per design unit. */
float gfx_fit_px(gfx *g, int face, float px, const char *utf8, float max_w, float scale);
/* Whether the face has a glyph for every code point of the string (for the language test). */
int gfx_text_covered(gfx *g, int face, const char *utf8);
/* Drops cached strings unused for a while, and sprites unused for a while when they hold more
 * than a few screens of pixels; call once per drawn frame. */
void gfx_text_trim(gfx *g);
/* The renderer lost what its target textures held (`all`: every texture): drops the sprites,
 * and with `all` the cached strings too, so that they are drawn again. */
void gfx_textures_lost(gfx *g, int all);

/* Sprites: drawings kept as textures, so that a shape drawn again and again (every frame, or into
 * a layer that is redrawn) costs one texture copy instead of many blended triangles. A sprite is
 * named by a key of the caller's (at most GFX_SPRITE_KEY bytes, compared exactly), which must
 * say everything the drawing depends on.
 *
 * gfx_sprite_find returns the texture of `key`, or NULL. gfx_sprite_begin makes a new w × h
 * sprite of `key` the render target, cleared to `clear` (give it the colour of the drawing's
 * soft outer edge, with alpha 0, so that the edge keeps its colour when the sprite is blended);
 * it returns 0 when no sprite can be made (too large, too many made this frame, no memory): draw
 * directly then. gfx_sprite_end restores the render target and returns the new texture. Textures
 * stay owned by gfx and valid until the next gfx_text_trim(). */
#define GFX_SPRITE_KEY 64
SDL_Texture *gfx_sprite_find(gfx *g, const void *key, size_t n);
int gfx_sprite_begin(gfx *g, const void *key, size_t n, int w, int h, gfx_rgba clear);
SDL_Texture *gfx_sprite_end(gfx *g);

#endif
