/* greedy.c — the greedy bot: a heuristic value of a scoresheet in estimated final VP, the solo
 * projection it plays on, and the greedy player (best value after the move, pending bonus
 * decisions answered greedily inside the look), also used by the expert's play-outs. */
#include <assert.h>
#include <float.h>
#include <string.h>

#include "bot_internal.h"
#include "troyes/td_score.h"

const td_bot_weights td_bot_default_weights = {
    /* Tuned by coordinate ascent on the mean of greedy solo games (seeds 5000..6999, apart from
     * the ones reported), each weight moved while the mean kept rising. */
    .liquid = {0.099f, 0.387f, 0.088f},
    .liquid_cap = 3.746f,
    .track = 0.369f,
    .fill = 1.424f,
    .cath_open = 0.450f,
    .colbonus = {1.000f, 3.000f, 3.000f},
    .col_pace = 1.250f,
    .cit15 = 2.000f,
    .cit20 = 1.000f,
    .cit_pace = 1.000f,
    .link = 1.056f,
    .link2 = 0.000f,
    .open = {0.233f, 0.087f, 0.098f, 0.031f, 0.088f, 0.104f},
    .protect = 0.021f,
};

const td_bot_eval td_bot_greedy_eval = {&td_bot_default_weights, NULL, NULL};

/* Cells set in a 6-bit row mask (td_bot_bits6). */
const uint8_t td_bot_bits6_table[64] = {
    0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4, 1, 2, 2, 3, 2, 3, 3, 4, 2, 3, 3, 4, 3, 4, 4, 5,
    1, 2, 2, 3, 2, 3, 3, 4, 2, 3, 3, 4, 3, 4, 4, 5, 2, 3, 3, 4, 3, 4, 4, 5, 3, 4, 4, 5, 4, 5, 5, 6};


int td_bot_remaining(const td_state *s)
{
    if (s->phase == TD_PHASE_OVER)
        return 0;
    int h = 2 * (s->day - 1) + s->half;
    /* In ROLL the half-day h has not started: its die action is still to come. */
    int r = s->phase == TD_PHASE_ROLL ? 16 - h : 15 - h;
    return r < 0 ? 0 : r;
}

/* Chance-like worth in 0..1 of a bonus `missing` citizens away when about `gain` more are to
 * come: 1 when it is already close, falling to 0 when out of reach. */
static float reach(int missing, float gain)
{
    float x = 1.0f - (float)missing / (gain + 0.5f);
    return x > 0.0f ? x * x : 0.0f;
}

float td_bot_eval_sheet(const td_sheet *sh, int remaining, const td_bot_weights *w)
{
    float f = (float)remaining / 15.0f;
    float v = 0.0f;

    /* Citizens: 1 VP each, plus the bonuses they unlock (SPEC §5) by how likely they are to be
     * reached with the die actions left. */
    v += (float)(sh->cit[0] + sh->cit[1] + sh->cit[2]);
    float col_gain = w->col_pace * (float)remaining;
    for (int i = 0; i < 3; i++) {
        int missing = td_bot_cit_missing(sh, td_colbonus_at[i]);
        if (missing > 0)
            v += w->colbonus[i] * reach(missing, col_gain);
    }
    float track_gain = w->cit_pace * (float)remaining;
    for (int c = 0; c < TD_COLOURS; c++) {
        if (sh->cit[c] < TD_CIT_PRESTIGE_AT)
            v += w->cit15 * reach(TD_CIT_PRESTIGE_AT - sh->cit[c], track_gain);
        if (sh->cit[c] < TD_CIT_FULL_AT)
            v += w->cit20 * reach(TD_CIT_FULL_AT - sh->cit[c], track_gain);
    }

    /* Resources: 1/2 VP each at the end, more while they can still pay for dice and changes. */
    for (int r = 0; r < TD_RESOURCES; r++) {
        int h = td_held(sh, r);
        float capped = (float)h < w->liquid_cap ? (float)h : w->liquid_cap;
        v += 0.5f * (float)h + w->liquid[r] * f * capped;
        int c = sh->res_circled[r];
        if (c < TD_RES_TRACK)
            v += w->track * f * (float)(c % 6) / 6.0f;
    }

    /* Cathedrals: multiplier x buildings of the row scored, now and expected. */
    int built_rows[TD_ROWS], open_rows[TD_ROWS];
    for (int row = 0; row < TD_ROWS; row++) {
        built_rows[row] = td_bot_bits6(sh->built[row]);
        open_rows[row] = td_bot_bits6(td_bot_open_mask(sh, row));
    }
    /* Open Cathedral cells: the multipliers still to come (they grow with each Cathedral) go,
     * largest first, to the characters whose rows promise the most buildings. */
    float plan[TD_COLUMNS];
    int n_plan = 0;
    for (int p = 0; p < TD_COLUMNS; p++) {
        int row = td_cathedral_scores[p];
        float expect = (float)built_rows[row] + w->fill * f * (float)open_rows[row];
        if (sh->cath_mult[p]) {
            v += (float)sh->cath_mult[p] * expect;
        } else if (td_bot_open_mask(sh, TD_ROW_CATHEDRAL) & (1u << p)) {
            int i = n_plan++;
            while (i > 0 && plan[i - 1] < expect) {
                plan[i] = plan[i - 1];
                i--;
            }
            plan[i] = expect;
        }
    }
    for (int i = 0; i < n_plan; i++)
        v += w->cath_open * f * (float)td_cathedral_multiplier(sh->cathedrals + n_plan - i) *
             plan[i];

    /* Links: pairs on their way. */
    for (int row = 0; row < TD_ROWS; row++)
        for (int pair = 0; pair < 3; pair++) {
            int progress = td_bot_link_progress(sh, row, pair);
            if (progress == 1)
                v += w->link * f * td_bot_link_vp(&td_links[row][pair]);
            else if (progress == 2)
                v += w->link2 * f * td_bot_link_vp(&td_links[row][pair]);
        }

    /* Open cells: what the sheet can still become; a Fortress keeps its column's cells open. */
    for (int row = 0; row < TD_ROWS; row++)
        v += w->open[row] * f * (float)open_rows[row];
    unsigned fort = sh->built[TD_ROW_FORTRESS];
    if (fort) {
        int attacks = remaining < 12 ? remaining : 12; /* attacks start on day 3 */
        int protected_cells = 0;
        for (int row = 1; row < TD_ROWS; row++)
            protected_cells += td_bot_bits6(td_bot_open_mask(sh, row) & fort);
        v += w->protect * (float)attacks * (float)protected_cells;
    }
    return v;
}

