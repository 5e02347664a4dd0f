//! Crazyhouse (lichess rules): captured pieces change colour into the captor's pocket (promoted
//! pieces as pawns) and may be dropped instead of a move. See `rules.md`.

use crate::chess::attacks::between;
use crate::chess::{Bitboard, Color, Role, Square};
use crate::variants::board8::{attacked_by, pseudo_moves, CastleRule, FenFlags, GenOptions, Kind8, Move8, Pos8, Rules8, V8};
use crate::variants::{EndReason, Outcome};

/// The short rules help a page shows for this game (`Game.variants()`'s `help`).
pub const HELP: &str = include_str!("help.md");

mod eval;

#[cfg(test)]
mod tests;

pub struct CrazyhouseRules;

/// A position of Crazyhouse.
pub type Crazyhouse = V8<CrazyhouseRules>;

const GEN: GenOptions = GenOptions {
    promotions: &[Role::Queen, Role::Rook, Role::Bishop, Role::Knight],
    castling: CastleRule::Safe,
    drops: true,
    king_captures: true,
};

/// Chess legality on a [`Pos8`] (no duck, no explosions: only a slider's line or a checker's
/// attack can reach the king): the castling path is not attacked, and after the move the mover's
/// king is not attacked.
pub(crate) fn chess_legal_moves(pos: &Pos8, gen: &GenOptions, play: fn(&mut Pos8, Move8), out: &mut Vec<Move8>) {
    let us = pos.turn;
    let Some(king) = pos.king_of(us) else { return };
    let path_safe = |p: &Pos8, king: Square, sq: Square| !attacked_by(p, sq, !us, p.occupied() ^ king);
    pseudo_moves(pos, gen, path_safe, out);
    // Out of check, only a king's move, an en passant capture (two pawns leave one rank at once)
    // or a pinned piece's move can expose the king: only those are made to be tested. In check,
    // every board move is; a drop takes nothing and uncovers nothing, so it answers a check only
    // by standing between the king and its one checker.
    let checkers = pos.attackers(king, !us, pos.occupied());
    let suspects = if checkers.any() { Bitboard::FULL } else { pos.board.pinned(king, us).with(king) };
    let blocks = checkers.single().map_or(Bitboard::EMPTY, |checker| between(king, checker));
    out.retain(|&m| {
        if m.is_drop() {
            return checkers.is_empty() || blocks.contains(m.to);
        }
        if !suspects.contains(m.from) && m.kind != Kind8::EnPassant {
            return true;
        }
        let mut after = *pos;
        play(&mut after, m);
        !after.king_attacked(us)
    });
}

/// Refuses a position whose side not to move is in check (it could not have moved there).
pub(crate) fn not_in_check_after_moving(pos: &Pos8) -> Result<(), crate::variants::VariantError> {
    if pos.king_attacked(!pos.turn) {
        return Err(crate::variants::VariantError::Fen("the side not to move is in check".into()));
    }
    Ok(())
}

/// Checkmate loses, stalemate draws.
pub(crate) fn chess_outcome(pos: &Pos8, legal: &[Move8]) -> Option<Outcome> {
    if !legal.is_empty() {
        return None;
    }
    if pos.king_attacked(pos.turn) {
        Some(Outcome::win(1 - pos.turn.index() as u8, EndReason::Checkmate))
    } else {
        Some(Outcome::draw(EndReason::Stalemate))
    }
}

impl Rules8 for CrazyhouseRules {
    const ID: &'static str = "crazyhouse";
    const FEN: FenFlags = FenFlags { pockets: true, duck: false, castling: true, kings_required: true };
    const SAN_CHECK: bool = true;

    fn validate(pos: &Pos8) -> Result<(), crate::variants::VariantError> {
        not_in_check_after_moving(pos)
    }

    fn legal_moves(pos: &Pos8, out: &mut Vec<Move8>) {
        chess_legal_moves(pos, &GEN, CrazyhouseRules::play, out);
    }

    fn play(pos: &mut Pos8, m: Move8) {
        let us = pos.turn;
        if let Some(taken) = pos.make_basic(m) {
            let role = if taken.promoted { Role::Pawn } else { taken.piece.role };
            // (A king is never taken in a legal game; the pocket has no place for one.)
            if let Some(slot) = pos.pockets[us.index()].get_mut(role.index()) {
                *slot = slot.saturating_add(1);
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

    /// Never: every piece can come back from a pocket.
    fn insufficient_material(_: &Pos8) -> bool {
        false
    }

    /// Anyone can win while a piece other than the kings is on the board or in a hand: whoever
    /// takes it can drop it and mate (rules.md, "Time").
    fn can_win(pos: &Pos8, _player: Color) -> bool {
        pos.occupied() != pos.board.by_role(Role::King) || pos.pockets.iter().flatten().any(|&n| n > 0)
    }
}
