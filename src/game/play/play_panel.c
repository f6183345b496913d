/* play_panel.c — the play screen's entities besides the sheet and the wheel: the top bar (the day,
 * the seats' tabs and scores, the buttons), the panel under the wheel (what to decide, the die's
 * payment, value, colour and action), the banner of the roll's events or the reveal, the targets
 * lit on the sheet with their costs, the hints' marks and the progress of the tracks. All of it is
 * synced from the game state and the ui state (play_ui); what is legal, what it costs and what it
 * gains is asked of the core.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app_lang.h"
#include "shell/store.h"
#include "play/play.h"
#include "tutorial/tut_play.h"
#include "troyes/td_score.h"
#include "kit/ui_widgets.h"
#include "shell/seats.h"

/* The names of the play screen's kinds (K_* in play.h) in the dump (view.h): "button[confirm]",
 * "button[action,gain]" (the choices' buttons are 20 + the pay, value, colour and action rows,
 * their second index the option), "dice.die[2]", "hilite.lit[5]". */
static const view_word button_words[] = {
    [BTN_ROLL] = {"roll", 0}, [BTN_CONFIRM] = {"confirm", 0}, [BTN_UNDO] = {"undo", 0},
    [BTN_HINT] = {"hint", 0}, [BTN_SOUND] = {"sound", 0}, [BTN_FALLBACK] = {"fallback", 0},
    [BTN_CANCEL] = {"cancel", 0}, [BTN_END] = {"end", 0}, [BTN_MENU] = {"menu", 0},
    [BTN_PASS] = {"pass", 0}, [BTN_REVEAL] = {"reveal", 0}, [BTN_WATCH_NEXT] = {"watch_next", 0},
    [BTN_WATCH_PLAY] = {"watch_play", 0}, [BTN_WATCH_BACK] = {"watch_back", 0},
    [BTN_REVEAL_PREV] = {"reveal_prev", 0}, [BTN_REVEAL_NEXT] = {"reveal_next", 0}, [20] = {"pay", VIEW_IX_RESOURCE},
    [21] = {"value", VIEW_IX_NUM}, [22] = {"colour", VIEW_IX_COLOUR}, [23] = {"action", VIEW_IX_ACTION},
};
static const view_name kind_names[] = {
    [K_BAR] = {"bar"},
    [K_TITLE] = {"title"},
    [K_SEAT] = {"seat", VIEW_IX_NUM},
    [K_SEAT_TXT] = {"seat.text", VIEW_IX_NUM},
    [K_BTN] = {"button", VIEW_IX_WORDS, VIEW_IX_NONE, VIEW_WORDS(button_words)},
    [K_BTN_TXT] = {"button.text", VIEW_IX_WORDS, VIEW_IX_NONE, VIEW_WORDS(button_words)},
    [K_PANEL] = {"panel"},
    [K_PANEL_TXT] = {"panel.text", VIEW_IX_NUM, VIEW_IX_NUM},
    [K_CHOICE] = {"choice", VIEW_IX_NUM},
    [K_CHOICE_TXT] = {"choice.text", VIEW_IX_NUM},
    [K_DIE] = {"die", VIEW_IX_NUM},
    [K_DIE_RING] = {"ring", VIEW_IX_NUM},
    [K_BANNER] = {"banner", VIEW_IX_NUM, VIEW_IX_NUM},
    [K_HL] = {"lit", VIEW_IX_NUM},
    [K_HL_TXT] = {"lit.text", VIEW_IX_NUM, VIEW_IX_NUM},
    [K_HINT_TXT] = {"hint.text", VIEW_IX_NUM, VIEW_IX_NUM},
    [K_DIE_X] = {"cross", VIEW_IX_NUM, VIEW_IX_NUM},
    [K_SEAT_DOT] = {"seat.dot", VIEW_IX_NUM},
    [K_DIE_SYMBOL] = {"symbol", VIEW_IX_NUM},
    [K_UNLIT] = {"unlit", VIEW_IX_NUM},
    [K_HINT_FRAME] = {"hint.frame", VIEW_IX_NUM},
    [K_HINT_BADGE] = {"hint.badge", VIEW_IX_NUM, VIEW_IX_NUM},
    [K_HINT_BADGE_TXT] = {"hint.badge.text", VIEW_IX_NUM, VIEW_IX_NUM},
    [K_HINT_ROW] = {"hint.row", VIEW_IX_NUM},
    [K_PROG_TXT] = {"progress.text", VIEW_IX_NUM, VIEW_IX_NUM},
    [K_PROG_BAR] = {"progress.bar", VIEW_IX_NUM, VIEW_IX_NUM},
    [K_HL_FOCUS] = {"focus"},
    [K_DIE_KEY] = {"key", VIEW_IX_NUM, VIEW_IX_NUM},
    [K_PROG_TICK] = {"progress.tick", VIEW_IX_NUM, VIEW_IX_NUM},
    [K_REVEAL_MARK] = {"reveal.mark", VIEW_IX_NUM},
};
_Static_assert(sizeof kind_names / sizeof kind_names[0] == K_REVEAL_MARK + 1, "a name for every K_* kind");
const view_kinds play_kinds = VIEW_KINDS(kind_names);

static int cost_total(const td_cost *c) { return c->total[0] + c->total[1] + c->total[2]; }

/* ---- small entity helpers ----------------------------------------------------------------------- */

static ecs_entity *ui_ent(app *a, int group, int kind, int i, int j, int *index)
{
    int idx = ecs_ensure(a->world, view_key(group, kind, i, j));
    if (index)
        *index = idx;
    ecs_entity *e = ecs_get(a->world, idx);
    e->mask |= ECS_DRAWABLE;
    return e;
}

static ecs_entity *ui_text(app *a, int group, int kind, int i, int j, float x, float y, float px, int face,
                           int align, gfx_rgba c, const char *s, float z)
{
    return ecs_text(a->world, view_key(group, kind, i, j), x, y, px, face, align, c, s, z);
}

/* A button: a rounded rectangle with a label and a hit area. */
static void button(app *a, int id, int sub, float x, float y, float w, float h, const char *label, int enabled,
                   int primary, int tag, int ta, int tb)
{
    int idx;
    ecs_entity *e = ui_ent(a, VIEW_G_UI, K_BTN, id, sub, &idx);
    e->local.x = e->prev.x = x;
    e->local.y = e->prev.y = y;
    e->z = 40;
    e->draw.kind = DRAW_RECT;
    e->draw.w = w;
    e->draw.h = h;
    e->draw.radius = 7;
    int hovered = a->play->ui.hover == idx && enabled;
    gfx_rgba fill = primary ? ui_accent : ui_paper;
    if (!enabled)
        fill = gfx_mix(fill, ui_table, 0.55f);
    else if (hovered)
        fill = gfx_mix(fill, (gfx_rgba){255, 255, 255, 255}, 0.25f);
    e->draw.colour = fill;
    e->draw.width = primary ? 0 : 1.2f;
    e->draw.colour2 = ui_ink_soft;
    /* a disabled button is still under the mouse, for a tooltip that says why (a click does nothing) */
    e->mask |= ECS_HIT;
    e->hit = enabled ? (ecs_hit){0, w, h, tag, ta, tb} : (ecs_hit){0, w, h, HIT_OFF, ta, tb};
    ui_text(a, VIEW_G_UI, K_BTN_TXT, id, sub, x, y, h * 0.48f, GFX_FONT_BOLD, GFX_CENTER | GFX_MIDDLE,
            primary ? ui_paper : enabled ? ui_ink : ui_ink_soft, label, 41);
}

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

