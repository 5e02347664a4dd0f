//! The search over any game: iterative deepening over a principal-variation alpha-beta search
//! with a transposition table keyed by [`GamePosition::hash`], a quiescence search over the
//! game's noisy moves (captures), and moves ordered table move first, then noisy moves by the
//! game's own order, then killers. Game ends come from the game ([`GamePosition::variant_outcome`],
//! insufficient material, the n-move rule) and repetition along the game and the searched line.

use super::Evaluate;
use crate::bot::clock::Clock;
use crate::bot::limits::{Limits, TimeBudget};
use crate::bot::score::{mate_in, mated_in, Value, DRAW, INFINITE, MATE_BOUND};
use crate::bot::tt::Bound;
use std::sync::atomic::{AtomicBool, Ordering};

/// The deepest line searched (plies from the root, quiescence included).
pub const MAX_PLY: usize = 96;
/// How often (in nodes) the clock and the stop flag are read.
const CHECK_EVERY: u64 = 256;

/// What a finished iteration (or the whole search) found; moves are the game's own.
#[derive(Clone, Debug, PartialEq)]
pub struct Found<M> {
    pub depth: u32,
    /// From the side to move's view.
    pub score: Value,
    pub nodes: u64,
    pub pv: Vec<M>,
}

#[derive(Clone, Copy)]
struct Slot<M> {
    key: u64,
    mv: Option<M>,
    score: Value,
    depth: i32,
    bound: Bound,
}

/// The transposition table: one slot per hash bucket; the newer result wins unless the slot
/// holds a deeper one of the same position.
pub struct Table<M> {
    slots: Vec<Option<Slot<M>>>,
    /// Static evaluations by hash, for games whose evaluation reads nothing the hash leaves out
    /// ([`Evaluate::EVALUATION_BY_HASH`]); made on the first one kept.
    evaluations: Vec<Option<(u64, Value)>>,
}

impl<M: Copy> Table<M> {
    /// A table of about `mb` MiB (a power of two of slots).
    pub fn new(mb: usize) -> Table<M> {
        let per_slot = std::mem::size_of::<Option<Slot<M>>>().max(1);
        let wanted = (mb.max(1) << 20) / per_slot;
        let len = if wanted.is_power_of_two() { wanted } else { wanted.next_power_of_two() / 2 };
        Table { slots: vec![None; len.max(1024)], evaluations: Vec::new() }
    }

    /// The static evaluation of the position of hash `key`: kept from an earlier visit (by
    /// transposition, or at another depth), or `evaluate`d and kept.
    fn evaluation(&mut self, key: u64, evaluate: impl FnOnce() -> Value) -> Value {
        const EVALUATIONS: usize = 1 << 16;
        if self.evaluations.is_empty() {
            self.evaluations = vec![None; EVALUATIONS];
        }
        // The high bits: the slots' index reads the low ones.
        let i = (key >> 48) as usize & (EVALUATIONS - 1);
        match self.evaluations[i] {
            Some((k, v)) if k == key => v,
            _ => {
                let v = evaluate();
                self.evaluations[i] = Some((key, v));
                v
            }
        }
    }

    fn index(&self, key: u64) -> usize {
        (key as usize) & (self.slots.len() - 1)
    }

    fn probe(&self, key: u64) -> Option<Slot<M>> {
        self.slots[self.index(key)].filter(|s| s.key == key)
    }

    fn store(&mut self, key: u64, slot: Slot<M>) {
        let i = self.index(key);
        // Keep a deeper result of the same position when this one has no better move to offer.
        if let Some(old) = self.slots[i] {
            if old.key == key && old.depth > slot.depth && slot.bound != Bound::Exact {
                return;
            }
        }
        self.slots[i] = Some(slot);
    }

    pub fn clear(&mut self) {
        self.slots.iter_mut().for_each(|s| *s = None);
        self.evaluations.iter_mut().for_each(|e| *e = None);
    }
}

/// Mate scores are stored relative to the node, so that they stay right at another distance
/// from the root.
fn to_table(v: Value, ply: usize) -> Value {
    if v >= MATE_BOUND {
        v + ply as Value
    } else if v <= -MATE_BOUND {
        v - ply as Value
    } else {
        v
    }
}

