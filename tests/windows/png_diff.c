/* png_diff.c — compares two pictures pixel by pixel (a test tool of the Windows build):
 *
 *   png_diff A.png B.png MAX_PIXELS [DIFF.png]
 *
 * Prints the size, the number of pixels that differ and the largest difference of one channel;
 * exits 0 when the sizes match and at most MAX_PIXELS pixels differ, 1 otherwise, 2 when a
 * picture cannot be read. DIFF.png, when given and the pictures differ, shows the differing
 * pixels in red over a faded copy of A. */
#define SDL_MAIN_HANDLED
#include <SDL.h>
#include <SDL_image.h>
#include <stdio.h>
#include <stdlib.h>

static SDL_Surface *load_rgba(const char *path)
{
    SDL_Surface *s = IMG_Load(path);
    if (!s) {
        fprintf(stderr, "png_diff: cannot read %s: %s\n", path, IMG_GetError());
        return NULL;
    }
    SDL_Surface *c = SDL_ConvertSurfaceFormat(s, SDL_PIXELFORMAT_RGBA32, 0);
    SDL_FreeSurface(s);
    if (!c)
        fprintf(stderr, "png_diff: cannot convert %s: %s\n", path, SDL_GetError());
    return c;
}

int main(int argc, char **argv)
{
    if (argc != 4 && argc != 5) {
        fprintf(stderr, "usage: png_diff A.png B.png MAX_PIXELS [DIFF.png]\n");
        return 2;
    }
    long max_pixels = strtol(argv[3], NULL, 10);
    SDL_Surface *a = load_rgba(argv[1]), *b = load_rgba(argv[2]);
    if (!a || !b)
        return 2;
    if (a->w != b->w || a->h != b->h) {
        printf("png_diff: sizes differ: %dx%d and %dx%d\n", a->w, a->h, b->w, b->h);
        return 1;
    }
    long differ = 0;
    int worst = 0;
    for (int y = 0; y < a->h; y++) {
        Uint8 *pa = (Uint8 *)a->pixels + (size_t)y * (size_t)a->pitch;
        const Uint8 *pb = (const Uint8 *)b->pixels + (size_t)y * (size_t)b->pitch;
        for (int x = 0; x < a->w; x++, pa += 4, pb += 4) {
            int d = 0;
            for (int c = 0; c < 4; c++) {
                int e = abs((int)pa[c] - (int)pb[c]);
                if (e > d)
                    d = e;
            }
            if (d > worst)
                worst = d;
            if (d) {
                differ++;
                pa[0] = 255, pa[1] = 0, pa[2] = 0, pa[3] = 255;
            } else {
                pa[0] = (Uint8)(pa[0] / 4 + 191), pa[1] = (Uint8)(pa[1] / 4 + 191);
                pa[2] = (Uint8)(pa[2] / 4 + 191);
            }
        }
    }
    printf("png_diff: %dx%d, %ld pixels differ (at most %ld allowed), largest channel difference %d\n",
           a->w, a->h, differ, max_pixels, worst);
    if (differ && argc == 5 && IMG_SavePNG(a, argv[4]) != 0)
        fprintf(stderr, "png_diff: cannot write %s: %s\n", argv[4], IMG_GetError());
    SDL_FreeSurface(a);
    SDL_FreeSurface(b);
    return differ <= max_pixels ? 0 : 1;
}
