# require_linux.cmake — included by the comparisons with the Linux build (same_screen.cmake,
# same_simulate.cmake): td_require(<script> <var>...) stops with a clear message when a variable
# the script needs was not given, or when the Linux program to compare with (TD_LINUX) is not
# built.
macro(td_require script)
  foreach(_v ${ARGN})
    if(NOT ${_v})
      message(FATAL_ERROR "${script}: ${_v} is not set")
    endif()
  endforeach()
  if(NOT EXISTS "${TD_LINUX}")
    message(FATAL_ERROR "no Linux build to compare with: ${TD_LINUX} (build the dev preset first, "
      "as bash cmake/run.sh test does, or set TD_LINUX_BUILD)")
  endif()
endmacro()
