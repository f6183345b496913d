/* menu.c — the heading, Back button, profile picker and achievement names shared by the menu
 * screens (see menu.h). */
#include "screens/menu.h"

#include <stdio.h>
#include <string.h>

#include "app_lang.h"
#include "shell/store.h"
#include "shell/seats.h"

static struct {
    int chosen;   /* index of the chosen profile; -1 before the first choice */
    int set;
} profile_pick = {-1, 0};

/* The names in the dump (view.h) of the MK_* kinds of menu.h, below the screens' own. */
static const view_name kind_names[] = {
    [MK_HEAD] = {"head"},
    [MK_HEAD_SUB] = {"head.sub"},
    [MK_BACK] = {"back"},
    [MK_PICK_PREV] = {"picker.prev"},
    [MK_PICK_NEXT] = {"picker.next"},
    [MK_PICK_NAME] = {"picker.name", VIEW_IX_NUM},
    [MK_PICK_COUNT] = {"picker.count"},
};
_Static_assert(sizeof kind_names / sizeof kind_names[0] == MK_PICK_COUNT + 1, "a name for every MK_* kind");
const view_kinds menu_kinds = VIEW_KINDS(kind_names);

void menu_heading(uiw *u, const char *title, const char *subtitle)
{
    uiw_text(u, menu_key(MK_HEAD, 0, 0), 48, 50, 40, GFX_FONT_BOLD, GFX_LEFT | GFX_MIDDLE, ui_paper, title, 10);
    if (subtitle)
        uiw_text(u, menu_key(MK_HEAD_SUB, 0, 0), 50, 86, 16, GFX_FONT_ITALIC, GFX_LEFT | GFX_MIDDLE,
                 gfx_mix(ui_paper, ui_table, 0.3f), subtitle, 10);
    uiw_button(u, menu_key(MK_BACK, 0, 0), 1180, 50, 130, 40, tr(TR_BTN_BACK), 0, MENU_T_BACK, 0, 0, 20);
}

static int last_played(const app_profiles *st)
{
    int best = -1;
    const char *best_date = "";
    for (int i = 0; i < st->count; i++) {
        const app_profile *p = &st->profile[i];
        const char *d = p->n_history ? p->history[p->n_history - 1].date : "";
        if (best < 0 || strcmp(d, best_date) >= 0) {
            best = i;
            best_date = d;
        }
    }
    return best;
}

int menu_profile(app *a)
{
    const app_profiles *st = store_profiles(a);
    if (!st || st->count == 0)
        return -1;
    if (!profile_pick.set || profile_pick.chosen < 0 || profile_pick.chosen >= st->count) {
        profile_pick.chosen = -1;
        for (int p = 0; p < a->n_seats && profile_pick.chosen < 0; p++)
            if (!seats_is_bot(a, p))
                profile_pick.chosen = store_find_profile(st, a->seats[p].name);
        if (profile_pick.chosen < 0)
            profile_pick.chosen = last_played(st);
        profile_pick.set = 1;
    }
    return profile_pick.chosen;
}

/* Moves the choice of profile by `step` (wrapping). */
static void menu_profile_step(app *a, int step)
{
    const app_profiles *st = store_profiles(a);
    int cur = menu_profile(a);
    if (cur < 0)
        return;
    profile_pick.chosen = ((cur + step) % st->count + st->count) % st->count;
}

