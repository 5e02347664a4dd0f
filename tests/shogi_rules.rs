//! Shogi, law by law (`src/variants/shogi/rules.md`), through the string API every caller uses:
//! `variants::{create, from_fen}`, legal moves as strings, `play`, `status`. One position per
//! law; every expected value is worked out by hand from the rules, never by running an engine.
//!
//! Squares are pyffish's: files `a`–`i` from sente's left, ranks `1`–`9` from sente's side;
//! sente (upper case) is "w" in the FEN and moves up the board.

// Native only: `variants` exists in wasm only with the `variants` feature.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use common::rules::{self, end, legal, play_all, sorted};
use wasm_chess::variants::{create, from_fen, AnyGame, VariantError};

const START: &str = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[] w - - 0 1";

fn game(fen: &str) -> Box<dyn AnyGame> {
    rules::game("shogi", fen)
}

/// The legal moves of `fen` that start with `prefix` (a square, or `P@` for pawn drops).
fn moves_of(fen: &str, prefix: &str) -> Vec<String> {
    legal(game(fen).as_ref()).into_iter().filter(|m| m.starts_with(prefix)).collect()
}

// ---- Board, pieces, start ---------------------------------------------------------------------

#[test]
fn the_start_is_pyffishs_and_sente_has_thirty_moves() {
    let g = create("shogi").expect("shogi is registered");
    assert_eq!(g.fen().unwrap(), START);
    assert_eq!(g.status().turn, 0);
    // 9 pawns, 2 lances, 2 silvers × 2, golds 3 + 3, king 3, rook 6 (bishop and knights blocked).
    assert_eq!(g.legal_moves().len(), 30);
}

// Kings on a9 and i1 keep out of the way.
const LONE: &str = "k8/9/9/9/4X4/9/9/9/8K[] w - - 0 1";

fn piece_at_e5(letter: &str) -> Vec<String> {
    moves_of(&LONE.replace('X', letter), "e5")
}

#[test]
fn a_gold_steps_orthogonally_or_diagonally_forward() {
    assert_eq!(piece_at_e5("G"), sorted(&["e5d5", "e5d6", "e5e4", "e5e6", "e5f5", "e5f6"]));
}

#[test]
fn a_silver_steps_diagonally_or_straight_forward() {
    assert_eq!(piece_at_e5("S"), sorted(&["e5d4", "e5d6", "e5e6", "e5f4", "e5f6"]));
}

#[test]
fn a_knight_jumps_only_forward_and_may_promote_in_the_zone() {
    assert_eq!(piece_at_e5("N"), sorted(&["e5d7", "e5d7+", "e5f7", "e5f7+"]));
}

#[test]
fn a_lance_slides_only_forward() {
    assert_eq!(piece_at_e5("L"), sorted(&["e5e6", "e5e7", "e5e7+", "e5e8", "e5e8+", "e5e9+"]));
}

#[test]
fn a_pawn_steps_one_square_forward() {
    assert_eq!(piece_at_e5("P"), ["e5e6"]);
}

#[test]
fn a_rook_slides_orthogonally() {
    let expected = sorted(&[
        "e5a5", "e5b5", "e5c5", "e5d5", "e5f5", "e5g5", "e5h5", "e5i5", "e5e1", "e5e2", "e5e3", "e5e4", "e5e6", "e5e7", "e5e7+", "e5e8", "e5e8+",
        "e5e9", "e5e9+",
    ]);
    assert_eq!(piece_at_e5("R"), expected);
}

#[test]
fn a_dragon_is_a_rook_with_the_kings_diagonal_steps() {
    let expected = sorted(&[
        "e5a5", "e5b5", "e5c5", "e5d5", "e5f5", "e5g5", "e5h5", "e5i5", "e5e1", "e5e2", "e5e3", "e5e4", "e5e6", "e5e7", "e5e8", "e5e9", "e5d4",
        "e5d6", "e5f4", "e5f6",
    ]);
    assert_eq!(piece_at_e5("+R"), expected);
}

