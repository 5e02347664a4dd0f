//! Perft: the number of leaf positions of the legal move tree at a given depth, the standard
//! test of a move generator against published counts.

use super::position::Position;
use std::mem::MaybeUninit;

/// Leaf count at `depth`, counting the last ply's moves without playing them ("bulk counting").
pub fn perft(pos: &Position, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => pos.count_legal_moves() as u64,
        _ => pos
            .legal_moves()
            .iter()
            .map(|&m| {
                perft(pos.play_into(m, &mut MaybeUninit::uninit()), depth - 1)
            })
            .sum(),
    }
}

/// Leaf count at `depth`, playing every move down to the leaves (the "full" mode of benchmarks).
pub fn perft_full(pos: &Position, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    pos.legal_moves()
        .iter()
        .map(|&m| {
            perft_full(pos.play_into(m, &mut MaybeUninit::uninit()), depth - 1)
        })
        .sum()
}

/// Perft split by first move: each legal move with its leaf count, for finding where two move
/// generators disagree.
pub fn divide(pos: &Position, depth: u32) -> Vec<(super::Move, u64)> {
    pos.legal_moves()
        .iter()
        .map(|&m| {
            (m, perft(pos.play_into(m, &mut MaybeUninit::uninit()), depth.saturating_sub(1)))
        })
        .collect()
}
