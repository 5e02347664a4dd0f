//! The rule cases of the games of more than two players (`tests/data/multi/*.json`, worked out by
//! hand from `src/variants/multi/**/rules.md`): every case of every sheet, run on the Rust
//! implementation. Three-player's cases wait for its board.

// Native only: `wasm-pack test` builds every test target for wasm32, where `variants` exists
// only with the `variants` feature.
#![cfg(not(target_arch = "wasm32"))]

use serde_json::Value;
use std::collections::BTreeSet;
use wasm_chess::variants::multi::position::{dir_of, kind_of, seat_of};
use wasm_chess::variants::multi::text::{move_text, write_position};
use wasm_chess::variants::multi::{new_game, MultiGame};
use wasm_chess::variants::{self, pgn, AnyGame};

fn cases(file: &str) -> (String, Vec<Value>) {
    let path = format!("{}/tests/data/multi/{file}.json", env!("CARGO_MANIFEST_DIR"));
    let data: Value = serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
    (data["game"].as_str().unwrap().to_string(), data["cases"].as_array().unwrap().clone())
}

fn strings(v: &Value) -> BTreeSet<String> {
    v.as_array().unwrap().iter().map(|x| x.as_str().unwrap().to_string()).collect()
}

fn legal(game: &MultiGame) -> BTreeSet<String> {
    game.legal().into_iter().map(|m| move_text(game.position(), m)).collect()
}

fn seat_names(game: &MultiGame, seats: &[u8]) -> Vec<String> {
    seats.iter().map(|&s| game.rules().seats[s as usize].0.to_string()).collect()
}

/// Neighbours of a cell by kind, from the board's tables.
fn geometry(game: &MultiGame, what: &str, cell: &str) -> BTreeSet<String> {
    let b = &game.rules().board;
    let c = b.cell(cell).unwrap_or_else(|| panic!("no cell {cell}")) as usize;
    let cells: Vec<u16> = match what {
        "orthogonal" => b.orth_rays[c].iter().map(|r| r[0]).collect(),
        "diagonal" => b.diag_rays[c].iter().map(|r| r[0]).collect(),
        "king" => b.orth_rays[c].iter().chain(&b.diag_rays[c]).map(|r| r[0]).collect(),
        "knight" => b.knight[c].clone(),
        _ => unreachable!(),
    };
    cells.iter().map(|&x| b.name(x).to_string()).collect()
}

/// C12: the position turned by one seat (a quarter turn; a half turn in eight-player `teams`)
/// has exactly the turned legal moves.
fn turn_symmetric(game: &MultiGame) -> bool {
    let pos = game.position();
    let quarters = if pos.rules.name == "eight-player:teams" { 2 } else { 1 };
    let turned = pos.turned(quarters);
    let mut a = Vec::new();
    let mut b = Vec::new();
    pos.legal_moves(&mut a);
    turned.legal_moves(&mut b);
    let mapped: BTreeSet<String> = a.iter().map(|&m| move_text(&turned, pos.turned_move(m, quarters))).collect();
    let theirs: BTreeSet<String> = b.iter().map(|&m| move_text(&turned, m)).collect();
    !a.is_empty() && mapped == theirs
}

