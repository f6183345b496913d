/* app_text.c — line iterator, word splitting, strict numbers, dates and UTF-8 checks for the
 * app's text file parsers (see app_text.h). */
#include "app_text.h"

#include <string.h>

void app_lines_init(app_lines *it, const char *text)
{
    it->p = text && *text ? text : NULL;
    it->number = 0;
}

int app_lines_next(app_lines *it, const char **start, size_t *len)
{
    if (!it->p)
        return 0;
    const char *s = it->p;
    const char *nl = strchr(s, '\n');
    size_t n = nl ? (size_t)(nl - s) : strlen(s);
    it->p = nl && nl[1] ? nl + 1 : NULL;
    if (n > 0 && s[n - 1] == '\r')
        n--;
    it->number++;
    *start = s;
    *len = n;
    return 1;
}

static int is_blank(char c) { return c == ' ' || c == '\t'; }

int app_text_split(char *line, char **tok, int max)
{
    int n = 0;
    char *p = line;
    for (;;) {
        while (is_blank(*p))
            p++;
        if (!*p)
            return n;
        if (n < max)
            tok[n] = p;
        n++;
        while (*p && !is_blank(*p))
            p++;
        if (!*p)
            return n;
        *p++ = '\0';
    }
}

int app_text_int(const char *s, long long min, long long max, long long *out)
{
    int neg = 0;
    if (*s == '-') {
        neg = 1;
        s++;
    }
    if (!*s)
        return 0;
    long long v = 0;
    for (; *s; s++) {
        if (*s < '0' || *s > '9')
            return 0;
        if (v > (9223372036854775807LL - 9) / 10)
            return 0; /* far outside any range we use */
        v = v * 10 + (*s - '0');
    }
    if (neg)
        v = -v;
    if (v < min || v > max)
        return 0;
    *out = v;
    return 1;
}

int app_text_date_valid(const char *s)
{
    static const int days[12] = {31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    if (strlen(s) != 10 || s[4] != '-' || s[7] != '-')
        return 0;
    for (int i = 0; i < 10; i++)
        if (i != 4 && i != 7 && (s[i] < '0' || s[i] > '9'))
            return 0;
    int y = (s[0] - '0') * 1000 + (s[1] - '0') * 100 + (s[2] - '0') * 10 + (s[3] - '0');
    int m = (s[5] - '0') * 10 + (s[6] - '0');
    int d = (s[8] - '0') * 10 + (s[9] - '0');
    if (y < 1900 || m < 1 || m > 12 || d < 1 || d > days[m - 1])
        return 0;
    int leap = (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
    if (m == 2 && d == 29 && !leap)
        return 0;
    return 1;
}

int app_text_utf8_printable(const char *s, size_t len)
{
    const unsigned char *p = (const unsigned char *)s;
    size_t i = 0;
    while (i < len) {
        unsigned c = p[i];
        if (c < 0x80) {
            if (c < 0x20 || c == 0x7F)
                return 0;
            i++;
            continue;
        }
        int extra;
        unsigned cp;
        if (c >= 0xC2 && c <= 0xDF) {
            extra = 1;
            cp = c & 0x1F;
        } else if (c >= 0xE0 && c <= 0xEF) {
            extra = 2;
            cp = c & 0x0F;
        } else if (c >= 0xF0 && c <= 0xF4) {
            extra = 3;
            cp = c & 0x07;
        } else {
            return 0;
        }
        if (i + (size_t)extra >= len) /* truncated sequence */
            return 0;
        for (int k = 1; k <= extra; k++) {
            unsigned cc = p[i + (size_t)k];
            if ((cc & 0xC0) != 0x80)
                return 0;
            cp = (cp << 6) | (cc & 0x3F);
        }
        /* Overlong forms, UTF-16 surrogates, beyond U+10FFFF, C1 controls. */
        if ((extra == 2 && cp < 0x800) || (extra == 3 && (cp < 0x10000 || cp > 0x10FFFF)) ||
            (cp >= 0xD800 && cp <= 0xDFFF) || (cp >= 0x80 && cp <= 0x9F))
            return 0;
        i += (size_t)extra + 1;
    }
    return 1;
}
