#!/usr/bin/env python3
"""The variant bot's strength: our UCI engine at its top level against Fairy-Stockfish
with UCI_LimitStrength at --elo, --movetime ms a move, colours alternated, pyffish as referee.

    scripts/variant-strength.py crazyhouse --games 40            # one game against FSF 1800
    scripts/variant-strength.py antichess atomic crazyhouse duck  # several, one after the other
    scripts/variant-strength.py --family family --games 10       # the chess family's games
    scripts/variant-strength.py                                  # every game FSF plays
    scripts/variant-strength.py shogi --versus old/uci --random-plies 6 --games 100   # A/B against our own

A/B between two builds of our engine (`--versus`: the other build at its top level) needs starts
that differ: from one start position two engines that differ only a little repeat each other's
lines, and the games are not independent. `--random-plies N` begins each pair of games with N
random legal moves (seeded by the pair's number, the same for both colours, so that an unbalanced
start favours neither engine).

The games come from the registry (`examples/variant_registry.rs`): every two-player game whose
oracle Fairy-Stockfish plays, named by our id or by the oracle's name (`cambodian`). Our engine gets
our id as UCI_Variant, Fairy-Stockfish and pyffish the oracle's name. Chaturanga is ours by taking
the king (VARIANTS.md §5) while FSF's built-in `chaturanga` ends in checkmate, so it is played as
`chaturanga-kc` (the definition the oracle data uses, ../shared/data/variants/README.md), given to
pyffish with load_variant_config and to Fairy-Stockfish as its VariantPath.

Every game's moves go to target/variant-strength/<variant>.jsonl (one JSON object a line: result,
why it ended, our colour, the start FEN and the moves), so that lost games can be replayed. The
referee loop is the shared tool's (`../shared/tools/variant_match.py`: pyffish's legal moves and
game ends; an illegal move, a crash or no answer loses); this script only adds the record.
Fog of War and Friendly Chess have no outside engine: `make bench-variant-strength` plays them on
our own referee (`examples/variant_selfplay.rs`). Fog of War may still be played between two builds
of ours (`fog-of-war --versus old/uci`; pyffish referees it as pychess-variants defines it): both
decide from their side's views alone, so neither sees more than the other. Fairy-Stockfish would
see the whole board, so it is never Fog's opponent.
"""
import argparse
import json
import os
import random
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
SHARED = next(p for p in (os.path.join(ROOT, "..", "shared"), "/work/shared") if os.path.isdir(p))
sys.path.insert(0, os.path.join(SHARED, "tools"))

import pyffish as sf  # noqa: E402
import variant_match as vm  # noqa: E402  (its play_game, result_for and elo_diff)
from _uci import UCIEngine, EngineError  # noqa: E402


# Games whose oracle is played under another definition than FSF's built-in one: our id -> (the
# name FSF and pyffish get, its variants.ini section). Fairy-Stockfish plays such a game to take
# the king (it scores the capture as mate), but pyffish's is_immediate_game_end does not report
# the capture while the side left without a king still has moves: KING_CAPTURE ends it here.
REDEFINED = {
    "chaturanga": ("chaturanga-kc", """[chaturanga-kc:chaturanga]
king = -
commoner = k
extinctionValue = loss
extinctionPieceTypes = k
stalemateValue = loss
"""),
    "fog-of-war": ("fogofwar", """[fogofwar:chess]
king = -
commoner = k
castlingKingPiece = k
extinctionValue = loss
extinctionPieceTypes = k
"""),
}

KING_CAPTURE = {"chaturanga-kc", "fogofwar"}
# Games in which Fairy-Stockfish, seeing the whole board, would not be a fair opponent: played
# between our own builds only (--versus).
OURS_ONLY = {"fogofwar"}


def king_taken(variant, start, moves):
    """In a KING_CAPTURE game, the side to move has lost its king (and so the game)."""
    if variant not in KING_CAPTURE:
        return False
    board, turn = sf.get_fen(variant, start, moves).split(" ")[:2]
    return ("K" if turn == "w" else "k") not in board


def registry():
    """(id, family, oracle) of every two-player game of the registry, from the example that prints it."""
    subprocess.run(["cargo", "build", "--quiet", "--release", "--example", "variant_registry"], cwd=ROOT, check=True)
    out = subprocess.run([os.path.join(ROOT, "target", "release", "examples", "variant_registry")],
                         capture_output=True, text=True, check=True).stdout
    return [tuple(line.split("\t")) for line in out.splitlines() if line.strip()]


def games_to_play(a):
    """[(our id, FSF's name)] of the games asked for (all FSF plays when none is named)."""
    fsf = set(sf.variants())
    playable = []
    for gid, family, oracle in registry():
        name = REDEFINED.get(gid, (oracle,))[0]
        fair = a.versus or name not in OURS_ONLY
        if name in fsf and fair and (a.family is None or family == a.family):
            playable.append((gid, oracle, name))
    if not a.variants:
        return [(gid, name) for gid, _, name in playable]
    chosen = []
    for want in a.variants:
        hit = [(gid, name) for gid, oracle, name in playable if want in (gid, oracle)]
        if not hit:
            sys.exit(f"variant-strength: '{want}' is not a game of the registry that Fairy-Stockfish plays: "
                     + ", ".join(gid for gid, _, _ in playable))
        chosen += hit
    return chosen


def variants_ini(a):
    """The file of REDEFINED games for Fairy-Stockfish's VariantPath, also loaded into pyffish."""
    text = "\n".join(ini for _, ini in REDEFINED.values())
    os.makedirs(a.out, exist_ok=True)
    path = os.path.abspath(os.path.join(a.out, "variants.ini"))
    with open(path, "w") as f:
        f.write(text)
    sf.load_variant_config(text)
    return path


