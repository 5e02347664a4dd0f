//! How the bot judges Atomic: material and placement as in chess, and king safety of its own
//! kind: a capture on any occupied square next to a king blows it up, so every enemy attack on
//! a piece beside our king (or on the king) is a threat to end the game.

use super::Atomic;
use crate::variants::board8::eval::{capture_order, for_side_to_move, king_zone, material, passed, phase, placement, victim, Values};
use crate::variants::Evaluate;
use crate::chess::{Color, Piece, Role};
use crate::variants::board8::{Move8, Pos8};

const VALUES: Values = [100, 300, 300, 500, 900, 0];
/// Per enemy attack on an occupied square of the king's zone.
const BLAST_THREAT: i32 = 70;

/// How exposed `color`'s king is to explosions.
fn blast_danger(pos: &Pos8, color: Color) -> i32 {
    let Some(king) = pos.king_of(color) else { return 0 };
    let their_king = pos.board.by_piece(Piece::new(!color, Role::King));
    // Touching kings: the enemy king cannot be used, and capturing beside it would blow up both.
    if (king_zone(king) & their_king).any() {
        return 0;
    }
    let occupied = pos.occupied();
    let targets = king_zone(king) & occupied;
    targets.into_iter().map(|sq| (pos.attackers(sq, !color, occupied) & !their_king).count() as i32).sum::<i32>() * BLAST_THREAT
}

impl Evaluate for Atomic {
    fn evaluate(&self) -> i32 {
        let pos = &self.pos;
        let ph = phase(pos);
        let side = |c: Color| material(pos, c, &VALUES) + placement(pos, c, ph) - blast_danger(pos, c);
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
}
