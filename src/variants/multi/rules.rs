//! A game of the N-player layer as data: its board, seats, teams, pieces' setup and the switches
//! that tell its rules apart (check, when a mate counts, what having no move does, points, how
//! the end ranks the seats). Each game's folder builds one [`Rules`].

use super::board::{Board, Cell, CellSet};

/// Piece kinds; the letters of the position text.
pub const KING: u8 = 0;
pub const QUEEN: u8 = 1;
pub const ROOK: u8 = 2;
pub const BISHOP: u8 = 3;
pub const KNIGHT: u8 = 4;
pub const PAWN: u8 = 5;
pub const ALFIL: u8 = 6;
pub const FERZ: u8 = 7;
pub const KIND_LETTERS: [char; 8] = ['K', 'Q', 'R', 'B', 'N', 'P', 'A', 'F'];
/// Each kind's name, for people.
pub const KIND_NAMES: [&str; 8] = ["king", "queen", "rook", "bishop", "knight", "pawn", "alfil", "ferz"];

/// What happens when a seat's turn comes and it has no legal move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NoMove {
    /// Chaturaji: it passes, check or not (there is no check).
    Pass,
    /// Mated: out, its king leaves the board (Four Seasons); not in check: it passes.
    MatedOutKingLeaves,
    /// Mated: out, its king stays grey; not in check: it passes (eight-player team modes).
    MatedOut,
    /// Mated: its team loses at once; not in check: it passes (four-player `teams`).
    MatedTeamLoses,
    /// Out either way; stalemated it scores `STALEMATE_POINTS` itself (free-for-all).
    OutStalemateScores,
}

/// How an ended game ranks the seats.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ranking {
    /// By score, equal scores sharing a place.
    Score,
    /// The live seats first, then the others in reverse order of going out.
    LastKing,
    /// Teams: the live teams first, then the others in reverse order of going out.
    Teams,
    /// Three-player (G11): the first checkmate ends the game, judged after every move for
    /// every seat (as if it were its turn): the mover first, the mated last, the others between.
    /// Nobody goes out; an end by C9 is shared by all, as with `LastKing`.
    FirstMate,
}

pub const MATE_POINTS: i32 = 20;
/// The largest score and full-move number a position text may hold ("Position text" in
/// rules.md): far more than any game reaches, so that playing on from any text read never
/// wraps a counter.
pub const COUNTER_MAX: u32 = 999_999_999;
pub const STALEMATE_POINTS: i32 = 20;
pub const DRAWN_END_POINTS: i32 = 10;

/// One castling move of one seat.
#[derive(Clone, Debug)]
pub struct Castle {
    pub seat: u8,
    /// 0: king-side (`K`, the rook nearer the king), 1: queen-side (`Q`).
    pub side: u8,
    pub king_from: Cell,
    pub king_to: Cell,
    pub rook_from: Cell,
    pub rook_to: Cell,
    /// Cells that must be empty (between king and rook).
    pub empty: Vec<Cell>,
    /// Cells the king crosses or lands on, none attacked.
    pub safe: Vec<Cell>,
}

#[derive(Clone, Debug)]
pub struct Rules {
    /// `four-player:ffa`-style name of the game and mode.
    pub name: &'static str,
    pub board: Board,
    /// Per seat: its name and its letter.
    pub seats: Vec<(&'static str, char)>,
    /// Per seat: its team (each seat its own team without partners).
    pub team: Vec<u8>,
    /// Per seat: the direction its pawns move (Four Seasons: the default only).
    pub pawn_dir: Vec<u8>,
    pub start: &'static str,
    pub check: bool,
    pub no_move: NoMove,
    /// Mates judged after every move for every seat (free-for-all), not on the mated seat's turn.
    pub immediate_mate: bool,
    /// Capture values per kind, `None` in games without points.
    pub points: Option<[i32; 8]>,
    /// What capturing a promoted piece scores, if not its kind's value.
    pub promoted_points: Option<i32>,
    /// +10 to every live seat when the game ends by C9.
    pub drawn_end_points: bool,
    pub ranking: Ranking,
    /// Pawn moves reset the half-move counter (not in Chaturaji).
    pub pawn_resets_clock: bool,
    pub double_step: bool,
    /// Per pawn direction: the line pawns double-step from, and where they promote.
    pub double_line: Vec<CellSet>,
    pub promotion_line: Vec<CellSet>,
    pub promotion_kinds: &'static [u8],
    pub castles: Vec<Castle>,
    /// The position text writes each pawn's direction (Four Seasons).
    pub pawn_dirs_in_text: bool,
    /// The board's quarter turn that brings each army onto the next seat's place: clockwise?
    pub turn_clockwise: bool,
    /// Seats a quarter turn moves each army on (eight-player: 2).
    pub seats_per_quarter: usize,
}

impl Rules {
    pub fn n(&self) -> usize {
        self.seats.len()
    }

