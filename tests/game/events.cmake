# The rule events as they happen (src/game/play/play_events.c), included from tests/game/CMakeLists.txt:
# each event's sentence (in the banner or the note above the panel) and its mark (event.* in the
# dump), after the move that made it. The marks rest once their short animation is over, so the
# settled picture shows them. The games and moves were found with troyes-cli play.

# 1p-std#3, the black 6 on the red plaza; a gain with die 1 closes the morning: "+1" rises from the
# influence track, the summary's row says what the half-day gained in all (its tooltip in words),
# and the destroyed plaza flips (red on both sides: its other side is red too) edged in gold, as the summary's title says.
set(_td_ev_flip "roll 2 3 5 b6" "p1 die 1 1 R gain")
td_game_screen(event_gain_flip
  ARGS --game "1p-std#3"
  MOVES ${_td_ev_flip} "hover 245 626"
  SCREEN play
  EXPECT ${_td_play_expect} "^event\\.resource\\[influence,3\\] rect "
         "^event\\.resource\\.text\\[influence,3\\] text .* text=\\+1$" "^event\\.flip\\[4\\] custom "
         "^summary\\.title\\[0\\] text .* text=Day 1, morning$" "^summary\\.title\\[1\\] text .* text=The destroyed red plaza flips over; its other side is red too\\.$"
         "^summary\\.text\\[0,2\\] text .* text=−2$" "^summary\\.icon\\[0,1\\] icon .* icon=knowledge " "^summary\\.text\\[0,3\\] text .* text=−1 VP$"
         "^tooltip Player 1: the white 2 as red 1, gains 1 influence\\.$" "^tooltip In all: −2 knowledge, −1 VP\\.$"
  PNG ${_td_play_png})
td_game_screen(event_gain_flip_fr
  ARGS --game "1p-std#3"
  MOVES ${_td_ev_flip} "hover 245 626"
  SCREEN play
  LANG fr
  EXPECT "^event\\.resource\\.text\\[influence,3\\] text .* text=\\+1$" "^event\\.flip\\[4\\] custom "
         "^summary\\.title\\[0\\] text .* text=Jour 1, matin$" "^summary\\.title\\[1\\] text .* text=La place rouge détruite se retourne..; son autre face est rouge aussi\\.$"
         "^tooltip Joueur 1..: le 2 blanc en 1 rouge, gagne 1 influence\\.$" "^tooltip Au total..: −2 savoir, −1 PV\\.$")
# Animations off (the settings): no animation plays, the marks are drawn at rest at once.
add_test(NAME game_event_anim_off_home
  COMMAND sh -c "rm -rf \"$1\" && mkdir -p \"$1\" && printf 'troyes-dice-settings 1\\nanimation off\\n' > \"$1/settings.txt\""
          sh "${CMAKE_CURRENT_BINARY_DIR}/anim_off_home")
set_tests_properties(game_event_anim_off_home PROPERTIES FIXTURES_SETUP td_anim_off_home LABELS "game")
td_game_screen(event_anim_off
  ARGS --game "1p-std#3"
  MOVES ${_td_ev_flip}
  SCREEN play
  EXPECT "^event\\.resource\\.text\\[influence,3\\] text .* text=\\+1$" "^event\\.flip\\[4\\] custom "
  HOME "${CMAKE_CURRENT_BINARY_DIR}/anim_off_home" REQUIRES td_anim_off_home)

# The morning and afternoon of day 1 (1p-std#3): a Fortress completes the Fortress row's second
# link (+1 yellow citizen); the day ends: the yellow plaza flips to white and the small layer
# turns to day 2, ringed.
set(_td_ev_link roll "p1 die 2 pay I 3 R prestige" roll "p1 die 3 4 R prestige")
td_game_screen(event_link
  ARGS --game "1p-std#3"
  MOVES ${_td_ev_link}
  SCREEN play
  EXPECT ${_td_play_expect} "^event\\.link\\[fortress,1\\] ring 866 138" "text=.*Link complete: \\+1 yellow citizen\\.$"
  PNG ${_td_play_png})
