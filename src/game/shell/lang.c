/* lang.c — the language the game speaks: setting, environment, system locale; and the glyph
 * coverage check run by `troyes-dice --check-glyphs` (CTest game_glyphs). */
#include "shell/lang.h"

#include <stdio.h>

#include "app_settings.h"
#include "shell/store.h"

/* The language of the system's preferred locales: the first one we have, else English. */
static int lang_system(void)
{
    SDL_Locale *loc = SDL_GetPreferredLocales();
    int lang = TR_LANG_EN;
    if (!loc)
        return lang; /* unknown or unsupported on this system: English */
    for (const SDL_Locale *l = loc; l->language; l++) {
        int k = tr_language_known(l->language);
        if (k >= 0) {
            lang = k;
            break;
        }
    }
    SDL_free(loc);
    return lang;
}

const char *lang_forced(void)
{
    const char *env = SDL_getenv("TROYES_DICE_LANG");
    return env && tr_language_known(env) >= 0 ? env : NULL;
}

void lang_apply(int setting)
{
    const char *forced = lang_forced();
    if (forced) {
        tr_set_language(tr_language_known(forced));
        return;
    }
    switch (setting) {
    case APP_LANG_EN: tr_set_language(TR_LANG_EN); break;
    case APP_LANG_ES: tr_set_language(TR_LANG_ES); break;
    case APP_LANG_FR: tr_set_language(TR_LANG_FR); break;
    default: tr_set_language(lang_system()); break;
    }
}

void lang_init(app *a) { lang_apply(store_settings(a)->language); }

int lang_check_glyphs(gfx *g)
{
    static const char *const face_name[GFX_FONT_FACES] = {"regular", "bold", "italic"};
    int missing = 0, checked = 0;
    for (int l = 0; l < TR_LANGS; l++) {
        const char *const *t = tr_table(l);
        for (int k = 0; k < TR_COUNT; k++)
            for (int f = 0; f < GFX_FONT_FACES; f++) {
                checked++;
                if (!gfx_text_covered(g, f, t[k])) {
                    fprintf(stderr, "troyes-dice: the %s face cannot draw %s key %d: \"%s\"\n",
                            face_name[f], tr_language_code(l), k, t[k]);
                    missing++;
                }
            }
    }
    printf("glyphs: %d strings checked in %d languages and %d faces, %d not covered\n", checked,
           TR_LANGS, GFX_FONT_FACES, missing);
    return missing;
}
