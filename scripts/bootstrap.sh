#!/usr/bin/env bash
# Installs what building and testing need — only what is missing — at the versions pinned in
# wasm-pack.toml and the package-lock files. Idempotent: under a second when all is present.
#
#   scripts/bootstrap.sh          everything `make test` / `make play` need
#   scripts/bootstrap.sh bench    also Stockfish (peers benchmark, engine matches)
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PATH"

pin() { sed -n "s/^$1 *= *\"\(.*\)\"/\1/p" wasm-pack.toml; }
say() { echo "bootstrap: $*" >&2; }
as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }
apt_updated=
apt_install() {
  [ -n "$apt_updated" ] || { as_root apt-get update -qq; apt_updated=1; }
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null
}

# Rust target for WebAssembly.
rustup target list --installed | grep -qx wasm32-unknown-unknown || {
  say "adding the wasm32-unknown-unknown target"; rustup target add wasm32-unknown-unknown; }

# wasm-pack and a wasm-bindgen CLI identical to the crate's pin.
v=$(pin wasm-pack)
[ "$(wasm-pack --version 2>/dev/null)" = "wasm-pack $v" ] || {
  say "installing wasm-pack $v (about 4 minutes)"; cargo install wasm-pack --locked --version "$v"; }
v=$(pin wasm-bindgen-cli)
grep -q "wasm-bindgen = \"=$v\"" Cargo.toml || { say "Cargo.toml must pin wasm-bindgen = \"=$v\""; exit 1; }
[ "$(wasm-bindgen --version 2>/dev/null)" = "wasm-bindgen $v" ] || {
  # Not --locked: its lockfile wants a webpki-roots version the registry lacks.
  say "installing wasm-bindgen-cli $v (about 5 minutes)"; cargo install wasm-bindgen-cli --version "$v" --force; }

# Debian's Chromium and its driver, for wasm-pack's browser tests and the page's e2e tests.
if [ ! -x /usr/bin/chromium ] || [ ! -x /usr/bin/chromedriver ]; then
  say "installing chromium and chromium-driver"; apt_install chromium chromium-driver
fi

# npm packages, from their lock files; re-installed when a lock file changes.
for dir in tools tests/e2e; do
  [ -f "$dir/package-lock.json" ] || continue
  sum=$(sha256sum "$dir/package-lock.json" | cut -d' ' -f1)
  if [ "$(cat "$dir/node_modules/.lock-sha256" 2>/dev/null)" != "$sum" ]; then
    say "npm ci in $dir"
    (cd "$dir" && npm ci --no-audit --no-fund --loglevel=error)
    echo "$sum" > "$dir/node_modules/.lock-sha256"
  fi
done
# wasm-opt prints only the major version ("wasm-opt version 132 (version_132)").
v=$(pin binaryen)
[ "$(tools/node_modules/.bin/wasm-opt --version | cut -d' ' -f3)" = "${v%%.*}" ] \
  || { say "tools/package-lock.json must pin binaryen $v"; exit 1; }

# python-chess, the independent library our PGN must round-trip through.
v=$(pin python-chess)
python3 -c "import chess, sys; sys.exit(chess.__version__ != '$v')" 2>/dev/null || {
  say "installing python-chess $v"; python3 -m pip install -q "chess==$v"; }

if [ "${1:-}" = bench ]; then
  [ -x /usr/games/stockfish ] || { say "installing stockfish"; apt_install stockfish; }
  # pyffish, the referee of the variant matches against Fairy-Stockfish.
  v=$(pin pyffish)
  python3 -c "import pyffish, sys; sys.exit('.'.join(map(str, pyffish.version())) != '$v')" 2>/dev/null || {
    say "installing pyffish $v"; python3 -m pip install -q "pyffish==$v"; }
fi
exit 0
