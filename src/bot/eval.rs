//! Static evaluation, from the side to move's view: a tapered blend of a middlegame and an
//! endgame score, each a weighted sum of features —
//! material, piece-square tables (one half-board per piece, mirrored), mobility, pawn
//! structure (passed, doubled, isolated, backward, connected), king safety (attack units
//! from pieces near the king and safe checks, pawn shield, open files), threats, bishop pair,
//! rooks on open files, outposts and a tempo bonus.
//!
//! The weights live in `chess/weights.rs`. The evaluation is written once, over a [`Sink`]: scoring
//! adds weights, tracing (for Texel tuning, `examples/tune.rs`) records how often each
//! feature occurs.

pub use crate::chess::weights::{offset, KING_DANGER_LEN, LAYOUT, NUM_WEIGHTS, S, WEIGHTS};
use super::score::Value;
use crate::chess::attacks;
use crate::chess::{Bitboard, Color, Position, Role, Square};

const MATERIAL: usize = offset("material");
const PST: usize = offset("pst");
const MOBILITY: [usize; 4] = [offset("knight_mobility"), offset("bishop_mobility"), offset("rook_mobility"), offset("queen_mobility")];
const MOBILITY_MAX: [u32; 4] = [8, 13, 14, 27];
const PASSED: usize = offset("passed");
const PASSED_BLOCKED: usize = offset("passed_blocked");
const PASSED_OWN_KING: usize = offset("passed_own_king");
const PASSED_THEIR_KING: usize = offset("passed_their_king");
const PASSED_FREE: usize = offset("passed_free");
const DOUBLED: usize = offset("doubled");
const ISOLATED: usize = offset("isolated");
const BACKWARD: usize = offset("backward");
const CONNECTED: usize = offset("connected");
const BISHOP_PAIR: usize = offset("bishop_pair");
const ROOK_OPEN: usize = offset("rook_open");
const ROOK_SEMIOPEN: usize = offset("rook_semiopen");
const KNIGHT_OUTPOST: usize = offset("knight_outpost");
const BISHOP_OUTPOST: usize = offset("bishop_outpost");
const THREAT_BY_PAWN: usize = offset("threat_by_pawn");
const THREAT_BY_MINOR: usize = offset("threat_by_minor");
const THREAT_BY_ROOK: usize = offset("threat_by_rook");
const HANGING: usize = offset("hanging");
const KING_DANGER: usize = offset("king_danger");
const KING_SHIELD_NEAR: usize = offset("king_shield_near");
const KING_SHIELD_FAR: usize = offset("king_shield_far");
const KING_OPEN_FILE: usize = offset("king_open_file");
const TEMPO: usize = offset("tempo");

/// Game phase: 24 with all pieces on the board, 0 with only kings and pawns.
pub const MAX_PHASE: i32 = 24;
const PHASE_WEIGHT: [i32; 6] = [0, 1, 1, 2, 4, 0];
/// The endgame part is scaled by `scale / SCALE_NORMAL` in drawish material.
pub const SCALE_NORMAL: i32 = 64;

/// King-attack units per attacking piece (knight, bishop, rook, queen) and per safe check.
const ATTACK_UNITS: [i32; 4] = [2, 2, 3, 5];
const CHECK_UNITS: [i32; 4] = [3, 2, 4, 4];

/// Receives the features of a position, each counted for one colour.
pub trait Sink {
    fn add(&mut self, color: Color, feature: usize, count: i32);
}

/// Sums the weights of the features: the evaluation proper.
struct Scorer<'w> {
    weights: &'w [S; NUM_WEIGHTS],
    mg: i32,
    eg: i32,
}

impl Sink for Scorer<'_> {
    #[inline(always)]
    fn add(&mut self, color: Color, feature: usize, count: i32) {
        let w = self.weights[feature];
        let signed = if color == Color::White { count } else { -count };
        self.mg += w.0 as i32 * signed;
        self.eg += w.1 as i32 * signed;
    }
}

