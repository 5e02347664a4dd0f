//! Minishogi, law by law (`src/variants/minishogi/rules.md`), through the string API. One
//! position per law; every expected value is worked out by hand from the rules.
//!
//! Squares are pyffish's: files `a`–`e` from sente's left, ranks `1`–`5` from sente's side.

// Native only: `variants` exists in wasm only with the `variants` feature.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use common::rules::{self, end, legal, play_all, sorted};
use wasm_chess::variants::{create, from_fen, AnyGame, VariantError};

const START: &str = "rbsgk/4p/5/P4/KGSBR[] w - - 0 1";

fn game(fen: &str) -> Box<dyn AnyGame> {
    rules::game("minishogi", fen)
}

/// The legal moves of `fen` that start with `prefix` (a square, or `P@` for pawn drops).
fn moves_of(fen: &str, prefix: &str) -> Vec<String> {
    legal(game(fen).as_ref()).into_iter().filter(|m| m.starts_with(prefix)).collect()
}

#[test]
fn the_start_is_pyffishs_and_sente_has_fourteen_moves() {
    let g = create("minishogi").expect("minishogi is registered");
    assert_eq!(g.fen().unwrap(), START);
    assert_eq!(g.status().turn, 0);
    // King 1 (b2), gold 2, silver 3, bishop 4, rook 3 (e4 takes), pawn 1.
    assert_eq!(g.legal_moves().len(), 14);
}

#[test]
fn there_are_no_knights_or_lances() {
    assert!(matches!(from_fen("minishogi", "4k/5/2N2/5/K4[] w - - 0 1"), Err(VariantError::Fen(_))));
    assert!(matches!(from_fen("minishogi", "4k/5/5/5/K4[L] w - - 0 1"), Err(VariantError::Fen(_))));
}

// ---- Promotion: the last rank only ------------------------------------------------------------

#[test]
fn the_fourth_rank_is_not_in_the_zone() {
    assert_eq!(moves_of("4k/5/2S2/5/K4[] w - - 0 1", "c3"), sorted(&["c3b2", "c3b4", "c3c4", "c3d2", "c3d4"]));
}

#[test]
fn a_move_into_the_last_rank_may_promote() {
    let expected = sorted(&["c4b3", "c4b5", "c4b5+", "c4c5", "c4c5+", "c4d3", "c4d5", "c4d5+"]);
    assert_eq!(moves_of("4k/2S2/5/5/K4[] w - - 0 1", "c4"), expected);
}

#[test]
fn a_move_out_of_the_last_rank_may_promote() {
    assert_eq!(moves_of("2S1k/5/5/5/K4[] w - - 0 1", "c5"), sorted(&["c5b4", "c5b4+", "c5d4", "c5d4+"]));
}

#[test]
fn a_pawn_reaching_the_last_rank_must_promote() {
    assert_eq!(moves_of("4k/2P2/5/5/K4[] w - - 0 1", "c4"), ["c4c5+"]);
}

// ---- Hands and drops -----------------------------------------------------------------------------

#[test]
fn a_captured_piece_goes_unpromoted_into_the_hand() {
    let mut g = game("4k/5/2+p2/5/K1R2[] w - - 0 1");
    g.play("c1c3").unwrap();
    assert_eq!(g.fen().unwrap(), "4k/5/2R2/5/K4[P] b - - 0 1");
}

#[test]
fn pawns_are_never_dropped_on_the_last_rank() {
    let list = moves_of("4k/5/5/5/K4[P] w - - 0 1", "P@");
    // 23 empty squares, 4 of them on the last rank.
    assert_eq!(list.len(), 19);
    assert!(list.iter().all(|m| !m.ends_with('5')), "{list:?}");
}

#[test]
fn nifu_no_second_unpromoted_pawn_on_a_file() {
    let list = moves_of("4k/5/2P2/5/K4[P] w - - 0 1", "P@");
    // 22 empty squares, 4 on the last rank, c1 c2 c4 on the pawn's file.
    assert_eq!(list.len(), 15);
    assert!(list.iter().all(|m| !m.starts_with("P@c")), "{list:?}");
}

#[test]
fn uchifuzume_a_pawn_drop_that_mates_is_illegal() {
    // P@e4 would check e5; the king's d5 and d4 are its own, e4 is guarded by the gold.
    let list = moves_of("3rk/3p1/3G1/5/K4[P] w - - 0 1", "P@");
    assert!(!list.contains(&"P@e4".to_string()));
    // 20 empty squares, 3 on the last rank, less the mating drop.
    assert_eq!(list.len(), 16);
}

// ---- Ends --------------------------------------------------------------------------------------

#[test]
fn no_legal_move_loses_even_without_check() {
    // Gote's king on e5: the rook holds d5 and d4, the pawn e4.
    let g = game("4k/5/4P/5/K2R1[] b - - 0 1");
    assert!(g.legal_moves().is_empty());
    assert!(!g.status().check);
    assert_eq!(end(g.as_ref()), Some((Some(0), "stalemate")));
}

#[test]
fn the_fourth_occurrence_of_a_position_loses_for_sente() {
    let mut g = create("minishogi").unwrap();
    let cycle = ["e1e2", "a5a4", "e2e1", "a4a5"];
    play_all(g.as_mut(), &cycle);
    play_all(g.as_mut(), &cycle);
    play_all(g.as_mut(), &cycle[..3]);
    assert_eq!(end(g.as_ref()), None);
    assert!(g.status().claimable.is_empty());
    g.play(cycle[3]).unwrap();
    assert_eq!(end(g.as_ref()), Some((Some(1), "sennichite")));
}

#[test]
fn perpetual_check_loses_for_the_checking_side_even_for_gote() {
    // Gote's rook checks from e1 and e2 by turns; sente's king can only shuttle a1-a2.
    let mut g = game("4k/5/2g2/4r/K4[] b - - 0 1");
    let cycle = ["e2e1", "a1a2", "e1e2", "a2a1"];
    play_all(g.as_mut(), &cycle);
    play_all(g.as_mut(), &cycle);
    play_all(g.as_mut(), &cycle[..3]);
    assert_eq!(end(g.as_ref()), None);
    g.play(cycle[3]).unwrap();
    assert_eq!(end(g.as_ref()), Some((Some(0), "perpetual-check")));
}

// ---- Notation and bad input --------------------------------------------------------------------

#[test]
fn notation_is_numbered_for_five_files() {
    let g = create("minishogi").unwrap();
    let king = g.legal_moves().into_iter().find(|m| m.uci == "a1b2").unwrap();
    assert_eq!(king.san, "K-44");
    let mut usi = create("minishogi").unwrap();
    assert_eq!(usi.play("5e4d").unwrap().uci, "a1b2");
}

#[test]
fn bad_input_is_refused_and_changes_nothing() {
    assert!(matches!(from_fen("minishogi", &START.replace("[]", "[P]")), Err(VariantError::Fen(_)))); // a third pawn
    assert!(matches!(from_fen("minishogi", "4k/5/5/5/K4[Q] w - - 0 1"), Err(VariantError::Fen(_))));
    let mut g = game("4k/5/2P2/5/K4[P] w - - 0 1");
    let before = (g.fen(), legal(g.as_ref()));
    let error = g.play("P@c4").expect_err("nifu");
    assert!(error.to_string().contains("nifu"), "{error}");
    assert_eq!((g.fen(), legal(g.as_ref())), before);
}
