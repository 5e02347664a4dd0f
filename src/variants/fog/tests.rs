//! Fog of War, law by law, and what a player may see.

use crate::referee::Refereed;
use super::*;
use crate::chess::{Bitboard, Board, Rank, Role};
use crate::variants::testkit::{after, legal, pos};
use crate::variants::{EndReason, GamePosition, Referee};

fn squares(names: &[&str]) -> Bitboard {
    names.iter().flat_map(|n| Square::parse(n)).collect()
}

#[test]
fn there_is_no_check_and_castling_may_cross_attacked_squares() {
    let p: Fog = pos("4k3/8/8/8/8/8/5r2/R3K2R w KQ - 0 1");
    assert!(!p.is_check());
    let moves = legal(&p);
    assert!(moves.contains(&"e1g1".to_string()) && moves.contains(&"e1c1".to_string()));
    assert!(moves.contains(&"e1f2".to_string()));
}

#[test]
fn taking_the_king_wins() {
    let game = Referee::new(after::<Fog>("4k3/8/8/8/8/8/8/4RK2 w - - 0 1", &["e1e8"]));
    assert_eq!(game.outcome().map(|o| (o.winner, o.reason)), Some((Some(0), EndReason::KingCaptured)));
}

#[test]
fn at_the_start_each_side_sees_its_own_half() {
    let p = Fog::start();
    let white_half = Bitboard::from_rank(Rank::FIRST) | Bitboard::from_rank(Rank::SECOND) | Bitboard::from_rank(Rank::THIRD) | Bitboard::from_rank(Rank::FOURTH);
    assert_eq!(visible(&p.pos, Color::White), white_half);
    assert_eq!(visible(&p.pos, Color::Black), white_half.flip_vertical());
}

#[test]
fn pawns_show_pushes_onto_empty_squares_and_captures_onto_enemies_only() {
    // The pawn on e4 is blocked by the black knight on e5 and may capture on d5; f5 is empty.
    let p: Fog = pos("4k3/8/8/3pn3/4P3/8/8/K7 w - - 0 1");
    let seen = visible(&p.pos, Color::White);
    assert!(seen.contains(Square::parse("d5").expect("d5")), "a capture square with an enemy");
    assert!(!seen.contains(Square::parse("f5").expect("f5")), "an empty capture square is not seen");
    assert!(!seen.contains(Square::parse("e5").expect("e5")), "the blocker ahead is not a move target");
}

#[test]
fn the_pawn_that_may_be_taken_en_passant_is_seen() {
    let p: Fog = after("4k3/3p4/8/4P3/8/8/8/K7 b - - 0 1", &["d7d5"]);
    let seen = visible(&p.pos, Color::White);
    assert!(seen.contains(Square::parse("d5").expect("d5")) && seen.contains(Square::parse("d6").expect("d6")));
    assert_eq!(seen & squares(&["d7", "e8"]), Bitboard::EMPTY);
}

/// Permuting the hidden enemy pieces among their squares (same occupancy, other roles) changes
/// nothing the viewer sees: neither the board as seen nor the viewer's legal moves.
#[test]
fn hidden_enemy_pieces_do_not_leak() {
    let fens = [
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "r1bqk2r/pppp1ppp/2n2n2/2b1p3/2B1P3/3P1N2/PPP2PPP/RNBQK2R w KQkq - 0 5",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    ];
    for fen in fens {
        let p: Fog = pos(fen);
        let viewer = p.pos.turn;
        let seen = visible(&p.pos, viewer);
        let hidden: Vec<(Square, Piece)> = p.pos.board.pieces().filter(|(sq, pc)| pc.color != viewer && !seen.contains(*sq)).collect();
        assert!(hidden.len() > 2, "{fen}");
        // Rotate the roles of the hidden pieces (no pawn onto the first or last rank).
        for shift in 1..hidden.len() {
            let mut board = Board::empty();
            for (sq, pc) in p.pos.board.pieces().filter(|(sq, _)| !hidden.iter().any(|(h, _)| h == sq)) {
                board.put(sq, pc);
            }
            let mut ok = true;
            for (i, (sq, _)) in hidden.iter().enumerate() {
                let role = hidden[(i + shift) % hidden.len()].1.role;
                ok &= !(role == Role::Pawn && Bitboard::BACK_RANKS.contains(*sq));
                board.put(*sq, Piece::new(!viewer, role));
            }
            if !ok {
                continue;
            }
            let mut other = p.clone();
            other.pos.board = board;
            other.pos.castling = p.pos.castling_of(viewer) | (p.pos.castling & !Bitboard::FULL);
            assert_eq!(visible(&other.pos, viewer), seen, "{fen} shift {shift}");
            assert_eq!(seen_board(&other.pos, viewer), seen_board(&p.pos, viewer), "{fen} shift {shift}");
            let mut mine = p.clone();
            mine.pos.castling = other.pos.castling;
            assert_eq!(legal(&other), legal(&mine), "{fen} shift {shift}");
        }
    }
}

