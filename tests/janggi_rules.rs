//! Janggi, law by law (`src/variants/janggi/rules.md`), through the string API every page and
//! binding uses: one position per law, the expected answers worked out by hand from the rules.
//! FENs list ranks 10 to 1; Cho is White (upper case, moves first), Han is Black.

// Native only: `variants` exists in wasm32 only with the `variants` feature.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use common::rules::{self, play_all, targets};
use wasm_chess::variants::{create, from_fen, AnyGame, Claim, EndReason, Outcome, VariantError};

fn game(fen: &str) -> Box<dyn AnyGame> {
    rules::game("janggi", fen)
}

fn is_legal(g: &dyn AnyGame, uci: &str) -> bool {
    g.legal_moves().iter().any(|m| m.uci == uci)
}

// ---- The start and the arrangements ----------------------------------------------------------

const START: &str = "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1";

#[test]
fn the_start_is_pyffishs_and_each_side_may_choose_its_arrangement() {
    assert_eq!(create("janggi").expect("janggi").fen().expect("fen"), START);
    assert_eq!(create("janggi:heeh-heeh").expect("mode").fen().expect("fen"), START);
    // Han (chooses first) hehe: b10 horse, c10 elephant, g10 horse, h10 elephant; Cho eheh.
    let g = create("janggi:hehe-eheh").expect("mode");
    assert_eq!(g.fen().expect("fen"), "rnba1anbr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RBNA1ABNR w - - 0 1");
    assert_eq!(g.status().turn, 0, "Cho moves first");
    for bad in ["janggi:hhee-heeh", "janggi:heeh", "janggi:heeh-heeh-heeh"] {
        assert!(matches!(create(bad), Err(VariantError::UnknownMode(_))), "{bad}");
    }
}

// ---- The pieces ------------------------------------------------------------------------------

#[test]
fn the_general_steps_along_the_palace_lines_diagonals_included() {
    // From the centre: eight points and the pass (e2e2); d1, d2, d3 face the general on d10,
    // which Janggi allows.
    let g = game("3k5/9/9/9/9/9/9/9/4K4/9 w - - 0 1");
    assert_eq!(targets(g.as_ref(), "e2"), ["d1", "d2", "d3", "e1", "e2", "e3", "f1", "f2", "f3"]);
    // From the middle of a side there is no diagonal line.
    let g = game("4k4/9/9/9/9/9/9/9/3K5/9 w - - 0 1");
    assert_eq!(targets(g.as_ref(), "d2"), ["d1", "d2", "d3", "e2"]);
}

#[test]
fn the_guard_moves_as_the_general() {
    let g = game("4k4/9/9/9/9/9/9/9/5K3/3A5 w - - 0 1");
    assert_eq!(targets(g.as_ref(), "d1"), ["d2", "e1", "e2"], "from a corner along the diagonal to the centre");
}

#[test]
fn the_elephant_leaps_one_straight_and_two_diagonal_points_unless_blocked() {
    // f7 blocks the way to g8; the soldier on d5 blocks both leaps to the left (b7, b3).
    let g = game("3k5/9/9/5p3/9/3pB4/9/9/5K3/9 w - - 0 1");
    assert_eq!(targets(g.as_ref(), "e5"), ["c2", "c8", "g2", "h3", "h7"]);
}

#[test]
fn the_horse_is_blocked_by_a_piece_on_its_leg() {
    let g = game("3k5/9/9/9/9/3PN4/9/9/5K3/9 w - - 0 1");
    assert_eq!(targets(g.as_ref(), "e5"), ["d3", "d7", "f3", "f7", "g4", "g6"]);
}

#[test]
fn the_chariot_also_slides_along_the_palace_diagonals() {
    let g = game("5k3/9/9/9/9/9/9/3R5/9/4K4 w - - 0 1");
    let mut expected: Vec<String> = ["a3", "b3", "c3", "e3", "f3", "g3", "h3", "i3", "d1", "d2", "e2", "f1"].map(String::from).to_vec();
    expected.extend((4..=10).map(|r| format!("d{r}")));
    expected.sort();
    assert_eq!(targets(g.as_ref(), "d3"), expected, "e2 and f1 along the diagonal, not c2 or c4");
}

