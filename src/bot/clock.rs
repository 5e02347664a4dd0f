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

/// A clock that never moves: for searches limited by depth or nodes only, and for tests.
pub struct FrozenClock;

impl Clock for FrozenClock {
    fn now_ms(&self) -> f64 {
        0.0
    }
}
