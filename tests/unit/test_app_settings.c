/* test_app_settings.c — the settings file of app_settings.h: defaults, the text round trip,
 * loading a missing file, and every kind of malformed file (a message naming the line, the
 * settings left as they were / at the defaults), then setting a corrupt file aside. */
#if defined(_WIN32) && !defined(_CRT_SECURE_NO_WARNINGS)
#define _CRT_SECURE_NO_WARNINGS
#endif

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "app_settings.h"
#include "sys_file.h"

/* Settings that differ from the defaults in every field. */
static app_settings custom(void)
{
    app_settings s;
    app_settings_defaults(&s);
    s.language = APP_LANG_FR;
    s.symbols = 1;
    s.animation = APP_ANIM_FAST;
    s.volume = 35;
    s.mute = 1;
    s.fullscreen = 1;
    s.ui_scale = 150;
    s.handover = 0;
    s.hints = 0;
    return s;
}

static void assert_settings_equal(const app_settings *a, const app_settings *b)
{
    assert_int_equal(a->language, b->language);
    assert_int_equal(a->symbols, b->symbols);
    assert_int_equal(a->animation, b->animation);
    assert_int_equal(a->volume, b->volume);
    assert_int_equal(a->mute, b->mute);
    assert_int_equal(a->fullscreen, b->fullscreen);
    assert_int_equal(a->ui_scale, b->ui_scale);
    assert_int_equal(a->handover, b->handover);
    assert_int_equal(a->hints, b->hints);
}

/* A file path in the current directory, unique to this test program. */
static void temp_path(char *out, size_t size, const char *name)
{
    snprintf(out, size, "test_app_settings.%s", name);
}

/* The defaults are the documented first-start values and are valid; the animation speeds map to
 * 0/50/100/200 percent. */
static void test_defaults(void **state)
{
    (void)state;
    app_settings s;
    app_settings_defaults(&s);
    assert_int_equal(s.language, APP_LANG_AUTO);
    assert_int_equal(s.symbols, 0);
    assert_int_equal(s.animation, APP_ANIM_NORMAL);
    assert_int_equal(s.volume, 80);
    assert_int_equal(s.mute, 0);
    assert_int_equal(s.fullscreen, 0);
    assert_int_equal(s.ui_scale, 100);
    assert_int_equal(s.handover, 1);
    assert_int_equal(s.hints, 1);
    assert_true(app_settings_valid(&s));
    assert_int_equal(app_settings_anim_percent(APP_ANIM_OFF), 0);
    assert_int_equal(app_settings_anim_percent(APP_ANIM_SLOW), 50);
    assert_int_equal(app_settings_anim_percent(APP_ANIM_NORMAL), 100);
    assert_int_equal(app_settings_anim_percent(APP_ANIM_FAST), 200);
    assert_string_equal(app_settings_language_code(APP_LANG_ES), "es");
    assert_null(app_settings_language_code(APP_LANG_COUNT));
}

/* format then parse gives back every field; the text starts with the header line and names
 * each key once; out-of-range settings are refused by format. */
static void test_text_round_trip(void **state)
{
    (void)state;
    app_settings a = custom(), b;
    char buf[512], err[160];
    int n = app_settings_format(&a, buf, sizeof buf);
    assert_true(n > 0);
    assert_int_equal((size_t)n, strlen(buf));
    assert_memory_equal(buf, "troyes-dice-settings 1\n", 23);
    assert_non_null(strstr(buf, "\nlanguage fr\n"));
    assert_non_null(strstr(buf, "\nanimation fast\n"));
    assert_non_null(strstr(buf, "\nui_scale 150\n"));
    assert_non_null(strstr(buf, "\nhandover off\n"));
    assert_non_null(strstr(buf, "\nhints off\n"));
    app_settings_defaults(&b);
    assert_null(app_settings_parse(buf, &b, err, sizeof err));
    assert_settings_equal(&a, &b);

    assert_int_equal(app_settings_format(&a, buf, 20), -1); /* too small a buffer */
    a.ui_scale = 201;
    assert_int_equal(app_settings_format(&a, buf, sizeof buf), -1);
    a = custom();
    a.hints = 2; /* on/off only */
    assert_false(app_settings_valid(&a));
    assert_int_equal(app_settings_format(&a, buf, sizeof buf), -1);
}

