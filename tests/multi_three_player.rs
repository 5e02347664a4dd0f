//! Three-player chess (`src/variants/multi/three-player/rules.md`): every hand-worked rule case
//! of `tests/data/multi/three-player.json`, the turn-by-a-third symmetry and equal perft from
//! each seat's first turn, a move-by-move differential against the independent Python reference
//! (`tests/reference/multi/dump.py`), and bad input refused with the game unchanged.

// Native only: `wasm-pack test` builds every test target for wasm32, where `variants` exists
// only with the `variants` feature.
#![cfg(not(target_arch = "wasm32"))]

use serde_json::Value;
use std::collections::BTreeSet;
use std::path::PathBuf;
use std::process::Command;
use wasm_chess::variants::multi::text::{move_text, read_position, write_position};
use wasm_chess::variants::multi::three_player::geometry::{self, hexagon, parse_cell, Cell};
use wasm_chess::variants::multi::three_player::{rules, turned, turned_move};
use wasm_chess::variants::multi::{new_game, MultiGame, Pos};
use wasm_chess::variants::{self, VariantError};

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

fn seat_names(seats: &[u8]) -> Vec<&'static str> {
    seats.iter().map(|&s| rules().seats[s as usize].0).collect()
}

fn legal_texts(pos: &Pos) -> BTreeSet<String> {
    let mut list = Vec::new();
    pos.legal_moves(&mut list);
    list.into_iter().map(|m| move_text(pos, m)).collect()
}

/// A game from "start" or a position text, with moves played by their text.
fn game_of(case: &Value) -> MultiGame {
    let text = case["position"].as_str().expect("position");
    let mut game = new_game("three-player", (text != "start").then_some(text)).unwrap_or_else(|e| panic!("{text}: {e}"));
    for m in case["moves"].as_array().into_iter().flatten() {
        let m = m.as_str().expect("a move");
        game.play_text(m).unwrap_or_else(|e| panic!("{m}: {e}"));
    }
    game
}

fn in_check(pos: &Pos) -> BTreeSet<String> {
    seat_names(&pos.checks()).into_iter().map(String::from).collect()
}

/// The ranking, scores and reason of an ended game as the reference writes them (C10).
fn outcome(game: &MultiGame) -> Value {
    match game.end() {
        None => Value::Null,
        Some(end) => {
            let places: Vec<Vec<&str>> = end.places.iter().map(|p| seat_names(p)).collect();
            serde_json::json!({ "ranking": places, "scores": end.scores, "reason": end.reason })
        }
    }
}

/// The legal moves of `pos`, turned by one seat, are the legal moves of `pos` turned (C12).
fn turn_is_symmetric(pos: &Pos) -> bool {
    let turned_pos = turned(pos, 1);
    let mut list = Vec::new();
    pos.legal_moves(&mut list);
    let mapped: BTreeSet<String> = list.into_iter().map(|m| move_text(&turned_pos, turned_move(m, 1))).collect();
    !mapped.is_empty() && mapped == legal_texts(&turned_pos)
}

