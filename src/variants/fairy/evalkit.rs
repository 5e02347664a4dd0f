//! Terms a game's evaluation (`eval.rs` beside its rules, for the bot) may draw on: material by
//! the game's own values (pieces in hand included), mobility, how far pieces have advanced,
//! driving a lone king to the edge, the counting situation, capture ordering and the null move.
//! Each game chooses and weighs them.

use super::cells::{Cell, Shape};
use super::gen::targets_of;
use super::pos::{Colour, FMove, Kind, Piece, Pos};
use super::{Fairy, Rules};
use crate::variants::Evaluate;

/// `colour`'s material: `values[type]` (in the order of the spec's pieces) for every piece on
/// the board and `in_hand` percent of it for every piece in hand.
pub fn material(pos: &Pos, colour: Colour, values: &[i32], in_hand: i32) -> i32 {
    let c = colour as usize;
    values.iter().enumerate().map(|(ty, &v)| (pos.types[ty] & pos.colours[c]).count() as i32 * v + pos.hands[c][ty] as i32 * v * in_hand / 100).sum()
}

/// How many cells `colour`'s pieces (its king aside) could move to, king safety not considered.
pub fn mobility(pos: &Pos, colour: Colour) -> i32 {
    let t = pos.t;
    (0..t.types as u8).filter(|&ty| Some(ty) != t.royal).map(|ty| pos.pieces(colour, ty).map(|c| targets_of(pos, Piece { colour, ty }, c).count() as i32).sum::<i32>()).sum()
}

/// The rank of `c` counted from `colour`'s side (0 = its back rank).
pub fn relative_rank(shape: Shape, c: Cell, colour: Colour) -> i32 {
    let r = shape.rank(c) as i32;
    if colour == 0 {
        r
    } else {
        shape.ranks as i32 - 1 - r
    }
}

/// The ranks `colour`'s pieces of type `ty` have advanced, summed.
pub fn advancement(pos: &Pos, colour: Colour, ty: Option<u8>) -> i32 {
    ty.map_or(0, |ty| pos.pieces(colour, ty).map(|c| relative_rank(pos.t.shape, c, colour)).sum())
}

/// Steps from `c` to the board's centre (king steps, doubled to stay whole on even boards).
pub fn centre_distance(shape: Shape, c: Cell) -> i32 {
    let df = (2 * shape.file(c) as i32 - (shape.files as i32 - 1)).abs();
    let dr = (2 * shape.rank(c) as i32 - (shape.ranks as i32 - 1)).abs();
    df.max(dr)
}

/// King steps between two cells.
pub fn distance(shape: Shape, a: Cell, b: Cell) -> i32 {
    let df = (shape.file(a) as i32 - shape.file(b) as i32).abs();
    let dr = (shape.rank(a) as i32 - shape.rank(b) as i32).abs();
    df.max(dr)
}

/// Against a lone king: a bonus for `colour` driving it to the edge and bringing its own king
/// near (what mating a bare king takes); 0 unless the other side has its king alone.
pub fn mop_up(pos: &Pos, colour: Colour) -> i32 {
    let other = colour ^ 1;
    if pos.colours[other as usize].count() != 1 || pos.colours[colour as usize].count() < 2 {
        return 0;
    }
    let (Some(theirs), Some(ours)) = (pos.king(other), pos.king(colour)) else { return 0 };
    let s = pos.t.shape;
    12 * centre_distance(s, theirs) + 6 * (s.files.max(s.ranks) as i32 - distance(s, ours, theirs))
}

/// A score faded as a running count nears its limit: the count will end the game drawn.
pub fn counting_fade(pos: &Pos, score: i32) -> i32 {
    if pos.count_limit == 0 {
        return score;
    }
    let left = (pos.count_limit as i32 - pos.count_ply as i32).max(0);
    score * left.min(32) / 32
}

/// The enemy piece `m` takes, if any (a drop or a pass takes nothing).
pub fn taken(pos: &Pos, m: FMove) -> Option<Piece> {
    if m.from == m.to || matches!(m.kind, Kind::Drop(_)) {
        return None;
    }
    pos.piece_at(m.to).filter(|p| p.colour != pos.turn)
}

/// Most valuable victim first, least valuable attacker among equals; a promotion counts as
/// winning its new piece.
pub fn capture_order(pos: &Pos, m: FMove, values: &[i32]) -> i32 {
    let taken = taken(pos, m).map_or(0, |p| values[p.ty as usize].max(50));
    let promoted = match m.kind {
        Kind::Promote(ty) => values[ty as usize],
        _ => 0,
    };
    let attacker = pos.piece_at(m.from).map_or(0, |p| values[p.ty as usize]);
    taken * 16 + promoted * 8 - attacker / 8
}

/// Is `m` a capture by a piece worth more than its victim (by `value`, of a piece type) onto a
/// cell the enemy guards, the recapture alone costing more than `margin`? The first two steps of
/// the exchange: as far as the search needs to look to try such a capture late and the
/// quiescence search to leave it out.
pub fn losing_capture(pos: &Pos, m: FMove, margin: i32, value: impl Fn(u8) -> i32) -> bool {
    let Some(taken) = taken(pos, m) else { return false };
    let Some(mover) = pos.piece_at(m.from) else { return false };
    value(mover.ty) - value(taken.ty) > margin && pos.attacked(m.to, pos.turn ^ 1, pos.occupied().without(m.from))
}

/// Does `m` take a piece or promote (what the quiescence search follows)?
pub fn is_noisy(pos: &Pos, m: FMove) -> bool {
    matches!(m.kind, Kind::Promote(_)) || (m.from != m.to && !matches!(m.kind, Kind::Drop(_)) && pos.colours[(pos.turn ^ 1) as usize].has(m.to))
}

/// `white`'s score (the first side's) turned to the side to move's view.
pub fn for_side_to_move(pos: &Pos, white: i32) -> i32 {
    if pos.turn == 0 {
        white
    } else {
        -white
    }
}

/// The position with the other side to move: the null move.
pub fn null_move(pos: &Pos) -> Pos {
    let mut p = *pos;
    p.turn ^= 1;
    p
}

/// A game of the family whose search needs nothing but a score and its pieces' values: its
/// captures and promotions are the noisy moves, ordered by those values, and the null move is
/// sound. Its [`Evaluate`] comes from this (Shatranj, Chaturanga, Makruk, Ouk Chatrang).
pub trait PlainEvaluation: Rules {
    /// Each piece's worth, in the order of the game's pieces.
    const VALUES: &'static [i32];
    /// The position's worth from the side to move's view.
    fn score(pos: &Pos) -> i32;
}

impl<R: PlainEvaluation> Evaluate for Fairy<R> {
    fn evaluate(&self) -> i32 {
        R::score(&self.pos)
    }

    fn is_noisy(&self, m: FMove) -> bool {
        is_noisy(&self.pos, m)
    }

    fn order(&self, m: FMove) -> i32 {
        capture_order(&self.pos, m, R::VALUES)
    }

    fn pass(&self) -> Option<Self> {
        Some(Fairy::new(null_move(&self.pos)))
    }
}
