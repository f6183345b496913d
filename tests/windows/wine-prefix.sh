#!/bin/sh
# wine-prefix.sh WINE_RUN PREFIX WINESERVER — makes the build's Wine prefix (win_prefix, the fixture every
# Windows test needs): wineboot through WINE_RUN (which names the user "Joueur é ñ"), then waits
# for Wine's server to finish writing it. A prefix made before is kept.
set -eu
run=$1 prefix=$2 server=$3
if [ -f "$prefix/.troyes-ready" ]; then
  echo "Wine prefix ready: $prefix"
  exit 0
fi
rm -rf "$prefix"
"$run" wineboot --init
WINEPREFIX=$prefix "$server" -w
[ -d "$prefix/drive_c/users/Joueur é ñ" ] || { echo "no user folder 'Joueur é ñ' in $prefix/drive_c/users"; exit 1; }
touch "$prefix/.troyes-ready"
echo "Wine prefix made: $prefix"
