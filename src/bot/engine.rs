//! The engine as players meet it: a level, the tables that live across moves, and one call
//! that picks a move for the current position of a game.

use super::clock::Clock;
use super::levels::{self, Level};
use super::nnue::Network;
use super::limits::Limits;
use super::odds;
use super::ordering::{Heuristics, MAX_PLY};
use super::rng::Rng;
use super::score;
use super::search::{Report, Searcher, Style};
use super::smp::{self, Helpers};
use super::tt::{OutOfMemory, TranspositionTable};
use crate::chess::{Move, Position};
use std::sync::atomic::{AtomicBool, Ordering};

/// Transposition table size in the browser (MiB): small, the page shares the machine.
pub const DEFAULT_HASH_MB: usize = 8;

pub struct Engine {
    tt: TranspositionTable,
    heuristics: Box<Heuristics>,
    level: &'static Level,
    network: Option<Network>,
    rng: Rng,
    /// The threads searching beside the main one (`smp.rs`).
    helpers: Helpers,
}

impl Engine {
    /// The strongest level, with a table of `hash_mb` MiB.
    pub fn new(hash_mb: usize) -> Result<Engine, OutOfMemory> {
        Ok(Engine {
            tt: TranspositionTable::new(hash_mb)?,
            heuristics: Heuristics::new(),
            level: levels::by_number(levels::MAX_LEVEL),
            network: None,
            rng: Rng(0x9E37_79B9_7F4A_7C15),
            helpers: Helpers::new(),
        })
    }

