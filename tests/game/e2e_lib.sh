# e2e_lib.sh — what the end-to-end scripts that click through a game share (sourced by
# e2e_solo.sh and e2e_tutorial.sh): the work folder, the failure report, the run under Xvfb, the
# game started in its window, the waits for the state file the game writes when the screen settles
# (TROYES_DICE_STATE_FILE, see dump.c) and a click that waits for the screen it leads to.
#
# The sourcing script sets E2E_NAME (its name in messages), GAME (the game's binary), WORK (the
# work folder) and E2E_SAME_OK (a regex of the kinds of click that may leave the screen as it was,
# e.g. a die the rules refuse), then calls the functions in the order they are listed here.

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

# Runs the script again inside xvfb-run (one X server for the game and xdotool), within
# TD_E2E_TIMEOUT seconds (300 by default); returns inside it.
e2e_under_xvfb() {
  if [[ -z "${TD_E2E_INSIDE:-}" ]]; then
    command -v xvfb-run >/dev/null || { echo "$E2E_NAME: xvfb-run is missing"; exit 1; }
    command -v xdotool >/dev/null || { echo "$E2E_NAME: xdotool is missing"; exit 1; }
    export TD_E2E_INSIDE=1
    exec timeout -k 5 "${TD_E2E_TIMEOUT:-300}" \
      xvfb-run -a -s "-screen 0 1280x720x24" bash "$0" "$GAME" "$WORK"
  fi
}

# Starts the game with the options given, in English, its files in the work folder, at 1280 x 720;
# it is stopped when the script exits. START is the time it started, PID its process.
e2e_start() {
  START=$(date +%s.%N)
  # Leak checking is off for this run only: under X11, SDL's D-Bus connection leaks inside
  # libdbus at exit, with stacks LeakSanitizer cannot attribute (the headless game_screen_* tests
  # check the game's own allocations with the same code).
  TROYES_DICE_STATE_FILE="$STATE" TROYES_DICE_LANG=en TROYES_DICE_HOME="$WORK/home" \
    SDL_AUDIODRIVER=dummy ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0" \
    "$GAME" "$@" --size 1280x720 --cosmetic-seed 1 >"$LOG" 2>&1 &
  PID=$!
  trap e2e_cleanup EXIT
}

e2e_cleanup() {
  if kill -0 "$PID" 2>/dev/null; then
    kill "$PID" 2>/dev/null || true
    wait "$PID" 2>/dev/null || true
  fi
}

# Waits up to $1 seconds for the state file to exist; returns 1 on timeout.
wait_state() {
  local i
  for ((i = 0; i < $1 * 50; i++)); do
    [[ -s "$STATE" ]] && return 0
    kill -0 "$PID" 2>/dev/null || fail "the game exited early"
    sleep 0.02
  done
  return 1
}

# Once the screen has settled: the game's window, WID, and its size, WIN_W x WIN_H.
e2e_window() {
  wait_state 30 || fail "no state file after 30 s: the window never settled"
  WID=$(timeout 10 xdotool search --sync --name "Troyes Dice" | head -1) || fail "no window named Troyes Dice"
  read -r WIN_W WIN_H < <(timeout 10 xdotool getwindowgeometry --shell "$WID" | awk -F= '/^WIDTH/{w=$2} /^HEIGHT/{h=$2} END{print w, h}')
  echo "$E2E_NAME: window $WID is ${WIN_W}x${WIN_H}"
}

# click_at KIND X Y: clicks window pixel (X, Y). The pointer's move may make the game write the
# state more than once (hover), so first wait until it has been quiet for a quarter of a second;
# the state written after the click is the first one that differs from the last one before it. A
# click of a kind E2E_SAME_OK matches may leave the same screen as before (the same note): its
# unchanged state is taken after 1 s. Returns 1 when no state came within 20 s.
click_at() {
  local i
  timeout 10 xdotool mousemove --window "$WID" "$2" "$3"
  sleep 0.05
  for ((i = 0; i < 40; i++)); do
    [[ -e "$STATE" ]] && mv -f "$STATE" "$WORK/before.txt"
    sleep 0.25
    [[ -e "$STATE" ]] || break
  done
  timeout 10 xdotool click 1
  for ((i = 0; i < 1000; i++)); do
    kill -0 "$PID" 2>/dev/null || fail "the game exited early"
    if [[ -e "$STATE" ]]; then
      cmp -s "$STATE" "$WORK/before.txt" || return 0
      if [[ "$1" =~ ^($E2E_SAME_OK)$ ]] && ((i >= 50)); then return 0; fi
    fi
    sleep 0.02
  done
  return 1
}