fn from_table(v: Value, ply: usize) -> Value {
    if v >= MATE_BOUND {
        v - ply as Value
    } else if v <= -MATE_BOUND {
        v + ply as Value
    } else {
        v
    }
}

/// Where a repeated position occurred first.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Earlier {
    /// In the game, the root included: the players are really going round a cycle.
    Game,
    /// Only on the searched line.
    Line,
}


/// What hears the lines of each finished depth of a MultiPV search.
pub type OnDepth<'a, M> = dyn FnMut(&[Found<M>]) + 'a;

/// One search from one root.
pub struct Search<'a, P: Evaluate> {
    table: &'a mut Table<P::Move>,
    clock: &'a dyn Clock,
    stop: &'a AtomicBool,
    budget: TimeBudget,
    start_ms: f64,
    node_limit: u64,
    pub nodes: u64,
    aborted: bool,
    /// Quiescence plies looked at (`None`: until quiet).
    qsearch_plies: Option<usize>,
    /// Hashes of the game before the root, then of the searched line.
    keys: Vec<u64>,
    /// What a draw costs the side to move at the root ([`Evaluate::contempt`]).
    contempt: Value,
    /// Where the root's hash is (or will be) in `keys`.
    root_index: usize,
    /// The ply whose node was reached by a null move: it may not pass again (two passes in a
    /// row would repeat the position).
    null_ply: usize,
    killers: Vec<[Option<P::Move>; 2]>,
    /// One move list per ply, reused.
    lists: Vec<Vec<P::Move>>,
    pv: Vec<Vec<P::Move>>,
    /// Root moves left out of the search: the moves of the lines a MultiPV analysis has found.
    excluded: Vec<P::Move>,
}

impl<'a, P: Evaluate> Search<'a, P> {
    /// `history`: hashes of the positions before the root, oldest first.
    pub fn new(table: &'a mut Table<P::Move>, clock: &'a dyn Clock, stop: &'a AtomicBool, history: &[u64], qsearch_plies: Option<usize>) -> Self {
        Search {
            table,
            clock,
            stop,
            budget: TimeBudget::UNLIMITED,
            start_ms: clock.now_ms(),
            node_limit: u64::MAX,
            nodes: 0,
            aborted: false,
            qsearch_plies: match (qsearch_plies, P::QUIESCENCE_PLIES) {
                (Some(a), Some(b)) => Some(a.min(b)),
                (a, b) => a.or(b),
            },
            keys: history.to_vec(),
            contempt: 0,
            root_index: history.len(),
            null_ply: usize::MAX,
            killers: vec![[None; 2]; MAX_PLY + 1],
            lists: vec![Vec::new(); MAX_PLY + 1],
            pv: vec![Vec::new(); MAX_PLY + 1],
            excluded: Vec::new(),
        }
    }

    /// Sets the limits of time and nodes (depth is the caller's loop); `turn` picks the clock.
    pub fn limit(&mut self, limits: &Limits, turn: crate::chess::Color) {
        self.start_ms = self.clock.now_ms();
        self.budget = limits.budget(turn);
        self.node_limit = limits.nodes.unwrap_or(u64::MAX);
    }

    pub fn elapsed(&self) -> f64 {
        self.clock.now_ms() - self.start_ms
    }

    pub fn aborted(&self) -> bool {
        self.aborted
    }

    /// Is there time left for another iteration?
    pub fn may_deepen(&self) -> bool {
        !self.aborted && self.elapsed() < self.budget.soft_ms && self.nodes < self.node_limit && !self.stop.load(Ordering::Relaxed)
    }

    /// Iterative deepening up to `max_depth` (or the limits); `on_iteration` hears each depth.
    pub fn think(&mut self, root: &P, max_depth: u32, on_iteration: &mut dyn FnMut(&Found<P::Move>)) -> Found<P::Move> {
        let mut legal = Vec::new();
        root.search_moves(&mut legal);
        self.contempt = root.contempt();
        let mut best = Found { depth: 0, score: 0, nodes: 0, pv: legal.first().copied().into_iter().collect() };
        if legal.is_empty() {
            return best;
        }
        for depth in 1..=max_depth.clamp(1, MAX_PLY as u32 / 2) {
            let score = self.negamax(root, depth as i32, -INFINITE, INFINITE, 0);
            if self.aborted {
                break;
            }
            best = Found { depth, score, nodes: self.nodes, pv: self.pv[0].clone() };
            if best.pv.is_empty() {
                best.pv.push(legal[0]);
            }
            on_iteration(&best);
            if score.abs() >= MATE_BOUND || !self.may_deepen() {
                break;
            }
        }
        best.nodes = self.nodes;
        best
    }

