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

const PIECE_KEYS: usize = 12 * 64;
const CASTLE_KEYS: usize = 64;
const EP_KEYS: usize = 8;
const TOTAL: usize = PIECE_KEYS + CASTLE_KEYS + EP_KEYS + 1;

const fn keys() -> [u64; TOTAL] {
    let mut table = [0u64; TOTAL];
    let mut state = 0x5741_534D_4348_4553; // "WASMCHES"
    let mut i = 0;
    while i < TOTAL {
        let (next, key) = splitmix64(state);
        state = next;
        table[i] = key;
        i += 1;
    }
    table
}

static KEYS: [u64; TOTAL] = keys();

#[inline]
pub fn piece(piece: Piece, sq: Square) -> u64 {
    KEYS[(piece.color.index() * 6 + piece.role.index()) * 64 + sq.index()]
}

/// Key of a castling right, identified by the square of its rook (Chess960-ready).
#[inline]
pub fn castling(rook: Square) -> u64 {
    KEYS[PIECE_KEYS + rook.index()]
}

#[inline]
pub fn en_passant(sq: Square) -> u64 {
    KEYS[PIECE_KEYS + CASTLE_KEYS + sq.file().index() as usize]
}

#[inline]
pub fn black_to_move() -> u64 {
    KEYS[TOTAL - 1]
}
