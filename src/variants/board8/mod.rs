//! The shared 8×8 machinery of the chess variants: one position type ([`Pos8`]) that carries
//! everything any of the six games needs (pockets, promoted pieces, the duck), one move type
//! ([`Move8`]), pseudo-legal generation, the standard make-move, FEN and SAN as Fairy-Stockfish
//! writes them. Each game supplies its differences as hooks ([`Rules8`]) and gets a
//! [`GamePosition`](super::GamePosition) through [`V8`].
//!
//! Built on the chess core's bitboards and attack tables; nothing of the core is copied.

pub mod eval;
mod fen;
mod gen;
mod keys;
pub mod king_capture;
mod refusal;
mod san;
mod v8;

pub use fen::{parse_fen, write_fen, FenFlags};
pub use gen::{attacked_by, pseudo_moves, CastleRule, GenOptions};
pub use v8::{Rules8, V8};

use crate::chess::attacks;
use crate::chess::{castling_destinations, Bitboard, Board, Color, Piece, Rank, Role, Square};
use std::fmt;

/// How a move changes the board. Castling is stored as the king moving onto its rook's square
/// (as the chess core does); UCI and SAN turn it into `e1g1` / `O-O`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Kind8 {
    Normal,
    Castle,
    EnPassant,
    Promotion(Role),
    /// A piece from the pocket onto `to` (`from == to`).
    Drop(Role),
}

/// A move of an 8×8 variant: 6 bytes, `Copy`. `duck` is where the duck goes afterwards (duck
/// chess only).
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Move8 {
    pub from: Square,
    pub to: Square,
    pub kind: Kind8,
    pub duck: Option<Square>,
}

impl Move8 {
    pub const fn new(from: Square, to: Square, kind: Kind8) -> Move8 {
        Move8 { from, to, kind, duck: None }
    }

    pub fn is_drop(self) -> bool {
        matches!(self.kind, Kind8::Drop(_))
    }

    /// The move as Fairy-Stockfish's UCI writes it: `e2e4`, `e7e8q`, `P@e4`, castling as the
    /// king's two-square step `e1g1`, the duck's square after a comma `e2e4,e4d5`.
    pub fn uci(self) -> String {
        let mut s = String::with_capacity(10);
        match self.kind {
            Kind8::Drop(role) => {
                s.push(role.upper_char());
                s.push('@');
                s.push_str(&self.to.to_string());
            }
            Kind8::Castle => {
                let (king_to, _) = castling_destinations(self.from, self.to);
                s.push_str(&self.from.to_string());
                s.push_str(&king_to.to_string());
            }
            _ => {
                s.push_str(&self.from.to_string());
                s.push_str(&self.to.to_string());
                if let Kind8::Promotion(role) = self.kind {
                    s.push(role.char());
                }
            }
        }
        if let Some(duck) = self.duck {
            s.push(',');
            s.push_str(&self.landing().to_string());
            s.push_str(&duck.to_string());
        }
        s
    }

    /// Where the moving piece ends up (the king's square for castling).
    pub fn landing(self) -> Square {
        match self.kind {
            Kind8::Castle => castling_destinations(self.from, self.to).0,
            _ => self.to,
        }
    }
}

impl fmt::Debug for Move8 {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.uci())
    }
}

/// Refuses a position with two kings of one colour (games where the king is royal or its capture
/// ends the game).
pub fn at_most_one_king(pos: &Pos8) -> Result<(), crate::variants::VariantError> {
    for color in Color::ALL {
        if pos.board.by_piece(Piece::new(color, Role::King)).more_than_one() {
            return Err(crate::variants::VariantError::Fen(format!("{} has more than one king", color.name())));
        }
    }
    Ok(())
}

/// A piece taken by a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Captured {
    pub square: Square,
    pub piece: Piece,
    /// It had been a pawn (crazyhouse sends it back to the pocket as one).
    pub promoted: bool,
}

/// Pocket roles in FEN order (Fairy-Stockfish writes Q R B N P).
pub const POCKET_ROLES: [Role; 5] = [Role::Queen, Role::Rook, Role::Bishop, Role::Knight, Role::Pawn];

