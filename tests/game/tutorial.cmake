# tutorial.cmake — the guided first game's tests ("Learn to play"), included by
# tests/game/CMakeLists.txt after td_game_screen:
#
#   game_screen_tutorial_<N>_<lang>   step N of the guided game (--screen tutorial --tutorial-step N,
#                                     the steps before it played through the core) in English,
#                                     Spanish and French: its sentence as the language's table has
#                                     it, its counter, and its highlight named in the dump (the area
#                                     a sentence speaks of, the Roll button, the die or target of
#                                     the step's move, the way forward at the end); the legend's
#                                     icon of each resource the step names, and no other
#   game_screen_tutorial_fits_<N>_<lang>   step N's sentence in a 1024x640 window: 3 lines at most,
#                                     a move's clear of its to-do line
#   game_screen_tutorial_legend_*     the legend's icons and names in the callout's top line, clear
#                                     of the counter, the Skip button and the sentence
#   game_screen_tutorial_first        --screen tutorial alone: the first step (Roll waits for Next)
#   game_screen_tutorial_panel_read   a sentence: the panel says to read it and press Next
#   game_screen_tutorial_refuse_*     a wrong input is refused, says what to do, and changes nothing
#   game_screen_tutorial_left/_resumed   Esc leaves for the title, whose item then reads "Continue
#                                     learning", and it resumes at the same step
#   game_screen_tutorial_skip_*       Skip asks once, then ends the lesson for good
#   game_screen_learn_*               the first start's offer: shown once; Esc skips, Enter learns
#   game_option_tutorial_*            --tutorial-step past the last step, or without --screen tutorial
#
# The steps are read from the table in src/game/tutorial/tutorial.c (one step per line), the sentences from
# src/app/lang_*.c; game_option_tutorial_step_count checks that the count read here is the game's.

set(_tut_src "${PROJECT_SOURCE_DIR}/src/game/tutorial/tutorial.c")
set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS "${_tut_src}"
  "${PROJECT_SOURCE_DIR}/src/app/lang_en.c" "${PROJECT_SOURCE_DIR}/src/app/lang_es.c"
  "${PROJECT_SOURCE_DIR}/src/app/lang_fr.c")
file(READ "${_tut_src}" _tut_text)
string(REGEX MATCHALL "\n[ \t]*\\{TUT_(SAY|ROLL|MOVE|FREE|END),[^\n]*" _tut_steps "${_tut_text}")
list(LENGTH _tut_steps _tut_n)
if(_tut_n EQUAL 0)
  message(FATAL_ERROR "tests/game/tutorial.cmake: no step read from ${_tut_src}")
endif()
foreach(_lang en es fr)
  file(READ "${PROJECT_SOURCE_DIR}/src/app/lang_${_lang}.c" _tut_lang_${_lang})
endforeach()

# A table string of `lang` as a regex (its C escapes undone, its regex characters escaped, cut
# before a ';', which no test item may hold, or a printf conversion).
function(td_tut_text out lang key)
  if(NOT _tut_lang_${lang} MATCHES "\\[${key}\\] = \"([^\n]*)\",\n")
    message(FATAL_ERROR "tests/game/tutorial.cmake: no ${key} in lang_${lang}.c")
  endif()
  set(_t "${CMAKE_MATCH_1}")
  string(REPLACE "\\\"" "\"" _t "${_t}")
  string(FIND "${_t}" ";" _cut)
  if(_cut GREATER -1)
    string(SUBSTRING "${_t}" 0 ${_cut} _t)
  endif()
  string(FIND "${_t}" "%" _cut)
  if(_cut GREATER -1)
    string(SUBSTRING "${_t}" 0 ${_cut} _t)
  endif()
  string(REGEX REPLACE "([][.*+?^$(){}|\\\\])" "\\\\\\1" _t "${_t}")
  set(${out} "${_t}" PARENT_SCOPE)
endfunction()

# "Step N of M" in `lang`, as a regex.
function(td_tut_counter out lang n m)
  if(NOT _tut_lang_${lang} MATCHES "\\[TR_TUT_STEP\\] = \"([^\"]*)%d([^\"]*)%d([^\"]*)\"")
    message(FATAL_ERROR "tests/game/tutorial.cmake: no TR_TUT_STEP in lang_${lang}.c")
  endif()
  set(${out} "${CMAKE_MATCH_1}${n}${CMAKE_MATCH_2}${m}${CMAKE_MATCH_3}" PARENT_SCOPE)
endfunction()

# td_tut_step_screens(<screen> <i> <n> <key> <patterns>...): a lesson's step i of n (its sentence the
# TR_* key) shown by --screen <screen> (tutorial, tutorial2) in each language, one test each
# (<screen>_<i>_<lang>): the step's sentence and counter, the lesson panel, no note, and the
# patterns of what the step points at, and none of _tut_absent's (when the caller sets it). The
# picture is checked as the play screen's (_td_play_png), or as _tut_step_png says when the caller
# sets it (a step that covers the table).
function(td_tut_step_screens screen i n key)
  set(_png ${_td_play_png})
  if(DEFINED _tut_step_png)
    set(_png ${_tut_step_png})
  endif()
  foreach(_lang en es fr)
    td_tut_text(_say ${_lang} ${key})
    td_tut_counter(_count ${_lang} ${i} ${n})
    td_game_screen(${screen}_${i}_${_lang}
      ARGS --screen ${screen} --tutorial-step ${i}
      SCREEN play
      EXPECT "^tutorial\\.say text .* text=${_say}" "^tutorial\\.step text .* text=${_count}$"
             "^tutorial\\.callout rect" ${ARGN}
      ABSENT "^tutorial\\.note" ${_tut_absent}
      PNG ${_png}
      LANG ${_lang})
  endforeach()
endfunction()

set(_tut_i 0)
set(_tut_first_die 0)
foreach(_step IN LISTS _tut_steps)
  math(EXPR _tut_i "${_tut_i} + 1")
  if(NOT _step MATCHES "\\{(TUT_[A-Z]+), *(TUT_AT_[A-Z_]+), *([A-Z_0-9]+), *([A-Z_0-9]+), *([A-Z_0-9]+), *(TR_TUT_[A-Z0-9_]+), *(\"[^\"]*\"|NULL), *([A-Z_ |0-9]+)(, *\"roll [^\"]*\"|, *NULL)?\\}")
    message(FATAL_ERROR "tests/game/tutorial.cmake: step ${_tut_i} not read: ${_step}")
  endif()
  set(_kind "${CMAKE_MATCH_1}")
  set(_at "${CMAKE_MATCH_2}")
  set(_hit_a "${CMAKE_MATCH_4}")
  set(_key "${CMAKE_MATCH_6}")
  set(_move "${CMAKE_MATCH_7}")
  set(_res "${CMAKE_MATCH_8}")
  # the highlight the step must show
  set(_hl)
  if(_kind STREQUAL "TUT_SAY")
    list(APPEND _hl "^tutorial\\.button\\[next\\] rect .* hit=")
    if(_at STREQUAL "TUT_AT_HIT")
      list(APPEND _hl "^tutorial\\.area\\.target")
    elseif(NOT _at STREQUAL "TUT_AT_NONE")
      string(REPLACE "TUT_AT_" "" _area "${_at}")
      string(TOLOWER "${_area}" _area)
      list(APPEND _hl "^tutorial\\.area\\.${_area}")
    endif()
  elseif(_kind STREQUAL "TUT_ROLL")
    list(APPEND _hl "^tutorial\\.ring\\.button\\[roll\\] rect" "^button\\[roll\\] rect .* hit=5,1,")
  elseif(_kind MATCHES "^TUT_(MOVE|FREE)$")
    if(_move MATCHES "^\"p1 die ([1-4]) ")
      math(EXPR _slot "${CMAKE_MATCH_1} - 1")
      list(APPEND _hl "^tutorial\\.ring\\.die\\[${_slot}\\] rect")
      # the lesson played with the mouse: the dice wear no key badges (they come with the keys)
      set(_tut_no_keys 1)
      if(NOT _tut_first_die)
        set(_tut_first_die ${_tut_i})
        set(_tut_first_slot ${_slot})
      endif()
    elseif(_move MATCHES "^\"p1 citizen")
      list(APPEND _hl "^tutorial\\.ring\\.citizen")
    elseif(_move MATCHES "^\"p1 fallback")
      list(APPEND _hl "^tutorial\\.ring\\.button\\[fallback\\]")
    else()
      list(APPEND _hl "^tutorial\\.ring\\.cell")
    endif()
  elseif(_kind STREQUAL "TUT_END")
    list(APPEND _hl "^tutorial\\.button\\[real_game\\] rect .* hit=" "^tutorial\\.say text .*[0-9]+ (VP|PV)\\.$")
  endif()
  # the legend: the icon of each resource the step names (all three for a step on resources as
  # such), and no other
  set(_tut_absent)
  foreach(_r I:influence D:deniers K:knowledge)
    string(REPLACE ":" ";" _r "${_r}")
    list(GET _r 0 _bit)
    list(GET _r 1 _name)
    if(_res MATCHES "TUT_RES_(ALL|${_bit})( |$)")
      list(APPEND _hl "^tutorial\\.legend\\.icon\\[${_name}\\] icon .* icon=${_name} box=")
    else()
      list(APPEND _tut_absent "^tutorial\\.legend\\.(icon|text)\\[${_name}\\]")
    endif()
  endforeach()
  if(_tut_no_keys)
    list(APPEND _tut_absent "^dice\\.key\\[")
  endif()
  td_tut_step_screens(tutorial ${_tut_i} ${_tut_n} ${_key} ${_hl})
  unset(_tut_absent)
  unset(_tut_no_keys)
  set(_tut_step_${_key} ${_tut_i})
  set(_tut_kind_${_tut_i} ${_kind})
endforeach()

# Each step's sentence in the smallest window (1024x640, 16:10: the callout a tenth larger over the
# sheet), in each language: on 3 lines at most as drawn, and a move's sentence clear of the line
# under it that says what to do.
foreach(_i RANGE 1 ${_tut_n})
  set(_fits)
  if(_tut_kind_${_i} MATCHES "^TUT_(MOVE|FREE)$")
    set(_fits CLEAR "0:^tutorial\\.say :^tutorial\\.todo ")
  endif()
  foreach(_lang en es fr)
    td_game_screen(tutorial_fits_${_i}_${_lang}
      ARGS --screen tutorial --tutorial-step ${_i} --size 1024x640
      SCREEN play
      EXPECT "^tutorial\\.say text .* box=[0-9,-]+ lines=[1-3] text="
      ${_fits}
      LANG ${_lang})
  endforeach()
endforeach()

# A step that names one thing rings that thing, not the area around it (the ring's box, and its
# glow's, from the dump): the plaza that flipped, in its notch of the wheel's rim, leaves the hub
# and the small layer alone (a ring around the whole wheel would cover them); the first
# Cathedral's multiplier beside Hugues de Payns leaves the other characters' rows alone; the final
# score, between the score column and the citizen tracks, covers none of their bonus boxes. (The
# Cathedral's step says what its move unlocks: the multiplier's box, still empty, is ringed beside
# the die to take.) The plaza's ring is a circle as wide as the plaza is deep (80 units, and a gap),
# round its middle (200 units out from the hub at 300,317): its dots, 5 units out, stay inside the
# rim (258; at 118 units wide it ran past the rim).
foreach(_lang en es fr)
  td_game_screen(tutorial_ring_flipped_plaza_${_lang}
    ARGS --screen tutorial --tutorial-step ${_tut_step_TR_TUT_FLIP}
    SCREEN play
    EXPECT "^tutorial\\.area\\.notch\\[3\\] rect 473 417 round box=431,375,515,459$"
    ABSENT "^tutorial\\.area\\.wheel"
    OUTSIDE "circle=300,317,110:^tutorial\\.(area|glow)"
    LANG ${_lang})
  td_game_screen(tutorial_ring_multiplier_${_lang}
    ARGS --screen tutorial --tutorial-step ${_tut_step_TR_TUT_CATHEDRAL}
    SCREEN play
    EXPECT "^tutorial\\.area\\.multiplier\\[1\\] rect .* box=" "^tutorial\\.ring\\.die\\[2\\] rect"
    ABSENT "^tutorial\\.area\\.characters"
    OUTSIDE "rect=1078,168,1256,450:^tutorial\\.(area|glow)" "rect=1078,90,1150,170:^tutorial\\.(area|glow)"
    LANG ${_lang})
  td_game_screen(tutorial_ring_score_${_lang}
    ARGS --screen tutorial --tutorial-step ${_tut_n}
    SCREEN play
    EXPECT "^tutorial\\.area\\.score rect .* box="
    OUTSIDE "rect=1070,534,1262,600:^tutorial\\.(area|glow)" "rect=1078,90,1256,507:^tutorial\\.(area|glow)"
    LANG ${_lang})
endforeach()

