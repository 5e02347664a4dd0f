//! The rules of chess: board, moves, legality, notation.

pub mod attacks;
mod bitboard;
mod board;
pub mod dead;
pub mod exchange;
pub mod explain;
pub mod fen;
pub mod material;
mod movegen;
mod moves;
pub mod perft;
pub mod pgn;
mod piece;
mod position;
pub mod san;
mod setup;
pub mod setups;
mod square;
#[cfg(test)]
pub mod testing;
pub mod uci;
pub mod weights;
mod zobrist;

/// A copy of `text` for an error value: cold and out of line, so that each error site is a
/// call rather than an inlined allocation and copy.
#[cold]
#[inline(never)]
pub(crate) fn owned(text: &str) -> String {
    text.to_string()
}

pub use bitboard::Bitboard;
pub use board::Board;
pub use fen::FenError;
pub use moves::{Move, MoveKind, MoveList};
pub use piece::{Color, Piece, Role};
pub use position::{castling_destinations, CastlingMode, Position, PositionError};
pub use setup::Setup;
pub use square::{squares, File, Rank, Square};
