"""Independent proof that positions are dead (FIDE 5.2.2), using python-chess only.

Reads FENs, one per line, on stdin. For each, walks every position reachable by legal moves
(breadth first, positions compared as EPD: pieces, side to move, castling, legal e.p.) and
stops a branch only where python-chess itself says neither side has mating material. The
position is proven dead when the walk ends without meeting a checkmate; it is shown alive
when a checkmate is reachable; it is unknown when more than --limit positions are reachable.

Prints one line per FEN: `dead <positions> <fen>`, `alive <plies> <fen>` or `unknown <fen>`.
Exits 0 only if every FEN is proven dead (or, with --expect-alive, every FEN is shown alive).
"""
import argparse
import collections
import sys

import chess


def walk(fen, limit):
    start = chess.Board(fen)
    seen = {start.epd(): 0}
    queue = collections.deque([start])
    while queue:
        board = queue.popleft()
        depth = seen[board.epd()]
        if board.is_checkmate():
            return "alive", depth
        if board.is_insufficient_material():
            continue
        for move in board.legal_moves:
            board.push(move)
            key = board.epd()
            if key not in seen:
                if len(seen) >= limit:
                    board.pop()
                    return "unknown", len(seen)
                seen[key] = depth + 1
                queue.append(board.copy(stack=False))
            board.pop()
    return "dead", len(seen)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--limit", type=int, default=200_000)
    parser.add_argument("--expect-alive", action="store_true")
    args = parser.parse_args()
    want = "alive" if args.expect_alive else "dead"
    ok = True
    for line in sys.stdin:
        fen = line.strip()
        if not fen:
            continue
        verdict, count = walk(fen, args.limit)
        print(f"{verdict} {count} {fen}", flush=True)
        ok &= verdict == want
    sys.exit(0 if ok else 1)


if __name__ == "__main__":
    main()
