/* app_lang.c — the current language and the lookup of its strings (the tables are in
 * lang_en.c, lang_es.c and lang_fr.c). */
#include "app_lang.h"

#include <ctype.h>
#include <stddef.h>

#include "lang_tables.h"

static int g_lang = TR_LANG_EN; /* front-end state: the language the screens draw in */

const char *const *tr_table(int lang)
{
    switch (lang) {
    case TR_LANG_EN: return tr_table_en;
    case TR_LANG_ES: return tr_table_es;
    case TR_LANG_FR: return tr_table_fr;
    default: return NULL;
    }
}

const char *tr(int key)
{
    if (key < 0 || key >= TR_COUNT)
        return "";
    const char *s = tr_table(g_lang)[key];
    if (!s || !*s)
        s = tr_table_en[key]; /* a missing translation falls back to English (the test forbids it) */
    return s ? s : "";
}

void tr_set_language(int lang) { g_lang = lang >= 0 && lang < TR_LANGS ? lang : TR_LANG_EN; }

int tr_language(void) { return g_lang; }

const char *tr_language_code(int lang)
{
    static const char *const code[TR_LANGS] = {"en", "es", "fr"};
    return lang >= 0 && lang < TR_LANGS ? code[lang] : NULL;
}

int tr_language_known(const char *locale)
{
    if (!locale)
        return -1;
    /* the language is the leading letters, up to '_', '-', '.', '@' or the end */
    char lang[4];
    size_t n = 0;
    while (isalpha((unsigned char)locale[n]) && n < 3) {
        lang[n] = (char)tolower((unsigned char)locale[n]);
        n++;
    }
    char next = locale[n];
    if (n != 2 || (next && next != '_' && next != '-' && next != '.' && next != '@'))
        return -1;
    lang[n] = 0;
    for (int l = 0; l < TR_LANGS; l++) {
        const char *c = tr_language_code(l);
        if (lang[0] == c[0] && lang[1] == c[1])
            return l;
    }
    return -1;
}

int tr_language_from_locale(const char *locale)
{
    int l = tr_language_known(locale);
    return l >= 0 ? l : TR_LANG_EN;
}
