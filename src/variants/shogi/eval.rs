//! How the bot judges Shogi and Minishogi: material on the board and in hand (a piece in hand
//! can go almost anywhere: it is worth a little more), pieces that have come forward, and king
//! safety — the golds and silvers beside the king, the enemy's attacks on the cells around it,
//! weighed by what the enemy holds in hand (drops are where shogi games are won).

use super::Shogi;
use crate::bot::variant::Evaluate;
use crate::variants::fairy::{Colour, FMove, Fairy, Kind, Pos, Rules};

/// Centipawns by letter, unpromoted and promoted.
fn value(letter: char, promoted: bool) -> i32 {
    match (letter, promoted) {
        ('p', false) => 100,
        ('l', false) => 300,
        ('n', false) => 350,
        ('s', false) => 500,
        ('g', _) => 550,
        ('b', false) => 800,
        ('r', false) => 1000,
        ('b', true) => 1050,
        ('r', true) => 1250,
        (_, true) => 560,
        _ => 0,
    }
}

fn piece_value(pos: &Pos, ty: u8) -> i32 {
    let spec = &pos.t.pieces[ty as usize].spec;
    value(spec.letter, spec.promoted)
}

/// A piece in hand is worth this much more than on the board (per cent).
const HAND_BONUS: i32 = 12;

fn material(pos: &Pos, colour: Colour) -> i32 {
    let t = pos.t;
    let board: i32 = (0..t.pieces.len() as u8).map(|ty| pos.pieces(colour, ty).count() as i32 * piece_value(pos, ty)).sum();
    let hand: i32 = (0..t.pieces.len() as u8).map(|ty| pos.hands[colour as usize][ty as usize] as i32 * piece_value(pos, ty)).sum();
    board + hand * (100 + HAND_BONUS) / 100
}

/// Ranks advanced from the owner's side, 0 on its back rank.
fn advance(pos: &Pos, colour: Colour, c: u8) -> i32 {
    let rank = pos.t.shape.rank(c) as i32;
    if colour == 0 {
        rank
    } else {
        pos.t.shape.ranks as i32 - 1 - rank
    }
}

/// Small pieces coming forward (the rook, bishop and king stay where they are).
fn development(pos: &Pos, colour: Colour) -> i32 {
    let t = pos.t;
    let mut score = 0;
    for c in pos.colours[colour as usize] {
        let Some(p) = pos.piece_at(c) else { continue };
        let spec = &t.pieces[p.ty as usize].spec;
        if !matches!(spec.letter, 'k' | 'r' | 'b') {
            score += 6 * advance(pos, colour, c).min(5);
        }
    }
    score
}

/// The king's shelter and the enemy's pressure on the cells around it.
fn king_danger(pos: &Pos, colour: Colour) -> i32 {
    let t = pos.t;
    let Some(king) = pos.king(colour) else { return 0 };
    let them = colour ^ 1;
    let occ = pos.occupied();
    let mut attacked = 0;
    let mut guards = 0;
    let mut open = 0;
    for df in -1..=1 {
        for dr in -1..=1 {
            let Some(c) = t.shape.offset(king, df, dr) else { continue };
            if c == king {
                continue;
            }
            if pos.attacked(c, them, occ) {
                attacked += 1;
            }
            match pos.piece_at(c) {
                Some(p) if p.colour == colour && matches!(t.pieces[p.ty as usize].spec.letter, 'g' | 's') => guards += 1,
                None => open += 1,
                _ => {}
            }
        }
    }
    let their_hand: i32 = pos.hands[them as usize].iter().map(|&n| n as i32).sum();
    let pressure = attacked * 30 + open * 6 - guards * 25;
    pressure.max(0) * (4 + their_hand.min(8)) / 4
}

fn side(pos: &Pos, colour: Colour) -> i32 {
    material(pos, colour) + development(pos, colour) - king_danger(pos, colour)
}

/// The evaluation every game of the shogi family uses.
pub fn evaluate(pos: &Pos) -> i32 {
    let white = side(pos, 0) - side(pos, 1);
    if pos.turn == 0 {
        white
    } else {
        -white
    }
}

fn victim(pos: &Pos, m: FMove) -> Option<i32> {
    if matches!(m.kind, Kind::Drop(_)) {
        return None;
    }
    pos.piece_at(m.to).filter(|p| p.colour != pos.turn).map(|p| piece_value(pos, p.ty))
}

pub fn is_noisy(pos: &Pos, m: FMove) -> bool {
    victim(pos, m).is_some() || matches!(m.kind, Kind::Promote(_))
}

/// Captures by value (the cheaper attacker first), promotions, then moves and drops nearer the
/// enemy king.
pub fn order(pos: &Pos, m: FMove) -> i32 {
    let t = pos.t;
    if let Some(v) = victim(pos, m) {
        let attacker = pos.piece_at(m.from).map_or(0, |p| piece_value(pos, p.ty));
        return 10_000 + v * 10 - attacker / 10;
    }
    if let Kind::Promote(ty) = m.kind {
        return 5_000 + piece_value(pos, ty);
    }
    let Some(king) = pos.king(pos.turn ^ 1) else { return 0 };
    let distance = (t.shape.file(m.to) as i32 - t.shape.file(king) as i32).abs().max((t.shape.rank(m.to) as i32 - t.shape.rank(king) as i32).abs());
    (9 - distance) * if matches!(m.kind, Kind::Drop(_)) { 2 } else { 1 }
}

/// The position with the other side to move (moving never hurts in shogi).
pub fn passed<R: Rules>(game: &Fairy<R>) -> Fairy<R> {
    let mut pos = game.pos;
    pos.turn ^= 1;
    Fairy::new(pos)
}

impl Evaluate for Shogi {
    fn evaluate(&self) -> i32 {
        evaluate(&self.pos)
    }

    fn is_noisy(&self, m: FMove) -> bool {
        is_noisy(&self.pos, m)
    }

    fn order(&self, m: FMove) -> i32 {
        order(&self.pos, m)
    }

    fn pass(&self) -> Option<Self> {
        Some(passed(self))
    }
}
