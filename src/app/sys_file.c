/* sys_file.c — atomic replace (from a buffer, or by a finished file), capped whole-file read,
 * setting a bad file aside, mkdir -p, on POSIX (Linux, macOS) and Windows. See sys_file.h for
 * the contracts. */
#if !defined(_WIN32) && !defined(_POSIX_C_SOURCE)
#define _POSIX_C_SOURCE 200809L
#endif
#if defined(_WIN32) && !defined(_CRT_SECURE_NO_WARNINGS)
#define _CRT_SECURE_NO_WARNINGS /* strerror and fopen are fine here */
#endif

#include "sys_file.h"

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifdef _WIN32
#ifndef WIN32_LEAN_AND_MEAN
#define WIN32_LEAN_AND_MEAN
#endif
#include <windows.h>
#include <direct.h>
#include <fcntl.h>
#include <io.h>
#include <process.h>
#include <sys/stat.h>
#else
#include <fcntl.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <unistd.h>
#endif
#ifdef __EMSCRIPTEN__
void td_web_persist(void); /* web/library.js */
#endif

/* A file was put in place (written, replaced or set aside). In the browser the files live in
 * memory, copied to the browser's storage (IndexedDB) by web/pre.js after each change: this asks
 * for that copy. Nothing to do elsewhere, where the rename itself is on disk. */
static void stored(void)
{
#ifdef __EMSCRIPTEN__
    td_web_persist();
#endif
}

/* Fills err with a printf-style message (truncated to fit) and returns it. */
#if defined(__GNUC__) || defined(__clang__)
__attribute__((format(printf, 3, 4)))
#endif
static const char *say(char *err, size_t err_size, const char *fmt, ...)
{
    if (err && err_size > 0) {
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(err, err_size, fmt, ap);
        va_end(ap);
        return err;
    }
    /* The caller keeps no message, but failure must still be non-NULL. */
    return "error";
}

static int is_separator(char c)
{
#ifdef _WIN32
    return c == '/' || c == '\\';
#else
    return c == '/';
#endif
}

/* ---------------------------------------------------------------------------------------------
 * Platform layer: open/write/sync/close a new file (or open an existing one, to flush it),
 * rename, remove, exists, mkdir, fopen.
 * ------------------------------------------------------------------------------------------- */
#ifdef _WIN32

/* UTF-8 to a new malloc'd UTF-16 string, or NULL (errno set) when invalid or out of memory. */
static wchar_t *widen(const char *s)
{
    int n = MultiByteToWideChar(CP_UTF8, MB_ERR_INVALID_CHARS, s, -1, NULL, 0);
    if (n <= 0) {
        errno = EINVAL;
        return NULL;
    }
    wchar_t *w = malloc((size_t)n * sizeof *w);
    if (!w) {
        errno = ENOMEM;
        return NULL;
    }
    if (MultiByteToWideChar(CP_UTF8, MB_ERR_INVALID_CHARS, s, -1, w, n) != n) {
        free(w);
        errno = EINVAL;
        return NULL;
    }
    return w;
}

/* Text of a Windows error code, without the trailing newline. */
static const char *win_reason(DWORD code, char *buf, size_t size)
{
    DWORD n = FormatMessageA(FORMAT_MESSAGE_FROM_SYSTEM | FORMAT_MESSAGE_IGNORE_INSERTS, NULL,
                             code, 0, buf, (DWORD)size, NULL);
    if (n == 0) {
        snprintf(buf, size, "Windows error %lu", (unsigned long)code);
        return buf;
    }
    while (n > 0 && (buf[n - 1] == '\n' || buf[n - 1] == '\r' || buf[n - 1] == ' ' ||
                     buf[n - 1] == '.'))
        buf[--n] = '\0';
    return buf;
}

static int plat_open_new(const char *path)
{
    wchar_t *w = widen(path);
    if (!w)
        return -1;
    int fd = _wopen(w, _O_WRONLY | _O_CREAT | _O_EXCL | _O_BINARY, _S_IREAD | _S_IWRITE);
    free(w);
    return fd;
}

