/* check_png.c — says whether a screenshot of troyes-dice shows something: the picture must have
 * many distinct colours, and each named region must not be uniform (a blank or half-drawn frame
 * fails). Used by the game_screen_* tests (tests/game/check_screen.cmake).
 *
 *   check_png FILE [--min-colours N] [--top] [--region NAME:X,Y,W,H[:MIN]]...
 *             [--plain NAME:X,Y,W,H[:MAX]]... [--like NAME:X1,Y1,X2,Y2[:TOL]]...
 *
 * Regions are in the game's design units (1280 x 720, letterboxed into the picture the way the
 * game lays out its screens: centred, or with --top, before the regions that need it, at the top
 * of a taller picture, as the screens with a top bar are); MIN is how many distinct colours the
 * region needs (default 8). A --plain region is the opposite: nothing drawn over it, at most MAX
 * distinct colours (default 2), e.g. the table between two panels that a text must not cross.
 * A --like pair is two points of one thing that must look alike, each channel at most TOL apart
 * (default 24): e.g. a part of a shape against a part of it something might be drawn over.
 * Exit status: 0 all checks pass, 1 a check failed (each failure is printed), 2 bad usage or an
 * unreadable file.
 */
#define SDL_MAIN_HANDLED
#include <SDL.h>
#include <SDL_image.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define DESIGN_W 1280.0f
#define DESIGN_H 720.0f

/* Distinct 24-bit colours, counted with a bit per colour (2 MiB). */
typedef struct colour_set {
    unsigned char *bits;
    long count;
} colour_set;

static int set_open(colour_set *s)
{
    s->bits = calloc(1u << 21, 1);
    s->count = 0;
    return s->bits != NULL;
}

static void set_add(colour_set *s, Uint32 rgb)
{
    rgb &= 0xFFFFFFu;
    unsigned char m = (unsigned char)(1u << (rgb & 7u));
    if (!(s->bits[rgb >> 3] & m)) {
        s->bits[rgb >> 3] |= m;
        s->count++;
    }
}

static void set_clear(colour_set *s)
{
    memset(s->bits, 0, 1u << 21);
    s->count = 0;
}

/* Counts the distinct colours of the pixel rectangle (clipped to the picture). */
static long colours_in(colour_set *s, const SDL_Surface *img, int x0, int y0, int w, int h)
{
    set_clear(s);
    int x1 = x0 + w, y1 = y0 + h;
    if (x0 < 0)
        x0 = 0;
    if (y0 < 0)
        y0 = 0;
    if (x1 > img->w)
        x1 = img->w;
    if (y1 > img->h)
        y1 = img->h;
    for (int y = y0; y < y1; y++) {
        const Uint32 *row = (const Uint32 *)((const Uint8 *)img->pixels + (size_t)y * (size_t)img->pitch);
        for (int x = x0; x < x1; x++)
            set_add(s, row[x]);
    }
    return s->count;
}

static int usage(void)
{
    fputs("usage: check_png FILE [--min-colours N] [--top] [--region NAME:X,Y,W,H[:MIN]]... "
          "[--plain NAME:X,Y,W,H[:MAX]]... [--like NAME:X1,Y1,X2,Y2[:TOL]]...\n",
          stderr);
    return 2;
}

