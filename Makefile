# wasm-chess — every target runs the bootstrap first, which installs only what is missing.
#   make play        build the page (release) and serve it on 127.0.0.1
#   make test        every test that runs in minutes (CI runs this)
#   make test-full   make test + the heavy suites (full perft, whole differential file)
#   make bench       perft and search benchmarks, side by side with the peers
#   make bench-variant-strength   the variant bot's matches (about an hour)
#   make dist        a copyable folder and a single-file page in dist/

SHELL := bash
.SHELLFLAGS := -eu -o pipefail -c
export PATH := $(CURDIR)/tools/node_modules/.bin:$(HOME)/.cargo/bin:$(PATH)

PORT ?= 8000
WEB_PKG := www/pkg
NODE_PKG := target/pkg-node
# The second module: every game of the registry (`--features variants`), chess's API unchanged.
VARIANTS_WEB_PKG := www/pkg-variants
VARIANTS_NODE_PKG := target/pkg-node-variants
# The variants module has no size budget, so it keeps LLVM's own inlining and unrolling instead of
# the size-minded limits of .cargo/config.toml (an empty RUSTFLAGS replaces them), in a target
# directory of its own so that the two builds do not rebuild each other: perft in wasm 1.2-1.7x
# as fast (Atomic, Antichess most), for 23 KB more gzipped. It also uses wasm's 128-bit SIMD
# (every browser since 2023, Node 16.4), which the chess evaluation network's sums vectorize to:
# the top chess level searches 2.6x as fast with it as without from the start position (1.81M
# against 0.68M nodes/s).
VARIANTS_BUILD := RUSTFLAGS="-C target-feature=+simd128" CARGO_TARGET_DIR=target/wasm-variants
# Its wasm-opt runs once (-O3), not to a fixed point as the chess module's does for its size
# budget: 32 s instead of 86 s. Flags as Cargo.toml's otherwise. Its result is kept by content
# (scripts/wasm-opt-cached.sh): the three flavours share one wasm, so it runs once for all three.
VARIANTS_WASM_OPT := -O3 --strip-producers --strip-target-features --enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext --enable-mutable-globals --enable-simd
variants_opt = scripts/wasm-opt-cached.sh $(1)/wasm_chess_bg.wasm $(VARIANTS_WASM_OPT)

.PHONY: bootstrap bootstrap-bench play serve web node-pkg web-variants node-pkg-variants rules-pkg pkg test test-rust test-wasm test-js test-e2e test-fuzz test-full bench bench-variant-strength dist clean

bootstrap:
	@scripts/bootstrap.sh

# The page's module: a release build (so wasm-opt runs and the browser tests exercise it).
web: bootstrap
	wasm-pack --quiet build --release --target web --out-dir $(WEB_PKG)
	@rm -f $(WEB_PKG)/.gitignore

# The same module for Node (differential tests, benchmarks).
node-pkg: bootstrap
	wasm-pack --quiet build --release --target nodejs --out-dir $(NODE_PKG)

# The variants module (Game.create('atomic'), …) for pages and for Node (tests/js/variants.test.mjs).
web-variants: bootstrap
	$(VARIANTS_BUILD) wasm-pack --quiet build --release --no-opt --target web --out-dir $(CURDIR)/$(VARIANTS_WEB_PKG) -- --features variants
	$(call variants_opt,$(VARIANTS_WEB_PKG))
	@rm -f $(VARIANTS_WEB_PKG)/.gitignore

node-pkg-variants: bootstrap
	$(VARIANTS_BUILD) wasm-pack --quiet build --release --no-opt --target nodejs --out-dir $(CURDIR)/$(VARIANTS_NODE_PKG) -- --features variants
	$(call variants_opt,$(VARIANTS_NODE_PKG))

# The npm package in its three flavours, each with package.json and TypeScript types: pkg/web (a
# plain <script type="module">: await init()), pkg/bundler (esbuild, webpack, Vite: the wasm is
# imported as a module), pkg/nodejs (require()). web and nodejs are the two builds above.
# pkg/variants/ holds the variants module in the same three flavours.
pkg: web node-pkg web-variants node-pkg-variants
	wasm-pack --quiet build --release --target bundler --out-dir pkg/bundler
	$(VARIANTS_BUILD) wasm-pack --quiet build --release --no-opt --target bundler --out-dir $(CURDIR)/pkg/variants/bundler -- --features variants
	$(call variants_opt,pkg/variants/bundler)
	@rm -rf pkg/web pkg/nodejs pkg/variants/web pkg/variants/nodejs pkg/bundler/.gitignore pkg/variants/bundler/.gitignore
	cp -r $(WEB_PKG) pkg/web
	cp -r $(NODE_PKG) pkg/nodejs
	cp -r $(VARIANTS_WEB_PKG) pkg/variants/web
	cp -r $(VARIANTS_NODE_PKG) pkg/variants/nodejs
	@rm -f pkg/nodejs/.gitignore pkg/variants/nodejs/.gitignore

# dist/: <wasm-chess-board> for any page (module, worker, wasm, embed.html) and the whole page in one
# file, wasm-chess.html, that opens from file:// (tools/dist.mjs, esbuild); prints the gzipped sizes.
dist: web web-variants
	node tools/dist.mjs

