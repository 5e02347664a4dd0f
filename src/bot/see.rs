//! Static exchange evaluation: what a capture sequence on one square wins or loses if both
//! sides keep recapturing with their least valuable piece and may stop when it suits them.
//! Used to order captures and to prune those that lose material. Pins are ignored.

use super::score::Value;
use crate::chess::attacks;
use crate::chess::{Bitboard, Color, Move, MoveKind, Position, Role};
use std::mem::MaybeUninit;

/// Piece values for exchanges (the king's is "more than everything").
pub const SEE_VALUE: [Value; 6] = [100, 320, 330, 500, 950, 10_000];

pub fn value(role: Role) -> Value {
    SEE_VALUE[role.index()]
}

/// The material the side to move gains by playing `m` and the best exchange that follows.
pub fn see(pos: &Position, m: Move) -> Value {
    if m.is_castle() {
        return 0;
    }
    let board = pos.board();
    let (from, to) = (m.from(), m.to());
    let mut occupied = board.occupied() ^ Bitboard::from_square(from);
    // The gain of each capture in turn, for the side making it: `gains[..=depth]`. Not
    // zero-filled: the wasm build zeroed it with `memory.fill`, which V8 runs as a call out of
    // the compiled code, at every call; each entry is written before it is read.
    let mut gains = [MaybeUninit::<Value>::uninit(); 32];
    let mut gain = match m.kind() {
        MoveKind::EnPassant => {
            occupied ^= Bitboard::from_square(crate::chess::Square::from_coords(to.file(), from.rank()));
            value(Role::Pawn)
        }
        _ => board.role_at(to).map_or(0, value),
    };
    // The piece standing on `to` after each capture, and what it is worth.
    let mut on_square = match m.kind() {
        MoveKind::Promotion(role) => {
            gain += value(role) - value(Role::Pawn);
            value(role)
        }
        _ => board.role_at(from).map_or(0, value),
    };
    gains[0].write(gain);
    let mut attackers = board.attackers_to(to, occupied) & occupied;
    let mut side = !pos.turn();
    let mut depth = 0;
    while depth + 1 < gains.len() {
        let ours = attackers & board.by_color(side);
        let Some((role, sq)) = least_valuable(pos, ours, side) else { break };
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

fn least_valuable(pos: &Position, attackers: Bitboard, color: Color) -> Option<(Role, crate::chess::Square)> {
    let board = pos.board();
    Role::ALL.into_iter().find_map(|role| {
        let set = attackers & board.by_role(role) & board.by_color(color);
        set.first().map(|sq| (role, sq))
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chess::uci;
    use crate::chess::CastlingMode;

    fn see_of(fen: &str, mv: &str) -> Value {
        let pos = Position::from_fen(fen).unwrap();
        see(&pos, uci::parse(&pos, mv, CastlingMode::Standard).unwrap())
    }

    #[test]
    fn taking_an_undefended_piece_wins_it() {
        assert_eq!(see_of("4k3/8/8/3r4/8/8/8/3RK3 w - - 0 1", "d1d5"), 500);
    }

    #[test]
    fn taking_a_defended_pawn_with_the_queen_loses_the_queen() {
        assert_eq!(see_of("4k3/2p5/3p4/8/8/8/8/3QK3 w - - 0 1", "d1d6"), 100 - 950);
    }

    #[test]
    fn x_rays_join_the_exchange() {
        // Rook takes pawn defended by a rook; our second rook behind the first recaptures.
        assert_eq!(see_of("3rk3/8/8/3p4/8/8/3R4/3RK3 w - - 0 1", "d2d5"), 100);
    }

    #[test]
    fn the_king_cannot_recapture_a_defended_square() {
        // Qxf7+ is defended by the king only, but our bishop also hits f7.
        assert_eq!(see_of("4k3/5p2/8/8/2B5/8/8/4KQ2 w - - 0 1", "f1f7"), 100);
    }
}
