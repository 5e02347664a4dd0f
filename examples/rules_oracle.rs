//! The Rust side of the differential rules fuzzer (tests/python/fuzz_rules.py): our referee,
//! [`Game`], answering for whole games that python-chess made.
//!
//! Input on stdin, one JSON object per line and per game:
//! `{"mode": "standard" | "chess960", "fen": START, "moves": [UCI, ...], "pgn": TEXT}`
//! where `pgn` is python-chess's own PGN of the same game.
//!
//! Output on stdout, for each game: one line per position (the start, then after each move),
//! tab-separated:
//!
//! `history  fen  moves  check  outcome  claimable  can_claim  selfcheck`
//!
//! - `history`: `h` while the game holds every move since the start; `n` once we have called
//!   the game over (a dead position python-chess plays on from) and each later position is
//!   a fresh game from its FEN, without the repetitions before it.
//! - `moves`: the legal moves as `uci:san`, sorted by UCI, space-separated.
//! - `check`: `1` or `0`. `outcome`: `-` or `reason/result` (`checkmate/1-0`).
//! - `claimable`: the draws claimable now (`threefold`, `fifty-moves`, comma-separated, or `-`);
//!   `can_claim`: those plus the ones "with the move that completes it" (FIDE 9.2.1.1, 9.3.1).
//! - `selfcheck`: `ok`, or what our own round trips got wrong: the FEN read back by
//!   [`Game::from_fen`] (same FEN, same moves), each SAN and UCI read back to its move.
//!
//! Then one JSON line `{"pgn": OURS, "ours_read": …, "theirs_read": …}`: our PGN of the game
//! (as far as it holds the history), and python-chess's PGN read by [`Game::from_pgn`]
//! (`{"uci": [...], "fen": FINAL}` or `{"error": TEXT}`), the same for each of the request's
//! `pgn_variants` (optional: other spellings of the game), and for each of its `invalid_fens`
//! (optional) `"rejected"` or what [`Game::from_fen`] made of it. A request that cannot be read or
//! played gets `error<TAB>TEXT` instead of the position line where it failed.

use serde::Deserialize;
use serde_json::json;
use std::io::{self, BufRead, BufWriter, Write};
use wasm_chess::chess::{san, uci, CastlingMode, Move, Position};
use wasm_chess::game::{Claim, EndReason, Game};

#[derive(Deserialize)]
struct Request {
    mode: String,
    fen: String,
    moves: Vec<String>,
    pgn: String,
    /// More PGN texts of the same game (other spellings python-chess reads the same way).
    #[serde(default)]
    pgn_variants: Vec<String>,
    /// FENs python-chess rejects; each must be rejected by `Game::from_fen` too.
    #[serde(default)]
    invalid_fens: Vec<String>,
}

fn main() {
    let stdin = io::stdin();
    let mut out = BufWriter::new(io::stdout().lock());
    for line in stdin.lock().lines() {
        let line = line.expect("stdin is readable");
        if line.trim().is_empty() {
            continue;
        }
        match serde_json::from_str::<Request>(&line) {
            Ok(request) => answer(&request, &mut out),
            Err(e) => writeln!(out, "error\tunreadable request: {e}").expect("stdout is writable"),
        }
        // One flush per game: the fuzzer reads the whole answer before sending the next game.
        out.flush().expect("stdout is writable");
    }
}

fn start_game(mode: &str, fen: &str) -> Result<Game, String> {
    match mode {
        // The same entry point as JavaScript's `Game.fromFen`; a FEN python-chess reads as
        // standard chess must stay standard chess here.
        "standard" => {
            let game = Game::from_fen(fen).map_err(|e| e.to_string())?;
            match game.mode() {
                CastlingMode::Standard => Ok(game),
                CastlingMode::Chess960 => Err(format!("Game::from_fen read a standard FEN as Chess960: {fen}")),
            }
        }
        "chess960" => {
            let pos = Position::from_fen_in(fen, CastlingMode::Chess960).map_err(|e| e.to_string())?;
            Ok(Game::from_position(pos, CastlingMode::Chess960))
        }
        other => Err(format!("unknown mode {other}")),
    }
}

