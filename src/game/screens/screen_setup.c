/* screen_setup.c — a new game: the seats (1 to 10 players, each a name and a human or a bot of
 * some level), the column numbering (standard; random, with its die rolled on screen and the
 * direction chosen; custom, any permutation set column by column: the core's expert numbering,
 * not named so on screen, where Expert is a bot level), the Banquets & Raids
 * expansion, open sheets for hot-seat, an optional seed, and the game ID this makes.
 *
 * A seat is a human or a bot of a level of the opponents' ladder (td_bot_ladder), stepped through
 * with the arrows beside the level's name; under the seats, the level last chosen (or the first
 * bot's) is told: its typical score alone, with the expansion when it is on, and how it plays.
 *
 * The setup is kept in a static for as long as the program runs, so coming back to this screen
 * shows the last one. Whether a numbering or a set of parameters is acceptable is asked of the
 * core (td_params_numbering_*, td_params_check, game_start); its reason is shown in the
 * player's language (tr_reason).
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app_lang.h"
#include "shell/store.h"
#include "shell/refs.h"
#include "shell/screens.h"
#include "troyes/td_gameid.h"
#include "kit/ui_widgets.h"
#include "play/view.h"
#include "shell/game.h"
#include "shell/seats.h"

#define G VIEW_G_UI
#define SEED_DIGITS 20 /* 2^64 - 1 has 20 digits */
#define ROLL_FACES 12  /* faces shown by the tumbling die, the last one is the result */

enum {
    K_BAR = 1, K_TITLE, K_KEYS, K_CARD, K_HEAD, K_SEAT_NUM, K_SEAT_NUM_TXT, K_NAME, K_KIND, K_REMOVE, K_ADD,
    K_NUMBERING, K_COLBOX, K_COLVAL, K_COLSTEP, K_COLPOS, K_DIE, K_ROLL, K_DIR, K_NOTE, K_EXPANSION, K_OPEN,
    K_SEED, K_SEED_LBL, K_ID_LBL, K_ID, K_COPY, K_MSG, K_START, K_BACK, K_RULE, K_FOOT
};
/* The kinds' names in the dump (view.h): "name[2]" (a seat), "kind[2,greedy]" (a seat, its
 * kind), "direction[down]". */
static const view_word dir_words[] = {{"up", 0}, {"down", 0}};
/* a seat's buttons: Human, the step down the ladder, the level's name, the step up */
static const view_word seat_kind_words[] = {{"human", 0}, {"down", 0}, {"level", 0}, {"up", 0}};
/* the two buttons under the seats: add a seat for a person, add one for a bot */
static const view_word add_words[] = {{"person", 0}, {"bot", 0}};
static const view_name kind_names[] = {
    [K_BAR] = {"bar"},
    [K_TITLE] = {"title"},
    [K_KEYS] = {"keys"},
    [K_CARD] = {"card", VIEW_IX_NUM, VIEW_IX_NUM},
    [K_HEAD] = {"head", VIEW_IX_NUM, VIEW_IX_NUM},
    [K_SEAT_NUM] = {"seat", VIEW_IX_NUM},
    [K_SEAT_NUM_TXT] = {"seat.text", VIEW_IX_NUM},
    [K_NAME] = {"name", VIEW_IX_NUM},
    [K_KIND] = {"kind", VIEW_IX_NUM, VIEW_IX_WORDS, VIEW_WORDS(seat_kind_words)},
    [K_REMOVE] = {"remove", VIEW_IX_NUM},
    [K_ADD] = {"add", VIEW_IX_WORDS, VIEW_IX_NONE, VIEW_WORDS(add_words)},
    [K_NUMBERING] = {"numbering", VIEW_IX_NUM},
    [K_COLBOX] = {"column.box", VIEW_IX_NUM},
    [K_COLVAL] = {"column.value", VIEW_IX_NUM},
    [K_COLSTEP] = {"column.step", VIEW_IX_NUM, VIEW_IX_NUM},
    [K_COLPOS] = {"column.position", VIEW_IX_NUM},
    [K_DIE] = {"die"},
    [K_ROLL] = {"roll"},
    [K_DIR] = {"direction", VIEW_IX_WORDS, VIEW_IX_NONE, VIEW_WORDS(dir_words)},
    [K_NOTE] = {"note", VIEW_IX_NUM},
    [K_EXPANSION] = {"expansion"},
    [K_OPEN] = {"open"},
    [K_SEED] = {"seed"},
    [K_SEED_LBL] = {"seed.label", VIEW_IX_NUM},
    [K_ID_LBL] = {"id.label"},
    [K_ID] = {"id"},
    [K_COPY] = {"copy"},
    [K_MSG] = {"message"},
    [K_START] = {"start"},
    [K_BACK] = {"back"},
    [K_RULE] = {"rule", VIEW_IX_NUM},
    [K_FOOT] = {"foot", VIEW_IX_NUM, VIEW_IX_NUM},
};
_Static_assert(sizeof kind_names / sizeof kind_names[0] == K_FOOT + 1, "a name for every K_* kind");
const view_kinds setup_kinds = VIEW_KINDS(kind_names);

/* What a click (or the keyboard) does: the hit tags of this screen. */
enum {
    T_NAME = 1,   /* a = seat */
    T_KIND,       /* a = seat, b = 0 human, 1 + TD_BOT_* */
    T_LEVEL,      /* a = seat, b = -1 / +1: the ladder's level below / above */
    T_REMOVE,     /* a = seat */
    T_ADD,        /* a = 0 a person's seat, 1 a bot's */
    T_NUMBERING,  /* a = TD_NUMBERING_* */
    T_COLSTEP,    /* a = position, b = 0: +1, 1: -1 (expert) */
    T_ROLL,
    T_DIR,        /* a = 0 up, 1 down */
    T_EXPANSION,
    T_OPEN,
    T_SEED,
    T_COPY,
    T_START,
    T_BACK
};

/* a bot level's name (TR_BOT_* follow td_bot level order) */
static const char *level_label(int level) { return tr(TR_BOT_RANDOM + level); }

