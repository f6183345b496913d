/* screen_title.c — the title screen: the name over a wheel motif with dice, and the menu:
 * Continue, New game, Game of the day, a game code to type, Achievements, Statistics, Rules,
 * Settings, Quit. Mouse, keyboard (arrows, Enter, Esc, typing in the code field) and gamepad
 * (which gamepad.c turns into those keys). Messages about damaged saved files show in a banner.
 */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "app_lang.h"
#include "shell/store.h"
#include "shell/screens.h"
#include "tutorial/tut_play.h"
#include "screens/menu.h"
#include "shell/game.h"

enum { IT_CONTINUE = 1, IT_NEW, IT_DAILY, IT_CODE_GO, IT_ACH, IT_STATS, IT_RULES, IT_SETTINGS, IT_QUIT, IT_LEARN,
       IT_LEARN2, IT_LEARN_OTHER };

enum { K_WHEEL = MK_SCREEN, K_TITLE, K_TITLE_SHADOW, K_SUBTITLE, K_CARD, K_ITEM, K_ITEM_SUB, K_FIELD, K_CODE_MSG,
       K_CODE_LABEL, K_BANNER, K_BANNER_HEAD, K_HELP };
/* The kinds' names in the dump (view.h): "item[continue]". */
static const view_word item_words[] = {
    [IT_CONTINUE] = {"continue", 0}, [IT_NEW] = {"new", 0}, [IT_DAILY] = {"daily", 0}, [IT_CODE_GO] = {"code_go", 0},
    [IT_ACH] = {"achievements", 0}, [IT_STATS] = {"stats", 0}, [IT_RULES] = {"rules", 0}, [IT_SETTINGS] = {"settings", 0},
    [IT_QUIT] = {"quit", 0}, [IT_LEARN] = {"learn", 0},
    [IT_LEARN2] = {"learn2", 0}, [IT_LEARN_OTHER] = {"learn_other", 0},
};
static const view_name kind_names[] = {
    [K_WHEEL] = {"wheel"},
    [K_TITLE] = {"title"},
    [K_TITLE_SHADOW] = {"title.shadow"},
    [K_SUBTITLE] = {"subtitle"},
    [K_CARD] = {"card", VIEW_IX_NUM},
    [K_ITEM] = {"item", VIEW_IX_WORDS, VIEW_IX_NONE, VIEW_WORDS(item_words)},
    [K_ITEM_SUB] = {"item.sub", VIEW_IX_WORDS, VIEW_IX_NONE, VIEW_WORDS(item_words)},
    [K_FIELD] = {"code"},
    [K_CODE_MSG] = {"code.message"},
    [K_CODE_LABEL] = {"code.label"},
    [K_BANNER] = {"banner"},
    [K_BANNER_HEAD] = {"banner.head", VIEW_IX_NUM},
    [K_HELP] = {"help"},
};
_Static_assert(sizeof kind_names / sizeof kind_names[0] == K_HELP + 1, "a name for every K_* kind");
const view_kinds title_kinds = VIEW_KINDS(kind_names);

#define CARD_X 945.0f
#define BTN_W 400.0f
#define PAIR_W 195.0f                   /* a button of a row of two: its width and height, */
#define PAIR_H 46.0f
#define PAIR_DX ((BTN_W - PAIR_W) / 2)  /* its middle's distance from the card's (the two share BTN_W's edges), */
#define PAIR_STEP 58.0f                 /* and the step from one row to the next */

static struct title_ui {
    uiw u;
    char code[TD_GAMEID_MAX];
    char code_msg[160];          /* why the typed code was refused */
    int can_continue;            /* the day of the game in progress, or 0 */
    int scores;                  /* no game in progress, but one over whose final scores were not seen */
    int confirm;                 /* the item pressed once over a game in progress (IT_DAILY, IT_CODE_GO) */
    char cont_desc[320], cont_brief[320];
    char daily_id[TD_GAMEID_MAX];
    char daily_date[64];
    int daily_best;              /* the best score a profile made on today's game, or -1 */
    int learn_step;              /* the step the guided game was left at, or -1 */
    char daily_who[64];          /* that profile's name, when there are several profiles */
} title;

