/* test_tutorial.c — the guided first game (src/game/tutorial/tutorial.c), played through the rules core:
 *   - its game ID starts a solo game;
 *   - every roll step is a forced roll made when the game waits for the dice, and every move step
 *     is a legal move of player 1 when it comes, so the guided game can always be played through
 *     and is the same for everyone;
 *   - a step pointing at a die points at its move's die;
 *   - what each sentence says happens: the lesson of each step is checked on the game at that
 *     step (the rule it teaches is named beside its check), and the game ends at the last step;
 *   - the lesson is short: at most 28 steps, few of them a sentence alone;
 *   - every sentence exists in the three languages (test_app_lang checks their texts);
 *   - a step's legend shows the icons of the resources its sentence names in any language, and no
 *     other, unless it shows all three (check_legend).
 * The second lesson (lesson2.c) the same way, through a session, so that its undo step is the
 * core's undo; its sentences also say the same numbers in the three languages, and name the
 * play screen's buttons as the buttons are labelled.
 * The game's words a newcomer does not know (die box, link, bonuses that chain) are said plainly
 * where the first lesson first uses them (test_terms_said_plainly).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "app_lang.h"
#include "play/play_input.h"
#include "troyes/td_gameid.h"
#include "troyes/td_rules.h"
#include "troyes/td_score.h"
#include "troyes/td_session.h"
#include "tutorial/tutorial.h"

/* What the game looks like at a step: the state now, the state before the step's move (or the
 * roll's), and what the move gained. */
typedef struct lesson {
    const td_state *s, *before;
    const td_gain *g;
    const td_move *m;
    const tut_step *st; /* the step (the first lesson's) */
} lesson;

static int bits(unsigned x)
{
    int n = 0;
    for (; x; x &= x - 1)
        n++;
    return n;
}

/* The numbers a sentence says, in order: said[] and *n_said (check_lesson, check_lesson2). */
#define SAY(...)                                                                                                     \
    do {                                                                                                             \
        const int v_[] = {__VA_ARGS__};                                                                              \
        *n_said = (int)(sizeof v_ / sizeof v_[0]);                                                                   \
        memcpy(said, v_, sizeof v_);                                                                                 \
    } while (0)

/* The event each sentence speaks of, checked on the game at its step; and, for the sentences
 * that say how the score counts, the numbers they say, in order, as the game has them (said[],
 * *n_said; -1 when the sentence's numbers are not checked this way). */
/* The value the step's die move sets its die to. */
static int m_value(const lesson *l) { return l->m->value; }

