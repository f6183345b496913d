/* learned_value.c — the expert's learned value of a scoresheet: a linear function of 140 facts
 * about the sheet (the "features"), with weights that change with the share of the game left, so
 * that a fact can matter more early or late. The weights are fitted by `troyes-train fit`
 * (src/train/fit.c) to the final scores of whole games, and live in
 * generated/learned_value_weights.c. */
#include "learned_value.h"

#include <assert.h>
#include <stddef.h>

#include "bot_sheet.h"
#include "troyes/td_rules.h"
#include "troyes/td_score.h"

int td_bot_value_features(const td_sheet *sh, float *b)
{
    int n = 0;
    b[n++] = 1.0f;
    unsigned cath_open_cells = td_bot_open_mask(sh, TD_ROW_CATHEDRAL);
    int built[TD_ROWS], open[TD_ROWS], mult[TD_ROWS], cath_open[TD_ROWS];
    int cathedral_of[TD_ROWS] = {0}; /* position of the Cathedral that scores each row */
    for (int p = 0; p < TD_COLUMNS; p++)
        cathedral_of[td_cathedral_scores[p]] = p;
    for (int row = 0; row < TD_ROWS; row++) {
        int p = cathedral_of[row];
        built[row] = td_bot_bits6(sh->built[row]);
        open[row] = td_bot_bits6(td_bot_open_mask(sh, row));
        mult[row] = sh->cath_mult[p];
        cath_open[row] = (cath_open_cells >> p) & 1;
    }
    /* Each row: its buildings and open cells, alone and with its Cathedral's multiplier (or the
     * chance of one, while that Cathedral's cell is open). */
    for (int row = 0; row < TD_ROWS; row++) {
        b[n++] = (float)built[row];
        b[n++] = (float)open[row];
        b[n++] = (float)(mult[row] * built[row]);
        b[n++] = (float)(mult[row] * open[row]);
        b[n++] = (float)(cath_open[row] * open[row]);
        b[n++] = (float)(cath_open[row] * built[row]);
        b[n++] = (float)((mult[row] == 3) * open[row]);
    }
    int c = sh->cathedrals;
    b[n++] = (float)c;
    b[n++] = (float)(c * c);
    /* Citizens: the total, the weakest track (the column bonuses), the 15th and 20th. */
    int sum = 0, least = TD_CIT_TRACK, most = 0, at15 = 0, at20 = 0;
    for (int k = 0; k < TD_COLOURS; k++) {
        int cit = sh->cit[k];
        sum += cit;
        least = cit < least ? cit : least;
        most = cit > most ? cit : most;
        at15 += cit >= TD_CIT_PRESTIGE_AT;
        at20 += cit >= TD_CIT_FULL_AT;
    }
    b[n++] = (float)sum;
    b[n++] = (float)least;
    b[n++] = (float)(least >= TD_COLBONUS_WORK_A);
    b[n++] = (float)(least >= TD_COLBONUS_WORK_B);
    b[n++] = (float)at15;
    b[n++] = (float)at20;
    /* Resources held (all of them, and the first four that pay for dice and changes), the
     * progress toward the next citizen slot, die boxes lost, links gained. */
    int track = 0, dice_lost = 0;
    for (int r = 0; r < TD_RESOURCES; r++) {
        int h = td_held(sh, r);
        b[n++] = (float)h;
        b[n++] = (float)(h < 4 ? h : 4);
        track += sh->res_circled[r] % 6;
        dice_lost += td_bot_bits6(sh->die_crossed[r]);
    }
    b[n++] = (float)track;
    b[n++] = (float)dice_lost;
    b[n++] = (float)td_bot_bits6(sh->links) + (float)td_bot_bits6(sh->links >> 6) +
             (float)td_bot_bits6(sh->links >> 12);
    /* The Cathedrals to come: the next two multipliers with the rows still open to them. */
    int next1 = td_cathedral_multiplier(c + 1), next2 = td_cathedral_multiplier(c + 2);
    int n_open = 0;
    for (int row = 0; row < TD_ROWS; row++) {
        n_open += cath_open[row];
        b[n++] = (float)(cath_open[row] * built[row] * next1);
        b[n++] = (float)(cath_open[row] * open[row] * next2);
        b[n++] = (float)(built[row] * built[row]);
        b[n++] = (float)((mult[row] == 3) * built[row]);
    }
    b[n++] = (float)n_open;
    b[n++] = (float)(n_open * next1);
    for (int k = 0; k < TD_COLOURS; k++) {
        b[n++] = (float)sh->cit[k];
        b[n++] = (float)(sh->cit[k] * sh->cit[k]) / 20.0f;
        b[n++] = (float)sh->res_circled[k];
        b[n++] = (float)td_bot_bits6(sh->die_crossed[k]);
    }
    b[n++] = (float)(most - least);
    b[n++] = (float)(least >= TD_COLBONUS_RESOURCES);
    /* Links on their way: one cell built and the other open, or both open (in VP). */
    float half_links = 0.0f, open_links = 0.0f;
    int n_half = 0;
    for (int row = 0; row < TD_ROWS; row++)
        for (int pair = 0; pair < 3; pair++) {
            int progress = td_bot_link_progress(sh, row, pair);
            if (progress == 1) {
                half_links += td_bot_link_vp(&td_links[row][pair]);
                n_half++;
            } else if (progress == 2) {
                open_links += td_bot_link_vp(&td_links[row][pair]);
            }
        }
    b[n++] = half_links;
    b[n++] = open_links;
    b[n++] = (float)n_half;
    /* Open cells a Fortress keeps from the black die, and the ones it does not. */
    unsigned fort = sh->built[TD_ROW_FORTRESS];
    int guarded = 0, exposed = 0, all_open = open[TD_ROW_FORTRESS];
    for (int row = 1; row < TD_ROWS; row++) {
        unsigned o = td_bot_open_mask(sh, row);
        guarded += td_bot_bits6(o & fort);
        exposed += td_bot_bits6(o & ~fort);
        all_open += open[row];
    }
    b[n++] = (float)guarded;
    b[n++] = (float)exposed;
    b[n++] = (float)all_open;
    b[n++] = (float)(all_open * all_open) / 36.0f;
    /* Citizens still missing for each column bonus, and for each track's 15th. */
    for (int i = 0; i < 3; i++) {
        int missing = td_bot_cit_missing(sh, td_colbonus_at[i]);
        b[n++] = (float)missing;
        b[n++] = (float)(missing * missing) / 10.0f;
    }
    for (int k = 0; k < TD_COLOURS; k++) {
        int missing = sh->cit[k] < TD_CIT_PRESTIGE_AT ? TD_CIT_PRESTIGE_AT - sh->cit[k] : 0;
        b[n++] = (float)(missing * missing) / 15.0f;
        b[n++] = (float)(sh->cit[k] >= TD_CIT_PRESTIGE_AT);
    }
    /* Resources: enough for the dearer slots and changes; the slots to the next citizen. */
    for (int r = 0; r < TD_RESOURCES; r++) {
        b[n++] = (float)(td_held(sh, r) >= 2);
        b[n++] = (float)(sh->res_circled[r] < TD_RES_TRACK ? 6 - sh->res_circled[r] % 6 : 0);
        b[n++] = (float)(td_held(sh, r) * td_held(sh, r)) / 10.0f;
    }
    /* Where each track's 15th citizen could build ([R5], td_cit15_rows), while it is to come. */
    for (int k = 0; k < TD_COLOURS; k++)
        b[n++] = sh->cit[k] < TD_CIT_PRESTIGE_AT
                     ? (float)(open[td_cit15_rows[k][0]] + open[td_cit15_rows[k][1]])
                     : 0.0f;
    b[n++] = (float)(open[TD_ROW_PALACE] + open[TD_ROW_CITY_HALL] + open[TD_ROW_BISHOPRIC]);
    /* Open Cathedral cells the black die can still cross out (no Fortress in their column) and
     * the ones a Fortress keeps: with the buildings and open cells of the rows they would score,
     * their count, and whether the Cathedral that scores the Cathedrals is among them (+0.31 VP
     * for the expert, se 0.12; other sets of facts tried are in docs/bot-experiments.md). */
    float cath_built[2] = {0.0f, 0.0f}, cath_rows_open[2] = {0.0f, 0.0f};
    int cath_cells_n[2] = {0, 0}, cath_self[2] = {0, 0};
    for (int p = 0; p < TD_COLUMNS; p++) {
        if (!((cath_open_cells >> p) & 1))
            continue;
        int row = td_cathedral_scores[p];
        int kept = (fort >> p) & 1;
        cath_built[kept] += (float)built[row];
        cath_rows_open[kept] += (float)open[row];
        cath_cells_n[kept]++;
        cath_self[kept] += row == TD_ROW_CATHEDRAL;
    }
    for (int kept = 0; kept < 2; kept++)
        b[n++] = cath_built[kept];
    for (int kept = 0; kept < 2; kept++)
        b[n++] = cath_rows_open[kept];
    for (int kept = 0; kept < 2; kept++)
        b[n++] = (float)cath_cells_n[kept];
    for (int kept = 0; kept < 2; kept++)
        b[n++] = (float)cath_self[kept];
    assert(n == TD_BOT_VALUE_FEATURES);
    return n;
}

