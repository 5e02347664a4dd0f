//! A game of chess: a start position, the moves played since, and the referee's view of it.
//! The referee is the one of every game ([`Referee`]); chess's own laws of the end are its
//! [`Refereed`] implementation here, and this module adds what chess players have beside them:
//! SAN, PGN with its tags, and why a move is illegal.
//!
//! The laws are FIDE's Laws of Chess:
//! - **Automatic ends** ([`Game::outcome`]) need no one to ask: checkmate, stalemate, fivefold
//!   repetition (9.6.1), seventy-five moves without capture or pawn move (9.6.2; a mate on the
//!   last move stands), insufficient material and other dead positions (5.2.2).
//! - **Claims** ([`Game::claimable`], [`Game::claim_draw`]) end the game only when the player to
//!   move asks: threefold repetition (9.2) and fifty moves (9.3), also "with the move that would
//!   complete it" (9.2.1.1, 9.3.1).
//! - **Declared ends**: agreement, resignation, loss on time (6.9: a draw when the winner could
//!   not mate by any series of legal moves).
//!
//! "The same position" (9.2.2) is the same side to move, the same pieces on the same squares,
//! the same castling rights and the same en passant possibility (only when an en passant capture
//! is actually legal). Positions are found by their Zobrist hash and then compared field by
//! field, so a hash collision can never make a false repetition.
//!
//! ```
//! use wasm_chess::game::{Claim, EndReason, Game};
//!
//! let mut game = Game::new();
//! for m in ["Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1"] {
//!     game.play(m).unwrap();
//! }
//! assert!(game.claimable().is_empty()); // the start position has occurred twice
//! let outcome = game.claim_draw(Claim::Repetition, Some("Ng8")).unwrap(); // ... and now thrice
//! assert_eq!((outcome.winner, outcome.reason), (None, EndReason::Threefold));
//! assert!(game.play("e4").is_err()); // the game is over
//! ```

use crate::chess::explain::{self, CastlingProblem, Illegal, RightLost};
use crate::chess::pgn::{self, PgnError};
use crate::chess::san::{self, SanError};
use crate::chess::setups::{self, SetupError};
use crate::chess::uci;
use crate::chess::{self, dead, material, CastlingMode, Color, FenError, Move, Position, Role, Square};
use crate::referee::{Referee, RefereeError, Refereed};
use std::fmt;

pub use crate::outcome::{Claim, EndReason, Outcome, Player};

/// The seat of a colour: White moves first.
fn seat(color: Color) -> Player {
    color.index() as Player
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GameError {
    Fen(FenError),
    /// Unreadable or ambiguous: neither SAN nor coordinates (UCI), or more than one move fits.
    San(SanError),
    /// Readable, but not a legal move here; `reason` says why when one reason covers it.
    Illegal { text: String, reason: Option<Illegal> },
    /// No move or claim after the end of the game.
    GameOver(Outcome),
    /// The draw cannot be claimed; `detail` says what the count is.
    NotClaimable { claim: Claim, detail: String },
    UnknownClaim(String),
    Pgn(PgnError),
    Setup(SetupError),
    /// A PGN tag name that is not letters, digits and `_`.
    TagName(String),
}

impl fmt::Display for GameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GameError::Fen(e) => write!(f, "invalid FEN: {e}"),
            GameError::San(e) => write!(f, "illegal move: {e}"),
            GameError::Illegal { text, reason: None } => write!(f, "illegal move: {text} is not a legal move here"),
            GameError::Illegal { text, reason: Some(reason) } => {
                write!(f, "illegal move: {text} is not a legal move here ({reason})")
            }
            GameError::GameOver(o) => write!(f, "the game is over ({})", o.reason.name()),
            GameError::NotClaimable { claim, detail } => write!(f, "cannot claim a draw by {}: {detail}", claim.name()),
            GameError::UnknownClaim(s) => write!(f, "unknown draw claim '{s}' (expected 'threefold' or 'fifty-moves')"),
            GameError::Pgn(e) => write!(f, "invalid PGN: {e}"),
            GameError::Setup(e) => write!(f, "invalid setup: {e}"),
            GameError::TagName(s) => write!(f, "invalid PGN tag name '{s}' (letters, digits and _ only)"),
        }
    }
}

impl std::error::Error for GameError {}

#[derive(Clone, Debug)]
pub struct Game {
    mode: CastlingMode,
    referee: Referee<Position>,
    /// Tags read from PGN, written back by [`Game::pgn`].
    tags: Vec<(String, String)>,
    /// The result token a PGN game ended with, kept while its moves are unchanged.
    imported_result: Option<String>,
}

