//! Perft: the number of leaf positions of the legal move tree at a given depth, the standard
//! test of a move generator against published counts.

use super::position::Position;
use super::Move;
use std::fmt;
use std::mem::MaybeUninit;

/// The deepest perft accepted: far beyond any count a machine could finish (the start position
/// has about 2·10^21 leaves at depth 15), and shallow enough that the recursion, a frame a ply,
/// fits the smallest stack it runs on — wasm's 1 MiB, where running out would leave the
/// instance broken for every later call.
pub const MAX_DEPTH: u32 = 32;

/// A perft deeper than [`MAX_DEPTH`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TooDeep(pub u32);

impl fmt::Display for TooDeep {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "perft depth {} is too deep (at most {MAX_DEPTH})", self.0)
    }
}

impl std::error::Error for TooDeep {}

fn checked(depth: u32) -> Result<u32, TooDeep> {
    if depth <= MAX_DEPTH {
        Ok(depth)
    } else {
        Err(TooDeep(depth))
    }
}

/// Leaf count at `depth`, counting the last ply's moves without playing them ("bulk counting").
pub fn perft(pos: &Position, depth: u32) -> Result<u64, TooDeep> {
    Ok(count(pos, checked(depth)?))
}

/// Leaf count at `depth`, playing every move down to the leaves (the "full" mode of benchmarks).
pub fn perft_full(pos: &Position, depth: u32) -> Result<u64, TooDeep> {
    Ok(count_full(pos, checked(depth)?))
}

/// Perft split by first move: each legal move with its leaf count, for finding where two move
/// generators disagree.
pub fn divide(pos: &Position, depth: u32) -> Result<Vec<(Move, u64)>, TooDeep> {
    let below = checked(depth)?.saturating_sub(1);
    Ok(pos.legal_moves().iter().map(|&m| (m, count(pos.play_into(m, &mut MaybeUninit::uninit()), below))).collect())
}

fn count(pos: &Position, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => pos.count_legal_moves() as u64,
        _ => pos.legal_moves().iter().map(|&m| count(pos.play_into(m, &mut MaybeUninit::uninit()), depth - 1)).sum(),
    }
}

fn count_full(pos: &Position, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    pos.legal_moves().iter().map(|&m| count_full(pos.play_into(m, &mut MaybeUninit::uninit()), depth - 1)).sum()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_depth_beyond_the_limit_is_refused_before_any_counting() {
        // Bare kings never run out of moves: without the limit this would recurse until the
        // stack gave out.
        let kings = Position::from_fen("8/8/8/8/8/8/8/K6k w - - 0 1").unwrap();
        assert_eq!(perft(&kings, u32::MAX), Err(TooDeep(u32::MAX)));
        assert_eq!(perft_full(&kings, MAX_DEPTH + 1), Err(TooDeep(MAX_DEPTH + 1)));
        assert_eq!(divide(&kings, MAX_DEPTH + 1), Err(TooDeep(MAX_DEPTH + 1)));
        assert_eq!(perft(&kings, 2), Ok(9));
    }
}
