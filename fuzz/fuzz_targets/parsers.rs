//! Every text entry point, with the invariants tests/fuzz.rs checks: no panic; a rejected move
//! or claim changes nothing; what we read, we write back readably.
#![no_main]

use libfuzzer_sys::fuzz_target;
use wasm_chess::chess::{pgn, san, uci, CastlingMode};
use wasm_chess::game::{DrawClaim, Game};

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let text = text.as_ref();
    if let Ok(game) = Game::from_fen(text) {
        assert!(Game::from_fen(&game.position().fen()).is_ok());
    }
    let _ = pgn::split(text);
    if let Ok(game) = Game::from_pgn(text) {
        let written = game.pgn(&[]).expect("valid tags");
        let back = Game::from_pgn(&written).expect("our PGN reads back");
        assert_eq!(back.history_uci(), game.history_uci());
    }
    for start in ["standard", "chess960:0", "pawn-and-two-moves"] {
        let mut game = Game::from_setup(start).expect("known setup");
        let before = game.position().fen();
        if game.play(text).is_err() {
            assert_eq!(game.position().fen(), before);
        }
        let _ = san::parse(game.position(), text);
        let _ = uci::parse(game.position(), text, CastlingMode::Chess960);
        let fen = game.position().fen();
        for claim in DrawClaim::ALL {
            let _ = game.claim_draw(claim, Some(text));
        }
        assert_eq!(game.position().fen(), fen);
    }
    let _ = Game::from_setup(text);
});
