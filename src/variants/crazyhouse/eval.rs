//! How the bot judges Crazyhouse. Nothing leaves the game: a capture moves a piece into the
//! captor's hand, so material swings count twice and the minor pieces and pawns, which drop
//! anywhere, are worth nearly as much as the heavy ones. Games are won at the king: its danger
//! grows with the enemy pieces aimed at its zone, the squares beside it only the king guards
//! (where a supported drop lands), the checks the enemy can drop or play safely, and what the
//! enemy holds in hand; it is counted in units and costs their square, as attacks combine.

use super::{chess_legal_moves, Crazyhouse, CrazyhouseRules, GEN};
use crate::variants::board8::eval::{capture_order, exchange_gain, for_side_to_move, king_zone, material, passed, placement, placement_by_kings, placement_by_kings_entries, victim, Values, PLACEMENT_BY_KINGS_LEN};
use crate::variants::{labelled, named, placement_table, Evaluate, Placement, Tunable};
use crate::chess::attacks::{self, bishop_attacks, knight_attacks, pawn_attacks, pawn_attacks_of, rook_attacks};
use crate::chess::{Bitboard, Color, Piece, Role};
use crate::variants::board8::{pseudo_moves, GenOptions, Kind8, Move8, Pos8, Rules8, POCKET_ROLES};

/// What the evaluation weighs, tuned on the bot's own games (`examples/tune_variant.rs`).
/// King-danger units are counted in quarters, so that tuning can move them finely.
#[derive(Clone, Debug)]
pub struct Weights {
    /// On the board, pawn..king: a rook or a queen is worth less than in chess, every piece
    /// coming back.
    pub on_board: Values,
    /// In hand: a piece that can go anywhere, one tempo away.
    pub in_hand: Values,
    /// Per square a piece attacks that its side does not occupy, by role.
    pub mobility: Values,
    /// Of the chess tables' middlegame placement (per cent).
    pub placement: i32,
    /// The side to move drops or attacks first.
    pub tempo: i32,
    /// King-danger units per enemy piece aiming at the king's zone, by role.
    pub attacker: Values,
    /// King-danger units per piece the enemy holds, by role, and their most in all.
    pub enemy_hand: Values,
    pub enemy_hand_most: i32,
    /// King-danger units per role that can give a safe check, dropped or moved (twice as many
    /// when it can check from two squares).
    pub safe_check: Values,
    /// King-danger units per square of the zone they attack that only the king guards.
    pub weak_square: i32,
    /// Per empty square beside the king only it guards: where a drop lands (more with enemy
    /// pieces in hand, and again if an enemy piece reaches it).
    pub hole: i32,
    pub hole_with_drops: i32,
    pub hole_reached: i32,
    /// Per missing pawn of the three in front of the king; and per piece of ours beside it, taken
    /// off (the bot's own games fit it at −1: such a piece does not make the king safer).
    pub missing_shelter: i32,
    pub defender: i32,
    /// Centipawns for where each piece stands from the two kings (see
    /// [`crate::variants::board8::eval::for_each_placement_by_kings`]), fitted as a whole by
    /// `tune_variant --table`, not weight by weight; empty: not counted.
    pub placement_by_kings: Placement,
}

/// The weights the bot plays with.
pub const WEIGHTS: Weights = Weights {
    on_board: [148, 250, 263, 368, 592, 0],
    // Below their worth on the board: a piece in hand is one tempo from use, and the position's
    // worth is mostly in its initiative (the tempo) and the king's danger, which count the hand.
    in_hand: [70, 248, 209, 317, 482, 0],
    mobility: [0, 16, 17, 10, 2, 0],
    placement: 250,
    tempo: 118,
    attacker: [0, 5, 4, 4, 4, 0],
    enemy_hand: [9, 8, 10, 9, 11, 0],
    enemy_hand_most: 34,
    safe_check: [0, 10, 5, 6, 4, 0],
    weak_square: 4,
    hole: 5,
    hole_with_drops: 4,
    hole_reached: 0,
    missing_shelter: 12,
    defender: -1,
    placement_by_kings: Placement(&PLACEMENT_BY_KINGS),
};

