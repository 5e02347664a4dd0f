//! How the bot judges Janggi: xiangqi's terms (`xiangqi/eval.rs`) with Janggi's values (those of
//! the material count, which also decides bikjang, two passes and the draws' claims), soldiers
//! that move sideways from the start, and Han's 1.5 points.

use super::Janggi;
use crate::variants::Evaluate;
use crate::variants::fairy::FMove;
use crate::variants::xiangqi::eval::{evaluate, order, Weights};

fn janggi_value(letter: char) -> i32 {
    match letter {
        'r' => 650,
        'c' => 350,
        'n' => 250,
        'b' | 'a' => 150,
        'p' => 100,
        _ => 0,
    }
}

const JANGGI: Weights = Weights { value: janggi_value, soldier_across: 0, soldier_rank: 10, mobility: 3, guard: 20, general_out: 10 };

/// Han's 1.5 points of the material count, in centipawns (a count's point is worth 50).
const HAN_BONUS: i32 = 75;

impl Evaluate for Janggi {
    fn evaluate(&self) -> i32 {
        let han = if self.pos.turn == 1 { HAN_BONUS } else { -HAN_BONUS };
        evaluate(&self.pos, &JANGGI) + han
    }

    fn is_noisy(&self, m: FMove) -> bool {
        m.from != m.to && self.pos.piece_at(m.to).is_some()
    }

    /// Janggi is won by mate (no stalemate, a pass always there): quiet checks are followed into
    /// quiescence and never pruned, as in shogi.
    fn quiet_check(&self, m: FMove) -> bool {
        if self.is_noisy(m) {
            return false;
        }
        let mut after = self.pos;
        after.apply(m);
        after.king_attacked(self.pos.turn ^ 1)
    }

    fn order(&self, m: FMove) -> i32 {
        order(&self.pos, m, &JANGGI)
    }
}

#[cfg(test)]
mod tests {
    use crate::variants::Evaluate;
    use crate::variants::janggi::Janggi;
    use crate::variants::GamePosition;

    #[test]
    fn a_chariot_move_onto_the_generals_file_is_a_quiet_check() {
        // Han's general on f10, Cho's chariot on a5 and general on d2.
        let game = Janggi::from_fen("5k3/9/9/9/9/R8/9/9/3K5/9 w - - 0 1").expect("fen");
        let check = |text: &str| game.quiet_check(game.parse_uci(text).expect(text));
        assert!(check("a5f5"), "the chariot on the general's file attacks it");
        assert!(!check("a5b5"), "one file short it does not");
    }
}
