/* randplay.c — a player that picks uniformly among the legal moves. */
#include "randplay.h"

#include "troyes/td_engine.h"

const char *cli_random_game(td_state *s, const td_params *params, td_rng *rng)
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
        /* Players are independent: let each one finish their whole half-day in turn. */
        for (int p = 0; p < params->players && s->phase == TD_PHASE_CHOOSE; p++) {
            while (td_waiting_players(s) & (1u << p)) {
                td_move m = td_legal_random(s, p, rng);
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
