#!/usr/bin/env bash
# e2e_solo.sh — plays a whole solo game of troyes-dice with real mouse clicks: the game runs in a
# real window under Xvfb and xdotool clicks what a player would click (Roll the dice, a die, a lit
# target, Confirm, the lit cells of bonus decisions, the fallback), until "See the scores" leads to
# the end screen, which must show the score in VP.
#
#   tests/game/e2e_solo.sh <troyes-dice> [work dir]
#
# What to click is read from TROYES_DICE_STATE_FILE: the game writes the dump of the drawn
# elements there (see dump.c: name, kind, x, y in design units, hit areas, texts) each time the
# screen settles. Design units become window pixels through the dump's "output W H" and "view X Y
# SCALE" lines (where the design space lies in the output) and the window's geometry. Needs xvfb-run
# and xdotool; every wait is bounded.
#
# At the first die decision it clicks Hint and waits for the expert's hints (worked out on a
# thread of their own in the window). TD_E2E_BOTS (e.g. human,expert) seats bots beside the
# player, with open sheets: the game goes on only if the bots' moves, worked out on their own
# thread too, come back and are played.
set -euo pipefail

GAME="${1:?usage: e2e_solo.sh <troyes-dice> [work dir]}"
WORK="${2:-$(mktemp -d)}"
# the game to play (TD_E2E_GAME), and the seats beside the player (TD_E2E_BOTS, none by default)
GAME_ID="${TD_E2E_GAME:-1p-std#1}"
BOTS="${TD_E2E_BOTS:-}"
MAX_CLICKS="${TD_E2E_MAX_CLICKS:-400}"
mkdir -p "$WORK"
STATE="$WORK/state.txt"
LOG="$WORK/game.log"
rm -rf "$STATE" "$STATE.tmp" "$WORK/home"
mkdir -p "$WORK/home"

fail() {
  echo "e2e_solo: FAIL: $*" >&2
  if [[ -f "$STATE" ]]; then
    echo "--- last state ($STATE):" >&2
    grep -E '^screen|text=' "$STATE" | head -40 >&2 || true
  fi
  echo "--- game log:" >&2
  tail -20 "$LOG" >&2 || true
  exit 1
}

# This script re-runs itself inside xvfb-run (one X server for the game and xdotool).
if [[ -z "${TD_E2E_INSIDE:-}" ]]; then
  command -v xvfb-run >/dev/null || { echo "e2e_solo: xvfb-run is missing"; exit 1; }
  command -v xdotool >/dev/null || { echo "e2e_solo: xdotool is missing"; exit 1; }
  export TD_E2E_INSIDE=1
  exec timeout -k 5 "${TD_E2E_TIMEOUT:-300}" \
    xvfb-run -a -s "-screen 0 1280x720x24" bash "$0" "$GAME" "$WORK"
fi

START=$(date +%s.%N)
# Leak checking is off for this run only: under X11, SDL's D-Bus connection leaks inside
# libdbus at exit, with stacks LeakSanitizer cannot attribute (the headless game_screen_* tests
# check the game's own allocations with the same code).
# English texts (the buttons are found by their labels); saved files in the work folder.
TROYES_DICE_STATE_FILE="$STATE" TROYES_DICE_LANG=en TROYES_DICE_HOME="$WORK/home" \
  SDL_AUDIODRIVER=dummy ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0" \
  "$GAME" --game "$GAME_ID" ${BOTS:+--bots "$BOTS" --open-sheets} --size 1280x720 --cosmetic-seed 1 >"$LOG" 2>&1 &
PID=$!
cleanup() {
  if kill -0 "$PID" 2>/dev/null; then
    kill "$PID" 2>/dev/null || true
    wait "$PID" 2>/dev/null || true
  fi
}
trap cleanup EXIT

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

