//! Differential test against python-chess: `../shared/data/random_games.jsonl.gz` (394,503
//! positions of 1,648 random games, written by python-chess 1.11.2). Every game is replayed
//! through [`Game`] and compared at every ply: FEN, the set of legal moves, the SAN of each,
//! check, the claimable draws (now, and "with the move that completes it"), and the outcome at
//! the end. A sample runs in `cargo test`; the whole file under `make test-full` (release).
//! The JavaScript API gets the same comparison in tests/js/differential.mjs.

mod common;

use flate2::read::GzDecoder;
use serde::Deserialize;
use std::io::{BufRead, BufReader};
use wasm_chess::chess::{dead, uci, CastlingMode};
use wasm_chess::game::{Claim, EndReason, Game};

#[derive(Deserialize)]
struct Line {
    g: usize,
    ply: usize,
    fen: String,
    moves: Vec<String>,
    san: Vec<String>,
    status: Vec<String>,
    played: Option<String>,
    end: Option<End>,
}

#[derive(Deserialize)]
struct End {
    termination: String,
    result: String,
}

#[derive(Default)]
struct Report {
    games: usize,
    positions: usize,
    mismatches: Vec<String>,
    /// Positions we call dead where python-chess plays on (each must be proven dead separately).
    dead_early: Vec<String>,
}

fn expected_reason(termination: &str) -> Option<EndReason> {
    Some(match termination {
        "checkmate" => EndReason::Checkmate,
        "stalemate" => EndReason::Stalemate,
        "insufficient_material" => EndReason::InsufficientMaterial,
        "seventyfive_moves" => EndReason::SeventyFiveMoves,
        "fivefold_repetition" => EndReason::Fivefold,
        _ => return None,
    })
}

/// Compares one position. After a position we call dead and python-chess plays on, the game is
/// over for us: the rest of it is compared position by position (`history` false: no claims,
/// no "game goes on"), and the dead position itself must be proven dead independently.
fn compare(line: &Line, game: &Game, history: bool, report: &mut Report) {
    let mut fail = |what: String| report.mismatches.push(format!("game {} ply {}: {what}", line.g, line.ply));
    let pos = game.position();
    if pos.fen() != line.fen {
        fail(format!("FEN {} != {}", pos.fen(), line.fen));
        return;
    }
    let legal = pos.legal_moves();
    let mut ours: Vec<(String, String)> = legal
        .iter()
        .map(|&m| (uci::to_uci(m, CastlingMode::Standard), wasm_chess::chess::san::to_san_in(pos, m, &legal)))
        .collect();
    ours.sort();
    let theirs: Vec<(String, String)> = line.moves.iter().cloned().zip(line.san.iter().cloned()).collect();
    if ours != theirs {
        fail(format!("moves differ:\n  ours   {ours:?}\n  theirs {theirs:?}"));
    }
    let flag = |name: &str| line.status.iter().any(|s| s == name);
    if pos.is_check() != flag("check") {
        fail(format!("check: ours {}, theirs {}", pos.is_check(), flag("check")));
    }

    let outcome = game.outcome();
    match (&line.end, outcome) {
        (Some(end), Some(o)) => {
            let result = o.result();
            if expected_reason(&end.termination) != Some(o.reason) || result != end.result {
                fail(format!("outcome: ours {} {result}, theirs {} {}", o.reason.name(), end.termination, end.result));
            }
        }
        (Some(end), None) => fail(format!("game goes on, theirs ends: {}", end.termination)),
        (None, Some(o)) if o.reason == EndReason::DeadPosition => {
            if history {
                report.dead_early.push(line.fen.clone());
            }
        }
        (None, Some(o)) => fail(format!("game over ({}), theirs goes on", o.reason.name())),
        (None, None) => {}
    }
    if outcome.is_none() && history {
        let claimable = game.claimable();
        for (claim, name) in [(Claim::Repetition, "threefold"), (Claim::MoveRule, "fifty_moves")] {
            if claimable.contains(&claim) != flag(name) {
                fail(format!("claimable {}: ours {}, theirs {}", claim.name(), claimable.contains(&claim), flag(name)));
            }
        }
        for (claim, name) in [(Claim::Repetition, "can_claim_threefold"), (Claim::MoveRule, "can_claim_fifty")] {
            let ours = claimable.contains(&claim) || legal.iter().any(|&m| game.claim_holds_after(m, claim));
            if ours != flag(name) {
                fail(format!("{name}: ours {ours}, theirs {}", flag(name)));
            }
        }
    }
    // Soundness of the dead-position test: a position python-chess ends by checkmate is never dead.
    if flag("checkmate") && dead::is_dead(pos) {
        fail("a checkmate called dead".to_string());
    }
}

/// Replays the games whose number `keep` accepts.
fn run(keep: impl Fn(usize) -> bool) -> Report {
    let path = common::shared_dir().join("data/random_games.jsonl.gz");
    let file = std::fs::File::open(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let mut report = Report::default();
    let mut game = Game::new();
    // Whether `game` holds the whole history (false once we have called the game dead).
    let mut history = true;
    for text in BufReader::new(GzDecoder::new(file)).lines() {
        let text = text.expect("readable data");
        let line: Line = serde_json::from_str(&text).expect("a JSON line");
        if !keep(line.g) {
            continue;
        }
        if line.ply == 0 {
            game = Game::new();
            history = true;
            report.games += 1;
        }
        if !history {
            game = Game::from_fen(&line.fen).expect("python-chess writes valid FENs");
        }
        report.positions += 1;
        compare(&line, &game, history, &mut report);
        if game.outcome().is_some_and(|o| o.reason == EndReason::DeadPosition) {
            history = false;
        }
        if let (Some(played), true) = (&line.played, history) {
            if let Err(e) = game.play(played) {
                report.mismatches.push(format!("game {} ply {}: cannot play {played}: {e}", line.g, line.ply));
                history = false;
            }
        }
        assert!(report.mismatches.len() < 50, "too many mismatches:\n{}", report.mismatches.join("\n"));
    }
    report
}

fn check(report: Report) {
    println!(
        "{} games, {} positions, {} mismatches, {} positions called dead before python-chess ends the game",
        report.games,
        report.positions,
        report.mismatches.len(),
        report.dead_early.len()
    );
    for fen in &report.dead_early {
        println!("dead early: {fen}");
    }
    assert!(report.games > 0 && report.positions > 0, "no data compared");
    assert!(report.mismatches.is_empty(), "{}", report.mismatches.join("\n"));
    common::assert_proven_dead(&report.dead_early);
}

#[test]
fn sample_of_games_agrees_with_python_chess() {
    check(run(|g| g % 25 == 0));
}

#[test]
#[ignore = "394,503 positions: run in release by `make test-full`"]
fn every_game_agrees_with_python_chess() {
    check(run(|_| true));
}
