/* fuzz_common.h — helpers shared by the libFuzzer harnesses (tests/fuzz/fuzz_*.c).
 *
 * Each harness copies libFuzzer's bytes into a fresh NUL-terminated heap buffer (so AddressSanitizer
 * sees any read past the text), calls one parser and checks its invariants; a broken invariant
 * prints what broke and aborts, which libFuzzer reports as a crash with the input saved.
 */
#ifndef TD_FUZZ_COMMON_H
#define TD_FUZZ_COMMON_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* libFuzzer's entry point; declared here for -Wmissing-prototypes. */
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* Aborts with a message when `cond` is false. */
#define FUZZ_CHECK(cond)                                                                           \
    do {                                                                                           \
        if (!(cond)) {                                                                             \
            fprintf(stderr, "%s:%d: invariant broken: %s\n", __FILE__, __LINE__, #cond);           \
            abort();                                                                               \
        }                                                                                          \
    } while (0)

/* A heap copy of data[0..size) with a NUL after it; the caller frees it. */
static inline char *fuzz_text(const uint8_t *data, size_t size)
{
    char *text = malloc(size + 1);
    if (!text)
        abort();
    if (size)
        memcpy(text, data, size);
    text[size] = '\0';
    return text;
}

/* 1 when all `size` bytes at p equal `byte` (checks that a refused parse left its output alone).
 * One memcmp of the block against itself shifted by a byte: a byte loop here would be traced
 * compare by compare by libFuzzer and slow the big (1 MB) outputs a hundredfold. */
static inline int fuzz_all_bytes(const void *p, size_t size, unsigned char byte)
{
    const unsigned char *b = p;
    return size == 0 || (b[0] == byte && memcmp(b, b + 1, size - 1) == 0);
}

/* The number of lines of a text (its '\n' plus one). */
static inline int fuzz_count_lines(const char *text)
{
    int n = 1;
    for (; *text; text++)
        n += *text == '\n';
    return n;
}

/* A refusal is a non-empty static message. */
static inline int fuzz_reason_ok(const char *why)
{
    return why && why[0] != '\0' && strlen(why) < 200;
}

/* Checks an app parser's error text: `why` is err itself, a non-empty NUL-terminated string
 * inside err's err_size bytes. */
static inline int fuzz_err_ok(const char *why, const char *err, size_t err_size)
{
    return why == err && err[0] != '\0' && memchr(err, '\0', err_size) != NULL;
}

#endif
