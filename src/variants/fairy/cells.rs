//! The board: a [`Shape`] (files × ranks, up to 128 cells) and [`Cells`], a set of its cells in
//! one `u128` (bit `rank * files + file`). Everything else (attack tables, zones, rays) is
//! generated from the shape, so a board is declared by two numbers.

use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, BitXorAssign, Not};

/// A cell's index: `rank * files + file` (rank 0 = White's side, file 0 = the a-file).
pub type Cell = u8;

/// The most cells a board of this engine may have.
pub const MAX_CELLS: usize = 128;

/// A set of cells. Only the engine's own operations are here: union, intersection, the first
/// and last member (for rays), iteration.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Cells(pub u128);

impl Cells {
    pub const EMPTY: Cells = Cells(0);

    #[inline]
    pub const fn one(c: Cell) -> Cells {
        Cells(bit(c))
    }

    #[inline]
    pub fn has(self, c: Cell) -> bool {
        let half = if c < 64 { self.0 as u64 } else { (self.0 >> 64) as u64 };
        half >> (c & 63) & 1 != 0
    }

    #[inline]
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// Not empty. (It hides `Iterator::any`: call that as `Iterator::any(&mut set, f)`.)
    #[inline]
    pub fn any(self) -> bool {
        self.0 != 0
    }

    #[inline]
    pub fn count(self) -> u32 {
        self.0.count_ones()
    }

    /// The lowest cell (`None` when empty).
    #[inline]
    pub fn first(self) -> Option<Cell> {
        (self.0 != 0).then(|| self.0.trailing_zeros() as Cell)
    }

    /// The highest cell (`None` when empty).
    #[inline]
    pub fn last(self) -> Option<Cell> {
        (self.0 != 0).then(|| 127 - self.0.leading_zeros() as Cell)
    }

    #[inline]
    pub fn more_than_one(self) -> bool {
        self.0 & self.0.wrapping_sub(1) != 0
    }

    #[inline]
    pub fn with(self, c: Cell) -> Cells {
        Cells(self.0 | bit(c))
    }

    #[inline]
    pub fn without(self, c: Cell) -> Cells {
        Cells(self.0 & !bit(c))
    }
}

/// The bit of cell `c`, looked up: wasm has no 128-bit shift, and LLVM makes `1u128 << c` (or
/// any arithmetic it recognises as one) a call to a helper.
#[inline]
const fn bit(c: Cell) -> u128 {
    BITS[c as usize % MAX_CELLS]
}

const BITS: [u128; MAX_CELLS] = {
    let mut bits = [0; MAX_CELLS];
    let mut c = 0;
    while c < MAX_CELLS {
        bits[c] = 1 << c;
        c += 1;
    }
    bits
};

impl Iterator for Cells {
    type Item = Cell;
    #[inline]
    fn next(&mut self) -> Option<Cell> {
        let c = self.first()?;
        self.0 &= self.0 - 1;
        Some(c)
    }
}

impl std::fmt::Debug for Cells {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list().entries(*self).finish()
    }
}

macro_rules! binop {
    ($tr:ident, $f:ident, $tra:ident, $fa:ident, $op:tt) => {
        impl $tr for Cells {
            type Output = Cells;
            #[inline]
            fn $f(self, o: Cells) -> Cells {
                Cells(self.0 $op o.0)
            }
        }
        impl $tra for Cells {
            #[inline]
            fn $fa(&mut self, o: Cells) {
                self.0 = self.0 $op o.0;
            }
        }
    };
}
binop!(BitAnd, bitand, BitAndAssign, bitand_assign, &);
binop!(BitOr, bitor, BitOrAssign, bitor_assign, |);
binop!(BitXor, bitxor, BitXorAssign, bitxor_assign, ^);

/// The complement in all 128 bits: intersect with [`Shape::all`] before using it as a board set.
impl Not for Cells {
    type Output = Cells;
    #[inline]
    fn not(self) -> Cells {
        Cells(!self.0)
    }
}

