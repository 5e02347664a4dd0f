//! A validated, playable position.
//!
//! [`Position::from_setup`] checks a [`Setup`] once; from then on every position reached by
//! [`Position::play`] with a legal move is legal too, so nothing is re-checked. Positions are
//! small (about 100 bytes) and copied rather than unmade: the search keeps one per ply.

use super::attacks;
use super::bitboard::Bitboard;
use super::board::Board;
use super::moves::{Move, MoveKind};
use super::piece::{Color, Piece, Role};
use super::setup::Setup;
use super::square::{File, Rank, Square};
use super::zobrist;
use std::fmt;
use std::mem::MaybeUninit;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Position {
    board: Board,
    turn: Color,
    /// Castling rights as the squares of the rooks that may still castle.
    castling: Bitboard,
    /// Set only when an en passant capture is legal right now (so equal positions compare equal).
    ep_square: Option<Square>,
    halfmoves: u32,
    fullmoves: u32,
    hash: u64,
    /// Pieces giving check to the side to move.
    checkers: Bitboard,
}

/// Which castling rights a position may hold: standard chess's, or Chess960's (any rook on the
/// king's back rank, one on each side of the king). Moves are the same in both; only setups and
/// notation differ.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum CastlingMode {
    #[default]
    Standard,
    Chess960,
}

/// Why a setup is not a legal chess position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PositionError {
    MissingKing(Color),
    TooManyKings(Color),
    PawnOnBackRank(Square),
    TooManyPieces(Color),
    TooManyPawns(Color),
    /// More queens, rooks, bishops or knights than the missing pawns could have promoted to.
    TooManyPromotedPieces(Color),
    /// The side that just moved is in check.
    OppositeCheck,
    /// Three or more pieces give check: no single move can do that.
    ImpossibleCheck,
    /// A castling right, named by its rook's square, whose king and rook are not on their
    /// squares (in standard chess: the king on e1/e8, the rook in its corner).
    BadCastlingRight(Square),
    /// The en passant square is not behind a pawn that has just made a double step.
    BadEnPassant(Square),
}

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PositionError::MissingKing(c) => write!(f, "{} has no king", c.name()),
            PositionError::TooManyKings(c) => write!(f, "{} has more than one king", c.name()),
            PositionError::PawnOnBackRank(sq) => write!(f, "pawn on {sq}: pawns cannot stand on the first or last rank"),
            PositionError::TooManyPieces(c) => write!(f, "{} has more than 16 pieces", c.name()),
            PositionError::TooManyPawns(c) => write!(f, "{} has more than 8 pawns", c.name()),
            PositionError::TooManyPromotedPieces(c) => {
                write!(f, "{} has more pieces than its missing pawns could have promoted to", c.name())
            }
            PositionError::OppositeCheck => write!(f, "the side not to move is in check"),
            PositionError::ImpossibleCheck => write!(f, "the king is in check from more than two pieces"),
            PositionError::BadCastlingRight(sq) => {
                write!(f, "castling right with the rook on {sq}, but the king and that rook are not on their castling squares")
            }
            PositionError::BadEnPassant(sq) => {
                write!(f, "en passant square {sq} does not follow a pawn's double step")
            }
        }
    }
}

impl std::error::Error for PositionError {}

impl Position {
    /// The standard starting position.
    pub fn standard() -> Position {
        Position::from_setup(&Setup::standard()).unwrap_or_else(|_| unreachable!("the start position is legal"))
    }

    /// Validates a setup for standard chess: castling rights need the king on e1/e8 and the
    /// rook in its corner.
    pub fn from_setup(setup: &Setup) -> Result<Position, PositionError> {
        Position::from_setup_in(setup, CastlingMode::Standard)
    }