#[test]
fn the_cannon_needs_a_screen_to_move_and_the_screen_is_never_a_cannon() {
    // At the start: the b3 cannon has no screen to its left or up to the b8 cannon, a cannon
    // (h3) to its right, and nothing beyond the horse on b1.
    let g = create("janggi").expect("janggi");
    assert_eq!(targets(g.as_ref(), "b3"), Vec::<String>::new());
    assert_eq!(targets(g.as_ref(), "h3"), Vec::<String>::new());
}

#[test]
fn the_cannon_jumps_one_screen_to_move_or_capture_and_never_takes_a_cannon() {
    // Up: over the soldier on b5 to b6, b7, or taking the horse on b8. Right: over the horse on
    // c3, but the next piece is a cannon. Left and down: no screen.
    let g = game("3k5/9/1n7/9/9/1P7/9/1CNc5/4K4/9 w - - 0 1");
    assert_eq!(targets(g.as_ref(), "b3"), ["b6", "b7", "b8"]);
}

#[test]
fn a_cannon_may_stand_between_the_general_and_an_enemy_cannon() {
    // Over the soldier on c4, the cannon lands on e4: the black cannon on e8 cannot use a cannon
    // as its screen, so the general on e1 is not in check.
    let mut g = game("5k3/9/4c4/9/9/9/C1P6/9/9/4K4 w - - 0 1");
    assert!(is_legal(g.as_ref(), "a4e4"));
    play_all(g.as_mut(), &["a4e4"]);
    assert_eq!(targets(g.as_ref(), "e8"), Vec::<String>::new(), "no screen but a cannon, or none at all");
}

#[test]
fn the_cannon_jumps_along_a_palace_diagonal() {
    // From the corner d1 over the general on e2 to f3.
    let g = game("3k5/9/9/9/9/9/9/9/4K4/3C5 w - - 0 1");
    assert_eq!(targets(g.as_ref(), "d1"), ["f3"]);
}

#[test]
fn the_soldier_goes_forward_or_sideways_and_diagonally_forward_in_the_enemy_palace() {
    let g = game("9/5k3/3P5/9/9/9/4P4/9/4K4/9 w - - 0 1");
    assert_eq!(targets(g.as_ref(), "e4"), ["d4", "e5", "f4"]);
    assert_eq!(targets(g.as_ref(), "d8"), ["c8", "d9", "e8", "e9"], "d8-e9 is a palace diagonal");
}

// ---- Passing and bikjang ---------------------------------------------------------------------

#[test]
fn a_pass_is_a_move_but_not_out_of_check() {
    let mut g = game("3k5/9/9/9/9/9/9/9/4K4/9 w - - 0 1");
    let pass = g.legal_moves().into_iter().find(|m| m.uci == "e2e2").expect("a pass");
    assert_eq!(pass.san, "Ke2");
    play_all(g.as_mut(), &["pass"]);
    assert_eq!(g.history().expect("history"), ["e2e2"], "'pass' is read as the general's own point");

    let mut g = game("3k5/9/9/4r4/9/9/9/9/4K4/9 w - - 0 1");
    assert!(g.status().check);
    assert!(!is_legal(g.as_ref(), "e2e2"));
    let before = (g.fen(), g.legal_moves(), g.status());
    let error = g.play("e2e2").expect_err("a pass in check");
    assert!(matches!(&error, VariantError::IllegalMove { why, .. } if why.contains("check")), "{error}");
    assert_eq!((g.fen(), g.legal_moves(), g.status()), before);
}

#[test]
fn there_is_no_flying_general_and_bikjang_must_be_broken_or_passed() {
    let mut g = game("9/4k4/9/9/4N4/9/9/9/4K4/9 w - - 0 1");
    play_all(g.as_mut(), &["e6c5"]); // opens the file: bikjang
    assert_eq!(g.status().outcome, None);
    assert_eq!(targets(g.as_ref(), "e9"), ["d10", "d8", "d9", "e9", "f10", "f8", "f9"], "e8 and e10 keep facing");
}

#[test]
fn passing_in_bikjang_ends_the_game_and_the_material_count_decides() {
    let mut g = game("9/4k4/9/9/4N4/9/9/9/4K4/9 w - - 0 1");
    play_all(g.as_mut(), &["e6c5", "e9e9"]);
    // Cho: horse 5; Han: 0 + 1.5.
    assert_eq!(g.status().outcome, Some(Outcome::win(0, EndReason::Bikjang)));
    assert!(g.legal_moves().is_empty());
}

