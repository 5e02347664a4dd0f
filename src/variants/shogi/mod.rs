//! Shogi (JSA rules) on the fairy engine. The pieces, the promotion zone, forced promotion,
//! hands, drops and nifu are data; the rest are hooks, shared with Minishogi ([`family`]): no
//! pawn-drop mate (uchifuzume), a position that the set of pieces allows, sennichite with
//! perpetual check, the 27-point impasse, Western notation, SFEN and USI. See `rules.md`.

/// The rules help the page shows.
pub const HELP: &str = include_str!("help.md");

pub mod family;
pub mod notation;

#[cfg(feature = "bot")]
pub(crate) mod eval;

use crate::variants::fairy::{FMove, Fairy, PieceSpec, Pos, Promotion, Rules, Shape, Spec, Verdict, Zone};
use crate::variants::{DrawRules, Outcome};

/// A piece that moves as a gold (the gold and the promoted small pieces).
const GOLD: &str = "WfF";
/// The last three ranks, counted from the owner's side.
const ZONE: Zone = Zone::Ranks(6, 8);
const LAST_RANK: Zone = Zone::Ranks(8, 8);
const LAST_TWO: Zone = Zone::Ranks(7, 8);

const fn promotes(forced: Option<Zone>) -> Promotion {
    Promotion { zone: ZONE, to: "+", forced }
}

pub const PIECES: &[PieceSpec] = &[
    PieceSpec::new('k', "king", "K").royal(),
    PieceSpec::new('r', "rook", "R").promotes(promotes(None)),
    PieceSpec::new('b', "bishop", "B").promotes(promotes(None)),
    PieceSpec::new('g', "gold", GOLD),
    PieceSpec::new('s', "silver", "FfW").promotes(promotes(None)),
    PieceSpec::new('n', "knight", "ffN").promotes(promotes(Some(LAST_TWO))).drops(Zone::Ranks(0, 6), false),
    PieceSpec::new('l', "lance", "fR").promotes(promotes(Some(LAST_RANK))).drops(Zone::Ranks(0, 7), false),
    PieceSpec::new('p', "pawn", "fW").promotes(promotes(Some(LAST_RANK))).drops(Zone::Ranks(0, 7), true),
    PieceSpec::new('r', "dragon", "RF").promoted(),
    PieceSpec::new('b', "horse", "BW").promoted(),
    PieceSpec::new('s', "promoted silver", GOLD).promoted(),
    PieceSpec::new('n', "promoted knight", GOLD).promoted(),
    PieceSpec::new('l', "promoted lance", GOLD).promoted(),
    PieceSpec::new('p', "tokin", GOLD).promoted(),
];

/// The pieces of the set, by letter (both players together).
const SET: &[(char, u32)] = &[('k', 2), ('r', 2), ('b', 2), ('g', 4), ('s', 4), ('n', 4), ('l', 4), ('p', 18)];

/// No claims and no automatic draw by count: the fourth occurrence of a position is
/// sennichite ([`family::sennichite`]); there is no move-count rule.
pub const DRAW_RULES: DrawRules = DrawRules { claim_repetition: None, auto_repetition: None, claim_plies: None, auto_plies: None };

/// The sides as players name them: sente moves first (upper case, `w` in FEN), then gote.
pub const SIDES: [&str; 2] = ["Sente", "Gote"];

pub struct ShogiRules;

/// A position of Shogi.
pub type Shogi = Fairy<ShogiRules>;

impl Rules for ShogiRules {
    const ID: &'static str = "shogi";
    const SPEC: Spec = Spec {
        shape: Shape::new(9, 9),
        pieces: PIECES,
        start: "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[] w - - 0 1",
        stalemate: Verdict::Loss,
        hands: true,
        captures_to_hand: true,
        // pyffish writes a hand in this order.
        hand_order: "GNLPSRB",
        ..Spec::DEFAULT
    };
    const DRAW_RULES: DrawRules = DRAW_RULES;
    const SIDES: [&'static str; 2] = SIDES;
    crate::fairy_tables!();
    crate::shogi_family_hooks!(SET);

    fn outcome(pos: &Pos, legal: &[FMove]) -> Option<Outcome> {
        Self::immediate_end(pos).or_else(|| crate::variants::fairy::rules::no_move_end(pos, legal)).or_else(|| family::impasse(pos))
    }

    fn repetition_outcome(since_first: &[Fairy<Self>], occurrences: u32) -> Option<Outcome> {
        family::sennichite(since_first, occurrences, None)
    }

}

impl Shogi {
    /// The position in SFEN (`… b - 1`).
    pub fn sfen(&self) -> String {
        family::sfen(&self.pos)
    }
}

#[cfg(test)]
mod tests;
