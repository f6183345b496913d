/* app_settings.c — defaults, strict parsing and writing of the settings file (format in
 * app_settings.h), loaded and saved through sys_file. */
#include "app_settings.h"

#include <assert.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app_text.h"
#include "sys_file.h"

#define HEADER "troyes-dice-settings"
#define VERSION 1
#define LINE_MAX_BYTES 256

static const char *const lang_code[APP_LANG_COUNT] = {"auto", "en", "es", "fr"};
static const char *const anim_code[APP_ANIM_COUNT] = {"off", "slow", "normal", "fast"};
static const int anim_percent[APP_ANIM_COUNT] = {0, 50, 100, 200};

/* How each key's value is written and checked: a word from a list, on/off, or a number. */
enum { KIND_WORD, KIND_BOOL, KIND_INT };

typedef struct key_def {
    const char *key;
    int kind;
    size_t offset;             /* of the int field in app_settings */
    const char *const *words;  /* KIND_WORD */
    int n_words;
    int min, max;              /* KIND_INT */
    const char *expect;        /* for the error message */
} key_def;

static const key_def keys[] = {
    {"language", KIND_WORD, offsetof(app_settings, language), lang_code, APP_LANG_COUNT, 0, 0,
     "auto, en, es or fr"},
    {"symbols", KIND_BOOL, offsetof(app_settings, symbols), NULL, 0, 0, 1, "on or off"},
    {"animation", KIND_WORD, offsetof(app_settings, animation), anim_code, APP_ANIM_COUNT, 0, 0,
     "off, slow, normal or fast"},
    {"volume", KIND_INT, offsetof(app_settings, volume), NULL, 0, 0, 100, "a number 0 to 100"},
    {"mute", KIND_BOOL, offsetof(app_settings, mute), NULL, 0, 0, 1, "on or off"},
    {"fullscreen", KIND_BOOL, offsetof(app_settings, fullscreen), NULL, 0, 0, 1, "on or off"},
    {"ui_scale", KIND_INT, offsetof(app_settings, ui_scale), NULL, 0, APP_UI_SCALE_MIN,
     APP_UI_SCALE_MAX, "a number 75 to 200 (percent)"},
    {"handover", KIND_BOOL, offsetof(app_settings, handover), NULL, 0, 0, 1, "on or off"},
    {"hints", KIND_BOOL, offsetof(app_settings, hints), NULL, 0, 0, 1, "on or off"},
};
enum { N_KEYS = (int)(sizeof keys / sizeof keys[0]) };

static int *field(app_settings *s, const key_def *k) { return (int *)((char *)s + k->offset); }
static int field_of(const app_settings *s, const key_def *k)
{
    return *(const int *)((const char *)s + k->offset);
}

void app_settings_defaults(app_settings *out)
{
    memset(out, 0, sizeof *out);
    out->language = APP_LANG_AUTO;
    out->symbols = 0;
    out->animation = APP_ANIM_NORMAL;
    out->volume = 80;
    out->mute = 0;
    out->fullscreen = 0;
    out->ui_scale = 100;
    out->handover = 1;
    out->hints = 1;
}

int app_settings_anim_percent(int animation)
{
    return animation >= 0 && animation < APP_ANIM_COUNT ? anim_percent[animation] : 100;
}

const char *app_settings_language_code(int language)
{
    return language >= 0 && language < APP_LANG_COUNT ? lang_code[language] : NULL;
}

static int value_valid(const key_def *k, int v)
{
    switch (k->kind) {
    case KIND_WORD: return v >= 0 && v < k->n_words;
    case KIND_BOOL: return v == 0 || v == 1;
    default: return v >= k->min && v <= k->max;
    }
}

int app_settings_valid(const app_settings *s)
{
    for (int i = 0; i < N_KEYS; i++)
        if (!value_valid(&keys[i], field_of(s, &keys[i])))
            return 0;
    return 1;
}

/* Reads one value word for key k; 1 and *out on success. */
static int parse_value(const key_def *k, const char *word, int *out)
{
    if (k->kind == KIND_WORD) {
        for (int i = 0; i < k->n_words; i++)
            if (strcmp(word, k->words[i]) == 0) {
                *out = i;
                return 1;
            }
        return 0;
    }
    if (k->kind == KIND_BOOL) {
        if (strcmp(word, "on") == 0 || strcmp(word, "off") == 0) {
            *out = word[1] == 'n';
            return 1;
        }
        return 0;
    }
    long long v;
    if (!app_text_int(word, k->min, k->max, &v))
        return 0;
    *out = (int)v;
    return 1;
}