/// The placement by the kings, fitted on the bot's own games.
const PLACEMENT_BY_KINGS: [i16; PLACEMENT_BY_KINGS_LEN] = placement_table(include_bytes!("placement.bin"));

/// Where each side's pieces reach.
struct Reach {
    /// King-danger units of the pieces aiming at each side's king zone.
    aimed_at: [i32; 2],
    /// By any piece of the side, the king included.
    all: [Bitboard; 2],
    /// By pieces other than the king.
    guarded: [Bitboard; 2],
    /// Squares reached by two pieces or more.
    twice: [Bitboard; 2],
    /// Of each role (pawn..queen), for the checks it can move to.
    by_role: [[Bitboard; 5]; 2],
    /// In centipawns.
    mobility: [i32; 2],
}

impl Reach {
    fn of(pos: &Pos8, w: &Weights) -> Reach {
        let occupied = pos.occupied();
        let zones = [Color::White, Color::Black].map(|c| pos.king_of(c).map_or(Bitboard::EMPTY, king_zone));
        let mut r = Reach { aimed_at: [0; 2], all: [Bitboard::EMPTY; 2], guarded: [Bitboard::EMPTY; 2], twice: [Bitboard::EMPTY; 2], by_role: [[Bitboard::EMPTY; 5]; 2], mobility: [0; 2] };
        for piece in Color::ALL.into_iter().flat_map(|color| Role::ALL.map(|role| Piece::new(color, role))) {
            let c = piece.color.index();
            for sq in pos.board.by_piece(piece) {
                let reach = match piece.role {
                    Role::Pawn => pawn_attacks(piece.color, sq),
                    role => attacks::piece_attacks(role, sq, occupied),
                };
                r.twice[c] |= r.all[c] & reach;
                r.all[c] |= reach;
                if piece.role != Role::King {
                    r.guarded[c] |= reach;
                    r.by_role[c][piece.role.index()] |= reach;
                }
                if !matches!(piece.role, Role::Pawn | Role::King) {
                    if (reach & zones[1 - c]).any() {
                        r.aimed_at[1 - c] += w.attacker[piece.role.index()];
                    }
                    r.mobility[c] += w.mobility[piece.role.index()] * (reach & !pos.board.by_color(piece.color)).count() as i32;
                }
            }
        }
        r
    }
}

fn hand(pos: &Pos8, color: Color, w: &Weights) -> i32 {
    POCKET_ROLES.iter().map(|&r| pos.pocket(color, r) as i32 * w.in_hand[r.index()]).sum()
}

