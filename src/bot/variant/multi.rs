//! The bot of the games of more than two players (`src/variants/multi/`).
//!
//! - Teams (four-player `teams`, eight-player `pairs`/`teams`) and the low levels of the
//!   free-for-all games: alpha-beta in the real turn order, the bot's team maximising and every
//!   other seat minimising ("paranoid"; exact when there are two teams).
//! - Free-for-all at the higher levels: best-reply search (Schadd & Winands 2011): between two
//!   moves of the bot only the single strongest reply of any opponent is played, the others
//!   pass; replies looked at are captures, checks to the bot's king, the steps of a hunted king,
//!   every move of an opponent in check (it must answer), and "nothing" — unless someone must
//!   answer a check or a hunted bare king must step. That keeps the 516-square board fast and
//!   mating nets real. With one opponent left the game is one of two: plain alpha-beta.
//! - Evaluation: own material and points (a point = a pawn) against the best opponent's
//!   (teams: team against team), pawns by their steps to promotion; last king standing: each
//!   opponent out is worth more than an army. When the bot's side has a clear surplus of pieces
//!   over an opponent, that opponent's king hemmed in at the edge with the bot's king near is
//!   worth something too, and the bot's pieces near it ("hunting": what turns a won army into
//!   mates).
//! - Mates: a move that gives check is searched a ply deeper (a few times on one line); a seat
//!   mated but waiting for its turn to go (Four Seasons) counts as out, unless a seat that moves
//!   first could free it; a seat going out or the game ending stops the line, the sooner the
//!   better (the quickest mate first).
//! - Budgets by nodes, so the eight-player board answers within a second; a time cap
//!   (`limits.movetime_ms`, else [`SAFETY_MS`]) and the stop flag end a search early.

use crate::bot::clock::Clock;
use crate::bot::limits::Limits;
use crate::bot::score::Value;
use crate::bot::variant::Thought;
use crate::variants::multi::board::{Board, Cell};
use crate::variants::multi::position::{dir_of, kind_of, promoted, seat_of, End, Move, MoveKind, Pos, MAX_SEATS, NO_CELL};
use crate::variants::multi::rules::{Ranking, ALFIL, BISHOP, FERZ, KING, KNIGHT, PAWN, QUEEN, ROOK};
use crate::variants::multi::text::move_text;
use crate::variants::multi::MultiGame;
use crate::variants::AnyGame;
use std::collections::VecDeque;
use std::sync::atomic::{AtomicBool, Ordering};

/// Centipawns per kind: K Q R B N P A(lfil) F(erz).
const MATERIAL: [Value; 8] = [0, 900, 500, 330, 320, 100, 230, 150];
const POINT: Value = 100;
/// A won game: above any evaluation, which counts points (a point = a pawn) and may run to
/// hundreds of points on the 516-square board (a smaller WIN kept the bot from ever ending a
/// game it led by that much).
const WIN: Value = 1_000_000;
const OUT: Value = 20_000;
/// Last king standing: an opponent out is worth more than a whole army of Four Seasons.
const KING_OUT: Value = 2000;
/// Each ply further away a seat goes out or the game ends costs this much: the quickest mate first.
const DELAY: Value = 10;
/// Quiescence plies beyond the horizon (captures only).
const QUIESCENCE: i32 = 3;
/// The share (1/n) of an attacked piece's worth counted lost (free-for-all, two opponents or more).
const EN_PRISE: Value = 4;
/// Check extensions on one line.
const EXTENSIONS: i32 = 4;
/// A pawn's bonus by its steps to promotion (1, 2, … steps; further: nothing), in hundredths of
/// what promoting gains (at least a pawn, at most four: a pawn a step from a queen is not a queen).
const PAWN_STEPS: [Value; 7] = [0, 45, 30, 20, 12, 6, 3];
/// The surplus of pieces (kings and pawns aside) over an opponent from which the bot hunts its king.
const HUNT_SURPLUS: Value = 300;

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
    geometry: Geometry,
    /// Seats out (or mated, waiting for their turn) at the root.
    root_gone: usize,
}

