//! `Game`: the referee handle. State lives here, in Rust; JavaScript holds an opaque pointer.

use super::dto::{to_js, BoardInfo, MoveInfo, StatusInfo};
use super::error;
use crate::game::Game;
use wasm_bindgen::prelude::*;

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
    pub fn turn(&self) -> String {
        self.game.position().turn().name().to_string()
    }

    #[wasm_bindgen(js_name = legalMoves, unchecked_return_type = "MoveInfo[]")]
    pub fn legal_moves(&self) -> JsValue {
        let pos = self.game.position();
        let moves: Vec<MoveInfo> = pos.legal_moves().iter().map(|&m| MoveInfo::new(pos, m, self.game.mode())).collect();
        to_js(&moves)
    }

    /// Plays a move in SAN or UCI and returns it; throws (changing nothing) when it is illegal,
    /// unreadable, or the game is over.
    #[wasm_bindgen(unchecked_return_type = "MoveInfo")]
    pub fn play(&mut self, text: &str) -> Result<JsValue, JsError> {
        let before = *self.game.position();
        let m = self.game.play(text).map_err(error::js)?;
        Ok(to_js(&MoveInfo::new(&before, m, self.game.mode())))
    }

    /// Takes back one ply; returns that move, or `null` at the start.
    #[wasm_bindgen(unchecked_return_type = "MoveInfo | null")]
    pub fn undo(&mut self) -> JsValue {
        match self.game.undo() {
            Some((m, pos)) => to_js(&MoveInfo::new(&pos, m, self.game.mode())),
            None => JsValue::NULL,
        }
    }

    #[wasm_bindgen(unchecked_return_type = "Status")]
    pub fn status(&self) -> JsValue {
        to_js(&StatusInfo::new(&self.game))
    }

    /// The board's geometry and pieces, for drawing without assuming 8×8.
    #[wasm_bindgen(unchecked_return_type = "BoardInfo")]
    pub fn board(&self) -> JsValue {
        to_js(&BoardInfo::new(self.game.position()))
    }
}

impl GameHandle {
    /// The game inside, for other handles (the bot reads its positions).
    pub(crate) fn inner(&self) -> &Game {
        &self.game
    }
}

impl Default for GameHandle {
    fn default() -> Self {
        GameHandle::new()
    }
}
