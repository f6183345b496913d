#!/usr/bin/env bash
# cmake/run.sh — the one entry point for building, testing and benchmarking.
#
#   bash cmake/run.sh test    install missing build deps (Debian/Ubuntu), build the
#                             dev preset (Debug + ASan/UBSan, -Werror), run all tests
#                             but the ones labelled slow (`ctest --preset train` runs
#                             those), then the Windows build and its tests under Wine (as
#                             `windows`; its libraries build beside the Linux tests), then
#                             fuzz each parser briefly (cmake/fuzz.sh); ends with a summary
#                             of each part and the line "N passed, N failed" (docs/testing.md)
#   bash cmake/run.sh windows install mingw-w64 and Wine, build the SDL2 family for Windows from
#                             Debian's source packages (once; cached), then the game's Windows
#                             zip: build/windows/troyes-dice-<version>-win64.zip
#   bash cmake/run.sh web     install emscripten, build the SDL2 family for the browser from Debian's
#                             source packages (once; cached), then the page: build/web
#   bash cmake/run.sh serve [PORT]  the same, then serve build/web on 127.0.0.1 (default port 8080)
#   bash cmake/run.sh bench   same deps, build the release preset, run the benchmarks
#   bash cmake/run.sh fuzz [SECONDS] [HARNESS...]   fuzz the parsers (clang + libFuzzer)
#   bash cmake/run.sh play    same deps, build the release preset and start the game (a headless
#                             demo game with a screenshot when there is no display)
#   bash cmake/run.sh --help
#
# Works from any directory: it changes to the repository root first.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"

DEB_PACKAGES=(
  build-essential cmake ninja-build pkg-config ccache
  libcmocka-dev
  clang
  libsdl2-dev libsdl2-image-dev libsdl2-ttf-dev libsdl2-mixer-dev
  # the game's end-to-end tests (tests/game/e2e_*.sh): a real window under Xvfb, clicked by
  # xdotool; openbox is the window manager that F11's fullscreen needs (e2e_fullscreen.sh), and
  # xprop (x11-utils) reads the borders it adds (e2e_window_fits.sh)
  xvfb xauth xdotool openbox x11-utils
)

# The Windows build from Linux (cmake/win-deps.sh, preset "windows"): the mingw-w64 cross
# compilers (SDL2's own CMake project enables C++), Wine for its tests, dpkg-source for
# `apt-get source`, unzip for the tests of the zip.
WIN_DEB_PACKAGES=(
  gcc-mingw-w64-x86-64 g++-mingw-w64-x86-64 wine64 dpkg-dev unzip
)

# The browser build (cmake/web-deps.sh, preset "web"): Debian's emscripten (with its prebuilt
# system libraries), dpkg-source for `apt-get source`, and Chromium for its tests (driven by
# tests/web/cdp.mjs with node's own WebSocket).
WEB_DEB_PACKAGES=(
  emscripten dpkg-dev chromium
)

usage() {
  cat <<'USAGE'
Usage: bash cmake/run.sh <command> [args...]

Commands:
  test           Install missing build dependencies (Debian/Ubuntu, via apt-get),
                 configure and build the "dev" preset (Debug, ASan+UBSan, -Werror)
                 in build/dev, then run every test with CTest but the ones
                 labelled slow (`ctest --preset train` runs those); then the
                 Windows build and its tests under Wine (as `windows`; its
                 libraries build beside the Linux tests when not cached); then
                 build the "fuzz" preset (clang) and fuzz each parser for
                 TD_FUZZ_SECONDS (default 15) seconds. Compiles through ccache.
                 Ends with each part's passed and failed counts and time, then
                 "N passed, N failed"; exits non-zero when any test failed.
                 Logs: build/logs/. See docs/testing.md.
  bench [args]   Same dependencies; configure and build the "release" preset in
                 build/release, then run `troyes-cli bench [args]`,
                 `troyes-cli simulate --games 100000 --json` and the game's frame
                 benchmark (`troyes-dice --bench-frames 3000` at 1280x720, software
                 renderer, headless; again in a real window under Xvfb when
                 xvfb-run is installed).
  windows        Install what the Windows build needs (mingw-w64, Wine; Debian 12), build
                 SDL2, SDL2_image, SDL2_ttf (with FreeType), SDL2_mixer and cmocka for
                 Windows from Debian's own source packages (apt-get source with a private
                 apt configuration; cached under ~/.cache/troyes-dice/win64 by version, so
                 only the first run builds them), then the preset "windows" in
                 build/windows and its zip, troyes-dice-<version>-win64.zip.
                 `test` runs this too, then the Windows tests under Wine (TD_SKIP_WINDOWS=1
                 leaves them out).
  web            Install what the browser build needs (emscripten, Chromium; Debian 12),
                 build SDL2, SDL2_image, SDL2_ttf (with FreeType and HarfBuzz) and
                 SDL2_mixer for WebAssembly from Debian's own source packages (cached under
                 ~/.cache/troyes-dice/web by version), then the preset "web": the page in
                 build/web (index.html, troyes-dice.js/.wasm/.data, licenses/).
  serve [PORT]   `web`, then serve build/web on 127.0.0.1:PORT (default 8080) with the
                 headers the page needs, and print its address (Ctrl+C stops).
  fuzz [SECONDS] [HARNESS...]
                 Build the libFuzzer harnesses (preset "fuzz", build/fuzz) and run
                 each for SECONDS (default 20); fails on any crash (docs/fuzzing.md).
  play [args]    Same dependencies; build the release preset and start the game
                 (build/release/troyes-dice [args]). With no display, play a
                 headless demo game, print the scores and save a screenshot.
  -h, --help     Show this help.
