/* app_autosave.h — the autosave of the game in progress, and the dates the app needs.
 *
 * The autosave is a saved game in td_session.h's format (so `troyes-cli replay` reads it as is)
 * preceded by comment lines (';' lines are comments there) that say who sits at each seat and
 * whether the sheets are open, so Continue resumes with the same seats:
 *
 *     ; troyes-dice autosave: seats, then the game (td_session.h)
 *     ; seat 1 human Anna María         kind (human | random | greedy | expert), then the name:
 *     ; seat 2 expert Bot 2 (expert)     the rest of the line (1..24 bytes of UTF-8)
 *     ; sheets handover                  handover | open
 *     ; hints 12 0                       how many decisions each seat was shown hints for, one
 *                                        number a seat (0 to 999); the line only when one is not 0
 *     troyes-dice 1
 *     id 2p-std#123
 *     roll
 *     ...
 *
 * Seats are numbered 1..n in order, one per player of the game ID. Every line stays under the
 * core's 160-byte line limit. Plain C, no SDL and no clock: callers pass today's date.
 */
#ifndef APP_AUTOSAVE_H
#define APP_AUTOSAVE_H

#include <stddef.h>
#include <stdint.h>

#include "app_load.h"
#include "app_profile.h"
#include "troyes/td_session.h"

#define APP_SEAT_KIND_MAX 15              /* bytes of a kind word, without the NUL */
#define APP_AUTOSAVE_FILE_MAX (1u << 20)  /* bytes; a larger autosave is refused as corrupt */

typedef struct app_autosave_seat {
    char kind[APP_SEAT_KIND_MAX + 1];     /* lowercase ASCII word: "human", "expert", ... */
    char name[APP_PROFILE_NAME_MAX + 1];  /* UTF-8, printable, no space at either end */
} app_autosave_seat;

typedef struct app_autosave_info {
    int n_seats;                          /* = the game's players */
    app_autosave_seat seat[TD_MAX_PLAYERS];
    int open_sheets;                      /* 1: open sheets (no hand-over screens) */
    int hints[TD_MAX_PLAYERS];            /* decisions each seat was shown hints for (0 to 999) */
} app_autosave_info;

/* The file text: the comment lines then td_session_write's text, malloc'd (the caller frees it),
 * its length in *len (may be NULL). NULL when out of memory or when `info` does not fit the
 * session (seat count, a kind that is not a lowercase word, a name that is not valid). */
char *app_autosave_format(const td_session *ss, const app_autosave_info *info, size_t *len);

/* Parses an autosave (NUL-terminated, borrowed): replays the game into *ss and fills *info.
 * Returns NULL, or err filled with "line N: reason" (err_size bytes, 200 are enough) and leaves
 * *ss and *info untouched. A missing or malformed seat line, seats out of order, a seat count
 * other than the game's players, or a hints line given twice, not of one number per seat or with
 * a number out of 0..999, is refused. */
const char *app_autosave_parse(const char *text, td_session *ss, app_autosave_info *info,
                               char *err, size_t err_size);

/* An autosave that app_autosave_parse refuses at a line of its moves (cut off, or damaged there):
 * replays into *ss and *info the game up to that line, when the lines before it are a whole
 * autosave. Returns the line at fault (>= 2); or 0 when nothing before the line at fault can be
 * kept (*ss and *info untouched), or when the text is whole (they then hold it, as parsed). */
int app_autosave_recover(const char *text, td_session *ss, app_autosave_info *info);

/* Loads the autosave at `path` (statuses as in app_load.h). *ss and *info change only on
 * APP_LOAD_OK. CORRUPT and ERROR fill err with "<path>: line N: reason" or the system's reason
 * (SYS_ERR_SIZE bytes are enough). */
app_load_status app_autosave_load(const char *path, td_session *ss, app_autosave_info *info,
                                  char *err, size_t err_size);

/* Writes the autosave atomically (sys_file_write_atomic). NULL, or err naming the path. */
const char *app_autosave_save(const char *path, const td_session *ss,
                              const app_autosave_info *info, char *err, size_t err_size);

/* "YYYY-MM-DD" of a calendar date into out (APP_DATE_SIZE bytes). Returns 0, or -1 when the
 * date is not a real day between the years 1900 and 9999 (out is then empty). */
int app_date_format(int year, int month, int day, char out[APP_DATE_SIZE]);

/* The seed of the game of the day: the date as the number YYYYMMDD (20260315 for 15 March
 * 2026), so everyone playing that day plays the same game. 0 for a date app_date_format refuses. */
uint64_t app_daily_seed(int year, int month, int day);

#endif
