//! How the bot judges Crazyhouse: material on the board and in hand (a piece in hand can go
//! anywhere, so it is worth a little more), placement as in chess, and king safety that grows
//! with what the enemy holds in hand.

use super::{chess_legal_moves, Crazyhouse, CrazyhouseRules, GEN};
use crate::bot::variant::eval8::{attacks_on, capture_order, for_side_to_move, king_zone, material, passed, phase, placement, victim, Values};
use crate::bot::variant::Evaluate;
use crate::chess::{Bitboard, Color, Piece, Role};
use crate::variants::board8::{GenOptions, Kind8, Move8, Pos8, Rules8, POCKET_ROLES};

const VALUES: Values = [100, 300, 320, 460, 880, 0];
const IN_HAND: Values = [130, 330, 340, 470, 900, 0];

fn hand(pos: &Pos8, color: Color) -> i32 {
    POCKET_ROLES.iter().map(|&r| pos.pocket(color, r) as i32 * IN_HAND[r.index()]).sum()
}

/// Attacks on the king's zone and holes in its pawn cover, weighed by the enemy's hand.
fn king_danger(pos: &Pos8, color: Color) -> i32 {
    let Some(king) = pos.king_of(color) else { return 0 };
    let their_hand: i32 = POCKET_ROLES.iter().map(|&r| pos.pocket(!color, r) as i32).sum();
    let zone = king_zone(king);
    let attacks = attacks_on(pos, zone, !color);
    // The three squares in front of the king, where its pawns shelter it.
    let ahead = color.fold(1, -1);
    let cover = [-1, 0, 1].iter().filter_map(|&df| king.offset(df, ahead)).filter(|&sq| pos.board.piece_at(sq) == Some(Piece::new(color, Role::Pawn))).count() as i32;
    let holes = 3 - cover.min(3);
    let empty_near = (zone & !pos.occupied()).count() as i32;
    (attacks * 20 + holes * 20 + empty_near * 4) * (3 + their_hand.min(9)) / 3
}

impl Evaluate for Crazyhouse {
    fn evaluate(&self) -> i32 {
        let pos = &self.pos;
        let ph = phase(pos).max(12); // pieces come back: the middlegame never quite ends
        let side = |c: Color| material(pos, c, &VALUES) + hand(pos, c) + placement(pos, c, ph) - king_danger(pos, c);
        for_side_to_move(pos, side(Color::White) - side(Color::Black))
    }

    fn is_noisy(&self, m: Move8) -> bool {
        victim(&self.pos, m).is_some()
    }

    /// Captures by value; quiet moves nearer the enemy king first (drops above all: that is
    /// where crazyhouse games are won), so that they are not the ones searched shallower.
    fn order(&self, m: Move8) -> i32 {
        let pos = &self.pos;
        if victim(pos, m).is_some() {
            return capture_order(pos, m, &VALUES);
        }
        let Some(king) = pos.king_of(!pos.turn) else { return 0 };
        let distance = (m.to.file().index() as i32 - king.file().index() as i32).abs().max((m.to.rank().index() as i32 - king.rank().index() as i32).abs());
        (8 - distance) * if m.is_drop() { 3 } else { 1 }
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
