/* test_app_file.c — the file services of sys_file.h: atomic replace (including a process killed
 * in the middle of rewriting, and by a finished file), the capped read, setting a bad file aside
 * without ever overwriting, mkdir -p and path joining. Each test works in its own scratch folder
 * under the current directory and removes it at the end. */
#if !defined(_WIN32) && !defined(_POSIX_C_SOURCE)
#define _POSIX_C_SOURCE 200809L
#endif
#if defined(_WIN32) && !defined(_CRT_SECURE_NO_WARNINGS)
#define _CRT_SECURE_NO_WARNINGS
#endif

#include <errno.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "sys_file.h"
#include "troyes/td_rng.h"

#ifdef _WIN32
#ifndef WIN32_LEAN_AND_MEAN
#define WIN32_LEAN_AND_MEAN
#endif
#include <windows.h>
#include <direct.h>
#include <io.h>
#include <process.h>
#else
#include <dirent.h>
#include <signal.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#endif

/* ---------------------------------------------------------------------------------------------
 * Scratch folders
 * ------------------------------------------------------------------------------------------- */

static void make_scratch(char *dir, size_t size)
{
#ifdef _WIN32
    static int counter;
    snprintf(dir, size, "test_app_file.%d.%d", _getpid(), counter++);
    char err[SYS_ERR_SIZE];
    assert_null(sys_file_mkdirs(dir, err, sizeof err));
#else
    snprintf(dir, size, "test_app_file.XXXXXX");
    assert_non_null(mkdtemp(dir));
#endif
}

/* Removes every file in `dir` (one level: sub-folders are emptied and removed too), then dir. */
static void remove_tree(const char *dir)
{
    char path[1024];
#ifdef _WIN32
    struct _finddata_t fd;
    snprintf(path, sizeof path, "%s\\*", dir);
    intptr_t h = _findfirst(path, &fd);
    if (h != -1) {
        do {
            if (strcmp(fd.name, ".") == 0 || strcmp(fd.name, "..") == 0)
                continue;
            snprintf(path, sizeof path, "%s\\%s", dir, fd.name);
            if (fd.attrib & _A_SUBDIR)
                remove_tree(path);
            else
                remove(path);
        } while (_findnext(h, &fd) == 0);
        _findclose(h);
    }
    _rmdir(dir);
#else
    DIR *d = opendir(dir);
    if (d) {
        struct dirent *e;
        while ((e = readdir(d)) != NULL) {
            if (strcmp(e->d_name, ".") == 0 || strcmp(e->d_name, "..") == 0)
                continue;
            snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
            struct stat st;
            if (lstat(path, &st) == 0 && S_ISDIR(st.st_mode))
                remove_tree(path);
            else
                unlink(path);
        }
        closedir(d);
    }
    rmdir(dir);
#endif
}

/* Number of entries in `dir`. */
static int count_entries(const char *dir)
{
#ifdef _WIN32
    char pattern[1024];
    struct _finddata_t fd;
    int n = 0;
    snprintf(pattern, sizeof pattern, "%s\\*", dir);
    intptr_t h = _findfirst(pattern, &fd);
    assert_true(h != -1);
    do {
        if (strcmp(fd.name, ".") != 0 && strcmp(fd.name, "..") != 0)
            n++;
    } while (_findnext(h, &fd) == 0);
    _findclose(h);
    return n;
#else
    DIR *d = opendir(dir);
    assert_non_null(d);
    int n = 0;
    struct dirent *e;
    while ((e = readdir(d)) != NULL)
        if (strcmp(e->d_name, ".") != 0 && strcmp(e->d_name, "..") != 0)
            n++;
    closedir(d);
    return n;
#endif
}

static void join(char *out, size_t size, const char *dir, const char *name)
{
    assert_int_equal(sys_path_join(out, size, dir, name), 0);
}

/* Reads a file that must exist and returns its malloc'd content. */
static char *slurp(const char *path, size_t *len)
{
    char *data = NULL;
    char err[SYS_ERR_SIZE];
    assert_int_equal(sys_file_read(path, 64u << 20, &data, len, err, sizeof err), SYS_READ_OK);
    return data;
}

static void write_ok(const char *path, const char *text)
{
    char err[SYS_ERR_SIZE];
    const char *why = sys_file_write_atomic(path, text, strlen(text), err, sizeof err);
    if (why)
        fail_msg("%s", why);
}

