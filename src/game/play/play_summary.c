/* play_summary.c — the half-day just ended, in the panel under the wheel until the next roll: a
 * title (the day and half, and what the end of the half-day did on the wheel), then a table with a
 * row per seat: its name, the die it took (drawn small, at its colour and value), its action (the
 * building's icon, or the resource's for a gain) and what its half-day gained, as the sheet's and
 * the wheel's icons with their numbers. With more than five seats the rows go in two columns. The
 * panel then reaches from just under the wheel to the window's foot, beside the sheet: nothing of
 * it covers the wheel or the sheet. The Roll button (or the final scores') and the steps to the
 * seat before and after sit on its right. A row's tooltip says the seat's half-day in words
 * (play_tooltip.c), and a click on it shows that seat's sheet (HIT_SEAT, b = 1).
 *
 * Everything comes from the session: the state right after the roll (its checkpoint), the
 * half-day's moves played over it (play_replay_half_day) and the core's td_sheet_gain.
 */
#include <stdio.h>
#include <string.h>

#include "app_lang.h"
#include "play/play.h"
#include "kit/ui_widgets.h"
#include "shell/seats.h"
#include "tutorial/tut_play.h"

/* The panel while the summary shows, in design units: its left and right edges, the gap under the
 * wheel, the controls' column on its right (centre and width) and the table's left and right. */
#define SUM_LEFT PANEL_LEFT
#define SUM_RIGHT play_panel_right(a)
#define SUM_GAP 4.0f
#define SUM_CTRL_W (128.0f + 0.3f * PANEL_NARROW_OF(a)) /* (a narrower panel: both narrower) */
#define SUM_CTRL_X (605.0f + PANEL_NARROW_OF(a) - SUM_CTRL_W / 2)
#define SUM_TABLE_X0 20.0f
#define SUM_TABLE_X1 (470.0f + 0.7f * PANEL_NARROW_OF(a))
#define SUM_ROWS_ONE_COLUMN 5 /* more seats than this: two columns, unless there is room for one */

int play_summary_shown(const app *a)
{
    const td_state *s = now_of(a);
    return !a->watch.on && !a->play->table.held && s->phase != TD_PHASE_CHOOSE &&
           a->ss->n_moves > a->ss->checkpoint_moves;
}

/* The summary's top: under the wheel as drawn (in a tall window, lower: ecs_zone). */
static float summary_top(const app *a)
{
    float x = WHEEL_CX, y = WHEEL_CY + WHEEL_R;
    ecs_zone_xy(a->world, VIEW_G_WHEEL, &x, &y);
    return y + SUM_GAP;
}

static float summary_bottom(const app *a) { return a->world->design_h - SUM_GAP; }

/* What a seat did in the half-day, for its row. */
typedef struct seat_half {
    int has_die;          /* it took a die (or the fallback: `fallback`) */
    int fallback;
    int slot, colour, value, action;
    int black;            /* the die was the black one (a Banquet 8 lets it be taken as a colour) */
    int own_row, own_pos; /* the building its die drew (-1: none) */
} seat_half;

static void half_visit(const td_state *before, const td_state *after, const td_move *m, void *ctx)
{
    (void)after;
    seat_half *h = ctx;
    if (h->has_die || (m->kind != TD_MOVE_DIE && m->kind != TD_MOVE_FALLBACK))
        return;
    h->has_die = 1;
    h->fallback = m->kind == TD_MOVE_FALLBACK;
    h->slot = m->slot;
    h->black = !h->fallback && m->slot == before->black_slot;
    h->colour = m->colour;
    h->value = m->value;
    h->action = m->action;
    int tag, ta, tb;
    play_target_of(before, m, &tag, &ta, &tb);
    if (tag == HIT_CELL && !h->fallback) {
        h->own_row = ta;
        h->own_pos = tb;
    }
}

