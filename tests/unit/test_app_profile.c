/* test_app_profile.c — profiles of app_profile.h on games really played with the core: the
 * achievements of SPEC §9 (the three "play 3 games" boxes, completion announced once, first
 * dates kept), statistics, the score history, the high-score table, the history cap, names,
 * and the profiles file (round trip; a corrupt file is refused with its line and the store is
 * left untouched). */
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

#include "app_profile.h"
#include "sys_file.h"
#include "troyes/td_engine.h"
#include "troyes/td_gameid.h"
#include "troyes/td_score.h"

/* Plays a whole game with uniformly random legal moves for every seat. */
static td_state play_game(int players, int expansion, uint64_t seed)
{
    td_params p;
    td_params_default(&p, players, seed);
    p.expansion = (uint8_t)expansion;
    td_state s;
    assert_null(td_state_init(&s, &p));
    td_rng rng;
    td_rng_seed(&rng, seed, 99);
    td_move roll = td_move_roll();
    int guard = 0;
    while (s.phase != TD_PHASE_OVER) {
        assert_true(++guard < 100000);
        if (s.phase == TD_PHASE_ROLL) {
            assert_null(td_move_apply(&s, &roll));
            continue;
        }
        for (int pl = 0; pl < players && s.phase == TD_PHASE_CHOOSE; pl++) {
            while (s.phase == TD_PHASE_CHOOSE && (td_waiting_players(&s) & (1u << pl))) {
                td_move m = td_legal_random(&s, pl, &rng);
                assert_null(td_move_apply(&s, &m));
            }
        }
    }
    return s;
}

/* The finished game `s` with player 0's sheet changed so that it ends with exactly `vp`
 * citizens and nothing else: no resources, no buildings, so a known total (vp VP) and known
 * achievements (from 40 citizens citizens_40, from 20 a full citizen track). */
static td_state with_total(td_state s, int vp)
{
    td_sheet *sh = &s.sheet[0];
    memset(sh->res_circled, 0, sizeof sh->res_circled);
    memset(sh->res_crossed, 0, sizeof sh->res_crossed);
    memset(sh->cath_mult, 0, sizeof sh->cath_mult);
    memset(sh->built, 0, sizeof sh->built);
    for (int c = 0; c < TD_COLOURS; c++) {
        int n = vp > 20 ? 20 : vp;
        sh->cit[c] = (uint8_t)n;
        vp -= n;
    }
    assert_int_equal(vp, 0);
    return s;
}

/* Records for profile `index`, as seat 0, the game `base` changed to end with `vp` VP. */
static uint32_t record_total(app_profiles *st, int index, const td_state *base, int vp,
                             const char *date)
{
    td_state s = with_total(*base, vp);
    return app_profile_record_game(st, index, &s, 0, date, NULL, NULL);
}

static app_profiles *new_store(void)
{
    app_profiles *st = app_profiles_new();
    assert_non_null(st);
    return st;
}

static uint32_t bit(int a) { return 1u << a; }

/* Three solo games tick the three boxes of "play 3 solo games" one by one (each reported in
 * *ticked, with its date); the mask of newly completed achievements reports it on the third
 * game only, and never again after; a fourth game changes neither count nor dates. Every
 * achievement is announced at most once over the games. */
