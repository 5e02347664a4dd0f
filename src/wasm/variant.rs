//! The other games behind the same `Game` handle (the `variants` feature): a
//! `Box<dyn AnyGame>` of `crate::variants`, whose answers are strings, turned into the API's
//! objects. Move details a page needs (from, to, capture, castling rook, drop, duck) are read
//! from the move's UCI and the board its mover sees, so that nothing hidden leaks in Fog of War.

use super::dto::{self, joined};
use super::error;
use crate::chess::{Color, Square};
use crate::variants::{self, AnyGame, Claim, MoveText, Outcome, Player, VariantError};
use wasm_bindgen::prelude::*;
#[cfg(feature = "bot")]
use crate::bot::{score::mate_moves, variant::VariantBot, Clock, Limits};
#[cfg(feature = "bot")]
use std::sync::atomic::AtomicBool;

#[wasm_bindgen(module = "/src/wasm/objects.js")]
extern "C" {
    #[wasm_bindgen(js_name = variantBoard)]
    fn board_object(pieces: &[u8], hidden: &[u8], hands: &str, duck: &str, phase: &str, viewer: &str) -> JsValue;
    #[wasm_bindgen(js_name = variantMove)]
    fn move_object(uci: &str, san: Option<String>, record: &[u8]) -> JsValue;
    #[wasm_bindgen(js_name = variantMoves)]
    fn move_list(ucis: &str, sans: Option<String>, records: &[u8]) -> JsValue;
    #[wasm_bindgen(js_name = withWaves)]
    fn with_waves(info: JsValue, waves: &str) -> JsValue;
    #[wasm_bindgen(js_name = withHelp)]
    fn with_help(info: JsValue, help: &str) -> JsValue;
}

#[wasm_bindgen(typescript_custom_section)]
const TS_WAVES: &'static str = r#"
export interface MoveInfo {
  /** `play()` of a move that does more than moving, wave by wave (Friendly Chess: the squares
   *  recruited, the target first, then each wave of the chain). Absent otherwise. */
  waves?: string[][];
}
export interface GameInfo {
  /** The game's short rules help: paragraphs separated by blank lines, list items starting "- ". */
  help: string;
}
"#;

/// A game other than chess, with the moves played as the API wrote them (for `history()` in
/// SAN and the PGN, which the facade does not keep).
pub struct Other {
    game: Box<dyn AnyGame>,
    played: Vec<MoveText>,
    /// Started from a FEN (the PGN then carries SetUp and FEN).
    set_up: bool,
    /// Read from PGN: its tags (the defaults of `pgn()`'s) and its result while nothing was
    /// played or taken back since (a resignation, a flag the moves cannot show).
    tags: Vec<(String, String)>,
    imported_result: Option<String>,
}

/// Bad input from the games, as a JavaScript `Error`.
fn js(e: VariantError) -> JsError {
    error::js(e)
}

impl Other {
    /// A new game of registry id `base` in `mode` (checked against the registry's modes).
    pub fn create(base: &str, mode: Option<&str>, setup: Option<&str>) -> Result<Other, JsError> {
        let info = variants::info(base).map_err(js)?;
        if let Some(mode) = mode {
            if !info.modes.contains(&mode) {
                let known = if info.modes.is_empty() { "it has no modes".to_string() } else { format!("its modes: {}", info.modes.join(", ")) };
                return Err(error::js(format!("{} has no mode '{mode}' ({known})", info.id)));
            }
        }
        if let Some(setup) = setup {
            return Err(error::js(format!("{} has no setup '{setup}': start from a FEN (Game.fromFen(fen, {{ variant: '{}' }}))", info.id, info.id)));
        }
        let game = (info.create)(None, mode).map_err(js)?;
        Ok(Other::new(game, false))
    }

    pub fn from_fen(id: &str, fen: &str) -> Result<Other, JsError> {
        // 'four-player:teams': a position of that game in that mode (the bot's worker replays so).
        let game = match id.split_once(':') {
            Some((base, mode)) => (variants::info(base).map_err(js)?.create)(Some(fen), Some(mode)).map_err(js)?,
            None => variants::from_fen(id, fen).map_err(js)?,
        };
        Ok(Other::new(game, true))
    }