    /// MultiPV: the best `lines` root moves, each with its line, best first. Each depth searches
    /// the root once per line, leaving out the moves of the lines already found at that depth;
    /// `on_depth` hears the lines of each finished depth. The lines returned are those of the
    /// deepest finished depth (if not even depth 1 finished, whatever it found, or the first
    /// legal move unscored at depth 0). One line is [`Search::think`]'s search.
    pub fn think_lines(&mut self, root: &P, max_depth: u32, lines: usize, on_depth: &mut OnDepth<P::Move>) -> Vec<Found<P::Move>> {
        let mut legal = Vec::new();
        root.search_moves(&mut legal);
        self.contempt = root.contempt();
        if legal.is_empty() {
            return Vec::new();
        }
        let wanted = lines.clamp(1, legal.len());
        let mut done: Vec<Found<P::Move>> = Vec::new();
        for depth in 1..=max_depth.clamp(1, MAX_PLY as u32 / 2) {
            let mut found: Vec<Found<P::Move>> = Vec::with_capacity(wanted);
            while found.len() < wanted {
                self.excluded = found.iter().filter_map(|f| f.pv.first().copied()).collect();
                let score = self.negamax(root, depth as i32, -INFINITE, INFINITE, 0);
                if self.aborted {
                    break;
                }
                let pv = self.pv[0].clone();
                // A full window always leaves a line; should it not, the line starts with a move left.
                let pv = if pv.is_empty() { legal.iter().copied().filter(|m| !self.excluded.contains(m)).take(1).collect() } else { pv };
                found.push(Found { depth, score, nodes: self.nodes, pv });
            }
            self.excluded.clear();
            // Searched apart, the lines may come back out of order.
            found.sort_by_key(|f| -f.score);
            if found.len() < wanted {
                if done.is_empty() {
                    done = found;
                }
                break;
            }
            on_depth(&found);
            let every_line_mates = found.iter().all(|f| f.score.abs() >= MATE_BOUND);
            done = found;
            if every_line_mates || !self.may_deepen() {
                break;
            }
        }
        if done.is_empty() {
            done.push(Found { depth: 0, score: 0, nodes: self.nodes, pv: vec![legal[0]] });
        }
        for line in &mut done {
            line.nodes = self.nodes;
        }
        done
    }

    /// Every root move (of `moves`) with its own score at `depth`: what weak levels blur and
    /// what Fog of War averages over its samples. Only scores within `within` of the best so
    /// far are exact: a move searched below that floor fails low, and its score is the bound it
    /// failed at (no better than it, and far enough below the best that no caller wants it).
    /// Moves not searched in time are left out.
    pub fn score_moves(&mut self, root: &P, moves: &[P::Move], depth: i32, within: Value) -> Vec<(P::Move, Value)> {
        let mut scored = Vec::with_capacity(moves.len());
        self.contempt = root.contempt();
        self.keys.push(root.hash());
        let mut best = -INFINITE;
        for &m in moves {
            let mut child = root.clone();
            child.play(m);
            let floor = best.saturating_sub(within).max(-INFINITE);
            let v = -self.negamax(&child, depth - 1, -INFINITE, -floor, 1);
            if self.aborted {
                break;
            }
            best = best.max(v);
            scored.push((m, v));
        }
        self.keys.pop();
        scored
    }

    fn out_of_budget(&mut self) -> bool {
        if self.nodes % CHECK_EVERY == 0
            && (self.stop.load(Ordering::Relaxed) || self.elapsed() >= self.budget.hard_ms)
        {
            self.aborted = true;
        }
        if self.nodes >= self.node_limit {
            self.aborted = true;
        }
        self.aborted
    }

    /// A draw `ply` plies from the root, from the side to move's view: worth the contempt less
    /// than nothing to the side to move at the root.
    fn draw(&self, ply: usize) -> Value {
        if ply % 2 == 0 {
            DRAW - self.contempt
        } else {
            DRAW + self.contempt
        }
    }

