//! `Game`: the referee handle. State lives here, in Rust; JavaScript holds an opaque pointer.
//! One handle for every game: inside, chess's own referee (claims, explanations, setups, PGN
//! import), or with the `variants` feature any other game of the registry.

use super::dto;
use super::error;
#[cfg(feature = "variants")]
use super::variant::Other;
use crate::chess::{CastlingMode, Color, Square};
use crate::game::{Claim, Game, GameError};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

#[wasm_bindgen(js_name = Game)]
pub struct GameHandle {
    game: Inner,
}

/// The game a bot is asked about: chess (the chess engine) or another game (the variant bot).
#[cfg(feature = "bot")]
pub(crate) enum Played<'a> {
    Chess(&'a Game),
    #[cfg(feature = "variants")]
    Other(&'a Other),
}

/// The game inside a handle. The chess module has only the first arm.
enum Inner {
    Chess(Game),
    #[cfg(feature = "variants")]
    Other(Other),
}

impl From<Game> for GameHandle {
    fn from(game: Game) -> GameHandle {
        GameHandle { game: Inner::Chess(game) }
    }
}

#[wasm_bindgen(module = "/src/wasm/objects.js")]
extern "C" {
    /// The string option `name` of `call`'s `options` (whose names are `known`, space-separated);
    /// throws an `Error` for options that are not an object, unknown names, non-string values.
    #[wasm_bindgen(js_name = stringOption, catch)]
    fn string_option(options: &JsValue, call: &str, name: &str, known: &str) -> Result<Option<String>, JsValue>;
    #[cfg(feature = "variants")]
    #[wasm_bindgen(js_name = gameInfo)]
    fn game_info_object(id: &str, name: &str, players: u8, family: &str, description: &str, modes: &str, labels: &str) -> JsValue;
}

/// A `Game.variants()` entry; `modes` space-separated ('' for none: no `modes` field), `labels`
/// their names for players, one a line in the same order.
#[cfg(feature = "variants")]
pub(crate) fn game_info(id: &str, name: &str, players: u8, family: &str, description: &str, modes: &str, labels: &str) -> JsValue {
    game_info_object(id, name, players, family, description, modes, labels)
}

/// What the calls that can be refused in Fog of War (`fen()`, `history()`, `board()`) return: in
/// the chess module, which has no hidden game, the value itself (nothing to throw, no code for it).
#[cfg(feature = "variants")]
type Refusable<T> = Result<T, JsError>;
#[cfg(not(feature = "variants"))]
type Refusable<T> = T;

#[cfg(feature = "variants")]
fn shown<T>(value: T) -> Refusable<T> {
    Ok(value)
}
#[cfg(not(feature = "variants"))]
fn shown<T>(value: T) -> Refusable<T> {
    value
}

#[wasm_bindgen(typescript_custom_section)]
const TS_GAMES: &'static str = r#"
/** A game `Game.create` can start (`Game.variants()`; both in the variants module only). */
export interface GameInfo {
  /** 'chess', 'chess960', 'atomic', … (VARIANTS.md §1). */
  id: string;
  name: string;
  players: number;
  family: "chess" | "variant" | "family" | "multi";
  description: string;
  /** Rule modes, chosen as `Game.create(id, { mode })` or 'id:mode'; absent when none. */
  modes?: string[];
  /** Each mode's name for players, by mode id (Janggi: 'Han 마상상마 ma-sang-sang-ma · Cho …'); with `modes`. */
  modeLabels?: Record<string, string>;
  /** Games of two players: what players call the sides, White's first (Xiangqi ['Red', 'Black'],
   *  Janggi ['Cho', 'Han'], Shogi ['Sente', 'Gote'], else ['White', 'Black']); the API's colours
   *  stay 'white' and 'black'. */
  sides?: [string, string];
}
/** `Game.create`'s options. */
export interface CreateOptions {
  mode?: string;
  /** Chess: a setup name as `Game.fromSetup` takes ('knight', …); chess960: the start's number. */
  setup?: string | number;
}
export interface FromFenOptions {
  /** The game the FEN belongs to (pyffish's FEN of that game); default 'chess'. A mode may be
   *  named as `variant()` names it ('four-player:teams'). */
  variant?: string;
}
export type Role = "p" | "n" | "b" | "r" | "q" | "k";
export interface MoveInfo {
  /** A drop (crazyhouse): the role dropped from the hand (`from` is null, `uci` 'N@f3'). */
  drop?: Role;
  /** Duck chess: where the duck goes after the move (`uci` 'e2e4,e4d5', `to` 'e4'). */
  duck?: string;
}
export interface Hand { owner: Color; pieces: Partial<Record<Role, number>>; }
export interface Cell {
  /** `view()` only: the viewer cannot see this square (Fog of War); `piece` is then null. */
  hidden?: boolean;
}
export interface BoardInfo {
  /** Games other than chess: pieces in hand per player (empty when the game has no drops). */
  hands?: Hand[];
  /** Duck chess: the duck's square (null before it is first placed, and in other games). */
  duck?: string | null;
  /** Games other than chess: 'play' while the game goes on, then 'over'. */
  phase?: "play" | "placement" | "over";
  /** `view()` of a game other than chess: whose view this is. */
  viewer?: Color;
}
"#;

#[wasm_bindgen(js_class = Game)]
impl GameHandle {
    /// A new game from the standard starting position.
    #[wasm_bindgen(constructor)]
    pub fn new() -> GameHandle {
        Game::new().into()
    }

    /// A game starting from a FEN of `options.variant` (default 'chess'); throws
    /// `Error('invalid FEN: …')` naming the bad field, also for a FEN of another game.
    #[wasm_bindgen(js_name = fromFen)]
    pub fn from_fen_of(
        fen: &str,
        #[wasm_bindgen(unchecked_optional_param_type = "FromFenOptions")] options: Option<JsValue>,
    ) -> Result<GameHandle, JsValue> {
        let variant = string_option(&options.unwrap_or(JsValue::UNDEFINED), "fromFen", "variant", "variant")?;
        let variant = variant.as_deref().unwrap_or("chess");
        if variant != "chess" && variant != "chess960" {
            #[cfg(feature = "variants")]
            return Ok(GameHandle { game: Inner::Other(Other::from_fen(variant, fen)?) });
            #[cfg(not(feature = "variants"))]
            return Err(error::js(format!("unknown game '{variant}': this module plays chess and chess960; the other games are in the variants module (pkg-variants)")).into());
        }
        // Chess reads file letters as Chess960 by itself; asked for chess960, KQkq is X-FEN (the
        // outermost rooks) wherever the king stands.
        let game = match variant {
            "chess960" => Game::from_fen_in(fen, CastlingMode::Chess960),
            _ => Game::from_fen(fen),
        };
        Ok(game.map_err(error::js)?.into())
    }

    /// The game's id: 'chess', 'chess960', 'atomic', …; with its mode where the mode is part of
    /// the rules (a game of more players: 'four-player:teams'), so that `Game.create(variant())`
    /// and `Game.fromFen(fen(), { variant: variant() })` give the same game. Janggi's modes only
    /// choose the start, which its FEN shows: 'janggi'.
    #[wasm_bindgen(unchecked_return_type = "string")]
    pub fn variant(&self) -> JsValue {
        JsValue::from_str(match &self.game {
            Inner::Chess(game) if game.mode() == CastlingMode::Chess960 => "chess960",
            Inner::Chess(_) => "chess",
            #[cfg(feature = "variants")]
            Inner::Other(other) => other.variant(),
        })
    }

    /// The position's FEN (the game's own, as pyffish writes it); throws in Fog of War until
    /// the game is over.
    pub fn fen(&self) -> Refusable<String> {
        match &self.game {
            Inner::Chess(game) => shown(game.position().fen()),
            #[cfg(feature = "variants")]
            Inner::Other(other) => other.fen(),
        }
    }

    /// The FEN of the position after the first `ply` moves (`0`: the start position), for a
    /// page that shows an earlier move without replaying the game; throws for a ply past the last
    /// move, and in Fog of War until the game is over.
    #[wasm_bindgen(js_name = fenAt)]
    pub fn fen_at(&self, ply: usize) -> Result<String, JsError> {
        match &self.game {
            Inner::Chess(game) => match game.position_at(ply) {
                Some(pos) => Ok(pos.fen()),
                None => Err(error::js(format!("there is no position after ply {ply}: the game has {} moves", game.moves().len()))),
            },
            #[cfg(feature = "variants")]
            Inner::Other(other) => other.fen_at(ply),
        }
    }

    /// `'white'` or `'black'`; in a game of more players, the seat to move (`'red'`).
    #[wasm_bindgen(unchecked_return_type = "Color")]
    pub fn turn(&self) -> JsValue {
        let turn = match &self.game {
            Inner::Chess(game) => game.position().turn(),
            #[cfg(feature = "variants")]
            Inner::Other(other) => match other.seat_to_move() { Some(seat) => return JsValue::from_str(&seat), None => other.turn() },
        };
        JsValue::from_str(turn.name())
    }

    /// Every legal move; `{ san: false }` leaves out their SAN, which costs most of the time.
    #[wasm_bindgen(js_name = legalMoves, unchecked_return_type = "MoveInfo[]")]
    pub fn legal_moves_with(
        &self,
        #[wasm_bindgen(unchecked_optional_param_type = "WithSan")] options: Option<JsValue>,
    ) -> Result<JsValue, JsValue> {
        let with_san = options.map_or(Ok(true), |options| dto::wants_san(&options))?;
        Ok(match &self.game {
            Inner::Chess(game) => dto::legal_moves(game.position(), game.mode(), with_san),
            #[cfg(feature = "variants")]
            Inner::Other(other) => other.legal_moves(with_san),
        })
    }

    /// Plays a move in SAN or UCI and returns it; throws (changing nothing) when it is illegal,
    /// unreadable, or the game is over.
    #[wasm_bindgen(unchecked_return_type = "MoveInfo")]
    pub fn play(&mut self, text: &str) -> Result<JsValue, JsError> {
        match &mut self.game {
            Inner::Chess(game) => {
                let before = *game.position();
                let m = game.play(text).map_err(error::js)?;
                Ok(dto::move_info(&before, m, game.mode()))
            }
            #[cfg(feature = "variants")]
            Inner::Other(other) => other.play(text),
        }
    }

    /// Takes back one ply; returns that move, or `null` at the start.
    #[wasm_bindgen(unchecked_return_type = "MoveInfo | null")]
    pub fn undo(&mut self) -> JsValue {
        match &mut self.game {
            Inner::Chess(game) => match game.undo() {
                Some((m, pos)) => dto::move_info(&pos, m, game.mode()),
                None => JsValue::NULL,
            },
            #[cfg(feature = "variants")]
            Inner::Other(other) => other.undo(),
        }
    }

    #[wasm_bindgen(unchecked_return_type = "Status")]
    pub fn status(&self) -> JsValue {
        match &self.game {
            Inner::Chess(game) => dto::status(game),
            #[cfg(feature = "variants")]
            Inner::Other(other) => other.status(),
        }
    }

    /// The board's geometry and pieces, for drawing without assuming 8×8; other games add
    /// `hands`, `duck` and `phase`. Throws in Fog of War until the game is over (see `view`).
    #[wasm_bindgen(unchecked_return_type = "BoardInfo")]
    pub fn board(&self) -> Refusable<JsValue> {
        match &self.game {
            Inner::Chess(game) => shown(dto::board(game.position())),
            #[cfg(feature = "variants")]
            Inner::Other(other) => other.board(),
        }
    }
}

impl GameHandle {
    /// Every legal move with its SAN (`legalMoves()` from Rust, as tests/web.rs calls it).
    pub fn legal_moves(&self) -> JsValue {
        self.legal_moves_with(None).unwrap_or(JsValue::NULL)
    }

    /// A chess game from a FEN (`fromFen(fen)` from Rust, as tests/web.rs calls it).
    pub fn from_fen(fen: &str) -> Result<GameHandle, JsError> {
        Game::from_fen(fen).map(GameHandle::from).map_err(error::js)
    }

    /// The chess game inside, for other handles (the bot reads its positions); the bot plays
    /// chess's engine for chess, the variant bot for the others ([`Played`]).
    #[cfg(feature = "bot")]
    pub(crate) fn played(&self) -> Played<'_> {
        match &self.game {
            Inner::Chess(game) => Played::Chess(game),
            #[cfg(feature = "variants")]
            Inner::Other(other) => Played::Other(other),
        }
    }
}