static void test_three_solo_games(void **state)
{
    (void)state;
    app_profiles *st = new_store();
    int anna;
    assert_null(app_profiles_add(st, "Anna", &anna));
    const char *dates[4] = {"2026-01-02", "2026-01-03", "2026-01-05", "2026-02-01"};
    uint32_t announced = 0;
    for (int g = 0; g < 4; g++) {
        td_state s = play_game(1, 0, 100 + (uint64_t)g);
        uint32_t earned = td_achievements(&s, 0);
        uint32_t ticked = 0;
        uint32_t done = app_profile_record_game(st, anna, &s, 0, dates[g], NULL, &ticked);
        assert_int_equal(done & announced, 0); /* nothing announced twice */
        announced |= done;
        assert_int_equal(done & ~earned, 0);
        assert_int_equal(ticked & ~earned, 0);

        app_ach_progress pr;
        app_profile_progress(&st->profile[anna], TD_ACH_PLAYED_SOLO, &pr);
        assert_int_equal(pr.boxes, 3);
        assert_int_equal(pr.ticked, g < 3 ? g + 1 : 3);
        assert_int_equal(!!(ticked & bit(TD_ACH_PLAYED_SOLO)), g < 3);
        assert_int_equal(!!(done & bit(TD_ACH_PLAYED_SOLO)), g == 2);
        for (int b = 0; b < 3; b++) {
            if (b < pr.ticked)
                assert_string_equal(pr.date[b], dates[b]);
            else
                assert_null(pr.date[b]);
        }
        app_profile_progress(&st->profile[anna], TD_ACH_PLAYED_MULTI, &pr);
        assert_int_equal(pr.ticked, 0);
        assert_false(ticked & bit(TD_ACH_PLAYED_MULTI));
    }
    assert_int_equal(st->profile[anna].games, 4);
    assert_int_equal(st->profile[anna].wins, 0); /* solo games are not wins */
    app_profiles_free(st);
}

/* A one-box achievement is ticked with the date of the first game that earned it; earning it
 * again neither changes the date nor announces it again. The expansion's 3-game boxes count
 * games with the expansion only. */
static void test_first_date_kept(void **state)
{
    (void)state;
    app_profiles *st = new_store();
    int p;
    assert_null(app_profiles_add(st, "Bruno", &p));
    td_state s = with_total(play_game(1, 1, 7), 46); /* 46 citizens: 45 VP and 40 citizens */
    uint32_t earned = td_achievements(&s, 0);
    assert_true(earned & bit(TD_ACH_SCORE_45));
    assert_true(earned & bit(TD_ACH_CITIZENS_40));
    assert_true(earned & bit(TD_ACH_PLAYED_EXPANSION));

    uint32_t ticked;
    uint32_t done = app_profile_record_game(st, p, &s, 0, "2026-03-01", NULL, &ticked);
    assert_true(done & bit(TD_ACH_SCORE_45));
    assert_true(done & bit(TD_ACH_CITIZENS_40));
    assert_false(done & bit(TD_ACH_PLAYED_EXPANSION)); /* 1 box of 3 */
    assert_true(ticked & bit(TD_ACH_PLAYED_EXPANSION));

    done = app_profile_record_game(st, p, &s, 0, "2026-03-09", NULL, &ticked);
    assert_false(done & bit(TD_ACH_SCORE_45));
    assert_false(ticked & bit(TD_ACH_SCORE_45));
    app_ach_progress pr;
    app_profile_progress(&st->profile[p], TD_ACH_SCORE_45, &pr);
    assert_int_equal(pr.boxes, 1);
    assert_int_equal(pr.ticked, 1);
    assert_string_equal(pr.date[0], "2026-03-01");
    app_profile_progress(&st->profile[p], TD_ACH_PLAYED_EXPANSION, &pr);
    assert_int_equal(pr.ticked, 2);
    assert_string_equal(pr.date[1], "2026-03-09");
    app_profile_progress(&st->profile[p], TD_ACH_SCORE_55, &pr);
    assert_int_equal(pr.ticked, 0);

    /* A standard solo game does not tick the expansion's boxes. */
    td_state plain = play_game(1, 0, 8);
    app_profile_record_game(st, p, &plain, 0, "2026-03-10", NULL, &ticked);
    assert_false(ticked & bit(TD_ACH_PLAYED_EXPANSION));
    app_profile_progress(&st->profile[p], TD_ACH_PLAYED_EXPANSION, &pr);
    assert_int_equal(pr.ticked, 2);
    app_profiles_free(st);
}

/* What a game record holds: the score breakdown of td_score_of (its parts add up to the total),
 * the rank and win of a multiplayer game for each seat, the game ID (given, or encoded when the
 * one given does not match the game). */
