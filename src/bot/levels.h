/* levels.h — the ladder's weaker levels (levels.c): the greedy player with a weaker person's
 * limits. */
#ifndef TD_BOT_LEVELS_H
#define TD_BOT_LEVELS_H

#include "troyes/td_bot.h"

/* Whether `level` is one of the weaker levels (beginner, casual, regular). */
int td_bot_is_persona(int level);
/* That level's move for `player`: a legal answer to td_need_of (no randomness). */
td_move td_bot_persona_move(const td_state *s, int player, int level);

#endif
