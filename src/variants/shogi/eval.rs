//! How the bot judges Shogi and Minishogi: material on the board and in hand (a piece in hand
//! can go almost anywhere: it is worth a little more), pawns, silvers and knights that have come
//! forward, mobility, and king safety — enemy pieces close to the king against the golds and
//! silvers beside it, weighed by what the enemy holds in hand (drops are where shogi games are
//! won), and where each piece stands from the two kings, learned from the bot's own games.

use super::Shogi;
use crate::variants::{labelled, named, placement_table, Evaluate, Placement};
use crate::variants::fairy::evalkit::{for_side_to_move, losing_capture, mobility, taken};
use crate::variants::fairy::gen::{keep_king_safe, targets};
use crate::variants::fairy::cells::Cells;
use crate::variants::fairy::{Colour, FMove, Fairy, Kind, Pos, Rules};

/// What the evaluation weighs, tuned on the bot's own games (`examples/tune_variant.rs`); Shogi
/// and Minishogi each have their own.
#[derive(Clone, Debug)]
pub struct Weights {
    /// Centipawns: pawn, lance, knight, silver, gold, bishop, rook, horse (promoted bishop),
    /// dragon (promoted rook), and the other promoted pieces (which move as golds).
    pub values: [i32; 10],
    /// A piece in hand is worth this much more than on the board (per cent).
    pub hand_bonus: i32,
    /// Per rank a pawn, silver or knight has come forward (up to five).
    pub development: i32,
    /// Per square a piece reaches.
    pub mobility: i32,
    /// How much an enemy piece near the king threatens it: horse or dragon, bishop or rook, gold
    /// or promoted piece, silver or knight, the others.
    pub menace: [i32; 5],
    /// King danger on the large board: per menace (twice as much a step away as two), per piece
    /// the enemy holds (rooks and bishops twice), less per gold or silver beside the king.
    pub menace_weight: i32,
    pub enemy_hand: i32,
    pub guard: i32,
    /// On the small board, per cell around the king: attacked by the enemy, empty, or held by a
    /// gold or silver of ours.
    pub attacked_cell: i32,
    pub open_cell: i32,
    pub guarded_cell: i32,
    /// Centipawns for where each piece stands (see [`for_each_placement`]), fitted as a whole by
    /// `tune_variant --table`, not weight by weight; empty: not counted.
    pub placement: Placement,
}

/// Shogi's placement, fitted on its own games.
const SHOGI_PLACEMENT: [i16; placement_len(9, 9)] = placement_table(include_bytes!("placement.bin"));
/// Minishogi's placement, fitted on its own games.
const MINISHOGI_PLACEMENT: [i16; placement_len(5, 5)] = placement_table(include_bytes!("../minishogi/placement.bin"));

/// Shogi's weights.
pub const SHOGI: Weights = Weights {
    values: [96, 287, 334, 480, 537, 762, 962, 1033, 1250, 543],
    hand_bonus: 14,
    development: 9,
    mobility: 5,
    menace: [7, 6, 5, 2, 1],
    menace_weight: 11,
    enemy_hand: 6,
    guard: 24,
    attacked_cell: 30,
    open_cell: 6,
    guarded_cell: 25,
    placement: Placement(&SHOGI_PLACEMENT),
};

/// Minishogi's weights, tuned on its own games: the king's cells weigh more than the hand, and
/// each square a piece reaches counts four times what it does on the large board.
pub const MINISHOGI: Weights = Weights {
    values: [175, 300, 350, 561, 625, 740, 924, 1029, 1172, 505],
    hand_bonus: 8,
    attacked_cell: 58,
    open_cell: 32,
    guarded_cell: 52,
    development: 2,
    mobility: 13,
    placement: Placement(&MINISHOGI_PLACEMENT),
    ..SHOGI
};