/// A rectangular board of `files × ranks` cells (≤ 128): 8×8, 9×10 (xiangqi's points), 9×9,
/// 5×5. Cells are named as pyffish writes them: file letter then rank number (`a10`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shape {
    pub files: u8,
    pub ranks: u8,
}

impl Shape {
    pub const fn new(files: u8, ranks: u8) -> Shape {
        assert!(files as usize * ranks as usize <= MAX_CELLS && files <= 26 && ranks <= 99);
        Shape { files, ranks }
    }

    /// How many cells the board has.
    pub const fn cell_count(self) -> usize {
        self.files as usize * self.ranks as usize
    }

    pub fn all(self) -> Cells {
        Cells(if self.cell_count() == 128 { u128::MAX } else { (1u128 << self.cell_count()) - 1 })
    }

    #[inline]
    pub fn file(self, c: Cell) -> u8 {
        c % self.files
    }

    #[inline]
    pub fn rank(self, c: Cell) -> u8 {
        c / self.files
    }

    pub fn cell(self, file: i32, rank: i32) -> Option<Cell> {
        ((0..self.files as i32).contains(&file) && (0..self.ranks as i32).contains(&rank)).then(|| (rank * self.files as i32 + file) as Cell)
    }

    /// The cell `df` files and `dr` ranks away, if on the board.
    pub fn offset(self, c: Cell, df: i32, dr: i32) -> Option<Cell> {
        self.cell(self.file(c) as i32 + df, self.rank(c) as i32 + dr)
    }

    /// Every cell of rank `rank`.
    pub fn rank_cells(self, rank: u8) -> Cells {
        (0..self.files).filter_map(|f| self.cell(f as i32, rank as i32)).fold(Cells::EMPTY, Cells::with)
    }

    /// Every cell of file `file`.
    pub fn file_cells(self, file: u8) -> Cells {
        (0..self.ranks).filter_map(|r| self.cell(file as i32, r as i32)).fold(Cells::EMPTY, Cells::with)
    }

    /// `a1`, `i10`.
    pub fn name(self, c: Cell) -> String {
        format!("{}{}", (b'a' + self.file(c)) as char, self.rank(c) + 1)
    }

    /// Reads a cell name at the start of `text`; returns the cell and the bytes it took.
    pub fn parse_prefix(self, text: &str) -> Option<(Cell, usize)> {
        let bytes = text.as_bytes();
        let file = bytes.first()?.checked_sub(b'a')?;
        let digits = bytes[1..].iter().take_while(|b| b.is_ascii_digit()).count().min(2);
        // "a10a9": the longest rank number that names a rank of this board.
        for len in (1..=digits).rev() {
            let rank: u32 = text[1..1 + len].parse().ok()?;
            if text.as_bytes()[1] != b'0' && (1..=self.ranks as u32).contains(&rank) {
                return Some((self.cell(file as i32, rank as i32 - 1)?, 1 + len));
            }
        }
        None
    }

    /// The cell named exactly `text`.
    pub fn parse(self, text: &str) -> Option<Cell> {
        self.parse_prefix(text).filter(|&(_, len)| len == text.len()).map(|(c, _)| c)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cells_are_named_as_pyffish_writes_them() {
        let xiangqi = Shape::new(9, 10);
        assert_eq!(xiangqi.name(0), "a1");
        assert_eq!(xiangqi.name(89), "i10");
        assert_eq!(xiangqi.parse("a10"), Some(81));
        assert_eq!(xiangqi.parse_prefix("a10a9"), Some((81, 3)));
        assert_eq!(xiangqi.parse_prefix("a1a2"), Some((0, 2)));
        assert_eq!(xiangqi.parse("j1"), None);
        assert_eq!(Shape::new(8, 8).parse("a9"), None);
        assert_eq!(Shape::new(5, 5).all().count(), 25);
    }

    #[test]
    fn a_set_finds_its_ends_and_iterates_in_order() {
        let s = Cells::one(3).with(100).with(64);
        assert_eq!((s.first(), s.last(), s.count()), (Some(3), Some(100), 3));
        assert_eq!(s.collect::<Vec<_>>(), vec![3, 64, 100]);
        assert!(s.more_than_one() && !Cells::one(5).more_than_one());
    }
}
