//! `Bot.analyse`: the best lines (MultiPV) in any position of a game of two, for an analysis
//! board and a game review. Chess is analysed by the chess engine's MultiPV
//! ([`crate::bot::Engine::think_lines`]), the other games by the variant bot's
//! ([`crate::bot::variant::analysis`]). Analysis is always at full strength, whatever the bot's
//! level; the game is never changed. The variants module has it, for every game of two, chess
//! included; the chess module leaves it out (2.5 KB gzipped would take it past its budget).

use super::bot::{limits_from_js, number, BotHandle, PerformanceClock};
use super::error;
use super::game::{GameHandle, Played};
use crate::bot::score::mate_moves;
use crate::bot::{Engine, Limits, Report, MAX_LEVEL};
use crate::chess::{san, uci, CastlingMode, Position};
use crate::game::Game;
use std::sync::atomic::AtomicBool;
use wasm_bindgen::prelude::*;

#[wasm_bindgen(typescript_custom_section)]
const TS_TYPES: &'static str = r#"
/** `Bot.analyse`'s options: which position, how many lines, and the search's limits (as
 *  `think`'s; with none, one second). */
export interface AnalyseOptions extends BotLimits {
  /** Lines wanted, 1..=10 (default 1); fewer come when the position has fewer legal moves. */
  multiPv?: number;
  /** The position after this many moves of the game (0: the start); default the current one. */
  ply?: number;
}
/** One line of an analysis, best first. Scores are from the view of the side to move in the
 *  position analysed: `scoreCp` in the game's centipawns, or `mate` in moves (negative when that
 *  side is mated); the other one is null. */
export interface AnalysisLine {
  scoreCp: number | null; mate: number | null; depth: number;
  /** The line's moves in UCI, the first one the move it is about. */
  pv: string[];
  /** The same moves in the game's notation, as `history()` writes them. */
  san: string[];
}
export interface Analysis {
  /** The position analysed: after `ply` moves of the game. */
  ply: number;
  /** The side to move there: the view of every score. */
  turn: Color;
  /** Of the best line (0 when there are no lines). */
  depth: number;
  nodes: number;
  timeMs: number;
  /** Best first; empty when the position has no legal move or the game's rules end it there. */
  lines: AnalysisLine[];
}
"#;

#[wasm_bindgen(module = "/src/wasm/objects.js")]
extern "C" {
    #[wasm_bindgen(js_name = analysisLine)]
    fn line_object(score_cp: Option<i32>, mate: Option<i32>, depth: u32, uci: &str, san: &str) -> JsValue;
    #[wasm_bindgen(js_name = analysisResult)]
    fn result_object(ply: u32, turn: &str, lines: js_sys::Array, nodes: f64, time_ms: f64) -> JsValue;
}

/// The most lines one analysis gives: more than a board shows, few enough to stay quick.
const MAX_LINES: usize = 10;

/// A line for JavaScript: the score split into centipawns or mate, the moves joined.
fn line(score: i32, depth: u32, uci: &[String], san: &[String]) -> JsValue {
    let mate = mate_moves(score);
    let score_cp = if mate.is_none() { Some(score) } else { None };
    line_object(score_cp, mate, depth, &uci.join(" "), &san.join("\n"))
}

/// What an analysis is asked: the ply, the number of lines and the limits, read and checked
/// before anything is searched.
struct Asked {
    ply: usize,
    lines: usize,
    limits: Limits,
}

fn asked(options: &JsValue, played: usize) -> Result<Asked, JsError> {
    let lines = number(options, "multiPv")?.unwrap_or(1.0);
    if lines.fract() != 0.0 || !(1.0..=MAX_LINES as f64).contains(&lines) {
        return Err(error::js(format!("multiPv must be a whole number from 1 to {MAX_LINES}")));
    }
    let ply = number(options, "ply")?.unwrap_or(played as f64);
    // (Floats are never formatted: that would bring float printing into the module.)
    if ply.fract() != 0.0 || ply > played as f64 {
        return Err(error::js(format!("ply must be a whole number of moves from 0 to {played}, the moves of the game")));
    }
    Ok(Asked { ply: ply as usize, lines: lines as usize, limits: limits_from_js(options)? })
}

