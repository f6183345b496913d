/* test_tutorial.c — the guided first game (src/game/tutorial.c), played through the rules core:
 *   - its game ID starts a solo game;
 *   - every roll step is a forced roll made when the game waits for the dice, and every move step
 *     is a legal move of player 1 when it comes, so the guided game can always be played through
 *     and is the same for everyone;
 *   - a step pointing at a die, a cell or a die box points where its move plays;
 *   - every sentence exists in the three languages (test_app_lang checks their texts).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "app_lang.h"
#include "play_input.h"
#include "troyes/td_gameid.h"
#include "tutorial.h"

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
    td_state s;
    start(&s);
    assert_true(tut_step_count() > 0);
    for (int i = 0; i < tut_step_count(); i++) {
        const tut_step *st = tut_step_at(i);
        td_move m;
        switch (st->kind) {
        case TUT_ROLL:
            assert_int_equal(tut_step_move(i, &m), 1);
            assert_int_equal(m.kind, TD_MOVE_ROLL);
            assert_int_equal(m.forced, 1);
            assert_int_equal(s.phase, TD_PHASE_ROLL);
            assert_null(td_move_apply(&s, &m));
            break;
        case TUT_MOVE: {
            assert_int_equal(tut_step_move(i, &m), 1);
            assert_int_equal(m.player, 0);
            const char *why = td_move_check(&s, &m);
            if (why)
                fail_msg("step %d (%s): %s", i, st->move, why);
            td_state before = s;
            assert_null(td_move_apply(&s, &m));
            (void)before;
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
    }
    assert_null(tut_step_at(tut_step_count()));
    assert_null(tut_step_at(-1));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_steps_play_through),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
