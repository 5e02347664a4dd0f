//! Attack tables, all built at compile time by `const fn`.
//!
//! Leapers (knight, king, pawn) use one 64-entry table each. Sliders use *kindergarten
//! bitboards*: the occupancy of one line through the square is gathered into a 6-bit index by a
//! single multiplication, and a small table gives the attacks along that line. A rook or bishop
//! costs two such lookups. The tables take about 13 KB in all, where magic bitboards need
//! ~700 KB — which alone would exceed the module's 60 KB (gzipped) budget — and in our perft
//! benchmarks the two are within noise of each other, because the small tables stay in L1.

use super::bitboard::Bitboard;
use super::piece::{Color, Role};
use super::square::Square;

const A_FILE: u64 = 0x0101_0101_0101_0101;
const B_FILE: u64 = A_FILE << 1;
/// The h2–c7 anti-diagonal: multiplying an a-file set by it lines ranks 2..7 up in the top bits.
const H2_C7: u64 = 0x0004_0810_2040_8000;

const fn leaper_table(deltas: &[(i8, i8)]) -> [u64; 64] {
    let mut table = [0u64; 64];
    let mut sq = 0;
    while sq < 64 {
        let (f, r) = ((sq % 8) as i8, (sq / 8) as i8);
        let mut i = 0;
        while i < deltas.len() {
            let (nf, nr) = (f + deltas[i].0, r + deltas[i].1);
            if nf >= 0 && nf < 8 && nr >= 0 && nr < 8 {
                table[sq] |= 1 << (nr * 8 + nf);
            }
            i += 1;
        }
        sq += 1;
    }
    table
}

static KNIGHT: [u64; 64] = leaper_table(&[(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)]);
static KING: [u64; 64] = leaper_table(&[(1, 0), (1, 1), (0, 1), (-1, 1), (-1, 0), (-1, -1), (0, -1), (1, -1)]);
static PAWN: [[u64; 64]; 2] = [leaper_table(&[(-1, 1), (1, 1)]), leaper_table(&[(-1, -1), (1, -1)])];

/// The four lines through each square, square included: rank, file, diagonal (a1–h8 direction),
/// anti-diagonal (a8–h1 direction).
const fn line_table() -> [[u64; 4]; 64] {
    let mut table = [[0u64; 4]; 64];
    let mut sq = 0;
    while sq < 64 {
        let (f, r) = ((sq % 8) as i32, (sq / 8) as i32);
        let mut other = 0;
        while other < 64 {
            let (of, or) = (other % 8, other / 8);
            let bit = 1u64 << other;
            if or == r {
                table[sq][0] |= bit;
            }
            if of == f {
                table[sq][1] |= bit;
            }
            if of - f == or - r {
                table[sq][2] |= bit;
            }
            if of - f == r - or {
                table[sq][3] |= bit;
            }
            other += 1;
        }
        sq += 1;
    }
    table
}

static LINES: [[u64; 4]; 64] = line_table();
const DIAG: usize = 2;
const ANTI: usize = 3;

/// Attacks along a rank from `file` when the inner six files hold `inner` (bit i = file i + 1).
const fn first_rank_attacks(file: u32, inner: u32) -> u8 {
    let occ = inner << 1;
    let mut attacks = 0u32;
    let mut f = file as i32 + 1;
    while f < 8 {
        attacks |= 1 << f;
        if occ & (1 << f) != 0 {
            break;
        }
        f += 1;
    }
    f = file as i32 - 1;
    while f >= 0 {
        attacks |= 1 << f;
        if occ & (1 << f) != 0 {
            break;
        }
        f -= 1;
    }
    attacks as u8
}

/// `FILL_UP[file][inner]`: the first-rank attacks copied onto every rank, to be masked by a line.
const fn fill_up_table() -> [[u64; 64]; 8] {
    let mut table = [[0u64; 64]; 8];
    let mut file = 0;
    while file < 8 {
        let mut inner = 0;
        while inner < 64 {
            table[file][inner] = first_rank_attacks(file as u32, inner as u32) as u64 * A_FILE;
            inner += 1;
        }
        file += 1;
    }
    table
}

/// `A_FILE_ATTACKS[rank][inner]`: attacks along the a-file from `rank` when ranks 2..7 hold `inner`.
const fn a_file_table() -> [[u64; 64]; 8] {
    let mut table = [[0u64; 64]; 8];
    let mut rank = 0;
    while rank < 8 {
        let mut inner = 0;
        while inner < 64 {
            let ranks = first_rank_attacks(rank as u32, inner as u32);
            let mut r = 0;
            while r < 8 {
                if ranks & (1 << r) != 0 {
                    table[rank][inner] |= 1 << (8 * r);
                }
                r += 1;
            }
            inner += 1;
        }
        rank += 1;
    }
    table
}

static FILL_UP: [[u64; 64]; 8] = fill_up_table();
static A_FILE_ATTACKS: [[u64; 64]; 8] = a_file_table();

