//! Helpers of the rule tests: positions from FEN, legal moves as sorted strings, moves played
//! by their UCI strings; and of the evaluations' tests: every tunable weight read, the noisy
//! moves a game lists apart, the captures that lose their exchange, a position with the sides'
//! roles swapped.

use super::{Evaluate, GamePosition};

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

/// Each weight the tuner may move changes the score of one of `fens` when moved up or down (a
/// term at its cap moves only one way): none is left unread. The weights the bot plays with are
/// the evaluation's own.
pub fn assert_every_weight_is_read<P: super::Tunable>(fens: &[&str]) {
    let positions: Vec<P> = fens.iter().map(|f| pos(f)).collect();
    let scores = |w: &P::Weights| positions.iter().map(|p| p.evaluate_with(w)).collect::<Vec<_>>();
    let base = scores(&P::weights());
    assert_eq!(base, positions.iter().map(|p| p.evaluate()).collect::<Vec<_>>());
    let count = P::params(&mut P::weights()).len();
    for i in 0..count {
        let changes = [40, -40].map(|by| {
            let mut moved = P::weights();
            let (name, v) = P::params(&mut moved).swap_remove(i);
            *v += by;
            (name, scores(&moved) != base)
        });
        assert!(changes.iter().any(|c| c.1), "{} changes nothing", changes[0].0);
    }
}

/// In each of `fens` (out of check), the game's own list of noisy moves
/// ([`Evaluate::noisy_moves`]) is exactly its legal moves that are noisy, and there are some.
pub fn assert_noisy_moves_are_the_legal_noisy_ones<P: Evaluate>(fens: &[&str]) {
    for fen in fens {
        let p: P = pos(fen);
        let mut listed = Vec::new();
        assert!(p.noisy_moves(&mut listed), "{fen}: the game lists no noisy moves apart");
        let mut got: Vec<String> = listed.into_iter().map(|m| p.uci(m)).collect();
        got.sort();
        let want: Vec<String> = legal(&p).into_iter().filter(|uci| p.is_noisy(find(&p, uci))).collect();
        assert!(!want.is_empty(), "{fen}: no noisy move to compare");
        assert_eq!(got, want, "{fen}");
    }
}

/// Each capture (a position, the move's UCI) loses its exchange, or not, as the game's
/// [`Evaluate::losing_capture`] says.
pub fn assert_losing_captures<P: Evaluate>(cases: &[(&str, &str, bool)]) {
    for &(fen, uci, losing) in cases {
        let p: P = pos(fen);
        assert_eq!(p.losing_capture(find(&p, uci)), losing, "{fen} {uci}");
    }
}

/// The same position with the sides' roles swapped: the board turned half round, each piece
/// (a promoted one with its `+`) and each piece in hand given to the other side, and the other
/// side to move. For games whose camps are each other's turned half round (the shogis,
/// Sittuyin), where neither side may be favoured by where it sits.
pub fn turned(fen: &str) -> String {
    let swap = |c: char| if c.is_ascii_uppercase() { c.to_ascii_lowercase() } else { c.to_ascii_uppercase() };
    let mut fields = fen.split(' ');
    let placement = fields.next().expect("a board");
    let (board, hand) = placement.split_once('[').map_or((placement, None), |(b, h)| (b, Some(h)));
    let rows: Vec<String> = board
        .split('/')
        .rev()
        .map(|row| {
            let mut cells = Vec::new();
            let mut chars = row.chars();
            while let Some(c) = chars.next() {
                cells.push(match c {
                    '+' => format!("+{}", swap(chars.next().expect("a promoted piece"))),
                    c if c.is_ascii_digit() => c.to_string(),
                    c => swap(c).to_string(),
                });
            }
            cells.reverse();
            cells.concat()
        })
        .collect();
    let hand = hand.map_or(String::new(), |h| format!("[{}]", h.trim_end_matches(']').chars().map(swap).collect::<String>()));
    let turn = if fields.next() == Some("w") { "b" } else { "w" };
    format!("{}{hand} {turn} {}", rows.join("/"), fields.collect::<Vec<_>>().join(" "))
}
