/* app_game.c — the game being played: starting it, applying its moves, the rules opened from it
 * (see app_game.h). */
#include "app.h"

#include <stdlib.h>
#include <string.h>

#include "app_store.h"
#include "ui_lang.h"

void app_open_rules(app *a)
{
    a->rules_from = a->screen;
    app_goto(a, SCREEN_RULES);
}

const char *app_start_game(app *a, const app_new_game *ng)
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
    app_store_game_started(a);
    app_goto(a, SCREEN_PLAY);
    return NULL;
}

const char *app_apply(app *a, const td_move *m)
{
    const char *err = td_session_apply(a->ss, m);
    if (err) {
        sfx_play(&a->s, SFX_REFUSE);
        return err;
    }
    a->dirty = 1;
    app_store_after_move(a, m); /* autosave after a half-day, record a finished game */
    return NULL;
}
