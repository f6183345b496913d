/* app_profile.h — player profiles: the achievements of SPEC §9 ticked per profile and kept
 * across games, each profile's game history and statistics, and the high-score table.
 *
 * Each human seat plays as a profile. When a game ends, app_profile_record_game adds it to the
 * profile: the game joins the history, the totals grow, and every achievement the game earned
 * ticks a box dated that day. The three "play 3 games" achievements have three boxes, one ticked
 * per qualifying game; the others have one box. A ticked box keeps its first date for good.
 *
 * The store is a plain value (no pointers, about 1 MB: allocate it with app_profiles_new or
 * statically, not on the stack). The history keeps the latest APP_HISTORY_MAX games of a
 * profile, but never drops one of the profile's ten best, so the best score and the high-score
 * table stay exact; the totals (games, wins, sums) count every game ever recorded.
 *
 * The file (UTF-8 text, written atomically, read strictly):
 *
 *     troyes-dice-profiles 1
 *     profile Anna María                  the name is the rest of the line (1..24 bytes)
 *     totals 12 3 598 40 24 18 36 0 0 66 260
 *         games wins score_sum character_sum[6] resources_sum citizens_sum
 *     ach played_solo 2026-01-02 2026-01-03   key of td_achievement_key, then one date per box
 *     ach score_45 2026-01-05
 *     game 2026-01-02 1p-std#42 1 0 1 47 6 0 12 0 3 9 5 12 9
 *         date game_id players expansion rank total character[6] resources citizens
 *         achievements (the td_achievements mask of that game, decimal)
 *     end                                 the last line, after the last profile
 *
 * "#" starts a comment line. Each profile has exactly one totals line; ach and game lines
 * follow it in any order (games oldest first). A game's total must equal the sum of its parts,
 * its game ID must parse (td_gameid.h) and agree with its players and expansion.
 */
#ifndef APP_PROFILE_H
#define APP_PROFILE_H

#include <stddef.h>
#include <stdint.h>

#include "app_load.h"
#include "troyes/td_gameid.h"
#include "troyes/td_score.h"
#include "troyes/td_state.h"

#define APP_PROFILES_MAX 16
#define APP_PROFILE_NAME_MAX 24        /* bytes of UTF-8, without the NUL */
#define APP_HISTORY_MAX 500            /* games kept per profile */
#define APP_DATE_SIZE 11               /* "YYYY-MM-DD" and the NUL */
#define APP_ACH_BOXES_MAX 3
#define APP_HIGHSCORES 10
#define APP_PROFILES_FILE_MAX (8u << 20) /* bytes; a larger file is refused as corrupt */

/* One finished game as seen by one profile. */
typedef struct app_game_record {
    char date[APP_DATE_SIZE];        /* YYYY-MM-DD, the day it ended */
    char game_id[TD_GAMEID_MAX];     /* reproduces the game (td_gameid.h) */
    uint8_t players;                 /* 1..TD_MAX_PLAYERS */
    uint8_t expansion;               /* 1: Banquets & Raids */
    uint8_t rank;                    /* 1 = best total (shared on ties), td_ranking */
    uint8_t won;                     /* 1: a multiplayer game at rank 1 */
    int16_t total;                   /* VP */
    int16_t character[TD_COLUMNS];   /* VP of each Cathedral character, by position */
    int16_t resources;               /* VP from resources held */
    int16_t citizens;                /* VP from citizens */
    uint32_t achievements;           /* td_achievements of this game (1u << TD_ACH_*) */
} app_game_record;

typedef struct app_profile {
    char name[APP_PROFILE_NAME_MAX + 1];                          /* UTF-8 */
    uint8_t boxes[TD_ACH_COUNT];                                  /* boxes ticked per kind */
    char box_date[TD_ACH_COUNT][APP_ACH_BOXES_MAX][APP_DATE_SIZE]; /* date of each ticked box */
    /* Totals over every game ever recorded. */
    long long games, wins;
    long long score_sum;
    long long character_sum[TD_COLUMNS];
    long long resources_sum, citizens_sum;
    int n_history;
    app_game_record history[APP_HISTORY_MAX]; /* oldest first */
} app_profile;

typedef struct app_profiles {
    int count;
    app_profile profile[APP_PROFILES_MAX];
} app_profiles;

/* A new empty store (malloc'd; free it with app_profiles_free), or NULL when out of memory. */
app_profiles *app_profiles_new(void);
void app_profiles_free(app_profiles *st);

/* NULL when `name` is a valid profile name as stored: 1..APP_PROFILE_NAME_MAX bytes of UTF-8,
 * no control characters, no space at either end; else a short static reason for the UI. */
const char *app_profile_name_check(const char *name);

/* Adds a profile with no games. Spaces and tabs around `name` are dropped first. Returns NULL
 * and sets *out_index (may be NULL), or a static reason (bad name, a profile with the same name
 * ignoring ASCII case, store full) and leaves the store unchanged. */
