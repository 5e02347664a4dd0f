//! UCI move notation: `e2e4`, `e7e8q`; castling as `e1g1` in standard chess and as king-takes-
//! own-rook (`e1h1`) in Chess960, as the UCI protocol specifies.

use super::moves::{Move, MoveKind};
use super::position::{castling_destinations, CastlingMode, Position};
use super::square::Square;
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

/// Does `s` look like a UCI move (`e2e4`, `e7e8q`)? Says nothing about legality.
pub fn is_uci_syntax(s: &str) -> bool {
    split(s).is_some()
}

fn split(s: &str) -> Option<(Square, Square, Option<Role>)> {
    let promotion = match s.as_bytes() {
        [_, _, _, _] => None,
        [_, _, _, _, b'n'] => Some(Role::Knight),
        [_, _, _, _, b'b'] => Some(Role::Bishop),
        [_, _, _, _, b'r'] => Some(Role::Rook),
        [_, _, _, _, b'q'] => Some(Role::Queen),
        _ => return None,
    };
    Some((Square::parse(s.get(0..2)?)?, Square::parse(s.get(2..4)?)?, promotion))
}

/// Reads a UCI move and finds it among the legal moves. Castling is accepted both as the king's
/// two-square move (`e1g1`) and as king-takes-rook (`e1h1`), whatever the mode.
pub fn parse(pos: &Position, s: &str, mode: CastlingMode) -> Result<Move, UciError> {
    let (from, to, promotion) = split(s).ok_or_else(|| UciError::Syntax(super::owned(s)))?;
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
        assert_eq!(parse(&pos, "e2e4", CastlingMode::Standard).unwrap(), Move::normal(super::super::squares::E2, super::super::squares::E4));
    }
}
