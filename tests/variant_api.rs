//! The variants' referee calls beside the moves: a flag (time out) decided by what the other side
//! could still win in each game (each game's rules.md, "Time"), and PGN read and written with the
//! `Variant` tag, round trip included.

// Native only, as tests/variants.rs (wasm32 has the variants only with their feature).
#![cfg(not(target_arch = "wasm32"))]

use wasm_chess::variants::{self, pgn, AnyGame, EndReason, Outcome, VariantError};

const WHITE: u8 = 0;
const BLACK: u8 = 1;

fn game(id: &str, fen: &str) -> Box<dyn AnyGame> {
    variants::from_fen(id, fen).unwrap_or_else(|e| panic!("{id} {fen}: {e}"))
}

/// The flag of `player` in `id` from `fen`.
fn flag(id: &str, fen: &str, player: u8) -> Outcome {
    game(id, fen).flag(player).unwrap()
}

fn loss(player: u8) -> Outcome {
    Outcome::win(1 - player, EndReason::Timeout)
}

fn draw() -> Outcome {
    Outcome::draw(EndReason::TimeoutVsInsufficientMaterial)
}

#[test]
fn atomic_a_bare_king_never_wins_on_time() {
    let queen = "3qk3/8/8/8/8/8/8/4K3 w - - 0 1";
    assert_eq!(flag("atomic", queen, BLACK), draw(), "White has only its king: it can neither capture nor mate");
    assert_eq!(flag("atomic", queen, WHITE), loss(WHITE), "a queen mates a bare king");
    assert_eq!(flag("atomic", "3rk3/8/8/8/8/8/8/4K3 w - - 0 1", WHITE), draw(), "a lone rook cannot mate a bare king");
    assert_eq!(flag("atomic", "2nnk3/8/8/8/8/8/8/4K3 w - - 0 1", WHITE), draw(), "nor can two knights");
    assert_eq!(flag("atomic", "4k3/3p4/8/8/8/8/8/4K3 w - - 0 1", WHITE), loss(WHITE), "a pawn becomes a queen");
    assert_eq!(flag("atomic", "2nbk3/8/8/8/8/8/8/4K3 w - - 0 1", WHITE), loss(WHITE), "knight and bishop can mate");
    // Against a king with company, a capture beside it blows it up.
    assert_eq!(flag("atomic", "4k3/8/8/8/8/8/4P3/1n2K3 w - - 0 1", WHITE), loss(WHITE));
}

#[test]
fn atomic_bishops_on_different_colours_cannot_meet() {
    // White's bishop on f1 (light), Black's on c1 (dark): no capture is ever possible.
    let apart = "4k3/8/8/8/8/8/8/2b1KB2 w - - 0 1";
    assert_eq!(flag("atomic", apart, BLACK), draw());
    assert_eq!(flag("atomic", apart, WHITE), draw());
    // Black's bishop on d1 (light) can be taken next to the black king's company.
    assert_eq!(flag("atomic", "4k3/8/8/8/8/8/8/3bKB2 w - - 0 1", BLACK), loss(BLACK));
}

#[test]
fn antichess_a_flag_loses_unless_no_piece_can_ever_be_taken() {
    let apart = "8/8/8/8/8/8/8/2b2B2 w - - 0 1";
    assert_eq!(flag("antichess", apart, BLACK), draw(), "bishops on different colours never meet");
    assert_eq!(flag("antichess", "8/8/8/8/8/8/8/3b1B2 w - - 0 1", BLACK), loss(BLACK), "bishops of one colour can be given away");
    assert_eq!(flag("antichess", "8/8/8/8/8/8/8/2b2N2 w - - 0 1", BLACK), loss(BLACK), "a knight reaches every square");
}

#[test]
fn crazyhouse_anything_on_the_board_or_in_hand_can_win() {
    assert_eq!(flag("crazyhouse", "4k3/8/8/8/8/8/8/4K3[] w - - 0 1", WHITE), draw(), "bare kings, empty hands");
    assert_eq!(flag("crazyhouse", "4k3/8/8/8/8/8/8/4K3[n] w - - 0 1", WHITE), loss(WHITE), "a knight in hand");
    assert_eq!(flag("crazyhouse", "4k3/8/8/8/8/8/8/3NK3[] w - - 0 1", WHITE), loss(WHITE), "Black may take the knight and drop it");
}

#[test]
fn friendly_counts_the_pieces_the_other_side_may_recruit() {
    assert_eq!(flag("friendly", "4k3/8/8/8/8/8/8/3NK3 w - - 0 1", WHITE), draw(), "recruiting the knight leaves K+N v K");
    assert_eq!(flag("friendly", "4k3/8/8/8/8/8/3P4/3NK3 w - - 0 1", WHITE), loss(WHITE), "a recruited pawn can queen");
    assert_eq!(flag("friendly", "4k3/8/8/8/8/8/8/3RK3 w - - 0 1", BLACK), loss(BLACK));
}

