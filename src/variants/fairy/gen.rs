//! Move generation from the tables: leaps, rides, hops and walks of every piece, promotions by
//! zone, drops from the hand; then legality, with a shortcut: out of check, the enemy lines
//! towards the king are read on the board ([`Exposure`]), and only the moves that could open one
//! are tested, with the board as after the move (not played).

use super::cells::{Cell, Cells};
use super::pos::{FMove, Kind, Piece, Pos};
use super::spec::{Mode, Royal};
use super::tables::Walk;
use super::Rules;

/// Every move the pieces' data allow (king safety not yet considered).
pub fn pseudo(pos: &Pos, out: &mut Vec<FMove>) {
    let t = pos.t;
    let us = pos.turn;
    for from in pos.colours[us as usize] {
        let Some(piece) = pos.piece_at(from) else { continue };
        push_targets(pos, from, piece.ty, targets(pos, from), out);
    }
    if t.spec.hands {
        drops(pos, t.all & !pos.occupied(), out);
    }
}

/// The cells the piece on `from` may move to by its data (empty, or holding an enemy), king
/// safety not considered; empty for an empty cell.
pub fn targets(pos: &Pos, from: Cell) -> Cells {
    let Some(piece) = pos.piece_at(from) else { return Cells::EMPTY };
    targets_of(pos, piece, from)
}

/// [`targets`] of `piece`, known to stand on `from`.
pub fn targets_of(pos: &Pos, piece: Piece, from: Cell) -> Cells {
    let t = pos.t;
    let us = piece.colour as usize;
    let ty = piece.ty as usize;
    let enemy = pos.colours[us ^ 1];
    let occ = pos.occupied();
    let empty = t.all & !occ;
    let fc = &t.moves[t.index(piece.colour, piece.ty, from)];
    // Most pieces only leap (the tables keep their leaps within their region): two masks.
    if fc.leaps_only() {
        return (fc.leap_move & empty) | (fc.leap_capture & enemy);
    }
    // Janggi's cannon neither hops over nor takes a piece of its own type.
    let same_kind = if t.pieces[ty].spec.hops_only_other_kinds { pos.types[ty] } else { Cells::EMPTY };
    let mut quiet = fc.leap_move & empty;
    let mut takes = fc.leap_capture & enemy;
    let mut rides = fc.ride_move | fc.ride_capture;
    while rides != 0 {
        let d = rides.trailing_zeros() as usize;
        rides &= rides - 1;
        let reach = t.ray_attacks(d, from, occ);
        if fc.ride_move >> d & 1 != 0 {
            quiet |= reach & empty;
        }
        if fc.ride_capture >> d & 1 != 0 {
            takes |= reach & enemy;
        }
    }
    let mut hops = fc.hop_move | fc.hop_capture;
    while hops != 0 {
        let d = hops.trailing_zeros() as usize;
        hops &= hops - 1;
        let Some(screen) = t.first_in(d, from, occ) else { continue };
        if same_kind.has(screen) {
            continue;
        }
        let beyond = t.ray_attacks(d, screen, occ);
        if fc.hop_move >> d & 1 != 0 {
            quiet |= beyond & empty;
        }
        if fc.hop_capture >> d & 1 != 0 {
            takes |= beyond & enemy & !same_kind;
        }
    }
    for w in &fc.walks {
        match w {
            Walk::Lame { to, path, mode } => {
                if (*path & occ).any() {
                    continue;
                }
                if *mode != Mode::Capture && empty.has(*to) {
                    quiet = quiet.with(*to);
                }
                if *mode != Mode::Move && enemy.has(*to) {
                    takes = takes.with(*to);
                }
            }
            Walk::Hop { cells, mode } => {
                let Some(screen) = cells.iter().position(|&c| occ.has(c)) else { continue };
                if same_kind.has(cells[screen]) {
                    continue;
                }
                for &to in &cells[screen + 1..] {
                    if empty.has(to) {
                        if *mode != Mode::Capture {
                            quiet = quiet.with(to);
                        }
                        continue;
                    }
                    if *mode != Mode::Move && enemy.has(to) && !same_kind.has(to) {
                        takes = takes.with(to);
                    }
                    break;
                }
            }
            Walk::Steps { cells, mode } => {
                for &to in cells {
                    if empty.has(to) {
                        if *mode != Mode::Capture {
                            quiet = quiet.with(to);
                        }
                        continue;
                    }
                    if *mode != Mode::Move && enemy.has(to) {
                        takes = takes.with(to);
                    }
                    break;
                }
            }
        }
    }
    (quiet | takes) & t.pieces[ty].region[us]
}

