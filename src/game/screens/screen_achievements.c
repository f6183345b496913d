/* screen_achievements.c — the achievements of SPEC §9 for one profile (a picker at the top): one
 * card each, with its boxes — three for the "play 3 games" ones, one for the others — ticked with
 * the day they were earned, and the progress (2/3). Those the last game ticked say "New".
 * Left/Right (or the gamepad's shoulders) change the profile; Esc goes back to the title.
 */
#include <stdio.h>
#include <string.h>

#include "app_lang.h"
#include "shell/store.h"
#include "shell/screens.h"
#include "screens/menu.h"

enum { K_SUMMARY = MK_SCREEN, K_BAR, K_BAR_FILL, K_CARD, K_NAME, K_TEXT, K_BOX, K_TICK, K_DATE, K_PROGRESS, K_NEW,
       K_NEW_TXT, K_EMPTY };
/* The kinds' names in the dump (view.h): "card[3]" (TD_ACH_*), "box[3,1]". */
static const view_name kind_names[] = {
    [K_SUMMARY] = {"summary"},
    [K_BAR] = {"bar"},
    [K_BAR_FILL] = {"bar.fill"},
    [K_CARD] = {"card", VIEW_IX_NUM},
    [K_NAME] = {"name", VIEW_IX_NUM, VIEW_IX_NUM},
    [K_TEXT] = {"text", VIEW_IX_NUM},
    [K_BOX] = {"box", VIEW_IX_NUM, VIEW_IX_NUM},
    [K_TICK] = {"tick", VIEW_IX_NUM, VIEW_IX_NUM},
    [K_DATE] = {"date", VIEW_IX_NUM, VIEW_IX_NUM},
    [K_PROGRESS] = {"progress", VIEW_IX_NUM},
    [K_NEW] = {"new", VIEW_IX_NUM},
    [K_NEW_TXT] = {"new.text", VIEW_IX_NUM},
    [K_EMPTY] = {"empty"},
};
_Static_assert(sizeof kind_names / sizeof kind_names[0] == K_EMPTY + 1, "a name for every K_* kind");
const view_kinds achievements_kinds = VIEW_KINDS(kind_names);

static struct ach_ui {
    uiw u;
} achievements;

/* "21 Nov 2026" from "2026-11-21". */
static void short_date(const char *iso, char *out, size_t size)
{
    int y = 0, m = 0, d = 0;
    if (iso && sscanf(iso, "%4d-%2d-%2d", &y, &m, &d) == 3 && m >= 1 && m <= 12)
        snprintf(out, size, tr(TR_DATE_SHORT), d, tr(TR_MON_1 + m - 1), y);
    else
        snprintf(out, size, "%s", iso ? iso : "");
}

/* Achievements whose boxes the last game ticked for profile `pi` (0 when it was not in that game). */
static uint32_t new_for(const app *a, int pi)
{
    uint32_t m = 0;
    for (int p = 0; p < a->n_seats; p++)
        if (a->recorded && store_profile_of_seat(a, p) == pi)
            m |= a->ach_ticked[p];
    return m;
}

