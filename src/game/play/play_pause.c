/* play_pause.c — the pause menu over the table: a veil that dims the table (and takes the mouse,
 * so nothing under it reacts), an opaque box centred on the screen with its title, its buttons
 * (play_pause_items: Resume, Rules, then Save and leave, or in a lesson Restart lesson and Leave
 * lesson) and a line on how to come back. Synced from the ui state (ui.paused, ui.pause_focus,
 * the hover) like the rest of the table; play_interpret (play_input.c) answers its inputs. It
 * shows nothing of the game: with hidden sheets it tells no one anything new.
 */
#include <stdio.h>

#include "app_lang.h"
#include "play/play.h"

#define PAUSE_Z 90.0f   /* above the table, its toasts and the guided game's callout */
#define PAUSE_W 380.0f  /* the box's width */
#define PAUSE_BTN_W 300.0f
#define PAUSE_BTN_H 44.0f
#define PAUSE_STEP 54.0f /* from one button to the next */
#define PAUSE_HEAD 70.0f /* the title's room above the first button */
#define PAUSE_FOOT_PX 13.0f
#define PAUSE_FOOT_LINE 17.0f
#define PAUSE_BTN_PX 19.0f
#define PAUSE_TITLE_PX 28.0f

/* The words of each button (PAUSE_*). */
static const int pause_label[PAUSE_ITEMS] = {
    [PAUSE_RESUME] = TR_PAUSE_RESUME, [PAUSE_RULES] = TR_PAUSE_RULES, [PAUSE_SAVE_LEAVE] = TR_PAUSE_SAVE_LEAVE,
    [PAUSE_RESTART_LESSON] = TR_PAUSE_RESTART_LESSON, [PAUSE_LEAVE_LESSON] = TR_PAUSE_LEAVE_LESSON,
    [PAUSE_SETTINGS] = TR_PAUSE_SETTINGS,
};

/* A button of the menu: the focused one is filled in the accent (the one Enter presses), with the
 * keys' ring after a key; the one under the mouse is lighter. */
static void pause_button(app *a, int what, float y, int focused, int ringed)
{
    int idx;
    const play_ui *ui = &a->play->ui;
    ecs_entity *e = ecs_rect(a->world, view_key(VIEW_G_OVERLAY, K_PAUSE_BTN, what, 0), 640, y, PAUSE_BTN_W,
                             PAUSE_BTN_H, 9, ui_paper, 1.2f, ui_ink_soft, PAUSE_Z + 2, &idx);
    gfx_rgba fill = focused ? ui_accent : ui_paper;
    if (ui->hover == idx)
        fill = focused ? ui_accent_hover : gfx_mix(fill, ui_accent, 0.16f);
    e->draw.colour = fill;
    e->draw.width = ringed ? 3.0f : focused ? 0 : 1.2f;
    e->draw.colour2 = ringed ? ui_focus : ui_ink_soft;
    e->mask |= ECS_HIT;
    e->hit = (ecs_hit){0, PAUSE_BTN_W, PAUSE_BTN_H, HIT_PAUSE, what, 0};
    const char *label = tr(pause_label[what]);
    float px = gfx_fit_px(&a->g, GFX_FONT_BOLD, PAUSE_BTN_PX, label, PAUSE_BTN_W - 20, a->world->scale);
    ecs_text(a->world, view_key(VIEW_G_OVERLAY, K_PAUSE_BTN_TXT, what, 0), 640, y, px, GFX_FONT_BOLD,
             GFX_CENTER | GFX_MIDDLE, focused ? ui_paper : ui_ink, label, PAUSE_Z + 3);
}

