//! Notation: SAN and UCI in and out, PGN in and out — and PGN round trips through python-chess,
//! an independent library, in both directions.

mod common;

use serde::Deserialize;
use std::io::Write;
use std::process::{Command, Stdio};
use wasm_chess::chess::pgn::{self, PgnErrorKind};
use wasm_chess::chess::san::{self, SanError};
use wasm_chess::chess::{uci, CastlingMode, Move, Position};
use wasm_chess::game::{Game, GameError};

fn position(fen: &str) -> Position {
    Position::from_fen(fen).unwrap()
}

fn san_of(fen: &str, uci_move: &str) -> String {
    let pos = position(fen);
    san::to_san(&pos, uci::parse(&pos, uci_move, CastlingMode::Standard).unwrap())
}

fn uci_of(fen: &str, san_move: &str) -> String {
    let pos = position(fen);
    uci::to_uci(san::parse(&pos, san_move).unwrap_or_else(|e| panic!("{san_move}: {e}")), CastlingMode::Standard)
}

// ---- SAN out ---------------------------------------------------------------------------------

#[test]
fn san_names_the_origin_file_when_that_suffices() {
    assert_eq!(san_of("4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1", "b1d2"), "Nbd2");
}

#[test]
fn san_names_the_origin_rank_when_the_file_is_shared() {
    assert_eq!(san_of("4k3/8/8/R7/8/8/8/R3K3 w - - 0 1", "a1a3"), "R1a3");
}

#[test]
fn san_names_the_whole_square_when_neither_alone_suffices() {
    assert_eq!(san_of("8/8/1k6/8/4Q2Q/8/8/K6Q w - - 0 1", "h4e1"), "Qh4e1");
}

#[test]
fn san_does_not_disambiguate_against_a_pinned_piece() {
    // Both knights reach d4, but the one on e2 is pinned by the rook on e8: plain "Nd4".
    assert_eq!(san_of("4r1k1/8/8/1N6/8/8/4N3/4K3 w - - 0 1", "b5d4"), "Nd4");
}

