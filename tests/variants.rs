//! Differential tests of the 8×8 variants against pyffish 0.0.90 (the oracle data in
//! `../shared/data/variants/games_<oracle>.jsonl.gz` and `../shared/data/perft/variants/`):
//! at every position of every game, our FEN, sorted legal moves (the contract's strings),
//! check, SAN (where the data has it), claimable ends and the game's end must equal the
//! oracle's. Perft suites: the quick lines here, the deep ones with `--ignored`.

// Native only: `wasm-pack test` builds every test target for wasm32, where `variants` exists only
// with the `variants` feature (the data files are read from disk anyway).
#![cfg(not(target_arch = "wasm32"))]

mod common;

use common::oracle::{assert_replays, check_perft};

use wasm_chess::variants::antichess::Antichess;
use wasm_chess::variants::atomic::Atomic;
use wasm_chess::variants::crazyhouse::Crazyhouse;
use wasm_chess::variants::duck::Duck;
use wasm_chess::variants::fog::Fog;

#[test]
fn antichess_games_match_pyffish() {
    assert_replays::<Antichess>("antichess");
}

#[test]
fn atomic_games_match_pyffish() {
    assert_replays::<Atomic>("atomic");
}

#[test]
fn crazyhouse_games_match_pyffish() {
    assert_replays::<Crazyhouse>("crazyhouse");
}

#[test]
fn duck_games_match_pyffish() {
    assert_replays::<Duck>("duck");
}

#[test]
fn fog_of_war_games_match_pyffish() {
    assert_replays::<Fog>("fogofwar");
}

// ---- Perft ------------------------------------------------------------------------------------

#[test]
fn perft_quick() {
    check_perft::<Antichess>("antichess", false);
    check_perft::<Atomic>("atomic", false);
    check_perft::<Crazyhouse>("crazyhouse", false);
    check_perft::<Duck>("duck", false);
    check_perft::<Fog>("fogofwar", false);
}

#[test]
#[ignore = "deep perft: cargo test --release --test variants -- --ignored"]
fn perft_deep() {
    check_perft::<Antichess>("antichess", true);
    check_perft::<Atomic>("atomic", true);
    check_perft::<Crazyhouse>("crazyhouse", true);
    check_perft::<Duck>("duck", true);
    check_perft::<Fog>("fogofwar", true);
}
