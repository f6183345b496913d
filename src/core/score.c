/* score.c — the score (SPEC §8), the ranking, and the achievements of SPEC §9. */
#include <string.h>

#include "internal.h"
#include "troyes/td_score.h"

static int bits6(unsigned m)
{
    int n = 0;
    for (m &= 0x3Fu; m; m &= m - 1)
        n++;
    return n;
}

void td_sheet_score(const td_sheet *sh, td_score *out)
{
    memset(out, 0, sizeof *out);
    int total = 0;
    /* 1. each built Cathedral: its multiplier x the buildings of its type drawn. */
    for (int p = 0; p < TD_COLUMNS; p++) {
        if (sh->cath_mult[p])
            out->character[p] =
                (int16_t)(sh->cath_mult[p] * bits6(sh->built[td_cathedral_scores[p]]));
        total += out->character[p];
    }
    /* 2. 1 VP per 2 resources held. */
    for (int r = 0; r < TD_RESOURCES; r++) {
        out->resources[r] = (int16_t)(td_held(sh, r) / 2);
        total += out->resources[r];
    }
    /* 3. 1 VP per circled citizen. */
    out->citizens = (int16_t)(sh->cit[0] + sh->cit[1] + sh->cit[2]);
    total += out->citizens;
    out->total = (int16_t)total;
}

void td_score_of(const td_state *s, int player, td_score *out)
{
    td_sheet_score(&s->sheet[player], out);
}

int td_score_total(const td_state *s, int player)
{
    td_score sc;
    td_sheet_score(&s->sheet[player], &sc);
    return sc.total;
}

int td_cost_score_loss(const td_sheet *sh, const td_cost *c)
{
    int loss = 0;
    for (int r = 0; r < TD_RESOURCES; r++) {
        int held = td_held(sh, r), left = held - c->total[r];
        loss += held / 2 - (left > 0 ? left : 0) / 2;
    }
    return loss;
}

unsigned td_ranking(const td_state *s, uint8_t rank[TD_MAX_PLAYERS])
{
    int total[TD_MAX_PLAYERS];
    int n = s->params.players;
    unsigned winners = 0;
    for (int p = 0; p < n; p++)
        total[p] = td_score_total(s, p);
    for (int p = 0; p < n; p++) {
        int above = 0;
        for (int q = 0; q < n; q++)
            above += total[q] > total[p];
        rank[p] = (uint8_t)(1 + above);
        if (above == 0)
            winners |= 1u << p;
    }
    for (int p = n; p < TD_MAX_PLAYERS; p++)
        rank[p] = 0;
    return winners;
}

const char *const td_achievement_key[TD_ACH_COUNT] = {
    "played_solo",    "played_multi",    "played_expansion", "score_45",
    "score_55",       "score_65",        "win_multi_60",     "character_18",
    "citizens_40",    "prestige_row",    "work_row",         "resource_track",
    "citizen_track",
};

static void progress(td_ach_progress *p, int have, int need)
{
    if (have > p->have || !p->need)
        p->have = (int16_t)have;
    p->need = (int16_t)need;
}

void td_achievement_progress(const td_state *s, int player, td_ach_progress out[TD_ACH_COUNT])
{
    const td_sheet *sh = &s->sheet[player];
    td_score sc;
    td_sheet_score(sh, &sc);
    memset(out, 0, sizeof *out * TD_ACH_COUNT);
    progress(&out[TD_ACH_SCORE_45], sc.total, 45);
    progress(&out[TD_ACH_SCORE_55], sc.total, 55);
    progress(&out[TD_ACH_SCORE_65], sc.total, 65);
    if (s->params.players > 1)
        progress(&out[TD_ACH_WIN_MULTI_60], sc.total, 61);
    for (int p = 0; p < TD_COLUMNS; p++)
        progress(&out[TD_ACH_CHARACTER_18], sc.character[p], 18);
    progress(&out[TD_ACH_CITIZENS_40], sc.citizens, 40);
    /* a row with a cell crossed out can never be whole: the fullest open row counts first */
    for (int kind = 0; kind < 2; kind++) {
        td_ach_progress *p = &out[kind ? TD_ACH_WORK_ROW : TD_ACH_PRESTIGE_ROW];
        int open = -1, any = 0;
        for (int row = 0; row < TD_ROWS; row++)
            if (td_row_is_prestige(row) == !kind) {
                int built = bits6(sh->built[row]);
                any = built > any ? built : any;
                if (!(sh->crossed[row] & 0x3Fu) && built > open)
                    open = built;
            }
        progress(p, open >= 0 ? open : any, 6);
        p->lost = open < 0;
    }
    for (int r = 0; r < TD_RESOURCES; r++)
        progress(&out[TD_ACH_RESOURCE_TRACK], sh->res_circled[r], TD_RES_TRACK);
    for (int c = 0; c < TD_COLOURS; c++)
        progress(&out[TD_ACH_CITIZEN_TRACK], sh->cit[c], TD_CIT_TRACK);
}

uint32_t td_achievements(const td_state *s, int player)
{
    td_ach_progress pr[TD_ACH_COUNT];
    td_achievement_progress(s, player, pr);
    uint32_t a = 0;
    int multi = s->params.players > 1;
    a |= 1u << (multi ? TD_ACH_PLAYED_MULTI : TD_ACH_PLAYED_SOLO);
    if (s->params.expansion)
        a |= 1u << TD_ACH_PLAYED_EXPANSION;
    for (int k = 0; k < TD_ACH_COUNT; k++)
        if (pr[k].need && pr[k].have >= pr[k].need)
            a |= 1u << k;
    uint8_t rank[TD_MAX_PLAYERS];
    if (!(td_ranking(s, rank) & (1u << player))) /* over 60 is not enough: the game must be won */
        a &= ~(1u << TD_ACH_WIN_MULTI_60);
    return a;
}
