//! Xiangqi, law by law (`src/variants/xiangqi/rules.md`), through the string API every page and
//! binding uses: one position per law, the expected answers worked out by hand from the rules.
//! FENs list ranks 10 to 1; Red is White (upper case, moves first).

// Native only: `variants` exists in wasm32 only with the `variants` feature.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use common::rules::{self, play_all, targets};
use wasm_chess::variants::{create, from_fen, AnyGame, Claim, EndReason, Outcome, VariantError};

fn game(fen: &str) -> Box<dyn AnyGame> {
    rules::game("xiangqi", fen)
}

// ---- The pieces ------------------------------------------------------------------------------

#[test]
fn the_general_steps_along_files_and_ranks_inside_its_palace() {
    // A soldier on d5 keeps the d-file closed between the generals.
    let g = game("3k5/9/9/9/9/3P5/9/9/4K4/9 w - - 0 1");
    assert_eq!(targets(g.as_ref(), "e2"), ["d2", "e1", "e3", "f2"], "no diagonal steps");
    let g = game("3k5/9/9/9/9/3P5/9/5K3/9/9 w - - 0 1");
    assert_eq!(targets(g.as_ref(), "f3"), ["e3", "f2"], "f4 and g3 are outside the palace");
}

#[test]
fn the_advisor_steps_diagonally_inside_its_palace() {
    let g = game("3k5/9/9/9/9/3P5/9/9/4A4/3K5 w - - 0 1");
    assert_eq!(targets(g.as_ref(), "e2"), ["d3", "f1", "f3"], "d1 holds its own general");
    let g = game("3k5/9/9/9/9/3P5/9/5A3/9/3K5 w - - 0 1");
    assert_eq!(targets(g.as_ref(), "f3"), ["e2"], "g2, g4 and e4 are outside the palace");
}

#[test]
fn the_elephant_moves_two_points_diagonally_unless_its_eye_is_blocked() {
    let g = game("3k5/9/9/9/9/3P5/9/4B4/9/3K5 w - - 0 1");
    assert_eq!(targets(g.as_ref(), "e3"), ["c1", "c5", "g1", "g5"]);
    // A soldier on f4 blocks the way to g5.
    let g = game("3k5/9/9/9/9/3P5/5p3/4B4/9/3K5 w - - 0 1");
    assert_eq!(targets(g.as_ref(), "e3"), ["c1", "c5", "g1"]);
}

#[test]
fn the_elephant_never_crosses_the_river() {
    let g = game("3k5/9/9/9/9/2BP5/9/9/9/3K5 w - - 0 1");
    assert_eq!(targets(g.as_ref(), "c5"), ["a3", "e3"], "a7 and e7 are across the river");
}

#[test]
fn the_horse_is_blocked_by_a_piece_on_its_leg() {
    // The soldier on d5 blocks both leaps to the left (c6, c4).
    let g = game("3k5/9/9/9/9/3PN4/9/9/9/3K5 w - - 0 1");
    assert_eq!(targets(g.as_ref(), "e5"), ["d3", "d7", "f3", "f7", "g4", "g6"]);
}

#[test]
fn the_chariot_slides_and_takes_the_first_enemy() {
    let g = game("3k5/9/9/p8/9/3P5/9/9/9/R2K5 w - - 0 1");
    assert_eq!(targets(g.as_ref(), "a1"), ["a2", "a3", "a4", "a5", "a6", "a7", "b1", "c1"]);
}

#[test]
fn the_cannon_moves_as_a_chariot_but_captures_over_exactly_one_screen() {
    // Up the b-file: b4 is free; the soldier on b5 is the screen; the horse on b8 can be taken,
    // the chariot on b10 (two pieces between) cannot, b6 and b7 (beyond the screen) are no moves.
    let g = game("1r1k5/9/1n7/9/9/1P1P5/9/1C7/9/3K5 w - - 0 1");
    assert_eq!(targets(g.as_ref(), "b3"), ["a3", "b1", "b2", "b4", "b8", "c3", "d3", "e3", "f3", "g3", "h3", "i3"]);
    assert!(g.legal_moves().iter().any(|m| m.uci == "b3b8" && m.san == "Cxb8"));
}

#[test]
fn the_cannon_cannot_capture_without_a_screen() {
    let g = game("3k5/9/9/9/9/3P5/9/C1r6/9/3K5 w - - 0 1");
    assert_eq!(targets(g.as_ref(), "a3"), ["a1", "a10", "a2", "a4", "a5", "a6", "a7", "a8", "a9", "b3"]);
}

