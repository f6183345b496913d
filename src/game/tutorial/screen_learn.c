/* screen_learn.c — the first start's offer of the guided first game: "New to Troyes Dice? Learn to
 * play in about 8 minutes", with "Learn to play" and "Skip, I know the game". Shown until it is
 * answered (tut_offer_seen: a start closed on it offers it again); the title screen offers the
 * guided game at any time after. Mouse, keyboard (arrows, Tab, Enter; Esc skips) and gamepad (its keys; B skips).
 */
#include <stdio.h>
#include <string.h>

#include "app_lang.h"
#include "shell/screens.h"
#include "tutorial/tut_play.h"
#include "kit/ui_widgets.h"
#include "play/view.h"

#define G VIEW_G_UI

enum { K_SHADOW = 1, K_CARD, K_DIE, K_TITLE, K_LINE, K_LEARN, K_SKIP, K_NOTE, K_KEYS };
enum { T_LEARN = 1, T_SKIP };
/* The kinds' names in the dump (view.h): "learn", "skip". */
static const view_name kind_names[] = {
    [K_SHADOW] = {"shadow"},
    [K_CARD] = {"card"},
    [K_DIE] = {"die", VIEW_IX_NUM},
    [K_TITLE] = {"title"},
    [K_LINE] = {"line"},
    [K_LEARN] = {"learn"},
    [K_SKIP] = {"skip"},
    [K_NOTE] = {"note"},
    [K_KEYS] = {"keys"},
};
_Static_assert(sizeof kind_names / sizeof kind_names[0] == K_KEYS + 1, "a name for every K_* kind");
const view_kinds learn_kinds = VIEW_KINDS(kind_names);

static struct {
    uiw u;
    char why[200]; /* the guided game could not start */
} learn;

static uint32_t key(int kind, int i, int j) { return view_key(G, kind, i, j); }

static void sync(app *a)
{
    uiw *u = &learn.u;
    uiw_begin(u, &a->widgets);
    ecs_sync_begin(a->world, G);
    uiw_rect(u, key(K_SHADOW, 0, 0), 646, 348, 700, 400, 16, (gfx_rgba){0, 0, 0, 80}, 0, ui_ink, 1);
    uiw_rect(u, key(K_CARD, 0, 0), 640, 340, 700, 400, 16, ui_paper, 1.2f, gfx_mix(ui_paper, ui_ink_soft, 0.5f), 2);
    /* three dice of the three colours, as on the wheel */
    static const int values[3] = {2, 5, 3};
    for (int c = 0; c < TD_COLOURS; c++) {
        ecs_entity *d = uiw_rect(u, key(K_DIE, c, 0), 640 + 56 * ((float)c - 1), 196, 40, 40, 0, ui_ink, 0, ui_ink, 10);
        ui_die_look look = ui_die(c, 0);
        d->draw.kind = DRAW_DIE;
        d->draw.w = 40;
        d->draw.value = values[c];
        d->local.rot = d->prev.rot = 0.12f * ((float)c - 1);
        d->draw.colour = look.body;
        d->draw.colour2 = look.pips;
        d->draw.colour3 = look.edge;
    }
    const char *title = tr(TR_TUT_OFFER_HEAD);
    uiw_text(u, key(K_TITLE, 0, 0), 640, 262, uiw_fit_px(u, GFX_FONT_BOLD, 40, title, 640, 24), GFX_FONT_BOLD,
             GFX_CENTER | GFX_MIDDLE, ui_ink, title, 10);
    const char *line = tr(TR_TUT_OFFER_LINE);
    ecs_entity *t = uiw_text(u, key(K_LINE, 0, 0), 640, 294, 20, GFX_FONT_REGULAR, GFX_CENTER, ui_ink, line, 10);
    t->draw.w = 600; /* wrapped, centred */
    uiw_button(u, key(K_LEARN, 0, 0), 640, 398, 340, 58, tr(TR_TUT_OFFER_LEARN), UIW_PRIMARY, T_LEARN, 0, 0, 10);
    uiw_button(u, key(K_SKIP, 0, 0), 640, 462, 340, 44, tr(TR_TUT_OFFER_SKIP), 0, T_SKIP, 0, 0, 10);
    const char *note = learn.why[0] ? learn.why : tr(TR_TUT_OFFER_LATER);
    uiw_text(u, key(K_NOTE, 0, 0), 640, 512, uiw_fit_px(u, GFX_FONT_ITALIC, 15, note, 640, 10), GFX_FONT_ITALIC,
             GFX_CENTER | GFX_MIDDLE, learn.why[0] ? ui_bad : ui_ink_soft, note, 10);
    uiw_text(u, key(K_KEYS, 0, 0), 640, 578, 15, GFX_FONT_ITALIC, GFX_CENTER | GFX_MIDDLE, gfx_alpha(ui_paper, 0.85f),
             tr(TR_TUT_OFFER_KEYS), 10);
    ecs_sync_end(a->world, G);
    a->dirty = 1;
}

static void choose(app *a, int tag)
{
    sfx_play(&a->s, SFX_CLICK);
    tut_offer_seen(a); /* answered: not offered again */
    if (tag == T_SKIP) {
        shell_goto(a, SCREEN_TITLE);
        return;
    }
    const char *why = tut_start(a, -1);
    if (why) { /* say it, and stay: Skip still leads on */
        snprintf(learn.why, sizeof learn.why, "%s", tr_reason(why));
        sync(a);
    }
}

static void screen_learn_enter(app *a)
{
    memset(&learn, 0, sizeof learn);
    learn.u.env = &a->widgets;
    sync(a);
    uiw_set_focus(&learn.u, key(K_LEARN, 0, 0));
    learn.u.show_focus = 1;
    sync(a);
}

static void screen_learn_event(app *a, const SDL_Event *ev)
{
    switch (ev->type) {
    case SDL_MOUSEMOTION:
        if (uiw_mouse_move(&learn.u))
            sync(a);
        break;
    case SDL_MOUSEBUTTONDOWN: {
        ecs_hit hit;
        if (ev->button.button == SDL_BUTTON_LEFT && uiw_click(&learn.u, &hit) && (hit.tag == T_LEARN || hit.tag == T_SKIP))
            choose(a, hit.tag);
        break;
    }
    case SDL_KEYDOWN: {
        SDL_Keycode k = ev->key.keysym.sym;
        const uiw_focusable *f = uiw_focused(&learn.u);
        if (k == SDLK_ESCAPE) {
            choose(a, T_SKIP);
        } else if (k == SDLK_RETURN || k == SDLK_KP_ENTER || k == SDLK_SPACE) {
            choose(a, f ? f->tag : T_LEARN);
        } else if (uiw_key_nav(&learn.u, k, ev->key.keysym.mod)) {
            sync(a);
        }
        break;
    }
    default:
        break;
    }
}

const shell_screen screen_learn = {
    .name = "learn",
    .enter = screen_learn_enter,
    .event = screen_learn_event,
    .kinds = &learn_kinds,
};
