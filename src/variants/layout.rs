//! What a page needs to draw a game's board that only the game knows: the board's
//! size, whether pieces stand on points, the pieces' names, the palaces and the river drawn over
//! the board, the count of the counting games and the phase. The wasm layer turns it into
//! `board()`'s fields; the page draws what it says and learns no rule.

/// A kind of piece: its FEN letter (lower case), its name ("cannon"), whether check is about it,
/// and whether it is a promoted form (written `+P`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PieceKind {
    pub letter: char,
    pub name: &'static str,
    pub royal: bool,
    pub promoted: bool,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Layout {
    pub files: u8,
    pub ranks: u8,
    /// Pieces stand on the crossings of lines (xiangqi, janggi), not in squares.
    pub points: bool,
    pub kinds: Vec<PieceKind>,
    /// Palaces, each from one corner cell to the opposite one (drawn with their diagonals).
    pub palaces: Vec<(String, String)>,
    /// The river runs above this rank (1-based), across the whole board.
    pub river: Option<u8>,
    /// The count running (Makruk, Ouk Chatrang, Sittuyin), in moves: (count, limit).
    pub count: Option<(u16, u16)>,
    /// `placement` while pieces are placed from the hand before play (Sittuyin), else `play`.
    pub phase: &'static str,
}

/// Chess's pieces, as the chess core names them.
const CHESS: [PieceKind; 6] = [
    PieceKind { letter: 'p', name: "pawn", royal: false, promoted: false },
    PieceKind { letter: 'n', name: "knight", royal: false, promoted: false },
    PieceKind { letter: 'b', name: "bishop", royal: false, promoted: false },
    PieceKind { letter: 'r', name: "rook", royal: false, promoted: false },
    PieceKind { letter: 'q', name: "queen", royal: false, promoted: false },
    PieceKind { letter: 'k', name: "king", royal: true, promoted: false },
];

impl Layout {
    /// Chess's board: 8×8 squares and its six pieces.
    pub fn chess() -> Layout {
        Layout { files: 8, ranks: 8, points: false, kinds: CHESS.to_vec(), palaces: Vec::new(), river: None, count: None, phase: "play" }
    }

    /// The cell named `name` (`a1` … the last file and rank) as an index, rank by rank from
    /// `a1`; `None` when the board has no such cell.
    pub fn cell_index(&self, name: &str) -> Option<usize> {
        let (&letter, digits) = name.as_bytes().split_first()?;
        let file = letter.checked_sub(b'a').filter(|&f| f < self.files)?;
        let rank = std::str::from_utf8(digits).ok().filter(|d| !d.starts_with('0'))?.parse::<u8>().ok()?;
        (1..=self.ranks).contains(&rank).then(|| (rank as usize - 1) * self.files as usize + file as usize)
    }

    /// Whether `name` is a cell of this board.
    pub fn has_cell(&self, name: &str) -> bool {
        self.cell_index(name).is_some()
    }
}

/// The name of the cell on `file` and `rank` (from 0): `a1` … `i10`.
pub fn cell_name(file: u8, rank: u8) -> String {
    format!("{}{}", (b'a' + file) as char, rank + 1)
}
