//! Terms every 8×8 game's evaluation may draw on: material by the game's own values,
//! piece-square tables (tapered by the pieces left), king zones and attack counts, and capture
//! ordering. Each game's `eval.rs` chooses and weighs them.

use crate::chess::attacks;
use crate::chess::exchange::exchange;
use crate::chess::{Bitboard, Color, Piece, Role, Square};
use crate::variants::board8::{Kind8, Move8, Pos8, Rules8, V8};
use crate::variants::{placement_table, Placement};

/// Values by role index (pawn, knight, bishop, rook, queen, king).
pub type Values = [i32; 6];

/// Chess's values: what most of the family starts from.
pub const CHESS_VALUES: Values = [100, 320, 330, 500, 900, 0];

/// `color`'s material by `values`.
pub fn material(pos: &Pos8, color: Color, values: &Values) -> i32 {
    Role::ALL.iter().map(|&r| pos.board.by_piece(Piece::new(color, r)).count() as i32 * values[r.index()]).sum()
}

/// Game phase from 24 (all pieces) to 0 (pawns and kings), as the chess bot counts it.
pub fn phase(pos: &Pos8) -> i32 {
    let b = &pos.board;
    let p = b.by_role(Role::Knight).count() + b.by_role(Role::Bishop).count() + 2 * b.by_role(Role::Rook).count() + 4 * b.by_role(Role::Queen).count();
    (p as i32).min(24)
}

/// The piece-square tables: by role (pawn … king) a half board of 8 ranks × 4 files from the
/// edge, each entry a middlegame and an endgame weight. They began as the chess bot's tuned
/// tables and are kept here as the family's own, so that retuning chess's evaluation does not
/// move the games whose weights were fitted around them.
const TABLES: [i16; 6 * 32 * 2] = placement_table(include_bytes!("placement.bin"));

/// `color`'s pieces on their squares, by [`TABLES`], tapered by `phase`.
pub fn placement(pos: &Pos8, color: Color, phase: i32) -> i32 {
    let (mut mg, mut eg) = (0i32, 0i32);
    // Role by role: no square's piece to look up.
    for role in Role::ALL {
        for sq in pos.board.by_piece(Piece::new(color, role)) {
            let s = if color == Color::White { sq } else { sq.flip_vertical() };
            let file = s.file().index() as usize;
            let entry = 2 * (role.index() * 32 + s.rank().index() as usize * 4 + file.min(7 - file));
            mg += TABLES[entry] as i32;
            eg += TABLES[entry + 1] as i32;
        }
    }
    (mg * phase + eg * (24 - phase)) / 24
}

/// The king's square and the eight around it.
pub fn king_zone(king: Square) -> Bitboard {
    attacks::king_attacks(king) | king
}

/// How many times `by`'s pieces attack the squares of `zone` (the duck blocking lines).
pub fn attacks_on(pos: &Pos8, zone: Bitboard, by: Color) -> i32 {
    let occupied = pos.occupied();
    zone.into_iter().map(|sq| pos.attackers(sq, by, occupied).count() as i32).sum()
}

/// The roles a placement-by-kings entry tells apart by where they stand from each king: all but
/// the king, whose entries are its own squares.
const PLACED_ROLES: usize = 5;
/// How far from a king, in files and in ranks, a placement-by-kings entry tells squares apart: a
/// piece farther away counts as if at this distance. The shelter, the pieces that guard the
/// squares around a king and those that aim at it stand within it.
const PLACED_REACH: i32 = 4;
/// The squares around a king a placement-by-kings entry tells apart.
const PLACED_SQUARES: usize = ((2 * PLACED_REACH + 1) * (2 * PLACED_REACH + 1)) as usize;
/// How many entries a placement-by-kings table has: each role by where it stands from its own
/// king and from the enemy's, and the king by its square. (Where one king stands from the other
/// is the same for both sides: it would cancel out.)
pub const PLACEMENT_BY_KINGS_LEN: usize = 2 * PLACED_ROLES * PLACED_SQUARES + 64;

/// Calls `f` with the placement-by-kings entry of each of `color`'s pieces, seen from its own
/// side (Black's ranks counted downwards; the files stay, as the sides castled to do); nothing
/// without both kings. For the games decided at a king (Crazyhouse's drops, Atomic's blasts), a
/// piece's worth is where it stands from the kings: pawns and pieces that shelter one, and those
/// within reach of the other, which a table by role and distance learns where hand-set
/// king-danger terms only count.
pub fn for_each_placement_by_kings(pos: &Pos8, color: Color, mut f: impl FnMut(usize)) {
    let (Some(own), Some(enemy)) = (pos.king_of(color), pos.king_of(!color)) else { return };
    let ahead = color.fold(1, -1);
    let from = |king: Square, sq: Square| {
        let file = (sq.file().index() as i32 - king.file().index() as i32).clamp(-PLACED_REACH, PLACED_REACH);
        let rank = (ahead * (sq.rank().index() as i32 - king.rank().index() as i32)).clamp(-PLACED_REACH, PLACED_REACH);
        ((rank + PLACED_REACH) * (2 * PLACED_REACH + 1) + file + PLACED_REACH) as usize
    };
    for role in &Role::ALL[..PLACED_ROLES] {
        for sq in pos.board.by_piece(Piece::new(color, *role)) {
            f(role.index() * PLACED_SQUARES + from(own, sq));
            f((PLACED_ROLES + role.index()) * PLACED_SQUARES + from(enemy, sq));
        }
    }
    let king = if color == Color::White { own } else { own.flip_vertical() };
    f(2 * PLACED_ROLES * PLACED_SQUARES + king.index() as usize);
}