/* ---- the wheel motif ---------------------------------------------------------------------------- */

static void paint_wheel(void *user, const ecs_entity *e, SDL_FRect px, float scale)
{
    (void)e;
    app *a = user;
    gfx *g = &a->g;
    float cx = px.x + px.w / 2, cy = px.y + px.h / 2, r = px.w / 2;
    gfx_circle(g, cx + 6 * scale, cy + 10 * scale, r, (gfx_rgba){0, 0, 0, 70});
    gfx_circle(g, cx, cy, r, (gfx_rgba){112, 74, 44, 255});
    /* the big layer: nine plazas in the three district colours */
    static const int plaza[9] = {0, 1, 2, 1, 0, 2, 2, 1, 0};
    const float step = 2 * GFX_PI / 9;
    for (int i = 0; i < 9; i++) {
        float a0 = -GFX_PI / 2 + step * ((float)i - 0.5f) + 0.015f, a1 = a0 + step - 0.03f;
        gfx_rgba c = ui_colour[plaza[i]];
        gfx_sector(g, cx, cy, r * 0.60f, r * 0.94f, a0, a1, gfx_mix(c, ui_colour_dark[plaza[i]], 0.25f), c);
    }
    gfx_ring(g, cx, cy, r * 0.58f, r * 0.05f, (gfx_rgba){84, 54, 32, 255});
    /* the small layer as on the game's wheel: the day's window at the top, then four morning and
     * four afternoon slots, nine in all against the nine plazas */
    for (int i = 0; i < 9; i++) {
        float a0 = -GFX_PI / 2 + step * ((float)i - 0.5f) + 0.02f, a1 = a0 + step - 0.04f;
        gfx_rgba c = i == 0 ? (gfx_rgba){250, 246, 236, 255}
                     : i <= 4 ? (gfx_rgba){236, 226, 204, 255}
                              : (gfx_rgba){88, 72, 96, 255};
        gfx_sector(g, cx, cy, r * 0.16f, r * 0.55f, a0, a1, c, gfx_mix(c, (gfx_rgba){255, 255, 255, 255}, 0.08f));
    }
    gfx_circle(g, cx, cy, r * 0.17f, (gfx_rgba){112, 74, 44, 255});
    gfx_ring(g, cx, cy, r * 0.17f, r * 0.02f, (gfx_rgba){70, 44, 26, 255});
    gfx_ring(g, cx, cy, r * 0.985f, r * 0.03f, (gfx_rgba){70, 44, 26, 255});
    /* dice resting on plazas of their colour (a die takes its plaza's colour): the red one on
     * plaza 0, the yellow on plaza 3, the white on plaza 5; and the black die (on yellow 7) */
    static const struct { float ang, dist, rot; int value, colour; } dice[] = {
        {-1.45f, 0.77f, 0.20f, 5, 0}, {0.45f, 0.77f, -0.15f, 3, 1}, {1.85f, 0.77f, 0.35f, 6, 2},
        {3.25f, 0.77f, -0.30f, 2, 3},
    };
    for (size_t i = 0; i < sizeof dice / sizeof dice[0]; i++) {
        float dx = cx + cosf(dice[i].ang) * r * dice[i].dist, dy = cy + sinf(dice[i].ang) * r * dice[i].dist;
        float size = r * 0.2f;
        gfx_circle(g, dx + 4 * scale, dy + 6 * scale, size * 0.62f, (gfx_rgba){0, 0, 0, 60});
        int black = dice[i].colour == 3;
        ui_die_look look = ui_die(black ? -1 : dice[i].colour, black);
        gfx_die(g, dx, dy, size, dice[i].rot, dice[i].value, look.body, look.pips, look.edge);
        if (!black && a->symbols) { /* colour-blind symbols at the die's corner, turned with it */
            float ox = size * 0.5f, oy = -size * 0.5f, c = cosf(dice[i].rot), s = sinf(dice[i].rot);
            gfx_icon(g, GFX_ICON_SQUARE + dice[i].colour, dx + ox * c - oy * s, dy + ox * s + oy * c, size * 0.3f,
                     ui_ink);
        }
    }
}