/// The calls of the variants module only (`--features variants`): the chess module leaves them
/// out to stay small; its `Game` is otherwise the same class.
#[cfg(feature = "variants")]
#[wasm_bindgen(js_class = Game)]
impl GameHandle {
    /// A new game: 'chess', 'chess960:<0..959>', 'atomic', … (`Game.variants()`), in a mode
    /// (`{ mode }` or 'id:mode'); chess takes `{ setup }` as `fromSetup` names them, chess960
    /// its start's number. Throws for an unknown game, mode or setup.
    pub fn create(
        id: &str,
        #[wasm_bindgen(unchecked_optional_param_type = "CreateOptions")] options: Option<JsValue>,
    ) -> Result<GameHandle, JsValue> {
        let options = options.unwrap_or(JsValue::UNDEFINED);
        let mode = string_option(&options, "create", "mode", "mode setup")?;
        let setup = string_option(&options, "create", "setup", "mode setup")?;
        // 'id:x': x is the start's number for chess960, else a mode.
        let (base, suffix) = match id.split_once(':') {
            Some((base, suffix)) => (base, Some(suffix.to_string())),
            None => (id, None),
        };
        let (mode, setup) = match (base == "chess960", suffix) {
            (_, None) => (mode, setup),
            (true, Some(n)) if setup.is_none() => (mode, Some(n)),
            (false, Some(m)) if mode.is_none() => (Some(m), setup),
            _ => return Err(error::js("create: the id names the mode (chess960: the start) already; do not repeat it in the options").into()),
        };
        let name = match base {
            "chess" => setup.unwrap_or_else(|| "standard".into()),
            "chess960" => format!("chess960:{}", setup.as_deref().unwrap_or("518")),
            _ => return Ok(GameHandle { game: Inner::Other(Other::create(base, mode.as_deref(), setup.as_deref())?) }),
        };
        if let Some(mode) = mode {
            return Err(error::js(format!("{base} has no mode '{mode}' (it has no modes)")).into());
        }
        Ok(GameHandle::from_setup(&name)?)
    }

