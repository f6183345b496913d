/* screen_end.c — the end of a game, drawn as a scoring pad: for every player (1 to 10 columns)
 * each Cathedral character's points with the buildings it counts and its multiplier, the points
 * of each resource, the citizens and the total; who won (ties share the victory and say so); the
 * achievements earned in this game. Then: a new game, the same seats again with a new seed, or
 * the title screen.
 *
 * Every number comes from the core (td_score_of, td_ranking, td_achievements); this file only
 * lays them out. A finished solo game's table sets two references in columns beside the player's,
 * row by row: the expert on the same dice and the hindsight best line, worked out beside the game
 * (refs.h) and scored from their final sheets by the core; each reference's cell is framed where
 * it differs from the player's (green: the player scored more). A reference still being worked
 * out shows an ellipsis, and the headline says so.
 */
#include <stdio.h>
#include <string.h>

#include "app_lang.h"
#include "shell/refs.h"
#include "shell/screens.h"
#include "troyes/td_engine.h"
#include "troyes/td_gameid.h"
#include "troyes/td_score.h"
#include "kit/ui_widgets.h"
#include "play/view.h"
#include "shell/game.h"
#include "shell/seats.h"

#define G VIEW_G_UI

enum {
    K_SHADOW = 1, K_PAPER, K_TITLE, K_ID, K_HEADLINE, K_COLNAME, K_COLKIND, K_BAND, K_VLINE, K_HLINE, K_LABEL,
    K_LABEL_SUB, K_ICON, K_SMALL, K_CELL, K_RING, K_ACH, K_FOOT, K_BTN, K_COPY, K_KEYS, K_AHEAD, K_BEHIND,
    K_WAIT, K_NOTE
};
enum { T_NEW = 1, T_AGAIN, T_TITLE, T_COPY, T_WATCH };

/* Row indices of the table. */
enum { R_CHAR0 = 0, R_RES0 = TD_COLUMNS, R_CITIZENS = R_RES0 + TD_RESOURCES, R_TOTAL, R_PLACE, R_ACH };
/* The kinds' names in the dump (view.h): "cell[total,2]" (a row, a player), "button[again]". */
static const view_word row_words[] = {
    [R_CHAR0] = {"column1", 0}, {"column2", 0}, {"column3", 0}, {"column4", 0}, {"column5", 0}, {"column6", 0},
    [R_RES0] = {"influence", 0}, {"deniers", 0}, {"knowledge", 0},
    [R_CITIZENS] = {"citizens", 0}, [R_TOTAL] = {"total", 0}, [R_PLACE] = {"place", 0}, [R_ACH] = {"achievements", 0},
};
_Static_assert(sizeof row_words / sizeof row_words[0] == R_ACH + 1 && TD_COLUMNS == 6, "a word for every row");
static const view_word button_words[] = {{"new", 0}, {"again", 0}, {"title", 0}, {"watch", 0}};
static const view_name kind_names[] = {
    [K_SHADOW] = {"shadow"},
    [K_PAPER] = {"paper"},
    [K_TITLE] = {"title"},
    [K_ID] = {"id"},
    [K_HEADLINE] = {"headline"},
    [K_COLNAME] = {"column.name", VIEW_IX_NUM, VIEW_IX_NUM},
    [K_COLKIND] = {"column.kind", VIEW_IX_NUM},
    [K_BAND] = {"band", VIEW_IX_WORDS, VIEW_IX_NONE, VIEW_WORDS(row_words)},
    [K_VLINE] = {"vline", VIEW_IX_NUM},
    [K_HLINE] = {"hline", VIEW_IX_NUM},
    [K_LABEL] = {"label", VIEW_IX_WORDS, VIEW_IX_NONE, VIEW_WORDS(row_words)},
    [K_LABEL_SUB] = {"label.sub", VIEW_IX_WORDS, VIEW_IX_NONE, VIEW_WORDS(row_words)},
    [K_ICON] = {"icon", VIEW_IX_WORDS, VIEW_IX_NONE, VIEW_WORDS(row_words)},
    [K_SMALL] = {"small", VIEW_IX_WORDS, VIEW_IX_NUM, VIEW_WORDS(row_words)},
    [K_CELL] = {"cell", VIEW_IX_WORDS, VIEW_IX_NUM, VIEW_WORDS(row_words)},
    [K_RING] = {"ring", VIEW_IX_NUM},
    [K_ACH] = {"achievement", VIEW_IX_NUM, VIEW_IX_NUM},
    [K_FOOT] = {"foot"},
    [K_BTN] = {"button", VIEW_IX_WORDS, VIEW_IX_NONE, VIEW_WORDS(button_words)},
    [K_COPY] = {"copy"},
    [K_KEYS] = {"keys"},
    [K_AHEAD] = {"you.ahead", VIEW_IX_WORDS, VIEW_IX_NUM, VIEW_WORDS(row_words)},
    [K_BEHIND] = {"you.behind", VIEW_IX_WORDS, VIEW_IX_NUM, VIEW_WORDS(row_words)},
    [K_WAIT] = {"refs.wait"},
    [K_NOTE] = {"refs.note"},
};
_Static_assert(sizeof kind_names / sizeof kind_names[0] == K_NOTE + 1, "a name for every K_* kind");
const view_kinds end_kinds = VIEW_KINDS(kind_names);

/* The "play 3 games" tallies this game counts towards (the same for every player): listed with a
 * player's achievements only when this game completed them (its third box). */
#define ACH_PLAYED ((1u << TD_ACH_PLAYED_SOLO) | (1u << TD_ACH_PLAYED_MULTI) | (1u << TD_ACH_PLAYED_EXPANSION))

static struct end_ui {
    uiw w;
    char msg[200];
} end_state;

static uint32_t key(int kind, int i, int j) { return view_key(G, kind, i, j); }

static const char *ordinal(int n, char *buf, size_t cap)
{
    /* ranks go up to TD_MAX_PLAYERS: 1st, 2nd and 3rd have their own words, then "%dth" */
    if (n >= 1 && n <= 3)
        snprintf(buf, cap, "%s", tr(TR_ORDINAL_1 + n - 1));
    else
        snprintf(buf, cap, tr(TR_ORDINAL_N), n);
    return buf;
}

static int popcount6(unsigned v)
{
    int n = 0;
    for (; v; v &= v - 1)
        n++;
    return n;
}

/* The size at which every achievement of `ach` fits `max_w` (at most `px`, at least 9), named
 * from string `name0` on (the full names or the short ones), those in `fresh` in bold. */
