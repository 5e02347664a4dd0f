//! Move ordering: the moves most likely to refute a position come first, so alpha-beta cuts
//! early. Moves come out in stages, each generated only when reached:
//!
//! 1. the transposition table's move;
//! 2. captures and promotions that do not lose material, most valuable victim first
//!    (MVV-LVA), checked by static exchange;
//! 3. the killer moves (quiet moves that refuted a sibling) and the counter move;
//! 4. the other quiet moves, by history: how often the move (from, to) refuted positions, and
//!    how often it did so right after the opponent's last move and after our own last move
//!    (continuation histories, keyed by piece and destination);
//! 5. the captures that lose material.

use super::see;
use crate::chess::{Color, Move, MoveList, Position, Role, Square};
use arrayvec::ArrayVec;

pub const MAX_PLY: usize = 128;
const HISTORY_MAX: i32 = 16_384;

/// A move's piece (colour × 6 + role) and destination: `0..MOVE_KEYS`.
pub type MoveKey = usize;
const MOVE_KEYS: usize = 12 * 64;

/// The key of `m` played in `pos`.
pub fn move_key(pos: &Position, m: Move) -> Option<MoveKey> {
    let piece = pos.board().piece_at(m.from())?;
    Some(key(piece.color, piece.role, m.to()))
}

/// The key of a move of `role` of `color` to `to`.
#[inline(always)]
fn key(color: Color, role: Role, to: Square) -> MoveKey {
    piece_index(color, role) * 64 + to.index()
}

/// What a node knows of the moves that led to it, for ordering its quiet moves.
#[derive(Clone, Copy, Default)]
pub struct Context {
    /// The opponent's last move (for the counter move).
    pub previous: Option<Move>,
    /// Keys of the opponent's last move and of our own move before it.
    pub keys: [Option<MoveKey>; 2],
}

/// What the search learnt about quiet moves: killers per ply, history per (colour, from, to),
/// continuation histories and the counter move that answered each (piece, destination).
pub struct Heuristics {
    killers: [[Option<Move>; 2]; MAX_PLY + 1],
    /// Indexed by colour, from and to square (see `history_index`).
    history: Vec<i16>,
    /// Indexed by an earlier move's key (one and two plies back) and this move's key.
    continuation: [Vec<i16>; 2],
    /// Indexed by the moved piece (colour × 6 + role) and its destination.
    counter: [[Option<Move>; 64]; 12],
}

impl Heuristics {
    pub fn new() -> Box<Heuristics> {
        // The big tables are zeroed vectors; the killers and counter moves, fixed arrays indexed
        // without bounds checks (a ply at most MAX_PLY, a piece below 12).
        Box::new(Heuristics {
            killers: [[None; 2]; MAX_PLY + 1],
            history: vec![0; 2 * 64 * 64],
            continuation: [vec![0; MOVE_KEYS * MOVE_KEYS], vec![0; MOVE_KEYS * MOVE_KEYS]],
            counter: [[None; 64]; 12],
        })
    }

    pub fn clear(&mut self) {
        self.killers = [[None; 2]; MAX_PLY + 1];
        self.history.fill(0);
        for table in &mut self.continuation {
            table.fill(0);
        }
        self.counter = [[None; 64]; 12];
    }

    /// Between searches: killers belong to the old tree; history fades but stays useful.
    pub fn age(&mut self) {
        self.killers = [[None; 2]; MAX_PLY + 1];
        for v in &mut self.history {
            *v /= 2;
        }
    }

    pub fn killers(&self, ply: usize) -> [Option<Move>; 2] {
        self.killers[ply.min(MAX_PLY)]
    }

    pub fn history(&self, color: Color, m: Move) -> i32 {
        self.history[history_index(color, m)] as i32
    }

    /// How promising a quiet move is: its history plus its continuation histories.
    pub fn quiet_score(&self, pos: &Position, m: Move, context: &Context) -> i32 {
        let us = pos.turn();
        let mut score = self.history(us, m);
        // `move_key`, for a move of the side to move (every move scored here is legal).
        if let Some(role) = pos.board().role_at(m.from()) {
            let key = key(us, role, m.to());
            // Two plain lookups rather than a loop over the zipped tables: the wasm build does
            // not unroll loops, and the loop kept its iterator in memory (a tenth of the search).
            let [one_back, two_back] = context.keys;
            if let Some(earlier) = one_back {
                score += self.continuation[0][earlier * MOVE_KEYS + key] as i32;
            }
            if let Some(earlier) = two_back {
                score += self.continuation[1][earlier * MOVE_KEYS + key] as i32;
            }
        }
        score
    }