/* One item of a row's gains: a number (or a word) and an icon after it (-1: none). */
typedef struct gain_item {
    char text[24];
    int icon;
    gfx_rgba ink;
} gain_item;
#define GAIN_ITEMS 16

/* What seat p's half-day gained, as items: resources, citizens, the buildings besides its die's,
 * then its victory points (+0 VP included). */
static int gain_items(const app *a, int p, const seat_half *h, gain_item out[GAIN_ITEMS])
{
    const td_state *s = now_of(a);
    td_gain g;
    td_sheet_gain(&a->ss->checkpoint.sheet[p], &s->sheet[p], &g);
    int n = 0;
    for (int r = 0; r < TD_RESOURCES && n < GAIN_ITEMS; r++)
        if (g.resources[r]) {
            snprintf(out[n].text, sizeof out[n].text, g.resources[r] > 0 ? "+%d" : "\xe2\x88\x92%d",
                     g.resources[r] > 0 ? g.resources[r] : -g.resources[r]);
            out[n].icon = GFX_ICON_INFLUENCE + r;
            out[n++].ink = wheel_price_ink(r, 1);
        }
    for (int c = 0; c < TD_COLOURS && n < GAIN_ITEMS; c++)
        if (g.citizens[c]) {
            snprintf(out[n].text, sizeof out[n].text, "+%d", g.citizens[c]);
            out[n].icon = GFX_ICON_CITIZEN;
            out[n++].ink = gfx_mix(ui_colour[c], ui_paper, 0.15f);
        }
    for (int row = 0; row < TD_ROWS; row++)
        for (int pos = 0; pos < TD_COLUMNS && n < GAIN_ITEMS - 1; pos++)
            if ((g.built[row] >> pos & 1u) && !(row == h->own_row && pos == h->own_pos)) {
                snprintf(out[n].text, sizeof out[n].text, "+");
                out[n].icon = GFX_ICON_FORTRESS + row;
                out[n++].ink = gfx_mix(ui_colour[row / 2], ui_paper, 0.15f);
            }
    if (n < GAIN_ITEMS) { /* always, +0 VP too: every row ends on where its score went */
        snprintf(out[n].text, sizeof out[n].text, tr(g.score_delta >= 0 ? TR_GAIN_VP : TR_GAIN_VP_LOST),
                 g.score_delta >= 0 ? g.score_delta : -g.score_delta);
        out[n].icon = -1;
        out[n++].ink = ui_paper;
    }
    return n;
}

/* The smallest text the summary draws, in design units: 10 pixels (12.5 units at 1024x640). */
static float lo_px(const app *a)
{
    float scale = a->world->scale > 0 ? a->world->scale : 1;
    return 10.0f / scale > 10.5f ? 10.0f / scale : 10.5f;
}

static float at_least(float px, float lo) { return px > lo ? px : lo; }

static float text_w(app *a, int face, float px, const char *s)
{
    float scale = a->world->scale > 0 ? a->world->scale : 1, w = 0;
    gfx_text_size(&a->g, face, px * scale, s, &w, NULL);
    return w / scale;
}

/* A text of the summary, its box given in the dump (the tests check that it stays off the wheel
 * and the sheet). */
static ecs_entity *sum_text(app *a, int kind, int i, int j, float x, float y, float px, int face, int align,
                            gfx_rgba c, const char *s)
{
    ecs_entity *e = play_label(a, VIEW_G_UI, kind, i, j, x, y, px, face, align, c, s, 41);
    e->draw.boxed = 1;
    return e;
}

static ecs_entity *sum_icon(app *a, int i, int j, float x, float y, float side, int icon, gfx_rgba c)
{
    ecs_entity *e = ecs_icon(a->world, view_key(VIEW_G_UI, K_SUM_ICON, i, j), x, y, side, icon, c, 41);
    e->draw.boxed = 1;
    return e;
}

/* A seat's name, shorter when it must be: a bot's kind in brackets dropped in two columns, then
 * smaller, then cut with an ellipsis. */
