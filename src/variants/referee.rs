//! The referee of every game: the start, the moves, the positions reached, undo, repetition
//! (found by hash, confirmed by comparison), the n-move rule, automatic ends and claims, as each
//! game's [`DrawRules`](super::DrawRules) has them; and [`AnyGame`], its object-safe facade
//! with moves as strings for the wasm layer.

use super::history::History;
use super::{Claim, EndReason, GamePosition, MoveDescription, Outcome, Player, VariantError};

/// A move in the contract's strings.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveText {
    pub uci: String,
    pub san: String,
}

/// Where a game stands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Status {
    pub turn: Player,
    pub check: bool,
    pub outcome: Option<Outcome>,
    pub claimable: Vec<Claim>,
    /// Games of more players, once over: every seat's place, the scores, the reason.
    pub ranking: Option<Ranking>,
}

/// How a game of more than two players ended (rules.md C10): places best first, each a group of
/// seats sharing it; the final scores per seat; the reason in the rule sheet's words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ranking {
    pub places: Vec<Vec<Player>>,
    pub scores: Vec<i32>,
    pub reason: &'static str,
}

/// What one player may see: the pieces on the squares they see, and which squares are hidden.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct View {
    pub viewer: Player,
    pub pieces: Vec<(String, char)>,
    pub hidden: Vec<String>,
}

#[derive(Clone, Debug)]
pub struct VariantGame<P: GamePosition> {
    history: History<P, P::Move>,
    /// An end declared by a player: a claim, a resignation, an agreement.
    declared: Option<Outcome>,
}

