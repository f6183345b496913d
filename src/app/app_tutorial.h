/* app_tutorial.h — what the guided first game ("Learn to play") keeps between runs, in its own
 * file beside the others (store.h): whether the first start's offer was shown, whether the
 * guided game was played to its end (or skipped), and the guided game left half-way, to resume.
 * It is never the Continue autosave, and never counts in the profiles.
 *
 * The file (UTF-8 text, '\n' or "\r\n" line ends):
 *
 *     troyes-dice-tutorial 1
 *     offered yes            yes | no   the first start's offer was shown
 *     done no                yes | no   the guided game was finished or skipped
 *     done2 yes              yes | no   the second lesson was finished or skipped (absent: no)
 *     lesson 2               1 | 2      the lesson the step and moves are of (absent: 1; read
 *                                       only with a step)
 *     step 12                the step the guided game was left at (0-based); absent: none left
 *     move roll 2 3 5 b4     the guided game's moves so far, in order (td_move_parse's forms)
 *     move p1 die 1 2 Y gain
 *
 * A bad first line, an unknown key, a bad value or a key given twice makes the whole file
 * invalid. Plain C, no SDL.
 */
#ifndef APP_TUTORIAL_H
#define APP_TUTORIAL_H

#include <stddef.h>

#include "app_load.h"
#include "troyes/td_move.h"

#define APP_TUTORIAL_MOVES 512          /* moves of a guided game kept at most */
#define APP_TUTORIAL_FILE_MAX (1u << 16) /* bytes; a larger file is refused as corrupt */

typedef struct app_tutorial {
    int offered;   /* the first start's offer was shown */
    int done;      /* the guided game was played to its end, or skipped */
    int done2;     /* the second lesson was played to its end, or skipped */
    int lesson;    /* the lesson left half-way (1 or 2: tutorial.h), with `step` */
    int step;      /* the step a guided game was left at (0-based), or -1: none to resume */
    int n_moves;   /* its moves so far (rolls included) */
    td_move moves[APP_TUTORIAL_MOVES];
} app_tutorial;

/* Nothing offered, nothing done, nothing to resume. */
void app_tutorial_defaults(app_tutorial *t);

/* Parses the file's text (NUL-terminated, borrowed). NULL and *out filled, or err filled with
 * "line N: reason" (err_size bytes) and *out untouched. */
const char *app_tutorial_parse(const char *text, app_tutorial *out, char *err, size_t err_size);

/* The file's text of `t`, malloc'd (the caller frees it), its length in *len (may be NULL); NULL
 * when out of memory or when a move does not encode. */
char *app_tutorial_format(const app_tutorial *t, size_t *len);

/* Loads the file at `path`: *out is first set to the defaults and replaced only by a valid file.
 * APP_LOAD_MISSING leaves err empty; CORRUPT and ERROR fill it, naming the path. */
app_load_status app_tutorial_load(const char *path, app_tutorial *out, char *err, size_t err_size);

/* Saves `t` to `path` atomically. NULL, or err filled with a message naming the path. */
const char *app_tutorial_save(const char *path, const app_tutorial *t, char *err, size_t err_size);

#endif