td_game_screen(event_turn
  ARGS --game "1p-std#3"
  MOVES ${_td_ev_link}
  SCREEN play
  EXPECT "^event\\.turn ring 300 317" "^event\\.flip\\[6\\] custom "
         "^summary\\.title\\[1\\] text .* text=The destroyed yellow plaza flips to white\\. The wheel turns to day 2:$"
         "^summary\\.title\\[2\\] text .* text=each plaza faces a new price\\.$"
         "^summary\\.text\\[10,0\\] text .* text=Link complete: \\+1 yellow citizen\\.$"
  OUTSIDE "circle=300,317,258:^summary\\.")
td_game_screen(event_turn_es
  ARGS --game "1p-std#3"
  MOVES ${_td_ev_link}
  SCREEN play
  LANG es
  EXPECT "^event\\.turn ring 300 317" "text=.*La plaza amarilla destruida se voltea: ahora es blanca\\."
         "^summary\\.title\\[2\\] text .* text=cada plaza queda frente a un nuevo precio\\.$"
         "^summary\\.text\\[10,0\\] text .* text=Enlace completo: \\+1 ciudadano amarillo\\.$")

# Citizen columns (1p-std#5): column 3 reached on all three tracks (+1 of each resource, said
# after the summary), then in another game column 6 (a work building to build, said at once).
set(_td_ev_col3 roll "p1 die 2 pay I 2 R prestige" roll "p1 die 1 3 W work" roll "p1 die 2 pay K 1 R prestige" roll
    "p1 die 3 4 Y prestige" roll "p1 die 2 pay D 4 W work")
td_game_screen(event_column3
  ARGS --game "1p-std#5"
  MOVES ${_td_ev_col3}
  SCREEN play
  EXPECT ${_td_play_expect} "^event\\.column\\[3\\] rect 711 566"
         "text=.*Citizen column 3 reached on all three tracks: \\+1 of each resource\\.$"
         "^event\\.resource\\.text\\[knowledge,6\\] text .* text=\\+4$"
  PNG ${_td_play_png})
td_game_screen(event_column3_fr
  ARGS --game "1p-std#5"
  MOVES ${_td_ev_col3}
  SCREEN play
  LANG fr
  EXPECT "^event\\.column\\[3\\] rect 711 566" "text=.*Colonne 3 de citoyens atteinte sur les trois pistes..: \\+1 de")
set(_td_ev_col6 roll "p1 die 2 pay K 1 R work" roll "p1 die 2 pay D 5 W work" roll "p1 die 2 pay D 1 R prestige" roll
    "p1 die 3 4 Y prestige" roll "p1 die 1 1 R gain" roll "p1 die 1 2 Y work" roll "p1 die 1 4 W work" roll
    "p1 die 1 2 Y prestige" roll "p1 die 2 pay D 3 W work" roll "p1 die 2 pay K 2 R work")
td_game_screen(event_column6
  ARGS --game "1p-std#5"
  MOVES ${_td_ev_col6}
  SCREEN play
  EXPECT "^event\\.column\\[6\\] rect 772 566" "^event\\.link\\[palace,0\\] ring "
         "^panel\\.note\\[0,0\\] text 30 631 text=In all: −1 influence, −3 knowledge, .*, the column 6 bonus,$"
         "^panel\\.note\\[0,1\\] text .* text=.*Citizen column 6 reached on all three tracks: build a work building\\.$"
         "^panel\\.text\\[1,0\\] text 30 663 text=A click takes a lit option"
  ABSENT "^banner")

# The roll's line, what the move gained and its two events make a long note: said whole.
td_game_screen(event_column6_es
  ARGS --game "1p-std#5"
  MOVES ${_td_ev_col6}
  SCREEN play
  LANG es
  EXPECT "^event\\.column\\[6\\] rect 772 566" "^panel\\.note\\[0,2\\] text 30 675 text=alcanzada en los tres caminos: construye un edificio de oficio\\.$"
  ABSENT "^banner" "^panel\\.text\\[1,0\\]")

