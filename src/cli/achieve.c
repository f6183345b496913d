/* achieve.c — achievements as JSON lists of their keys (see achieve.h). */
#include "achieve.h"

#include "troyes/td_score.h"

void cli_json_achievements(json_out *j, uint32_t mask)
{
    json_array(j);
    for (int k = 0; k < TD_ACH_COUNT; k++)
        if (mask & (1u << k))
            json_string(j, td_achievement_key[k]);
    json_end(j);
}

void cli_print_achievements(FILE *to, uint32_t mask)
{
    int first = 1;
    fputc('[', to);
    for (int k = 0; k < TD_ACH_COUNT; k++)
        if (mask & (1u << k)) {
            fprintf(to, "%s\"%s\"", first ? "" : ", ", td_achievement_key[k]);
            first = 0;
        }
    fputc(']', to);
}
