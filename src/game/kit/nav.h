/* nav.h — moving a keyboard's or a pad's focus among places on the screen by arrow: which place
 * lies that way. Pure geometry (no SDL), shared by the menus' widgets (ui_widgets.c) and the play
 * screen's decisions (play_input.c).
 */
#ifndef NAV_H
#define NAV_H

/* A place on the screen: its centre and size (any one unit, design units here). */
typedef struct nav_rect {
    float x, y, w, h;
} nav_rect;

/* The nearest of place[0..n) to place[cur] in direction (dx, dy) (one of them 0, the other ±1):
 * within 45 degrees of that way if any is (Down from a button of one card goes to the widget below
 * it, not to a near one off to the side in the other card), else anywhere that way. -1 when none
 * lies that way. */
int nav_nearest_way(const nav_rect *place, int n, int cur, float dx, float dy);

#endif