static void short_name(app *a, const char *name, int narrow, float room, float *px, char *out, size_t n)
{
    snprintf(out, n, "%s", name);
    char *bracket = strstr(out, " (");
    if (narrow && bracket && bracket != out)
        *bracket = 0;
    *px = gfx_fit_px(&a->g, GFX_FONT_BOLD, *px, out, room, a->world->scale);
    float min_px = lo_px(a);
    if (*px >= min_px)
        return;
    *px = min_px;
    /* a name that ends in a number ("Player 10") keeps it: its words before are cut */
    const char *last = strrchr(out, ' ');
    if (last && last[1] && strspn(last + 1, "0123456789") == strlen(last + 1)) {
        char tail[16], head[64];
        snprintf(tail, sizeof tail, "%s", last);
        snprintf(head, sizeof head, "%.*s", (int)(last - out), out);
        size_t hl = strlen(head);
        while (hl > 1) {
            snprintf(out, n, "%.*s\xe2\x80\xa6%s", (int)hl, head, tail);
            if (text_w(a, GFX_FONT_BOLD, *px, out) <= room)
                return;
            do
                hl--;
            while (hl > 1 && ((unsigned char)head[hl] & 0xC0) == 0x80);
        }
        snprintf(out, n, "%s", name);
    }
    size_t len = strlen(out);
    while (len > 1 && text_w(a, GFX_FONT_BOLD, *px, out) > room) {
        do /* one character less, at a character boundary */
            len--;
        while (len > 1 && ((unsigned char)out[len] & 0xC0) == 0x80);
        if (len + 4 > n)
            continue;
        memcpy(out + len, "\xe2\x80\xa6", 4);
    }
}

/* The columns of a row, from its left edge. */
typedef struct row_cols {
    float name_w, die_x, act_x, gain_x, width;
    int words; /* the action said in a word beside its icon (one column only) */
} row_cols;

static row_cols cols_of(const app *a, int two)
{
    if (two)
        return (row_cols){56, 62, 86, 103, (SUM_TABLE_X1 - SUM_TABLE_X0 - 8) / 2, 0};
    float narrow = PANEL_NARROW_OF(a) * 0.25f; /* (a narrower panel: the gains keep most of their room) */
    return (row_cols){116 + narrow, 130 + narrow, 154 + narrow, 256 + 2 * narrow, SUM_TABLE_X1 - SUM_TABLE_X0, 1};
}

