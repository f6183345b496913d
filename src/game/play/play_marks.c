/* play_marks.c — what the play screen marks on the sheet and the wheel (group VIEW_G_HILITE): the
 * targets lit for the choice being considered, with what each costs, the targets no option
 * reaches dimmed, the keyboard's focus ring, the hints' numbered marks and badges, and the bars of
 * the achievements' progress. Synced from the game state and the ui state after the panel
 * (play_sync_ui, play_panel.c); where a target lies is play_target_rect.
 */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "app_lang.h"
#include "play/play.h"
#include "shell/seats.h"
#include "shell/store.h"
#include "troyes/td_score.h"
#include "tutorial/tut_play.h"
#include "kit/ui_widgets.h"

static int cost_total(const td_cost *c) { return c->total[0] + c->total[1] + c->total[2]; }

/* ---- the choice being considered ------------------------------------------------------------------ */

/* Where a target is drawn on the sheet: its centre and size, in design units. */
void play_target_rect(const app *a, int tag, int ta, int tb, float *x, float *y, float *w, float *h)
{
    if (tag == HIT_DIEBOX) {
        sheet_diebox_pos(ta, tb, x, y);
        *w = SHEET_BOX_W + 6;
        *h = SHEET_BOX_H + 6;
    } else if (tag == HIT_CELL) {
        sheet_cell_pos(ta, tb, x, y);
        *w = SHEET_CELL_W + 6;
        *h = SHEET_CELL_H + 6;
    } else if (tag == HIT_LINK) { /* the lozenge between the pair's two cells */
        float x1, y1;
        sheet_cell_pos(ta, tb * 2, x, y);
        sheet_cell_pos(ta, tb * 2 + 1, &x1, &y1);
        *x = (*x + x1) / 2;
        *w = 34; /* the sheet's lozenge (sheet_view.c) */
        *h = 20;
    } else if (tag == HIT_CIT_SQUARE) {
        sheet_cit_pos(ta, tb, x, y);
        *w = *h = 18;
    } else if (tag == HIT_RES_TRACK || tag == HIT_CIT_TRACK) { /* a whole track, for its tooltip */
        float x1, y1;
        if (tag == HIT_RES_TRACK) {
            sheet_res_pos(ta, 0, x, y);
            sheet_res_pos(ta, TD_RES_TRACK - 1, &x1, &y1);
            x1 += 30; /* the count held, right of its last square */
        } else {
            sheet_cit_pos(ta, 0, x, y);
            sheet_cit_pos(ta, TD_CIT_TRACK - 1, &x1, &y1);
            x1 += 170; /* the marks of its 15th and 20th squares, beside its end */
        }
        *w = x1 - *x + 20;
        *x = (*x + x1) / 2;
        *h = 20;
    } else if (tag == HIT_CHARACTER) {
        sheet_character_rect(ta, x, y, w, h);
    } else { /* a citizen track: its next circle */
        const td_sheet *sh = &now_of(a)->sheet[a->play->ui.viewer];
        int i = sh->cit[ta] < TD_CIT_TRACK ? sh->cit[ta] : TD_CIT_TRACK - 1;
        sheet_cit_pos(ta, i, x, y);
        *w = *h = 24;
    }
}

/* Hit area n of kind `kind` over target tag/ta/tb at depth z: nothing drawn, only the place a click
 * finds (play_interpret answers it). */
static void hit_area(app *a, int kind, int n, int tag, int ta, int tb, float z)
{
    float x, y, w, h;
    play_target_rect(a, tag, ta, tb, &x, &y, &w, &h);
    ecs_entity *e = ecs_get(a->world, ecs_ensure(a->world, view_key(VIEW_G_HILITE, kind, n, 0)));
    e->local.x = e->prev.x = x;
    e->local.y = e->prev.y = y;
    e->z = z;
    e->mask |= ECS_HIT;
    e->hit = (ecs_hit){0, w, h, tag, ta, tb};
}

/* A target the current choice cannot take: a hit area under the lit ones, so that a click on it
 * tells why. A lozenge lies over the two cells it joins, a citizen square under its track. */
static void unlit(app *a, int n, int tag, int ta, int tb)
{
    hit_area(a, K_UNLIT, n, tag, ta, tb, tag == HIT_LINK ? 25.5f : tag == HIT_RES_TRACK || tag == HIT_CIT_TRACK ? 24.5f : 25);
}

/* The fill of hint h's tag and badge: gold for the best, pale gold for the others. */
static gfx_rgba hint_fill(int h)
{
    return h == 0 ? (gfx_rgba){250, 204, 60, 245} : (gfx_rgba){250, 236, 180, 235};
}

/* The edge of hint h's frame and badges. */
static gfx_rgba hint_edge(int h)
{
    return h == 0 ? (gfx_rgba){196, 136, 8, 255} : (gfx_rgba){170, 140, 70, 255};
}

#define HINT_SEP "\xE2\x80\x89\xC2\xB7\xE2\x80\x89" /* in a badge, between two hints' numbers: " · " */

/* Hint `h`'s badge: `label` (its number, or the numbers of the hints sharing its target) in a
 * round badge, or a pill as wide as the label needs, whose left end is centred on x (so that a
 * longer label grows to the right) and whose middle is on y. `sub` 0 is the one on its target, 1
 * the one in the list of hints. */
/* The width of a hint badge holding `label`: round (18) for one digit, else a pill as wide as the
 * label needs at the sheet's smallest text size (14 design units: 11.2 px at 1024x640,
 * sheet_view.c). */
static float hint_badge_width(app *a, const char *label)
{
    uiw measure;
    uiw_begin(&measure, &a->widgets);
    float w = label[1] ? uiw_text_width(&measure, GFX_FONT_BOLD, 14, label) + 8 : 18;
    return w < 18 ? 18 : w;
}

