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
use wasm_chess::variants::GamePosition;

fn perft<P: GamePosition>(pos: &P, depth: u32, lists: &mut [Vec<P::Move>]) -> u64 {
    let (list, rest) = lists.split_first_mut().expect("one list per ply");
    pos.legal_moves(list);
    if depth <= 1 {
        return list.len() as u64;
    }
    let mut nodes = 0;
    for &m in list.iter() {
        let mut next = pos.clone();
        next.play(m);
        nodes += perft(&next, depth - 1, rest);
    }
    nodes
}

fn run<P: GamePosition>(fen: Option<&str>, depth: u32) {
    let pos = match fen {
        Some(fen) => P::from_fen(fen).unwrap_or_else(|e| panic!("{e}")),
        None => P::start(),
    };
    let mut lists = vec![Vec::with_capacity(256); depth.max(1) as usize];
    let start = Instant::now();
    let nodes = perft(&pos, depth, &mut lists);
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