static void check_lesson(int key, const lesson *l, int said[16], int *n_said)
{
    const td_state *s = l->s;
    const td_sheet *sh = &s->sheet[0];
    const td_gain *g = l->g;
    td_cost c;
    td_score sc;
    int held;
    *n_said = -1;
    switch (key) {
    case TR_TUT_SHEET: /* SPEC §8.2: each resource type scores 1 VP per 2 held; the running score
                        * counts them: "1 VP for every 2 of one resource" */
        td_score_of(s, 0, &sc);
        for (int r = 0; r < TD_RESOURCES; r++) {
            held = sh->res_circled[r] - sh->res_crossed[r];
            assert_int_equal(sc.resources[r], held / 2);
        }
        assert_true(sc.total > 0);
        assert_int_equal(l->st->res, TUT_RES_ALL); /* the legend: the three resources, named */
        SAY(1, 2);
        break;
    case TR_TUT_PRICES: /* the first roll's dice, read together: SPEC §2.1: a die takes its
                         * plaza's colour, "this 2 is a yellow 2"; SPEC §2: slot 1 free, then 1
                         * resource of any type, 1 denier, 2 deniers (the slot's price, the same
                         * every half-day); SPEC §2.2: the black die's plaza is destroyed, and the
                         * black die is not taken */
        assert_int_equal(td_slot_colour(s, 0), TD_YELLOW);
        assert_int_equal(s->die_value[0], 2);
        assert_int_equal(td_slot_cost[0], 0);
        assert_true(s->destroyed >> s->black_slot & 1u);
        assert_false(s->usable >> s->black_slot & 1u);
        assert_int_equal(l->st->at, TUT_AT_PRICES);
        assert_int_equal(l->st->res, TUT_RES_ALL); /* "1 resource of your choice" */
        SAY(s->die_value[0], s->die_value[0], td_slot_cost[1], td_slot_cost[2], td_slot_cost[3]);
        break;
    case TR_TUT_GAIN: /* SPEC §3.3: gain v of the die's colour's resource */
        assert_int_equal(g->circled[TD_DENIERS], 2);
        break;
    case TR_TUT_FLIP: /* SPEC §2.4: the destroyed plaza flips; here from yellow to red; the step
                       * points at that plaza's notch; said with the deniers' track, read at
                       * the same time: SPEC §8.2 and §5: "5, so 2 VP", the running score moved by
                       * them; slots 6, 12 and 18 give a citizen */
        assert_int_equal(l->before->wheel.up[td_slot_notch(l->before, l->before->black_slot)], TD_YELLOW);
        assert_int_equal(s->wheel.up[td_slot_notch(l->before, l->before->black_slot)], TD_RED);
        assert_int_equal(l->st->at, TUT_AT_NOTCH);
        if (l->st->a != td_slot_notch(l->before, l->before->black_slot))
            fail_msg("TR_TUT_FLIP points at notch %d, the flipped plaza is in notch %d", l->st->a,
                     td_slot_notch(l->before, l->before->black_slot));
        held = sh->res_circled[TD_DENIERS] - sh->res_crossed[TD_DENIERS];
        td_score_of(s, 0, &sc);
        assert_int_equal(sc.resources[TD_DENIERS], held / 2);
        assert_true(td_score_total(s, 0) > td_score_total(l->before, 0));
        for (int slot = 1; slot <= TD_RES_TRACK; slot++)
            assert_int_equal(td_res_slot_gives_citizen(slot), slot == 6 || slot == 12 || slot == 18);
        assert_int_equal(l->st->res, TUT_RES_D);
        SAY(held, sc.resources[TD_DENIERS], 6, 12, 18);
        break;
    case TR_TUT_PRESTIGE: /* "Afternoon": the die taken in the afternoon's half-day; SPEC §4.2:
                           * Fortress 1 gives a red citizen: "the red 1 ... in column 1" */
        assert_int_equal(l->before->day, 1);
        assert_int_equal(l->before->half, 1);
        assert_int_equal(g->built[TD_ROW_FORTRESS], 1u << 0);
        assert_int_equal(sh->cit[TD_RED], 1);
        SAY(m_value(l), 1);
        break;
    case TR_TUT_CITIZENS:
        assert_true(sh->built[TD_ROW_FORTRESS] & 1u);
        assert_int_equal(sh->cit[TD_RED], 1);
        break;
    case TR_TUT_WORK: /* SPEC §2.5: "Day 2", the small layer turned after day 1's afternoon, each
                       * slot's price over another plaza; SPEC §4.2: "the free red 2" builds a
                       * Count's Palace, "2 red citizens" */
        assert_int_equal(l->before->day, 2);
        assert_int_equal(l->before->half, 0);
        td_move_cost(l->before, l->m, &c);
        assert_int_equal(c.slot_amount, 0);
        assert_int_equal(g->built[TD_ROW_PALACE], 1u << 1);
        assert_int_equal(g->citizens[TD_RED], 2);
        SAY(l->before->day, m_value(l), g->citizens[TD_RED]);
        break;
    case TR_TUT_VALUE_MOVE: /* SPEC §3.2: 1 influence a step: "lower the red 3 (1 denier) to 2 (1
                             * influence) for a Fortress in column 2"; §4.3: the Fortress 1-2 link,
                             * whose bonus is a red citizen */
        td_move_cost(l->before, l->m, &c);
        assert_int_equal(c.value_influence, 1);
        assert_int_equal(c.slot_amount, 1);
        assert_int_equal(g->links, 1u << (TD_ROW_FORTRESS * 3 + 0));
        assert_int_equal(g->built[TD_ROW_FORTRESS], 1u << 1);
        assert_int_equal(td_links[TD_ROW_FORTRESS][0].kind, TD_LINK_CITIZEN); /* "a red citizen" */
        assert_int_equal(td_links[TD_ROW_FORTRESS][0].colour, TD_RED);
        assert_int_equal(td_links[TD_ROW_FORTRESS][0].amount, 1);
        SAY(c.value_influence, l->before->die_value[l->m->slot], c.slot_amount, m_value(l), c.value_influence, 2);
        break;
    case TR_TUT_PROTECTED: /* SPEC §2.2 and §4.4: from "Day 3", a Fortress protects its column;
                            * "die box 1 of your red district", pointed at */
        assert_int_equal(l->st->hit, HIT_DIEBOX);
        assert_int_equal(l->st->a, TD_RED);
        assert_int_equal(l->st->b, 0);
        SAY(s->day, s->attack_value[0], s->attack_value[0], s->attack_value[0]);
        assert_int_equal(s->day, 3);
        assert_int_equal(s->attack_value[0], 1);
        assert_int_equal(s->attack_colour[0], TD_RED);
        assert_int_equal(sh->attack[0], TD_ATTACK_PROTECTED);
        break;
    case TR_TUT_COLOUR_MOVE: /* SPEC §3.2: a colour change costs 2 knowledge */
        td_move_cost(l->before, l->m, &c);
        assert_int_equal(c.colour_knowledge, 2);
        assert_int_equal(g->citizens[TD_YELLOW], 2);
        break;
    case TR_TUT_CROSSED: /* SPEC §2.2: the die box and its unbuilt cells are crossed out; "die
                          * box 3 of your white district", pointed at */
        assert_int_equal(l->st->hit, HIT_DIEBOX);
        assert_int_equal(l->st->a, TD_WHITE);
        assert_int_equal(l->st->b, 2);
        SAY(s->attack_value[0], s->attack_value[0]);
        assert_int_equal(sh->attack[0], TD_ATTACK_CROSSED);
        assert_true(sh->die_crossed[TD_WHITE] & (1u << 2));
        assert_true(sh->crossed[TD_ROW_CATHEDRAL] & sh->crossed[TD_ROW_BISHOPRIC] & (1u << 2));
        break;
    case TR_TUT_FORTRESS4: /* SPEC §4.2: Fortress 4 gives a yellow citizen */
        assert_int_equal(g->built[TD_ROW_FORTRESS], 1u << 3);
        assert_int_equal(g->citizens[TD_YELLOW], 1);
        break;
    case TR_TUT_SLOT6: /* SPEC §5: slot 6 of a resource track gives a citizen */
        assert_int_equal(sh->res_circled[TD_KNOWLEDGE], 6);
        assert_int_equal(g->citizens[TD_WHITE], 1);
        break;
    case TR_TUT_BISHOPRIC: /* SPEC §5: the column 3 bonus, 1 of each resource, waits for all three
                            * tracks to have 3 citizens: "Red has 5, yellow 3, white only 1"
                            * before the move; the step rings column 3 of the three tracks (and the
                            * move's die); SPEC §4.2: a Bishopric gives 2 white citizens: "the yellow
                            * 5 ... its 2 white citizens take white to 3"; column 3 reached, and the
                            * chain */
        held = l->before->sheet[0].cit[TD_WHITE];
        assert_int_equal(td_colbonus_at[0], TD_COLBONUS_RESOURCES);
        assert_true(l->before->sheet[0].cit[TD_RED] >= td_colbonus_at[0]);
        assert_true(l->before->sheet[0].cit[TD_YELLOW] >= td_colbonus_at[0]);
        assert_true(held < td_colbonus_at[0]);
        assert_int_equal(l->st->at, TUT_AT_COLUMN);
        assert_int_equal(l->st->a, td_colbonus_at[0]);
        assert_int_equal(l->st->res, TUT_RES_ALL); /* "1 of each resource" */
        assert_int_equal(m_value(l), 5);
        assert_int_equal(g->citizens[TD_WHITE], 2);
        assert_int_equal(sh->cit[TD_WHITE], td_colbonus_at[0]);
        assert_int_equal(g->columns, 1u << 0);
        assert_int_equal(g->citizens[TD_YELLOW], 1);
        SAY(td_colbonus_at[0], 1, td_colbonus_at[0], l->before->sheet[0].cit[TD_RED],
            l->before->sheet[0].cit[TD_YELLOW], held, m_value(l), g->citizens[TD_WHITE], sh->cit[TD_WHITE]);
        break;
    case TR_TUT_CHAIN: /* SPEC §5: column 3's bonus, 1 of each resource; its denier the 6th of the
                        * deniers' track, whose citizen is yellow (the column's gift chains) */
        assert_int_equal(g->columns, 1u << 0);
        for (int r = 0; r < TD_RESOURCES; r++)
            assert_int_equal(g->circled[r], 1);
        assert_int_equal(sh->res_circled[TD_DENIERS], 6);
        assert_true(td_res_slot_gives_citizen(6));
        assert_int_equal(g->citizens[TD_YELLOW], 1);
        assert_int_equal(l->st->at, TUT_AT_COLUMN);
        assert_int_equal(l->st->a, td_colbonus_at[0]);
        assert_int_equal(l->st->res, TUT_RES_ALL);
        SAY(td_colbonus_at[0], g->circled[TD_INFLUENCE], g->circled[TD_DENIERS], g->circled[TD_KNOWLEDGE],
            sh->res_circled[TD_DENIERS]);
        break;
    case TR_TUT_CATHEDRAL: /* SPEC §4.4: a Cathedral unlocks its column's character, "in column 1
                            * with the white 1"; the multiplier, pointed at beside column 1's
                            * character, where the 1st Cathedral writes its ×1: "×1 for your 1st and
                            * 2nd Cathedrals, ×2 for the 3rd and 4th, ×3 for the 5th and 6th" */
        assert_int_equal(g->characters, 1u << 0);
        assert_int_equal(g->cathedral_multiplier, 1);
        assert_int_equal(l->st->at, TUT_AT_MULTIPLIER);
        assert_int_equal(g->built[TD_ROW_CATHEDRAL], 1u << (l->st->a - 1));
        assert_int_equal(sh->cath_mult[l->st->a - 1], 1);
        assert_int_equal(bits(sh->built[TD_ROW_CATHEDRAL]), 1);
        for (int nth = 1; nth <= 6; nth += 2)
            assert_int_equal(td_cathedral_multiplier(nth), td_cathedral_multiplier(nth + 1));
        SAY(l->st->a, m_value(l), 1, td_cathedral_multiplier(1), 1, 2, td_cathedral_multiplier(3), 3, 4,
            td_cathedral_multiplier(5), 5, 6);
        break;
    case TR_TUT_GREAT_HALL: /* SPEC §4.2, §4.4 and [R3]: column 2's Great Hall gains 2 red
                             * citizens once per available red die: "in column 2, 2 red citizens
                             * for each red die on the wheel, and there is 1" */
        assert_int_equal(g->built[TD_ROW_GREAT_HALL], 1u << 1);
        assert_int_equal(l->before->avail[TD_RED], 1);
        assert_int_equal(g->citizens[TD_RED], 2);
        SAY(2, g->citizens[TD_RED] / l->before->avail[TD_RED], l->before->avail[TD_RED]);
        break;
    case TR_TUT_CITY_HALL_LINK: /* SPEC §4.3: the City Hall 1-2 link gives 3 deniers */
        assert_int_equal(g->links, 1u << (TD_ROW_CITY_HALL * 3 + 0));
        assert_int_equal(g->circled[TD_DENIERS], 3);
        break;
    case TR_TUT_BISHOPRIC_LINK: /* SPEC §4.3 and §5: 4 white citizens, then column 6 */
        assert_int_equal(g->citizens[TD_WHITE], 4);
        assert_int_equal(g->columns, 1u << 1);
        assert_int_equal(g->then.kind, TD_NEED_WORK);
        break;
    case TR_TUT_COLUMN6: /* the work building of column 6, and the Palace 1-2 link */
        assert_int_equal(g->built[TD_ROW_PALACE], 1u << 0);
        assert_int_equal(g->links, 1u << (TD_ROW_PALACE * 3 + 0));
        break;
    case TR_TUT_PALACE3: /* SPEC §4.2: a Count's Palace gives 2 red citizens; "2 more, 13 in all" */
        assert_int_equal(g->citizens[TD_RED], 2);
        assert_int_equal(sh->cit[TD_RED], 13);
        break;
    case TR_TUT_CIT15: /* SPEC §5 and [R5]: the 15th citizen builds a prestige building */
        assert_int_equal(g->tracks15, 1u << TD_RED);
        assert_int_equal(g->then.kind, TD_NEED_PRESTIGE);
        break;
    case TR_TUT_CIT15_PICK: /* [R5]: "Red's 15th citizen" builds "the Cathedral in column 2"; and
                             * the 20th citizen's rule, said at the end of day 7 */
        assert_true(sh->cit[TD_RED] >= TD_CIT_PRESTIGE_AT);
        assert_int_equal(g->built[TD_ROW_CATHEDRAL], 1u << 1);
        assert_int_equal(g->characters, 1u << 1);
        assert_int_equal(s->day, 8);
        SAY(TD_CIT_PRESTIGE_AT, 2, TD_CIT_FULL_AT);
        break;
    case TR_TUT_SLOT12: /* "Day 8, the last"; SPEC §5: slot 12 gives a citizen; the die's slot
                         * costs a denier, so "the yellow 4 (1 denier)... gain 4 deniers, 3 more in
                         * all" */
        assert_int_equal(l->before->day, TD_DAYS);
        assert_true(l->before->sheet[0].res_circled[TD_DENIERS] < 12 && sh->res_circled[TD_DENIERS] >= 12);
        assert_int_equal(g->citizens[TD_YELLOW], 1);
        td_move_cost(l->before, l->m, &c);
        SAY(l->before->day, m_value(l), c.slot_amount, g->circled[TD_DENIERS], g->resources[TD_DENIERS], 12);
        break;
    case TR_TUT_THIRD_CATHEDRAL: /* SPEC §4.4: the 3rd Cathedral's multiplier is 2; the step's
                                  * idea "raise the white 2 to 4 ... (Jeanne scores your City Halls
                                  * ×2)", the last move of the game, the player's own choice */
        assert_int_equal(l->st->kind, TUT_FREE);
        assert_int_equal(g->cathedral_multiplier, 2);
        assert_int_equal(bits(sh->built[TD_ROW_CATHEDRAL]), 3);
        assert_int_equal(l->before->day, TD_DAYS);
        assert_int_equal(l->before->half, 1);
        SAY(l->before->die_value[l->m->slot], m_value(l), g->cathedral_multiplier);
        break;
    case TR_TUT_END: /* SPEC §8: the game is over after the 8th afternoon */
        assert_int_equal(s->phase, TD_PHASE_OVER);
        break;
    default:
        break;
    }
}

