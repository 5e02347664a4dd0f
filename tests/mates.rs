//! The mate suite (`tests/data/mates.epd`, written by `scripts/mate-suite.py`): positions from
//! our engine's games against Stockfish with a forced mate in 1 to 4 for either side, each
//! distance verified with Stockfish's `go mate N`. The search must report the right sign and the
//! exact distance within a node budget (deterministic, unlike a time budget). `make test` runs
//! every eighth position; `make test-full` all of them (`--ignored`).

use std::sync::atomic::AtomicBool;
use wasm_chess::bot::score::mate_moves;
use wasm_chess::bot::{Engine, FrozenClock, Limits, DEFAULT_HASH_MB};
use wasm_chess::chess::Position;

/// Nodes a position may take, about a second natively. The hardest of the suite (mated in 4, and
/// a quiet queen move that mates in 4) need a little over half of it.
const BUDGET: u64 = 1_000_000;

struct Mate {
    fen: String,
    id: String,
    /// Moves to mate: positive when the side to move mates, negative when it is mated.
    dm: i32,
}

fn suite() -> Vec<Mate> {
    include_str!("data/mates.epd")
        .lines()
        .filter(|line| !line.is_empty() && !line.starts_with('#'))
        .map(|line| {
            let fields: Vec<&str> = line.split_whitespace().collect();
            let fen = format!("{} 0 1", fields[..4].join(" "));
            let rest = fields[4..].join(" ");
            let dm = rest.strip_prefix("dm ").and_then(|r| r.split(';').next()).and_then(|n| n.trim().parse().ok());
            let id = rest.split('"').nth(1).unwrap_or("?").to_string();
            Mate { fen, id, dm: dm.unwrap_or_else(|| panic!("no dm in {line}")) }
        })
        .collect()
}

/// The positions whose distance the search got wrong, with what it said. A search that mates
/// stops at the first mate in `dm` it proves; one that is mated, within the budget, when the
/// search has seen every defence fail.
fn misses(every: usize) -> Vec<String> {
    let mut wrong = Vec::new();
    let (mut count, mut most) = (0, 0);
    for mate in suite().iter().step_by(every) {
        let pos = Position::from_fen(&mate.fen).unwrap_or_else(|e| panic!("{}: {e}", mate.fen));
        let limits = Limits { mate: (mate.dm > 0).then_some(mate.dm as u32), ..Limits::nodes(BUDGET) };
        let report = Engine::new(DEFAULT_HASH_MB).unwrap().think(&[pos], &limits, &FrozenClock, &AtomicBool::new(false), &mut |_| {});
        let said = mate_moves(report.score);
        if said != Some(mate.dm) {
            wrong.push(format!("{} ({}): dm {}, the search said {said:?} at depth {}", mate.fen, mate.id, mate.dm, report.depth));
        }
        count += 1;
        most = most.max(report.nodes);
    }
    eprintln!("{} of {count} mates at their exact distance; the most nodes a position took: {most}", count - wrong.len());
    wrong
}

#[test]
fn the_suite_has_mates_of_every_distance_for_both_sides() {
    let suite = suite();
    for dm in [-4, -3, -2, -1, 1, 2, 3, 4] {
        assert!(suite.iter().any(|m| m.dm == dm), "no position with dm {dm}");
    }
}

#[test]
fn every_eighth_mate_of_the_suite_is_found_at_its_exact_distance() {
    let wrong = misses(8);
    assert!(wrong.is_empty(), "{} wrong:\n{}", wrong.len(), wrong.join("\n"));
}

#[test]
#[ignore = "the whole suite: make test-full"]
fn every_mate_of_the_suite_is_found_at_its_exact_distance() {
    let wrong = misses(1);
    assert!(wrong.is_empty(), "{} wrong:\n{}", wrong.len(), wrong.join("\n"));
}
