//! The one referee of every game of two: the start, the moves, the positions reached, undo,
//! repetition (found by hash, confirmed by comparison), the n-move rule, automatic ends, claims
//! (also together with the move that completes them), resignation, agreement and the flag; each
//! game says through [`Refereed`] what its own laws are. Chess (`crate::game`) and every other
//! game of two (`crate::variants`) are refereed by this same code; the games of more players keep
//! the same [`History`].
//!
//! When several automatic ends hold at once, the first of this order is reported (the order of
//! FIDE's laws as python-chess applies them): a decisive end of the game's own (checkmate, a king
//! exploded ...), insufficient material, a drawn end of its own (stalemate), the n-move rule,
//! repetition, a dead position.

mod history;

pub use crate::outcome::{Claim, EndReason, Outcome, Player};
pub use history::History;
use std::fmt;

/// The draw rules a game has, in plies and occurrences; `None` when the game has no such rule.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DrawRules {
    /// A player may claim a draw when the position occurs this often.
    pub claim_repetition: Option<u32>,
    /// The game ends by itself at this many occurrences.
    pub auto_repetition: Option<u32>,
    /// A player may claim after this many plies without capture or pawn move (100 = 50 moves).
    pub claim_plies: Option<u32>,
    pub auto_plies: Option<u32>,
}

impl DrawRules {
    /// FIDE's: claim at threefold and fifty moves, automatic at fivefold and seventy-five.
    pub const CHESS: DrawRules =
        DrawRules { claim_repetition: Some(3), auto_repetition: Some(5), claim_plies: Some(100), auto_plies: Some(150) };
}

/// What the referee needs of a game's position: its moves and its own laws of the end.
/// Positions are values (copy-make); moves are small `Copy` values.
pub trait Refereed: Clone + fmt::Debug + 'static {
    type Move: Copy + Eq + fmt::Debug;
    const PLAYERS: usize = 2;
    const DRAW_RULES: DrawRules = DrawRules::CHESS;

    fn turn(&self) -> Player;
    /// Clears `out` and fills it with the legal moves (none once the game is over by its rules).
    fn legal_moves(&self, out: &mut Vec<Self::Move>);
    /// Is `m` one of [`Refereed::legal_moves`]? (A game may answer without listing them all.)
    fn is_legal(&self, m: Self::Move) -> bool {
        let mut legal = Vec::new();
        self.legal_moves(&mut legal);
        legal.contains(&m)
    }
    /// Plays a move taken from [`Refereed::legal_moves`] of this position.
    fn play(&mut self, m: Self::Move);

    /// Zobrist hash: equal for positions that are the same for repetition.
    fn hash(&self) -> u64;
    /// The same position for repetition (the hash is only a first filter).
    fn same_position(&self, other: &Self) -> bool;
    /// Plies since the last irreversible move, for the n-move rule.
    fn halfmoves(&self) -> u32;
    /// Is the side to move in check (games with check)?
    fn is_check(&self) -> bool;
    /// The game's own end, given the legal moves of this position: checkmate, stalemate (a win,
    /// a loss or a draw, by game), king exploded or captured, all pieces lost.
    fn variant_outcome(&self, legal: &[Self::Move]) -> Option<Outcome>;
    /// The game's own end in this position ([`Refereed::variant_outcome`] of its legal moves); a
    /// game that can tell without listing its moves says so here.
    fn own_outcome(&self) -> Option<Outcome> {
        let mut legal = Vec::new();
        self.legal_moves(&mut legal);
        self.variant_outcome(&legal)
    }
    /// The game's own insufficient-material rule (an automatic draw).
    fn insufficient_material(&self) -> bool;
    /// A position no series of legal moves can win for either side although material remains
    /// (FIDE 5.2.2: blocked pawns, bishops of one colour): an automatic draw. No game but chess
    /// judges it by default.
    fn dead(&self) -> bool {
        false
    }
    /// Could `player` still win by some series of legal moves (the other side helping)? Decides
    /// a flag: the side out of time loses, or draws when the other side could not win. Each
    /// game's `rules.md` says what it knows; by default anyone can win a game not already dead.
    fn can_win(&self, player: Player) -> bool {
        let _ = player;
        !self.insufficient_material()
    }

    /// What a claim gives in this game, given the game's positions from its start (the last is
    /// the current one): a draw, unless the game scores it (xiangqi's perpetual check, janggi's
    /// material count).
    fn claim_outcome(claim: Claim, positions: &[Self]) -> Outcome {
        let _ = positions;
        Outcome::draw(claim.reason())
    }
    /// Plies the n-move rule waits beyond `DRAW_RULES.claim_plies` after these positions
    /// (xiangqi lengthens it when checks were frequent).
    fn move_rule_extension(positions: &[Self]) -> u32 {
        let _ = positions;
        0
    }
    /// The end a repetition brings in games where it is not a plain draw (shogi's sennichite,
    /// perpetual check): `since_first` = the positions from the first occurrence of the current
    /// one up to it, `occurrences` = how often it has occurred. `None`: [`DrawRules`] decide.
    fn repetition_outcome(since_first: &[Self], occurrences: u32) -> Option<Outcome> {
        let _ = (since_first, occurrences);
        None
    }
}

