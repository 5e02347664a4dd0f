//! The games as the bot plays them: the registry built once more, each game with the search
//! that plays it — [`VariantBot::think_game`] for a game of two, [`multi::think`] for a game of
//! more players. The rules (`crate::variants`) know nothing of this; the registry is written
//! generic over who builds ([`Build`]), so no list of games is repeated here.

use super::analysis::{Analysis, Request};
use super::{multi, Thought, VariantBot};
use crate::bot::{Clock, Limits};
use crate::variants::{self, AnyGame, Build, Evaluate, VariantError, Referee};
use crate::variants::multi::MultiGame;
use std::sync::atomic::AtomicBool;

/// A game of the registry that the bot can play.
pub trait Playable: AnyGame {
    /// The bot's move here (the game is not changed).
    fn think(&self, bot: &mut VariantBot, limits: &Limits, clock: &dyn Clock, stop: &AtomicBool) -> Result<Thought, VariantError>;
    /// The best lines of a position of the game ([`VariantBot::analyse_game`]); games of two only.
    fn analyse(&self, bot: &mut VariantBot, request: &Request, on_depth: &mut dyn FnMut(&Analysis)) -> Result<Analysis, VariantError>;
}

impl<P: Evaluate> Playable for Referee<P> {
    fn think(&self, bot: &mut VariantBot, limits: &Limits, clock: &dyn Clock, stop: &AtomicBool) -> Result<Thought, VariantError> {
        Ok(bot.think_game(self, limits, clock, stop))
    }
    fn analyse(&self, bot: &mut VariantBot, request: &Request, on_depth: &mut dyn FnMut(&Analysis)) -> Result<Analysis, VariantError> {
        bot.analyse_game(self, request, on_depth)
    }
}

impl Playable for MultiGame {
    fn think(&self, bot: &mut VariantBot, limits: &Limits, clock: &dyn Clock, stop: &AtomicBool) -> Result<Thought, VariantError> {
        multi::think(self, bot.level().number, limits, clock, stop).ok_or(VariantError::GameOver)
    }
    fn analyse(&self, _: &mut VariantBot, _: &Request, _: &mut dyn FnMut(&Analysis)) -> Result<Analysis, VariantError> {
        Err(VariantError::Unsupported(format!("analysis is for games of two players; {} has more", self.variant())))
    }
}

/// Builds every game of the registry as a [`Playable`].
pub struct WithBot;

impl Build for WithBot {
    type Game = dyn Playable;
    fn evaluated<P: Evaluate>(game: Referee<P>) -> Box<dyn Playable> {
        Box::new(game)
    }
    fn multi(game: MultiGame) -> Box<dyn Playable> {
        Box::new(game)
    }
}

/// A game of `name` (an id, `id:mode` or `chess960:<n>`, as [`variants::build`] reads it) from
/// its start, or from `fen`, that the bot can play.
pub fn build(name: &str, fen: Option<&str>) -> Result<Box<dyn Playable>, VariantError> {
    variants::build::<WithBot>(name, fen)
}

/// A new game of `name` from its start, that the bot can play.
pub fn create(name: &str) -> Result<Box<dyn Playable>, VariantError> {
    build(name, None)
}

/// A game of `name` from a FEN of that game, that the bot can play.
pub fn from_fen(name: &str, fen: &str) -> Result<Box<dyn Playable>, VariantError> {
    build(name, Some(fen))
}