// Kings on e9 and e1, off the bishop's diagonals.
const BISHOP_AT_E5: &str = "4k4/9/9/9/4X4/9/9/9/4K4[] w - - 0 1";

#[test]
fn a_bishop_slides_diagonally() {
    let expected = sorted(&[
        "e5f6", "e5g7", "e5g7+", "e5h8", "e5h8+", "e5i9", "e5i9+", "e5d6", "e5c7", "e5c7+", "e5b8", "e5b8+", "e5a9", "e5a9+", "e5f4", "e5g3",
        "e5h2", "e5i1", "e5d4", "e5c3", "e5b2", "e5a1",
    ]);
    assert_eq!(moves_of(&BISHOP_AT_E5.replace('X', "B"), "e5"), expected);
}

#[test]
fn a_horse_is_a_bishop_with_the_kings_orthogonal_steps() {
    let expected = sorted(&[
        "e5f6", "e5g7", "e5h8", "e5i9", "e5d6", "e5c7", "e5b8", "e5a9", "e5f4", "e5g3", "e5h2", "e5i1", "e5d4", "e5c3", "e5b2", "e5a1", "e5e6",
        "e5e4", "e5d5", "e5f5",
    ]);
    assert_eq!(moves_of(&BISHOP_AT_E5.replace('X', "+B"), "e5"), expected);
}

#[test]
fn promoted_small_pieces_move_as_golds() {
    let gold = piece_at_e5("G");
    for tokin_like in ["+P", "+L", "+N", "+S"] {
        assert_eq!(piece_at_e5(tokin_like), gold, "{tokin_like}");
    }
}

#[test]
fn gotes_pieces_move_down_the_board() {
    let fen = "4k4/9/9/9/4g4/9/9/9/4K4[] b - - 0 1";
    assert_eq!(moves_of(fen, "e5"), sorted(&["e5d4", "e5d5", "e5e4", "e5e6", "e5f4", "e5f5"]));
    let knight = "4k4/9/9/9/4n4/9/9/9/4K4[] b - - 0 1";
    assert_eq!(moves_of(knight, "e5"), sorted(&["e5d3", "e5d3+", "e5f3", "e5f3+"]));
}

// ---- Promotion --------------------------------------------------------------------------------

#[test]
fn a_move_entering_the_zone_may_promote() {
    let fen = LONE.replace("9/4X4/9", "4S4/9/9");
    assert_eq!(moves_of(&fen, "e6"), sorted(&["e6d5", "e6d7", "e6d7+", "e6e7", "e6e7+", "e6f5", "e6f7", "e6f7+"]));
}

#[test]
fn a_move_leaving_or_inside_the_zone_may_promote() {
    let fen = "k8/9/4S4/9/9/9/9/9/8K[] w - - 0 1";
    let expected = sorted(&["e7d6", "e7d6+", "e7d8", "e7d8+", "e7e8", "e7e8+", "e7f6", "e7f6+", "e7f8", "e7f8+"]);
    assert_eq!(moves_of(fen, "e7"), expected);
}

#[test]
fn gotes_zone_is_the_three_ranks_nearest_sente() {
    let fen = "k8/9/9/9/9/4s4/9/9/8K[] b - - 0 1";
    assert_eq!(moves_of(fen, "e4"), sorted(&["e4d3", "e4d3+", "e4d5", "e4e3", "e4e3+", "e4f3", "e4f3+", "e4f5"]));
}

#[test]
fn golds_and_kings_never_promote() {
    let fen = "k8/9/9/4G4/9/9/9/9/8K[] w - - 0 1";
    assert_eq!(moves_of(fen, "e6"), sorted(&["e6d6", "e6d7", "e6e5", "e6e7", "e6f6", "e6f7"]));
    let king = "k8/9/9/4K4/9/9/9/9/9[] w - - 0 1";
    assert!(moves_of(king, "e6").iter().all(|m| !m.ends_with('+')));
}

