//! Friendly Chess (our rules, VARIANTS.md §4): nothing is captured; a capture recruits the
//! target, and a chain reaction follows. See `rules.md`.

use crate::chess::Role;
use crate::variants::board8::{CastleRule, FenFlags, GenOptions, Move8, Pos8, Rules8, V8};
use crate::variants::crazyhouse::{chess_legal_moves, chess_outcome};
use crate::variants::Outcome;

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

    fn legal_moves(pos: &Pos8, out: &mut Vec<Move8>) {
        chess_legal_moves(pos, &GEN, FriendlyRules::play, out);
    }

    fn play(pos: &mut Pos8, m: Move8) {
        pos.make_basic(m);
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
}