    /// Has the position `key` occurred before, in the game or on the line up to this node (the
    /// hash holds the side to move), and where first?
    fn earlier(&self, key: u64) -> Option<Earlier> {
        let window = self.keys.len().saturating_sub(256)..self.keys.len();
        let first = self.keys[window.clone()].iter().position(|&k| k == key)? + window.start;
        Some(if first <= self.root_index { Earlier::Game } else { Earlier::Line })
    }

    /// The score of a node whose position occurred before. A cycle the game has already gone
    /// round is a draw (with the bot's contempt), and so is one closed on the searched line
    /// within [`Evaluate::LINE_CYCLE_PLIES`] of the root; deeper, the cycle gained nothing: the
    /// position is worth what it is worth.
    fn repetition_score(&self, pos: &P, earlier: Earlier, ply: usize) -> Value {
        if earlier == Earlier::Game || ply <= P::LINE_CYCLE_PLIES {
            self.draw(ply)
        } else {
            pos.evaluate()
        }
    }

    /// The static evaluation of `pos`: kept by hash where the game allows it.
    fn evaluate(&mut self, pos: &P) -> Value {
        if P::EVALUATION_BY_HASH {
            self.table.evaluation(pos.hash(), || pos.evaluate())
        } else {
            pos.evaluate()
        }
    }

    /// The game's own verdict on `pos` (from the side to move's view), given its moves.
    fn verdict(&self, pos: &P, moves: &[P::Move], ply: usize) -> Option<Value> {
        if let Some(outcome) = pos.variant_outcome(moves) {
            return Some(match outcome.winner {
                None => self.draw(ply),
                Some(w) if w == pos.turn() => mate_in(ply),
                Some(_) => mated_in(ply),
            });
        }
        if pos.insufficient_material() || P::DRAW_RULES.claim_plies.is_some_and(|n| pos.halfmoves() >= n) {
            return Some(self.draw(ply));
        }
        None
    }

