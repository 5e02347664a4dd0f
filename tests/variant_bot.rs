//! The bot of the six variants: each game's point found by the search (a position per game),
//! the game's own sense of material, Fog of War deciding from its view only, every level.
#![cfg(all(feature = "bot", not(target_arch = "wasm32")))]

use wasm_chess::referee::Refereed;
use std::sync::atomic::AtomicBool;
use std::time::Instant;
use wasm_chess::bot::variant::playable;
use wasm_chess::bot::variant::{Thought, VariantBot};
use wasm_chess::bot::{FrozenClock, Limits, SystemClock};
use wasm_chess::chess::{Bitboard, Color, Piece, Role, Square};
use wasm_chess::variants::board8::Pos8;
use wasm_chess::variants::fog::{visible, Fog};
use wasm_chess::variants::{self, AnyGame, EndReason, GamePosition, Referee};

fn think(id: &str, fen: &str, depth: u32) -> Thought {
    let game = playable::from_fen(id, fen).unwrap_or_else(|e| panic!("{id} {fen}: {e}"));
    game.think(&mut VariantBot::new(10), &Limits::depth(depth), &FrozenClock, &AtomicBool::new(false)).expect("the bot plays this game")
}

/// Plays the bot's move and returns the game after it.
fn after_best(id: &str, fen: &str, depth: u32) -> Box<dyn AnyGame> {
    let best = think(id, fen, depth).best.expect("a move");
    let mut game = variants::from_fen(id, fen).unwrap();
    game.play(&best).unwrap_or_else(|e| panic!("{id}: the bot's move {best} is illegal: {e}"));
    game
}

#[test]
fn antichess_gives_its_last_piece_away_to_win() {
    // White's rook goes where the b-pawn must take it; White then has nothing left and wins.
    let t = think("antichess", "8/1p6/8/8/8/8/8/R7 w - - 0 1", 4);
    assert_eq!(t.best.as_deref(), Some("a1a6"), "{t:?}");
    assert!(t.score > 20_000, "a forced win: {t:?}");
}

#[test]
fn antichess_prefers_the_move_that_loses_material() {
    // Quiet moves only: the knight may go to c4, where Black's pawn must take it, or stay safe.
    let fen = "8/8/8/3p4/8/8/1N6/7K w - - 0 1";
    let t = think("antichess", fen, 2);
    let game = after_best("antichess", fen, 2);
    let replies: Vec<String> = game.legal_moves().into_iter().map(|m| m.san).collect();
    assert!(replies.iter().all(|san| san.contains('x')), "after {:?} Black must capture: {replies:?}", t.best);
}

#[test]
fn atomic_blows_up_the_king_when_it_can() {
    // Taking the pawn beside the king explodes the king too.
    let game = after_best("atomic", "4k3/3p4/8/8/8/8/8/3QK3 w - - 0 1", 3);
    let outcome = game.status().outcome.expect("the game is over");
    assert_eq!((outcome.winner, outcome.reason), (Some(0), EndReason::KingExploded));
}

#[test]
fn atomic_keeps_its_own_king_out_of_the_blast() {
    // Qxd2 takes a pawn beside White's own king: the blast would take the king with it.
    let t = think("atomic", "4k3/8/8/8/8/8/3pP3/3QK3 w - - 0 1", 3);
    assert_ne!(t.best.as_deref(), Some("d1d2"), "capturing beside its own king blows it up: {t:?}");
}

#[test]
fn crazyhouse_mates_with_a_drop() {
    let game = after_best("crazyhouse", "6k1/5ppp/8/8/8/8/5PPP/6K1[R] w - - 0 1", 3);
    let outcome = game.status().outcome.expect("mate");
    assert_eq!((outcome.winner, outcome.reason), (Some(0), EndReason::Checkmate));
}

#[test]
fn crazyhouse_takes_a_free_queen() {
    let t = think("crazyhouse", "r1b1kbnr/pppp1ppp/2n5/4p1q1/4P3/5N2/PPPP1PPP/RNBQKB1R[] w KQkq - 0 1", 3);
    assert_eq!(t.best.as_deref(), Some("f3g5"), "{t:?}");
}

#[test]
fn duck_takes_the_king() {
    let t = think("duck", "k7/8/8/8/8/8/8/R3K3 w - - 0 1", 2);
    let best = t.best.expect("a move");
    assert!(best.starts_with("a1a8,"), "{best}");
}

