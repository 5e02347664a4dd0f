//! How the bot judges Shatranj (and Chaturanga): material by the old pieces' worth (the ferz
//! and the alfil are weak: a rook is worth three of them), mobility (the slow pieces need
//! room), pawns marching on, and once the enemy king is alone, driving it to the edge.

use super::ShatranjRules;
use crate::variants::fairy::evalkit::{advancement, for_side_to_move, material, mobility, mop_up, PlainEvaluation};
use crate::variants::fairy::Pos;

/// King, ferz, alfil, knight, rook, pawn (the order of `PIECES`).
pub(crate) const VALUES: [i32; 6] = [0, 170, 130, 320, 500, 100];

/// White's score: material, mobility, pawn advance, mop-up.
pub(crate) fn white_score(pos: &Pos) -> i32 {
    let pawn = pos.t.type_of('p');
    let side = |c: u8| material(pos, c, &VALUES, 0) + 3 * mobility(pos, c) + 5 * advancement(pos, c, pawn) + mop_up(pos, c);
    side(0) - side(1)
}

impl PlainEvaluation for ShatranjRules {
    const VALUES: &'static [i32] = &VALUES;
    fn score(pos: &Pos) -> i32 {
        for_side_to_move(pos, white_score(pos))
    }
}
