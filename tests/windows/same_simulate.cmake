# same_simulate.cmake — troyes-cli.exe under Wine must print the figures the Linux troyes-cli
# prints for the same simulate options (the same seeds): the JSON compared whole, less the two
# timings ("seconds", "games_per_s"), which measure the machine, not the games.
#
#   cmake -DTD_LINUX=<troyes-cli> -DTD_WINE_RUN=<wine-run.sh> -DTD_WINDOWS=<troyes-cli.exe>
#         -DTD_ARGS="simulate ..." -P same_simulate.cmake
cmake_minimum_required(VERSION 3.20)
include("${CMAKE_CURRENT_LIST_DIR}/require_linux.cmake")
td_require(same_simulate.cmake TD_LINUX TD_WINE_RUN TD_WINDOWS TD_ARGS)
separate_arguments(_args UNIX_COMMAND "${TD_ARGS}")
execute_process(COMMAND "${TD_LINUX}" ${_args} RESULT_VARIABLE _rc_l OUTPUT_VARIABLE _out_l
  ERROR_VARIABLE _err_l TIMEOUT 1400)
execute_process(COMMAND "${TD_WINE_RUN}" "${TD_WINDOWS}" ${_args} RESULT_VARIABLE _rc_w
  OUTPUT_VARIABLE _out_w ERROR_VARIABLE _err_w TIMEOUT 1400)
if(NOT _rc_l EQUAL 0 OR NOT _rc_w EQUAL 0)
  message(FATAL_ERROR "exit codes: Linux ${_rc_l}, Windows ${_rc_w}\n"
    "Linux stderr: ${_err_l}\nWindows stderr: ${_err_w}")
endif()
foreach(_s _out_l _out_w)
  string(REPLACE "\r\n" "\n" ${_s} "${${_s}}")
  string(REGEX REPLACE "\"seconds\": [0-9.]+, \"games_per_s\": [0-9.]+" "(timings)" ${_s} "${${_s}}")
endforeach()
if(NOT _out_l MATCHES "\"mean\"")
  message(FATAL_ERROR "no figures in the Linux output:\n${_out_l}")
endif()
if(NOT _out_l STREQUAL _out_w)
  message(FATAL_ERROR "the figures differ for ${TD_ARGS}\nLinux:\n${_out_l}\nWindows (Wine):\n${_out_w}")
endif()
message(STATUS "same figures on Linux and Windows for ${TD_ARGS}:\n${_out_w}")
