//! The native UCI engine (`src/bin/uci.rs`), driven through a scripted session as a GUI or
//! match runner would drive it.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::time::Duration;
use wasm_chess::chess::{uci, CastlingMode, Position};

/// Generous: these are functional checks, not timing checks.
const PATIENCE: Duration = Duration::from_secs(30);

struct Engine {
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<String>,
}

impl Engine {
    fn start() -> Engine {
        Engine::spawn(Command::new(env!("CARGO_BIN_EXE_uci")))
    }

    /// The engine with its address space limited to `kib` KiB (`ulimit -v`), so that large
    /// allocations fail as on a machine short of memory.
    #[cfg(target_os = "linux")]
    fn start_with_memory_limit(kib: u32) -> Engine {
        let mut command = Command::new("sh");
        command.args(["-c", &format!("ulimit -v {kib} && exec \"$0\""), env!("CARGO_BIN_EXE_uci")]);
        Engine::spawn(command)
    }

    fn spawn(mut command: Command) -> Engine {
        let mut child = command
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .expect("the uci binary starts");
        let stdin = child.stdin.take().expect("stdin");
        let stdout = child.stdout.take().expect("stdout");
        let (tx, lines) = mpsc::channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines().map_while(Result::ok) {
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        Engine { child, stdin, lines }
    }

    fn send(&mut self, command: &str) {
        writeln!(self.stdin, "{command}").expect("engine reads its input");
        self.stdin.flush().expect("flush");
    }

    /// Every line up to and including the first that starts with `prefix`.
    fn until(&mut self, prefix: &str) -> Vec<String> {
        let mut seen = Vec::new();
        loop {
            match self.lines.recv_timeout(PATIENCE) {
                Ok(line) => {
                    let done = line.starts_with(prefix);
                    seen.push(line);
                    if done {
                        return seen;
                    }
                }
                Err(e) => panic!("no '{prefix}' line ({e:?}); got {seen:?}"),
            }
        }
    }

    /// The move of the next `bestmove` line.
    fn bestmove(&mut self) -> String {
        let lines = self.until("bestmove");
        lines.last().unwrap().split_whitespace().nth(1).expect("a move").to_string()
    }

    fn quiet_for(&self, wait: Duration) -> Vec<String> {
        let mut seen = Vec::new();
        loop {
            match self.lines.recv_timeout(wait) {
                Ok(line) => seen.push(line),
                Err(RecvTimeoutError::Timeout) => return seen,
                Err(RecvTimeoutError::Disconnected) => return seen,
            }
        }
    }
}

impl Drop for Engine {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn is_legal(fen: &str, moves: &[&str], mv: &str) -> bool {
    let mut pos = Position::from_fen(fen).unwrap();
    for m in moves {
        pos = pos.play(uci::parse(&pos, m, CastlingMode::Standard).unwrap()).unwrap();
    }
    uci::parse(&pos, mv, CastlingMode::Standard).is_ok()
}

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

#[test]
fn the_handshake_names_the_engine_and_its_options() {
    let mut e = Engine::start();
    e.send("uci");
    let lines = e.until("uciok");
    assert!(lines.iter().any(|l| l.starts_with("id name ")));
    assert!(lines.iter().any(|l| l.starts_with("option name Level type spin default 10 min 1 max 10")), "{lines:?}");
    assert!(lines.iter().any(|l| l.starts_with("option name Hash type spin")));
    e.send("isready");
    e.until("readyok");
}

#[test]
fn go_depth_reports_each_iteration_and_a_legal_best_move() {
    let mut e = Engine::start();
    e.send("position startpos moves e2e4 e7e5");
    e.send("go depth 6");
    let lines = e.until("bestmove");
    let infos: Vec<&String> = lines.iter().filter(|l| l.starts_with("info depth")).collect();
    assert_eq!(infos.len(), 6, "{lines:?}");
    for info in &infos {
        for field in [" score ", " nodes ", " nps ", " time ", " pv "] {
            assert!(info.contains(field), "{info} lacks{field}");
        }
    }
    let best = lines.last().unwrap().split_whitespace().nth(1).unwrap();
    assert!(is_legal(START, &["e2e4", "e7e5"], best), "{best}");
}

#[test]
fn every_kind_of_limit_gets_an_answer() {
    let mut e = Engine::start();
    for go in ["go movetime 150", "go nodes 5000", "go wtime 2000 btime 2000 winc 20 binc 20", "go btime 500 wtime 10 movestogo 5"] {
        e.send("position startpos moves d2d4");
        e.send(go);
        let best = e.bestmove();
        assert!(is_legal(START, &["d2d4"], &best), "{go}: {best}");
    }
}

#[test]
fn infinite_search_answers_only_after_stop() {
    let mut e = Engine::start();
    e.send("position startpos");
    e.send("go infinite");
    let early = e.quiet_for(Duration::from_millis(400));
    assert!(early.iter().all(|l| !l.starts_with("bestmove")), "{early:?}");
    e.send("isready");
    e.until("readyok");
    e.send("stop");
    assert!(is_legal(START, &[], &e.bestmove()));
}

#[test]
fn searchmoves_restricts_the_choice_to_the_legal_ones_listed() {
    let mut e = Engine::start();
    // Qxf7 mates; the engine must still choose among the moves it is given.
    let scholar = "r1bqkbnr/pppp1ppp/2n5/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 2 3";
    e.send(&format!("position fen {scholar}"));
    e.send("go depth 3");
    assert_eq!(e.bestmove(), "h5f7");
    e.send("go depth 4 searchmoves a2a3 h2h3 e2e5");
    let lines = e.until("bestmove");
    assert!(lines.contains(&"info string searchmoves: e2e5 is not a legal move here; left out".to_string()), "{lines:?}");
    let best = lines.last().unwrap().split_whitespace().nth(1).unwrap();
    assert!(best == "a2a3" || best == "h2h3", "{lines:?}");
    // Each info line's PV starts with a listed move, too.
    for info in lines.iter().filter(|l| l.starts_with("info depth")) {
        let first = info.split(" pv ").nth(1).and_then(|pv| pv.split_whitespace().next());
        assert!(matches!(first, Some("a2a3" | "h2h3")), "{info}");
    }
    // None of the listed moves is legal: every move is searched.
    e.send("go depth 3 searchmoves e7e5");
    assert_eq!(e.bestmove(), "h5f7");
}

#[test]
fn go_mate_stops_once_the_mate_is_found() {
    let mut e = Engine::start();
    e.send("position fen 6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1");
    e.send("go mate 1");
    let lines = e.until("bestmove");
    assert_eq!(lines.last().unwrap(), "bestmove a1a8");
    // The iteration that found the mate is the last one (without `mate`, the search would go
    // on a few plies to make sure).
    let infos: Vec<&String> = lines.iter().filter(|l| l.starts_with("info depth")).collect();
    let first_mate = infos.iter().position(|l| l.contains(" score mate 1 ")).expect("a mate is found");
    assert_eq!(first_mate, infos.len() - 1, "{lines:?}");
}

#[test]
fn perft_counts_nodes() {
    let mut e = Engine::start();
    e.send("position fen r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1");
    e.send("go perft 3");
    let lines = e.until("Nodes searched");
    assert_eq!(lines.last().unwrap(), "Nodes searched: 97862");
    // Deeper than perft takes: refused with a reason, and the engine goes on.
    e.send("go perft 40");
    e.send("go perft 1");
    let lines = e.until("Nodes searched");
    assert_eq!(lines[0], "info string perft depth 40 is too deep (at most 32)");
    assert_eq!(lines.last().unwrap(), "Nodes searched: 48");
}

#[test]
fn levels_and_hash_can_be_set_between_games() {
    let mut e = Engine::start();
    e.send("setoption name Level value 1");
    e.send("setoption name Hash value 4");
    e.send("ucinewgame");
    e.send("position startpos moves g1f3");
    e.send("go movetime 200");
    assert!(is_legal(START, &["g1f3"], &e.bestmove()));
    e.send("setoption name Level value 10");
    e.send("isready");
    e.until("readyok");
}

#[cfg(target_os = "linux")]
#[test]
fn a_hash_size_the_memory_cannot_hold_is_refused_and_the_old_table_kept() {
    let mut e = Engine::start_with_memory_limit(1 << 20); // 1 GiB, the request is 4 GiB
    e.send("setoption name Hash value 4096");
    e.send("isready");
    let said = e.until("readyok");
    assert!(said.iter().any(|l| l == "info string not enough memory for a hash table of 4096 MiB; the table keeps its size"), "{said:?}");
    e.send("position startpos moves e2e4");
    e.send("go depth 4");
    assert!(is_legal(START, &["e2e4"], &e.bestmove()));
}

#[test]
fn a_finished_game_answers_the_null_move() {
    let mut e = Engine::start();
    e.send("position fen R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1");
    e.send("go depth 3");
    assert_eq!(e.bestmove(), "0000");
}

#[test]
fn bad_input_is_reported_and_changes_nothing() {
    let mut e = Engine::start();
    e.send("position startpos moves e2e4");
    e.send("position fen not a position");
    e.send("frobnicate");
    e.send("setoption name Level value high");
    e.send("setoption name Level value 11");
    let said = e.quiet_for(Duration::from_millis(300));
    assert!(said.iter().filter(|l| l.starts_with("info string")).count() >= 4, "{said:?}");
    assert!(said.contains(&"info string Level needs a number 1..10, not '11'".to_string()), "{said:?}");
    // The last good position is still the one searched.
    e.send("go depth 3");
    assert!(is_legal(START, &["e2e4"], &e.bestmove()));
    // An illegal move in the list keeps the moves before it.
    e.send("position startpos moves e2e4 e7e5 e1e3");
    e.send("go depth 3");
    assert!(is_legal(START, &["e2e4", "e7e5"], &e.bestmove()));
}

#[test]
fn quit_ends_the_process_even_while_searching() {
    let mut e = Engine::start();
    e.send("position startpos");
    e.send("go infinite");
    e.send("quit");
    for _ in 0..300 {
        if let Some(status) = e.child.try_wait().expect("wait") {
            assert!(status.success());
            return;
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    panic!("the engine did not quit");
}
