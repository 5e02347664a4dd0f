//! Odds games: the side that gave material at the start plays for a win — a draw counts as a
//! loss of [`GIVER_CONTEMPT`] centipawns and it keeps pieces on the board — while the side that
//! received material plays solidly and welcomes trades, which bring its extra material home.

use super::search::Style;
use super::see;
use crate::chess::{Color, Position, Role};

/// What a draw costs the side that gave odds, in centipawns.
pub const GIVER_CONTEMPT: i32 = 50;
/// Centipawns per unit of game phase (a queen is 4, a rook 2, a minor piece 1).
pub const GIVER_TRADE_BIAS: i32 = 3;
pub const RECEIVER_TRADE_BIAS: i32 = -2;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stance {
    Even,
    /// We started with less material.
    Giving,
    /// We started with more material.
    Receiving,
}

/// Our stance in a game that started from `start`, where we play `us`.
pub fn stance(start: &Position, us: Color) -> Stance {
    let balance = material(start, us) - material(start, !us);
    match balance {
        b if b < 0 => Stance::Giving,
        b if b > 0 => Stance::Receiving,
        _ => Stance::Even,
    }
}

/// The search style for a stance.
pub fn style(stance: Stance) -> Style {
    match stance {
        Stance::Even => Style::default(),
        Stance::Giving => Style { contempt: GIVER_CONTEMPT, trade_bias: GIVER_TRADE_BIAS, ..Style::default() },
        Stance::Receiving => Style { contempt: 0, trade_bias: RECEIVER_TRADE_BIAS, ..Style::default() },
    }
}

/// The style for the side to move at the end of `game` (its positions, start first): the
/// stance is decided by the material each side started the game with.
pub fn style_for_game(game: &[Position]) -> Style {
    match (game.first(), game.last()) {
        (Some(start), Some(now)) => style(stance(start, now.turn())),
        _ => Style::default(),
    }
}

/// Material in whole pawns (1, 3, 3, 5, 9), by the exchange values: the king is not material.
fn material(pos: &Position, color: Color) -> i32 {
    let board = pos.board();
    let pieces = board.by_color(color) & !board.by_role(Role::King);
    pieces.squares().filter_map(|sq| board.role_at(sq)).map(|r| see::value(r) / see::value(Role::Pawn)).sum()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_side_without_its_knight_gives_odds() {
        let knight_odds = Position::from_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/R1BQKBNR w KQkq - 0 1").unwrap();
        assert_eq!(stance(&knight_odds, Color::White), Stance::Giving);
        assert_eq!(stance(&knight_odds, Color::Black), Stance::Receiving);
        assert_eq!(stance(&Position::standard(), Color::White), Stance::Even);
    }
}
