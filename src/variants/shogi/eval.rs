//! How the bot judges Shogi and Minishogi: material on the board and in hand (a piece in hand
//! can go almost anywhere: it is worth a little more), pawns, silvers and knights that have come
//! forward, mobility, and king safety — enemy pieces close to the king against the golds and
//! silvers beside it, weighed by what the enemy holds in hand (drops are where shogi games are
//! won).

use super::Shogi;
use crate::variants::Evaluate;
use crate::variants::fairy::evalkit::{for_side_to_move, mobility};
use crate::variants::fairy::gen::{keep_king_safe, targets};
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

/// Pawns, silvers and knights coming forward (the others guard the king or work from afar).
fn development(pos: &Pos, colour: Colour) -> i32 {
    let t = pos.t;
    let mut score = 0;
    for c in pos.colours[colour as usize] {
        let Some(p) = pos.piece_at(c) else { continue };
        let spec = &t.pieces[p.ty as usize].spec;
        if !spec.promoted && matches!(spec.letter, 'p' | 's' | 'n') {
            score += 8 * advance(pos, colour, c).min(5);
        }
    }
    score
}

/// How much an enemy piece near the king threatens it.
fn menace(letter: char, promoted: bool) -> i32 {
    match (letter, promoted) {
        ('r' | 'b', true) => 5,
        ('r' | 'b', false) => 3,
        ('g', _) | (_, true) => 3,
        ('s' | 'n', false) => 2,
        _ => 1,
    }
}

/// The king's danger: enemy pieces within two steps of it (nearer counts more), less its own
/// golds and silvers beside it, made worse by what the enemy holds in hand. Counted by
/// distance, not by attacks: cheap enough to ask at every node.
fn king_danger(pos: &Pos, colour: Colour) -> i32 {
    let t = pos.t;
    let Some(king) = pos.king(colour) else { return 0 };
    let (kf, kr) = (t.shape.file(king) as i32, t.shape.rank(king) as i32);
    let mut attack = 0;
    let mut guard = 0;
    for c in pos.occupied() {
        let d = (t.shape.file(c) as i32 - kf).abs().max((t.shape.rank(c) as i32 - kr).abs());
        if d == 0 || d > 2 {
            continue;
        }
        let Some(p) = pos.piece_at(c) else { continue };
        let spec = &t.pieces[p.ty as usize].spec;
        if p.colour != colour {
            attack += menace(spec.letter, spec.promoted) * (3 - d);
        } else if d == 1 && (matches!(spec.letter, 'g' | 's') || spec.promoted) {
            guard += 1;
        }
    }
    let them = (colour ^ 1) as usize;
    let hand: i32 = (0..t.pieces.len()).map(|ty| pos.hands[them][ty] as i32 * if matches!(t.pieces[ty].spec.letter, 'r' | 'b') { 2 } else { 1 }).sum();
    let danger = attack * 14 + hand * 6 - guard * 18;
    danger.max(0) * (6 + hand.min(10)) / 6
}

/// On a small board every piece is near the king: there, the enemy's attacks on the cells
/// around it (and holes beside it) tell the danger, weighed by the enemy's hand.
fn king_attacks(pos: &Pos, colour: Colour) -> i32 {
    let t = pos.t;
    let Some(king) = pos.king(colour) else { return 0 };
    let them = colour ^ 1;
    let occ = pos.occupied();
    let (mut attacked, mut guards, mut open) = (0, 0, 0);
    for c in (0..t.shape.cell_count() as u8).filter(|&c| c != king && near(pos, c, king)) {
        if pos.attacked(c, them, occ) {
            attacked += 1;
        }
        match pos.piece_at(c) {
            Some(p) if p.colour == colour && matches!(t.pieces[p.ty as usize].spec.letter, 'g' | 's') => guards += 1,
            None => open += 1,
            _ => {}
        }
    }
    let their_hand: i32 = pos.hands[them as usize].iter().map(|&n| n as i32).sum();
    (attacked * 30 + open * 6 - guards * 25).max(0) * (4 + their_hand.min(8)) / 4
}

/// Is `c` one king step from `king`?
fn near(pos: &Pos, c: u8, king: u8) -> bool {
    let s = pos.t.shape;
    (s.file(c) as i32 - s.file(king) as i32).abs() <= 1 && (s.rank(c) as i32 - s.rank(king) as i32).abs() <= 1
}

fn side(pos: &Pos, colour: Colour) -> i32 {
    if pos.t.shape.files < 9 {
        // Minishogi: no room to develop or to be mobile; the king's cells are what count.
        return material(pos, colour) - king_attacks(pos, colour);
    }
    material(pos, colour) + development(pos, colour) + 3 * mobility(pos, colour) - king_danger(pos, colour)
}

/// The evaluation every game of the shogi family uses.
pub fn evaluate(pos: &Pos) -> i32 {
    for_side_to_move(pos, side(pos, 0) - side(pos, 1))
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

/// The captures and promotions alone (legal ones), out of check: listing every drop to keep
/// none of them is most of the quiescence search's work in a game with hands.
pub fn noisy_moves(pos: &Pos, out: &mut Vec<FMove>) {
    let t = pos.t;
    let us = pos.turn;
    let enemy = pos.colours[(us ^ 1) as usize];
    out.clear();
    for from in pos.colours[us as usize] {
        let Some(piece) = pos.piece_at(from) else { continue };
        let info = &t.pieces[piece.ty as usize];
        let zone = info.promo_zone[us as usize];
        let promotes = !info.promo_to.is_empty();
        for to in targets(pos, from) {
            let may_promote = promotes && (zone.has(from) || zone.has(to));
            if may_promote {
                out.extend(info.promo_to.iter().map(|&p| FMove { from, to, kind: Kind::Promote(p) }));
            }
            if enemy.has(to) && !(may_promote && info.promo_forced[us as usize].has(to)) {
                out.push(FMove::new(from, to));
            }
        }
    }
    keep_king_safe(pos, out);
}

/// A quiet move or drop that checks: on a small board, where every drop is near the king, the
/// search follows these into quiescence and never prunes them.
pub fn quiet_check(pos: &Pos, m: FMove) -> bool {
    if is_noisy(pos, m) {
        return false;
    }
    let mut after = *pos;
    after.apply(m);
    after.king_attacked(pos.turn ^ 1)
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
