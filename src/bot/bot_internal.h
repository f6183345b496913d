/* bot_internal.h — the bots' modules for the training tools and the tests (not part of the public
 * API). The modules, each with its header, depend on each other in one direction:
 *   bot_sheet.h      facts about a sheet the valuations count (header only)
 *   heuristic.c      the greedy bot's hand-tuned value of a sheet
 *   learned_value.c  the expert's learned value (weights in generated/learned_value_weights.c)
 *   value_net.c      the expert's network, a correction to the learned value
 *                    (weights in generated/value_net_weights.c)
 *   eval.c           which of those values a sheet: the one place the search asks
 *   search.c         the projection, the greedy player, the play-outs and the expert's ranking
 *                    (its estimates' offsets in generated/estimate_offsets.c)
 *   levels.c         the ladder's weaker levels: the greedy player with a person's limits
 *   par.c            the hindsight best of a solo game (a search that knows the dice)
 *   bot.c            the public API (td_bot.h) on the search */
#ifndef TD_BOT_INTERNAL_H
#define TD_BOT_INTERNAL_H

#include "bot_sheet.h"
#include "eval.h"
#include "heuristic.h"
#include "learned_value.h"
#include "levels.h"
#include "search.h"
#include "value_net.h"

#endif