static void hint_badge(app *a, int h, int sub, float x, float y, const char *label)
{
    float w = hint_badge_width(a, label);
    float cx = x + (w - 18) / 2;
    ecs_entity *b = play_entity(a, VIEW_G_HILITE, K_HINT_BADGE, h, sub, NULL);
    b->local.x = b->prev.x = cx;
    b->local.y = b->prev.y = y;
    b->z = 57 - (float)h;
    b->draw.kind = DRAW_RECT;
    b->draw.w = w;
    b->draw.h = 18;
    b->draw.radius = 9;
    b->draw.colour = hint_fill(h);
    b->draw.width = 1;
    b->draw.colour2 = hint_edge(h);
    play_label(a, VIEW_G_HILITE, K_HINT_BADGE_TXT, h, sub, cx, y, 14, GFX_FONT_BOLD, GFX_CENTER | GFX_MIDDLE, ui_ink,
            label, 57.5f - (float)h);
}

/* A target's badge on its bottom edge: a hint's from its left end, a lit target's cost from its
 * right end, each this far in (design units). Targets stand at least 2 apart, so a cost badge and
 * the hint badge of the target to its right keep HINT_BADGE_INSET + HILITE_COST_INSET + 2 between
 * them; a target with a hint's badge has no cost badge (hilite). */
#define HINT_BADGE_INSET 4.0f
#define HILITE_COST_INSET 2.0f
/* On a die box, both badges this much further out (its number fills its middle; the boxes stand
 * 20 apart, where cells stand 8). */
#define DIEBOX_BADGE_OUT 3.0f

/* The height of a badge's middle from the middle of its target, drawn h high (play_target_rect):
 * on the bottom edge. On the top edge, a prestige cell's badges sat on the column's number box
 * above it, and a die box's over its own number. A cell's on its edge, in the gap to the row below
 * (a work cell's reach the top of the resource track's circles, clear of its count); a die box's
 * on its frame's edge, a few units lower, clear of the number's foot (17 units high in the box's
 * middle) and of the top of the cell under it, whose icons and numbers are in its middle. A
 * citizen's, a link's or a square's stay on the top edge. */
static float badge_dy(int tag, float h)
{
    if (tag == HIT_CELL)
        return h / 2 - 3;
    if (tag == HIT_DIEBOX)
        return h / 2;
    return -h / 2 + 3;
}

/* Hint `h`'s target: a gold frame (the best hint's the boldest) and, when `label` is given, a
 * badge on its bottom-left corner (badge_dy) with the numbers of the hints on that target (the
 * best one's frame carries it; a second badge beside it would cover the building). Before a die
 * is chosen the sheet's targets are not lit, and a click on the frame takes the hint (the best
 * one on that target). */
static void hint_mark(app *a, int h, int tag, int ta, int tb, const char *label)
{
    play_ui *ui = &a->play->ui;
    float x, y, w, hh;
    play_target_rect(a, tag, ta, tb, &x, &y, &w, &hh);
    int idx;
    ecs_entity *f = play_entity(a, VIEW_G_HILITE, K_HINT_FRAME, h, 0, &idx);
    int takes = play_need(a) == TD_NEED_DIE && ui->slot < 0 && ui->hint[h].kind == TD_MOVE_DIE;
    f->local.x = f->prev.x = x;
    f->local.y = f->prev.y = y;
    /* above the lit targets (26-27), under their cost badges (29-29.6, hilite) and the sheet's
     * link lozenges (31-31.4, sheet_view.c), whose texts a frame along a cell's edge would cross */
    f->z = 28.7f - 0.1f * (float)h;
    f->draw.kind = DRAW_RECT;
    f->draw.w = w + 2;
    f->draw.h = hh + 2;
    f->draw.radius = tag == HIT_CITIZEN ? 13 : 7;
    f->draw.colour = gfx_alpha(hint_fill(h), takes && ui->hover == idx ? 0.45f : 0);
    f->draw.width = h == 0 ? 3.0f : 2.0f;
    f->draw.colour2 = hint_edge(h);
    if (takes) {
        f->mask |= ECS_HIT;
        f->hit = (ecs_hit){0, w, hh, HIT_HINT, h, 0};
    } else {
        f->mask &= ~(uint32_t)ECS_HIT;
    }
    /* in from the corner (the cost badge of a lit target to the left sits in its bottom-right one,
     * HILITE_COST_INSET from its edge: the two stay apart) */
    if (label)
        hint_badge(a, h, 0, x - w / 2 + HINT_BADGE_INSET + 9 - (tag == HIT_DIEBOX ? DIEBOX_BADGE_OUT : 0),
                   y + badge_dy(tag, hh), label);
}

/* The badge on hint h's target, given every hint's target in `marked`: NULL when a better hint
 * on that target carries it, else the numbers of the hints there, in buf: "1", "1 · 3" (thin
 * spaces around the dot), or "1–3" for all three, whose dots would reach the building. */
static const char *hint_target_label(int h, int marked[][3], int n, char *buf, size_t cap)
{
    int same[4], on = 0;
    for (int q = 0; q < n; q++) {
        same[q] = !memcmp(marked[q], marked[h], sizeof marked[h]);
        if (same[q] && q < h)
            return NULL;
        on += same[q];
    }
    if (on == 3)
        snprintf(buf, cap, "%d\xE2\x80\x93%d", h + 1, h + on); /* en dash */
    else
        for (int q = h, len = 0; q < n; q++)
            if (same[q])
                len += snprintf(buf + len, cap - (size_t)len, q == h ? "%d" : HINT_SEP "%d", q + 1);
    return buf;
}

/* The width of the hint badge that the hints shown put on target tag/ta/tb, 0 when none does (as
 * hint_list marks them). */
