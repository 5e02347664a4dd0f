//! Duck chess, law by law.

use crate::referee::Refereed;
use super::*;
use crate::variants::testkit::{after, legal, pos};
use crate::variants::{EndReason, GamePosition, Referee};

#[test]
fn the_first_duck_may_go_to_any_empty_square() {
    // 20 moves × 32 empty squares after each (the vacated square counts, the landing one not).
    assert_eq!(legal(&Duck::start()).len(), 640);
}

#[test]
fn the_duck_must_move_to_a_different_empty_square() {
    let p: Duck = after("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", &["e2e4,e4e5"]);
    assert!(p.fen().contains("4*3"), "{}", p.fen());
    assert!(legal(&p).iter().all(|m| !m.ends_with("e5")), "the duck may not stay");
}

#[test]
fn the_duck_blocks_every_piece_but_knights_jump_it() {
    let p: Duck = pos("4k3/8/8/8/R2*4/8/8/N3K3 w - - 0 1");
    let moves = legal(&p);
    assert!(moves.iter().any(|m| m.starts_with("a4c4")) && !moves.iter().any(|m| m.starts_with("a4e4") || m.starts_with("a4d4")));
    let p: Duck = pos("4k3/8/8/8/8/8/1*6/N3K3 w - - 0 1");
    assert!(legal(&p).iter().any(|m| m.starts_with("a1c2")), "the knight leaps past the duck");
}

#[test]
fn the_duck_cannot_be_captured() {
    let p: Duck = pos("4k3/8/8/8/8/8/*7/R3K3 w - - 0 1");
    assert!(!legal(&p).iter().any(|m| m.starts_with("a1a2")));
}

#[test]
fn there_is_no_check_a_king_may_walk_into_attack() {
    let p: Duck = pos("4k3/8/8/8/8/8/r7/4K3 w - - 0 1");
    assert!(!p.is_check());
    assert!(legal(&p).iter().any(|m| m.starts_with("e1e2,")));
}

#[test]
fn taking_the_king_wins() {
    let game = Referee::new(after::<Duck>("4k3/8/8/8/8/8/8/4RK2 w - - 0 1", &["e1e8,e8a1"]));
    assert_eq!(game.outcome().map(|o| (o.winner, o.reason)), Some((Some(0), EndReason::KingCaptured)));
}

#[test]
fn a_player_with_no_move_wins() {
    // Black's king, bishop and pawns are walled in by each other, White's pawns and the duck.
    let game = Referee::new(pos::<Duck>("kb6/p*p5/P1P5/8/8/8/8/7K b - - 0 1"));
    assert_eq!(game.outcome().map(|o| (o.winner, o.reason)), Some((Some(1), EndReason::Stalemate)));
}

#[test]
fn the_duck_on_the_en_passant_square_forbids_en_passant() {
    let p: Duck = after("rnbqkbnr/ppp1pppp/8/8/3p4/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", &["e2e4,e4e3"]);
    assert!(p.fen().ends_with("b KQkq - 0 1"), "{}", p.fen());
    let p: Duck = after("rnbqkbnr/ppp1pppp/8/8/3p4/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", &["e2e4,e4d3"]);
    assert!(p.fen().ends_with("b KQkq e3 0 1"), "{}", p.fen());
}