/* The banner about saved files: a card with the messages wrapped, sized to them. */
static void paint_banner(void *user, const ecs_entity *e, SDL_FRect px, float scale)
{
    (void)e;
    app *a = user;
    const char *msg = store_banner(a);
    if (!*msg)
        return;
    char text[2600];
    snprintf(text, sizeof text, "%s", msg);
    const char *dir = store_dir_said(a);
    char where[1200];
    if (dir[0])
        snprintf(where, sizeof where, tr(TR_TITLE_SAVED_IN), dir);
    else
        snprintf(where, sizeof where, "%s", tr(TR_TITLE_NOTHING_SAVED));
    float pad = 12 * scale, w = px.w - 2 * pad, fs = 13.5f * scale;
    /* measure (drawn far above the window, where nothing shows), then draw the card and the text */
    float off = -100000;
    float h = gfx_text_wrapped(&a->g, GFX_FONT_REGULAR, fs, text, px.x + pad, off, w, GFX_LEFT, ui_ink);
    float h2 = gfx_text_wrapped(&a->g, GFX_FONT_ITALIC, fs * 0.9f, where, px.x + pad, off, w, GFX_LEFT, ui_ink);
    float head = 26 * scale, total = head + h + h2 + 3 * pad;
    SDL_FRect card = {px.x, px.y + px.h - total, px.w, total};
    gfx_round_rect(&a->g, card, 10 * scale, (gfx_rgba){252, 236, 226, 250});
    gfx_round_frame(&a->g, card, 10 * scale, 2 * scale, ui_bad);
    gfx_text(&a->g, GFX_FONT_BOLD, 17 * scale, tr(TR_TITLE_BAD_FILES), card.x + pad, card.y + pad,
             GFX_LEFT, ui_bad);
    float y = card.y + pad + head;
    y += gfx_text_wrapped(&a->g, GFX_FONT_REGULAR, fs, text, card.x + pad, y, w, GFX_LEFT, ui_ink) + pad * 0.5f;
    gfx_text_wrapped(&a->g, GFX_FONT_ITALIC, fs * 0.9f, where, card.x + pad, y, w, GFX_LEFT, ui_ink_soft);
}

/* ---- sync --------------------------------------------------------------------------------------- */

static void item(int id, float x, float y, float w, float h, const char *label, int flags)
{
    uint32_t key = menu_key(K_ITEM, id, 0);
    /* while the keyboard's focus shows, the blue fill goes with it: the blue button is the one
     * Enter presses (Continue stayed blue with the focus on Settings, back from there) */
    if (title.u.show_focus)
        flags = (flags & ~UIW_PRIMARY) | (title.u.focus == key && !(flags & UIW_DISABLED) ? UIW_PRIMARY : 0);
    int idx = uiw_button(&title.u, key, x, y, w, h, label, flags, MENU_T_ITEM, id, 0, 20);
    ecs_get(title.u.env->world, idx)->draw.boxed = 1; /* the dump gives its box: the menu's edges line up */
}

/* A button of the rows of two, its words at px (the size the whole grid shares). */
static void pair_item(int id, float x, float y, float h, const char *label, float px)
{
    item(id, x, y, PAIR_W, h, label, 0);
    int t = ecs_find(title.u.env->world, uiw_part(menu_key(K_ITEM, id, 0), UIW_PART_1));
    if (t >= 0)
        ecs_get(title.u.env->world, t)->draw.h = px;
}

static void sub(int id, float y, const char *text, gfx_rgba c)
{
    uiw_text(&title.u, menu_key(K_ITEM_SUB, id, 0), CARD_X, y, uiw_fit_px(&title.u, GFX_FONT_ITALIC, 13, text, BTN_W, 9),
             GFX_FONT_ITALIC, GFX_CENTER | GFX_MIDDLE, c, text, 15);
}

/* What a second press does when a game is in progress: it replaces that game. */
static void replace_warning(char *buf, size_t size) { snprintf(buf, size, tr(TR_REPLACE_GAME), title.can_continue); }

