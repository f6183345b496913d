#!/usr/bin/env bash
# e2e_tutorial.sh — the guided first game ("Learn to play") played as a newcomer would, with real
# mouse clicks: the game starts in a real window under Xvfb with no saved files, so it offers the
# guided game; xdotool clicks "Learn to play", then at each step what the guided game shows: Next
# under a sentence, else what its gold ring is around (the die, a value or colour button, a box on
# the sheet, Confirm, Roll the dice), until its last step's "Play a real game" leads to the setup
# of a real game. Where the steps end before the game does, the game is played on as e2e_solo.sh
# plays it (Roll, a die, a lit target, Confirm, the fallback).
#
#   tests/game/e2e_tutorial.sh <troyes-dice> [work dir]
#
# Checks: every step was shown (its counter "Step N of M" seen for N = 1..M), no click was
# refused (no "Follow the highlight" note), the guided game ended on the setup screen, and its
# file says it is done while no game was recorded in the profiles nor left in the autosave.
# What to click is read from TROYES_DICE_STATE_FILE (dump.c), as in e2e_solo.sh. Needs xvfb-run
# and xdotool; every wait is bounded.
set -euo pipefail

GAME="${1:?usage: e2e_tutorial.sh <troyes-dice> [work dir]}"
WORK="${2:-$(mktemp -d)}"
MAX_CLICKS="${TD_E2E_MAX_CLICKS:-600}"
mkdir -p "$WORK"
STATE="$WORK/state.txt"
LOG="$WORK/game.log"
rm -rf "$STATE" "$STATE.tmp" "$WORK/home"
mkdir -p "$WORK/home"

fail() {
  echo "e2e_tutorial: FAIL: $*" >&2
  if [[ -f "$STATE" ]]; then
    echo "--- last state ($STATE):" >&2
    grep -E '^screen|^tutorial|text=' "$STATE" | head -40 >&2 || true
  fi
  echo "--- game log:" >&2
  tail -20 "$LOG" >&2 || true
  exit 1
}

if [[ -z "${TD_E2E_INSIDE:-}" ]]; then
  command -v xvfb-run >/dev/null || { echo "e2e_tutorial: xvfb-run is missing"; exit 1; }
  command -v xdotool >/dev/null || { echo "e2e_tutorial: xdotool is missing"; exit 1; }
  export TD_E2E_INSIDE=1
  exec timeout -k 5 "${TD_E2E_TIMEOUT:-300}" \
    xvfb-run -a -s "-screen 0 1280x720x24" bash "$0" "$GAME" "$WORK"
fi

START=$(date +%s.%N)
# (leak checking off for this run only, as in e2e_solo.sh: SDL's D-Bus connection under X11)
TROYES_DICE_STATE_FILE="$STATE" TROYES_DICE_LANG=en TROYES_DICE_HOME="$WORK/home" \
  SDL_AUDIODRIVER=dummy ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0" \
  "$GAME" --size 1280x720 --cosmetic-seed 1 >"$LOG" 2>&1 &
PID=$!
cleanup() {
  if kill -0 "$PID" 2>/dev/null; then
    kill "$PID" 2>/dev/null || true
    wait "$PID" 2>/dev/null || true
  fi
}
trap cleanup EXIT

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
grep -q '^screen learn' "$STATE" || fail "the first start does not offer the guided game"
WID=$(timeout 10 xdotool search --sync --name "Troyes Dice" | head -1) || fail "no window named Troyes Dice"
read -r WIN_W WIN_H < <(timeout 10 xdotool getwindowgeometry --shell "$WID" | awk -F= '/^WIDTH/{w=$2} /^HEIGHT/{h=$2} END{print w, h}')
echo "e2e_tutorial: window $WID is ${WIN_W}x${WIN_H}"