float td_bot_value(const td_sheet *sh, int remaining, const float *weights)
{
    /* With no die action to come, what the sheet will score is known: its score now (pending
     * bonuses aside, which the greedy player answers before it values a sheet). The fitted row
     * for the end is off by 1.4 VP rms there (docs/bot-experiments.md). */
    if (remaining <= 0) {
        td_score sc;
        td_sheet_score(sh, &sc);
        return (float)sc.total;
    }
    float b[TD_BOT_VALUE_FEATURES];
    td_bot_value_features(sh, b);
    if (remaining >= TD_BOT_VALUE_TIMES)
        remaining = TD_BOT_VALUE_TIMES - 1;
    const float *w = weights + (size_t)remaining * TD_BOT_VALUE_FEATURES;
    /* Four running sums instead of one, so that the adds need not wait for each other (the sum
     * is the same up to rounding). */
    _Static_assert(TD_BOT_VALUE_FEATURES % 4 == 0, "the value's sums take the features by 4");
    float v[4] = {0.0f, 0.0f, 0.0f, 0.0f};
    for (int i = 0; i < TD_BOT_VALUE_FEATURES; i += 4)
        for (int j = 0; j < 4; j++)
            v[j] += w[i + j] * b[i + j];
    return (v[0] + v[1]) + (v[2] + v[3]);
}