/* The setup: kept between visits until a game starts (not game state: nothing here is saved; the
 * last game's table is, by store_state). */
static struct setup_model {
    int init;
    int games_seen;                /* app.games_started when it was set up from the last table */
    int n;                         /* seats, 1..TD_MAX_PLAYERS */
    game_seat seat[TD_MAX_PLAYERS];
    uint8_t level[TD_MAX_PLAYERS]; /* the level a seat's level button shows (a human's too) */
    int told;                      /* the level told under the seats: TD_BOT_*, -1 none yet */
    int numbering;                 /* TD_NUMBERING_* */
    int leftmost, direction;       /* random numbering: 1..6 (0: not rolled yet), +1 / -1 */
    uint8_t expert[TD_COLUMNS];    /* expert numbering, as set (may not be a permutation) */
    int expansion, open_sheets;
    char seed[SEED_DIGITS + 1];    /* empty: a random seed */
} model;

/* ui state of this visit */
static struct setup_ui {
    uiw w;
    char msg[200];                 /* the last refusal or notice */
    int msg_bad;
    int confirm;                   /* Start pressed once over a game in progress (start) */
    uint64_t random_seed;          /* used when the seed field is empty; drawn on entering */
    uint8_t faces[ROLL_FACES];     /* the tumbling die's faces */
    int roll_pending;              /* start the die's animation at the next sync */
    float design_h;                /* the design space's height the cards were laid out for */
} setup;

/* ---- the model ------------------------------------------------------------------------------- */

static void default_name(int seat, int kind, char *buf, size_t n)
{
    seats_default_name(seat, kind == 0 ? SEAT_HUMAN : kind - 1, buf, n);
}

static int seat_kind(const game_seat *s) { return s->bot == SEAT_HUMAN ? 0 : 1 + s->bot; }

static void set_kind(int seat, int kind)
{
    game_seat *s = &model.seat[seat];
    int keep_default = seats_is_default_name(s->name, seat);
    s->bot = kind == 0 ? SEAT_HUMAN : (uint8_t)(kind - 1);
    if (kind > 0)
        model.level[seat] = (uint8_t)(kind - 1);
    if (keep_default)
        default_name(seat, kind, s->name, sizeof s->name);
}

/* The seat's level one step down (step -1) or up (+1) the ladder, the seat a bot of it; a level
 * off the ladder (random, from an older table) steps onto its nearest end. */
static void step_level(int seat, int step)
{
    const td_bot_rung *rungs;
    int n = td_bot_ladder(&rungs), at = -1;
    for (int i = 0; i < n; i++)
        if (rungs[i].level == model.level[seat])
            at = i;
    int human = model.seat[seat].bot == SEAT_HUMAN;
    if (at < 0)
        at = step > 0 ? 0 : n - 1;
    else if (!human) /* a human's first press makes it a bot of the level shown */
        at = at + step < 0 ? 0 : at + step >= n ? n - 1 : at + step;
    set_kind(seat, 1 + rungs[at].level);
    model.told = rungs[at].level;
}

/* The ladder's entry of a level, or NULL (random). */
static const td_bot_rung *rung_of(int level)
{
    const td_bot_rung *rungs;
    int n = td_bot_ladder(&rungs);
    for (int i = 0; i < n; i++)
        if (rungs[i].level == level)
            return &rungs[i];
    return NULL;
}

static void model_defaults(const app *a)
{
    memset(&model, 0, sizeof model);
    model.open_sheets = a->open_sheets_default; /* the settings' choice for games from the menus */
    model.init = 1;
    model.n = 2;
    for (int i = 0; i < TD_MAX_PLAYERS; i++)
        model.level[i] = TD_BOT_GREEDY;
    model.told = -1;
    set_kind(0, 0);
    set_kind(1, 1 + TD_BOT_GREEDY);
    model.numbering = TD_NUMBERING_STANDARD;
    model.direction = 1;
    for (int i = 0; i < TD_COLUMNS; i++)
        model.expert[i] = (uint8_t)(i + 1);
}

/* The first visit, and the first after a game has started, show the table of the last game
 * started (in this run, or saved by an earlier one), with the seats' default names in the current
 * language and a random numbering's die rolled again; else the defaults. */
static void model_from_last(const app *a)
{
    model_defaults(a);
    td_params params;
    game_seat seats[TD_MAX_PLAYERS];
    memset(seats, 0, sizeof seats);
    int n, open;
    if (!store_last_table(a, &params, seats, &n, &open) || n < 1 || n > TD_MAX_PLAYERS)
        return;
    const td_params *p = &params;
    model.n = n;
    memcpy(model.seat, seats, sizeof model.seat); /* default names already in the current language */
    for (int i = 0; i < n; i++)
        if (model.seat[i].bot != SEAT_HUMAN)
            model.level[i] = model.seat[i].bot;
    model.expansion = p->expansion;
    model.open_sheets = open && n > 1;
    model.numbering = p->numbering;
    if (p->numbering == TD_NUMBERING_RANDOM) /* its die is rolled again for the new game */
        model.direction = p->col_value[1] == p->col_value[0] % 6 + 1 ? 1 : -1;
    if (p->numbering == TD_NUMBERING_EXPERT)
        memcpy(model.expert, p->col_value, TD_COLUMNS);
}

/* A seat added under the others: a person's (a human seat), or a bot's, of the level the seat
 * above shows (a bot's own, the level a human's Bot button would give: greedy at first). */
static void add_seat(int bot)
{
    if (model.n >= TD_MAX_PLAYERS)
        return;
    int i = model.n++;
    memset(&model.seat[i], 0, sizeof model.seat[i]);
    int level = i > 0 ? model.level[i - 1] : TD_BOT_GREEDY;
    model.level[i] = (uint8_t)level;
    set_kind(i, bot ? 1 + level : 0);
}

