//! The bot: a chess engine of our own. Iterative-deepening principal-variation search
//! ([`search`]) with a transposition table ([`tt`]), staged move ordering ([`ordering`],
//! [`see`]), a tuned evaluation ([`eval`], weights in `chess::weights`), limits and an injected
//! clock ([`limits`], [`clock`]), playing levels ([`levels`]) and odds play ([`odds`]);
//! [`Engine`] ties them together.
//!
//! ```
//! use std::sync::atomic::AtomicBool;
//! use wasm_chess::bot::{Engine, FrozenClock, Limits};
//! use wasm_chess::chess::{Position, uci, CastlingMode};
//!
//! // White mates in one: Qh5xf7#.
//! let pos = Position::from_fen("r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4").unwrap();
//! let mut engine = Engine::new(1).unwrap();
//! let report = engine.think(&[pos], &Limits::depth(3), &FrozenClock, &AtomicBool::new(false), &mut |_| {});
//! assert_eq!(uci::to_uci(report.best_move().unwrap(), CastlingMode::Standard), "h5f7");
//! ```

pub mod clock;
mod engine;
pub mod eval;
pub mod levels;
pub mod limits;
pub mod nnue;
pub mod odds;
pub mod ordering;
pub mod rng;
pub mod score;
pub mod search;
pub mod see;
mod smp;
pub mod tt;
/// The bot of the other games: compiled where `crate::variants` is (natively, or the variants module).
#[cfg(any(not(target_arch = "wasm32"), feature = "variants"))]
pub mod variant;

pub use clock::{Clock, FrozenClock};
#[cfg(not(target_arch = "wasm32"))]
pub use clock::{PonderClock, SystemClock};
pub use engine::{Engine, DEFAULT_HASH_MB};
pub use levels::{Level, LEVELS, MAX_LEVEL};
pub use limits::Limits;
pub use search::Report;
pub use tt::OutOfMemory;
