/* pref_path.c — SDL's preference folder on Windows, where the game keeps its files, under a user
 * folder with non-ASCII letters (a test tool of the Windows build, run under Wine):
 *
 *   pref_path
 *
 * Checks that SDL_GetPrefPath("troyes-dice", "troyes-dice") names a folder under %APPDATA% whose
 * path holds the user's name "Joueur é ñ" (the build's Wine prefix is made for that user; the
 * name comes in UTF-8, not in the ANSI code page a console program's argv has), then writes a file there atomically with sys_file, replaces it, reads
 * it back and sets it aside as the game does with a damaged file (the set-aside copies stay in
 * the build's Wine prefix). Exits 0 when all of it works. */
#define SDL_MAIN_HANDLED
#include <SDL.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sys_file.h"

static int check(int ok, const char *what, const char *detail)
{
    printf("%s: %s%s%s\n", ok ? "ok" : "FAILED", what, detail ? ": " : "", detail ? detail : "");
    return ok;
}

int main(void)
{
    static const char user[] = "Joueur \xc3\xa9 \xc3\xb1"; /* "Joueur é ñ" in UTF-8 */
    char *pref = SDL_GetPrefPath("troyes-dice", "troyes-dice");
    if (!check(pref != NULL, "SDL_GetPrefPath", pref ? pref : SDL_GetError()))
        return 1;
    int ok = check(strstr(pref, user) != NULL, "the folder's path holds the user's name", user);
    ok &= check(strstr(pref, "\\AppData\\Roaming\\troyes-dice\\troyes-dice\\") != NULL,
                "the folder is %APPDATA%\\troyes-dice\\troyes-dice", pref);
    char path[1024], aside[1100], err[SYS_ERR_SIZE];
    char *data = NULL;
    size_t size = 0;
    ok &= check(sys_path_join(path, sizeof path, pref, "pref-test.txt") == 0, "join", path);
    ok &= check(!sys_file_write_atomic(path, "first\n", 6, err, sizeof err), "write", err);
    ok &= check(!sys_file_write_atomic(path, "second\n", 7, err, sizeof err), "replace", err);
    ok &= check(sys_file_read(path, 1000, &data, &size, err, sizeof err) == SYS_READ_OK && size == 7 &&
                    !memcmp(data, "second\n", 7),
                "read back the replacement", data);
    free(data);
    err[0] = 0;
    ok &= check(!sys_file_set_aside(path, aside, sizeof aside, err, sizeof err), "set aside", err[0] ? err : aside);
    ok &= check(!sys_file_exists(path) && sys_file_exists(aside), "only the set-aside copy is left", aside);
    data = NULL;
    ok &= check(sys_file_read(aside, 1000, &data, &size, err, sizeof err) == SYS_READ_OK && size == 7,
                "the set-aside copy is whole", aside);
    free(data);
    SDL_free(pref);
    return ok ? 0 : 1;
}