static void remove_seat(int seat)
{
    if (model.n <= 1 || seat < 0 || seat >= model.n)
        return;
    for (int i = seat; i + 1 < model.n; i++) {
        int renumber = seats_is_default_name(model.seat[i + 1].name, i + 1);
        model.seat[i] = model.seat[i + 1];
        model.level[i] = model.level[i + 1];
        if (renumber)
            default_name(i, seat_kind(&model.seat[i]), model.seat[i].name, sizeof model.seat[i].name);
    }
    model.n--;
}

/* A seed a person can read and type: six digits, from the performance counter (or from
 * --cosmetic-seed, so that screenshots are stable). */
static uint64_t draw_seed(const app *a)
{
    uint64_t x = a->opt.seed_cosmetic ? (uint64_t)a->opt.seed_cosmetic : (uint64_t)SDL_GetPerformanceCounter();
    x += 0x9E3779B97F4A7C15u; /* splitmix64 finaliser: nearby counters give unrelated seeds */
    x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9u;
    x = (x ^ (x >> 27)) * 0x94D049BB133111EBu;
    x ^= x >> 31;
    return x % 1000000u;
}

static uint64_t seed_of(void)
{
    return model.seed[0] ? strtoull(model.seed, NULL, 10) : setup.random_seed;
}

/* The parameters and seats this setup makes, or the core's reason why not. */
static const char *build(game_params *ng)
{
    memset(ng, 0, sizeof *ng);
    td_params_default(&ng->params, model.n, seed_of());
    ng->params.expansion = (uint8_t)model.expansion;
    const char *err = NULL;
    if (model.numbering == TD_NUMBERING_RANDOM)
        err = td_params_numbering_random(&ng->params, model.leftmost, model.direction);
    else if (model.numbering == TD_NUMBERING_EXPERT)
        err = td_params_numbering_expert(&ng->params, model.expert);
    if (!err)
        err = td_params_check(&ng->params);
    if (err)
        return err;
    ng->n_seats = model.n;
    for (int i = 0; i < model.n; i++) {
        ng->seats[i] = model.seat[i];
        char *name = ng->seats[i].name;
        size_t lead = strspn(name, " \t"), len = strlen(name + lead);
        memmove(name, name + lead, len + 1); /* blanks around a name are not part of it */
        while (len && (name[len - 1] == ' ' || name[len - 1] == '\t'))
            name[--len] = 0;
        if (!name[0])
            default_name(i, seat_kind(&model.seat[i]), name, sizeof ng->seats[i].name);
    }
    ng->open_sheets = model.open_sheets;
    return NULL;
}

static void say(const char *msg, int bad)
{
    snprintf(setup.msg, sizeof setup.msg, "%s", msg ? msg : "");
    setup.msg_bad = bad;
}

/* Rolls the numbering die: the result is the leftmost value; the faces shown while it tumbles
 * come from the cosmetic stream too (never the game's). */
static void roll_die(app *a)
{
    model.leftmost = 1 + (int)td_rng_below(&a->cosmetic, 6);
    int prev = 0;
    for (int i = 0; i < ROLL_FACES - 1; i++) {
        int v;
        do
            v = 1 + (int)td_rng_below(&a->cosmetic, 6);
        while (v == prev);
        setup.faces[i] = (uint8_t)(prev = v);
    }
    if (setup.faces[ROLL_FACES - 2] == model.leftmost)
        setup.faces[ROLL_FACES - 2] = (uint8_t)(model.leftmost % 6 + 1);
    setup.faces[ROLL_FACES - 1] = (uint8_t)model.leftmost;
    setup.roll_pending = 1;
    sfx_play(&a->s, SFX_DICE_ROLL);
}

/* The column values this setup gives (standard before a random roll). */
static void column_values(uint8_t v[TD_COLUMNS])
{
    for (int i = 0; i < TD_COLUMNS; i++)
        v[i] = (uint8_t)(i + 1);
    if (model.numbering == TD_NUMBERING_RANDOM && model.leftmost) {
        td_params p;
        td_params_default(&p, 1, 0);
        if (!td_params_numbering_random(&p, model.leftmost, model.direction))
            memcpy(v, p.col_value, TD_COLUMNS);
    } else if (model.numbering == TD_NUMBERING_EXPERT) {
        memcpy(v, model.expert, TD_COLUMNS);
    }
}

/* ---- drawing: entities ------------------------------------------------------------------------ */

static uint32_t key(int kind, int i, int j) { return view_key(G, kind, i, j); }

/* The tumbling die: its face follows the animation's progress through setup.faces. */
static void paint_die(void *user, const ecs_entity *e, SDL_FRect px, float scale)
{
    app *a = user;
    (void)scale;
    float p = e->draw.progress;
    int k = (int)(p * (float)ROLL_FACES);
    if (k >= ROLL_FACES)
        k = ROLL_FACES - 1;
    int v = setup.faces[k < 0 ? 0 : k];
    gfx_rgba body = gfx_alpha(ui_colour[TD_WHITE], e->world.alpha), pips = gfx_alpha(ui_ink, e->world.alpha);
    gfx_die(&a->g, px.x + px.w / 2, px.y + px.h / 2, px.w, e->world.rot, v ? v : 1, body, pips,
            gfx_alpha(ui_colour_dark[TD_WHITE], e->world.alpha));
}

static void card(uiw *u, int i, float x0, float y0, float x1, float y1)
{
    uiw_rect(u, key(K_CARD, i, 1), (x0 + x1) / 2 + 3, (y0 + y1) / 2 + 4, x1 - x0, y1 - y0, 10,
             (gfx_rgba){0, 0, 0, 60}, 0, ui_ink, 1);
    uiw_rect(u, key(K_CARD, i, 0), (x0 + x1) / 2, (y0 + y1) / 2, x1 - x0, y1 - y0, 10, ui_paper, 1.2f,
             gfx_mix(ui_paper, ui_ink_soft, 0.5f), 2);
}