    /// The mode, in a game that has modes (`teams` of `four-player:teams`).
    pub fn mode(&self) -> Option<&'static str> {
        self.name.split_once(':').map(|(_, mode)| mode)
    }

    pub fn partners(&self, a: u8, b: u8) -> bool {
        self.team[a as usize] == self.team[b as usize]
    }

    pub fn has_castling(&self) -> bool {
        !self.castles.is_empty()
    }

    pub fn has_teams(&self) -> bool {
        (0..self.n()).any(|a| (0..self.n()).any(|b| a != b && self.team[a] == self.team[b]))
    }

    /// The seat whose letter is `c`.
    pub fn seat_of(&self, c: char) -> Option<u8> {
        self.seats.iter().position(|s| s.1 == c).map(|s| s as u8)
    }
}

/// Castling within an arm of a grid, written for a king and its two rooks on one line: the king
/// goes two cells toward the rook, the rook lands on the cell it crossed.
pub fn castle(board: &Board, seat: u8, side: u8, king: &str, rook: &str) -> Castle {
    let cell = |n: &str| board.cell(n).expect("castling cells are on the board");
    let (k, r) = (cell(king), cell(rook));
    let (kf, kr) = board.coords[k as usize];
    let (rf, rr) = board.coords[r as usize];
    let (df, dr) = ((rf - kf).signum(), (rr - kr).signum());
    let at = |i: i32| board.at(kf + df * i, kr + dr * i).expect("castling stays in the arm");
    let dist = (rf - kf).abs().max((rr - kr).abs());
    Castle {
        seat,
        side,
        king_from: k,
        king_to: at(2),
        rook_from: r,
        rook_to: at(1),
        empty: (1..dist).map(at).collect(),
        safe: vec![at(1), at(2)],
    }
}

/// The castling moves of `base` and their copies turned 1, 2, 3 quarter turns (each turn moves
/// the army `seats_per_quarter` seats on).
pub fn turned_castles(board: &Board, base: Vec<Castle>, n: usize, seats_per_quarter: usize, clockwise: bool) -> Vec<Castle> {
    let mut all = Vec::new();
    for q in 0..4 {
        for c in &base {
            let mut c = c.clone();
            let turn = |x: Cell| (0..q).fold(x, |x, _| board.quarter_turn(x, clockwise));
            c.seat = ((c.seat as usize + q * seats_per_quarter) % n) as u8;
            c.king_from = turn(c.king_from);
            c.king_to = turn(c.king_to);
            c.rook_from = turn(c.rook_from);
            c.rook_to = turn(c.rook_to);
            c.empty = c.empty.iter().map(|&x| turn(x)).collect();
            c.safe = c.safe.iter().map(|&x| turn(x)).collect();
            all.push(c);
        }
    }
    all.sort_by_key(|c| (c.seat, c.side));
    all
}

/// Per pawn direction, the cells of line `k` counted from its own side.
pub fn lines(board: &Board, k: i32) -> Vec<CellSet> {
    (0..4).map(|d| board.line(d, k)).collect()
}

/// Per pawn direction, its far edge.
pub fn far_edges(board: &Board) -> Vec<CellSet> {
    (0..4).map(|d| board.far_edge(d)).collect()
}