static float hint_badge_width_on(app *a, int tag, int ta, int tb)
{
    play_ui *ui = &a->play->ui;
    if (!play_hints_shown(a))
        return 0;
    const td_state *s = now_of(a);
    int marked[4][3];
    for (int h = 0; h < ui->n_hints; h++)
        play_target_of(s, &ui->hint[h], &marked[h][0], &marked[h][1], &marked[h][2]);
    for (int h = 0; h < ui->n_hints; h++) {
        char text[32];
        const char *label;
        if (marked[h][0] == tag && marked[h][1] == ta && marked[h][2] == tb &&
            (label = hint_target_label(h, marked, ui->n_hints, text, sizeof text)) != NULL)
            return hint_badge_width(a, label);
    }
    return 0;
}

/* A target the chosen die reaches only at another value or colour than the panel shows: nothing
 * drawn (a die reaches most of the sheet once influence and knowledge are counted, and a frame on
 * each flooded it), only the place a click finds; a click there sets the die up for it
 * (play_interpret). The row under the mouse shows them (lit_die_targets). Under the lit targets. */
static void other(app *a, int n, int tag, int ta, int tb)
{
    hit_area(a, K_HL_OTHER, n, tag, ta, tb, 25.8f);
}

/* How a lit target's cost shows: not at all, in a quieter badge (a row the mouse is on) or in
 * the full one (the best few, the chosen, the one under the mouse). */
enum { BADGE_NONE, BADGE_ROW, BADGE_FULL };

/* Lit target n: a green frame over target tag/ta/tb, the chosen one (`strong`) deeper. Its total
 * cost `label` shows in a badge on its corner as `badge` says (BADGE_*), and in the full one while
 * the mouse is over it (the choosing stays quiet: a badge on every lit target covered the sheet). */
static void hilite(app *a, int n, int tag, int ta, int tb, const char *label, int badge, int strong, float z)
{
    float x, y, w, h;
    play_target_rect(a, tag, ta, tb, &x, &y, &w, &h);
    int idx;
    /* lit targets in green; the chosen one in a deeper green, thicker and fuller (in blue it looked
     * like the pen's outline of a building already drawn) */
    gfx_rgba glow = strong ? (gfx_rgba){16, 104, 58, 255} : (gfx_rgba){40, 150, 90, 255};
    /* the rest of the lit targets, besides the best few and the row pointed at, in a fainter frame:
     * the sheet stays readable under a die that reaches most of it */
    int faint = !strong && badge == BADGE_NONE;
    ecs_entity *e = ecs_rect(a->world, view_key(VIEW_G_HILITE, K_HL, n, 0), x, y, w, h, tag == HIT_CITIZEN ? 12 : 6,
                             glow, strong ? 3.5f : faint ? 1.4f : 2.0f, faint ? gfx_alpha(glow, 0.6f) : glow, z, &idx);
    int hovered = a->play->ui.hover == idx;
    e->draw.colour = gfx_alpha(glow, hovered ? 0.35f : strong ? 0.26f : faint ? 0.07f : 0.14f);
    e->mask |= ECS_HIT;
    e->hit = (ecs_hit){0, w, h, tag, ta, tb};
    if (badge == BADGE_NONE && !hovered)
        return;
    int quiet = badge == BADGE_ROW && !hovered; /* white, ringed in green: quieter than the full one */
    if (label && *label) {
        /* the total cost, in a badge on the target's corner, at the sheet's smallest text size (14
         * design units: 11.2 px at 1024x640, sheet_view.c) */
        float bw = label[1] ? 12.0f + 7.0f * (float)strlen(label) : 18.0f;
        /* one badge on a target: a hint's ("1 · 3") keeps it, its cost is in the hint's line
         * under the sheet and beside it while the mouse is on it (side by side, the two badges
         * piled up on the cells a player compares) */
        if (!hovered && hint_badge_width_on(a, tag, ta, tb) > 0)
            return;
        /* clear of a hint's badge on the next cell; on a die box (narrower than the gap to the next
         * one), out over its frame, further from its number */
        float bx = w / 2 - HILITE_COST_INSET - bw / 2 + (tag == HIT_DIEBOX ? DIEBOX_BADGE_OUT : 0);
        float by = badge_dy(tag, h);
        ecs_entity *b = play_entity(a, VIEW_G_HILITE, K_HL_TXT, n, 1, NULL);
        b->parent = idx;
        b->local.x = b->prev.x = bx;
        b->local.y = b->prev.y = by;
        b->z = 29 + 0.4f * (z - 26); /* above the hints' frames (hint_mark) */
        b->draw.kind = DRAW_RECT;
        b->draw.w = bw;
        b->draw.h = 18;
        b->draw.radius = 9;
        b->draw.colour = quiet ? (gfx_rgba){252, 250, 242, 255} : glow;
        b->draw.width = quiet ? 1.5f : 0;
        b->draw.colour2 = glow;
        ecs_entity *t = play_entity(a, VIEW_G_HILITE, K_HL_TXT, n, 0, NULL);
        t->parent = idx;
        t->local.x = t->prev.x = bx;
        t->local.y = t->prev.y = by;
        t->z = b->z + 0.2f;
        t->draw.kind = DRAW_TEXT;
        t->draw.h = 14;
        t->draw.face = GFX_FONT_BOLD;
        t->draw.align = GFX_CENTER | GFX_MIDDLE;
        t->draw.colour = quiet ? (gfx_rgba){16, 104, 58, 255} : (gfx_rgba){255, 255, 255, 255};
        ecs_set_text(t, label);
    }
}

/* The keyboard's cursor over a decision's options: a gold ring around the option Enter takes,
 * as around a focused button. */
static void focus_ring(app *a, int tag, int ta, int tb)
{
    float x, y, w, h;
    play_target_rect(a, tag, ta, tb, &x, &y, &w, &h);
    ecs_rect(a->world, view_key(VIEW_G_HILITE, K_HL_FOCUS, 0, 0), x, y, w + 8, h + 8, tag == HIT_CITIZEN ? 16 : 9,
             gfx_alpha(ui_focus, 0), 3, ui_focus, 27, NULL);
}


