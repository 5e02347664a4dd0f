//! Xiangqi's chase (Asian rules, as Fairy-Stockfish's `Position::chased` reads them): which
//! pieces of the side to move the last move chased. Only a repetition asks, a few positions at a
//! time, so everything here is found by generating moves on copies of the board, not by tables.
//!
//! A move chases a piece of the other side that it newly attacks — directly (the moved piece;
//! a chariot or cannon not along the line it moved on) or by discovery (a horse whose leg, an
//! elephant whose eye, a chariot or cannon whose line it left, a cannon it became a screen for)
//! — when that piece is not a general or a soldier still on its own side, and is either not
//! protected (protection counts without the chaser on the board and without defenders pinned to
//! their general; a general alone does not protect a point in line with the other general), or
//! worth more than the chaser (a horse or cannon on a chariot; an elephant or advisor on a
//! chariot, horse or cannon). Attacking a piece of the chaser's own kind is no chase (both attack
//! each other), unless the attacked piece is pinned, or (between horses) it cannot attack back. A move that pins a piece chases what that piece protected; a piece that
//! now blocks a line to the general (a discovered check ready) chases what it attacks.

use crate::referee::Refereed;
use super::repetition::Perpetual;
use crate::variants::fairy::{gen, Cell, Cells, Colour, FMove, Fairy, Piece, Pos, Rules};

/// The FEN letter of the piece on `c`.
fn letter(pos: &Pos, c: Cell) -> Option<char> {
    pos.piece_at(c).map(|p| pos.t.pieces[p.ty as usize].spec.letter)
}

/// The captures `colour` could make here (its turn or not), king safety not considered.
fn captures(pos: &Pos, colour: Colour) -> Vec<FMove> {
    let mut side = *pos;
    side.turn = colour;
    let mut moves = Vec::new();
    gen::pseudo(&side, &mut moves);
    moves.retain(|m| m.from != m.to && pos.colours[(colour ^ 1) as usize].has(m.to));
    moves
}

/// The pieces of the other side that the piece on `from` attacks.
fn attacks_from(pos: &Pos, from: Cell) -> Cells {
    let Some(p) = pos.piece_at(from) else { return Cells::EMPTY };
    captures(pos, p.colour).iter().filter(|m| m.from == from).fold(Cells::EMPTY, |s, m| s.with(m.to))
}

/// `colour`'s pieces that attack (or, for its own piece there, protect) the point `target`.
fn attackers_to(pos: &Pos, target: Cell, colour: Colour) -> Cells {
    let mut probe = *pos;
    if let Some(p) = probe.remove(target) {
        probe.put(target, Piece { ty: p.ty, colour: colour ^ 1 });
    } else {
        return Cells::EMPTY;
    }
    captures(&probe, colour).iter().filter(|m| m.to == target).fold(Cells::EMPTY, |s, m| s.with(m.from))
}

/// The pieces (of either side) whose removal would let a new enemy piece attack `colour`'s
/// general: the one piece before a chariot, either of two before a cannon, a horse's leg.
fn blockers_for_king(pos: &Pos, colour: Colour) -> Cells {
    let Some(king) = pos.king(colour) else { return Cells::EMPTY };
    let now = attackers_to(pos, king, colour ^ 1);
    let mut found = Cells::EMPTY;
    for c in pos.occupied().without(king) {
        let mut without = *pos;
        without.remove(c);
        if (attackers_to(&without, king, colour ^ 1) & !now).any() {
            found = found.with(c);
        }
    }
    found
}

/// Is `target` on a file or rank in sight of the general of `colour` (nothing between)?
fn in_line_with_general(pos: &Pos, colour: Colour, target: Cell, occ: Cells) -> bool {
    let Some(k) = pos.king(colour) else { return false };
    let s = pos.t.shape;
    let (kf, kr, tf, tr) = (s.file(k) as i32, s.rank(k) as i32, s.file(target) as i32, s.rank(target) as i32);
    if (kf != tf && kr != tr) || k == target {
        return false;
    }
    let (df, dr) = ((tf - kf).signum(), (tr - kr).signum());
    let mut at = k;
    loop {
        let Some(next) = s.offset(at, df, dr) else { return false };
        if next == target {
            return true;
        }
        if occ.has(next) {
            return false;
        }
        at = next;
    }
}

