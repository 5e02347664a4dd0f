//! How the bot judges Atomic: material and placement as in chess, and king safety of its own
//! kind: a capture on any occupied square next to a king blows it up, so every enemy attack on
//! a piece beside our king (or on the king) is a threat to end the game.

use super::Atomic;
use crate::variants::board8::eval::{chess_like, king_zone, Values};
use crate::variants::Evaluate;
use crate::chess::{Color, Piece, Role};
use crate::variants::board8::Pos8;

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
        chess_like(&self.pos, &VALUES, blast_danger)
    }

    // Moving never hurts here: the null move is sound.
    crate::capture_hooks!(&VALUES, pass);
}
