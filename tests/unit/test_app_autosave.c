/* test_app_autosave.c — the autosave of app_autosave.h: the seat lines and the game survive a
 * round trip, the file stays a saved game td_session_read accepts as is, malformed seat lines
 * and mismatched seats are refused with the line named and the outputs untouched, a finished
 * game reads back as over, and the dates of the game of the day. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "app_autosave.h"
#include "sys_file.h"
#include "troyes/td_engine.h"
#include "troyes/td_gameid.h"

/* A 3-player game played `moves` decisions in (rolls included), random legal moves. */
static td_session *played(int players, int moves, uint64_t seed)
{
    td_session *ss = malloc(sizeof *ss);
    assert_non_null(ss);
    td_params p;
    td_params_default(&p, players, seed);
    assert_null(td_session_start(ss, &p));
    td_rng rng;
    td_rng_seed(&rng, seed, 5);
    for (int i = 0; (moves < 0 || i < moves) && ss->now.phase != TD_PHASE_OVER; i++) {
        td_move m;
        if (ss->now.phase == TD_PHASE_ROLL) {
            m = td_move_roll();
        } else {
            unsigned w = td_waiting_players(&ss->now);
            int pl = 0;
            while (!(w >> pl & 1u))
                pl++;
            m = td_legal_random(&ss->now, pl, &rng);
        }
        assert_null(td_session_apply(ss, &m));
    }
    return ss;
}

static app_autosave_info three_seats(void)
{
    app_autosave_info info;
    memset(&info, 0, sizeof info);
    info.n_seats = 3;
    snprintf(info.seat[0].kind, sizeof info.seat[0].kind, "human");
    snprintf(info.seat[0].name, sizeof info.seat[0].name, "Anna María");
    snprintf(info.seat[1].kind, sizeof info.seat[1].kind, "expert");
    snprintf(info.seat[1].name, sizeof info.seat[1].name, "Bot 2 (expert)");
    snprintf(info.seat[2].kind, sizeof info.seat[2].kind, "human");
    snprintf(info.seat[2].name, sizeof info.seat[2].name, "%s", "Zoë, the 3rd: 100%");
    info.open_sheets = 1;
    return info;
}

static void assert_same_game(const td_session *a, const td_session *b)
{
    char ta[65536], tb[65536];
    assert_true(td_session_write(a, ta, sizeof ta) < sizeof ta);
    assert_true(td_session_write(b, tb, sizeof tb) < sizeof tb);
    assert_string_equal(ta, tb);
    assert_int_equal(a->n_moves, b->n_moves);
    assert_int_equal(a->now.phase, b->now.phase);
    assert_int_equal(a->now.day, b->now.day);
    for (int p = 0; p < a->now.params.players; p++)
        assert_int_equal(td_score_total(&a->now, p), td_score_total(&b->now, p));
}

/* Format then parse gives the same game (every move, the same state) and the same seats; the
 * seat lines are what the header documents. */
static void test_round_trip(void **state)
{
    (void)state;
    td_session *ss = played(3, 40, 77);
    app_autosave_info info = three_seats();
    size_t len = 0;
    char *text = app_autosave_format(ss, &info, &len);
    assert_non_null(text);
    assert_int_equal(strlen(text), len);
    assert_non_null(strstr(text, "\n; seat 1 human Anna María\n; seat 2 expert Bot 2 (expert)\n"));
    assert_non_null(strstr(text, "\n; sheets open\ntroyes-dice 1\nid 3p-std#77\n"));

    td_session *back = malloc(sizeof *back);
    assert_non_null(back);
    app_autosave_info got;
    char err[200];
    assert_null(app_autosave_parse(text, back, &got, err, sizeof err));
    assert_same_game(ss, back);
    assert_int_equal(got.n_seats, 3);
    for (int i = 0; i < 3; i++) {
        assert_string_equal(got.seat[i].kind, info.seat[i].kind);
        assert_string_equal(got.seat[i].name, info.seat[i].name);
    }
    assert_int_equal(got.open_sheets, 1);
    /* no hints shown: no hints line, and none read back */
    assert_null(strstr(text, "; hints"));
    for (int i = 0; i < 3; i++)
        assert_int_equal(got.hints[i], 0);

    /* the same text is a saved game the core (and troyes-cli replay) reads without the app */
    td_session *plain = malloc(sizeof *plain);
    assert_non_null(plain);
    int line = -1, has_scores = 1, scores[TD_MAX_PLAYERS];
    assert_null(td_session_read(plain, text, &line, &has_scores, scores));
    assert_int_equal(has_scores, 0);
    assert_same_game(ss, plain);
    free(plain);
    free(back);
    free(text);
    free(ss);
}

