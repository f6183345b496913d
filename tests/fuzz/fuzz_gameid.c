/* fuzz_gameid.c — libFuzzer harness for td_gameid_parse (the game ID of td_gameid.h).
 *
 * Invariants checked on every input:
 *   - a refusal is a non-empty message and leaves the output params byte for byte as they were;
 *   - parsed params pass td_params_check and start a game (td_state_init);
 *   - round trip: encode (shorter than TD_GAMEID_MAX) -> parse again -> the same params, field by
 *     field, and the canonical ID is a fixed point (encoding the re-parsed params gives it back).
 */
#include <stdint.h>
#include <string.h>

#include "fuzz_common.h"
#include "troyes/td_gameid.h"
#include "troyes/td_state.h"

#define PATTERN 0x5C

/* Field by field: the padding of td_params is not part of its value. */
static int params_equal(const td_params *a, const td_params *b)
{
    return a->players == b->players && a->expansion == b->expansion &&
           a->numbering == b->numbering &&
           memcmp(a->col_value, b->col_value, sizeof a->col_value) == 0 &&
           a->has_layout == b->has_layout &&
           memcmp(&a->layout, &b->layout, sizeof a->layout) == 0 && a->seed == b->seed;
}

static td_state scratch; /* too big for a comfortable stack frame under ASan */

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = fuzz_text(data, size);
    td_params p;
    memset(&p, PATTERN, sizeof p);
    const char *why = td_gameid_parse(text, &p);
    if (why) {
        FUZZ_CHECK(fuzz_reason_ok(why));
        FUZZ_CHECK(fuzz_all_bytes(&p, sizeof p, PATTERN)); /* refused: untouched */
        free(text);
        return 0;
    }
    FUZZ_CHECK(td_params_check(&p) == NULL);
    FUZZ_CHECK(p.players >= 1 && p.players <= TD_MAX_PLAYERS);
    FUZZ_CHECK(td_state_init(&scratch, &p) == NULL);

    char id[TD_GAMEID_MAX];
    int n = td_gameid_encode(&p, id, sizeof id);
    FUZZ_CHECK(n > 0 && n < TD_GAMEID_MAX && (size_t)n == strlen(id));

    td_params back;
    memset(&back, ~PATTERN & 0xFF, sizeof back);
    why = td_gameid_parse(id, &back);
    FUZZ_CHECK(why == NULL);
    FUZZ_CHECK(params_equal(&p, &back));

    char id2[TD_GAMEID_MAX];
    int n2 = td_gameid_encode(&back, id2, sizeof id2);
    FUZZ_CHECK(n2 == n && strcmp(id, id2) == 0);
    free(text);
    return 0;
}
