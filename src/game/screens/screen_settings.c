/* screen_settings.c — the settings: language, colour-blind symbols, animation speed, sound volume
 * and mute, fullscreen, UI scale, hand-over screens, hints. Every change is applied at once and saved
 * (store_set_settings). Mouse on the options; keyboard and gamepad: Up/Down choose the row,
 * Left/Right change its value, Esc goes back to the title, or to the game whose pause menu opened
 * them.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app_lang.h"
#include "shell/store.h"
#include "shell/screens.h"
#include "shell/lang.h"
#include "screens/menu.h"
#include "shell/seats.h"

enum { R_LANGUAGE = 0, R_SYMBOLS, R_ANIMATION, R_VOLUME, R_MUTE, R_FULLSCREEN, R_SCALE, R_HANDOVER, R_HINTS, ROWS };

enum { K_CARD = MK_SCREEN, K_LABEL, K_HINT, K_OPT, K_VOL_SEG, K_VOL_TEXT, K_FOOT, K_ROW_BG };
/* The kinds' names in the dump (view.h): "option[animation,2]" (a row, its option; the
 * volume's buttons are 240 and 241). */
static const view_word row_words[] = {
    [R_LANGUAGE] = {"language", 0}, [R_SYMBOLS] = {"symbols", 0}, [R_ANIMATION] = {"animation", 0},
    [R_VOLUME] = {"volume", 0}, [R_MUTE] = {"mute", 0}, [R_FULLSCREEN] = {"fullscreen", 0}, [R_SCALE] = {"scale", 0},
    [R_HANDOVER] = {"handover", 0}, [R_HINTS] = {"hints", 0},
};
static const view_name kind_names[] = {
    [K_CARD] = {"card"},
    [K_LABEL] = {"label", VIEW_IX_WORDS, VIEW_IX_NONE, VIEW_WORDS(row_words)},
    [K_HINT] = {"hint", VIEW_IX_WORDS, VIEW_IX_NONE, VIEW_WORDS(row_words)},
    [K_OPT] = {"option", VIEW_IX_WORDS, VIEW_IX_NUM, VIEW_WORDS(row_words)},
    [K_VOL_SEG] = {"volume.step", VIEW_IX_NUM},
    [K_VOL_TEXT] = {"volume.text"},
    [K_FOOT] = {"foot", VIEW_IX_NUM},
    [K_ROW_BG] = {"row", VIEW_IX_WORDS, VIEW_IX_NONE, VIEW_WORDS(row_words)},
};
_Static_assert(sizeof kind_names / sizeof kind_names[0] == K_ROW_BG + 1, "a name for every K_* kind");
const view_kinds settings_kinds = VIEW_KINDS(kind_names);

#define ROW_Y0 158.0f
#define ROW_DY 54.0f
#define OPT_X0 640.0f  /* left edge of the options */
#define OPT_W 440.0f   /* width of the options */

#ifdef __EMSCRIPTEN__
/* In the page the board already fills the browser's window, which the game cannot grow: only
 * smaller sizes (the browser's zoom makes it larger, which the row's hint says). */
static const int scale_steps[] = {75, 100};
#define DESC_UI_SCALE TR_SET_DESC_UI_SCALE_PAGE
#else
static const int scale_steps[] = {75, 100, 125, 150, 175, 200};
#define DESC_UI_SCALE TR_SET_DESC_UI_SCALE
#endif
enum { SCALES = (int)(sizeof scale_steps / sizeof scale_steps[0]) };

/* Option labels: string keys, or for the language its own name in that language, or for the
 * UI scale the percentage. */
enum { OPT_LANG_NAME = -1, OPT_SCALE = -2 };

