//! Differential tests of Shogi, Minishogi and Sittuyin against pyffish 0.0.90 (the oracle data in
//! `../shared/data/variants/games_<oracle>.jsonl.gz` and `../shared/data/perft/variants/`): at
//! every position of every game our FEN, sorted legal moves, check, SAN (games 0 and 1), claims
//! and end must equal the oracle's. Shogi's pawn-drop mates (uchifuzume) are not legal moves:
//! the data lists them apart (`pyffish_only`), and we must not generate them.

// Native only: `wasm-pack test` builds every test target for wasm32.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use common::oracle::{assert_replays, check_perft, oracle_games};
use wasm_chess::variants::minishogi::Minishogi;
use wasm_chess::variants::shogi::Shogi;
use wasm_chess::variants::sittuyin::Sittuyin;
use wasm_chess::variants::{GamePosition, Referee};

#[test]
fn shogi_games_match_pyffish() {
    assert_replays::<Shogi>("shogi");
}

#[test]
fn minishogi_games_match_pyffish() {
    assert_replays::<Minishogi>("minishogi");
}

#[test]
fn sittuyin_games_match_pyffish() {
    assert_replays::<Sittuyin>("sittuyin");
}

/// Every pawn drop pyffish lists that mates (`pyffish_only`) is missing from our moves, and
/// the positions where it happens are really reached.
fn no_pawn_drop_mates<P: GamePosition>(oracle: &str) -> usize {
    let mut seen = 0;
    for lines in oracle_games(oracle) {
        let mut game = Referee::new(P::from_fen(lines[0]["fen"].as_str().expect("fen")).expect("start"));
        for line in &lines {
            if let Some(only) = line["pyffish_only"].as_array() {
                let pos = game.position();
                let ours: Vec<String> = game.legal_moves().iter().map(|&m| pos.uci(m)).collect();
                for drop in only.iter().map(|d| d.as_str().expect("move")) {
                    assert!(drop.starts_with("P@"), "{drop}");
                    assert!(!ours.iter().any(|m| m == drop), "{}: {drop} mates and is not legal", pos.fen());
                    seen += 1;
                }
            }
            let Some(played) = line["played"].as_str() else { break };
            let m = game.parse(played).unwrap_or_else(|e| panic!("{played}: {e}"));
            game.play(m).expect("legal");
        }
    }
    seen
}

#[test]
fn pawn_drop_mates_that_pyffish_lists_are_not_legal() {
    assert!(no_pawn_drop_mates::<Shogi>("shogi") >= 7);
    assert!(no_pawn_drop_mates::<Minishogi>("minishogi") >= 38);
}

// ---- Perft ------------------------------------------------------------------------------------

#[test]
fn perft_quick() {
    check_perft::<Shogi>("shogi", false);
    check_perft::<Minishogi>("minishogi", false);
    check_perft::<Sittuyin>("sittuyin", false);
}

#[test]
#[ignore = "deep perft: cargo test --release --test variants_shogi -- --ignored"]
fn perft_deep() {
    check_perft::<Shogi>("shogi", true);
    check_perft::<Minishogi>("minishogi", true);
    check_perft::<Sittuyin>("sittuyin", true);
}
