/* heuristic.c — the greedy bot's hand-tuned value of a scoresheet, in estimated final VP: the
 * points already on it plus what its open cells, citizen tracks, resources and links promise
 * with the die actions left. The greedy player (search.c) values the sheet after each move by it;
 * td_bot_evaluate (bot.c) shows it. */
#include "heuristic.h"

#include "bot_sheet.h"
#include "troyes/td_rules.h"

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
        int attacks = td_attack_half_days(remaining);
        int protected_cells = 0;
        for (int row = 1; row < TD_ROWS; row++)
            protected_cells += td_bot_bits6(td_bot_open_mask(sh, row) & fort);
        v += w->protect * (float)attacks * (float)protected_cells;
    }
    return v;
}
