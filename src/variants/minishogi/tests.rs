//! Minishogi on the typed position (the laws are in `tests/minishogi_rules.rs`).

use super::*;
use crate::variants::testkit::pos;
use crate::variants::GamePosition;

#[test]
fn sfen_numbers_the_five_by_five_board() {
    assert_eq!(Minishogi::start().sfen(), "rbsgk/4p/5/P4/KGSBR b - 1");
    let p: Minishogi = pos("rbsgk/4p/5/P4/KGSBR w - 1");
    assert_eq!(p.fen(), "rbsgk/4p/5/P4/KGSBR[] b - - 0 1");
}
