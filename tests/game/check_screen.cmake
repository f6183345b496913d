# check_screen.cmake — one game_screen_* test: runs troyes-dice headless (the caller sets
# SDL_VIDEODRIVER=dummy), saves a screenshot and the dump of drawn elements, then checks that the
# picture is not blank (check_png) and that the dump lists the expected elements.
#
#   cmake -DTD_GAME=<troyes-dice> -DTD_CHECK_PNG=<check_png> -DTD_SPEC=<spec.cmake>
#         -DTD_OUT=<path without extension> -P check_screen.cmake
#
# The spec file (written by tests/game/CMakeLists.txt) sets:
#   TD_ARGS      the game's options (a list; no element holds a ';')
#   TD_MOVES     the --moves script as one string ("" for none; it may hold ';')
#   TD_SCREEN    the screen the dump must name (its first line is "screen <name>")
#   TD_EXPECT    regular expressions; each must match at least one line of the dump
#   TD_COUNT     "N:regex" items: at least N lines of the dump must match the regex; "N..M:regex":
#                at least N and at most M
#   TD_ABSENT    regular expressions; none may match a line of the dump
#   TD_APART     "N:regexA:regexB" items (neither regex holding a ':'): every element whose line
#                matches regexA lies at least N design units from every one matching regexB (the
#                dump's third and fourth fields are an element's x and y); at least one line must
#                match each regex
#   TD_PNG       check_png's options (--min-colours, --region ...)
#
# A line of the dump names its element (dump.c): "dice.die[2] die 300 200 value=4 ...",
# "button[confirm] rect ...". The patterns match those names; an element whose kind has no name
# (its line starts with its hex key) fails every test that draws it.
foreach(_v TD_GAME TD_CHECK_PNG TD_SPEC TD_OUT)
  if(NOT DEFINED ${_v})
    message(FATAL_ERROR "check_screen.cmake: ${_v} is not set")
  endif()
endforeach()
include("${TD_SPEC}")
# the run's time limit: a bound against a hang, below the test's own (TD_TEST_TIMEOUT)
set(_timeout 1400)

set(_png "${TD_OUT}.png")
set(_dump "${TD_OUT}.txt")
file(REMOVE "${_png}" "${_dump}")
get_filename_component(_dir "${_png}" DIRECTORY)
file(MAKE_DIRECTORY "${_dir}")

# (the moves are passed quoted: a list variable would split them at their ';')
if(TD_MOVES STREQUAL "")
  execute_process(
    COMMAND "${TD_GAME}" ${TD_ARGS} --cosmetic-seed 1 --screenshot "${_png}" --dump "${_dump}"
    RESULT_VARIABLE _rc OUTPUT_VARIABLE _out ERROR_VARIABLE _err TIMEOUT ${_timeout})
else()
  execute_process(
    COMMAND "${TD_GAME}" ${TD_ARGS} --moves "${TD_MOVES}" --cosmetic-seed 1 --screenshot "${_png}" --dump "${_dump}"
    RESULT_VARIABLE _rc OUTPUT_VARIABLE _out ERROR_VARIABLE _err TIMEOUT ${_timeout})
endif()
if(NOT _rc EQUAL 0)
  message(FATAL_ERROR "troyes-dice ${TD_ARGS} exited with '${_rc}'\nstdout: ${_out}\nstderr: ${_err}")
endif()
if(NOT EXISTS "${_png}" OR NOT EXISTS "${_dump}")
  message(FATAL_ERROR "troyes-dice exited 0 but wrote no ${_png} or no ${_dump}\nstdout: ${_out}\nstderr: ${_err}")
endif()

# (a) the picture is not blank
execute_process(COMMAND "${TD_CHECK_PNG}" "${_png}" ${TD_PNG}
  RESULT_VARIABLE _rc OUTPUT_VARIABLE _out ERROR_VARIABLE _err)
message(STATUS "${_out}")
if(NOT _rc EQUAL 0)
  message(FATAL_ERROR "check_png failed on ${_png} (exit ${_rc}):\n${_out}${_err}")
endif()

