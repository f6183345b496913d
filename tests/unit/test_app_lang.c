/* test_app_lang.c — the string tables of app_lang.h: every language has every key, each string
 * is valid UTF-8 without stray control characters, printf formats keep English's conversions,
 * texts drawn as entity text fit ECS_TEXT, the rules reference cites every ruling, locale names
 * pick the right language, and numbers with decimals take the language's separator (tr_decimal),
 * never a printf %f of a table string. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "app_lang.h"

/* The printf conversions of `fmt`, each spec written whole ("%d", "%.10s", "%+d"), joined with
 * '|' into out. "%%" is not a conversion. Returns 0 on a malformed spec. */
static int conversions(const char *fmt, char *out, size_t size)
{
    size_t n = 0;
    out[0] = 0;
    for (const char *p = fmt; *p; p++) {
        if (*p != '%')
            continue;
        if (p[1] == '%') {
            p++;
            continue;
        }
        const char *start = p++;
        while (*p && strchr("-+ #0", *p))
            p++;
        while (*p == '*' || (*p >= '0' && *p <= '9'))
            p++;
        if (*p == '.') {
            p++;
            while (*p == '*' || (*p >= '0' && *p <= '9'))
                p++;
        }
        while (*p && strchr("hljztL", *p))
            p++;
        if (!*p || !strchr("diouxXeEfFgGaAcspn", *p))
            return 0;
        size_t len = (size_t)(p - start + 1);
        if (n + len + 2 >= size)
            return 0;
        if (n)
            out[n++] = '|';
        memcpy(out + n, start, len);
        n += len;
        out[n] = 0;
    }
    return 1;
}

/* Valid UTF-8 (no overlong forms, surrogates or code points past U+10FFFF) whose only control
 * character is '\n'. */
static int utf8_ok(const char *s)
{
    const unsigned char *p = (const unsigned char *)s;
    while (*p) {
        uint32_t cp;
        int n;
        if (*p < 0x80) {
            cp = *p;
            n = 1;
        } else if ((*p & 0xE0) == 0xC0) {
            cp = *p & 0x1Fu;
            n = 2;
        } else if ((*p & 0xF0) == 0xE0) {
            cp = *p & 0x0Fu;
            n = 3;
        } else if ((*p & 0xF8) == 0xF0) {
            cp = *p & 0x07u;
            n = 4;
        } else {
            return 0;
        }
        for (int i = 1; i < n; i++) {
            if ((p[i] & 0xC0) != 0x80)
                return 0;
            cp = cp << 6 | (p[i] & 0x3Fu);
        }
        static const uint32_t min_of[5] = {0, 0, 0x80, 0x800, 0x10000};
        if (cp < min_of[n] || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF))
            return 0;
        if ((cp < 0x20 && cp != '\n') || (cp >= 0x7F && cp < 0xA0))
            return 0;
        p += n;
    }
    return 1;
}

static void test_helpers_catch_mistakes(void **state)
{
    (void)state;
    char c[128];
    assert_true(conversions("Day %d of 8 - %s, 100%%", c, sizeof c));
    assert_string_equal(c, "%d|%s");
    assert_true(conversions(" %.10s %s.", c, sizeof c));
    assert_string_equal(c, "%.10s|%s");
    assert_true(conversions("Score now %+d VP", c, sizeof c));
    assert_string_equal(c, "%+d");
    assert_true(conversions("no conversion", c, sizeof c));
    assert_string_equal(c, "");
    assert_false(conversions("broken %", c, sizeof c));
    assert_false(conversions("bad %y", c, sizeof c));
    assert_true(utf8_ok("Sabiduría, Évêché, ±2, ×3, «»\nnext"));
    assert_false(utf8_ok("tab\there"));
    assert_false(utf8_ok("\xC3"));             /* cut in the middle of a sequence */
    assert_false(utf8_ok("\xC0\xAF"));         /* overlong '/' */
    assert_false(utf8_ok("\xED\xA0\x80"));     /* a surrogate */
    assert_false(utf8_ok("\xC2\x85"));         /* a C1 control */
}

