//! What the games won by taking the king share (Duck chess, Fog of War): there is no check, so a
//! king may castle out of, through or into attack and may be left en prise; taking it ends the
//! game, and a position without it is the end of a game, never a position to play from.

use super::{pseudo_moves, CastleRule, GenOptions, Move8, Pos8};
use crate::chess::Role;
use crate::variants::{EndReason, Outcome};

/// Chess's moves, the king's capture among them, with castling free of any attack rule.
pub const GEN: GenOptions = GenOptions {
    promotions: &[Role::Queen, Role::Rook, Role::Bishop, Role::Knight],
    castling: CastleRule::Free,
    drops: false,
    king_captures: true,
};

/// The moves of the side to move, as chess's without check; none once a king has been taken.
pub fn moves(pos: &Pos8, out: &mut Vec<Move8>) {
    if pos.king_of(pos.turn).is_some() && pos.king_of(!pos.turn).is_some() {
        pseudo_moves(pos, &GEN, |_, _, _| true, out);
    }
}

/// The end when a king has been taken: its side has lost.
pub fn king_taken(pos: &Pos8) -> Option<Outcome> {
    let mover = pos.turn.index() as u8;
    if pos.king_of(pos.turn).is_none() {
        Some(Outcome::win(1 - mover, EndReason::KingCaptured))
    } else if pos.king_of(!pos.turn).is_none() {
        Some(Outcome::win(mover, EndReason::KingCaptured))
    } else {
        None
    }
}
