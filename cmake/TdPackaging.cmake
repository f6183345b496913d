# TdPackaging.cmake — install rules and CPack packages (included at the end of CMakeLists.txt).
#
# Installed layout (GNUInstallDirs; paths relative to the prefix, e.g. /usr or the package root):
#   bin/troyes-dice, bin/troyes-cli
#   share/troyes-dice/assets/{fonts,sounds,icons,...}     everything the game loads
#   share/applications/io.github.troyesdice.TroyesDice.desktop
#   share/metainfo/io.github.troyesdice.TroyesDice.metainfo.xml
#   share/icons/hicolor/{scalable,256x256}/apps/troyes-dice.{svg,png}
#   share/doc/troyes-dice/{LICENSE,CREDITS.md}
#
# The game finds its assets, in order: $TROYES_DICE_ASSETS, <exe dir>/assets,
# <exe dir>/../TD_INSTALL_DATADIR/assets (the installed copy), TD_SOURCE_ASSETS_DIR (this source
# tree, for running from a build directory). Both are compile definitions set here.
#
# Packages: `cd <build> && cpack` makes a .deb and a .tar.gz on Linux, a .zip on Windows and a
# .tar.gz on macOS, in the build directory.
include_guard(GLOBAL)
include(GNUInstallDirs)

set(TD_APP_ID "io.github.troyesdice.TroyesDice")
set(TD_INSTALL_DOC "${CMAKE_INSTALL_DATAROOTDIR}/doc/troyes-dice")
set(TD_INSTALL_GAME_DATA "${CMAKE_INSTALL_DATADIR}/troyes-dice")
set(_td_assets "${PROJECT_SOURCE_DIR}/assets")

# ---------------------------------------------------------------------------
# The game and its data
# ---------------------------------------------------------------------------
if(TARGET troyes-dice)
  # The data folder as seen from the prefix, which the game reaches as <exe dir>/.. (bin is one
  # level down). With absolute or unusual install dirs, take the path relative to bin/..
  set(_td_data_rel "${TD_INSTALL_GAME_DATA}")
  if(IS_ABSOLUTE "${CMAKE_INSTALL_DATADIR}" OR IS_ABSOLUTE "${CMAKE_INSTALL_BINDIR}"
      OR CMAKE_INSTALL_BINDIR MATCHES "/")
    file(RELATIVE_PATH _td_data_rel "${CMAKE_INSTALL_FULL_BINDIR}/.."
      "${CMAKE_INSTALL_FULL_DATADIR}/troyes-dice")
  endif()
  # Each is set once (CMakeLists.txt may already set TD_SOURCE_ASSETS_DIR).
  get_target_property(_td_defs troyes-dice COMPILE_DEFINITIONS)
  if(NOT "${_td_defs}" MATCHES "TD_INSTALL_DATADIR=")
    target_compile_definitions(troyes-dice PRIVATE "TD_INSTALL_DATADIR=\"${_td_data_rel}\"")
  endif()
  if(NOT "${_td_defs}" MATCHES "TD_SOURCE_ASSETS_DIR=")
    target_compile_definitions(troyes-dice PRIVATE "TD_SOURCE_ASSETS_DIR=\"${_td_assets}\"")
  endif()

  install(TARGETS troyes-dice RUNTIME DESTINATION "${CMAKE_INSTALL_BINDIR}")

  # Everything under assets/ except the tools that make the assets and the desktop files
  # (installed where the desktop looks for them, below).
  install(DIRECTORY "${_td_assets}/"
    DESTINATION "${TD_INSTALL_GAME_DATA}/assets"
    PATTERN "*.sh" EXCLUDE
    PATTERN "linux" EXCLUDE)

  if(UNIX AND NOT APPLE)
    install(FILES "${_td_assets}/linux/${TD_APP_ID}.desktop"
      DESTINATION "${CMAKE_INSTALL_DATADIR}/applications")
    install(FILES "${_td_assets}/linux/${TD_APP_ID}.metainfo.xml"
      DESTINATION "${CMAKE_INSTALL_DATADIR}/metainfo")
    install(FILES "${_td_assets}/icons/troyes-dice.svg"
      DESTINATION "${CMAKE_INSTALL_DATADIR}/icons/hicolor/scalable/apps")
    install(FILES "${_td_assets}/icons/troyes-dice.png"
      DESTINATION "${CMAKE_INSTALL_DATADIR}/icons/hicolor/256x256/apps")
  endif()

  if(WIN32)
    # The SDL2 DLLs the game links (CMake >= 3.21 knows them), and every DLL that vcpkg's
    # app-local step copied next to the executable (their own dependencies: zlib, libpng,
    # freetype, ogg, vorbis, ...).
    if(CMAKE_VERSION VERSION_GREATER_EQUAL 3.21)
      install(FILES $<TARGET_RUNTIME_DLLS:troyes-dice> DESTINATION "${CMAKE_INSTALL_BINDIR}")
    endif()
    install(DIRECTORY "$<TARGET_FILE_DIR:troyes-dice>/"
      DESTINATION "${CMAKE_INSTALL_BINDIR}"
      FILES_MATCHING PATTERN "*.dll")
  endif()
