//! Helpers shared by the integration tests: finding the reference data in `../shared/data`.
#![allow(dead_code)]

use std::path::PathBuf;

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
