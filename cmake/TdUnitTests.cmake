# TdUnitTests.cmake — what a cmocka unit test (tests/unit/test_NAME.c) links beyond the core, the
# same for the Linux build (tests/CMakeLists.txt) and the Windows one (tests/windows/).
#
# td_unit_test_deps(<target>): test_app_* the app services, test_bot the bots, test_play_input the
# play screen's input function (pure: it compiles without SDL) and the app's texts it reads,
# test_tutorial the guided game's steps (pure too).
function(td_unit_test_deps name)
  if(name MATCHES "^test_app_")
    target_link_libraries(${name} PRIVATE troyes-app)
  elseif(name STREQUAL "test_bot")
    target_link_libraries(${name} PRIVATE troyes-bot)
  elseif(name STREQUAL "test_play_input")
    target_sources(${name} PRIVATE "${PROJECT_SOURCE_DIR}/src/game/play/play_input.c" "${PROJECT_SOURCE_DIR}/src/game/kit/nav.c")
    target_include_directories(${name} PRIVATE "${PROJECT_SOURCE_DIR}/src/game")
    target_link_libraries(${name} PRIVATE troyes-app)
  elseif(name STREQUAL "test_tutorial")
    target_sources(${name} PRIVATE "${PROJECT_SOURCE_DIR}/src/game/tutorial/tutorial.c"
                                   "${PROJECT_SOURCE_DIR}/src/game/tutorial/lesson2.c")
    target_include_directories(${name} PRIVATE "${PROJECT_SOURCE_DIR}/src/game")
    target_link_libraries(${name} PRIVATE troyes-app)
  endif()
endfunction()
