//! Search scores: centipawns from the side to move's view, with mates encoded near the ends
//! of the range so that a shorter mate is always a better score.

/// A search score in centipawns (from the side to move's view).
pub type Value = i32;

/// Larger than any score; the initial search window.
pub const INFINITE: Value = 32_000;
/// The score of being mated right now; `MATE - n` is "mate in n plies".
pub const MATE: Value = 31_000;
/// Scores beyond this (in absolute value) are mates.
pub const MATE_BOUND: Value = MATE - 1_000;
pub const DRAW: Value = 0;

/// The score of delivering mate `ply` plies from the root.
pub const fn mate_in(ply: usize) -> Value {
    MATE - ply as Value
}

/// The score of being mated `ply` plies from the root.
pub const fn mated_in(ply: usize) -> Value {
    -MATE + ply as Value
}

pub const fn is_mate(v: Value) -> bool {
    v.abs() >= MATE_BOUND
}

/// A mate score as UCI counts it: moves (not plies) to mate, negative when we are mated.
pub fn mate_moves(v: Value) -> Option<i32> {
    if !is_mate(v) {
        None
    } else if v > 0 {
        Some((MATE - v + 1) / 2)
    } else {
        Some(-(MATE + v) / 2)
    }
}

/// Mate scores are stored in the transposition table relative to the node, not the root, so
/// that they stay right when the same position is met at another distance from the root.
pub const fn to_table(v: Value, ply: usize) -> Value {
    if v >= MATE_BOUND {
        v + ply as Value
    } else if v <= -MATE_BOUND {
        v - ply as Value
    } else {
        v
    }
}

pub const fn from_table(v: Value, ply: usize) -> Value {
    if v >= MATE_BOUND {
        v - ply as Value
    } else if v <= -MATE_BOUND {
        v + ply as Value
    } else {
        v
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mates_count_moves_not_plies() {
        assert_eq!(mate_moves(mate_in(1)), Some(1));
        assert_eq!(mate_moves(mate_in(3)), Some(2));
        assert_eq!(mate_moves(mated_in(0)), Some(0));
        assert_eq!(mate_moves(mated_in(2)), Some(-1));
        assert_eq!(mate_moves(150), None);
    }

    #[test]
    fn table_scores_round_trip() {
        for v in [mate_in(5), mated_in(8), 42, -300] {
            assert_eq!(from_table(to_table(v, 7), 7), v);
        }
        assert_eq!(from_table(to_table(mate_in(5), 2), 4), mate_in(7));
    }
}
