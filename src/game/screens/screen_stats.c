/* screen_stats.c — statistics of one profile (a picker at the top): games played, wins, best and
 * mean score, a plot of the score history, the points brought by each Cathedral character, and
 * the high-score table across every profile (top 10: name, score, date, game ID).
 * Left/Right (or the gamepad's shoulders) change the profile; Esc goes back to the title.
 */
#include <stdio.h>
#include <string.h>

#include "app_lang.h"
#include "shell/store.h"
#include "shell/screens.h"
#include "troyes/td_rules.h"
#include "screens/menu.h"

enum { K_TILE = MK_SCREEN, K_TILE_VALUE, K_TILE_LABEL, K_CARD, K_CARD_TITLE, K_PLOT, K_BAR_NAME, K_BAR_BG, K_BAR,
       K_BAR_VALUE, K_EXTRA, K_HS_ROW, K_HS_RANK, K_HS_NAME, K_HS_SCORE, K_HS_WHEN, K_EMPTY };
/* The kinds' names in the dump (view.h): "best.name[2]". */
static const view_name kind_names[] = {
    [K_TILE] = {"tile", VIEW_IX_NUM},
    [K_TILE_VALUE] = {"tile.value", VIEW_IX_NUM},
    [K_TILE_LABEL] = {"tile.label", VIEW_IX_NUM},
    [K_CARD] = {"card", VIEW_IX_NUM},
    [K_CARD_TITLE] = {"card.title", VIEW_IX_NUM},
    [K_PLOT] = {"plot"},
    [K_BAR_NAME] = {"bar.name", VIEW_IX_NUM},
    [K_BAR_BG] = {"bar.back", VIEW_IX_NUM},
    [K_BAR] = {"bar", VIEW_IX_NUM},
    [K_BAR_VALUE] = {"bar.value", VIEW_IX_NUM},
    [K_EXTRA] = {"extra"},
    [K_HS_ROW] = {"best", VIEW_IX_NUM},
    [K_HS_RANK] = {"best.rank", VIEW_IX_NUM},
    [K_HS_NAME] = {"best.name", VIEW_IX_NUM},
    [K_HS_SCORE] = {"best.score", VIEW_IX_NUM},
    [K_HS_WHEN] = {"best.when", VIEW_IX_NUM},
    [K_EMPTY] = {"empty", VIEW_IX_NUM},
};
_Static_assert(sizeof kind_names / sizeof kind_names[0] == K_EMPTY + 1, "a name for every K_* kind");
const view_kinds stats_kinds = VIEW_KINDS(kind_names);

#define LEFT_X 50.0f
#define LEFT_W 760.0f
#define RIGHT_X 830.0f
#define RIGHT_W 400.0f
#define PLOT_MAX 80  /* games shown in the plot (the latest) */

static struct stats_ui {
    uiw u;
} stats;

static void short_date(const char *iso, char *out, size_t size)
{
    int y = 0, m = 0, d = 0;
    if (sscanf(iso, "%4d-%2d-%2d", &y, &m, &d) == 3 && m >= 1 && m <= 12)
        snprintf(out, size, tr(TR_DATE_SHORT), d, tr(TR_MON_1 + m - 1), y);
    else
        snprintf(out, size, "%s", iso);
}

/* Whether the score line (n points at x0 + step * i, y[i], drawn `pad` thick around) comes into
 * the rectangle r. */
static int line_crosses(const float *y, int n, float x0, float step, float pad, SDL_FRect r)
{
    r.x -= pad, r.y -= pad, r.w += 2 * pad, r.h += 2 * pad;
    for (int i = 0; i < n; i++) {
        float xa = x0 + step * (float)i, ya = y[i];
        float xb = i + 1 < n ? xa + step : xa, yb = i + 1 < n ? y[i + 1] : ya;
        /* samples every pixel or so along the segment (a point alone is its own sample) */
        int k = (int)(SDL_fabsf(xb - xa) + SDL_fabsf(yb - ya)) + 1;
        for (int j = 0; j <= k; j++) {
            float t = (float)j / (float)k, x = xa + (xb - xa) * t, yy = ya + (yb - ya) * t;
            if (x >= r.x && x <= r.x + r.w && yy >= r.y && yy <= r.y + r.h)
                return 1;
        }
    }
    return 0;
}

