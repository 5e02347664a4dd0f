//! How the bot judges Xiangqi (and, with its own values, Janggi): material, soldiers that crossed
//! the river and close in on the palace, the mobility of every piece, and the general's guard
//! (advisors and elephants left beside it, the general at home).

use super::Xiangqi;
use crate::variants::{labelled, named, Evaluate, Tunable};
use crate::variants::fairy::evalkit::for_side_to_move;
use crate::variants::fairy::{gen, Colour, FMove, Fairy, Pos, Rules};

/// What one game counts: piece values, and how much each term weighs. Janggi's are tuned on the
/// bot's own games (`examples/tune_variant.rs`).
#[derive(Clone, Debug)]
pub struct Weights {
    /// By piece: chariot, cannon, horse, elephant, advisor (guard), soldier.
    pub values: [i32; 6],
    /// Soldiers: a bonus once across the river (xiangqi), per rank advanced, in the last third.
    pub soldier_across: i32,
    pub soldier_rank: i32,
    /// Per pseudo-legal move.
    pub mobility: i32,
    /// Per advisor (guard) and elephant still at home.
    pub guard: i32,
    /// The general off its starting file or rank.
    pub general_out: i32,
    /// Horses and cannons, per file nearer the middle one: they reach more there.
    pub centre: i32,
}

/// The pieces of [`Weights::values`], by FEN letter.
const PIECES: [char; 6] = ['r', 'c', 'n', 'b', 'a', 'p'];

impl Weights {
    /// Every weight by name, for the tuner (`Tunable::params`).
    pub fn params(&mut self) -> Vec<(String, &mut i32)> {
        let mut params = labelled("value", &PIECES, &mut self.values);
        params.extend(named([
            ("soldier_across", &mut self.soldier_across),
            ("soldier_rank", &mut self.soldier_rank),
            ("mobility", &mut self.mobility),
            ("guard", &mut self.guard),
            ("general_out", &mut self.general_out),
            ("centre", &mut self.centre),
        ]));
        params
    }

    /// The value of the piece of FEN letter `letter` (the general: none).
    pub fn value(&self, letter: char) -> i32 {
        PIECES.iter().position(|&p| p == letter).map_or(0, |i| self.values[i])
    }
}

pub const XIANGQI: Weights = Weights { values: [900, 450, 400, 200, 200, 100], soldier_across: 80, soldier_rank: 12, mobility: 4, guard: 25, general_out: 20, centre: 2 };

/// `colour`'s pseudo-legal moves (its mobility), whoever is to move.
fn mobility(pos: &Pos, colour: Colour) -> i32 {
    let mut side = *pos;
    side.turn = colour;
    let mut moves = Vec::new();
    gen::pseudo(&side, &mut moves);
    moves.len() as i32
}

/// `colour`'s material and placement.
fn side(pos: &Pos, colour: Colour, w: &Weights) -> i32 {
    let s = pos.t.shape;
    let mut score = 0;
    for c in pos.colours[colour as usize] {
        let Some(p) = pos.piece_at(c) else { continue };
        let letter = pos.t.pieces[p.ty as usize].spec.letter;
        score += w.value(letter);
        // Ranks counted from its own side.
        let rank = if colour == 0 { s.rank(c) } else { 9 - s.rank(c) } as i32;
        let file = s.file(c) as i32;
        match letter {
            'p' if rank >= 5 => score += w.soldier_across + w.soldier_rank * (rank - 4).min(4) - if rank == 9 { w.soldier_rank * 3 } else { 0 },
            'p' => score += w.soldier_rank * (rank - 3).max(0),
            'a' | 'b' if rank <= 4 => score += w.guard,
            'k' if file != 4 || rank > 1 => score -= w.general_out,
            'n' | 'c' => score += w.centre * (4 - (file - 4).abs()),
            _ => {}
        }
    }
    score + w.mobility * mobility(pos, colour)
}

/// The position's worth from the side to move's view.
pub fn evaluate(pos: &Pos, w: &Weights) -> i32 {
    for_side_to_move(pos, side(pos, 0, w) - side(pos, 1, w))
}

/// Captures first, the most valuable victim by the least valuable attacker.
pub fn order(pos: &Pos, m: FMove, w: &Weights) -> i32 {
    let value = |c| pos.piece_at(c).map_or(0, |p| w.value(pos.t.pieces[p.ty as usize].spec.letter));
    if m.from != m.to && pos.piece_at(m.to).is_some() {
        10 * value(m.to) - value(m.from) / 10 + 10_000
    } else {
        0
    }
}

/// The same position with the other side to move (the null move).
pub fn passed<R: Rules>(game: &Fairy<R>) -> Fairy<R> {
    let mut pos = game.pos;
    pos.turn ^= 1;
    pos.flags = 0;
    Fairy::new(pos)
}

impl Evaluate for Xiangqi {
    fn evaluate(&self) -> i32 {
        evaluate(&self.pos, &XIANGQI)
    }

    fn is_noisy(&self, m: FMove) -> bool {
        m.from != m.to && self.pos.piece_at(m.to).is_some()
    }

    fn order(&self, m: FMove) -> i32 {
        order(&self.pos, m, &XIANGQI)
    }

    /// Zugzwang is rare outside bare endings: the null move is sound enough.
    fn pass(&self) -> Option<Self> {
        Some(passed(self))
    }
}

impl Tunable for Xiangqi {
    type Weights = Weights;

    fn weights() -> Weights {
        XIANGQI
    }

    fn evaluate_with(&self, w: &Weights) -> i32 {
        evaluate(&self.pos, w)
    }

    fn params(w: &mut Weights) -> Vec<(String, &mut i32)> {
        w.params()
    }
}

#[cfg(test)]
mod tests {
    use super::Xiangqi;
    use crate::variants::testkit::assert_every_weight_is_read;

    #[test]
    fn every_weight_is_read() {
        assert_every_weight_is_read::<Xiangqi>(&[
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
            // Red's soldiers across the river, Black's general off its home.
            "rnba1abnr/3k5/1c5c1/p1p1P1p1p/2P6/9/P5P1P/1C5C1/9/RNBAKABNR w - - 0 1",
            // One of each of Red's pieces against the bare general: no value cancels out.
            "3k5/9/9/9/9/4P4/9/9/9/RCNBAK3 w - - 0 1",
        ]);
    }
}