    /// The counter move to the move that led here (`previous`, played by the opponent).
    pub fn counter(&self, pos: &Position, previous: Option<Move>) -> Option<Move> {
        let prev = previous?;
        let piece = pos.board().piece_at(prev.to())?;
        self.counter[piece_index(piece.color, piece.role)][prev.to().index()]
    }

    /// A quiet move caused a beta cutoff after `tried` other quiet moves failed.
    pub fn reward(&mut self, pos: &Position, ply: usize, depth: i32, best: Move, tried: &[Move], context: &Context) {
        let bonus = (depth * depth + depth).min(1_200);
        self.update(pos, best, bonus, context);
        for &m in tried {
            self.update(pos, m, -bonus, context);
        }
        let previous = context.previous;
        let killers = &mut self.killers[ply.min(MAX_PLY)];
        if killers[0] != Some(best) {
            killers[1] = killers[0];
            killers[0] = Some(best);
        }
        if let Some(prev) = previous {
            if let Some(piece) = pos.board().piece_at(prev.to()) {
                self.counter[piece_index(piece.color, piece.role)][prev.to().index()] = Some(best);
            }
        }
    }

    fn update(&mut self, pos: &Position, m: Move, bonus: i32, context: &Context) {
        gravity(&mut self.history[history_index(pos.turn(), m)], bonus);
        if let Some(key) = move_key(pos, m) {
            for (table, earlier) in self.continuation.iter_mut().zip(context.keys) {
                if let Some(earlier) = earlier {
                    gravity(&mut table[earlier * MOVE_KEYS + key], bonus);
                }
            }
        }
    }
}

/// Moves a history entry by `bonus`; entries saturate at ±HISTORY_MAX, and recent results
/// weigh more than old ones.
fn gravity(entry: &mut i16, bonus: i32) {
    let value = *entry as i32 + bonus - (*entry as i32) * bonus.abs() / HISTORY_MAX;
    *entry = value.clamp(-HISTORY_MAX, HISTORY_MAX) as i16;
}

fn history_index(color: Color, m: Move) -> usize {
    (color.index() * 64 + m.from().index()) * 64 + m.to().index()
}

fn piece_index(color: Color, role: Role) -> usize {
    color.index() * 6 + role.index()
}

/// Is `m` a capture or promotion (a "tactical" move, as the generator splits them)?
#[inline(always)]
pub fn is_tactical(pos: &Position, m: Move) -> bool {
    m.is_promotion() || pos.is_capture(m)
}

/// Most valuable victim first, then least valuable attacker; promotions by the new piece.
fn mvv_lva(pos: &Position, m: Move) -> i32 {
    let victim = pos.captured(m).map_or(0, see::value);
    let attacker = pos.board().role_at(m.from()).map_or(0, |r| r.index() as i32);
    let promotion = m.promotion_role().map_or(0, see::value);
    (victim + promotion) * 8 - attacker
}

#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Debug)]
enum Stage {
    TtMove,
    GoodTactical,
    Killers,
    Quiet,
    BadTactical,
    Done,
}

/// A list of moves with a score each, taken best first. It is filled in place, when the picker
/// first needs it: built elsewhere and moved in, its 2 KB would be copied at every node.
struct Scored {
    entries: ArrayVec<(Move, i32), { MoveList::CAPACITY }>,
    next: usize,
    filled: bool,
}

impl Scored {
    fn new() -> Scored {
        Scored { entries: ArrayVec::new(), next: 0, filled: false }
    }

    /// The list, filled on the first call with the moves `moves` lists, scored by `score`.
    /// (The moves are listed into a list here rather than returned: a returned list was
    /// copied, 0.5 KB by `memory.copy` in wasm, a call out of V8's compiled code.)
    fn filled_with(&mut self, moves: impl FnOnce(&mut MoveList), score: impl Fn(Move) -> i32) -> &mut Scored {
        if !self.filled {
            let mut list = MoveList::new();
            moves(&mut list);
            self.entries.extend(list.iter().map(|&m| (m, score(m))));
            self.filled = true;
        }
        self
    }

