//! SAN of the 8×8 variants as pyffish writes it, without the check suffix (the game adds it):
//! `Nf3`, `exd5`, `e8=Q` (`=K` in antichess), `O-O`, drops `N@f3`. Origin squares disambiguate
//! among the legal moves, as in chess.

use super::{Kind8, Move8, Pos8};
use crate::chess::{Bitboard, Role};

pub fn san(pos: &Pos8, m: Move8, legal: &[Move8]) -> String {
    let mut s = String::with_capacity(8);
    match m.kind {
        Kind8::Castle => {
            s.push_str(if m.to.file() > m.from.file() { "O-O" } else { "O-O-O" });
            return s;
        }
        Kind8::Drop(role) => {
            s.push(role.upper_char());
            s.push('@');
            s.push_str(&m.to.to_string());
            return s;
        }
        _ => {}
    }
    let role = pos.board.role_at(m.from).unwrap_or(Role::Pawn);
    let capture = m.kind == Kind8::EnPassant || pos.theirs().contains(m.to);
    if role == Role::Pawn {
        if capture {
            s.push(m.from.file().to_char());
        }
    } else {
        s.push(role.upper_char());
        let mut rivals = Bitboard::EMPTY;
        for o in legal {
            if o.to == m.to && o.from != m.from && !matches!(o.kind, Kind8::Castle | Kind8::Drop(_)) && pos.board.role_at(o.from) == Some(role) {
                rivals.set(o.from);
            }
        }
        if rivals.any() {
            if (rivals & Bitboard::from_file(m.from.file())).is_empty() {
                s.push(m.from.file().to_char());
            } else if (rivals & Bitboard::from_rank(m.from.rank())).is_empty() {
                s.push(m.from.rank().to_char());
            } else {
                s.push_str(&m.from.to_string());
            }
        }
    }
    if capture {
        s.push('x');
    }
    s.push_str(&m.to.to_string());
    if let Kind8::Promotion(new) = m.kind {
        s.push('=');
        s.push(new.upper_char());
    }
    s
}
