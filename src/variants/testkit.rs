//! Helpers of the rule tests: positions from FEN, legal moves as sorted strings, moves played
//! by their UCI strings.

use super::GamePosition;

pub fn pos<P: GamePosition>(fen: &str) -> P {
    P::from_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

pub fn legal<P: GamePosition>(p: &P) -> Vec<String> {
    let mut list = Vec::new();
    p.legal_moves(&mut list);
    let mut ucis: Vec<String> = list.iter().map(|&m| p.uci(m)).collect();
    ucis.sort();
    ucis
}

/// The move of `p` written `uci` (panics when it is not legal).
pub fn find<P: GamePosition>(p: &P, uci: &str) -> P::Move {
    let mut list = Vec::new();
    p.legal_moves(&mut list);
    list.into_iter().find(|&m| p.uci(m) == uci).unwrap_or_else(|| panic!("{uci} is not legal in {p:?}"))
}

/// The position after the moves `ucis` from `fen`.
pub fn after<P: GamePosition>(fen: &str, ucis: &[&str]) -> P {
    let mut p: P = pos(fen);
    for uci in ucis {
        let m = find(&p, uci);
        p.play(m);
    }
    p
}