static void sync(app *a)
{
    uiw *u = &title.u;
    uiw_begin(u, &a->widgets);
    ecs_world *w = a->world;
    ecs_sync_begin(w, MENU_G);

    int idx = ecs_ensure(w, menu_key(K_WHEEL, 0, 0));
    ecs_entity *wheel = ecs_get(w, idx);
    wheel->mask |= ECS_DRAWABLE;
    wheel->local.x = wheel->prev.x = 330;
    wheel->local.y = wheel->prev.y = 430;
    wheel->z = 1;
    wheel->draw.kind = DRAW_CUSTOM;
    wheel->draw.w = wheel->draw.h = 470;
    wheel->draw.paint = paint_wheel;
    wheel->draw.user = a;

    uiw_text(u, menu_key(K_TITLE_SHADOW, 0, 0), 333, 86, 78, GFX_FONT_BOLD, GFX_CENTER | GFX_MIDDLE,
             (gfx_rgba){0, 0, 0, 90}, tr(TR_GAME_TITLE), 5);
    uiw_text(u, menu_key(K_TITLE, 0, 0), 330, 82, 78, GFX_FONT_BOLD, GFX_CENTER | GFX_MIDDLE, ui_paper,
             tr(TR_GAME_TITLE), 6);
    uiw_text(u, menu_key(K_SUBTITLE, 0, 0), 330, 146, 20, GFX_FONT_ITALIC, GFX_CENTER | GFX_MIDDLE,
             gfx_mix(ui_paper, ui_table, 0.2f), tr(TR_TITLE_TAGLINE), 6);

    uiw_rect(u, menu_key(K_CARD, 0, 0), CARD_X, 372, 480, 620, 16, ui_paper, 0, ui_paper, 10);
    uiw_rect(u, menu_key(K_CARD, 1, 0), CARD_X, 376, 480, 620, 16, (gfx_rgba){0, 0, 0, 40}, 0, ui_paper, 9);

    float y = 112;
    item(IT_CONTINUE, CARD_X, y, BTN_W, 54, tr(TR_MENU_CONTINUE),
         title.can_continue || title.scores ? UIW_PRIMARY : UIW_DISABLED);
    /* names too long for two of them in a readable line: one */
    const char *cont = title.cont_desc;
    if (uiw_fit_px(u, GFX_FONT_ITALIC, 13, cont, BTN_W, 9) < 11)
        cont = title.cont_brief;
    sub(IT_CONTINUE, y + 40, title.can_continue || title.scores ? cont : tr(TR_TITLE_NO_GAME), ui_ink_soft);
    y += 104;
    item(IT_NEW, CARD_X, y, BTN_W, 48, tr(TR_MENU_NEW_GAME), title.can_continue || title.scores ? 0 : UIW_PRIMARY);
    y += 62;
    item(IT_DAILY, CARD_X, y, BTN_W, 48, tr(TR_TITLE_DAILY), 0);
    char daily[160];
    if (title.daily_best < 0)
        snprintf(daily, sizeof daily, tr(TR_TITLE_DAILY_LINE), title.daily_date, title.daily_id);
    else if (title.daily_who[0])
        snprintf(daily, sizeof daily, tr(TR_TITLE_DAILY_PLAYED_BY), title.daily_date, title.daily_id, title.daily_best,
                 title.daily_who);
    else
        snprintf(daily, sizeof daily, tr(TR_TITLE_DAILY_PLAYED), title.daily_date, title.daily_id, title.daily_best);
    if (title.confirm == IT_DAILY)
        replace_warning(daily, sizeof daily);
    sub(IT_DAILY, y + 36, daily, title.confirm == IT_DAILY ? ui_bad : ui_ink_soft);
    y += 104;
    uiw_text(u, menu_key(K_CODE_LABEL, 0, 0), CARD_X - BTN_W / 2, y - 32, 14, GFX_FONT_BOLD, GFX_LEFT | GFX_MIDDLE,
             ui_ink, tr(TR_TITLE_CODE), 15);
    uiw_field(u, menu_key(K_FIELD, 0, 0), CARD_X - BTN_W / 2 + 150, y, 300, 40, title.code, tr(TR_TITLE_CODE_HINT), 0,
              MENU_T_FIELD, 0, 0, 20);
    item(IT_CODE_GO, CARD_X + BTN_W / 2 - 45, y, 90, 40, tr(TR_TITLE_PLAY), title.code[0] ? 0 : UIW_DISABLED);
    if (title.code_msg[0]) {
        /* one line at 13 px; a longer refusal (a game code's reason in French, say) takes two
         * lines under the field, smaller if it must */
        float mpx = uiw_fit_px(u, GFX_FONT_ITALIC, 13, title.code_msg, BTN_W, 13);
        if (uiw_text_width(u, GFX_FONT_ITALIC, 13, title.code_msg) <= BTN_W) {
            uiw_text(u, menu_key(K_CODE_MSG, 0, 0), CARD_X - BTN_W / 2, y + 32, mpx, GFX_FONT_ITALIC,
                     GFX_LEFT | GFX_MIDDLE, ui_bad, title.code_msg, 15);
        } else {
            mpx = uiw_fit_px(u, GFX_FONT_ITALIC, 12, title.code_msg, BTN_W * 1.85f, 9);
            ecs_entity *m = uiw_text(u, menu_key(K_CODE_MSG, 0, 0), CARD_X - BTN_W / 2, y + 24, mpx, GFX_FONT_ITALIC,
                                     GFX_LEFT, ui_bad, title.code_msg, 15);
            m->draw.w = BTN_W; /* wrapped */
        }
    }
    /* rows of two buttons, alike: the card's width less a gap, split in two halves, a row a step
     * under the one before, every button as tall and its words as large (the largest size every
     * label fits), then Quit alone under them. The guided games' row: the first or the second
     * lesson started; or, one left half-way, that lesson continued where it was left beside the
     * other lesson, each naming its lesson, lesson 1 on the left either way (the lesson's pause
     * menu starts it over). */
    int left = title.learn_step >= 0 ? tut_saved_lesson(a) : 0;
    char go_on[80], other[80];
    const char *label[6] = {tr(TR_MENU_ACHIEVEMENTS), tr(TR_MENU_STATS), tr(TR_MENU_RULES), tr(TR_MENU_SETTINGS),
                            tr(TR_TUT_OFFER_LEARN),   tr(TR_TUT2_MENU)};
    int id[6] = {IT_ACH, IT_STATS, IT_RULES, IT_SETTINGS, IT_LEARN, IT_LEARN2};
#ifdef __EMSCRIPTEN__
    /* a page is left by its tab, never quit: the item sets the page full screen instead (F11 is
       the browser's there) */
    const char *quit = tr(TR_SET_FULLSCREEN);
#else
    const char *quit = tr(TR_MENU_QUIT);
#endif
    int npair = 6;
    if (left) {
        snprintf(go_on, sizeof go_on, tr(TR_TUT_MENU_CONTINUE), left);
        snprintf(other, sizeof other, tr(TR_TUT_MENU_LESSON), 3 - left);
        label[left == 1 ? 4 : 5] = go_on, id[left == 1 ? 4 : 5] = IT_LEARN;
        label[left == 1 ? 5 : 4] = other, id[left == 1 ? 5 : 4] = IT_LEARN_OTHER;
    }
    float ph = PAIR_H, step = PAIR_STEP;
    float px = ph * 0.46f > 22 ? 22 : ph * 0.46f; /* as uiw_button sizes its words */
    for (int i = 0; i < npair; i++)
        px = fminf(px, uiw_fit_px(u, GFX_FONT_BOLD, px, label[i], PAIR_W - 14, 9));
    y += 88;
    for (int i = 0; i < npair; i++)
        pair_item(id[i], CARD_X + (i % 2 ? PAIR_DX : -PAIR_DX), y + step * (float)(i / 2), ph, label[i], px);
    item(IT_QUIT, CARD_X, y + 2 * step + 54, 200, 36, quit, 0); /* (alone, under the pairs) */
    /* the keys, or (the other lesson pressed once while one is left half-way) what a second press drops */
    char drop[200] = "";
    if (title.confirm == IT_LEARN_OTHER && left)
        snprintf(drop, sizeof drop, tr(TR_TUT_MENU_DROP), 3 - left, left, title.learn_step + 1);
    const char *help = title.confirm == IT_LEARN_OTHER && left ? drop : tr(TR_TITLE_CONTROLS);
    uiw_text(u, menu_key(K_HELP, 0, 0), CARD_X, 670, uiw_fit_px(u, GFX_FONT_ITALIC, 12, help, 460, 10), GFX_FONT_ITALIC,
             GFX_CENTER | GFX_MIDDLE, help == drop ? ui_bad : ui_ink_soft, help, 15);

    if (store_banner(a)[0]) {
        idx = ecs_ensure(w, menu_key(K_BANNER, 0, 0));
        ecs_entity *b = ecs_get(w, idx);
        b->mask |= ECS_DRAWABLE;
        b->local.x = b->prev.x = 330;
        b->local.y = b->prev.y = 560;
        b->z = 30;
        b->draw.kind = DRAW_CUSTOM;
        b->draw.w = 600;
        b->draw.h = 300; /* the card grows up from the bottom of this box */
        b->draw.paint = paint_banner;
        b->draw.user = a;
        /* for the dump: the banner's headline and the start of each line as text (drawn by the
         * painter) */
        uiw_text(u, menu_key(K_BANNER_HEAD, 0, 0), 30, 700, 1, GFX_FONT_BOLD, GFX_LEFT, (gfx_rgba){0, 0, 0, 0},
                 tr(TR_TITLE_BAD_FILES), 0);
        const char *line = store_banner(a);
        for (int i = 1; *line && i < 16; i++) {
            size_t n = strcspn(line, "\n");
            char part[1024]; /* (ecs_set_text cuts it between characters) */
            snprintf(part, sizeof part, "%.*s", (int)n, line);
            uiw_text(u, menu_key(K_BANNER_HEAD, i, 0), 30, 700, 1, GFX_FONT_REGULAR, GFX_LEFT,
                     (gfx_rgba){0, 0, 0, 0}, part, 0);
            line += n + (line[n] == '\n');
        }
    }
    ecs_sync_end(w, MENU_G);
    const uiw_focusable *f = uiw_focused(u);
    a->text_focus = f && f->is_field;
    a->dirty = 1;
}