static void card(app *a, const app_profile *pr, int ach, float x, float y, float w, float h, uint32_t fresh)
{
    uiw *u = &achievements.u;
    app_ach_progress pg;
    app_profile_progress(pr, ach, &pg);
    int done = pg.ticked >= pg.boxes;
    gfx_rgba fill = done ? ui_paper : gfx_mix(ui_paper, ui_table, 0.18f);
    gfx_rgba gold = {214, 160, 40, 255};
    uiw_rect(u, menu_key(K_CARD, ach, 0), x, y, w, h, 12, fill, done ? 2.5f : 0, gold, 5);
    float left = x - w / 2 + 16, top = y - h / 2;
    int is_new = fresh >> ach & 1u;
    char prog[16];
    snprintf(prog, sizeof prog, "%d/%d", pg.ticked, pg.boxes);
    /* the name has the room left of the count (the "New" badge sits on the card's top edge: beside
     * the count it made the name shrink) */
    float badge_w = uiw_text_width(u, GFX_FONT_BOLD, 12, tr(TR_ACH_NEW_BOX)) + 16;
    badge_w = badge_w < 46 ? 46 : badge_w;
    float right = x + w / 2 - 14 - uiw_text_width(u, GFX_FONT_BOLD, 16, prog);
    /* a name that would shrink much takes two lines ("Champion of" over "Champagne") and its
     * description moves down under them */
    const char *name = menu_achievement_name(ach);
    gfx_rgba ink = done ? ui_ink : gfx_mix(ui_ink, ui_ink_soft, 0.5f);
    float name_w = right - 10 - left, px = uiw_fit_px(u, GFX_FONT_BOLD, 19, name, name_w, 12), below = 0;
    char l1[128], l2[128];
    float px2 = px < 16 ? uiw_split2(u, GFX_FONT_BOLD, 19, 15, name, name_w, 0, l1, l2, sizeof l1) : 0;
    if (px2 > 0) {
        below = px2 + 3;
        uiw_text(u, menu_key(K_NAME, ach, 0), left, top + 20, px2, GFX_FONT_BOLD, GFX_LEFT | GFX_MIDDLE, ink, l1, 10);
        uiw_text(u, menu_key(K_NAME, ach, 1), left, top + 20 + below, px2, GFX_FONT_BOLD, GFX_LEFT | GFX_MIDDLE, ink,
                 l2, 10);
    } else {
        uiw_text(u, menu_key(K_NAME, ach, 0), left, top + 20, px, GFX_FONT_BOLD, GFX_LEFT | GFX_MIDDLE, ink, name, 10);
    }
    float box = 28, by = y + h / 2 - (pg.boxes > 1 ? 40 : 26);
    /* the description above the boxes: smaller when a name on two lines leaves it too little room */
    const char *text = menu_achievement_text(ach);
    float tpx = 13.5f, room = by - box / 2 - 3 - (top + 36 + below);
    while (tpx > 10.5f && uiw_wrapped_height(u, GFX_FONT_ITALIC, tpx, text, w - 32) > room)
        tpx -= 0.5f;
    ecs_entity *t = uiw_text(u, menu_key(K_TEXT, ach, 0), left, top + 36 + below, tpx, GFX_FONT_ITALIC,
                             GFX_LEFT | GFX_TOP, ui_ink_soft, text, 10);
    t->draw.w = w - 32; /* wrapped */
    uiw_text(u, menu_key(K_PROGRESS, ach, 0), x + w / 2 - 14, top + 20, 16, GFX_FONT_BOLD, GFX_RIGHT | GFX_MIDDLE,
             done ? ui_good : ui_ink_soft, prog, 10);
    for (int b = 0; b < pg.boxes; b++) {
        float bx = pg.boxes > 1 ? x - w / 2 + w * ((float)b + 0.5f) / 3.0f : left + box / 2;
        uiw_rect(u, menu_key(K_BOX, ach, b), bx, by, box, box, 4, (gfx_rgba){255, 253, 247, 255}, 1.6f, ui_ink_soft,
                 11);
        char label[32];
        if (pg.date[b]) {
            int idx = ecs_ensure(a->world, menu_key(K_TICK, ach, b));
            ecs_entity *e = ecs_get(a->world, idx);
            e->mask |= ECS_DRAWABLE;
            e->local.x = e->prev.x = bx;
            e->local.y = e->prev.y = by;
            e->z = 12;
            e->draw.kind = DRAW_PEN_CROSS;
            e->draw.w = e->draw.h = box - 8;
            e->draw.width = 3;
            e->draw.progress = e->prev_progress = 1;
            e->draw.seed = (unsigned)(ach * 3 + b + 1);
            e->draw.colour = ui_accent;
            short_date(pg.date[b], label, sizeof label);
        } else {
            snprintf(label, sizeof label, "%s", tr(TR_ACH_NOT_YET));
        }
        if (pg.boxes > 1)
            uiw_text(u, menu_key(K_DATE, ach, b), bx, by + 26, 12.5f, pg.date[b] ? GFX_FONT_REGULAR : GFX_FONT_ITALIC,
                     GFX_CENTER | GFX_MIDDLE, pg.date[b] ? ui_ink : ui_ink_soft, label, 10);
        else
            uiw_text(u, menu_key(K_DATE, ach, b), bx + box / 2 + 10, by, 13.5f,
                     pg.date[b] ? GFX_FONT_REGULAR : GFX_FONT_ITALIC, GFX_LEFT | GFX_MIDDLE,
                     pg.date[b] ? ui_ink : ui_ink_soft, label, 10);
    }
    if (is_new) { /* a box ticked by the game just finished */
        /* the badge as wide as its word needs ("Nouveau", "Nuevo"), on the card's top edge */
        float bx = x + w / 2 - 14 - badge_w / 2;
        uiw_rect(u, menu_key(K_NEW, ach, 0), bx, top, badge_w, 20, 10, ui_bad, 0, ui_bad, 13);
        uiw_text(u, menu_key(K_NEW_TXT, ach, 0), bx, top, 12, GFX_FONT_BOLD,
                 GFX_CENTER | GFX_MIDDLE, ui_paper, tr(TR_ACH_NEW_BOX), 14);
    }
}

