# td_find_sdl2(): find SDL2 and its image/ttf/mixer companions in CONFIG mode and
# put the imported targets to link in TD_SDL2_LIBRARIES (parent scope).
#
# Notes (Debian 12):
#  - SDL2_image's CONFIG version file is broken, so no version is asked for.
#  - The SDL2_image/ttf/mixer targets do not pull in SDL2::SDL2; it is linked here.
include_guard(GLOBAL)

macro(td_find_sdl2)
  if(EMSCRIPTEN)
    # the browser: static libraries from cmake/web-deps.sh, no package configuration
    add_library(td_web_sdl2 INTERFACE)
    target_include_directories(td_web_sdl2 INTERFACE "${TD_WEB_PREFIX}/include/SDL2")
    target_link_libraries(td_web_sdl2 INTERFACE
      "${TD_WEB_PREFIX}/lib/libSDL2_ttf.a" "${TD_WEB_PREFIX}/lib/libharfbuzz.a"
      "${TD_WEB_PREFIX}/lib/libfreetype.a" "${TD_WEB_PREFIX}/lib/libSDL2_image.a"
      "${TD_WEB_PREFIX}/lib/libSDL2_mixer.a" "${TD_WEB_PREFIX}/lib/libSDL2.a")
    set(TD_SDL2_LIBRARIES td_web_sdl2)
  else()
    td_find_sdl2_packages()
  endif()
endmacro()

macro(td_find_sdl2_packages)
  set(_td_sdl_missing "")
  find_package(SDL2 CONFIG QUIET)
  if(NOT SDL2_FOUND)
    list(APPEND _td_sdl_missing SDL2)
  endif()
  foreach(_td_pkg SDL2_image SDL2_ttf SDL2_mixer)
    find_package(${_td_pkg} CONFIG QUIET)
    if(NOT ${_td_pkg}_FOUND)
      list(APPEND _td_sdl_missing ${_td_pkg})
    endif()
  endforeach()
  if(_td_sdl_missing)
    list(JOIN _td_sdl_missing ", " _td_sdl_missing_str)
    message(FATAL_ERROR
      "troyes: the game (troyes-dice) needs SDL2, SDL2_image, SDL2_ttf and SDL2_mixer; "
      "not found: ${_td_sdl_missing_str}.\n"
      "  Debian/Ubuntu: sudo apt-get install libsdl2-dev libsdl2-image-dev libsdl2-ttf-dev libsdl2-mixer-dev\n"
      "  macOS:         brew install sdl2 sdl2_image sdl2_ttf sdl2_mixer\n"
      "  Windows:       use the vcpkg manifest (vcpkg.json) with -DCMAKE_TOOLCHAIN_FILE=<vcpkg>/scripts/buildsystems/vcpkg.cmake\n"
      "  Or configure with -DTD_BUILD_GAME=OFF to build only the core, the CLI and the tests.")
  endif()

  # SDL2::SDL2 exists in SDL2 >= 2.0.12 config files; older ones only define SDL2_LIBRARIES.
  if(TARGET SDL2::SDL2)
    set(_td_sdl_core SDL2::SDL2)
  elseif(TARGET SDL2::SDL2-static)
    set(_td_sdl_core SDL2::SDL2-static)
  else()
    set(_td_sdl_core ${SDL2_LIBRARIES})
  endif()
  set(TD_SDL2_LIBRARIES)
  # SDL2main supplies WinMain on Windows; harmless to skip elsewhere.
  if(WIN32 AND TARGET SDL2::SDL2main)
    list(APPEND TD_SDL2_LIBRARIES SDL2::SDL2main)
  endif()
  foreach(_td_pkg image ttf mixer)
    if(TARGET SDL2_${_td_pkg}::SDL2_${_td_pkg})
      list(APPEND TD_SDL2_LIBRARIES SDL2_${_td_pkg}::SDL2_${_td_pkg})
    elseif(TARGET SDL2_${_td_pkg}::SDL2_${_td_pkg}-static)
      list(APPEND TD_SDL2_LIBRARIES SDL2_${_td_pkg}::SDL2_${_td_pkg}-static)
    else()
      message(FATAL_ERROR "troyes: SDL2_${_td_pkg} was found but defines no SDL2_${_td_pkg}::SDL2_${_td_pkg} target")
    endif()
  endforeach()
  list(APPEND TD_SDL2_LIBRARIES ${_td_sdl_core})
  message(STATUS "troyes: building the game with ${TD_SDL2_LIBRARIES}")
endmacro()
