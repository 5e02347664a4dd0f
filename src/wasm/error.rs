//! Errors cross the boundary as JavaScript `Error` objects whose message says what was wrong.

use wasm_bindgen::JsError;

pub fn js(message: impl std::fmt::Display) -> JsError {
    JsError::new(&message.to_string())
}
