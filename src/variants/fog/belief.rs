//! What the side to move in Fog of War knows, and the positions it could be facing: a
//! [`Belief`] holds the view (its own pieces, the enemy pieces in sight, the hidden squares),
//! the enemy pieces out of sight (the start set less what is seen and what was taken), where
//! it last saw enemy pieces that are now out of sight (and saw them leave, or take), when it
//! last saw each square, and the legal moves; [`Belief::sample`] puts the unseen pieces back
//! where they were last seen, mostly, or a move from there, and the rest on hidden squares at
//! random (less often where it saw nothing lately), consistently with the view. Nothing is read
//! but what the side saw: chess's setup (both players know it), or its view of another start,
//! and its views since.

use crate::referee::Refereed;
use super::{visible, Fog};
use crate::chess::{Bitboard, Color, Piece, Rank, Role, Square};
use crate::variants::board8::Pos8;
use crate::variants::{color_of, GamePosition, VariantError, Referee, View};

/// What the side to move knows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Belief {
    pub viewer: Color,
    /// Its pieces and the enemy pieces it sees.
    pub seen_pieces: Vec<(Square, Piece)>,
    pub hidden: Bitboard,
    /// Enemy pieces out of sight, by role index.
    pub unseen: [u8; 6],
    /// Hidden squares where an enemy piece stood when the side last saw them, with how many
    /// enemy moves ago that was: the most recent first.
    pub remembered: Vec<(Square, Role, u32)>,
    /// Squares the side saw an enemy piece leave in its last few moves, the most recent first.
    pub departed: Vec<(Square, Role, u32)>,
    /// Hidden squares where the enemy took one of the side's pieces in its last few moves: the
    /// taker most likely stands there still. The most recent first.
    pub takers: Vec<Square>,
    /// By square: how many enemy moves ago the side last saw it (`u32::MAX`: never).
    pub out_of_sight_for: [u32; 64],
    /// The legal moves, in UCI.
    pub legal: Vec<String>,
}

/// The enemy's pieces at the start, by role index.
const START_SET: [u8; 6] = [8, 2, 2, 2, 1, 1];

impl Belief {
    /// From a view, the legal moves and the enemy pieces taken so far (by role index, pawns
    /// for promoted pieces).
    pub fn new(view: &View, legal: Vec<String>, taken: [u8; 6]) -> Result<Belief, VariantError> {
        let viewer = color_of(view.viewer);
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
        Ok(Belief { viewer, seen_pieces, hidden, unseen, remembered: Vec::new(), departed: Vec::new(), takers: Vec::new(), out_of_sight_for: [u32::MAX; 64], legal })
    }

    /// From our referee: the view of the side to move, its legal moves, what its own moves took
    /// (each taken piece stood on a square the mover saw: the move's target), and what it saw
    /// on each square the last time it was in sight (the start, then every view since).
    pub fn from_game(game: &Referee<Fog>) -> Belief {
        let pos = game.position();
        let viewer = pos.turn();
        let us = color_of(viewer);
        let mut taken = [0u8; 6];
        for (m, before) in game.played().filter(|(_, before)| before.turn() == viewer) {
            let target = match m.kind {
                crate::variants::board8::Kind8::EnPassant => Some(Role::Pawn),
                _ => before.pos.board.piece_at(m.to).filter(|p| p.color != us).map(|p| p.role),
            };
            if let Some(role) = target {
                let promoted = before.pos.promoted.contains(m.to);
                taken[if promoted { Role::Pawn } else { role }.index()] += 1;
            }
        }
        let mut memory = Memory::new(&game.start().pos, us);
        for pair in game.positions().windows(2) {
            if pair[0].turn() != viewer {
                memory.enemy_moves += 1;
                memory.lost(&pair[0].pos, &pair[1].pos, us);
            }
            memory.look(&pair[1].pos, us);
        }
        let view = pos.view(viewer).unwrap_or_else(|| unreachable!("Fog of War has views"));
        let legal = game.legal_moves().iter().map(|&m| pos.uci(m)).collect();
        let mut belief = Belief::new(&view, legal, taken).unwrap_or_else(|e| unreachable!("our own view reads back: {e}"));
        belief.remembered = memory.recall(belief.hidden);
        belief.departed = memory.recent_departures();
        belief.takers = memory.recent_takers(belief.hidden);
        belief.out_of_sight_for = memory.out_of_sight_for();
        belief
    }

