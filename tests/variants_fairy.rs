//! Differential tests of the chess family's games (the data-driven engine, `variants::fairy`)
//! against pyffish 0.0.90: every position of every random game in
//! `../shared/data/variants/games_<oracle>.jsonl.gz` (FEN, sorted legal moves in the contract's
//! strings, check, SAN, claims, ends — counting included) and the perft suites of
//! `../shared/data/perft/variants/` (quick lines here, deep ones with `--ignored`).
//!
//! Chaturanga: the oracle's configuration (data README) inherits Shatranj's bare-king counts
//! (`extinctionPieceCount = 1`, `extinctionOpponentPieceCount = 2`), so in its games and perft a
//! taken king does not end the game: play goes on until a side has no move. Our Chaturanga ends
//! when a king is taken (VARIANTS.md §5). So the oracle's data is compared (1) in full against
//! [`ChaturangaAsTheOracle`], our spec with that one end left out — every move, FEN, SAN and
//! perft line of the same engine — and (2) against our Chaturanga up to the first king taken,
//! where our game must end with a win for the taker.

#![cfg(not(target_arch = "wasm32"))]

mod common;

use wasm_chess::referee::Refereed;
use common::oracle::{assert_replays, check_perft, oracle_games};

use wasm_chess::variants::chaturanga::{Chaturanga, ChaturangaRules};
use wasm_chess::variants::fairy::{Fairy, Pos, Rules, Spec};
use wasm_chess::variants::makruk::Makruk;
use wasm_chess::variants::ouk::Ouk;
use wasm_chess::variants::shatranj::Shatranj;
use wasm_chess::variants::{EndReason, GamePosition, Outcome, Referee};

/// Chaturanga as the oracle's configuration plays it: a taken king does not end the game.
struct OracleChaturangaRules;

impl Rules for OracleChaturangaRules {
    const ID: &'static str = "chaturanga";
    const SPEC: Spec = ChaturangaRules::SPEC;
    const DRAW_RULES: wasm_chess::variants::DrawRules = ChaturangaRules::DRAW_RULES;
    wasm_chess::fairy_tables!();

    fn immediate_end(_pos: &Pos) -> Option<Outcome> {
        None
    }
}

type ChaturangaAsTheOracle = Fairy<OracleChaturangaRules>;

#[test]
fn chaturanga_moves_match_pyffish_in_every_position() {
    assert_replays::<ChaturangaAsTheOracle>("chaturanga");
}

#[test]
fn chaturanga_games_match_pyffish_until_a_king_is_taken_and_end_there() {
    let mut ended = 0;
    for game_lines in oracle_games("chaturanga") {
        let start = game_lines[0]["fen"].as_str().expect("fen");
        let mut game = Referee::new(Chaturanga::from_fen(start).expect("start FEN"));
        for line in &game_lines {
            let fen = line["fen"].as_str().expect("fen");
            assert_eq!(game.position().fen(), fen);
            let kings = fen.split(' ').next().expect("board").chars().filter(|c| c.eq_ignore_ascii_case(&'k')).count();
            if kings < 2 {
                let taker = game.position().turn() ^ 1;
                assert_eq!(game.outcome(), Some(Outcome::win(taker, EndReason::KingCaptured)), "{fen}");
                ended += 1;
                break;
            }
            let mut ours: Vec<String> = game.legal_moves().iter().map(|&m| game.position().uci(m)).collect();
            ours.sort();
            let theirs: Vec<&str> = line["moves"].as_array().expect("moves").iter().map(|m| m.as_str().expect("move")).collect();
            assert_eq!(ours, theirs, "{fen}");
            let Some(played) = line["played"].as_str() else { break };
            let m = game.parse(played).expect("legal");
            game.play(m).expect("legal");
        }
    }
    assert!(ended > 20, "only {ended} games reached a king capture");
}

#[test]
fn shatranj_games_match_pyffish() {
    assert_replays::<Shatranj>("shatranj");
}

#[test]
fn makruk_games_match_pyffish() {
    assert_replays::<Makruk>("makruk");
}

#[test]
fn ouk_chatrang_games_match_pyffish() {
    assert_replays::<Ouk>("cambodian");
}

#[test]
fn perft_quick() {
    check_perft::<ChaturangaAsTheOracle>("chaturanga", false);
    check_perft::<Shatranj>("shatranj", false);
    check_perft::<Makruk>("makruk", false);
    check_perft::<Ouk>("cambodian", false);
}

#[test]
#[ignore = "deep perft: cargo test --release --test variants_fairy -- --ignored"]
fn perft_deep() {
    check_perft::<ChaturangaAsTheOracle>("chaturanga", true);
    check_perft::<Shatranj>("shatranj", true);
    check_perft::<Makruk>("makruk", true);
    check_perft::<Ouk>("cambodian", true);
}