/// The moves of the piece of type `ty` on `from` to `targets`, with promotions where its zone
/// allows or forces them.
fn push_targets(pos: &Pos, from: Cell, ty: u8, targets: Cells, out: &mut Vec<FMove>) {
    let info = &pos.t.pieces[ty as usize];
    let us = pos.turn as usize;
    if info.promo_to.is_empty() {
        out.extend(targets.map(|to| FMove::new(from, to)));
        return;
    }
    let zone = info.promo_zone[us];
    for to in targets {
        if zone.has(from) || zone.has(to) {
            out.extend(info.promo_to.iter().map(|&p| FMove { from, to, kind: Kind::Promote(p) }));
            if info.promo_forced[us].has(to) {
                continue;
            }
        }
        out.push(FMove::new(from, to));
    }
}

/// Drops from the side to move's hand onto the empty cells its drop zone allows.
fn drops(pos: &Pos, empty: Cells, out: &mut Vec<FMove>) {
    let t = pos.t;
    let us = pos.turn as usize;
    for (ty, info) in t.pieces.iter().enumerate() {
        if pos.hands[us][ty] == 0 {
            continue;
        }
        let mut cells = empty & info.drop_zone[us];
        if info.spec.drop_one_per_file {
            for c in pos.pieces(us as u8, ty as u8) {
                cells &= !t.shape.file_cells(t.shape.file(c));
            }
        }
        out.extend(cells.map(|to| FMove { from: to, to, kind: Kind::Drop(ty as u8) }));
    }
}

/// The legal moves of `pos` under the game `R`: none once the game is over by a rule that
/// leaves no move (a king taken, a bare king); the data's moves and the hook's; those that leave
/// the king attacked removed (games with check); then the hook's own filter.
pub fn legal<R: Rules>(pos: &Pos, out: &mut Vec<FMove>) {
    out.clear();
    if R::immediate_end(pos).is_some() {
        return;
    }
    pseudo(pos, out);
    R::extra_moves(pos, out);
    if pos.t.spec.royal == Royal::Check {
        keep_king_safe(pos, out);
    }
    R::filter(pos, out);
}

/// Keeps the moves of `out` that leave the mover's king unattacked (and, under the flying general,
/// not facing the other): the games' legality, also for a list of some moves only (shogi's
/// quiescence search lists captures and promotions alone).
pub fn keep_king_safe(pos: &Pos, out: &mut Vec<FMove>) {
    let t = pos.t;
    let us = pos.turn;
    let them = us ^ 1;
    let Some(king) = pos.king(us) else {
        return;
    };
    let occ = pos.occupied();
    let their_king = if t.spec.flying_general { pos.king(them) } else { None };
    let in_check = pos.attacked(king, them, occ) || their_king.is_some_and(|k| t.kings_face(king, k, occ));
    let exposed = if in_check { Exposure::default() } else { exposure(pos, king, their_king) };
    let answers = if in_check { check_answers(pos, king) } else { None };
    // Where attacks depend on the kinds of pieces (janggi's cannon), the test reads the piece
    // sets as after the move, moved on this copy and put back.
    let mut sets_after: Option<Pos> = None;
    out.retain(|&m| {
        let king_moves = m.from == king && m.kind != Kind::Pass && !matches!(m.kind, Kind::Drop(_));
        let safe_without_test = !in_check && !king_moves && !exposed.leave.has(m.from) && !exposed.land.has(m.to);
        if safe_without_test {
            return true;
        }
        if !king_moves && answers.is_some_and(|cells| !cells.has(m.to)) {
            return false;
        }
        // The board as after the move, without playing it.
        let (vacated, taken) = match m.kind {
            Kind::Drop(_) | Kind::Pass => (Cells::EMPTY, Cells::EMPTY),
            _ if m.from == m.to => (Cells::EMPTY, Cells::EMPTY),
            _ => (Cells::one(m.from), Cells::one(m.to)),
        };
        let after_occ = (occ & !vacated) | Cells::one(m.to);
        let target = if king_moves { m.to } else { king };
        if their_king.is_some_and(|k| k != m.to && t.kings_face(target, k, after_occ)) {
            return false;
        }
        if t.kind_bound_hops {
            let after = sets_after.get_or_insert(*pos);
            after.move_sets(m);
            let safe = !after.attacked(target, them, after_occ);
            after.undo_sets(pos, m);
            return safe;
        }
        !pos.attacked_by(target, them, after_occ, pos.colours[them as usize] & !taken)
    });
}

