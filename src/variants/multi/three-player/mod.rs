//! Three-player chess on the 96-cell hexagon (`three-player`; rules.md beside this file):
//! George R. Dekle Sr.'s Three-man chess, the first checkmate wins.
//!
//! - `geometry`: the cells, their polygons, neighbours and lines, generated from the hexagon.
//! - `position`: the position, its moves, check, the end and its ranking.
//! - `text`: the position text and move notation of `../rules.md`.

pub mod geometry;
pub mod position;
pub mod text;
#[cfg(test)]
mod tests;

pub use geometry::{hexagon, Cell, Hexagon};
pub use position::{End, Move, MoveKind, Piece, Ranking, SeatStatus, ThreePlayer};

use crate::variants::{DrawRules, EndReason, GamePosition, Outcome, Player, VariantError};

impl GamePosition for ThreePlayer {
    type Move = Move;
    const ID: &'static str = "three-player";
    const PLAYERS: usize = 3;
    /// G13: the 150-turn rule is the position's own (`variant_outcome`); fifth repetition ends
    /// the game; nothing is claimed.
    const DRAW_RULES: DrawRules =
        DrawRules { claim_repetition: None, auto_repetition: Some(5), claim_plies: None, auto_plies: None };

    fn start() -> Self {
        ThreePlayer::start()
    }
    fn from_fen(fen: &str) -> Result<Self, VariantError> {
        text::read(fen)
    }
    fn fen(&self) -> String {
        text::write(self)
    }
    fn turn(&self) -> Player {
        self.turn
    }
    fn legal_moves(&self, out: &mut Vec<Move>) {
        ThreePlayer::legal_moves(self, out)
    }
    fn play(&mut self, m: Move) {
        ThreePlayer::play(self, m)
    }
    fn hash(&self) -> u64 {
        ThreePlayer::hash(self)
    }
    fn same_position(&self, other: &Self) -> bool {
        ThreePlayer::same_position(self, other)
    }
    fn halfmoves(&self) -> u32 {
        self.halfmove
    }
    fn is_check(&self) -> bool {
        self.in_check(self.turn)
    }
    /// The winner of a checkmate (the full ranking: [`End::ranking`]), or a draw.
    fn variant_outcome(&self, _legal: &[Move]) -> Option<Outcome> {
        self.end.map(|end| match end {
            End::Checkmate { winner, .. } => Outcome::win(winner, EndReason::Checkmate),
            End::FiftyRounds => Outcome::draw(EndReason::FiftyMoves),
        })
    }
    fn insufficient_material(&self) -> bool {
        false
    }
    fn is_capture(&self, m: Move) -> bool {
        m.kind == MoveKind::EnPassant || (m.kind != MoveKind::Pass && self.board[m.to as usize].is_some())
    }
    fn uci(&self, m: Move) -> String {
        text::move_text(m)
    }
    fn san(&self, m: Move, _legal: &[Move]) -> String {
        text::move_text(m)
    }
    /// Cell names with the piece's seat letter and role letter (`wK`) are in `text`; here the
    /// role letter, upper case for every army (the seat is in [`ThreePlayer::piece`]).
    fn pieces(&self) -> Vec<(String, char)> {
        (0..geometry::CELLS as Cell)
            .filter_map(|c| self.piece(c).map(|p| (geometry::name(c), p.role.upper_char())))
            .collect()
    }
}
