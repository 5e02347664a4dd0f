//! A set of squares as a 64-bit word.

use super::square::{File, Rank, Square};
use std::fmt;
use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, BitXorAssign, Not};

#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Bitboard(pub u64);

impl Bitboard {
    pub const EMPTY: Bitboard = Bitboard(0);
    pub const FULL: Bitboard = Bitboard(!0);
    pub const DARK_SQUARES: Bitboard = Bitboard(0xAA55_AA55_AA55_AA55);
    pub const LIGHT_SQUARES: Bitboard = Bitboard(!0xAA55_AA55_AA55_AA55);
    /// The first and eighth ranks, where pawns promote and may never stand.
    pub const BACK_RANKS: Bitboard = Bitboard(0xFF00_0000_0000_00FF);

    pub const fn from_square(sq: Square) -> Bitboard {
        Bitboard(1 << sq.index())
    }

    pub const fn from_file(file: File) -> Bitboard {
        Bitboard(0x0101_0101_0101_0101 << file.index())
    }

    pub const fn from_rank(rank: Rank) -> Bitboard {
        Bitboard(0xFF << (8 * rank.index()))
    }

    /// The squares numbered above `sq`: on its rank, the files beyond it toward h.
    pub const fn above(sq: Square) -> Bitboard {
        Bitboard(!1 << sq.index())
    }

    /// The squares numbered below `sq`: on its rank, the files before it toward a.
    pub const fn below(sq: Square) -> Bitboard {
        Bitboard((1 << sq.index()) - 1)
    }

    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    pub const fn any(self) -> bool {
        self.0 != 0
    }

    pub const fn contains(self, sq: Square) -> bool {
        self.0 & (1 << sq.index()) != 0
    }

    pub const fn count(self) -> u32 {
        self.0.count_ones()
    }

    /// More than one square in the set.
    pub const fn more_than_one(self) -> bool {
        self.0 & self.0.wrapping_sub(1) != 0
    }

    /// The lowest square, if any.
    pub const fn first(self) -> Option<Square> {
        if self.0 == 0 {
            None
        } else {
            Some(Square::from_bit(self.0.trailing_zeros()))
        }
    }

    /// The only square of a one-square set (the lowest one of a larger set).
    pub const fn single(self) -> Option<Square> {
        if self.more_than_one() {
            None
        } else {
            self.first()
        }
    }

    pub const fn with(self, sq: Square) -> Bitboard {
        Bitboard(self.0 | 1 << sq.index())
    }

    pub const fn without(self, sq: Square) -> Bitboard {
        Bitboard(self.0 & !(1 << sq.index()))
    }

    pub const fn toggled(self, sq: Square) -> Bitboard {
        Bitboard(self.0 ^ 1 << sq.index())
    }

    pub fn set(&mut self, sq: Square) {
        self.0 |= 1 << sq.index();
    }

    pub fn clear(&mut self, sq: Square) {
        self.0 &= !(1 << sq.index());
    }

    /// Shifted one rank towards rank 8 (`up`) or rank 1 (`down`); squares falling off vanish.
    pub const fn up(self) -> Bitboard {
        Bitboard(self.0 << 8)
    }

    pub const fn down(self) -> Bitboard {
        Bitboard(self.0 >> 8)
    }

    /// The set mirrored vertically (rank 1 ↔ rank 8).
    pub const fn flip_vertical(self) -> Bitboard {
        Bitboard(self.0.swap_bytes())
    }
}

/// The squares of a bitboard, lowest first.
#[derive(Clone, Copy, Debug)]
pub struct Squares(u64);

impl Iterator for Squares {
    type Item = Square;