static void test_record_contents(void **state)
{
    (void)state;
    app_profiles *st = new_store();
    int a, b;
    assert_null(app_profiles_add(st, "Ada", &a));
    assert_null(app_profiles_add(st, "Bea", &b));
    td_state s = play_game(2, 0, 31);
    char id[TD_GAMEID_MAX];
    td_gameid_encode(&s.params, id, sizeof id);
    app_profile_record_game(st, a, &s, 0, "2026-04-01", id, NULL);
    app_profile_record_game(st, b, &s, 1, "2026-04-01", "1p-std#5", NULL); /* wrong ID */

    uint8_t rank[TD_MAX_PLAYERS];
    unsigned winners = td_ranking(&s, rank);
    for (int seat = 0; seat < 2; seat++) {
        const app_game_record *g = &st->profile[seat == 0 ? a : b].history[0];
        td_score sc;
        td_score_of(&s, seat, &sc);
        assert_int_equal(g->total, sc.total);
        int sum = g->resources + g->citizens;
        for (int c = 0; c < TD_COLUMNS; c++) {
            assert_int_equal(g->character[c], sc.character[c]);
            sum += g->character[c];
        }
        assert_int_equal(sum, g->total);
        assert_int_equal(g->citizens, sc.citizens);
        assert_int_equal(g->rank, rank[seat]);
        assert_int_equal(g->won, !!(winners & (1u << seat)));
        assert_int_equal(st->profile[seat == 0 ? a : b].wins, g->won);
        assert_int_equal(g->players, 2);
        assert_string_equal(g->game_id, id);
        assert_string_equal(g->date, "2026-04-01");
        assert_int_equal(g->achievements, td_achievements(&s, seat));
    }
    app_profiles_free(st);
}

/* Statistics over several real games: games, best, mean, points by character (totals and
 * means), and the score history in order (all of it, or only the latest when the caller's array
 * is shorter). */
static void test_stats(void **state)
{
    (void)state;
    app_profiles *st = new_store();
    int p;
    assert_null(app_profiles_add(st, "Chlo\xC3\xA9", &p)); /* "Chloé" */
    enum { N = 6 };
    int totals[N];
    long long char_sum[TD_COLUMNS] = {0};
    long long sum = 0;
    int best = -1;
    for (int g = 0; g < N; g++) {
        td_state s = play_game(1 + g % 3, g % 2, 500 + (uint64_t)g);
        td_score sc;
        td_score_of(&s, 0, &sc);
        totals[g] = sc.total;
        sum += sc.total;
        if (sc.total > best)
            best = sc.total;
        for (int c = 0; c < TD_COLUMNS; c++)
            char_sum[c] += sc.character[c];
        app_profile_record_game(st, p, &s, 0, "2026-05-01", NULL, NULL);
    }
    app_stats stats;
    app_profile_stats(&st->profile[p], &stats);
    assert_int_equal(stats.games, N);
    assert_int_equal(stats.best, best);
    assert_true(stats.mean > (double)sum / N - 1e-9 && stats.mean < (double)sum / N + 1e-9);
    for (int c = 0; c < TD_COLUMNS; c++) {
        assert_int_equal(stats.character_total[c], char_sum[c]);
        double m = (double)char_sum[c] / N;
        assert_true(stats.character_mean[c] > m - 1e-9 && stats.character_mean[c] < m + 1e-9);
    }

    int16_t hist[N + 5];
    assert_int_equal(app_profile_score_history(&st->profile[p], hist, N + 5), N);
    for (int g = 0; g < N; g++)
        assert_int_equal(hist[g], totals[g]);
    assert_int_equal(app_profile_score_history(&st->profile[p], hist, 2), 2);
    assert_int_equal(hist[0], totals[N - 2]);
    assert_int_equal(hist[1], totals[N - 1]);

    /* A profile without games: zeroes, no division by zero. */
    int q;
    assert_null(app_profiles_add(st, "Empty", &q));
    app_profile_stats(&st->profile[q], &stats);
    assert_int_equal(stats.games, 0);
    assert_int_equal(stats.best, 0);
    assert_true(stats.mean == 0.0);
    assert_int_equal(app_profile_score_history(&st->profile[q], hist, N), 0);
    app_profiles_free(st);
}

