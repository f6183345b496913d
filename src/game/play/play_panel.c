/* play_panel.c — the play screen's entities besides the sheet and the wheel: the panel under the
 * wheel (what to decide, the die's payment, value, colour and action, a watched line, the held
 * last choice), the banner of the roll's events and the notes, and the entity helpers the play
 * screen's files share (play_entity, play_label, play_button). Once a half-day has ended, until
 * the next roll, the panel is the half-day's summary (play_summary.c). The top bar is
 * play_bar.c; the lit targets, hints' marks and progress bars are play_marks.c; play_sync_ui
 * syncs them all. Everything is synced from the game state and the ui state (play_ui); what is
 * legal, what it costs and what it gains is asked of the core.
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
    [21] = {"value", VIEW_IX_NUM}, [22] = {"colour", VIEW_IX_COLOUR}, [PANEL_BTN_ACTION] = {"action", VIEW_IX_ACTION},
};
static const view_word pause_words[] = {
    [PAUSE_RESUME] = {"resume", 0}, [PAUSE_RULES] = {"rules", 0}, [PAUSE_SAVE_LEAVE] = {"save_leave", 0},
    [PAUSE_RESTART_LESSON] = {"restart_lesson", 0}, [PAUSE_LEAVE_LESSON] = {"leave_lesson", 0},
    [PAUSE_SETTINGS] = {"settings", 0},
};
static const view_word pause_text_words[] = {{"title", 0}, {"foot", VIEW_IX_NUM}};
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
    [K_SEAT_TURN] = {"seat.turn", VIEW_IX_NUM},
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
    [K_BTN_COST] = {"button.cost", VIEW_IX_WORDS, VIEW_IX_NONE, VIEW_WORDS(button_words)},
    [K_BTN_ICON] = {"button.icon", VIEW_IX_WORDS, VIEW_IX_NONE, VIEW_WORDS(button_words)},
    [K_BTN_ICON_BACK] = {"button.icon.back", VIEW_IX_WORDS, VIEW_IX_NONE, VIEW_WORDS(button_words)},
    [K_SUM_TITLE] = {"summary.title", VIEW_IX_NUM},
    [K_SUM_HEAD] = {"summary.head", VIEW_IX_NUM, VIEW_IX_NUM},
    [K_SUM_ROW] = {"summary.row", VIEW_IX_NUM},
    [K_SUM_TXT] = {"summary.text", VIEW_IX_NUM, VIEW_IX_NUM},
    [K_SUM_ICON] = {"summary.icon", VIEW_IX_NUM, VIEW_IX_NUM},
    [K_SUM_DIE] = {"summary.die", VIEW_IX_NUM},
    [K_DIE_FOCUS] = {"focus", VIEW_IX_NUM},
    [K_TOAST] = {"toast"},
    [K_TOAST_NO] = {"toast.no", VIEW_IX_NUM},
    [K_TOAST_TXT] = {"toast.text", VIEW_IX_NUM},
    [K_HL_OTHER] = {"other", VIEW_IX_NUM},
    [K_PAUSE_VEIL] = {"pause.veil"},
    [K_PAUSE_BOX] = {"pause"},
    [K_PAUSE_TXT] = {"pause.text", VIEW_IX_WORDS, VIEW_IX_NONE, VIEW_WORDS(pause_text_words)},
    [K_PAUSE_BTN] = {"pause.button", VIEW_IX_WORDS, VIEW_IX_NONE, VIEW_WORDS(pause_words)},
    [K_PAUSE_BTN_TXT] = {"pause.button.text", VIEW_IX_WORDS, VIEW_IX_NONE, VIEW_WORDS(pause_words)},
    [K_PANEL_NOTE] = {"panel.note", VIEW_IX_NUM, VIEW_IX_NUM},
};
_Static_assert(sizeof kind_names / sizeof kind_names[0] == K_PANEL_NOTE + 1, "a name for every K_* kind");
const view_kinds play_kinds = VIEW_KINDS(kind_names);

/* ---- small entity helpers (play.h: play_bar.c uses them too) ----------------------------------------------------------------------- */

ecs_entity *play_entity(app *a, int group, int kind, int i, int j, int *index)
{
    int idx = ecs_ensure(a->world, view_key(group, kind, i, j));
    if (index)
        *index = idx;
    ecs_entity *e = ecs_get(a->world, idx);
    e->mask |= ECS_DRAWABLE;
    return e;
}

ecs_entity *play_label(app *a, int group, int kind, int i, int j, float x, float y, float px, int face,
                       int align, gfx_rgba c, const char *s, float z)
{
    return ecs_text(a->world, view_key(group, kind, i, j), x, y, px, face, align, c, s, z);
}

/* A button: a rounded rectangle with a label and a hit area. */
void play_button(app *a, int id, int sub, float x, float y, float w, float h, const char *label, int enabled,
                 int primary, int tag, int ta, int tb)
{
    int idx;
    ecs_entity *e = play_entity(a, VIEW_G_UI, K_BTN, id, sub, &idx);
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
        fill = ui_button_hover(fill, primary);
    e->draw.colour = fill;
    e->draw.width = primary ? 0 : 1.2f;
    e->draw.colour2 = ui_ink_soft;
    /* a disabled button is still under the mouse, for a tooltip that says why (a click does nothing) */
    e->mask |= ECS_HIT;
    e->hit = enabled ? (ecs_hit){0, w, h, tag, ta, tb} : (ecs_hit){0, w, h, HIT_OFF, ta, tb};
    /* a disabled main button's label sinks into its body: it must not read as the next thing to press */
    gfx_rgba ink = primary ? (enabled ? ui_paper : gfx_mix(ui_paper, fill, 0.6f)) : enabled ? ui_ink : ui_ink_soft;
    play_label(a, VIEW_G_UI, K_BTN_TXT, id, sub, x, y, h * 0.48f, GFX_FONT_BOLD, GFX_CENTER | GFX_MIDDLE, ink,
               label, 41);
}


/* A pay button's label: "1 denier" (short: "1 Fortuna" in Spanish), in a static buffer (one use
 * per call). */
