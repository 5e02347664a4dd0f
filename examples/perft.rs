//! Perft and divide from the command line, for debugging and quick speed checks.
//!
//!     cargo run --release --example perft -- "FEN" DEPTH [--divide] [--full] [--960]
//!     cargo run --release --example perft -- perft "FEN" DEPTH      (peer-bench form: prints the count)

use std::time::Instant;
use wasm_chess::chess::perft::{divide, perft, perft_full, TooDeep};
use wasm_chess::chess::{CastlingMode, Position};

fn main() {
    let mut args: Vec<String> = std::env::args().skip(1).collect();
    let bench_form = args.first().map(String::as_str) == Some("perft");
    if bench_form {
        args.remove(0);
    }
    let flag = |name: &str, args: &mut Vec<String>| {
        let found = args.iter().any(|a| a == name);
        args.retain(|a| a != name);
        found
    };
    let show_divide = flag("--divide", &mut args);
    let full = flag("--full", &mut args);
    let mode = if flag("--960", &mut args) { CastlingMode::Chess960 } else { CastlingMode::Standard };
    let (fen, depth) = match args.as_slice() {
        [fen, depth] => (fen.clone(), depth.parse::<u32>().unwrap_or_else(|_| usage())),
        _ => usage(),
    };
    let pos = Position::from_fen_in(&fen, mode).unwrap_or_else(|e| {
        eprintln!("invalid FEN: {e}");
        std::process::exit(2)
    });
    if bench_form {
        println!("{}", or_exit(if full { perft_full(&pos, depth) } else { perft(&pos, depth) }));
        return;
    }
    let start = Instant::now();
    let nodes = if show_divide {
        let mut total = 0;
        for (m, n) in or_exit(divide(&pos, depth)) {
            println!("{m:?}: {n}");
            total += n;
        }
        total
    } else if full {
        or_exit(perft_full(&pos, depth))
    } else {
        or_exit(perft(&pos, depth))
    };
    let secs = start.elapsed().as_secs_f64();
    println!("nodes {nodes}  time {secs:.3}s  {:.1} Mnps", nodes as f64 / secs / 1e6);
}

fn or_exit<T>(result: Result<T, TooDeep>) -> T {
    result.unwrap_or_else(|e| {
        eprintln!("{e}");
        std::process::exit(2)
    })
}

fn usage() -> ! {
    eprintln!("usage: perft \"FEN\" DEPTH [--divide] [--full] [--960]");
    std::process::exit(2)
}