static void sync_bar(uiw *u)
{
    uiw_rect(u, key(K_BAR, 0, 0), 640, 22, 1280, 44, 0, (gfx_rgba){34, 46, 40, 255}, 0, ui_ink, 5)->mask |=
        ECS_BLEED; /* up to the window's top in a window taller than 16:9 */
    uiw_text(u, key(K_TITLE, 0, 0), 20, 22, 22, GFX_FONT_BOLD, GFX_LEFT | GFX_MIDDLE, ui_paper,
             tr(TR_SETUP_HEADING), 6);
    uiw_text(u, key(K_KEYS, 0, 0), 1260, 22, 13, GFX_FONT_ITALIC, GFX_RIGHT | GFX_MIDDLE,
             gfx_alpha(ui_paper, 0.75f), tr(TR_SETUP_KEYS), 6);
}

#define SEAT_Y0 138.0f
#define SEAT_DY 49.0f

/* How much taller than 16:9 the window's design space is (80 units at 16:10): the setup keeps its
 * top bar at the top, and its two cards grow down to the window's foot, what stands at their foot
 * going down with it (a band of bare table lay under them). */
static float grown(const app *a)
{
    float h = a->world->design_h - (float)ECS_DESIGN_H;
    return h > 0 ? h : 0;
}

static void sync_seats(uiw *u, float grow)
{
    card(u, 0, 20, 60, 720, 700 + grow);
    char head[48];
    uiw_text(u, key(K_HEAD, 0, 0), 44, 92, 22, GFX_FONT_BOLD, GFX_LEFT | GFX_MIDDLE, ui_ink, tr(TR_SETUP_PLAYERS), 10);
    snprintf(head, sizeof head, tr(TR_SETUP_COUNT), model.n, TD_MAX_PLAYERS);
    uiw_text(u, key(K_HEAD, 0, 1), 696, 92, 15, GFX_FONT_ITALIC, GFX_RIGHT | GFX_MIDDLE, ui_ink_soft, head, 10);
    for (int i = 0; i < model.n; i++) {
        float y = SEAT_Y0 + SEAT_DY * (float)i;
        int human = model.seat[i].bot == SEAT_HUMAN;
        uiw_rect(u, key(K_SEAT_NUM, i, 0), 46, y, 28, 28, 14, human ? ui_ink : ui_table, 0, ui_ink, 10);
        char num[12];
        snprintf(num, sizeof num, "%d", i + 1);
        uiw_text(u, key(K_SEAT_NUM_TXT, i, 0), 46, y, 15, GFX_FONT_BOLD, GFX_CENTER | GFX_MIDDLE, ui_paper, num, 11);
        uiw_field(u, key(K_NAME, i, 0), 184, y, 234, 34, model.seat[i].name, tr(TR_SETUP_NAME_HINT), 0, T_NAME, i, 0, 10);
        /* Human or Bot: a human's other choice reads Bot, over the whole width of the level's
         * selector (pressing it makes the seat a bot of the level shown last); a bot's, its level
         * between the steps down and up the ladder, which only a bot has */
        const td_bot_rung *rungs;
        int n_rungs = td_bot_ladder(&rungs);
        int level = model.level[i];
        uiw_button(u, key(K_KIND, i, 0), 352, y, 76, 30, tr(TR_SETUP_HUMAN), human ? UIW_SELECTED : 0, T_KIND, i, 0,
                   10);
        if (human) {
            uiw_button(u, key(K_KIND, i, 2), 513, y, 232, 30, tr(TR_SETUP_BOT), 0, T_KIND, i, 1 + level, 10);
        } else {
            uiw_button(u, key(K_KIND, i, 1), 412, y, 30, 30, "\xE2\x97\x80", level == rungs[0].level ? UIW_DISABLED : 0,
                       T_LEVEL, i, -1, 10);
            uiw_button(u, key(K_KIND, i, 2), 513, y, 164, 30, level_label(level), UIW_SELECTED, T_KIND, i, 1 + level, 10);
            uiw_button(u, key(K_KIND, i, 3), 614, y, 30, 30, "\xE2\x96\xB6",
                       level == rungs[n_rungs - 1].level ? UIW_DISABLED : 0, T_LEVEL, i, 1, 10);
        }
        uiw_button(u, key(K_REMOVE, i, 0), 684, y, 34, 30, "\xC3\x97", model.n > 1 ? 0 : UIW_DISABLED, T_REMOVE, i, 0,
                   10);
        int x_idx = ecs_find(u->env->world, uiw_part(key(K_REMOVE, i, 0), UIW_PART_1));
        if (x_idx >= 0) /* the multiplication sign is small in this face: a bigger size */
            ecs_get(u->env->world, x_idx)->draw.h = 24;
    }
    /* a seat is added for a person or for a bot: each button says which (the seat's kind can
     * still be changed on its row); side by side, the arrows go from one to the other rather than
     * up to the last seat's buttons */
    if (model.n < TD_MAX_PLAYERS) {
        float y = SEAT_Y0 + SEAT_DY * (float)model.n;
        uiw_button(u, key(K_ADD, 0, 0), 167, y, 200, 34, tr(TR_SETUP_ADD_PERSON), 0, T_ADD, 0, 0, 10);
        uiw_button(u, key(K_ADD, 1, 0), 377, y, 200, 34, tr(TR_SETUP_ADD_BOT), 0, T_ADD, 1, 0, 10);
    }
    /* what the two kinds of seat mean, in the room under the seats */
    const char *kinds = tr(TR_SETUP_KINDS_HELP);
    uiw_text(u, key(K_FOOT, 0, 2), 44, 630 + grow, uiw_fit_px(u, GFX_FONT_ITALIC, 13, kinds, 652, 9), GFX_FONT_ITALIC,
             GFX_LEFT | GFX_MIDDLE, ui_ink_soft, kinds, 10);
    /* the level told: the one last chosen, else the first bot's; none at a table of humans */
    int told = model.told;
    for (int i = 0; i < model.n && told < 0; i++)
        if (model.seat[i].bot != SEAT_HUMAN)
            told = model.seat[i].bot;
    if (told >= 0 && told < TD_BOT_LEVELS) {
        const td_bot_rung *r = rung_of(told);
        char line[160];
        if (r) {
            float mean = model.expansion ? r->solo_mean_expansion : r->solo_mean;
            snprintf(line, sizeof line, tr(model.expansion ? TR_SETUP_LEVEL_SCORE_X : TR_SETUP_LEVEL_SCORE),
                     level_label(told), (int)(mean + 0.5f));
        } else {
            snprintf(line, sizeof line, "%s", level_label(told));
        }
        uiw_text(u, key(K_FOOT, 0, 0), 44, 664 + grow, uiw_fit_px(u, GFX_FONT_BOLD, 13, line, 652, 9), GFX_FONT_BOLD,
                 GFX_LEFT | GFX_MIDDLE, ui_ink_soft, line, 10);
        const char *how = tr(TR_BOT_HOW_RANDOM + told);
        uiw_text(u, key(K_FOOT, 0, 1), 44, 682 + grow, uiw_fit_px(u, GFX_FONT_ITALIC, 13, how, 652, 9), GFX_FONT_ITALIC,
                 GFX_LEFT | GFX_MIDDLE, ui_ink_soft, how, 10);
    }
}

