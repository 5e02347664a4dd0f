//! What our own games taught about chess positions: the evaluation weights (middlegame,
//! endgame) of each feature, in the order of [`LAYOUT`]. Texel-tuned by `examples/tune.rs`
//! (which rewrites `tuned.rs`) on positions from our self-play games (`examples/datagen.rs`).
//! The chess bot's evaluation (`bot::eval`) weighs its features with them. The 8×8 games keep
//! their own copy of the piece-square tables (`variants/board8/placement.bin`), so a retuning
//! here moves chess alone.


/// A middlegame and an endgame weight.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct S(pub i16, pub i16);

/// The weight layout: name and number of weights of each feature group, in order.
pub const LAYOUT: &[(&str, usize)] = &[
    ("material", 5),
    ("pst", 6 * 32),
    ("knight_mobility", 9),
    ("bishop_mobility", 14),
    ("rook_mobility", 15),
    ("queen_mobility", 28),
    ("passed", 8),
    ("passed_blocked", 1),
    ("passed_own_king", 1),
    ("passed_their_king", 1),
    ("passed_free", 1),
    ("doubled", 1),
    ("isolated", 1),
    ("backward", 1),
    ("connected", 8),
    ("bishop_pair", 1),
    ("rook_open", 1),
    ("rook_semiopen", 1),
    ("knight_outpost", 1),
    ("bishop_outpost", 1),
    ("threat_by_pawn", 1),
    ("threat_by_minor", 5),
    ("threat_by_rook", 5),
    ("hanging", 1),
    ("king_danger", KING_DANGER_LEN),
    ("king_shield_near", 1),
    ("king_shield_far", 1),
    ("king_open_file", 1),
    ("tempo", 1),
];

pub const KING_DANGER_LEN: usize = 50;

/// The index of the first weight of a group (evaluated at compile time).
pub const fn offset(name: &str) -> usize {
    let mut i = 0;
    let mut total = 0;
    while i < LAYOUT.len() {
        if str_eq(LAYOUT[i].0, name) {
            return total;
        }
        total += LAYOUT[i].1;
        i += 1;
    }
    panic!("unknown weight group")
}

const fn str_eq(a: &str, b: &str) -> bool {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    if a.len() != b.len() {
        return false;
    }
    let mut i = 0;
    while i < a.len() {
        if a[i] != b[i] {
            return false;
        }
        i += 1;
    }
    true
}

pub const NUM_WEIGHTS: usize = {
    let mut total = 0;
    let mut i = 0;
    while i < LAYOUT.len() {
        total += LAYOUT[i].1;
        i += 1;
    }
    total
};

mod tuned;
pub use tuned::WEIGHTS;
