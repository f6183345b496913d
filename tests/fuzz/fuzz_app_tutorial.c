/* fuzz_app_tutorial.c — libFuzzer harness for app_tutorial_parse (src/app/app_tutorial.h).
 *
 * Invariants checked on every input:
 *   - a refusal returns err holding a non-empty message, and leaves the file's value byte for
 *     byte as it was; with a 12-byte err the message is cut, still NUL-terminated, and a prefix of
 *     the full one;
 *   - a parsed value has flags 0 or 1, a step from -1, no moves without a step, and lesson 1, or
 *     2 with a step;
 *   - round trip: app_tutorial_format -> parse again -> the same flags, lesson, step and moves
 *     (td_move_equal), and formatting those gives the same text.
 */
#include <stdint.h>
#include <string.h>

#include "app_tutorial.h"
#include "fuzz_common.h"

#define PATTERN 0x6B
#define ERR_SIZE 160
#define SHORT_ERR 12

static app_tutorial t, back; /* (large: their moves) */

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = fuzz_text(data, size);
    char *err = malloc(ERR_SIZE);
    FUZZ_CHECK(err != NULL);
    memset(&t, PATTERN, sizeof t);
    const char *why = app_tutorial_parse(text, &t, err, ERR_SIZE);
    if (why) {
        FUZZ_CHECK(fuzz_err_ok(why, err, ERR_SIZE));
        FUZZ_CHECK(fuzz_all_bytes(&t, sizeof t, PATTERN)); /* refused: untouched */
        char *short_err = malloc(SHORT_ERR);
        FUZZ_CHECK(short_err != NULL);
        const char *why2 = app_tutorial_parse(text, &t, short_err, SHORT_ERR);
        FUZZ_CHECK(fuzz_err_ok(why2, short_err, SHORT_ERR));
        FUZZ_CHECK(strncmp(short_err, err, strlen(short_err)) == 0);
        free(short_err);
        free(err);
        free(text);
        return 0;
    }
    FUZZ_CHECK((t.offered == 0 || t.offered == 1) && (t.done == 0 || t.done == 1) && (t.done2 == 0 || t.done2 == 1));
    FUZZ_CHECK(t.lesson == 1 || (t.lesson == 2 && t.step >= 0));
    FUZZ_CHECK(t.step >= -1 && t.n_moves >= 0 && t.n_moves <= APP_TUTORIAL_MOVES);
    FUZZ_CHECK(t.step >= 0 || t.n_moves == 0);

    size_t n;
    char *out = app_tutorial_format(&t, &n);
    FUZZ_CHECK(out != NULL && n == strlen(out));
    why = app_tutorial_parse(out, &back, err, ERR_SIZE);
    if (why)
        fprintf(stderr, "re-reading the formatted file failed: %s\n%s", err, out);
    FUZZ_CHECK(why == NULL);
    FUZZ_CHECK(back.offered == t.offered && back.done == t.done && back.step == t.step && back.n_moves == t.n_moves);
    FUZZ_CHECK(back.done2 == t.done2 && back.lesson == t.lesson);
    for (int i = 0; i < t.n_moves; i++)
        FUZZ_CHECK(td_move_equal(&back.moves[i], &t.moves[i]));
    char *out2 = app_tutorial_format(&back, NULL);
    FUZZ_CHECK(out2 != NULL && strcmp(out, out2) == 0);
    free(out2);
    free(out);
    free(err);
    free(text);
    return 0;
}
