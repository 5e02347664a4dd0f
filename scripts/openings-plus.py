#!/usr/bin/env python3
"""More starts for a fixed-node match between two builds of our chess engine.

At a fixed number of nodes the engine plays the same game from the same start every time, so a
match of more games than `openings.epd` has starts (104 openings, each with either colour) only
repeats games. This writes each opening followed by each of up to N of its replies (moves of the
side to move) that keep the position within MARGIN centipawns of even by Stockfish's judgement at
a shallow depth: starts that differ but stay balanced.

    scripts/openings-plus.py [--per 4] [--margin 60] [--depth 10] > target/openings-plus.epd
    match.py … --nodes 25000 --openings target/openings-plus.epd --opening-order sequential
"""
import argparse
import os
import random

import chess
import chess.engine

HERE = os.path.dirname(os.path.abspath(__file__))
# The shared data as the other scripts find it (scripts/bench-variants.py, calibrate-levels.sh).
SHARED = os.environ.get("WASM_CHESS_SHARED", os.path.join(HERE, "..", "..", "shared"))
SHARED = SHARED if os.path.isdir(SHARED) else "/work/shared"


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--openings", default=os.path.join(SHARED, "data", "openings.epd"))
    ap.add_argument("--per", type=int, default=4, help="replies kept per opening")
    ap.add_argument("--margin", type=int, default=60, help="centipawns from even a start may be")
    ap.add_argument("--depth", type=int, default=10, help="Stockfish's depth for that judgement")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--stockfish", default="/usr/games/stockfish")
    a = ap.parse_args()
    rng = random.Random(a.seed)
    with chess.engine.SimpleEngine.popen_uci(a.stockfish) as engine:
        for line in open(a.openings):
            if not line.strip():
                continue
            board, _ = chess.Board.from_epd(line)
            replies = list(board.legal_moves)
            rng.shuffle(replies)
            kept = 0
            for move in replies:
                board.push(move)
                score = engine.analyse(board, chess.engine.Limit(depth=a.depth))["score"].white()
                if not score.is_mate() and abs(score.score()) <= a.margin:
                    print(board.epd())
                    kept += 1
                board.pop()
                if kept == a.per:
                    break


if __name__ == "__main__":
    main()
