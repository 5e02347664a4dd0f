//! Fog of War: the bot decides from what its side sees. A [`Belief`] holds the view (its own
//! pieces, the enemy pieces in sight, the hidden squares), the enemy pieces not in sight (the
//! start set less what is seen and what was taken) and the legal moves; [`think`] places the
//! hidden pieces on hidden squares at random, K times, consistently with the view, scores every
//! legal move by a shallow search on each sample and plays the best average. The true position
//! is never read beyond the view.

use super::search::Search;
use super::{misjudge, Thought, VariantBot};
use crate::bot::clock::Clock;
use crate::bot::limits::Limits;
use crate::bot::score::Value;
use crate::chess::{Bitboard, Color, Piece, Rank, Role, Square};
use crate::variants::board8::{Move8, Pos8};
use crate::variants::fog::{visible, Fog};
use crate::variants::{GamePosition, VariantError, VariantGame, View};
use std::sync::atomic::AtomicBool;

/// Samples at the top level; weaker levels take fewer.
const SAMPLES: usize = 12;
/// A sample's score is bounded so that one sample's mate does not drown the others.
const SCORE_CAP: Value = 3_000;
/// Deepest search per sample (plies).
const MAX_DEPTH: u32 = 4;

/// What the side to move knows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Belief {
    pub viewer: Color,
    /// Its pieces and the enemy pieces it sees.
    pub seen_pieces: Vec<(Square, Piece)>,
    pub hidden: Bitboard,
    /// Enemy pieces out of sight, by role index.
    pub unseen: [u8; 6],
    /// The legal moves, in UCI.
    pub legal: Vec<String>,
}

/// The enemy's pieces at the start, by role index.
const START_SET: [u8; 6] = [8, 2, 2, 2, 1, 1];

impl Belief {
    /// From a view, the legal moves and the enemy pieces taken so far (by role index, pawns
    /// for promoted pieces).
    pub fn new(view: &View, legal: Vec<String>, taken: [u8; 6]) -> Result<Belief, VariantError> {
        let viewer = if view.viewer == 0 { Color::White } else { Color::Black };
        let mut seen_pieces = Vec::with_capacity(view.pieces.len());
        for (name, c) in &view.pieces {
            let sq = Square::parse(name).ok_or_else(|| VariantError::Unsupported(format!("bad square in view: {name}")))?;
            let piece = Piece::from_char(*c).ok_or_else(|| VariantError::Unsupported(format!("bad piece in view: {c}")))?;
            seen_pieces.push((sq, piece));
        }
        let hidden: Bitboard = view.hidden.iter().filter_map(|n| Square::parse(n)).collect();
        let mut unseen = START_SET;
        let mut less = |role: Role| {
            let slot = if unseen[role.index()] > 0 { role.index() } else { Role::Pawn.index() };
            unseen[slot] = unseen[slot].saturating_sub(1);
        };
        for &(_, p) in seen_pieces.iter().filter(|(_, p)| p.color != viewer) {
            less(p.role);
        }
        for role in Role::ALL {
            for _ in 0..taken[role.index()] {
                less(role);
            }
        }
        Ok(Belief { viewer, seen_pieces, hidden, unseen, legal })
    }

    /// From our referee: the view of the side to move, its legal moves, and what its own moves
    /// took (each taken piece stood on a square the mover saw: the move's target).
    pub fn from_game(game: &VariantGame<Fog>) -> Belief {
        let pos = game.position();
        let viewer = pos.turn();
        let mut taken = [0u8; 6];
        let mut before = game.start().clone();
        for &m in game.moves() {
            if before.turn() == viewer {
                let target = match m.kind {
                    crate::variants::board8::Kind8::EnPassant => Some(Role::Pawn),
                    _ => before.pos.board.piece_at(m.to).filter(|p| p.color != color(viewer)).map(|p| p.role),
                };
                if let Some(role) = target {
                    let promoted = before.pos.promoted.contains(m.to);
                    taken[if promoted { Role::Pawn } else { role }.index()] += 1;
                }
            }
            before.play(m);
        }
        let view = pos.view(viewer).unwrap_or_else(|| unreachable!("Fog of War has views"));
        let legal = game.legal_moves().iter().map(|&m| pos.uci(m)).collect();
        Belief::new(&view, legal, taken).unwrap_or_else(|e| unreachable!("our own view reads back: {e}"))
    }

    /// One full position consistent with the view: the unseen enemy pieces on hidden squares
    /// (squares in front of our pawns that they cannot push to hold one for sure), redrawn
    /// until the viewer would see exactly what it sees (a few tries).
    pub fn sample(&self, rng: &mut super::Rng) -> Pos8 {
        let mut last = self.place(rng);
        for _ in 0..24 {
            if visible(&last, self.viewer) == !self.hidden {
                break;
            }
            last = self.place(rng);
        }
        last
    }

