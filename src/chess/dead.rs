//! Dead positions (FIDE 5.2.2): neither player can checkmate by any series of legal moves.
//!
//! Sound before complete: every position called dead here is dead; some dead positions are not
//! recognised. Three tests, cheapest first:
//!
//! 1. **Material** ([`super::material`]): K v K, K+minor v K, bishops all on one colour.
//! 2. **Frozen structure** ([`is_frozen`]): every pawn stands directly behind another pawn and
//!    no pawn can ever capture, no piece can ever capture anything or give check. Each piece's
//!    squares are over-estimated by a flood fill in which only pawns block (other pieces are
//!    treated as absent, so the estimate can only grow); kings never enter squares an enemy pawn
//!    attacks. If, within those estimates, no piece can reach a square where a pawn could take
//!    it, attack an enemy pawn (kings: an enemy pawn no other pawn defends), attack an enemy
//!    piece's squares, or attack the enemy king's squares, then nothing is ever captured, no
//!    pawn ever moves, and no king is ever in check again: no mate is possible. This is the
//!    locked pawn wall (`4k3/8/8/p2p2p1/P2P2P1/8/8/4K3`), with or without bishops shut out.
//! 3. **Forced** ([`is_dead`]): every legal continuation, for both sides, reaches stalemate or a
//!    position dead by 1 or 2 within [`FORCED_PLIES`] plies (say a king whose only move is to
//!    take the last piece). The walk is bounded by [`NODE_BUDGET`]; running out answers "not
//!    dead", which is always safe.
//!
//! Not recognised: fortresses that need the defender's cooperation to hold (a wrong-coloured
//! bishop and rook pawn, where the stronger side could still blunder into being mated, is not
//! dead anyway), walls that a piece could breach by a sacrifice that no side would make, pawns
//! that could move but only into another frozen wall, and anything longer than the forced walk.

use super::attacks;
use super::bitboard::Bitboard;
use super::material;
use super::piece::{Color, Role};
use super::position::Position;
use super::square::Square;
use std::mem::MaybeUninit;

/// How far [`is_dead`] follows every continuation.
pub const FORCED_PLIES: u32 = 4;
/// How many positions [`is_dead`] may visit before it gives up (and answers "not dead").
pub const NODE_BUDGET: u32 = 3_000;

/// Is `pos` dead: can neither side ever checkmate? Includes insufficient material. A position
/// without legal moves is dead if it is stalemate and not if it is checkmate.
pub fn is_dead(pos: &Position) -> bool {
    let mut budget = NODE_BUDGET;
    forced_dead(pos, FORCED_PLIES, &mut budget)
}

fn forced_dead(pos: &Position, plies: u32, budget: &mut u32) -> bool {
    if *budget == 0 {
        return false;
    }
    *budget -= 1;
    let moves = pos.legal_moves();
    if moves.is_empty() {
        return !pos.is_check();
    }
    if material::is_insufficient(pos.board()) || is_frozen(pos) {
        return true;
    }
    plies > 0
        && moves.iter().all(|&m| {
            forced_dead(pos.play_into(m, &mut MaybeUninit::uninit()), plies - 1, budget)
        })
}

/// Where a non-pawn piece might ever stand, and what it might ever attack, with only pawns
/// in the way (see the module docs).
struct Reach {
    color: Color,
    is_king: bool,
    squares: Bitboard,
    attacks: Bitboard,
}

fn reach(role: Role, from: Square, color: Color, pawns: Bitboard, forbidden: Bitboard) -> Reach {
    let mut squares = Bitboard::from_square(from);
    let mut frontier = squares;
    while frontier.any() {
        let mut next = Bitboard::EMPTY;
        for sq in frontier {
            next |= attacks::piece_attacks(role, sq, pawns);
        }
        next &= !pawns & !forbidden & !squares;
        squares |= next;
        frontier = next;
    }
    let attacks = squares.squares().fold(Bitboard::EMPTY, |acc, sq| acc | attacks::piece_attacks(role, sq, pawns));
    Reach { color, is_king: role == Role::King, squares, attacks }
}

/// Is the position frozen: pawns locked, and no capture or check ever possible (module docs)?
pub fn is_frozen(pos: &Position) -> bool {
    let board = pos.board();
    let pawns = board.by_role(Role::Pawn);
    let white_pawns = pawns & board.by_color(Color::White);
    let black_pawns = pawns & board.by_color(Color::Black);
    // Every pawn has a pawn right in front of it (so none can ever push), and nothing special.
    if (white_pawns.up() & !pawns).any() || (black_pawns.down() & !pawns).any() {
        return false;
    }
    if pos.castling().any() || pos.ep_square().is_some() {
        return false;
    }
    let pawn_attacks = [attacks::pawn_attacks_of(Color::White, white_pawns), attacks::pawn_attacks_of(Color::Black, black_pawns)];
    let pawns_of = [white_pawns, black_pawns];
    // No pawn can take another pawn now (and pawns never move, so never will).
    if (pawn_attacks[0] & black_pawns).any() || (pawn_attacks[1] & white_pawns).any() {
        return false;
    }

    let mut pieces = Vec::new();
    for (sq, piece) in board.pieces().filter(|(_, p)| p.role != Role::Pawn) {
        let enemy = (!piece.color).index();
        let is_king = piece.role == Role::King;
        // Kings can never step where an enemy pawn attacks; other pieces may, and could be taken.
        let forbidden = if is_king { pawn_attacks[enemy] } else { Bitboard::EMPTY };
        let r = reach(piece.role, sq, piece.color, pawns, forbidden);
        if !is_king && (r.squares & pawn_attacks[enemy]).any() {
            return false;
        }
        // A king may take only the pawns no other pawn defends; other pieces may take any.
        let takeable = if is_king { pawns_of[enemy] & !pawn_attacks[enemy] } else { pawns_of[enemy] };
        if (r.attacks & takeable).any() {
            return false;
        }
        pieces.push(r);
    }
    // No piece can ever capture an enemy piece or check the enemy king (kings cannot check).
    for a in &pieces {
        for b in pieces.iter().filter(|b| b.color != a.color) {
            if (a.attacks & b.squares).any() && !(a.is_king && b.is_king) {
                return false;
            }
        }
    }
    true
}

#[cfg(test)]
mod tests {
    use super::*;

    fn dead(fen: &str) -> bool {
        is_dead(&Position::from_fen(fen).unwrap())
    }

    #[test]
    fn a_locked_wall_the_kings_cannot_cross_is_dead() {
        assert!(dead("4k3/8/8/p2p2p1/P2P2P1/8/8/4K3 w - - 0 1"));
        assert!(dead("4k3/8/8/p2p2p1/P2P2P1/8/8/4K3 b - - 0 1"));
    }

    #[test]
    fn a_wall_with_an_undefended_pawn_in_reach_is_not_dead() {
        // Without the a-pawns, White's king walks round by a4-b5-c6 and takes d5 from behind.
        assert!(!dead("4k3/8/8/3p2p1/3P2P1/8/8/4K3 w - - 0 1"));
    }
}
