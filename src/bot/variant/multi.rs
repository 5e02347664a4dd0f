//! The bot of the games of more than two players (`src/variants/multi/`).
//!
//! - Teams (four-player `teams`, eight-player `pairs`/`teams`) and the low levels of the
//!   free-for-all games: alpha-beta in the real turn order, the bot's team maximising and every
//!   other seat minimising ("paranoid"; exact when there are two teams).
//! - Free-for-all at the higher levels: best-reply search (Schadd & Winands 2011): between two
//!   moves of the bot only the single strongest reply of any opponent is played, the others
//!   pass; replies looked at are captures (and "nothing"), which keeps the 516-square board fast.
//! - Evaluation: own material and points (a point = a pawn) against the best opponent's
//!   (teams: team against team); an ended game by the bot's place in the ranking.
//! - Budgets by nodes, so the eight-player board answers within a second; a time cap
//!   (`limits.movetime_ms`, else [`SAFETY_MS`]) and the stop flag end a search early.

use crate::bot::clock::Clock;
use crate::bot::limits::Limits;
use crate::bot::score::Value;
use crate::bot::variant::Thought;
use crate::variants::multi::position::{kind_of, promoted, seat_of, End, Move, MoveKind, Pos};
use crate::variants::multi::rules::{Ranking, KING};
use crate::variants::multi::text::move_text;
use crate::variants::multi::MultiGame;
use std::sync::atomic::{AtomicBool, Ordering};

/// Centipawns per kind: K Q R B N P A(lfil) F(erz).
const MATERIAL: [Value; 8] = [0, 900, 500, 330, 320, 100, 230, 150];
const POINT: Value = 100;
const WIN: Value = 30_000;
const OUT: Value = 20_000;
/// Quiescence plies beyond the horizon (captures only).
const QUIESCENCE: i32 = 3;

/// How the bot searches a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Method {
    /// Alpha-beta in turn order, the bot's team against everyone else.
    Paranoid,
    /// Best-reply search (free-for-all).
    BestReply,
}

pub struct Search<'a> {
    root: u8,
    /// Asked every 256 nodes: stop now (the stop flag, the clock)?
    halt: &'a dyn Fn() -> bool,
    nodes: u64,
    budget: u64,
    out_of_nodes: bool,
}

/// The node budget of a level (1..=10): the eight-player board's search of the top level stays
/// within a second natively (about two in the browser); `limits.nodes` overrides it.
pub fn level_nodes(level: u32, cells: usize) -> u64 {
    let base = 60u64 << level.clamp(1, 10).min(8);
    if cells > 200 { base / 3 } else { base }
}

/// The method and depth cap of a level in a game.
pub fn level_method(level: u32, pos: &Pos) -> (Method, u32) {
    let free_for_all = !pos.rules.has_teams();
    match level {
        0..=2 => (Method::Paranoid, 1),
        3..=4 => (Method::Paranoid, 2),
        _ if free_for_all => (Method::BestReply, 8),
        _ => (Method::Paranoid, 8),
    }
}

/// The bot's move in `game` at `level`, within `limits` (nodes, depth); `None` once it is over.
/// Without a time limit the bot still stops after this long (the page stays responsive).
pub const SAFETY_MS: f64 = 1000.0;

pub fn think(game: &MultiGame, level: u32, limits: &Limits, clock: &dyn Clock, stop: &AtomicBool) -> Option<Thought> {
    if game.end().is_some() {
        return None;
    }
    let pos = game.position();
    let (method, max_depth) = level_method(level, pos);
    let budget = limits.nodes.unwrap_or_else(|| level_nodes(level, pos.cells()));
    let max_depth = limits.depth.unwrap_or(max_depth).max(1);
    let deadline = clock.now_ms() + limits.movetime_ms.unwrap_or(SAFETY_MS);
    let halt = || stop.load(Ordering::Relaxed) || clock.now_ms() > deadline;
    let (best, score, depth, nodes) = choose_until(pos, method, max_depth, budget, &halt);
    Some(Thought { best: Some(move_text(pos, best)), score, depth, nodes, pv: vec![move_text(pos, best)] })
}

/// Iterative deepening until the budget runs out: the best move, its score, depth, nodes.
pub fn choose(pos: &Pos, method: Method, max_depth: u32, budget: u64) -> (Move, Value, u32, u64) {
    choose_until(pos, method, max_depth, budget, &|| false)
}

