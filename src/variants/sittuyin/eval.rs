//! How the bot judges Sittuyin: material (on the board and still to be placed), how freely each
//! piece moves, pieces towards the centre, pawns coming forward, and a king kept out of the
//! enemy's reach. A lone king is driven to the edge, and an advantage fades as a count nears its
//! limit, as in Makruk: the count ends the game drawn. Where each piece stands is learned: the
//! weights and the table are fitted on the bot's own games (`examples/tune_variant.rs`).

use super::Sittuyin;
use crate::variants::fairy::evalkit::{counting_fade, for_side_to_move, mop_up, null_move, relative_rank, taken};
use crate::variants::fairy::gen::targets_of;
use crate::variants::fairy::{Cell, Colour, FMove, Fairy, Kind, Pos};
use crate::variants::{labelled, named, placement_table, Evaluate, Placement, Tunable};

/// What the evaluation counts, and how much each term weighs.
#[derive(Clone, Debug)]
pub struct Weights {
    /// By piece, in the order of [`PIECES`]; a piece still to be placed counts the same.
    pub values: [i32; 5],
    /// Per cell a piece could move to, by piece of [`PIECES`] but the pawn, whose moves are
    /// its advance.
    pub mobility: [i32; 4],
    /// Per rank a pawn has advanced.
    pub pawn_advance: i32,
    /// Per step nearer the centre, for the general, elephants, horses and chariots.
    pub centre: i32,
    /// Per cell beside the king the enemy attacks.
    pub king_exposure: i32,
    /// For the side to move.
    pub tempo: i32,
    /// Centipawns for each piece on each cell, seen from its own side (see [`placement_index`]),
    /// fitted as a whole by `tune_variant --table`; empty: not counted.
    pub placement: Placement,
}

/// The pieces of [`Weights::values`] and [`Weights::mobility`], by FEN letter.
const PIECES: [char; 5] = ['p', 'f', 's', 'n', 'r'];

pub const SITTUYIN: Weights = Weights {
    values: [87, 135, 234, 285, 448],
    mobility: [-1, -1, 0, 1],
    pawn_advance: 6,
    centre: 3,
    king_exposure: 2,
    tempo: 0,
    placement: Placement(&PLACEMENT),
};

/// The placement table, fitted on the bot's own games.
const PLACEMENT: [i16; PLACEMENT_LEN] = placement_table(include_bytes!("placement.bin"));

/// The placement table's length: a cell of the 8×8 board for each of the six pieces.
const PLACEMENT_LEN: usize = 6 * 64;

/// The entry of the piece of type `ty` on `c`, seen from `colour`'s side: the board turned half
/// round for Black, whose camp is White's so turned (the pawns' staggered lines included).
fn placement_index(pos: &Pos, colour: Colour, ty: u8, c: Cell) -> usize {
    let s = pos.t.shape;
    let (file, rank) = (s.file(c) as usize, s.rank(c) as usize);
    let cell = if colour == 0 { rank * 8 + file } else { 63 - (rank * 8 + file) };
    ty as usize * 64 + cell
}

/// The table's entries `pos` reads, each with the sign of the side whose piece reads it.
fn placement_entries(pos: &Pos, out: &mut Vec<(u32, i8)>) {
    out.clear();
    for colour in [0, 1] {
        for c in pos.colours[colour as usize] {
            let Some(p) = pos.piece_at(c) else { continue };
            out.push((placement_index(pos, colour, p.ty, c) as u32, if colour == 0 { 1 } else { -1 }));
        }
    }
}

impl Weights {
    /// The value of the piece of FEN letter `letter` (the king: none).
    fn value(&self, letter: char) -> i32 {
        PIECES.iter().position(|&p| p == letter).map_or(0, |i| self.values[i])
    }

    fn piece_value(&self, pos: &Pos, ty: u8) -> i32 {
        self.value(pos.t.pieces[ty as usize].spec.letter)
    }
}

fn side(pos: &Pos, colour: Colour, w: &Weights) -> i32 {
    let t = pos.t;
    let them = colour ^ 1;
    let occ = pos.occupied();
    let mut score: i32 = (0..t.pieces.len() as u8).map(|ty| pos.hands[colour as usize][ty as usize] as i32 * w.piece_value(pos, ty)).sum();
    for c in pos.colours[colour as usize] {
        let Some(p) = pos.piece_at(c) else { continue };
        score += w.placement.entry(placement_index(pos, colour, p.ty, c));
        // The piece's place in `PIECES`; the king has none.
        score += match PIECES.iter().position(|&l| l == t.pieces[p.ty as usize].spec.letter) {
            None => -w.king_exposure * t.neighbours[c as usize].filter(|&n| pos.attacked(n, them, occ)).count() as i32,
            Some(0) => w.values[0] + w.pawn_advance * relative_rank(t.shape, c, colour),
            Some(i) => {
                let (file, rank) = (t.shape.file(c) as i32, t.shape.rank(c) as i32);
                let centre = 7 - ((2 * file - 7).abs() + (2 * rank - 7).abs()) / 2;
                let moves = targets_of(pos, p, c).count() as i32;
                w.values[i] + w.centre * centre + w.mobility[i - 1] * moves
            }
        };
    }
    score + mop_up(pos, colour)
}

