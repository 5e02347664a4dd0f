//! How the bot judges Minishogi: shogi's evaluation (`shogi/eval.rs`), which reads the board's
//! size and pieces from the position.

use super::Minishogi;
use crate::bot::variant::Evaluate;
use crate::variants::fairy::FMove;
use crate::variants::shogi::eval::{evaluate, is_noisy, order, passed, quiet_check};

impl Evaluate for Minishogi {
    fn evaluate(&self) -> i32 {
        evaluate(&self.pos)
    }

    fn is_noisy(&self, m: FMove) -> bool {
        is_noisy(&self.pos, m)
    }

    fn quiet_check(&self, m: FMove) -> bool {
        quiet_check(&self.pos, m)
    }

    fn order(&self, m: FMove) -> i32 {
        order(&self.pos, m)
    }

    fn pass(&self) -> Option<Self> {
        Some(passed(self))
    }
}