static const char *pay_one(int resource)
{
    static char buf[48];
    snprintf(buf, sizeof buf, tr(TR_PANEL_PAY_ONE), tr(TR_RES_ONE_INFLUENCE + resource));
    return buf;
}

/* The panel's usual lines: a bold title and, when `sub` is given, an italic line under it, each
 * smaller when a long name would take it past the panel's edge. */
static float panel_lines(app *a, const char *title, const char *sub)
{
    float scale = a->world->scale > 0 ? a->world->scale : 1;
    play_label(a, VIEW_G_UI, K_PANEL_TXT, 0, 0, 30, PANEL_Y_OF(a) - 36, gfx_fit_px(&a->g, GFX_FONT_BOLD, 15, title, PANEL_W_OF(a) - 40, scale),
            GFX_FONT_BOLD, GFX_LEFT | GFX_MIDDLE, ui_paper, title, 40);
    if (!sub)
        return PANEL_Y_OF(a) - 36;
    float room = PANEL_W_OF(a) - 40, px = gfx_fit_px(&a->g, GFX_FONT_ITALIC, 13, sub, room, scale);
    if (px >= 12) {
        play_label(a, VIEW_G_UI, K_PANEL_TXT, 1, 0, 30, PANEL_Y_OF(a) - 12, px, GFX_FONT_ITALIC, GFX_LEFT | GFX_MIDDLE,
                   ui_paper, sub, 40);
        return PANEL_Y_OF(a) - 12;
    }
    /* too long for one line (a narrower panel, in a tall window): on two */
    size_t first = gfx_wrap_line(&a->g, GFX_FONT_ITALIC, 13, sub, room);
    char line[256];
    snprintf(line, sizeof line, "%.*s", (int)first, sub);
    const char *rest = gfx_wrap_skip(sub + first);
    play_label(a, VIEW_G_UI, K_PANEL_TXT, 1, 0, 30, PANEL_Y_OF(a) - 12, 13, GFX_FONT_ITALIC, GFX_LEFT | GFX_MIDDLE,
               ui_paper, line, 40);
    play_label(a, VIEW_G_UI, K_PANEL_TXT, 1, 1, 30, PANEL_Y_OF(a) + 5, gfx_fit_px(&a->g, GFX_FONT_ITALIC, 13, rest, room, scale),
               GFX_FONT_ITALIC, GFX_LEFT | GFX_MIDDLE, ui_paper, rest, 40);
    return PANEL_Y_OF(a) + 5;
}

/* The controls under the wheel: what the player can do right now. */
/* The rows of a die's choice in the panel under the wheel (payment, value, colour), about the
 * panel's middle (PANEL_Y_OF), in design units. */
#define CHOICE_ROW0 (-34.0f)
#define CHOICE_ROW1 2.0f
#define CHOICE_ROW2 38.0f

static void panel_background(app *a)
{
    ecs_entity *bg = play_entity(a, VIEW_G_UI, K_PANEL, 0, 0, NULL);
    bg->local.x = bg->prev.x = PANEL_CX_OF(a);
    bg->local.y = bg->prev.y = PANEL_Y_OF(a);
    bg->z = 34;
    bg->draw.kind = DRAW_RECT;
    bg->draw.w = PANEL_W_OF(a);
    bg->draw.h = PANEL_H;
    bg->draw.radius = 10;
    bg->draw.colour = (gfx_rgba){40, 54, 47, 235};
}

/* The watched line beside the player's own game at the half-day it is in (the rolls it has played):
 * each one's moves of that half-day in words, the die's and the bonuses it brought (have_*: made
 * yet), and each one's score at that point (the player's after its half-day when the line has
 * chosen in it, else after the roll), both scored by the core. 0 before the line's first roll. */
typedef struct watch_cmp {
    int you, best;
    int have_you, have_best;
    char you_text[200], best_text[200];
} watch_cmp;

/* The moves after the k-th roll (1-based) among moves[0..n) (played from `start`) before the next
 * roll, in words joined by TR_MOVES_SEP in out (each die named as it lay on the wheel): 1 when
 * there is one, else 0. */
static int half_day_moves(const td_state *start, const td_move *moves, int n, int k, char *out, size_t size)
{
    int rolls = 0, found = 0, known = 1; /* (known: `at` is the state before moves[i]) */
    td_state at = *start;
    out[0] = 0;
    for (int i = 0; i < n; i++) {
        if (moves[i].kind == TD_MOVE_ROLL) {
            if (++rolls > k)
                break;
        } else if (rolls == k) {
            char one[200];
            play_describe_move(known ? &at : NULL, &moves[i], one, sizeof one);
            size_t len = strlen(out);
            snprintf(out + len, size - len, "%s%s", found ? tr(TR_MOVES_SEP) : "", one);
            found = 1;
        }
        known = known && !td_move_apply(&at, &moves[i]);
    }
    return found;
}

static int watch_compare(const app *a, const td_state *now, watch_cmp *c)
{
    const game_watch *w = &a->watch;
    const td_session *own = w->own;
    int k = 0;
    for (int i = 0; i < w->next; i++)
        k += w->line[i].kind == TD_MOVE_ROLL;
    if (k == 0 || !own)
        return 0;
    memset(c, 0, sizeof *c);
    c->best = td_score_total(now, 0);
    c->have_best = half_day_moves(&a->ss->start, w->line, w->next, k, c->best_text, sizeof c->best_text);
    c->have_you = half_day_moves(&own->start, own->moves, own->n_moves, k, c->you_text, sizeof c->you_text);
    /* the player's game replayed to the same point: its half-day k whole once the line has chosen
     * in it, else just its roll */
    td_state at = own->start;
    int rolls = 0;
    for (int i = 0; i < own->n_moves; i++) {
        int roll = own->moves[i].kind == TD_MOVE_ROLL;
        if (roll && rolls == k)
            break; /* the next half-day */
        if (!roll && rolls == k && !c->have_best)
            break;
        if (td_move_apply(&at, &own->moves[i]))
            return 0;
        rolls += roll;
    }
    c->you = td_score_total(&at, 0);
    return 1;
}

