/* par.c — the hindsight best of a solo game (td_bot_par): the best score a search finds when it
 * knows every roll in advance.
 *
 * The game's dice come from the game's own stream, held in the state and seeded by the game ID
 * (td_state_init); a roll draws from it and nothing else does (no move touches it), so applying
 * td_move_roll() to any state of a game gives the dice that game's roll gives. The search plays
 * those very dice.
 *
 * It is a beam search by half-days: from each kept position before a roll, the roll, then every
 * legal die choice and every answer to the bonus decisions it brings; of the positions this
 * reaches before the next roll, the `beam` best by the expert's learned value (value.c; the
 * score itself at the end) are kept, one of each sheet (two choices that fill the sheet alike
 * are one position). The best final score found is the par: a best found, not a proof of the
 * optimum (a larger beam finds as much or more, not always more).
 *
 * Unlike the bots' moves, the search allocates its beam (a few KB a position). */
#include <assert.h>
#include <stdlib.h>
#include <string.h>

#include "learned_value.h"
#include "search.h"
#include "troyes/td_score.h"

#define HALF_DAYS (2 * TD_DAYS)
#define TURN_MOVES 12 /* a die and the bonus answers it brings, in one half-day */

/* How a kept position came: its parent in the layer before and the moves of its half-day (the
 * positions themselves are kept for the last layer only). */
typedef struct node {
    int parent;  /* in the layer before, -1 for the start */
    uint8_t n;   /* moves of this half-day */
    td_move moves[TURN_MOVES];
} node;

/* A position reached this half-day, kept by its moves from its parent until it is chosen
 * (the moves apart, so that sorting moves small keys). */
typedef struct cand {
    float value;
    int index;   /* in search.how */
    uint64_t hash;
} cand;

typedef struct search {
    cand *c;
    node *how;
    int n, cap;
    int failed; /* out of memory */
} search;

static uint64_t sheet_hash(const td_sheet *sh)
{
    /* the sheet up to its bonus queue (empty between half-days) */
    const unsigned char *b = (const unsigned char *)sh;
    uint64_t h = 14695981039346656037u;
    for (size_t i = 0; i < offsetof(td_sheet, queue); i++) {
        h ^= b[i];
        h *= 1099511628211u;
    }
    return h;
}

static float value_of(const td_state *st)
{
    if (st->phase == TD_PHASE_OVER)
        return (float)td_score_total(st, 0);
    return td_bot_value(&st->sheet[0], td_actions_to_come(st), td_bot_value_weights);
}

static void add(search *se, const td_state *st, int parent, const td_move *moves, int n)
{
    if (se->n == se->cap) {
        int cap = se->cap ? 2 * se->cap : 4096;
        cand *c = realloc(se->c, (size_t)cap * sizeof *c);
        if (c)
            se->c = c;
        node *how = c ? realloc(se->how, (size_t)cap * sizeof *how) : NULL;
        if (!how) {
            se->failed = 1;
            return;
        }
        se->how = how;
        se->cap = cap;
    }
    cand *c = &se->c[se->n];
    c->value = value_of(st);
    c->hash = sheet_hash(&st->sheet[0]);
    c->index = se->n;
    node *how = &se->how[se->n++];
    how->parent = parent;
    how->n = (uint8_t)n;
    memcpy(how->moves, moves, (size_t)n * sizeof *moves);
}

/* Every way the half-day can go on from `st` (phase CHOOSE), each added as a candidate. */
static void expand(search *se, const td_state *st, int parent, td_move *moves, int n)
{
    if (st->phase != TD_PHASE_CHOOSE || n == TURN_MOVES) {
        /* the half-day is over (a bonus chain longer than TURN_MOVES is not followed) */
        if (st->phase != TD_PHASE_CHOOSE)
            add(se, st, parent, moves, n);
        return;
    }
    td_move legal[TD_LEGAL_MAX];
    int k = td_legal_moves(st, 0, legal, TD_LEGAL_MAX);
    for (int i = 0; i < k && !se->failed; i++) {
        td_state next;
        td_bot_copy(&next, st);
        const char *why = td_move_apply(&next, &legal[i]);
        assert(!why);
        (void)why;
        moves[n] = legal[i];
        expand(se, &next, parent, moves, n + 1);
    }
}

static int by_value(const void *a, const void *b)
{
    const cand *x = a, *y = b;
    if (x->value != y->value)
        return x->value < y->value ? 1 : -1;
    if (x->hash != y->hash)
        return x->hash < y->hash ? -1 : 1;
    return (x->index > y->index) - (x->index < y->index);
}

