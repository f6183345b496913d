/* app_lang.c — the current language and the lookup of its strings (the tables are in
 * lang_en.c, lang_es.c and lang_fr.c), the rules core's refusal reasons by their English text,
 * and numbers with decimals. */
#include "app_lang.h"

#include <ctype.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include "app_lang_internal.h"

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

int tr_default_player(const char *name)
{
    if (!name)
        return 0;
    for (int l = 0; l < TR_LANGS; l++) {
        /* The format is "<before>%d<after>": the name must be that, with a seat number. */
        const char *fmt = tr_table(l)[TR_SETUP_PLAYER_N];
        const char *d = strstr(fmt, "%d");
        if (!d)
            continue;
        size_t before = (size_t)(d - fmt), after = strlen(d + 2), len = strlen(name);
        if (len <= before + after || strncmp(name, fmt, before) != 0 || strcmp(name + len - after, d + 2) != 0)
            continue;
        int n = 0;
        size_t i = before;
        for (; i < len - after && isdigit((unsigned char)name[i]) && n < 1000; i++)
            n = n * 10 + (name[i] - '0');
        if (i == len - after && name[before] != '0' && n < 1000)
            return n;
    }
    return 0;
}

/* The rules core's reasons, exactly as it returns them (td_move_reason lists the engine's;
 * td_session_apply adds one; td_gameid_reason and td_params_reason list those of game IDs and
 * parameters), and their keys. tests/unit/test_app_reasons.c checks that every reason the core
 * can give is here and that nothing here is stale. */
static const struct {
    const char *core;
    int key;
} reasons[] = {
    {"dice are in slots 1 to 4", TR_WHY_SLOT},
    {"the black die cannot be chosen", TR_WHY_BLACK_DIE},
    {"that die's plaza is destroyed", TR_WHY_DESTROYED},
    {"slot 2 is paid with one resource: say pay I, D or K", TR_WHY_PAY_WHICH},
    {"this die's cost leaves no resource to choose", TR_WHY_PAY_NONE},
    {"a die is red, yellow or white", TR_WHY_COLOUR},
    {"the action is gain, prestige or work", TR_WHY_ACTION},
    {"a die's value is 1 to 6", TR_WHY_VALUE},
    {"Raid 1: influence cannot change this die", TR_WHY_RAID1},
    {"Raid 2: this die's colour cannot be changed", TR_WHY_RAID2},
    {"not enough resources to pay for this die", TR_WHY_CANNOT_PAY},
    {"not enough influence for that value", TR_WHY_INFLUENCE},
    {"not enough knowledge for that colour", TR_WHY_KNOWLEDGE},
    {"a die of value 0 builds nothing (0 is no column)", TR_WHY_VALUE0},
    {"Raid 6: this die cannot build a prestige building", TR_WHY_RAID6},
    {"that building is already built", TR_WHY_BUILT},
    {"that building is crossed out", TR_WHY_CROSSED},
    {"no building to choose now", TR_WHY_NO_BUILD_NOW},
    {"no such cell", TR_WHY_NO_CELL},
    {"that is not an open work building", TR_WHY_NOT_WORK},
    {"that prestige building is not offered or not open", TR_WHY_NOT_PRESTIGE},
    {"no citizen to place now", TR_WHY_NO_CITIZEN_NOW},
    {"Banquet 4 gives a yellow or a white citizen", TR_WHY_BANQUET4},
    {"that citizen track is full", TR_WHY_TRACK_FULL},
    {"the game is over", TR_WHY_OVER},
    {"the dice are already rolled: players must choose first", TR_WHY_ROLLED},
    {"dice show 1 to 6", TR_WHY_DICE_FACES},
    {"unknown move", TR_WHY_UNKNOWN},
    {"no such player", TR_WHY_PLAYER},
    {"the dice must be rolled first", TR_WHY_ROLL_FIRST},
    {"this player has already chosen this half-day", TR_WHY_CHOSEN},
    {"the fallback is only for a player who can pay for no die", TR_WHY_FALLBACK},
    {"this player must choose a die first", TR_WHY_DIE_FIRST},
    {"a roll gains nothing by itself", TR_WHY_ROLL_GAINS},
    {"the move list is full", TR_WHY_MOVES_FULL},
    {"a game ID ends with #<seed>", TR_WHY_ID_NO_SEED},
    {"the seed is a whole number from 0 to 18446744073709551615", TR_WHY_ID_SEED},
    {"a game ID starts with the player count, 1p to 10p", TR_WHY_ID_PLAYERS},
    {"game ID parts are separated by -", TR_WHY_ID_SEPARATOR},
    {"random numbering is r<1-6><u|d>, e.g. r4d", TR_WHY_ID_RANDOM},
    {"expert numbering is e and the six values, e.g. e351246", TR_WHY_ID_EXPERT},
    {"the numbering is std, r<v><u|d> or e<six values>", TR_WHY_ID_NUMBERING},
    {"unknown part in the game ID (expected -x, -L..., -T...)", TR_WHY_ID_PART},
    {"the game ID needs a numbering: std, r<v><u|d> or e<values>", TR_WHY_ID_NO_NUMBERING},
    {"-T needs the expansion (-x)", TR_WHY_ID_TILES_NEED_X},
    {"an explicit wheel with the expansion needs its tiles (-T)", TR_WHY_ID_LAYOUT_NEEDS_TILES},
    {"-L needs 9 notches of two letters (R, Y, W)", TR_WHY_ID_LAYOUT_LENGTH},
    {"-L letters are R, Y or W", TR_WHY_ID_LAYOUT_LETTERS},
    {"-T needs three tiles, e.g. -T3b6b8b", TR_WHY_ID_TILES_LENGTH},
    {"-T tiles are a number 1 to 8 and b (Banquet) or r (Raid)", TR_WHY_ID_TILES_FORM},
    {"-T needs the wheel's single-colour plazas", TR_WHY_ID_TILES_PLAZAS},
    {"the leftmost value must be 1 to 6", TR_WHY_PARAMS_LEFTMOST},
    {"the direction must be up or down", TR_WHY_PARAMS_DIRECTION},
    {"the column values must use each of 1 to 6 once", TR_WHY_PARAMS_PERMUTATION},
    {"a plaza face has no colour", TR_WHY_PARAMS_FACE},
    {"the wheel must hold the nine plazas of [R1]", TR_WHY_PARAMS_PLAZAS},
    {"a Raid side with no tile", TR_WHY_PARAMS_RAID_NO_TILE},
    {"Banquet/Raid tiles need the expansion", TR_WHY_PARAMS_TILES_NEED_EXPANSION},
    {"expansion tiles are numbered 1 to 8", TR_WHY_PARAMS_TILE_NUMBER},
    {"expansion tiles sit beside the single-colour plazas", TR_WHY_PARAMS_TILE_PLACE},
    {"an expansion tile is used twice", TR_WHY_PARAMS_TILE_TWICE},
    {"a tile side is Banquet or Raid", TR_WHY_PARAMS_TILE_SIDE},
    {"the expansion puts one tile beside each single-colour plaza", TR_WHY_PARAMS_TILES_IN_PLAY},
    {"a game has 1 to 10 players", TR_WHY_PARAMS_PLAYERS},
    {"flags are 0 or 1", TR_WHY_PARAMS_FLAGS},
    {"the column values do not follow the numbering mode", TR_WHY_PARAMS_MODE},
};

