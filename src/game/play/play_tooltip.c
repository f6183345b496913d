/* play_tooltip.c — the tooltip over what the mouse points at on the play screen: what a move costs
 * and gains, what a cell, a link, a citizen square or a tile of the expansion is, what a button
 * does. Its texts come from the core's previews (td_move_cost, td_move_preview) and the language's
 * tables.
 */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "app_lang.h"
#include "play/play.h"
#include "troyes/td_score.h"
#include "kit/ui_widgets.h"
#include "shell/seats.h"
#include "tutorial/tut_play.h"

#define TIP_LINES 9
#define TIP_LINE 160
#define TIP_BAR 40.0f /* the top bar's height, design units (play_bar.c) */
#define TIP_TOP 4.0f  /* the least room kept over a tooltip off a row of the sheet, under the bar */

/* The box's top nearest to `y` at which it covers none of the n rectangles `keep` (pixels): at y
 * itself, or just above or below one of them; y itself when no such place is on the screen. */
static float top_clear_of(const app *a, SDL_FRect box, const SDL_FRect *keep, int n)
{
    float gap = 6 * a->world->scale, best = box.y, best_d = -1;
    for (int c = -1; c < 2 * n; c++) {
        SDL_FRect b = box;
        if (c >= 0)
            b.y = c % 2 ? keep[c / 2].y - box.h - gap : keep[c / 2].y + keep[c / 2].h + gap;
        if (b.y < 0 || b.y + b.h > (float)a->out_h)
            continue;
        int clear = 1;
        for (int k = 0; k < n && clear; k++)
            clear = !SDL_HasIntersectionF(&b, &keep[k]);
        float d = b.y > box.y ? b.y - box.y : box.y - b.y;
        if (clear && (best_d < 0 || d < best_d))
            best = b.y, best_d = d;
    }
    return best;
}

/* Where a box of bw x bh pixels goes for the pointer at x = ax over `row` (pixels), a row of the
 * sheet that the player compares along (its cells, their cost badges, its die boxes, its links):
 * wholly above or below the row, on the side away from the sheet's middle (`mid_y`, pixels) when
 * the box fits there in the window under the top bar and off `avoid` (the lesson's callout, when
 * not NULL), else on the other side, else on the side with more room, pushed inside the window;
 * across, from a little left of the pointer rightwards, inside the sheet's width (it stood left of
 * the sheet, over the wheel, far from what it spoke of), then inside the window. */
static void place_off_row(const app *a, float bw, float bh, float ax, SDL_FRect row, float mid_y,
                          const SDL_FRect *avoid, float *x, float *y)
{
    float s = a->world->scale, gap = 6 * s, margin = 4 * s, out_w = (float)a->out_w, out_h = (float)a->out_h;
    float top = (TIP_TOP + TIP_BAR) * s + a->world->off_y; /* (the top bar's buttons stay in sight) */
    float sheet_l = ecs_zone_px_rect(a->world, VIEW_G_SHEET, SHEET_LEFT, SHEET_TOP, 0, 0).x;
    float sheet_r = ecs_zone_px_rect(a->world, VIEW_G_SHEET, SHEET_RIGHT, SHEET_TOP, 0, 0).x;
    *x = ax - 16 * s;
    *x = *x + bw > sheet_r - margin ? sheet_r - margin - bw : *x;
    *x = *x < sheet_l + margin ? sheet_l + margin : *x;
    *x = *x + bw > out_w - margin ? out_w - margin - bw : *x;
    *x = *x < margin ? margin : *x;
    float above = row.y - gap - bh, below = row.y + row.h + gap;
    SDL_FRect up_box = {*x, above, bw, bh}, down_box = {*x, below, bw, bh};
    int fits_above = above >= top && !(avoid && SDL_HasIntersectionF(&up_box, avoid));
    int fits_below = below + bh <= out_h - margin && !(avoid && SDL_HasIntersectionF(&down_box, avoid));
    int up = row.y + row.h / 2 < mid_y;
    if (fits_above != fits_below)
        up = fits_above;
    else if (!fits_above)
        up = row.y > out_h - (row.y + row.h);
    *y = up ? above : below;
    *y = *y + bh > out_h - margin ? out_h - margin - bh : *y;
    *y = *y < top ? top : *y;
    *y = *y < margin ? margin : *y;
}

/* A tooltip box beside the point (ax, ay) in pixels, to its right when there is room: n lines, the
 * first in bold; a line longer than the box's width is wrapped by the words. Given a `row` (pixels:
 * the sheet's row under the pointer), it goes above or below it instead (place_off_row); given a
 * `panel` (pixels: the die's panel, whose button is under the pointer), just above it, over the
 * foot of the wheel, where it hides none of the panel's other buttons. Then it is moved up or down
 * off the guided lesson's callout, and the row or the panel, when it covers one of them and can go
 * elsewhere. */