static float ach_list_px(uiw *u, uint32_t ach, uint32_t fresh, int name0, float px, float max_w)
{
    float least = px;
    for (int i = 0; i < TD_ACH_COUNT; i++)
        if (ach >> i & 1u) {
            int face = fresh >> i & 1u ? GFX_FONT_BOLD : GFX_FONT_REGULAR;
            float fit = uiw_fit_px(u, face, px, tr(name0 + i), max_w, 9);
            least = fit < least ? fit : least;
        }
    return least;
}

/* "Alice wins with 58 VP." / "Tie! Alice and Bob share the victory with 58 VP each." A solo
 * game's: its score; at or above the expert's on the same dice, the player's feat said; then what
 * the references' columns are, unless `feat_alone` and the feat is said. */
static void headline(app *a, char *buf, size_t cap, int feat_alone)
{
    const td_state *s = &a->ss->now;
    uint8_t rank[TD_MAX_PLAYERS];
    unsigned winners = td_ranking(s, rank);
    int n_win = 0, best = 0;
    for (int p = 0; p < a->n_seats; p++)
        if (winners >> p & 1u) {
            n_win++;
            best = td_score_total(s, p);
        }
    if (s->phase != TD_PHASE_OVER) {
        snprintf(buf, cap, tr(TR_END_NOT_OVER), s->day, best);
        return;
    }
    if (a->n_seats == 1) {
        int len = snprintf(buf, cap, tr(TR_END_FINAL_SCORE), best);
        int expert = 0, par = 0, known = refs_get(&s->params, &expert, &par);
        if (len < 0 || (size_t)len + 2 >= cap || known <= 0 || a->tutorial)
            return; /* (while they are worked out, their columns say so: sync_refs_wait) */
        int feat = expert >= 0 && best >= expert;
        if (feat) { /* the player's feat, said first */
            int w = snprintf(buf + len, cap - (size_t)len, " ");
            w += snprintf(buf + len + w, cap - (size_t)(len + w), tr(best > expert ? TR_END_BEAT_EXPERT : TR_END_MATCH_EXPERT),
                          expert);
            if (w < 0 || (size_t)(len + w) + 2 >= cap)
                return;
            len += w;
        }
        if (!feat || !feat_alone) { /* what the references' columns are */
            buf[len++] = ' ';
            snprintf(buf + len, cap - (size_t)len, "%s", tr(TR_END_REFS));
        }
        return;
    }
    char names[400] = "";
    size_t len = 0;
    for (int p = 0, k = 0; p < a->n_seats; p++) {
        if (!(winners >> p & 1u))
            continue;
        const char *sep = k == 0 ? "" : k == n_win - 1 ? tr(TR_LIST_AND) : tr(TR_LIST_SEP);
        int w = snprintf(names + len, sizeof names - len, "%s%s", sep, a->seats[p].name);
        if (w > 0 && (size_t)w < sizeof names - len)
            len += (size_t)w;
        k++;
    }
    if (n_win == 1)
        snprintf(buf, cap, tr(TR_END_WINS_WITH), names, best);
    else if (n_win == a->n_seats && n_win > 2) /* two are named: "All 2 players" reads oddly */
        snprintf(buf, cap, tr(TR_END_TIE_ALL), n_win, best);
    else
        snprintf(buf, cap, tr(TR_END_TIE_NAMES), names, best);
}

/* A horizontal rule across the table. */
static void hline(uiw *u, int i, float x0, float x1, float y, float width, float alpha)
{
    uiw_rect(u, key(K_HLINE, i, 0), (x0 + x1) / 2, y, x1 - x0, width, 0, gfx_alpha(ui_ink, alpha), 0, ui_ink, 6);
}

/* A column's name too wide for one line at 11 px, written on two (the second where a bot's kind
 * goes), as uiw_split2 splits it from 13 px down to 11. 0 when it cannot be, and then nothing is
 * drawn. */
static int two_lines(const char *name, float max_w, int p, float cx, float y_head)
{
    uiw *u = &end_state.w;
    char line[SEAT_NAME_MAX + 8], second[SEAT_NAME_MAX + 8];
    float px = uiw_split2(u, GFX_FONT_BOLD, 13, 11, name, max_w, 1, line, second, sizeof line);
    if (px <= 0)
        return 0;
    uiw_text(u, key(K_COLNAME, p, 0), cx, y_head - 8, px, GFX_FONT_BOLD, GFX_CENTER | GFX_MIDDLE, ui_ink, line, 10);
    uiw_text(u, key(K_COLNAME, p, 1), cx, y_head + 9, px, GFX_FONT_BOLD, GFX_CENTER | GFX_MIDDLE, ui_ink, second, 10);
    return 1;
}

/* ---- the page, region by region ----------------------------------------------------------- */

/* The pad's layout, in design units: the paper, the table's top edge, its column heads' line and
 * the rule under them, the room of its rows and of the achievements listed under it, the line of
 * the buttons. */
#define END_TABLE_TOP 108.0f
#define END_HEAD_Y 132.0f
#define END_ROWS_Y 156.0f
#define END_ROWS_BASE_H 343.0f /* the rows' heights before they grow into the room left */
#define END_ROWS_ROOM 456.0f   /* what the rows and the achievements' list share */
#define END_ACH_LIMIT 620.0f   /* the achievements' list ends above this */
#define END_PAPER_BOTTOM 636.0f
#define END_BUTTONS_Y 683.0f

/* Where the table's columns lie: the labels' column (lw) on the left, then one column per seat;
 * a solo game's two references after the player's (REF_EXPERT, REF_BEST). */
enum { REF_EXPERT = 1, REF_BEST = 2, REF_COLUMNS = 3 };
typedef struct end_cols {
    int n;                 /* columns: the seats, or the player and the references */
    int seats;             /* the seats (their ranks, rings and achievements) */
    int refs;              /* the references' columns follow the player's */
    float lw, colw, tw;    /* the labels' width, a seat's column, the table's width */
    float x0, x1;          /* the table's left and right edges */
} end_cols;

static float col_x(const end_cols *c, int p) { return c->x0 + c->lw + c->colw * ((float)p + 0.5f); }

/* The game's scores, ranks and winners, as the rows show them. */
typedef struct end_scores {
    int over;              /* the game is over (else: the scores so far) */
    td_score sc[TD_MAX_PLAYERS];
    const td_sheet *sheet[TD_MAX_PLAYERS]; /* by column; NULL: a reference still being worked out */
    uint8_t rank[TD_MAX_PLAYERS];
    unsigned winners;
    int n_win;
} end_scores;