void menu_picker(app *a, uiw *u, float x, float y)
{
    const app_profiles *st = store_profiles(a);
    int cur = menu_profile(a);
    if (cur < 0) {
        uiw_text(u, menu_key(MK_PICK_NAME, 0, 0), x, y, 22, GFX_FONT_ITALIC, GFX_CENTER | GFX_MIDDLE,
                 gfx_mix(ui_paper, ui_table, 0.25f), tr(TR_MENU_NO_PROFILES), 10);
        return;
    }
    int many = st->count > 1 ? 0 : UIW_DISABLED;
    uiw_button(u, menu_key(MK_PICK_PREV, 0, 0), x - 190, y, 44, 40, "<", many, MENU_T_PREV, 0, 0, 20);
    uiw_button(u, menu_key(MK_PICK_NEXT, 0, 0), x + 190, y, 44, 40, ">", many, MENU_T_NEXT, 0, 0, 20);
    uiw_rect(u, menu_key(MK_PICK_NAME, 1, 0), x, y, 320, 48, 10, ui_paper, 0, ui_paper, 10);
    char name[APP_PROFILE_NAME_MAX + 1];
    store_profile_label(st, cur, name, sizeof name);
    uiw_text(u, menu_key(MK_PICK_NAME, 0, 0), x, y - 6, uiw_fit_px(u, GFX_FONT_BOLD, 24, name, 300, 12),
             GFX_FONT_BOLD, GFX_CENTER | GFX_MIDDLE, ui_ink, name, 11);
    char count[48];
    snprintf(count, sizeof count, tr(TR_MENU_PROFILE_N), cur + 1, st->count);
    uiw_text(u, menu_key(MK_PICK_COUNT, 0, 0), x, y + 15, 12, GFX_FONT_ITALIC, GFX_CENTER | GFX_MIDDLE, ui_ink_soft,
             count, 11);
}

/* The names and descriptions come from the string tables, in TD_ACH_* order. */
_Static_assert(TR_ACH_NAME_CITIZEN_TRACK - TR_ACH_NAME_PLAYED_SOLO == TD_ACH_COUNT - 1 &&
                   TR_ACH_DESC_CITIZEN_TRACK - TR_ACH_DESC_PLAYED_SOLO == TD_ACH_COUNT - 1,
               "achievement strings in TD_ACH_* order");
const char *menu_achievement_name(int ach)
{
    return ach >= 0 && ach < TD_ACH_COUNT ? tr(TR_ACH_NAME_PLAYED_SOLO + ach) : "?";
}

const char *menu_achievement_text(int ach)
{
    return ach >= 0 && ach < TD_ACH_COUNT ? tr(TR_ACH_DESC_PLAYED_SOLO + ach) : "";
}

int menu_back_key(app *a, SDL_Keycode k)
{
    if (k != SDLK_ESCAPE && k != SDLK_BACKSPACE)
        return 0;
    shell_goto(a, SCREEN_TITLE);
    return 1;
}

int menu_profile_screen_event(app *a, uiw *u, const SDL_Event *ev)
{
    int screen = a->screen;
    switch (ev->type) {
    case SDL_MOUSEMOTION:
        return uiw_mouse_move(u) != 0;
    case SDL_MOUSEBUTTONDOWN: {
        if (ev->button.button != SDL_BUTTON_LEFT)
            return 0;
        ecs_hit hit;
        if (!uiw_click(u, &hit))
            return 0;
        if (hit.tag == MENU_T_BACK) {
            shell_goto(a, SCREEN_TITLE);
            return 0;
        }
        if (hit.tag == MENU_T_PREV || hit.tag == MENU_T_NEXT)
            menu_profile_step(a, hit.tag == MENU_T_NEXT ? 1 : -1);
        return 1;
    }
    case SDL_KEYDOWN: {
        SDL_Keycode k = ev->key.keysym.sym;
        if (menu_back_key(a, k) || k == SDLK_RETURN || k == SDLK_KP_ENTER) {
            if (a->screen == screen)
                shell_goto(a, SCREEN_TITLE);
            return 0;
        }
        if (k == SDLK_LEFT || k == SDLK_PAGEUP || k == SDLK_UP)
            menu_profile_step(a, -1);
        else if (k == SDLK_RIGHT || k == SDLK_PAGEDOWN || k == SDLK_DOWN || k == SDLK_TAB)
            menu_profile_step(a, 1);
        else
            return 0;
        return 1;
    }
    default:
        return 0;
    }
}
