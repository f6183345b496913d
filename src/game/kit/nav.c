/* nav.c — which place lies that way, for the arrows (nav.h). */
#include "kit/nav.h"

int nav_nearest_way(const nav_rect *place, int n, int cur, float dx, float dy)
{
    float best = 1e30f;
    int next = -1;
    for (int pass = 0; pass < 2 && next < 0; pass++)
        for (int i = 0; i < n; i++) {
            if (i == cur)
                continue;
            float vx = place[i].x - place[cur].x, vy = place[i].y - place[cur].y;
            float along = vx * dx + vy * dy;
            /* off to the side by the gap to the place's edge: a wide row straight below is not
             * off to the side */
            float side = dx != 0 ? vy : vx;
            float across = (side < 0 ? -side : side) - (dx != 0 ? place[i].h : place[i].w) / 2;
            across = across > 0 ? across : 0;
            if (along <= 4 || (pass == 0 && across > along))
                continue;
            float score = along + across * 2.5f;
            if (score < best) {
                best = score;
                next = i;
            }
        }
    return next;
}