/* The high-score table across profiles: best first, at most the number asked for (10), the
 * very best games of each profile included; on a tie the earlier date comes first, then the
 * lower profile index. */
static void test_highscores(void **state)
{
    (void)state;
    app_profiles *st = new_store();
    int a, b;
    assert_null(app_profiles_add(st, "Dora", &a));
    assert_null(app_profiles_add(st, "Emil", &b));
    td_state base = play_game(1, 0, 900);
    /* Dora: 30, 52, 41, 60, 33, 47, 35; Emil: 52 (earlier), 60 (later), 25, 44, 58, 39. */
    static const int dora[] = {30, 52, 41, 60, 33, 47, 35};
    static const int emil[] = {52, 60, 25, 44, 58, 39};
    for (int i = 0; i < 7; i++)
        record_total(st, a, &base, dora[i], i == 3 ? "2026-06-10" : "2026-06-05");
    for (int i = 0; i < 6; i++)
        record_total(st, b, &base, emil[i], i == 0 ? "2026-06-01" : "2026-06-20");

    app_highscore hs[APP_HIGHSCORES];
    int n = app_profiles_highscores(st, hs, APP_HIGHSCORES);
    assert_int_equal(n, 10);
    static const int want_score[10] = {60, 60, 58, 52, 52, 47, 44, 41, 39, 35};
    static const int want_profile[10] = {0, 1, 1, 1, 0, 0, 1, 0, 1, 0};
    for (int i = 0; i < 10; i++) {
        assert_int_equal(hs[i].score, want_score[i]);
        assert_int_equal(hs[i].profile, want_profile[i]);
        assert_string_equal(hs[i].name, want_profile[i] == 0 ? "Dora" : "Emil");
    }
    assert_string_equal(hs[0].date, "2026-06-10"); /* Dora's 60 came before Emil's */
    assert_string_equal(hs[1].date, "2026-06-20");
    assert_string_equal(hs[3].date, "2026-06-01"); /* Emil's 52 came before Dora's */
    assert_true(strchr(hs[0].game_id, '#') != NULL);

    assert_int_equal(app_profiles_highscores(st, hs, 3), 3);
    assert_int_equal(hs[2].score, 58);
    app_profiles_free(st);
}

/* The history keeps the latest APP_HISTORY_MAX games but never drops one of the ten best: after
 * 505 more games than fit, the early best game is still there, the totals count every game,
 * and the oldest ordinary games went first. */
static void test_history_cap(void **state)
{
    (void)state;
    app_profiles *st = new_store();
    int p;
    assert_null(app_profiles_add(st, "Fritz", &p));
    td_state base = play_game(1, 0, 77);
    td_state low = with_total(base, 20), high = with_total(base, 58);
    app_profile_record_game(st, p, &low, 0, "2025-01-01", NULL, NULL);
    app_profile_record_game(st, p, &high, 0, "2025-01-02", NULL, NULL);
    for (int i = 0; i < APP_HISTORY_MAX + 3; i++)
        record_total(st, p, &base, 21 + i % 7, "2025-02-01");
    const app_profile *pr = &st->profile[p];
    assert_int_equal(pr->n_history, APP_HISTORY_MAX);
    assert_int_equal(pr->games, APP_HISTORY_MAX + 5);
    int found_high = 0;
    for (int i = 0; i < pr->n_history; i++)
        found_high += pr->history[i].total == 58;
    assert_int_equal(found_high, 1);
    assert_int_equal(pr->history[0].total, 58); /* the 20 before it was dropped first */
    app_stats stats;
    app_profile_stats(pr, &stats);
    assert_int_equal(stats.best, 58);
    assert_int_equal(pr->history[pr->n_history - 1].total, 21 + (APP_HISTORY_MAX + 2) % 7);
    app_profiles_free(st);
}