/* The score history: the latest games' totals joined by a line, with the mean as a dashed line. */
static void paint_plot(void *user, const ecs_entity *e, SDL_FRect px, float scale)
{
    (void)e;
    app *a = user;
    gfx *g = &a->g;
    int pi = menu_profile(a);
    if (pi < 0)
        return;
    const app_profile *pr = &store_profiles(a)->profile[pi];
    int16_t v[PLOT_MAX];
    int n = app_profile_score_history(pr, v, PLOT_MAX);
    app_stats st;
    app_profile_stats(pr, &st);
    int top = 20;
    for (int i = 0; i < n; i++)
        while (v[i] > top)
            top += 20;
    float ax = px.x + 34 * scale, ay = px.y + 6 * scale, aw = px.w - 44 * scale, ah = px.h - 26 * scale;
    gfx_rgba grid = gfx_mix(ui_paper, ui_ink_soft, 0.25f);
    for (int t = 0; t <= top; t += top > 60 ? 20 : 10) {
        float y = ay + ah - ah * (float)t / (float)top;
        gfx_line(g, ax, y, ax + aw, y, 1 * scale, grid);
        char lab[16];
        snprintf(lab, sizeof lab, "%d", t);
        gfx_text(g, GFX_FONT_REGULAR, 12 * scale, lab, ax - 6 * scale, y, GFX_RIGHT | GFX_MIDDLE, ui_ink_soft);
    }
    if (n == 0) { /* no game listed: none played, or their list lost with a damaged file */
        gfx_text(g, GFX_FONT_ITALIC, 15 * scale, tr(pr->games ? TR_STATS_LIST_LOST : TR_STATS_NONE), ax + aw / 2,
                 ay + ah / 2, GFX_CENTER | GFX_MIDDLE, ui_ink_soft);
        return;
    }
    /* the points stay inside the plot by the largest dot's radius (the best game's, at the end of
     * the line, was cut in half by the plot's edge) */
    float r = (n > 40 ? 2.5f : 4.0f) * scale, inset = n > 1 ? r * 1.6f + scale : 0;
    float step = n > 1 ? (aw - 2 * inset) / (float)(n - 1) : 0;
    float x0 = n > 1 ? ax + inset : ax + aw / 2;
    /* the mean, dashed */
    float my = ay + ah - ah * (float)st.mean / (float)top;
    for (float x = ax; x < ax + aw; x += 14 * scale)
        gfx_line(g, x, my, x + 7 * scale < ax + aw ? x + 7 * scale : ax + aw, my, 1.5f * scale, ui_good);
    float y[PLOT_MAX];
    for (int i = 0; i < n; i++)
        y[i] = ay + ah - ah * (float)v[i] / (float)top;
    for (int i = 1; i < n; i++)
        gfx_line(g, x0 + step * (float)(i - 1), y[i - 1], x0 + step * (float)i, y[i], 2.2f * scale, ui_accent);
    int best = 0;
    for (int i = 1; i < n; i++)
        if (v[i] > v[best])
            best = i;
    for (int i = 0; i < n; i++) {
        float x = x0 + step * (float)i;
        gfx_circle(g, x, y[i], i == best ? r * 1.6f : r, i == best ? (gfx_rgba){214, 160, 40, 255} : ui_accent);
    }
    /* the mean's label, just above or below the dashed line, as far right as the score line leaves
     * it clear; where it crosses the label everywhere, the label goes where it covers no game's
     * dot (the right end at worst) on a paper backing drawn over the line */
    char mean[64], num[32];
    snprintf(mean, sizeof mean, tr(TR_STATS_MEAN), tr_decimal(num, sizeof num, st.mean, 1));
    float lw = 0, lh = 0, gap = 3 * scale, fs = 12 * scale;
    gfx_text_size(g, GFX_FONT_ITALIC, fs, mean, &lw, &lh);
    SDL_FRect lr = {ax + aw - lw, my - gap - lh, lw, lh};
    int clear = 0;
    for (float x = ax + aw - lw; x >= ax + 4 * scale && !clear; x -= 6 * scale)
        for (int below = 0; below < 2 && !clear; below++) {
            SDL_FRect c = {x, below ? my + gap : my - gap - lh, lw, lh};
            if (!line_crosses(y, n, x0, step, r * 1.6f + scale, c)) {
                lr = c;
                clear = 1;
            }
        }
    for (float x = ax + aw - lw; x >= ax + 4 * scale && !clear; x -= 6 * scale)
        for (int below = 0; below < 2 && !clear; below++) {
            SDL_FRect c = {x, below ? my + gap : my - gap - lh, lw, lh};
            int dot = 0;
            for (int i = 0; i < n && !dot; i++)
                dot = line_crosses(&y[i], 1, x0 + step * (float)i, 0, r * 1.6f + scale, c);
            if (!dot) {
                lr = c;
                clear = -1; /* on a backing */
            }
        }
    if (clear <= 0)
        gfx_round_rect(g, (SDL_FRect){lr.x - 3 * scale, lr.y, lr.w + 6 * scale, lr.h}, 4 * scale,
                       gfx_alpha(ui_paper, 0.92f));
    gfx_text(g, GFX_FONT_ITALIC, fs, mean, lr.x, lr.y, GFX_LEFT | GFX_TOP, ui_good);
    char lab[96];
    snprintf(lab, sizeof lab, tr(n == 1 ? TR_STATS_ONE_GAME : TR_STATS_N_GAMES), n);
    gfx_text(g, GFX_FONT_ITALIC, 12 * scale, lab, ax, ay + ah + 5 * scale, GFX_LEFT | GFX_TOP, ui_ink_soft);
}

