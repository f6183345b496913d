#!/usr/bin/env bash
# cmake/web-deps.sh — build the game's dependencies for the browser (WebAssembly, Debian's
# emscripten) from Debian's own source packages, once, and keep them in a cache that outlives the
# build folder and the clone.
#
#   bash cmake/web-deps.sh            print the dependency prefix on the last line of stdout
#
# What is built (static libraries, -O2, with threads: the bots think on a thread of their own):
#   libsdl2        libSDL2.a: emscripten's video, audio, joystick (gamepads), timer and threads;
#                  with cmake/web/sdl2-blend-as-x86.patch: it blends partly transparent pixels
#                  with the rounding of the x86 (MMX) code the desktop builds run, so that the page
#                  draws the very pixels the game draws on a PC
#   freetype       libfreetype.a: the OpenType/CFF and TrueType drivers (cmake/web/ftmodule.h)
#   harfbuzz       libharfbuzz.a: text shaping for SDL2_ttf, as in Debian's SDL2_ttf
#   libsdl2-ttf    libSDL2_ttf.a
#   libsdl2-image  libSDL2_image.a: PNG only, through the stb_image and miniz copies inside
#                  SDL2_image's source
#   libsdl2-mixer  libSDL2_mixer.a: OGG Vorbis through the stb_vorbis copy inside SDL2_mixer's
#                  source, and WAVE
# Each package's licence and its debian/copyright go to <prefix>/licenses/.
#
# The sources are compiled file by file with emcc, from a list of the files each library needs,
# with no configure step: SDL2's own CMake project runs about 300 checks, each a full emcc run, and
# takes many minutes where these builds take one or two. SDL2 reads its settings from the
# SDL_config_emscripten.h it ships; the others need only a few -D flags.
#
# Like cmake/win-deps.sh (whose fetching and caching this shares, cmake/deb-src.sh), the builds are
# kept under ${XDG_CACHE_HOME:-$HOME/.cache}/troyes-dice/web (or $TD_WEB_CACHE), keyed by RECIPE,
# emcc's version and each source version.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
CACHE="${TD_WEB_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/troyes-dice/web}"
RECIPE=1
PACKAGES=(libsdl2 freetype harfbuzz libsdl2-ttf libsdl2-image libsdl2-mixer)
declare -A REV=([libsdl2]=3 [freetype]=1 [harfbuzz]=1 [libsdl2-ttf]=1 [libsdl2-image]=1
                [libsdl2-mixer]=1)
declare -A DEPENDS=([harfbuzz]="freetype" [libsdl2-ttf]="libsdl2 freetype harfbuzz"
                    [libsdl2-image]="libsdl2" [libsdl2-mixer]="libsdl2")
declare -A STAMP=()

DEPS_NAME=web-deps.sh
source "$ROOT/cmake/deb-src.sh"

# Every object of a threaded WebAssembly program is compiled with -pthread (shared memory).
CFLAGS=(-O2 -pthread -DNDEBUG)

# compile_lib NAME FLAGS... -- SOURCES...: compile each source with emcc (as many at once as there
# are cores) into $PREFIX/lib/libNAME.a.
compile_lib() {
  local name="$1" flags=() src obj objs=() n=0 i=0
  shift
  while [[ "$1" != -- ]]; do flags+=("$1"); shift; done
  shift
  local out="$WORK/obj-$name"
  mkdir -p "$out" "$PREFIX/lib"
  log "Compiling $name ($# files)"
  for src in "$@"; do
    i=$((i + 1))
    obj="$out/$i-$(basename "${src%.*}").o"
    objs+=("$obj")
    local cc=emcc
    [[ "$src" != *.cc ]] || cc=em++
    "$cc" "${CFLAGS[@]}" "${flags[@]}" -c "$src" -o "$obj" 2>>"$WORK/$name-build.log" &
    n=$((n + 1))
    if ((n >= $(jobs_count))); then
      wait -n || { tail -n 40 "$WORK/$name-build.log" >&2; die "compiling $name failed"; }
      n=$((n - 1))
    fi
  done
  while ((n > 0)); do
    wait -n || { tail -n 40 "$WORK/$name-build.log" >&2; die "compiling $name failed"; }
    n=$((n - 1))
  done
  rm -f "$PREFIX/lib/lib$name.a"
  emar rcs "$PREFIX/lib/lib$name.a" "${objs[@]}"
}

# The C files of the folders given, under $1.
sources_in() {
  local base="$1" d
  shift
  for d in "$@"; do
    compgen -G "$base/$d/*.c" || true
  done | LC_ALL=C sort
}

