//! Sittuyin, law by law (`rules.md`): placement, promotion to a general, notation. Expected
//! values worked out by hand from the rules.

use crate::referee::Refereed;
use super::*;
use crate::variants::testkit::{after, legal, pos};
use crate::variants::GamePosition;

const START: &str = "8/8/4pppp/pppp4/4PPPP/PPPP4/8/8[KSSFRRNNkssfrrnn] w - - 0 1";

fn from(p: &Sittuyin, square: &str) -> Vec<String> {
    legal(p).into_iter().filter(|m| m.starts_with(square)).collect()
}

#[test]
fn white_places_first_behind_its_pawns_rooks_on_the_first_rank() {
    let p: Sittuyin = pos(START);
    let moves = legal(&p);
    // 20 free cells on ranks 1-3 for king, general, elephant, horse; 8 first-rank cells for rooks.
    assert_eq!(moves.len(), 4 * 20 + 8);
    assert!(moves.iter().all(|m| m.contains('@')));
    let rooks: Vec<&String> = moves.iter().filter(|m| m.starts_with("R@")).collect();
    assert_eq!(rooks.len(), 8);
    assert!(rooks.iter().all(|m| m.ends_with('1')));
    assert!(!moves.contains(&"K@a3".to_string()) && moves.contains(&"K@e3".to_string()));
}

#[test]
fn black_places_on_its_own_three_ranks() {
    let p: Sittuyin = after(START, &["R@a1"]);
    let moves = legal(&p);
    assert_eq!(moves.len(), 4 * 20 + 8);
    assert!(moves.iter().all(|m| m.ends_with('6') || m.ends_with('7') || m.ends_with('8')), "{moves:?}");
}

#[test]
fn no_piece_moves_while_its_side_still_has_pieces_to_place() {
    let p: Sittuyin = pos("8/8/4pppp/pppp4/4PPPP/PPPP4/8/4K3[Nk] w - - 0 1");
    assert!(legal(&p).iter().all(|m| m.starts_with("N@")));
}

#[test]
fn a_pawn_on_the_long_diagonal_promotes_in_place_or_one_step_diagonally() {
    // White's pawns d5 and h2, no general; Black's king on b7 would be attacked from c6.
    let p: Sittuyin = pos("8/1k6/8/3P4/8/8/7P/K7[] w - - 0 1");
    assert_eq!(from(&p, "d5"), ["d5c4f", "d5d5f", "d5d6", "d5e4f", "d5e6f"]);
    assert_eq!(from(&p, "h2"), ["h2h3"]);
}

#[test]
fn no_promotion_while_the_general_is_on_the_board() {
    let p: Sittuyin = pos("8/1k6/8/3P4/8/8/5F1P/K7[] w - - 0 1");
    assert_eq!(from(&p, "d5"), ["d5d6"]);
}

#[test]
fn the_last_pawn_may_promote_anywhere() {
    let p: Sittuyin = pos("8/1k6/8/8/8/8/7P/K7[] w - - 0 1");
    assert_eq!(from(&p, "h2"), ["h2g1f", "h2g3f", "h2h2f", "h2h3"]);
}

#[test]
fn promotions_are_written_as_pyffish_writes_them() {
    let p: Sittuyin = pos("8/1k6/8/3P4/8/8/7P/K7[] w - - 0 1");
    let mut list = Vec::new();
    p.legal_moves(&mut list);
    let san = |uci: &str| p.san(list.iter().copied().find(|&m| p.uci(m) == uci).unwrap(), &list);
    assert_eq!(san("d5d5f"), "d5=F");
    assert_eq!(san("d5e6f"), "d5e6=F");
}

#[test]
fn a_promotion_may_not_uncover_a_check() {
    // The pawn on b3 screens Black's king on b2 from White's rook: only promoting in place.
    let p: Sittuyin = pos("8/8/8/8/1R2K3/1P6/1k6/8[] w - - 0 51");
    assert_eq!(from(&p, "b3"), ["b3b3f"]);
}

#[test]
fn a_move_during_the_placement_is_refused_saying_why_and_changes_nothing() {
    let mut game = crate::variants::create("sittuyin").unwrap();
    let before = game.fen();
    for (text, why) in [("a3a4", "placed before"), ("R@a2", "first rank"), ("K@a4", "behind its own pawns")] {
        let error = game.play(text).expect_err(text);
        assert!(error.to_string().contains(why), "{text}: {error}");
        assert_eq!(game.fen(), before);
    }
}
