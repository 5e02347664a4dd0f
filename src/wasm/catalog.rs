//! What the page asks the module instead of knowing it: the named setups and who gives
//! the odds in each, how many Chess960 starts there are, the pieces a board may show, and the move
//! number a game starts at. All of it is read from the rules (`chess::setups`, `chess::piece`), so
//! the page keeps no second copy.
//!
//! The catalogue is written as JSON text and parsed by JavaScript's own `JSON.parse`: serde
//! objects for it cost about 1.2 KB of the gzipped module (measured), this about 0.5 KB.

use super::GameHandle;
use crate::chess::{setups, Color, Piece, Role};
use wasm_bindgen::prelude::*;

#[wasm_bindgen(typescript_custom_section)]
const TS_TYPES: &'static str = r#"
/** What a page needs to know about the games without knowing their rules. */
export interface Catalog {
  /** The names `Game.fromSetup` knows besides `chess960:<n>`, in the order a form offers them. */
  setups: SetupInfo[];
  /** `chess960:<n>` takes n from 0 to this minus one. */
  chess960Count: number;
  /** Every piece `board()` may show. */
  pieces: PieceInfo[];
}
export interface SetupInfo {
  /** The setup's name, e.g. "knight". */
  id: string;
  /** The side that gives the odds (it starts with less material), or null. */
  giver: Color | null;
}
export interface PieceInfo {
  /** Its code in `board()`, e.g. "wN". */
  code: string;
  color: Color;
  /** "pawn", "knight", "bishop", "rook", "queen" or "king". */
  role: string;
  /** The letter of a move's `promotion` to this piece, e.g. "n". */
  letter: string;
  /** Whether `status().check` means this piece is attacked. */
  royal: boolean;
}
"#;

#[wasm_bindgen(js_class = Game)]
impl GameHandle {
    /// The setups, the Chess960 count and the pieces (`Catalog`).
    #[wasm_bindgen(unchecked_return_type = "Catalog")]
    pub fn catalog() -> JsValue {
        let mut json = String::from("{\"setups\":[");
        for &id in setups::NAMES.iter() {
            entry(&mut json, "{\"id\":", id);
            match giver(id) {
                Some(color) => entry(&mut json, ",\"giver\":", color.name()),
                None => json.push_str(",\"giver\":null"),
            }
            json.push_str("},");
        }
        json.pop(); // the last comma
        json.push_str("],\"chess960Count\":");
        json.push_str(&setups::CHESS960_COUNT.to_string());
        json.push_str(",\"pieces\":[");
        for color in Color::ALL {
            for role in Role::ALL {
                entry(&mut json, "{\"code\":", Piece::new(color, role).code());
                entry(&mut json, ",\"color\":", color.name());
                entry(&mut json, ",\"role\":", role.name());
                entry(&mut json, ",\"letter\":", role.char().encode_utf8(&mut [0; 4]));
                json.push_str(if role == Role::King { ",\"royal\":true}," } else { ",\"royal\":false}," });
            }
        }
        json.pop();
        json.push_str("]}");
        js_sys::JSON::parse(&json).unwrap_or(JsValue::NULL)
    }
}

/// Appends `key` (JSON punctuation and a name) and `value` in quotes (the catalogue's strings
/// need no escapes).
#[inline(never)]
fn entry(json: &mut String, key: &str, value: &str) {
    json.push_str(key);
    json.push('"');
    json.push_str(value);
    json.push('"');
}

/// The side that starts setup `id` with fewer pieces gives the odds; None when they are level.
#[inline(never)]
fn giver(id: &str) -> Option<Color> {
    let (pos, _) = setups::from_name(id).ok()?;
    let count = |color| pos.board().by_color(color).count();
    match count(Color::White).cmp(&count(Color::Black)) {
        std::cmp::Ordering::Less => Some(Color::White),
        std::cmp::Ordering::Greater => Some(Color::Black),
        std::cmp::Ordering::Equal => None,
    }
}