#[test]
fn the_soldier_goes_forward_and_sideways_only_after_crossing_the_river() {
    let g = game("4k4/9/9/9/2P6/9/2P6/9/9/3K5 w - - 0 1");
    assert_eq!(targets(g.as_ref(), "c4"), ["c5"]);
    assert_eq!(targets(g.as_ref(), "c6"), ["b6", "c7", "d6"], "never backward");
    let g = game("4k4/9/9/2p6/9/9/2p6/9/9/3K5 b - - 0 1");
    assert_eq!(targets(g.as_ref(), "c7"), ["c6"]);
    assert_eq!(targets(g.as_ref(), "c4"), ["b4", "c3", "d4"]);
}

// ---- Check and the flying general ------------------------------------------------------------

#[test]
fn the_generals_may_not_face_each_other_on_an_open_file() {
    // The horse on e5 is the only piece between the generals: it cannot move at all.
    let g = game("4k4/9/9/9/9/4N4/9/9/9/4K4 w - - 0 1");
    assert_eq!(targets(g.as_ref(), "e5"), Vec::<String>::new());
    assert_eq!(targets(g.as_ref(), "e1"), ["d1", "e2", "f1"]);
    // Nor may a general step onto an open file facing the other.
    let g = game("3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1");
    assert_eq!(targets(g.as_ref(), "e1"), ["e2", "f1"]);
}

#[test]
fn a_check_must_be_answered() {
    // The chariot on d8 checks; e1 would face the black general; only the block on d5 helps.
    let g = game("4k4/9/3r5/9/9/R8/9/9/9/3K5 w - - 0 1");
    assert!(g.status().check);
    let moves: Vec<String> = g.legal_moves().into_iter().map(|m| m.uci).collect();
    assert_eq!(moves, ["a5d5"]);
}

// ---- How it ends -----------------------------------------------------------------------------

#[test]
fn checkmate_loses() {
    let g = game("R2k5/R8/9/9/9/9/9/9/9/4K4 b - - 0 1");
    let status = g.status();
    assert!(status.check);
    assert_eq!(status.outcome, Some(Outcome::win(0, EndReason::Checkmate)));
    assert!(g.legal_moves().is_empty());
}

#[test]
fn stalemate_loses() {
    // d9 is covered by the chariot, e10 would face the red general: no move, no check.
    let g = game("3k5/R8/9/9/9/9/9/9/9/4K4 b - - 0 1");
    let status = g.status();
    assert!(!status.check);
    assert_eq!(status.outcome, Some(Outcome::win(0, EndReason::Stalemate)));
}

/// Red checks from e5 and f5 by turns; Black steps between e10 and f10. The start comes back a
/// third time after eight plies.
const PERPETUAL: [&str; 8] = ["f5e5", "e10f10", "e5f5", "f10e10", "f5e5", "e10f10", "e5f5", "f10e10"];

#[test]
fn perpetual_check_loses() {
    let mut g = game("4k4/9/9/9/9/5R3/9/9/9/3K5 w - - 0 1");
    play_all(g.as_mut(), &PERPETUAL[..4]);
    assert!(g.status().claimable.is_empty(), "twice is not yet a repetition");
    play_all(g.as_mut(), &PERPETUAL[4..]);
    let status = g.status();
    assert_eq!(status.outcome, None, "a repetition is claimed, as pyffish's optional end");
    assert!(status.claimable.contains(&Claim::Repetition));
    assert_eq!(g.claim(Claim::Repetition), Ok(Outcome::win(1, EndReason::PerpetualCheck)));
}

#[test]
fn perpetual_chase_of_an_unprotected_piece_loses() {
    // The red chariot attacks the lone black horse with every move (along a rank, having moved
    // along the a-file); the horse flees between h8 and g6. No check is given.
    let mut g = game("3k5/9/7n1/9/9/9/9/9/9/R4K3 w - - 0 1");
    play_all(g.as_mut(), &["a1a8", "h8g6", "a8a6", "g6h8", "a6a8", "h8g6", "a8a6", "g6h8", "a6a8"]);
    assert!(g.status().claimable.contains(&Claim::Repetition));
    assert_eq!(g.claim(Claim::Repetition), Ok(Outcome::win(1, EndReason::PerpetualChase)));
}

#[test]
fn attacking_a_protected_piece_again_and_again_is_no_chase() {
    // The same dance, but a black chariot on h10 protects h8 and a black advisor... the horse on
    // g6 is protected by the chariot on g10 (g7, g8, g9 empty): nothing is chased, a draw.
    let mut g = game("3k2rr1/9/7n1/9/9/9/9/9/9/R4K3 w - - 0 1");
    play_all(g.as_mut(), &["a1a8", "h8g6", "a8a6", "g6h8", "a6a8", "h8g6", "a8a6", "g6h8", "a6a8"]);
    assert_eq!(g.claim(Claim::Repetition), Ok(Outcome::draw(EndReason::Threefold)));
}

