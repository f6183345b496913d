/* test_app_reasons.c — the rules core's refusal reasons reach the player in their language:
 *   - every reason the core lists (td_move_reason) and the session's one have a TR_WHY_* key, a
 *     string in every language, translated in Spanish and French, short enough for the note
 *     under the wheel; no TR_WHY_* key is left over for a reason the core no longer gives;
 *   - the reasons the engine returns while random games are played, legal or not, are the very
 *     strings it lists, and engine.c writes no reason outside its table (so a reason added to the
 *     core fails here until it is translated);
 *   - the same for the game ID's reasons (td_gameid_reason) and the parameters' (td_params_reason):
 *     each translated, none left over, the ones td_gameid_parse and td_params_* give while junk
 *     codes and parameters are parsed are the listed pointers, and gameid.c and state.c return
 *     no reason outside their tables;
 *   - tr_reason follows the language and gives an unknown reason back in English. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "app_lang.h"
#include "troyes/td_engine.h"
#include "troyes/td_gameid.h"
#include "troyes/td_session.h"

static td_session session;

/* The session's own refusal, found by asking a full session for one more move. */
static const char *session_reason(void)
{
    td_params p;
    assert_null(td_gameid_parse("1p-std#1", &p));
    assert_null(td_session_start(&session, &p));
    session.n_moves = TD_SESSION_MOVES;
    td_move roll = td_move_roll();
    const char *why = td_session_apply(&session, &roll);
    assert_non_null(why);
    return why;
}

static int listed(const char *why)
{
    for (int k = 0; td_move_reason(k); k++)
        if (td_move_reason(k) == why)
            return 1;
    return 0;
}

/* The keys of each group of reasons: a move's, a game ID's, the parameters'. */
enum { MOVE_FIRST = TR_WHY_SLOT, MOVE_LAST = TR_WHY_MOVES_FULL };
enum { ID_FIRST = TR_WHY_ID_NO_SEED, ID_LAST = TR_WHY_ID_TILES_PLAZAS };
enum { PARAMS_FIRST = TR_WHY_PARAMS_LEFTMOST, PARAMS_LAST = TR_WHY_PARAMS_MODE };

/* `why` has a key in [first, last], translated in every language and short enough for the
 * messages it goes into. */
static void check_translated_in(const char *why, int first, int last)
{
    int key = tr_reason_key(why);
    if (key < 0)
        fail_msg("the core's reason \"%s\" has no TR_WHY_* key: add it to the reasons of "
                 "src/app/app_lang.c and translate it in lang_en.c, lang_es.c and lang_fr.c", why);
    if (key < first || key > last)
        fail_msg("the core's reason \"%s\" has key %d, outside its group's keys %d..%d", why, key,
                 first, last);
    const char *en = tr_table(TR_LANG_EN)[key];
    for (int l = 0; l < TR_LANGS; l++) {
        const char *s = tr_table(l)[key];
        if (!s || !s[0])
            fail_msg("language %s: no text for \"%s\"", tr_language_code(l), why);
        if (l != TR_LANG_EN && !strcmp(s, en))
            fail_msg("language %s: \"%s\" is left in English", tr_language_code(l), why);
        /* the play screen's note holds "Not allowed: %s." and the title screen's line "Not a
         * game code: %s." in 160 bytes; the setup screen's line "Cannot start: %s." in 200 */
        if (strlen(s) + strlen(tr_table(l)[TR_PLAY_NOTE_NOT_ALLOWED]) >= 160 ||
            strlen(s) + strlen(tr_table(l)[TR_TITLE_NOT_A_CODE]) >= 160 ||
            strlen(s) + strlen(tr_table(l)[TR_CANNOT_START]) >= 200)
            fail_msg("language %s: the reason \"%s\" is too long for its line", tr_language_code(l), s);
        if (strchr(s, '%'))
            fail_msg("language %s: a reason is not a format: \"%s\"", tr_language_code(l), s);
    }
}