static int plat_open_existing(const char *path)
{
    wchar_t *w = widen(path);
    if (!w)
        return -1;
    int fd = _wopen(w, _O_RDWR | _O_BINARY);
    free(w);
    return fd;
}

static int plat_write(int fd, const void *data, size_t size)
{
    const char *p = data;
    while (size > 0) {
        unsigned chunk = size > (1u << 30) ? (1u << 30) : (unsigned)size;
        int n = _write(fd, p, chunk);
        if (n <= 0) {
            if (n == 0)
                errno = EIO;
            return -1;
        }
        p += n;
        size -= (size_t)n;
    }
    return 0;
}

static int plat_sync(int fd) { return _commit(fd); }
static int plat_close(int fd) { return _close(fd); }

static void plat_remove(const char *path)
{
    wchar_t *w = widen(path);
    if (w) {
        _wremove(w);
        free(w);
    }
}

/* Renames from over to (replacing it when `replace`); NULL or the reason in buf. A file briefly
 * held open by another program (a virus scanner, an indexer) gets a few more tries. */
static const char *plat_rename(const char *from, const char *to, int replace, char *buf,
                               size_t size)
{
    wchar_t *wf = widen(from);
    wchar_t *wt = wf ? widen(to) : NULL;
    if (!wf || !wt) {
        free(wf);
        snprintf(buf, size, "%s", "the path is not valid UTF-8");
        return buf;
    }
    DWORD flags = MOVEFILE_WRITE_THROUGH | (replace ? MOVEFILE_REPLACE_EXISTING : 0);
    DWORD code = 0;
    for (int attempt = 0; attempt < 5; attempt++) {
        if (MoveFileExW(wf, wt, flags)) {
            code = 0;
            break;
        }
        code = GetLastError();
        if (code != ERROR_ACCESS_DENIED && code != ERROR_SHARING_VIOLATION)
            break;
        Sleep(20);
    }
    free(wf);
    free(wt);
    if (code == 0)
        return NULL;
    if (code == ERROR_ALREADY_EXISTS || code == ERROR_FILE_EXISTS)
        errno = EEXIST;
    return win_reason(code, buf, size);
}

int sys_file_exists(const char *path)
{
    wchar_t *w = widen(path);
    if (!w)
        return 0;
    DWORD a = GetFileAttributesW(w);
    free(w);
    return a != INVALID_FILE_ATTRIBUTES;
}

static int plat_is_dir(const char *path)
{
    wchar_t *w = widen(path);
    if (!w)
        return 0;
    DWORD a = GetFileAttributesW(w);
    free(w);
    return a != INVALID_FILE_ATTRIBUTES && (a & FILE_ATTRIBUTE_DIRECTORY);
}

static int plat_mkdir(const char *path)
{
    wchar_t *w = widen(path);
    if (!w)
        return -1;
    int r = _wmkdir(w);
    free(w);
    return r;
}

static FILE *plat_fopen_read(const char *path)
{
    wchar_t *w = widen(path);
    if (!w)
        return NULL;
    FILE *f = _wfopen(w, L"rb");
    free(w);
    return f;
}

static unsigned long plat_pid(void) { return (unsigned long)_getpid(); }

/* Hard links are not used on Windows: MoveFileExW without MOVEFILE_REPLACE_EXISTING already
 * refuses to overwrite. */
static const char *plat_move_no_replace(const char *from, const char *to, char *buf, size_t size)
{
    errno = 0;
    return plat_rename(from, to, 0, buf, size);
}

#else /* POSIX */

static int plat_open_new(const char *path)
{
    int fd;
    do
        fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
    while (fd < 0 && errno == EINTR);
    return fd;
}

static int plat_open_existing(const char *path)
{
    int fd;
    do
        fd = open(path, O_RDWR | O_CLOEXEC);
    while (fd < 0 && errno == EINTR);
    return fd;
}

