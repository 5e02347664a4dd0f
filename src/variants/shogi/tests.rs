//! Shogi's notation and hands on the typed position (the laws are in `tests/shogi_rules.rs`).

use crate::referee::Refereed;
use super::*;
use crate::variants::testkit::{after, assert_losing_captures, assert_noisy_moves_are_the_legal_noisy_ones, pos};
use crate::variants::GamePosition;

#[test]
fn sfen_is_written_with_sente_to_move_as_b_and_hands_as_counts() {
    assert_eq!(Shogi::start().sfen(), "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1");
    let p: Shogi = pos("4k4/9/9/9/9/9/9/9/4K4[PPSb] b - - 0 5");
    assert_eq!(p.sfen(), "4k4/9/9/9/9/9/9/9/4K4 w S2Pb 10");
}

#[test]
fn a_position_read_from_sfen_is_the_same_as_from_its_fen() {
    let from_sfen: Shogi = pos("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1");
    assert!(from_sfen.same_position(&Shogi::start()));
}

#[test]
fn hands_list_every_droppable_piece_in_pyffishs_order() {
    let p: Shogi = after("k8/9/9/9/4+p4/9/9/9/4RK3[] w - - 0 1", &["e1e5"]);
    let sente = &p.hands()[0];
    assert_eq!(sente.0, 0);
    assert_eq!(sente.1, vec![('g', 0), ('n', 0), ('l', 0), ('p', 1), ('s', 0), ('r', 0), ('b', 0)]);
}

#[test]
fn drops_and_promotions_reset_the_fens_clock_and_pawn_moves_do_not() {
    let pawn: Shogi = after("k8/9/9/9/9/9/4P4/9/8K[S] w - - 7 9", &["e3e4"]);
    assert_eq!(pawn.halfmoves(), 8);
    let drop: Shogi = after("k8/9/9/9/9/9/4P4/9/8K[S] w - - 7 9", &["S@e5"]);
    assert_eq!(drop.halfmoves(), 0);
    let promotion: Shogi = after("k8/9/4S4/9/9/9/9/9/8K[] w - - 7 9", &["e7e8+"]);
    assert_eq!(promotion.halfmoves(), 0);
}

#[test]
fn the_quiescence_lists_exactly_the_legal_captures_and_promotions() {
    // A lance and a knight that must promote, a rook that may, a pinned silver with one capture
    // along its pin and one off it, drops in hand; then a bishop trade that may promote.
    assert_noisy_moves_are_the_legal_noisy_ones::<Shogi>(&[
        "3gk4/L1g6/6N2/2R6/b8/9/2pp5/3S5/4K4[GSp] w - - 0 1",
        "lnsgkgsnl/1r5b1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL[] w - - 0 3",
        "lnsgkgsnl/1r5b1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL[] b - - 0 3",
    ]);
}

#[test]
fn a_capture_loses_when_a_guard_takes_back_more_than_it_took() {
    assert_losing_captures::<Shogi>(&[
        // The rook takes a pawn the gold behind it guards; unguarded, the pawn is won.
        ("4k4/9/4g4/4p4/9/9/9/4R4/4K4[] w - - 0 1", "e2e6", true),
        ("4k4/9/9/4p4/9/9/9/4R4/4K4[] w - - 0 1", "e2e6", false),
        // A pawn that takes a guarded silver wins more than it can lose.
        ("4k4/9/4g4/4s4/4P4/9/9/9/4K4[] w - - 0 1", "e5e6", false),
    ]);
}