static void tooltip_box_at(app *a, char lines[][TIP_LINE], int n, float ax, float ay, const SDL_FRect *row,
                           const SDL_FRect *panel)
{
    float s_ = a->world->scale;
    float px = 13 * s_, lh = 17 * s_, wmax = 0, wrap = 420 * s_;
    int rows[TIP_LINES];
    char wrapped[TIP_LINES][2][TIP_LINE];
    for (int k = 0; k < n; k++) { /* at most two rows a line, split at the last space that fits */
        float w;
        int face = k == 0 ? GFX_FONT_BOLD : GFX_FONT_REGULAR;
        snprintf(wrapped[k][0], TIP_LINE, "%s", lines[k]);
        wrapped[k][1][0] = 0;
        gfx_text_size(&a->g, face, px, lines[k], &w, NULL); /* as drawn */
        for (char *sp = strrchr(wrapped[k][0], ' '); w > wrap && sp; sp = strrchr(wrapped[k][0], ' ')) {
            *sp = 0;
            snprintf(wrapped[k][1], TIP_LINE, "%s", lines[k] + (sp - wrapped[k][0]) + 1);
            gfx_text_size(&a->g, face, px, wrapped[k][0], &w, NULL);
        }
        rows[k] = wrapped[k][1][0] ? 2 : 1;
        for (int r = 0; r < rows[k]; r++) {
            gfx_text_size(&a->g, face, px, wrapped[k][r], &w, NULL);
            wmax = w > wmax ? w : wmax;
        }
    }
    int total = 0;
    size_t len = 0;
    for (int k = 0; k < n; k++) {
        total += rows[k];
        if (len < sizeof a->tooltip) /* for the dump */
            len += (size_t)snprintf(a->tooltip + len, sizeof a->tooltip - len, "%s\n", lines[k]);
    }
    float bw = wmax + 20 * s_, bh = lh * (float)total + 14 * s_;
    float x = ax + 18 * s_, y = ay + 18 * s_;
    if (x + bw > (float)a->out_w)
        x = ax - bw - 10 * s_;
    if (y + bh > (float)a->out_h)
        y = ay - bh - 10 * s_;
    SDL_FRect callout, all[3];
    int has_callout = tut_callout_px(a, &callout), n_all = 0;
    if (has_callout)
        all[n_all++] = callout;
    if (row) {
        float mid = ecs_zone_px_rect(a->world, VIEW_G_SHEET, SHEET_LEFT, SHEET_TOP + SHEET_H / 2, 0, 0).y;
        place_off_row(a, bw, bh, ax, *row, mid, has_callout ? &callout : NULL, &x, &y);
        all[n_all++] = *row;
    }
    if (panel) { /* above the panel, from a little left of the pointer, inside the window */
        float margin = 4 * s_;
        x = ax - 16 * s_;
        x = x + bw > (float)a->out_w - margin ? (float)a->out_w - margin - bw : x;
        x = x < margin ? margin : x;
        y = panel->y - 6 * s_ - bh;
        all[n_all++] = *panel;
    }
    SDL_FRect box = {x, y, bw, bh};
    int covers = 0;
    for (int k = 0; k < n_all && !covers; k++)
        covers = SDL_HasIntersectionF(&box, &all[k]);
    if (covers) /* (up or down the wheel's edge off its dice; off the callout, the row or the panel) */
        y = top_clear_of(a, box, all, n_all);
    /* for the dump: the box in design units */
    a->tooltip_box[0] = (x - a->world->off_x) / s_;
    a->tooltip_box[1] = (y - a->world->off_y) / s_;
    a->tooltip_box[2] = (x + bw - a->world->off_x) / s_;
    a->tooltip_box[3] = (y + bh - a->world->off_y) / s_;
    gfx_round_rect(&a->g, (SDL_FRect){x + 3 * s_, y + 4 * s_, bw, bh}, 8 * s_, (gfx_rgba){0, 0, 0, 70});
    gfx_round_rect(&a->g, (SDL_FRect){x, y, bw, bh}, 8 * s_, (gfx_rgba){255, 250, 236, 250});
    gfx_round_frame(&a->g, (SDL_FRect){x, y, bw, bh}, 8 * s_, 1.2f * s_, ui_ink_soft);
    for (int k = 0, at = 0; k < n; k++)
        for (int r = 0; r < rows[k]; r++, at++)
            gfx_text(&a->g, k == 0 ? GFX_FONT_BOLD : GFX_FONT_REGULAR, px, wrapped[k][r], x + 10 * s_,
                     y + 7 * s_ + lh * (float)at, GFX_LEFT, ui_ink);
}

/* A tooltip box beside the mouse. */
static void tooltip_box(app *a, char lines[][TIP_LINE], int n)
{
    tooltip_box_at(a, lines, n, a->mouse_x, a->mouse_y, NULL, NULL);
}

/* A tooltip box of a button of the die's panel: just above the panel and the lines of the roll's
 * banner and the last note over it (tooltip_box_at). */
static void tooltip_panel(app *a, char lines[][TIP_LINE], int n)
{
    float top = PANEL_TOP_OF(a), bottom = top + PANEL_H;
    int b = ecs_find(a->world, view_key(VIEW_G_UI, K_BANNER, 1, 0)); /* (its first line: GFX_LEFT, top) */
    if (b >= 0 && ecs_get(a->world, b)->world.alpha > 0.003f && ecs_get(a->world, b)->world.y - 3 < top)
        top = ecs_get(a->world, b)->world.y - 3;
    SDL_FRect panel = ecs_px_rect(a->world, PANEL_CX_OF(a), (top + bottom) / 2, PANEL_W_OF(a), bottom - top);
    tooltip_box_at(a, lines, n, a->mouse_x, a->mouse_y, NULL, &panel);
}

/* The row of the sheet that target (tag, ta, tb) lies in, in pixels: a cell's or a die box's is the
 * sheet's width at its height, with the cost and hint badges on its bottom edge; a link's or a
 * citizen square's, the sheet's width at the lozenge's or the square's height; a track's or a
 * character's, its own. Returns 0 for a target off the sheet. */
static int sheet_row_of(const app *a, int tag, int ta, int tb, SDL_FRect *row)
{
    if (tag != HIT_CELL && tag != HIT_DIEBOX && tag != HIT_LINK && tag != HIT_CIT_SQUARE && tag != HIT_RES_TRACK &&
        tag != HIT_CIT_TRACK && tag != HIT_CHARACTER)
        return 0;
    float x, y, w, h, badges = tag == HIT_CELL || tag == HIT_DIEBOX ? 10 : 0;
    play_target_rect(a, tag, ta, tb, &x, &y, &w, &h);
    if (tag == HIT_CELL || tag == HIT_DIEBOX || tag == HIT_LINK || tag == HIT_CIT_SQUARE) {
        x = (SHEET_LEFT + SHEET_RIGHT) / 2;
        w = SHEET_RIGHT - SHEET_LEFT;
    }
    *row = ecs_zone_px_rect(a->world, VIEW_G_SHEET, x, y + badges / 2, w, h + badges);
    return 1;
}


