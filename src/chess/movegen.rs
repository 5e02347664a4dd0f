//! Legal move generation.
//!
//! Moves are generated legal from the start — no "make, test, unmake" — using three masks:
//! the *check mask* (when in check, non-king moves must capture the checker or block it),
//! *pins* (a pinned piece moves only along the line through its king), and for the king
//! itself, the squares the opponent attacks once the king has left its square.
//!
//! The generator reports moves in groups to a [`MoveSink`]: "this piece may go to these
//! squares", "pawns shifted by this offset land on these squares". Listing the moves and merely
//! counting them (perft's bulk counting, mobility) share the one generator.

use super::attacks;
use super::bitboard::Bitboard;
use super::moves::{Move, MoveKind, MoveList};
use super::piece::{Color, Role};
use super::position::{castling_destinations, Position};
use super::square::{File, Rank, Square};

/// Receives moves from the generator, a group at a time.
pub(crate) trait MoveSink {
    /// A knight, bishop, rook, queen or king on `from` may move to each square of `to`.
    fn piece(&mut self, from: Square, to: Bitboard);
    /// Pawns may move to each square of `to` from `to - offset`; moves onto the last rank are
    /// four promotions each.
    fn pawns(&mut self, offset: i8, to: Bitboard);
    /// A single move: castling or en passant.
    fn special(&mut self, m: Move);
}

/// Which moves to generate. The bot's search asks for tactical moves and quiet moves separately;
/// together they are exactly the legal moves.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Kind {
    /// Every legal move.
    All,
    /// Captures (en passant included) and every promotion.
    Tactical,
    /// Everything else: non-capturing, non-promoting moves, castling included.
    Quiet,
}

const NOT_A_FILE: Bitboard = Bitboard(!0x0101_0101_0101_0101);
const NOT_H_FILE: Bitboard = Bitboard(!0x8080_8080_8080_8080);

#[inline(always)]
fn shift(bb: Bitboard, offset: i8) -> Bitboard {
    if offset > 0 {
        Bitboard(bb.0 << offset)
    } else {
        Bitboard(bb.0 >> -offset)
    }
}

/// Board offsets of a pawn move for each colour: push, and the two captures.
struct PawnOffsets {
    push: i8,
    west: i8,
    east: i8,
}

const fn pawn_offsets(color: Color) -> PawnOffsets {
    match color {
        Color::White => PawnOffsets { push: 8, west: 7, east: 9 },
        Color::Black => PawnOffsets { push: -8, west: -9, east: -7 },
    }
}

impl Position {
    /// Pieces of the side to move that are pinned to their king.
    #[inline(always)]
    pub fn pinned(&self) -> Bitboard {
        self.board().pinned(self.king(), self.turn())
    }

    /// Would the king of the side to move be attacked on `sq` (having left its own square)?
    #[inline(always)]
    fn king_square_attacked(&self, sq: Square, occupied_without_king: Bitboard) -> bool {
        let board = self.board();
        let them = board.by_color(!self.turn());
        if (attacks::knight_attacks(sq) & self.their(Role::Knight)).any()
            || (attacks::pawn_attacks(self.turn(), sq) & self.their(Role::Pawn)).any()
            || (attacks::king_attacks(sq) & self.their(Role::King)).any()
        {
            return true;
        }
        // Slider lookups only for sliders standing on a line through `sq`.
        let rook_like = attacks::rook_rays(sq) & board.rooks_and_queens() & them;
        let bishop_like = attacks::bishop_rays(sq) & board.bishops_and_queens() & them;
        (rook_like.any() && (attacks::rook_attacks(sq, occupied_without_king) & rook_like).any())
            || (bishop_like.any() && (attacks::bishop_attacks(sq, occupied_without_king) & bishop_like).any())
    }

    /// Every square the side not to move attacks, given `occupied`.
    fn attacked_by_them(&self, occupied: Bitboard) -> Bitboard {
        let them = !self.turn();
        let offsets = pawn_offsets(them);
        let pawns = self.their(Role::Pawn);
        let mut attacked = shift(pawns & NOT_A_FILE, offsets.west) | shift(pawns & NOT_H_FILE, offsets.east);
        for sq in self.their(Role::Knight) {
            attacked |= attacks::knight_attacks(sq);
        }
        for sq in self.their(Role::King) {
            attacked |= attacks::king_attacks(sq);
        }
        let board = self.board();
        let theirs = board.by_color(them);
        for sq in board.rooks_and_queens() & theirs {
            attacked |= attacks::rook_attacks(sq, occupied);
        }
        for sq in board.bishops_and_queens() & theirs {
            attacked |= attacks::bishop_attacks(sq, occupied);
        }
        attacked
    }

