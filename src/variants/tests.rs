//! The registry, the referee and bad input: a clear error, never a panic, state unchanged.

use super::*;

#[test]
fn the_registry_names_each_game_once_and_creates_it() {
    for (i, v) in REGISTRY.iter().enumerate() {
        assert!(REGISTRY[i + 1..].iter().all(|w| w.id != v.id), "{} twice", v.id);
        let game = create(v.id).unwrap_or_else(|e| panic!("{}: {e}", v.id));
        // a game whose mode is part of its rules names it: four-player is `four-player:ffa`
        let named = v.modes.first().filter(|_| v.family == "multi").map_or(v.id.to_string(), |mode| format!("{}:{}", v.id, mode.id));
        assert_eq!(game.variant(), named);
        assert!(!game.legal_moves().is_empty(), "{}", v.id);
        match game.fen() {
            Ok(fen) => {
                let again = from_fen(v.id, &fen).unwrap_or_else(|e| panic!("{}: {e}", v.id));
                assert_eq!(again.fen(), Ok(fen), "{}: FEN round trip", v.id);
            }
            Err(_) => assert!(game.view(0).is_ok(), "{}: a hidden game still shows each player's view", v.id),
        }
    }
}

#[test]
fn each_game_names_its_sides_as_its_players_do_the_first_to_move_first() {
    // Each game's rules.md: Xiangqi's Red moves first, Janggi's Cho, Shogi's sente; the
    // others (Makruk, Sittuyin, … as pyffish and lichess name them) keep White and Black.
    let named = [("xiangqi", ["Red", "Black"]), ("janggi", ["Cho", "Han"]), ("shogi", ["Sente", "Gote"]), ("minishogi", ["Sente", "Gote"])];
    for v in REGISTRY.iter().filter(|v| v.players == 2) {
        let game = create(v.id).unwrap_or_else(|e| panic!("{}: {e}", v.id));
        let expected = named.iter().find(|(id, _)| *id == v.id).map_or(["White", "Black"], |&(_, sides)| sides);
        assert_eq!(game.sides(), expected, "{}", v.id);
        assert_eq!(game.status().turn, 0, "{}: the first name is the side that moves first", v.id);
    }
}

#[test]
fn an_unknown_game_or_mode_is_an_error() {
    assert_eq!(create("chesss").err(), Some(VariantError::UnknownVariant("chesss".into())));
    assert_eq!(create("atomic:blitz").err().map(|e| e.to_string()).as_deref(), Some("atomic has no mode 'blitz' (it has no modes)"));
    assert!(matches!(create("four-player:blitz"), Err(VariantError::UnknownMode(m)) if m.contains("its modes: ffa, teams")));
    assert!(matches!(create("chess960:960"), Err(VariantError::UnknownVariant(_))));
    let game = create("chess960:0").expect("Chess960 position 0");
    assert_eq!(game.fen().expect("fen"), "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1");
}

