#!/bin/sh
# wine-prefix.sh WINE_RUN PREFIX WINESERVER — makes the build's Wine prefix (win_prefix, the fixture every
# Windows test needs): wineboot through WINE_RUN (which names the user "Joueur é ñ"), then waits
# for Wine's server to finish writing it. A prefix made before is kept.
#
# Then starts the prefix's server for the whole run, persistent (wineserver -p): a server that
# each program starts ends 3 s after the last program of the prefix, and a program that connects
# as it closes its socket dies at once ("wine client error:0: recvmsg: Connection reset by peer").
# With one server up from the first test to the last (win_server_end stops it), no program of the
# run meets a server that is ending. (message_box.sh stops it and starts it again through this
# script.)
set -eu
run=$1 prefix=$2 server=$3
# a server left by an interrupted run, or still writing the prefix, ends first
WINEPREFIX=$prefix "$server" -k 2>/dev/null || true
WINEPREFIX=$prefix "$server" -w
if [ -f "$prefix/.troyes-ready" ]; then
  echo "Wine prefix ready: $prefix"
else
  rm -rf "$prefix"
  "$run" wineboot --init
  WINEPREFIX=$prefix "$server" -w
  [ -d "$prefix/drive_c/users/Joueur é ñ" ] || { echo "no user folder 'Joueur é ñ' in $prefix/drive_c/users"; exit 1; }
  touch "$prefix/.troyes-ready"
  echo "Wine prefix made: $prefix"
fi
WINEPREFIX=$prefix "$server" -p < /dev/null > /dev/null 2>&1
# The first program of a server starts Wine's own services (services.exe, winedevice.exe,
# plugplay.exe, rpcss.exe...), which share its output and stay as long as the server: started by
# a test, they would hold its output open and CTest would wait on it for ever. Started here,
# their output is /dev/null.
"$run" cmd /c exit < /dev/null > /dev/null 2>&1
echo "Wine server up for the run (persistent), with its services"
