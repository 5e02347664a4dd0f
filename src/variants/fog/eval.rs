//! How a search judges a Fog of War position (always one of the positions its side could be
//! facing, [`Evaluate::guesses`], drawn by [`Belief`]): material and placement as in chess, the king worth the game (taking
//! it wins, which the search sees), and a king left where enemy pieces attack it is a loss
//! waiting to happen.

use super::belief::Belief;
use super::Fog;
use crate::variants::board8::eval::{chess_like, Values};
use crate::variants::{Evaluate, Referee};
use crate::chess::Color;
use crate::variants::board8::Pos8;

const VALUES: Values = [100, 320, 330, 500, 900, 2_000];

/// Enemy pieces attacking `color`'s king: each one a way to lose at once.
fn king_exposure(pos: &Pos8, color: Color) -> i32 {
    pos.king_of(color).map_or(0, |k| pos.attackers(k, !color, pos.occupied()).count() as i32 * 150)
}

impl Evaluate for Fog {
    fn evaluate(&self) -> i32 {
        chess_like(&self.pos, &VALUES, king_exposure)
    }

    // Moving never hurts here: the null move is sound.
    crate::capture_hooks!(&VALUES, pass);

    fn guesses(game: &Referee<Fog>, count: usize, random: &mut dyn FnMut() -> u64) -> Option<Vec<Fog>> {
        let belief = Belief::from_game(game);
        Some((0..count).map(|_| Fog::new(belief.sample(random))).collect())
    }
}
