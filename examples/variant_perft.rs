//! Perft of any game of the registry, for comparing speed with Fairy-Stockfish's `go perft`:
//!
//!     cargo run --release --example variant_perft -- atomic 4 [FEN]
//!     cargo run --release --example variant_perft -- --list
//!
//! The game is a registry id or its oracle's name (`fogofwar`). Prints the node count and nodes per
//! second (the last ply bulk-counted, as Fairy-Stockfish does). `--list` prints each game of the
//! registry with its oracle's name (`-` when it has none), for scripts/bench-variants.py.

use std::process::ExitCode;
use std::time::Instant;
use wasm_chess::variants::{self, REGISTRY};

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().collect();
    if args.get(1).map(String::as_str) == Some("--list") {
        for game in REGISTRY.iter() {
            println!("{} {}", game.id, game.oracle.unwrap_or("-"));
        }
        return ExitCode::SUCCESS;
    }
    let name = args.get(1).map(String::as_str).unwrap_or("atomic");
    let depth: u32 = args.get(2).and_then(|d| d.parse().ok()).unwrap_or(4);
    let fen = args.get(3).map(String::as_str);
    let Some(info) = REGISTRY.iter().find(|g| g.id == name || g.oracle == Some(name)) else {
        let ids: Vec<&str> = REGISTRY.iter().map(|g| g.id).collect();
        eprintln!("unknown game {name}: {}", ids.join(" "));
        return ExitCode::FAILURE;
    };
    let game = match fen {
        Some(fen) => variants::from_fen(info.id, fen),
        None => variants::create(info.id),
    };
    let game = match game {
        Ok(game) => game,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::FAILURE;
        }
    };
    let start = Instant::now();
    let nodes = game.perft(depth);
    let seconds = start.elapsed().as_secs_f64();
    println!("{} depth {depth}: {nodes} nodes in {seconds:.6} s ({:.2} Mnps)", info.id, nodes as f64 / seconds / 1e6);
    ExitCode::SUCCESS
}
