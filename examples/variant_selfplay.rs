//! Matches of the variant bot on our own referee, for the games no outside engine plays:
//!
//!     cargo run --release --example variant_selfplay -- fog 40 200         # level 10 vs level 9
//!     cargo run --release --example variant_selfplay -- friendly 40 200 1  # level 10 vs level 1
//!     cargo run --release --example variant_selfplay -- fog 40 200 see     # vs take-what-you-see
//!
//! `SHOW_MOVES=1` prints each game's moves (UCI) before its result. `RANDOM_PLIES=n` begins each
//! pair of games with n random legal moves (the same for both colours): level 9 searches a fixed
//! number of nodes, so from the start position alone its games differ only by the top level's
//! timing. `FIRST_GAME=k` numbers the games from k (their seeds, colours and starts follow the
//! number), so that one match can be split over several processes.
//! Arguments: game (`fog` | `friendly` | any id), games, ms a move, the opponent: a level 1–9
//! (default 9, the level below the top) or `see`, a player that takes the most valuable piece
//! it can take (a king first) and otherwise moves at random. Colours alternate; a game longer
//! than 400 plies is a draw.

#[cfg(not(feature = "bot"))]
fn main() {}

#[cfg(feature = "bot")]
fn main() {
    use std::sync::atomic::AtomicBool;
    use wasm_chess::bot::variant::playable;
    use wasm_chess::bot::variant::{Rng, VariantBot};
    use wasm_chess::bot::{Limits, SystemClock};
    use wasm_chess::variants;

    let args: Vec<String> = std::env::args().skip(1).collect();
    let game_id = match args.first().map(String::as_str) {
        Some("fog") | None => "fog-of-war",
        Some(other) => variants::info(other).map(|v| v.id).unwrap_or_else(|e| panic!("{e}")),
    };
    let games: usize = args.get(1).and_then(|n| n.parse().ok()).unwrap_or(40);
    let movetime: f64 = args.get(2).and_then(|n| n.parse().ok()).unwrap_or(200.0);
    // The opponent's level; `None`: take what you see.
    let opponent_level: Option<u32> = match args.get(3).map(String::as_str) {
        Some("see") => None,
        Some(level) => Some(level.parse().ok().filter(|l| (1..=9).contains(l)).unwrap_or_else(|| panic!("opponent: a level 1-9 or `see`, not {level}"))),
        None => Some(9),
    };
    let stop = AtomicBool::new(false);
    let show_moves = std::env::var_os("SHOW_MOVES").is_some();
    let count_from_env = |name: &str| std::env::var(name).ok().and_then(|n| n.parse::<usize>().ok()).unwrap_or(0);
    let random_plies = count_from_env("RANDOM_PLIES");
    let first_game = count_from_env("FIRST_GAME");
    let (mut wins, mut draws, mut losses) = (0, 0, 0);
    for g in first_game..first_game + games {
        let bot_seat: u8 = (g % 2) as u8;
        let mut game = playable::create(game_id).unwrap();
        let mut bot = VariantBot::new(10);
        bot.seed(1000 + g as u64);
        let mut weak = VariantBot::new(opponent_level.unwrap_or(1));
        weak.seed(2000 + g as u64);
        let mut rng = Rng(0x1234_5678 ^ ((g as u64 + 1) * 0x9E37_79B9));
        let mut plies = 0;
        let mut played = Vec::new();
        let mut opening = Rng(0x5EED ^ ((g as u64 / 2 + 1) * 0x2545_F491_4F6C_DD1D));
        while plies < random_plies && game.status().outcome.is_none() {
            let moves = game.legal_moves();
            let m = moves[opening.below(moves.len())].uci.clone();
            game.play(&m).unwrap_or_else(|e| panic!("{m}: {e}"));
            played.push(m);
            plies += 1;
        }
        while game.status().outcome.is_none() && plies < 400 {
            let mover = game.status().turn;
            let chosen = if mover == bot_seat {
                game.think(&mut bot, &Limits::movetime(movetime), &SystemClock::new(), &stop).unwrap().best
            } else if opponent_level.is_none() {
                Some(take_what_you_see(game.as_ref(), &mut rng))
            } else {
                game.think(&mut weak, &Limits::movetime(movetime), &SystemClock::new(), &stop).unwrap().best
            };
            let Some(m) = chosen else { break };
            game.play(&m).unwrap_or_else(|e| panic!("{m}: {e}"));
            played.push(m);
            plies += 1;
        }
        let outcome = game.status().outcome;
        let (result, why) = match outcome {
            Some(o) if o.winner == Some(bot_seat) => {
                wins += 1;
                ("win", o.reason.name())
            }
            Some(o) if o.winner.is_some() => {
                losses += 1;
                ("loss", o.reason.name())
            }
            Some(o) => {
                draws += 1;
                ("draw", o.reason.name())
            }
            None => {
                draws += 1;
                ("draw", "400 plies")
            }
        };
        let seat = if bot_seat == 0 { "white" } else { "black" };
        if show_moves {
            println!("moves {}", played.join(" "));
        }
        println!("[{}/{}] bot {seat}: {result} ({why}, {plies} plies) | +{wins} ={draws} -{losses}", g + 1, first_game + games);
    }
    let score = (wins as f64 + draws as f64 / 2.0) / games as f64;
    let opponent = opponent_level.map_or("take-what-you-see".to_string(), |l| format!("level {l}"));
    println!("variant-selfplay {game_id}: +{wins} ={draws} -{losses}, score {:.1}% against {opponent}", score * 100.0);

    /// The most valuable piece it can take (the king first), else a random move. In Fog of War
    /// every piece it can take stands on a square it sees.
    fn take_what_you_see(game: &dyn variants::AnyGame, rng: &mut Rng) -> String {
        let moves = game.legal_moves();
        let view = game.view(game.status().turn).unwrap();
        let value = |c: char| match c.to_ascii_lowercase() {
            'k' => 100,
            'q' => 9,
            'r' => 5,
            'b' | 'n' => 3,
            _ => 1,
        };
        let victim = |uci: &str| view.pieces.iter().find(|(sq, _)| sq.as_str() == &uci[2..4]).map(|&(_, c)| c);
        let mover_is_white = game.status().turn == 0;
        let best = moves
            .iter()
            .filter_map(|m| victim(&m.uci).filter(|c| c.is_ascii_uppercase() != mover_is_white).map(|c| (value(c), m)))
            .max_by_key(|(v, _)| *v);
        match best {
            Some((_, m)) => m.uci.clone(),
            None => moves[rng.below(moves.len())].uci.clone(),
        }
    }
}