# Reads the dump and says what to click: "<kind> <x> <y>" in window pixels, or "end", or "wait".
decide() {
  awk -v attempt="$1" -v ww="$WIN_W" -v wh="$WIN_H" '
    NR == 1 { screen = $2; next }
    $1 == "output" { ow = $2; oh = $3; next }
    $1 == "view" { vx = $2; vy = $3; vs = $4; next }
    {
      key = $1; pos = $3 " " $4
      if ($1 == "learn" && $2 == "rect") learn = pos
      if (key ~ /^tutorial\.button\[next\]/ && $2 == "rect") next_btn = pos
      if (key ~ /^tutorial\.button\[real_game\]/ && $2 == "rect") real = pos
      if (key ~ /^tutorial\.ring\./) ring = pos
      if (match($0, / hit=[0-9]+,[0-9]+,[0-9]+/)) {
        split(substr($0, RSTART + 5, RLENGTH - 5), h, ",")
        if (key ~ /^hilite\./ && (h[1] == 2 || h[1] == 3 || h[1] == 4)) lit[++nlit] = pos
        if (key ~ /^hilite\./ && h[1] == 2) cell[++ncell] = pos
        if (h[1] == 1) { die[h[2]] = pos; ndie++ }
        if (h[1] == 5) button[pos] = 1
      }
      if (key ~ /^dice\./ && $2 == "ring") picked = 1
      if (key ~ /^dice\.cross\[/) { split(key, c, /[][,]/); crossed[c[2] + 0] = 1 }
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
      if (screen == "setup") { print "end"; exit }
      if (screen == "learn" && learn != "") { out("learn", learn); exit }
      if (screen != "play") { print "wait"; exit }
      if (real != "") { out("real", real); exit }
      if (next_btn != "") { out("next", next_btn); exit }
      if (ring != "") { out("ring", ring); exit }
      # the steps are over: the game is played on
      if (enabled("Roll the dice")) { out("roll", found); exit }
      if (enabled("Take 1 of each")) { out("fallback", found); exit }
      if (picked && enabled("Confirm")) { out("confirm", found); exit }
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

# As in e2e_solo.sh: moves there, waits for quiet, clicks, waits for the screen the click led to
# (a die or a free-play target may leave the screen as it was).
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
      if [[ "$1" == die || "$1" == target ]] && ((i >= 50)); then return 0; fi
    fi
    sleep 0.02
  done
  return 1
}

declare -A seen=()
clicks=0 attempt=0 last="" waits=0 steps_total=0 nexts=0 rings=0 free=0
while :; do
  if [[ -f "$STATE" ]]; then
    grep -q 'text=Follow the highlight' "$STATE" && fail "a click was refused"
    while read -r n m; do
      seen[$n]=1
      steps_total=$m
    done < <(sed -nE 's/^tutorial\.step text .* text=Step ([0-9]+) of ([0-9]+)$/\1 \2/p' "$STATE")
  fi
  read -r kind x y < <(decide "$attempt")
  [[ "$kind" == end ]] && break
  if [[ "$kind" == wait ]]; then
    ((++waits <= 50)) || fail "nothing to click for 50 tries"
    sleep 0.1
    continue
  fi
  waits=0
  if [[ "$kind $x $y" == "$last" ]]; then attempt=$((attempt + 1)); else attempt=0; fi
  ((attempt < 12)) || fail "clicked '$kind' at $x,$y 12 times in a row without progress"
  last="$kind $x $y"
  ((++clicks <= MAX_CLICKS)) || fail "more than $MAX_CLICKS clicks without reaching the end"
  case "$kind" in
    next) nexts=$((nexts + 1)) ;;
    ring) rings=$((rings + 1)) ;;
    learn | real) ;;
    *) free=$((free + 1)) ;;
  esac
  click_at "$kind" "$x" "$y" || fail "the screen did not settle within 20 s after clicking '$kind' at $x,$y"
done

END=$(date +%s.%N)
((steps_total > 0)) || fail "no step counter seen"
for ((n = 1; n <= steps_total; n++)); do
  [[ -n "${seen[$n]:-}" ]] || fail "step $n of $steps_total was never shown"
done
grep -q '^screen setup' "$STATE" || fail "the guided game did not lead to a real game's setup"
grep -qx 'done yes' "$WORK/home/tutorial.txt" || fail "tutorial.txt does not say the guided game is done"
if grep -q '^game ' "$WORK/home/profiles.txt" 2>/dev/null; then fail "the guided game was recorded in the profiles"; fi
[[ ! -e "$WORK/home/autosave.tdsave" ]] || fail "the guided game was left in the Continue autosave"
echo "e2e_tutorial: ${clicks} clicks: ${nexts} Next, ${rings} on the ring, ${free} after the steps; ${steps_total} steps shown"
kill -TERM "$PID"
for ((i = 0; i < 500; i++)); do kill -0 "$PID" 2>/dev/null || break; sleep 0.02; done
status=0
wait "$PID" || status=$?
[[ $status -eq 0 ]] || fail "the game exited with status $status when asked to quit"
printf 'e2e_tutorial: the guided game played to its end in %.1f s\n' "$(awk -v a="$START" -v b="$END" 'BEGIN { print b - a }')"
