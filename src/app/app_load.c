/* app_load.c — reading a saved text file for the loaders of settings, profiles and the autosave:
 * the one place that tells a missing file from a damaged or an unreadable one. */
#include "app_load.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sys_file.h"

app_load_status app_load_text(const char *path, size_t max_bytes, char **text, char *err, size_t err_size)
{
    if (err && err_size)
        err[0] = '\0';
    *text = NULL;
    char *data = NULL;
    size_t len = 0;
    char why[SYS_ERR_SIZE];
    sys_read_status st = sys_file_read(path, max_bytes, &data, &len, why, sizeof why);
    if (st == SYS_READ_MISSING)
        return APP_LOAD_MISSING;
    if (st != SYS_READ_OK) {
        snprintf(err, err_size, "%s", why);
        return st == SYS_READ_TOO_BIG ? APP_LOAD_CORRUPT : APP_LOAD_ERROR;
    }
    if (strlen(data) != len) {
        snprintf(err, err_size, "%s: contains a NUL byte (not a text file)", path);
        free(data);
        return APP_LOAD_CORRUPT;
    }
    *text = data;
    return APP_LOAD_OK;
}

const char *app_save_text(const char *path, char *text, size_t len, const char *why_null, char *err,
                          size_t err_size)
{
    if (!text) {
        snprintf(err, err_size, "cannot save %s: %s", path, why_null);
        return err;
    }
    const char *why = sys_file_write_atomic(path, text, len, err, err_size);
    free(text);
    return why;
}