/// [`choose`], stopping early when `halt` says so.
pub fn choose_until(pos: &Pos, method: Method, max_depth: u32, budget: u64, halt: &dyn Fn() -> bool) -> (Move, Value, u32, u64) {
    let mut legal = Vec::new();
    pos.legal_moves(&mut legal);
    let mut s = Search { root: pos.turn, halt, nodes: 0, budget, out_of_nodes: false };
    order(pos, &mut legal);
    let mut best = (legal[0], s.eval(pos), 0);
    if legal.len() == 1 {
        return (best.0, best.1, 0, 0);
    }
    for depth in 1..=max_depth as i32 {
        let mut alpha = -Value::MAX;
        let mut chosen = None;
        for &m in &legal {
            let mut child = pos.clone();
            child.play(m);
            let v = match method {
                Method::Paranoid => s.paranoid(&child, depth - 1, alpha, Value::MAX),
                Method::BestReply => s.best_reply(&child, depth - 1, alpha, Value::MAX, false),
            };
            if s.out_of_nodes {
                break;
            }
            if v > alpha {
                alpha = v;
                chosen = Some(m);
            }
        }
        if s.out_of_nodes && depth > 1 {
            break; // keep the last complete depth
        }
        if let Some(m) = chosen {
            best = (m, alpha, depth as u32);
            // search the best move first next time
            let i = legal.iter().position(|&x| x == m).unwrap();
            legal[..=i].rotate_right(1);
        }
        if s.out_of_nodes {
            break;
        }
    }
    (best.0, best.1, best.2, s.nodes)
}

fn victim_value(pos: &Pos, m: Move) -> Value {
    match m.kind {
        MoveKind::Pass | MoveKind::Castle(_) => 0,
        MoveKind::EnPassant => MATERIAL[5],
        MoveKind::Normal => {
            let q = pos.board[m.to as usize];
            let promo = m.promo.map_or(0, |k| MATERIAL[k as usize]);
            promo + if q == 0 { 0 } else if kind_of(q) == KING { 2 * MATERIAL[1] } else { MATERIAL[kind_of(q) as usize] }
        }
    }
}

fn is_capture(pos: &Pos, m: Move) -> bool {
    m.kind == MoveKind::EnPassant || (m.kind == MoveKind::Normal && pos.board[m.to as usize] != 0)
}

/// Captures first, the most valuable victims first.
fn order(pos: &Pos, moves: &mut [Move]) {
    moves.sort_by_key(|&m| -victim_value(pos, m));
}

