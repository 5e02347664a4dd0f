//! The rule tests' view of a game: one game of the registry, made from its position text and asked
//! through the string API every page and binding uses (legal moves as `uci` strings, `play`,
//! `status`).

use wasm_chess::variants::{from_fen, AnyGame};

/// `variant` from `fen`; a position the test gets wrong fails the test with the reason.
pub fn game(variant: &str, fen: &str) -> Box<dyn AnyGame> {
    from_fen(variant, fen).unwrap_or_else(|e| panic!("{variant} {fen}: {e}"))
}

/// The legal moves' `uci` strings, sorted.
pub fn legal(g: &dyn AnyGame) -> Vec<String> {
    let mut moves: Vec<String> = g.legal_moves().into_iter().map(|m| m.uci).collect();
    moves.sort();
    moves
}

/// `moves` as sorted strings, to compare with `legal`.
pub fn sorted(moves: &[&str]) -> Vec<String> {
    let mut list: Vec<String> = moves.iter().map(|m| m.to_string()).collect();
    list.sort();
    list
}

/// Plays `moves` in order; a move the game refuses fails the test.
pub fn play_all(g: &mut dyn AnyGame, moves: &[&str]) {
    for m in moves {
        g.play(m).unwrap_or_else(|e| panic!("{m}: {e}"));
    }
}

/// How the game ended, as (winner, reason name), or `None` while it goes on.
pub fn end(g: &dyn AnyGame) -> Option<(Option<u8>, &'static str)> {
    g.status().outcome.map(|o| (o.winner, o.reason.name()))
}

/// A move between two named cells split into them: `a10a9` → ("a10", "a9").
pub fn split(uci: &str) -> (&str, &str) {
    let second_file = uci[1..].find(|c: char| c.is_ascii_alphabetic()).expect("two squares") + 1;
    (&uci[..second_file], &uci[second_file..])
}

/// The cells the piece on `from` may move to, sorted (its own cell for a pass where there is one).
pub fn targets(g: &dyn AnyGame, from: &str) -> Vec<String> {
    let mut to: Vec<String> =
        g.legal_moves().iter().map(|m| split(&m.uci)).filter(|&(f, _)| f == from).map(|(_, t)| t.to_string()).collect();
    to.sort();
    to
}