/* What Continue offers: the game in progress (in memory or saved), else the final scores of a game
 * over that were never shown. */
static void find_continue(app *a)
{
    title.can_continue = store_can_continue(a, title.cont_desc, title.cont_brief, sizeof title.cont_desc);
    title.scores = !title.can_continue && store_scores_to_see(a, title.cont_desc, title.cont_brief, sizeof title.cont_desc);
}

/* ---- actions ------------------------------------------------------------------------------------ */

/* Whether a press of `id`, which starts a game, must wait for a second one: the first, over a game
 * in progress, only says that the game would be replaced. */
static int confirm_first(app *a, int id)
{
    if (!title.can_continue || title.confirm == id)
        return 0;
    title.confirm = id;
    if (id == IT_CODE_GO)
        replace_warning(title.code_msg, sizeof title.code_msg);
    sfx_play(&a->s, SFX_REFUSE);
    return 1;
}

static void start_code(app *a)
{
    td_params p;
    const char *why = game_check_code(title.code, &p); /* a code refused is said before a game in progress */
    if (!why && confirm_first(a, IT_CODE_GO))
        return;
    if (!why)
        why = game_start_code(a, title.code);
    if (why) {
        snprintf(title.code_msg, sizeof title.code_msg, tr(TR_TITLE_NOT_A_CODE), tr_reason(why));
        sfx_play(&a->s, SFX_REFUSE);
        return;
    }
    a->text_focus = 0;
}

