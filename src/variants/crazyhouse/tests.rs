//! Crazyhouse, law by law.

use crate::referee::Refereed;
use super::*;
use crate::variants::testkit::{after, find, legal, pos};
use crate::variants::GamePosition;

#[test]
fn a_captured_piece_goes_to_the_captors_pocket() {
    let p: Crazyhouse = after("4k3/8/8/3p4/4P3/8/8/4K3[] w - - 0 1", &["e4d5"]);
    assert_eq!(p.fen(), "4k3/8/8/3P4/8/8/8/4K3[P] b - - 0 1");
}

#[test]
fn a_promoted_piece_goes_back_as_a_pawn() {
    let p: Crazyhouse = after("3rk3/2P5/8/8/8/8/8/4K3[] w - - 0 1", &["c7d8q"]);
    assert_eq!(p.fen(), "3Q~k3/8/8/8/8/8/8/4K3[R] b - - 0 1");
    let q: Crazyhouse = after("3rk3/2P5/8/8/8/8/8/4K3[] w - - 0 1", &["c7d8q", "e8d8"]);
    assert_eq!(q.fen(), "3k4/8/8/8/8/8/8/4K3[Rp] w - - 0 2");
}

#[test]
fn pawns_are_never_dropped_on_the_first_or_last_rank() {
    let p: Crazyhouse = pos("4k3/8/8/8/8/8/8/4K3[P] w - - 0 1");
    let drops: Vec<String> = legal(&p).into_iter().filter(|m| m.starts_with("P@")).collect();
    assert_eq!(drops.len(), 48);
    assert!(drops.iter().all(|m| !m.ends_with('1') && !m.ends_with('8')));
}

#[test]
fn a_drop_may_block_check() {
    let p: Crazyhouse = pos("4k3/8/8/8/8/8/8/r3K3[N] w - - 0 1");
    let drops: Vec<String> = legal(&p).into_iter().filter(|m| m.contains('@')).collect();
    assert_eq!(drops, ["N@b1", "N@c1", "N@d1"]);
}

#[test]
fn no_drop_answers_a_double_check_or_a_contact_check() {
    let double: Crazyhouse = pos("4k3/8/8/b7/4r3/8/8/4K3[QN] w - - 0 1");
    assert!(legal(&double).iter().all(|m| !m.contains('@')));
    let contact: Crazyhouse = pos("4k3/8/8/8/8/8/4r3/4K3[QN] w - - 0 1");
    assert!(legal(&contact).iter().all(|m| !m.contains('@')));
}

#[test]
fn a_pinned_piece_moves_only_along_its_pin() {
    let p: Crazyhouse = pos("4k3/4r3/8/8/8/8/4R3/4K3[] w - - 0 1");
    let rook: Vec<String> = legal(&p).into_iter().filter(|m| m.starts_with("e2")).collect();
    assert_eq!(rook, ["e2e3", "e2e4", "e2e5", "e2e6", "e2e7"]);
}

#[test]
fn en_passant_may_not_uncover_the_king_along_the_rank() {
    let p: Crazyhouse = pos("4k3/8/8/K2Pp2r/8/8/8/8[] w - e6 0 1");
    assert!(!legal(&p).contains(&"d5e6".to_string()));
}

#[test]
fn a_drop_may_mate() {
    let p: Crazyhouse = pos("k7/8/1K6/8/8/8/8/8[Q] w - - 0 1");
    let m = find(&p, "Q@a7");
    let mut list = Vec::new();
    p.legal_moves(&mut list);
    assert_eq!(p.san(m, &list), "Q@a7#");
}

#[test]
fn a_drop_resets_the_fifty_move_count() {
    let p: Crazyhouse = after("4k3/8/8/8/8/8/8/4K3[N] w - - 31 40", &["N@c3"]);
    assert_eq!(p.halfmoves(), 0);
}

#[test]
fn captures_are_told_apart_from_moves_and_drops() {
    let p: Crazyhouse = pos("4k3/8/8/3p4/4P3/8/8/4K3[N] w - - 0 1");
    assert!(p.is_capture(find(&p, "e4d5")));
    assert!(!p.is_capture(find(&p, "e4e5")));
    assert!(!p.is_capture(find(&p, "N@d4")));
}