    fn new(game: Box<dyn AnyGame>, set_up: bool) -> Other {
        Other { game, played: Vec::new(), set_up, tags: Vec::new(), imported_result: None }
    }

    /// The first game of a PGN text whose `Variant` tag names a game other than chess (`None`
    /// for chess and Chess960, which chess's reader reads).
    pub fn from_pgn(text: &str) -> Result<Option<Other>, JsError> {
        let Some(read) = variants::pgn::read(text).map_err(js)? else { return Ok(None) };
        let variants::pgn::Imported { game, played, set_up, tags, result } = read;
        Ok(Some(Other { game, played, set_up, tags, imported_result: result }))
    }

    pub fn variant(&self) -> &'static str {
        self.game.variant()
    }

    /// The variant bot's move here as a `ThinkResult` (Fog of War: from what the side to move
    /// sees). Throws when the game is over.
    #[cfg(feature = "bot")]
    pub fn think(&self, bot: &mut VariantBot, limits: &Limits, clock: &dyn Clock) -> Result<JsValue, JsError> {
        let thought = self.game.think(bot, limits, clock, &AtomicBool::new(false)).map_err(js)?;
        let best = thought.best.ok_or_else(|| error::js("the game is over: there is no legal move to think about"))?;
        let san = self.game.legal_moves().into_iter().find(|m| m.uci == best).map_or_else(|| best.clone(), |m| m.san);
        let mate = mate_moves(thought.score);
        let score_cp = if mate.is_none() { Some(thought.score) } else { None };
        let pv = joined(thought.pv.iter().map(String::as_str));
        Ok(dto::think_result(&best, &san, score_cp, mate, thought.depth, thought.nodes as f64, &pv, None))
    }

    fn name(&self) -> &'static str {
        variants::info(self.variant()).map_or("this game", |info| info.name)
    }

    pub fn fen(&self) -> Result<String, JsError> {
        self.game.fen().map_err(js)
    }

    pub fn start_fen(&self) -> String {
        self.game.start_fen()
    }

    /// The seat to move in a game of more players ('red'), `None` in the others.
    pub fn seat_to_move(&self) -> Option<String> {
        super::cells::seat_to_move(self.game.as_ref())
    }

    pub fn turn(&self) -> Color {
        color_of(self.game.status().turn)
    }

    pub fn legal_moves(&self, with_san: bool) -> JsValue {
        if let Some(moves) = super::cells::legal_moves(self.game.as_ref()) { return moves; }
        let seen = self.seen();
        let moves = self.game.legal_moves();
        let records: Vec<u8> = moves.iter().flat_map(|m| move_record(&seen, &m.uci)).collect();
        let sans = with_san.then(|| joined(moves.iter().map(|m| &m.san)));
        move_list(&joined(moves.iter().map(|m| &m.uci)), sans, &records)
    }

    /// Plays a move in UCI or SAN; a refusal says why when the reason is one of the games'
    /// own (an empty pocket, an occupied square for the duck, a square hidden in the fog).
    pub fn play(&mut self, text: &str) -> Result<JsValue, JsError> {
        let seen = self.seen();
        let before = super::cells::position(self.game.as_ref());
        let waves = self.game.effects(text).unwrap_or_default();
        let played = self.game.play(text).map_err(|e| error::js(self.refusal(text, e, &seen)))?;
        let mut info = super::cells::move_info(self.game.as_ref(), before.as_ref(), &played).unwrap_or_else(|| move_object(&played.uci, Some(played.san.clone()), &move_record(&seen, &played.uci)));
        if !waves.is_empty() {
            info = with_waves(info, &joined(waves.iter().map(|wave| wave.join(","))));
        }
        self.played.push(played);
        self.imported_result = None;
        Ok(info)
    }

    /// Takes back one ply; the move as its mover saw it, or `null` at the start.
    pub fn undo(&mut self) -> JsValue {
        if self.game.undo().is_err() {
            return JsValue::NULL;
        }
        self.imported_result = None;
        match self.played.pop() {
            Some(m) => super::cells::move_info(self.game.as_ref(), None, &m).unwrap_or_else(|| move_object(&m.uci, Some(m.san), &move_record(&self.seen(), &m.uci))),
            None => JsValue::NULL,
        }
    }

    /// The moves played in SAN (refused in Fog of War until the end).
    pub fn history(&self) -> Result<Vec<String>, JsError> {
        self.game.history().map_err(js)?;
        Ok(self.played.iter().map(|m| m.san.clone()).collect())
    }

    pub fn history_uci(&self) -> Result<Vec<String>, JsError> {
        self.game.history().map_err(js)
    }

    pub fn status(&self) -> JsValue {
        if let Some(status) = super::cells::status(self.game.as_ref()) { return status; }
        let status = self.game.status();
        let claimable = joined(status.claimable.iter().map(|c| c.name()));
        let (winner, reason) = status.outcome.map_or(("", ""), |o| (o.winner.map_or("", |p| color_of(p).name()), o.reason.name()));
        dto::status_object(color_of(status.turn).name(), status.check, winner, reason, &claimable)
    }

    /// The whole board, with hands, the duck and the phase (refused in Fog of War during play).
    pub fn board(&self) -> Result<JsValue, JsError> {
        if let Some(board) = super::cells::board(self.game.as_ref()) { return Ok(board); }
        let pieces = self.game.board().map_err(js)?;
        Ok(self.board_from(&pieces, &[], ""))
    }

    /// What `viewer` sees: the board with every hidden square marked (none outside Fog of War).
    pub fn view(&self, viewer: Color) -> Result<JsValue, JsError> {
        let view = self.game.view(viewer.index() as Player).map_err(js)?;
        let mut hidden = [0u8; 64];
        for name in &view.hidden {
            if let Some(sq) = Square::parse(name) {
                hidden[sq.index()] = 1;
            }
        }
        Ok(self.board_from(&view.pieces, &hidden, viewer.name()))
    }

    fn board_from(&self, pieces: &[(String, char)], hidden: &[u8], viewer: &str) -> JsValue {
        let (codes, duck) = piece_codes(pieces);
        let hands = joined(self.game.hands().iter().map(|(owner, hand)| {
            let counts = joined(hand.iter().map(|(role, n)| format!("{role}{n}")));
            format!("{}:{}", color_of(*owner).name(), counts.replace(' ', ","))
        }));
        let phase = if self.game.status().outcome.is_some() { "over" } else { "play" };
        board_object(&codes, hidden, &hands, &duck.map(|d| d.to_string()).unwrap_or_default(), phase, viewer)
    }

    pub fn claim(&mut self, claim: &str, with_move: Option<&str>) -> Result<Outcome, JsError> {
        let claim = match claim {
            "threefold" => Claim::Repetition,
            "fifty-moves" => Claim::MoveRule,
            _ => return Err(error::js(format!("unknown draw claim '{claim}' (expected 'threefold' or 'fifty-moves')"))),
        };
        if let Some(text) = with_move {
            self.play(text)?;
        }
        self.game.claim(claim).map_err(|e| {
            if with_move.is_some() {
                self.undo();
            }
            js(e)
        })
    }

    pub fn resign(&mut self, color: Color) -> Result<Outcome, JsError> {
        self.game.resign(color.index() as Player).map_err(js)
    }

    pub fn agree_draw(&mut self) -> Result<Outcome, JsError> {
        self.game.agree_draw().map_err(js)
    }

    pub fn flag(&mut self, color: Color) -> Result<Outcome, JsError> {
        self.game.flag(color.index() as Player).map_err(js)
    }

    /// `None` when a legal move goes from `from` to `to`, else why not.
    pub fn explain_move(&self, from: Square, to: Square) -> Option<String> {
        let prefix = format!("{from}{to}");
        let found = self.game.legal_moves().iter().any(|m| m.uci.starts_with(&prefix));
        (!found).then(|| format!("no legal move goes from {from} to {to}"))
    }

    /// The game as PGN, with its `Variant` tag (refused in Fog of War until the end).
    pub fn pgn(&self, tags: &[(String, String)]) -> Result<String, JsError> {
        let result = match (self.game.status().outcome, &self.imported_result) {
            (Some(outcome), _) => outcome.result(),
            (None, Some(imported)) => imported.as_str(),
            (None, None) => "*",
        };
        let all_tags: Vec<(String, String)> = self.tags.iter().chain(tags).cloned().collect();
        variants::pgn::write(self.game.as_ref(), &self.played, self.set_up, result, &all_tags).map_err(js)
    }

    /// The board the side to move sees (all of it outside Fog of War): piece codes by square.
    fn seen(&self) -> [u8; 64] {
        let turn = self.game.status().turn;
        self.game.view(turn).map_or([0; 64], |view| piece_codes(&view.pieces).0)
    }

    /// The facade's refusal of `text`, with the reason when the move is one the game knows
    /// cannot be: a drop without the piece in hand or onto a taken square, a duck onto a taken
    /// square or left where it is, a move from a square hidden in the fog.
    fn refusal(&self, text: &str, error: VariantError, seen: &[u8; 64]) -> String {
        if !matches!(error, VariantError::IllegalMove { .. } | VariantError::MoveSyntax(_)) {
            return error.to_string();
        }
        let why = self.why_illegal(text, seen);
        match why {
            Some(why) => VariantError::IllegalMove { text: text.to_string(), why }.to_string(),
            None => error.to_string(),
        }
    }

    fn why_illegal(&self, text: &str, seen: &[u8; 64]) -> Option<String> {
        let turn = self.game.status().turn;
        let mover = color_of(turn).name();
        let square = |s: Option<&str>| s.and_then(Square::parse);
        if let Some((role, to)) = text.split_once('@') {
            let role = role.to_ascii_lowercase();
            let hands = self.game.hands();
            let Some((_, hand)) = hands.iter().find(|(owner, _)| *owner == turn) else {
                return Some(format!("{} has no drops", self.name()));
            };
            let count = hand.iter().find(|(r, _)| role == r.to_string()).map(|&(_, n)| n);
            return match (count, square(Some(to))) {
                (None, _) => Some(format!("'{role}' is not a piece that can be dropped")),
                (Some(0), _) => Some(format!("{mover} has no {} in hand", role_name(&role))),
                (_, Some(sq)) if seen[sq.index()] != 0 => Some(format!("{sq} is occupied")),
                (_, Some(sq)) if role == "p" && (sq.rank().index() == 0 || sq.rank().index() == 7) => {
                    Some("a pawn cannot be dropped on the first or last rank".into())
                }
                _ => None,
            };
        }
        let from = square(text.get(0..2))?;
        let view = self.game.view(turn).ok()?;
        if view.hidden.iter().any(|h| *h == from.to_string()) {
            return Some(format!("{from} is hidden from {mover} in the fog, so no {mover} piece stands there"));
        }
        let duck_now = piece_codes(&view.pieces).1;
        match (text.split_once(','), self.variant() == "duck") {
            (Some(_), false) => Some(format!("only Duck chess moves a duck; {} moves are written like e2e4", self.name())),
            (None, true) => Some("in Duck chess a move also names the duck's square, e.g. e2e4,e4d5".into()),
            (Some((_, duck)), true) => {
                let to = square(text.get(2..4))?;
                let target = square(duck.get(duck.len().saturating_sub(2)..))?;
                if duck_now == Some(target) {
                    Some(format!("the duck must move: it already stands on {target}"))
                } else if target == to || (seen[target.index()] != 0 && target != from) {
                    Some(format!("the duck cannot go to {target}: the square is occupied"))
                } else {
                    None
                }
            }
            (None, false) => None,
        }
    }
}