    fn negamax(&mut self, pos: &P, depth: i32, mut alpha: Value, beta: Value, ply: usize) -> Value {
        self.pv[ply].clear();
        self.nodes += 1;
        if self.out_of_budget() {
            return 0;
        }
        let key = pos.hash();
        if ply > 0 {
            if let Some(earlier) = self.earlier(key) {
                return self.repetition_score(pos, earlier, ply);
            }
        }
        let in_check = pos.in_danger();
        let depth = if in_check && ply < 40 { depth + 1 } else { depth };
        let pv_node = beta - alpha > 1;
        // A stored result settles the node before its moves are made (only a position that was
        // not over was ever stored).
        let hit = if depth > 0 { self.table.probe(key) } else { None };
        if let Some(h) = hit {
            let v = from_table(h.score, ply);
            if !pv_node && h.depth >= depth && h.bound.settles(v, alpha, beta) {
                return v;
            }
        }
        let mut moves = std::mem::take(&mut self.lists[ply]);
        pos.search_moves(&mut moves);
        if let Some(v) = self.verdict(pos, &moves, ply) {
            self.lists[ply] = moves;
            return v;
        }
        if ply >= MAX_PLY - 1 {
            self.lists[ply] = moves;
            return pos.evaluate();
        }
        if depth <= 0 {
            self.lists[ply] = moves;
            return self.quiescence(pos, alpha, beta, ply, 0);
        }
        let excluding = ply == 0 && !self.excluded.is_empty();
        if excluding {
            moves.retain(|m| !self.excluded.contains(m));
        }

        // Far above beta near the leaves: a move will not bring it down (reverse futility).
        let eval = if !pv_node && !in_check && ply > 0 { Some(self.evaluate(pos)) } else { None };
        if let Some(e) = eval {
            if depth <= 3 && beta.abs() < MATE_BOUND && e - 150 * depth >= beta {
                self.lists[ply] = moves;
                return e;
            }
        }
        // Null move: if passing still holds beta, a real move will (games where moving helps).
        if depth >= 3 && beta.abs() < MATE_BOUND && self.null_ply != ply && eval.is_some_and(|e| e >= beta) {
            if let Some(passed) = pos.pass() {
                self.keys.push(key);
                let outer = std::mem::replace(&mut self.null_ply, ply + 1);
                let v = -self.negamax(&passed, depth - 3 - depth / 6, -beta, -beta + 1, ply + 1);
                self.null_ply = outer;
                self.keys.pop();
                if self.aborted {
                    self.lists[ply] = moves;
                    return 0;
                }
                if v >= beta {
                    self.lists[ply] = moves;
                    return if v >= MATE_BOUND { beta } else { v };
                }
            }
        }
        self.order(pos, &mut moves, hit.and_then(|h| h.mv), ply);

        self.keys.push(key);
        let original_alpha = alpha;
        let mut best = -INFINITE;
        let mut best_move = None;
        for (i, &m) in moves.iter().enumerate() {
            let noisy = pos.is_noisy(m);
            // Whether a quiet move checks takes making it: asked only where the answer matters.
            let forcing = || noisy || pos.quiet_check(m);
            // Late quiet moves near the leaves are not searched at all where the game has many.
            if let Some(per_ply) = P::LATE_QUIETS {
                if !pv_node && !in_check && depth <= 3 && i >= per_ply * depth as usize && best > -MATE_BOUND && !forcing() {
                    continue;
                }
            }
            let mut child = pos.clone();
            child.play(m);
            let mut v;
            if i == 0 {
                v = -self.negamax(&child, depth - 1, -beta, -alpha, ply + 1);
            } else {
                // Late quiet moves are searched shallower first; a surprise is searched again.
                let reduction = if depth >= 3 && i >= 3 && !in_check && !forcing() {
                    (1 + (i >= 8) as i32 + (i >= 20 && depth >= 5) as i32).min(depth - 2)
                } else {
                    0
                };
                v = -self.negamax(&child, depth - 1 - reduction, -alpha - 1, -alpha, ply + 1);
                if v > alpha && reduction > 0 {
                    v = -self.negamax(&child, depth - 1, -alpha - 1, -alpha, ply + 1);
                }
                if v > alpha && v < beta {
                    v = -self.negamax(&child, depth - 1, -beta, -alpha, ply + 1);
                }
            }
            if self.aborted {
                break;
            }
            if v > best {
                best = v;
                best_move = Some(m);
                if v > alpha {
                    alpha = v;
                    let (head, tail) = self.pv.split_at_mut(ply + 1);
                    head[ply].clear();
                    head[ply].push(m);
                    head[ply].extend_from_slice(&tail[0]);
                }
                if v >= beta {
                    if !noisy {
                        let k = &mut self.killers[ply];
                        if k[0] != Some(m) {
                            k[1] = k[0];
                            k[0] = Some(m);
                        }
                    }
                    break;
                }
            }
        }
        self.keys.pop();
        self.lists[ply] = moves;
        // A root searched without some of its moves has no score of its own to keep.
        if !self.aborted && !excluding {
            let bound = if best >= beta {
                Bound::Lower
            } else if best > original_alpha {
                Bound::Exact
            } else {
                Bound::Upper
            };
            self.table.store(key, Slot { key, mv: best_move, score: to_table(best, ply), depth, bound });
        }
        best
    }

    /// Only noisy moves until the position is quiet; the side to move may stand on the static
    /// evaluation unless every move it has is noisy (antichess's forced captures).
    fn quiescence(&mut self, pos: &P, mut alpha: Value, beta: Value, ply: usize, qply: usize) -> Value {
        self.pv[ply].clear();
        if qply > 0 {
            self.nodes += 1;
            if self.out_of_budget() {
                return 0;
            }
        }
        let mut moves = std::mem::take(&mut self.lists[ply]);
        let in_check = pos.in_danger();
        // Out of check, a game that can list its noisy moves apart spares making the others.
        let only_noisy = qply > 0 && !in_check && pos.noisy_moves(&mut moves);
        if qply > 0 && !only_noisy {
            pos.search_moves(&mut moves);
            if let Some(v) = self.verdict(pos, &moves, ply) {
                self.lists[ply] = moves;
                return v;
            }
        }
        // In check every move is searched (there are few): standing pat could miss a mate.
        let all_noisy = !only_noisy && (moves.iter().all(|&m| pos.is_noisy(m)) || (in_check && qply < 3));
        let stand = self.evaluate(pos);
        let limit_reached = ply >= MAX_PLY - 1 || self.qsearch_plies.is_some_and(|n| qply >= n);
        if limit_reached {
            self.lists[ply] = moves;
            return stand;
        }
        let mut best = -INFINITE;
        if !all_noisy {
            if stand >= beta {
                self.lists[ply] = moves;
                return stand;
            }
            best = stand;
            alpha = alpha.max(stand);
            moves.retain(|&m| (pos.is_noisy(m) && !pos.losing_capture(m)) || (qply == 0 && pos.quiet_check(m)));
        }
        moves.sort_by_cached_key(|&m| -(pos.order(m) + if pos.is_noisy(m) { 1 << 24 } else { 0 }));
        for &m in moves.iter() {
            let mut child = pos.clone();
            child.play(m);
            let v = -self.quiescence(&child, -beta, -alpha, ply + 1, qply + 1);
            if self.aborted {
                break;
            }
            if v > best {
                best = v;
                if v > alpha {
                    alpha = v;
                }
                if v >= beta {
                    break;
                }
            }
        }
        self.lists[ply] = moves;
        best
    }