#[test]
fn in_bikjang_a_pass_is_allowed_even_in_check() {
    let g = game("9/R3k4/9/9/9/9/9/9/4K4/9 b - - 0 1");
    assert!(g.status().check);
    assert_eq!(targets(g.as_ref(), "e9"), ["d10", "d8", "e9", "f10", "f8"]);
}

#[test]
fn two_passes_in_a_row_end_the_game_and_han_has_one_and_a_half_points() {
    let ends = |fen: &str| {
        let mut g = game(fen);
        play_all(g.as_mut(), &["e2e2", "d10d10"]);
        g.status().outcome
    };
    // 0 to 0: Han's 1.5 decides.
    assert_eq!(ends("3k5/9/9/9/9/9/9/9/4K4/9 w - - 0 1"), Some(Outcome::win(1, EndReason::DoublePass)));
    // Two soldiers (4) to one (2): Cho is 2 ahead.
    assert_eq!(ends("3k5/9/9/p8/9/9/P1P6/9/4K4/9 w - - 0 1"), Some(Outcome::win(0, EndReason::DoublePass)));
    // A guard (3) to a soldier (2): 1 is not enough.
    assert_eq!(ends("3k5/9/9/p8/9/9/9/9/4K4/3A5 w - - 0 1"), Some(Outcome::win(1, EndReason::DoublePass)));
}

// ---- Other ends ------------------------------------------------------------------------------

#[test]
fn checkmate_loses_and_a_pass_does_not_escape_it() {
    let g = game("R2k5/R8/9/9/9/9/9/9/4K4/9 b - - 0 1");
    assert_eq!(g.status().outcome, Some(Outcome::win(0, EndReason::Checkmate)));
}

#[test]
fn perpetual_check_loses() {
    let mut g = game("4k4/9/9/9/9/5R3/9/9/9/3K5 w - - 0 1");
    play_all(g.as_mut(), &["f5e5", "e10f10", "e5f5", "f10e10", "f5e5", "e10f10", "e5f5", "f10e10"]);
    assert_eq!(g.status().outcome, None);
    assert!(g.status().claimable.contains(&Claim::Repetition));
    assert_eq!(g.claim(Claim::Repetition), Ok(Outcome::win(1, EndReason::PerpetualCheck)));
}

#[test]
fn another_repetition_is_decided_by_the_material_count() {
    // Chariot 13 for Cho against nothing: Cho wins the count.
    let mut g = game("4k4/9/9/9/9/9/9/9/R8/3K5 w - - 0 1");
    play_all(g.as_mut(), &["d1d2", "e10e9", "d2d1", "e9e10", "d1d2", "e10e9", "d2d1", "e9e10"]);
    assert!(g.status().claimable.contains(&Claim::Repetition));
    assert_eq!(g.claim(Claim::Repetition), Ok(Outcome::win(0, EndReason::Threefold)));
}

#[test]
fn fifty_moves_without_a_capture_are_decided_by_the_material_count() {
    let mut g = game("4k4/9/9/9/9/9/P8/9/9/3K5 w - - 99 60");
    play_all(g.as_mut(), &["a4a5"]);
    assert!(g.status().claimable.contains(&Claim::MoveRule));
    // A soldier (2) against nothing: 2 ahead, more than Han's 1.5.
    assert_eq!(g.claim(Claim::MoveRule), Ok(Outcome::win(0, EndReason::FiftyMoves)));
}

// ---- Notation and bad input ------------------------------------------------------------------

#[test]
fn notation_is_pyffishs_san_with_korean_coordinates_accepted() {
    let mut g = create("janggi").expect("janggi");
    let san = |g: &dyn AnyGame, uci: &str| g.legal_moves().into_iter().find(|m| m.uci == uci).map(|m| m.san);
    assert_eq!(san(g.as_ref(), "b1c3").as_deref(), Some("Hc3"));
    assert_eq!(san(g.as_ref(), "a4b4").as_deref(), Some("Pab4"), "two soldiers can reach b4");
    // Korean coordinates: rank from the top (0 for the bottom rank), then file.
    assert_eq!(g.play("H02-83").expect("Korean").uci, "b1c3");
}

#[test]
fn a_fen_of_another_game_or_an_unknown_piece_is_refused() {
    for fen in [
        "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNRR w - - 0 1",
        "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNQ w - - 0 1",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    ] {
        assert!(matches!(from_fen("janggi", fen), Err(VariantError::Fen(_))), "{fen}");
    }
}
