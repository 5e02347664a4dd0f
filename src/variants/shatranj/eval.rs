//! How the bot judges Shatranj (and Chaturanga): material by the old pieces' worth (the ferz
//! and the alfil are weak: a rook is worth three of them), mobility (the slow pieces need
//! room), pawns marching on, and once the enemy king is alone, driving it to the edge.

use super::Shatranj;
use crate::variants::Evaluate;
use crate::variants::fairy::evalkit::{advancement, capture_order, is_noisy, material, mobility, mop_up, null_move};
use crate::variants::fairy::{FMove, Fairy, Pos};

/// King, ferz, alfil, knight, rook, pawn (the order of `PIECES`).
pub(crate) const VALUES: [i32; 6] = [0, 170, 130, 320, 500, 100];

/// White's score: material, mobility, pawn advance, mop-up.
pub(crate) fn white_score(pos: &Pos) -> i32 {
    let pawn = pos.t.type_of('p');
    let side = |c: u8| material(pos, c, &VALUES, 0) + 3 * mobility(pos, c) + 5 * advancement(pos, c, pawn) + mop_up(pos, c);
    side(0) - side(1)
}

pub(crate) fn for_side_to_move(pos: &Pos, white: i32) -> i32 {
    if pos.turn == 0 {
        white
    } else {
        -white
    }
}

impl Evaluate for Shatranj {
    fn evaluate(&self) -> i32 {
        for_side_to_move(&self.pos, white_score(&self.pos))
    }

    fn is_noisy(&self, m: FMove) -> bool {
        is_noisy(&self.pos, m)
    }

    fn order(&self, m: FMove) -> i32 {
        capture_order(&self.pos, m, &VALUES)
    }

    /// Moving never hurts here but in rare endgames: the null move is sound enough.
    fn pass(&self) -> Option<Self> {
        Some(Fairy::new(null_move(&self.pos)))
    }
}
