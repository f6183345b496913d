# e2e_lib.sh — what the end-to-end scripts that click through a game share (sourced by
# e2e_solo.sh and e2e_tutorial.sh): the work folder, the failure report, the run under Xvfb, the
# game started in its window, the waits for the state file the game writes when the screen settles
# (TROYES_DICE_STATE_FILE, see dump.c) and a click that waits for the game to have handled it.
# Nothing here waits for a quiet period or a fixed time: each wait is for what the game reports
# (how many clicks it has handled), bounded only against a hang.
#
# The sourcing script sets E2E_NAME (its name in messages), GAME (the game's binary), WORK (the
# work folder), then calls the functions in the order they are listed here.

# The work folder: STATE (the game's state file), LOG (its output), an empty home for its files.
e2e_prepare() {
  mkdir -p "$WORK"
  STATE="$WORK/state.txt"
  LOG="$WORK/game.log"
  rm -rf "$STATE" "$STATE.tmp" "$WORK/home"
  mkdir -p "$WORK/home"
}

fail() {
  echo "$E2E_NAME: FAIL: $*" >&2
  if [[ -f "$STATE" ]]; then
    echo "--- last state ($STATE):" >&2
    grep -E '^screen|^tutorial|text=' "$STATE" | head -40 >&2 || true
  fi
  echo "--- game log:" >&2
  tail -20 "$LOG" >&2 || true
  exit 1
}

# e2e_under_xvfb WxH ARGS...: runs the script again with ARGS inside xvfb-run (one X server of
# WxH pixels for the game and xdotool), within TD_E2E_TIMEOUT seconds (1200 by default: a bound
# against a hang, far above a run on a machine busy with sixteen other processes); returns inside it.
e2e_under_xvfb() {
  if [[ -z "${TD_E2E_INSIDE:-}" ]]; then
    command -v xvfb-run >/dev/null || { echo "$E2E_NAME: xvfb-run is missing"; exit 1; }
    command -v xdotool >/dev/null || { echo "$E2E_NAME: xdotool is missing"; exit 1; }
    export TD_E2E_INSIDE=1
    local size="$1"
    shift
    exec timeout -k 5 "${TD_E2E_TIMEOUT:-1200}" \
      xvfb-run -a -s "-screen 0 ${size}x24" bash "$0" "$@"
  fi
}

# Starts the game with the options given, in English, its files in the work folder; it is stopped
# when the script exits. START is the time it started, PID its process.
e2e_start() {
  START=$(date +%s.%N)
  # Leak checking is off for this run only: under X11, SDL's D-Bus connection leaks inside
  # libdbus at exit, with stacks LeakSanitizer cannot attribute (the headless game_screen_* tests
  # check the game's own allocations with the same code).
  TROYES_DICE_STATE_FILE="$STATE" TROYES_DICE_LANG=en TROYES_DICE_HOME="$WORK/home" \
    SDL_AUDIODRIVER=dummy ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0" \
    "$GAME" "$@" --cosmetic-seed 1 >"$LOG" 2>&1 &
  PID=$!
  trap e2e_cleanup EXIT
}

# e2e_start_wm WM [OPTIONS...]: starts the window manager WM (openbox) and, once it is up, the
# game with the options given (e2e_start); both are stopped when the script exits. WID is then the
# game's window, once the game has settled (a window SDL made and dropped on the way is gone by
# then), WM_PID the window manager's process.
e2e_start_wm() {
  local wm="$1"
  shift
  rm -f "$WORK/wm-ready"
  "$wm" --startup "touch $WORK/wm-ready" >"$WORK/wm.log" 2>&1 &
  WM_PID=$!
  wait_for test -e "$WORK/wm-ready" || { cat "$WORK/wm.log" >&2; echo "$E2E_NAME: FAIL: the window manager did not start" >&2; exit 1; }
  e2e_start "$@"
  trap 'e2e_cleanup; kill "$WM_PID" 2>/dev/null || true' EXIT
  wait_handled keys 0 || fail "no state file: the window never settled"
  WID=$(timeout 60 xdotool search --sync --onlyvisible --name "Troyes Dice" | head -1) || fail "no window named Troyes Dice"
}

e2e_cleanup() {
  if kill -0 "$PID" 2>/dev/null; then
    kill "$PID" 2>/dev/null || true
    wait "$PID" 2>/dev/null || true
  fi
}

# How many of $1 (clicks, keys, moves) the game had handled when it last settled: its state
# file's "handled" line (dump.c); empty before the first state.
handled() {
  [[ -e "$STATE" ]] || return 0
  awk -v k="$1=" '$1 == "handled" { for (i = 2; i <= NF; i++) if (index($i, k) == 1) print substr($i, length(k) + 1) }' "$STATE"
}

# wait_for COMMAND...: waits until COMMAND succeeds. The only bound is E2E_WAIT seconds (a hang,
# never a pace: 600 by default); returns 1 past it. Fails at once when the game (PID, once
# started) has exited.
wait_for() {
  local deadline=$((SECONDS + ${E2E_WAIT:-600}))
  until "$@"; do
    [[ -z "${PID:-}" ]] || kill -0 "$PID" 2>/dev/null || fail "the game exited early"
    ((SECONDS < deadline)) || return 1
    sleep 0.02
  done
}

# has_handled WHAT N: the game has handled at least N of WHAT (clicks, keys)
has_handled() {
  local n
  n=$(handled "$1")
  [[ -n "$n" ]] && ((n >= $2))
}

# wait_handled WHAT N: waits until the game has handled at least N of WHAT and the screen has
# settled after them: the game writes its state only once nothing moves and no bot or hint is
# being worked out, so that state shows what the last input led to.
wait_handled() {
  wait_for has_handled "$1" "$2"
}

# Once the screen has settled: the game's window, WID, and its size, WIN_W x WIN_H.
e2e_window() {
  wait_handled clicks 0 || fail "no state file: the window never settled"
  WID=$(timeout 60 xdotool search --sync --name "Troyes Dice" | head -1) || fail "no window named Troyes Dice"
  read -r WIN_W WIN_H < <(timeout 60 xdotool getwindowgeometry --shell "$WID" | awk -F= '/^WIDTH/{w=$2} /^HEIGHT/{h=$2} END{print w, h}')
  echo "$E2E_NAME: window $WID is ${WIN_W}x${WIN_H}"
}

# click_at KIND X Y: clicks window pixel (X, Y) once, then waits until the game has handled that
# click and settled after it (its state file counts the clicks). The pointer's move and the click
# go in one xdotool command, so they reach the game in that order. KIND names the click in
# messages. Returns 1 when the game did not handle it within E2E_WAIT seconds.
click_at() {
  local n
  n=$(handled clicks)
  timeout 60 xdotool mousemove --window "$WID" "$2" "$3" click 1
  wait_handled clicks $((${n:-0} + 1))
}
