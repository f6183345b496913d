/* menu.h — pieces shared by the menu screens around a game (title, settings, achievements,
 * statistics), built on ui_widgets.h: the page heading and its Back button, the profile picker of
 * the achievements and statistics screens (the chosen profile stays chosen between the two), and
 * the readable names of the achievements of SPEC §9.
 *
 * Every entity of these screens is in group MENU_G; hit tags are MENU_T_*.
 */
#ifndef SCREENS_MENU_H
#define SCREENS_MENU_H

#include "shell/app.h"
#include "troyes/td_score.h"
#include "kit/ui_widgets.h"
#include "play/view.h"

enum { MENU_G = 0x20 };

/* Hit tags of the menu screens (ecs_hit.tag); a and b are the screen's. */
enum {
    MENU_T_BACK = 1,     /* the Back button */
    MENU_T_PREV,         /* profile picker: previous profile */
    MENU_T_NEXT,         /* ... next profile */
    MENU_T_ITEM,         /* a = the screen's item */
    MENU_T_OPTION,       /* a = row, b = value */
    MENU_T_FIELD         /* a = the screen's field */
};

/* Entity kinds below UIW_KIND_LIMIT, shared so screens do not collide with the common parts. */
enum { MK_HEAD = 1, MK_HEAD_SUB, MK_BACK, MK_PICK_PREV, MK_PICK_NEXT, MK_PICK_NAME, MK_PICK_COUNT,
       MK_SCREEN = 0x10 /* screens use kinds from here up to UIW_KIND_LIMIT - 1 */ };

static inline uint32_t menu_key(int kind, int a, int b) { return view_key(MENU_G, kind, a, b); }

/* The heading at the top left, a subtitle under it (may be NULL), and a Back button at the top
 * right (tag MENU_T_BACK). */
void menu_heading(uiw *u, const char *title, const char *subtitle);

/* The profile picker centred at (x, y): ◀ name (k of n) ▶, tags MENU_T_PREV / MENU_T_NEXT.
 * Shows "No profiles yet" when there is none. */
void menu_picker(app *a, uiw *u, float x, float y);
/* The chosen profile (index in store_profiles), or -1 when there is none. The first time it
 * is the profile of the first human seat of the current game, else the one who played last. */
int menu_profile(app *a);

/* Readable English name and description of an achievement kind (TD_ACH_*). */
const char *menu_achievement_name(int ach);
const char *menu_achievement_text(int ach);

/* Screen-independent keys: Escape (and Backspace) go back to the title; returns 1 when used. */
int menu_back_key(app *a, SDL_Keycode k);
/* Events of a screen that shows one profile at a time (achievements, statistics): Back, Enter and
 * Esc go to the title; the picker's arrows, the arrow keys, Page Up/Down and Tab change the
 * profile. Returns 1 when the screen must be synced again. */
int menu_profile_screen_event(app *a, uiw *u, const SDL_Event *ev);

#endif