/* A tooltip box over target (tag, ta, tb) of the sheet: above or below its row (place_off_row). */
static void tooltip_off_row(app *a, char lines[][TIP_LINE], int n, int tag, int ta, int tb)
{
    SDL_FRect row;
    int on_sheet = sheet_row_of(a, tag, ta, tb, &row);
    tooltip_box_at(a, lines, n, a->mouse_x, a->mouse_y, on_sheet ? &row : NULL, NULL);
}

/* What a cell of the sheet is, for a tooltip while no die is chosen (SPEC §4.2, §4.4): the
 * building and its column, what drawing it gives, and whether it is drawn or crossed out. Returns
 * the number of lines. */
static int explain_cell(app *a, int row, int pos, char lines[][TIP_LINE])
{
    play_ui *ui = &a->play->ui;
    const td_state *s = now_of(a);
    const td_sheet *sh = &s->sheet[ui->viewer];
    char gain[96], amount[48];
    int n = 0;
    snprintf(lines[n++], TIP_LINE, tr(TR_EXPLAIN_HEAD), tr(TR_ROW_FORTRESS + row), s->params.col_value[pos]);
    td_cell_gift g = td_cell_gives(row, pos);
    if (g.kind == TD_GIFT_CATHEDRAL) {
        snprintf(lines[n++], TIP_LINE, tr(TR_EXPLAIN_CATHEDRAL), tr(TR_CHARACTER_1 + pos),
                 tr(TR_ROW_FORTRESS + g.scores));
    } else if (g.per_die) { /* a Great Hall */
        if (g.kind == TD_GIFT_CITIZEN)
            snprintf(gain, sizeof gain, tr(TR_EXPLAIN_ON_TRACK), g.amount, tr(TR_TRACK_RED + g.colour));
        else
            snprintf(gain, sizeof gain, "%s", tr_amount(amount, sizeof amount, g.amount, g.colour));
        snprintf(lines[n++], TIP_LINE, tr(TR_EXPLAIN_HALL), gain, tr(TR_COLOUR_RED + g.colour));
    } else {
        snprintf(gain, sizeof gain, tr(TR_EXPLAIN_ON_TRACK), g.amount, tr(TR_TRACK_RED + g.colour));
        snprintf(lines[n++], TIP_LINE, tr(TR_EXPLAIN_GIVES), gain);
        if (row == TD_ROW_FORTRESS)
            snprintf(lines[n++], TIP_LINE, "%s", tr(TR_EXPLAIN_FORTRESS));
    }
    if (sh->built[row] >> pos & 1u)
        snprintf(lines[n++], TIP_LINE, "%s", tr(TR_EXPLAIN_DRAWN));
    else if (sh->crossed[row] >> pos & 1u)
        snprintf(lines[n++], TIP_LINE, "%s", tr(TR_EXPLAIN_CROSSED));
    else if (play_need(a) == TD_NEED_DIE && ui->viewer == seats_next_human(a))
        snprintf(lines[n++], TIP_LINE, "%s", tr(TR_EXPLAIN_PICK));
    return n;
}

/* What the citizen square `nth` (1..20) of track `colour` brings (SPEC §5): a column bonus, the
 * 15th citizen's prestige building, the 20th's citizens. Returns the number of lines. */
static int explain_citizen_square(int colour, int nth, char lines[][TIP_LINE])
{
    if (nth == TD_CIT_PRESTIGE_AT) {
        snprintf(lines[0], TIP_LINE, "%s", tr(TR_TIP_CIT_15_HEAD));
        snprintf(lines[1], TIP_LINE, tr(TR_TIP_CIT_15), tr(TR_ROW_A_FORTRESS + td_cit15_rows[colour][0]),
                 tr(TR_ROW_A_FORTRESS + td_cit15_rows[colour][1]));
    } else if (nth == TD_CIT_FULL_AT) {
        snprintf(lines[0], TIP_LINE, "%s", tr(TR_TIP_CIT_20_HEAD));
        snprintf(lines[1], TIP_LINE, "%s", tr(TR_TIP_CIT_20));
    } else {
        snprintf(lines[0], TIP_LINE, tr(TR_TIP_CIT_COL_HEAD), nth);
        snprintf(lines[1], TIP_LINE, "%s", tr(nth == TD_COLBONUS_RESOURCES ? TR_TIP_CIT_COL3 : TR_TIP_CIT_COLWORK));
    }
    return 2;
}

/* What a resource track holds and gives (SPEC §5): held, circled and crossed out; its 6th, 12th and
 * 18th squares' citizens; gains past the 18th lost [R4]; its points at the end. Returns the
 * number of lines. */
static int explain_res_track(app *a, int r, char lines[][TIP_LINE])
{
    const td_sheet *sh = &now_of(a)->sheet[a->play->ui.viewer];
    snprintf(lines[0], TIP_LINE, "%s", tr(TR_SHEET_TIP_RES_HEAD_INFLUENCE + r));
    snprintf(lines[1], TIP_LINE, tr(TR_SHEET_TIP_RES_HELD), td_held(sh, r), sh->res_circled[r], sh->res_crossed[r]);
    snprintf(lines[2], TIP_LINE, "%s", tr(TR_SHEET_TIP_RES_HOW));
    snprintf(lines[3], TIP_LINE, tr(TR_SHEET_TIP_RES_CITIZEN), tr(TR_TRACK_RED + r)); /* (same index) */
    snprintf(lines[4], TIP_LINE, "%s", tr(TR_SHEET_TIP_RES_END));
    return 5;
}

/* What a citizen track scores and gives (SPEC §5): its citizens circled, 1 VP each; the column
 * bonuses; its 15th square's two prestige buildings [R5] and its 20th's citizens; a citizen gained
 * on a full track. Returns the number of lines. */