static void card_bg(int id, float x, float y, float w, float h, const char *title)
{
    uiw_rect(&stats.u, menu_key(K_CARD, id, 0), x + w / 2, y + h / 2, w, h, 12, ui_paper, 0, ui_paper, 5);
    uiw_text(&stats.u, menu_key(K_CARD_TITLE, id, 0), x + 16, y + 20, 18, GFX_FONT_BOLD, GFX_LEFT | GFX_MIDDLE, ui_ink,
             title, 10);
}

static void tile(int i, const char *value, const char *label)
{
    float w = (LEFT_W - 4 * 10) / 5, x = LEFT_X + w / 2 + (w + 10) * (float)i, y = 150;
    uiw_rect(&stats.u, menu_key(K_TILE, i, 0), x, y, w, 74, 10, ui_paper, 0, ui_paper, 5);
    uiw_text(&stats.u, menu_key(K_TILE_VALUE, i, 0), x, y - 9, 30, GFX_FONT_BOLD, GFX_CENTER | GFX_MIDDLE, ui_ink, value,
             10);
    uiw_text(&stats.u, menu_key(K_TILE_LABEL, i, 0), x, y + 22, 13, GFX_FONT_ITALIC, GFX_CENTER | GFX_MIDDLE, ui_ink_soft,
             label, 10);
}

