/* fuzz_app_profiles.c — libFuzzer harness for app_profiles_parse and app_profiles_recover
 * (src/app/app_profile.h).
 *
 * Invariants checked on every input:
 *   - a refusal returns err holding a non-empty message, and leaves the store byte for byte as it
 *     was; with a 12-byte err the message is cut, still NUL-terminated, and a prefix of the full
 *     one (err is heap-allocated at its exact size, so ASan sees any write past it);
 *   - a parsed store is sane: 0..APP_PROFILES_MAX profiles, each with a valid name
 *     (app_profile_name_check), 0..APP_HISTORY_MAX games whose game IDs parse;
 *   - round trip: app_profiles_format -> parse again -> the same store (memcmp), and formatting
 *     that gives the same text; app_profiles_recover finds nothing to recover in the text;
 *   - on a refused text, app_profiles_recover either keeps nothing (the store untouched) or
 *     returns the line at fault (at least 2) with 1..APP_PROFILES_MAX sane profiles, which
 *     round-trip as a parsed store does.
 */
#include <stdint.h>
#include <string.h>

#include "app_profile.h"
#include "fuzz_common.h"
#include "troyes/td_gameid.h"

#define PATTERN 0x4E
#define ERR_SIZE 200
#define SHORT_ERR 12

/* About 1 MB each: static, not on the stack. */
static app_profiles store, reread, recovered;

/* A store as a parse or a recovery leaves it: sane, and formatted it parses back to itself. */
static void check_store(const app_profiles *st, char *err)
{
    FUZZ_CHECK(st->count >= 0 && st->count <= APP_PROFILES_MAX);
    for (int i = 0; i < st->count; i++) {
        const app_profile *p = &st->profile[i];
        FUZZ_CHECK(app_profile_name_check(p->name) == NULL);
        FUZZ_CHECK(p->n_history >= 0 && p->n_history <= APP_HISTORY_MAX);
        for (int g = 0; g < p->n_history; g++) {
            td_params params;
            FUZZ_CHECK(td_gameid_parse(p->history[g].game_id, &params) == NULL);
        }
    }
    size_t len = 0;
    char *out = app_profiles_format(st, &len);
    FUZZ_CHECK(out != NULL && len == strlen(out));
    memset(&reread, ~PATTERN & 0xFF, sizeof reread);
    const char *why = app_profiles_parse(out, &reread, err, ERR_SIZE);
    if (why)
        fprintf(stderr, "re-reading the formatted profiles failed: %s\n%s", err, out);
    FUZZ_CHECK(why == NULL);
    FUZZ_CHECK(memcmp(st, &reread, sizeof *st) == 0);
    size_t len2 = 0;
    char *out2 = app_profiles_format(&reread, &len2);
    FUZZ_CHECK(out2 != NULL && len2 == len && memcmp(out, out2, len + 1) == 0);
    free(out2);
    free(out);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = fuzz_text(data, size);
    char *err = malloc(ERR_SIZE);
    FUZZ_CHECK(err != NULL);
    memset(&store, PATTERN, sizeof store);
    const char *why = app_profiles_parse(text, &store, err, ERR_SIZE);
    if (why) {
        FUZZ_CHECK(fuzz_err_ok(why, err, ERR_SIZE));
        FUZZ_CHECK(fuzz_all_bytes(&store, sizeof store, PATTERN)); /* refused: untouched */
        char *short_err = malloc(SHORT_ERR);
        FUZZ_CHECK(short_err != NULL);
        const char *why2 = app_profiles_parse(text, &store, short_err, SHORT_ERR);
        FUZZ_CHECK(fuzz_err_ok(why2, short_err, SHORT_ERR));
        FUZZ_CHECK(strncmp(short_err, err, strlen(short_err)) == 0);
        free(short_err);
        memset(&recovered, PATTERN, sizeof recovered);
        int line = app_profiles_recover(text, &recovered);
        if (line == 0) {
            FUZZ_CHECK(fuzz_all_bytes(&recovered, sizeof recovered, PATTERN));
        } else {
            FUZZ_CHECK(line >= 2 && recovered.count >= 1);
            check_store(&recovered, err);
        }
        free(err);
        free(text);
        return 0;
    }
    check_store(&store, err);
    memset(&recovered, PATTERN, sizeof recovered);
    FUZZ_CHECK(app_profiles_recover(text, &recovered) == 0);
    FUZZ_CHECK(fuzz_all_bytes(&recovered, sizeof recovered, PATTERN));
    free(err);
    free(text);
    return 0;
}
