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
# SCALE" lines (where the design space lies in the output) and the window's geometry. Each click is
# sent once and its effect awaited through the state's count of clicks handled (e2e_lib.sh). Needs
# xvfb-run and xdotool; every wait is bounded against a hang, none against a pace.
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
E2E_NAME=e2e_solo
source "$(dirname "${BASH_SOURCE[0]}")/e2e_lib.sh"
e2e_prepare
e2e_under_xvfb 1280x720 "$GAME" "$WORK"
e2e_start --size 1280x720 --game "$GAME_ID" ${BOTS:+--bots "$BOTS" --open-sheets}
e2e_window

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


clicks=0 attempt=0 last_kind="" rolls=0 confirms=0 bonuses=0 fallbacks=0 dice=0 hints=0
while :; do
  read -r kind x y < <(decide "$attempt" "$((hints == 0))")
  [[ "$kind" == end ]] && break
  # the state is written once the screen has settled: there is always something to click
  [[ "$kind" != wait ]] || fail "nothing to click on the settled screen"
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
  click_at "$kind" "$x" "$y" || fail "the game did not handle the click on '$kind' at $x,$y"
  if [[ "$kind" == hint ]]; then
    # the hints come from a thread; the game settles (and writes its state) once they are shown
    grep -q "text=The expert's hints" "$STATE" || fail "no hints shown after clicking Hint"
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