# The lesson rolls most half-days itself (tut_step.roll): the move that ends one is drawn, the next
# half-day's dice are rolled with no click on Roll (the forced roll: red 3, white 2, yellow 1 after
# the work step), and the next step is read over them, its ring on the die it names. Closed right
# after, the lesson comes back at that step with those dice.
math(EXPR _tut_after_work "${_tut_step_TR_TUT_WORK} + 1")
foreach(_lang en es fr)
  td_tut_counter(_count ${_lang} ${_tut_after_work} ${_tut_n})
  td_tut_text(_say ${_lang} TR_TUT_VALUE_MOVE)
  td_game_screen(tutorial_rolls_itself_${_lang}
    ARGS --screen tutorial --tutorial-step ${_tut_step_TR_TUT_WORK}
    MOVES "p1 die 1 2 R work"
    SCREEN play
    EXPECT "^tutorial\\.step text .* text=${_count}$" "^tutorial\\.say text .* text=${_say}"
           "^dice\\.die\\[0\\] die .* value=1 " "^dice\\.die\\[1\\] die .* value=2 "
           "^dice\\.die\\[2\\] die .* value=3 .* body=c43e34" "^tutorial\\.ring\\.die\\[2\\] rect"
    ABSENT "^tutorial\\.ring\\.button\\[roll\\]" "^tutorial\\.note"
    LANG ${_lang})
endforeach()
# Enter at a step whose move takes a die sets that move up in the panel (the die, its value,
# colour and action: the to-do line then says to confirm), and Enter again plays it: the lesson goes
# on to its next step. (It once answered the game's "Pick a die first".)
math(EXPR _tut_after_gain "${_tut_step_TR_TUT_GAIN} + 1")
foreach(_lang en es fr)
  td_tut_counter(_count ${_lang} ${_tut_step_TR_TUT_GAIN} ${_tut_n})
  td_tut_counter(_count2 ${_lang} ${_tut_after_gain} ${_tut_n})
  td_tut_text(_confirm ${_lang} TR_TUT_DO_CONFIRM)
  td_game_screen(tutorial_enter_sets_up_${_lang}
    ARGS --screen tutorial --tutorial-step ${_tut_step_TR_TUT_GAIN}
    MOVES "key Return"
    SCREEN play
    EXPECT "^tutorial\\.step text .* text=${_count}$" "^tutorial\\.todo text .* text=→ ${_confirm}$"
           "^button\\[action,gain\\] rect .* accent" "^button\\[confirm\\] rect .* accent"
    ABSENT "^toast" "^tutorial\\.note"
    LANG ${_lang})
  td_game_screen(tutorial_enter_plays_${_lang}
    ARGS --screen tutorial --tutorial-step ${_tut_step_TR_TUT_GAIN}
    MOVES "key Return" "key Return"
    SCREEN play
    EXPECT "^tutorial\\.step text .* text=${_count2}$"
    ABSENT "^toast" "^tutorial\\.note"
    LANG ${_lang})
endforeach()
td_empty_home(tut_rolled_home)
td_game_screen(tutorial_rolled_closed
  ARGS --screen tutorial --tutorial-step ${_tut_step_TR_TUT_WORK}
  MOVES "p1 die 1 2 R work" "close"
  SCREEN play
  EXPECT "^tutorial\\.step text .* text=Step ${_tut_after_work} of ${_tut_n}$"
  HOME "${CMAKE_CURRENT_BINARY_DIR}/tut_rolled_home" REQUIRES td_tut_rolled_home SETUP td_tut_rolled_closed)
td_game_screen(tutorial_rolled_resumed
  MOVES "click 882 586"
  SCREEN play
  EXPECT "^tutorial\\.step text .* text=Step ${_tut_after_work} of ${_tut_n}$"
         "^dice\\.die\\[2\\] die .* value=3 .* body=c43e34" "^tutorial\\.ring\\.die\\[2\\] rect"
  HOME "${CMAKE_CURRENT_BINARY_DIR}/tut_rolled_home" REQUIRES td_tut_rolled_home td_tut_rolled_closed)

# What to do names the die as the player sees it, by its colour and value as rolled (no slot
# number: "die 2" read as a die showing 2), and the die of a step's move picked pays as the step
# says (deniers for the white 2 made yellow, and for the third Cathedral), not with the game's own
# first choice of payment.
set(_tut_take_die2_en "take the white 2")
set(_tut_take_die2_fr "prenez le 2 blanc")
set(_tut_take_die2_es "toma el 2 blanco")
foreach(_lang en fr es)
  td_game_screen(tutorial_todo_names_die_${_lang}
    ARGS --screen tutorial --tutorial-step ${_tut_step_TR_TUT_COLOUR_MOVE}
    SCREEN play
    EXPECT "^tutorial\\.todo text .* text=→ ${_tut_take_die2_${_lang}}$"
    LANG ${_lang})
  foreach(_key TR_TUT_COLOUR_MOVE TR_TUT_THIRD_CATHEDRAL)
    td_game_screen(tutorial_pays_as_said_${_key}_${_lang}
      ARGS --screen tutorial --tutorial-step ${_tut_step_${_key}}
      MOVES "select 2"
      SCREEN play
      EXPECT "^button\\[pay,deniers\\] rect .* accent( box=[0-9,]+)?$"
      ABSENT "^button\\[pay,(influence|knowledge)\\] rect .* accent( box=[0-9,]+)?$" "^tutorial\\.note"
      LANG ${_lang})
  endforeach()
endforeach()

# --screen tutorial alone: the first step; its area ringed, Next to go on, hints and undo off
td_tut_text(_say en TR_TUT_WELCOME)
td_game_screen(tutorial_first
  ARGS --screen tutorial
  SCREEN play
  EXPECT "^tutorial\\.step text .* text=Step 1 of ${_tut_n}$" "^tutorial\\.day text .* text=Day 1 ·$"
         "^tutorial\\.button\\.text\\[next\\] text .* text=Next \\(Enter\\)$"
         "^tutorial\\.button\\.text\\[skip\\] text .* text=Skip lesson$" "^button\\[hint\\] rect .* hit=15,"
         "^button\\[undo\\] rect .* hit=15,"
         "^button\\[roll\\] rect .* hit=15," "^panel\\.text.* text=Read the gold-framed lesson at the bottom right"
  PNG ${_td_play_png})
# a sentence while a die could be taken: the panel says to read it and press Next
td_game_screen(tutorial_panel_read
  ARGS --screen tutorial --tutorial-step 4
  SCREEN play
  EXPECT "^panel\\.text.* text=Read the gold-framed lesson at the bottom right, then press Next \\(Enter\\)\\.$"
  ABSENT "text=Player 1: pick a die")

# A wrong input at a sentence (the Roll button, before Next) is refused with a note that says what
# to do, and changes nothing: no roll, the same step.
td_game_screen(tutorial_refuse_say
  ARGS --screen tutorial
  MOVES "click 310 668"
  SCREEN play
  EXPECT "^tutorial\\.note text .* text=Follow the highlight: read, then press Next\\.$"
         "^tutorial\\.step text .* text=Step 1 of " "^button\\[roll\\] rect"
  ABSENT "^dice\\.die")
# ... and Next (Enter) goes on to step 2, with no note
td_game_screen(tutorial_next_key
  ARGS --screen tutorial
  MOVES "key Return"
  SCREEN play
  EXPECT "^tutorial\\.step text .* text=Step 2 of "
  ABSENT "^tutorial\\.note")
# At the first die move: hints and undo are refused (the script would break), and another die
# taken is refused too: no die chosen, the ring still on the step's die.
if(_tut_first_die)
  math(EXPR _wrong "(${_tut_first_slot} + 1) % 4 + 1")
  td_game_screen(tutorial_refuse_hint
    ARGS --screen tutorial --tutorial-step ${_tut_first_die}
    MOVES "key H"
    SCREEN play
    EXPECT "^tutorial\\.note text .* text=Not during the guided game: follow the steps\\.$"
           "^tutorial\\.ring\\.die\\[${_tut_first_slot}\\] rect"
    ABSENT "^hilite\\.hint" "^dice\\.ring")
  td_game_screen(tutorial_refuse_die
    ARGS --screen tutorial --tutorial-step ${_tut_first_die}
    MOVES "key ${_wrong}"
    SCREEN play
    EXPECT "^tutorial\\.ring\\.die\\[${_tut_first_slot}\\] rect"
    ABSENT "^dice\\.ring" "^choice\\.text")
  # the right die: the ring goes on to what to click next, and the die is chosen
  math(EXPR _right "${_tut_first_slot} + 1")
  td_game_screen(tutorial_ring_follows
    ARGS --screen tutorial --tutorial-step ${_tut_first_die}
    MOVES "key ${_right}"
    SCREEN play
    EXPECT "^dice\\.ring\\[${_tut_first_slot}\\]" "^tutorial\\.ring\\.(pay|value|colour|cell|diebox|button)"
    ABSENT "^tutorial\\.ring\\.die\\[" "^tutorial\\.note")
endif()

# Leave lesson (Esc, then the pause menu's last button) goes to the title, which then offers to
# continue that lesson, naming it, with the other lesson still offered beside, and Quit alone under
# them (no Restart lesson there: the lesson's pause menu has it); Continue lesson 1 comes back at the
# same step.
td_empty_home(tut_home)
td_game_screen(tutorial_left
  ARGS --screen tutorial --tutorial-step 2
  MOVES "key Escape" "key Down" "key Down" "key Down" "key Down" "key Return"
  SCREEN title
  EXPECT "^item\\[learn\\]\\.part1 text .* text=Continue lesson 1$" "^item\\[quit\\] rect 945 "
         "^item\\[learn_other\\]\\.part1 text .* text=Lesson 2$" "^item\\.sub\\[continue\\] text .* text=No game in progress$"
  ABSENT "^item\\[learn_over\\]" "text=Restart lesson"
  HOME "${CMAKE_CURRENT_BINARY_DIR}/tut_home" REQUIRES td_tut_home SETUP td_tut_left)
td_game_screen(tutorial_resumed
  MOVES "click 882 586"
  SCREEN play
  EXPECT "^tutorial\\.step text .* text=Step 2 of ${_tut_n}$"
  HOME "${CMAKE_CURRENT_BINARY_DIR}/tut_home" REQUIRES td_tut_home td_tut_left SETUP td_tut_resumed)
# Closing the window keeps the guided game where it was (the play screen's quit entry): the next
# start offers to continue it, at that step.
td_empty_home(tut_closed_home)
td_game_screen(tutorial_closed
  ARGS --screen tutorial --tutorial-step 3
  MOVES "close"
  SCREEN play
  EXPECT "^tutorial\\.step text .* text=Step 3 of ${_tut_n}$"
  HOME "${CMAKE_CURRENT_BINARY_DIR}/tut_closed_home" REQUIRES td_tut_closed_home SETUP td_tut_closed)
td_game_screen(tutorial_closed_title
  SCREEN title
  EXPECT "^item\\[learn\\]\\.part1 text .* text=Continue lesson 1$"
  HOME "${CMAKE_CURRENT_BINARY_DIR}/tut_closed_home" REQUIRES td_tut_closed_home td_tut_closed SETUP td_tut_closed_title)
td_game_screen(tutorial_closed_resumed
  MOVES "click 882 586"
  SCREEN play
  EXPECT "^tutorial\\.step text .* text=Step 3 of ${_tut_n}$"
  HOME "${CMAKE_CURRENT_BINARY_DIR}/tut_closed_home" REQUIRES td_tut_closed_home td_tut_closed_title)
# ... and, resumed, its pause menu's Restart lesson starts it over
td_game_screen(tutorial_started_over
  MOVES "click 882 586" "key Escape" "key Down" "key Down" "key Down" "key Return"
  SCREEN play
  EXPECT "^tutorial\\.step text .* text=Step 1 of ${_tut_n}$"
  HOME "${CMAKE_CURRENT_BINARY_DIR}/tut_home" REQUIRES td_tut_home td_tut_resumed)

# Skip: the first press asks, the second ends the lesson for good (the title offers it afresh)
td_game_screen(tutorial_skip_asks
  ARGS --screen tutorial --tutorial-step 2
  MOVES "click 1195 618"
  SCREEN play
  EXPECT "^tutorial\\.button\\.text\\[skip\\] text .* text=Skip\\? Press again$" "^tutorial\\.step text .* text=Step 2 of ")
td_empty_home(tut_skip_home)
td_game_screen(tutorial_skipped
  ARGS --screen tutorial --tutorial-step 2
  MOVES "click 1195 618" "click 1195 618"
  SCREEN title
  EXPECT "^item\\[learn\\]\\.part1 text .* text=Learn to play$"
  ABSENT "^item\\[learn_over\\]"
  HOME "${CMAKE_CURRENT_BINARY_DIR}/tut_skip_home" REQUIRES td_tut_skip_home)

