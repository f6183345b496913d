/* screen_stub.c — held the placeholders of the screens around a game; every screen now has its
 * own file (screen_title.c, screen_achievements.c, screen_stats.c, screen_rules.c,
 * screen_settings.c), so nothing is left here and the file can go. */
#include "app.h"
