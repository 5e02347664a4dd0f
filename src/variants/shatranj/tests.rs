//! Shatranj, law by law (`rules.md`); positions checked against pyffish 0.0.90.

use crate::referee::Refereed;
use super::*;
use crate::variants::testkit::{after, find, legal, pos};
use crate::variants::{Claim, EndReason, GamePosition, Outcome, Referee};

fn moves_from(p: &Shatranj, cell: &str) -> Vec<String> {
    legal(p).into_iter().filter(|m| m.starts_with(cell)).collect()
}

#[test]
fn the_start_has_the_kings_on_the_d_file() {
    let p = Shatranj::start();
    assert_eq!(p.fen(), "rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKQBNR w - - 0 1");
    assert_eq!(legal(&p).len(), 16, "no double steps; ferzes and kings are boxed in");
}

#[test]
fn the_ferz_steps_one_cell_diagonally() {
    let p: Shatranj = pos("4k2r/8/8/8/3Q4/8/8/4K3 w - - 0 1");
    assert_eq!(moves_from(&p, "d4"), ["d4c3", "d4c5", "d4e3", "d4e5"]);
}

#[test]
fn the_alfil_leaps_two_cells_diagonally_over_anything() {
    let p: Shatranj = pos("4k2r/8/8/8/8/8/1P6/B3K3 w - - 0 1");
    assert_eq!(moves_from(&p, "a1"), ["a1c3"]);
}

#[test]
fn a_pawn_on_the_last_rank_becomes_a_ferz() {
    let p: Shatranj = pos("r3k3/1P6/8/8/8/8/8/4K3 w - - 0 1");
    assert_eq!(moves_from(&p, "b7"), ["b7a8q", "b7b8q"]);
    let mut list = Vec::new();
    p.legal_moves(&mut list);
    assert_eq!(p.san(find(&p, "b7a8q"), &list), "bxa8=Q");
}

#[test]
fn checkmate_wins_and_check_shows_in_san() {
    let p: Shatranj = pos("k7/6p1/1K6/8/8/8/8/7R w - - 0 1");
    let mut list = Vec::new();
    p.legal_moves(&mut list);
    assert_eq!(p.san(find(&p, "h1h8"), &list), "Rh8#");
    let game = Referee::new(after::<Shatranj>("k7/6p1/1K6/8/8/8/8/7R w - - 0 1", &["h1h8"]));
    assert_eq!(game.outcome(), Some(Outcome::win(0, EndReason::Checkmate)));
}

#[test]
fn stalemate_loses() {
    let game = Referee::new(pos::<Shatranj>("k7/8/K7/8/8/8/8/1R6 b - - 0 1"));
    assert_eq!(game.outcome(), Some(Outcome::win(0, EndReason::Stalemate)));
}

#[test]
fn a_bare_king_loses_at_once() {
    // Black has only its king, White two pieces and the move after Black's: over.
    let game = Referee::new(after::<Shatranj>("4k3/8/8/8/8/8/8/R3K3 b - - 0 1", &["e8d7"]));
    assert_eq!(game.outcome(), Some(Outcome::win(0, EndReason::BareKing)));
    assert!(game.legal_moves().is_empty());
    let many = Referee::new(pos::<Shatranj>("4k3/8/8/8/8/8/8/RR2K3 b - - 0 1"));
    assert_eq!(many.outcome(), Some(Outcome::win(0, EndReason::BareKing)), "against two pieces no reply saves it");
}

#[test]
fn a_bare_king_that_takes_the_last_piece_at_once_plays_on() {
    let p: Shatranj = pos("4k3/4R3/8/8/8/8/8/4K3 b - - 0 1");
    assert_eq!(Referee::new(p).outcome(), None, "Black may take the rook");
    let game = Referee::new(after::<Shatranj>("4k3/4R3/8/8/8/8/8/4K3 b - - 0 1", &["e8e7"]));
    assert_eq!(game.outcome(), None, "both kings bare: the game goes on");
}

#[test]
fn seventy_moves_without_capture_or_pawn_move_may_be_claimed() {
    let game = Referee::new(pos::<Shatranj>("4k3/8/8/8/8/8/r7/R3K3 w - - 139 100"));
    assert!(game.claimable().is_empty());
    let game = Referee::new(pos::<Shatranj>("4k3/8/8/8/8/8/r7/R3K3 w - - 140 100"));
    assert_eq!(game.claimable(), vec![Claim::MoveRule]);
}