/* The achievements this game completed, listed under the table. */
typedef struct end_ach {
    uint32_t played;       /* the "played" achievements any seat ticked (the foot's tallies) */
    int most;              /* the longest list */
    uint32_t ach[TD_MAX_PLAYERS];
    uint32_t fresh[TD_MAX_PLAYERS]; /* completed for the first time in the seat's profile */
    uint32_t any_fresh;
    int bot[TD_MAX_PLAYERS];        /* a bot's seat: no achievements (a dash in its column) */
} end_ach;

/* The paper, the title, the game ID with its Copy button, and the headline. */
static void sync_heading(app *a, uiw *u, const td_state *s, int over)
{
    uiw_rect(u, key(K_SHADOW, 0, 0), 644, 336, 1220, 636, 8, (gfx_rgba){0, 0, 0, 70}, 0, ui_ink, 1);
    uiw_rect(u, key(K_PAPER, 0, 0), 640, 332, 1220, 636, 8, ui_paper, 1.2f, gfx_mix(ui_paper, ui_ink_soft, 0.5f), 2);
    uiw_text(u, key(K_TITLE, 0, 0), 66, 50, 30, GFX_FONT_BOLD, GFX_LEFT | GFX_MIDDLE, ui_ink,
             over ? tr(TR_END_FINAL_SCORING) : tr(TR_END_SO_FAR), 10);
    char id[TD_GAMEID_MAX], line[160];
    td_gameid_encode(&s->params, id, sizeof id);
    snprintf(line, sizeof line, tr(TR_END_GAME_ID), id);
    uiw_text(u, key(K_ID, 0, 0), 1094, 50, 16, GFX_FONT_ITALIC, GFX_RIGHT | GFX_MIDDLE, ui_ink_soft, line, 10);
    uiw_button(u, key(K_COPY, 0, 0), 1166, 50, 120, 28, tr(TR_END_COPY_ID), 0, T_COPY, 0, 0, 10);
    char head[480];
    headline(a, head, sizeof head, 0);
    /* the player's feat beside the references' sentence would shrink the line past reading: the
     * feat stays, the sentence goes (the columns' heads and the note under them say what they are) */
    if (uiw_text_width(u, GFX_FONT_BOLD, 17, head) > 1140)
        headline(a, head, sizeof head, 1);
    float hpx = uiw_fit_px(u, GFX_FONT_BOLD, 21, head, 1140, 12);
    uiw_text(u, key(K_HEADLINE, 0, 0), 66, 90, hpx, GFX_FONT_BOLD, GFX_LEFT | GFX_MIDDLE,
             over ? ui_ink : ui_ink_soft, head, 10);
}

static end_cols cols_of(int seats, int refs)
{
    end_cols c;
    int n = refs ? REF_COLUMNS : seats;
    c.n = n;
    c.seats = seats;
    c.refs = refs;
    c.lw = n <= 3 ? 340 : n <= 5 ? 300 : 270;
    c.colw = (1160 - c.lw) / (float)n;
    if (c.colw > 210)
        c.colw = 210;
    c.tw = c.lw + c.colw * (float)n;
    c.x0 = 640 - c.tw / 2;
    c.x1 = c.x0 + c.tw;
    return c;
}

/* Whether a solo game's references get columns: once it is over, when they are being worked out
 * or known (a scripted run may not work them out; the guided game has none). */
static int refs_shown(const app *a)
{
    int expert, par;
    const td_state *s = &a->ss->now;
    return a->n_seats == 1 && !a->tutorial && s->phase == TD_PHASE_OVER && refs_get(&s->params, &expert, &par) >= 0;
}

static void scores_of(const td_state *s, const end_cols *c, end_scores *e)
{
    memset(e, 0, sizeof *e);
    e->over = s->phase == TD_PHASE_OVER;
    e->winners = td_ranking(s, e->rank);
    for (int p = 0; p < c->seats; p++) {
        td_score_of(s, p, &e->sc[p]);
        e->sheet[p] = &s->sheet[p];
        e->n_win += e->winners >> p & 1u;
    }
    const td_sheet *expert, *best;
    if (c->refs && refs_sheets(&s->params, &expert, &best) == 1) {
        e->sheet[REF_EXPERT] = expert;
        e->sheet[REF_BEST] = best;
        td_sheet_score(expert, &e->sc[REF_EXPERT]); /* the core scores their final sheets */
        td_sheet_score(best, &e->sc[REF_BEST]);
    }
}

/* A solo game's column heads: the player, the expert on the same dice, the best line. */
static void sync_ref_heads(app *a, uiw *u, const end_cols *c)
{
    static const int name_of[REF_COLUMNS] = {TR_END_COL_YOU, TR_END_COL_EXPERT, TR_END_COL_BEST};
    static const int kind_of[REF_COLUMNS] = {0, TR_END_COL_EXPERT_SUB, TR_END_COL_BEST_SUB};
    for (int p = 0; p < REF_COLUMNS; p++) {
        float cx = col_x(c, p);
        const char *name = tr(name_of[p]), *kind = p ? tr(kind_of[p]) : a->seats[0].name;
        float px = uiw_fit_px(u, GFX_FONT_BOLD, 17, name, c->colw - 10, 11);
        uiw_text(u, key(K_COLNAME, p, 0), cx, END_HEAD_Y - 8, px, GFX_FONT_BOLD, GFX_CENTER | GFX_MIDDLE, ui_ink, name, 10);
        px = uiw_fit_px(u, GFX_FONT_ITALIC, 13, kind, c->colw - 10, 10);
        uiw_text(u, key(K_COLKIND, p, 0), cx, END_HEAD_Y + 12, px, GFX_FONT_ITALIC, GFX_CENTER | GFX_MIDDLE,
                 ui_ink_soft, kind, 10);
    }
}

