//! How the bot judges Atomic: material and placement as in chess, and king safety of its own
//! kind: a capture on any occupied square next to a king blows it up, so every enemy attack on
//! a piece beside our king (or on the king) is a threat to end the game, and each piece of ours
//! beside it is one more square such a capture can land on. Where each piece stands from the two
//! kings is learned as a whole: the blasts that decide games happen around them.

use super::Atomic;
use crate::chess::attacks::piece_attacks;
use crate::chess::{Color, Piece, Role};
use crate::variants::board8::eval::{for_each_placement_by_kings, for_side_to_move, king_zone, material, placement, phase, Values, PLACEMENT_BY_KINGS_LEN};
use crate::variants::board8::Pos8;
use crate::variants::{labelled, named, placement_table, Evaluate, Placement, Tunable};

/// What the evaluation weighs, tuned on the bot's own games (`examples/tune_variant.rs`).
#[derive(Clone, Debug)]
pub struct Weights {
    /// Pawn..king: a capture costs the capturer too, so a piece is worth what it can blow up.
    pub values: Values,
    /// Of the chess tables' placement, tapered by the pieces left (per cent).
    pub placement: i32,
    /// Per square a piece attacks that its side does not occupy, by role.
    pub mobility: Values,
    /// Per enemy attack on an occupied square of the king's zone: a capture there ends the game.
    pub blast_threat: i32,
    /// Per piece of ours beside our king: a square a capture can blow it up on.
    pub beside_king: i32,
    /// The side to move strikes first.
    pub tempo: i32,
    /// Centipawns for where each piece stands from the two kings (see
    /// [`for_each_placement_by_kings`]), fitted as a whole by `tune_variant --table`; empty: not
    /// counted.
    pub placement_by_kings: Placement,
}

/// The weights the bot plays with.
pub const WEIGHTS: Weights = Weights {
    values: [123, 257, 271, 444, 863, 0],
    placement: 113,
    mobility: [0, 9, 5, 6, 1, 0],
    blast_threat: 76,
    beside_king: 2,
    tempo: 14,
    placement_by_kings: Placement(&PLACEMENT_BY_KINGS),
};

/// The placement by the kings, fitted on the bot's own games.
const PLACEMENT_BY_KINGS: [i16; PLACEMENT_BY_KINGS_LEN] = placement_table(include_bytes!("placement.bin"));

/// What `color`'s king risks: the enemy's attacks on the occupied squares beside it, and its own
/// pieces there.
fn blast_danger(pos: &Pos8, color: Color, w: &Weights) -> i32 {
    let Some(king) = pos.king_of(color) else { return 0 };
    let their_king = pos.board.by_piece(Piece::new(!color, Role::King));
    // Touching kings: the enemy king cannot be used, and capturing beside it would blow up both.
    if (king_zone(king) & their_king).any() {
        return 0;
    }
    let occupied = pos.occupied();
    let targets = king_zone(king) & occupied;
    let attacks: i32 = targets.into_iter().map(|sq| (pos.attackers(sq, !color, occupied) & !their_king).count() as i32).sum();
    let beside = (targets & pos.board.by_color(color)).count() as i32 - 1;
    attacks * w.blast_threat + beside * w.beside_king
}

/// What `color`'s pieces reach: the squares each attacks that its side does not occupy.
fn mobility(pos: &Pos8, color: Color, w: &Weights) -> i32 {
    let occupied = pos.occupied();
    let free = !pos.board.by_color(color);
    let mut total = 0;
    for role in [Role::Knight, Role::Bishop, Role::Rook, Role::Queen] {
        for sq in pos.board.by_piece(Piece::new(color, role)) {
            total += w.mobility[role.index()] * (piece_attacks(role, sq, occupied) & free).count() as i32;
        }
    }
    total
}

impl Tunable for Atomic {
    type Weights = Weights;

    fn weights() -> Weights {
        WEIGHTS
    }

    fn evaluate_with(&self, w: &Weights) -> i32 {
        let pos = &self.pos;
        let ph = phase(pos);
        let side = |c: Color| {
            let mut by_kings = 0;
            for_each_placement_by_kings(pos, c, |i| by_kings += w.placement_by_kings.entry(i));
            material(pos, c, &w.values) + placement(pos, c, ph) * w.placement / 100 + mobility(pos, c, w) + by_kings - blast_danger(pos, c, w)
        };
        for_side_to_move(pos, side(Color::White) - side(Color::Black)) + w.tempo
    }

    fn params(w: &mut Weights) -> Vec<(String, &mut i32)> {
        let roles = ["pawn", "knight", "bishop", "rook", "queen"];
        let mut params = labelled("values", &roles, &mut w.values);
        // Pawns are not counted for mobility.
        params.extend(labelled("mobility", &roles[1..], &mut w.mobility[1..]));
        params.extend(named([
            ("placement", &mut w.placement),
            ("blast_threat", &mut w.blast_threat),
            ("beside_king", &mut w.beside_king),
            ("tempo", &mut w.tempo),
        ]));
        params
    }

    fn table_len(&self) -> usize {
        PLACEMENT_BY_KINGS_LEN
    }

    fn table(w: &Weights) -> &[i16] {
        w.placement_by_kings.0
    }

    fn table_entries(&self, out: &mut Vec<(u32, i8)>) {
        out.clear();
        for (color, sign) in [(Color::White, 1), (Color::Black, -1)] {
            for_each_placement_by_kings(&self.pos, color, |i| out.push((i as u32, sign)));
        }
    }
}

impl Evaluate for Atomic {
    fn evaluate(&self) -> i32 {
        self.evaluate_with(&WEIGHTS)
    }

    // Moving never hurts here: the null move is sound.
    crate::capture_hooks!(&WEIGHTS.values, pass);
}

#[cfg(test)]
mod tests {
    use super::Atomic;
    use crate::variants::testkit::assert_every_weight_is_read;

    #[test]
    fn every_tunable_weight_is_read_by_the_evaluation() {
        assert_every_weight_is_read::<Atomic>(&[
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            // Every role, pieces beside each king, a knight and a bishop aiming at them.
            "r1bq1rk1/ppp2ppp/2n5/3np3/2B5/5N2/PPPP1PPP/RNBQ1RK1 w - - 0 6",
            // One of each of White's pieces against a bare king: nothing cancels out.
            "7k/8/8/8/8/8/P7/RNBQK3 b Q - 0 1",
            // A bishop aiming at the pawn beside the enemy king: a capture there would blow it up.
            "6k1/5p2/8/8/2B5/8/8/6K1 w - - 0 1",
        ]);
    }
}