#define RX0 740.0f
#define RX1 1260.0f
#define RCX ((RX0 + RX1) / 2)
#define COLS_Y 212.0f
#define MODE_Y 290.0f

static void sync_numbering(app *a, uiw *u)
{
    uiw_text(u, key(K_HEAD, 1, 0), RX0 + 24, 92, 22, GFX_FONT_BOLD, GFX_LEFT | GFX_MIDDLE, ui_ink,
             tr(TR_SETUP_NUMBERING), 10);
    for (int m = 0; m < 3; m++)
        uiw_button(u, key(K_NUMBERING, m, 0), RCX + 156 * (float)(m - 1), 134, 150, 32, tr(TR_NUMBERING_STANDARD + m),
                   model.numbering == m ? UIW_SELECTED : 0, T_NUMBERING, m, 0, 10);
    /* the six die boxes, as on the sheet's header */
    uint8_t v[TD_COLUMNS];
    column_values(v);
    int expert = model.numbering == TD_NUMBERING_EXPERT;
    unsigned count[7] = {0};
    for (int p = 0; p < TD_COLUMNS; p++)
        count[v[p] <= 6 ? v[p] : 0]++;
    for (int p = 0; p < TD_COLUMNS; p++) {
        float x = RCX + 66 * ((float)p - 2.5f);
        int dup = expert && count[v[p]] > 1;
        int from_die = p == 0 && model.numbering == TD_NUMBERING_RANDOM; /* the value the die gave */
        uiw_rect(u, key(K_COLBOX, p, 0), x, COLS_Y, 50, 42, 6, (gfx_rgba){255, 252, 244, 255},
                 dup || from_die ? 2.6f : 1.6f, dup ? ui_bad : from_die ? ui_accent : ui_ink, 10);
        char s[8];
        snprintf(s, sizeof s, "%d", v[p]);
        ecs_entity *t = uiw_text(u, key(K_COLVAL, p, 0), x, COLS_Y, 24, GFX_FONT_BOLD, GFX_CENTER | GFX_MIDDLE,
                                 dup ? ui_bad : ui_ink, s, 11);
        int vidx = (int)(t - a->world->e);
        if (setup.roll_pending && model.numbering == TD_NUMBERING_RANDOM)
            ecs_tween_to(a->world, vidx, TW_ALPHA, 0, 1, shell_anim(a, 0.25f), shell_anim(a, 0.85f + 0.07f * (float)p),
                         EASE_OUT_CUBIC);
        if (expert) {
            uiw_button(u, key(K_COLSTEP, p, 0), x, COLS_Y - 39, 40, 24, "+", 0, T_COLSTEP, p, 0, 10);
            uiw_button(u, key(K_COLSTEP, p, 1), x, COLS_Y + 39, 40, 24, "\xE2\x80\x93", 0, T_COLSTEP, p, 1, 10);
        } else {
            char pos[16];
            snprintf(pos, sizeof pos, tr(TR_SHEET_COLUMN), p + 1);
            uiw_text(u, key(K_COLPOS, p, 0), x, COLS_Y + 34, 13, GFX_FONT_ITALIC, GFX_CENTER | GFX_MIDDLE,
                     ui_ink_soft, pos, 10);
        }
    }
    const char *note = NULL;
    int bad = 0;
    if (model.numbering == TD_NUMBERING_STANDARD) {
        note = tr(TR_SETUP_NOTE_STANDARD);
    } else if (model.numbering == TD_NUMBERING_RANDOM) {
        int idx;
        ecs_entity *d = ecs_get(a->world, idx = ecs_ensure(a->world, key(K_DIE, 0, 0)));
        d->mask |= ECS_DRAWABLE;
        d->local.x = d->prev.x = RX0 + 46;
        d->local.y = d->prev.y = MODE_Y;
        d->z = 12;
        d->draw.kind = DRAW_CUSTOM;
        d->draw.w = d->draw.h = 44;
        d->draw.paint = paint_die;
        d->draw.user = a;
        if (d->fresh && !setup.roll_pending)
            d->draw.progress = d->prev_progress = 1;
        if (setup.roll_pending) {
            float t = shell_anim(a, 0.9f);
            ecs_tween_to(a->world, idx, TW_PROGRESS, 0, 1, t, 0, EASE_OUT_CUBIC);
            ecs_tween_to(a->world, idx, TW_ROT, GFX_PI * (td_rng_below(&a->cosmetic, 2) ? 5 : -5), 0, t, 0,
                         EASE_OUT_CUBIC);
            ecs_tween_to(a->world, idx, TW_SCALE, 1.6f, 1, t, 0, EASE_OUT_BACK);
        }
        uiw_button(u, key(K_ROLL, 0, 0), RX0 + 160, MODE_Y, 120, 32, tr(TR_SETUP_ROLL_AGAIN), 0, T_ROLL, 0, 0, 10);
        uiw_text(u, key(K_NOTE, 1, 0), RX0 + 246, MODE_Y, 14, GFX_FONT_ITALIC, GFX_CENTER | GFX_MIDDLE, ui_ink_soft,
                 tr(TR_SETUP_THEN), 10);
        uiw_button(u, key(K_DIR, 0, 0), RX0 + 324, MODE_Y, 112, 32, tr(TR_SETUP_GOING_UP), model.direction > 0 ? UIW_SELECTED : 0,
                   T_DIR, 0, 0, 10);
        uiw_button(u, key(K_DIR, 1, 0), RX0 + 440, MODE_Y, 112, 32, tr(TR_SETUP_GOING_DOWN),
                   model.direction < 0 ? UIW_SELECTED : 0, T_DIR, 1, 0, 10);
        note = tr(TR_SETUP_NOTE_RANDOM);
    } else {
        td_params p;
        td_params_default(&p, 1, 0);
        const char *err = td_params_numbering_expert(&p, model.expert);
        note = err ? tr_reason(err) : tr(TR_SETUP_NOTE_EXPERT);
        bad = err != NULL;
    }
    float ny = model.numbering == TD_NUMBERING_RANDOM ? MODE_Y + 34 : MODE_Y;
    uiw_text(u, key(K_NOTE, 0, 0), RCX, ny, 14, bad ? GFX_FONT_BOLD : GFX_FONT_ITALIC, GFX_CENTER | GFX_MIDDLE,
             bad ? ui_bad : ui_ink_soft, note, 10);
}

