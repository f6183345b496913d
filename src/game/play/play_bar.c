/* play_bar.c — the play screen's top bar: the day and half, the seats' tabs with their scores
 * (a hidden seat's as it stood at the roll), and the buttons (hints, undo, menu, sound...). Synced
 * from the game state and the ui state with the panel (play_sync_ui, play_panel.c).
 */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "app_lang.h"
#include "play/play.h"
#include "shell/seats.h"
#include "troyes/td_score.h"
#include "tutorial/tut_play.h"
#include "kit/ui_widgets.h"

#define SEAT_SEP " \xC2\xB7 " /* in a score tab, between the name and the score */

/* Seat p's score as the score strip shows it. With hidden sheets, while a half-day's choices are
 * being made (until they are shown: a->play->table.held), the others' as they stood at the roll (a score that
 * moved would tell what they chose); else as it is. */
static int shown_score(app *a, int p)
{
    int hidden =
        !seats_sheets_open(a) && (now_of(a)->phase == TD_PHASE_CHOOSE || a->play->table.held) && p != a->play->ui.viewer;
    return td_score_total(hidden ? &a->ss->checkpoint : now_of(a), p);
}

/* A rectangle of the top bar: entity `kind` of seat `p` centred on cx, cy (its colour the
 * caller's); its index in *idx when idx is not NULL. */
static ecs_entity *bar_rect(app *a, int kind, int p, float cx, float cy, float w, float h, float radius, float z,
                            int *idx)
{
    ecs_entity *e = play_entity(a, VIEW_G_UI, kind, p, 0, idx);
    e->local.x = e->prev.x = cx;
    e->local.y = e->prev.y = cy;
    e->z = z;
    e->draw.kind = DRAW_RECT;
    e->draw.w = w;
    e->draw.h = h;
    e->draw.radius = radius;
    e->draw.width = 0;
    return e;
}

/* A seat tab's text: the name (perhaps cut, with an ellipsis) and the score, with its unit or
 * without ("Player 1 · 7 VP"). */
static void tab_line(const char *name, int score, int unit, char *line, size_t size)
{
    char num[24];
    snprintf(num, sizeof num, unit ? tr(TR_VP) : "%d", score);
    snprintf(line, size, "%.*s" SEAT_SEP "%s", SEAT_NAME_MAX + 3, name, num);
}

