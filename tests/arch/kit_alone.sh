#!/bin/sh
# kit_alone.sh — fails when the drawing kit (src/game/kit/) includes anything of the game: its
# quoted #includes may name only the kit's own headers ("kit/...") and the core's public ones
# ("troyes/..."). What the kit borrows from the game it is handed (ui_widgets.h: uiw_env).
#
# Usage: kit_alone.sh SOURCE_DIR   (SOURCE_DIR: the repository's root)
set -eu
root=${1:?usage: kit_alone.sh SOURCE_DIR}
cd "$root"
bad=$(grep -n '^[[:space:]]*#[[:space:]]*include[[:space:]]*"' src/game/kit/*.c src/game/kit/*.h |
  grep -v '#[[:space:]]*include[[:space:]]*"\(kit\|troyes\)/' || true)
n=$(ls src/game/kit/*.c src/game/kit/*.h | wc -l)
if [ -n "$bad" ]; then
  printf '%s\n' "$bad"
  echo "src/game/kit/ includes the game above (only \"kit/...\" and \"troyes/...\" headers may be included)"
  exit 1
fi
echo "$n files of src/game/kit include only the kit and the core's public headers"
