# same_screen.cmake — troyes-dice.exe under Wine must draw a screen as the Linux troyes-dice
# draws it after the same options and moves (both headless: the caller sets
# SDL_VIDEODRIVER=dummy, so both use SDL's software renderer; the same cosmetic seed).
#
#   cmake -DTD_LINUX=<troyes-dice> -DTD_WINE_RUN=<wine-run.sh> -DTD_WINDOWS=<troyes-dice.exe>
#         -DTD_PNG_DIFF=<png_diff.exe> -DTD_ARGS="<options>" -DTD_MOVES="<m1; m2...>"
#         -DTD_OUT=<path without extension> -P same_screen.cmake
#
# Tolerance: none. Both builds use the same sources of SDL 2.26.5, SDL2_ttf 2.20.1, FreeType
# 2.12.1 and HarfBuzz 6.0.0 (Debian's), the same software rasteriser and float arithmetic (SSE2 on
# x86-64), so every pixel must match; png_diff is asked for 0 differing pixels. (Measured: with
# SDL2_ttf built without HarfBuzz, 4 339 to 37 600 pixels of text differed per screen; with it,
# none. docs/windows.md.)
cmake_minimum_required(VERSION 3.20)
include("${CMAKE_CURRENT_LIST_DIR}/require_linux.cmake")
td_require(same_screen.cmake TD_LINUX TD_WINE_RUN TD_WINDOWS TD_PNG_DIFF TD_OUT)
separate_arguments(_args UNIX_COMMAND "${TD_ARGS}")
get_filename_component(_dir "${TD_OUT}" DIRECTORY)
file(MAKE_DIRECTORY "${_dir}")
set(_png_l "${TD_OUT}-linux.png")
set(_png_w "${TD_OUT}-windows.png")
file(REMOVE "${_png_l}" "${_png_w}")
set(_moves)
if(NOT TD_MOVES STREQUAL "")
  set(_moves --moves "${TD_MOVES}")
endif()
execute_process(COMMAND "${TD_LINUX}" ${_args} ${_moves} --cosmetic-seed 1 --screenshot "${_png_l}"
  RESULT_VARIABLE _rc OUTPUT_VARIABLE _out ERROR_VARIABLE _err TIMEOUT 1400)
if(NOT _rc EQUAL 0 OR NOT EXISTS "${_png_l}")
  message(FATAL_ERROR "Linux troyes-dice ${TD_ARGS} exited with ${_rc}\n${_out}\n${_err}")
endif()
execute_process(COMMAND "${TD_WINE_RUN}" "${TD_WINDOWS}" ${_args} ${_moves} --cosmetic-seed 1
  --screenshot "${_png_w}"
  RESULT_VARIABLE _rc OUTPUT_VARIABLE _out ERROR_VARIABLE _err TIMEOUT 1400)
if(NOT _rc EQUAL 0 OR NOT EXISTS "${_png_w}")
  message(FATAL_ERROR "Windows troyes-dice.exe ${TD_ARGS} exited with ${_rc}\n${_out}\n${_err}")
endif()
execute_process(COMMAND "${TD_WINE_RUN}" "${TD_PNG_DIFF}" "${_png_l}" "${_png_w}" 0
  "${TD_OUT}-diff.png"
  RESULT_VARIABLE _rc OUTPUT_VARIABLE _out ERROR_VARIABLE _err TIMEOUT 1400)
message(STATUS "${_out}${_err}")
if(NOT _rc EQUAL 0)
  message(FATAL_ERROR "the Windows picture differs from the Linux one (see ${TD_OUT}-*.png)")
endif()
