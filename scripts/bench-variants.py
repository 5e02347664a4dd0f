#!/usr/bin/env python3
"""Perft of each 8x8 variant beside Fairy-Stockfish's `go perft`, in one run on one machine.

    scripts/bench-variants.py [--reps 3] [--fsf ../shared/bin/fairy-stockfish]

Ours: examples/variant_perft (native, release). Theirs: Fairy-Stockfish over UCI with
UCI_Variant. Both bulk-count the last ply. Each side runs --reps times on the start position at
the depth below; the best time counts, and the node counts must agree. Fog of War is not built into
Fairy-Stockfish: it is loaded from the definition in shared/data/variants/README.md.
"""
import argparse
import os
import re
import subprocess
import sys
import tempfile
import time

# (our id, Fairy-Stockfish's name, depth): depths that take a fraction of a second to a few.
CASES = [
    ("antichess", "antichess", 5),
    ("atomic", "atomic", 5),
    ("crazyhouse", "crazyhouse", 5),
    ("duck", "duck", 3),
    ("fog-of-war", "fogofwar", 5),
]

FOG_INI = """[fogofwar:chess]
king = -
commoner = k
castlingKingPiece = k
extinctionValue = loss
extinctionPieceTypes = k
"""


def ours(binary, game, depth):
    """The example times its own perft (process start left out)."""
    out = subprocess.run([binary, game, str(depth)], capture_output=True, text=True, check=True).stdout
    found = re.search(r"(\d+) nodes in ([\d.]+) s", out)
    return int(found.group(1)), float(found.group(2))


def theirs(fsf, variant, depth, ini):
    commands = ["uci"]
    if ini:
        commands.append(f"setoption name VariantPath value {ini}")
    commands += [f"setoption name UCI_Variant value {variant}", "isready", "position startpos"]
    proc = subprocess.Popen([fsf], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    proc.stdin.write("\n".join(commands) + "\n")
    proc.stdin.flush()
    for line in proc.stdout:
        if line.strip() == "readyok":
            break
    start = time.perf_counter()
    proc.stdin.write(f"go perft {depth}\n")
    proc.stdin.flush()
    nodes = None
    for line in proc.stdout:
        if line.startswith("Nodes searched:"):
            nodes = int(line.split(":")[1])
            break
    seconds = time.perf_counter() - start
    proc.stdin.write("quit\n")
    proc.stdin.flush()
    proc.wait()
    return nodes, seconds


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--reps", type=int, default=3)
    here = os.path.dirname(os.path.abspath(__file__))
    shared = os.environ.get("WASM_CHESS_SHARED", os.path.join(here, "..", "..", "shared"))
    if not os.path.isdir(shared):
        shared = "/work/shared"
    parser.add_argument("--fsf", default=os.path.join(shared, "bin", "fairy-stockfish"))
    parser.add_argument("--ours", default=os.path.join(here, "..", "target", "release", "examples", "variant_perft"))
    args = parser.parse_args()

    with tempfile.NamedTemporaryFile("w", suffix=".ini", delete=False) as ini:
        ini.write(FOG_INI)
    print("Perft from the start position, native, best of %d (Mnps = million nodes a second)" % args.reps)
    print(f"| game | depth | nodes | wasm-chess Mnps | Fairy-Stockfish Mnps | ours ÷ theirs |")
    print("|---|---|---|---|---|---|")
    failed = False
    for game, variant, depth in CASES:
        best_ours = min((ours(args.ours, game, depth) for _ in range(args.reps)), key=lambda r: r[1])
        best_theirs = min((theirs(args.fsf, variant, depth, ini.name if variant == "fogofwar" else None) for _ in range(args.reps)), key=lambda r: r[1])
        if best_ours[0] != best_theirs[0]:
            print(f"| {game} | {depth} | ours {best_ours[0]} ≠ theirs {best_theirs[0]} | | | |")
            failed = True
            continue
        mnps_ours = best_ours[0] / best_ours[1] / 1e6
        mnps_theirs = best_theirs[0] / best_theirs[1] / 1e6
        print(f"| {game} | {depth} | {best_ours[0]:,} | {mnps_ours:.1f} | {mnps_theirs:.1f} | {mnps_ours / mnps_theirs:.2f}× |")
    os.unlink(ini.name)
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
