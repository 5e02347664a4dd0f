//! Differential tests of Xiangqi and Janggi against pyffish 0.0.90 (the oracle data in
//! `../shared/data/variants/games_{xiangqi,janggi}.jsonl.gz` and `../shared/data/perft/variants/`):
//! at every position of every game, our FEN, sorted legal moves (pyffish's strings: `a10a9`, the
//! janggi pass `e2e2`), check, SAN (games 0 and 1), claimable ends and the game's end (bikjang,
//! double pass, stalemate as a loss) must equal the oracle's. Perft: quick lines here, the deep
//! ones with `--ignored`.

// Native only: `wasm-pack test` builds every test target for wasm32, where `variants` exists only
// with the `variants` feature (the data files are read from disk anyway).
#![cfg(not(target_arch = "wasm32"))]

mod common;

use common::oracle::{assert_replays, check_perft};

use wasm_chess::variants::janggi::Janggi;
use wasm_chess::variants::xiangqi::Xiangqi;

#[test]
fn xiangqi_games_match_pyffish() {
    assert_replays::<Xiangqi>("xiangqi");
}

#[test]
fn janggi_games_match_pyffish() {
    assert_replays::<Janggi>("janggi");
}

#[test]
fn perft_quick() {
    check_perft::<Xiangqi>("xiangqi", false);
    check_perft::<Janggi>("janggi", false);
}

#[test]
#[ignore = "deep perft: cargo test --release --test variants_xiangqi -- --ignored"]
fn perft_deep() {
    check_perft::<Xiangqi>("xiangqi", true);
    check_perft::<Janggi>("janggi", true);
}