#[test]
fn duck_shields_its_king_with_the_duck() {
    // Black's rook would take the white king along the e-file: the duck must stand between.
    let game = after_best("duck", "4r2k/8/8/8/8/8/PP6/4K3 w - - 0 1", 2);
    let status = game.status();
    assert!(status.outcome.is_none(), "{status:?}");
    let replies: Vec<String> = game.legal_moves().into_iter().map(|m| m.uci).collect();
    let king = game.board().unwrap().into_iter().find(|(_, c)| *c == 'K').unwrap().0;
    assert!(!replies.iter().any(|m| m[2..4] == king), "the king is left to be taken: {replies:?}");
}

/// Black's king in the corner: its pawns hem it in, White's knight on e7 covers g8. Nf7 attacks it
/// where no duck can shield it (a knight's attack), and nothing can take the knight.
const DUCK_CORNERED: &str = "3N3k/4N1pp/8/8/8/8/8/4K3";

#[test]
fn duck_attacks_the_king_where_the_duck_cannot_shield_it() {
    // One ply is enough: the attack is followed into quiescence, where every answer loses the king.
    let t = think("duck", &format!("{DUCK_CORNERED} w - - 0 1"), 1);
    assert!(t.best.as_deref().is_some_and(|m| m.starts_with("d8f7,")), "{t:?}");
    assert!(t.score > 20_000, "a forced win: {t:?}");
}

#[test]
fn duck_defends_against_an_attack_the_duck_cannot_shield() {
    // Black to move sees Nf7 coming (two plies). Room for its king is no answer (White's duck
    // would fill it): its own duck must stand on f7.
    let game = after_best("duck", &format!("{DUCK_CORNERED} b - - 0 1"), 2);
    let played = game.history().unwrap();
    assert!(played[0].ends_with("f7"), "the duck goes to f7: {played:?}");
    let reply = think("duck", &game.fen().unwrap(), 3);
    assert!(reply.score < 20_000, "after {:?} White wins by force: {reply:?}", game.history());
}

#[test]
fn fog_takes_a_king_it_sees() {
    let game = after_best("fog-of-war", "k7/8/8/8/8/8/8/R3K3 w - - 0 1", 2);
    let outcome = game.status().outcome.expect("the king was taken");
    assert_eq!((outcome.winner, outcome.reason), (Some(0), EndReason::KingCaptured));
}

#[test]
fn friendly_mates_on_the_back_rank() {
    let game = after_best("friendly", "6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1", 3);
    let outcome = game.status().outcome.expect("mate");
    assert_eq!((outcome.winner, outcome.reason), (Some(0), EndReason::Checkmate));
}

#[test]
fn friendly_recruits_a_hanging_queen() {
    let t = think("friendly", "4k3/8/8/3q4/8/8/8/3RK3 w - - 0 1", 3);
    assert_eq!(t.best.as_deref(), Some("d1d5"), "{t:?}");
}

/// The enemy pieces on hidden squares put elsewhere at random (pawns off the back ranks),
/// keeping only shuffles the viewer cannot tell apart.
fn shuffled_hidden(pos: &Pos8, viewer: Color, seed: u64) -> Option<Pos8> {
    let seen = visible(pos, viewer);
    let hidden = !seen;
    let mut state = seed;
    let mut next = |n: usize| {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        (state % n as u64) as usize
    };
    let mut out = *pos;
    let movers: Vec<(Square, Piece)> = pos.board.pieces().filter(|(sq, p)| p.color != viewer && hidden.contains(*sq)).collect();
    for &(sq, p) in &movers {
        out.board.take(sq, p);
    }
    let mut free: Vec<Square> = hidden.into_iter().collect();
    for &(_, p) in &movers {
        let allowed: Vec<usize> = (0..free.len()).filter(|&i| p.role != Role::Pawn || !Bitboard::BACK_RANKS.contains(free[i])).collect();
        let i = allowed[next(allowed.len())];
        out.board.put(free.swap_remove(i), p);
    }
    // The viewer's own rights stay (its legal moves are its to know); the enemy's go with the
    // pieces that were moved.
    out.castling = pos.castling_of(viewer);
    (visible(&out, viewer) == seen && out != *pos).then_some(out)
}