static int plat_write(int fd, const void *data, size_t size)
{
    const char *p = data;
    while (size > 0) {
        ssize_t n = write(fd, p, size);
        if (n < 0) {
            if (errno == EINTR)
                continue;
            return -1;
        }
        if (n == 0) {
            errno = EIO;
            return -1;
        }
        p += n;
        size -= (size_t)n;
    }
    return 0;
}

static int plat_sync(int fd)
{
#if defined(__APPLE__) && defined(F_FULLFSYNC)
    /* macOS: fsync does not flush the drive's cache; F_FULLFSYNC does where supported. */
    if (fcntl(fd, F_FULLFSYNC) == 0)
        return 0;
#endif
    int r;
    do
        r = fsync(fd);
    while (r != 0 && errno == EINTR);
    return r;
}

static int plat_close(int fd) { return close(fd); }

static void plat_remove(const char *path) { unlink(path); }

static const char *plat_rename(const char *from, const char *to, int replace, char *buf,
                               size_t size)
{
    (void)replace; /* rename(2) always replaces; the no-replace path uses plat_move_no_replace */
    if (rename(from, to) == 0)
        return NULL;
    snprintf(buf, size, "%s", strerror(errno));
    return buf;
}

int sys_file_exists(const char *path)
{
    struct stat st;
    return stat(path, &st) == 0;
}

static int plat_is_dir(const char *path)
{
    struct stat st;
    return stat(path, &st) == 0 && S_ISDIR(st.st_mode);
}

static int plat_mkdir(const char *path) { return mkdir(path, 0777); }

static FILE *plat_fopen_read(const char *path) { return fopen(path, "rb"); }

static unsigned long plat_pid(void) { return (unsigned long)getpid(); }

/* Moves `from` to `to` unless `to` exists. A hard link fails atomically with EEXIST when the
 * name is taken; where the file system has no hard links, check-then-rename is the fallback. */
static const char *plat_move_no_replace(const char *from, const char *to, char *buf, size_t size)
{
    if (link(from, to) == 0) {
        if (unlink(from) == 0)
            return NULL;
        int e = errno;
        unlink(to); /* undo: keep the file under its old name only */
        errno = e;
        snprintf(buf, size, "%s", strerror(e));
        return buf;
    }
    if (errno == EEXIST || errno == ENOENT || errno == ENOTDIR || errno == EACCES) {
        snprintf(buf, size, "%s", strerror(errno));
        return buf;
    }
    if (sys_file_exists(to)) {
        errno = EEXIST;
        snprintf(buf, size, "%s", strerror(errno));
        return buf;
    }
    errno = 0;
    return plat_rename(from, to, 0, buf, size);
}

/* After a rename, flushes the folder entry too, so the new name survives a power cut. Best
 * effort: some file systems refuse to fsync a folder, and the data is already safe. */
static void sync_parent_dir(const char *path)
{
    char dir[4096];
    const char *slash = strrchr(path, '/');
    if (!slash) {
        snprintf(dir, sizeof dir, ".");
    } else if (slash == path) {
        snprintf(dir, sizeof dir, "/");
    } else {
        size_t n = (size_t)(slash - path);
        if (n >= sizeof dir)
            return;
        memcpy(dir, path, n);
        dir[n] = '\0';
    }
    int fd = open(dir, O_RDONLY | O_CLOEXEC);
    if (fd >= 0) {
        fsync(fd);
        close(fd);
    }
}

#endif

/* ---------------------------------------------------------------------------------------------
 * Public functions
 * ------------------------------------------------------------------------------------------- */

/* Renames the flushed file `from` over `path`, then flushes the folder entry (POSIX). */
static const char *move_over(const char *from, const char *path, char *err, size_t err_size)
{
    char reason[256];
    const char *why = plat_rename(from, path, 1, reason, sizeof reason);
    if (why)
        return say(err, err_size, "cannot replace %s: %s", path, why);
#ifndef _WIN32
    sync_parent_dir(path);
#endif
    stored();
    return NULL;
}

