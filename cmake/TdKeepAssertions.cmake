# Keep assert() active in every build type.
#
# The rules core validates its invariants with assert(); a Release build that
# silently skips them would let a corrupt game state go on and produce wrong
# scores in benchmarks and replays instead of stopping at the bug. CMake puts
# -DNDEBUG (/DNDEBUG on MSVC) into the Release, RelWithDebInfo and MinSizeRel
# flags by default, so we take it out here.
include_guard(GLOBAL)

foreach(_td_cfg RELEASE RELWITHDEBINFO MINSIZEREL)
  foreach(_td_var CMAKE_C_FLAGS_${_td_cfg})
    if(DEFINED ${_td_var})
      string(REGEX REPLACE "(^| )[/-]DNDEBUG( |$)" " " _td_flags "${${_td_var}}")
      string(STRIP "${_td_flags}" _td_flags)
      set(${_td_var} "${_td_flags}" CACHE STRING "C flags for ${_td_cfg} (NDEBUG removed: assertions stay on)" FORCE)
    endif()
  endforeach()
endforeach()
unset(_td_cfg)
unset(_td_var)
unset(_td_flags)
