/* fuzz_save.c — libFuzzer harness for td_session_read (the saved-game text of td_session.h).
 *
 * Invariants checked on every input:
 *   - a refusal is a non-empty message with a line number from 0 to the text's line count, and
 *     leaves the whole td_session byte for byte as it was (the file is checked before it is loaded);
 *   - a loaded session is consistent: 0 <= checkpoint_moves <= n_moves <= TD_SESSION_MOVES, and
 *     replaying its moves from `start` with td_move_apply gives `now` again;
 *   - round trip: td_session_write (the length it reports is the text's length) -> read again ->
 *     the same `start`, `checkpoint` and `now` (memcmp), the same move count and moves, `scores`
 *     present exactly when the game is over and equal to td_score_total; writing that gives the
 *     same text again.
 */
#include <stdint.h>
#include <string.h>

#include "fuzz_common.h"
#include "troyes/td_engine.h"
#include "troyes/td_score.h"
#include "troyes/td_session.h"

#define PATTERN 0x3C
#define WRITE_MAX ((size_t)TD_SESSION_MOVES * TD_MOVE_TEXT_MAX + 4096)

/* Sessions are about 60 KB: keep them out of the stack. */
static td_session loaded, reread;
static td_state replay;
static char written[WRITE_MAX], rewritten[WRITE_MAX];


int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = fuzz_text(data, size);
    int line = -1, has_scores = -1, scores[TD_MAX_PLAYERS];
    memset(&loaded, PATTERN, sizeof loaded);
    const char *why = td_session_read(&loaded, text, &line, &has_scores, scores);
    if (why) {
        FUZZ_CHECK(fuzz_reason_ok(why));
        FUZZ_CHECK(line >= 0 && line <= fuzz_count_lines(text));
        FUZZ_CHECK(fuzz_all_bytes(&loaded, sizeof loaded, PATTERN)); /* refused: untouched */
        free(text);
        return 0;
    }
    FUZZ_CHECK(has_scores == 0 || has_scores == 1);
    FUZZ_CHECK(loaded.n_moves >= 0 && loaded.n_moves <= TD_SESSION_MOVES);
    FUZZ_CHECK(loaded.checkpoint_moves >= 0 && loaded.checkpoint_moves <= loaded.n_moves);

    /* The moves replayed from the start give the current state. */
    replay = loaded.start;
    for (int i = 0; i < loaded.n_moves; i++)
        FUZZ_CHECK(td_move_apply(&replay, &loaded.moves[i]) == NULL);
    FUZZ_CHECK(memcmp(&replay, &loaded.now, sizeof replay) == 0);

    /* Write it back and read that. */
    size_t len = td_session_write(&loaded, written, sizeof written);
    FUZZ_CHECK(len < sizeof written && len == strlen(written));
    line = -1;
    memset(&reread, ~PATTERN & 0xFF, sizeof reread);
    why = td_session_read(&reread, written, &line, &has_scores, scores);
    if (why)
        fprintf(stderr, "re-reading the written text failed at line %d: %s\n%s", line, why,
                written);
    FUZZ_CHECK(why == NULL);
    FUZZ_CHECK(reread.n_moves == loaded.n_moves);
    FUZZ_CHECK(memcmp(&reread.start, &loaded.start, sizeof reread.start) == 0);
    FUZZ_CHECK(memcmp(&reread.now, &loaded.now, sizeof reread.now) == 0);
    FUZZ_CHECK(reread.checkpoint_moves == loaded.checkpoint_moves);
    FUZZ_CHECK(memcmp(&reread.checkpoint, &loaded.checkpoint, sizeof reread.checkpoint) == 0);
    for (int i = 0; i < loaded.n_moves; i++)
        FUZZ_CHECK(td_move_equal(&reread.moves[i], &loaded.moves[i]));
    int over = loaded.now.phase == TD_PHASE_OVER;
    FUZZ_CHECK(has_scores == over);
    if (over)
        for (int p = 0; p < loaded.now.params.players; p++)
            FUZZ_CHECK(scores[p] == td_score_total(&loaded.now, p));

    size_t len2 = td_session_write(&reread, rewritten, sizeof rewritten);
    FUZZ_CHECK(len2 == len && memcmp(written, rewritten, len + 1) == 0);
    free(text);
    return 0;
}