static int explain_cit_track(app *a, int c, char lines[][TIP_LINE])
{
    const td_sheet *sh = &now_of(a)->sheet[a->play->ui.viewer];
    snprintf(lines[0], TIP_LINE, "%s", tr(TR_SHEET_TIP_CIT_HEAD_RED + c));
    snprintf(lines[1], TIP_LINE, tr(TR_SHEET_TIP_CIT_COUNT), sh->cit[c]);
    snprintf(lines[2], TIP_LINE, "%s", tr(TR_SHEET_TIP_CIT_COLS));
    snprintf(lines[3], TIP_LINE, tr(TR_SHEET_TIP_CIT_MARKS), tr(TR_ROW_A_FORTRESS + td_cit15_rows[c][0]),
             tr(TR_ROW_A_FORTRESS + td_cit15_rows[c][1]));
    snprintf(lines[4], TIP_LINE, "%s", tr(TR_SHEET_TIP_CIT_FULL));
    return 5;
}

/* What a character of the scoring column is (SPEC §4.4, §8): its column, the Cathedral that
 * unlocks it and the building it scores, then its multiplier and points, or not unlocked yet.
 * Returns the number of lines. */
static int explain_character(app *a, int pos, char lines[][TIP_LINE])
{
    const td_state *s = now_of(a);
    const td_sheet *sh = &s->sheet[a->play->ui.viewer];
    snprintf(lines[0], TIP_LINE, tr(TR_EXPLAIN_HEAD), tr(TR_CHARACTER_1 + pos), s->params.col_value[pos]);
    snprintf(lines[1], TIP_LINE, tr(TR_SHEET_TIP_CHAR), tr(TR_ROW_FORTRESS + td_cathedral_scores[pos]));
    if (sh->cath_mult[pos]) {
        td_score sc;
        td_score_of(s, a->play->ui.viewer, &sc);
        snprintf(lines[2], TIP_LINE, tr(TR_SHEET_TIP_CHAR_NOW), sh->cath_mult[pos], sc.character[pos]);
    } else {
        snprintf(lines[2], TIP_LINE, "%s", tr(TR_SHEET_TIP_CHAR_NOT));
    }
    return 3;
}

/* What a link lozenge is (SPEC §4.3): its row and columns, what it gives, and whether it is gained
 * or lost. Returns the number of lines. */
static int explain_link(app *a, int row, int pair, char lines[][TIP_LINE])
{
    const td_state *s = now_of(a);
    const td_sheet *sh = &s->sheet[a->play->ui.viewer];
    const td_link *l = &td_links[row][pair];
    char gain[96];
    int n = 0;
    snprintf(lines[n++], TIP_LINE, tr(TR_EXPLAIN_LINK_HEAD), tr(TR_ROW_FORTRESS + row),
             s->params.col_value[pair * 2], s->params.col_value[pair * 2 + 1]);
    if (l->kind == TD_LINK_CITIZEN)
        snprintf(gain, sizeof gain, tr(TR_EXPLAIN_ON_TRACK), l->amount, tr(TR_TRACK_RED + l->colour));
    else
        tr_amount(gain, sizeof gain, l->amount, l->colour);
    snprintf(lines[n++], TIP_LINE, tr(TR_EXPLAIN_LINK), gain);
    if (sh->links >> (row * 3 + pair) & 1u)
        snprintf(lines[n++], TIP_LINE, "%s", tr(TR_EXPLAIN_LINK_GAINED));
    else if (td_link_lost(sh, row, pair))
        snprintf(lines[n++], TIP_LINE, "%s", tr(TR_EXPLAIN_LINK_LOST));
    return n;
}

/* The tooltip of what is under the mouse: a target's cost broken down and what it gains; with no die
 * chosen, or in a bonus decision, what a cell or a link is (explain_cell, explain_link); a top-bar
 * button's use and key. After a key, with the mouse on no target, the chosen move's target has its
 * tooltip beside it: a keyboard player sees what the move gains too. */
/* The top bar's buttons: what each does, and its key or why not now. */
static void tip_button(app *a, int tag, int ta)
{
    char lines[TIP_LINES][TIP_LINE];
    static const int tip[][3] = {{BTN_MENU, TR_TIP_BTN_MENU, TR_TIP_BTN_MENU_KEY},
                                 {BTN_HINT, TR_TIP_BTN_HINT, TR_TIP_BTN_HINT_OFF},
                                 {BTN_UNDO, TR_TIP_BTN_UNDO, TR_PLAY_NOTE_NOTHING_TO_UNDO},
                                 {BTN_SOUND, TR_TIP_BTN_SOUND, TR_TIP_BTN_SOUND_KEY}};
    for (size_t k = 0; k < sizeof tip / sizeof tip[0]; k++)
        if (tip[k][0] == ta) {
            snprintf(lines[0], TIP_LINE, "%s", tr(tip[k][1]));
            /* the guided game's refusal only where the guided game is what keeps the button off
             * (as play_bar.c lights it): just after the lesson's undo, say nothing is to undo */
            const play_ui *ui = &a->play->ui;
            int lit = ta == BTN_HINT ? ui->n_legal > 0 : ta == BTN_UNDO ? ui->slot >= 0 || play_undoable(a) >= 0 : 0;
            int off = lit && !tut_lets(a, ta) ? TR_TUT_OFF : tip[k][2];
            /* the hints shown (the guided game's hint step just taken, or the move it asks for
             * next): Hint's tooltip says what it does, as outside the lesson, not a refusal */
            if (ta == BTN_HINT && play_hints_shown(a))
                off = tip[k][1] + 1;
            if (ta == BTN_HINT && !play_hints_allowed(a)) /* a game without hints (the settings) */
                off = TR_HINTS_SWITCHED_OFF;
            if (ta == BTN_UNDO && tag == HIT_OFF && off == tip[k][2])
                play_undo_refusal(a, lines[1], TIP_LINE); /* why, as Undo's note would say */
            else
                snprintf(lines[1], TIP_LINE, "%s", tr(tag == HIT_OFF ? off : tip[k][1] + 1));
            tooltip_box(a, lines, 2);
        }
}

/* An action the chosen die cannot take as it is now: why, in the core's terms where it has them
 * (a Raid 6 die builds no prestige building), else what keeps every cell out of reach. */