/// The two cells a move changed: where the mover's piece left and where it arrived.
fn the_move(before: &Pos, after: &Pos) -> Option<(Cell, Cell)> {
    let mover = before.turn as usize;
    let left = (before.colours[mover] & !after.colours[mover]).first()?;
    let arrived = (after.colours[mover] & !before.colours[mover]).first()?;
    Some((left, arrived))
}

/// The pieces of the side to move in `after` that the move from `before` chased.
pub fn chased(before: &Pos, after: &Pos) -> Cells {
    let Some((from, to)) = the_move(before, after) else { return Cells::EMPTY };
    let us = after.turn;
    let them = us ^ 1;
    let ours = after.colours[us as usize];
    let of_kind = |l: char| ours.filter(|&c| letter(after, c) == Some(l)).fold(Cells::EMPTY, |s, c| s.with(c));
    let s = after.t.shape;
    let uncrossed_soldiers = of_kind('p').filter(|&c| if us == 0 { s.rank(c) < 5 } else { s.rank(c) > 4 }).fold(Cells::EMPTY, |s, c| s.with(c));
    let exempt = of_kind('k') | uncrossed_soldiers;

    let mut pins = blockers_for_king(after, us) & ours;
    if let (Some(their_king), Some(our_king)) = (after.king(them), after.king(us)) {
        let on_file = ours & s.file_cells(s.file(their_king));
        let others = on_file.without(our_king);
        if on_file.has(our_king) && !others.more_than_one() {
            pins |= others;
        }
    }

    let mut chased = Cells::EMPTY;
    let mut add = |attacker: Cell, kind: char, attacks: Cells| {
        let mut attacks = attacks & ours & !exempt;
        if (attacks & !chased).is_empty() {
            return;
        }
        // Attacks on stronger pieces chase even protected ones.
        if kind == 'n' || kind == 'c' {
            chased |= attacks & of_kind('r');
        }
        if kind == 'b' || kind == 'a' {
            chased |= attacks & (of_kind('r') | of_kind('c') | of_kind('n'));
        }
        // Mutual attacks of the same kind are no chase, except an impaired horse's and a pinned piece.
        let impaired = kind == 'n' && [(1, 1), (1, -1), (-1, 1), (-1, -1)].iter().any(|&(df, dr)| s.offset(attacker, df, dr).is_some_and(|c| after.occupied().has(c)));
        if impaired {
            for horse in attacks & of_kind('n') {
                if attacks_from(after, horse).has(attacker) {
                    attacks = attacks.without(horse);
                }
            }
        } else {
            attacks &= !of_kind(kind) | pins;
        }
        let mut without_attacker = *after;
        without_attacker.remove(attacker);
        for victim in attacks {
            let roots = attackers_to(&without_attacker, victim, us) & !pins;
            let only_general = after.king(us).is_some_and(|k| roots == Cells::one(k));
            if roots.is_empty() || (only_general && in_line_with_general(after, them, victim, without_attacker.occupied())) {
                chased = chased.with(victim);
            }
        }
    };

    // Direct attacks of the moved piece (chariots and cannons: not along the line they moved on).
    let moved = letter(after, to).unwrap_or('k');
    if moved != 'k' && moved != 'p' {
        let mut direct = attacks_from(after, to);
        if moved == 'r' || moved == 'c' {
            let line = if s.file(from) == s.file(to) { s.file_cells(s.file(to)) } else { s.rank_cells(s.rank(to)) };
            direct &= !line;
        }
        add(to, moved, direct);
    }

    // Discovered attacks: pieces of the mover whose way the move opened (or, for a cannon, screened).
    let theirs = after.colours[them as usize];
    let near = |c: Cell, steps: &[(i32, i32)]| steps.iter().filter_map(|&(df, dr)| s.offset(c, df, dr)).fold(Cells::EMPTY, |set, n| set.with(n));
    let lines = |c: Cell| s.file_cells(s.file(c)) | s.rank_cells(s.rank(c));
    let kind_of = |l: char| theirs.filter(|&c| letter(after, c) == Some(l)).fold(Cells::EMPTY, |set, c| set.with(c));
    let candidates = (near(from, &[(1, 0), (-1, 0), (0, 1), (0, -1)]) & kind_of('n'))
        | (near(from, &[(1, 1), (1, -1), (-1, 1), (-1, -1)]) & kind_of('b'))
        | (lines(from) & (kind_of('c') | kind_of('r')))
        | (lines(to) & kind_of('c'));
    for c in candidates {
        let kind = letter(after, c).unwrap_or('k');
        // The same piece with the board as it was before the move.
        let mut old = *before;
        if let Some(p) = after.piece_at(c) {
            old.remove(c);
            old.put(c, p);
        }
        let then = attacks_from(&old, c) & before.colours[us as usize];
        add(c, kind, attacks_from(after, c) & !then);
    }

    // Pins and discovered checks the move set up (compared with the position before it).
    {
        let blockers_now = blockers_for_king(after, us);
        let blockers_then = blockers_for_king(before, us);
        let their_blockers = blockers_for_king(after, them);
        for pinned in blockers_now & !blockers_then & ours {
            for defended in protected_by(after, pinned) & !exempt {
                if (attackers_to(after, defended, them) & !their_blockers).any() {
                    chased = chased.with(defended);
                }
            }
        }
        let Some(our_king) = after.king(us) else { return chased };
        let palace = after.t.royal.map_or(Cells::EMPTY, |k| after.t.pieces[k as usize].region[us as usize]);
        let king_reach = near(our_king, &[(1, 0), (-1, 0), (0, 1), (0, -1)]) & palace;
        for discoverer in blockers_now & !blockers_then & theirs {
            let hits = attacks_from(after, discoverer) & ours;
            chased |= hits & !king_reach;
            for near_king in hits & king_reach {
                let mut probe = *after;
                probe.remove(discoverer);
                probe.remove(our_king);
                if attackers_to(&probe, near_king, them).any() {
                    chased = chased.with(near_king);
                }
            }
        }
    }
    chased
}