/// What the referee refuses, and why. Nothing that returns one changes the game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RefereeError {
    /// No move, claim or declaration after the end of the game.
    GameOver(Outcome),
    /// Not one of the position's legal moves.
    Illegal,
    NothingToUndo,
    /// The draw cannot be claimed; `detail` says what the count is.
    NotClaimable { claim: Claim, detail: String },
    NoSuchPlayer(Player),
}

impl fmt::Display for RefereeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RefereeError::GameOver(o) => write!(f, "the game is over ({})", o.reason.name()),
            RefereeError::Illegal => write!(f, "not a legal move here"),
            RefereeError::NothingToUndo => write!(f, "no move to take back"),
            RefereeError::NotClaimable { claim, detail } => write!(f, "cannot claim a draw by {}: {detail}", claim.name()),
            RefereeError::NoSuchPlayer(player) => write!(f, "there is no player {player}"),
        }
    }
}

impl std::error::Error for RefereeError {}

/// An end that a player or the clock brought about, at a given ply.
#[derive(Clone, Copy, Debug)]
struct Declared {
    outcome: Outcome,
    /// The number of moves played when it was declared; taking back a move before it undoes it.
    ply: usize,
}

/// A game of two refereed: see the module's documentation.
#[derive(Clone, Debug)]
pub struct Referee<P: Refereed> {
    history: History<P, P::Move>,
    declared: Option<Declared>,
    /// Everything is to be shown, even while the game goes on: an analysis of a game with hidden
    /// information (Fog of War) once it has been played, not a game the players are playing.
    revealed: bool,
}

impl<P: Refereed> Referee<P> {
    pub fn new(start: P) -> Referee<P> {
        let hash = start.hash();
        Referee { history: History::new(start, hash), declared: None, revealed: false }
    }

    /// From now on every position is shown, as on an analysis board (see `revealed`).
    pub fn reveal(&mut self) {
        self.revealed = true;
    }

    pub fn revealed(&self) -> bool {
        self.revealed
    }

    pub fn position(&self) -> &P {
        self.history.position()
    }

    pub fn start(&self) -> &P {
        self.history.start()
    }

    pub fn moves(&self) -> &[P::Move] {
        self.history.moves()
    }

    /// Every position of the game, the start first and the current one last.
    pub fn positions(&self) -> &[P] {
        self.history.positions()
    }

    /// The position after the first `ply` moves (`0`: the start); `None` past the last move.
    pub fn position_at(&self, ply: usize) -> Option<&P> {
        self.history.positions().get(ply)
    }

    /// Each move with the position it was played in.
    pub fn played(&self) -> impl Iterator<Item = (P::Move, &P)> {
        self.history.played()
    }

    /// The last move with the position it was played in; `None` at the start.
    pub fn last(&self) -> Option<(P::Move, &P)> {
        self.history.last()
    }

