//! How the bot judges Friendly Chess: material as in chess (a recruit counts twice: one piece
//! less for them, one more for us) and placement by the chess tables.

use super::Friendly;
use crate::variants::board8::eval::{chess_like, CHESS_VALUES};
use crate::variants::Evaluate;

impl Evaluate for Friendly {
    /// A recruit can be recruited back, and so on without end: a few plies of them only.
    const QUIESCENCE_PLIES: Option<usize> = Some(4);
    /// Nothing moves when a piece is recruited, so recruiting the same piece back and forth
    /// repeats the position: better a pawn down than a draw.
    const CONTEMPT: i32 = 150;
    /// Wherever a piece is attacked and defended, the attacker can recruit it and have it
    /// recruited back for ever. A search that took every such cycle on its line for a draw
    /// would find one the opponent can force everywhere, deep down, and nothing better to play:
    /// only the cycles that begin in the next few plies count as draws.
    const LINE_CYCLE_PLIES: usize = 4;

    /// Ahead, a draw costs the whole advantage: the side that is behind can often force one by
    /// recruiting a piece that must be recruited back, again and again, so the bot gives back
    /// what it must (and stays ahead) rather than go round that cycle to the fivefold draw.
    fn contempt(&self) -> i32 {
        Self::CONTEMPT + self.evaluate().max(0)
    }

    fn evaluate(&self) -> i32 {
        chess_like(&self.pos, &CHESS_VALUES, |_, _| 0)
    }

    // Recruiting moves are the noisy ones: they change the material. Moving never hurts here:
    // the null move is sound.
    crate::capture_hooks!(&CHESS_VALUES, pass);
}
