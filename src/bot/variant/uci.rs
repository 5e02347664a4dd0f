//! The UCI commands of a selected variant, for the native `uci` binary: the option
//! `UCI_Variant` (our ids; pyffish's names too), and, while a variant other than chess is
//! selected, `position startpos|fen … [moves …]` in that game's FEN and move strings, `go`
//! through [`VariantBot`], `stop`, `ponderhit`, `ucinewgame`. The binary hands every line here first
//! ([`VariantUci::command`]) and keeps chess for itself.

#![cfg(not(target_arch = "wasm32"))]

use super::playable::{self, Playable};
use super::{Thought, VariantBot};
use crate::bot::clock::PonderClock;
use crate::bot::levels::MAX_LEVEL;
use crate::bot::limits::parse_go;
use crate::bot::score::mate_moves;
use crate::variants::{self, VariantError};
use std::io::Write;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::thread::JoinHandle;

/// The ids the engine plays: chess (the chess engine itself) and every other two-player game of
/// the registry, whose bot is the variant bot. Chess960 is chess with `UCI_Chess960`, as UCI has it.
pub fn variant_ids() -> impl Iterator<Item = &'static str> {
    variants::REGISTRY.iter().filter(|v| v.players == 2 && v.id != "chess960").map(|v| v.id)
}

/// Our id for a name of a variant — ours, or the oracle's (pyffish's, Fairy-Stockfish's) as the
/// registry records it (`fogofwar`, `cambodian`) — if the engine plays it.
pub fn variant_id(name: &str) -> Option<&'static str> {
    let name = name.trim().to_ascii_lowercase();
    if name == "standard" {
        return Some("chess");
    }
    variants::REGISTRY
        .iter()
        .filter(|v| v.players == 2 && v.id != "chess960")
        .find(|v| v.id == name || v.oracle == Some(name.as_str()))
        .map(|v| v.id)
}

/// The `option` line the binary prints after `uci`.
pub fn option_line() -> String {
    let vars: Vec<String> = variant_ids().map(|v| format!("var {v}")).collect();
    format!("option name UCI_Variant type combo default chess {}", vars.join(" "))
}

fn say(text: &str) {
    let mut out = std::io::stdout().lock();
    let _ = writeln!(out, "{text}");
    let _ = out.flush();
}

/// The variant side of a UCI session.
pub struct VariantUci {
    /// The selected variant; `None`: chess, which the binary plays itself.
    selected: Option<&'static str>,
    /// The position as given: an optional FEN and the moves after it.
    fen: Option<String>,
    moves: Vec<String>,
    /// The bot, or `None` while a search thread has it.
    bot: Option<VariantBot>,
    search: Option<JoinHandle<VariantBot>>,
    stop: Arc<AtomicBool>,
    /// The running search's clock, which `ponderhit` starts.
    clock: Arc<PonderClock>,
}

impl Default for VariantUci {
    fn default() -> Self {
        VariantUci::new()
    }
}

impl VariantUci {
    pub fn new() -> VariantUci {
        let mut bot = VariantBot::new(MAX_LEVEL);
        bot.seed(std::process::id() as u64 ^ 0xA5A5_5A5A);
        VariantUci { selected: None, fen: None, moves: Vec::new(), bot: Some(bot), search: None, stop: Arc::new(AtomicBool::new(false)), clock: Arc::new(PonderClock::running()) }
    }