# (b) the dump lists what this screen must show
file(STRINGS "${_dump}" _lines ENCODING UTF-8)
list(LENGTH _lines _n)
set(_failures "")
list(GET _lines 0 _first)
if(DEFINED TD_SCREEN AND NOT _first STREQUAL "screen ${TD_SCREEN}")
  string(APPEND _failures "  the dump's first line is '${_first}', not 'screen ${TD_SCREEN}'\n")
endif()
foreach(_l IN LISTS _lines)
  if(_l MATCHES "^[0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f] ")
    string(APPEND _failures "  '${_l}': its kind has no name (a K_* enum without its entry in the names beside it)\n")
  endif()
endforeach()
foreach(_re IN LISTS TD_EXPECT)
  set(_found 0)
  foreach(_l IN LISTS _lines)
    if(_l MATCHES "${_re}")
      set(_found 1)
      break()
    endif()
  endforeach()
  if(NOT _found)
    string(APPEND _failures "  no line matches '${_re}'\n")
  endif()
endforeach()
foreach(_item IN LISTS TD_COUNT)
  string(FIND "${_item}" ":" _colon)
  string(SUBSTRING "${_item}" 0 ${_colon} _want)
  math(EXPR _from "${_colon} + 1")
  string(SUBSTRING "${_item}" ${_from} -1 _re)
  set(_most "")
  if(_want MATCHES "^([0-9]+)\\.\\.([0-9]+)$")
    set(_want "${CMAKE_MATCH_1}")
    set(_most "${CMAKE_MATCH_2}")
  endif()
  set(_got 0)
  foreach(_l IN LISTS _lines)
    if(_l MATCHES "${_re}")
      math(EXPR _got "${_got} + 1")
    endif()
  endforeach()
  if(_got LESS _want)
    string(APPEND _failures "  ${_got} lines match '${_re}', want at least ${_want}\n")
  elseif(NOT _most STREQUAL "" AND _got GREATER _most)
    string(APPEND _failures "  ${_got} lines match '${_re}', want at most ${_most}\n")
  endif()
endforeach()
foreach(_re IN LISTS TD_ABSENT)
  foreach(_l IN LISTS _lines)
    if(_l MATCHES "${_re}")
      string(APPEND _failures "  '${_l}' matches '${_re}', which must not be drawn\n")
      break()
    endif()
  endforeach()
endforeach()
foreach(_item IN LISTS TD_APART)
  string(REPLACE ":" ";" _parts "${_item}")
  list(GET _parts 0 _want)
  list(GET _parts 1 _re_a)
  list(GET _parts 2 _re_b)
  math(EXPR _want2 "${_want} * ${_want}")
  set(_pa "")
  set(_pb "")
  foreach(_l IN LISTS _lines)
    foreach(_side a b)
      if(_l MATCHES "${_re_${_side}}" AND _l MATCHES "^[^ ]+ [^ ]+ (-?[0-9]+) (-?[0-9]+)")
        list(APPEND _p${_side} "${CMAKE_MATCH_1},${CMAKE_MATCH_2}")
      endif()
    endforeach()
  endforeach()
  if(NOT _pa OR NOT _pb)
    string(APPEND _failures "  '${_item}': no element matches one of its regexes\n")
  endif()
  foreach(_a IN LISTS _pa)
    string(REPLACE "," ";" _a "${_a}")
    list(GET _a 0 _ax)
    list(GET _a 1 _ay)
    foreach(_b IN LISTS _pb)
      string(REPLACE "," ";" _b "${_b}")
      list(GET _b 0 _bx)
      list(GET _b 1 _by)
      math(EXPR _d2 "(${_ax} - ${_bx}) * (${_ax} - ${_bx}) + (${_ay} - ${_by}) * (${_ay} - ${_by})")
      if(_d2 LESS _want2)
        string(APPEND _failures "  '${_item}': ${_ax},${_ay} and ${_bx},${_by} are closer than ${_want}\n")
      endif()
    endforeach()
  endforeach()
endforeach()
if(_failures)
  message(FATAL_ERROR "the dump ${_dump} (${_n} lines) is not as expected:\n${_failures}"
    "(the screenshot is ${_png})")
endif()
message(STATUS "ok: ${_dump}: ${_n} lines, every expected element is there, no absent one")
