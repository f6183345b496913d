#!/bin/sh
# unsaved_home.sh GAME HOME SCREENSHOT-BASE MOVES EXPECT — runs the game on a home folder nothing
# can be written to (read-only for a user, immutable for root), and checks that the dump of the
# screen it ends on says what EXPECT (a grep pattern) says. Exits 77 (skipped) when the folder
# cannot be made unwritable here.
game=$1 home=$2 out=$3 moves=$4 expect=$5
[ -d "$home" ] && { chattr -i "$home" 2>/dev/null; chmod 755 "$home"; } # a run cut short left it so
rm -rf "$home" && mkdir -p "$home" || exit 1
if [ "$(id -u)" = 0 ]; then
    chattr +i "$home" 2>/dev/null || exit 77
    undo="chattr -i"
else
    chmod 555 "$home"
    undo="chmod 755"
fi
if touch "$home/probe" 2>/dev/null; then
    $undo "$home"
    exit 77
fi
TROYES_DICE_HOME=$home "$game" $6 --moves "$moves" --cosmetic-seed 1 --screenshot "$out.png" --dump "$out.txt"
rc=$?
$undo "$home"
[ $rc = 0 ] || { echo "troyes-dice exited with $rc"; exit 1; }
grep -q -- "$expect" "$out.txt" || { echo "no line of $out.txt matches: $expect"; exit 1; }
echo "ok: $expect"
