//! The exchange on one square: after a first capture, both sides keep recapturing with their
//! least valuable piece and each may stop when it suits it. The chess bot and the variant bots
//! of the 8×8 board price captures with it, each with its own piece values. Pins are ignored.

use super::attacks;
use super::bitboard::Bitboard;
use super::board::Board;
use super::piece::{Color, Role};
use super::square::Square;
use std::mem::MaybeUninit;

/// What the first capture on `to` wins once the exchange is played out, for the side that made
/// it (`first`): `gain` is what it took, `on_square` what its piece on `to` is worth, `occupied`
/// the board after it (its piece gone from where it stood, an en-passant victim gone too; any
/// other blocker, such as a duck, left in). `value` prices each role, the king above all else.
#[inline]
pub fn exchange(board: &Board, to: Square, mut occupied: Bitboard, first: Color, mut gain: i32, mut on_square: i32, value: impl Fn(Role) -> i32) -> i32 {
    // The gain of each capture in turn, for the side making it: `gains[..=depth]`. Not
    // zero-filled: the wasm build zeroed it with `memory.fill`, which V8 runs as a call out of
    // the compiled code, at every call; each entry is written before it is read.
    let mut gains = [MaybeUninit::<i32>::uninit(); 32];
    gains[0].write(gain);
    let mut attackers = board.attackers_to(to, occupied) & occupied;
    let mut side = !first;
    let mut depth = 0;
    while depth + 1 < gains.len() {
        let ours = attackers & board.by_color(side);
        let Some((role, sq)) = least_valuable(board, ours) else { break };
        // The king may only recapture when nothing defends the square any more.
        if role == Role::King && (attackers & board.by_color(!side)).any() {
            break;
        }
        depth += 1;
        gain = on_square - gain;
        gains[depth].write(gain);
        on_square = value(role);
        occupied ^= Bitboard::from_square(sq);
        // Sliders behind the piece that just captured join in (x-rays).
        attackers |= attacks::bishop_attacks(to, occupied) & board.bishops_and_queens()
            | attacks::rook_attacks(to, occupied) & board.rooks_and_queens();
        attackers &= occupied;
        side = !side;
    }
    // Each side may decline to recapture: fold the sequence back from its end.
    let mut best = gain;
    while depth > 0 {
        depth -= 1;
        // SAFETY: every entry up to the last `depth` of the loop above was written.
        let earlier = unsafe { gains[depth].assume_init() };
        best = -((-earlier).max(best));
    }
    best
}

/// The cheapest of `attackers` (all of one side), and where it stands.
fn least_valuable(board: &Board, attackers: Bitboard) -> Option<(Role, Square)> {
    Role::ALL.into_iter().find_map(|role| (attackers & board.by_role(role)).first().map(|sq| (role, sq)))
}