    pub fn level(&self) -> &'static Level {
        self.level
    }

    /// Sets the level (clamped to the levels that exist).
    pub fn set_level(&mut self, number: u32) {
        self.level = levels::by_number(number);
    }

    /// Evaluates with `network` at the levels rated with it (`None`: the hand-written evaluation),
    /// as `level_network` says.
    pub fn set_network(&mut self, network: Option<Network>) {
        self.network = network;
    }

    /// Seeds the choices weak levels make (the same seed replays the same game).
    pub fn seed(&mut self, seed: u64) {
        self.rng = Rng(seed | 1);
    }

    /// Replaces the table with an empty one of `mb` MiB; keeps the old one if that fails.
    pub fn set_hash_mb(&mut self, mb: usize) -> Result<(), OutOfMemory> {
        self.tt = TranspositionTable::new(mb)?;
        Ok(())
    }

    /// Searches with `threads` threads (at least one) where the level and the limits allow
    /// (`searches_alone`).
    #[cfg(not(target_arch = "wasm32"))]
    pub fn set_threads(&mut self, threads: usize) {
        self.helpers.set_threads(threads);
    }

    /// Whether a search within `limits` (already bounded by the level) leaves the helper threads
    /// out: at the levels that bound depth or nodes, which so play the same game on any machine,
    /// and for `go nodes`.
    fn searches_alone(&self, limits: &Limits) -> bool {
        self.level.max_depth.is_some() || limits.nodes.is_some()
    }

    /// Forgets everything learnt (a new game).
    pub fn clear(&mut self) {
        self.tt.clear();
        self.heuristics.clear();
        self.helpers.clear();
    }

    /// Chooses a move for the last position of `game` (its positions, start first).
    pub fn think(
        &mut self,
        game: &[Position],
        limits: &Limits,
        clock: &dyn Clock,
        stop: &AtomicBool,
        on_iteration: &mut dyn FnMut(&Report),
    ) -> Report {
        // As `prepare`, written out: sharing it made the wasm module (which has no MultiPV) bigger.
        let root = *game.last().expect("a game has at least its start position");
        let history: Vec<u64> = game[..game.len() - 1].iter().map(Position::hash).collect();
        let mut style = odds::style_for_game(game);
        style.qsearch_plies = self.level.qsearch_plies;
        let limits = self.level.bound(limits);

        self.heuristics.age();
        let alone = self.searches_alone(&limits);
        let network = level_network(&self.network, self.level);
        let mut searcher = Searcher::new(&self.tt, &mut self.heuristics, clock, stop, style, &history).with_network(network);
        let shared = smp::Shared { tt: &self.tt, root: &root, history: &history, style, network };
        let mut report = self.helpers.run(shared, alone, || searcher.think(&root, &limits, on_iteration));

        if let Some(m) = self.level.misjudgement {
            if report.depth > 0 && self.rng.next_u64() % 100 < m.chance_percent as u64 {
                let scored = searcher.score_root_moves(&root, report.depth as i32);
                if let Some((mv, score)) = m.pick(&mut self.rng, &scored) {
                    if report.best_move() != Some(mv) {
                        report.pv = vec![mv];
                        report.score = score;
                    }
                }
            }
        }
        report
    }

    /// The root, the hashes before it, the style and the limits (within the level's) of a search
    /// of the last position of `game`; ages the move-ordering history for it (as `think` does).
    fn prepare(&mut self, game: &[Position], limits: &Limits) -> (Position, Vec<u64>, Style, Limits) {
        let root = *game.last().expect("a game has at least its start position");
        let history: Vec<u64> = game[..game.len() - 1].iter().map(Position::hash).collect();
        let mut style = odds::style_for_game(game);
        style.qsearch_plies = self.level.qsearch_plies;
        let limits = self.level.bound(limits);
        self.heuristics.age();
        (root, history, style, limits)
    }

    /// MultiPV analysis: the best `lines` root moves, each with its line. Each depth searches the
    /// root once per line, leaving out the moves of the lines already found at that depth;
    /// `on_line` hears each line (numbered from 1, best first) of each finished depth. Returns
    /// the best line of the deepest depth begun (the move to play). One line is [`Engine::think`].
    pub fn think_lines(
        &mut self,
        game: &[Position],
        limits: &Limits,
        lines: usize,
        clock: &dyn Clock,
        stop: &AtomicBool,
        on_line: &mut dyn FnMut(usize, &Report),
    ) -> Report {
        if lines <= 1 {
            return self.think(game, limits, clock, stop, &mut |report| on_line(1, report));
        }
        let (root, history, style, limits) = self.prepare(game, limits);
        let alone = self.searches_alone(&limits);
        let network = level_network(&self.network, self.level);
        let mut searcher = Searcher::new(&self.tt, &mut self.heuristics, clock, stop, style, &history).with_network(network);
        let legal = root.legal_moves();
        if legal.is_empty() {
            return searcher.think(&root, &limits, &mut |report| on_line(1, report));
        }
        let listed: Vec<Move> = legal.iter().copied().filter(|m| limits.search_moves.contains(m)).collect();
        let candidates = if listed.is_empty() { legal.to_vec() } else { listed };
        let budget = limits.budget(root.turn());
        let start = clock.now_ms();
        let cut_short = |searcher: &Searcher| {
            stop.load(Ordering::Relaxed)
                || clock.now_ms() - start >= budget.hard_ms
                || limits.nodes.is_some_and(|n| searcher.nodes() >= n)
        };
        let max_depth = limits.depth.unwrap_or(MAX_PLY as u32 - 1).clamp(1, MAX_PLY as u32 - 1);
        // The deepening, as a closure for the helper threads to run beside.
        let deepen = || {
            let mut best: Option<Report> = None;
            'deepen: for depth in 1..=max_depth {
                let mut found: Vec<Report> = Vec::new();
                while found.len() < lines && found.len() < candidates.len() {
                    let left_out: Vec<Move> = found.iter().filter_map(Report::best_move).collect();
                    let line_limits = Limits {
                        depth: Some(depth),
                        nodes: limits.nodes,
                        movetime_ms: budget.hard_ms.is_finite().then(|| budget.hard_ms - (clock.now_ms() - start)),
                        search_moves: candidates.iter().copied().filter(|m| !left_out.contains(m)).collect(),
                        ..Limits::default()
                    };
                    let report = searcher.think(&root, &line_limits, &mut |_| {});
                    // Short of the depth: stopped, or a mate that deeper search will not change.
                    if report.depth < depth && (cut_short(&searcher) || !score::is_mate(report.score)) {
                        // Cut short before any depth was done: the move it has is all there is.
                        best.get_or_insert(report);
                        break 'deepen;
                    }
                    found.push(report);
                }
                // Searched apart, the lines may come back out of order by a few centipawns.
                found.sort_by_key(|r| -r.score);
                for (k, line) in found.iter_mut().enumerate() {
                    // Every line of a depth reports the depth's totals.
                    line.nodes = searcher.nodes();
                    line.time_ms = clock.now_ms() - start;
                    on_line(k + 1, line);
                }
                let first = found.swap_remove(0);
                let mate_found = score::mate_moves(first.score).is_some_and(|n| n > 0 && limits.mate.is_some_and(|limit| n as u32 <= limit));
                best = Some(first);
                if mate_found || clock.now_ms() - start >= budget.soft_ms || stop.load(Ordering::Relaxed) {
                    break;
                }
            }
            let mut best = best.expect("a root with legal moves gets a move at depth 1");
            best.nodes = searcher.nodes();
            best.time_ms = clock.now_ms() - start;
            best
        };
        let shared = smp::Shared { tt: &self.tt, root: &root, history: &history, style, network };
        self.helpers.run(shared, alone, deepen)
    }
}

/// The network a search at `level` evaluates with: each level plays as its rating was measured,
/// so only a level rated with the network (the top one) uses it; the others keep the hand-written
/// evaluation.
fn level_network<'a>(network: &'a Option<Network>, level: &Level) -> Option<&'a Network> {
    network.as_ref().filter(|_| level.network_elo.is_some())
}
