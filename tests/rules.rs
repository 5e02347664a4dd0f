//! The laws of piece movement (FIDE Laws, Article 3), each shown by a position, and the checks a
//! position must pass before it can be played (each FEN error).

use wasm_chess::chess::uci;
use wasm_chess::chess::{CastlingMode, FenError, Position, PositionError};
use wasm_chess::game::Game;

fn pos(fen: &str) -> Position {
    Position::from_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

/// The legal moves in UCI, sorted.
fn moves(p: &Position) -> Vec<String> {
    let mut list: Vec<String> = p.legal_moves().iter().map(|&m| uci::to_uci(m, CastlingMode::Standard)).collect();
    list.sort();
    list
}

fn is_legal(p: &Position, uci_move: &str) -> bool {
    moves(p).iter().any(|m| m == uci_move)
}

fn after(p: &Position, uci_moves: &[&str]) -> Position {
    let mut p = *p;
    for m in uci_moves {
        let mv = uci::parse(&p, m, CastlingMode::Standard).unwrap_or_else(|e| panic!("{m}: {e}"));
        p.play_unchecked(mv);
    }
    p
}

// ---- 3.8.2 Castling -----------------------------------------------------------------------

#[test]
fn castling_both_ways_when_the_squares_between_are_empty_and_safe() {
    let p = pos("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    assert!(is_legal(&p, "e1g1") && is_legal(&p, "e1c1"));
    let castled = after(&p, &["e1g1"]);
    assert_eq!(castled.fen(), "r3k2r/8/8/8/8/8/8/R4RK1 b kq - 1 1");
}

#[test]
fn castling_needs_every_square_between_king_and_rook_empty() {
    // b1 is not crossed by the king, but the rook passes it: queenside is still barred.
    let p = pos("r3k2r/8/8/8/8/8/8/RN2K2R w KQkq - 0 1");
    assert!(!is_legal(&p, "e1c1"));
    assert!(is_legal(&p, "e1g1"));
}

#[test]
fn castling_out_of_check_is_illegal() {
    let p = pos("4k3/8/8/8/8/8/4r3/R3K2R w KQ - 0 1");
    assert!(p.is_check());
    assert!(!is_legal(&p, "e1g1") && !is_legal(&p, "e1c1"));
}

#[test]
fn castling_through_an_attacked_square_is_illegal() {
    // The rook on f8 attacks f1, which the king would cross on the way to g1.
    let p = pos("4kr2/8/8/8/8/8/8/R3K2R w KQ - 0 1");
    assert!(!is_legal(&p, "e1g1"));
    assert!(is_legal(&p, "e1c1"));
}

#[test]
fn castling_into_check_is_illegal() {
    let p = pos("4k1r1/8/8/8/8/8/8/R3K2R w KQ - 0 1");
    assert!(!is_legal(&p, "e1g1"));
}

#[test]
fn castling_with_an_attacked_rook_or_a_rook_crossing_an_attacked_square_is_legal() {
    // The bishop on e5 attacks the rook on a1, and the rook on b8 attacks b1, which only the
    // rook crosses when castling queenside: neither stops castling.
    let p = pos("1r2k3/8/8/4b3/8/8/8/R3K2R w KQ - 0 1");
    assert!(p.board().is_attacked(wasm_chess::chess::squares::A1, wasm_chess::chess::Color::Black));
    assert!(p.board().is_attacked(wasm_chess::chess::squares::B1, wasm_chess::chess::Color::Black));
    assert!(is_legal(&p, "e1c1"));
}

#[test]
fn castling_rights_are_lost_when_king_or_rook_moves_or_the_rook_is_taken() {
    let p = pos("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    assert_eq!(after(&p, &["e1e2", "e8e7", "e2e1", "e7e8"]).fen().split(' ').nth(2), Some("-"));
    assert_eq!(after(&p, &["h1h2", "a8a7"]).fen().split(' ').nth(2), Some("Qk"));
    // The rook on h1 takes the rook on h8: both kingside rights go.
    assert_eq!(after(&p, &["h1h8"]).fen().split(' ').nth(2), Some("Qq"));
}

#[test]
fn each_side_of_the_king_has_at_most_one_castling_rook() {
    use wasm_chess::chess::{squares::*, Color};
    let p = pos("r3k2r/8/8/8/8/8/8/R3K2R w Kq - 0 1");
    assert_eq!(p.castling_rook(Color::White, true), Some(H1));
    assert_eq!(p.castling_rook(Color::White, false), None, "the right was given up");
    assert_eq!(p.castling_rook(Color::Black, false), Some(A8));
    // Chess960: the rights name the rooks on b1 and g1, either side of the king on f1.
    let p = Position::from_fen_in("1r3kr1/8/8/8/8/8/8/1R3KR1 w GBgb - 0 1", CastlingMode::Chess960).unwrap();
    assert_eq!((p.castling_rook(Color::White, true), p.castling_rook(Color::White, false)), (Some(G1), Some(B1)));
    // Two rights on one side of the king cannot both be held.
    let two = "1r2k1r1/8/8/8/8/8/8/RR2K1R1 w ABG - 0 1";
    assert!(matches!(Position::from_fen_in(two, CastlingMode::Chess960), Err(FenError::Position(PositionError::BadCastlingRight(_)))));
}

/// A king's move takes away its own side's castling rights, never the other side's,
/// even when it leaves a square of the other side's back rank.
#[test]
fn a_king_leaving_the_other_sides_back_rank_keeps_that_sides_castling_rights() {
    // The black king steps off White's back rank: White keeps O-O-O, and castles once the king
    // has gone far enough not to attack c1.
    let mut game = Game::from_fen("8/8/8/8/8/8/7P/R1k1K3 b Q - 0 1").unwrap();
    game.play("Kb2").unwrap();
    assert_eq!(game.position().fen(), "8/8/8/8/8/8/1k5P/R3K3 w Q - 1 2");
    game.play("h3").unwrap();
    game.play("Kb3").unwrap();
    assert_eq!(uci::to_uci(game.play("O-O-O").unwrap(), CastlingMode::Standard), "e1c1");
    // The king side, through Position: the right stays, and O-O stays legal.
    let p = after(&pos("8/8/8/8/8/8/8/k3K2R b K - 0 1"), &["a1a2"]);
    assert_eq!(p.fen(), "8/8/8/8/8/8/k7/4K2R w K - 1 2");
    assert!(is_legal(&p, "e1g1"));
    // White's king still loses White's rights by moving along its own rank.
    assert_eq!(after(&p, &["e1f1"]).fen().split(' ').nth(2), Some("-"));
    // Mirrored: a white king leaving the eighth rank leaves Black's O-O alone.
    let p = after(&pos("K3k2r/8/8/8/8/8/8/8 w k - 0 1"), &["a8a7"]);
    assert_eq!(p.fen(), "4k2r/K7/8/8/8/8/8/8 b k - 1 1");
    assert!(is_legal(&p, "e8g8"));
    // From a long random game (the black king walked off c1 earlier): O-O-O is legal.
    assert!(is_legal(&pos("rnb2b2/ppppq1p1/8/4P3/P1NP2P1/2kP4/5P2/R3K3 w Q - 4 24"), "e1c1"));
}

// ---- 3.7 Pawns ------------------------------------------------------------------------------

#[test]
fn pawn_double_step_only_from_its_start_and_over_an_empty_square() {
    let p = pos("4k3/8/8/8/8/4n3/3P4/4K3 w - - 0 1");
    assert!(is_legal(&p, "d2d4"));
    let blocked = pos("4k3/8/8/8/8/3n4/3P4/4K3 w - - 0 1");
    assert!(!is_legal(&blocked, "d2d3") && !is_legal(&blocked, "d2d4"));
}

#[test]
fn en_passant_only_on_the_move_right_after_the_double_step() {
    let p = pos("4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1");
    let after_double = after(&p, &["d7d5"]);
    assert!(is_legal(&after_double, "e5d6"));
    assert_eq!(after_double.fen(), "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2");
    // One move later the right has expired.
    let later = after(&after_double, &["e1e2", "e8e7"]);
    assert!(!is_legal(&later, "e5d6"));
    let taken = after(&after_double, &["e5d6"]);
    assert_eq!(taken.fen(), "4k3/8/3P4/8/8/8/8/4K3 b - - 0 2");
}

#[test]
fn en_passant_is_illegal_when_both_pawns_leaving_expose_the_king_on_the_rank() {
    // King a5, pawns b5 (white) and c5 (black, just moved c7-c5), rook h5: the capture
    // would empty the fifth rank between king and rook.
    let p = pos("4k3/8/8/KPp4r/8/8/8/8 w - c6 0 1");
    assert!(!is_legal(&p, "b5c6"));
    // So the FEN does not even write the square, and the hash does not count it.
    assert_eq!(p.ep_square(), None);
    assert_eq!(p.fen(), "4k3/8/8/KPp4r/8/8/8/8 w - - 0 1");
}

#[test]
fn en_passant_is_illegal_along_a_diagonal_pin() {
    // The bishop on h8 pins the e5 pawn to the king on b2 along the long diagonal.
    let p = pos("4k2b/8/8/3pP3/8/8/1K6/8 w - d6 0 1");
    assert!(!is_legal(&p, "e5d6"));
}

#[test]
fn en_passant_captures_a_checking_pawn() {
    // The pawn that just made its double step gives check; taking it en passant ends the check.
    let p = pos("8/8/8/2k5/3Pp3/8/8/4K3 b - d3 0 1");
    assert!(p.is_check());
    assert!(is_legal(&p, "e4d3"));
}

#[test]
fn promotion_to_queen_rook_bishop_or_knight() {
    let p = pos("1n2k3/P7/8/8/8/8/8/4K3 w - - 0 1");
    let promotions: Vec<String> = moves(&p).into_iter().filter(|m| m.starts_with("a7")).collect();
    assert_eq!(promotions, ["a7a8b", "a7a8n", "a7a8q", "a7a8r", "a7b8b", "a7b8n", "a7b8q", "a7b8r"]);
    assert_eq!(after(&p, &["a7b8n"]).fen(), "1N2k3/8/8/8/8/8/8/4K3 b - - 0 1");
}

// ---- 3.9 Check, pins, the king ----------------------------------------------------------

#[test]
fn in_double_check_only_the_king_moves() {
    // Rook on e8 and bishop on b4 both check the king on e1; the knight could block the rook
    // on e2, but one block cannot answer two checks.
    let p = pos("4r1k1/8/8/8/1b6/8/8/4K1N1 w - - 0 1");
    assert_eq!(p.checkers().count(), 2);
    assert!(moves(&p).iter().all(|m| m.starts_with("e1")), "{:?}", moves(&p));
}

#[test]
fn a_single_check_is_met_by_capturing_blocking_or_moving_the_king() {
    // The bishop on h4 checks along h4-g3-f2-e1.
    let p = pos("4k3/8/8/8/7b/8/8/R2NK3 w - - 0 1");
    assert!(p.is_check());
    let legal = moves(&p);
    assert!(legal.contains(&"d1f2".to_string()), "block");
    assert!(legal.contains(&"e1e2".to_string()), "step aside");
    assert!(!legal.contains(&"a1a2".to_string()), "an unrelated move is not legal in check");
}

#[test]
fn the_king_cannot_step_back_along_the_checking_line() {
    let p = pos("4k3/8/8/8/8/8/8/r3K3 w - - 0 1");
    assert!(!is_legal(&p, "e1f1"));
    assert!(is_legal(&p, "e1e2"));
}

#[test]
fn a_pinned_piece_moves_only_along_the_pin() {
    // The rook on e4 is pinned by the rook on e8: it may slide on the e-file, not leave it.
    let p = pos("4r1k1/8/8/8/4R3/8/8/4K3 w - - 0 1");
    let rook_moves: Vec<String> = moves(&p).into_iter().filter(|m| m.starts_with("e4")).collect();
    assert_eq!(rook_moves, ["e4e2", "e4e3", "e4e5", "e4e6", "e4e7", "e4e8"]);
    // A pinned knight cannot move at all.
    let p = pos("4r1k1/8/8/8/4N3/8/8/4K3 w - - 0 1");
    assert!(moves(&p).iter().all(|m| !m.starts_with("e4")));
}

#[test]
fn checkmate_and_stalemate() {
    let mate = pos("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3");
    assert!(mate.is_checkmate() && !mate.is_stalemate());
    let stalemate = pos("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1");
    assert!(stalemate.is_stalemate() && !stalemate.is_checkmate());
}

// ---- Repetition identity: the hash ----------------------------------------------------------

#[test]
fn the_hash_is_the_same_for_the_same_position_reached_by_different_moves() {
    let start = Position::standard();
    let a = after(&start, &["g1f3", "g8f6", "b1c3"]);
    let b = after(&start, &["b1c3", "g8f6", "g1f3"]);
    assert_eq!(a.hash(), b.hash());
    // Knights out and back: same placement, same rights, same side — same position.
    assert_eq!(after(&start, &["g1f3", "g8f6", "f3g1", "f6g8"]).hash(), start.hash());
}

#[test]
fn the_hash_counts_castling_rights_and_a_legal_en_passant_only() {
    let with_rights = pos("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    let without = pos("r3k2r/8/8/8/8/8/8/R3K2R w Qkq - 0 1");
    assert_ne!(with_rights.hash(), without.hash());
    // After 1.e4 no black pawn can take en passant: the same position as with "-".
    let e4 = after(&Position::standard(), &["e2e4"]);
    assert_eq!(e4.hash(), pos("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1").hash());
    // A real en passant possibility makes a different position.
    let ep = pos("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1");
    assert_ne!(ep.hash(), pos("4k3/8/8/3pP3/8/8/8/4K3 w - - 0 1").hash());
}

#[test]
fn incremental_hash_equals_the_hash_computed_from_scratch() {
    // Through castling, promotion, captures and en passant, over every move of kiwipete at depth 2.
    let root = pos("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1");
    for &m in root.legal_moves().iter() {
        let child = after(&root, &[&uci::to_uci(m, CastlingMode::Standard)]);
        assert_eq!(child.hash(), pos(&child.fen()).hash(), "{m:?}");
        for &m2 in child.legal_moves().iter() {
            let mut grandchild = child;
            grandchild.play_unchecked(m2);
            assert_eq!(grandchild.hash(), pos(&grandchild.fen()).hash(), "{m:?} {m2:?}");
        }
    }
}

// ---- Setting up a position: every way a FEN can be wrong ----------------------------------

fn position_error(fen: &str) -> PositionError {
    match Position::from_fen(fen) {
        Err(FenError::Position(e)) => e,
        other => panic!("{fen}: expected a position error, got {other:?}"),
    }
}

#[test]
fn each_illegal_setup_has_its_own_error() {
    use wasm_chess::chess::squares::*;
    use wasm_chess::chess::Color::*;
    let cases = [
        ("8/8/8/8/8/8/8/4k3 w - - 0 1", PositionError::MissingKing(White)),
        ("4k3/8/8/8/8/8/8/3KK3 w - - 0 1", PositionError::TooManyKings(White)),
        ("4k3/8/8/8/8/8/8/P3K3 w - - 0 1", PositionError::PawnOnBackRank(A1)),
        ("4k3/8/8/8/8/8/8/4K2p w - - 0 1", PositionError::PawnOnBackRank(H1)),
        ("4k3/8/PPPPPPPP/8/P7/8/8/4K3 w - - 0 1", PositionError::TooManyPawns(White)),
        ("4k3/8/8/8/8/N7/NNNNNNNN/NNNNKNNN w - - 0 1", PositionError::TooManyPieces(White)),
        ("4k3/8/8/8/8/8/PPPPPPPP/QQ2K3 w - - 0 1", PositionError::TooManyPromotedPieces(White)),
        ("4k2R/8/8/8/8/8/8/4K3 w - - 0 1", PositionError::OppositeCheck),
        ("4k3/8/8/8/1b6/8/4r1n1/4K3 w - - 0 1", PositionError::ImpossibleCheck),
        ("4k3/8/8/8/8/8/8/4K3 w K - 0 1", PositionError::BadCastlingRight(H1)),
        ("4k3/8/8/8/8/8/8/R4K2 w Q - 0 1", PositionError::BadCastlingRight(A1)),
        // No black pawn on e5 that could just have passed e6:
        ("4k3/8/8/8/8/8/8/4K3 w - e6 0 1", PositionError::BadEnPassant(E6)),
        // e7 is occupied, so no pawn can have come from there:
        ("4k3/4n3/8/4p3/8/8/8/4K3 w - e6 0 1", PositionError::BadEnPassant(E6)),
        // With White to move the square must be on the sixth rank:
        ("4k3/8/8/8/4P3/8/8/4K3 w - e3 0 1", PositionError::BadEnPassant(E3)),
    ];
    for (fen, expected) in cases {
        assert_eq!(position_error(fen), expected, "{fen}");
        // Every error reads as a sentence naming what is wrong.
        assert!(!expected.to_string().is_empty());
    }
}

#[test]
fn chess960_castling_rights_need_chess960_mode() {
    let fen = "rk2r3/8/8/8/8/8/8/RK2R3 w EAea - 0 1";
    assert!(matches!(Position::from_fen(fen), Err(FenError::Position(PositionError::BadCastlingRight(_)))));
    let p = Position::from_fen_in(fen, CastlingMode::Chess960).unwrap();
    assert_eq!(p.castling().count(), 4);
}

/// `KQkq` that does not fit the board is an error naming the impossible right; only
/// file letters (X-FEN naming an inner rook, Shredder-FEN) or an explicit request make Chess960.
#[test]
fn standard_castling_rights_that_do_not_fit_the_board_are_an_error_not_chess960() {
    let fen = "r3k2r/8/8/8/8/8/8/R2K3R w KQkq - 0 1";
    let error = Game::from_fen(fen).unwrap_err().to_string();
    assert_eq!(error, "invalid FEN: castling right with the rook on a1, but the king and that rook are not on their castling squares");
    // The right is named by its rook: here k, whose rook is on g8, not in the corner.
    let error = Game::from_fen("r3k1r1/8/8/8/8/8/8/R3K2R w KQkq - 0 1").unwrap_err().to_string();
    assert!(error.contains("castling right with the rook on g8"), "{error}");
    // Asked for Chess960, the same FEN is a Chess960 position (KQkq as X-FEN: the outer rooks).
    let p = Position::from_fen_in(fen, CastlingMode::Chess960).unwrap();
    assert_eq!(p.castling().count(), 4);
    // Shredder-FEN and X-FEN letters naming inner rooks still make a Chess960 game.
    for chess960 in ["rk2r3/8/8/8/8/8/8/RK2R3 w EAea - 0 1", "1r2k1r1/8/8/8/8/8/8/RR2K1R1 w GBgb - 0 1", "r2k3r/8/8/8/8/8/8/R2K3R w HAha - 0 1"] {
        let game = Game::from_fen(chess960).unwrap_or_else(|e| panic!("{chess960}: {e}"));
        assert_eq!(game.mode(), CastlingMode::Chess960, "{chess960}");
        assert!(game.pgn(&[]).unwrap().contains("[Variant \"Chess960\"]"));
    }
    // A standard position stays standard, and writes no Variant tag.
    let game = Game::from_fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1").unwrap();
    assert_eq!(game.mode(), CastlingMode::Standard);
    assert!(!game.pgn(&[]).unwrap().contains("Variant"));
}

/// A run of empty squares is one digit; `17`, `44` or `11111111` is malformed.
#[test]
fn a_board_field_with_two_digits_in_a_row_is_refused() {
    for fen in [
        "4k3/8/8/17/8/8/8/4K3 w - - 0 1",
        "4k3/8/8/44/8/8/8/4K3 w - - 0 1",
        "4k3/8/8/11111111/8/8/8/4K3 w - - 0 1",
        "4k3/8/8/8/8/8/8/4K21 w - - 0 1",
    ] {
        assert!(matches!(Position::from_fen(fen), Err(FenError::PieceChar { .. })), "{fen}");
        let error = Game::from_fen(fen).unwrap_err().to_string();
        assert!(error.contains("is not a piece letter or a lone digit 1-8"), "{fen}: {error}");
    }
    // Digits apart are fine.
    assert!(Position::from_fen("4k3/8/8/1p1p1p1p/8/8/8/4K3 w - - 0 1").is_ok());
}
