//! Mating material: can a side checkmate at all, by any series of legal moves, judged by the
//! pieces on the board alone?
//!
//! The test is one-sided and "help-mate" based, as FIDE 6.9 (loss on time) and 5.2.2 (dead
//! position) require: the opponent may cooperate, and may even have to, by blocking its own
//! king. So a lone knight can mate a king that has a pawn, knight, bishop or rook to block its
//! flight squares (K+N v K+P is a win on time for the knight), and bishops can mate when the
//! other side has a pawn, a knight, or a bishop on the other colour (K+B v K+B with
//! opposite-coloured bishops is no draw). A queen never helps: it cannot stand next to its king
//! without covering the square a lone knight or same-coloured bishops would have to check from.

use super::bitboard::Bitboard;
use super::board::Board;
use super::piece::{Color, Role};

/// Can `color` checkmate the other side by some series of legal moves, counting material only
/// (pawn structure is [`super::dead`]'s business)? `false` means certainly not.
pub fn can_mate(board: &Board, color: Color) -> bool {
    let ours = board.by_color(color);
    let theirs = board.by_color(!color);
    if (ours & (board.by_role(Role::Pawn) | board.by_role(Role::Rook) | board.by_role(Role::Queen))).any() {
        return true;
    }
    let knights = ours & board.by_role(Role::Knight);
    let bishops = board.by_role(Role::Bishop);
    if knights.any() {
        // Two knights, or knight and bishop, mate with help; a lone knight needs a blocker.
        let lone_knight = (ours & !board.by_role(Role::King)) == knights && knights.count() == 1;
        let blockers = theirs & !board.by_role(Role::King) & !board.by_role(Role::Queen);
        return !lone_knight || blockers.any();
    }
    if (ours & bishops).any() {
        // Bishops all on one colour cover only that colour: the king escapes to the other one
        // unless something of the other colour or a blocker can be brought in.
        let one_colour = (bishops & Bitboard::DARK_SQUARES).is_empty() || (bishops & Bitboard::LIGHT_SQUARES).is_empty();
        let blockers = theirs & (board.by_role(Role::Pawn) | board.by_role(Role::Knight));
        return !one_colour || blockers.any();
    }
    false
}

/// Neither side can checkmate (FIDE 5.2.2 by material alone): K v K, K+minor v K, and any
/// number of bishops all on squares of one colour.
pub fn is_insufficient(board: &Board) -> bool {
    !can_mate(board, Color::White) && !can_mate(board, Color::Black)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chess::Position;

    fn board(fen: &str) -> Board {
        *Position::from_fen(fen).unwrap().board()
    }

    #[test]
    fn bare_kings_and_lone_minors_cannot_mate() {
        assert!(is_insufficient(&board("8/8/4k3/8/8/3K4/8/8 w - - 0 1")));
        assert!(is_insufficient(&board("8/8/4k3/8/8/3K4/8/6N1 w - - 0 1")));
        assert!(is_insufficient(&board("8/8/4k3/8/8/3K4/8/5B2 w - - 0 1")));
        // Bishops of both sides on light squares only.
        assert!(is_insufficient(&board("8/8/4k3/5b2/8/3K4/8/5B2 w - - 0 1")));
    }

    #[test]
    fn help_mates_count_as_mating_material() {
        // K+N v K+P: the pawn can block its own king.
        let b = board("8/8/4k3/4p3/8/3K4/8/6N1 w - - 0 1");
        assert!(can_mate(&b, Color::White));
        assert!(can_mate(&b, Color::Black), "the pawn can promote");
        // Opposite-coloured bishops: each side can be mated.
        let b = board("8/8/4kb2/8/8/3K4/8/3B4 w - - 0 1");
        assert!(can_mate(&b, Color::White) && can_mate(&b, Color::Black));
        // A queen does not help a lone knight.
        let b = board("8/8/4kq2/8/8/3K4/8/6N1 w - - 0 1");
        assert!(!can_mate(&b, Color::White) && can_mate(&b, Color::Black));
        // Two knights can mate a bare king with its help.
        assert!(can_mate(&board("8/8/4k3/8/8/3K4/8/5NN1 w - - 0 1"), Color::White));
    }
}
