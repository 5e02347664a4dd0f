//! Perft: the number of leaf positions of the legal move tree at a given depth, the standard
//! test of a move generator against published counts.

use super::position::Position;

/// Leaf count at `depth`, counting the last ply's moves without playing them ("bulk counting").
pub fn perft(pos: &Position, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => pos.count_legal_moves() as u64,
        _ => pos
            .legal_moves()
            .iter()
            .map(|&m| {
                let mut child = *pos;
                child.play_unchecked(m);
                perft(&child, depth - 1)
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
            let mut child = *pos;
            child.play_unchecked(m);
            perft_full(&child, depth - 1)
        })
        .sum()
}

/// Perft split by first move: each legal move with its leaf count, for finding where two move
/// generators disagree.
pub fn divide(pos: &Position, depth: u32) -> Vec<(super::Move, u64)> {
    pos.legal_moves()
        .iter()
        .map(|&m| {
            let mut child = *pos;
            child.play_unchecked(m);
            (m, perft(&child, depth.saturating_sub(1)))
        })
        .collect()
}
