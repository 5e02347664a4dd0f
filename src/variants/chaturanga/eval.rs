//! How the bot judges Chaturanga: Shatranj's terms (the same pieces), and the king's safety of
//! a game without check: a king that the enemy attacks may simply be taken, so every enemy
//! attack on it costs dearly (the search sees the capture; this keeps the bot away from it).

use super::Chaturanga;
use crate::variants::Evaluate;
use crate::variants::shatranj::eval::{for_side_to_move, white_score, VALUES};
use crate::variants::fairy::evalkit::{capture_order, is_noisy, null_move};
use crate::variants::fairy::{FMove, Fairy, Pos};

/// A king left attacked, from its owner's view.
const KING_ATTACKED: i32 = 300;

fn exposed(pos: &Pos, colour: u8) -> i32 {
    i32::from(pos.king_attacked(colour)) * KING_ATTACKED
}

impl Evaluate for Chaturanga {
    fn evaluate(&self) -> i32 {
        let pos = &self.pos;
        let white = white_score(pos) - exposed(pos, 0) + exposed(pos, 1);
        for_side_to_move(pos, white)
    }

    fn is_noisy(&self, m: FMove) -> bool {
        is_noisy(&self.pos, m)
    }

    fn order(&self, m: FMove) -> i32 {
        capture_order(&self.pos, m, &VALUES)
    }

    fn pass(&self) -> Option<Self> {
        Some(Fairy::new(null_move(&self.pos)))
    }
}