# The 15th red citizen (1p-std#7): ringed on its square, and its choice said.
set(_td_ev_cit15 roll "p1 die 2 pay K 4 R work" roll "p1 die 2 pay D 1 R work" roll "p1 die 4 5 R work" roll
    "p1 die 1 1 R prestige" roll "p1 die 1 1 Y prestige" roll "p1 die 2 pay I 2 R work" roll "p1 die 1 2 Y prestige")
td_game_screen(event_citizen15
  ARGS --game "1p-std#7"
  MOVES ${_td_ev_cit15}
  SCREEN play
  EXPECT ${_td_play_expect} "^event\\.citizen15\\[red\\] ring 954 542"
         "^panel\\.note\\[0,1\\] text .* text=or a Cathedral\\.$"
  PNG ${_td_play_png})
td_game_screen(event_citizen15_es
  ARGS --game "1p-std#7"
  MOVES ${_td_ev_cit15}
  SCREEN play
  LANG es
  EXPECT "^event\\.citizen15\\[red\\] ring 954 542" "^panel\\.note\\[0,1\\] text .* text=construye un Mercado o una Catedral\\.$")
# The 20th red citizen (1p-std#5, day 7): ringed on its square, and its bonus said.
td_game_screen(event_citizen20
  ARGS --game "1p-std#5"
  MOVES roll "p1 die 3 4 R work" roll "p1 die 2 pay D 1 R work" roll "p1 die 2 pay D 1 R prestige" roll
        "p1 die 1 1 W work" roll "p1 die 2 pay K 4 W work" roll "p1 die 1 1 Y work" roll "p1 die 1 4 W gain" roll
        "p1 die 1 2 R work" roll "p1 die 2 pay K 3 W work" roll "p1 die 2 pay K 1 Y prestige" roll
        "p1 die 2 pay K 3 R work" roll "p1 die 2 pay I 6 R work" roll "p1 die 1 2 Y prestige" "p1 build CA 1" roll
        "p1 die 1 2 R prestige"
  SCREEN play
  EXPECT "^event\\.citizen20\\[red\\] ring 1055 542" "^summary\\.text\\[10,0\\] text .* text=Link complete: .* 20th$"
         "^summary\\.text\\[10,1\\] text .* text=red citizen: \\+1 citizen of each other colour\\.$"
  ABSENT "^banner\\[1,"
  OUTSIDE "circle=300,317,258:^summary\\.")

# Day 3's attacks (1p-std#3): the black 1 crosses out the red 1 die box (framed in red; the
# destroyed plaza's empty notch edged in red) ...
td_game_screen(event_attack
  ARGS --game "1p-std#3"
  MOVES roll "p1 die 4 5 R prestige" roll "p1 die 1 2 R prestige" roll "p1 die 3 6 R prestige" roll
        "p1 die 2 pay K 3 R prestige" roll
  SCREEN play
  EXPECT ${_td_play_expect} "^event\\.attack\\[red,0\\] rect 721 106" "^event\\.destroyed\\[3\\] custom "
         "text=The black 1 destroys the red plaza\\. In your red district, die box 1 is crossed out\\.$"
  PNG ${_td_play_png})
td_game_screen(event_attack_es
  ARGS --game "1p-std#3"
  MOVES roll "p1 die 4 5 R prestige" roll "p1 die 1 2 R prestige" roll "p1 die 3 6 R prestige" roll
        "p1 die 2 pay K 3 R prestige" roll
  SCREEN play
  LANG es
  EXPECT "^event\\.attack\\[red,0\\] rect 721 106" "text=El 1 negro destruye la plaza roja\\. En tu barrio rojo se tacha la casilla de dado 1\\.$")
