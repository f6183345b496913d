/* td_bot.h — computer players on the rules core: they answer every decision td_need_of can ask
 * (the die with its changes and action, the fallback, and each pending bonus decision).
 *
 * Levels:
 *   random  a uniformly random legal move (one td_legal_count and one td_legal_nth)
 *   greedy  the move whose resulting sheet a heuristic values most: the score now plus the worth
 *           of what the sheet can still become (resources, open cells, Cathedral multipliers ×
 *           buildings to come, link and citizen-bonus progress, Fortress protection), scaled by
 *           the half-days left; pending bonus decisions are answered greedily inside the look
 *   beginner, casual, regular
 *           the greedy player with a weaker person's limits (levels.c): a shorter horizon,
 *           die changes it does not see, Cathedrals it does not plan, a favourite colour
 *   expert  values a sheet with a learned function (140 facts about the sheet, weighed by the
 *           time left, fitted to the final scores of many greedy games, then of games played by
 *           a lighter expert on it: `troyes-train fit`), prunes the moves to the best few by
 *           that value, then plays each of them on for the next three half-days many times
 *           with the greedy player on that value, on dice of its own (the same dice for every
 *           candidate), values the sheet each play-out reaches with the learned value
 *           corrected by a small neural network (which also sees the wheel ahead, fitted to
 *           the lighter expert's games: `troyes-train fit-net`), spends
 *           the play-outs in rounds of successive halving (the worse half of the candidates
 *           drops out after each round), and takes the best mean estimate
 *
 * A bot looks at its own sheet and the shared dice and wheel only (players never interact
 * otherwise), and never at the game's own random stream: every random choice and every imagined
 * roll comes from the td_rng the caller passes, so the same seed gives the same decisions.
 * Nothing here but td_bot_par allocates; nothing reads a clock or keeps state between calls.
 */
#ifndef TD_BOT_H
#define TD_BOT_H

#include <stdint.h>

#include "troyes/td_move.h"
#include "troyes/td_rng.h"
#include "troyes/td_state.h"

/* Level numbers are kept in saved games by name (td_bot_level_name), so new ones go at the end;
 * the ladder (td_bot_ladder) gives the order of strength. */
enum {
    TD_BOT_RANDOM = 0,
    TD_BOT_GREEDY = 1,
    TD_BOT_EXPERT = 2,
    TD_BOT_BEGINNER = 3,
    TD_BOT_CASUAL = 4,
    TD_BOT_REGULAR = 5,
    TD_BOT_LEVELS = 6
};

/* Most moves td_bot_rank_moves can return (the expert's candidates are capped by it too). */
#define TD_BOT_RANK_MAX 16

typedef struct td_bot_config {
    uint8_t level;       /* TD_BOT_* */
    uint8_t candidates;  /* expert: moves kept after greedy pruning, 1..TD_BOT_RANK_MAX */
    uint16_t rollouts;   /* expert: play-outs per candidate (the budget is candidates x this) */
    uint8_t horizon;     /* expert: rolls a play-out looks ahead before valuing the sheet by the
                          * learned value; 0 plays to the end of the game */
} td_bot_config;

/* The recommended settings of a level (the expert's keep a decision under ~100 ms). */
void td_bot_config_default(td_bot_config *cfg, int level);
/* A cheaper expert for tests and quick checks (fewer candidates and play-outs). */
void td_bot_config_fast(td_bot_config *cfg, int level);

/* "random", "greedy", "expert", "beginner", "casual", "regular" by level; NULL for an unknown
 * level. */
const char *td_bot_level_name(int level);
/* The level named by `name` (as above), or -1. */
int td_bot_level_parse(const char *name);

/* The bot's answer to what `player` must decide now (td_need_of(s, player) is DIE, PRESTIGE,
 * WORK, OVERFLOW or BANQUET4). The returned move is legal (td_move_check(s, &m) == NULL).
 * Calling it when the player has nothing to decide (or the dice must be rolled) is a bug
 * (asserted). `rng` is the bot's own stream (seeded by the caller) and is advanced. */
td_move td_bot_choose(const td_state *s, int player, const td_bot_config *cfg, td_rng *rng);

/* Hints: the best few moves for `player` now, best first, as judged by `cfg`'s level, with an
 * estimate of the player's final score after each (expert: mean of its play-outs, plus what the
 * expert's own games end above that mean at this point of a game, as `troyes-train calibrate`
 * measured; greedy and random: the greedy heuristic, which is calibrated in final VP). Writes
 * at most `cap` moves to out[] and estimate[], in falling order of estimate, and returns how
 * many (0 when the player has nothing to decide). The expert gives each of the `cap` moves as
 * many play-outs as its best one, on the same dice, so with cap > 1 its first move can differ
 * from td_bot_choose's, which stops at the end of its rounds of successive halving. */
int td_bot_rank_moves(const td_state *s, int player, const td_bot_config *cfg, td_rng *rng,
                      td_move *out, float *estimate, int cap);

/* One level offered as an opponent, with what it scores alone on average (measured: see
 * levels.c for the command), without and with the expansion. */
typedef struct td_bot_rung {
    uint8_t level;             /* TD_BOT_* */
    float solo_mean;           /* VP, solo games without the expansion */
    float solo_mean_expansion; /* VP, solo games with Banquets & Raids */
} td_bot_rung;

/* The levels offered as opponents, weakest first (random is not one of them): points *rungs at
 * a static table and returns its length. */
int td_bot_ladder(const td_bot_rung **rungs);

/* The hindsight best of a solo game (par.c): the best final score a search finds that knows
 * every roll in advance (the dice are fixed by the game ID: the game's own stream, which only
 * rolls draw from). A beam search by half-days keeping the `beam` best positions by the expert's
 * learned value (TD_BOT_PAR_BEAM: the default; a larger beam finds as much or more). Returns the
 * score, or -1 when `params` is not a valid one-player game or memory ran out. When `out` is not
 * NULL, writes the moves of that game, rolls from the seed included (a saved game's move list,
 * td_session.h), to out[0..cap) and their count to *n_out (TD_BOT_PAR_MOVES is enough). This
 * one allocates (a few KB a position of the beam). */
#define TD_BOT_PAR_BEAM 2000
#define TD_BOT_PAR_MOVES 256
int td_bot_par(const td_params *params, int beam, td_move *out, int cap, int *n_out);

/* The greedy heuristic's value of `player`'s sheet as it stands, in estimated final VP (for
 * tests, tuning and the UI's explanations). */
float td_bot_evaluate(const td_state *s, int player);

#endif
