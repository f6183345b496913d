/* ui_widgets.h — small reusable widgets built as ECS entities with hit areas: labels, panels,
 * buttons, on/off switches and one-line text fields; keyboard focus moving between them (Tab,
 * Shift+Tab, arrows); UTF-8 editing of the fields. Nothing here knows the game's rules.
 *
 * A widget is the entity of `key` (a view_key whose kind is below UIW_KIND_LIMIT); its other
 * parts use the same key with one of the UIW_PART_* bits added to the kind (uiw_part). Its hit
 * area carries (tag, a, b), which the screen interprets when the widget is clicked or activated
 * from the keyboard (uiw_click / uiw_focused).
 *
 * Usage from a screen's sync (every sync rebuilds the widgets it shows):
 *     uiw_begin(&u, &a->widgets);         forgets the focusable list
 *     ecs_sync_begin(world, group);
 *     uiw_button(&u, key, ...); ...       each enabled widget joins the focus order
 *     ecs_sync_end(world, group);
 * and from its event handler: uiw_mouse_move on motion (resync when it returns 1), uiw_click on a
 * left click, uiw_key_nav for Tab and arrows.
 *
 * Ownership: uiw borrows what its uiw_env points to; it owns nothing.
 */
#ifndef UI_WIDGETS_H
#define UI_WIDGETS_H

#include <stddef.h>
#include <stdint.h>

#include <SDL.h>

#include "kit/ecs.h"
#include "kit/gfx.h"

#define UIW_KIND_LIMIT 0x40
enum { UIW_PART_1 = 0x40, UIW_PART_2 = 0x80, UIW_PART_3 = 0xC0 };
#define UIW_FOCUS_MAX 128

/* The key of part `part` (UIW_PART_*) of the widget of `key`. */
static inline uint32_t uiw_part(uint32_t key, int part) { return key | (uint32_t)part << 16; }

/* Widget flags. */
enum {
    UIW_PRIMARY = 1 << 0,   /* the main action: accent fill */
    UIW_DISABLED = 1 << 1,  /* drawn greyed, no hit area, not focusable */
    UIW_SELECTED = 1 << 2,  /* a chosen option of a group (segmented choice) */
    UIW_DARK = 1 << 3,      /* sits on the dark table, not on paper (labels of switches) */
    UIW_DIGITS = 1 << 4     /* text field: digits only (see uiw_field_type) */
};

typedef struct uiw_focusable {
    uint32_t key;
    int tag, a, b;      /* the widget's hit */
    float x, y;         /* centre, design units (for the arrows) */
    float w, h;         /* size, design units */
    uint8_t is_field;   /* a text field: text input is on while it has the focus */
} uiw_focusable;

/* What the widgets borrow from the program that shows them, filled once by its owner (the
 * game's shell: app.h's a->widgets) and read at each use: the world their entities live in, the
 * fonts that measure their texts, the mouse (output pixels), whether a text field has the keyboard
 * (written by uiw_set_focus), and the animations' speed (1 normal, 0: they jump to their end). */
typedef struct uiw_env {
    ecs_world *world;
    gfx *g;
    const float *mouse_x, *mouse_y;
    int *text_focus;
    const float *anim_speed;
} uiw_env;

typedef struct uiw {
    const uiw_env *env;      /* borrowed */
    uint32_t hover;          /* key of the widget under the mouse, 0: none */
    uint32_t focus;          /* key of the widget with the keyboard focus, 0: none */
    int show_focus;          /* 1: draw the focus ring (keyboard use); the mouse hides it */
    int all_selected;        /* the focused field's whole text is selected (uiw_field_type) */
    float focus_x, focus_y;  /* where the focused widget was last synced (design units) */
    int n;                   /* focusables of the last sync, in Tab order */
    uiw_focusable list[UIW_FOCUS_MAX];
} uiw;

/* Starts a sync of the widgets: forgets the focus order (hover and focus are kept). */
void uiw_begin(uiw *u, const uiw_env *env);

/* A text label. `px` is the font size in design units. */
ecs_entity *uiw_text(uiw *u, uint32_t key, float x, float y, float px, int face, int align, gfx_rgba c,
                     const char *s, float z);
/* A rounded rectangle centred on (x, y); `border` 0 for none. */
ecs_entity *uiw_rect(uiw *u, uint32_t key, float x, float y, float w, float h, float radius, gfx_rgba fill,
                     float border, gfx_rgba border_colour, float z);
