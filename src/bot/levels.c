/* levels.c — the opponents' ladder: the weaker levels between a beginner and the greedy player,
 * and the ladder's table (the levels offered as opponents, weakest first, with their measured
 * solo means).
 *
 * A weaker level plays as a weaker person does, never by a random blunder: it is the greedy
 * player (search.c, on the heuristic of heuristic.c) with a person's limits, each a field of
 * `persona`:
 *   - a short horizon: the heuristic's worth of what the sheet can still become (held
 *     resources, open cells, links and citizen bonuses on their way, Cathedral cells to come) is
 *     scaled down, to nothing for the beginner, who sees only what the sheet scores now;
 *   - changes it does not see: a die is played at the value and in the colour it was rolled,
 *     never bent with influence (value) or knowledge (colour);
 *   - a misjudged value: the Cathedrals' multipliers still to come are not planned for;
 *   - a preference it sticks to: a favourite colour, the same all game (drawn from the game ID
 *     and the seat, so a level keeps no state between decisions), whose dice and citizens it
 *     counts above their worth; the beginner would also rather gather than build.
 * Every choice is still the best move by its own judgement, so the same position always gets
 * the same answer. */
#include <assert.h>
#include <float.h>

#include "levels.h"

#include "search.h"

typedef struct persona {
    uint8_t level;
    uint8_t sees_value;  /* bends a die's value with influence */
    uint8_t sees_colour; /* bends a die's colour with knowledge */
    uint8_t cathedrals;  /* plans the Cathedral multipliers to come */
    float horizon;       /* share of the heuristic's worth of the future it sees (0..1) */
    float favourite;     /* VP it adds to a die, or a citizen, of its favourite colour */
    float build;         /* VP it adds to a die that builds (prestige or work) */
} persona;

/* Tuned by hand on solo games of seeds 900000 onwards (`troyes-cli simulate --bot LEVEL
 * --games 2000 --seed 900000`), apart from the seeds the ladder's figures are measured on. */
static const persona personas[] = {
    /* level          value colour Cathedrals horizon favourite build */
    {TD_BOT_BEGINNER, 0, 0, 0, 0.00f, 4.00f, -0.75f},
    {TD_BOT_CASUAL, 0, 1, 0, 0.20f, 2.00f, 0.00f},
    {TD_BOT_REGULAR, 1, 1, 0, 0.50f, 2.00f, 0.00f},
};
enum { N_PERSONAS = sizeof personas / sizeof personas[0] };

static const persona *persona_of(int level)
{
    for (int i = 0; i < N_PERSONAS; i++)
        if (personas[i].level == level)
            return &personas[i];
    return NULL;
}

int td_bot_is_persona(int level)
{
    return persona_of(level) != NULL;
}

/* The heuristic's weights as this persona judges: the worth of the future scaled by its
 * horizon, and no worth in open Cathedral cells when it does not plan them. */
static void persona_weights(const persona *p, td_bot_weights *w)
{
    *w = td_bot_default_weights;
    float h = p->horizon;
    for (int r = 0; r < TD_RESOURCES; r++)
        w->liquid[r] *= h;
    w->track *= h;
    w->fill *= h;
    w->cath_open *= p->cathedrals ? h : 0.0f;
    w->col_pace *= h;
    w->cit_pace *= h;
    w->link *= h;
    w->link2 *= h;
    for (int row = 0; row < TD_ROWS; row++)
        w->open[row] *= h;
    w->protect *= h;
}

/* The favourite colour of `player` in this game: fixed by the game's seed and the seat. */
static int favourite_colour(const td_state *s, int player)
{
    uint64_t x = s->params.seed * 0x9E3779B97F4A7C15u + (uint64_t)player * 0xBF58476D1CE4E5B9u;
    x ^= x >> 31;
    return (int)(x % TD_COLOURS);
}

/* Whether the persona sees move `m` at all: a die bent in a way it does not think of is not
 * among its choices (a Raid 7 die, which has no value before it is set, is). */
static int sees(const persona *p, const td_state *proj, const td_move *m)
{
    if (m->kind != TD_MOVE_DIE)
        return 1;
    const td_die_info *d = &proj->die[m->slot];
    if (!p->sees_value && d->value0 && m->value != d->value0)
        return 0;
    if (!p->sees_colour && m->colour != d->colour0)
        return 0;
    return 1;
}

td_move td_bot_persona_move(const td_state *s, int player, int level)
{
    const persona *p = persona_of(level);
    assert(p);
    td_state proj;
    td_bot_project(s, player, &proj);
    td_bot_weights w;
    persona_weights(p, &w);
    const td_bot_eval ev = {&w, NULL, NULL};
    td_move moves[TD_LEGAL_MAX];
    float values[TD_LEGAL_MAX];
    int n = td_bot_greedy_rank(&proj, &ev, moves, values, TD_LEGAL_MAX);
    assert(n > 0);
    int fav = favourite_colour(s, player);
    int best = -1, best_seen = -1;
    float best_v = -FLT_MAX, best_seen_v = -FLT_MAX;
    for (int i = 0; i < n; i++) {
        float v = values[i];
        const td_move *m = &moves[i];
        if ((m->kind == TD_MOVE_DIE || m->kind == TD_MOVE_CITIZEN) && m->colour == fav)
            v += p->favourite;
        if (m->kind == TD_MOVE_DIE && m->action != TD_ACT_GAIN)
            v += p->build;
        if (v > best_v) {
            best_v = v;
            best = i;
        }
        if (sees(p, &proj, m) && v > best_seen_v) {
            best_seen_v = v;
            best_seen = i;
        }
    }
    /* When every legal move bends a die (all the dice it could take as rolled are out of its
     * means), it takes the best one all the same. */
    td_move m = moves[best_seen >= 0 ? best_seen : best];
    m.player = (uint8_t)player;
    return m;
}

/* The ladder, weakest first. The means were measured on 1000 solo games each, seeds from
 * 1 (never tuned on):
 *   troyes-cli simulate --bot LEVEL --games 1000 --seed 1 --json
 * and with --expansion for the second figure. */
static const td_bot_rung ladder[] = {
    {TD_BOT_BEGINNER, 33.501f, 33.947f},
    {TD_BOT_CASUAL, 40.612f, 41.782f},
    {TD_BOT_REGULAR, 47.291f, 48.532f},
    {TD_BOT_GREEDY, 54.808f, 56.418f},
    {TD_BOT_EXPERT, 62.994f, 65.374f},
};

int td_bot_ladder(const td_bot_rung **rungs)
{
    *rungs = ladder;
    return (int)(sizeof ladder / sizeof ladder[0]);
}
