#!/usr/bin/env bash
# e2e_window_fits.sh — the window opens inside the display's usable area, its frame included: the
# game starts with no --size under Xvfb with a window manager (openbox draws a title bar) on a
# screen of the size given (1280 x 720 by default: a laptop's, the size the design is made for),
# and the window's frame (its size and place as the X server gives them, xwininfo, and the borders
# the window manager says it added: _NET_FRAME_EXTENTS) must lie within the screen.
#
#   tests/game/e2e_window_fits.sh <troyes-dice> <window manager> [work dir] [screen WxH]
#
# Every wait is for what the game or the window manager reports, never for a time (e2e_lib.sh).
set -euo pipefail

GAME="${1:?usage: e2e_window_fits.sh <troyes-dice> <window manager> [work dir] [screen WxH]}"
WM="${2:?usage: e2e_window_fits.sh <troyes-dice> <window manager> [work dir] [screen WxH]}"
WORK="${3:-$(mktemp -d)}"
SCREEN="${4:-1280x720}"
E2E_NAME=e2e_window_fits
source "$(dirname "${BASH_SOURCE[0]}")/e2e_lib.sh"
e2e_prepare
e2e_under_xvfb "$SCREEN" "$GAME" "$WM" "$WORK" "$SCREEN"

e2e_start_wm "$WM"

# the borders the window manager added (left, right, top, bottom), once it has said them
extents() {
  xprop -id "$WID" _NET_FRAME_EXTENTS 2>/dev/null | sed -n 's/.*= *\([0-9]*\), *\([0-9]*\), *\([0-9]*\), *\([0-9]*\)$/\1 \2 \3 \4/p'
}
has_extents() { [[ -n "$(extents)" ]]; }
wait_for has_extents || fail "the window manager never said the window's borders"

# "X Y W H" of the window (its inside, where the game draws), in the screen's pixels (xwininfo's
# absolute place: xdotool's counts a reparenting window manager's frame twice)
geometry() {
  xwininfo -id "$WID" | awk -F: '/Absolute upper-left X/{x=$2} /Absolute upper-left Y/{y=$2}
    /^ *Width/{w=$2} /^ *Height/{h=$2} END{print x + 0, y + 0, w + 0, h + 0}'
}
# the frame lies within the screen, and the game draws at the window's size
fits() {
  local x y w h l r t b
  read -r x y w h <<<"$(geometry)"
  read -r l r t b <<<"$(extents)"
  ((x - l >= 0 && y - t >= 0 && x + w + r <= ${SCREEN%x*} && y + h + b <= ${SCREEN#*x})) &&
    grep -qx "output $w $h" "$STATE"
}
wait_for fits || fail "the window's frame is not inside the ${SCREEN} screen: the window is $(geometry), its borders (left right top bottom) $(extents), the game's output $(grep '^output' "$STATE")"
echo "$E2E_NAME: the window $(geometry) with borders $(extents) fits the ${SCREEN} screen"
echo "$E2E_NAME: ok"