#[wasm_bindgen(js_class = Bot)]
impl BotHandle {
    /// The best lines (MultiPV) in a position of `game` (default: its current one), at full
    /// strength whatever the bot's level; `onDepth`, if given, hears each finished depth's lines.
    /// A position without legal moves (or that the game's rules end) gets no lines. Throws on bad options, for a game of more players,
    /// and in a game with hidden information (Fog of War) until it is over or revealed (`Game.reveal`). The game is unchanged.
    #[wasm_bindgen(unchecked_return_type = "Analysis")]
    pub fn analyse(
        &mut self,
        game: &GameHandle,
        #[wasm_bindgen(unchecked_param_type = "AnalyseOptions | undefined")] options: JsValue,
        #[wasm_bindgen(js_name = onDepth, unchecked_param_type = "((analysis: Analysis) => void) | undefined")] on_depth: Option<js_sys::Function>,
    ) -> Result<JsValue, JsError> {
        let start = js_sys::Date::now();
        let report = |ply: usize, turn: &str, lines: js_sys::Array, nodes: u64| result_object(ply as u32, turn, lines, nodes as f64, js_sys::Date::now() - start);
        let tell = |value: &JsValue| {
            if let Some(callback) = &on_depth {
                // A throwing callback must not abort the search.
                let _ = callback.call1(&JsValue::NULL, value);
            }
        };
        match game.played() {
            Played::Chess(chess) => {
                let asked = asked(&options, chess.moves().len())?;
                let root = chess.positions()[asked.ply];
                let turn = root.turn().name();
                let (lines, nodes) = chess_lines(&mut self.engine, chess, &asked, &mut |lines, nodes| tell(&report(asked.ply, turn, lines, nodes)));
                Ok(report(asked.ply, turn, lines, nodes))
            }
            Played::Other(other) => {
                use crate::bot::variant::{analysis, VariantBot};
                let asked = asked(&options, other.played_count())?;
                let level = self.engine.level().number;
                let bot = self.variant_bot.get_or_insert_with(|| VariantBot::new(level));
                let stop = AtomicBool::new(false);
                let request = analysis::Request { ply: asked.ply, lines: asked.lines, limits: &asked.limits, clock: &PerformanceClock, stop: &stop };
                let as_js = |found: &analysis::Analysis| {
                    let lines: js_sys::Array = found.lines.iter().map(|l| line(l.score, l.depth, &l.uci, &l.san)).collect();
                    report(asked.ply, super::dto::colour_name(found.turn), lines, found.nodes)
                };
                let found = other.analyse(bot, &request, &mut |found| tell(&as_js(found)))?;
                Ok(as_js(&found))
            }
        }
    }
}

/// The chess engine's lines in the position after `asked.ply` moves of `game`, and the nodes
/// searched; `on_depth` hears each finished depth's lines.
fn chess_lines(engine: &mut Engine, game: &Game, asked: &Asked, on_depth: &mut dyn FnMut(js_sys::Array, u64)) -> (js_sys::Array, u64) {
    let positions = &game.positions()[..=asked.ply];
    let root = positions[asked.ply];
    if !root.has_legal_moves() {
        return (js_sys::Array::new(), 0);
    }
    let mode = game.mode();
    let wanted = asked.lines.min(root.legal_moves().len());
    let level = engine.level().number;
    engine.set_level(MAX_LEVEL);
    let stop = AtomicBool::new(false);
    let mut depth_lines: Vec<Report> = Vec::new();
    let mut finished: Vec<Report> = Vec::new();
    let best = engine.think_lines(positions, &asked.limits, asked.lines, &PerformanceClock, &stop, &mut |k, report| {
        if k == 1 {
            depth_lines.clear();
        }
        depth_lines.push(report.clone());
        if depth_lines.len() == wanted {
            on_depth(chess_array(&root, mode, &depth_lines), report.nodes);
            finished = depth_lines.clone();
        }
    });
    engine.set_level(level);
    // One line: the search's own answer, which keeps a new best move of a depth cut short.
    if wanted == 1 || finished.is_empty() {
        finished = vec![best.clone()];
    }
    (chess_array(&root, mode, &finished), best.nodes)
}

fn chess_array(root: &Position, mode: CastlingMode, reports: &[Report]) -> js_sys::Array {
    reports.iter().map(|r| chess_line(root, mode, r)).collect()
}

/// A chess line in strings, each move's SAN written in its own position.
fn chess_line(root: &Position, mode: CastlingMode, report: &Report) -> JsValue {
    let mut pos = *root;
    let (mut ucis, mut sans) = (Vec::new(), Vec::new());
    for &m in &report.pv {
        let Some(next) = pos.play(m) else { break };
        ucis.push(uci::to_uci(m, mode));
        sans.push(san::to_san(&pos, m));
        pos = next;
    }
    line(report.score, report.depth, &ucis, &sans)
}