    /// Validates a setup; in [`CastlingMode::Chess960`] a castling right may name any rook on
    /// the king's back rank, one on each side of the king.
    pub fn from_setup_in(setup: &Setup, mode: CastlingMode) -> Result<Position, PositionError> {
        let board = setup.board;
        for color in Color::ALL {
            let ours = board.by_color(color);
            match (board.by_role(Role::King) & ours).count() {
                0 => return Err(PositionError::MissingKing(color)),
                1 => {}
                _ => return Err(PositionError::TooManyKings(color)),
            }
            if ours.count() > 16 {
                return Err(PositionError::TooManyPieces(color));
            }
            let count = |role| (board.by_role(role) & ours).count() as i32;
            let pawns = count(Role::Pawn);
            if pawns > 8 {
                return Err(PositionError::TooManyPawns(color));
            }
            let promoted = (count(Role::Queen) - 1).max(0)
                + (count(Role::Rook) - 2).max(0)
                + (count(Role::Knight) - 2).max(0)
                + (count(Role::Bishop) - 2).max(0);
            if pawns + promoted > 8 {
                return Err(PositionError::TooManyPromotedPieces(color));
            }
        }
        if let Some(sq) = (board.by_role(Role::Pawn) & Bitboard::BACK_RANKS).first() {
            return Err(PositionError::PawnOnBackRank(sq));
        }

        let mut pos = Position {
            board,
            turn: setup.turn,
            castling: setup.castling_rights,
            ep_square: None,
            halfmoves: setup.halfmoves,
            fullmoves: setup.fullmoves.max(1),
            hash: 0,
            checkers: Bitboard::EMPTY,
        };
        pos.validate_castling(mode)?;

        let them = !pos.turn;
        let their_king = board.king_of(them).expect("kings counted above");
        if (board.attackers_to(their_king, board.occupied()) & board.by_color(pos.turn)).any() {
            return Err(PositionError::OppositeCheck);
        }
        pos.checkers = pos.attackers_of_king();
        if pos.checkers.count() > 2 {
            return Err(PositionError::ImpossibleCheck);
        }

        if let Some(ep) = setup.ep_square {
            pos.validate_en_passant(ep)?;
            if pos.has_legal_en_passant(ep) {
                pos.ep_square = Some(ep);
            }
        }
        pos.hash = pos.compute_hash();
        Ok(pos)
    }

    fn validate_castling(&self, mode: CastlingMode) -> Result<(), PositionError> {
        for rook in self.castling {
            let color = if rook.rank() == Rank::FIRST {
                Color::White
            } else if rook.rank() == Rank::EIGHTH {
                Color::Black
            } else {
                return Err(PositionError::BadCastlingRight(rook));
            };
            let king = self.board.king_of(color).expect("kings counted");
            let standard = king.file() == File::E && (rook.file() == File::A || rook.file() == File::H);
            let ok = self.board.by_piece(Piece::new(color, Role::Rook)).contains(rook)
                && king.rank() == rook.rank()
                && (standard || mode == CastlingMode::Chess960);
            // One right per side of the king, and the king between its rooks.
            let side = if rook.file() > king.file() { Bitboard::above(king) } else { Bitboard::below(king) };
            if !ok || (self.castling_rights(color) & side).more_than_one() {
                return Err(PositionError::BadCastlingRight(rook));
            }
        }
        Ok(())
    }

    fn validate_en_passant(&self, ep: Square) -> Result<(), PositionError> {
        let us = self.turn;
        let them = !us;
        let bad = Err(PositionError::BadEnPassant(ep));
        if ep.rank() != us.fold(Rank::SIXTH, Rank::THIRD) {
            return bad;
        }
        let forward = them.fold(8i8, -8i8);
        let (Some(pushed), Some(origin)) = (ep.offset(0, forward / 8), ep.offset(0, -forward / 8)) else {
            return bad;
        };
        let occupied = self.board.occupied();
        if occupied.contains(ep) || occupied.contains(origin) || !self.board.by_piece(Piece::new(them, Role::Pawn)).contains(pushed) {
            return bad;
        }
        Ok(())
    }

    /// Whether the pawn that just double-stepped past `ep` can be taken en passant legally.
    pub(crate) fn has_legal_en_passant(&self, ep: Square) -> bool {
        let capturers = attacks::pawn_attacks(!self.turn, ep) & self.our(Role::Pawn);
        capturers.into_iter().any(|from| self.en_passant_is_legal(from, ep))
    }

