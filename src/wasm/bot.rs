//! `Bot`: the engine behind an opaque handle. `think` runs synchronously — call it from a Web
//! Worker (www/bot-worker.js), never on the page's main thread.

use super::dto::{bot_level, joined, think_result};
use super::error;
use super::game::{GameHandle, Played};
use crate::bot::score::mate_moves;
use crate::bot::{Clock, Engine, Level, Limits, Report, DEFAULT_HASH_MB, LEVELS, MAX_LEVEL};
use crate::chess::{san, uci, CastlingMode, Position};
use std::sync::atomic::AtomicBool;
use wasm_bindgen::prelude::*;

#[wasm_bindgen(typescript_custom_section)]
const TS_TYPES: &'static str = r#"
export interface BotOptions {
  /** 1 (beginner) ..= the highest level of `Bot.levels()`; default the highest. */
  level?: number;
  /** Transposition table size in MiB (default 8); throws when the memory cannot hold it. */
  hashMb?: number;
  /** Seeds the choices weak levels make; default random. */
  seed?: number;
}
export interface BotLimits {
  movetimeMs?: number; depth?: number; nodes?: number;
  wtimeMs?: number; btimeMs?: number; wincMs?: number; bincMs?: number; movestogo?: number;
}
/** `elo`: the level's rating as this module's Bot plays it; `eloWithNetwork`: its rating with the
 *  chess network, which the variants module's Bot evaluates with at this level (null: a level
 *  that always evaluates by hand). */
export interface BotLevel { level: number; elo: number; name: string; eloWithNetwork: number | null; }
/** Scores are from the side to move's view: `scoreCp` in centipawns, or `mate` in moves
 *  (negative when the bot is being mated); the other one is null. */
export interface ThinkResult {
  uci: string; san: string; scoreCp: number | null; mate: number | null;
  depth: number; nodes: number; pv: string[];
}
/** Progress after each finished depth (passed to `think`'s callback). */
export interface ThinkInfo extends ThinkResult { timeMs: number; }
"#;

#[wasm_bindgen]
extern "C" {
    /// `performance.now()` of the global scope: window, worker and Node alike.
    #[wasm_bindgen(js_namespace = performance, js_name = now)]
    fn performance_now() -> f64;
}

pub(super) struct PerformanceClock;

impl Clock for PerformanceClock {
    fn now_ms(&self) -> f64 {
        performance_now()
    }
}

/// A search with no limit at all would freeze its worker forever; this is the default.
const DEFAULT_MOVETIME_MS: f64 = 1_000.0;

#[wasm_bindgen(js_name = Bot)]
pub struct BotHandle {
    pub(super) engine: Engine,
    /// The other games' bot, made at the same level the first time one is asked about.
    #[cfg(feature = "variants")]
    pub(super) variant_bot: Option<crate::bot::variant::VariantBot>,
}

/// A `ThinkResult` (with `timeMs`: a `ThinkInfo`), or `None` when the search found no move.
fn think_object(root: &Position, mode: CastlingMode, report: &Report, time_ms: Option<f64>) -> Option<JsValue> {
    let best = report.best_move()?;
    let mate = mate_moves(report.score);
    let score_cp = if mate.is_none() { Some(report.score) } else { None };
    let pv = joined(report.pv.iter().map(|&m| uci::to_uci(m, mode)));
    let (uci, san) = (uci::to_uci(best, mode), san::to_san(root, best));
    Some(think_result(&uci, &san, score_cp, mate, report.depth, report.nodes as f64, &pv, time_ms))
}

/// Reads an optional non-negative number property; errors name the property.
pub(super) fn number(obj: &JsValue, key: &str) -> Result<Option<f64>, JsError> {
    if obj.is_undefined() || obj.is_null() {
        return Ok(None);
    }
    let value = js_sys::Reflect::get(obj, &JsValue::from_str(key)).map_err(|_| error::js(format!("cannot read {key}")))?;
    if value.is_undefined() || value.is_null() {
        return Ok(None);
    }
    match value.as_f64() {
        Some(n) if n.is_finite() && n >= 0.0 => Ok(Some(n)),
        _ => Err(error::js(format!("{key} must be a non-negative number"))),
    }
}

pub(super) fn limits_from_js(obj: &JsValue) -> Result<Limits, JsError> {
    let mut limits = Limits {
        movetime_ms: number(obj, "movetimeMs")?,
        depth: number(obj, "depth")?.map(|d| d as u32),
        nodes: number(obj, "nodes")?.map(|n| n as u64),
        time_ms: [number(obj, "wtimeMs")?, number(obj, "btimeMs")?],
        inc_ms: [number(obj, "wincMs")?.unwrap_or(0.0), number(obj, "bincMs")?.unwrap_or(0.0)],
        moves_to_go: number(obj, "movestogo")?.map(|n| n as u32),
        ..Limits::default()
    };
    let unbounded =
        limits.movetime_ms.is_none() && limits.depth.is_none() && limits.nodes.is_none() && limits.time_ms.iter().all(Option::is_none);
    if unbounded {
        limits.movetime_ms = Some(DEFAULT_MOVETIME_MS);
    }
    Ok(limits)
}