#[test]
fn san_marks_captures_promotions_castling_check_and_mate() {
    assert_eq!(san_of("4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1", "e4d5"), "exd5");
    assert_eq!(san_of("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "e5d6"), "exd6");
    assert_eq!(san_of("4k3/1P6/8/8/8/8/8/4K3 w - - 0 1", "b7b8q"), "b8=Q+");
    assert_eq!(san_of("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "e1g1"), "O-O");
    assert_eq!(san_of("r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1", "e8c8"), "O-O-O");
    assert_eq!(san_of("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", "a1a8"), "Ra8#");
}

// ---- SAN in ----------------------------------------------------------------------------------

#[test]
fn san_in_accepts_what_people_type() {
    let fen = "r3k3/1P6/8/3pP3/8/8/8/R3K2R w KQq d6 0 1";
    for (typed, meant) in [
        ("0-0", "e1g1"),
        ("O-O+", "e1g1"),
        ("O-O-O", "e1c1"),
        ("b8Q", "b7b8q"),
        ("b8=Q", "b7b8q"),
        ("b8=N!?", "b7b8n"),
        ("bxa8=Q", "b7a8q"),
        ("exd6 e.p.", "e5d6"),
        ("exd6e.p.", "e5d6"),
        ("Rhh2", "h1h2"),
        ("Ra1a2", "a1a2"),
        ("Rh1h7", "h1h7"),
        ("Ke1-d1", "e1d1"),
        ("e6!", "e5e6"),
        ("Kd2??", "e1d2"),
    ] {
        assert_eq!(uci_of(fen, typed), meant, "{typed}");
    }
}

#[test]
fn a_pawn_move_without_a_file_is_never_a_capture() {
    // d4xe5 is legal, but "e5" means a pawn going straight to e5, and none can.
    let pos = position("4k3/8/8/4p3/3P4/8/8/4K3 w - - 0 1");
    assert!(matches!(san::parse(&pos, "e5"), Err(SanError::Illegal(_))));
    assert_eq!(uci::to_uci(san::parse(&pos, "dxe5").unwrap(), CastlingMode::Standard), "d4e5");
}

#[test]
fn a_pawn_reaching_the_last_rank_must_say_what_it_becomes() {
    let fen = "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1";
    assert!(matches!(san::parse(&position(fen), "b8"), Err(SanError::Illegal(_))));
    assert_eq!(uci_of(fen, "b8=R"), "b7b8r");
}

#[test]
fn san_in_tells_unreadable_from_illegal_from_ambiguous() {
    let pos = position("4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1");
    assert!(matches!(san::parse(&pos, "Zz9"), Err(SanError::Syntax(_))));
    assert!(matches!(san::parse(&pos, "Nd5"), Err(SanError::Illegal(_))));
    let err = san::parse(&pos, "Nd2").unwrap_err();
    assert_eq!(err.to_string(), "Nd2 is ambiguous: it could be Nbd2 or Nfd2");
}

// ---- UCI and play ----------------------------------------------------------------------------

#[test]
fn play_accepts_san_and_uci() {
    let mut g = Game::new();
    g.play("e2e4").unwrap();
    g.play("e5").unwrap();
    g.play("g1f3").unwrap();
    g.play("Nc6").unwrap();
    assert_eq!(g.history_san(), ["e4", "e5", "Nf3", "Nc6"]);
    assert_eq!(g.history_uci(), ["e2e4", "e7e5", "g1f3", "b8c6"]);
}

#[test]
fn an_illegal_move_error_says_why() {
    let mut g = Game::from_fen("4r1k1/8/8/8/8/8/4N3/4K3 w - - 0 1").unwrap();
    let err = g.play("Nc3").unwrap_err();
    assert_eq!(err.to_string(), "illegal move: Nc3 is not a legal move here (that piece is pinned to your king by the piece on e8)");
    let err = g.play("e2c3").unwrap_err();
    assert!(matches!(err, GameError::Illegal { reason: Some(_), .. }), "{err}");
    assert_eq!(g.moves().len(), 0);
}

// ---- PGN out ---------------------------------------------------------------------------------

fn game_with(moves: &str) -> Game {
    let mut g = Game::new();
    for m in moves.split_whitespace() {
        g.play(m).unwrap();
    }
    g
}

#[test]
fn pgn_out_has_the_seven_tag_roster_and_a_game_score() {
    let g = game_with("e4 e5 Nf3 Nc6");
    let text = g.pgn(&[("White".into(), "Ann \"the Rook\"".into())]).unwrap();
    assert_eq!(
        text,
        "[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n[White \"Ann \\\"the Rook\\\"\"]\n\
         [Black \"?\"]\n[Result \"*\"]\n\n1. e4 e5 2. Nf3 Nc6 *\n"
    );
}

#[test]
fn pgn_out_carries_setup_and_fen_and_numbers_a_black_first_move() {
    let mut g = Game::from_fen("4k3/8/8/8/8/8/4P3/4K3 b - - 0 30").unwrap();
    g.play("Kd7").unwrap();
    g.play("e4").unwrap();
    let text = g.pgn(&[]).unwrap();
    assert!(text.contains("[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/4P3/4K3 b - - 0 30\"]\n"), "{text}");
    assert!(text.ends_with("\n30... Kd7 31. e4 *\n"), "{text}");
}

#[test]
fn pgn_out_ends_with_the_result_and_keeps_lines_within_80_columns() {
    let mut g = Game::new();
    for _ in 0..10 {
        for m in ["Nf3", "Nf6", "Ng1", "Ng8"] {
            if g.outcome().is_none() {
                g.play(m).unwrap();
            }
        }
    }
    let text = g.pgn(&[]).unwrap();
    assert!(text.lines().all(|l| l.len() <= 80), "{text}");
    assert!(text.trim_end().ends_with("1/2-1/2"), "fivefold repetition is a draw: {text}");
    assert!(text.contains("[Result \"1/2-1/2\"]"));
}

#[test]
fn pgn_out_of_a_chess960_game_names_the_variant() {
    let g = Game::from_setup("chess960:0").unwrap();
    let text = g.pgn(&[]).unwrap();
    assert!(text.contains("[Variant \"Chess960\"]\n[SetUp \"1\"]\n[FEN \"bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1\"]"), "{text}");
}

#[test]
fn pgn_tag_names_must_be_symbols() {
    let g = Game::new();
    assert!(matches!(g.pgn(&[("Bad Name".into(), "x".into())]), Err(GameError::TagName(_))));
}

// ---- PGN in ----------------------------------------------------------------------------------

#[test]
fn pgn_in_skips_comments_nags_variations_and_reads_numbers_either_way() {
    let text = "\u{feff}[Event \"Casual\"]\r\n[White \"A\"]\r\n\r\n\
                % an escaped line\r\n\
                1.e4 {best by test} e5 $1 2 Nf3 ; a rest-of-line comment\r\n\
                (2. Bc4 Nf6 (2... Bc5) 3. d3) 2... Nc6!? 3. Bb5 a6 1-0\r\n";
    let g = Game::from_pgn(text).unwrap();
    assert_eq!(g.history_san(), ["e4", "e5", "Nf3", "Nc6", "Bb5", "a6"]);
    assert!(g.pgn(&[]).unwrap().contains("[Event \"Casual\"]"));
    assert!(g.pgn(&[]).unwrap().trim_end().ends_with("1-0"), "the imported result is kept");
}

#[test]
fn pgn_in_starts_from_a_fen_tag() {
    let text = "[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/4P3/4K3 b - - 0 30\"]\n\n30... Kd7 31. e4 *";
    let g = Game::from_pgn(text).unwrap();
    assert_eq!(g.history_san(), ["Kd7", "e4"]);
}

#[test]
fn several_games_split_apart_and_from_pgn_takes_the_first() {
    let text = "[Event \"one\"]\n\n1. e4 e5 1-0\n\n[Event \"two\"]\n\n1. d4 d5 *\n\n1. c4 {no tags} 1/2-1/2\n";
    let games = pgn::split(text);
    assert_eq!(games.len(), 3, "{games:?}");
    assert_eq!(games[1], "[Event \"two\"]\n\n1. d4 d5 *");
    assert_eq!(games[2], "1. c4 {no tags} 1/2-1/2");
    assert_eq!(Game::from_pgn(text).unwrap().history_san(), ["e4", "e5"]);
}

/// A comment after a result ends no game of its own.
#[test]
fn a_comment_after_the_result_is_not_another_game() {
    for text in ["1. e4 e5 * {comment}", "1. e4 e5 1-0 ; note\n", "1. e4 e5 1-0 {a} ; b\n{c}\n"] {
        assert_eq!(pgn::split(text).len(), 1, "{text}: {:?}", pgn::split(text));
    }
    // A comment between two games stays out of the count too.
    let games = pgn::split("1. e4 * {between}\n\n[Event \"two\"]\n\n1. d4 *");
    assert_eq!(games.len(), 2, "{games:?}");
    assert_eq!(Game::from_pgn(&games[1]).unwrap().history_san(), ["d4"]);
}

/// ChessBase writes a blank line after `Event`, then the other tags and the moves: one game, as
/// python-chess reads it (one blank line among the tags does not end the section).
#[test]
fn a_blank_line_inside_the_tag_section_does_not_split_the_game() {
    let text = "[Event \"A\"]\n\n[Round \"1\"]\n\n1. e4 e5 *";
    assert_eq!(pgn::split(text), [text]);
    let game = pgn::parse(text).unwrap();
    assert_eq!(game.tags, [("Event".to_string(), "A".to_string()), ("Round".to_string(), "1".to_string())]);
    assert_eq!(game.moves.len(), 2);
    // Windows line ends, spaces on the blank line, a `%` line: still one section.
    for text in ["[Event \"A\"]\r\n\r\n[Round \"1\"]\r\n\r\n1. e4 *", "[Event \"A\"]\n  \t\n[Round \"1\"]\n\n1. e4 *", "[Event \"A\"]\n\n%x\n[Round \"1\"]\n\n1. e4 *"] {
        assert_eq!(pgn::split(text).len(), 1, "{text:?}");
        assert_eq!(pgn::parse(text).unwrap().tags.len(), 2, "{text:?}");
    }
}

/// Two blank lines in a row after a tag section end its game, without moves (python-chess's
/// `test_no_movetext`); whatever follows is the next game.
#[test]
fn two_blank_lines_after_the_tags_end_a_game_without_moves() {
    let text = "[Event \"A\"]\n\n\n[Event \"B\"]\n";
    assert_eq!(pgn::split(text), ["[Event \"A\"]", "[Event \"B\"]"]);
    let first = Game::from_pgn(text).unwrap();
    assert!(first.moves().is_empty());
    assert!(first.pgn(&[]).unwrap().contains("[Event \"A\"]"));
    // Movetext after them is a game of its own, too; a `%` line between them breaks no run.
    for text in ["[Event \"A\"]\n\n\n1. e4 *", "[Event \"A\"]\n\n%x\n\n1. e4 *"] {
        assert_eq!(pgn::split(text), ["[Event \"A\"]", "1. e4 *"], "{text:?}");
        assert!(pgn::parse(text).unwrap().moves.is_empty(), "{text:?}");
    }
    // After a game without result, a tag starts the next game at once.
    assert_eq!(pgn::split("1. e4\n[Event \"one\"]\n\n\n[Event \"two\"]\n\n1. d4 *").len(), 3);
    // One section's tags stay together, a comment line among them or not.
    assert_eq!(pgn::split("[Event \"one\"]\n; note\n[Site \"here\"]\n\n1. e4 *").len(), 1);
}

/// Where python-chess sees games begin and end, so do we: the same number of games, each with
/// the same tags and moves.
#[test]
fn texts_of_several_games_split_where_python_chess_splits_them() {
    let texts: Vec<String> = [
        "[Event \"A\"]\n\n[Round \"1\"]\n\n1. e4 e5 *",
        "[Event \"A\"]\n\n\n[Round \"1\"]\n\n1. e4 e5 *",
        "[Event \"A\"]\n\n\n[Event \"B\"]\n\n\n[Event \"C\"]\n\n1. d4 *",
        "[Event \"A\"]\n[Site \"S\"]\n\n[Round \"2\"]\n\n1. e4 *\n\n[Event \"B\"]\n\n[Round \"3\"]\n\n1. d4 d5 1-0\n",
        "[Event \"A\"]\r\n\r\n[Round \"1\"]\r\n\r\n1. e4 *\r\n\r\n[Event \"B\"]\r\n\r\n1. c4 *\r\n",
        "[Event \"A\"]\n\n\n1. e4 *",
        "[Event \"A\"]\n\n[Round \"1\"]\n\n\n[Event \"B\"]\n\n1. e4 *",
    ]
    .map(String::from)
    .to_vec();
    for (text, view) in texts.iter().zip(python_reads(&texts)) {
        let ours = pgn::split(text);
        assert_eq!(ours.len(), view.games.len(), "{text:?}: {ours:?}");
        for (piece, theirs) in ours.iter().zip(&view.games) {
            let game = pgn::parse(piece).unwrap();
            let uci: Vec<String> = game.moves.iter().scan(game.start, |pos, &m| {
                let text = uci::to_uci(m, game.mode);
                pos.play_unchecked(m);
                Some(text)
            }).collect();
            assert_eq!(uci, theirs.uci, "{text:?}: {piece:?}");
            for (name, value) in &game.tags {
                assert_eq!(theirs.headers.get(name), Some(value), "{text:?}: {piece:?}");
            }
        }
    }
}

/// Movetext in coordinates, as some programs export it, is read as `play()` reads it.
#[test]
fn pgn_movetext_in_uci_or_long_algebraic_is_read() {
    let g = Game::from_pgn("1. e2e4 d7d5 2. e4d5 d8d5 3. g1-f3 Qd5-a5 4. f1-e2 e7e5 5. e1g1 *").unwrap();
    assert_eq!(g.history_san(), ["e4", "d5", "exd5", "Qxd5", "Nf3", "Qa5", "Be2", "e5", "O-O"]);
    let castled = Game::from_pgn("[FEN \"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1\"]\n\n1. e1-g1 e8xc8 *").unwrap();
    assert_eq!(castled.history_san(), ["O-O", "O-O-O"]);
    let mut played = Game::new();
    for m in ["e2-e4", "d7d5", "e4xd5", "d8d5", "g1-f3"] {
        played.play(m).unwrap_or_else(|e| panic!("{m}: {e}"));
    }
    assert_eq!(played.history_san(), ["e4", "d5", "exd5", "Qxd5", "Nf3"]);
    // Illegal coordinates name the move and its number, as SAN does.
    let err = Game::from_pgn("1. e2e4 e7e4 *").unwrap_err();
    assert!(err.to_string().starts_with("invalid PGN: line 1: move 1... e7e4: e7e4 is not a legal move here"), "{err}");
}

/// A move in coordinates with a check or mate sign, annotation glyphs, or its promotion as `=Q`
/// reads like the plain move, in movetext and in `play()`, as python-chess and chess.js read it.
#[test]
fn coordinates_with_a_check_sign_or_glyphs_read_like_the_plain_move() {
    let texts: Vec<String> = [
        "1. e2e4+ e7e5! 2. g1f3?! b8c6?? *",
        "[FEN \"4k3/8/8/8/6q1/8/7K/8 b - - 0 1\"]\n\n1... g4g3+ 2. h2h1 g3h3+ 3. h1g1 *",
        "[FEN \"k7/4P3/1K6/8/8/8/8/8 w - - 0 1\"]\n\n1. e7e8q# 1-0",
        "[FEN \"k7/4P3/1K6/8/8/8/8/8 w - - 0 1\"]\n\n1. e7e8=Q#! 1-0",
        "[FEN \"k7/4P3/1K6/8/8/8/8/8 w - - 0 1\"]\n\n1. e7-e8=Q+ 1-0",
    ]
    .map(String::from)
    .to_vec();
    for (text, view) in texts.iter().zip(python_reads(&texts)) {
        let g = Game::from_pgn(text).unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(g.history_uci(), view.uci, "{text}");
    }
    let mut played = Game::from_fen("4k3/8/8/8/6q1/8/7K/8 b - - 0 1").unwrap();
    for m in ["g4g3+", "h2h1", "g3h3+!"] {
        played.play(m).unwrap_or_else(|e| panic!("{m}: {e}"));
    }
    assert_eq!(played.history_uci(), ["g4g3", "h2h1", "g3h3"]);
    for m in ["e7e8q#", "e7e8=Q", "e7e8Q+", "e7e8=q!?"] {
        let mut g = Game::from_fen("k7/4P3/1K6/8/8/8/8/8 w - - 0 1").unwrap();
        assert_eq!(uci::to_uci(g.play(m).unwrap_or_else(|e| panic!("{m}: {e}")), CastlingMode::Standard), "e7e8q", "{m}");
    }
    // An illegal one is still refused with the move as written, and why.
    let err = Game::new().play("e2e5+").unwrap_err();
    assert_eq!(err.to_string(), "illegal move: e2e5+ is not a legal move here (a pawn cannot move that way)");
    assert_eq!(Game::new().play("e2e5").unwrap_err().to_string(), err.to_string().replace("e2e5+", "e2e5"));
}

/// `exf6 e.p.` reads inside PGN as it does in `play()`.
#[test]
fn en_passant_marked_e_p_is_read_inside_pgn() {
    let g = Game::from_pgn("[FEN \"4k3/8/8/4pP2/8/8/8/4K3 w - e6 0 1\"]\n\n1. fxe6 e.p. Kd8 2. e7+ *").unwrap();
    assert_eq!(g.history_uci(), ["f5e6", "e8d8", "e6e7"]);
    let mut played = Game::from_fen("4k3/8/8/4pP2/8/8/8/4K3 w - e6 0 1").unwrap();
    played.play("fxe6 e.p.").unwrap();
    assert_eq!(played.history_uci(), ["f5e6"]);
}

#[test]
fn pgn_errors_name_the_line_the_move_number_and_the_token() {
    let err = Game::from_pgn("[Event \"x\"]\n\n1. e4 e5 2. Nf3 Nf6 3. Nxe5 Qe7\n4. Nc7 *").unwrap_err();
    assert_eq!(err.to_string(), "invalid PGN: line 4: move 4. Nc7: Nc7 is not a legal move here (no knight of yours can move to c7)");
    let err = pgn::parse("1. e4 {unclosed").unwrap_err();
    assert_eq!((err.line, err.kind), (1, PgnErrorKind::UnterminatedComment));
    let err = pgn::parse("[Event \"x\n").unwrap_err();
    assert!(matches!(err.kind, PgnErrorKind::BadTag(_)));
    let err = pgn::parse("1. e4 ( e5 2. Nf3").unwrap_err();
    assert_eq!(err.kind, PgnErrorKind::UnterminatedVariation);
    assert!(matches!(pgn::parse("  \n ").unwrap_err().kind, PgnErrorKind::NoGame));
}

// ---- Round trips through python-chess ---------------------------------------------------------

#[derive(Deserialize)]
struct PythonView {
    errors: Vec<String>,
    uci: Vec<String>,
    fen: String,
    pgn: String,
    /// Every game of the text.
    games: Vec<PythonGame>,
}

#[derive(Deserialize)]
struct PythonGame {
    headers: std::collections::HashMap<String, String>,
    uci: Vec<String>,
}

fn python_reads(texts: &[String]) -> Vec<PythonView> {
    let script = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/python/pgn_roundtrip.py");
    let mut child = Command::new("python3").arg(script).stdin(Stdio::piped()).stdout(Stdio::piped()).spawn().expect("python3");
    child.stdin.take().unwrap().write_all(serde_json::to_string(texts).unwrap().as_bytes()).unwrap();
    let output = child.wait_with_output().unwrap();
    assert!(output.status.success(), "python-chess failed");
    serde_json::from_slice(&output.stdout).expect("python output")
}

/// A small deterministic generator, so the games are the same on every run.
struct Lcg(u64);

impl Lcg {
    fn pick(&mut self, n: usize) -> usize {
        self.0 = self.0.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        ((self.0 >> 33) as usize) % n
    }
}

/// Random games from every kind of start, preferring captures, promotions and castling so
/// that the notation sees them.
fn random_games() -> Vec<Game> {
    let mut rng = Lcg(2024);
    let mut starts: Vec<String> = ["standard", "pawn-and-two-moves", "knight", "rook-and-knight", "queen"].map(String::from).to_vec();
    starts.extend([0, 518, 959, 123, 777].iter().map(|n| format!("chess960:{n}")));
    let mut games = Vec::new();
    for round in 0..6 {
        for start in &starts {
            let mut g = Game::from_setup(start).unwrap();
            for _ in 0..(60 + 40 * round) {
                if g.outcome().is_some() {
                    break;
                }
                let legal = g.position().legal_moves();
                let special: Vec<Move> = legal.iter().copied().filter(|m| m.is_castle() || m.is_promotion() || m.is_en_passant()).collect();
                let m = if !special.is_empty() && rng.pick(2) == 0 { special[rng.pick(special.len())] } else { legal[rng.pick(legal.len())] };
                g.play_move(m).unwrap();
            }
            games.push(g);
        }
    }
    games
}

#[test]
fn our_pgn_round_trips_through_python_chess() {
    let games = random_games();
    let texts: Vec<String> = games.iter().map(|g| g.pgn(&[("Event".into(), "round trip".into())]).unwrap()).collect();
    let views = python_reads(&texts);
    let mut special = 0;
    for ((g, text), view) in games.iter().zip(&texts).zip(&views) {
        assert!(view.errors.is_empty(), "python-chess found errors {:?} in\n{text}", view.errors);
        assert_eq!(view.uci, g.history_uci(), "moves differ for\n{text}");
        assert_eq!(view.fen, g.position().fen(), "final position differs for\n{text}");
        // And back: python-chess's own export reads to the same game.
        let back = Game::from_pgn(&view.pgn).unwrap_or_else(|e| panic!("{e}\n{}", view.pgn));
        assert_eq!(back.history_uci(), g.history_uci());
        assert_eq!(back.start().fen(), g.start().fen());
        special += g.moves().iter().filter(|m| m.is_castle() || m.is_promotion() || m.is_en_passant()).count();
    }
    assert!(special > 50, "the games should exercise castling, promotion and en passant ({special})");
}

#[test]
fn the_random_game_file_round_trips_through_our_pgn() {
    // Every 40th game of the python-chess data: written by us, read by us, same moves.
    let games = common::random_game_moves(|g| g % 40 == 0);
    assert!(games.len() > 30);
    for moves in games {
        let mut g = Game::new();
        for m in &moves {
            // python-chess plays on one ply past a few positions we call dead (proven dead in
            // tests/differential.rs): the game ends there for us.
            if g.play(m).is_err() {
                break;
            }
        }
        let text = g.pgn(&[]).unwrap();
        assert!(text.lines().all(|l| l.len() <= 80));
        let back = Game::from_pgn(&text).unwrap();
        assert_eq!(back.history_uci(), g.history_uci());
    }
}