/* Each seat's column head: its name (a bot's shorter when it must), and human or the bot's level. */
static void sync_column_heads(app *a, uiw *u, const end_cols *c)
{
    if (c->refs) {
        sync_ref_heads(a, u, c);
        return;
    }
    float colw = c->colw, y_head = END_HEAD_Y;
    for (int p = 0; p < c->n; p++) {
        float cx = col_x(c, p);
        char name[SEAT_NAME_MAX + 8], full[SEAT_NAME_MAX + 1], shorter[SEAT_NAME_MAX + 1];
        snprintf(full, sizeof full, "%s", a->seats[p].name);
        /* a bot's default name too wide for its column drops its level, which the line under it gives */
        if (seats_short_name(a, p, shorter, sizeof shorter) &&
            uiw_text_width(u, GFX_FONT_BOLD, 17, full) > colw - 10)
            snprintf(full, sizeof full, "%s", shorter);
        float px = uiw_fit_px(u, GFX_FONT_BOLD, 17, full, colw - 10, 11);
        if (px <= 11 && a->seats[p].bot == SEAT_HUMAN && two_lines(full, colw - 8, p, cx, y_head))
            continue; /* the name takes the line of "human" */
        uiw_ellipsize(u, GFX_FONT_BOLD, px, full, colw - 8, name, sizeof name);
        uiw_text(u, key(K_COLNAME, p, 0), cx, y_head - 8, px, GFX_FONT_BOLD, GFX_CENTER | GFX_MIDDLE, ui_ink, name, 10);
        char kind[64];
        if (a->seats[p].bot == SEAT_HUMAN && a->hints_used[p] > 0) /* the hints it followed or not */
            snprintf(kind, sizeof kind, tr(TR_END_HUMAN_HINTS), a->hints_used[p]);
        else if (a->seats[p].bot == SEAT_HUMAN)
            snprintf(kind, sizeof kind, "%s", tr(TR_END_HUMAN));
        else
            snprintf(kind, sizeof kind, "%s", tr(TR_END_BOT_RANDOM + a->seats[p].bot));
        uiw_text(u, key(K_COLKIND, p, 0), cx, y_head + 12, uiw_fit_px(u, GFX_FONT_ITALIC, 13, kind, colw - 8, 9),
                 GFX_FONT_ITALIC, GFX_CENTER | GFX_MIDDLE, ui_ink_soft, kind, 10);
    }
}

static void achievements_of(const app *a, const td_state *s, int over, end_ach *e)
{
    memset(e, 0, sizeof *e);
    e->most = 1;
    for (int p = 0; p < a->n_seats && over && !a->tutorial; p++) { /* (the guided game counts for nothing) */
        if ((e->bot[p] = a->seats[p].bot != SEAT_HUMAN) != 0)
            continue; /* achievements are a profile's: a bot earns none */
        e->ach[p] = td_achievements(s, p);
        e->played |= e->ach[p] & ACH_PLAYED;
        e->fresh[p] = a->recorded ? a->ach_new[p] & e->ach[p] : 0;
        e->any_fresh |= e->fresh[p];
        e->ach[p] &= ~ACH_PLAYED | e->fresh[p];
        int cnt = popcount6(e->ach[p]);
        if (cnt > e->most)
            e->most = cnt;
    }
}

/* A row's label on the left: its icon, its name and what it counts (beside it, or under it when
 * the room is short). */
static void sync_row_label(uiw *u, const end_cols *c, int r, float cy, float h)
{
    float x0 = c->x0, x1 = c->x1, lw = c->lw;
    gfx_rgba band = ui_paper;
    int icon = -1;
    gfx_rgba icon_c = ui_ink;
    char label[64] = "", sub[64] = "";
    if (r < R_RES0) {
        int built_row = td_cathedral_scores[r];
        int d = td_row_district(built_row);
        band = gfx_mix(ui_paper, d == TD_WHITE ? ui_colour_dark[d] : ui_colour[d], d == TD_WHITE ? 0.12f : 0.2f);
        icon = GFX_ICON_FORTRESS + built_row;
        icon_c = ui_colour_dark[d];
        snprintf(label, sizeof label, "%s", tr(TR_CHARACTER_1 + r));
        snprintf(sub, sizeof sub, tr(TR_END_EACH_ROW), tr(TR_ROW_FORTRESS + built_row));
    } else if (r < R_CITIZENS) {
        int res = r - R_RES0;
        band = gfx_mix(ui_paper, res == TD_WHITE ? ui_colour_dark[res] : ui_colour[res], res == TD_WHITE ? 0.08f : 0.12f);
        icon = GFX_ICON_INFLUENCE + res;
        icon_c = ui_colour_dark[res];
        snprintf(label, sizeof label, "%s", tr(TR_RES_CAP_INFLUENCE + res));
        snprintf(sub, sizeof sub, "%s", tr(TR_END_PER_2_HELD));
    } else if (r == R_CITIZENS) {
        icon = GFX_ICON_CITIZEN;
        icon_c = ui_ink;
        snprintf(label, sizeof label, "%s", tr(TR_END_CITIZENS));
        snprintf(sub, sizeof sub, "%s", tr(TR_END_EACH_CITIZEN));
    } else if (r == R_TOTAL) {
        band = gfx_mix(ui_paper, ui_ink_soft, 0.14f);
        snprintf(label, sizeof label, "%s", tr(TR_END_TOTAL));
    } else {
        snprintf(label, sizeof label, "%s", tr(TR_END_PLACE));
    }
    if (band.r != ui_paper.r || band.g != ui_paper.g || band.b != ui_paper.b)
        uiw_rect(u, key(K_BAND, r, 0), (x0 + x1) / 2, cy, c->tw, h - 2, 0, band, 0, ui_ink, 4);
    float lx = x0 + 8;
    if (icon >= 0) {
        ecs_entity *ic = uiw_rect(u, key(K_ICON, r, 0), x0 + 18, cy, 20, 20, 0, icon_c, 0, ui_ink, 8);
        ic->draw.kind = DRAW_ICON;
        ic->draw.icon = (uint8_t)icon;
        lx = x0 + 36;
    }
    int strong = r == R_TOTAL, lface = strong ? GFX_FONT_BOLD : GFX_FONT_REGULAR;
    float lpx = strong ? 20 : 15;
    /* the row's caption in the room the label leaves, smaller when it must; below 11 px it goes
     * under the label instead (narrow labels with many seats), both a little smaller */
    float used = lx + uiw_text_width(u, lface, lpx, label) + 10;
    float room = x0 + lw - 8 - used, spx = sub[0] ? uiw_fit_px(u, GFX_FONT_ITALIC, 13, sub, room, 11) : 0;
    if (sub[0] && uiw_text_width(u, GFX_FONT_ITALIC, spx, sub) < room) {
        uiw_text(u, key(K_LABEL, r, 0), lx, cy, lpx, lface, GFX_LEFT | GFX_MIDDLE, ui_ink, label, 10);
        uiw_text(u, key(K_LABEL_SUB, r, 0), x0 + lw - 8, cy + 1, spx, GFX_FONT_ITALIC, GFX_RIGHT | GFX_MIDDLE,
                 ui_ink_soft, sub, 10);
    } else if (sub[0]) {
        float w = x0 + lw - 8 - lx, px = uiw_fit_px(u, lface, 14, label, w, 10);
        uiw_text(u, key(K_LABEL, r, 0), lx, cy - 6, px, lface, GFX_LEFT | GFX_MIDDLE, ui_ink, label, 10);
        px = uiw_fit_px(u, GFX_FONT_ITALIC, 11, sub, w, 9);
        uiw_text(u, key(K_LABEL_SUB, r, 0), lx, cy + 8, px, GFX_FONT_ITALIC, GFX_LEFT | GFX_MIDDLE, ui_ink_soft, sub,
                 10);
    } else {
        uiw_text(u, key(K_LABEL, r, 0), lx, cy, lpx, lface, GFX_LEFT | GFX_MIDDLE, ui_ink, label, 10);
    }
}

