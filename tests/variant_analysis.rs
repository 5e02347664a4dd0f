//! The variant bot's analysis (MultiPV) of any position of a game of two: the lines, best first,
//! each from a different first move, in UCI and the game's SAN; refusals for hidden games (unless
//! revealed) and many-player games and for a ply past the end; no lines where the game is over.
#![cfg(all(feature = "bot", not(target_arch = "wasm32")))]

use std::sync::atomic::AtomicBool;
use wasm_chess::bot::score::MATE_BOUND;
use wasm_chess::bot::variant::analysis::{Analysis, Request};
use wasm_chess::bot::variant::playable::{self, Playable};
use wasm_chess::bot::variant::VariantBot;
use wasm_chess::bot::{FrozenClock, Limits};
use wasm_chess::variants::VariantError;

fn analyse(game: &dyn Playable, ply: usize, lines: usize, depth: u32) -> Result<Analysis, VariantError> {
    let stop = AtomicBool::new(false);
    let limits = Limits::depth(depth);
    let request = Request { ply, lines, limits: &limits, clock: &FrozenClock, stop: &stop };
    game.analyse(&mut VariantBot::new(10), &request, &mut |_| {})
}

/// The lines are best first, each from its own legal first move, with as many SAN as UCI moves.
fn assert_well_formed(game: &dyn Playable, analysis: &Analysis) {
    let legal: Vec<String> = game.legal_moves().into_iter().map(|m| m.uci).collect();
    let mut firsts: Vec<&str> = analysis.lines.iter().map(|l| l.uci[0].as_str()).collect();
    for line in &analysis.lines {
        assert!(legal.contains(&line.uci[0]), "{line:?} starts with a legal move");
        assert_eq!(line.uci.len(), line.san.len(), "{line:?}");
    }
    assert!(analysis.lines.windows(2).all(|w| w[0].score >= w[1].score), "best first: {analysis:?}");
    firsts.sort();
    firsts.dedup();
    assert_eq!(firsts.len(), analysis.lines.len(), "each line its own first move: {analysis:?}");
}

#[test]
fn atomic_lines_put_the_explosion_first() {
    // Qxd7 blows up the black king beside the pawn: a win at once, quicker than any other line.
    let game = playable::from_fen("atomic", "4k3/3p4/8/8/8/8/8/3QK3 w - - 0 1").unwrap();
    let analysis = analyse(game.as_ref(), 0, 3, 3).unwrap();
    assert_eq!(analysis.lines.len(), 3, "{analysis:?}");
    assert_well_formed(game.as_ref(), &analysis);
    let best = &analysis.lines[0];
    assert_eq!(best.uci[0], "d1d7");
    assert_eq!(best.san[0], "Qxd7");
    assert!(best.score >= MATE_BOUND, "a won game: {best:?}");
    assert!(analysis.lines[1].score < best.score, "the quickest win first: {analysis:?}");
    assert_eq!(analysis.turn, 0);
}

#[test]
fn never_more_lines_than_legal_moves() {
    // The black king in the corner has two squares, a7 and b8, beside the white king.
    let game = playable::from_fen("chess", "k7/8/2K5/8/8/8/P7/8 b - - 0 1").unwrap();
    let legal = game.legal_moves().len();
    assert!(legal < 10, "a position with few moves: {legal}");
    let analysis = analyse(game.as_ref(), 0, 10, 2).unwrap();
    assert_eq!(analysis.lines.len(), legal, "{analysis:?}");
    assert_well_formed(game.as_ref(), &analysis);
}

#[test]
fn an_earlier_position_of_the_game_is_analysed_with_its_side_to_move() {
    let mut game = playable::create("xiangqi").unwrap();
    for m in ["h3e3", "h10g8"] {
        game.play(m).unwrap();
    }
    let analysis = analyse(game.as_ref(), 1, 2, 2).unwrap();
    assert_eq!(analysis.turn, 1, "Black moves after one move");
    assert_eq!(analysis.lines.len(), 2);
    // The lines are Black's moves in the position after the first move, written in WXF.
    let mut after_one = playable::create("xiangqi").unwrap();
    after_one.play("h3e3").unwrap();
    assert_well_formed(after_one.as_ref(), &analysis);
    assert!(analysis.lines[0].san[0].chars().any(|c| c.is_ascii_digit()), "WXF: {:?}", analysis.lines[0]);
    assert_eq!(game.history().unwrap().len(), 2, "the game is unchanged");
}

#[test]
fn a_position_that_is_over_has_no_lines() {
    let mut game = playable::from_fen("atomic", "4k3/3p4/8/8/8/8/8/3QK3 w - - 0 1").unwrap();
    game.play("d1d7").unwrap();
    assert!(game.status().outcome.is_some());
    let analysis = analyse(game.as_ref(), 1, 3, 2).unwrap();
    assert!(analysis.lines.is_empty(), "{analysis:?}");
    assert!(!analyse(game.as_ref(), 0, 1, 2).unwrap().lines.is_empty(), "the start is not over");
}

#[test]
fn a_ply_past_the_end_is_refused() {
    let game = playable::create("antichess").unwrap();
    let error = analyse(game.as_ref(), 1, 1, 1).unwrap_err();
    assert!(error.to_string().contains("no position after ply 1"), "{error}");
}

#[test]
fn fog_of_war_is_analysed_only_once_the_game_is_over() {
    let mut game = playable::create("fog-of-war").unwrap();
    game.play("e2e4").unwrap();
    let error = analyse(game.as_ref(), 0, 1, 1).unwrap_err();
    assert!(error.to_string().contains("hidden until it ends"), "{error}");
    game.resign(1).unwrap();
    let analysis = analyse(game.as_ref(), 1, 2, 2).unwrap();
    assert_eq!(analysis.lines.len(), 2);
    assert_eq!(analysis.turn, 1);
}

#[test]
fn a_revealed_fog_of_war_game_is_seen_and_analysed_whole_while_it_goes_on() {
    // An analysis board's look at a game played: its positions, a variation played from one.
    let mut game = playable::create("fog-of-war").unwrap();
    game.play("e2e4").unwrap();
    assert!(game.fen().is_err(), "hidden while played");
    game.reveal();
    assert_eq!(game.fen().unwrap(), "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
    game.play("d7d5").unwrap();
    assert_eq!(game.history().unwrap(), ["e2e4", "d7d5"]);
    assert!(game.status().outcome.is_none(), "the game goes on");
    let analysis = analyse(game.as_ref(), 2, 2, 2).unwrap();
    assert_eq!(analysis.lines.len(), 2);
    assert_eq!(analysis.turn, 0);
    assert_well_formed(game.as_ref(), &analysis);
    // A game without hidden information is unchanged by it.
    let mut atomic = playable::create("atomic").unwrap();
    let before = atomic.fen().unwrap();
    atomic.reveal();
    assert_eq!(atomic.fen().unwrap(), before);
}

#[test]
fn games_of_more_players_are_refused() {
    let game = playable::create("chaturaji").unwrap();
    let error = analyse(game.as_ref(), 0, 1, 1).unwrap_err();
    assert!(error.to_string().contains("games of two players"), "{error}");
}
