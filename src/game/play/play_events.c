/* play_events.c — the rule events as they happen (play_events.h): found by comparing the core's
 * states before and after a move (td_sheet_gain for a sheet, the wheel's faces and tiles, the
 * day), said in sentences, and marked where they happened: a "+2" rising from a resource track,
 * a ring around a completed link, a citizen column reached, a 15th or 20th citizen, a die box an
 * attack crossed out, a shield over a die box a Fortress protected, a destroyed plaza (or the
 * Banquet 8 that kept it), a plaza flipped to its new colour, a Banquet turned to its Raid side,
 * the small layer turned.
 */
#include <stdio.h>
#include <string.h>

#include "app_lang.h"
#include "play/play.h"
#include "shell/seats.h"
#include "play/play_events.h"

/* The kinds' names in the dump (view.h): "event.resource[influence,4]", "event.flip[3]". */
static const view_name kind_names[] = {
    [EV_RESOURCE] = {"resource", VIEW_IX_RESOURCE, VIEW_IX_NUM},
    [EV_LINK] = {"link", VIEW_IX_ROW, VIEW_IX_NUM},
    [EV_COLUMN] = {"column", VIEW_IX_NUM},
    [EV_CIT15] = {"citizen15", VIEW_IX_COLOUR},
    [EV_CIT20] = {"citizen20", VIEW_IX_COLOUR},
    [EV_ATTACK] = {"attack", VIEW_IX_COLOUR, VIEW_IX_NUM},
    [EV_SHIELD] = {"shield", VIEW_IX_COLOUR, VIEW_IX_NUM},
    [EV_DESTROYED] = {"destroyed", VIEW_IX_NUM},
    [EV_FLIP] = {"flip", VIEW_IX_NUM},
    [EV_RAID] = {"raid", VIEW_IX_NUM},
    [EV_TURN] = {"turn"},
    [EV_BANQUET8] = {"banquet8", VIEW_IX_NUM},
    [EV_RESOURCE_TXT] = {"resource.text", VIEW_IX_RESOURCE, VIEW_IX_NUM},
};
_Static_assert(sizeof kind_names / sizeof kind_names[0] == EV_RESOURCE_TXT + 1, "a name for every EV_* kind");
const view_kinds events_kinds = VIEW_KINDS(kind_names);

static void add(play_events *ev, int kind, int a, int b, int player, int amount)
{
    if (ev->n >= PLAY_EVENTS_MAX)
        return;
    ev->ev[ev->n++] = (play_event){(uint8_t)kind, (uint8_t)a, (uint8_t)b, (int8_t)player, amount};
}

/* Drops the events of the sheets (`wheel` 0) or of the wheel (1). */
static void drop(play_events *ev, int wheel)
{
    int k = 0;
    for (int i = 0; i < ev->n; i++)
        if ((ev->ev[i].player < 0) != wheel)
            ev->ev[k++] = ev->ev[i];
    ev->n = k;
}

void play_events_enter(app *a, const play_events *kept)
{
    play_events *ev = &a->play->events;
    if (a->ss && kept->n > 0 && kept->moves == a->ss->n_moves && kept->seed == a->ss->now.params.seed) {
        *ev = *kept;
        ev->said_at = -1; /* the note went with the screen */
    } else {
        memset(ev, 0, sizeof *ev);
        ev->said_at = -1;
    }
}

void play_events_clear(app *a)
{
    play_events *ev = &a->play->events;
    char *note = a->play->ui.note;
    if (ev->said_at >= 0 && (size_t)ev->said_at <= strlen(note) && !strcmp(note, ev->said))
        note[ev->said_at] = 0;
    ev->said_at = -1;
    ev->n = 0;
}

/* Appends one sentence to buf, behind a space when buf holds text already. */
static void say(char *buf, size_t size, const char *sentence)
{
    size_t len = strlen(buf);
    if (len + 1 < size)
        snprintf(buf + len, size - len, "%s%s", len ? " " : "", sentence);
}

/* The sentences of a sheet's gain `g` (on state s): what it gained (`list`), then each of its rule
 * events (a link, a citizen column, a 15th or 20th citizen). */
