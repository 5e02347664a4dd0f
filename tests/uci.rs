//! The native UCI engine (`src/bin/uci.rs`), driven through a scripted session as a GUI or
//! match runner would drive it.
#![cfg(all(feature = "bot", not(target_arch = "wasm32")))]

mod common;

use common::uci_engine::Engine;
use std::time::Duration;
use wasm_chess::chess::{uci, CastlingMode, Position};


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
    assert!(lines.iter().any(|l| l == "option name MultiPV type spin default 1 min 1 max 256"), "{lines:?}");
    assert!(lines.iter().any(|l| l == "option name Ponder type check default false"), "{lines:?}");
    assert!(lines.iter().any(|l| l == "option name Threads type spin default 1 min 1 max 256"), "{lines:?}");
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

/// `go infinite` answers only after `stop`, whatever ends the search first: a mate found at
/// once, no legal move, or no position at all (the FEN here is refused: the side not to move is
/// in check) — analysis front ends read an early `bestmove` as the end of the analysis. The
/// answer once came within two seconds by itself; it now waits for `stop`, and then comes at once.
#[test]
fn go_infinite_does_not_answer_before_stop_even_when_the_search_has_ended() {
    let mut e = Engine::start();
    let cases = [
        ("position fen 7k/8/8/8/8/8/8/K5Q1 w - - 0 1", None, 2500),     // mates in a few moves: found at once
        ("position fen R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1", Some("0000"), 700), // mated: nothing to search
        ("position fen 7k/8/8/8/8/8/8/K6Q w - - 0 1", Some("0000"), 2500),  // refused
    ];
    for (position, answer, wait_ms) in cases {
        e.send(position);
        e.send("go infinite");
        let early = e.quiet_for(Duration::from_millis(wait_ms));
        assert!(early.iter().all(|l| !l.starts_with("bestmove")), "{position}: {early:?}");
        let stopped = std::time::Instant::now();
        e.send("stop");
        let best = e.bestmove();
        assert!(stopped.elapsed() < Duration::from_secs(1), "{position}: answered {:?} after stop", stopped.elapsed());
        match answer {
            Some(expected) => assert_eq!(best, expected, "{position}"),
            None => assert!(is_legal("7k/8/8/8/8/8/8/K5Q1 w - - 0 1", &[], &best), "{best}"),
        }
    }
}