/* The numbers a text says, in order (digits only, up to 16 of them); their count. */
static int numbers_of(const char *t, int out[16])
{
    int n = 0;
    for (const char *p = t; *p;) {
        if (*p >= '0' && *p <= '9') {
            int v = 0;
            for (; *p >= '0' && *p <= '9'; p++)
                v = v * 10 + (*p - '0');
            if (n < 16)
                out[n++] = v;
        } else {
            p++;
        }
    }
    return n;
}

/* Step i's sentence as the player reads it in `lang` (tut_step_say). */
static const char *say_in(int lang, int i)
{
    static char buf[600];
    int was = tr_language();
    tr_set_language(lang);
    tut_step_say(i, buf, sizeof buf);
    tr_set_language(was);
    return buf;
}

/* Every sentence of a lesson says the same numbers in each language as in English (the
 * English is the one checked against the game), in the same order; a step pointing at a Raid tile
 * says that Raid's effect in the words of the tile's tooltip (but for lesson 2's flip, which only
 * says that Banquet 8 turned: the next step says its effect), and no other sentence has a blank. */
static void same_numbers(int i)
{
    const tut_step *st = tut_step_at(i);
    int raid = st->at == TUT_AT_HIT && st->hit == HIT_TILE && st->b && st->text != TR_TUT2_FLIP;
    int en[16], other[16];
    int n = numbers_of(say_in(TR_LANG_EN, i), en);
    for (int lang = 0; lang < TR_LANGS; lang++) {
        const char *said = say_in(lang, i);
        int m = numbers_of(said, other);
        if (m != n || memcmp(en, other, sizeof en[0] * (size_t)n))
            fail_msg("language %d: step %d does not say the numbers the English says", lang, i);
        assert_int_equal(strchr(tr_table(lang)[st->text], '%') != NULL, raid);
        if (raid && !strstr(said, tr_table(lang)[TR_TIP_TILE_RAID_1 + st->a - 1]))
            fail_msg("language %d: step %d does not say Raid %d's effect: %s", lang, i, st->a, said);
    }
}

