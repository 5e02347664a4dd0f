//! Time, injected: the search asks a [`Clock`] for milliseconds. Natively that is
//! `std::time::Instant`; in the browser `performance.now()` (`Instant::now()` panics on wasm),
//! which lives with the other wasm-bindgen code in `src/wasm/`.

/// A monotonic clock in milliseconds (its origin does not matter).
pub trait Clock {
    fn now_ms(&self) -> f64;
}

/// The native clock.
#[cfg(not(target_arch = "wasm32"))]
pub struct SystemClock(std::time::Instant);

#[cfg(not(target_arch = "wasm32"))]
impl SystemClock {
    pub fn new() -> SystemClock {
        SystemClock(std::time::Instant::now())
    }
}

#[cfg(not(target_arch = "wasm32"))]
impl Default for SystemClock {
    fn default() -> Self {
        SystemClock::new()
    }
}

#[cfg(not(target_arch = "wasm32"))]
impl Clock for SystemClock {
    fn now_ms(&self) -> f64 {
        self.0.elapsed().as_secs_f64() * 1000.0
    }
}

/// The clock of a UCI search: real time since the search began or, for `go ponder`, since
/// `ponderhit`. Until then it stands still, so a pondering search goes on for as long as the
/// opponent thinks, and then has the time the `go` command gave. Shared between the thread that
/// reads commands (which starts it) and the search (which reads it).
#[cfg(not(target_arch = "wasm32"))]
pub struct PonderClock {
    running_since: std::sync::OnceLock<std::time::Instant>,
}

#[cfg(not(target_arch = "wasm32"))]
impl PonderClock {
    /// A clock for `go ponder`: it waits for [`PonderClock::start`].
    pub fn stopped() -> PonderClock {
        PonderClock { running_since: std::sync::OnceLock::new() }
    }

    /// A clock for any other `go`: running from now.
    pub fn running() -> PonderClock {
        let clock = PonderClock::stopped();
        clock.start();
        clock
    }

    /// Starts the clock (`ponderhit`); one already running goes on.
    pub fn start(&self) {
        let _ = self.running_since.set(std::time::Instant::now());
    }

    pub fn is_running(&self) -> bool {
        self.running_since.get().is_some()
    }

    /// Returns when the answer to `go` may be sent, as UCI requires: at once after a timed or
    /// limited search, but after `go infinite` only once `stop` comes, and while pondering only
    /// once `ponderhit` (which starts this clock) or `stop` comes — even when the search has
    /// already ended (its depth reached, a mate found, no legal move, no position).
    pub fn hold_answer(&self, infinite: bool, stop: &std::sync::atomic::AtomicBool) {
        while (infinite || !self.is_running()) && !stop.load(std::sync::atomic::Ordering::Relaxed) {
            std::thread::sleep(std::time::Duration::from_millis(2));
        }
    }
}

#[cfg(not(target_arch = "wasm32"))]
impl Clock for PonderClock {
    fn now_ms(&self) -> f64 {
        self.running_since.get().map_or(0.0, |since| since.elapsed().as_secs_f64() * 1000.0)
    }
}

/// A clock that never moves: for searches limited by depth or nodes only, and for tests.
pub struct FrozenClock;

impl Clock for FrozenClock {
    fn now_ms(&self) -> f64 {
        0.0
    }
}
