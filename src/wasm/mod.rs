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
