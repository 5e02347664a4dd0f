//! The bot of the games of more than two players: placeholder replaced below.
use crate::bot::limits::Limits;
use crate::bot::variant::Thought;
use crate::variants::multi::MultiGame;

pub fn think(game: &MultiGame, _limits: &Limits) -> Option<Thought> {
    let legal = game.legal();
    let m = *legal.first()?;
    Some(Thought { best: Some(crate::variants::multi::text::move_text(game.position(), m)), score: 0, depth: 0, nodes: 0, pv: Vec::new() })
}
