/* gamepad.h — gamepads (SDL_GameController) as the keys every screen understands, and the
 * virtual gamepad of scripted runs. Opens a controller when it is plugged in (and those present
 * at start-up), closes it when it is removed, and turns its input into key presses pushed on SDL's
 * queue: d-pad and left stick = arrows, A = Enter, B = Escape, Start = Enter, Back = Backspace
 * (undo; back on the menus), X = Tab (next action), Y = H (hints), shoulders = Page Up / Page Down
 * (previous / next die, profile or page), left stick pressed = P (payment), right stick = V (the
 * next seat's sheet).
 */
#ifndef GAMEPAD_H
#define GAMEPAD_H

#include <SDL.h>

#define GAMEPADS_MAX 8

typedef struct gamepads {
    SDL_GameController *pad[GAMEPADS_MAX]; /* owned */
    int stick_x, stick_y;                  /* -1, 0, 1: the left stick's current arrow */
    SDL_Joystick *vpad;                    /* the scripted runs' virtual gamepad (owned), or NULL */
} gamepads;

/* Starts SDL's controller subsystem (its pads arrive as events). A failure is said on stderr and
 * the game goes on without pads. */
void gamepad_start(void);
/* Closes the pads and unplugs the virtual one. */
void gamepad_close(gamepads *g);
/* Handles a controller event: a pad plugged in or out, or its input turned into keys. Returns 1
 * when `ev` was a controller event (consumed), 0 for any other. */
int gamepad_event(gamepads *g, const SDL_Event *ev);
/* Scripted runs and tests (--moves "pad a"): presses and releases one input of a virtual gamepad
 * (SDL's virtual joystick driver, plugged in on the first call, the controller subsystem started
 * if need be, headless too). After plugging in, after the press and after the release it calls
 * `pump(ctx)`, which must handle SDL's events as the loop does (through gamepad_event), so they
 * go through SDL's controller layer as a real pad's do. `name`: a, b, x, y, back, start, up,
 * down, left, right (the d-pad), lb, rb, ls, rs, stick-left, stick-right, stick-up, stick-down.
 * NULL, or why not. */
const char *gamepad_script(gamepads *g, const char *name, void (*pump)(void *ctx), void *ctx);

#endif
