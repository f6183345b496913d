/* test_app_tutorial.c — the guided first game's file (app_tutorial.h): the defaults, the text
 * round trip with its moves, saving and loading, and files refused whole (a bad first line, an
 * unknown key, a key given twice, a bad value, a bad move, moves without their step). */
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

#include "app_tutorial.h"
#include "sys_file.h"

static app_tutorial left_at_step(void)
{
    app_tutorial t;
    app_tutorial_defaults(&t);
    t.offered = 1;
    t.step = 4;
    assert_null(td_move_parse("roll 2 3 5 b4", &t.moves[0]));
    assert_null(td_move_parse("p1 die 1 2 Y gain", &t.moves[1]));
    assert_null(td_move_parse("p1 die 2 pay K 4 Y prestige", &t.moves[2]));
    t.n_moves = 3;
    return t;
}

static void assert_same(const app_tutorial *a, const app_tutorial *b)
{
    assert_int_equal(a->offered, b->offered);
    assert_int_equal(a->done, b->done);
    assert_int_equal(a->done2, b->done2);
    assert_int_equal(a->lesson, b->lesson);
    assert_int_equal(a->step, b->step);
    assert_int_equal(a->n_moves, b->n_moves);
    for (int i = 0; i < a->n_moves; i++)
        assert_true(td_move_equal(&a->moves[i], &b->moves[i]));
}

/* Nothing offered, nothing done, nothing to resume. */
static void test_defaults(void **state)
{
    (void)state;
    app_tutorial t;
    memset(&t, 0x55, sizeof t);
    app_tutorial_defaults(&t);
    assert_int_equal(t.offered, 0);
    assert_int_equal(t.done, 0);
    assert_int_equal(t.step, -1);
    assert_int_equal(t.n_moves, 0);
}

/* The text holds the flags, the step and every move, and reads back the same. */
static void test_round_trip(void **state)
{
    (void)state;
    app_tutorial t = left_at_step(), got;
    size_t len;
    char *text = app_tutorial_format(&t, &len);
    assert_non_null(text);
    assert_int_equal(strlen(text), len);
    assert_string_equal(text, "troyes-dice-tutorial 1\noffered yes\ndone no\nstep 4\nmove roll 2 3 5 b4\n"
                              "move p1 die 1 2 Y gain\nmove p1 die 2 pay K 4 Y prestige\n");
    char err[160];
    assert_null(app_tutorial_parse(text, &got, err, sizeof err));
    assert_same(&got, &t);
    free(text);
    /* done, with nothing left to resume: no step, no moves */
    app_tutorial d;
    app_tutorial_defaults(&d);
    d.offered = d.done = 1;
    text = app_tutorial_format(&d, NULL);
    assert_string_equal(text, "troyes-dice-tutorial 1\noffered yes\ndone yes\n");
    assert_null(app_tutorial_parse(text, &got, err, sizeof err));
    assert_same(&got, &d);
    free(text);
    /* CRLF line ends, comments and blank lines are read too */
    assert_null(app_tutorial_parse("troyes-dice-tutorial 1\r\n# left\r\n\r\nstep 0\r\noffered no\r\n", &got, err,
                                   sizeof err));
    assert_int_equal(got.step, 0);
    assert_int_equal(got.offered, 0);
    assert_int_equal(got.lesson, 1);
    assert_int_equal(got.done2, 0);
}

/* The second lesson: done2 and the lesson left half-way are written when they say something, and
 * read back; a file written before them (no done2, no lesson) is the first lesson's. */
static void test_second_lesson(void **state)
{
    (void)state;
    app_tutorial t = left_at_step(), got;
    t.lesson = 2;
    t.done = t.done2 = 1;
    char *text = app_tutorial_format(&t, NULL), err[160];
    assert_non_null(text);
    assert_non_null(strstr(text, "\ndone2 yes\nlesson 2\nstep 4\n"));
    assert_null(app_tutorial_parse(text, &got, err, sizeof err));
    assert_same(&got, &t);
    assert_int_equal(got.lesson, 2);
    assert_int_equal(got.done2, 1);
    free(text);
    assert_null(app_tutorial_parse("troyes-dice-tutorial 1\noffered yes\ndone yes\nstep 3\nmove roll 2 3 5 b4\n", &got,
                                   err, sizeof err));
    assert_int_equal(got.lesson, 1);
    assert_int_equal(got.done2, 0);
    assert_int_equal(got.step, 3);
    /* a lesson with no step left in it is none */
    assert_null(app_tutorial_parse("troyes-dice-tutorial 1\nlesson 2\n", &got, err, sizeof err));
    assert_int_equal(got.lesson, 1);
}