/* Seat p's row, its left edge at x0 and its middle at y, rh high. */
static void sync_row(app *a, int p, const row_cols *c, float x0, float y, float rh)
{
    const play_ui *ui = &a->play->ui;
    seat_half h = {0, 0, 0, 0, 0, 0, 0, -1, -1};
    play_replay_half_day(a, p, half_visit, &h);
    int idx;
    ecs_entity *bg = play_entity(a, VIEW_G_UI, K_SUM_ROW, p, 0, &idx);
    bg->local.x = bg->prev.x = x0 + c->width / 2;
    bg->local.y = bg->prev.y = y;
    bg->z = 38;
    bg->draw.kind = DRAW_RECT;
    bg->draw.w = c->width;
    bg->draw.h = rh - 2;
    bg->draw.radius = 4;
    bg->draw.boxed = 1;
    int shown = p == ui->viewer && a->n_seats > 1;
    int hovered = a->play->ui.hover == idx;
    bg->draw.colour = shown ? ui_accent : gfx_alpha(ui_paper, hovered ? 0.12f : 0.05f); /* the sheet shown: as a chosen option */
    bg->mask |= ECS_HIT;
    bg->hit = (ecs_hit){0, c->width, rh - 2, HIT_SEAT, p, 1};
    float lo = lo_px(a), px = at_least(rh >= 18 ? 12.5f : 11.5f, lo), side = rh >= 18 ? 15 : rh >= 14 ? 13 : 12;
    char name[64];
    short_name(a, a->seats[p].name, !c->words, c->name_w - 6, &px, name, sizeof name);
    sum_text(a, K_SUM_TXT, p, 0, x0 + 4, y, px, GFX_FONT_BOLD, GFX_LEFT | GFX_MIDDLE, ui_paper, name);
    if (!h.has_die) { /* nothing taken this half-day */
        sum_text(a, K_SUM_TXT, p, 1, x0 + c->die_x - 6, y, at_least(11.5f, lo), GFX_FONT_ITALIC, GFX_LEFT | GFX_MIDDLE,
                 gfx_alpha(ui_paper, 0.75f), tr(TR_GAIN_NOTHING));
        return;
    }
    if (!h.fallback) {
        ecs_entity *d = ecs_placed(a->world, view_key(VIEW_G_UI, K_SUM_DIE, p, 0), x0 + c->die_x, y, 41, NULL);
        d->draw.kind = DRAW_DIE;
        d->draw.w = side;
        d->draw.value = h.value;
        ui_die_look look = ui_die(h.colour, h.black); /* the black die stays black, in the colour it played as */
        d->draw.colour = look.body;
        d->draw.colour2 = look.pips;
        d->draw.colour3 = look.edge;
        d->draw.boxed = 1;
        int icon = h.action == TD_ACT_GAIN ? GFX_ICON_INFLUENCE + h.colour
                   : GFX_ICON_FORTRESS + (h.action == TD_ACT_PRESTIGE ? td_prestige_row(h.colour) : td_work_row(h.colour));
        gfx_rgba ink = h.action == TD_ACT_GAIN ? wheel_price_ink(h.colour, 1) : gfx_mix(ui_colour[h.colour], ui_paper, 0.15f);
        sum_icon(a, p, 0, x0 + c->act_x, y, side, icon, ink);
        if (c->words) {
            const char *word = h.action == TD_ACT_GAIN ? tr(TR_ACTION_GAIN)
                               : tr(TR_ROW_FORTRESS + (h.action == TD_ACT_PRESTIGE ? td_prestige_row(h.colour)
                                                                                   : td_work_row(h.colour)));
            float room = c->gain_x - c->act_x - side / 2 - 10;
            float wpx = gfx_fit_px(&a->g, GFX_FONT_REGULAR, at_least(11.5f, lo), word, room, a->world->scale);
            if (wpx >= lo) /* (the icon alone when the word would be too small) */
                sum_text(a, K_SUM_TXT, p, 1, x0 + c->act_x + side / 2 + 3, y, wpx, GFX_FONT_REGULAR,
                         GFX_LEFT | GFX_MIDDLE, ui_paper, word);
        }
    } else { /* no die could be paid for: the fallback, said in a word */
        sum_text(a, K_SUM_TXT, p, 1, x0 + c->die_x - 6, y, at_least(11.5f, lo), GFX_FONT_ITALIC, GFX_LEFT | GFX_MIDDLE, ui_paper,
                 "\xe2\x80\x94");
    }
    /* the gains, smaller when they would run past the row's end; then, if they still would, those
     * before the VP dropped for an ellipsis */
    gain_item it[GAIN_ITEMS];
    int n = gain_items(a, p, &h, it);
    float room = c->width - c->gain_x - 4, gpx = at_least(px - 0.5f, lo), gside = side - 1, gap = c->words ? 6.0f : 4.5f;
    float total = 0;
    for (int k = 0; k < n; k++)
        total += text_w(a, GFX_FONT_BOLD, gpx, it[k].text) + (it[k].icon >= 0 ? gside * 0.9f + 1 : 0) + gap;
    if (total > room) {
        float f = room / total < 0.7f ? 0.7f : room / total;
        if (gpx * f < lo)
            f = lo / gpx;
        gpx *= f, gside *= f, gap *= f;
    }
    int vp = n > 0 && it[n - 1].icon < 0, cut = -1; /* cut: the ellipsis's item */
    for (;;) {
        total = 0;
        for (int k = 0; k < n; k++)
            total += text_w(a, GFX_FONT_BOLD, gpx, it[k].text) + (it[k].icon >= 0 ? gside * 0.9f + 1 : 0) + gap;
        if (total <= room)
            break;
        if (cut < 0) { /* the last item before the VP becomes the ellipsis */
            cut = n - 1 - vp;
            if (cut < 0)
                break;
            snprintf(it[cut].text, sizeof it[cut].text, "\xe2\x80\xa6");
            it[cut].icon = -1;
            it[cut].ink = ui_paper;
        } else if (cut > 0) { /* then the one before it goes */
            memmove(&it[cut - 1], &it[cut], sizeof it[0] * (size_t)(n - cut));
            cut--;
            n--;
        } else {
            break;
        }
    }
    if (n == 0)
        sum_text(a, K_SUM_TXT, p, 2, x0 + c->gain_x, y, at_least(11.5f, lo), GFX_FONT_ITALIC, GFX_LEFT | GFX_MIDDLE,
                 gfx_alpha(ui_paper, 0.75f), tr(TR_GAIN_NOTHING));
    float x = x0 + c->gain_x;
    for (int k = 0; k < n; k++) {
        float tw = text_w(a, GFX_FONT_BOLD, gpx, it[k].text);
        sum_text(a, K_SUM_TXT, p, 2 + k, x, y, gpx, GFX_FONT_BOLD, GFX_LEFT | GFX_MIDDLE, it[k].icon >= 0 ? ui_paper : it[k].ink,
                 it[k].text);
        x += tw;
        if (it[k].icon >= 0) {
            sum_icon(a, p, 1 + k, x + 1 + gside * 0.45f, y, gside, it[k].icon, it[k].ink);
            x += gside * 0.9f + 1;
        }
        x += gap;
    }
}