/// In check, the cells where a move other than the king's can answer it: each checker's cell
/// and the empty cells between it and the king. A move landing elsewhere leaves a check standing,
/// and is illegal untested. `None` where a check can also be answered from elsewhere: a
/// hopper's, whose screen may step away, and the flying general's.
fn check_answers(pos: &Pos, king: Cell) -> Option<Cells> {
    let t = pos.t;
    if t.hoppers || t.spec.flying_general {
        return None;
    }
    let them = pos.turn ^ 1;
    let occ = pos.occupied();
    let mut cells = Cells::EMPTY;
    for ty in 0..t.types as u8 {
        let k = t.index(them, ty, king);
        let theirs = pos.pieces(them, ty) & t.reach[k];
        if theirs.is_empty() {
            continue;
        }
        cells |= t.rev_leap[k] & theirs;
        for &(origin, path) in &t.rev_walk[k] {
            if theirs.has(origin) && (path & occ).is_empty() {
                cells |= path.with(origin);
            }
        }
        for origin in theirs {
            let Some(d) = t.direction(origin, king) else { continue };
            if t.moves[t.index(them, ty, origin)].ride_capture >> d & 1 == 0 {
                continue;
            }
            let between = t.between_on(d, origin, king);
            if (between & occ).is_empty() {
                cells |= between.with(origin);
            }
        }
    }
    Some(cells)
}

/// Out of check, where a move of the side to move (not its king's) could expose the king: a
/// move that neither leaves a cell of `leave` nor lands on one of `land` is legal untested.
#[derive(Default)]
struct Exposure {
    /// The only piece between an enemy rider or lame leaper and the king (or between the two
    /// kings, under the flying general), and both screens of a hopper two screens away.
    leave: Cells,
    /// The empty line between an enemy hopper and the king (a piece arriving there becomes its
    /// screen); janggi: also a screen of a kind the hopper may not use, which a capture replaces.
    land: Cells,
}

/// Reads every enemy line towards `king` on the board as it stands (the king's side not in
/// check).
fn exposure(pos: &Pos, king: Cell, their_king: Option<Cell>) -> Exposure {
    let t = pos.t;
    let them = pos.turn ^ 1;
    let occ = pos.occupied();
    let mut e = Exposure::default();
    let mut hop_line = |between: Cells| {
        let screens = between & occ;
        match screens.count() {
            0 => e.land |= between,
            1 if t.kind_bound_hops => e.land |= screens,
            2 => e.leave |= screens,
            _ => {}
        }
    };
    let mut leave = Cells::EMPTY;
    for (ty, info) in t.pieces.iter().enumerate() {
        if !info.has_lines {
            continue;
        }
        let k = t.index(them, ty as u8, king);
        let theirs = pos.pieces(them, ty as u8) & t.reach[k];
        if theirs.is_empty() {
            continue;
        }
        for &(origin, path) in &t.rev_walk[k] {
            if theirs.has(origin) && !(path & occ).more_than_one() {
                leave |= path & occ;
            }
        }
        for &(origin, between) in &t.rev_hop_walk[k] {
            if theirs.has(origin) {
                hop_line(between);
            }
        }
        for origin in theirs {
            let Some(d) = t.direction(origin, king) else { continue };
            let fc = &t.moves[t.index(them, ty as u8, origin)];
            if (fc.ride_capture | fc.hop_capture) >> d & 1 == 0 {
                continue;
            }
            let between = t.between_on(d, origin, king);
            if fc.ride_capture >> d & 1 != 0 && !(between & occ).more_than_one() {
                leave |= between & occ;
            }
            if fc.hop_capture >> d & 1 != 0 {
                hop_line(between);
            }
        }
    }
    if let Some(k) = their_king {
        let between = t.file_between(king, k) & occ;
        if !between.more_than_one() {
            leave |= between;
        }
    }
    e.leave |= leave;
    e
}
