//! The engine as players meet it: a level, the tables that live across moves, and one call
//! that picks a move for the current position of a game.

use super::clock::Clock;
use super::levels::{self, Level};
use super::limits::Limits;
use super::odds;
use super::ordering::Heuristics;
use super::search::{Report, Searcher};
use super::tt::{OutOfMemory, TranspositionTable};
use crate::chess::{Move, Position};
use std::sync::atomic::AtomicBool;

/// Transposition table size in the browser (MiB): small, the page shares the machine.
pub const DEFAULT_HASH_MB: usize = 8;

pub struct Engine {
    tt: TranspositionTable,
    heuristics: Box<Heuristics>,
    level: &'static Level,
    rng: Rng,
}

impl Engine {
    /// The strongest level, with a table of `hash_mb` MiB.
    pub fn new(hash_mb: usize) -> Result<Engine, OutOfMemory> {
        Ok(Engine {
            tt: TranspositionTable::new(hash_mb)?,
            heuristics: Heuristics::new(),
            level: levels::by_number(levels::MAX_LEVEL),
            rng: Rng(0x9E37_79B9_7F4A_7C15),
        })
    }

    pub fn level(&self) -> &'static Level {
        self.level
    }

    /// Sets the level (clamped to the levels that exist).
    pub fn set_level(&mut self, number: u32) {
        self.level = levels::by_number(number);
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

    /// Forgets everything learnt (a new game).
    pub fn clear(&mut self) {
        self.tt.clear();
        self.heuristics.clear();
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
        let root = *game.last().expect("a game has at least its start position");
        let history: Vec<u64> = game[..game.len() - 1].iter().map(Position::hash).collect();
        let mut style = odds::style_for_game(game);
        style.qsearch_plies = self.level.qsearch_plies;
        let mut limits = limits.clone();
        limits.depth = min_option(limits.depth, self.level.max_depth);
        limits.nodes = min_option(limits.nodes, self.level.max_nodes);

        self.heuristics.age();
        let mut searcher = Searcher::new(&mut self.tt, &mut self.heuristics, clock, stop, style, &history);
        let mut report = searcher.think(&root, &limits, on_iteration);

        if let Some(m) = self.level.misjudgement {
            if report.depth > 0 && self.rng.next() % 100 < m.chance_percent as u64 {
                let scored = searcher.score_root_moves(&root, report.depth as i32);
                if let Some((mv, score)) = misjudge(&mut self.rng, &scored, m.margin_cp) {
                    if report.best_move() != Some(mv) {
                        report.pv = vec![mv];
                        report.score = score;
                    }
                }
            }
        }
        report
    }
}

/// Blurs each score by up to `margin` and returns the best-looking move with its true score.
fn misjudge(rng: &mut Rng, scored: &[(Move, i32)], margin: i32) -> Option<(Move, i32)> {
    let mut best: Option<(Move, i32, i32)> = None;
    for &(m, score) in scored {
        let blurred = score + (rng.next() % (margin.max(1) as u64 + 1)) as i32;
        if best.is_none_or(|(_, _, b)| blurred > b) {
            best = Some((m, score, blurred));
        }
    }
    best.map(|(m, score, _)| (m, score))
}

/// xorshift64*: small, fast, good enough for choosing among moves.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
}

fn min_option<T: Ord>(a: Option<T>, b: Option<T>) -> Option<T> {
    match (a, b) {
        (Some(a), Some(b)) => Some(a.min(b)),
        (a, None) => a,
        (None, b) => b,
    }
}
