//! Move generation from the tables: leaps, rides, hops and walks of every piece, promotions by
//! zone, drops from the hand; then legality, with a shortcut: out of check, a move of a piece
//! that stands on no line towards its king (and, against hoppers, lands on none) cannot expose
//! the king, so only the other moves are played and tested.

use super::cells::{Cell, Cells};
use super::pos::{FMove, Kind, Pos};
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
    let t = pos.t;
    let Some(piece) = pos.piece_at(from) else { return Cells::EMPTY };
    let us = piece.colour as usize;
    let ty = piece.ty as usize;
    let enemy = pos.colours[us ^ 1];
    let occ = pos.occupied();
    let empty = t.all & !occ;
    let fc = &t.moves[t.index(piece.colour, piece.ty, from)];
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
        keep_king_safe::<R>(pos, out);
    } else if R::TEST_EVERY_MOVE {
        out.retain(|&m| R::still_legal(&played_core(pos, m), pos.turn));
    }
    R::filter(pos, out);
}

/// The position after `m` by the data's rules only (enough to see whether a king is attacked).
fn played_core(pos: &Pos, m: FMove) -> Pos {
    let mut after = *pos;
    after.apply(m);
    after
}

fn keep_king_safe<R: Rules>(pos: &Pos, out: &mut Vec<FMove>) {
    let t = pos.t;
    let us = pos.turn;
    let them = us ^ 1;
    let Some(king) = pos.king(us) else {
        if R::TEST_EVERY_MOVE {
            out.retain(|&m| R::still_legal(&played_core(pos, m), us));
        }
        return;
    };
    let occ = pos.occupied();
    let in_check = pos.attacked(king, them, occ);
    // The cells from which a moving piece could open a line to the king, and (against
    // hoppers) onto which it could become a screen.
    let mut watch = Cells::EMPTY;
    let mut screens = Cells::EMPTY;
    for (ty, info) in t.pieces.iter().enumerate() {
        if info.has_lines && pos.pieces(them, ty as u8).any() {
            let i = t.index(them, ty as u8, king);
            watch |= t.reach[i];
            if info.has_hops {
                screens |= t.hop_reach[i];
            }
        }
    }
    // The flying general: a piece leaving the file between the kings may leave them facing.
    let their_king = if t.spec.flying_general { pos.king(them) } else { None };
    if let Some(k) = their_king {
        watch |= t.file_between(king, k);
    }
    let test_all = in_check || R::TEST_EVERY_MOVE;
    // Where attacks depend on the kinds of pieces (janggi's cannon), the test reads the piece
    // sets as after the move, moved on this copy and put back.
    let mut sets_after: Option<Pos> = None;
    out.retain(|&m| {
        let king_moves = m.from == king && m.kind != Kind::Pass && !matches!(m.kind, Kind::Drop(_));
        let safe_without_test = !test_all && !king_moves && !watch.has(m.from) && !screens.has(m.to);
        if safe_without_test {
            return true;
        }
        if R::TEST_EVERY_MOVE {
            let after = played_core(pos, m);
            return !after.king_attacked(us) && R::still_legal(&after, us);
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
