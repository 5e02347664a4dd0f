//! How the bot judges Chaturanga: Shatranj's terms (the same pieces), and the king's safety of
//! a game without check: a king that the enemy attacks may simply be taken, so every enemy
//! attack on it costs dearly (the search sees the capture; this keeps the bot away from it).

use super::ChaturangaRules;
use crate::variants::fairy::evalkit::for_side_to_move;
use crate::variants::shatranj::eval::{white_score, VALUES};
use crate::variants::fairy::evalkit::PlainEvaluation;
use crate::variants::fairy::Pos;

/// A king left attacked, from its owner's view.
const KING_ATTACKED: i32 = 300;

fn exposed(pos: &Pos, colour: u8) -> i32 {
    i32::from(pos.king_attacked(colour)) * KING_ATTACKED
}

impl PlainEvaluation for ChaturangaRules {
    const VALUES: &'static [i32] = &VALUES;
    fn score(pos: &Pos) -> i32 {
        for_side_to_move(pos, white_score(pos) - exposed(pos, 0) + exposed(pos, 1))
    }
}