static void sync_options(app *a, uiw *u)
{
    uiw_rect(u, key(K_RULE, 0, 0), RCX, 346, RX1 - RX0 - 48, 1.2f, 0, gfx_alpha(ui_ink_soft, 0.5f), 0, ui_ink, 10);
    uiw_toggle(u, key(K_EXPANSION, 0, 0), RX0 + 16, 376, 488, tr(TR_SETUP_EXPANSION), model.expansion, 0,
               T_EXPANSION, 0, 0, 10);
    uiw_toggle(u, key(K_OPEN, 0, 0), RX0 + 16, 416, 488, tr(TR_SETUP_OPEN_SHEETS), model.open_sheets,
               model.n > 1 ? 0 : UIW_DISABLED, T_OPEN, 0, 0, 10);
    /* the label and the note shrink to their room in a longer language */
    float spx = uiw_fit_px(u, GFX_FONT_BOLD, 17, tr(TR_SETUP_SEED), 50, 11);
    uiw_text(u, key(K_SEED_LBL, 0, 0), RX0 + 26, 466, spx, GFX_FONT_BOLD, GFX_LEFT | GFX_MIDDLE, ui_ink,
             tr(TR_SETUP_SEED), 10);
    uiw_field(u, key(K_SEED, 0, 0), RX0 + 196, 466, 230, 34, model.seed, tr(TR_SETUP_SEED_HINT), UIW_DIGITS, T_SEED, 0, 0, 10);
    const char *seed_note = model.seed[0] ? tr(TR_SETUP_SEED_SAME) : tr(TR_SETUP_SEED_EMPTY);
    uiw_text(u, key(K_SEED_LBL, 1, 0), RX0 + 322, 466,
             uiw_fit_px(u, GFX_FONT_ITALIC, 13, seed_note, RX1 - 24 - (RX0 + 322), 9), GFX_FONT_ITALIC,
             GFX_LEFT | GFX_MIDDLE, ui_ink_soft, seed_note, 10);
    uiw_rect(u, key(K_RULE, 1, 0), RCX, 500, RX1 - RX0 - 48, 1.2f, 0, gfx_alpha(ui_ink_soft, 0.5f), 0, ui_ink, 10);
    /* the game ID: what a player shares to replay the same game */
    game_params ng;
    const char *err = build(&ng);
    char id[TD_GAMEID_MAX];
    if (err)
        snprintf(id, sizeof id, "\xE2\x80\x94");
    else
        td_gameid_encode(&ng.params, id, sizeof id);
    uiw_text(u, key(K_ID_LBL, 0, 0), RX0 + 26, 526, 14, GFX_FONT_ITALIC, GFX_LEFT | GFX_MIDDLE, ui_ink_soft,
             model.seed[0] ? tr(TR_SETUP_GAME_ID) : tr(TR_SETUP_GAME_ID_DRAWN), 10);
    float px = uiw_fit_px(u, GFX_FONT_BOLD, 28, id, 360, 14);
    uiw_text(u, key(K_ID, 0, 0), RX0 + 26, 560, px, GFX_FONT_BOLD, GFX_LEFT | GFX_MIDDLE, ui_ink, id, 10);
    uiw_button(u, key(K_COPY, 0, 0), RX1 - 70, 560, 92, 32, tr(TR_BTN_COPY), err ? UIW_DISABLED : 0, T_COPY, 0, 0, 10);
    if (setup.msg[0]) {
        ecs_entity *m = uiw_text(u, key(K_MSG, 0, 0), RCX, 604, 15, setup.msg_bad ? GFX_FONT_BOLD : GFX_FONT_ITALIC,
                                 GFX_CENTER | GFX_MIDDLE, setup.msg_bad ? ui_bad : ui_good, setup.msg, 10);
        m->draw.h = uiw_fit_px(u, m->draw.face, 15, setup.msg, RX1 - RX0 - 40, 10);
    }
    float grow = grown(a);
    uiw_button(u, key(K_BACK, 0, 0), RX0 + 92, 656 + grow, 132, 46, tr(TR_BTN_BACK), 0, T_BACK, 0, 0, 10);
    uiw_button(u, key(K_START, 0, 0), RX1 - 170, 656 + grow, 290, 52, tr(TR_SETUP_START), UIW_PRIMARY, T_START, 0, 0,
               10);
}