/// The node budget of a level (1..=10), by the board's size (a node costs about 3 µs natively
/// on 8×8, 15 µs on the 160-square cross, 25–40 µs on the 516-square board): the top level's
/// search stays within about a fifth of a second natively on every board, so the browser
/// answers within a second; each level below has half the budget of the one above (and levels
/// 1–4 search only a ply or two); `limits.nodes` overrides it.
pub fn level_nodes(level: u32, cells: usize) -> u64 {
    let base = 15_360u64 >> (10 - level.clamp(1, 10));
    match cells {
        0..=100 => base * 4,
        101..=200 => base,
        _ => base / 3,
    }
}

/// The method and depth cap of a level in a game.
pub fn level_method(level: u32, pos: &Pos) -> (Method, u32) {
    // one opponent left: a game of two, where alpha-beta is exact (the opponent cannot pass,
    // so the mates that need it to move are seen)
    let free_for_all = !pos.rules.has_teams() && live_opponents(pos) > 1;
    match level {
        0..=2 => (Method::Paranoid, 1),
        3..=4 => (Method::Paranoid, 2),
        // as deep as the node budget goes: an endgame of few pieces sees its mates
        _ if free_for_all => (Method::BestReply, 32),
        _ => (Method::Paranoid, 32),
    }
}

/// The seats still playing against the side to move.
fn live_opponents(pos: &Pos) -> usize {
    (0..pos.n() as u8).filter(|&s| pos.alive(s) && !pos.rules.partners(s, pos.turn)).count()
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
    let (best, score, depth, nodes) = choose_until(pos, &seen_before(game), method, max_depth, budget, &halt);
    Some(Thought { best: Some(move_text(pos, best)), score, depth, nodes, pv: vec![move_text(pos, best)] })
}

/// Iterative deepening until the budget runs out: the best move, its score, depth, nodes.
pub fn choose(pos: &Pos, method: Method, max_depth: u32, budget: u64) -> (Move, Value, u32, u64) {
    choose_until(pos, &[], method, max_depth, budget, &|| false)
}

/// [`choose`] in a game: its earlier positions steer the bot away from repeating itself.
pub fn choose_in(game: &MultiGame, method: Method, max_depth: u32, budget: u64) -> (Move, Value, u32, u64) {
    choose_until(game.position(), &seen_before(game), method, max_depth, budget, &|| false)
}

/// The hashes of the game's positions since its last capture or pawn move (those that can recur).
fn seen_before(game: &MultiGame) -> Vec<u64> {
    let mut earlier = game.clone();
    let mut seen = Vec::new();
    for _ in 0..game.position().halfmove {
        if earlier.undo().is_err() {
            break;
        }
        seen.push(earlier.position().hash());
    }
    seen
}

/// What a root move's value becomes when its position was seen before: a repetition makes no
/// progress, and one seen twice nears the fifth repetition, a shared end (no better than a draw).
fn after_repetition(v: Value, times: usize) -> Value {
    match times {
        0 => v,
        1 => v - 40,
        _ => v.min(0),
    }
}

