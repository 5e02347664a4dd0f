//! Training positions for Texel tuning, from the engine's own games: each game starts from an
//! opening of `openings.epd` plus a few random moves, is played at a fixed node count, and
//! every quiet position of it is written with the game's result.
//!
//!     cargo run --release --example datagen -- GAMES OUT.txt [NODES] [SEED] [OPENINGS.epd]
//!
//! Output lines: `FEN;RESULT;SCORE` with RESULT 1, 0.5 or 0 and SCORE the search's score in
//! centipawns, both from White's view.

use std::collections::HashMap;
use std::io::Write;
use std::sync::atomic::AtomicBool;
use wasm_chess::bot::{Engine, FrozenClock, Limits};
use wasm_chess::bot::ordering::is_tactical;
use wasm_chess::chess::{material, Position};

struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let games: usize = args.first().and_then(|a| a.parse().ok()).expect("usage: datagen GAMES OUT [NODES] [SEED] [OPENINGS]");
    let out_path = args.get(1).expect("output file");
    let nodes: u64 = args.get(2).and_then(|a| a.parse().ok()).unwrap_or(8_000);
    let seed: u64 = args.get(3).and_then(|a| a.parse().ok()).unwrap_or(1);
    let openings_path = args.get(4).cloned().unwrap_or_else(|| "../shared/data/openings.epd".into());
    let openings: Vec<Position> = std::fs::read_to_string(&openings_path)
        .expect("openings file")
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .filter_map(|l| {
            let fields: Vec<&str> = l.split_whitespace().take(4).collect();
            Position::from_fen(&format!("{} 0 1", fields.join(" "))).ok()
        })
        .collect();
    assert!(!openings.is_empty(), "no openings");

    let mut out = std::io::BufWriter::new(std::fs::File::create(out_path).expect("output"));
    let mut rng = Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
    let stop = AtomicBool::new(false);
    let mut engine = Engine::new(16).expect("memory for a 16 MiB table");
    let mut written = 0;
    for game_no in 0..games {
        engine.clear();
        let Some(start) = random_start(&openings, &mut rng, &mut engine) else { continue };
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
        for (fen, score) in &samples {
            writeln!(out, "{fen};{result};{score}").expect("write");
        }
        written += samples.len();
        if (game_no + 1) % 20 == 0 {
            eprintln!("{} games, {written} positions", game_no + 1);
            out.flush().expect("flush");
        }
    }
}

/// An opening plus 2–5 random plies, kept only if the position is still roughly balanced.
fn random_start(openings: &[Position], rng: &mut Rng, engine: &mut Engine) -> Option<Position> {
    let mut pos = openings[(rng.next() % openings.len() as u64) as usize];
    for _ in 0..2 + rng.next() % 4 {
        let moves = pos.legal_moves();
        if moves.is_empty() {
            return None;
        }
        pos.play_unchecked(moves[(rng.next() % moves.len() as u64) as usize]);
    }
    let report = engine.think(&[pos], &Limits::depth(6), &FrozenClock, &AtomicBool::new(false), &mut |_| {});
    (report.score.abs() < 250 && !report.pv.is_empty()).then_some(pos)
}