/// Where a piece stands in [`Weights::values`] (`None`: the king, which has no value).
fn value_index(letter: char, promoted: bool) -> Option<usize> {
    Some(match (letter, promoted) {
        ('p', false) => 0,
        ('l', false) => 1,
        ('n', false) => 2,
        ('s', false) => 3,
        ('g', _) => 4,
        ('b', false) => 5,
        ('r', false) => 6,
        ('b', true) => 7,
        ('r', true) => 8,
        (_, true) => 9,
        _ => return None,
    })
}

fn value_of(pos: &Pos, ty: u8, w: &Weights) -> i32 {
    let spec = &pos.t.pieces[ty as usize].spec;
    value_index(spec.letter, spec.promoted).map_or(0, |i| w.values[i])
}

/// A piece's value for ordering captures and promotions.
fn piece_value(pos: &Pos, ty: u8) -> i32 {
    value_of(pos, ty, &SHOGI)
}

fn material(pos: &Pos, colour: Colour, w: &Weights) -> i32 {
    let t = pos.t;
    let board: i32 = (0..t.pieces.len() as u8).map(|ty| pos.pieces(colour, ty).count() as i32 * value_of(pos, ty, w)).sum();
    let hand: i32 = (0..t.pieces.len() as u8).map(|ty| pos.hands[colour as usize][ty as usize] as i32 * value_of(pos, ty, w)).sum();
    board + hand * (100 + w.hand_bonus) / 100
}

/// Ranks advanced from the owner's side, 0 on its back rank.
fn advance(pos: &Pos, colour: Colour, c: u8) -> i32 {
    let rank = pos.t.shape.rank(c) as i32;
    if colour == 0 {
        rank
    } else {
        pos.t.shape.ranks as i32 - 1 - rank
    }
}

/// Pawns, silvers and knights coming forward (the others guard the king or work from afar).
fn development(pos: &Pos, colour: Colour, w: &Weights) -> i32 {
    let t = pos.t;
    let mut score = 0;
    for c in pos.colours[colour as usize] {
        let Some(p) = pos.piece_at(c) else { continue };
        let spec = &t.pieces[p.ty as usize].spec;
        if !spec.promoted && matches!(spec.letter, 'p' | 's' | 'n') {
            score += w.development * advance(pos, colour, c).min(5);
        }
    }
    score
}

/// How much an enemy piece near the king threatens it.
fn menace(letter: char, promoted: bool, w: &Weights) -> i32 {
    w.menace[match (letter, promoted) {
        ('r' | 'b', true) => 0,
        ('r' | 'b', false) => 1,
        ('g', _) | (_, true) => 2,
        ('s' | 'n', false) => 3,
        _ => 4,
    }]
}

/// The king's danger: enemy pieces within two steps of it (nearer counts more), less its own
/// golds and silvers beside it, made worse by what the enemy holds in hand. Counted by
/// distance, not by attacks: cheap enough to ask at every node.
fn king_danger(pos: &Pos, colour: Colour, w: &Weights) -> i32 {
    let t = pos.t;
    let Some(king) = pos.king(colour) else { return 0 };
    let beside = t.neighbours[king as usize];
    let two_away = beside.fold(Cells::EMPTY, |cells, c| cells | t.neighbours[c as usize]) & !beside.with(king);
    let (ours, theirs) = (pos.colours[colour as usize], pos.colours[(colour ^ 1) as usize]);
    let menaces = |cells: Cells| -> i32 {
        (cells & theirs).map(|c| pos.piece_at(c).map_or(0, |p| { let spec = &t.pieces[p.ty as usize].spec; menace(spec.letter, spec.promoted, w) })).sum()
    };
    let attack = 2 * menaces(beside) + menaces(two_away);
    let guard = (beside & ours)
        .filter(|&c| pos.piece_at(c).is_some_and(|p| { let spec = &t.pieces[p.ty as usize].spec; matches!(spec.letter, 'g' | 's') || spec.promoted }))
        .count() as i32;
    let them = (colour ^ 1) as usize;
    let hand: i32 = (0..t.pieces.len()).map(|ty| pos.hands[them][ty] as i32 * if matches!(t.pieces[ty].spec.letter, 'r' | 'b') { 2 } else { 1 }).sum();
    let danger = attack * w.menace_weight + hand * w.enemy_hand - guard * w.guard;
    danger.max(0) * (6 + hand.min(10)) / 6
}