    /// One full position consistent with the view: the unseen enemy pieces on hidden squares
    /// (squares in front of our pawns that they cannot push to hold one for sure; a piece seen
    /// not long ago is likely still where it was), redrawn until the viewer would see exactly
    /// what it sees (a few tries).
    pub fn sample(&self, random: &mut dyn FnMut() -> u64) -> Pos8 {
        let mut last = self.place(random);
        for _ in 0..24 {
            if visible(&last, self.viewer) == !self.hidden {
                break;
            }
            last = self.place(random);
        }
        last
    }

    fn place(&self, random: &mut dyn FnMut() -> u64) -> Pos8 {
        let us = self.viewer;
        let mut board = crate::chess::Board::empty();
        for &(sq, p) in &self.seen_pieces {
            board.put(sq, p);
        }
        let pool = Role::ALL.iter().flat_map(|&r| std::iter::repeat_n(r, self.unseen[r.index()] as usize)).collect();
        let mut guess = Guess { board, them: !us, pool, free: self.hidden, random };

        // Squares our pawns cannot step onto although hidden: an enemy piece stands there, the
        // one last seen there if it can be, else a pawn or a piece.
        let forward = |sq: Square| sq.offset(0, us.fold(1, -1));
        let blocked: Vec<Square> = guess.board.by_piece(Piece::new(us, Role::Pawn)).into_iter().filter_map(forward).filter(|&s| self.hidden.contains(s)).collect();
        for sq in blocked {
            let was = self.remembered.iter().find(|r| r.0 == sq).map(|r| r.1);
            let _ = [was, Some(Role::Pawn), Some(Role::Knight), Some(Role::Bishop), Some(Role::Rook), Some(Role::Queen)].into_iter().flatten().any(|role| guess.put(sq, role));
        }

        // A piece that took ours out of sight stands where it took: one of those last seen
        // within reach of that square, or any.
        let mut gone_to_take: Vec<Square> = Vec::new();
        for &to in &self.takers {
            let occupied = guess.board.occupied();
            let could_take = |&&(from, role, _): &&(Square, Role, u32)| {
                let reach = if role == Role::Pawn { crate::chess::attacks::pawn_attacks(!us, from) } else { crate::chess::attacks::piece_attacks(role, from, occupied) };
                reach.contains(to) && !gone_to_take.contains(&from) && guess.pool.contains(&role)
            };
            match self.remembered.iter().chain(&self.departed).find(could_take) {
                Some(&(from, role, _)) => {
                    if guess.put(to, role) {
                        gone_to_take.push(from);
                    }
                }
                None if !guess.pool.is_empty() => {
                    let i = guess.below(guess.pool.len());
                    let role = guess.pool[i];
                    guess.put(to, role);
                }
                None => {}
            }
        }

        // Each enemy move moves one piece: one seen a few moves ago has most likely stayed, and
        // one that left (seen leaving, or drawn as gone) is most likely a move away.
        let mut moved: Vec<(Square, Role)> = self.departed.iter().map(|&(sq, role, _)| (sq, role)).collect();
        for &(sq, role, age) in self.remembered.iter().filter(|r| !gone_to_take.contains(&r.0)) {
            if !guess.pool.contains(&role) || !guess.free.contains(sq) {
                continue;
            }
            if guess.below(1000) < stay_per_mille(age) as usize {
                guess.put(sq, role);
            } else {
                moved.push((sq, role));
            }
        }
        for (from, role) in moved {
            if guess.pool.contains(&role) {
                let reach = one_move(role, !us, from, guess.board.occupied());
                guess.put_among(reach, role);
            }
        }

        // The king first (it decides games), then the rest, each on a free square at random, one
        // seen empty lately less likely: a piece got there only if it moved there since.
        let weight = |sq: Square| self.out_of_sight_for[sq.index()].clamp(1, 4) as usize;
        let mut rest = std::mem::take(&mut guess.pool);
        rest.sort_by_key(|&r| std::cmp::Reverse(r.index()));
        for role in rest {
            guess.pool.push(role);
            guess.put_weighted(role, weight);
        }
        let mut pos = Pos8 { turn: us, castling: Bitboard::EMPTY, board: guess.board, ..Pos8::standard() };
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

/// A guess in the making: the board so far, the enemy pieces still to place and the hidden
/// squares still free.
struct Guess<'a> {
    board: crate::chess::Board,
    them: Color,
    pool: Vec<Role>,
    free: Bitboard,
    random: &'a mut dyn FnMut() -> u64,
}

impl Guess<'_> {
    /// A random number below `n`.
    fn below(&mut self, n: usize) -> usize {
        ((self.random)() % n as u64) as usize
    }

