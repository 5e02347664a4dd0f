//! Measures the N-player bot: one seat played by the bot at a level with the browser's node
//! budget, every other seat by random movers or greedy capturers; the bot's seat rotates. One
//! row per game, mode, level and opponents: first place (alone or shared); won (alone first —
//! its team, in the team modes — at an end the game's rules give: a points game ranks by points
//! at its move limit or fifth repetition as well, a last-king game shares first there; not this
//! bench's ply cap); of those, the games won before the move limit (mates, kings taken); games ended by the move
//! limit or repetition; unfinished games; average place; time per bot move.
//!
//! `cargo run --release --example multi_bots -- [GAMES] [--game four-player:ffa] [--level 10] [--vs greedy]`
//! (defaults: 100 games; every game and mode, levels 1, 5 and 10, random and greedy players).
//! `TRACE=3` prints game 3 of each row move by move (stderr); `-v` prints every game's end.

#[path = "support/xorshift.rs"]
mod xorshift;
use xorshift::Xorshift;

use std::time::Instant;
use wasm_chess::bot::variant::multi::{choose_in, greedy_move, level_method, level_nodes, random_move};
use wasm_chess::variants::multi::new_game;
use wasm_chess::variants::multi::text::move_text;

const GAMES: [&str; 8] = [
    "chaturaji",
    "four-seasons",
    "three-player",
    "four-player:ffa",
    "four-player:teams",
    "eight-player:singles",
    "eight-player:pairs",
    "eight-player:teams",
];
const LEVELS: [u32; 3] = [1, 5, 10];
const OPPONENTS: [&str; 2] = ["random", "greedy"];
/// Plies after which a game counts as unfinished (every game ends by its move limit long before
/// unless it keeps capturing or pushing pawns).
const MAX_PLIES: usize = 4000;

#[derive(Default)]
struct Row {
    games: usize,
    first: usize,
    won: usize,
    early: usize,
    limit: usize,
    unfinished: usize,
    place_sum: usize,
    bot_moves: u64,
    bot_ms: f64,
    worst_ms: f64,
}

fn play(name: &str, level: u32, opponents: &str, games: usize, verbose: bool) -> Row {
    let trace: Option<usize> = std::env::var("TRACE").ok().and_then(|t| t.parse().ok());
    let mut rng = Xorshift(0x2545F4914F6CDD1D);
    let mut row = Row { games, ..Row::default() };
    for g in 0..games {
        let mut game = new_game(name, None).unwrap();
        let seat = (g % game.rules().n()) as u8;
        for _ in 0..MAX_PLIES {
            if game.end().is_some() {
                break;
            }
            let pos = game.position().clone();
            // the bot plays its seat and its partners' (a team is one side)
            let m = if rules_partners(&game, pos.turn, seat) {
                let t = Instant::now();
                let (method, depth) = level_method(level, &pos);
                let (m, ..) = choose_in(&game, method, depth, level_nodes(level, pos.cells()));
                let ms = t.elapsed().as_secs_f64() * 1000.0;
                row.bot_ms += ms;
                row.worst_ms = row.worst_ms.max(ms);
                row.bot_moves += 1;
                m
            } else if opponents == "random" {
                random_move(&pos, rng.next())
            } else {
                greedy_move(&pos, rng.next())
            };
            if trace == Some(g) {
                eprintln!("{:?}\n  {}{}", pos, move_text(&pos, m), if rules_partners(&game, pos.turn, seat) { " (bot)" } else { "" });
            }
            game.play_move(m);
        }
        // an unfinished game is ranked as the move limit would rank it
        let end = game.end().unwrap_or_else(|| {
            row.unfinished += 1;
            game.position().ranked("unfinished", true)
        });
        let rules = game.rules();
        let place = end.places.iter().position(|p| p.contains(&seat)).unwrap();
        let alone = end.places[0].iter().all(|&s| rules.partners(s, seat));
        let by_limit = matches!(end.reason, "fifty rounds" | "fivefold repetition");
        let won = place == 0 && alone && end.reason != "unfinished";
        row.place_sum += place + 1;
        row.first += (place == 0) as usize;
        row.won += won as usize;
        row.early += (won && !by_limit) as usize;
        row.limit += by_limit as usize;
        if verbose {
            eprintln!("game {g}: bot seat {seat} place {} ({}) scores {:?} at {:?}", place + 1, end.reason, end.scores, game.position());
        }
    }
    row
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let option = |flag: &str| args.iter().position(|a| a == flag).and_then(|i| args.get(i + 1)).map(String::as_str);
    let games: usize = args.first().and_then(|s| s.parse().ok()).unwrap_or(100);
    let verbose = args.iter().any(|a| a == "-v");
    let names: Vec<&str> = option("--game").map_or(GAMES.to_vec(), |g| vec![g]);
    let levels: Vec<u32> = option("--level").map_or(LEVELS.to_vec(), |l| vec![l.parse().expect("--level is a number")]);
    let opponents: Vec<&str> = option("--vs").map_or(OPPONENTS.to_vec(), |o| vec![o]);
    println!("| game | level | against | first | won | won before the move limit | move limit or repetition | unfinished | average place | ms per bot move (worst) |");
    println!("|---|---|---|---|---|---|---|---|---|---|");
    for name in &names {
        for &level in &levels {
            for &vs in &opponents {
                let r = play(name, level, vs, games, verbose);
                println!(
                    "| {name} | {level} | {vs} | {}/{} | {} | {} | {} | {} | {:.2} | {:.0} ({:.0}) |",
                    r.first,
                    r.games,
                    r.won,
                    r.early,
                    r.limit,
                    r.unfinished,
                    r.place_sum as f64 / r.games as f64,
                    r.bot_ms / r.bot_moves.max(1) as f64,
                    r.worst_ms
                );
            }
        }
    }
}

fn rules_partners(game: &wasm_chess::variants::multi::MultiGame, a: u8, b: u8) -> bool {
    game.rules().partners(a, b)
}
