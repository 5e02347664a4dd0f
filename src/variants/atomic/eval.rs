//! How the bot judges Atomic: material and placement as in chess, and king safety of its own
//! kind: a capture on any occupied square next to a king blows it up, so every enemy attack on
//! a piece beside our king (or on the king) is a threat to end the game, and each piece of ours
//! beside it is one more square such a capture can land on. Away from the kings a capture is an
//! exchange of everything its blast destroys, the capturer included; the best one each side has
//! counts. Where each piece stands from the two kings is learned as a whole: the blasts that
//! decide games happen around them.

use super::Atomic;
use crate::chess::attacks::{king_attacks, piece_attacks};
use crate::chess::{Bitboard, Color, Piece, Role, Square};
use crate::variants::board8::eval::{for_side_to_move, king_zone, material, placement, placement_by_kings, placement_by_kings_entries, phase, Values, PLACEMENT_BY_KINGS_LEN};
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
    /// Of the most one capture's blast would win (per cent; see [`best_blast`]): for the side to
    /// move, which may take it now, and for the other, which threatens it.
    pub blast_to_move: i32,
    pub blast_threatened: i32,
    /// Centipawns for where each piece stands from the two kings (see
    /// [`crate::variants::board8::eval::for_each_placement_by_kings`]), fitted as a whole by
    /// `tune_variant --table`; empty: not counted.
    pub placement_by_kings: Placement,
}

/// The weights the bot plays with.
pub const WEIGHTS: Weights = Weights {
    values: [127, 265, 273, 447, 848, 0],
    placement: 99,
    mobility: [0, 8, 5, 6, 3, 0],
    blast_threat: 68,
    beside_king: 3,
    tempo: 16,
    blast_to_move: 25,
    blast_threatened: 11,
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

/// The most `color` can win by one capture away from the kings, the exchange being the blast:
/// what it destroys of the enemy's less what it destroys of its own, the capturer (the cheapest
/// that can take) included; 0 if no capture wins. A capture beside a king is no exchange: it
/// ends the game or cannot be played.
fn best_blast(pos: &Pos8, color: Color, w: &Weights) -> i32 {
    let (Some(own_king), Some(their_king)) = (pos.king_of(color), pos.king_of(!color)) else { return 0 };
    let board = &pos.board;
    let occupied = pos.occupied();
    let kings = board.by_role(Role::King);
    let value = |sq: Square| board.role_at(sq).map_or(0, |r| w.values[r.index()]);
    let mut best = 0;
    for target in board.by_color(!color) & !(king_zone(own_king) | king_zone(their_king)) {
        let Some(capturer) = (pos.attackers(target, color, occupied) & !kings).into_iter().min_by_key(|&sq| value(sq)) else { continue };
        let blast = king_attacks(target) & occupied & !board.by_role(Role::Pawn) & !Bitboard::from_square(capturer);
        let theirs: i32 = (blast & board.by_color(!color)).into_iter().map(value).sum();
        let ours: i32 = (blast & board.by_color(color)).into_iter().map(value).sum();
        best = best.max(value(target) + theirs - ours - value(capturer));
    }
    best
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
            material(pos, c, &w.values) + placement(pos, c, ph) * w.placement / 100 + mobility(pos, c, w) + placement_by_kings(pos, c, w.placement_by_kings) - blast_danger(pos, c, w)
        };
        let blasts = w.blast_to_move * best_blast(pos, pos.turn, w) - w.blast_threatened * best_blast(pos, !pos.turn, w);
        for_side_to_move(pos, side(Color::White) - side(Color::Black)) + w.tempo + blasts / 100
    }

    fn params(w: &mut Weights) -> Vec<(String, &mut i32)> {
        let roles = Role::ALL.map(Role::name);
        let mut params = labelled("values", &roles[..5], &mut w.values);
        // Pawns are not counted for mobility.
        params.extend(labelled("mobility", &roles[1..5], &mut w.mobility[1..]));
        params.extend(named([
            ("placement", &mut w.placement),
            ("blast_threat", &mut w.blast_threat),
            ("beside_king", &mut w.beside_king),
            ("tempo", &mut w.tempo),
            ("blast_to_move", &mut w.blast_to_move),
            ("blast_threatened", &mut w.blast_threatened),
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
        placement_by_kings_entries(&self.pos, out);
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
    use super::{best_blast, Atomic, WEIGHTS};
    use crate::chess::testing::mirrored;
    use crate::chess::Color;
    use crate::variants::Evaluate;
    use crate::variants::testkit::{assert_every_weight_is_read, pos};

    /// Nxc5 blows up the rook, the knight beside it and itself (Nxe5 would win only a bishop);
    /// Black's pieces attack nothing; a capture beside a king is left out.
    #[test]
    fn a_blast_is_priced_as_the_exchange_it_is() {
        let [_, knight, _, rook, _, _] = WEIGHTS.values;
        let p: Atomic = pos("4k3/8/8/2rnb3/8/3N4/8/4K3 w - - 0 1");
        assert_eq!(best_blast(&p.pos, Color::White, &WEIGHTS), rook + knight - knight);
        assert_eq!(best_blast(&p.pos, Color::Black, &WEIGHTS), 0);
        let beside_the_king: Atomic = pos("8/8/8/2rnb3/3k4/3N4/8/4K3 w - - 0 1");
        assert_eq!(best_blast(&beside_the_king.pos, Color::White, &WEIGHTS), 0);
    }

    /// Every role, pieces beside the kings, blasts in reach; the weights' test needs each.
    const POSITIONS: [&str; 5] = [
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        // Pieces beside each king, a knight and a bishop aiming at them.
        "r1bq1rk1/ppp2ppp/2n5/3np3/2B5/5N2/PPPP1PPP/RNBQ1RK1 w - - 0 6",
        // One of each of White's pieces against a bare king: nothing cancels out.
        "7k/8/8/8/8/8/P7/RNBQK3 b Q - 0 1",
        // A bishop aiming at the pawn beside the enemy king: a capture there would blow it up.
        "6k1/5p2/8/8/2B5/8/8/6K1 w - - 0 1",
        // Each side can win a rook and more by one capture's blast, the other to move too.
        "k7/8/2rnp3/8/8/1P2N3/NRQ5/7K w - - 0 1",
    ];

    #[test]
    fn every_tunable_weight_is_read_by_the_evaluation() {
        assert_every_weight_is_read::<Atomic>(&POSITIONS);
    }

    /// Colours are names: a position and its mirror image, the other side to move, are worth
    /// the same to the side to move, the placement by the kings and the blasts all.
    #[test]
    fn a_position_and_its_mirror_image_are_worth_the_same() {
        for fen in POSITIONS {
            let (a, b): (Atomic, Atomic) = (pos(fen), pos(&mirrored(fen)));
            assert_eq!(a.evaluate(), b.evaluate(), "{fen}");
        }
    }
}