/* Saving writes the file atomically and loading it gives the same settings; a missing file
 * loads the defaults with no message. */
static void test_save_load(void **state)
{
    (void)state;
    char path[256], err[SYS_ERR_SIZE];
    temp_path(path, sizeof path, "save.txt");
    remove(path);

    app_settings s = custom(), d, got;
    app_settings_defaults(&d);
    got = s;
    assert_int_equal(app_settings_load(path, &got, err, sizeof err), APP_LOAD_MISSING);
    assert_settings_equal(&got, &d);
    assert_string_equal(err, "");

    assert_null(app_settings_save(path, &s, err, sizeof err));
    assert_int_equal(app_settings_load(path, &got, err, sizeof err), APP_LOAD_OK);
    assert_settings_equal(&got, &s);
    remove(path);
}

/* Comments, blank lines, CRLF line ends, a byte-order mark, extra spaces and keys in any order
 * are accepted; a key left out keeps its default. */
static void test_lenient_layout(void **state)
{
    (void)state;
    const char *text = "\xEF\xBB\xBFtroyes-dice-settings 1\r\n"
                       "# written by hand\r\n"
                       "\r\n"
                       "  volume    0  \r\n"
                       "language es\r\n"
                       "\tmute on\r\n";
    app_settings s, d;
    app_settings_defaults(&d);
    s = d;
    char err[160];
    assert_null(app_settings_parse(text, &s, err, sizeof err));
    assert_int_equal(s.volume, 0);
    assert_int_equal(s.language, APP_LANG_ES);
    assert_int_equal(s.mute, 1);
    assert_int_equal(s.ui_scale, d.ui_scale);
    assert_int_equal(s.animation, d.animation);
    assert_int_equal(s.handover, d.handover);
    assert_int_equal(s.hints, 1); /* a file from before the hints setting: hints on */
}

/* Every malformed file is refused with a message that names its line and the problem, and the
 * settings passed in are left as they were; loaded from disk, the same file gives
 * APP_LOAD_CORRUPT, the defaults, and the path in the message. */
static void test_malformed(void **state)
{
    (void)state;
    static const struct {
        const char *text;
        const char *expect; /* the message must contain this */
    } cases[] = {
        {"", "line 1: the file is empty"},
        {"troyes-dice 1\nvolume 3\n", "line 1: not a settings file"},
        {"troyes-dice-settings\n", "line 1: not a settings file"},
        {"troyes-dice-settings 2\n", "line 1: settings version 2 is not supported"},
        {"troyes-dice-settings one\n", "line 1: settings version one"},
        {"volume 50\ntroyes-dice-settings 1\n", "line 1: not a settings file"},
        {"troyes-dice-settings 1\nvolume loud\n", "line 2: volume must be a number 0 to 100"},
        {"troyes-dice-settings 1\nvolume 101\n", "line 2: volume must be"},
        {"troyes-dice-settings 1\nvolume -1\n", "line 2: volume must be"},
        {"troyes-dice-settings 1\nvolume 5.5\n", "line 2: volume must be"},
        {"troyes-dice-settings 1\n# ok\nui_scale 74\n", "line 3: ui_scale must be"},
        {"troyes-dice-settings 1\nui_scale 201\n", "line 2: ui_scale must be"},
        {"troyes-dice-settings 1\nlanguage de\n", "line 2: language must be auto, en, es or fr"},
        {"troyes-dice-settings 1\nanimation turbo\n", "line 2: animation must be"},
        {"troyes-dice-settings 1\nmute yes\n", "line 2: mute must be on or off"},
        {"troyes-dice-settings 1\nmute\n", "line 2: mute needs one value"},
        {"troyes-dice-settings 1\nmute on off\n", "line 2: mute needs one value"},
        {"troyes-dice-settings 1\n\n\ncolour red\n", "line 4: unknown setting \"colour\""},
        {"troyes-dice-settings 1\nVolume 5\n", "line 2: unknown setting"},
        {"troyes-dice-settings 1\nvolume 5\nmute on\nvolume 6\n", "line 4: volume is set twice"},
        {"troyes-dice-settings 1\nhints no\n", "line 2: hints must be on or off, not \"no\""},
        {"troyes-dice-settings 1\nhints 0\n", "line 2: hints must be on or off"},
        {"troyes-dice-settings 1\nhints OFF\n", "line 2: hints must be on or off"},
        {"troyes-dice-settings 1\nhints\n", "line 2: hints needs one value: on or off"},
        {"troyes-dice-settings 1\nhints off\nmute on\nhints on\n", "line 4: hints is set twice"},
    };
    char path[256];
    temp_path(path, sizeof path, "bad.txt");
    app_settings d;
    app_settings_defaults(&d);
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char err[SYS_ERR_SIZE];
        app_settings s = custom(), before = custom();
        const char *why = app_settings_parse(cases[i].text, &s, err, 160);
        if (!why)
            fail_msg("case %lu was accepted", (unsigned long)i);
        if (!strstr(why, cases[i].expect))
            fail_msg("case %lu: \"%s\" lacks \"%s\"", (unsigned long)i, why, cases[i].expect);
        assert_settings_equal(&s, &before);

        char err2[SYS_ERR_SIZE];
        assert_null(sys_file_write_atomic(path, cases[i].text, strlen(cases[i].text), err2,
                                          sizeof err2));
        assert_int_equal(app_settings_load(path, &s, err2, sizeof err2), APP_LOAD_CORRUPT);
        assert_settings_equal(&s, &d);
        assert_non_null(strstr(err2, path));
        assert_non_null(strstr(err2, cases[i].expect));
    }
    remove(path);
}

