//! A game: a start position, the moves played since, and the referee's view of it.

use crate::chess::san::{self, SanError};
use crate::chess::uci::{self, UciError};
use crate::chess::{CastlingMode, Color, FenError, Move, Position};
use std::fmt;

/// How a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Outcome {
    /// `None` for a draw.
    pub winner: Option<Color>,
    pub reason: EndReason,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EndReason {
    Checkmate,
    Stalemate,
}

impl EndReason {
    /// The reason as the JavaScript API spells it.
    pub fn name(self) -> &'static str {
        match self {
            EndReason::Checkmate => "checkmate",
            EndReason::Stalemate => "stalemate",
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GameError {
    Fen(FenError),
    San(SanError),
    Uci(UciError),
    /// No move can be played after the end of the game.
    GameOver(Outcome),
}

impl fmt::Display for GameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GameError::Fen(e) => write!(f, "invalid FEN: {e}"),
            GameError::San(e) => write!(f, "illegal move: {e}"),
            GameError::Uci(e) => write!(f, "illegal move: {e}"),
            GameError::GameOver(o) => write!(f, "the game is over ({})", o.reason.name()),
        }
    }
}

impl std::error::Error for GameError {}

#[derive(Clone, Debug)]
pub struct Game {
    mode: CastlingMode,
    /// `positions[0]` is the start; `positions[i]` follows `moves[i - 1]`.
    positions: Vec<Position>,
    moves: Vec<Move>,
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
        Game { mode, positions: vec![start], moves: Vec::new() }
    }

    pub fn from_fen(fen: &str) -> Result<Game, GameError> {
        let start = Position::from_fen(fen).map_err(GameError::Fen)?;
        Ok(Game::from_position(start, CastlingMode::Standard))
    }

    pub fn mode(&self) -> CastlingMode {
        self.mode
    }

    /// The current position.
    pub fn position(&self) -> &Position {
        self.positions.last().expect("a game always has its start position")
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

    /// The move written in SAN or UCI, as a legal move of the current position.
    pub fn parse_move(&self, text: &str) -> Result<Move, GameError> {
        let pos = self.position();
        if uci::is_uci_syntax(text.trim()) {
            uci::parse(pos, text.trim(), self.mode).map_err(GameError::Uci)
        } else {
            san::parse(pos, text).map_err(GameError::San)
        }
    }

    /// Plays a move given in SAN or UCI. On error nothing changes.
    pub fn play(&mut self, text: &str) -> Result<Move, GameError> {
        if let Some(outcome) = self.outcome() {
            return Err(GameError::GameOver(outcome));
        }
        let m = self.parse_move(text)?;
        self.play_move(m);
        Ok(m)
    }

    /// Plays a move known to be legal in the current position.
    pub fn play_move(&mut self, m: Move) {
        let mut next = *self.position();
        next.play_unchecked(m);
        self.positions.push(next);
        self.moves.push(m);
    }

    /// Takes back the last move, returning it with the position it was played from.
    pub fn undo(&mut self) -> Option<(Move, Position)> {
        let m = self.moves.pop()?;
        self.positions.pop();
        Some((m, *self.position()))
    }

    /// The result, once the rules have ended the game.
    pub fn outcome(&self) -> Option<Outcome> {
        let pos = self.position();
        if pos.has_legal_moves() {
            None
        } else if pos.is_check() {
            Some(Outcome { winner: Some(!pos.turn()), reason: EndReason::Checkmate })
        } else {
            Some(Outcome { winner: None, reason: EndReason::Stalemate })
        }
    }
}
