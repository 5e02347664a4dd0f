//! The N-player bot: it takes what hangs, finds a team's winning mate, answers through the
//! common `VariantBot` interface, and stays within its node budget on the 516-square board.
#![cfg(all(feature = "bot", not(target_arch = "wasm32")))]

use serde_json::Value;
use std::sync::atomic::AtomicBool;
use wasm_chess::bot::variant::multi::{choose, level_method, Method};
use wasm_chess::bot::variant::VariantBot;
use wasm_chess::bot::{FrozenClock, Limits};
use wasm_chess::variants::multi::new_game;
use wasm_chess::variants::multi::text::move_text;
use wasm_chess::variants;

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
        let game = variants::create(name).unwrap();
        let thought = VariantBot::new(10).think(game.as_ref(), &Limits::nodes(300), &FrozenClock, &AtomicBool::new(false)).unwrap();
        let best = thought.best.unwrap();
        assert!(game.legal_moves().iter().any(|m| m.uci == best), "{name}: {best}");
        // the budget is checked per node; a best-reply layer may add one per opponent first
        assert!(thought.nodes <= 300 + 8, "{name}: {} nodes", thought.nodes);
    }
}
