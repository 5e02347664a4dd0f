//! Measures the N-player bot: one seat played by the bot at a level, every other seat by greedy
//! capturers (or random movers); the bot's seat rotates. Prints wins (first place, alone or
//! shared), average place and time per bot move.
//!
//! `cargo run --release --example multi_bots -- four-player:ffa 100 8 greedy`

use std::time::Instant;
use wasm_chess::bot::variant::multi::{choose, greedy_move, level_method, level_nodes, random_move};
use wasm_chess::variants::multi::new_game;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let name = args.get(1).map_or("four-player:ffa", |s| s.as_str());
    let games: usize = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(20);
    let level: u32 = args.get(3).and_then(|s| s.parse().ok()).unwrap_or(8);
    let opponents = args.get(4).map_or("greedy", |s| s.as_str());
    let max_plies: usize = args.get(5).and_then(|s| s.parse().ok()).unwrap_or(2000);
    let mut rng = 0x2545F4914F6CDD1Du64;
    let mut next = move || {
        rng ^= rng << 13;
        rng ^= rng >> 7;
        rng ^= rng << 17;
        rng
    };
    let (mut wins, mut alone, mut place_sum, mut bot_moves, mut bot_ms, mut worst_ms, mut unfinished) = (0, 0, 0usize, 0u64, 0f64, 0f64, 0);
    for g in 0..games {
        let mut game = new_game(name, None).unwrap();
        let seat = (g % game.rules().n()) as u8;
        for _ in 0..max_plies {
            if game.end().is_some() {
                break;
            }
            let pos = game.position().clone();
            let m = if pos.turn == seat {
                let t = Instant::now();
                let (method, depth) = level_method(level, &pos);
                let (m, ..) = choose(&pos, method, depth, level_nodes(level, pos.cells()));
                let ms = t.elapsed().as_secs_f64() * 1000.0;
                bot_ms += ms;
                worst_ms = f64::max(worst_ms, ms);
                bot_moves += 1;
                m
            } else if opponents == "random" {
                random_move(&pos, next())
            } else {
                greedy_move(&pos, next())
            };
            game.play_move(m);
        }
        // an unfinished game is ranked as the move limit would rank it
        let end = game.end().unwrap_or_else(|| {
            unfinished += 1;
            game.position().ranked("unfinished", true)
        });
        let place = end.places.iter().position(|p| p.contains(&seat)).unwrap();
        place_sum += place + 1;
        if place == 0 {
            wins += 1;
            if end.places[0].len() == 1 {
                alone += 1;
            }
        }
        eprintln!("game {g}: bot seat {seat} place {} ({}) scores {:?} at {:?}", place + 1, end.reason, end.scores, game.position());
    }
    println!(
        "{name} level {level} vs {opponents}: {wins}/{games} first ({alone} alone), average place {:.2}, {unfinished} unfinished, {:.0} ms per bot move (worst {:.0})",
        place_sum as f64 / games as f64,
        bot_ms / bot_moves.max(1) as f64,
        worst_ms
    );
}
