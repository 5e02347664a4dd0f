//! How the bot judges Duck chess. There is no check: a king left attacked is simply taken, so
//! the duck is the king's shield. The search looks at every piece move but only at the few duck
//! squares worth trying: blocking a line onto our king first, then lines onto our other pieces,
//! never a line of our own onto theirs (Fairy-Stockfish would try all ~45).

use super::{duck_squares, Duck, GEN};
use crate::bot::variant::eval8::{capture_order, for_side_to_move, material, phase, placement, victim, CHESS_VALUES};
use crate::bot::variant::Evaluate;
use crate::chess::attacks;
use crate::chess::{Bitboard, Color, Piece, Role, Square};
use crate::variants::board8::{pseudo_moves, Move8, Pos8};

/// Duck squares tried per piece move.
const DUCK_CHOICES: usize = 4;
/// Blocking a line onto our king outweighs everything.
const SHIELD_KING: i32 = 100_000;

/// The squares `by`'s sliders reach, and the sliders themselves.
fn slider_reach(pos: &Pos8, by: Color, occupied: Bitboard) -> (Bitboard, Bitboard) {
    let mut reach = Bitboard::EMPTY;
    let mut sliders = Bitboard::EMPTY;
    for role in [Role::Bishop, Role::Rook, Role::Queen] {
        for from in pos.board.by_piece(Piece::new(by, role)) {
            reach |= attacks::piece_attacks(role, from, occupied);
            sliders.set(from);
        }
    }
    (reach, sliders)
}

/// The squares between `target` and the sliders (of `sliders`) that attack it: where a duck
/// blocks them.
fn blockable_lines(pos: &Pos8, target: Square, sliders: Bitboard, occupied: Bitboard) -> Bitboard {
    let mut lines = Bitboard::EMPTY;
    for from in pos.board.attackers_to(target, occupied) & sliders {
        lines |= attacks::between(from, target);
    }
    lines
}

/// How much the duck on each square helps the side that moves (`after`: the duck lifted, and
/// the piece move played when it was the king's). Only pieces a slider reaches can be shielded or exposed.
fn duck_worth(after: &Pos8, us: Color) -> [i32; 64] {
    let mut worth = [0i32; 64];
    let occupied = after.board.occupied();
    let mut add = |squares: Bitboard, w: i32| {
        for sq in squares {
            worth[sq.index()] += w;
        }
    };
    let value = |role: Role| if role == Role::King { SHIELD_KING } else { CHESS_VALUES[role.index()] };
    let (their_reach, their_sliders) = slider_reach(after, !us, occupied);
    for sq in their_reach & after.board.by_color(us) & !after.board.by_role(Role::Pawn) {
        let role = after.board.role_at(sq).unwrap_or(Role::Pawn);
        add(blockable_lines(after, sq, their_sliders, occupied), value(role));
    }
    let (our_reach, our_sliders) = slider_reach(after, us, occupied);
    for sq in our_reach & after.board.by_color(!us) & !after.board.by_role(Role::Pawn) {
        let role = after.board.role_at(sq).unwrap_or(Role::Pawn);
        add(blockable_lines(after, sq, our_sliders, occupied), -value(role) / 2);
    }
    // Otherwise: near their king, to take squares from it.
    if let Some(k) = after.king_of(!us) {
        add(attacks::king_attacks(k), 5);
    }
    worth
}

impl Evaluate for Duck {
    fn evaluate(&self) -> i32 {
        let pos = &self.pos;
        let ph = phase(pos);
        let side = |c: Color| material(pos, c, &CHESS_VALUES) + placement(pos, c, ph);
        for_side_to_move(pos, side(Color::White) - side(Color::Black))
    }

    fn is_noisy(&self, m: Move8) -> bool {
        victim(&self.pos, m).is_some()
    }

    fn order(&self, m: Move8) -> i32 {
        capture_order(&self.pos, m, &CHESS_VALUES)
    }

    /// Every piece move, each with its best few duck squares (a subset of the legal moves,
    /// empty only when they are). The squares are judged once for the node (the duck lifted),
    /// again only after a king move, which changes every line onto the king.
    fn search_moves(&self, out: &mut Vec<Move8>) {
        out.clear();
        let pos = &self.pos;
        if pos.king_of(pos.turn).is_none() || pos.king_of(!pos.turn).is_none() {
            return;
        }
        let mut piece_moves = Vec::with_capacity(64);
        pseudo_moves(pos, &GEN, |_, _, _| true, &mut piece_moves);
        let ranked = |after: &Pos8| {
            let worth = duck_worth(after, pos.turn);
            let mut squares: Vec<(i32, Square)> = Square::all().map(|sq| (worth[sq.index()], sq)).collect();
            squares.sort_by_key(|&(w, sq)| (std::cmp::Reverse(w), sq));
            squares
        };
        let mut lifted = *pos;
        lifted.duck = None;
        let for_node = ranked(&lifted);
        let their_sliders = |p: &Pos8| slider_reach(p, !pos.turn, p.board.occupied()).1;
        for m in piece_moves {
            let allowed = duck_squares(pos, m);
            let mut after = lifted;
            after.make_basic(m);
            let order = if pos.board.role_at(m.from) == Some(Role::King) { ranked(&after) } else { Vec::new() };
            let order = if order.is_empty() { &for_node } else { &order };
            // This move's own lines first: onto our king (a move may open one), onto the piece moved.
            let occupied = after.board.occupied();
            let sliders = their_sliders(&after);
            let king_lines = after.king_of(pos.turn).map_or(Bitboard::EMPTY, |k| blockable_lines(&after, k, sliders, occupied));
            let piece_lines = blockable_lines(&after, m.landing(), sliders, occupied);
            let mut taken = Bitboard::EMPTY;
            let firsts = (king_lines & allowed).into_iter().chain(piece_lines & allowed & !king_lines);
            let rest = order.iter().map(|&(_, sq)| sq).filter(|&sq| allowed.contains(sq));
            for sq in firsts.chain(rest) {
                if taken.count() as usize == DUCK_CHOICES {
                    break;
                }
                if !taken.contains(sq) {
                    taken.set(sq);
                    out.push(Move8 { duck: Some(sq), ..m });
                }
            }
        }
    }
}
