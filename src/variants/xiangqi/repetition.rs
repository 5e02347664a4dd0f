//! The history laws of xiangqi and janggi, as Fairy-Stockfish scores them: who gave perpetual
//! check in a threefold repetition, and how frequent checks lengthen xiangqi's fifty-move count.
//! Both read the game's positions from its start, the last being the current one.

use crate::variants::{GamePosition, Player};

/// Who checked with every move of the repeated cycle.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Perpetual {
    Neither,
    /// This player checked throughout, the other did not: the checker loses.
    By(Player),
    /// Both checked throughout: a draw.
    Both,
}

/// The perpetual checks of the cycle that the current position closes by occurring for the third
/// time (`Neither` when it does not occur three times).
pub fn perpetual_check<P: GamePosition>(positions: &[P]) -> Perpetual {
    let Some(now) = positions.len().checked_sub(1) else { return Perpetual::Neither };
    let current = &positions[now];
    // The oldest of the three occurrences: same side to move, so every second position back.
    let first = (0..now).rev().skip(1).step_by(2).filter(|&i| positions[i].hash() == current.hash() && positions[i].same_position(current)).nth(1);
    let Some(first) = first else { return Perpetual::Neither };
    // The side that just moved checked in every position from `first` on where its opponent is
    // to move; the side to move, in every position between them.
    let mover = current.turn();
    let just_moved = 1 - mover;
    let by_just_moved = (first..=now).step_by(2).all(|i| positions[i].is_check());
    let by_mover = (first + 1..now).step_by(2).all(|i| positions[i].is_check());
    match (by_just_moved, by_mover) {
        (true, true) => Perpetual::Both,
        (true, false) => Perpetual::By(just_moved),
        (false, true) => Perpetual::By(mover),
        (false, false) => Perpetual::Neither,
    }
}

/// Xiangqi's fifty-move count waits longer when checks were frequent: with at least 20 plies
/// played, count the positions in check since the last capture for each side to move; the
/// larger count, above 10, adds 2 plies each.
pub fn check_extension<P: GamePosition>(positions: &[P]) -> u32 {
    let Some(now) = positions.len().checked_sub(1) else { return 0 };
    if now < 20 {
        return 0;
    }
    let span = (positions[now].halfmoves() as usize).min(now);
    let checks = |last: usize| {
        // Positions last, last - 2, ... as far back as the span reaches.
        (0..).map(|k| 2 * k).take_while(|&back| back == 0 || back < span).filter(|&back| back <= last && positions[last - back].is_check()).count()
    };
    let them = checks(now);
    let us = checks(now - 1);
    2 * (them.max(us).saturating_sub(10) as u32)
}