static void tip_action_off(app *a, int act)
{
    char lines[TIP_LINES][TIP_LINE];
    const play_ui *ui = &a->play->ui;
    const td_state *s = now_of(a);
    snprintf(lines[0], TIP_LINE, tr(TR_TIP_ACTION_OFF), tr(TR_ACTION_GAIN + act));
    int raid6 = act == TD_ACT_PRESTIGE && ui->slot >= 0 && ui->slot < TD_SLOTS && s->die[ui->slot].no_prestige;
    snprintf(lines[1], TIP_LINE, "%s", tr(raid6 ? TR_TIP_TILE_RAID_6 : TR_TIP_ACTION_OFF_WHY));
    tooltip_panel(a, lines, 2);
}

/* A die on the wheel: its colour and value, what taking it costs (the core's price of its slot, a
 * Raid's surcharge), and what a click does; the black die, that it cannot be taken (unless a
 * Banquet 8 makes it a die of its plaza's colour: "black die, used as red"). */
static void tip_die(app *a, int slot)
{
    char lines[TIP_LINES][TIP_LINE], amount[48];
    const td_state *s = now_of(a);
    if (slot < 0 || slot >= TD_SLOTS)
        return;
    const td_die_info *d = &s->die[slot];
    int n = 0;
    if (slot == s->black_slot && !s->black_banquet) {
        snprintf(lines[n++], TIP_LINE, "%s", tr(TR_TIP_DIE_BLACK));
        tooltip_box(a, lines, n);
        return;
    }
    /* the black die on a Banquet 8 says so: it is drawn black, with the colour it counts as */
    char name[48];
    play_die_name(s, slot, 0, name, sizeof name); /* (the price follows) */
    if (slot == s->black_slot)
        snprintf(lines[n++], TIP_LINE, tr(TR_TIP_DIE_HEAD_BLACK), name, tr(TR_COLOUR_RED + td_slot_colour(s, slot)));
    else
        snprintf(lines[n++], TIP_LINE, tr(TR_TIP_DIE_HEAD), name);
    if (!d->slot_amount)
        snprintf(lines[n++], TIP_LINE, "%s", tr(TR_TIP_DIE_FREE));
    else if (d->pay_choice)
        snprintf(lines[n++], TIP_LINE, "%s", tr(TR_TIP_DIE_CHOICE));
    else
        snprintf(lines[n++], TIP_LINE, tr(TR_TIP_DIE_PRICE), tr_amount(amount, sizeof amount, d->slot_amount, TD_DENIERS));
    for (int r = 0; r < TD_RESOURCES && n < TIP_LINES - 1; r++)
        if (d->surcharge[r])
            snprintf(lines[n++], TIP_LINE, tr(TR_TIP_DIE_SURCHARGE), tr_amount(amount, sizeof amount, d->surcharge[r], r));
    snprintf(lines[n++], TIP_LINE, "%s", tr(TR_TIP_DIE_CLICK));
    tooltip_box(a, lines, n);
}

/* A slot's price on the wheel's inner ring (notch k: slot (k - 1) % 4 of the morning, then of the
 * afternoon): what taking that slot's die costs in that half-day, as the core prices it (a
 * Banquet 3 beside it makes it free), the Raid surcharge once the half-day's dice are rolled, and
 * that the ring turns each day. */
static void tip_price(app *a, int k)
{
    char lines[TIP_LINES][TIP_LINE], amount[48];
    const td_state *s = now_of(a);
    if (k < 1 || k > 2 * TD_SLOTS)
        return;
    int slot = (k - 1) % TD_SLOTS, half = (k - 1) / TD_SLOTS;
    int rolled = s->phase != TD_PHASE_ROLL && s->phase != TD_PHASE_OVER && s->half == half;
    const td_die_info *d = rolled ? &s->die[slot] : NULL;
    int price = d ? d->slot_amount : td_slot_price(s, half, slot);
    int choice = d ? d->pay_choice : slot == TD_SLOT_ANY;
    const char *said = !price  ? tr(TR_WHEEL_FREE)
                       : choice ? tr(TR_PRICE_ANY)
                                : tr_amount(amount, sizeof amount, price, TD_DENIERS);
    int n = 0;
    if (d) { /* its die on the wheel, named as it looks */
        char name[48];
        play_die_name(s, slot, 0, name, sizeof name);
        snprintf(lines[n++], TIP_LINE, tr(half ? TR_TIP_PRICE_AFTERNOON_DIE : TR_TIP_PRICE_MORNING_DIE), name, said);
    } else {
        snprintf(lines[n++], TIP_LINE, tr(half ? TR_TIP_PRICE_AFTERNOON : TR_TIP_PRICE_MORNING), said);
    }
    for (int r = 0; d && r < TD_RESOURCES && n < TIP_LINES - 1; r++)
        if (d->surcharge[r])
            snprintf(lines[n++], TIP_LINE, tr(TR_TIP_DIE_SURCHARGE), tr_amount(amount, sizeof amount, d->surcharge[r], r));
    snprintf(lines[n++], TIP_LINE, "%s", tr(TR_TIP_PRICE_TURNS));
    tooltip_box(a, lines, n);
}

/* A tile of the expansion: what its side does; a Banquet's Raid to come. */
static void tip_tile(app *a, int ta, int tb)
{
    char lines[TIP_LINES][TIP_LINE];
    snprintf(lines[0], TIP_LINE, tr(tb ? TR_WHEEL_RAID : TR_WHEEL_BANQUET), ta);
    snprintf(lines[1], TIP_LINE, "%s", tr((tb ? TR_TIP_TILE_RAID_1 : TR_TIP_TILE_BANQUET_1) + ta - 1));
    int n = 2;
    if (!tb) {
        snprintf(lines[n++], TIP_LINE, "%s", tr(TR_TIP_TILE_LATER));
        snprintf(lines[n++], TIP_LINE, "%s", tr(TR_TIP_TILE_RAID_1 + ta - 1));
    }
    if (ta == 8) /* Raid 8's third part (SPEC §7 [R8]): its die strikes the sheets as the black die does */
        snprintf(lines[n++], TIP_LINE, "%s", tr(TR_TIP_TILE_RAID_8_ATTACK));
    tooltip_box(a, lines, n);
}

