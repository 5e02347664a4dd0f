//! The pyffish oracle's data for the two-player variants (`data/variants/games_<oracle>.jsonl.gz`,
//! `data/perft/variants/<oracle>.tsv`) and the checks every game's differential test runs:
//! `assert_replays::<P>(oracle)` and `check_perft::<P>(oracle, deep)`.

use super::shared_dir;
use serde_json::Value;
use std::io::BufRead;
use wasm_chess::variants::{perft, Claim, EndReason, GamePosition, Referee};

/// The oracle's games: one list of JSON lines per game.
pub fn oracle_games(oracle: &str) -> Vec<Vec<Value>> {
    let path = shared_dir().join(format!("data/variants/games_{oracle}.jsonl.gz"));
    let file = std::fs::File::open(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let mut games: Vec<Vec<Value>> = Vec::new();
    for line in std::io::BufReader::new(flate2::read::GzDecoder::new(file)).lines() {
        let value: Value = serde_json::from_str(&line.expect("readable")).expect("JSON");
        if value["ply"] == 0 {
            games.push(Vec::new());
        }
        games.last_mut().expect("a game starts at ply 0").push(value);
    }
    assert!(!games.is_empty(), "{} holds no games", path.display());
    games
}

/// The oracle's reason for an end, in our names.
fn reason_of(name: &str) -> Option<EndReason> {
    Some(match name {
        "checkmate" => EndReason::Checkmate,
        "stalemate" => EndReason::Stalemate,
        "no pieces" => EndReason::NoPieces,
        "king exploded" => EndReason::KingExploded,
        "king captured" => EndReason::KingCaptured,
        "bare king" => EndReason::BareKing,
        "counting" => EndReason::Counting,
        "bikjang" => EndReason::Bikjang,
        "double pass" => EndReason::DoublePass,
        "repetition" => EndReason::Threefold,
        "50-move rule" => EndReason::FiftyMoves,
        _ => return None,
    })
}

/// The oracle's optional ends that our rules apply automatically (VARIANTS.md §5: counting).
fn automatic_of(name: &str) -> Option<EndReason> {
    match name {
        "counting" => Some(EndReason::Counting),
        _ => None,
    }
}

fn claim_of(name: &str) -> Option<Claim> {
    match name {
        "repetition" | "repetition (perpetual check/chase)" => Some(Claim::Repetition),
        "50-move rule" | "70-move rule" => Some(Claim::MoveRule),
        _ => None,
    }
}

/// Replays every game of `oracle` and returns the mismatches, each with game, ply and FEN.
pub fn replay<P: GamePosition>(oracle: &str) -> (usize, Vec<String>) {
    let mut mismatches = Vec::new();
    let mut positions = 0;
    for game_lines in oracle_games(oracle) {
        let g = &game_lines[0]["g"];
        let start = game_lines[0]["fen"].as_str().expect("fen");
        let mut game = match P::from_fen(start) {
            Ok(pos) => Referee::new(pos),
            Err(e) => {
                mismatches.push(format!("game {g}: start FEN {start} refused: {e}"));
                continue;
            }
        };
        for (i, line) in game_lines.iter().enumerate() {
            positions += 1;
            let ply = &line["ply"];
            let fen = line["fen"].as_str().expect("fen");
            let mut report = |what: String| mismatches.push(format!("game {g} ply {ply} {fen}: {what}"));
            let pos = game.position().clone();
            if pos.fen() != fen {
                report(format!("FEN {}", pos.fen()));
            }
            // The position's own moves: where a rule that pyffish leaves to a claim ends our
            // game by itself (counting), pyffish still lists them.
            let mut legal = Vec::new();
            pos.legal_moves(&mut legal);
            let mut ours: Vec<String> = legal.iter().map(|&m| pos.uci(m)).collect();
            ours.sort();
            let theirs: Vec<String> = line["moves"].as_array().expect("moves").iter().map(|m| m.as_str().expect("move").to_string()).collect();
            if ours != theirs {
                let extra: Vec<&String> = ours.iter().filter(|m| !theirs.contains(m)).take(8).collect();
                let missing: Vec<&String> = theirs.iter().filter(|m| !ours.contains(m)).take(8).collect();
                report(format!("moves: we have {} extra {extra:?}, lack {missing:?}", ours.len()));
            }
            if pos.is_check() != line["check"].as_bool().expect("check") {
                report(format!("check: we say {}", pos.is_check()));
            }
            if let Some(sans) = line["san"].as_array() {
                for (uci, san) in theirs.iter().zip(sans) {
                    if let Some(&m) = legal.iter().find(|&&m| pos.uci(m) == *uci) {
                        let text = pos.san(m, &legal);
                        if text != san.as_str().expect("san") {
                            report(format!("SAN of {uci}: we write {text}, pyffish {san}"));
                        }
                    }
                }
            }
            // An end pyffish offers as a claim but our rules apply by themselves (counting):
            // our game ends here, so the rest of the oracle's game is not ours to compare.
            let optional = line.get("optional_end").map(|end| end["reason"].as_str().expect("reason"));
            if let Some(reason) = optional.and_then(automatic_of) {
                let outcome = game.automatic_outcome();
                if outcome.map(|o| (o.reason, o.result())) != Some((reason, line["optional_end"]["result"].as_str().expect("result"))) {
                    report(format!("{reason:?} should end the game ({}); we have {outcome:?}", line["optional_end"]));
                }
                break;
            }
            let claimable = game.claimable();
            let expected_claim = line.get("optional_end").map(|end| claim_of(end["reason"].as_str().expect("reason")));
            // A game without draw claims (Fog of War: a claim would tell what hidden pieces did)
            // offers none where pyffish would.
            let rules = P::DRAW_RULES;
            let claims_exist = |c: Claim| match c {
                Claim::Repetition => rules.claim_repetition.is_some(),
                Claim::MoveRule => rules.claim_plies.is_some(),
            };
            match expected_claim {
                Some(Some(claim)) if claims_exist(claim) && !claimable.contains(&claim) => report(format!("{claim:?} should be claimable; we have {claimable:?}")),
                Some(None) => report(format!("unknown optional end {}", line["optional_end"])),
                None if !claimable.is_empty() => report(format!("we offer a claim {claimable:?}, pyffish none")),
                _ => {}
            }
            let last = i + 1 == game_lines.len();
            let outcome = game.automatic_outcome();
            if !last {
                if outcome.is_some() {
                    report(format!("we end the game: {outcome:?}"));
                }
                let played = line["played"].as_str().expect("played");
                if let (Some(san), Ok(m)) = (line["played_san"].as_str(), game.parse(played)) {
                    if pos.san(m, &legal) != san {
                        report(format!("SAN of played {played}: we write {}, pyffish {san}", pos.san(m, &legal)));
                    }
                }
                match game.parse(played).and_then(|m| Ok(game.play(m)?)) {
                    Ok(()) => {}
                    Err(e) => {
                        report(format!("cannot play {played}: {e}"));
                        break;
                    }
                }
                continue;
            }
            let end = &line["end"];
            let reason = end["reason"].as_str().expect("reason");
            let claimed = end["claimed"].as_bool().unwrap_or(false);
            if reason == "ply cap" || claimed {
                if outcome.is_some() {
                    report(format!("pyffish plays on ({reason}), we end: {outcome:?}"));
                }
                continue;
            }
            match outcome {
                Some(o) if Some(o.reason) == reason_of(reason) && o.result() == end["result"].as_str().expect("result") => {}
                _ => report(format!("end: pyffish {end}, we {outcome:?}")),
            }
        }
    }
    (positions, mismatches)
}

pub fn assert_replays<P: GamePosition>(oracle: &str) {
    let (positions, mismatches) = replay::<P>(oracle);
    for m in mismatches.iter().take(25) {
        eprintln!("{m}");
    }
    assert!(mismatches.is_empty(), "{oracle}: {} mismatches in {positions} positions", mismatches.len());
    assert!(positions > 500, "{oracle}: only {positions} positions");
}

/// Lines of `data/perft/variants/<oracle>.tsv` with at most `max_nodes` (quick) or more (deep).
pub fn check_perft<P: GamePosition>(oracle: &str, deep: bool) {
    const QUICK: u64 = 60_000;
    let path = shared_dir().join(format!("data/perft/variants/{oracle}.tsv"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let mut failures = Vec::new();
    let mut checked = 0;
    for line in text.lines().filter(|l| !l.trim().is_empty() && !l.starts_with('#')) {
        let fields: Vec<&str> = line.split('\t').collect();
        assert_eq!(fields.len(), 4, "bad line {line}");
        let (fen, depth, nodes): (&str, u32, u64) = (fields[1], fields[2].parse().expect("depth"), fields[3].parse().expect("nodes"));
        if (nodes > QUICK) != deep {
            continue;
        }
        let pos = P::from_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
        let ours = perft(&pos, depth);
        checked += 1;
        if ours != nodes {
            failures.push(format!("{fen} depth {depth}: {ours}, pyffish {nodes}"));
        }
    }
    assert!(failures.is_empty(), "{oracle} perft:\n{}", failures.join("\n"));
    assert!(deep || checked > 0, "no quick lines in {oracle}");
}

