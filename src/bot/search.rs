//! The search: iterative deepening over a principal-variation alpha-beta search, with a
//! quiescence search at the leaves. Each node follows the numbered steps in
//! [`Searcher::search`]; pruning and reductions are tuned by plain constants below.

use super::clock::Clock;
use super::eval;
use super::nnue::Network;
use super::limits::{Limits, TimeBudget};
use super::ordering::{self, Context, Heuristics, MoveKey, MovePicker, MAX_PLY};
use super::score::{self, mate_in, mated_in, Value, DRAW, INFINITE, MATE_BOUND};
use super::see;
use super::tt::{Bound, TranspositionTable};
use crate::chess::{material, Color, Move, Position, Role};
use arrayvec::ArrayVec;
use std::mem::MaybeUninit;
use std::sync::atomic::{AtomicBool, Ordering};

/// How the position's owner wants the search to judge the game beyond the board: draws and
/// trades (see `odds.rs`). Both are from the root side's view.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Style {
    /// A draw counts as this many centipawns lost (positive: play for a win).
    pub contempt: Value,
    /// Centipawns per unit of game phase still on the board (positive: keep pieces on).
    pub trade_bias: Value,
    /// Quiescence plies a weak level looks at (`None`: all captures).
    pub qsearch_plies: Option<usize>,
}

/// What one finished iteration (or the whole search) found.
#[derive(Clone, Debug, PartialEq)]
pub struct Report {
    pub depth: u32,
    pub seldepth: u32,
    /// From the root side to move's view.
    pub score: Value,
    pub nodes: u64,
    pub time_ms: f64,
    /// The principal variation; empty only when the root has no legal move.
    pub pv: Vec<Move>,
}

impl Report {
    pub fn best_move(&self) -> Option<Move> {
        self.pv.first().copied()
    }
}

// Pruning and reduction margins (centipawns / plies).
const RFP_DEPTH: i32 = 7;
const RFP_MARGIN: Value = 75;
const RAZOR_DEPTH: i32 = 3;
const RAZOR_MARGIN: Value = 250;
const NMP_DEPTH: i32 = 3;
const FUTILITY_DEPTH: i32 = 7;
const FUTILITY_BASE: Value = 90;
const FUTILITY_PER_DEPTH: Value = 90;
const SEE_QUIET_MARGIN: Value = 60;
const SEE_CAPTURE_MARGIN: Value = 100;
const LMP_DEPTH: i32 = 8;
const DELTA_MARGIN: Value = 180;
const ASPIRATION_DEPTH: u32 = 5;
const ASPIRATION_WINDOW: Value = 25;
/// How often (in nodes) the clock and the stop flag are read.
const CHECK_EVERY: u64 = 1024;

/// Late move reductions by depth and move number: about ln(depth)·ln(moves)/2.3 + 0.8.
#[inline(always)]
fn late_move_reduction(depth: i32, moves: usize) -> i32 {
    /// ln(n)·1000, by log2 with linear interpolation between powers of two: plenty for whole plies.
    fn ln_milli(n: u32) -> u32 {
        let k = 31 - n.leading_zeros();
        let fraction = ((n - (1 << k)) * 1000) >> k;
        (k * 1000 + fraction) * 693 / 1000
    }
    let (d, m) = (depth.clamp(1, 63) as u32, moves.clamp(1, 63) as u32);
    ((800_000 + ln_milli(d) * ln_milli(m) * 10 / 23) / 1_000_000) as i32
}

#[derive(Clone, Copy, Default)]
struct Frame {
    /// Static evaluation at this ply (`None` in check).
    eval: Option<Value>,
    /// The move played from this ply (`None` for a null move) and its key.
    mv: Option<Move>,
    key: Option<MoveKey>,
}