/// The static evaluation of `pos` in centipawns, from the side to move's view.
pub fn evaluate(pos: &Position) -> Value {
    evaluate_with(pos, &WEIGHTS)
}

/// [`evaluate`] with other weights (the tuner's candidates).
pub fn evaluate_with(pos: &Position, weights: &[S; NUM_WEIGHTS]) -> Value {
    let mut scorer = Scorer { weights, mg: 0, eg: 0 };
    features(pos, &mut scorer);
    let phase = phase(pos);
    let scale = endgame_scale(pos, scorer.eg);
    let white = (scorer.mg * phase + scorer.eg * scale / SCALE_NORMAL * (MAX_PHASE - phase)) / MAX_PHASE;
    if pos.turn() == Color::White {
        white
    } else {
        -white
    }
}

/// 0 (bare kings and pawns) ..= 24 (all pieces).
pub fn phase(pos: &Position) -> i32 {
    let board = pos.board();
    let phase: i32 = [Role::Knight, Role::Bishop, Role::Rook, Role::Queen]
        .into_iter()
        .map(|role| board.by_role(role).count() as i32 * PHASE_WEIGHT[role.index()])
        .sum();
    phase.min(MAX_PHASE)
}

/// How much of the endgame score the stronger side can hope to convert (of [`SCALE_NORMAL`]):
/// without pawns an advantage of a minor piece or less rarely wins, and bishops of opposite
/// colours alone are drawish.
pub fn endgame_scale(pos: &Position, eg: i32) -> i32 {
    let board = pos.board();
    let strong = if eg >= 0 { Color::White } else { Color::Black };
    let weak = !strong;
    let non_pawn = |c: Color| -> i32 {
        [Role::Knight, Role::Bishop, Role::Rook, Role::Queen]
            .into_iter()
            .map(|r| (board.by_role(r) & board.by_color(c)).count() as i32 * [0, 3, 3, 5, 9, 0][r.index()])
            .sum()
    };
    let strong_pawns = (board.by_role(Role::Pawn) & board.by_color(strong)).count();
    if strong_pawns == 0 && non_pawn(strong) - non_pawn(weak) <= 3 {
        return if non_pawn(strong) <= 3 { 0 } else { 12 };
    }
    let bishops = board.by_role(Role::Bishop);
    let only_bishops = non_pawn(Color::White) == 3 && non_pawn(Color::Black) == 3 && bishops.count() == 2;
    if only_bishops && (bishops & Bitboard::LIGHT_SQUARES).count() == 1 {
        return 32;
    }
    SCALE_NORMAL
}

/// What each side attacks, gathered in the first pass over the pieces.
#[derive(Default, Clone, Copy)]
struct Attacks {
    all: Bitboard,
    pawns: Bitboard,
    /// Per role (knight, bishop, rook, queen).
    by_role: [Bitboard; 4],
    /// Enemy pieces whose attacks reach this side's king zone, and their attack units.
    king_attackers: i32,
    king_units: i32,
}

/// Squares strictly ahead of `sq`'s rank, seen from `color`.
#[inline(always)]
fn ahead(color: Color, sq: Square) -> Bitboard {
    let rank = sq.rank().index() as u32;
    match color {
        Color::White => Bitboard(u64::MAX.checked_shl(8 * (rank + 1)).unwrap_or(0)),
        Color::Black => Bitboard((1u64 << (8 * rank)) - 1),
    }
}

#[inline(always)]
fn file_of(sq: Square) -> Bitboard {
    Bitboard::from_file(sq.file())
}

#[inline(always)]
fn adjacent_files(sq: Square) -> Bitboard {
    let f = file_of(sq).0;
    Bitboard(((f << 1) & !0x0101_0101_0101_0101) | ((f >> 1) & !0x8080_8080_8080_8080))
}