# The first start: the offer, until it is answered (a start closed on it offers it again; once
# skipped, the next start shows the title); Esc skips it, Enter learns.
td_empty_home(learn_home)
td_game_screen(learn_offer
  SCREEN learn
  EXPECT "^title text .* text=New to Troyes Dice\\?$" "^learn rect .* focus accent" "^learn\\.part1 text .* text=Learn to play$"
         "^skip\\.part1 text .* text=Skip, I know the game$"
  PNG --min-colours 40
  HOME "${CMAKE_CURRENT_BINARY_DIR}/learn_home" REQUIRES td_learn_home SETUP td_learn_offered)
td_game_screen(learn_offer_again
  SCREEN learn
  EXPECT "^title text .* text=New to Troyes Dice\\?$"
  HOME "${CMAKE_CURRENT_BINARY_DIR}/learn_home" REQUIRES td_learn_home td_learn_offered SETUP td_learn_again)
td_game_screen(learn_offer_skipped
  ARGS --screen learn
  MOVES "key Escape"
  SCREEN title
  HOME "${CMAKE_CURRENT_BINARY_DIR}/learn_home" REQUIRES td_learn_home td_learn_again SETUP td_learn_skipped)
td_game_screen(learn_offer_once
  SCREEN title
  EXPECT "^item\\[learn\\]\\.part1 text .* text=Learn to play$"
  HOME "${CMAKE_CURRENT_BINARY_DIR}/learn_home" REQUIRES td_learn_home td_learn_skipped)
foreach(_lang es fr)
  td_tut_text(_head ${_lang} TR_TUT_OFFER_HEAD)
  td_game_screen(learn_offer_${_lang}
    ARGS --screen learn
    SCREEN learn
    EXPECT "^title text .* text=${_head}$"
    PNG --min-colours 40
    LANG ${_lang})
endforeach()
# In a lesson the pause menu offers Restart lesson and Leave lesson (no Save and leave), in the
# small window too (every button's words at the one full size); Restart lesson starts the lesson
# again at its first step, the menu gone.
set(_tut_pause_restart_en "Restart lesson")
set(_tut_pause_restart_fr "Recommencer la leçon")
set(_tut_pause_restart_es "Reiniciar la lección")
set(_tut_pause_leave_en "Leave lesson")
set(_tut_pause_leave_fr "Quitter la leçon")
set(_tut_pause_leave_es "Salir de la lección")
set(_tut_pause_step1_en "Step 1 of ${_tut_n}")
set(_tut_pause_step1_fr "Étape 1 sur ${_tut_n}")
set(_tut_pause_step1_es "Paso 1 de ${_tut_n}")
foreach(_lang en fr es)
  td_game_screen(tutorial_pause_panel_${_lang}
    ARGS --screen tutorial --tutorial-step 5 --size 1024x640
    MOVES "key Escape"
    SCREEN play
    LANG ${_lang}
    EXPECT "^overlay\\.pause\\.button\\[resume\\] rect .* focus accent$"
           "^overlay\\.pause\\.button\\.text\\[restart_lesson\\] text .* text=${_tut_pause_restart_${_lang}}$"
           "^overlay\\.pause\\.button\\.text\\[leave_lesson\\] text .* text=${_tut_pause_leave_${_lang}}$"
    COUNT "5:^size overlay\\.pause\\.button\\.text\\[[a-z_]+\\] 15\\.2$"
    ABSENT "^overlay\\.pause\\.button\\[save_leave\\]")
  td_game_screen(tutorial_pause_restart_${_lang}
    ARGS --screen tutorial --tutorial-step 5
    MOVES "key Escape" "key Down" "key Down" "key Down" "key Return"
    SCREEN play
    LANG ${_lang}
    EXPECT "^tutorial\\.step text .* text=${_tut_pause_step1_${_lang}}$"
    ABSENT "^overlay\\.")
endforeach()
# While the menu is open the lesson's Next button (under the veil) does not move it on: Esc resumes
# at the same step.
td_game_screen(tutorial_pause_holds_step
  ARGS --screen tutorial --tutorial-step 4
  MOVES "key Escape" "click 1183 682" "key Escape"
  SCREEN play
  EXPECT "^tutorial\\.step text .* text=Step 4 of ${_tut_n}$"
  ABSENT "^overlay\\.")
td_game_screen(learn_escape_skips
  ARGS --screen learn
  MOVES "key Escape"
  SCREEN title)
td_game_screen(learn_enter_learns
  ARGS --screen learn
  MOVES "key Return"
  SCREEN play
  EXPECT "^tutorial\\.step text .* text=Step 1 of ${_tut_n}$")
td_game_screen(learn_pad_b_skips
  ARGS --screen learn
  MOVES "pad b"
  SCREEN title)

td_game_refuses(tutorial_step_count "the guided game has ${_tut_n} steps"
  --screen tutorial --tutorial-step 9999 --screenshot "${_td_screens}/tutorial_step_count.png")
td_game_refuses(tutorial_step_alone "--tutorial-step goes with --screen tutorial"
  --tutorial-step 2 --screenshot "${_td_screens}/tutorial_step_alone.png")

# The pad alone: A reads on (Next) and rolls; the keyboard alone plays a die move (its key, then
# Enter chooses its first action and Enter again plays it).
td_game_screen(tutorial_pad
  ARGS --screen tutorial
  MOVES "pad a" "pad a" "pad a"
  SCREEN play
  EXPECT "^tutorial\\.step text .* text=Step 4 of ${_tut_n}$" "^dice\\.die\\[0\\] die"
  ABSENT "^tutorial\\.note")
if(_tut_first_die)
  math(EXPR _after "${_tut_first_die} + 1")
  math(EXPR _right "${_tut_first_slot} + 1")
  td_game_screen(tutorial_keys_move
    ARGS --screen tutorial --tutorial-step ${_tut_first_die}
    MOVES "key ${_right}" "key Return" "key Return"
    SCREEN play
    EXPECT "^tutorial\\.step text .* text=Step ${_after} of ${_tut_n}$"
    ABSENT "^tutorial\\.note")
endif()

# A guided game left with moves that its steps do not give (a file of another version of them):
# Continue learning starts it afresh, at step 1, and says why on stderr.
add_test(NAME game_tut_stale_home_copy
  COMMAND ${CMAKE_COMMAND} "-DTD_FROM=${CMAKE_CURRENT_SOURCE_DIR}/tut_stale_home"
          "-DTD_TO=${CMAKE_CURRENT_BINARY_DIR}/tut_stale_home" -P "${CMAKE_CURRENT_SOURCE_DIR}/fresh_copy.cmake")
set_tests_properties(game_tut_stale_home_copy PROPERTIES FIXTURES_SETUP td_tut_stale_home LABELS "game")
td_game_screen(tutorial_stale_restarts
  MOVES "click 882 586"
  SCREEN play
  EXPECT "^tutorial\\.step text .* text=Step 1 of ${_tut_n}$"
  HOME "${CMAKE_CURRENT_BINARY_DIR}/tut_stale_home" REQUIRES td_tut_stale_home)

# The end: "See the scores" shows the final scoring, where a real game (New game) is the way
# forward and nothing counts towards the profiles' tallies; Enter on the play screen leads to a
# real game's setup, a solo one: one human seat, no bot.
if(_kind STREQUAL "TUT_END")
  td_game_screen(tutorial_end_scores
    ARGS --screen tutorial --tutorial-step ${_tut_n}
    MOVES "click 541 602"
    SCREEN end
    EXPECT "^button\\[new\\] rect .* accent" "text=Final score: [0-9]+ VP\\.$"
    ABSENT "^button\\[again\\] rect .* accent" "counts towards")
  td_game_screen(tutorial_end_real_game
    ARGS --screen tutorial --tutorial-step ${_tut_n}
    MOVES "key Down" "key Return"
    SCREEN setup
    EXPECT "^name\\[0\\]\\.part1 text .* text=Player 1$" "^add\\[person\\]\\.part1 text " "^add\\[bot\\]\\.part1 text "
    ABSENT "^seat\\[1\\]" "^name\\[1\\]")
endif()

# The last move is the player's own (a free step): another die than the one ringed is taken, not
# refused; the ring goes, and the line under the sentence says to finish the move as the panel
# asks. Played with the mouse (the yellow 6 gains 6 deniers), it ends the game and the lesson.
set(_free ${_tut_step_TR_TUT_THIRD_CATHEDRAL})
math(EXPR _free_next "${_free} + 1")
foreach(_lang en es fr)
  td_tut_text(_todo ${_lang} TR_TUT_DO_FREE)
  td_tut_counter(_count ${_lang} ${_free} ${_tut_n})
  td_game_screen(tutorial_last_other_die_${_lang}
    ARGS --screen tutorial --tutorial-step ${_free}
    MOVES "key 4"
    SCREEN play
    EXPECT "^tutorial\\.todo text .* text=→ ${_todo}$" "^tutorial\\.step text .* text=${_count}$"
           "^dice\\.die\\[3\\] die .* value=6 "
    ABSENT "^tutorial\\.ring\\." "^tutorial\\.area\\." "^tutorial\\.note"
    LANG ${_lang})
endforeach()
td_tut_counter(_count en ${_free_next} ${_tut_n})
td_game_screen(tutorial_last_own_move
  ARGS --screen tutorial --tutorial-step ${_free}
  MOVES "click 195 378" "click 423 617" "click 500 689"
  SCREEN play
  EXPECT "^tutorial\\.step text .* text=${_count}$" "^tutorial\\.button\\[real_game\\] rect .* hit="
         "^tutorial\\.say text .* text=Game over\\. .* [0-9]+ VP\\.$"
  ABSENT "^tutorial\\.note")
# ... and Enter, Enter there takes the ringed idea (the white 2 to 4: the third Cathedral, in
# column 4), as at the lesson's other moves: it answered "Pick a die first", or with the die
# picked set up Gain instead
td_game_screen(tutorial_last_enter_takes_idea
  ARGS --screen tutorial --tutorial-step ${_free}
  MOVES "key Return" "key Return"
  SCREEN play
  EXPECT "^tutorial\\.step text .* text=${_count}$" "^sheet\\.ink\\[cathedral,3\\] "
  ABSENT "^tutorial\\.note" "^toast")

# In a 16:10 window the guided game's ring follows the die it points at with the wheel, 8 units
# left of its place at 16:9 and 40 lower (round about the die: no key badge, the keys not used).
td_game_screen(tutorial_tall
  ARGS --screen tutorial --tutorial-step ${_tut_step_TR_TUT_GAIN} --size 1280x800
  SCREEN play
  EXPECT "^output 1280 800$" "^dice\\.die\\[0\\] die 370 264 " "^tutorial\\.ring\\.die\\[0\\] rect 370 264 round box=334,228,406,300$"
         "^tutorial\\.say text [0-9]+ [0-9]+ box=[0-9,-]+ lines=[1-3] text=A die builds in its colour's district, .* Yellow gives deniers: "
  ABSENT "^dice\\.key\\[")
# Once a key is used (Page Down), the dice wear their keys: in a small window the ring around the
# die to take leans to take in its key badge (the key that picks it), clear of its gold line; the
# badge is a key cap (its dark side below it).
td_game_screen(tutorial_key_badge_small
  ARGS --screen tutorial --tutorial-step ${_tut_step_TR_TUT_VALUE_MOVE} --size 1024x640
  MOVES "key PageDown"
  SCREEN play
  EXPECT "^output 1024 640$" "^dice\\.key\\[2,1\\] text .* text=3$" "^dice\\.key\\[2,2\\] rect "
  INSIDE "4:^tutorial\\.ring\\.die\\[2\\] rect:^dice\\.key\\[2,0\\] rect"
  LANG fr)

