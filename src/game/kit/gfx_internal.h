/* gfx_internal.h — the cache gfx.c and gfx_text.c share (not for the screens): the fonts open at
 * each size, the rendered strings, the sprites, and the software renderer's turned texture. */
#ifndef GFX_INTERNAL_H
#define GFX_INTERNAL_H

#include "kit/gfx.h"

#define FONT_SLOTS 48
#define TEXT_SLOTS 512
#define TEXT_KEEP_FRAMES 240

typedef struct font_slot {
    int face, px;
    TTF_Font *font;
} font_slot;

typedef struct text_slot {
    unsigned hash;
    int face, px;
    gfx_rgba colour;
    char *str;
    SDL_Texture *tex;
    int w, h;
    unsigned used;
} text_slot;

#define SPRITE_SLOTS 512
#define SPRITE_KEEP_FRAMES 240
#define SPRITE_SCREENS_KEPT 4 /* sprites unused for SPRITE_KEEP_FRAMES stay while all the sprites
                               * hold no more pixels than this many screens */
#define SPRITE_MAX_PIXELS (640 * 640)
#define SPRITE_PIXELS_ALL (16L * 1024 * 1024) /* all sprites together: 64 MB */
#define SPRITE_MADE_PER_FRAME 48 /* past this, a frame draws directly (e.g. a shape that changes
                                  * every frame, which a cache would only slow down) */

typedef struct sprite_slot {
    unsigned hash;
    unsigned char key[GFX_SPRITE_KEY];
    SDL_Texture *tex;
    long pixels;
    unsigned used;
} sprite_slot;

struct gfx_cache {
    font_slot fonts[FONT_SLOTS];
    int n_fonts;
    text_slot texts[TEXT_SLOTS];
    sprite_slot sprites[SPRITE_SLOTS];
    SDL_Surface *turn_src;     /* soft_rotate: the pixels of the texture it turns */
    SDL_Texture *turn_out;     /* soft_rotate's output, turn_side pixels square */
    int turn_side;
    sprite_slot *drawing;  /* the sprite between gfx_sprite_begin and gfx_sprite_end */
    SDL_Texture *target;   /* the render target to restore then */
    int made;              /* sprites made this frame */
    long sprite_pixels;    /* of all the sprites kept */
};

/* The slot to fill in the probe window of a cache (8 slots from `start`, wrapping at `count`):
 * a free one (its pointer at `busy_at` is NULL), else the least recently used (the unsigned at
 * `used_at`). */
void *gfx_pick_slot(void *slots, size_t size, int count, unsigned start, size_t busy_at,
                    size_t used_at);
/* Empties a string's slot (its texture and text freed). */
void gfx_text_drop(text_slot *t);

#endif
