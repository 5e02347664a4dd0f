//! How the bot judges Antichess: material is a burden (you win by losing it all), so the fewer
//! and cheaper pieces the better; what each piece reaches (a piece that attacks much is soon
//! forced to take, and takes the opponent's choices away), the pieces the opponent must soon
//! take, and the move. The search does the rest: captures are forced, so lines are narrow and
//! deep.

use super::{is_capture, Antichess};
use crate::chess::attacks::{pawn_attacks, piece_attacks};
use crate::chess::{Bitboard, Color, Role};
use crate::variants::board8::eval::{capture_order, for_side_to_move, material, Values};
use crate::variants::board8::{Move8, Pos8};
use crate::variants::{labelled, named, Evaluate, Tunable};

/// What the evaluation weighs, tuned on the bot's own games (`examples/tune_variant.rs`).
#[derive(Clone, Debug)]
pub struct Weights {
    /// What each piece on the board costs its owner, pawn..king: every piece is one more to
    /// lose; long-range pieces are the easiest to force into captures, a king is slow to give away.
    pub burden: Values,
    /// Per square a piece attacks, by role (its own pieces' squares included: a recapture is
    /// a capture too).
    pub reach: Values,
    /// Per piece of the other side that a side attacks: it must take when it moves, and so
    /// lightens the other side's burden.
    pub offered: i32,
    /// The side to move chooses first.
    pub tempo: i32,
}

/// The weights the bot plays with.
pub const WEIGHTS: Weights = Weights { burden: [85, 85, 133, 308, 643, 113], reach: [0, -5, -4, 18, 32, 6], offered: 176, tempo: 73 };

/// `color`'s worth by `w`, higher better for it: its burden, its pieces' reach, and what the
/// other side is made to take.
fn side(pos: &Pos8, color: Color, w: &Weights) -> i32 {
    let occupied = pos.occupied();
    let mut reach = 0;
    let mut attacked = Bitboard::EMPTY;
    for (sq, piece) in pos.board.pieces() {
        if piece.color != color {
            continue;
        }
        let targets = match piece.role {
            Role::Pawn => pawn_attacks(color, sq),
            role => piece_attacks(role, sq, occupied),
        };
        reach += targets.count() as i32 * w.reach[piece.role.index()];
        attacked |= targets;
    }
    let offered = (attacked & pos.board.by_color(!color)).count() as i32;
    reach - material(pos, color, &w.burden) - offered * w.offered
}

impl Evaluate for Antichess {
    fn evaluate(&self) -> i32 {
        self.evaluate_with(&WEIGHTS)
    }

    fn is_noisy(&self, m: Move8) -> bool {
        is_capture(&self.pos, m)
    }

    fn order(&self, m: Move8) -> i32 {
        capture_order(&self.pos, m, &WEIGHTS.burden)
    }
}

impl Tunable for Antichess {
    type Weights = Weights;

    fn weights() -> Weights {
        WEIGHTS
    }

    fn evaluate_with(&self, w: &Weights) -> i32 {
        let pos = &self.pos;
        for_side_to_move(pos, side(pos, Color::White, w) - side(pos, Color::Black, w)) + w.tempo
    }

    fn params(w: &mut Weights) -> Vec<(String, &mut i32)> {
        let roles = Role::ALL.map(Role::name);
        let mut params = labelled("burden", &roles, &mut w.burden);
        params.extend(labelled("reach", &roles, &mut w.reach));
        params.extend(named([("offered", &mut w.offered), ("tempo", &mut w.tempo)]));
        params
    }
}

#[cfg(test)]
mod tests {
    use super::Antichess;
    use crate::variants::testkit::assert_every_weight_is_read;

    #[test]
    fn every_weight_is_read() {
        assert_every_weight_is_read::<Antichess>(&[
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1",
            // Every role of both sides, some attacking each other.
            "r3k3/1p3q2/2n5/3B4/4p3/2N2b2/PP3PPP/R2QK3 b - - 0 1",
            // One of each of White's pieces against a pawn the rook attacks: nothing cancels out.
            "8/8/8/8/8/p7/8/RNBQKB2 w - - 0 1",
        ]);
    }
}
