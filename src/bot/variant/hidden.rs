//! Games with hidden information (Fog of War): the bot decides from what its side has seen.
//! The game draws K full positions its side could be facing ([`Evaluate::guesses`]); [`think`]
//! scores every legal move by a shallow search on each and plays the best average. The true
//! position is never searched.

use super::search::Search;
use super::{Thought, VariantBot};
use crate::bot::clock::Clock;
use crate::bot::limits::Limits;
use crate::bot::score::Value;
use crate::variants::{Evaluate, Referee};
use std::sync::atomic::AtomicBool;

/// Samples at the top level; weaker levels take fewer.
const SAMPLES: usize = 12;
/// A sample's score is bounded so that one sample's mate does not drown the others.
const SCORE_CAP: Value = 3_000;
/// How far below a sample's best move another is scored exactly (centipawns): a worse one
/// only shows that it is at least this much worse there, which is cheaper to prove.
const SAMPLE_WINDOW: Value = 300;
/// Deepest search per sample (plies).
const MAX_DEPTH: u32 = 4;

/// How many positions the bot at `level` decides on.
pub fn samples(level: u32) -> usize {
    if level >= 8 {
        SAMPLES
    } else {
        (level as usize + 2).min(SAMPLES)
    }
}

/// Scores every legal move of `game` on each of `guesses`, deepening while the limits allow,
/// and plays the best average (the level blurs it as in the other games).
pub fn think<P: Evaluate>(bot: &mut VariantBot, game: &Referee<P>, guesses: &[P], limits: &Limits, clock: &dyn Clock, stop: &AtomicBool) -> Thought {
    let root = game.position();
    let legal: Vec<String> = game.legal_moves().iter().map(|&m| root.uci(m)).collect();
    if legal.is_empty() {
        return Thought { best: None, score: 0, depth: 0, nodes: 0, pv: Vec::new() };
    }
    let limits = bot.level.bound(limits);
    let level = bot.level;
    let max_depth = limits.depth.unwrap_or(MAX_DEPTH).clamp(1, MAX_DEPTH);
    let chance = bot.rng.next_u64() % 100;
    let qsearch_plies = level.qsearch_plies;
    let table = bot.table::<P::Move>();

    // For each legal move (in the game's order): the sum of its scores and how many samples.
    let mut best_totals: Option<Vec<(i64, u32)>> = None;
    let mut depth_done = 0;
    let mut nodes = 0;
    let mut search = Search::<P>::new(table, clock, stop, &[], qsearch_plies);
    search.limit(&limits, super::color_of(root.turn()));
    'deepen: for depth in 1..=max_depth {
        let mut totals = vec![(0i64, 0u32); legal.len()];
        for sample in guesses {
            let mut moves = Vec::new();
            sample.legal_moves(&mut moves);
            let mut chosen: Vec<(usize, P::Move)> = legal.iter().enumerate().filter_map(|(i, text)| moves.iter().find(|&&m| sample.uci(m) == *text).map(|&m| (i, m))).collect();
            // The best moves of the depth before first: the window under them is then narrow
            // from the start.
            if let Some(before) = &best_totals {
                chosen.sort_by_key(|&(i, _)| std::cmp::Reverse(before[i].0 / before[i].1.max(1) as i64));
            }
            let list: Vec<P::Move> = chosen.iter().map(|&(_, m)| m).collect();
            let scored = search.score_moves(sample, &list, depth as i32, SAMPLE_WINDOW);
            if search.aborted() {
                break 'deepen;
            }
            for ((i, _), (_, v)) in chosen.iter().zip(scored) {
                totals[*i].0 += v.clamp(-SCORE_CAP, SCORE_CAP) as i64;
                totals[*i].1 += 1;
            }
        }
        best_totals = Some(totals);
        depth_done = depth;
        nodes = search.nodes;
        if !search.may_deepen() {
            break;
        }
    }
    nodes = nodes.max(search.nodes);
    // Not even one depth in time: the first legal move, unscored.
    let Some(totals) = best_totals else {
        return Thought { best: Some(legal[0].clone()), score: 0, depth: 0, nodes, pv: vec![legal[0].clone()] };
    };
    let averages: Vec<(usize, Value)> = totals.iter().enumerate().filter(|(_, t)| t.1 > 0).map(|(i, t)| (i, (t.0 / t.1 as i64) as Value)).collect();
    let mut pick = averages.iter().copied().max_by_key(|&(i, v)| (v, std::cmp::Reverse(i)));
    if let Some(m) = level.misjudgement {
        if chance < m.chance_percent as u64 {
            pick = m.pick(&mut bot.rng, &averages).or(pick);
        }
    }
    let (i, score) = pick.unwrap_or((0, 0));
    let best = legal[i].clone();
    Thought { best: Some(best.clone()), score, depth: depth_done, nodes, pv: vec![best] }
}
