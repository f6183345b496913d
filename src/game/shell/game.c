/* game.c — the game being played: starting it, applying its moves, the rules opened from it
 * (see game.h). */
#include "shell/app.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "shell/store.h"
#include "shell/lang.h"

void game_open_rules(app *a)
{
    a->rules_from = a->screen;
    shell_goto(a, SCREEN_RULES);
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
    store_after_move(a, m); /* autosave after a half-day, record a finished game */
    return NULL;
}

const char *game_watch_start(app *a, const td_move *line, int n)
{
    if (a->watch.on || !a->ss || a->n_seats != 1 || n < 1 || n > APP_WATCH_MOVES)
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