/* A value or colour button of the die's choice (play_panel.c): what the change costs, in words
 * (the button shows it as a number and an icon). Its hit's b is the price; a free one has none. */
static void tip_change(app *a, int tag, int ta, int tb)
{
    if (tb <= 0)
        return;
    char lines[TIP_LINES][TIP_LINE], amount[48];
    if (tag == HIT_VALUE)
        snprintf(lines[0], TIP_LINE, tr(TR_TIP_VALUE_COST), ta, tr_amount(amount, sizeof amount, tb, TD_INFLUENCE));
    else
        snprintf(lines[0], TIP_LINE, tr(TR_TIP_COLOUR_COST), tr(TR_COLOUR_RED + ta),
                 tr_amount(amount, sizeof amount, tb, TD_KNOWLEDGE));
    tooltip_panel(a, lines, 1);
}

/* A move's first line: what it costs (the die, a Raid's surcharge, a value or colour changed). */
static void tip_cost_line(const td_state *s, const td_move *mv, const td_cost *cost, char lines[][TIP_LINE])
{
    const td_move m = *mv;
    const td_cost c = *cost;
    char amount[48];
    int n = 0;
    int len = snprintf(lines[n], sizeof lines[n], "%s", tr(TR_TIP_COST));
    if (c.slot_amount) {
        len += snprintf(lines[n] + len, sizeof lines[n] - (size_t)len, tr(TR_TIP_COST_DIE),
                        tr_amount(amount, sizeof amount, c.slot_amount, c.slot_resource));
    } else if (m.kind == TD_MOVE_DIE && s->die[m.slot].tile == TD_TILE_FREE && td_slot_cost[m.slot]) {
        snprintf(amount, sizeof amount, tr(TR_EV_PRICE_BANQUET), TD_TILE_FREE); /* SPEC §7: Banquet 3 */
        len += snprintf(lines[n] + len, sizeof lines[n] - (size_t)len, tr(TR_TIP_COST_DIE), amount);
    }
    for (int r = 0; r < TD_RESOURCES && len < 120; r++)
        if (c.surcharge[r])
            len += snprintf(lines[n] + len, sizeof lines[n] - (size_t)len, tr(TR_TIP_COST_RAID),
                            tr_amount(amount, sizeof amount, c.surcharge[r], r));
    if (c.value_influence && len < 120)
        len += snprintf(lines[n] + len, sizeof lines[n] - (size_t)len, tr(TR_TIP_COST_VALUE),
                        tr_amount(amount, sizeof amount, c.value_influence, TD_INFLUENCE));
    if (c.colour_knowledge && len < 120)
        len += snprintf(lines[n] + len, sizeof lines[n] - (size_t)len, tr(TR_TIP_COST_COLOUR),
                        tr_amount(amount, sizeof amount, c.colour_knowledge, TD_KNOWLEDGE));
    if (len > 0 && lines[n][len - 1] == ',')
        lines[n][len - 1] = 0;
    else if (len < 120)
        snprintf(lines[n] + len, sizeof lines[n] - (size_t)len, "%s", tr(TR_TIP_NOTHING));
}

/* Where the citizens of colour k that a move gains come from, when the one building it draws gives
 * some of them and they are not all its own: the building's (td_cell_gives), a link's (td_links),
 * and the rest from the Banquet tile the core says the die acts with (`tile`). Written as
 * " (2 from the building, 1 from Banquet 7)"; else nothing (0). */
static int tip_citizen_split(const td_gain *g, int k, int tile, char *buf, size_t size)
{
    int row = -1, pos = -1, built = 0;
    for (int r = 0; r < TD_ROWS; r++)
        for (int p = 0; p < TD_COLUMNS; p++)
            if (g->built[r] >> p & 1u) {
                row = r;
                pos = p;
                built++;
            }
    if (built != 1)
        return 0;
    td_cell_gift gift = td_cell_gives(row, pos);
    int own = gift.kind == TD_GIFT_CITIZEN && !gift.per_die && gift.colour == k ? gift.amount : 0, link = 0;
    for (int bit = 0; bit < TD_ROWS * 3; bit++) {
        const td_link *l = &td_links[bit / 3][bit % 3];
        if ((g->links >> bit & 1u) && l->kind == TD_LINK_CITIZEN && l->colour == k)
            link += l->amount;
    }
    int rest = g->citizens[k] - own - link;
    if (!own || own == g->citizens[k] || rest < 0 || (rest > 0 && !tile))
        return 0;
    char parts[120];
    int len = snprintf(parts, sizeof parts, tr(TR_TIP_CIT_FROM_BUILDING), own);
    if (link && len > 0 && (size_t)len < sizeof parts)
        len += snprintf(parts + len, sizeof parts - (size_t)len, "%s", tr(TR_LIST_SEP));
    if (link && len > 0 && (size_t)len < sizeof parts)
        len += snprintf(parts + len, sizeof parts - (size_t)len, tr(TR_TIP_CIT_FROM_LINK), link);
    if (rest && len > 0 && (size_t)len < sizeof parts)
        len += snprintf(parts + len, sizeof parts - (size_t)len, "%s", tr(TR_LIST_SEP));
    if (rest && len > 0 && (size_t)len < sizeof parts)
        snprintf(parts + len, sizeof parts - (size_t)len, tr(TR_TIP_CIT_FROM_TILE), rest, tile);
    snprintf(buf, size, tr(TR_TIP_CIT_SPLIT), parts);
    return 1;
}

/* A move's gains from line n on: resources, citizens (with where they come from), column bonuses,
 * buildings and links, the score, a crossed-out box lit, the bonuses it would lose; `tile` is the
 * Banquet tile the move's die acts with (0 none). Returns the lines now written. */