static void sync(app *a)
{
    uiw *u = &achievements.u;
    uiw_begin(u, &a->widgets);
    ecs_sync_begin(a->world, MENU_G);
    menu_heading(u, tr(TR_ACH_TITLE), tr(TR_ACH_SUBTITLE));
    menu_picker(a, u, 680, 50);
    int pi = menu_profile(a);
    const app_profiles *st = store_profiles(a);
    /* before any profile, every card shows with its boxes empty: what there is to earn */
    static const app_profile nobody;
    const app_profile *pr = pi < 0 ? &nobody : &st->profile[pi];
    if (pi < 0) {
        uiw_text(u, menu_key(K_EMPTY, 0, 0), 50, 128, uiw_fit_px(u, GFX_FONT_ITALIC, 18, tr(TR_PROFILE_NONE_YET), 1180, 12),
                 GFX_FONT_ITALIC, GFX_LEFT | GFX_MIDDLE, ui_paper, tr(TR_PROFILE_NONE_YET), 10);
    } else {
        int complete = 0;
        for (int k = 0; k < TD_ACH_COUNT; k++) {
            app_ach_progress pg;
            app_profile_progress(pr, k, &pg);
            complete += pg.ticked >= pg.boxes;
        }
        char line[160];
        snprintf(line, sizeof line, tr(TR_ACH_SUMMARY), complete, TD_ACH_COUNT, pr->games);
        uiw_text(u, menu_key(K_SUMMARY, 0, 0), 50, 128, 18, GFX_FONT_BOLD, GFX_LEFT | GFX_MIDDLE, ui_paper, line, 10);
        uiw_rect(u, menu_key(K_BAR, 0, 0), 890, 128, 680, 12, 6, gfx_mix(ui_table, (gfx_rgba){0, 0, 0, 255}, 0.3f), 0,
                 ui_paper, 5);
        float fw = 680.0f * (float)complete / TD_ACH_COUNT;
        if (fw > 0)
            uiw_rect(u, menu_key(K_BAR_FILL, 0, 0), 550 + fw / 2, 128, fw, 12, 6, (gfx_rgba){214, 160, 40, 255}, 0,
                     ui_paper, 6);
    }

    uint32_t fresh = new_for(a, pi);
    /* the three "play 3 games" achievements on top, the others in two rows of five */
    for (int k = 0; k < 3; k++)
        card(a, pr, TD_ACH_PLAYED_SOLO + k, 50 + 190 + 400 * (float)k, 236, 380, 132, fresh);
    for (int k = 0; k < TD_ACH_COUNT - 3; k++) {
        int row = k / 5, col = k % 5;
        card(a, pr, TD_ACH_SCORE_45 + k, 50 + 112 + 239 * (float)col, 412 + 156 * (float)row, 224, 138, fresh);
    }
    ecs_sync_end(a->world, MENU_G);
    a->dirty = 1;
}

static void screen_achievements_enter(app *a)
{
    memset(&achievements, 0, sizeof achievements);
    achievements.u.env = &a->widgets;
    a->text_focus = 0;
    sync(a);
}

static void screen_achievements_event(app *a, const SDL_Event *ev)
{
    if (menu_profile_screen_event(a, &achievements.u, ev))
        sync(a);
}

const shell_screen screen_achievements = {
    .name = "achievements",
    .enter = screen_achievements_enter,
    .event = screen_achievements_event,
    .kinds = &achievements_kinds,
};