static void sync(app *a)
{
    uiw *u = &setup.w;
    uiw_begin(u, &a->widgets);
    ecs_sync_begin(a->world, G);
    sync_bar(u);
    sync_seats(u, grown(a));
    card(u, 1, RX0, 60, RX1, 700 + grown(a));
    sync_numbering(a, u);
    sync_options(a, u);
    ecs_sync_end(a->world, G);
    setup.design_h = a->world->design_h;
    setup.roll_pending = 0;
    a->dirty = 1;
}

/* ---- input ----------------------------------------------------------------------------------- */

/* Whether two names are one player's: the same but for letter case, or a default name of the same
 * number in two languages ("Player 2", "Joueur 2": one profile). */
static int same_player(const char *x, const char *y)
{
    int n = tr_default_player(x);
    return SDL_strcasecmp(x, y) == 0 || (n > 0 && n == tr_default_player(y));
}

/* A seat whose name an earlier seat already has (same_player), or -1: of the two, the one whose
 * name was typed (the later if both were). */
static int name_repeated(const game_params *ng)
{
    for (int i = 1; i < ng->n_seats; i++)
        for (int j = 0; j < i; j++)
            if (same_player(ng->seats[i].name, ng->seats[j].name))
                return seats_is_default_name(model.seat[i].name, i) && !seats_is_default_name(model.seat[j].name, j) ? j : i;
    return -1;
}

static void start(app *a)
{
    game_params ng;
    const char *err = build(&ng);
    int twice = err ? -1 : name_repeated(&ng);
    int day = err || twice >= 0 ? 0 : store_can_continue(a, NULL, NULL, 0);
    if (day && !setup.confirm) { /* a game in progress: the first press says it would go */
        char buf[200];
        snprintf(buf, sizeof buf, tr(TR_REPLACE_GAME), day);
        say(buf, 1);
        setup.confirm = 1;
        sfx_play(&a->s, SFX_REFUSE);
        sync(a);
        return;
    }
    if (twice >= 0) { /* two players one name: the hand-over, the scores and the profiles could not tell them apart */
        char buf[200];
        snprintf(buf, sizeof buf, tr(TR_SETUP_NAME_TWICE), ng.seats[twice].name);
        say(buf, 1);
        sfx_play(&a->s, SFX_REFUSE);
        uiw_set_focus(&setup.w, key(K_NAME, twice, 0)); /* its name selected: typing replaces it */
        setup.w.all_selected = model.seat[twice].name[0] != 0;
        setup.w.show_focus = 1;
        sync(a);
        return;
    }
    if (!err) {
        uiw_set_focus(&setup.w, 0);
        err = game_start(a, &ng);
        if (!err) {
            refs_start(&a->ss->now.params, a->think_async); /* a solo game's references */
            return; /* the play screen has taken over */
        }
    }
    char buf[200];
    snprintf(buf, sizeof buf, tr(TR_CANNOT_START), tr_reason(err));
    say(buf, 1);
    sfx_play(&a->s, SFX_REFUSE);
    sync(a);
}

static void copy_id(app *a)
{
    game_params ng;
    char id[TD_GAMEID_MAX];
    if (build(&ng))
        return;
    td_gameid_encode(&ng.params, id, sizeof id);
    if (SDL_SetClipboardText(id) == 0)
        say(tr(TR_SETUP_ID_COPIED), 0);
    else
        say(SDL_GetError(), 1);
    (void)a;
}

/* Does what the widget of (tag, ta, tb) stands for. */
static void act(app *a, int tag, int ta, int tb)
{
    if (tag != T_START)
        setup.confirm = 0; /* the table changed: Start warns again */
    switch (tag) {
    case T_KIND:
        set_kind(ta, tb);
        if (tb > 0)
            model.told = tb - 1;
        break;
    case T_LEVEL:
        step_level(ta, tb);
        break;
    case T_REMOVE:
        remove_seat(ta);
        break;
    case T_ADD:
        add_seat(ta);
        break;
    case T_NUMBERING:
        model.numbering = ta;
        if (ta == TD_NUMBERING_RANDOM && !model.leftmost)
            roll_die(a);
        break;
    case T_COLSTEP: {
        int v = model.expert[ta] + (tb ? -1 : 1);
        model.expert[ta] = (uint8_t)(v < 1 ? 6 : v > 6 ? 1 : v);
        break;
    }
    case T_ROLL:
        roll_die(a);
        break;
    case T_DIR:
        model.direction = ta ? -1 : 1;
        break;
    case T_EXPANSION:
        model.expansion = !model.expansion;
        break;
    case T_OPEN:
        model.open_sheets = !model.open_sheets;
        break;
    case T_COPY:
        copy_id(a);
        sync(a);
        return;
    case T_START:
        start(a);
        return;
    case T_BACK:
        uiw_set_focus(&setup.w, 0);
        shell_goto(a, SCREEN_TITLE);
        return;
    default: /* a text field: the click gave it the focus */
        break;
    }
    if (tag != T_NAME && tag != T_SEED)
        sfx_play(&a->s, SFX_CLICK);
    setup.msg[0] = 0;
    sync(a);
}

/* The text field with the focus: its buffer and size, or NULL. */
static char *focused_field(size_t *cap, int *digits)
{
    const uiw_focusable *f = uiw_focused(&setup.w);
    if (!f || !f->is_field)
        return NULL;
    if (f->tag == T_NAME && f->a < model.n) {
        *cap = sizeof model.seat[f->a].name;
        *digits = 0;
        return model.seat[f->a].name;
    }
    if (f->tag == T_SEED) {
        *cap = sizeof model.seed;
        *digits = 1;
        return model.seed;
    }
    return NULL;
}