int tr_reason_key(const char *reason)
{
    if (!reason)
        return -1;
    for (size_t i = 0; i < sizeof reasons / sizeof reasons[0]; i++)
        if (!strcmp(reason, reasons[i].core))
            return reasons[i].key;
    return -1;
}

const char *tr_reason(const char *reason)
{
    int key = tr_reason_key(reason);
    return key >= 0 ? tr(key) : reason ? reason : "";
}

int tr_singular(int n)
{
    if (n < 0)
        n = -n;
    return n == 1 || (n == 0 && g_lang == TR_LANG_FR);
}

char *tr_amount(char *buf, size_t size, int n, int resource)
{
    if (!buf || size == 0)
        return buf;
    if (resource < 0 || resource > 2)
        resource = 0;
    snprintf(buf, size, tr((tr_singular(n) ? TR_AMOUNT_ONE_INFLUENCE : TR_AMOUNT_INFLUENCE) + resource), n);
    return buf;
}

char *tr_decimal(char *buf, size_t size, double value, int digits)
{
    if (!buf || size == 0)
        return buf;
    char num[64];
    digits = digits < 0 ? 0 : digits > 9 ? 9 : digits;
    int n = snprintf(num, sizeof num, "%.*f", digits, value);
    if (n < 0 || (size_t)n >= sizeof num) { /* only a huge value: print it whole, no decimals */
        snprintf(buf, size, "%.0e", value);
        return buf;
    }
    /* "-0.0" (a small negative value rounded to zero) is "0.0" */
    if (num[0] == '-' && strspn(num + 1, "0.,") == strlen(num + 1))
        memmove(num, num + 1, strlen(num));
    /* the C library's separator (a '.' in the "C" locale) becomes the language's */
    size_t point = strcspn(num, ".,");
    if (!num[point]) {
        snprintf(buf, size, "%s", num);
        return buf;
    }
    snprintf(buf, size, "%.*s%s%s", (int)point, num, tr(TR_DECIMAL_POINT), num + point + 1);
    return buf;
}
