# cmake/deb-src.sh — what cmake/win-deps.sh and cmake/web-deps.sh share: Debian's source packages
# fetched with a private apt configuration, their versions, and where they unpack. Sourced, not run:
# the caller sets CACHE (its apt lists go to $CACHE/apt), WORK (sources unpack in $WORK/src),
# PREFIX (licences go to $PREFIX/licenses) and DEPS_NAME (for messages).

log() { printf '==> %s\n' "$*" >&2; }
die() { printf '%s: error: %s\n' "${DEPS_NAME:-deps}" "$*" >&2; exit 1; }

jobs_count() { nproc 2>/dev/null || echo 2; }

# The deb-src lines: the mirrors of the system's own deb entries (deb822 .sources files and the
# one-line sources.list), for Debian's bookworm suites; deb.debian.org when none is found.
write_sources() {
  local out="$1" uris=() f u
  shopt -s nullglob
  for f in /etc/apt/sources.list.d/*.sources; do
    while read -r u; do uris+=("$u"); done < <(awk '
      /^Types:/ { deb = ($0 ~ /[ \t]deb([ \t]|$)/) }
      /^URIs:/ && deb { for (i = 2; i <= NF; i++) print $i }' "$f")
  done
  for f in /etc/apt/sources.list /etc/apt/sources.list.d/*.list; do
    [[ -f "$f" ]] || continue
    while read -r u; do uris+=("$u"); done < <(awk '
      $1 == "deb" { for (i = 2; i <= NF; i++) if ($i !~ /^\[/ && $i !~ /\]$/) { print $i; break } }' "$f")
  done
  shopt -u nullglob
  local main="" security=""
  for u in "${uris[@]}"; do
    case "$u" in
      *debian-security*) [[ -n "$security" ]] || security="$u" ;;
      *debian*) [[ -n "$main" ]] || main="$u" ;;
    esac
  done
  [[ -n "$main" ]] || main="http://deb.debian.org/debian"
  [[ -n "$security" ]] || security="http://deb.debian.org/debian-security"
  {
    echo "deb-src $main bookworm main"
    echo "deb-src $main bookworm-updates main"
    echo "deb-src $security bookworm-security main"
  } > "$out"
}

APT_OPTS=()
apt_setup() {
  mkdir -p "$CACHE/apt/lists/partial"
  write_sources "$CACHE/apt/sources.list"
  APT_OPTS=(-o "Dir::Etc::sourcelist=$CACHE/apt/sources.list" -o "Dir::Etc::sourceparts=/dev/null"
            -o "Dir::State::Lists=$CACHE/apt/lists" -o "Dir::Cache::pkgcache="
            -o "Dir::Cache::srcpkgcache=")
  # As root apt downloads as the user _apt, who may not write to this cache.
  [[ "$(id -u)" -ne 0 ]] || APT_OPTS+=(-o "APT::Sandbox::User=root")
  log "Updating the private deb-src lists ($CACHE/apt)"
  if ! apt-get "${APT_OPTS[@]}" -qq update >&2; then
    compgen -G "$CACHE/apt/lists/*Sources*" >/dev/null ||
      die "apt-get update of the deb-src lists failed and there are no lists from an earlier run"
    log "apt-get update failed: using the lists of an earlier run"
  fi
}

# The version apt would fetch for source package $1.
src_version() {
  local dsc
  dsc="$(apt-get "${APT_OPTS[@]}" source --print-uris -qq "$1" 2>/dev/null |
         awk '{ gsub(/\047/, "", $2); if ($2 ~ /\.dsc$/) print $2 }' | head -n1)"
  [[ -n "$dsc" ]] || die "no source package $1 in $CACHE/apt/sources.list"
  dsc="${dsc%.dsc}"
  printf '%s\n' "${dsc#*_}"
}

licence() {
  local name="$1" src="$2"; shift 2
  local f
  mkdir -p "$PREFIX/licenses"
  for f in "$@"; do
    cp "$src/$f" "$PREFIX/licenses/$name-$(basename "$f")"
  done
  cp "$src/debian/copyright" "$PREFIX/licenses/$name-debian-copyright.txt"
}

sdir() {
  local d
  d="$(find "$WORK/src" -maxdepth 1 -mindepth 1 -type d -name "$1-[0-9]*" | head -n1)"
  [[ -n "$d" ]] || die "no unpacked source for $1"
  printf '%s\n' "$d"
}

deps_fixup() { :; }

# deps_run KIND KEY_TEXT: the caller's PACKAGES, each built by its function build_<package> (given
# its unpacked source) into a prefix of the cache keyed by KEY_TEXT (the compiler and RECIPE).
# Each package in the prefix is stamped with its source version and REV[package]; a package whose
# stamp is missing is built again, and so is every package that links it in (DEPENDS). Prints the
# prefix on the last line of stdout. deps_fixup, when the caller defines it, runs on every call.
deps_run() {
  local kind="$1" key_text="$2"
  # One run at a time builds into the cache (two clones tested at once share it): the second
  # waits for the first, then finds its libraries built.
  mkdir -p "$CACHE"
  exec 9>"$CACHE/.lock"
  if command -v flock >/dev/null && ! flock -n 9; then
    log "Another run is building the $kind dependencies: waiting for it ($CACHE/.lock)"
    flock 9
  fi
  apt_setup

  local p v d key
  key="$(printf '%s' "$key_text" | sha256sum | cut -c1-16)"
  PREFIX="$CACHE/deps-$key"
  local todo=()
  declare -A redo=()
  for p in "${PACKAGES[@]}"; do
    v="$(src_version "$p")"
    key_text+=" $p=$v"
    STAMP[$p]="$PREFIX/.built-$p-$v-r${REV[$p]}"
    [[ -f "${STAMP[$p]}" ]] || redo[$p]=1
    for d in ${DEPENDS[$p]:-}; do
      [[ -z "${redo[$d]:-}" ]] || redo[$p]=1
    done
    [[ -z "${redo[$p]:-}" ]] || todo+=("$p")
  done
  if ((${#todo[@]} == 0)); then
    deps_fixup
    log "$kind dependencies are cached: $PREFIX"
    printf '%s\n' "$PREFIX"
    return 0
  fi

  log "Building the $kind dependencies (${todo[*]}; $key_text) into $PREFIX"
  local t0=$SECONDS
  WORK="$CACHE/work-$key"
  rm -rf "$WORK"
  mkdir -p "$WORK/src" "$PREFIX"
  log "Fetching the sources: ${todo[*]}"
  (cd "$WORK/src" && apt-get "${APT_OPTS[@]}" source -qq "${todo[@]}" >"$WORK/source.log" 2>&1) ||
    { tail -n 20 "$WORK/source.log" >&2; die "apt-get source failed"; }
  for p in "${todo[@]}"; do
    rm -f "$PREFIX/.built-$p-"*
    "build_$p" "$(sdir "$p")"
    touch "${STAMP[$p]}"
  done
  deps_fixup
  printf '%s\n' "$key_text" > "$PREFIX/versions.txt"
  rm -rf "$WORK"
  log "$kind dependencies built in $((SECONDS - t0)) s: $PREFIX"
  printf '%s\n' "$PREFIX"
}