fn answer(request: &Request, out: &mut impl Write) {
    let mut game = match start_game(&request.mode, &request.fen) {
        Ok(game) => game,
        Err(e) => {
            writeln!(out, "error\t{e}").expect("stdout is writable");
            return;
        }
    };
    let mode = game.mode();
    // The game with its whole history, kept for the PGN once positions become fresh games.
    let mut with_history: Option<Game> = None;
    for ply in 0..=request.moves.len() {
        let history = with_history.is_none();
        writeln!(out, "{}", describe(&game, history)).expect("stdout is writable");
        let Some(text) = request.moves.get(ply) else { break };
        let dead = game.outcome().is_some_and(|o| o.reason == EndReason::DeadPosition);
        if dead || !history {
            // Over for us, not for python-chess: go on from the position alone.
            let next = uci::parse(game.position(), text, mode)
                .map_err(|e| e.to_string())
                .map(|m| game.position().play(m).expect("a legal move plays"));
            match next {
                Ok(next) => {
                    with_history.get_or_insert_with(|| game.clone());
                    game = Game::from_position(next, mode);
                }
                Err(e) => {
                    writeln!(out, "error\tcannot play {text} at ply {ply}: {e}").expect("stdout is writable");
                    return;
                }
            }
        } else if let Err(e) = game.play(text) {
            writeln!(out, "error\tcannot play {text} at ply {ply}: {e}").expect("stdout is writable");
            return;
        }
    }
    let full = with_history.as_ref().unwrap_or(&game);
    let ours = full.pgn(&[]).unwrap_or_else(|e| format!("pgn error: {e}"));
    let read = |text: &str| match Game::from_pgn(text) {
        Ok(g) => json!({"uci": g.history_uci(), "fen": g.position().fen()}),
        Err(e) => json!({"error": e.to_string()}),
    };
    let invalid_read: Vec<String> = request
        .invalid_fens
        .iter()
        .map(|fen| match Game::from_fen(fen) {
            Ok(g) => format!("accepted as {} ({:?})", g.position().fen(), g.mode()),
            Err(_) => "rejected".to_string(),
        })
        .collect();
    let summary = json!({
        "pgn": ours,
        "ours_read": read(&ours),
        "theirs_read": read(&request.pgn),
        "variants_read": request.pgn_variants.iter().map(|text| read(text)).collect::<Vec<_>>(),
        "invalid_read": invalid_read,
    });
    writeln!(out, "{summary}").expect("stdout is writable");
}

/// One position's line (see the module docs).
fn describe(game: &Game, history: bool) -> String {
    let pos = game.position();
    let mode = game.mode();
    let legal = pos.legal_moves();
    let mut moves: Vec<(String, Move)> = legal.iter().map(|&m| (uci::to_uci(m, mode), m)).collect();
    moves.sort_by(|a, b| a.0.cmp(&b.0));
    let listed: Vec<String> =
        moves.iter().map(|(text, m)| format!("{text}:{}", san::to_san_in(pos, *m, &legal))).collect();
    let outcome = game.outcome();
    let names = |claims: Vec<Claim>| -> String {
        if claims.is_empty() {
            "-".to_string()
        } else {
            claims.iter().map(|c| c.name()).collect::<Vec<_>>().join(",")
        }
    };
    let claimable = game.claimable();
    let can_claim: Vec<Claim> = Claim::ALL
        .into_iter()
        .filter(|&c| claimable.contains(&c) || (outcome.is_none() && legal.iter().any(|&m| game.claim_holds_after(m, c))))
        .collect();
    [
        if history { "h" } else { "n" }.to_string(),
        pos.fen(),
        listed.join(" "),
        if pos.is_check() { "1" } else { "0" }.to_string(),
        outcome.map_or("-".to_string(), |o| format!("{}/{}", o.reason.name(), o.result())),
        names(claimable),
        names(can_claim),
        selfcheck(game, &moves),
    ]
    .join("\t")
}

/// Our own round trips in this position: FEN → `Game::from_fen_in` in the game's mode (same FEN,
/// same moves; what JavaScript's `Game.fromFen(fen, { variant: g.variant() })` does, so Chess960
/// positions come back as Chess960, X-FEN and all), and every move's SAN and UCI read back to the
/// move.
fn selfcheck(game: &Game, moves: &[(String, Move)]) -> String {
    let pos = game.position();
    let mode = game.mode();
    let fen = pos.fen();
    let mut problems = Vec::new();
    match Game::from_fen_in(&fen, mode) {
        Err(e) => problems.push(format!("Game::from_fen_in rejects our FEN: {e}")),
        Ok(back) => {
            let back = back.position();
            if back.fen() != fen {
                problems.push(format!("Game::from_fen_in reads {fen} back as {}", back.fen()));
            }
            // As moves, not text: a Chess960 position with standard rights may come back as
            // standard chess, whose UCI writes castling differently.
            let key = |m: &Move| uci::to_uci(*m, CastlingMode::Chess960);
            let mut theirs: Vec<Move> = back.legal_moves().iter().copied().collect();
            let mut ours: Vec<Move> = moves.iter().map(|(_, m)| *m).collect();
            theirs.sort_by_key(key);
            ours.sort_by_key(key);
            if theirs != ours {
                problems.push("Game::from_fen_in gives other legal moves".to_string());
            }
        }
    }
    for (text, m) in moves {
        let written = san::to_san(pos, *m);
        if san::parse(pos, &written).ok() != Some(*m) {
            problems.push(format!("SAN {written} does not read back as {text}"));
        }
        if uci::parse(pos, text, mode).ok() != Some(*m) {
            problems.push(format!("UCI {text} does not read back"));
        }
    }
    if problems.is_empty() {
        "ok".to_string()
    } else {
        problems.join("; ")
    }
}
