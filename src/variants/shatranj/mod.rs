//! Shatranj (pyffish `shatranj`): the ferz (one step diagonally) instead of the queen, the alfil
//! (a leap of two diagonally, over anything) instead of the bishop, pawns one step and promoting
//! to a ferz on the last rank, no castling. A side left with its king alone loses (unless it can
//! bare the other king at once); a stalemated side loses; the 70-move rule. The rules we play:
//! `rules.md`.

#[cfg(feature = "bot")]
pub(crate) mod eval;
#[cfg(test)]
mod tests;

use super::fairy::{Fairy, PieceSpec, Promotion, Royal, Rules, Spec, Verdict, Zone};
use super::DrawRules;

/// The pieces of Shatranj and Chaturanga, with pyffish's letters (`q` the ferz, `b` the alfil).
pub const PIECES: &[PieceSpec] = &[
    PieceSpec::new('k', "king", "K").royal(),
    PieceSpec::new('q', "ferz", "F"),
    PieceSpec::new('b', "alfil", "A"),
    PieceSpec::new('n', "knight", "N"),
    PieceSpec::new('r', "rook", "R"),
    PieceSpec::new('p', "pawn", "fmWfcF").pawn().promotes(Promotion { zone: Zone::Ranks(7, 7), to: "q", forced: Some(Zone::Ranks(7, 7)) }),
];

/// Threefold repetition and 70 moves without capture or pawn move may be claimed.
pub const DRAW_RULES: DrawRules = DrawRules { claim_repetition: Some(3), auto_repetition: Some(5), claim_plies: Some(140), auto_plies: None };

pub struct ShatranjRules;

impl Rules for ShatranjRules {
    const ID: &'static str = "shatranj";
    const SPEC: Spec = Spec {
        pieces: PIECES,
        start: "rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKQBNR w - - 0 1",
        stalemate: Verdict::Loss,
        bare_king: true,
        royal: Royal::Check,
        ..Spec::DEFAULT
    };
    const DRAW_RULES: DrawRules = DRAW_RULES;
    crate::fairy_tables!();
}

pub type Shatranj = Fairy<ShatranjRules>;