    /// The free squares a piece of `role` may stand on (no pawn on a back rank).
    fn room_for(&self, role: Role) -> Bitboard {
        if role == Role::Pawn {
            self.free & !Bitboard::BACK_RANKS
        } else {
            self.free
        }
    }

    /// An enemy piece of `role` from the pool onto `sq`, if there is room for it there.
    fn put(&mut self, sq: Square, role: Role) -> bool {
        let fits = self.room_for(role).contains(sq);
        let Some(i) = self.pool.iter().position(|&r| r == role).filter(|_| fits) else { return false };
        self.pool.swap_remove(i);
        self.board.put(sq, Piece::new(self.them, role));
        self.free.clear(sq);
        true
    }

    /// An enemy piece of `role` onto a random one of `squares` where there is room for it.
    fn put_among(&mut self, squares: Bitboard, role: Role) -> bool {
        self.put_weighted(role, |sq| squares.contains(sq) as usize)
    }

    /// An enemy piece of `role` onto a square where there is room for it, drawn in proportion
    /// to `weight`.
    fn put_weighted(&mut self, role: Role, weight: impl Fn(Square) -> usize) -> bool {
        let choices: Vec<(Square, usize)> = self.room_for(role).into_iter().map(|sq| (sq, weight(sq))).collect();
        let total: usize = choices.iter().map(|c| c.1).sum();
        if total == 0 {
            return false;
        }
        let mut ticket = self.below(total);
        for (sq, weight) in choices {
            if ticket < weight {
                return self.put(sq, role);
            }
            ticket -= weight;
        }
        false
    }
}

/// The chance (per mille) that an enemy piece last seen `age` enemy moves ago is still on
/// that square: every move moves one of about a dozen pieces, but some (rooks and kings in
/// their corners) stay for most of a game.
fn stay_per_mille(age: u32) -> u64 {
    (950.0 * 0.92f64.powi(age as i32)).max(450.0) as u64
}

/// Where a `color` piece of `role` on `from` may go in one move, captures aside (a capture
/// would have taken a piece the side would miss).
fn one_move(role: Role, color: Color, from: Square, occupied: Bitboard) -> Bitboard {
    if role != Role::Pawn {
        return crate::chess::attacks::piece_attacks(role, from, occupied);
    }
    let step = color.fold(1, -1);
    let mut out = Bitboard::EMPTY;
    if let Some(one) = from.offset(0, step).filter(|&s| !occupied.contains(s)) {
        out.set(one);
        let home = color.fold(Rank::SECOND, Rank::SEVENTH);
        if from.rank() == home {
            out |= one.offset(0, step).filter(|&s| !occupied.contains(s)).map_or(Bitboard::EMPTY, Bitboard::from);
        }
    }
    out
}

/// Departures older than this many enemy moves tell nothing more than the fog does.
const DEPARTURES_KEPT: u32 = 2;