static void assert_content(const char *path, const char *text)
{
    size_t len = 0;
    char *data = slurp(path, &len);
    assert_int_equal(len, strlen(text));
    assert_string_equal(data, text);
    free(data);
}

/* ---------------------------------------------------------------------------------------------
 * Tests
 * ------------------------------------------------------------------------------------------- */

/* An atomic write creates the file, a second one replaces the content entirely (shorter or
 * longer), and no temporary file is left beside it. */
static void test_write_replaces(void **state)
{
    (void)state;
    char dir[256], path[512];
    make_scratch(dir, sizeof dir);
    join(path, sizeof path, dir, "settings.txt");

    write_ok(path, "first version, rather long\n");
    assert_content(path, "first version, rather long\n");
    write_ok(path, "second\n");
    assert_content(path, "second\n");
    write_ok(path, "");
    assert_content(path, "");
    if (count_entries(dir) >= 0)
        assert_int_equal(count_entries(dir), 1);
    remove_tree(dir);
}

/* A write that cannot happen fails with a message naming the path and the system's reason, and
 * leaves what was there untouched: into a missing folder (nothing is created), over a folder
 * (the rename fails; the temporary file is removed), into a read-only folder (the old file keeps
 * its content; skipped as root, who may write anyway), over a file whose name is so long the
 * temporary name cannot be made (it keeps its content). */
static void test_failed_write_keeps_old(void **state)
{
    (void)state;
    char dir[256], path[512], sub[512], err[SYS_ERR_SIZE];
    make_scratch(dir, sizeof dir);

    join(sub, sizeof sub, dir, "missing");
    join(path, sizeof path, sub, "x.txt");
    const char *why = sys_file_write_atomic(path, "data", 4, err, sizeof err);
    assert_non_null(why);
    assert_ptr_equal(why, err);
    assert_non_null(strstr(err, path));
    assert_non_null(strstr(err, strerror(ENOENT)));
    assert_false(sys_file_exists(sub));

    /* The target is a folder holding a file: the rename must fail and clean up. */
    join(sub, sizeof sub, dir, "target");
    assert_null(sys_file_mkdirs(sub, err, sizeof err));
    join(path, sizeof path, sub, "inside.txt");
    write_ok(path, "old content\n");
    why = sys_file_write_atomic(sub, "new", 3, err, sizeof err);
    assert_non_null(why);
    assert_non_null(strstr(err, sub));
    assert_content(path, "old content\n");
    if (count_entries(dir) >= 0)
        assert_int_equal(count_entries(dir), 1); /* only "target": no temporary file left */

#ifndef _WIN32
    /* An existing file whose name leaves no room for the temporary name's suffix (names are at
     * most 255 bytes on Linux and macOS): the write fails even as root, the file keeps its
     * content and nothing else appears. */
    char longname[251];
    memset(longname, 'n', 250);
    longname[250] = '\0';
    join(path, sizeof path, dir, longname);
    FILE *f = fopen(path, "wb");
    if (f) { /* a file system with shorter names cannot hold it at all: nothing to test */
        assert_int_equal(fputs("old long\n", f) >= 0, 1);
        assert_int_equal(fclose(f), 0);
        why = sys_file_write_atomic(path, "new", 3, err, sizeof err);
        assert_non_null(why);
        assert_non_null(strstr(err, longname));
        assert_content(path, "old long\n");
        assert_int_equal(count_entries(dir), 2); /* "target" and the long one */
        unlink(path);
    }

    if (geteuid() != 0) {
        join(sub, sizeof sub, dir, "locked");
        assert_null(sys_file_mkdirs(sub, err, sizeof err));
        join(path, sizeof path, sub, "x.txt");
        write_ok(path, "old\n");
        assert_int_equal(chmod(sub, 0555), 0);
        why = sys_file_write_atomic(path, "new\n", 4, err, sizeof err);
        assert_int_equal(chmod(sub, 0755), 0);
        assert_non_null(why);
        assert_non_null(strstr(err, strerror(EACCES)));
        assert_content(path, "old\n");
        assert_int_equal(count_entries(sub), 1);
    }
#endif
    /* With no buffer for the message, failure is still reported. */
    join(path, sizeof path, dir, "missing/y.txt");
    assert_non_null(sys_file_write_atomic(path, "d", 1, NULL, 0));
    remove_tree(dir);
}

