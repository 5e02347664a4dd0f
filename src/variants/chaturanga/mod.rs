//! Chaturanga as we play it (VARIANTS.md §5): Shatranj's pieces on the chess array (king on e1,
//! ferz on d1), and **take the king to win**: there is no check, a king may be left attacked,
//! taking it ends the game; a side with no move at all loses; the 70-move rule. The rules we
//! play: `rules.md`.

/// The rules help the page shows.
pub const HELP: &str = include_str!("help.md");

mod eval;
#[cfg(test)]
mod tests;

use super::fairy::{Fairy, Royal, Rules, Spec, Verdict};
use super::shatranj::{DRAW_RULES, PIECES};
use super::DrawRules;

pub struct ChaturangaRules;

impl Rules for ChaturangaRules {
    const ID: &'static str = "chaturanga";
    const SPEC: Spec = Spec {
        pieces: PIECES,
        start: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1",
        royal: Royal::Capture,
        stalemate: Verdict::Loss,
        ..Spec::DEFAULT
    };
    const DRAW_RULES: DrawRules = DRAW_RULES;
    crate::fairy_tables!();
}

pub type Chaturanga = Fairy<ChaturangaRules>;