#[inline(always)]
fn diagonal_line_attacks(sq: Square, line: u64, occupied: u64) -> u64 {
    let inner = (occupied & line).wrapping_mul(B_FILE) >> 58;
    FILL_UP[sq.file().index() as usize][inner as usize] & line
}

#[inline(always)]
fn rank_attacks(sq: Square, occupied: u64) -> u64 {
    let shift = 8 * sq.rank().index() as u32;
    let inner = (occupied >> (shift + 1)) & 63;
    FILL_UP[sq.file().index() as usize][inner as usize] & (0xFF << shift)
}

#[inline(always)]
fn file_attacks(sq: Square, occupied: u64) -> u64 {
    let file = sq.file().index() as u32;
    let inner = ((occupied >> file) & A_FILE).wrapping_mul(H2_C7) >> 58;
    A_FILE_ATTACKS[sq.rank().index() as usize][inner as usize] << file
}

#[inline(always)]
pub fn knight_attacks(sq: Square) -> Bitboard {
    Bitboard(KNIGHT[sq.index()])
}

#[inline(always)]
pub fn king_attacks(sq: Square) -> Bitboard {
    Bitboard(KING[sq.index()])
}

/// The squares a pawn of `color` on `sq` attacks (captures onto).
#[inline(always)]
pub fn pawn_attacks(color: Color, sq: Square) -> Bitboard {
    Bitboard(PAWN[color.index()][sq.index()])
}

/// Every square some pawn of `color` in `pawns` attacks: the set-wise form of [`pawn_attacks`].
#[inline(always)]
pub fn pawn_attacks_of(color: Color, pawns: Bitboard) -> Bitboard {
    const NOT_A_FILE: u64 = !0x0101_0101_0101_0101;
    const NOT_H_FILE: u64 = !0x8080_8080_8080_8080;
    let (west, east) = (pawns.0 & NOT_A_FILE, pawns.0 & NOT_H_FILE);
    Bitboard(match color {
        Color::White => (west << 7) | (east << 9),
        Color::Black => (west >> 9) | (east >> 7),
    })
}

#[inline(always)]
pub fn bishop_attacks(sq: Square, occupied: Bitboard) -> Bitboard {
    let lines = &LINES[sq.index()];
    Bitboard(diagonal_line_attacks(sq, lines[DIAG], occupied.0) | diagonal_line_attacks(sq, lines[ANTI], occupied.0))
}

#[inline(always)]
pub fn rook_attacks(sq: Square, occupied: Bitboard) -> Bitboard {
    Bitboard(rank_attacks(sq, occupied.0) | file_attacks(sq, occupied.0))
}

#[inline(always)]
pub fn queen_attacks(sq: Square, occupied: Bitboard) -> Bitboard {
    bishop_attacks(sq, occupied) | rook_attacks(sq, occupied)
}

/// Every square a rook on `sq` would reach on an empty board.
#[inline(always)]
pub fn rook_rays(sq: Square) -> Bitboard {
    let [rank, file, _, _] = LINES[sq.index()];
    Bitboard((rank | file) & !(1 << sq.index()))
}

/// Every square a bishop on `sq` would reach on an empty board.
#[inline(always)]
pub fn bishop_rays(sq: Square) -> Bitboard {
    Bitboard((LINES[sq.index()][DIAG] | LINES[sq.index()][ANTI]) & !(1 << sq.index()))
}

/// Attacks of a non-pawn piece of `role` on `sq`; pawns need a colour (see [`pawn_attacks`]).
#[inline]
pub fn piece_attacks(role: Role, sq: Square, occupied: Bitboard) -> Bitboard {
    match role {
        Role::Knight => knight_attacks(sq),
        Role::Bishop => bishop_attacks(sq, occupied),
        Role::Rook => rook_attacks(sq, occupied),
        Role::Queen => queen_attacks(sq, occupied),
        Role::King => king_attacks(sq),
        Role::Pawn => Bitboard::EMPTY,
    }
}

/// The whole line (rank, file or diagonal) through `a` and `b`, both included; empty if they
/// are not on one line or are the same square.
#[inline(always)]
pub fn line(a: Square, b: Square) -> Bitboard {
    if a == b {
        return Bitboard::EMPTY;
    }
    let bit = 1u64 << b.index();
    for line in LINES[a.index()] {
        if line & bit != 0 {
            return Bitboard(line);
        }
    }
    Bitboard::EMPTY
}

/// The squares strictly between `a` and `b` on their common line; empty if they share none.
#[inline(always)]
pub fn between(a: Square, b: Square) -> Bitboard {
    let span = (u64::MAX << a.index()) ^ (u64::MAX << b.index());
    // `span` holds the squares from min(a, b) up to, not including, max(a, b); drop min itself.
    Bitboard(line(a, b).0 & span & span.wrapping_sub(1))
}

