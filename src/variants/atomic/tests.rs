//! Atomic, law by law.

use crate::referee::Refereed;
use super::*;
use crate::variants::testkit::{after, legal, pos};
use crate::variants::{EndReason, GamePosition, Referee};

#[test]
fn a_capture_explodes_capturer_captured_and_non_pawns_around() {
    let p: Atomic = after("4k3/8/2b1r3/3p4/4PN2/8/8/4K3 w - - 0 1", &["f4d5"]);
    assert_eq!(p.fen(), "4k3/8/8/8/4P3/8/8/4K3 b - - 0 1", "knight, pawn, bishop and rook gone; the pawn on e4 stays");
}

#[test]
fn kings_cannot_capture() {
    let p: Atomic = pos("4k3/8/8/8/8/8/3n4/4K3 w - - 0 1");
    assert!(!legal(&p).contains(&"e1d2".to_string()));
}

#[test]
fn touching_kings_cannot_check_each_other() {
    let p: Atomic = pos("8/8/8/8/8/8/4k3/r3K3 w - - 0 1");
    assert!(!p.is_check(), "the rook's attack does not count while the kings touch");
}

#[test]
fn exploding_the_enemy_king_wins_at_once_even_from_check() {
    let p: Atomic = pos("4k3/R3q3/8/8/8/8/8/4K1r1 w - - 0 1");
    assert!(p.is_check());
    assert!(legal(&p).contains(&"a7e7".to_string()));
    let game = Referee::new(after::<Atomic>("4k3/R3q3/8/8/8/8/8/4K1r1 w - - 0 1", &["a7e7"]));
    let outcome = game.outcome().expect("over");
    assert_eq!((outcome.winner, outcome.reason), (Some(0), EndReason::KingExploded));
}

#[test]
fn exploding_your_own_king_is_illegal() {
    let p: Atomic = pos("7k/8/8/8/8/8/3n4/3RK3 w - - 0 1");
    assert!(!legal(&p).contains(&"d1d2".to_string()));
}

#[test]
fn castling_rights_die_with_an_exploded_rook() {
    let p: Atomic = after("r3k2r/8/8/8/8/7n/8/R3K1NR b KQkq - 0 1", &["h3g1"]);
    assert!(p.fen().contains(" Qkq "), "{}", p.fen());
}

#[test]
fn checkmate_wins() {
    let game = Referee::new(pos::<Atomic>("7k/6Q1/8/8/8/8/8/4K3 b - - 0 1"));
    assert_eq!(game.outcome().map(|o| (o.winner, o.reason)), Some((Some(0), EndReason::Checkmate)));
}