fn run_case(file_game: &str, case: &Value) -> Result<(), String> {
    let name = case["game"].as_str().unwrap_or(file_game);
    let text = case["position"].as_str().unwrap();
    let start = if text == "start" { None } else { Some(text) };
    let expect = &case["expect"];
    let made = new_game(name, start);
    if expect.get("error").is_some() {
        return match made {
            Err(e) => {
                assert!(!e.to_string().is_empty());
                Ok(())
            }
            Ok(_) => Err("the text was accepted".into()),
        };
    }
    let mut game = made.map_err(|e| format!("refused: {e}"))?;
    for m in case["moves"].as_array().into_iter().flatten() {
        let m = m.as_str().unwrap();
        game.play_text(m).map_err(|e| format!("move {m}: {e} in {}", write_position(game.position())))?;
    }
    let pos = game.position().clone();
    let moves = legal(&game);
    let fail = |what: &str, got: String, want: String| -> Result<(), String> {
        if got == want {
            Ok(())
        } else {
            Err(format!("{what}: got {got}, want {want}"))
        }
    };
    for (key, want) in expect.as_object().unwrap() {
        match key.as_str() {
            "legal" => fail("legal", format!("{moves:?}"), format!("{:?}", strings(want)))?,
            "legal_count" => fail("legal_count", moves.len().to_string(), want.to_string())?,
            "from" => {
                for (cell, list) in want.as_object().unwrap() {
                    let got: BTreeSet<String> = moves.iter().filter(|m| m.split('-').next() == Some(cell.as_str())).cloned().collect();
                    fail(&format!("from {cell}"), format!("{got:?}"), format!("{:?}", strings(list)))?;
                }
            }
            "includes" => {
                for m in strings(want) {
                    fail(&format!("includes {m}"), moves.contains(&m).to_string(), "true".into())?;
                }
            }
            "illegal" => {
                for m in strings(want) {
                    fail(&format!("illegal {m}"), moves.contains(&m).to_string(), "false".into())?;
                    let mut copy = game.clone();
                    let before = write_position(copy.position());
                    if copy.play_text(&m).is_ok() || write_position(copy.position()) != before {
                        return Err(format!("{m} was played"));
                    }
                }
            }
            "position" => fail("position", write_position(&pos), want.as_str().unwrap().to_string())?,
            "turn" => fail("turn", pos.rules.seats[pos.turn as usize].0.to_string(), want.as_str().unwrap().to_string())?,
            "status" => {
                let got: Vec<String> = (0..pos.n()).map(|s| if pos.status[s] == 0 { "a".to_string() } else { format!("g{}", pos.status[s]) }).collect();
                fail("status", format!("{got:?}"), format!("{:?}", want.as_array().unwrap().iter().map(|x| x.as_str().unwrap()).collect::<Vec<_>>()))?
            }
            "scores" => fail("scores", format!("{:?}", &pos.scores[..pos.n()]), format!("{:?}", want.as_array().unwrap().iter().map(|x| x.as_i64().unwrap()).collect::<Vec<_>>()))?,
            "check" => fail("check", format!("{:?}", seat_names(&game, &pos.checks())), format!("{:?}", want.as_array().unwrap().iter().map(|x| x.as_str().unwrap()).collect::<Vec<_>>()))?,
            "outcome" => {
                let got = game.end();
                match (got, want.is_null()) {
                    (None, true) => {}
                    (Some(e), true) => return Err(format!("outcome: got {e:?}, want none")),
                    (None, false) => return Err("outcome: none, want one".into()),
                    (Some(e), false) => {
                        let places: Vec<Vec<String>> = e.places.iter().map(|g| seat_names(&game, g)).collect();
                        let want_places: Vec<Vec<String>> = want["ranking"].as_array().unwrap().iter().map(|g| g.as_array().unwrap().iter().map(|x| x.as_str().unwrap().to_string()).collect()).collect();
                        // seats out of every place (the sheets list the ranked ones)
                        let ranked: Vec<Vec<String>> = places.iter().map(|g| g.to_vec()).filter(|g| !g.is_empty()).collect();
                        fail("ranking", format!("{ranked:?}"), format!("{want_places:?}"))?;
                        if let Some(s) = want.get("scores") {
                            fail("outcome scores", format!("{:?}", e.scores), format!("{:?}", s.as_array().unwrap().iter().map(|x| x.as_i64().unwrap()).collect::<Vec<_>>()))?;
                        }
                        if let Some(r) = want.get("reason") {
                            fail("reason", e.reason.to_string(), r.as_str().unwrap().to_string())?;
                        }
                    }
                }
            }
            "cells" => fail("cells", pos.cells().to_string(), want.to_string())?,
            "orthogonal" | "diagonal" | "king" | "knight" => {
                for (cell, list) in want.as_object().unwrap() {
                    fail(&format!("{key} {cell}"), format!("{:?}", geometry(&game, key, cell)), format!("{:?}", strings(list)))?;
                }
            }
            "rays" => {
                let b = &pos.rules.board;
                for (cell, list) in want.as_object().unwrap() {
                    let c = b.cell(cell).unwrap() as usize;
                    let got: BTreeSet<String> = b.orth_rays[c].iter().chain(&b.diag_rays[c]).map(|r| r.iter().map(|&x| b.name(x)).collect::<Vec<_>>().join(" ")).collect();
                    for ray in strings(list) {
                        fail(&format!("ray from {cell}: {ray}"), got.contains(&ray).to_string(), "true".into())?;
                    }
                }
            }
            "turn_symmetric" => fail("turn_symmetric", turn_symmetric(&game).to_string(), "true".into())?,
            other => return Err(format!("unknown expectation {other}")),
        }
    }
    Ok(())
}