    /// Table move first, then noisy moves by the game's order, then killers, then the noisy
    /// moves that lose material, then the rest by the game's quiet order.
    fn order(&self, pos: &P, moves: &mut [P::Move], table_move: Option<P::Move>, ply: usize) {
        let killers = self.killers[ply];
        moves.sort_by_cached_key(|&m| {
            let key = if Some(m) == table_move {
                1 << 30
            } else if pos.is_noisy(m) {
                (if pos.losing_capture(m) { 1 << 22 } else { 1 << 24 }) + pos.order(m)
            } else if Some(m) == killers[0] {
                (1 << 23) + 1
            } else if Some(m) == killers[1] {
                1 << 23
            } else {
                pos.order(m)
            };
            -key
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bot::FrozenClock;
    use crate::variants::crazyhouse::Crazyhouse;
    use crate::referee::Refereed;
    use crate::variants::GamePosition;

    fn scores(pos: &Crazyhouse, moves: &[<Crazyhouse as Refereed>::Move], within: Value) -> Vec<Value> {
        let mut table = Table::new(1);
        let stop = AtomicBool::new(false);
        let mut search = Search::new(&mut table, &FrozenClock, &stop, &[], None);
        search.score_moves(pos, moves, 2, within).into_iter().map(|(_, v)| v).collect()
    }

    /// A position's evaluation is kept by its hash and read back for that position only;
    /// clearing the table (a new game) forgets it.
    #[test]
    fn an_evaluation_is_kept_by_hash_for_the_same_position_only() {
        let mut table: Table<u8> = Table::new(1);
        assert_eq!(table.evaluation(42, || 7), 7);
        assert_eq!(table.evaluation(42, || panic!("kept: not evaluated again")), 7);
        let same_entry = 43; // the entry is read from the high bits
        assert_eq!(table.evaluation(same_entry, || 9), 9, "another position sharing the entry is evaluated");
        table.clear();
        assert_eq!(table.evaluation(same_entry, || 11), 11);
    }

    /// The queen on g5 hangs to the knight: taking it is the best move by far. Scored within a
    /// window, the best move keeps its exact score, and a move that fails below the window
    /// reports a bound: at or under the floor, and no better than its exact score.
    #[test]
    fn moves_scored_within_a_window_keep_the_best_exact_and_bound_the_rest() {
        let pos = Crazyhouse::from_fen("r1b1kbnr/pppp1ppp/2n5/4p1q1/4P3/5N2/PPPP1PPP/RNBQKB1R[] w KQkq - 0 1").unwrap();
        let mut moves = Vec::new();
        pos.search_moves(&mut moves);
        let exact = scores(&pos, &moves, INFINITE);
        let windowed = scores(&pos, &moves, 100);
        let best = *exact.iter().max().unwrap();
        assert_eq!(windowed.iter().max(), Some(&best));
        let bounded = exact.iter().zip(&windowed).filter(|(e, w)| e != w).count();
        assert!(bounded > moves.len() / 2, "most moves are far below taking the queen: {bounded} of {}", moves.len());
        for (e, w) in exact.iter().zip(&windowed) {
            assert!(e == w || (e <= w && *w <= best - 100), "exact {e}, windowed {w}, best {best}");
        }
    }
}
