/* randplay.c — the game loop of simulate and bench, and a player that picks uniformly among
 * the legal moves. */
#include "randplay.h"

#include "troyes/td_engine.h"

const char *cli_run_game(td_state *s, const td_params *params, cli_chooser choose, void *ctx)
{
    const char *why = td_state_init(s, params);
    if (why)
        return why;
    td_move roll = td_move_roll();
    while (s->phase != TD_PHASE_OVER) {
        if (s->phase == TD_PHASE_ROLL) {
            why = td_move_apply(s, &roll);
            if (why)
                return why;
            continue;
        }
        for (int p = 0; p < params->players && s->phase == TD_PHASE_CHOOSE; p++) {
            while (td_waiting_players(s) & (1u << p)) {
                td_move m = choose(s, p, ctx);
                why = td_move_apply(s, &m);
                if (why)
                    return why;
                if (s->phase != TD_PHASE_CHOOSE)
                    break;
            }
        }
    }
    return NULL;
}

static td_move choose_random(const td_state *s, int player, void *ctx)
{
    return td_legal_random(s, player, (td_rng *)ctx);
}

const char *cli_random_game(td_state *s, const td_params *params, td_rng *rng)
{
    return cli_run_game(s, params, choose_random, rng);
}