#[test]
fn duck_and_fog_a_king_can_always_be_taken() {
    for id in ["duck", "fog-of-war"] {
        assert_eq!(flag(id, "4k3/8/8/8/8/8/8/4K3 w - - 0 1", WHITE), loss(WHITE), "{id}");
    }
}

#[test]
fn a_flag_ends_the_game_once_and_undo_takes_it_back() {
    let mut g = variants::create("atomic").unwrap();
    g.play("e4").unwrap();
    assert_eq!(g.flag(BLACK), Ok(loss(BLACK)));
    assert_eq!(g.status().outcome, Some(loss(BLACK)));
    assert_eq!(g.flag(WHITE), Err(VariantError::GameOver));
    assert!(matches!(g.flag(7), Err(VariantError::GameOver)));
    g.undo().unwrap();
    assert_eq!(g.status().outcome, None);
    assert!(matches!(g.flag(2), Err(VariantError::Unsupported(_))), "no player 2");
}

#[test]
fn the_variant_tag_names_the_game_as_we_lichess_and_pyffish_write_it() {
    let names = [
        ("Atomic", "atomic"),
        ("Crazyhouse", "crazyhouse"),
        ("Antichess", "antichess"),
        ("Duck", "duck"),
        ("Duck chess", "duck"),
        ("Fog of War", "fog-of-war"),
        ("fogofwar", "fog-of-war"),
        ("fog-of-war", "fog-of-war"),
        ("Friendly Chess", "friendly"),
    ];
    for (tag, id) in names {
        assert_eq!(pgn::game_id(tag), Some(id), "{tag}");
    }
    assert_eq!(pgn::game_id("Three-check"), None);
    // Chess's own tags are left to chess's reader.
    for tag in ["Standard", "Chess960", "From Position"] {
        assert!(pgn::read(&format!("[Variant \"{tag}\"]\n\n1. e4 *")).unwrap().is_none(), "{tag}");
    }
    assert!(pgn::read("1. e4 e5 *").unwrap().is_none());
}

/// Plays the first legal move `plies` times (or until the end).
fn play_some(g: &mut dyn AnyGame, plies: usize) -> Vec<variants::MoveText> {
    let mut played = Vec::new();
    for i in 0..plies {
        let moves = g.legal_moves();
        let Some(m) = moves.get((i * 7) % moves.len().max(1)) else { break };
        played.push(g.play(&m.uci).unwrap());
    }
    played
}

#[test]
fn pgn_round_trip_in_every_game_that_shows_its_moves() {
    for id in ["antichess", "atomic", "crazyhouse", "duck", "friendly"] {
        let mut g = variants::create(id).unwrap();
        let played = play_some(g.as_mut(), 12);
        let tags = vec![("White".to_string(), "Ann".to_string()), ("Annotator".to_string(), "test".to_string())];
        let text = pgn::write(g.as_ref(), &played, false, "*", &tags).unwrap();
        let read = pgn::read(&text).unwrap().unwrap_or_else(|| panic!("{id}: read as chess"));
        assert_eq!(read.game.variant(), id);
        assert_eq!(read.game.history().unwrap(), g.history().unwrap(), "{id}");
        assert_eq!(read.game.fen().unwrap(), g.fen().unwrap(), "{id}");
        assert_eq!(read.played, played, "{id}");
        assert_eq!(read.result, None);
        assert!(read.tags.contains(&("Annotator".to_string(), "test".to_string())));
        assert_eq!(pgn::write(read.game.as_ref(), &read.played, read.set_up, "*", &read.tags).unwrap(), text, "{id}");
    }
}

#[test]
fn pgn_from_a_set_up_position_carries_its_fen() {
    let start = "rnbqkbnr/ppp1pppp/8/3P4/8/8/PPPP1PPP/RNBQKBNR[P] b KQkq - 0 2";
    let mut g = game("crazyhouse", start);
    let played = vec![g.play("Qxd5").unwrap(), g.play("P@e4").unwrap()];
    let text = pgn::write(g.as_ref(), &played, true, "*", &[]).unwrap();
    assert!(text.contains("[Variant \"Crazyhouse\"]\n[SetUp \"1\"]\n[FEN \"rnbqkbnr/ppp1pppp/8/3P4/8/8/PPPP1PPP/RNBQKBNR[P] b KQkq - 0 2\"]"), "{text}");
    assert!(text.contains("2... Qxd5 3. P@e4"), "{text}");
    let read = pgn::read(&text).unwrap().unwrap();
    assert!(read.set_up);
    assert_eq!(read.game.start_fen(), start);
    assert_eq!(read.game.fen().unwrap(), g.fen().unwrap());
}

