//! Makruk (Thai chess, pyffish `makruk`): khon (a step diagonally or straight forward), met (a
//! step diagonally), pawns on the third rank promoting to a met on the sixth, no castling, no
//! double step; and **counting** applied automatically (`fairy::counting`): once no pawn is left
//! the weaker side counts, and the game is drawn when the count passes its limit. The rules we
//! play: `rules.md`.

#[cfg(feature = "bot")]
pub(crate) mod eval;
#[cfg(test)]
mod tests;

use super::fairy::counting::{self, CountingRule};
use super::fairy::{FMove, Fairy, Kind, PieceSpec, Piece, Pos, Promotion, Rules, Spec, Zone};
use super::{DrawRules, Outcome};

/// The pieces of Makruk and Ouk Chatrang, with pyffish's letters.
pub const PIECES: &[PieceSpec] = &[
    PieceSpec::new('k', "king", "K").royal(),
    PieceSpec::new('m', "met", "F"),
    PieceSpec::new('s', "khon", "FfW"),
    PieceSpec::new('n', "horse", "N"),
    PieceSpec::new('r', "boat", "R"),
    PieceSpec::new('p', "pawn", "fmWfcF").pawn().promotes(Promotion { zone: Zone::Ranks(5, 7), to: "m", forced: Some(Zone::Ranks(5, 7)) }),
];

/// No n-move rule (counting replaces it); threefold repetition may be claimed.
pub const DRAW_RULES: DrawRules = DrawRules { claim_repetition: Some(3), auto_repetition: Some(5), claim_plies: None, auto_plies: None };

pub struct MakrukRules;

impl Rules for MakrukRules {
    const ID: &'static str = "makruk";
    const SPEC: Spec = Spec { pieces: PIECES, start: "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1", counting: true, ..Spec::DEFAULT };
    const DRAW_RULES: DrawRules = DRAW_RULES;
    crate::fairy_tables!();

    fn after_move(_before: &Pos, after: &mut Pos, m: FMove, captured: Option<Piece>) {
        counting::after_move(CountingRule::Makruk, after, captured, matches!(m.kind, Kind::Promote(_)));
    }

    fn outcome(pos: &Pos, legal: &[FMove]) -> Option<Outcome> {
        super::fairy::rules::no_move_end(pos, legal).or_else(|| counting::outcome(pos))
    }
}

pub type Makruk = Fairy<MakrukRules>;
