/* app_load.h — what loading a saved file (settings, profiles, the guided game) found, so the caller
 * knows whether to set the file aside; and the saving of a formatted one. Shared by app_settings.h and app_profile.h; each loader says what it
 * leaves in its output when the file cannot be used (the defaults, or the store untouched). */
#ifndef APP_LOAD_H
#define APP_LOAD_H

typedef enum app_load_status {
    APP_LOAD_OK = 0,      /* the file was read and every line was valid */
    APP_LOAD_MISSING = 1, /* no file yet (a first start); no message */
    APP_LOAD_CORRUPT = 2, /* the file is not valid (or too large); the message names the line.
                           * Set it aside with sys_file_set_aside before saving over it, so it
                           * is kept for a bug report */
    APP_LOAD_ERROR = 3    /* the file exists but cannot be read (permissions, I/O); the message
                           * says why. Better not to save over it this session */
} app_load_status;

#include <stddef.h>

/* Reads the text file at `path` (at most `max_bytes`) for a loader. On APP_LOAD_OK *text is a
 * malloc'd NUL-terminated copy the caller frees; otherwise *text is NULL and `err` says why
 * (nothing for a missing file): too big or holding a NUL byte is CORRUPT, unreadable is ERROR. */
app_load_status app_load_text(const char *path, size_t max_bytes, char **text, char *err, size_t err_size);

/* Saves what a formatter wrote: `text` (`len` bytes, malloc'd; freed here) goes to `path` whole or
 * not at all (sys_file_write_atomic). A NULL text is a formatter that could not write it: the
 * message is then "cannot save PATH: why_null". Returns NULL, or `err` saying why not. */
const char *app_save_text(const char *path, char *text, size_t len, const char *why_null, char *err,
                          size_t err_size);

#endif
