/* screen_handover.c — hidden hot-seat: between two human players sharing the screen, the whole
 * screen is covered (the previous player's sheet is no longer drawn at all) and says whom to pass
 * the device to and what they will decide; that player reveals their sheet with the big button.
 * The play screen then shows a->viewer's sheet. Esc goes to the title (the game is saved there),
 * and Continue comes back to this screen. The button has the keys' focus from the start, its ring
 * hidden (a gold frame round the only button would look stray to whoever holds the mouse): Tab or
 * an arrow (the pad's cross) shows it, and only then do Enter and Space press it. Enter passes the
 * turn on the play screen, and one more press of it, in haste or out of habit, showed the next
 * player's sheet to the player who had just passed it: with the ring hidden, Enter and Space show
 * the ring and say that Enter again shows the sheet (a guard that needs no clock: one press too
 * many stops there, in sight of the line that says so). The mouse moving hides the ring again.
 */
#include <stdio.h>
#include <string.h>

#include "app_lang.h"
#include "shell/screens.h"
#include "troyes/td_engine.h"
#include "kit/ui_widgets.h"
#include "play/view.h"
#include "shell/game.h"
#include "shell/seats.h"
#include "shell/sfx.h"

#define G VIEW_G_UI

enum { K_SHADOW = 1, K_CARD, K_KICKER, K_DIE, K_TITLE, K_NEXT, K_WAITING, K_SHOW, K_NOTE, K_DIE_SYMBOL };
enum { T_SHOW = 1 };
/* The kinds' names in the dump (view.h): "die[2]". */
static const view_name kind_names[] = {
    [K_SHADOW] = {"shadow"},
    [K_CARD] = {"card"},
    [K_KICKER] = {"kicker"},
    [K_DIE] = {"die", VIEW_IX_NUM},
    [K_TITLE] = {"title"},
    [K_NEXT] = {"next"},
    [K_WAITING] = {"waiting"},
    [K_SHOW] = {"show"},
    [K_NOTE] = {"note", VIEW_IX_NUM},
    [K_DIE_SYMBOL] = {"die.symbol", VIEW_IX_NUM},
};
_Static_assert(sizeof kind_names / sizeof kind_names[0] == K_DIE_SYMBOL + 1, "a name for every K_* kind");
const view_kinds handover_kinds = VIEW_KINDS(kind_names);

static uiw widgets;
static int asked; /* Enter or Space was pressed with the ring hidden: the keys' line says what next */

static uint32_t key(int kind, int i, int j) { return view_key(G, kind, i, j); }

/* "Day 3, afternoon — your turn to choose a die." */
static void next_text(const app *a, char *buf, size_t cap)
{
    const td_state *s = &a->ss->now;
    const char *what;
    if (s->phase == TD_PHASE_OVER) {
        snprintf(buf, cap, "%s", tr(TR_HANDOVER_OVER));
        return;
    }
    if (s->phase == TD_PHASE_ROLL) {
        what = tr(TR_HANDOVER_ROLL);
    } else {
        switch (td_need_of(s, a->viewer).kind) {
        case TD_NEED_DIE: what = tr(TR_HANDOVER_NEED_DIE); break;
        case TD_NEED_PRESTIGE: what = tr(TR_HANDOVER_NEED_PRESTIGE); break;
        case TD_NEED_WORK: what = tr(TR_HANDOVER_NEED_WORK); break;
        case TD_NEED_OVERFLOW: what = tr(TR_HANDOVER_NEED_OVERFLOW); break;
        case TD_NEED_BANQUET4: what = tr(TR_HANDOVER_NEED_BANQUET4); break;
        default: what = tr(TR_HANDOVER_NEED_NOTHING); break;
        }
    }
    snprintf(buf, cap, tr(s->half ? TR_HANDOVER_STATUS_AFTERNOON : TR_HANDOVER_STATUS_MORNING), s->day, what);
}