# ---- the second lesson (src/game/tutorial/lesson2.c: --screen tutorial2) --------------------------
#
#   game_screen_tutorial2_<N>_<lang>  a few of its steps in the three languages: its sentence, its
#                                     counter, its highlight (a tile on the wheel, the Hint or Undo
#                                     button, lit; a hot-seat picture's button; the way forward at
#                                     the end); a tile's sentence names its number
#   game_screen_tutorial2_raid_said_*, _flip_said_*   the Raid 6 and Raid 8 steps: the ring on the
#                                     tile as drawn, the Raid's effect in its tooltip's words
#   game_screen_tutorial2_*_picture   the hot-seat pictures: Pass the turn, the hand-over screen,
#                                     Show the choices; _picture_frame_*: each framed over the
#                                     dimmed table, its header (number, whose screen, half-day);
#                                     _handover_picture_symbols: the colour-blind shapes on its dice
#   game_screen_tutorial2_hint_list_seen_*   the hints' sentence stands clear of the hint list
#   game_screen_tutorial2_hint_*      H, the Hint button or Enter shows the hints and goes on; elsewhere H
#                                     is refused; _hint_started_*: started past the hint step,
#                                     its hints are shown until the next move
#   game_screen_tutorial2_undo*       Backspace, the Undo button or Enter takes the move back and goes on;
#                                     a roll is refused there
#   game_screen_tutorial_next_lesson  the first lesson's end offers the second
#   game_screen_tutorial2_title*      the title's Lesson 2 starts it; left, it is resumed
set(_tut2_src "${PROJECT_SOURCE_DIR}/src/game/tutorial/lesson2.c")
set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS "${_tut2_src}")
file(READ "${_tut2_src}" _tut2_text)
string(REGEX MATCHALL "\n[ \t]*\\{TUT_(SAY|ROLL|MOVE|END|HINT|UNDO),[^\n]*" _tut2_steps "${_tut2_text}")
list(LENGTH _tut2_steps _tut2_n)
set(_tut2_i 0)
foreach(_step IN LISTS _tut2_steps)
  math(EXPR _tut2_i "${_tut2_i} + 1")
  if(NOT _step MATCHES "\\{(TUT_[A-Z]+), *(TUT_AT_[A-Z_]+), *([A-Z_0-9]+), *([A-Z_0-9]+), *([A-Z_0-9]+), *(TR_TUT2_[A-Z0-9_]+)")
    message(FATAL_ERROR "tests/game/tutorial.cmake: lesson 2's step ${_tut2_i} not read: ${_step}")
  endif()
  set(_kind "${CMAKE_MATCH_1}")
  set(_at "${CMAKE_MATCH_2}")
  set(_hit "${CMAKE_MATCH_3}")
  set(_hit_a "${CMAKE_MATCH_4}")
  set(_hit_b "${CMAKE_MATCH_5}")
  set(_key "${CMAKE_MATCH_6}")
  set(_hl)
  if(_kind STREQUAL "TUT_HINT")
    list(APPEND _hl "^tutorial\\.ring\\.button\\[hint\\] rect" "^button\\[hint\\] rect .* hit=5,4,")
  elseif(_kind STREQUAL "TUT_UNDO")
    list(APPEND _hl "^tutorial\\.ring\\.button\\[undo\\] rect" "^button\\[undo\\] rect .* hit=5,3,")
  elseif(_kind STREQUAL "TUT_END")
    list(APPEND _hl "^tutorial\\.button\\[real_game\\] rect .* hit=")
  elseif(_kind STREQUAL "TUT_SAY" AND _hit STREQUAL "HIT_TILE")
    # the ring on that tile, on that side; the sentence names its number (Banquet N, and Raid N on
    # the Raid side, whose effect it says in the tile's tooltip's words)
    list(APPEND _hl "^tutorial\\.area\\.target\\[${_hit_a},${_hit_b}\\] rect" "^tutorial\\.button\\[next\\] rect .* hit="
                    "^button\\[hint\\] rect .* hit=15," "^button\\[undo\\] rect .* hit=15,")
    if(_key STREQUAL "TR_TUT2_FLIP")
      # the flip alone: Banquet 8 turns to Raid 8 (its effect is the next step's)
      list(APPEND _hl "^tutorial\\.say text .*[^0-9]${_hit_a}[^0-9].*[^0-9]${_hit_a}[^0-9]")
      set(_tut2_flip ${_tut2_i})
    elseif(_key STREQUAL "TR_TUT2_RAID_8")
      # Raid 8 from now on: its effect
      list(APPEND _hl "^tutorial\\.say text .*[^0-9]${_hit_a}[^0-9]")
      set(_tut2_raid_${_hit_a} ${_tut2_i})
    elseif(_hit_b STREQUAL "1")
      list(APPEND _hl "^tutorial\\.say text .*[^0-9]${_hit_a}[^0-9].*[^0-9]${_hit_a}[^0-9]")
      set(_tut2_raid_${_hit_a} ${_tut2_i})
    else()
      list(APPEND _hl "^tutorial\\.say text .*[^0-9]${_hit_a}[^0-9]")
    endif()
  elseif(_kind STREQUAL "TUT_SAY" AND _at STREQUAL "TUT_AT_PICTURE")
    # a picture of a hot-seat screen, its button ringed (the ring where the button is: the panel's
    # at the title's right, as the play screen has it)
    if(_hit_a STREQUAL "TUT_PIC_HANDOVER")
      set(_pic 1)
      set(_at_xy "640 434")
    elseif(_hit_a STREQUAL "TUT_PIC_REVEAL")
      set(_pic 2)
      set(_at_xy "819 309")
    else()
      set(_pic 0)
      set(_at_xy "819 309")
    endif()
    list(APPEND _hl "^tutorial\\.area\\.picture\\[${_pic}\\] rect ${_at_xy} box=" "^tutorial\\.picture\\.button rect ${_at_xy} accent$"
                    "^tutorial\\.picture\\[1\\] rect" "^tutorial\\.button\\[next\\] rect .* hit=")
    set(_tut2_pic_${_pic} ${_tut2_i})
  else()
    continue()
  endif()
  if(_at STREQUAL "TUT_AT_PICTURE") # a picture covers the table
    set(_tut_step_png --min-colours 40)
  endif()
  td_tut_step_screens(tutorial2 ${_tut2_i} ${_tut2_n} ${_key} ${_hl})
  unset(_tut_step_png)
  if(_kind STREQUAL "TUT_HINT")
    set(_tut2_hint ${_tut2_i})
  elseif(_kind STREQUAL "TUT_UNDO")
    set(_tut2_undo ${_tut2_i})
  endif()
endforeach()
if(NOT _tut2_raid_6 OR NOT _tut2_raid_8 OR NOT _tut2_flip OR NOT _tut2_pic_0 OR NOT _tut2_pic_1 OR NOT _tut2_pic_2)
  message(FATAL_ERROR "tests/game/tutorial.cmake: lesson 2 does not show Raid 6 and Raid 8, or all three hot-seat pictures")
endif()
if(NOT _tut2_hint OR NOT _tut2_undo)
  message(FATAL_ERROR "tests/game/tutorial.cmake: lesson 2 has no hint or no undo step")
endif()
math(EXPR _tut2_after_hint "${_tut2_hint} + 1")
math(EXPR _tut2_after_undo "${_tut2_undo} + 1")
# (after the undo, hint 1 to take, then the three hot-seat pictures)
math(EXPR _tut2_take_hint "${_tut2_undo} + 1")
math(EXPR _tut2_after_take "${_tut2_undo} + 2")
td_tut_text(_say en TR_TUT2_WELCOME)
set(_tut2_welcome "${_say}")

# hints: H, or the Hint button, shows them (numbered on the sheet) and the lesson goes on
td_game_screen(tutorial2_hint_key
  ARGS --screen tutorial2 --tutorial-step ${_tut2_hint}
  MOVES "key H"
  SCREEN play
  EXPECT "^tutorial\\.step text .* text=Step ${_tut2_after_hint} of ${_tut2_n}$" "^hilite\\.hint\\.badge\\[0,0\\] rect"
  ABSENT "^tutorial\\.note")
td_game_screen(tutorial2_hint_button
  ARGS --screen tutorial2 --tutorial-step ${_tut2_hint}
  MOVES "click 1070 20"
  SCREEN play
  EXPECT "^tutorial\\.step text .* text=Step ${_tut2_after_hint} of ${_tut2_n}$" "^hilite\\.hint\\.badge\\[0,0\\] rect"
  ABSENT "^tutorial\\.note")
# ... and Enter, which goes on at the lesson's other steps, does what this one asks (it was refused)
td_game_screen(tutorial2_hint_enter
  ARGS --screen tutorial2 --tutorial-step ${_tut2_hint}
  MOVES "key Return"
  SCREEN play
  EXPECT "^tutorial\\.step text .* text=Step ${_tut2_after_hint} of ${_tut2_n}$" "^hilite\\.hint\\.badge\\[0,0\\] rect"
  ABSENT "^tutorial\\.note" "^toast")
# ... also with hints turned off in the settings: the lesson's hint step is the lesson's, not a game's
td_game_screen(tutorial2_hint_key_hints_off
  ARGS --screen tutorial2 --tutorial-step ${_tut2_hint}
  MOVES "key H"
  SCREEN play
  EXPECT "^tutorial\\.step text .* text=Step ${_tut2_after_hint} of ${_tut2_n}$" "^hilite\\.hint\\.badge\\[0,0\\] rect"
  ABSENT "^tutorial\\.note" "^toast"
  HOME "${CMAKE_CURRENT_BINARY_DIR}/hints_off_home" REQUIRES td_hints_off_home td_hints_off_set)
# started past the hint step (--tutorial-step, or a lesson resumed there), the hints asked for are
# on the table as reaching that step shows them: at the next step and at the move it leads to,
# until that move is made
math(EXPR _tut2_hint_move "${_tut2_hint} + 2")
math(EXPR _tut2_hint_moved "${_tut2_hint} + 3")
foreach(_at ${_tut2_after_hint} ${_tut2_hint_move})
  td_game_screen(tutorial2_hint_started_${_at}
    ARGS --screen tutorial2 --tutorial-step ${_at}
    SCREEN play
    EXPECT "^tutorial\\.step text .* text=Step ${_at} of ${_tut2_n}$" "^hilite\\.hint\\.badge\\[0,0\\] rect"
           "^hilite\\.hint\\.text\\[0,0\\] text .* text=The expert's hints")
endforeach()
td_game_screen(tutorial2_hint_started_moved
  ARGS --screen tutorial2 --tutorial-step ${_tut2_hint_moved}
  SCREEN play
  EXPECT "^tutorial\\.step text .* text=Step ${_tut2_hint_moved} of ${_tut2_n}$"
  ABSENT "^hilite\\.hint")
# The second lesson's sentences name its dice as they look on the wheel (the white 3 beside
# Banquet 3, the yellow 2 to try, the same yellow 2 raised to 3 as hint 1 has it), not by their
# slots' numbers, in each language.
set(_tut2_names_en "The white 3 sits beside Banquet 3: " "take the yellow 2 and gain 2 deniers\\.$" "The yellow 2, raised to 3 with 1 influence, ")
set(_tut2_names_fr "Le 3 blanc est à côté du Banquet 3..: " "prenez le 2 jaune et gagnez 2 deniers\\.$" "Le 2 jaune, monté à 3 avec 1 influence, ")
set(_tut2_names_es "El 3 blanco está junto al Banquete 3: " "toma el 2 amarillo y obtén 2 de fortuna\\.$" "El 2 amarillo, subido a 3 con 1 de influencia, ")
foreach(_lang en fr es)
  set(_i 0)
  foreach(_st 3 10 ${_tut2_take_hint})
    list(GET _tut2_names_${_lang} ${_i} _said)
    td_game_screen(tutorial2_names_dice_${_st}_${_lang}
      ARGS --screen tutorial2 --tutorial-step ${_st}
      SCREEN play
      EXPECT "^tutorial\\.say text .* text=.*${_said}"
      ABSENT "^tutorial\\.say .*([Dd]ie|[Dd]é|[Dd]ado) [1-4]"
      LANG ${_lang})
    math(EXPR _i "${_i} + 1")
  endforeach()
endforeach()
# Banquet 3's die: its price struck through beside it, the new one ("free") under it, is wider
# than the room the prices keep from a die's round ring. With the keys used (an arrow, which the
# lesson refuses) the ring leaning to take in the die's key badge crossed the struck price's icons:
# the die and its badge are ringed by a box hugging both, clear of the price (its icons at x 345 to
# 380, y 295 to 309, "free" under them down to 320); with the mouse alone (no badge) the round ring
# about the die stays clear of it (its soft halo grazes the strike's end). In each language.
foreach(_lang en es fr)
  td_game_screen(tutorial2_free_die_ring_mouse_${_lang}
    ARGS --screen tutorial2 --tutorial-step 4 --size 1280x720
    SCREEN play
    EXPECT "^tutorial\\.ring\\.die\\[1\\] rect 419 296 round box=383,260,455,332$" "^wheel\\.cost\\.struck\\[2\\] rect 359 302"
    ABSENT "^dice\\.key\\["
    OUTSIDE "rect=345,295,380,320:^tutorial\\.ring\\.die\\[1\\] "
    LANG ${_lang})
  td_game_screen(tutorial2_free_die_ring_${_lang}
    ARGS --screen tutorial2 --tutorial-step 4 --size 1280x720
    MOVES "key Left"
    SCREEN play
    EXPECT "^tutorial\\.ring\\.die\\[1\\] rect .* box=382,257,445,321$" "^dice\\.key\\[1,0\\] rect .* box=384,260,402,278$"
           "^dice\\.die\\[1\\] die 419 296 " "^wheel\\.cost\\.struck\\[2\\] rect 359 302"
    OUTSIDE "rect=345,295,380,320:^tutorial\\.(ring\\.die\\[1\\]|glow\\[0\\]) "
    LANG ${_lang})