#[wasm_bindgen(js_class = Bot)]
impl BotHandle {
    /// `new Bot({ level, hashMb, seed })`; every option is optional.
    #[wasm_bindgen(constructor)]
    pub fn new(#[wasm_bindgen(unchecked_param_type = "BotOptions | undefined")] options: JsValue) -> Result<BotHandle, JsError> {
        let level = number(&options, "level")?.unwrap_or(MAX_LEVEL as f64);
        if level.fract() != 0.0 || level < 1.0 || level > MAX_LEVEL as f64 {
            // (Not formatting the float keeps float printing out of the module.)
            return Err(error::js(format!("invalid level: levels are whole numbers from 1 to {MAX_LEVEL}")));
        }
        // No upper clamp: a table that does not fit is an error (`Engine::new` allocates fallibly).
        let hash_mb = number(&options, "hashMb")?.map_or(DEFAULT_HASH_MB, |mb| mb as usize);
        let mut engine = Engine::new(hash_mb).map_err(error::js)?;
        engine.set_level(level as u32);
        #[cfg(feature = "variants")]
        engine.set_network(Some(crate::bot::nnue::built_in()));
        let seed = number(&options, "seed")?.map_or_else(|| (js_sys::Math::random() * 2f64.powi(53)) as u64, |s| s as u64);
        engine.seed(seed);
        Ok(BotHandle {
            engine,
            #[cfg(feature = "variants")]
            variant_bot: None,
        })
    }

    /// Every level with its measured rating and a name, weakest first. The variants module's Bot
    /// evaluates with the network (see `new`), so there a level rated with it has that rating.
    #[wasm_bindgen(unchecked_return_type = "BotLevel[]")]
    pub fn levels() -> JsValue {
        let elo = |l: &Level| if cfg!(feature = "variants") { l.network_elo.unwrap_or(l.elo) } else { l.elo };
        LEVELS.iter().map(|l| bot_level(l.number, elo(l), l.name, l.network_elo)).collect::<js_sys::Array>().into()
    }

    #[wasm_bindgen(getter)]
    pub fn level(&self) -> u32 {
        self.engine.level().number
    }

    /// Forgets what earlier searches learnt (call between games).
    #[wasm_bindgen(js_name = newGame)]
    pub fn new_game(&mut self) {
        self.engine.clear();
        #[cfg(feature = "variants")]
        if let Some(bot) = &mut self.variant_bot {
            bot.clear();
        }
    }

    /// Chooses a move for the game's current position. `limits` bound the search (default:
    /// one second); `onInfo`, if given, is called with a `ThinkInfo` after each depth.
    /// Throws when the game has no legal move.
    #[wasm_bindgen(unchecked_return_type = "ThinkResult")]
    pub fn think(
        &mut self,
        game: &GameHandle,
        #[wasm_bindgen(unchecked_param_type = "BotLimits | undefined")] limits: JsValue,
        #[wasm_bindgen(js_name = onInfo, unchecked_param_type = "((info: ThinkInfo) => void) | undefined")] on_info: Option<js_sys::Function>,
    ) -> Result<JsValue, JsError> {
        let limits = limits_from_js(&limits)?;
        #[allow(clippy::infallible_destructuring_match)] // one arm in the chess module
        let game = match game.played() {
            Played::Chess(game) => game,
            #[cfg(feature = "variants")]
            Played::Other(other) => {
                let level = self.engine.level().number;
                let bot = self.variant_bot.get_or_insert_with(|| crate::bot::variant::VariantBot::new(level));
                return other.think(bot, &limits, &PerformanceClock);
            }
        };
        let root = *game.position();
        if !root.has_legal_moves() {
            return Err(error::js("the game is over: there is no legal move to think about"));
        }
        let mode = game.mode();
        let stop = AtomicBool::new(false);
        let mut report_info = |report: &Report| {
            if let (Some(callback), Some(info)) = (&on_info, think_object(&root, mode, report, Some(report.time_ms))) {
                // A throwing callback must not abort the search.
                let _ = callback.call1(&JsValue::NULL, &info);
            }
        };
        let report = self.engine.think(game.positions(), &limits, &PerformanceClock, &stop, &mut report_info);
        think_object(&root, mode, &report, None).ok_or_else(|| error::js("no move found"))
    }
}
