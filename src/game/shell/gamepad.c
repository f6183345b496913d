/* gamepad.c — gamepads as keys, and the virtual gamepad of scripted runs (see gamepad.h). */
#include "shell/gamepad.h"

#include <stdio.h>
#include <string.h>

#define STICK_ON 20000  /* left stick: past this it counts as an arrow */
#define STICK_OFF 12000 /* ... and back under this it is released */

void gamepad_start(void)
{
    if (SDL_InitSubSystem(SDL_INIT_GAMECONTROLLER) != 0)
        fprintf(stderr, "troyes-dice: no gamepads: %s\n", SDL_GetError());
}

void gamepad_close(gamepads *g)
{
    for (int i = 0; i < GAMEPADS_MAX; i++)
        if (g->pad[i])
            SDL_GameControllerClose(g->pad[i]);
    if (g->vpad) {
        SDL_JoystickID id = SDL_JoystickInstanceID(g->vpad);
        SDL_JoystickClose(g->vpad);
        for (int i = 0; i < SDL_NumJoysticks(); i++)
            if (SDL_JoystickGetDeviceInstanceID(i) == id)
                SDL_JoystickDetachVirtual(i);
    }
    memset(g, 0, sizeof *g);
}

/* ---- pads as keys ------------------------------------------------------------------------------- */

static void push_key(SDL_Keycode k)
{
    SDL_Event e;
    memset(&e, 0, sizeof e);
    e.type = SDL_KEYDOWN;
    e.key.state = SDL_PRESSED;
    e.key.keysym.sym = k;
    e.key.keysym.scancode = SDL_GetScancodeFromKey(k);
    e.key.timestamp = SDL_GetTicks();
    SDL_PushEvent(&e);
}

static int stick(int value, int *state)
{
    int dir = value > STICK_ON ? 1 : value < -STICK_ON ? -1 : 0;
    if (dir == 0 && *state != 0 && (value > STICK_OFF || value < -STICK_OFF))
        return 0; /* between the two thresholds: keep the current state */
    if (dir == *state)
        return 0;
    *state = dir;
    return dir;
}

int gamepad_event(gamepads *g, const SDL_Event *ev)
{
    switch (ev->type) {
    case SDL_CONTROLLERDEVICEADDED:
        if (SDL_IsGameController(ev->cdevice.which))
            for (int i = 0; i < GAMEPADS_MAX; i++)
                if (!g->pad[i]) {
                    g->pad[i] = SDL_GameControllerOpen(ev->cdevice.which);
                    if (!g->pad[i])
                        fprintf(stderr, "troyes-dice: gamepad: %s\n", SDL_GetError());
                    break;
                }
        return 1;
    case SDL_CONTROLLERDEVICEREMOVED:
        for (int i = 0; i < GAMEPADS_MAX; i++)
            if (g->pad[i] && SDL_JoystickInstanceID(SDL_GameControllerGetJoystick(g->pad[i])) == ev->cdevice.which) {
                SDL_GameControllerClose(g->pad[i]);
                g->pad[i] = NULL;
            }
        return 1;
    case SDL_CONTROLLERBUTTONDOWN:
        switch (ev->cbutton.button) {
        case SDL_CONTROLLER_BUTTON_DPAD_UP: push_key(SDLK_UP); break;
        case SDL_CONTROLLER_BUTTON_DPAD_DOWN: push_key(SDLK_DOWN); break;
        case SDL_CONTROLLER_BUTTON_DPAD_LEFT: push_key(SDLK_LEFT); break;
        case SDL_CONTROLLER_BUTTON_DPAD_RIGHT: push_key(SDLK_RIGHT); break;
        case SDL_CONTROLLER_BUTTON_A:
        case SDL_CONTROLLER_BUTTON_START: push_key(SDLK_RETURN); break;
        case SDL_CONTROLLER_BUTTON_B: push_key(SDLK_ESCAPE); break;
        case SDL_CONTROLLER_BUTTON_BACK: push_key(SDLK_BACKSPACE); break;
        case SDL_CONTROLLER_BUTTON_X: push_key(SDLK_TAB); break;
        case SDL_CONTROLLER_BUTTON_Y: push_key(SDLK_h); break;
        case SDL_CONTROLLER_BUTTON_LEFTSHOULDER: push_key(SDLK_PAGEUP); break;
        case SDL_CONTROLLER_BUTTON_RIGHTSHOULDER: push_key(SDLK_PAGEDOWN); break;
        case SDL_CONTROLLER_BUTTON_LEFTSTICK: push_key(SDLK_p); break;
        case SDL_CONTROLLER_BUTTON_RIGHTSTICK: push_key(SDLK_v); break;
        default: break;
        }
        return 1;
    case SDL_CONTROLLERAXISMOTION:
        if (ev->caxis.axis == SDL_CONTROLLER_AXIS_LEFTX) {
            int d = stick(ev->caxis.value, &g->stick_x);
            if (d)
                push_key(d > 0 ? SDLK_RIGHT : SDLK_LEFT);
        } else if (ev->caxis.axis == SDL_CONTROLLER_AXIS_LEFTY) {
            int d = stick(ev->caxis.value, &g->stick_y);
            if (d)
                push_key(d > 0 ? SDLK_DOWN : SDLK_UP);
        }
        return 1;
    case SDL_CONTROLLERBUTTONUP:
    case SDL_CONTROLLERDEVICEREMAPPED:
        return 1;
    default:
        return 0;
    }
}

