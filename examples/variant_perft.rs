//! Perft of an 8×8 variant, for comparing speed with Fairy-Stockfish's `go perft`:
//!
//!     cargo run --release --example variant_perft -- atomic 4 [FEN]
//!
//! Prints the node count and nodes per second (the last ply bulk-counted, as Fairy-Stockfish).

use std::time::Instant;
use wasm_chess::variants::antichess::Antichess;
use wasm_chess::variants::atomic::Atomic;
use wasm_chess::variants::crazyhouse::Crazyhouse;
use wasm_chess::variants::duck::Duck;
use wasm_chess::variants::fog::Fog;
use wasm_chess::variants::friendly::Friendly;
use wasm_chess::variants::{perft, GamePosition};


fn run<P: GamePosition>(fen: Option<&str>, depth: u32) {
    let pos = match fen {
        Some(fen) => P::from_fen(fen).unwrap_or_else(|e| panic!("{e}")),
        None => P::start(),
    };
    let start = Instant::now();
    let nodes = perft(&pos, depth);
    let seconds = start.elapsed().as_secs_f64();
    println!("{} depth {depth}: {nodes} nodes in {:.3} s ({:.2} Mnps)", P::ID, seconds, nodes as f64 / seconds / 1e6);
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let variant = args.get(1).map(String::as_str).unwrap_or("atomic");
    let depth: u32 = args.get(2).and_then(|d| d.parse().ok()).unwrap_or(4);
    let fen = args.get(3).map(String::as_str);
    match variant {
        "antichess" => run::<Antichess>(fen, depth),
        "atomic" => run::<Atomic>(fen, depth),
        "crazyhouse" => run::<Crazyhouse>(fen, depth),
        "duck" => run::<Duck>(fen, depth),
        "fogofwar" | "fog-of-war" => run::<Fog>(fen, depth),
        "friendly" => run::<Friendly>(fen, depth),
        other => eprintln!("unknown variant {other}: antichess atomic crazyhouse duck fogofwar friendly"),
    }
}