/// Are the three squares on one line?
#[inline(always)]
pub fn aligned(a: Square, b: Square, c: Square) -> bool {
    line(a, b).contains(c)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The slow reference: walk each ray square by square until a piece blocks it.
    fn ray_walk(sq: Square, occupied: Bitboard, dirs: &[(i8, i8)]) -> Bitboard {
        let mut attacks = Bitboard::EMPTY;
        for &(df, dr) in dirs {
            let mut cur = sq;
            while let Some(next) = cur.offset(df, dr) {
                attacks.set(next);
                if occupied.contains(next) {
                    break;
                }
                cur = next;
            }
        }
        attacks
    }

    const ROOK_DIRS: [(i8, i8); 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];
    const BISHOP_DIRS: [(i8, i8); 4] = [(1, 1), (1, -1), (-1, 1), (-1, -1)];

    /// Every subset of a mask, by the carry-rippler trick.
    fn subsets(mask: u64) -> impl Iterator<Item = Bitboard> {
        let mut subset = 0u64;
        let mut done = false;
        std::iter::from_fn(move || {
            if done {
                return None;
            }
            let current = subset;
            subset = subset.wrapping_sub(mask) & mask;
            done = subset == 0;
            Some(Bitboard(current))
        })
    }

    /// Only the squares a ray can be blocked on matter: the line minus its ends and the square.
    fn relevant(sq: Square, dirs: &[(i8, i8)]) -> u64 {
        let mut mask = 0;
        for &(df, dr) in dirs {
            let mut cur = sq;
            while let Some(next) = cur.offset(df, dr) {
                if next.offset(df, dr).is_some() {
                    mask |= 1 << next.index();
                }
                cur = next;
            }
        }
        mask
    }

    #[test]
    fn sliders_match_ray_walk_for_every_relevant_occupancy() {
        for sq in Square::all() {
            for occ in subsets(relevant(sq, &ROOK_DIRS)) {
                // Pieces off the relevant mask (line ends, other lines, the square itself) don't matter.
                let noisy = occ | Bitboard(!relevant(sq, &ROOK_DIRS)) | sq;
                assert_eq!(rook_attacks(sq, noisy), ray_walk(sq, occ, &ROOK_DIRS), "rook {sq} {occ:?}");
            }
            for occ in subsets(relevant(sq, &BISHOP_DIRS)) {
                // Off the diagonals, and at their ends, the board may be full without changing the answer.
                let noisy = occ | Bitboard(!relevant(sq, &BISHOP_DIRS)) | sq;
                assert_eq!(bishop_attacks(sq, noisy), ray_walk(sq, occ, &BISHOP_DIRS), "bishop {sq} {occ:?}");
            }
        }
    }

    #[test]
    fn leapers_match_offsets() {
        for sq in Square::all() {
            let knight: Bitboard = [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)]
                .iter()
                .filter_map(|&(df, dr)| sq.offset(df, dr))
                .collect();
            assert_eq!(knight_attacks(sq), knight, "{sq}");
            let king = ray_walk(sq, Bitboard::FULL, &[ROOK_DIRS, BISHOP_DIRS].concat());
            assert_eq!(king_attacks(sq), king, "{sq}");
            let white: Bitboard = [(-1, 1), (1, 1)].iter().filter_map(|&(df, dr)| sq.offset(df, dr)).collect();
            let black: Bitboard = [(-1, -1), (1, -1)].iter().filter_map(|&(df, dr)| sq.offset(df, dr)).collect();
            assert_eq!(pawn_attacks(Color::White, sq), white);
            assert_eq!(pawn_attacks(Color::Black, sq), black);
        }
    }

    #[test]
    fn between_and_line_match_ray_walk() {
        let all_dirs = [ROOK_DIRS, BISHOP_DIRS].concat();
        for a in Square::all() {
            for b in Square::all() {
                let mut expected_between = Bitboard::EMPTY;
                let mut expected_line = Bitboard::EMPTY;
                for &(df, dr) in &all_dirs {
                    let ray = ray_walk(a, Bitboard::EMPTY, &[(df, dr)]);
                    if ray.contains(b) {
                        expected_between = ray & ray_walk(b, Bitboard::EMPTY, &[(-df, -dr)]);
                        expected_line = ray | ray_walk(a, Bitboard::EMPTY, &[(-df, -dr)]) | a;
                    }
                }
                assert_eq!(between(a, b), expected_between, "between {a} {b}");
                assert_eq!(line(a, b), expected_line, "line {a} {b}");
            }
        }
    }

    #[test]
    fn pawn_attacks_of_a_set_is_the_union_of_each_pawns_attacks() {
        let sets = [0u64, !0, 0x0101_0101_0101_0101, 0x8080_8080_8080_8080, 0x00FF_0000_0000_FF00, 0x1234_5678_9ABC_DEF0];
        for set in sets.map(Bitboard) {
            for color in Color::ALL {
                let each = set.squares().fold(Bitboard::EMPTY, |acc, sq| acc | pawn_attacks(color, sq));
                assert_eq!(pawn_attacks_of(color, set), each, "{color:?} pawns {set:?}");
            }
        }
    }
}
