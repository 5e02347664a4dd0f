//! Differential tests of the chess family's games (the data-driven engine, `variants::fairy`)
//! against pyffish 0.0.90: every position of every random game in
//! `../shared/data/variants/games_<oracle>.jsonl.gz` (FEN, sorted legal moves in the contract's
//! strings, check, SAN, claims, ends — counting included) and the perft suites of
//! `../shared/data/perft/variants/` (quick lines here, deep ones with `--ignored`).

#![cfg(not(target_arch = "wasm32"))]

mod common;

use common::oracle::{assert_replays, check_perft};

use wasm_chess::variants::makruk::Makruk;
use wasm_chess::variants::ouk::Ouk;
use wasm_chess::variants::shatranj::Shatranj;

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
    check_perft::<Shatranj>("shatranj", false);
    check_perft::<Makruk>("makruk", false);
    check_perft::<Ouk>("cambodian", false);
}

#[test]
#[ignore = "deep perft: cargo test --release --test variants_fairy -- --ignored"]
fn perft_deep() {
    check_perft::<Shatranj>("shatranj", true);
    check_perft::<Makruk>("makruk", true);
    check_perft::<Ouk>("cambodian", true);
}
