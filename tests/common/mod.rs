//! Helpers shared by the integration tests: finding the reference data in `../shared/data`.
#![allow(dead_code)]

use std::path::PathBuf;

/// The variants' oracle data and differential checks (native only: `variants` is not in the
/// chess-only wasm build the browser tests use).
#[cfg(not(target_arch = "wasm32"))]
pub mod oracle;

/// The rule tests' helpers: a game of the registry from its position text, its legal moves.
#[cfg(not(target_arch = "wasm32"))]
pub mod rules;

/// The native UCI engine in a child process, for the UCI tests.
#[cfg(all(feature = "bot", not(target_arch = "wasm32")))]
pub mod uci_engine;

/// The shared reference-data folder: `$WASM_CHESS_SHARED`, else `../shared` beside the
/// checkout, else `/work/shared`. Tests fail (never skip) when it cannot be found.
pub fn shared_dir() -> PathBuf {
    let candidates = [
        std::env::var_os("WASM_CHESS_SHARED").map(PathBuf::from),
        Some(PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../shared")),
        Some(PathBuf::from("/work/shared")),
    ];
    candidates
        .into_iter()
        .flatten()
        .find(|p| p.join("data").is_dir())
        .expect("reference data not found: set WASM_CHESS_SHARED to the folder holding data/perft")
}

/// One line of a perft suite: `FEN<TAB>depth<TAB>nodes`.
pub struct PerftCase {
    pub fen: String,
    pub depth: u32,
    pub nodes: u64,
}

pub fn perft_suite(name: &str) -> Vec<PerftCase> {
    let path = shared_dir().join("data/perft").join(name);
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let cases: Vec<PerftCase> = text
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .map(|line| {
            let fields: Vec<&str> = line.split('\t').collect();
            assert_eq!(fields.len(), 3, "bad perft line: {line}");
            PerftCase {
                fen: fields[0].to_string(),
                depth: fields[1].parse().expect("depth"),
                nodes: fields[2].parse().expect("nodes"),
            }
        })
        .collect();
    assert!(!cases.is_empty(), "{} is empty", path.display());
    cases
}

/// Proves with python-chess alone (tests/python/prove_dead.py: every reachable position is
/// walked; none is checkmate) that each FEN is a dead position. Panics with the prover's
/// verdicts otherwise.
pub fn assert_proven_dead(fens: &[String]) {
    let verdicts = run_prover(fens, false);
    assert!(verdicts.0, "not proven dead by python-chess:\n{}", verdicts.1);
}

/// Shows with python-chess alone that a checkmate is reachable from each FEN (so it is not dead).
pub fn assert_proven_alive(fens: &[String]) {
    let verdicts = run_prover(fens, true);
    assert!(verdicts.0, "no reachable checkmate found by python-chess:\n{}", verdicts.1);
}

fn run_prover(fens: &[String], expect_alive: bool) -> (bool, String) {
    use std::io::Write;
    use std::process::{Command, Stdio};
    if fens.is_empty() {
        return (true, String::new());
    }
    let script = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/python/prove_dead.py");
    let mut command = Command::new("python3");
    command.arg(script);
    if expect_alive {
        command.arg("--expect-alive");
    }
    let mut child = command.stdin(Stdio::piped()).stdout(Stdio::piped()).spawn().expect("python3 runs");
    let input = fens.join("\n") + "\n";
    child.stdin.take().expect("stdin").write_all(input.as_bytes()).expect("write FENs");
    let output = child.wait_with_output().expect("prover finishes");
    let text = String::from_utf8_lossy(&output.stdout).into_owned();
    print!("{text}");
    (output.status.success() && text.lines().count() == fens.len(), text)
}

/// The moves (UCI) of the games of `random_games.jsonl.gz` whose number `keep` accepts.
pub fn random_game_moves(keep: impl Fn(usize) -> bool) -> Vec<Vec<String>> {
    use std::io::BufRead;
    let path = shared_dir().join("data/random_games.jsonl.gz");
    let file = std::fs::File::open(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let mut games: Vec<Vec<String>> = Vec::new();
    for line in std::io::BufReader::new(flate2::read::GzDecoder::new(file)).lines() {
        let value: serde_json::Value = serde_json::from_str(&line.expect("readable")).expect("JSON");
        let g = value["g"].as_u64().expect("game number") as usize;
        if !keep(g) {
            continue;
        }
        if value["ply"] == 0 {
            games.push(Vec::new());
        }
        if let (Some(game), Some(m)) = (games.last_mut(), value["played"].as_str()) {
            game.push(m.to_string());
        }
    }
    games
}
