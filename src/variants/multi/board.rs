//! Boards as graphs of cells: names, the rows of the position text, and precomputed tables of
//! what a piece reaches from each cell (rays "straight on", knight and alfil leaps, pawn steps per
//! army direction). The move generator reads only these tables, never coordinates, so a board
//! that is not a grid (the three-player hexagon) plugs in by filling the same [`Board`] from its
//! cell graph: `orth_rays`/`diag_rays` from "shares an edge"/"shares only a corner" followed
//! straight on, `knight`/`alfil` from its leap rule, `pawn[d]` per army direction. Grids are
//! built here by [`Board::grid`] from a shape predicate.

/// Cells are numbered 0..len in position-text order (top row first, files ascending).
pub type Cell = u16;

/// More cells than the largest board (the eight-player board has 516).
pub const MAX_CELLS: usize = 576;
const WORDS: usize = MAX_CELLS / 64;

/// A set of cells: a fixed array of u64 words, wide enough for every board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct CellSet([u64; WORDS]);

impl CellSet {
    pub fn insert(&mut self, c: Cell) {
        self.0[c as usize / 64] |= 1 << (c % 64);
    }
    pub fn contains(&self, c: Cell) -> bool {
        self.0[c as usize / 64] >> (c % 64) & 1 == 1
    }
    pub fn len(&self) -> usize {
        self.0.iter().map(|w| w.count_ones() as usize).sum()
    }
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

/// What a pawn moving in one direction does from each cell.
#[derive(Clone, Debug, Default)]
pub struct PawnTable {
    pub forward: Vec<Option<Cell>>,
    pub captures: Vec<Vec<Cell>>,
    /// The cells from which a pawn of this direction attacks each cell (the reverse of captures).
    pub attackers: Vec<Vec<Cell>>,
}

#[derive(Clone, Debug, Default)]
pub struct Board {
    pub names: Vec<String>,
    /// The position text's rows, each its cells in order.
    pub rows: Vec<Vec<Cell>>,
    pub orth_rays: Vec<Vec<Vec<Cell>>>,
    pub diag_rays: Vec<Vec<Vec<Cell>>>,
    pub knight: Vec<Vec<Cell>>,
    pub alfil: Vec<Vec<Cell>>,
    /// Boards that are not grids: the king's steps that are no ray's first cell (on the
    /// three-player hexagon, the cells that share only the centre point). Empty for grids.
    pub king_extra: Vec<Vec<Cell>>,
    /// Boards whose knight leaps are not mutual (the hexagon near its centre): the cells a
    /// knight attacks each cell from. Empty: `knight` itself.
    pub knight_from: Vec<Vec<Cell>>,
    /// Per army direction (grids: 0 north, 1 east, 2 south, 3 west).
    pub pawn: Vec<PawnTable>,
    /// Grids only: (file, rank) from 0, and the size; used to turn the board.
    pub coords: Vec<(i32, i32)>,
    pub size: (i32, i32),
}

pub const NORTH: u8 = 0;
pub const EAST: u8 = 1;
pub const SOUTH: u8 = 2;
pub const WEST: u8 = 3;
const DIRS: [(i32, i32); 4] = [(0, 1), (1, 0), (0, -1), (-1, 0)];

impl Board {
    /// A `w`×`h` grid keeping the squares `is_cell(file, rank)` (from 0); files are named a, b, …
    pub fn grid(w: i32, h: i32, is_cell: impl Fn(i32, i32) -> bool) -> Board {
        let mut index = vec![None; (w * h) as usize];
        let mut b = Board { size: (w, h), ..Board::default() };
        for r in (0..h).rev() {
            let mut row = Vec::new();
            for f in 0..w {
                if is_cell(f, r) {
                    let c = b.names.len() as Cell;
                    index[(r * w + f) as usize] = Some(c);
                    b.names.push(format!("{}{}", (b'a' + f as u8) as char, r + 1));
                    b.coords.push((f, r));
                    row.push(c);
                }
            }
            b.rows.push(row);
        }
        let at = |f: i32, r: i32| if f < 0 || r < 0 || f >= w || r >= h { None } else { index[(r * w + f) as usize] };
        let ray = |f: i32, r: i32, df: i32, dr: i32| {
            let mut out = Vec::new();
            let (mut x, mut y) = (f + df, r + dr);
            while let Some(c) = at(x, y) {
                out.push(c);
                x += df;
                y += dr;
            }
            out
        };
        let leaps = |f: i32, r: i32, offsets: &[(i32, i32)]| offsets.iter().filter_map(|&(df, dr)| at(f + df, r + dr)).collect::<Vec<_>>();
        const KNIGHT: [(i32, i32); 8] = [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)];
        const ALFIL: [(i32, i32); 4] = [(2, 2), (2, -2), (-2, -2), (-2, 2)];
        for &(f, r) in &b.coords.clone() {
            b.orth_rays.push(DIRS.iter().map(|&(df, dr)| ray(f, r, df, dr)).filter(|v| !v.is_empty()).collect());
            b.diag_rays.push([(1, 1), (1, -1), (-1, -1), (-1, 1)].iter().map(|&(df, dr)| ray(f, r, df, dr)).filter(|v| !v.is_empty()).collect());
            b.knight.push(leaps(f, r, &KNIGHT));
            b.alfil.push(leaps(f, r, &ALFIL));
        }
        for &(df, dr) in &DIRS {
            let mut t = PawnTable { attackers: vec![Vec::new(); b.len()], ..PawnTable::default() };
            for &(f, r) in &b.coords {
                t.forward.push(at(f + df, r + dr));
                // diagonally forward: forward plus one step to either side
                t.captures.push(leaps(f, r, &[(df + dr, dr + df), (df - dr, dr - df)]));
            }
            for (c, caps) in t.captures.iter().enumerate() {
                for &x in caps {
                    t.attackers[x as usize].push(c as Cell);
                }
            }
            b.pawn.push(t);
        }
        b
    }

