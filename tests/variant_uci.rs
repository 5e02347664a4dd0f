//! The `uci` binary in the variants: `UCI_Variant` (our ids and pyffish's names), positions in
//! each game's FEN and move strings, `go` through the variant bot, bad input said in an
//! `info string`.
#![cfg(all(feature = "bot", not(target_arch = "wasm32")))]

mod common;

use common::uci_engine::Engine;
use std::time::Duration;
use wasm_chess::variants;

fn legal_after(id: &str, fen: Option<&str>, moves: &[&str]) -> Vec<String> {
    let mut game = match fen {
        Some(fen) => variants::from_fen(id, fen).unwrap(),
        None => variants::create(id).unwrap(),
    };
    for m in moves {
        game.play(m).unwrap();
    }
    game.legal_moves().into_iter().map(|m| m.uci).collect()
}

#[test]
fn the_handshake_lists_every_variant_the_engine_plays() {
    let mut e = Engine::start();
    e.send("uci");
    let lines = e.until("uciok");
    let option = lines.iter().find(|l| l.starts_with("option name UCI_Variant type combo default chess")).expect("UCI_Variant");
    // Every two-player game of the registry; Chess960 is chess with UCI_Chess960.
    for id in wasm_chess::variants::REGISTRY.iter().filter(|v| v.players == 2 && v.id != "chess960").map(|v| v.id) {
        assert!(option.contains(&format!("var {id}")), "{option}");
    }
}

#[test]
fn an_unknown_variant_is_refused_in_an_info_string_and_the_old_one_stays() {
    let mut e = Engine::start();
    e.ask("setoption name UCI_Variant value atomic");
    let lines = e.ask("setoption name UCI_Variant value bughouse");
    assert!(lines.iter().any(|l| l.starts_with("info string unknown variant 'bughouse'") && l.contains("atomic")), "{lines:?}");
    // Still atomic: the exploding capture is found.
    e.ask("position fen 4k3/3p4/8/8/8/8/8/3QK3 w - - 0 1");
    assert_eq!(e.bestmove_after("go depth 3"), "d1d7");
}

#[test]
fn every_variant_plays_from_its_start_with_its_own_move_strings() {
    // Duck moves carry the duck's square, crazyhouse drops are `P@e4`.
    // The oracle's names are taken as well: `cambodian` is Ouk Chatrang (its king's leap);
    // Janggi's pass is the general's cell twice.
    let lines: [(&str, &str, &[&str]); 8] = [
        ("antichess", "antichess", &["e2e3", "b7b5", "f1b5"]),
        ("atomic", "atomic", &["e2e4", "d7d5"]),
        ("crazyhouse", "crazyhouse", &["e2e4", "d7d5", "e4d5", "d8d5", "b1c3", "d5a5", "P@d4"]),
        ("duck", "duck", &["e2e4,e4d5", "g8f6,f6e5"]),
        ("fogofwar", "fog-of-war", &["e2e4", "d7d5"]),
        ("friendly", "friendly", &["e2e4", "d7d5", "e4d5"]),
        ("cambodian", "ouk-chatrang", &["d1b2", "e8g7"]),
        ("janggi", "janggi", &["e2e2", "a7a6"]),
    ];
    let mut e = Engine::start();
    for (name, id, moves) in lines {
        let said = e.ask(&format!("setoption name UCI_Variant value {name}"));
        assert!(!said.iter().any(|l| l.contains("unknown")), "{name}: {said:?}");
        e.send("ucinewgame");
        let said = e.ask(&format!("position startpos moves {}", moves.join(" ")));
        assert!(!said.iter().any(|l| l.starts_with("info string")), "{name}: {said:?}");
        let best = e.bestmove_after("go movetime 150");
        assert!(legal_after(id, None, moves).contains(&best), "{name}: {best} is not legal");
    }
}

