//! The bot as a native UCI engine, so it can be matched against other engines.
//!
//!     cargo build --release --bin uci && target/release/uci
//!
//! The search runs on its own thread; this thread keeps reading commands, so `stop`,
//! `isready` and `quit` are answered while it thinks.

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
    use wasm_chess::bot::score::mate_moves;
    use wasm_chess::bot::variant::uci::{option_line, VariantUci};
    use wasm_chess::bot::{Engine, Limits, Report, SystemClock, MAX_LEVEL};
    use wasm_chess::chess::perft::divide;
    use wasm_chess::chess::{uci, CastlingMode, Move, Position};

    const NAME: &str = "wasm-chess";
    const DEFAULT_HASH_MB: usize = 16;
    const MAX_HASH_MB: usize = 4096;

    struct Session {
        /// The engine, or `None` while a search thread owns it.
        engine: Option<Engine>,
        search: Option<JoinHandle<Engine>>,
        stop: Arc<AtomicBool>,
        /// The game: start position first, current position last.
        game: Vec<Position>,
        mode: CastlingMode,
        variants: VariantUci,
    }

    pub fn run() {
        let mut engine = fresh_engine();
        engine.seed(std::process::id() as u64 ^ 0x5DEE_CE66);
        let mut session = Session {
            engine: Some(engine),
            search: None,
            stop: Arc::new(AtomicBool::new(false)),
            game: vec![Position::standard()],
            mode: CastlingMode::Standard,
            variants: VariantUci::new(),
        };
        let stdin = io::stdin();
        for line in stdin.lock().lines() {
            let Ok(line) = line else { break };
            if !session.command(line.trim()) {
                break;
            }
        }
        session.finish_search();
    }

    /// An engine with the default table; without even that much memory there is nothing to run.
    fn fresh_engine() -> Engine {
        Engine::new(DEFAULT_HASH_MB).unwrap_or_else(|e| panic!("{e}"))
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
                    say(&format!("option name Level type spin default {MAX_LEVEL} min 1 max {MAX_LEVEL}"));
                    say("option name UCI_Chess960 type check default false");
                    say("option name Clear Hash type button");
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
                    self.set_position(&words.collect::<Vec<_>>());
                }
                Some("go") => {
                    self.finish_search();
                    self.go(&words.collect::<Vec<_>>());
                }
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
            if let Some(handle) = self.search.take() {
                self.stop.store(true, Ordering::Relaxed);
                match handle.join() {
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
            let rest = line.split_once("name").map_or("", |(_, r)| r);
            let (name, value) = match rest.split_once(" value ") {
                Some((n, v)) => (n.trim(), v.trim()),
                None => (rest.trim(), ""),
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
                "level" => match value.parse::<u32>() {
                    Ok(n) if (1..=MAX_LEVEL).contains(&n) => self.engine().set_level(n),
                    _ => say(&format!("info string Level needs a number 1..{MAX_LEVEL}, not '{value}'")),
                },
                "uci_chess960" => {
                    self.mode = if value.eq_ignore_ascii_case("true") { CastlingMode::Chess960 } else { CastlingMode::Standard }
                }
                "clear hash" => self.engine().clear(),
                _ => say(&format!("info string unknown option: {name}")),
            }
        }

        fn set_position(&mut self, args: &[&str]) {
            let moves_at = args.iter().position(|&w| w == "moves").unwrap_or(args.len());
            let start = match args.first() {
                Some(&"startpos") => Ok(Position::standard()),
                Some(&"fen") => Position::from_fen_in(&args[1..moves_at].join(" "), self.mode).map_err(|e| e.to_string()),
                _ => Err("expected 'startpos' or 'fen'".to_string()),
            };
            let start = match start {
                Ok(p) => p,
                Err(e) => {
                    say(&format!("info string bad position: {e}"));
                    return;
                }
            };
            let mut game = vec![start];
            for text in args.iter().skip(moves_at + 1) {
                let pos = *game.last().expect("start");
                match uci::parse(&pos, text, self.mode) {
                    Ok(m) => {
                        let mut next = pos;
                        next.play_unchecked(m);
                        game.push(next);
                    }
                    Err(e) => {
                        say(&format!("info string bad move: {e}"));
                        break;
                    }
                }
            }
            self.game = game;
        }

        fn go(&mut self, args: &[&str]) {
            let clock = SystemClock::new();
            if args.first() == Some(&"perft") {
                let depth = args.get(1).and_then(|d| d.parse().ok()).unwrap_or(1);
                self.perft(depth);
                return;
            }
            let mut limits = Limits::default();
            let mut infinite = false;
            let number = |i: usize| args.get(i + 1).and_then(|v| v.parse::<f64>().ok());
            for (i, &word) in args.iter().enumerate() {
                match word {
                    "searchmoves" => limits.search_moves = self.search_moves(&args[i + 1..]),
                    "mate" => limits.mate = number(i).map(|n| n as u32),
                    "movetime" => limits.movetime_ms = number(i),
                    "depth" => limits.depth = number(i).map(|d| d as u32),
                    "nodes" => limits.nodes = number(i).map(|n| n as u64),
                    "wtime" => limits.time_ms[0] = number(i),
                    "btime" => limits.time_ms[1] = number(i),
                    "winc" => limits.inc_ms[0] = number(i).unwrap_or(0.0),
                    "binc" => limits.inc_ms[1] = number(i).unwrap_or(0.0),
                    "movestogo" => limits.moves_to_go = number(i).map(|n| n as u32),
                    "infinite" | "ponder" => infinite = true,
                    _ => {}
                }
            }
            let mut engine = self.engine.take().expect("no search is running");
            let game = self.game.clone();
            let mode = self.mode;
            self.stop = Arc::new(AtomicBool::new(false));
            let stop = Arc::clone(&self.stop);
            let spawned = std::thread::Builder::new().stack_size(32 << 20).spawn(move || {
                let report = engine.think(&game, &limits, &clock, &stop, &mut |r| say(&info_line(r, mode)));
                // In infinite mode the answer waits for `stop`, as UCI requires.
                while infinite && !stop.load(Ordering::Relaxed) {
                    std::thread::sleep(std::time::Duration::from_millis(2));
                }
                let best = report.best_move().map_or("0000".to_string(), |m| uci::to_uci(m, mode));
                say(&format!("bestmove {best}"));
                engine
            });
            match spawned {
                Ok(handle) => self.search = Some(handle),
                Err(e) => {
                    say(&format!("info string cannot start the search: {e}"));
                    self.engine = Some(fresh_engine());
                }
            }
        }

        /// The moves after `searchmoves`, up to the next keyword of `go`. A move that is not
        /// legal here is reported and left out; with none left, every move is searched.
        fn search_moves(&self, words: &[&str]) -> Vec<Move> {
            const GO_KEYWORDS: [&str; 12] =
                ["searchmoves", "ponder", "wtime", "btime", "winc", "binc", "movestogo", "depth", "nodes", "mate", "movetime", "infinite"];
            let pos = self.game.last().expect("a position");
            let mut moves = Vec::new();
            for text in words.iter().take_while(|w| !GO_KEYWORDS.contains(w)) {
                match uci::parse(pos, text, self.mode) {
                    Ok(m) => moves.push(m),
                    Err(e) => say(&format!("info string searchmoves: {e}; left out")),
                }
            }
            moves
        }

        fn perft(&self, depth: u32) {
            let pos = self.game.last().expect("a position");
            let counts = match divide(pos, depth) {
                Ok(counts) => counts,
                Err(e) => return say(&format!("info string {e}")),
            };
            let mut total = 0;
            for (m, n) in counts {
                say(&format!("{}: {n}", uci::to_uci(m, self.mode)));
                total += n;
            }
            say("");
            say(&format!("Nodes searched: {total}"));
        }
    }

    fn info_line(r: &Report, mode: CastlingMode) -> String {
        let score = match mate_moves(r.score) {
            Some(m) => format!("mate {m}"),
            None => format!("cp {}", r.score),
        };
        let nps = if r.time_ms > 0.0 { (r.nodes as f64 * 1000.0 / r.time_ms) as u64 } else { 0 };
        let pv: Vec<String> = r.pv.iter().map(|&m| uci::to_uci(m, mode)).collect();
        format!(
            "info depth {} seldepth {} score {score} nodes {} nps {nps} time {} pv {}",
            r.depth,
            r.seldepth,
            r.nodes,
            r.time_ms as u64,
            pv.join(" ")
        )
    }
}