/* A file refused is refused whole: *out stays as it was, and the reason names the line. */
static void test_refused(void **state)
{
    (void)state;
    static const struct {
        const char *text, *why;
    } bad[] = {
        {"", "line 1: not a troyes-dice-tutorial 1 file"},
        {"troyes-dice-tutorial 2\n", "line 1: not a troyes-dice-tutorial 1 file"},
        {"troyes-dice-tutorial 1\nlessons 2\n", "line 2: unknown key 'lessons'"},
        {"troyes-dice-tutorial 1\nlesson 3\n", "line 2: bad value for lesson"},
        {"troyes-dice-tutorial 1\nlesson 02\n", "line 2: bad value for lesson"},
        {"troyes-dice-tutorial 1\nlesson 2\nstep 1\nlesson 2\n", "line 4: lesson given twice"},
        {"troyes-dice-tutorial 1\ndone2 maybe\n", "line 2: bad value for done2"},
        {"troyes-dice-tutorial 1\ndone2 yes\ndone2 yes\n", "line 3: done2 given twice"},
        {"troyes-dice-tutorial 1\noffered yes\noffered no\n", "line 3: offered given twice"},
        {"troyes-dice-tutorial 1\ndone maybe\n", "line 2: bad value for done"},
        {"troyes-dice-tutorial 1\nstep -1\n", "line 2: bad value for step"},
        {"troyes-dice-tutorial 1\nstep 2x\n", "line 2: bad value for step"},
        {"troyes-dice-tutorial 1\nstep\n", "line 2: a key without its value"},
        {"troyes-dice-tutorial 1\nstep 1\nmove p1 die 9 1 R gain\n", "line 3: "},
        {"troyes-dice-tutorial 1\nmove roll\n", "moves without the step they were left at"},
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        app_tutorial t = left_at_step(), keep = t;
        char err[160];
        const char *why = app_tutorial_parse(bad[i].text, &t, err, sizeof err);
        if (!why)
            fail_msg("accepted: %s", bad[i].text);
        if (strncmp(why, bad[i].why, strlen(bad[i].why)))
            fail_msg("'%s': '%s', want '%s'", bad[i].text, why, bad[i].why);
        assert_same(&t, &keep);
    }
}

/* Saved atomically and loaded back; a missing file is the defaults with no message; a damaged one
 * is CORRUPT with the path named, and the defaults. */
static void test_save_load(void **state)
{
    (void)state;
    const char *path = "test_app_tutorial.txt";
    char err[SYS_ERR_SIZE];
    remove(path);
    app_tutorial t = left_at_step(), got = t;
    assert_int_equal(app_tutorial_load(path, &got, err, sizeof err), APP_LOAD_MISSING);
    assert_string_equal(err, "");
    assert_int_equal(got.step, -1);
    assert_null(app_tutorial_save(path, &t, err, sizeof err));
    assert_int_equal(app_tutorial_load(path, &got, err, sizeof err), APP_LOAD_OK);
    assert_same(&got, &t);
    FILE *f = fopen(path, "w");
    assert_non_null(f);
    fputs("troyes-dice-tutorial 1\nstep seven\n", f);
    fclose(f);
    assert_int_equal(app_tutorial_load(path, &got, err, sizeof err), APP_LOAD_CORRUPT);
    assert_non_null(strstr(err, path));
    assert_non_null(strstr(err, "line 2"));
    assert_int_equal(got.step, -1);
    remove(path);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_defaults),
        cmocka_unit_test(test_round_trip),
        cmocka_unit_test(test_refused),
        cmocka_unit_test(test_second_lesson),
        cmocka_unit_test(test_save_load),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
