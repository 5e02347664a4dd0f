//! Ouk Chatrang, law by law (`rules.md`); positions checked against pyffish 0.0.90.

use super::*;
use crate::variants::testkit::{after, legal, pos};
use crate::variants::{EndReason, GamePosition, Referee};

fn moves_from(p: &Ouk, cell: &str) -> Vec<String> {
    legal(p).into_iter().filter(|m| m.starts_with(cell)).collect()
}

#[test]
fn the_start_keeps_both_opening_rights_of_each_side() {
    let p = Ouk::start();
    assert_eq!(p.fen(), "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w DEde - 0 1");
    assert_eq!(legal(&p).len(), 25);
    assert_eq!(moves_from(&p, "d1"), ["d1b2", "d1c2", "d1d2", "d1e2", "d1f2"]);
}

#[test]
fn the_king_may_leap_like_a_knight_onto_the_next_rank_and_the_met_two_forward() {
    let p: Ouk = pos("4k3/8/8/8/8/8/8/3KM3 w DE - 0 1");
    assert_eq!(moves_from(&p, "d1"), ["d1b2", "d1c1", "d1c2", "d1d2", "d1e2", "d1f2"]);
    assert_eq!(moves_from(&p, "e1"), ["e1d2", "e1e3", "e1f2"]);
}

#[test]
fn the_opening_leaps_never_capture() {
    let p: Ouk = pos("4k3/8/8/8/8/4p3/5p2/3KM3 w DE - 0 1");
    assert!(!legal(&p).contains(&"d1f2".to_string()), "the king takes only by stepping");
    assert!(!legal(&p).contains(&"e1e3".to_string()));
    assert!(legal(&p).contains(&"e1f2".to_string()), "an ordinary met move may take");
}

#[test]
fn the_king_does_not_leap_out_of_check() {
    let p: Ouk = pos("3rk3/8/8/8/8/8/8/3KM3 w DE - 0 1");
    assert_eq!(legal(&p), ["d1c1", "d1c2", "d1e2", "e1d2"]);
}

#[test]
fn a_right_is_lost_once_its_piece_moves() {
    let p: Ouk = after("4k3/8/8/8/8/8/8/3KM3 w DE - 0 1", &["e1e3"]);
    assert_eq!(p.fen(), "4k3/8/8/8/8/4M3/8/3K4 b D 126 6 1");
    let q: Ouk = after("4k3/8/8/8/8/8/8/3KM3 w DE - 0 1", &["d1c1", "e8e7", "c1d1"]);
    assert!(!legal(&q).contains(&"d1b2".to_string()), "back on d1, the king has no leap");
}

#[test]
fn an_enemy_boat_on_the_kings_file_takes_its_leap_away_even_when_blocked() {
    let p: Ouk = after("4k3/8/r7/8/8/8/3P4/3KM3 b DE - 0 1", &["a6d6"]);
    assert_eq!(p.fen(), "4k3/8/3r4/8/8/8/3P4/3KM3 w E 126 0 2");
    assert!(!legal(&p).contains(&"d1b2".to_string()));
}

#[test]
fn board_honour_counts_for_three_pieces_or_fewer_even_with_pawns() {
    let p: Ouk = after("4k3/8/r7/8/8/8/3P4/3KM3 b DE - 0 1", &["a6d6"]);
    assert_eq!((p.pos.count_limit, p.pos.count_ply), (126, 0), "White (king, met, pawn) counts to 63 moves");
}

#[test]
fn pieces_honour_limits_are_one_less_than_makruks() {
    let p: Ouk = after("8/8/8/3k4/8/3K4/8/R7 w - - 0 1", &["a1a2"]);
    assert_eq!(p.fen(), "8/8/8/3k4/8/3K4/R7/8 b - 30 6 1", "a boat: 15 moves");
}

#[test]
fn the_count_passing_its_limit_draws() {
    let mut game = Referee::new(pos::<Ouk>("8/8/8/3k4/8/3K4/R7/8 b - 30 30 20"));
    let m = game.parse("d5e5").expect("legal");
    game.play(m).expect("legal");
    assert_eq!(game.outcome(), Some(Outcome::draw(EndReason::Counting)));
}

#[test]
fn rights_of_missing_pieces_are_dropped_from_a_fen() {
    let p: Ouk = pos("4k3/8/8/8/8/8/8/3K4 w DEde - 0 1");
    assert_eq!(p.fen(), "4k3/8/8/8/8/8/8/3K4 w De - 0 1", "no met on e1 nor on d8: their rights go");
}