td_game_screen(event_attack_fr
  ARGS --game "1p-std#3"
  MOVES roll "p1 die 4 5 R prestige" roll "p1 die 1 2 R prestige" roll "p1 die 3 6 R prestige" roll
        "p1 die 2 pay K 3 R prestige" roll
  SCREEN play
  LANG fr
  EXPECT "^event\\.attack\\[red,0\\] rect 721 106" "text=Le 1 noir détruit la place rouge\\. Dans votre quartier rouge, la case de dé 1 est barrée\\.$"
  PNG ${_td_play_png})
# The destroyed plaza's notch keeps its red edge for as long as the plaza is out, drawn from the
# state: after the half-day is played out and its last move taken back (Undo), the events are
# gone but the edge is still there, and the lifted plaza stays inside the wheel's rim: its middle
# 14 units out from its notch's (473, 417), so its outer corners lie 254 units from the wheel's
# centre, inside its 258.
foreach(_l en fr es)
  td_game_screen(destroyed_edge_after_undo_${_l}
    ARGS --game "1p-std#3" --bots human
    MOVES roll "p1 die 4 5 R prestige" roll "p1 die 1 2 R prestige" roll "p1 die 3 6 R prestige" roll
          "p1 die 2 pay K 3 R prestige" roll auto "click 1138 20"
    SCREEN play
    LANG ${_l}
    EXPECT "^sheet\\.label\\[0,0\\] text 636 102 text=(Nobles|Noble|Nobleza)$"
           "^panel\\.text\\[0,0\\] text 30 616 text=(Player|Joueur|Jugador) 1[^0-9]"
           "^wheel\\.notch\\.edge\\[3\\] custom 473 417" "^wheel\\.plaza\\[3\\] custom 48[0-9] 42[0-9]"
    ABSENT "^event\\.")
endforeach()
# ... or, with a Fortress in column 1, the shield pops beside the die box it keeps, in the gap to
# the next box: off both boxes' numbers (26 units from their centres; the box is 38 wide).
set(_td_ev_shield roll "p1 die 4 2 R prestige" roll "p1 die 3 5 R prestige" roll "p1 die 1 1 R prestige" roll
    "p1 die 2 pay K 5 R work" roll)
td_game_screen(event_shield
  ARGS --game "1p-std#3"
  MOVES ${_td_ev_shield}
  SCREEN play
  EXPECT "^event\\.shield\\[red,0\\] custom 749 102" "^event\\.destroyed\\[3\\] custom "
         "text=The black 1 destroys the red plaza\\. A Fortress protects column 1: nothing lost\\.$"
  ABSENT "^event\\.attack"
  APART "26:^event\\.shield\\[[a-z]+,[0-9]\\] :^sheet\\.diebox\\.text\\[[a-z]+,[0-9]\\] "
        "26:^sheet\\.shield\\[[0-9],[0-9]+\\] :^sheet\\.diebox\\.text\\[[a-z]+,[0-9]\\] ")
td_game_screen(event_shield_fr
  ARGS --game "1p-std#3"
  MOVES ${_td_ev_shield}
  SCREEN play
  LANG fr
  EXPECT "^event\\.shield\\[red,0\\] custom 749 102"
         "text=Le 1 noir détruit la place rouge\\. Une Forteresse protège la colonne 1..: rien n’est perdu\\.$")