endforeach()
# The same in the first lesson where a price's word is long: at the work buildings' step (die 1 on
# day 2, "gratuit", "gratis" beside it, 42 and 34 units wide, centred at 359, 307) the ring leaning
# to the key badge (the keys used) crossed the word's end; the box hugging the die and its badge
# leaves it whole. The English "free" is short: the round ring stays.
foreach(_lang es fr)
  td_game_screen(tutorial_free_word_ring_${_lang}
    ARGS --screen tutorial --tutorial-step ${_tut_step_TR_TUT_WORK} --size 1280x720
    MOVES "key Left"
    SCREEN play
    EXPECT "^tutorial\\.ring\\.die\\[0\\] rect .* box=382,257,445,321$" "^wheel\\.cost\\[1\\] text 359 307 "
    OUTSIDE "rect=338,301,380,313:^tutorial\\.(ring\\.die\\[0\\]|glow\\[0\\]) "
    INSIDE "0/2:^tutorial\\.ring\\.die\\[0\\] :^dice\\.key\\[0,0\\] "
    LANG ${_lang})
endforeach()
td_game_screen(tutorial_free_word_ring_en
  ARGS --screen tutorial --tutorial-step ${_tut_step_TR_TUT_WORK} --size 1280x720
  MOVES "key Left"
  SCREEN play
  EXPECT "^tutorial\\.ring\\.die\\[0\\] rect 413 289 round box=" "^wheel\\.cost\\[1\\] text 359 307 .* text=free$")
# ... but not at another step
td_game_screen(tutorial2_hint_refused
  ARGS --screen tutorial2 --tutorial-step 4
  MOVES "key H"
  SCREEN play
  EXPECT "^tutorial\\.note text .* text=Not during the guided game: follow the steps\\.$"
         "^tutorial\\.step text .* text=Step 4 of ${_tut2_n}$"
  ABSENT "^hilite\\.hint")
# undo: Backspace, or the Undo button, takes the move back: the game is at day 1's afternoon again,
# the die taken back on the wheel, and with that decision open again its hints are shown again
# (the list under the sheet, the badges on it), for the next step: hint 1 to take, its row ringed
td_game_screen(tutorial2_undo_key
  ARGS --screen tutorial2 --tutorial-step ${_tut2_undo}
  MOVES "key BackSpace"
  SCREEN play
  EXPECT "^tutorial\\.step text .* text=Step ${_tut2_after_undo} of ${_tut2_n}$" "^tutorial\\.ring\\.hint\\[0\\] rect"
         "^hilite\\.hint\\.badge\\[0,0\\] rect" "^hilite\\.hint\\.row\\[0\\] rect"
         "text=Day 1 of 8 · afternoon$" "^dice\\.die\\[0\\] die " "^button\\[undo\\] rect .* hit=15,"
  ABSENT "^tutorial\\.note" "^tutorial\\.picture")
# ... Enter too (it rolls in a game, with the choices shown: here it takes the move back, as asked)
td_game_screen(tutorial2_undo_enter
  ARGS --screen tutorial2 --tutorial-step ${_tut2_undo}
  MOVES "key Return"
  SCREEN play
  EXPECT "^tutorial\\.step text .* text=Step ${_tut2_after_undo} of ${_tut2_n}$" "text=Day 1 of 8 · afternoon$"
         "^dice\\.die\\[0\\] die "
  ABSENT "^tutorial\\.note" "^toast")
td_game_screen(tutorial2_undo_button
  ARGS --screen tutorial2 --tutorial-step ${_tut2_undo}
  MOVES "click 1138 20"
  SCREEN play
  EXPECT "^tutorial\\.step text .* text=Step ${_tut2_after_undo} of ${_tut2_n}$" "text=Day 1 of 8 · afternoon$"
  ABSENT "^tutorial\\.note")
# at the undo step, Undo's tooltip says what it does (not the guided game's refusal), and Roll,
# which that step does not ask for, is not lit
td_game_screen(tutorial2_undo_tooltip
  ARGS --screen tutorial2 --tutorial-step ${_tut2_undo}
  MOVES "hover 1138 20"
  SCREEN play
  EXPECT "^tooltip Takes back your last choice\\.$" "^button\\[roll\\] rect .* hit=15,"
  ABSENT "^tooltip Not during the guided game")
# ... and once it is pressed (the mouse still on it), its tooltip says why it is off: nothing is
# left to undo (not a refusal of the click just made)
td_game_screen(tutorial2_undo_tooltip_after
  ARGS --screen tutorial2 --tutorial-step ${_tut2_undo}
  MOVES "click 1138 20" "hover 1138 20"
  SCREEN play
  EXPECT "^tutorial\\.step text .* text=Step ${_tut2_take_hint} of ${_tut2_n}$" "^tooltip Nothing to undo"
  ABSENT "^tooltip Not during the guided game")
# After the undo, hint 1 is taken (the expert's best move for that decision, which the lesson's
# sentence names: the yellow 2 raised to 3 with 1 influence, a Great Hall, +4 VP): the hint's row
# under the sheet ringed, the yellow die's ring paler beside it, the list's first row naming that
# move, in each language; a click on the row sets the move up (Confirm ringed), and Confirm plays
# it: the score up from 6 to 10 VP, the lesson rolls day 2's morning and the pictures come.
set(_tut2_hint1_en "Take the yellow 2 as yellow 3: build a Great Hall, pay 1 influence$")
set(_tut2_hint1_fr "Prenez le 2 jaune en 3 jaune : construisez une Halle, payez 1 influence$")
set(_tut2_hint1_es "Toma el 2 amarillo como 3 amarillo: construye un Mercado, paga 1 de influencia$")
set(_tut2_take_todo_en "→ click the row of hint 1 under your sheet$")
set(_tut2_take_todo_fr "→ cliquez sur la ligne du conseil 1 sous votre feuille$")
set(_tut2_take_todo_es "→ haz clic en la fila de la pista 1 bajo tu hoja$")
set(_tut2_confirm_en "→ press Confirm$")
set(_tut2_confirm_fr "→ appuyez sur Valider$")
set(_tut2_confirm_es "→ pulsa Confirmar$")
foreach(_lang en fr es)
  td_tut_text(_say ${_lang} TR_TUT2_TAKE_HINT)
  td_tut_counter(_count ${_lang} ${_tut2_take_hint} ${_tut2_n})
  td_game_screen(tutorial2_take_hint_${_lang}
    ARGS --screen tutorial2 --tutorial-step ${_tut2_take_hint}
    SCREEN play
    EXPECT "^tutorial\\.say text .* text=${_say}" "^tutorial\\.step text .* text=${_count}$"
           "^tutorial\\.ring\\.hint\\[0\\] rect [89][0-9][0-9] 638 " "^tutorial\\.area\\.target\\[0,0\\] rect 259 431 round"
           "^hilite\\.hint\\.row\\[0\\] rect .* hit=11,0,0$" "^hilite\\.hint\\.text\\[1,1\\] text .* text=${_tut2_hint1_${_lang}}"
           "^tutorial\\.todo text .* text=${_tut2_take_todo_${_lang}}" "^tutorial\\.legend\\.icon\\[influence\\] "
           "^seat\\.text\\[0\\] text .* · 6[^0-9]+(VP|PV)$"
    ABSENT "^tutorial\\.note" "^tutorial\\.ring\\.die" "^tutorial\\.legend\\.icon\\[(deniers|knowledge)\\] "
    LANG ${_lang})
  td_game_screen(tutorial2_take_hint_set_up_${_lang}
    ARGS --screen tutorial2 --tutorial-step ${_tut2_take_hint}
    MOVES "click 858 637"
    SCREEN play
    EXPECT "^tutorial\\.ring\\.button\\[confirm\\] rect" "^tutorial\\.todo text .* text=${_tut2_confirm_${_lang}}"
           "^tutorial\\.step text .* text=.*${_tut2_take_hint}.*${_tut2_n}$"
    ABSENT "^tutorial\\.note" "^tutorial\\.ring\\.hint"
    LANG ${_lang})
endforeach()
td_game_screen(tutorial2_take_hint_played
  ARGS --screen tutorial2 --tutorial-step ${_tut2_take_hint}
  MOVES "click 858 637" "click 500 690"
  SCREEN play
  EXPECT "^tutorial\\.step text .* text=Step ${_tut2_after_take} of ${_tut2_n}$" "text=Player 1 · 10 VP$"
         "^sheet\\.total\\[1\\] text .* text=10 VP$" "text=Day 2 of 8 · morning$" "^tutorial\\.area\\.picture\\[0\\] rect"
  ABSENT "^tutorial\\.note")
# ... the move it names, made on the die itself, goes too (the die, then its value 3); another
# hint's row is refused, and says what the step asks for
td_game_screen(tutorial2_take_hint_die
  ARGS --screen tutorial2 --tutorial-step ${_tut2_take_hint}
  MOVES "click 259 431"
  SCREEN play
  EXPECT "^tutorial\\.ring\\.value\\[3\\] rect" "^tutorial\\.todo text .* text=→ set its value to 3$"
  ABSENT "^tutorial\\.note")
td_game_screen(tutorial2_take_hint_other_refused
  ARGS --screen tutorial2 --tutorial-step ${_tut2_take_hint}
  MOVES "click 827 660"
  SCREEN play
  EXPECT "^tutorial\\.note text .* text=Follow the highlight: click the row of hint 1 under your sheet\\.$"
         "^tutorial\\.ring\\.hint\\[0\\] rect"
  ABSENT "^button\\[confirm\\]")
# ... and started at that step (--tutorial-step, or a lesson resumed there), its hints are shown
# as the undo brought them back
td_game_screen(tutorial2_take_hint_started
  ARGS --screen tutorial2 --tutorial-step ${_tut2_take_hint}
  SCREEN play
  EXPECT "^hilite\\.hint\\.badge\\[0,0\\] rect" "^hilite\\.hint\\.text\\[0,0\\] text .* text=The expert's hints")
# While the hints are shown the lesson's callout leaves the hint list at the sheet's foot (at the
# step that asks for them, it stays there until they come: moved before them, it left a bare block
# under the sheet, then jumped back): at the move that takes hint 1 it stands above the panel, where a
# die is set up, over the foot of the wheel, clear of the dice on the wheel's inner ring (the
# yellow 2's ring at 259,431); at a step that needs nothing of the panel (the Hint button's, a
# sentence's) it lies on the panel, the wheel whole above it (over the wheel's foot, it hid its
# bottom plazas). At a move that is none of the hints (step 10: "Try something first") the list is
# not needed: the callout lies over it, at the sheet's foot, as in lesson 1, the wheel whole.
foreach(_size "1280x720:10,483,610,592:10,596,610,708:259,431:300,317:628,601,1272,714"
              "1024x640:10,563,550,672:10,676,550,788:251,431:292,357:563,663,1272,787")
  string(REPLACE ":" ";" _size "${_size}")
  list(GET _size 1 _box)
  list(GET _size 2 _panel)
  list(GET _size 3 _die)
  list(GET _size 4 _wheel)
  list(GET _size 5 _foot)
  list(GET _size 0 _size)
  td_game_screen(tutorial2_callout_foot_${_tut2_hint_move}_${_size}
    ARGS --screen tutorial2 --tutorial-step ${_tut2_hint_move} --size ${_size}
    SCREEN play
    EXPECT "^tutorial\\.step text .* text=Step ${_tut2_hint_move} of ${_tut2_n}$" "^tutorial\\.callout rect .* box=${_foot}$"
    OUTSIDE "rect=${_panel}:^tutorial\\.callout " "circle=${_wheel},258:^tutorial\\.callout ")
  foreach(_st ${_tut2_take_hint})
    td_game_screen(tutorial2_callout_above_${_st}_${_size}
      ARGS --screen tutorial2 --tutorial-step ${_st} --size ${_size}
      SCREEN play
      EXPECT "^tutorial\\.step text .* text=Step ${_st} of ${_tut2_n}$" "^tutorial\\.callout rect .* box=${_box}$"
      OUTSIDE "rect=${_panel}:^tutorial\\.callout " "circle=${_die},46:^tutorial\\.callout "
              "rect=625,600,1280,800:^tutorial\\.callout ")
  endforeach()
  td_game_screen(tutorial2_callout_foot_${_tut2_hint}_${_size}
    ARGS --screen tutorial2 --tutorial-step ${_tut2_hint} --size ${_size}
    SCREEN play
    EXPECT "^tutorial\\.step text .* text=Step ${_tut2_hint} of ${_tut2_n}$" "^tutorial\\.callout rect .* box=${_foot}$"
    ABSENT "^hilite\\.hint\\.")
  td_game_screen(tutorial2_callout_moves_with_hints_${_size}
    ARGS --screen tutorial2 --tutorial-step ${_tut2_hint} --size ${_size}
    MOVES "key H"
    SCREEN play
    EXPECT "^hilite\\.hint\\.text\\[0,0\\] " "^tutorial\\.callout rect .* box=${_panel}$")
  foreach(_st ${_tut2_after_hint})
    td_game_screen(tutorial2_callout_on_panel_${_st}_${_size}
      ARGS --screen tutorial2 --tutorial-step ${_st} --size ${_size}
      SCREEN play
      EXPECT "^tutorial\\.step text .* text=Step ${_st} of ${_tut2_n}$" "^tutorial\\.callout rect .* box=${_panel}$"
      OUTSIDE "rect=625,600,1280,800:^tutorial\\.callout " "circle=${_wheel},258:^tutorial\\.callout ")
  endforeach()
