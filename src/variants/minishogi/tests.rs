//! Minishogi on the typed position (the laws are in `tests/minishogi_rules.rs`).

use super::*;
use crate::variants::testkit::{assert_noisy_moves_are_the_legal_noisy_ones, pos};
use crate::variants::GamePosition;

#[test]
fn sfen_numbers_the_five_by_five_board() {
    assert_eq!(Minishogi::start().sfen(), "rbsgk/4p/5/P4/KGSBR b - 1");
    let p: Minishogi = pos("rbsgk/4p/5/P4/KGSBR w - 1");
    assert_eq!(p.fen(), "rbsgk/4p/5/P4/KGSBR[] b - - 0 1");
}

#[test]
fn the_quiescence_lists_exactly_the_legal_captures_and_promotions() {
    // Captures of every kind, promotions with and without a capture, a pinned silver, drops.
    assert_noisy_moves_are_the_legal_noisy_ones::<Minishogi>(&[
        "rbsgk/4p/5/P4/KGSBR[] w - - 0 1",
        "r3k/2g1p/2s2/P4/KGR1B[Bs] b - - 0 6",
        "+S2rk/2s1p/5/P1B2/2K1+b[GGR] w - - 0 11",
        "2k2/1P1s1/R4/5/K3b[GSp] w - - 0 1",
        "k4/3b1/2p1s/1S3/K1R2[P] w - - 0 1",
    ]);
}
