//! What bounds a search: depth, nodes, a fixed time per move, or a game clock — and how a game
//! clock becomes a time budget for one move.

use crate::chess::{Color, Move};

/// Search limits, all optional; with none set the search runs until stopped.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Limits {
    /// Think exactly this long (minus a small safety margin).
    pub movetime_ms: Option<f64>,
    /// Stop after this many plies of iterative deepening.
    pub depth: Option<u32>,
    /// Stop after about this many nodes.
    pub nodes: Option<u64>,
    /// A game clock: time left and increment per move for each side (index by `Color::index`).
    pub time_ms: [Option<f64>; 2],
    pub inc_ms: [f64; 2],
    /// Moves until the next time control, if the clock has one.
    pub moves_to_go: Option<u32>,
    /// Stop once a mate in at most this many moves is found.
    pub mate: Option<u32>,
    /// Choose only among these root moves (the legal ones among them); empty: every move.
    pub search_moves: Vec<Move>,
}

impl Limits {
    pub fn depth(depth: u32) -> Limits {
        Limits { depth: Some(depth), ..Limits::default() }
    }

    pub fn movetime(ms: f64) -> Limits {
        Limits { movetime_ms: Some(ms), ..Limits::default() }
    }

    pub fn nodes(nodes: u64) -> Limits {
        Limits { nodes: Some(nodes), ..Limits::default() }
    }

    /// How long the side to move may think.
    pub fn budget(&self, turn: Color) -> TimeBudget {
        // What a move costs us beyond the search itself: the GUI round trip, process wake-up.
        const OVERHEAD_MS: f64 = 15.0;
        let mut budget = TimeBudget::UNLIMITED;
        if let Some(movetime) = self.movetime_ms {
            let hard = (movetime - OVERHEAD_MS.min(movetime * 0.2)).max(1.0);
            budget = TimeBudget { soft_ms: hard, hard_ms: hard };
        }
        if let Some(left) = self.time_ms[turn.index()] {
            let inc = self.inc_ms[turn.index()];
            let usable = (left - 2.0 * OVERHEAD_MS).max(left * 0.05).max(1.0);
            let moves = self.moves_to_go.unwrap_or(28).clamp(1, 40) as f64;
            let target = usable / moves + inc * 0.8;
            // Never plan to spend more than a fraction of what is left, whatever the increment.
            let hard = (target * 3.0).min(usable * if moves <= 1.0 { 0.9 } else { 0.4 });
            let soft = (target * 0.7).min(hard);
            budget = TimeBudget { soft_ms: budget.soft_ms.min(soft), hard_ms: budget.hard_ms.min(hard) };
        }
        budget
    }
}

/// A UCI `go` command, read once for chess and every other game.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Go<'a> {
    /// Everything but `searchmoves`, whose moves only the game can read.
    pub limits: Limits,
    /// The words after `searchmoves`, up to the next keyword of `go`.
    pub search_moves: Vec<&'a str>,
    /// `infinite`: the answer waits for `stop`.
    pub infinite: bool,
    /// `ponder`: the answer waits for `ponderhit` or `stop`.
    pub ponder: bool,
}

/// The words of `go` (after `go` itself). A keyword with a missing or unreadable number is
/// left unset.
pub fn parse_go<'a>(args: &[&'a str]) -> Go<'a> {
    const KEYWORDS: [&str; 12] = ["searchmoves", "ponder", "wtime", "btime", "winc", "binc", "movestogo", "depth", "nodes", "mate", "movetime", "infinite"];
    let mut go = Go::default();
    let number = |i: usize| args.get(i + 1).and_then(|v| v.parse::<f64>().ok());
    let limits = &mut go.limits;
    for (i, &word) in args.iter().enumerate() {
        match word {
            "searchmoves" => go.search_moves = args[i + 1..].iter().copied().take_while(|w| !KEYWORDS.contains(w)).collect(),
            "mate" => limits.mate = number(i).map(|n| n as u32),
            "movetime" => limits.movetime_ms = number(i),
            "depth" => limits.depth = number(i).map(|d| d as u32),
            "nodes" => limits.nodes = number(i).map(|n| n as u64),
            "wtime" => limits.time_ms[0] = number(i),
            "btime" => limits.time_ms[1] = number(i),
            "winc" => limits.inc_ms[0] = number(i).unwrap_or(0.0),
            "binc" => limits.inc_ms[1] = number(i).unwrap_or(0.0),
            "movestogo" => limits.moves_to_go = number(i).map(|n| n as u32),
            "infinite" => go.infinite = true,
            "ponder" => go.ponder = true,
            _ => {}
        }
    }
    go
}

/// Milliseconds a search may use: it starts no new iteration after `soft_ms`, and stops
/// mid-iteration at `hard_ms`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct TimeBudget {
    pub soft_ms: f64,
    pub hard_ms: f64,
}

impl TimeBudget {
    pub const UNLIMITED: TimeBudget = TimeBudget { soft_ms: f64::INFINITY, hard_ms: f64::INFINITY };
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_go_command_gives_its_limits_its_search_moves_and_whether_it_waits() {
        let go = parse_go(&["wtime", "1000", "btime", "900", "winc", "10", "searchmoves", "e2e4", "d2d4", "depth", "7", "ponder"]);
        assert_eq!(go.limits.time_ms, [Some(1000.0), Some(900.0)]);
        assert_eq!(go.limits.inc_ms, [10.0, 0.0]);
        assert_eq!(go.limits.depth, Some(7));
        assert_eq!(go.search_moves, ["e2e4", "d2d4"]);
        assert!(go.ponder && !go.infinite);
        let go = parse_go(&["movetime", "x", "nodes", "5000", "mate", "3", "infinite"]);
        assert_eq!((go.limits.movetime_ms, go.limits.nodes, go.limits.mate, go.infinite), (None, Some(5000), Some(3), true));
    }

    #[test]
    fn movetime_keeps_a_safety_margin() {
        let b = Limits::movetime(200.0).budget(Color::White);
        assert!(b.hard_ms < 200.0 && b.hard_ms > 150.0, "{b:?}");
    }

    #[test]
    fn a_game_clock_spends_a_fraction_of_the_time_left() {
        let limits = Limits { time_ms: [Some(60_000.0), Some(1_000.0)], inc_ms: [0.0, 0.0], ..Limits::default() };
        let white = limits.budget(Color::White);
        let black = limits.budget(Color::Black);
        assert!(white.hard_ms < 60_000.0 * 0.4 && white.soft_ms < white.hard_ms, "{white:?}");
        assert!(black.hard_ms < 400.0, "{black:?}");
    }

    #[test]
    fn the_last_move_before_the_control_may_use_most_of_the_time() {
        let limits = Limits { time_ms: [Some(10_000.0), None], moves_to_go: Some(1), ..Limits::default() };
        let b = limits.budget(Color::White);
        assert!(b.hard_ms > 5_000.0 && b.hard_ms < 10_000.0, "{b:?}");
    }

    #[test]
    fn no_limit_means_no_deadline() {
        assert_eq!(Limits::depth(5).budget(Color::White), TimeBudget::UNLIMITED);
    }
}