/// The square from `color`'s side of the board, as the half-board tables index it.
#[inline(always)]
fn pst_index(color: Color, sq: Square) -> usize {
    let sq = if color == Color::White { sq } else { sq.flip_vertical() };
    let file = sq.file().index() as usize;
    sq.rank().index() as usize * 4 + file.min(7 - file)
}

#[inline(always)]
fn relative_rank(color: Color, sq: Square) -> usize {
    let r = sq.rank().index() as usize;
    if color == Color::White {
        r
    } else {
        7 - r
    }
}

fn distance(a: Square, b: Square) -> i32 {
    let df = (a.file().index() as i32 - b.file().index() as i32).abs();
    let dr = (a.rank().index() as i32 - b.rank().index() as i32).abs();
    df.max(dr)
}

/// Reports every feature of `pos` to `sink`: the whole evaluation, weights aside.
pub fn features<T: Sink>(pos: &Position, sink: &mut T) {
    let board = pos.board();
    let kings = [board.king_of(Color::White).unwrap_or(pos.king()), board.king_of(Color::Black).unwrap_or(pos.king())];
    let king_zone = |c: Color| {
        let k = kings[c.index()];
        let zone = attacks::king_attacks(k) | Bitboard::from_square(k);
        // One more rank towards the enemy.
        zone | if c == Color::White { zone.up() } else { zone.down() }
    };
    let zones = [king_zone(Color::White), king_zone(Color::Black)];

    // Pawns and king first; `pieces` adds the rest.
    let mut att = Color::ALL.map(|color| {
        let pawns = attacks::pawn_attacks_of(color, board.by_role(Role::Pawn) & board.by_color(color));
        Attacks { all: pawns | attacks::king_attacks(kings[color.index()]), pawns, ..Attacks::default() }
    });

    // Pass 1: material, tables, mobility, attacks on the enemy king; pass 2: what needs both
    // sides' attacks. (One function call per side rather than an unrolled loop: half the code.)
    for color in Color::ALL {
        pieces(pos, color, kings, zones, &mut att, sink);
    }
    for color in Color::ALL {
        side(pos, color, kings, &att, sink);
    }
    sink.add(pos.turn(), TEMPO, 1);
}

#[inline(never)]
fn pieces<T: Sink>(pos: &Position, color: Color, kings: [Square; 2], zones: [Bitboard; 2], att: &mut [Attacks; 2], sink: &mut T) {
    let board = pos.board();
    let occupied = board.occupied();
    let them = !color;
    let ours = board.by_color(color);
    let our_pawns = board.by_role(Role::Pawn) & ours;
    let mobility_area = !(our_pawns | Bitboard::from_square(kings[color.index()]) | att[them.index()].pawns);
    for role in Role::ALL {
        let pieces = board.by_role(role) & ours;
        if role != Role::King {
            sink.add(color, MATERIAL + role.index(), pieces.count() as i32);
        }
        for sq in pieces {
            sink.add(color, PST + role.index() * 32 + pst_index(color, sq), 1);
            if matches!(role, Role::Pawn | Role::King) {
                continue;
            }
            let i = role.index() - 1;
            // `attacks::piece_attacks` written out, so that the wasm build, which does not
            // unroll the loop over the roles, makes no call per piece: a queen is both sliders.
            let reach = if role == Role::Knight {
                attacks::knight_attacks(sq)
            } else {
                let diagonal = if role == Role::Rook { Bitboard::EMPTY } else { attacks::bishop_attacks(sq, occupied) };
                let straight = if role == Role::Bishop { Bitboard::EMPTY } else { attacks::rook_attacks(sq, occupied) };
                diagonal | straight
            };
            let moves = (reach & mobility_area).count().min(MOBILITY_MAX[i]);
            sink.add(color, MOBILITY[i] + moves as usize, 1);
            let a = &mut att[color.index()];
            a.all |= reach;
            a.by_role[i] |= reach;
            let hits = reach & zones[them.index()];
            if hits.any() {
                let t = &mut att[them.index()];
                t.king_attackers += 1;
                t.king_units += ATTACK_UNITS[i] + hits.count() as i32;
            }
        }
    }
}

