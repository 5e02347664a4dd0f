//! Piece placement: which piece stands on which square, as one bitboard per role and per colour.

use super::attacks;
use super::bitboard::Bitboard;
use super::piece::{Color, Piece, Role};
use super::square::{File, Rank, Square};

#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct Board {
    by_role: [Bitboard; 6],
    by_color: [Bitboard; 2],
}

impl Board {
    pub const fn empty() -> Board {
        Board { by_role: [Bitboard::EMPTY; 6], by_color: [Bitboard::EMPTY; 2] }
    }

    /// The standard starting placement.
    pub fn standard() -> Board {
        use Role::*;
        Board::with_back_rank([Rook, Knight, Bishop, Queen, King, Bishop, Knight, Rook])
    }

    /// A starting placement: `back` on the first rank (a to h), pawns in front, Black mirroring
    /// White.
    pub fn with_back_rank(back: [Role; 8]) -> Board {
        let mut board = Board::empty();
        for (file, role) in File::ALL.into_iter().zip(back) {
            for (rank, piece) in [(Rank::FIRST, role), (Rank::SECOND, Role::Pawn)] {
                board.put(Square::from_coords(file, rank), Piece::new(Color::White, piece));
                board.put(Square::from_coords(file, rank.flip()), Piece::new(Color::Black, piece));
            }
        }
        board
    }

    #[inline(always)]
    pub fn occupied(&self) -> Bitboard {
        self.by_color[0] | self.by_color[1]
    }

    #[inline(always)]
    pub fn by_color(&self, color: Color) -> Bitboard {
        self.by_color[color.index()]
    }

    #[inline(always)]
    pub fn by_role(&self, role: Role) -> Bitboard {
        self.by_role[role.index()]
    }

    #[inline(always)]
    pub fn by_piece(&self, piece: Piece) -> Bitboard {
        self.by_role(piece.role) & self.by_color(piece.color)
    }

    /// Rooks and queens: the pieces that slide along ranks and files.
    #[inline(always)]
    pub fn rooks_and_queens(&self) -> Bitboard {
        self.by_role(Role::Rook) | self.by_role(Role::Queen)
    }

    /// Bishops and queens: the pieces that slide along diagonals.
    #[inline(always)]
    pub fn bishops_and_queens(&self) -> Bitboard {
        self.by_role(Role::Bishop) | self.by_role(Role::Queen)
    }

    /// The king of `color`; a board from a validated position always has exactly one.
    #[inline(always)]
    pub fn king_of(&self, color: Color) -> Option<Square> {
        (self.by_role(Role::King) & self.by_color(color)).first()
    }

    #[inline(always)]
    pub fn color_at(&self, sq: Square) -> Option<Color> {
        if self.by_color[0].contains(sq) {
            Some(Color::White)
        } else if self.by_color[1].contains(sq) {
            Some(Color::Black)
        } else {
            None
        }
    }

    #[inline(always)]
    pub fn role_at(&self, sq: Square) -> Option<Role> {
        let bit = Bitboard::from_square(sq);
        // Most common first; `occupied` is checked last so empty squares cost the most.
        Some(if (self.by_role[Role::Pawn.index()] & bit).any() {
            Role::Pawn
        } else if (self.by_role[Role::Knight.index()] & bit).any() {
            Role::Knight
        } else if (self.by_role[Role::Bishop.index()] & bit).any() {
            Role::Bishop
        } else if (self.by_role[Role::Rook.index()] & bit).any() {
            Role::Rook
        } else if (self.by_role[Role::Queen.index()] & bit).any() {
            Role::Queen
        } else if (self.by_role[Role::King.index()] & bit).any() {
            Role::King
        } else {
            return None;
        })
    }

    #[inline(always)]
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        Some(Piece::new(self.color_at(sq)?, self.role_at(sq)?))
    }

    /// Puts `piece` on an empty square.
    #[inline(always)]
    pub fn put(&mut self, sq: Square, piece: Piece) {
        debug_assert!(!self.occupied().contains(sq), "put on occupied {sq}");
        self.by_role[piece.role.index()] ^= sq;
        self.by_color[piece.color.index()] ^= sq;
    }

    /// Removes `piece`, which must stand on `sq`.
    #[inline(always)]
    pub fn take(&mut self, sq: Square, piece: Piece) {
        debug_assert_eq!(self.piece_at(sq), Some(piece), "take {sq}");
        self.by_role[piece.role.index()] ^= sq;
        self.by_color[piece.color.index()] ^= sq;
    }

    /// Removes whatever stands on `sq` and returns it.
    pub fn remove(&mut self, sq: Square) -> Option<Piece> {
        let piece = self.piece_at(sq)?;
        self.take(sq, piece);
        Some(piece)
    }

    /// All pieces of either colour that attack `sq`, given the occupancy `occupied` (which may
    /// differ from the board's, to ask "what if these squares were empty?").
    #[inline(always)]
    pub fn attackers_to(&self, sq: Square, occupied: Bitboard) -> Bitboard {
        (attacks::rook_attacks(sq, occupied) & self.rooks_and_queens())
            | (attacks::bishop_attacks(sq, occupied) & self.bishops_and_queens())
            | (attacks::knight_attacks(sq) & self.by_role(Role::Knight))
            | (attacks::king_attacks(sq) & self.by_role(Role::King))
            | (attacks::pawn_attacks(Color::White, sq) & self.by_piece(Piece::new(Color::Black, Role::Pawn)))
            | (attacks::pawn_attacks(Color::Black, sq) & self.by_piece(Piece::new(Color::White, Role::Pawn)))
    }

    /// The pieces of `us` pinned to `us`'s king on `king`: each the one piece between the king
    /// and an enemy slider.
    #[inline(always)]
    pub fn pinned(&self, king: Square, us: Color) -> Bitboard {
        let them = self.by_color(!us);
        // Enemy sliders on a line through the king; most positions have few or none.
        let rook_like = attacks::rook_rays(king) & self.rooks_and_queens() & them;
        let bishop_like = attacks::bishop_rays(king) & self.bishops_and_queens() & them;
        if (rook_like | bishop_like).is_empty() {
            return Bitboard::EMPTY;
        }
        // Each pins the one piece between it and the king, when that piece is ours. (Asking each
        // directly costs fewer instructions than x-ray lookups to find the real snipers first.)
        let occupied = self.occupied();
        let mut pinned = Bitboard::EMPTY;
        for sniper in rook_like | bishop_like {
            let blockers = attacks::between(king, sniper) & occupied;
            if !blockers.more_than_one() {
                pinned |= blockers & self.by_color(us);
            }
        }
        pinned
    }

    /// Does any piece of `by` attack `sq` (with the board's own occupancy)?
    pub fn is_attacked(&self, sq: Square, by: Color) -> bool {
        (self.attackers_to(sq, self.occupied()) & self.by_color(by)).any()
    }

    /// Every square with its piece, a1 first.
    pub fn pieces(&self) -> impl Iterator<Item = (Square, Piece)> + '_ {
        self.occupied().squares().map(move |sq| (sq, self.piece_at(sq).expect("occupied square has a piece")))
    }
}