/* Names: trimmed, UTF-8 welcome, at most 24 bytes, unique ignoring ASCII case; invalid UTF-8 and
 * control characters refused; at most 16 profiles; rename and find; remove shifts the others. */
static void test_names(void **state)
{
    (void)state;
    app_profiles *st = new_store();
    int i;
    /* Non-ASCII names as escapes, so the test does not depend on the compiler's source charset:
     * "José María", "josé maría", "JOSÉ MARÍA", "Zoë 🎲". */
    assert_null(app_profiles_add(st, "  Jos\xC3\xA9 Mar\xC3\xAD" "a  ", &i));
    assert_int_equal(i, 0);
    assert_string_equal(st->profile[0].name, "Jos\xC3\xA9 Mar\xC3\xAD" "a");
    /* The same name but for ASCII case: refused. */
    assert_non_null(app_profiles_add(st, "jos\xC3\xA9 mar\xC3\xAD" "a", NULL));
    /* É is not é (only ASCII case is folded): another name. */
    assert_null(app_profiles_add(st, "JOS\xC3\x89 MAR\xC3\x8D" "A", &i));
    assert_int_equal(i, 1);
    assert_non_null(app_profiles_add(st, "", NULL));
    assert_non_null(app_profiles_add(st, "   ", NULL));
    assert_non_null(app_profiles_add(st, "abcdefghijklmnopqrstuvwxy", NULL)); /* 25 bytes */
    assert_null(app_profiles_add(st, "abcdefghijklmnopqrstuvwx", NULL));      /* 24 bytes */
    assert_non_null(app_profiles_add(st, "bad\xC3", NULL));
    assert_non_null(app_profiles_add(st, "tab\there", NULL));
    assert_null(app_profiles_add(st, "Zo\xC3\xAB \xF0\x9F\x8E\xB2", NULL));

    assert_int_equal(app_profiles_find(st, "JOS\xC3\xA9 MAR\xC3\xAD" "A"), 0);
    assert_int_equal(app_profiles_find(st, "JOS\xC3\x89 MAR\xC3\x8D" "A"), 1);
    assert_int_equal(app_profiles_find(st, " jos\xC3\xA9 mar\xC3\xAD" "a "), 0);
    assert_int_equal(app_profiles_find(st, "nobody"), -1);

    assert_null(app_profiles_rename(st, 0, "Jose"));
    assert_null(app_profiles_rename(st, 0, "JOSE")); /* its own name in another case */
    assert_string_equal(st->profile[0].name, "JOSE");
    assert_non_null(app_profiles_rename(st, 0, "zo\xC3\xAB \xF0\x9F\x8E\xB2"));
    assert_non_null(app_profiles_rename(st, 9, "x"));

    while (st->count < APP_PROFILES_MAX) {
        char name[16];
        snprintf(name, sizeof name, "P%d", st->count);
        assert_null(app_profiles_add(st, name, NULL));
    }
    assert_non_null(app_profiles_add(st, "One too many", NULL));
    assert_null(app_profiles_remove(st, 0));
    assert_int_equal(st->count, APP_PROFILES_MAX - 1);
    assert_string_equal(st->profile[0].name, "JOS\xC3\x89 MAR\xC3\x8D" "A");
    assert_int_equal(app_profiles_find(st, "jose"), -1);
    app_profiles_free(st);
}

/* A store with two profiles (UTF-8 names with spaces), games of every kind and achievements
 * saved to a file and loaded back is the same store, byte for byte, and formats to the same
 * text; a missing file leaves the store untouched. */
