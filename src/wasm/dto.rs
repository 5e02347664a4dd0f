//! Plain objects handed to JavaScript (made with serde-wasm-bindgen). Their TypeScript shapes
//! are declared below so the generated `.d.ts` describes them.

use crate::chess::san;
use crate::chess::uci;
use crate::chess::{castling_destinations, CastlingMode, Move, Position, Square};
use crate::game::{Game, Outcome};
use serde::Serialize;
use wasm_bindgen::prelude::*;

/// Implements `Serialize` for a DTO as a map of its fields under their JavaScript names, which
/// `to_js` turns into a plain object. Serde's map interface rather than `#[derive(Serialize)]`:
/// for structs serde-wasm-bindgen caches every field name in a hash map of interned JavaScript
/// strings, which cost 1.2 KB of the gzipped module (measured) and saves nothing noticeable for
/// objects of a few short keys.
macro_rules! js_object {
    ($ty:ty { $($field:ident: $key:literal),* $(,)? }) => {
        impl serde::Serialize for $ty {
            fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                use serde::ser::SerializeMap;
                let mut map = serializer.serialize_map(None)?;
                $(map.serialize_entry($key, &self.$field)?;)*
                map.end()
            }
        }
    };
}
pub(crate) use js_object;

#[wasm_bindgen(typescript_custom_section)]
const TS_TYPES: &'static str = r#"
/** A legal move, as every API call describes moves. */
export interface MoveInfo {
  /** UCI notation, e.g. "e2e4", "e7e8q"; castling as the king's move ("e1g1"). */
  uci: string;
  /** Standard Algebraic Notation, e.g. "Nf3", "exd5", "O-O", "e8=Q+". */
  san: string;
  from: string;
  /** Where the king lands for castling. */
  to: string;
  promotion: null | "q" | "r" | "b" | "n";
  capture: boolean;
  /** For castling, the square of the rook that castles (drop the king there to castle). */
  castleRook: string | null;
}
export type Color = "white" | "black";
export type EndReason = "checkmate" | "stalemate" | "fivefold" | "seventy-five-moves" |
  "insufficient-material" | "dead-position" | "threefold" | "fifty-moves" | "agreement" |
  "resignation" | "timeout" | "timeout-vs-insufficient-material";
export interface Outcome { winner: Color | null; reason: EndReason; }
export interface Status {
  turn: Color;
  check: boolean;
  outcome: Outcome | null;
  claimable: Array<"threefold" | "fifty-moves">;
}
export interface Cell {
  /** Square name, e.g. "e4". */
  square: string;
  /** Column and row from White's lower left corner, 0-based. */
  file: number;
  rank: number;
  light: boolean;
  /** Colour letter then piece letter, e.g. "wK", "bN"; null when empty. */
  piece: string | null;
}
export interface BoardInfo { files: number; ranks: number; squares: Cell[]; }
/** PGN tag pairs for `Game.pgn`, e.g. { White: "Ann", Black: "Bob", Event: "Club match" }. */
export type PgnTags = Record<string, string>;
export type DrawClaim = "threefold" | "fifty-moves";
"#;

pub struct MoveInfo {
    pub uci: String,
    pub san: String,
    pub from: String,
    pub to: String,
    pub promotion: Option<String>,
    pub capture: bool,
    pub castle_rook: Option<String>,
}

js_object!(MoveInfo { uci: "uci", san: "san", from: "from", to: "to", promotion: "promotion", capture: "capture", castle_rook: "castleRook" });

impl MoveInfo {
    pub fn new(pos: &Position, m: Move, mode: CastlingMode) -> MoveInfo {
        MoveInfo::among(pos, m, mode, &pos.legal_moves())
    }

    /// [`MoveInfo::new`] given the position's legal moves (generated once for a whole list).
    pub fn among(pos: &Position, m: Move, mode: CastlingMode, legal: &[Move]) -> MoveInfo {
        let to = if m.is_castle() { castling_destinations(m.from(), m.to()).0 } else { m.to() };
        MoveInfo {
            uci: uci::to_uci(m, mode),
            san: san::to_san_in(pos, m, legal),
            from: m.from().to_string(),
            to: to.to_string(),
            promotion: m.promotion_role().map(|r| r.char().to_string()),
            capture: pos.is_capture(m),
            castle_rook: m.is_castle().then(|| m.to().to_string()),
        }
    }
}

pub struct OutcomeInfo {
    pub winner: Option<&'static str>,
    pub reason: &'static str,
}

js_object!(OutcomeInfo { winner: "winner", reason: "reason" });

impl From<Outcome> for OutcomeInfo {
    fn from(o: Outcome) -> OutcomeInfo {
        OutcomeInfo { winner: o.winner.map(|c| c.name()), reason: o.reason.name() }
    }
}

pub struct StatusInfo {
    pub turn: &'static str,
    pub check: bool,
    pub outcome: Option<OutcomeInfo>,
    pub claimable: Vec<&'static str>,
}

js_object!(StatusInfo { turn: "turn", check: "check", outcome: "outcome", claimable: "claimable" });

impl StatusInfo {
    pub fn new(game: &Game) -> StatusInfo {
        let pos = game.position();
        StatusInfo {
            turn: pos.turn().name(),
            check: pos.is_check(),
            outcome: game.outcome().map(Into::into),
            claimable: game.claimable().into_iter().map(|c| c.name()).collect(),
        }
    }
}

pub struct Cell {
    pub square: String,
    pub file: u8,
    pub rank: u8,
    pub light: bool,
    pub piece: Option<&'static str>,
}

js_object!(Cell { square: "square", file: "file", rank: "rank", light: "light", piece: "piece" });

pub struct BoardInfo {
    pub files: u8,
    pub ranks: u8,
    pub squares: Vec<Cell>,
}

js_object!(BoardInfo { files: "files", ranks: "ranks", squares: "squares" });

impl BoardInfo {
    pub fn new(pos: &Position) -> BoardInfo {
        let squares = Square::all()
            .map(|sq| Cell {
                square: sq.to_string(),
                file: sq.file().index(),
                rank: sq.rank().index(),
                light: sq.is_light(),
                piece: pos.board().piece_at(sq).map(|p| p.code()),
            })
            .collect();
        BoardInfo { files: 8, ranks: 8, squares }
    }
}

/// Converts a serialisable value to a plain JavaScript object (maps as objects, not `Map`s).
pub fn to_js<T: Serialize>(value: &T) -> JsValue {
    let serializer = serde_wasm_bindgen::Serializer::new().serialize_missing_as_null(true).serialize_maps_as_objects(true);
    value.serialize(&serializer).unwrap_or(JsValue::NULL)
}