static void type_text(app *a, const char *in)
{
    size_t cap;
    int digits;
    char *buf = focused_field(&cap, &digits);
    if (!buf)
        return;
    char before[SEED_DIGITS + SEAT_NAME_MAX + 2];
    snprintf(before, sizeof before, "%s", buf);
    size_t added = uiw_field_type(&setup.w, buf, cap, in, digits);
    if (digits && added) { /* a seed must fit in 64 bits */
        errno = 0;
        strtoull(buf, NULL, 10);
        if (errno == ERANGE) {
            memcpy(buf, before, strlen(before) + 1);
            added = 0;
        }
    }
    if (digits ? !added && in[0] : added < strlen(in)) { /* a name: what did not fit is said, pasted too */
        char why[200];
        snprintf(why, sizeof why, tr(TR_SETUP_NAME_TOO_LONG), SEAT_NAME_MAX);
        say(digits ? tr(TR_SETUP_SEED_BAD) : why, 1);
        sfx_play(&a->s, SFX_REFUSE);
    } else {
        setup.msg[0] = 0;
    }
    sync(a);
}

static void key_down(app *a, const SDL_KeyboardEvent *k)
{
    SDL_Keycode sym = k->keysym.sym;
    size_t cap;
    int digits;
    char *field = focused_field(&cap, &digits), *clip;
    const uiw_focusable *f = uiw_focused(&setup.w);
    if (sym == SDLK_ESCAPE) {
        uiw_set_focus(&setup.w, 0);
        shell_goto(a, SCREEN_TITLE);
    } else if ((sym == SDLK_RETURN || sym == SDLK_KP_ENTER || sym == SDLK_SPACE || sym == SDLK_TAB || sym == SDLK_UP ||
                sym == SDLK_DOWN || sym == SDLK_LEFT || sym == SDLK_RIGHT) &&
               uiw_focus_lost(&setup.w)) {
        /* the focused button went (a seat removed, the table full): the next key shows the ring
         * on its nearest neighbour (Tab went back to the first name) and does nothing else */
        sync(a);
    } else if ((sym == SDLK_RETURN || sym == SDLK_KP_ENTER) && f && f->is_field && f->tag == T_NAME) {
        /* names typed one after another: Enter goes on to the next, then to Start (a second Enter
         * there starts), rather than starting with the names after it still to type */
        uiw_set_focus(&setup.w, f->a + 1 < model.n ? key(K_NAME, f->a + 1, 0) : key(K_START, 0, 0));
        setup.w.show_focus = 1;
        sync(a);
    } else if (sym == SDLK_RETURN || sym == SDLK_KP_ENTER) {
        if (f && !f->is_field && f->tag != T_START && setup.w.show_focus)
            act(a, f->tag, f->a, f->b);
        else
            start(a);
    } else if (field && uiw_field_key(&setup.w, field, sym, k->keysym.mod)) {
        setup.msg[0] = 0;
        sync(a);
    } else if (field && (clip = uiw_paste(sym, k->keysym.mod)) != NULL) {
        type_text(a, clip);
        SDL_free(clip);
    } else if (sym == SDLK_SPACE && f && !f->is_field) {
        act(a, f->tag, f->a, f->b);
    } else if (uiw_key_nav(&setup.w, sym, k->keysym.mod)) {
        sync(a);
    }
}

/* The next visit opens on a solo table (screen_setup_next_solo): 1, or 2 with the expansion. */
static int next_solo;

void screen_setup_next_solo(int expansion) { next_solo = expansion ? 2 : 1; }

static void screen_setup_enter(app *a)
{
    if (!model.init || model.games_seen != a->games_started) /* a game started since: its table */
        model_from_last(a);
    model.games_seen = a->games_started;
    if (next_solo) { /* one human seat, the rest of the table as it was */
        if (next_solo == 2)
            model.expansion = 1;
        next_solo = 0;
        model.n = 1;
        set_kind(0, 0);
    }
    memset(&setup, 0, sizeof setup);
    setup.w.env = &a->widgets;
    a->world->top_bar = 1;
    a->world->tall = 1; /* its cards grow down a window taller than 16:9 (grown) */
    ecs_system_layout(a->world, a->out_w, a->out_h, a->ui_scale, 1);
    setup.random_seed = draw_seed(a);
    memset(setup.faces, model.leftmost, sizeof setup.faces);
    if (model.numbering == TD_NUMBERING_RANDOM && !model.leftmost)
        roll_die(a);
    sync(a);
    uiw_set_focus(&setup.w, 0); /* text input stays off until a field is chosen */
}

/* A name field that takes the focus with a name nobody typed has it selected: typing replaces it. */
static void select_default_name(app *a)
{
    const uiw_focusable *f = uiw_focused(&setup.w);
    if (f && f->is_field && f->tag == T_NAME && f->a < model.n && model.seat[f->a].name[0] &&
        seats_is_default_name(model.seat[f->a].name, f->a)) {
        setup.w.all_selected = 1;
        sync(a);
    }
}

static void screen_setup_event(app *a, const SDL_Event *ev)
{
    uint32_t focus = setup.w.focus;
    switch (ev->type) {
    case SDL_MOUSEMOTION:
        if (uiw_mouse_move(&setup.w))
            sync(a);
        break;
    case SDL_MOUSEBUTTONDOWN:
        if (ev->button.button == SDL_BUTTON_LEFT) {
            ecs_hit hit;
            uint32_t k = uiw_click(&setup.w, &hit);
            if (k)
                act(a, hit.tag, hit.a, hit.b);
            else
                sync(a);
        }
        break;
    case SDL_TEXTINPUT:
        type_text(a, ev->text.text);
        break;
    case SDL_KEYDOWN:
        key_down(a, &ev->key);
        break;
    default:
        break;
    }
    if (a->screen == SCREEN_SETUP && setup.w.focus != focus)
        select_default_name(a);
}

/* A window that became taller or less tall: the cards laid out again for it. */
static void screen_setup_draw(app *a)
{
    if (a->world->design_h != setup.design_h) {
        sync(a);
        ecs_system_layout(a->world, a->out_w, a->out_h, a->ui_scale, 1);
    }
    ecs_system_render(a->world, &a->g, 1);
}

const shell_screen screen_setup = {
    .name = "setup",
    .enter = screen_setup_enter,
    .event = screen_setup_event,
    .draw = screen_setup_draw,
    .kinds = &setup_kinds,
};