/* Replacing a file by a finished one: it takes the new content, over an existing file or where
 * there was none, and the finished file's name is gone. When it cannot happen (the finished file
 * is missing; the target is a folder) the message names the path, and both files are left as
 * they were. */
static void test_replace_by_finished_file(void **state)
{
    (void)state;
    char dir[256], path[512], part[512], sub[512], err[SYS_ERR_SIZE];
    make_scratch(dir, sizeof dir);
    join(path, sizeof path, dir, "games.bin");
    join(part, sizeof part, dir, "games.bin.part");

    write_ok(part, "first run\n");
    assert_null(sys_file_replace(part, path, err, sizeof err));
    assert_content(path, "first run\n");
    assert_false(sys_file_exists(part));
    write_ok(part, "second, longer run\n");
    assert_null(sys_file_replace(part, path, err, sizeof err));
    assert_content(path, "second, longer run\n");
    assert_false(sys_file_exists(part));
    if (count_entries(dir) >= 0)
        assert_int_equal(count_entries(dir), 1);

    const char *why = sys_file_replace(part, path, err, sizeof err);
    assert_ptr_equal(why, err);
    assert_non_null(strstr(err, part));
    assert_content(path, "second, longer run\n");

    join(sub, sizeof sub, dir, "target");
    assert_null(sys_file_mkdirs(sub, err, sizeof err));
    write_ok(part, "third\n");
    why = sys_file_replace(part, sub, err, sizeof err);
    assert_non_null(why);
    assert_non_null(strstr(err, sub));
    assert_content(part, "third\n");
    assert_true(sys_file_exists(sub));
    assert_non_null(sys_file_replace(part, sub, NULL, 0));
    remove_tree(dir);
}

/* The capped read: exactly the cap is accepted and NUL-terminated; one byte more is refused as
 * too big; a file larger than the first 64 KiB buffer comes back whole; an empty file is "";
 * a missing file is told apart from a folder that cannot be read as a file. */
static void test_read_cap(void **state)
{
    (void)state;
    char dir[256], path[512], err[SYS_ERR_SIZE];
    make_scratch(dir, sizeof dir);
    join(path, sizeof path, dir, "data.txt");

    char hundred[101];
    for (int i = 0; i < 100; i++)
        hundred[i] = (char)('a' + i % 26);
    hundred[100] = '\0';
    write_ok(path, hundred);

    char *data = NULL;
    size_t len = 0;
    assert_int_equal(sys_file_read(path, 100, &data, &len, err, sizeof err), SYS_READ_OK);
    assert_int_equal(len, 100);
    assert_int_equal(data[100], '\0');
    assert_memory_equal(data, hundred, 100);
    free(data);

    assert_int_equal(sys_file_read(path, 99, &data, &len, err, sizeof err), SYS_READ_TOO_BIG);
    assert_null(data);
    assert_non_null(strstr(err, path));
    assert_non_null(strstr(err, "too large"));

    /* 300 000 bytes: several buffer growths; the cap at the exact size and one below. */
    size_t big = 300000;
    char *blob = malloc(big + 1);
    assert_non_null(blob);
    for (size_t i = 0; i < big; i++)
        blob[i] = (char)('0' + i % 10);
    blob[big] = '\0';
    assert_null(sys_file_write_atomic(path, blob, big, err, sizeof err));
    assert_int_equal(sys_file_read(path, big, &data, &len, err, sizeof err), SYS_READ_OK);
    assert_int_equal(len, big);
    assert_memory_equal(data, blob, big);
    free(data);
    assert_int_equal(sys_file_read(path, big - 1, &data, &len, err, sizeof err),
                     SYS_READ_TOO_BIG);
    free(blob);

    write_ok(path, "");
    assert_int_equal(sys_file_read(path, 10, &data, &len, err, sizeof err), SYS_READ_OK);
    assert_int_equal(len, 0);
    assert_string_equal(data, "");
    free(data);

    join(path, sizeof path, dir, "nothing.txt");
    assert_int_equal(sys_file_read(path, 10, &data, &len, err, sizeof err), SYS_READ_MISSING);
    assert_null(data);
    assert_non_null(strstr(err, "does not exist"));
    join(path, sizeof path, dir, "no-folder/nothing.txt");
    assert_int_equal(sys_file_read(path, 10, &data, &len, err, sizeof err), SYS_READ_MISSING);

    assert_int_equal(sys_file_read(dir, 10, &data, &len, err, sizeof err), SYS_READ_ERROR);
    assert_null(data);
    assert_non_null(strstr(err, dir));
    remove_tree(dir);
}