wait_state 30 || fail "no state file after 30 s: the window never settled"
WID=$(timeout 10 xdotool search --sync --name "Troyes Dice" | head -1) || fail "no window named Troyes Dice"
read -r WIN_W WIN_H < <(timeout 10 xdotool getwindowgeometry --shell "$WID" | awk -F= '/^WIDTH/{w=$2} /^HEIGHT/{h=$2} END{print w, h}')
echo "e2e_solo: window $WID is ${WIN_W}x${WIN_H}"

# Reads the dump and says what to click: "<kind> <x> <y>" in window pixels, or "end", or "wait".
# ATTEMPT picks among equal choices (the next die when the previous one could not be paid for).
decide() {
  awk -v attempt="$1" -v want_hint="$2" -v ww="$WIN_W" -v wh="$WIN_H" '
    NR == 1 { screen = $2; next }
    $1 == "output" { ow = $2; oh = $3; next }
    $1 == "view" { vx = $2; vy = $3; vs = $4; next }
    {
      key = $1; pos = $3 " " $4
      if (match($0, / hit=[0-9]+,[0-9]+,[0-9]+/)) {
        split(substr($0, RSTART + 5, RLENGTH - 5), h, ",")
        if (key ~ /^hilite\./ && (h[1] == 2 || h[1] == 3 || h[1] == 4))
          lit[++nlit] = pos                        # a lit cell, die box or citizen track
        if (key ~ /^hilite\./ && h[1] == 2 && h[2] % 2) work[++nwork] = pos  # a work building
        if (key ~ /^hilite\./ && h[1] == 2) cell[++ncell] = pos  # any building
        if (h[1] == 1) { die[h[2]] = pos; ndie++ }  # a die on the wheel, by slot
        if (h[1] == 5) button[pos] = 1              # an enabled button
      }
      if (key ~ /^dice\./ && $2 == "ring") picked = 1
      if (key ~ /^dice\.cross\[/) { split(key, c, /[][,]/); crossed[c[2] + 0] = 1 }  # a die not to choose
      if ((i = index($0, " text=")) > 0) text[substr($0, i + 6)] = pos
    }
    function enabled(label,   t) {
      for (t in text) if (index(t, label) == 1 && (text[t] in button)) { found = text[t]; return 1 }
      return 0
    }
    function out(kind, p,   xy) {
      split(p, xy, " ")
      printf "%s %d %d\n", kind, (vx + xy[1] * vs) * ww / ow, (vy + xy[2] * vs) * wh / oh
    }
    END {
      if (screen == "end") { print "end"; exit }
      if (enabled("See the scores")) { out("scores", found); exit }
      if (enabled("Roll the dice")) { out("roll", found); exit }
      if (enabled("Take 1 of each")) { out("fallback", found); exit }
      if (want_hint && ndie && !picked && enabled("Hint")) { out("hint", found); exit }
      if (picked && enabled("Confirm")) { out("confirm", found); exit }
      # building (rather than gaining resources) brings citizens, and with them bonus decisions;
      # work buildings (odd rows) bring the most
      if (picked && nwork) { out("target", work[1 + attempt % nwork]); exit }
      if (picked && ncell) { out("target", cell[1 + attempt % ncell]); exit }
      if (picked && nlit) { out("target", lit[1 + attempt % nlit]); exit }
      if (nlit) { out("bonus", lit[1 + attempt % nlit]); exit }
      if (ndie) {
        n = 0
        for (s = 0; s < 4; s++) if ((s in die) && !(s in crossed)) order[n++] = s
        for (s = 0; s < 4; s++) if ((s in die) && (s in crossed)) order[n++] = s
        out("die", die[order[attempt % n]]); exit
      }
      print "wait"
    }' "$STATE"
}

# Moves the pointer to $2,$3 and clicks there, then waits for the screen that click led to.
# The pointer's move may make the game write the state more than once (hover), so first wait
# until it has been quiet for a quarter of a second; the state written after the click is the
# first one that differs from the last one before it. Only a die may be refused with the same
# screen as before (the same note): for "die" ($1) an unchanged state is taken after 1 s.
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
      if [[ "$1" == die ]] && ((i >= 50)); then return 0; fi
    fi
    sleep 0.02
  done
  return 1
}