/// What the side saw on each square the last time it was in sight.
struct Memory {
    /// The enemy piece on the square then, if any.
    enemy: [Option<Role>; 64],
    /// The enemy's move count then.
    seen_at: [u32; 64],
    /// Every square the side has seen.
    seen: Bitboard,
    enemy_moves: u32,
    /// Squares enemy pieces were seen to leave, with the enemy's move count then.
    departed: Vec<(Square, Role, u32)>,
    /// Squares where the enemy took the side's pieces, with the enemy's move count then.
    takers: Vec<(Square, u32)>,
}

impl Memory {
    /// From chess's setup every square is known: both players know it. A game set up otherwise
    /// begins with what the side sees of it.
    fn new(start: &Pos8, us: Color) -> Memory {
        let mut memory = Memory { enemy: [None; 64], seen_at: [0; 64], seen: Bitboard::EMPTY, enemy_moves: 0, departed: Vec::new(), takers: Vec::new() };
        if start.board == Pos8::standard().board {
            for sq in Square::all() {
                memory.enemy[sq.index()] = start.board.piece_at(sq).filter(|p| p.color != us).map(|p| p.role);
            }
            memory.seen = Bitboard::FULL;
        } else {
            memory.look(start, us);
        }
        memory
    }

    /// What the side sees in `pos`.
    fn look(&mut self, pos: &Pos8, us: Color) {
        let seen = visible(pos, us);
        self.seen |= seen;
        for sq in seen {
            let now = pos.board.piece_at(sq).filter(|p| p.color != us).map(|p| p.role);
            // Seen there before the enemy's last move, gone now: that was the move.
            let lately = self.age(sq) <= 1;
            if let Some(was) = self.enemy[sq.index()].filter(|&was| lately && Some(was) != now && pos.board.piece_at(sq).is_none()) {
                self.departed.push((sq, was, self.enemy_moves));
            }
            self.enemy[sq.index()] = now;
            self.seen_at[sq.index()] = self.enemy_moves;
        }
    }

    /// How many enemy moves ago `sq` was last seen.
    fn age(&self, sq: Square) -> u32 {
        self.enemy_moves - self.seen_at[sq.index()]
    }

    /// By square: how many enemy moves ago it was last seen (`u32::MAX`: never).
    fn out_of_sight_for(&self) -> [u32; 64] {
        let mut out = [u32::MAX; 64];
        for sq in self.seen {
            out[sq.index()] = self.age(sq);
        }
        out
    }

    /// The `hidden` squares where an enemy piece was last seen, the most recent first.
    fn recall(&self, hidden: Bitboard) -> Vec<(Square, Role, u32)> {
        let mut out: Vec<(Square, Role, u32)> = hidden.into_iter().filter_map(|sq| self.enemy[sq.index()].map(|role| (sq, role, self.age(sq)))).collect();
        out.sort_by_key(|r| r.2);
        out
    }

    /// The enemy's move from `before` to `after`: a piece of the side's that is gone was taken
    /// there (en passant aside, the taker stands on its square).
    fn lost(&mut self, before: &Pos8, after: &Pos8, us: Color) {
        for sq in before.board.by_color(us) & !after.board.by_color(us) {
            self.takers.push((sq, self.enemy_moves));
        }
    }

    /// The `hidden` squares where the enemy took lately, the most recent first.
    fn recent_takers(&self, hidden: Bitboard) -> Vec<Square> {
        self.takers.iter().rev().filter(|&&(sq, at)| self.enemy_moves - at <= DEPARTURES_KEPT && hidden.contains(sq)).map(|&(sq, _)| sq).collect()
    }

    /// The squares enemy pieces were seen to leave lately, the most recent first.
    fn recent_departures(&self) -> Vec<(Square, Role, u32)> {
        self.departed.iter().rev().map(|&(sq, role, at)| (sq, role, self.enemy_moves - at)).filter(|d| d.2 <= DEPARTURES_KEPT).collect()
    }
}