fn run_file(file: &str) {
    let (game, cases) = cases(file);
    let mut failures = Vec::new();
    for case in &cases {
        if let Err(why) = run_case(&game, case) {
            failures.push(format!("{} {}: {}\n    {why}", case["rule"].as_str().unwrap(), case["what"].as_str().unwrap(), case["position"]));
        }
    }
    assert!(failures.is_empty(), "{} of {} cases of {file} fail:\n{}", failures.len(), cases.len(), failures.join("\n"));
}

#[test]
fn chaturaji_cases() {
    run_file("chaturaji");
}

#[test]
fn four_seasons_cases() {
    run_file("four-seasons");
}

#[test]
fn four_player_cases() {
    run_file("four-player");
}

#[test]
fn eight_player_cases() {
    run_file("eight-player");
}

/// Pieces read back as written: every piece of the start is its seat's, kings included.
#[test]
fn starts_read_back() {
    for name in ["chaturaji", "four-seasons", "four-player:ffa", "four-player:teams", "eight-player:singles", "eight-player:pairs", "eight-player:teams"] {
        let game = new_game(name, None).unwrap();
        let pos = game.position();
        // a game with modes names its mode in a ninth field (rules.md, "Position text")
        let start = pos.rules.mode().map_or(pos.rules.start.to_string(), |mode| format!("{} {mode}", pos.rules.start));
        assert_eq!(write_position(pos), start, "{name}");
        let kings = (0..pos.cells()).filter(|&c| pos.board[c] != 0 && kind_of(pos.board[c]) == 0).map(|c| seat_of(pos.board[c])).collect::<BTreeSet<_>>();
        assert_eq!(kings.len(), pos.n(), "{name}: one king per seat");
    }
}

/// Legal moves from one cell, written as the sheets write them.
fn from_cell(game: &MultiGame, cell: &str) -> BTreeSet<String> {
    legal(game).into_iter().filter(|m| m.split('-').next() == Some(cell)).collect()
}

fn set(moves: &[&str]) -> BTreeSet<String> {
    moves.iter().map(|m| m.to_string()).collect()
}

/// Two armies alone on the four-player board (Blue and Green out, without pieces) move as chess
/// says: castling not across an attacked square, en passant by the next seat, pins, checks.
#[test]
fn two_armies_alone_on_the_cross_play_chess() {
    // castling: the yellow rook on the i-file forbids king-side (i1), queen-side is free
    let castling = "3,yK,4/8/5,yR,2/14/14/14/14/14/14/14/14/8/8/rR,3,rK,2,rR r a,g1,a,g2 0,0,0,0 KQ,-,-,- - 0 1";
    let game = new_game("four-player:ffa", Some(castling)).unwrap();
    assert_eq!(from_cell(&game, "h1"), set(&["h1-g1", "h1-g2", "h1-h2", "h1-f1"]));
    let mut after = game.clone();
    after.play_text("h1-f1").unwrap();
    assert!(write_position(after.position()).ends_with("/2,rK,rR,3,rR y a,g1,a,g2 0,0,0,0 -,-,-,- - 1 1 ffa"), "{:?}", after.position());

    // en passant: Red's double step d2-d4 is taken by Yellow's pawn e4, the next to move
    let passant = "3,yK,4/8/8/14/14/14/14/14/14/14/4,yP,9/8/rP,7/4,rK,3 r a,g1,a,g2 0,0,0,0 -,-,-,- - 0 1";
    let mut game = new_game("four-player:ffa", Some(passant)).unwrap();
    game.play_text("d2-d4").unwrap();
    assert_eq!(from_cell(&game, "e4"), set(&["e4-e3", "e4-d3"]));
    game.play_text("e4-d3").unwrap();
    assert_eq!(write_position(game.position()), "3,yK,4/8/8/14/14/14/14/14/14/14/14/yP,7/8/4,rK,3 r a,g1,a,g2 0,0,1,0 -,-,-,- - 0 2 ffa");

    // a pin: the knight h2 stands between its king and the rook h10
    let pinned = "3,yK,4/8/8/14/7,yR,6/14/14/14/14/14/14/8/4,rN,3/4,rK,3 r a,g1,a,g2 0,0,0,0 -,-,-,- - 0 1";
    let game = new_game("four-player:ffa", Some(pinned)).unwrap();
    assert!(from_cell(&game, "h2").is_empty());
    assert_eq!(from_cell(&game, "h1"), set(&["h1-g1", "h1-g2", "h1-i1", "h1-i2"]));

    // check: without the knight the king must leave the h-file
    let check = "3,yK,4/8/8/14/7,yR,6/14/14/14/14/14/14/8/8/4,rK,3 r a,g1,a,g2 0,0,0,0 -,-,-,- - 0 1";
    let game = new_game("four-player:ffa", Some(check)).unwrap();
    assert_eq!(game.position().checks(), vec![0]);
    assert_eq!(legal(&game), set(&["h1-g1", "h1-g2", "h1-i1", "h1-i2"]));
}

