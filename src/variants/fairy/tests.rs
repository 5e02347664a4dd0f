//! The engine's own laws, on a test game that has every kind of move (leaps, riders, a range-
//! limited rider, lame leapers, hoppers, zone-bound atoms, palace-line rides): attack tests
//! read backwards must agree with move generation read forwards, in many random positions.

use super::*;
use crate::variants::GamePosition;

const PALACE: Zone = Zone::Rect { files: (3, 5), ranks: (0, 2) };
const DIAGONALS: Zone = Zone::List(&[(3, 0), (5, 0), (4, 1), (3, 2), (5, 2)]);
const PALACE_LINES: &[Atom] = &[
    Atom::ride(1, 1).within(Zone::Both(&DIAGONALS)),
    Atom::ride(-1, 1).within(Zone::Both(&DIAGONALS)),
    Atom::ride(1, -1).within(Zone::Both(&DIAGONALS)),
    Atom::ride(-1, -1).within(Zone::Both(&DIAGONALS)),
];
const PIECES: &[PieceSpec] = &[
    PieceSpec::new('k', "king", "W").royal().region(PALACE),
    PieceSpec::new('r', "chariot", "R").atoms(PALACE_LINES),
    PieceSpec::new('c', "cannon", "mRcpR"),
    PieceSpec::new('j', "janggi cannon", "pR"),
    PieceSpec::new('n', "horse", "nN"),
    PieceSpec::new('e', "elephant", "nZ"),
    PieceSpec::new('b', "alfil", "A"),
    PieceSpec::new('w', "short rook", "W3"),
    PieceSpec::new('p', "soldier", "fW").pawn().atoms(&[Atom::leap(1, 0).from(Zone::Ranks(5, 9)), Atom::leap(-1, 0).from(Zone::Ranks(5, 9))]),
];

struct TestRules;
impl Rules for TestRules {
    const ID: &'static str = "fairy-test";
    const SPEC: Spec = Spec { shape: Shape::new(9, 10), pieces: PIECES, start: "4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1", ..Spec::DEFAULT };
    crate::fairy_tables!();
}
type Test = Fairy<TestRules>;

fn cells(p: &Pos, names: &[&str]) -> Cells {
    names.iter().map(|n| p.t.shape.parse(n).unwrap_or_else(|| panic!("{n}"))).fold(Cells::EMPTY, Cells::with)
}

fn targets_of(fen: &str, from: &str) -> Vec<String> {
    let p = Test::from_fen(fen).unwrap_or_else(|e| panic!("{e}")).pos;
    let s = p.t.shape;
    let mut names: Vec<String> = gen::targets(&p, s.parse(from).expect("cell")).map(|c| s.name(c)).collect();
    names.sort();
    names
}

#[test]
fn a_chariot_rides_the_palace_diagonals_only_along_their_lines() {
    assert_eq!(targets_of("4k4/9/9/9/9/9/9/9/9/3RK4 w - - 0 1", "d1"), ["a1", "b1", "c1", "d10", "d2", "d3", "d4", "d5", "d6", "d7", "d8", "d9", "e2", "f3"]);
    let from_d2 = targets_of("4k4/9/9/9/9/9/9/9/3R5/4K4 w - - 0 1", "d2");
    assert!(!from_d2.contains(&"e3".to_string()) && !from_d2.contains(&"e1".to_string()), "d2 is on no palace diagonal");
}

#[test]
fn a_lame_leaper_is_blocked_on_its_way() {
    assert_eq!(targets_of("4k4/9/9/9/9/9/9/9/9/1N2K4 w - - 0 1", "b1"), ["a3", "c3", "d2"]);
    assert_eq!(targets_of("4k4/9/9/9/9/9/9/9/1P7/1N2K4 w - - 0 1", "b1"), ["d2"], "the leg b2 is taken");
    assert_eq!(targets_of("4k4/9/9/9/9/9/9/9/9/1E2K4 w - - 0 1", "b1"), ["d4", "e3"]);
    assert_eq!(targets_of("4k4/9/9/9/9/9/9/9/9/1EP1K4 w - - 0 1", "b1"), ["d4"], "c1 blocks the way to e3 (c1, d2)");
    assert_eq!(targets_of("4k4/9/9/9/9/9/9/9/2P6/1E2K4 w - - 0 1", "b1"), ["d4", "e3"], "c2 is on neither way");
}