/* Whether `text` holds `word`, whatever the case of their ASCII letters. */
static int has_word(const char *text, const char *word)
{
    size_t n = strlen(word);
    for (const char *p = text; n && *p; p++) {
        size_t k = 0;
        for (; k < n && p[k]; k++) {
            char a = p[k], b = word[k];
            if (a >= 'A' && a <= 'Z')
                a = (char)(a - 'A' + 'a');
            if (b >= 'A' && b <= 'Z')
                b = (char)(b - 'A' + 'a');
            if (a != b)
                break;
        }
        if (k == n)
            return 1;
    }
    return 0;
}

/* Step i's legend (its icons of resources, tut_view.c) shows every resource its sentence names in
 * any language (by the names the game gives them, TR_RES_*), and no other, unless it shows all
 * three (a sentence that speaks of resources as such). */
static void check_legend(int i)
{
    const tut_step *st = tut_step_at(i);
    unsigned named = 0;
    assert_int_equal(TUT_RES_I, 1u << TD_INFLUENCE);
    assert_int_equal(TUT_RES_D, 1u << TD_DENIERS);
    assert_int_equal(TUT_RES_K, 1u << TD_KNOWLEDGE);
    for (int lang = 0; lang < TR_LANGS; lang++) {
        const char *said = say_in(lang, i);
        for (int r = 0; r < TD_RESOURCES; r++)
            if (has_word(said, tr_table(lang)[TR_RES_INFLUENCE + r]) ||
                has_word(said, tr_table(lang)[TR_RES_ONE_INFLUENCE + r]))
                named |= 1u << r;
    }
    if (named & ~(unsigned)st->res)
        fail_msg("lesson %d, step %d names resources %#x, its legend shows %#x", tut_lesson(), i + 1, named, st->res);
    if (st->res != named && st->res != TUT_RES_ALL)
        fail_msg("lesson %d, step %d's legend shows %#x, its sentence names %#x", tut_lesson(), i + 1, st->res, named);
}

static void start(td_state *s)
{
    td_params p;
    assert_null(td_gameid_parse(tut_game_id(), &p));
    assert_int_equal(p.players, 1);
    assert_int_equal(p.expansion, 0);
    assert_null(td_state_init(s, &p));
}