/* The decisions each seat was shown hints for: a line of one number a seat, read back as given
 * (a count past 999 is saved as 999); the text stays a saved game the core reads. */
static void test_hints_round_trip(void **state)
{
    (void)state;
    td_session *ss = played(3, 20, 9);
    app_autosave_info info = three_seats();
    info.hints[0] = 12;
    info.hints[2] = 5000;
    char *text = app_autosave_format(ss, &info, NULL);
    assert_non_null(text);
    assert_non_null(strstr(text, "\n; sheets open\n; hints 12 0 999\ntroyes-dice 1\n"));
    td_session *back = malloc(sizeof *back);
    assert_non_null(back);
    app_autosave_info got;
    char err[200];
    assert_null(app_autosave_parse(text, back, &got, err, sizeof err));
    assert_int_equal(got.hints[0], 12);
    assert_int_equal(got.hints[1], 0);
    assert_int_equal(got.hints[2], 999);
    int line = -1, has_scores = 1, scores[TD_MAX_PLAYERS];
    assert_null(td_session_read(back, text, &line, &has_scores, scores));
    free(back);
    free(text);
    free(ss);
}

/* A finished game keeps its scores line and reads back as over; hand-over sheets read back too. */
static void test_finished_game(void **state)
{
    (void)state;
    td_session *ss = played(1, -1, 9);
    assert_int_equal(ss->now.phase, TD_PHASE_OVER);
    app_autosave_info info;
    memset(&info, 0, sizeof info);
    info.n_seats = 1;
    snprintf(info.seat[0].kind, sizeof info.seat[0].kind, "human");
    snprintf(info.seat[0].name, sizeof info.seat[0].name, "Player 1");
    char *text = app_autosave_format(ss, &info, NULL);
    assert_non_null(text);
    assert_non_null(strstr(text, "; sheets handover\n"));
    assert_non_null(strstr(text, "\nscores "));
    td_session *back = malloc(sizeof *back);
    assert_non_null(back);
    app_autosave_info got;
    char err[200];
    assert_null(app_autosave_parse(text, back, &got, err, sizeof err));
    assert_int_equal(back->now.phase, TD_PHASE_OVER);
    assert_int_equal(got.open_sheets, 0);
    assert_same_game(ss, back);
    free(back);
    free(text);
    free(ss);
}

/* Seats that do not fit the game, or names the profiles would refuse, are not written. */
static void test_format_refuses_bad_seats(void **state)
{
    (void)state;
    td_session *ss = played(3, 5, 1);
    app_autosave_info info = three_seats();
    info.n_seats = 2;
    assert_null(app_autosave_format(ss, &info, NULL));
    info = three_seats();
    snprintf(info.seat[1].name, sizeof info.seat[1].name, " Bot");
    assert_null(app_autosave_format(ss, &info, NULL));
    info = three_seats();
    snprintf(info.seat[1].kind, sizeof info.seat[1].kind, "Expert");
    assert_null(app_autosave_format(ss, &info, NULL));
    info = three_seats();
    info.seat[2].name[0] = '\0';
    assert_null(app_autosave_format(ss, &info, NULL));
    free(ss);
}