impl Default for Game {
    fn default() -> Self {
        Game::new()
    }
}

impl Game {
    /// A game from the standard starting position.
    pub fn new() -> Game {
        Game::from_position(Position::standard(), CastlingMode::Standard)
    }

    pub fn from_position(start: Position, mode: CastlingMode) -> Game {
        Game { mode, referee: Referee::new(start), tags: Vec::new(), imported_result: None }
    }

    /// A game from a FEN. Castling rights written with file letters that only Chess960 allows
    /// (X-FEN naming an inner rook, Shredder-FEN) make it a Chess960 game; `KQkq` that does not
    /// fit standard chess is an error (see [`Game::from_fen_in`] to ask for Chess960).
    pub fn from_fen(fen: &str) -> Result<Game, GameError> {
        let (start, mode) = Position::from_fen_detecting_960(fen, CastlingMode::Standard).map_err(GameError::Fen)?;
        Ok(Game::from_position(start, mode))
    }

    /// A game from a FEN in the given mode: in [`CastlingMode::Chess960`], `KQkq` names the
    /// outermost rooks (X-FEN) wherever the king stands.
    pub fn from_fen_in(fen: &str, mode: CastlingMode) -> Result<Game, GameError> {
        let start = Position::from_fen_in(fen, mode).map_err(GameError::Fen)?;
        Ok(Game::from_position(start, mode))
    }

    /// A named start: `standard`, the odds games, `chess960:<0..959>` (see [`setups`]).
    pub fn from_setup(name: &str) -> Result<Game, GameError> {
        let (start, mode) = setups::from_name(name).map_err(GameError::Setup)?;
        Ok(Game::from_position(start, mode))
    }

    /// The first game of a PGN text, with its tags. Every move must be legal; moves played on
    /// after an automatic end (other software may not stop there) are kept, and the game's
    /// status is that of its last position.
    pub fn from_pgn(text: &str) -> Result<Game, GameError> {
        let parsed = pgn::parse(text).map_err(GameError::Pgn)?;
        let mut game = Game::from_position(parsed.start, parsed.mode);
        for m in parsed.moves {
            game.record_move(m)?;
        }
        game.tags = parsed.tags;
        game.imported_result = parsed.result.filter(|r| r != "*");
        Ok(game)
    }

    pub fn mode(&self) -> CastlingMode {
        self.mode
    }

    /// The current position.
    pub fn position(&self) -> &Position {
        self.referee.position()
    }

    pub fn start(&self) -> &Position {
        self.referee.start()
    }

    pub fn moves(&self) -> &[Move] {
        self.referee.moves()
    }

    /// Every position of the game, start first.
    pub fn positions(&self) -> &[Position] {
        self.referee.positions()
    }

    /// The position after the first `ply` moves (`0`: the start); `None` past the last move.
    pub fn position_at(&self, ply: usize) -> Option<&Position> {
        self.referee.position_at(ply)
    }

    /// The moves in SAN, from the start.
    pub fn history_san(&self) -> Vec<String> {
        self.referee.played().map(|(m, pos)| san::to_san(pos, m)).collect()
    }

    /// The moves in UCI (Chess960 castling as king-takes-rook), from the start.
    pub fn history_uci(&self) -> Vec<String> {
        self.moves().iter().map(|&m| uci::to_uci(m, self.mode)).collect()
    }

    // ---- Moves ------------------------------------------------------------------------------

    /// The move written in SAN or in coordinates (UCI, long algebraic), as a legal move of the
    /// current position.
    pub fn parse_move(&self, text: &str) -> Result<Move, GameError> {
        let pos = self.position();
        let trimmed = text.trim();
        let parsed = san::parse_any(pos, text, self.mode).map_err(|e| match e {
            SanError::Illegal(_) => None,
            e => Some(GameError::San(e)),
        });
        parsed.map_err(|e| {
            e.unwrap_or_else(|| {
                let reason = explain::explain_text(pos, trimmed).map(|r| self.refine(r));
                GameError::Illegal { text: chess::owned(trimmed), reason }
            })
        })
    }

    /// Plays a move given in SAN or UCI. On error nothing changes.
    pub fn play(&mut self, text: &str) -> Result<Move, GameError> {
        if let Some(outcome) = self.outcome() {
            return Err(GameError::GameOver(outcome));
        }
        let m = self.parse_move(text)?;
        // Legal and the game open, as just checked: recorded without asking the referee again.
        self.record_move(m)?;
        Ok(m)
    }

    /// Plays a move known to be legal in the current position (for callers that generated it).
    pub fn play_move(&mut self, m: Move) -> Result<(), GameError> {
        self.referee.play(m).map_err(|e| self.refused(e, Some(m)))?;
        self.imported_result = None;
        Ok(())
    }

