//! The JavaScript API, tested inside WebAssembly: `wasm-pack test --node` and
//! `wasm-pack test --headless --chrome` (which sets WASM_BINDGEN_USE_BROWSER) run this file.
#![cfg(target_arch = "wasm32")]

use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_test::*;
use wasm_chess::wasm::{perft, perft_full, BotHandle as Bot, GameHandle as Game};

fn get(obj: &JsValue, key: &str) -> JsValue {
    js_sys::Reflect::get(obj, &key.into()).expect("property")
}

fn get_str(obj: &JsValue, key: &str) -> String {
    get(obj, key).as_string().unwrap_or_else(|| panic!("{key} is not a string"))
}

/// The message of a thrown JavaScript `Error`.
fn error_message(err: impl Into<JsValue>) -> String {
    let value: JsValue = err.into();
    let error: js_sys::Error = value.dyn_into().expect("an Error object");
    error.message().into()
}

#[wasm_bindgen_test]
fn perft_counts_the_start_position() {
    assert_eq!(perft("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 4.0).unwrap(), 197_281.0);
    let kiwipete = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
    assert_eq!(perft(kiwipete, 3.0).unwrap(), 97_862.0);
}

/// Full mode plays every leaf, through the word-by-word position copy only wasm builds use.
#[wasm_bindgen_test]
fn perft_full_plays_every_leaf_to_the_same_count() {
    let kiwipete = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
    assert_eq!(perft_full(kiwipete, 3.0).unwrap(), 97_862.0);
}

#[wasm_bindgen_test]
fn perft_rejects_a_bad_fen_with_an_error() {
    let message = error_message(perft("not a fen", 1.0).unwrap_err());
    assert!(message.starts_with("invalid FEN:"), "{message}");
}

/// A depth of -1 (4294967295 to a `u32`) used to recurse until the stack ran out, leaving the
/// instance broken for every later call.
#[wasm_bindgen_test]
fn perft_rejects_a_depth_it_cannot_count_and_the_module_goes_on() {
    let kings = "8/8/8/8/8/8/8/K6k w - - 0 1";
    for depth in [-1.0, 2.5, 33.0, f64::NAN, 4_294_967_295.0] {
        let message = error_message(perft(kings, depth).unwrap_err());
        assert_eq!(message, "invalid perft depth: expected a whole number from 0 to 32");
        assert!(perft_full(kings, depth).is_err());
    }
    assert_eq!(perft(kings, 2.0).unwrap(), 9.0);
    assert_eq!(perft(kings, 0.0).unwrap(), 1.0);
}

#[wasm_bindgen_test]
fn legal_moves_are_plain_objects() {
    let game = Game::new();
    let moves: js_sys::Array = game.legal_moves().dyn_into().unwrap();
    assert_eq!(moves.length(), 20);
    let e4 = moves.iter().find(|m| get_str(m, "uci") == "e2e4").expect("e2e4 is legal");
    assert_eq!(get_str(&e4, "san"), "e4");
    assert_eq!(get_str(&e4, "from"), "e2");
    assert_eq!(get_str(&e4, "to"), "e4");
    assert!(get(&e4, "promotion").is_null());
}

#[wasm_bindgen_test]
fn play_accepts_uci_and_san_and_undo_takes_back() {
    let mut game = Game::new();
    let played = game.play("e2e4").unwrap();
    assert_eq!(get_str(&played, "san"), "e4");
    game.play("e5").unwrap();
    game.play("Nf3").unwrap();
    assert_eq!(game.turn(), "black");
    assert_eq!(get_str(&game.undo(), "uci"), "g1f3");
    assert_eq!(game.fen(), "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2");
}

#[wasm_bindgen_test]
fn an_illegal_move_throws_and_changes_nothing() {
    let mut game = Game::new();
    let fen = game.fen();
    for bad in ["e2e5", "Nf6", "xyz", "", "e7e8q"] {
        let message = error_message(game.play(bad).unwrap_err());
        assert!(message.starts_with("illegal move:"), "{bad}: {message}");
        assert_eq!(game.fen(), fen);
    }
}

#[wasm_bindgen_test]
fn bad_fens_name_the_field() {
    let cases = [
        ("8/8/8/8/8/8/8/8 w - - 0 1", "white has no king"),
        ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1", "side to move"),
        ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1", "8 ranks"),
    ];
    for (fen, expected) in cases {
        let message = error_message(Game::from_fen(fen).err().expect("rejected"));
        assert!(message.starts_with("invalid FEN:") && message.contains(expected), "{fen}: {message}");
    }
}

#[wasm_bindgen_test]
fn status_reports_check_mate_and_stalemate() {
    let mut game = Game::new();
    for m in ["f3", "e5", "g4", "Qh4#"] {
        game.play(m).unwrap();
    }
    let status = game.status();
    assert_eq!(get(&status, "check"), JsValue::TRUE);
    let outcome = get(&status, "outcome");
    assert_eq!(get_str(&outcome, "winner"), "black");
    assert_eq!(get_str(&outcome, "reason"), "checkmate");
    assert!(error_message(game.play("e4").unwrap_err()).contains("game is over"));

    let stalemate = Game::from_fen("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1").unwrap();
    let outcome = get(&stalemate.status(), "outcome");
    assert!(get(&outcome, "winner").is_null());
    assert_eq!(get_str(&outcome, "reason"), "stalemate");
}

#[wasm_bindgen_test]
fn board_describes_its_geometry() {
    let board = Game::new().board();
    assert_eq!(get(&board, "files").as_f64(), Some(8.0));
    assert_eq!(get(&board, "ranks").as_f64(), Some(8.0));
    let squares: js_sys::Array = get(&board, "squares").dyn_into().unwrap();
    assert_eq!(squares.length(), 64);
    let e1 = squares.iter().find(|c| get_str(c, "square") == "e1").unwrap();
    assert_eq!(get_str(&e1, "piece"), "wK");
    let h1 = squares.iter().find(|c| get_str(c, "square") == "h1").unwrap();
    assert_eq!(get(&h1, "light"), JsValue::TRUE);
}

// ---- The referee API ---------------------------------------------------------------------------

fn strings(value: JsValue) -> Vec<String> {
    js_sys::Array::from(&value).iter().map(|v| v.as_string().unwrap()).collect()
}

fn play_all(game: &mut Game, moves: &str) {
    for m in moves.split_whitespace() {
        game.play(m).unwrap_or_else(|_| panic!("{m} should be legal"));
    }
}

#[wasm_bindgen_test]
fn history_and_start_fen() {
    let mut game = Game::from_setup("knight").unwrap();
    play_all(&mut game, "d4 d5 Be3 Be6 Qd2 Qd7 O-O-O");
    assert_eq!(game.start_fen(), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/R1BQKBNR w KQkq - 0 1");
    assert_eq!(game.history(), ["d4", "d5", "Be3", "Be6", "Qd2", "Qd7", "O-O-O"]);
    assert_eq!(game.history_uci().last().map(String::as_str), Some("e1c1"));
}

#[wasm_bindgen_test]
fn from_setup_rejects_unknown_names() {
    let message = error_message(Game::from_setup("bishop").err().unwrap());
    assert!(message.starts_with("invalid setup: unknown setup 'bishop'"), "{message}");
    let g = Game::from_setup("chess960:518").unwrap();
    assert_eq!(g.fen(), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
}

#[wasm_bindgen_test]
fn pgn_round_trips_and_takes_tags() {
    let mut game = Game::new();
    play_all(&mut game, "e4 e5 Nf3");
    let tags = js_sys::Object::new();
    js_sys::Reflect::set(&tags, &"White".into(), &"Ann".into()).unwrap();
    js_sys::Reflect::set(&tags, &"Annotator".into(), &"me".into()).unwrap();
    let text = game.pgn(Some(tags)).unwrap();
    assert!(text.contains("[White \"Ann\"]") && text.contains("[Annotator \"me\"]"), "{text}");
    assert!(text.ends_with("1. e4 e5 2. Nf3 *\n"), "{text}");
    let back = Game::from_pgn(&text).unwrap();
    assert_eq!(back.history(), ["e4", "e5", "Nf3"]);
    let bad = js_sys::Object::new();
    js_sys::Reflect::set(&bad, &"Bad Name".into(), &"x".into()).unwrap();
    assert!(error_message(game.pgn(Some(bad)).unwrap_err()).contains("invalid PGN tag name"));
}

#[wasm_bindgen_test]
fn from_pgn_errors_name_the_move() {
    let message = error_message(Game::from_pgn("1. e4 e5 2. Ke3 *").err().unwrap());
    assert_eq!(message, "invalid PGN: line 1: move 2. Ke3: Ke3 is not a legal move here (no king of yours can move to e3)");
}

#[wasm_bindgen_test]
fn split_pgn_separates_games() {
    let games = wasm_chess::wasm::split_pgn("[Event \"a\"]\n\n1. e4 1-0\n\n[Event \"b\"]\n\n1. d4 *\n");
    assert_eq!(games, ["[Event \"a\"]\n\n1. e4 1-0", "[Event \"b\"]\n\n1. d4 *"]);
}

#[wasm_bindgen_test]
fn claims_are_offered_and_taken() {
    let mut game = Game::new();
    play_all(&mut game, "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1");
    let fen = game.fen();
    let message = error_message(game.claim_draw("threefold", None).unwrap_err());
    assert!(message.starts_with("cannot claim a draw by threefold"), "{message}");
    assert!(error_message(game.claim_draw("bogus", None).unwrap_err()).contains("unknown draw claim"));
    assert_eq!(game.fen(), fen, "refused claims change nothing");
    let outcome = game.claim_draw("threefold", Some("Ng8".into())).unwrap();
    assert_eq!(get_str(&outcome, "reason"), "threefold");
    assert!(get(&outcome, "winner").is_null());
    assert_eq!(get_str(&get(&game.status(), "outcome"), "reason"), "threefold");
}

#[wasm_bindgen_test]
fn status_lists_claimable_draws() {
    let mut game = Game::from_fen("4k3/8/8/8/8/8/4P3/R3K3 w - - 99 80").unwrap();
    game.play("Ra2").unwrap();
    assert_eq!(strings(get(&game.status(), "claimable")), ["fifty-moves"]);
    game.claim_draw("fifty-moves", None).unwrap();
    assert_eq!(strings(get(&game.status(), "claimable")), Vec::<String>::new());
}

#[wasm_bindgen_test]
fn resign_agree_and_flag() {
    let mut game = Game::new();
    assert!(error_message(game.resign("purple").unwrap_err()).contains("invalid colour"));
    let outcome = game.resign("white").unwrap();
    assert_eq!((get_str(&outcome, "winner"), get_str(&outcome, "reason")), ("black".into(), "resignation".into()));
    assert!(error_message(game.agree_draw().unwrap_err()).contains("game is over"));
    assert!(game.undo().is_null(), "no move to take back");

    let mut game = Game::new();
    assert_eq!(get_str(&game.agree_draw().unwrap(), "reason"), "agreement");

    // White's queen against Black's lone knight: White's flag falls, Black cannot mate.
    let mut game = Game::from_fen("8/8/4kn2/8/8/3K4/8/5Q2 w - - 0 1").unwrap();
    assert_eq!(get_str(&game.flag("white").unwrap(), "reason"), "timeout-vs-insufficient-material");
    let mut game = Game::from_fen("8/8/4kn2/8/8/3K4/8/5Q2 w - - 0 1").unwrap();
    assert_eq!(get_str(&game.flag("black").unwrap(), "winner"), "white");
}

#[wasm_bindgen_test]
fn automatic_ends_appear_in_status() {
    let dead = Game::from_fen("4k3/8/8/p2p2p1/P2P2P1/8/8/4K3 w - - 0 1").unwrap();
    assert_eq!(get_str(&get(&dead.status(), "outcome"), "reason"), "dead-position");
    let bare = Game::from_fen("8/8/4k3/8/8/3K4/8/8 w - - 0 1").unwrap();
    assert_eq!(get_str(&get(&bare.status(), "outcome"), "reason"), "insufficient-material");
    let mut game = Game::new();
    for _ in 0..4 {
        play_all(&mut game, "Nf3 Nf6 Ng1 Ng8");
    }
    assert_eq!(get_str(&get(&game.status(), "outcome"), "reason"), "fivefold");
    let message = error_message(game.play("e4").unwrap_err());
    assert_eq!(message, "the game is over (fivefold)");
}

#[wasm_bindgen_test]
fn explain_move_gives_one_line_reasons() {
    let mut game = Game::new();
    assert!(game.explain_move("e2", "e4").unwrap().is_null());
    assert_eq!(game.explain_move("e3", "e4").unwrap().as_string().unwrap(), "there is no piece on e3");
    assert!(error_message(game.explain_move("z9", "e4").unwrap_err()).contains("invalid square 'z9'"));
    play_all(&mut game, "e4 e5 f4 Qh4+");
    assert_eq!(game.explain_move("b1", "c3").unwrap().as_string().unwrap(), "you are in check, and this move does not get out of it");
    let castle = Game::from_fen("5rk1/8/8/8/8/8/8/R3K2R w KQ - 0 1").unwrap();
    assert_eq!(
        castle.explain_move("e1", "g1").unwrap().as_string().unwrap(),
        "you cannot castle: the king would pass through an attacked square (f1)"
    );
}

#[wasm_bindgen_test]
fn an_illegal_play_says_why_and_changes_nothing() {
    let mut game = Game::from_fen("4r1k1/8/8/8/8/8/4N3/4K3 w - - 0 1").unwrap();
    let fen = game.fen();
    let message = error_message(game.play("Nc3").unwrap_err());
    assert_eq!(message, "illegal move: Nc3 is not a legal move here (that piece is pinned to your king by the piece on e8)");
    assert_eq!(game.fen(), fen);
}

// ---- Bot ---------------------------------------------------------------------------------------

/// A plain object `{ key: number, … }`.
fn numbers(fields: &[(&str, f64)]) -> JsValue {
    let obj = js_sys::Object::new();
    for (key, value) in fields {
        js_sys::Reflect::set(&obj, &(*key).into(), &JsValue::from_f64(*value)).unwrap();
    }
    obj.into()
}

fn is_legal(game: &Game, uci: &str) -> bool {
    let moves: js_sys::Array = game.legal_moves().dyn_into().unwrap();
    moves.iter().any(|m| get_str(&m, "uci") == uci)
}

#[wasm_bindgen_test]
fn bot_levels_name_each_level_with_its_rating() {
    let levels: js_sys::Array = Bot::levels().dyn_into().unwrap();
    assert!(levels.length() >= 8);
    for (i, level) in levels.iter().enumerate() {
        assert_eq!(get(&level, "level").as_f64(), Some(i as f64 + 1.0));
        assert!(get(&level, "elo").as_f64().is_some());
        assert!(!get_str(&level, "name").is_empty());
        // Only the top level is rated with the network, above its rating by hand.
        let with_network = get(&level, "eloWithNetwork");
        if i + 1 == levels.length() as usize {
            assert!(with_network.as_f64() > get(&level, "elo").as_f64());
        } else {
            assert!(with_network.is_null());
        }
    }
}

#[wasm_bindgen_test]
fn bot_thinks_about_the_games_current_position() {
    let mut game = Game::new();
    game.play("e4").unwrap();
    game.play("e5").unwrap();
    let mut bot = Bot::new(numbers(&[("level", 10.0)])).unwrap();
    let result = bot.think(&game, numbers(&[("depth", 4.0)]), None).unwrap();
    let uci = get_str(&result, "uci");
    assert!(is_legal(&game, &uci), "{uci}");
    assert!(!get_str(&result, "san").is_empty());
    assert_eq!(get(&result, "depth").as_f64(), Some(4.0));
    assert!(get(&result, "nodes").as_f64().unwrap() > 0.0);
    assert!(get(&result, "scoreCp").as_f64().is_some());
    assert!(get(&result, "mate").is_null());
    let pv: js_sys::Array = get(&result, "pv").dyn_into().unwrap();
    assert_eq!(pv.get(0).as_string(), Some(uci));
}

#[wasm_bindgen_test]
fn bot_reports_a_mate_in_moves() {
    let game = Game::from_fen("6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1").unwrap();
    let mut bot = Bot::new(JsValue::UNDEFINED).unwrap();
    let result = bot.think(&game, numbers(&[("depth", 3.0)]), None).unwrap();
    assert_eq!(get_str(&result, "san"), "Rd8#");
    assert_eq!(get(&result, "mate").as_f64(), Some(1.0));
    assert!(get(&result, "scoreCp").is_null());
}

#[wasm_bindgen_test]
fn bot_calls_back_after_each_depth() {
    let game = Game::new();
    let mut bot = Bot::new(JsValue::UNDEFINED).unwrap();
    let depths = js_sys::Array::new();
    let on_info = js_sys::Function::new_with_args("info", "this.push(info.depth)").bind0(&depths);
    bot.think(&game, numbers(&[("depth", 4.0)]), Some(on_info)).unwrap();
    let depths: Vec<f64> = depths.iter().map(|d| d.as_f64().unwrap()).collect();
    assert_eq!(depths, [1.0, 2.0, 3.0, 4.0]);
}

#[wasm_bindgen_test]
fn bot_keeps_to_a_time_limit_read_from_performance_now() {
    let game = Game::new();
    let mut bot = Bot::new(numbers(&[("level", 10.0), ("hashMb", 1.0)])).unwrap();
    let result = bot.think(&game, numbers(&[("movetimeMs", 50.0)]), None).unwrap();
    assert!(is_legal(&game, &get_str(&result, "uci")));
}

#[wasm_bindgen_test]
fn weak_levels_still_play_legal_moves() {
    let game = Game::from_fen("r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4").unwrap();
    for level in 1..=4 {
        let mut bot = Bot::new(numbers(&[("level", level as f64), ("seed", 7.0)])).unwrap();
        let result = bot.think(&game, JsValue::UNDEFINED, None).unwrap();
        assert!(is_legal(&game, &get_str(&result, "uci")), "level {level}");
    }
}

#[wasm_bindgen_test]
fn bot_errors_are_plain_errors() {
    for bad in [0.0, 11.0, 2.5] {
        let message = error_message(Bot::new(numbers(&[("level", bad)])).err().expect("rejected"));
        assert!(message.starts_with("invalid level"), "{message}");
    }
    let mut bot = Bot::new(JsValue::UNDEFINED).unwrap();
    let message = error_message(bot.think(&Game::new(), numbers(&[("depth", -1.0)]), None).unwrap_err());
    assert!(message.contains("depth"), "{message}");
    let mated = Game::from_fen("R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1").unwrap();
    let message = error_message(bot.think(&mated, JsValue::UNDEFINED, None).unwrap_err());
    assert!(message.contains("no legal move"), "{message}");
}

/// A hash table the memory cannot hold is an `Error`, not a trap that would leave the module dead.
#[wasm_bindgen_test]
fn a_hash_table_too_large_for_memory_is_an_error() {
    // A million MiB is more than wasm32's 4 GiB address space.
    let message = error_message(Bot::new(numbers(&[("hashMb", 1e6)])).err().expect("rejected"));
    assert_eq!(message, "not enough memory for a hash table of 1000000 MiB");
    let mut bot = Bot::new(numbers(&[("hashMb", 1.0)])).expect("the module still works");
    assert!(bot.think(&Game::new(), numbers(&[("depth", 2.0)]), None).is_ok());
}

/// The module's allocator (lol_alloc's free list, chosen for size) must reuse what is freed: a page
/// makes a new bot per game, each with its own transposition table.
#[wasm_bindgen_test]
fn memory_freed_by_a_bot_is_reused_by_the_next() {
    let memory_bytes = || {
        let memory: js_sys::WebAssembly::Memory = wasm_bindgen::memory().unchecked_into();
        memory.buffer().unchecked_into::<js_sys::ArrayBuffer>().byte_length()
    };
    let game = Game::new();
    let play_a_game_with_a_new_bot = || {
        let mut bot = Bot::new(numbers(&[("hashMb", 16.0), ("level", 1.0)])).unwrap();
        bot.think(&game, numbers(&[("depth", 2.0)]), None).unwrap();
        let _ = game.legal_moves();
    };
    play_a_game_with_a_new_bot();
    let after_one = memory_bytes();
    for _ in 0..8 {
        play_a_game_with_a_new_bot();
    }
    // Eight more 16 MiB tables would need 128 MiB more if none were reused.
    assert!(memory_bytes() <= after_one + 2 * 1024 * 1024, "memory grew from {after_one} to {} bytes", memory_bytes());
}

/// `legalMoves({ san: false })`: the same moves, each without its `san` field.
#[wasm_bindgen_test]
fn legal_moves_without_san_are_the_same_moves_without_san() {
    let game = Game::from_fen("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1").unwrap();
    let options = js_sys::Object::new();
    js_sys::Reflect::set(&options, &"san".into(), &JsValue::FALSE).unwrap();
    let without: js_sys::Array = game.legal_moves_with(Some(options.into())).unwrap().dyn_into().unwrap();
    let with: js_sys::Array = game.legal_moves().dyn_into().unwrap();
    assert_eq!(without.length(), 48);
    for (a, b) in without.iter().zip(with.iter()) {
        assert!(!js_sys::Reflect::has(&a, &"san".into()).unwrap());
        for key in ["uci", "from", "to"] {
            assert_eq!(get_str(&a, key), get_str(&b, key));
        }
        for key in ["promotion", "capture", "enPassant", "castleRook"] {
            assert_eq!(get(&a, key), get(&b, key));
        }
    }
    let message = error_message(game.legal_moves_with(Some(JsValue::from_f64(5.0))).unwrap_err());
    assert_eq!(message, "legalMoves: the options must be an object such as { san: false }");
}

/// `board()` names each square and its piece from the position, a1 first, rank by rank.
#[wasm_bindgen_test]
fn board_cells_carry_each_square_and_its_piece() {
    let game = Game::from_fen("4k3/8/8/8/8/8/8/R3K2q w Q - 0 1").unwrap();
    let board = game.board();
    assert_eq!(get(&board, "files").as_f64(), Some(8.0));
    let squares: js_sys::Array = get(&board, "squares").dyn_into().unwrap();
    assert_eq!(squares.length(), 64);
    let cell = |i: u32| squares.get(i);
    assert_eq!(get_str(&cell(0), "square"), "a1");
    assert_eq!(get_str(&cell(0), "piece"), "wR");
    assert_eq!(get(&cell(0), "light"), JsValue::FALSE);
    assert_eq!(get_str(&cell(4), "piece"), "wK");
    assert_eq!(get_str(&cell(7), "piece"), "bQ");
    assert_eq!(get(&cell(7), "light"), JsValue::TRUE);
    assert_eq!(get_str(&cell(60), "square"), "e8");
    assert_eq!(get(&cell(60), "rank").as_f64(), Some(7.0));
    assert_eq!(get_str(&cell(60), "piece"), "bK");
    assert!(get(&cell(1), "piece").is_null());
}
