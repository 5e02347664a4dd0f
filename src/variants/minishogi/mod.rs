//! Minishogi: shogi's rules on a 5×5 board, the last rank as the zone, no knight or lance;
//! repetition loses for sente. The hooks are shogi's ([`shogi::family`]). See `rules.md`.

/// The rules help the page shows.
pub const HELP: &str = include_str!("help.md");

mod eval;
#[cfg(test)]
mod tests;

use crate::variants::fairy::{Fairy, PieceSpec, Promotion, Rules, Shape, Spec, Verdict, Zone};
use crate::variants::shogi::{family, DRAW_RULES, SIDES};
use crate::variants::{DrawRules, Outcome};

const GOLD: &str = "WfF";
const LAST_RANK: Zone = Zone::Ranks(4, 4);

const fn promotes(forced: Option<Zone>) -> Promotion {
    Promotion { zone: LAST_RANK, to: "+", forced }
}

pub const PIECES: &[PieceSpec] = &[
    PieceSpec::new('k', "king", "K").royal(),
    PieceSpec::new('r', "rook", "R").promotes(promotes(None)),
    PieceSpec::new('b', "bishop", "B").promotes(promotes(None)),
    PieceSpec::new('g', "gold", GOLD),
    PieceSpec::new('s', "silver", "FfW").promotes(promotes(None)),
    PieceSpec::new('p', "pawn", "fW").promotes(promotes(Some(LAST_RANK))).drops(Zone::Ranks(0, 3), true),
    PieceSpec::new('r', "dragon", "RF").promoted(),
    PieceSpec::new('b', "horse", "BW").promoted(),
    PieceSpec::new('s', "promoted silver", GOLD).promoted(),
    PieceSpec::new('p', "tokin", GOLD).promoted(),
];

const SET: &[(char, u32)] = &[('k', 2), ('r', 2), ('b', 2), ('g', 2), ('s', 2), ('p', 2)];

pub struct MinishogiRules;

/// A position of Minishogi.
pub type Minishogi = Fairy<MinishogiRules>;

impl Rules for MinishogiRules {
    const ID: &'static str = "minishogi";
    const SPEC: Spec = Spec {
        shape: Shape::new(5, 5),
        pieces: PIECES,
        start: "rbsgk/4p/5/P4/KGSBR[] w - - 0 1",
        stalemate: Verdict::Loss,
        hands: true,
        captures_to_hand: true,
        hand_order: "GPSRB",
        ..Spec::DEFAULT
    };
    const DRAW_RULES: DrawRules = DRAW_RULES;
    const SIDES: [&'static str; 2] = SIDES;
    crate::fairy_tables!();
    crate::shogi_family_hooks!(SET);

    /// Repetition loses for sente (the player who moved first), as pyffish scores it.
    fn repetition_outcome(since_first: &[Fairy<Self>], occurrences: u32) -> Option<Outcome> {
        family::sennichite(since_first, occurrences, Some(0))
    }

}

impl Minishogi {
    /// The position in SFEN.
    pub fn sfen(&self) -> String {
        family::sfen(&self.pos)
    }
}
