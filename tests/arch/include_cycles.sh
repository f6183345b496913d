#!/bin/sh
# include_cycles.sh — fails when the source units of src/ include each other in a circle.
#
# A unit is a .c file with its .h (src/game/kit/gfx.c and src/game/kit/gfx.h are the unit
# src/game/kit/gfx); a header alone is a unit too. A private header NAME_internal.h, shared by the
# .c files of one part and no one else (kit/gfx_internal.h: gfx.c's and gfx_text.c's caches), is
# part of the unit NAME. Unit A depends on unit B when A's .c or .h has
# a quoted #include that names B's .h. The include is looked up as the compiler would: beside the
# including file first, then under src/game/ (the game's include root), then anywhere under src/
# by its path's end (src/app and the other libraries are included by their bare names).
# Angle-bracket includes (SDL, the C library) and include/troyes/ (the core's public headers) are
# not units of src/ and are ignored.
#
# Every strongly connected set of two or more units is a circle. The check prints each with one
# cycle through it and fails, unless the set lies within a line of the allowlist: circles known
# and not yet broken, one per line, the units' names sorted and separated by spaces, '#' comments.
#
# Usage: include_cycles.sh SOURCE_DIR [ALLOWLIST]   (SOURCE_DIR: the repository's root)
set -eu
root=${1:?usage: include_cycles.sh SOURCE_DIR [ALLOWLIST]}
allow=${2:-/dev/null}
cd "$root"
{
  find src -type f \( -name '*.c' -o -name '*.h' \) | LC_ALL=C sort | sed 's/^/F /'
  find src -type f \( -name '*.c' -o -name '*.h' \) | LC_ALL=C sort | while read -r f; do
    sed -n 's/^[[:space:]]*#[[:space:]]*include[[:space:]]*"\([^"]*\)".*/\1/p' "$f" |
      sed "s|^|I $f |"
  done
} | awk -v allowfile="$allow" '
function unit(path) { sub(/\.[ch]$/, "", path); sub(/_internal$/, "", path); return path }
function dirof(path) { sub(/\/[^\/]*$/, "", path); return path }
function resolve(from, inc,    cand, n, f, hit) {
  cand = dirof(from) "/" inc
  if (cand in isfile) return cand
  cand = "src/game/" inc
  if (cand in isfile) return cand
  n = 0
  for (f in isfile)
    if (f ~ /\.h$/ && (f == inc || substr(f, length(f) - length(inc)) == "/" inc)) { n++; hit = f }
  return n == 1 ? hit : ""
}
$1 == "F" { isfile[$2] = 1; u = unit($2); if (!(u in isunit)) { isunit[u] = 1; units[++nu] = u }; next }
$1 == "I" { incs[++ni] = $2 " " $3; next }
END {
  for (k = 1; k <= ni; k++) {
    split(incs[k], p, " ")
    t = resolve(p[1], p[2])
    if (t == "") continue
    a = unit(p[1]); b = unit(t)
    if (a != b) edge[a, b] = 1
  }
  for (i = 1; i <= nu; i++) for (j = 1; j <= nu; j++)
    if ((units[i], units[j]) in edge) reach[i, j] = 1
  for (k = 1; k <= nu; k++) for (i = 1; i <= nu; i++) if ((i, k) in reach)
    for (j = 1; j <= nu; j++) if ((k, j) in reach) reach[i, j] = 1
  while ((getline line < allowfile) > 0) {
    sub(/#.*/, "", line); gsub(/^[ \t]+|[ \t]+$/, "", line)
    if (line != "") { allowed[++na] = line; used[na] = 0 }
  }
  bad = 0; found = 0
  for (i = 1; i <= nu; i++) {
    if (done[i] || !((i, i) in reach)) continue
    members = ""; cnt = 0
    for (j = 1; j <= nu; j++) if ((i, j) in reach && (j, i) in reach) { done[j] = 1; m[++cnt] = units[j] }
    # sort the members (insertion sort: few)
    for (x = 2; x <= cnt; x++) { v = m[x]; y = x - 1; while (y >= 1 && m[y] > v) { m[y + 1] = m[y]; y-- } m[y + 1] = v }
    for (x = 1; x <= cnt; x++) members = members (x > 1 ? " " : "") m[x]
    found++
    # one cycle: the shortest way back from the first member to itself (breadth first)
    for (x in seen) delete seen[x]
    for (x in prev) delete prev[x]
    qh = 1; qt = 0; start = m[1]; q[++qt] = start; seen[start] = 1; end = ""
    while (qh <= qt && end == "") {
      cur = q[qh++]
      for (x = 1; x <= cnt; x++) if ((cur, m[x]) in edge) {
        if (m[x] == start) { end = cur; break }
        if (!(m[x] in seen)) { seen[m[x]] = 1; prev[m[x]] = cur; q[++qt] = m[x] }
      }
    }
    path = start; c = end
    while (c != start) { path = c " -> " path; c = prev[c] }
    path = start " -> " path
    ok = 0
    for (a = 1; a <= na; a++) {
      split(allowed[a], al, " "); for (x in inal) delete inal[x]
      for (x in al) inal[al[x]] = 1
      sub_ok = 1
      for (x = 1; x <= cnt; x++) if (!(m[x] in inal)) sub_ok = 0
      if (sub_ok) { ok = 1; used[a] = 1; break }
    }
    printf "%s circle of %d units: %s\n  e.g. %s\n", ok ? "known" : "NEW", cnt, members, path
    if (!ok) bad++
  }
  for (a = 1; a <= na; a++) if (!used[a])
    printf "note: the allowlist line \"%s\" matches no circle any more: remove it\n", allowed[a]
  printf "%d circle(s), %d not allowed\n", found, bad
  exit bad ? 1 : 0
}'