/// One search from one root. Borrows the engine's long-lived tables.
pub struct Searcher<'a> {
    tt: &'a TranspositionTable,
    heuristics: &'a mut Heuristics,
    clock: &'a dyn Clock,
    stop: &'a AtomicBool,
    style: Style,
    /// The evaluation network, when the engine has one; else the hand-written evaluation.
    network: Option<&'a Network>,
    /// A helper thread's search (see `smp.rs`): it leaves the table's generation to the main one.
    helper: bool,
    budget: TimeBudget,
    start_ms: f64,
    node_limit: u64,
    nodes: u64,
    seldepth: usize,
    aborted: bool,
    /// The score of the root's current best move in the running iteration.
    root_score: Value,
    root_color: Color,
    /// Hashes of the game so far (root last), then of the search path.
    keys: Vec<u64>,
    root_index: usize,
    /// The root moves to choose among (`Limits::search_moves`, when one of them is legal);
    /// empty: all.
    root_moves: Vec<Move>,
    /// Positions at or before this index are not compared for repetition (behind a null move).
    null_barrier: usize,
    /// Fixed sizes (not Vecs), so that indexing by a ply below MAX_PLY needs no bounds check.
    stack: Box<[Frame; MAX_PLY + 2]>,
    /// Triangular PV table: row `ply` holds the best line from `ply`.
    pv: Box<[[Option<Move>; MAX_PLY + 1]; MAX_PLY + 1]>,
    pv_len: [usize; MAX_PLY + 1],
}

