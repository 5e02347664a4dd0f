//! Zobrist keys of the 8×8 variants (pieces, castling, en passant, pockets, promoted marks, the
//! duck), from our own SplitMix64 stream, made on first use.

use std::sync::OnceLock;

/// Pocket counts above this share a key (no game holds more of one role in practice).
pub const POCKET_MAX: usize = 17;

pub struct Keys {
    pub piece: [[u64; 64]; 12],
    pub castling: [u64; 64],
    pub promoted: [u64; 64],
    pub duck: [u64; 64],
    pub ep: [u64; 8],
    pub pocket: [[[u64; POCKET_MAX]; 5]; 2],
    pub black: u64,
}

fn generate() -> Keys {
    let mut state: u64 = 0x5641_5249_414E_5438; // "VARIANT8"
    let mut next = || {
        state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = state;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    };
    let piece = std::array::from_fn(|_| std::array::from_fn(|_| next()));
    let castling = std::array::from_fn(|_| next());
    let promoted = std::array::from_fn(|_| next());
    let duck = std::array::from_fn(|_| next());
    let ep = std::array::from_fn(|_| next());
    // A count of zero has key zero, so an empty pocket changes nothing.
    let pocket = std::array::from_fn(|_| std::array::from_fn(|_| std::array::from_fn(|n| if n == 0 { 0 } else { next() })));
    Keys { piece, castling, promoted, duck, ep, pocket, black: next() }
}

static KEYS: OnceLock<Keys> = OnceLock::new();

pub fn keys() -> &'static Keys {
    KEYS.get_or_init(generate)
}