# Banquets & Raids: the black 1 destroys the yellow plaza beside Banquet 3; at the end of the
# morning the tile turns to its Raid side (framed) and its rule is said. The tiles are drawn as
# tiles, with their number (no text labels).
set(_td_ev_raid_game "1p-std-x-LRRYYWWRYRYRWRWYWYW-T1b3b2b#1")
td_game_screen(event_raid
  ARGS --game "${_td_ev_raid_game}"
  MOVES "roll 3 4 5 b1" "p1 die 2 pay I 4 W gain"
  SCREEN play
  EXPECT ${_td_play_expect} "^event\\.raid\\[1\\] rect 436 155" "^wheel\\.tile\\[1\\] custom 436 155 hit=13,3,1 box=[0-9,]+ text=\\+1 deniers:yellow$"
         "^wheel\\.tile\\.number\\[1\\] text .* text=3$" "^wheel\\.tile\\[0\\] custom .* hit=13,1,0 box=[0-9,]+ text=influence:red ±2$"
         "^summary\\.title\\[[12]\\] text .* text=.*Banquet 3 turns( |$)" "^summary\\.title\\[2\\] text .* text=.*to Raid 3: 1 denier more"
  ABSENT "^wheel\\.tile\\.text"
  PNG ${_td_play_png})
td_game_screen(event_raid_fr
  ARGS --game "${_td_ev_raid_game}"
  MOVES "roll 3 4 5 b1" "p1 die 2 pay I 4 W gain"
  SCREEN play
  LANG fr
  EXPECT "^event\\.raid\\[1\\] rect 436 155" "^summary\\.title\\[2\\] text .* text=.*passe en Raid 3..: 1 denier de plus ")

# Banquet 3 beside the white plaza (slot 2 on day 1's morning): the wheel strikes the slot's price
# (1 and the three resources) and shows "free"; the panel and the cost breakdown of a lit box name the Banquet.
set(_td_ev_price_game "1p-std-x-LRRYYWWRYRYRWRWYWYW-T1b2b3b#1")
td_game_screen(event_price_banquet3
  ARGS --game "${_td_ev_price_game}"
  MOVES "roll 3 4 5 b6" "select 2" "click 894 381" "hover 895 381"
  SCREEN play
  EXPECT "^wheel\\.cost\\[2\\] text .* text=1$" "^wheel\\.cost\\.icon\\[2,knowledge\\] icon .* icon=knowledge$"
         "^wheel\\.cost\\.struck\\[2\\] rect "
         "^wheel\\.cost\\.now\\[2\\] text .* text=free$" "text=The white 4 is free \\(Banquet 3\\)\\.$"
         "^tooltip Cost: free \\(Banquet 3\\) for the die$"
  ABSENT "^wheel\\.cost\\.struck\\[[013-8]\\]")
td_game_screen(event_price_banquet3_fr
  ARGS --game "${_td_ev_price_game}"
  MOVES "roll 3 4 5 b6" "select 2" "click 894 381" "hover 895 381"
  SCREEN play
  LANG fr
  EXPECT "^wheel\\.cost\\.now\\[2\\] text .* text=gratuit$" "text=Le 4 blanc est gratuit \\(Banquet 3\\)\\.$"
         "^tooltip Coût..: gratuit \\(Banquet 3\\) pour le dé$")

# An undo takes the move's sentences and marks back with it.
td_game_screen(event_undo
  ARGS --game "1p-std#7"
  MOVES ${_td_ev_cit15} "key BackSpace"
  SCREEN play
  ABSENT "^event\\.citizen15" "15th red citizen: its bonus")

# Hidden hot-seat: the roll's events wait through the hand-over; the player handed the screen sees
# their own sheet's attack and the destroyed plaza (2p-std#5, day 3).
td_game_screen(event_attack_hotseat
  ARGS --game "2p-std#5" --bots human,human
  MOVES roll auto roll auto roll auto roll auto "roll 2 3 4 b1" "pad down" "pad a"
  SCREEN play
  EXPECT "^event\\.attack\\[red,0\\] rect 721 106" "^event\\.destroyed\\[3\\] custom "
         "text=The black 1 destroys the red plaza\\. Player 1: in the red district, die box 1 is crossed out\\.$")
# Hidden hot-seat, the last choice held: the wheel keeps the half-day as it was played (the plaza
# still lifted, no flip) until the choices are shown; then the flip, marked and said.
td_game_screen(event_flip_held
  ARGS --game "2p-std#5" --bots human,human
  MOVES ${_td_hot_moves} "key 2" "key Tab" "key Return"
  SCREEN play
  EXPECT "^event\\.destroyed\\[1\\] custom 429 164"
  ABSENT "^event\\.flip" "flips to")