#[test]
fn hoppers_need_exactly_one_screen() {
    // Xiangqi's cannon: moves as a rook, takes over a screen.
    assert_eq!(targets_of("4k4/9/9/9/9/9/9/9/9/C1P1r1K2 w - - 0 1", "a1"), ["a10", "a2", "a3", "a4", "a5", "a6", "a7", "a8", "a9", "b1", "e1"]);
    // Janggi's cannon: moves and takes only over a screen.
    assert_eq!(targets_of("4k4/9/9/9/9/9/9/9/9/J1P2rK2 w - - 0 1", "a1"), ["d1", "e1", "f1"]);
}

#[test]
fn a_range_limited_rider_stops_after_its_range() {
    assert_eq!(targets_of("4k4/9/9/9/9/9/9/9/9/W3K4 w - - 0 1", "a1"), ["a2", "a3", "a4", "b1", "c1", "d1"]);
}

#[test]
fn zone_bound_atoms_hold_only_in_their_zone() {
    assert_eq!(targets_of("4k4/9/9/9/9/9/4P4/9/9/3K5 w - - 0 1", "e4"), ["e5"]);
    assert_eq!(targets_of("4k4/9/9/9/4P4/9/9/9/9/3K5 w - - 0 1", "e6"), ["d6", "e7", "f6"], "across the river it also steps sideways");
    assert_eq!(targets_of("4k4/9/9/9/9/9/9/9/9/3K5 w - - 0 1", "d1"), ["d2", "e1"], "the king stays in its palace");
}

/// xorshift, for random positions.
fn next(state: &mut u64) -> u64 {
    *state ^= *state << 13;
    *state ^= *state >> 7;
    *state ^= *state << 17;
    *state
}

#[test]
fn attacks_read_backwards_agree_with_moves_read_forwards() {
    let t = TestRules::tables();
    let mut seed = 0x1234_5678_9ABC_DEF1u64;
    for _ in 0..400 {
        let mut p = Pos::empty(t);
        for _ in 0..(6 + next(&mut seed) % 20) {
            let c = (next(&mut seed) % 90) as Cell;
            if p.piece_at(c).is_none() {
                let ty = 1 + (next(&mut seed) % (PIECES.len() as u64 - 1)) as u8;
                p.put(c, Piece { ty, colour: (next(&mut seed) % 2) as u8 });
            }
        }
        for by in 0..2u8 {
            for target in t.all & !p.colours[by as usize] {
                // An enemy piece on the target, so that a move there is a capture.
                let mut probe = p;
                if probe.piece_at(target).is_none() {
                    probe.put(target, Piece { ty: 1, colour: by ^ 1 });
                }
                let backwards = probe.attacked(target, by, probe.occupied());
                let mut mine = p.colours[by as usize];
                let forwards = Iterator::any(&mut mine, |from| gen::targets(&probe, from).has(target));
                assert_eq!(backwards, forwards, "{} attacked by {by} in {}", t.shape.name(target), probe.fen());
            }
        }
    }
}

#[test]
fn a_cell_set_and_a_fen_round_trip() {
    let p = Test::from_fen("4k4/9/9/9/9/9/9/9/9/3RK4 w - - 0 1").expect("fen");
    assert_eq!(p.fen(), "4k4/9/9/9/9/9/9/9/9/3RK4 w - - 0 1");
    assert_eq!(cells(&p.pos, &["d1", "e1"]), p.pos.colours[0]);
}