#[test]
fn no_draw_is_claimed_so_a_claim_cannot_tell_what_an_unseen_piece_did() {
    // Black cannot see whether White pushed the a-pawn (which resets the fifty-move count) or
    // moved the king: both games must answer Black alike.
    let start = "4k3/8/8/8/8/8/P7/4K3 w - - 99 60";
    let answers = ["a2a3", "e1d1"].map(|m| {
        let mut game = Referee::new(pos::<Fog>(start));
        game.play(game.parse(m).expect("legal")).expect("played");
        (game.claimable(), game.claim(crate::variants::Claim::MoveRule).is_err(), game.outcome())
    });
    assert_eq!(answers[0], answers[1]);
    assert!(answers[0].0.is_empty() && answers[0].1, "no claims in fog");
}

#[test]
fn the_seventy_five_move_rule_draws_by_itself() {
    let game = Referee::new(after::<Fog>("4k3/8/8/8/8/8/P7/4K3 w - - 149 80", &["e1d1"]));
    assert_eq!(game.outcome().map(|o| o.reason), Some(EndReason::SeventyFiveMoves));
}

fn sq(name: &str) -> Square {
    Square::parse(name).unwrap()
}

fn game_after(moves: &[&str]) -> Referee<Fog> {
    game_from("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", moves)
}

fn game_from(fen: &str, moves: &[&str]) -> Referee<Fog> {
    let mut game = Referee::new(pos::<Fog>(fen));
    for text in moves {
        let m = game.position().parse_uci(text).unwrap_or_else(|e| panic!("{text}: {e}"));
        game.play(m).unwrap();
    }
    game
}

fn seeded() -> impl FnMut() -> u64 {
    let mut seed = 7u64;
    move || {
        seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        seed >> 33
    }
}

/// The bot's guesses at the hidden board start from what its side saw last (at first, the
/// setup both players know): a piece out of sight for a move or two has most likely stayed.
#[test]
fn unseen_pieces_are_guessed_where_they_were_last_seen() {
    let game = game_after(&["e2e4"]);
    let belief = belief::Belief::from_game(&game);
    assert!(belief.remembered.contains(&(sq("e1"), Role::King, 1)));
    let mut random = seeded();
    let samples = 200;
    let (mut king_home, mut queen_home) = (0, 0);
    for _ in 0..samples {
        let guess = belief.sample(&mut random);
        king_home += (guess.board.piece_at(sq("e1")) == Some(Piece::new(Color::White, Role::King))) as u32;
        queen_home += (guess.board.piece_at(sq("d1")) == Some(Piece::new(Color::White, Role::Queen))) as u32;
    }
    // Placed at random among the 30-odd hidden squares, each would be home once in 30 guesses.
    assert!(king_home > samples * 3 / 4 && queen_home > samples * 3 / 4, "king {king_home}, queen {queen_home} of {samples}");
}

/// Memory is of what was seen, so an enemy move out of sight changes nothing the bot believes.
#[test]
fn a_move_out_of_sight_leaves_the_belief_unchanged() {
    let one = belief::Belief::from_game(&game_after(&["g1f3"]));
    let other = belief::Belief::from_game(&game_after(&["g1h3"]));
    assert_eq!(one, other);
    assert!(one.remembered.contains(&(sq("g1"), Role::Knight, 1)));
}