/* Every step's move is legal when its step comes. */
static void test_steps_play_through(void **state)
{
    (void)state;
    td_state s, before;
    td_gain gain;
    td_move last;
    static char checked[TR_TUT_END - TR_TUT_WELCOME + 1];
    int own_rolls = 0, free_step = -1;
    memset(&gain, 0, sizeof gain);
    memset(&last, 0, sizeof last);
    start(&s);
    before = s;
    assert_true(tut_step_count() > 0);
    for (int i = 0; i < tut_step_count(); i++) {
        const tut_step *st = tut_step_at(i);
        td_move m;
        memset(&m, 0, sizeof m);
        /* a free step's half-day is the player's own: no step after it plays on from its moves */
        if (free_step >= 0) {
            assert_int_equal(tut_step_move(i, &m), 0);
            assert_int_equal(tut_step_roll(i, &m), 0);
        }
        if (st->kind == TUT_FREE)
            free_step = i;
        switch (st->kind) {
        case TUT_ROLL:
            assert_int_equal(tut_step_move(i, &m), 1);
            assert_int_equal(m.kind, TD_MOVE_ROLL);
            assert_int_equal(m.forced, 1);
            assert_int_equal(s.phase, TD_PHASE_ROLL);
            before = s;
            assert_null(td_move_apply(&s, &m));
            memset(&gain, 0, sizeof gain);
            break;
        case TUT_MOVE:
        case TUT_FREE: { /* (a free step: its suggestion) */
            if (st->kind == TUT_FREE) { /* any legal move of the player's ends the game */
                static td_move any[TD_LEGAL_MAX];
                int n = td_legal_moves(&s, 0, any, TD_LEGAL_MAX);
                assert_true(n > 1);
                for (int k = 0; k < n; k++) {
                    td_state after = s;
                    assert_null(td_move_apply(&after, &any[k]));
                    assert_int_equal(after.phase, TD_PHASE_OVER);
                }
            }
            assert_int_equal(tut_step_move(i, &m), 1);
            assert_int_equal(m.player, 0);
            const char *why = td_move_check(&s, &m);
            if (why)
                fail_msg("step %d (%s): %s", i, st->move, why);
            before = s;
            assert_null(td_move_apply(&s, &m));
            td_sheet_gain(&before.sheet[0], &s.sheet[0], &gain);
            last = m;
            if (st->at == TUT_AT_HIT && st->hit == HIT_DIE)
                assert_int_equal(st->a, m.slot);
            break;
        }
        case TUT_SAY:
        case TUT_END:
            assert_int_equal(tut_step_move(i, &m), 0);
            break;
        default:
            fail_msg("step %d has kind %d", i, st->kind);
        }
        for (int lang = 0; lang < TR_LANGS; lang++)
            assert_non_null(tr_table(lang)[st->text]);
        lesson l = {&s, &before, &gain, &last, st};
        int said[16], n_said, en[16];
        check_lesson(st->text, &l, said, &n_said);
        if (n_said >= 0) { /* the sentence says the game's numbers, and no other, in each language */
            same_numbers(i);
            int n_en = numbers_of(say_in(TR_LANG_EN, i), en);
            if (n_en != n_said || memcmp(en, said, sizeof en[0] * (size_t)n_en))
                fail_msg("step %d: the sentence's numbers are not the game's", i + 1);
        }
        check_legend(i);
        checked[st->text - TR_TUT_WELCOME] = 1;
        /* the lesson's own roll after the step (tut_step.roll): the step ended its half-day, the
         * roll is forced, and the next step is read over the new dice, not a roll of the player's */
        if (tut_step_roll(i, &m)) {
            assert_int_equal(s.phase, TD_PHASE_ROLL);
            assert_int_equal(m.forced, 1);
            assert_non_null(tut_step_at(i + 1));
            assert_int_not_equal(tut_step_at(i + 1)->kind, TUT_ROLL);
            before = s;
            assert_null(td_move_apply(&s, &m));
            memset(&gain, 0, sizeof gain);
            own_rolls++;
        }
    }
    /* most half-days roll themselves: the player rolls at the steps that say something of it */
    assert_true(own_rolls >= 8);
    /* a short lesson: at most 28 steps, at most 8 of them a sentence alone (only read, then Next):
     * what can be read together is one step, what a move does is said with the move */
    int sentences = 0;
    for (int i = 0; i < tut_step_count(); i++)
        sentences += tut_step_at(i)->kind == TUT_SAY;
    assert_true(tut_step_count() <= 28);
    assert_true(sentences <= 8);
    assert_int_equal(tut_step_at(tut_step_count() - 1)->kind, TUT_END);
    assert_int_equal(s.phase, TD_PHASE_OVER);
    /* the last move is the player's own choice: a free step, which any move of that half-day
     * ends (the game with it) */
    assert_int_equal(free_step, tut_step_count() - 2);
    /* every sentence of the block is some step's */
    for (int k = TR_TUT_WELCOME; k <= TR_TUT_END; k++)
        assert_int_equal(checked[k - TR_TUT_WELCOME], 1);
    assert_null(tut_step_at(tut_step_count()));
    assert_null(tut_step_at(-1));
}

/* ---- the second lesson --------------------------------------------------------------------- */

/* What the second lesson's game looks like at a step: as lesson, plus the state right after the
 * latest roll (what an undo comes back to) and the moves of the session. */
typedef struct lesson2 {
    lesson l;
    const td_state *rolled;
    const td_session *ss;
    int moves_rolled; /* the session's moves right after that roll */
} lesson2;

/* The event each sentence of the second lesson speaks of, checked on the game at its step; and
 * the numbers the sentence says, in order, as the game has them (said[], *n_said). */
