#!/usr/bin/env python3
"""One rating from several ladder runs of the same engine (the summaries elo_ladder.py prints, as
bench/levels/ keeps them): their rungs pooled and fitted as elo_ladder.py fits one run's, so that
rungs played apart, such as scripts/calibrate-levels.sh's `10-1s-2400` and `10-1s-2600`, are
rated together.

    scripts/ladder-rating.py bench/levels/L10-1s-2400.out bench/levels/L10-1s-2600.out
"""
import os
import re
import sys

here = os.path.dirname(os.path.abspath(__file__))
shared = os.environ.get("WASM_CHESS_SHARED", os.path.join(here, "..", "..", "shared"))
sys.path.insert(0, os.path.join(shared, "tools"))
from elo_ladder import final_line, fit  # noqa: E402

RUNG = re.compile(r"^\s*(\d+)\s+(\d+)\s+[\d.]+%\s+\((\d+)/(\d+)/(\d+)\)\s*$", re.M)


def main(paths):
    if not paths:
        sys.exit(__doc__.strip())
    rungs = []
    for path in paths:
        with open(path) as fh:
            # The summary's table: "level games score (W/D/L)", a row per rung.
            found = [tuple(map(int, m)) for m in RUNG.findall(fh.read())]
        if not found:
            sys.exit(f"{path}: no ladder summary (rows of level, games, score, (W/D/L))")
        for elo, games, wins, draws, losses in found:
            print(f"{path}: UCI_Elo {elo}: {games} games +{wins} ={draws} -{losses}")
            rungs.append((elo, games, wins + draws / 2))
    result = fit(rungs)
    if "elo" in result:
        print(f"pooled: 95% [{result['elo'] - result['err95']:.0f}, {result['elo'] + result['err95']:.0f}]")
    print(final_line(result))


if __name__ == "__main__":
    main(sys.argv[1:])