    /// The games `create` starts: the registry (VARIANTS.md §1).
    #[wasm_bindgen(unchecked_return_type = "GameInfo[]")]
    pub fn variants() -> JsValue {
        super::variant::catalog()
    }

    /// Shows the whole game from now on, even while it goes on: an analysis board's look at a game
    /// with hidden information (Fog of War) once it has been played — `fen()`, `board()`,
    /// `history()` and `Bot.analyse` then answer in every position. Other games show everything
    /// already and are unchanged. The variants module's only: the chess module hides nothing.
    #[cfg(feature = "variants")]
    pub fn reveal(&mut self) {
        if let Inner::Other(other) = &mut self.game {
            other.reveal();
        }
    }

    /// The board as `viewer` ('white' or 'black') may see it: in Fog of War only the squares
    /// their pieces see (each cell says `hidden`); in other games the whole board.
    #[wasm_bindgen(unchecked_return_type = "BoardInfo")]
    pub fn view(&self, #[wasm_bindgen(unchecked_param_type = "Color")] viewer: &str) -> Result<JsValue, JsError> {
        let viewer = parse_color(viewer)?;
        match &self.game {
            Inner::Chess(game) => Ok(dto::board(game.position())),
            Inner::Other(other) => other.view(viewer),
        }
    }
}

