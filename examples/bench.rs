//! The search benchmark: a fresh engine searches each position of `tests/data/bench.fen` to
//! a fixed depth. Prints the node-count signature (pinned by `tests/bot.rs`, so any change to
//! the search shows) and the speed.
//!
//!     cargo run --release --example bench [-- DEPTH]

use std::sync::atomic::AtomicBool;
use std::time::Instant;
use wasm_chess::bot::{Engine, FrozenClock, Limits, DEFAULT_HASH_MB};
use wasm_chess::chess::Position;

/// Must match `BENCH_DEPTH` in tests/bot.rs and examples/bench-wasm.mjs.
const BENCH_DEPTH: u32 = 11;

fn main() {
    let depth = std::env::args().nth(1).and_then(|d| d.parse().ok()).unwrap_or(BENCH_DEPTH);
    let fens: Vec<&str> = include_str!("../tests/data/bench.fen").lines().filter(|l| !l.is_empty() && !l.starts_with('#')).collect();
    let mut total_nodes = 0;
    let start = Instant::now();
    for fen in &fens {
        let pos = Position::from_fen(fen).expect("bench positions are valid");
        let mut engine = Engine::new(DEFAULT_HASH_MB).expect("memory for the default table");
        let t = Instant::now();
        let report = engine.think(&[pos], &Limits::depth(depth), &FrozenClock, &AtomicBool::new(false), &mut |_| {});
        let ms = t.elapsed().as_secs_f64() * 1000.0;
        println!("{:>10} nodes {:>8.1} ms  score {:>6}  {}", report.nodes, ms, report.score, fen);
        total_nodes += report.nodes;
    }
    let secs = start.elapsed().as_secs_f64();
    println!("bench depth {depth}: {} positions", fens.len());
    println!("signature {total_nodes}");
    println!("nps {:.0} ({total_nodes} nodes in {secs:.2} s)", total_nodes as f64 / secs);
}