/* A winner's total circled by hand. */
static void sync_winner_ring(app *a, int p, float cx, float cy)
{
    int idx = ecs_ensure(a->world, key(K_RING, p, 0));
    ecs_entity *ring = ecs_get(a->world, idx);
    int new_ring = ring->fresh;
    ring->mask |= ECS_DRAWABLE;
    ring->local.x = ring->prev.x = cx;
    ring->local.y = ring->prev.y = cy;
    ring->z = 12;
    ring->draw.kind = DRAW_PEN_CIRCLE;
    ring->draw.w = 50;
    ring->draw.width = 2.4f;
    ring->draw.seed = 11u + (unsigned)p * 7u;
    ring->draw.colour = ui_accent;
    if (new_ring)
        ecs_tween_to(a->world, idx, TW_PROGRESS, 0, 1, shell_anim(a, 0.6f), shell_anim(a, 0.3f + 0.25f * (float)p),
                     EASE_IN_OUT);
}

/* Row r's points in a score. */
static int row_points(const td_score *sc, int r)
{
    return r < R_RES0 ? sc->character[r] : r < R_CITIZENS ? sc->resources[r - R_RES0]
                                         : r == R_CITIZENS ? sc->citizens : sc->total;
}

/* A reference's cell framed in green where the player scored more on that row, in red where the
 * reference did (equal: no frame). */
static void sync_compare(uiw *u, const end_cols *c, const end_scores *e, int r, int p, float cy, float h)
{
    int you = row_points(&e->sc[0], r), ref = row_points(&e->sc[p], r);
    if (you == ref)
        return;
    gfx_rgba tint = you > ref ? ui_good : ui_bad;
    uiw_rect(u, key(you > ref ? K_AHEAD : K_BEHIND, r, p), col_x(c, p), cy, c->colw - 14, h - 6, 6,
             gfx_mix(ui_paper, tint, 0.07f), 1.4f, gfx_alpha(tint, 0.8f), 7);
}

/* Row r's cell of each column: the points, and what they count in small (built × multiplier, held,
 * the citizens' tracks); the place; the winners' totals circled. A reference still being worked out
 * says so; one known is framed where it differs from the player. */
static void sync_row_cells(app *a, uiw *u, const end_cols *c, const end_scores *e, int r, float cy, float h)
{
    int n = c->n, over = e->over;
    float colw = c->colw;
    for (int p = 0; p < n; p++) {
        float cx = col_x(c, p);
        const td_sheet *sh = e->sheet[p];
        char big[48] = "", small[48] = "";
        gfx_rgba ink = ui_ink;
        if (!sh) { /* a reference still being worked out: its total to come (the rows: sync_refs_wait) */
            if (r == R_TOTAL)
                uiw_text(u, key(K_CELL, r, p), cx, cy, r == R_TOTAL ? 25 : 17, GFX_FONT_BOLD, GFX_CENTER | GFX_MIDDLE,
                         ui_ink_soft, "\xE2\x80\xA6", 10);
            continue;
        }
        if (p > 0 && c->refs && r <= R_TOTAL)
            sync_compare(u, c, e, r, p, cy, h);
        if (r < R_RES0) {
            int mult = sh->cath_mult[r];
            if (mult) {
                snprintf(big, sizeof big, "%d", e->sc[p].character[r]);
                snprintf(small, sizeof small, "%d\xC3\x97%d", popcount6(sh->built[td_cathedral_scores[r]]), mult);
            } else {
                snprintf(big, sizeof big, "\xE2\x80\x93");
                if (colw >= 120) /* (not scored: why) */
                    snprintf(small, sizeof small, tr(TR_END_NO_CATHEDRAL), r + 1);
                ink = ui_ink_soft;
            }
        } else if (r < R_CITIZENS) {
            int res = r - R_RES0;
            snprintf(big, sizeof big, "%d", e->sc[p].resources[res]);
            snprintf(small, sizeof small, colw >= 120 ? tr(TR_END_HELD) : "%d", td_held(sh, res));
        } else if (r == R_CITIZENS) {
            snprintf(big, sizeof big, "%d", e->sc[p].citizens);
            if (colw >= 100) /* the red, yellow and white tracks' counts */
                snprintf(small, sizeof small, "%d+%d+%d", sh->cit[0], sh->cit[1], sh->cit[2]);
        } else if (r == R_TOTAL) {
            snprintf(big, sizeof big, "%d", e->sc[p].total);
        } else {
            int win = e->winners >> p & 1u;
            char o[12];
            int tied = 0;
            for (int q = 0; q < n; q++)
                tied += q != p && e->rank[q] == e->rank[p];
            if (over && win)
                snprintf(big, sizeof big, "%s", tr(e->n_win > 1 ? TR_END_WINNER_TIE : TR_END_WINNER_ALONE));
            else /* so far (mid-game) or below the winners: the place, shared or not */
                snprintf(big, sizeof big, "%s%s", ordinal(e->rank[p], o, sizeof o), tied ? tr(TR_END_TIED_SUFFIX) : "");
            ink = win && over ? ui_good : ui_ink;
        }
        float bx = small[0] ? cx + colw * 0.2f : cx;
        float bpx = r == R_TOTAL ? 25 : r == R_PLACE ? 14 : 17;
        int face = r == R_PLACE && !(e->winners >> p & 1u) ? GFX_FONT_REGULAR : GFX_FONT_BOLD;
        if (r == R_PLACE) /* "Winner (tie)" is longer in other languages: shrink to the column */
            bpx = uiw_fit_px(u, face, bpx, big, colw - 10, 9);
        uiw_text(u, key(K_CELL, r, p), bx, cy, bpx, face, GFX_CENTER | GFX_MIDDLE, ink, big, 10);
        if (small[0]) /* (left of the number, inside the column: 0.6 of its width about its centre) */
            uiw_text(u, key(K_SMALL, r, p), cx - colw * 0.2f, cy + 1,
                     uiw_fit_px(u, GFX_FONT_ITALIC, 13, small, colw * 0.6f - 8, 10), GFX_FONT_ITALIC,
                     GFX_CENTER | GFX_MIDDLE, ui_ink_soft, small, 10);
        if (r == R_TOTAL && over && p < c->seats && (e->winners >> p & 1u) && c->seats > 1)
            sync_winner_ring(a, p, cx, cy);
    }
}