static void say_sheet_gain(const td_state *s, const td_gain *g, int list, char *buf, size_t size)
{
    char gained[256], line[320];
    if (list) {
        play_say_gain(s, g, gained, sizeof gained);
        snprintf(line, sizeof line, tr(TR_EV_GAINED), gained);
        say(buf, size, line);
    }
    for (int bit = 0; bit < TD_ROWS * 3; bit++) {
        if (!(g->links >> bit & 1u))
            continue;
        const td_link *l = &td_links[bit / 3][bit % 3];
        char what[96], amount[48];
        if (l->kind == TD_LINK_CITIZEN)
            snprintf(what, sizeof what, tr((l->amount == 1 ? TR_GAIN_CIT_ONE_RED : TR_GAIN_CIT_RED) + l->colour),
                     l->amount);
        else
            snprintf(what, sizeof what, tr(TR_GAIN_PLUS_AMOUNT),
                     tr_amount(amount, sizeof amount, l->amount, l->colour));
        snprintf(line, sizeof line, tr(TR_EV_LINK), what);
        say(buf, size, line);
    }
    for (int k = 0; k < 3; k++)
        if (g->columns >> k & 1u) {
            int col = td_colbonus_at[k];
            snprintf(line, sizeof line, tr(col == TD_COLBONUS_RESOURCES ? TR_EV_COLUMN_RES : TR_EV_COLUMN_WORK), col);
            say(buf, size, line);
        }
    for (int c = 0; c < TD_COLOURS; c++) {
        if ((g->tracks15 >> c & 1u) && !(g->lost >> c & 1u)) { /* a lost one is said by its own note */
            snprintf(line, sizeof line, tr(TR_EV_CIT15), tr(TR_COLOUR_RED + c),
                     tr(TR_ROW_A_FORTRESS + td_cit15_rows[c][0]), tr(TR_ROW_A_FORTRESS + td_cit15_rows[c][1]));
            say(buf, size, line);
        }
        if (g->tracks20 >> c & 1u) {
            snprintf(line, sizeof line, tr(TR_EV_CIT20), tr(TR_COLOUR_RED + c));
            say(buf, size, line);
        }
    }
}

void play_events_after_move(app *a, const td_state *before, const td_move *m)
{
    play_events *ev = &a->play->events;
    const td_state *s = now_of(a);
    drop(ev, 0);
    ev->said_at = -1;
    ev->moves = a->ss->n_moves;
    ev->seed = s->params.seed;
    if (m->kind == TD_MOVE_ROLL) { /* the plazas destroyed, the attacks on each sheet (SPEC §2) */
        drop(ev, 1);
        for (int slot = 0; slot < TD_SLOTS; slot++)
            if (s->destroyed >> slot & 1u)
                add(ev, EV_DESTROYED, td_slot_notch(s, slot), 0, -1, 0);
        if (s->black_banquet) /* [R8] */
            add(ev, EV_BANQUET8, td_slot_notch(s, s->black_slot), 0, -1, 0);
        for (int p = 0; p < s->params.players; p++)
            for (int k = 0; k < s->n_attacks; k++) {
                int c = s->attack_colour[k], pos = s->pos_of_value[s->attack_value[k]];
                if (s->sheet[p].attack[k] == TD_ATTACK_CROSSED)
                    add(ev, EV_ATTACK, c, pos, p, 0);
                else if (s->sheet[p].attack[k] == TD_ATTACK_PROTECTED)
                    add(ev, EV_SHIELD, c, pos, p, 0);
            }
        return;
    }
    int p = m->player;
    td_gain g;
    td_sheet_gain(&before->sheet[p], &s->sheet[p], &g);
    for (int r = 0; r < TD_RESOURCES; r++)
        if (g.circled[r] && s->sheet[p].res_circled[r] > 0)
            add(ev, EV_RESOURCE, r, s->sheet[p].res_circled[r] - 1, p, g.circled[r]);
    for (int bit = 0; bit < TD_ROWS * 3; bit++)
        if (g.links >> bit & 1u)
            add(ev, EV_LINK, bit / 3, bit % 3, p, 0);
    for (int k = 0; k < 3; k++)
        if (g.columns >> k & 1u)
            add(ev, EV_COLUMN, td_colbonus_at[k], 0, p, 0);
    for (int c = 0; c < TD_COLOURS; c++) {
        if (g.tracks15 >> c & 1u)
            add(ev, EV_CIT15, c, 0, p, 0);
        if (g.tracks20 >> c & 1u)
            add(ev, EV_CIT20, c, 0, p, 0);
    }
    /* the shown player's own move: what it gained while the half-day goes on (once it closes,
     * the summary says what everyone gained), and its rule events */
    char *note = a->play->ui.note;
    if (p == a->play->ui.viewer && !seats_is_bot(a, p)) {
        ev->said_at = (int)strlen(note);
        say_sheet_gain(s, &g, s->phase == TD_PHASE_CHOOSE, note, sizeof a->play->ui.note);
        snprintf(ev->said, sizeof ev->said, "%s", note);
    }
}