/* Setting aside renames x.txt to x.txt.bad-1, then -2 …, skipping a name already taken, and
 * never touches the files already set aside; a missing file is an error that names it. */
static void test_set_aside_never_overwrites(void **state)
{
    (void)state;
    char dir[256], path[512], bad[560], got[600], err[SYS_ERR_SIZE];
    make_scratch(dir, sizeof dir);
    join(path, sizeof path, dir, "profiles.txt");

    write_ok(path, "v1");
    assert_null(sys_file_set_aside(path, got, sizeof got, err, sizeof err));
    snprintf(bad, sizeof bad, "%s.bad-1", path);
    assert_string_equal(got, bad);
    assert_false(sys_file_exists(path));
    assert_content(bad, "v1");

    write_ok(path, "v2");
    assert_null(sys_file_set_aside(path, got, sizeof got, err, sizeof err));
    snprintf(bad, sizeof bad, "%s.bad-2", path);
    assert_string_equal(got, bad);
    assert_content(bad, "v2");

    snprintf(bad, sizeof bad, "%s.bad-3", path);
    write_ok(bad, "someone else's");
    write_ok(path, "v3");
    assert_null(sys_file_set_aside(path, got, sizeof got, err, sizeof err));
    snprintf(bad, sizeof bad, "%s.bad-4", path);
    assert_string_equal(got, bad);
    assert_content(bad, "v3");
    snprintf(bad, sizeof bad, "%s.bad-3", path);
    assert_content(bad, "someone else's");
    snprintf(bad, sizeof bad, "%s.bad-1", path);
    assert_content(bad, "v1");

    assert_non_null(sys_file_set_aside(path, got, sizeof got, err, sizeof err));
    assert_non_null(strstr(err, path));
    assert_string_equal(got, "");
    remove_tree(dir);
}

/* mkdir -p: creates every missing level, accepts existing folders and a trailing separator,
 * refuses when a file sits where a folder should be. */
static void test_mkdirs(void **state)
{
    (void)state;
    char dir[256], path[512], file[512], err[SYS_ERR_SIZE];
    make_scratch(dir, sizeof dir);
    snprintf(path, sizeof path, "%s/a/b//c/", dir);
    assert_null(sys_file_mkdirs(path, err, sizeof err));
    snprintf(path, sizeof path, "%s/a/b/c", dir);
    assert_true(sys_file_exists(path));
    assert_null(sys_file_mkdirs(path, err, sizeof err));

    join(file, sizeof file, dir, "plain");
    write_ok(file, "x");
    snprintf(path, sizeof path, "%s/plain/sub", dir);
    assert_non_null(sys_file_mkdirs(path, err, sizeof err));
    assert_non_null(strstr(err, "plain"));
    assert_non_null(sys_file_mkdirs(file, err, sizeof err));
    remove_tree(dir);
}

/* Joining adds one separator only when needed and refuses a result that does not fit. */
static void test_path_join(void **state)
{
    (void)state;
    char out[16];
#ifdef _WIN32
    const char *sep = "\\";
#else
    const char *sep = "/";
#endif
    char want[16];
    assert_int_equal(sys_path_join(out, sizeof out, "dir", "f.txt"), 0);
    snprintf(want, sizeof want, "dir%sf.txt", sep);
    assert_string_equal(out, want);
    assert_int_equal(sys_path_join(out, sizeof out, "dir/", "f.txt"), 0);
    assert_string_equal(out, "dir/f.txt");
    assert_int_equal(sys_path_join(out, sizeof out, "", "f.txt"), 0);
    assert_string_equal(out, "f.txt");
    assert_int_equal(sys_path_join(out, sizeof out, "directory", "file.txt"), -1);
    assert_string_equal(out, "");
    assert_int_equal(sys_path_join(out, 15, "directory", "file"), 0); /* 14 chars + NUL */
}

/* Fills a version of the crash test's file: a header naming it, then one letter repeated. */
static char *make_version(char letter, size_t size)
{
    char *v = malloc(size);
    assert_non_null(v);
    memset(v, letter, size);
    int n = snprintf(v, 32, "version %c\n", letter);
    v[n] = letter; /* overwrite snprintf's NUL */
    return v;
}

