/* learned_value.h — the expert's learned value of a scoresheet (learned_value.c): a linear
 * function of TD_BOT_VALUE_FEATURES facts about the sheet, weighed by a row of weights chosen by
 * the die actions still to come (0..16: rows TD_BOT_VALUE_TIMES). `troyes-train fit` fits each
 * weight as a + b f + c f^2 of the share of the game left f = remaining / 15 and writes the rows
 * out in generated/learned_value_weights.c. */
#ifndef TD_BOT_LEARNED_VALUE_H
#define TD_BOT_LEARNED_VALUE_H

#include "troyes/td_engine.h"

#define TD_BOT_VALUE_FEATURES 140
#define TD_BOT_VALUE_TIMES 17
#define TD_BOT_VALUE_WEIGHTS (TD_BOT_VALUE_TIMES * TD_BOT_VALUE_FEATURES)
extern const float td_bot_value_weights[TD_BOT_VALUE_WEIGHTS];

/* Writes the features of a sheet to b[0..TD_BOT_VALUE_FEATURES) and returns their count. */
int td_bot_value_features(const td_sheet *sh, float *b);
/* The learned value of a sheet, in estimated final VP, with `remaining` die actions to come;
 * with none to come, the sheet's score itself (the fitted row 0 is not used). */
float td_bot_value(const td_sheet *sh, int remaining, const float *weights);

#endif
