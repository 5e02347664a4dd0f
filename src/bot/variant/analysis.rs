//! Analysis of any position of a game of two: the best lines (MultiPV), each with its score from
//! the side to move's view, its depth and its moves in the game's UCI and SAN. Analysis is always
//! at full strength, whatever the bot's level, and decides on the true position: in a game with
//! hidden information it is refused while the game is played, unless it was revealed for an analysis board.

use super::search::{Found, Search};
use super::VariantBot;
use crate::bot::clock::Clock;
use crate::bot::levels::{self, MAX_LEVEL};
use crate::bot::limits::Limits;
use crate::bot::score::Value;
use crate::variants::any_game::past_the_end;
use crate::variants::{Evaluate, GamePosition, Player, Referee, VariantError};
use std::sync::atomic::AtomicBool;

/// One line of an analysis.
#[derive(Clone, Debug, PartialEq)]
pub struct Line {
    /// From the side to move's view, in centipawns (mates as the bot scores them).
    pub score: Value,
    pub depth: u32,
    /// The line's moves in UCI, the first one the move it is about.
    pub uci: Vec<String>,
    /// The same moves in the game's SAN, each written in its own position.
    pub san: Vec<String>,
}

/// The lines of one depth (or of the whole analysis), best first.
#[derive(Clone, Debug, PartialEq)]
pub struct Analysis {
    /// The side to move in the position analysed.
    pub turn: Player,
    /// Empty when the position is over (no move to analyse).
    pub lines: Vec<Line>,
    pub nodes: u64,
}

/// Which position of `game` to analyse, and how.
pub struct Request<'a> {
    /// The position after the first `ply` moves (0: the start).
    pub ply: usize,
    pub lines: usize,
    pub limits: &'a Limits,
    pub clock: &'a dyn Clock,
    pub stop: &'a AtomicBool,
}

impl VariantBot {
    /// Analyses the position after `request.ply` moves of `game`; `on_depth` hears the lines of
    /// each finished depth. A position without moves, or that the game's own rules end, has no
    /// lines; one the players ended (a resignation, a repetition) is analysed like any other.
    /// Refused while a game with hidden information is played, unless it was revealed (an analysis board).
    pub fn analyse_game<P: Evaluate>(&mut self, game: &Referee<P>, request: &Request, on_depth: &mut dyn FnMut(&Analysis)) -> Result<Analysis, VariantError> {
        let played = game.moves().len();
        let root = game.position_at(request.ply).ok_or_else(|| past_the_end(request.ply, played))?;
        if game.hides_positions() {
            return Err(VariantError::Unsupported("no analysis while the game is played: its positions are hidden until it ends".into()));
        }
        let mut legal = Vec::new();
        root.legal_moves(&mut legal);
        if legal.is_empty() || root.variant_outcome(&legal).is_some() {
            return Ok(Analysis { turn: root.turn(), lines: Vec::new(), nodes: 0 });
        }
        let history: Vec<u64> = game.positions()[..request.ply].iter().map(|p| p.hash()).collect();
        let top = levels::by_number(MAX_LEVEL);
        let max_depth = request.limits.depth.unwrap_or(super::search::MAX_PLY as u32);
        let turn = super::color_of(root.turn());
        let table = self.table::<P::Move>();
        let mut search = Search::<P>::new(table, request.clock, request.stop, &history, top.qsearch_plies);
        search.limit(request.limits, turn);
        let found = search.think_lines(root, max_depth, request.lines, &mut |lines| {
            on_depth(&analysis(root, lines));
        });
        Ok(analysis(root, &found))
    }
}

fn analysis<P: GamePosition>(root: &P, found: &[Found<P::Move>]) -> Analysis {
    let lines = found.iter().map(|f| line(root, f)).collect();
    Analysis { turn: root.turn(), lines, nodes: found.first().map_or(0, |f| f.nodes) }
}

/// A found line in strings, cut at the first move that is not legal where it stands (a line
/// read from the table may run into a position the table confused with another).
fn line<P: GamePosition>(root: &P, found: &Found<P::Move>) -> Line {
    let mut pos = root.clone();
    let (mut uci, mut san) = (Vec::new(), Vec::new());
    let mut legal = Vec::new();
    for &m in &found.pv {
        pos.legal_moves(&mut legal);
        if !legal.contains(&m) {
            break;
        }
        uci.push(pos.uci(m));
        san.push(pos.san(m, &legal));
        pos.play(m);
    }
    Line { score: found.score, depth: found.depth, uci, san }
}
