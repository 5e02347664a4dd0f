//! `Game`: the referee handle. State lives here, in Rust; JavaScript holds an opaque pointer.

use super::dto;
use super::error;
use crate::chess::{Color, Square};
use crate::game::{DrawClaim, Game, GameError};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

#[wasm_bindgen(js_name = Game)]
pub struct GameHandle {
    game: Game,
}

#[wasm_bindgen(js_class = Game)]
impl GameHandle {
    /// A new game from the standard starting position.
    #[wasm_bindgen(constructor)]
    pub fn new() -> GameHandle {
        GameHandle { game: Game::new() }
    }

    /// A game starting from a FEN; throws `Error('invalid FEN: …')` naming the bad field.
    #[wasm_bindgen(js_name = fromFen)]
    pub fn from_fen(fen: &str) -> Result<GameHandle, JsError> {
        Game::from_fen(fen).map(|game| GameHandle { game }).map_err(error::js)
    }

    pub fn fen(&self) -> String {
        self.game.position().fen()
    }

    /// `'white'` or `'black'`.
    #[wasm_bindgen(unchecked_return_type = "Color")]
    pub fn turn(&self) -> JsValue {
        JsValue::from_str(self.game.position().turn().name())
    }

    /// Every legal move; `{ san: false }` leaves out their SAN, which costs most of the time.
    #[wasm_bindgen(js_name = legalMoves, unchecked_return_type = "MoveInfo[]")]
    pub fn legal_moves_with(
        &self,
        #[wasm_bindgen(unchecked_optional_param_type = "WithSan")] options: Option<JsValue>,
    ) -> Result<JsValue, JsValue> {
        let with_san = options.map_or(Ok(true), |options| dto::wants_san(&options))?;
        Ok(dto::legal_moves(self.game.position(), self.game.mode(), with_san))
    }

    /// Plays a move in SAN or UCI and returns it; throws (changing nothing) when it is illegal,
    /// unreadable, or the game is over.
    #[wasm_bindgen(unchecked_return_type = "MoveInfo")]
    pub fn play(&mut self, text: &str) -> Result<JsValue, JsError> {
        let before = *self.game.position();
        let m = self.game.play(text).map_err(error::js)?;
        Ok(dto::move_info(&before, m, self.game.mode()))
    }

    /// Takes back one ply; returns that move, or `null` at the start.
    #[wasm_bindgen(unchecked_return_type = "MoveInfo | null")]
    pub fn undo(&mut self) -> JsValue {
        match self.game.undo() {
            Some((m, pos)) => dto::move_info(&pos, m, self.game.mode()),
            None => JsValue::NULL,
        }
    }

    #[wasm_bindgen(unchecked_return_type = "Status")]
    pub fn status(&self) -> JsValue {
        dto::status(&self.game)
    }

    /// The board's geometry and pieces, for drawing without assuming 8×8.
    #[wasm_bindgen(unchecked_return_type = "BoardInfo")]
    pub fn board(&self) -> JsValue {
        dto::board(self.game.position())
    }
}

impl GameHandle {
    /// Every legal move with its SAN (`legalMoves()` from Rust, as tests/web.rs calls it).
    pub fn legal_moves(&self) -> JsValue {
        dto::legal_moves(self.game.position(), self.game.mode(), true)
    }

    /// The game inside, for other handles (the bot reads its positions).
    #[cfg(feature = "bot")]
    pub(crate) fn inner(&self) -> &Game {
        &self.game
    }
}

/// The referee API of issue 3: setups, PGN, history, claims and declared ends, explanations.
#[wasm_bindgen(js_class = Game)]
impl GameHandle {
    /// The first game of a PGN text; throws `Error('invalid PGN: line …, move 12... Nf6: …')`.
    #[wasm_bindgen(js_name = fromPgn)]
    pub fn from_pgn(text: &str) -> Result<GameHandle, JsError> {
        Game::from_pgn(text).map(|game| GameHandle { game }).map_err(error::js)
    }

    /// 'standard', the odds setups ('pawn-and-move', 'pawn-and-two-moves', 'knight', 'rook',
    /// 'two-knights', 'rook-and-knight', 'queen') or 'chess960:<0..959>'.
    #[wasm_bindgen(js_name = fromSetup)]
    pub fn from_setup(name: &str) -> Result<GameHandle, JsError> {
        Game::from_setup(name).map(|game| GameHandle { game }).map_err(error::js)
    }