static void test_every_language_has_every_key(void **state)
{
    (void)state;
    for (int l = 0; l < TR_LANGS; l++) {
        const char *const *t = tr_table(l);
        assert_non_null(t);
        for (int k = 0; k < TR_COUNT; k++) {
            if (!t[k] || !t[k][0])
                fail_msg("language %s: key %d has no string", tr_language_code(l), k);
        }
    }
    assert_null(tr_table(TR_LANGS));
    assert_null(tr_table(-1));
}

static void test_strings_are_clean_utf8(void **state)
{
    (void)state;
    for (int l = 0; l < TR_LANGS; l++) {
        const char *const *t = tr_table(l);
        for (int k = 0; k < TR_COUNT; k++) {
            const char *s = t[k];
            if (!utf8_ok(s))
                fail_msg("language %s: key %d is not clean UTF-8: \"%s\"", tr_language_code(l), k, s);
            /* paragraphs: no empty one, none at either end */
            size_t len = strlen(s);
            if (s[0] == '\n' || s[len - 1] == '\n' || strstr(s, "\n\n"))
                fail_msg("language %s: key %d has an empty paragraph", tr_language_code(l), k);
        }
    }
}

static void test_formats_keep_the_english_conversions(void **state)
{
    (void)state;
    const char *const *en = tr_table(TR_LANG_EN);
    for (int k = 0; k < TR_COUNT; k++) {
        char want[256], got[256];
        if (!conversions(en[k], want, sizeof want))
            fail_msg("English key %d has a malformed conversion: \"%s\"", k, en[k]);
        for (int l = 1; l < TR_LANGS; l++) {
            const char *s = tr_table(l)[k];
            if (!conversions(s, got, sizeof got) || strcmp(want, got) != 0)
                fail_msg("language %s: key %d has conversions \"%s\", English \"%s\": \"%s\"",
                         tr_language_code(l), k, got, want, s);
        }
    }
}

/* A number with decimals is formatted by tr_decimal and passed as %s: a %f (or %e, %g) in a table
 * would print "47.5" in Spanish and French too. */
static void test_no_string_prints_decimals_itself(void **state)
{
    (void)state;
    for (int l = 0; l < TR_LANGS; l++)
        for (int k = 0; k < TR_COUNT; k++) {
            char c[256];
            assert_true(conversions(tr_table(l)[k], c, sizeof c));
            if (strpbrk(c, "eEfFgGaA"))
                fail_msg("language %s: key %d prints a decimal number itself (%s): \"%s\"",
                         tr_language_code(l), k, c, tr_table(l)[k]);
        }
}

static void test_decimals_take_the_language_separator(void **state)
{
    (void)state;
    char b[32];
    tr_set_language(TR_LANG_EN);
    assert_string_equal(tr_decimal(b, sizeof b, 47.5, 1), "47.5");
    assert_string_equal(tr_decimal(b, sizeof b, 7.26, 1), "7.3");
    assert_string_equal(tr_decimal(b, sizeof b, -3.5, 1), "-3.5");
    assert_string_equal(tr_decimal(b, sizeof b, 3.6, 0), "4");      /* no decimals, no separator */
    assert_string_equal(tr_decimal(b, sizeof b, -0.04, 1), "0.0");  /* never "-0.0" */
    assert_string_equal(tr_decimal(b, sizeof b, 1234.5, 2), "1234.50");
    tr_set_language(TR_LANG_ES);
    assert_string_equal(tr(TR_DECIMAL_POINT), ",");
    assert_string_equal(tr_decimal(b, sizeof b, 47.5, 1), "47,5");
    assert_string_equal(tr_decimal(b, sizeof b, -3.5, 1), "-3,5");
    assert_string_equal(tr_decimal(b, sizeof b, 3.6, 0), "4");
    assert_string_equal(tr_decimal(b, sizeof b, -0.04, 1), "0,0");
    assert_string_equal(tr_decimal(b, sizeof b, 0.25, 3), "0,250");
    /* in a sentence: the mean of the statistics screen */
    char line[64];
    snprintf(line, sizeof line, tr(TR_STATS_MEAN), tr_decimal(b, sizeof b, 51.25, 1));
    assert_string_equal(line, "media 51,2");
    tr_set_language(TR_LANG_FR);
    assert_string_equal(tr_decimal(b, sizeof b, 47.5, 1), "47,5");
    assert_string_equal(tr_decimal(b, sizeof b, 12.0, 1), "12,0");
    snprintf(line, sizeof line, tr(TR_STATS_CHAR_MEAN), tr_decimal(b, sizeof b, 9.75, 1), 39LL);
    assert_string_equal(line, "9,8 PV (39 au total)");
    /* digits out of range are clamped; a short buffer is cut and terminated */
    assert_string_equal(tr_decimal(b, sizeof b, 2.5, -3), "2");
    assert_string_equal(tr_decimal(b, sizeof b, 0.5, 12), "0,500000000");
    char small[3];
    assert_string_equal(tr_decimal(small, sizeof small, 47.5, 1), "47");
    tr_set_language(TR_LANG_EN);
}

