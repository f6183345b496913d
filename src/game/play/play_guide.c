/* play_guide.c — the sheet's guide: a card over the wheel that says, level with each kind of row
 * of the sheet and pointing at it, what that row's marks mean (the numbered boxes, each district's
 * buildings, the resource tracks, the citizens and their columns), opened and closed by the
 * "Sheet guide" button at the sheet's top right, or G (play_interpret: ui.guide). It reads
 * nothing of the game: it is the same for every sheet, and the tooltips still tell a cell's own
 * case. Group VIEW_G_GUIDE: the card is placed beside the sheet as the sheet's zone places it,
 * the button rides on the sheet's zone.
 */
#include <string.h>

#include "app_lang.h"
#include "play/play.h"
#include "kit/ui_widgets.h"

#define GUIDE_Z 80.0f    /* above the wheel, its dice, the rule events' marks and the lesson's callout */
#define GUIDE_LEFT 12.0f /* the card's left edge */
#define GUIDE_PAD 16.0f  /* from the card's edge to its words */
#define GUIDE_LEADER 30.0f /* the least room kept right of an entry's words for its line to the sheet */
#define GUIDE_PX 13.0f   /* an entry's words, and the smallest they may shrink to */
#define GUIDE_PX_MIN 11.0f
#define GUIDE_LINE 14.5f /* from one line of an entry to the next */
#define GUIDE_LINES 3    /* the most lines an entry takes */
#define GUIDE_TEXT 200

/* The guide's entity kinds (group VIEW_G_GUIDE). */
enum { GK_BTN = 1, GK_BTN_TXT, GK_CARD, GK_TITLE, GK_FOOT, GK_NAME, GK_TEXT, GK_LEADER, GK_DOT };
static const view_name kind_names[] = {
    [GK_BTN] = {"button"},
    [GK_BTN_TXT] = {"button.text"},
    [GK_CARD] = {"card"},
    [GK_TITLE] = {"title"},
    [GK_FOOT] = {"foot"},
    [GK_NAME] = {"name", VIEW_IX_NUM},
    [GK_TEXT] = {"text", VIEW_IX_NUM, VIEW_IX_NUM},
    [GK_LEADER] = {"leader", VIEW_IX_NUM},
    [GK_DOT] = {"dot", VIEW_IX_NUM},
};
_Static_assert(sizeof kind_names / sizeof kind_names[0] == GK_DOT + 1, "a name for every GK_* kind");
const view_kinds guide_kinds = VIEW_KINDS(kind_names);

/* Where an entry points: a district's numbered boxes, a building row, a resource track, the
 * citizens' column bonuses (over the first citizen row), a citizen row. */
enum { AT_BOXES, AT_ROW, AT_TRACK, AT_COLUMNS, AT_CITIZENS };

typedef struct guide_entry {
    int at, which;    /* AT_*, and which district, row, resource or colour */
    int name, text;   /* TR_*: its name (bold) and what it means */
} guide_entry;

/* Top to bottom, as the sheet's rows come: one entry for each kind of row (the three districts'
 * boxes and tracks work alike: said once). */
static const guide_entry entries[] = {
    {AT_BOXES, TD_RED, TR_GUIDE_BOXES_NAME, TR_GUIDE_BOXES},
    {AT_ROW, TD_ROW_FORTRESS, TR_ROW_FORTRESS, TR_GUIDE_FORTRESS},
    {AT_ROW, TD_ROW_PALACE, TR_ROW_PALACE, TR_GUIDE_PALACE},
    {AT_TRACK, TD_INFLUENCE, TR_GUIDE_TRACKS_NAME, TR_GUIDE_TRACKS},
    {AT_ROW, TD_ROW_GREAT_HALL, TR_ROW_GREAT_HALL, TR_GUIDE_GREAT_HALL},
    {AT_ROW, TD_ROW_CITY_HALL, TR_ROW_CITY_HALL, TR_GUIDE_CITY_HALL},
    {AT_TRACK, TD_DENIERS, TR_GUIDE_RESOURCES_NAME, TR_GUIDE_RESOURCES},
    {AT_ROW, TD_ROW_CATHEDRAL, TR_ROW_CATHEDRAL, TR_GUIDE_CATHEDRAL},
    {AT_ROW, TD_ROW_BISHOPRIC, TR_ROW_BISHOPRIC, TR_GUIDE_BISHOPRIC},
    {AT_COLUMNS, 0, TR_GUIDE_COLUMNS_NAME, TR_GUIDE_COLUMNS},
    {AT_CITIZENS, TD_YELLOW, TR_GUIDE_CITIZENS_NAME, TR_GUIDE_CITIZENS},
};
#define GUIDE_ENTRIES ((int)(sizeof entries / sizeof entries[0]))