impl Search<'_> {
    fn tick(&mut self) -> bool {
        self.nodes += 1;
        if self.nodes >= self.budget || (self.nodes % 256 == 0 && (self.halt)()) {
            self.out_of_nodes = true;
        }
        self.out_of_nodes
    }

    fn ours(&self, pos: &Pos, s: u8) -> bool {
        pos.rules.partners(s, self.root)
    }

    /// The position's worth for the bot's side.
    pub fn eval(&self, pos: &Pos) -> Value {
        if let Some(end) = pos.end() {
            return self.end_value(pos, &end);
        }
        let n = pos.n();
        let mut worth = [0 as Value; 8];
        for (s, w) in worth.iter_mut().enumerate().take(n) {
            *w = pos.scores[s] * POINT - if pos.alive(s as u8) { 0 } else { OUT };
        }
        for c in 0..pos.cells() {
            let p = pos.board[c];
            if p != 0 && pos.alive(seat_of(p)) {
                worth[seat_of(p) as usize] += if promoted(p) { MATERIAL[kind_of(p) as usize] * 9 / 10 } else { MATERIAL[kind_of(p) as usize] };
            }
        }
        if pos.rules.has_teams() {
            // my team against the strongest other team
            let team = |t: u8| (0..n).filter(|&s| pos.rules.team[s] == t).map(|s| worth[s]).sum::<Value>();
            let mine = pos.rules.team[self.root as usize];
            let best_other = pos.rules.team.iter().filter(|&&t| t != mine).map(|&t| team(t)).max().unwrap_or(0);
            team(mine) - best_other
        } else {
            let best_other = (0..n).filter(|&s| s != self.root as usize).map(|s| worth[s]).max().unwrap_or(0);
            worth[self.root as usize] - best_other
        }
    }

    fn end_value(&self, pos: &Pos, end: &End) -> Value {
        let place = end.places.iter().position(|g| g.iter().any(|&s| self.ours(pos, s))).unwrap_or(end.places.len());
        let shared = end.places.get(place).map_or(1, |g| g.len()) as Value;
        let tie_break = if pos.rules.ranking == Ranking::Score { end.scores[self.root as usize] } else { 0 };
        if place == 0 {
            WIN / shared + tie_break
        } else {
            -WIN / 2 - 2000 * place as Value + tie_break
        }
    }

    /// Alpha-beta in turn order: the bot's team maximises, everyone else minimises.
    fn paranoid(&mut self, pos: &Pos, depth: i32, mut alpha: Value, mut beta: Value) -> Value {
        if self.tick() || pos.end().is_some() {
            return self.eval(pos);
        }
        let max = self.ours(pos, pos.turn);
        let mut moves = Vec::new();
        pos.legal_moves(&mut moves);
        if depth <= 0 {
            if depth <= -QUIESCENCE {
                return self.eval(pos);
            }
            let stand = self.eval(pos);
            if max { alpha = alpha.max(stand) } else { beta = beta.min(stand) }
            if alpha >= beta {
                return stand;
            }
            moves.retain(|&m| is_capture(pos, m));
            if moves.is_empty() {
                return stand;
            }
        }
        order(pos, &mut moves);
        let mut best = if max { -Value::MAX } else { Value::MAX };
        if depth <= 0 {
            best = self.eval(pos);
        }
        for m in moves {
            let mut child = pos.clone();
            child.play(m);
            let v = self.paranoid(&child, depth - 1, alpha, beta);
            if max {
                best = best.max(v);
                alpha = alpha.max(v);
            } else {
                best = best.min(v);
                beta = beta.min(v);
            }
            if alpha >= beta || self.out_of_nodes {
                break;
            }
        }
        best
    }

    /// Best-reply search: `mine` layers are the bot's moves, the others the single strongest
    /// capture of any live opponent (or none: everyone passes).
    fn best_reply(&mut self, pos: &Pos, depth: i32, mut alpha: Value, mut beta: Value, mine: bool) -> Value {
        if self.tick() || pos.end().is_some() || !pos.alive(self.root) {
            return self.eval(pos);
        }
        let stand = self.eval(pos);
        if mine {
            let mut at_root = pos.clone();
            at_root.turn = self.root;
            let mut moves = Vec::new();
            at_root.moves_of(self.root, pos.turn == self.root, &mut moves);
            if depth <= 0 {
                if depth <= -QUIESCENCE {
                    return stand;
                }
                moves.retain(|&m| is_capture(&at_root, m));
                alpha = alpha.max(stand);
                if alpha >= beta || moves.is_empty() {
                    return stand;
                }
            }
            if moves.is_empty() {
                return stand;
            }
            order(&at_root, &mut moves);
            let mut best = if depth <= 0 { stand } else { -Value::MAX };
            for m in moves {
                let mut child = at_root.clone();
                child.play(m);
                let v = self.best_reply(&child, depth - 1, alpha, beta, false);
                best = best.max(v);
                alpha = alpha.max(v);
                if alpha >= beta || self.out_of_nodes {
                    break;
                }
            }
            best
        } else {
            // "nothing happens" is always a reply: the opponents' best is at most the static worth
            let mut best = stand;
            beta = beta.min(stand);
            if alpha >= beta || depth <= -QUIESCENCE {
                return best;
            }
            let mut replies = Vec::new();
            for o in (0..pos.n() as u8).filter(|&o| o != self.root && pos.alive(o)) {
                self.nodes += 1; // each opponent's move generation costs about a node
                let mut by = pos.clone();
                by.turn = o;
                let mut moves = Vec::new();
                by.moves_of(o, pos.turn == o, &mut moves);
                replies.extend(moves.into_iter().filter(|&m| is_capture(&by, m)).map(|m| (victim_value(&by, m), o, m)));
            }
            replies.sort_by_key(|r| -r.0);
            for (_, o, m) in replies {
                let mut child = pos.clone();
                child.turn = o;
                child.play(m);
                let v = self.best_reply(&child, depth - 1, alpha, beta, true);
                best = best.min(v);
                beta = beta.min(v);
                if alpha >= beta || self.out_of_nodes {
                    break;
                }
            }
            best
        }
    }
}

/// A player that takes the most valuable piece it can (the highest-scoring capture), else plays
/// a random move: the opponent the bot is measured against.
pub fn greedy_move(pos: &Pos, random: u64) -> Move {
    let mut moves = Vec::new();
    pos.legal_moves(&mut moves);
    let best = moves.iter().map(|&m| victim_value(pos, m)).max().unwrap_or(0);
    let top: Vec<Move> = moves.iter().copied().filter(|&m| victim_value(pos, m) == best).collect();
    top[(random % top.len() as u64) as usize]
}

/// A random legal move.
pub fn random_move(pos: &Pos, random: u64) -> Move {
    let mut moves = Vec::new();
    pos.legal_moves(&mut moves);
    moves[(random % moves.len() as u64) as usize]
}