/// The pieces of its own side that the piece on `c` protects.
fn protected_by(pos: &Pos, c: Cell) -> Cells {
    let Some(p) = pos.piece_at(c) else { return Cells::EMPTY };
    let mut probe = *pos;
    let own = pos.colours[p.colour as usize].without(c);
    // Protecting a piece = attacking its point as if an enemy stood there.
    for o in own {
        if let Some(q) = probe.remove(o) {
            probe.put(o, Piece { ty: q.ty, colour: p.colour ^ 1 });
        }
    }
    attacks_from(&probe, c) & own
}

/// `b` with the piece that moved `from`→`to` put back on `from`.
fn undo(b: Cells, mv: Option<(Cell, Cell)>) -> Cells {
    match mv {
        Some((from, to)) if b.has(to) => b.without(to).with(from),
        _ => b,
    }
}

/// Who chased with every move of the cycle that the current position closes by occurring a
/// third time (the same piece, followed as it moves; counted as Fairy-Stockfish does).
pub fn chase_verdict<R: Rules>(positions: &[Fairy<R>]) -> Perpetual {
    let Some(n) = positions.len().checked_sub(1) else { return Perpetual::Neither };
    if n < 4 {
        return Perpetual::Neither;
    }
    let pos = |j: usize| &positions[j].pos;
    let moved = |j: usize| if j == 0 { None } else { the_move(pos(j - 1), pos(j)) };
    let chased_at = |j: usize| if j == 0 { Cells::EMPTY } else { chased(pos(j - 1), pos(j)) };
    let end = (positions[n].halfmoves() as usize).min(n);
    let mut them = undo(chased_at(n), moved(n - 1)) & chased_at(n - 2);
    let mut us = undo(chased_at(n - 1), moved(n - 2)) & chased_at(n - 3);
    let mut occurrences = 0;
    let mut i = 4;
    while i <= end {
        if i != n {
            them = undo(them, moved(n - i + 1)) & chased_at(n - i);
        }
        let earlier = &positions[n - i];
        if earlier.hash() == positions[n].hash() && earlier.same_position(&positions[n]) {
            occurrences += 1;
            if occurrences == 2 {
                let mover = positions[n].turn();
                return match (them.any(), us.any()) {
                    (true, true) => Perpetual::Both,
                    (true, false) => Perpetual::By(1 - mover),
                    (false, true) => Perpetual::By(mover),
                    (false, false) => Perpetual::Neither,
                };
            }
        }
        if i < end {
            us = undo(us, moved(n - i)) & chased_at(n - i - 1);
        }
        i += 2;
    }
    Perpetual::Neither
}
