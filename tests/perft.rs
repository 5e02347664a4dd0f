//! Perft against the reference suites in `../shared/data/perft` (computed by Stockfish and
//! python-chess). The quick suites run in `make test`; the full ones are `#[ignore]`d and run in
//! release by `make test-full`.

mod common;

use wasm_chess::chess::perft::{perft, perft_full};
use wasm_chess::chess::{CastlingMode, Position};

fn check_suite(name: &str, mode: CastlingMode) {
    let cases = common::perft_suite(name);
    let mut failures = Vec::new();
    for case in &cases {
        let pos = Position::from_fen_in(&case.fen, mode).unwrap_or_else(|e| panic!("{}: {e}", case.fen));
        let got = perft(&pos, case.depth).expect("suite depths are shallow");
        if got != case.nodes {
            failures.push(format!("{}\tdepth {}: expected {}, got {}", case.fen, case.depth, case.nodes, got));
        }
    }
    assert!(failures.is_empty(), "{} of {} {name} rows differ:\n{}", failures.len(), cases.len(), failures.join("\n"));
}

#[test]
fn quick_suite() {
    check_suite("quick.tsv", CastlingMode::Standard);
}

#[test]
fn chess960_quick_suite() {
    check_suite("chess960_quick.tsv", CastlingMode::Chess960);
}

/// Full make at the leaves must count the same as bulk counting.
#[test]
fn full_and_bulk_counting_agree() {
    for case in common::perft_suite("quick.tsv").iter().filter(|c| c.nodes < 20_000) {
        let pos = Position::from_fen(&case.fen).unwrap();
        assert_eq!(perft_full(&pos, case.depth), Ok(case.nodes), "{}", case.fen);
    }
}

#[test]
#[ignore = "456M nodes: run in release by `make test-full`"]
fn standard_suite() {
    check_suite("standard.tsv", CastlingMode::Standard);
}

#[test]
#[ignore = "129M nodes: run in release by `make test-full`"]
fn chess960_suite() {
    check_suite("chess960.tsv", CastlingMode::Chess960);
}
