/* sfx.c — loading and playing the game's sounds (see sfx.h). */
#include "shell/sfx.h"

#include <SDL.h>
#include <SDL_mixer.h>
#include <stdio.h>
#include <string.h>

static const char *const sound_file[SFX_COUNT] = {
    "dice-roll.ogg", "die-land.ogg", "pen-stroke.ogg", "pen-circle.ogg",
    "bell.ogg",      "click.ogg",    "refuse.ogg",     "fanfare.ogg",
};

void sfx_open(sfx *s, const char *sound_dir)
{
    memset(s, 0, sizeof *s);
    s->volume = 80;
    snprintf(s->dir, sizeof s->dir, "%s", sound_dir);
    if (SDL_InitSubSystem(SDL_INIT_AUDIO) != 0) {
        SDL_Log("sound: no audio (%s); playing silently", SDL_GetError());
        return;
    }
    Mix_Init(MIX_INIT_OGG);
    if (Mix_OpenAudio(44100, AUDIO_S16SYS, 2, 1024) != 0) {
        SDL_Log("sound: cannot open the audio device (%s); playing silently", Mix_GetError());
        return;
    }
    s->open = 1;
    Mix_AllocateChannels(16);
    sfx_set_volume(s, s->volume);
}

int sfx_load_next(sfx *s)
{
    if (!s->open || s->loaded >= SFX_COUNT)
        return 0;
    char path[1200];
    snprintf(path, sizeof path, "%s/%s", s->dir, sound_file[s->loaded]);
    s->chunk[s->loaded] = Mix_LoadWAV(path);
    if (!s->chunk[s->loaded])
        SDL_Log("sound: missing %s (%s); going on without it", path, Mix_GetError());
    s->loaded++;
    return s->loaded < SFX_COUNT;
}

void sfx_init(sfx *s, const char *sound_dir)
{
    sfx_open(s, sound_dir);
    while (sfx_load_next(s))
        ;
}

void sfx_shutdown(sfx *s)
{
    if (!s->open)
        return;
    Mix_HaltChannel(-1);
    for (int i = 0; i < SFX_COUNT; i++)
        if (s->chunk[i])
            Mix_FreeChunk(s->chunk[i]);
    Mix_CloseAudio();
    Mix_Quit();
    s->open = 0;
}

void sfx_set_volume(sfx *s, int volume)
{
    s->volume = volume < 0 ? 0 : volume > 100 ? 100 : volume;
    if (s->open)
        Mix_Volume(-1, s->volume * MIX_MAX_VOLUME / 100);
}

void sfx_play(sfx *s, int id)
{
    if (!s->open || s->muted || id < 0 || id >= SFX_COUNT || !s->chunk[id])
        return;
    Mix_PlayChannel(-1, s->chunk[id], 0);
}
