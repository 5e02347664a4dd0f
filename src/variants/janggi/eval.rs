//! How the bot judges Janggi: xiangqi's terms (`xiangqi/eval.rs`) with Janggi's own values and
//! weights, and Han's 1.5 points of the material count (the count that also decides bikjang, two
//! passes and the draws' claims).

use super::Janggi;
use crate::variants::fairy::FMove;
use crate::variants::xiangqi::eval::{evaluate, order, Weights};
use crate::variants::{Evaluate, Tunable};

/// Janggi's weights, tuned on the bot's own games from a start at the material count's values
/// (chariot 13, cannon 7, horse 5, elephant and guard 3, soldier 2 points); soldiers move
/// sideways from the start, so have no bonus for a river crossed.
pub const JANGGI: Weights = Weights { values: [608, 292, 217, 155, 131, 91], soldier_across: 0, soldier_rank: 8, mobility: 3, guard: 16, general_out: 33, centre: 9 };

/// Han's 1.5 points of the material count, in centipawns (a count's point is worth 50).
const HAN_BONUS: i32 = 75;

impl Evaluate for Janggi {
    fn evaluate(&self) -> i32 {
        self.evaluate_with(&JANGGI)
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

impl Tunable for Janggi {
    type Weights = Weights;

    fn weights() -> Weights {
        JANGGI
    }

    fn evaluate_with(&self, w: &Weights) -> i32 {
        let han = if self.pos.turn == 1 { HAN_BONUS } else { -HAN_BONUS };
        evaluate(&self.pos, w) + han
    }

    fn params(w: &mut Weights) -> Vec<(String, &mut i32)> {
        // Janggi's soldiers never cross a river: `soldier_across` is xiangqi's alone.
        w.params().into_iter().filter(|(name, _)| name != "soldier_across").collect()
    }
}

#[cfg(test)]
mod tests {
    use crate::variants::Evaluate;
    use crate::variants::janggi::Janggi;
    use crate::variants::GamePosition;
    use crate::variants::testkit::assert_every_weight_is_read;

    #[test]
    fn every_weight_is_read() {
        assert_every_weight_is_read::<Janggi>(&[
            "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1",
            // Han's general off its home, a Cho soldier far advanced, Han a cannon short.
            "rnba1abnr/9/1c3k3/p1p1p1P1p/9/9/P1P3P2/1C5C1/4K4/1NBA1A1NR w - - 0 1",
            // One of each of Cho's pieces against the bare general: no value cancels out.
            "3k5/9/9/9/4P4/9/9/9/4K4/RCNBA4 w - - 0 1",
        ]);
    }

    #[test]
    fn a_chariot_move_onto_the_generals_file_is_a_quiet_check() {
        // Han's general on f10, Cho's chariot on a5 and general on d2.
        let game = Janggi::from_fen("5k3/9/9/9/9/R8/9/9/3K5/9 w - - 0 1").expect("fen");
        let check = |text: &str| game.quiet_check(game.parse_uci(text).expect(text));
        assert!(check("a5f5"), "the chariot on the general's file attacks it");
        assert!(!check("a5b5"), "one file short it does not");
    }
}
