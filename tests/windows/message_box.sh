#!/usr/bin/env bash
# message_box.sh WINE_RUN WINESERVER EXE EXPECT_EXIT [ARGS...] — run under xvfb-run (a display for Wine's
# X11 driver): starts the game, which must fail to start, waits for its message box (a window
# named "Troyes Dice"), presses Enter on it, and checks that the game then exits with EXPECT_EXIT.
# The game's stderr goes to $TD_STDERR (default /dev/null). First it stops the run's Wine server
# (CTest runs this test alone): a desktop Wine made without a display cannot open a window. At
# the end, wine-prefix.sh stops the server of this run with a display and starts the run's
# persistent one again, for the tests after this one.
set -u
run=$1 server=$2 exe=$3 expect=$4
shift 4
prefix=$(sed -n 's/^WINEPREFIX="${TD_WINEPREFIX:-\(.*\)}"$/\1/p' "$run")
WINEPREFIX=$prefix "$server" -k 2> /dev/null
WINEPREFIX=$prefix "$server" -w
trap 'sh "$(dirname "$0")/wine-prefix.sh" "$run" "$prefix" "$server" > /dev/null' EXIT
DISPLAY_KEEP=$DISPLAY
# wine-run.sh hides the display for headless runs; this one wants it.
sed 's/^unset DISPLAY WAYLAND_DISPLAY$//' "$run" > "$run.display" && chmod +x "$run.display"
DISPLAY=$DISPLAY_KEEP "$run.display" "$exe" "$@" > /dev/null 2> "${TD_STDERR:-/dev/null}" &
pid=$!
# Every wait is for what the X server or the process reports; TD_WAIT (600 s) bounds a hang only.
deadline=$(($(date +%s) + ${TD_WAIT:-600}))
win=
while [ "$(date +%s)" -lt "$deadline" ]; do
  win=$(xdotool search --onlyvisible --name '^Troyes Dice$' 2>/dev/null | head -n 1)
  [ -n "$win" ] && break
  kill -0 $pid 2>/dev/null || break
  sleep 0.1
done
if [ -z "$win" ]; then
  kill $pid 2>/dev/null
  wait $pid
  echo "FAILED: no message box (exit $?)"
  exit 1
fi
echo "ok: a window '$(xdotool getwindowname "$win")' is shown"
# the box has the keyboard before Enter is pressed, once
xdotool windowfocus --sync "$win" 2>/dev/null
xdotool key Return
while kill -0 $pid 2>/dev/null && [ "$(date +%s)" -lt "$deadline" ]; do
  sleep 0.1
done
if kill -0 $pid 2>/dev/null; then
  kill $pid
  echo "FAILED: Enter did not close the message box"
  exit 1
fi
wait $pid
rc=$?
[ $rc = "$expect" ] || { echo "FAILED: exit $rc after the box, not $expect"; exit 1; }
echo "ok: Enter closes it and the game exits with $rc"