void td_bot_project(const td_state *s, int player, td_state *out)
{
    td_bot_copy(out, s);
    out->params.players = 1;
    if (player != 0)
        out->sheet[0] = s->sheet[player];
}

static int is_bonus_need(int kind)
{
    return kind == TD_NEED_PRESTIGE || kind == TD_NEED_WORK || kind == TD_NEED_OVERFLOW ||
           kind == TD_NEED_BANQUET4;
}

#define SETTLE_DEPTH 3
#define ANSWERS_MAX 64

/* Value of a projection right after a move: pending bonus decisions are answered greedily (up to
 * a depth), then the sheet is valued with `remaining` die actions to come. */
static float settle(const td_state *st, int remaining, const td_bot_eval *ev, int depth)
{
    td_need need = td_need_of(st, 0);
    if (depth < SETTLE_DEPTH && is_bonus_need(need.kind)) {
        td_move answers[ANSWERS_MAX];
        int n = td_legal_moves(st, 0, answers, ANSWERS_MAX);
        if (n > ANSWERS_MAX)
            n = ANSWERS_MAX;
        float best = -FLT_MAX;
        for (int i = 0; i < n; i++) {
            td_state next;
            td_bot_copy(&next, st);
            const char *why = td_move_apply(&next, &answers[i]);
            assert(!why);
            (void)why;
            float v = settle(&next, remaining, ev, depth + 1);
            if (v > best)
                best = v;
        }
        if (n > 0)
            return best;
    }
    return td_bot_eval_of(ev, &st->sheet[0], remaining);
}

int td_bot_greedy_all(const td_state *proj, const td_bot_eval *ev, td_move *moves,
                      float *values)
{
    int n = td_legal_moves(proj, 0, moves, TD_LEGAL_MAX);
    assert(n <= TD_LEGAL_MAX);
    int remaining = td_bot_remaining(proj);
    int depth = is_bonus_need(td_need_of(proj, 0).kind) ? 1 : 0;
    for (int i = 0; i < n; i++) {
        td_state next;
        td_bot_copy(&next, proj);
        const char *why = td_move_apply(&next, &moves[i]);
        assert(!why);
        (void)why;
        values[i] = settle(&next, remaining, ev, depth);
    }
    return n;
}

td_move td_bot_greedy_move(const td_state *proj, const td_bot_eval *ev, float *value)
{
    td_move moves[TD_LEGAL_MAX];
    float values[TD_LEGAL_MAX];
    int n = td_bot_greedy_all(proj, ev, moves, values);
    assert(n > 0);
    int best = 0;
    for (int i = 1; i < n; i++)
        if (values[i] > values[best])
            best = i;
    if (value)
        *value = values[best];
    return moves[best];
}

float td_bot_playout(td_state *proj, const td_bot_eval *ev, int horizon)
{
    td_move roll = td_move_roll();
    int rolls = 0;
    while (proj->phase != TD_PHASE_OVER) {
        const char *why;
        if (proj->phase == TD_PHASE_ROLL) {
            if (horizon > 0 && rolls >= horizon)
                return td_bot_eval_leaf(ev, proj);
            why = td_move_apply(proj, &roll);
            rolls++;
        } else {
            td_move m = td_bot_greedy_move(proj, ev, NULL);
            why = td_move_apply(proj, &m);
        }
        assert(!why);
        (void)why;
    }
    return (float)td_score_total(proj, 0);
}
