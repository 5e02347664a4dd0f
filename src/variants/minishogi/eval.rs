//! How the bot judges Minishogi: shogi's evaluation (`shogi/eval.rs`), which reads the board's
//! size and pieces from the position, under Minishogi's own weights (`MINISHOGI`, tuned on its games).

use super::Minishogi;
use crate::variants::Evaluate;
use crate::variants::fairy::FMove;
use crate::variants::shogi::eval::{evaluate, is_noisy, noisy_moves, order, passed, quiet_check, MINISHOGI};

/// What going round a cycle costs sente: a repetition is sente's loss (`rules.md` §6), found by
/// the search at its second occurrence, two short of the rule's fourth; short of a mate's score,
/// as sente may still step off the cycle.
const SENTE_CYCLE: i32 = 600;

crate::shogi_family_tunable!(Minishogi, MINISHOGI, true);

impl Evaluate for Minishogi {
    /// Drops make many quiet moves: near the leaves only the first few per ply are searched.
    const LATE_QUIETS: Option<usize> = Some(8);
    /// Material, development, mobility, placement and the kings' surroundings: the position alone.
    const EVALUATION_BY_HASH: bool = true;

    /// A cycle is sente's loss. For gote it is a win unless gote checked at every move (then
    /// gote loses), which the search cannot tell apart: gote takes it for the usual draw.
    fn contempt(&self) -> i32 {
        if self.pos.turn == 0 {
            SENTE_CYCLE
        } else {
            Self::CONTEMPT
        }
    }

    fn evaluate(&self) -> i32 {
        evaluate(&self.pos, &MINISHOGI)
    }

    fn is_noisy(&self, m: FMove) -> bool {
        is_noisy(&self.pos, m)
    }

    fn quiet_check(&self, m: FMove) -> bool {
        quiet_check(&self.pos, m)
    }

    fn noisy_moves(&self, out: &mut Vec<FMove>) -> bool {
        noisy_moves(&self.pos, out);
        true
    }

    fn order(&self, m: FMove) -> i32 {
        order(&self.pos, m)
    }

    fn pass(&self) -> Option<Self> {
        Some(passed(self))
    }
}