fn check_case(case: &Value) {
    let what = format!("{} {}", case["rule"], case["what"]);
    let expect = &case["expect"];
    if expect["error"] == Value::Bool(true) {
        let text = case["position"].as_str().expect("position");
        assert!(matches!(read_position(rules(), text), Err(VariantError::Fen(_))), "{what}");
        return;
    }
    let game = game_of(case);
    let pos = game.position();
    // The board the game plays on (the layer's tables), and the geometry it came from.
    let board = &rules().board;
    let hex = hexagon();
    let moves = legal_texts(pos);
    for (key, want) in expect.as_object().expect("expect") {
        match key.as_str() {
            "position" => assert_eq!(write_position(pos), want.as_str().expect("text"), "{what}"),
            "cells" => assert_eq!((board.len() as u64, hex.polygons.len() as u64), (want.as_u64().unwrap(), want.as_u64().unwrap()), "{what}"),
            "orthogonal" | "diagonal" | "king" | "knight" => {
                for (c, cells) in want.as_object().expect("cells") {
                    let c = cell(c) as usize;
                    let got: Vec<Cell> = match key.as_str() {
                        "orthogonal" => hex.orthogonal[c].clone(),
                        "diagonal" => hex.diagonal[c].clone(),
                        "king" => board.orth_rays[c].iter().chain(&board.diag_rays[c]).map(|r| r[0]).chain(board.king_extra[c].iter().copied()).collect(),
                        _ => board.knight[c].clone(),
                    };
                    assert_eq!(names(&got), strings(cells), "{what}: {key} of {}", geometry::name(c as Cell));
                }
            }
            "rays" => {
                for (c, rays) in want.as_object().expect("rays") {
                    let c = cell(c) as usize;
                    let got: BTreeSet<String> = board.orth_rays[c]
                        .iter()
                        .chain(&board.diag_rays[c])
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
            "turn" => assert_eq!(rules().seats[pos.turn as usize].0, want.as_str().expect("seat"), "{what}"),
            "check" => assert_eq!(in_check(pos), strings(want), "{what}"),
            "outcome" if want.is_null() => assert_eq!(outcome(&game), Value::Null, "{what}"),
            "outcome" => {
                let got = outcome(&game);
                for field in ["ranking", "scores", "reason"].into_iter().filter(|f| want.get(f).is_some()) {
                    assert_eq!(got[field], want[field], "{what}: {field}");
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
fn c12_turning_by_a_seat_maps_legal_moves_onto_legal_moves() {
    let mut game = new_game("three-player", None).expect("start");
    // Along a game's first plies (double steps, en passant chances, castling, captures).
    for ply in 0..30 {
        let pos = game.position();
        assert!(turn_is_symmetric(pos), "ply {ply}: {}", write_position(pos));
        let round = turned(&turned(&turned(pos, 1), 1), 1);
        assert_eq!(write_position(&round), write_position(pos), "three thirds make a whole turn");
        let legal = game.legal();
        game.play_move(legal[(ply * 7) % legal.len()]);
    }
    // Castling both ways and en passant, turned.
    for text in [
        "8/8/3,wP,wP,wP,2/wR,3,wK,2,wR/8/8/8/4,rK,3/8/8/8/4,bK,3 w a,a,a 0,0,0 KQ,-,- - 0 1",
        "1,rP,wP,5/8/8/4,wK,3/8/8/8/4,rK,3/8/8/8/4,bK,3 r a,a,a 0,0,0 -,-,- Wc3:Wc4 0 1",
    ] {
        let pos = read_position(rules(), text).expect("text");
        assert!(turn_is_symmetric(&pos), "{text}");
        assert!(turn_is_symmetric(&turned(&pos, 1)), "{text}");
    }
}

fn perft(pos: &Pos, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut moves = Vec::new();
    pos.legal_moves(&mut moves);
    moves.iter().map(|&m| {
        let mut next = pos.clone();
        next.play(m);
        perft(&next, depth - 1)
    }).sum()
}

#[test]
fn perft_from_each_seats_first_turn_is_equal() {
    let counts: Vec<Vec<u64>> = ["w", "r", "b"]
        .iter()
        .map(|seat| {
            let text = rules().start.replacen(" w ", &format!(" {seat} "), 1);
            let pos = read_position(rules(), &text).expect("the start with another seat to move");
            (1..=4).map(|d| perft(&pos, d)).collect()
        })
        .collect();
    // 20 × 20 × 20 while the armies cannot meet; at depth 4 the Python reference counts 178080.
    assert_eq!(counts[0], vec![20, 400, 8000, 178080]);
    assert!(counts.iter().all(|c| c == &counts[0]), "{counts:?}");
}

/// Random games of the reference, replayed here move by move: the same position text, legal
/// moves, seats in check and outcome at every ply.
#[test]
fn differential_against_the_python_reference() {
    // THREE_PLAYER_SEEDS=n and THREE_PLAYER_PLIES=m widen the run (the test itself: 2 and 300).
    let env = |name: &str, default: u64| std::env::var(name).ok().and_then(|n| n.parse().ok()).unwrap_or(default);
    let (seeds, max_plies) = (env("THREE_PLAYER_SEEDS", 2), env("THREE_PLAYER_PLIES", 300));
    let script = repo().join("tests/reference/multi/dump.py");
    let mut plies = 0;
    for seed in 1..=seeds {
        let out = Command::new("python3")
            .arg(&script)
            .args(["three-player", "--games", "2", "--seed", &seed.to_string(), "--max-plies", &max_plies.to_string()])
            .output()
            .expect("python3 runs the reference");
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
        let mut game: Option<MultiGame> = None;
        for line in String::from_utf8(out.stdout).expect("utf-8").lines() {
            let want: Value = serde_json::from_str(line).expect("json line");
            let at = format!("seed {seed} game {} ply {}", want["index"], want["ply"]);
            if want["ply"] == 0 {
                game = Some(new_game("three-player", None).expect("start"));
            }
            let game = game.as_mut().expect("a game starts at ply 0");
            let pos = game.position();
            assert_eq!(write_position(pos), want["position"].as_str().expect("position"), "{at}");
            let moves: BTreeSet<String> = game.legal().into_iter().map(|m| move_text(pos, m)).collect();
            assert_eq!(moves, strings(&want["legal"]), "{at}: {}", want["position"]);
            assert_eq!(in_check(pos), strings(&want["check"]), "{at}: {}", want["position"]);
            match want.get("outcome") {
                Some(expected) => assert_eq!(&outcome(game), expected, "{at}"),
                None if want.get("move").is_none() => {} // the reference stopped at its ply limit
                None => assert_eq!(outcome(game), Value::Null, "{at}"),
            }
            if let Some(m) = want["move"].as_str() {
                game.play_text(m).unwrap_or_else(|e| panic!("{at}: {m}: {e}"));
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
    let start = rules().start;
    let broken = [
        start.replacen(' ', "  ", 1),                            // fields not separated by single spaces
        start.replacen("/8/8/", "/8/", 1),                        // eleven rows
        start.replacen("wR,wN", "wR,wN,wN", 1),                   // a row too long
        start.replacen("wR,wN", "wR", 1),                         // a row too short
        start.replacen("wK", "xK", 1),                            // an unknown seat
        start.replacen("wK", "wZ", 1),                            // an unknown piece
        start.replacen("wK", "wQ", 1),                            // White without a king
        start.replacen(" w ", " g ", 1),                          // an unknown side to move
        start.replacen("a,a,a", "g1,a,a", 1),                     // the side to move out
        start.replacen("a,a,a", "a,a", 1),                        // a status missing
        start.replacen("0,0,0", "0,0,x", 1),                      // a bad score
        start.replacen("KQ,KQ,KQ", "KQ,KQ,QK", 1),                // bad castling
        start.replacen(" - 0 1", " Wd3 0 1", 1),                  // bad en passant
        start.replacen(" 0 1", " 0 0", 1),                        // full-move counter 0
        start.replacen("8/8/w", "99999999999999999999/8/w", 1),   // an absurd count
    ];
    for text in &broken {
        assert!(matches!(read_position(rules(), text), Err(VariantError::Fen(_))), "{text}");
        assert!(variants::from_fen("three-player", text).is_err(), "{text}");
    }
}

#[test]
fn c5_a_grey_army_blocks_gives_no_check_and_loses_its_turns() {
    // Black is out: its rook on Bd1 looks up the We file at White's king but gives no check,
    // and White's king may take a grey piece.
    let text = "8/8/8/4,wK,3/8/8/8/4,rK,3/8/8/8/3,bR,bK,3 w a,a,g1 0,0,0 -,-,- - 0 1";
    let pos = read_position(rules(), text).expect("text");
    assert!(pos.checks().is_empty());
    let grey = read_position(rules(), "8/8/8/3,bR,wK,3/8/8/8/4,rK,3/8/8/8/4,bK,3 w a,a,g1 0,0,0 -,-,- - 0 1").expect("text");
    assert!(legal_texts(&grey).contains("We1-Wd1"));
    // C1: Red follows White, and White follows Red: Black's turns are skipped.
    let mut game = new_game("three-player", Some(text)).expect("text");
    game.play_text("We1-Wd1").expect("legal");
    assert_eq!(game.position().turn, 1);
    game.play_text("Re1-Rd1").expect("legal");
    assert_eq!(game.position().turn, 0);
}

#[test]
fn c9_the_fifth_repetition_is_a_draw_for_all() {
    let mut game = new_game("three-player", Some("8/8/8/4,wK,3/8/8/8/4,rK,3/8/8/8/4,bK,3 w a,a,a 0,0,0 -,-,- - 0 1")).expect("text");
    let round = ["We1-Wd1", "Re1-Rd1", "Be1-Bd1", "Wd1-We1", "Rd1-Re1", "Bd1-Be1"];
    for (i, m) in round.iter().cycle().take(24).enumerate() {
        assert_eq!(outcome(&game), Value::Null, "after {i} turns");
        game.play_text(m).expect("legal");
    }
    let end = outcome(&game);
    assert_eq!(end["reason"], "fivefold repetition");
    assert_eq!(end["ranking"], serde_json::json!([["White", "Red", "Black"]]));
}

/// G1: the cells generated here are the ones drawn in `docs/multi/three-player.svg` (checked by
/// eye against the sheet): that picture has the hexagon of circumradius 330 centred at
/// (350, 350), y downwards, its polygons in cell order with the corners in the same order.
#[test]
fn g1_the_cells_are_those_of_the_picture() {
    let svg = std::fs::read_to_string(repo().join("docs/multi/three-player.svg")).expect("picture");
    let drawn: Vec<Vec<(f64, f64)>> = svg
        .split("<polygon points=\"")
        .skip(1)
        .map(|rest| {
            let points = &rest[..rest.find('"').expect("closing quote")];
            points.split(' ').map(|p| p.split_once(',').map(|(x, y)| (x.parse().unwrap(), y.parse().unwrap())).expect("x,y")).collect()
        })
        .collect();
    let hex = hexagon();
    assert_eq!(drawn.len(), hex.polygons.len());
    for (c, (ours, theirs)) in hex.polygons.iter().zip(&drawn).enumerate() {
        for (&(x, y), &(dx, dy)) in ours.iter().zip(theirs) {
            let (px, py) = (350.0 + 330.0 * x, 350.0 - 330.0 * y);
            assert!((px - dx).abs() < 0.06 && (py - dy).abs() < 0.06, "{}: ({px:.2}, {py:.2}) drawn at ({dx}, {dy})", geometry::name(c as Cell));
        }
    }
}

/// The game record (`../rules.md`, "Game record"): one tag per seat, rounds numbered, every
/// turn in order; a finished game's ranking and reason.
#[test]
fn the_record_names_each_seat_and_numbers_the_rounds() {
    let mut game = new_game("three-player", Some("8/wR,7/8/4,wK,3/8/8/6,wR,1/rK,7/8/8/8/4,bK,3 w a,a,a 0,0,0 -,-,- - 0 1")).expect("text");
    game.play_text("Wa3-Rh1").expect("mate");
    let names = [("White", "Ann"), ("Red", "bot"), ("Black", "Bob")].map(|(seat, name)| (seat.to_string(), name.to_string()));
    let record = game.record(&names);
    for line in ["[Variant \"three-player\"]", "[White \"Ann\"]", "[Red \"bot\"]", "[Black \"Bob\"]", "[Ranking \"White; Black; Red\"]", "[Termination \"checkmate\"]"] {
        assert!(record.contains(line), "{line} in\n{record}");
    }
    assert!(record.ends_with("1. Wa3-Rh1\n"), "{record}");
    let mut game = new_game("three-player", None).expect("start");
    for m in ["Wd2-Wd4", "Rd2-Rd4", "Bd2-Bd4", "We2-We3"] {
        game.play_text(m).expect("legal");
    }
    assert!(game.record(&[]).ends_with("1. Wd2-Wd4 Rd2-Rd4 Bd2-Bd4 2. We2-We3 *\n"), "{}", game.record(&[]));
}

/// G6 with C4: near the centre a knight's leaps are not mutual. A knight on Wd3 reaches Rd4
/// (and gives check there); a knight on Rd4 does not reach Wd3 (and gives none).
#[test]
fn g6_a_knight_checks_where_it_leaps_to() {
    let leaps = read_position(rules(), "8/3,wN,4/8/4,wK,3/3,rK,4/8/8/8/8/8/8/4,bK,3 r a,a,a 0,0,0 -,-,- - 0 1").expect("text");
    assert_eq!(in_check(&leaps), ["Red".to_string()].into());
    let no_leap = read_position(rules(), "8/3,wK,4/8/8/3,rN,4/8/8/4,rK,3/8/8/8/4,bK,3 w a,a,a 0,0,0 -,-,- - 0 1").expect("text");
    assert!(in_check(&no_leap).is_empty());
    assert!(!legal_texts(&no_leap).is_empty());
}