static void sync(app *a)
{
    uiw *u = &widgets;
    const td_state *s = &a->ss->now;
    int v = a->viewer >= 0 && a->viewer < a->n_seats ? a->viewer : 0;
    const char *name = a->seats[v].name;
    uiw_begin(u, &a->widgets);
    ecs_sync_begin(a->world, G);
    uiw_rect(u, key(K_SHADOW, 0, 0), 645, 346, 680, 390, 14, (gfx_rgba){0, 0, 0, 80}, 0, ui_ink, 1);
    uiw_rect(u, key(K_CARD, 0, 0), 640, 340, 680, 390, 14, ui_paper, 1.2f, gfx_mix(ui_paper, ui_ink_soft, 0.5f), 2);
    uiw_text(u, key(K_KICKER, 0, 0), 640, 178, 15, GFX_FONT_ITALIC, GFX_CENTER | GFX_MIDDLE, ui_ink_soft,
             tr(TR_HANDOVER_HEADING), 10);
    /* this half-day's dice: shared by everyone, so nothing to hide */
    if (s->phase != TD_PHASE_CHOOSE) {
        ecs_entity *ic = uiw_rect(u, key(K_DIE, 0, 0), 640, 218, 44, 44, 0, ui_ink_soft, 0, ui_ink, 10);
        ic->draw.kind = DRAW_ICON;
        ic->draw.icon = GFX_ICON_CITIZEN;
    } else {
        for (int slot = 0; slot < TD_SLOTS; slot++) {
            ecs_entity *d = uiw_rect(u, key(K_DIE, slot, 0), 640 + 50 * ((float)slot - 1.5f), 218, 34, 34, 0, ui_ink, 0,
                                     ui_ink, 10);
            int black = slot == s->black_slot && !s->black_banquet;
            int c = s->die[slot].colour0;
            d->draw.kind = DRAW_DIE;
            d->draw.w = 34;
            d->draw.value = td_slot_value_shown(s, slot);
            ui_die_look look = ui_die(black ? -1 : c, slot == s->black_slot);
            d->draw.colour = look.body;
            d->draw.colour2 = look.pips;
            d->draw.colour3 = look.edge;
            if (a->symbols && !black) { /* colour-blind symbols, as on the wheel's dice */
                ecs_entity *sym = uiw_rect(u, key(K_DIE_SYMBOL, slot, 0), d->local.x + 17, 218 - 17, 10, 10, 0, ui_ink,
                                           0, ui_ink, 11);
                sym->draw.kind = DRAW_ICON;
                sym->draw.icon = (uint8_t)(GFX_ICON_SQUARE + c);
            }
        }
    }
    char line[160], wait[TD_MAX_PLAYERS * (SEAT_NAME_MAX + 8) + 96];
    snprintf(line, sizeof line, tr(TR_HANDOVER_PASS), name);
    float px = uiw_fit_px(u, GFX_FONT_BOLD, 46, line, 620, 20);
    uiw_text(u, key(K_TITLE, 0, 0), 640, 284, px, GFX_FONT_BOLD, GFX_CENTER | GFX_MIDDLE, ui_ink, line, 10);
    next_text(a, line, sizeof line);
    px = uiw_fit_px(u, GFX_FONT_ITALIC, 20, line, 620, 12);
    uiw_text(u, key(K_NEXT, 0, 0), 640, 334, px, GFX_FONT_ITALIC, GFX_CENTER | GFX_MIDDLE, ui_ink, line, 10);
    /* the other humans still to decide this half-day, in seat order: as many names as one line
     * holds at 12 px or more, then a count of the others */
    unsigned waiting = td_waiting_players(s);
    const char *other[TD_MAX_PLAYERS];
    int others = 0;
    for (int p = 0; p < a->n_seats; p++)
        if ((waiting >> p & 1u) && p != v && !seats_is_bot(a, p))
            other[others++] = a->seats[p].name;
    for (int listed = others; listed > 0; listed--) {
        char names[TD_MAX_PLAYERS * (SEAT_NAME_MAX + 8)];
        seats_name_list(other, others, listed, names, sizeof names);
        snprintf(wait, sizeof wait, "%s%s", tr(TR_HANDOVER_AFTER_YOU), names);
        px = uiw_fit_px(u, GFX_FONT_REGULAR, 15, wait, 620, 10);
        if ((px >= 12 && uiw_text_width(u, GFX_FONT_REGULAR, px, wait) <= 620) || listed == 1)
            break;
    }
    if (others)
        uiw_text(u, key(K_WAITING, 0, 0), 640, 368, px, GFX_FONT_REGULAR, GFX_CENTER | GFX_MIDDLE, ui_ink_soft, wait,
                 10);
    snprintf(line, sizeof line, tr(TR_HANDOVER_SHOW), name);
    uiw_button(u, key(K_SHOW, 0, 0), 640, 446, 520, 66, line, UIW_PRIMARY, T_SHOW, 0, 0, 10);
    uiw_text(u, key(K_NOTE, 0, 0), 640, 584, 15, GFX_FONT_ITALIC, GFX_CENTER | GFX_MIDDLE, gfx_alpha(ui_paper, 0.8f),
             tr(TR_HANDOVER_LOOK_AWAY), 10);
    if (asked) /* in full, upright and bold: the answer to the key just pressed */
        uiw_text(u, key(K_NOTE, 1, 0), 640, 608, 16, GFX_FONT_BOLD, GFX_CENTER | GFX_MIDDLE, ui_paper,
                 tr(TR_HANDOVER_HOW), 10);
    else
        uiw_text(u, key(K_NOTE, 1, 0), 640, 608, 15, GFX_FONT_ITALIC, GFX_CENTER | GFX_MIDDLE,
                 gfx_alpha(ui_paper, 0.8f), tr(TR_HANDOVER_KEYS), 10);
    ecs_sync_end(a->world, G);
    a->dirty = 1;
}