/* While a solo game's references are being worked out, their two columns say so in one line on
 * a card across them, from `top` to `bottom` (their rows' cells come with them). */
static void sync_refs_wait(uiw *u, const end_cols *c, float top, float bottom)
{
    float cx = (col_x(c, REF_EXPERT) + col_x(c, REF_BEST)) / 2, w = c->colw * 2 - 40;
    const char *text = tr(TR_END_REFS_WAIT);
    float px = 16;
    while (px > 12 && uiw_wrapped_height(u, GFX_FONT_ITALIC, px, text, w - 24) > 3 * px * 1.3f)
        px -= 0.5f;
    float th = uiw_wrapped_height(u, GFX_FONT_ITALIC, px, text, w - 24), cy = (top + bottom) / 2;
    uiw_rect(u, key(K_WAIT, 1, 0), cx, cy, w, th + 28, 8, ui_paper, 1, gfx_alpha(ui_ink_soft, 0.5f), 11);
    ecs_entity *t = uiw_text(u, key(K_WAIT, 0, 0), cx - (w - 24) / 2, cy - th / 2, px, GFX_FONT_ITALIC,
                             GFX_LEFT | GFX_TOP, ui_ink, text, 12);
    t->draw.w = w - 24; /* wrapped */
}

#define END_NOTE_PX 14.0f /* the note under the references: 11.2 px at 1024x640 */

/* The room of the note under the references (sync_refs_note): its width, and its height wrapped
 * at END_NOTE_PX. */
static float refs_note_w(const end_cols *c) { return c->colw * 2 - 20; }
static float refs_note_h(uiw *u, const end_cols *c)
{
    return uiw_wrapped_height(u, GFX_FONT_ITALIC, END_NOTE_PX, tr(TR_END_EXPERT_NOTE), refs_note_w(c));
}

/* Under the references' columns, in the achievements' row they leave empty: what the expert's
 * column is (the expert bot on the player's dice, once, without hindsight) and why its hints,
 * resting on sampled futures as it does, can end a few VP either side of it. The row is made tall
 * enough for it at END_NOTE_PX (sync_rows); it shrinks only where it still could not fit. */
static void sync_refs_note(uiw *u, const end_cols *c, float top, float bottom)
{
    float x = col_x(c, REF_EXPERT) - c->colw / 2 + 10, w = refs_note_w(c);
    const char *text = tr(TR_END_EXPERT_NOTE);
    float px = END_NOTE_PX;
    while (px > 10 && uiw_wrapped_height(u, GFX_FONT_ITALIC, px, text, w) > bottom - top - 6)
        px -= 0.5f;
    float th = uiw_wrapped_height(u, GFX_FONT_ITALIC, px, text, w);
    ecs_entity *t = uiw_text(u, key(K_NOTE, 0, 0), x, (top + bottom - th) / 2, px, GFX_FONT_ITALIC, GFX_LEFT | GFX_TOP,
                             ui_ink_soft, text, 10);
    t->draw.w = w; /* wrapped */
}

/* The rows: label on the left, one cell per player; rows grow when the paper has room. Returns
 * the top of the achievements' list under them. */
static float sync_rows(app *a, uiw *u, const end_cols *c, const end_scores *e, int most, int refs_known)
{
    float x0 = c->x0, x1 = c->x1, y = END_ROWS_Y;
    hline(u, 0, x0, x1, y, 1.6f, 0.85f);
    float row_top[R_ACH + 1], row_h[R_ACH + 1];
    float ach_need = 12 + 17 * (float)(most > 2 ? most : 2);
    if (refs_known && refs_note_h(u, c) + 12 > ach_need) /* the note under the references, readable */
        ach_need = refs_note_h(u, c) + 12;
    float grow = (END_ROWS_ROOM - ach_need) / END_ROWS_BASE_H;
    grow = grow < 1 ? 1 : grow > 1.3f ? 1.3f : grow;
    for (int r = 0; r <= R_ACH; r++) {
        float h = r < R_RES0 ? 28 : r < R_TOTAL ? 26 : r == R_TOTAL ? 42 : r == R_PLACE ? 26 : 0;
        h *= grow;
        if (r == R_PLACE && c->seats == 1)
            h = 0;
        if (r == R_TOTAL)
            y += 3; /* room for the double rule */
        row_top[r] = y;
        row_h[r] = h;
        y += h;
    }
    float ach_top = y + 4;
    if (c->refs && !e->sheet[REF_EXPERT])
        sync_refs_wait(u, c, row_top[R_CHAR0], row_top[R_TOTAL] - 3);
    for (int r = 0; r < R_ACH; r++) {
        if (row_h[r] <= 0)
            continue;
        float cy = row_top[r] + row_h[r] / 2;
        sync_row_label(u, c, r, cy, row_h[r]);
        sync_row_cells(a, u, c, e, r, cy, row_h[r]);
        if (r == R_CHAR0 + TD_COLUMNS - 1 || r == R_CITIZENS - 1)
            hline(u, r + 1, x0, x1, row_top[r] + row_h[r], 1, 0.35f);
    }
    /* the double rule above the total, the rule under the places */
    hline(u, 20, x0, x1, row_top[R_TOTAL] - 3, 1.2f, 0.8f);
    hline(u, 21, x0, x1, row_top[R_TOTAL], 1.2f, 0.8f);
    hline(u, 22, x0, x1, ach_top - 4, 1.6f, 0.85f);
    return ach_top;
}

/* The achievements of this game under the table, the columns' rules down to them, and the foot
 * that says which tallies the game counts towards. */