static const struct row_def {
    int label;                /* TR_* */
    int hint;                 /* TR_SET_DESC_* */
    int n;                    /* options (the volume row: 0, it has its own control) */
    int opt[6];               /* TR_* or OPT_* */
} rows[ROWS] = {
    {TR_SET_LANGUAGE, TR_SET_DESC_LANGUAGE, 4,
     {TR_SET_LANG_AUTO, OPT_LANG_NAME, OPT_LANG_NAME, OPT_LANG_NAME}},
    {TR_SET_SYMBOLS, TR_SET_DESC_SYMBOLS, 2, {TR_SET_OFF, TR_SET_ON}},
    {TR_SET_ANIMATION, TR_SET_DESC_ANIMATION, 4,
     {TR_SET_ANIM_OFF, TR_SET_ANIM_SLOW, TR_SET_ANIM_NORMAL, TR_SET_ANIM_FAST}},
    {TR_SET_VOLUME, TR_SET_DESC_VOLUME, 0, {0}},
    {TR_SET_MUTE, TR_SET_DESC_MUTE, 2, {TR_SET_OFF, TR_SET_ON}},
    {TR_SET_FULLSCREEN, TR_SET_DESC_FULLSCREEN, 2, {TR_SET_OFF, TR_SET_ON}},
    {TR_SET_UI_SCALE, DESC_UI_SCALE, SCALES,
     {OPT_SCALE, OPT_SCALE, OPT_SCALE, OPT_SCALE, OPT_SCALE, OPT_SCALE}},
    {TR_SET_HANDOVER, TR_SET_DESC_HANDOVER, 2, {TR_SET_OFF, TR_SET_ON}},
    {TR_SET_HINTS, TR_SET_DESC_HINTS, 2, {TR_SET_OFF, TR_SET_ON}},
};

static const char *opt_label(int row, int k, char *buf, size_t size)
{
    int o = rows[row].opt[k];
    if (o == OPT_LANG_NAME) /* APP_LANG_EN.. → TR_LANG_EN.. */
        return tr_table(TR_LANG_EN + k - APP_LANG_EN)[TR_LANG_NAME];
    if (o == OPT_SCALE) {
        snprintf(buf, size, tr(TR_SET_PERCENT), scale_steps[k]);
        return buf;
    }
    return tr(o);
}

static struct settings_ui {
    uiw u;
    int row;          /* the row the keyboard is on */
    int vol_down;     /* the volume was last turned down with Left: the focus is on its "−" */
} settings;

static int nearest_scale(int percent)
{
    int best = 0;
    for (int i = 1; i < SCALES; i++)
        if (abs(scale_steps[i] - percent) < abs(scale_steps[best] - percent))
            best = i;
    return best;
}

/* The option shown as chosen in `row`. */
static int value_of(const app_settings *s, int row)
{
    switch (row) {
    case R_LANGUAGE: return s->language;
    case R_SYMBOLS: return s->symbols;
    case R_ANIMATION: return s->animation;
    case R_VOLUME: return s->volume / 10;
    case R_MUTE: return s->mute;
    case R_FULLSCREEN: return s->fullscreen;
    case R_SCALE: return nearest_scale(s->ui_scale);
    case R_HANDOVER: return s->handover;
    default: return s->hints;
    }
}

static void set_value(app *a, int row, int v)
{
    app_settings s = *store_settings(a);
    int n = row == R_VOLUME ? 11 : rows[row].n;
    if (v < 0 || v >= n)
        return;
    switch (row) {
    case R_LANGUAGE: s.language = v; break;
    case R_SYMBOLS: s.symbols = v; break;
    case R_ANIMATION: s.animation = v; break;
    case R_VOLUME: s.volume = v * 10; break;
    case R_MUTE: s.mute = v; break;
    case R_FULLSCREEN: s.fullscreen = v; break;
    case R_SCALE: s.ui_scale = scale_steps[v]; break;
    case R_HANDOVER: s.handover = v; break;
    default: s.hints = v; break;
    }
    store_set_settings(a, &s);
    store_take_fresh(a, NULL, 0); /* a failed save: the subtitle says it, here */
    if (row == R_LANGUAGE) {
        lang_apply(s.language); /* every screen speaks it from now on */
        seats_localise_names(a->seats, a->n_seats); /* the game in progress's "Player 1" too */
    }
    if (row == R_VOLUME || row == R_MUTE)
        sfx_play(&a->s, SFX_DIE_LAND); /* hear the new volume */
    else
        sfx_play(&a->s, SFX_CLICK);
}

static uint32_t opt_key(int row, int v) { return menu_key(K_OPT, row, v & 0xFF); }

