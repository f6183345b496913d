#!/usr/bin/env bash
# cmake/fuzz.sh — build the libFuzzer harnesses (preset `fuzz`, clang) and run each for a while.
#
#   bash cmake/fuzz.sh [SECONDS] [HARNESS...]
#
# SECONDS per harness (default 20); HARNESS names such as fuzz_save (default: every harness
# built), as many at once as there are cores. Installs clang, cmake and ninja with apt-get when
# missing (Debian/Ubuntu). Each harness runs on a scratch corpus, build/fuzz/corpus/<name>/,
# seeded from tests/fuzz/corpus/<name>/ (which is only read) and kept between runs so the
# coverage grows; remove it to start afresh.
# Crash inputs go to build/fuzz/artifacts/<name>/, the log to build/fuzz/logs/<name>.log.
# Exits non-zero when any harness crashed (an invariant broke or a sanitizer fired).
# See docs/fuzzing.md.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"

FUZZ_PACKAGES=(clang cmake ninja-build)
BUILD="build/fuzz"

log() { printf '==> %s\n' "$*"; }
die() { printf 'fuzz.sh: error: %s\n' "$*" >&2; exit 1; }

secs="${1:-20}"
[[ $# -gt 0 ]] && shift
[[ "$secs" =~ ^[0-9]+$ ]] && ((secs > 0)) || die "SECONDS must be a whole number > 0, not '$secs'"

ensure_clang() {
  command -v clang >/dev/null 2>&1 && command -v cmake >/dev/null 2>&1 &&
    command -v ninja >/dev/null 2>&1 && return 0
  if ! command -v dpkg-query >/dev/null 2>&1 || ! command -v apt-get >/dev/null 2>&1; then
    die "needs clang (with libFuzzer), cmake >= 3.25 and ninja; please install them"
  fi
  local missing=() pkg status
  for pkg in "${FUZZ_PACKAGES[@]}"; do
    status="$(dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null || true)"
    [[ "$status" == "install ok installed" ]] || missing+=("$pkg")
  done
  ((${#missing[@]} == 0)) && return 0
  log "Installing missing packages: ${missing[*]}"
  local sudo=()
  if [[ "$(id -u)" -ne 0 ]]; then
    command -v sudo >/dev/null 2>&1 || die "not root and no sudo: please install ${missing[*]}"
    sudo=(sudo)
  fi
  "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update
  "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "${missing[@]}"
}

ensure_clang
log "Configuring (preset: fuzz)"
cmake --preset fuzz >/dev/null
log "Building the harnesses (preset: fuzz)"
cmake --build --preset fuzz

harnesses=("$@")
if ((${#harnesses[@]} == 0)); then
  while IFS= read -r bin; do
    harnesses+=("$(basename "$bin")")
  done < <(find "$BUILD/tests/fuzz" -maxdepth 1 -type f -name 'fuzz_*' -perm -u+x | sort)
fi
((${#harnesses[@]} > 0)) || die "no harness was built in $BUILD/tests/fuzz"

export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1}"
export UBSAN_OPTIONS="${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}"

# one harness: its corpus seeded, run for $secs seconds; its log in build/fuzz/logs
fuzz_one() {
  local h="$1" bin="$BUILD/tests/fuzz/$1" name="${1#fuzz_}"
  local corpus="$BUILD/corpus/$name" artifacts="$BUILD/artifacts/$name" logf="$BUILD/logs/$name.log"
  mkdir -p "$corpus" "$artifacts" "$(dirname "$logf")"
  if [[ -d "tests/fuzz/corpus/$name" ]]; then
    cp -R "tests/fuzz/corpus/$name/." "$corpus/"
  fi
  local args=(-max_total_time="$secs" -timeout=10 -rss_limit_mb=2048 -print_final_stats=1
              -artifact_prefix="$artifacts/")
  [[ -f "tests/fuzz/$name.dict" ]] && args+=(-dict="tests/fuzz/$name.dict")
  "$bin" "${args[@]}" "$corpus" >"$logf" 2>&1
}

# As many harnesses at once as there are cores (each is one process on one core, all for the same
# time), a batch after another; their results are told in the order of the list.
for h in "${harnesses[@]}"; do
  [[ -x "$BUILD/tests/fuzz/$h" ]] || die "no harness $BUILD/tests/fuzz/$h"
done
jobs_max="$(nproc 2>/dev/null || echo 2)"
failed=()
for ((first = 0; first < ${#harnesses[@]}; first += jobs_max)); do
  batch=("${harnesses[@]:first:jobs_max}")
  pids=()
  for h in "${batch[@]}"; do
    log "Fuzzing $h for ${secs}s (corpus $BUILD/corpus/${h#fuzz_})"
    fuzz_one "$h" &
    pids+=($!)
  done
  for i in "${!batch[@]}"; do
    h="${batch[$i]}" logf="$BUILD/logs/${batch[$i]#fuzz_}.log"
    if wait "${pids[$i]}"; then
      printf '%s: ' "$h"
      grep -E '^#[0-9]+[[:space:]]+DONE' "$logf" | tail -n 1 || echo
    else
      failed+=("$h")
      tail -n 40 "$logf" >&2
      printf 'fuzz.sh: %s crashed; input saved in %s (log: %s)\n' "$h" "$BUILD/artifacts/${h#fuzz_}" "$logf" >&2
    fi
  done
done

if ((${#failed[@]} > 0)); then
  die "crashes in: ${failed[*]}"
fi
log "No crashes (${#harnesses[@]} harnesses, ${secs}s each)"
