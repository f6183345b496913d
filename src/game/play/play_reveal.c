/* play_reveal.c — the half-day's moves played again from the roll (for the summary, play_summary.c,
 * and its words, play_text.c), and the places on a seat's sheet its moves used, lit while that
 * sheet is shown once a half-day's choices are revealed.
 * All of it is found again from the session: the state right after the roll (its checkpoint) and
 * the half-day's moves played over it.
 */
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
