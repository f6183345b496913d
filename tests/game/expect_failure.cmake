# expect_failure.cmake — runs troyes-dice with the arguments after "--" and checks that it refuses
# them: exit status TD_STATUS (default 2) and TD_EXPECT, a literal piece of text, on stderr.
#
#   cmake -DTD_GAME=<troyes-dice> -DTD_EXPECT=<text> [-DTD_STATUS=2] [-DTD_NO_FILE=<path>]
#         -P expect_failure.cmake -- ARGS...
#
# TD_NO_FILE: a file (say the --screenshot) that a refused run must not leave behind.
if(NOT DEFINED TD_STATUS)
  set(TD_STATUS 2)
endif()
set(_args)
set(_after 0)
math(EXPR _last "${CMAKE_ARGC} - 1")
foreach(_i RANGE 1 ${_last})
  if(_after)
    list(APPEND _args "${CMAKE_ARGV${_i}}")
  elseif(CMAKE_ARGV${_i} STREQUAL "--")
    set(_after 1)
  endif()
endforeach()
if(TD_NO_FILE)
  file(REMOVE "${TD_NO_FILE}")
endif()
execute_process(COMMAND "${TD_GAME}" ${_args}
  RESULT_VARIABLE _rc OUTPUT_VARIABLE _out ERROR_VARIABLE _err TIMEOUT 1400)
message(STATUS "troyes-dice ${_args}: exit ${_rc}\nstderr: ${_err}")
if(NOT _rc STREQUAL "${TD_STATUS}")
  message(FATAL_ERROR "exit status '${_rc}', want ${TD_STATUS}\nstdout: ${_out}")
endif()
string(FIND "${_err}" "${TD_EXPECT}" _at)
if(_at LESS 0)
  message(FATAL_ERROR "stderr lacks the message '${TD_EXPECT}'")
endif()
# one clear message: the reason comes first, not buried under other output
string(FIND "${_err}" "troyes-dice: " _first)
if(NOT _first EQUAL 0)
  message(FATAL_ERROR "stderr does not start with 'troyes-dice: <reason>'")
endif()
if(TD_NO_FILE AND EXISTS "${TD_NO_FILE}")
  message(FATAL_ERROR "the refused run left ${TD_NO_FILE} behind")
endif()