/* Every malformed autosave is refused with the line at fault; the outputs keep their values. */
static void test_malformed(void **state)
{
    (void)state;
    static const struct {
        const char *text;
        const char *expect; /* a piece of the message */
    } cases[] = {
        {"troyes-dice 1\nid 1p-std#4\nroll\n", "line 1: no seat lines"},
        {"; seat 1 human\ntroyes-dice 1\nid 1p-std#4\n", "line 1: a seat line needs a kind and a name"},
        {"; seat 2 human Anna\ntroyes-dice 1\nid 1p-std#4\n", "line 1: seats must be numbered"},
        {"; seat 1 human Anna\n; seat 1 human Bob\ntroyes-dice 1\nid 2p-std#4\n", "line 2: seats must be numbered"},
        {"; seat x human Anna\ntroyes-dice 1\nid 1p-std#4\n", "line 1: the seat number"},
        {"; seat 1 Human Anna\ntroyes-dice 1\nid 1p-std#4\n", "line 1: the seat kind"},
        {"; seat 1 human  Anna\ntroyes-dice 1\nid 1p-std#4\n", "line 1: the name starts or ends with a space"},
        {"; seat 1 human Anna Maria Annabella Smithson\ntroyes-dice 1\nid 1p-std#4\n", "line 1: the name is too long"},
        {"; seat 1 human Anna\n; sheets closed\ntroyes-dice 1\nid 1p-std#4\n", "line 2: the sheets line"},
        {"; seat 1 human Anna\n; sheets open\n; sheets open\ntroyes-dice 1\nid 1p-std#4\n", "line 3: the sheets line is given twice"},
        {"; seat 1 human Anna\ntroyes-dice 1\nid 2p-std#4\n", "1 seat lines for a game of 2 players"},
        {"; seat 1 human Anna\n; seat 2 human Bob\ntroyes-dice 1\nid 1p-std#4\n", "2 seat lines for a game of 1 players"},
        {"; seat 1 human Anna\ntroyes-dice 1\nid 1p-std#4\nroll\nfly away\n", "line 5:"},
        {"; seat 1 human Anna\ntroyes-dice 2\nid 1p-std#4\n", "line 2: not a Troyes Dice game file"},
        {"; seat 1 human Anna\n", "empty game file"},
        {"; seat 1 human An\x01na\ntroyes-dice 1\nid 1p-std#4\n", "line 1: a character that is not allowed"},
        {"; seat 1 human Anna\n; hints 1 2\ntroyes-dice 1\nid 1p-std#4\n", "line 2: 2 hints for 1 seats"},
        {"; seat 1 human Anna\n; hints x\ntroyes-dice 1\nid 1p-std#4\n", "line 2: a seat's hints are a number"},
        {"; seat 1 human Anna\n; hints 1000\ntroyes-dice 1\nid 1p-std#4\n", "line 2: a seat's hints are a number"},
        {"; seat 1 human Anna\n; hints -1\ntroyes-dice 1\nid 1p-std#4\n", "line 2: a seat's hints are a number"},
        {"; seat 1 human Anna\n; hints 1\n; hints 1\ntroyes-dice 1\nid 1p-std#4\n", "line 3: the hints line is given twice"},
    };
    td_session *ss = played(2, 3, 12);
    td_session *keep = malloc(sizeof *keep);
    assert_non_null(keep);
    memcpy(keep, ss, sizeof *keep);
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        app_autosave_info info = three_seats(), before = info;
        char err[200];
        const char *why = app_autosave_parse(cases[i].text, ss, &info, err, sizeof err);
        assert_non_null(why);
        if (!strstr(why, cases[i].expect))
            fail_msg("case %zu: \"%s\" does not say \"%s\"", i, why, cases[i].expect);
        assert_memory_equal(&info, &before, sizeof info);
        assert_memory_equal(ss, keep, sizeof *ss);
    }
    free(keep);
    free(ss);
}

/* Saving goes through an atomic write; loading tells missing, valid and corrupt files apart. */
static void test_save_load(void **state)
{
    (void)state;
    const char *path = "test_app_autosave.tdsave";
    remove(path);
    td_session *ss = played(3, 25, 3);
    td_session *back = malloc(sizeof *back);
    assert_non_null(back);
    app_autosave_info info = three_seats(), got;
    char err[SYS_ERR_SIZE];
    assert_int_equal(app_autosave_load(path, back, &got, err, sizeof err), APP_LOAD_MISSING);
    assert_string_equal(err, "");
    assert_null(app_autosave_save(path, ss, &info, err, sizeof err));
    assert_int_equal(app_autosave_load(path, back, &got, err, sizeof err), APP_LOAD_OK);
    assert_same_game(ss, back);
    assert_string_equal(got.seat[2].name, info.seat[2].name);

    const char junk[] = "troyes-dice-settings 1\nvolume 80\n";
    assert_null(sys_file_write_atomic(path, junk, strlen(junk), err, sizeof err));
    assert_int_equal(app_autosave_load(path, back, &got, err, sizeof err), APP_LOAD_CORRUPT);
    assert_non_null(strstr(err, path));
    assert_non_null(strstr(err, "no seat lines"));
    const char nul[] = "; seat 1 human A\0troyes-dice 1\n";
    assert_null(sys_file_write_atomic(path, nul, sizeof nul - 1, err, sizeof err));
    assert_int_equal(app_autosave_load(path, back, &got, err, sizeof err), APP_LOAD_CORRUPT);
    assert_non_null(strstr(err, "NUL"));
    remove(path);
    free(back);
    free(ss);
}