/* A bar of the achievement progress (sync_progress), from its left edge. */
static void progress_bar(app *a, int i, int j, float x, float y, float w, gfx_rgba c)
{
    ecs_rect(a->world, view_key(VIEW_G_HILITE, K_PROG_BAR, i, j), x + w / 2, y, w, 6, 3, c, 0, c, 52, NULL);
}

#define PROGRESS_SHOWN 3 /* bars under the sheet: the ones closest to done */

/* Under the citizen tracks of a human's sheet while no hints are shown, and outside the guided
 * game: the few achievements a game earns (td_achievement_progress) that this sheet is closest
 * to, under a plain heading, one to a line: its name in plain words, a bar, and "have / need", green once met
 * (a win over 60 once the game is won). The score shows its first threshold not met yet. Met ones
 * come first (spending can still lower them), then the others by how far along they are; one the
 * player's profile already holds comes after those it does not (a ticked box before its name, as
 * on the Achievements page, drawn softer); one this sheet can no longer meet is left out. Each
 * bar's tooltip says the goal in full and what counts (HIT_PROGRESS). */
static void sync_progress(app *a, const td_state *s)
{
    play_ui *ui = &a->play->ui;
    if (a->tutorial) /* a lesson's player has the sheet itself to learn */
        return;
    if (seats_is_bot(a, ui->viewer)) /* achievements are a profile's: a bot's sheet looked at has none */
        return;
    static const int shown[] = {TD_ACH_SCORE_45, TD_ACH_CHARACTER_18, TD_ACH_CITIZENS_40, TD_ACH_WIN_MULTI_60,
                                TD_ACH_PRESTIGE_ROW, TD_ACH_WORK_ROW, TD_ACH_RESOURCE_TRACK, TD_ACH_CITIZEN_TRACK};
    enum { N_SHOWN = sizeof shown / sizeof shown[0] };
    td_ach_progress pr[TD_ACH_COUNT];
    td_achievement_progress(s, ui->viewer, pr);
    uint32_t earned = td_achievements(s, ui->viewer);
    /* the score's next threshold: past those this game has reached, and those the player's
     * profile already holds (an achievement hunter with "45 VP" aims at 55) */
    const app_profiles *ps = store_profiles(a);
    int pi = seats_is_bot(a, ui->viewer) ? -1 : store_find_profile(ps, a->seats[ui->viewer].name);
    const app_profile *held = pi >= 0 ? &ps->profile[pi] : NULL;
    int score = TD_ACH_SCORE_45;
    while (score < TD_ACH_SCORE_65 && (pr[score].have >= pr[score].need || (held && held->boxes[score])))
        score++;
    /* the candidates, ranked: met, then not held before held, then by the part done */
    int pick[N_SHOWN], met[N_SHOWN], n_pick = 0;
    float rank[N_SHOWN];
    for (int i = 0; i < N_SHOWN; i++) {
        int k = shown[i] == TD_ACH_SCORE_45 ? score : shown[i];
        if (!pr[k].need)
            continue; /* a solo game is won by nobody */
        /* met as the core counts it (a win over 60 wants the win too: only once the game is over) */
        int m = (earned >> k & 1u) && (k != TD_ACH_WIN_MULTI_60 || s->phase == TD_PHASE_OVER);
        if (!m && pr[k].lost)
            continue;
        float part = m || pr[k].have >= pr[k].need ? 1 : (float)(pr[k].have > 0 ? pr[k].have : 0) / (float)pr[k].need;
        float r = m ? 3 : (held && held->boxes[k] ? 0 : 1.5f) + part;
        int at = n_pick++;
        while (at > 0 && rank[at - 1] < r) { /* stable: ties keep the order above */
            pick[at] = pick[at - 1], met[at] = met[at - 1], rank[at] = rank[at - 1];
            at--;
        }
        pick[at] = k, met[at] = m, rank[at] = r;
    }
    if (n_pick > PROGRESS_SHOWN)
        n_pick = PROGRESS_SHOWN;
    uiw measure;
    uiw_begin(&measure, &a->widgets);
    float track_x, ly, lx = PROGRESS_LEFT, right = PROGRESS_RIGHT;
    sheet_cit_pos(TD_COLOURS - 1, 0, &track_x, &ly);
    ly += 26; /* under the last citizen track, as the hints */
    /* at the sheet's smallest text size (14 design units: 11.2 px at 1024x640, sheet_view.c) */
    const float px_min = 14;
    play_label(a, VIEW_G_HILITE, K_PROG_TXT, 0, 0, lx, ly, 15, GFX_FONT_BOLD, GFX_LEFT | GFX_MIDDLE, ui_ink_soft,
            tr(TR_PLAY_PROGRESS_TITLE), 55);
    /* the names in one column as wide as the widest, the counts right-aligned, the bars between */
    char count[24];
    float name_w = 0, count_w = uiw_text_width(&measure, GFX_FONT_BOLD, px_min, "99/99");
    int any_owned = 0;
    for (int i = 0; i < n_pick; i++) {
        int k = pick[i];
        any_owned |= !met[i] && held && held->boxes[k];
        float tw = uiw_text_width(&measure, GFX_FONT_REGULAR, px_min, tr(TR_PLAY_PROG_PLAYED_SOLO + k));
        name_w = tw > name_w ? tw : name_w;
    }
    float tick = any_owned ? 14 : 0; /* room for the ticked box of one the profile holds */
    float name_room = PROGRESS_NAME_ROOM - tick;
    name_w = name_w < name_room ? name_w : name_room;
    float bar_x = lx + tick + name_w + 12, bar_w = right - count_w - 10 - bar_x;
    for (int n = 0; n < n_pick; n++) {
        int k = pick[n];
        float y = ly + 21 + 22 * (float)n;
        int owned = !met[n] && held && held->boxes[k];
        if (owned) {
            ecs_rect(a->world, view_key(VIEW_G_HILITE, K_PROG_TICK, n, 0), lx + 5, y, 10, 10, 2,
                     (gfx_rgba){255, 253, 247, 255}, 1, ui_ink_soft, 55, NULL);
            ecs_entity *c = ecs_placed(a->world, view_key(VIEW_G_HILITE, K_PROG_TICK, n, 1), lx + 5, y, 56, NULL);
            c->draw.kind = DRAW_PEN_CROSS;
            c->draw.w = c->draw.h = 8;
            c->draw.width = 1.6f;
            c->draw.progress = c->prev_progress = 1;
            c->draw.seed = (unsigned)k * 5u + 1u;
            c->draw.colour = ui_accent;
        }
        gfx_rgba ink = met[n] ? ui_good : owned ? ui_ink_soft : ui_ink;
        const char *label = tr(TR_PLAY_PROG_PLAYED_SOLO + k);
        float px = uiw_fit_px(&measure, GFX_FONT_REGULAR, px_min, label, name_w, px_min);
        play_label(a, VIEW_G_HILITE, K_PROG_TXT, n + 1, 0, lx + tick, y, px, GFX_FONT_REGULAR, GFX_LEFT | GFX_MIDDLE,
                ink, label, 55);
        /* reached, the goal counts as done: "40/40" (more read as a miscount: "48/40") */
        int have = pr[k].have < 0 ? 0 : pr[k].have > pr[k].need ? pr[k].need : pr[k].have;
        snprintf(count, sizeof count, "%d/%d", have, pr[k].need);
        play_label(a, VIEW_G_HILITE, K_PROG_TXT, n + 1, 1, right, y, px_min, GFX_FONT_BOLD, GFX_RIGHT | GFX_MIDDLE, ink,
                count, 55);
        float part = met[n] || pr[k].have >= pr[k].need ? 1 : (float)(pr[k].have > 0 ? pr[k].have : 0) / (float)pr[k].need;
        progress_bar(a, n, 0, bar_x, y, bar_w, gfx_alpha(ui_ink, 0.12f));
        if (part > 0)
            progress_bar(a, n, 1, bar_x, y, bar_w * part,
                         met[n] ? ui_good : gfx_alpha(owned ? ui_ink_soft : ui_accent, owned ? 0.5f : 0.8f));
        /* the whole line answers the mouse with the goal in full */
        ecs_entity *h = ecs_placed(a->world, view_key(VIEW_G_HILITE, K_PROG_BAR, n, 2), (lx + right) / 2, y, 51, NULL);
        h->mask |= ECS_HIT;
        h->hit = (ecs_hit){0, right - lx, 20, HIT_PROGRESS, k, 0};
    }
}

