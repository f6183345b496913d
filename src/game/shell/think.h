/* think.h — the bots' searches (a bot's move, the hints' ranked moves) off the main thread, so
 * that the window keeps drawing and answering while the expert thinks (about 40 ms a move and
 * 150 ms for hints on a desktop core, several times that on a slow laptop).
 *
 * A thinker runs one job at a time on a thread of its own. The job carries a copy of the game
 * state and of the random stream it searches with, so the search never touches the game: the
 * caller compares the job's state with the game's when the result comes back, and drops a
 * result the game has moved past. The same job gives the same result on a thread or not (the
 * bots are deterministic), so scripted runs, screenshots and tests think inline (async 0) and
 * stay frame-exact. */
#ifndef THINK_H
#define THINK_H

#include <SDL.h>

#include "troyes/td_bot.h"

enum { THINK_MOVE = 1, THINK_RANK }; /* td_bot_choose; td_bot_rank_moves */

typedef struct think_job {
    int kind;           /* THINK_* */
    td_state state;     /* the position, copied: the game may move on meanwhile */
    int player;         /* who decides */
    td_bot_config cfg;
    td_rng rng;         /* the search's stream; handed back as the search left it */
    /* the result: THINK_MOVE fills move[0] (n = 1), THINK_RANK the best n, best first */
    td_move move[TD_BOT_RANK_MAX];
    float est[TD_BOT_RANK_MAX];
    int n;
} think_job;

typedef struct thinker {
    SDL_Thread *thread;   /* the running job's thread; NULL when it ran inline or none runs */
    SDL_atomic_t done;    /* the job's result is in `job` */
    int pending;          /* a job was started and its result not yet taken */
    think_job job;
} thinker;

/* Starts `job` (a copy is kept): on a thread of its own when `async`, else at once, before this
 * returns (also when no thread can be made). Returns 0 when a job is still pending. */
int think_start(thinker *t, const think_job *job, int async);
/* The pending job's result, or NULL while it is still being worked out (with `wait`, waits for
 * it). The thinker is free again once a result has been returned: the pointer stays valid until
 * the next think_start. */
const think_job *think_take(thinker *t, int wait);
/* Whether a job was started and its result not yet taken. */
int think_pending(const thinker *t);
/* Whether the pending job's result is in (t->job may then be read before it is taken). */
int think_ready(thinker *t);
/* Waits for the pending job, if any, and drops its result (leaving a screen, closing). */
void think_drop(thinker *t);

#endif
