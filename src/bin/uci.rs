//! The bot as a native UCI engine, for matches against other engines and for analysis GUIs.
//!
//!     cargo build --release --bin uci && target/release/uci
//!
//! The search runs on its own thread; this thread keeps reading commands, so `stop`,
//! `ponderhit`, `isready` and `quit` are answered while it thinks. The position the GUI sets up is
//! kept as a [`Game`](wasm_chess::game::Game), the referee the page uses too: its positions give
//! the search the game's history (repetitions). Options: Hash, Threads (helper threads beside the
//! search, sharing its table, `src/bot/smp.rs`; levels 1–9 and `go nodes` search on one thread),
//! Level, MultiPV, Ponder, UCI_Chess960, Clear Hash, EvalFile (the top level's evaluation
//! network, `src/bot/nnue.rs`: `<built-in>` by default, a file's path, or empty for the
//! hand-written evaluation).

#[cfg(target_arch = "wasm32")]
fn main() {}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    native::run();
}

#[cfg(not(target_arch = "wasm32"))]
mod native {
    use std::io::{self, BufRead, Write};
    use std::sync::atomic::{AtomicBool, Ordering};
    use std::sync::Arc;
    use std::thread::JoinHandle;
    use std::time::Instant;
    use wasm_chess::bot::score::mate_moves;
    use wasm_chess::bot::variant::uci::{option_line, VariantUci};
    use wasm_chess::bot::limits::{parse_go, Go};
    use wasm_chess::bot::nnue::{self, Network};
    use wasm_chess::bot::{Engine, PonderClock, Report, MAX_LEVEL};
    use wasm_chess::chess::perft::divide;
    use wasm_chess::chess::{uci, CastlingMode, Move, Position};
    use wasm_chess::game::Game;

    const NAME: &str = "wasm-chess";
    const DEFAULT_HASH_MB: usize = 16;
    const MAX_HASH_MB: usize = 4096;
    /// Beyond the cores of any machine it will meet; each helper thread is a search of its own.
    const MAX_THREADS: usize = 256;
    /// More lines than any position has legal moves.
    const MAX_MULTI_PV: usize = 256;

    struct Session {
        /// The engine, or `None` while a search thread owns it.
        engine: Option<Engine>,
        search: Option<Search>,
        /// The game the last `position` command set up, or why that command was refused.
        game: Result<Game, String>,
        mode: CastlingMode,
        multi_pv: usize,
        /// The other games (UCI_Variant); chess stays with the fields above.
        variants: VariantUci,
    }

    /// A search running on its own thread.
    struct Search {
        handle: JoinHandle<Engine>,
        stop: Arc<AtomicBool>,
        clock: Arc<PonderClock>,
    }

    pub fn run() {
        let mut engine = fresh_engine();
        engine.seed(std::process::id() as u64 ^ 0x5DEE_CE66);
        let mut session = Session { engine: Some(engine), search: None, game: Ok(Game::new()), mode: CastlingMode::Standard, multi_pv: 1, variants: VariantUci::new() };
        let stdin = io::stdin();
        for line in stdin.lock().lines() {
            let Ok(line) = line else { break };
            if !session.command(line.trim()) {
                break;
            }
        }
        session.finish_search();
    }

    /// An engine with the default table and the built-in network; without even that much
    /// memory there is nothing to run.
    fn fresh_engine() -> Engine {
        let mut engine = Engine::new(DEFAULT_HASH_MB).unwrap_or_else(|e| panic!("{e}"));
        engine.set_network(Some(nnue::built_in()));
        engine
    }

    fn say(text: &str) {
        let mut out = io::stdout().lock();
        let _ = writeln!(out, "{text}");
        let _ = out.flush();
    }

    impl Session {
        /// Handles one command; `false` means quit.
        fn command(&mut self, line: &str) -> bool {
            if self.variants.command(line) {
                return true; // a variant other than chess is selected, or UCI_Variant was set
            }
            let mut words = line.split_whitespace();
            match words.next() {
                Some("uci") => {
                    say(&format!("id name {NAME} {}", env!("CARGO_PKG_VERSION")));
                    say("id author the wasm-chess authors");
                    say(&format!("option name Hash type spin default {DEFAULT_HASH_MB} min 1 max {MAX_HASH_MB}"));
                    say(&format!("option name Threads type spin default 1 min 1 max {MAX_THREADS}"));
                    say(&format!("option name Level type spin default {MAX_LEVEL} min 1 max {MAX_LEVEL}"));
                    say(&format!("option name MultiPV type spin default 1 min 1 max {MAX_MULTI_PV}"));
                    say("option name Ponder type check default false");
                    say("option name UCI_Chess960 type check default false");
                    say("option name Clear Hash type button");
                    say("option name EvalFile type string default <built-in>");
                    say(&option_line());
                    say("uciok");
                }
                Some("isready") => say("readyok"),
                Some("ucinewgame") => {
                    self.finish_search();
                    self.engine().clear();
                }
                Some("setoption") => {
                    self.finish_search();
                    self.set_option(line);
                }
                Some("position") => {
                    self.finish_search();
                    self.game = self.read_position(&words.collect::<Vec<_>>());
                    if let Err(why) = &self.game {
                        say(&format!("info string position refused: {why}"));
                    }
                }
                Some("go") => {
                    self.finish_search();
                    self.go(&words.collect::<Vec<_>>());
                }
                Some("ponderhit") => match &self.search {
                    Some(search) => search.clock.start(),
                    None => say("info string ponderhit, but no search is running"),
                },
                Some("stop") => self.finish_search(),
                Some("quit") => return false,
                Some(other) => say(&format!("info string unknown command: {other}")),
                None => {}
            }
            true
        }