static void check_translated(const char *why) { check_translated_in(why, MOVE_FIRST, MOVE_LAST); }

static void test_every_core_reason_is_translated(void **state)
{
    (void)state;
    int n = 0;
    for (; td_move_reason(n); n++)
        check_translated(td_move_reason(n));
    assert_true(n >= 30); /* the engine lists its reasons (34 when this test was written) */
    assert_null(td_move_reason(-1));
    check_translated(session_reason());
}

/* Each TR_WHY_* key translates one reason the core gives today, and only one. */
static void test_no_key_is_left_over(void **state)
{
    (void)state;
    int uses[TR_COUNT] = {0};
    for (int k = 0; td_move_reason(k); k++) {
        int key = tr_reason_key(td_move_reason(k));
        if (key >= 0) /* (a reason without a key fails the test above) */
            uses[key]++;
    }
    uses[tr_reason_key(session_reason())]++;
    for (int key = MOVE_FIRST; key <= MOVE_LAST; key++)
        if (uses[key] != 1)
            fail_msg("TR_WHY key %d (\"%s\") translates %d of the core's reasons, not 1", key,
                     tr_table(TR_LANG_EN)[key], uses[key]);
}

/* A move of random fields (within and beyond their ranges) for a random player. */
static td_move junk_move(td_rng *rng, int players)
{
    td_move m;
    memset(&m, 0, sizeof m);
    m.kind = (uint8_t)td_rng_below(rng, 7);
    m.player = (uint8_t)td_rng_below(rng, (uint32_t)players + 1);
    m.slot = (uint8_t)td_rng_below(rng, 5);
    m.pay = td_rng_below(rng, 4) == 0 ? TD_PAY_NONE : (uint8_t)td_rng_below(rng, 4);
    m.value = (uint8_t)td_rng_below(rng, 8);
    m.colour = (uint8_t)td_rng_below(rng, 4);
    m.action = (uint8_t)td_rng_below(rng, 4);
    m.row = (uint8_t)td_rng_below(rng, 7);
    m.forced = (uint8_t)td_rng_below(rng, 2);
    for (int i = 0; i < 4; i++)
        m.roll[i] = (uint8_t)td_rng_below(rng, 8);
    return m;
}

/* Random games with the expansion; at every step random moves are checked, previewed and (on a
 * copy) applied: each reason given is one td_move_reason lists, pointer for pointer. */
static void test_reasons_given_are_listed(void **state)
{
    (void)state;
    static const char *const ids[] = {"1p-std-x#3", "3p-r4u-x#7", "2p-e351246-x#11", "4p-std#5"};
    td_rng rng;
    td_rng_seed(&rng, 2026, 5);
    int seen[64] = {0}, distinct = 0;
    for (size_t g = 0; g < sizeof ids / sizeof ids[0]; g++) {
        for (int rep = 0; rep < 10; rep++) {
            td_params p;
            assert_null(td_gameid_parse(ids[g], &p));
            p.seed += (uint64_t)rep;
            td_state s;
            assert_null(td_state_init(&s, &p));
            while (s.phase != TD_PHASE_OVER) {
                for (int i = 0; i < 40; i++) {
                    td_move m = junk_move(&rng, p.players);
                    td_state copy = s;
                    td_gain gain;
                    const char *why[3] = {td_move_check(&s, &m), td_move_preview(&s, &m, &gain),
                                          td_move_apply(&copy, &m)};
                    for (int w = 0; w < 3; w++) {
                        if (!why[w])
                            continue;
                        if (!listed(why[w]))
                            fail_msg("the engine gave \"%s\", which td_move_reason does not list", why[w]);
                        for (int k = 0; td_move_reason(k); k++)
                            if (td_move_reason(k) == why[w] && k < 64 && !seen[k]++)
                                distinct++;
                    }
                }
                td_move next = td_move_roll();
                if (s.phase != TD_PHASE_ROLL) {
                    unsigned waiting = td_waiting_players(&s);
                    int who = 0;
                    while (!(waiting >> who & 1u))
                        who++;
                    next = td_legal_random(&s, who, &rng);
                }
                assert_null(td_move_apply(&s, &next));
            }
        }
    }
    assert_true(distinct >= 15); /* the junk reaches many of the reasons, not just one or two */
}

