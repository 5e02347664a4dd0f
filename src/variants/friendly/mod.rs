//! Friendly Chess (our rules, VARIANTS.md §4): nothing is captured; a capture recruits the
//! target, and a chain reaction follows. See `rules.md`.

use crate::chess::attacks;
use crate::chess::{Bitboard, Color, Piece, Role, Square};
use crate::variants::board8::{attacked_by, pseudo_moves, CastleRule, FenFlags, GenOptions, Kind8, Move8, Pos8, Rules8, V8};
use crate::variants::crazyhouse::chess_outcome;
use crate::variants::Outcome;

/// The short rules help a page shows for this game (`Game.variants()`'s `help`).
pub const HELP: &str = include_str!("help.md");

mod eval;

#[cfg(test)]
mod tests;

pub struct FriendlyRules;

/// A position of Friendly Chess.
pub type Friendly = V8<FriendlyRules>;

const GEN: GenOptions = GenOptions {
    promotions: &[Role::Queen, Role::Rook, Role::Bishop, Role::Knight],
    castling: CastleRule::Safe,
    drops: false,
    king_captures: true,
};

impl Rules8 for FriendlyRules {
    const ID: &'static str = "friendly";
    const FEN: FenFlags = FenFlags { pockets: false, duck: false, castling: true, kings_required: true };
    const SAN_CHECK: bool = true;
    /// Nothing is captured: a piece moved onto an enemy recruits it.
    const CAPTURES: bool = false;

    fn validate(pos: &Pos8) -> Result<(), crate::variants::VariantError> {
        crate::variants::crazyhouse::not_in_check_after_moving(pos)
    }

    fn legal_moves(pos: &Pos8, out: &mut Vec<Move8>) {
        let us = pos.turn;
        let Some(their_king) = pos.king_of(!us) else { return };
        if pos.king_of(us).is_none() {
            return;
        }
        let path_safe = |p: &Pos8, king: Square, sq: Square| !attacked_by(p, sq, !us, p.occupied() ^ king);
        pseudo_moves(pos, &GEN, path_safe, out);
        // A pawn recruiting on the last rank stays a pawn: one move, not four promotions.
        out.retain_mut(|m| match m.kind {
            Kind8::Promotion(role) if pos.theirs().contains(m.to) => {
                m.kind = Kind8::Normal;
                role == Role::Queen
            }
            _ => m.to != their_king,
        });
        out.retain(|&m| {
            let mut after = *pos;
            FriendlyRules::play(&mut after, m);
            !after.king_attacked(us)
        });
    }

    fn play(pos: &mut Pos8, m: Move8) {
        let target = match m.kind {
            Kind8::EnPassant => Some(Square::from_coords(m.to.file(), m.from.rank())),
            _ if pos.theirs().contains(m.to) => Some(m.to),
            _ => None,
        };
        match target {
            Some(sq) => {
                pos.ep = None;
                pos.halfmoves = 0;
                recruit_with_chain(pos, sq);
            }
            None => {
                pos.make_basic(m);
            }
        }
        pos.finish_move();
    }

    fn is_check(pos: &Pos8) -> bool {
        pos.king_attacked(pos.turn)
    }

    fn outcome(pos: &Pos8, legal: &[Move8]) -> Option<Outcome> {
        chess_outcome(pos, legal)
    }

    fn insufficient_material(pos: &Pos8) -> bool {
        pos.board.occupied() == pos.board.by_role(Role::King)
    }

    /// The chain of recruitments of `m`, wave by wave: the target, then the pieces it recruits,
    /// then theirs (empty for a move that recruits nothing).
    fn waves(pos: &Pos8, m: Move8) -> Vec<Vec<Square>> {
        let mut after = *pos;
        let mut waves: Vec<Vec<Square>> = Vec::new();
        let target = match m.kind {
            Kind8::EnPassant => Square::from_coords(m.to.file(), m.from.rank()),
            _ if pos.theirs().contains(m.to) => m.to,
            _ => return waves,
        };
        chain(&mut after, target, |sq, wave| {
            if waves.len() <= wave {
                waves.push(Vec::new());
            }
            waves[wave].push(sq);
        });
        waves
    }

    /// `player` wins by mate, as in chess, with its own pieces and any it may recruit: chess's
    /// mating material counted as if every piece but the other king were already `player`'s
    /// (rules.md, "Time").
    fn can_win(pos: &Pos8, player: Color) -> bool {
        let mut board = pos.board;
        for (sq, piece) in pos.board.pieces().filter(|(_, p)| p.color != player && p.role != Role::King) {
            board.take(sq, piece);
            board.put(sq, Piece::new(player, piece.role));
        }
        crate::chess::material::can_mate(&board, player)
    }
}

/// The side to move recruits the piece on `first`; then each newly recruited piece recruits
/// every enemy piece of its own kind that it attacks, breadth first, squares in a1…h8 order.
/// Kings are never recruited. Ends: each step turns an enemy piece into ours, at most 15 times.
pub fn recruit_with_chain(pos: &mut Pos8, first: Square) {
    chain(pos, first, |_, _| {});
}

/// [`recruit_with_chain`], telling `recruited(square, wave)` of each piece it recruits (wave 0:
/// `first`; wave n + 1: the pieces wave n recruits). The queue holds squares only and the waves
/// are its breadth-first levels, so the game's own moves (a no-op `recruited`) pay nothing more.
#[inline(always)]
fn chain(pos: &mut Pos8, first: Square, mut recruited: impl FnMut(Square, usize)) {
    let us = pos.turn;
    let mut queue = [first; 16];
    let (mut head, mut tail) = (0, 0);
    let mut enlist = |pos: &mut Pos8, sq: Square, wave: usize, queue: &mut [Square; 16], tail: &mut usize| {
        if let Some(piece) = pos.board.piece_at(sq).filter(|p| p.color != us && p.role != Role::King) {
            pos.board.take(sq, piece);
            pos.board.put(sq, Piece::new(us, piece.role));
            recruited(sq, wave);
            if *tail < queue.len() {
                queue[*tail] = sq;
                *tail += 1;
            }
        }
    };
    enlist(pos, first, 0, &mut queue, &mut tail);
    // The queue's entries of the wave being read end at `wave_end`.
    let (mut wave, mut wave_end) = (0, tail);
    while head < tail {
        if head == wave_end {
            wave += 1;
            wave_end = tail;
        }
        let from = queue[head];
        head += 1;
        let Some(role) = pos.board.role_at(from) else { continue };
        let reach = match role {
            Role::Pawn => attacks::pawn_attacks(us, from),
            _ => attacks::piece_attacks(role, from, pos.occupied()),
        };
        let same_kind: Bitboard = reach & pos.board.by_piece(Piece::new(!us, role));
        for sq in same_kind {
            enlist(pos, sq, wave + 1, &mut queue, &mut tail);
        }
    }
}
