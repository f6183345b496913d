/* test_session.c — sessions: undo stays inside the player's current choice and never crosses a
 * roll; the saved-game text round-trips exactly; bad files are refused with the line at fault
 * and change nothing. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "troyes/td_engine.h"
#include "troyes/td_gameid.h"
#include "troyes/td_score.h"
#include "troyes/td_session.h"

static td_session ss, copy, other;

static void apply_text(td_session *s, const char *text)
{
    td_move m;
    const char *why = td_move_parse(text, &m);
    if (!why)
        why = td_session_apply(s, &m);
    if (why)
        fail_msg("'%s': %s", text, why);
}

static void start(td_session *s, const char *id)
{
    td_params p;
    assert_null(td_gameid_parse(id, &p));
    assert_null(td_session_start(s, &p));
}

/* Plays random legal moves to the end of the game. */
static void play_out(td_session *s, uint64_t seed)
{
    td_rng rng;
    td_rng_seed(&rng, seed, 1);
    while (s->now.phase != TD_PHASE_OVER) {
        if (s->now.phase == TD_PHASE_ROLL) {
            td_move roll = td_move_roll();
            assert_null(td_session_apply(s, &roll));
            continue;
        }
        unsigned waiting = td_waiting_players(&s->now);
        int p = 0;
        while (!(waiting & (1u << p)))
            p++;
        int n = td_legal_count(&s->now, p);
        td_move m = td_legal_nth(&s->now, p, (int)td_rng_below(&rng, (uint32_t)n));
        assert_null(td_session_apply(s, &m));
    }
}

/* Day 1 with this wheel: morning slots 1-4 sit on notches P1..P4 = yellow, white, red, red. */
#define WHEEL "-LRRYYWWRYRYRWRWYWYW"

static void test_undo_inside_half_day(void **state)
{
    (void)state;
    start(&ss, "2p-std" WHEEL "#11");
    apply_text(&ss, "roll 2 4 5 b1"); /* black 1 on slot 1; white 2, red 4, red 5 */
    td_state after_roll = ss.now;
    apply_text(&ss, "p1 die 2 pay K 2 W gain");
    apply_text(&ss, "p2 die 3 4 R gain");
    /* Both chose: the half-day ended by itself. */
    assert_int_equal(ss.now.phase, TD_PHASE_ROLL);
    assert_int_equal(ss.now.half, 1);
    /* Undo p1: back in the morning, p1 to choose again, p2's choice kept. */
    assert_null(td_session_undo(&ss, 0));
    assert_int_equal(ss.now.phase, TD_PHASE_CHOOSE);
    assert_int_equal(td_need_of(&ss.now, 0).kind, TD_NEED_DIE);
    assert_int_equal(td_need_of(&ss.now, 1).kind, TD_NEED_NOTHING);
    td_state only_p2 = after_roll;
    td_move m;
    assert_null(td_move_parse("p2 die 3 4 R gain", &m));
    assert_null(td_move_apply(&only_p2, &m));
    assert_memory_equal(&ss.now, &only_p2, sizeof only_p2);
    /* Nothing more to undo for p1; p2 can still undo. */
    copy = ss;
    assert_non_null(td_session_undo(&ss, 0));
    assert_memory_equal(&ss, &copy, sizeof ss);
    assert_null(td_session_undo(&ss, 1));
    assert_memory_equal(&ss.now, &after_roll, sizeof after_roll);
    assert_int_equal(ss.n_moves, 1);
}

static void test_undo_never_crosses_a_roll(void **state)
{
    (void)state;
    start(&ss, "1p-std" WHEEL "#3");
    apply_text(&ss, "roll 1 3 6 b3"); /* yellow 1 on slot 1, black 3 on slot 2 */
    apply_text(&ss, "p1 die 1 1 Y gain");
    apply_text(&ss, "roll 2 2 2 b2");
    copy = ss;
    assert_non_null(td_session_undo(&ss, 0));
    assert_memory_equal(&ss, &copy, sizeof ss);
}

/* A decision answer is undone alone: the player is asked the same decision again. */
static void test_undo_a_decision(void **state)
{
    (void)state;
    start(&ss, "1p-std" WHEEL "#5");
    apply_text(&ss, "roll 1 3 6 b3");
    /* Set up a 15th red citizen on the next circled citizen (state edited directly: the sheet is
     * a plain struct). */
    ss.now.sheet[0].cit[TD_RED] = 14;
    ss.checkpoint = ss.now;
    /* The yellow 1 turned red (2 knowledge) builds the Fortress of column 1: its red citizen is
     * the 15th, which offers a Great Hall or a Cathedral [R5]. */
    apply_text(&ss, "p1 die 1 1 R prestige");
    assert_int_equal(td_need_of(&ss.now, 0).kind, TD_NEED_PRESTIGE);
    td_state asked = ss.now;
    apply_text(&ss, "p1 build GH 3");
    assert_true(ss.now.sheet[0].built[TD_ROW_GREAT_HALL] & (1u << 2));
    assert_null(td_session_undo(&ss, 0));
    assert_memory_equal(&ss.now, &asked, sizeof asked);
}

