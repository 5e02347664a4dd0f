//! How the bot judges Duck chess. There is no check: a king left attacked is simply taken, so
//! the duck is the king's shield. The search looks at every piece move but only at the few duck
//! squares worth trying: blocking a line onto our king first, then lines onto our other pieces,
//! never a line of our own onto theirs (Fairy-Stockfish would try all ~45). It never looks at a
//! move that leaves its king to be taken, and only at the king's capture when it can take it.
//!
//! The duck blocks one line: a king attacked by a knight, a pawn, a piece beside it or two lines
//! at once must move, or the attacker be taken or blocked by a piece. That is Duck chess's check
//! ([`duck_cannot_shield`]): the search answers it a ply deeper and follows the moves that give it
//! into quiescence. The evaluation counts the king's danger: enemy pieces bearing on its
//! neighbourhood, the squares from which they attack it next move, the escape squares it lacks.

use super::{duck_squares, Duck};
use crate::variants::board8::king_capture::GEN;
use crate::variants::board8::eval::{capture_order, for_side_to_move, material, phase, placement, victim, Values, CHESS_VALUES};
use crate::variants::{labelled, named, Evaluate, Tunable};
use crate::chess::attacks;
use crate::chess::{Bitboard, Color, Piece, Role, Square};
use crate::variants::board8::{pseudo_moves, Kind8, Move8, Pos8};

/// Duck squares tried per piece move: three of the best search a ply deeper in the same time than
/// four, and the deeper search plays better (measured against four, README).
const DUCK_CHOICES: usize = 3;
/// Blocking a line onto our king outweighs everything.
const SHIELD_KING: i32 = 100_000;

/// Standing where an enemy knight would attack our king from comes next.
const BAR_KNIGHT: i32 = 2_000;

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
    // Where their knights would land to attack our king: no duck could shield it then.
    if let Some(k) = after.king_of(us) {
        let mut knight_reach = Bitboard::EMPTY;
        for from in after.board.by_piece(Piece::new(!us, Role::Knight)) {
            knight_reach |= attacks::knight_attacks(from);
        }
        add(attacks::knight_attacks(k) & knight_reach & !after.board.by_color(!us), BAR_KNIGHT);
    }
    // Otherwise: near their king, to take squares from it.
    if let Some(k) = after.king_of(!us) {
        add(attacks::king_attacks(k), 5);
    }
    worth
}

/// Is `color`'s king attacked in a way the duck alone cannot shield, once it has left its square
/// (the side to move must move it): by a knight, pawn or king, by a slider beside it or with only
/// the duck's square between, or along two lines (the duck plugs one)?
pub fn duck_cannot_shield(pos: &Pos8, color: Color) -> bool {
    let Some(king) = pos.king_of(color) else { return false };
    let attackers = pos.attackers(king, !color, pos.board.occupied());
    if attackers.more_than_one() {
        return true;
    }
    let duck = pos.duck.map_or(Bitboard::EMPTY, Bitboard::from_square);
    attackers.into_iter().any(|from| (attacks::between(from, king) & !duck).is_empty())
}

/// What the evaluation weighs, tuned on the bot's own games (`examples/tune_variant.rs`). King
/// danger is counted in units (quarter units, so that tuning has room between the whole ones)
/// and costs their square, scaled and capped: a few threats are nothing, many are a lost king.
#[derive(Clone, Debug)]
pub struct Weights {
    /// Material, pawn..king (the king is never counted: both sides have one).
    pub values: Values,
    /// The chess tables' placement, in percent.
    pub placement: i32,
    /// Danger units per enemy piece bearing on the king's neighbourhood, by role (pawns and
    /// kings are not counted).
    pub zone: Values,
    /// Units per square from which an enemy piece would attack the king next move: a knight's
    /// cannot be shielded; a diagonal or straight line can, by the duck.
    pub knight_square: i32,
    pub diagonal_square: i32,
    pub straight_square: i32,
    /// Units per escape square the king lacks (of two it wants).
    pub missing_escape: i32,
    /// Centipawns per 256 units squared (16: one per whole unit squared), and the most the
    /// danger costs.
    pub danger_scale: i32,
    pub danger_max: i32,
}