impl<P: GamePosition> VariantGame<P> {
    pub fn new(start: P) -> VariantGame<P> {
        let hash = start.hash();
        VariantGame { history: History::new(start, hash), declared: None }
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

    pub fn legal_moves(&self) -> Vec<P::Move> {
        let mut list = Vec::new();
        if self.outcome().is_none() {
            self.position().legal_moves(&mut list);
        }
        list
    }

    /// Plays `m` if it is legal and the game is not over; otherwise nothing changes.
    pub fn play(&mut self, m: P::Move) -> Result<(), VariantError> {
        if self.outcome().is_some() {
            return Err(VariantError::GameOver);
        }
        let mut legal = Vec::new();
        self.position().legal_moves(&mut legal);
        if !legal.contains(&m) {
            return Err(VariantError::IllegalMove { text: format!("{m:?}"), why: String::new() });
        }
        let mut next = self.position().clone();
        next.play(m);
        let hash = next.hash();
        self.history.push(m, next, hash);
        Ok(())
    }

    /// Reads a move in UCI (the contract's string) or SAN, as the position's legal moves write
    /// them (SAN's `+`/`#` optional), or either with the signs people add after a move
    /// (`e2e4+`, `Nf3!`, `e7e8=Q#`: [`super::plain_move_text`]). An error is the text's own.
    pub fn parse(&self, text: &str) -> Result<P::Move, VariantError> {
        let pos = self.position();
        pos.parse_uci(text).or_else(|_| pos.parse_san(text)).or_else(|error| match super::plain_move_text(text, P::plus_ends_moves()) {
            Some(plain) => pos.parse_uci(&plain).or_else(|_| pos.parse_san(&plain)).map_err(|_| error),
            None => Err(error),
        })
    }

    /// Takes the last move back (and any declared end with it).
    pub fn undo(&mut self) -> Result<P::Move, VariantError> {
        let m = self.history.pop().ok_or(VariantError::NothingToUndo)?;
        self.declared = None;
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
        self.declared.or_else(|| self.automatic_outcome())
    }

    /// Ends that need no one to ask: the game's own (mate, king exploded, ...), insufficient
    /// material, and the automatic repetition and move rules (a mate on the last move stands).
    pub fn automatic_outcome(&self) -> Option<Outcome> {
        let pos = self.position();
        let mut legal = Vec::new();
        pos.legal_moves(&mut legal);
        // A decisive end of the game's own first; then, as FIDE's 5.2.2 and the chess referee
        // have it, a position neither side can win is drawn for that reason even when the side to
        // move also has no move (a stalemate that draws).
        let own = pos.variant_outcome(&legal);
        if let Some(outcome) = own.filter(|o| o.winner.is_some()) {
            return Some(outcome);
        }
        if pos.insufficient_material() {
            return Some(Outcome::draw(EndReason::InsufficientMaterial));
        }
        if own.is_some() {
            return own;
        }
        let (occurrences, first) = self.occurrences();
        if occurrences > 1 {
            if let Some(outcome) = P::repetition_outcome(&self.history.positions()[first..], occurrences) {
                return Some(outcome);
            }
        }
        let rules = P::DRAW_RULES;
        if rules.auto_repetition.is_some_and(|n| occurrences >= n) {
            return Some(Outcome::draw(EndReason::Fivefold));
        }
        if rules.auto_plies.is_some_and(|n| pos.halfmoves() >= n) {
            return Some(Outcome::draw(EndReason::SeventyFiveMoves));
        }
        None
    }

    /// The draws the player to move may claim now.
    pub fn claimable(&self) -> Vec<Claim> {
        let mut claims = Vec::new();
        if self.outcome().is_some() {
            return claims;
        }
        let rules = P::DRAW_RULES;
        if rules.claim_repetition.is_some_and(|n| self.repetitions() >= n) {
            claims.push(Claim::Repetition);
        }
        if rules.claim_plies.is_some_and(|n| self.position().halfmoves() >= n + P::move_rule_extension(self.history.positions())) {
            claims.push(Claim::MoveRule);
        }
        claims
    }

    pub fn claim(&mut self, claim: Claim) -> Result<Outcome, VariantError> {
        if self.outcome().is_some() {
            return Err(VariantError::GameOver);
        }
        if !self.claimable().contains(&claim) {
            return Err(VariantError::NotClaimable(format!("{} does not hold", claim.name())));
        }
        let outcome = P::claim_outcome(claim, self.history.positions());
        self.declared = Some(outcome);
        Ok(outcome)
    }

    pub fn resign(&mut self, player: Player) -> Result<Outcome, VariantError> {
        if self.outcome().is_some() {
            return Err(VariantError::GameOver);
        }
        if player as usize >= P::PLAYERS {
            return Err(VariantError::Unsupported(format!("there is no player {player}")));
        }
        // Two players: the other one wins.
        let outcome = Outcome::win(1 - player.min(1), EndReason::Resignation);
        self.declared = Some(outcome);
        Ok(outcome)
    }

    /// `player`'s time ran out: the other side wins, or it is a draw when the other side could
    /// not win by any series of moves ([`GamePosition::can_win`]).
    pub fn flag(&mut self, player: Player) -> Result<Outcome, VariantError> {
        if self.outcome().is_some() {
            return Err(VariantError::GameOver);
        }
        if player as usize >= P::PLAYERS {
            return Err(VariantError::Unsupported(format!("there is no player {player}")));
        }
        let other = 1 - player.min(1);
        let outcome = if self.position().can_win(other) {
            Outcome::win(other, EndReason::Timeout)
        } else {
            Outcome::draw(EndReason::TimeoutVsInsufficientMaterial)
        };
        self.declared = Some(outcome);
        Ok(outcome)
    }

    pub fn agree_draw(&mut self) -> Result<Outcome, VariantError> {
        if self.outcome().is_some() {
            return Err(VariantError::GameOver);
        }
        self.declared = Some(Outcome::draw(EndReason::Agreement));
        Ok(Outcome::draw(EndReason::Agreement))
    }

    pub fn status(&self) -> Status {
        let pos = self.position();
        Status { turn: pos.turn(), check: pos.is_check(), outcome: self.outcome(), claimable: self.claimable(), ranking: None }
    }
}

impl<P: GamePosition> VariantGame<P> {
    /// Is the whole game open to see? Not while a game with hidden information is played.
    fn reveal(&self) -> Result<(), VariantError> {
        if self.outcome().is_none() && self.position().view(0).is_some() {
            return Err(VariantError::Unsupported("hidden in this game until it ends: ask for a player's view".into()));
        }
        Ok(())
    }
}

/// The referee of any game, with moves as strings: what the wasm layer holds.
pub trait AnyGame {
    fn variant(&self) -> &'static str;
    /// The position's FEN; refused in games with hidden information until the game is over.
    fn fen(&self) -> Result<String, VariantError>;
    fn legal_moves(&self) -> Vec<MoveText>;
    /// Plays a move given in UCI or SAN; on error nothing changes.
    fn play(&mut self, text: &str) -> Result<MoveText, VariantError>;
    fn undo(&mut self) -> Result<(), VariantError>;
    /// The moves played, in UCI; refused in games with hidden information until the end.
    fn history(&self) -> Result<Vec<String>, VariantError>;
    fn status(&self) -> Status;
    fn claim(&mut self, claim: Claim) -> Result<Outcome, VariantError>;
    fn resign(&mut self, player: Player) -> Result<Outcome, VariantError>;
    /// `player`'s time ran out (see [`VariantGame::flag`]).
    fn flag(&mut self, player: Player) -> Result<Outcome, VariantError>;
    /// The whole board; refused in games with hidden information while they are played.
    fn board(&self) -> Result<Vec<(String, char)>, VariantError>;
    /// What `viewer` sees (everything, in games without hidden information).
    fn view(&self, viewer: Player) -> Result<View, VariantError>;
    /// The FEN the game started from (public in every game).
    fn start_fen(&self) -> String;
    /// Pieces in hand (see [`GamePosition::hands`]).
    fn hands(&self) -> Vec<(Player, Vec<(char, u8)>)>;
    fn agree_draw(&mut self) -> Result<Outcome, VariantError>;
    /// What the legal move `text` (UCI or SAN) would do, told completely
    /// ([`GamePosition::describe`]).
    fn describe(&self, text: &str) -> Result<MoveDescription, VariantError>;
    /// Every legal move with what it would do.
    fn describe_legal(&self) -> Vec<(MoveText, MoveDescription)>;
    /// The last move played, as its mover saw it when playing it; `None` at the start.
    fn last_move(&self) -> Option<(MoveText, MoveDescription)>;
    /// How a page draws the board ([`GamePosition::layout`]); chess's 8×8 by default.
    fn layout(&self) -> super::Layout {
        super::Layout::chess()
    }
    /// The names of the two sides ([`GamePosition::SIDES`]); games of more players name seats.
    fn sides(&self) -> [&'static str; 2] {
        ["White", "Black"]
    }
    /// The cells holding promoted pieces ([`GamePosition::promoted`]); empty while the position is hidden.
    fn promoted(&self) -> Vec<String> {
        Vec::new()
    }
    /// The leaves of the current position's legal-move tree `depth` plies deep ([`super::perft`]),
    /// for benchmarks and tests of a position whose FEN the caller gave (it counts hidden moves).
    fn perft(&self, depth: u32) -> u64;
    /// A game of more players (a board of cells, seats, scores, a ranking): the page reads its
    /// geometry and players from it (`src/wasm/cells.rs`). `None` for the two-player games.
    fn multi(&self) -> Option<&super::multi::MultiGame> {
        None
    }
}

impl<P: GamePosition> AnyGame for VariantGame<P> {
    fn variant(&self) -> &'static str {
        P::ID
    }

