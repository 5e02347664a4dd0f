//! Why a move is illegal: `Game::explain_move`, one reason per law, each with a position.

use wasm_chess::chess::explain::{CastlingProblem, Illegal, RightLost};
use wasm_chess::chess::{squares::*, Role, Square};
use wasm_chess::game::Game;

fn game(fen: &str) -> Game {
    Game::from_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

fn why(g: &Game, from: Square, to: Square) -> Option<Illegal> {
    g.explain_move(from, to)
}

fn played(moves: &str) -> Game {
    let mut g = Game::new();
    for m in moves.split_whitespace() {
        g.play(m).unwrap_or_else(|e| panic!("{m}: {e}"));
    }
    g
}

// ---- explain_move ----------------------------------------------------------------------------

#[test]
fn a_legal_move_needs_no_explanation() {
    let g = Game::new();
    assert_eq!(why(&g, E2, E4), None);
    assert_eq!(why(&g, G1, F3), None);
}

#[test]
fn there_must_be_a_piece_of_your_own() {
    let g = Game::new();
    assert_eq!(why(&g, E4, E5), Some(Illegal::NoPiece(E4)));
    let reason = why(&g, E7, E5).unwrap();
    assert_eq!(reason.to_string(), "the piece on e7 is not yours: it is White's turn");
}

#[test]
fn pieces_move_only_their_own_way() {
    let g = Game::new();
    assert_eq!(why(&g, G1, G3), Some(Illegal::CannotMoveThatWay(Role::Knight)));
    assert_eq!(why(&g, F1, C4), Some(Illegal::PathBlocked { role: Role::Bishop, at: E2 }));
    assert_eq!(why(&g, D1, D2), Some(Illegal::OwnPiece(D2)));
    assert_eq!(why(&g, E2, E5), Some(Illegal::CannotMoveThatWay(Role::Pawn)));
}

#[test]
fn pawns_have_their_own_rules() {
    let g = game("4k3/8/8/3p4/3P4/8/4P3/4K3 w - - 0 1");
    assert_eq!(why(&g, D4, D5), Some(Illegal::PawnCannotCaptureForward));
    assert_eq!(why(&g, E2, D3), Some(Illegal::PawnDiagonalOnlyToCapture));
    let g = game("4k3/8/8/8/8/4P3/8/4K3 w - - 0 1");
    assert_eq!(why(&g, E3, E5), Some(Illegal::PawnDoubleStepOnlyFromStart));
}

#[test]
fn en_passant_only_right_after_the_double_step() {
    // Black's d-pawn came to d5 earlier: White cannot take it en passant now.
    let g = game("4k3/8/8/3pP3/8/8/8/4K3 w - - 0 5");
    assert_eq!(why(&g, E5, D6), Some(Illegal::EnPassantOnlyRightAfter));
    // Right after ...d7-d5 it is legal.
    let mut g = game("4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 5");
    g.play("d5").unwrap();
    assert_eq!(why(&g, E5, D6), None);
}

#[test]
fn in_check_a_move_must_answer_the_check() {
    let g = played("e4 e5 f4 Qh4+");
    let reason = why(&g, B1, C3).unwrap();
    assert_eq!(reason, Illegal::InCheck);
    assert_eq!(reason.to_string(), "you are in check, and this move does not get out of it");
    assert_eq!(why(&g, G2, G3), None, "blocking is an answer");
}

#[test]
fn in_double_check_only_the_king_moves() {
    let g = game("4k3/8/8/8/8/3n4/8/R3K2r w - - 0 1");
    assert_eq!(why(&g, A1, A2), Some(Illegal::DoubleCheck));
}

#[test]
fn a_pinned_piece_may_not_leave_the_line() {
    let g = game("4r1k1/8/8/8/8/8/4N3/4K3 w - - 0 1");
    assert_eq!(why(&g, E2, C3), Some(Illegal::Pinned { pinner: E8 }));
}

#[test]
fn the_king_may_not_move_into_check() {
    let g = game("4k3/8/8/8/8/8/3r4/4K3 w - - 0 1");
    assert_eq!(why(&g, E1, F1), None);
    assert_eq!(why(&g, E1, D2), None, "the rook is not defended");
    assert_eq!(why(&g, E1, E2), Some(Illegal::KingIntoCheck(E2)));
    assert_eq!(why(&g, E1, E2).unwrap().to_string(), "the king would be in check on e2");
}

#[test]
fn an_en_passant_capture_may_not_expose_the_king() {
    // exd6 would empty the fifth rank between the rook on a5 and the king on h5.
    let mut g = game("4k3/3p4/8/r3P2K/8/8/8/8 b - - 0 1");
    g.play("d5").unwrap();
    assert_eq!(why(&g, E5, D6), Some(Illegal::ExposesKing));
    assert_eq!(why(&g, E5, D6).unwrap().to_string(), "the move would leave your king in check");
}

#[test]
fn castling_is_refused_with_the_reason() {
    let castle = |fen: &str, to: Square| why(&game(fen), E1, to);
    assert_eq!(
        castle("r3k2r/8/8/8/8/8/8/R3K1NR w KQkq - 0 1", G1),
        Some(Illegal::Castling(CastlingProblem::PiecesBetween(G1)))
    );
    assert_eq!(castle("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", G1), None);
    assert_eq!(castle("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", H1), None, "the king dropped on its rook");
    assert_eq!(castle("4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1", C1), None);
    assert_eq!(castle("4r1k1/8/8/8/8/8/8/R3K2R w KQ - 0 1", G1), Some(Illegal::Castling(CastlingProblem::InCheck)));
    let through = castle("5rk1/8/8/8/8/8/8/R3K2R w KQ - 0 1", G1).unwrap();
    assert_eq!(through, Illegal::Castling(CastlingProblem::PassesThroughAttacked(F1)));
    assert_eq!(through.to_string(), "you cannot castle: the king would pass through an attacked square (f1)");
    assert_eq!(
        castle("6rk/7p/8/8/8/8/8/R3K2R w KQ - 0 1", G1),
        Some(Illegal::Castling(CastlingProblem::LandsInCheck(G1)))
    );
}

#[test]
fn a_lost_castling_right_says_who_moved() {
    let g = played("e4 e5 Ke2 Ke7 Ke1 Ke8 Nf3 Nf6 Bc4 Bc5");
    let reason = why(&g, E1, G1).unwrap();
    assert_eq!(reason, Illegal::Castling(CastlingProblem::RightLost { king_side: true, why: RightLost::KingMoved }));
    assert_eq!(reason.to_string(), "you cannot castle: the king has moved");
    let g = played("e4 e5 Nf3 Nf6 Bc4 Bc5 Rg1 Rg8 Rh1 Rh8");
    assert_eq!(why(&g, E1, G1).unwrap().to_string(), "you cannot castle: that rook has moved");
    let g = game("4k3/8/8/8/8/8/8/R3K2R w Q - 0 1");
    assert_eq!(why(&g, E1, G1).unwrap().to_string(), "you cannot castle: the game started without that castling right");
}
