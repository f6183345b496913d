/* achieve.h — the achievements of SPEC §9 a finished game earned (td_achievements), written as
 * JSON lists of their keys (td_achievement_key) for play, replay and simulate. */
#ifndef TD_CLI_ACHIEVE_H
#define TD_CLI_ACHIEVE_H

#include <stdint.h>
#include <stdio.h>

#include "json.h"

/* ["played_solo", "score_45", ...]: the keys of the bits set in `mask` (1u << TD_ACH_*), in
 * TD_ACH_* order. */
void cli_json_achievements(json_out *j, uint32_t mask);
void cli_print_achievements(FILE *to, uint32_t mask);

#endif