/* The menu item that opened a side screen (achievements, statistics, rules, settings), which has
 * the focus again when its Back returns here; 0 after anything else. Kept outside `title`, which each
 * visit clears. */
static int g_back_to;

static void activate(app *a, int id)
{
    sfx_play(&a->s, SFX_CLICK);
    const char *why = NULL;
    a->text_focus = 0;
    if (id != title.confirm) { /* anything else pressed: the warning goes */
        if (title.confirm == IT_CODE_GO)
            title.code_msg[0] = 0;
        title.confirm = 0;
    }
    g_back_to = id == IT_ACH || id == IT_STATS || id == IT_RULES || id == IT_SETTINGS ? id : 0;
    switch (id) {
    case IT_CONTINUE:
        why = game_continue(a);
        if (why) { /* the autosave went bad since the screen was drawn: say so and stay */
            find_continue(a);
            snprintf(title.code_msg, sizeof title.code_msg, tr(TR_TITLE_CANNOT_CONTINUE), tr_reason(why));
        }
        return;
    case IT_NEW: shell_goto(a, SCREEN_SETUP); return;
    case IT_DAILY:
        if (!confirm_first(a, IT_DAILY))
            game_start_daily(a);
        return;
    case IT_CODE_GO: start_code(a); return;
    case IT_ACH: shell_goto(a, SCREEN_ACHIEVEMENTS); return;
    case IT_STATS: shell_goto(a, SCREEN_STATS); return;
    case IT_RULES: shell_goto(a, SCREEN_RULES); return;
    case IT_SETTINGS: shell_goto(a, SCREEN_SETTINGS); return;
    case IT_LEARN:
    case IT_LEARN2:
    case IT_LEARN_OTHER:
        if (id == IT_LEARN_OTHER && title.confirm != IT_LEARN_OTHER) { /* the lesson left would be lost: said first */
            title.confirm = IT_LEARN_OTHER;
            sfx_play(&a->s, SFX_REFUSE);
            return;
        }
        /* Learn to play (Continue lesson N) resumes the lesson left, else starts the first; Lesson 2
         * starts the second, and the other lesson than the one left starts that one (the one left
         * is started over from its pause menu: Restart lesson) */
        tut_set_lesson(id == IT_LEARN2        ? 2
                       : id == IT_LEARN_OTHER ? 3 - tut_saved_lesson(a)
                                              : 1);
        why = tut_start(a, id == IT_LEARN ? -1 : 0);
        if (why)
            snprintf(title.code_msg, sizeof title.code_msg, "%s", tr_reason(why));
        return;
    case IT_QUIT:
#ifdef __EMSCRIPTEN__
        store_toggle(a, 1);
#else
        a->quit = 1; /* the loop saves the game and the settings, then ends */
#endif
        return;
    default: return;
    }
}

