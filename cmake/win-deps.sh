#!/usr/bin/env bash
# cmake/win-deps.sh — build the game's dependencies for 64-bit Windows from Debian's own source
# packages, once, and keep them in a cache that outlives the build folder and the clone.
#
#   bash cmake/win-deps.sh            print the dependency prefix on the last line of stdout
#
# What is built (mingw-w64, Release, with cmake/mingw-w64-x86_64.cmake):
#   libsdl2        SDL2.dll (+ libSDL2main.a)
#   freetype       libfreetype.a, linked into SDL2_ttf.dll (no zlib, bzip2, png, brotli, harfbuzz)
#   harfbuzz       libharfbuzz.a, linked into SDL2_ttf.dll (text shaping, as in Debian's SDL2_ttf)
#   libsdl2-ttf    SDL2_ttf.dll
#   libsdl2-image  SDL2_image.dll: PNG only (screenshots are saved as PNG, the tests read them
#                  back), through the miniz and stb_image copies inside SDL2_image's source (no
#                  libpng, no zlib)
#   libsdl2-mixer  SDL2_mixer.dll: OGG Vorbis (the game's sounds are .ogg) through the stb_vorbis
#                  copy inside SDL2_mixer's source, and WAVE; no other codec
#   cmocka         libcmocka.dll, for the Windows unit tests (never shipped)
# Each package's licence and its debian/copyright go to <prefix>/licenses/.
# The prefix is keyed by the compiler and RECIPE; each package in it is stamped with its source
# version and REV, so a new version or recipe of one package rebuilds that one (and those that
# link it in) only.
#
# Sources come from `apt-get source` with a private apt configuration (a sources file with the
# deb-src lines of the mirror this machine uses, a lists folder of its own), so the system's apt
# lists are left as they are. The builds are kept under
# ${XDG_CACHE_HOME:-$HOME/.cache}/troyes-dice/win64 (or $TD_WIN64_CACHE): a second run with the
# same versions reuses them and builds nothing.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
CACHE="${TD_WIN64_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/troyes-dice/win64}"
TOOLCHAIN="$ROOT/cmake/mingw-w64-x86_64.cmake"
# The cache key: the source versions, the compiler's version and RECIPE (bump it when a change
# to how they are built needs them all built again). REV[package]: bump one when only that
# package's build changes; the next run builds that one alone into the same prefix.
RECIPE=1
PACKAGES=(libsdl2 freetype harfbuzz libsdl2-ttf libsdl2-image libsdl2-mixer cmocka)
declare -A REV=([libsdl2]=1 [freetype]=1 [harfbuzz]=2 [libsdl2-ttf]=2 [libsdl2-image]=1
                [libsdl2-mixer]=1 [cmocka]=2)
# What each package links in statically (or is built against): rebuilt with them.
declare -A DEPENDS=([harfbuzz]="freetype" [libsdl2-ttf]="libsdl2 freetype harfbuzz"
                    [libsdl2-image]="libsdl2" [libsdl2-mixer]="libsdl2")
declare -A STAMP=()

DEPS_NAME=win-deps.sh
source "$ROOT/cmake/deb-src.sh"

# Configure, build and install one CMake project for Windows into $PREFIX.
cmake_build() {
  local name="$1" src="$2"; shift 2
  local bld="$WORK/build-$name"
  log "Building $name for Windows"
  cmake -S "$src" -B "$bld" -G Ninja --toolchain "$TOOLCHAIN" \
    -DTD_WIN64_PREFIX="$PREFIX" -DCMAKE_PREFIX_PATH="$PREFIX" \
    -DCMAKE_INSTALL_PREFIX="$PREFIX" -DCMAKE_BUILD_TYPE=Release \
    -DCMAKE_SHARED_LINKER_FLAGS="-static-libgcc" -DCMAKE_EXE_LINKER_FLAGS="-static-libgcc" \
    "$@" > "$WORK/$name-configure.log" 2>&1 || { tail -n 40 "$WORK/$name-configure.log" >&2; die "configuring $name failed"; }
  cmake --build "$bld" --parallel "$(jobs_count)" > "$WORK/$name-build.log" 2>&1 ||
    { tail -n 40 "$WORK/$name-build.log" >&2; die "building $name failed"; }
  cmake --install "$bld" --strip > "$WORK/$name-install.log" 2>&1 ||
    { tail -n 40 "$WORK/$name-install.log" >&2; die "installing $name failed"; }
}

# Corrections to what the builds installed, made on every run (each is harmless when made
# twice, so a prefix cached before a correction existed gets it too):
#  - SDL2_image 2.6.3's package configuration asks for libpng whenever PNG is on, though with the
#    stb_image backend (and miniz for saving) it uses none: it would fail to find it.
deps_fixup() {
  local cfg="$PREFIX/lib/cmake/SDL2_image/SDL2_imageConfig.cmake"
  [[ -f "$cfg" ]] || return 0
  sed -i 's/^if(SDL2IMAGE_PNG AND NOT SDL2IMAGE_VENDORED AND NOT TARGET PNG::PNG)$/if(SDL2IMAGE_PNG AND NOT SDL2IMAGE_BACKEND_STB AND NOT SDL2IMAGE_VENDORED AND NOT TARGET PNG::PNG)/' "$cfg"
}

