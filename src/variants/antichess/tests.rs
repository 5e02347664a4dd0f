//! Antichess, law by law.

use crate::referee::Refereed;
use super::*;
use crate::variants::testkit::{after, legal, pos};
use crate::variants::{GamePosition, Referee};

#[test]
fn captures_are_compulsory() {
    let p: Antichess = pos("rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w - - 0 2");
    assert_eq!(legal(&p), ["e4d5"]);
}

#[test]
fn en_passant_is_a_capture_and_compulsory_too() {
    let p: Antichess = pos("8/8/8/3pP3/8/8/8/7K w - d6 0 2");
    assert_eq!(legal(&p), ["e5d6"]);
}

#[test]
fn the_king_is_ordinary_it_can_be_taken_and_promoted_to() {
    let p: Antichess = pos("8/8/8/8/8/8/8/kK6 b - - 0 1");
    assert_eq!(legal(&p), ["a1b1"], "the king takes the king");
    let p: Antichess = pos("8/4P3/8/8/8/8/8/k7 w - - 0 1");
    assert!(legal(&p).contains(&"e7e8k".to_string()));
    let mut list = Vec::new();
    p.legal_moves(&mut list);
    let m = list.iter().copied().find(|&m| p.uci(m) == "e7e8k").expect("e7e8k");
    assert_eq!(p.san(m, &list), "e8=K");
}

#[test]
fn there_is_no_castling() {
    assert!(Antichess::from_fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1").is_err());
    assert!(!legal(&pos::<Antichess>("r3k2r/8/8/8/8/8/8/R3K2R w - - 0 1")).contains(&"e1g1".to_string()));
    assert_eq!(Antichess::start().fen(), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1");
}

#[test]
fn losing_all_your_pieces_wins() {
    // White's rook must take Black's last piece: Black, having lost everything, wins.
    let p: Antichess = after("8/8/8/8/8/8/8/R6k w - - 0 1", &["a1h1"]);
    let game = Referee::new(p);
    let outcome = game.outcome().expect("over");
    assert_eq!((outcome.winner, outcome.reason), (Some(1), crate::variants::EndReason::NoPieces));
    let game = Referee::new(pos::<Antichess>("8/8/8/8/8/8/8/k7 w - - 0 1"));
    let outcome = game.outcome().expect("over");
    assert_eq!((outcome.winner, outcome.reason), (Some(0), crate::variants::EndReason::NoPieces));
}

#[test]
fn having_no_move_wins() {
    let game = Referee::new(pos::<Antichess>("k7/8/8/8/8/p7/P7/8 w - - 0 1"));
    let outcome = game.outcome().expect("over");
    assert_eq!((outcome.winner, outcome.reason), (Some(0), crate::variants::EndReason::Stalemate));
}
