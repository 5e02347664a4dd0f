#!/usr/bin/env python3
"""One rating from several ladder runs of the same engine (elo_ladder.py's --json files): their
rungs pooled and fitted as elo_ladder.py fits one run's, so that rungs played apart, such as
scripts/calibrate-levels.sh's `10-1s-2400` and `10-1s-2600`, are rated together.

    scripts/ladder-rating.py FILE.json...
"""
import json
import os
import sys

here = os.path.dirname(os.path.abspath(__file__))
shared = os.environ.get("WASM_CHESS_SHARED", os.path.join(here, "..", "..", "shared"))
sys.path.insert(0, os.path.join(shared, "tools"))
from elo_ladder import final_line, fit  # noqa: E402


def main(paths):
    if not paths:
        sys.exit(__doc__.strip())
    rungs = []
    for path in paths:
        with open(path) as fh:
            for level in json.load(fh)["levels"]:
                rungs.append(level)
                print(f"{path}: UCI_Elo {level['level']}: {level['games']} games "
                      f"+{level['wins']} ={level['draws']} -{level['losses']}")
    result = fit([(r["level"], r["games"], r["points"]) for r in rungs])
    if "elo" in result:
        print(f"pooled: 95% [{result['elo'] - result['err95']:.0f}, {result['elo'] + result['err95']:.0f}]")
    print(final_line(result))


if __name__ == "__main__":
    main(sys.argv[1:])