    pub fn len(&self) -> usize {
        self.names.len()
    }

    pub fn is_empty(&self) -> bool {
        self.names.is_empty()
    }

    pub fn cell(&self, name: &str) -> Option<Cell> {
        self.names.iter().position(|n| n == name).map(|c| c as Cell)
    }

    pub fn name(&self, c: Cell) -> &str {
        &self.names[c as usize]
    }

    /// Grids: the cell at (file, rank), if the board has it.
    pub fn at(&self, f: i32, r: i32) -> Option<Cell> {
        self.coords.iter().position(|&x| x == (f, r)).map(|c| c as Cell)
    }

    /// The cells along line `k` (from 1) counted from the edge a pawn of direction `dir` starts
    /// at: line 2 is the double-step line, the far line the promotion line.
    pub fn line(&self, dir: u8, k: i32) -> CellSet {
        let (w, h) = self.size;
        let mut set = CellSet::default();
        for (c, &(f, r)) in self.coords.iter().enumerate() {
            let line = match dir {
                NORTH => r + 1,
                EAST => f + 1,
                SOUTH => h - r,
                _ => w - f,
            };
            if line == k {
                set.insert(c as Cell);
            }
        }
        set
    }

    /// The cells a pawn of direction `dir` cannot step beyond (its far edge).
    pub fn far_edge(&self, dir: u8) -> CellSet {
        let mut set = CellSet::default();
        for c in 0..self.len() {
            if self.pawn[dir as usize].forward[c].is_none() {
                set.insert(c as Cell);
            }
        }
        set
    }

    /// Grids: the cell a quarter turn takes `c` to (clockwise: the bottom edge onto the left).
    pub fn quarter_turn(&self, c: Cell, clockwise: bool) -> Cell {
        let (w, h) = self.size;
        let (f, r) = self.coords[c as usize];
        let (nf, nr) = if clockwise { (r, w - 1 - f) } else { (h - 1 - r, f) };
        self.at(nf, nr).expect("a square board's shape turns onto itself")
    }
}
