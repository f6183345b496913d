/* play_jobs.c — the work done beside the frames: the hints for the shown decision and the bots'
 * moves, each a search on a thread of its own in the window (think.h), at once in scripted runs.
 * A job carries a copy of the state it was asked on; a result the game has moved past is dropped.
 * The bots' moves are planned as soon as the half-day is rolled and shown only once every human
 * has chosen (play_jobs' plan, play.h).
 */
#include <stdio.h>
#include <string.h>

#include "app_lang.h"
#include "play/play.h"
#include "shell/seats.h"
#include "tutorial/tut_play.h"

play_decision play_decision_of(const app *a, int player)
{
    const td_session *ss = a->ss;
    play_decision d = {player, ss->checkpoint_moves, 0};
    for (int i = ss->checkpoint_moves; i < ss->n_moves; i++)
        d.own += ss->moves[i].kind != TD_MOVE_ROLL && ss->moves[i].player == player;
    return d;
}

int play_same_decision(play_decision x, play_decision y)
{
    return x.player == y.player && x.roll == y.roll && x.own == y.own;
}

int play_hints_allowed(const app *a) { return !a->hints_off || a->tutorial; }

int play_hints_shown(const app *a)
{
    const play_ui *ui = &a->play->ui;
    return play_hints_allowed(a) && ui->n_hints > 0 &&
           play_same_decision(ui->hint_shown_for, play_decision_of(a, ui->viewer));
}

void play_drop_thinking_note(app *a)
{
    play_ui *ui = &a->play->ui;
    if (!strcmp(ui->note, tr(TR_PLAY_NOTE_THINKING)))
        ui->note[0] = 0;
}

/* A search job on the shown game as it is now (think.h): its state and `rng` are copied. */
static void job_for(app *a, think_job *j, int kind, int player, int level, const td_rng *rng)
{
    memset(j, 0, sizeof *j);
    j->kind = kind;
    memcpy(&j->state, now_of(a), sizeof j->state);
    j->player = player;
    td_bot_config_default(&j->cfg, level);
    memcpy(&j->rng, rng, sizeof j->rng);
}

/* Worked out beside the frames in the window, at once in scripted runs; play_poll_hints shows
 * them when they come. */
int play_make_hints(app *a)
{
    play_ui *ui = &a->play->ui;
    play_jobs *jobs = &a->play->jobs;
    if (!play_hints_allowed(a)) { /* a game without hints: nothing worked out, nothing counted */
        snprintf(ui->note, sizeof ui->note, "%s", tr(TR_HINTS_SWITCHED_OFF));
        return 0;
    }
    if (ui->n_legal == 0)
        return 1;
    jobs->hint_wanted = 1;
    if (think_pending(&a->think_hint))
        return 1; /* play_poll_hints asks again if that one is for an earlier decision */
    /* seeded by the decision: asked again (after a bot's move, say), the hints are the same */
    play_decision d = play_decision_of(a, ui->viewer);
    td_rng rng;
    td_rng_seed(&rng, a->ss->now.params.seed ^ (uint64_t)(d.roll + d.own) * 7919u, 0x417);
    jobs->hint_asked_for = d;
    think_job j;
    job_for(a, &j, THINK_RANK, ui->viewer, TD_BOT_EXPERT, &rng);
    think_start(&a->think_hint, &j, a->think_async);
    if (!play_poll_hints(a, 0)) /* still being worked out on its thread */
        snprintf(ui->note, sizeof ui->note, "%s", tr(TR_PLAY_NOTE_THINKING));
    return 1;
}

/* Hints shown for decision d: counted once for its player, in this game (the final scores say
 * how many decisions each player was shown hints for). */
static void count_hinted(app *a, const play_decision *d)
{
    int p = d->player;
    if (p < 0 || p >= a->n_seats || (a->hints_last[p][0] == d->roll && a->hints_last[p][1] == d->own))
        return;
    a->hints_last[p][0] = d->roll;
    a->hints_last[p][1] = d->own;
    a->hints_used[p]++;
}

/* The hints are shown if the decision they were asked for is still the shown one (else asked
 * again for the shown one, when hints are still wanted). */