/// A position of any 8×8 two-player variant. Fields a game does not use stay empty.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Pos8 {
    pub board: Board,
    pub turn: Color,
    /// Castling rights as the squares of the rooks that may still castle.
    pub castling: Bitboard,
    /// The square behind a pawn that just made a double step, kept (as Fairy-Stockfish does)
    /// only when a pawn of the side to move attacks it and the duck is not on it.
    pub ep: Option<Square>,
    pub halfmoves: u32,
    pub fullmoves: u32,
    /// Crazyhouse pockets: count per colour and role index (pawn..queen; kings never).
    pub pockets: [[u8; 5]; 2],
    /// Crazyhouse: pieces that were pawns (they go back to a pocket as pawns).
    pub promoted: Bitboard,
    pub duck: Option<Square>,
}

impl Pos8 {
    pub fn standard() -> Pos8 {
        let corners = [Square::parse("a1"), Square::parse("h1"), Square::parse("a8"), Square::parse("h8")];
        Pos8 {
            board: Board::standard(),
            turn: Color::White,
            castling: corners.into_iter().flatten().collect(),
            ep: None,
            halfmoves: 0,
            fullmoves: 1,
            pockets: [[0; 5]; 2],
            promoted: Bitboard::EMPTY,
            duck: None,
        }
    }

    /// Squares that block movement: pieces and the duck.
    #[inline]
    pub fn occupied(&self) -> Bitboard {
        match self.duck {
            Some(d) => self.board.occupied() | d,
            None => self.board.occupied(),
        }
    }

    #[inline]
    pub fn ours(&self) -> Bitboard {
        self.board.by_color(self.turn)
    }

    #[inline]
    pub fn theirs(&self) -> Bitboard {
        self.board.by_color(!self.turn)
    }

    pub fn pocket(&self, color: Color, role: Role) -> u8 {
        if role == Role::King {
            0
        } else {
            self.pockets[color.index()][role.index()]
        }
    }

    pub fn king_of(&self, color: Color) -> Option<Square> {
        self.board.king_of(color)
    }

    /// The castling rights of `color`.
    pub fn castling_of(&self, color: Color) -> Bitboard {
        self.castling & Bitboard::from_rank(color.fold(Rank::FIRST, Rank::EIGHTH))
    }

    /// Enemy (of `color`) pieces attacking `sq`, the duck blocking lines.
    pub fn attackers(&self, sq: Square, by: Color, occupied: Bitboard) -> Bitboard {
        self.board.attackers_to(sq, occupied) & self.board.by_color(by)
    }

    /// Is the king of `color` attacked (chess's check)? False when it has no king.
    pub fn king_attacked(&self, color: Color) -> bool {
        match self.king_of(color) {
            Some(k) => self.attackers(k, !color, self.occupied()).any(),
            None => false,
        }
    }

    /// Zobrist hash of everything that makes two positions "the same" for repetition: pieces,
    /// side to move, castling rights, en passant square, pockets, promoted marks and the duck.
    pub fn hash(&self) -> u64 {
        let k = keys::keys();
        let mut h = 0;
        for color in Color::ALL {
            for role in Role::ALL {
                let keys = &k.piece[color.index() * 6 + role.index()];
                for sq in self.board.by_piece(Piece::new(color, role)) {
                    h ^= keys[sq.index()];
                }
            }
        }
        for sq in self.castling {
            h ^= k.castling[sq.index()];
        }
        for sq in self.promoted {
            h ^= k.promoted[sq.index()];
        }
        if let Some(ep) = self.ep {
            h ^= k.ep[ep.file().index() as usize];
        }
        if let Some(d) = self.duck {
            h ^= k.duck[d.index()];
        }
        for c in 0..2 {
            for r in 0..5 {
                h ^= k.pocket[c][r][(self.pockets[c][r] as usize).min(keys::POCKET_MAX - 1)];
            }
        }
        if self.turn == Color::Black {
            h ^= k.black;
        }
        h
    }

    /// Equal for repetition: everything but the move counters.
    pub fn same_position(&self, other: &Pos8) -> bool {
        self.board == other.board
            && self.turn == other.turn
            && self.castling == other.castling
            && self.ep == other.ep
            && self.pockets == other.pockets
            && self.promoted == other.promoted
            && self.duck == other.duck
    }

