# td_optimize_hot(target): the optimised builds (Release, RelWithDebInfo) of `target` use -O3 on
# GCC and Clang instead of the -O2 of the presets. For the libraries whose inner loops decide the
# bots' speed: the expert values about a hundred thousand sheets per decision, and -O3 (loop
# unrolling, vectorised sums) takes about a fifth off the time of its decisions, with the same
# moves. Debug builds keep their flags. MSVC's /O2 is already its highest level.
include_guard(GLOBAL)

function(td_optimize_hot target)
  target_compile_options(${target} PRIVATE
    "$<$<AND:$<C_COMPILER_ID:GNU,Clang,AppleClang>,$<CONFIG:Release,RelWithDebInfo>>:-O3>")
endfunction()
