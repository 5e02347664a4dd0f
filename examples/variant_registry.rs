//! The registry's two-player games, one a line: `id<TAB>family<TAB>oracle` (`-` without an
//! oracle), for scripts that must not keep a second list of games (scripts/variant-strength.py).
//!
//!     cargo run --release --example variant_registry

fn main() {
    for v in wasm_chess::variants::REGISTRY.iter().filter(|v| v.players == 2) {
        println!("{}\t{}\t{}", v.id, v.family, v.oracle.unwrap_or("-"));
    }
}