#[test]
fn a_pawn_or_lance_on_the_last_rank_must_promote() {
    assert_eq!(moves_of("k8/4P4/9/9/9/9/9/9/8K[] w - - 0 1", "e8"), ["e8e9+"]);
    assert_eq!(moves_of("k8/4L4/9/9/9/9/9/9/8K[] w - - 0 1", "e8"), ["e8e9+"]);
    assert_eq!(moves_of("k8/9/9/9/9/9/9/4p4/8K[] b - - 0 1", "e2"), ["e2e1+"]);
}

#[test]
fn a_knight_on_the_last_two_ranks_must_promote() {
    assert_eq!(moves_of("k8/9/4N4/9/9/9/9/9/8K[] w - - 0 1", "e7"), sorted(&["e7d9+", "e7f9+"]));
    assert_eq!(moves_of("k8/9/9/4N4/9/9/9/9/8K[] w - - 0 1", "e6"), sorted(&["e6d8+", "e6f8+"]));
}

// ---- Captures, hands, drops ---------------------------------------------------------------------

#[test]
fn a_captured_piece_goes_unpromoted_into_the_captors_hand() {
    let mut g = game("k8/9/9/9/4+p4/9/9/9/4RK3[] w - - 0 1");
    g.play("e1e5").unwrap();
    assert_eq!(g.fen().unwrap(), "k8/9/9/9/4R4/9/9/9/5K3[P] b - - 0 1");
    let mut h = game("k8/9/9/4r4/9/9/4+B4/9/4K4[] b - - 0 1");
    h.play("e6e3").unwrap();
    assert_eq!(h.fen().unwrap(), "k8/9/9/9/9/9/4r4/9/4K4[b] w - - 0 2");
}

const EMPTY_WITH: &str = "k8/9/9/9/9/9/9/9/8K[X] w - - 0 1";

fn drops(hand: &str, side: &str, prefix: &str) -> Vec<String> {
    moves_of(&EMPTY_WITH.replace('X', hand).replace(" w ", side), prefix)
}

#[test]
fn a_piece_in_hand_may_be_dropped_on_any_empty_square() {
    // 81 squares less the two kings.
    assert_eq!(drops("G", " w ", "G@").len(), 79);
}

#[test]
fn pawns_and_lances_are_never_dropped_on_the_last_rank() {
    for piece in ["P", "L"] {
        let list = drops(piece, " w ", &format!("{piece}@"));
        assert_eq!(list.len(), 79 - 8, "{piece}");
        assert!(list.iter().all(|m| !m.ends_with('9')), "{piece}: {list:?}");
    }
    let gote = drops("p", " b ", "P@");
    assert_eq!(gote.len(), 79 - 8);
    assert!(gote.iter().all(|m| !m.ends_with('1')), "{gote:?}");
}

#[test]
fn knights_are_never_dropped_on_the_last_two_ranks() {
    let list = drops("N", " w ", "N@");
    assert_eq!(list.len(), 79 - 8 - 9);
    assert!(list.iter().all(|m| !m.ends_with('9') && !m.ends_with('8')), "{list:?}");
}

#[test]
fn a_dropped_piece_is_unpromoted_even_in_the_zone() {
    let mut g = game(&EMPTY_WITH.replace('X', "S"));
    assert!(legal(g.as_ref()).contains(&"S@e8".to_string()));
    assert!(!legal(g.as_ref()).iter().any(|m| m.starts_with("S@") && m.ends_with('+')));
    g.play("S@e8").unwrap();
    assert_eq!(g.fen().unwrap(), "k8/4S4/9/9/9/9/9/9/8K[] b - - 0 1");
}

