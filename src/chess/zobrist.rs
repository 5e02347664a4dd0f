//! Zobrist keys: one random 64-bit key per (piece, square), per castling rook square, per en
//! passant file and for Black to move. A position's hash is the XOR of the keys that describe it,
//! so a move updates it with a few XORs. Keys come from our own SplitMix64 stream at compile time.

use super::piece::Piece;
use super::square::Square;

const fn splitmix64(state: u64) -> (u64, u64) {
    let state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    (state, z ^ (z >> 31))
}

const CASTLE_KEYS: usize = 64;
const EP_KEYS: usize = 8;

struct Keys {
    /// Indexed by `color * 6 + role`, then square.
    pieces: [[u64; 64]; 12],
    /// Indexed by the castling rook's square (only back-rank squares are used).
    castling: [u64; CASTLE_KEYS],
    en_passant: [u64; EP_KEYS],
    black_to_move: u64,
}

const fn keys() -> Keys {
    let mut keys = Keys { pieces: [[0; 64]; 12], castling: [0; CASTLE_KEYS], en_passant: [0; EP_KEYS], black_to_move: 0 };
    let mut state = 0x5741_534D_4348_4553; // "WASMCHES"
    let mut i = 0;
    while i < 12 * 64 + CASTLE_KEYS + EP_KEYS + 1 {
        let (next, key) = splitmix64(state);
        state = next;
        match i {
            _ if i < 12 * 64 => keys.pieces[i / 64][i % 64] = key,
            _ if i < 12 * 64 + CASTLE_KEYS => keys.castling[i - 12 * 64] = key,
            _ if i < 12 * 64 + CASTLE_KEYS + EP_KEYS => keys.en_passant[i - 12 * 64 - CASTLE_KEYS] = key,
            _ => keys.black_to_move = key,
        }
        i += 1;
    }
    keys
}

static KEYS: Keys = keys();

#[inline]
pub fn piece(piece: Piece, sq: Square) -> u64 {
    KEYS.pieces[piece.color.index() * 6 + piece.role.index()][sq.index()]
}

/// Key of a castling right, identified by the square of its rook (Chess960-ready).
#[inline]
pub fn castling(rook: Square) -> u64 {
    KEYS.castling[rook.index()]
}

#[inline]
pub fn en_passant(sq: Square) -> u64 {
    KEYS.en_passant[sq.file().index() as usize]
}

#[inline]
pub fn black_to_move() -> u64 {
    KEYS.black_to_move
}