static void sync_achievements(uiw *u, const end_cols *c, const end_ach *e, int over, float ach_top, int refs_known)
{
    float x0 = c->x0, x1 = c->x1, lw = c->lw, colw = c->colw;
    int n = c->n, most = e->most;
    uiw_text(u, key(K_LABEL, R_ACH, 0), x0 + 8, ach_top + 8, 15, GFX_FONT_REGULAR, GFX_LEFT | GFX_MIDDLE, ui_ink,
             tr(TR_ACH_TITLE), 10);
    uiw_text(u, key(K_LABEL_SUB, R_ACH, 0), x0 + 8, ach_top + 28, 13, GFX_FONT_ITALIC, GFX_LEFT | GFX_MIDDLE,
             ui_ink_soft, over ? tr(TR_END_EARNED_HERE) : tr(TR_END_COUNTED_AT_END), 10);
    float lh = (END_ACH_LIMIT - ach_top - 6) / (float)most;
    if (lh > 17)
        lh = 17;
    float ach_bottom = ach_top + 6 + lh * (float)(most > 2 ? most : 2) + 6;
    if (refs_known && ach_top + refs_note_h(u, c) + 12 > ach_bottom) /* the note's room (sync_rows) */
        ach_bottom = ach_top + refs_note_h(u, c) + 12 < END_ACH_LIMIT ? ach_top + refs_note_h(u, c) + 12 : END_ACH_LIMIT;
    hline(u, 23, x0, x1, ach_bottom, 1.6f, 0.85f);
    for (int p = 0; p <= n; p++) {
        float x = x0 + lw + colw * (float)p;
        /* the rule between the references stops above their note, which runs across both */
        float bottom = refs_known && p == REF_BEST ? ach_top : ach_bottom;
        uiw_rect(u, key(K_VLINE, p, 0), x, (END_TABLE_TOP + bottom) / 2, p == 0 ? 1.6f : 1, bottom - END_TABLE_TOP, 0,
                 gfx_alpha(ui_ink, p == 0 ? 0.8f : 0.3f), 0, ui_ink, 6);
    }
    if (refs_known)
        sync_refs_note(u, c, ach_top, ach_bottom);
    float apx = lh < 14 ? lh - 1 : 13;
    /* One wording for every column: the full names when each fits its column at 11 units or more,
     * else the short ones everywhere (one achievement under two names read as two). */
    int name0 = colw >= 170 ? TR_END_ACH_PLAYED_SOLO : TR_END_ACH_SHORT_PLAYED_SOLO;
    for (int p = 0; p < c->seats && name0 == TR_END_ACH_PLAYED_SOLO; p++)
        if (ach_list_px(u, e->ach[p], e->fresh[p], name0, apx, colw - 8) < 11)
            name0 = TR_END_ACH_SHORT_PLAYED_SOLO;
    for (int p = 0; p < c->seats; p++) {
        float cx = col_x(c, p);
        /* a column's list at one size, that of its longest name (a list of sizes from 13 down to
         * 9 reads as a ragged pile, its longest name barely) */
        float px = ach_list_px(u, e->ach[p], e->fresh[p], name0, apx, colw - 8);
        int k = 0;
        for (int i = 0; i < TD_ACH_COUNT; i++) {
            if (!(e->ach[p] >> i & 1u))
                continue;
            const char *nm = tr(name0 + i);
            int is_new = e->fresh[p] >> i & 1u;
            int face = is_new ? GFX_FONT_BOLD : GFX_FONT_REGULAR;
            uiw_text(u, key(K_ACH, k, p), cx, ach_top + 6 + lh * ((float)k + 0.5f), px, face, GFX_CENTER | GFX_MIDDLE,
                     is_new ? ui_accent : ui_good, nm, 10);
            k++;
        }
        if (k == 0)
            uiw_text(u, key(K_ACH, 0, p), cx, ach_top + 6 + lh * 0.5f, 12, GFX_FONT_ITALIC, GFX_CENTER | GFX_MIDDLE,
                     ui_ink_soft, over && !e->bot[p] ? tr(TR_END_NONE_THIS_TIME) : "\xE2\x80\x93", 10);
    }
    if (e->played) {
        char foot[240];
        int len = snprintf(foot, sizeof foot, "%s", tr(TR_END_COUNTS_TOWARDS));
        int first = 1;
        for (int i = 0; i < 3 && len > 0 && (size_t)len < sizeof foot; i++)
            if (e->played >> i & 1u) {
                len += snprintf(foot + len, sizeof foot - (size_t)len, "%s%s", first ? "" : tr(TR_LIST_AND),
                                tr(TR_END_TALLY_SOLO + i));
                first = 0;
            }
        if (len > 0 && (size_t)len < sizeof foot)
            snprintf(foot + len, sizeof foot - (size_t)len, "%s", e->any_fresh ? tr(TR_END_IN_BLUE) : ".");
        uiw_text(u, key(K_FOOT, 0, 0), 640, ach_bottom + 16 < END_PAPER_BOTTOM ? ach_bottom + 16 : END_PAPER_BOTTOM, 13,
                 GFX_FONT_ITALIC, GFX_CENTER | GFX_MIDDLE, ui_ink_soft, foot, 10);
    }
}

/* What next: the buttons under the paper, and the keys' line (or a message) beside them. */
static void sync_buttons(app *a, uiw *u)
{
    /* (after the guided game, a real game is the way forward) */
    uiw_button(u, key(K_BTN, 0, 0), 440, END_BUTTONS_Y, 190, 44, tr(TR_END_NEW_GAME), a->tutorial ? UIW_PRIMARY : 0,
               T_NEW, 0, 0, 10);
    int solo = a->n_seats == 1;
    uiw_button(u, key(K_BTN, 1, 0), 660, END_BUTTONS_Y, 230, 44, tr(solo ? TR_END_PLAY_AGAIN : TR_END_SAME_SEATS),
               a->tutorial ? 0 : UIW_PRIMARY, T_AGAIN, 0, 0, 10);
    uiw_button(u, key(K_BTN, 2, 0), 860, END_BUTTONS_Y, 150, 44, tr(TR_END_TITLE_BUTTON), 0, T_TITLE, 0, 0, 10);
    const td_move *best_line;
    int n_line;
    if (solo && a->ss->now.phase == TD_PHASE_OVER && refs_line(&a->ss->now.params, &best_line, &n_line))
        uiw_button(u, key(K_BTN, 3, 0), 215, END_BUTTONS_Y, 230, 44, tr(TR_END_WATCH), 0, T_WATCH, 0, 0, 10);
    /* the keys: Enter once shows the highlighted button, then acts on the button with the ring */
    const uiw_focusable *f = uiw_focused(u);
    char focus_keys[200];
    if (!end_state.msg[0] && end_state.w.show_focus && f) {
        int label = f->tag == T_NEW     ? TR_END_NEW_GAME
                    : f->tag == T_AGAIN ? (solo ? TR_END_PLAY_AGAIN : TR_END_SAME_SEATS)
                    : f->tag == T_TITLE ? TR_END_TITLE_BUTTON
                    : f->tag == T_WATCH ? TR_END_WATCH
                                        : TR_END_COPY_ID;
        snprintf(focus_keys, sizeof focus_keys, tr(TR_END_KEYS_FOCUS), tr(label));
    }
    const char *keys = end_state.msg[0]                      ? end_state.msg
                       : end_state.w.show_focus && f         ? focus_keys
                       : tr(solo ? TR_END_KEYS_SOLO : TR_END_KEYS);
    /* between the Title button and the right edge */
    uiw_text(u, key(K_KEYS, 0, 0), 1250, END_BUTTONS_Y, uiw_fit_px(u, GFX_FONT_ITALIC, 13, keys, 1250 - 945, 10),
             GFX_FONT_ITALIC, GFX_RIGHT | GFX_MIDDLE, gfx_alpha(ui_paper, 0.75f), keys, 10);
}

