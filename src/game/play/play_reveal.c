/* play_reveal.c — what the reveal says of each seat once a half-day's choices are shown: the die
 * the player took, what the half-day gained their sheet (the core's td_sheet_gain, in words by
 * play_say_gain), and the places on the sheet their moves used, lit while that sheet is shown.
 * All of it is found again from the session: the state right after the roll (its checkpoint) and
 * the half-day's moves played over it.
 */
#include <stdio.h>
#include <string.h>

#include "app_lang.h"
#include "play/play.h"

void play_replay_half_day(const app *a, int p, play_visit each, void *ctx)
{
    const td_session *ss = a->ss;
    td_state st = ss->checkpoint;
    for (int i = ss->checkpoint_moves; i < ss->n_moves; i++) {
        const td_move *m = &ss->moves[i];
        td_state before = st;
        if (td_move_apply(&st, m))
            return; /* the session's own moves: cannot happen */
        if (m->kind != TD_MOVE_ROLL && (p < 0 || m->player == p))
            each(&before, &st, m, ctx);
    }
}

typedef struct said_ctx {
    const app *a;
    int p;
    char *head;
    size_t hn;
    int has_die;
} said_ctx;

static void said_visit(const td_state *before, const td_state *after, const td_move *m, void *vctx)
{
    (void)before;
    (void)after;
    said_ctx *c = vctx;
    if (c->has_die || (m->kind != TD_MOVE_DIE && m->kind != TD_MOVE_FALLBACK))
        return;
    c->has_die = 1;
    const char *name = c->a->seats[c->p].name;
    if (m->kind == TD_MOVE_DIE) {
        snprintf(c->head, c->hn, tr(TR_REVEAL_HEAD), name, m->slot + 1, tr(TR_COLOUR_RED + m->colour), m->value);
    } else {
        char what[128];
        play_describe_move(m, what, sizeof what);
        snprintf(c->head, c->hn, tr(TR_REVEAL_HEAD_OTHER), name, what);
    }
}

void play_reveal_said(const app *a, int p, char *head, size_t hn, char *gain, size_t gn)
{
    said_ctx c = {a, p, head, hn, 0};
    if (hn)
        head[0] = 0;
    if (gn)
        gain[0] = 0;
    play_replay_half_day(a, p, said_visit, &c);
    if (!c.has_die) {
        snprintf(head, hn, tr(TR_REVEAL_HEAD_OTHER), a->seats[p].name, tr(TR_GAIN_NOTHING));
        return;
    }
    /* from the roll (after its attack) to the end of the half-day: what the choices brought */
    td_gain g;
    td_sheet_gain(&a->ss->checkpoint.sheet[p], &now_of(a)->sheet[p], &g);
    play_say_gain(now_of(a), &g, gain, gn);
}

typedef struct marks_ctx {
    int *tag, *ta, *tb;
    int cap, n;
} marks_ctx;

static void marks_add(marks_ctx *c, int tag, int ta, int tb)
{
    if (tag == HIT_NONE || c->n >= c->cap)
        return;
    for (int i = 0; i < c->n; i++)
        if (c->tag[i] == tag && c->ta[i] == ta && c->tb[i] == tb)
            return;
    c->tag[c->n] = tag;
    c->ta[c->n] = ta;
    c->tb[c->n++] = tb;
}

static void marks_visit(const td_state *before, const td_state *after, const td_move *m, void *vctx)
{
    marks_ctx *c = vctx;
    int tag, ta, tb;
    play_target_of(before, m, &tag, &ta, &tb);
    marks_add(c, tag, ta, tb);
    /* the buildings the rules drew at once (one open cell each), and the citizens it brought */
    const td_sheet *b = &before->sheet[m->player], *s = &after->sheet[m->player];
    for (int row = 0; row < TD_ROWS; row++)
        for (int pos = 0; pos < TD_COLUMNS; pos++)
            if ((s->built[row] & ~b->built[row]) >> pos & 1u)
                marks_add(c, HIT_CELL, row, pos);
    for (int col = 0; col < TD_COLOURS; col++)
        for (int i = b->cit[col]; i < s->cit[col] && i < TD_CIT_TRACK; i++)
            marks_add(c, HIT_CIT_SQUARE, col, i);
}

int play_reveal_marks(const app *a, int p, int tag[], int ta[], int tb[], int cap)
{
    marks_ctx c = {tag, ta, tb, cap, 0};
    play_replay_half_day(a, p, marks_visit, &c);
    return c.n;
}