void play_sync_bar(app *a)
{
    play_ui *ui = &a->play->ui;
    const td_state *s = now_of(a);
    int idx;
    ecs_entity *e = play_entity(a, VIEW_G_UI, K_BAR, 0, 0, &idx);
    e->local.x = e->prev.x = 640;
    e->local.y = e->prev.y = 20;
    e->z = 35;
    e->draw.kind = DRAW_RECT;
    e->draw.w = 1280;
    e->draw.h = 40;
    e->draw.colour = (gfx_rgba){34, 46, 40, 255};
    e->mask |= ECS_BLEED; /* up to the window's top in a window taller than 16:9 */
    char title[64];
    const td_state *day = view_of(a);
    if (day->phase == TD_PHASE_OVER)
        snprintf(title, sizeof title, "%s", tr(TR_BAR_OVER));
    else
        snprintf(title, sizeof title, tr(day->half ? TR_BAR_AFTERNOON : TR_BAR_MORNING), day->day);
    play_label(a, VIEW_G_UI, K_TITLE, 0, 0, 16, 20, 20, GFX_FONT_BOLD, GFX_LEFT | GFX_MIDDLE, ui_paper, title, 36);
    /* the score strip: every player's running score, in tabs sharing the room between the title
     * and the Menu button */
    /* past eight seats the strip starts closer to the title (whose longest form ends at 235) */
    float x = a->n_seats > 8 ? 245 : 290, wseat = (a->n_seats > 8 ? 715.0f : 670.0f) / (float)a->n_seats;
    if (wseat > 170)
        wseat = 170;
    unsigned waiting = td_waiting_players(s);
    /* the name and the score ("Player 1 · 7 VP") at 13 px, smaller if need be (down to 10), one
     * size for every tab; the scores go without their unit in every tab when one tab would need
     * a smaller size for it, and a name still too long ends in an ellipsis before the score */
    float scale = a->world->scale > 0 ? a->world->scale : 1, room = wseat - (a->n_seats > 8 ? 10 : 16);
    float px0 = a->n_seats > 5 ? 12 : 13, px_min = a->n_seats > 5 ? 9 : 10;
    char line[SEAT_NAME_MAX + 48], names[TD_MAX_PLAYERS][SEAT_NAME_MAX + 1];
    int score[TD_MAX_PLAYERS];
    /* a bot's default name that would not fit even without the unit goes without its level
     * ("Bot 2 · 31"); its sheet's title gives it */
    for (int p = 0; p < a->n_seats; p++) {
        score[p] = shown_score(a, p);
        snprintf(names[p], sizeof names[p], "%s", a->seats[p].name);
        char shorter[SEAT_NAME_MAX + 1];
        tab_line(names[p], score[p], 0, line, sizeof line);
        if (seats_short_name(a, p, shorter, sizeof shorter) &&
            gfx_fit_px(&a->g, GFX_FONT_BOLD, px0, line, room, scale) < px0 - 1)
            snprintf(names[p], sizeof names[p], "%s", shorter);
    }
    int unit = 1;
    for (int p = 0; p < a->n_seats && unit; p++) {
        tab_line(names[p], score[p], 1, line, sizeof line);
        unit = gfx_fit_px(&a->g, GFX_FONT_BOLD, px0, line, room, scale) >= px0 - 1;
    }
    float px = px0;
    for (int fits = 0; !fits && px > px_min;) { /* fonts come in whole sizes: measured, not scaled */
        fits = 1;
        for (int p = 0; p < a->n_seats && fits; p++) {
            float tw;
            tab_line(names[p], score[p], unit, line, sizeof line);
            gfx_text_size(&a->g, GFX_FONT_BOLD, px * scale, line, &tw, NULL);
            fits = tw <= room * scale;
        }
        if (!fits)
            px = px - 0.5f < px_min ? px_min : px - 0.5f;
    }
    /* hidden sheets: the other players' tabs show no sheet until the choices are shown; they look
     * it (dimmed, no hover), and their tooltip says why (play_tooltip.c) */
    int hidden = !seats_sheets_open(a) && !play_revealing(a);
    for (int p = 0; p < a->n_seats; p++) {
        float cx = x + wseat / 2;
        ecs_entity *c = bar_rect(a, K_SEAT, p, cx, 20, wseat - 6, 30, 6, 36, &idx);
        int locked = hidden && p != ui->viewer, hovered = !locked && p != ui->viewer && ui->hover == idx;
        c->draw.colour = p == ui->viewer ? (gfx_rgba){246, 238, 220, 255}
                         : locked        ? (gfx_rgba){70, 88, 78, 110}
                         : hovered       ? (gfx_rgba){96, 120, 106, 255}
                                         : (gfx_rgba){70, 88, 78, 255};
        /* a bar along its foot while its player has a die to take, in blue: says only whose turn it
         * is (a frame looked like the keys' focus ring; the lessons' gold rings say "click here") */
        if (waiting >> p & 1u)
            bar_rect(a, K_SEAT_TURN, p, cx, 31, wseat - 24, 3.5f, 1.5f, 37, NULL)->draw.colour =
                p == ui->viewer ? ui_accent : (gfx_rgba){150, 190, 232, 255};
        c->mask |= ECS_HIT; /* shows that sheet, or with hidden sheets says why not (play_show_sheet) */
        c->hit = (ecs_hit){0, wseat - 6, 30, HIT_SEAT, p, locked ? 2 : 0};
        const char *name = names[p];
        tab_line(name, score[p], unit, line, sizeof line);
        for (size_t len = strlen(name);;) {
            float tw;
            gfx_text_size(&a->g, GFX_FONT_BOLD, px * scale, line, &tw, NULL);
            if (tw <= room * scale || len == 0)
                break;
            do /* one character less, at a character boundary */
                len--;
            while (len > 0 && ((unsigned char)name[len] & 0xC0) == 0x80);
            while (len > 0 && name[len - 1] == ' ')
                len--;
            char cut[SEAT_NAME_MAX + 4];
            snprintf(cut, sizeof cut, "%.*s\xE2\x80\xA6", (int)len, name);
            tab_line(cut, score[p], unit, line, sizeof line);
        }
        play_label(a, VIEW_G_UI, K_SEAT_TXT, p, 0, cx, 20, px, GFX_FONT_BOLD, GFX_CENTER | GFX_MIDDLE,
                p == ui->viewer ? ui_ink : locked ? gfx_alpha(ui_paper, 0.5f) : ui_paper, line, 37);
        x += wseat;
    }
    play_button(a, BTN_MENU, 0, 1000, 20, 64, 28, tr(TR_BTN_MENU), 1, 0, HIT_BUTTON, BTN_MENU, 0);
    /* (hints and undo would break the guided game's script: off there; hints are off too in a
     * game without them, the settings' choice, as its tooltip says) */
    play_button(a, BTN_HINT, 0, 1070, 20, 60, 28, tr(TR_BTN_HINT),
                ui->n_legal > 0 && tut_lets(a, BTN_HINT) && play_hints_allowed(a), 0, HIT_BUTTON, BTN_HINT, 0);
    /* Lit whenever play_undo() would take something back: the die being considered, or the shown
     * player's latest move since the roll, also once it has ended the half-day. */
    play_button(a, BTN_UNDO, 0, 1138, 20, 64, 28, tr(TR_BTN_UNDO), (ui->slot >= 0 || play_undoable(a) >= 0) && tut_lets(a, BTN_UNDO), 0,
           HIT_BUTTON, BTN_UNDO, 0);
    play_button(a, BTN_SOUND, 0, 1236, 20, 70, 28, a->s.muted ? tr(TR_BTN_SOUND_OFF) : tr(TR_BTN_SOUND), 1, 0, HIT_BUTTON,
           BTN_SOUND, 0);
}
