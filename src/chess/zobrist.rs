//! Zobrist keys: one random 64-bit key per (piece, square), per castling rook square, per en
//! passant file and for Black to move. A position's hash is the XOR of the keys that describe it,
//! so a move updates it with a few XORs. Keys come from our own SplitMix64 stream, generated on
//! first use rather than at compile time: 6.7 KB of random numbers do not compress, and the wasm
//! module has a size budget.

use super::piece::Piece;
use super::square::Square;
use std::sync::OnceLock;

const fn splitmix64(state: u64) -> (u64, u64) {
    let state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    (state, z ^ (z >> 31))
}

const CASTLE_KEYS: usize = 64;
const EP_KEYS: usize = 8;

pub struct Keys {
    /// Indexed by `color * 6 + role`, then square.
    pieces: [[u64; 64]; 12],
    /// Indexed by the castling rook's square (only back-rank squares are used).
    castling: [u64; CASTLE_KEYS],
    en_passant: [u64; EP_KEYS],
    black_to_move: u64,
}

fn generate() -> Keys {
    let mut state = 0x5741_534D_4348_4553; // "WASMCHES"
    let mut next = || {
        let (advanced, key) = splitmix64(state);
        state = advanced;
        key
    };
    // Field by field, in declaration order: the keys are a fixed function of the seed.
    let pieces = std::array::from_fn(|_| std::array::from_fn(|_| next()));
    let castling = std::array::from_fn(|_| next());
    let en_passant = std::array::from_fn(|_| next());
    Keys { pieces, castling, en_passant, black_to_move: next() }
}

static KEYS: OnceLock<Keys> = OnceLock::new();

/// The keys. Fetch them once per use site: each fetch checks that they have been generated.
#[inline(always)]
pub fn keys() -> &'static Keys {
    KEYS.get_or_init(generate)
}

impl Keys {
    #[inline(always)]
    pub fn piece(&self, piece: Piece, sq: Square) -> u64 {
        self.pieces[piece.color.index() * 6 + piece.role.index()][sq.index()]
    }

    /// Key of a castling right, identified by the square of its rook (Chess960-ready).
    #[inline(always)]
    pub fn castling(&self, rook: Square) -> u64 {
        self.castling[rook.index()]
    }

    #[inline(always)]
    pub fn en_passant(&self, sq: Square) -> u64 {
        self.en_passant[sq.file().index() as usize]
    }

    #[inline(always)]
    pub fn black_to_move(&self) -> u64 {
        self.black_to_move
    }
}