/* Whether hint h is the choice set up (by H, a click on its row, or by hand): its row stays lit, so
 * a player going through the hints with H sees which one Enter would play. */
static int hint_set_up(app *a, int h)
{
    play_ui *ui = &a->play->ui;
    const td_move *m = &ui->hint[h];
    if (m->kind != TD_MOVE_DIE)
        return ui->armed && ui->n_legal > 0 && td_move_equal(&ui->legal[ui->cursor % ui->n_legal], m);
    return ui->slot == m->slot && ui->value == m->value && ui->colour == m->colour && ui->action == m->action &&
           (m->pay == TD_PAY_NONE || !now_of(a)->die[m->slot].pay_choice || ui->pay == m->pay);
}

#define BADGES_BEST 3 /* lit targets whose cost shows without the mouse over them */

/* The row of the sheet under the mouse, as its lit targets' tag and row: a building row (its
 * cells, lit or not, and the lozenges between them) or a district's die boxes; tag HIT_NONE
 * elsewhere. */
static void hovered_row(const app *a, int *tag, int *row)
{
    const play_ui *ui = &a->play->ui;
    *tag = HIT_NONE;
    *row = -1;
    if (ui->hover < 0 || ui->hover >= a->world->count || !a->world->alive[ui->hover])
        return;
    const ecs_entity *e = ecs_get(a->world, ui->hover);
    if (!(e->mask & ECS_HIT))
        return;
    if (e->hit.tag == HIT_CELL || e->hit.tag == HIT_LINK)
        *tag = HIT_CELL, *row = e->hit.a;
    else if (e->hit.tag == HIT_DIEBOX)
        *tag = HIT_DIEBOX, *row = e->hit.a;
}

/* A die chosen: the targets it takes at the value and colour the panel shows (the die's own until
 * the player or an action sets others: play_ui_lit, the sheet follows the panel), and those the
 * shown hints pick for it wherever they are, lit; its cheapest total cost shows on the few best of
 * them only (the hinted first, in their order, then the cheapest, in the core's order of the legal
 * moves), on the chosen one (the panel's value, colour and action: the keys' and the pad's focus)
 * and on the one under the mouse. The targets it reaches only at another value or colour (paid in
 * influence or knowledge) show in the row the mouse is on, a little quieter, with their costs
 * (pointing at a row shows all its prices: the sheet stays quiet, where a die that reaches most of
 * it once lit most of it), and answer a click anywhere. The other cells and die boxes answer a
 * click with the core's reason. Returns n past the entity numbers the targets took. */
