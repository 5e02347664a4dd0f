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
pub mod game;
// The other games. Not yet called from the wasm module; compiled into it, their string constants
// alone (merged with the core's) add ~180 gzipped bytes, so they are native-only until the
// wasm layer uses them.
#[cfg(not(target_arch = "wasm32"))]
pub mod variants;
#[cfg(feature = "bot")]
pub mod bot;

#[cfg(target_arch = "wasm32")]
pub mod wasm;