static void test_round_trip(void **state)
{
    (void)state;
    app_profiles *st = new_store();
    int a, b;
    assert_null(app_profiles_add(st, "G\xC3\xBCl \xC5\x9E" "ahin", &a)); /* "Gül Şahin" */
    assert_null(app_profiles_add(st, "Hugo de Payns", &b));
    for (int g = 0; g < 5; g++) {
        td_state s = play_game(1 + g % 2, g % 2, 1000 + (uint64_t)g);
        app_profile_record_game(st, a, &s, 0, g < 3 ? "2026-07-01" : "2026-07-02", NULL, NULL);
        if (s.params.players > 1)
            app_profile_record_game(st, b, &s, 1, "2026-07-03", NULL, NULL);
    }
    td_state rich = with_total(play_game(1, 1, 2000), 60);
    app_profile_record_game(st, b, &rich, 0, "2026-07-04", NULL, NULL);

    char path[] = "test_app_profile.round.txt";
    char err[SYS_ERR_SIZE];
    remove(path);
    app_profiles *back = new_store();
    assert_int_equal(app_profiles_load(path, back, err, sizeof err), APP_LOAD_MISSING);
    assert_int_equal(back->count, 0);

    assert_null(app_profiles_save(path, st, err, sizeof err));
    assert_int_equal(app_profiles_load(path, back, err, sizeof err), APP_LOAD_OK);
    assert_int_equal(back->count, 2);
    assert_memory_equal(back, st, sizeof *st);

    size_t la, lb;
    char *ta = app_profiles_format(st, &la), *tb = app_profiles_format(back, &lb);
    assert_non_null(ta);
    assert_non_null(tb);
    assert_int_equal(la, lb);
    assert_string_equal(ta, tb);
    static const char head[] = "troyes-dice-profiles 1\n"
                               "profile G\xC3\xBCl \xC5\x9E" "ahin\n"
                               "totals 5 ";
    assert_memory_equal(ta, head, sizeof head - 1);
    free(ta);
    free(tb);
    app_profiles_free(back);
    app_profiles_free(st);
    remove(path);
}

/* Replaces the first occurrence of `from` in text by `to` (a new malloc'd string). */
static char *replaced(const char *text, const char *from, const char *to)
{
    const char *at = strstr(text, from);
    assert_non_null(at);
    size_t n = strlen(text) - strlen(from) + strlen(to);
    char *out = malloc(n + 1);
    assert_non_null(out);
    size_t head = (size_t)(at - text);
    memcpy(out, text, head);
    memcpy(out + head, to, strlen(to));
    strcpy(out + head + strlen(to), at + strlen(from));
    return out;
}

/* Each corruption of a valid profiles file is refused: app_profiles_parse names the line, and
 * app_profiles_load says CORRUPT with the path, leaving the caller's store exactly as it was;
 * the caller can then set the file aside. */
