//! Friendly Chess, law by law (VARIANTS.md §4), each with a position that shows it; written
//! before the rules' code. Then the invariants over random games.

use crate::referee::Refereed;
use super::*;
use crate::chess::{Bitboard, Color, Piece, Square};
use crate::variants::{EndReason, GamePosition, Referee};

fn pos(fen: &str) -> Friendly {
    Friendly::from_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

fn legal_uci(p: &Friendly) -> Vec<String> {
    let mut list = Vec::new();
    p.legal_moves(&mut list);
    let mut ucis: Vec<String> = list.iter().map(|&m| p.uci(m)).collect();
    ucis.sort();
    ucis
}

/// The position after `uci`, which must be legal.
fn after(fen: &str, uci: &str) -> Friendly {
    let mut p = pos(fen);
    let mut list = Vec::new();
    p.legal_moves(&mut list);
    let m = *list.iter().find(|&&m| p.uci(m) == uci).unwrap_or_else(|| panic!("{uci} not legal in {fen}: {:?}", legal_uci(&p)));
    p.play(m);
    p
}

fn at(p: &Friendly, sq: &str) -> Option<Piece> {
    p.pos.board.piece_at(Square::parse(sq).expect("square"))
}

fn white(c: char) -> Option<Piece> {
    Piece::from_char(c.to_ascii_uppercase())
}

fn black(c: char) -> Option<Piece> {
    Piece::from_char(c.to_ascii_lowercase())
}

#[test]
fn a_capture_recruits_the_target_and_the_mover_stays() {
    let p = after("4k3/8/8/3p4/8/4N3/8/4K3 w - - 0 1", "e3d5");
    assert_eq!(at(&p, "e3"), white('n'), "the knight did not move");
    assert_eq!(at(&p, "d5"), white('p'), "the pawn changed sides on its square");
    assert_eq!(p.pos.board.occupied().count(), 4);
}

#[test]
fn a_recruited_piece_recruits_every_enemy_piece_of_its_kind_it_attacks_and_so_on() {
    // d5 becomes White's and attacks c6 and e6 (white pawns capture upwards); e6 then attacks
    // f7; c6 attacks b7. The knight on e7... is not a pawn: it stays Black.
    let p = after("4k3/1p2np2/2p1p3/3p4/8/4N3/8/4K3 w - - 0 1", "e3d5");
    for sq in ["d5", "c6", "e6", "f7", "b7"] {
        assert_eq!(at(&p, sq), white('p'), "{sq}");
    }
    assert_eq!(at(&p, "e7"), black('n'), "a different kind is not recruited by a chain");
}

#[test]
fn the_king_is_never_recruited() {
    // The chain reaches the rook on e5, which attacks the black king on e8: the king stays
    // Black's (and is in check). No move "captures" a king.
    let p = after("4k3/8/8/r3r3/8/8/8/R5K1 w - - 0 1", "a1a5");
    assert_eq!(at(&p, "a1"), white('r'));
    assert_eq!(at(&p, "a5"), white('r'));
    assert_eq!(at(&p, "e5"), white('r'), "chain along the fifth rank");
    assert_eq!(at(&p, "e8"), black('k'));
    assert!(p.is_check(), "the recruited rook gives check");
    let mut list = Vec::new();
    pos("4k3/8/8/8/8/8/8/4K2R w - - 0 1").legal_moves(&mut list);
    assert!(list.iter().all(|m| m.to != Square::parse("e8").expect("e8")));
}

#[test]
fn a_pawn_recruits_diagonally_without_advancing_and_never_promotes_by_recruiting() {
    let fen = "4k2r/6P1/8/8/8/8/8/4K3 w - - 0 1";
    let moves = legal_uci(&pos(fen));
    assert!(moves.contains(&"g7h8".to_string()), "{moves:?}");
    assert!(!moves.iter().any(|m| m.starts_with("g7h8") && m.len() == 5), "no promotion by recruiting: {moves:?}");
    assert!(moves.contains(&"g7g8q".to_string()), "promotion by pushing");
    let p = after(fen, "g7h8");
    assert_eq!(at(&p, "g7"), white('p'));
    assert_eq!(at(&p, "h8"), white('r'));
}

#[test]
fn en_passant_recruits_the_passing_pawn_in_place() {
    let p = after("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2", "e5d6");
    assert_eq!(at(&p, "e5"), white('p'));
    assert_eq!(at(&p, "d5"), white('p'));
    assert_eq!(at(&p, "d6"), None);
}

#[test]
fn castling_rights_go_with_a_recruited_rook() {
    let p = after("r3k2r/8/8/8/8/8/8/4K2R w Kkq - 0 1", "h1h8");
    assert_eq!(at(&p, "h8"), white('r'));
    let rights: Bitboard = ["h1", "a8"].into_iter().flat_map(Square::parse).collect();
    assert_eq!(p.pos.castling, rights, "Black's king-side right is gone; White gains none");
    assert!(p.fen().contains(" Kq "), "{}", p.fen());
}

#[test]
fn castling_is_as_in_chess_not_through_attack() {
    assert!(legal_uci(&pos("4k3/8/8/8/8/8/8/4K2R w K - 0 1")).contains(&"e1g1".to_string()));
    assert!(!legal_uci(&pos("4kr2/8/8/8/8/8/8/4K2R w K - 0 1")).contains(&"e1g1".to_string()));
}

#[test]
fn a_recruited_pawn_moves_for_its_new_owner_and_may_double_step_from_its_second_rank() {
    let p = after("2b1k3/3P4/8/8/8/8/8/4K3 b - - 0 1", "c8d7");
    assert_eq!(at(&p, "d7"), black('p'));
    let mut p2 = p;
    let mut list = Vec::new();
    p2.legal_moves(&mut list);
    let waiting = *list.iter().find(|&&m| p2.uci(m) == "e1e2").expect("a white move");
    p2.play(waiting);
    let moves = legal_uci(&p2);
    assert!(moves.contains(&"d7d5".to_string()) && moves.contains(&"d7d6".to_string()), "{moves:?}");
}

#[test]
fn an_attacked_king_must_be_answered() {
    // Black is in check from the rook; only answers are legal.
    let p = pos("4k3/8/8/8/8/8/8/K3R3 b - - 0 1");
    assert!(p.is_check());
    assert_eq!(legal_uci(&p), ["e8d7", "e8d8", "e8f7", "e8f8"], "the king must leave the file");
}

#[test]
fn a_pinned_piece_may_recruit_because_it_does_not_move() {
    // The bishop on e2 is pinned by the rook on e8, yet recruiting d3 leaves it where it is.
    let moves = legal_uci(&pos("4r1k1/8/8/8/8/3n4/4B3/4K3 w - - 0 1"));
    assert!(moves.contains(&"e2d3".to_string()), "{moves:?}");
    assert!(!moves.contains(&"e2f3".to_string()), "moving off the pin is still illegal");
}

#[test]
fn the_king_escapes_check_by_recruiting_an_adjacent_attacker() {
    let p = pos("7k/6Q1/5K2/8/8/8/8/8 b - - 0 1");
    assert!(p.is_check());
    assert!(legal_uci(&p).contains(&"h8g7".to_string()));
    let q = after("7k/6Q1/5K2/8/8/8/8/8 b - - 0 1", "h8g7");
    assert_eq!(at(&q, "g7"), black('q'));
}

#[test]
fn checkmate_wins_and_stalemate_draws() {
    let mate = Referee::new(pos("k6R/8/1K6/8/8/8/8/8 b - - 0 1"));
    let outcome = mate.outcome().expect("mate");
    assert_eq!((outcome.winner, outcome.reason), (Some(0), EndReason::Checkmate));
    let stalemate = Referee::new(pos("k7/8/1Q6/8/8/8/8/7K b - - 0 1"));
    let outcome = stalemate.outcome().expect("stalemate");
    assert_eq!((outcome.winner, outcome.reason), (None, EndReason::Stalemate));
}

#[test]
fn a_recruitment_resets_the_fifty_move_count() {
    let p = after("4k3/8/8/3p4/8/4N3/8/4K3 w - - 30 40", "e3d5");
    assert_eq!(p.pos.halfmoves, 0);
    let q = after("4k3/8/8/3p4/8/4N3/8/4K3 w - - 30 40", "e3c4");
    assert_eq!(q.pos.halfmoves, 31);
}

#[test]
fn only_two_bare_kings_are_insufficient_material() {
    assert!(pos("k7/8/8/8/8/8/8/7K w - - 0 1").insufficient_material());
    assert!(!pos("k7/8/8/8/8/8/8/6NK w - - 0 1").insufficient_material());
}

#[cfg(not(target_arch = "wasm32"))]
mod invariants {
    use super::*;
    use proptest::prelude::*;

    /// Every legal move, played with its chain, leaves the mover's king unattacked; every
    /// pseudo-legal move that does so is listed (legality = play and look at your own king).
    fn legality_is_play_and_look(p: &Friendly) {
        let mut legal = Vec::new();
        p.legal_moves(&mut legal);
        let mover = p.pos.turn;
        for &m in &legal {
            let mut next = p.clone();
            next.play(m);
            assert!(!next.pos.king_attacked(mover), "{m:?} leaves the king attacked in {p:?}");
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]
        #[test]
        fn thirty_two_pieces_always_and_chains_end(choices in proptest::collection::vec(any::<u16>(), 1..120)) {
            let mut p = Friendly::start();
            let mut list = Vec::new();
            for choice in choices {
                p.legal_moves(&mut list);
                if list.is_empty() {
                    break;
                }
                legality_is_play_and_look(&p);
                let m = list[choice as usize % list.len()];
                let before = (p.pos.board.by_color(Color::White).count(), p.pos.board.by_color(Color::Black).count());
                p.play(m); // a chain that did not terminate would hang here
                prop_assert_eq!(p.pos.board.occupied().count(), 32, "32 pieces, always");
                let now = (p.pos.board.by_color(Color::White).count(), p.pos.board.by_color(Color::Black).count());
                // Nothing ever changes to the side that did not move.
                let mover_gained = if p.pos.turn == Color::Black { now.0 >= before.0 } else { now.1 >= before.1 };
                prop_assert!(mover_gained);
                prop_assert_eq!(p.pos.board.by_role(crate::chess::Role::King).count(), 2);
            }
        }
    }
}

#[test]
fn the_first_three_plies_count_as_in_chess() {
    // No recruitment is possible before the third ply, and each capture of chess becomes one
    // recruitment there: perft 3 equals chess's 8,902.
    use crate::variants::perft;
    assert_eq!(perft(&Friendly::start(), 3), 8_902);
}

/// A page shows the chain wave by wave (`MoveDescription::waves`): the target, then what it
/// recruits, then theirs — the same pieces the move turns, in the rule's order.
#[test]
fn the_chain_is_told_wave_by_wave() {
    let fen = "4k1n1/8/5n2/3n4/8/2N5/8/4K3 w - - 0 1";
    let p = pos(fen);
    let mut list = Vec::new();
    p.legal_moves(&mut list);
    let m = *list.iter().find(|&&m| p.uci(m) == "c3d5").expect("Nxd5 is legal");
    let told = p.describe(m);
    assert_eq!(told.waves, vec![vec!["d5".to_string()], vec!["f6".to_string()], vec!["g8".to_string()]]);
    assert_eq!(told.captured, None, "nothing is captured: the knight on d5 is recruited");
    let next = after(fen, "c3d5");
    for sq in ["d5", "f6", "g8"] {
        assert_eq!(at(&next, sq), white('n'), "{sq} recruited");
    }
    // A move that recruits nothing has no effects.
    let quiet = *list.iter().find(|&&m| p.uci(m) == "e1d1").expect("Kd1 is legal");
    assert!(p.describe(quiet).waves.is_empty());
}
