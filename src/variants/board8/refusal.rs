//! Why a text that is no legal move of an 8×8 game cannot be one, in the game's own terms: a
//! drop without the piece in hand, onto a taken square, a pawn onto the first or last rank; the
//! duck left where it is or sent onto a piece; a move from a square the fog hides (said from the
//! mover's view alone, so a refusal reveals nothing hidden).

use super::{Pos8, Rules8};
use crate::chess::{Rank, Role, Square};

/// The reason `text` is refused in `pos`, when the game's rules give one; `sides` are the names
/// of the two sides ("White", "Black").
pub fn refusal<R: Rules8>(pos: &Pos8, text: &str, sides: [&str; 2]) -> Option<String> {
    let mover = sides[pos.turn.index()];
    if let Some((role, to)) = text.split_once('@') {
        return drop_refusal::<R>(pos, role, to, mover);
    }
    let from = Square::parse(text.get(0..2)?)?;
    if R::visible(pos, pos.turn).is_some_and(|seen| !seen.contains(from)) {
        return Some(format!("{from} is hidden from {mover} in the fog, so no {mover} piece stands there"));
    }
    match (text.split_once(','), R::FEN.duck) {
        (Some(_), false) => Some("only Duck chess moves a duck; a move here is written like e2e4".into()),
        (None, true) => Some("in Duck chess a move also names the duck's square, e.g. e2e4,e4d5".into()),
        (Some((main, duck)), true) => {
            let to = Square::parse(main.get(2..4)?)?;
            let target = Square::parse(duck.get(duck.len().checked_sub(2)?..)?)?;
            if pos.duck == Some(target) {
                Some(format!("the duck must move: it already stands on {target}"))
            } else if target == to || (pos.board.occupied().contains(target) && target != from) {
                Some(format!("the duck cannot go to {target}: the square is occupied"))
            } else {
                None
            }
        }
        (None, false) => None,
    }
}

fn drop_refusal<R: Rules8>(pos: &Pos8, role: &str, to: &str, mover: &str) -> Option<String> {
    if !R::FEN.pockets {
        return Some("there are no drops in this game".into());
    }
    let letter = role.to_ascii_lowercase();
    let Some(role) = letter.chars().next().filter(|_| letter.len() == 1).and_then(Role::from_char).filter(|&r| r != Role::King) else {
        return Some(format!("'{letter}' is not a piece that can be dropped"));
    };
    if pos.pockets[pos.turn.index()][role.index()] == 0 {
        return Some(format!("{mover} has no {} in hand", role.name()));
    }
    let square = Square::parse(to)?;
    if pos.occupied().contains(square) {
        return Some(format!("{square} is occupied"));
    }
    if role == Role::Pawn && (square.rank() == Rank::FIRST || square.rank() == Rank::EIGHTH) {
        return Some("a pawn cannot be dropped on the first or last rank".into());
    }
    None
}