/* Amounts of resources agree with their number: "1 denier", "2 deniers"; French counts 0 as one;
 * Spanish says "de" with either. The texts that take an amount take it whole, as a %s. */
static void test_amounts_agree_with_their_number(void **state)
{
    (void)state;
    char b[48], line[160];
    tr_set_language(TR_LANG_EN);
    assert_string_equal(tr_amount(b, sizeof b, 1, 1), "1 denier");
    assert_string_equal(tr_amount(b, sizeof b, 2, 1), "2 deniers");
    assert_string_equal(tr_amount(b, sizeof b, 0, 1), "0 deniers");
    assert_string_equal(tr_amount(b, sizeof b, 1, 2), "1 knowledge");
    char die[32], as[32];
    snprintf(die, sizeof die, tr(TR_DIE_WHITE), 4);
    snprintf(as, sizeof as, tr(TR_DIE_YELLOW), 1);
    snprintf(line, sizeof line, tr(TR_MOVE_GAIN_AS), die, as, tr_amount(b, sizeof b, 1, 1));
    assert_string_equal(line, "the white 4 as yellow 1, gains 1 denier");
    snprintf(line, sizeof line, tr(TR_PANEL_DIE_COSTS), die, tr_amount(b, sizeof b, 2, 1));
    assert_string_equal(line, "The white 4 costs 2 deniers.");
    tr_set_language(TR_LANG_FR);
    assert_string_equal(tr_amount(b, sizeof b, 0, 1), "0 denier");
    assert_string_equal(tr_amount(b, sizeof b, 1, 1), "1 denier");
    assert_string_equal(tr_amount(b, sizeof b, 3, 1), "3 deniers");
    assert_true(tr_singular(0) && tr_singular(1) && tr_singular(-1) && !tr_singular(2));
    snprintf(line, sizeof line, tr(TR_TIP_COST_DIE), tr_amount(b, sizeof b, 1, 1));
    assert_string_equal(line, " 1 denier pour le dé,");
    tr_set_language(TR_LANG_ES);
    assert_true(!tr_singular(0) && tr_singular(1));
    assert_string_equal(tr_amount(b, sizeof b, 1, 1), "1 de fortuna");
    assert_string_equal(tr_amount(b, sizeof b, 5, 2), "5 de sabiduría");
    snprintf(die, sizeof die, tr(TR_DIE_RED), 3);
    snprintf(line, sizeof line, tr(TR_MOVE_GAIN), die, tr_amount(b, sizeof b, 3, 0));
    assert_string_equal(line, "el 3 rojo, obtiene 3 de influencia");
    /* a resource out of range is influence; a short buffer is cut and terminated */
    tr_set_language(TR_LANG_EN);
    assert_string_equal(tr_amount(b, sizeof b, 2, 7), "2 influence");
    char small[4];
    assert_string_equal(tr_amount(small, sizeof small, 12, 1), "12 ");
    /* each amount prints its number once, as a whole number */
    for (int l = 0; l < TR_LANGS; l++)
        for (int k = TR_AMOUNT_ONE_INFLUENCE; k <= TR_AMOUNT_KNOWLEDGE; k++) {
            char c[16];
            assert_true(conversions(tr_table(l)[k], c, sizeof c));
            if (strcmp(c, "%d"))
                fail_msg("language %s: amount key %d must print one %%d: \"%s\"", tr_language_code(l), k,
                         tr_table(l)[k]);
        }
}