fn color_of(player: Player) -> Color {
    if player == 0 {
        Color::White
    } else {
        Color::Black
    }
}

fn role_name(letter: &str) -> &'static str {
    match letter {
        "p" => "pawn",
        "n" => "knight",
        "b" => "bishop",
        "r" => "rook",
        "q" => "queen",
        _ => "king",
    }
}

/// Role letters by the chess core's role index (pawn 0 … king 5).
const ROLES: &str = "pnbrqk";

/// Piece codes by square as `objects.js` reads them (0 empty, 1 + colour × 6 + role), and the
/// duck's square (`*`), which is no piece.
fn piece_codes(pieces: &[(String, char)]) -> ([u8; 64], Option<Square>) {
    let mut codes = [0u8; 64];
    let mut duck = None;
    for (name, letter) in pieces {
        let Some(sq) = Square::parse(name) else { continue };
        if *letter == '*' {
            duck = Some(sq);
        } else if let Some(role) = ROLES.find(letter.to_ascii_lowercase()) {
            codes[sq.index()] = 1 + if letter.is_ascii_uppercase() { 0 } else { 6 } + role as u8;
        }
    }
    (codes, duck)
}

// A move's record for objects.js: from (255 for a drop), to, the castling rook's square (else
// `to`), flags (promotion role index in the low three bits, then these), the dropped role's
// index + 1 (0: no drop), the duck's square (255: none).
const CAPTURE: u8 = 0b1000;
const CASTLE: u8 = 0b1_0000;
const NONE: u8 = 255;

