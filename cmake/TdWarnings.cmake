# td_set_warnings(<target>): the project's warning set, plus -Werror when TD_WERROR is ON.
include_guard(GLOBAL)

function(td_set_warnings target)
  if(MSVC)
    target_compile_options(${target} PRIVATE /W4)
    if(TD_WERROR)
      target_compile_options(${target} PRIVATE /WX)
    endif()
  else()
    target_compile_options(${target} PRIVATE
      -Wall -Wextra -Wpedantic -Wshadow
      -Wmissing-prototypes -Wstrict-prototypes -Wwrite-strings)
    # Tables such as `[EV_LINK] = {"link", VIEW_IX_ROW}` leave their last fields zero on purpose;
    # GCC does not warn inside a designated list, clang (the browser build's compiler) does.
    target_compile_options(${target} PRIVATE $<$<C_COMPILER_ID:Clang>:-Wno-missing-field-initializers>)
    if(TD_WERROR)
      target_compile_options(${target} PRIVATE -Werror)
    endif()
  endif()
endfunction()
