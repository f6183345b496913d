/* ui_palette.c — the colours the screens share (see ui_palette.h). */
#include "kit/ui_palette.h"

const gfx_rgba ui_paper = {246, 238, 220, 255};
const gfx_rgba ui_ink = {46, 38, 34, 255};
const gfx_rgba ui_ink_soft = {120, 104, 92, 255};
const gfx_rgba ui_accent = {32, 96, 160, 255};
const gfx_rgba ui_accent_hover = {22, 70, 124, 255}; /* a main button under the mouse: deeper (lighter read as off) */
const gfx_rgba ui_good = {46, 140, 76, 255};
const gfx_rgba ui_bad = {186, 48, 40, 255};
const gfx_rgba ui_table = {52, 70, 62, 255};
const gfx_rgba ui_focus = {236, 178, 40, 255};

gfx_rgba ui_button_hover(gfx_rgba fill, int primary)
{
    return primary ? ui_accent_hover : gfx_mix(fill, (gfx_rgba){255, 255, 255, 255}, 0.25f);
}
const gfx_rgba ui_note_tint = {226, 233, 240, 255};
const gfx_rgba ui_colour[TD_COLOURS] = {{196, 62, 52, 255}, {232, 184, 58, 255}, {236, 232, 222, 255}};
const gfx_rgba ui_colour_dark[TD_COLOURS] = {{140, 36, 30, 255}, {160, 116, 20, 255}, {150, 144, 132, 255}};
ui_die_look ui_die(int colour, int black)
{
    /* pips light on red, ink on yellow and white */
    static const gfx_rgba pips[TD_COLOURS] = {{255, 252, 244, 255}, {46, 38, 34, 255}, {46, 38, 34, 255}};
    const gfx_rgba ebony = {30, 28, 30, 255};
    if (black && colour < 0)
        return (ui_die_look){ebony, {240, 236, 230, 255}, {0, 0, 0, 255}};
    if (black) { /* Banquet 8: still the black die, its pips and edge the colour it plays as (the red
                  * lighter: the plazas' red was hard to see on the black) */
        const gfx_rgba red_on_black = {236, 96, 84, 255};
        gfx_rgba c = colour == TD_RED ? red_on_black : ui_colour[colour];
        return (ui_die_look){ebony, c, c};
    }
    return (ui_die_look){ui_colour[colour], pips[colour], ui_colour_dark[colour]};
}
