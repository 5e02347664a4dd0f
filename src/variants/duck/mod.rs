//! Duck chess (chess.com rules): a move, then the duck goes to a different empty square; no
//! check, take the king to win, a player with no move wins. See `rules.md`.

use crate::chess::Bitboard;
use crate::variants::board8::{king_capture, FenFlags, Move8, Pos8, Rules8, V8};
use crate::variants::{EndReason, Outcome};

/// The short rules help a page shows for this game (`Game.variants()`'s `help`).
pub const HELP: &str = include_str!("help.md");

mod eval;

#[cfg(test)]
mod tests;

pub struct DuckRules;

/// A position of Duck chess.
pub type Duck = V8<DuckRules>;

/// Where the duck may go after `m`: every square empty after the move but the one it stands on.
pub fn duck_squares(pos: &Pos8, m: Move8) -> Bitboard {
    let mut after = *pos;
    after.make_basic(Move8 { duck: None, ..m });
    !after.occupied()
}

impl Rules8 for DuckRules {
    const ID: &'static str = "duck";
    const FEN: FenFlags = FenFlags { pockets: false, duck: true, castling: true, kings_required: false };
    const SAN_CHECK: bool = false;

    /// A king may be missing (it was taken: the game is over), never doubled.
    fn validate(pos: &Pos8) -> Result<(), crate::variants::VariantError> {
        crate::variants::board8::at_most_one_king(pos)
    }

    fn legal_moves(pos: &Pos8, out: &mut Vec<Move8>) {
        king_capture::moves(pos, out);
        let pieces_moves = out.len();
        for i in 0..pieces_moves {
            let m = out[i];
            for duck in duck_squares(pos, m) {
                out.push(Move8 { duck: Some(duck), ..m });
            }
        }
        out.drain(..pieces_moves);
    }

    fn is_check(_: &Pos8) -> bool {
        false
    }

    /// A player with no move wins (the duck can leave a side without one).
    fn outcome(pos: &Pos8, legal: &[Move8]) -> Option<Outcome> {
        king_capture::king_taken(pos).or_else(|| legal.is_empty().then(|| Outcome::win(pos.turn.index() as u8, EndReason::Stalemate)))
    }

    /// None, as pyffish: bare kings play on, until a repetition or the move rule ends it.
    fn insufficient_material(_: &Pos8) -> bool {
        false
    }
}
