/* refs.c — a solo game's references worked out beside the game (see refs.h).
 *
 * The expert plays the game ID alone with its default settings, its own stream seeded as
 * `troyes-cli simulate --bot expert --seed S --games 1` seeds it, so the figure is the one that
 * command gives; the hindsight best is td_bot_par with its default beam (`troyes-cli par ID`).
 *
 * A job belongs to whoever finishes last with it: it is RUNNING while its thread works; the
 * thread then moves it to DONE (and pushes an event), unless the main thread has meanwhile moved
 * it to ABANDONED for a newer game, in which case the thread frees it. */
#include "shell/refs.h"

#include <stdlib.h>
#include <string.h>

#include "troyes/td_bot.h"
#include "troyes/td_engine.h"
#include "troyes/td_gameid.h"
#include "troyes/td_score.h"

#define REFS_STACK_BYTES (4u << 20)

enum { RUNNING = 0, DONE = 1, ABANDONED = 2 };

typedef struct refs_job {
    td_params params;
    int expert, par; /* -1: could not be worked out */
    td_sheet expert_sheet, par_sheet; /* their final sheets (the end screen scores them row by row) */
    td_move line[TD_BOT_PAR_MOVES]; /* the hindsight best's moves, rolls included */
    int n_line;
    int held; /* never handed to a thread (a scripted run's pending references): the main thread's */
    SDL_atomic_t state;
} refs_job;

static refs_job *current; /* the newest job (main thread only) */
static Uint32 done_event; /* registered at the first job; 0 before */

/* The expert's final score playing `p` alone; its final sheet in *out. */
static int expert_score(const td_params *p, td_sheet *out)
{
    td_state s;
    if (td_state_init(&s, p))
        return -1;
    td_bot_config cfg;
    td_bot_config_default(&cfg, TD_BOT_EXPERT);
    td_rng rng;
    td_rng_seed(&rng, p->seed, 0xb07ULL); /* as troyes-cli simulate seeds seat 1 */
    td_move roll = td_move_roll();
    while (s.phase != TD_PHASE_OVER) {
        td_move m = s.phase == TD_PHASE_ROLL ? roll : td_bot_choose(&s, 0, &cfg, &rng);
        if (td_move_apply(&s, &m))
            return -1;
    }
    *out = s.sheet[0];
    return td_score_total(&s, 0);
}

/* The final sheet the moves `line` reach from the start of `p`: 0, or -1 when one is refused. */
static int line_sheet(const td_params *p, const td_move *line, int n, td_sheet *out)
{
    td_state s;
    if (td_state_init(&s, p))
        return -1;
    for (int i = 0; i < n; i++)
        if (td_move_apply(&s, &line[i]))
            return -1;
    *out = s.sheet[0];
    return 0;
}

/* The hindsight best's beam: the default, or TROYES_DICE_PAR_BEAM (a smaller search for tests
 * that only need a line to watch). */
static int par_beam(void)
{
    const char *v = SDL_getenv("TROYES_DICE_PAR_BEAM");
    int beam = v ? atoi(v) : 0;
    return beam > 0 ? beam : TD_BOT_PAR_BEAM;
}

static void work_out(refs_job *j)
{
    j->expert = expert_score(&j->params, &j->expert_sheet);
    j->par = td_bot_par(&j->params, par_beam(), j->line, TD_BOT_PAR_MOVES, &j->n_line);
    if (j->par >= 0 && line_sheet(&j->params, j->line, j->n_line, &j->par_sheet))
        j->par = -1;
}

static int refs_thread(void *data)
{
    refs_job *j = data;
    work_out(j);
    if (SDL_AtomicCAS(&j->state, RUNNING, DONE)) {
        SDL_Event ev;
        memset(&ev, 0, sizeof ev);
        ev.type = done_event;
        SDL_PushEvent(&ev); /* a window asleep on its events draws again */
    } else {
        free(j); /* abandoned: nobody else holds it */
    }
    return 0;
}

/* Whether two parameters are one game (by game ID: their padding bytes may differ). */
static int same_game(const td_params *x, const td_params *y)
{
    char a[TD_GAMEID_MAX], b[TD_GAMEID_MAX];
    td_gameid_encode(x, a, sizeof a);
    td_gameid_encode(y, b, sizeof b);
    return strcmp(a, b) == 0;
}

/* A scripted run's references (TROYES_DICE_REFERENCES): "inline", worked out at once; "pending",
 * never worked out but still being worked out as far as the screens can tell (what the end screen
 * shows while a window's thread works); else none. */
static int scripted_wanted(const char *how)
{
    const char *v = SDL_getenv("TROYES_DICE_REFERENCES");
    return v && strcmp(v, how) == 0;
}

void refs_start(const td_params *params, int async)
{
    if (params->players != 1)
        return;
    if (current && same_game(&current->params, params))
        return;
    int pending = !async && scripted_wanted("pending");
    if (!async && !pending && !scripted_wanted("inline"))
        return;
    if (current && (current->held || !SDL_AtomicCAS(&current->state, RUNNING, ABANDONED)))
        free(current); /* done: ours to free (a running one frees itself) */
    current = NULL;
    refs_job *j = calloc(1, sizeof *j);
    if (!j)
        return;
    j->params = *params;
    SDL_AtomicSet(&j->state, RUNNING);
    current = j;
    if (pending) {
        j->held = 1;
        return;
    }
    if (!done_event) {
        Uint32 e = SDL_RegisterEvents(1);
        done_event = e == (Uint32)-1 ? 0 : e;
    }
    SDL_Thread *t = async ? SDL_CreateThreadWithStackSize(refs_thread, "troyes-refs", REFS_STACK_BYTES, j) : NULL;
    if (t) {
        SDL_DetachThread(t);
    } else { /* at once, as asked, or when no thread can be made */
        work_out(j);
        SDL_AtomicSet(&j->state, DONE);
    }
}

int refs_get(const td_params *params, int *expert, int *par)
{
    if (!current || !same_game(&current->params, params))
        return -1;
    if (SDL_AtomicGet(&current->state) != DONE)
        return 0;
    if (current->expert < 0 || current->par < 0)
        return -1;
    *expert = current->expert;
    *par = current->par;
    return 1;
}

void refs_close(void)
{
    if (current && (current->held || !SDL_AtomicCAS(&current->state, RUNNING, ABANDONED)))
        free(current); /* done or held: ours to free (a running one frees itself, and pushes no event) */
    current = NULL;
}

int refs_sheets(const td_params *params, const td_sheet **expert, const td_sheet **par)
{
    int e, b, known = refs_get(params, &e, &b);
    if (known == 1) {
        *expert = &current->expert_sheet;
        *par = &current->par_sheet;
    }
    return known;
}

int refs_line(const td_params *params, const td_move **moves, int *n)
{
    int expert, par;
    if (refs_get(params, &expert, &par) != 1 || current->n_line <= 0)
        return 0;
    *moves = current->line;
    *n = current->n_line;
    return 1;
}

int refs_is_event(const SDL_Event *ev)
{
    return done_event && ev->type == done_event;
}
