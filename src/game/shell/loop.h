/* loop.h — start-up and the loop (loop.c), for main.c: opening the window, the fixed-timestep
 * loop, and the steps of scripted runs (--moves, --screenshot, --bench-frames), which handle
 * input, switch screens and settle as the loop would. The screens never call these: they ask for
 * the next screen with shell_goto (app.h) and the loop switches.
 */
#ifndef SHELL_LOOP_H
#define SHELL_LOOP_H

#include "shell/app.h"

/* Opens SDL, the window, the renderer, the fonts, the sounds, the store and the gamepads. On
 * failure shows a message box, prints the reason and returns 0. */
int shell_open(app *a, const shell_options *opt);
void shell_close(app *a);
/* The loop: fixed 120 Hz update steps, interpolated drawing, sleeping on events when idle. */
void shell_run(app *a);

/* The SCREEN_* of a screen's name (title, setup, play, ...: its table's), or -1. */
int shell_screen_named(const char *name);
/* Enters the screen asked for (shell_goto), if one was: the screen shown leaves, the world is
 * emptied and the new one enters, then any screen its enter asks for. Every step below does this
 * before and after its work; call it after a service that may ask (game_start, shell_goto). */
void shell_switch_screen(app *a);
/* Runs update steps until nothing animates and no bot is about to move (at most `seconds`). */
void shell_settle(app *a, float seconds);
/* Handles every event waiting in SDL's queue, and those they queue in turn (a gamepad's keys), as
 * the loop would (scripted runs: --moves "pad a"). */
void shell_pump_events(app *a);
/* Clicks the mouse at design point x, y (scripted runs: --moves "click X Y"): lays the screen out
 * as a frame would, then moves there, presses and releases the left button through SDL's queue.
 * Returns NULL, or why the point is not in the window. */
const char *shell_click(app *a, float x, float y);
/* Moves the mouse to design point x, y without a press (scripted runs: --moves "hover X Y"), as
 * shell_click does before its press: what is under it answers as to a player's mouse (a lit
 * target's cost badge, a tooltip). Returns NULL, or why the point is not in the window. */
const char *shell_hover(app *a, float x, float y);
/* A move in text form (or a play screen step: 'select N', 'hint') played on the play screen, as
 * if clicked: the play screen is entered first when another is shown. NULL, or why not. */
const char *shell_script_move(app *a, const char *text);
/* Draws a frame and saves it as a PNG. Returns 1 on success (else prints why). */
int shell_screenshot(app *a, const char *path);
/* Plays random moves for the humans through the screens for `frames` frames and prints frame
 * CPU times as JSON. */
int shell_bench(app *a, int frames);

#endif