const char *sys_file_write_atomic(const char *path, const void *data, size_t size, char *err,
                                  size_t err_size)
{
    size_t plen = strlen(path);
    size_t tsize = plen + 48;
    char *tmp = malloc(tsize);
    if (!tmp)
        return say(err, err_size, "cannot write %s: out of memory", path);

    /* A new name of our own in the same folder (a stale one left by a crash is skipped). */
    int fd = -1;
    for (int n = 0; n < 100 && fd < 0; n++) {
        snprintf(tmp, tsize, "%s.tmp-%lu-%d", path, plat_pid(), n);
        fd = plat_open_new(tmp);
        if (fd < 0 && errno != EEXIST)
            break;
    }
    if (fd < 0) {
        const char *r = say(err, err_size, "cannot write %s: %s", path, strerror(errno));
        free(tmp);
        return r;
    }

    const char *stage = NULL;
    int e = 0;
    if (size > 0 && plat_write(fd, data, size) != 0) {
        stage = "cannot write";
        e = errno;
    } else if (plat_sync(fd) != 0) {
        stage = "cannot flush to disk";
        e = errno;
    }
    if (plat_close(fd) != 0 && !stage) {
        stage = "cannot close";
        e = errno;
    }
    if (stage) {
        plat_remove(tmp);
        free(tmp);
        return say(err, err_size, "%s %s: %s", stage, path, strerror(e));
    }

    const char *why = move_over(tmp, path, err, err_size);
    if (why)
        plat_remove(tmp);
    free(tmp);
    return why;
}

int sys_file_remove(const char *path)
{
    plat_remove(path);
    if (sys_file_exists(path))
        return -1;
    stored();
    return 0;
}

const char *sys_file_replace(const char *from, const char *path, char *err, size_t err_size)
{
    errno = 0;
    int fd = plat_open_existing(from);
    if (fd < 0)
        return say(err, err_size, "cannot open %s: %s", from, strerror(errno));
    int e = plat_sync(fd) != 0 ? errno : 0;
    if (plat_close(fd) != 0 && !e)
        e = errno;
    if (e)
        return say(err, err_size, "cannot flush %s to disk: %s", from, strerror(e));
    return move_over(from, path, err, err_size);
}

sys_read_status sys_file_read(const char *path, size_t max_bytes, char **out_data,
                              size_t *out_size, char *err, size_t err_size)
{
    *out_data = NULL;
    if (out_size)
        *out_size = 0;
    errno = 0;
    FILE *f = plat_fopen_read(path);
    if (!f) {
        int e = errno;
        if (e == ENOENT || e == ENOTDIR) {
            say(err, err_size, "%s does not exist", path);
            return SYS_READ_MISSING;
        }
        say(err, err_size, "cannot open %s: %s", path, e ? strerror(e) : "unknown error");
        return SYS_READ_ERROR;
    }

    /* Read at most max_bytes + 1 bytes: one more than allowed proves the file is too big. */
    if (max_bytes > (size_t)-1 / 2)
        max_bytes = (size_t)-1 / 2;
    size_t limit = max_bytes + 1;
    size_t cap = limit + 1 < 65536 ? limit + 1 : 65536; /* bytes allocated, NUL included */
    size_t len = 0;
    char *buf = malloc(cap);
    sys_read_status st = SYS_READ_OK;
    while (buf && len < limit) {
        if (len + 1 == cap) {
            size_t ncap = cap * 2 < limit + 1 ? cap * 2 : limit + 1;
            char *nb = realloc(buf, ncap);
            if (!nb) {
                free(buf);
                buf = NULL;
                break;
            }
            buf = nb;
            cap = ncap;
        }
        size_t want = cap - 1 - len;
        if (want > limit - len)
            want = limit - len;
        size_t got = fread(buf + len, 1, want, f);
        len += got;
        if (got < want) {
            if (ferror(f)) {
                int e = errno;
                say(err, err_size, "cannot read %s: %s", path, e ? strerror(e) : "I/O error");
                st = SYS_READ_ERROR;
            }
            break;
        }
    }
    fclose(f);
    if (!buf) {
        say(err, err_size, "cannot read %s: out of memory", path);
        return SYS_READ_ERROR;
    }
    if (st == SYS_READ_OK && len > max_bytes) {
        say(err, err_size, "%s is too large (more than %lu bytes)", path,
            (unsigned long)max_bytes);
        st = SYS_READ_TOO_BIG;
    }
    if (st != SYS_READ_OK) {
        free(buf);
        return st;
    }
    buf[len] = '\0';
    *out_data = buf;
    if (out_size)
        *out_size = len;
    return SYS_READ_OK;
}