    /// Does capturing en passant from `from` leave our king safe? Both pawns leave their
    /// squares at once, which can open a rank (the famous rank pin) as well as a diagonal.
    pub(crate) fn en_passant_is_legal(&self, from: Square, ep: Square) -> bool {
        let king = self.king();
        let captured = Square::from_coords(ep.file(), from.rank());
        let occupied = (self.board.occupied() ^ from ^ captured) | ep;
        let attackers = self.board.attackers_to(king, occupied) & self.board.by_color(!self.turn);
        (attackers & !Bitboard::from_square(captured)).is_empty()
    }

    fn compute_hash(&self) -> u64 {
        let keys = zobrist::keys();
        let mut hash = 0;
        for (sq, piece) in self.board.pieces() {
            hash ^= keys.piece(piece, sq);
        }
        for rook in self.castling {
            hash ^= keys.castling(rook);
        }
        if let Some(ep) = self.ep_square {
            hash ^= keys.en_passant(ep);
        }
        if self.turn == Color::Black {
            hash ^= keys.black_to_move();
        }
        hash
    }

    fn attackers_of_king(&self) -> Bitboard {
        self.board.attackers_to(self.king(), self.board.occupied()) & self.board.by_color(!self.turn)
    }

    // ---- Accessors -------------------------------------------------------------------------

    pub fn board(&self) -> &Board {
        &self.board
    }

    pub fn turn(&self) -> Color {
        self.turn
    }

    /// All castling rights, as rook squares.
    pub fn castling(&self) -> Bitboard {
        self.castling
    }

    /// The castling rights of `color`, as rook squares.
    pub fn castling_rights(&self, color: Color) -> Bitboard {
        self.castling & back_rank(color)
    }

    /// The rook `color` may castle with on its king's side (`king_side`) or queen's side.
    pub fn castling_rook(&self, color: Color, king_side: bool) -> Option<Square> {
        let king = self.board.king_of(color)?;
        let side = if king_side { Bitboard::above(king) } else { Bitboard::below(king) };
        (self.castling_rights(color) & side).first()
    }

    /// Are all castling rights standard ones (king on e1/e8, rooks in the corners)?
    pub fn is_standard_castling(&self) -> bool {
        self.castling.into_iter().all(|rook| {
            let color = if rook.rank() == Rank::FIRST { Color::White } else { Color::Black };
            (rook.file() == File::A || rook.file() == File::H)
                && self.board.king_of(color).is_some_and(|k| k.file() == File::E)
        })
    }

    /// The en passant target square, only when an en passant capture is legal.
    pub fn ep_square(&self) -> Option<Square> {
        self.ep_square
    }

    pub fn halfmoves(&self) -> u32 {
        self.halfmoves
    }

    pub fn fullmoves(&self) -> u32 {
        self.fullmoves
    }

    /// Zobrist hash: equal for positions that are the same under FIDE's repetition rule.
    pub fn hash(&self) -> u64 {
        self.hash
    }

    pub fn checkers(&self) -> Bitboard {
        self.checkers
    }

    pub fn is_check(&self) -> bool {
        self.checkers.any()
    }

    /// The side to move's king.
    #[inline(always)]
    pub fn king(&self) -> Square {
        // Every validated position has both kings.
        self.board.king_of(self.turn).unwrap_or(Square::from_bit(0))
    }

    #[inline(always)]
    pub(crate) fn our(&self, role: Role) -> Bitboard {
        self.board.by_piece(Piece::new(self.turn, role))
    }

    #[inline(always)]
    pub(crate) fn their(&self, role: Role) -> Bitboard {
        self.board.by_piece(Piece::new(!self.turn, role))
    }

    /// The setup this position was built from, as far as it matters (what FEN writes).
    pub fn to_setup(&self) -> Setup {
        Setup {
            board: self.board,
            turn: self.turn,
            castling_rights: self.castling,
            ep_square: self.ep_square,
            halfmoves: self.halfmoves,
            fullmoves: self.fullmoves,
        }
    }

    // ---- Playing moves ---------------------------------------------------------------------