static void highscores(app *a, int pi)
{
    uiw *u = &stats.u;
    float top = 110, h = 590;
    card_bg(2, RIGHT_X, top, RIGHT_W, h, tr(TR_STATS_HIGH_SCORES));
    app_highscore hs[APP_HIGHSCORES];
    int n = app_profiles_highscores(store_profiles(a), hs, APP_HIGHSCORES);
    if (n == 0)
        uiw_text(u, menu_key(K_EMPTY, 2, 0), RIGHT_X + RIGHT_W / 2, top + 120, 15, GFX_FONT_ITALIC,
                 GFX_CENTER | GFX_MIDDLE, ui_ink_soft, tr(TR_STATS_NONE), 10);
    for (int i = 0; i < n; i++) {
        float y = top + 68 + 52 * (float)i;
        int mine = hs[i].profile == pi;
        if (mine)
            uiw_rect(u, menu_key(K_HS_ROW, i, 0), RIGHT_X + RIGHT_W / 2, y + 6, RIGHT_W - 20, 48, 8,
                     gfx_alpha(ui_accent, 0.10f), 0, ui_paper, 6);
        char rank[16], score[24], when[128], d[32], name[APP_PROFILE_NAME_MAX + 1];
        store_profile_label(store_profiles(a), hs[i].profile, name, sizeof name);
        snprintf(rank, sizeof rank, "%d", i + 1);
        snprintf(score, sizeof score, tr(TR_VP), hs[i].score);
        short_date(hs[i].date, d, sizeof d);
        snprintf(when, sizeof when, "%s · %s", d, hs[i].game_id);
        gfx_rgba ink = i == 0 ? (gfx_rgba){176, 124, 20, 255} : ui_ink;
        uiw_text(u, menu_key(K_HS_RANK, i, 0), RIGHT_X + 34, y, 20, GFX_FONT_BOLD, GFX_RIGHT | GFX_MIDDLE, ink, rank,
                 10);
        uiw_text(u, menu_key(K_HS_NAME, i, 0), RIGHT_X + 48, y - 4,
                 uiw_fit_px(u, GFX_FONT_BOLD, 17, name, 240, 11), GFX_FONT_BOLD, GFX_LEFT | GFX_MIDDLE, ui_ink, name,
                 10);
        uiw_text(u, menu_key(K_HS_WHEN, i, 0), RIGHT_X + 48, y + 16, uiw_fit_px(u, GFX_FONT_ITALIC, 12.5f, when, 330, 9),
                 GFX_FONT_ITALIC, GFX_LEFT | GFX_MIDDLE, ui_ink_soft, when, 10);
        uiw_text(u, menu_key(K_HS_SCORE, i, 0), RIGHT_X + RIGHT_W - 18, y - 2, 20, GFX_FONT_BOLD,
                 GFX_RIGHT | GFX_MIDDLE, ink, score, 10);
    }
}