/* The common words, the sheet's and the wheel's texts go into entity text (ECS_TEXT = 96 bytes
 * with the NUL): they must fit whole, or a cut could split a UTF-8 sequence. */
static void test_entity_texts_fit(void **state)
{
    (void)state;
    for (int l = 0; l < TR_LANGS; l++)
        for (int k = 0; k < TR_PLAY_NOTE_BLACK_DIE; k++)
            if (strlen(tr_table(l)[k]) > 60)
                fail_msg("language %s: key %d is too long for a sheet or wheel label: \"%s\"",
                         tr_language_code(l), k, tr_table(l)[k]);
}

/* The rules reference shows every ruling of SPEC.md, [R1] to [R8], in every language, each at
 * the start of a paragraph (drawn as a ruling note). */
static void test_rules_cite_every_ruling(void **state)
{
    (void)state;
    for (int l = 0; l < TR_LANGS; l++) {
        const char *const *t = tr_table(l);
        for (int r = 1; r <= 8; r++) {
            char tag[8];
            snprintf(tag, sizeof tag, "[R%d]", r);
            int found = 0;
            for (int k = TR_RULES_P1_TITLE; k <= TR_RULES_P18_TEXT; k++) {
                const char *hit = strstr(t[k], tag);
                if (hit && (hit == t[k] || hit[-1] == '\n'))
                    found = 1;
            }
            if (!found)
                fail_msg("language %s: the rules never start a paragraph with %s", tr_language_code(l), tag);
        }
    }
}

static void test_tr_follows_the_language(void **state)
{
    (void)state;
    tr_set_language(TR_LANG_ES);
    assert_int_equal(tr_language(), TR_LANG_ES);
    assert_string_equal(tr(TR_MENU_RULES), "Reglas");
    assert_string_equal(tr(TR_ROW_GREAT_HALL), "Mercado");
    assert_string_equal(tr(TR_RES_DENIERS), "fortuna");       /* inside a sentence */
    assert_string_equal(tr(TR_RES_CAP_DENIERS), "Fortuna"); /* a heading */
    tr_set_language(TR_LANG_FR);
    assert_string_equal(tr(TR_ROW_BISHOPRIC), "Évêché");
    tr_set_language(99); /* unknown: English */
    assert_int_equal(tr_language(), TR_LANG_EN);
    assert_string_equal(tr(TR_MENU_CONTINUE), "Continue");
    assert_string_equal(tr(TR_COUNT), "");
    assert_string_equal(tr(-1), "");
    /* the languages differ where they should */
    assert_string_not_equal(tr_table(TR_LANG_ES)[TR_RULES_P5_TEXT], tr_table(TR_LANG_EN)[TR_RULES_P5_TEXT]);
    assert_string_not_equal(tr_table(TR_LANG_FR)[TR_RULES_P5_TEXT], tr_table(TR_LANG_ES)[TR_RULES_P5_TEXT]);
}

/* Spanish capitalises only a sentence's first word: the game's common nouns (resources, plazas,
 * buildings, citizens) are written small inside a sentence, as the English and French do; only a
 * heading or a sentence's start has them capitalised. */
static void test_spanish_nouns_small_inside_sentences(void **state)
{
    (void)state;
    static const char *const nouns[] = {"Influencia", "Fortuna", "Sabiduría", "Plaza", "Recurso", "Edificio",
                                        "Ciudadano"};
    const char *const *t = tr_table(TR_LANG_ES);
    for (int k = 0; k < TR_COUNT; k++)
        for (size_t i = 0; t[k] && i < sizeof nouns / sizeof nouns[0]; i++)
            for (const char *p = strstr(t[k], nouns[i]); p; p = strstr(p + 1, nouns[i]))
                if (p - t[k] >= 2 && p[-1] == ' ' && ((p[-2] >= 'a' && p[-2] <= 'z') || p[-2] == ','))
                    fail_msg("key %d: '%s' inside a sentence: %s", k, nouns[i], t[k]);
}

