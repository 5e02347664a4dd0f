//! What a search needs to know about a game beyond its rules: how good a position is, which
//! moves are noisy, in what order to try them. Each game answers in its own folder (`eval.rs`);
//! the bot (`src/bot/variant/`) searches any game that does, and knows no game by name.

use super::{GamePosition, Referee};

/// A score in centipawns, from the side to move's view.
pub type Value = i32;

/// What the search needs to know about a game beyond its rules.
pub trait Evaluate: GamePosition<Move: Send> {
    /// Quiescence plies at most, for games whose captures need not end (Friendly Chess's
    /// recruits destroy nothing); `None`: until quiet.
    const QUIESCENCE_PLIES: Option<usize> = None;
    /// What a draw costs the bot (centipawns): it plays on rather than repeat.
    const CONTEMPT: Value = 40;
    /// How far from the root a cycle closed on the searched line (one the game has not gone
    /// round) still counts as a draw, the opponent free to go round it again; deeper, the
    /// position is worth what it is worth (see Friendly Chess).
    const LINE_CYCLE_PLIES: usize = usize::MAX;
    /// Near the leaves (depth 1 to 3), how many moves per ply of depth are searched before
    /// the remaining quiet ones are skipped, for games with many quiet moves (drops); `None`:
    /// all are searched.
    const LATE_QUIETS: Option<usize> = None;
    /// Does [`Self::evaluate`] read only what [`GamePosition::hash`] covers (pieces, hands, side
    /// to move, rights)? Then the search keeps evaluations by hash and reads a transposition's
    /// back. `false` where it also reads a counter the hash leaves out (the counting rules).
    const EVALUATION_BY_HASH: bool = false;
    /// What a draw costs the side to move here, at the root of a search: by default
    /// [`Self::CONTEMPT`], whatever the position.
    fn contempt(&self) -> Value {
        Self::CONTEMPT
    }
    /// The position's worth in centipawns from the side to move's view (the game's own ends
    /// are the search's business, not this).
    fn evaluate(&self) -> Value;
    /// Moves the quiescence search follows: captures (anything that changes the material).
    fn is_noisy(&self, m: Self::Move) -> bool;
    /// Does this noisy move lose material in the exchange that follows on its square? The
    /// quiescence search leaves it out (standing pat is better), and the search tries it after
    /// the killers. `false` where the game does not price exchanges.
    fn losing_capture(&self, m: Self::Move) -> bool {
        let _ = m;
        false
    }
    /// Is this quiet move a check the search must not overlook (Crazyhouse's drop attacks
    /// decide games just past the horizon)? Such moves are followed by the quiescence search at
    /// its first ply and never searched shallower or skipped; other games answer `false`.
    fn quiet_check(&self, m: Self::Move) -> bool {
        let _ = m;
        false
    }
    /// The noisy moves alone, for the quiescence search out of check, where the game can list
    /// them faster than all its moves (the position is then taken not to be over: no
    /// stalemate in a capture sequence); `false`: it cannot, and `out` is left alone.
    fn noisy_moves(&self, out: &mut Vec<Self::Move>) -> bool {
        let _ = out;
        false
    }
    /// Must the side to move answer a threat now (searched one ply deeper, never standing pat
    /// early in quiescence)? Chess's check by default; Duck chess, which has no check, answers
    /// for a king the duck alone cannot shield.
    fn in_danger(&self) -> bool {
        self.is_check()
    }
    /// Ordering within noisy moves, and among quiet ones: higher is searched first.
    fn order(&self, m: Self::Move) -> i32;
    /// The moves the search looks at: the legal moves, or a subset of them that is empty only
    /// when they are (Duck chess keeps the few duck squares worth trying).
    fn search_moves(&self, out: &mut Vec<Self::Move>) {
        self.legal_moves(out);
    }
    /// The position with the other side to move, for games where moving is never a
    /// disadvantage (null-move pruning); `None` where it can be (antichess's forced captures,
    /// the duck that must move).
    fn pass(&self) -> Option<Self> {
        None
    }
    /// Games with hidden information: `count` full positions, each one the side to move could
    /// be facing given what it has seen in `game` (its views, its own moves and what they took),
    /// drawn with `random`; the search decides on them, never on the true position. `None` for
    /// games where everything is seen.
    fn guesses(game: &Referee<Self>, count: usize, random: &mut dyn FnMut() -> u64) -> Option<Vec<Self>> {
        let _ = (game, count, random);
        None
    }
}

/// `values` named `group.label`, label by label: the rows of a table of weights, for
/// [`Tunable::params`] (values past the last label are left out).
pub fn labelled<'w>(group: &str, labels: &[impl std::fmt::Display], values: impl IntoIterator<Item = &'w mut i32>) -> Vec<(String, &'w mut i32)> {
    labels.iter().zip(values).map(|(label, v)| (format!("{group}.{label}"), v)).collect()
}

/// Single weights by name, for [`Tunable::params`].
pub fn named<'w, const N: usize>(weights: [(&str, &'w mut i32); N]) -> Vec<(String, &'w mut i32)> {
    weights.into_iter().map(|(name, v)| (name.to_string(), v)).collect()
}

/// A learned table of placement entries, in centipawns.
#[derive(Clone, Copy)]
pub struct Placement(pub &'static [i16]);

impl Placement {
    /// The entry `i` in centipawns; nothing from an empty table (a game whose table is not
    /// fitted yet). An index past a table's end is a bug in the caller's entries, not a zero.
    #[inline]
    pub fn entry(&self, i: usize) -> i32 {
        if self.0.is_empty() { 0 } else { self.0[i] as i32 }
    }
}

impl std::fmt::Debug for Placement {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Placement({} entries)", self.0.len())
    }
}

/// A placement table from its file: little-endian `i16`s, as `tune_variant --table` writes them.
pub const fn placement_table<const N: usize>(bytes: &[u8]) -> [i16; N] {
    assert!(bytes.len() == 2 * N, "a placement file of the wrong size");
    let mut table = [0; N];
    let mut i = 0;
    while i < N {
        table[i] = i16::from_le_bytes([bytes[2 * i], bytes[2 * i + 1]]);
        i += 1;
    }
    table
}

/// An evaluation whose weights are tuned on the bot's own games (`examples/tune_variant.rs`):
/// the weights the bot plays with, the evaluation under any others, and each weight by name.
pub trait Tunable: Evaluate {
    type Weights: Clone + std::fmt::Debug + Send + Sync;
    fn weights() -> Self::Weights;
    /// [`Evaluate::evaluate`] under `weights`.
    fn evaluate_with(&self, weights: &Self::Weights) -> Value;
    /// Every weight tuning may move, by name.
    fn params(weights: &mut Self::Weights) -> Vec<(String, &mut i32)>;
    /// A learned table's length (0: the game has none). Its entries, unlike the weights, are
    /// fitted all at once (`tune_variant --table`): the evaluation adds the entries the position
    /// reads, each to one side's score.
    fn table_len(&self) -> usize {
        0
    }
    /// The table under `weights`: empty, or `table_len` long.
    fn table(weights: &Self::Weights) -> &[i16] {
        let _ = weights;
        &[]
    }
    /// The entries the position reads: each with +1 if it adds to the first player's score,
    /// −1 if to the second's.
    fn table_entries(&self, out: &mut Vec<(u32, i8)>) {
        out.clear();
    }
}