/* A button centred on (x, y) with its label (shrunk to fit). Returns the entity index. */
int uiw_button(uiw *u, uint32_t key, float x, float y, float w, float h, const char *label, int flags, int tag,
               int ta, int tb, float z);
/* An on/off switch with its label on the right; (x, y) is the left end of the row, which is
 * `w` wide and clickable as a whole. */
int uiw_toggle(uiw *u, uint32_t key, float x, float y, float w, const char *label, int on, int flags, int tag,
               int ta, int tb, float z);
/* A one-line text field centred on (x, y): the text (shrunk to fit), or the placeholder in italics
 * when empty, and a caret at the end while it has the focus (or the text highlighted when all of
 * it is selected). */
int uiw_field(uiw *u, uint32_t key, float x, float y, float w, float h, const char *text,
              const char *placeholder, int flags, int tag, int ta, int tb, float z);

/* Mouse motion: the hover follows the widget under the mouse. Returns 1 when it changed. */
int uiw_mouse_move(uiw *u);
/* A left click: the key of the widget under the mouse (0: none) and its hit in *hit. A focusable
 * widget clicked takes the focus (the ring stays hidden: mouse use). */
uint32_t uiw_click(uiw *u, ecs_hit *hit);

/* Gives the focus to `key` (0: none), turning SDL text input (and *env->text_focus) on for a text
 * field and off otherwise. Any selection of a field's text ends. */
void uiw_set_focus(uiw *u, uint32_t key);
/* The focused widget if it was synced last time, else NULL. */
const uiw_focusable *uiw_focused(const uiw *u);
/* When the focused widget was not synced last time (it went: a seat removed, a list full), gives
 * the focus to the widget nearest where it was (a button rather than a text field), shows the
 * ring and returns 1: a key that would have acted on the focus (Enter, Space) then only shows
 * where the focus now is. 0 otherwise. */
int uiw_focus_lost(uiw *u);
/* Tab / Shift+Tab (next / previous in sync order) and the arrows (the nearest widget in that
 * direction) move the focus and show the ring. Returns 1 when the key was used. */
int uiw_key_nav(uiw *u, SDL_Keycode k, Uint16 mod);

/* Width of a string in design units at font size `px` (design units). */
float uiw_text_width(uiw *u, int face, float px, const char *s);
/* `px`, or smaller (down to `min_px`) so that `s` fits in `max_w` design units. */
float uiw_fit_px(uiw *u, int face, float px, const char *s, float max_w, float min_px);
/* Height in design units of `s` wrapped to `width` (as a text entity with draw.w set draws it). */
float uiw_wrapped_height(uiw *u, int face, float px, const char *s, float width);

/* Splits `s` into two lines l1 and l2 (each of `cap` bytes) that both fit `max_w` at the largest
 * size from `px` down to `min_px` in steps of 1, breaking between words (the first line as long
 * as fits), or after a hyphen inside a word when no space will do ("Bartholomew-" over
 * "Maximilian V"). With `cut`, a second line still too wide at `min_px` is cut short with an
 * ellipsis. Returns the size, or 0 when no split fits (then l1 and l2 hold nothing useful). */
float uiw_split2(uiw *u, int face, float px, float min_px, const char *s, float max_w, int cut, char *l1,
                 char *l2, size_t cap);

/* Copies `s` into out[cap], cut at a character boundary and ended with an ellipsis if it is wider
 * than `max_w` design units at font size `px`. Returns `out`. */
char *uiw_ellipsize(uiw *u, int face, float px, const char *s, float max_w, char *out, size_t cap);

/* Editing the focused field's buffer buf[cap] (cap at most UIW_FIELD_MAX). Typed or pasted text is
 * appended in whole UTF-8 characters that fit (never a partial sequence; with `digits_only`, only
 * ASCII digits; control characters never), or replaces the whole text while it is selected (when
 * none of it can go in, the text and its selection stay). Returns the number of bytes put in. */
#define UIW_FIELD_MAX 256
size_t uiw_field_type(uiw *u, char *buf, size_t cap, const char *in, int digits_only);
/* The field's editing keys: Backspace deletes the last character, or the whole text while it is
 * selected; Ctrl+A (Cmd+A) selects the whole text. Returns 1 if `k` was one of them. */
int uiw_field_key(uiw *u, char *buf, SDL_Keycode k, Uint16 mod);
/* Ctrl+V (Cmd+V): the clipboard's first line, which the caller frees with SDL_free; NULL when
 * `k` is not the paste key or the clipboard holds no text. */
char *uiw_paste(SDL_Keycode k, Uint16 mod);

#endif
