//! Three-player chess (`src/variants/multi/three-player/rules.md`): every hand-worked rule case
//! of `tests/data/multi/three-player.json`, the turn-by-a-third symmetry and equal perft from
//! each seat's first turn, a move-by-move differential against the independent Python reference
//! (`tests/reference/multi/dump.py`), and bad input refused with the game unchanged.

use serde_json::Value;
use std::collections::BTreeSet;
use std::path::PathBuf;
use std::process::Command;
use wasm_chess::variants::three_player::geometry::{self, hexagon, parse_cell, Cell};
use wasm_chess::variants::three_player::text::{self, SEAT_NAMES};
use wasm_chess::variants::three_player::{Move, ThreePlayer};
use wasm_chess::variants::{self, perft, GamePosition, VariantError, VariantGame};

fn repo() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn cell(name: &str) -> Cell {
    parse_cell(name).unwrap_or_else(|| panic!("no cell {name}"))
}

fn names(cells: &[Cell]) -> BTreeSet<String> {
    cells.iter().map(|&c| geometry::name(c)).collect()
}

fn strings(v: &Value) -> BTreeSet<String> {
    v.as_array().expect("a list").iter().map(|s| s.as_str().expect("a string").to_string()).collect()
}

fn legal(pos: &ThreePlayer) -> Vec<Move> {
    let mut list = Vec::new();
    GamePosition::legal_moves(pos, &mut list);
    list
}

fn legal_texts(pos: &ThreePlayer) -> BTreeSet<String> {
    legal(pos).into_iter().map(text::move_text).collect()
}

/// A game from "start" or a position text, with moves played by their text.
fn game_of(case: &Value) -> VariantGame<ThreePlayer> {
    let start = match case["position"].as_str().expect("position") {
        "start" => ThreePlayer::start(),
        fen => ThreePlayer::from_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}")),
    };
    let mut game = VariantGame::new(start);
    for m in case["moves"].as_array().into_iter().flatten() {
        let m = m.as_str().expect("a move");
        let parsed = game.parse(m).unwrap_or_else(|e| panic!("{m}: {e}"));
        game.play(parsed).unwrap_or_else(|e| panic!("{m}: {e}"));
    }
    game
}

fn in_check(pos: &ThreePlayer) -> BTreeSet<String> {
    (0..3u8).filter(|&s| pos.in_check(s)).map(|s| SEAT_NAMES[s as usize].to_string()).collect()
}

/// The ranking and reason of an ended game as the reference writes them (C10).
fn outcome(game: &VariantGame<ThreePlayer>) -> Value {
    let pos = game.position();
    let ranking = match (pos.end(), game.outcome()) {
        (Some(end), _) => end.ranking(),
        (None, Some(_)) => wasm_chess::variants::three_player::Ranking { places: vec![vec![0, 1, 2]], reason: "fivefold repetition" },
        (None, None) => return Value::Null,
    };
    let places: Vec<Vec<&str>> = ranking.places.iter().map(|p| p.iter().map(|&s| SEAT_NAMES[s as usize]).collect()).collect();
    serde_json::json!({ "ranking": places, "reason": ranking.reason })
}

/// The legal moves of `pos` turned by one seat equal the legal moves of `pos` turned (C12).
fn turn_is_symmetric(pos: &ThreePlayer) -> bool {
    let turned = pos.turned(1);
    let mapped: BTreeSet<String> = legal(pos).into_iter().map(|m| text::move_text(m.turned(1))).collect();
    !mapped.is_empty() && mapped == legal_texts(&turned)
}