/// The weights the bot plays with.
pub const WEIGHTS: Weights = Weights {
    values: CHESS_VALUES,
    placement: 100,
    zone: [0, 8, 8, 12, 20, 0],
    knight_square: 12,
    diagonal_square: 4,
    straight_square: 4,
    missing_escape: 8,
    danger_scale: 16,
    danger_max: 500,
};

/// What the threats to `color`'s king cost it (centipawns), the duck lifted (it moves next):
/// enemy pieces reaching the squares around it, the squares from which enemy pieces would attack
/// it next move (a knight's cannot be shielded: worth more), and the escape squares it lacks.
fn king_danger(pos: &Pos8, color: Color, w: &Weights) -> i32 {
    let Some(king) = pos.king_of(color) else { return 0 };
    let enemy = !color;
    let occupied = pos.board.occupied();
    let zone = attacks::king_attacks(king);
    let mut units = 0;
    let (mut knight_reach, mut diagonal_reach, mut straight_reach) = (Bitboard::EMPTY, Bitboard::EMPTY, Bitboard::EMPTY);
    for (sq, piece) in pos.board.pieces() {
        if piece.color != enemy || matches!(piece.role, Role::Pawn | Role::King) {
            continue;
        }
        let reach = attacks::piece_attacks(piece.role, sq, occupied);
        if (reach & zone).any() {
            units += w.zone[piece.role.index()];
        }
        match piece.role {
            Role::Knight => knight_reach |= reach,
            Role::Bishop => diagonal_reach |= reach,
            Role::Rook => straight_reach |= reach,
            _ => {
                diagonal_reach |= reach;
                straight_reach |= reach;
            }
        }
    }
    if units == 0 {
        return 0;
    }
    let open = !pos.board.by_color(enemy);
    units += w.knight_square * (attacks::knight_attacks(king) & knight_reach & open).count() as i32;
    units += w.diagonal_square * (attacks::bishop_attacks(king, occupied) & diagonal_reach & open).count() as i32;
    units += w.straight_square * (attacks::rook_attacks(king, occupied) & straight_reach & open).count() as i32;
    let free = zone & !pos.board.by_color(color);
    let escapes = free.into_iter().filter(|&sq| pos.attackers(sq, enemy, occupied).is_empty()).count() as i32;
    units += w.missing_escape * (2 - escapes).max(0);
    (units * units * w.danger_scale / 256).min(w.danger_max)
}

impl Tunable for Duck {
    type Weights = Weights;

    fn weights() -> Weights {
        WEIGHTS
    }

    fn evaluate_with(&self, w: &Weights) -> i32 {
        let pos = &self.pos;
        let ph = phase(pos);
        let side = |c: Color| material(pos, c, &w.values) + placement(pos, c, ph) * w.placement / 100 - king_danger(pos, c, w);
        for_side_to_move(pos, side(Color::White) - side(Color::Black))
    }

    fn params(w: &mut Weights) -> Vec<(String, &mut i32)> {
        let roles = Role::ALL.map(Role::name);
        let mut params = labelled("value", &roles[..5], &mut w.values);
        params.extend(labelled("zone", &roles[1..5], &mut w.zone[1..]));
        params.extend(named([
            ("placement", &mut w.placement),
            ("knight_square", &mut w.knight_square),
            ("diagonal_square", &mut w.diagonal_square),
            ("straight_square", &mut w.straight_square),
            ("missing_escape", &mut w.missing_escape),
            ("danger_scale", &mut w.danger_scale),
            ("danger_max", &mut w.danger_max),
        ]));
        params
    }
}

impl Evaluate for Duck {
    fn evaluate(&self) -> i32 {
        self.evaluate_with(&WEIGHTS)
    }

    fn is_noisy(&self, m: Move8) -> bool {
        victim(&self.pos, m).is_some()
    }

    /// A king the duck alone cannot shield must be answered now.
    fn in_danger(&self) -> bool {
        duck_cannot_shield(&self.pos, self.pos.turn)
    }

