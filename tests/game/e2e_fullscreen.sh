#!/usr/bin/env bash
# e2e_fullscreen.sh — F11 and back gives the window its size and place again: the game runs in a
# real window under Xvfb with a window manager (openbox: fullscreen is the window manager's to
# grant), xdotool gives the window a size and a place of its own, presses F11 (the window must
# fill the screen) and F11 again (it must have that size and place again, not the default
# 1280 x 720 in the middle).
#
#   tests/game/e2e_fullscreen.sh <troyes-dice> <window manager> [work dir]
#
# Every wait is for what the game or the window manager reports, never for a time: the window
# manager's start (openbox runs a command once it manages the screen), the game's settled state
# (its state file, with the count of keys handled and its output's size: dump.c) and the window's
# geometry as the X server gives it. Each wait is bounded against a hang only (E2E_WAIT seconds).
set -euo pipefail

GAME="${1:?usage: e2e_fullscreen.sh <troyes-dice> <window manager> [work dir]}"
WM="${2:?usage: e2e_fullscreen.sh <troyes-dice> <window manager> [work dir]}"
WORK="${3:-$(mktemp -d)}"
E2E_NAME=e2e_fullscreen
source "$(dirname "${BASH_SOURCE[0]}")/e2e_lib.sh"
e2e_prepare
e2e_under_xvfb 1920x1080 "$GAME" "$WM" "$WORK"

# no --size: the window gets the size the settings give it, as a player's does
e2e_start_wm "$WM"

# "X Y W H" of the window, as the window manager has placed it
geometry() {
  xdotool getwindowgeometry --shell "$WID" | awk -F= '/^X=/{x=$2} /^Y=/{y=$2} /^WIDTH/{w=$2} /^HEIGHT/{h=$2} END{print x, y, w, h}'
}
# has_size W H [X Y]: the window is W x H pixels (at X, Y)
has_size() {
  local gx gy gw gh
  read -r gx gy gw gh <<<"$(geometry)"
  [[ "$gw" == "$1" && "$gh" == "$2" && (-z "${3:-}" || "$gx $gy" == "$3 $4") ]]
}
# the game's last settled state says its output is W x H pixels, after N keys handled
game_at() {
  grep -qx "output $1 $2" "$STATE" && has_handled keys "$3"
}

xdotool windowsize "$WID" 1100 700 windowmove "$WID" 60 90
wait_for has_size 1100 700 || fail "the window did not take 1100x700 (it is $(geometry))"
wait_for game_at 1100 700 0 || fail "the game does not draw at 1100x700"
own=$(geometry)
echo "e2e_fullscreen: the window's own size and place: $own"
xdotool mousemove --window "$WID" 100 100
xdotool windowfocus --sync "$WID"
keys=$(handled keys)
xdotool key F11
wait_for game_at 1920 1080 $((keys + 1)) || fail "F11: the game does not draw at 1920x1080 (the window is $(geometry))"
wait_for has_size 1920 1080 || fail "F11: the window does not fill the 1920x1080 screen (it is $(geometry))"
echo "e2e_fullscreen: fullscreen: $(geometry)"
xdotool key F11
read -r ox oy _ _ <<<"$own"
wait_for game_at 1100 700 $((keys + 2)) || fail "F11 again: the game does not draw at 1100x700 (the window is $(geometry))"
wait_for has_size 1100 700 "$ox" "$oy" || fail "F11 again: the window is $(geometry), not back at $own"
echo "e2e_fullscreen: back in its window: $(geometry)"
grep -q "^fullscreen off" "$WORK/home/settings.txt" || fail "the settings do not say fullscreen off"
echo "e2e_fullscreen: ok"
