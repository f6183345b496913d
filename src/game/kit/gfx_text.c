/* gfx_text.c — text through SDL_ttf (gfx.h): the fonts open at each size, each string rendered
 * once into a texture and kept while it is drawn, sizes, wrapping by words, shrinking to fit, and
 * whether a font has every glyph of a text. */
#include <SDL_ttf.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kit/gfx.h"
#include "kit/gfx_internal.h"

void gfx_text_drop(text_slot *t)
{
    if (t->tex)
        SDL_DestroyTexture(t->tex);
    free(t->str);
    memset(t, 0, sizeof *t);
}
static TTF_Font *font_of(gfx *g, int face, float px)
{
    int size = (int)(px + 0.5f);
    if (size < 6)
        size = 6;
    struct gfx_cache *c = g->cache;
    for (int i = 0; i < c->n_fonts; i++)
        if (c->fonts[i].face == face && c->fonts[i].px == size)
            return c->fonts[i].font;
    if (c->n_fonts == FONT_SLOTS) { /* a burst of window resizes: start over */
        for (int i = 0; i < TEXT_SLOTS; i++)
            gfx_text_drop(&c->texts[i]);
        for (int i = 0; i < c->n_fonts; i++)
            TTF_CloseFont(c->fonts[i].font);
        c->n_fonts = 0;
    }
    TTF_Font *f = TTF_OpenFont(g->font_path[face], size);
    if (!f) {
        SDL_Log("font %s: %s", g->font_path[face], TTF_GetError());
        return NULL;
    }
    /* light hinting (vertical only): the full hinting rounds each glyph's advance on its own,
     * which opened gaps inside words at some sizes ("Cathe dral") */
    TTF_SetFontHinting(f, TTF_HINTING_LIGHT);
    c->fonts[c->n_fonts++] = (font_slot){face, size, f};
    return f;
}
static unsigned hash_str(const char *s, int face, int px, gfx_rgba c)
{
    unsigned h = 2166136261u ^ (unsigned)face * 31u ^ (unsigned)px * 131u;
    h ^= (unsigned)c.r | (unsigned)c.g << 8 | (unsigned)c.b << 16 | (unsigned)c.a << 24;
    for (; *s; s++)
        h = (h ^ (unsigned char)*s) * 16777619u;
    return h;
}

static text_slot *text_of(gfx *g, int face, float px, const char *utf8, gfx_rgba colour)
{
    if (!utf8 || !*utf8)
        return NULL;
    int size = (int)(px + 0.5f);
    unsigned h = hash_str(utf8, face, size, colour);
    struct gfx_cache *c = g->cache;
    int idx = (int)(h % TEXT_SLOTS);
    for (int probe = 0; probe < 8; probe++) {
        text_slot *t = &c->texts[(idx + probe) % TEXT_SLOTS];
        if (t->str && t->hash == h && t->face == face && t->px == size &&
            memcmp(&t->colour, &colour, sizeof colour) == 0 && strcmp(t->str, utf8) == 0) {
            t->used = g->frame;
            return t;
        }
    }
    text_slot *victim = gfx_pick_slot(c->texts, sizeof c->texts[0], TEXT_SLOTS, (unsigned)idx,
                                  offsetof(text_slot, str), offsetof(text_slot, used));
    gfx_text_drop(victim);
    TTF_Font *f = font_of(g, face, px);
    if (!f)
        return NULL;
    SDL_Color sc = {colour.r, colour.g, colour.b, colour.a};
    SDL_Surface *surf = TTF_RenderUTF8_Blended(f, utf8, sc);
    if (!surf)
        return NULL;
    victim->tex = SDL_CreateTextureFromSurface(g->r, surf);
    victim->w = surf->w;
    victim->h = surf->h;
    SDL_FreeSurface(surf);
    if (!victim->tex)
        return NULL;
    size_t len = strlen(utf8);
    victim->str = malloc(len + 1);
    if (!victim->str) {
        SDL_DestroyTexture(victim->tex);
        victim->tex = NULL;
        return NULL;
    }
    memcpy(victim->str, utf8, len + 1);
    victim->hash = h;
    victim->face = face;
    victim->px = size;
    victim->colour = colour;
    victim->used = g->frame;
    return victim;
}

