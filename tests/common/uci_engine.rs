//! The `uci` binary driven through a scripted session, as a GUI or match runner drives it.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::time::Duration;

/// Generous: these are functional checks, not timing checks.
const PATIENCE: Duration = Duration::from_secs(30);

pub struct Engine {
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<String>,
}

impl Engine {
    pub fn start() -> Engine {
        Engine::spawn(Command::new(env!("CARGO_BIN_EXE_uci")))
    }

    /// The engine with its address space limited to `kib` KiB (`ulimit -v`), so that large
    /// allocations fail as on a machine short of memory.
    #[cfg(target_os = "linux")]
    pub fn start_with_memory_limit(kib: u32) -> Engine {
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

    pub fn send(&mut self, command: &str) {
        writeln!(self.stdin, "{command}").expect("engine reads its input");
        self.stdin.flush().expect("flush");
    }

    /// Every line up to and including the first that starts with `prefix`.
    pub fn until(&mut self, prefix: &str) -> Vec<String> {
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
    pub fn bestmove(&mut self) -> String {
        let lines = self.until("bestmove");
        lines.last().unwrap().split_whitespace().nth(1).expect("a move").to_string()
    }

    /// Sends `command` then `isready`: the lines printed before `readyok`.
    pub fn ask(&mut self, command: &str) -> Vec<String> {
        self.send(command);
        self.send("isready");
        self.until("readyok")
    }

    /// Sends `go` and returns the move of the `bestmove` line that answers it.
    pub fn bestmove_after(&mut self, go: &str) -> String {
        self.send(go);
        self.bestmove()
    }

    /// Every line printed until nothing more comes for `wait`.
    pub fn quiet_for(&self, wait: Duration) -> Vec<String> {
        let mut seen = Vec::new();
        loop {
            match self.lines.recv_timeout(wait) {
                Ok(line) => seen.push(line),
                Err(RecvTimeoutError::Timeout) => return seen,
                Err(RecvTimeoutError::Disconnected) => return seen,
            }
        }
    }

    /// The process's exit status once it has ended by itself.
    pub fn exited(&mut self) -> Option<std::process::ExitStatus> {
        self.child.try_wait().expect("wait")
    }
}

impl Drop for Engine {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}
