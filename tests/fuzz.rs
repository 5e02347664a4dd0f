//! Property tests ("fuzzing" on stable Rust with proptest): the parsers never panic on any input,
//! a rejected input changes nothing, and `explain_move` agrees with move generation everywhere.
//! Inputs that ever broke something are kept in tests/fuzz_regressions.txt and replayed first.

#![cfg(not(target_arch = "wasm32"))]

use proptest::prelude::*;
use wasm_chess::chess::{fen, pgn, san, uci, CastlingMode, Position, Square};
use wasm_chess::game::{Claim, Game};

/// Feeds one input to every parser, checking the invariants.
fn exercise(text: &str) {
    // FEN: parse, and a position that validates writes a FEN that reads back the same.
    let _ = fen::parse(text);
    if let Ok(game) = Game::from_fen(text) {
        let again = Game::from_fen(&game.position().fen()).expect("our own FEN reads back");
        assert_eq!(again.position().fen(), game.position().fen());
    }
    // PGN: the first game, and the split; a game that reads writes PGN that reads back the same.
    let _ = pgn::split(text);
    if let Ok(game) = Game::from_pgn(text) {
        let written = game.pgn(&[]).expect("valid tags");
        let back = Game::from_pgn(&written).unwrap_or_else(|e| panic!("{e}\n{written}"));
        assert_eq!(back.history_uci(), game.history_uci());
    }
    // Moves: in a few positions, `play` either plays or leaves the game untouched.
    for start in ["standard", "chess960:0", "pawn-and-two-moves"] {
        let mut game = Game::from_setup(start).unwrap();
        let before = game.position().fen();
        match game.play(text) {
            Ok(_) => assert_eq!(game.moves().len(), 1),
            Err(_) => assert_eq!((game.position().fen(), game.moves().len()), (before, 0)),
        }
        let _ = san::parse(game.position(), text);
        let _ = uci::parse(game.position(), text, CastlingMode::Chess960);
        let fen = game.position().fen();
        for claim in Claim::ALL {
            let _ = game.claim_draw(claim, Some(text));
        }
        assert_eq!(game.position().fen(), fen, "a refused claim changed the game");
    }
    let _ = Game::from_setup(text);
}

#[test]
fn regression_inputs_do_not_panic() {
    let corpus = include_str!("fuzz_regressions.txt");
    for line in corpus.lines().filter(|l| !l.starts_with('#')) {
        exercise(&line.replace("\\n", "\n").replace("\\r", "\r"));
    }
}

/// A position reached by `plies` pseudo-random legal moves from the start.
fn random_position(seed: u64, plies: usize) -> Position {
    let mut state = seed | 1;
    let mut pos = Position::standard();
    for _ in 0..plies {
        let moves = pos.legal_moves();
        if moves.is_empty() {
            break;
        }
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        pos.play_unchecked(moves[(state % moves.len() as u64) as usize]);
    }
    pos
}

proptest! {
    // 256 cases per property by default; PROPTEST_CASES=100000 for a long hunt.
    #![proptest_config(ProptestConfig::default())]

    #[test]
    fn any_text_is_handled(text in any::<String>()) {
        exercise(&text);
    }

    #[test]
    fn move_like_text_is_handled(text in "[KQRBNPa-h1-8xXO0o=+#!?:\\-. ()ep]{0,12}") {
        exercise(&text);
    }

    #[test]
    fn fen_like_text_is_handled(text in "[rnbqkpRNBQKP1-9/ wb\\-KQkqa-h0-9]{0,90}") {
        exercise(&text);
    }

    #[test]
    fn pgn_like_text_is_handled(text in "[\\[\\]{}();$%*a-hKQRBNO0-9x=+#.\"\\\\ \n\r/\\-\u{feff}]{0,300}") {
        exercise(&text);
    }

    #[test]
    fn mangled_real_pgn_is_handled(cut in 0usize..400, insert in "[\\[\\]{}()\"$;. a-z0-9]{0,3}") {
        let text = "[Event \"x\"]\n[FEN \"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1\"]\n\n1. O-O {c} O-O-O (1... Kd8 $2) 2. Rfe1 Rhe8 1/2-1/2\n\n[Event \"y\"]\n1. e4 e5 *";
        let cut = cut.min(text.len());
        let cut = (0..=cut).rev().find(|&i| text.is_char_boundary(i)).unwrap_or(0);
        exercise(&format!("{}{}{}", &text[..cut], insert, &text[cut..]));
    }

    #[test]
    fn explain_move_is_silent_exactly_for_legal_moves(seed in any::<u64>(), plies in 0usize..80) {
        let pos = random_position(seed, plies);
        let game = Game::from_fen(&pos.fen()).unwrap();
        let legal = pos.legal_moves();
        for from in Square::all() {
            for to in Square::all() {
                let reason = game.explain_move(from, to);
                let is_legal = legal.iter().any(|m| m.from() == from && (m.to() == to
                    || (m.is_castle() && wasm_chess::chess::castling_destinations(m.from(), m.to()).0 == to)));
                prop_assert_eq!(reason.is_none(), is_legal, "{} {}{}: {:?}", pos.fen(), from, to, reason);
            }
        }
    }
}