#[test]
fn bad_positions_and_moves_say_why() {
    let mut e = Engine::start();
    e.ask("setoption name UCI_Variant value crazyhouse");
    let lines = e.ask("position fen not-a-fen");
    assert!(lines.iter().any(|l| l.starts_with("info string bad position")), "{lines:?}");
    let lines = e.ask("position startpos moves e2e4 e2e4");
    assert!(lines.iter().any(|l| l.starts_with("info string bad move")), "{lines:?}");
    // The moves up to the bad one stand: Black is to move.
    let best = e.bestmove_after("go depth 2");
    assert!(legal_after("crazyhouse", None, &["e2e4"]).contains(&best), "{best}");
}

#[test]
fn chess_is_still_the_chess_engine() {
    let mut e = Engine::start();
    e.ask("setoption name UCI_Variant value atomic");
    e.ask("setoption name UCI_Variant value chess");
    // Scholar's mate: the chess engine finds Qxf7#.
    e.ask("position fen r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4");
    assert_eq!(e.bestmove_after("go depth 3"), "h5f7");
}

#[test]
fn stop_ends_an_infinite_variant_search_with_a_move() {
    let mut e = Engine::start();
    e.ask("setoption name UCI_Variant value atomic");
    e.ask("position startpos");
    e.send("go infinite");
    std::thread::sleep(Duration::from_millis(200));
    let best = e.bestmove_after("stop");
    assert!(legal_after("atomic", None, &[]).contains(&best), "{best}");
}

/// In a variant too, `go infinite` answers only after `stop` and `go ponder` only after
/// `ponderhit` or `stop`, even when the search has ended before (a depth of 1 here, a game
/// already over, a position that cannot be set up).
#[test]
fn go_infinite_and_go_ponder_in_a_variant_do_not_answer_before_stop_or_ponderhit() {
    let mut e = Engine::start();
    e.ask("setoption name UCI_Variant value atomic");
    e.ask("position startpos");
    e.send("go infinite depth 1");
    let early = e.quiet_for(Duration::from_millis(500));
    assert!(early.iter().all(|l| !l.starts_with("bestmove")), "{early:?}");
    let best = e.bestmove_after("stop");
    assert!(legal_after("atomic", None, &[]).contains(&best), "{best}");

    e.send("go ponder depth 1");
    let early = e.quiet_for(Duration::from_millis(500));
    assert!(early.iter().all(|l| !l.starts_with("bestmove")), "{early:?}");
    let best = e.bestmove_after("ponderhit");
    assert!(legal_after("atomic", None, &[]).contains(&best), "{best}");

    // Pondering on a clock: the time runs from `ponderhit`, and then the answer comes by itself.
    e.send("go ponder wtime 300 btime 300");
    let early = e.quiet_for(Duration::from_millis(500));
    assert!(early.iter().all(|l| !l.starts_with("bestmove")), "{early:?}");
    let best = e.bestmove_after("ponderhit");
    assert!(legal_after("atomic", None, &[]).contains(&best), "{best}");

    // The white king is gone: the game is over, and the null move waits for `stop` too.
    e.ask("position fen 4k3/8/8/8/8/8/8/8 w - - 0 1");
    e.send("go infinite");
    let early = e.quiet_for(Duration::from_millis(500));
    assert!(early.iter().all(|l| !l.starts_with("bestmove")), "{early:?}");
    assert_eq!(e.bestmove_after("stop"), "0000");
}

#[test]
fn every_two_player_game_of_the_registry_is_offered_with_the_oracles_names_accepted() {
    let mut e = Engine::start();
    let lines = e.ask("uci");
    let option = lines.iter().find(|l| l.starts_with("option name UCI_Variant")).expect("UCI_Variant offered");
    for v in wasm_chess::variants::REGISTRY.iter().filter(|v| v.players == 2 && v.id != "chess960") {
        assert!(option.contains(&format!("var {}", v.id)), "{} missing from {option}", v.id);
    }
    // Fairy-Stockfish's name of Ouk Chatrang selects it.
    let lines = e.ask("setoption name UCI_Variant value cambodian");
    assert!(!lines.iter().any(|l| l.contains("unknown variant")), "{lines:?}");
}