/// The referee API: setups, PGN, history, claims and declared ends, explanations.
#[wasm_bindgen(js_class = Game)]
impl GameHandle {
    /// The first game of a PGN text; throws `Error('invalid PGN: line …, move 12... Nf6: …')`.
    /// The variants module reads the other games too, by their `Variant` tag ('Atomic', …).
    #[wasm_bindgen(js_name = fromPgn)]
    pub fn from_pgn(text: &str) -> Result<GameHandle, JsError> {
        // The variants module reads the other games first: a `Variant` tag chess does not know.
        #[cfg(feature = "variants")]
        if let Some(other) = Other::from_pgn(text)? {
            return Ok(GameHandle { game: Inner::Other(other) });
        }
        Game::from_pgn(text).map(GameHandle::from).map_err(error::js)
    }

    /// 'standard', the odds setups ('pawn-and-move', 'pawn-and-two-moves', 'knight', 'rook',
    /// 'two-knights', 'rook-and-knight', 'queen') or 'chess960:<0..959>'.
    #[wasm_bindgen(js_name = fromSetup)]
    pub fn from_setup(name: &str) -> Result<GameHandle, JsError> {
        Game::from_setup(name).map(GameHandle::from).map_err(error::js)
    }

    /// The FEN the game started from.
    #[wasm_bindgen(js_name = startFen)]
    pub fn start_fen(&self) -> String {
        match &self.game {
            Inner::Chess(game) => game.start().fen(),
            #[cfg(feature = "variants")]
            Inner::Other(other) => other.start_fen(),
        }
    }

    /// The number of the game's first move: 1, unless its start FEN says otherwise.
    #[wasm_bindgen(js_name = startMoveNumber)]
    pub fn start_move_number(&self) -> u32 {
        match &self.game {
            Inner::Chess(game) => game.start().fullmoves(),
            #[cfg(feature = "variants")]
            Inner::Other(other) => other.start_move_number(),
        }
    }