static int tip_gain_lines(const app *a, const td_state *s, const td_gain *gain, int tile, int tag, int ta, int tb,
                          char lines[][TIP_LINE], int n)
{
    const play_ui *ui = &a->play->ui;
    const td_gain g = *gain;
    char amount[48];
    int len = snprintf(lines[n], sizeof lines[n], "%s", tr(TR_TIP_RESOURCES));
    int head = len;
    for (int r = 0; r < TD_RESOURCES && len < 120; r++)
        if (g.resources[r])
            len += snprintf(lines[n] + len, sizeof lines[n] - (size_t)len, " %s%s", g.resources[r] < 0 ? "−" : "+",
                            tr_amount(amount, sizeof amount, abs(g.resources[r]), r));
    if (len == head)
        snprintf(lines[n] + len, sizeof lines[n] - (size_t)len, "%s", tr(TR_TIP_NO_CHANGE));
    n++;
    /* the citizen tracks that move, by their colour's name ("red +1": no plural to agree) */
    len = snprintf(lines[n], sizeof lines[n], "%s", tr(TR_TIP_CITIZENS));
    head = len;
    for (int k = 0; k < TD_COLOURS && len < 80; k++)
        if (g.citizens[k]) {
            char split[160] = "";
            tip_citizen_split(&g, k, tile, split, sizeof split);
            len += snprintf(lines[n] + len, sizeof lines[n] - (size_t)len, " %s %+d%s,", tr(TR_COLOUR_RED + k),
                            g.citizens[k], split);
        }
    if (len > head) {
        lines[n][len - 1] = 0;
        n++;
    }
    /* the citizen column bonuses it reaches: column 3's resources are in the line above, unnamed */
    for (int k = 0; k < 3; k++)
        if (g.columns >> k & 1u) {
            if (k == 0)
                snprintf(lines[n++], sizeof lines[0], "%s", tr(TR_TIP_COL3_REACHED));
            else if (!(g.lost & (k == 1 ? TD_LOST_WORK_A : TD_LOST_WORK_B))) /* else a line below says it */
                snprintf(lines[n++], sizeof lines[0], tr(TR_TIP_COLWORK_REACHED), td_colbonus_at[k]);
        }
    int built = 0;
    for (int r = 0; r < TD_ROWS; r++)
        for (int p = 0; p < TD_COLUMNS; p++)
            built += g.built[r] >> p & 1u;
    char buildings[64];
    snprintf(buildings, sizeof buildings, tr(TR_TIP_BUILDINGS), built);
    if (built || g.links)
        snprintf(lines[n++], sizeof lines[0], "%s%s%s", buildings, g.links ? tr(TR_TIP_WITH_LINK) : "",
                 g.cathedral_multiplier ? tr(TR_TIP_CATHEDRAL) : "");
    if (g.cathedral_multiplier)
        snprintf(lines[n++], sizeof lines[0], tr(TR_TIP_MULTIPLIER), g.cathedral_multiplier);
    char score[64];
    snprintf(score, sizeof score, tr(TR_TIP_SCORE), g.score_delta);
    snprintf(lines[n++], sizeof lines[0], "%s%s", score, g.then.kind != TD_NEED_NOTHING ? tr(TR_TIP_THEN_BONUS) : "");
    if (tag == HIT_DIEBOX && (s->sheet[ui->viewer].die_crossed[ta] >> tb & 1u) && n < TIP_LINES)
        snprintf(lines[n++], sizeof lines[0], "%s", tr(TR_TIP_DIEBOX_CROSSED)); /* lit, and crossed out */
    for (int bit = 0; bit < TD_LOST_KINDS && n < TIP_LINES; bit++) /* a bonus this move would lose, before it is made */
        if (g.lost >> bit & 1u) {
            lines[n][0] = 0;
            play_say_lost((uint8_t)(1u << bit), 0, lines[n++], sizeof lines[0]);
        }
    return n;
}

/* Appends text to lines[] from line n on, cut at spaces into lines of at most 120 bytes (each the
 * box wraps into two rows at most). Returns the number of lines. */
static int chunk_lines(const char *text, char lines[][TIP_LINE], int n)
{
    const char *p = text;
    while (*p && n < TIP_LINES) {
        size_t len = strlen(p);
        if (len > 120) {
            len = 120;
            while (len > 0 && p[len] != ' ')
                len--;
            if (len == 0)
                len = 120;
        }
        snprintf(lines[n++], TIP_LINE, "%.*s", (int)len, p);
        p += len;
        while (*p == ' ')
            p++;
    }
    return n;
}

/* An achievement's bar under the sheet (HIT_PROGRESS): the goal in full, how far this sheet is, and
 * what can lower it (spending, for a goal in VP; a crossed-out cell, for a row's). */
static int explain_progress(const app *a, int k, char lines[][TIP_LINE])
{
    td_ach_progress pr[TD_ACH_COUNT];
    td_achievement_progress(now_of(a), a->play->ui.viewer, pr);
    int n = chunk_lines(tr(TR_ACH_DESC_PLAYED_SOLO + k), lines, 0);
    if (n < TIP_LINES)
        snprintf(lines[n++], TIP_LINE, tr(TR_PLAY_PROG_TIP_NOW), pr[k].have > 0 ? pr[k].have : 0, pr[k].need);
    if (k >= TD_ACH_SCORE_45 && k <= TD_ACH_CHARACTER_18)
        n = chunk_lines(tr(TR_PLAY_PROG_TIP_VP), lines, n);
    if (k == TD_ACH_PRESTIGE_ROW || k == TD_ACH_WORK_ROW)
        n = chunk_lines(tr(TR_PLAY_PROG_TIP_ROW), lines, n);
    return n;
}

/* A row of the half-day's summary: what that seat chose, and what it gained in all, in words. */
static int explain_summary_row(const app *a, int p, char lines[][TIP_LINE])
{
    char head[600], gain[300];
    play_summary_said(a, p, head, sizeof head, gain, sizeof gain);
    return chunk_lines(gain, lines, chunk_lines(head, lines, 0));
}

