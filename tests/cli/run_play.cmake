# run_play.cmake — runs `troyes-cli play` on a transcript and compares what it prints with the
# expected answers. Used by the play_* CTest tests (tests/CMakeLists.txt).
#
#   cmake -DTD_CLI=<troyes-cli> -DTD_INPUT=<x.in> -DTD_EXPECTED=<x.out> -DTD_ACTUAL=<file>
#         [-DTD_UPDATE=1] -P run_play.cmake
#
# Fails when the program exits non-zero, writes anything on stderr (sanitizer reports land
# there), or prints anything other than the expected text (line endings aside). With
# TD_UPDATE=1 it rewrites the expected file instead (check the diff before committing).
foreach(_var TD_CLI TD_INPUT TD_EXPECTED TD_ACTUAL)
  if(NOT DEFINED ${_var})
    message(FATAL_ERROR "run_play.cmake: ${_var} is not set")
  endif()
endforeach()

execute_process(
  COMMAND "${TD_CLI}" play
  INPUT_FILE "${TD_INPUT}"
  OUTPUT_FILE "${TD_ACTUAL}"
  ERROR_VARIABLE _stderr
  RESULT_VARIABLE _status)
if(NOT _status EQUAL 0)
  message(FATAL_ERROR "troyes-cli play exited with ${_status} on ${TD_INPUT}\n${_stderr}")
endif()
if(NOT _stderr STREQUAL "")
  message(FATAL_ERROR "troyes-cli play wrote on stderr for ${TD_INPUT}:\n${_stderr}")
endif()

if(TD_UPDATE)
  configure_file("${TD_ACTUAL}" "${TD_EXPECTED}" COPYONLY)
  message(STATUS "updated ${TD_EXPECTED}")
  return()
endif()

execute_process(
  COMMAND "${CMAKE_COMMAND}" -E compare_files --ignore-eol "${TD_EXPECTED}" "${TD_ACTUAL}"
  RESULT_VARIABLE _differ)
if(_differ)
  find_program(_diff NAMES diff)
  if(_diff)
    execute_process(COMMAND "${_diff}" -u "${TD_EXPECTED}" "${TD_ACTUAL}"
      OUTPUT_VARIABLE _out)
    string(LENGTH "${_out}" _len)
    if(_len GREATER 8000)
      string(SUBSTRING "${_out}" 0 8000 _out)
      set(_out "${_out}\n... (diff cut)")
    endif()
  else()
    set(_out "(no diff program: compare the files yourself)")
  endif()
  message(FATAL_ERROR "troyes-cli play: the answers to ${TD_INPUT} differ from ${TD_EXPECTED}\n"
    "(actual answers in ${TD_ACTUAL})\n${_out}")
endif()