/// The games and modes of more players, as `variant()` names them.
const ALL: [&str; 8] = ["chaturaji", "four-seasons", "three-player", "four-player:ffa", "four-player:teams", "eight-player:singles", "eight-player:pairs", "eight-player:teams"];

/// C13 (issue: en passant onto the promotion rank did not promote). Four-player `ffa`: Green's
/// m8-k8 passes l8, Red's 8th rank; Red's k7 takes it there and must promote. Then every game:
/// along random games (a simple LCG), every pawn move of every kind that lands on the pawn's
/// promotion line is a promotion, and no other move is.
#[test]
fn en_passant_onto_the_promotion_rank_promotes() {
    let text = "3,yK,4/8/8/14/14/14/12,gP,1/bK,9,rP,3/13,gK/14/14/8/8/4,rK,3 g a,a,a,a 0,0,0,0 -,-,-,- - 0 1";
    for (mode, rank) in [("ffa", 8), ("teams", 11)] {
        // teams: Green's m11-k11 passes l11, Red's 11th rank; Red's k10 takes it there
        let text = if rank == 8 { text } else { "3,yK,4/8/8/12,gP,1/10,rP,3/14/13,gK/bK,13/14/14/14/8/8/4,rK,3 g a,a,a,a 0,0,0,0 -,-,-,- - 0 1" };
        let mut game = new_game(&format!("four-player:{mode}"), Some(text)).unwrap();
        game.play_text(&format!("m{rank}-k{rank}")).unwrap();
        let from = format!("k{}", rank - 1);
        assert_eq!(from_cell(&game, &from), ["Q", "R", "B", "N"].iter().map(|p| format!("{from}-l{rank}={p}")).collect(), "{mode}");
        game.play_text(&format!("{from}-l{rank}=Q")).unwrap();
        let pos = game.position();
        let l = pos.rules.board.cell(&format!("l{rank}")).unwrap() as usize;
        assert_eq!((kind_of(pos.board[l]), seat_of(pos.board[l])), (1, 0), "{mode}: a red queen on l{rank}");
        assert_eq!(pos.board[pos.rules.board.cell(&format!("k{rank}")).unwrap() as usize], 0, "{mode}: the pawn taken en passant is gone");
    }
    let mut seed: u64 = 33;
    let mut next = |n: usize| {
        seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        (seed >> 33) as usize % n
    };
    for name in ALL {
        let (mut promotions, mut checked) = (0, 0);
        let (games, plies) = if name.starts_with("eight") { (2, 3000) } else { (4, 400) };
        for _ in 0..games {
            let mut game = new_game(name, None).unwrap();
            for _ in 0..plies {
                let moves = game.legal();
                if moves.is_empty() {
                    break;
                }
                let pos = game.position();
                for m in &moves {
                    let p = if m.from == wasm_chess::variants::multi::position::NO_CELL { 0 } else { pos.board[m.from as usize] };
                    let onto_line = p != 0 && kind_of(p) == 5 && pos.rules.promotion_line[dir_of(p) as usize].contains(m.to);
                    assert_eq!(m.promo.is_some(), onto_line, "{name}: {} in {pos:?}", move_text(pos, *m));
                    checked += 1;
                    promotions += m.promo.is_some() as usize;
                }
                // prefer pawn moves, so that pawns reach their lines
                let pawns: Vec<_> = moves.iter().filter(|m| m.from != wasm_chess::variants::multi::position::NO_CELL && kind_of(pos.board[m.from as usize]) == 5).copied().collect();
                let m = if !pawns.is_empty() && next(3) > 0 { pawns[next(pawns.len())] } else { moves[next(moves.len())] };
                game.play_move(m);
            }
        }
        assert!(promotions > 0 && checked > 1000, "{name}: {promotions} promotions among {checked} moves");
    }
}

