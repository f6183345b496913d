# Runs `troyes-cli replay --check TD_FILE` and passes only when it exits non-zero (without a
# sanitizer report) and its error output contains TD_EXPECT.
execute_process(COMMAND "${TD_CLI}" replay --check "${TD_FILE}"
  RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(rc EQUAL 0)
  message(FATAL_ERROR "replay accepted ${TD_FILE}:\n${out}")
endif()
if(NOT rc MATCHES "^[0-9]+$" OR rc GREATER 2)
  message(FATAL_ERROR "replay crashed or aborted (${rc}) on ${TD_FILE}:\n${err}")
endif()
string(FIND "${err}" "${TD_EXPECT}" at)
if(at EQUAL -1)
  message(FATAL_ERROR "expected '${TD_EXPECT}' in the error output, got:\n${err}")
endif()
