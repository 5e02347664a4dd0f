//! What a FEN describes, before any validation: a board, the side to move, castling rights,
//! an en passant square and the two move counters. Turned into a playable
//! [`Position`](super::Position) by [`Position::from_setup`](super::Position::from_setup), which
//! checks it once.

use super::bitboard::Bitboard;
use super::board::Board;
use super::piece::Color;
use super::square::{squares, Square};

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Setup {
    pub board: Board,
    pub turn: Color,
    /// Castling rights, each named by the square of the rook that may castle (Chess960-ready).
    pub castling_rights: Bitboard,
    /// The square a pawn skipped over on the last move, if the setup names one.
    pub ep_square: Option<Square>,
    /// Plies since the last capture or pawn move (for the fifty- and seventy-five-move rules).
    pub halfmoves: u32,
    /// Starts at 1 and grows after each Black move.
    pub fullmoves: u32,
}

impl Setup {
    /// The standard starting position.
    pub fn standard() -> Setup {
        Setup {
            board: Board::standard(),
            turn: Color::White,
            castling_rights: Bitboard::EMPTY.with(squares::A1).with(squares::H1).with(squares::A8).with(squares::H8),
            ep_square: None,
            halfmoves: 0,
            fullmoves: 1,
        }
    }

    /// An empty board, White to move: a blank sheet for building test positions.
    pub fn empty() -> Setup {
        Setup {
            board: Board::empty(),
            turn: Color::White,
            castling_rights: Bitboard::EMPTY,
            ep_square: None,
            halfmoves: 0,
            fullmoves: 1,
        }
    }
}
