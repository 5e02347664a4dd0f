//! Named starting positions: the standard one, the classical odds (Handicap) games, and the 960
//! Chess960 positions by their Scharnagl number.
//!
//! In the odds games the side giving odds plays White, except in the two pawn odds, where the
//! side receiving them does. `pawn-and-two-moves` starts after the receiver's 1.e4 with the
//! receiver (White) to move again: it is a set-up position (FEN
//! `rnbqkbnr/ppppp1pp/8/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 1`), so its game score starts at
//! "1." with White's second move and its PGN carries `SetUp`/`FEN` — a pass for Black is not a
//! move, so 1.e4 cannot be in the move list. Castling rights always follow the rooks that are
//! really there.

use super::bitboard::Bitboard;
use super::board::Board;
use super::fen;
use super::piece::{Color, Piece, Role};
use super::position::{CastlingMode, Position};
use super::setup::Setup;
use super::square::{squares, Rank, Square};
use std::fmt;

/// How many Chess960 starts there are: `chess960:0` … `chess960:959`.
pub const CHESS960_COUNT: u16 = 960;

/// The names [`from_name`] knows, besides `chess960:<0..959>`.
pub const NAMES: [&str; 8] =
    ["standard", "pawn-and-move", "pawn-and-two-moves", "knight", "rook", "two-knights", "rook-and-knight", "queen"];

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupError {
    Unknown(String),
    /// `chess960:` followed by something other than a number from 0 to 959.
    Chess960Number(String),
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetupError::Unknown(name) => {
                write!(f, "unknown setup '{name}': expected one of {}", NAMES[0])?;
                for known in &NAMES[1..] {
                    write!(f, ", {known}")?;
                }
                f.write_str(" or chess960:<0..959>")
            }
            SetupError::Chess960Number(n) => write!(f, "chess960 position '{n}': expected a number from 0 to 959"),
        }
    }
}

impl std::error::Error for SetupError {}

/// The start position named `name`, and the castling notation it needs.
pub fn from_name(name: &str) -> Result<(Position, CastlingMode), SetupError> {
    if let Some(number) = name.strip_prefix("chess960:") {
        let n = fen::decimal(number, (CHESS960_COUNT - 1) as u32).ok_or_else(|| SetupError::Chess960Number(super::owned(number)))?;
        return Ok((chess960(n as u16), CastlingMode::Chess960));
    }
    use squares::*;
    let (removed, pawn_move): (&[Square], bool) = match name {
        "standard" => (&[], false),
        "pawn-and-move" => (&[F7], false),
        "pawn-and-two-moves" => (&[F7], true),
        "knight" => (&[B1], false),
        "rook" => (&[A1], false),
        "two-knights" => (&[B1, G1], false),
        "rook-and-knight" => (&[A1, B1], false),
        "queen" => (&[D1], false),
        _ => return Err(SetupError::Unknown(super::owned(name))),
    };
    let mut board = Board::standard();
    for &sq in removed {
        board.remove(sq);
    }
    if pawn_move {
        let pawn = Piece::new(Color::White, Role::Pawn);
        board.take(E2, pawn);
        board.put(E4, pawn);
    }
    let position = Position::from_setup(&with_rights_of_present_rooks(board)).unwrap_or_else(|_| unreachable!("odds setups are legal"));
    Ok((position, CastlingMode::Standard))
}

/// White to move, with a castling right for each back-rank rook on either side of its king
/// (the outermost one on each side), as in a game's first position.
fn with_rights_of_present_rooks(board: Board) -> Setup {
    let mut rights = Bitboard::EMPTY;
    for color in Color::ALL {
        let back = Bitboard::from_rank(color.fold(Rank::FIRST, Rank::EIGHTH));
        let rooks = board.by_piece(Piece::new(color, Role::Rook)) & back;
        let Some(king) = board.king_of(color).filter(|k| back.contains(*k)) else { continue };
        // The outermost rook on each side.
        if let Some(rook) = (rooks & Bitboard::below(king)).first() {
            rights.set(rook);
        }
        if let Some(rook) = (rooks & Bitboard::above(king)).last() {
            rights.set(rook);
        }
    }
    Setup { board, castling_rights: rights, ..Setup::empty() }
}

/// The Chess960 start position with Scharnagl number `n` (0..960; 518 is the standard one).
///
/// The number's digits in a mixed radix place the pieces on White's back rank, file by file
/// among the squares still free: n mod 4 puts the light-squared bishop on b, d, f or h; the next
/// digit (mod 4) the dark-squared bishop on a, c, e or g; the next (mod 6) the queen on the
/// free squares; the last (0..10) the two knights, by the pairs of the remaining five squares in
/// order (0 = first and second, 1 = first and third, … 9 = fourth and fifth); the rook, king and
/// rook fill the last three squares in that order. Black mirrors White.
pub fn chess960(n: u16) -> Position {
    let mut n = (n % CHESS960_COUNT) as usize;
    let mut rank: [Option<Role>; 8] = [None; 8];
    rank[n % 4 * 2 + 1] = Some(Role::Bishop);
    n /= 4;
    rank[n % 4 * 2] = Some(Role::Bishop);
    n /= 4;
    place_on_free(&mut rank, n % 6, Role::Queen);
    n /= 6;
    // Knight pairs over five free squares, in the order of the numbering.
    const PAIRS: [(usize, usize); 10] = [(0, 1), (0, 2), (0, 3), (0, 4), (1, 2), (1, 3), (1, 4), (2, 3), (2, 4), (3, 4)];
    let (first, second) = PAIRS[n];
    place_on_free(&mut rank, second, Role::Knight);
    place_on_free(&mut rank, first, Role::Knight);
    for role in [Role::Rook, Role::King, Role::Rook] {
        place_on_free(&mut rank, 0, role);
    }

    let board = Board::with_back_rank(rank.map(|role| role.expect("all eight squares are filled")));
    Position::from_setup_in(&with_rights_of_present_rooks(board), CastlingMode::Chess960).unwrap_or_else(|_| unreachable!("Chess960 starts are legal"))
}

/// Puts `role` on the `index`-th still empty square (0-based, from the a-file).
fn place_on_free(rank: &mut [Option<Role>; 8], mut index: usize, role: Role) {
    for slot in rank {
        if slot.is_none() {
            if index == 0 {
                *slot = Some(role);
                return;
            }
            index -= 1;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scharnagl_518_is_the_standard_position() {
        assert_eq!(chess960(518).fen(), Position::standard().fen());
    }

    #[test]
    fn scharnagl_numbers_give_known_positions() {
        assert_eq!(chess960(0).fen(), "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1");
        assert_eq!(chess960(959).fen(), "rkrnnqbb/pppppppp/8/8/8/8/PPPPPPPP/RKRNNQBB w KQkq - 0 1");
    }
}
