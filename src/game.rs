//! A game: a start position, the moves played since, and the referee's view of it.
//!
//! The referee follows FIDE's Laws of Chess:
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

/// An end that a player or the clock brought about, at a given ply.
#[derive(Clone, Copy, Debug)]
struct Declared {
    outcome: Outcome,
    /// The number of moves played when it was declared; taking back a move before it undoes it.
    ply: usize,
}

#[derive(Clone, Debug)]
pub struct Game {
    mode: CastlingMode,
    /// `positions[0]` is the start; `positions[i]` follows `moves[i - 1]`.
    positions: Vec<Position>,
    moves: Vec<Move>,
    declared: Option<Declared>,
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
        Game { mode, positions: vec![start], moves: Vec::new(), declared: None, tags: Vec::new(), imported_result: None }
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
            game.push(m);
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
        self.positions.last().expect("a game always has its start position")
    }

    /// The current position and the ones before it, start first.
    fn current_and_before(&self) -> (&Position, &[Position]) {
        self.positions.split_last().expect("a game always has its start position")
    }

    pub fn start(&self) -> &Position {
        &self.positions[0]
    }

    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// Every position of the game, start first.
    pub fn positions(&self) -> &[Position] {
        &self.positions
    }

    /// The moves in SAN, from the start.
    pub fn history_san(&self) -> Vec<String> {
        self.moves.iter().zip(&self.positions).map(|(&m, pos)| san::to_san(pos, m)).collect()
    }

    /// The moves in UCI (Chess960 castling as king-takes-rook), from the start.
    pub fn history_uci(&self) -> Vec<String> {
        self.moves.iter().map(|&m| uci::to_uci(m, self.mode)).collect()
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
        self.push(m);
        Ok(m)
    }

    /// Plays a move known to be legal in the current position (for callers that generated it).
    pub fn play_move(&mut self, m: Move) -> Result<(), GameError> {
        if let Some(outcome) = self.outcome() {
            return Err(GameError::GameOver(outcome));
        }
        if !self.position().is_legal(m) {
            return Err(GameError::Illegal { text: uci::to_uci(m, self.mode), reason: None });
        }
        self.push(m);
        Ok(())
    }

    /// Adds the legal move `m` whatever the game's status: for moves another referee has already
    /// accepted (a GUI's `position … moves`), which may go on past an end this one sees first,
    /// such as a dead position.
    pub fn record_move(&mut self, m: Move) -> Result<(), GameError> {
        if !self.position().is_legal(m) {
            return Err(GameError::Illegal { text: uci::to_uci(m, self.mode), reason: None });
        }
        self.push(m);
        Ok(())
    }

    /// The position after the legal move `m`.
    fn position_after(&self, m: Move) -> Position {
        let mut after = *self.position();
        after.play_unchecked(m);
        after
    }

    fn push(&mut self, m: Move) {
        let next = self.position_after(m);
        self.positions.push(next);
        self.moves.push(m);
        self.imported_result = None;
    }

    /// Takes back the last move (and any end declared after it), returning it with the
    /// position it was played from.
    pub fn undo(&mut self) -> Option<(Move, Position)> {
        let m = self.moves.pop()?;
        self.positions.pop();
        self.imported_result = None;
        if self.declared.is_some_and(|d| d.ply > self.moves.len()) {
            self.declared = None;
        }
        Some((m, *self.position()))
    }

    /// Why moving from `from` to `to` is illegal now, or `None` if some legal move does it.
    pub fn explain_move(&self, from: Square, to: Square) -> Option<Illegal> {
        let reason = explain::explain(self.position(), from, to).map(|r| self.refine(r));
        // The position keeps no e.p. square when the capture would expose the king; the history
        // tells that the enemy pawn did just make its double step.
        let beside = Square::from_coords(to.file(), from.rank());
        let just_double_stepped = self.moves.last().is_some_and(|m| {
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
        let mut ours = self.moves.iter().zip(&self.positions).filter(|(_, p)| p.turn() == us);
        let king_moved = self.position().king() != home
            || ours.clone().any(|(m, p)| p.board().role_at(m.from()) == Some(Role::King));
        let rook = start.castling_rook(us, king_side);
        let why = match rook {
            _ if king_moved => RightLost::KingMoved,
            None => RightLost::NotInStartPosition,
            Some(rook) if ours.any(|(m, _)| m.from() == rook) => RightLost::RookMoved,
            Some(_) => RightLost::RookCaptured,
        };
        Illegal::Castling(CastlingProblem::RightLost { king_side, why })
    }

    // ---- The referee ------------------------------------------------------------------------

    /// How many times the current position has occurred in this game, itself included.
    pub fn repetitions(&self) -> usize {
        let (current, before) = self.current_and_before();
        occurrences(current, before)
    }

    /// The result, once the game has ended (declared, or by the rules).
    pub fn outcome(&self) -> Option<Outcome> {
        self.declared.map(|d| d.outcome).or_else(|| self.automatic_outcome())
    }

    /// The ends that need no claim. When several hold at once the first of this list is
    /// reported (the order python-chess uses): checkmate, insufficient material, stalemate,
    /// seventy-five moves, fivefold repetition, dead position.
    pub fn automatic_outcome(&self) -> Option<Outcome> {
        let pos = self.position();
        let has_moves = pos.has_legal_moves();
        let draw = |reason| Some(Outcome { winner: None, reason });
        if !has_moves && pos.is_check() {
            return Some(Outcome::win(seat(!pos.turn()), EndReason::Checkmate));
        }
        if material::is_insufficient(pos.board()) {
            return draw(EndReason::InsufficientMaterial);
        }
        if !has_moves {
            return draw(EndReason::Stalemate);
        }
        if pos.halfmoves() >= 150 {
            return draw(EndReason::SeventyFiveMoves);
        }
        if self.repetitions() >= 5 {
            return draw(EndReason::Fivefold);
        }
        if dead::is_dead(pos) {
            return draw(EndReason::DeadPosition);
        }
        None
    }

    /// Does the condition of `claim` hold in the current position, game over or not?
    fn claim_condition(&self, claim: Claim) -> bool {
        let (current, before) = self.current_and_before();
        holds(claim, current, before)
    }

    /// Would `claim` hold after the legal move `m` (FIDE 9.2.1.1 / 9.3.1)? The player to move
    /// after it must have a legal move (a mate or stalemate is no draw to claim).
    pub fn claim_holds_after(&self, m: Move, claim: Claim) -> bool {
        let after = self.position_after(m);
        after.has_legal_moves() && holds(claim, &after, &self.positions)
    }

    /// The draws the player to move may claim now (none once the game is over).
    pub fn claimable(&self) -> Vec<Claim> {
        if self.outcome().is_some() {
            return Vec::new();
        }
        Claim::ALL.into_iter().filter(|&c| self.claim_condition(c)).collect()
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
        let draw = Outcome { winner: None, reason: claim.reason() };
        let Some(text) = with_move else {
            if !self.claim_condition(claim) {
                let (current, before) = self.current_and_before();
                return Err(GameError::NotClaimable { claim, detail: claim_detail(claim, current, before) });
            }
            self.declared = Some(Declared { outcome: draw, ply: self.moves.len() });
            return Ok(draw);
        };
        let m = self.parse_move(text)?;
        let after = self.position_after(m);
        let playable = after.has_legal_moves();
        if !playable || !holds(claim, &after, &self.positions) {
            let why = if playable {
                claim_detail(claim, &after, &self.positions)
            } else {
                chess::owned("the game would already be over")
            };
            let detail = format!("after {}, {why}", san::to_san(self.position(), m));
            return Err(GameError::NotClaimable { claim, detail });
        }
        self.push(m);
        Ok(match self.automatic_outcome() {
            Some(automatic) => automatic,
            None => {
                self.declared = Some(Declared { outcome: draw, ply: self.moves.len() });
                draw
            }
        })
    }

    fn declare(&mut self, outcome: Outcome) -> Result<Outcome, GameError> {
        if let Some(over) = self.outcome() {
            return Err(GameError::GameOver(over));
        }
        self.declared = Some(Declared { outcome, ply: self.moves.len() });
        Ok(outcome)
    }

    /// Both players agree to a draw.
    pub fn agree_draw(&mut self) -> Result<Outcome, GameError> {
        self.declare(Outcome { winner: None, reason: EndReason::Agreement })
    }

    /// `color` resigns.
    pub fn resign(&mut self, color: Color) -> Result<Outcome, GameError> {
        self.declare(Outcome::win(seat(!color), EndReason::Resignation))
    }

    /// `color`'s flag has fallen (FIDE 6.9): the opponent wins, unless the opponent cannot mate
    /// by any series of legal moves — then it is a draw.
    pub fn flag(&mut self, color: Color) -> Result<Outcome, GameError> {
        let opponent = !color;
        let pos = self.position();
        let outcome = if !material::can_mate(pos.board(), opponent) || dead::is_dead(pos) {
            Outcome { winner: None, reason: EndReason::TimeoutVsInsufficientMaterial }
        } else {
            Outcome::win(seat(opponent), EndReason::Timeout)
        };
        self.declare(outcome)
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
        Ok(pgn::write(self.start(), self.mode, &self.moves, &result, &all_tags))
    }
}

/// How many times `pos` has occurred, itself included, when `before` are the positions of the
/// game before it. Positions before the last capture or pawn move cannot come back, and the same
/// side to move means every other ply.
fn occurrences(pos: &Position, before: &[Position]) -> usize {
    let reversible = (pos.halfmoves() as usize).min(before.len());
    1 + (2..=reversible).step_by(2).filter(|&back| same_position(&before[before.len() - back], pos)).count()
}

/// Does the condition of `claim` hold in `pos`, reached after the positions `before`?
fn holds(claim: Claim, pos: &Position, before: &[Position]) -> bool {
    match claim {
        Claim::Repetition => occurrences(pos, before) >= 3,
        Claim::MoveRule => pos.halfmoves() >= 100,
    }
}

/// Why `claim` does not hold in `pos` (reached after `before`): what the count is.
fn claim_detail(claim: Claim, pos: &Position, before: &[Position]) -> String {
    match claim {
        Claim::Repetition => match occurrences(pos, before) {
            1 => chess::owned("the position has occurred once, not three times"),
            2 => chess::owned("the position has occurred twice, not three times"),
            n => format!("the position has occurred {n} times, not three times"),
        },
        Claim::MoveRule => {
            format!("{} plies without a capture or pawn move, not 100 (fifty moves by each side)", pos.halfmoves())
        }
    }
}

/// FIDE 9.2.2: same side to move, same pieces on the same squares, same castling rights, same
/// en passant possibility (positions keep an e.p. square only when the capture is legal).
fn same_position(a: &Position, b: &Position) -> bool {
    a.hash() == b.hash()
        && a.turn() == b.turn()
        && a.board() == b.board()
        && a.castling() == b.castling()
        && a.ep_square() == b.ep_square()
}