const char *sys_file_set_aside(const char *path, char *new_path, size_t new_path_size, char *err,
                               size_t err_size)
{
    if (new_path && new_path_size)
        new_path[0] = '\0';
    size_t tsize = strlen(path) + 32;
    char *cand = malloc(tsize);
    if (!cand)
        return say(err, err_size, "cannot set %s aside: out of memory", path);
    char reason[256];
    const char *why = "every name up to .bad-9999 is taken";
    for (int n = 1; n <= 9999; n++) {
        snprintf(cand, tsize, "%s.bad-%d", path, n);
        if (sys_file_exists(cand))
            continue;
        errno = 0;
        why = plat_move_no_replace(path, cand, reason, sizeof reason);
        if (!why) {
            if (new_path && new_path_size) {
                if (strlen(cand) >= new_path_size)
                    new_path[0] = '\0';
                else
                    memcpy(new_path, cand, strlen(cand) + 1);
            }
            free(cand);
            stored();
            return NULL;
        }
        if (errno != EEXIST) /* taken meanwhile: try the next number; anything else fails */
            break;
    }
    free(cand);
    return say(err, err_size, "cannot set %s aside: %s", path, why);
}

const char *sys_file_mkdirs(const char *path, char *err, size_t err_size)
{
    size_t len = strlen(path);
    if (len == 0)
        return say(err, err_size, "cannot create a folder with an empty name");
    char *buf = malloc(len + 1);
    if (!buf)
        return say(err, err_size, "cannot create %s: out of memory", path);
    memcpy(buf, path, len + 1);

    /* Skip what cannot be created: a leading root, a drive "C:", a share "\\server\share". */
    size_t i = 0;
#ifdef _WIN32
    if (len >= 2 && buf[1] == ':')
        i = 2;
    else if (len >= 2 && is_separator(buf[0]) && is_separator(buf[1])) {
        i = 2;
        for (int part = 0; part < 2; part++) {
            while (i < len && !is_separator(buf[i]))
                i++;
            if (i < len && part == 0)
                i++;
        }
    }
#endif
    while (i < len && is_separator(buf[i]))
        i++;

    for (; i <= len; i++) {
        if (i < len && !is_separator(buf[i]))
            continue;
        if (i > 0 && is_separator(buf[i - 1]))
            continue; /* repeated separators */
        char saved = buf[i];
        buf[i] = '\0';
        if (!plat_is_dir(buf) && plat_mkdir(buf) != 0 && !plat_is_dir(buf)) {
            int e = errno;
            if (e == EEXIST)
                say(err, err_size, "cannot create folder %s: a file has that name", buf);
            else
                say(err, err_size, "cannot create folder %s: %s", buf, strerror(e));
            const char *r = err && err_size ? err : "error";
            free(buf);
            return r;
        }
        buf[i] = saved;
    }
    free(buf);
    return NULL;
}

int sys_path_join(char *out, size_t out_size, const char *dir, const char *name)
{
    if (out_size == 0)
        return -1;
    size_t dl = strlen(dir), nl = strlen(name);
    int sep = dl > 0 && !is_separator(dir[dl - 1]);
    if (dl + (size_t)sep + nl + 1 > out_size) {
        out[0] = '\0';
        return -1;
    }
    memcpy(out, dir, dl);
#ifdef _WIN32
    if (sep)
        out[dl] = '\\';
#else
    if (sep)
        out[dl] = '/';
#endif
    memcpy(out + dl + (size_t)sep, name, nl + 1);
    return 0;
}