static void date_words(const char *iso, char *out, size_t size)
{
    int y = 0, m = 0, d = 0;
    if (sscanf(iso, "%4d-%2d-%2d", &y, &m, &d) == 3 && m >= 1 && m <= 12)
        snprintf(out, size, tr(TR_DATE_LONG), d, tr(TR_MONTH_1 + m - 1), y);
    else
        snprintf(out, size, "%s", iso);
}

/* The best score any profile made on today's game, and who made it (named when several profiles
 * could have): the title says the game of the day was played. */
static void find_daily_best(app *a)
{
    const app_profiles *ps = store_profiles(a);
    title.daily_best = -1;
    title.daily_who[0] = '\0';
    for (int i = 0; ps && i < ps->count; i++)
        for (int h = 0; h < ps->profile[i].n_history; h++) {
            const app_game_record *g = &ps->profile[i].history[h];
            if (strcmp(g->game_id, title.daily_id) == 0 && g->total > title.daily_best) {
                title.daily_best = g->total;
                if (ps->count > 1)
                    store_profile_label(ps, i, title.daily_who, sizeof title.daily_who);
            }
        }
}

static void screen_title_enter(app *a)
{
    memset(&title, 0, sizeof title);
    store_autosave(a); /* back from a game: it is on disk before anything else happens */
    store_take_fresh(a, NULL, 0); /* a failed save: the banner says it, here */
    find_continue(a);
    char iso[APP_DATE_SIZE];
    store_today(iso);
    date_words(iso, title.daily_date, sizeof title.daily_date);
    store_daily_id(title.daily_id);
    find_daily_best(a);
    title.learn_step = tut_saved_step(a);
    sync(a);
    uiw_set_focus(&title.u, menu_key(K_ITEM, g_back_to ? g_back_to : title.can_continue || title.scores ? IT_CONTINUE : IT_NEW, 0));
    g_back_to = 0;
    title.u.show_focus = 1;
    sync(a);
}