/* The lines of `text` at `px`, the first `first_w` wide and the others `w`: their starts and
 * lengths, at most `max`; returns how many it takes (max + 1: more). */
static int wrap_lines(app *a, const char *text, float px, float first_w, float w, const char **start, size_t *len,
                      int max)
{
    const char *p = gfx_wrap_skip(text);
    int n = 0;
    for (; *p; n++) {
        if (n == max)
            return max + 1;
        start[n] = p;
        len[n] = gfx_wrap_line(&a->g, GFX_FONT_ITALIC, px, p, n == 0 ? first_w : w);
        if (len[n] == 0)
            len[n] = strlen(p);
        p = gfx_wrap_skip(p + len[n]);
    }
    return n;
}

/* The title: the day and half in bold, then what the end of the half-day did on the wheel (the
 * banner) in italics after it, beside the buttons, which stay where they are (a Roll that moved
 * down under a long title was missed by a click where it had been): on two lines, a little
 * smaller if need be, else on three at the smallest size, the rest on a fourth (never cut off).
 * Returns the y under it. */
static float sync_title(app *a, float top)
{
    const play_ui *ui = &a->play->ui;
    const td_state *closed = &a->ss->checkpoint;
    char head[96];
    snprintf(head, sizeof head, tr(closed->half ? TR_SUM_AFTERNOON : TR_SUM_MORNING), closed->day);
    float y = top + 11, x = SUM_TABLE_X0 + 2;
    sum_text(a, K_SUM_TITLE, 0, 0, x, y, at_least(13.5f, lo_px(a)), GFX_FONT_BOLD, GFX_LEFT | GFX_MIDDLE, ui_paper, head);
    if (!ui->banner[0])
        return y + 10;
    float hw = text_w(a, GFX_FONT_BOLD, at_least(13.5f, lo_px(a)), head) + 8;
    const char *start[4];
    size_t len[4];
    float lo = lo_px(a), px = at_least(12, lo), w = SUM_TABLE_X1 - x;
    int n = wrap_lines(a, ui->banner, px, w - hw, w, start, len, 2);
    for (px -= 0.5f; n > 2 && px >= lo; px -= 0.5f) /* a little smaller */
        n = wrap_lines(a, ui->banner, px, w - hw, w, start, len, 2);
    px += 0.5f;
    if (n > 2) { /* three lines at the smallest size, the rest on a fourth */
        px = lo;
        if ((n = wrap_lines(a, ui->banner, px, w - hw, w, start, len, 3)) > 3) {
            n = 4;
            start[3] = gfx_wrap_skip(start[2] + len[2]);
            len[3] = strlen(start[3]);
        }
    }
    if (px < lo)
        px = lo;
    for (int i = 0; i < n; i++) {
        char line[sizeof ui->banner];
        snprintf(line, sizeof line, "%.*s", (int)len[i], start[i]);
        float lx = i == 0 ? x + hw : x, lw = i == 0 ? w - hw : w;
        sum_text(a, K_SUM_TITLE, 1 + i, 0, lx, y + 14 * (float)i,
                 at_least(gfx_fit_px(&a->g, GFX_FONT_ITALIC, px, line, lw, a->world->scale), lo), GFX_FONT_ITALIC,
                 GFX_LEFT | GFX_MIDDLE, ui_paper, line);
    }
    return y + 10 + 14 * (float)(n - 1);
}

