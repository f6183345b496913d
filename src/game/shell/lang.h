/* lang.h — choosing the language the game speaks (app_lang.h holds the strings): the saved
 * setting, else the system's preferred locales (SDL_GetPreferredLocales), else English; and the
 * check that the fonts can draw every character of every language. */
#ifndef SHELL_LANG_H
#define SHELL_LANG_H

#include "shell/app.h"
#include "app_lang.h"

/* At start-up, after store_open: the language of the settings (store_settings), where
 * "auto" follows the system's preferred locales. When the settings change, call lang_apply
 * with their new language. */
void lang_init(app *a);
/* Applies a language setting: APP_LANG_AUTO follows the system, APP_LANG_EN/ES/FR pick that
 * language. The environment variable TROYES_DICE_LANG ("en", "es", "fr", or a locale name) wins
 * over both, for screenshots and tests. */
void lang_apply(int setting);
/* The value of TROYES_DICE_LANG when it names a language we have (it then wins over the
 * setting), else NULL. */
const char *lang_forced(void);

/* Checks that every face has a glyph for every character of every string of every language;
 * prints the strings that are not covered to stderr. Returns how many (0: all drawable). */
int lang_check_glyphs(gfx *g);

#endif