    fn contains(&self, m: Move) -> bool {
        self.entries.iter().any(|&(e, _)| e == m)
    }

    /// Takes the best remaining move (selection: most nodes cut after a few moves).
    #[inline(always)]
    fn take_best(&mut self) -> Option<(Move, i32)> {
        let rest = self.entries.get_mut(self.next..).filter(|r| !r.is_empty())?;
        // The best score so far in a local: compared with the entry each time, it was loaded
        // again (with a bounds check) on every step of the wasm build's loop.
        let (mut best, mut best_score) = (0, rest[0].1);
        for (i, &(_, score)) in rest.iter().enumerate().skip(1) {
            if score > best_score {
                (best, best_score) = (i, score);
            }
        }
        rest.swap(0, best);
        self.next += 1;
        Some(self.entries[self.next - 1])
    }
}

/// Hands out the legal moves of a position in the staged order above.
pub struct MovePicker {
    stage: Stage,
    tt_move: Option<Move>,
    /// Quiescence search outside check: tactical moves only, and no under-promotions.
    tactical_only: bool,
    skip_quiets: bool,
    tactical: Scored,
    quiet: Scored,
    bad: MoveList,
    bad_next: usize,
    special: [Option<Move>; 3],
    special_next: usize,
}

impl MovePicker {
    /// Every legal move (the main search; also quiescence search in check).
    pub fn new(tt_move: Option<Move>) -> MovePicker {
        MovePicker {
            stage: Stage::TtMove,
            tt_move,
            tactical_only: false,
            skip_quiets: false,
            tactical: Scored::new(),
            quiet: Scored::new(),
            bad: MoveList::new(),
            bad_next: 0,
            special: [None; 3],
            special_next: 0,
        }
    }

    /// Captures and queen promotions only.
    pub fn tactical(tt_move: Option<Move>) -> MovePicker {
        MovePicker { tactical_only: true, skip_quiets: true, ..MovePicker::new(tt_move) }
    }

    fn tactical_list(&mut self, pos: &Position) -> &mut Scored {
        self.tactical.filled_with(|list| pos.tactical_moves_into(list), |m| mvv_lva(pos, m))
    }

    fn quiet_list(&mut self, pos: &Position, heuristics: &Heuristics, context: &Context) -> &mut Scored {
        self.quiet.filled_with(|list| pos.quiet_moves_into(list), |m| heuristics.quiet_score(pos, m, context))
    }

    /// The next move to try, or `None` when all have been handed out.
    pub fn next(&mut self, pos: &Position, heuristics: &Heuristics, ply: usize, context: &Context) -> Option<Move> {
        loop {
            match self.stage {
                Stage::TtMove => {
                    self.stage = Stage::GoodTactical;
                    if let Some(m) = self.tt_move {
                        let legal = if is_tactical(pos, m) {
                            self.tactical_list(pos).contains(m)
                                && !(self.tactical_only && m.promotion_role().is_some_and(|r| r != Role::Queen))
                        } else {
                            !self.tactical_only && self.quiet_list(pos, heuristics, context).contains(m)
                        };
                        if legal {
                            return Some(m);
                        }
                        self.tt_move = None;
                    }
                }
                Stage::GoodTactical => {
                    let tactical_only = self.tactical_only;
                    let tt_move = self.tt_move;
                    match self.tactical_list(pos).take_best() {
                        None => self.stage = Stage::Killers,
                        Some((m, _)) if Some(m) == tt_move => {}
                        Some((m, _)) => {
                            if m.promotion_role().is_some_and(|r| r != Role::Queen) {
                                if !tactical_only {
                                    self.bad.push(m);
                                }
                                continue;
                            }
                            if loses_material(pos, m) {
                                self.bad.push(m);
                                continue;
                            }
                            return Some(m);
                        }
                    }
                }
                Stage::Killers => {
                    if self.skip_quiets {
                        self.stage = Stage::BadTactical;
                        continue;
                    }
                    if self.special_next == 0 {
                        let [k1, k2] = heuristics.killers(ply);
                        self.special = [k1, k2, heuristics.counter(pos, context.previous)];
                    }
                    if self.special_next >= self.special.len() {
                        self.stage = Stage::Quiet;
                        continue;
                    }
                    let candidate = self.special[self.special_next];
                    self.special_next += 1;
                    if let Some(m) = candidate {
                        let earlier = &self.special[..self.special_next - 1];
                        if Some(m) != self.tt_move
                            && !earlier.contains(&Some(m))
                            && !is_tactical(pos, m)
                            && self.quiet_list(pos, heuristics, context).contains(m)
                        {
                            return Some(m);
                        }
                    }
                }
                Stage::Quiet => {
                    if self.skip_quiets {
                        self.stage = Stage::BadTactical;
                        continue;
                    }
                    let tt_move = self.tt_move;
                    let special = self.special;
                    match self.quiet_list(pos, heuristics, context).take_best() {
                        None => self.stage = Stage::BadTactical,
                        Some((m, _)) if Some(m) == tt_move || special.contains(&Some(m)) => {}
                        Some((m, _)) => return Some(m),
                    }
                }
                Stage::BadTactical => {
                    if self.tactical_only || self.bad_next >= self.bad.len() {
                        self.stage = Stage::Done;
                        continue;
                    }
                    self.bad_next += 1;
                    return Some(self.bad[self.bad_next - 1]);
                }
                Stage::Done => return None,
            }
        }
    }
}

