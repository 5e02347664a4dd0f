//! Training positions from the engine's own games, for tuning the evaluation (`examples/tune.rs`)
//! and for training a network. Each game starts from a few random moves (from the standard
//! position, or from an opening of an EPD file), is played at a fixed node count, and every
//! quiet position of it is written with the game's result and the search's score.
//!
//!     cargo run --release --example datagen -- OUT_DIR [--first-chunk F] [--chunks N]
//!         [--games-per-chunk G] [--nodes N] [--random-plies P] [--openings FILE.epd]
//!         [--worker K --workers W] [--network FILE.nnue]
//!
//! The engine evaluates with the hand-written evaluation, or with a network (`--network`), so
//! that a network can be trained on the games of the engine it plays in.
//!
//! Generation is long on a small machine, so it is resumable: the games come in chunks, each
//! seeded by its number and written to `OUT_DIR/chunk-NNNNNN.txt` only once whole (through a
//! `.part` file renamed at the end). A run skips the chunks already there, so it can be stopped
//! at any moment and started again with the same arguments, losing at most the chunk under
//! way; `--worker K --workers W` takes every W-th chunk from K, for one process per core. The
//! chunks run from `--first-chunk` (0) up to `--chunks`; starting past the chunks of an earlier
//! generation gives new starting positions, since a chunk's seed is its number.
//!
//! Output lines: `FEN;RESULT;SCORE` with RESULT 1, 0.5 or 0 and SCORE the search's score in
//! centipawns, both from White's view (`examples/support/record.rs`).

#[path = "support/record.rs"]
mod record;
#[path = "support/xorshift.rs"]
mod xorshift;
use xorshift::Xorshift;

use std::collections::HashMap;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::atomic::AtomicBool;
use wasm_chess::bot::nnue::Network;
use wasm_chess::bot::ordering::is_tactical;
use wasm_chess::bot::{Engine, FrozenClock, Limits};
use wasm_chess::chess::{material, Position};

/// A number in `0..n`.
fn below(rng: &mut Xorshift, n: usize) -> usize {
    (rng.next() % n as u64) as usize
}

struct Config {
    out_dir: PathBuf,
    first_chunk: usize,
    chunks: usize,
    games_per_chunk: usize,
    nodes: u64,
    random_plies: usize,
    openings: Vec<Position>,
    worker: usize,
    workers: usize,
    network: Option<Network>,
}

const USAGE: &str = "usage: datagen OUT_DIR [--first-chunk F] [--chunks N] [--games-per-chunk G] \
                     [--nodes N] [--random-plies P] [--openings FILE.epd] [--worker K --workers W] \
                     [--network FILE.nnue]";

fn parse_args() -> Config {
    let mut args = std::env::args().skip(1);
    let out_dir = PathBuf::from(args.next().expect(USAGE));
    let mut config = Config {
        out_dir,
        first_chunk: 0,
        chunks: 1_000_000,
        games_per_chunk: 100,
        nodes: 5_000,
        random_plies: 8,
        openings: vec![Position::standard()],
        worker: 0,
        workers: 1,
        network: None,
    };
    while let Some(flag) = args.next() {
        let value = args.next().expect(USAGE);
        let number = || value.parse::<usize>().expect(USAGE);
        match flag.as_str() {
            "--first-chunk" => config.first_chunk = number(),
            "--chunks" => config.chunks = number(),
            "--games-per-chunk" => config.games_per_chunk = number(),
            "--nodes" => config.nodes = number() as u64,
            "--random-plies" => config.random_plies = number(),
            "--openings" => config.openings = read_openings(&value),
            "--worker" => config.worker = number(),
            "--workers" => config.workers = number().max(1),
            "--network" => config.network = Some(Network::read(value.as_ref()).unwrap_or_else(|e| panic!("{e}"))),
            _ => panic!("{USAGE}"),
        }
    }
    config
}

fn read_openings(path: &str) -> Vec<Position> {
    let openings: Vec<Position> = std::fs::read_to_string(path)
        .expect("openings file")
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .filter_map(|l| {
            let fields: Vec<&str> = l.split_whitespace().take(4).collect();
            Position::from_fen(&format!("{} 0 1", fields.join(" "))).ok()
        })
        .collect();
    assert!(!openings.is_empty(), "no openings in {path}");
    openings
}