/* ---- game IDs and parameters ------------------------------------------------------------ */

static int listed_in(const char *(*lister)(int), const char *why)
{
    for (int k = 0; lister(k); k++)
        if (lister(k) == why)
            return 1;
    return 0;
}

static void test_every_gameid_reason_is_translated(void **state)
{
    (void)state;
    int n = 0;
    for (; td_gameid_reason(n); n++)
        check_translated_in(td_gameid_reason(n), ID_FIRST, ID_LAST);
    assert_true(n >= 15); /* 16 when this test was written */
    assert_null(td_gameid_reason(-1));
    for (n = 0; td_params_reason(n); n++)
        check_translated_in(td_params_reason(n), PARAMS_FIRST, PARAMS_LAST);
    assert_true(n >= 14); /* 15 when this test was written */
    assert_null(td_params_reason(-1));
}

/* Each TR_WHY_ID_* and TR_WHY_PARAMS_* key translates one listed reason, and only one. */
static void test_no_gameid_key_is_left_over(void **state)
{
    (void)state;
    int uses[TR_COUNT] = {0};
    for (int k = 0; td_gameid_reason(k); k++)
        if (tr_reason_key(td_gameid_reason(k)) >= 0)
            uses[tr_reason_key(td_gameid_reason(k))]++;
    for (int k = 0; td_params_reason(k); k++)
        if (tr_reason_key(td_params_reason(k)) >= 0)
            uses[tr_reason_key(td_params_reason(k))]++;
    for (int key = ID_FIRST; key <= PARAMS_LAST; key++)
        if (uses[key] != 1)
            fail_msg("TR_WHY key %d (\"%s\") translates %d of the core's reasons, not 1", key,
                     tr_table(TR_LANG_EN)[key], uses[key]);
    assert_int_equal(ID_LAST + 1, PARAMS_FIRST); /* the two groups are one run of keys */
}

/* A game ID's reason is one td_gameid_reason or td_params_reason lists, pointer for pointer. */
static int gameid_reason_listed(const char *why)
{
    return listed_in(td_gameid_reason, why) || listed_in(td_params_reason, why);
}

/* Valid codes with one character changed, dropped or doubled, and codes made of pieces: every
 * refusal is a listed reason, and many of them are reached. */
