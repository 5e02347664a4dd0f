//! Moves and move lists.
//!
//! A [`Move`] packs into 16 bits (compact in transposition tables): from-square, to-square and a
//! kind. Castling is stored as the king moving onto its own rook's square, which names the right
//! being used unambiguously in standard chess and in Chess960 alike; notation converts it to
//! `e1g1` / `O-O` at the edges.

use super::piece::Role;
use super::square::Square;
use arrayvec::ArrayVec;
use std::fmt;

#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Move(u16);

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MoveKind {
    Normal,
    /// King onto its own rook's square.
    Castle,
    EnPassant,
    Promotion(Role),
}

const CASTLE: u16 = 1;
const EN_PASSANT: u16 = 2;
const PROMOTION: u16 = 4; // 4 | (role - 1): knight 4, bishop 5, rook 6, queen 7

impl Move {
    #[inline(always)]
    const fn pack(from: Square, to: Square, kind: u16) -> Move {
        Move(from.index() as u16 | (to.index() as u16) << 6 | kind << 12)
    }

    #[inline(always)]
    pub const fn normal(from: Square, to: Square) -> Move {
        Move::pack(from, to, 0)
    }

    #[inline(always)]
    pub const fn castle(king: Square, rook: Square) -> Move {
        Move::pack(king, rook, CASTLE)
    }

    #[inline(always)]
    pub const fn en_passant(from: Square, to: Square) -> Move {
        Move::pack(from, to, EN_PASSANT)
    }

    /// A promotion to `role`, which must be a knight, bishop, rook or queen.
    #[inline(always)]
    pub const fn promotion(from: Square, to: Square, role: Role) -> Move {
        debug_assert!(matches!(role, Role::Knight | Role::Bishop | Role::Rook | Role::Queen));
        Move::pack(from, to, PROMOTION | (role as u16 - 1))
    }

    #[inline(always)]
    pub const fn from(self) -> Square {
        Square::from_bit((self.0 & 63) as u32)
    }

    /// The destination; for castling, the rook's square.
    #[inline(always)]
    pub const fn to(self) -> Square {
        Square::from_bit((self.0 >> 6 & 63) as u32)
    }

    #[inline(always)]
    pub const fn kind(self) -> MoveKind {
        match self.0 >> 12 {
            0 => MoveKind::Normal,
            CASTLE => MoveKind::Castle,
            EN_PASSANT => MoveKind::EnPassant,
            k => MoveKind::Promotion(Role::from_index((k & 3) as usize + 1)),
        }
    }

    #[inline(always)]
    pub const fn promotion_role(self) -> Option<Role> {
        match self.kind() {
            MoveKind::Promotion(role) => Some(role),
            _ => None,
        }
    }

    #[inline(always)]
    pub const fn is_castle(self) -> bool {
        self.0 >> 12 == CASTLE
    }

    #[inline(always)]
    pub const fn is_en_passant(self) -> bool {
        self.0 >> 12 == EN_PASSANT
    }

    #[inline(always)]
    pub const fn is_promotion(self) -> bool {
        self.0 >> 12 >= PROMOTION
    }

    /// The raw 16 bits, for compact storage (transposition tables).
    pub const fn to_bits(self) -> u16 {
        self.0
    }

    /// Rebuilds a move from [`Move::to_bits`]; the result may be illegal in a given position,
    /// so check it against the legal moves before playing it.
    pub const fn from_bits(bits: u16) -> Move {
        Move(bits)
    }
}

impl fmt::Debug for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.from(), self.to())?;
        match self.kind() {
            MoveKind::Normal => Ok(()),
            MoveKind::Castle => write!(f, "(castle)"),
            MoveKind::EnPassant => write!(f, "(ep)"),
            MoveKind::Promotion(role) => write!(f, "{}", role.char()),
        }
    }
}

/// The legal moves of a position, on the stack and never zero-filled (the generator runs at
/// every node of a search). No chess position has more than 218 legal moves.
#[derive(Clone)]
pub struct MoveList(ArrayVec<Move, { MoveList::CAPACITY }>);

impl MoveList {
    pub const CAPACITY: usize = 256;

    /// (Not `ArrayVec::new_const`: LLVM zero-fills the uninitialised constant it copies from,
    /// 0.5 KB at every search node.)
    pub fn new() -> MoveList {
        MoveList(ArrayVec::new())
    }

    #[inline(always)]
    pub fn push(&mut self, m: Move) {
        // Never full in practice (218 < 256); a full list drops the move rather than panic.
        let _ = self.0.try_push(m);
    }

    pub fn len(&self) -> usize {
        self.0.len()
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    pub fn as_slice(&self) -> &[Move] {
        &self.0
    }

    pub fn as_mut_slice(&mut self) -> &mut [Move] {
        &mut self.0
    }

    pub fn contains(&self, m: Move) -> bool {
        self.0.contains(&m)
    }

    pub fn iter(&self) -> std::slice::Iter<'_, Move> {
        self.0.iter()
    }

    pub fn retain(&mut self, mut keep: impl FnMut(Move) -> bool) {
        self.0.retain(|m| keep(*m));
    }
}

impl Default for MoveList {
    fn default() -> Self {
        MoveList::new()
    }
}

impl std::ops::Deref for MoveList {
    type Target = [Move];
    fn deref(&self) -> &[Move] {
        self.as_slice()
    }
}

impl std::ops::DerefMut for MoveList {
    fn deref_mut(&mut self) -> &mut [Move] {
        self.as_mut_slice()
    }
}

impl<'a> IntoIterator for &'a MoveList {
    type Item = &'a Move;
    type IntoIter = std::slice::Iter<'a, Move>;
    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

impl fmt::Debug for MoveList {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chess::square::squares::*;

    #[test]
    fn packs_every_kind() {
        let m = Move::promotion(E7, F8, Role::Knight);
        assert_eq!((m.from(), m.to(), m.kind()), (E7, F8, MoveKind::Promotion(Role::Knight)));
        for role in Role::PROMOTIONS {
            assert_eq!(Move::promotion(A7, A8, role).promotion_role(), Some(role));
        }
        assert_eq!(Move::castle(E1, H1).kind(), MoveKind::Castle);
        assert_eq!(Move::en_passant(E5, D6).kind(), MoveKind::EnPassant);
        assert_eq!(Move::normal(G1, F3).kind(), MoveKind::Normal);
        assert_eq!(Move::from_bits(Move::castle(E8, A8).to_bits()), Move::castle(E8, A8));
    }
}
