#!/usr/bin/env python3
"""gen_play_bytes.py — writes tests/cli/play_bytes.in, the transcript of line lengths and odd
bytes (a NUL, CRLF, UTF-8, no final end of line) that is awkward to keep by hand.

    python3 tests/cli/gen_play_bytes.py > tests/cli/play_bytes.in
"""
import sys

data = b"".join([
    b"; play_bytes: line lengths and odd bytes, written by tests/cli/gen_play_bytes.py\n",
    b"new 1p-std#3\n",
    b";" + b"x" * 4095 + b"\n",                 # 4096 bytes: a comment, no answer
    b"need" + b" " * 4092 + b"\n",              # 4096 bytes: accepted
    b"need" + b" " * 4093 + b"\n",              # 4097 bytes: too long
    b"id" + b" " * 4094 + b"\r\n",              # 4096 bytes and CRLF: accepted
    b"id" + b" " * 4094 + b"\rx\n",             # 4098 bytes, a \r inside: too long
    b"p1 die " + b"1" * 10000 + b"\n",         # far too long: one error, the rest discarded
    b"state\r\n",                               # CRLF
    b"a\x00b\n",                                # NUL byte
    b"\t roll 1 2 3 b4 \t\n",                   # blanks around
    b"\xc3\xa9t\xc3\xa9\n",                     # UTF-8 command word: echoed as ?
    b"  ; indented comment\n",
    b"\r\n",                                    # blank CRLF line
    b"need",                                    # last line without its end of line
])
sys.stdout.buffer.write(data)