#[test]
fn nifu_no_second_unpromoted_pawn_of_a_player_on_a_file() {
    let list = moves_of("k8/9/9/9/9/9/4P4/9/8K[P] w - - 0 1", "P@");
    // 78 empty squares, 8 of them on the last rank, 7 more on the e-file.
    assert_eq!(list.len(), 78 - 8 - 7);
    assert!(list.iter().all(|m| !m.starts_with("P@e")), "{list:?}");
}

#[test]
fn nifu_counts_neither_a_tokin_nor_the_opponents_pawn() {
    let tokin = moves_of("k8/9/9/9/9/9/4+P4/9/8K[P] w - - 0 1", "P@");
    assert_eq!(tokin.len(), 78 - 8);
    assert!(tokin.contains(&"P@e5".to_string()));
    let theirs = moves_of("k8/9/4p4/9/9/9/9/9/8K[P] w - - 0 1", "P@");
    assert_eq!(theirs.len(), 78 - 8);
    assert!(theirs.contains(&"P@e6".to_string()));
}

#[test]
fn a_drop_may_block_a_check() {
    let g = game("4k4/9/9/9/9/9/9/9/r3K4[G] w - - 0 1");
    assert!(g.status().check);
    assert_eq!(legal(g.as_ref()), sorted(&["G@b1", "G@c1", "G@d1", "e1d2", "e1e2", "e1f2"]));
}

// ---- Uchifuzume --------------------------------------------------------------------------------

// Gote's king in the corner, walled in by its own knight and lance; sente's gold guards i8.
const CORNER: &str = "7nk/7l1/7G1/9/9/9/9/9/4K4[X] w - - 0 1";

#[test]
fn uchifuzume_a_pawn_drop_that_mates_is_illegal() {
    let list = moves_of(&CORNER.replace('X', "P"), "P@");
    assert!(!list.contains(&"P@i8".to_string()), "P@i8 mates");
    // 76 empty squares, 7 on the last rank, less the mating drop.
    assert_eq!(list.len(), 76 - 7 - 1);
}

#[test]
fn a_pawn_drop_that_checks_without_mating_is_legal() {
    let g = game("7nk/7l1/9/9/9/9/9/9/4K4[P] w - - 0 1");
    assert!(legal(g.as_ref()).contains(&"P@i8".to_string()));
}

#[test]
fn a_pawn_move_that_mates_is_legal() {
    let mut g = game("7nk/7l1/7GP/9/9/9/9/9/4K4[] w - - 0 1");
    g.play("i7i8").unwrap();
    assert_eq!(end(g.as_ref()), Some((Some(0), "checkmate")));
}

#[test]
fn a_drop_of_another_piece_that_mates_is_legal() {
    let mut g = game(&CORNER.replace('X', "G"));
    g.play("G@i8").unwrap();
    assert!(g.status().check);
    assert!(g.legal_moves().is_empty());
    assert_eq!(end(g.as_ref()), Some((Some(0), "checkmate")));
}

// ---- Check and the end ---------------------------------------------------------------------------

#[test]
fn a_pinned_piece_may_not_uncover_its_king() {
    assert_eq!(moves_of("k8/9/9/9/4r4/9/4G4/9/4K4[] w - - 0 1", "e3"), sorted(&["e3e2", "e3e4"]));
}

#[test]
fn no_legal_move_loses_even_without_check() {
    // Gote's king: a8 is the pawn's, b8 and b9 the lance's.
    let g = game("k8/9/P8/9/9/9/9/9/1L2K4[] b - - 0 1");
    assert!(g.legal_moves().is_empty());
    assert!(!g.status().check);
    assert_eq!(end(g.as_ref()), Some((Some(0), "stalemate")));
}

// ---- Sennichite --------------------------------------------------------------------------------