/// [`choose`], with the hashes of earlier positions (`seen`), stopping early when `halt` says so.
pub fn choose_until(pos: &Pos, seen: &[u64], method: Method, max_depth: u32, budget: u64, halt: &dyn Fn() -> bool) -> (Move, Value, u32, u64) {
    let mut legal = Vec::new();
    pos.legal_moves(&mut legal);
    let mut s = Search::new(pos, halt, budget);
    order(pos, &mut legal);
    let mut best = (legal[0], s.eval(pos), 0);
    if legal.len() == 1 {
        return (best.0, best.1, 0, 0);
    }
    for depth in 1..=max_depth as i32 {
        let mut alpha = -Value::MAX;
        // among moves the search finds equal, the one that gains most at once: no putting off
        // progress that the horizon sees either way (a pawn's step, a king's approach)
        let mut at_once = -Value::MAX;
        let mut chosen = None;
        for &m in &legal {
            let mut child = pos.clone();
            child.play(m);
            let (d, ext) = s.child_depth(&child, depth, 0);
            // a window one below the best so far: a move as good comes back exact
            let floor = alpha.saturating_sub(1);
            let v = match method {
                Method::Paranoid => s.paranoid(&child, d, floor, Value::MAX, 1, ext),
                Method::BestReply => s.best_reply(&child, d, floor, Value::MAX, false, 1, ext),
            };
            if s.out_of_nodes {
                break;
            }
            let v = after_repetition(v, seen.iter().filter(|&&h| h == child.hash()).count());
            let now = s.eval(&child);
            if v > alpha || (v == alpha && now > at_once) {
                (alpha, at_once) = (v, now);
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

/// The cells a king steps to from `c`.
fn king_steps(b: &Board, c: Cell) -> impl Iterator<Item = Cell> + '_ {
    let c = c as usize;
    let extra = b.king_extra.get(c).into_iter().flatten().copied();
    b.orth_rays[c].iter().chain(&b.diag_rays[c]).filter_map(|ray| ray.first().copied()).chain(extra)
}

/// King steps from the `sources` to every cell of `b` (`u8::MAX`: unreachable).
fn king_distances(b: &Board, sources: impl Iterator<Item = Cell>) -> Vec<u8> {
    let mut d = vec![u8::MAX; b.len()];
    let mut queue = VecDeque::new();
    for c in sources {
        d[c as usize] = 0;
        queue.push_back(c);
    }
    while let Some(c) = queue.pop_front() {
        for t in king_steps(b, c) {
            if d[t as usize] == u8::MAX {
                d[t as usize] = d[c as usize] + 1;
                queue.push_back(t);
            }
        }
    }
    d
}

/// What the evaluation knows of a board beyond its moves.
struct Geometry {
    /// Per cell: king steps to the edge (a cell with fewer than eight neighbours).
    edge: Vec<u8>,
    /// Per pawn direction, per cell: steps to the promotion line (`u8::MAX`: never).
    promotion: Vec<Vec<u8>>,
    /// Boards without coordinates (the hexagon): king steps between every two cells.
    pairs: Vec<u8>,
    /// What promoting a pawn gains, for the pawns' bonus.
    promotion_gain: Value,
}

impl Geometry {
    fn of(pos: &Pos) -> Geometry {
        let b = &pos.rules.board;
        let n = b.len();
        let edge = king_distances(b, (0..n as Cell).filter(|&c| king_steps(b, c).count() < 8));
        let promotion = (0..b.pawn.len().min(pos.rules.promotion_line.len()))
            .map(|d| {
                let (forward, line) = (&b.pawn[d].forward, &pos.rules.promotion_line[d]);
                (0..n as Cell)
                    .map(|c| {
                        let mut at = c;
                        for steps in 0..u8::MAX {
                            if line.contains(at) {
                                return steps;
                            }
                            match forward[at as usize] {
                                Some(next) => at = next,
                                None => break,
                            }
                        }
                        u8::MAX
                    })
                    .collect()
            })
            .collect();
        let pairs = if b.coords.is_empty() { (0..n as Cell).flat_map(|c| king_distances(b, std::iter::once(c))).collect() } else { Vec::new() };
        let best = pos.rules.promotion_kinds.iter().map(|&k| MATERIAL[k as usize]).max().unwrap_or(0);
        Geometry { edge, promotion, pairs, promotion_gain: (best - MATERIAL[PAWN as usize]).clamp(100, 400) }
    }

    fn distance(&self, b: &Board, x: Cell, y: Cell) -> Value {
        if b.coords.is_empty() {
            return self.pairs[x as usize * b.len() + y as usize] as Value;
        }
        let ((fx, rx), (fy, ry)) = (b.coords[x as usize], b.coords[y as usize]);
        (fx - fy).abs().max((rx - ry).abs()) as Value
    }

    fn pawn_bonus(&self, p: u16, c: usize) -> Value {
        let steps = self.promotion.get(dir_of(p) as usize).map_or(u8::MAX, |t| t[c]) as usize;
        PAWN_STEPS.get(steps).map_or(0, |f| f * self.promotion_gain / 100)
    }
}

impl<'a> Search<'a> {
    fn new(pos: &Pos, halt: &'a dyn Fn() -> bool, budget: u64) -> Search<'a> {
        let mut s = Search { root: pos.turn, halt, nodes: 0, budget, out_of_nodes: false, geometry: Geometry::of(pos), root_gone: 0 };
        s.root_gone = s.gone(pos).iter().filter(|&&g| g).count();
        s
    }

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

    /// Does `pos` (just after a move) hold an enemy of the bot's side in check?
    fn checks_an_enemy(&self, pos: &Pos) -> bool {
        (0..pos.n() as u8).any(|s| !self.ours(pos, s) && pos.in_check(s))
    }

    /// The depth to search a child at, and the extensions used: a check is searched a ply deeper.
    fn child_depth(&self, child: &Pos, depth: i32, ext: i32) -> (i32, i32) {
        if depth >= 1 && ext < EXTENSIONS && self.checks_an_enemy(child) {
            (depth, ext + 1)
        } else {
            (depth - 1, ext)
        }
    }

    /// Seats out, or mated and only waiting for their turn to go (games where a mate counts on
    /// the mated seat's turn): the evaluation counts both as out. A seat that moves before the
    /// mated one and is not the bot's side could still free it (take the checking piece), so
    /// then the mate is not counted yet.
    fn gone(&self, pos: &Pos) -> [bool; MAX_SEATS] {
        let waits = pos.rules.check && !pos.rules.immediate_mate && pos.rules.ranking != Ranking::FirstMate;
        let n = pos.n() as u8;
        let mut gone = [false; MAX_SEATS];
        let mut moves = Vec::new();
        for s in 0..n {
            let before = |t: u8| (t + n - pos.turn) % n < (s + n - pos.turn) % n;
            gone[s as usize] = !pos.alive(s)
                || (waits
                    && s != pos.turn
                    && pos.in_check(s)
                    && (0..n).all(|t| t == s || !before(t) || !pos.alive(t) || self.ours(pos, t))
                    && {
                        pos.moves_of(s, false, &mut moves);
                        moves.is_empty()
                    });
        }
        gone
    }

    /// The position's worth for the bot's side.
    pub fn eval(&self, pos: &Pos) -> Value {
        self.judge(pos, 0).0
    }

    /// A node's worth, and whether the line stops here: the game is over, or a seat went out
    /// (or is mated, waiting for its turn) since the root — the sooner good news, the better.
    fn judge(&self, pos: &Pos, ply: i32) -> (Value, bool) {
        if let Some(end) = pos.end() {
            return (self.end_value(pos, &end, ply), true);
        }
        let gone = self.gone(pos);
        let v = self.worth(pos, &gone);
        if gone.iter().filter(|&&g| g).count() > self.root_gone {
            (v - DELAY * ply as Value * v.signum(), true)
        } else {
            (v, false)
        }
    }

    /// The evaluation of a game not over, seats `gone` counted as out.
    fn worth(&self, pos: &Pos, gone: &[bool; MAX_SEATS]) -> Value {
        let n = pos.n();
        let mut worth = [0 as Value; MAX_SEATS];
        // pieces but kings and pawns: what can hunt a king
        let mut pieces = [0 as Value; MAX_SEATS];
        for s in 0..n {
            worth[s] = pos.scores[s] * POINT - if gone[s] { OUT } else { 0 };
        }
        for c in 0..pos.cells() {
            let p = pos.board[c];
            let s = seat_of(p) as usize;
            if p == 0 || gone[s] {
                continue;
            }
            // a promoted piece scores less when taken (free-for-all points): it is worth a little less
            let cheaper = promoted(p) && pos.rules.promoted_points.is_some();
            let v = if cheaper { MATERIAL[kind_of(p) as usize] * 9 / 10 } else { MATERIAL[kind_of(p) as usize] };
            worth[s] += v;
            if kind_of(p) == PAWN {
                worth[s] += self.geometry.pawn_bonus(p, c);
            } else {
                pieces[s] += v;
            }
        }
        let balance = if pos.rules.has_teams() {
            // my team against the strongest other team
            let team = |t: u8| (0..n).filter(|&s| pos.rules.team[s] == t).map(|s| worth[s]).sum::<Value>();
            let mine = pos.rules.team[self.root as usize];
            let best_other = pos.rules.team.iter().filter(|&&t| t != mine).map(|&t| team(t)).max().unwrap_or(0);
            team(mine) - best_other
        } else {
            let best_other = (0..n).filter(|&s| s != self.root as usize).map(|s| worth[s]).max().unwrap_or(0);
            let last_king = if pos.rules.ranking == Ranking::LastKing { KING_OUT * (0..n).filter(|&s| s != self.root as usize && gone[s]).count() as Value } else { 0 };
            worth[self.root as usize] - best_other + last_king
        };
        balance + self.hunt(pos, gone, &pieces) - self.en_prise(pos, gone)
    }

    /// Free-for-all with several opponents: each of them moves before the bot moves again, so a
    /// piece of the bot that an opponent attacks is likely lost even when the search sees only
    /// one reply; a share of its worth is counted lost already.
    fn en_prise(&self, pos: &Pos, gone: &[bool; MAX_SEATS]) -> Value {
        let opponents = (0..pos.n()).filter(|&s| !gone[s] && !self.ours(pos, s as u8)).count();
        if pos.rules.has_teams() || opponents < 2 {
            return 0;
        }
        let mut lost = 0;
        for c in 0..pos.cells() {
            let p = pos.board[c];
            if p != 0 && seat_of(p) == self.root && !matches!(kind_of(p), KING | PAWN) && pos.attacked(c as Cell, self.root) {
                lost += MATERIAL[kind_of(p) as usize] / EN_PRISE;
            }
        }
        lost
    }

    /// Each seat's pieces, kings and pawns aside (what can hunt a king), grey armies nothing.
    fn pieces(pos: &Pos, gone: &[bool; MAX_SEATS]) -> [Value; MAX_SEATS] {
        let mut pieces = [0 as Value; MAX_SEATS];
        for &p in &pos.board[..pos.cells()] {
            let s = seat_of(p) as usize;
            if p != 0 && !gone[s] && kind_of(p) != PAWN {
                pieces[s] += MATERIAL[kind_of(p) as usize];
            }
        }
        pieces
    }

    /// The opponents whose kings the bot's side hunts: it has `HUNT_SURPLUS` more pieces.
    fn hunted_by(&self, pos: &Pos, gone: &[bool; MAX_SEATS], pieces: &[Value; MAX_SEATS]) -> [bool; MAX_SEATS] {
        let n = pos.n() as u8;
        let ours: Value = (0..n).filter(|&s| self.ours(pos, s) && !gone[s as usize]).map(|s| pieces[s as usize]).sum();
        let mut hunted = [false; MAX_SEATS];
        for s in (0..n).filter(|&s| !self.ours(pos, s) && !gone[s as usize] && pos.kings[s as usize] != NO_CELL) {
            hunted[s as usize] = pos.rules.check && ours - pieces[s as usize] >= HUNT_SURPLUS;
        }
        hunted
    }

    /// Does an opponent's move `m` (in `by`, its turn) check the bot's king? Checks are replies:
    /// among many opponents one of them finds the mate. A cheap look at the lines first (grids;
    /// discovered checks aside), then the move played.
    fn checks_the_bot(&self, by: &Pos, m: Move) -> bool {
        let b = &by.rules.board;
        let k = by.kings[self.root as usize];
        if !by.rules.check || b.coords.is_empty() || k == NO_CELL || m.kind != MoveKind::Normal {
            return false;
        }
        let ((fx, rx), (fk, rk)) = (b.coords[m.to as usize], b.coords[k as usize]);
        let (dx, dy) = ((fx - fk).abs(), (rx - rk).abs());
        let lined_up = match m.promo.unwrap_or(kind_of(by.board[m.from as usize])) {
            QUEEN => dx == 0 || dy == 0 || dx == dy,
            ROOK => dx == 0 || dy == 0,
            BISHOP => dx == dy,
            KNIGHT => dx.min(dy) == 1 && dx.max(dy) == 2,
            PAWN | FERZ => dx == 1 && dy == 1,
            ALFIL => dx == 2 && dy == 2,
            _ => false,
        };
        lined_up && {
            let mut child = by.clone();
            child.play(m);
            !child.alive(self.root) || child.in_check(self.root)
        }
    }

    /// Has seat `s` nothing on the board but its king?
    fn lone_king(pos: &Pos, s: u8) -> bool {
        pos.board[..pos.cells()].iter().all(|&p| p == 0 || seat_of(p) != s || kind_of(p) == KING)
    }

    fn hunted(&self, pos: &Pos) -> [bool; MAX_SEATS] {
        let gone: [bool; MAX_SEATS] = std::array::from_fn(|s| s < pos.n() && !pos.alive(s as u8));
        self.hunted_by(pos, &gone, &Self::pieces(pos, &gone))
    }

    /// Turning a won army into mates: when the bot's side has `HUNT_SURPLUS` more pieces than an
    /// opponent, that opponent's king near the edge, with few free steps and the bot's king close,
    /// is worth up to about a rook (the best-placed such king counts).
    fn hunt(&self, pos: &Pos, gone: &[bool; MAX_SEATS], pieces: &[Value; MAX_SEATS]) -> Value {
        if !pos.rules.check {
            return 0;
        }
        let b = &pos.rules.board;
        let n = pos.n() as u8;
        let hunted = self.hunted_by(pos, gone, pieces);
        let hunter = pos.kings[self.root as usize];
        let placed = |s: u8| {
            let k = pos.kings[s as usize];
            let near = if hunter == NO_CELL { 0 } else { 8 - self.geometry.distance(b, hunter, k).min(8) };
            (4 - (self.geometry.edge[k as usize] as Value).min(4)) * 25 + near * 8
        };
        let victim = (0..n)
            .filter(|&s| hunted[s as usize])
            .max_by_key(|&s| placed(s));
        let Some(s) = victim else { return 0 };
        let k = pos.kings[s as usize];
        // the bot's pieces drawn to the hunted king: the short-stepping ones (a ferz, an alfil,
        // a knight) need it to reach the squares that give mate
        let drawn: Value = (0..pos.cells())
            .filter(|&c| {
                let p = pos.board[c];
                p != 0 && seat_of(p) == self.root && !matches!(kind_of(p), KING | PAWN)
            })
            .map(|c| 8 - self.geometry.distance(b, c as Cell, k).min(8))
            .sum();
        let free = king_steps(b, k)
            .filter(|&t| {
                let q = pos.board[t as usize];
                // not its own side's piece, nor a live king
                let blocked = q != 0 && (pos.rules.partners(seat_of(q), s) || (kind_of(q) == KING && pos.alive(seat_of(q))));
                let enterable = !blocked;
                enterable && !pos.attacked(t, s)
            })
            .count() as Value;
        placed(s) + (8 - free.min(8)) * 12 + drawn * 3
    }

    fn end_value(&self, pos: &Pos, end: &End, ply: i32) -> Value {
        let place = end.places.iter().position(|g| g.iter().any(|&s| self.ours(pos, s))).unwrap_or(end.places.len());
        // teams sharing a place (partners are one team)
        let mut teams: Vec<u8> = end.places.get(place).map_or(Vec::new(), |g| g.iter().map(|&s| pos.rules.team[s as usize]).collect());
        teams.sort_unstable();
        teams.dedup();
        let tie_break = if pos.rules.ranking == Ranking::Score { end.scores[self.root as usize] } else { 0 };
        let delay = DELAY * ply as Value;
        if place == 0 && teams.len() <= 1 {
            WIN - delay + tie_break
        } else if place == 0 {
            // first together with others: a draw, good only for a side that is behind
            tie_break
        } else {
            -WIN / 2 - 2000 * place as Value + delay + tie_break
        }
    }

    /// Alpha-beta in turn order: the bot's team maximises, everyone else minimises.
    #[allow(clippy::too_many_arguments)]
    fn paranoid(&mut self, pos: &Pos, depth: i32, mut alpha: Value, mut beta: Value, ply: i32, ext: i32) -> Value {
        if self.tick() {
            return self.eval(pos);
        }
        let (stand, stop) = self.judge(pos, ply);
        if stop {
            return stand;
        }
        let max = self.ours(pos, pos.turn);
        let mut moves = Vec::new();
        pos.legal_moves(&mut moves);
        if depth <= 0 {
            if depth <= -QUIESCENCE {
                return stand;
            }
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
        let mut best = if depth <= 0 { stand } else if max { -Value::MAX } else { Value::MAX };
        for m in moves {
            let mut child = pos.clone();
            child.play(m);
            let (d, e) = if max { self.child_depth(&child, depth, ext) } else { (depth - 1, ext) };
            let v = self.paranoid(&child, d, alpha, beta, ply + 1, e);
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
    /// reply of any live opponent: a capture, or nothing (everyone passes) — but an opponent
    /// in check must answer, so then its every move is a reply and "nothing" is not.
    #[allow(clippy::too_many_arguments)]
    fn best_reply(&mut self, pos: &Pos, depth: i32, mut alpha: Value, mut beta: Value, mine: bool, ply: i32, ext: i32) -> Value {
        if self.tick() {
            return self.eval(pos);
        }
        let (stand, stop) = self.judge(pos, ply);
        if stop || !pos.alive(self.root) {
            return stand;
        }
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
                let (d, e) = self.child_depth(&child, depth, ext);
                let v = self.best_reply(&child, d, alpha, beta, false, ply + 1, e);
                best = best.max(v);
                alpha = alpha.max(v);
                if alpha >= beta || self.out_of_nodes {
                    break;
                }
            }
            best
        } else {
            let opponents: Vec<u8> = (0..pos.n() as u8).filter(|&o| o != self.root && pos.alive(o)).collect();
            let checked: Vec<u8> = opponents.iter().copied().filter(|&o| pos.in_check(o)).collect();
            let hunted = self.hunted(pos);
            // a hunted king with nothing else to move must step on its turn: the mates that
            // drive it into a corner need that, so "nothing" is no reply then
            let must_step = opponents.iter().any(|&o| hunted[o as usize] && Self::lone_king(pos, o));
            // "nothing happens" (everyone passes, the bot moves again) is a reply unless someone
            // must answer a check; beyond the horizon it is the static worth
            let mut best = Value::MAX;
            if checked.is_empty() && !must_step {
                best = if depth <= 0 { stand } else { self.best_reply(pos, depth - 1, alpha, beta, true, ply + 1, ext) };
                beta = beta.min(best);
                if alpha >= beta || self.out_of_nodes {
                    return best;
                }
            }
            if depth <= -QUIESCENCE {
                return stand.min(best);
            }
            let mut replies = Vec::new();
            for o in opponents {
                self.nodes += 1; // each opponent's move generation costs about a node
                let mut by = pos.clone();
                by.turn = o;
                let mut moves = Vec::new();
                by.moves_of(o, pos.turn == o, &mut moves);
                // a hunted king runs; one in check must answer
                let must_answer = checked.contains(&o);
                let runs = |m: &Move| hunted[o as usize] && m.from == pos.kings[o as usize];
                let kept = moves.into_iter().filter(|m| must_answer || runs(m) || is_capture(&by, *m) || self.checks_the_bot(&by, *m));
                replies.extend(kept.map(|m| (victim_value(&by, m), o, m)));
            }
            if replies.is_empty() {
                return if best == Value::MAX { stand } else { best };
            }
            replies.sort_by_key(|r| -r.0);
            for (_, o, m) in replies {
                let mut child = pos.clone();
                child.turn = o;
                child.play(m);
                let v = self.best_reply(&child, depth - 1, alpha, beta, true, ply + 1, ext);
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