void play_events_wheel(app *a, const td_state *prev, const td_state *now)
{
    play_events *ev = &a->play->events;
    if (prev->phase == TD_PHASE_CHOOSE && now->phase != TD_PHASE_CHOOSE) { /* a half-day's end */
        drop(ev, 1);
        for (int slot = 0; slot < TD_SLOTS; slot++)
            if (prev->destroyed >> slot & 1u)
                add(ev, EV_FLIP, td_slot_notch(prev, slot), 0, -1, 0);
        for (int n = 0; n < TD_NOTCHES; n++)
            if (now->wheel.tile[n] && now->wheel.tile_raid[n] && !prev->wheel.tile_raid[n])
                add(ev, EV_RAID, n, 0, -1, 0);
        if (now->day != prev->day)
            add(ev, EV_TURN, 0, 0, -1, 0);
    }
}

void play_events_say_end(const td_state *closed, const td_state *after, char *buf, size_t size)
{
    char line[320];
    size_t len = strlen(buf);
    for (int slot = 0; slot < TD_SLOTS; slot++) {
        if (!(closed->destroyed >> slot & 1u))
            continue;
        int n = td_slot_notch(closed, slot);
        int was = closed->wheel.up[n], is = after->wheel.up[n];
        snprintf(line, sizeof line, tr(was == is ? TR_EV_FLIP_SAME : TR_EV_FLIP), tr(TR_COLOUR_F_RED + was),
                 tr(TR_COLOUR_F_RED + is));
        len = strlen(buf);
        snprintf(buf + len, size - len, "%s", line);
    }
    for (int n = 0; n < TD_NOTCHES; n++) {
        int t = after->wheel.tile[n];
        if (!t || !after->wheel.tile_raid[n] || closed->wheel.tile_raid[n])
            continue;
        snprintf(line, sizeof line, tr(TR_EV_RAID), t, t, tr(TR_TIP_TILE_RAID_1 + t - 1));
        len = strlen(buf);
        snprintf(buf + len, size - len, "%s", line);
    }
    if (after->day != closed->day) {
        snprintf(line, sizeof line, tr(TR_EV_TURN), after->day);
        len = strlen(buf);
        snprintf(buf + len, size - len, "%s", line);
    }
}

/* ---- the marks ------------------------------------------------------------------------------- */

/* The zone of event `kind`'s mark (in a tall window, each mark follows the wheel or the sheet it
 * marks, ecs_zone). */
static int ev_zone(int kind)
{
    int wheel = kind == EV_DESTROYED || kind == EV_FLIP || kind == EV_RAID || kind == EV_BANQUET8 || kind == EV_TURN;
    return wheel ? VIEW_G_WHEEL : VIEW_G_SHEET;
}

/* The entity of event `e`'s mark, placed at (x, y) when new (a mark in motion keeps its place);
 * `fresh` says whether it is new (its animation is to play). */
static ecs_entity *mark(app *a, const play_event *e, float x, float y, int *index, int *fresh)
{
    *index = ecs_ensure(a->world, view_key(VIEW_G_EVENTS, e->kind, e->a, e->b));
    ecs_entity *m = ecs_get(a->world, *index);
    m->zone = (uint8_t)ev_zone(e->kind);
    *fresh = m->fresh;
    m->mask |= ECS_DRAWABLE;
    m->z = 35;
    if (m->fresh || !(m->mask & ECS_TWEEN)) {
        m->local.x = m->prev.x = x;
        m->local.y = m->prev.y = y;
    }
    return m;
}

/* A ring that pops out of a larger one and settles: `d` seconds after `delay`. */
static void ring_pop(app *a, int idx, int fresh, float from_scale, float delay)
{
    float d = shell_anim(a, 0.55f);
    if (!fresh || d <= 0)
        return;
    ecs_tween_to(a->world, idx, TW_SCALE, from_scale, 1, d, shell_anim(a, delay), EASE_OUT_BACK);
    ecs_tween_to(a->world, idx, TW_ALPHA, 0, 1, d * 0.5f, shell_anim(a, delay), EASE_LINEAR);
}

