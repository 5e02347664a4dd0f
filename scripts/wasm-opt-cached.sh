#!/usr/bin/env bash
# wasm-opt FLAGS… on FILE in place, remembered by content: the result is kept under
# target/wasm-opt-cache/, named by the hash of the input, the flags and wasm-opt's version. The
# variants module's three flavours (web, nodejs, bundler) come out of wasm-bindgen as the same
# wasm, so one optimisation serves all three, and a rebuild of unchanged code costs nothing.
#   scripts/wasm-opt-cached.sh FILE FLAGS…
set -euo pipefail
file=$1
shift
cache=${WASM_OPT_CACHE:-target/wasm-opt-cache}
key=$({ wasm-opt --version; printf '%s\n' "$@"; cat "$file"; } | sha256sum | cut -d' ' -f1)
kept=$cache/$key.wasm
if [[ ! -f $kept ]]; then
  mkdir -p "$cache"
  wasm-opt "$@" "$file" -o "$kept.tmp"
  mv "$kept.tmp" "$kept"
  # The newest few are all a build can ask for again; older ones are dropped.
  ls -t "$cache"/*.wasm | tail -n +7 | xargs -r rm -f
fi
cp "$kept" "$file"
