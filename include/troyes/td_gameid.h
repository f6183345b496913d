/* td_gameid.h — the game ID: every parameter of a game plus its seed, as short text.
 *
 *   <players>p-<numbering>[-x][-L<layout>][-T<tiles>]#<seed>
 *
 *   numbering   std | r<leftmost><u|d> (random: leftmost value, going up or down) | e<6 digits>
 *   -x          the Banquets & Raids expansion is in play
 *   -L          explicit wheel: 9 notches P0..P8, each two letters R/Y/W, face up then face down
 *   -T          explicit expansion tiles: for the red, yellow and white single-colour plazas in
 *               that order, the tile number 1..8 then b (Banquet side up) or r (Raid side up)
 *   seed        decimal, 0..2^64-1
 *
 * Examples: "1p-std#42", "3p-r4d-x#7", "2p-e351246-x-LRRYYWWRYRYRWRWYWYW-T3b6b8b#0".
 */
#ifndef TD_GAMEID_H
#define TD_GAMEID_H

#include <stddef.h>

#include "troyes/td_state.h"

#define TD_GAMEID_MAX 80

/* Writes the game ID of p (at least TD_GAMEID_MAX bytes). Returns the length. */
int td_gameid_encode(const td_params *p, char *buf, size_t size);
/* Parses a game ID. Returns NULL and fills *p, or a short static reason and leaves *p untouched.
 * The parsed params also pass td_params_check. */
const char *td_gameid_parse(const char *text, td_params *p);
/* The reasons td_gameid_parse gives of its own, listed: k = 0, 1, 2 ... gives each static string
 * (the very pointers it returns), NULL past the last. Its other reasons are td_params_check's
 * (td_params_reason lists them). English, for the CLI and logs; a front end translates them by
 * their text. */
const char *td_gameid_reason(int k);

#endif
