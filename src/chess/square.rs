//! Files, ranks and squares of the 8×8 board.
//!
//! Squares are numbered a1 = 0, b1 = 1, …, h1 = 7, a2 = 8, …, h8 = 63, so a square's bit in a
//! [`Bitboard`](super::Bitboard) is `1 << index`.

use std::fmt::{self, Write};

/// A file, `a` (0) to `h` (7).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct File(u8);

/// A rank, `1` (0) to `8` (7).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Rank(u8);

/// One of the 64 squares.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Square(u8);

impl File {
    pub const A: File = File(0);
    pub const B: File = File(1);
    pub const C: File = File(2);
    pub const D: File = File(3);
    pub const E: File = File(4);
    pub const F: File = File(5);
    pub const G: File = File(6);
    pub const H: File = File(7);
    pub const ALL: [File; 8] = [File(0), File(1), File(2), File(3), File(4), File(5), File(6), File(7)];

    /// The file with this index, if it is in `0..8`.
    pub const fn new(index: u8) -> Option<File> {
        if index < 8 {
            Some(File(index))
        } else {
            None
        }
    }

    pub const fn index(self) -> u8 {
        self.0
    }

    pub fn from_char(c: char) -> Option<File> {
        match c {
            'a'..='h' => Some(File(c as u8 - b'a')),
            _ => None,
        }
    }

    pub fn to_char(self) -> char {
        (b'a' + self.0) as char
    }

    /// The file `delta` files away, if it is on the board.
    pub const fn offset(self, delta: i8) -> Option<File> {
        let f = self.0 as i8 + delta;
        if f >= 0 && f < 8 {
            Some(File(f as u8))
        } else {
            None
        }
    }
}

impl Rank {
    pub const FIRST: Rank = Rank(0);
    pub const SECOND: Rank = Rank(1);
    pub const THIRD: Rank = Rank(2);
    pub const FOURTH: Rank = Rank(3);
    pub const FIFTH: Rank = Rank(4);
    pub const SIXTH: Rank = Rank(5);
    pub const SEVENTH: Rank = Rank(6);
    pub const EIGHTH: Rank = Rank(7);
    pub const ALL: [Rank; 8] = [Rank(0), Rank(1), Rank(2), Rank(3), Rank(4), Rank(5), Rank(6), Rank(7)];

    /// The rank with this index, if it is in `0..8`.
    pub const fn new(index: u8) -> Option<Rank> {
        if index < 8 {
            Some(Rank(index))
        } else {
            None
        }
    }

    pub const fn index(self) -> u8 {
        self.0
    }

    pub fn from_char(c: char) -> Option<Rank> {
        match c {
            '1'..='8' => Some(Rank(c as u8 - b'1')),
            _ => None,
        }
    }

    pub fn to_char(self) -> char {
        (b'1' + self.0) as char
    }

    /// The same rank seen from the other side of the board (rank 1 ↔ rank 8).
    pub const fn flip(self) -> Rank {
        Rank(7 - self.0)
    }
}

impl Square {
    /// The square with this index, if it is in `0..64`.
    pub const fn new(index: u8) -> Option<Square> {
        if index < 64 {
            Some(Square(index))
        } else {
            None
        }
    }

    /// The square of a bit index taken from a bitboard (always below 64; masked to stay a square).
    pub(crate) const fn from_bit(index: u32) -> Square {
        debug_assert!(index < 64);
        Square((index & 63) as u8)
    }

    pub const fn from_coords(file: File, rank: Rank) -> Square {
        Square(rank.0 * 8 + file.0)
    }

    /// 0..64. (Masked, so that the compiler knows the bound and indexes tables unchecked.)
    #[inline(always)]
    pub const fn index(self) -> usize {
        (self.0 & 63) as usize
    }

    pub const fn file(self) -> File {
        File(self.0 & 7)
    }

    pub const fn rank(self) -> Rank {
        Rank(self.0 >> 3)
    }

    /// The square mirrored vertically (a1 ↔ a8): how Black sees White's square.
    pub const fn flip_vertical(self) -> Square {
        Square(self.0 ^ 56)
    }

    /// The square `df` files and `dr` ranks away, if it is on the board.
    pub const fn offset(self, df: i8, dr: i8) -> Option<Square> {
        let f = (self.0 & 7) as i8 + df;
        let r = (self.0 >> 3) as i8 + dr;
        if f >= 0 && f < 8 && r >= 0 && r < 8 {
            Some(Square((r * 8 + f) as u8))
        } else {
            None
        }
    }

    /// Light squares are those where file + rank is odd (h1 is light, a1 is dark).
    pub const fn is_light(self) -> bool {
        ((self.0 & 7) + (self.0 >> 3)) % 2 == 1
    }

    /// Parses a square name such as `e4`.
    pub fn parse(name: &str) -> Option<Square> {
        match *name.as_bytes() {
            [file, rank] => Some(Square::from_coords(File::from_char(char::from(file))?, Rank::from_char(char::from(rank))?)),
            _ => None,
        }
    }

    /// Every square, a1 first.
    pub fn all() -> impl Iterator<Item = Square> {
        (0..64).map(Square)
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_char(self.file().to_char())?;
        f.write_char(self.rank().to_char())
    }
}

impl fmt::Debug for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// Named squares, for tests and setups.
#[allow(dead_code)]
pub mod squares {
    use super::Square;
    macro_rules! named {
        ($($name:ident = $i:expr),* $(,)?) => { $(pub const $name: Square = Square($i);)* };
    }
    named!(
        A1 = 0, B1 = 1, C1 = 2, D1 = 3, E1 = 4, F1 = 5, G1 = 6, H1 = 7,
        A2 = 8, B2 = 9, C2 = 10, D2 = 11, E2 = 12, F2 = 13, G2 = 14, H2 = 15,
        A3 = 16, B3 = 17, C3 = 18, D3 = 19, E3 = 20, F3 = 21, G3 = 22, H3 = 23,
        A4 = 24, B4 = 25, C4 = 26, D4 = 27, E4 = 28, F4 = 29, G4 = 30, H4 = 31,
        A5 = 32, B5 = 33, C5 = 34, D5 = 35, E5 = 36, F5 = 37, G5 = 38, H5 = 39,
        A6 = 40, B6 = 41, C6 = 42, D6 = 43, E6 = 44, F6 = 45, G6 = 46, H6 = 47,
        A7 = 48, B7 = 49, C7 = 50, D7 = 51, E7 = 52, F7 = 53, G7 = 54, H7 = 55,
        A8 = 56, B8 = 57, C8 = 58, D8 = 59, E8 = 60, F8 = 61, G8 = 62, H8 = 63,
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        for sq in Square::all() {
            assert_eq!(Square::parse(&sq.to_string()), Some(sq));
        }
        assert_eq!(Square::parse("e4"), Some(squares::E4));
        assert_eq!(Square::parse("i1"), None);
        assert_eq!(Square::parse("a9"), None);
        assert_eq!(Square::parse("a1x"), None);
    }

    #[test]
    fn h1_is_light_a1_is_dark() {
        assert!(squares::H1.is_light());
        assert!(!squares::A1.is_light());
        assert!(squares::A8.is_light());
    }
}