td_game_screen(event_flip_revealed
  ARGS --game "2p-std#5" --bots human,human
  MOVES ${_td_hot_moves} "key 2" "key Tab" "key Return" "click 501 638" "hover 245 646"
  SCREEN play
  EXPECT "^event\\.flip\\[1\\] custom 429 164" "^tooltip Player 2: the white 3, gains 3 knowledge\\.$" "^tooltip In all: "
         "^summary\\.title\\[1\\] text .* text=The destroyed red plaza flips to yellow\\.$"
  ABSENT "^event\\.destroyed")
# The smallest window (1024 x 640), in Spanish: the struck price and its Banquet said.
td_game_screen(event_price_banquet3_es_small
  ARGS --game "${_td_ev_price_game}" --size 1024x640
  MOVES "roll 3 4 5 b6" "select 2" "click 856 421" "hover 857 421"
  SCREEN play
  LANG es
  EXPECT "^output 1024 640$" "^wheel\\.cost\\[2\\] text .* text=1$" "^wheel\\.cost\\.struck\\[2\\] rect "
         "^wheel\\.cost\\.now\\[2\\] text .* text=gratis$" "text=El 4 blanco es gratis \\(Banquete 3\\)\\.$"
         "^tooltip Coste: gratis \\(Banquete 3\\) por el dado$")

# [R8] The black 1 lands on Banquet 8 (beside the yellow plaza): nothing destroyed, the tile framed
# in gold; at the end of the morning the tile turns to Raid 8, framed in red and its rule said.
set(_td_ev_b8_game "1p-std-x-LRRYYWWRYRYRWRWYWYW-T1b8b2b#1")
td_game_screen(event_banquet8
  ARGS --game "${_td_ev_b8_game}"
  MOVES "roll 3 4 5 b1"
  SCREEN play
  EXPECT "^event\\.banquet8\\[1\\] rect 436 155"
         "text=The black 1 landed on Banquet 8: no destruction, and it may be used as a yellow die\\.$"
  ABSENT "^event\\.destroyed")
td_game_screen(event_banquet8_raid_fr
  ARGS --game "${_td_ev_b8_game}"
  MOVES "roll 3 4 5 b1" "p1 die 1 1 R gain"
  SCREEN play
  LANG fr
  EXPECT "^event\\.raid\\[1\\] rect 436 155" "^wheel\\.tile\\[1\\] custom 436 155 hit=13,8,1 box=[0-9,]+ text=die:glass = die:black$"
         "^summary\\.title\\[1\\] text .* text=Le Banquet 8 passe en Raid 8..: Un dé posé ici est un second dé noir"
  ABSENT "^event\\.banquet8" "^event\\.flip")

# In a 16:10 window the sheet grows a tenth from its top right corner and the wheel moves 8 units
# left and 40 down (the play screen takes the height): the marks follow what they mark, here the
# attacked die box (721,106 at 16:9) and the destroyed plaza's notch (473,417 at 16:9).
td_game_screen(event_attack_tall
  ARGS --game "1p-std#3" --size 1280x800
  MOVES roll "p1 die 4 5 R prestige" roll "p1 die 1 2 R prestige" roll "p1 die 3 6 R prestige" roll
        "p1 die 2 pay K 3 R prestige" roll
  SCREEN play
  EXPECT "^output 1280 800$" "^sheet\\.diebox\\[red,0\\] rect 666 119" "^event\\.attack\\[red,0\\] rect 666 119 box=639,100,692,137$"
         "^wheel\\.plaza\\[3\\] custom 477 464" "^event\\.destroyed\\[3\\] custom 465 457"
         "^wheel\\.notch\\.edge\\[3\\] custom 465 457")