static void sync(app *a)
{
    uiw *u = &stats.u;
    uiw_begin(u, &a->widgets);
    ecs_sync_begin(a->world, MENU_G);
    menu_heading(u, tr(TR_STATS_TITLE), tr(TR_STATS_SUBTITLE));
    menu_picker(a, u, 680, 50);
    int pi = menu_profile(a);
    highscores(a, pi);
    if (pi < 0) {
        ecs_entity *t = uiw_text(u, menu_key(K_EMPTY, 0, 0), LEFT_X + LEFT_W / 2, 300, 22, GFX_FONT_ITALIC,
                                 GFX_CENTER | GFX_TOP, ui_paper,
                                 tr(TR_PROFILE_NONE_YET),
                                 10);
        t->draw.w = 600;
        ecs_sync_end(a->world, MENU_G);
        return;
    }
    const app_profile *pr = &store_profiles(a)->profile[pi];
    app_stats st;
    app_profile_stats(pr, &st);
    char v[5][32];
    snprintf(v[0], sizeof v[0], "%lld", st.games);
    snprintf(v[1], sizeof v[1], "%lld", st.wins);
    /* best and last come from the games listed: none when a damaged file lost them (the totals,
     * games and average, are kept apart) */
    tr_decimal(v[3], sizeof v[3], st.mean, 1);
    if (pr->n_history) {
        snprintf(v[2], sizeof v[2], "%d", st.best);
        snprintf(v[4], sizeof v[4], "%d", pr->history[pr->n_history - 1].total);
    } else {
        snprintf(v[2], sizeof v[2], "\xE2\x80\x93");
        snprintf(v[4], sizeof v[4], "\xE2\x80\x93");
    }
    tile(0, v[0], tr(TR_STATS_GAMES));
    tile(1, v[1], tr(TR_STATS_WINS));
    tile(2, v[2], tr(TR_STATS_BEST));
    tile(3, v[3], tr(TR_STATS_AVERAGE));
    tile(4, v[4], tr(TR_STATS_LAST_GAME));

    card_bg(0, LEFT_X, 200, LEFT_W, 262, tr(TR_STATS_HISTORY));
    int idx = ecs_ensure(a->world, menu_key(K_PLOT, 0, 0));
    ecs_entity *plot = ecs_get(a->world, idx);
    plot->mask |= ECS_DRAWABLE;
    plot->local.x = plot->prev.x = LEFT_X + LEFT_W / 2;
    plot->local.y = plot->prev.y = 200 + 40 + 105;
    plot->z = 10;
    plot->draw.kind = DRAW_CUSTOM;
    plot->draw.w = LEFT_W - 40;
    plot->draw.h = 210;
    plot->draw.paint = paint_plot;
    plot->draw.user = a;

    float ct = 474, ch = 226;
    card_bg(1, LEFT_X, ct, LEFT_W, ch, tr(TR_STATS_AVG_CHARACTER));
    double most = 4;
    for (int c = 0; c < TD_COLUMNS; c++)
        if (st.character_mean[c] > most)
            most = st.character_mean[c];
    for (int c = 0; c < TD_COLUMNS; c++) {
        float y = ct + 52 + 25 * (float)c, bx = LEFT_X + 210, bw = 380;
        uiw_text(u, menu_key(K_BAR_NAME, c, 0), bx - 12, y, 14, GFX_FONT_REGULAR, GFX_RIGHT | GFX_MIDDLE, ui_ink,
                 tr(TR_CHARACTER_1 + c), 10);
        uiw_rect(u, menu_key(K_BAR_BG, c, 0), bx + bw / 2, y, bw, 16, 4, gfx_mix(ui_paper, ui_ink_soft, 0.18f), 0,
                 ui_paper, 10);
        float w = bw * (float)(st.character_mean[c] / most);
        int d = c / 2; /* the character's district; white's bars are grey, to stand out from the track */
        gfx_rgba fill = d == TD_WHITE ? ui_colour_dark[d] : ui_colour[d];
        gfx_rgba edge = d == TD_WHITE ? gfx_mix(ui_colour_dark[d], ui_ink, 0.35f) : ui_colour_dark[d];
        if (w > 1)
            uiw_rect(u, menu_key(K_BAR, c, 0), bx + w / 2, y, w, 16, 4, fill, 1.2f, edge, 11);
        char val[96], num[32];
        snprintf(val, sizeof val, tr(TR_STATS_CHAR_MEAN), tr_decimal(num, sizeof num, st.character_mean[c], 1),
                 st.character_total[c]);
        uiw_text(u, menu_key(K_BAR_VALUE, c, 0), bx + bw + 10, y, 13, GFX_FONT_BOLD, GFX_LEFT | GFX_MIDDLE, ui_ink, val,
                 12);
    }
    char extra[256], res[32], cit[32];
    snprintf(extra, sizeof extra, tr(TR_STATS_ALSO), tr_decimal(res, sizeof res, st.resources_mean, 1),
             tr_decimal(cit, sizeof cit, st.citizens_mean, 1));
    uiw_text(u, menu_key(K_EXTRA, 0, 0), LEFT_X + 16, ct + ch - 18, 13.5f, GFX_FONT_ITALIC, GFX_LEFT | GFX_MIDDLE,
             ui_ink_soft, extra, 10);
    ecs_sync_end(a->world, MENU_G);
    a->dirty = 1;
}

static void screen_stats_enter(app *a)
{
    memset(&stats, 0, sizeof stats);
    stats.u.env = &a->widgets;
    a->text_focus = 0;
    sync(a);
}

static void screen_stats_event(app *a, const SDL_Event *ev)
{
    if (menu_profile_screen_event(a, &stats.u, ev))
        sync(a);
}

const shell_screen screen_stats = {
    .name = "stats",
    .enter = screen_stats_enter,
    .event = screen_stats_event,
    .kinds = &stats_kinds,
};
