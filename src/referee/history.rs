//! A game's record as every referee keeps it (the generic [`Referee`](super::Referee) of the
//! games of two, `MultiGame` of the games of more): the positions from the start, each with its
//! hash, and the moves between them; and how often the current position has occurred, found by
//! hash and confirmed by the game's own comparison, so that a hash collision can never make a
//! false repetition.

/// The positions and moves of a game: `positions[0]` is the start, `positions[i + 1]` follows
/// `moves[i]`.
#[derive(Clone, Debug)]
pub struct History<P, M> {
    positions: Vec<P>,
    hashes: Vec<u64>,
    moves: Vec<M>,
}

impl<P, M: Copy> History<P, M> {
    pub fn new(start: P, hash: u64) -> History<P, M> {
        History { positions: vec![start], hashes: vec![hash], moves: Vec::new() }
    }

    /// Records `m`, which led to `next` (whose hash is `hash`).
    pub fn push(&mut self, m: M, next: P, hash: u64) {
        self.moves.push(m);
        self.positions.push(next);
        self.hashes.push(hash);
    }

    /// Forgets the last move and the position it led to; `None` at the start.
    pub fn pop(&mut self) -> Option<M> {
        let m = self.moves.pop()?;
        self.positions.pop();
        self.hashes.pop();
        Some(m)
    }

    pub fn position(&self) -> &P {
        self.positions.last().unwrap_or_else(|| unreachable!("a game always has its start"))
    }

    pub fn start(&self) -> &P {
        &self.positions[0]
    }

    pub fn positions(&self) -> &[P] {
        &self.positions
    }

    pub fn moves(&self) -> &[M] {
        &self.moves
    }

    /// Each move with the position it was played in.
    pub fn played(&self) -> impl Iterator<Item = (M, &P)> {
        self.moves.iter().copied().zip(&self.positions)
    }

    /// The last move with the position it was played in; `None` at the start.
    pub fn last(&self) -> Option<(M, &P)> {
        let before = self.positions.len().checked_sub(2)?;
        Some((self.moves[before], &self.positions[before]))
    }

    /// How often the current position has occurred, itself included, and the index of its first
    /// occurrence; `same` is the game's comparison ("the same position": side to move, pieces,
    /// rights).
    pub fn occurrences(&self, same: impl Fn(&P, &P) -> bool) -> (u32, usize) {
        let now = self.positions.len() - 1;
        let (hash, current) = (self.hashes[now], &self.positions[now]);
        (0..now).rev().filter(|&i| self.hashes[i] == hash && same(&self.positions[i], current)).fold((1, now), |(n, _), i| (n + 1, i))
    }
}
