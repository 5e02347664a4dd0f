//! The bot of the other games: one search generic over [`GamePosition`] ([`search`]), an
//! evaluation per game (each game's `eval.rs`, through [`Evaluate`]), the chess bot's levels,
//! limits and clock, Fog of War decided from what its side sees ([`fog`]), and the UCI commands
//! of a selected variant ([`uci`]).
//!
//! ```
//! use std::sync::atomic::AtomicBool;
//! use wasm_chess::bot::{FrozenClock, Limits};
//! use wasm_chess::bot::variant::VariantBot;
//! use wasm_chess::variants;
//!
//! // Atomic: Qxd7 blows up the black king beside the pawn.
//! let game = variants::from_fen("atomic", "4k3/3p4/8/8/8/8/8/3QK3 w - - 0 1").unwrap();
//! let thought = VariantBot::new(10).think(game.as_ref(), &Limits::depth(3), &FrozenClock, &AtomicBool::new(false)).unwrap();
//! assert_eq!(thought.best.as_deref(), Some("d1d7"));
//! ```

pub mod eval8;
pub mod fog;
pub mod multi;
pub mod search;
pub mod uci;

use crate::bot::clock::Clock;
use crate::bot::levels::{self, Level};
use crate::bot::limits::Limits;
use crate::bot::score::Value;
use crate::chess::Color;
use crate::variants::{self, AnyGame, GamePosition, VariantError, VariantGame};
use search::{Search, Table};
use std::any::Any;
use std::sync::atomic::AtomicBool;

/// What the search needs to know about a game beyond its rules.
pub trait Evaluate: GamePosition<Move: Send> {
    /// Quiescence plies at most, for games whose captures need not end (Friendly Chess's
    /// recruits destroy nothing); `None`: until quiet.
    const QUIESCENCE_PLIES: Option<usize> = None;
    /// What a draw costs the bot (centipawns): it plays on rather than repeat.
    const CONTEMPT: Value = 40;
    /// How far from the root a cycle closed on the searched line (one the game has not gone
    /// round) still counts as a draw, the opponent free to go round it again; deeper, the
    /// position is worth what it is worth (see Friendly Chess).
    const LINE_CYCLE_PLIES: usize = usize::MAX;
    /// Near the leaves (depth 1 to 3), how many moves per ply of depth are searched before
    /// the remaining quiet ones are skipped, for games with many quiet moves (drops); `None`:
    /// all are searched.
    const LATE_QUIETS: Option<usize> = None;
    /// What a draw costs the side to move here, at the root of a search: by default
    /// [`Self::CONTEMPT`], whatever the position.
    fn contempt(&self) -> Value {
        Self::CONTEMPT
    }
    /// The position's worth in centipawns from the side to move's view (the game's own ends
    /// are the search's business, not this).
    fn evaluate(&self) -> Value;
    /// Moves the quiescence search follows: captures (anything that changes the material).
    fn is_noisy(&self, m: Self::Move) -> bool;
    /// Is this quiet move a check the search must not overlook (Crazyhouse's drop attacks
    /// decide games just past the horizon)? Such moves are followed by the quiescence search at
    /// its first ply and never searched shallower or skipped; other games answer `false`.
    fn quiet_check(&self, m: Self::Move) -> bool {
        let _ = m;
        false
    }
    /// The noisy moves alone, for the quiescence search out of check, where the game can list
    /// them faster than all its moves (the position is then taken not to be over: no
    /// stalemate in a capture sequence); `false`: it cannot, and `out` is left alone.
    fn noisy_moves(&self, out: &mut Vec<Self::Move>) -> bool {
        let _ = out;
        false
    }
    /// Must the side to move answer a threat now (searched one ply deeper, never standing pat
    /// early in quiescence)? Chess's check by default; Duck chess, which has no check, answers
    /// for a king the duck alone cannot shield.
    fn in_danger(&self) -> bool {
        self.is_check()
    }
    /// Ordering within noisy moves, and among quiet ones: higher is searched first.
    fn order(&self, m: Self::Move) -> i32;
    /// The moves the search looks at: the legal moves, or a subset of them that is empty only
    /// when they are (Duck chess keeps the few duck squares worth trying).
    fn search_moves(&self, out: &mut Vec<Self::Move>) {
        self.legal_moves(out);
    }
    /// The position with the other side to move, for games where moving is never a
    /// disadvantage (null-move pruning); `None` where it can be (antichess's forced captures,
    /// the duck that must move).
    fn pass(&self) -> Option<Self> {
        None
    }
}

/// The bot's answer, in the game's move strings.
#[derive(Clone, Debug, PartialEq)]
pub struct Thought {
    /// The move to play (`None` when the game is over).
    pub best: Option<String>,
    /// From the side to move's view, in centipawns (mates as the chess bot scores them).
    pub score: Value,
    pub depth: u32,
    pub nodes: u64,
    pub pv: Vec<String>,
}

/// The table size the bot uses (MiB).
pub const HASH_MB: usize = 16;

/// The bot of every game but chess: a level, a seed, and the tables kept between moves.
pub struct VariantBot {
    level: &'static Level,
    rng: Rng,
    /// A `Table<P::Move>` of the last game searched.
    table: Option<Box<dyn Any + Send>>,
}

impl VariantBot {
    /// A bot at `level` (clamped to the chess bot's levels 1..=10).
    pub fn new(level: u32) -> VariantBot {
        VariantBot { level: levels::by_number(level), rng: Rng(0x9E37_79B9_7F4A_7C15), table: None }
    }

