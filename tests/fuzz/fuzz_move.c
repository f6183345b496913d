/* fuzz_move.c — libFuzzer harness for td_move_parse (the move text of td_move.h).
 *
 * Invariants checked on every input:
 *   - a refusal is a non-empty message and leaves the output move byte for byte as it was;
 *   - a parsed move has a known kind and in-range fields (player 0..9, slot 0..3, value 0..6 ...);
 *   - round trip: encode -> parse again -> td_move_equal, and the canonical text is a fixed point
 *     (encoding the re-parsed move gives the same text), shorter than TD_MOVE_TEXT_MAX.
 */
#include <stdint.h>
#include <string.h>

#include "fuzz_common.h"
#include "troyes/td_move.h"
#include "troyes/td_rules.h"

#define PATTERN 0xA5

static void check_fields(const td_move *m)
{
    FUZZ_CHECK(m->kind >= TD_MOVE_ROLL && m->kind <= TD_MOVE_CITIZEN);
    FUZZ_CHECK(td_move_equal(m, m));
    switch (m->kind) {
    case TD_MOVE_ROLL:
        FUZZ_CHECK(m->forced <= 1);
        if (m->forced) {
            for (int i = 0; i < 4; i++)
                FUZZ_CHECK(m->roll[i] >= 1 && m->roll[i] <= 6);
            FUZZ_CHECK(m->roll[0] <= m->roll[1] && m->roll[1] <= m->roll[2]); /* sorted */
        }
        break;
    case TD_MOVE_DIE:
        FUZZ_CHECK(m->player < TD_MAX_PLAYERS);
        FUZZ_CHECK(m->slot < TD_SLOTS);
        FUZZ_CHECK(m->pay == TD_PAY_NONE || m->pay < TD_RESOURCES);
        FUZZ_CHECK(m->value <= 6);
        FUZZ_CHECK(m->colour < TD_COLOURS);
        FUZZ_CHECK(m->action < TD_ACTIONS);
        break;
    case TD_MOVE_FALLBACK:
        FUZZ_CHECK(m->player < TD_MAX_PLAYERS);
        break;
    case TD_MOVE_BUILD:
        FUZZ_CHECK(m->player < TD_MAX_PLAYERS);
        FUZZ_CHECK(m->row < TD_ROWS);
        FUZZ_CHECK(m->value >= 1 && m->value <= 6);
        break;
    case TD_MOVE_CITIZEN:
        FUZZ_CHECK(m->player < TD_MAX_PLAYERS);
        FUZZ_CHECK(m->colour < TD_COLOURS);
        break;
    default:
        break;
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = fuzz_text(data, size);
    td_move m;
    memset(&m, PATTERN, sizeof m);
    const char *why = td_move_parse(text, &m);
    if (why) {
        FUZZ_CHECK(fuzz_reason_ok(why));
        FUZZ_CHECK(fuzz_all_bytes(&m, sizeof m, PATTERN)); /* refused: untouched */
        free(text);
        return 0;
    }
    check_fields(&m);

    char enc[TD_MOVE_TEXT_MAX];
    int n = td_move_encode(&m, enc, sizeof enc);
    FUZZ_CHECK(n > 0 && n < TD_MOVE_TEXT_MAX && (size_t)n == strlen(enc));

    td_move back;
    memset(&back, ~PATTERN & 0xFF, sizeof back);
    why = td_move_parse(enc, &back);
    FUZZ_CHECK(why == NULL);
    FUZZ_CHECK(td_move_equal(&m, &back) && td_move_equal(&back, &m));

    char enc2[TD_MOVE_TEXT_MAX];
    int n2 = td_move_encode(&back, enc2, sizeof enc2);
    FUZZ_CHECK(n2 == n && strcmp(enc, enc2) == 0);
    free(text);
    return 0;
}
