#!/usr/bin/env python3
"""Random games of one game as JSON lines, for a move-by-move differential test of another
implementation: one line per ply with the position text, the sorted legal moves, the seats in
check, the move played; the last line of a game has the outcome.
Usage: dump.py four-player:ffa [--games 5] [--seed 1] [--max-plies 600] > games.jsonl"""
import argparse
import json
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import games  # noqa: E402
from engine import Engine, Game, ALIVE  # noqa: E402
from notation import write_position, move_text  # noqa: E402


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("game")
    ap.add_argument("--games", type=int, default=5)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--max-plies", type=int, default=600)
    a = ap.parse_args()
    rules = games.make(a.game)
    e = Engine(rules)
    rng = random.Random(a.seed)
    for n in range(a.games):
        g = Game(e)
        for ply in range(a.max_plies + 1):
            pos = g.pos
            out = g.outcome()
            line = {"game": a.game, "index": n, "ply": ply, "position": write_position(rules, pos),
                    "legal": sorted(move_text(rules, m) for m in g.legal_moves()),
                    "check": [rules.seats[t][0] for t in range(rules.n) if pos.status[t] == ALIVE and e.in_check(pos, t)]}
            if out is not None:
                line["outcome"] = {"ranking": [[rules.seats[t][0] for t in grp] for grp in out["ranking"]],
                                   "scores": out["scores"], "reason": out["reason"]}
                print(json.dumps(line))
                break
            if ply == a.max_plies:
                print(json.dumps(line))
                break
            moves = g.legal_moves()
            takes = [m for m in moves if m.kind != "pass" and pos.board[m.to] is not None]
            m = rng.choice(takes) if takes and rng.random() < 0.5 else rng.choice(moves)
            line["move"] = move_text(rules, m)
            print(json.dumps(line))
            g.play(m)


if __name__ == "__main__":
    main()
