/* app_text.h — small helpers shared by the parsers of the app's text files (settings, profiles):
 * a line iterator, splitting a line into words, strict numbers and dates, UTF-8 checks.
 * Internal to troyes-app. Nothing here allocates. */
#ifndef APP_TEXT_H
#define APP_TEXT_H

#include <stddef.h>

/* Iterates over the lines of a NUL-terminated text (borrowed). */
typedef struct app_lines {
    const char *p; /* start of the next line; NULL once the text is consumed */
    int number;    /* 1-based number of the line last returned */
} app_lines;

void app_lines_init(app_lines *it, const char *text);
/* Next line: *start and *len (bytes, without the '\n' nor a '\r' before it). Returns 0 at the
 * end of the text (a final '\n' does not start an empty line). */
int app_lines_next(app_lines *it, const char **start, size_t *len);

/* Splits `line` (modified in place) into words separated by spaces or tabs. Writes at most `max`
 * pointers to tok and returns the number of words, which may exceed max (extra words are not
 * stored). */
int app_text_split(char *line, char **tok, int max);

/* Strict decimal integer: optional '-', digits only, no spaces, within [min, max]. Returns 1 and
 * sets *out, else 0. */
int app_text_int(const char *s, long long min, long long max, long long *out);

/* 1 when s is a calendar date YYYY-MM-DD (year 1900..9999, real day of the month), else 0. */
int app_text_date_valid(const char *s);

/* 1 when the `len` bytes at s are valid UTF-8 without control characters (below U+0020, U+007F),
 * else 0. */
int app_text_utf8_printable(const char *s, size_t len);

#endif