#[inline(never)]
fn side<T: Sink>(pos: &Position, color: Color, kings: [Square; 2], att: &[Attacks; 2], sink: &mut T) {
    let board = pos.board();
    let occupied = board.occupied();
    let them = !color;
    let ours = board.by_color(color);
    let theirs = board.by_color(them);
    let our_pawns = board.by_role(Role::Pawn) & ours;
    let their_pawns = board.by_role(Role::Pawn) & theirs;
    let (a, t) = (att[color.index()], att[them.index()]);

    pawn_structure(pos, color, our_pawns, their_pawns, kings, sink);

    if (board.by_role(Role::Bishop) & ours).more_than_one() {
        sink.add(color, BISHOP_PAIR, 1);
    }
    for sq in board.by_role(Role::Rook) & ours {
        let file = file_of(sq);
        if (file & our_pawns).is_empty() {
            sink.add(color, if (file & their_pawns).is_empty() { ROOK_OPEN } else { ROOK_SEMIOPEN }, 1);
        }
    }
    for (role, feature) in [(Role::Knight, KNIGHT_OUTPOST), (Role::Bishop, BISHOP_OUTPOST)] {
        for sq in board.by_role(role) & ours {
            let rank = relative_rank(color, sq);
            let safe = (their_pawns & adjacent_files(sq) & ahead(color, sq)).is_empty();
            if (3..=5).contains(&rank) && safe && a.pawns.contains(sq) {
                sink.add(color, feature, 1);
            }
        }
    }

    // Threats against their pieces.
    let their_pieces = theirs & !board.by_role(Role::Pawn) & !board.by_role(Role::King);
    sink.add(color, THREAT_BY_PAWN, (their_pieces & a.pawns).count() as i32);
    let weak = theirs & !t.all;
    let majors = board.by_role(Role::Rook) | board.by_role(Role::Queen);
    let minor_reach = a.by_role[0] | a.by_role[1];
    for role in [Role::Pawn, Role::Knight, Role::Bishop, Role::Rook, Role::Queen] {
        let victims = theirs & board.by_role(role);
        let by_minor = victims & minor_reach & (weak | majors);
        let by_rook = victims & a.by_role[2] & (weak | board.by_role(Role::Queen));
        sink.add(color, THREAT_BY_MINOR + role.index(), by_minor.count() as i32);
        sink.add(color, THREAT_BY_ROOK + role.index(), by_rook.count() as i32);
    }
    sink.add(color, HANGING, (their_pieces & a.all & !t.all).count() as i32);

    // Our king's safety.
    let king = kings[color.index()];
    let safe_for_them = !a.all & !theirs;
    let mut units = a.king_units;
    let rook_lines = attacks::rook_attacks(king, occupied);
    let bishop_lines = attacks::bishop_attacks(king, occupied);
    let checks = [attacks::knight_attacks(king), bishop_lines, rook_lines, rook_lines | bishop_lines];
    for i in 0..4 {
        if (checks[i] & t.by_role[i] & safe_for_them).any() {
            units += CHECK_UNITS[i];
        }
    }
    if (board.by_role(Role::Queen) & theirs).is_empty() {
        units /= 2;
    }
    let danger = if a.king_attackers >= 2 { units.clamp(0, KING_DANGER_LEN as i32 - 1) } else { 0 };
    sink.add(color, KING_DANGER + danger as usize, 1);

    let near_files = file_of(king) | adjacent_files(king);
    let front = ahead(color, king) & near_files;
    let next_rank = if color == Color::White { Bitboard::from_square(king).up() } else { Bitboard::from_square(king).down() };
    let near_rank = Bitboard(near_files.0 & rank_mask(next_rank));
    sink.add(color, KING_SHIELD_NEAR, (our_pawns & near_rank).count() as i32);
    sink.add(color, KING_SHIELD_FAR, (our_pawns & front & !near_rank).count() as i32);
    let mut open_files = 0;
    for f in [king.offset(-1, 0), Some(king), king.offset(1, 0)].into_iter().flatten() {
        if (file_of(f) & our_pawns).is_empty() {
            open_files += 1;
        }
    }
    sink.add(color, KING_OPEN_FILE, open_files);
}