static void test_corrupt_file(void **state)
{
    (void)state;
    app_profiles *st = new_store();
    int a;
    assert_null(app_profiles_add(st, "Ines", &a));
    td_state s = with_total(play_game(1, 0, 4242), 47);
    app_profile_record_game(st, a, &s, 0, "2026-08-01", "1p-std#4242", NULL);
    size_t len;
    char *good = app_profiles_format(st, &len);
    assert_non_null(good);
    /* good is:
     *   1 troyes-dice-profiles 1
     *   2 profile Ines
     *   3 totals 1 0 47 0 0 0 0 0 0 0 47
     *   4 ach played_solo 2026-08-01
     *   5 ach score_45 2026-08-01
     *   6 ach citizens_40 2026-08-01
     *   7 ach citizen_track 2026-08-01   (a full track of 20)
     *   8 game 2026-08-01 1p-std#4242 1 0 1 47 0 0 0 0 0 0 0 47 <mask>
     *   9 end */
    assert_non_null(strstr(good, "\ntotals 1 0 47 0 0 0 0 0 0 0 47\nach played_solo 2026-08-01\n"
                                 "ach score_45 2026-08-01\nach citizens_40 2026-08-01\n"
                                 "ach citizen_track 2026-08-01\ngame "));
    static const struct {
        const char *from, *to, *expect;
    } cases[] = {
        {"troyes-dice-profiles 1", "troyes-dice-profiles 9", "line 1: profiles version 9"},
        {"troyes-dice-profiles 1", "troyes-dice-settings 1", "line 1: not a profiles file"},
        {"\nend\n", "\n", "line 9: the file ends without its end line"},
        {"\nend\n", "\nend\ngame\n", "line 10: text after the end line"},
        {"totals 1 0 47", "totals 1 2 47", "line 3: totals: more wins than games"},
        {"totals 1 0 47", "totals 1 0 x47", "line 3: totals:"},
        {"totals 1 0 47 0 0 0 0 0 0 0 47", "totals 0 0 47 0 0 0 0 0 0 0 47",
         "line 2: profile \"Ines\" lists 1 games but its totals count 0"},
        {"ach played_solo 2026-08-01", "ach played_solo 2026-02-30", "line 4: \"2026-02-30\" is"},
        {"ach played_solo 2026-08-01", "ach played_duo 2026-08-01",
         "line 4: unknown achievement"},
        {"ach score_45 2026-08-01", "ach score_45 2026-08-01 2026-08-02",
         "line 5: achievement score_45 has 1 box"},
        {"ach score_45", "ach played_solo", "line 5: achievement played_solo is listed twice"},
        {"game 2026-08-01 1p-std#4242 1 0 1 47", "game 2026-08-01 1p-std#4242 1 0 1 48",
         "line 8: the total 48 is not the sum of its parts (47)"},
        {"1p-std#4242 1 0", "1p-xyz#4242 1 0", "line 8: bad game ID"},
        {"1p-std#4242 1 0", "1p-std#4242 2 0", "line 8: the number of players"},
        {"1p-std#4242 1 0 1", "1p-std#4242 1 0 2", "line 8: the rank must be 1 to 1"},
        {"game 2026-08-01", "game 2026-08-01 extra", "line 8: a game line needs 16 words"},
        {"profile Ines\n", "", "line 2: totals before any profile line"},
        {"profile Ines", "profile  Ines", "line 2: bad profile name"},
        {"\nend\n", "\nprofile INES\ntotals 0 0 0 0 0 0 0 0 0 0 0\nend\n",
         "line 9: a second profile called \"INES\""},
        {"\nend\n", "\nsettings 1\nend\n", "line 9: unknown line \"settings\""},
        {"totals 1 0 47 0 0 0 0 0 0 0 47\n", "", "line 7: a game before the totals line"},
    };
    char path[] = "test_app_profile.bad.txt";
    char aside[300];
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char *bad = replaced(good, cases[i].from, cases[i].to);
        app_profiles *before = new_store();
        memcpy(before, st, sizeof *st);
        char err[SYS_ERR_SIZE];
        const char *why = app_profiles_parse(bad, st, err, 200);
        if (!why)
            fail_msg("case %lu was accepted:\n%s", (unsigned long)i, bad);
        if (!strstr(why, cases[i].expect))
            fail_msg("case %lu: \"%s\" lacks \"%s\"", (unsigned long)i, why, cases[i].expect);
        assert_memory_equal(st, before, sizeof *st);

        assert_null(sys_file_write_atomic(path, bad, strlen(bad), err, sizeof err));
        assert_int_equal(app_profiles_load(path, st, err, sizeof err), APP_LOAD_CORRUPT);
        assert_non_null(strstr(err, path));
        assert_non_null(strstr(err, cases[i].expect));
        assert_memory_equal(st, before, sizeof *st);
        assert_null(sys_file_set_aside(path, aside, sizeof aside, err, sizeof err));
        assert_false(sys_file_exists(path));
        remove(aside);
        app_profiles_free(before);
        free(bad);
    }
    /* The untouched file itself still loads. */
    app_profiles *back = new_store();
    char err[200];
    assert_null(app_profiles_parse(good, back, err, sizeof err));
    assert_memory_equal(back, st, sizeof *st);
    app_profiles_free(back);
    free(good);
    app_profiles_free(st);
}

