# The sheet's guide (play_guide.c): a card over the wheel, opened by the "Sheet guide" button at the
# sheet's top right (or G), with an entry level with each kind of row, pointing at it; Esc, G, the
# button again or a click on the card put it away.

set(_td_guide_btn_en "Sheet guide")
set(_td_guide_btn_fr "Lire la feuille")
set(_td_guide_btn_es "Leer la hoja")
set(_td_guide_fortress_en "Fortress")
set(_td_guide_fortress_fr "Forteresse")
set(_td_guide_fortress_es "Fortaleza")
set(_td_guide_citizens_en "1 VP each")
set(_td_guide_citizens_fr "1 PV chacun")
set(_td_guide_citizens_es "1 PV cada uno")
# Each entry's words keep clear of the next entry's (these items go through a macro: no backslashes).
set(_td_guide_clear "")
foreach(_td_i RANGE 9)
  math(EXPR _td_j "${_td_i} + 1")
  list(APPEND _td_guide_clear
       "1:^guide[.](name|text)[[]${_td_i}(,[0-9])?[]]:^guide[.](name|text)[[]${_td_j}(,[0-9])?[]]")
endforeach()
# At each size: the button's place (design units; 16:10 windows grow the sheet), the sheet's box,
# the Fortress row's height, and the sizes (pixels) under the smallest the words may shrink to
# (11 design units).
set(_td_guide_at_1280x720 "1213 68" "625,48,1273,712" 138 "([0-9]|10)\\.[0-9]")
set(_td_guide_at_1024x640 "1208 77" "560,54,1273,785" 154 "([0-7]|8\\.[0-7])")
set(_td_guide_at_1280x800 "1208 77" "560,54,1273,785" 154 "([0-9]|10)\\.[0-9]")
foreach(_td_lang en fr es)
  foreach(_td_size 1280x720 1024x640 1280x800)
    list(GET _td_guide_at_${_td_size} 0 _td_btn)
    list(GET _td_guide_at_${_td_size} 1 _td_sheet)
    list(GET _td_guide_at_${_td_size} 2 _td_fy)
    list(GET _td_guide_at_${_td_size} 3 _td_small)
    math(EXPR _td_fy2 "${_td_fy} - 7") # (the name on the first of two lines about the row)
    # Opened by its button: the card beside the sheet, its words inside it and apart, the
    # Fortress's entry pointing at the Fortress row, every entry whole (no ellipsis).
    td_game_screen(guide_open_${_td_lang}_${_td_size}
      ARGS --game "1p-std-x#5" --size ${_td_size}
      MOVES roll "click ${_td_btn}" "hover 640 30"
      SCREEN play
      LANG ${_td_lang}
      EXPECT "^guide\\.button rect .* accent$" "^guide\\.button\\.text text .* text=${_td_guide_btn_${_td_lang}}$"
             "^guide\\.name\\[1\\] text [0-9]+ (${_td_fy}|${_td_fy2}) .* text=${_td_guide_fortress_${_td_lang}}$"
             "^guide\\.dot\\[1\\] rect [0-9]+ ${_td_fy}$" "^sheet\\.cell\\[fortress,0\\] rect [0-9]+ ${_td_fy}$"
             "^guide\\.text\\[10,0\\] text .* text=${_td_guide_citizens_${_td_lang}}"
      COUNT "11..11:^guide\\.name\\[[0-9]+\\] " "11..11:^guide\\.dot\\[[0-9]+\\] "
      ABSENT "^guide\\.text.*…" "^size guide\\.(name|text)[^ ]* ${_td_small}$"
      OUTSIDE "rect=${_td_sheet}:^guide\\.card"
      INSIDE "4:^guide[.]card:^guide[.](title|foot|name|text)"
      CLEAR ${_td_guide_clear}
      PNG ${_td_play_png})
  endforeach()
endforeach()
# Shut: none of it before it is asked for, the button not lit.
td_game_screen(guide_shut
  ARGS --game "1p-std-x#5"
  MOVES roll
  SCREEN play
  EXPECT "^guide\\.button rect 1214 68 hit=23,0,0$"
  ABSENT "^guide\\.(card|name|text|dot)")
