#!/usr/bin/env bash
# The variant bot's strength, one match at a time, our bot at its top level, 200 ms a
# move, colours alternated:
#   Antichess, Atomic, Crazyhouse, Duck, and the chess family's games (Chaturanga … Minishogi, every
#     game of the registry's family "family" that Fairy-Stockfish plays): against Fairy-Stockfish
#     with UCI_LimitStrength at UCI_Elo ELO (default 2000), pyffish as referee (scripts/variant-strength.py;
#     games in target/variant-strength/);
#   Fog of War and Friendly Chess: against our own level 9, the level below the top (on our
#     referee, examples/variant_selfplay.rs; its fourth argument picks another opponent), each
#     pair of games from RANDOM_PLIES (default 4) random moves: level 9 searches a fixed number
#     of nodes, so from the start position alone its games differ only by the top level's timing.
# GAMES (default 40), MOVETIME (ms, default 200) and ELO change the matches. About an hour on an idle
# 2-core machine for the six variants, as long again for the family at GAMES=10; not part of
# `make bench`.
set -euo pipefail
cd "$(dirname "$0")/.."
GAMES=${GAMES:-40}
MOVETIME=${MOVETIME:-200}
ELO=${ELO:-2000}
export RANDOM_PLIES=${RANDOM_PLIES:-4}
cargo build --release --bin uci --example variant_selfplay
python3 scripts/variant-strength.py antichess atomic crazyhouse duck --games "$GAMES" --movetime "$MOVETIME" --elo "$ELO"
python3 scripts/variant-strength.py --family family --games "$GAMES" --movetime "$MOVETIME" --elo "$ELO"
for game in fog friendly; do
  target/release/examples/variant_selfplay "$game" "$GAMES" "$MOVETIME" 9
  echo "(load average at the end: $(cut -d' ' -f1 /proc/loadavg))"
done