impl<'a> Searcher<'a> {
    /// `history` holds the hashes of the positions before the root (oldest first), for
    /// repetition detection.
    pub fn new(
        tt: &'a TranspositionTable,
        heuristics: &'a mut Heuristics,
        clock: &'a dyn Clock,
        stop: &'a AtomicBool,
        style: Style,
        history: &[u64],
    ) -> Searcher<'a> {
        Searcher {
            tt,
            heuristics,
            clock,
            stop,
            style,
            network: None,
            helper: false,
            budget: TimeBudget::UNLIMITED,
            start_ms: 0.0,
            node_limit: u64::MAX,
            nodes: 0,
            seldepth: 0,
            aborted: false,
            root_score: 0,
            root_color: Color::White,
            keys: history.to_vec(),
            root_index: history.len(),
            root_moves: Vec::new(),
            null_barrier: 0,
            stack: Box::new([Frame::default(); MAX_PLY + 2]),
            pv: Box::new([[None; MAX_PLY + 1]; MAX_PLY + 1]),
            pv_len: [0; MAX_PLY + 1],
        }
    }

    /// Evaluates with `network` instead of the hand-written evaluation.
    pub fn with_network(mut self, network: Option<&'a Network>) -> Searcher<'a> {
        self.network = network;
        self
    }

    /// Searches as a helper thread beside a main search of the same root.
    pub fn as_helper(mut self) -> Searcher<'a> {
        self.helper = true;
        self
    }

    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// Iterative deepening from `root` within `limits`; `on_iteration` hears each finished
    /// depth. Returns the last report (depth 0 and an empty PV when there is no legal move).
    pub fn think(&mut self, root: &Position, limits: &Limits, on_iteration: &mut dyn FnMut(&Report)) -> Report {
        self.start_ms = self.clock.now_ms();
        self.budget = limits.budget(root.turn());
        self.node_limit = limits.nodes.unwrap_or(u64::MAX);
        self.root_color = root.turn();
        self.keys.truncate(self.root_index);
        self.keys.push(root.hash());
        if !self.helper {
            self.tt.new_search();
        }

        let legal = root.legal_moves();
        // Listed moves that are not legal here are never met at the root; none legal: no list.
        let listed = limits.search_moves.iter().any(|&m| legal.contains(m));
        self.root_moves = if listed { limits.search_moves.clone() } else { Vec::new() };
        let mut best = Report { depth: 0, seldepth: 0, score: 0, nodes: 0, time_ms: 0.0, pv: Vec::new() };
        if legal.is_empty() {
            best.score = if root.is_check() { mated_in(0) } else { DRAW };
            return best;
        }
        // Something to play even if the first iteration is cut short.
        best.pv.extend(legal.iter().find(|m| self.is_root_choice(m)));
        let max_depth = limits.depth.unwrap_or(MAX_PLY as u32 - 1).clamp(1, MAX_PLY as u32 - 1);

        for depth in 1..=max_depth {
            self.seldepth = 0;
            let score = self.aspiration(root, depth as i32, best.score);
            let pv: Vec<Move> = self.pv[0][..self.pv_len[0]].iter().flatten().copied().collect();
            if self.aborted {
                // A cut-short iteration still counts when it found a new best move.
                if !pv.is_empty() && pv[0] != best.pv[0] {
                    best.pv = pv;
                    best.score = self.root_score;
                }
                break;
            }
            best.pv = pv;
            best.score = score;
            best.depth = depth;
            best.seldepth = self.seldepth as u32;
            best.nodes = self.nodes;
            best.time_ms = self.elapsed();
            on_iteration(&best);
            if self.elapsed() >= self.budget.soft_ms || self.stop.load(Ordering::Relaxed) {
                break;
            }
            // A forced mate found well within the depth searched will not change.
            if score::is_mate(score) && depth as i32 > 2 * (score::MATE - score.abs()) + 4 {
                break;
            }
            // Asked for a mate in so many moves, and found one.
            if let (Some(limit), Some(n)) = (limits.mate, score::mate_moves(score)) {
                if n > 0 && n as u32 <= limit {
                    break;
                }
            }
        }
        best.nodes = self.nodes;
        best.time_ms = self.elapsed();
        best.seldepth = best.seldepth.max(best.depth);
        best
    }

    /// Scores every root move [`Searcher::think`] chose among (so call it after that, from the
    /// same root: the table is filled) with a full window at `depth`, for levels that choose
    /// among near-best moves.
    pub fn score_root_moves(&mut self, root: &Position, depth: i32) -> Vec<(Move, Value)> {
        // This pass is part of the decision: it may finish what the iteration budget allowed.
        self.aborted = false;
        self.node_limit = u64::MAX;
        let mut scored = Vec::new();
        for &m in root.legal_moves().iter() {
            if !self.is_root_choice(&m) {
                continue;
            }
            let mut slot = MaybeUninit::uninit();
            let child = root.play_into(m, &mut slot);
            self.keys.push(child.hash());
            self.stack[0].mv = Some(m);
            self.stack[0].key = ordering::move_key(root, m);
            let v = -self.search(child, -INFINITE, INFINITE, depth - 1, 1);
            self.keys.pop();
            if self.aborted {
                break;
            }
            scored.push((m, v));
        }
        scored
    }

    fn elapsed(&self) -> f64 {
        self.clock.now_ms() - self.start_ms
    }

    /// A window around the last score, widened on failure, from depth 5 on.
    fn aspiration(&mut self, root: &Position, depth: i32, previous: Value) -> Value {
        let mut delta = ASPIRATION_WINDOW;
        let (mut alpha, mut beta) = if depth as u32 >= ASPIRATION_DEPTH && !score::is_mate(previous) {
            ((previous - delta).max(-INFINITE), (previous + delta).min(INFINITE))
        } else {
            (-INFINITE, INFINITE)
        };
        loop {
            let v = self.search(root, alpha, beta, depth, 0);
            if self.aborted {
                return v;
            }
            if v <= alpha {
                beta = (alpha + beta) / 2;
                alpha = (v - delta).max(-INFINITE);
            } else if v >= beta {
                beta = (v + delta).min(INFINITE);
            } else {
                return v;
            }
            delta += delta / 2 + 10;
            if delta > 1_000 {
                alpha = -INFINITE;
                beta = INFINITE;
            }
        }
    }

    /// Should the search stop now (time, nodes, stop flag)?
    fn out_of_budget(&mut self) -> bool {
        let asked_to_stop = || self.stop.load(Ordering::Relaxed) || self.elapsed() >= self.budget.hard_ms;
        if self.nodes >= self.node_limit || (self.nodes % CHECK_EVERY == 0 && asked_to_stop()) {
            self.aborted = true;
        }
        self.aborted
    }

    /// The static evaluation, with the root side's style (trade bias) applied.
    fn evaluate(&self, pos: &Position) -> Value {
        let mut v = match self.network {
            // The chess module never has a network (`nnue::built_in`), and its size budget counts
            // the code that would evaluate one.
            #[cfg(any(not(target_arch = "wasm32"), feature = "variants"))]
            Some(network) => network.evaluate(pos),
            _ => eval::evaluate(pos),
        };
        if self.style.trade_bias != 0 {
            let bias = self.style.trade_bias * eval::phase(pos);
            v += if pos.turn() == self.root_color { bias } else { -bias };
        }
        v
    }

    /// A draw's score for the side to move: below zero for the root side when it plays for a
    /// win (contempt), above zero for its opponent.
    fn draw_score(&self, pos: &Position) -> Value {
        if pos.turn() == self.root_color {
            -self.style.contempt
        } else {
            self.style.contempt
        }
    }

    /// Has the current position (last key) occurred before so that the game is drawn, or as
    /// good as drawn? Inside the search one repetition is enough; positions from before the
    /// root must have occurred twice (threefold).
    fn is_repetition(&self, pos: &Position) -> bool {
        let last = self.keys.len() - 1;
        let key = self.keys[last];
        let window = (pos.halfmoves() as usize).min(last - self.null_barrier.min(last));
        let mut earlier = 0;
        let mut back = 4;
        while back <= window {
            let i = last - back;
            if self.keys[i] == key {
                if i > self.root_index {
                    return true;
                }
                earlier += 1;
                if earlier >= 2 {
                    return true;
                }
            }
            back += 2;
        }
        false
    }

    fn update_pv(&mut self, ply: usize, m: Move) {
        self.pv[ply][0] = Some(m);
        let child_len = if ply < MAX_PLY { self.pv_len[ply + 1] } else { 0 };
        for i in 0..child_len.min(MAX_PLY - 1) {
            self.pv[ply][i + 1] = self.pv[ply + 1][i];
        }
        self.pv_len[ply] = child_len + 1;
    }

    /// Whether the root move `m` is one to choose among.
    fn is_root_choice(&self, m: &Move) -> bool {
        self.root_moves.is_empty() || self.root_moves.contains(m)
    }

    /// The principal-variation search at `depth` plies from `ply`.
    fn search(&mut self, pos: &Position, mut alpha: Value, mut beta: Value, mut depth: i32, ply: usize) -> Value {
        let pv_node = beta - alpha > 1;
        let root = ply == 0;
        let in_check = pos.is_check();
        self.pv_len[ply.min(MAX_PLY)] = 0;

        // 1. Check extension: a check is answered one ply deeper.
        if in_check && ply < MAX_PLY / 2 {
            depth += 1;
        }
        // 2. At the horizon, only captures matter: quiescence search.
        if depth <= 0 {
            return self.qsearch(pos, alpha, beta, ply, 0);
        }
        self.nodes += 1;
        self.seldepth = self.seldepth.max(ply);
        if self.out_of_budget() {
            return 0;
        }

        // 3. Draws by the rules, seen inside the search; mate distance pruning.
        if !root {
            if material::is_insufficient(pos.board()) || self.is_repetition(pos) || (pos.halfmoves() >= 100 && (!in_check || pos.has_legal_moves())) {
                return self.draw_score(pos);
            }
            if ply >= MAX_PLY {
                return if in_check { 0 } else { self.evaluate(pos) };
            }
            alpha = alpha.max(mated_in(ply));
            beta = beta.min(mate_in(ply + 1));
            if alpha >= beta {
                return alpha;
            }
        }

        // 4. Transposition table: a deep enough result ends the node outside the PV.
        let hit = self.tt.probe(pos.hash());
        let tt_move = hit.and_then(|h| h.mv);
        if let Some(h) = hit {
            let v = score::from_table(h.score, ply);
            if !pv_node && h.depth >= depth && pos.halfmoves() < 90 && h.bound.settles(v, alpha, beta) {
                return v;
            }
        }

        // 5. Static evaluation (kept in the table), refined by the table's bound when that
        //    says more about this node.
        let static_eval = if in_check { 0 } else { hit.map_or_else(|| self.evaluate(pos), |h| h.eval) };
        let eval = (!in_check).then(|| match hit {
            Some(h) => {
                let v = score::from_table(h.score, ply);
                let tighter = match h.bound {
                    Bound::Exact => true,
                    Bound::Lower => v > static_eval,
                    Bound::Upper => v < static_eval,
                };
                if tighter && !score::is_mate(v) { v } else { static_eval }
            }
            None => static_eval,
        });
        self.stack[ply].eval = eval;
        let improving = match (eval, ply.checked_sub(2).and_then(|p| self.stack[p].eval)) {
            (Some(now), Some(before)) => now > before,
            _ => false,
        };

        if let (Some(eval), false) = (eval, pv_node) {
            // 6. Reverse futility pruning: far above beta with little depth left.
            if depth <= RFP_DEPTH && eval - RFP_MARGIN * (depth - improving as i32) >= beta && eval.abs() < MATE_BOUND {
                return eval;
            }
            // 7. Razoring: far below alpha near the horizon, ask the quiescence search. Not for
            //    a side left with king and pawns: that is where mating nets are, and the
            //    quiescence search cannot see a quiet mate coming.
            if depth <= RAZOR_DEPTH && eval + RAZOR_MARGIN * depth < alpha && has_pieces(pos) {
                let v = self.qsearch(pos, alpha, alpha + 1, ply, 0);
                if v <= alpha {
                    return v;
                }
            }
            // 8. Null move: if passing still beats beta, a real move would too (not in pawn
            //    endings, where zugzwang is common).
            let previous_null = ply > 0 && self.stack[ply - 1].mv.is_none();
            if depth >= NMP_DEPTH && eval >= beta && !previous_null && has_pieces(pos) && beta.abs() < MATE_BOUND {
                let r = 3 + depth / 4 + ((eval - beta) / 200).min(3);
                let mut slot = MaybeUninit::uninit();
                let child: &Position = pos.pass_turn_into(&mut slot);
                self.stack[ply].mv = None;
                self.stack[ply].key = None;
                self.keys.push(child.hash());
                let barrier = std::mem::replace(&mut self.null_barrier, self.keys.len() - 1);
                let v = -self.search(child, -beta, -beta + 1, depth - 1 - r, ply + 1);
                self.null_barrier = barrier;
                self.keys.pop();
                if self.aborted {
                    return 0;
                }
                if v >= beta {
                    return if score::is_mate(v) { beta } else { v };
                }
            }
        }

        // 9. Internal iterative reduction: without a table move, this node was not expected
        //    to matter; search it a little shallower.
        if tt_move.is_none() && depth >= 4 && !in_check {
            depth -= 1;
        }

        // 10. The moves, best first.
        let back = |n: usize| ply.checked_sub(n).map(|p| self.stack[p]);
        let context = Context {
            previous: back(1).and_then(|f| f.mv),
            keys: [back(1).and_then(|f| f.key), back(2).and_then(|f| f.key)],
        };
        let mut picker = MovePicker::new(tt_move);
        let mut best_value = -INFINITE;
        let mut best_move = None;
        let mut legal = 0;
        let mut searched = 0;
        let mut quiets_tried = ArrayVec::<Move, 64>::new();
        let lmp_limit = (3 + depth * depth) / if improving { 1 } else { 2 };

        while let Some(m) = picker.next(pos, self.heuristics, ply, &context) {
            if root && !self.is_root_choice(&m) {
                continue;
            }
            legal += 1;
            let tactical = ordering::is_tactical(pos, m);
            let mut slot = MaybeUninit::uninit();
            let child: &Position = pos.play_into(m, &mut slot);
            let gives_check = child.is_check();

            // 11. Shallow pruning of moves unlikely to matter, once a non-losing move is found.
            if !root && best_value > -MATE_BOUND && has_pieces(pos) {
                if !tactical && !gives_check {
                    // Late-move pruning: enough quiet moves seen. Each later one is still
                    // looked at, so that a quiet check (a mate) is never pruned with them.
                    if depth <= LMP_DEPTH && quiets_tried.len() as i32 >= lmp_limit {
                        continue;
                    }
                    let reduced = (depth - late_move_reduction(depth, searched)).max(1);
                    if let Some(e) = eval {
                        if reduced <= FUTILITY_DEPTH && e + FUTILITY_BASE + FUTILITY_PER_DEPTH * reduced <= alpha {
                            continue;
                        }
                    }
                    if reduced <= 8 && see::see(pos, m) < -SEE_QUIET_MARGIN * reduced {
                        continue;
                    }
                } else if tactical && depth <= 6 && see::see(pos, m) < -SEE_CAPTURE_MARGIN * depth {
                    continue;
                }
            }

            self.stack[ply].mv = Some(m);
            self.stack[ply].key = ordering::move_key(pos, m);
            self.keys.push(child.hash());
            let new_depth = depth - 1;
            // 12. Principal variation search with late move reductions: the first move gets a
            //     full window; later ones a null window at reduced depth, re-searched if they
            //     surprise.
            let v = if searched == 0 {
                -self.search(child, -beta, -alpha, new_depth, ply + 1)
            } else {
                let mut r = 0;
                if depth >= 3 && searched > pv_node as usize && (!tactical || see::see(pos, m) < 0) {
                    r = late_move_reduction(depth, searched);
                    r += !pv_node as i32 + !improving as i32;
                    r -= gives_check as i32 + in_check as i32;
                    if !tactical {
                        r -= (self.heuristics.quiet_score(pos, m, &context) / 8_000).clamp(-2, 2);
                        if self.heuristics.killers(ply).contains(&Some(m)) {
                            r -= 1;
                        }
                    }
                    r = r.clamp(0, new_depth - 1);
                }
                let mut v = -self.search(child, -alpha - 1, -alpha, new_depth - r, ply + 1);
                if v > alpha && r > 0 {
                    v = -self.search(child, -alpha - 1, -alpha, new_depth, ply + 1);
                }
                if v > alpha && v < beta && pv_node {
                    v = -self.search(child, -beta, -alpha, new_depth, ply + 1);
                }
                v
            };
            self.keys.pop();
            if self.aborted {
                return 0;
            }
            searched += 1;

            // 13. A better move; beyond beta, a refutation: remember it and stop.
            if v > best_value {
                best_value = v;
                if v > alpha {
                    best_move = Some(m);
                    self.update_pv(ply, m);
                    if root {
                        self.root_score = v;
                    }
                    if v >= beta {
                        if !tactical {
                            self.heuristics.reward(pos, ply, depth, m, &quiets_tried, &context);
                        }
                        break;
                    }
                    alpha = v;
                }
            }
            if !tactical {
                // The first 64 are enough to count and to penalise.
                let _ = quiets_tried.try_push(m);
            }
        }

        // 14. No legal move: mate or stalemate. (Pruned moves still count as legal.)
        if legal == 0 {
            return if in_check { mated_in(ply) } else { self.draw_score(pos) };
        }
        if searched == 0 {
            // Every move was pruned: the node is worth about its static evaluation.
            best_value = alpha;
        }

        // 15. Remember what was learnt.
        let bound = if best_value >= beta {
            Bound::Lower
        } else if pv_node && best_move.is_some() {
            Bound::Exact
        } else {
            Bound::Upper
        };
        self.tt.store(pos.hash(), best_move, score::to_table(best_value, ply), static_eval, depth, bound);
        best_value
    }

    /// Quiescence search: stand pat or try captures (all evasions when in check), so that
    /// leaves are judged in quiet positions.
    fn qsearch(&mut self, pos: &Position, mut alpha: Value, beta: Value, ply: usize, qply: usize) -> Value {
        self.nodes += 1;
        self.seldepth = self.seldepth.max(ply);
        if self.out_of_budget() {
            return 0;
        }
        let in_check = pos.is_check();
        if ply >= MAX_PLY {
            return if in_check { 0 } else { self.evaluate(pos) };
        }
        if material::is_insufficient(pos.board()) {
            return self.draw_score(pos);
        }
        let hit = self.tt.probe(pos.hash());
        if let Some(h) = hit {
            let v = score::from_table(h.score, ply);
            if h.bound.settles(v, alpha, beta) {
                return v;
            }
        }

        let stand_pat = if in_check {
            -INFINITE
        } else {
            let e = hit.map_or_else(|| self.evaluate(pos), |h| h.eval);
            if e >= beta {
                return e;
            }
            // A weak level stops looking at captures early.
            if self.style.qsearch_plies.is_some_and(|limit| qply >= limit) {
                return e;
            }
            alpha = alpha.max(e);
            e
        };

        let tt_move = hit.and_then(|h| h.mv);
        let mut picker = if in_check { MovePicker::new(tt_move) } else { MovePicker::tactical(tt_move) };
        let mut best_value = stand_pat;
        let mut best_move = None;
        let mut legal = 0;
        while let Some(m) = picker.next(pos, self.heuristics, ply, &Context::default()) {
            legal += 1;
            if !in_check {
                // Delta pruning: even winning this piece cannot lift us to alpha.
                let gain = pos.captured(m).map_or(0, see::value)
                    + m.promotion_role().map_or(0, |r| see::value(r) - see::value(Role::Pawn));
                if stand_pat + gain + DELTA_MARGIN <= alpha {
                    continue;
                }
            }
            let mut slot = MaybeUninit::uninit();
            let child = pos.play_into(m, &mut slot);
            let v = -self.qsearch(child, -beta, -alpha, ply + 1, qply + 1);
            if self.aborted {
                return 0;
            }
            if v > best_value {
                best_value = v;
                if v > alpha {
                    best_move = Some(m);
                    if v >= beta {
                        break;
                    }
                    alpha = v;
                }
            }
        }
        if in_check && legal == 0 {
            return mated_in(ply);
        }
        let bound = if best_value >= beta { Bound::Lower } else { Bound::Upper };
        let eval = if in_check { 0 } else { stand_pat };
        self.tt.store(pos.hash(), best_move, score::to_table(best_value, ply), eval, 0, bound);
        best_value
    }
}

/// Does the side to move have a piece other than pawns and king (null-move safety)?
fn has_pieces(pos: &Position) -> bool {
    let board = pos.board();
    let ours = board.by_color(pos.turn());
    (ours & !board.by_role(Role::Pawn) & !board.by_role(Role::King)).any()
}
