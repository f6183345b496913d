/* play_text.c — the play screen's sentences: a move described, what a roll did, what a decision
 * asks, what everyone chose in a half-day (the reveal), and the notes on bonuses the rules drew or
 * lost. Each is built from the core's state and the language's texts (app_lang.h).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app_lang.h"
#include "play/play.h"
#include "play/play_events.h"

/* The buildings the rules drew at once while move m went from `before` to `after`, as bonuses with
 * one open cell only (no decision), into out[row] as position masks: drawn by it, other than its
 * own target. */
static void forced_builds(const td_state *before, const td_state *after, const td_move *m, uint8_t out[TD_ROWS])
{
    int tag, ta, tb;
    play_target_of(before, m, &tag, &ta, &tb);
    for (int row = 0; row < TD_ROWS; row++)
        out[row] = after->sheet[m->player].built[row] & ~before->sheet[m->player].built[row];
    if (tag == HIT_CELL)
        out[ta] &= (uint8_t)~(1u << tb);
}

/* Those buildings said in the note: the player chose none of them (their move was made on
 * `before`). */
void play_note_forced_builds(app *a, const td_state *before, const td_move *m)
{
    play_ui *ui = &a->play->ui;
    uint8_t forced[TD_ROWS];
    forced_builds(before, now_of(a), m, forced);
    for (int row = 0; row < TD_ROWS; row++)
        for (int pos = 0; pos < TD_COLUMNS; pos++) {
            if (!(forced[row] >> pos & 1u))
                continue;
            char what[96];
            snprintf(what, sizeof what, tr(TR_EXPLAIN_HEAD), tr(TR_ROW_FORTRESS + row), before->params.col_value[pos]);
            size_t len = strlen(ui->note);
            snprintf(ui->note + len, sizeof ui->note - len, "%s", len ? " " : "");
            len = strlen(ui->note);
            snprintf(ui->note + len, sizeof ui->note - len, tr(TR_PLAY_NOTE_FORCED), what);
        }
}

/* The building bonuses in `lost` (TD_LOST_* bits), each said by its sentence (`short_form`: its
 * phrase after ", then "), appended to buf (`size` bytes); each sentence after the first, and the
 * first when buf holds text already, behind a space. */
void play_say_lost(uint8_t lost, int short_form, char *buf, size_t size)
{
    for (int bit = 0; bit < TD_LOST_KINDS; bit++) {
        if (!(lost >> bit & 1u))
            continue;
        char what[160];
        if (bit < TD_COLOURS)
            snprintf(what, sizeof what, tr(short_form ? TR_LOST_SHORT_CIT15 : TR_LOST_CIT15), tr(TR_COLOUR_RED + bit),
                     tr(TR_ROW_A_FORTRESS + td_cit15_rows[bit][0]), tr(TR_ROW_A_FORTRESS + td_cit15_rows[bit][1]));
        else
            snprintf(what, sizeof what, tr(short_form ? TR_LOST_SHORT_WORK : TR_LOST_WORK),
                     1u << bit == TD_LOST_WORK_A ? TD_COLBONUS_WORK_A : TD_COLBONUS_WORK_B);
        size_t len = strlen(buf);
        if (short_form)
            snprintf(buf + len, size - len, tr(TR_BANNER_THEN), what);
        else
            snprintf(buf + len, size - len, "%s%s", len ? " " : "", what);
    }
}

/* The bonuses move m lost for want of a cell, from `before` to now, said in the note: nothing on
 * the sheet shows that a bonus came and went. */
void play_note_lost_bonuses(app *a, const td_state *before, const td_move *m)
{
    play_ui *ui = &a->play->ui;
    uint8_t lost = (uint8_t)(now_of(a)->sheet[m->player].lost & ~before->sheet[m->player].lost);
    play_say_lost(lost, 0, ui->note, sizeof ui->note);
}

/* Appends ", " and one item of a gain's list to buf (no comma before the first). */
static void gain_item(char *buf, size_t size, const char *item)
{
    size_t len = strlen(buf);
    if (len + 1 < size)
        snprintf(buf + len, size - len, "%s%s", len ? ", " : "", item);
}

