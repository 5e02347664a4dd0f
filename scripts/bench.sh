#!/usr/bin/env bash
# Perft side by side with the peers (shakmaty, cozy-chess, chess.js, chessops, Stockfish), in one
# run of ../shared/bench/peers/run.sh: our wasm build (Node) in bulk mode, our native build, then
# our wasm build in full mode (every leaf played) beside the peers' full-mode rows.
#
#   scripts/bench.sh [--quick] [--reps N]      results also in target/bench/*.json; ends with
#   examples/perft-interleaved.mjs: our wasm perft against cozy-chess's and against our native
#   builds (portable, and with -C target-cpu=native), timed interleaved, steadier on a noisy machine,
#   in bulk and in full mode
set -euo pipefail
cd "$(dirname "$0")/.."
shared=${WASM_CHESS_SHARED:-../shared}
[ -d "$shared/bench/peers" ] || shared=/work/shared
reps=1 quick=()
while [ $# -gt 0 ]; do
  case "$1" in
    --quick) quick=(--quick) ;;
    --reps) reps=$2; shift ;;
    *) echo "usage: $0 [--quick] [--reps N]" >&2; exit 2 ;;
  esac
  shift
done
mkdir -p target/bench
pkg=$PWD/target/pkg-node
native=$PWD/target/release/examples/perft
[ -f "$pkg/wasm_chess_bg.wasm" ] && [ -x "$native" ] || { echo "run via 'make bench' (builds target/pkg-node and the perft example)" >&2; exit 2; }

size() { echo "$(wc -c < "$1") bytes raw, $(gzip -9 -c "$1" | wc -c) gzip -9"; }
echo "== wasm module size (rules, referee and bot): $(size "$pkg/wasm_chess_bg.wasm")"
rules=target/pkg-rules/wasm_chess_bg.wasm
[ -f "$rules" ] && echo "== wasm module size without the bot (--no-default-features): $(size "$rules")"
echo "== perft, bulk counting: candidate = our wasm (Node) and our native build, beside every peer"
"$shared/bench/peers/run.sh" --candidate "$pkg" --candidate-native "$native" --reps "$reps" "${quick[@]}" \
  --json target/bench/perft-bulk.json
echo "== perft, full mode (every leaf move played): candidate = our wasm perftFull"
"$shared/bench/peers/run.sh" --no-build --candidate "$pkg" --candidate-fn perftFull --only 'full' \
  --reps "$reps" "${quick[@]}" --json target/bench/perft-full.json
echo "== perft, bulk: our wasm against cozy-chess's wasm and our native builds, timed interleaved (steadier)"
natives=(native="$native")
cpu_native=$PWD/target/native-cpu/release/examples/perft
[ -x "$cpu_native" ] && natives+=(native-cpu="$cpu_native")
node examples/perft-interleaved.mjs 5 "${natives[@]}"
echo "== perft, full mode: the same, every leaf played (one ply shallower)"
node examples/perft-interleaved.mjs --full 5 "${natives[@]}"