void play_draw_tooltip(app *a)
{
    play_ui *ui = &a->play->ui;
    int tag = HIT_NONE, ta = 0, tb = 0;
    /* after a key that set a move up, what the mouse was left on says nothing: the panel says what
     * Confirm will score (a box by the target, or at the sheet's foot, covered the rows about it,
     * the lesson's text or the hints) */
    int keyed = ui->keyed && ui->slot >= 0 && ui->action >= 0 && play_need(a) == TD_NEED_DIE;
    if (!keyed && ui->hover >= 0 && ui->hover < a->world->count && a->world->alive[ui->hover]) {
        const ecs_entity *e = ecs_get(a->world, ui->hover);
        if (e->mask & ECS_HIT)
            tag = e->hit.tag, ta = e->hit.a, tb = e->hit.b;
    }
    char lines[TIP_LINES][TIP_LINE];
    if (tut_shows_picture(a) || ui->paused) /* a picture or the pause menu hides what the mouse is on */
        return;
    /* The mouse has not moved since a press played a move, set a target up, or since the screen
     * came: what the table has put under it says nothing (it would cover the table the player
     * looks at). A control pressed says what it did, or why it did nothing; but not one of the
     * panel's choices (a value, a colour, a payment, an action) taken: the button now lit and the
     * panel's price and score say it, and the box stayed over the wheel's foot. */
    int control = tag == HIT_BUTTON || tag == HIT_OFF || tag == HIT_HINT || (tag == HIT_SEAT && tb != 1);
    if (a->play->draw.tip_wait && !control)
        return;
    if (a->play->toast.left > 0) /* a refusal's box is beside what the mouse is on: it alone speaks
                                  * (a tooltip over it hid its words) */
        return;
    if (tag == HIT_OFF && ui->hover >= 0 && ta >= 0 && ta < TD_ACTIONS &&
        ecs_get(a->world, ui->hover)->key == view_key(VIEW_G_UI, K_BTN, PANEL_BTN_ACTION, ta)) {
        tip_action_off(a, ta);
        return;
    }
    if (tag == HIT_BUTTON || tag == HIT_OFF) { /* the top bar's */
        tip_button(a, tag, ta);
        return;
    }
    if (tag == HIT_SEAT && tb == 2) { /* hidden sheets: another player's tab (play_bar.c) */
        snprintf(lines[0], TIP_LINE, tr(TR_TIP_SEAT_HIDDEN), a->seats[ta].name);
        tooltip_box(a, lines, 1);
        return;
    }
    if (tag == HIT_SEAT && tb == 1) {
        tooltip_box(a, lines, explain_summary_row(a, ta, lines));
        return;
    }
    if (tag == HIT_HINT && tb == 1 && ta >= 0 && ta < ui->n_hints) { /* a hint's row cut short: its move whole */
        char advice[256];
        play_hint_advice(now_of(a), &ui->hint[ta], 1, advice, sizeof advice);
        tooltip_box(a, lines, chunk_lines(advice, lines, 0));
        return;
    }
    if (tag == HIT_LINK) {
        tooltip_off_row(a, lines, explain_link(a, ta, tb, lines), tag, ta, tb);
        return;
    }
    if (tag == HIT_CHARACTER) {
        tooltip_off_row(a, lines, explain_character(a, ta, lines), tag, ta, tb);
        return;
    }
    if (tag == HIT_RES_TRACK) {
        tooltip_off_row(a, lines, explain_res_track(a, ta, lines), tag, ta, tb);
        return;
    }
    if (tag == HIT_CIT_TRACK) {
        tooltip_off_row(a, lines, explain_cit_track(a, ta, lines), tag, ta, tb);
        return;
    }
    if (tag == HIT_CIT_SQUARE) {
        tooltip_off_row(a, lines, explain_citizen_square(ta, tb + 1, lines), tag, ta, tb);
        return;
    }
    if (tag == HIT_PROGRESS && ta >= 0 && ta < TD_ACH_COUNT) { /* above or below its line */
        const ecs_entity *e = ecs_get(a->world, ui->hover);
        SDL_FRect line = ecs_zone_px_rect(a->world, e->zone, e->local.x, e->local.y, e->hit.w, e->hit.h);
        tooltip_box_at(a, lines, explain_progress(a, ta, lines), a->mouse_x, a->mouse_y, &line, NULL);
        return;
    }
    if (tag == HIT_TILE) {
        tip_tile(a, ta, tb);
        return;
    }
    if (tag == HIT_PRICE) {
        tip_price(a, ta);
        return;
    }
    if (tag == HIT_DIE && play_need(a) == TD_NEED_DIE && ui->slot < 0) { /* before a die is picked */
        tip_die(a, ta);
        return;
    }
    int need = play_need(a);
    if ((tag == HIT_VALUE || tag == HIT_COLOUR) && need == TD_NEED_DIE && ui->slot >= 0) {
        tip_change(a, tag, ta, tb);
        return;
    }
    if (tag == HIT_CELL && !(need == TD_NEED_DIE && ui->slot >= 0)) {
        tooltip_off_row(a, lines, explain_cell(a, ta, tb, lines), tag, ta, tb);
        return;
    }
    if (ui->slot < 0 || need != TD_NEED_DIE)
        return;
    const td_state *s = now_of(a);
    if (tag != HIT_CELL && tag != HIT_DIEBOX)
        return;
    td_move m;
    if (play_ui_target_move(ui, s, play_hints_shown(a), tag, ta, tb, &m) < 0) /* as a click there would set it up */
        return;
    td_cost c;
    td_gain g;
    td_move_cost(s, &m, &c);
    if (td_move_preview(s, &m, &g))
        return;
    int n = 0;
    tip_cost_line(s, &m, &c, lines);
    n = tip_gain_lines(a, s, &g, m.kind == TD_MOVE_DIE ? s->die[m.slot].tile : 0, tag, ta, tb, lines, n + 1);
    /* above or below the row pointed at */
    tooltip_off_row(a, lines, n, tag, ta, tb);
}
