//! How the bot judges Antichess: material is a burden (you win by losing it all), so the fewer
//! and cheaper pieces the better; the search does the rest (captures are forced, so lines are
//! narrow and deep).

use super::{is_capture, Antichess};
use crate::variants::board8::eval::{capture_order, for_side_to_move, material, Values};
use crate::variants::Evaluate;
use crate::chess::Color;
use crate::variants::board8::Move8;

/// What each piece costs its owner, pawn..king: every piece is one more to lose; long-range
/// pieces are the easiest to force into captures, a king is slow to give away.
const BURDEN: Values = [100, 170, 190, 200, 230, 160];

impl Evaluate for Antichess {
    fn evaluate(&self) -> i32 {
        let pos = &self.pos;
        let white = material(pos, Color::Black, &BURDEN) - material(pos, Color::White, &BURDEN);
        for_side_to_move(pos, white)
    }

    fn is_noisy(&self, m: Move8) -> bool {
        is_capture(&self.pos, m)
    }

    fn order(&self, m: Move8) -> i32 {
        capture_order(&self.pos, m, &BURDEN)
    }
}