    pub fn level(&self) -> &'static Level {
        self.level
    }

    pub fn set_level(&mut self, level: u32) {
        self.level = levels::by_number(level);
    }

    /// Seeds the choices of weak levels and Fog of War's samples (same seed, same moves).
    pub fn seed(&mut self, seed: u64) {
        self.rng = Rng(seed | 1);
    }

    /// Forgets what earlier searches learnt (a new game).
    pub fn clear(&mut self) {
        self.table = None;
    }

    fn table<M: Copy + Send + 'static>(&mut self) -> &mut Table<M> {
        if !self.table.as_ref().is_some_and(|t| t.is::<Table<M>>()) {
            self.table = Some(Box::new(Table::<M>::new(HASH_MB)));
        }
        self.table.as_mut().and_then(|t| t.downcast_mut()).unwrap_or_else(|| unreachable!("made just above"))
    }

    /// The level's bounds on top of the caller's limits.
    fn bounded(&self, limits: &Limits) -> Limits {
        let mut limits = limits.clone();
        limits.depth = min_option(limits.depth, self.level.max_depth);
        limits.nodes = min_option(limits.nodes, self.level.max_nodes);
        limits
    }

    /// Chooses a move in any game of the registry the bot plays (chess has its own engine); the
    /// registry line of each says so (`variants::playable`).
    pub fn think(&mut self, game: &dyn AnyGame, limits: &Limits, clock: &dyn Clock, stop: &AtomicBool) -> Result<Thought, VariantError> {
        game.think(self, limits, clock, stop)
    }

    /// Chooses a move for the current position of `game`. Fog of War decides from its side's
    /// view only ([`fog`]).
    pub fn think_game<P: Evaluate>(&mut self, game: &VariantGame<P>, limits: &Limits, clock: &dyn Clock, stop: &AtomicBool) -> Thought {
        if let Some(fog_game) = (game as &dyn Any).downcast_ref::<VariantGame<variants::fog::Fog>>() {
            let belief = fog::Belief::from_game(fog_game);
            return fog::think(self, &belief, limits, clock, stop);
        }
        let root = game.position().clone();
        if game.outcome().is_some() {
            return Thought { best: None, score: 0, depth: 0, nodes: 0, pv: Vec::new() };
        }
        // The hashes of the positions before the root, for repetition.
        let mut history = Vec::with_capacity(game.moves().len());
        let mut pos = game.start().clone();
        for &m in game.moves() {
            history.push(pos.hash());
            pos.play(m);
        }
        let limits = self.bounded(limits);
        let turn = color_of(root.turn());
        let qsearch_plies = self.level.qsearch_plies;
        let misjudgement = self.level.misjudgement;
        let max_depth = limits.depth.unwrap_or(search::MAX_PLY as u32);
        let chance = self.rng.next_u64() % 100;
        let table = self.table::<P::Move>();
        let mut search = Search::<P>::new(table, clock, stop, &history, qsearch_plies);
        search.limit(&limits, turn);
        let mut found = search.think(&root, max_depth, &mut |_| {});

        if let Some(m) = misjudgement {
            if found.depth > 0 && chance < m.chance_percent as u64 {
                let mut legal = Vec::new();
                root.search_moves(&mut legal);
                let unlimited = AtomicBool::new(false);
                let mut rescore = Search::<P>::new(self.table::<P::Move>(), &crate::bot::FrozenClock, &unlimited, &history, qsearch_plies);
                // Bounded like the search itself; cut short, the level plays its search's move.
                rescore.limit(&Limits::nodes(found.nodes.max(5_000) * 4), turn);
                let scored = rescore.score_moves(&root, &legal, found.depth as i32);
                found.nodes += rescore.nodes;
                let blurred = if rescore.aborted() { None } else { misjudge(&mut self.rng, &scored, m.margin_cp) };
                if let Some((mv, score)) = blurred {
                    if found.pv.first() != Some(&mv) {
                        found.pv = vec![mv];
                        found.score = score;
                    }
                }
            }
        }
        thought(&root, found.pv, found.score, found.depth, found.nodes)
    }
}

/// The search's answer in strings: each move of the line written in its own position.
fn thought<P: GamePosition>(root: &P, pv: Vec<P::Move>, score: Value, depth: u32, nodes: u64) -> Thought {
    let mut pos = root.clone();
    let mut line = Vec::with_capacity(pv.len());
    let mut legal = Vec::new();
    for m in pv {
        pos.legal_moves(&mut legal);
        if !legal.contains(&m) {
            break;
        }
        line.push(pos.uci(m));
        pos.play(m);
    }
    Thought { best: line.first().cloned(), score, depth, nodes, pv: line }
}

/// Blurs each score by up to `margin` and returns the best-looking move with its true score.
fn misjudge<M: Copy>(rng: &mut Rng, scored: &[(M, Value)], margin: i32) -> Option<(M, Value)> {
    let mut best: Option<(M, Value, Value)> = None;
    for &(m, score) in scored {
        let blurred = score + (rng.next_u64() % (margin.max(1) as u64 + 1)) as i32;
        if best.is_none_or(|(_, _, b)| blurred > b) {
            best = Some((m, score, blurred));
        }
    }
    best.map(|(m, score, _)| (m, score))
}

fn color_of(player: variants::Player) -> Color {
    if player == 0 {
        Color::White
    } else {
        Color::Black
    }
}

fn min_option<T: Ord>(a: Option<T>, b: Option<T>) -> Option<T> {
    match (a, b) {
        (Some(a), Some(b)) => Some(a.min(b)),
        (a, None) => a,
        (None, b) => b,
    }
}

/// xorshift64*: small, fast, good enough for choosing among moves and placing hidden pieces.
#[derive(Clone, Debug)]
pub struct Rng(pub u64);

impl Rng {
    pub fn next_u64(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    /// A number below `n` (n > 0).
    pub fn below(&mut self, n: usize) -> usize {
        (self.next_u64() % n.max(1) as u64) as usize
    }
}