void play_pause_sync(app *a)
{
    const play_ui *ui = &a->play->ui;
    ecs_sync_begin(a->world, VIEW_G_OVERLAY);
    if (!ui->paused || a->screen != SCREEN_PLAY) {
        ecs_sync_end(a->world, VIEW_G_OVERLAY);
        return;
    }
    play_ctx ctx = play_ctx_of(a);
    int item[PAUSE_ITEMS], n = play_pause_items(&ctx, item);
    float dh = a->world->design_h > 0 ? a->world->design_h : ECS_DESIGN_H;
    /* the foot line, wrapped to the box (two lines at most in every language) */
    const char *foot = tr(ctx.lesson ? TR_PAUSE_FOOT_LESSON : TR_PAUSE_FOOT);
    size_t first = gfx_wrap_line(&a->g, GFX_FONT_ITALIC, PAUSE_FOOT_PX, foot, PAUSE_W - 40);
    const char *rest = gfx_wrap_skip(foot + first);
    /* two lines of a like length (no word left alone on the second): the narrowest width that
     * still takes the whole line in two */
    for (float room = PAUSE_W - 50; *rest && room > PAUSE_W / 3; room -= 10) {
        size_t f2 = gfx_wrap_line(&a->g, GFX_FONT_ITALIC, PAUSE_FOOT_PX, foot, room);
        const char *r2 = gfx_wrap_skip(foot + f2);
        if (*gfx_wrap_skip(r2 + gfx_wrap_line(&a->g, GFX_FONT_ITALIC, PAUSE_FOOT_PX, r2, room)))
            break; /* a third line: the last width that kept two */
        first = f2;
        rest = r2;
    }
    int foot_lines = *rest ? 2 : 1;
    float h = PAUSE_HEAD + PAUSE_STEP * (float)n + 8 + PAUSE_FOOT_LINE * (float)foot_lines + 14;
    float top = dh / 2 - h / 2;
    /* the veil over the whole table, to the window's edges; it takes the mouse (no tooltip, no
     * click reaches the table) */
    ecs_entity *veil = ecs_rect(a->world, view_key(VIEW_G_OVERLAY, K_PAUSE_VEIL, 0, 0), 640, dh / 2, 1280, dh, 0,
                                gfx_alpha((gfx_rgba){14, 20, 17, 255}, 0.62f), 0, ui_table, PAUSE_Z, NULL);
    veil->mask |= ECS_BLEED | ECS_HIT;
    veil->hit = (ecs_hit){0, 1280, dh, HIT_PAUSE_VEIL, 0, 0};
    ecs_entity *box = ecs_rect(a->world, view_key(VIEW_G_OVERLAY, K_PAUSE_BOX, 0, 0), 640, dh / 2, PAUSE_W, h, 14,
                               ui_paper, 2, ui_ink_soft, PAUSE_Z + 1, NULL);
    box->mask |= ECS_HIT;
    box->hit = (ecs_hit){0, PAUSE_W, h, HIT_PAUSE_VEIL, 0, 0};
    const char *title = tr(TR_PAUSE_TITLE);
    ecs_text(a->world, view_key(VIEW_G_OVERLAY, K_PAUSE_TXT, 0, 0), 640, top + 36,
             gfx_fit_px(&a->g, GFX_FONT_BOLD, PAUSE_TITLE_PX, title, PAUSE_W - 40, a->world->scale), GFX_FONT_BOLD,
             GFX_CENTER | GFX_MIDDLE, ui_ink, title, PAUSE_Z + 2);
    int at = ui->pause_focus < 0 || ui->pause_focus >= n ? 0 : ui->pause_focus;
    float y = top + PAUSE_HEAD + PAUSE_BTN_H / 2;
    for (int i = 0; i < n; i++, y += PAUSE_STEP)
        pause_button(a, item[i], y, i == at, i == at && ui->keyed);
    char line[256];
    snprintf(line, sizeof line, "%.*s", (int)first, foot);
    float fy = y - PAUSE_STEP + PAUSE_BTN_H / 2 + 8 + PAUSE_FOOT_LINE / 2 + 4;
    ecs_text(a->world, view_key(VIEW_G_OVERLAY, K_PAUSE_TXT, 1, 0), 640, fy, PAUSE_FOOT_PX, GFX_FONT_ITALIC,
             GFX_CENTER | GFX_MIDDLE, ui_ink_soft, line, PAUSE_Z + 2);
    if (*rest)
        ecs_text(a->world, view_key(VIEW_G_OVERLAY, K_PAUSE_TXT, 1, 1), 640, fy + PAUSE_FOOT_LINE, PAUSE_FOOT_PX,
                 GFX_FONT_ITALIC, GFX_CENTER | GFX_MIDDLE, ui_ink_soft, rest, PAUSE_Z + 2);
    ecs_sync_end(a->world, VIEW_G_OVERLAY);
}

static int pause_too_wide(app *a, int lang, int face, float px, const char *s, float room)
{
    return play_caption_too_wide(a, lang, face, px, s, room, "in the pause menu");
}

int play_pause_check_captions(app *a)
{
    int lang = tr_language(), wide = 0, checked = 0;
    static const int foot[] = {TR_PAUSE_FOOT, TR_PAUSE_FOOT_LESSON};
    for (int l = 0; l < TR_LANGS; l++) {
        tr_set_language(l);
        wide += pause_too_wide(a, l, GFX_FONT_BOLD, PAUSE_TITLE_PX, tr(TR_PAUSE_TITLE), PAUSE_W - 40);
        checked++;
        for (int i = 0; i < PAUSE_ITEMS; i++, checked++)
            wide += pause_too_wide(a, l, GFX_FONT_BOLD, PAUSE_BTN_PX, tr(pause_label[i]), PAUSE_BTN_W - 20);
        for (size_t i = 0; i < sizeof foot / sizeof foot[0]; i++, checked++) { /* two lines at most */
            const char *s = tr(foot[i]);
            const char *rest = gfx_wrap_skip(s + gfx_wrap_line(&a->g, GFX_FONT_ITALIC, PAUSE_FOOT_PX, s, PAUSE_W - 40));
            if (*gfx_wrap_skip(rest + gfx_wrap_line(&a->g, GFX_FONT_ITALIC, PAUSE_FOOT_PX, rest, PAUSE_W - 40))) {
                fprintf(stderr, "troyes-dice: %s: \"%s\" takes more than two lines in the pause menu\n",
                        tr_language_code(l), s);
                wide++;
            }
        }
    }
    tr_set_language(lang);
    printf("captions: %d pause menu words checked in %d languages, %d too wide for their room at full size\n", checked,
           TR_LANGS, wide);
    return wide;
}