USAGE
}

log() { printf '==> %s\n' "$*"; }
die() { printf 'run.sh: error: %s\n' "$*" >&2; exit 1; }

jobs_count() {
  if command -v nproc >/dev/null 2>&1; then nproc
  elif command -v sysctl >/dev/null 2>&1; then sysctl -n hw.ncpu 2>/dev/null || echo 2
  else echo 2
  fi
}

# Install what is missing of the packages named (default DEB_PACKAGES) on Debian/Ubuntu;
# elsewhere just say what is needed.
ensure_deps() {
  if ! command -v dpkg-query >/dev/null 2>&1 || ! command -v apt-get >/dev/null 2>&1; then
    log "Not a Debian/Ubuntu system: make sure these are installed (or equivalents):"
    log "  a C11 compiler, cmake >= 3.25, ninja, pkg-config, cmocka, SDL2, SDL2_image, SDL2_ttf, SDL2_mixer"
    log "  (macOS: brew install cmake ninja cmocka sdl2 sdl2_image sdl2_ttf sdl2_mixer)"
    return 0
  fi
  local missing=() pkg status
  local wanted=("${DEB_PACKAGES[@]}")
  (($# == 0)) || wanted=("$@")
  for pkg in "${wanted[@]}"; do
    status="$(dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null || true)"
    if [[ "$status" != "install ok installed" ]]; then
      missing+=("$pkg")
    fi
  done
  if ((${#missing[@]} == 0)); then
    return 0
  fi
  log "Installing missing packages: ${missing[*]}"
  local sudo=()
  if [[ "$(id -u)" -ne 0 ]]; then
    command -v sudo >/dev/null 2>&1 || die "not root and no sudo: please install ${missing[*]}"
    sudo=(sudo)
  fi
  export DEBIAN_FRONTEND=noninteractive
  "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=900 update
  "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=900 install -y \
    --no-install-recommends "${missing[@]}"
}

# Compilations go through ccache when it is there (the test command installs it): a fresh clone on
# a machine that built the same sources before compiles nothing again. Its cache lives in
# ~/.cache/ccache, beside the Windows libraries' (cmake/win-deps.sh). Paths under the clone are
# hashed relative to it and the working folder is left out of the hash, so a clone in another
# folder (CI clones afresh each time) finds the same objects.
use_ccache() {
  if command -v ccache >/dev/null 2>&1; then
    export CMAKE_C_COMPILER_LAUNCHER=ccache CMAKE_CXX_COMPILER_LAUNCHER=ccache
    export CCACHE_BASEDIR="$ROOT" CCACHE_NOHASHDIR=true
  fi
}

configure_and_build() {
  local preset="$1"
  log "Configuring (preset: $preset)"
  cmake --preset "$preset"
  log "Building (preset: $preset, $(jobs_count) jobs)"
  cmake --build --preset "$preset" --parallel "$(jobs_count)"
}

# use_deps KIND SCRIPT VAR PRESET [PREFIX]: the libraries of a cross build, built or taken from
# the cache by cmake/SCRIPT (or PREFIX, already made), exported as VAR for the preset. Libraries
# built anew elsewhere: what the preset's last configure found of them is stale, so its build
# folder is configured afresh.
use_deps() {
  local kind="$1" script="$2" var="$3" preset="$4" prefix="${5:-}" t0=$SECONDS
  [[ -n "$prefix" ]] || prefix="$(bash "$ROOT/cmake/$script" | tail -n 1)"
  [[ -n "$prefix" && -f "$prefix/versions.txt" ]] || die "the $kind libraries were not built"
  export "$var=$prefix"
  log "$kind libraries ready in $((SECONDS - t0)) s: $prefix"
  local cache="$ROOT/build/$preset/CMakeCache.txt"
  if [[ -f "$cache" ]] && ! grep -qxF "$var:PATH=$prefix" "$cache"; then
    log "The $kind libraries moved: configuring build/$preset afresh"
    rm -f "$cache"
  fi
}

# The Windows zip (build/windows): what is missing installed, the dependencies built or taken
# from the cache, the preset "windows" configured and built.
build_windows() {
  command -v apt-get >/dev/null 2>&1 ||
    die "the Windows build is made on Debian 12 (apt-get source); see README.md, Windows"
  ensure_deps "${WIN_DEB_PACKAGES[@]}"
  use_ccache
  local t0=$SECONDS
  use_deps Windows win-deps.sh TD_WIN64_PREFIX windows "${1:-}"
  configure_and_build windows
  local zip
  zip="$(ls -t "$ROOT"/build/windows/troyes-dice-*-win64.zip 2>/dev/null | head -n 1)"
  [[ -n "$zip" ]] || die "no zip in build/windows"
  log "Windows build done in $((SECONDS - t0)) s: $zip"
}

cmd_windows() {
  build_windows
}

# The page (build/web): what is missing installed, the libraries built or taken from the cache,
# the preset "web" configured and built. NODE_PATH: Debian's emcc finds its JavaScript modules
# there. The browser tests compare with the Linux build in TD_NATIVE_BUILD (default build/dev).
build_web() {
  command -v apt-get >/dev/null 2>&1 ||
    die "the browser build is made on Debian 12 (emscripten, apt-get source); see README.md"
  ensure_deps "${WEB_DEB_PACKAGES[@]}"
  export NODE_PATH="${NODE_PATH:-/usr/share/nodejs}"
  local t0=$SECONDS
  use_deps browser web-deps.sh TD_WEB_PREFIX web "${1:-}"
  export TD_NATIVE_BUILD="${TD_NATIVE_BUILD:-$ROOT/build/dev}"
  configure_and_build web
  log "Browser build done in $((SECONDS - t0)) s: $ROOT/build/web"
}

cmd_web() {
  build_web
  log "Play it: bash cmake/run.sh serve (then open the address it prints)"
}

cmd_serve() {
  build_web
  exec python3 "$ROOT/build/web/serve.py" --port "${1:-8080}" --dir "$ROOT/build/web"
}

# The test command's parts, each with its passed and failed counts and its time (summary()).
PARTS=()
declare -A PART_PASSED=() PART_FAILED=() PART_SECONDS=()
LOGS="$ROOT/build/logs"

# part_ctest NAME SECONDS_START LOG: the counts of a CTest run from its log, for the summary.
part_ctest() {
  local name="$1" t0="$2" logf="$3" total failed
  total=$(sed -nE 's/^.*tests? passed, ([0-9]+) tests? failed out of ([0-9]+)$/\2/p' "$logf" | tail -n 1)
  failed=$(sed -nE 's/^.*tests? passed, ([0-9]+) tests? failed out of ([0-9]+)$/\1/p' "$logf" | tail -n 1)
  if [[ -z "$total" ]]; then
    # no closing line: CTest itself failed (a configure error, no test found)
    total=1 failed=1
  fi
  part_done "$name" "$((total - failed))" "$failed" "$t0"
}

part_done() {
  PARTS+=("$1")
  PART_PASSED[$1]=$2 PART_FAILED[$1]=$3 PART_SECONDS[$1]=$((SECONDS - $4))
}

# One line a part, then the closing line "N passed, N failed"; fails when any test failed.
summary() {
  local p passed=0 failed=0
  log "Summary (whole test command: $((SECONDS - T_START)) s)"
  for p in "${PARTS[@]}"; do
    printf '    %-9s %5d passed, %3d failed  %5d s\n' "$p" "${PART_PASSED[$p]}" "${PART_FAILED[$p]}" "${PART_SECONDS[$p]}"
    passed=$((passed + PART_PASSED[$p])) failed=$((failed + PART_FAILED[$p]))
  done
  printf '%d passed, %d failed\n' "$passed" "$failed"
  ((failed == 0))
}

cmd_test() {
  T_START=$SECONDS
  local windows=1 web=1
  [[ "${TD_SKIP_WINDOWS:-0}" != 1 ]] || windows=0
  [[ "${TD_SKIP_WEB:-0}" != 1 ]] || web=0
  if ! command -v apt-get >/dev/null 2>&1; then
    ((windows + web == 0)) ||
      log "Not Debian/Ubuntu: the Windows and browser parts are left out (they build from Debian's source packages)"
    windows=0 web=0
  fi
  # every package in one apt transaction (one update, one download)
  local pkgs=("${DEB_PACKAGES[@]}")
  ((windows == 0)) || pkgs+=("${WIN_DEB_PACKAGES[@]}")
  ((web == 0)) || pkgs+=("${WEB_DEB_PACKAGES[@]}")
  ensure_deps "${pkgs[@]}"
  use_ccache
  mkdir -p "$LOGS"
  # The Windows and browser libraries, when not cached, build beside the Linux build and tests
  # (one after the other): their configure checks run one at a time and their sources come over
  # the network, so the two together keep both cores busy where either alone leaves one idle.
  local deps_pid=""
  if ((windows + web > 0)); then
    log "Preparing the Windows and browser libraries beside the Linux tests (logs: build/logs/win-deps.log, web-deps.log)"
    (
      status=0
      if ((windows)); then
        bash "$ROOT/cmake/win-deps.sh" >"$LOGS/win-deps.out" 2>"$LOGS/win-deps.log" || status=1
      fi
      if ((web)); then
        NODE_PATH="${NODE_PATH:-/usr/share/nodejs}" bash "$ROOT/cmake/web-deps.sh" >"$LOGS/web-deps.out" 2>"$LOGS/web-deps.log" || status=1
      fi
      exit $status
    ) &
    deps_pid=$!
    # (the pid is written into the trap now: deps_pid is local, gone when the trap runs)
    trap "kill $deps_pid 2>/dev/null || true" EXIT
  fi

  local t0=$SECONDS
  configure_and_build dev
  log "Testing (preset: dev)"
  # Sanitizers: fail hard and loudly; detect_leaks stays on (LeakSanitizer).
  export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1}"
  export UBSAN_OPTIONS="${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}"
  ctest --preset dev --parallel "$(jobs_count)" 2>&1 | tee "$LOGS/ctest-dev.log" || true
  part_ctest Linux "$t0" "$LOGS/ctest-dev.log"

  if [[ -n "$deps_pid" ]]; then
    wait "$deps_pid" || true # (each part below checks its own libraries)
    trap - EXIT
  fi
  if ((windows)); then
    t0=$SECONDS
    local win_deps=0
    [[ -s "$LOGS/win-deps.out" ]] || win_deps=1
    if ((win_deps == 0)) && (build_windows "$(tail -n 1 "$LOGS/win-deps.out")"); then
      log "Testing the Windows build under Wine (preset: windows)"
      ctest --preset windows --parallel "$(jobs_count)" 2>&1 | tee "$LOGS/ctest-windows.log" || true
      part_ctest Windows "$t0" "$LOGS/ctest-windows.log"
    else
      tail -n 40 "$LOGS/win-deps.log" >&2
      log "The Windows build failed (its libraries: build/logs/win-deps.log): no Windows test ran"
      part_done Windows 0 1 "$t0"
    fi
  fi

  if ((web)); then
    t0=$SECONDS
    if [[ -s "$LOGS/web-deps.out" ]] && (build_web "$(tail -n 1 "$LOGS/web-deps.out")") >"$LOGS/web-build.log" 2>&1; then
      log "Testing the browser build in Chromium (preset: web, against build/dev)"
      ctest --preset web --parallel "$(jobs_count)" 2>&1 | tee "$LOGS/ctest-web.log" || true
      part_ctest Browser "$t0" "$LOGS/ctest-web.log"
    else
      tail -n 40 "$LOGS/web-deps.log" "$LOGS/web-build.log" >&2 2>/dev/null || true
      log "The browser build failed (build/logs/web-deps.log, web-build.log): no browser test ran"
      part_done Browser 0 1 "$t0"
    fi
  fi

  t0=$SECONDS
  log "Fuzzing the parsers (${TD_FUZZ_SECONDS:-15}s each)"
  local fuzz_out="$LOGS/fuzz.log"
  bash "$ROOT/cmake/fuzz.sh" "${TD_FUZZ_SECONDS:-15}" 2>&1 | tee "$fuzz_out" || true
  local harnesses crashed
  harnesses=$(grep -c '^==> Fuzzing fuzz_' "$fuzz_out" || true)
  crashed=$(grep -c '^fuzz.sh: .* crashed;' "$fuzz_out" || true)
  if grep -q '^==> No crashes' "$fuzz_out" || ((crashed > 0)); then
    part_done Fuzzing "$((harnesses - crashed))" "$crashed" "$t0"
  else
    part_done Fuzzing 0 1 "$t0" # the harnesses were not built
  fi
  summary
}

cmd_fuzz() {
  ensure_deps
  bash "$ROOT/cmake/fuzz.sh" "$@"
}

cmd_bench() {
  ensure_deps
  configure_and_build release
  local cli="build/release/troyes-cli"
  [[ -x "$cli" ]] || die "$cli was not built (does src/cli have sources?)"
  log "Benchmark: $cli bench $*"
  "$cli" bench "$@"
  log "Simulation: $cli simulate --games 100000 --json"
  "$cli" simulate --games 100000 --json
  bench_frames
}

# The game's frame times while a solo game is played by scripted clicks: JSON with the mean, p50,
# p99 and max frame CPU time in ms, the frames over 16.7 ms and the frames drawn in an idle second
# (goal: p99 <= 4 ms at 1280x720 with the software renderer, 0 idle frames). Then the same beside
# an expert bot, whose moves are worked out on a thread of their own (goal: no frame over 16.7 ms).
bench_frames() {
  local game="build/release/troyes-dice"
  if [[ ! -x "$game" ]]; then
    log "No $game (the game is not built): no frame benchmark"
    return 0
  fi
  # (a fixed cosmetic seed: the same random clicks, so runs compare)
  local args=(--game "1p-std#42" --size 1280x720 --cosmetic-seed 1 --bench-frames "${TD_BENCH_FRAMES:-3000}")
  log "Frame benchmark, headless (software renderer): $game ${args[*]}"
  TROYES_DICE_HOME= SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy "$game" "${args[@]}"
  if command -v xvfb-run >/dev/null 2>&1; then
    log "Frame benchmark in a real window under Xvfb"
    TROYES_DICE_HOME="$ROOT/build/release/bench-home" SDL_AUDIODRIVER=dummy \
      timeout 300 xvfb-run -a -s "-screen 0 1280x720x24" "$game" "${args[@]}"
  fi
  local args2=(--game "2p-std#42" --bots human,expert --size 1280x720 --cosmetic-seed 1
        --bench-frames "${TD_BENCH_FRAMES:-3000}")
  log "Frame benchmark beside an expert bot, headless: $game ${args2[*]}"
  TROYES_DICE_HOME= SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy "$game" "${args2[@]}"
  # The Windows build's game under Wine, when `bash cmake/run.sh windows` has made it.
  local wine_run="build/windows/wine-run.sh" exe="build/windows/troyes-dice.exe"
  if [[ -x "$wine_run" && -f "$exe" ]]; then
    log "Frame benchmark of the Windows build under Wine, headless: $exe ${args[*]}"
    TROYES_DICE_HOME= SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy "$wine_run" "$exe" "${args[@]}"
    log "Frame benchmark of the Windows build under Wine beside an expert bot: $exe ${args2[*]}"
    TROYES_DICE_HOME= SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy "$wine_run" "$exe" "${args2[@]}"
  fi
}

# Whether a window can be opened here (macOS and Windows always have a display).
have_display() {
  case "$(uname -s)" in
    Darwin|MINGW*|MSYS*|CYGWIN*) return 0 ;;
  esac
  [[ -n "${DISPLAY:-}" || -n "${WAYLAND_DISPLAY:-}" ]]
}

cmd_play() {
  ensure_deps
  configure_and_build release
  local game="build/release/troyes-dice"
  [[ -x "$game" ]] || die "$game was not built (are SDL2, SDL2_image, SDL2_ttf and SDL2_mixer installed?)"
  if have_display; then
    log "Starting $game $*"
    exec "$game" "$@"
  fi
  log "No display here (neither DISPLAY nor WAYLAND_DISPLAY is set): the window cannot open."
  log "Playing a headless demo game between random players instead."
  local shot="$ROOT/build/release/demo-end.png"
  TROYES_DICE_HOME="$ROOT/build/release/demo-home" SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy \
    "$game" --demo --screen end --screenshot "$shot" "$@"
  log "The end-of-game screen is saved in $shot"
}

main() {
  local cmd="${1:-}"
  [[ $# -gt 0 ]] && shift
  case "$cmd" in
    test)  cmd_test "$@" ;;
    bench) cmd_bench "$@" ;;
    fuzz)  cmd_fuzz "$@" ;;
    play)  cmd_play "$@" ;;
    windows) cmd_windows "$@" ;;
    web)   cmd_web "$@" ;;
    serve) cmd_serve "$@" ;;
    -h|--help|help) usage ;;
    "") usage >&2; exit 2 ;;
    *) printf 'run.sh: unknown command: %s\n\n' "$cmd" >&2; usage >&2; exit 2 ;;
  esac
}

main "$@"
