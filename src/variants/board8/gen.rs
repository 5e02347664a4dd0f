//! Pseudo-legal move generation on [`Pos8`]: every move the pieces can make by their movement
//! alone (the duck blocking like a piece), castling per the game's rule, drops from the pocket.
//! Each game filters the list by its own legality.

use super::{Kind8, Move8, Pos8};
use crate::chess::attacks;
use crate::chess::{castling_destinations, Bitboard, Color, Piece, Rank, Role, Square};

/// How castling is limited.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CastleRule {
    /// No castling (antichess).
    None,
    /// Chess: not out of, through or into an attacked square (`attacked` hook decides).
    Safe,
    /// Only the squares between must be empty: fog of war and duck chess castle through and out
    /// of attack.
    Free,
}

/// What the generator emits for a game.
#[derive(Clone, Copy, Debug)]
pub struct GenOptions {
    pub promotions: &'static [Role],
    pub castling: CastleRule,
    pub drops: bool,
    /// May a king capture? (Atomic: no, it would explode itself.)
    pub king_captures: bool,
}

/// Does a piece of `by` attack `sq`, given `occupied` (chess movement, pawns diagonally)?
pub fn attacked_by(pos: &Pos8, sq: Square, by: Color, occupied: Bitboard) -> bool {
    pos.attackers(sq, by, occupied).any()
}

/// Appends the pseudo-legal moves of the side to move to `out`. `path_safe(pos, king, sq)` is
/// asked for each square of the king's castling path under [`CastleRule::Safe`].
pub fn pseudo_moves(pos: &Pos8, opts: &GenOptions, path_safe: impl Fn(&Pos8, Square, Square) -> bool, out: &mut Vec<Move8>) {
    let us = pos.turn;
    let ours = pos.ours();
    let theirs = pos.theirs();
    let occupied = pos.occupied();
    let empty = !occupied;
    let board = &pos.board;

    for role in [Role::Knight, Role::Bishop, Role::Rook, Role::Queen, Role::King] {
        for from in board.by_piece(Piece::new(us, role)) {
            let mut targets = attacks::piece_attacks(role, from, occupied) & !ours;
            if let Some(d) = pos.duck {
                targets = targets.without(d);
            }
            if role == Role::King && !opts.king_captures {
                targets &= !theirs;
            }
            for to in targets {
                out.push(Move8::new(from, to, Kind8::Normal));
            }
        }
    }

    let forward: i8 = us.fold(1, -1);
    let start_rank = us.fold(Rank::SECOND, Rank::SEVENTH);
    let last_rank = us.fold(Rank::EIGHTH, Rank::FIRST);
    for from in board.by_piece(Piece::new(us, Role::Pawn)) {
        let mut targets = attacks::pawn_attacks(us, from) & theirs;
        if let Some(one) = from.offset(0, forward) {
            if empty.contains(one) {
                targets.set(one);
                if from.rank() == start_rank {
                    if let Some(two) = one.offset(0, forward) {
                        if empty.contains(two) {
                            targets.set(two);
                        }
                    }
                }
            }
        }
        for to in targets {
            if to.rank() == last_rank {
                for &role in opts.promotions {
                    out.push(Move8::new(from, to, Kind8::Promotion(role)));
                }
            } else {
                out.push(Move8::new(from, to, Kind8::Normal));
            }
        }
        if let Some(ep) = pos.ep {
            if attacks::pawn_attacks(us, from).contains(ep) {
                out.push(Move8::new(from, ep, Kind8::EnPassant));
            }
        }
    }

    if opts.castling != CastleRule::None {
        castling_moves(pos, opts.castling, &path_safe, out);
    }

    if opts.drops {
        for role in [Role::Pawn, Role::Knight, Role::Bishop, Role::Rook, Role::Queen] {
            if pos.pocket(us, role) == 0 {
                continue;
            }
            let mut to = empty;
            if role == Role::Pawn {
                to &= !Bitboard::BACK_RANKS;
            }
            for sq in to {
                out.push(Move8::new(sq, sq, Kind8::Drop(role)));
            }
        }
    }
}

fn castling_moves(pos: &Pos8, rule: CastleRule, path_safe: &impl Fn(&Pos8, Square, Square) -> bool, out: &mut Vec<Move8>) {
    let us = pos.turn;
    let Some(king) = pos.king_of(us) else { return };
    for rook in pos.castling_of(us) {
        let (king_to, rook_to) = castling_destinations(king, rook);
        let king_path = span(king, king_to);
        let must_be_empty = (king_path | span(rook, rook_to)) & !Bitboard::from_square(king) & !Bitboard::from_square(rook);
        if (must_be_empty & pos.occupied()).any() {
            continue;
        }
        if rule == CastleRule::Safe && !king_path.into_iter().all(|sq| path_safe(pos, king, sq)) {
            continue;
        }
        out.push(Move8::new(king, rook, Kind8::Castle));
    }
}

/// The squares from `a` to `b` inclusive, on one rank.
fn span(a: Square, b: Square) -> Bitboard {
    let (lo, hi) = if a <= b { (a.index(), b.index()) } else { (b.index(), a.index()) };
    Bitboard((u64::MAX << lo) & (u64::MAX >> (63 - hi)))
}