    /// The position after `m`, which must be legal here (from [`Position::legal_moves`]).
    /// Playing an illegal move gives a meaningless position; use [`Position::play`] for
    /// untrusted input.
    #[inline]
    pub fn play_unchecked(&mut self, m: Move) {
        let us = self.turn;
        let them = !us;
        let from = m.from();
        let to = m.to();
        let role = self.board.role_at(from).unwrap_or(Role::Pawn);
        let keys = zobrist::keys();
        let mut hash = self.hash ^ keys.black_to_move();
        if let Some(ep) = self.ep_square.take() {
            hash ^= keys.en_passant(ep);
        }
        let old_castling = self.castling;
        self.halfmoves += 1;

        match m.kind() {
            MoveKind::Castle => {
                let (king_to, rook_to) = castling_destinations(from, to);
                let king = Piece::new(us, Role::King);
                let rook = Piece::new(us, Role::Rook);
                self.board.take(from, king);
                self.board.take(to, rook);
                self.board.put(king_to, king);
                self.board.put(rook_to, rook);
                hash ^= keys.piece(king, from) ^ keys.piece(rook, to);
                hash ^= keys.piece(king, king_to) ^ keys.piece(rook, rook_to);
                self.castling &= !back_rank(us);
            }
            MoveKind::EnPassant => {
                let captured_sq = Square::from_coords(to.file(), from.rank());
                let pawn = Piece::new(us, Role::Pawn);
                let their_pawn = Piece::new(them, Role::Pawn);
                self.board.take(captured_sq, their_pawn);
                self.board.take(from, pawn);
                self.board.put(to, pawn);
                hash ^= keys.piece(their_pawn, captured_sq) ^ keys.piece(pawn, from) ^ keys.piece(pawn, to);
                self.halfmoves = 0;
            }
            kind => {
                if self.board.by_color(them).contains(to) {
                    let captured = Piece::new(them, self.board.role_at(to).unwrap_or(Role::Pawn));
                    self.board.take(to, captured);
                    hash ^= keys.piece(captured, to);
                    self.halfmoves = 0;
                    self.castling &= !Bitboard::from_square(to);
                }
                let moving = Piece::new(us, role);
                let arriving = match kind {
                    MoveKind::Promotion(promoted) => Piece::new(us, promoted),
                    _ => moving,
                };
                self.board.take(from, moving);
                self.board.put(to, arriving);
                hash ^= keys.piece(moving, from) ^ keys.piece(arriving, to);
                match role {
                    // The mover's rights, wherever its king stands: a king on the other side's
                    // back rank must not take that side's rights away.
                    Role::King => self.castling &= !back_rank(us),
                    Role::Rook => self.castling &= !Bitboard::from_square(from),
                    Role::Pawn => self.halfmoves = 0,
                    _ => {}
                }
            }
        }

        for rook in old_castling ^ self.castling {
            hash ^= keys.castling(rook);
        }
        if us == Color::Black {
            self.fullmoves += 1;
        }
        self.turn = them;
        self.checkers = match m.kind() {
            // King and rook both move, or two pawns leave their squares: count from scratch.
            MoveKind::Castle | MoveKind::EnPassant => self.attackers_of_king(),
            MoveKind::Promotion(promoted) => self.checks_after(from, to, promoted),
            MoveKind::Normal => self.checks_after(from, to, role),
        };

        // A double step creates an en passant square, kept only if the capture is legal.
        if role == Role::Pawn && from.index().abs_diff(to.index()) == 16 {
            let ep = Square::from_bit(((from.index() + to.index()) / 2) as u32);
            if (attacks::pawn_attacks(us, ep) & self.our(Role::Pawn)).any() && self.has_legal_en_passant(ep) {
                self.ep_square = Some(ep);
                hash ^= keys.en_passant(ep);
            }
        }
        self.hash = hash;
    }