fn check_case(case: &Value) {
    let what = format!("{} {}", case["rule"], case["what"]);
    let expect = &case["expect"];
    if expect["error"] == Value::Bool(true) {
        let fen = case["position"].as_str().expect("position");
        assert!(matches!(ThreePlayer::from_fen(fen), Err(VariantError::Fen(_))), "{what}");
        return;
    }
    let game = game_of(case);
    let pos = game.position();
    let hex = hexagon();
    let moves = legal_texts(pos);
    for (key, want) in expect.as_object().expect("expect") {
        match key.as_str() {
            "position" => assert_eq!(&pos.fen(), want.as_str().expect("text"), "{what}"),
            "cells" => assert_eq!(hex.polygons.len() as u64, want.as_u64().expect("n"), "{what}"),
            "orthogonal" | "diagonal" | "king" | "knight" => {
                for (c, cells) in want.as_object().expect("cells") {
                    let c = cell(c) as usize;
                    let got: Vec<Cell> = match key.as_str() {
                        "orthogonal" => hex.orthogonal[c].clone(),
                        "diagonal" => hex.diagonal[c].clone(),
                        "king" => hex.neighbours(c as Cell).collect(),
                        _ => hex.knight[c].clone(),
                    };
                    assert_eq!(names(&got), strings(cells), "{what}: {key} of {}", geometry::name(c as Cell));
                }
            }
            "rays" => {
                for (c, rays) in want.as_object().expect("rays") {
                    let c = cell(c) as usize;
                    let got: BTreeSet<String> = hex.orthogonal_rays[c]
                        .iter()
                        .chain(&hex.diagonal_rays[c])
                        .map(|r| r.iter().map(|&n| geometry::name(n)).collect::<Vec<_>>().join(" "))
                        .collect();
                    assert_eq!(got, strings(rays), "{what}");
                }
            }
            "legal" => assert_eq!(moves, strings(want), "{what}"),
            "legal_count" => assert_eq!(moves.len() as u64, want.as_u64().expect("n"), "{what}"),
            "from" => {
                for (c, list) in want.as_object().expect("cells") {
                    let from: BTreeSet<String> = moves.iter().filter(|m| m.starts_with(&format!("{c}-"))).cloned().collect();
                    assert_eq!(from, strings(list), "{what}: moves from {c}");
                }
            }
            "includes" => assert!(strings(want).is_subset(&moves), "{what}: {moves:?}"),
            "illegal" => assert!(strings(want).is_disjoint(&moves), "{what}: {moves:?}"),
            "turn" => assert_eq!(SEAT_NAMES[pos.turn() as usize], want.as_str().expect("seat"), "{what}"),
            "check" => assert_eq!(in_check(pos), strings(want), "{what}"),
            "outcome" => {
                let got = outcome(&game);
                assert_eq!(got["ranking"], want["ranking"], "{what}");
                if want.get("reason").is_some() {
                    assert_eq!(got["reason"], want["reason"], "{what}");
                }
            }
            "turn_symmetric" => assert!(turn_is_symmetric(pos), "{what}"),
            other => panic!("{what}: unknown expectation '{other}'"),
        }
    }
}

#[test]
fn every_rule_case_of_the_sheet() {
    let path = repo().join("tests/data/multi/three-player.json");
    let data: Value = serde_json::from_str(&std::fs::read_to_string(&path).expect("cases")).expect("json");
    let cases = data["cases"].as_array().expect("cases");
    assert!(cases.len() >= 24, "{} cases", cases.len());
    for case in cases {
        check_case(case);
    }
}

#[test]
fn c12_turning_the_start_by_a_seat_maps_legal_moves_onto_legal_moves() {
    let mut pos = ThreePlayer::start();
    // Along a few plies of a game (double steps, en passant chances, captures).
    for ply in 0..24 {
        assert!(turn_is_symmetric(&pos), "ply {ply}: {}", pos.fen());
        assert!(turn_is_symmetric(&pos.turned(1)) && pos.turned(3) == pos, "ply {ply}");
        let moves = legal(&pos);
        pos.play(moves[(ply * 7) % moves.len()]);
    }
}

#[test]
fn perft_from_each_seats_first_turn_is_equal() {
    let start = ThreePlayer::start().fen();
    let counts: Vec<Vec<u64>> = ["w", "r", "b"]
        .iter()
        .map(|seat| {
            let fen = start.replacen(" w ", &format!(" {seat} "), 1);
            let pos = ThreePlayer::from_fen(&fen).expect("start with another seat to move");
            (1..=3).map(|d| perft(&pos, d)).collect()
        })
        .collect();
    assert_eq!(counts[0], vec![20, 400, 8000]);
    assert!(counts.iter().all(|c| c == &counts[0]), "{counts:?}");
}