static ecs_entity *ring(app *a, const play_event *e, float x, float y, float diameter, float width, gfx_rgba c,
                        float from_scale, float delay)
{
    int idx, fresh;
    ecs_entity *m = mark(a, e, x, y, &idx, &fresh);
    m->draw.kind = DRAW_RING;
    m->draw.w = m->draw.h = diameter;
    m->draw.width = width;
    m->draw.colour = c;
    ring_pop(a, idx, fresh, from_scale, delay);
    return m;
}

/* A frame (a rounded rectangle's border) that pops the same way. */
static void frame(app *a, const play_event *e, float x, float y, float w, float h, float width, gfx_rgba c,
                  float delay)
{
    int idx, fresh;
    ecs_entity *m = mark(a, e, x, y, &idx, &fresh);
    m->draw.kind = DRAW_RECT;
    m->draw.w = w;
    m->draw.h = h;
    m->draw.radius = 6;
    m->draw.colour = (gfx_rgba){0, 0, 0, 0};
    m->draw.width = width;
    m->draw.colour2 = c;
    m->draw.boxed = 1; /* the dump gives its box (a tile's frame stays off the dice's keys) */
    ring_pop(a, idx, fresh, 1.5f, delay);
}

static const gfx_rgba gold = {222, 164, 30, 255};

/* A Fortress's shield, as the sheet draws it (sheet_shield_layers), on a paper disc. */
static void paint_shield(void *user, const ecs_entity *e, SDL_FRect px, float scale)
{
    app *a = user;
    float cx = px.x + px.w / 2, cy = px.y + px.h / 2, size = e->draw.w * scale, al = e->world.alpha;
    gfx_circle(&a->g, cx, cy, size * 0.58f, gfx_alpha(ui_colour_dark[TD_RED], al));
    gfx_circle(&a->g, cx, cy, size * 0.52f, gfx_alpha(ui_paper, al));
    sheet_layer l[SHEET_SHIELD_LAYERS];
    sheet_shield_layers(l);
    for (int k = 0; k < SHEET_SHIELD_LAYERS; k++)
        gfx_icon(&a->g, l[k].icon, cx, cy + l[k].dy * size * 0.8f, size * 0.8f * l[k].size, gfx_alpha(l[k].colour, al));
}

static void plaza_edge(app *a, const play_event *e, gfx_rgba c, float width, float delay)
{
    float x, y;
    wheel_plaza_pos(e->a, &x, &y);
    int idx, fresh;
    ecs_entity *m = mark(a, e, x, y, &idx, &fresh);
    m->draw.kind = DRAW_CUSTOM;
    m->draw.paint = wheel_paint_plaza_edge;
    m->draw.user = a;
    m->draw.value = e->a;
    m->draw.sprite = 1; /* drawn once, then copied */
    m->draw.w = m->draw.h = wheel_plaza_box();
    m->draw.width = width;
    m->draw.colour = c;
    m->draw.colour2 = (gfx_rgba){48, 32, 20, 220}; /* a dark line under it: it shows on any face */
    ring_pop(a, idx, fresh, 1.25f, delay);
}