    /// Adds the legal move `m` whatever the game's status: for moves another referee has already
    /// accepted (a GUI's `position … moves`), which may go on past an end this one sees first,
    /// such as a dead position.
    pub fn record_move(&mut self, m: Move) -> Result<(), GameError> {
        self.referee.record(m).map_err(|e| self.refused(e, Some(m)))?;
        self.imported_result = None;
        Ok(())
    }

    /// The referee's refusal, in chess's words. Chess's seats are its two colours and it takes
    /// back through [`Game::undo`], so what is left is a move the position does not have.
    fn refused(&self, error: RefereeError, m: Option<Move>) -> GameError {
        match error {
            RefereeError::GameOver(outcome) => GameError::GameOver(outcome),
            RefereeError::NotClaimable { claim, detail } => GameError::NotClaimable { claim, detail },
            _ => GameError::Illegal { text: m.map_or_else(String::new, |m| uci::to_uci(m, self.mode)), reason: None },
        }
    }

    /// Takes back the last move (and any end declared after it), returning it with the
    /// position it was played from.
    pub fn undo(&mut self) -> Option<(Move, Position)> {
        let m = self.referee.undo().ok()?;
        self.imported_result = None;
        Some((m, *self.position()))
    }

    /// Why moving from `from` to `to` is illegal now, or `None` if some legal move does it.
    pub fn explain_move(&self, from: Square, to: Square) -> Option<Illegal> {
        let reason = explain::explain(self.position(), from, to).map(|r| self.refine(r));
        // The position keeps no e.p. square when the capture would expose the king; the history
        // tells that the enemy pawn did just make its double step.
        let beside = Square::from_coords(to.file(), from.rank());
        let just_double_stepped = self.moves().last().is_some_and(|m| {
            m.to() == beside && m.from().rank().index().abs_diff(beside.rank().index()) == 2
                && self.position().board().role_at(beside) == Some(Role::Pawn)
        });
        match reason {
            Some(Illegal::EnPassantOnlyRightAfter) if just_double_stepped => Some(Illegal::ExposesKing),
            other => other,
        }
    }

    /// Says why a castling right is gone when the game's history tells.
    fn refine(&self, reason: Illegal) -> Illegal {
        let Illegal::Castling(CastlingProblem::RightLost { king_side, why: RightLost::Unknown }) = reason else {
            return reason;
        };
        let us = self.position().turn();
        let start = self.start();
        let Some(home) = start.board().king_of(us) else { return reason };
        // Our moves so far, with the positions they were played in.
        let ours = || self.referee.played().filter(move |(_, p)| p.turn() == us);
        let king_moved = self.position().king() != home
            || ours().any(|(m, p)| p.board().role_at(m.from()) == Some(Role::King));
        let rook = start.castling_rook(us, king_side);
        let why = match rook {
            _ if king_moved => RightLost::KingMoved,
            None => RightLost::NotInStartPosition,
            Some(rook) if ours().any(|(m, _)| m.from() == rook) => RightLost::RookMoved,
            Some(_) => RightLost::RookCaptured,
        };
        Illegal::Castling(CastlingProblem::RightLost { king_side, why })
    }

    // ---- The referee ------------------------------------------------------------------------

    /// How many times the current position has occurred in this game, itself included.
    pub fn repetitions(&self) -> usize {
        self.referee.repetitions() as usize
    }

    /// The result, once the game has ended (declared, or by the rules).
    pub fn outcome(&self) -> Option<Outcome> {
        self.referee.outcome()
    }

    /// The ends that need no claim. When several hold at once the first of this list is
    /// reported (the order python-chess uses): checkmate, insufficient material, stalemate,
    /// seventy-five moves, fivefold repetition, dead position.
    pub fn automatic_outcome(&self) -> Option<Outcome> {
        self.referee.automatic_outcome()
    }

    /// Would `claim` hold after the legal move `m` (FIDE 9.2.1.1 / 9.3.1)? The player to move
    /// after it must have a legal move (a mate or stalemate is no draw to claim).
    pub fn claim_holds_after(&self, m: Move, claim: Claim) -> bool {
        self.referee.claim_holds_after(m, claim)
    }

    /// The draws the player to move may claim now (none once the game is over).
    pub fn claimable(&self) -> Vec<Claim> {
        self.referee.claimable()
    }