/* A line watched: where it is, beside the player's own game (their moves and scores at this
 * half-day), and how to go on. */
static void panel_watch(app *a, const td_state *s)
{
    char buf[256];
    const game_watch *w = &a->watch;
    int done = w->next >= w->n;
    char sub[256];
    float scale = a->world->scale > 0 ? a->world->scale : 1;
    watch_cmp c;
    snprintf(buf, sizeof buf, tr(TR_PANEL_WATCH), w->next, w->n);
    if (done)
        snprintf(sub, sizeof sub, tr(TR_PANEL_WATCH_DONE_KEYS), td_score_total(s, 0));
    else
        snprintf(sub, sizeof sub, "%s", tr(w->playing ? TR_PANEL_WATCH_PLAYING_KEYS : TR_PANEL_WATCH_KEYS));
    if (!watch_compare(a, s, &c)) {
        panel_lines(a, buf, sub);
    } else {
        /* the line's place on the left, the two scores and their gap on the right */
        char gap[16], scores[96], move[200], line[240];
        int d = c.you - c.best;
        if (d > 0)
            snprintf(gap, sizeof gap, "+%d", d);
        else if (d < 0)
            snprintf(gap, sizeof gap, "\xE2\x88\x92%d", -d); /* a minus sign */
        else
            snprintf(gap, sizeof gap, "=");
        snprintf(scores, sizeof scores, tr(TR_PANEL_WATCH_GAP), c.you, c.best, gap);
        float y = PANEL_Y_OF(a);
        float spx = gfx_fit_px(&a->g, GFX_FONT_BOLD, 15, scores, 300, scale);
        float sw = 0;
        gfx_text_size(&a->g, GFX_FONT_BOLD, spx * scale, scores, &sw, NULL);
        sw /= scale;
        play_label(a, VIEW_G_UI, K_PANEL_TXT, 0, 1, PANEL_CX_OF(a) + PANEL_W_OF(a) / 2 - 20, y - 42, spx, GFX_FONT_BOLD, GFX_RIGHT | GFX_MIDDLE,
                   d >= 0 ? (gfx_rgba){170, 222, 178, 255} : (gfx_rgba){240, 176, 160, 255}, scores, 40);
        play_label(a, VIEW_G_UI, K_PANEL_TXT, 0, 0, 30, y - 42,
                   gfx_fit_px(&a->g, GFX_FONT_BOLD, 15, buf, PANEL_W_OF(a) - 40 - sw - 14, scale), GFX_FONT_BOLD,
                   GFX_LEFT | GFX_MIDDLE, ui_paper, buf, 40);
        /* the two half-days' moves (the die's, then its bonuses), the player's first; then the
         * end's line */
        const char *m[2] = {c.have_you ? c.you_text : NULL, c.have_best ? c.best_text : NULL};
        for (int i = 0; i < 2; i++) {
            snprintf(move, sizeof move, "%s", m[i] ? m[i] : "\xE2\x80\xA6");
            snprintf(line, sizeof line, tr(i == 0 ? TR_PANEL_WATCH_YOU : TR_PANEL_WATCH_BEST), move);
            play_label(a, VIEW_G_UI, K_PANEL_TXT, 1, i, 30, y - 22 + 17 * (float)i,
                       gfx_fit_px(&a->g, GFX_FONT_ITALIC, 13, line, PANEL_W_OF(a) - 40, scale), GFX_FONT_ITALIC, GFX_LEFT | GFX_MIDDLE,
                       ui_paper, line, 40);
        }
        if (done)
            play_label(a, VIEW_G_UI, K_PANEL_TXT, 2, 0, PANEL_CX_OF(a) + PANEL_W_OF(a) / 2 - 20, y + 26, gfx_fit_px(&a->g, GFX_FONT_ITALIC, 13, sub, 390, scale),
                       GFX_FONT_ITALIC, GFX_RIGHT | GFX_MIDDLE, ui_paper, sub, 40);
    }
    if (!done) {
        play_button(a, BTN_WATCH_NEXT, 0, PANEL_CX_OF(a) - 180, PANEL_Y_OF(a) + 26, 160, 36, tr(TR_BTN_WATCH_NEXT), !w->playing, 0,
               HIT_BUTTON, BTN_WATCH_NEXT, 0);
        play_button(a, BTN_WATCH_PLAY, 0, PANEL_CX_OF(a), PANEL_Y_OF(a) + 26, 160, 36,
               tr(w->playing ? TR_BTN_WATCH_PAUSE : TR_BTN_WATCH_PLAY), 1, 1, HIT_BUTTON, BTN_WATCH_PLAY, 0);
    }
    play_button(a, BTN_WATCH_BACK, 0, done ? PANEL_CX_OF(a) - 180 : PANEL_CX_OF(a) + 180, PANEL_Y_OF(a) + 26, 160, 36, tr(TR_BTN_WATCH_BACK), 1, done,
           HIT_BUTTON, BTN_WATCH_BACK, 0);
}

/* Whether the panel says the note itself this frame (note_draw), so the lines above it do not
 * (sync_banner). */
static int note_in_panel;

#define NOTE_PX 12.5f /* (10 px in a 1024x640 window, the least text there) */
#define NOTE_LINE_H 15.0f
#define NOTE_LINE_TIGHT 14.0f /* four lines' steps */
#define NOTE_LINES_IN 4 /* the most the panel holds, under its title's one line */

/* The note wrapped to the panel's width, when it takes at most `max` lines and (unless `any`) is
 * the move's (what the viewer's move gained, its events: the viewer's die is taken this half-day):
 * their starts and lengths; returns how many (0: none, too long for the panel, or the lesson's
 * callout lies on the panel: above the panel, whole). */