/* A profiles file refused at a line keeps the profiles before that line that are whole without
 * it: cut off in the last game line of its last profile, every profile stays, that profile with
 * its totals and achievements and the games before (the totals may count more games than the
 * history lists); damaged in the second profile's totals, the first stays; damaged in the first
 * profile's totals (no whole profile before), or not damaged at all, nothing is recovered and
 * the store is untouched. */
static void test_recover(void **state)
{
    (void)state;
    app_profiles *st = new_store();
    int a, b;
    assert_null(app_profiles_add(st, "Ines", &a));
    assert_null(app_profiles_add(st, "Jon", &b));
    for (int g = 0; g < 3; g++) {
        td_state s = with_total(play_game(1, 0, 4300 + (uint64_t)g), 40 + g);
        app_profile_record_game(st, a, &s, 0, "2026-08-01", NULL, NULL);
        app_profile_record_game(st, b, &s, 0, "2026-08-02", NULL, NULL);
    }
    char *good = app_profiles_format(st, NULL);
    assert_non_null(good);
    app_profiles *back = new_store();
    memset(back, 0x5a, sizeof *back);
    app_profiles *pattern = new_store();
    memset(pattern, 0x5a, sizeof *pattern);
    assert_int_equal(app_profiles_recover(good, back), 0); /* whole */
    assert_memory_equal(back, pattern, sizeof *back);

    /* cut in the middle of Jon's last game line */
    char *cut = replaced(good, "", ""); /* a copy */
    char *last = strstr(cut, "\nend\n");
    assert_non_null(last);
    *last = '\0';
    char *game = strrchr(cut, '\n');
    assert_non_null(game);
    game[12] = '\0';
    int lines = 1;
    for (const char *c = cut; *c; c++)
        lines += *c == '\n';
    char err[200];
    assert_non_null(app_profiles_parse(cut, back, err, sizeof err));
    assert_int_equal(app_profiles_recover(cut, back), lines);
    assert_int_equal(back->count, 2);
    assert_memory_equal(&back->profile[0], &st->profile[0], sizeof st->profile[0]);
    const app_profile *jon = &back->profile[1];
    assert_string_equal(jon->name, "Jon");
    assert_int_equal(jon->games, 3);
    assert_int_equal(jon->n_history, 2);
    assert_memory_equal(jon->history, st->profile[1].history, 2 * sizeof jon->history[0]);
    assert_memory_equal(jon->boxes, st->profile[1].boxes, sizeof jon->boxes);
    free(cut);

    /* Jon's totals damaged: Ines stays, Jon goes */
    char *bad = replaced(good, "profile Jon\ntotals 3", "profile Jon\ntotals x");
    memset(back, 0x5a, sizeof *back);
    assert_true(app_profiles_recover(bad, back) > 0);
    assert_int_equal(back->count, 1);
    assert_memory_equal(&back->profile[0], &st->profile[0], sizeof st->profile[0]);
    free(bad);

    /* Ines's totals damaged: no profile before it is whole */
    bad = replaced(good, "profile Ines\ntotals 3", "profile Ines\ntotals x");
    memset(back, 0x5a, sizeof *back);
    assert_int_equal(app_profiles_recover(bad, back), 0);
    assert_memory_equal(back, pattern, sizeof *back);
    free(bad);
    /* not a profiles file */
    assert_int_equal(app_profiles_recover("troyes-dice-settings 1\nend\n", back), 0);
    assert_memory_equal(back, pattern, sizeof *back);

    app_profiles_free(pattern);
    app_profiles_free(back);
    free(good);
    app_profiles_free(st);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_three_solo_games),
        cmocka_unit_test(test_first_date_kept),
        cmocka_unit_test(test_record_contents),
        cmocka_unit_test(test_stats),
        cmocka_unit_test(test_highscores),
        cmocka_unit_test(test_history_cap),
        cmocka_unit_test(test_names),
        cmocka_unit_test(test_round_trip),
        cmocka_unit_test(test_corrupt_file),
        cmocka_unit_test(test_recover),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