static void test_save_roundtrip(void **state)
{
    (void)state;
    static char text[1 << 16];
    for (uint64_t seed = 0; seed < 6; seed++) {
        char id[TD_GAMEID_MAX];
        static const int players[6] = {1, 3, 5, 2, 4, 10};
        snprintf(id, sizeof id, "%dp-r%du%s#%llu", players[seed], 1 + (int)seed % 6,
                 seed & 1u ? "-x" : "", (unsigned long long)seed);
        start(&ss, id);
        play_out(&ss, seed);
        size_t len = td_session_write(&ss, text, sizeof text);
        assert_true(len < sizeof text);
        assert_non_null(strstr(text, "\nscores "));
        int line = -1, has = 0, scores[TD_MAX_PLAYERS];
        const char *why = td_session_read(&other, text, &line, &has, scores);
        if (why)
            fail_msg("line %d: %s", line, why);
        assert_true(has);
        assert_memory_equal(&other.now, &ss.now, sizeof ss.now);
        assert_int_equal(other.n_moves, ss.n_moves);
        for (int p = 0; p < ss.now.params.players; p++)
            assert_int_equal(scores[p], td_score_total(&ss.now, p));
        /* A short buffer gets a truncated, terminated text and the full length. */
        char small[16];
        assert_int_equal(td_session_write(&ss, small, sizeof small), len);
        assert_int_equal(strlen(small), sizeof small - 1);
    }
}

static void expect_refused(const char *text, int line_at_fault)
{
    copy = other;
    int line = -1, has = 0, scores[TD_MAX_PLAYERS];
    const char *why = td_session_read(&other, text, &line, &has, scores);
    if (!why)
        fail_msg("accepted: %s", text);
    if (line != line_at_fault)
        fail_msg("'%s' at line %d, expected %d: %s", text, line, line_at_fault, why);
    assert_memory_equal(&other, &copy, sizeof other);
}

static void test_bad_files(void **state)
{
    (void)state;
    start(&other, "1p-std#1");
    expect_refused("", 0);
    expect_refused("hello\n", 1);
    expect_refused("troyes-dice 2\nid 1p-std#1\n", 1);
    expect_refused("troyes-dice 1\n", 0);
    expect_refused("troyes-dice 1\nid 1p-nope#1\n", 2);
    expect_refused("troyes-dice 1\nid 1p-std#1\np1 die 1 1 R gain\n", 3); /* not rolled yet */
    expect_refused("troyes-dice 1\nid 1p-std#1\nroll 1 3 6 b3\np1 die 1 1 R gain\n"
                   "p1 die 1 1 R gain\n", 5);                                /* chose twice */
    expect_refused("troyes-dice 1\r\nid 1p-std#1\r\n\r\n; comment\r\nroll 1 3 6 b3\r\n"
                   "p1 die 9 1 R gain\r\n", 6);
    expect_refused("troyes-dice 1\nid 2p-std#1\nroll\nscores 3\n", 4);  /* one per player */
    expect_refused("troyes-dice 1\nid 1p-std#1\nroll\nscores 3\nroll\n", 5);
    /* Found while writing the save fuzzer (tests/fuzz): a score too big for an int was wrapped,
     * so 2^32 + 3 read as 3. */
    expect_refused("troyes-dice 1\nid 1p-std#1\nroll\nscores 4294967299\n", 4);
    expect_refused("troyes-dice 1\nid 1p-std#1\nroll\nscores -99999999999999999999\n", 4);
    /* A file that is fine but unfinished loads. */
    int line, has, scores[TD_MAX_PLAYERS];
    assert_null(td_session_read(&other,
                                "troyes-dice 1\r\nid 1p-std#1\r\n; a comment\r\n\r\nroll 1 3 6 b3\r\n",
                                &line, &has, scores));
    assert_int_equal(other.n_moves, 1);
    assert_false(has);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_undo_inside_half_day),
        cmocka_unit_test(test_undo_never_crosses_a_roll),
        cmocka_unit_test(test_undo_a_decision),
        cmocka_unit_test(test_save_roundtrip),
        cmocka_unit_test(test_bad_files),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