    /// Runs the generator for moves of `kind`.
    #[inline(always)]
    pub(crate) fn generate<S: MoveSink>(&self, kind: Kind, sink: &mut S) {
        let board = self.board();
        let us = self.turn();
        let ours = board.by_color(us);
        let theirs = board.by_color(!us);
        let occupied = ours | theirs;
        let king = self.king();
        let checkers = self.checkers();

        // Where non-pawn pieces may land, by kind.
        let landing = match kind {
            Kind::Tactical => theirs,
            Kind::Quiet => !occupied,
            Kind::All => !ours,
        };

        // King moves (the only moves in double check) and castling need "is this square
        // attacked?". Asked square by square (about 60 instructions each), or read from one map
        // of the opponent's attacks (about 25 per enemy slider), whichever is cheaper here.
        let occupied_without_king = occupied ^ king;
        let candidates = attacks::king_attacks(king) & landing;
        let castling_rooks =
            if kind != Kind::Tactical && checkers.is_empty() { self.castling_rooks_with_free_paths() } else { Bitboard::EMPTY };
        // The king's own square is known safe (no check), so each castling asks two more.
        let questions = candidates.count() + 2 * castling_rooks.count();
        let sliders = (board.rooks_and_queens() | board.bishops_and_queens()) & theirs;
        let attacked = (5 * questions > 2 * sliders.count() + 3).then(|| self.attacked_by_them(occupied_without_king));
        let king_to = match attacked {
            Some(attacked) => candidates & !attacked,
            None => {
                let mut safe = Bitboard::EMPTY;
                for to in candidates {
                    if !self.king_square_attacked(to, occupied_without_king) {
                        safe.set(to);
                    }
                }
                safe
            }
        };
        sink.piece(king, king_to);
        if checkers.more_than_one() {
            return;
        }

        // In check, the checker must be captured or the check blocked.
        let check_mask = match checkers.first() {
            Some(checker) => attacks::between(king, checker) | checker,
            None => Bitboard::FULL,
        };
        let target = landing & check_mask;
        let pinned = self.pinned();

        for from in self.our(Role::Knight) & !pinned {
            sink.piece(from, attacks::knight_attacks(from) & target);
        }
        for from in self.our(Role::Bishop) & !pinned {
            sink.piece(from, attacks::bishop_attacks(from, occupied) & target);
        }
        for from in self.our(Role::Rook) & !pinned {
            sink.piece(from, attacks::rook_attacks(from, occupied) & target);
        }
        for from in self.our(Role::Queen) & !pinned {
            sink.piece(from, attacks::queen_attacks(from, occupied) & target);
        }
        let bishops = self.our(Role::Bishop) | self.our(Role::Queen);
        let rooks = self.our(Role::Rook) | self.our(Role::Queen);
        // A pinned slider may still move along the pin line.
        for from in (bishops | rooks) & pinned {
            let mut to = Bitboard::EMPTY;
            if bishops.contains(from) {
                to |= attacks::bishop_attacks(from, occupied);
            }
            if rooks.contains(from) {
                to |= attacks::rook_attacks(from, occupied);
            }
            sink.piece(from, to & target & attacks::line(king, from));
        }

        self.generate_pawn_moves(kind, sink, pinned, check_mask);

        if kind != Kind::Quiet {
            if let Some(ep) = self.ep_square() {
                for from in attacks::pawn_attacks(!us, ep) & self.our(Role::Pawn) {
                    if self.en_passant_is_legal(from, ep) {
                        sink.special(Move::en_passant(from, ep));
                    }
                }
            }
        }
        for rook in castling_rooks {
            let king_path = castling_king_path(king, rook);
            let safe = match attacked {
                // With the rook in a corner, lifting it opens no line onto the king's path, so
                // the map (drawn with the rook in place) answers for it.
                Some(attacked) if rook.file() == File::A || rook.file() == File::H => (king_path & attacked).is_empty(),
                // Chess960: the rook may have been shielding the king's path. Lift both.
                _ => {
                    let lifted = occupied ^ king ^ rook;
                    king_path.into_iter().all(|sq| !self.king_square_attacked(sq, lifted))
                }
            };
            if safe {
                sink.special(Move::castle(king, rook));
            }
        }
    }

