# TdWindows.cmake — what the Windows build adds (mingw-w64 from Linux, preset "windows"; see
# cmake/mingw-w64-x86_64.cmake and cmake/win-deps.sh). Included early by CMakeLists.txt; does
# nothing elsewhere (Linux, macOS, MSVC).
#
#  - every program links the GCC runtime statically (no libgcc DLL to ship) and uses mingw-w64's
#    C99 printf;
#  - the game gets its icon and version resource; it is a windowed program (no console), the CLI
#    a console one;
#  - programs run by CTest go through Wine (cmake/windows/wine-run.sh.in, a prefix in the build
#    folder); tests/CMakeLists.txt then adds tests/windows/ instead of the Linux tests;
#  - target win-zip makes troyes-dice-<version>-win64.zip in the build folder: both programs,
#    the DLLs of the dependencies, the assets, LICENSE, CREDITS.md and licenses/ (the licence and
#    Debian copyright file of each library shipped).
include_guard(GLOBAL)

if(NOT WIN32 OR NOT MINGW) # (a native MSVC build, preset vcpkg, has none of this)
  return()
endif()

add_link_options(-static-libgcc)
# mingw-w64's own C99 printf family (msvcrt's lacks %zu and formats some numbers otherwise):
# printf's output and its format checks are those of the Linux build.
add_compile_definitions(__USE_MINGW_ANSI_STDIO=1)

if(NOT TD_WIN64_PREFIX AND CMAKE_CROSSCOMPILING)
  message(FATAL_ERROR "troyes: the Windows build needs TD_WIN64_PREFIX, the folder of the "
    "dependencies built for Windows: bash cmake/run.sh windows makes it")
endif()

if(CMAKE_CROSSCOMPILING)
  find_program(TD_WINE NAMES wine64 wine PATHS /usr/lib/wine NO_CMAKE_FIND_ROOT_PATH)
  set(TD_WINEPREFIX "${CMAKE_BINARY_DIR}/wine")
  set(TD_WINEPATH "${TD_WIN64_PREFIX}/bin")
  if(TD_WINE)
    configure_file("${CMAKE_CURRENT_LIST_DIR}/windows/wine-run.sh.in" "${CMAKE_BINARY_DIR}/wine-run.sh"
      @ONLY FILE_PERMISSIONS OWNER_READ OWNER_WRITE OWNER_EXECUTE GROUP_READ GROUP_EXECUTE
      WORLD_READ WORLD_EXECUTE)
    set(CMAKE_CROSSCOMPILING_EMULATOR "${CMAKE_BINARY_DIR}/wine-run.sh")
  else()
    message(STATUS "troyes: no Wine (apt-get install wine64): the Windows tests cannot run here")
  endif()
endif()

# The icon and version resource of `target` (the game, or the CLI).
function(td_windows_resource target description)
  set(TD_ICO "${CMAKE_BINARY_DIR}/troyes-dice.ico")
  set(TD_RC_DESCRIPTION "${description}")
  set(TD_RC_FILE "${target}.exe")
  set(_rc "${CMAKE_BINARY_DIR}/${target}.rc")
  configure_file("${PROJECT_SOURCE_DIR}/cmake/windows/troyes-dice.rc.in" "${_rc}" @ONLY)
  target_sources(${target} PRIVATE "${_rc}")
  set_source_files_properties("${_rc}" PROPERTIES OBJECT_DEPENDS "${TD_ICO}")
endfunction()

# Called once the whole project is read (cmake_language DEFER).
function(td_windows_finish)
  set(_ico "${CMAKE_BINARY_DIR}/troyes-dice.ico")
  set(_png "${PROJECT_SOURCE_DIR}/assets/icons/troyes-dice.png")
  add_custom_command(OUTPUT "${_ico}"
    COMMAND sh "${PROJECT_SOURCE_DIR}/cmake/windows/make-ico.sh" "${_png}" "${_ico}"
    DEPENDS "${_png}" "${PROJECT_SOURCE_DIR}/cmake/windows/make-ico.sh"
    COMMENT "Making the Windows icon from ${_png}")
  add_custom_target(td-icon DEPENDS "${_ico}")

  if(TARGET troyes-dice)
    td_windows_resource(troyes-dice "Troyes Dice")
    add_dependencies(troyes-dice td-icon)
    # A player's copy finds its assets beside the executable; the source tree's path means
    # nothing on their machine.
    get_target_property(_defs troyes-dice COMPILE_DEFINITIONS)
    list(FILTER _defs EXCLUDE REGEX "^TD_(SOURCE_ASSETS_DIR|INSTALL_DATADIR)=")
    set_target_properties(troyes-dice PROPERTIES COMPILE_DEFINITIONS "${_defs}")
  endif()
  if(TARGET troyes-cli)
    td_windows_resource(troyes-cli "Troyes Dice command line")
    add_dependencies(troyes-cli td-icon)
  endif()

  # The zip a player downloads (its DLLs come from TD_WIN64_PREFIX).
  if(NOT TD_WIN64_PREFIX OR NOT TARGET troyes-dice OR NOT TARGET troyes-cli)
    return()
  endif()
  set(_name "troyes-dice-${PROJECT_VERSION}-win64")
  file(GLOB_RECURSE _files CONFIGURE_DEPENDS "${PROJECT_SOURCE_DIR}/assets/*"
    "${TD_WIN64_PREFIX}/licenses/*" "${TD_WIN64_PREFIX}/bin/*.dll")
  list(APPEND _files "${PROJECT_SOURCE_DIR}/LICENSE" "${PROJECT_SOURCE_DIR}/cmake/windows/README-windows.txt")
  add_custom_command(OUTPUT "${TD_WIN_ZIP}"
    COMMAND ${CMAKE_COMMAND}
      "-DTD_STAGE=${TD_WIN_STAGE}" "-DTD_ZIP=${TD_WIN_ZIP}"
      "-DTD_GAME=$<TARGET_FILE:troyes-dice>" "-DTD_CLI=$<TARGET_FILE:troyes-cli>"
      "-DTD_DEPS=${TD_WIN64_PREFIX}" "-DTD_SOURCE=${PROJECT_SOURCE_DIR}"
      "-DTD_STRIP=${CMAKE_STRIP}" "-DTD_OBJDUMP=${CMAKE_OBJDUMP}"
      -P "${PROJECT_SOURCE_DIR}/cmake/windows/make-zip.cmake"
    DEPENDS troyes-dice troyes-cli "${PROJECT_SOURCE_DIR}/cmake/windows/make-zip.cmake" ${_files}
    COMMENT "Packing ${_name}.zip")
  add_custom_target(win-zip ALL DEPENDS "${TD_WIN_ZIP}")
endfunction()

# Where the zip and its folder go (tests/windows unpacks the zip).
set(TD_WIN_ZIP "${CMAKE_BINARY_DIR}/troyes-dice-${PROJECT_VERSION}-win64.zip")
set(TD_WIN_STAGE "${CMAKE_BINARY_DIR}/troyes-dice-${PROJECT_VERSION}-win64")
cmake_language(DEFER DIRECTORY "${CMAKE_SOURCE_DIR}" CALL td_windows_finish)