static int note_wrap(app *a, int max, int any, const char *start[NOTE_LINES_IN], size_t len[NOTE_LINES_IN])
{
    const play_ui *ui = &a->play->ui;
    if (!ui->note[0] || tut_callout_on_panel(a) || (!any && now_of(a)->sheet[ui->viewer].used_slot == TD_SLOT_NONE))
        return 0;
    int n = 0;
    for (const char *q = gfx_wrap_skip(ui->note); *q; n++) {
        if (n == max)
            return 0;
        start[n] = q;
        len[n] = gfx_wrap_line(&a->g, GFX_FONT_ITALIC, NOTE_PX, q, PANEL_W_OF(a) - 40);
        q = gfx_wrap_skip(q + len[n]);
    }
    return n;
}

/* The step between the note's n lines: closer for four. */
static float note_step(int n)
{
    return n == NOTE_LINES_IN ? NOTE_LINE_TIGHT : NOTE_LINE_H;
}

/* The note's n lines (note_wrap), the first at y (design units), note_step apart: the panel says
 * it, so the lines above the panel do not (sync_banner). */
static void note_draw(app *a, int n, const char *start[NOTE_LINES_IN], const size_t len[NOTE_LINES_IN], float y)
{
    char line[sizeof a->play->ui.note];
    for (int i = 0; i < n; i++) {
        snprintf(line, sizeof line, "%.*s", (int)len[i], start[i]);
        play_label(a, VIEW_G_UI, K_PANEL_NOTE, 0, i, 30, y + note_step(n) * (float)i, NOTE_PX, GFX_FONT_ITALIC,
                   GFX_LEFT | GFX_MIDDLE, ui_paper, line, 40);
    }
    note_in_panel = n > 0;
}

/* A hot-seat player's choice made, the turn to end: the title, the line under it, and the button
 * that ends it (Pass the turn, or Show the choices for the last to choose) in one place for both,
 * at the title's right (a newcomer hunted for the button: it stood there beside a move's note and
 * under the two lines without one); the move's note, if any, under the two lines. */
static void panel_turn_end(app *a, const char *title, const char *sub, int btn, const char *label)
{
    const char *nstart[NOTE_LINES_IN];
    size_t nlen[NOTE_LINES_IN];
    int nn = note_wrap(a, NOTE_LINES_IN, 0, nstart, nlen);
    float scale = a->world->scale > 0 ? a->world->scale : 1, bw = 190, bx = play_panel_right(a) - 14 - bw / 2;
    int four = nn == NOTE_LINES_IN; /* (a little closer together) */
    /* the two lines, and the note's under them, in the panel's middle */
    float y = PANEL_Y_OF(a) - (four ? 38 : nn ? 34 : 14), room = bx - bw / 2 - 40;
    play_label(a, VIEW_G_UI, K_PANEL_TXT, 0, 0, 30, y, gfx_fit_px(&a->g, GFX_FONT_BOLD, 15, title, room, scale),
               GFX_FONT_BOLD, GFX_LEFT | GFX_MIDDLE, ui_paper, title, 40);
    play_button(a, btn, 0, bx, y, bw, 36, label, 1, 1, HIT_BUTTON, btn, 0);
    play_label(a, VIEW_G_UI, K_PANEL_TXT, 1, 0, 30, y + (four ? 25 : 28),
               gfx_fit_px(&a->g, GFX_FONT_ITALIC, 13, sub, PANEL_W_OF(a) - 40, scale), GFX_FONT_ITALIC,
               GFX_LEFT | GFX_MIDDLE, ui_paper, sub, 40);
    note_draw(a, nn, nstart, nlen, y + (four ? 42 : 47));
}

/* The last to choose, before the reveal. */
static void panel_held(app *a)
{
    const play_ui *ui = &a->play->ui;
    char buf[256];
    snprintf(buf, sizeof buf, tr(TR_PANEL_PASS), a->seats[ui->viewer].name);
    panel_turn_end(a, buf, tr(TR_PANEL_HELD), BTN_REVEAL, tr(TR_BTN_REVEAL));
}

/* A decision other than a die's (a bonus, a column): on two lines when it is long (a column bonus in
 * French or Spanish), under it the note of the move that brought it (what it gained, its events),
 * the arrows' line, and the option Enter takes, in words. The note's lines take the panel's room
 * under the title, off the wheel: up to two with the arrows' line, three or (under a title of one
 * line) four without it (Enter's line still says what Enter does); a longer note stays above the
 * panel (sync_banner). */
static void panel_decision(app *a, const td_state *s)
{
    const play_ui *ui = &a->play->ui;
    char buf[256];
    gfx_rgba light = ui_paper;
    const char *need = play_need_text(a, buf, sizeof buf);
    size_t first = gfx_wrap_line(&a->g, GFX_FONT_BOLD, 15, need, PANEL_W_OF(a) - 40);
    const char *rest = gfx_wrap_skip(need + first);
    const char *nstart[NOTE_LINES_IN];
    size_t nlen[NOTE_LINES_IN];
    int nn = note_wrap(a, *rest ? NOTE_LINES_IN - 1 : NOTE_LINES_IN, 0, nstart, nlen);
    float y = *rest ? PANEL_Y_OF(a) - 38 : PANEL_Y_OF(a) - 30; /* the title's first line */
    if (nn)
        y = *rest ? PANEL_Y_OF(a) - 44 : nn == NOTE_LINES_IN ? PANEL_Y_OF(a) - 42 : PANEL_Y_OF(a) - 40;
    char line[sizeof buf];
    snprintf(line, sizeof line, "%.*s", (int)first, need);
    play_label(a, VIEW_G_UI, K_PANEL_TXT, 0, 0, 30, y, 15, GFX_FONT_BOLD, GFX_LEFT | GFX_MIDDLE, light, line, 40);
    if (*rest) {
        y += nn ? 18 : 20;
        play_label(a, VIEW_G_UI, K_PANEL_TXT, 0, 1, 30, y, 15, GFX_FONT_BOLD, GFX_LEFT | GFX_MIDDLE, light, rest, 40);
    }
    /* under the title, in turn: the note (19 under the title's last line), the arrows' line
     * (left out when the note takes three lines or more), the line of what Enter takes (18 under
     * the arrows', or right under the note's last line without them) */
    int arrows = nn < NOTE_LINES_IN - 1;
    float after = nn ? y + 19 + note_step(nn) * (float)(nn - 1) + 17 : y + 34; /* the line after the note */
    float next = arrows ? after + 18 : after + 1;
    if (nn)
        note_draw(a, nn, nstart, nlen, y + 19);
    if (arrows)
        play_label(a, VIEW_G_UI, K_PANEL_TXT, 1, 0, 30, after, 12, GFX_FONT_ITALIC, GFX_LEFT | GFX_MIDDLE, light,
                   tr(TR_PANEL_ARROWS), 40);
    if (ui->n_legal > 0 && ui->armed) { /* the option Enter takes, in words: the ring on the sheet is small */
        const td_move *m = &ui->legal[ui->cursor % ui->n_legal];
        char what[96];
        if (m->kind == TD_MOVE_BUILD)
            snprintf(what, sizeof what, tr(TR_EXPLAIN_HEAD), tr(TR_ROW_FORTRESS + m->row), m->value);
        else
            play_describe_move(s, m, what, sizeof what);
        int len = snprintf(line, sizeof line, tr(TR_PANEL_ENTER_TAKES), what);
        td_gain g; /* and what it scores, as a die's target says in its tooltip */
        if (len > 0 && (size_t)len < sizeof line && !td_move_preview(s, m, &g)) {
            snprintf(line + len, sizeof line - (size_t)len, " · ");
            len += (int)strlen(line + len);
            snprintf(line + len, sizeof line - (size_t)len, tr(TR_TIP_SCORE), g.score_delta);
        }
        play_label(a, VIEW_G_UI, K_PANEL_TXT, 2, 0, 30, next, 12, GFX_FONT_BOLD, GFX_LEFT | GFX_MIDDLE, light, line, 40);
    }
}

