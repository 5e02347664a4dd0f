//! Playing levels. Weak levels play like people do: they look only a few moves ahead (and at
//! only a few captures beyond), so longer tactics escape them; now and then they misjudge
//! moves that are close in value and pick the second or third best — never one that is worse
//! than the best by more than the level's margin, so no random blunders. Each level's rating
//! was measured in matches (see README: Stockfish 15.1's UCI_Elo scale at 200 ms a move).
use super::limits::Limits;
use super::rng::Rng;
use super::score::Value;

/// Now and then (`chance_percent` of moves) every root move's score is blurred by up to
/// `margin_cp` and the best-looking one is played.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Misjudgement {
    pub chance_percent: u32,
    pub margin_cp: i32,
}

impl Misjudgement {
    /// Blurs each score by up to the margin and returns the best-looking move with its true
    /// score.
    pub fn pick<M: Copy>(&self, rng: &mut Rng, scored: &[(M, Value)]) -> Option<(M, Value)> {
        let mut best: Option<(M, Value, Value)> = None;
        for &(m, score) in scored {
            let blurred = score + (rng.next_u64() % (self.margin_cp.max(1) as u64 + 1)) as Value;
            if best.is_none_or(|(_, _, b)| blurred > b) {
                best = Some((m, score, blurred));
            }
        }
        best.map(|(m, score, _)| (m, score))
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Level {
    pub number: u32,
    pub name: &'static str,
    /// Measured rating on Stockfish 15.1's UCI_Elo scale (see README for how), with the
    /// hand-written evaluation.
    pub elo: u32,
    /// The rating measured with the chess network instead, for a level that evaluates with it
    /// where the engine has one (`Engine::set_network`); `None`: the level always evaluates by
    /// hand, as its rating was measured.
    pub network_elo: Option<u32>,
    pub max_depth: Option<u32>,
    pub max_nodes: Option<u64>,
    /// Captures looked at beyond the horizon (`None`: all).
    pub qsearch_plies: Option<usize>,
    pub misjudgement: Option<Misjudgement>,
}

const fn level(
    number: u32,
    name: &'static str,
    elo: u32,
    max_depth: Option<u32>,
    max_nodes: Option<u64>,
    qsearch_plies: Option<usize>,
    misjudgement: Option<(u32, i32)>,
) -> Level {
    Level {
        number,
        name,
        elo,
        network_elo: None,
        max_depth,
        max_nodes,
        qsearch_plies,
        misjudgement: match misjudgement {
            Some((chance_percent, margin_cp)) => Some(Misjudgement { chance_percent, margin_cp }),
            None => None,
        },
    }
}

/// Levels 1–6 search to a fixed depth, 7–9 to a fixed number of nodes: their strength does
/// not depend on the machine (native or wasm, fast or slow). Level 10 uses all the time given,
/// and alone evaluates with the network where the engine has one.
pub const LEVELS: [Level; 10] = [
    level(1, "Beginner", 740, Some(1), None, Some(1), Some((50, 300))),
    level(2, "Novice", 920, Some(1), None, Some(2), Some((35, 200))),
    level(3, "Casual", 1060, Some(2), None, Some(3), Some((30, 150))),
    level(4, "Improver", 1170, Some(3), None, Some(4), Some((25, 110))),
    level(5, "Club", 1300, Some(4), None, None, Some((20, 80))),
    level(6, "Strong club", 1520, Some(5), None, None, Some((15, 50))),
    level(7, "Advanced", 1710, None, Some(4_000), None, Some((10, 30))),
    level(8, "Expert", 1970, None, Some(20_000), None, None),
    level(9, "Candidate master", 2060, None, Some(100_000), None, None),
    Level { network_elo: Some(2194), ..level(10, "Maximum", 2090, None, None, None, None) },
];

impl Level {
    /// The caller's limits, within the level's depth and nodes.
    pub fn bound(&self, limits: &Limits) -> Limits {
        let mut limits = limits.clone();
        limits.depth = min_option(limits.depth, self.max_depth);
        limits.nodes = min_option(limits.nodes, self.max_nodes);
        limits
    }
}

fn min_option<T: Ord>(a: Option<T>, b: Option<T>) -> Option<T> {
    match (a, b) {
        (Some(a), Some(b)) => Some(a.min(b)),
        (a, None) => a,
        (None, b) => b,
    }
}

pub const MAX_LEVEL: u32 = LEVELS.len() as u32;

/// The level numbered `n`, clamped to `1..=MAX_LEVEL`.
pub fn by_number(n: u32) -> &'static Level {
    &LEVELS[(n.clamp(1, MAX_LEVEL) - 1) as usize]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn levels_are_numbered_in_order_and_the_top_one_is_unrestricted() {
        for (i, l) in LEVELS.iter().enumerate() {
            assert_eq!(l.number, i as u32 + 1);
        }
        let top = by_number(MAX_LEVEL);
        assert_eq!((top.max_depth, top.max_nodes, top.qsearch_plies, top.misjudgement), (None, None, None, None));
        assert_eq!(by_number(0).number, 1);
        assert_eq!(by_number(99).number, MAX_LEVEL);
    }

    #[test]
    fn a_level_tightens_the_callers_limits_and_never_loosens_them() {
        let level = by_number(3);
        let (depth, nodes) = (level.max_depth.unwrap(), 1_000);
        let loose = Limits { depth: Some(depth + 5), nodes: Some(nodes), ..Limits::default() };
        let bound = level.bound(&loose);
        assert_eq!((bound.depth, bound.nodes), (Some(depth), Some(nodes)));
        let tight = Limits { depth: Some(1), ..Limits::default() };
        assert_eq!(level.bound(&tight).depth, Some(1));
        let top = by_number(MAX_LEVEL).bound(&Limits::movetime(200.0));
        assert_eq!((top.depth, top.nodes, top.movetime_ms), (None, None, Some(200.0)));
    }

    #[test]
    fn every_level_has_a_measured_rating_and_each_is_stronger_than_the_one_below() {
        assert!(LEVELS.iter().all(|l| l.elo > 0), "a level without its measured rating");
        // The network plays stronger than the hand-written evaluation it replaces.
        assert!(LEVELS.iter().all(|l| l.network_elo.is_none_or(|n| n > l.elo)));
        for pair in LEVELS.windows(2) {
            assert!(pair[0].elo < pair[1].elo, "level {} is rated above level {}", pair[0].number, pair[1].number);
        }
    }
}
