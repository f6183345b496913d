/* json.c — the compact JSON writer of json.h. */
#include "json.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void json_init(json_out *j)
{
    memset(j, 0, sizeof *j);
}

void json_free(json_out *j)
{
    free(j->buf);
    json_init(j);
}

void json_reset(json_out *j)
{
    j->len = 0;
    if (j->buf)
        j->buf[0] = '\0';
    j->failed = 0;
    j->depth = 0;
    j->after_key = 0;
}

/* Appends n bytes, growing the buffer; on failure marks the text failed. */
static void put(json_out *j, const char *text, size_t n)
{
    if (j->failed)
        return;
    if (j->len + n + 1 > j->cap) {
        size_t cap = j->cap ? j->cap : 256;
        while (j->len + n + 1 > cap) {
            if (cap > ((size_t)-1) / 2) {
                j->failed = 1;
                return;
            }
            cap *= 2;
        }
        char *bigger = realloc(j->buf, cap);
        if (!bigger) {
            j->failed = 1;
            return;
        }
        j->buf = bigger;
        j->cap = cap;
    }
    memcpy(j->buf + j->len, text, n);
    j->len += n;
    j->buf[j->len] = '\0';
}

static void put_str(json_out *j, const char *text)
{
    put(j, text, strlen(text));
}

/* Writes the comma that separates this item from the previous one, if any. */
static void before_item(json_out *j)
{
    if (j->after_key) {
        j->after_key = 0;
        return;
    }
    if (j->depth > 0) {
        if (!j->first[j->depth - 1])
            put(j, ",", 1);
        j->first[j->depth - 1] = 0;
    }
}

static void open_container(json_out *j, char bracket)
{
    before_item(j);
    if (j->depth >= JSON_DEPTH) {
        j->failed = 1;
        return;
    }
    put(j, &bracket, 1);
    j->closer[j->depth] = bracket == '{' ? '}' : ']';
    j->first[j->depth++] = 1;
}

void json_object(json_out *j)
{
    open_container(j, '{');
}

void json_array(json_out *j)
{
    open_container(j, '[');
}

void json_end(json_out *j)
{
    if (j->depth <= 0 || j->after_key) {
        j->failed = 1;
        return;
    }
    j->depth--;
    put(j, &j->closer[j->depth], 1);
}

void json_key(json_out *j, const char *key)
{
    json_string(j, key);
    put(j, ":", 1);
    j->after_key = 1;
}

void json_string(json_out *j, const char *s)
{
    if (!s) {
        json_null(j);
        return;
    }
    before_item(j);
    put(j, "\"", 1);
    const char *run = s;
    for (; *s; s++) {
        unsigned char ch = (unsigned char)*s;
        const char *esc = NULL;
        char hex[8];
        switch (ch) {
        case '"': esc = "\\\""; break;
        case '\\': esc = "\\\\"; break;
        case '\n': esc = "\\n"; break;
        case '\r': esc = "\\r"; break;
        case '\t': esc = "\\t"; break;
        case '\b': esc = "\\b"; break;
        case '\f': esc = "\\f"; break;
        default:
            if (ch < 0x20 || ch == 0x7F) {
                snprintf(hex, sizeof hex, "\\u%04x", ch);
                esc = hex;
            }
            break;
        }
        if (esc) {
            put(j, run, (size_t)(s - run));
            put_str(j, esc);
            run = s + 1;
        }
    }
    put(j, run, (size_t)(s - run));
    put(j, "\"", 1);
}

void json_int(json_out *j, long long v)
{
    char num[32];
    before_item(j);
    snprintf(num, sizeof num, "%lld", v);
    put_str(j, num);
}

static void json_bool(json_out *j, int b)
{
    before_item(j);
    put_str(j, b ? "true" : "false");
}

void json_null(json_out *j)
{
    before_item(j);
    put_str(j, "null");
}

void json_key_string(json_out *j, const char *key, const char *s)
{
    json_key(j, key);
    json_string(j, s);
}

void json_key_int(json_out *j, const char *key, long long v)
{
    json_key(j, key);
    json_int(j, v);
}

void json_key_bool(json_out *j, const char *key, int b)
{
    json_key(j, key);
    json_bool(j, b);
}
