//! How the bot judges Sittuyin: material (on the board and still to be placed), pieces towards
//! the centre, pawns coming forward, and a king kept out of the enemy's reach.

use super::Sittuyin;
use crate::variants::Evaluate;
use crate::variants::fairy::evalkit::for_side_to_move;
use crate::variants::fairy::{Colour, FMove, Fairy, Kind, Pos};

fn value(letter: char) -> i32 {
    match letter {
        'p' => 100,
        'f' => 180,
        's' => 260,
        'n' => 320,
        'r' => 500,
        _ => 0,
    }
}

fn piece_value(pos: &Pos, ty: u8) -> i32 {
    value(pos.t.pieces[ty as usize].spec.letter)
}

fn side(pos: &Pos, colour: Colour) -> i32 {
    let t = pos.t;
    let them = colour ^ 1;
    let occ = pos.occupied();
    let mut score: i32 = (0..t.pieces.len() as u8).map(|ty| pos.hands[colour as usize][ty as usize] as i32 * piece_value(pos, ty)).sum();
    for c in pos.colours[colour as usize] {
        let Some(p) = pos.piece_at(c) else { continue };
        let letter = t.pieces[p.ty as usize].spec.letter;
        let (file, rank) = (t.shape.file(c) as i32, t.shape.rank(c) as i32);
        let centre = 7 - ((2 * file - 7).abs() + (2 * rank - 7).abs()) / 2;
        let ahead = if colour == 0 { rank } else { 7 - rank };
        score += piece_value(pos, p.ty);
        score += match letter {
            'p' => 8 * ahead,
            'k' => -12 * (0..8).filter_map(|i| t.shape.offset(c, [-1, 0, 1, -1, 1, -1, 0, 1][i], [-1, -1, -1, 0, 0, 1, 1, 1][i])).filter(|&n| pos.attacked(n, them, occ)).count() as i32,
            _ => 4 * centre,
        };
    }
    score
}

fn evaluate(pos: &Pos) -> i32 {
    for_side_to_move(pos, side(pos, 0) - side(pos, 1))
}

fn victim(pos: &Pos, m: FMove) -> Option<i32> {
    if m.from == m.to || matches!(m.kind, Kind::Drop(_)) {
        return None;
    }
    pos.piece_at(m.to).filter(|p| p.colour != pos.turn).map(|p| piece_value(pos, p.ty))
}

impl Evaluate for Sittuyin {
    fn evaluate(&self) -> i32 {
        evaluate(&self.pos)
    }

    fn is_noisy(&self, m: FMove) -> bool {
        victim(&self.pos, m).is_some() || matches!(m.kind, Kind::Promote(_))
    }

    /// Captures by value, the cheaper attacker first; then promotions.
    fn order(&self, m: FMove) -> i32 {
        let pos = &self.pos;
        match victim(pos, m) {
            Some(v) => 10_000 + v * 10 - pos.piece_at(m.from).map_or(0, |p| piece_value(pos, p.ty)) / 10,
            None if matches!(m.kind, Kind::Promote(_)) => 5_000,
            None => 0,
        }
    }

    /// Moving rarely hurts, but the counting and placing make zugzwang possible: no null move.
    fn pass(&self) -> Option<Fairy<super::SittuyinRules>> {
        None
    }
}