/* The buttons on the right, from y down to `bottom`: Roll (or the final scores'), then the seat
 * before and after while the reveal steps through the seats, one under the other when there is
 * room, else side by side. */
static void sync_controls(app *a, float y, float bottom)
{
    const td_state *s = now_of(a);
    if (s->phase == TD_PHASE_OVER)
        play_button(a, BTN_END, 0, SUM_CTRL_X, y + 17, SUM_CTRL_W, 34, tr(TR_BTN_SEE_SCORES), 1, 1, HIT_BUTTON, BTN_END, 0);
    else if (seats_humans(a)) /* (in the guided game, only at a step that asks for the roll) */
        play_button(a, BTN_ROLL, 0, SUM_CTRL_X, y + 17, SUM_CTRL_W, 34, tr(TR_BTN_ROLL), tut_allows_roll(a), 1, HIT_BUTTON,
                    BTN_ROLL, 0);
    if (!play_revealing(a))
        return;
    int stacked = y + 97 <= bottom - 4;
    float w = stacked ? SUM_CTRL_W : SUM_CTRL_W / 2 - 2, dx = stacked ? 0 : SUM_CTRL_W / 4 + 1;
    play_button(a, BTN_REVEAL_PREV, 0, SUM_CTRL_X - dx, y + 52, w, 26, tr(TR_BTN_REVEAL_PREV), 1, 0, HIT_BUTTON,
                BTN_REVEAL_PREV, 0);
    play_button(a, BTN_REVEAL_NEXT, 0, SUM_CTRL_X + dx, stacked ? y + 82 : y + 52, w, 26, tr(TR_BTN_REVEAL_NEXT), 1, 0,
                HIT_BUTTON, BTN_REVEAL_NEXT, 0);
}

/* A button of the summary's panel: its label made to fit its width (play_button sizes it by the
 * button's height alone), its box in the dump. */
static void fit_button(app *a, int id, float w)
{
    int bi = ecs_find(a->world, view_key(VIEW_G_UI, K_BTN, id, 0));
    int li = ecs_find(a->world, view_key(VIEW_G_UI, K_BTN_TXT, id, 0));
    if (bi < 0 || li < 0)
        return;
    ecs_get(a->world, bi)->draw.boxed = 1;
    ecs_entity *e = ecs_get(a->world, li);
    e->draw.h = at_least(gfx_fit_px(&a->g, e->draw.face, e->draw.h, e->draw.text, w - 10, a->world->scale), lo_px(a));
}

