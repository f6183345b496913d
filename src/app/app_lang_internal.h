/* app_lang_internal.h — the string tables of each language (internal to troyes-app: the game asks
 * tr() or tr_table(), app_lang.h). Each table has TR_COUNT entries, set with designated
 * initializers in lang_<code>.c. */
#ifndef APP_LANG_INTERNAL_H
#define APP_LANG_INTERNAL_H

#include "app_lang.h"

extern const char *const tr_table_en[TR_COUNT];
extern const char *const tr_table_es[TR_COUNT];
extern const char *const tr_table_fr[TR_COUNT];

#endif