build_libsdl2() {
  local s="$1" files
  patch -d "$s" -p1 --forward --quiet < "$ROOT/cmake/web/sdl2-blend-as-x86.patch" ||
    die "cmake/web/sdl2-blend-as-x86.patch does not apply to $(basename "$s")"
  mapfile -t files < <(sources_in "$s/src" . atomic audio audio/disk audio/dummy audio/emscripten \
    cpuinfo dynapi events file filesystem/emscripten haptic haptic/dummy hidapi joystick \
    joystick/emscripten libm loadso/dlopen locale locale/emscripten misc misc/emscripten power \
    power/emscripten render render/software render/opengles2 sensor sensor/dummy stdlib thread \
    thread/pthread timer timer/unix video video/emscripten video/yuv2rgb)
  compile_lib SDL2 -I"$s/include" -I"$s/src" -- "${files[@]}"
  mkdir -p "$PREFIX/include/SDL2"
  cp "$s"/include/*.h "$PREFIX/include/SDL2/"
  licence SDL2 "$s" LICENSE.txt
}

build_freetype() {
  local s="$1" b=() f
  for f in ftsystem ftinit ftdebug ftbase ftbbox ftbitmap ftglyph ftmm ftstroke ftsynth ftfstype ftgasp; do
    b+=("$s/src/base/$f.c")
  done
  compile_lib freetype -I"$ROOT/cmake/web" -I"$s/include" -DFT2_BUILD_LIBRARY \
    '-DFT_CONFIG_MODULES_H="ftmodule.h"' -- "${b[@]}" \
    "$s"/src/{autofit/autofit,truetype/truetype,type1/type1,cff/cff,cid/type1cid,psaux/psaux}.c \
    "$s"/src/{psnames/psnames,pshinter/pshinter,sfnt/sfnt,smooth/smooth,raster/raster,sdf/sdf}.c \
    "$s/src/gzip/ftgzip.c"
  mkdir -p "$PREFIX/include/freetype2"
  cp -r "$s/include/." "$PREFIX/include/freetype2/"
  cp "$ROOT/cmake/web/ftmodule.h" "$PREFIX/include/freetype2/freetype/config/ftmodule.h"
  licence freetype "$s" LICENSE.TXT docs/FTL.TXT
}

build_harfbuzz() {
  local s="$1"
  compile_lib harfbuzz -I"$PREFIX/include/freetype2" -fno-exceptions -fno-rtti -DHAVE_FREETYPE=1 \
    -DHAVE_PTHREAD=1 -DHAVE_FT_GET_VAR_BLEND_COORDINATES=1 -DHAVE_FT_SET_VAR_BLEND_COORDINATES=1 \
    -DHAVE_FT_DONE_MM_VAR=1 -DHAVE_FT_GET_TRANSFORM=1 -- "$s/src/harfbuzz.cc"
  mkdir -p "$PREFIX/include/harfbuzz"
  cp "$s"/src/hb*.h "$PREFIX/include/harfbuzz/"
  licence harfbuzz "$s" COPYING
}

build_libsdl2-ttf() {
  local s="$1"
  compile_lib SDL2_ttf -I"$PREFIX/include/SDL2" -I"$PREFIX/include/freetype2" \
    -I"$PREFIX/include/harfbuzz" -DTTF_USE_HARFBUZZ=1 -- "$s/SDL_ttf.c"
  cp "$s/SDL_ttf.h" "$PREFIX/include/SDL2/"
  licence SDL2_ttf "$s" LICENSE.txt
}

build_libsdl2-image() {
  local s="$1" files=() f
  for f in "$s"/IMG*.c; do
    [[ "$f" == */IMG_WIC.c ]] || files+=("$f")
  done
  compile_lib SDL2_image -I"$PREFIX/include/SDL2" -DLOAD_PNG -DUSE_STBIMAGE -DSDL_IMAGE_SAVE_PNG=1 \
    -- "${files[@]}"
  cp "$s/SDL_image.h" "$PREFIX/include/SDL2/"
  licence SDL2_image "$s" LICENSE.txt
}

build_libsdl2-mixer() {
  local s="$1" files
  mapfile -t files < <(sources_in "$s/src" . codecs)
  compile_lib SDL2_mixer -I"$PREFIX/include/SDL2" -I"$s/include" -I"$s/src" -I"$s/src/codecs" \
    -DMUSIC_OGG -DOGG_USE_STB -DMUSIC_WAV -- "${files[@]}"
  cp "$s"/include/SDL_mixer.h "$PREFIX/include/SDL2/" 2>/dev/null || cp "$s/SDL_mixer.h" "$PREFIX/include/SDL2/"
  licence SDL2_mixer "$s" LICENSE.txt
}

main() {
  command -v emcc >/dev/null || die "emcc is missing (apt-get install emscripten)"
  command -v dpkg-source >/dev/null || die "dpkg-source is missing (apt-get install dpkg-dev)"
  deps_run "browser" "recipe=$RECIPE emcc=$(emcc -dumpversion)"
}

main "$@"; exit  # (exit on the same line: an edit of this file while it runs cannot be read as more commands)
