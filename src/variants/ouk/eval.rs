//! How the bot judges Ouk Chatrang: Makruk's terms (the same pieces, counting included), and a
//! little for keeping the opening leaps, which give the king and the met a quick way out.

use super::Ouk;
use crate::variants::Evaluate;
use crate::variants::fairy::evalkit::{capture_order, is_noisy, null_move};
use crate::variants::fairy::{FMove, Fairy};
use crate::variants::makruk::eval::{score, VALUES};

/// Per opening leap still allowed.
const LEAP_RIGHT: i32 = 8;

impl Evaluate for Ouk {
    fn evaluate(&self) -> i32 {
        let pos = &self.pos;
        let rights = |c: usize| (pos.rights & pos.colours[c]).count() as i32 * LEAP_RIGHT;
        let ours = rights(pos.turn as usize) - rights(pos.turn as usize ^ 1);
        score(pos) + ours
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
