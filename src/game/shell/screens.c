/* screens.c — the screens by SCREEN_* (screens.h): the one list the loop and the dump read. */
#include "shell/screens.h"

const shell_screen *const shell_screens[SCREENS] = {
    [SCREEN_SETUP] = &screen_setup,
    [SCREEN_PLAY] = &screen_play,
    [SCREEN_HANDOVER] = &screen_handover,
    [SCREEN_END] = &screen_end,
    [SCREEN_TITLE] = &screen_title,
    [SCREEN_ACHIEVEMENTS] = &screen_achievements,
    [SCREEN_STATS] = &screen_stats,
    [SCREEN_RULES] = &screen_rules,
    [SCREEN_SETTINGS] = &screen_settings,
    [SCREEN_LEARN] = &screen_learn,
};