static void test_locales(void **state)
{
    (void)state;
    assert_int_equal(tr_language_from_locale("es_ES"), TR_LANG_ES);
    assert_int_equal(tr_language_from_locale("fr"), TR_LANG_FR);
    assert_int_equal(tr_language_from_locale("en-GB"), TR_LANG_EN);
    assert_int_equal(tr_language_from_locale("fr_CA.UTF-8"), TR_LANG_FR);
    assert_int_equal(tr_language_from_locale("ES"), TR_LANG_ES);
    assert_int_equal(tr_language_from_locale("es@euro"), TR_LANG_ES);
    assert_int_equal(tr_language_from_locale("de_DE"), TR_LANG_EN);
    assert_int_equal(tr_language_from_locale("C"), TR_LANG_EN);
    assert_int_equal(tr_language_from_locale(""), TR_LANG_EN);
    assert_int_equal(tr_language_from_locale(NULL), TR_LANG_EN);
    assert_int_equal(tr_language_known("de_DE"), -1);
    assert_int_equal(tr_language_known("esp"), -1);     /* not a two-letter code */
    assert_int_equal(tr_language_known("fr_FR"), TR_LANG_FR);
    assert_int_equal(tr_language_known("frx"), -1);
    assert_int_equal(tr_language_known("en"), TR_LANG_EN);
    assert_string_equal(tr_language_code(TR_LANG_ES), "es");
    assert_null(tr_language_code(TR_LANGS));
}

/* A human seat's default name is one player in every language: the statistics keep one profile
 * for "Player 1" and "Joueur 1". The number is read whichever language is current. */
static void test_default_player_names(void **state)
{
    (void)state;
    for (int lang = 0; lang < TR_LANGS; lang++) {
        tr_set_language(lang);
        assert_int_equal(tr_default_player("Player 2"), 2);
        assert_int_equal(tr_default_player("Jugador 10"), 10);
        assert_int_equal(tr_default_player("Joueur 1"), 1);
    }
    tr_set_language(TR_LANG_EN);
    char buf[64];
    for (int lang = 0; lang < TR_LANGS; lang++) {
        snprintf(buf, sizeof buf, tr_table(lang)[TR_SETUP_PLAYER_N], 7);
        assert_int_equal(tr_default_player(buf), 7);
    }
    /* names a player typed stay their own */
    assert_int_equal(tr_default_player("Player"), 0);
    assert_int_equal(tr_default_player("Player "), 0);
    assert_int_equal(tr_default_player("Player 0"), 0);
    assert_int_equal(tr_default_player("Player 02"), 0);
    assert_int_equal(tr_default_player("Player 2b"), 0);
    assert_int_equal(tr_default_player("Player 12345"), 0);
    assert_int_equal(tr_default_player("player 2"), 0);
    assert_int_equal(tr_default_player(" Player 2"), 0);
    assert_int_equal(tr_default_player("Bot 2 (Expert)"), 0);
    assert_int_equal(tr_default_player("Ana"), 0);
    assert_int_equal(tr_default_player(""), 0);
    assert_int_equal(tr_default_player(NULL), 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_helpers_catch_mistakes),
        cmocka_unit_test(test_every_language_has_every_key),
        cmocka_unit_test(test_strings_are_clean_utf8),
        cmocka_unit_test(test_formats_keep_the_english_conversions),
        cmocka_unit_test(test_no_string_prints_decimals_itself),
        cmocka_unit_test(test_decimals_take_the_language_separator),
        cmocka_unit_test(test_amounts_agree_with_their_number),
        cmocka_unit_test(test_entity_texts_fit),
        cmocka_unit_test(test_rules_cite_every_ruling),
        cmocka_unit_test(test_tr_follows_the_language),
        cmocka_unit_test(test_spanish_nouns_small_inside_sentences),
        cmocka_unit_test(test_locales),
        cmocka_unit_test(test_default_player_names),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