static int lit_die_targets(app *a, const td_state *s, int n)
{
    play_ui *ui = &a->play->ui;
    uint8_t seen[TD_ACTIONS][TD_ROWS + TD_COLOURS][TD_COLUMNS]; /* gains: one row per colour */
    memset(seen, 0, sizeof seen);
    enum { LIT_MAX = 200 };
    struct {
        int tag, ta, tb, cost, hint, strong, set;
    } lit[LIT_MAX];
    int nl = 0;
    int hints = play_hints_shown(a) ? ui->n_hints : 0;
    for (int i = 0; i < ui->n_legal && nl < LIT_MAX; i++) {
        const td_move *m = &ui->legal[i];
        int how = play_ui_lit(ui, m);
        if (how == PLAY_LIT_NONE)
            continue;
        int tag, ta, tb;
        play_target_of(s, m, &tag, &ta, &tb);
        int row = tag == HIT_DIEBOX ? TD_ROWS + ta : ta;
        if (seen[m->action][row][tb])
            continue;
        seen[m->action][row][tb] = 1;
        td_cost c;
        td_move_cost(s, m, &c);
        int hint = PLAY_HINTS_MAX; /* the best hint on this target with this die, if any */
        for (int h = hints - 1; h >= 0; h--) {
            int ht, ha, hb;
            play_target_of(s, &ui->hint[h], &ht, &ha, &hb);
            if (ui->hint[h].kind == TD_MOVE_DIE && ui->hint[h].slot == ui->slot && ht == tag && ha == ta && hb == tb)
                hint = h;
        }
        /* a target the shown hints pick for this die shows as one the die takes as set */
        lit[nl].tag = tag, lit[nl].ta = ta, lit[nl].tb = tb, lit[nl].set = how == PLAY_LIT_SET || hint < PLAY_HINTS_MAX;
        lit[nl].cost = cost_total(&c), lit[nl].hint = hint;
        lit[nl++].strong = m->value == ui->value && m->colour == ui->colour && m->action == ui->action;
    }
    /* the best few of those as set (or hinted): each time the first of those left with the best
     * hint, then the lowest cost */
    uint8_t best[LIT_MAX] = {0};
    for (int k = 0; k < BADGES_BEST; k++) {
        int at = -1;
        for (int j = 0; j < nl; j++)
            if (lit[j].set && !best[j] &&
                (at < 0 || lit[j].hint < lit[at].hint || (lit[j].hint == lit[at].hint && lit[j].cost < lit[at].cost)))
                at = j;
        if (at < 0)
            break;
        best[at] = 1;
    }
    int row_tag, row_at; /* the row under the mouse */
    hovered_row(a, &row_tag, &row_at);
    for (int j = 0; j < nl; j++) {
        /* each target's entities keep their key while the die is chosen (a number of its own, not
         * its place in the list): the row pointed at brings some in, and a click between two
         * frames must find the one drawn where it lands */
        int at = n + (lit[j].tag == HIT_DIEBOX ? TD_ROWS + lit[j].ta : lit[j].ta) * TD_COLUMNS + lit[j].tb;
        int in_row = lit[j].tag == row_tag && lit[j].ta == row_at;
        if (!lit[j].set) { /* under the mouse's row only; a place to click everywhere */
            other(a, at, lit[j].tag, lit[j].ta, lit[j].tb);
            if (!in_row)
                continue;
        }
        char label[16]; /* the total price, "0" when free: a number fits the cell's corner in
                         * every language ("gratuit" ran over the next cell) */
        snprintf(label, sizeof label, "%d", lit[j].cost);
        int badge = best[j] || lit[j].strong ? BADGE_FULL : in_row ? BADGE_ROW : BADGE_NONE;
        hilite(a, at, lit[j].tag, lit[j].ta, lit[j].tb, label, badge, lit[j].strong, lit[j].strong ? 27 : 26);
    }
    n += (TD_ROWS + TD_COLOURS) * TD_COLUMNS;
    /* the other cells and die boxes answer a click with the core's reason */
    int u = 0;
    for (int pos = 0; pos < TD_COLUMNS; pos++) {
        for (int row = 0; row < TD_ROWS; row++)
            if (!seen[td_row_is_prestige(row) ? TD_ACT_PRESTIGE : TD_ACT_WORK][row][pos])
                unlit(a, u++, HIT_CELL, row, pos);
        for (int c = 0; c < TD_COLOURS; c++)
            if (!seen[TD_ACT_GAIN][TD_ROWS + c][pos])
                unlit(a, u++, HIT_DIEBOX, c, pos);
    }
    return n;
}

/* A building to place: the cells it may go to lit, the cursor's ringed. */
static int lit_build_targets(app *a, const td_state *s, int n)
{
    play_ui *ui = &a->play->ui;
    uint64_t lit = 0;
    for (int i = 0; i < ui->n_legal; i++)
        if (ui->legal[i].kind == TD_MOVE_BUILD) {
            int tag, row, pos;
            play_target_of(s, &ui->legal[i], &tag, &row, &pos);
            lit |= (uint64_t)1 << (row * TD_COLUMNS + pos);
            int at = ui->armed && i == ui->cursor % (ui->n_legal ? ui->n_legal : 1);
            hilite(a, n++, tag, row, pos, "", 0, at, 26);
            if (at)
                focus_ring(a, tag, row, pos);
        }
    int u = 0;
    for (int row = 0; row < TD_ROWS; row++)
        for (int pos = 0; pos < TD_COLUMNS; pos++)
            if (!(lit >> (row * TD_COLUMNS + pos) & 1u))
                unlit(a, u++, HIT_CELL, row, pos);
    return n;
}

/* No die chosen (or no decision): every cell and link lozenge answers the mouse with what it is
 * (explain_cell, explain_link); the lozenges above the cells they join. */
static void unlit_sheet(app *a)
{
    int u = 0;
    for (int row = 0; row < TD_ROWS; row++) {
        for (int pos = 0; pos < TD_COLUMNS; pos++)
            unlit(a, u++, HIT_CELL, row, pos);
        for (int pair = 0; pair < 3; pair++)
            if (td_links[row][pair].kind != TD_LINK_NONE)
                unlit(a, u++, HIT_LINK, row, pair);
    }
    static const int bonus_at[] = {TD_COLBONUS_RESOURCES, TD_COLBONUS_WORK_A, TD_COLBONUS_WORK_B,
                                   TD_CIT_PRESTIGE_AT, TD_CIT_FULL_AT}; /* the squares with a bonus */
    for (int c = 0; c < TD_COLOURS; c++)
        for (size_t b = 0; b < sizeof bonus_at / sizeof bonus_at[0]; b++)
            unlit(a, u++, HIT_CIT_SQUARE, c, bonus_at[b] - 1);
}

