/* heuristic.h — the greedy bot's hand-tuned value of a scoresheet (heuristic.c). */
#ifndef TD_BOT_HEURISTIC_H
#define TD_BOT_HEURISTIC_H

#include "troyes/td_engine.h"

/* The weights of the heuristic (see heuristic.c for what each one values). All floats: a
 * tuning tool may treat the struct as an array. */
typedef struct td_bot_weights {
    float liquid[TD_RESOURCES]; /* worth of a held resource beyond its 1/2 VP, at full time left */
    float liquid_cap;           /* held resources past this many earn no liquidity worth */
    float track;                /* progress toward the next citizen slot of a resource track */
    float fill;                 /* share of a row's open cells expected to be built */
    float cath_open;            /* chance weight of an open Cathedral cell being built later */
    float colbonus[3];          /* worth of the citizen column bonuses 3, 6, 11 once in reach */
    float col_pace;             /* citizens the three tracks gain per die action to come */
    float cit15;                /* worth of a track's 15th citizen (a prestige building) */
    float cit20;                /* worth of a track's 20th citizen (two citizens) */
    float cit_pace;             /* citizens one track gains per die action to come */
    float link;                 /* half a link: one cell built, the other open */
    float link2;                /* a link with both cells open */
    float open[TD_ROWS];        /* an open cell, by row */
    float protect;              /* an open cell protected by a Fortress, per attack to come */
} td_bot_weights;

extern const td_bot_weights td_bot_default_weights;

/* The heuristic value of a sheet, in estimated final VP, with `remaining` die actions to come. */
float td_bot_eval_sheet(const td_sheet *sh, int remaining, const td_bot_weights *w);

#endif