/* Dates: ISO text of real days only; the game of the day's seed is YYYYMMDD. */
static void test_dates(void **state)
{
    (void)state;
    char d[APP_DATE_SIZE];
    assert_int_equal(app_date_format(2026, 3, 15, d), 0);
    assert_string_equal(d, "2026-03-15");
    assert_int_equal(app_date_format(2028, 2, 29, d), 0);
    assert_string_equal(d, "2028-02-29");
    assert_int_equal(app_date_format(2026, 2, 29, d), -1);
    assert_string_equal(d, "");
    assert_int_equal(app_date_format(2026, 13, 1, d), -1);
    assert_int_equal(app_date_format(1899, 12, 31, d), -1);
    assert_int_equal(app_date_format(2026, 4, 31, d), -1);
    assert_true(app_daily_seed(2026, 3, 15) == 20260315u);
    assert_true(app_daily_seed(2026, 3, 16) == 20260316u);
    assert_true(app_daily_seed(2026, 2, 30) == 0);
    /* the game of the day is a valid 1-player game ID */
    td_params p;
    td_params_default(&p, 1, app_daily_seed(2026, 3, 15));
    char id[TD_GAMEID_MAX];
    td_gameid_encode(&p, id, sizeof id);
    assert_string_equal(id, "1p-std#20260315");
}

/* An autosave cut off in the middle of a move, or damaged at a move, gives back the game up to the
 * move before; one damaged in its seat lines or its header gives nothing back. */
static void test_recover(void **state)
{
    (void)state;
    td_session *ss = played(3, 40, 78);
    app_autosave_info info = three_seats();
    char *text = app_autosave_format(ss, &info, NULL);
    assert_non_null(text);
    td_session *back = malloc(sizeof *back), *want = malloc(sizeof *want);
    assert_non_null(back);
    assert_non_null(want);
    app_autosave_info got;
    memset(&got, 0, sizeof got);
    /* whole: nothing to recover */
    assert_int_equal(app_autosave_recover(text, back, &got), 0);
    /* cut in the middle of the last move's line: the game of the moves before it */
    size_t len = strlen(text);
    size_t last = len - 1;
    while (last > 0 && text[last - 1] != '\n')
        last--;
    int lines = 0;
    for (size_t i = 0; i < last; i++)
        lines += text[i] == '\n';
    text[last + 3] = '\0';
    char err[200];
    assert_non_null(app_autosave_parse(text, back, &got, err, sizeof err));
    memset(&got, 0, sizeof got);
    assert_int_equal(app_autosave_recover(text, back, &got), lines + 1);
    *want = *ss;
    assert_null(td_session_undo(want, (int)ss->moves[ss->n_moves - 1].player));
    assert_same_game(want, back);
    assert_int_equal(got.n_seats, 3);
    assert_string_equal(got.seat[0].name, "Anna María");
    /* a byte gone bad in a seat line: nothing is kept, nothing is touched */
    free(text);
    text = app_autosave_format(ss, &info, NULL);
    char *seat = strstr(text, "; seat 2 expert");
    assert_non_null(seat);
    seat[7] = '9';
    memset(&got, 0x5a, sizeof got);
    assert_int_equal(app_autosave_recover(text, back, &got), 0);
    assert_int_equal(got.n_seats, 0x5a5a5a5a);
    free(text);
    free(want);
    free(back);
    free(ss);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_round_trip),
        cmocka_unit_test(test_hints_round_trip),
        cmocka_unit_test(test_finished_game),
        cmocka_unit_test(test_format_refuses_bad_seats),
        cmocka_unit_test(test_malformed),
        cmocka_unit_test(test_recover),
        cmocka_unit_test(test_save_load),
        cmocka_unit_test(test_dates),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