/* A target the current choice cannot take: nothing drawn, only a hit area under the lit ones, so
 * that a click on it tells why (play_interpret). */
static void unlit(app *a, int n, int tag, int ta, int tb)
{
    float x, y, w, h;
    play_target_rect(a, tag, ta, tb, &x, &y, &w, &h);
    ecs_entity *e = ecs_get(a->world, ecs_ensure(a->world, view_key(VIEW_G_HILITE, K_UNLIT, n, 0)));
    e->local.x = e->prev.x = x;
    e->local.y = e->prev.y = y;
    /* a lozenge over the two cells it joins, a citizen square over its track */
    e->z = tag == HIT_LINK ? 25.5f : tag == HIT_RES_TRACK || tag == HIT_CIT_TRACK ? 24.5f : 25;
    e->mask |= ECS_HIT;
    e->hit = (ecs_hit){0, w, h, tag, ta, tb};
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
static void hint_badge(app *a, int h, int sub, float x, float y, const char *label)
{
    uiw measure;
    uiw_begin(&measure, a);
    /* at the sheet's smallest text size (14 design units: 11.2 px at 1024x640, sheet_view.c) */
    float w = label[1] ? uiw_text_width(&measure, GFX_FONT_BOLD, 14, label) + 8 : 18;
    if (w < 18)
        w = 18;
    float cx = x + (w - 18) / 2;
    ecs_entity *b = ui_ent(a, VIEW_G_HILITE, K_HINT_BADGE, h, sub, NULL);
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
    ui_text(a, VIEW_G_HILITE, K_HINT_BADGE_TXT, h, sub, cx, y, 14, GFX_FONT_BOLD, GFX_CENTER | GFX_MIDDLE, ui_ink,
            label, 57.5f - (float)h);
}

/* Hint `h`'s target: a gold frame (the best hint's the boldest) and, when `label` is given, a
 * badge on its top-left corner with the numbers of the hints on that target (the best one's
 * frame carries it; a second badge beside it would cover the building). Before a die is chosen
 * the sheet's targets are not lit, and a click on the frame takes the hint (the best one on
 * that target). */
static void hint_mark(app *a, int h, int tag, int ta, int tb, const char *label)
{
    play_ui *ui = &a->play->ui;
    float x, y, w, hh;
    play_target_rect(a, tag, ta, tb, &x, &y, &w, &hh);
    int idx;
    ecs_entity *f = ui_ent(a, VIEW_G_HILITE, K_HINT_FRAME, h, 0, &idx);
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
    /* (in from the corner: the cost badge of a lit target to the left sits on its top-right one) */
    if (label)
        hint_badge(a, h, 0, x - w / 2 + 9, y - hh / 2 + 3, label);
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

static void hilite(app *a, int n, int tag, int ta, int tb, const char *label, int strong, float z)
{
    float x, y, w, h;
    play_target_rect(a, tag, ta, tb, &x, &y, &w, &h);
    int idx;
    /* lit targets in green; the chosen one in a deeper green, thicker and fuller (in blue it looked
     * like the pen's outline of a building already drawn) */
    gfx_rgba glow = strong ? (gfx_rgba){16, 104, 58, 255} : (gfx_rgba){40, 150, 90, 255};
    ecs_entity *e = ecs_rect(a->world, view_key(VIEW_G_HILITE, K_HL, n, 0), x, y, w, h, tag == HIT_CITIZEN ? 12 : 6,
                             glow, strong ? 3.5f : 2.0f, glow, z, &idx);
    e->draw.colour = gfx_alpha(glow, a->play->ui.hover == idx ? 0.35f : strong ? 0.26f : 0.14f);
    e->mask |= ECS_HIT;
    e->hit = (ecs_hit){0, w, h, tag, ta, tb};
    if (label && *label) {
        /* the total cost, in a badge on the target's corner, at the sheet's smallest text size (14
         * design units: 11.2 px at 1024x640, sheet_view.c) */
        float bw = label[1] ? 12.0f + 7.0f * (float)strlen(label) : 18.0f;
        ecs_entity *b = ui_ent(a, VIEW_G_HILITE, K_HL_TXT, n, 1, NULL);
        b->parent = idx;
        b->local.x = b->prev.x = w / 2 - 6; /* clear of a hint's badge on the next cell (hint_mark) */
        b->local.y = b->prev.y = -h / 2 + 2;
        b->z = 29 + 0.4f * (z - 26); /* above the hints' frames (hint_mark) */
        b->draw.kind = DRAW_RECT;
        b->draw.w = bw;
        b->draw.h = 18;
        b->draw.radius = 9;
        b->draw.colour = glow;
        ecs_entity *t = ui_ent(a, VIEW_G_HILITE, K_HL_TXT, n, 0, NULL);
        t->parent = idx;
        t->local.x = t->prev.x = w / 2 - 6;
        t->local.y = t->prev.y = -h / 2 + 2;
        t->z = b->z + 0.2f;
        t->draw.kind = DRAW_TEXT;
        t->draw.h = 14;
        t->draw.face = GFX_FONT_BOLD;
        t->draw.align = GFX_CENTER | GFX_MIDDLE;
        t->draw.colour = (gfx_rgba){255, 255, 255, 255};
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

/* A pay button's label: "1 denier" (short: "1 Fortuna" in Spanish), in a static buffer (one use
 * per call). */
static const char *pay_one(int resource)
{
    static char buf[48];
    snprintf(buf, sizeof buf, tr(TR_PANEL_PAY_ONE), tr(TR_RES_ONE_INFLUENCE + resource));
    return buf;
}

/* A bar of the achievement progress (sync_progress), from its left edge. */
static void progress_bar(app *a, int i, int j, float x, float y, float w, gfx_rgba c)
{
    ecs_rect(a->world, view_key(VIEW_G_HILITE, K_PROG_BAR, i, j), x + w / 2, y, w, 4, 2, c, 0, c, 52, NULL);
}

/* Under the citizen tracks while no hints are shown there: how far the sheet shown has come
 * towards each achievement a game earns (td_achievement_progress). Each has its short name, "have
 * / need" and a bar, green once met (a win over 60 once the game is won); the score shows its
 * first threshold not met yet. One the player's profile already holds has a ticked box before its
 * name, as on the Achievements page, and is drawn softer; one this sheet can no longer meet says
 * so in place of its count. */
static void sync_progress(app *a, const td_state *s)
{
    play_ui *ui = &a->play->ui;
    static const int shown[] = {TD_ACH_SCORE_45, TD_ACH_CHARACTER_18, TD_ACH_CITIZENS_40, TD_ACH_WIN_MULTI_60,
                                TD_ACH_PRESTIGE_ROW, TD_ACH_WORK_ROW, TD_ACH_RESOURCE_TRACK, TD_ACH_CITIZEN_TRACK};
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
    uiw measure;
    uiw_begin(&measure, a);
    float track_x, ly, lx = SHEET_LEFT + 13;
    sheet_cit_pos(TD_COLOURS - 1, 0, &track_x, &ly);
    ly += 26; /* under the last citizen track, as the hints */
    /* at the sheet's smallest text size (14 design units: 11.2 px at 1024x640, sheet_view.c), in
     * three columns so that the names keep it */
    const float px_min = 14;
    ui_text(a, VIEW_G_HILITE, K_PROG_TXT, 0, 0, lx, ly, px_min, GFX_FONT_ITALIC, GFX_LEFT | GFX_MIDDLE, ui_ink_soft,
            tr(TR_PLAY_PROGRESS_TITLE), 55);
    float col_w = (SHEET_RIGHT - 12 - lx) / 3, gap = 14;
    int n = 0;
    for (size_t i = 0; i < sizeof shown / sizeof shown[0]; i++) {
        int k = shown[i] == TD_ACH_SCORE_45 ? score : shown[i];
        if (!pr[k].need)
            continue; /* a solo game is won by nobody */
        /* met as the core counts it (a win over 60 wants the win too: only once the game is over) */
        int met = (earned >> k & 1u) && (k != TD_ACH_WIN_MULTI_60 || s->phase == TD_PHASE_OVER);
        float x = lx + col_w * (float)(n % 3), y = ly + 19 + 26 * (float)(n / 3), w = col_w - gap;
        char count[24];
        snprintf(count, sizeof count, "%d/%d", pr[k].need, pr[k].need); /* as wide as it gets until */
        float cw = uiw_text_width(&measure, GFX_FONT_BOLD, px_min, count); /* met: the label keeps its size */
        int lost = !met && pr[k].lost, owned = !met && held && held->boxes[k];
        if (lost)
            snprintf(count, sizeof count, "%s", tr(TR_PLAY_PROGRESS_CLOSED));
        else
            snprintf(count, sizeof count, "%d/%d", pr[k].have, pr[k].need);
        cw = lost ? uiw_text_width(&measure, GFX_FONT_ITALIC, px_min, count) : cw;
        float tick = owned ? 14 : 0; /* the ticked box before the name */
        if (owned) {
            ecs_rect(a->world, view_key(VIEW_G_HILITE, K_PROG_TICK, n, 0), x + 5, y, 10, 10, 2,
                     (gfx_rgba){255, 253, 247, 255}, 1, ui_ink_soft, 55, NULL);
            ecs_entity *c = ecs_placed(a->world, view_key(VIEW_G_HILITE, K_PROG_TICK, n, 1), x + 5, y, 56, NULL);
            c->draw.kind = DRAW_PEN_CROSS;
            c->draw.w = c->draw.h = 8;
            c->draw.width = 1.6f;
            c->draw.progress = c->prev_progress = 1;
            c->draw.seed = (unsigned)k * 5u + 1u;
            c->draw.colour = ui_accent;
        }
        gfx_rgba ink = met ? ui_good : lost || owned ? ui_ink_soft : ui_ink;
        const char *label = tr(TR_END_ACH_SHORT_PLAYED_SOLO + k);
        float px = uiw_fit_px(&measure, GFX_FONT_REGULAR, px_min, label, w - cw - 6 - tick, px_min);
        ui_text(a, VIEW_G_HILITE, K_PROG_TXT, n + 1, 0, x + tick, y, px, GFX_FONT_REGULAR, GFX_LEFT | GFX_MIDDLE, ink,
                label, 55);
        ui_text(a, VIEW_G_HILITE, K_PROG_TXT, n + 1, 1, x + w, y, px_min, lost ? GFX_FONT_ITALIC : GFX_FONT_BOLD,
                GFX_RIGHT | GFX_MIDDLE, ink, count, 55);
        float part = met || pr[k].have >= pr[k].need ? 1 : (float)(pr[k].have > 0 ? pr[k].have : 0) / (float)pr[k].need;
        progress_bar(a, n, 0, x, y + 11, w, gfx_alpha(ui_ink, 0.12f));
        if (part > 0)
            progress_bar(a, n, 1, x, y + 11, w * part,
                         met ? ui_good
                             : gfx_alpha(lost || owned ? ui_ink_soft : ui_accent, lost || owned ? 0.5f : 0.8f));
        n++;
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

static void sync_hilites(app *a)
{
    play_ui *ui = &a->play->ui;
    const td_state *s = now_of(a);
    ecs_sync_begin(a->world, VIEW_G_HILITE);
    int n = 0, k = play_need(a);
    if (k == TD_NEED_DIE && ui->slot >= 0) {
        /* every target this die can reach (with the payment pressed, else with any: a click finds
         * it one), lit with its cheapest total cost */
        uint8_t seen[TD_ACTIONS][TD_ROWS + TD_COLOURS][TD_COLUMNS]; /* gains: one row per colour */
        memset(seen, 0, sizeof seen);
        for (int i = 0; i < ui->n_legal && n < 200; i++) {
            const td_move *m = &ui->legal[i];
            if (m->kind != TD_MOVE_DIE || m->slot != ui->slot || (ui->pay_chosen && m->pay != ui->pay))
                continue;
            int tag, ta, tb;
            play_target_of(s, m, &tag, &ta, &tb);
            int row = tag == HIT_DIEBOX ? TD_ROWS + ta : ta;
            if (seen[m->action][row][tb])
                continue;
            seen[m->action][row][tb] = 1;
            td_cost c;
            td_move_cost(s, m, &c);
            char label[16]; /* the total price, "0" when free: a number fits the cell's corner in
                             * every language ("gratuit" ran over the next cell) */
            snprintf(label, sizeof label, "%d", cost_total(&c));
            int strong = m->value == ui->value && m->colour == ui->colour && m->action == ui->action;
            hilite(a, n++, tag, ta, tb, label, strong, strong ? 27 : 26);
        }
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
    } else if (k == TD_NEED_PRESTIGE || k == TD_NEED_WORK) {
        uint64_t lit = 0;
        for (int i = 0; i < ui->n_legal; i++)
            if (ui->legal[i].kind == TD_MOVE_BUILD) {
                int tag, row, pos;
                play_target_of(s, &ui->legal[i], &tag, &row, &pos);
                lit |= (uint64_t)1 << (row * TD_COLUMNS + pos);
                int at = ui->armed && i == ui->cursor % (ui->n_legal ? ui->n_legal : 1);
                hilite(a, n++, tag, row, pos, "", at, 26);
                if (at)
                    focus_ring(a, tag, row, pos);
            }
        int u = 0;
        for (int row = 0; row < TD_ROWS; row++)
            for (int pos = 0; pos < TD_COLUMNS; pos++)
                if (!(lit >> (row * TD_COLUMNS + pos) & 1u))
                    unlit(a, u++, HIT_CELL, row, pos);
    } else if (k != TD_NEED_OVERFLOW && k != TD_NEED_BANQUET4) {
        /* no die chosen (or no decision): every cell and link lozenge answers the mouse with what
         * it is (explain_cell, explain_link); the lozenges above the cells they join */
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
    if (k != TD_NEED_OVERFLOW && k != TD_NEED_BANQUET4) {
        /* the tracks answer the mouse with what they hold and give, under the squares' own targets */
        for (int t = 0; t < TD_COLOURS; t++) {
            unlit(a, 240 + t, HIT_RES_TRACK, t, 0);
            unlit(a, 244 + t, HIT_CIT_TRACK, t, 0);
        }
        for (int p = 0; p < TD_COLUMNS; p++) /* and the characters, what unlocks them and what they score */
            unlit(a, 248 + p, HIT_CHARACTER, p, 0);
    } else {
        unsigned lit = 0;
        for (int i = 0; i < ui->n_legal; i++)
            if (ui->legal[i].kind == TD_MOVE_CITIZEN) {
                lit |= 1u << ui->legal[i].colour;
                int at = ui->armed && i == ui->cursor % (ui->n_legal ? ui->n_legal : 1);
                hilite(a, n++, HIT_CITIZEN, ui->legal[i].colour, 0, "", at, 26);
                if (at)
                    focus_ring(a, HIT_CITIZEN, ui->legal[i].colour, 0);
            }
        for (int c = 0, u = 0; c < TD_COLOURS; c++)
            if (!(lit >> c & 1u))
                unlit(a, u++, HIT_CITIZEN, c, 0);
    }
    /* the reveal: the places the shown seat's half-day used, framed in gold (under the lit targets'
     * hit areas: their tooltips still say what a cell is) */
    if (play_revealing(a)) {
        int tag[64], ta[64], tb[64];
        int nm = play_reveal_marks(a, ui->viewer, tag, ta, tb, 64);
        for (int i = 0; i < nm; i++) {
            float x, y, w, h;
            play_target_rect(a, tag[i], ta[i], tb[i], &x, &y, &w, &h);
            ecs_rect(a->world, view_key(VIEW_G_HILITE, K_REVEAL_MARK, i, 0), x, y, w + 2, h + 2,
                     tag[i] == HIT_CIT_SQUARE ? 5 : 7, gfx_alpha(hint_fill(0), 0.22f), 2.5f, hint_edge(0), 24, NULL);
        }
    }
    /* hints: the best few choices numbered on their targets, and listed under the citizen tracks
     * with the expert's estimate of the final score after each */
    if (play_hints_shown(a)) {
        uiw measure;
        uiw_begin(&measure, a);
        float track_x, ly, lx = SHEET_LEFT + 20; /* the list's left edge, and its title's y */
        sheet_cit_pos(TD_COLOURS - 1, 0, &track_x, &ly);
        ly += 26; /* under the last citizen track */
        ui_text(a, VIEW_G_HILITE, K_HINT_TXT, 0, 0, lx - 7, ly, 14, GFX_FONT_ITALIC, GFX_LEFT | GFX_MIDDLE,
                ui_ink_soft, tr(TR_PLAY_HINTS_TITLE), 55);
        int marked[4][3]; /* the hints' targets: tag, a, b (tag HIT_NONE for the fallback) */
        for (int h = 0; h < ui->n_hints; h++)
            play_target_of(s, &ui->hint[h], &marked[h][0], &marked[h][1], &marked[h][2]);
        for (int h = 0; h < ui->n_hints; h++) {
            const td_move *m = &ui->hint[h];
            char text[160];
            if (marked[h][0] != HIT_NONE)
                hint_mark(a, h, marked[h][0], marked[h][1], marked[h][2],
                          hint_target_label(h, marked, ui->n_hints, text, sizeof text));
            float y = ly + 22 * (float)(h + 1);
            snprintf(text, sizeof text, "%d", h + 1);
            hint_badge(a, h, 1, lx, y, text);
            snprintf(text, sizeof text, tr(TR_VP), (int)lroundf(ui->hint_est[h]));
            ui_text(a, VIEW_G_HILITE, K_HINT_TXT, h + 1, 0, lx + 14, y, 14, GFX_FONT_BOLD, GFX_LEFT | GFX_MIDDLE,
                    ui_ink, text, 55);
            play_describe_move(m, text, sizeof text);
            if (m->kind == TD_MOVE_DIE) { /* everything it costs: the slot, a Raid, the changes */
                td_cost c;
                td_move_cost(s, m, &c);
                char paid[96];
                play_amounts_words(c.total, paid, sizeof paid);
                size_t len = strlen(text);
                if (paid[0])
                    snprintf(text + len, sizeof text - len, tr(TR_PLAY_HINT_PAY), paid);
            }
            /* smaller when a long payment would run past the sheet's edge */
            float tpx = uiw_fit_px(&measure, GFX_FONT_REGULAR, 14, text, SHEET_RIGHT - 14 - (lx + 66), 10);
            ui_text(a, VIEW_G_HILITE, K_HINT_TXT, h + 1, 1, lx + 66, y, tpx, GFX_FONT_REGULAR,
                    GFX_LEFT | GFX_MIDDLE, ui_ink, text, 55);
            /* the row takes the hint when clicked, and lights up under the mouse */
            float w = 66 + uiw_text_width(&measure, GFX_FONT_REGULAR, tpx, text) + 22;
            int idx;
            ecs_entity *row = ecs_rect(a->world, view_key(VIEW_G_HILITE, K_HINT_ROW, h, 0), lx - 11 + w / 2, y, w, 20,
                                       10, hint_fill(h), 0, hint_fill(h), 54, &idx);
            row->draw.colour = gfx_alpha(hint_fill(h), ui->hover == idx ? 0.55f : hint_set_up(a, h) ? 0.4f : 0);
            row->mask |= ECS_HIT;
            row->hit = (ecs_hit){0, w, 20, HIT_HINT, h, 0};
        }
    } else {
        sync_progress(a, s);
    }
    ecs_sync_end(a->world, VIEW_G_HILITE);
}

#define SEAT_SEP " \xC2\xB7 " /* in a score tab, between the name and the score */

/* Seat p's score as the score strip shows it. With hidden sheets, while a half-day's choices are
 * being made (until they are shown: a->play->table.held), the others' as they stood at the roll (a score that
 * moved would tell what they chose); else as it is. */
static int shown_score(app *a, int p)
{
    int hidden =
        !seats_sheets_open(a) && (now_of(a)->phase == TD_PHASE_CHOOSE || a->play->table.held) && p != a->play->ui.viewer;
    return td_score_total(hidden ? &a->ss->checkpoint : now_of(a), p);
}

/* A seat tab's text: the name (perhaps cut, with an ellipsis) and the score, with its unit or
 * without ("Player 1 · 7 VP"). */
static void tab_line(const char *name, int score, int unit, char *line, size_t size)
{
    char num[24];
    snprintf(num, sizeof num, unit ? tr(TR_VP) : "%d", score);
    snprintf(line, size, "%.*s" SEAT_SEP "%s", SEAT_NAME_MAX + 3, name, num);
}

static void sync_bar(app *a)
{
    play_ui *ui = &a->play->ui;
    const td_state *s = now_of(a);
    int idx;
    ecs_entity *e = ui_ent(a, VIEW_G_UI, K_BAR, 0, 0, &idx);
    e->local.x = e->prev.x = 640;
    e->local.y = e->prev.y = 20;
    e->z = 35;
    e->draw.kind = DRAW_RECT;
    e->draw.w = 1280;
    e->draw.h = 40;
    e->draw.colour = (gfx_rgba){34, 46, 40, 255};
    e->mask |= ECS_BLEED; /* up to the window's top in a window taller than 16:9 */
    char title[64];
    const td_state *day = view_of(a);
    if (day->phase == TD_PHASE_OVER)
        snprintf(title, sizeof title, "%s", tr(TR_BAR_OVER));
    else
        snprintf(title, sizeof title, tr(day->half ? TR_BAR_AFTERNOON : TR_BAR_MORNING), day->day);
    ui_text(a, VIEW_G_UI, K_TITLE, 0, 0, 16, 20, 20, GFX_FONT_BOLD, GFX_LEFT | GFX_MIDDLE, ui_paper, title, 36);
    /* the score strip: every player's running score, in tabs sharing the room between the title
     * and the Menu button */
    /* past eight seats the strip starts closer to the title (whose longest form ends at 235) */
    float x = a->n_seats > 8 ? 245 : 290, wseat = (a->n_seats > 8 ? 715.0f : 670.0f) / (float)a->n_seats;
    if (wseat > 170)
        wseat = 170;
    unsigned waiting = td_waiting_players(s);
    /* the name and the score ("Player 1 · 7 VP") at 13 px, smaller if need be (down to 10), one
     * size for every tab; the scores go without their unit in every tab when one tab would need
     * a smaller size for it, and a name still too long ends in an ellipsis before the score */
    float scale = a->world->scale > 0 ? a->world->scale : 1, room = wseat - (a->n_seats > 8 ? 10 : 16);
    float px0 = a->n_seats > 5 ? 12 : 13, px_min = a->n_seats > 5 ? 9 : 10;
    char line[SEAT_NAME_MAX + 48], names[TD_MAX_PLAYERS][SEAT_NAME_MAX + 1];
    int score[TD_MAX_PLAYERS];
    /* a bot's default name that would not fit even without the unit goes without its level
     * ("Bot 2 · 31"); its sheet's title gives it */
    for (int p = 0; p < a->n_seats; p++) {
        score[p] = shown_score(a, p);
        snprintf(names[p], sizeof names[p], "%s", a->seats[p].name);
        char shorter[SEAT_NAME_MAX + 1];
        tab_line(names[p], score[p], 0, line, sizeof line);
        if (seats_short_name(a, p, shorter, sizeof shorter) &&
            gfx_fit_px(&a->g, GFX_FONT_BOLD, px0, line, room, scale) < px0 - 1)
            snprintf(names[p], sizeof names[p], "%s", shorter);
    }
    int unit = 1;
    for (int p = 0; p < a->n_seats && unit; p++) {
        tab_line(names[p], score[p], 1, line, sizeof line);
        unit = gfx_fit_px(&a->g, GFX_FONT_BOLD, px0, line, room, scale) >= px0 - 1;
    }
    float px = px0;
    for (int fits = 0; !fits && px > px_min;) { /* fonts come in whole sizes: measured, not scaled */
        fits = 1;
        for (int p = 0; p < a->n_seats && fits; p++) {
            float tw;
            tab_line(names[p], score[p], unit, line, sizeof line);
            gfx_text_size(&a->g, GFX_FONT_BOLD, px * scale, line, &tw, NULL);
            fits = tw <= room * scale;
        }
        if (!fits)
            px = px - 0.5f < px_min ? px_min : px - 0.5f;
    }
    for (int p = 0; p < a->n_seats; p++) {
        float cx = x + wseat / 2;
        ecs_entity *c = ui_ent(a, VIEW_G_UI, K_SEAT, p, 0, &idx);
        c->local.x = c->prev.x = cx;
        c->local.y = c->prev.y = 20;
        c->z = 36;
        c->draw.kind = DRAW_RECT;
        c->draw.w = wseat - 6;
        c->draw.h = 30;
        c->draw.radius = 6;
        c->draw.colour = p == ui->viewer ? (gfx_rgba){246, 238, 220, 255} : (gfx_rgba){70, 88, 78, 255};
        c->draw.width = (waiting >> p & 1u) ? 2 : 0;
        c->draw.colour2 = (gfx_rgba){250, 204, 60, 255};
        c->mask |= ECS_HIT; /* shows that sheet, or with hidden sheets says why not (play_show_sheet) */
        c->hit = (ecs_hit){0, wseat - 6, 30, HIT_SEAT, p, 0};
        const char *name = names[p];
        tab_line(name, score[p], unit, line, sizeof line);
        for (size_t len = strlen(name);;) {
            float tw;
            gfx_text_size(&a->g, GFX_FONT_BOLD, px * scale, line, &tw, NULL);
            if (tw <= room * scale || len == 0)
                break;
            do /* one character less, at a character boundary */
                len--;
            while (len > 0 && ((unsigned char)name[len] & 0xC0) == 0x80);
            while (len > 0 && name[len - 1] == ' ')
                len--;
            char cut[SEAT_NAME_MAX + 4];
            snprintf(cut, sizeof cut, "%.*s\xE2\x80\xA6", (int)len, name);
            tab_line(cut, score[p], unit, line, sizeof line);
        }
        ui_text(a, VIEW_G_UI, K_SEAT_TXT, p, 0, cx, 20, px, GFX_FONT_BOLD, GFX_CENTER | GFX_MIDDLE,
                p == ui->viewer ? ui_ink : ui_paper, line, 37);
        x += wseat;
    }
    button(a, BTN_MENU, 0, 1000, 20, 64, 28, tr(TR_BTN_MENU), 1, 0, HIT_BUTTON, BTN_MENU, 0);
    /* (hints and undo would break the guided game's script: off there) */
    button(a, BTN_HINT, 0, 1070, 20, 60, 28, tr(TR_BTN_HINT), ui->n_legal > 0 && !a->tutorial, 0, HIT_BUTTON, BTN_HINT, 0);
    /* Lit whenever play_undo() would take something back: the die being considered, or the shown
     * player's latest move since the roll, also once it has ended the half-day. */
    button(a, BTN_UNDO, 0, 1138, 20, 64, 28, tr(TR_BTN_UNDO), (ui->slot >= 0 || play_undoable(a) >= 0) && !a->tutorial, 0,
           HIT_BUTTON, BTN_UNDO, 0);
    button(a, BTN_SOUND, 0, 1236, 20, 70, 28, a->s.muted ? tr(TR_BTN_SOUND_OFF) : tr(TR_BTN_SOUND), 1, 0, HIT_BUTTON,
           BTN_SOUND, 0);
}

/* The panel's usual lines: a bold title and, when `sub` is given, an italic line under it, each
 * smaller when a long name would take it past the panel's edge. */
static void panel_lines(app *a, const char *title, const char *sub)
{
    float scale = a->world->scale > 0 ? a->world->scale : 1;
    ui_text(a, VIEW_G_UI, K_PANEL_TXT, 0, 0, 30, PANEL_Y_OF(a) - 36, gfx_fit_px(&a->g, GFX_FONT_BOLD, 15, title, 560, scale),
            GFX_FONT_BOLD, GFX_LEFT | GFX_MIDDLE, ui_paper, title, 40);
    if (sub)
        ui_text(a, VIEW_G_UI, K_PANEL_TXT, 1, 0, 30, PANEL_Y_OF(a) - 12,
                gfx_fit_px(&a->g, GFX_FONT_ITALIC, 13, sub, 560, scale), GFX_FONT_ITALIC, GFX_LEFT | GFX_MIDDLE,
                ui_paper, sub, 40);
}

/* The reveal, in the panel: what the shown seat chose and what its half-day gained (left), the
 * Roll button (or the final scores') and the steps to the seat before and after (right). The
 * gain's lines wrap, smaller when they would take more than two; the keys' line comes under them
 * when there is room. */
#define REVEAL_TEXT_W 372.0f
static void sync_reveal_panel(app *a)
{
    play_ui *ui = &a->play->ui;
    const td_state *s = now_of(a);
    float scale = a->world->scale > 0 ? a->world->scale : 1;
    char head[256], gain[512], line[sizeof gain + 64];
    play_reveal_said(a, ui->viewer, head, sizeof head, gain, sizeof gain);
    snprintf(line, sizeof line, tr(TR_REVEAL_GAIN), gain);
    ui_text(a, VIEW_G_UI, K_PANEL_TXT, 0, 0, 30, PANEL_Y_OF(a) - 36,
            gfx_fit_px(&a->g, GFX_FONT_BOLD, 15, head, REVEAL_TEXT_W, scale), GFX_FONT_BOLD, GFX_LEFT | GFX_MIDDLE,
            ui_paper, head, 40);
    const char *start[4];
    size_t len[4];
    int n = 0;
    float px = 13;
    for (; px >= 12; px -= 1) { /* the largest size that takes at most 2 lines (3 at 12 units) */
        const char *p = gfx_wrap_skip(line);
        for (n = 0; *p && n < 4; n++) {
            start[n] = p;
            len[n] = gfx_wrap_line(&a->g, GFX_FONT_REGULAR, px, p, REVEAL_TEXT_W);
            p = gfx_wrap_skip(p + len[n]);
        }
        if (*p)
            n = 5; /* more than four: too long at this size */
        if (n <= 2 || (px <= 12 && n <= 3))
            break;
    }
    if (n > 3)
        n = 3;
    float lh = px + 4;
    for (int i = 0; i < n; i++) {
        char part[sizeof line];
        snprintf(part, sizeof part, "%.*s", (int)len[i], start[i]);
        ui_text(a, VIEW_G_UI, K_PANEL_TXT, 1, i, 30, PANEL_Y_OF(a) - 13 + lh * (float)i, px, GFX_FONT_REGULAR,
                GFX_LEFT | GFX_MIDDLE, ui_paper, part, 40);
    }
    if (n <= 2)
        ui_text(a, VIEW_G_UI, K_PANEL_TXT, 2, 0, 30, PANEL_Y_OF(a) + 40,
                gfx_fit_px(&a->g, GFX_FONT_ITALIC, 13, tr(TR_REVEAL_KEYS), REVEAL_TEXT_W, scale), GFX_FONT_ITALIC,
                GFX_LEFT | GFX_MIDDLE, gfx_alpha(ui_paper, 0.8f), tr(TR_REVEAL_KEYS), 40);
    if (s->phase == TD_PHASE_OVER)
        button(a, BTN_END, 0, 505, PANEL_Y_OF(a) - 20, 190, 40, tr(TR_BTN_SEE_SCORES), 1, 1, HIT_BUTTON, BTN_END, 0);
    else
        button(a, BTN_ROLL, 0, 505, PANEL_Y_OF(a) - 20, 190, 40, tr(TR_BTN_ROLL), 1, 1, HIT_BUTTON, BTN_ROLL, 0);
    button(a, BTN_REVEAL_PREV, 0, 457, PANEL_Y_OF(a) + 30, 92, 30, tr(TR_BTN_REVEAL_PREV), 1, 0, HIT_BUTTON,
           BTN_REVEAL_PREV, 0);
    button(a, BTN_REVEAL_NEXT, 0, 553, PANEL_Y_OF(a) + 30, 92, 30, tr(TR_BTN_REVEAL_NEXT), 1, 0, HIT_BUTTON,
           BTN_REVEAL_NEXT, 0);
}

/* The controls under the wheel: what the player can do right now. */
static void sync_panel(app *a)
{
    play_ui *ui = &a->play->ui;
    const td_state *s = now_of(a);
    ecs_entity *bg = ui_ent(a, VIEW_G_UI, K_PANEL, 0, 0, NULL);
    bg->local.x = bg->prev.x = 310;
    bg->local.y = bg->prev.y = PANEL_Y_OF(a);
    bg->z = 34;
    bg->draw.kind = DRAW_RECT;
    bg->draw.w = 600;
    bg->draw.h = PANEL_H;
    bg->draw.radius = 10;
    bg->draw.colour = (gfx_rgba){40, 54, 47, 235};
    char buf[256];
    int k = play_need(a);
    gfx_rgba light = ui_paper;
    if (a->watch.on) { /* a line watched: where it is, and how to go on */
        const game_watch *w = &a->watch;
        int done = w->next >= w->n;
        char sub[256];
        snprintf(buf, sizeof buf, tr(TR_PANEL_WATCH), w->next, w->n);
        if (done)
            snprintf(sub, sizeof sub, tr(TR_PANEL_WATCH_DONE_KEYS), td_score_total(s, 0));
        else
            snprintf(sub, sizeof sub, "%s", tr(w->playing ? TR_PANEL_WATCH_PLAYING_KEYS : TR_PANEL_WATCH_KEYS));
        panel_lines(a, buf, sub);
        if (!done) {
            button(a, BTN_WATCH_NEXT, 0, 130, PANEL_Y_OF(a) + 26, 160, 36, tr(TR_BTN_WATCH_NEXT), !w->playing, 0,
                   HIT_BUTTON, BTN_WATCH_NEXT, 0);
            button(a, BTN_WATCH_PLAY, 0, 310, PANEL_Y_OF(a) + 26, 160, 36,
                   tr(w->playing ? TR_BTN_WATCH_PAUSE : TR_BTN_WATCH_PLAY), 1, 1, HIT_BUTTON, BTN_WATCH_PLAY, 0);
        }
        button(a, BTN_WATCH_BACK, 0, done ? 310 : 490, PANEL_Y_OF(a) + 26, 160, 36, tr(TR_BTN_WATCH_BACK), 1, done,
               HIT_BUTTON, BTN_WATCH_BACK, 0);
        return;
    }
    if (a->play->table.held) { /* the last to choose, before the reveal */
        char sub[256];
        snprintf(buf, sizeof buf, tr(TR_PANEL_PASS), a->seats[ui->viewer].name);
        snprintf(sub, sizeof sub, "%s", tr(TR_PANEL_HELD));
        panel_lines(a, buf, sub);
        button(a, BTN_REVEAL, 0, 310, PANEL_Y_OF(a) + 26, 220, 40, tr(TR_BTN_REVEAL), 1, 1, HIT_BUTTON, BTN_REVEAL, 0);
        return;
    }
    if (play_revealing(a)) {
        sync_reveal_panel(a);
        return;
    }
    if (s->phase == TD_PHASE_OVER) {
        ui_text(a, VIEW_G_UI, K_PANEL_TXT, 0, 0, 30, PANEL_Y_OF(a) - 36, 16, GFX_FONT_BOLD, GFX_LEFT | GFX_MIDDLE, light,
                tr(TR_PANEL_OVER), 40);
        button(a, BTN_END, 0, 310, PANEL_Y_OF(a) + 20, 220, 40, tr(TR_BTN_SEE_SCORES), 1, 1, HIT_BUTTON, BTN_END, 0);
        return;
    }
    if (s->phase == TD_PHASE_ROLL) {
        int humans = seats_humans(a);
        if (a->ss->n_moves == 0)
            snprintf(buf, sizeof buf, "%s", tr(TR_PANEL_DAY1));
        else
            snprintf(buf, sizeof buf, "%s", tr(humans ? TR_PANEL_ALL_CHOSEN_ROLL : TR_PANEL_ALL_CHOSEN));
        panel_lines(a, tut_says(a) ? tr(TR_TUT_PANEL_READ) : buf, NULL);
        if (humans)
            button(a, BTN_ROLL, 0, 310, PANEL_Y_OF(a) + 16, 220, 44, tr(TR_BTN_ROLL), !tut_says(a), 1, HIT_BUTTON,
                   BTN_ROLL, 0); /* (not while the guided game has something to say first) */
        return;
    }
    char sub[256];
    int next = play_pass_due(a);
    if (next >= 0) {
        snprintf(buf, sizeof buf, tr(TR_PANEL_PASS), a->seats[ui->viewer].name);
        snprintf(sub, sizeof sub, tr(TR_PANEL_PASS_NEXT), a->seats[next].name);
        panel_lines(a, buf, sub);
        button(a, BTN_PASS, 0, 310, PANEL_Y_OF(a) + 26, 220, 40, tr(TR_BTN_PASS), 1, 1, HIT_BUTTON, BTN_PASS, 0);
        return;
    }
    int back = play_peek_waiting(a);
    if (back >= 0) {
        snprintf(buf, sizeof buf, tr(TR_PANEL_PEEK), a->seats[ui->viewer].name);
        snprintf(sub, sizeof sub, tr(TR_PANEL_PEEK_BACK), a->seats[back].name);
        panel_lines(a, buf, sub);
        return;
    }
    if (seats_is_bot(a, ui->viewer) || k == TD_NEED_NOTHING) {
        int n = 0;
        for (int p = 0; p < a->n_seats; p++)
            n += td_waiting_players(s) >> p & 1u;
        snprintf(buf, sizeof buf, tr(n == 1 ? TR_PANEL_WAITING_ONE : TR_PANEL_WAITING_MANY), a->seats[ui->viewer].name,
                 n);
        panel_lines(a, buf, NULL);
        return;
    }
    if (k != TD_NEED_DIE) {
        /* the decision, on two lines when it is long (a column bonus in French or Spanish) */
        const char *need = play_need_text(a, buf, sizeof buf);
        size_t first = gfx_wrap_line(&a->g, GFX_FONT_BOLD, 15, need, 560);
        const char *rest = gfx_wrap_skip(need + first);
        float y = *rest ? PANEL_Y_OF(a) - 38 : PANEL_Y_OF(a) - 30;
        char line[sizeof buf];
        snprintf(line, sizeof line, "%.*s", (int)first, need);
        ui_text(a, VIEW_G_UI, K_PANEL_TXT, 0, 0, 30, y, 15, GFX_FONT_BOLD, GFX_LEFT | GFX_MIDDLE, light, line, 40);
        if (*rest) {
            y += 20;
            ui_text(a, VIEW_G_UI, K_PANEL_TXT, 0, 1, 30, y, 15, GFX_FONT_BOLD, GFX_LEFT | GFX_MIDDLE, light, rest, 40);
        }
        ui_text(a, VIEW_G_UI, K_PANEL_TXT, 1, 0, 30, y + 34, 12, GFX_FONT_ITALIC, GFX_LEFT | GFX_MIDDLE, light,
                tr(TR_PANEL_ARROWS), 40);
        if (ui->n_legal > 0 && ui->armed) { /* the option Enter takes, in words: the ring on the sheet is small */
            const td_move *m = &ui->legal[ui->cursor % ui->n_legal];
            char what[96];
            if (m->kind == TD_MOVE_BUILD)
                snprintf(what, sizeof what, tr(TR_EXPLAIN_HEAD), tr(TR_ROW_FORTRESS + m->row), m->value);
            else
                play_describe_move(m, what, sizeof what);
            int len = snprintf(line, sizeof line, tr(TR_PANEL_ENTER_TAKES), what);
            td_gain g; /* and what it scores, as a die's target says in its tooltip */
            if (len > 0 && (size_t)len < sizeof line && !td_move_preview(s, m, &g)) {
                snprintf(line + len, sizeof line - (size_t)len, " · ");
                len += (int)strlen(line + len);
                snprintf(line + len, sizeof line - (size_t)len, tr(TR_TIP_SCORE), g.score_delta);
            }
            ui_text(a, VIEW_G_UI, K_PANEL_TXT, 2, 0, 30, y + 52, 12, GFX_FONT_BOLD, GFX_LEFT | GFX_MIDDLE, light, line,
                    40);
        }
        return;
    }
    /* the fallback: no die can be paid for */
    if (ui->n_legal == 1 && ui->legal[0].kind == TD_MOVE_FALLBACK) {
        ui_text(a, VIEW_G_UI, K_PANEL_TXT, 0, 0, 30, PANEL_Y_OF(a) - 36, 14, GFX_FONT_BOLD, GFX_LEFT | GFX_MIDDLE, light,
                tr(TR_PANEL_NO_DIE), 40);
        ui_text(a, VIEW_G_UI, K_PANEL_TXT, 1, 0, 30, PANEL_Y_OF(a) - 14, 13, GFX_FONT_REGULAR, GFX_LEFT | GFX_MIDDLE, light,
                tr(TR_PANEL_FALLBACK_GAIN), 40);
        button(a, BTN_FALLBACK, 0, 310, PANEL_Y_OF(a) + 26, 260, 36, tr(TR_BTN_FALLBACK), 1, 1, HIT_BUTTON,
               BTN_FALLBACK, 0);
        return;
    }
    if (ui->slot < 0 && tut_says(a)) { /* the guided game's sentence first */
        panel_lines(a, tr(TR_TUT_PANEL_READ), NULL);
        return;
    }
    if (ui->slot < 0) {
        snprintf(buf, sizeof buf, tr(TR_PANEL_PICK_DIE), a->seats[ui->viewer].name);
        panel_lines(a, buf, tr(TR_PANEL_TARGETS));
        return;
    }
    /* payment of the slot-2 die */
    float y0 = PANEL_Y_OF(a) - 34, y1 = PANEL_Y_OF(a) + 2, y2 = PANEL_Y_OF(a) + 38;
    const td_die_info *d = &s->die[ui->slot];
    if (d->pay_choice) {
        ui_text(a, VIEW_G_UI, K_CHOICE_TXT, 0, 0, 22, y0, 12.5f, GFX_FONT_BOLD, GFX_LEFT | GFX_MIDDLE, light,
                tr(TR_PANEL_PAY_WITH), 40);
        for (int r = 0; r < TD_RESOURCES; r++) {
            int ok = play_ui_find(&a->play->ui, ui->slot, r, -1, -1, -1) >= 0;
            button(a, 20, r, 140 + (float)r * 96, y0, 90, 24, pay_one(r), ok, ui->pay == r, HIT_PAY, r, 0);
        }
    } else {
        td_cost c;
        int any = play_ui_find(&a->play->ui, ui->slot, ui->pay, -1, -1, -1);
        td_move_cost(s, &ui->legal[any], &c);
        char amount[48], raid[96];
        play_amounts_words(c.surcharge, raid, sizeof raid); /* a Raid's surcharge on this die */
        if (c.slot_amount && raid[0])
            snprintf(buf, sizeof buf, tr(TR_PANEL_DIE_COSTS_RAID), ui->slot + 1,
                     tr_amount(amount, sizeof amount, c.slot_amount, c.slot_resource), raid);
        else if (c.slot_amount)
            snprintf(buf, sizeof buf, tr(TR_PANEL_DIE_COSTS), ui->slot + 1,
                     tr_amount(amount, sizeof amount, c.slot_amount, c.slot_resource));
        else if (raid[0])
            snprintf(buf, sizeof buf, tr(TR_PANEL_DIE_RAID), ui->slot + 1, raid);
        else if (d->tile == TD_TILE_FREE && td_slot_cost[ui->slot]) /* SPEC §7: Banquet 3 took its price */
            snprintf(buf, sizeof buf, tr(TR_EV_PANEL_FREE), ui->slot + 1, TD_TILE_FREE);
        else
            snprintf(buf, sizeof buf, tr(TR_PANEL_DIE_FREE), ui->slot + 1);
        int chosen = play_ui_find(&a->play->ui, ui->slot, ui->pay, ui->value, ui->colour, -1);
        if (chosen >= 0) { /* a value or colour changed: the whole price, not the die's alone */
            td_move_cost(s, &ui->legal[chosen], &c);
            if (c.value_influence || c.colour_knowledge) {
                char all[96];
                play_amounts_words(c.total, all, sizeof all);
                snprintf(buf, sizeof buf, tr(TR_PANEL_DIE_IN_ALL), ui->slot + 1, all);
            }
        }
        float px = gfx_fit_px(&a->g, GFX_FONT_BOLD, 13, buf, 365, a->world->scale); /* left of the actions */
        ui_text(a, VIEW_G_UI, K_CHOICE_TXT, 0, 0, 22, y0, px, GFX_FONT_BOLD, GFX_LEFT | GFX_MIDDLE, light, buf, 40);
    }
    /* value: each button shows the influence it costs (priced by the core) */
    ui_text(a, VIEW_G_UI, K_CHOICE_TXT, 1, 0, 22, y1, 12.5f, GFX_FONT_BOLD, GFX_LEFT | GFX_MIDDLE, light,
            tr(TR_PANEL_VALUE), 40);
    for (int v = 1; v <= 6; v++) {
        int i = play_ui_find(&a->play->ui, ui->slot, ui->pay, v, ui->colour, -1);
        if (i < 0)
            i = play_ui_find(&a->play->ui, ui->slot, ui->pay, v, -1, -1);
        if (i < 0 && !ui->pay_chosen) /* reachable with another payment: the button takes it */
            i = play_ui_find(&a->play->ui, ui->slot, -1, v, -1, -1);
        char lab[16];
        if (i >= 0) {
            td_cost c;
            td_move_cost(s, &ui->legal[i], &c);
            if (c.value_influence)
                snprintf(lab, sizeof lab, tr(TR_PANEL_VALUE_COST), v, c.value_influence);
            else
                snprintf(lab, sizeof lab, "%d", v);
        } else {
            snprintf(lab, sizeof lab, "%d", v);
        }
        button(a, 21, v, 108 + (float)(v - 1) * 56, y1, 52, 26, lab, i >= 0, ui->value == v, HIT_VALUE, v, 0);
    }
    /* colour */
    ui_text(a, VIEW_G_UI, K_CHOICE_TXT, 2, 0, 22, y2, 12.5f, GFX_FONT_BOLD, GFX_LEFT | GFX_MIDDLE, light,
            tr(TR_PANEL_COLOUR), 40);
    for (int c = 0; c < TD_COLOURS; c++) {
        int i = play_ui_find(&a->play->ui, ui->slot, ui->pay, ui->value, c, -1);
        if (i < 0 && !ui->pay_chosen)
            i = play_ui_find(&a->play->ui, ui->slot, -1, ui->value, c, -1);
        char lab[24];
        if (i >= 0) {
            td_cost cost;
            td_move_cost(s, &ui->legal[i], &cost);
            if (cost.colour_knowledge)
                snprintf(lab, sizeof lab, tr(TR_PANEL_COLOUR_COST), tr(TR_COLOUR_CAP_RED + c), cost.colour_knowledge);
            else
                snprintf(lab, sizeof lab, "%s", tr(TR_COLOUR_CAP_RED + c));
        } else {
            snprintf(lab, sizeof lab, "%s", tr(TR_COLOUR_CAP_RED + c));
        }
        button(a, 22, c, 138 + (float)c * 86, y2, 80, 26, lab, i >= 0, ui->colour == c, HIT_COLOUR, c, 0);
    }
    /* action */
    for (int act = 0; act < TD_ACTIONS; act++) {
        int ok = play_ui_action_reachable(&a->play->ui, act);
        button(a, 23, act, 424 + (float)act * 66, y0, 62, 26, tr(TR_ACTION_GAIN + act), ok, ui->action == act,
               HIT_ACTION, act, 0);
    }
    int ready =
        ui->action >= 0 && play_ui_find(&a->play->ui, ui->slot, ui->pay, ui->value, ui->colour, ui->action) >= 0;
    button(a, BTN_CONFIRM, 0, 500, y2, 180, 28, tr(TR_BTN_CONFIRM), ready, 1, HIT_BUTTON, BTN_CONFIRM, 0);
}

/* The roll's banner and the last note, on the lines above the panel: wrapped to the panel's
 * width, the last line just above the panel and the others stacked above it, over the wheel's rim.
 * More than one line sits on a strip of the table's colour: every line shows, however long the
 * half-day's summary, and the panel's buttons never cover one. Each line is a text of its own. */
#define BANNER_LINES 16
#define BANNER_LINE_H 17.0f /* design units, for 13 px text */
static void sync_banner(app *a)
{
    play_ui *ui = &a->play->ui;
    char text[sizeof ui->banner + sizeof ui->note + 2];
    snprintf(text, sizeof text, "%s%s%s", ui->banner, ui->banner[0] && ui->note[0] ? "  " : "", ui->note);
    const char *start[BANNER_LINES];
    size_t len[BANNER_LINES];
    int n = 0;
    const char *p = gfx_wrap_skip(text);
    while (*p && n < BANNER_LINES) {
        start[n] = p;
        /* the last line that fits takes the rest (never cut off; it only runs long) */
        len[n] = n == BANNER_LINES - 1 ? strlen(p) : gfx_wrap_line(&a->g, GFX_FONT_ITALIC, 13, p, 570);
        p = gfx_wrap_skip(p + len[n]);
        n++;
    }
    if (n == 0)
        return;
    /* The last line's descenders end a unit above the panel's top edge, and the strip behind
     * the lines ends on that edge. */
    float y_last = PANEL_TOP_OF(a) - BANNER_LINE_H - 1, y_first = y_last - BANNER_LINE_H * (float)(n - 1);
    if (n > 1) {
        float top = y_first - 3, bottom = PANEL_TOP_OF(a);
        ecs_entity *bg = ui_ent(a, VIEW_G_UI, K_BANNER, 0, 1, NULL);
        bg->local.x = bg->prev.x = 310;
        bg->local.y = bg->prev.y = (top + bottom) / 2;
        bg->z = 39;
        bg->draw.kind = DRAW_RECT;
        bg->draw.w = 600;
        bg->draw.h = bottom - top;
        bg->draw.radius = 8;
        bg->draw.colour = gfx_alpha(ui_table, 0.88f);
    }
    for (int i = 0; i < n; i++) {
        char line[sizeof text];
        snprintf(line, sizeof line, "%.*s", (int)len[i], start[i]);
        ui_text(a, VIEW_G_UI, K_BANNER, 1, i, 20, y_first + BANNER_LINE_H * (float)i, 13, GFX_FONT_ITALIC, GFX_LEFT,
                ui_paper, line, 40);
    }
}

void play_sync_ui(app *a)
{
    ecs_sync_begin(a->world, VIEW_G_UI);
    sync_bar(a);
    sync_panel(a);
    sync_banner(a);
    ecs_sync_end(a->world, VIEW_G_UI);
    sync_hilites(a);
}