fn evaluate(pos: &Pos, w: &Weights) -> i32 {
    for_side_to_move(pos, counting_fade(pos, side(pos, 0, w) - side(pos, 1, w))) + w.tempo
}

impl Evaluate for Sittuyin {
    fn evaluate(&self) -> i32 {
        evaluate(&self.pos, &SITTUYIN)
    }

    fn is_noisy(&self, m: FMove) -> bool {
        taken(&self.pos, m).is_some() || matches!(m.kind, Kind::Promote(_))
    }

    /// Captures by value, the cheaper attacker first; then promotions.
    fn order(&self, m: FMove) -> i32 {
        let pos = &self.pos;
        let value = |ty| SITTUYIN.piece_value(pos, ty);
        match taken(pos, m) {
            Some(victim) => 10_000 + value(victim.ty) * 10 - pos.piece_at(m.from).map_or(0, |p| value(p.ty)) / 10,
            None if matches!(m.kind, Kind::Promote(_)) => 5_000,
            None => 0,
        }
    }

    /// Once every piece is placed, moving rarely hurts while a side has a piece besides its
    /// king and pawns: the null move is sound then. A placement cannot be passed, and a king
    /// with pawns alone can be in zugzwang.
    fn pass(&self) -> Option<Fairy<super::SittuyinRules>> {
        let pos = &self.pos;
        let placing = pos.hands.iter().flatten().any(|&n| n > 0);
        let us = pos.colours[pos.turn as usize];
        let pieces = pos.t.type_of('p').map_or(us, |p| us & !pos.types[p as usize]).count();
        (!placing && pieces > 1).then(|| Fairy::new(null_move(pos)))
    }
}

impl Tunable for Sittuyin {
    type Weights = Weights;

    fn weights() -> Weights {
        SITTUYIN
    }

    fn evaluate_with(&self, w: &Weights) -> i32 {
        evaluate(&self.pos, w)
    }

    fn params(w: &mut Weights) -> Vec<(String, &mut i32)> {
        let mut params = labelled("value", &PIECES, &mut w.values);
        params.extend(labelled("mobility", &PIECES[1..], &mut w.mobility));
        params.extend(named([
            ("pawn_advance", &mut w.pawn_advance),
            ("centre", &mut w.centre),
            ("king_exposure", &mut w.king_exposure),
            ("tempo", &mut w.tempo),
        ]));
        params
    }

    fn table_len(&self) -> usize {
        PLACEMENT_LEN
    }

    fn table(w: &Weights) -> &[i16] {
        w.placement.0
    }

    fn table_entries(&self, out: &mut Vec<(u32, i8)>) {
        placement_entries(&self.pos, out);
    }
}

#[cfg(test)]
mod tests {
    use super::Sittuyin;
    use crate::variants::testkit::{assert_every_weight_is_read, pos, turned};
    use crate::variants::Evaluate;

    #[test]
    fn a_position_and_its_half_turn_score_the_same_for_the_side_to_move() {
        for fen in [
            "8/8/4pppp/pppp4/4PPPP/PPPP4/8/8[KSSFRRNNkssfrrnn] w - - 0 1",
            "rf2k1r1/3nn3/2sspp1p/pppp3P/4PP2/PPPPF1S1/S2NN3/3RRK2[] w - - 3 12",
            "8/8/4pppp/pppp4/4PPPP/PPPP1S2/4K3/8[SFRRNNkssfrrnn] b - - 0 1",
        ] {
            let (p, q): (Sittuyin, Sittuyin) = (pos(fen), pos(&turned(fen)));
            assert_eq!(p.evaluate(), q.evaluate(), "{fen} against {}", turned(fen));
        }
    }

    #[test]
    fn the_null_move_waits_for_the_placement_and_for_a_piece_besides_king_and_pawns() {
        let can_pass = |fen: &str| pos::<Sittuyin>(fen).pass().is_some();
        assert!(!can_pass("8/8/4pppp/pppp4/4PPPP/PPPP4/8/8[KSSFRRNNkssfrrnn] w - - 0 1"));
        // White has placed everything; Black still places its horse.
        assert!(!can_pass("rf2k1r1/3s4/2s1pppp/pppp4/4PPPP/PPPPF1S1/S2NN3/3RRK2[n] b - - 0 8"));
        assert!(can_pass("rf2k1r1/3nn3/2sspp1p/pppp3P/4PP2/PPPPF1S1/S2NN3/3RRK2[] w - - 3 12"));
        // White's king and pawns may be in zugzwang; Black, with a chariot, may pass.
        assert!(!can_pass("4k3/r7/8/8/8/3P4/8/4K3 w - - 0 1"));
        assert!(can_pass("4k3/r7/8/8/8/3P4/8/4K3 b - - 0 1"));
    }

    #[test]
    fn every_weight_is_read() {
        assert_every_weight_is_read::<Sittuyin>(&[
            "8/8/4pppp/pppp4/4PPPP/PPPP4/8/8[KSSFRRNNkssfrrnn] w - - 0 1",
            // One of each of White's pieces against the bare king, the chariot beside it: no
            // value cancels out.
            "4k3/R7/8/8/8/3P4/8/1NSFK3 w - - 0 1",
        ]);
    }
}