    fn fen(&self) -> Result<String, VariantError> {
        self.reveal()?;
        Ok(self.position().fen())
    }

    fn legal_moves(&self) -> Vec<MoveText> {
        let pos = self.position();
        let legal = VariantGame::legal_moves(self);
        legal.iter().map(|&m| MoveText { uci: pos.uci(m), san: pos.san(m, &legal) }).collect()
    }

    fn play(&mut self, text: &str) -> Result<MoveText, VariantError> {
        if self.outcome().is_some() {
            return Err(VariantError::GameOver);
        }
        let m = self.parse(text)?;
        let pos = self.position();
        let mut legal = Vec::new();
        pos.legal_moves(&mut legal);
        let shown = MoveText { uci: pos.uci(m), san: pos.san(m, &legal) };
        VariantGame::play(self, m)?;
        Ok(shown)
    }

    fn undo(&mut self) -> Result<(), VariantError> {
        VariantGame::undo(self).map(|_| ())
    }

    fn history(&self) -> Result<Vec<String>, VariantError> {
        self.reveal()?;
        Ok(self.history.played().map(|(m, pos)| pos.uci(m)).collect())
    }

    fn status(&self) -> Status {
        VariantGame::status(self)
    }

    fn claim(&mut self, claim: Claim) -> Result<Outcome, VariantError> {
        VariantGame::claim(self, claim)
    }

    fn resign(&mut self, player: Player) -> Result<Outcome, VariantError> {
        VariantGame::resign(self, player)
    }

    fn flag(&mut self, player: Player) -> Result<Outcome, VariantError> {
        VariantGame::flag(self, player)
    }

    fn board(&self) -> Result<Vec<(String, char)>, VariantError> {
        self.reveal()?;
        Ok(self.position().pieces())
    }

    fn view(&self, viewer: Player) -> Result<View, VariantError> {
        if viewer as usize >= P::PLAYERS {
            return Err(VariantError::Unsupported(format!("there is no player {viewer}")));
        }
        let pos = self.position();
        Ok(match pos.view(viewer) {
            Some(view) if self.outcome().is_none() => view,
            _ => View { viewer, pieces: pos.pieces(), hidden: Vec::new() },
        })
    }

    fn start_fen(&self) -> String {
        self.start().fen()
    }

    fn hands(&self) -> Vec<(Player, Vec<(char, u8)>)> {
        self.position().hands()
    }

    fn agree_draw(&mut self) -> Result<Outcome, VariantError> {
        VariantGame::agree_draw(self)
    }

    fn describe(&self, text: &str) -> Result<MoveDescription, VariantError> {
        if self.outcome().is_some() {
            return Err(VariantError::GameOver);
        }
        let m = self.parse(text)?;
        Ok(self.position().describe(m))
    }

    fn describe_legal(&self) -> Vec<(MoveText, MoveDescription)> {
        let pos = self.position();
        let legal = VariantGame::legal_moves(self);
        legal.iter().map(|&m| (MoveText { uci: pos.uci(m), san: pos.san(m, &legal) }, pos.describe(m))).collect()
    }

    fn last_move(&self) -> Option<(MoveText, MoveDescription)> {
        let (m, before) = self.history.last()?;
        let mut legal = Vec::new();
        before.legal_moves(&mut legal);
        Some((MoveText { uci: before.uci(m), san: before.san(m, &legal) }, before.describe(m)))
    }

    fn perft(&self, depth: u32) -> u64 {
        super::perft(self.position(), depth)
    }

    fn sides(&self) -> [&'static str; 2] {
        P::SIDES
    }

    fn layout(&self) -> super::Layout {
        self.position().layout()
    }

    fn promoted(&self) -> Vec<String> {
        if self.reveal().is_err() {
            return Vec::new();
        }
        self.position().promoted()
    }
}