/// On a small board every piece is near the king: there, the enemy's attacks on the cells
/// around it (and holes beside it) tell the danger, weighed by the enemy's hand.
fn king_attacks(pos: &Pos, colour: Colour, w: &Weights) -> i32 {
    let t = pos.t;
    let Some(king) = pos.king(colour) else { return 0 };
    let them = colour ^ 1;
    let occ = pos.occupied();
    let beside = t.neighbours[king as usize];
    let attacked = beside.filter(|&c| pos.attacked(c, them, occ)).count() as i32;
    let open = (beside & !occ).count() as i32;
    let guards = (beside & pos.colours[colour as usize]).filter(|&c| pos.piece_at(c).is_some_and(|p| matches!(t.pieces[p.ty as usize].spec.letter, 'g' | 's'))).count() as i32;
    let their_hand: i32 = pos.hands[them as usize].iter().map(|&n| n as i32).sum();
    (attacked * w.attacked_cell + open * w.open_cell - guards * w.guarded_cell).max(0) * (4 + their_hand.min(8)) / 4
}

/// The piece kinds a placement entry tells apart: those of [`Weights::values`].
const PLACED_KINDS: usize = 10;

/// How far from a king, in files and in ranks, a placement entry tells cells apart: a piece
/// farther away counts as if at this distance. Minishogi's board is within it; on Shogi's the
/// pieces that shape a castle or an attack are.
const PLACED_REACH: i32 = 4;
/// The cells around a king a placement entry tells apart.
const PLACED_CELLS: usize = ((2 * PLACED_REACH + 1) * (2 * PLACED_REACH + 1)) as usize;

/// How many entries a placement table has on a board of `files` × `ranks`: each kind by where
/// it stands from its own king and from the enemy king, and the king by its own cell. (Where one
/// king stands from the other is the same for both sides: it would cancel out.)
pub const fn placement_len(files: usize, ranks: usize) -> usize {
    2 * PLACED_KINDS * PLACED_CELLS + files * ranks
}

/// Calls `f` with the placement entry of each of `colour`'s pieces, seen from its own side (the
/// board turned half round for the second player): the pieces that guard a king and those that
/// attack one stand in a few shapes around it, which a table by kind and distance from each king
/// learns where the hand-set terms only count.
pub fn for_each_placement(pos: &Pos, colour: Colour, mut f: impl FnMut(usize)) {
    let t = pos.t;
    let (Some(own), Some(enemy)) = (pos.king(colour), pos.king(colour ^ 1)) else { return };
    let d = PLACED_CELLS;
    let turn = if colour == 0 { 1 } else { -1 };
    let from = |king: u8, c: u8| {
        let file = (turn * (t.shape.file(c) as i32 - t.shape.file(king) as i32)).clamp(-PLACED_REACH, PLACED_REACH);
        let rank = (turn * (t.shape.rank(c) as i32 - t.shape.rank(king) as i32)).clamp(-PLACED_REACH, PLACED_REACH);
        ((rank + PLACED_REACH) * (2 * PLACED_REACH + 1) + file + PLACED_REACH) as usize
    };
    for c in pos.colours[colour as usize] {
        let Some(p) = pos.piece_at(c) else { continue };
        let spec = &t.pieces[p.ty as usize].spec;
        match value_index(spec.letter, spec.promoted) {
            Some(kind) => {
                f(kind * d + from(own, c));
                f((PLACED_KINDS + kind) * d + from(enemy, c));
            }
            None => {
                let cell = if colour == 0 { c as usize } else { t.shape.cell_count() - 1 - c as usize };
                f(2 * PLACED_KINDS * d + cell);
            }
        }
    }
}

/// The placement table's length on `pos`'s board.
pub fn table_len(pos: &Pos) -> usize {
    placement_len(pos.t.shape.files as usize, pos.t.shape.ranks as usize)
}