    /// The legal moves of the current position; none once the game is over.
    pub fn legal_moves(&self) -> Vec<P::Move> {
        let mut list = Vec::new();
        if self.outcome().is_none() {
            self.position().legal_moves(&mut list);
        }
        list
    }

    fn open(&self) -> Result<(), RefereeError> {
        self.outcome().map_or(Ok(()), |over| Err(RefereeError::GameOver(over)))
    }

    /// Plays `m` if it is legal and the game is not over; otherwise nothing changes.
    pub fn play(&mut self, m: P::Move) -> Result<(), RefereeError> {
        self.open()?;
        self.record(m)
    }

    /// Adds the legal move `m` whatever the game's status: for moves another referee has already
    /// accepted (a GUI's `position … moves`, a PGN from other software), which may go on past an
    /// end this one sees first, such as a dead position.
    pub fn record(&mut self, m: P::Move) -> Result<(), RefereeError> {
        if !self.position().is_legal(m) {
            return Err(RefereeError::Illegal);
        }
        let next = self.after(m);
        let hash = next.hash();
        self.history.push(m, next, hash);
        Ok(())
    }

    fn after(&self, m: P::Move) -> P {
        let mut next = self.position().clone();
        next.play(m);
        next
    }

    /// Takes the last move back, and any end declared after it.
    pub fn undo(&mut self) -> Result<P::Move, RefereeError> {
        let m = self.history.pop().ok_or(RefereeError::NothingToUndo)?;
        if self.declared.is_some_and(|d| d.ply > self.moves().len()) {
            self.declared = None;
        }
        Ok(m)
    }

    /// How often the current position has occurred, itself included.
    pub fn repetitions(&self) -> u32 {
        self.occurrences().0
    }

    /// How often the current position has occurred, and the index of its first occurrence.
    fn occurrences(&self) -> (u32, usize) {
        self.history.occurrences(|earlier, now| earlier.turn() == now.turn() && earlier.same_position(now))
    }

    /// The end, declared or automatic.
    pub fn outcome(&self) -> Option<Outcome> {
        self.declared.map(|d| d.outcome).or_else(|| self.automatic_outcome())
    }

    /// Ends that need no one to ask, in the order of the module's documentation (a mate on the
    /// last move of the n-move rule stands).
    pub fn automatic_outcome(&self) -> Option<Outcome> {
        let pos = self.position();
        let own = pos.own_outcome();
        if let Some(outcome) = own.filter(|o| o.winner.is_some()) {
            return Some(outcome);
        }
        // A position neither side can win is drawn for that reason even when the side to move
        // also has no move (FIDE 5.2.2: a stalemate that draws either way).
        if pos.insufficient_material() {
            return Some(Outcome::draw(EndReason::InsufficientMaterial));
        }
        if own.is_some() {
            return own;
        }
        let rules = P::DRAW_RULES;
        if rules.auto_plies.is_some_and(|n| pos.halfmoves() >= n) {
            return Some(Outcome::draw(EndReason::SeventyFiveMoves));
        }
        let (occurrences, first) = self.occurrences();
        if occurrences > 1 {
            if let Some(outcome) = P::repetition_outcome(&self.positions()[first..], occurrences) {
                return Some(outcome);
            }
        }
        if rules.auto_repetition.is_some_and(|n| occurrences >= n) {
            return Some(Outcome::draw(EndReason::Fivefold));
        }
        if pos.dead() {
            return Some(Outcome::draw(EndReason::DeadPosition));
        }
        None
    }

    /// Why `claim` does not hold in the current position, or `None` when it does.
    fn unclaimable(&self, claim: Claim) -> Option<String> {
        let rules = P::DRAW_RULES;
        match claim {
            Claim::Repetition => {
                let Some(needed) = rules.claim_repetition else { return Some("this game has no such claim".into()) };
                let count = self.repetitions();
                (count < needed).then(|| format!("the position has {count} of the {needed} occurrences a claim needs"))
            }
            Claim::MoveRule => {
                let Some(plies) = rules.claim_plies else { return Some("this game has no such claim".into()) };
                let needed = plies + P::move_rule_extension(self.positions());
                let done = self.position().halfmoves();
                (done < needed).then(|| {
                    format!("{done} plies without a capture or pawn move, not {needed} ({} moves by each side)", needed / 2)
                })
            }
        }
    }