/// `go ponder` answers only after `ponderhit` or `stop`, even when the search has ended before
/// either: here a depth of 2.
#[test]
fn go_ponder_does_not_answer_before_ponderhit_even_when_the_search_has_ended() {
    let mut e = Engine::start();
    e.send("position startpos moves e2e4");
    e.send("go ponder depth 2");
    let early = e.quiet_for(Duration::from_millis(500));
    assert!(early.iter().any(|l| l.starts_with("info depth 2")), "{early:?}");
    assert!(early.iter().all(|l| !l.starts_with("bestmove")), "{early:?}");
    e.send("ponderhit");
    assert!(is_legal(START, &["e2e4"], &e.bestmove()));
    // A refused position while pondering: the null move, after `ponderhit`.
    e.send("position fen 7k/8/8/8/8/8/8/K6Q w - - 0 1");
    e.send("go ponder wtime 1000 btime 1000");
    let early = e.quiet_for(Duration::from_millis(500));
    assert!(early.iter().all(|l| !l.starts_with("bestmove")), "{early:?}");
    e.send("ponderhit");
    assert_eq!(e.bestmove(), "0000");
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

/// The late mate as a GUI saw it: `go depth 6` in the one-move position reported `score cp -619`
/// with `pv a8b8 b6c6`, the mating check h1h8 at the reply node pruned unseen. Every depth from 2
/// reports being mated in one, with the mate in its line.
#[test]
fn the_search_sees_a_mate_in_one_against_itself_at_every_small_depth_through_uci() {
    let mut e = Engine::start();
    e.send("position fen k7/8/1K6/8/8/8/8/7R b - - 0 1");
    for depth in 2..=6 {
        e.send(&format!("go depth {depth}"));
        let lines = e.until("bestmove");
        let last = lines.iter().rev().find(|l| l.starts_with("info depth")).expect("an info line");
        assert!(last.contains(" score mate -1 ") && last.ends_with(" pv a8b8 h1h8"), "depth {depth}: {last}");
        assert_eq!(lines.last().unwrap(), "bestmove a8b8 ponder h1h8", "depth {depth}");
    }
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

#[test]
fn more_threads_search_every_kind_of_limit_and_stop_when_asked() {
    let mut e = Engine::start();
    e.send("setoption name Threads value 3");
    for go in ["go movetime 150", "go depth 8", "go wtime 1000 btime 1000", "go nodes 5000"] {
        e.send("position startpos moves e2e4");
        e.send(go);
        let best = e.bestmove();
        assert!(is_legal(START, &["e2e4"], &best), "{go}: {best}");
    }
    // Mate in one, found with helpers searching beside the main thread.
    e.send("position fen r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4");
    e.send("go depth 5");
    assert_eq!(e.bestmove(), "h5f7");
    e.send("setoption name MultiPV value 2");
    e.send("position startpos moves e2e4");
    e.send("go depth 6");
    let lines = e.until("bestmove");
    assert!(lines.iter().any(|l| l.starts_with("info depth 6 ") && l.contains(" multipv 2 ")), "{lines:?}");
    let best = lines.last().unwrap().split_whitespace().nth(1).unwrap();
    assert!(is_legal(START, &["e2e4"], best), "{best}");
    e.send("setoption name MultiPV value 1");
    e.send("position startpos");
    e.send("go infinite");
    assert!(e.quiet_for(Duration::from_millis(200)).iter().all(|l| !l.starts_with("bestmove")));
    e.send("stop");
    assert!(is_legal(START, &[], &e.bestmove()));
    e.send("setoption name Threads value 0");
    e.send("setoption name Threads value many");
    let said = e.quiet_for(Duration::from_millis(300));
    assert!(said.contains(&"info string Threads needs a number 1..256, not '0'".to_string()), "{said:?}");
    assert!(said.contains(&"info string Threads needs a number 1..256, not 'many'".to_string()), "{said:?}");
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
    e.send("frobnicate");
    e.send("setoption name Level value high");
    e.send("setoption name Level value 11");
    e.send("setoption name MultiPV value 0");
    let said = e.quiet_for(Duration::from_millis(300));
    assert!(said.iter().filter(|l| l.starts_with("info string")).count() >= 4, "{said:?}");
    assert!(said.contains(&"info string Level needs a number 1..10, not '11'".to_string()), "{said:?}");
    assert!(said.contains(&"info string MultiPV needs a number 1..256, not '0'".to_string()), "{said:?}");
    // The position is untouched by the bad commands around it.
    e.send("go depth 3");
    assert!(is_legal(START, &["e2e4"], &e.bestmove()));
}

/// After a refused `position`, `go` must not answer for the position before it
/// (a move for the wrong side, which a GUI forfeits): it answers the null move and says why.
#[test]
fn after_an_invalid_position_go_answers_the_null_move() {
    let mut e = Engine::start();
    for bad in ["position fen not a position", "position startpos moves e2e4 e7e5 e1e3", "position fen 4k3/8/8/17/8/8/8/4K3 w - - 0 1", "position"] {
        e.send("position startpos moves e2e4");
        e.send(bad);
        e.send("go depth 3");
        let lines = e.until("bestmove");
        assert_eq!(lines.last().unwrap(), "bestmove 0000", "{bad}: {lines:?}");
        assert!(lines.iter().any(|l| l.starts_with("info string position refused: ")), "{bad}: {lines:?}");
        assert!(lines.iter().any(|l| l.starts_with("info string no position to search")), "{bad}: {lines:?}");
    }
    // The next good position is searched again.
    e.send("position startpos moves e2e4 e7e5");
    e.send("go depth 3");
    assert!(is_legal(START, &["e2e4", "e7e5"], &e.bestmove()));
}

/// Through UCI: the black king leaving a1 kept White's O-O, so `e1g1` is castling and
/// the engine answers for Black.
#[test]
fn a_king_leaving_the_other_sides_back_rank_keeps_castling_through_uci() {
    let mut e = Engine::start();
    let fen = "8/8/8/8/8/8/8/k3K2R b K - 0 1";
    e.send(&format!("position fen {fen} moves a1a2 e1g1"));
    e.send("go depth 4");
    let lines = e.until("bestmove");
    assert!(lines.iter().all(|l| !l.starts_with("info string")), "{lines:?}");
    let best = lines.last().unwrap().split_whitespace().nth(1).unwrap();
    assert!(is_legal(fen, &["a1a2", "e1g1"], best), "{best} is not Black's move");
}

/// The GUI's game may go on past an end this referee sees first (here a fivefold repetition):
/// its moves are still taken, and the engine answers.
#[test]
fn moves_past_an_automatic_end_are_still_accepted() {
    let mut e = Engine::start();
    let mut moves = ["g1f3", "g8f6", "f3g1", "f6g8"].repeat(4);
    moves.push("e2e4");
    e.send(&format!("position startpos moves {}", moves.join(" ")));
    e.send("go depth 3");
    let lines = e.until("bestmove");
    assert!(lines.iter().all(|l| !l.starts_with("info string")), "{lines:?}");
    let best = lines.last().unwrap().split_whitespace().nth(1).unwrap();
    assert!(is_legal(START, &moves, best), "{best}");
}

/// `bestmove` names the reply the engine expects (`ponder`) when its line has one.
#[test]
fn bestmove_names_the_expected_reply_to_ponder_on() {
    let mut e = Engine::start();
    e.send("position startpos moves e2e4");
    e.send("go depth 6");
    let lines = e.until("bestmove");
    let words: Vec<&str> = lines.last().unwrap().split_whitespace().collect();
    assert!(matches!(words.as_slice(), ["bestmove", _, "ponder", _]), "{words:?}");
    assert!(is_legal(START, &["e2e4"], words[1]));
    assert!(is_legal(START, &["e2e4", words[1]], words[3]), "{words:?}");
    // The last iteration's line starts with both.
    let last_info = lines.iter().rfind(|l| l.starts_with("info depth")).unwrap();
    assert!(last_info.contains(&format!(" pv {} {}", words[1], words[3])), "{last_info}");
}

/// `go ponder` searches until `ponderhit`, and then answers within the time the `go`
/// command gave (here a 300 ms clock) instead of waiting for `stop`.
#[test]
fn ponderhit_turns_pondering_into_a_timed_search() {
    let mut e = Engine::start();
    e.send("setoption name Ponder value true");
    e.send("position startpos moves e2e4 e7e5");
    e.send("go ponder wtime 300 btime 300");
    let early = e.quiet_for(Duration::from_millis(600));
    assert!(early.iter().all(|l| !l.starts_with("bestmove")), "pondering must not answer: {early:?}");
    let hit = std::time::Instant::now();
    e.send("ponderhit");
    let best = e.bestmove();
    assert!(hit.elapsed() < Duration::from_secs(3), "answered {:?} after ponderhit", hit.elapsed());
    assert!(is_legal(START, &["e2e4", "e7e5"], &best), "{best}");
    // `stop` while pondering answers at once, too.
    e.send("go ponder wtime 300 btime 300");
    std::thread::sleep(Duration::from_millis(200));
    e.send("stop");
    assert!(is_legal(START, &["e2e4", "e7e5"], &e.bestmove()));
    // A ponderhit with nothing to ponder is reported, not fatal.
    e.send("ponderhit");
    e.send("isready");
    assert!(e.until("readyok").iter().any(|l| l == "info string ponderhit, but no search is running"));
}

/// MultiPV k prints k lines per depth, each with its own first move, best first.
#[test]
fn multipv_prints_one_line_per_best_move_at_each_depth() {
    let mut e = Engine::start();
    e.send("setoption name MultiPV value 3");
    e.send("position startpos moves e2e4 e7e5 g1f3");
    e.send("go depth 5");
    let lines = e.until("bestmove");
    let best = lines.last().unwrap().split_whitespace().nth(1).unwrap().to_string();
    let field = |line: &str, name: &str| -> String {
        let words: Vec<&str> = line.split_whitespace().collect();
        let at = words.iter().position(|w| *w == name).unwrap_or_else(|| panic!("{line} lacks {name}"));
        words[at + 1].to_string()
    };
    for depth in 1..=5 {
        let at_depth: Vec<&String> = lines.iter().filter(|l| l.starts_with(&format!("info depth {depth} "))).collect();
        let numbers: Vec<String> = at_depth.iter().map(|l| field(l, "multipv")).collect();
        assert_eq!(numbers, ["1", "2", "3"], "depth {depth}: {lines:?}");
        let firsts: Vec<String> = at_depth.iter().map(|l| field(l, "pv")).collect();
        assert!(firsts[0] != firsts[1] && firsts[1] != firsts[2] && firsts[0] != firsts[2], "{firsts:?}");
        for first in &firsts {
            assert!(is_legal(START, &["e2e4", "e7e5", "g1f3"], first), "{first}");
        }
        let scores: Vec<i32> = at_depth.iter().map(|l| field(l, "cp").parse().unwrap()).collect();
        assert!(scores.windows(2).all(|w| w[0] >= w[1]), "best first: {scores:?}");
        if depth == 5 {
            assert_eq!(firsts[0], best, "the move played is the first line's");
        }
    }
    // Node counts are the search's totals: they never go down from one line to the next.
    let nodes: Vec<u64> = lines.iter().filter(|l| l.starts_with("info depth")).map(|l| field(l, "nodes").parse().unwrap()).collect();
    assert!(nodes.windows(2).all(|w| w[0] <= w[1]), "{nodes:?}");
    // Fewer legal moves than lines: one line per move.
    e.send("position fen 7k/8/8/8/8/8/8/K7 w - - 0 1");
    e.send("setoption name MultiPV value 5");
    e.send("go depth 2");
    let lines = e.until("bestmove");
    assert_eq!(lines.iter().filter(|l| l.starts_with("info depth 2 ")).count(), 3, "{lines:?}");
    // Back to one line: the single-line search, marked multipv 1.
    e.send("setoption name MultiPV value 1");
    e.send("position startpos");
    e.send("go depth 3");
    let lines = e.until("bestmove");
    assert_eq!(lines.iter().filter(|l| l.starts_with("info depth 3 ")).count(), 1, "{lines:?}");
    assert!(lines.iter().all(|l| !l.starts_with("info depth") || l.contains(" multipv 1 ")), "{lines:?}");
}

#[test]
fn quit_ends_the_process_even_while_searching() {
    let mut e = Engine::start();
    e.send("position startpos");
    e.send("go infinite");
    e.send("quit");
    for _ in 0..300 {
        if let Some(status) = e.exited() {
            assert!(status.success());
            return;
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    panic!("the engine did not quit");
}

/// With UCI_Chess960 on, a FEN's KQkq names the outermost rooks and castling is king-takes-rook;
/// off, the same FEN does not fit standard chess and is refused.
#[test]
fn chess960_positions_need_the_chess960_option() {
    let mut e = Engine::start();
    let fen = "1r3kr1/pppppppp/8/8/8/8/PPPPPPPP/1R3KR1 w KQkq - 0 1";
    e.send(&format!("position fen {fen} moves f1g1"));
    e.send("go depth 2");
    assert_eq!(e.bestmove(), "0000");
    e.send("setoption name UCI_Chess960 value true");
    e.send(&format!("position fen {fen} moves f1g1"));
    e.send("go depth 3");
    let lines = e.until("bestmove");
    assert!(lines.iter().all(|l| !l.starts_with("info string")), "{lines:?}");
    let best = lines.last().unwrap().split_whitespace().nth(1).unwrap().to_string();
    // Black to move after White castled short: the king on f1 took its rook on g1.
    let pos = Position::from_fen_in(fen, CastlingMode::Chess960).unwrap();
    let castle = uci::parse(&pos, "f1g1", CastlingMode::Chess960).unwrap();
    assert!(castle.is_castle());
    let pos = pos.play(castle).unwrap();
    assert_eq!(pos.fen(), "1r3kr1/pppppppp/8/8/8/8/PPPPPPPP/1R3RK1 b kq - 1 1");
    assert!(uci::parse(&pos, &best, CastlingMode::Chess960).is_ok(), "{best}");
}

/// The score in centipawns of the deepest `info depth` line of a search's output.
fn last_score_cp(lines: &[String]) -> i32 {
    let last_info = lines.iter().rfind(|l| l.starts_with("info depth")).expect("an info depth line");
    let cp = last_info.split(" score cp ").nth(1).and_then(|s| s.split(' ').next());
    cp.and_then(|cp| cp.parse().ok()).unwrap_or_else(|| panic!("no score in centipawns: {last_info}"))
}

/// The game the GUI sets up is a `Game`, whose positions give the search its history: White,
/// a queen down, sees that Nf3 repeats a position for the third time and takes the draw.
#[test]
fn the_games_history_lets_the_engine_see_a_repetition() {
    let mut e = Engine::start();
    let queen_odds = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNB1KBNR w KQkq - 0 1";
    e.send(&format!("position fen {queen_odds} moves g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1 f6g8"));
    e.send("go depth 6");
    let lines = e.until("bestmove");
    // The line ends there (a draw has no continuation): no ponder move.
    assert_eq!(lines.last().unwrap(), "bestmove g1f3", "{lines:?}");
    let cp = last_score_cp(&lines);
    assert!(cp > -200, "a draw, not a queen down: {cp}");
    // Without the moves that led here, Nf3 is just a move, and White is a queen down.
    e.send(&format!("position fen {queen_odds}"));
    e.send("go depth 6");
    let lines = e.until("bestmove");
    let cp = last_score_cp(&lines);
    assert!(cp < -500, "{cp}");
}

/// `EvalFile` loads an evaluation network; a file that is not one is refused with a reason, and
/// the engine goes on with the evaluation it had.
#[test]
fn an_evaluation_network_is_loaded_from_a_file_and_a_bad_one_is_refused() {
    use wasm_chess::bot::nnue::{Network, HIDDEN, INPUTS};
    let dir = std::env::temp_dir().join(format!("wasm-chess-uci-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let net_path = dir.join("material.nnue");
    // A network that counts material from both seats: every piece of ours adds, every piece of
    // theirs subtracts, in each of the two seats' units.
    let mut hidden = vec![[0.0f32; HIDDEN]; INPUTS];
    for (f, row) in hidden.iter_mut().enumerate() {
        let value = [0.01, 0.03, 0.03, 0.05, 0.09, 0.0][(f / 64) % 6];
        row[0] = if f < 384 { value } else { 0.0 };
        row[1] = if f < 384 { 0.0 } else { value };
    }
    let mut output = [[0.0f32; HIDDEN]; 2];
    output[0][0] = 1.0;
    output[0][1] = -1.0;
    std::fs::write(&net_path, Network::quantize(&hidden, &[0.0; HIDDEN], &output, 0.0).to_bytes()).unwrap();
    let not_a_net = dir.join("notes.txt");
    std::fs::write(&not_a_net, "not a network").unwrap();

    let mut e = Engine::start();
    e.send("uci");
    assert!(e.until("uciok").iter().any(|l| l == "option name EvalFile type string default <built-in>"));
    for bad in [not_a_net.clone(), dir.join("missing.nnue")] {
        e.send(&format!("setoption name EvalFile value {}", bad.display()));
        let said = e.quiet_for(Duration::from_millis(300));
        assert!(said.iter().any(|l| l.starts_with(&format!("info string EvalFile {}: ", bad.display())) && l.ends_with("the evaluation is unchanged")), "{said:?}");
    }
    e.send(&format!("setoption name EvalFile value {}", net_path.display()));
    assert!(e.quiet_for(Duration::from_millis(300)).is_empty(), "a good network file is taken in silence");
    // White to move can take a queen: the material network sees it, and scores a lone rook
    // as it counts (0.05 of a unit of 400 cp), not as the hand-written evaluation does.
    e.send("position fen 4k3/8/8/3q4/8/8/3R4/4K3 w - - 0 1");
    e.send("go depth 2");
    let lines = e.until("bestmove");
    assert!(lines.last().unwrap().starts_with("bestmove d2d5"), "{lines:?}");
    let score = last_score_cp(&lines);
    assert!((10..=30).contains(&score), "the network's score of a rook up: {score}");
    // An empty value (the line ends at `value`) is the hand-written evaluation, which counts a
    // rook as a few hundred centipawns (a new game, so that no score is remembered).
    e.send("setoption name EvalFile value");
    assert!(e.quiet_for(Duration::from_millis(300)).is_empty(), "an empty value is taken in silence");
    e.send("ucinewgame");
    e.send("position fen 4k3/8/8/3q4/8/8/3R4/4K3 w - - 0 1");
    e.send("go depth 2");
    let lines = e.until("bestmove");
    let score = last_score_cp(&lines);
    assert!(score > 300, "the hand-written evaluation's score of a rook up: {score}");
    std::fs::remove_dir_all(&dir).unwrap();
}
