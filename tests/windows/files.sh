#!/usr/bin/env bash
# files.sh WINE_RUN ZIP WORK WINEPREFIX BAD_HOME — the Windows zip as a player gets it, under Wine:
# unpacked into a folder with non-ASCII letters ("Joueur é ñ"), run from there with only its own
# DLLs (no other folder on its path), its files kept in the Windows preference folder of the user
# "Joueur é ñ" (%APPDATA%\troyes-dice\troyes-dice, given as TROYES_DICE_HOME since a headless run
# keeps no files otherwise). Checks, in order:
#   1. a finished game is recorded (profiles.txt), the statistics screen of the next run shows it;
#   2. a second game replaces profiles.txt with both games in it, and no temporary file is left;
#   3. a half-day played leaves the autosave;
#   4. damaged settings, profiles, autosave and table files are each set aside whole (.bad-1)
#      and the title screen says so, file by file;
#   5. a missing font and a damaged font stop the game with a clear message (exit 1);
#   6. a bad option is refused with exit 2 and its reason.
set -uo pipefail
run=$1 zip=$2 work=$3 prefix=$4 bad_home=$5

fail() { echo "FAILED: $*"; exit 1; }
ok() { echo "ok: $*"; }

rm -rf "$work"
mkdir -p "$work/Joueur é ñ" || fail "cannot make $work"
unzip -q "$zip" -d "$work/Joueur é ñ" || fail "cannot unzip $zip"
dir=$(echo "$work/Joueur é ñ"/troyes-dice-*-win64)
[ -f "$dir/troyes-dice.exe" ] || fail "no troyes-dice.exe in $zip"
home_unix="$prefix/drive_c/users/Joueur é ñ/AppData/Roaming/troyes-dice/troyes-dice"
home_win='C:\users\Joueur é ñ\AppData\Roaming\troyes-dice\troyes-dice'
rm -rf "$home_unix"

export SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy TROYES_DICE_LANG=en TROYES_DICE_TODAY=2026-11-21
export TD_WINEPATH= # only the DLLs beside the executable

# game NAME ARGS... — runs the unpacked game with its files in home_win, a screenshot and a dump
# of what it drew in $work/NAME.{png,txt}; its output in $work/NAME.log; returns its exit code.
game() {
  local name=$1
  shift
  TROYES_DICE_HOME="$home_win" timeout 200 "$run" "$dir/troyes-dice.exe" "$@" --cosmetic-seed 1 \
    --screenshot "$work/$name.png" --dump "$work/$name.txt" > "$work/$name.log" 2>&1
}
dump_has() { grep -q -- "$2" "$work/$1.txt" || fail "$1: no line of the dump matches: $2"; }

# 1. a finished game, then the statistics
game first --game "1p-std#5" --moves end || fail "first game: exit $? ($(cat "$work/first.log"))"
[ -f "$home_unix/profiles.txt" ] || fail "no profiles.txt in $home_unix after a finished game"
grep -q "1p-std#5" "$home_unix/profiles.txt" || fail "profiles.txt does not record 1p-std#5"
ok "a finished game is recorded in $home_win\\profiles.txt"
game stats --screen stats || fail "statistics: exit $?"
dump_has stats "1p-std#5"
ok "the next run's statistics show it"

# 2. replaced, not added beside
game second --game "1p-std#6" --moves end || fail "second game: exit $?"
grep -q "1p-std#5" "$home_unix/profiles.txt" && grep -q "1p-std#6" "$home_unix/profiles.txt" ||
  fail "profiles.txt does not hold both games"
leftover=$(ls -A "$home_unix" | grep -v -E '^(settings\.txt|profiles\.txt|autosave\.tdsave|table\.tdsave)$')
[ -z "$leftover" ] || fail "files left beside the saved ones: $leftover"
ok "profiles.txt replaced with both games; no temporary file left ($(ls "$home_unix" | tr '\n' ' '))"

# 3. the autosave after a half-day
game autosave --game "1p-std#7" --moves "roll; auto" || fail "half-day: exit $?"
[ -s "$home_unix/autosave.tdsave" ] || fail "no autosave.tdsave after a half-day"
grep -q "1p-std#7" "$home_unix/autosave.tdsave" || fail "the autosave is not of 1p-std#7"
ok "a half-day played is in autosave.tdsave"

# 4. damaged files set aside whole, said on the title screen
for f in settings.txt profiles.txt autosave.tdsave table.tdsave; do
  cp "$bad_home/$f" "$home_unix/$f" || fail "cannot copy $bad_home/$f"
done
game damaged --screen title || fail "damaged files: exit $? ($(cat "$work/damaged.log"))"
for f in settings.txt profiles.txt autosave.tdsave table.tdsave; do
  dump_has damaged "text=The file $f "
  cmp -s "$bad_home/$f" "$home_unix/$f.bad-1" || fail "$f.bad-1 is not the damaged $f, whole"
done
ok "each damaged file is set aside whole as .bad-1 and named on the title screen"

# 5. a missing font, a damaged font: exit 1 with the reason
# refused_font WHAT FOLDER PATTERN: the zip's copy in FOLDER (its font already spoilt) is refused
# at start, exit 1, with a message matching PATTERN
refused_font() {
  timeout 100 "$run" "$work/Joueur é ñ/$2/troyes-dice.exe" --screenshot "$work/$2.png" > "$work/$2.log" 2>&1
  local rc=$?
  [ $rc = 1 ] || fail "$1: exit $rc, not 1 ($(cat "$work/$2.log"))"
  grep -q "$3" "$work/$2.log" || fail "$1: no clear message: $(cat "$work/$2.log")"
  ok "$1: $(grep -m1 'cannot start' "$work/$2.log")"
}
cp -r "$dir" "$work/Joueur é ñ/no-font"
rm "$work/Joueur é ñ/no-font/assets/fonts/LinLibertine_RB.otf"
refused_font "a missing font" no-font "Troyes Dice cannot start: a font file is missing: .*LinLibertine_RB.otf"
cp -r "$dir" "$work/Joueur é ñ/bad-font"
printf 'not a font\n' > "$work/Joueur é ñ/bad-font/assets/fonts/LinLibertine_R.otf"
refused_font "a damaged font" bad-font "Troyes Dice cannot start: .*LinLibertine_R.otf cannot be read"

# 6. a bad option
timeout 100 "$run" "$dir/troyes-dice.exe" --bench-frames many > "$work/badflag.log" 2>&1
rc=$?
[ $rc = 2 ] || fail "a bad option: exit $rc, not 2"
grep -q -- "--bench-frames wants a positive number, not 'many'" "$work/badflag.log" ||
  fail "a bad option: no clear message: $(cat "$work/badflag.log")"
ok "a bad option: exit 2, $(grep -m1 'wants' "$work/badflag.log")"
echo "all file checks passed"
