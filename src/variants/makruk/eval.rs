//! How the bot judges Makruk (and Ouk Chatrang): material (the khon is worth almost a knight,
//! the met two pawns), mobility, pawns marching to promote, driving a lone king to the edge,
//! and the counting situation: as a running count nears its limit the game nears a draw, so
//! the advantage fades with it.

use super::Makruk;
use crate::variants::Evaluate;
use crate::variants::fairy::evalkit::{advancement, capture_order, counting_fade, is_noisy, material, mobility, mop_up, null_move};
use crate::variants::fairy::{FMove, Fairy, Pos};

/// King, met, khon, horse, boat, pawn (the order of `PIECES`).
pub(crate) const VALUES: [i32; 6] = [0, 190, 290, 310, 500, 100];

/// The score from the side to move's view.
pub(crate) fn score(pos: &Pos) -> i32 {
    let pawn = pos.t.type_of('p');
    let side = |c: u8| material(pos, c, &VALUES, 0) + 3 * mobility(pos, c) + 6 * advancement(pos, c, pawn) + mop_up(pos, c);
    let white = counting_fade(pos, side(0) - side(1));
    if pos.turn == 0 {
        white
    } else {
        -white
    }
}

impl Evaluate for Makruk {
    fn evaluate(&self) -> i32 {
        score(&self.pos)
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