    #[inline(always)]
    fn generate_pawn_moves<S: MoveSink>(&self, kind: Kind, sink: &mut S, pinned: Bitboard, check_mask: Bitboard) {
        let us = self.turn();
        let offsets = pawn_offsets(us);
        let board = self.board();
        let theirs = board.by_color(!us);
        let empty = !board.occupied();
        let double_step_rank = Bitboard::from_rank(us.fold(Rank::THIRD, Rank::SIXTH));
        // Which pushes to emit: all, only promotions (tactical) or none of them (quiet).
        let push_mask = check_mask
            & match kind {
                Kind::Tactical => Bitboard::BACK_RANKS,
                Kind::Quiet => !Bitboard::BACK_RANKS,
                Kind::All => Bitboard::FULL,
            };
        let capture_mask = if kind == Kind::Quiet { Bitboard::EMPTY } else { theirs & check_mask };

        let free = self.our(Role::Pawn) & !pinned;
        let single = shift(free, offsets.push) & empty;
        let double = shift(single & double_step_rank, offsets.push) & empty;
        sink.pawns(offsets.push, single & push_mask);
        sink.pawns(2 * offsets.push, double & push_mask);
        sink.pawns(offsets.west, shift(free & NOT_A_FILE, offsets.west) & capture_mask);
        sink.pawns(offsets.east, shift(free & NOT_H_FILE, offsets.east) & capture_mask);

        // Pinned pawns, one at a time: they move only along the line through their king.
        let king = self.king();
        for from in self.our(Role::Pawn) & pinned {
            let pin_line = attacks::line(king, from);
            let pawn = Bitboard::from_square(from);
            let one = shift(pawn, offsets.push) & empty;
            let two = shift(one & double_step_rank, offsets.push) & empty;
            let pushes = (one | two) & push_mask;
            let captures = attacks::pawn_attacks(us, from) & capture_mask;
            let to = (pushes | captures) & pin_line;
            for to in to {
                sink.pawns(to.index() as i8 - from.index() as i8, Bitboard::from_square(to));
            }
        }
    }

    /// The rooks of the castling rights whose squares between king and rook (and their
    /// destinations) are empty. Whether the king's path is safe is asked afterwards.
    #[inline(always)]
    fn castling_rooks_with_free_paths(&self) -> Bitboard {
        let rights = self.castling_rights(self.turn());
        if rights.is_empty() {
            return rights;
        }
        let king = self.king();
        let occupied = self.board().occupied();
        let mut free = Bitboard::EMPTY;
        for rook in rights {
            let (_, rook_to) = castling_destinations(king, rook);
            let rook_path = between_on_rank(rook, rook_to) | rook_to;
            let must_be_empty = (castling_king_path(king, rook) | rook_path) & !Bitboard::from_square(king) & !Bitboard::from_square(rook);
            if (must_be_empty & occupied).is_empty() {
                free.set(rook);
            }
        }
        free
    }

    /// All legal moves.
    pub fn legal_moves(&self) -> MoveList {
        self.list_moves(Kind::All)
    }

    /// Captures (en passant included) and promotions: the moves quiescence search looks at.
    pub fn tactical_moves(&self) -> MoveList {
        self.list_moves(Kind::Tactical)
    }

    /// Every legal move that is neither a capture nor a promotion.
    pub fn quiet_moves(&self) -> MoveList {
        self.list_moves(Kind::Quiet)
    }

    /// [`Position::tactical_moves`] added to `list`, which the caller keeps where it wants it.
    pub fn tactical_moves_into(&self, list: &mut MoveList) {
        self.list_moves_into(Kind::Tactical, list);
    }

    /// [`Position::quiet_moves`] added to `list`.
    pub fn quiet_moves_into(&self, list: &mut MoveList) {
        self.list_moves_into(Kind::Quiet, list);
    }

    /// The list is made where the caller keeps it and filled there: built inside the
    /// generator and returned, its 0.5 KB were copied out at every call (in wasm a
    /// `memory.copy`, which V8 runs as a call out of the compiled code).
    #[inline(always)]
    fn list_moves(&self, kind: Kind) -> MoveList {
        let mut list = MoveList::new();
        self.list_moves_into(kind, &mut list);
        list
    }