endforeach()
# ... in French and Spanish too, at the move that takes hint 1
foreach(_lang fr es)
  td_game_screen(tutorial2_callout_above_${_lang}
    ARGS --screen tutorial2 --tutorial-step ${_tut2_take_hint}
    SCREEN play
    EXPECT "^tutorial\\.callout rect .* box=10,483,610,592$"
    OUTSIDE "rect=10,596,610,708:^tutorial\\.callout " "rect=625,600,1280,800:^tutorial\\.callout "
    LANG ${_lang})
endforeach()
# the hints' sentence says equal estimates are equally good (its hints all show the same VP)
set(_tut2_equal_en "1 the best \\(equal estimates: equally good\\)")
set(_tut2_equal_fr "1 le meilleur \\(estimations égales.*: aussi bons\\)")
set(_tut2_equal_es "la 1 la mejor \\(estimaciones iguales: igual de buenas\\)")
# (here the three hints are estimated alike: the list's title says so, no row says tied)
set(_tut2_alike_en ": any is as good$")
set(_tut2_alike_fr ".: l’un vaut l’autre$")
set(_tut2_alike_es ": cualquiera vale$")
foreach(_lang en fr es)
  td_game_screen(tutorial2_hint_equal_${_lang}
    ARGS --screen tutorial2 --tutorial-step ${_tut2_hint}
    MOVES "key H"
    SCREEN play LANG ${_lang}
    EXPECT "^tutorial\\.say text .* text=.*${_tut2_equal_${_lang}}" "^hilite\\.hint\\.text\\[0,0\\] text .* text=.*${_tut2_alike_${_lang}}"
    ABSENT "^hilite\\.hint\\.text\\[[1-3],1\\] text .* text=${_td_tied_${_lang}}")
endforeach()
# Hint's tooltip where the lesson asks for a hint and while its hints are shown (just pressed, the
# mouse still on it; the next step's sentence; the move it asks for): what Hint does and its key,
# as outside the lesson, never the guided game's refusal
set(_tut2_hint_tip_en "^tooltip Key: H ")
set(_tut2_hint_tip_fr "^tooltip Touche[^:]*: H ")
set(_tut2_hint_tip_es "^tooltip Tecla: H ")
set(_tut2_hint_off_en "^tooltip Not during the guided game")
set(_tut2_hint_off_fr "^tooltip Pas pendant la partie guidée")
set(_tut2_hint_off_es "^tooltip No durante la partida guiada")
math(EXPR _tut2_hint_try "${_tut2_hint} + 2")
foreach(_lang en fr es)
  td_game_screen(tutorial2_hint_tooltip_pressed_${_lang}
    ARGS --screen tutorial2 --tutorial-step ${_tut2_hint}
    MOVES "click 1070 20" "hover 1070 20"
    SCREEN play LANG ${_lang}
    EXPECT "^tutorial\\.step text .* text=.*${_tut2_after_hint}.*${_tut2_n}$" "${_tut2_hint_tip_${_lang}}"
    ABSENT "${_tut2_hint_off_${_lang}}")
  td_game_screen(tutorial2_hint_tooltip_try_${_lang}
    ARGS --screen tutorial2 --tutorial-step ${_tut2_hint}
    MOVES "key H; key Return; hover 1070 20"
    SCREEN play LANG ${_lang}
    EXPECT "^tutorial\\.step text .* text=.*${_tut2_hint_try}.*${_tut2_n}$" "${_tut2_hint_tip_${_lang}}"
    ABSENT "${_tut2_hint_off_${_lang}}")
endforeach()
# ... and at the roll step, Roll is lit
td_game_screen(tutorial2_roll_lit
  ARGS --screen tutorial2 --tutorial-step 6
  SCREEN play
  EXPECT "^tutorial\\.ring\\.button\\[roll\\] rect" "^button\\[roll\\] rect .* hit=5,1,")
# the Raids: the ring on the tile itself, as the wheel draws it (Raid 6 where the black die
# destroyed its plaza; Raid 8 once the afternoon that the black die spent beside it ends), and
# the sentence says the Raid's effect as the tile's tooltip does
# (the flip step says plainly that the afternoon is over and the tile turns, whoever's die ended
# it, and no more; the next step, the tile still ringed, says what Raid 8 does from now on)
set(_tut2_flip_en "The afternoon is over: Banquet 8, where the black die landed, turns to Raid 8 for the rest of the game\\.")
set(_tut2_flip_fr "L’après-midi est fini : le Banquet 8, où le dé noir est tombé, passe en Raid 8 pour de bon\\.")
set(_tut2_flip_es "La tarde ha terminado: el Banquete 8, donde cayó el dado negro, pasa a Asalto 8 para siempre\\.")
set(_tut2_raid8_en "Raid 8, from now on: “")
set(_tut2_raid8_fr "Le Raid 8, désormais : « ")
set(_tut2_raid8_es "El Asalto 8, a partir de ahora: «")
foreach(_lang en es fr)
  td_tut_text(_tip6 ${_lang} TR_TIP_TILE_RAID_6)
  td_tut_text(_tip8 ${_lang} TR_TIP_TILE_RAID_8)
  td_tut_text(_attack8 ${_lang} TR_TIP_TILE_RAID_8_ATTACK)
  td_game_screen(tutorial2_raid_said_${_lang}
    ARGS --screen tutorial2 --tutorial-step ${_tut2_raid_6}
    SCREEN play
    EXPECT "^wheel\\.tile\\[1\\] custom 436 155 hit=13,6,1 box=[0-9,]+ text=no: fortress:red great_hall:yellow cathedral:white$" "^tutorial\\.area\\.target\\[6,1\\] rect 436 155 round box="
           "^tutorial\\.say text .*${_tip6}"
    LANG ${_lang})
  td_game_screen(tutorial2_flip_said_${_lang}
    ARGS --screen tutorial2 --tutorial-step ${_tut2_flip}
    SCREEN play
    EXPECT "^wheel\\.tile\\[8\\] custom 164 155 hit=13,8,1 box=[0-9,]+ text=die:glass = die:black$" "^tutorial\\.area\\.target\\[8,1\\] rect 164 155 round box="
           "^tutorial\\.say text .* text=${_tut2_flip_${_lang}}$" "text=Day 2 of 8 · morning$|text=Día 2 de 8 · mañana$|text=Jour 2 sur 8 · matin$"
           "^size tutorial\\.say (1[4-9]|2[0-9])\\."
    ABSENT "^tutorial\\.say text .*${_tip8}"
    LANG ${_lang})
  td_game_screen(tutorial2_raid8_said_${_lang}
    ARGS --screen tutorial2 --tutorial-step ${_tut2_raid_8}
    SCREEN play
    EXPECT "^wheel\\.tile\\[8\\] custom 164 155 hit=13,8,1 box=[0-9,]+ text=die:glass = die:black$" "^tutorial\\.area\\.target\\[8,1\\] rect 164 155 round box="
           "^tutorial\\.say text .* text=${_tut2_raid8_${_lang}}${_tip8} ${_attack8}" "text=Day 2 of 8 · morning$|text=Día 2 de 8 · mañana$|text=Jour 2 sur 8 · matin$"
           "^size tutorial\\.say (1[4-9]|2[0-9])\\." # each half read at about the usual size (the two in one: 12)
    LANG ${_lang})
endforeach()
# the hints' sentence, read while the hints are shown: the callout stands over the panel under the
# wheel, clear of the hint list under the citizen tracks (which it covered at the sheet's foot),
# and the sheet's ring reaches down around that list
foreach(_lang en es fr)
  td_game_screen(tutorial2_hint_list_seen_${_lang}
    ARGS --screen tutorial2 --tutorial-step ${_tut2_hint}
    MOVES "key H"
    SCREEN play
    EXPECT "^tutorial\\.step text .* text=.*${_tut2_after_hint}.*${_tut2_n}$" "^tutorial\\.callout rect 310 "
           "^hilite\\.hint\\.row\\[2\\] rect" "^tutorial\\.area\\.sheet rect .* box=[0-9]+,[0-9]+,[0-9]+,71[0-9]$"
    APART "320:^tutorial\\.callout rect:^hilite\\.hint\\.(row|text|badge)"
    LANG ${_lang})
endforeach()
# ... and before the flip, the same tile is still Banquet 8 (the afternoon is not over)
td_game_screen(tutorial2_flip_before
  ARGS --screen tutorial2 --tutorial-step ${_tut2_hint}
  SCREEN play
  EXPECT "^wheel\\.tile\\[8\\] custom 164 155 hit=13,8,0 box=[0-9,]+ text=die:black shield:red$"
  ABSENT "hit=13,8,1")
# the hand-over picture: the table hidden, the card with the latest half-day's dice (day 2's
# morning, which the lesson rolled once hint 1 was taken: 1 4 6, the black 3) names the next
# player, their button ringed
td_tut_text(_pass en TR_HANDOVER_PASS)
td_game_screen(tutorial2_handover_picture
  ARGS --screen tutorial2 --tutorial-step ${_tut2_pic_1}
  SCREEN play
  EXPECT "^tutorial\\.picture\\[0\\] rect 640 360$" "^tutorial\\.picture\\.text\\[1\\] text .* text=${_pass}Player 2$"
         "^tutorial\\.picture\\.die\\[0\\] die 565 206 value=1 " "^tutorial\\.picture\\.die\\[1\\] die 615 206 value=3 body=1e1c1e "
         "^tutorial\\.picture\\.die\\[3\\] die 715 206 value=6 "
         "^tutorial\\.picture\\.text\\[2\\] text .* text=Day 2, morning — your turn to choose a die\\.$"
         "^tutorial\\.picture\\.button\\.text text .* text=I'm Player 2 — show my sheet$"
  ABSENT "^tutorial\\.note")
# the panel's pictures: Pass the turn, then Show the choices, as the play screen labels them and
# where it has them, at the title's right
td_game_screen(tutorial2_pass_picture
  ARGS --screen tutorial2 --tutorial-step ${_tut2_pic_0}
  SCREEN play
  EXPECT "^tutorial\\.picture\\.button\\.text text 819 309 text=Pass the turn$"
         "^tutorial\\.picture\\.text\\[1\\] text .* text=Player 1, your choice is on your sheet\\.$")
td_game_screen(tutorial2_reveal_picture
  ARGS --screen tutorial2 --tutorial-step ${_tut2_pic_2}
  SCREEN play
  EXPECT "^tutorial\\.picture\\.button\\.text text 819 309 text=Show the choices$"
         "^tutorial\\.picture\\.text\\[1\\] text .* text=Player 2, your choice is on your sheet\\.$")
# each picture is a framed screen over a veil that dims the whole table (the solo game's top bar,
# wheel and sheet behind it), its header saying its number of 3, whose screen it is and the
# half-day its dice are of (day 2's morning, the latest roll's), and that the game pictured is
# not the player's; the step's sentence names the same picture and players, in each language. The
# top bar behind says that half-day too: hint 1's move ended day 1's afternoon and the lesson
# rolled day 2's morning before them (a top bar at day 2 over pictures of day 1 would not agree).
set(_tut2_head_en "Picture 1 of 3 · Player 1's screen · day 2, morning"
    "Picture 2 of 3 · The hand-over screen, seen by all · day 2, morning" "Picture 3 of 3 · Player 2's screen · day 2, morning"
    "Picture 1 .*Player 1 .*Pass the turn" "Picture 2.* Player 2 " "Picture 3, on Player 2's screen.*Show the choices")
set(_tut2_head_fr "Image 1 sur 3 · Écran de Joueur 1 · jour 2, matin"
    "Image 2 sur 3 · L’écran de passage, vu de tous · jour 2, matin" "Image 3 sur 3 · Écran de Joueur 2 · jour 2, matin"
    "L’image 1 .*Joueur 1 .*Passer la main" "Image 2.* Joueur 2 " "Image 3, sur l’écran de Joueur 2.*Montrer les choix")
set(_tut2_head_es "Imagen 1 de 3 · Pantalla de Jugador 1 · día 2, mañana"
    "Imagen 2 de 3 · La pantalla de relevo, vista por todos · día 2, mañana" "Imagen 3 de 3 · Pantalla de Jugador 2 · día 2, mañana"
    "La imagen 1 .*Jugador 1 .*Pasar el turno" "Imagen 2.* Jugador 2 " "Imagen 3, en la pantalla de Jugador 2.*Mostrar las elecciones")
