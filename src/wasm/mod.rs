//! The JavaScript API (DESIGN.md §3). The only code that knows about wasm-bindgen: it turns
//! typed Rust errors into JavaScript `Error`s and Rust values into plain objects (built by
//! `objects.js` from what `dto.rs` hands over in one crossing per call).

// In the variants module only (which plays chess too): the chess module stays within its budget.
#[cfg(all(feature = "bot", feature = "variants"))]
mod analysis;
#[cfg(feature = "bot")]
mod bot;
mod catalog;
mod dto;
mod error;
mod game;
#[cfg(feature = "variants")]
mod moves;
#[cfg(feature = "variants")]
mod cells;
#[cfg(feature = "variants")]
mod variant;

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

/// The module's allocator: lol_alloc's free list, a few hundred bytes where std's dlmalloc takes
/// ~7 KB. Calls go through these out-of-line functions so that the allocator is not inlined into
/// every drop.
struct Allocator(lol_alloc::AssumeSingleThreaded<lol_alloc::FreeListAllocator>);

// SAFETY: a wasm instance runs on one thread (the page and each bot worker have their own).
unsafe impl Sync for Allocator {}

unsafe impl std::alloc::GlobalAlloc for Allocator {
    #[inline(never)]
    unsafe fn alloc(&self, layout: std::alloc::Layout) -> *mut u8 {
        self.0.alloc(layout)
    }
    #[inline(never)]
    unsafe fn dealloc(&self, ptr: *mut u8, layout: std::alloc::Layout) {
        self.0.dealloc(ptr, layout)
    }
}

#[global_allocator]
// SAFETY: see `Allocator`: one thread per instance.
static ALLOCATOR: Allocator = Allocator(unsafe { lol_alloc::AssumeSingleThreaded::new(lol_alloc::FreeListAllocator::new()) });

/// Debug builds (`wasm-pack test`, `--dev`) say where a panic happened on the console. Release
/// builds do without: no input may panic (every parser and API call is fuzzed for it), and the
/// hook's message and stack formatting cost 1.2 KB of the gzipped module; a panic there is a trap,
/// a JavaScript `RuntimeError`.
#[wasm_bindgen(start)]
pub fn start() {
    #[cfg(debug_assertions)]
    console_error_panic_hook::set_once();
}

/// Number of leaf nodes of the legal move tree below `fen` at `depth` (the last ply is counted,
/// not played). Throws on a bad FEN or a depth that is not a whole number from 0 to 32.
#[wasm_bindgen]
pub fn perft(fen: &str, depth: f64) -> Result<f64, JsError> {
    let pos = Position::from_fen(fen).map_err(|e| error::js(format!("invalid FEN: {e}")))?;
    Ok(perft::perft(&pos, perft_depth(depth)?).map_err(error::js)? as f64)
}

/// Like [`perft`], but every move down to the leaves is played ("full" mode in benchmarks).
#[wasm_bindgen(js_name = perftFull)]
pub fn perft_full(fen: &str, depth: f64) -> Result<f64, JsError> {
    let pos = Position::from_fen(fen).map_err(|e| error::js(format!("invalid FEN: {e}")))?;
    Ok(perft::perft_full(&pos, perft_depth(depth)?).map_err(error::js)? as f64)
}

/// A depth as JavaScript passes it: any number, so -1 or 2.5 must be refused here (as a `u32`
/// parameter, -1 would arrive as 4294967295).
fn perft_depth(depth: f64) -> Result<u32, JsError> {
    if depth.fract() == 0.0 && (0.0..=perft::MAX_DEPTH as f64).contains(&depth) {
        Ok(depth as u32)
    } else {
        Err(error::js(format!("invalid perft depth: expected a whole number from 0 to {}", perft::MAX_DEPTH)))
    }
}