static void screen_handover_enter(app *a)
{
    memset(&widgets, 0, sizeof widgets);
    widgets.env = &a->widgets;
    if (!a->ss) {
        shell_goto(a, SCREEN_SETUP);
        return;
    }
    asked = 0;
    widgets.focus = key(K_SHOW, 0, 0); /* (its ring hidden: widgets.show_focus is 0) */
    if (a->ss->now.phase == TD_PHASE_CHOOSE) /* this half-day's choosers are handed the screen */
        a->handed_over = a->ss->checkpoint_moves + 1;
    else if (a->ss->now.phase == TD_PHASE_ROLL) /* a resumed game: the one handed the screen rolls */
        a->handed_over = a->ss->n_moves + 2; /* and chooses (the roll will be the checkpoint) */
    sync(a);
}

static void screen_handover_event(app *a, const SDL_Event *ev)
{
    switch (ev->type) {
    case SDL_MOUSEMOTION: {
        int ringed = widgets.show_focus; /* the mouse in use: the keys' ring goes */
        widgets.show_focus = 0;
        if (uiw_mouse_move(&widgets) || ringed)
            sync(a);
        break;
    }
    case SDL_MOUSEBUTTONDOWN: {
        ecs_hit hit;
        if (ev->button.button == SDL_BUTTON_LEFT && uiw_click(&widgets, &hit) && hit.tag == T_SHOW)
            shell_goto(a, SCREEN_PLAY);
        break;
    }
    case SDL_KEYDOWN: {
        SDL_Keycode k = ev->key.keysym.sym;
        if ((k == SDLK_RETURN || k == SDLK_KP_ENTER || k == SDLK_SPACE) && widgets.show_focus) {
            shell_goto(a, SCREEN_PLAY);
        } else if (k == SDLK_RETURN || k == SDLK_KP_ENTER || k == SDLK_SPACE) {
            asked = 1; /* (the ring hidden: perhaps the press that passed the turn, once more) */
            widgets.show_focus = 1;
            sfx_play(&a->s, SFX_CLICK);
            sync(a);
        } else if (k == SDLK_ESCAPE) /* to the title without showing a sheet: Continue comes back here */
            shell_goto(a, SCREEN_TITLE);
        else if (k == SDLK_F1) /* the rules (no sheet on them), and back here */
            game_open_rules(a);
        else if (uiw_key_nav(&widgets, k, ev->key.keysym.mod)) /* Tab, an arrow: the ring shows where Enter acts */
            sync(a);
        break;
    }
    default:
        break;
    }
}

const shell_screen screen_handover = {
    .name = "handover",
    .enter = screen_handover_enter,
    .event = screen_handover_event,
    .kinds = &handover_kinds,
};
