# make-zip.cmake — lays out and packs the Windows zip (target win-zip, cmake/TdWindows.cmake).
#
#   cmake -DTD_STAGE=<folder> -DTD_ZIP=<zip> -DTD_GAME=<troyes-dice.exe> -DTD_CLI=<troyes-cli.exe>
#         -DTD_DEPS=<dependency prefix> -DTD_SOURCE=<source tree> -DTD_STRIP=<strip>
#         -DTD_OBJDUMP=<objdump> -P make-zip.cmake
#
# Layout (the zip holds one folder of the stage's name):
#   troyes-dice.exe, troyes-cli.exe, SDL2.dll, SDL2_image.dll, SDL2_ttf.dll, SDL2_mixer.dll
#   assets/        fonts (with their OFL), sounds, icons; not the scripts that make them
#   LICENSE, CREDITS.md, README-windows.txt
#   licenses/      each shipped library's licence and Debian copyright file (SDL2, SDL2_image
#                  with the stb_image and miniz copies it builds, SDL2_ttf, FreeType, HarfBuzz, SDL2_mixer
#                  with stb_vorbis)
# Then every .exe and .dll's imports (objdump -p) must be in the zip or be Windows' own DLLs.
cmake_minimum_required(VERSION 3.20)
foreach(_v TD_STAGE TD_ZIP TD_GAME TD_CLI TD_DEPS TD_SOURCE TD_OBJDUMP)
  if(NOT ${_v})
    message(FATAL_ERROR "make-zip.cmake: ${_v} is not set")
  endif()
endforeach()

file(REMOVE_RECURSE "${TD_STAGE}")
file(MAKE_DIRECTORY "${TD_STAGE}/licenses")
file(COPY "${TD_GAME}" "${TD_CLI}" DESTINATION "${TD_STAGE}")
foreach(_dll SDL2 SDL2_image SDL2_ttf SDL2_mixer)
  if(NOT EXISTS "${TD_DEPS}/bin/${_dll}.dll")
    message(FATAL_ERROR "make-zip.cmake: ${TD_DEPS}/bin/${_dll}.dll is missing (bash cmake/win-deps.sh)")
  endif()
  file(COPY "${TD_DEPS}/bin/${_dll}.dll" DESTINATION "${TD_STAGE}")
endforeach()
if(TD_STRIP)
  foreach(_exe troyes-dice.exe troyes-cli.exe)
    execute_process(COMMAND "${TD_STRIP}" --strip-unneeded "${TD_STAGE}/${_exe}" RESULT_VARIABLE _rc)
    if(NOT _rc EQUAL 0)
      message(FATAL_ERROR "make-zip.cmake: ${TD_STRIP} ${_exe} failed")
    endif()
  endforeach()
endif()
file(COPY "${TD_SOURCE}/assets/" DESTINATION "${TD_STAGE}/assets"
  PATTERN "*.sh" EXCLUDE PATTERN "linux" EXCLUDE)
file(COPY "${TD_SOURCE}/LICENSE" "${TD_SOURCE}/assets/CREDITS.md"
  "${TD_SOURCE}/cmake/windows/README-windows.txt" DESTINATION "${TD_STAGE}")
file(GLOB _lic "${TD_DEPS}/licenses/*")
foreach(_f IN LISTS _lic)
  get_filename_component(_n "${_f}" NAME)
  if(NOT _n MATCHES "^cmocka-") # the unit tests' library is not shipped
    file(COPY "${_f}" DESTINATION "${TD_STAGE}/licenses")
  endif()
endforeach()

# Every library shipped (the DLLs, and FreeType and HarfBuzz inside SDL2_ttf.dll) with its licence.
foreach(_lib SDL2 SDL2_image SDL2_ttf SDL2_mixer freetype harfbuzz)
  if(NOT EXISTS "${TD_STAGE}/licenses/${_lib}-debian-copyright.txt")
    message(FATAL_ERROR "make-zip.cmake: no licence of ${_lib} in ${TD_DEPS}/licenses")
  endif()
endforeach()

# Imports: a shipped file may need only what is shipped and what every Windows has.
set(_system
  advapi32 cfgmgr32 comdlg32 gdi32 hid imm32 kernel32 msvcrt ole32 oleaut32 setupapi shell32
  user32 version winmm)
file(GLOB _bins "${TD_STAGE}/*.exe" "${TD_STAGE}/*.dll")
set(_shipped)
foreach(_b IN LISTS _bins)
  get_filename_component(_n "${_b}" NAME)
  string(TOLOWER "${_n}" _n)
  list(APPEND _shipped "${_n}")
endforeach()
foreach(_b IN LISTS _bins)
  execute_process(COMMAND "${TD_OBJDUMP}" -p "${_b}" OUTPUT_VARIABLE _out RESULT_VARIABLE _rc)
  if(NOT _rc EQUAL 0)
    message(FATAL_ERROR "make-zip.cmake: ${TD_OBJDUMP} -p ${_b} failed")
  endif()
  string(REGEX MATCHALL "DLL Name: [^\n]+" _imports "${_out}")
  foreach(_i IN LISTS _imports)
    string(REGEX REPLACE "^DLL Name: " "" _i "${_i}")
    string(STRIP "${_i}" _i)
    string(TOLOWER "${_i}" _i)
    string(REGEX REPLACE "\\.dll$" "" _base "${_i}")
    if(NOT _i IN_LIST _shipped AND NOT _base IN_LIST _system AND NOT _i MATCHES "^api-ms-win-")
      message(FATAL_ERROR "make-zip.cmake: ${_b} imports ${_i}, which is neither in the zip nor "
        "one of Windows' own DLLs")
    endif()
  endforeach()
endforeach()

file(REMOVE "${TD_ZIP}")
get_filename_component(_parent "${TD_STAGE}" DIRECTORY)
get_filename_component(_name "${TD_STAGE}" NAME)
execute_process(COMMAND "${CMAKE_COMMAND}" -E tar cf "${TD_ZIP}" --format=zip "${_name}"
  WORKING_DIRECTORY "${_parent}" RESULT_VARIABLE _rc)
if(NOT _rc EQUAL 0)
  message(FATAL_ERROR "make-zip.cmake: packing ${TD_ZIP} failed")
endif()
message(STATUS "Wrote ${TD_ZIP}")