static void test_gameid_reasons_given_are_listed(void **state)
{
    (void)state;
    static const char *const good[] = {
        "1p-std#42", "3p-r4u-x#7", "2p-e351246-x#11", "4p-r6d#0",
        "2p-e351246-x-LRRYYWWRYRYRWRWYWYW-T3b6b8b#0", "5p-std-LRRYYWWRYRYRWRWYWYW#9",
    };
    static const char alphabet[] = "0123456789pstdrudexLTbRYWq#- ";
    static const char *const pieces[] = {
        "1p", "3p", "11p", "0p", "p", "-std", "-r4u", "-r9u", "-r4q", "-e351246", "-e351247", "-e3512",
        "-x", "-x", "-LRRYYWWRYRYRWRWYWYW", "-LRRYYWWRYRYRWRWYWY", "-LRRYYWWRYRYRWRWYWQW",
        "-LRRRRRRRRRRRRRRRRRR", "-T3b6b8b", "-T3b6b8", "-T3b6b9b", "-T3b3b8b", "-T3x6b8b", "-q", "--",
        "#", "#7", "#18446744073709551616", "#-1", "#12a", "std", "",
    };
    int seen[64] = {0}, distinct = 0;
    td_rng rng;
    td_rng_seed(&rng, 2026, 11);
    char code[128];
    for (int i = 0; i < 20000; i++) {
        if (i % 2) {
            const char *base = good[td_rng_below(&rng, sizeof good / sizeof good[0])];
            size_t n = strlen(base), at = td_rng_below(&rng, (uint32_t)n);
            snprintf(code, sizeof code, "%s", base);
            char ch = alphabet[td_rng_below(&rng, sizeof alphabet - 1)];
            switch (td_rng_below(&rng, 3)) {
            case 0: code[at] = ch; break;                                  /* change */
            case 1: memmove(code + at, code + at + 1, n - at); break;      /* drop */
            default: memmove(code + at + 1, code + at, n - at + 1); code[at] = ch; break; /* add */
            }
        } else {
            code[0] = '\0';
            int parts = 1 + (int)td_rng_below(&rng, 5);
            for (int k = 0; k < parts; k++)
                strncat(code, pieces[td_rng_below(&rng, sizeof pieces / sizeof pieces[0])],
                        sizeof code - strlen(code) - 1);
        }
        td_params p;
        const char *why = td_gameid_parse(code, &p);
        if (!why)
            continue;
        if (!gameid_reason_listed(why))
            fail_msg("td_gameid_parse(\"%s\") gave \"%s\", which neither lister gives", code, why);
        for (int k = 0; td_gameid_reason(k); k++)
            if (td_gameid_reason(k) == why && k < 32 && !seen[k]++)
                distinct++;
        for (int k = 0; td_params_reason(k); k++)
            if (td_params_reason(k) == why && k < 32 && !seen[32 + k]++)
                distinct++;
    }
    assert_true(distinct >= 14); /* the junk reaches most of the reasons */
    /* the setup screen's own calls: numberings and checks of hand-made parameters */
    td_params p;
    td_params_default(&p, 2, 1);
    assert_true(listed_in(td_params_reason, td_params_numbering_random(&p, 0, 1)));
    assert_true(listed_in(td_params_reason, td_params_numbering_random(&p, 3, 0)));
    const uint8_t twice[TD_COLUMNS] = {1, 1, 2, 3, 4, 5};
    assert_true(listed_in(td_params_reason, td_params_numbering_expert(&p, twice)));
    p.players = 0;
    assert_true(listed_in(td_params_reason, td_params_check(&p)));
}

/* A file of the core returns every reason from its table: a `return "..."` (or a `= "..."`)
 * anywhere else would be a reason its lister does not give, and so untranslated. `table` starts
 * the table's declaration, whose rows start with `row`; the rows counted are the lister's. */
static void check_no_stray_reason(const char *file, const char *table, const char *row,
                                  const char *(*lister)(int))
{
    char path[1024];
    snprintf(path, sizeof path, "%s/../src/core/%s", TD_TEST_DATA_DIR, file);
    FILE *f = fopen(path, "r");
    if (!f)
        fail_msg("cannot read %s", path);
    char line[512];
    int n = 0, in_table = 0, table_rows = 0;
    while (fgets(line, sizeof line, f)) {
        n++;
        const char *t = line + strspn(line, " \t");
        if (!strncmp(t, table, strlen(table)))
            in_table = 1;
        else if (in_table && !strncmp(t, "};", 2))
            in_table = 0;
        if (in_table && !strncmp(t, row, strlen(row)))
            table_rows++;
        else if (strstr(t, "return \"") || strstr(t, "= \""))
            fail_msg("%s:%d returns a reason outside the reasons' table: %s", path, n, t);
    }
    fclose(f);
    int listed_n = 0;
    while (lister(listed_n))
        listed_n++;
    assert_int_equal(table_rows, listed_n);
}