set(_tut2_bar_en "Day 2 of 8 · morning")
set(_tut2_bar_fr "Jour 2 sur 8 · matin")
set(_tut2_bar_es "Día 2 de 8 · mañana")
foreach(_lang en es fr)
  td_tut_text(_note ${_lang} TR_TUT2_PIC_NOTE)
  foreach(_pic 0 1 2)
    list(GET _tut2_head_${_lang} ${_pic} _head)
    math(EXPR _si "${_pic} + 3")
    list(GET _tut2_head_${_lang} ${_si} _said)
    td_game_screen(tutorial2_picture_frame_${_pic}_${_lang}
      ARGS --screen tutorial2 --tutorial-step ${_tut2_pic_${_pic}}
      SCREEN play
      EXPECT "^tutorial\\.picture\\[0\\] rect 640 360$" "^tutorial\\.picture\\[3\\] rect 640 "
             "^tutorial\\.picture\\.text\\[10\\] text 640 [0-9]+ text=${_head}$"
             "^tutorial\\.picture\\.text\\[11\\] text 640 [0-9]+ text=${_note}$"
             "^tutorial\\.say text .* text=${_said}" "^title text .* text=${_tut2_bar_${_lang}}$"
             "^tutorial\\.day text .* text=[^ ]+ 2 ·$"
      ABSENT "^title text .* text=[^ ]+ 1 "
      PNG --min-colours 40
      LANG ${_lang})
  endforeach()
endforeach()
# the tile's tooltip says what the Raid 8 step says, the attack on the sheets from day 3 included
# (SPEC §7 [R8]); under a picture, no tooltip shows
td_tut_text(_tip8 en TR_TIP_TILE_RAID_8)
td_tut_text(_attack en TR_TIP_TILE_RAID_8_ATTACK)
td_game_screen(tutorial2_flip_tooltip
  ARGS --screen tutorial2 --tutorial-step ${_tut2_raid_8}
  MOVES "hover 164 155"
  SCREEN play
  EXPECT "^tooltip Raid 8$" "^tooltip ${_tip8}$" "^tooltip ${_attack}$")
# ... and the hand-over picture's dice wear the colour-blind symbols when they are on, as the real
# hand-over screen's do: every die that has a colour, here three (day 2's morning: the white 1
# and 4 a diamond, the yellow 6 a triangle); the black 3, which destroys its plaza, has none
td_empty_home(tut2_symbols_home)
td_game_screen(tut2_symbols_on
  MOVES "click 1047 528" "click 972 220" "click 1180 50"
  SCREEN title
  HOME "${CMAKE_CURRENT_BINARY_DIR}/tut2_symbols_home" REQUIRES td_tut2_symbols_home SETUP td_tut2_symbols_on)
td_game_screen(tutorial2_handover_picture_symbols
  ARGS --screen tutorial2 --tutorial-step ${_tut2_pic_1}
  SCREEN play
  EXPECT "^tutorial\\.picture\\.die\\[0\\] die 565 206 " "^tutorial\\.picture\\.die\\.symbol\\[0\\] icon 582 189 icon=diamond$"
  COUNT "3..3:^tutorial\\.picture\\.die\\.symbol\\[[0-3]\\] icon "
         "1..1:^tutorial\\.picture\\.die\\.symbol\\[3\\] icon 732 189 icon=triangle$"
  ABSENT "^tutorial\\.picture\\.die\\.symbol\\[1\\] "
  HOME "${CMAKE_CURRENT_BINARY_DIR}/tut2_symbols_home" REQUIRES td_tut2_symbols_home td_tut2_symbols_on)
td_game_screen(tutorial2_picture_no_tooltip
  ARGS --screen tutorial2 --tutorial-step ${_tut2_pic_1}
  MOVES "hover 164 155"
  SCREEN play
  EXPECT "^tutorial\\.picture\\[0\\] rect"
  ABSENT "^tooltip")
# no picture at a step without one
td_game_screen(tutorial2_no_picture
  ARGS --screen tutorial2 --tutorial-step ${_tut2_raid_8}
  SCREEN play
  ABSENT "^tutorial\\.picture")

# the end: a real game next (nothing left to skip)
td_game_screen(tutorial2_end_no_skip
  ARGS --screen tutorial2 --tutorial-step ${_tut2_n}
  SCREEN play
  EXPECT "^tutorial\\.button\\[real_game\\] rect .* hit="
  ABSENT "^tutorial\\.button\\[skip\\]" "^tutorial\\.button\\[next_lesson\\]")
td_game_screen(tutorial2_end_real_game
  ARGS --screen tutorial2 --tutorial-step ${_tut2_n}
  MOVES "key Return"
  SCREEN setup)
td_game_refuses(tutorial2_step_count "the guided game has ${_tut2_n} steps"
  --screen tutorial2 --tutorial-step 99 --screenshot "${_td_screens}/tutorial2_step_count.png")

# the first lesson's end offers the second, as its main button where Next stood all along (a
# player clicking there by habit once left for a real game), the real game above it
td_game_screen(tutorial_next_lesson
  ARGS --screen tutorial --tutorial-step ${_tut_n}
  MOVES "click 1153 682"
  SCREEN play
  EXPECT "^tutorial\\.step text .* text=Step 1 of ${_tut2_n}$" "^tutorial\\.say text .* text=${_tut2_welcome}"
         "text=Day 1 of 8 · morning$")
td_game_screen(tutorial_next_lesson_offered
  ARGS --screen tutorial --tutorial-step ${_tut_n}
  SCREEN play
  EXPECT "^tutorial\\.button\\.text\\[next_lesson\\] text .* text=Next lesson$"
         "^tutorial\\.button\\[next_lesson\\] rect 1153 682 hit=.* accent$" "^tutorial\\.button\\[real_game\\] rect 1153 627 hit=[0-9,]+$")
# ... and the keys reach it as the mouse does: the focus ring starts on Next lesson (Enter's, while
# the second lesson is not played yet), an arrow moves it to the real game, and Enter takes the one
# it is on; the pad's cross and A alike.
td_game_screen(tutorial_next_lesson_focus
  ARGS --screen tutorial --tutorial-step ${_tut_n}
  SCREEN play
  EXPECT "^tutorial\\.focus\\[next_lesson\\] rect 1153 682 "
  ABSENT "^tutorial\\.focus\\[real_game\\]")
td_game_screen(tutorial_next_lesson_key
  ARGS --screen tutorial --tutorial-step ${_tut_n}
  MOVES "key Up"
  SCREEN play
  EXPECT "^tutorial\\.focus\\[real_game\\] rect 1153 627 "
  ABSENT "^tutorial\\.focus\\[next_lesson\\]")
td_game_screen(tutorial_next_lesson_keys
  ARGS --screen tutorial --tutorial-step ${_tut_n}
  MOVES "key Return"
  SCREEN play
  EXPECT "^tutorial\\.step text .* text=Step 1 of ${_tut2_n}$" "^tutorial\\.say text .* text=${_tut2_welcome}")
td_game_screen(tutorial_next_lesson_pad
  ARGS --screen tutorial --tutorial-step ${_tut_n}
  MOVES "pad a"
  SCREEN play
  EXPECT "^tutorial\\.step text .* text=Step 1 of ${_tut2_n}$")
td_game_screen(tutorial_next_lesson_pad_real_game
  ARGS --screen tutorial --tutorial-step ${_tut_n}
  MOVES "pad down" "pad a"
  SCREEN setup
  EXPECT "^name\\[0\\]\\.part1 text .* text=Player 1$")
# The second lesson's end leads to a solo game with the expansion it taught, ticked.
td_game_screen(tutorial2_real_game_expansion
  ARGS --screen tutorial2 --tutorial-step ${_tut2_n}
  MOVES "key Return"
  SCREEN setup
  EXPECT "^expansion\\.part1 rect .* accent$" "^name\\[0\\]\\.part1 text .* text=Player 1$" "^id text .* text=1p-std-x#"
  ABSENT "^name\\[1\\]")
td_game_screen(tutorial_no_next_lesson_before_end
  ARGS --screen tutorial --tutorial-step 3
  SCREEN play
  ABSENT "^tutorial\\.button\\[next_lesson\\]")

# the title: Lesson 2 beside Learn to play starts it; left, Continue lesson 2 resumes it, in lesson
# 2's place on the right (the buttons never swap), and Lesson 1 beside it starts the first lesson
td_empty_home(tut2_home)
td_game_screen(tutorial2_title
  ARGS --screen title
  SCREEN title
  EXPECT "^item\\[learn\\]\\.part1 text .* text=Learn to play$" "^item\\[learn2\\]\\.part1 text .* text=Lesson 2$"
  HOME "${CMAKE_CURRENT_BINARY_DIR}/tut2_home" REQUIRES td_tut2_home SETUP td_tut2_title)
td_game_screen(tutorial2_title_starts
  ARGS --screen title
  MOVES "click 1087 586" "key Return" "key Escape" "key Down" "key Down" "key Down" "key Down" "key Return"
  SCREEN title
  EXPECT "^item\\[learn\\]\\.part1 text .* text=Continue lesson 2$" "^item\\[learn_other\\]\\.part1 text .* text=Lesson 1$"
         "^item\\[learn\\] rect 1048 586 " "^item\\[learn_other\\] rect 842 586 "
  ABSENT "^item\\[learn2\\]" "^item\\[learn_over\\]"
  HOME "${CMAKE_CURRENT_BINARY_DIR}/tut2_home" REQUIRES td_tut2_home td_tut2_title SETUP td_tut2_left)
td_game_screen(tutorial2_title_resumed
  MOVES "click 1048 586"
  SCREEN play
  EXPECT "^tutorial\\.step text .* text=Step 2 of ${_tut2_n}$" "^tutorial\\.ring\\.button\\[roll\\] rect"
  HOME "${CMAKE_CURRENT_BINARY_DIR}/tut2_home" REQUIRES td_tut2_home td_tut2_left)
# left half-way, from the title in one go: Lesson 1 (left of Continue lesson 2), pressed twice (the
# first press says what it drops), starts the first lesson; Continue lesson 2, then the pause menu's
# Restart lesson, starts the second again, at its first step
td_empty_home(tut2_other_home)
td_game_screen(tutorial2_title_other_lesson
  ARGS --screen tutorial2 --tutorial-step 3
  MOVES "key Escape" "key Down" "key Down" "key Down" "key Down" "key Return" "click 842 586" "click 842 586"
  SCREEN play
  EXPECT "^tutorial\\.step text .* text=Step 1 of ${_tut_n}$"
  ABSENT "^tutorial\\.say text .* text=${_tut2_welcome}"
  HOME "${CMAKE_CURRENT_BINARY_DIR}/tut2_other_home" REQUIRES td_tut2_other_home)
td_empty_home(tut2_restart_home)
td_game_screen(tutorial2_title_restart
  ARGS --screen tutorial2 --tutorial-step 3
  MOVES "key Escape" "key Down" "key Down" "key Down" "key Down" "key Return" "click 1048 586" "key Escape" "key Down"
        "key Down" "key Down" "key Return"
  SCREEN play
  EXPECT "^tutorial\\.step text .* text=Step 1 of ${_tut2_n}$" "^tutorial\\.say text .* text=${_tut2_welcome}"
  HOME "${CMAKE_CURRENT_BINARY_DIR}/tut2_restart_home" REQUIRES td_tut2_restart_home)
# left just after the hints were shown, it resumes where they are asked for (they are not kept)
td_empty_home(tut2_hint_home)
td_game_screen(tutorial2_hint_left
  ARGS --screen tutorial2 --tutorial-step ${_tut2_hint}
  MOVES "key H" "key Escape" "key Down" "key Down" "key Down" "key Down" "key Return"
  SCREEN title
  EXPECT "^item\\[learn\\]\\.part1 text .* text=Continue lesson 2$"
  HOME "${CMAKE_CURRENT_BINARY_DIR}/tut2_hint_home" REQUIRES td_tut2_hint_home SETUP td_tut2_hint_left)
td_game_screen(tutorial2_hint_resumed
  MOVES "click 1048 586"
  SCREEN play
  EXPECT "^tutorial\\.step text .* text=Step ${_tut2_hint} of ${_tut2_n}$" "^tutorial\\.ring\\.button\\[hint\\] rect"
  HOME "${CMAKE_CURRENT_BINARY_DIR}/tut2_hint_home" REQUIRES td_tut2_hint_home td_tut2_hint_left)

# A bonus decision's step: Enter takes the option the step wants (the keys' cursor starts on it),
# not the first one: the 15th red citizen's Cathedral in column 2 is built and the lesson goes on.
math(EXPR _after "${_tut_step_TR_TUT_CIT15_PICK} + 1")
td_game_screen(tutorial_bonus_enter
  ARGS --screen tutorial --tutorial-step ${_tut_step_TR_TUT_CIT15_PICK}
  MOVES "key Return"
  SCREEN play
  EXPECT "^sheet\\.mark\\.built\\[cathedral,1\\] " "^tutorial\\.step text .* text=Step ${_after} of "
  ABSENT "^sheet\\.mark\\.built\\[great_hall,0\\] " "^tutorial\\.note")