int play_poll_hints(app *a, int wait)
{
    play_ui *ui = &a->play->ui;
    play_jobs *jobs = &a->play->jobs;
    const think_job *j = think_take(&a->think_hint, wait);
    if (!j)
        return 0;
    if (!play_hints_allowed(a)) /* turned off in the settings while they were worked out */
        jobs->hint_wanted = 0;
    if (!jobs->hint_wanted || !play_same_decision(jobs->hint_asked_for, play_decision_of(a, ui->viewer))) {
        if (jobs->hint_wanted)
            play_make_hints(a);
        return 0;
    }
    jobs->hint_wanted = 0;
    /* The best few distinct choices: a die taken to the same target and paid for with another
     * resource is the same choice for the player (its tag names the better payment). */
    ui->n_hints = 0;
    for (int i = 0; i < j->n && ui->n_hints < 3; i++) {
        int seen = 0;
        for (int h = 0; h < ui->n_hints; h++) {
            td_move twin = j->move[i];
            twin.pay = ui->hint[h].pay;
            seen |= td_move_equal(&twin, &ui->hint[h]);
        }
        if (!seen) {
            ui->hint[ui->n_hints] = j->move[i];
            ui->hint_est[ui->n_hints++] = j->est[i];
        }
    }
    ui->hint_shown_for = jobs->hint_asked_for;
    ui->hint_next = 0;
    count_hinted(a, &ui->hint_shown_for);
    play_drop_thinking_note(a);
    if (ui->n_hints > 0 && ui->hint[0].kind == TD_MOVE_DIE && ui->slot < 0)
        snprintf(ui->note, sizeof ui->note, "%s", tr(TR_PLAY_NOTE_HINT));
    if (jobs->hint_take && ui->n_hints > 0 && play_same_decision(jobs->hint_take_for, ui->hint_shown_for)) {
        /* "H H" pressed before they came, for this decision: the second H's due (the screen
         * plays it: jobs.hint_take_due) */
        jobs->hint_take_due = 1;
    }
    jobs->hint_take = 0;
    return 1;
}

int play_hints_key(app *a)
{
    play_jobs *jobs = &a->play->jobs;
    if (jobs->hint_wanted && play_hints_allowed(a)) {
        jobs->hint_take = 1; /* still being worked out: the first is set up when they come */
        jobs->hint_take_for = play_decision_of(a, a->play->ui.viewer);
        return 1;
    }
    return play_make_hints(a);
}

int play_humans_waiting(const app *a, const td_state *s)
{
    unsigned waiting = td_waiting_players(s);
    for (int p = 0; p < a->n_seats; p++)
        if ((waiting >> p & 1u) && !seats_is_bot(a, p))
            return 1;
    return 0;
}

/* The first bot with something to choose in the plan, or -1: the plan is complete. */
static int plan_next_bot(const app *a)
{
    const play_jobs *jobs = &a->play->jobs;
    if (jobs->plan_seen.phase != TD_PHASE_CHOOSE)
        return -1;
    unsigned waiting = td_waiting_players(&jobs->plan_seen);
    for (int p = 0; p < a->n_seats; p++)
        if ((waiting >> p & 1u) && seats_is_bot(a, p))
            return p;
    return -1;
}

/* The plan for the half-day being played: begun afresh on its roll, from the game as it is. */
static void plan_begin(app *a)
{
    play_jobs *jobs = &a->play->jobs;
    if (jobs->plan_on && jobs->plan_roll == a->ss->checkpoint_moves)
        return;
    jobs->plan_on = 1;
    jobs->plan_roll = a->ss->checkpoint_moves;
    jobs->plan_seen = *now_of(a);
    jobs->plan_n = 0;
}

int play_bots_due(const app *a)
{
    const td_state *s = now_of(a);
    const play_jobs *jobs = &a->play->jobs;
    if (s->phase != TD_PHASE_CHOOSE)
        return 0;
    int bots = 0;
    unsigned waiting = td_waiting_players(s);
    for (int p = 0; p < a->n_seats; p++)
        bots |= (waiting >> p & 1u) && seats_is_bot(a, p);
    if (!bots)
        return 0;
    if (!jobs->plan_on || jobs->plan_roll != a->ss->checkpoint_moves || plan_next_bot(a) >= 0)
        return 1; /* a choice still to work out */
    return !play_humans_waiting(a, s) && !a->play->table.held; /* to be shown now */
}

/* Adds move m to the list to apply. */
static void hand_back(play_moves *out, const td_move *m, int by, int check)
{
    if (out->n >= PLAY_PLAN_MOVES + 1)
        return;
    out->move[out->n] = *m;
    out->by[out->n] = (uint8_t)by;
    out->check[out->n] = (uint8_t)check;
    out->n++;
}

void play_watch_next(app *a, play_moves *out)
{
    game_watch *w = &a->watch;
    if (!w->on || w->next >= w->n)
        return;
    hand_back(out, &w->line[w->next++], PLAY_BY_BOT, 0);
    if (w->next >= w->n)
        w->playing = 0;
}

