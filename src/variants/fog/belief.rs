//! What the side to move in Fog of War knows, and the positions it could be facing: a
//! [`Belief`] holds the view (its own pieces, the enemy pieces in sight, the hidden squares),
//! the enemy pieces out of sight (the start set less what is seen and what was taken) and the
//! legal moves; [`Belief::sample`] places the unseen pieces on hidden squares at random,
//! consistently with the view. Nothing beyond the view is read.

use crate::referee::Refereed;
use super::{visible, Fog};
use crate::chess::{Bitboard, Color, Piece, Rank, Role, Square};
use crate::variants::board8::Pos8;
use crate::variants::{GamePosition, VariantError, Referee, View};

/// What the side to move knows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Belief {
    pub viewer: Color,
    /// Its pieces and the enemy pieces it sees.
    pub seen_pieces: Vec<(Square, Piece)>,
    pub hidden: Bitboard,
    /// Enemy pieces out of sight, by role index.
    pub unseen: [u8; 6],
    /// The legal moves, in UCI.
    pub legal: Vec<String>,
}

/// The enemy's pieces at the start, by role index.
const START_SET: [u8; 6] = [8, 2, 2, 2, 1, 1];

impl Belief {
    /// From a view, the legal moves and the enemy pieces taken so far (by role index, pawns
    /// for promoted pieces).
    pub fn new(view: &View, legal: Vec<String>, taken: [u8; 6]) -> Result<Belief, VariantError> {
        let viewer = if view.viewer == 0 { Color::White } else { Color::Black };
        let mut seen_pieces = Vec::with_capacity(view.pieces.len());
        for (name, c) in &view.pieces {
            let sq = Square::parse(name).ok_or_else(|| VariantError::Unsupported(format!("bad square in view: {name}")))?;
            let piece = Piece::from_char(*c).ok_or_else(|| VariantError::Unsupported(format!("bad piece in view: {c}")))?;
            seen_pieces.push((sq, piece));
        }
        let hidden: Bitboard = view.hidden.iter().filter_map(|n| Square::parse(n)).collect();
        let mut unseen = START_SET;
        let mut less = |role: Role| {
            let slot = if unseen[role.index()] > 0 { role.index() } else { Role::Pawn.index() };
            unseen[slot] = unseen[slot].saturating_sub(1);
        };
        for &(_, p) in seen_pieces.iter().filter(|(_, p)| p.color != viewer) {
            less(p.role);
        }
        for role in Role::ALL {
            for _ in 0..taken[role.index()] {
                less(role);
            }
        }
        Ok(Belief { viewer, seen_pieces, hidden, unseen, legal })
    }

    /// From our referee: the view of the side to move, its legal moves, and what its own moves
    /// took (each taken piece stood on a square the mover saw: the move's target).
    pub fn from_game(game: &Referee<Fog>) -> Belief {
        let pos = game.position();
        let viewer = pos.turn();
        let mut taken = [0u8; 6];
        let mut before = game.start().clone();
        for &m in game.moves() {
            if before.turn() == viewer {
                let target = match m.kind {
                    crate::variants::board8::Kind8::EnPassant => Some(Role::Pawn),
                    _ => before.pos.board.piece_at(m.to).filter(|p| p.color != color(viewer)).map(|p| p.role),
                };
                if let Some(role) = target {
                    let promoted = before.pos.promoted.contains(m.to);
                    taken[if promoted { Role::Pawn } else { role }.index()] += 1;
                }
            }
            before.play(m);
        }
        let view = pos.view(viewer).unwrap_or_else(|| unreachable!("Fog of War has views"));
        let legal = game.legal_moves().iter().map(|&m| pos.uci(m)).collect();
        Belief::new(&view, legal, taken).unwrap_or_else(|e| unreachable!("our own view reads back: {e}"))
    }

    /// One full position consistent with the view: the unseen enemy pieces on hidden squares
    /// (squares in front of our pawns that they cannot push to hold one for sure), redrawn
    /// until the viewer would see exactly what it sees (a few tries).
    pub fn sample(&self, random: &mut dyn FnMut() -> u64) -> Pos8 {
        let mut last = self.place(random);
        for _ in 0..24 {
            if visible(&last, self.viewer) == !self.hidden {
                break;
            }
            last = self.place(random);
        }
        last
    }

    fn place(&self, random: &mut dyn FnMut() -> u64) -> Pos8 {
        let us = self.viewer;
        let them = !us;
        let mut pos = Pos8 { turn: us, castling: Bitboard::EMPTY, ..Pos8::standard() };
        pos.board = crate::chess::Board::empty();
        for &(sq, p) in &self.seen_pieces {
            pos.board.put(sq, p);
        }
        let mut pool: Vec<Role> = Role::ALL.iter().flat_map(|&r| std::iter::repeat_n(r, self.unseen[r.index()] as usize)).collect();
        let pawn_ranks = !Bitboard::BACK_RANKS;
        let mut free = self.hidden;
        // Squares our pawns cannot step onto although hidden: an enemy piece stands there.
        let forward = |sq: Square| sq.offset(0, us.fold(1, -1));
        let blocked: Vec<Square> = pos.board.by_piece(Piece::new(us, Role::Pawn)).into_iter().filter_map(forward).filter(|&s| self.hidden.contains(s)).collect();
        for sq in blocked {
            if !free.contains(sq) || pool.is_empty() {
                continue;
            }
            let pick = pool.iter().position(|&r| r == Role::Pawn && pawn_ranks.contains(sq)).or_else(|| pool.iter().position(|&r| r != Role::King && r != Role::Pawn)).unwrap_or(0);
            let role = pool.swap_remove(pick);
            if role == Role::Pawn && !pawn_ranks.contains(sq) {
                continue;
            }
            pos.board.put(sq, Piece::new(them, role));
            free.clear(sq);
        }
        // The king first (it decides games), then the rest, each on a random free square.
        pool.sort_by_key(|&r| std::cmp::Reverse(r.index()));
        for role in pool {
            let allowed = if role == Role::Pawn { free & pawn_ranks } else { free };
            let squares: Vec<Square> = allowed.into_iter().collect();
            if squares.is_empty() {
                continue;
            }
            let sq = squares[(random() % squares.len() as u64) as usize];
            pos.board.put(sq, Piece::new(them, role));
            free.clear(sq);
        }
        // Castling for kings and rooks still at home (only a guess; root moves are the true ones).
        let mut rights = Bitboard::EMPTY;
        for color in Color::ALL {
            let home = color.fold(Rank::FIRST, Rank::EIGHTH);
            if pos.board.king_of(color) == Some(Square::from_coords(crate::chess::File::E, home)) {
                for file in [crate::chess::File::A, crate::chess::File::H] {
                    let corner = Square::from_coords(file, home);
                    if pos.board.piece_at(corner) == Some(Piece::new(color, Role::Rook)) {
                        rights.set(corner);
                    }
                }
            }
        }
        pos.castling = rights;
        pos
    }
}

fn color(player: u8) -> Color {
    if player == 0 {
        Color::White
    } else {
        Color::Black
    }
}

