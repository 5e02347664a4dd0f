//! Every game describes its moves itself (`MoveDescription`): what a page shows, animates and
//! says, with nothing left to guess from the move's text. One law per test, with the position
//! that shows it.
#![cfg(not(target_arch = "wasm32"))]

use wasm_chess::variants::{self, AnyGame, MoveDescription, PieceOn};

fn described(id: &str, fen: &str, text: &str) -> MoveDescription {
    let game = variants::from_fen(id, fen).unwrap_or_else(|e| panic!("{id} {fen}: {e}"));
    game.describe(text).unwrap_or_else(|e| panic!("{id} {text}: {e}"))
}

fn first_legal(game: &dyn AnyGame, what: impl Fn(&MoveDescription) -> bool) -> MoveDescription {
    game.describe_legal().into_iter().map(|(_, d)| d).find(what).expect("such a legal move")
}

fn on(name: &'static str, owner: u8, cell: &str) -> Option<PieceOn> {
    Some(PieceOn { name, owner, cell: cell.to_string() })
}

#[test]
fn en_passant_takes_the_pawn_beside_not_on_the_target() {
    let d = described("chess", "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "e5d6");
    assert!(d.en_passant);
    assert_eq!(d.to.as_deref(), Some("d6"));
    assert_eq!(d.captured, on("pawn", 1, "d5"));
    // The same law in Crazyhouse and in Duck chess, whose preview must not leave the pawn there.
    assert_eq!(described("crazyhouse", "4k3/8/8/3pP3/8/8/8/4K3[] w - d6 0 1", "e5d6").captured, on("pawn", 1, "d5"));
}

#[test]
fn castling_moves_the_rook_too() {
    let d = described("chess", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "e1g1");
    assert_eq!((d.piece, d.from.as_deref(), d.to.as_deref()), (Some("king"), Some("e1"), Some("g1")));
    assert_eq!(d.rook, Some(("h1".to_string(), "f1".to_string())));
    assert_eq!(d.captured, None, "the king 'takes' its own rook in the core's encoding only");
    // Chess960 writes the king taking the rook; the king still lands on c1, the rook on d1.
    let d = described("chess960", "1r2k2r/8/8/8/8/8/8/1R2K2R w KQkq - 0 1", "e1b1");
    assert_eq!((d.to.as_deref(), d.rook), (Some("c1"), Some(("b1".to_string(), "d1".to_string()))));
    // Duck chess castles as chess does, the duck going wherever it is put.
    let duck = variants::from_fen("duck", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1").expect("duck");
    let d = first_legal(duck.as_ref(), |d| d.piece == Some("king") && d.to.as_deref() == Some("g1"));
    assert_eq!(d.rook, Some(("h1".to_string(), "f1".to_string())));
    assert!(d.duck.is_some());
}

#[test]
fn an_atomic_capture_tells_what_the_blast_empties() {
    // Qxd7: the queen and the pawn on d7 go, and the king on e8 beside them; pawns around survive.
    let d = described("atomic", "4k3/2Pp4/8/8/8/8/8/3QK3 w - - 0 1", "d1d7");
    assert_eq!(d.captured, on("pawn", 1, "d7"));
    assert_eq!(d.exploded, ["d7", "e8"]);
    assert!(described("atomic", "4k3/3p4/8/8/8/8/8/3QK3 w - - 0 1", "d1d2").exploded.is_empty(), "no capture, no blast");
}

#[test]
fn a_drop_comes_from_the_hand() {
    let d = described("crazyhouse", "4k3/8/8/8/8/8/8/4K3[N] w - - 0 1", "N@f3");
    assert!(d.drop);
    assert_eq!((d.piece, d.from, d.to.as_deref()), (Some("knight"), None, Some("f3")));
    let d = described("shogi", "4k4/9/9/9/9/9/9/9/4K4[G] w - - 0 1", "G@e5");
    assert_eq!((d.piece, d.drop), (Some("gold"), true));
}

#[test]
fn a_promotion_names_what_the_piece_becomes() {
    assert_eq!(described("chess", "4k3/P7/8/8/8/8/8/4K3 w - - 0 1", "a7a8n").promotion, Some("knight"));
    let shogi = variants::from_fen("shogi", "4k4/9/9/2P6/9/9/9/9/4K4[] w - - 0 1").expect("shogi");
    let d = first_legal(shogi.as_ref(), |d| d.promotion.is_some());
    assert_eq!((d.piece, d.promotion), (Some("pawn"), Some("tokin")));
}

#[test]
fn a_janggi_pass_names_the_generals_point_twice() {
    let game = variants::create("janggi").expect("janggi");
    let d = first_legal(game.as_ref(), |d| d.pass);
    assert_eq!(d.from, d.to);
    assert_eq!(d.captured, None);
}

#[test]
fn a_move_says_who_moved_it() {
    let game = variants::from_fen("xiangqi", "4k4/9/9/9/9/9/9/9/9/4K4 b - - 0 1").expect("xiangqi");
    assert!(game.describe_legal().iter().all(|(_, d)| d.mover == 1));
}

#[test]
fn games_of_more_players_describe_en_passant_and_castling_by_the_same_fields() {
    // Four-player: Green's pawn steps two past Red's, which takes it en passant.
    let mut game = variants::build::<variants::Bare>(
        "four-player:ffa",
        Some("3,yK,4/8/8/14/14/14/12,gP,1/bK,9,rP,3/13,gK/14/14/8/8/4,rK,3 g a,a,a,a 0,0,0,0 -,-,-,- - 0 1"),
    )
    .expect("position");
    game.play("m8-k8").expect("Green's two-step");
    let d = first_legal(game.as_ref(), |d| d.en_passant);
    assert_eq!(d.captured.as_ref().map(|c| (c.name, c.cell.as_str())), Some(("pawn", "k8")));
    assert_eq!(d.captured.as_ref().map(|c| c.owner), Some(3), "Green's pawn");
    // Castling: Red's king two cells towards a rook, which lands beside it on the other side.
    let fen = "3,yK,4/8/8/14/14/14/13,gK/bK,13/14/14/14/8/3,rP,rP,rP,2/rR,3,rK,2,rR r a,a,a,a 0,0,0,0 KQ,-,-,- - 0 1";
    let d = described("four-player:ffa", fen, "h1-j1");
    assert_eq!((d.piece, d.rook), (Some("king"), Some(("k1".to_string(), "i1".to_string()))));
    let d = described("four-player:ffa", fen, "h1-f1");
    assert_eq!(d.rook, Some(("d1".to_string(), "g1".to_string())));
}

#[test]
fn the_last_move_is_told_as_its_mover_saw_it() {
    let mut game = variants::create("crazyhouse").expect("crazyhouse");
    game.play("e2e4").expect("e4");
    let (text, d) = game.last_move().expect("a move was played");
    assert_eq!(text.uci, "e2e4");
    assert_eq!((d.mover, d.piece, d.from.as_deref(), d.to.as_deref()), (0, Some("pawn"), Some("e2"), Some("e4")));
    game.undo().expect("undo");
    assert!(game.last_move().is_none());
}