/// Random edits of `start`: each text is read or refused, never a panic; what is read writes a
/// FEN that reads back the same, and has legal moves computed without panic.
fn fuzz<P: GamePosition>(start: &str, seed: &mut u64) {
    let alphabet: Vec<char> = "0123456789/[]+-~ wbkKrRpPnNmMsSjJeE@#DEde9x".chars().collect();
    for _ in 0..3000 {
        let mut text: Vec<char> = start.chars().collect();
        for _ in 0..1 + next(seed) % 4 {
            let at = (next(seed) % (text.len() as u64 + 1)) as usize;
            let ch = alphabet[(next(seed) % alphabet.len() as u64) as usize];
            match next(seed) % 3 {
                0 if at < text.len() => {
                    text.remove(at);
                }
                1 if at < text.len() => text[at] = ch,
                _ => text.insert(at, ch),
            }
        }
        let text: String = text.into_iter().collect();
        if let Ok(p) = P::from_fen(&text) {
            let again = P::from_fen(&p.fen()).unwrap_or_else(|e| panic!("{text}: our own FEN {} refused: {e}", p.fen()));
            assert_eq!(again.fen(), p.fen());
            let mut list = Vec::new();
            p.legal_moves(&mut list);
            for &m in list.iter().take(3) {
                let mut q = p.clone();
                q.play(m);
            }
        }
    }
}

#[test]
fn any_text_is_read_or_refused_never_a_panic() {
    let mut seed = 0xDEAD_BEEF_u64;
    fuzz::<crate::variants::ouk::Ouk>("rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w DEde 126 12 1", &mut seed);
    fuzz::<Test>("4k4/9/9/9/9/9/9/9/9/3RK4 b - - 0 1", &mut seed);
    assert!(Test::from_fen("4k4/9/9/9/9/9/9/9/9/99999999999999999999K w - - 0 1").is_err());
}

/// The test game's pieces with the janggi cannon's restriction (it neither hops over nor takes
/// its own kind), under the flying general.
const KIND_BOUND: &[PieceSpec] = &[
    PIECES[0],
    PIECES[1],
    PIECES[2],
    PieceSpec::new('j', "janggi cannon", "pR").hops_only_other_kinds(),
    PIECES[4],
    PIECES[5],
    PIECES[6],
    PIECES[7],
    PIECES[8],
];

struct FlyingRules;
impl Rules for FlyingRules {
    const ID: &'static str = "fairy-test-flying";
    const SPEC: Spec = Spec { pieces: KIND_BOUND, flying_general: true, ..TestRules::SPEC };
    crate::fairy_tables!();
}

/// The legal moves as the rules define them: every move of the data played, and kept when the
/// mover's king is not attacked after it (nor facing the other king, under the flying general).
fn played_and_tested<R: Rules>(pos: &Pos) -> Vec<String> {
    let mut moves = Vec::new();
    gen::pseudo(pos, &mut moves);
    let us = pos.turn;
    let mut legal: Vec<String> = moves
        .into_iter()
        .filter(|&m| {
            let mut after = *pos;
            after.apply(m);
            let facing = match (after.king(0), after.king(1)) {
                (Some(a), Some(b)) => R::SPEC.flying_general && after.t.kings_face(a, b, after.occupied()),
                _ => false,
            };
            !after.king_attacked(us) && !facing
        })
        .map(|m| pos.uci(m))
        .collect();
    legal.sort();
    legal
}

fn shortcut_agrees<R: Rules>(seed: &mut u64) {
    let t = R::tables();
    let s = t.shape;
    for _ in 0..3000 {
        let mut p = Pos::empty(t);
        for colour in 0..2u8 {
            let rank = (next(seed) % 3) as i32;
            let cell = s.cell(3 + (next(seed) % 3) as i32, if colour == 0 { rank } else { 9 - rank });
            p.put(cell.expect("a palace cell"), Piece { ty: 0, colour });
        }
        for _ in 0..(4 + next(seed) % 24) {
            let c = (next(seed) % 90) as Cell;
            if p.piece_at(c).is_none() {
                let ty = 1 + (next(seed) % (PIECES.len() as u64 - 1)) as u8;
                p.put(c, Piece { ty, colour: (next(seed) % 2) as u8 });
            }
        }
        p.turn = (next(seed) % 2) as u8;
        let mut legal = Vec::new();
        gen::legal::<R>(&p, &mut legal);
        let mut ours: Vec<String> = legal.iter().map(|&m| p.uci(m)).collect();
        ours.sort();
        assert_eq!(ours, played_and_tested::<R>(&p), "{}", p.fen());
    }
}

#[test]
fn the_legality_shortcut_agrees_with_playing_every_move() {
    let mut seed = 0x0BAD_CAFE_F00D_u64;
    shortcut_agrees::<TestRules>(&mut seed);
    shortcut_agrees::<FlyingRules>(&mut seed);
}