/* Puts the k best of c[0..n) (by_value's order) in c[0..k), in no order: a quickselect. */
static void select_best(cand *c, int n, int k)
{
    int lo = 0, hi = n - 1;
    while (lo < hi) {
        cand pivot = c[lo + (hi - lo) / 2];
        int i = lo, j = hi;
        while (i <= j) {
            while (by_value(&c[i], &pivot) < 0)
                i++;
            while (by_value(&c[j], &pivot) > 0)
                j--;
            if (i <= j) {
                cand x = c[i];
                c[i++] = c[j];
                c[j--] = x;
            }
        }
        if (k - 1 <= j)
            hi = j;
        else if (k - 1 >= i)
            lo = i;
        else
            break;
    }
}

int td_bot_par(const td_params *params, int beam, td_move *out, int cap, int *n_out)
{
    if (beam < 1 || params->players != 1)
        return -1;
    td_state start;
    if (td_state_init(&start, params))
        return -1;
    node *layer[HALF_DAYS + 1] = {NULL};
    int count[HALF_DAYS + 1] = {0};
    uint64_t *seen = malloc((size_t)4 * (size_t)beam * sizeof *seen);
    td_state *now = malloc((size_t)beam * sizeof *now), *next = malloc((size_t)beam * sizeof *next);
    search se = {NULL, NULL, 0, 0, 0};
    int best = -1;
    layer[0] = malloc(sizeof *layer[0]);
    if (!layer[0] || !seen || !now || !next)
        goto done;
    td_bot_copy(&now[0], &start);
    layer[0][0].parent = -1;
    layer[0][0].n = 0;
    count[0] = 1;
    td_move roll = td_move_roll();
    for (int h = 0; h < HALF_DAYS; h++) {
        se.n = 0;
        for (int i = 0; i < count[h] && !se.failed; i++) {
            td_state st;
            td_bot_copy(&st, &now[i]);
            const char *why = td_move_apply(&st, &roll);
            assert(!why);
            (void)why;
            td_move moves[TURN_MOVES];
            expand(&se, &st, i, moves, 0);
        }
        if (se.failed || se.n == 0)
            goto done;
        /* The best few times the beam, sorted (all of them when those hold too many alike). */
        int sorted = se.n < 3 * beam ? se.n : 3 * beam;
        select_best(se.c, se.n, sorted);
        qsort(se.c, (size_t)sorted, sizeof *se.c, by_value);
        layer[h + 1] = malloc((size_t)beam * sizeof *layer[h + 1]);
        if (!layer[h + 1])
            goto done;
        /* the best `beam` of them, one per sheet (an open-addressed set of the sheets' hashes;
         * 0 marks an empty place, so a hash of 0 counts as 1) */
        size_t slots = (size_t)4 * (size_t)beam;
        memset(seen, 0, slots * sizeof *seen);
        int kept = 0;
        for (int i = 0; i < se.n && kept < beam; i++) {
            if (i == sorted)
                qsort(se.c + sorted, (size_t)(se.n - sorted), sizeof *se.c, by_value);
            uint64_t hv = se.c[i].hash ? se.c[i].hash : 1;
            size_t at = (size_t)(hv % slots);
            while (seen[at] && seen[at] != hv)
                at = (at + 1) % slots;
            if (seen[at])
                continue;
            seen[at] = hv;
            td_state *st = &next[kept];
            node *nd = &layer[h + 1][kept++];
            *nd = se.how[se.c[i].index];
            td_bot_copy(st, &now[nd->parent]);
            td_move_apply(st, &roll);
            for (int m = 0; m < nd->n; m++)
                td_move_apply(st, &nd->moves[m]);
        }
        count[h + 1] = kept;
        td_state *swap = now;
        now = next;
        next = swap;
    }
    /* the best final position (the first: sorted by score) and the moves that led to it */
    {
        assert(now[0].phase == TD_PHASE_OVER);
        best = td_score_total(&now[0], 0);
        int len = 0;
        for (int h = HALF_DAYS, i = 0; h > 0; i = layer[h][i].parent, h--)
            len += 1 + layer[h][i].n;
        if (out && n_out) {
            *n_out = len < cap ? len : cap;
            int at = len;
            for (int h = HALF_DAYS, i = 0; h > 0; i = layer[h][i].parent, h--) {
                const node *nd = &layer[h][i];
                for (int m = nd->n - 1; m >= 0; m--)
                    if (--at < cap)
                        out[at] = nd->moves[m];
                if (--at < cap)
                    out[at] = roll;
            }
        }
    }
done:
    for (int h = 0; h <= HALF_DAYS; h++)
        free(layer[h]);
    free(seen);
    free(now);
    free(next);
    free(se.c);
    free(se.how);
    return best;
}