const char *app_settings_parse(const char *text, app_settings *out, char *err, size_t err_size)
{
    assert(err && err_size > 0);
    app_settings s;
    app_settings_defaults(&s);
    if (strncmp(text, "\xEF\xBB\xBF", 3) == 0)
        text += 3; /* a byte-order mark left by a text editor */
    int seen[N_KEYS] = {0};
    int header = 0;
    app_lines it;
    app_lines_init(&it, text);
    const char *start;
    size_t len;
    while (app_lines_next(&it, &start, &len)) {
        int ln = it.number;
        char line[LINE_MAX_BYTES];
        if (len >= sizeof line) {
            snprintf(err, err_size, "line %d: line too long", ln);
            return err;
        }
        memcpy(line, start, len);
        line[len] = '\0';
        if (!header) {
            char *tok[3];
            int n = app_text_split(line, tok, 3);
            long long version;
            if (n != 2 || strcmp(tok[0], HEADER) != 0) {
                snprintf(err, err_size, "line %d: not a settings file (the first line must be "
                         "\"" HEADER " %d\")", ln, VERSION);
                return err;
            }
            if (!app_text_int(tok[1], VERSION, VERSION, &version)) {
                snprintf(err, err_size, "line %d: settings version %.16s is not supported "
                         "(this game reads version %d)", ln, tok[1], VERSION);
                return err;
            }
            header = 1;
            continue;
        }
        if (line[0] == '#')
            continue;
        char *tok[3];
        int n = app_text_split(line, tok, 3);
        if (n == 0)
            continue;
        int k = 0;
        while (k < N_KEYS && strcmp(keys[k].key, tok[0]) != 0)
            k++;
        if (k == N_KEYS) {
            snprintf(err, err_size, "line %d: unknown setting \"%.32s\"", ln, tok[0]);
            return err;
        }
        if (n != 2) {
            snprintf(err, err_size, "line %d: %s needs one value: %s", ln, keys[k].key,
                     keys[k].expect);
            return err;
        }
        if (seen[k]) {
            snprintf(err, err_size, "line %d: %s is set twice", ln, keys[k].key);
            return err;
        }
        int v;
        if (!parse_value(&keys[k], tok[1], &v)) {
            snprintf(err, err_size, "line %d: %s must be %s, not \"%.32s\"", ln, keys[k].key,
                     keys[k].expect, tok[1]);
            return err;
        }
        seen[k] = 1;
        *field(&s, &keys[k]) = v;
    }
    if (!header) {
        snprintf(err, err_size, "line 1: the file is empty (the first line must be \"" HEADER
                 " %d\")", VERSION);
        return err;
    }
    *out = s;
    return NULL;
}

int app_settings_format(const app_settings *s, char *buf, size_t size)
{
    if (!app_settings_valid(s) || size == 0)
        return -1;
    size_t pos = 0;
    int n = snprintf(buf, size, "%s %d\n", HEADER, VERSION);
    if (n < 0 || (size_t)n >= size)
        return -1;
    pos = (size_t)n;
    for (int i = 0; i < N_KEYS; i++) {
        const key_def *k = &keys[i];
        int v = field_of(s, k);
        if (k->kind == KIND_WORD)
            n = snprintf(buf + pos, size - pos, "%s %s\n", k->key, k->words[v]);
        else if (k->kind == KIND_BOOL)
            n = snprintf(buf + pos, size - pos, "%s %s\n", k->key, v ? "on" : "off");
        else
            n = snprintf(buf + pos, size - pos, "%s %d\n", k->key, v);
        if (n < 0 || (size_t)n >= size - pos) {
            buf[0] = '\0';
            return -1;
        }
        pos += (size_t)n;
    }
    return (int)pos;
}

app_load_status app_settings_load(const char *path, app_settings *out, char *err,
                                  size_t err_size)
{
    app_settings_defaults(out);
    char *text = NULL;
    app_load_status result = app_load_text(path, APP_SETTINGS_FILE_MAX, &text, err, err_size);
    if (result != APP_LOAD_OK)
        return result;
    char msg[160];
    if (app_settings_parse(text, out, msg, sizeof msg)) {
        snprintf(err, err_size, "%s: %s", path, msg);
        result = APP_LOAD_CORRUPT;
    }
    free(text);
    return result;
}

const char *app_settings_save(const char *path, const app_settings *s, char *err,
                              size_t err_size)
{
    char buf[512];
    int n = app_settings_format(s, buf, sizeof buf);
    if (n < 0) {
        snprintf(err, err_size, "cannot save %s: a setting is out of range", path);
        return err;
    }
    return sys_file_write_atomic(path, buf, (size_t)n, err, err_size);
}