/// What the danger to `color`'s king costs it, in centipawns.
fn king_danger(pos: &Pos8, reach: &Reach, color: Color, w: &Weights) -> i32 {
    let Some(king) = pos.king_of(color) else { return 0 };
    let them = !color;
    let (us_i, them_i) = (color.index(), them.index());
    let occupied = pos.occupied();
    let empty = !occupied;
    let zone = king_zone(king);
    // Enemy pieces aiming at the zone.
    let mut units = reach.aimed_at[us_i];
    // Squares of the zone they attack that only our king (or nothing) defends.
    let weak = zone & reach.all[them_i] & !reach.guarded[us_i];
    units += w.weak_square * weak.count() as i32;
    // Empty squares beside the king only it guards: where a drop lands, supported if they reach it.
    let their_hand: i32 = POCKET_ROLES.iter().map(|&r| pos.pocket(them, r) as i32 * w.enemy_hand[r.index()]).sum();
    let holes = zone & empty & !reach.guarded[us_i];
    units += holes.count() as i32 * if their_hand > 0 { w.hole_with_drops } else { w.hole };
    units += (holes & reach.all[them_i]).count() as i32 * w.hole_reached;
    units += their_hand.min(w.enemy_hand_most);

    // Safe checks: on a square we do not guard (or they guard twice), dropped or moved.
    let safe = empty & (!reach.all[us_i] | (reach.twice[them_i] & !reach.twice[us_i]));
    let checks_from = [
        pawn_attacks(color, king),
        knight_attacks(king),
        bishop_attacks(king, occupied),
        rook_attacks(king, occupied),
        bishop_attacks(king, occupied) | rook_attacks(king, occupied),
    ];
    for (i, &from) in checks_from.iter().enumerate() {
        let role = Role::ALL[i];
        let in_hand = pos.pocket(them, role) > 0;
        let mut squares = from & safe & if in_hand { !Bitboard::EMPTY } else { reach.by_role[them_i][i] };
        if role == Role::Pawn && in_hand {
            squares &= !Bitboard::BACK_RANKS;
        }
        if squares.any() {
            units += w.safe_check[i] * if squares.more_than_one() { 2 } else { 1 };
        }
    }

    // The pawns in front of the king, and our own pieces beside it, shelter it.
    let ahead = color.fold(1, -1);
    let cover = [-1, 0, 1].iter().filter_map(|&df| king.offset(df, ahead)).filter(|&sq| pos.board.piece_at(sq) == Some(Piece::new(color, Role::Pawn))).count() as i32;
    units += w.missing_shelter * (3 - cover);
    units -= w.defender * (zone & pos.board.by_color(color) & !pos.board.by_role(Role::King)).count() as i32;

    // In quarter units: 2 centipawns per unit squared.
    let units = units.max(0);
    (units * units / 8).min(2_500)
}

impl Tunable for Crazyhouse {
    type Weights = Weights;

    fn weights() -> Weights {
        WEIGHTS
    }

    fn evaluate_with(&self, w: &Weights) -> i32 {
        let pos = &self.pos;
        let reach = Reach::of(pos, w);
        let side = |c: Color| {
            material(pos, c, &w.on_board) + hand(pos, c, w) + placement(pos, c, 24) * w.placement / 100 + reach.mobility[c.index()] + placement_by_kings(pos, c, w.placement_by_kings)
                - king_danger(pos, &reach, c, w)
        };
        for_side_to_move(pos, side(Color::White) - side(Color::Black)) + w.tempo
    }

