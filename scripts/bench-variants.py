#!/usr/bin/env python3
"""Perft of every game of the registry that has an oracle, in wasm (the variants module under
Node), natively, and in Fairy-Stockfish's own `go perft` (native), in one run on one machine.

    scripts/bench-variants.py [--reps 3] [--min-nodes 5000000] [--fsf ../shared/bin/fairy-stockfish] [--games xiangqi,janggi]

Needs `make node-pkg-variants` and `cargo build --release --example variant_perft` (make bench
does both). The games come from the registry (`variant_perft --list`): a game registered later
joins by itself. Positions: from the game's perft suite (shared/data/perft/variants/<oracle>.tsv),
its start and its first other position (a middlegame), each at the suite's deepest depth, deeper
while the estimated count stays under --min-nodes. Every side bulk-counts the last ply; the best
of --reps runs counts (the sides take turns); the three node counts must agree, and agree with the suite where it has
the depth. Variants Fairy-Stockfish does not build in (Fog of War, Chaturanga by king capture) are
loaded from the definitions in shared/data/variants/README.md.
"""
import argparse
import os
import re
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(HERE, "..")

# Oracle names whose data come from a Fairy-Stockfish definition of another name (README.md of
# shared/data/variants says which).
DEFINED_AS = {"chaturanga": "chaturanga-kc"}


def shared_dir():
    shared = os.environ.get("WASM_CHESS_SHARED", os.path.join(ROOT, "..", "shared"))
    return shared if os.path.isdir(shared) else "/work/shared"


def registry(binary):
    """(id, oracle) of every game with an oracle, in the registry's order."""
    out = subprocess.run([binary, "--list"], capture_output=True, text=True, check=True).stdout
    return [tuple(line.split()) for line in out.splitlines() if line.split()[1] != "-"]


def suite_positions(path):
    """The suite's start and first other position: (fen, {depth: nodes}) each."""
    rows = {}
    with open(path) as f:
        for line in f:
            fields = line.rstrip("\n").split("\t")
            if len(fields) >= 4:
                rows.setdefault(fields[1], {})[int(fields[2])] = int(fields[3])
    fens = list(rows)
    return [(fen, rows[fen]) for fen in fens[:2]]


def depth_for(counts, min_nodes):
    """The suite's deepest depth, deeper while the count estimated from the last branching factor
    stays under min_nodes. Returns (depth, the suite's count or None)."""
    depth = max(counts)
    nodes = counts[depth]
    branching = nodes / counts.get(depth - 1, 1) if depth > 1 else nodes
    known = nodes
    while nodes < min_nodes and branching > 1:
        depth += 1
        nodes *= branching
        known = None
    return depth, known


def ours_native(binary, game, fen, depth):
    out = subprocess.run([binary, game, str(depth), fen], capture_output=True, text=True, check=True).stdout
    found = re.search(r"(\d+) nodes in ([\d.]+) s", out)
    return int(found.group(1)), float(found.group(2))


def ours_wasm(game, fen, depth):
    script = os.path.join(HERE, "variant-perft-wasm.mjs")
    out = subprocess.run(["node", script, game, fen, str(depth)], capture_output=True, text=True, check=True).stdout
    nodes, seconds = out.split()
    return int(nodes), float(seconds)