/// The placement entries `pos` reads, for the tuner ([`crate::variants::Tunable::table_entries`]).
pub fn table_entries(pos: &Pos, out: &mut Vec<(u32, i8)>) {
    out.clear();
    for (colour, sign) in [(0, 1), (1, -1)] {
        for_each_placement(pos, colour, |i| out.push((i as u32, sign)));
    }
}

fn side(pos: &Pos, colour: Colour, w: &Weights) -> i32 {
    // On a small board every piece is near the king: the cells around it tell its danger.
    let king = if pos.t.shape.files < 9 { king_attacks(pos, colour, w) } else { king_danger(pos, colour, w) };
    let mut placement = 0;
    for_each_placement(pos, colour, |i| placement += w.placement.entry(i));
    material(pos, colour, w) + development(pos, colour, w) + w.mobility * mobility(pos, colour) + placement - king
}

/// The evaluation every game of the shogi family uses, under its weights.
pub fn evaluate(pos: &Pos, w: &Weights) -> i32 {
    for_side_to_move(pos, side(pos, 0, w) - side(pos, 1, w))
}

fn victim(pos: &Pos, m: FMove) -> Option<i32> {
    taken(pos, m).map(|p| piece_value(pos, p.ty))
}

pub fn is_noisy(pos: &Pos, m: FMove) -> bool {
    victim(pos, m).is_some() || matches!(m.kind, Kind::Promote(_))
}

/// The captures and promotions alone (legal ones), out of check: listing every drop to keep
/// none of them is most of the quiescence search's work in a game with hands.
pub fn noisy_moves(pos: &Pos, out: &mut Vec<FMove>) {
    let t = pos.t;
    let us = pos.turn;
    let enemy = pos.colours[(us ^ 1) as usize];
    out.clear();
    for from in pos.colours[us as usize] {
        let Some(piece) = pos.piece_at(from) else { continue };
        let info = &t.pieces[piece.ty as usize];
        let zone = info.promo_zone[us as usize];
        let promotes = !info.promo_to.is_empty();
        for to in targets(pos, from) {
            let may_promote = promotes && (zone.has(from) || zone.has(to));
            if may_promote {
                out.extend(info.promo_to.iter().map(|&p| FMove { from, to, kind: Kind::Promote(p) }));
            }
            if enemy.has(to) && !(may_promote && info.promo_forced[us as usize].has(to)) {
                out.push(FMove::new(from, to));
            }
        }
    }
    keep_king_safe(pos, out);
}

/// A quiet move or drop that checks: on a small board, where every drop is near the king, the
/// search follows these into quiescence and never prunes them.
pub fn quiet_check(pos: &Pos, m: FMove) -> bool {
    if is_noisy(pos, m) {
        return false;
    }
    let t = pos.t;
    let Some(king) = pos.king(pos.turn ^ 1) else { return false };
    // A piece checks from its new cell only if its kind could reach the king from there at all;
    // a move off one of the king's lines may also uncover a rider behind it (every rider of the
    // family rides those lines). Most moves do neither, and are ruled out before one is played
    // to be sure.
    let (ty, leaves) = match m.kind {
        Kind::Drop(ty) => (ty, false),
        _ => match pos.piece_at(m.from) {
            Some(p) => (p.ty, t.direction(m.from, king).is_some()),
            None => return false,
        },
    };
    if !leaves && !t.reach[t.index(pos.turn, ty, king)].has(m.to) {
        return false;
    }
    let mut after = *pos;
    after.apply(m);
    after.king_attacked(pos.turn ^ 1)
}