/* A file with a NUL byte or larger than APP_SETTINGS_FILE_MAX is corrupt, not read. */
static void test_not_text(void **state)
{
    (void)state;
    char path[256], err[SYS_ERR_SIZE];
    temp_path(path, sizeof path, "binary.txt");
    app_settings s;
    static const char nul[] = "troyes-dice-settings 1\nvolume 5\0\n";
    assert_null(sys_file_write_atomic(path, nul, sizeof nul - 1, err, sizeof err));
    assert_int_equal(app_settings_load(path, &s, err, sizeof err), APP_LOAD_CORRUPT);
    assert_non_null(strstr(err, "NUL"));

    size_t big = APP_SETTINGS_FILE_MAX + 1;
    char *text = malloc(big);
    assert_non_null(text);
    memset(text, '#', big);
    memcpy(text, "troyes-dice-settings 1\n", 23);
    assert_null(sys_file_write_atomic(path, text, big, err, sizeof err));
    free(text);
    assert_int_equal(app_settings_load(path, &s, err, sizeof err), APP_LOAD_CORRUPT);
    assert_non_null(strstr(err, "too large"));
    remove(path);
}

/* The caller's recovery: a corrupt file is set aside (kept as .bad-1), the defaults are saved
 * in its place, and the next start loads them without complaint. */
static void test_corrupt_file_is_set_aside(void **state)
{
    (void)state;
    char path[256], bad[300], aside[300], err[SYS_ERR_SIZE];
    temp_path(path, sizeof path, "recover.txt");
    snprintf(bad, sizeof bad, "%s.bad-1", path);
    remove(path);
    remove(bad);
    const char *junk = "troyes-dice-settings 1\nvolume 900\n";
    assert_null(sys_file_write_atomic(path, junk, strlen(junk), err, sizeof err));

    app_settings s;
    assert_int_equal(app_settings_load(path, &s, err, sizeof err), APP_LOAD_CORRUPT);
    assert_null(sys_file_set_aside(path, aside, sizeof aside, err, sizeof err));
    assert_string_equal(aside, bad);
    assert_null(app_settings_save(path, &s, err, sizeof err));
    assert_int_equal(app_settings_load(path, &s, err, sizeof err), APP_LOAD_OK);

    char *kept = NULL;
    assert_int_equal(sys_file_read(bad, 1000, &kept, NULL, err, sizeof err), SYS_READ_OK);
    assert_string_equal(kept, junk);
    free(kept);
    remove(path);
    remove(bad);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_defaults),
        cmocka_unit_test(test_text_round_trip),
        cmocka_unit_test(test_save_load),
        cmocka_unit_test(test_lenient_layout),
        cmocka_unit_test(test_malformed),
        cmocka_unit_test(test_not_text),
        cmocka_unit_test(test_corrupt_file_is_set_aside),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
