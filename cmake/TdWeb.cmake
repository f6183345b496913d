# TdWeb.cmake — what the browser build adds (Debian's emscripten, preset "web"; the libraries come
# from cmake/web-deps.sh, TD_WEB_PREFIX). Included early by CMakeLists.txt; does nothing elsewhere.
#
#  - every object is compiled and linked with -pthread: the bots and the solo references think on
#    threads of their own (Web Workers sharing the page's memory), so the page needs cross-origin
#    isolation (the headers web/serve.py sends; README.md, "Play in the browser");
#  - the game links to troyes-dice.js + .wasm, its fonts and sounds packed in troyes-dice.data,
#    and web/index.html, web/pre.js's start-up (saved files in the browser's storage, the page's
#    address as the command line) and the licences are copied beside it (td_web_game()).
include_guard(GLOBAL)

if(NOT EMSCRIPTEN)
  return()
endif()

if(NOT TD_WEB_PREFIX)
  message(FATAL_ERROR "troyes: the browser build needs TD_WEB_PREFIX, the folder of the "
    "dependencies built for the browser: bash cmake/run.sh web makes it")
endif()

add_compile_options(-pthread)
add_link_options(-pthread)

# td_web_game(target): the page around the game.
function(td_web_game target)
  set(web "${PROJECT_SOURCE_DIR}/web")
  set(assets "${PROJECT_SOURCE_DIR}/assets")
  set_target_properties(${target} PROPERTIES SUFFIX ".js")
  target_link_options(${target} PRIVATE
    -sALLOW_MEMORY_GROWTH=1 -sINITIAL_MEMORY=128MB -Wno-pthreads-mem-growth
    # the threads the game starts (a bot's move, the hints, the references) find a worker ready
    -sPTHREAD_POOL_SIZE=4
    -sEXIT_RUNTIME=1 -sFORCE_FILESYSTEM=1 -lidbfs.js
    "-sEXPORTED_RUNTIME_METHODS=FS"
    # (SHELL: keeps the repeated option names, which CMake would merge)
    "SHELL:--pre-js ${web}/pre.js" "SHELL:--js-library ${web}/library.js"
    "SHELL:--preload-file ${assets}/fonts@/assets/fonts"
    "SHELL:--preload-file ${assets}/sounds@/assets/sounds"
    "SHELL:--exclude-file *.sh")
  set_property(TARGET ${target} APPEND PROPERTY LINK_DEPENDS "${web}/pre.js" "${web}/library.js")
  # fonts and sounds changed: the .data file is packed again
  file(GLOB _td_web_assets CONFIGURE_DEPENDS "${assets}/fonts/*" "${assets}/sounds/*")
  set_property(TARGET ${target} APPEND PROPERTY LINK_DEPENDS ${_td_web_assets})
  add_custom_command(TARGET ${target} POST_BUILD
    COMMAND ${CMAKE_COMMAND} -E copy_if_different "${web}/index.html" "${web}/serve.py"
            "$<TARGET_FILE_DIR:${target}>"
    COMMAND ${CMAKE_COMMAND} -E make_directory "$<TARGET_FILE_DIR:${target}>/licenses"
    COMMAND ${CMAKE_COMMAND} -E copy_directory "${TD_WEB_PREFIX}/licenses"
            "$<TARGET_FILE_DIR:${target}>/licenses"
    COMMAND ${CMAKE_COMMAND} -E copy_if_different "${PROJECT_SOURCE_DIR}/LICENSE"
            "${assets}/CREDITS.md" "${assets}/fonts/OFL.txt" "$<TARGET_FILE_DIR:${target}>/licenses"
    VERBATIM)
endfunction()