    /// The moves played, in SAN; throws in Fog of War until the game is over.
    pub fn history(&self) -> Refusable<Vec<String>> {
        match &self.game {
            Inner::Chess(game) => shown(game.history_san()),
            #[cfg(feature = "variants")]
            Inner::Other(other) => other.history(),
        }
    }

    /// The moves played, in UCI (Chess960 castling as king-takes-rook).
    #[wasm_bindgen(js_name = historyUci)]
    pub fn history_uci(&self) -> Refusable<Vec<String>> {
        match &self.game {
            Inner::Chess(game) => shown(game.history_uci()),
            #[cfg(feature = "variants")]
            Inner::Other(other) => other.history_uci(),
        }
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
        match &self.game {
            Inner::Chess(game) => game.pgn(&pairs).map_err(error::js),
            #[cfg(feature = "variants")]
            Inner::Other(other) => other.pgn(&pairs),
        }
    }

    /// Claims a draw: 'threefold' or 'fifty-moves', now or with the move (SAN or UCI) that
    /// completes it. Returns the outcome; throws (changing nothing) when the claim does not hold.
    #[wasm_bindgen(js_name = claimDraw, unchecked_return_type = "Outcome")]
    pub fn claim_draw(&mut self, #[wasm_bindgen(unchecked_param_type = "Claim")] kind: &str, r#move: Option<String>) -> Result<JsValue, JsError> {
        match &mut self.game {
            Inner::Chess(game) => {
                let claim = Claim::from_name(kind).ok_or_else(|| error::js(GameError::UnknownClaim(crate::chess::owned(kind))))?;
                let outcome = game.claim_draw(claim, r#move.as_deref()).map_err(error::js)?;
                Ok(dto::outcome(outcome))
            }
            #[cfg(feature = "variants")]
            Inner::Other(other) => other.claim(kind, r#move.as_deref()).map(dto::outcome),
        }
    }

    /// Both players agree to a draw.
    #[wasm_bindgen(js_name = agreeDraw, unchecked_return_type = "Outcome")]
    pub fn agree_draw(&mut self) -> Result<JsValue, JsError> {
        match &mut self.game {
            Inner::Chess(game) => Ok(dto::outcome(game.agree_draw().map_err(error::js)?)),
            #[cfg(feature = "variants")]
            Inner::Other(other) => other.agree_draw().map(dto::outcome),
        }
    }

    /// `color` ('white' or 'black') resigns.
    #[wasm_bindgen(unchecked_return_type = "Outcome")]
    pub fn resign(&mut self, #[wasm_bindgen(unchecked_param_type = "Color")] color: &str) -> Result<JsValue, JsError> {
        let color = parse_color(color)?;
        match &mut self.game {
            Inner::Chess(game) => Ok(dto::outcome(game.resign(color).map_err(error::js)?)),
            #[cfg(feature = "variants")]
            Inner::Other(other) => other.resign(color).map(dto::outcome),
        }
    }

    /// `color`'s time ran out (FIDE 6.9): the opponent wins, or it is a draw
    /// ('timeout-vs-insufficient-material') when the opponent could not mate by any series of
    /// moves; in other games, when the opponent could not win by that game's rules.
    #[wasm_bindgen(unchecked_return_type = "Outcome")]
    pub fn flag(&mut self, #[wasm_bindgen(unchecked_param_type = "Color")] color: &str) -> Result<JsValue, JsError> {
        let color = parse_color(color)?;
        match &mut self.game {
            Inner::Chess(game) => Ok(dto::outcome(game.flag(color).map_err(error::js)?)),
            #[cfg(feature = "variants")]
            Inner::Other(other) => other.flag(color).map(dto::outcome),
        }
    }

    /// `null` when a legal move goes from `from` to `to` (castling: the king's two-square move or
    /// the king onto its rook); otherwise why not, in one line.
    #[wasm_bindgen(js_name = explainMove, unchecked_return_type = "string | null")]
    pub fn explain_move(&self, from: &str, to: &str) -> Result<JsValue, JsError> {
        let square = |name: &str| Square::parse(name).ok_or_else(|| error::js(format!("invalid square '{name}' (expected a1 … h8)")));
        let reason = match &self.game {
            Inner::Chess(game) => game.explain_move(square(from)?, square(to)?).map(|reason| reason.to_string()),
            #[cfg(feature = "variants")]
            Inner::Other(other) => other.explain_move(from, to)?,
        };
        Ok(reason.map_or(JsValue::NULL, |reason| JsValue::from_str(&reason)))
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
