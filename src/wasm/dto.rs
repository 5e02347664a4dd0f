//! What the API returns. Each call hands its answer to `objects.js` in one go — numbers, short
//! strings, a view of bytes — and the JavaScript there builds the documented objects, whose
//! TypeScript shapes are declared below. Building them field by field from Rust (serde-wasm-bindgen)
//! cost a boundary crossing per field: 126 µs for `board()`, 3 µs per legal move.

use crate::chess::san;
use crate::chess::{castling_destinations, CastlingMode, Move, Position, Square};
use crate::game::{Game, Outcome};
use wasm_bindgen::prelude::*;

#[wasm_bindgen(typescript_custom_section)]
const TS_TYPES: &'static str = r#"
/** A legal move, as every API call describes moves. */
export interface MoveInfo {
  /** UCI notation, e.g. "e2e4", "e7e8q"; castling as the king's move ("e1g1"). */
  uci: string;
  /** Standard Algebraic Notation, e.g. "Nf3", "exd5", "O-O", "e8=Q+". */
  san: string;
  /** null for a drop (games with hands, the variants module). */
  from: string | null;
  /** Where the king lands for castling. */
  to: string;
  promotion: null | "q" | "r" | "b" | "n";
  capture: boolean;
  /** An en passant capture: the pawn taken stands beside `from`, not on `to`. */
  enPassant: boolean;
  /** For castling, the square of the rook that castles (drop the king there to castle). */
  castleRook: string | null;
  /** For castling, where that rook lands. */
  rookTo?: string;
  /** The piece that moves: "knight" (games of the variants module: its name in that game). */
  piece: string | null;
  /** Who moves: "white" or "black" (a seat's id in games of more players). */
  mover: string;
  /** The piece taken and the square it stood on (en passant: beside `from`, not `to`). */
  captured: { role: string; owner: string; square: string } | null;
}
export type Color = "white" | "black";
export type EndReason = "checkmate" | "stalemate" | "fivefold" | "seventy-five-moves" |
  "insufficient-material" | "dead-position" | "threefold" | "fifty-moves" | "agreement" |
  "resignation" | "timeout" | "timeout-vs-insufficient-material" |
  "king-exploded" | "king-captured" | "no-pieces";
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
/** Options of `Game.legalMoves`. */
export interface LegalMovesOptions {
  /** false: the moves without their SAN, several times faster (writing SAN means trying each move
   *  for check and mate); default true. */
  san?: boolean;
}
/** `legalMoves()`'s options when they ask for SAN (the default). */
export interface WithSan extends LegalMovesOptions { san?: true; }
/** A legal move as `legalMoves({ san: false })` lists it: a `MoveInfo` without `san`. */
export type MoveWithoutSan = Omit<MoveInfo, "san">;
export interface Game {
  /** `{ san: false }`: the moves without their SAN (an overload beside the class's signature). */
  legalMoves(options: LegalMovesOptions): MoveWithoutSan[];
}
/** PGN tag pairs for `Game.pgn`, e.g. { White: "Ann", Black: "Bob", Event: "Club match" }. */
export type PgnTags = Record<string, string>;
export type Claim = "threefold" | "fifty-moves";
"#;

#[wasm_bindgen(module = "/src/wasm/objects.js")]
extern "C" {
    #[wasm_bindgen(js_name = board)]
    fn board_object(files: u32, ranks: u32, pieces: &[u8]) -> JsValue;
    #[wasm_bindgen(js_name = moveInfo)]
    fn move_object(record: &[u8], san: &str) -> JsValue;
    #[wasm_bindgen(js_name = moveList)]
    fn move_list(records: &[u8], sans: Option<&str>) -> JsValue;
    /// `legalMoves`'s options: whether to write SAN; throws an `Error` for options it cannot read.
    #[wasm_bindgen(js_name = wantsSan, catch)]
    pub fn wants_san(options: &JsValue) -> Result<bool, JsValue>;
    #[wasm_bindgen(js_name = outcome)]
    pub fn outcome_object(winner: &str, reason: &str) -> JsValue;
    #[wasm_bindgen(js_name = status)]
    pub fn status_object(turn: &str, check: bool, winner: &str, reason: &str, claimable: &str) -> JsValue;
    #[wasm_bindgen(js_name = botLevel)]
    pub fn bot_level(level: u32, elo: u32, name: &str, elo_with_network: Option<u32>) -> JsValue;
    /// `scoreCp`/`mate` `None` become null; `time_ms` only in progress reports; `pv` space-separated.
    #[wasm_bindgen(js_name = thinkResult)]
    #[allow(clippy::too_many_arguments)]
    pub fn think_result(uci: &str, san: &str, score_cp: Option<i32>, mate: Option<i32>, depth: u32, nodes: f64, pv: &str, time_ms: Option<f64>) -> JsValue;
}

