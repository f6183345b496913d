#!/usr/bin/env bash
# e2e_fullscreen.sh — F11 and back gives the window its size and place again: the game runs in a
# real window under Xvfb with a window manager (openbox: fullscreen is the window manager's to
# grant), xdotool gives the window a size and a place of its own, presses F11 (the window must
# fill the screen) and F11 again (it must have that size and place again, not the default
# 1280 x 720 in the middle).
#
#   tests/game/e2e_fullscreen.sh <troyes-dice> <window manager> [work dir]
set -euo pipefail

GAME="${1:?usage: e2e_fullscreen.sh <troyes-dice> <window manager> [work dir]}"
WM="${2:?usage: e2e_fullscreen.sh <troyes-dice> <window manager> [work dir]}"
WORK="${3:-$(mktemp -d)}"
mkdir -p "$WORK"
rm -rf "$WORK/home"
mkdir -p "$WORK/home"

if [[ -z "${TD_E2E_INSIDE:-}" ]]; then
  export TD_E2E_INSIDE=1
  exec timeout -k 5 "${TD_E2E_TIMEOUT:-60}" \
    xvfb-run -a -s "-screen 0 1920x1080x24" bash "$0" "$GAME" "$WM" "$WORK"
fi

fail() {
  echo "e2e_fullscreen: FAIL: $*" >&2
  tail -20 "$WORK/game.log" >&2 || true
  exit 1
}

"$WM" >"$WORK/wm.log" 2>&1 &
WM_PID=$!
sleep 1
# no --size: the window gets the size the settings give it, as a player's does
TROYES_DICE_HOME="$WORK/home" TROYES_DICE_LANG=en SDL_AUDIODRIVER=dummy \
  ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0" "$GAME" >"$WORK/game.log" 2>&1 &
PID=$!
cleanup() {
  kill "$PID" 2>/dev/null || true
  wait "$PID" 2>/dev/null || true
  kill "$WM_PID" 2>/dev/null || true
}
trap cleanup EXIT

WID=$(timeout 20 xdotool search --sync --name "Troyes Dice" | head -1) || fail "no window named Troyes Dice"
# "X Y W H" of the window, as the window manager has placed it
geometry() {
  xdotool getwindowgeometry --shell "$WID" | awk -F= '/^X=/{x=$2} /^Y=/{y=$2} /^WIDTH/{w=$2} /^HEIGHT/{h=$2} END{print x, y, w, h}'
}
# waits up to 5 s for the window to be $1 x $2 pixels; prints its geometry
wait_size() {
  local i g
  for ((i = 0; i < 50; i++)); do
    g=$(geometry)
    read -r _ _ gw gh <<<"$g"
    if [[ "$gw" == "$1" && "$gh" == "$2" ]]; then
      echo "$g"
      return 0
    fi
    sleep 0.1
  done
  echo "$g"
  return 1
}

xdotool windowsize "$WID" 1100 700
xdotool windowmove "$WID" 60 90
own=$(wait_size 1100 700) || fail "the window did not take 1100x700 (it is $own)"
echo "e2e_fullscreen: the window's own size and place: $own"
xdotool mousemove --window "$WID" 100 100
xdotool windowfocus --sync "$WID"
xdotool key F11
full=$(wait_size 1920 1080) || fail "F11: the window does not fill the 1920x1080 screen (it is $full)"
echo "e2e_fullscreen: fullscreen: $full"
xdotool key F11
sleep 1
back=$(wait_size 1100 700) || fail "F11 again: the window is $back, not back to $own"
[[ "$back" == "$own" ]] || fail "F11 again: the window is at $back, not back at $own"
echo "e2e_fullscreen: back in its window: $back"
grep -q "^fullscreen off" "$WORK/home/settings.txt" || fail "the settings do not say fullscreen off"
echo "e2e_fullscreen: ok"