static void sync(app *a)
{
    uiw *u = &settings.u;
    uiw_begin(u, &a->widgets);
    ecs_sync_begin(a->world, MENU_G);
    /* with no folder for saved files nothing is saved: the footer says so, the heading too */
    menu_heading(u, tr(TR_SET_TITLE), tr(!store_dir(a)[0]         ? TR_SET_SUBTITLE_UNSAVED
                                            : store_settings_failed(a) ? TR_SET_SUBTITLE_FAILED
                                                                           : TR_SET_SUBTITLE));
    const app_settings *s = store_settings(a);
    float top = ROW_Y0 - 44, bottom = ROW_Y0 + ROW_DY * (ROWS - 1) + 40;
    uiw_rect(u, menu_key(K_CARD, 0, 0), 640, (top + bottom) / 2, 1000, bottom - top, 14, ui_paper, 0, ui_paper, 5);
    for (int r = 0; r < ROWS; r++) {
        float y = ROW_Y0 + ROW_DY * (float)r;
        if (r == settings.row && u->show_focus)
            uiw_rect(u, menu_key(K_ROW_BG, r, 0), 640, y, 980, ROW_DY - 6, 8, gfx_alpha(ui_accent, 0.08f), 0,
                     ui_paper, 6);
        uiw_text(u, menu_key(K_LABEL, r, 0), 170, y - 9, 19, GFX_FONT_BOLD, GFX_LEFT | GFX_MIDDLE, ui_ink,
                 tr(rows[r].label), 10);
        char hint[200];
        const char *forced = r == R_LANGUAGE ? lang_forced() : NULL;
        if (forced) /* the setting is kept but does not apply: say why */
            snprintf(hint, sizeof hint, tr(TR_SET_DESC_LANGUAGE_FORCED), forced);
        else
            snprintf(hint, sizeof hint, "%s", tr(rows[r].hint));
        uiw_text(u, menu_key(K_HINT, r, 0), 170, y + 14, 13, GFX_FONT_ITALIC, GFX_LEFT | GFX_MIDDLE, ui_ink_soft,
                 hint, 10);
        int v = value_of(s, r);
        if (r == R_VOLUME) {
            uiw_button(u, opt_key(r, 0xF0), OPT_X0 + 20, y, 40, 36, "−", s->volume > 0 ? 0 : UIW_DISABLED,
                       MENU_T_OPTION, r, v - 1, 20);
            for (int k = 1; k <= 10; k++) {
                float x = OPT_X0 + 56 + (float)(k - 1) * 27 + 12;
                float h = 10 + 2.2f * (float)k;
                ecs_entity *e = uiw_rect(u, menu_key(K_VOL_SEG, k, 0), x, y + 18 - h / 2, 22, h, 3,
                                         k <= v ? (s->mute ? ui_ink_soft : ui_accent) : gfx_mix(ui_paper, ui_ink_soft, 0.3f),
                                         0, ui_paper, 20);
                e->mask |= ECS_HIT;
                e->hit = (ecs_hit){0, 26, 40, MENU_T_OPTION, r, k};
            }
            uiw_button(u, opt_key(r, 0xF1), OPT_X0 + 56 + 270 + 24, y, 40, 36, "+", s->volume < 100 ? 0 : UIW_DISABLED,
                       MENU_T_OPTION, r, v + 1, 20);
            char pct[64];
            snprintf(pct, sizeof pct, tr(TR_SET_PERCENT), s->volume);
            if (s->mute)
                snprintf(pct + strlen(pct), sizeof pct - strlen(pct), " (%s)", tr(TR_SET_MUTE));
            uiw_text(u, menu_key(K_VOL_TEXT, 0, 0), OPT_X0 + 56 + 270 + 56, y, 17, GFX_FONT_BOLD,
                     GFX_LEFT | GFX_MIDDLE, ui_ink, pct, 20);
            continue;
        }
        /* each option as wide as its label needs, the room left shared equally */
        char buf[6][16];
        const char *label[6];
        float w[6], need = 0, room = OPT_W - 6 * (float)(rows[r].n - 1);
        for (int k = 0; k < rows[r].n; k++) {
            label[k] = opt_label(r, k, buf[k], sizeof buf[k]);
            w[k] = uiw_text_width(u, GFX_FONT_BOLD, 16, label[k]) + 24;
            need += w[k];
        }
        float x = OPT_X0;
        for (int k = 0; k < rows[r].n; k++) {
            float wk = need <= room ? w[k] + (room - need) / (float)rows[r].n : w[k] * room / need;
            uiw_button(u, opt_key(r, k), x + wk / 2, y, wk, 36, label[k], k == v ? UIW_SELECTED : 0, MENU_T_OPTION, r,
                       k, 20);
            x += wk + 6;
        }
    }
    char foot[1300];
    const char *dir = store_dir_said(a);
    if (dir[0])
        snprintf(foot, sizeof foot, tr(TR_SET_SAVED_IN), dir); /* a path too long is cut short */
    else
        snprintf(foot, sizeof foot, "%s", tr(TR_SET_NOT_KEPT));
    uiw_text(u, menu_key(K_FOOT, 0, 0), 640, bottom + 24, 13, GFX_FONT_ITALIC, GFX_CENTER | GFX_MIDDLE,
             gfx_mix(ui_paper, ui_table, 0.3f), foot, 10);
    uiw_text(u, menu_key(K_FOOT, 1, 0), 640, bottom + 46, 13, GFX_FONT_ITALIC, GFX_CENTER | GFX_MIDDLE,
             gfx_mix(ui_paper, ui_table, 0.3f), tr(TR_SET_KEYS), 10);
    ecs_sync_end(a->world, MENU_G);
    a->dirty = 1;
}