        fn engine(&mut self) -> &mut Engine {
            self.engine.as_mut().expect("no search is running")
        }

        /// Stops a running search (it prints its `bestmove`) and takes the engine back.
        fn finish_search(&mut self) {
            if let Some(search) = self.search.take() {
                search.stop.store(true, Ordering::Relaxed);
                match search.handle.join() {
                    Ok(engine) => self.engine = Some(engine),
                    Err(_) => {
                        say("info string the search thread failed; starting afresh");
                        self.engine = Some(fresh_engine());
                    }
                }
            }
        }

        fn set_option(&mut self, line: &str) {
            // setoption name <name words> [value <value words>]
            let rest = line.split_once("name").map_or("", |(_, r)| r).trim();
            let (name, value) = match rest.split_once(" value ") {
                Some((n, v)) => (n.trim(), v.trim()),
                // `value` with nothing after it: an empty string (EvalFile's hand-written evaluation).
                None => (rest.strip_suffix(" value").unwrap_or(rest).trim(), ""),
            };
            match name.to_ascii_lowercase().as_str() {
                "hash" => match value.parse::<usize>() {
                    Ok(mb) => {
                        if let Err(e) = self.engine().set_hash_mb(mb.clamp(1, MAX_HASH_MB)) {
                            say(&format!("info string {e}; the table keeps its size"));
                        }
                    }
                    Err(_) => say(&format!("info string Hash needs a number of MiB, not '{value}'")),
                },
                "threads" => match value.parse::<usize>() {
                    Ok(n) if (1..=MAX_THREADS).contains(&n) => self.engine().set_threads(n),
                    _ => say(&format!("info string Threads needs a number 1..{MAX_THREADS}, not '{value}'")),
                },
                "level" => match value.parse::<u32>() {
                    Ok(n) if (1..=MAX_LEVEL).contains(&n) => self.engine().set_level(n),
                    _ => say(&format!("info string Level needs a number 1..{MAX_LEVEL}, not '{value}'")),
                },
                "multipv" => match value.parse::<usize>() {
                    Ok(n) if (1..=MAX_MULTI_PV).contains(&n) => self.multi_pv = n,
                    _ => say(&format!("info string MultiPV needs a number 1..{MAX_MULTI_PV}, not '{value}'")),
                },
                // Whether the GUI may send `go ponder`: always welcome.
                "ponder" => {}
                "uci_chess960" => {
                    self.mode = if value.eq_ignore_ascii_case("true") { CastlingMode::Chess960 } else { CastlingMode::Standard }
                }
                "clear hash" => self.engine().clear(),
                "evalfile" => match value {
                    "" | "<empty>" => self.engine().set_network(None),
                    "<built-in>" => self.engine().set_network(Some(nnue::built_in())),
                    path => match Network::read(path.as_ref()) {
                        Ok(network) => self.engine().set_network(Some(network)),
                        Err(e) => say(&format!("info string EvalFile {e}; the evaluation is unchanged")),
                    },
                },
                _ => say(&format!("info string unknown option: {name}")),
            }
        }

        /// `position (startpos | fen <fen>) [moves <move>…]`: the game, or why it cannot be set up.
        /// One bad move refuses the whole command: searching the position before it would
        /// answer for the wrong side.
        fn read_position(&self, args: &[&str]) -> Result<Game, String> {
            let moves_at = args.iter().position(|&w| w == "moves").unwrap_or(args.len());
            let start = match args.first() {
                Some(&"startpos") => Position::standard(),
                Some(&"fen") => Position::from_fen_in(&args[1..moves_at].join(" "), self.mode).map_err(|e| format!("bad FEN: {e}"))?,
                _ => return Err("expected 'startpos' or 'fen'".to_string()),
            };
            let mut game = Game::from_position(start, self.mode);
            for (i, text) in args.iter().skip(moves_at + 1).enumerate() {
                let m = uci::parse(game.position(), text, self.mode).map_err(|e| format!("move {}: {e}", i + 1))?;
                game.record_move(m).map_err(|e| format!("move {}: {e}", i + 1))?;
            }
            Ok(game)
        }

