//! Makruk, law by law (`rules.md`); positions checked against pyffish 0.0.90.

use crate::referee::Refereed;
use super::*;
use crate::variants::testkit::{after, legal, pos};
use crate::variants::{EndReason, GamePosition, Referee};

fn moves_from(p: &Makruk, cell: &str) -> Vec<String> {
    legal(p).into_iter().filter(|m| m.starts_with(cell)).collect()
}

#[test]
fn the_start_has_pawns_on_the_third_rank_and_23_moves() {
    let p = Makruk::start();
    assert_eq!(p.fen(), "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1");
    assert_eq!(legal(&p).len(), 23);
}

#[test]
fn the_met_steps_diagonally_and_the_khon_also_straight_forward() {
    let p: Makruk = pos("4k3/8/8/8/3M4/8/5S2/4K3 w - - 0 1");
    assert_eq!(moves_from(&p, "d4"), ["d4c3", "d4c5", "d4e3", "d4e5"]);
    assert_eq!(moves_from(&p, "f2"), ["f2e3", "f2f3", "f2g1", "f2g3"], "e1 is our king's");
}

#[test]
fn black_khon_steps_forward_towards_white() {
    let p: Makruk = pos("4k3/8/8/3s4/8/8/8/4K3 b - - 0 1");
    assert_eq!(moves_from(&p, "d5"), ["d5c4", "d5c6", "d5d4", "d5e4", "d5e6"]);
}

#[test]
fn pawns_step_forward_take_diagonally_and_never_double_step() {
    let p: Makruk = pos("4k3/8/8/8/8/2pP4/3P4/4K3 w - - 0 1");
    assert_eq!(moves_from(&p, "d2"), ["d2c3"], "blocked ahead, takes diagonally; no d2d4");
    assert_eq!(moves_from(&p, "d3"), ["d3d4"]);
}

#[test]
fn a_pawn_reaching_the_sixth_rank_becomes_a_met() {
    let p: Makruk = pos("4k3/8/8/3P4/8/8/8/4K3 w - - 0 1");
    assert_eq!(moves_from(&p, "d5"), ["d5d6m"], "promotion is forced");
    let q: Makruk = after("4k3/8/8/3P4/8/8/8/4K3 w - - 0 1", &["d5d6m"]);
    assert_eq!(q.fen(), "4k3/8/3M4/8/8/8/8/4K3 b - 128 6 1", "the last pawn gone, the lone king counts");
    let mut list = Vec::new();
    p.legal_moves(&mut list);
    assert_eq!(p.san(crate::variants::testkit::find(&p, "d5d6m"), &list), "d6=M");
    let black: Makruk = pos("4k3/8/8/8/3p4/8/8/K7 b - - 0 1");
    assert_eq!(moves_from(&black, "d4"), ["d4d3m"], "Black promotes on the third rank");
}

#[test]
fn checkmate_wins_and_stalemate_draws() {
    let mate = Referee::new(pos::<Makruk>("k6R/8/1K6/8/8/8/8/8 b - - 0 1"));
    assert_eq!(mate.outcome(), Some(Outcome::win(0, EndReason::Checkmate)));
    let stalemate = Referee::new(pos::<Makruk>("k7/8/K7/8/8/8/8/1R6 b - - 0 1"));
    assert_eq!(stalemate.outcome(), Some(Outcome::draw(EndReason::Stalemate)));
}

#[test]
fn board_honour_counting_starts_once_no_pawn_is_left() {
    let p: Makruk = after("4k3/8/8/8/8/4K3/8/R6r w - - 0 1", &["a1a2"]);
    assert_eq!(p.fen(), "4k3/8/8/8/8/4K3/R7/7r b - 128 0 1", "Black counts to 64 moves");
    let pawn: Makruk = after("4k3/8/3p4/8/8/8/8/R3K3 b - - 0 1", &["d6d5"]);
    assert_eq!(pawn.pos.count_limit, 0, "no count while a pawn is on the board");
}

#[test]
fn pieces_honour_counting_starts_from_the_pieces_on_the_board() {
    // A lone king against a boat: 16 moves, from the three pieces on the board.
    let p: Makruk = after("8/8/8/3k4/8/3K4/8/R7 w - - 0 1", &["a1a2"]);
    assert_eq!(p.fen(), "8/8/8/3k4/8/3K4/R7/8 b - 32 6 1");
    // Taking a boat reduces Black to a lone king: the count starts anew.
    let q: Makruk = after("4k3/8/8/8/8/4K3/8/R6r w - - 0 1", &["a1h1"]);
    assert_eq!(q.fen(), "4k3/8/8/8/8/4K3/8/7R b - 32 6 1");
    // A lone king taking the last pawn counts from there.
    let r: Makruk = after("4k3/8/8/8/3p4/4K3/8/7r w - - 0 1", &["e3d4"]);
    assert_eq!(r.fen(), "4k3/8/8/8/3K4/8/8/7r b - 32 5 1");
}

#[test]
fn the_count_passing_its_limit_draws_even_in_check() {
    let mut game = Referee::new(pos::<Makruk>("7k/8/5K2/8/8/8/8/6R1 w - 32 32 50"));
    assert_eq!(game.outcome(), None);
    let m = game.parse("g1h1").expect("legal");
    game.play(m).expect("legal");
    assert!(game.position().is_check());
    assert_eq!(game.outcome(), Some(Outcome::draw(EndReason::Counting)));
}

#[test]
fn a_mate_on_the_move_the_count_runs_out_stands() {
    let mut game = Referee::new(pos::<Makruk>("k7/8/1K6/8/8/8/8/7R w - 32 32 50"));
    let m = game.parse("h1h8").expect("legal");
    game.play(m).expect("legal");
    assert_eq!(game.outcome(), Some(Outcome::win(0, EndReason::Checkmate)));
}

#[test]
fn there_is_no_fifty_move_rule_but_threefold_repetition_may_be_claimed() {
    let p: Makruk = pos("4k3/8/8/8/8/4K3/8/R6r w - - 200 150");
    assert!(Referee::new(p).claimable().is_empty());
    let mut game = Referee::new(pos::<Makruk>("4k3/8/8/8/8/4K3/8/R6r w - - 0 1"));
    for uci in ["e3e2", "e8e7", "e2e3", "e7e8", "e3e2", "e8e7", "e2e3", "e7e8"] {
        let m = game.parse(uci).expect("legal");
        game.play(m).expect("legal");
    }
    assert_eq!(game.claimable(), vec![crate::variants::Claim::Repetition]);
}

#[test]
fn bad_fens_are_refused() {
    for fen in ["rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNX w - - 0 1", "4k3/8/8/8/8/8/8/8 w - - 0 1", "4k3/8/8/8/8/8/8/4K3 w DE - 0 1", "4k3/8/8/8/8/8/8/4K3[] w - - 0 1", "4k3/8/8/8/8/8/8/4K3 w - e3 0 1"] {
        assert!(Makruk::from_fen(fen).is_err(), "{fen}");
    }
}
