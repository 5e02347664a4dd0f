//! # wasm-chess
//!
//! Chess, complete and exact: legal move generation, notation, a referee for every law of the
//! game, and a bot — in Rust, compiled to WebAssembly for the browser and natively for a UCI
//! engine.
//!
//! ```
//! use wasm_chess::chess::{Position, perft::perft};
//!
//! let start = Position::standard();
//! assert_eq!(start.legal_moves().len(), 20);
//! assert_eq!(perft(&start, 3), Ok(8_902));
//! ```

pub mod chess;
pub mod referee;
pub mod game;
pub mod outcome;
// The other games: always natively (tests, tools), in wasm only with the `variants` feature (the
// second module, www/pkg-variants). The chess module leaves them out: even unreachable, their
// string constants (merged with the core's) cost ~180 gzipped bytes of its 60 KB budget.
#[cfg(any(not(target_arch = "wasm32"), feature = "variants"))]
pub mod variants;
#[cfg(feature = "bot")]
pub mod bot;

#[cfg(target_arch = "wasm32")]
pub mod wasm;