# G opens it; G again, Esc (before the pause menu), the button again or a click on the card shut it.
td_game_screen(guide_key
  ARGS --game "1p-std-x#5"
  MOVES roll "key G"
  SCREEN play
  EXPECT "^guide\\.card rect" "^guide\\.title text .* text=How to read your sheet$")
foreach(_td_shut "key G" "key Escape" "click 1213 68" "click 300 300")
  string(REGEX REPLACE "[^a-zA-Z0-9]+" "_" _td_name "${_td_shut}")
  td_game_screen(guide_shut_by_${_td_name}
    ARGS --game "1p-std-x#5"
    MOVES roll "key G" "${_td_shut}"
    SCREEN play
    EXPECT "^guide\\.button rect 1214 68 hit=23,0,0$"
    ABSENT "^guide\\.card" "^overlay\\.pause" "^hilite\\.lit" "^dice\\.ring")
endforeach()
# In the first lesson, at the step that shows the sheet, which names the button: it opens there, and
# the lesson stays at its step.
foreach(_td_lang en fr es)
  td_game_screen(guide_lesson_${_td_lang}
    ARGS --screen tutorial --tutorial-step 2
    MOVES "click 1213 68"
    SCREEN play
    LANG ${_td_lang}
    EXPECT "^guide\\.card rect" "^tutorial\\.step text .* text=[^0-9]+2[^0-9]+28$"
           "^tutorial\\.say text .*${_td_guide_btn_${_td_lang}}")
endforeach()
# Before a game's first roll, the line over the panel says where the guide is (not in the lesson,
# whose own sentences say it; not once the game has begun).
set(_td_guide_tip_en "Your sheet is on the right: its Sheet guide button \\(or G\\) says what each row means\\.$")
set(_td_guide_tip_fr "Votre feuille est à droite : son bouton Lire la feuille \\(ou G\\) dit ce que signifie chaque rangée\\.$")
set(_td_guide_tip_es "Tu hoja está a la derecha: su botón Leer la hoja \\(o G\\) explica qué indica cada fila\\.$")
foreach(_td_lang en fr es)
  td_game_screen(guide_tip_${_td_lang}
    ARGS --game "1p-std-x#5" --size 1024x640
    SCREEN play
    LANG ${_td_lang}
    EXPECT "^banner\\[1,0\\] text 20 [0-9]+ text=${_td_guide_tip_${_td_lang}}"
    COUNT "1..1:^banner\\[1,[0-9]\\] ")
endforeach()
td_game_screen(guide_tip_gone
  ARGS --game "1p-std-x#5"
  MOVES roll "p1 die 2 pay I 2 W gain" roll
  SCREEN play
  ABSENT "^banner.*Sheet guide button")
td_game_screen(guide_tip_not_in_lesson
  ARGS --screen tutorial
  SCREEN play
  ABSENT "^banner.*Sheet guide button")
# A main button under the mouse turns a deeper blue (a lighter one read as switched off): the
# lesson's last button, the guide's button while open, a setup's Start.
td_game_screen(button_hover_deeper_lesson
  ARGS --screen tutorial2 --tutorial-step 18
  MOVES "hover 1153 682"
  SCREEN play
  EXPECT "^tutorial\\.button\\[real_game\\] rect 1153 682 hit=66,0,0 accent\\.hover$")
td_game_screen(button_hover_deeper_guide
  ARGS --game "1p-std-x#5"
  MOVES roll "key G" "hover 1213 68"
  SCREEN play
  EXPECT "^guide\\.button rect 1214 68 hit=23,0,0 accent\\.hover$")
td_game_screen(button_hover_deeper_roll
  ARGS --game "1p-std-x#5"
  MOVES "hover 310 668"
  SCREEN play
  EXPECT "^button\\[roll\\] rect [0-9]+ [0-9]+ .*accent\\.hover$")
