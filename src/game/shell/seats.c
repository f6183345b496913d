/* seats.c — who sits at each seat: humans and bots, who is to choose, whether sheets may be
 * shown, and the seats' names (see seats.h). */
#include "shell/seats.h"

#include "shell/app.h"

#include <stdio.h>
#include <string.h>

#include "troyes/td_engine.h"
#include "app_lang.h"

int seats_is_bot(const app *a, int player)
{
    return player >= 0 && player < a->n_seats && a->seats[player].bot != SEAT_HUMAN;
}

/* seats_default_name in language `lang` (TR_LANG_*). */
static void seat_default_name_in(int lang, int seat, int bot, char *buf, size_t size)
{
    const char *const *t = tr_table(lang);
    if (!t)
        t = tr_table(TR_LANG_EN);
    if (bot == SEAT_HUMAN || bot < 0 || bot >= TD_BOT_LEVELS)
        snprintf(buf, size, t[TR_SETUP_PLAYER_N], seat + 1);
    else
        snprintf(buf, size, t[TR_SETUP_BOT_N], seat + 1, t[TR_BOT_RANDOM + bot]);
}

void seats_default_name(int seat, int bot, char *buf, size_t size)
{
    seat_default_name_in(tr_language(), seat, bot, buf, size);
}

int seats_is_default_name(const char *name, int seat)
{
    if (!*name)
        return 1;
    for (int lang = 0; lang < TR_LANGS; lang++)
        for (int k = 0; k <= TD_BOT_LEVELS; k++) {
            char d[SEAT_NAME_MAX + 1];
            seat_default_name_in(lang, seat, k == 0 ? SEAT_HUMAN : k - 1, d, sizeof d);
            if (!strcmp(d, name))
                return 1;
        }
    return 0;
}

void seats_localise_names(game_seat *seats, int n)
{
    for (int p = 0; p < n; p++)
        if (seats_is_default_name(seats[p].name, p))
            seats_default_name(p, seats[p].bot, seats[p].name, sizeof seats[p].name);
}

void seats_name_list(const char *const *names, int n, int listed, char *out, size_t size)
{
    char joined[TD_MAX_PLAYERS * (SEAT_NAME_MAX + 8)];
    size_t len = 0;
    joined[0] = '\0';
    listed = listed < n ? listed : n;
    for (int i = 0; i < listed && len < sizeof joined; i++)
        len += (size_t)snprintf(joined + len, sizeof joined - len, "%s%s", i ? tr(TR_LIST_SEP) : "", names[i]);
    if (listed < n)
        snprintf(out, size, tr(TR_LIST_MORE), joined, n - listed);
    else
        snprintf(out, size, "%s", joined);
}

int seats_short_name(const app *a, int seat, char *buf, size_t size)
{
    char dflt[SEAT_NAME_MAX + 1];
    snprintf(buf, size, "%s", a->seats[seat].name);
    if (a->seats[seat].bot == SEAT_HUMAN)
        return 0;
    seats_default_name(seat, a->seats[seat].bot, dflt, sizeof dflt);
    char *level = strstr(buf, " (");
    if (strcmp(buf, dflt) || !level)
        return 0;
    *level = '\0';
    return 1;
}

int seats_next_human(const app *a)
{
    if (!a->ss)
        return -1;
    unsigned waiting = td_waiting_players(&a->ss->now);
    for (int p = 0; p < a->n_seats; p++)
        if ((waiting >> p & 1u) && !seats_is_bot(a, p))
            return p;
    return -1;
}

int seats_humans(const app *a)
{
    int humans = 0;
    for (int p = 0; p < a->n_seats; p++)
        humans += !seats_is_bot(a, p);
    return humans;
}

int seats_sheets_open(const app *a)
{
    return a->open_sheets || seats_humans(a) <= 1;
}