play: web
	@python3 scripts/serve.py --port $(PORT) www

test: bootstrap test-rust test-wasm test-js test-e2e test-fuzz test-multi-reference

test-rust:
	cargo test --quiet

test-wasm:
	wasm-pack test --node -- --test web
	WASM_BINDGEN_USE_BROWSER=1 wasm-pack test --headless --chrome -- --test web

# Node's own test runner over the release builds (tests/js/*.test.mjs).
test-js: web web-variants node-pkg node-pkg-variants
	node --test tests/js/
	python3 tests/worker/run.py

# The page in Debian's Chromium (playwright-core), over the release build; screenshots land in
# target/e2e-screenshots/. Also <wasm-chess-board>, dist/ (the single file from file://) and pkg/.
# Two files at a time (each its own server, port and browser profile): the tests mostly wait on
# the browser, and two at a time take 0.7 of the time on two cores.
test-e2e: web pkg dist
	cd tests/e2e && node --test --test-concurrency=2

# The rules against python-chess (tests/python/fuzz_rules.py): 56 games from fixed seeds, one per
# policy and start, every position compared; seconds. FUZZ_RULES_FLAGS=--allow-known counts the
# bugs of the script's KNOWN list instead of failing on them.
FUZZ_RULES_FLAGS ?=
test-fuzz: bootstrap
	cargo build --quiet --example rules_oracle
	python3 tests/python/fuzz_rules.py --seeds 0:56 --max-plies 150 --jobs 2 --oracle target/debug/examples/rules_oracle $(FUZZ_RULES_FLAGS)

# The multi-player games' slow reference in Python (tests/reference/multi): every rule case of
# tests/data/multi, turning symmetry and perft per seat, Red and Yellow alone against python-chess,
# random games; under a minute.
.PHONY: test-multi-reference
test-multi-reference: bootstrap
	python3 tests/reference/multi/check.py

test-full: test
	cargo test --release --quiet -- --ignored
	node tests/js/differential.mjs

# The rules-and-referee module without the bot (`--no-default-features`), for its size only.
rules-pkg: bootstrap
	wasm-pack --quiet build --release --target web --out-dir target/pkg-rules -- --no-default-features

# Stockfish and pyffish too: the peers and referees of the benchmarks and matches.
bootstrap-bench:
	@scripts/bootstrap.sh bench

bench: bootstrap-bench node-pkg node-pkg-variants web web-variants rules-pkg
	cargo build --release --example perft --example bench --example variant_perft --bin uci
	RUSTFLAGS="-C target-cpu=native" cargo build --release --example perft --example bench --target-dir target/native-cpu
	target/release/examples/bench
	node examples/bench-wasm.mjs
	node examples/bench-api.mjs
	node examples/search-interleaved.mjs 5 native=target/release/examples/bench native-cpu=target/native-cpu/release/examples/bench
	node examples/network-speed.mjs 3
	node examples/network-speed.mjs 3 --browser
	scripts/bench.sh
	scripts/bench-variants.py

# The variant bot's strength: 40 games a game against Fairy-Stockfish at UCI_Elo 2000 (every
# two-player game it plays), a take-what-you-see player (Fog of War) and our level 1 (Friendly
# Chess). Hours: not in `make bench`. GAMES=10 for a quick look, ELO=1800 for another opponent.
GAMES ?= 40
ELO ?= 2000
bench-variant-strength: bootstrap-bench
	GAMES=$(GAMES) ELO=$(ELO) scripts/variant-strength.sh

# The N-player bot's table (examples/multi_bots.rs; the README keeps its last table): every game and mode,
# levels 1, 5 and 10 against random and greedy players, MULTI_GAMES games a row (hours at 100).
MULTI_GAMES ?= 100
.PHONY: bench-multi
bench-multi:
	cargo run --release --example multi_bots -- $(MULTI_GAMES)

clean:
	cargo clean
	rm -rf $(WEB_PKG) $(VARIANTS_WEB_PKG) dist pkg

# The same comparison from new seeds for SECONDS (release oracle, niced), printing positions per
# second; stops at the first mismatch with a command that replays it.
SECONDS ?= 600
JOBS ?= 2
.PHONY: fuzz-rules
fuzz-rules: bootstrap
	cargo build --quiet --release --example rules_oracle
	nice -n 10 python3 tests/python/fuzz_rules.py --seconds $(SECONDS) --jobs $(JOBS) $(FUZZ_RULES_FLAGS)

# Coverage-guided fuzzing of every text parser (cargo-fuzz / libFuzzer on stable Rust, without
# sanitizers). Crashes land in fuzz/artifacts/: add each input to tests/fuzz_regressions.txt.
FUZZ_SECONDS ?= 300
.PHONY: fuzz
fuzz: bootstrap
	cargo fuzz --version >/dev/null 2>&1 || cargo install cargo-fuzz --locked --version 0.13.2
	mkdir -p fuzz/corpus/parsers
	RUSTC_BOOTSTRAP=1 cargo fuzz run parsers -s none fuzz/corpus/parsers fuzz/seeds -- -max_total_time=$(FUZZ_SECONDS) -max_len=2048