#ifndef _WIN32
static void sleep_us(long us)
{
    struct timespec ts = {us / 1000000, (us % 1000000) * 1000};
    while (nanosleep(&ts, &ts) != 0 && errno == EINTR) {
    }
}
#endif

enum { SIZE_A = 1u << 20, SIZE_B = (3u << 20) / 2 };

#ifdef _WIN32
/* The crash test's child on Windows (this program started again with "--rewrite PATH"): rewrites
 * PATH atomically in a loop, alternating the two versions, and makes PATH.started after the first
 * rewrite. Never returns; exits 3 when a rewrite fails. */
static int rewrite_forever(const char *path)
{
    char *va = make_version('A', SIZE_A), *vb = make_version('B', SIZE_B);
    char started[600], err[SYS_ERR_SIZE];
    snprintf(started, sizeof started, "%s.started", path);
    for (unsigned long i = 0;; i++) {
        int b = (int)(i & 1);
        if (sys_file_write_atomic(path, b ? vb : va, b ? SIZE_B : SIZE_A, err, sizeof err))
            return 3;
        if (i == 0 && sys_file_write_atomic(started, "w", 1, err, sizeof err))
            return 4;
    }
}

/* Starts this program again as the crash test's rewriting child; its process handle. */
static HANDLE start_rewriter(const char *path)
{
    wchar_t exe[MAX_PATH + 1], wpath[600], cmd[MAX_PATH + 700];
    DWORD n = GetModuleFileNameW(NULL, exe, MAX_PATH + 1);
    assert_true(n > 0 && n <= MAX_PATH);
    assert_true(MultiByteToWideChar(CP_UTF8, 0, path, -1, wpath, 600) > 0);
    _snwprintf(cmd, sizeof cmd / sizeof cmd[0], L"\"%ls\" --rewrite \"%ls\"", exe, wpath);
    cmd[sizeof cmd / sizeof cmd[0] - 1] = 0;
    STARTUPINFOW si;
    PROCESS_INFORMATION pi;
    memset(&si, 0, sizeof si);
    si.cb = sizeof si;
    assert_true(CreateProcessW(exe, cmd, NULL, NULL, FALSE, 0, NULL, NULL, &si, &pi));
    CloseHandle(pi.hThread);
    return pi.hProcess;
}
#endif

/* A crash while rewriting: a child process rewrites the file atomically in a tight loop,
 * alternating two large versions (1 MiB and 1.5 MiB), and is killed at a random moment (SIGKILL
 * on POSIX, TerminateProcess on Windows), several times. After each kill the file must be
 * exactly one of the two complete versions, never a mix or a cut. */
