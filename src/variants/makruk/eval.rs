//! How the bot judges Makruk (and Ouk Chatrang): material (the khon is worth almost a knight,
//! the met two pawns), mobility, pawns marching to promote, driving a lone king to the edge,
//! and the counting situation: as a running count nears its limit the game nears a draw, so
//! the advantage fades with it.

use super::MakrukRules;
use crate::variants::fairy::evalkit::{advancement, counting_fade, for_side_to_move, material, mobility, mop_up, PlainEvaluation};
use crate::variants::fairy::Pos;

/// King, met, khon, horse, boat, pawn (the order of `PIECES`).
pub(crate) const VALUES: [i32; 6] = [0, 190, 290, 310, 500, 100];

/// The score from the side to move's view.
pub(crate) fn score(pos: &Pos) -> i32 {
    let pawn = pos.t.type_of('p');
    let side = |c: u8| material(pos, c, &VALUES, 0) + 3 * mobility(pos, c) + 6 * advancement(pos, c, pawn) + mop_up(pos, c);
    for_side_to_move(pos, counting_fade(pos, side(0) - side(1)))
}

impl PlainEvaluation for MakrukRules {
    const VALUES: &'static [i32] = &VALUES;
    fn score(pos: &Pos) -> i32 {
        score(pos)
    }
}
