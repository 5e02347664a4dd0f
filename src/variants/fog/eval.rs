//! How a search judges a Fog of War position (always one of the positions its side could be
//! facing, [`Evaluate::guesses`], drawn by [`Belief`]): material and placement as in chess, the king worth the game (taking
//! it wins, which the search sees), and a king left where enemy pieces attack it is a loss
//! waiting to happen.

use super::belief::Belief;
use super::Fog;
use crate::variants::board8::eval::{capture_order, for_side_to_move, material, passed, phase, placement, victim, Values};
use crate::variants::{Evaluate, Referee};
use crate::chess::Color;
use crate::variants::board8::{Move8, Pos8};

const VALUES: Values = [100, 320, 330, 500, 900, 2_000];

/// Enemy pieces attacking `color`'s king: each one a way to lose at once.
fn king_exposure(pos: &Pos8, color: Color) -> i32 {
    pos.king_of(color).map_or(0, |k| pos.attackers(k, !color, pos.occupied()).count() as i32 * 150)
}

impl Evaluate for Fog {
    fn evaluate(&self) -> i32 {
        let pos = &self.pos;
        let ph = phase(pos);
        let side = |c: Color| material(pos, c, &VALUES) + placement(pos, c, ph) - king_exposure(pos, c);
        for_side_to_move(pos, side(Color::White) - side(Color::Black))
    }

    fn is_noisy(&self, m: Move8) -> bool {
        victim(&self.pos, m).is_some()
    }

    fn order(&self, m: Move8) -> i32 {
        capture_order(&self.pos, m, &VALUES)
    }

    /// Moving never hurts here: the null move is sound.
    fn pass(&self) -> Option<Self> {
        Some(passed(self))
    }

    fn guesses(game: &Referee<Fog>, count: usize, random: &mut dyn FnMut() -> u64) -> Option<Vec<Fog>> {
        let belief = Belief::from_game(game);
        Some((0..count).map(|_| Fog::new(belief.sample(random))).collect())
    }
}