/// Random games of the reference, replayed here move by move: the same position text, legal
/// moves, seats in check and outcome at every ply.
#[test]
fn differential_against_the_python_reference() {
    let script = repo().join("tests/reference/multi/dump.py");
    // THREE_PLAYER_SEEDS=n and THREE_PLAYER_PLIES=m widen the run (the test itself: 2 and 300).
    let env = |name: &str, default: u64| std::env::var(name).ok().and_then(|n| n.parse().ok()).unwrap_or(default);
    let (seeds, max_plies) = (env("THREE_PLAYER_SEEDS", 2), env("THREE_PLAYER_PLIES", 300));
    let mut plies = 0;
    for seed in 1..=seeds {
        let out = Command::new("python3")
            .arg(&script)
            .args(["three-player", "--games", "2", "--seed", &seed.to_string(), "--max-plies", &max_plies.to_string()])
            .output()
            .expect("python3 runs the reference");
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
        let mut game: Option<VariantGame<ThreePlayer>> = None;
        for line in String::from_utf8(out.stdout).expect("utf-8").lines() {
            let want: Value = serde_json::from_str(line).expect("json line");
            let at = format!("seed {seed} game {} ply {}", want["index"], want["ply"]);
            if want["ply"] == 0 {
                game = Some(VariantGame::new(ThreePlayer::start()));
            }
            let game = game.as_mut().expect("a game starts at ply 0");
            let pos = game.position();
            assert_eq!(pos.fen(), want["position"].as_str().expect("position"), "{at}");
            let moves: BTreeSet<String> = game.legal_moves().into_iter().map(text::move_text).collect();
            assert_eq!(moves, strings(&want["legal"]), "{at}: {}", pos.fen());
            assert_eq!(in_check(pos), strings(&want["check"]), "{at}: {}", pos.fen());
            match want.get("outcome") {
                Some(expected) => {
                    let got = outcome(game);
                    assert_eq!((&got["ranking"], &got["reason"]), (&expected["ranking"], &expected["reason"]), "{at}");
                }
                None if want.get("move").is_none() => {} // the reference stopped at its ply limit
                None => assert_eq!(outcome(game), Value::Null, "{at}"),
            }
            if let Some(m) = want["move"].as_str() {
                let m = game.parse(m).unwrap_or_else(|e| panic!("{at}: {m}: {e}"));
                game.play(m).unwrap_or_else(|e| panic!("{at}: {e}"));
                plies += 1;
            }
        }
    }
    assert!(plies > 500, "{plies} plies compared");
}

#[test]
fn bad_input_is_an_error_and_changes_nothing() {
    let mut game = variants::create("three-player").expect("registered");
    assert_eq!(game.variant(), "three-player");
    game.play("Wd2-Wd4").expect("a legal move");
    let before = game.fen().expect("fen");
    for bad in ["", "Wd2-Wd5", "Rd2-Rd4x", "e2e4", "Wa1-Wa5", "We7-We8", "pass", "Wd4-Wd5", "Rb1-Rb3", "Rd7-Rd8=Q", "Rd2-Rd4=Q"] {
        let err = game.play(bad).expect_err(bad);
        assert!(matches!(err, VariantError::MoveSyntax(_) | VariantError::IllegalMove { .. }), "{bad}: {err:?}");
        assert_eq!(game.fen().expect("fen"), before, "{bad}");
    }
    let start = ThreePlayer::start().fen();
    let broken = [
        start.replacen(' ', "  ", 1),                    // fields not separated by single spaces
        start.replacen("/8/8/", "/8/", 1),                // eleven rows
        start.replacen("wR,wN", "wR,wN,wN", 1),           // a row too long
        start.replacen("wR,wN", "wR", 1),                 // a row too short
        start.replacen("wK", "xK", 1),                    // an unknown seat
        start.replacen("wK", "wZ", 1),                    // an unknown piece
        start.replacen("wK", "wQ", 1),                    // White without a king
        start.replacen(" w ", " g ", 1),                  // an unknown side to move
        start.replacen("a,a,a", "g1,a,a", 1),             // the side to move out
        start.replacen("a,a,a", "a,a", 1),                // a status missing
        start.replacen("0,0,0", "0,0,x", 1),              // a bad score
        start.replacen("KQ,KQ,KQ", "KQ,KQ,QK", 1),        // bad castling
        start.replacen(" - 0 1", " Wd3 0 1", 1),          // bad en passant
        start.replacen(" 0 1", " 0 0", 1),                // full-move counter 0
        start.replacen("8/8/w", "99999999999999999999/8/w", 1), // an absurd count
    ];
    for fen in &broken {
        assert!(matches!(ThreePlayer::from_fen(fen), Err(VariantError::Fen(_))), "{fen}");
        assert!(variants::from_fen("three-player", fen).is_err(), "{fen}");
    }
}

#[test]
fn a_grey_army_blocks_and_gives_no_check() {
    // Black is out (C5): its rook on Bd1 looks down the We file at White's king but gives no
    // check, and White's king may take a grey piece.
    let pos = ThreePlayer::from_fen("8/8/8/4,wK,3/8/8/8/4,rK,3/8/8/8/3,bR,bK,3 w a,a,g1 0,0,0 -,-,- - 0 1").expect("text");
    assert!(!pos.in_check(0));
    let grey = ThreePlayer::from_fen("8/8/8/3,bR,wK,3/8/8/8/4,rK,3/8/8/8/4,bK,3 w a,a,g1 0,0,0 -,-,- - 0 1").expect("text");
    assert!(legal_texts(&grey).contains("We1-Wd1"));
    // Red moves next after White, skipping nobody; Black's turn is skipped (C1).
    let mut pos = pos;
    pos.play(legal(&pos)[0]);
    assert_eq!(pos.turn(), 1);
    pos.play(legal(&pos)[0]);
    assert_eq!(pos.turn(), 0);
}