/// Issue: the mode was lost when a game was written out. `variant()`, the position text and the
/// record name it, and reading any of them back gives the same game (its teams, its rules).
#[test]
fn the_mode_is_kept_when_a_game_is_written_out() {
    for name in ALL {
        let mut game = variants::create(name).unwrap();
        let first = game.legal_moves()[0].uci.clone();
        game.play(&first).unwrap();
        assert_eq!(game.variant(), name);
        let fen = game.fen().unwrap();
        let base = name.split(':').next().unwrap();
        let teams = |g: &dyn AnyGame| g.multi().unwrap().rules().team.clone();
        for read in [variants::from_fen(name, &fen).unwrap(), variants::from_fen(base, &fen).unwrap(), variants::create(game.variant()).unwrap()] {
            assert_eq!(read.variant(), name, "{name}");
            assert_eq!(teams(read.as_ref()), teams(game.as_ref()), "{name}");
        }
        let record = pgn::write(game.as_ref(), &[], false, "*", &[]).unwrap();
        assert!(record.starts_with(&format!("[Variant \"{name}\"]\n")), "{record}");
        let read = pgn::read(&record).unwrap().unwrap();
        assert_eq!((read.game.variant(), read.game.fen().unwrap(), read.game.history().unwrap()), (name, fen.clone(), game.history().unwrap()), "{name}");
        if let Some((_, mode)) = name.split_once(':') {
            assert!(fen.ends_with(&format!(" {mode}")), "{fen}");
            let other = if mode == "ffa" || mode == "singles" { "teams" } else { variants::info(base).unwrap().modes[0].id };
            let err = variants::from_fen(&format!("{base}:{other}"), &fen).err().expect("another mode refused").to_string();
            assert!(err.contains(&format!("the text is of mode '{mode}'")), "{err}");
        }
    }
    assert_eq!(new_game("four-player:teams", None).unwrap().rules().team, [0, 1, 0, 1]);
}

/// Issue: counters overflowed silently (a full-move number of 4294967295 wrapped to 0, a score
/// of 2147483647 to a negative number). Out of range they are refused when read; in play they
/// stop at 999 999 999 (C11), and what the game writes it reads back.
#[test]
fn counters_overflow_silently_no_more() {
    let board = "bR,bP,2,yK,yB,yN,yR/bN,bP,2,yP,yP,yP,yP/bB,bP,6/bK,bP,6/6,gP,gK/6,gP,gB/rP,rP,rP,rP,2,gP,gN/rR,rN,rB,rK,2,gP,gR";
    for (rest, why) in [
        ("r a,a,a,a 0,0,0,0 - - 0 4294967295", "the full-move number '4294967295' is not a whole number from 1 to 999999999"),
        ("r a,a,a,a 2147483647,0,0,0 - - 0 1", "score '2147483647' is not a whole number from 0 to 999999999"),
        ("r a,a,a,a 0,0,0,0 - - 201 1", "the half-move counter '201' is not a whole number from 0 to 200"),
        ("r a,a,a,a 0,-5,0,0 - - 0 1", "score '-5'"),
    ] {
        let err = new_game("chaturaji", Some(&format!("{board} {rest}"))).err().unwrap_or_else(|| panic!("{rest} accepted")).to_string();
        assert!(err.contains(why), "{rest}: {err}");
    }
    let mut game = new_game("chaturaji", Some(&format!("{board} r a,a,a,a 999999995,0,0,0 - - 0 999999999"))).unwrap();
    for m in ["a2-a3", "b8-c8", "e7-e6", "g1-f1", "a1-a2"] {
        game.play_text(m).unwrap();
    }
    let pos = game.position();
    assert_eq!(pos.fullmove, 999_999_999);
    let text = write_position(pos);
    assert_eq!(write_position(new_game("chaturaji", Some(&text)).unwrap().position()), text);
    let mut top = new_game("chaturaji", Some("8/8/8/8/8/8/1,bR,6/rK,6,bK r a,a,g1,g2 999999999,0,0,0 - - 0 1")).unwrap();
    top.play_text("a1-b2").unwrap();
    assert_eq!(top.position().scores[0], 999_999_999, "a boat taken: the score stays at its most");
}