static void sync(app *a)
{
    uiw *u = &end_state.w;
    const td_state *s = &a->ss->now;
    uiw_begin(u, &a->widgets);
    ecs_sync_begin(a->world, G);
    end_cols cols = cols_of(a->n_seats, refs_shown(a));
    end_scores scores;
    scores_of(s, &cols, &scores);
    sync_heading(a, u, s, scores.over);
    sync_column_heads(a, u, &cols);
    end_ach ach;
    achievements_of(a, s, scores.over, &ach);
    int expert, par;
    int refs_known = cols.refs && refs_get(&s->params, &expert, &par) > 0;
    float ach_top = sync_rows(a, u, &cols, &scores, ach.most, refs_known);
    sync_achievements(u, &cols, &ach, scores.over, ach_top, refs_known);
    sync_buttons(a, u);
    ecs_sync_end(a->world, G);
    a->dirty = 1;
}

/* A seed a person can read and type, six digits, new each time. */
static uint64_t new_seed(const app *a)
{
    uint64_t x = (uint64_t)SDL_GetPerformanceCounter() ^ a->ss->now.params.seed * 0x9E3779B97F4A7C15u;
    x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9u; /* splitmix64 finaliser */
    x = (x ^ (x >> 27)) * 0x94D049BB133111EBu;
    x ^= x >> 31;
    uint64_t seed = x % 1000000u;
    return seed == a->ss->now.params.seed ? (seed + 1) % 1000000u : seed;
}

static void again(app *a)
{
    game_params ng;
    memset(&ng, 0, sizeof ng);
    ng.params = a->ss->now.params;
    ng.params.seed = new_seed(a);
    ng.n_seats = a->n_seats;
    memcpy(ng.seats, a->seats, sizeof ng.seats);
    ng.open_sheets = a->open_sheets && a->n_seats > 1;
    const char *err = game_start(a, &ng);
    if (!err)
        refs_start(&a->ss->now.params, a->think_async);
    if (err) {
        snprintf(end_state.msg, sizeof end_state.msg, tr(TR_CANNOT_START), err);
        sfx_play(&a->s, SFX_REFUSE);
        sync(a);
    }
}

static void act(app *a, int tag)
{
    switch (tag) {
    case T_NEW:
        shell_goto(a, SCREEN_SETUP);
        return;
    case T_AGAIN:
        again(a);
        return;
    case T_TITLE:
        shell_goto(a, SCREEN_TITLE);
        return;
    case T_WATCH: { /* the hindsight best played out on the wheel and the sheet */
        const td_move *line;
        int n;
        if (refs_line(&a->ss->now.params, &line, &n)) {
            const char *err = game_watch_start(a, line, n);
            if (err) {
                snprintf(end_state.msg, sizeof end_state.msg, tr(TR_CANNOT_START), err);
                sync(a);
            }
        }
        return;
    }
    case T_COPY: {
        char id[TD_GAMEID_MAX];
        td_gameid_encode(&a->ss->now.params, id, sizeof id);
        if (SDL_SetClipboardText(id) == 0)
            snprintf(end_state.msg, sizeof end_state.msg, tr(TR_END_ID_COPIED), id);
        else
            snprintf(end_state.msg, sizeof end_state.msg, tr(TR_END_CANNOT_COPY), SDL_GetError());
        sync(a);
        return;
    }
    default:
        return;
    }
}

static void screen_end_enter(app *a)
{
    memset(&end_state, 0, sizeof end_state);
    end_state.w.env = &a->widgets;
    if (!a->ss) {
        shell_goto(a, SCREEN_SETUP);
        return;
    }
    shell_calm_keys(a, 0.8f); /* the press that ended the game, or one more, does not start the next */
    if (a->ss->now.phase == TD_PHASE_OVER) /* a game not started here (continued, from a code) */
        refs_start(&a->ss->now.params, a->think_async);
    sync(a);
    /* the arrows start from the highlighted button (the ring shows once one is pressed) */
    uiw_set_focus(&end_state.w, key(K_BTN, a->tutorial ? 0 : 1, 0));
    if (a->ss->now.phase == TD_PHASE_OVER && !a->resume)
        sfx_play(&a->s, SFX_FANFARE);
    if (a->ss->now.phase == TD_PHASE_OVER)
        a->scores_shown = 1;
    a->resume = 0;
}

static void screen_end_event(app *a, const SDL_Event *ev)
{
    switch (ev->type) {
    case SDL_MOUSEMOTION:
        if (uiw_mouse_move(&end_state.w))
            sync(a);
        break;
    case SDL_MOUSEBUTTONDOWN:
        if (ev->button.button == SDL_BUTTON_LEFT) {
            ecs_hit hit;
            if (uiw_click(&end_state.w, &hit))
                act(a, hit.tag);
        }
        break;
    case SDL_KEYDOWN: {
        SDL_Keycode k = ev->key.keysym.sym;
        const uiw_focusable *f = uiw_focused(&end_state.w);
        /* Enter, Space, or A (which also waits for the calm moment, as Enter does in loop.c) */
        int press = k == SDLK_RETURN || k == SDLK_KP_ENTER || k == SDLK_SPACE || (k == SDLK_a && a->key_calm <= 0);
        if (k == SDLK_ESCAPE)
            shell_goto(a, SCREEN_TITLE);
        else if (k == SDLK_F1) /* the rules, and back to these scores */
            game_open_rules(a);
        else if (k == SDLK_n)
            shell_goto(a, SCREEN_SETUP);
        else if (k == SDLK_w)
            act(a, T_WATCH);
        else if (press && f && end_state.w.show_focus)
            act(a, f->tag);
        else if (press) {
            /* the first press only rings the highlighted button: a press out of habit does not
             * leave the final scores for a new game (A, like Enter, waits for the calm moment) */
            if (!f)
                uiw_set_focus(&end_state.w, key(K_BTN, a->tutorial ? 0 : 1, 0));
            end_state.w.show_focus = 1;
            end_state.msg[0] = 0;
            sync(a);
        } else if (uiw_key_nav(&end_state.w, k, ev->key.keysym.mod))
            sync(a);
        break;
    }
    default:
        if (refs_is_event(ev)) /* the references are in */
            sync(a);
        break;
    }
}

const shell_screen screen_end = {
    .name = "end",
    .enter = screen_end_enter,
    .event = screen_end_event,
    .kinds = &end_kinds,
};
