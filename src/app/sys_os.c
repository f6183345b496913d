/* sys_os.c — the clock, the environment and the console on POSIX and Windows (sys_os.h). */
#if !defined(_WIN32) && !defined(_POSIX_C_SOURCE)
#define _POSIX_C_SOURCE 200809L
#endif

#include "sys_os.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifdef _WIN32
#ifndef WIN32_LEAN_AND_MEAN
#define WIN32_LEAN_AND_MEAN
#endif
#include <windows.h>

double sys_clock_seconds(void)
{
    static LARGE_INTEGER freq; /* constant while the system runs: read once */
    LARGE_INTEGER now;
    if (!freq.QuadPart)
        QueryPerformanceFrequency(&freq);
    QueryPerformanceCounter(&now);
    return (double)now.QuadPart / (double)freq.QuadPart;
}

const char *sys_getenv_utf8(const char *name, char *out, size_t out_size)
{
    wchar_t wname[128], wval[2048];
    if (!out_size || !MultiByteToWideChar(CP_UTF8, MB_ERR_INVALID_CHARS, name, -1, wname, 128))
        return NULL;
    DWORD n = GetEnvironmentVariableW(wname, wval, 2048);
    if (!n || n >= 2048)
        return NULL; /* not set, or too long for any path the game uses */
    if (!WideCharToMultiByte(CP_UTF8, 0, wval, -1, out, (int)(out_size < 0x7fffffff ? out_size : 0x7fffffff),
                             NULL, NULL))
        return NULL;
    return out;
}

static int handle_usable(DWORD which)
{
    HANDLE h = GetStdHandle(which);
    return h != NULL && h != INVALID_HANDLE_VALUE;
}

int sys_stderr_seen(void)
{
    if (handle_usable(STD_ERROR_HANDLE))
        return 1; /* redirected to a file or a pipe, or a console program */
    if (!AttachConsole(ATTACH_PARENT_PROCESS))
        return 0; /* started from the desktop: no console to write to */
    if (!freopen("CONOUT$", "w", stdout) || !freopen("CONOUT$", "w", stderr))
        return 0;
    return 1;
}

static wchar_t kept_path[MAX_PATH + 1];

/* At exit (the program may leave through exit() before sys_stderr_kept): the file goes. */
static void drop_kept(void)
{
    if (kept_path[0]) {
        fclose(stderr);
        DeleteFileW(kept_path);
        kept_path[0] = 0;
    }
}

void sys_stderr_keep(void)
{
    wchar_t dir[MAX_PATH + 1];
    DWORD n = GetTempPathW(MAX_PATH + 1, dir);
    if (!n || n > MAX_PATH || !GetTempFileNameW(dir, L"tdx", 0, kept_path) ||
        !_wfreopen(kept_path, L"w+b", stderr))
        kept_path[0] = 0;
    else
        atexit(drop_kept);
}

int sys_stderr_kept(char *out, size_t out_size)
{
    size_t n = 0;
    if (!kept_path[0] || !out_size)
        return 0;
    fflush(stderr);
    if (fseek(stderr, 0, SEEK_SET) == 0)
        n = fread(out, 1, out_size - 1, stderr);
    out[n] = 0;
    fclose(stderr);
    DeleteFileW(kept_path);
    kept_path[0] = 0;
    return n > 0;
}

#else
#include <time.h>

double sys_clock_seconds(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

const char *sys_getenv_utf8(const char *name, char *out, size_t out_size)
{
    const char *v = getenv(name);
    if (!v || strlen(v) >= out_size)
        return NULL;
    memcpy(out, v, strlen(v) + 1);
    return out;
}

int sys_stderr_seen(void) { return 1; }

void sys_stderr_keep(void) {}

int sys_stderr_kept(char *out, size_t out_size)
{
    if (out_size)
        out[0] = 0;
    return 0;
}

#endif

#if defined(__GLIBC__)
#include <malloc.h>
#endif

/* A page the program touches for the first time costs the system a fault (about 13 us a 4 KiB
 * page on a virtual machine, measured: a few megabytes of new textures are then milliseconds).
 * With glibc the memory is touched once here and handed back to the allocator, which keeps it:
 * blocks up to 32 MB come from the heap, whose top is never given back. Elsewhere: nothing. */
void sys_memory_keep(size_t bytes)
{
#if defined(__GLIBC__)
    mallopt(M_MMAP_THRESHOLD, 32 * 1024 * 1024);
    mallopt(M_TRIM_THRESHOLD, 1024 * 1024 * 1024);
    enum { CHUNKS = 64 };
    size_t each = bytes / CHUNKS + 1;
    volatile char *chunk[CHUNKS];
    for (int i = 0; i < CHUNKS; i++) {
        chunk[i] = malloc(each);
        for (size_t k = 0; chunk[i] && k < each; k += 4096)
            chunk[i][k] = 0;
    }
    for (int i = 0; i < CHUNKS; i++)
        free((void *)chunk[i]);
#else
    (void)bytes;
#endif
}
