//! Moves of the games other than chess's own module, as the API's `MoveInfo` objects: what the
//! rules describe ([`MoveDescription`]) written out field by field, the same for a game of two
//! and a game of more players. Nothing here knows a rule; the move's own text gives only its
//! notation (the promotion and drop letters players type).

use crate::variants::{MoveDescription, MoveText, Player};
use wasm_bindgen::JsValue;

/// The JSON of one move: `uci`, `san` (unless `with_san` is false), `from`, `to`, `piece`,
/// `mover` (a seat's id), `capture` (it lands on an enemy piece: takes it, or recruits it in
/// Friendly Chess), `captured` ({ role, owner, square }), `enPassant`,
/// `castleRook` and `rookTo`, `promotion` (the notation's key: `q`, `+`, or a role name in the
/// games of more players) and `promotedTo` (a role name), and where they apply `drop`, `duck`,
/// `pass`, `exploded`, `waves`.
pub fn json(text: &MoveText, d: &MoveDescription, with_san: bool, seat: &dyn Fn(Player) -> String, promotion: Option<String>) -> String {
    let mut o = Object::default();
    o.string("uci", &text.uci);
    if with_san {
        o.string("san", &text.san);
    }
    o.maybe("from", d.from.as_deref());
    o.maybe("to", d.to.as_deref());
    o.maybe("piece", d.piece);
    o.string("mover", &seat(d.mover));
    // Lands on an enemy piece: takes it, or (Friendly Chess) recruits it, the first wave.
    let capture = d.captured.is_some() || !d.waves.is_empty();
    o.raw("capture", if capture { "true" } else { "false" });
    match &d.captured {
        Some(c) => {
            let mut inner = Object::default();
            inner.string("role", c.name);
            inner.string("owner", &seat(c.owner));
            inner.string("square", &c.cell);
            o.raw("captured", &inner.finish());
        }
        None => o.raw("captured", "null"),
    }
    o.raw("enPassant", if d.en_passant { "true" } else { "false" });
    o.maybe("castleRook", d.rook.as_ref().map(|(from, _)| from.as_str()));
    if let Some((_, to)) = &d.rook {
        o.string("rookTo", to);
    }
    o.maybe("promotion", promotion.as_deref());
    o.maybe("promotedTo", d.promotion);
    if d.drop {
        // The letter players type before `@` (`N@f3`): the notation's, not a rule's.
        let letter = text.uci.split_once('@').map(|(role, _)| role.to_ascii_lowercase());
        o.maybe("drop", letter.as_deref());
    }
    if let Some(duck) = &d.duck {
        o.string("duck", duck);
    }
    if d.pass {
        o.raw("pass", "true");
    }
    if !d.exploded.is_empty() {
        o.raw("exploded", &strings(&d.exploded));
    }
    if !d.waves.is_empty() {
        o.raw("waves", &format!("[{}]", d.waves.iter().map(|w| strings(w)).collect::<Vec<_>>().join(",")));
    }
    o.finish()
}

/// The JavaScript value of JSON this module wrote.
pub fn parse(json: &str) -> JsValue {
    js_sys::JSON::parse(json).unwrap_or_else(|_| unreachable!("moves.rs writes valid JSON"))
}

/// `[a,b,…]` of JSON texts.
pub fn array(items: impl IntoIterator<Item = String>) -> String {
    format!("[{}]", items.into_iter().collect::<Vec<_>>().join(","))
}

fn strings(items: &[String]) -> String {
    array(items.iter().map(|s| quoted(s)))
}

pub fn quoted(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 2);
    out.push('"');
    for c in text.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            c if (c as u32) < 0x20 => out.push_str(&format!("\\u{:04x}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// A JSON object written field by field.
#[derive(Default)]
struct Object(String);

impl Object {
    fn raw(&mut self, key: &str, value: &str) {
        self.0.push(if self.0.is_empty() { '{' } else { ',' });
        self.0.push_str(&quoted(key));
        self.0.push(':');
        self.0.push_str(value);
    }

    fn string(&mut self, key: &str, value: &str) {
        self.raw(key, &quoted(value));
    }

    fn maybe(&mut self, key: &str, value: Option<&str>) {
        match value {
            Some(v) => self.string(key, v),
            None => self.raw(key, "null"),
        }
    }

    fn finish(mut self) -> String {
        if self.0.is_empty() {
            self.0.push('{');
        }
        self.0.push('}');
        self.0
    }
}
