/* play_toast.c — a refusal said where the player looks. When the rules refuse what the player
 * just did (a die that cannot be taken, a cell the die cannot reach, nothing to undo...), the note
 * over the panel says why; the same words also come in a small box beside what was clicked, or
 * beside what the keys (and the pad) act on, with a red "no" mark, for PLAY_TOAST_SECONDS of game
 * time or until the next input. The box keeps off the thing it is about and inside the window, and
 * off the wheel's dice where it can. Its words are the note's: the core's reason, never a rule
 * worked out here. Ui state only: never saved, never undone.
 */
#include <stdio.h>
#include <string.h>

#include "kit/ui_palette.h"
#include "play/play.h"

#define TOAST_PX 13.0f    /* its text's size (design units) */
#define TOAST_LINE 17.0f  /* a line's height */
#define TOAST_WRAP 300.0f /* its text's widest line */
#define TOAST_PAD 9.0f    /* around its contents */
#define TOAST_MARK 18.0f  /* the "no" mark's disc */
#define TOAST_GAP 8.0f    /* from what it is about */
#define TOAST_LINES 6
#define TOAST_MARGIN 4.0f /* from the window's edges */
#define TOAST_DIE 60.0f   /* a die on the wheel, as the box keeps off it */

/* Where the entity of `key` stands (or is going), design units, and its hit area's size (w, h:
 * 0 when it has none); 0 when it is not drawn. (A die may still be tumbling in, not laid out.) */
static int entity_at(app *a, uint32_t key, float *x, float *y, float *w, float *h)
{
    int i = ecs_find(a->world, key);
    if (i < 0)
        return 0;
    const ecs_entity *e = ecs_get(a->world, i);
    ecs_resting_xy(e, x, y);
    *w = e->hit.w, *h = e->hit.circle ? e->hit.w : e->hit.h;
    ecs_zone_box(a->world, e->zone, x, y, w, h);
    return 1;
}

/* Where die `slot` stands on the wheel; 0 when it is not drawn. */
static int die_at(app *a, int slot, float *x, float *y)
{
    float w, h;
    return slot >= 0 && entity_at(a, view_key(VIEW_G_DICE, K_DIE, slot, 0), x, y, &w, &h);
}

void play_toast_show(app *a, const play_aim *at)
{
    play_toast *t = &a->play->toast;
    snprintf(t->text, sizeof t->text, "%s", a->play->ui.note);
    if (!t->text[0]) {
        t->left = 0;
        return;
    }
    t->left = PLAY_TOAST_SECONDS;
    t->at = *at; /* (the window's loop runs on until it has gone: screen_play_busy) */
}

void play_toast_drop(app *a) { a->play->toast.left = 0; }

int play_toast_tick(app *a, float dt)
{
    play_toast *t = &a->play->toast;
    if (t->left <= 0)
        return 0;
    t->left -= dt;
    return t->left <= 0;
}

play_aim play_toast_aim(app *a, const play_input *in, int hit)
{
    const play_ui *ui = &a->play->ui;
    play_aim at = {0};
    if (hit >= 0 && hit < a->world->count && a->world->alive[hit]) {
        const ecs_entity *e = ecs_get(a->world, hit);
        at.x = e->world.x, at.y = e->world.y;
        at.w = ecs_zone_len(a->world, e->zone, e->hit.w);
        at.h = ecs_zone_len(a->world, e->zone, e->hit.circle ? e->hit.w : e->hit.h);
        return at;
    }
    if (die_at(a, in->kind == PLAY_IN_PICK_DIE ? in->a : ui->slot, &at.x, &at.y)) {
        at.w = at.h = TOAST_DIE;
        return at;
    }
    if (play_need(a) != TD_NEED_DIE && ui->armed && ui->n_legal > 0) {
        int tag, ta, tb;
        play_target_of(now_of(a), &ui->legal[ui->cursor % ui->n_legal], &tag, &ta, &tb);
        if (tag != HIT_NONE) {
            play_target_rect(a, tag, ta, tb, &at.x, &at.y, &at.w, &at.h);
            ecs_zone_box(a->world, VIEW_G_SHEET, &at.x, &at.y, &at.w, &at.h);
            return at;
        }
    }
    if (in->kind == PLAY_IN_UNDO && entity_at(a, view_key(VIEW_G_UI, K_BTN, BTN_UNDO, 0), &at.x, &at.y, &at.w, &at.h))
        return at; /* the Undo button, which says why too when pointed at */
    if (in->kind == PLAY_IN_HINT && entity_at(a, view_key(VIEW_G_UI, K_BTN, BTN_HINT, 0), &at.x, &at.y, &at.w, &at.h))
        return at; /* the Hint button, likewise (hints off in the settings) */
    /* else (no die chosen, ...): the panel, which says what to do, and the note in it says why:
     * no box (one on the panel said the note's words again beside it: screen_play.c) */
    return (play_aim){PANEL_CX_OF(a), PANEL_Y_OF(a), PANEL_W_OF(a), PANEL_H, 1};
}

static int overlap(float ax0, float ay0, float ax1, float ay1, float bx0, float by0, float bx1, float by1)
{
    return ax0 < bx1 && bx0 < ax1 && ay0 < by1 && by0 < ay1;
}

/* The box's top-left corner for a box bw x bh: beside what it is about (above it, else to its left,
 * its right, below it: the mouse's tooltip opens below and to the right of the pointer; on each
 * side centred, else flush with one end or the other), moved inside the window, never on it; of
 * those, the first that covers none of the wheel's dice, else the first that covers fewest. */