/* The height on the sheet (design units, as the sheet's zone places it) that entry e points at. */
static float entry_y(const app *a, const guide_entry *e)
{
    float x = SHEET_LEFT, y = 0, unused;
    switch (e->at) {
    case AT_BOXES: sheet_diebox_pos(e->which, 0, &unused, &y); break;
    case AT_ROW: sheet_cell_pos(e->which, 0, &unused, &y); break;
    case AT_TRACK: sheet_res_pos(e->which, 0, &unused, &y); break;
    case AT_COLUMNS: sheet_cit_pos(TD_RED, 0, &unused, &y); y -= 18; break; /* the bonuses' icons */
    default: sheet_cit_pos(e->which, 0, &unused, &y); break;
    }
    ecs_zone_xy(a->world, VIEW_G_SHEET, &x, &y);
    return y;
}

/* Breaks `text` into at most GUIDE_LINES lines at `px`: the first `first` design units wide (after
 * the name), the others `room`. Returns how many lines, or 0 when it does not fit in that many. */
static int wrap_entry(uiw *m, const char *text, float px, float first, float room, char out[][GUIDE_TEXT])
{
    const char *at = text;
    int n = 0;
    while (*at && n < GUIDE_LINES) {
        float w = n == 0 ? first : room;
        size_t len = 0; /* the longest run of whole words from `at` that fits w */
        for (size_t i = 0;; i++) {
            if (at[i] == ' ' || at[i] == '\0') {
                char part[GUIDE_TEXT];
                snprintf(part, sizeof part, "%.*s", (int)i, at);
                if (uiw_text_width(m, GFX_FONT_REGULAR, px, part) > w)
                    break;
                len = i;
                if (at[i] == '\0')
                    break;
            }
        }
        if (len == 0 && n > 0)
            return 0; /* a word wider than a whole line */
        snprintf(out[n++], GUIDE_TEXT, "%.*s", (int)len, at);
        at += len;
        while (*at == ' ')
            at++;
    }
    return *at ? 0 : n;
}

/* The button at the sheet's top right that opens and closes the guide (lit while it is open). */
static void guide_button(app *a)
{
    uiw m;
    uiw_begin(&m, &a->widgets);
    const play_ui *ui = &a->play->ui;
    const char *label = tr(TR_GUIDE_BTN);
    float px = 13, w = uiw_text_width(&m, GFX_FONT_BOLD, px, label) + 22, h = 22;
    float x = SHEET_RIGHT - 14 - w / 2, y = SHEET_TOP + 20;
    a->world->zone_cur = VIEW_G_SHEET;
    int idx;
    ecs_entity *b = ecs_rect(a->world, view_key(VIEW_G_GUIDE, GK_BTN, 0, 0), x, y, w, h, 11, ui_paper, 1.2f,
                             ui_ink_soft, 6, &idx);
    gfx_rgba fill = ui->guide ? ui_accent : ui_paper;
    if (ui->hover == idx)
        fill = ui->guide ? ui_accent_hover : gfx_mix(fill, ui_accent, 0.2f);
    b->draw.colour = fill;
    b->mask |= ECS_HIT;
    b->hit = (ecs_hit){0, w, h, HIT_GUIDE, 0, 0};
    ecs_text(a->world, view_key(VIEW_G_GUIDE, GK_BTN_TXT, 0, 0), x, y, px, GFX_FONT_BOLD, GFX_CENTER | GFX_MIDDLE,
             ui->guide ? ui_paper : ui_ink, label, 7);
    a->world->zone_cur = -1;
}

