/* game.c — the game being played: starting it (from the setup's parameters, Continue, a game
 * code, the game of the day), applying its moves, watching a line, the rules opened from it
 * (see game.h). */
#include "shell/app.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app_lang.h"
#include "shell/game.h"
#include "shell/refs.h"
#include "shell/seats.h"
#include "shell/store.h"
#include "troyes/td_gameid.h"

void game_open_rules(app *a)
{
    a->rules_from = a->screen;
    shell_goto(a, SCREEN_RULES);
}

void game_open_settings(app *a)
{
    a->settings_from = a->screen;
    shell_goto(a, SCREEN_SETTINGS);
}

const char *game_start(app *a, const game_params *ng)
{
    td_session *ss = malloc(sizeof *ss);
    if (!ss)
        return tr(TR_OUT_OF_MEMORY);
    const char *err = td_session_start(ss, &ng->params);
    if (err) {
        free(ss);
        return err;
    }
    free(a->ss);
    a->ss = ss;
    a->n_seats = ng->params.players;
    memcpy(a->seats, ng->seats, sizeof a->seats);
    a->open_sheets = ng->open_sheets || ng->params.players == 1;
    memcpy(a->hints_used, ng->hints, sizeof a->hints_used);
    memset(a->hints_last, 0xff, sizeof a->hints_last); /* (-1: none counted yet) */
    td_rng_seed(&a->bot_rng, ng->params.seed, 0xB07);
    a->viewer = 0;
    a->tutorial = ng->tutorial;
    store_game_started(a);
    shell_goto(a, SCREEN_PLAY);
    return NULL;
}

const char *game_apply(app *a, const td_move *m)
{
    const char *err = td_session_apply(a->ss, m);
    if (err) {
        sfx_play(&a->s, SFX_REFUSE);
        return err;
    }
    a->dirty = 1;
    a->moves_applied++;
    store_after_move(a, m); /* autosave after a half-day, record a finished game */
    return NULL;
}

const char *game_watch_start(app *a, const td_move *line, int n)
{
    if (a->watch.on || !a->ss || a->n_seats != 1 || n < 1 || n > GAME_WATCH_MOVES)
        return "there is no solo game to watch a line of"; /* the end screen offers it only then */
    td_session *ss = malloc(sizeof *ss);
    if (!ss)
        return tr(TR_OUT_OF_MEMORY);
    const char *err = td_session_start(ss, &a->ss->now.params);
    if (err) {
        free(ss);
        return err;
    }
    game_watch *w = &a->watch;
    memcpy(w->line, line, sizeof(td_move) * (size_t)n);
    w->n = n;
    w->next = 0;
    w->playing = 0;
    w->own = a->ss;
    w->own_n_seats = a->n_seats;
    memcpy(w->own_seats, a->seats, sizeof w->own_seats);
    w->on = 1;
    a->ss = ss;
    /* the line's seat plays like a bot: no controls, its moves said as a bot's are */
    memset(&a->seats[0], 0, sizeof a->seats[0]);
    snprintf(a->seats[0].name, sizeof a->seats[0].name, "%s", tr(TR_WATCH_SEAT));
    a->seats[0].bot = TD_BOT_EXPERT;
    a->viewer = 0;
    think_drop(&a->think_bot);
    think_drop(&a->think_hint);
    shell_goto(a, SCREEN_PLAY);
    return NULL;
}

void game_watch_stop(app *a)
{
    game_watch *w = &a->watch;
    if (!w->on)
        return;
    free(a->ss);
    a->ss = w->own;
    a->n_seats = w->own_n_seats;
    memcpy(a->seats, w->own_seats, sizeof a->seats);
    memset(w, 0, sizeof *w);
    think_drop(&a->think_bot);
    a->resume = 1; /* its final scores as they were left: no fanfare again */
    shell_goto(a, SCREEN_END);
}

/* ---- starting a game from the title: Continue, a game code, the game of the day ---------------- */

/* The game in memory is one to go on with (not the guided game, not over). store.c asks the same
 * of the game it describes under Continue. */
static int in_progress(const app *a) { return a->ss && !a->tutorial && a->ss->now.phase != TD_PHASE_OVER; }

/* The screen a resumed game opens on: a hand-over when hidden sheets pass between humans, to the
 * next human to choose, or with a roll due to the first human (a sheet shown at once would be shown
 * to whoever sits at the screen). */
static void enter_game(app *a)
{
    refs_start(&a->ss->now.params, a->think_async); /* a solo game's references (refs.h) */
    int next = seats_next_human(a);
    for (int p = 0; next < 0 && a->ss->now.phase == TD_PHASE_ROLL && p < a->n_seats; p++)
        if (!seats_is_bot(a, p))
            next = p;
    if (next >= 0)
        a->viewer = next;
    shell_goto(a, !seats_sheets_open(a) && next >= 0 ? SCREEN_HANDOVER : SCREEN_PLAY);
}

const char *game_continue(app *a)
{
    if (in_progress(a)) {
        enter_game(a);
        return NULL;
    }
    if (store_scores_to_see(a, NULL, NULL, 0)) {
        shell_goto(a, SCREEN_END);
        return NULL;
    }
    game_params ng;
    const char *why;
    td_session *ss = store_load_autosave(a, &ng, &why);
    if (!ss)
        return why;
    why = game_start(a, &ng);
    if (why) {
        free(ss);
        return why;
    }
    memcpy(a->ss, ss, sizeof *ss); /* the same game, every move replayed */
    free(ss);
    a->viewer = 0;
    enter_game(a);
    return NULL;
}

static const char *start_params(app *a, const td_params *p)
{
    game_params ng;
    memset(&ng, 0, sizeof ng);
    ng.params = *p;
    ng.n_seats = p->players;
    ng.open_sheets = a->open_sheets_default;
    /* the players are the last table's humans by the names they typed, in order (a game of the day
     * is played as "Lucía" and counts in her profile), then default names */
    td_params last;
    game_seat table[TD_MAX_PLAYERS];
    int n_table = 0, open = 0, k = 0;
    if (!store_last_table(a, &last, table, &n_table, &open))
        n_table = 0;
    for (int i = 0; i < p->players; i++) {
        ng.seats[i].bot = SEAT_HUMAN;
        while (k < n_table && (table[k].bot != SEAT_HUMAN || seats_is_default_name(table[k].name, k)))
            k++;
        if (k < n_table)
            snprintf(ng.seats[i].name, sizeof ng.seats[i].name, "%s", table[k++].name);
        else
            seats_default_name(i, SEAT_HUMAN, ng.seats[i].name, sizeof ng.seats[i].name);
    }
    const char *why = game_start(a, &ng);
    if (!why)
        refs_start(&a->ss->now.params, a->think_async); /* a solo game's references (refs.h) */
    return why;
}

const char *game_check_code(const char *code, td_params *p)
{
    while (*code == ' ')
        code++;
    char buf[TD_GAMEID_MAX];
    snprintf(buf, sizeof buf, "%s", code);
    size_t n = strlen(buf);
    while (n && buf[n - 1] == ' ')
        buf[--n] = '\0';
    if (!n)
        return tr(TR_TITLE_CODE_EMPTY);
    return td_gameid_parse(buf, p);
}

const char *game_start_code(app *a, const char *code)
{
    td_params p;
    const char *why = game_check_code(code, &p);
    return why ? why : start_params(a, &p);
}

const char *game_start_daily(app *a)
{
    td_params p;
    store_daily_params(&p);
    return start_params(a, &p);
}
