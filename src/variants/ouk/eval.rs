//! How the bot judges Ouk Chatrang: Makruk's terms (the same pieces, counting included), and a
//! little for keeping the opening leaps, which give the king and the met a quick way out.

use super::OukRules;
use crate::variants::fairy::evalkit::PlainEvaluation;
use crate::variants::fairy::Pos;
use crate::variants::makruk::eval::{score, VALUES};

/// Per opening leap still allowed.
const LEAP_RIGHT: i32 = 8;

impl PlainEvaluation for OukRules {
    const VALUES: &'static [i32] = &VALUES;
    fn score(pos: &Pos) -> i32 {
        let rights = |c: usize| (pos.rights & pos.colours[c]).count() as i32 * LEAP_RIGHT;
        score(pos) + rights(pos.turn as usize) - rights(pos.turn as usize ^ 1)
    }
}