    /// The FEN the game started from.
    #[wasm_bindgen(js_name = startFen)]
    pub fn start_fen(&self) -> String {
        self.game.start().fen()
    }

    /// The moves played, in SAN.
    pub fn history(&self) -> Vec<String> {
        self.game.history_san()
    }

    /// The moves played, in UCI (Chess960 castling as king-takes-rook).
    #[wasm_bindgen(js_name = historyUci)]
    pub fn history_uci(&self) -> Vec<String> {
        self.game.history_uci()
    }

    /// The game as PGN; `tags` (optional) fill in Event, Site, Date, Round, White, Black and add
    /// others. Result, SetUp, FEN and Variant always describe the game itself.
    pub fn pgn(&self, tags: Option<js_sys::Object>) -> Result<String, JsError> {
        let mut pairs = Vec::new();
        if let Some(tags) = tags {
            for entry in js_sys::Object::entries(&tags).iter() {
                let entry: js_sys::Array = entry.into();
                let name = entry.get(0).as_string().unwrap_or_default();
                let value = entry.get(1);
                let value = value
                    .as_string()
                    // JavaScript's own number formatting: Rust's float printer would add ~16 KB.
                    .or_else(|| value.dyn_ref::<js_sys::Number>().and_then(|n| n.to_string_with_radix(10).ok()).map(String::from))
                    .ok_or_else(|| error::js(format!("PGN tag '{name}': the value must be a string")))?;
                pairs.push((name, value));
            }
        }
        self.game.pgn(&pairs).map_err(error::js)
    }

    /// Claims a draw: 'threefold' or 'fifty-moves', now or with the move (SAN or UCI) that
    /// completes it. Returns the outcome; throws (changing nothing) when the claim does not hold.
    #[wasm_bindgen(js_name = claimDraw, unchecked_return_type = "Outcome")]
    pub fn claim_draw(&mut self, #[wasm_bindgen(unchecked_param_type = "DrawClaim")] kind: &str, r#move: Option<String>) -> Result<JsValue, JsError> {
        let claim = DrawClaim::from_name(kind).ok_or_else(|| error::js(GameError::UnknownClaim(crate::chess::owned(kind))))?;
        let outcome = self.game.claim_draw(claim, r#move.as_deref()).map_err(error::js)?;
        Ok(dto::outcome(outcome))
    }

    /// Both players agree to a draw.
    #[wasm_bindgen(js_name = agreeDraw, unchecked_return_type = "Outcome")]
    pub fn agree_draw(&mut self) -> Result<JsValue, JsError> {
        let outcome = self.game.agree_draw().map_err(error::js)?;
        Ok(dto::outcome(outcome))
    }

    /// `color` ('white' or 'black') resigns.
    #[wasm_bindgen(unchecked_return_type = "Outcome")]
    pub fn resign(&mut self, #[wasm_bindgen(unchecked_param_type = "Color")] color: &str) -> Result<JsValue, JsError> {
        let outcome = self.game.resign(parse_color(color)?).map_err(error::js)?;
        Ok(dto::outcome(outcome))
    }

    /// `color`'s time ran out (FIDE 6.9): the opponent wins, or it is a draw
    /// ('timeout-vs-insufficient-material') when the opponent could not mate by any series of moves.
    #[wasm_bindgen(unchecked_return_type = "Outcome")]
    pub fn flag(&mut self, #[wasm_bindgen(unchecked_param_type = "Color")] color: &str) -> Result<JsValue, JsError> {
        let outcome = self.game.flag(parse_color(color)?).map_err(error::js)?;
        Ok(dto::outcome(outcome))
    }

    /// `null` when a legal move goes from `from` to `to` (castling: the king's two-square move or
    /// the king onto its rook); otherwise why not, in one line.
    #[wasm_bindgen(js_name = explainMove, unchecked_return_type = "string | null")]
    pub fn explain_move(&self, from: &str, to: &str) -> Result<JsValue, JsError> {
        let square = |name: &str| Square::parse(name).ok_or_else(|| error::js(format!("invalid square '{name}' (expected a1 … h8)")));
        Ok(match self.game.explain_move(square(from)?, square(to)?) {
            Some(reason) => JsValue::from_str(&reason.to_string()),
            None => JsValue::NULL,
        })
    }
}

fn parse_color(name: &str) -> Result<Color, JsError> {
    Color::from_name(name).ok_or_else(|| error::js(format!("invalid colour '{name}' (expected 'white' or 'black')")))
}

impl Default for GameHandle {
    fn default() -> Self {
        GameHandle::new()
    }
}