/// `color`'s score by a placement-by-kings table: the entries its pieces read, summed.
pub fn placement_by_kings(pos: &Pos8, color: Color, table: Placement) -> i32 {
    let mut sum = 0;
    for_each_placement_by_kings(pos, color, |i| sum += table.entry(i));
    sum
}

/// The placement-by-kings entries both sides read, for [`crate::variants::Tunable::table_entries`]:
/// White's with +1, Black's with −1.
pub fn placement_by_kings_entries(pos: &Pos8, out: &mut Vec<(u32, i8)>) {
    out.clear();
    for (color, sign) in [(Color::White, 1), (Color::Black, -1)] {
        for_each_placement_by_kings(pos, color, |i| out.push((i as u32, sign)));
    }
}

/// The value of what `m` takes (en passant: a pawn), or `None` for a quiet move or a drop.
pub fn victim(pos: &Pos8, m: Move8) -> Option<Role> {
    match m.kind {
        Kind8::EnPassant => Some(Role::Pawn),
        Kind8::Drop(_) | Kind8::Castle => None,
        _ => pos.board.piece_at(m.to).filter(|p| p.color != pos.turn).map(|p| p.role),
    }
}

/// Most valuable victim first, least valuable attacker among equals; promotions count as
/// winning their piece.
pub fn capture_order(pos: &Pos8, m: Move8, values: &Values) -> i32 {
    let taken = victim(pos, m).map_or(0, |r| values[r.index()].max(50));
    let promoted = match m.kind {
        Kind8::Promotion(r) => values[r.index()],
        _ => 0,
    };
    let attacker = pos.board.role_at(m.from).map_or(0, |r| values[r.index()]);
    taken * 16 + promoted * 8 - attacker / 8
}

/// What the capture `m` wins once the exchange on its square is played out, pieces worth
/// `values` (the king above everything); below zero, it loses material. The duck blocks lines.
pub fn exchange_gain(pos: &Pos8, m: Move8, values: &Values) -> i32 {
    let value = |r: Role| if r == Role::King { 20_000 } else { values[r.index()] };
    let mut occupied = pos.occupied().without(m.from);
    if m.kind == Kind8::EnPassant {
        occupied = occupied.without(Square::from_coords(m.to.file(), m.from.rank()));
    }
    let mut gain = victim(pos, m).map_or(0, value);
    let mut on_square = pos.board.role_at(m.from).map_or(0, value);
    if let Kind8::Promotion(r) = m.kind {
        gain += value(r) - value(Role::Pawn);
        on_square = value(r);
    }
    exchange(&pos.board, m.to, occupied, pos.turn, gain, on_square, value)
}

/// The chess-like score from the side to move's view: each side's material by `values` and
/// placement by the chess tables (tapered by the pieces left), less what `danger` says that side's
/// king risks (the game's own term).
pub fn chess_like(pos: &Pos8, values: &Values, danger: impl Fn(&Pos8, Color) -> i32) -> i32 {
    let ph = phase(pos);
    let side = |c: Color| material(pos, c, values) + placement(pos, c, ph) - danger(pos, c);
    for_side_to_move(pos, side(Color::White) - side(Color::Black))
}

/// The search hooks of an 8×8 game whose noisy moves are its captures (or recruits): those
/// moves, ordered by victim and attacker by the game's `values`; with `pass`, also the null move,
/// for games where moving never hurts.
#[macro_export]
macro_rules! capture_hooks {
    ($values:expr) => {
        fn is_noisy(&self, m: $crate::variants::board8::Move8) -> bool {
            $crate::variants::board8::eval::victim(&self.pos, m).is_some()
        }

        fn order(&self, m: $crate::variants::board8::Move8) -> i32 {
            $crate::variants::board8::eval::capture_order(&self.pos, m, $values)
        }
    };
    ($values:expr, pass) => {
        $crate::capture_hooks!($values);

        fn pass(&self) -> Option<Self> {
            Some($crate::variants::board8::eval::passed(self))
        }
    };
}

/// `white`'s score turned to the side to move's view.
pub fn for_side_to_move(pos: &Pos8, white: i32) -> i32 {
    if pos.turn == Color::White {
        white
    } else {
        -white
    }
}

/// The position with the other side to move (and no en passant): the null move, for the games
/// where moving never hurts ([`super::Evaluate::pass`]).
pub fn passed<R: Rules8>(game: &V8<R>) -> V8<R> {
    let mut pos = game.pos;
    pos.turn = !pos.turn;
    pos.ep = None;
    V8::new(pos)
}