    /// A quiet move that leaves the enemy king attacked beyond the duck's help: followed into
    /// quiescence, where two such threats at once win.
    fn quiet_check(&self, m: Move8) -> bool {
        let pos = &self.pos;
        let Some(king) = pos.king_of(!pos.turn) else { return false };
        // Cheap first: the piece moved must attack the king from where it lands, or uncover a line.
        let role = match m.kind {
            Kind8::Promotion(role) => role,
            Kind8::Normal | Kind8::EnPassant => pos.board.role_at(m.from).unwrap_or(Role::Pawn),
            _ => return false,
        };
        let reach = match role {
            Role::Pawn => attacks::pawn_attacks(pos.turn, m.to),
            _ => attacks::piece_attacks(role, m.to, pos.board.occupied().without(m.from).with(m.to)),
        };
        let uncovers = (attacks::bishop_rays(king) | attacks::rook_rays(king)).contains(m.from);
        if !reach.contains(king) && !uncovers {
            return false;
        }
        let mut after = *pos;
        after.make_basic(m);
        duck_cannot_shield(&after, !pos.turn)
    }

    fn order(&self, m: Move8) -> i32 {
        capture_order(&self.pos, m, &CHESS_VALUES)
    }

    /// Every piece move, each with its best few duck squares (a subset of the legal moves,
    /// empty only when they are). The squares are judged once for the node (the duck lifted),
    /// again only after a king move, which changes every line onto the king. A move that leaves
    /// our king to be taken is left out (one is kept when all do: the search must see the loss),
    /// and when we can take theirs, nothing else is looked at.
    fn search_moves(&self, out: &mut Vec<Move8>) {
        out.clear();
        let pos = &self.pos;
        let (Some(_), Some(their_king)) = (pos.king_of(pos.turn), pos.king_of(!pos.turn)) else { return };
        let mut piece_moves = Vec::with_capacity(64);
        pseudo_moves(pos, &GEN, |_, _, _| true, &mut piece_moves);
        if let Some(&m) = piece_moves.iter().find(|&&m| m.to == their_king && m.kind != Kind8::Castle) {
            out.extend(duck_squares(pos, m).first().map(|sq| Move8 { duck: Some(sq), ..m }));
            return;
        }
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
        let mut doomed = None;
        for m in piece_moves {
            let allowed = duck_squares(pos, m);
            let mut after = lifted;
            after.make_basic(m);
            let order = if pos.board.role_at(m.from) == Some(Role::King) { ranked(&after) } else { Vec::new() };
            let order = if order.is_empty() { &for_node } else { &order };
            // This move's own lines first: onto our king (a move may open one), onto the piece moved.
            let occupied = after.board.occupied();
            let sliders = their_sliders(&after);
            let our_king = after.king_of(pos.turn);
            let king_lines = our_king.map_or(Bitboard::EMPTY, |k| blockable_lines(&after, k, sliders, occupied));
            let threats = our_king.map_or(Bitboard::EMPTY, |k| after.attackers(k, !pos.turn, occupied));
            // With the duck on `sq`, is our king still attacked?
            let taken_there = |sq: Square| our_king.is_some_and(|k| after.attackers(k, !pos.turn, occupied | sq).any());
            let piece_lines = blockable_lines(&after, m.landing(), sliders, occupied);
            let mut taken = Bitboard::EMPTY;
            let firsts = (king_lines & allowed).into_iter().chain(piece_lines & allowed & !king_lines);
            let rest = order.iter().map(|&(_, sq)| sq).filter(|&sq| allowed.contains(sq));
            for sq in firsts.chain(rest) {
                if taken.count() as usize == DUCK_CHOICES || (threats.any() && !king_lines.contains(sq)) {
                    break;
                }
                if taken.contains(sq) {
                    continue;
                }
                if threats.any() && taken_there(sq) {
                    doomed.get_or_insert(Move8 { duck: Some(sq), ..m });
                    continue;
                }
                taken.set(sq);
                out.push(Move8 { duck: Some(sq), ..m });
            }
            if doomed.is_none() && taken.is_empty() {
                doomed = allowed.first().map(|sq| Move8 { duck: Some(sq), ..m });
            }
        }
        if out.is_empty() {
            out.extend(doomed);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Duck;
    use crate::variants::testkit::assert_every_weight_is_read;

    #[test]
    fn every_weight_is_read() {
        assert_every_weight_is_read::<Duck>(&[
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            // White's queen, rook and bishop bear on Black's king, which has one escape square;
            // the knight could attack it next move; a knight of Black's bears on White's king.
            "6k1/3R1p2/4pB2/3N3Q/8/5n2/PP3PP1/6K1 b - - 0 1",
            // Two queens and two rooks about Black's king: more danger than the most it costs.
            "6k1/3R1p2/3RpB2/3N2QQ/8/8/PP3PP1/6K1 b - - 0 1",
        ]);
    }
}