/* The room a pay button keeps between its words and each of its sides. */
#define PAY_MARGIN 7.0f

/* The die's price, or the payment of the slot-2 die. */
static void panel_payment(app *a, const td_state *s, float y0)
{
    const play_ui *ui = &a->play->ui;
    char buf[256];
    gfx_rgba light = ui_paper;
    const td_die_info *d = &s->die[ui->slot];
    if (d->pay_choice) {
        play_label(a, VIEW_G_UI, K_CHOICE_TXT, 0, 0, 22, y0, 12.5f, GFX_FONT_BOLD, GFX_LEFT | GFX_MIDDLE, light,
                tr(TR_PANEL_PAY_WITH), 40);
        /* from beside "Pay with" to the actions' left edge less a gap: in a narrower panel, closer
         * together and narrower (the narrowing n is 0 to about -60 units) */
        float n = PANEL_NARROW_OF(a), gap = 6 + n / 30, left = 95 + n * (7.0f / 60.0f);
        float right = 377 + n * (50.0f / 60.0f), room = right - left - 2 * gap, w = room / TD_RESOURCES;
        /* the words as large as the panel's others (12.5), PAY_MARGIN clear of their button's edges
         * on either side: the buttons alike while the longest fits one so; else (a narrower panel)
         * each as wide as its words need, the room left shared, and all the words smaller together
         * only when even that is too little */
        const float px0 = 12.5f, scale = a->world->scale > 0 ? a->world->scale : 1;
        char label[TD_RESOURCES][48];
        float tw[TD_RESOURCES], bw[TD_RESOURCES], widest = 0, sum = 0, px = px0;
        for (int r = 0; r < TD_RESOURCES; r++) {
            snprintf(label[r], sizeof label[r], "%s", pay_one(r));
            gfx_text_size(&a->g, GFX_FONT_BOLD, px0 * scale, label[r], &tw[r], NULL);
            tw[r] /= scale;
            widest = tw[r] > widest ? tw[r] : widest;
            sum += tw[r];
        }
        float words = room - 2 * PAY_MARGIN * TD_RESOURCES; /* what the words may take in all */
        if (sum > words)
            px = px0 * words / sum, sum = words;
        for (int r = 0; r < TD_RESOURCES; r++)
            bw[r] = widest + 2 * PAY_MARGIN <= w ? w : tw[r] * px / px0 + 2 * PAY_MARGIN + (words - sum) / TD_RESOURCES;
        float x = left;
        for (int r = 0; r < TD_RESOURCES; r++) {
            int ok = play_ui_find(&a->play->ui, ui->slot, r, -1, -1, -1) >= 0;
            play_button(a, 20, r, x + bw[r] / 2, y0, bw[r], 24, label[r], ok, ui->pay == r, HIT_PAY, r, 0);
            x += bw[r] + gap;
            int bi = ecs_find(a->world, view_key(VIEW_G_UI, K_BTN, 20, r));
            int li = ecs_find(a->world, view_key(VIEW_G_UI, K_BTN_TXT, 20, r));
            if (bi >= 0) /* (the dump gives the boxes of the button and its words: a test holds them apart) */
                ecs_get(a->world, bi)->draw.boxed = 1;
            if (li >= 0) {
                ecs_entity *le = ecs_get(a->world, li);
                le->draw.h = gfx_fit_px(&a->g, GFX_FONT_BOLD, px, label[r], bw[r] - 2 * PAY_MARGIN, a->world->scale);
                le->draw.boxed = 1;
            }
        }
    } else {
        td_cost c;
        int any = play_ui_find(&a->play->ui, ui->slot, ui->pay, -1, -1, -1);
        td_move_cost(s, &ui->legal[any], &c);
        char amount[48], raid[96], name[48];
        play_amounts_words(c.surcharge, raid, sizeof raid); /* a Raid's surcharge on this die */
        play_die_name(s, ui->slot, 0, name, sizeof name); /* (ringed on the wheel, its price said) */
        if (c.slot_amount && raid[0])
            snprintf(buf, sizeof buf, tr(TR_PANEL_DIE_COSTS_RAID), name,
                     tr_amount(amount, sizeof amount, c.slot_amount, c.slot_resource), raid);
        else if (c.slot_amount)
            snprintf(buf, sizeof buf, tr(TR_PANEL_DIE_COSTS), name,
                     tr_amount(amount, sizeof amount, c.slot_amount, c.slot_resource));
        else if (raid[0])
            snprintf(buf, sizeof buf, tr(TR_PANEL_DIE_RAID), name, raid);
        else if (d->tile == TD_TILE_FREE && td_slot_cost[ui->slot]) /* SPEC §7: Banquet 3 took its price */
            snprintf(buf, sizeof buf, tr(TR_EV_PANEL_FREE), name, TD_TILE_FREE);
        else
            snprintf(buf, sizeof buf, tr(TR_PANEL_DIE_FREE), name);
        int chosen = play_ui_find(&a->play->ui, ui->slot, ui->pay, ui->value, ui->colour, -1);
        if (chosen >= 0) { /* a value or colour changed: the whole price, not the die's alone */
            td_move_cost(s, &ui->legal[chosen], &c);
            if (c.value_influence || c.colour_knowledge) {
                char all[96];
                play_amounts_words(c.total, all, sizeof all);
                snprintf(buf, sizeof buf, tr(TR_PANEL_DIE_IN_ALL), name, all);
            }
        }
        float px = gfx_fit_px(&a->g, GFX_FONT_BOLD, 13, buf, 365 + PANEL_NARROW_OF(a), a->world->scale); /* left of the actions */
        play_label(a, VIEW_G_UI, K_CHOICE_TXT, 0, 0, 22, y0, px, GFX_FONT_BOLD, GFX_LEFT | GFX_MIDDLE, light, buf, 40);
    }
}