    /// One copy of the listing generator serves the three kinds: the kind is read at run time
    /// (a few instructions per call), which keeps two more copies (~8 KB) out of the module.
    #[inline(never)]
    fn list_moves_into(&self, kind: Kind, list: &mut MoveList) {
        self.generate(kind, &mut ListSink(list));
    }

    /// The number of legal moves, counted without listing them. Not inlined: one copy of the
    /// counting generator serves perft, mate/stalemate tests and the referee.
    #[inline(never)]
    pub fn count_legal_moves(&self) -> u32 {
        let mut count = CountSink(0);
        self.generate(Kind::All, &mut count);
        count.0
    }

    pub fn has_legal_moves(&self) -> bool {
        self.count_legal_moves() > 0
    }

    pub fn is_checkmate(&self) -> bool {
        self.is_check() && !self.has_legal_moves()
    }

    pub fn is_stalemate(&self) -> bool {
        !self.is_check() && !self.has_legal_moves()
    }

    /// The piece `m` captures, if any: the pawn for en passant; never anything for castling
    /// (its move lands on its own rook). The one answer to "is it a capture" for the referee,
    /// notation and the bot.
    #[inline]
    pub fn captured(&self, m: Move) -> Option<Role> {
        match m.kind() {
            MoveKind::EnPassant => Some(Role::Pawn),
            MoveKind::Castle => None,
            MoveKind::Normal | MoveKind::Promotion(_) => self.board().role_at(m.to()),
        }
    }

    /// Whether `m` captures: the same answer as [`Position::captured`], read from the occupied
    /// squares alone (a normal move or promotion never lands on its own side's piece), so the
    /// search's test of every move does not look for the captured piece's role.
    #[inline]
    pub fn is_capture(&self, m: Move) -> bool {
        match m.kind() {
            MoveKind::EnPassant => true,
            MoveKind::Castle => false,
            MoveKind::Normal | MoveKind::Promotion(_) => self.board().occupied().contains(m.to()),
        }
    }

    /// Is `m` one of the legal moves here?
    pub fn is_legal(&self, m: Move) -> bool {
        self.legal_moves().contains(m)
    }
}

/// The squares the king stands on, crosses and lands on when castling with `rook`: none of
/// them may be attacked (the rook's path may be).
#[inline(always)]
fn castling_king_path(king: Square, rook: Square) -> Bitboard {
    let (king_to, _) = castling_destinations(king, rook);
    between_on_rank(king, king_to) | king_to | king
}

/// The squares strictly between two squares of one rank (castling's case: no line lookup).
#[inline(always)]
fn between_on_rank(a: Square, b: Square) -> Bitboard {
    let span = (u64::MAX << a.index()) ^ (u64::MAX << b.index());
    Bitboard(span & span.wrapping_sub(1))
}

/// Writes every move into a list.
struct ListSink<'a>(&'a mut MoveList);

impl MoveSink for ListSink<'_> {
    #[inline(always)]
    fn piece(&mut self, from: Square, to: Bitboard) {
        for to in to {
            self.0.push(Move::normal(from, to));
        }
    }

    #[inline(always)]
    fn pawns(&mut self, offset: i8, to: Bitboard) {
        for to in to & !Bitboard::BACK_RANKS {
            self.0.push(Move::normal(pawn_origin(to, offset), to));
        }
        for to in to & Bitboard::BACK_RANKS {
            let from = pawn_origin(to, offset);
            for role in Role::PROMOTIONS {
                self.0.push(Move::promotion(from, to, role));
            }
        }
    }

    #[inline(always)]
    fn special(&mut self, m: Move) {
        self.0.push(m);
    }
}

#[inline(always)]
fn pawn_origin(to: Square, offset: i8) -> Square {
    Square::from_bit((to.index() as i32 - offset as i32) as u32)
}

/// Counts moves without listing them: a promotion square counts four times.
struct CountSink(u32);

impl MoveSink for CountSink {
    #[inline(always)]
    fn piece(&mut self, _from: Square, to: Bitboard) {
        self.0 += to.count();
    }

    #[inline(always)]
    fn pawns(&mut self, _offset: i8, to: Bitboard) {
        self.0 += to.count() + 3 * (to & Bitboard::BACK_RANKS).count();
    }

    #[inline(always)]
    fn special(&mut self, _m: Move) {
        self.0 += 1;
    }
}

