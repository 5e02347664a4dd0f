//! Static exchange evaluation: what a capture sequence on one square wins or loses if both
//! sides keep recapturing with their least valuable piece and may stop when it suits them.
//! Used to order captures and to prune those that lose material. Pins are ignored. The swap
//! itself is the board's ([`crate::chess::exchange`]); this prices a chess move for it.

use super::score::Value;
use crate::chess::exchange::exchange;
use crate::chess::{Bitboard, Move, MoveKind, Position, Role};

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
    let mut gain = match m.kind() {
        MoveKind::EnPassant => {
            occupied ^= Bitboard::from_square(crate::chess::Square::from_coords(to.file(), from.rank()));
            value(Role::Pawn)
        }
        _ => board.role_at(to).map_or(0, value),
    };
    let on_square = match m.kind() {
        MoveKind::Promotion(role) => {
            gain += value(role) - value(Role::Pawn);
            value(role)
        }
        _ => board.role_at(from).map_or(0, value),
    };
    exchange(board, to, occupied, pos.turn(), gain, on_square, value)
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