/* A value or colour button with its price: the label, then "2×" and the icon of the resource it
 * costs, the three centred together on the button (the icons the sheet and the wheel draw); a
 * free one shows its label alone. The hit's b keeps the price: the tooltip says it in words
 * (play_tooltip.c). */
static void priced_button(app *a, int id, int sub, float x, float y, float w, float h, const char *label,
                          int amount, int resource, int enabled, int chosen, int tag)
{
    play_button(a, id, sub, x, y, w, h, label, enabled, chosen, tag, sub, amount); /* (b: for the tooltip) */
    if (!amount)
        return;
    ecs_world *world = a->world;
    float scale = world->scale > 0 ? world->scale : 1;
    const float side = 16, gap = 6; /* the icon's side (its drawing takes 0.8 of it) */
    char times[16];
    snprintf(times, sizeof times, tr(TR_PANEL_COST_TIMES), amount);
    int li = ecs_find(world, view_key(VIEW_G_UI, K_BTN_TXT, id, sub));
    if (li < 0)
        return;
    ecs_entity *le = ecs_get(world, li);
    float lw = 0, cw = 0, px = 12.5f;
    gfx_text_size(&a->g, le->draw.face, le->draw.h * scale, label, &lw, NULL);
    gfx_text_size(&a->g, GFX_FONT_REGULAR, px * scale, times, &cw, NULL);
    lw /= scale;
    cw /= scale;
    float left = x - (lw + gap + cw + 0.8f * side) / 2;
    le->local.x = le->prev.x = left + lw / 2;
    /* in the resource's colour, apart from the label; on a chosen button's blue, the number in the
     * label's colour and the icon on a disc of paper */
    gfx_rgba ink = wheel_price_ink(resource, 0);
    float ix = left + lw + gap + cw + 0.4f * side;
    play_label(a, VIEW_G_UI, K_BTN_COST, id, sub, left + lw + gap, y, px, GFX_FONT_REGULAR, GFX_LEFT | GFX_MIDDLE,
               chosen ? ui_paper : ink, times, 41);
    if (chosen) {
        ecs_entity *back = ecs_placed(world, view_key(VIEW_G_UI, K_BTN_ICON_BACK, id, sub), ix, y, 41, NULL);
        back->draw.kind = DRAW_CIRCLE;
        back->draw.w = 0.95f * side;
        back->draw.colour = ui_paper;
    }
    ecs_icon(world, view_key(VIEW_G_UI, K_BTN_ICON, id, sub), ix, y, side, GFX_ICON_INFLUENCE + resource, ink, 41.5f);
}

/* Value: each button shows the influence it costs (priced by the core). */
static void panel_values(app *a, const td_state *s, float y1)
{
    const play_ui *ui = &a->play->ui;
    gfx_rgba light = ui_paper;
    play_label(a, VIEW_G_UI, K_CHOICE_TXT, 1, 0, 22, y1, 12.5f, GFX_FONT_BOLD, GFX_LEFT | GFX_MIDDLE, light,
            tr(TR_PANEL_VALUE), 40);
    for (int v = 1; v <= 6; v++) {
        int i = play_ui_find(&a->play->ui, ui->slot, ui->pay, v, ui->colour, -1);
        if (i < 0)
            i = play_ui_find(&a->play->ui, ui->slot, ui->pay, v, -1, -1);
        if (i < 0 && !ui->pay_chosen) /* reachable with another payment: the button takes it */
            i = play_ui_find(&a->play->ui, ui->slot, -1, v, -1, -1);
        char lab[16];
        snprintf(lab, sizeof lab, "%d", v);
        td_cost c = {0};
        if (i >= 0)
            td_move_cost(s, &ui->legal[i], &c);
        priced_button(a, 21, v, 108 + (float)(v - 1) * 56, y1, 52, 26, lab, c.value_influence, TD_INFLUENCE, i >= 0,
                      ui->value == v, HIT_VALUE);
    }
}

/* Colour: each button shows the knowledge it costs. */
static void panel_colours(app *a, const td_state *s, float y2)
{
    const play_ui *ui = &a->play->ui;
    gfx_rgba light = ui_paper;
    play_label(a, VIEW_G_UI, K_CHOICE_TXT, 2, 0, 22, y2, 12.5f, GFX_FONT_BOLD, GFX_LEFT | GFX_MIDDLE, light,
            tr(TR_PANEL_COLOUR), 40);
    for (int c = 0; c < TD_COLOURS; c++) {
        int i = play_ui_find(&a->play->ui, ui->slot, ui->pay, ui->value, c, -1);
        if (i < 0 && !ui->pay_chosen)
            i = play_ui_find(&a->play->ui, ui->slot, -1, ui->value, c, -1);
        td_cost cost = {0};
        if (i >= 0)
            td_move_cost(s, &ui->legal[i], &cost);
        priced_button(a, 22, c, 138 + (float)c * 98, y2, 94, 26, tr(TR_COLOUR_CAP_RED + c), cost.colour_knowledge,
                      TD_KNOWLEDGE, i >= 0, ui->colour == c, HIT_COLOUR);
    }
}

