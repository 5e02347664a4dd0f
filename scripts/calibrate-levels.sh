#!/usr/bin/env bash
# Rates the bot's levels as the README's table was measured: Stockfish 15.1 ladders (UCI_Elo, 200 ms
# a move) for levels 5-10, then a chain of level-vs-level matches below Stockfish's floor (1350).
# Summaries land in bench/levels/ (PGNs beside them, not committed). About 2.5 hours on 2 cores.
# `10-1s` rates the top level at the strength target's time control instead: 1 s a move, two games
# at a time, resigning a game both engines agree is lost (5 moves at 1000 cp); about 50 minutes.
# `10-1s-2t` does the same on two search threads (UCI option Threads), one game at a time, so that
# the two threads have a core each while Stockfish waits; about 100 minutes; `10-1s-2t-2400` and
# `10-1s-2t-2600` are the strength target's rungs played so. `10-1s-wasm` rates the
# page's top level as `10-1s` does: the variants module's Node build (the wasm with the network)
# driven over UCI by examples/uci-wasm.mjs; about 75 minutes. `10-1s-chromium` the same in Debian's
# Chromium (uci-wasm.mjs --browser: the page's own build, www/pkg-variants). `10-1s-2400` and
# `10-1s-2600` are the strength target's ladder as `10-1s` is played, one rung each. `10` is the
# native engine's level 10, which evaluates with the network; `10-hce` the same ladder with the
# hand-written evaluation.
#
#   scripts/calibrate-levels.sh [LEVEL...]      default: every level at 200 ms (none of the 10-1s ones)
set -euo pipefail
cd "$(dirname "$0")/.."
shared=${WASM_CHESS_SHARED:-../shared}
tools=$shared/tools
out=bench/levels
cargo build --release --quiet --bin uci
engine=$PWD/target/release/uci
mkdir -p "$out"

# The levels table's conditions: 200 ms a move, one game at a time.
table_conditions=(--movetime 200 --concurrency 1)
ladder() { # level, Stockfish UCI_Elo levels, games per level, [name, elo_ladder.py options]
  local level=$1 levels=$2 games=$3 name=${4:-L$1}
  shift $(($# < 4 ? $# : 4))
  [ $# -gt 0 ] || set -- "${table_conditions[@]}"
  nice python3 "$tools/elo_ladder.py" --candidate "$engine" --candidate-name "$name" --candidate-option "Level=$level" \
    --levels "$levels" --games-per-level "$games" "$@" \
    --pgn "$out/$name.pgn" --json "$out/$name.json" > "$out/$name.out"
  tail -n 1 "$out/$name.out"
}
chain() { # weaker level, stronger level, games
  nice python3 "$tools/match.py" --candidate "$engine" --candidate-name "L$1" --candidate-option "Level=$1" \
    --opponent "$engine" --opponent-name "L$2" --opponent-option "Level=$2" --games "$3" --movetime 200 \
    --pgn "$out/L$1-vs-L$2.pgn" --json "$out/L$1-vs-L$2.json" > "$out/L$1-vs-L$2.out"
  grep '^Elo difference' "$out/L$1-vs-L$2.out"
}
# The strength target's conditions: 1 s a move, two games at a time, a game both engines agree is
# lost (5 moves at 1000 cp) resigned.
one_second=(--movetime 1000 --concurrency 2 --resign-moves 5 --resign-score 1000 --no-skip)
# The same on two search threads, one game at a time, so that each thread has a core while
# Stockfish waits.
two_threads=(--candidate-option Threads=2 --movetime 1000 --concurrency 1 --resign-moves 5 --resign-score 1000 --no-skip)
rate() {
  case $1 in
    10) ladder 10 1900,2200,2500 30 ;;
    # Level 10 with the hand-written evaluation, as the chess module's own Bot plays it.
    10-hce) ladder 10 1900,2200,2500 30 L10-hce --candidate-option EvalFile= "${table_conditions[@]}" ;;
    10-1s) ladder 10 2200,2500 30 L10-1s "${one_second[@]}" ;;
    # The strength target's own ladder, a rung at a time (each about 40 minutes): 30 games against
    # 2400 and 30 against 2600. scripts/ladder-rating.py rates their summaries together.
    10-1s-2400 | 10-1s-2600)
      ladder 10 "${1#10-1s-}" 30 "L$1" "${one_second[@]}" ;;
    10-1s-wasm)
      make -s node-pkg-variants
      engine="node $PWD/examples/uci-wasm.mjs --pkg $PWD/target/pkg-node-variants" \
        ladder 10 2200,2500 30 L10-1s-wasm "${one_second[@]}" ;;
    10-1s-chromium)
      make -s web web-variants
      engine="node $PWD/examples/uci-wasm.mjs --browser" \
        ladder 10 2200,2500 30 L10-1s-chromium "${one_second[@]}" ;;
    10-1s-2t) ladder 10 2200,2500 30 L10-1s-2t "${two_threads[@]}" ;;
    10-1s-2t-2400 | 10-1s-2t-2600)
      ladder 10 "${1#10-1s-2t-}" 30 "L$1" "${two_threads[@]}" ;;
    9) ladder 9 1900,2200 30 ;;
    8) ladder 8 1600,1900 30 ;;
    7) ladder 7 1350,1600,1900 30 ;;
    6) ladder 6 1350,1600 30 ;;
    5) ladder 5 1350 40 ;;
    [1-4]) chain "$1" $(($1 + 1)) 60 ;;
    *) echo "no level $1" >&2; exit 2 ;;
  esac
}
levels=("$@")
[ ${#levels[@]} -gt 0 ] || levels=(10 9 8 7 6 5 4 3 2 1)
for level in "${levels[@]}"; do rate "$level"; done