/* Typed or pasted text into the game code field: game codes are plain ASCII without spaces. */
static void type_code(const char *in)
{
    char clean[64];
    size_t n = 0;
    for (const char *p = in; *p && n + 1 < sizeof clean; p++)
        if (*p > ' ' && *p < 0x7F)
            clean[n++] = *p;
    clean[n] = 0;
    uiw_field_type(&title.u, title.code, sizeof title.code, clean, 0);
    title.code_msg[0] = 0;
    title.confirm = 0; /* another code: asked again */
}

static void key(app *a, const SDL_KeyboardEvent *k)
{
    const uiw_focusable *f = uiw_focused(&title.u);
    int in_field = f && f->is_field;
    SDL_Keycode sym = k->keysym.sym;
    if (in_field) {
        if (uiw_field_key(&title.u, title.code, sym, k->keysym.mod)) {
            title.code_msg[0] = 0;
            title.confirm = 0;
            return;
        }
        if (sym == SDLK_RETURN || sym == SDLK_KP_ENTER) {
            start_code(a);
            return;
        }
        char *clip = uiw_paste(sym, k->keysym.mod);
        if (clip) {
            type_code(clip);
            SDL_free(clip);
            return;
        }
        if (sym == SDLK_ESCAPE) {
            uiw_set_focus(&title.u, menu_key(K_ITEM, IT_NEW, 0));
            title.u.show_focus = 1;
            return;
        }
        if (sym == SDLK_LEFT || sym == SDLK_RIGHT)
            return; /* the caret stays at the end; left/right do not leave the field */
    }
    if (sym == SDLK_ESCAPE) { /* Esc on the title: the focus goes to Quit (Enter then quits) */
        uiw_set_focus(&title.u, menu_key(K_ITEM, IT_QUIT, 0));
        title.u.show_focus = 1;
        return;
    }
    if (sym == SDLK_RETURN || sym == SDLK_KP_ENTER || sym == SDLK_SPACE) {
        if (f && f->tag == MENU_T_ITEM)
            activate(a, f->a);
        return;
    }
    if (!title.u.show_focus && f && (sym == SDLK_UP || sym == SDLK_DOWN || sym == SDLK_LEFT || sym == SDLK_RIGHT)) {
        title.u.show_focus = 1; /* the first arrow shows where the focus is */
        return;
    }
    uiw_key_nav(&title.u, sym, k->keysym.mod);
}

static void screen_title_event(app *a, const SDL_Event *ev)
{
    switch (ev->type) {
    case SDL_MOUSEMOTION:
        if (!uiw_mouse_move(&title.u))
            return;
        break;
    case SDL_MOUSEBUTTONDOWN: {
        if (ev->button.button != SDL_BUTTON_LEFT)
            return;
        ecs_hit hit;
        uint32_t k = uiw_click(&title.u, &hit);
        if (k && hit.tag == MENU_T_ITEM) {
            activate(a, hit.a);
            if (a->screen != SCREEN_TITLE)
                return;
        }
        break;
    }
    case SDL_TEXTINPUT: {
        const uiw_focusable *f = uiw_focused(&title.u);
        if (!f || !f->is_field)
            return;
        type_code(ev->text.text);
        break;
    }
    case SDL_KEYDOWN:
        key(a, &ev->key);
        if (a->screen != SCREEN_TITLE || a->quit)
            return;
        break;
    default:
        return;
    }
    sync(a);
}

const shell_screen screen_title = {
    .name = "title",
    .enter = screen_title_enter,
    .event = screen_title_event,
    .kinds = &title_kinds,
};