void play_say_gain(const td_state *s, const td_gain *g, char *buf, size_t size)
{
    char item[160], amount[48];
    if (size)
        buf[0] = 0;
    for (int r = 0; r < TD_RESOURCES; r++) /* held after less held before: a die paid with the
                                               * resource it gains says what is left of the gain */
        if (g->resources[r]) {
            snprintf(item, sizeof item, tr(g->resources[r] > 0 ? TR_GAIN_PLUS_AMOUNT : TR_GAIN_MINUS_AMOUNT),
                     tr_amount(amount, sizeof amount, abs(g->resources[r]), r));
            gain_item(buf, size, item);
        }
    for (int c = 0; c < TD_COLOURS; c++)
        if (g->citizens[c]) {
            snprintf(item, sizeof item, tr((g->citizens[c] == 1 ? TR_GAIN_CIT_ONE_RED : TR_GAIN_CIT_RED) + c),
                     g->citizens[c]);
            gain_item(buf, size, item);
        }
    for (int row = 0; row < TD_ROWS; row++)
        for (int p = 0; p < TD_COLUMNS; p++)
            if (g->built[row] >> p & 1u) {
                snprintf(item, sizeof item, tr(TR_GAIN_BUILT), tr(TR_ROW_A_FORTRESS + row));
                gain_item(buf, size, item);
            }
    int links = 0;
    for (uint32_t l = g->links; l; l &= l - 1)
        links++;
    if (links) {
        snprintf(item, sizeof item, tr(links == 1 ? TR_GAIN_LINK : TR_GAIN_LINKS), links);
        gain_item(buf, size, item);
    }
    for (int k = 0; k < 3; k++)
        if (g->columns >> k & 1u) {
            snprintf(item, sizeof item, tr(TR_GAIN_COLUMN), td_colbonus_at[k]);
            gain_item(buf, size, item);
        }
    for (int p = 0; p < TD_COLUMNS; p++)
        if (g->characters >> p & 1u) {
            snprintf(item, sizeof item, tr(TR_GAIN_CHARACTER), tr(TR_CHARACTER_1 + p));
            gain_item(buf, size, item);
        }
    int crossed = 0;
    for (int c = 0; c < TD_COLOURS; c++)
        for (int p = 0; p < TD_COLUMNS; p++)
            if (g->die_crossed[c] >> p & 1u) {
                snprintf(item, sizeof item, tr(TR_GAIN_DIE_CROSSED), tr(TR_DISTRICT_RED + c),
                         s->params.col_value[p]);
                gain_item(buf, size, item);
            }
    for (int row = 0; row < TD_ROWS; row++)
        for (uint8_t m = g->crossed[row]; m; m &= (uint8_t)(m - 1))
            crossed++;
    if (crossed) {
        snprintf(item, sizeof item, tr(crossed == 1 ? TR_GAIN_CELL_CROSSED : TR_GAIN_CELLS_CROSSED), crossed);
        gain_item(buf, size, item);
    }
    if (g->score_delta) {
        snprintf(item, sizeof item, tr(g->score_delta > 0 ? TR_GAIN_VP : TR_GAIN_VP_LOST), abs(g->score_delta));
        gain_item(buf, size, item);
    }
    if (size && !buf[0])
        snprintf(buf, size, "%s", tr(TR_GAIN_NOTHING));
}

/* The words of a move's sentence: as the log and the summary say it, or as the hints advise it. */
typedef struct move_words {
    int gain, build, gain_as, build_as; /* a die's move: "%s: gain %s", ... (its name, as what, what) */
    int fallback, bonus_build, citizen;
} move_words;
static const move_words described = {TR_MOVE_GAIN, TR_MOVE_BUILD, TR_MOVE_GAIN_AS, TR_MOVE_BUILD_AS,
                                     TR_MOVE_FALLBACK, TR_MOVE_BONUS_BUILD, TR_MOVE_CITIZEN};
static const move_words advised = {TR_PLAY_HINT_DIE_GAIN, TR_PLAY_HINT_DIE_BUILD, TR_PLAY_HINT_DIE_GAIN_AS,
                                   TR_PLAY_HINT_DIE_BUILD_AS, TR_PLAY_HINT_FALLBACK, TR_PLAY_HINT_BONUS_BUILD,
                                   TR_PLAY_HINT_CITIZEN};

/* Move m in the words `w`: a die's by its name on the wheel (with its price when `priced`; without
 * a state, by what it is played as), and what it is played as when that differs. Returns 0 for a
 * kind of move these words do not say (a roll). */
