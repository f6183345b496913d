/* ui_palette.h — the colours the screens share: paper, ink, the table, the districts' colours,
 * and how a die of each colour is drawn (ui_palette.c).
 */
#ifndef UI_PALETTE_H
#define UI_PALETTE_H

#include "kit/gfx.h"
#include "troyes/td_state.h"

extern const gfx_rgba ui_paper, ui_ink, ui_ink_soft, ui_accent, ui_good, ui_bad, ui_table;
extern const gfx_rgba ui_accent_hover; /* a main (accent) button under the mouse */
/* A button filled with `fill` (ui_accent for a main one, `primary`) as it looks under the mouse:
 * a main one deeper (ui_accent_hover), another lighter. */
gfx_rgba ui_button_hover(gfx_rgba fill, int primary);
extern const gfx_rgba ui_focus; /* the keyboard's focus ring */
extern const gfx_rgba ui_note_tint; /* the card of a ruling on the rules pages */
extern const gfx_rgba ui_colour[TD_COLOURS];      /* red, yellow, white districts */
extern const gfx_rgba ui_colour_dark[TD_COLOURS];
/* How a die is drawn: body, pips and edge. A transparent die of `colour` (TD_RED...); with
 * `black`, the black die (colour < 0), or the black die played as `colour` (Banquet 8), its pips
 * and edge in that colour. */
typedef struct ui_die_look {
    gfx_rgba body, pips, edge;
} ui_die_look;
ui_die_look ui_die(int colour, int black);

#endif