/* The keyboard focus: the chosen option of the current row (the volume: its "+", or its "−" after Left). */
static void focus_row(app *a)
{
    int v = value_of(store_settings(a), settings.row);
    uiw_set_focus(&settings.u, settings.row == R_VOLUME ? opt_key(settings.row, settings.vol_down ? 0xF0 : 0xF1) : opt_key(settings.row, v));
}

static void screen_settings_enter(app *a)
{
    memset(&settings, 0, sizeof settings);
    settings.u.env = &a->widgets;
    a->text_focus = 0;
    sync(a);
    focus_row(a);
    sync(a);
}

/* Back: to the game whose pause menu opened the settings, as it was left, else to the title. */
static void back(app *a)
{
    int from = a->settings_from == SCREEN_PLAY && a->ss ? SCREEN_PLAY : SCREEN_TITLE;
    a->settings_from = -1;
    a->resume = from == SCREEN_PLAY;
    shell_goto(a, from);
}

static void key(app *a, SDL_Keycode k)
{
    if (k == SDLK_ESCAPE || k == SDLK_BACKSPACE) {
        back(a);
        return;
    }
    int v = value_of(store_settings(a), settings.row);
    int n = settings.row == R_VOLUME ? 11 : rows[settings.row].n;
    /* until the focus shows (on entering, or after the mouse), the first arrow, Enter or Space
     * only shows which row has it: A pressed to "go in" must not change the language */
    int shown = settings.u.show_focus;
    switch (k) {
    case SDLK_UP:
    case SDLK_DOWN:
        if (shown)
            settings.row = (settings.row + (k == SDLK_DOWN ? 1 : ROWS - 1)) % ROWS;
        settings.vol_down = 0;
        break;
    case SDLK_LEFT:
        if (shown)
            set_value(a, settings.row, v - 1);
        settings.vol_down = shown;
        break;
    case SDLK_RIGHT:
        if (shown)
            set_value(a, settings.row, v + 1);
        settings.vol_down = 0;
        break;
    case SDLK_RETURN:
    case SDLK_KP_ENTER:
    case SDLK_SPACE: /* Enter switches an Off/On row; a longer row's choice is Left and Right's
                      * (Enter pressed on the language shown must not change it) */
        if (shown && settings.row != R_VOLUME && n == 2)
            set_value(a, settings.row, (v + 1) % n);
        break;
    case SDLK_TAB:
        settings.row = (settings.row + ((SDL_GetModState() & KMOD_SHIFT) ? ROWS - 1 : 1)) % ROWS;
        break;
    default:
        return;
    }
    settings.u.show_focus = 1;
    sync(a);
    focus_row(a);
}

static void screen_settings_event(app *a, const SDL_Event *ev)
{
    switch (ev->type) {
    case SDL_MOUSEMOTION:
        if (!uiw_mouse_move(&settings.u))
            return;
        break;
    case SDL_MOUSEBUTTONDOWN: {
        if (ev->button.button != SDL_BUTTON_LEFT)
            return;
        ecs_hit hit;
        uint32_t k = uiw_click(&settings.u, &hit);
        if (!k)
            return;
        if (hit.tag == MENU_T_BACK) {
            back(a);
            return;
        }
        if (hit.tag == MENU_T_OPTION) {
            settings.row = hit.a;
            set_value(a, hit.a, hit.b);
        }
        break;
    }
    case SDL_KEYDOWN:
        key(a, ev->key.keysym.sym);
        if (a->screen != SCREEN_SETTINGS)
            return;
        break;
    default:
        return;
    }
    sync(a);
}

const shell_screen screen_settings = {
    .name = "settings",
    .enter = screen_settings_enter,
    .event = screen_settings_event,
    .kinds = &settings_kinds,
};