static void test_crash_leaves_a_complete_version(void **state)
{
    (void)state;
#ifdef _WIN32
    char dir[256], path[512], started[600], err[SYS_ERR_SIZE];
    make_scratch(dir, sizeof dir);
    join(path, sizeof path, dir, "profiles.txt");
    snprintf(started, sizeof started, "%s.started", path);
    char *va = make_version('A', SIZE_A);
    char *vb = make_version('B', SIZE_B);
    assert_null(sys_file_write_atomic(path, va, SIZE_A, err, sizeof err));

    td_rng rng;
    td_rng_seed(&rng, 20260101, 7);
    int rounds = 6, interrupted = 0;
    for (int round = 0; round < rounds; round++) {
        HANDLE child = start_rewriter(path);
        /* Wait for one complete rewrite (or the child's end), so the child is in its loop; then a
         * random moment. Any moment is a valid one: the assertions hold whenever the kill lands.
         * The child is ended before any assertion, so a failure never leaves it running. */
        while (!sys_file_exists(started) && WaitForSingleObject(child, 0) == WAIT_TIMEOUT)
            Sleep(10);
        int began = sys_file_exists(started);
        if (began)
            Sleep((DWORD)td_rng_below(&rng, 60));
        BOOL ended = TerminateProcess(child, 9);
        DWORD code = 0;
        WaitForSingleObject(child, INFINITE);
        GetExitCodeProcess(child, &code);
        CloseHandle(child);
        assert_true(began);
        assert_true(ended);
        assert_int_equal(code, 9); /* ended mid-loop, not exited on a write error */
        remove(started);

        size_t len = 0;
        char *data = slurp(path, &len);
        int is_a = len == SIZE_A && memcmp(data, va, SIZE_A) == 0;
        int is_b = len == SIZE_B && memcmp(data, vb, SIZE_B) == 0;
        if (!is_a && !is_b)
            fail_msg("round %d: the file is neither complete version (%lu bytes)", round,
                     (unsigned long)len);
        free(data);
        /* A temporary file left beside it shows the kill landed in the middle of a write. */
        if (count_entries(dir) > 1)
            interrupted++;
        remove_tree(dir);
        assert_null(sys_file_mkdirs(dir, err, sizeof err));
        assert_null(sys_file_write_atomic(path, round & 1 ? vb : va, round & 1 ? SIZE_B : SIZE_A,
                                          err, sizeof err));
    }
    print_message("crash test: %d of %d kills landed during a write\n", interrupted, rounds);
    free(va);
    free(vb);
    remove_tree(dir);
#else
    char dir[256], path[512], err[SYS_ERR_SIZE];
    make_scratch(dir, sizeof dir);
    join(path, sizeof path, dir, "profiles.txt");
    const size_t size_a = SIZE_A, size_b = SIZE_B;
    char *va = make_version('A', size_a);
    char *vb = make_version('B', size_b);
    assert_null(sys_file_write_atomic(path, va, size_a, err, sizeof err));

    td_rng rng;
    td_rng_seed(&rng, 20260101, 7);
    int rounds = 8, interrupted = 0;
    for (int round = 0; round < rounds; round++) {
        int pipefd[2];
        assert_int_equal(pipe(pipefd), 0);
        fflush(NULL);
        pid_t pid = fork();
        assert_true(pid >= 0);
        if (pid == 0) {
            close(pipefd[0]);
            for (unsigned long i = 0;; i++) {
                char cerr[SYS_ERR_SIZE];
                int b = (int)(i & 1);
                if (sys_file_write_atomic(path, b ? vb : va, b ? size_b : size_a, cerr,
                                          sizeof cerr))
                    _exit(3);
                if (i == 0 && write(pipefd[1], "w", 1) != 1)
                    _exit(4);
            }
        }
        close(pipefd[1]);
        char c;
        /* Wait for one complete rewrite, so the child is in its loop; then a random moment.
         * The child is killed before any assertion, so a failure never leaves it running. */
        ssize_t got = read(pipefd[0], &c, 1);
        close(pipefd[0]);
        if (got == 1)
            sleep_us((long)td_rng_below(&rng, 60000));
        int killed = kill(pid, SIGKILL);
        int status = 0;
        pid_t waited = waitpid(pid, &status, 0);
        assert_int_equal(got, 1);
        assert_int_equal(killed, 0);
        assert_int_equal(waited, pid);
        assert_true(WIFSIGNALED(status)); /* killed mid-loop, not exited on a write error */

        size_t len = 0;
        char *data = slurp(path, &len);
        int is_a = len == size_a && memcmp(data, va, size_a) == 0;
        int is_b = len == size_b && memcmp(data, vb, size_b) == 0;
        if (!is_a && !is_b)
            fail_msg("round %d: the file is neither complete version (%lu bytes)", round,
                     (unsigned long)len);
        free(data);
        /* A temporary file left beside it shows the kill landed in the middle of a write. */
        int entries = count_entries(dir);
        if (entries > 1)
            interrupted++;
        remove_tree(dir);
        assert_int_equal(mkdir(dir, 0777), 0);
        assert_null(sys_file_write_atomic(path, round & 1 ? vb : va, round & 1 ? size_b : size_a,
                                          err, sizeof err));
    }
    print_message("crash test: %d of %d kills landed during a write\n", interrupted, rounds);
    free(va);
    free(vb);
    remove_tree(dir);
#endif
}

int main(int argc, char **argv)
{
#ifdef _WIN32
    if (argc == 3 && strcmp(argv[1], "--rewrite") == 0)
        return rewrite_forever(argv[2]);
#else
    (void)argv;
    (void)argc;
#endif
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_write_replaces),
        cmocka_unit_test(test_failed_write_keeps_old),
        cmocka_unit_test(test_replace_by_finished_file),
        cmocka_unit_test(test_read_cap),
        cmocka_unit_test(test_set_aside_never_overwrites),
        cmocka_unit_test(test_mkdirs),
        cmocka_unit_test(test_path_join),
        cmocka_unit_test(test_crash_leaves_a_complete_version),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
