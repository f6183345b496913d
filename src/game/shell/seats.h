/* seats.h — who sits at each seat of the game being played: a human or a bot of some level,
 * under a name; who is to choose now; whether every sheet may be shown; the names a seat gets
 * when nobody typed one, in each language, and lists of names for the screens' sentences.
 *
 * `app` is borrowed, never kept; the seats live in it (app.h).
 */
#ifndef SHELL_SEATS_H
#define SHELL_SEATS_H

#include <stddef.h>

#include "shell/game_types.h"

typedef struct app app;


/* Whether seat `player` is a bot (0 out of range). */
int seats_is_bot(const app *a, int player);
/* The first human seat waiting for a decision now, or -1 (-1 too with no game). */
int seats_next_human(const app *a);
/* How many seats are human. */
int seats_humans(const app *a);
/* Whether every sheet may be shown (the seat tabs open them) and no hand-over screen is needed:
 * open sheets were chosen, or at most one seat is human (bots have nothing to hide from). */
int seats_sheets_open(const app *a);

/* The name a seat gets when none is typed, in the current language: "Player 2" for a human
 * (bot == SEAT_HUMAN), "Bot 2 (Greedy)" for a bot of level `bot`; seat counts from 0. */
void seats_default_name(int seat, int bot, char *buf, size_t size);
/* Whether `name` is one nobody typed for seat `seat`: empty, or the default name of some kind for
 * that seat in some language ("Jugador 2", "Bot 3 (Expert)"). */
int seats_is_default_name(const char *name, int seat);
/* Gives each of seats[0..n) whose name nobody typed its default name in the current language, for
 * its own kind: a game saved in French goes on in Spanish with "Jugador 1", not "Joueur 1". */
void seats_localise_names(game_seat *seats, int n);
/* The first `listed` of names[0..n) (at most TD_MAX_PLAYERS), joined with the language's
 * separator, then the count of the others when some are left out: "Ana, Bot 2 and 8 more". */
void seats_name_list(const char *const *names, int n, int listed, char *out, size_t size);
/* Seat `seat`'s name for a narrow place: a bot's untouched default name without its level
 * ("Bot 2"), which is returned as 1; any other name as it is, returned as 0. */
int seats_short_name(const app *a, int seat, char *buf, size_t size);

#endif
