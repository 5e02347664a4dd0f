//! The named starting setups: the odds (Handicap) games and the 960 Chess960 positions.

use wasm_chess::game::Game;

fn game(fen: &str) -> Game {
    Game::from_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

// ---- setups ----------------------------------------------------------------------------------

#[test]
fn each_odds_setup_has_its_position() {
    let cases = [
        ("standard", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"),
        ("pawn-and-move", "rnbqkbnr/ppppp1pp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"),
        ("pawn-and-two-moves", "rnbqkbnr/ppppp1pp/8/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 1"),
        ("knight", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/R1BQKBNR w KQkq - 0 1"),
        ("rook", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/1NBQKBNR w Kkq - 0 1"),
        ("two-knights", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/R1BQKB1R w KQkq - 0 1"),
        ("rook-and-knight", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/2BQKBNR w Kkq - 0 1"),
        ("queen", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNB1KBNR w KQkq - 0 1"),
    ];
    for (name, fen) in cases {
        let g = Game::from_setup(name).unwrap();
        assert_eq!(g.start().fen(), fen, "{name}");
    }
}

#[test]
fn pawn_and_two_moves_lets_white_move_again_after_e4() {
    let mut g = Game::from_setup("pawn-and-two-moves").unwrap();
    g.play("d4").unwrap();
    assert_eq!(g.history_san(), ["d4"]);
    assert!(g.pgn(&[]).unwrap().contains("[FEN \"rnbqkbnr/ppppp1pp/8/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 1\"]"));
}

#[test]
fn unknown_setups_are_refused() {
    assert_eq!(
        Game::from_setup("bishop").unwrap_err().to_string(),
        "invalid setup: unknown setup 'bishop': expected one of standard, pawn-and-move, pawn-and-two-moves, knight, rook, two-knights, rook-and-knight, queen or chess960:<0..959>"
    );
    assert!(Game::from_setup("chess960:960").is_err());
    assert!(Game::from_setup("chess960:-1").is_err());
    // The number is decimal digits only: no sign, no spaces, no more than four digits.
    for bad in ["chess960:", "chess960:+5", "chess960: 5", "chess960:5x", "chess960:00518"] {
        assert_eq!(
            Game::from_setup(bad).unwrap_err().to_string(),
            format!("invalid setup: chess960 position '{}': expected a number from 0 to 959", &bad[9..]),
            "{bad}"
        );
    }
    assert_eq!(Game::from_setup("chess960:0518").unwrap().start().fen(), Game::new().start().fen());
}

#[test]
fn all_960_chess960_positions_match_python_chess() {
    let script = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/python/chess960_fens.py");
    let output = std::process::Command::new("python3").arg(script).output().expect("python3");
    let theirs = String::from_utf8(output.stdout).unwrap();
    let theirs: Vec<&str> = theirs.lines().collect();
    assert_eq!(theirs.len(), 960);
    for (n, fen) in theirs.iter().enumerate() {
        let g = Game::from_setup(&format!("chess960:{n}")).unwrap();
        assert_eq!(&g.start().fen(), fen, "Scharnagl number {n}");
    }
}

#[test]
fn chess960_castling_is_written_king_takes_rook_in_uci() {
    // Scharnagl 0 with the queen side cleared: the king on g1 castles long with the f1 rook.
    let mut g = game("bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BB3RKR w HFhf - 0 1");
    assert_eq!(g.mode(), wasm_chess::chess::CastlingMode::Chess960);
    g.play("O-O-O").unwrap();
    assert_eq!(g.history_uci(), ["g1f1"]);
    assert_eq!(g.position().fen(), "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBKR3R b kq - 1 1");
}