int main(int argc, char **argv)
{
    if (argc < 2)
        return usage();
    const char *file = argv[1];
    SDL_SetMainReady();
    SDL_Surface *raw = IMG_Load(file);
    if (!raw) {
        fprintf(stderr, "check_png: cannot read %s: %s\n", file, IMG_GetError());
        return 2;
    }
    /* ARGB8888: the low 24 bits of a pixel are its colour, whatever the file's format */
    SDL_Surface *img = SDL_ConvertSurfaceFormat(raw, SDL_PIXELFORMAT_ARGB8888, 0);
    SDL_FreeSurface(raw);
    colour_set set;
    if (!img || !set_open(&set)) {
        fprintf(stderr, "check_png: out of memory\n");
        SDL_FreeSurface(img);
        return 2;
    }
    float scale = (float)img->w / DESIGN_W < (float)img->h / DESIGN_H ? (float)img->w / DESIGN_W
                                                                       : (float)img->h / DESIGN_H;
    float off_x = ((float)img->w - DESIGN_W * scale) * 0.5f, off_y = ((float)img->h - DESIGN_H * scale) * 0.5f;
    long total = colours_in(&set, img, 0, 0, img->w, img->h);
    printf("check_png: %s: %dx%d, %ld distinct colours\n", file, img->w, img->h, total);
    int failed = 0, rc = 0;
    for (int i = 2; i < argc && !rc; i++) {
        if (!strcmp(argv[i], "--min-colours") && i + 1 < argc) {
            long want = strtol(argv[++i], NULL, 10);
            if (total < want) {
                printf("FAIL: %ld distinct colours, fewer than %ld: the picture is (nearly) blank\n", total, want);
                failed++;
            }
        } else if (!strcmp(argv[i], "--top")) {
            off_y = off_y > 0 ? 0 : off_y;
        } else if ((!strcmp(argv[i], "--region") || !strcmp(argv[i], "--plain")) && i + 1 < argc) {
            int plain = !strcmp(argv[i], "--plain");
            char name[64];
            float x, y, w, h;
            int bound = plain ? 2 : 8, n = 0;
            const char *spec = argv[++i];
            if (sscanf(spec, "%63[^:]:%f,%f,%f,%f%n", name, &x, &y, &w, &h, &n) != 5) {
                fprintf(stderr, "check_png: bad region '%s'\n", spec);
                rc = usage();
                break;
            }
            if (spec[n] == ':')
                bound = atoi(spec + n + 1);
            long got = colours_in(&set, img, (int)(off_x + x * scale), (int)(off_y + y * scale), (int)(w * scale),
                                  (int)(h * scale));
            int ok = plain ? got <= bound : got >= bound;
            printf("%s: region %s (%g,%g %gx%g): %ld colours (want %s %d)\n", ok ? "ok" : "FAIL", name, x, y, w, h,
                   got, plain ? "<=" : ">=", bound);
            failed += !ok;
        } else if (!strcmp(argv[i], "--like") && i + 1 < argc) {
            char name[64];
            float x1, y1, x2, y2;
            int tol = 24, n = 0;
            const char *spec = argv[++i];
            if (sscanf(spec, "%63[^:]:%f,%f,%f,%f%n", name, &x1, &y1, &x2, &y2, &n) != 5) {
                fprintf(stderr, "check_png: bad pair '%s'\n", spec);
                rc = usage();
                break;
            }
            if (spec[n] == ':')
                tol = atoi(spec + n + 1);
            Uint32 c[2];
            float px[2] = {x1, x2}, py[2] = {y1, y2};
            for (int k = 0; k < 2; k++) {
                int ix = (int)(off_x + px[k] * scale), iy = (int)(off_y + py[k] * scale);
                ix = ix < 0 ? 0 : ix >= img->w ? img->w - 1 : ix;
                iy = iy < 0 ? 0 : iy >= img->h ? img->h - 1 : iy;
                c[k] = ((const Uint32 *)((const Uint8 *)img->pixels + (size_t)iy * (size_t)img->pitch))[ix];
            }
            int worst = 0;
            for (int sh = 0; sh < 24; sh += 8) {
                int d = (int)(c[0] >> sh & 0xFFu) - (int)(c[1] >> sh & 0xFFu);
                worst = d < 0 ? -d > worst ? -d : worst : d > worst ? d : worst;
            }
            int ok = worst <= tol;
            printf("%s: pair %s (%g,%g) #%06x and (%g,%g) #%06x: %d apart (want <= %d)\n", ok ? "ok" : "FAIL", name,
                   x1, y1, (unsigned)(c[0] & 0xFFFFFFu), x2, y2, (unsigned)(c[1] & 0xFFFFFFu), worst, tol);
            failed += !ok;
        } else {
            fprintf(stderr, "check_png: unknown argument '%s'\n", argv[i]);
            rc = usage();
        }
    }
    free(set.bits);
    SDL_FreeSurface(img);
    IMG_Quit();
    if (rc)
        return rc;
    return failed ? 1 : 0;
}
