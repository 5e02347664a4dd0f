//! [`AnyGame`]: the referee of any game as one object, with moves as strings, for the wasm
//! layer and the page: the generic [`Referee`] of the games of two, and the games of more players.

use super::{Claim, GamePosition, MoveDescription, Outcome, Player, Referee, RefereeError, VariantError};

impl From<RefereeError> for VariantError {
    fn from(error: RefereeError) -> VariantError {
        match error {
            RefereeError::GameOver(_) => VariantError::GameOver,
            RefereeError::Illegal => VariantError::IllegalMove { text: String::new(), why: String::new() },
            RefereeError::NothingToUndo => VariantError::NothingToUndo,
            RefereeError::NotClaimable { claim, detail } => VariantError::NotClaimable(format!("{} does not hold ({detail})", claim.name())),
            RefereeError::NoSuchPlayer(player) => VariantError::Unsupported(format!("there is no player {player}")),
        }
    }
}

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

impl<P: GamePosition> Referee<P> {
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

    /// Where the game stands.
    pub fn status(&self) -> Status {
        let pos = self.position();
        Status { turn: pos.turn(), check: pos.is_check(), outcome: self.outcome(), claimable: self.claimable(), ranking: None }
    }

    /// The move in the contract's strings.
    fn text_of(pos: &P, m: P::Move) -> MoveText {
        let mut legal = Vec::new();
        pos.legal_moves(&mut legal);
        MoveText { uci: pos.uci(m), san: pos.san(m, &legal) }
    }
}

impl<P: GamePosition> Referee<P> {
    /// Are the positions hidden from whoever asks? While a game with hidden information is
    /// played, unless it was revealed ([`Referee::reveal`]: an analysis).
    pub fn hides_positions(&self) -> bool {
        !self.revealed() && self.outcome().is_none() && self.position().view(0).is_some()
    }

    /// Is the whole game open to see? Not while a game with hidden information is played.
    fn shown(&self) -> Result<(), VariantError> {
        if self.hides_positions() {
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
    /// The FEN of the position after the first `ply` moves (`0`: the start), for a page that
    /// shows an earlier move; refused like [`AnyGame::fen`] while positions are hidden.
    fn fen_at(&self, ply: usize) -> Result<String, VariantError>;
    fn legal_moves(&self) -> Vec<MoveText>;
    /// Plays a move given in UCI or SAN; on error nothing changes.
    fn play(&mut self, text: &str) -> Result<MoveText, VariantError>;
    fn undo(&mut self) -> Result<(), VariantError>;
    /// The moves played, in UCI; refused in games with hidden information until the end.
    fn history(&self) -> Result<Vec<String>, VariantError>;
    fn status(&self) -> Status;
    fn claim(&mut self, claim: Claim) -> Result<Outcome, VariantError>;
    /// Claims a draw together with the move (UCI or SAN) that completes it ([`Referee::claim_with`]);
    /// a claim that does not hold changes nothing.
    fn claim_with(&mut self, claim: Claim, text: &str) -> Result<Outcome, VariantError>;
    fn resign(&mut self, player: Player) -> Result<Outcome, VariantError>;
    /// `player`'s time ran out (see [`Referee::flag`]).
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
    /// Whether `name` is a cell of this game's board.
    fn has_cell(&self, name: &str) -> bool {
        self.layout().has_cell(name)
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
    /// Shows every position from now on, even while the game goes on, as an analysis board does
    /// ([`Referee::reveal`]); games without hidden information show everything already.
    fn reveal(&mut self) {}
    /// A game of more players (a board of cells, seats, scores, a ranking): the page reads its
    /// geometry and players from it (`src/wasm/cells.rs`). `None` for the two-player games.
    fn multi(&self) -> Option<&super::multi::MultiGame> {
        None
    }
}

impl<P: GamePosition> AnyGame for Referee<P> {
    fn variant(&self) -> &'static str {
        P::ID
    }

    fn reveal(&mut self) {
        Referee::reveal(self);
    }

    fn fen(&self) -> Result<String, VariantError> {
        self.shown()?;
        Ok(self.position().fen())
    }

    fn fen_at(&self, ply: usize) -> Result<String, VariantError> {
        self.shown()?;
        let pos = self.position_at(ply).ok_or_else(|| past_the_end(ply, self.moves().len()))?;
        Ok(pos.fen())
    }

    fn legal_moves(&self) -> Vec<MoveText> {
        let pos = self.position();
        let legal = Referee::legal_moves(self);
        legal.iter().map(|&m| MoveText { uci: pos.uci(m), san: pos.san(m, &legal) }).collect()
    }

    fn play(&mut self, text: &str) -> Result<MoveText, VariantError> {
        if self.outcome().is_some() {
            return Err(VariantError::GameOver);
        }
        let m = self.parse(text)?;
        let shown = Self::text_of(self.position(), m);
        Referee::play(self, m)?;
        Ok(shown)
    }

    fn undo(&mut self) -> Result<(), VariantError> {
        Referee::undo(self).map(|_| ()).map_err(VariantError::from)
    }

    fn history(&self) -> Result<Vec<String>, VariantError> {
        self.shown()?;
        Ok(self.played().map(|(m, pos)| pos.uci(m)).collect())
    }

    fn status(&self) -> Status {
        Referee::status(self)
    }

    fn claim(&mut self, claim: Claim) -> Result<Outcome, VariantError> {
        Ok(Referee::claim(self, claim)?)
    }

    fn claim_with(&mut self, claim: Claim, text: &str) -> Result<Outcome, VariantError> {
        if self.outcome().is_some() {
            return Err(VariantError::GameOver);
        }
        let m = self.parse(text)?;
        Ok(Referee::claim_with(self, claim, m, |pos, m| Self::text_of(pos, m).san)?)
    }

    fn resign(&mut self, player: Player) -> Result<Outcome, VariantError> {
        Ok(Referee::resign(self, player)?)
    }

    fn flag(&mut self, player: Player) -> Result<Outcome, VariantError> {
        Ok(Referee::flag(self, player)?)
    }

    fn board(&self) -> Result<Vec<(String, char)>, VariantError> {
        self.shown()?;
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
        Ok(Referee::agree_draw(self)?)
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
        let legal = Referee::legal_moves(self);
        legal.iter().map(|&m| (MoveText { uci: pos.uci(m), san: pos.san(m, &legal) }, pos.describe(m))).collect()
    }

    fn last_move(&self) -> Option<(MoveText, MoveDescription)> {
        let (m, before) = self.last()?;
        Some((Self::text_of(before, m), before.describe(m)))
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
        if self.shown().is_err() {
            return Vec::new();
        }
        self.position().promoted()
    }
}

/// The error for a ply past the game's last move.
pub(crate) fn past_the_end(ply: usize, played: usize) -> VariantError {
    VariantError::Unsupported(format!("there is no position after ply {ply}: the game has {played} moves"))
}