#[test]
fn fog_decides_from_its_view_only_shuffled_hidden_pieces_give_the_same_move() {
    // Positions set up otherwise than chess's setup, which both players know (and the bot
    // guesses from): of these only the views are known.
    let fens = [
        "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2",
        "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4",
    ];
    for fen in fens {
        let truth = Fog::from_fen(fen).unwrap();
        let choose = |pos: Pos8| {
            let mut bot = VariantBot::new(10);
            bot.seed(7);
            let game = Referee::new(Fog::new(pos));
            bot.think_game(&game, &Limits::depth(2), &FrozenClock, &AtomicBool::new(false)).best
        };
        let expected = choose(truth.pos);
        assert!(expected.is_some());
        let mut compared = 0;
        for seed in 1..40u64 {
            if let Some(other) = shuffled_hidden(&truth.pos, Color::White, seed * 7919) {
                assert_eq!(choose(other), expected, "{fen}: hidden pieces moved, the move changed");
                // Through the facade (view and moves only) too.
                let by_facade = |pos: Pos8| {
                    let mut bot = VariantBot::new(10);
                    bot.seed(7);
                    let game = playable::from_fen("fog-of-war", &Fog::new(pos).fen()).unwrap();
                    game.think(&mut bot, &Limits::depth(2), &FrozenClock, &AtomicBool::new(false)).unwrap().best
                };
                assert_eq!(by_facade(other), by_facade(truth.pos), "{fen}: through the facade");
                compared += 1;
                if compared == 4 {
                    break;
                }
            }
        }
        assert!(compared >= 2, "{fen}: too few shuffles kept the view");
    }
}

#[test]
fn every_level_plays_a_legal_move_quickly_in_every_game() {
    for id in ["antichess", "atomic", "crazyhouse", "duck", "fog-of-war", "friendly"] {
        let game = playable::create(id).unwrap();
        let legal: Vec<String> = game.legal_moves().into_iter().map(|m| m.uci).collect();
        for level in 1..=10 {
            let mut bot = VariantBot::new(level);
            bot.seed(level as u64);
            let started = Instant::now();
            let t = game.think(&mut bot, &Limits::movetime(100.0), &SystemClock::new(), &AtomicBool::new(false)).unwrap();
            let took = started.elapsed().as_millis();
            let best = t.best.unwrap_or_else(|| panic!("{id} level {level}: no move"));
            assert!(legal.contains(&best), "{id} level {level}: {best} is not legal");
            assert!(took < 2_000, "{id} level {level}: {took} ms for a 100 ms move");
        }
    }
}

#[test]
fn the_same_seed_plays_the_same_game() {
    let play = |seed: u64| {
        let mut game = playable::create("crazyhouse").unwrap();
        let mut bot = VariantBot::new(2);
        bot.seed(seed);
        for _ in 0..12 {
            let t = game.think(&mut bot, &Limits::depth(2), &FrozenClock, &AtomicBool::new(false)).unwrap();
            game.play(&t.best.unwrap()).unwrap();
        }
        game.history().unwrap()
    };
    assert_eq!(play(11), play(11));
}

/// The late mate the chess search once missed (a quiet mating check pruned at the reply node):
/// the variant search sees it at every small depth too, in chess and in Makruk.
#[test]
fn the_variant_search_sees_a_mate_in_one_against_itself_at_every_small_depth() {
    for id in ["chess", "makruk"] {
        for depth in 2..=6 {
            let thought = think(id, "k7/8/1K6/8/8/8/8/7R b - - 0 1", depth);
            assert_eq!(wasm_chess::bot::score::mate_moves(thought.score), Some(-1), "{id} depth {depth}: score {}", thought.score);
            assert_eq!(thought.pv.get(1).map(String::as_str), Some("h1h8"), "{id} depth {depth}: {:?}", thought.pv);
        }
    }
}

#[test]
fn chess_is_played_by_the_same_search_on_its_material() {
    assert_eq!(think("chess", "k7/8/1K6/8/8/8/8/7R w - - 0 1", 2).best.as_deref(), Some("h1h8"));
    assert_eq!(think("chess960", "4k3/8/8/7r/8/8/8/4K2R w - - 0 1", 2).best.as_deref(), Some("h1h5"));
}

