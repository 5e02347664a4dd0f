//! The N-player bot: it takes what hangs, finds a team's winning mate, answers through the
//! common `VariantBot` interface, and stays within its node budget on the 516-square board.
#![cfg(all(feature = "bot", not(target_arch = "wasm32")))]

use serde_json::Value;
use std::sync::atomic::AtomicBool;
use wasm_chess::bot::variant::multi::{choose, choose_in, greedy_move, level_method, level_nodes, Method};
use wasm_chess::bot::variant::playable;
use wasm_chess::bot::variant::VariantBot;
use wasm_chess::bot::{FrozenClock, Limits};
use wasm_chess::variants::multi::{new_game, Move, MultiGame};
use wasm_chess::variants::multi::text::move_text;

/// The top level's move in `game`, with the browser's node budget (as the bench chooses it).
fn top_level_move(game: &MultiGame) -> Move {
    let pos = game.position();
    let (method, depth) = level_method(10, pos);
    choose_in(game, method, depth, level_nodes(10, pos.cells())).0
}

/// Plays `game` on, seat `bot` at the top level and every other seat the greedy player (its
/// random picks from `seed`), while `going(game)` holds and the bot has moved fewer than `limit`
/// times; returns how many moves the bot made.
fn against_greedy(game: &mut MultiGame, bot: u8, limit: usize, mut seed: u64, going: impl Fn(&MultiGame) -> bool) -> usize {
    let mut bot_moves = 0;
    while going(game) && bot_moves < limit {
        let m = if game.position().turn == bot {
            bot_moves += 1;
            top_level_move(game)
        } else {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            greedy_move(game.position(), seed)
        };
        game.play_move(m);
    }
    bot_moves
}

#[test]
fn free_for_all_bot_takes_a_hanging_queen() {
    // Red's rook d4 takes Blue's undefended queen d10 (+9)
    let text = "3,yK,4/8/8/14/3,bQ,10/14/13,gK/bK,13/14/14/3,rR,10/8/8/4,rK,3 r a,a,a,a 0,0,0,0 -,-,-,- - 0 1";
    let game = new_game("four-player:ffa", Some(text)).unwrap();
    for level in [1, 5, 10] {
        let (method, depth) = level_method(level, game.position());
        let (m, ..) = choose(game.position(), method, depth, 5000);
        assert_eq!(move_text(game.position(), m), "d4-d10", "level {level}");
    }
}

#[test]
fn team_bot_plays_the_mate_that_wins_for_its_team() {
    let path = format!("{}/tests/data/multi/four-player.json", env!("CARGO_MANIFEST_DIR"));
    let data: Value = serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    let case = data["cases"].as_array().unwrap().iter().find(|c| c["game"] == "four-player:teams" && c["rule"] == "G15" && c["moves"] == serde_json::json!(["e10-a10"])).unwrap();
    let mut game = new_game("four-player:teams", case["position"].as_str()).unwrap();
    let (method, depth) = level_method(6, game.position());
    assert_eq!(method, Method::Paranoid);
    let (m, ..) = choose(game.position(), method, depth, 20_000);
    game.play_move(m);
    let end = game.end().expect("the bot's move ends the game");
    assert_eq!(end.places[0], vec![0, 2], "Red and Yellow win");
}

#[test]
fn variant_bot_answers_every_game_with_a_legal_move() {
    for name in ["chaturaji", "four-seasons", "four-player:ffa", "four-player:teams", "eight-player:singles", "eight-player:pairs", "eight-player:teams"] {
        let game = playable::create(name).unwrap();
        let thought = game.think(&mut VariantBot::new(10), &Limits::nodes(300), &FrozenClock, &AtomicBool::new(false)).unwrap();
        let best = thought.best.unwrap();
        assert!(game.legal_moves().iter().any(|m| m.uci == best), "{name}: {best}");
        // the budget is checked per node; a best-reply layer may add one per opponent first
        assert!(thought.nodes <= 300 + 8, "{name}: {} nodes", thought.nodes);
    }
}

#[test]
fn bot_takes_a_mate_in_one() {
    // Four Seasons, Green and Red left: the rook's a1-a8 mates Red's king h8 (g6's king holds g7
    // and h7); Red's turn comes next, its king leaves the board and Green's is the last king
    let text = "7,rK/8/6,gK,1/8/8/8/8/gR,7 g a,a,g1,g2 0,0,0,0 - - 0 1";
    for level in [1, 5, 10] {
        let mut game = new_game("four-seasons", Some(text)).unwrap();
        let (method, depth) = level_method(level, game.position());
        let (m, ..) = choose(game.position(), method, depth, level_nodes(level, game.position().cells()));
        assert_eq!(move_text(game.position(), m), "a1-a8", "level {level}");
        game.play_move(m);
        let end = game.end().expect("the mate ends the game");
        assert_eq!((end.places[0].clone(), end.reason), (vec![0], "last king standing"), "level {level}");
    }
}