static int move_sentence(const td_state *s, const td_move *m, int priced, const move_words *w, int bonus_row0,
                    char *buf, size_t n)
{
    switch (m->kind) {
    case TD_MOVE_DIE: {
        char name[160], as[48], what[64];
        snprintf(as, sizeof as, tr(TR_DIE_RED + m->colour), m->value); /* what it is played as */
        if (s)
            play_die_name(s, m->slot, priced, name, sizeof name);
        else
            snprintf(name, sizeof name, "%s", as);
        /* played as it shows, or changed (the black die always counts as another colour) */
        int changed = s && (m->slot == s->black_slot || m->colour != s->die[m->slot].colour0 ||
                            m->value != td_slot_value_shown(s, m->slot));
        int gain = m->action == TD_ACT_GAIN;
        if (gain)
            tr_amount(what, sizeof what, m->value, m->colour);
        else
            snprintf(what, sizeof what, "%s",
                     tr(TR_ROW_A_FORTRESS +
                        (m->action == TD_ACT_PRESTIGE ? td_prestige_row(m->colour) : td_work_row(m->colour))));
        if (changed)
            snprintf(buf, n, tr(gain ? w->gain_as : w->build_as), name, as, what);
        else
            snprintf(buf, n, tr(gain ? w->gain : w->build), name, what);
        return 1;
    }
    case TD_MOVE_FALLBACK:
        snprintf(buf, n, "%s", tr(w->fallback));
        return 1;
    case TD_MOVE_BUILD:
        snprintf(buf, n, tr(w->bonus_build), tr(bonus_row0 + m->row), m->value);
        return 1;
    case TD_MOVE_CITIZEN:
        snprintf(buf, n, tr(w->citizen), tr(TR_COLOUR_RED + m->colour));
        return 1;
    default:
        return 0;
    }
}

void play_describe_move(const td_state *s, const td_move *m, char *buf, size_t n)
{
    if (!move_sentence(s, m, 1, &described, TR_ROW_FORTRESS, buf, n))
        snprintf(buf, n, "%s", tr(TR_MOVE_ROLLED));
}

void play_hint_advice(const td_state *s, const td_move *m, int priced, char *buf, size_t n)
{
    if (!move_sentence(s, m, priced, &advised, TR_ROW_A_FORTRESS, buf, n)) {
        play_describe_move(s, m, buf, n);
        return;
    }
    if (m->kind != TD_MOVE_DIE)
        return;
    char paid[96];
    td_cost c; /* everything it costs: the slot, a Raid, the changes */
    td_move_cost(s, m, &c);
    play_amounts_words(c.total, paid, sizeof paid);
    size_t len = strlen(buf);
    if (paid[0] && len + 1 < n)
        snprintf(buf + len, n - len, tr(TR_PLAY_HINT_PAY), paid);
}

/* What the roll did: the black die's event, on the wheel and on the viewer's sheet. */
void play_roll_banner(app *a)
{
    play_ui *ui = &a->play->ui;
    const td_state *s = now_of(a);
    char *b = ui->banner;
    size_t n = sizeof ui->banner;
    int black = s->die_value[s->black_slot];
    int bc = td_slot_colour(s, s->black_slot);
    if (s->black_banquet) {
        snprintf(b, n, tr(TR_BANNER_BANQUET8), black, tr(TR_COLOUR_RED + bc));
        return;
    }
    int len = snprintf(b, n, tr(TR_BANNER_DESTROYS), black, tr(TR_COLOUR_F_RED + bc));
    for (int slot = 0; slot < TD_SLOTS && len > 0 && (size_t)len < n; slot++) /* [R8] a Raid 8 die */
        if (slot != s->black_slot && (s->destroyed >> slot & 1u))
            len += snprintf(b + len, n - (size_t)len, tr(TR_BANNER_RAID8), tr(TR_COLOUR_RED + td_slot_colour(s, slot)),
                            s->die_value[slot]);
    const td_sheet *sh = &s->sheet[ui->viewer];
    for (int k = 0; k < s->n_attacks && len > 0 && (size_t)len < n; k++) {
        int v = s->attack_value[k], c = s->attack_colour[k];
        if (k > 0 && sh->attack[k] == TD_ATTACK_PROTECTED && sh->attack[0] == TD_ATTACK_PROTECTED &&
            s->attack_value[0] == v)
            continue; /* both attacks on one protected column: said once */
        if (k > 0 && sh->attack[k] == TD_ATTACK_ALREADY && s->attack_value[0] == v && s->attack_colour[0] == c)
            continue; /* both attacks on one die: the first crossed it out (or found it so) */
        switch (sh->attack[k]) {
        case TD_ATTACK_CROSSED:
            if (a->n_seats > 1)
                len += snprintf(b + len, n - (size_t)len, tr(TR_BANNER_CROSSED_NAMED), a->seats[ui->viewer].name,
                                tr(TR_COLOUR_RED + c), v);
            else
                len += snprintf(b + len, n - (size_t)len, tr(TR_BANNER_CROSSED_YOU), tr(TR_COLOUR_RED + c), v);
            break;
        case TD_ATTACK_ALREADY:
            len += snprintf(b + len, n - (size_t)len, tr(TR_BANNER_ALREADY), tr(TR_COLOUR_RED + c), v);
            break;
        case TD_ATTACK_PROTECTED:
            len += snprintf(b + len, n - (size_t)len, tr(TR_BANNER_PROTECTED), v);
            break;
        default:
            break;
        }
    }
    if (s->day < TD_ATTACK_DAY && len > 0 && (size_t)len < n)
        snprintf(b + len, n - (size_t)len, "%s", tr(TR_BANNER_FROM_DAY3));
}

