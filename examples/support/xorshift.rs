//! xorshift64: the examples' small, fast, reproducible generator (openings, shuffles, initial
//! weights). Included by path (`#[path = "support/xorshift.rs"] mod xorshift;`): a folder
//! without `main.rs` is no example of its own. The state must not be zero.

pub struct Xorshift(pub u64);

impl Xorshift {
    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
}