// A move's flags byte (objects.js reads the same bits): the promotion role's index in the low
// three bits, then these.
const CAPTURE: u8 = 0b1000;
const CASTLE: u8 = 0b1_0000;
/// UCI names the king's destination (castling in standard notation), not the target square.
const UCI_TO_KING: u8 = 0b10_0000;
const EN_PASSANT: u8 = 0b100_0000;

/// The bytes of one move's record.
const RECORD: usize = 7;
/// A record's byte for "no square".
const NO_SQUARE: u8 = 255;

/// A move as seven bytes: from; to (where the king lands when castling); target (the castling
/// rook's square, else `to`); flags; the pieces (the mover's role in the low three bits, the
/// taken piece's role + 1 in the next three, 0: none; 64 when Black moves); the square of the
/// piece taken (en passant: beside `from`), else 255; where the castling rook lands, else 255.
fn move_record(pos: &Position, m: Move, mode: CastlingMode) -> [u8; RECORD] {
    let castle = m.is_castle();
    let (to, rook_to) = if castle {
        let (king, rook) = castling_destinations(m.from(), m.to());
        (king, rook.index() as u8)
    } else {
        (m.to(), NO_SQUARE)
    };
    let mut flags = m.promotion_role().map_or(0, |role| role.index() as u8);
    let taken_at = if m.is_en_passant() { Some(Square::from_coords(m.to().file(), m.from().rank())) } else if castle { None } else { Some(m.to()) };
    let taken = taken_at.and_then(|sq| pos.board().piece_at(sq)).filter(|p| p.color != pos.turn());
    if taken.is_some() {
        flags |= CAPTURE;
    }
    if m.is_en_passant() {
        flags |= EN_PASSANT;
    }
    if castle {
        flags |= CASTLE;
        if mode == CastlingMode::Standard {
            flags |= UCI_TO_KING;
        }
    }
    let mover = pos.board().role_at(m.from()).map_or(0, |r| r.index() as u8);
    let pieces = mover | taken.map_or(0, |p| (p.role.index() as u8 + 1) << 3) | if pos.turn() == crate::chess::Color::Black { 64 } else { 0 };
    let taken_square = taken_at.filter(|_| taken.is_some()).map_or(NO_SQUARE, |sq| sq.index() as u8);
    [m.from().index() as u8, to.index() as u8, m.to().index() as u8, flags, pieces, taken_square, rook_to]
}

/// A `MoveInfo` for the legal move `m` of `pos`.
pub fn move_info(pos: &Position, m: Move, mode: CastlingMode) -> JsValue {
    move_object(&move_record(pos, m, mode), &san::to_san(pos, m))
}

/// Every legal move of `pos` as `MoveInfo`s, or without their SAN.
pub fn legal_moves(pos: &Position, mode: CastlingMode, with_san: bool) -> JsValue {
    let legal = pos.legal_moves();
    let records: Vec<u8> = legal.iter().flat_map(|&m| move_record(pos, m, mode)).collect();
    let sans = with_san.then(|| joined(legal.iter().map(|&m| san::to_san_in(pos, m, &legal))));
    move_list(&records, sans.as_deref())
}

/// An outcome of a game of two, its winner named by colour (every game's `Outcome`).
pub fn outcome(o: Outcome) -> JsValue {
    outcome_object(o.winner.map_or("", colour_name), o.reason.name())
}

/// The colour of a seat of a game of two: White moves first.
pub(super) fn colour_name(seat: crate::outcome::Player) -> &'static str {
    if seat == 0 {
        "white"
    } else {
        "black"
    }
}

pub fn status(game: &Game) -> JsValue {
    let pos = game.position();
    let outcome = game.outcome();
    let claimable = joined(game.claimable().into_iter().map(|c| c.name()));
    let winner = outcome.and_then(|o| o.winner).map_or("", colour_name);
    status_object(pos.turn().name(), pos.is_check(), winner, outcome.map_or("", |o| o.reason.name()), &claimable)
}

/// The board's geometry and pieces: one byte per square, a1 first, 0 for empty, else
/// 1 + colour × 6 + role (objects.js names them).
pub fn board(pos: &Position) -> JsValue {
    let mut pieces = [0u8; 64];
    for sq in Square::all() {
        if let Some(p) = pos.board().piece_at(sq) {
            pieces[sq.index()] = (1 + p.color.index() * 6 + p.role.index()) as u8;
        }
    }
    board_object(8, 8, &pieces)
}

/// Words (which never hold a space: SAN, UCI, names) as one space-separated string.
pub fn joined(list: impl IntoIterator<Item = impl AsRef<str>>) -> String {
    let mut text = String::new();
    for word in list {
        if !text.is_empty() {
            text.push(' ');
        }
        text.push_str(word.as_ref());
    }
    text
}
