/* app_settings.h — the game's saved settings (language, colour-blind symbols, animation speed,
 * sound, window, UI scale, hand-over screens, hints) and their text file.
 *
 * The file (UTF-8 text, '\n' or "\r\n" line ends):
 *
 *     troyes-dice-settings 1
 *     # lines starting with '#' and blank lines are ignored
 *     language auto          auto | en | es | fr
 *     symbols off            on | off   colour-blind symbols on the dice and the sheet
 *     animation normal       off | slow | normal | fast
 *     volume 80              0..100 (percent)
 *     mute off               on | off
 *     fullscreen off         on | off
 *     ui_scale 100           75..200 (percent)
 *     handover on            on | off   between two human seats, a screen hides the sheets until
 *                                       the next player clicks; off = open sheets (hot seat)
 *     hints on               on | off   the expert's hints in a game (the Hint button, H); off =
 *                                       no hints asked for nor shown (the lessons keep theirs)
 *
 * Keys may come in any order; a key that is absent keeps its default (so a file from an older
 * version loads); a key given twice, an unknown key, a bad value or a bad first line makes the
 * whole file invalid. Player names and seat kinds are not settings (see app_profile.h).
 */
#ifndef APP_SETTINGS_H
#define APP_SETTINGS_H

#include <stddef.h>

#include "app_load.h"

enum { APP_LANG_AUTO = 0, APP_LANG_EN, APP_LANG_ES, APP_LANG_FR, APP_LANG_COUNT };
enum { APP_ANIM_OFF = 0, APP_ANIM_SLOW, APP_ANIM_NORMAL, APP_ANIM_FAST, APP_ANIM_COUNT };

#define APP_UI_SCALE_MIN 75
#define APP_UI_SCALE_MAX 200
#define APP_SETTINGS_FILE_MAX 16384 /* bytes; a larger settings file is refused as corrupt */

typedef struct app_settings {
    int language;       /* APP_LANG_*; AUTO follows the system's preferred locale */
    int symbols;        /* 1: colour-blind symbols shown */
    int animation;      /* APP_ANIM_*; see app_settings_anim_percent */
    int volume;         /* percent, 0..100 */
    int mute;           /* 1: no sound whatever the volume */
    int fullscreen;     /* 1: fullscreen (desktop resolution) */
    int ui_scale;       /* percent, APP_UI_SCALE_MIN..APP_UI_SCALE_MAX */
    int handover;       /* 1: hand-over screens between human seats; 0: open sheets */
    int hints;          /* 1: hints may be asked for in a game; 0: none */
} app_settings;

/* The settings of a first start: auto language, no symbols, normal animations, volume 80, sound
 * on, windowed, 100 % scale, hand-over screens on, hints on. */
void app_settings_defaults(app_settings *out);

/* Animation speed as a percentage of the normal speed: 0 (off), 50, 100, 200. */
int app_settings_anim_percent(int animation);

/* Stable ASCII code of the language ("auto", "en", "es", "fr"); NULL when out of range. */
const char *app_settings_language_code(int language);

/* 1 when every field is in range, else 0. */
int app_settings_valid(const app_settings *s);

/* Parses the text of a settings file (NUL-terminated, borrowed). Returns NULL and fills *out, or
 * returns err filled with "line N: reason" (err must not be NULL; err_size bytes, 160 is
 * enough) and leaves *out untouched. A UTF-8 byte-order mark before the first line is skipped. */
const char *app_settings_parse(const char *text, app_settings *out, char *err, size_t err_size);

/* Writes the file text of `s` (every key, in the order above) into buf (size bytes, NUL
 * included). Returns the length without the NUL, or -1 when buf is too small (512 is enough) or
 * s is not valid (app_settings_valid). */
int app_settings_format(const app_settings *s, char *buf, size_t size);

/* Loads the settings file at `path` (UTF-8). *out is first set to the defaults and replaced only
 * by a valid file. APP_LOAD_MISSING (no file) leaves err empty; CORRUPT and ERROR fill err with
 * "<path>: line N: reason" or the system's reason (err_size bytes, SYS_ERR_SIZE is enough). */
app_load_status app_settings_load(const char *path, app_settings *out, char *err,
                                  size_t err_size);

/* Saves `s` to `path` atomically (sys_file_write_atomic). Returns NULL, or err filled with a
 * message naming the path. */
const char *app_settings_save(const char *path, const app_settings *s, char *err,
                              size_t err_size);

#endif
