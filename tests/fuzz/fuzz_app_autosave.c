/* fuzz_app_autosave.c — libFuzzer harness for app_autosave_parse and app_autosave_recover
 * (src/app/app_autosave.h): the file Continue resumes.
 *
 * Invariants checked on every input:
 *   - a refusal returns err holding a non-empty message, and leaves the session and the seats
 *     byte for byte as they were;
 *   - a parsed autosave formats back (app_autosave_format) to a text that parses to the same game
 *     and seats, and that formats to the same text again; app_autosave_recover finds nothing to
 *     recover in it;
 *   - on a refused text, app_autosave_recover either keeps nothing (session and seats untouched)
 *     or returns the line at fault, at least 2 and at most the text's line count, with a game
 *     that is also what the text cut before that line parses to.
 */
#include <stdint.h>
#include <string.h>

#include "app_autosave.h"
#include "fuzz_common.h"

#define PATTERN 0x5D
#define ERR_SIZE 200

/* Sessions are about 60 KB: keep them out of the stack. */
static td_session parsed, again, recovered, cut_parsed;


int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = fuzz_text(data, size);
    char *err = malloc(ERR_SIZE);
    FUZZ_CHECK(err != NULL);
    app_autosave_info info, info2;
    memset(&parsed, PATTERN, sizeof parsed);
    memset(&info, PATTERN, sizeof info);
    const char *why = app_autosave_parse(text, &parsed, &info, err, ERR_SIZE);
    if (!why) {
        size_t len = 0;
        char *out = app_autosave_format(&parsed, &info, &len);
        FUZZ_CHECK(out != NULL && strlen(out) == len);
        FUZZ_CHECK(app_autosave_parse(out, &again, &info2, err, ERR_SIZE) == NULL);
        FUZZ_CHECK(again.n_moves == parsed.n_moves);
        FUZZ_CHECK(memcmp(&again.now, &parsed.now, sizeof again.now) == 0);
        FUZZ_CHECK(memcmp(&info2, &info, sizeof info) == 0);
        char *out2 = app_autosave_format(&again, &info2, NULL);
        FUZZ_CHECK(out2 != NULL && strcmp(out, out2) == 0);
        FUZZ_CHECK(app_autosave_recover(text, &recovered, &info2) == 0);
        free(out2);
        free(out);
        free(err);
        free(text);
        return 0;
    }
    FUZZ_CHECK(fuzz_err_ok(why, err, ERR_SIZE));
    FUZZ_CHECK(fuzz_all_bytes(&parsed, sizeof parsed, PATTERN)); /* refused: untouched */
    FUZZ_CHECK(fuzz_all_bytes(&info, sizeof info, PATTERN));

    memset(&recovered, PATTERN, sizeof recovered);
    memset(&info2, PATTERN, sizeof info2);
    int line = app_autosave_recover(text, &recovered, &info2);
    if (!line) {
        FUZZ_CHECK(fuzz_all_bytes(&recovered, sizeof recovered, PATTERN));
        FUZZ_CHECK(fuzz_all_bytes(&info2, sizeof info2, PATTERN));
    } else {
        FUZZ_CHECK(line >= 2 && line <= fuzz_count_lines(text));
        const char *cut = text;
        for (int n = 1; n < line; n++)
            cut = strchr(cut, '\n') + 1;
        char *head = fuzz_text((const uint8_t *)text, (size_t)(cut - text));
        FUZZ_CHECK(app_autosave_parse(head, &cut_parsed, &info, err, ERR_SIZE) == NULL);
        FUZZ_CHECK(cut_parsed.n_moves == recovered.n_moves);
        FUZZ_CHECK(memcmp(&cut_parsed.now, &recovered.now, sizeof recovered.now) == 0);
        FUZZ_CHECK(memcmp(&info, &info2, sizeof info) == 0);
        free(head);
    }
    free(err);
    free(text);
    return 0;
}