def random_opening(variant, plies, seed):
    """`plies` random legal moves from the start position that leave the game going."""
    rng = random.Random(seed)
    start = sf.start_fen(variant)
    while True:
        moves = []
        for _ in range(plies):
            legal = sf.legal_moves(variant, start, moves)
            if not legal:
                break
            moves.append(rng.choice(sorted(legal)))
        if (len(moves) == plies and sf.legal_moves(variant, start, moves)
                and not sf.is_immediate_game_end(variant, start, moves)[0]
                and not king_taken(variant, start, moves)):
            return moves


def play_recorded(variant, white, black, movetime, max_plies, opening=()):
    """variant_match's game loop from the start position and `opening`, keeping the moves."""
    start = sf.start_fen(variant)
    moves = list(opening)
    for eng in (white, black):
        eng.new_game()
    for ply in range(len(moves), max_plies):
        legal = sf.legal_moves(variant, start, moves)
        over, value = sf.is_immediate_game_end(variant, start, moves)
        if king_taken(variant, start, moves):
            return vm.result_for(variant, start, moves, -1), "king captured", start, moves
        if over:
            return vm.result_for(variant, start, moves, value), "end by rules", start, moves
        if not legal:
            return vm.result_for(variant, start, moves, sf.game_result(variant, start, moves)), "no legal move", start, moves
        opt, ovalue = sf.is_optional_game_end(variant, start, moves)[:2]
        if opt:
            return vm.result_for(variant, start, moves, ovalue), "optional end", start, moves
        eng = white if ply % 2 == 0 else black
        pos = f"position fen {start}" + (" moves " + " ".join(moves) if moves else "")
        try:
            bm, _, _, _ = eng.go(pos, f"go movetime {movetime}", timeout=movetime / 1000 * 5 + 5)
        except EngineError as e:
            return ("0-1" if eng is white else "1-0"), f"{eng.name}: {e}", start, moves
        if bm not in legal:
            return ("0-1" if eng is white else "1-0"), f"{eng.name} played illegal {bm}", start, moves
        moves.append(bm)
    return "1/2-1/2", "max plies", start, moves


def match(ours, variant, a):
    cand = UCIEngine(a.candidate, name="candidate").start()
    cand.setoption("UCI_Variant", ours)
    if a.versus:
        opp = UCIEngine(a.versus, name="opponent").start()
        opp.setoption("UCI_Variant", ours)
    else:
        opp = UCIEngine(a.opponent, name="opponent").start()
        if any(variant == name for name, _ in REDEFINED.values()):
            opp.setoption("VariantPath", a.ini)
        opp.setoption("UCI_Variant", variant)
        opp.setoption("UCI_LimitStrength", "true")
        opp.setoption("UCI_Elo", a.elo)
    for e in (cand, opp):
        e.isready()
    os.makedirs(a.out, exist_ok=True)
    record = open(os.path.join(a.out, f"{variant}.jsonl"), "w")
    w = d = l = 0
    for g in range(a.games):
        cand_white = g % 2 == 0
        white, black = (cand, opp) if cand_white else (opp, cand)
        opening = random_opening(variant, a.random_plies, a.seed * 1_000_003 + g // 2) if a.random_plies else ()
        res, why, start, moves = play_recorded(variant, white, black, a.movetime, a.max_plies, opening)
        p = {"1-0": 1.0, "0-1": 0.0, "1/2-1/2": 0.5}[res]
        p = p if cand_white else 1 - p
        w, d, l = w + (p == 1), d + (p == 0.5), l + (p == 0)
        record.write(json.dumps({"game": g + 1, "ours": "white" if cand_white else "black", "result": res,
                                 "points": p, "why": why, "start": start, "moves": moves}) + "\n")
        record.flush()
        print(f"[{g + 1}/{a.games}] ours {'white' if cand_white else 'black'}: {res} ({why}, {len(moves)} plies)"
              f" | +{w} ={d} -{l}", flush=True)
    for e in (cand, opp):
        e.quit()
    score = (w + d / 2) / a.games
    load = os.getloadavg()[0]
    against = f"{a.versus} at its top level" if a.versus else f"Fairy-Stockfish at UCI_Elo {a.elo}"
    starts = f", starts of {a.random_plies} random plies" if a.random_plies else ""
    print(f"variant-strength {variant}: +{w} ={d} -{l}, score {score:.1%}, Elo difference "
          f"{vm.elo_diff(score):+.0f} against {against}, {a.movetime} ms a move{starts} "
          f"(load average at the end {load:.1f})", flush=True)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("variants", nargs="*", help="our ids or pyffish's names (default: every game FSF plays)")
    ap.add_argument("--family", default=None, help="only the registry's games of this family (chess, variant, family)")
    ap.add_argument("--candidate", default=os.path.join(ROOT, "target", "release", "uci"))
    ap.add_argument("--opponent", default=os.path.join(SHARED, "bin", "fairy-stockfish"))
    ap.add_argument("--versus", default=None, help="another build of our UCI engine as the opponent, at its top level")
    ap.add_argument("--random-plies", type=int, default=0, help="each pair of games starts after this many random moves")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--elo", type=int, default=1800)
    ap.add_argument("--games", type=int, default=40)
    ap.add_argument("--movetime", type=int, default=200)
    ap.add_argument("--max-plies", type=int, default=400)
    ap.add_argument("--out", default=os.path.join(ROOT, "target", "variant-strength"))
    a = ap.parse_args()
    a.ini = variants_ini(a)
    games = games_to_play(a)
    for ours, variant in games:
        match(ours, variant, a)


if __name__ == "__main__":
    main()
