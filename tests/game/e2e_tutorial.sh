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
# refused (no "Follow the highlight" note), a ring around a die is on it as soon as the dice have
# landed (the mouse still where it clicked Roll), the guided game ended on the setup screen, and its
# file says it is done while no game was recorded in the profiles nor left in the autosave.
# What to click is read from TROYES_DICE_STATE_FILE (dump.c), as in e2e_solo.sh. Needs xvfb-run
# and xdotool; every wait is bounded.
set -euo pipefail

GAME="${1:?usage: e2e_tutorial.sh <troyes-dice> [work dir]}"
WORK="${2:-$(mktemp -d)}"
MAX_CLICKS="${TD_E2E_MAX_CLICKS:-600}"
E2E_NAME=e2e_tutorial
source "$(dirname "${BASH_SOURCE[0]}")/e2e_lib.sh"
e2e_prepare
e2e_under_xvfb 1280x720 "$GAME" "$WORK"
e2e_start --size 1280x720
e2e_window
grep -q '^screen learn' "$STATE" || fail "the first start does not offer the guided game"

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
      if (key ~ /^tutorial\.ring\./) { ring = pos; ring_key = key }
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
      # a ring around a die is on that die once the dice have landed, with no mouse movement (its
      # centre leans up to about 10 units towards the key badge of the die, which it holds too; the
      # next die is some 60 units away)
      if (match(ring_key, /^tutorial\.ring\.die\[[0-9]+\]/)) {
        s = substr(ring_key, 19, RLENGTH - 19) + 0
        split(ring, r, " "); split(die[s], d, " ")
        if (!(s in die) || (r[1] - d[1]) ^ 2 + (r[2] - d[2]) ^ 2 > 16 ^ 2) { print "misplaced " s " " r[1] "," r[2] " " d[1] "," d[2]; exit }
      }
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


declare -A seen=()
clicks=0 attempt=0 last="" steps_total=0 nexts=0 rings=0 free=0
while :; do
  if [[ -f "$STATE" ]]; then
    grep -q 'text=Follow the highlight' "$STATE" && fail "a click was refused"
    while read -r n m; do
      seen[$n]=1
      steps_total=$m
    done < <(sed -nE 's/^tutorial\.step text .* text=Step ([0-9]+) of ([0-9]+)$/\1 \2/p' "$STATE")
  fi
  read -r kind x y rest < <(decide "$attempt")
  [[ "$kind" == end ]] && break
  [[ "$kind" != misplaced ]] ||
    fail "the ring of die $x is at $y, not on the die (at ${rest:-nowhere}), on the settled screen after a roll"
  [[ "$kind" != wait ]] || fail "nothing to click on the settled screen"
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
  click_at "$kind" "$x" "$y" || fail "the game did not handle the click on '$kind' at $x,$y"
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
