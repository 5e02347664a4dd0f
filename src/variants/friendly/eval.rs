//! How the bot judges Friendly Chess: material as in chess (a recruit counts twice: one piece
//! less for them, one more for us) and placement by the chess tables.

use super::Friendly;
use crate::bot::variant::eval8::{capture_order, for_side_to_move, material, passed, phase, placement, victim, CHESS_VALUES};
use crate::bot::variant::Evaluate;
use crate::chess::Color;
use crate::variants::board8::Move8;

impl Evaluate for Friendly {
    /// A recruit can be recruited back, and so on without end: a few plies of them only.
    const QUIESCENCE_PLIES: Option<usize> = Some(4);
    /// Nothing moves when a piece is recruited, so recruiting the same piece back and forth
    /// repeats the position: better a pawn down than a draw.
    const CONTEMPT: i32 = 150;

    fn evaluate(&self) -> i32 {
        let pos = &self.pos;
        let ph = phase(pos);
        let side = |c: Color| material(pos, c, &CHESS_VALUES) + placement(pos, c, ph);
        for_side_to_move(pos, side(Color::White) - side(Color::Black))
    }

    /// Recruiting moves: they change the material.
    fn is_noisy(&self, m: Move8) -> bool {
        victim(&self.pos, m).is_some()
    }

    fn order(&self, m: Move8) -> i32 {
        capture_order(&self.pos, m, &CHESS_VALUES)
    }

    /// Moving never hurts here: the null move is sound.
    fn pass(&self) -> Option<Self> {
        Some(passed(self))
    }
}
