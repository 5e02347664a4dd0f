//! Chaturanga, law by law (`rules.md`); positions checked against pyffish 0.0.90 with the
//! king-capture configuration (extinction counts set to 0, see `rules.md`).

use crate::referee::Refereed;
use super::*;
use crate::variants::testkit::{after, legal, pos};
use crate::variants::{EndReason, GamePosition, Outcome, Referee};

#[test]
fn the_start_puts_the_king_on_e1_and_the_ferz_on_d1() {
    let p = Chaturanga::start();
    assert_eq!(p.fen(), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1");
    assert_eq!(legal(&p).len(), 16);
}

#[test]
fn there_is_no_check_a_king_may_step_into_attack() {
    let p: Chaturanga = pos("4k3/8/8/8/8/8/3r4/4K3 w - - 0 1");
    assert!(!p.is_check());
    assert_eq!(legal(&p), ["e1d1", "e1d2", "e1e2", "e1f1", "e1f2"], "d1, e2, f2 are attacked and allowed");
}

#[test]
fn a_piece_shielding_its_king_may_still_move() {
    let p: Chaturanga = pos("4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1");
    assert!(legal(&p).contains(&"e2c3".to_string()));
}

#[test]
fn taking_the_king_wins_at_once() {
    let game = Referee::new(after::<Chaturanga>("R3k3/8/8/8/8/8/8/4K3 w - - 0 1", &["a8e8"]));
    assert_eq!(game.outcome(), Some(Outcome::win(0, EndReason::KingCaptured)));
    assert!(game.legal_moves().is_empty());
}

#[test]
fn a_side_with_no_move_at_all_loses() {
    let game = Referee::new(pos::<Chaturanga>("kp6/pp6/pp6/pp6/pp6/pp6/pp6/pp2K3 b - - 0 1"));
    assert_eq!(game.outcome(), Some(Outcome::win(0, EndReason::Stalemate)));
}

#[test]
fn san_never_shows_check() {
    let p: Chaturanga = pos("4k3/8/8/8/8/8/8/R3K3 w - - 0 1");
    let mut list = Vec::new();
    p.legal_moves(&mut list);
    assert_eq!(p.san(crate::variants::testkit::find(&p, "a1a8"), &list), "Ra8");
}