    fn params(w: &mut Weights) -> Vec<(String, &mut i32)> {
        let mut params = Vec::new();
        let roles = Role::ALL.map(Role::name);
        // Pawns neither count for mobility nor aim at a king's zone.
        for (name, values, first) in [
            ("on_board", &mut w.on_board, 0),
            ("in_hand", &mut w.in_hand, 0),
            ("mobility", &mut w.mobility, 1),
            ("attacker", &mut w.attacker, 1),
            ("enemy_hand", &mut w.enemy_hand, 0),
            ("safe_check", &mut w.safe_check, 0),
        ] {
            params.extend(labelled(name, &roles[first..5], &mut values[first..]));
        }
        params.extend(named([
            ("placement", &mut w.placement),
            ("tempo", &mut w.tempo),
            ("enemy_hand_most", &mut w.enemy_hand_most),
            ("weak_square", &mut w.weak_square),
            ("hole", &mut w.hole),
            ("hole_with_drops", &mut w.hole_with_drops),
            ("hole_reached", &mut w.hole_reached),
            ("missing_shelter", &mut w.missing_shelter),
            ("defender", &mut w.defender),
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

impl Evaluate for Crazyhouse {
    /// Some 50 drops for each piece in hand: near the leaves, the late quiet ones are skipped.
    const LATE_QUIETS: Option<usize> = Some(8);

    fn evaluate(&self) -> i32 {
        self.evaluate_with(&WEIGHTS)
    }

    fn is_noisy(&self, m: Move8) -> bool {
        victim(&self.pos, m).is_some()
    }

    /// Trading a bishop for a knight is no loss: only more than half a pawn is.
    fn losing_capture(&self, m: Move8) -> bool {
        exchange_gain(&self.pos, m, &WEIGHTS.on_board) < -WEIGHTS.on_board[0] / 2
    }

    /// Captures by value; among quiet moves checks first, then moves and drops nearer the enemy
    /// king (drops above all: that is where crazyhouse games are won), so that they are not the
    /// ones searched shallower.
    fn order(&self, m: Move8) -> i32 {
        let pos = &self.pos;
        if victim(pos, m).is_some() {
            return capture_order(pos, m, &WEIGHTS.on_board);
        }
        let Some(king) = pos.king_of(!pos.turn) else { return 0 };
        let check = if self.quiet_check(m) { 64 } else { 0 };
        let distance = (m.to.file().index() as i32 - king.file().index() as i32).abs().max((m.to.rank().index() as i32 - king.rank().index() as i32).abs());
        check + (8 - distance) * if m.is_drop() { 3 } else { 1 }
    }

    /// A quiet move or drop whose piece attacks the enemy king from where it lands (discovered
    /// checks aside): the drop attacks that decide games are searched past the horizon.
    fn quiet_check(&self, m: Move8) -> bool {
        let pos = &self.pos;
        let Some(king) = pos.king_of(!pos.turn) else { return false };
        let role = match m.kind {
            Kind8::Drop(role) => role,
            Kind8::Promotion(role) => role,
            Kind8::Castle => return false,
            _ => match pos.board.role_at(m.from) {
                Some(role) => role,
                None => return false,
            },
        };
        let occupied = if m.is_drop() { pos.occupied() } else { pos.occupied().without(m.from) };
        let reach = match role {
            Role::Pawn => pawn_attacks_of(pos.turn, Bitboard::from_square(m.to)),
            Role::King => return false,
            role => attacks::piece_attacks(role, m.to, occupied),
        };
        reach.contains(king)
    }

    /// The legal captures: no drops (none takes), no quiet board move made to be tested.
    fn noisy_moves(&self, out: &mut Vec<Move8>) -> bool {
        let pos = &self.pos;
        out.clear();
        const BOARD_ONLY: GenOptions = GenOptions { drops: false, ..GEN };
        // Castling takes nothing: its path need not be looked at.
        pseudo_moves(pos, &BOARD_ONLY, |_, _, _| false, out);
        out.retain(|&m| {
            victim(pos, m).is_some() && {
                let mut after = *pos;
                CrazyhouseRules::play(&mut after, m);
                !after.king_attacked(pos.turn)
            }
        });
        true
    }

    /// Moving never hurts here: the null move is sound.
    fn pass(&self) -> Option<Self> {
        Some(passed(self))
    }

    /// The legal moves, faster: out of check a drop never exposes our king, so drops need no
    /// test (the board moves are tested as the rules do).
    fn search_moves(&self, out: &mut Vec<Move8>) {
        let pos = &self.pos;
        out.clear();
        if CrazyhouseRules::is_check(pos) {
            return CrazyhouseRules::legal_moves(pos, out);
        }
        const BOARD_ONLY: GenOptions = GenOptions { drops: false, ..GEN };
        chess_legal_moves(pos, &BOARD_ONLY, CrazyhouseRules::play, out);
        let empty = !pos.occupied();
        for role in POCKET_ROLES {
            if pos.pocket(pos.turn, role) == 0 {
                continue;
            }
            let squares = if role == Role::Pawn { empty & !Bitboard::BACK_RANKS } else { empty };
            out.extend(squares.into_iter().map(|sq| Move8::new(sq, sq, Kind8::Drop(role))));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::variants::testkit::{assert_every_weight_is_read, assert_losing_captures};

    /// Positions where every term counts: pieces of each kind in both hands (drops and their
    /// checks), a king with empty squares beside it while the enemy's hand is empty, and one
    /// side's pieces alone, on the board and in hand (the others cancel out), and a knight
    /// and the other pieces aiming at a sheltered king (a king in the open is in danger beyond
    /// the cap), drops that check on a square the enemy holds twice, and a sheltered king against
    /// more in hand than the danger counts.
    const POSITIONS: [&str; 8] = [
        "r1bqk2r/ppp2ppp/2n2n2/3pp3/1b1PP3/2N2N2/PPP2PPP/R1BQKB1R[QRBNPqrbnp] w KQkq - 0 6",
        "r4rk1/pp3p1p/6p1/3q4/3P4/2P2N2/P4PPP/R2Q1RK1[BNPPnpp] b - - 0 15",
        "6k1/5p1p/6p1/8/8/8/5PPP/3R2K1[] w - - 0 30",
        "4k3/8/6N1/8/8/8/P7/RNBQK3[QRBNP] w - - 0 1",
        "4k3/3ppp2/6N1/8/B6Q/8/PPP5/1K1R4[] w - - 0 1",
        "6k1/5ppp/3q4/8/6n1/8/5PP1/6K1[p] w - - 0 1",
        "6k1/5ppp/3q4/8/6n1/8/5PP1/6K1[b] w - - 0 1",
        "3rkr2/3ppp2/8/8/8/8/PPP5/1K6[QQRRBBNN] b - - 0 1",
    ];

    #[test]
    fn every_tunable_weight_is_read_by_the_evaluation() {
        assert_every_weight_is_read::<Crazyhouse>(&POSITIONS);
    }

    /// Colours are names: a position and its mirror image, the other side to move, are worth
    /// the same to the side to move, the placement by the kings and all.
    #[test]
    fn a_position_and_its_mirror_image_are_worth_the_same() {
        use crate::chess::testing::mirrored;
        use crate::variants::testkit::pos;
        for fen in POSITIONS {
            let (a, b): (Crazyhouse, Crazyhouse) = (pos(fen), pos(&mirrored(fen)));
            assert_eq!(a.evaluate(), b.evaluate(), "{fen}");
        }
    }

    /// Each piece but a king reads two entries of the placement table, one by each king, and
    /// each king one, by its square; all within the table.
    #[test]
    fn each_piece_reads_its_place_from_both_kings() {
        use crate::variants::testkit::pos;
        let mut entries = Vec::new();
        for fen in POSITIONS {
            let p: Crazyhouse = pos(fen);
            p.table_entries(&mut entries);
            let pieces = p.pos.occupied().count() as usize;
            assert_eq!(entries.len(), 2 * pieces - 2, "{fen}");
            assert!(entries.iter().all(|&(i, _)| (i as usize) < p.table_len()), "{fen}");
        }
    }

    /// A queen that takes a pawn a pawn defends loses; a pawn that takes a defended knight
    /// wins; a bishop for a knight is a trade; a rook that takes a pawn wins it when a rook
    /// behind it recaptures, and loses when only the enemy's rooks stand on the file.
    #[test]
    fn a_capture_loses_when_the_exchange_on_its_square_costs_more_than_it_took() {
        assert_losing_captures::<Crazyhouse>(&[
            ("4k3/2p5/3p4/8/8/8/8/3QK3[] w - - 0 1", "d1d6", true),
            ("4k3/8/2p5/3n4/4P3/8/8/4K3[] w - - 0 1", "e4d5", false),
            ("4k3/8/2p5/3n4/8/8/6B1/4K3[] w - - 0 1", "g2d5", false),
            ("3rk3/8/8/3p4/8/8/3R4/3RK3[] w - - 0 1", "d2d5", false),
            ("3rk3/3r4/8/3p4/8/8/3R4/4K3[] w - - 0 1", "d2d5", true),
        ]);
    }
}