void play_summary_sync(app *a)
{
    float top = summary_top(a), bottom = summary_bottom(a);
    ecs_entity *bg = play_entity(a, VIEW_G_UI, K_PANEL, 0, 0, NULL);
    bg->local.x = bg->prev.x = (SUM_LEFT + SUM_RIGHT) / 2;
    bg->local.y = bg->prev.y = (top + bottom) / 2;
    bg->draw.w = SUM_RIGHT - SUM_LEFT;
    bg->draw.h = bottom - top;
    bg->draw.boxed = 1;
    float y = sync_title(a, top);
    sync_controls(a, top + 6, bottom);
    float end = top; /* the foot of what the panel holds */
    for (int id = 0; id < BTN_REVEAL_NEXT + 1; id++) {
        int bi = ecs_find(a->world, view_key(VIEW_G_UI, K_BTN, id, 0));
        if (bi < 0 || !(id == BTN_ROLL || id == BTN_END || id == BTN_REVEAL_PREV || id == BTN_REVEAL_NEXT))
            continue;
        const ecs_entity *b = ecs_get(a->world, bi);
        fit_button(a, id, b->draw.w);
        if (b->local.y + b->draw.h / 2 > end)
            end = b->local.y + b->draw.h / 2;
    }
    /* the columns' heads, then the rows as high as the room allows (20 units at most), in one
     * column while they can be 17 units high, else in two */
    float lo = lo_px(a), hpx = at_least(10.5f, lo), hy = y + 4 + hpx / 2;
    float rows_top = hy + hpx / 2 + 2, room = bottom - 4 - rows_top;
    int n = a->n_seats, two = n > SUM_ROWS_ONE_COLUMN && room / (float)n < 17;
    int per = two ? (n + 1) / 2 : n;
    row_cols c = cols_of(a, two);
    gfx_rgba soft = gfx_alpha(ui_paper, 0.7f);
    for (int col = 0; col < (two ? 2 : 1); col++) {
        float x0 = SUM_TABLE_X0 + (float)col * (c.width + 8);
        const char *who = tr(TR_SUM_PLAYER), *die = tr(TR_SUM_DIE), *act = tr(TR_SUM_ACTION);
        sum_text(a, K_SUM_HEAD, col, 0, x0 + 4, hy, hpx, GFX_FONT_ITALIC, GFX_LEFT | GFX_MIDDLE, soft, who);
        if (c.words) {
            sum_text(a, K_SUM_HEAD, col, 1, x0 + c.die_x, hy, hpx, GFX_FONT_ITALIC, GFX_CENTER | GFX_MIDDLE, soft, die);
            sum_text(a, K_SUM_HEAD, col, 2, x0 + c.act_x - 8, hy, hpx, GFX_FONT_ITALIC, GFX_LEFT | GFX_MIDDLE, soft, act);
        } else { /* narrow: the die's head ends at the die's right, the action's is centred on its
                  * icon, each made to fit between its neighbours; where they cannot, the action's
                  * alone, over both */
            float who_end = 4 + text_w(a, GFX_FONT_ITALIC, hpx, who) + 3, die_end = c.die_x + 5;
            float act_half = c.gain_x - 3 - c.act_x < c.act_x - die_end - 3 ? c.gain_x - 3 - c.act_x : c.act_x - die_end - 3;
            float dpx = gfx_fit_px(&a->g, GFX_FONT_ITALIC, hpx, die, die_end - who_end, a->world->scale);
            float apx = gfx_fit_px(&a->g, GFX_FONT_ITALIC, hpx, act, 2 * act_half, a->world->scale);
            if (dpx >= lo && apx >= lo) {
                sum_text(a, K_SUM_HEAD, col, 1, x0 + die_end, hy, dpx, GFX_FONT_ITALIC, GFX_RIGHT | GFX_MIDDLE, soft, die);
                sum_text(a, K_SUM_HEAD, col, 2, x0 + c.act_x, hy, apx, GFX_FONT_ITALIC, GFX_CENTER | GFX_MIDDLE, soft, act);
            } else {
                float mid = (who_end + c.gain_x - 3) / 2;
                sum_text(a, K_SUM_HEAD, col, 2, x0 + mid, hy,
                         at_least(gfx_fit_px(&a->g, GFX_FONT_ITALIC, hpx, act, c.gain_x - 3 - who_end, a->world->scale), lo),
                         GFX_FONT_ITALIC, GFX_CENTER | GFX_MIDDLE, soft, act);
            }
        }
        sum_text(a, K_SUM_HEAD, col, 3, x0 + c.gain_x, hy, hpx, GFX_FONT_ITALIC, GFX_LEFT | GFX_MIDDLE, soft,
                 tr(TR_SUM_GAINS));
    }
    float rh = room / (float)per;
    if (rh > 20)
        rh = 20;
    for (int p = 0; p < n; p++) {
        int col = two && p >= per, row = col ? p - per : p;
        sync_row(a, p, &c, SUM_TABLE_X0 + (float)col * (c.width + 8), rows_top + rh * ((float)row + 0.5f), rh);
    }
    /* under the rows, as room allows: the last move's note (its rule events, a refusal), what to
     * do next (the keys that show another sheet during the reveal; the roll to come, at a table
     * without one), then that the tooltips are there */
    const play_ui *ui = &a->play->ui;
    const char *under[9];
    size_t under_len[8];
    int n_under = 0;
    float upx = at_least(11, lo), uw = SUM_TABLE_X1 - SUM_TABLE_X0 - 4;
    for (const char *q = gfx_wrap_skip(ui->note); *q && n_under < 4; n_under++) {
        under[n_under] = q;
        under_len[n_under] = gfx_wrap_line(&a->g, GFX_FONT_ITALIC, upx, q, uw);
        if (under_len[n_under] == 0)
            under_len[n_under] = strlen(q);
        q = gfx_wrap_skip(q + under_len[n_under]);
    }
    int notes = n_under;
    if (tut_says(a))
        under[n_under++] = tr(TR_TUT_PANEL_READ);
    else if (play_revealing(a))
        under[n_under++] = tr(TR_REVEAL_KEYS);
    else if (now_of(a)->phase == TD_PHASE_ROLL)
        under[n_under++] = tr(seats_humans(a) ? TR_PANEL_ALL_CHOSEN_ROLL : TR_PANEL_ALL_CHOSEN);
    else
        under[n_under++] = tr(TR_PANEL_OVER);
    under[n_under++] = tr(TR_SUM_POINT);
    float uy = rows_top + rh * (float)per + 10;
    if (rows_top + rh * (float)per > end)
        end = rows_top + rh * (float)per;
    for (int i = 0; i < n_under && uy + upx / 2 <= bottom - 3; i++, uy += upx + 4) {
        char line[sizeof ui->note];
        if (i < notes)
            snprintf(line, sizeof line, "%.*s", (int)under_len[i], under[i]);
        else
            snprintf(line, sizeof line, "%s", under[i]);
        float fit = gfx_fit_px(&a->g, GFX_FONT_ITALIC, upx, line, uw, a->world->scale);
        if (fit < lo)
            continue;
        sum_text(a, K_SUM_TXT, TD_MAX_PLAYERS, i, SUM_TABLE_X0 + 4, uy, fit, GFX_FONT_ITALIC, GFX_LEFT | GFX_MIDDLE,
                 i < notes ? ui_paper : soft, line);
        if (uy + upx / 2 > end)
            end = uy + upx / 2;
    }
    /* the panel ends a little under what it holds (a tall window leaves room under a short table) */
    end = end + 8 < bottom ? end + 8 : bottom;
    bg->local.y = bg->prev.y = (top + end) / 2;
    bg->draw.h = end - top;
}
