#!/bin/sh
# game_prefixes.sh — fails when a global function of the game (a function defined without
# `static` in src/game/FOLDER/*.c) has a name that does not start with one of its folder's
# prefixes.
#
# The prefixes are read from docs/architecture.md, the folder map's table: a row whose first cell
# is `src/game/FOLDER/` and whose second cell lists the folder's prefixes, each in backquotes
# (`gfx_`, `ecs_`). So the map a reader sees and the names the code uses cannot drift apart.
# `main` (the program's entry, src/game/shell/main.c) needs no prefix.
#
# Usage: game_prefixes.sh SOURCE_DIR   (SOURCE_DIR: the repository's root)
set -eu
root=${1:?usage: game_prefixes.sh SOURCE_DIR}
cd "$root"
map=docs/architecture.md
[ -f "$map" ] || { echo "game_prefixes: no $map"; exit 1; }
# FOLDER PREFIX... per line, from the table's rows
prefixes=$(awk -F'|' '$2 ~ /^ *`src\/game\/[a-z_]+\/` *$/ {
    folder = $2; gsub(/^ *`src\/game\/|\/` *$/, "", folder)
    line = folder; rest = $3
    while (match(rest, /`[a-z_]+_`/)) { line = line " " substr(rest, RSTART + 1, RLENGTH - 2); rest = substr(rest, RSTART + RLENGTH) }
    print line
}' "$map")
[ -n "$prefixes" ] || { echo "game_prefixes: no src/game/FOLDER/ row in $map's table"; exit 1; }
bad=0
checked=0
for dir in src/game/*/; do
    folder=$(basename "$dir")
    allowed=$(printf '%s\n' "$prefixes" | awk -v f="$folder" '$1 == f { $1 = ""; sub(/^ +/, ""); print }')
    if [ -z "$allowed" ]; then
        echo "src/game/$folder/: no prefixes for this folder in $map"
        bad=$((bad + 1))
        continue
    fi
    for f in "$dir"*.c; do
        [ -f "$f" ] || continue
        # the global functions defined in $f: a definition starts at column 0, is not static,
        # and its parameter list's `)` is followed by a line starting with `{`
        out=$(awk -v allowed="$allowed" -v file="$f" '
            function check(name,    n, i, p) {
                if (name == "main") return
                n = split(allowed, p, " ")
                for (i = 1; i <= n; i++) if (index(name, p[i]) == 1) return
                printf "%s: %s does not start with a prefix of its folder (%s)\n", file, name, allowed
                bad++
            }
            pending != "" {
                if ($0 ~ /^\{/) { check(pending); pending = ""; next }
                if ($0 ~ /;[ \t]*$/ || $0 ~ /^[ \t]*$/) pending = ""
                else if (waiting && $0 ~ /\)/) waiting = 0
                else if (!waiting) pending = ""
                next
            }
            /^[A-Za-z_]/ && !/^(static|typedef|extern|struct [A-Za-z_0-9]+ *\{|enum|union|return|#)/ && /\(/ {
                head = substr($0, 1, index($0, "(") - 1)
                if (head ~ /=/) next
                if (!match(head, /[A-Za-z_][A-Za-z_0-9]*[ \t]*$/)) next
                name = substr(head, RSTART, RLENGTH); sub(/[ \t]+$/, "", name)
                if ($0 ~ /\)[ \t]*\{/) { check(name); next }
                if ($0 ~ /;[ \t]*$/) next
                pending = name; waiting = ($0 !~ /\)/)
                next
            }
            END { exit bad ? 1 : 0 }' "$f") || bad=$((bad + 1))
        [ -z "$out" ] || printf '%s\n' "$out"
        checked=$((checked + 1))
    done
done
echo "$checked files of src/game checked against the prefixes of $map"
[ "$bad" -eq 0 ]