    #[inline(always)]
    fn next(&mut self) -> Option<Square> {
        if self.0 == 0 {
            return None;
        }
        let sq = Square::from_bit(self.0.trailing_zeros());
        self.0 &= self.0 - 1;
        Some(sq)
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for Squares {}

impl DoubleEndedIterator for Squares {
    #[inline(always)]
    fn next_back(&mut self) -> Option<Square> {
        if self.0 == 0 {
            return None;
        }
        let sq = Square::from_bit(63 - self.0.leading_zeros());
        self.0 ^= 1 << sq.index();
        Some(sq)
    }
}

impl IntoIterator for Bitboard {
    type Item = Square;
    type IntoIter = Squares;

    #[inline(always)]
    fn into_iter(self) -> Squares {
        Squares(self.0)
    }
}

impl Bitboard {
    /// The squares, lowest first.
    #[inline(always)]
    pub fn squares(self) -> Squares {
        Squares(self.0)
    }

    /// The highest square, if any.
    pub const fn last(self) -> Option<Square> {
        if self.0 == 0 {
            None
        } else {
            Some(Square::from_bit(63 - self.0.leading_zeros()))
        }
    }
}

impl FromIterator<Square> for Bitboard {
    fn from_iter<I: IntoIterator<Item = Square>>(iter: I) -> Bitboard {
        iter.into_iter().fold(Bitboard::EMPTY, Bitboard::with)
    }
}

macro_rules! bit_op {
    ($tr:ident, $f:ident, $tra:ident, $fa:ident, $op:tt) => {
        impl $tr for Bitboard {
            type Output = Bitboard;
            #[inline(always)]
            fn $f(self, rhs: Bitboard) -> Bitboard {
                Bitboard(self.0 $op rhs.0)
            }
        }
        impl $tr<Square> for Bitboard {
            type Output = Bitboard;
            #[inline(always)]
            fn $f(self, rhs: Square) -> Bitboard {
                Bitboard(self.0 $op (1 << rhs.index()))
            }
        }
        impl $tra for Bitboard {
            #[inline(always)]
            fn $fa(&mut self, rhs: Bitboard) {
                self.0 = self.0 $op rhs.0;
            }
        }
        impl $tra<Square> for Bitboard {
            #[inline(always)]
            fn $fa(&mut self, rhs: Square) {
                self.0 = self.0 $op (1 << rhs.index());
            }
        }
    };
}

bit_op!(BitAnd, bitand, BitAndAssign, bitand_assign, &);
bit_op!(BitOr, bitor, BitOrAssign, bitor_assign, |);
bit_op!(BitXor, bitxor, BitXorAssign, bitxor_assign, ^);

impl Not for Bitboard {
    type Output = Bitboard;
    #[inline(always)]
    fn not(self) -> Bitboard {
        Bitboard(!self.0)
    }
}

impl From<Square> for Bitboard {
    fn from(sq: Square) -> Bitboard {
        Bitboard::from_square(sq)
    }
}

impl fmt::Debug for Bitboard {
    /// Draws the set as a board, rank 8 at the top.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f)?;
        for rank in (0..8).rev() {
            for file in 0..8 {
                let bit = self.0 >> (rank * 8 + file) & 1;
                write!(f, "{}", if bit == 1 { 'x' } else { '.' })?;
            }
            writeln!(f)?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chess::square::squares::*;

    #[test]
    fn iterates_squares_in_order() {
        let bb = Bitboard::EMPTY.with(E4).with(A1).with(H8);
        assert_eq!(bb.squares().collect::<Vec<_>>(), vec![A1, E4, H8]);
        assert_eq!(bb.squares().next_back(), Some(H8));
        assert_eq!(bb.count(), 3);
        assert!(bb.more_than_one());
        assert_eq!(Bitboard::from_square(C3).single(), Some(C3));
    }

    #[test]
    fn above_and_below_split_the_board_at_a_square() {
        for sq in Square::all() {
            let (above, below) = (Bitboard::above(sq), Bitboard::below(sq));
            assert_eq!(above | below | sq, Bitboard::FULL, "{sq}");
            assert!(!above.contains(sq) && !below.contains(sq) && (above & below).is_empty(), "{sq}");
            assert!(above.squares().all(|other| other > sq) && below.squares().all(|other| other < sq), "{sq}");
        }
        // On a rank: the files beyond the square, and before it.
        let first = Bitboard::from_rank(crate::chess::Rank::FIRST);
        assert_eq!(Bitboard::above(E1) & first, Bitboard::EMPTY.with(F1).with(G1).with(H1));
        assert_eq!((Bitboard::below(C1) & first).squares().collect::<Vec<_>>(), vec![A1, B1]);
    }

    #[test]
    fn light_squares_match_square_colour() {
        for sq in Square::all() {
            assert_eq!(Bitboard::LIGHT_SQUARES.contains(sq), sq.is_light(), "{sq}");
        }
    }
}