/* ---- the virtual gamepad of scripted runs ----------------------------------------------------- */

static const struct {
    const char *name;
    int button;        /* SDL_CONTROLLER_BUTTON_*, or -1 for a push of the left stick */
    int axis, value;   /* the stick's axis and how far it is pushed */
} vpad_inputs[] = {
    {"a", SDL_CONTROLLER_BUTTON_A, 0, 0},
    {"b", SDL_CONTROLLER_BUTTON_B, 0, 0},
    {"x", SDL_CONTROLLER_BUTTON_X, 0, 0},
    {"y", SDL_CONTROLLER_BUTTON_Y, 0, 0},
    {"back", SDL_CONTROLLER_BUTTON_BACK, 0, 0},
    {"start", SDL_CONTROLLER_BUTTON_START, 0, 0},
    {"up", SDL_CONTROLLER_BUTTON_DPAD_UP, 0, 0},
    {"down", SDL_CONTROLLER_BUTTON_DPAD_DOWN, 0, 0},
    {"left", SDL_CONTROLLER_BUTTON_DPAD_LEFT, 0, 0},
    {"right", SDL_CONTROLLER_BUTTON_DPAD_RIGHT, 0, 0},
    {"lb", SDL_CONTROLLER_BUTTON_LEFTSHOULDER, 0, 0},
    {"rb", SDL_CONTROLLER_BUTTON_RIGHTSHOULDER, 0, 0},
    {"ls", SDL_CONTROLLER_BUTTON_LEFTSTICK, 0, 0},
    {"rs", SDL_CONTROLLER_BUTTON_RIGHTSTICK, 0, 0},
    {"stick-left", -1, SDL_CONTROLLER_AXIS_LEFTX, -32767},
    {"stick-right", -1, SDL_CONTROLLER_AXIS_LEFTX, 32767},
    {"stick-up", -1, SDL_CONTROLLER_AXIS_LEFTY, -32767},
    {"stick-down", -1, SDL_CONTROLLER_AXIS_LEFTY, 32767},
};

static int pad_is_open(const gamepads *g, SDL_JoystickID id)
{
    for (int i = 0; i < GAMEPADS_MAX; i++)
        if (g->pad[i] && SDL_JoystickInstanceID(SDL_GameControllerGetJoystick(g->pad[i])) == id)
            return 1;
    return 0;
}

/* Plugs in the virtual gamepad, once: a joystick of SDL's virtual driver with the game controller
 * layout (SDL maps it as a game controller by itself). It arrives as any pad does: its
 * SDL_CONTROLLERDEVICEADDED event reaches gamepad_event (through `pump`), which opens it. */
static const char *vpad_attach(gamepads *g, void (*pump)(void *ctx), void *ctx)
{
    if (g->vpad)
        return NULL;
    /* a scripted run's window never has the focus (headless, it has no focus at all): SDL would
     * drop the pad's button events, as it does for a real pad while the game is in the background */
    SDL_SetHint(SDL_HINT_JOYSTICK_ALLOW_BACKGROUND_EVENTS, "1");
    /* headless runs skip the subsystem at start-up (shell_open); SDL_Quit shuts it down */
    if (SDL_InitSubSystem(SDL_INIT_GAMECONTROLLER) != 0)
        return SDL_GetError();
    SDL_VirtualJoystickDesc desc;
    SDL_zero(desc);
    desc.version = SDL_VIRTUAL_JOYSTICK_DESC_VERSION;
    desc.type = SDL_JOYSTICK_TYPE_GAMECONTROLLER;
    desc.naxes = SDL_CONTROLLER_AXIS_MAX;
    desc.nbuttons = SDL_CONTROLLER_BUTTON_MAX;
    desc.name = "Troyes Dice virtual gamepad";
    int index = SDL_JoystickAttachVirtualEx(&desc);
    if (index < 0)
        return SDL_GetError();
    g->vpad = SDL_JoystickOpen(index);
    if (!g->vpad) {
        SDL_JoystickDetachVirtual(index);
        return SDL_GetError();
    }
    pump(ctx);
    if (!pad_is_open(g, SDL_JoystickInstanceID(g->vpad)))
        return "the virtual gamepad was not opened as a game controller";
    return NULL;
}

const char *gamepad_script(gamepads *g, const char *name, void (*pump)(void *ctx), void *ctx)
{
    int k = -1;
    for (int i = 0; i < (int)(sizeof vpad_inputs / sizeof vpad_inputs[0]); i++)
        if (!strcmp(name, vpad_inputs[i].name))
            k = i;
    if (k < 0)
        return "a gamepad step is 'pad' and one of a, b, x, y, back, start, up, down, left, right, lb, rb, "
               "ls, rs, stick-left, stick-right, stick-up, stick-down";
    const char *err = vpad_attach(g, pump, ctx);
    if (err)
        return err;
    /* press, let the events through, release, let them through */
    int b = vpad_inputs[k].button, axis = vpad_inputs[k].axis;
    for (int down = 1; down >= 0; down--) {
        int rc = b >= 0 ? SDL_JoystickSetVirtualButton(g->vpad, b, down ? SDL_PRESSED : SDL_RELEASED)
                        : SDL_JoystickSetVirtualAxis(g->vpad, axis, (Sint16)(down ? vpad_inputs[k].value : 0));
        if (rc != 0)
            return SDL_GetError();
        pump(ctx);
    }
    return NULL;
}