const char *app_profiles_add(app_profiles *st, const char *name, int *out_index);
/* Renames profile `index` (same rules as add; renaming to its own name is fine). */
const char *app_profiles_rename(app_profiles *st, int index, const char *name);
/* Removes profile `index`; the later profiles move down one index. */
const char *app_profiles_remove(app_profiles *st, int index);
/* Index of the profile called `name` (ignoring ASCII case and surrounding spaces), or -1. */
int app_profiles_find(const app_profiles *st, const char *name);

/* Records the finished game `s` (phase TD_PHASE_OVER) for profile `index`, who played seat
 * `player`, on `date_iso` (YYYY-MM-DD, today's date from the caller). `game_id` (borrowed, may be
 * NULL) is stored when it parses and agrees with s; otherwise the ID is encoded from s->params.
 * Returns the mask (1u << TD_ACH_*) of achievements this game completed: the single-box ones
 * earned for the first time and the three-game ones whose third box it ticked. *ticked (may be
 * NULL) receives the mask of every box this game ticked, so the end screen can also announce
 * "2/3" (see app_profile_progress). Preconditions (checked by assert): a valid index, a finished
 * game, a valid player and date. */
uint32_t app_profile_record_game(app_profiles *st, int index, const td_state *s, int player,
                                 const char *date_iso, const char *game_id, uint32_t *ticked);

/* Progress of one achievement kind of a profile, for the achievements screen. */
typedef struct app_ach_progress {
    int boxes;                            /* 1 or 3 */
    int ticked;                           /* 0..boxes */
    const char *date[APP_ACH_BOXES_MAX];  /* date of each ticked box, borrowed from the profile;
                                           * NULL for boxes not ticked */
} app_ach_progress;
void app_profile_progress(const app_profile *p, int ach, app_ach_progress *out);

/* Statistics of a profile, over every game recorded (best: over the kept history, which always
 * holds the ten best). Means are 0 when there are no games. */
typedef struct app_stats {
    long long games, wins;
    int best;                              /* best total, VP; 0 when no games */
    double mean;                           /* mean total, VP */
    long long character_total[TD_COLUMNS]; /* VP by character position, summed */
    double character_mean[TD_COLUMNS];     /* … per game */
    double resources_mean, citizens_mean;  /* VP per game */
} app_stats;
void app_profile_stats(const app_profile *p, app_stats *out);

/* Totals (VP) of the profile's latest games, oldest first, for the score plot: writes at most
 * `cap` values to out and returns how many. */
int app_profile_score_history(const app_profile *p, int16_t *out, int cap);

/* One line of the high-score table. */
typedef struct app_highscore {
    int profile;                              /* index in the store */
    char name[APP_PROFILE_NAME_MAX + 1];
    int score;                                /* VP */
    char date[APP_DATE_SIZE];
    char game_id[TD_GAMEID_MAX];
    int players;
    int expansion;
} app_highscore;
/* The best games of every profile, best first (ties: the earlier date, then the lower profile
 * index, then the earlier game first). Writes at most `cap` lines (APP_HIGHSCORES for the usual
 * top 10) and returns how many. */
int app_profiles_highscores(const app_profiles *st, app_highscore *out, int cap);

/* Parses the text of a profiles file (NUL-terminated, borrowed). Returns NULL and replaces *out,
 * or returns err filled with "line N: reason" (err must not be NULL; 200 bytes are enough) and
 * leaves *out untouched. Needs a temporary store from the heap: out of memory is reported too. */
const char *app_profiles_parse(const char *text, app_profiles *out, char *err, size_t err_size);

/* A profiles file that app_profiles_parse refuses at a line (cut off, or damaged there): replaces
 * *out with the profiles before that line that are whole without it (a profile cut off among its
 * games keeps its totals, achievements and the games read). Returns the line at fault; or 0 when
 * no profile can be kept, or when the text is whole (*out untouched). */
int app_profiles_recover(const char *text, app_profiles *out);

/* The file text of the store, malloc'd (the caller frees it), its length in *len (may be NULL);
 * NULL when out of memory. */
char *app_profiles_format(const app_profiles *st, size_t *len);

/* Loads the profiles file at `path` (UTF-8). *out is replaced only by a valid file and is left
 * untouched otherwise (so a store from app_profiles_new stays empty). APP_LOAD_MISSING leaves err
 * empty; CORRUPT and ERROR fill err with "<path>: line N: reason" or the system's reason
 * (err_size bytes, SYS_ERR_SIZE is enough). */
app_load_status app_profiles_load(const char *path, app_profiles *out, char *err,
                                  size_t err_size);

/* Saves the store to `path` atomically (sys_file_write_atomic). Returns NULL, or err filled with
 * a message naming the path. */
const char *app_profiles_save(const char *path, const app_profiles *st, char *err,
                              size_t err_size);

#endif