    /// The draws the player to move may claim now (none once the game is over).
    pub fn claimable(&self) -> Vec<Claim> {
        if self.outcome().is_some() {
            return Vec::new();
        }
        Claim::ALL.into_iter().filter(|&c| self.unclaimable(c).is_none()).collect()
    }

    /// Claims a draw now (FIDE 9.2, 9.3); the game scores it its own way where it does
    /// ([`Refereed::claim_outcome`]).
    pub fn claim(&mut self, claim: Claim) -> Result<Outcome, RefereeError> {
        self.open()?;
        if let Some(detail) = self.unclaimable(claim) {
            return Err(RefereeError::NotClaimable { claim, detail });
        }
        self.declare(P::claim_outcome(claim, self.positions()))
    }

    /// Would `claim` hold after the legal move `m` (FIDE 9.2.1.1 / 9.3.1)?
    pub fn claim_holds_after(&self, m: P::Move, claim: Claim) -> bool {
        let mut trial = self.clone();
        trial.record(m).is_ok() && trial.unclaimable_after_move(claim).is_none()
    }

    /// Why `claim` does not hold in this position, reached by the move that claims it: the
    /// player to move must have a move (a mate or stalemate is no draw to claim).
    fn unclaimable_after_move(&self, claim: Claim) -> Option<String> {
        if self.position().own_outcome().is_some() {
            return Some("the game would already be over".to_string());
        }
        self.unclaimable(claim)
    }

    /// Claims a draw together with the move that completes it (FIDE 9.2.1.1 / 9.3.1): the move is
    /// played and the game ends if the claim then holds (an automatic draw it brings about is
    /// reported as such). An incorrect claim changes nothing — FIDE 9.5 lets the game go on, with
    /// the move played if one was announced: the caller plays it. `describe` names the move in
    /// the refusal.
    pub fn claim_with(&mut self, claim: Claim, m: P::Move, describe: impl Fn(&P, P::Move) -> String) -> Result<Outcome, RefereeError> {
        self.open()?;
        self.record(m)?;
        if let Some(why) = self.unclaimable_after_move(claim) {
            self.history.pop();
            let detail = format!("after {}, {why}", describe(self.position(), m));
            return Err(RefereeError::NotClaimable { claim, detail });
        }
        match self.automatic_outcome() {
            Some(automatic) => Ok(automatic),
            None => self.declare(P::claim_outcome(claim, self.positions())),
        }
    }

    fn declare(&mut self, outcome: Outcome) -> Result<Outcome, RefereeError> {
        self.open()?;
        self.declared = Some(Declared { outcome, ply: self.moves().len() });
        Ok(outcome)
    }

    /// `player` as a seat of this game, while it is played.
    fn seat(&self, player: Player) -> Result<Player, RefereeError> {
        self.open()?;
        if player as usize >= P::PLAYERS {
            return Err(RefereeError::NoSuchPlayer(player));
        }
        Ok(player)
    }

    /// `player` resigns: the other one wins.
    pub fn resign(&mut self, player: Player) -> Result<Outcome, RefereeError> {
        let player = self.seat(player)?;
        self.declare(Outcome::win(1 - player, EndReason::Resignation))
    }

    /// `player`'s time ran out (FIDE 6.9): the other side wins, or it is a draw when the other
    /// side could not win by any series of legal moves ([`Refereed::can_win`]).
    pub fn flag(&mut self, player: Player) -> Result<Outcome, RefereeError> {
        let other = 1 - self.seat(player)?;
        let outcome = if self.position().can_win(other) {
            Outcome::win(other, EndReason::Timeout)
        } else {
            Outcome::draw(EndReason::TimeoutVsInsufficientMaterial)
        };
        self.declare(outcome)
    }

    /// Both players agree to a draw.
    pub fn agree_draw(&mut self) -> Result<Outcome, RefereeError> {
        self.declare(Outcome::draw(EndReason::Agreement))
    }
}