static void draw_mark(app *a, const play_event *e)
{
    float x, y, w, h;
    switch (e->kind) {
    case EV_RESOURCE: { /* "+2" on a badge rises from the last box circled, to rest above its right */
        sheet_res_pos(e->a, e->b, &x, &y);
        int idx, fresh;
        ecs_entity *m = mark(a, e, x + 10, y - 14, &idx, &fresh);
        m->draw.kind = DRAW_RECT;
        m->draw.w = 26;
        m->draw.h = 16;
        m->draw.radius = 8;
        m->draw.colour = ui_paper;
        m->draw.width = 1.5f;
        m->draw.colour2 = ui_colour_dark[e->a];
        float d = shell_anim(a, 0.6f);
        if (fresh && d > 0) {
            ecs_tween_to(a->world, idx, TW_Y, y + 2, y - 14, d, 0, EASE_OUT_CUBIC);
            ecs_tween_to(a->world, idx, TW_ALPHA, 0, 1, d * 0.4f, 0, EASE_LINEAR);
        }
        int ti = ecs_ensure(a->world, view_key(VIEW_G_EVENTS, EV_RESOURCE_TXT, e->a, e->b));
        ecs_entity *t = ecs_get(a->world, ti);
        t->mask |= ECS_DRAWABLE;
        t->parent = idx;
        t->z = 36;
        t->draw.kind = DRAW_TEXT;
        t->draw.h = 12;
        t->draw.face = GFX_FONT_BOLD;
        t->draw.align = GFX_CENTER | GFX_MIDDLE;
        t->draw.colour = ui_colour_dark[e->a];
        char txt[16];
        snprintf(txt, sizeof txt, "+%d", e->amount);
        ecs_set_text(t, txt);
        break;
    }
    case EV_LINK:
        play_target_rect(a, HIT_LINK, e->a, e->b, &x, &y, &w, &h);
        ring(a, e, x, y, 34, 3, gold, 2.0f, 0.2f);
        break;
    case EV_COLUMN: { /* the column across the three citizen tracks */
        float y0, y2;
        sheet_cit_pos(0, e->a - 1, &x, &y0);
        sheet_cit_pos(2, e->a - 1, &x, &y2);
        frame(a, e, x, (y0 + y2) / 2, 24, y2 - y0 + 24, 3, gold, 0.2f);
        break;
    }
    case EV_CIT15:
    case EV_CIT20:
        sheet_cit_pos(e->a, e->kind == EV_CIT15 ? TD_CIT_PRESTIGE_AT - 1 : TD_CIT_FULL_AT - 1, &x, &y);
        ring(a, e, x, y, 28, 3, gold, 2.2f, 0.2f);
        break;
    case EV_ATTACK: /* around the box the sheet crosses out (its cross is drawn after it) */
        sheet_diebox_pos(e->a, e->b, &x, &y);
        frame(a, e, x, y, SHEET_BOX_W + 10, SHEET_BOX_H + 10, 3, ui_bad, 0.5f);
        break;
    case EV_SHIELD: { /* a shield pops beside the die box the Fortress kept, where the sheet keeps it */
        sheet_diebox_pos(e->a, e->b, &x, &y);
        int idx, fresh;
        ecs_entity *m = mark(a, e, x + SHEET_SHIELD_DX, y + SHEET_SHIELD_DY, &idx, &fresh);
        m->draw.kind = DRAW_CUSTOM;
        m->draw.paint = paint_shield;
        m->draw.user = a;
        m->draw.w = m->draw.h = SHEET_SHIELD_SIZE + 6;
        ring_pop(a, idx, fresh, 2.4f, 0.5f);
        break;
    }
    case EV_DESTROYED: /* the empty notch of a plaza lifted out, edged in red */
        plaza_edge(a, e, ui_bad, 4, 0.5f);
        break;
    case EV_FLIP: /* the plaza back in its notch, flipped, edged in gold */
        plaza_edge(a, e, gold, 5, 0.05f);
        break;
    case EV_RAID:
        wheel_tile_pos(e->a, &x, &y);
        frame(a, e, x, y, WHEEL_TILE_W + WHEEL_TILE_FRAME, WHEEL_TILE_H + WHEEL_TILE_FRAME, 3, ui_bad, 0.2f);
        break;
    case EV_BANQUET8: /* the tile that kept the plaza: framed in dark gold (it shows on any face) */
        wheel_tile_pos(e->a, &x, &y);
        frame(a, e, x, y, WHEEL_TILE_W + WHEEL_TILE_FRAME, WHEEL_TILE_H + WHEEL_TILE_FRAME, 3.5f,
              (gfx_rgba){122, 82, 12, 255}, 0.5f);
        break;
    case EV_TURN: /* the small layer, turned: a ring round its rim */
        ring(a, e, WHEEL_CX, WHEEL_CY, WHEEL_SMALL_R * 2 + 8, 4, gold, 1.15f, 0.6f);
        break;
    default:
        break;
    }
}

void play_events_sync(app *a)
{
    const play_events *ev = &a->play->events;
    ecs_sync_begin(a->world, VIEW_G_EVENTS);
    for (int i = 0; i < ev->n; i++)
        if (ev->ev[i].player < 0 || ev->ev[i].player == a->play->ui.viewer)
            draw_mark(a, &ev->ev[i]);
    ecs_sync_end(a->world, VIEW_G_EVENTS);
}