static void check_lesson2(int key, const lesson2 *l2, int said[16], int *n_said)
{
    *n_said = 0;
    const td_state *s = l2->l.s, *before = l2->l.before;
    const td_gain *g = l2->l.g;
    const td_move *m = l2->l.m;
    td_cost c;
    int raid, n, tiles = 0, raids = 0;
    switch (key) {
    case TR_TUT2_WELCOME: /* SPEC §7 setup: 3 tiles, one beside each single-colour plaza, Banquet side up */
        assert_int_equal(s->params.expansion, 1);
        for (n = 0; n < TD_NOTCHES; n++)
            tiles += s->wheel.tile[n] != 0, raids += s->wheel.tile_raid[n];
        assert_int_equal(tiles, 3);
        assert_int_equal(raids, 0);
        SAY(tut_lesson(), tiles); /* "Lesson 2 ... 3 tiles" */
        break;
    case TR_TUT2_BANQUET: /* SPEC §7 tile 3: "the die is free"; slot 2's price is 1 */
        assert_int_equal(td_slot_tile(s, 1, &raid), 3);
        assert_int_equal(raid, 0);
        assert_int_equal(td_slot_cost[1], 1);
        assert_int_equal(td_slot_price(s, s->half, 1), 0);
        assert_true(s->usable >> 1 & 1u);
        assert_int_equal(s->die[1].colour0, TD_WHITE); /* the die named as it looks: "the white 3" */
        /* "white 3 ... Banquet 3 ... costs 1" */
        SAY(td_slot_value_shown(s, 1), td_slot_tile(s, 1, &raid), td_slot_cost[1]);
        break;
    case TR_TUT2_FREE: /* die 2 for nothing; gain v = 3 of white's resource, knowledge (SPEC §3.3) */
        td_move_cost(before, m, &c);
        assert_int_equal(m->slot, 1);
        assert_int_equal(c.slot_amount, 0);
        assert_int_equal(m->colour, TD_WHITE);
        assert_int_equal(g->circled[TD_KNOWLEDGE], 3);
        assert_int_equal(before->die[1].colour0, TD_WHITE);
        SAY(td_slot_value_shown(before, 1), g->circled[TD_KNOWLEDGE]); /* "the white 3 ... 3 knowledge" */
        break;
    case TR_TUT2_RAID: /* SPEC §7: the black die destroyed the plaza beside Banquet 6; its tile
                        * flipped to Raid with the plaza at the end of the half-day, and stays */
        n = td_slot_notch(before, before->black_slot);
        assert_true(before->destroyed >> before->black_slot & 1u);
        assert_int_equal(before->wheel.tile[n], 6);
        assert_int_equal(before->wheel.tile_raid[n], 0);
        assert_int_equal(s->wheel.tile[n], 6);
        assert_int_equal(s->wheel.tile_raid[n], 1);
        assert_int_equal(s->half, 1); /* the half-day is over */
        SAY(s->wheel.tile[n], s->wheel.tile[n]); /* "Banquet 6 ... Raid 6", then Raid 6's effect */
        break;
    case TR_TUT2_FLIP: /* SPEC §7 [R8]: the black die landed beside Banquet 8, whose tile flips to Raid
                        * at the end of that half-day, which the move just made ended; it stays Raid */
    case TR_TUT2_RAID_8: /* the next step, the same game: what Raid 8 does from now on */
        n = td_slot_notch(before, before->black_slot);
        assert_int_equal(before->half, 1);
        assert_int_equal(before->wheel.tile[n], 8);
        assert_int_equal(before->wheel.tile_raid[n], 0);
        assert_int_equal(s->day, before->day + 1);
        assert_int_equal(s->half, 0);
        assert_int_equal(s->wheel.tile[n], 8);
        assert_int_equal(s->wheel.tile_raid[n], 1);
        if (key == TR_TUT2_FLIP)
            SAY(s->wheel.tile[n], s->wheel.tile[n]); /* "Banquet 8 ... Raid 8" */
        else /* "Raid 8", then its effect, whose attack on the sheets starts on day 3 */
            SAY(s->wheel.tile[n], TD_ATTACK_DAY);
        break;
    case TR_TUT2_HOTSEAT: /* the first picture (its header's number): a game of 2 at one screen, the
                           * first player, Player 1, passes the turn */
        assert_int_equal(l2->l.st->at, TUT_AT_PICTURE);
        assert_int_equal(l2->l.st->a, TUT_PIC_PASS);
        SAY(l2->l.st->a + 1, 2, 1);
        break;
    case TR_TUT2_HANDOVER: /* the second picture: the hand-over to Player 2 */
        assert_int_equal(l2->l.st->a, TUT_PIC_HANDOVER);
        SAY(l2->l.st->a + 1, 2);
        break;
    case TR_TUT2_REVEAL: /* the third picture: Player 2's screen, the last to choose */
        assert_int_equal(l2->l.st->a, TUT_PIC_REVEAL);
        SAY(l2->l.st->a + 1, 2);
        break;
    case TR_TUT2_BLACK_BANQUET: /* SPEC §7 [R8]: no destruction, the black die usable as a red die */
        assert_int_equal(td_slot_tile(s, s->black_slot, &raid), 8);
        assert_int_equal(raid, 0);
        assert_int_equal(s->destroyed, 0);
        assert_true(s->usable >> s->black_slot & 1u);
        assert_int_equal(td_slot_colour(s, s->black_slot), TD_RED);
        SAY(td_slot_tile(s, s->black_slot, &raid)); /* "Banquet 8" */
        break;
    case TR_TUT2_HINT: /* a die to choose: hints are for a decision */
        assert_int_equal(s->phase, TD_PHASE_CHOOSE);
        break;
    case TR_TUT2_HINT_SHOWN: /* a decision to choose, whose hints are numbered from 1, the best */
        assert_int_equal(s->phase, TD_PHASE_CHOOSE);
        SAY(1); /* "1 the best" */
        break;
    case TR_TUT2_TRY: /* die 1 (the yellow 2), free, gains 2 deniers (SPEC §3.3) */
        assert_int_equal(m->slot, 0);
        assert_int_equal(before->die[0].colour0, TD_YELLOW);
        assert_int_equal(g->circled[TD_DENIERS], 2);
        SAY(td_slot_value_shown(before, 0), g->circled[TD_DENIERS]); /* "the yellow 2 ... 2 deniers" */
        break;
    case TR_TUT2_UNDO: /* the move taken back: the game as it was right after the roll, and so the
                        * flip too (Banquet 8 up again) */
        assert_int_equal(l2->ss->n_moves, l2->moves_rolled);
        assert_memory_equal(&l2->ss->now, l2->rolled, sizeof *l2->rolled);
        assert_int_equal(td_slot_tile(s, s->black_slot, &raid), 8);
        assert_int_equal(raid, 0);
        break;
    case TR_TUT2_TAKE_HINT: /* after the undo, the same decision: hint 1's move, the best the expert found
                             * for it (the lesson's run checks that it is hint 1: game_screen_tutorial2_take_hint_*):
                             * the yellow 2 (die 1, free) made a 3 for 1 influence (SPEC §3.2), a Great Hall in
                             * column 3 (SPEC §4.2), worth 4 VP at once: the score goes up */
        assert_int_equal(m->slot, 0);
        assert_int_equal(before->die[0].colour0, TD_YELLOW);
        assert_int_equal(m->value, 3);
        assert_int_equal(m->colour, TD_YELLOW);
        assert_int_equal(g->built[TD_ROW_GREAT_HALL], 1u << 2);
        td_move_cost(before, m, &c);
        assert_int_equal(c.slot_amount, 0);
        assert_int_equal(c.total[TD_INFLUENCE], 1);
        assert_int_equal(c.total[TD_DENIERS] + c.total[TD_KNOWLEDGE], 0);
        assert_true(td_score_total(s, 0) > td_score_total(before, 0));
        /* "hint 1 ... the yellow 2 made a 3 for 1 influence ... +4 VP" */
        SAY(1, td_slot_value_shown(before, 0), m->value, c.total[TD_INFLUENCE],
            td_score_total(s, 0) - td_score_total(before, 0));
        break;
    case TR_TUT2_END: /* the lesson ends with its game under way */
        assert_int_not_equal(s->phase, TD_PHASE_OVER);
        SAY(tut_lesson()); /* "lesson 2" */
        break;
    default:
        break;
    }
}