static void place(app *a, const play_aim *t, float bw, float bh, float *bx, float *by)
{
    float ax0 = t->x - t->w / 2, ay0 = t->y - t->h / 2, ax1 = t->x + t->w / 2, ay1 = t->y + t->h / 2;
    float above = ay0 - TOAST_GAP - bh, below = ay1 + TOAST_GAP, left = ax0 - TOAST_GAP - bw, right = ax1 + TOAST_GAP;
    float across[3] = {t->x - bw / 2, ax1 - bw, ax0}, down[3] = {t->y - bh / 2, ay0, ay1 - bh};
    float cand[12][2];
    for (int k = 0; k < 3; k++) {
        cand[k][0] = across[k], cand[k][1] = above;
        cand[3 + k][0] = left, cand[3 + k][1] = down[k];
        cand[6 + k][0] = right, cand[6 + k][1] = down[k];
        cand[9 + k][0] = across[k], cand[9 + k][1] = below;
    }
    float max_x = ECS_DESIGN_W - TOAST_MARGIN - bw, max_y = a->world->design_h - TOAST_MARGIN - bh;
    int best = -1, best_dice = 0;
    for (int c = 0; c < 12; c++) {
        float x = cand[c][0], y = cand[c][1];
        x = x < TOAST_MARGIN ? TOAST_MARGIN : x > max_x ? max_x : x;
        y = y < TOAST_MARGIN ? TOAST_MARGIN : y > max_y ? max_y : y;
        cand[c][0] = x, cand[c][1] = y;
        if (overlap(x, y, x + bw, y + bh, ax0, ay0, ax1, ay1))
            continue;
        int dice = 0;
        for (int slot = 0; slot < TD_SLOTS; slot++) {
            float dx, dy, r = TOAST_DIE / 2;
            if (die_at(a, slot, &dx, &dy))
                dice += overlap(x, y, x + bw, y + bh, dx - r, dy - r, dx + r, dy + r);
        }
        if (best < 0 || dice < best_dice)
            best = c, best_dice = dice;
        if (dice == 0)
            break;
    }
    if (best < 0) /* no side has room (what it is about fills the window): over its top edge */
        best = 0;
    *bx = cand[best][0], *by = cand[best][1];
}

void play_toast_sync(app *a)
{
    const play_toast *t = &a->play->toast;
    if (t->left <= 0 || !t->text[0])
        return;
    /* its words, wrapped */
    const char *start[TOAST_LINES];
    size_t len[TOAST_LINES];
    int n = 0;
    float tw = 0;
    for (const char *p = gfx_wrap_skip(t->text); *p && n < TOAST_LINES; n++) {
        start[n] = p;
        len[n] = n == TOAST_LINES - 1 ? strlen(p) : gfx_wrap_line(&a->g, GFX_FONT_BOLD, TOAST_PX, p, TOAST_WRAP);
        char line[sizeof t->text];
        snprintf(line, sizeof line, "%.*s", (int)len[n], p);
        float lw;
        gfx_text_size(&a->g, GFX_FONT_BOLD, TOAST_PX, line, &lw, NULL);
        tw = lw > tw ? lw : tw;
        p = gfx_wrap_skip(p + len[n]);
    }
    float text_h = TOAST_LINE * (float)n;
    float bw = TOAST_PAD + TOAST_MARK + 7 + tw + TOAST_PAD;
    float bh = (text_h > TOAST_MARK ? text_h : TOAST_MARK) + 2 * TOAST_PAD - 2;
    float bx, by;
    place(a, &t->at, bw, bh, &bx, &by);
    ecs_entity *box = ecs_rect(a->world, view_key(VIEW_G_UI, K_TOAST, 0, 0), bx + bw / 2, by + bh / 2, bw, bh, 8,
                               (gfx_rgba){255, 250, 236, 250}, 2, ui_bad, 80, NULL);
    box->draw.boxed = 1; /* the dump gives its box: tests check what it covers */
    float mx = bx + TOAST_PAD + TOAST_MARK / 2, my = by + bh / 2;
    ecs_entity *disc = play_entity(a, VIEW_G_UI, K_TOAST_NO, 0, 0, NULL);
    disc->local.x = disc->prev.x = mx;
    disc->local.y = disc->prev.y = my;
    disc->z = 81;
    disc->draw.kind = DRAW_CIRCLE;
    disc->draw.w = TOAST_MARK;
    disc->draw.colour = ui_bad;
    ecs_entity *cross = play_entity(a, VIEW_G_UI, K_TOAST_NO, 1, 0, NULL);
    cross->local.x = cross->prev.x = mx;
    cross->local.y = cross->prev.y = my;
    cross->z = 82;
    cross->draw.kind = DRAW_PEN_CROSS;
    cross->draw.w = cross->draw.h = 8;
    cross->draw.width = 2.2f;
    cross->draw.progress = cross->prev_progress = 1;
    cross->draw.colour = (gfx_rgba){255, 252, 244, 255};
    cross->draw.seed = 11u;
    float x = mx + TOAST_MARK / 2 + 7, y = by + bh / 2 - text_h / 2;
    for (int i = 0; i < n; i++) {
        char line[sizeof t->text];
        snprintf(line, sizeof line, "%.*s", (int)len[i], start[i]);
        play_label(a, VIEW_G_UI, K_TOAST_TXT, i, 0, x, y + TOAST_LINE * (float)i + TOAST_LINE / 2, TOAST_PX,
                   GFX_FONT_BOLD, GFX_LEFT | GFX_MIDDLE, ui_ink, line, 82);
    }
}
