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

/// The rules of game `id` in `mode` (the game's first mode when `None`).
pub fn rules_of(id: &str, mode: Option<&str>) -> Result<&'static Rules, VariantError> {
    let unknown = || VariantError::UnknownMode(format!("{id} has no mode '{}'", mode.unwrap_or("")));
    match id {
        "chaturaji" if mode.is_none() => Ok(chaturaji::rules()),
        "four-seasons" if mode.is_none() => Ok(four_seasons::rules()),
        "three-player" if mode.is_none() => Ok(three_player::rules()),
        "four-player" => four_player::rules(mode.unwrap_or(four_player::MODES[0].id)).ok_or_else(unknown),
        "eight-player" => eight_player::rules(mode.unwrap_or(eight_player::MODES[0].id)).ok_or_else(unknown),
        _ => Err(unknown()),
    }
}

/// A game from its `id:mode` name (`chaturaji`, `four-player:teams`) and a position text or start.
pub fn new_game(name: &str, text: Option<&str>) -> Result<MultiGame, VariantError> {
    let (id, mode) = match name.split_once(':') {
        Some((id, mode)) => (id, Some(mode)),
        None => (name, None),
    };
    let info = crate::variants::info(id)?;
    MultiGame::new(info.id, rules_of(id, mode)?, text)
}

macro_rules! constructor {
    ($name:ident, $id:literal) => {
        pub fn $name<B: Build>(text: Option<&str>, mode: Option<&str>) -> Result<Box<B::Game>, VariantError> {
            Ok(B::multi(MultiGame::new($id, rules_of($id, mode)?, text)?))
        }
    };
}
constructor!(create_chaturaji, "chaturaji");
constructor!(create_four_seasons, "four-seasons");
constructor!(create_four_player, "four-player");
constructor!(create_eight_player, "eight-player");
constructor!(create_three_player, "three-player");