#[test]
fn the_fourth_occurrence_of_a_position_draws() {
    let mut g = create("shogi").unwrap();
    let cycle = ["h2g2", "b8c8", "g2h2", "c8b8"];
    play_all(g.as_mut(), &cycle);
    play_all(g.as_mut(), &cycle);
    // Threefold is nothing in shogi: no claim, no end.
    assert_eq!(end(g.as_ref()), None);
    assert!(g.status().claimable.is_empty());
    play_all(g.as_mut(), &cycle[..3]);
    assert_eq!(end(g.as_ref()), None);
    g.play(cycle[3]).unwrap();
    assert_eq!(end(g.as_ref()), Some((None, "sennichite")));
    assert!(g.legal_moves().is_empty());
}

#[test]
fn perpetual_check_loses_for_the_checking_side() {
    // Sente's rook checks from i9 and i8 by turns; gote's king can only shuttle a9-a8.
    let mut g = game("k8/8R/2G6/9/9/9/9/9/4K4[] w - - 0 1");
    let cycle = ["i8i9", "a9a8", "i9i8", "a8a9"];
    g.play(cycle[0]).unwrap();
    assert!(g.status().check);
    g.play(cycle[1]).unwrap();
    play_all(g.as_mut(), &cycle[2..]);
    play_all(g.as_mut(), &cycle);
    play_all(g.as_mut(), &cycle[..3]);
    assert_eq!(end(g.as_ref()), None);
    g.play(cycle[3]).unwrap();
    assert_eq!(end(g.as_ref()), Some((Some(1), "perpetual-check")));
}

// ---- Impasse -----------------------------------------------------------------------------------

// Sente's king on e8 with ten pieces in gote's zone (4 tokins, dragon, horse, 2 golds, 2
// silvers: 5 + 5 + 8 = 18 points); gote's king alone on i2. `X` = sente's hand.
const ENTERED: &str = "+P+P+P+P5/+R+BGGK4/SS7/9/9/9/9/8k/9[X] w - - 0 1";

#[test]
fn impasse_sente_wins_with_28_points() {
    let g = game(&ENTERED.replace('X', "RB"));
    assert_eq!(end(g.as_ref()), Some((Some(0), "impasse")));
    assert!(g.legal_moves().is_empty());
}

#[test]
fn impasse_27_points_are_not_enough_for_sente() {
    let g = game(&ENTERED.replace('X', "RPPPP"));
    assert_eq!(end(g.as_ref()), None);
}

#[test]
fn impasse_gote_wins_with_27_points() {
    // The same picture turned round, gote's hand a rook and four pawns: 18 + 9 points.
    let g = game("9/K8/9/9/9/9/7ss/4kgg+b+r/5+p+p+p+p[rpppp] b - - 0 1");
    assert_eq!(end(g.as_ref()), Some((Some(1), "impasse")));
}

#[test]
fn impasse_needs_ten_pieces_in_the_zone() {
    let g = game("+P+P+P6/+R+BGGK4/SS7/9/9/9/9/8k/9[RBP] w - - 0 1");
    assert_eq!(end(g.as_ref()), None);
}

#[test]
fn impasse_needs_the_king_in_the_zone() {
    let g = game("+P+P+P+P5/+R+BGG5/SS7/4K4/9/9/9/8k/9[RB] w - - 0 1");
    assert_eq!(end(g.as_ref()), None);
}

#[test]
fn impasse_is_not_declared_in_check() {
    let g = game("+P+P+P+P5/+R+BGGK4/SS2g4/9/9/9/9/8k/9[RB] w - - 0 1");
    assert!(g.status().check);
    assert_eq!(end(g.as_ref()), None);
}

// ---- Notation ----------------------------------------------------------------------------------

#[test]
fn usi_moves_are_accepted() {
    let mut g = create("shogi").unwrap();
    assert_eq!(g.play("7g7f").unwrap().uci, "c3c4");
    let mut drop = game(&EMPTY_WITH.replace('X', "P"));
    assert_eq!(drop.play("P*5e").unwrap().uci, "P@e5");
    let mut promotion = game("k8/9/9/4S4/9/9/9/9/8K[] w - - 0 1");
    assert_eq!(promotion.play("5d5c+").unwrap().uci, "e6e7+");
}