main() {
  command -v x86_64-w64-mingw32-gcc >/dev/null || die "x86_64-w64-mingw32-gcc is missing (apt-get install gcc-mingw-w64-x86-64)"
  command -v x86_64-w64-mingw32-g++ >/dev/null || die "x86_64-w64-mingw32-g++ is missing (apt-get install g++-mingw-w64-x86-64)"
  command -v dpkg-source >/dev/null || die "dpkg-source is missing (apt-get install dpkg-dev)"
  deps_run "Windows" "recipe=$RECIPE gcc=$(x86_64-w64-mingw32-gcc -dumpfullversion)"
}

# One function per package, given its unpacked source folder.
build_libsdl2() {
  cmake_build SDL2 "$1" -DSDL_SHARED=ON -DSDL_STATIC=OFF -DSDL_TEST=OFF -DSDL2_DISABLE_UNINSTALL=ON
  licence SDL2 "$1" LICENSE.txt
}

build_freetype() {
  cmake_build freetype "$1" -DBUILD_SHARED_LIBS=OFF -DFT_DISABLE_ZLIB=ON -DFT_DISABLE_BZIP2=ON \
    -DFT_DISABLE_PNG=ON -DFT_DISABLE_HARFBUZZ=ON -DFT_DISABLE_BROTLI=ON
  licence freetype "$1" LICENSE.TXT docs/FTL.TXT
}

# HarfBuzz shapes text for SDL2_ttf (kerning from the fonts' GPOS tables, ligatures), as it does
# in Debian's own SDL2_ttf: without it the game's OpenType fonts would be set without kerning.
# Its locks are Windows' own (not winpthreads, which would be one more DLL to ship).
build_harfbuzz() {
  cmake_build harfbuzz "$1" -DBUILD_SHARED_LIBS=OFF -DHB_HAVE_FREETYPE=ON -DHB_BUILD_SUBSET=OFF \
    -DHB_HAVE_GLIB=OFF -DHB_HAVE_ICU=OFF -DHB_HAVE_GRAPHITE2=OFF -DHB_BUILD_UTILS=OFF \
    -DHB_HAVE_GOBJECT=OFF -DHB_HAVE_UNISCRIBE=OFF -DHB_HAVE_GDI=OFF -DHB_HAVE_DIRECTWRITE=OFF \
    -DCMAKE_DISABLE_FIND_PACKAGE_Threads=ON
  licence harfbuzz "$1" COPYING
}

build_libsdl2-ttf() {
  cmake_build SDL2_ttf "$1" -DBUILD_SHARED_LIBS=ON -DSDL2TTF_VENDORED=OFF -DSDL2TTF_HARFBUZZ=ON \
    -DSDL2TTF_SAMPLES=OFF "-Dharfbuzz_LINK_LIBRARIES=$PREFIX/lib/libfreetype.a"
  licence SDL2_ttf "$1" LICENSE.txt
}

build_libsdl2-image() {
  local off=() f
  for f in AVIF BMP GIF JPG JXL LBM PCX PNM QOI SVG TGA TIF WEBP XCF XPM XV; do off+=("-DSDL2IMAGE_$f=OFF"); done
  cmake_build SDL2_image "$1" -DBUILD_SHARED_LIBS=ON -DSDL2IMAGE_VENDORED=OFF -DSDL2IMAGE_SAMPLES=OFF \
    -DSDL2IMAGE_BACKEND_STB=ON -DSDL2IMAGE_BACKEND_WIC=OFF -DSDL2IMAGE_PNG=ON -DSDL2IMAGE_PNG_SAVE=ON \
    -DSDL2IMAGE_DEPS_SHARED=OFF "${off[@]}"
  licence SDL2_image "$1" LICENSE.txt
}

build_libsdl2-mixer() {
  cmake_build SDL2_mixer "$1" -DBUILD_SHARED_LIBS=ON -DSDL2MIXER_VENDORED=OFF -DSDL2MIXER_SAMPLES=OFF \
    -DSDL2MIXER_CMD=OFF -DSDL2MIXER_FLAC=OFF -DSDL2MIXER_MOD=OFF -DSDL2MIXER_MP3=OFF \
    -DSDL2MIXER_MIDI=OFF -DSDL2MIXER_OPUS=OFF -DSDL2MIXER_VORBIS=STB -DSDL2MIXER_WAVE=ON \
    -DSDL2MIXER_DEPS_SHARED=OFF
  licence SDL2_mixer "$1" LICENSE.txt
}

# cmocka prints its messages with mingw-w64's C99 printf (%zu...), as the tests that include its
# header do (TdWindows.cmake), and its header's format checks say so (gnu_printf, not ms_printf).
build_cmocka() {
  cmake_build cmocka "$1" -DWITH_EXAMPLES=OFF -DUNIT_TESTING=OFF -DWITH_STATIC_LIB=OFF \
    -DCMAKE_C_FLAGS=-D__USE_MINGW_ANSI_STDIO=1
  sed -i 's/__attribute__ ((__format__ (__printf__, a, b)))/__attribute__ ((__format__ (__gnu_printf__, a, b)))/' \
    "$PREFIX/include/cmocka.h"
  grep -q '__gnu_printf__' "$PREFIX/include/cmocka.h" || die "cmocka.h: its printf attribute was not found"
  licence cmocka "$1" COPYING
}

main "$@"; exit  # (exit on the same line: an edit of this file while it runs cannot be read as more commands)