#[test]
fn fog_of_war_pgn_once_the_game_is_over() {
    let mut g = game("fog-of-war", "k7/8/8/8/8/8/8/Q6K w - - 0 1");
    let played = vec![g.play("a1a8").unwrap()];
    let text = pgn::write(g.as_ref(), &played, true, "1-0", &[]).unwrap();
    assert!(text.contains("[Variant \"Fog of War\"]") && text.ends_with("1. Qxa8 1-0\n"), "{text}");
    let read = pgn::read(&text.replace("Fog of War", "fogofwar")).unwrap().unwrap();
    assert_eq!(read.game.status().outcome, Some(Outcome::win(WHITE, EndReason::KingCaptured)));
    assert_eq!(read.result.as_deref(), Some("1-0"));
    // During play the moves stay hidden.
    let g = variants::create("fog-of-war").unwrap();
    assert!(matches!(pgn::write(g.as_ref(), &[], false, "*", &[]), Err(VariantError::Unsupported(_))));
}

#[test]
fn bad_pgn_says_where_and_why() {
    let error = |text: &str| pgn::read(text).err().map(|e| e.to_string()).unwrap_or_default();
    assert_eq!(error("[Variant \"Three-check\"]\n\n1. e4 *"), "invalid PGN: line 3: Variant tag: unknown game 'Three-check'");
    let fen = error("[Variant \"Atomic\"]\n[FEN \"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1\"]\n\n1. e4 *");
    assert!(fen.starts_with("invalid PGN: line 4: FEN tag: invalid FEN"), "{fen}");
    assert_eq!(
        error("[Variant \"Crazyhouse\"]\n\n1. e4 d5 2. exd5 N@d4 *"),
        "invalid PGN: line 3: move 2... N@d4: N@d4 is not a legal move here: Black has no knight in hand"
    );
    assert!(error("[Variant \"Atomic\"]\n\n1. e4 (1. d4 *").contains("never closed"));
}

#[test]
fn a_lichess_export_reads_with_its_clock_comments_and_check_marks() {
    let text = "[Event \"Rated Atomic game\"]\n[Site \"https://lichess.org/abcdefgh\"]\n[White \"a\"]\n[Black \"b\"]\n\
                [Result \"1-0\"]\n[Variant \"Atomic\"]\n[TimeControl \"180+0\"]\n\n\
                1. Nf3 { [%clk 0:03:00] } 1... f6 { [%clk 0:03:00] } 2. Ng5 { [%clk 0:02:59] } 2... fxg5?? \
                ( 2... e6 3. Nxh7 ) 3. e4 { [%clk 0:02:58] } 3... e6 4. Qh5+ { [%clk 0:02:57] } 1-0\n";
    let read = pgn::read(text).unwrap().unwrap();
    assert_eq!(read.game.variant(), "atomic");
    assert_eq!(read.game.history().unwrap(), ["g1f3", "f7f6", "f3g5", "f6g5", "e2e4", "e7e6", "d1h5"]);
    assert_eq!(read.result.as_deref(), Some("1-0"));
    assert!(read.tags.contains(&("TimeControl".to_string(), "180+0".to_string())));
}

/// In the chess-like games too, a move in coordinates with a check or mate sign, annotation
/// glyphs, or its promotion as `=Q` reads like the plain move, in `play` and in movetext; in
/// Shogi a `+` stays the promotion it is there.
#[test]
fn coordinates_with_a_check_sign_or_glyphs_read_like_the_plain_move() {
    let cases: [(&str, &str, &str, &str); 6] = [
        ("atomic", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "e2e4+", "e2e4"),
        ("crazyhouse", "k7/4P3/1K6/8/8/8/8/8[] w - - 0 1", "e7e8=Q#", "e7e8q"),
        ("antichess", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1", "g1f3!?", "g1f3"),
        ("friendly", "k7/4P3/1K6/8/8/8/8/8 w - - 0 1", "e7e8Q+", "e7e8q"),
        ("makruk", "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1", "e3e4?", "e3e4"),
        ("xiangqi", "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1", "h3e3!", "h3e3"),
    ];
    for (id, fen, written, uci) in cases {
        assert_eq!(game(id, fen).play(written).unwrap_or_else(|e| panic!("{id} {written}: {e}")).uci, uci, "{id}");
    }
    // Shogi's `+` promotes (the bishop takes on h8 and promotes)...
    let mut g = variants::create("shogi").unwrap();
    for m in ["c3c4", "g7g6"] {
        g.play(m).unwrap();
    }
    assert_eq!(g.play("b2h8+").unwrap().uci, "b2h8+");
    // ...so a move that cannot promote is not read as the plain move behind its `+`: the king.
    assert!(variants::create("minishogi").unwrap().play("a1b2+").is_err());
    // In movetext.
    let read = pgn::read("[Variant \"Atomic\"]\n\n1. e2e4+ e7e5! 2. g1f3?! *").unwrap().unwrap();
    assert_eq!(read.game.history().unwrap(), ["e2e4", "e7e5", "g1f3"]);
}