/* A citizen to place (an overflow, Banquet 4): the tracks it may go to lit. */
static int lit_citizen_targets(app *a, int n)
{
    play_ui *ui = &a->play->ui;
    unsigned lit = 0;
    for (int i = 0; i < ui->n_legal; i++)
        if (ui->legal[i].kind == TD_MOVE_CITIZEN) {
            lit |= 1u << ui->legal[i].colour;
            int at = ui->armed && i == ui->cursor % (ui->n_legal ? ui->n_legal : 1);
            hilite(a, n++, HIT_CITIZEN, ui->legal[i].colour, 0, "", 0, at, 26);
            if (at)
                focus_ring(a, HIT_CITIZEN, ui->legal[i].colour, 0);
        }
    for (int c = 0, u = 0; c < TD_COLOURS; c++)
        if (!(lit >> c & 1u))
            unlit(a, u++, HIT_CITIZEN, c, 0);
    return n;
}

/* The reveal: the places the shown seat's half-day used, framed in gold (under the lit targets'
 * hit areas: their tooltips still say what a cell is). */
static void reveal_frames(app *a)
{
    play_ui *ui = &a->play->ui;
    int tag[64], ta[64], tb[64];
    int nm = play_reveal_marks(a, ui->viewer, tag, ta, tb, 64);
    for (int i = 0; i < nm; i++) {
        float x, y, w, h;
        play_target_rect(a, tag[i], ta[i], tb[i], &x, &y, &w, &h);
        ecs_rect(a->world, view_key(VIEW_G_HILITE, K_REVEAL_MARK, i, 0), x, y, w + 2, h + 2,
                 tag[i] == HIT_CIT_SQUARE ? 5 : 7, gfx_alpha(hint_fill(0), 0.22f), 2.5f, hint_edge(0), 24, NULL);
    }
}

/* Hint h's estimate of the final score as the list shows it: whole VP. */
static int shown_vp(const play_ui *ui, int h) { return (int)lroundf(ui->hint_est[h]); }

/* The hints' list under the sheet: its rows' text at most this size, and no smaller than 12.5
 * design units (11 px at 1024x640, where the grown sheet draws a unit 0.88 px); the estimates'
 * column after the longest move, at least HINT_VP_GAP from it. */
#define HINT_PX 14.0f
#define HINT_MIN_PX 12.5f
#define HINT_VP_GAP 14.0f
#define HINT_VP_GAP_WIDE 24.0f

/* A hint's move m as its row says it (play_hint_advice), to fit `room` at size HINT_MIN_PX: the
 * die's price dropped from its name when it does not fit with it (its payment follows), and, when
 * it still does not, cut with an ellipsis after the last payment (or else word) that fits: the
 * row's tooltip says it whole. Returns 1 when cut. */
static int hint_row_text(uiw *measure, const td_state *s, const td_move *m, float room, char *buf, size_t n)
{
    play_hint_advice(s, m, 1, buf, n);
    if (uiw_text_width(measure, GFX_FONT_REGULAR, HINT_MIN_PX, buf) <= room)
        return 0;
    play_hint_advice(s, m, 0, buf, n);
    if (uiw_text_width(measure, GFX_FONT_REGULAR, HINT_MIN_PX, buf) <= room)
        return 0;
    static const char ellipsis[] = "\xE2\x80\xA6";
    char cut[256];
    snprintf(cut, sizeof cut, "%s", ellipsis);
    /* after the last payment that fits ("pay 1 influence, 2 deniers…"), else after any word */
    for (int words = 0, found = 0; words < 2 && !found; words++)
        for (size_t len = strlen(buf); len-- > 1 && !found;) {
            if (buf[len] != ' ' || (!words && buf[len - 1] != ','))
                continue;
            size_t keep = len;
            while (keep > 0 && (buf[keep - 1] == ',' || buf[keep - 1] == ' ' || buf[keep - 1] == ':'))
                keep--;
            snprintf(cut, sizeof cut, "%.*s%s", (int)keep, buf, ellipsis);
            found = uiw_text_width(measure, GFX_FONT_REGULAR, HINT_MIN_PX, cut) <= room;
        }
    snprintf(buf, n, "%s", cut);
    return 1;
}

/* Hints: the best few choices numbered on their targets, and listed under the citizen tracks, each
 * row the move as advice ("Take the white 2: build a Cathedral, pay 1 knowledge") and after it, in
 * a column headed "Your final score, estimated", the expert's estimate of the final score (equal
 * estimates show equal: no row says which it ties with; a newcomer read the number, then named only
 * in the title, as what the move scores now). */
