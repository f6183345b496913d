/* sfx.h — the game's sounds through SDL2_mixer. A missing sound file, or no audio device at all,
 * warns once and the game goes on silently. */
#ifndef SFX_H
#define SFX_H

enum {
    SFX_DICE_ROLL = 0, /* dice tumbling */
    SFX_DIE_LAND,      /* a die lands on its slot */
    SFX_PEN,           /* a cross or an outline */
    SFX_PEN_CIRCLE,    /* a circle */
    SFX_BELL,          /* the end of a day */
    SFX_CLICK,         /* a button */
    SFX_REFUSE,        /* an illegal action */
    SFX_FANFARE,       /* an achievement */
    SFX_COUNT
};

struct Mix_Chunk;

typedef struct sfx {
    int open;                         /* the audio device is open */
    int muted;
    int volume;                       /* 0..100 */
    struct Mix_Chunk *chunk[SFX_COUNT];
    int loaded;                       /* the sounds loaded so far (each decoded whole) */
    char dir[1024];
} sfx;

/* Opens the audio device and loads the sounds from `sound_dir`; never fails hard. */
void sfx_init(sfx *s, const char *sound_dir);
/* The same in steps: the device opened, then one sound decoded per call of sfx_load_next, which
 * says whether more are to come (a sound not loaded yet is not played). */
void sfx_open(sfx *s, const char *sound_dir);
int sfx_load_next(sfx *s);
void sfx_shutdown(sfx *s);
void sfx_play(sfx *s, int id);
void sfx_set_volume(sfx *s, int volume);

#endif