const char *play_need_text(const app *a, char *buf, size_t n)
{
    td_need need = td_need_of(now_of(a), a->play->ui.viewer);
    switch (need.kind) {
    case TD_NEED_PRESTIGE:
        snprintf(buf, n, tr(TR_NEED_PRESTIGE), tr(TR_COLOUR_RED + need.colour),
                 tr(TR_ROW_A_FORTRESS + td_cit15_rows[need.colour][0]),
                 tr(TR_ROW_A_FORTRESS + td_cit15_rows[need.colour][1]));
        break;
    case TD_NEED_WORK:
        snprintf(buf, n, "%s", tr(TR_NEED_WORK));
        break;
    case TD_NEED_OVERFLOW:
        snprintf(buf, n, tr(TR_NEED_OVERFLOW), tr(TR_TRACK_RED + need.colour));
        break;
    case TD_NEED_BANQUET4:
        snprintf(buf, n, "%s", tr(TR_NEED_BANQUET4));
        break;
    default:
        buf[0] = 0;
        break;
    }
    return buf;
}

/* The reveal's summary, as its moves are played again (play_replay_half_day). */
typedef struct summary {
    char said[TD_MAX_PLAYERS][480]; /* each player's line */
    td_state last;                  /* the state after the last move */
} summary;

/* One move of the summary: what it did, added to its player's line, with the buildings the rules
 * drew at once and the bonuses it lost. */
static void say_move(const td_state *before, const td_state *after, const td_move *m, void *ctx)
{
    summary *sum = ctx;
    char (*said)[480] = sum->said, bonus[96];
    sum->last = *after;
    char *d = said[m->player];
    if (m->kind == TD_MOVE_DIE || m->kind == TD_MOVE_FALLBACK) {
        play_describe_move(before, m, d, sizeof said[0]);
        uint8_t forced[TD_ROWS];
        forced_builds(before, after, m, forced);
        for (int row = 0; row < TD_ROWS; row++)
            for (int pos = 0; pos < TD_COLUMNS; pos++)
                if (forced[row] >> pos & 1u) {
                    td_move b = {.kind = TD_MOVE_BUILD, .player = m->player, .row = (uint8_t)row,
                                 .value = before->params.col_value[pos]};
                    play_describe_move(before, &b, bonus, sizeof bonus);
                    size_t dl = strlen(d);
                    snprintf(d + dl, sizeof said[0] - dl, tr(TR_BANNER_THEN), bonus);
                }
    } else if ((m->kind == TD_MOVE_BUILD || m->kind == TD_MOVE_CITIZEN) && d[0]) {
        play_describe_move(before, m, bonus, sizeof bonus);
        size_t dl = strlen(d);
        snprintf(d + dl, sizeof said[0] - dl, tr(TR_BANNER_THEN), bonus);
    }
    if (d[0]) /* the bonuses it lost for want of a cell, after those it drew */
        play_say_lost((uint8_t)(after->sheet[m->player].lost & ~before->sheet[m->player].lost), 1, d, sizeof said[0]);
}

void play_summary_said(const app *a, int p, char *head, size_t hn, char *gain, size_t gn)
{
    summary sum;
    memset(sum.said, 0, sizeof sum.said);
    sum.last = a->ss->checkpoint;
    play_replay_half_day(a, p, say_move, &sum);
    char list[240];
    snprintf(head, hn, tr(TR_REVEAL_HEAD_OTHER), a->seats[p].name, sum.said[p][0] ? sum.said[p] : tr(TR_GAIN_NOTHING));
    size_t len = strlen(head);
    if (len + 1 < hn)
        snprintf(head + len, hn - len, ".");
    if (gn)
        gain[0] = 0;
    if (!sum.said[p][0])
        return;
    td_gain g;
    td_sheet_gain(&a->ss->checkpoint.sheet[p], &now_of(a)->sheet[p], &g);
    memset(g.built, 0, sizeof g.built); /* the moves name what they built */
    play_say_gain(now_of(a), &g, list, sizeof list);
    snprintf(gain, gn, tr(TR_EV_REVEAL_GAIN), list);
    if (gain[0] == ' ')
        memmove(gain, gain + 1, strlen(gain));
}

/* The reveal: what the end of the half-day `closed` (the state it was played in) did on the wheel
 * (flips, a Banquet turned, the turn), in the banner; what each seat chose is the summary's table
 * in the panel (play_summary.c). */
void play_reveal_banner(app *a, const td_state *closed)
{
    play_ui *ui = &a->play->ui;
    ui->banner[0] = 0;
    play_events_say_end(closed, now_of(a), ui->banner, sizeof ui->banner);
    if (ui->banner[0] == ' ')
        memmove(ui->banner, ui->banner + 1, strlen(ui->banner));
}
