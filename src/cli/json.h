/* json.h — a small JSON writer for troyes-cli: builds one compact JSON text in a growable
 * memory buffer, inserting the commas itself and escaping strings (", \, control bytes). The
 * caller prints the finished text; nothing is written anywhere until then.
 *
 *   json_out j;
 *   json_init(&j);
 *   json_object(&j);  json_key_int(&j, "day", 3);  json_end(&j);
 *   if (!j.failed) puts(j.buf);   -> {"day":3}
 *   json_free(&j);
 */
#ifndef TD_CLI_JSON_H
#define TD_CLI_JSON_H

#include <stddef.h>

#define JSON_DEPTH 32

typedef struct json_out {
    char *buf;        /* owned; NUL-terminated text written so far ("" before any write) */
    size_t len, cap;
    int failed;       /* 1 after an allocation failure or a nesting error: discard the text */
    int depth;        /* open objects and arrays */
    unsigned char first[JSON_DEPTH]; /* 1 while the container at that depth has no item yet */
    char closer[JSON_DEPTH];         /* '}' or ']': what closes the container at that depth */
    int after_key;    /* a key was written; its value comes next */
} json_out;

void json_init(json_out *j);
void json_free(json_out *j);
/* Forgets the text written so far (keeps the memory). */
void json_reset(json_out *j);

/* Containers: json_object / json_array open one, json_end closes the innermost. */
void json_object(json_out *j);
void json_array(json_out *j);
void json_end(json_out *j);

/* A key inside an object; the next value written is its value. */
void json_key(json_out *j, const char *key);

/* Values. A NULL string is written as null. Strings are copied byte for byte except '"', '\'
 * and bytes below 0x20 or equal to 0x7F, which are escaped; other bytes pass as they are (UTF-8
 * in, UTF-8 out). */
void json_string(json_out *j, const char *s);
void json_int(json_out *j, long long v);
void json_null(json_out *j);

/* Shorthands: a key and its value. */
void json_key_string(json_out *j, const char *key, const char *s);
void json_key_int(json_out *j, const char *key, long long v);
void json_key_bool(json_out *j, const char *key, int b);

#endif
