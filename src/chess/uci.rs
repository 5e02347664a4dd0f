//! UCI move notation: `e2e4`, `e7e8q`; castling as `e1g1` in standard chess and as king-takes-
//! own-rook (`e1h1`) in Chess960, as the UCI protocol specifies.
//!
//! Read leniently, as the coordinate notation of people and other programs' PGN: long algebraic
//! without a piece letter (`e2-e4`, `g1-f3`, `e4xd5`, `e7-e8=Q`) is read the same way.

use super::moves::{Move, MoveKind};
use super::position::{castling_destinations, CastlingMode, Position};
use super::square::{File, Rank, Square};
use super::piece::Role;
use std::fmt;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum UciError {
    /// Not of the form `e2e4` / `e7e8q`.
    Syntax(String),
    /// Well formed, but not a legal move in this position.
    Illegal(String),
}

impl fmt::Display for UciError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            UciError::Syntax(s) => write!(f, "'{s}' is not a UCI move (expected e.g. e2e4 or e7e8q)"),
            UciError::Illegal(s) => write!(f, "{s} is not a legal move here"),
        }
    }
}

impl std::error::Error for UciError {}

/// Where UCI says a move goes: castling as the king's two-square move in standard chess, as
/// king-takes-own-rook in Chess960.
fn destination(m: Move, mode: CastlingMode) -> Square {
    match (m.kind(), mode) {
        (MoveKind::Castle, CastlingMode::Standard) => castling_destinations(m.from(), m.to()).0,
        _ => m.to(),
    }
}

/// Writes a move in UCI notation.
pub fn to_uci(m: Move, mode: CastlingMode) -> String {
    let mut s = m.from().to_string();
    s.push_str(&destination(m, mode).to_string());
    if let Some(role) = m.promotion_role() {
        s.push(role.char());
    }
    s
}

/// Does `s` look like a move in coordinates (`e2e4`, `e7e8q`, `e2-e4`, `e4xd5`, `e7e8=Q`)? Says
/// nothing about legality.
pub fn is_uci_syntax(s: &str) -> bool {
    coordinates(s).is_some()
}

/// The origin, destination and promotion of a move in coordinates: two squares, optionally
/// joined by `-` or `x`, then optionally a promotion letter (either case, optionally after `=`).
pub fn coordinates(s: &str) -> Option<(Square, Square, Option<Role>)> {
    let square = |file: u8, rank: u8| Some(Square::from_coords(File::from_char(char::from(file))?, Rank::from_char(char::from(rank))?));
    let (from_file, from_rank, rest) = match s.as_bytes() {
        [file, rank, b'-' | b'x', rest @ ..] | [file, rank, rest @ ..] => (*file, *rank, rest),
        _ => return None,
    };
    let (file, rank, promotion) = match *rest {
        [file, rank] => (file, rank, None),
        [file, rank, letter] | [file, rank, b'=', letter] => {
            let role = match letter | 0x20 {
                b'n' => Role::Knight,
                b'b' => Role::Bishop,
                b'r' => Role::Rook,
                b'q' => Role::Queen,
                _ => return None,
            };
            (file, rank, Some(role))
        }
        _ => return None,
    };
    Some((square(from_file, from_rank)?, square(file, rank)?, promotion))
}

/// Reads a move in coordinates and finds it among the legal moves. Castling is accepted both as
/// the king's two-square move (`e1g1`) and as king-takes-rook (`e1h1`), whatever the mode.
pub fn parse(pos: &Position, s: &str, mode: CastlingMode) -> Result<Move, UciError> {
    let (from, to, promotion) = coordinates(s).ok_or_else(|| UciError::Syntax(super::owned(s)))?;
    let legal = pos.legal_moves();
    let fits = |m: &&Move| m.from() == from && m.promotion_role() == promotion;
    // The move's own spelling first, so a Chess960 king move to g1 is not read as castling.
    legal
        .iter()
        .find(|m| fits(m) && destination(**m, mode) == to)
        .or_else(|| legal.iter().find(|m| fits(m) && m.is_castle() && (m.to() == to || castling_destinations(m.from(), m.to()).0 == to)))
        .copied()
        .ok_or_else(|| UciError::Illegal(super::owned(s)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn castling_is_written_by_mode_and_read_both_ways() {
        let pos = Position::from_fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1").unwrap();
        let short = parse(&pos, "e1g1", CastlingMode::Standard).unwrap();
        assert!(short.is_castle());
        assert_eq!(parse(&pos, "e1h1", CastlingMode::Standard).unwrap(), short);
        assert_eq!(to_uci(short, CastlingMode::Standard), "e1g1");
        assert_eq!(to_uci(short, CastlingMode::Chess960), "e1h1");
        assert_eq!(to_uci(parse(&pos, "e1c1", CastlingMode::Standard).unwrap(), CastlingMode::Standard), "e1c1");
    }

    #[test]
    fn errors_tell_syntax_from_illegality() {
        let pos = Position::standard();
        assert_eq!(parse(&pos, "e2e5", CastlingMode::Standard), Err(UciError::Illegal("e2e5".into())));
        assert_eq!(parse(&pos, "e2e", CastlingMode::Standard), Err(UciError::Syntax("e2e".into())));
        assert_eq!(parse(&pos, "e7e8k", CastlingMode::Standard), Err(UciError::Syntax("e7e8k".into())));
        assert_eq!(parse(&pos, "e2=e4", CastlingMode::Standard), Err(UciError::Syntax("e2=e4".into())));
        assert_eq!(parse(&pos, "e2e4qq", CastlingMode::Standard), Err(UciError::Syntax("e2e4qq".into())));
        assert_eq!(parse(&pos, "e2e4", CastlingMode::Standard).unwrap(), Move::normal(super::super::squares::E2, super::super::squares::E4));
    }

    #[test]
    fn long_algebraic_without_a_piece_letter_is_read_as_coordinates() {
        let pos = Position::from_fen("r3k2r/1P6/8/8/8/8/8/R3K1NR w KQkq - 0 1").unwrap();
        for (text, meant) in [("g1-f3", "g1f3"), ("e1-c1", "e1c1"), ("b7xa8=Q", "b7a8q"), ("b7-b8N", "b7b8n"), ("b7b8=r", "b7b8r")] {
            assert_eq!(to_uci(parse(&pos, text, CastlingMode::Standard).unwrap(), CastlingMode::Standard), meant, "{text}");
        }
    }
}