endif()

if(TARGET troyes-cli)
  install(TARGETS troyes-cli RUNTIME DESTINATION "${CMAKE_INSTALL_BINDIR}")
endif()

install(FILES "${PROJECT_SOURCE_DIR}/LICENSE" "${_td_assets}/CREDITS.md"
  DESTINATION "${TD_INSTALL_DOC}")

# ---------------------------------------------------------------------------
# CPack (only when this is the top-level project)
# ---------------------------------------------------------------------------
if(CMAKE_SOURCE_DIR STREQUAL PROJECT_SOURCE_DIR)
  set(CPACK_PACKAGE_NAME "troyes-dice")
  set(CPACK_PACKAGE_VENDOR "Troyes Dice developers")
  set(CPACK_PACKAGE_CONTACT "Troyes Dice developers")
  set(CPACK_PACKAGE_VERSION "${PROJECT_VERSION}")
  set(CPACK_PACKAGE_DESCRIPTION_SUMMARY
    "Unofficial desktop version of the roll-and-write dice game Troyes Dice")
  set(CPACK_PACKAGE_DESCRIPTION
    "Draft dice from a shared pool and build the medieval city of Troyes on your own sheet over eight days, alone or against computer players. An unofficial implementation, not affiliated with the game's designers or publisher.")
  set(CPACK_PACKAGE_INSTALL_DIRECTORY "troyes-dice")
  set(CPACK_RESOURCE_FILE_LICENSE "${PROJECT_SOURCE_DIR}/LICENSE")
  set(CPACK_PACKAGE_CHECKSUM SHA256)
  if(CMAKE_BUILD_TYPE MATCHES "^(Release|MinSizeRel|RelWithDebInfo)$")
    set(CPACK_STRIP_FILES ON)
  endif()

  if(WIN32)
    set(CPACK_GENERATOR "ZIP")
  elseif(APPLE)
    set(CPACK_GENERATOR "TGZ")
  else()
    set(CPACK_GENERATOR "DEB;TGZ")
  endif()

  # Debian package
  set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
  set(CPACK_DEBIAN_PACKAGE_MAINTAINER "Troyes Dice developers")
  set(CPACK_DEBIAN_PACKAGE_SECTION "games")
  set(CPACK_DEBIAN_PACKAGE_PRIORITY "optional")
  if(TARGET troyes-dice)
    # SDL 2.0.18 brought SDL_RenderGeometry, which the game draws with.
    set(CPACK_DEBIAN_PACKAGE_DEPENDS
      "libc6, libsdl2-2.0-0 (>= 2.0.18), libsdl2-image-2.0-0, libsdl2-ttf-2.0-0, libsdl2-mixer-2.0-0")
  else()
    set(CPACK_DEBIAN_PACKAGE_DEPENDS "libc6")
  endif()

  # Source package: the tree without build output and version control.
  set(CPACK_SOURCE_GENERATOR "TGZ")
  set(CPACK_SOURCE_IGNORE_FILES "/build/" "/\\\\.git/" "/\\\\.cache/")

  include(CPack)
endif()
