#!/usr/bin/env python3
"""The mate suite (tests/data/mates.epd): positions with a forced mate in 1 to 4 moves for either
side, taken from real games — our UCI engine against Stockfish at a limited strength — each
distance verified with Stockfish's own `go mate N`, an engine independent of ours.

Resumable: the games are kept in target/mate-suite/games.pgn and every verdict in
target/mate-suite/verdicts.jsonl, so a second run plays and asks only what is missing.

    scripts/mate-suite.py [--games 160] [--per-bucket 40] [--out tests/data/mates.epd]

A position's line: `<FEN without counters> dm <N>; id "<game>.<ply>";` with N > 0 when the side to
move mates in N moves, N < 0 when it is mated in -N whatever it does. A distance is verified so:
  * N > 0: `go mate N` finds a mate, and `go mate N-1` does not;
  * N < 0: after every legal move the opponent's `go mate -N` finds a mate, and after at least one
    of them `go mate -N-1` does not (for N = -1: the position is not already mate).
"""
import argparse
import json
import os
import subprocess
import sys

import chess
import chess.engine
import chess.pgn

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
WORK = os.path.join(ROOT, "target", "mate-suite")
STOCKFISH = "/usr/games/stockfish"
MATCH = os.path.join(ROOT, "..", "shared", "tools", "match.py")
MAX_MATE = 4
# Stockfish's first look at a position: deep enough to see a mate in 4 nearly always (a mate it
# misses here is only left out; every distance kept is verified by go mate).
SCAN_DEPTH = 10


def play_games(games, engine):
    """Our engine against Stockfish at 1500 Elo, short moves, into games.pgn (kept between runs).
    Only the games missing are played, appended (match.py appends), from the openings after those
    of the games already there, so that every game keeps its number and no opening pair repeats."""
    path = os.path.join(WORK, "games.pgn")
    have = count_games(path) if os.path.exists(path) else 0
    if have >= games:
        return path
    subprocess.run([sys.executable, MATCH, "--candidate", engine, "--candidate-option", "Level=6", "--elo", "1500",
                    "--games", str(games - have), "--opening-offset", str(have // 2), "--movetime", "40",
                    "--concurrency", "2", "--pgn", path], check=True)
    return path


def count_games(path):
    with open(path) as f:
        return sum(1 for line in f if line.startswith("[Event "))


def positions(path):
    """Every position of every game, with an id (game number, ply)."""
    with open(path) as f:
        number = 0
        while (game := chess.pgn.read_game(f)) is not None:
            number += 1
            board = game.board()
            for ply, move in enumerate(game.mainline_moves()):
                yield f"{number}.{ply}", board.copy()
                board.push(move)


def mate_found(sf, board, n):
    """Does Stockfish's `go mate n` find a mate for the side to move?"""
    if n <= 0:
        return False
    score = sf.analyse(board, chess.engine.Limit(mate=n))["score"].pov(board.turn)
    return score.is_mate() and 0 < score.mate() <= n


def verified_distance(sf, board, claimed):
    """`claimed` if Stockfish's `go mate` confirms it exactly, else None."""
    if claimed > 0:
        return claimed if mate_found(sf, board, claimed) and not mate_found(sf, board, claimed - 1) else None
    n = -claimed
    if board.is_game_over():
        return None
    exact = False
    for move in board.legal_moves:
        board.push(move)
        try:
            if not mate_found(sf, board, n):
                return None
            exact = exact or n == 1 or not mate_found(sf, board, n - 1)
        finally:
            board.pop()
    return claimed if exact else None


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--games", type=int, default=160)
    ap.add_argument("--per-bucket", type=int, default=40, help="positions per distance and sign at most")
    ap.add_argument("--out", default=os.path.join(ROOT, "tests", "data", "mates.epd"))
    ap.add_argument("--engine", default=os.path.join(ROOT, "target", "release", "uci"))
    args = ap.parse_args()
    os.makedirs(WORK, exist_ok=True)
    games = play_games(args.games, args.engine)

    verdict_path = os.path.join(WORK, "verdicts.jsonl")
    verdicts = {}
    if os.path.exists(verdict_path):
        with open(verdict_path) as f:
            for line in f:
                v = json.loads(line)
                verdicts[v["epd"]] = v
    buckets = {}
    kept = set()
    with chess.engine.SimpleEngine.popen_uci(STOCKFISH) as sf, open(verdict_path, "a") as log:
        sf.configure({"Threads": 1, "Hash": 64})
        for pid, board in positions(games):
            epd = board.epd()
            if epd not in verdicts:
                score = sf.analyse(board, chess.engine.Limit(depth=SCAN_DEPTH))["score"].pov(board.turn)
                claimed = score.mate() if score.is_mate() else None
                dm = verified_distance(sf, board, claimed) if claimed and abs(claimed) <= MAX_MATE else None
                verdicts[epd] = {"epd": epd, "id": pid, "dm": dm}
                log.write(json.dumps(verdicts[epd]) + "\n")
                log.flush()
            dm = verdicts[epd]["dm"]
            # A position met again (a repetition, the same ending in two games) is kept once.
            if dm is not None and epd not in kept and len(buckets.setdefault(dm, [])) < args.per_bucket:
                kept.add(epd)
                buckets[dm].append((epd, verdicts[epd]["id"]))

    with open(args.out, "w") as out:
        out.write("# Forced mates from our engine's games against Stockfish (1500 Elo), each distance verified\n")
        out.write("# with Stockfish's go mate N: dm N > 0 the side to move mates in N, dm -N it is mated in N.\n")
        out.write("# Written by scripts/mate-suite.py.\n")
        for dm in sorted(buckets, key=lambda d: (abs(d), -d)):
            for epd, pid in buckets[dm]:
                out.write(f'{epd} dm {dm}; id "{pid}";\n')
    total = sum(len(b) for b in buckets.values())
    print(f"{total} positions: " + ", ".join(f"dm {d}: {len(buckets[d])}" for d in sorted(buckets)))


if __name__ == "__main__":
    main()