/// The record of a legal move written `uci` (pyffish's: `e2e4`, `e7e8q`, `N@f3`, `e1g1`,
/// `e2e4,e4d5`), given the board its mover sees.
fn move_record(seen: &[u8; 64], uci: &str) -> [u8; 6] {
    let square = |s: Option<&str>| s.and_then(Square::parse).map_or(NONE, |sq| sq.index() as u8);
    if let Some((role, to)) = uci.split_once('@') {
        let drop = ROLES.find(role.to_ascii_lowercase().as_str()).map_or(0, |r| r as u8 + 1);
        let to = square(Some(to));
        return [NONE, to, to, 0, drop, NONE];
    }
    let (main, duck) = match uci.split_once(',') {
        Some((main, duck)) => (main, square(duck.get(duck.len().saturating_sub(2)..))),
        None => (uci, NONE),
    };
    let (from, to) = (square(main.get(0..2)), square(main.get(2..4)));
    if from == NONE || to == NONE {
        return [from, to, to, 0, 0, duck];
    }
    let mut flags = main.get(4..).and_then(|p| ROLES.find(p)).map_or(0, |r| r as u8);
    let (mover, target) = (seen[from as usize], seen[to as usize]);
    let white = |code: u8| code <= 6;
    let role = (mover + 5) % 6; // the role index of a non-zero code
    let file = |sq: u8| (sq % 8) as i8;
    let mut rook = to;
    if mover == 0 {
        return [from, to, to, flags, 0, duck];
    }
    if role == 5 && (file(to) - file(from)).abs() == 2 {
        // Castling (the king's two-step): the rook is the farthest of its own on that side.
        flags |= CASTLE;
        let step: i8 = if file(to) > file(from) { 1 } else { -1 };
        let own_rook = if white(mover) { 4 } else { 10 };
        let mut f = file(from) + step;
        while (0..8).contains(&f) {
            let sq = from - file(from) as u8 + f as u8;
            if seen[sq as usize] == own_rook {
                rook = sq;
            }
            f += step;
        }
    } else if (target != 0 && white(target) != white(mover)) || (role == 0 && target == 0 && file(to) != file(from)) {
        flags |= CAPTURE;
    }
    [from, to, rook, flags, 0, duck]
}

/// Perft of any game of the registry from a FEN of that game (the variants module's
/// `variantPerft('atomic', fen, 4)`), as [`super::perft`] counts chess: the last ply counted.
#[wasm_bindgen(js_name = variantPerft)]
pub fn variant_perft(id: &str, fen: &str, depth: f64) -> Result<f64, JsError> {
    let depth = super::perft_depth(depth)?;
    Ok(variants::from_fen(id, fen).map_err(js)?.perft(depth) as f64)
}

/// `Game.variants()`: every game of the registry, with its rules help.
pub fn catalog() -> JsValue {
    let list = js_sys::Array::new();
    for v in variants::REGISTRY {
        let info = super::game::game_info(v.id, v.name, v.players, v.family, v.description, &v.modes.join(" "));
        list.push(&with_help(info, v.help));
    }
    list.into()
}