static void test_lesson2_plays_through(void **state)
{
    (void)state;
    static td_session ss;
    static td_state before, rolled;
    static char checked[TR_TUT2_END - TR_TUT2_WELCOME + 1];
    td_gain gain;
    td_move last;
    td_params p;
    int moves_rolled = 0;
    memset(&gain, 0, sizeof gain);
    memset(&last, 0, sizeof last);
    tut_set_lesson(2);
    assert_int_equal(tut_lesson(), 2);
    assert_null(td_gameid_parse(tut_game_id(), &p));
    assert_int_equal(p.players, 1);
    assert_int_equal(p.expansion, 1);
    assert_null(td_session_start(&ss, &p));
    before = rolled = ss.now;
    assert_true(tut_step_count() >= 12 && tut_step_count() <= 20);
    for (int i = 0; i < tut_step_count(); i++) {
        const tut_step *st = tut_step_at(i);
        td_move m;
        memset(&m, 0, sizeof m);
        switch (st->kind) {
        case TUT_ROLL:
            assert_int_equal(tut_step_move(i, &m), 1);
            assert_int_equal(m.kind, TD_MOVE_ROLL);
            assert_int_equal(m.forced, 1);
            assert_int_equal(ss.now.phase, TD_PHASE_ROLL);
            before = ss.now;
            assert_null(td_session_apply(&ss, &m));
            rolled = ss.now;
            moves_rolled = ss.n_moves;
            memset(&gain, 0, sizeof gain);
            break;
        case TUT_MOVE: {
            assert_int_equal(tut_step_move(i, &m), 1);
            assert_int_equal(m.player, 0);
            const char *why = td_move_check(&ss.now, &m);
            if (why)
                fail_msg("lesson 2, step %d (%s): %s", i, st->move, why);
            before = ss.now;
            assert_null(td_session_apply(&ss, &m));
            td_sheet_gain(&before.sheet[0], &ss.now.sheet[0], &gain);
            last = m;
            if (st->at == TUT_AT_HIT && st->hit == HIT_DIE)
                assert_int_equal(st->a, m.slot);
            break;
        }
        case TUT_UNDO: /* the last move is the player's, since the roll: Undo takes it back */
            assert_int_equal(tut_step_move(i, &m), 0);
            assert_int_equal(td_session_undoable(&ss, 0), ss.n_moves - 1);
            assert_null(td_session_undo(&ss, 0));
            break;
        case TUT_HINT: /* a decision to hint at */
            assert_int_equal(tut_step_move(i, &m), 0);
            assert_int_equal(td_need_of(&ss.now, 0).kind, TD_NEED_DIE);
            break;
        case TUT_SAY:
        case TUT_END:
            assert_int_equal(tut_step_move(i, &m), 0);
            break;
        default:
            fail_msg("lesson 2, step %d has kind %d", i, st->kind);
        }
        /* a picture is one of the hot-seat's; its header and its hand-over card say the half-day
         * of the latest roll (the session's checkpoint), and its card draws that roll's dice: the
         * game shown behind it is at that half-day, those dice on the wheel to choose from, as the
         * top bar and the callout's day say (not the next day's morning, as when the pictures came
         * after the move that ended the afternoon) */
        if (st->at == TUT_AT_PICTURE) {
            assert_true(st->a <= TUT_PIC_REVEAL);
            assert_int_equal(ss.checkpoint.day, ss.now.day);
            assert_int_equal(ss.checkpoint.half, ss.now.half);
            assert_int_equal(ss.checkpoint.phase, TD_PHASE_CHOOSE);
            assert_int_equal(ss.now.phase, TD_PHASE_CHOOSE);
            assert_memory_equal(ss.checkpoint.die, ss.now.die, sizeof ss.now.die);
        }
        /* a step pointing at a tile points at one on the wheel, on the side it names */
        if (st->at == TUT_AT_HIT && st->hit == HIT_TILE) {
            int found = 0;
            for (int n = 0; n < TD_NOTCHES; n++)
                found |= ss.now.wheel.tile[n] == st->a && ss.now.wheel.tile_raid[n] == st->b;
            assert_true(found);
        }
        assert_true(st->text >= TR_TUT2_WELCOME && st->text <= TR_TUT2_END);
        for (int lang = 0; lang < TR_LANGS; lang++)
            assert_non_null(tr_table(lang)[st->text]);
        same_numbers(i);
        lesson2 l2 = {{&ss.now, &before, &gain, &last, st}, &rolled, &ss, moves_rolled};
        int said[16], n_said, en[16];
        check_lesson2(st->text, &l2, said, &n_said);
        /* the sentence says the game's numbers, and no other */
        int n_en = numbers_of(say_in(TR_LANG_EN, i), en);
        if (n_en != n_said || memcmp(en, said, sizeof en[0] * (size_t)n_en))
            fail_msg("lesson 2, step %d: the sentence's numbers are not the game's", i);
        check_legend(i);
        checked[st->text - TR_TUT2_WELCOME] = 1;
        /* the lesson's own roll after a move that ends the half-day (tut_step.roll): the next
         * steps are read over the new dice (the hot-seat pictures, in the half-day the top bar shows) */
        if (tut_step_roll(i, &m)) {
            assert_int_equal(st->kind, TUT_MOVE);
            assert_int_equal(m.kind, TD_MOVE_ROLL);
            assert_int_equal(m.forced, 1);
            assert_int_equal(ss.now.phase, TD_PHASE_ROLL);
            assert_null(td_session_apply(&ss, &m));
            rolled = ss.now;
            moves_rolled = ss.n_moves;
        }
    }
    assert_int_equal(tut_step_at(tut_step_count() - 1)->kind, TUT_END);
    for (int k = TR_TUT2_WELCOME; k <= TR_TUT2_END; k++)
        assert_int_equal(checked[k - TR_TUT2_WELCOME], 1);
    /* the buttons the sentences name are named as the play screen labels them */
    static const int names[][2] = {{TR_TUT2_HINT, TR_BTN_HINT},
                                   {TR_TUT2_UNDO, TR_BTN_UNDO},
                                   {TR_TUT2_HOTSEAT, TR_BTN_PASS},
                                   {TR_TUT2_REVEAL, TR_BTN_REVEAL}};
    for (int lang = 0; lang < TR_LANGS; lang++)
        for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
            if (!strstr(tr_table(lang)[names[i][0]], tr_table(lang)[names[i][1]]))
                fail_msg("language %d: sentence %d does not name button '%s'", lang, names[i][0],
                         tr_table(lang)[names[i][1]]);
    tut_set_lesson(1);
}