        fn go(&mut self, args: &[&str]) {
            let perft_asked = args.first() == Some(&"perft");
            let go = parse_go(args);
            let game = match &self.game {
                Ok(game) => game,
                Err(why) => {
                    say(&format!("info string no position to search, the last one was refused: {why}"));
                    if !perft_asked {
                        // Even this answer waits for `stop` or `ponderhit` when the GUI said so.
                        self.answer(&go, |_, _, _| "bestmove 0000".to_string());
                    }
                    return;
                }
            };
            if perft_asked {
                let depth = args.get(1).and_then(|d| d.parse().ok()).unwrap_or(1);
                perft(game.position(), depth, self.mode);
                return;
            }
            let mut limits = go.limits.clone();
            limits.search_moves = search_moves(game.position(), &go.search_moves, self.mode);
            let positions = game.positions().to_vec();
            let (mode, lines) = (self.mode, self.multi_pv);
            let began = Instant::now();
            self.answer(&go, move |engine, clock, stop| {
                let report =
                    engine.think_lines(&positions, &limits, lines, clock, stop, &mut |k, r| say(&info_line(k, r, mode, began)));
                bestmove_line(&report, mode)
            });
        }

        /// Runs `work` (which gives the `bestmove` line) on a thread of its own, and sends its
        /// answer when `go` allows: after `infinite`, not before `stop`; while pondering, not
        /// before `ponderhit` or `stop`.
        fn answer<F>(&mut self, go: &Go, work: F)
        where
            F: FnOnce(&mut Engine, &PonderClock, &AtomicBool) -> String + Send + 'static,
        {
            let mut engine = self.engine.take().expect("no search is running");
            let stop = Arc::new(AtomicBool::new(false));
            let clock = Arc::new(if go.ponder { PonderClock::stopped() } else { PonderClock::running() });
            let (thread_stop, thread_clock, infinite) = (Arc::clone(&stop), Arc::clone(&clock), go.infinite);
            let spawned = std::thread::Builder::new().stack_size(32 << 20).spawn(move || {
                let (stop, clock) = (&*thread_stop, &*thread_clock);
                let answer = work(&mut engine, clock, stop);
                clock.hold_answer(infinite, stop);
                say(&answer);
                engine
            });
            match spawned {
                Ok(handle) => self.search = Some(Search { handle, stop, clock }),
                Err(e) => {
                    say(&format!("info string cannot start the search: {e}"));
                    self.engine = Some(fresh_engine());
                }
            }
        }
    }

    /// The moves of `searchmoves`. A move that is not legal here is reported and left out; with
    /// none left, every move is searched.
    fn search_moves(pos: &Position, words: &[&str], mode: CastlingMode) -> Vec<Move> {
        let mut moves = Vec::new();
        for text in words {
            match uci::parse(pos, text, mode) {
                Ok(m) => moves.push(m),
                Err(e) => say(&format!("info string searchmoves: {e}; left out")),
            }
        }
        moves
    }

    fn perft(pos: &Position, depth: u32, mode: CastlingMode) {
        let counts = match divide(pos, depth) {
            Ok(counts) => counts,
            Err(e) => return say(&format!("info string {e}")),
        };
        let mut total = 0;
        for (m, n) in counts {
            say(&format!("{}: {n}", uci::to_uci(m, mode)));
            total += n;
        }
        say("");
        say(&format!("Nodes searched: {total}"));
    }

    /// One line of MultiPV line `k`'s report; time and speed by the wall clock since `go`.
    fn info_line(k: usize, r: &Report, mode: CastlingMode, began: Instant) -> String {
        let score = match mate_moves(r.score) {
            Some(m) => format!("mate {m}"),
            None => format!("cp {}", r.score),
        };
        let ms = began.elapsed().as_secs_f64() * 1000.0;
        let nps = if ms > 0.0 { (r.nodes as f64 * 1000.0 / ms) as u64 } else { 0 };
        let pv: Vec<String> = r.pv.iter().map(|&m| uci::to_uci(m, mode)).collect();
        format!(
            "info depth {} seldepth {} multipv {k} score {score} nodes {} nps {nps} time {} pv {}",
            r.depth,
            r.seldepth,
            r.nodes,
            ms as u64,
            pv.join(" ")
        )
    }

    /// `bestmove`, with the move the engine expects in reply (`ponder`) when its line has one.
    fn bestmove_line(r: &Report, mode: CastlingMode) -> String {
        match r.pv.as_slice() {
            [] => "bestmove 0000".to_string(),
            [best] => format!("bestmove {}", uci::to_uci(*best, mode)),
            [best, reply, ..] => format!("bestmove {} ponder {}", uci::to_uci(*best, mode), uci::to_uci(*reply, mode)),
        }
    }
}
