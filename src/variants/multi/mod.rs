//! The games of more than two players (rules.md in this folder, VARIANTS.md §6): the N-player
//! layer and, one folder each, Chaturaji, Four Seasons, Four-player (`ffa`, `teams`) and
//! Eight-player (`singles`, `pairs`, `teams`).
//!
//! - [`board`]: a board is a graph of cells with precomputed tables (rays straight on, leaps,
//!   pawn steps per army direction) and [`board::CellSet`], a fixed array of u64 words wide
//!   enough for 576 cells. Grids (8×8, the cross, the 516-square board) are built from a shape
//!   predicate; **the three-player hexagon plugs in** by filling the same `Board` from its cell
//!   graph (`orth_rays`/`diag_rays` followed "straight on", `knight`, `pawn[dir]` with its own
//!   direction numbering, `rows` in the position text's order, `names`), leaving `coords` empty
//!   and giving its own turn for C12. Nothing else reads coordinates.
//! - [`rules`]: a game as data: seats, teams, setup text, and the switches that tell the rules
//!   apart (check, when a mate counts, what a seat without a move does, points, the ranking).
//! - [`position`]: moves by the sheets (C3–C8), playing one, what happens when a turn comes (C7),
//!   the game's own end and ranking (C9, C10).
//! - [`text`]: the position text and move text; [`game`]: the referee (history, undo, the fifth
//!   repetition) and its `AnyGame` facade.

pub mod board;
pub mod game;
pub mod position;
pub mod rules;
pub mod text;

#[path = "chaturaji/mod.rs"]
pub mod chaturaji;
#[path = "eight-player/mod.rs"]
pub mod eight_player;
#[path = "four-player/mod.rs"]
pub mod four_player;
#[path = "four-seasons/mod.rs"]
pub mod four_seasons;
#[path = "three-player/mod.rs"]
pub mod three_player;

use crate::variants::{Build, VariantError};
pub use game::MultiGame;
pub use position::{Move, Pos};
pub use rules::Rules;

/// The rules of game `id` in `mode`: in a game with modes, the mode named, else the one a
/// position `text` names in its ninth field, else the game's first; named twice, the same.
pub fn rules_of(id: &str, mode: Option<&str>, text: Option<&str>) -> Result<&'static Rules, VariantError> {
    let unknown = |mode: Option<&str>| VariantError::UnknownMode(format!("{id} has no mode '{}'", mode.unwrap_or("")));
    let in_mode = |rules: fn(&str) -> Option<&'static Rules>, first: &str| {
        let mode = match (mode, text.and_then(text::mode_of)) {
            (Some(asked), Some(written)) if asked != written => {
                return Err(VariantError::Fen(format!("the text is of mode '{written}', not '{asked}'")));
            }
            (asked, written) => asked.or(written).unwrap_or(first),
        };
        rules(mode).ok_or_else(|| unknown(Some(mode)))
    };
    match id {
        "chaturaji" if mode.is_none() => Ok(chaturaji::rules()),
        "four-seasons" if mode.is_none() => Ok(four_seasons::rules()),
        "three-player" if mode.is_none() => Ok(three_player::rules()),
        "four-player" => in_mode(four_player::rules, four_player::MODES[0].id),
        "eight-player" => in_mode(eight_player::rules, eight_player::MODES[0].id),
        _ => Err(unknown(mode)),
    }
}

/// A game from its `id:mode` name (`chaturaji`, `four-player:teams`) and a position text or start.
pub fn new_game(name: &str, text: Option<&str>) -> Result<MultiGame, VariantError> {
    let (id, mode) = match name.split_once(':') {
        Some((id, mode)) => (id, Some(mode)),
        None => (name, None),
    };
    let info = crate::variants::info(id)?;
    MultiGame::new(rules_of(info.id, mode, text)?, text)
}

macro_rules! constructor {
    ($name:ident, $id:literal) => {
        pub fn $name<B: Build>(text: Option<&str>, mode: Option<&str>) -> Result<Box<B::Game>, VariantError> {
            Ok(B::multi(MultiGame::new(rules_of($id, mode, text)?, text)?))
        }
    };
}
constructor!(create_chaturaji, "chaturaji");
constructor!(create_four_seasons, "four-seasons");
constructor!(create_four_player, "four-player");
constructor!(create_eight_player, "eight-player");
constructor!(create_three_player, "three-player");