static void test_core_files_have_no_stray_reason(void **state)
{
    (void)state;
    check_no_stray_reason("engine.c", "static const char *const why_text[", "[WHY_", td_move_reason);
    check_no_stray_reason("gameid.c", "static const char *const id_why[", "[ID_", td_gameid_reason);
    check_no_stray_reason("state.c", "static const char *const params_why[", "[PWHY_", td_params_reason);
}

static void test_gameid_reason_in_each_language(void **state)
{
    (void)state;
    td_params p;
    const char *why = td_gameid_parse("2p-std", &p);
    assert_non_null(why);
    char line[160];
    tr_set_language(TR_LANG_ES);
    snprintf(line, sizeof line, tr(TR_TITLE_NOT_A_CODE), tr_reason(why));
    assert_string_equal(line, "No es un código de partida: un código de partida termina en # y su semilla, un número (p. ej. #7).");
    tr_set_language(TR_LANG_FR);
    snprintf(line, sizeof line, tr(TR_TITLE_NOT_A_CODE), tr_reason(why));
    assert_string_equal(line, "Ce n’est pas un code de partie : un code de partie se termine par # et sa graine, un nombre (p. ex. #7).");
    why = td_gameid_parse("11p-std#1", &p);
    assert_non_null(why);
    assert_string_equal(tr_reason(why), "un code de partie commence par le nombre de joueurs, de 1p à 10p");
    /* a parameters' reason, passed on by the parser: tile 3 beside two plazas */
    why = td_gameid_parse("2p-std-x-LRRYYWWRYRYRWRWYWYW-T3b3b8b#0", &p);
    assert_true(listed_in(td_params_reason, why));
    assert_string_equal(tr_reason(why), "une tuile de l’extension sert deux fois");
    td_params_default(&p, 2, 1);
    tr_set_language(TR_LANG_ES);
    assert_string_equal(tr_reason(td_params_numbering_random(&p, 7, 1)), "el valor de la izquierda va de 1 a 6");
    tr_set_language(TR_LANG_EN);
    assert_string_equal(tr_reason(td_params_numbering_random(&p, 7, 1)), "the leftmost value must be 1 to 6");
}

static void test_tr_reason_follows_the_language(void **state)
{
    (void)state;
    const char *built = NULL;
    for (int k = 0; td_move_reason(k); k++)
        if (!strcmp(td_move_reason(k), "that building is already built"))
            built = td_move_reason(k);
    assert_non_null(built);
    tr_set_language(TR_LANG_ES);
    assert_string_equal(tr_reason(built), "ese edificio ya está construido");
    char note[160];
    snprintf(note, sizeof note, tr(TR_PLAY_NOTE_NOT_ALLOWED), tr_reason(built));
    assert_string_equal(note, "No permitido: ese edificio ya está construido.");
    tr_set_language(TR_LANG_FR);
    assert_string_equal(tr_reason(built), "ce bâtiment est déjà construit");
    tr_set_language(TR_LANG_EN);
    assert_string_equal(tr_reason(built), "that building is already built");
    /* a reason the tables do not know stays in English; NULL is empty */
    tr_set_language(TR_LANG_ES);
    assert_string_equal(tr_reason("a brand new reason"), "a brand new reason");
    assert_int_equal(tr_reason_key("a brand new reason"), -1);
    assert_string_equal(tr_reason(NULL), "");
    assert_int_equal(tr_reason_key(NULL), -1);
    tr_set_language(TR_LANG_EN);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_every_core_reason_is_translated),
        cmocka_unit_test(test_no_key_is_left_over),
        cmocka_unit_test(test_reasons_given_are_listed),
        cmocka_unit_test(test_every_gameid_reason_is_translated),
        cmocka_unit_test(test_no_gameid_key_is_left_over),
        cmocka_unit_test(test_gameid_reasons_given_are_listed),
        cmocka_unit_test(test_core_files_have_no_stray_reason),
        cmocka_unit_test(test_gameid_reason_in_each_language),
        cmocka_unit_test(test_tr_reason_follows_the_language),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