/// Issue: the reader accepted non-zero scores in games without points and a seat's status given
/// twice (two seats "the first out"). Both are refused, with the fault named.
#[test]
fn a_score_without_points_and_a_status_given_twice_are_refused() {
    let cases = [
        ("four-seasons", "wK,6,bK/8/8/8/8/8/8/gK,6,rK g a,a,a,a 0,0,0,4 - - 0 1", "score (a game without points) '4'"),
        ("three-player", "8/8/8/4,wK,3/8/8/8/4,rK,3/8/8/8/4,bK,3 w a,a,a 1,0,0 -,-,- - 0 1", "without points"),
        ("four-player:teams", "3,yK,4/8/8/14/14/14/13,gK/bK,13/14/14/14/8/8/4,rK,3 r a,a,a,a 0,0,0,9 -,-,-,- - 0 1", "without points"),
        ("eight-player:pairs", &format!("{} w a,a,a,a,a,a,a,a 0,0,0,0,0,0,0,1 -,-,-,-,-,-,-,- - 0 1", new_game("eight-player:pairs", None).unwrap().rules().start.split(' ').next().unwrap()), "without points"),
        ("chaturaji", "7,yK/8/8/bK,7/8/8/8/rK,6,gK r a,a,g1,g1 0,0,0,0 - - 0 1", "g1 is given 2 times"),
        ("four-player:ffa", "3,yK,4/8/8/14/14/14/13,gK/bK,13/14/14/14/8/8/4,rK,3 r a,g1,a,g1 0,0,0,0 -,-,-,- - 0 1", "g1 is given 2 times"),
        ("four-seasons", "wK,7/8/8/8/8/8/8/gK,6,rK g a,a,g2,g2 0,0,0,0 - - 0 1", "g1 is missing"),
    ];
    for (name, text, why) in cases {
        let err = new_game(name, Some(text)).err().unwrap_or_else(|| panic!("{name} {text} accepted")).to_string();
        assert!(err.contains(why), "{name} {text}: {err}");
    }
    // the same texts with zero scores and the statuses numbered in turn are read
    assert!(new_game("four-seasons", Some("wK,6,bK/8/8/8/8/8/8/gK,6,rK g a,a,a,a 0,0,0,0 - - 0 1")).is_ok());
    assert!(new_game("chaturaji", Some("7,yK/8/8/bK,7/8/8/8/rK,6,gK r a,a,g1,g2 0,0,0,0 - - 0 1")).is_ok());
}

/// A move with a check or mate sign or annotation glyphs after it (`d2-d4+`, `k7-l8=Q#`,
/// `h1-f1!?`) was refused as no move at all; it reads like the plain move, in `play` and in a
/// record, and a refusal still names the text as written.
#[test]
fn a_move_with_a_check_sign_or_glyphs_reads_like_the_plain_move() {
    let passant = "3,yK,4/8/8/14/14/14/14/14/14/14/4,yP,9/8/rP,7/4,rK,3 r a,g1,a,g2 0,0,0,0 -,-,-,- - 0 1";
    let mut plain = new_game("four-player:ffa", Some(passant)).unwrap();
    let mut signed = plain.clone();
    for (a, b) in [("d2-d4", "d2-d4+"), ("e4-d3", "e4-d3#"), ("h1-g1", "h1-g1!?")] {
        assert_eq!(signed.play_text(b).unwrap(), plain.play_text(a).unwrap(), "{b}");
    }
    assert_eq!(write_position(signed.position()), write_position(plain.position()));

    let promotion = "3,yK,4/8/8/14/14/14/12,gP,1/bK,9,rP,3/13,gK/14/14/8/8/4,rK,3 g a,a,a,a 0,0,0,0 -,-,-,- - 0 1";
    let mut game = new_game("four-player:ffa", Some(promotion)).unwrap();
    game.play_text("m8-k8?!").unwrap();
    let m = game.play_text("k7-l8=Q#").unwrap();
    assert_eq!(move_text(game.position(), m), "k7-l8=Q");

    let mut game = variants::create("chaturaji").unwrap();
    let first = game.legal_moves()[0].uci.clone();
    game.play(&format!("{first}+")).unwrap();
    let record = pgn::write(game.as_ref(), &[], false, "*", &[]).unwrap().replace(&first, &format!("{first}!"));
    assert!(record.contains(&format!("{first}!")), "{record}");
    let read = pgn::read(&record).unwrap().unwrap();
    assert_eq!(read.game.history().unwrap(), game.history().unwrap());

    let refused = new_game("four-player:ffa", Some(passant)).unwrap().play_text("d2-d5+").unwrap_err().to_string();
    assert!(refused.contains("d2-d5+"), "{refused}");
}