fn main() {
    let mut config = parse_args();
    std::fs::create_dir_all(&config.out_dir).expect("output directory");
    let mut engine = Engine::new(16).expect("memory for a 16 MiB table");
    engine.set_network(config.network.take());
    for chunk in (config.first_chunk + config.worker..config.chunks).step_by(config.workers) {
        let path = config.out_dir.join(format!("chunk-{chunk:06}.txt"));
        if path.exists() {
            continue;
        }
        let positions = write_chunk(&config, &mut engine, chunk, &path);
        eprintln!("{}: {positions} positions", path.display());
    }
}

/// Plays the chunk's games and writes their positions; returns how many.
fn write_chunk(config: &Config, engine: &mut Engine, chunk: usize, path: &Path) -> usize {
    let part = path.with_extension("part");
    let mut out = std::io::BufWriter::new(std::fs::File::create(&part).expect("chunk file"));
    let mut rng = Xorshift((chunk as u64).wrapping_add(1).wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
    let mut written = 0;
    for _ in 0..config.games_per_chunk {
        engine.clear();
        let Some(start) = random_start(config, &mut rng, engine) else { continue };
        let (samples, result) = play_game(engine, start, config.nodes);
        for (fen, score) in &samples {
            writeln!(out, "{}", record::line(fen, result, *score)).expect("write");
        }
        written += samples.len();
    }
    out.flush().expect("flush");
    drop(out);
    std::fs::rename(&part, path).expect("rename the finished chunk");
    written
}

/// One game from `start`: its quiet positions with the search's score (White's view) and the
/// result for White.
fn play_game(engine: &mut Engine, start: Position, nodes: u64) -> (Vec<(String, i32)>, f64) {
    let stop = AtomicBool::new(false);
    let mut game = vec![start];
    let mut samples = Vec::new();
    let mut seen: HashMap<u64, u32> = HashMap::new();
    let mut decisive_streak = 0;
    let mut quiet_streak = 0;
    let result = loop {
        let pos = *game.last().expect("start");
        let count = seen.entry(pos.hash()).or_insert(0);
        *count += 1;
        if *count >= 3 || pos.halfmoves() >= 100 || material::is_insufficient(pos.board()) {
            break 0.5;
        }
        if !pos.has_legal_moves() {
            break if !pos.is_check() { 0.5 } else if pos.turn().index() == 0 { 0.0 } else { 1.0 };
        }
        let report = engine.think(&game, &Limits::nodes(nodes), &FrozenClock, &stop, &mut |_| {});
        let m = report.best_move().expect("legal moves exist");
        let white_score = if pos.turn().index() == 0 { report.score } else { -report.score };
        // Adjudicate clear wins and dead draws to save time.
        decisive_streak = if white_score.abs() > 1_000 { decisive_streak + 1 } else { 0 };
        quiet_streak = if white_score.abs() < 15 && game.len() > 100 { quiet_streak + 1 } else { 0 };
        if decisive_streak >= 6 {
            break if white_score > 0 { 1.0 } else { 0.0 };
        }
        if quiet_streak >= 20 {
            break 0.5;
        }
        if !pos.is_check() && !is_tactical(&pos, m) && report.score.abs() < 2_000 {
            samples.push((pos.fen(), white_score));
        }
        let mut next = pos;
        next.play_unchecked(m);
        game.push(next);
    };
    (samples, result)
}

/// An opening plus a few random plies (the configured number, give or take two), kept only if
/// the position is still roughly balanced.
fn random_start(config: &Config, rng: &mut Xorshift, engine: &mut Engine) -> Option<Position> {
    let mut pos = config.openings[below(rng, config.openings.len())];
    let plies = config.random_plies.saturating_sub(2) + below(rng, 5);
    for _ in 0..plies {
        let moves = pos.legal_moves();
        if moves.is_empty() {
            return None;
        }
        pos.play_unchecked(moves[below(rng, moves.len())]);
    }
    let report = engine.think(&[pos], &Limits::depth(6), &FrozenClock, &AtomicBool::new(false), &mut |_| {});
    (report.score.abs() < 250 && !report.pv.is_empty()).then_some(pos)
}