#[test]
fn king_and_rook_mate_a_lone_king_that_runs() {
    // Four Seasons, Green and Red left: Green's king and rook against Red's king in the middle,
    // Red played by the same bot (it runs as well as the bot can see); Green mates within 40 moves
    let text = "8/8/8/3,rK,4/8/8/8/gK,gR,6 g a,a,g1,g2 0,0,0,0 - - 0 1";
    let mut game = new_game("four-seasons", Some(text)).unwrap();
    let mut green_moves = 0;
    while game.end().is_none() && green_moves < 40 {
        green_moves += (game.position().turn == 0) as usize;
        let m = top_level_move(&game);
        game.play_move(m);
    }
    let end = game.end().unwrap_or_else(|| panic!("no mate in 40 moves: {:?}", game.position()));
    assert_eq!((end.places[0].clone(), end.reason), (vec![0], "last king standing"), "after {green_moves} moves");
}

#[test]
fn a_mate_that_a_seat_moving_first_can_undo_is_no_mate_yet() {
    // Four Seasons, Black to move: the rook's f8-f1 leaves Red's king g1 without a move (f1 is
    // covered by Green's pawn e2), but Green moves before Red, must answer the rook's check to
    // its own king c1, and takes the rook: Red is never out, and Black has lost its rook
    let text = "3,wPe,bPw,bR,2/wK,7/8/6,bPs,bN/wPs,7/gPn,5,bK,1/4,gPe,3/2,gK,3,rK,1 b a,a,a,a 0,0,0,0 - - 5 21";
    for level in [1, 5, 10] {
        let game = new_game("four-seasons", Some(text)).unwrap();
        let (method, depth) = level_method(level, game.position());
        let (m, ..) = choose(game.position(), method, depth, level_nodes(level, game.position().cells()));
        assert_ne!(move_text(game.position(), m), "f8-f1", "level {level}");
    }
}

#[test]
fn an_opponents_quiet_mate_is_seen_and_prevented() {
    // Four-player ffa, Red to move: the rook's k6-m6 takes a knight, but then Blue's d5-d1 mates
    // Red's king behind its own pawns; the bot makes room for its king (or guards) instead
    let text = "3,yK,4/8/8/14/14/14/13,gK/bK,13/10,rR,1,bN,1/3,bR,10/14/8/3,rP,rP,rP,2/4,rK,3 r a,a,a,a 0,0,0,0 -,-,-,- - 0 1";
    for level in [5, 10] {
        let mut game = new_game("four-player:ffa", Some(text)).unwrap();
        let (method, depth) = level_method(level, game.position());
        let (m, ..) = choose(game.position(), method, depth, level_nodes(level, game.position().cells()));
        game.play_move(m);
        // whatever Blue plays next (Yellow and Green have bare kings), Red is still in the game
        let blue = game.clone();
        let mut moves = Vec::new();
        assert_eq!(blue.position().turn, 1, "Blue moves after Red");
        blue.position().legal_moves(&mut moves);
        for &reply in &moves {
            let mut after = blue.clone();
            after.play_move(reply);
            assert!(after.position().alive(0), "level {level}: after {} Blue's {} mates", move_text(game.position(), m), move_text(blue.position(), reply));
        }
    }
}

#[test]
fn ferzes_and_a_knight_mate_a_king_stuck_at_the_edge() {
    // Four Seasons, Black to move with four ferzes, an alfil and a knight: Green's king a4 has no
    // step left, so only a check mates it, and the short-stepping pieces must come close to give
    // one; Red's bare king runs about (played by the greedy player). Green is out within 30 moves.
    let text = "8/1,rK,6/8/6,bF~,1/gK,1,bK,5/2,bA,5/2,bN,3,bF~,bF~/6,bF~,1 b a,a,a,g1 0,0,0,0 - - 0 1";
    let mut game = new_game("four-seasons", Some(text)).unwrap();
    against_greedy(&mut game, 2, 30, 0x9E37_79B9_7F4A_7C15, |g| g.position().alive(0));
    assert!(!game.position().alive(0), "Green is still in after 30 moves: {:?}", game.position());
}

#[test]
fn a_bot_far_ahead_on_points_ends_the_game() {
    // Eight-player singles, White (326 points, seven queens) against Green's king alone at the
    // edge, everyone else out: mating Green ends the game with White first. (The bot once valued
    // a won end below its own evaluation, which counts points, and shuffled its queens for ever.)
    let text = "2,yK,6,wK,6/16/16/24/24/24/24/24/24/24/1,bK,15,oP,6/18/18/24/24/24/24/20,wQ~,wQ~,wQ~,wB/20,wQ~,wQ~,wR,1/20,wQ~,wQ,wN,1/23,gK/16/15,wQ~/6,wN,3,kK,5 g a,g1,g5,g6,g4,g2,a,g3 326,1,19,7,33,17,17,7 -,-,-,-,-,-,-,- - 392 1684";
    let mut game = new_game("eight-player:singles", Some(text)).unwrap();
    let white_moves = against_greedy(&mut game, 0, 5, 0x2545_F491_4F6C_DD1D, |g| g.end().is_none());
    let end = game.end().unwrap_or_else(|| panic!("no end after {white_moves} moves: {:?}", game.position()));
    assert_eq!((end.places[0].clone(), end.reason), (vec![0], "one player left"));
}
