//! Three-player chess on the 96-cell hexagon (`three-player`; rules.md beside this file):
//! George R. Dekle Sr.'s Three-man chess, the first checkmate wins.
//!
//! The hexagon is a cell graph ([`geometry`], generated from the kites' corners) poured into the
//! N-player layer's [`Board`]: rays straight on, knight leaps, one pawn direction per seat (its
//! file to the centre and down a neighbour's), the king's extra steps at the centre. The rules
//! are the layer's switches (check, passes when stalemated, [`Ranking::FirstMate`]); turning by
//! a seat (C12) is a third of a turn, [`turned`].

pub mod geometry;
#[cfg(test)]
mod tests;

use crate::variants::multi::board::{Board, Cell, CellSet, PawnTable, MAX_CELLS};
use crate::variants::multi::position::{dir_of, kind_of, piece, promoted, seat_of, Move, MoveKind, Pos, NO_CELL};
use crate::variants::multi::rules::*;
use geometry::{cell, hexagon, name, turn_cell, CELLS, SEATS};
use std::sync::OnceLock;

/// G3: every army as in chess in its own section (rows: White's ranks 4…1, Red's, Black's).
pub const START: &str = "8/8/wP,wP,wP,wP,wP,wP,wP,wP/wR,wN,wB,wQ,wK,wB,wN,wR/8/8/rP,rP,rP,rP,rP,rP,rP,rP/rR,rN,rB,rQ,rK,rB,rN,rR/8/8/bP,bP,bP,bP,bP,bP,bP,bP/bR,bN,bB,bQ,bK,bB,bN,bR w a,a,a 0,0,0 KQ,KQ,KQ - 0 1";

pub fn rules() -> &'static Rules {
    static RULES: OnceLock<Rules> = OnceLock::new();
    RULES.get_or_init(|| Rules {
        name: "three-player",
        board: board(),
        seats: vec![("White", 'w'), ("Red", 'r'), ("Black", 'b')],
        team: vec![0, 1, 2],
        // pawn direction = seat: each seat's pawns follow their own files (G7)
        pawn_dir: vec![0, 1, 2],
        start: START,
        check: true,
        // G12: stalemated, a seat passes; mated, the game is over before its turn (G11)
        no_move: NoMove::Pass,
        immediate_mate: false,
        points: None,
        promoted_points: None,
        drawn_end_points: false,
        ranking: Ranking::FirstMate,
        pawn_resets_clock: true,
        double_step: true,
        double_line: (0..SEATS).map(|s| cells((0..8).map(|f| cell(s, f, 2)))).collect(),
        promotion_line: (0..SEATS).map(|s| cells((0..SEATS).filter(|&o| o != s).flat_map(|o| (0..8).map(move |f| cell(o, f, 1))))).collect(),
        promotion_kinds: &[QUEEN, ROOK, BISHOP, KNIGHT],
        castles: (0..SEATS).flat_map(castles).collect(),
        pawn_dirs_in_text: false,
        // unused: the hexagon turns by thirds ([`turned`]), not by the grids' quarter turns
        turn_clockwise: true,
        seats_per_quarter: 1,
    })
}

fn cells(list: impl Iterator<Item = Cell>) -> CellSet {
    let mut set = CellSet::default();
    list.for_each(|c| set.insert(c));
    set
}

/// The hexagon as the layer's board: cells numbered by section, rank and file; the position
/// text's rows listed in its order.
fn board() -> Board {
    let hex = hexagon();
    let first_steps = |c: usize| hex.orthogonal_rays[c].iter().chain(&hex.diagonal_rays[c]).map(|ray| ray[0]).collect::<Vec<_>>();
    Board {
        names: (0..CELLS as Cell).map(name).collect(),
        rows: (0..SEATS).flat_map(|s| (1..=4).rev().map(move |r| (0..8).map(|f| cell(s, f, r)).collect())).collect(),
        orth_rays: hex.orthogonal_rays.clone(),
        diag_rays: hex.diagonal_rays.clone(),
        knight: hex.knight.clone(),
        knight_from: hex.knight_from.clone(),
        alfil: vec![Vec::new(); CELLS],
        king_extra: (0..CELLS).map(|c| hex.neighbours(c as Cell).filter(|n| !first_steps(c).contains(n)).collect()).collect(),
        pawn: (0..SEATS)
            .map(|s| PawnTable {
                forward: hex.pawn_forward[s].clone(),
                captures: hex.pawn_captures[s].clone(),
                attackers: hex.pawn_captured_from[s].clone(),
            })
            .collect(),
        coords: Vec::new(),
        size: (0, 0),
    }
}

/// G9: king e1 to g1 with the rook h1 to f1 (`K`), king e1 to c1 with the rook a1 to d1 (`Q`).
fn castles(s: usize) -> [Castle; 2] {
    let rank1 = |files: &[usize]| files.iter().map(|&f| cell(s, f, 1)).collect::<Vec<_>>();
    let seat = s as u8;
    [
        Castle { seat, side: 0, king_from: cell(s, 4, 1), king_to: cell(s, 6, 1), rook_from: cell(s, 7, 1), rook_to: cell(s, 5, 1), empty: rank1(&[5, 6]), safe: rank1(&[5, 6]) },
        Castle { seat, side: 1, king_from: cell(s, 4, 1), king_to: cell(s, 2, 1), rook_from: cell(s, 0, 1), rook_to: cell(s, 3, 1), empty: rank1(&[1, 2, 3]), safe: rank1(&[3, 2]) },
    ]
}

/// C12: the position turned by `seats` thirds of a turn, every army onto the next seat's place
/// (White's cells onto Red's, with the same file and rank).
pub fn turned(pos: &Pos, seats: usize) -> Pos {
    let shift = |s: u8| ((s as usize + seats) % SEATS) as u8;
    let mut out = pos.clone();
    out.board = [0; MAX_CELLS];
    for c in 0..CELLS {
        let p = pos.board[c];
        if p != 0 {
            let dir = if kind_of(p) == PAWN { shift(dir_of(p)) } else { dir_of(p) };
            out.board[turn_cell(c as Cell, seats) as usize] = piece(shift(seat_of(p)), kind_of(p), dir, promoted(p));
        }
    }
    for s in 0..SEATS as u8 {
        let (from, to) = (s as usize, shift(s) as usize);
        out.status[to] = pos.status[from];
        out.scores[to] = pos.scores[from];
        out.castling[to] = pos.castling[from];
        out.kings[to] = if pos.kings[from] == NO_CELL { NO_CELL } else { turn_cell(pos.kings[from], seats) };
    }
    out.turn = shift(pos.turn);
    out.ep = pos.ep.map(|(a, b)| (turn_cell(a, seats), turn_cell(b, seats)));
    out
}

/// `m` turned as [`turned`] turns the board.
pub fn turned_move(m: Move, seats: usize) -> Move {
    let kind = match m.kind {
        MoveKind::Pass => return m,
        // the castling moves are listed by seat, two each
        MoveKind::Castle(i) => MoveKind::Castle(((i as usize + 2 * seats) % (2 * SEATS)) as u8),
        other => other,
    };
    Move { from: turn_cell(m.from, seats), to: turn_cell(m.to, seats), kind, ..m }
}
