# check_assets.cmake — how troyes-dice finds its assets (app.c: $TROYES_DICE_ASSETS, next to the
# executable, the install prefix, the source tree).
#
#   cmake -DTD_GAME=<troyes-dice> -DTD_CHECK_PNG=<check_png> -DTD_WORK=<scratch dir>
#         -DTD_FONTS=<source assets/fonts> -DTD_CASE=empty|missing_font -P check_assets.cmake
#
# empty:        TROYES_DICE_ASSETS names an empty folder. The game passes over it and, from a build
#               tree, finds the assets of the source tree: it starts and draws a non-blank screen.
#               (A build tree can always fall back on the source tree, so "no assets anywhere"
#               cannot be produced here; the next case covers the refusal.)
# missing_font: a copy of the fonts folder with one font file removed, for each file in turn. The
#               game either passes over the folder (the file it looks for to recognise an assets
#               folder is gone) and starts, or takes the folder and refuses to start: exit status 1
#               and a message naming the missing file. At least one file must lead to the refusal.
file(REMOVE_RECURSE "${TD_WORK}")
file(MAKE_DIRECTORY "${TD_WORK}")

function(run_game assets png out_rc out_err)
  set(ENV{TROYES_DICE_ASSETS} "${assets}")
  execute_process(COMMAND "${TD_GAME}" --screen setup --screenshot "${png}"
    RESULT_VARIABLE _rc OUTPUT_VARIABLE _out ERROR_VARIABLE _err TIMEOUT 1400)
  set(${out_rc} "${_rc}" PARENT_SCOPE)
  set(${out_err} "${_err}" PARENT_SCOPE)
endfunction()

if(TD_CASE STREQUAL "empty")
  file(MAKE_DIRECTORY "${TD_WORK}/empty")
  run_game("${TD_WORK}/empty" "${TD_WORK}/empty.png" rc err)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "with TROYES_DICE_ASSETS=${TD_WORK}/empty the game exited '${rc}':\n${err}")
  endif()
  execute_process(COMMAND "${TD_CHECK_PNG}" "${TD_WORK}/empty.png" --min-colours 20
    RESULT_VARIABLE rc OUTPUT_VARIABLE out)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "the screen drawn with an empty TROYES_DICE_ASSETS is blank:\n${out}")
  endif()
  message(STATUS "an empty TROYES_DICE_ASSETS is passed over; ${out}")
elseif(TD_CASE STREQUAL "missing_font")
  file(GLOB fonts RELATIVE "${TD_FONTS}" "${TD_FONTS}/*.otf" "${TD_FONTS}/*.ttf")
  list(LENGTH fonts n)
  if(n EQUAL 0)
    message(FATAL_ERROR "no font files in ${TD_FONTS}")
  endif()
  set(refused 0)
  foreach(gone IN LISTS fonts)
    set(dir "${TD_WORK}/without-${gone}")
    file(MAKE_DIRECTORY "${dir}/fonts")
    foreach(f IN LISTS fonts)
      if(NOT f STREQUAL gone)
        file(COPY "${TD_FONTS}/${f}" DESTINATION "${dir}/fonts")
      endif()
    endforeach()
    run_game("${dir}" "${dir}/shot.png" rc err)
    if(rc EQUAL 0)
      message(STATUS "without ${gone}: the folder is passed over and the game starts")
    elseif(rc EQUAL 1)
      string(FIND "${err}" "${dir}/fonts/${gone}" at)
      if(at LESS 0)
        message(FATAL_ERROR "without ${gone} the game refused to start, but its message does not name "
                            "${dir}/fonts/${gone}:\n${err}")
      endif()
      if(EXISTS "${dir}/shot.png")
        message(FATAL_ERROR "without ${gone} the game refused to start yet wrote a screenshot")
      endif()
      message(STATUS "without ${gone}: refused, exit 1: ${err}")
      math(EXPR refused "${refused} + 1")
    else()
      message(FATAL_ERROR "without ${gone} the game exited '${rc}' (want 0 or 1):\n${err}")
    endif()
  endforeach()
  if(refused EQUAL 0)
    message(FATAL_ERROR "no missing font file made the game refuse to start")
  endif()
else()
  message(FATAL_ERROR "check_assets.cmake: TD_CASE must be empty or missing_font")
endif()
