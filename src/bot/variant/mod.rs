//! The bot of the other games: one search generic over any game that says how to weigh its
//! positions ([`Evaluate`], in each game's folder) ([`search`]), the chess bot's levels, limits
//! and clock, games with hidden information decided on the positions its side could be facing
//! ([`hidden`]), the games of more players ([`multi`]), and the UCI commands of a selected
//! variant ([`uci`]). Which search a game gets is decided where the games are built
//! ([`playable`]), so that nothing here names a game.
//!
//! ```
//! use std::sync::atomic::AtomicBool;
//! use wasm_chess::bot::{FrozenClock, Limits};
//! use wasm_chess::bot::variant::{playable::Playable, VariantBot};
//! use wasm_chess::bot::variant::playable;
//!
//! // Atomic: Qxd7 blows up the black king beside the pawn.
//! let game = playable::from_fen("atomic", "4k3/3p4/8/8/8/8/8/3QK3 w - - 0 1").unwrap();
//! let thought = game.think(&mut VariantBot::new(10), &Limits::depth(3), &FrozenClock, &AtomicBool::new(false)).unwrap();
//! assert_eq!(thought.best.as_deref(), Some("d1d7"));
//! ```

pub mod analysis;
pub mod hidden;
pub mod multi;
pub mod playable;
pub mod search;
pub mod uci;

use crate::bot::clock::Clock;
use crate::bot::levels::{self, Level};
use crate::bot::limits::Limits;
pub use crate::bot::rng::Rng;
use crate::bot::score::Value;
use crate::variants::{color_of, Evaluate, GamePosition, Referee};
use search::{Search, Table};
use std::any::Any;
use std::sync::atomic::AtomicBool;

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

    /// Chooses a move for the current position of `game`. A game with hidden information is
    /// decided on the positions its side could be facing ([`hidden`]).
    pub fn think_game<P: Evaluate>(&mut self, game: &Referee<P>, limits: &Limits, clock: &dyn Clock, stop: &AtomicBool) -> Thought {
        let count = hidden::samples(self.level.number);
        if let Some(guesses) = P::guesses(game, count, &mut || self.rng.next_u64()) {
            return hidden::think(self, game, &guesses, limits, clock, stop);
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
        let limits = self.level.bound(limits);
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
                // A move further below the best than the blur's margin cannot be picked.
                let scored = rescore.score_moves(&root, &legal, found.depth as i32, m.margin_cp + 1);
                found.nodes += rescore.nodes;
                let blurred = if rescore.aborted() { None } else { m.pick(&mut self.rng, &scored) };
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