class Fsf:
    """One Fairy-Stockfish process over UCI, with the README's variant definitions loaded."""

    def __init__(self, binary, ini):
        self.proc = subprocess.Popen([binary], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
        self.send("uci", f"setoption name VariantPath value {ini}")
        self.ready()

    def send(self, *lines):
        self.proc.stdin.write("\n".join(lines) + "\n")
        self.proc.stdin.flush()

    def ready(self):
        self.send("isready")
        for line in self.proc.stdout:
            if line.strip() == "readyok":
                return

    def perft(self, variant, fen, depth):
        self.send(f"setoption name UCI_Variant value {variant}", f"position fen {fen}")
        self.ready()
        start = time.perf_counter()
        self.send(f"go perft {depth}")
        for line in self.proc.stdout:
            if line.startswith("Nodes searched:"):
                return int(line.split(":")[1]), time.perf_counter() - start
        raise RuntimeError("Fairy-Stockfish ended without a count")

    def close(self):
        self.send("quit")
        self.proc.wait()


def definitions(readme):
    """The indented `[name:parent]` blocks of shared/data/variants/README.md, as one ini text."""
    blocks, current = [], None
    with open(readme) as f:
        for line in f:
            text = line.strip()
            if line.startswith("    [") and ":" in text:
                current = [text]
                blocks.append(current)
            elif current is not None and line.startswith("    ") and text:
                current.append(text)
            else:
                current = None
    return "\n\n".join("\n".join(block) for block in blocks) + "\n"


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--reps", type=int, default=3)
    parser.add_argument("--min-nodes", type=float, default=5e6)
    shared = shared_dir()
    parser.add_argument("--fsf", default=os.path.join(shared, "bin", "fairy-stockfish"))
    parser.add_argument("--ours", default=os.path.join(ROOT, "target", "release", "examples", "variant_perft"))
    parser.add_argument("--games", help="only these registry ids (comma-separated); default every game")
    args = parser.parse_args()
    only = set(args.games.split(",")) if args.games else None

    with tempfile.NamedTemporaryFile("w", suffix=".ini", delete=False) as ini:
        ini.write(definitions(os.path.join(shared, "data", "variants", "README.md")))
    fsf = Fsf(args.fsf, ini.name)
    print(f"Perft, best of {args.reps}, every side bulk-counting the last ply (Mnps = million nodes a second)")
    print("| game | position | depth | nodes | wasm Mnps | native Mnps | Fairy-Stockfish Mnps | wasm ÷ FSF |")
    print("|---|---|---|---|---|---|---|---|")
    failed = False

    def timed(game, oracle, fen, depth):
        """The best (nodes, seconds) of wasm, native and Fairy-Stockfish: the three sides in turn,
        rep after rep, so that a busy moment of the machine falls on every side alike."""
        runs = {"wasm": [], "native": [], "theirs": []}
        for _ in range(args.reps):
            runs["wasm"].append(ours_wasm(game, fen, depth))
            runs["native"].append(ours_native(args.ours, game, fen, depth))
            runs["theirs"].append(fsf.perft(DEFINED_AS.get(oracle, oracle), fen, depth))
        return (min(runs[side], key=lambda r: r[1]) for side in ("wasm", "native", "theirs"))

    for game, oracle in registry(args.ours):
        if only is not None and game not in only:
            continue
        suite = os.path.join(shared, "data", "perft", "variants", f"{oracle}.tsv")
        if not os.path.exists(suite):
            print(f"| {game} | no perft suite ({oracle}.tsv) | | | | | | |")
            continue
        for label, (fen, counts) in zip(["start", "middlegame"], suite_positions(suite)):
            depth, expected = depth_for(counts, args.min_nodes)
            wasm, native, theirs = timed(game, oracle, fen, depth)
            found = {wasm[0], native[0], theirs[0]} | ({expected} if expected else set())
            beyond_suite = len(found) != 1 and expected is None and wasm[0] == native[0] and oracle not in DEFINED_AS
            if beyond_suite:
                # Beyond the suite's depths Fairy-Stockfish may count moves our rules forbid
                # (shogi's pawn-drop mates, Chaturanga's play after a king is taken). The suite's
                # deepest count vouches for our rules; the deeper depth stays the timed one (the
                # suite's may be too short to time) and the row gives both sides' counts.
                vouched = max(counts)
                ours = {ours_wasm(game, fen, vouched)[0], ours_native(args.ours, game, fen, vouched)[0]}
                if ours != {counts[vouched]}:
                    print(f"| {game} | {label} | {vouched} | wasm/native {sorted(ours)}, suite {counts[vouched]} | | | | |")
                    failed = True
                    continue
            # A game Fairy-Stockfish plays through another definition (DEFINED_AS: Chaturanga's data
            # plays on after a king is taken, ours ends there) may count otherwise: timed, not failed.
            other_rules = (oracle in DEFINED_AS and wasm[0] == native[0]) or beyond_suite
            if len(found) != 1 and not other_rules:
                print(f"| {game} | {label} | {depth} | wasm {wasm[0]}, native {native[0]}, FSF {theirs[0]}, suite {expected} | | | | |")
                failed = True
                continue
            theirs_named = f"FSF's {DEFINED_AS[oracle]}" if oracle in DEFINED_AS else "FSF"
            nodes = f"{wasm[0]:,}" if len(found) == 1 else f"{wasm[0]:,} ({theirs_named}: {theirs[0]:,})"
            if beyond_suite:
                nodes += f"; the suite's depth {vouched} agrees"
            mnps = [n / seconds / 1e6 for n, seconds in (wasm, native, theirs)]
            print(f"| {game} | {label} | {depth} | {nodes} | {mnps[0]:.1f} | {mnps[1]:.1f} | {mnps[2]:.1f} | {mnps[0] / mnps[2]:.2f}× |")
    fsf.close()
    os.unlink(ini.name)
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