    /// The selected variant (`None`: chess).
    pub fn selected(&self) -> Option<&'static str> {
        self.selected
    }

    /// Handles one command line if it is the variants' business; `false` leaves it to the
    /// binary (chess, and the commands both share: `uci`, `isready`, `quit`, `Level`, which
    /// this only watches).
    pub fn command(&mut self, line: &str) -> bool {
        let mut words = line.split_whitespace();
        let first = words.next().unwrap_or("");
        if first == "setoption" {
            let rest = line.split_once("name").map_or("", |(_, r)| r);
            let (name, value) = match rest.split_once(" value ") {
                Some((n, v)) => (n.trim(), v.trim()),
                None => (rest.trim(), ""),
            };
            if name.eq_ignore_ascii_case("UCI_Variant") {
                self.finish_search();
                self.select(value);
                return true;
            }
            if name.eq_ignore_ascii_case("Level") {
                if let Ok(n) = value.parse::<u32>() {
                    self.finish_search();
                    self.bot().set_level(n);
                }
            }
            return false;
        }
        if first == "quit" {
            self.finish_search();
            return false;
        }
        if self.selected.is_none() {
            return false;
        }
        let args: Vec<&str> = words.collect();
        match first {
            "ucinewgame" => {
                self.finish_search();
                self.bot().clear();
                self.fen = None;
                self.moves.clear();
            }
            "position" => {
                self.finish_search();
                self.set_position(&args);
            }
            "go" => {
                self.finish_search();
                self.go(&args);
            }
            "stop" => self.finish_search(),
            "ponderhit" => match self.search {
                Some(_) => self.clock.start(),
                None => say("info string ponderhit, but no search is running"),
            },
            _ => return false,
        }
        true
    }

    fn bot(&mut self) -> &mut VariantBot {
        self.bot.as_mut().unwrap_or_else(|| unreachable!("no search is running"))
    }

    fn select(&mut self, value: &str) {
        match variant_id(value) {
            Some(id) => {
                self.selected = (id != "chess").then_some(id);
                self.fen = None;
                self.moves.clear();
                self.bot().clear();
            }
            None => say(&format!(
                "info string unknown variant '{value}'; this engine plays: {} (pyffish names too, e.g. fogofwar); still playing {}",
                variant_ids().collect::<Vec<_>>().join(", "),
                self.selected.unwrap_or("chess")
            )),
        }
    }

    fn build(&self, fen: Option<&str>, moves: &[String]) -> Result<Box<dyn Playable>, VariantError> {
        build(self.selected.unwrap_or("chess"), fen, moves)
    }

    fn set_position(&mut self, args: &[&str]) {
        let moves_at = args.iter().position(|&w| w == "moves").unwrap_or(args.len());
        let fen = match args.first() {
            Some(&"startpos") => None,
            Some(&"fen") if moves_at > 1 => Some(args[1..moves_at].join(" ")),
            _ => return say("info string bad position: expected 'startpos' or 'fen <fen>'"),
        };
        let mut game = match self.build(fen.as_deref(), &[]) {
            Ok(game) => game,
            Err(e) => return say(&format!("info string bad position: {e}")),
        };
        // Moves up to the first bad one (said why), as the chess side does; played once each (a
        // refused move leaves the game as it was), so a long game is set up in linear time.
        let mut moves = Vec::new();
        for &m in args.iter().skip(moves_at + 1) {
            if let Err(e) = game.play(m) {
                say(&format!("info string bad move: {e}"));
                break;
            }
            moves.push(m.to_string());
        }
        self.fen = fen;
        self.moves = moves;
    }

    fn go(&mut self, args: &[&str]) {
        // `searchmoves` and `mate` are chess's only.
        let go = parse_go(args);
        let (limits, infinite) = (go.limits, go.infinite);
        // The search thread sets the game up (and says so if it cannot).
        let (id, fen, moves) = (self.selected.unwrap_or("chess"), self.fen.clone(), self.moves.clone());
        let mut bot = self.bot.take().unwrap_or_else(|| unreachable!("no search is running"));
        self.stop = Arc::new(AtomicBool::new(false));
        self.clock = Arc::new(if go.ponder { PonderClock::stopped() } else { PonderClock::running() });
        let (stop, clock) = (Arc::clone(&self.stop), Arc::clone(&self.clock));
        let spawned = std::thread::Builder::new().stack_size(32 << 20).spawn(move || {
            let began = std::time::Instant::now();
            let answer = match build(id, fen.as_deref(), &moves).and_then(|game| game.think(&mut bot, &limits, &*clock, &stop)) {
                Ok(thought) => {
                    say(&info_line(&thought, began.elapsed().as_secs_f64() * 1000.0));
                    format!("bestmove {}", thought.best.as_deref().unwrap_or("0000"))
                }
                Err(e) => {
                    say(&format!("info string cannot search: {e}"));
                    "bestmove 0000".to_string()
                }
            };
            clock.hold_answer(infinite, &stop);
            say(&answer);
            bot
        });
        match spawned {
            Ok(handle) => self.search = Some(handle),
            Err(e) => {
                say(&format!("info string cannot start the search: {e}"));
                self.bot = Some(VariantBot::new(MAX_LEVEL));
            }
        }
    }

    /// Stops a running search (it prints its `bestmove`) and takes the bot back.
    pub fn finish_search(&mut self) {
        if let Some(handle) = self.search.take() {
            self.stop.store(true, Ordering::Relaxed);
            self.bot = Some(handle.join().unwrap_or_else(|_| {
                say("info string the search thread failed; starting afresh");
                VariantBot::new(MAX_LEVEL)
            }));
        }
    }
}

/// The game `id` from `fen` (or its start) and `moves`.
fn build(id: &str, fen: Option<&str>, moves: &[String]) -> Result<Box<dyn Playable>, VariantError> {
    let mut game = playable::build(id, fen)?;
    for m in moves {
        game.play(m)?;
    }
    Ok(game)
}

fn info_line(t: &Thought, time_ms: f64) -> String {
    let score = match mate_moves(t.score) {
        Some(m) => format!("mate {m}"),
        None => format!("cp {}", t.score),
    };
    format!("info depth {} score {score} nodes {} time {} pv {}", t.depth, t.nodes, time_ms as u64, t.pv.join(" "))
}
