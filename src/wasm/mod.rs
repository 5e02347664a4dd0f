//! The JavaScript API (DESIGN.md §3). The only code that knows about wasm-bindgen: it turns
//! typed Rust errors into JavaScript `Error`s and Rust values into plain objects.

#[cfg(feature = "bot")]
mod bot;
mod dto;
mod error;
mod game;

use crate::chess::perft;
use crate::chess::Position;
use wasm_bindgen::prelude::*;

#[cfg(feature = "bot")]
pub use bot::BotHandle;
pub use game::GameHandle;

/// Splits a PGN text holding several games into one text per game (`Game.fromPgn` reads one).
#[wasm_bindgen(js_name = splitPgn)]
pub fn split_pgn(text: &str) -> Vec<String> {
    crate::chess::pgn::split(text)
}

#[wasm_bindgen(start)]
pub fn start() {
    console_error_panic_hook::set_once();
}

/// Number of leaf nodes of the legal move tree below `fen` at `depth` (the last ply is counted,
/// not played). Throws on a bad FEN.
#[wasm_bindgen]
pub fn perft(fen: &str, depth: u32) -> Result<f64, JsError> {
    let pos = Position::from_fen(fen).map_err(|e| error::js(format!("invalid FEN: {e}")))?;
    Ok(perft::perft(&pos, depth) as f64)
}

/// Like [`perft`], but every move down to the leaves is played ("full" mode in benchmarks).
#[wasm_bindgen(js_name = perftFull)]
pub fn perft_full(fen: &str, depth: u32) -> Result<f64, JsError> {
    let pos = Position::from_fen(fen).map_err(|e| error::js(format!("invalid FEN: {e}")))?;
    Ok(perft::perft_full(&pos, depth) as f64)
}