int play_bots_show(app *a, play_moves *out)
{
    play_jobs *jobs = &a->play->jobs;
    const td_state *s = now_of(a);
    if (!jobs->plan_on || jobs->plan_roll != a->ss->checkpoint_moves || s->phase != TD_PHASE_CHOOSE ||
        a->play->table.held || play_humans_waiting(a, s) || plan_next_bot(a) >= 0)
        return 0;
    int n = jobs->plan_n;
    jobs->plan_on = 0; /* (played: the bots have nothing left to choose in this half-day) */
    jobs->bot_wait = 0;
    for (int i = 0; i < n; i++) /* each checked when applied: the game may have gone on without
                                  * them (a scripted 'auto'), and the bots left plan again */
        hand_back(out, &jobs->plan_move[i], PLAY_BY_BOT, 1);
    return 1;
}

void play_bots_flush(app *a, play_moves *out)
{
    play_jobs *jobs = &a->play->jobs;
    if (!jobs->plan_on || jobs->plan_roll != a->ss->checkpoint_moves || now_of(a)->phase != TD_PHASE_CHOOSE)
        return;
    jobs->plan_on = 0;
    for (int i = 0; i < jobs->plan_n; i++)
        hand_back(out, &jobs->plan_move[i], PLAY_BY_BATCH, 1);
}

void play_bots_step(app *a, float dt, play_moves *out)
{
    play_jobs *jobs = &a->play->jobs;
    const td_state *s = now_of(a);
    if (a->watch.on) { /* a line watched plays on, a pause apart, unless paused */
        if (!a->watch.playing || ecs_animating(a->world))
            return;
        jobs->bot_wait += dt;
        if (jobs->bot_wait >= shell_anim(a, 0.5f)) {
            jobs->bot_wait = 0;
            play_watch_next(a, out);
        }
        return;
    }
    /* a bot's move worked out on a half-day the plan has moved past is dropped */
    if (think_ready(&a->think_bot) &&
        !(jobs->plan_on && !memcmp(&a->think_bot.job.state, &jobs->plan_seen, sizeof jobs->plan_seen)))
        think_drop(&a->think_bot);
    if (s->phase == TD_PHASE_OVER)
        return;
    if (s->phase == TD_PHASE_ROLL) { /* bots alone, or the guided game, roll once the table is still */
        if ((!seats_humans(a) || tut_rolls_itself(a)) && !ecs_animating(a->world)) {
            jobs->bot_wait += dt;
            if (jobs->bot_wait >= shell_anim(a, 0.4f)) {
                jobs->bot_wait = 0;
                td_move roll = td_move_roll();
                hand_back(out, &roll, PLAY_BY_HUMAN, 0);
            }
        }
        return;
    }
    plan_begin(a);
    int p = plan_next_bot(a);
    if (p >= 0) { /* the bot thinks on a thread of its own in the window; nothing is shown */
        if (!think_pending(&a->think_bot)) {
            think_job j;
            memset(&j, 0, sizeof j);
            j.kind = THINK_MOVE;
            j.state = jobs->plan_seen;
            j.player = p;
            td_bot_config_default(&j.cfg, a->seats[p].bot);
            j.rng = a->bot_rng;
            think_start(&a->think_bot, &j, a->think_async);
        }
        const think_job *j = think_take(&a->think_bot, !a->think_async);
        if (!j)
            return; /* still thinking */
        if (j->player != p || j->cfg.level != a->seats[p].bot ||
            memcmp(&j->state, &jobs->plan_seen, sizeof jobs->plan_seen))
            return; /* the plan moved on meanwhile: the next step thinks again */
        a->bot_rng = j->rng;
        td_move m = j->move[0];
        if (jobs->plan_n == PLAY_PLAN_MOVES || td_move_apply(&jobs->plan_seen, &m)) {
            /* never: played at once, where a refusal stops the bot and says so (play_apply) */
            jobs->plan_on = 0;
            hand_back(out, &m, PLAY_BY_BOT, 0);
            return;
        }
        jobs->plan_move[jobs->plan_n++] = m;
        return;
    }
    /* the plan is complete: shown with everyone else's, once no human has anything left to
     * choose; at a table of bots only, a short pause apart */
    if (ecs_animating(a->world) || play_humans_waiting(a, s) || a->play->table.held) {
        jobs->bot_wait = 0;
        return;
    }
    jobs->bot_wait += dt;
    if (!seats_humans(a) && jobs->bot_wait < shell_anim(a, 0.35f))
        return;
    play_bots_show(a, out);
}