float gfx_text(gfx *g, int face, float px, const char *utf8, float x, float y, int align,
               gfx_rgba c)
{
    text_slot *t = text_of(g, face, px, utf8, c);
    if (!t)
        return 0;
    float w = (float)t->w, h = (float)t->h;
    if ((align & 3) == GFX_CENTER)
        x -= w / 2;
    else if ((align & 3) == GFX_RIGHT)
        x -= w;
    if (align & GFX_MIDDLE)
        y -= h / 2;
    else if (align & GFX_BOTTOM)
        y -= h;
    SDL_FRect dst = {SDL_floorf(x), SDL_floorf(y), w, h};
    SDL_RenderCopyF(g->r, t->tex, NULL, &dst);
    return w;
}

void gfx_text_size(gfx *g, int face, float px, const char *utf8, float *w, float *h)
{
    int iw = 0, ih = 0;
    TTF_Font *f = font_of(g, face, px);
    if (f && utf8 && *utf8)
        TTF_SizeUTF8(f, utf8, &iw, &ih);
    else if (f)
        ih = TTF_FontHeight(f);
    if (w)
        *w = (float)iw;
    if (h)
        *h = (float)ih;
}

size_t gfx_wrap_line(gfx *g, int face, float px, const char *utf8, float width)
{
    char line[512];
    const char *p = utf8;
    if (*p == '\n')
        return 0; /* an empty line */
    /* take words while they fit */
    size_t best = 0, len = 0;
    for (;;) {
        size_t next = len;
        while (p[next] == ' ')
            next++;
        while (p[next] && p[next] != ' ' && p[next] != '\n')
            next++;
        if (next >= sizeof line)
            break;
        memcpy(line, p, next);
        line[next] = 0;
        float w;
        gfx_text_size(g, face, px, line, &w, NULL);
        if (w > width && best > 0)
            break;
        best = next;
        len = next;
        if (!p[next] || p[next] == '\n')
            break;
    }
    if (best == 0) { /* one word longer than the buffer: cut it between characters */
        best = strlen(p) < sizeof line - 1 ? strlen(p) : sizeof line - 1;
        while (best > 1 && p[best] && ((unsigned char)p[best] & 0xC0) == 0x80)
            best--;
    }
    return best;
}

const char *gfx_wrap_skip(const char *utf8)
{
    while (*utf8 == ' ')
        utf8++;
    return *utf8 == '\n' ? utf8 + 1 : utf8;
}

float gfx_text_wrapped(gfx *g, int face, float px, const char *utf8, float x, float y,
                       float width, int align, gfx_rgba c)
{
    char line[512];
    float lh = 0, used = 0;
    gfx_text_size(g, face, px, "Ag", NULL, &lh);
    const char *p = utf8;
    while (*p) {
        size_t n = gfx_wrap_line(g, face, px, p, width);
        snprintf(line, sizeof line, "%.*s", (int)n, p);
        float lx = (align & 3) == GFX_CENTER ? x + width / 2 : (align & 3) == GFX_RIGHT ? x + width : x;
        gfx_text(g, face, px, line, lx, y + used, align & 3, c);
        used += lh;
        p = gfx_wrap_skip(p + n);
    }
    return used;
}

float gfx_fit_px(gfx *g, int face, float px, const char *utf8, float max_w, float scale)
{
    float sc = scale > 0 ? scale : 1, w = 0;
    gfx_text_size(g, face, px * sc, utf8, &w, NULL);
    w /= sc;
    return w > max_w && w > 0 ? px * max_w / w : px;
}

int gfx_text_covered(gfx *g, int face, const char *utf8)
{
    TTF_Font *f = font_of(g, face, 20);
    if (!f)
        return 0;
    const unsigned char *s = (const unsigned char *)utf8;
    while (*s) {
        Uint32 cp;
        int n;
        if (*s < 0x80) {
            cp = *s;
            n = 1;
        } else if ((*s & 0xE0) == 0xC0) {
            cp = *s & 0x1F;
            n = 2;
        } else if ((*s & 0xF0) == 0xE0) {
            cp = *s & 0x0F;
            n = 3;
        } else {
            cp = *s & 0x07;
            n = 4;
        }
        for (int i = 1; i < n; i++) {
            if ((s[i] & 0xC0) != 0x80)
                return 0;
            cp = (cp << 6) | (s[i] & 0x3F);
        }
        s += n;
        if (cp >= 0x20 && cp != 0xA0 && cp <= 0xFFFF && !TTF_GlyphIsProvided(f, (Uint16)cp))
            return 0;
    }
    return 1;
}