/// Captures by value (the cheaper attacker first), promotions, then moves and drops nearer the
/// enemy king.
pub fn order(pos: &Pos, m: FMove) -> i32 {
    let t = pos.t;
    if let Some(v) = victim(pos, m) {
        let attacker = pos.piece_at(m.from).map_or(0, |p| piece_value(pos, p.ty));
        return 10_000 + v * 10 - attacker / 10;
    }
    if let Kind::Promote(ty) = m.kind {
        return 5_000 + piece_value(pos, ty);
    }
    let Some(king) = pos.king(pos.turn ^ 1) else { return 0 };
    let distance = (t.shape.file(m.to) as i32 - t.shape.file(king) as i32).abs().max((t.shape.rank(m.to) as i32 - t.shape.rank(king) as i32).abs());
    (9 - distance) * if matches!(m.kind, Kind::Drop(_)) { 2 } else { 1 }
}

/// The position with the other side to move (moving never hurts in shogi).
pub fn passed<R: Rules>(game: &Fairy<R>) -> Fairy<R> {
    let mut pos = game.pos;
    pos.turn ^= 1;
    Fairy::new(pos)
}

/// Each weight a game of the family reads, by name: values and the hand's bonus, then the terms
/// of its board's size.
pub fn params(w: &mut Weights, small_board: bool) -> Vec<(String, &mut i32)> {
    let Weights { values, hand_bonus, development, mobility, menace, menace_weight, enemy_hand, guard, attacked_cell, open_cell, guarded_cell, placement: _ } = w;
    let names = ["pawn", "lance", "knight", "silver", "gold", "bishop", "rook", "horse", "dragon", "promoted"];
    // The small board has no lances or knights.
    let absent: &[&str] = if small_board { &["lance", "knight"] } else { &[] };
    let mut params: Vec<(String, &mut i32)> = names.iter().zip(values.iter_mut()).filter(|(n, _)| !absent.contains(n)).map(|(n, v)| (format!("values.{n}"), v)).collect();
    params.extend(named([("hand_bonus", hand_bonus)]));
    if small_board {
        params.extend(named([("development", development), ("mobility", mobility), ("attacked_cell", attacked_cell), ("open_cell", open_cell), ("guarded_cell", guarded_cell)]));
        return params;
    }
    let menaces = ["horse_or_dragon", "bishop_or_rook", "gold", "silver_or_knight", "other"];
    params.extend(labelled("menace", &menaces, menace));
    params.extend(named([("development", development), ("mobility", mobility), ("menace_weight", menace_weight), ("enemy_hand", enemy_hand), ("guard", guard)]));
    params
}

/// The tuner's view of a game of the family ([`crate::variants::Tunable`]): the evaluation under `$weights`, each
/// weight by name (`$small_board`: the small board's terms, see [`params`]) and the placement
/// table.
#[macro_export]
macro_rules! shogi_family_tunable {
    ($game:ty, $weights:expr, $small_board:expr) => {
        impl $crate::variants::Tunable for $game {
            type Weights = $crate::variants::shogi::eval::Weights;

            fn weights() -> Self::Weights {
                $weights
            }

            fn evaluate_with(&self, w: &Self::Weights) -> i32 {
                $crate::variants::shogi::eval::evaluate(&self.pos, w)
            }

            fn params(w: &mut Self::Weights) -> Vec<(String, &mut i32)> {
                $crate::variants::shogi::eval::params(w, $small_board)
            }

            fn table_len(&self) -> usize {
                $crate::variants::shogi::eval::table_len(&self.pos)
            }

            fn table(w: &Self::Weights) -> &[i16] {
                w.placement.0
            }

            fn table_entries(&self, out: &mut Vec<(u32, i8)>) {
                $crate::variants::shogi::eval::table_entries(&self.pos, out)
            }
        }
    };
}

crate::shogi_family_tunable!(Shogi, SHOGI, false);

impl Evaluate for Shogi {
    /// With pieces in hand there are hundreds of drops: near the leaves only the first few
    /// quiet moves per ply are searched.
    const LATE_QUIETS: Option<usize> = Some(8);
    /// Material, development, mobility, placement and the kings' surroundings: the position alone.
    const EVALUATION_BY_HASH: bool = true;

    fn evaluate(&self) -> i32 {
        evaluate(&self.pos, &SHOGI)
    }