/// The whole rank(s) holding the squares of `bb`.
fn rank_mask(bb: Bitboard) -> u64 {
    let mut mask = 0;
    for sq in bb {
        mask |= 0xFFu64 << (8 * sq.rank().index());
    }
    mask
}

fn pawn_structure<T: Sink>(pos: &Position, color: Color, ours: Bitboard, theirs: Bitboard, kings: [Square; 2], sink: &mut T) {
    let occupied = pos.board().occupied();
    let their_attacks = attacks::pawn_attacks_of(!color, theirs);
    for sq in ours {
        let rank = relative_rank(color, sq);
        let front = ahead(color, sq);
        let file = file_of(sq);
        let neighbours = adjacent_files(sq);
        let stop = if color == Color::White { sq.offset(0, 1) } else { sq.offset(0, -1) };
        if (ours & file & front).any() {
            sink.add(color, DOUBLED, 1);
        }
        let supported = (attacks::pawn_attacks(!color, sq) & ours).any();
        let phalanx = (ours & neighbours & Bitboard(rank_mask(Bitboard::from_square(sq)))).any();
        if supported || phalanx {
            sink.add(color, CONNECTED + rank, 1);
        }
        if (ours & neighbours).is_empty() {
            sink.add(color, ISOLATED, 1);
        } else if (ours & neighbours & !front).is_empty() && stop.is_some_and(|s| their_attacks.contains(s)) {
            sink.add(color, BACKWARD, 1);
        }
        if (theirs & (file | neighbours) & front).is_empty() && (ours & file & front).is_empty() {
            sink.add(color, PASSED + rank, 1);
            let Some(stop) = stop else { continue };
            let weight = rank as i32 - 1;
            if occupied.contains(stop) {
                sink.add(color, PASSED_BLOCKED, weight);
            } else if (file & front & occupied).is_empty() {
                sink.add(color, PASSED_FREE, weight);
            }
            sink.add(color, PASSED_OWN_KING, distance(kings[color.index()], stop) * weight);
            sink.add(color, PASSED_THEIR_KING, distance(kings[(!color).index()], stop) * weight);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chess::testing::mirrored;

    fn eval_fen(fen: &str) -> Value {
        evaluate(&Position::from_fen(fen).unwrap())
    }

    #[test]
    fn the_evaluation_is_colour_symmetric() {
        for fen in [
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
            "r1bq1rk1/pp2bppp/2n2n2/3p4/3P4/2NB1N2/PP3PPP/R1BQ1RK1 b - - 0 1",
            "4k3/8/8/3P4/8/8/8/4K3 w - - 0 1",
        ] {
            assert_eq!(eval_fen(fen), eval_fen(&mirrored(fen)), "{fen}");
        }
    }

    #[test]
    fn the_start_position_is_about_equal() {
        assert!(eval_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1").abs() < 40);
    }

    #[test]
    fn an_extra_queen_is_winning() {
        assert!(eval_fen("rnb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1") > 700);
    }

    #[test]
    fn a_far_advanced_passed_pawn_is_worth_more_than_one_at_home() {
        assert!(eval_fen("4k3/8/1P6/8/8/8/8/4K3 w - - 0 1") > eval_fen("4k3/8/8/8/8/8/1P6/4K3 w - - 0 1") + 50);
    }

    #[test]
    fn a_lone_minor_piece_cannot_win() {
        assert!(eval_fen("4k3/8/8/8/8/8/8/2B1K3 w - - 0 1").abs() < 60);
    }

    #[test]
    fn the_layout_covers_the_weights() {
        assert_eq!(NUM_WEIGHTS, WEIGHTS.len());
    }
}
