/* fuzz_app_settings.c — libFuzzer harness for app_settings_parse (src/app/app_settings.h).
 *
 * Invariants checked on every input:
 *   - a refusal returns err holding a non-empty message, and leaves the settings byte for byte as
 *     they were; with a 12-byte err the message is cut, still NUL-terminated, and a prefix of the
 *     full one (err is heap-allocated at its exact size, so ASan sees any write past it);
 *   - parsed settings are valid (app_settings_valid);
 *   - round trip: app_settings_format (fits 512 bytes) -> parse again -> the same settings
 *     (memcmp), and formatting those gives the same text.
 */
#include <stdint.h>
#include <string.h>

#include "app_settings.h"
#include "fuzz_common.h"

#define PATTERN 0x6B
#define ERR_SIZE 160
#define SHORT_ERR 12

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = fuzz_text(data, size);
    char *err = malloc(ERR_SIZE);
    FUZZ_CHECK(err != NULL);
    app_settings s;
    memset(&s, PATTERN, sizeof s);
    const char *why = app_settings_parse(text, &s, err, ERR_SIZE);
    if (why) {
        FUZZ_CHECK(fuzz_err_ok(why, err, ERR_SIZE));
        FUZZ_CHECK(fuzz_all_bytes(&s, sizeof s, PATTERN)); /* refused: untouched */
        char *short_err = malloc(SHORT_ERR);
        FUZZ_CHECK(short_err != NULL);
        const char *why2 = app_settings_parse(text, &s, short_err, SHORT_ERR);
        FUZZ_CHECK(fuzz_err_ok(why2, short_err, SHORT_ERR));
        FUZZ_CHECK(strncmp(short_err, err, strlen(short_err)) == 0);
        FUZZ_CHECK(fuzz_all_bytes(&s, sizeof s, PATTERN));
        free(short_err);
        free(err);
        free(text);
        return 0;
    }
    FUZZ_CHECK(app_settings_valid(&s));

    char buf[512];
    int n = app_settings_format(&s, buf, sizeof buf);
    FUZZ_CHECK(n > 0 && (size_t)n < sizeof buf && (size_t)n == strlen(buf));
    app_settings back;
    memset(&back, ~PATTERN & 0xFF, sizeof back);
    why = app_settings_parse(buf, &back, err, ERR_SIZE);
    if (why)
        fprintf(stderr, "re-reading the formatted settings failed: %s\n%s", err, buf);
    FUZZ_CHECK(why == NULL);
    FUZZ_CHECK(memcmp(&s, &back, sizeof s) == 0);
    char buf2[512];
    int n2 = app_settings_format(&back, buf2, sizeof buf2);
    FUZZ_CHECK(n2 == n && strcmp(buf, buf2) == 0);
    free(err);
    free(text);
    return 0;
}
