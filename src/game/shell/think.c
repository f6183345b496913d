/* think.c — the bots' searches off the main thread (see think.h). */
#include "shell/think.h"

#include <string.h>

/* The expert's search keeps a few game states and move lists on the stack; this leaves room for
 * more on every platform (the default thread stack is 1 MB on Windows). */
#define THINK_STACK_BYTES (4u << 20)

static void think_run(think_job *j)
{
    if (j->kind == THINK_MOVE) {
        j->move[0] = td_bot_choose(&j->state, j->player, &j->cfg, &j->rng);
        j->n = 1;
    } else {
        j->n = td_bot_rank_moves(&j->state, j->player, &j->cfg, &j->rng, j->move, j->est, TD_BOT_RANK_MAX);
    }
}

static int think_thread(void *data)
{
    thinker *t = data;
    think_run(&t->job);
    SDL_AtomicSet(&t->done, 1); /* a full barrier: the result is written before this is seen */
    return 0;
}

int think_start(thinker *t, const think_job *job, int async)
{
    if (t->pending)
        return 0;
    memcpy(&t->job, job, sizeof t->job); /* byte for byte: callers compare the state with memcmp */
    t->pending = 1;
    SDL_AtomicSet(&t->done, 0);
    t->thread = async ? SDL_CreateThreadWithStackSize(think_thread, "troyes-think", THINK_STACK_BYTES, t) : NULL;
    if (!t->thread) /* inline, as asked, or when no thread can be made */
        think_thread(t);
    return 1;
}

const think_job *think_take(thinker *t, int wait)
{
    if (!t->pending || (!wait && !SDL_AtomicGet(&t->done)))
        return NULL;
    if (t->thread) {
        SDL_WaitThread(t->thread, NULL);
        t->thread = NULL;
    }
    t->pending = 0;
    return &t->job;
}

int think_pending(const thinker *t)
{
    return t->pending;
}

int think_ready(thinker *t)
{
    return t->pending && SDL_AtomicGet(&t->done);
}

void think_drop(thinker *t)
{
    (void)think_take(t, 1);
}