    /// Writes the position after `m`, which must be legal here, into `slot` and returns it:
    /// [`Position::play_unchecked`] on a copy, for the searches that copy a position per move.
    #[inline(always)]
    pub fn play_into<'a>(&self, m: Move, slot: &'a mut MaybeUninit<Position>) -> &'a mut Position {
        let next = self.copy_into(slot);
        next.play_unchecked(m);
        next
    }

    #[cfg(not(target_arch = "wasm32"))]
    #[inline(always)]
    fn copy_into<'a>(&self, slot: &'a mut MaybeUninit<Position>) -> &'a mut Position {
        slot.write(*self)
    }

    /// In wasm the copy goes word by word: LLVM compiles a plain copy of these 104 bytes to
    /// `memory.copy`, which V8 runs as a call out of the compiled code, and that call took a
    /// sixth of full perft's time. Volatile reads keep LLVM from merging the words back into one
    /// `memory.copy`; in wasm they are ordinary loads.
    #[cfg(target_arch = "wasm32")]
    #[inline(always)]
    fn copy_into<'a>(&self, slot: &'a mut MaybeUninit<Position>) -> &'a mut Position {
        const WORDS: usize = size_of::<Position>() / 8;
        const _: () = assert!(size_of::<Position>() == WORDS * 8 && align_of::<Position>() == 8);
        let from = (self as *const Position).cast::<MaybeUninit<u64>>();
        let to = slot.as_mut_ptr().cast::<MaybeUninit<u64>>();
        // SAFETY: `from` and `to` each hold WORDS aligned words (asserted above), and every
        // byte of the slot, padding included, is copied from a valid position.
        unsafe {
            for i in 0..WORDS {
                to.add(i).write(from.add(i).read_volatile());
            }
            slot.assume_init_mut()
        }
    }

    /// Pieces checking the side to move after a piece of the other side, now a `role`, went
    /// from `from` to `to`: the piece itself, or a slider it uncovered by leaving `from`. The
    /// king was safe before, so sliders are looked up only along the lines that can have changed:
    /// the moved slider's own, and the king's line through `from`.
    #[inline(always)]
    fn checks_after(&self, from: Square, to: Square, role: Role) -> Bitboard {
        let king = self.king();
        let occupied = self.board.occupied();
        let movers = self.board.by_color(!self.turn);
        let mut checkers = match role {
            Role::Pawn => attacks::pawn_attacks(self.turn, king) & to,
            Role::Knight => attacks::knight_attacks(king) & to,
            _ => Bitboard::EMPTY,
        };
        if matches!(role, Role::Rook | Role::Queen) || attacks::rook_rays(king).contains(from) {
            checkers |= attacks::rook_attacks(king, occupied) & self.board.rooks_and_queens() & movers;
        }
        if matches!(role, Role::Bishop | Role::Queen) || attacks::bishop_rays(king).contains(from) {
            checkers |= attacks::bishop_attacks(king, occupied) & self.board.bishops_and_queens() & movers;
        }
        checkers
    }

    /// The position after `m`, or `None` if `m` is not legal here.
    pub fn play(&self, m: Move) -> Option<Position> {
        if !self.is_legal(m) {
            return None;
        }
        let mut next = *self;
        next.play_unchecked(m);
        Some(next)
    }

    /// Writes the position with the turn passed to the other side (a "null move") into `slot`
    /// and returns it, for the search's null-move pruning; as [`Position::play_into`], so that
    /// the copy is no `memory.copy` in wasm. Only meaningful when the side to move is not in check.
    #[inline]
    pub fn pass_turn_into<'a>(&self, slot: &'a mut MaybeUninit<Position>) -> &'a mut Position {
        let next = self.copy_into(slot);
        let keys = zobrist::keys();
        if let Some(ep) = next.ep_square.take() {
            next.hash ^= keys.en_passant(ep);
        }
        next.turn = !self.turn;
        next.hash ^= keys.black_to_move();
        next.halfmoves += 1;
        // The side now to move just moved, and a legal position never leaves the mover in check.
        next.checkers = Bitboard::EMPTY;
        next
    }
}

/// `color`'s back rank, where all its castling rights lie (a right is stored as its rook's
/// square, so the rank of a right tells its colour; the rank of a king does not).
#[inline(always)]
fn back_rank(color: Color) -> Bitboard {
    Bitboard::from_rank(color.fold(Rank::FIRST, Rank::EIGHTH))
}

/// Where king and rook end up when the king on `king` castles with the rook on `rook`:
/// g- and f-file on the king's side, c- and d-file on the queen's side, as in Chess960.
pub fn castling_destinations(king: Square, rook: Square) -> (Square, Square) {
    let rank = king.rank();
    if rook.file() > king.file() {
        (Square::from_coords(File::G, rank), Square::from_coords(File::F, rank))
    } else {
        (Square::from_coords(File::C, rank), Square::from_coords(File::D, rank))
    }
}

impl Default for Position {
    fn default() -> Self {
        Position::standard()
    }
}