    /// Claims a draw (FIDE 9.2, 9.3). With a move, the claim is the one of 9.2.1.1 / 9.3.1: the
    /// move is played and the game is drawn if the claim then holds (the player to move after it
    /// having a legal move; an automatic draw it brings about is reported as such). An
    /// incorrect claim changes nothing — FIDE 9.5 then lets the game go on, with the move played
    /// if one was announced: the caller plays it.
    pub fn claim_draw(&mut self, claim: Claim, with_move: Option<&str>) -> Result<Outcome, GameError> {
        if let Some(outcome) = self.outcome() {
            return Err(GameError::GameOver(outcome));
        }
        let (result, m) = match with_move {
            None => (self.referee.claim(claim), None),
            Some(text) => {
                let m = self.parse_move(text)?;
                (self.referee.claim_with(claim, m, |pos, m| san::to_san(pos, m)), Some(m))
            }
        };
        let outcome = result.map_err(|e| self.refused(e, m))?;
        self.imported_result = None;
        Ok(outcome)
    }

    /// Both players agree to a draw.
    pub fn agree_draw(&mut self) -> Result<Outcome, GameError> {
        self.referee.agree_draw().map_err(|e| self.refused(e, None))
    }

    /// `color` resigns.
    pub fn resign(&mut self, color: Color) -> Result<Outcome, GameError> {
        self.referee.resign(seat(color)).map_err(|e| self.refused(e, None))
    }

    /// `color`'s flag has fallen (FIDE 6.9): the opponent wins, unless the opponent cannot mate
    /// by any series of legal moves — then it is a draw.
    pub fn flag(&mut self, color: Color) -> Result<Outcome, GameError> {
        self.referee.flag(seat(color)).map_err(|e| self.refused(e, None))
    }

    // ---- PGN --------------------------------------------------------------------------------

    /// The game as PGN. `tags` fill in or override the roster (Event … Black) and add others;
    /// `Result`, `SetUp`, `FEN` and `Variant` always describe the game itself.
    pub fn pgn(&self, tags: &[(String, String)]) -> Result<String, GameError> {
        if let Some((bad, _)) = tags.iter().find(|(name, _)| !pgn::is_valid_tag_name(name)) {
            return Err(GameError::TagName(chess::owned(bad)));
        }
        let result = match (self.outcome(), &self.imported_result) {
            (Some(outcome), _) => outcome.result().to_string(),
            (None, Some(imported)) => imported.clone(),
            (None, None) => "*".to_string(),
        };
        let mut all_tags = self.tags.clone();
        all_tags.extend(tags.iter().cloned());
        Ok(pgn::write(self.start(), self.mode, self.moves(), &result, &all_tags))
    }
}

/// Chess's laws of the end, for the one referee.
impl Refereed for Position {
    type Move = Move;

    fn turn(&self) -> Player {
        seat(Position::turn(self))
    }

    fn legal_moves(&self, out: &mut Vec<Move>) {
        out.clear();
        out.extend_from_slice(&Position::legal_moves(self));
    }

    fn is_legal(&self, m: Move) -> bool {
        Position::is_legal(self, m)
    }

    fn play(&mut self, m: Move) {
        self.play_unchecked(m);
    }

    fn hash(&self) -> u64 {
        Position::hash(self)
    }

    /// FIDE 9.2.2: same side to move, same pieces on the same squares, same castling rights,
    /// same en passant possibility (positions keep an e.p. square only when the capture is legal).
    fn same_position(&self, other: &Position) -> bool {
        Position::hash(self) == Position::hash(other)
            && Position::turn(self) == Position::turn(other)
            && self.board() == other.board()
            && self.castling() == other.castling()
            && self.ep_square() == other.ep_square()
    }

    fn halfmoves(&self) -> u32 {
        Position::halfmoves(self)
    }

    fn is_check(&self) -> bool {
        Position::is_check(self)
    }

    fn variant_outcome(&self, legal: &[Move]) -> Option<Outcome> {
        self.no_move_end(!legal.is_empty())
    }

    fn own_outcome(&self) -> Option<Outcome> {
        self.no_move_end(self.has_legal_moves())
    }

    fn insufficient_material(&self) -> bool {
        material::is_insufficient(self.board())
    }

    fn dead(&self) -> bool {
        dead::is_dead(self)
    }

    fn can_win(&self, player: Player) -> bool {
        material::can_mate(self.board(), crate::outcome::color_of(player)) && !dead::is_dead(self)
    }
}

impl Position {
    /// Checkmate or stalemate, when the side to move has no move.
    fn no_move_end(&self, has_moves: bool) -> Option<Outcome> {
        match (has_moves, Position::is_check(self)) {
            (true, _) => None,
            (false, true) => Some(Outcome::win(seat(!Position::turn(self)), EndReason::Checkmate)),
            (false, false) => Some(Outcome::draw(EndReason::Stalemate)),
        }
    }
}