/* The actions, and Confirm once the choice is whole. */
static void panel_actions(app *a, float y0, float y2)
{
    const play_ui *ui = &a->play->ui;
    for (int act = 0; act < TD_ACTIONS; act++) {
        int ok = play_ui_action_reachable(&a->play->ui, act);
        play_button(a, PANEL_BTN_ACTION, act, 424 + PANEL_NARROW_OF(a) + (float)act * 66, y0, 62, 26, tr(TR_ACTION_GAIN + act), ok, ui->action == act,
               HIT_ACTION, act, 0);
    }
    int ready =
        ui->action >= 0 && play_ui_find(&a->play->ui, ui->slot, ui->pay, ui->value, ui->colour, ui->action) >= 0;
    /* (its right edge 20 units in from the panel's, its left clear of the colours: narrower in a
     * narrower panel) */
    float cw = fminf(180, PANEL_W_OF(a) - 20 - 390 + PANEL_LEFT);
    play_button(a, BTN_CONFIRM, 0, PANEL_LEFT + PANEL_W_OF(a) - 20 - cw / 2, y2, cw, 28, tr(TR_BTN_CONFIRM), ready, 1, HIT_BUTTON,
                BTN_CONFIRM, 0);
    /* What Confirm will score, over it, right of the values: the chosen target's tooltip comes only
     * under a mouse moved onto it (it covered the rows about the target) */
    td_gain g;
    const td_state *s = now_of(a);
    int chosen = play_ui_find(&a->play->ui, ui->slot, ui->pay, ui->value, ui->colour, ui->action);
    if (ui->action >= 0 && chosen >= 0 && !td_move_preview(s, &ui->legal[chosen], &g)) {
        char line[64];
        float right = PANEL_LEFT + PANEL_W_OF(a) - 20, room = right - 424;
        snprintf(line, sizeof line, tr(TR_PANEL_MOVE_SCORE), g.score_delta);
        play_label(a, VIEW_G_UI, K_CHOICE_TXT, 3, 0, right, y2 - 36,
                   gfx_fit_px(&a->g, GFX_FONT_BOLD, 13, line, room, a->world->scale > 0 ? a->world->scale : 1),
                   GFX_FONT_BOLD, GFX_RIGHT | GFX_MIDDLE, ui_paper, line, 40);
    }
}

static void sync_panel(app *a)
{
    play_ui *ui = &a->play->ui;
    const td_state *s = now_of(a);
    panel_background(a);
    note_in_panel = 0;
    char buf[256];
    int k = play_need(a);
    gfx_rgba light = ui_paper;
    if (a->watch.on) {
        panel_watch(a, s);
        return;
    }
    if (a->play->table.held) {
        panel_held(a);
        return;
    }
    if (play_summary_shown(a)) {
        play_summary_sync(a);
        return;
    }
    if (s->phase == TD_PHASE_OVER) {
        play_label(a, VIEW_G_UI, K_PANEL_TXT, 0, 0, 30, PANEL_Y_OF(a) - 36, 16, GFX_FONT_BOLD, GFX_LEFT | GFX_MIDDLE, light,
                tr(TR_PANEL_OVER), 40);
        play_button(a, BTN_END, 0, PANEL_CX_OF(a), PANEL_Y_OF(a) + 20, 220, 40, tr(TR_BTN_SEE_SCORES), 1, 1, HIT_BUTTON, BTN_END, 0);
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
            play_button(a, BTN_ROLL, 0, PANEL_CX_OF(a), PANEL_Y_OF(a) + 16, 220, 44, tr(TR_BTN_ROLL), tut_allows_roll(a), 1, HIT_BUTTON,
                   BTN_ROLL, 0); /* (in the guided game, only at a step that asks for the roll) */
        return;
    }
    char sub[256];
    int next = play_pass_due(a);
    if (next >= 0) {
        snprintf(buf, sizeof buf, tr(TR_PANEL_PASS), a->seats[ui->viewer].name);
        snprintf(sub, sizeof sub, tr(TR_PANEL_PASS_NEXT), a->seats[next].name);
        panel_turn_end(a, buf, sub, BTN_PASS, tr(TR_BTN_PASS));
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
        panel_decision(a, s);
        return;
    }
    /* the fallback: no die can be paid for */
    if (ui->n_legal == 1 && ui->legal[0].kind == TD_MOVE_FALLBACK) {
        play_label(a, VIEW_G_UI, K_PANEL_TXT, 0, 0, 30, PANEL_Y_OF(a) - 36, 14, GFX_FONT_BOLD, GFX_LEFT | GFX_MIDDLE, light,
                tr(TR_PANEL_NO_DIE), 40);
        play_label(a, VIEW_G_UI, K_PANEL_TXT, 1, 0, 30, PANEL_Y_OF(a) - 14, 13, GFX_FONT_REGULAR, GFX_LEFT | GFX_MIDDLE, light,
                tr(TR_PANEL_FALLBACK_GAIN), 40);
        play_button(a, BTN_FALLBACK, 0, PANEL_CX_OF(a), PANEL_Y_OF(a) + 26, 260, 36, tr(TR_BTN_FALLBACK), 1, 1, HIT_BUTTON,
               BTN_FALLBACK, 0);
        return;
    }
    if (ui->slot < 0 && tut_says(a)) { /* the guided game's sentence first */
        panel_lines(a, tr(TR_TUT_PANEL_READ), NULL);
        return;
    }
    if (ui->slot < 0) {
        /* the keys named only while the dice wear them (once a key or the pad was used): those of
         * the dice that may be taken, as their tags (none on the black die) */
        char keys[24];
        play_die_keys(s, keys, sizeof keys);
        if (ui->keys_used)
            snprintf(buf, sizeof buf, tr(TR_PANEL_PICK_DIE_KEYS), a->seats[ui->viewer].name, keys);
        else
            snprintf(buf, sizeof buf, tr(TR_PANEL_PICK_DIE), a->seats[ui->viewer].name);
        float last = panel_lines(a, buf, tr(TR_PANEL_TARGETS));
        /* a note (the hints', a bot's move, a refusal's) under the two lines, off the wheel's foot */
        const char *nstart[NOTE_LINES_IN];
        size_t nlen[NOTE_LINES_IN];
        int nn = note_wrap(a, last > PANEL_Y_OF(a) ? 2 : 3, 1, nstart, nlen);
        note_draw(a, nn, nstart, nlen, last + 19);
        return;
    }
    /* a die's choice: its payment, value, colour and action */
    float y0 = PANEL_Y_OF(a) + CHOICE_ROW0, y1 = PANEL_Y_OF(a) + CHOICE_ROW1, y2 = PANEL_Y_OF(a) + CHOICE_ROW2;
    panel_payment(a, s, y0);
    panel_values(a, s, y1);
    panel_colours(a, s, y2);
    panel_actions(a, y0, y2);
}