#[test]
fn an_unknown_game_is_refused_with_its_name() {
    let err = playable::create("checkers").err().expect("no such game");
    assert!(err.to_string().contains("checkers"), "{err}");
}

/// Plays `plies` pseudo-random moves from the start, calling `check` on every position.
fn random_walk<P: GamePosition>(seed: u64, plies: usize, mut check: impl FnMut(&P)) {
    let mut pos = P::start();
    let mut state = seed;
    let mut legal = Vec::new();
    for _ in 0..plies {
        check(&pos);
        pos.legal_moves(&mut legal);
        if legal.is_empty() {
            break;
        }
        state = state.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        pos.play(legal[(state >> 33) as usize % legal.len()]);
    }
}

#[test]
fn crazyhouse_searches_exactly_the_legal_moves() {
    use wasm_chess::variants::Evaluate;
    use wasm_chess::variants::crazyhouse::Crazyhouse;
    for seed in 1..6 {
        random_walk::<Crazyhouse>(seed, 120, |pos| {
            let (mut legal, mut searched) = (Vec::new(), Vec::new());
            pos.legal_moves(&mut legal);
            pos.search_moves(&mut searched);
            legal.sort_by_key(|m| m.uci());
            searched.sort_by_key(|m| m.uci());
            assert_eq!(searched, legal, "{}", pos.fen());
        });
    }
}

#[test]
fn duck_searches_legal_moves_only_and_never_none_when_there_are_some() {
    use wasm_chess::variants::Evaluate;
    use wasm_chess::variants::duck::Duck;
    for seed in 1..6 {
        random_walk::<Duck>(seed, 120, |pos| {
            let (mut legal, mut searched) = (Vec::new(), Vec::new());
            pos.legal_moves(&mut legal);
            pos.search_moves(&mut searched);
            assert_eq!(searched.is_empty(), legal.is_empty(), "{}", pos.fen());
            assert!(searched.iter().all(|m| legal.contains(m)), "{}", pos.fen());
        });
    }
}

#[test]
fn crazyhouse_quiescence_lists_exactly_the_legal_captures_and_flags_only_real_checks() {
    use wasm_chess::variants::Evaluate;
    use wasm_chess::variants::crazyhouse::Crazyhouse;
    for seed in 1..6 {
        random_walk::<Crazyhouse>(seed, 120, |pos| {
            let mut legal = Vec::new();
            pos.legal_moves(&mut legal);
            if !pos.is_check() {
                let mut noisy = Vec::new();
                assert!(pos.noisy_moves(&mut noisy));
                let mut captures: Vec<_> = legal.iter().copied().filter(|&m| pos.is_noisy(m)).collect();
                noisy.sort_by_key(|m| m.uci());
                captures.sort_by_key(|m| m.uci());
                assert_eq!(noisy, captures, "{}", pos.fen());
            }
            for &m in legal.iter().filter(|&&m| !pos.is_noisy(m) && pos.quiet_check(m)) {
                let mut after = pos.clone();
                after.play(m);
                assert!(after.is_check(), "{} after {}: flagged as a check, but is none", pos.fen(), m.uci());
            }
        });
    }
}

#[test]
fn minishogi_flags_exactly_the_quiet_moves_and_drops_that_check() {
    use wasm_chess::variants::Evaluate;
    use wasm_chess::variants::minishogi::Minishogi;
    let (mut checking_drops, mut checks) = (0, 0);
    for seed in 1..6 {
        random_walk::<Minishogi>(seed, 120, |pos| {
            let mut legal = Vec::new();
            pos.legal_moves(&mut legal);
            for &m in legal.iter().filter(|&&m| !pos.is_noisy(m)) {
                let mut after = pos.clone();
                after.play(m);
                assert_eq!(pos.quiet_check(m), after.is_check(), "{} after {}", pos.fen(), pos.uci(m));
                if after.is_check() {
                    checks += 1;
                    checking_drops += pos.uci(m).contains('@') as usize;
                }
            }
        });
    }
    assert!(checking_drops > 0 && checks > checking_drops, "{checks} checks, {checking_drops} by drops");
}

