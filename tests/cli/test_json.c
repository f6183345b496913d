/* test_json.c — the JSON writer of troyes-cli (src/cli/json.c): commas, nesting, escaping. */
#include <stdio.h>
#include <string.h>

#include "json.h"

static int failures;

static void expect(const json_out *j, const char *want, const char *what)
{
    const char *got = j->buf ? j->buf : "";
    if (j->failed || strcmp(got, want) != 0) {
        printf("FAIL %s\n  want: %s\n  got:  %s%s\n", what, want, got,
               j->failed ? " (failed)" : "");
        failures++;
    }
}

int main(void)
{
    json_out j;
    json_init(&j);

    json_object(&j);
    json_end(&j);
    expect(&j, "{}", "empty object");

    json_reset(&j);
    json_object(&j);
    json_key_int(&j, "a", -3);
    json_key_bool(&j, "b", 1);
    json_key(&j, "c");
    json_array(&j);
    json_int(&j, 1);
    json_null(&j);
    json_array(&j);
    json_end(&j);
    json_object(&j);
    json_end(&j);
    json_end(&j);
    json_key_string(&j, "d", NULL);
    json_end(&j);
    expect(&j, "{\"a\":-3,\"b\":true,\"c\":[1,null,[],{}],\"d\":null}", "nesting and commas");

    json_reset(&j);
    json_string(&j, "q\"b\\s/\n\r\t\b\f\x01\x1f\x7f end");
    expect(&j, "\"q\\\"b\\\\s/\\n\\r\\t\\b\\f\\u0001\\u001f\\u007f end\"", "escapes");

    json_reset(&j);
    json_string(&j, "Isabeau de Bavi\xc3\xa8re");
    expect(&j, "\"Isabeau de Bavi\xc3\xa8re\"", "UTF-8 passes through");

    json_reset(&j);
    json_array(&j);
    for (int i = 0; i < 5000; i++)
        json_string(&j, "0123456789");
    json_end(&j);
    if (j.failed || j.len != 2 + 5000 * 13 - 1 || strlen(j.buf) != j.len) {
        printf("FAIL growth: len %zu\n", j.len);
        failures++;
    }

    json_reset(&j);
    json_end(&j);
    if (!j.failed) {
        printf("FAIL an unbalanced end must mark the text failed\n");
        failures++;
    }

    json_free(&j);
    if (failures)
        printf("%d failure(s)\n", failures);
    else
        printf("json: all passed\n");
    return failures ? 1 : 0;
}
