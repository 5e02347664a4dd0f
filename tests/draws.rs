//! The laws of drawn and ended games (FIDE Laws of Chess, articles 5, 6.9 and 9), one test per
//! law, each with a position that shows it.

mod common;

use wasm_chess::chess::{dead, Color, Position};
use wasm_chess::game::{Claim, EndReason, Game, GameError, Outcome};

fn game(fen: &str) -> Game {
    Game::from_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

fn play(game: &mut Game, moves: &str) {
    for m in moves.split_whitespace() {
        game.play(m).unwrap_or_else(|e| panic!("{m}: {e}"));
    }
}

fn reason(game: &Game) -> Option<EndReason> {
    game.outcome().map(|o| o.reason)
}

const KNIGHT_DANCE: &str = "Nf3 Nf6 Ng1 Ng8";

// ---- Repetition: FIDE 9.2 (claim) and 9.6.1 (automatic) -------------------------------------

#[test]
fn threefold_is_claimable_when_the_position_occurs_the_third_time() {
    let mut g = Game::new();
    play(&mut g, &format!("{KNIGHT_DANCE} Nf3 Nf6 Ng1"));
    assert_eq!(g.repetitions(), 2, "Black to move after Ng1 has been seen twice");
    assert!(g.claimable().is_empty());
    play(&mut g, "Ng8");
    assert_eq!(g.repetitions(), 3, "the start position, for the third time");
    assert_eq!(g.claimable(), [Claim::Repetition]);
    assert_eq!(g.outcome(), None, "threefold is a claim, not an automatic end");
}

#[test]
fn repetition_needs_the_same_castling_rights() {
    // After the kings step out and back, the pieces stand as after 1.e4 e5, but neither side may
    // castle any more: that is a different position.
    let mut g = Game::new();
    play(&mut g, "e4 e5 Ke2 Ke7 Ke1 Ke8 Ke2 Ke7 Ke1 Ke8");
    assert_eq!(g.repetitions(), 2, "the position without castling rights, twice (not four times)");
    play(&mut g, "Ke2 Ke7 Ke1 Ke8");
    assert_eq!(g.repetitions(), 3);
}

#[test]
fn an_en_passant_possibility_makes_a_position_different() {
    // After ...d5, White may take en passant; after the kings' walk, no longer.
    let mut g = game("4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1");
    play(&mut g, "d5 Ke2 Ke7 Ke1 Ke8 Ke2 Ke7 Ke1 Ke8");
    assert_eq!(g.repetitions(), 2, "the e.p.-capable position does not count");
}

#[test]
fn an_en_passant_capture_that_is_illegal_does_not_make_a_position_different() {
    // After ...d5, exd6 would expose White's king on h5 to the rook on a5: no e.p. possibility.
    let mut g = game("4k3/3p4/8/r3P2K/8/8/8/8 b - - 0 1");
    play(&mut g, "d5 Kh6 Ke7 Kh5 Ke8 Kh6 Ke7 Kh5 Ke8");
    assert_eq!(g.repetitions(), 3, "the position right after ...d5 counts as the same");
    assert_eq!(g.claimable(), [Claim::Repetition]);
}

#[test]
fn fivefold_repetition_ends_the_game_automatically() {
    let mut g = Game::new();
    for _ in 0..3 {
        play(&mut g, KNIGHT_DANCE);
    }
    assert_eq!(g.outcome(), None, "four times is not enough");
    play(&mut g, KNIGHT_DANCE);
    assert_eq!(g.repetitions(), 5);
    assert_eq!(g.outcome(), Some(Outcome { winner: None, reason: EndReason::Fivefold }));
    assert!(g.claimable().is_empty(), "nothing to claim once the game is over");
}

// ---- Fifty and seventy-five moves: FIDE 9.3 and 9.6.2 --------------------------------------

#[test]
fn fifty_moves_are_claimable_after_a_hundred_plies_without_capture_or_pawn_move() {
    let mut g = game("4k3/8/8/8/8/8/4P3/R3K3 w - - 99 80");
    assert!(g.claimable().is_empty());
    play(&mut g, "Ra2");
    assert_eq!(g.claimable(), [Claim::MoveRule]);
    assert_eq!(g.claim_draw(Claim::MoveRule, None), Ok(Outcome { winner: None, reason: EndReason::FiftyMoves }));
}

#[test]
fn a_pawn_move_resets_the_fifty_move_count() {
    let mut g = game("4k3/8/8/8/8/8/4P3/R3K3 w - - 99 80");
    play(&mut g, "e3");
    assert_eq!(g.position().halfmoves(), 0);
    assert!(g.claimable().is_empty());
}

#[test]
fn seventy_five_moves_end_the_game_automatically() {
    let mut g = game("4k3/8/8/8/8/8/4P3/R3K3 w - - 149 80");
    assert_eq!(g.outcome(), None);
    play(&mut g, "Ra2");
    assert_eq!(reason(&g), Some(EndReason::SeventyFiveMoves));
}

#[test]
fn a_mate_on_the_seventy_fifth_move_stands() {
    let mut g = game("6k1/5ppp/8/8/8/8/8/R5K1 w - - 149 80");
    play(&mut g, "Ra8#");
    assert_eq!(g.position().halfmoves(), 150);
    assert_eq!(g.outcome(), Some(Outcome::win(0, EndReason::Checkmate)));
}

// ---- Claims with the move that completes them: FIDE 9.2.1.1, 9.3.1 --------------------------

#[test]
fn threefold_may_be_claimed_with_the_move_that_completes_it() {
    let mut g = Game::new();
    play(&mut g, &format!("{KNIGHT_DANCE} Nf3 Nf6 Ng1"));
    let before = g.moves().len();
    assert!(matches!(g.claim_draw(Claim::Repetition, None), Err(GameError::NotClaimable { .. })));
    assert_eq!(g.moves().len(), before, "a refused claim changes nothing");
    let outcome = g.claim_draw(Claim::Repetition, Some("Ng8")).unwrap();
    assert_eq!(outcome, Outcome { winner: None, reason: EndReason::Threefold });
    assert_eq!(g.moves().len(), before + 1, "the announced move is played");
    assert!(matches!(g.play("e4"), Err(GameError::GameOver(_))));
}

#[test]
fn a_claim_with_a_move_that_does_not_complete_it_changes_nothing() {
    let mut g = Game::new();
    play(&mut g, &format!("{KNIGHT_DANCE} Nf3 Nf6 Ng1"));
    let fen = g.position().fen();
    let err = g.claim_draw(Claim::Repetition, Some("Nc6")).unwrap_err();
    assert_eq!(err.to_string(), "cannot claim a draw by threefold: after Nc6, the position has 1 of the 3 occurrences a claim needs");
    assert_eq!(g.position().fen(), fen);
}

#[test]
fn fifty_moves_may_be_claimed_with_the_hundredth_ply() {
    let mut g = game("4k3/8/8/8/8/8/4P3/R3K3 w - - 99 80");
    assert!(g.claim_draw(Claim::MoveRule, Some("e4")).is_err(), "a pawn move restarts the count");
    assert_eq!(g.moves().len(), 0);
    assert_eq!(g.claim_draw(Claim::MoveRule, Some("Kd1")).unwrap().reason, EndReason::FiftyMoves);
}

// ---- Material and dead positions: FIDE 5.2.2 -------------------------------------------------

#[test]
fn king_against_king_is_insufficient_material() {
    assert_eq!(reason(&game("8/8/4k3/8/8/3K4/8/8 w - - 0 1")), Some(EndReason::InsufficientMaterial));
}

#[test]
fn king_and_minor_piece_against_king_is_insufficient_material() {
    assert_eq!(reason(&game("8/8/4k3/8/8/3K4/8/6N1 w - - 0 1")), Some(EndReason::InsufficientMaterial));
    assert_eq!(reason(&game("8/8/4k3/8/8/3K4/8/5B2 b - - 0 1")), Some(EndReason::InsufficientMaterial));
}

#[test]
fn bishops_all_on_one_colour_are_insufficient_material() {
    // Light-squared bishops on f1, e2 and c8? c8 is light too: nobody can ever mate.
    assert_eq!(reason(&game("2b5/8/4k3/8/8/3K4/4B3/5B2 w - - 0 1")), Some(EndReason::InsufficientMaterial));
}

#[test]
fn opposite_coloured_bishops_or_two_knights_can_still_mate() {
    assert_eq!(reason(&game("8/8/4kb2/8/8/3K4/8/3B4 w - - 0 1")), None);
    assert_eq!(reason(&game("8/8/4kn2/8/8/3K4/8/6N1 w - - 0 1")), None);
}

#[test]
fn a_locked_pawn_wall_that_the_kings_cannot_cross_is_dead() {
    let fen = "4k3/8/8/p2p2p1/P2P2P1/8/8/4K3 w - - 0 1";
    assert_eq!(reason(&game(fen)), Some(EndReason::DeadPosition));
    common::assert_proven_dead(&[fen.to_string()]);
}

#[test]
fn a_pawn_wall_with_a_way_round_is_not_dead() {
    // Without the a-pawns White's king walks a4-b5-c6 and takes d5.
    assert_eq!(reason(&game(WALL_WITH_A_WAY_ROUND)), None);
}

const WALL_WITH_A_WAY_ROUND: &str = "4k3/8/8/3p2p1/3P2P1/8/8/4K3 w - - 0 1";

#[test]
#[ignore = "python-chess walks ~100k positions (about 20 s): run by `make test-full`"]
fn a_pawn_wall_with_a_way_round_leads_to_a_possible_mate() {
    common::assert_proven_alive(&[WALL_WITH_A_WAY_ROUND.to_string()]);
}

#[test]
fn a_wall_with_a_bishop_that_can_never_touch_anything_is_dead() {
    // The light-squared bishop on f1 can neither reach a pawn nor cross; all black pawns and
    // the squares they attack are dark.
    let fen = "8/8/k7/p1p1p1p1/P1P1P1P1/8/8/K4B2 w - - 0 1";
    assert_eq!(reason(&game(fen)), Some(EndReason::DeadPosition));
    common::assert_proven_dead(&[fen.to_string()]);
}

#[test]
fn a_wall_with_a_bishop_that_can_sacrifice_itself_is_not_dead() {
    // The dark-squared bishop can go to b4; after ...axb4 the wall is open.
    let fen = "8/8/k7/p1p1p1p1/P1P1P1P1/8/8/K1B5 w - - 0 1";
    assert_eq!(reason(&game(fen)), None);
    assert!(!dead::is_frozen(&Position::from_fen(fen).unwrap()));
}

#[test]
fn a_position_whose_every_continuation_leaves_bare_kings_is_dead() {
    // Black's only move is Kxb4; then K v K.
    let fen = "8/K7/8/k7/1Q6/8/8/8 b - - 26 86";
    assert_eq!(reason(&game(fen)), Some(EndReason::DeadPosition));
    common::assert_proven_dead(&[fen.to_string()]);
}

#[test]
fn a_queen_that_is_defended_is_not_forced_off() {
    // The same check, but the queen is defended: Black must step aside, and K+Q v K goes on.
    assert_eq!(reason(&game("8/8/8/k7/1Q6/2K5/8/8 b - - 0 1")), None);
}

// ---- Agreement, resignation, loss on time: FIDE 5.2.3, 5.1.2, 6.9 ----------------------------

#[test]
fn resignation_and_agreement_end_the_game() {
    let mut g = Game::new();
    assert_eq!(g.resign(Color::White), Ok(Outcome::win(1, EndReason::Resignation)));
    assert!(matches!(g.play("e4"), Err(GameError::GameOver(_))));
    assert!(matches!(g.agree_draw(), Err(GameError::GameOver(_))), "already over");

    let mut g = Game::new();
    play(&mut g, "e4 e5");
    assert_eq!(g.agree_draw(), Ok(Outcome { winner: None, reason: EndReason::Agreement }));
    assert_eq!(g.pgn(&[]).unwrap().lines().last(), Some("1. e4 e5 1/2-1/2"));
}

#[test]
fn a_flag_fall_loses_when_the_opponent_can_still_mate() {
    // K+N v K+P: the pawn can block its own king, so the knight can mate: the knight side wins.
    let mut g = game("8/8/4k3/4p3/8/3K4/8/6N1 b - - 0 1");
    assert_eq!(g.flag(Color::Black), Ok(Outcome::win(0, EndReason::Timeout)));
    // Opposite-coloured bishops: mate is possible, so a flag fall loses.
    let mut g = game("8/8/4kb2/8/8/3K4/8/3B4 w - - 0 1");
    assert_eq!(g.flag(Color::White).unwrap().winner, Some(1), "Black, seat 1");
}

#[test]
fn a_flag_fall_draws_when_the_opponent_could_never_mate() {
    // Black has only a knight against White's queen: White's flag falls, but Black cannot mate.
    let mut g = game("8/8/4kn2/8/8/3K4/8/5Q2 w - - 0 1");
    assert_eq!(g.flag(Color::White), Ok(Outcome { winner: None, reason: EndReason::TimeoutVsInsufficientMaterial }));
    // The same position, Black's flag: White's queen wins.
    let mut g = game("8/8/4kn2/8/8/3K4/8/5Q2 w - - 0 1");
    assert_eq!(g.flag(Color::Black).unwrap().reason, EndReason::Timeout);
}

#[test]
fn taking_back_a_move_lifts_an_end_declared_after_it() {
    let mut g = Game::new();
    play(&mut g, "e4");
    g.resign(Color::Black).unwrap();
    assert!(g.outcome().is_some());
    g.undo();
    assert_eq!(g.outcome(), None);
    assert_eq!(g.moves().len(), 0);
}

#[test]
fn after_the_end_play_is_refused_and_changes_nothing() {
    let mut g = Game::new();
    play(&mut g, "f3 e5 g4 Qh4#");
    let fen = g.position().fen();
    let err = g.play("a3").unwrap_err();
    assert_eq!(err.to_string(), "the game is over (checkmate)");
    assert_eq!(g.position().fen(), fen);
}

// ---- One referee's answer, whichever referee: stalemate in a dead position ------------------

/// Black is stalemated, and White's king and bishop could never mate anyway: both laws end the
/// game at once (FIDE 5.2.1, 5.2.2). The draw is named for the material, as python-chess names
/// it, by the chess referee and by the referee of every other game alike.
// Natively: the other games' referee is in the wasm build only with the `variants` feature.
#[cfg(not(target_arch = "wasm32"))]
#[test]
fn a_stalemate_with_too_little_material_to_mate_is_named_for_the_material_by_both_referees() {
    let fen = "k7/2K5/1B6/8/8/8/8/8 b - - 0 1";
    assert!(Position::from_fen(fen).unwrap().legal_moves().is_empty(), "Black has no move and is not in check");
    assert_eq!(reason(&game(fen)), Some(EndReason::InsufficientMaterial));
    let other = wasm_chess::variants::from_fen("chess", fen).unwrap();
    assert_eq!(other.status().outcome, Some(Outcome::draw(EndReason::InsufficientMaterial)));
    // Shatranj, where a stalemated or bare king loses, still ends by its own decisive rule first:
    // the ferz on c7 and the king on b6 leave Black's bare king no move.
    let shatranj = wasm_chess::variants::from_fen("shatranj", "k7/2Q5/1K6/8/8/8/8/8 b - - 0 1").unwrap();
    let outcome = shatranj.status().outcome.expect("the game is over");
    assert_eq!(outcome.winner, Some(0), "{outcome:?}");
}

// ---- One referee for every game: what chess has, every game has -----------------------------

#[cfg(not(target_arch = "wasm32"))]
mod every_game {
    use wasm_chess::variants::{self, Claim, EndReason};

    /// FIDE 9.2.1.1 in Crazyhouse: the player writes the move that repeats the position for the
    /// third time and claims; the move is played and the game drawn.
    #[test]
    fn a_claim_together_with_its_move_in_another_game() {
        let mut g = variants::create("crazyhouse").unwrap();
        for m in ["Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1"] {
            g.play(m).unwrap();
        }
        assert!(g.claim_with(Claim::Repetition, "Nc6").is_err(), "Nc6 repeats nothing");
        assert_eq!(g.history().unwrap().len(), 7, "a claim that does not hold changes nothing");
        let outcome = g.claim_with(Claim::Repetition, "Ng8").unwrap();
        assert_eq!((outcome.winner, outcome.reason), (None, EndReason::Threefold));
        assert_eq!(g.history().unwrap().len(), 8, "the move was played");
        g.undo().unwrap();
        assert_eq!(g.status().outcome, None, "taking the move back takes the claim back");
    }

    /// FIDE 5.2.2 for chess reached through the registry: the same laws as the chess module's.
    #[test]
    fn a_dead_position_ends_chess_through_the_registry_too() {
        let g = variants::from_fen("chess", "4k3/8/8/p2p2p1/P2P2P1/8/8/4K3 w - - 0 1").unwrap();
        assert_eq!(g.status().outcome.map(|o| o.reason), Some(EndReason::DeadPosition));
    }

    /// Any position of the game can be read back, for a page that shows an earlier move.
    #[test]
    fn the_position_after_any_ply_is_known_and_past_the_end_is_refused() {
        let mut g = variants::create("xiangqi").unwrap();
        let start = g.fen().unwrap();
        g.play("h3e3").unwrap();
        let after = g.fen().unwrap();
        g.play("h10g8").unwrap();
        assert_eq!(g.fen_at(0).unwrap(), start);
        assert_eq!(g.fen_at(1).unwrap(), after);
        assert_eq!(g.fen_at(2).unwrap(), g.fen().unwrap());
        assert!(g.fen_at(3).unwrap_err().to_string().contains("no position after ply 3"));
        let fog = variants::create("fog-of-war").unwrap();
        assert!(fog.fen_at(0).is_err(), "hidden while the game is played");
    }
}

#[test]
fn the_position_after_any_ply_of_a_chess_game() {
    let mut g = Game::new();
    play(&mut g, "e4 c5 Nf3");
    assert_eq!(g.position_at(0), Some(&Position::standard()));
    assert_eq!(g.position_at(2).unwrap().fen(), "rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2");
    assert_eq!(g.position_at(3), Some(g.position()));
    assert_eq!(g.position_at(4), None);
}