/* The game's own words that a newcomer does not know yet, each with the words that say it plainly
 * (SPEC §4: a district's column has a die box, the box with the column's number, where a die gains;
 * §4.3: a link is the lozenge between two neighbouring cells, its bonus gained once both are
 * built; §6: one bonus can set off another), in TR_LANG_* order: the first sentence of the first
 * lesson that uses the word says what it means, and it comes no later than the first step whose
 * way forward uses it (the die box: the first gain, "click the highlighted die box"). */
static const struct term {
    const char *word[TR_LANGS], *plain[TR_LANGS];
    int todo; /* the TR_TUT_DO_* key that uses the word, 0: none */
} terms[] = {
    {{"die box", "casilla de dado", "case de dé"}, {"the numbered box", "la numerada", "la case numérotée"}, TR_TUT_DO_GAIN},
    {{"link", "vínculo", "lien"}, {"the lozenge between", "el rombo entre", "le losange entre"}, 0},
    {{"bonuses chain", "bonificaciones se encadenan", "bonus s’enchaînent"},
     {"one bonus can set off another", "una trae otra", "un bonus peut en déclencher un autre"}, 0},
};

static void test_terms_said_plainly(void **state)
{
    (void)state;
    tut_set_lesson(1);
    int first_gain = -1;
    for (int i = 0; i < tut_step_count() && first_gain < 0; i++) {
        td_move m;
        if (tut_step_move(i, &m) && m.kind == TD_MOVE_DIE && m.action == TD_ACT_GAIN)
            first_gain = i;
    }
    assert_true(first_gain >= 0);
    for (size_t t = 0; t < sizeof terms / sizeof terms[0]; t++)
        for (int lang = 0; lang < TR_LANGS; lang++) {
            const struct term *w = &terms[t];
            int first = -1;
            for (int i = 0; i < tut_step_count() && first < 0; i++)
                if (has_word(say_in(lang, i), w->word[lang]))
                    first = i;
            if (first < 0)
                fail_msg("language %d: no sentence of the first lesson says '%s'", lang, w->word[lang]);
            if (!has_word(say_in(lang, first), w->plain[lang]))
                fail_msg("language %d: step %d first says '%s' without '%s': %s", lang, first + 1, w->word[lang],
                         w->plain[lang], say_in(lang, first));
            if (w->todo) {
                if (!has_word(tr_table(lang)[w->todo], w->word[lang]))
                    fail_msg("language %d: '%s' not in %s", lang, w->word[lang], tr_table(lang)[w->todo]);
                if (first > first_gain)
                    fail_msg("language %d: '%s' said at step %d, after step %d asks to click it", lang,
                             w->word[lang], first + 1, first_gain + 1);
            }
        }
}

/* The lesson chosen: 1 by default, 2 when asked, anything else 1; each its own game. */
static void test_lessons(void **state)
{
    (void)state;
    assert_int_equal(tut_lesson(), 1);
    int n1 = tut_step_count();
    tut_set_lesson(2);
    assert_int_equal(tut_lesson(), 2);
    assert_string_equal(tut_game_id(), "1p-std-x#14");
    assert_int_not_equal(tut_step_count(), n1);
    assert_null(tut_step_at(tut_step_count()));
    tut_set_lesson(7);
    assert_int_equal(tut_lesson(), 1);
    assert_string_equal(tut_game_id(), "1p-std#4");
    assert_int_equal(tut_step_count(), n1);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_lessons),
        cmocka_unit_test(test_steps_play_through),
        cmocka_unit_test(test_lesson2_plays_through),
        cmocka_unit_test(test_terms_said_plainly),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