void play_guide_sync(app *a)
{
    ecs_sync_begin(a->world, VIEW_G_GUIDE);
    if (a->screen != SCREEN_PLAY || !a->ss) {
        ecs_sync_end(a->world, VIEW_G_GUIDE);
        return;
    }
    guide_button(a);
    if (!a->play->ui.guide) {
        ecs_sync_end(a->world, VIEW_G_GUIDE);
        return;
    }
    uiw m;
    uiw_begin(&m, &a->widgets);
    float sheet_x = SHEET_LEFT, sheet_y = SHEET_TOP;
    ecs_zone_xy(a->world, VIEW_G_SHEET, &sheet_x, &sheet_y);
    float right = sheet_x - PLAY_TALL_GAP, top = PLAY_BAR_H + 6, bottom = PANEL_TOP_OF(a) - 4;
    float x0 = GUIDE_LEFT + GUIDE_PAD, room = right - GUIDE_PAD - GUIDE_LEADER - x0;
    /* the card: opaque paper, the whole height beside the sheet; a click on it closes it */
    int idx;
    ecs_entity *card = ecs_rect(a->world, view_key(VIEW_G_GUIDE, GK_CARD, 0, 0), (GUIDE_LEFT + right) / 2,
                                (top + bottom) / 2, right - GUIDE_LEFT, bottom - top, 10, ui_paper, 1.5f, ui_ink_soft,
                                GUIDE_Z, &idx);
    card->mask |= ECS_HIT;
    card->draw.boxed = 1; /* (the dump gives the boxes of the card and its words) */
    card->hit = (ecs_hit){0, right - GUIDE_LEFT, bottom - top, HIT_GUIDE, 1, 0};
    const char *title = tr(TR_GUIDE_TITLE), *foot = tr(TR_GUIDE_FOOT);
    ecs_text(a->world, view_key(VIEW_G_GUIDE, GK_TITLE, 0, 0), x0, top + 15,
             uiw_fit_px(&m, GFX_FONT_BOLD, 17, title, right - GUIDE_PAD - x0, 13), GFX_FONT_BOLD,
             GFX_LEFT | GFX_MIDDLE, ui_ink, title, GUIDE_Z + 1);
    ecs_text(a->world, view_key(VIEW_G_GUIDE, GK_FOOT, 0, 0), x0, top + 33,
             uiw_fit_px(&m, GFX_FONT_ITALIC, 12.5f, foot, right - GUIDE_PAD - x0, 10), GFX_FONT_ITALIC,
             GFX_LEFT | GFX_MIDDLE, ui_ink_soft, foot, GUIDE_Z + 1);
    gfx_rgba rule = gfx_mix(ui_paper, ui_ink_soft, 0.55f);
    for (int i = 0; i < GUIDE_ENTRIES; i++) {
        const guide_entry *e = &entries[i];
        const char *name = tr(e->name), *text = tr(e->text);
        float y = entry_y(a, e);
        /* the name in bold, the words after it on as few lines as fit, smaller if need be */
        char lines[GUIDE_LINES][GUIDE_TEXT];
        int n = 0;
        float px = GUIDE_PX, name_w = 0;
        for (; px >= GUIDE_PX_MIN && !n; px -= 0.5f) {
            name_w = uiw_text_width(&m, GFX_FONT_BOLD, px, name) + 6;
            n = wrap_entry(&m, text, px, room - name_w, room, lines);
        }
        px += 0.5f;
        if (!n) { /* (no language's words need it: the checks of the captions say so) */
            n = 1;
            uiw_ellipsize(&m, GFX_FONT_REGULAR, px, text, room - name_w, lines[0], sizeof lines[0]);
        }
        float y0 = y - GUIDE_LINE * (float)(n - 1) / 2, widest = 0;
        ecs_text(a->world, view_key(VIEW_G_GUIDE, GK_NAME, i, 0), x0, y0, px, GFX_FONT_BOLD, GFX_LEFT | GFX_MIDDLE,
                 ui_ink, name, GUIDE_Z + 1)->draw.boxed = 1;
        for (int k = 0; k < n; k++) {
            float lx = k == 0 ? x0 + name_w : x0, ly = y0 + GUIDE_LINE * (float)k;
            ecs_text(a->world, view_key(VIEW_G_GUIDE, GK_TEXT, i, k), lx, ly, px, GFX_FONT_REGULAR,
                     GFX_LEFT | GFX_MIDDLE, ui_ink, lines[k], GUIDE_Z + 1)->draw.boxed = 1;
            float end = lx + uiw_text_width(&m, GFX_FONT_REGULAR, px, lines[k]);
            widest = end > widest ? end : widest;
        }
        /* a line from the words to the sheet's edge at the row's height, ending on a dot there */
        float from = widest + 8, to = sheet_x - 3;
        ecs_rect(a->world, view_key(VIEW_G_GUIDE, GK_LEADER, i, 0), (from + to) / 2, y, to - from, 1.4f, 0, rule, 0,
                 rule, GUIDE_Z + 1, NULL);
        ecs_rect(a->world, view_key(VIEW_G_GUIDE, GK_DOT, i, 0), to, y, 7, 7, 3.5f, ui_ink_soft, 0, ui_ink_soft,
                 GUIDE_Z + 2, NULL);
    }
    ecs_sync_end(a->world, VIEW_G_GUIDE);
}
