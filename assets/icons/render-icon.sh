#!/usr/bin/env bash
# Renders the application icon's PNG from its SVG source (needs rsvg-convert: apt-get install
# librsvg2-bin).   bash assets/icons/render-icon.sh
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
rsvg-convert -w 256 -h 256 "$here/troyes-dice.svg" -o "$here/troyes-dice.png"
echo "wrote $here/troyes-dice.png"
