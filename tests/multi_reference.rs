//! The Rust games against the independent Python reference (`tests/reference/multi/`), move by
//! move: `dump.py` plays random games (half the time a capture when there is one) and writes each
//! position's text, sorted legal moves, seats in check and, at the end, the outcome; here every
//! position must agree exactly. Also the symmetry of C12 over perft, and bad input.

// Native only: `wasm-pack test` builds every test target for wasm32, where `variants` exists
// only with the `variants` feature.
#![cfg(not(target_arch = "wasm32"))]

use serde_json::Value;
use std::process::Command;
use wasm_chess::variants::multi::text::{move_text, write_position};
use wasm_chess::variants::multi::{new_game, MultiGame};
use wasm_chess::variants::{self, VariantError};

const GAMES: [&str; 7] = ["chaturaji", "four-seasons", "four-player:ffa", "four-player:teams", "eight-player:singles", "eight-player:pairs", "eight-player:teams"];

fn dump(game: &str, games: u32, seed: u32, plies: u32) -> Vec<Value> {
    let script = format!("{}/tests/reference/multi/dump.py", env!("CARGO_MANIFEST_DIR"));
    let out = Command::new("python3")
        .args([&script, game, "--games", &games.to_string(), "--seed", &seed.to_string(), "--max-plies", &plies.to_string()])
        .output()
        .expect("python3 runs the reference");
    assert!(out.status.success(), "dump.py failed: {}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8(out.stdout).unwrap().lines().map(|l| serde_json::from_str(l).unwrap()).collect()
}

fn names(game: &MultiGame, seats: &[u8]) -> Vec<String> {
    seats.iter().map(|&s| game.rules().seats[s as usize].0.to_string()).collect()
}

/// Replays the reference's games; returns the positions compared.
fn differential(name: &str, games: u32, seed: u32, plies: u32) -> usize {
    let lines = dump(name, games, seed, plies);
    let mut game = new_game(name, None).unwrap();
    let mut index = -1;
    for line in &lines {
        if line["index"].as_i64().unwrap() != index {
            index = line["index"].as_i64().unwrap();
            game = new_game(name, None).unwrap();
        }
        let at = format!("{name} game {index} ply {}", line["ply"]);
        assert_eq!(write_position(game.position()), line["position"].as_str().unwrap(), "{at}: position text");
        let mut legal: Vec<String> = game.legal().into_iter().map(|m| move_text(game.position(), m)).collect();
        legal.sort();
        let want: Vec<String> = line["legal"].as_array().unwrap().iter().map(|m| m.as_str().unwrap().to_string()).collect();
        assert_eq!(legal, want, "{at}: legal moves of {}", line["position"]);
        let checks = names(&game, &game.position().checks());
        let want_checks: Vec<String> = line["check"].as_array().unwrap().iter().map(|m| m.as_str().unwrap().to_string()).collect();
        assert_eq!(checks, want_checks, "{at}: seats in check of {}", line["position"]);
        match (game.end(), line.get("outcome")) {
            (None, None) => {}
            (Some(end), Some(want)) => {
                let places: Vec<Vec<String>> = end.places.iter().map(|g| names(&game, g)).collect();
                assert_eq!(serde_json::to_value(&places).unwrap(), want["ranking"], "{at}: ranking");
                assert_eq!(serde_json::to_value(&end.scores).unwrap(), want["scores"], "{at}: scores");
                assert_eq!(end.reason, want["reason"].as_str().unwrap(), "{at}: reason");
            }
            (got, want) => panic!("{at}: outcome {got:?}, reference {want:?}"),
        }
        if let Some(m) = line.get("move") {
            game.play_text(m.as_str().unwrap()).unwrap_or_else(|e| panic!("{at}: {e}"));
        }
    }
    lines.len()
}

#[test]
fn same_as_the_reference_over_random_games() {
    // MULTI_REFERENCE_GAMES=n plays n times as many games (a longer run by hand)
    let scale: u32 = std::env::var("MULTI_REFERENCE_GAMES").ok().and_then(|n| n.parse().ok()).unwrap_or(1);
    for (i, name) in GAMES.iter().enumerate() {
        let long = name.starts_with("eight");
        let positions = differential(name, scale * if long { 2 } else { 4 }, 7 + i as u32, if long { 250 } else { 500 });
        assert!(positions > 100, "{name}: only {positions} positions compared");
    }
}

/// C12: from the start each seat in turn is given the first move (the start turned so that seat's
/// army stands where the first seat's did); perft is the same from every seat's first turn.
#[test]
fn perft_equal_from_every_seats_first_turn() {
    for name in GAMES {
        let start = new_game(name, None).unwrap().position().clone();
        let depth = if name.starts_with("eight") { 2 } else { 3 };
        let quarters = if name == "eight-player:teams" { 2 } else { 1 };
        let first = start.perft(depth);
        assert!(first > 0);
        let mut pos = start.clone();
        for q in 1..4 {
            pos = pos.turned(quarters);
            assert_eq!(pos.perft(depth), first, "{name}: perft({depth}) after {q} turns");
        }
    }
}

#[test]
fn bad_input_is_refused_with_its_reason_and_changes_nothing() {
    let mut game = variants::create("four-player:ffa").unwrap();
    let before = game.fen().unwrap();
    for (text, syntax) in [("h2-h5", false), ("z9-h4", true), ("h2h4", true), ("", true), ("pass", false), ("d14-d12", false)] {
        let err = game.play(text).unwrap_err();
        match err {
            VariantError::MoveSyntax(_) => assert!(syntax, "{text}: {err}"),
            VariantError::IllegalMove { .. } => assert!(!syntax, "{text}: {err}"),
            other => panic!("{text}: {other}"),
        }
        assert_eq!(game.fen().unwrap(), before, "{text} changed the game");
    }
    let err = game.play("d14-d12").unwrap_err().to_string();
    assert!(err.contains("not Red's"), "{err}");
    for (name, text, why) in [
        ("chaturaji", "8/8/8/8/8/8/8/8 r a,a,a,a 0,0,0,0 - - 0 1", "kings"),
        ("four-player", "x", "fields"),
        ("eight-player", "3,yK,4 w a 0 - - 0 1", "rows"),
    ] {
        let err = variants::from_fen(name, text).err().unwrap_or_else(|| panic!("{text} accepted")).to_string();
        assert!(err.contains(why), "{name} {text}: {err}");
    }
    assert!(variants::create("four-player:duo").is_err());
    assert!(variants::create("eight-player:pairs").is_ok());
}

#[test]
fn game_record_names_every_seat_and_numbers_rounds() {
    let mut game = new_game("four-player:ffa", None).unwrap();
    for m in ["h2-h4", "b7-d7", "j13-j11", "m8-l8", "g1-h2"] {
        game.play_text(m).unwrap();
    }
    let record = game.record(&[("Red".to_string(), "Ann".to_string()), ("Blue".to_string(), "bot level 3".to_string())]);
    assert!(record.starts_with("[Variant \"four-player:ffa\"]\n[Red \"Ann\"]\n[Blue \"bot level 3\"]\n[Yellow \"?\"]\n[Green \"?\"]\n"), "{record}");
    assert!(record.ends_with("1. h2-h4 b7-d7 j13-j11 m8-l8 2. g1-h2 *\n"), "{record}");
}