    /// Plays the board part of `m` (a legal move) the standard way: the captured piece leaves,
    /// castling, en passant, promotion, drops, the duck; updates the move counters, promoted
    /// marks and castling rights of moved pieces. Does not pass the turn: the game's hook does
    /// its part (explosion, pocket, ...) and then calls [`Pos8::finish_move`]. Returns what
    /// was captured.
    pub fn make_basic(&mut self, m: Move8) -> Option<Captured> {
        let us = self.turn;
        let them = !us;
        self.ep = None;
        self.halfmoves += 1;
        let mut captured = None;
        match m.kind {
            Kind8::Drop(role) => {
                self.pockets[us.index()][role.index()] -= 1;
                self.board.put(m.to, Piece::new(us, role));
                self.halfmoves = 0;
            }
            Kind8::Castle => {
                let (king_to, rook_to) = castling_destinations(m.from, m.to);
                let king = Piece::new(us, Role::King);
                let rook = Piece::new(us, Role::Rook);
                self.board.take(m.from, king);
                self.board.take(m.to, rook);
                self.board.put(king_to, king);
                self.board.put(rook_to, rook);
                self.promoted &= !(Bitboard::from_square(m.from) | m.to);
                self.castling &= !Bitboard::from_rank(m.from.rank());
            }
            Kind8::EnPassant => {
                let victim = Square::from_coords(m.to.file(), m.from.rank());
                let piece = Piece::new(them, Role::Pawn);
                self.board.take(victim, piece);
                let promoted = self.promoted.contains(victim);
                self.promoted.clear(victim);
                self.move_piece(m.from, m.to, Piece::new(us, Role::Pawn));
                self.halfmoves = 0;
                captured = Some(Captured { square: victim, piece, promoted });
            }
            Kind8::Normal | Kind8::Promotion(_) => {
                let role = self.board.role_at(m.from).unwrap_or(Role::Pawn);
                if let Some(victim) = self.board.piece_at(m.to) {
                    self.board.take(m.to, victim);
                    captured = Some(Captured { square: m.to, piece: victim, promoted: self.promoted.contains(m.to) });
                    self.halfmoves = 0;
                }
                if role == Role::Pawn {
                    self.halfmoves = 0;
                }
                self.move_piece(m.from, m.to, Piece::new(us, role));
                if let Kind8::Promotion(new) = m.kind {
                    self.board.take(m.to, Piece::new(us, role));
                    self.board.put(m.to, Piece::new(us, new));
                    self.promoted.set(m.to);
                }
                if role == Role::King {
                    self.castling &= !Bitboard::from_rank(us.fold(Rank::FIRST, Rank::EIGHTH));
                }
                if role == Role::Pawn && m.from.index().abs_diff(m.to.index()) == 16 {
                    self.ep = Square::new(((m.from.index() + m.to.index()) / 2) as u8);
                }
            }
        }
        if let Some(duck) = m.duck {
            self.duck = Some(duck);
        }
        captured
    }

    fn move_piece(&mut self, from: Square, to: Square, piece: Piece) {
        self.board.take(from, piece);
        self.board.put(to, piece);
        let was_promoted = self.promoted.contains(from);
        self.promoted &= !(Bitboard::from_square(from) | to);
        if was_promoted {
            self.promoted.set(to);
        }
    }

    /// Passes the turn after the game's own part of a move: move number, castling rights that
    /// lost their rook, the en passant square as Fairy-Stockfish keeps it.
    pub fn finish_move(&mut self) {
        if self.turn == Color::Black {
            self.fullmoves += 1;
        }
        self.turn = !self.turn;
        self.sanitize_castling();
        self.ep = self.ep.filter(|&ep| self.ep_capturable(ep));
    }

    /// Keeps only rights whose rook (of the right colour) still stands on its square and whose
    /// king is on the same rank.
    pub fn sanitize_castling(&mut self) {
        let mut keep = Bitboard::EMPTY;
        for color in Color::ALL {
            let rank = Bitboard::from_rank(color.fold(Rank::FIRST, Rank::EIGHTH));
            let king_home = (self.board.by_piece(Piece::new(color, Role::King)) & rank).any();
            if king_home {
                keep |= self.castling & rank & self.board.by_piece(Piece::new(color, Role::Rook));
            }
        }
        self.castling = keep;
    }

    /// Fairy-Stockfish's en passant square: kept when a pawn of the side to move attacks it and
    /// the duck does not stand on it (legality is not asked).
    pub fn ep_capturable(&self, ep: Square) -> bool {
        self.duck != Some(ep)
            && (attacks::pawn_attacks(!self.turn, ep) & self.board.by_piece(Piece::new(self.turn, Role::Pawn))).any()
    }
}