# A sentence that points at a die box only shows it: its ring is the "look" one (a thin line and a
# halo of dots, no gold glow, not the ring of a box to click), and Next is ringed as what to press.
# (and the counter says the game's day, day 3's there, before its step)
foreach(_lang en es fr)
  td_tut_text(_day ${_lang} TR_TUT_STEP_DAY)
  td_game_screen(tutorial_look_ring_${_lang}
    ARGS --screen tutorial --tutorial-step ${_tut_step_TR_TUT_PROTECTED}
    SCREEN play
    EXPECT "^tutorial\\.area\\.target\\[0,0\\] rect .* box=" "^tutorial\\.look\\[0\\] rect"
           "^tutorial\\.ring\\.next rect .* box=" "^tutorial\\.button\\[next\\] rect"
           "^tutorial\\.day text 644 617 text=${_day}3 ·$" "^tutorial\\.step text .* text=[^ ]+ ${_tut_step_TR_TUT_PROTECTED} "
    ABSENT "^tutorial\\.ring\\.(die|diebox)" "^tutorial\\.glow\\[1\\]"
    CLEAR "0:^tutorial\\.(area\\.target\\[[0-9],[0-9]\\]|look\\[[0-9]+\\]) :^sheet\\.shield\\[0,[0-9]+\\] "
    LANG ${_lang})
  # (the ring hugs the die box, just outside it: the Fortress's shield beside it, which the sentence
  # speaks of, stays clear of its line and its dots; so does column 2's shield beside box 3 when
  # that box is crossed out)
  td_game_screen(tutorial_look_ring_crossed_${_lang}
    ARGS --screen tutorial --tutorial-step ${_tut_step_TR_TUT_CROSSED}
    SCREEN play
    EXPECT "^tutorial\\.area\\.target\\[2,2\\] rect .* box=" "^sheet\\.shield\\[1,[0-9]+\\] icon .* box="
    CLEAR "0:^tutorial\\.(area\\.target\\[[0-9],[0-9]\\]|look\\[[0-9]+\\]) :^sheet\\.shield\\[[0-9],[0-9]+\\] "
    LANG ${_lang})
endforeach()
# ... and a step with a die to take rings it in gold, with no look ring and no ring on Next
td_game_screen(tutorial_action_ring
  ARGS --screen tutorial --tutorial-step ${_tut_step_TR_TUT_VALUE_MOVE}
  SCREEN play
  EXPECT "^tutorial\\.ring\\.die\\[2\\] rect" "^tutorial\\.glow\\[0\\]"
  ABSENT "^tutorial\\.look" "^tutorial\\.ring\\.next")

# The legend: at the sheet's step, the three resources' icons with their names as the language
# writes them, in the callout's top line, clear of the counter and the start of the progress bar,
# of the Skip button and of the sentence and Next under it; at 1280x720 and 1024x640.
foreach(_lang en es fr)
  set(_names)
  foreach(_r INFLUENCE:influence DENIERS:deniers KNOWLEDGE:knowledge)
    string(REPLACE ":" ";" _r "${_r}")
    list(GET _r 0 _key)
    list(GET _r 1 _name)
    td_tut_text(_word ${_lang} TR_RES_${_key})
    list(APPEND _names "^tutorial\\.legend\\.icon\\[${_name}\\] icon .* icon=${_name} box="
                       "^tutorial\\.legend\\.text\\[${_name}\\] text .* text=${_word}$")
  endforeach()
  # (a 16:10 window draws the sheet and its callout a tenth larger from the sheet's top right
  # corner, 1273,48, and 6.8 units lower: x' = 1273 - (1273 - x) * 1.1, y' = 54.8 + (y - 48) * 1.1)
  foreach(_size "1280x720:950:636,604,790,630:1128,604,1262,630:630,628,1270,716"
                "1024x640:918:572,666,742,695:1113,666,1261,695:565,693,1270,790")
    string(REPLACE ":" ";" _size "${_size}")
    list(GET _size 1 _cx)
    list(GET _size 2 _counter)
    list(GET _size 3 _skip)
    list(GET _size 4 _say)
    list(GET _size 0 _size)
    td_game_screen(tutorial_legend_${_size}_${_lang}
      ARGS --screen tutorial --tutorial-step ${_tut_step_TR_TUT_SHEET} --size ${_size}
      SCREEN play
      EXPECT ${_names} "^tutorial\\.callout rect ${_cx} [0-9]+ box="
      OUTSIDE "rect=${_counter}:^tutorial\\.legend\\." "rect=${_skip}:^tutorial\\.legend\\."
              "rect=${_say}:^tutorial\\.legend\\."
      LANG ${_lang})
  endforeach()
endforeach()
# ... and a step that names one resource shows that one alone (knowledge, gained at slot 6)
td_game_screen(tutorial_legend_one
  ARGS --screen tutorial --tutorial-step ${_tut_step_TR_TUT_SLOT6}
  SCREEN play
  EXPECT "^tutorial\\.legend\\.icon\\[knowledge\\] icon " "^tutorial\\.legend\\.text\\[knowledge\\] text .* text=knowledge$"
  ABSENT "^tutorial\\.legend\\.(icon|text)\\[(influence|deniers)\\]")

# The column 3 bonus: its two steps ring column 3 of the three citizen tracks (the Bishopric's step
# says where each track stands and what the Bishopric adds, its die to take beside it in gold; the
# next what the bonus gave). The ring keeps in the gaps around the column's squares: off the bonus's
# icons over the tracks, which the sentence speaks of, and off the next columns' squares (columns 2
# and 4, 16 units wide, 20.2 apart, at x 691 and 731: sheet_cit_pos) (no halo of dots: no room for
# one).
set(_tut_col3_clear "0:^tutorial\\.(area\\.column|glow\\[1\\]):^sheet\\.citizen\\.column\\.gift\\[0,[0-2]\\] ")
foreach(_lang en es fr)
  td_game_screen(tutorial_column3_bishopric_${_lang}
    ARGS --screen tutorial --tutorial-step ${_tut_step_TR_TUT_BISHOPRIC} --size 1280x720
    SCREEN play
    EXPECT "^tutorial\\.area\\.column\\[3\\] rect 711 " "^tutorial\\.ring\\.die\\[2\\] rect"
    ABSENT "^tutorial\\.look\\["
    CLEAR ${_tut_col3_clear}
    OUTSIDE "rect=683,534,699,598:^tutorial\\.area\\.column" "rect=724,534,740,598:^tutorial\\.area\\.column"
    LANG ${_lang})
  td_game_screen(tutorial_column3_chain_${_lang}
    ARGS --screen tutorial --tutorial-step ${_tut_step_TR_TUT_CHAIN} --size 1280x720
    SCREEN play
    EXPECT "^tutorial\\.area\\.column\\[3\\] rect 711 " "^sheet\\.mark\\.citizen\\[white,2\\] "
    CLEAR ${_tut_col3_clear}
    LANG ${_lang})
endforeach()

# The rings a sentence shows leave the words, numbers and icons under them to read. The prices'
# step rings the slots' prices with a circle round the hub (not a rounded box across the round
# inner ring), inside the day's window, whose "day" and number stay
# clear of the line and of its halo of dots, as do the dice's key badges (shown: the keys used, an
# arrow the lesson refuses); the citizens' step rings the three tracks under the column bonuses'
# icons, its halo's dots none on an icon.
foreach(_lang en es fr)
  td_game_screen(tutorial_prices_ring_${_lang}
    ARGS --screen tutorial --tutorial-step ${_tut_step_TR_TUT_PRICES} --size 1280x720
    MOVES "key Left"
    SCREEN play
    EXPECT "^tutorial\\.area\\.prices rect 304 322 round box=" "^tutorial\\.look\\[[0-9]+\\] rect .* box="
    CLEAR "0:^tutorial\\.(area\\.prices|look\\[[0-9]+\\]) :^wheel\\.day(\\.sub\\[[01]\\])? "
          "0:^tutorial\\.look\\[[0-9]+\\] :^dice\\.key\\[[0-9],0\\] "
    LANG ${_lang})
  # the same step says what the black die does: the prices' halo's dots none on the cross of the
  # plaza it destroyed, nor on a key badge
  td_game_screen(tutorial_black_ring_${_lang}
    ARGS --screen tutorial --tutorial-step ${_tut_step_TR_TUT_PRICES} --size 1280x720
    SCREEN play
    EXPECT "^tutorial\\.area\\.prices rect .* box=" "^dice\\.cross\\[[0-9],0\\] circle .* box="
    CLEAR "0:^tutorial\\.look\\[[0-9]+\\] :^dice\\.(cross|key)\\[[0-9],0\\] "
    LANG ${_lang})
  td_game_screen(tutorial_citizens_ring_${_lang}
    ARGS --screen tutorial --tutorial-step ${_tut_step_TR_TUT_CITIZENS} --size 1280x720
    SCREEN play
    EXPECT "^tutorial\\.area\\.citizens rect .* box=" "^tutorial\\.look\\[[0-9]+\\] rect .* box="
    CLEAR "0:^tutorial\\.(area\\.citizens|look\\[[0-9]+\\]) :^sheet\\.citizen\\.column\\.gift\\["
    LANG ${_lang})
endforeach()
# No tooltip covers the lesson's callout when it can go elsewhere: a citizen track's, just above
# the callout over the sheet's foot, goes above its row (below, it covered the callout's sentence);
# in lesson 2, where the callout stands just above the panel (the move that takes hint 1), a value
# button's goes above the callout (the panel's tooltips sit above the panel, where the callout is
# then).
foreach(_lang en fr es)
  td_game_screen(tutorial_tooltip_off_callout_${_lang}
    ARGS --screen tutorial --tutorial-step 5
    MOVES "hover 760 565"
    SCREEN play
    EXPECT "^tooltip\\.box rect " "^tutorial\\.callout rect .* box="
    CLEAR "0:^tooltip\\.box :^tutorial\\.callout "
    LANG ${_lang})
  td_game_screen(tutorial2_tooltip_off_callout_${_lang}
    ARGS --screen tutorial2 --tutorial-step ${_tut2_take_hint}
    MOVES "click 259 431" "hover 220 653"
    SCREEN play
    EXPECT "^tooltip\\.box rect " "^tutorial\\.callout rect .* box=10,483,610,592$"
    CLEAR "0:^tooltip\\.box :^tutorial\\.callout "
    OUTSIDE "rect=10,596,610,708:^tooltip\\.box "
    LANG ${_lang})
endforeach()

# The other lesson pressed while one is left half-way would drop it: the first press only says so,
# under the buttons in the warning's colour (a newcomer at step 18 of lesson 1 lost it to a click on
# Lesson 2); the second starts it; in en, fr, es.
td_empty_home(tut_drop_home)
td_game_screen(tutorial_drop_left
  ARGS --screen tutorial --tutorial-step 2
  MOVES "key Escape" "key Down" "key Down" "key Down" "key Down" "key Return"
  SCREEN title
  EXPECT "^item\\[learn\\] rect 842 586 " "^item\\[learn\\]\\.part1 text .* text=Continue lesson 1$" "^item\\[learn_other\\] rect 1048 586 "
  HOME "${CMAKE_CURRENT_BINARY_DIR}/tut_drop_home" REQUIRES td_tut_drop_home SETUP td_tut_drop_left)
set(_td_drop_en "Starting lesson 2 drops lesson 1 [(]left at step 2[)]: press it again to start[.]")
set(_td_drop_fr "Commencer la leçon 2 abandonne la leçon 1 [(]laissée à l’étape 2[)].*: appuyez de nouveau pour la commencer[.]")
set(_td_drop_es "Empezar la lección 2 abandona la lección 1 [(]dejada en el paso 2[)]: pulsa de nuevo para empezarla[.]")
foreach(_lang en fr es)
  td_game_screen(tutorial_drop_warns_${_lang}
    ARGS --screen title
    MOVES "click 1048 586"
    SCREEN title LANG ${_lang}
    EXPECT "^help text 945 670 text=${_td_drop_${_lang}}$" "^item\\[learn_other\\] rect 1048 586 "
    ABSENT "^size help [0-9][.]"
    HOME "${CMAKE_CURRENT_BINARY_DIR}/tut_drop_home" REQUIRES td_tut_drop_home td_tut_drop_left SETUP td_tut_drop_warned)
endforeach()
td_game_screen(tutorial_drop_second
  ARGS --screen title
  MOVES "click 1048 586" "click 1048 586"
  SCREEN play
  EXPECT "^tutorial\\.step text .* text=Step 1 of ${_tut2_n}$"
  HOME "${CMAKE_CURRENT_BINARY_DIR}/tut_drop_home" REQUIRES td_tut_drop_home td_tut_drop_left td_tut_drop_warned)
