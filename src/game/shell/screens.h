/* screens.h — what a screen is to the loop. Each screen file (screen_*.c) ends with one const
 * table of its functions, declared below; the loop (loop.c) looks the shown screen's up by
 * SCREEN_* and reaches a screen no other way. A screen never switches screens itself: it asks
 * (shell_goto, app.h), and the loop leaves it and enters the next once the event, update step or
 * scripted step that asked is over.
 *
 * Adding a screen: a SCREEN_* (app.h), a screen_NAME.c ending with its table (its kinds' names
 * beside its K_* enum), its line below and in shell_screens (screens.c).
 */
#ifndef SCREENS_H
#define SCREENS_H

#include <SDL.h>

#include "shell/app.h"
#include "play/view.h"

typedef struct shell_screen {
    const char *name; /* as --screen NAME and the dump call it */
    /* The world is empty: make the screen's entities (its ui state afresh, or as it was left when
     * a->resume says so). Required. */
    void (*enter)(app *a);
    /* One input event, after the loop's own (quit, window, F11, M; gamepads arrive as keys).
     * Required. */
    void (*event)(app *a, const SDL_Event *ev);
    /* One fixed update step of dt seconds (tweens have run). NULL: nothing to do. */
    void (*update)(app *a, float dt);
    /* One frame, after the layout system. NULL: the world's entities are rendered as they are. */
    void (*draw)(app *a);
    /* Before the world is emptied for the next screen (a->screen already names it). NULL:
     * nothing to do. */
    void (*leave)(app *a);
    /* Scripted input (--moves, --bench-frames): a step in text form, as if played on this screen.
     * NULL, or why not. NULL on screens that take none. */
    const char *(*script)(app *a, const char *text);
    /* Whether the screen has work of its own under way (bots to play, a line being watched, a
     * search to wait for): the loop keeps stepping rather than sleeping on events. NULL: never. */
    int (*busy)(const app *a);
    /* The renderer lost what its textures held (`all`: every texture, not only the render
     * targets): the screen's own caches draw theirs again. Called for every screen that has one,
     * shown or not. NULL: none. */
    void (*textures_lost)(int all);
    /* The program ends (the window closed, Quit): what the screen keeps in files of its own is
     * written, before the store saves the game and the settings (store_on_quit). Called for every
     * screen that has one, shown or not. NULL: nothing to keep. */
    void (*quit)(app *a);
    /* A script's "auto" (the game played on with random legal moves to the next roll) or "end"
     * (to its end) in --moves (main.c). Only the play screen has one, and the loop calls it
     * whichever screen is shown (`shown`: the play screen is, and its entities follow). NULL, or
     * why not. */
    const char *(*script_run)(app *a, int to_end, int shown);
    /* The names of the screen's own entity kinds in --dump (view.h). */
    const view_kinds *kinds;
} shell_screen;

/* The screens by SCREEN_* (screens.c): the loop's table, and the dump's. */
extern const shell_screen *const shell_screens[SCREENS];

extern const shell_screen screen_setup, screen_play, screen_handover, screen_end, screen_title, screen_achievements,
    screen_stats, screen_rules, screen_settings, screen_learn;

/* The setup screen's next visit opens on a solo table: one human seat, no bots, with the
 * Banquets & Raids expansion when `expansion` (else as the table had it): the guided lessons' way
 * to a real game, the second lesson's with the expansion it taught. */
void screen_setup_next_solo(int expansion);

#endif
