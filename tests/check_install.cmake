# check_install.cmake — installs a build tree into a scratch prefix and checks that the files a
# player needs are there (the install rules are in cmake/TdPackaging.cmake).
#
#   cmake -DTD_BUILD_DIR=<build> -DTD_PREFIX=<scratch dir> [-DTD_CONFIG=<config>]
#         -DTD_BINDIR=bin -DTD_DATADIR=share -DTD_DATAROOTDIR=share -DTD_EXE_SUFFIX=
#         -DTD_HAVE_GAME=ON|OFF -DTD_HAVE_CLI=ON|OFF -DTD_DESKTOP=ON|OFF
#         -P tests/check_install.cmake
#
# TD_PREFIX is emptied first. Fails (FATAL_ERROR) naming every missing file.
cmake_minimum_required(VERSION 3.20)

foreach(_v TD_BUILD_DIR TD_PREFIX TD_BINDIR TD_DATADIR TD_DATAROOTDIR)
  if(NOT DEFINED ${_v} OR "${${_v}}" STREQUAL "")
    message(FATAL_ERROR "check_install.cmake: ${_v} is not set")
  endif()
endforeach()

file(REMOVE_RECURSE "${TD_PREFIX}")
set(_cmd "${CMAKE_COMMAND}" --install "${TD_BUILD_DIR}" --prefix "${TD_PREFIX}")
if(TD_CONFIG)
  list(APPEND _cmd --config "${TD_CONFIG}")
endif()
execute_process(COMMAND ${_cmd} RESULT_VARIABLE _rc OUTPUT_VARIABLE _out ERROR_VARIABLE _err)
if(NOT _rc EQUAL 0)
  message(FATAL_ERROR "cmake --install failed (${_rc}):\n${_out}\n${_err}")
endif()

set(_doc "${TD_DATAROOTDIR}/doc/troyes-dice")
set(_expect "${_doc}/LICENSE" "${_doc}/CREDITS.md")
if(TD_HAVE_CLI)
  list(APPEND _expect "${TD_BINDIR}/troyes-cli${TD_EXE_SUFFIX}")
endif()
if(TD_HAVE_GAME)
  set(_a "${TD_DATADIR}/troyes-dice/assets")
  list(APPEND _expect
    "${TD_BINDIR}/troyes-dice${TD_EXE_SUFFIX}"
    "${_a}/CREDITS.md"
    "${_a}/fonts/LinLibertine_R.otf"
    "${_a}/fonts/LinLibertine_RB.otf"
    "${_a}/fonts/LinLibertine_RI.otf"
    "${_a}/fonts/OFL.txt"
    "${_a}/icons/troyes-dice.png"
    "${_a}/icons/troyes-dice.svg")
  foreach(_s dice-roll die-land pen-stroke pen-circle bell click refuse fanfare)
    list(APPEND _expect "${_a}/sounds/${_s}.ogg")
  endforeach()
  if(TD_DESKTOP)
    list(APPEND _expect
      "${TD_DATADIR}/applications/io.github.troyesdice.TroyesDice.desktop"
      "${TD_DATADIR}/metainfo/io.github.troyesdice.TroyesDice.metainfo.xml"
      "${TD_DATADIR}/icons/hicolor/scalable/apps/troyes-dice.svg"
      "${TD_DATADIR}/icons/hicolor/256x256/apps/troyes-dice.png")
  endif()
  # Tools that make the assets stay in the source tree.
  foreach(_tool sounds/make-sounds.sh icons/render-icon.sh)
    if(EXISTS "${TD_PREFIX}/${_a}/${_tool}")
      message(FATAL_ERROR "check_install.cmake: ${_a}/${_tool} should not be installed")
    endif()
  endforeach()
endif()

# The training tools (troyes-train) are for the bot's authors: never installed.
if(EXISTS "${TD_PREFIX}/${TD_BINDIR}/troyes-train${TD_EXE_SUFFIX}")
  message(FATAL_ERROR "check_install.cmake: ${TD_BINDIR}/troyes-train should not be installed")
endif()

set(_missing "")
foreach(_f IN LISTS _expect)
  if(NOT EXISTS "${TD_PREFIX}/${_f}")
    string(APPEND _missing "\n  ${_f}")
  endif()
endforeach()
if(_missing)
  message(FATAL_ERROR "check_install.cmake: missing under ${TD_PREFIX}:${_missing}")
endif()
list(LENGTH _expect _n)
message(STATUS "check_install.cmake: all ${_n} expected files installed under ${TD_PREFIX}")