/* The roll's banner and the last note, on the lines above the panel: wrapped to the panel's
 * width, the last line just above the panel and the others stacked above it, over the wheel's rim.
 * More than one line sits on a strip of the table's colour: every line shows, however long, and
 * the panel's buttons never cover one. Each line is a text of its own. While the half-day's
 * summary shows, its panel says both, off the wheel (play_summary.c). */
#define BANNER_LINES 16
#define BANNER_LINE_H 17.0f /* design units, for 13 px text */
#define BANNER_CHOICE_LINES 1 /* the lines that stay clear of the wheel's bottom tiles (two crowded its foot) */
/* Text wrapped to the banner's width: each line's start and length; returns how many. */
static int banner_wrap(app *a, const char *text, const char *start[BANNER_LINES], size_t len[BANNER_LINES])
{
    int n = 0;
    const char *p = gfx_wrap_skip(text);
    while (*p && n < BANNER_LINES) {
        start[n] = p;
        /* the last line that fits takes the rest (never cut off; it only runs long) */
        len[n] = n == BANNER_LINES - 1 ? strlen(p) : gfx_wrap_line(&a->g, GFX_FONT_ITALIC, 13, p, PANEL_W_OF(a) - 30);
        p = gfx_wrap_skip(p + len[n]);
        n++;
    }
    return n;
}

static void sync_banner(app *a)
{
    play_ui *ui = &a->play->ui;
    char text[sizeof ui->banner + sizeof ui->note + 2];
    if (play_summary_shown(a))
        return; /* the banner is the summary's title then, and the note is under its rows (play_summary.c) */
    /* Once the viewer's die is taken this half-day, the roll's line is old news (its marks stay on
     * the wheel, and the summary's title says it again): the note alone says what the move did. */
    const td_state *s = now_of(a);
    const char *banner = ui->note[0] && s->sheet[ui->viewer].used_slot != TD_SLOT_NONE ? "" : ui->banner;
    const char *note = note_in_panel ? "" : ui->note; /* (the panel says it: note_draw) */
    snprintf(text, sizeof text, "%s%s%s", banner, banner[0] && note[0] ? "  " : "", note);
    if (!text[0] && a->ss && a->ss->n_moves == 0 && !a->tutorial) /* a game's start: where the sheet's guide is */
        snprintf(text, sizeof text, "%s", tr(TR_GUIDE_TIP));
    const char *start[BANNER_LINES];
    size_t len[BANNER_LINES];
    int n = banner_wrap(a, text, start, len);
    /* A note about the die being set up (play_ui's choice_note) never takes the lines up over the
     * foot of the wheel, where its bottom tiles are: when it and the roll's banner need more than
     * BANNER_CHOICE_LINES, it shows alone while it holds (the banner comes back with the choice's
     * change, and the roll's events stay marked on the wheel). */
    if (n > BANNER_CHOICE_LINES && banner[0] && ui->choice_note[0] && !strcmp(ui->note, ui->choice_note)) {
        snprintf(text, sizeof text, "%s", ui->note);
        n = banner_wrap(a, text, start, len);
    }
    if (n == 0)
        return;
    /* The last line's descenders end a unit above the panel's top edge, and the strip behind
     * the lines ends on that edge. */
    float y_last = PANEL_TOP_OF(a) - BANNER_LINE_H - 1, y_first = y_last - BANNER_LINE_H * (float)(n - 1);
    if (n > 1) {
        float top = y_first - 3, bottom = PANEL_TOP_OF(a);
        ecs_entity *bg = play_entity(a, VIEW_G_UI, K_BANNER, 0, 1, NULL);
        bg->local.x = bg->prev.x = PANEL_CX_OF(a);
        bg->local.y = bg->prev.y = (top + bottom) / 2;
        bg->z = 39;
        bg->draw.kind = DRAW_RECT;
        bg->draw.w = PANEL_W_OF(a);
        bg->draw.h = bottom - top;
        bg->draw.radius = 8;
        bg->draw.colour = gfx_alpha(ui_table, 0.88f);
    }
    for (int i = 0; i < n; i++) {
        char line[sizeof text];
        snprintf(line, sizeof line, "%.*s", (int)len[i], start[i]);
        play_label(a, VIEW_G_UI, K_BANNER, 1, i, 20, y_first + BANNER_LINE_H * (float)i, 13, GFX_FONT_ITALIC, GFX_LEFT,
                ui_paper, line, 40);
    }
}

void play_sync_ui(app *a)
{
    ecs_sync_begin(a->world, VIEW_G_UI);
    play_sync_bar(a);
    sync_panel(a);
    sync_banner(a);
    play_toast_sync(a);
    ecs_sync_end(a->world, VIEW_G_UI);
    play_sync_marks(a);
    play_pause_sync(a);
    play_guide_sync(a);
}
