/* sys_os.h — the few services where Windows and POSIX differ beyond files (sys_file.h): a clock
 * for timing, the environment read as UTF-8, and a console for a windowed program's messages.
 * Plain C, no SDL; everything else in the game and the CLI is written once for every system. */
#ifndef SYS_OS_H
#define SYS_OS_H

#include <stddef.h>

/* Seconds on a monotonic clock (its origin is arbitrary: only differences mean something), with
 * at least microsecond resolution. */
double sys_clock_seconds(void);

/* The environment variable `name` as UTF-8 in out (out_size bytes): returns out, or NULL when the
 * variable is not set or does not fit. On Windows it is read as UTF-16 and converted, so a path
 * with non-ASCII letters arrives whole whatever the system's code page. */
const char *sys_getenv_utf8(const char *name, char *out, size_t out_size);

/* For a program built without a console of its own (the game on Windows): when it was started
 * from a console, its stdout and stderr go there. Returns 1 when stderr reaches someone (a
 * console, a file or a pipe), 0 when what is written there is lost (a windowed program started
 * from the desktop), so that an error must be shown otherwise. Always 1 on POSIX. */
int sys_stderr_seen(void);

/* When stderr goes nowhere (sys_stderr_seen() is 0): sends it to a temporary file instead, so
 * that sys_stderr_kept can read back what was said. The file is removed by sys_stderr_kept, or
 * at exit. */
void sys_stderr_keep(void);

/* What was written to stderr since sys_stderr_keep, in out (at most out_size - 1 bytes, NUL
 * ended; the start when it is longer); removes the temporary file. Returns 0 when nothing was
 * kept. */
int sys_stderr_kept(char *out, size_t out_size);

/* Sets aside about `bytes` of memory that the program's later allocations use without asking the
 * system (see sys_os.c); a hint, which may do nothing. */
void sys_memory_keep(size_t bytes);

#endif
