# fresh_copy.cmake — makes TD_TO a fresh copy of the folder TD_FROM (for tests that change the
# files they are given, such as the game setting aside a damaged file).
#   cmake -DTD_FROM=<folder> -DTD_TO=<folder> -P fresh_copy.cmake
file(REMOVE_RECURSE "${TD_TO}")
file(COPY "${TD_FROM}/" DESTINATION "${TD_TO}")
