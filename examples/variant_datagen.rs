//! Training positions for a game's evaluation (`examples/tune_variant.rs`): the top level plays
//! itself at a fixed number of nodes a move from starts of a few random moves, and every quiet
//! position of each game is written with the search's score and the game's result.
//!
//!     cargo run --release --example variant_datagen -- crazyhouse OUT.txt [GAMES] [NODES] [SEED]
//!
//! One line a position: `game<TAB>fen<TAB>score<TAB>result` — the score in centipawns from the
//! side to move's view, the result from the first player's (1, 0.5 or 0). A game's lines are
//! written when it ends, so a stopped run loses at most the game under way, and a run on the
//! same file goes on from the game after the last one written (a game's number seeds its start).
//! Quiet: the side to move is not in check, its best move takes nothing, and the score is no
//! mate — the positions a static evaluation must judge alone.

#[cfg(not(feature = "bot"))]
fn main() {}

#[cfg(feature = "bot")]
fn main() {
    use std::io::{BufRead, Write};
    use std::sync::atomic::AtomicBool;
    use wasm_chess::bot::variant::{playable, Rng, VariantBot};
    use wasm_chess::bot::{FrozenClock, Limits};

    /// Random moves before the bots take over: each game starts elsewhere.
    const RANDOM_PLIES: usize = 8;
    /// A game this long is a draw.
    const MAX_PLIES: usize = 300;
    /// Scores beyond this are mates or near enough: no evaluation's business.
    const DECIDED: i32 = 3_000;

    let args: Vec<String> = std::env::args().skip(1).collect();
    let (Some(game_id), Some(out)) = (args.first(), args.get(1)) else {
        panic!("usage: variant_datagen GAME OUT.txt [GAMES] [NODES] [SEED]");
    };
    let games: usize = args.get(2).and_then(|n| n.parse().ok()).unwrap_or(1_000);
    let nodes: u64 = args.get(3).and_then(|n| n.parse().ok()).unwrap_or(20_000);
    let seed: u64 = args.get(4).and_then(|n| n.parse().ok()).unwrap_or(1);

    let first = std::fs::File::open(out)
        .map(|f| std::io::BufReader::new(f).lines().map_while(Result::ok).filter_map(|l| l.split('\t').next()?.parse::<usize>().ok()).max().map_or(0, |g| g + 1))
        .unwrap_or(0);
    let mut file = std::fs::OpenOptions::new().create(true).append(true).open(out).expect("the output file");
    let stop = AtomicBool::new(false);
    let limits = Limits::nodes(nodes);
    let mut written = 0;
    for g in first..first + games {
        let mut rng = Rng((seed << 32) ^ (g as u64 + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
        let mut game = playable::create(game_id).unwrap_or_else(|e| panic!("{e}"));
        let mut bot = VariantBot::new(10);
        bot.seed(rng.next_u64());
        let mut positions: Vec<(String, i32)> = Vec::new();
        let mut plies = 0;
        while game.status().outcome.is_none() && plies < MAX_PLIES {
            let status = game.status();
            let chosen = if plies < RANDOM_PLIES {
                let moves = game.legal_moves();
                moves[rng.below(moves.len())].uci.clone()
            } else {
                let thought = game.think(&mut bot, &limits, &FrozenClock, &stop).unwrap_or_else(|e| panic!("{e}"));
                let Some(best) = thought.best else { break };
                let san = game.legal_moves().into_iter().find(|m| m.uci == best).map(|m| m.san).unwrap_or_default();
                if !status.check && !san.contains('x') && thought.score.abs() < DECIDED {
                    positions.push((game.fen().unwrap_or_else(|e| panic!("{e}")), thought.score));
                }
                best
            };
            game.play(&chosen).unwrap_or_else(|e| panic!("{chosen}: {e}"));
            plies += 1;
        }
        let result = match game.status().outcome.map(|o| o.winner) {
            Some(Some(0)) => "1",
            Some(Some(_)) => "0",
            _ => "0.5",
        };
        let mut lines = String::new();
        for (fen, score) in &positions {
            lines += &format!("{g}\t{fen}\t{score}\t{result}\n");
        }
        file.write_all(lines.as_bytes()).expect("written");
        written += positions.len();
        eprintln!("game {g}: {result} after {plies} plies, {} positions ({written} this run)", positions.len());
    }
}