clicks=0 attempt=0 last_kind="" waits=0 rolls=0 confirms=0 bonuses=0 fallbacks=0 dice=0 hints=0
while :; do
  read -r kind x y < <(decide "$attempt" "$((hints == 0))")
  [[ "$kind" == end ]] && break
  if [[ "$kind" == wait ]]; then
    ((++waits <= 50)) || fail "nothing to click for 50 tries"
    sleep 0.1
    continue
  fi
  waits=0
  if [[ "$kind" == "$last_kind" ]]; then attempt=$((attempt + 1)); else attempt=0; fi
  # the same choice over and over: the click does not do what it should
  ((attempt < 12)) || fail "clicked '$kind' 12 times in a row without progress"
  last_kind="$kind"
  ((++clicks <= MAX_CLICKS)) || fail "more than $MAX_CLICKS clicks without reaching the end"
  case "$kind" in
    roll) rolls=$((rolls + 1)) ;;
    confirm) confirms=$((confirms + 1)) ;;
    bonus) bonuses=$((bonuses + 1)) ;;
    fallback) fallbacks=$((fallbacks + 1)) ;;
    die) dice=$((dice + 1)) ;;
    hint) hints=$((hints + 1)) ;;
  esac
  click_at "$kind" "$x" "$y" || fail "the screen did not settle within 20 s after clicking '$kind' at $x,$y"
  if [[ "$kind" == hint ]]; then
    # the hints come from a thread: the screen settles once they are shown
    for ((i = 0; i < 1000; i++)); do
      grep -q "text=The expert's hints" "$STATE" 2>/dev/null && break
      kill -0 "$PID" 2>/dev/null || fail "the game exited early"
      sleep 0.02
    done
    grep -q "text=The expert's hints" "$STATE" || fail "no hints shown within 20 s of clicking Hint"
    grep -qE '^hilite\.hint\.text\[[0-9]+,0\] text .* text=[0-9]+ VP$' "$STATE" || fail "the hints show no estimate in VP"
  fi
done

END=$(date +%s.%N)
echo "e2e_solo: ${clicks} clicks: ${rolls} rolls, ${dice} die clicks, ${confirms} confirms, ${bonuses} bonus decisions, ${fallbacks} fallbacks, ${hints} hints"
[[ $hints -eq 1 ]] || fail "asked for hints $hints times, want 1"
grep -q '^screen end' "$STATE" || fail "not on the end screen"
# the end screen shows each player's score in VP
grep -qE 'text=.*[0-9]+ VP' "$STATE" || fail "the end screen shows no score in VP"
[[ $rolls -eq 16 ]] || fail "rolled $rolls times, want 16 (8 days, 2 half-days each)"
[[ $((confirms + fallbacks)) -eq 16 ]] || fail "confirmed $confirms dice and took $fallbacks fallbacks, want 16 in all"
# the finished game is in the player's profile (statistics, achievements)
grep -q "^game .* $GAME_ID " "$WORK/home/profiles.txt" 2>/dev/null ||
  fail "the finished game is not in $WORK/home/profiles.txt"
score=$(grep -oE 'text=.*[0-9]+ VP' "$STATE" | head -1 | sed 's/^text=//' || true)
# closing the window (SDL turns SIGTERM into a quit) must end the game cleanly
kill -TERM "$PID"
for ((i = 0; i < 500; i++)); do kill -0 "$PID" 2>/dev/null || break; sleep 0.02; done
status=0
wait "$PID" || status=$?
[[ $status -eq 0 ]] || fail "the game exited with status $status when asked to quit"
printf 'e2e_solo: %s played to the end in %.1f s; end screen: %s\n' "$GAME_ID" "$(awk -v a="$START" -v b="$END" 'BEGIN { print b - a }')" "$score"
