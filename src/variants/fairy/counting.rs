//! The counting rules of Makruk, Ouk Chatrang and Sittuyin, applied automatically (as
//! pychess-variants does): when a side may count, the count starts by itself; the game is drawn
//! when the count passes its limit. The state lives in the position (`count_limit`,
//! `count_ply`, in plies) exactly as pyffish's FEN writes it (the limit in the e.p. field, the
//! ply in the half-move field).
//!
//! - Board's honour: when no pawn is left (Ouk: when the counting side has 3 pieces or fewer)
//!   the side with fewer pieces counts to 64 moves (Ouk 63).
//! - Pieces' honour: a lone king counts to a limit set by the strongest enemy force (Makruk: two
//!   rooks 8, a rook 16, two khons 22, two knights 32, a khon 44, otherwise 64; Ouk one less; Sittuyin
//!   rook 16, khon 44, knight 64), starting from the number of pieces on the board.
//! - A new count starts when the counting side is reduced to its king by a capture or a
//!   promotion, or when a lone king takes the last pawn.

use super::pos::{Colour, Piece, Pos};
use crate::variants::{EndReason, Outcome};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CountingRule {
    Makruk,
    Cambodian,
    Asean,
}

/// The limit in moves for `side` counting now (0: it may not count).
pub fn limit(rule: CountingRule, pos: &Pos, side: Colour) -> u16 {
    let other = side ^ 1;
    let mine = pos.colours[side as usize].count();
    let theirs = pos.colours[other as usize].count();
    let no_pawns = || pos.pawns() == 0;
    let honour = |pos: &Pos| {
        let t = pos.t;
        let of = |letter: char| pos.count(other, t.type_of(letter));
        pieces_honour(of('r'), of('s'), of('n'))
    };
    match rule {
        CountingRule::Makruk if theirs == 1 || !no_pawns() => 0,
        CountingRule::Makruk if mine > 1 => 64,
        CountingRule::Makruk => honour(pos),
        CountingRule::Cambodian if mine > 3 || theirs == 1 => 0,
        CountingRule::Cambodian if mine > 1 => 63,
        CountingRule::Cambodian if !no_pawns() => 0,
        CountingRule::Cambodian => honour(pos) - 1,
        CountingRule::Asean if mine > 1 || !no_pawns() => 0,
        CountingRule::Asean => {
            let t = pos.t;
            let of = |letter: char| pos.count(other, t.type_of(letter));
            match () {
                _ if of('r') > 0 => 16,
                _ if of('s') > 0 => 44,
                _ if of('n') > 0 => 64,
                _ => 0,
            }
        }
    }
}

fn pieces_honour(rooks: u32, khons: u32, knights: u32) -> u16 {
    match () {
        _ if rooks > 1 => 8,
        _ if rooks == 1 => 16,
        _ if khons > 1 => 22,
        _ if knights > 1 => 32,
        _ if khons == 1 => 44,
        _ => 64,
    }
}

/// Starts or restarts the count after a move (`pos` is the position after it; `captured` what
/// it took, `promoted` whether it promoted).
pub fn after_move(rule: CountingRule, pos: &mut Pos, captured: Option<Piece>, promoted: bool) {
    let to_move = pos.turn;
    let mover = to_move ^ 1;
    let total = pos.occupied().count() as u16;
    let took_pawn = captured.is_some_and(|p| pos.t.pieces[p.ty as usize].spec.pawn);
    // A lone king took the last pawn: it counts from here.
    if rule != CountingRule::Asean && took_pawn && pos.colours[mover as usize].count() == 1 && pos.pawns() == 0 {
        let l = limit(rule, pos, mover);
        if l > 0 {
            pos.count_limit = 2 * l;
            pos.count_ply = 2 * total - 1;
        }
    }
    let reduced_to_king = (captured.is_some() || promoted) && pos.colours[to_move as usize].count() == 1;
    if pos.count_limit == 0 || reduced_to_king {
        let l = limit(rule, pos, to_move);
        if l > 0 {
            pos.count_limit = 2 * l;
            pos.count_ply = if rule == CountingRule::Asean || pos.colours[to_move as usize].count() > 1 { 0 } else { 2 * total };
        }
    }
}

/// The draw once the count has passed its limit.
pub fn outcome(pos: &Pos) -> Option<Outcome> {
    (pos.count_limit != 0 && pos.count_ply > pos.count_limit).then(|| Outcome::draw(EndReason::Counting))
}
