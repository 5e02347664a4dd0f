//! More threads for one search, "lazy SMP": helper threads search the same root to ever greater
//! depths beside the main search, all sharing the transposition table. Nothing else passes
//! between them: what a helper settles first, the main search finds in the table, and the
//! threads' timings differ enough that they do not walk the tree in step. The main search alone
//! decides when to stop and what to play.
//!
//! Native builds only: the browser's bot is one worker, so in wasm [`Helpers`] is empty and the
//! search runs alone.

use super::nnue::Network;
use super::search::Style;
use super::tt::TranspositionTable;
use crate::chess::Position;

/// What the helpers share with the main search (unread in wasm, which has none).
#[cfg_attr(target_arch = "wasm32", allow(dead_code))]
pub struct Shared<'a> {
    pub tt: &'a TranspositionTable,
    pub root: &'a Position,
    pub history: &'a [u64],
    pub style: Style,
    pub network: Option<&'a Network>,
}

#[cfg(target_arch = "wasm32")]
pub struct Helpers;

#[cfg(target_arch = "wasm32")]
impl Helpers {
    pub fn new() -> Helpers {
        Helpers
    }

    pub fn clear(&mut self) {}

    pub fn run<R>(&mut self, _: Shared, _: bool, main: impl FnOnce() -> R) -> R {
        main()
    }
}

#[cfg(not(target_arch = "wasm32"))]
pub use native::Helpers;

#[cfg(not(target_arch = "wasm32"))]
mod native {
    use super::Shared;
    use crate::bot::clock::FrozenClock;
    use crate::bot::limits::Limits;
    use crate::bot::ordering::Heuristics;
    use crate::bot::search::Searcher;
    use std::sync::atomic::{AtomicBool, Ordering};

    /// As the UCI thread's: the search recurses to `MAX_PLY`, each frame holding a move list.
    const STACK_BYTES: usize = 32 << 20;

    /// The helper threads' move-ordering tables, one per helper, kept from move to move as the
    /// main search's are.
    pub struct Helpers(Vec<Box<Heuristics>>);

    impl Helpers {
        pub fn new() -> Helpers {
            Helpers(Vec::new())
        }

        /// Helpers for a search on `threads` threads in all (at least one: the main search).
        pub fn set_threads(&mut self, threads: usize) {
            self.0.resize_with(threads.max(1) - 1, Heuristics::new);
        }

        pub fn clear(&mut self) {
            self.0.iter_mut().for_each(|h| h.clear());
        }

        /// Runs `main`, the main search, with the helpers searching beside it (unless it must
        /// search `alone`); once `main` returns, stops them and waits for them. Returns `main`'s
        /// result. A helper that cannot be started is left out, and the search goes on with the
        /// threads there are.
        pub fn run<R>(&mut self, shared: Shared, alone: bool, main: impl FnOnce() -> R) -> R {
            if alone || self.0.is_empty() {
                return main();
            }
            let done = AtomicBool::new(false);
            std::thread::scope(|scope| {
                let running: Vec<_> = self
                    .0
                    .iter_mut()
                    .filter_map(|heuristics| {
                        let (done, shared) = (&done, &shared);
                        let work = move || {
                            heuristics.age();
                            let mut searcher = Searcher::new(shared.tt, heuristics, &FrozenClock, done, shared.style, shared.history)
                                .with_network(shared.network)
                                .as_helper();
                            searcher.think(shared.root, &Limits::default(), &mut |_| {});
                        };
                        std::thread::Builder::new().stack_size(STACK_BYTES).spawn_scoped(scope, work).ok()
                    })
                    .collect();
                let result = main();
                done.store(true, Ordering::Relaxed);
                for helper in running {
                    // A helper's panic is a bug of the search; the main search's move stands.
                    let _ = helper.join();
                }
                result
            })
        }
    }
}