#[test]
fn a_repetition_without_perpetual_check_or_chase_draws() {
    let mut g = game("4k4/9/9/9/9/9/9/9/9/3K5 w - - 0 1");
    play_all(g.as_mut(), &["d1d2", "e10e9", "d2d1", "e9e10", "d1d2", "e10e9", "d2d1", "e9e10"]);
    assert!(g.status().claimable.contains(&Claim::Repetition));
    assert_eq!(g.claim(Claim::Repetition), Ok(Outcome::draw(EndReason::Threefold)));
}

#[test]
fn fifty_moves_without_a_capture_may_be_claimed_and_soldier_moves_do_not_reset_the_count() {
    let mut g = game("4k4/9/9/9/9/9/P8/9/9/3K5 w - - 99 60");
    assert!(!g.status().claimable.contains(&Claim::MoveRule));
    play_all(g.as_mut(), &["a4a5"]);
    assert!(g.fen().expect("fen").ends_with(" 100 60"), "{:?}", g.fen());
    assert!(g.status().claimable.contains(&Claim::MoveRule));
    assert_eq!(g.claim(Claim::MoveRule), Ok(Outcome::draw(EndReason::FiftyMoves)));
}

#[test]
fn a_capture_resets_the_fifty_move_count() {
    let mut g = game("4k4/9/9/p8/9/9/9/9/9/R2K5 w - - 80 60");
    play_all(g.as_mut(), &["a1a7"]);
    assert!(g.fen().expect("fen").ends_with(" 0 60"), "{:?}", g.fen());
}

// ---- Notation and bad input ------------------------------------------------------------------

#[test]
fn the_start_and_its_notation_are_pyffishs() {
    let mut g = create("xiangqi").expect("xiangqi");
    assert_eq!(g.fen().expect("fen"), "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1");
    let san = |g: &dyn AnyGame, uci: &str| g.legal_moves().into_iter().find(|m| m.uci == uci).map(|m| m.san);
    assert_eq!(san(g.as_ref(), "b1c3").as_deref(), Some("Hc3"), "H for the horse");
    assert_eq!(san(g.as_ref(), "c1e3").as_deref(), Some("Ece3"), "E for the elephant; both can reach e3");
    assert_eq!(san(g.as_ref(), "b3b10").as_deref(), Some("Cxb10"), "the cannon takes over the horse on b8");
    assert_eq!(san(g.as_ref(), "a4a5").as_deref(), Some("Pa5"), "soldiers have their letter");
    // WXF: a red cannon from the second file from Red's right to the fifth (h3e3), and Black's
    // answer from its own eighth file (h8e8).
    assert_eq!(g.play("C2=5").expect("WXF").uci, "h3e3");
    assert_eq!(g.play("C8=5").expect("WXF").uci, "h8e8");
    assert_eq!(g.play("H2+3").expect("WXF").uci, "h1g3");
}

#[test]
fn a_fen_round_trips_and_the_elephant_and_horse_may_be_written_e_and_h() {
    let fen = "3akab2/9/4b4/p1p1p1p1p/9/6P2/P1P1P3P/1C2B1N2/4A4/2B1KA3 b - - 3 12";
    assert_eq!(game(fen).fen().expect("fen"), fen);
    let synonyms = from_fen("xiangqi", "3akae2/9/4e4/p1p1p1p1p/9/6P2/P1P1P3P/1C2E1H2/4A4/2E1KA3 b - - 3 12").expect("e and h");
    assert_eq!(synonyms.fen().expect("fen"), fen);
}

#[test]
fn a_fen_of_another_game_or_an_unknown_piece_is_refused() {
    for fen in [
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKQBNR w - - 0 1",
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/RNBAKABNR w - - 0 1",
    ] {
        assert!(matches!(from_fen("xiangqi", fen), Err(VariantError::Fen(_))), "{fen}");
    }
}

#[test]
fn a_pass_or_an_impossible_move_is_refused_and_changes_nothing() {
    let mut g = create("xiangqi").expect("xiangqi");
    let before = (g.fen(), g.legal_moves(), g.status());
    for text in ["e1e1", "pass"] {
        let error = g.play(text).expect_err(text);
        assert!(matches!(&error, VariantError::IllegalMove { why, .. } if why.contains("passing")), "{error}");
    }
    for text in ["e1e1", "pass", "b1b3", "e4e6", "z9z9", ""] {
        let error = g.play(text).expect_err(text);
        assert!(!error.to_string().is_empty());
        assert_eq!((g.fen(), g.legal_moves(), g.status()), before, "{text}");
    }
}
