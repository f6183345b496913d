# mingw-w64-x86_64.cmake — CMake toolchain file: build for 64-bit Windows from Linux with
# mingw-w64 (Debian: gcc-mingw-w64-x86-64, g++-mingw-w64-x86-64).
#
# TD_WIN64_PREFIX (cache or environment) names the folder that holds the Windows builds of the
# dependencies (SDL2 and its satellites, cmocka); cmake/win-deps.sh makes it and prints it.
# The programs are run by Wine when CTest runs a Windows test (CMAKE_CROSSCOMPILING_EMULATOR,
# set by the project to cmake/wine-run.sh).
set(CMAKE_SYSTEM_NAME Windows)
set(CMAKE_SYSTEM_PROCESSOR x86_64)

set(_td_triplet x86_64-w64-mingw32)
set(CMAKE_C_COMPILER ${_td_triplet}-gcc)
set(CMAKE_CXX_COMPILER ${_td_triplet}-g++)
set(CMAKE_RC_COMPILER ${_td_triplet}-windres)

if(NOT TD_WIN64_PREFIX AND DEFINED ENV{TD_WIN64_PREFIX})
  set(TD_WIN64_PREFIX "$ENV{TD_WIN64_PREFIX}")
endif()
set(TD_WIN64_PREFIX "${TD_WIN64_PREFIX}" CACHE PATH "Windows builds of the dependencies")

set(CMAKE_FIND_ROOT_PATH /usr/${_td_triplet} ${TD_WIN64_PREFIX})
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_PACKAGE ONLY)
# The toolchain's variables reach try_compile projects too.
list(APPEND CMAKE_TRY_COMPILE_PLATFORM_VARIABLES TD_WIN64_PREFIX)