#[test]
fn a_fen_of_another_game_is_an_error() {
    let crazyhouse_fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Pp] w KQkq - 0 1";
    assert!(matches!(from_fen("atomic", crazyhouse_fen), Err(VariantError::Fen(_))));
    assert!(matches!(from_fen("antichess", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"), Err(VariantError::Fen(_))));
    assert!(matches!(from_fen("crazyhouse", "rnbqkbnr/pppppppp/8/3*4/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1"), Err(VariantError::Fen(_))));
    assert!(from_fen("duck", crazyhouse_fen).is_err());
}

/// Everything a game shows, to see that a refused move changed nothing.
fn fingerprint(game: &dyn AnyGame) -> String {
    format!("{:?} {:?} {:?} {:?} {:?} {:?}", game.fen(), game.history(), game.view(0), game.view(1), game.legal_moves(), game.status())
}

fn refused(id: &str, fen: Option<&str>, text: &str) -> VariantError {
    let mut game = match fen {
        Some(fen) => from_fen(id, fen).expect("fen"),
        None => create(id).expect("id"),
    };
    let before = fingerprint(game.as_ref());
    let error = game.play(text).expect_err(text);
    assert_eq!(fingerprint(game.as_ref()), before, "{id}: {text} changed the game");
    assert!(!error.to_string().is_empty());
    error
}

#[test]
fn a_drop_from_an_empty_pocket_is_refused() {
    let error = refused("crazyhouse", Some("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[p] w KQkq - 0 1"), "P@e4");
    assert!(matches!(error, VariantError::IllegalMove { .. }), "{error}");
}

#[test]
fn a_duck_onto_an_occupied_square_is_refused() {
    let error = refused("duck", None, "e2e4,e4d2");
    assert!(matches!(error, VariantError::IllegalMove { .. }), "{error}");
    refused("duck", None, "e2e4"); // the duck must be placed
}

#[test]
fn a_move_of_a_hidden_piece_in_fog_is_refused_without_telling_what_is_there() {
    let hidden_pawn = refused("fog-of-war", None, "e7e5");
    let empty_square = refused("fog-of-war", None, "e5e4");
    // The same words, each naming its own move and square: nothing of what stands there.
    let said = |error: VariantError, text: &str| error.to_string().replace(text, "X").replace(&text[..2], "S");
    assert_eq!(said(hidden_pawn, "e7e5"), said(empty_square, "e5e4"));
    assert_eq!(said(refused("fog-of-war", None, "e7e5"), "e7e5"), "X is not a legal move here: S is hidden from White in the fog, so no White piece stands there");
}

#[test]
fn garbage_is_a_syntax_error() {
    for text in ["", "hello world", "e2e9", "💥"] {
        refused("atomic", None, text);
    }
}

#[test]
fn fog_hides_the_board_fen_and_history_but_shows_each_player_its_view() {
    let mut game = create("fog-of-war").expect("fog");
    game.play("e2e4").expect("e2e4");
    assert!(game.board().is_err() && game.fen().is_err() && game.history().is_err());
    let view = game.view(1).expect("black's view");
    assert_eq!(view.pieces.len(), 16, "Black does not see the pawn on e4");
    assert_eq!(view.hidden.len(), 32);
    assert!(game.view(2).is_err());
    assert_eq!(create("atomic").expect("atomic").view(1).expect("view").hidden.len(), 0);
}

#[test]
fn the_referee_undoes_and_sees_repetitions() {
    let mut game = create("atomic").expect("atomic");
    for m in ["g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6", "f3g1"] {
        game.play(m).expect(m);
    }
    assert!(game.status().claimable.is_empty());
    game.play("Ng8").expect("SAN accepted");
    assert_eq!(game.status().claimable, [Claim::Repetition]);
    let outcome = game.claim(Claim::Repetition).expect("claim");
    assert_eq!(outcome.reason, EndReason::Threefold);
    assert_eq!(game.play("e2e4").expect_err("over"), VariantError::GameOver);
    game.undo().expect("undo");
    assert_eq!(game.history().map(|h| h.len()), Ok(7));
    assert!(game.status().outcome.is_none());
    assert!(game.claim(Claim::MoveRule).is_err());
}

#[test]
fn chess_and_chess960_reach_the_core_through_the_same_trait() {
    use crate::variants::standard::{Chess, Chess960};
    use crate::variants::perft;
    assert_eq!(perft(&Chess::start(), 3), 8_902);
    // Castling is e1g1 in chess and king-takes-rook in Chess960, as UCI says.
    let fen = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
    let castles = |ucis: Vec<String>| ucis.into_iter().filter(|m| m.starts_with("e1") && (m.ends_with("g1") || m.ends_with("h1"))).collect::<Vec<_>>();
    let chess = Chess::from_fen(fen).expect("fen");
    let c960 = Chess960::from_fen(fen).expect("fen");
    let mut list = Vec::new();
    chess.legal_moves(&mut list);
    assert!(castles(list.iter().map(|&m| chess.uci(m)).collect()).contains(&"e1g1".to_string()));
    c960.legal_moves(&mut list);
    assert!(castles(list.iter().map(|&m| c960.uci(m)).collect()).contains(&"e1h1".to_string()));
    let mut game = create("chess").expect("chess");
    for m in ["f3", "e5", "g4", "Qh4#"] {
        game.play(m).expect(m);
    }
    assert_eq!(game.status().outcome.map(|o| (o.winner, o.reason)), Some((Some(1), EndReason::Checkmate)));
}

#[cfg(not(target_arch = "wasm32"))]
mod never_panics {
    use super::*;
    use proptest::prelude::*;

    const FENS: [&str; 4] = [
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "r1bqk2r/pppp1ppp/2n2n2/2b1p3/2B1P3/3P1N2/PPP2PPP/RNBQK2R[Pn] w KQkq - 0 5",
        "rnbqkbnr/ppp1pppp/8/3*4/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
        "3Q~k3/8/8/8/8/8/8/4K3[R] b - - 0 1",
    ];

    proptest! {
        #![proptest_config(ProptestConfig { cases: 300, ..ProptestConfig::default() })]
        /// Any text, or a real FEN with a few characters changed, is a game or a clear error,
        /// in every game; and any text as a move is played or refused.
        #[test]
        fn bad_fens_and_moves_are_errors(text in "\\PC{0,40}", which in 0..4usize, edits in proptest::collection::vec((0..90usize, "[ -~]"), 1..4), mv in "[a-hKQRBNP@,1-9xO=+#-]{0,12}") {
            let mut fen: Vec<char> = FENS[which].chars().collect();
            for (at, c) in edits {
                let at = at % fen.len();
                fen[at] = c.chars().next().unwrap_or('x');
            }
            let fen: String = fen.into_iter().collect();
            for v in REGISTRY.iter() {
                let _ = from_fen(v.id, &text);
                if let Ok(mut game) = from_fen(v.id, &fen) {
                    let _ = game.legal_moves();
                    let _ = game.status();
                    let _ = game.play(&mv);
                }
            }
        }
    }
}

#[cfg(not(target_arch = "wasm32"))]
mod hashing {
    use super::*;
    use crate::variants::{antichess::Antichess, atomic::Atomic, crazyhouse::Crazyhouse, duck::Duck, fog::Fog, friendly::Friendly};
    use proptest::prelude::*;

    /// Over a random game, two positions have the same hash exactly when they are the same
    /// position for repetition.
    fn hash_agrees_with_comparison<P: GamePosition>(choices: &[u16]) {
        let mut p = P::start();
        let mut seen: Vec<P> = vec![p.clone()];
        let mut list = Vec::new();
        for &choice in choices {
            p.legal_moves(&mut list);
            if list.is_empty() {
                break;
            }
            p.play(list[choice as usize % list.len()]);
            seen.push(p.clone());
        }
        for a in &seen {
            for b in &seen {
                assert_eq!(a.hash() == b.hash(), a.same_position(b), "{a:?} / {b:?}");
            }
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig { cases: 16, ..ProptestConfig::default() })]
        #[test]
        fn hashes_match_positions(choices in proptest::collection::vec(0..4u16, 1..60)) {
            // Few choices per ply, so that games come back to earlier positions.
            hash_agrees_with_comparison::<Antichess>(&choices);
            hash_agrees_with_comparison::<Atomic>(&choices);
            hash_agrees_with_comparison::<Crazyhouse>(&choices);
            hash_agrees_with_comparison::<Duck>(&choices);
            hash_agrees_with_comparison::<Fog>(&choices);
            hash_agrees_with_comparison::<Friendly>(&choices);
        }
    }
}