static void hint_list(app *a, const td_state *s)
{
    play_ui *ui = &a->play->ui;
    uiw measure;
    uiw_begin(&measure, &a->widgets);
    float track_x, ly, lx = SHEET_LEFT + 20; /* the list's left edge, and its title's y */
    sheet_cit_pos(TD_COLOURS - 1, 0, &track_x, &ly);
    ly += 26; /* under the last citizen track */
    /* every estimate shown alike (as rounded): the title says so once */
    int alike = ui->n_hints > 1;
    for (int h = 1; h < ui->n_hints; h++)
        alike &= shown_vp(ui, h) == shown_vp(ui, 0);
    play_label(a, VIEW_G_HILITE, K_HINT_TXT, 0, 0, lx - 7, ly, 14, GFX_FONT_ITALIC, GFX_LEFT | GFX_MIDDLE,
            ui_ink_soft, tr(alike ? TR_PLAY_HINTS_ALIKE : TR_PLAY_HINTS_TITLE), 55)->draw.boxed = 1; /* (its width: least) */
    int marked[PLAY_HINTS_MAX][3]; /* the hints' targets: tag, a, b (tag HIT_NONE for the fallback) */
    char advice[PLAY_HINTS_MAX][256], vp[PLAY_HINTS_MAX][24];
    int cut[PLAY_HINTS_MAX];
    /* the moves at one size for all rows, as large as the longest lets them be beside the estimates */
    float text_x = lx + 15, right = SHEET_RIGHT - 10, vp_w = 0, px = HINT_PX, text_w = 0;
    for (int h = 0; h < ui->n_hints; h++) {
        snprintf(vp[h], sizeof vp[h], tr(TR_VP), shown_vp(ui, h));
        float w = uiw_text_width(&measure, GFX_FONT_BOLD, HINT_PX, vp[h]);
        vp_w = w > vp_w ? w : vp_w;
    }
    float room = right - vp_w - HINT_VP_GAP - text_x;
    for (int h = 0; h < ui->n_hints; h++) {
        play_target_of(s, &ui->hint[h], &marked[h][0], &marked[h][1], &marked[h][2]);
        cut[h] = hint_row_text(&measure, s, &ui->hint[h], room, advice[h], sizeof advice[h]);
        float p = uiw_fit_px(&measure, GFX_FONT_REGULAR, HINT_PX, advice[h], room, HINT_MIN_PX);
        px = p < px ? p : px;
    }
    for (int h = 0; h < ui->n_hints; h++) {
        float w = uiw_text_width(&measure, GFX_FONT_REGULAR, px, advice[h]);
        text_w = w > text_w ? w : text_w;
    }
    float gap = right - vp_w - text_x - text_w; /* as wide as HINT_VP_GAP_WIDE when there is room */
    gap = gap > HINT_VP_GAP_WIDE ? HINT_VP_GAP_WIDE : gap < HINT_VP_GAP ? HINT_VP_GAP : gap;
    float vp_right = text_x + (text_w < room ? text_w : room) + gap + vp_w;
    /* the column's head, right-aligned on it, on the title's line (smaller, as the note it is): the
     * column no further left than the head, clear of the title, lets it be (short moves, a bonus's,
     * brought the head back over the title) */
    const char *title = tr(alike ? TR_PLAY_HINTS_ALIKE : TR_PLAY_HINTS_TITLE), *head = tr(TR_PLAY_HINTS_COLUMN);
    float least = lx - 7 + uiw_text_width(&measure, GFX_FONT_ITALIC, 14, title) + HINT_VP_GAP_WIDE +
                  uiw_text_width(&measure, GFX_FONT_ITALIC, HINT_MIN_PX, head);
    vp_right = vp_right < least ? (least < right ? least : right) : vp_right;
    play_label(a, VIEW_G_HILITE, K_HINT_TXT, 0, 1, vp_right, ly, HINT_MIN_PX, GFX_FONT_ITALIC, GFX_RIGHT | GFX_MIDDLE,
               ui_ink_soft, head, 55)->draw.boxed = 1;
    for (int h = 0; h < ui->n_hints; h++) {
        char text[32];
        if (marked[h][0] != HIT_NONE)
            hint_mark(a, h, marked[h][0], marked[h][1], marked[h][2],
                      hint_target_label(h, marked, ui->n_hints, text, sizeof text));
        float y = ly + 22 * (float)(h + 1);
        snprintf(text, sizeof text, "%d", h + 1);
        hint_badge(a, h, 1, lx, y, text);
        /* (the dump gives the boxes they cover: tests hold them apart and on the sheet) */
        play_label(a, VIEW_G_HILITE, K_HINT_TXT, h + 1, 1, text_x, y, px, GFX_FONT_REGULAR, GFX_LEFT | GFX_MIDDLE,
                ui_ink, advice[h], 55)->draw.boxed = 1;
        play_label(a, VIEW_G_HILITE, K_HINT_TXT, h + 1, 0, vp_right, y, HINT_PX, GFX_FONT_BOLD,
                GFX_RIGHT | GFX_MIDDLE, ui_ink, vp[h], 55)->draw.boxed = 1;
        /* the row takes the hint when clicked, and lights up under the mouse (b: its move was cut,
         * its tooltip says it whole) */
        float x0 = lx - 11, w = vp_right + 8 - x0;
        int idx;
        ecs_entity *row = ecs_rect(a->world, view_key(VIEW_G_HILITE, K_HINT_ROW, h, 0), x0 + w / 2, y, w, 20, 10,
                                   hint_fill(h), 0, hint_fill(h), 54, &idx);
        row->draw.colour = gfx_alpha(hint_fill(h), ui->hover == idx ? 0.55f : hint_set_up(a, h) ? 0.4f : 0);
        row->mask |= ECS_HIT;
        row->hit = (ecs_hit){0, w, 20, HIT_HINT, h, cut[h]};
    }
}

void play_sync_marks(app *a)
{
    play_ui *ui = &a->play->ui;
    const td_state *s = now_of(a);
    ecs_sync_begin(a->world, VIEW_G_HILITE);
    int n = 0, k = play_need(a);
    if (k == TD_NEED_DIE && ui->slot >= 0)
        n = lit_die_targets(a, s, n);
    else if (k == TD_NEED_PRESTIGE || k == TD_NEED_WORK)
        n = lit_build_targets(a, s, n);
    else if (k != TD_NEED_OVERFLOW && k != TD_NEED_BANQUET4)
        unlit_sheet(a);
    if (k != TD_NEED_OVERFLOW && k != TD_NEED_BANQUET4) {
        /* the tracks answer the mouse with what they hold and give, under the squares' own targets */
        for (int t = 0; t < TD_COLOURS; t++) {
            unlit(a, 240 + t, HIT_RES_TRACK, t, 0);
            unlit(a, 244 + t, HIT_CIT_TRACK, t, 0);
        }
        for (int p = 0; p < TD_COLUMNS; p++) /* and the characters, what unlocks them and what they score */
            unlit(a, 248 + p, HIT_CHARACTER, p, 0);
    } else {
        n = lit_citizen_targets(a, n);
    }
    if (play_revealing(a))
        reveal_frames(a);
    if (play_hints_shown(a))
        hint_list(a, s);
    else if (!a->watch.on) /* a line watched is not the player's game: no progress of theirs */
        sync_progress(a, s);
    ecs_sync_end(a->world, VIEW_G_HILITE);
}