    fn is_noisy(&self, m: FMove) -> bool {
        is_noisy(&self.pos, m)
    }

    fn noisy_moves(&self, out: &mut Vec<FMove>) -> bool {
        noisy_moves(&self.pos, out);
        true
    }

    /// More than half a pawn lost to the recapture.
    fn losing_capture(&self, m: FMove) -> bool {
        losing_capture(&self.pos, m, SHOGI.values[0] / 2, |ty| piece_value(&self.pos, ty))
    }

    fn order(&self, m: FMove) -> i32 {
        order(&self.pos, m)
    }

    fn pass(&self) -> Option<Self> {
        Some(passed(self))
    }
}

#[cfg(test)]
mod tests {
    use crate::variants::minishogi::Minishogi;
    use crate::variants::shogi::Shogi;
    use crate::variants::testkit::assert_every_weight_is_read;

    /// The start; one side's pieces of every kind alone, on the board and in hand (the others
    /// cancel out); and pieces of each kind near a king its gold guards.
    #[test]
    fn every_tunable_weight_of_shogi_is_read_by_the_evaluation() {
        assert_every_weight_is_read::<Shogi>(&[
            "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[] w - - 0 1",
            "4k4/9/9/9/9/9/PPP6/+B+R+P6/LNSGK4[PLNSGBR] w - - 0 1",
            "2+R1kg3/2B1S4/3NLG3/4P4/9/9/9/9/4K4[P] b - - 0 1",
        ]);
    }

    /// Gote's king on e5, sente's rook on e1 behind its silver on e3.
    #[test]
    fn a_silver_stepping_off_the_rooks_file_uncovers_a_quiet_check() {
        use crate::variants::{Evaluate, GamePosition};
        let game = Minishogi::from_fen("4k/5/4S/5/K3R[G] w - - 0 1").expect("fen");
        let check = |text: &str| game.quiet_check(game.parse_uci(text).expect(text));
        assert!(check("e3d2"), "the silver steps aside: the rook sees the king");
        assert!(!check("a1b1"), "a king move that uncovers nothing does not check");
        assert!(check("G@e4"), "a gold dropped beside the king checks");
        assert!(!check("G@a3"), "one dropped far away does not");
    }

    /// Neither side is favoured by where it sits: a position and the same with the sides' roles
    /// swapped are worth the same to the side to move, placement and all.
    #[test]
    fn a_position_and_its_sides_swapped_are_worth_the_same() {
        use crate::variants::testkit::{pos, turned};
        use crate::variants::Evaluate;
        assert_eq!(turned("2gsk/4g/3S1/5/K4[Pb] b - - 0 1"), "4k/5/1s3/G4/KSG2[pB] w - - 0 1");
        for fen in ["rbsgk/4p/5/P4/KGSBR[] w - - 0 1", "2gsk/4g/3S1/5/K4[Pb] b - - 0 1", "r3k/1+B1s1/2p2/G1S2/K2R1[Gpb] w - - 0 1"] {
            let (a, b): (Minishogi, Minishogi) = (pos(fen), pos(&turned(fen)));
            assert_eq!(a.evaluate(), b.evaluate(), "{fen}");
        }
        for fen in ["lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[] w - - 0 1", "ln1g3nl/1r1sk1gb1/p1pppp1pp/6p2/9/2P4P1/PP1PPPP1P/1BG2S1R1/LNS1KG1NL[Ps] b - - 0 1"] {
            let (a, b): (Shogi, Shogi) = (pos(fen), pos(&turned(fen)));
            assert_eq!(a.evaluate(), b.evaluate(), "{fen}");
        }
    }

    #[test]
    fn every_tunable_weight_of_minishogi_is_read_by_the_evaluation() {
        assert_every_weight_is_read::<Minishogi>(&[
            "rbsgk/4p/5/P4/KGSBR[] w - - 0 1",
            "4k/5/+B+R+S2/P4/KG3[PGSBR] w - - 0 1",
            "2gsk/4g/3S1/5/K4[P] b - - 0 1",
        ]);
    }
}