#[test]
fn crazyhouse_a_piece_in_the_enemy_hand_endangers_the_king_more_than_one_far_away() {
    use wasm_chess::variants::Evaluate;
    use wasm_chess::variants::crazyhouse::Crazyhouse;
    // The same material: Black's knight in hand can drop beside White's king; on a8 it cannot.
    let in_hand = Crazyhouse::from_fen("4k3/pppppppp/8/8/8/8/PPP2PPP/4K3[n] w - - 0 1").unwrap();
    let far = Crazyhouse::from_fen("n3k3/pppppppp/8/8/8/8/PPP2PPP/4K3[] w - - 0 1").unwrap();
    assert!(in_hand.evaluate() < far.evaluate() - 50, "in hand {} vs far {}", in_hand.evaluate(), far.evaluate());
}

#[test]
fn friendly_a_draw_costs_the_bot_its_advantage() {
    use wasm_chess::variants::Evaluate;
    use wasm_chess::variants::friendly::Friendly;
    // A queen up, a fivefold draw would throw the queen away: the bot would rather give back a
    // rook than go round a cycle of recruitments.
    let ahead = Friendly::from_fen("4k3/pppppppp/8/8/8/8/PPPPPPPP/3QK3 w - - 0 1").unwrap();
    let even = Friendly::from_fen("3qk3/pppppppp/8/8/8/8/PPPPPPPP/3QK3 w - - 0 1").unwrap();
    assert!(ahead.contempt() >= ahead.evaluate() + Friendly::CONTEMPT);
    assert_eq!(even.contempt(), Friendly::CONTEMPT + even.evaluate().max(0));
    assert!(ahead.contempt() > even.contempt() + 500);
}

// The chess family: each game's point, found by the search.

#[test]
fn chaturanga_the_bot_takes_a_king_left_attacked() {
    assert_eq!(think("chaturanga", "R3k3/8/8/8/8/8/8/4K2r w - - 0 1", 3).best.as_deref(), Some("a8e8"), "rather than save its own king");
}

#[test]
fn makruk_the_bot_takes_a_hanging_boat_and_mates_in_one() {
    assert_eq!(think("makruk", "4k3/8/8/7r/8/8/8/4K2R w - - 0 1", 4).best.as_deref(), Some("h1h5"));
    assert_eq!(think("makruk", "k7/8/1K6/8/8/8/8/7R w - - 0 1", 4).best.as_deref(), Some("h1h8"));
}

#[test]
fn ouk_the_bot_takes_a_hanging_boat() {
    assert_eq!(think("ouk-chatrang", "4k3/8/8/7r/8/8/8/3KM2R w DE - 0 1", 4).best.as_deref(), Some("h1h5"));
}

#[test]
fn shatranj_the_bot_bares_the_enemy_king() {
    assert_eq!(think("shatranj", "4k3/8/8/3n4/8/8/8/3RK3 w - - 0 1", 3).best.as_deref(), Some("d1d5"));
}

#[test]
fn shogi_the_bot_mates_with_a_gold_drop_never_with_a_pawn_drop() {
    assert_eq!(think("shogi", "7nk/7l1/7G1/9/9/9/9/9/4K4[GP] w - - 0 1", 3).best.as_deref(), Some("G@i8"));
}

#[test]
fn xiangqi_the_bot_wins_in_one() {
    // Rb10 (the a9 chariot covers d9) or Rd1 (the red general covers e10) mate; a quiet
    // move that leaves Black no move (Rb2, Rb8…) wins as well: stalemate loses.
    let game = after_best("xiangqi", "3k5/R8/9/9/9/9/9/9/9/1R2K4 w - - 0 1", 3);
    let outcome = game.status().outcome.expect("the game is over");
    assert_eq!(outcome.winner, Some(0));
    assert!(matches!(outcome.reason, EndReason::Checkmate | EndReason::Stalemate));
}

#[test]
fn janggi_the_bot_takes_a_free_chariot() {
    // The chariot on e5 takes the undefended chariot on e8.
    let game = after_best("janggi", "5k3/9/4r4/9/9/4R4/9/9/3K5/9 w - - 0 1", 3);
    assert_eq!(game.history().expect("history"), ["e5e8"]);
}

#[test]
fn the_bot_plays_xiangqi_and_janggi_from_the_start() {
    for id in ["xiangqi", "janggi"] {
        let game = after_best(id, &variants::create(id).expect("game").fen().expect("fen"), 3);
        assert_eq!(game.history().expect("history").len(), 1, "{id}");
    }
}