/// A piece seen leaving its square went one move from there: Black's rook sees the knight leave
/// h5, and guesses it on a knight's move from h5 that Black cannot see (f6, g7, f4 or g3).
#[test]
fn a_piece_seen_leaving_is_guessed_a_move_away() {
    let game = game_from("4k2r/8/8/7N/8/8/8/4K3 w - - 0 1", &["h5f4"]);
    let belief = belief::Belief::from_game(&game);
    assert_eq!(belief.departed, vec![(sq("h5"), Role::Knight, 0)]);
    let mut random = seeded();
    let samples = 200;
    let near = squares(&["f6", "g7", "f4", "g3"]);
    let knight = Piece::new(Color::White, Role::Knight);
    let a_move_away = (0..samples).filter(|_| belief.sample(&mut random).board.by_piece(knight).into_iter().any(|s| near.contains(s))).count();
    // Placed at random among the 50-odd hidden squares, it would be there once in 12 guesses.
    assert!(a_move_away > samples * 3 / 4, "{a_move_away} of {samples}");
}

/// Chess's setup is known to both players; a position set up otherwise is known only as far as
/// the side sees it: hidden pieces there were never seen, and moving them changes nothing.
#[test]
fn a_set_up_start_is_known_only_as_far_as_it_is_seen() {
    let one = belief::Belief::from_game(&game_from("4k2r/8/8/7N/8/8/8/R3K3 b - - 0 1", &[]));
    let other = belief::Belief::from_game(&game_from("4k2r/8/8/7N/8/8/8/1R2K3 b - - 0 1", &[]));
    assert_eq!(one, other);
    assert!(one.remembered.is_empty() && one.departed.is_empty());
}

/// A piece that took out of sight stands where it took, and the bot guesses which: the black
/// bishop White saw on g7 takes the rook on d4, where White cannot see; White guesses the bishop
/// on d4, not still on g7.
#[test]
fn a_piece_that_took_out_of_sight_is_guessed_where_it_took() {
    let game = game_from("7k/6b1/7P/8/3R4/8/8/K7 b - - 0 1", &["g7d4"]);
    let belief = belief::Belief::from_game(&game);
    assert_eq!(belief.takers, vec![sq("d4")]);
    let mut random = seeded();
    let samples = 200;
    let bishop = Piece::new(Color::Black, Role::Bishop);
    let on_d4 = (0..samples).filter(|_| {
        let guess = belief.sample(&mut random);
        guess.board.piece_at(sq("d4")) == Some(bishop) && guess.board.piece_at(sq("g7")) != Some(bishop)
    }).count();
    assert!(on_d4 > samples * 9 / 10, "{on_d4} of {samples}");
}

/// A hidden square seen empty lately holds a piece only if one moved there since: Black's rook
/// saw the eighth rank empty a move ago, and never saw c1–g1; the bot guesses White's unseen
/// pieces on the squares it never saw far more often.
#[test]
fn a_square_seen_empty_lately_is_guessed_empty_more_often() {
    let game = game_from("7r/8/8/8/8/8/8/k3K3 b - - 0 1", &["h8h2", "e1f1"]);
    let belief = belief::Belief::from_game(&game);
    let (lately, never) = (squares(&["a8", "b8", "c8", "d8", "e8", "f8", "g8"]), squares(&["c1", "d1", "e1", "f1", "g1"]));
    assert!((lately & belief.hidden) == lately && (never & belief.hidden) == never);
    let mut random = seeded();
    let (mut on_lately, mut on_never) = (0, 0);
    for _ in 0..200 {
        let guess = belief.sample(&mut random);
        on_lately += (guess.board.occupied() & lately).count();
        on_never += (guess.board.occupied() & never).count();
    }
    // Per square: at most half as often on the squares seen a move ago.
    assert!(on_lately * 5 * 2 < on_never * 7, "{on_lately} on 7 squares seen lately, {on_never} on 5 never seen");
}
