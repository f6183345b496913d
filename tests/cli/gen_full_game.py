#!/usr/bin/env python3
"""gen_full_game.py — writes the input of a whole game for `troyes-cli play`, by playing it
through the protocol itself: rolls from the seed, and for every waiting player a legal move
chosen by a fixed rule that differs by player so that the sheets differ: p1 the best
score_delta (first on ties), p2 the first legal move, p3 and later the best score_delta (last
on ties).

    python3 tests/cli/gen_full_game.py build/dev/troyes-cli 2p-std-x#7 > tests/cli/play_full.in

The committed play_full.in was made this way once; the test then compares the answers with
play_full.out (regenerate that with: troyes-cli play < play_full.in > play_full.out).
"""
import json
import subprocess
import sys


def main():
    cli, game_id = sys.argv[1], sys.argv[2]
    proc = subprocess.Popen([cli, "play"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                            text=True, bufsize=1)
    lines = []

    def ask(line, record=True):
        proc.stdin.write(line + "\n")
        proc.stdin.flush()
        answer = proc.stdout.readline().rstrip("\n")
        if answer.startswith("error"):
            sys.exit(f"{line!r} -> {answer}")
        if record:
            lines.append(line)
        return answer

    lines.append(f"; a whole game of {game_id}: moves by gen_full_game.py")
    ask(f"new {game_id}")
    shown_legal = 0
    while True:
        need = json.loads(ask("need", record=False))
        if need["phase"] == "over":
            break
        if need["phase"] == "roll":
            ask("roll")
            continue
        for p in need["waiting"]:
            while True:
                legal = json.loads(ask(f"legal p{p}", record=False))
                if legal["count"] == 0:
                    break
                moves = legal["moves"]
                if p == 2:
                    best = 0
                else:
                    tie = -1 if p == 1 else 1
                    best = max(range(len(moves)),
                               key=lambda i: (moves[i]["gain"]["score_delta"], tie * i))
                # Keep a few decision lists in the transcript (small ones: bonus decisions).
                if legal["need"]["kind"] != "die" and shown_legal < 3:
                    lines.append(f"legal p{p}")
                    shown_legal += 1
                ask(moves[best]["move"])
    lines += ["need", "state", "score", "moves", "quit"]
    proc.stdin.close()
    proc.wait()
    print("\n".join(lines))


if __name__ == "__main__":
    main()