/// A capture by a more valuable piece than its victim that the exchange shows to lose.
fn loses_material(pos: &Position, m: Move) -> bool {
    let attacker = pos.board().role_at(m.from()).map_or(0, see::value);
    let victim = pos.captured(m).map_or(0, see::value);
    attacker > victim && see::see(pos, m) < 0
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chess::uci;
    use crate::chess::CastlingMode;

    fn all_moves(pos: &Position, mut picker: MovePicker) -> Vec<Move> {
        let heuristics = Heuristics::new();
        let mut out = Vec::new();
        while let Some(m) = picker.next(pos, &heuristics, 0, &Context::default()) {
            out.push(m);
        }
        out
    }

    #[test]
    fn every_legal_move_comes_out_exactly_once() {
        let pos = Position::from_fen("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1").unwrap();
        let tt = uci::parse(&pos, "e2a6", CastlingMode::Standard).unwrap();
        let mut got = all_moves(&pos, MovePicker::new(Some(tt)));
        assert_eq!(got[0], tt, "the table's move comes first");
        got.sort_by_key(|m| m.to_bits());
        let mut legal: Vec<Move> = pos.legal_moves().to_vec();
        legal.sort_by_key(|m| m.to_bits());
        assert_eq!(got, legal);
    }

    #[test]
    fn winning_captures_come_first_and_losing_ones_last() {
        // Qxa4 wins a rook; Qxd7+ gives the queen for a pawn.
        let pos = Position::from_fen("3k4/3p4/8/8/r2Q4/8/8/4K3 w - - 0 1").unwrap();
        let moves = all_moves(&pos, MovePicker::new(None));
        let name = |m: &Move| uci::to_uci(*m, CastlingMode::Standard);
        assert_eq!(name(&moves[0]), "d4a4");
        assert_eq!(name(moves.last().unwrap()), "d4d7");
        assert_eq!(moves.len(), pos.legal_moves().len());
    }

    #[test]
    fn an_illegal_table_move_is_ignored() {
        let pos = Position::standard();
        let bogus = Move::normal(crate::chess::squares::E2, crate::chess::squares::E5);
        let got = all_moves(&pos, MovePicker::new(Some(bogus)));
        assert_eq!(got.len(), 20);
        assert!(!got.contains(&bogus));
    }

    #[test]
    fn quiescence_sees_only_captures_and_queen_promotions() {
        let pos = Position::from_fen("1n2k3/P7/8/8/8/8/7p/4K2R w K - 0 1").unwrap();
        let got: Vec<String> =
            all_moves(&pos, MovePicker::tactical(None)).into_iter().map(|m| uci::to_uci(m, CastlingMode::Standard)).collect();
        assert_eq!(got, ["a7b8q", "a7a8q", "h1h2"]);
    }
}