#[test]
fn western_notation_numbers_files_from_the_right_and_ranks_from_the_top() {
    let g = create("shogi").unwrap();
    let pawn = g.legal_moves().into_iter().find(|m| m.uci == "c3c4").unwrap();
    assert_eq!(pawn.san, "P-76");
    let drop = game(&EMPTY_WITH.replace('X', "P"));
    let p55 = drop.legal_moves().into_iter().find(|m| m.uci == "P@e5").unwrap();
    assert_eq!(p55.san, "P*55");
    let mut again = create("shogi").unwrap();
    assert_eq!(again.play("P-76").unwrap().uci, "c3c4");
}

#[test]
fn pyffishs_short_start_fen_is_read() {
    let short = game("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[-] w 0 1");
    assert_eq!(short.fen().unwrap(), START);
}

#[test]
fn sfen_is_read() {
    let start = game("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1");
    assert_eq!(start.fen().unwrap(), START);
    // SFEN `w` is gote to move; hands as counts; the move number counts plies (10th ply = move 5).
    let hands = game("4k4/9/9/9/9/9/9/9/4K4 w 2Pb 10");
    assert_eq!(hands.fen().unwrap(), "4k4/9/9/9/9/9/9/9/4K4[PPb] b - - 0 5");
}

// ---- Bad input ---------------------------------------------------------------------------------

fn refused_fen(fen: &str) -> String {
    match from_fen("shogi", fen) {
        Err(VariantError::Fen(why)) => why,
        Err(other) => panic!("{fen}: not a FEN error: {other}"),
        Ok(_) => panic!("{fen} was accepted"),
    }
}

#[test]
fn bad_fens_are_refused_with_a_reason() {
    refused_fen(&START.replace("LNSGKGSNL", "LNSGKGSNQ")); // no queen in shogi
    refused_fen(&START.replace("[]", "[R]")); // a third rook
    refused_fen(&START.replace("[]", "[K]")); // a king in hand
    refused_fen("k8/9/9/9/4+G4/9/9/9/8K[] w - - 0 1"); // a gold does not promote
    refused_fen("k3P4/9/9/9/9/9/9/9/8K[] w - - 0 1"); // a pawn that could never move
    refused_fen("k8/R8/9/9/9/9/9/9/8K[] w - - 0 1"); // gote in check, sente to move
    refused_fen(&START.replace(" w - - ", " w KQkq - ")); // castling rights
}

/// Plays `text`, which must be refused; returns the error after checking nothing changed.
fn refused_move(fen: &str, text: &str) -> VariantError {
    let mut g = game(fen);
    let before = (g.fen(), g.history(), legal(g.as_ref()), g.status());
    let error = g.play(text).expect_err(text);
    assert_eq!((g.fen(), g.history(), legal(g.as_ref()), g.status()), before, "{text} changed the game");
    error
}

#[test]
fn a_second_pawn_on_a_file_is_refused_saying_why() {
    let error = refused_move("k8/9/9/9/9/9/4P4/9/8K[P] w - - 0 1", "P@e5");
    assert!(matches!(error, VariantError::IllegalMove { .. }), "{error}");
    assert!(error.to_string().contains("nifu"), "{error}");
}

#[test]
fn a_mating_pawn_drop_is_refused_saying_why() {
    let error = refused_move(&CORNER.replace('X', "P"), "P@i8");
    assert!(error.to_string().contains("uchifuzume"), "{error}");
}

#[test]
fn a_drop_onto_a_dead_square_or_from_an_empty_hand_is_refused() {
    refused_move(&EMPTY_WITH.replace('X', "P"), "P@e9");
    refused_move(&EMPTY_WITH.replace('X', "P"), "G@e5");
    refused_move(START, "c3c4+"); // no promotion outside the zone
}