    fn place(&self, rng: &mut super::Rng) -> Pos8 {
        let us = self.viewer;
        let them = !us;
        let mut pos = Pos8 { turn: us, castling: Bitboard::EMPTY, ..Pos8::standard() };
        pos.board = crate::chess::Board::empty();
        for &(sq, p) in &self.seen_pieces {
            pos.board.put(sq, p);
        }
        let mut pool: Vec<Role> = Role::ALL.iter().flat_map(|&r| std::iter::repeat_n(r, self.unseen[r.index()] as usize)).collect();
        let pawn_ranks = !Bitboard::BACK_RANKS;
        let mut free = self.hidden;
        // Squares our pawns cannot step onto although hidden: an enemy piece stands there.
        let forward = |sq: Square| sq.offset(0, us.fold(1, -1));
        let blocked: Vec<Square> = pos.board.by_piece(Piece::new(us, Role::Pawn)).into_iter().filter_map(forward).filter(|&s| self.hidden.contains(s)).collect();
        for sq in blocked {
            if !free.contains(sq) || pool.is_empty() {
                continue;
            }
            let pick = pool.iter().position(|&r| r == Role::Pawn && pawn_ranks.contains(sq)).or_else(|| pool.iter().position(|&r| r != Role::King && r != Role::Pawn)).unwrap_or(0);
            let role = pool.swap_remove(pick);
            if role == Role::Pawn && !pawn_ranks.contains(sq) {
                continue;
            }
            pos.board.put(sq, Piece::new(them, role));
            free.clear(sq);
        }
        // The king first (it decides games), then the rest, each on a random free square.
        pool.sort_by_key(|&r| std::cmp::Reverse(r.index()));
        for role in pool {
            let allowed = if role == Role::Pawn { free & pawn_ranks } else { free };
            let squares: Vec<Square> = allowed.into_iter().collect();
            if squares.is_empty() {
                continue;
            }
            let sq = squares[rng.below(squares.len())];
            pos.board.put(sq, Piece::new(them, role));
            free.clear(sq);
        }
        // Castling for kings and rooks still at home (only a guess; root moves are the true ones).
        let mut rights = Bitboard::EMPTY;
        for color in Color::ALL {
            let home = color.fold(Rank::FIRST, Rank::EIGHTH);
            if pos.board.king_of(color) == Some(Square::from_coords(crate::chess::File::E, home)) {
                for file in [crate::chess::File::A, crate::chess::File::H] {
                    let corner = Square::from_coords(file, home);
                    if pos.board.piece_at(corner) == Some(Piece::new(color, Role::Rook)) {
                        rights.set(corner);
                    }
                }
            }
        }
        pos.castling = rights;
        pos
    }
}

fn color(player: u8) -> Color {
    if player == 0 {
        Color::White
    } else {
        Color::Black
    }
}

/// Scores every legal move on K samples, deepening while the limits allow, and plays the best
/// average (the level blurs it as in the other games).
pub fn think(bot: &mut VariantBot, belief: &Belief, limits: &Limits, clock: &dyn Clock, stop: &AtomicBool) -> Thought {
    if belief.legal.is_empty() {
        return Thought { best: None, score: 0, depth: 0, nodes: 0, pv: Vec::new() };
    }
    let limits = bot.bounded(limits);
    let level = bot.level;
    let k = if level.number >= 8 { SAMPLES } else { (level.number as usize + 2).min(SAMPLES) };
    let samples: Vec<Fog> = (0..k).map(|_| Fog::new(belief.sample(&mut bot.rng))).collect();
    let max_depth = limits.depth.unwrap_or(MAX_DEPTH).clamp(1, MAX_DEPTH);
    let chance = bot.rng.next_u64() % 100;
    let qsearch_plies = level.qsearch_plies;
    let table = bot.table::<Move8>();

    // For each legal move (in the belief's order): the sum of its scores and how many samples.
    let mut best_totals: Option<Vec<(i64, u32)>> = None;
    let mut depth_done = 0;
    let mut nodes = 0;
    let mut search = Search::<Fog>::new(table, clock, stop, &[], qsearch_plies);
    search.limit(&limits, belief.viewer);
    'deepen: for depth in 1..=max_depth {
        let mut totals = vec![(0i64, 0u32); belief.legal.len()];
        for sample in &samples {
            let mut moves = Vec::new();
            sample.legal_moves(&mut moves);
            let chosen: Vec<(usize, Move8)> = belief.legal.iter().enumerate().filter_map(|(i, text)| moves.iter().find(|m| m.uci() == *text).map(|&m| (i, m))).collect();
            let list: Vec<Move8> = chosen.iter().map(|&(_, m)| m).collect();
            let scored = search.score_moves(sample, &list, depth as i32);
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
        return Thought { best: Some(belief.legal[0].clone()), score: 0, depth: 0, nodes, pv: vec![belief.legal[0].clone()] };
    };
    let averages: Vec<(usize, Value)> = totals.iter().enumerate().filter(|(_, t)| t.1 > 0).map(|(i, t)| (i, (t.0 / t.1 as i64) as Value)).collect();
    let mut pick = averages.iter().copied().max_by_key(|&(i, v)| (v, std::cmp::Reverse(i)));
    if let Some(m) = level.misjudgement {
        if chance < m.chance_percent as u64 {
            pick = misjudge(&mut bot.rng, &averages, m.margin_cp).or(pick);
        }
    }
    let (i, score) = pick.unwrap_or((0, 0));
    let best = belief.legal[i].clone();
    Thought { best: Some(best.clone()), score, depth: depth_done, nodes, pv: vec![best] }
}
