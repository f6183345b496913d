/* sys_file.h — the few file services the game needs, the same on Linux, macOS and Windows:
 * replace a file atomically (a crash leaves either the old or the new content, never a mix),
 * read a whole file with a size cap, set a corrupt file aside without losing it, make a folder
 * path, join a folder and a file name.
 *
 * Paths are UTF-8 (as SDL_GetPrefPath returns them); on Windows they are converted to UTF-16
 * for the wide-character API, so folders under a non-ASCII user name work.
 *
 * Errors: functions that can fail take a caller's buffer `err` of `err_size` bytes
 * (SYS_ERR_SIZE is always enough) and return NULL on success, or `err` filled with one line
 * that names the path and the system's reason, e.g.
 * "cannot write /home/a/.local/share/troyes/settings.txt: No space left on device".
 * A message that does not fit is truncated, never overflows. `err` may be NULL only when
 * err_size is 0 (the message is then dropped but the return value still says it failed).
 */
#ifndef SYS_FILE_H
#define SYS_FILE_H

#include <stddef.h>

#define SYS_ERR_SIZE 512

/* Replaces the file at `path` with `size` bytes of `data`: writes them to a new temporary file
 * in the same folder, flushes it to the disk (fsync; _commit on Windows), then renames it over
 * `path` (MoveFileExW with MOVEFILE_REPLACE_EXISTING | MOVEFILE_WRITE_THROUGH on Windows).
 * On any failure the temporary file is removed and `path` is left untouched. The folder must
 * exist (see sys_file_mkdirs). `data` is borrowed; `data` may be NULL when size is 0. */
const char *sys_file_write_atomic(const char *path, const void *data, size_t size, char *err,
                                  size_t err_size);

/* Moves the finished file `from` over `path`, atomically, for a file too large to hold in one
 * buffer (a tool's output written as it goes, in the same folder as `path`): flushes `from` to
 * the disk, renames it over `path` (replacing it, on Windows too), then flushes the folder
 * entry. On failure `from` and `path` are both left as they were; the caller decides what to do
 * with `from`. */
const char *sys_file_replace(const char *from, const char *path, char *err, size_t err_size);

/* Results of sys_file_read. */
typedef enum sys_read_status {
    SYS_READ_OK = 0,      /* *out_data holds the file */
    SYS_READ_MISSING = 1, /* the file does not exist (nor does its folder) */
    SYS_READ_TOO_BIG = 2, /* the file is larger than max_bytes */
    SYS_READ_ERROR = 3    /* it exists but cannot be read (permissions, a folder, I/O error) */
} sys_read_status;

/* Reads the whole file at `path` into a new malloc'd buffer with a NUL byte after the content.
 * At most `max_bytes` bytes are accepted (in bytes; larger files are refused without reading them
 * whole). On SYS_READ_OK, *out_data (owned by the caller, free() it) and *out_size (bytes, not
 * counting the NUL; out_size may be NULL) are set; otherwise *out_data is NULL and `err` says
 * why (for SYS_READ_MISSING too, so a caller that needs the file can show it). */
sys_read_status sys_file_read(const char *path, size_t max_bytes, char **out_data,
                              size_t *out_size, char *err, size_t err_size);

/* Sets a bad file aside so that it is kept for a bug report but no longer read: renames `path`
 * to `path`.bad-1, or .bad-2, .bad-3 … (the first that does not exist; an existing one is never
 * overwritten). On success writes the new name into new_path (new_path_size bytes; new_path may
 * be NULL when new_path_size is 0) and returns NULL. */
const char *sys_file_set_aside(const char *path, char *new_path, size_t new_path_size, char *err,
                               size_t err_size);

/* Creates the folder `path` and every missing parent (like mkdir -p); folders that already exist
 * are fine. Both '/' and, on Windows, '\\' separate components. */
const char *sys_file_mkdirs(const char *path, char *err, size_t err_size);

/* Removes the file `path`: 0 when it is gone, -1 when it is still there. */
int sys_file_remove(const char *path);

/* 1 when something (a file or a folder) exists at `path`, else 0. */
int sys_file_exists(const char *path);

/* Writes `dir` joined with `name` into out (out_size bytes), adding a separator when `dir` does
 * not already end with one ('/' or, on Windows, '\\'); an empty `dir` gives `name` alone.
 * Returns 0, or -1 when the result does not fit (out then holds an empty string). */
int sys_path_join(char *out, size_t out_size, const char *dir, const char *name);

#endif
