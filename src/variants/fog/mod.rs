//! Fog of War (chess.com rules): no check, take the king to win, castling through attack; each
//! player sees only their own pieces and the squares they could move to. See `rules.md`.

use crate::chess::{Bitboard, Color, Piece, Square};
use crate::variants::board8::{king_capture, pseudo_moves, FenFlags, Kind8, Move8, Pos8, Rules8, V8};
use crate::variants::{DrawRules, EndReason, Outcome};

/// The short rules help a page shows for this game (`Game.variants()`'s `help`).
pub const HELP: &str = include_str!("help.md");

pub mod belief;
mod eval;

#[cfg(test)]
mod tests;

pub struct FogRules;

/// A position of Fog of War.
pub type Fog = V8<FogRules>;

/// The squares `viewer` sees: its own pieces, every square one of them could move to (pawns
/// push only onto empty squares and capture only where an enemy piece stands), and, after the
/// opponent's double step that `viewer` may take en passant, that pawn.
pub fn visible(pos: &Pos8, viewer: Color) -> Bitboard {
    let mut as_viewer = *pos;
    if pos.turn != viewer {
        // Seen as if it were the viewer's turn; en passant belongs to the side to move only.
        as_viewer.turn = viewer;
        as_viewer.ep = None;
    }
    let mut moves = Vec::with_capacity(64);
    pseudo_moves(&as_viewer, &king_capture::GEN, |_, _, _| true, &mut moves);
    let mut seen = pos.board.by_color(viewer);
    for m in moves {
        seen.set(m.landing());
        if m.kind == Kind8::EnPassant {
            seen.set(Square::from_coords(m.to.file(), m.from.rank()));
        }
    }
    seen
}

/// The board as `viewer` sees it: its pieces and the enemy pieces on visible squares.
pub fn seen_board(pos: &Pos8, viewer: Color) -> Vec<(Square, Piece)> {
    let seen = visible(pos, viewer);
    pos.board.pieces().filter(|(sq, _)| seen.contains(*sq)).collect()
}

impl Rules8 for FogRules {
    const ID: &'static str = "fog-of-war";
    const FEN: FenFlags = FenFlags { pockets: false, duck: false, castling: true, kings_required: false };
    const SAN_CHECK: bool = false;
    /// No claims: whether a claim holds would tell what hidden pieces did (a pawn moved, a piece
    /// came back). Fivefold repetition and the 75-move rule still end the game by themselves.
    const DRAW_RULES: DrawRules = DrawRules { claim_repetition: None, auto_repetition: Some(5), claim_plies: None, auto_plies: Some(150) };

    /// A king may be missing (it was taken: the game is over), never doubled.
    fn validate(pos: &Pos8) -> Result<(), crate::variants::VariantError> {
        crate::variants::board8::at_most_one_king(pos)
    }

    fn legal_moves(pos: &Pos8, out: &mut Vec<Move8>) {
        king_capture::moves(pos, out);
    }

    fn is_check(_: &Pos8) -> bool {
        false
    }

    /// No move is a draw, as stalemate in chess.
    fn outcome(pos: &Pos8, legal: &[Move8]) -> Option<Outcome> {
        king_capture::king_taken(pos).or_else(|| legal.is_empty().then(|| Outcome::draw(EndReason::Stalemate)))
    }

    /// None, as pyffish: bare kings play on, until a repetition or the move rule ends it.
    fn insufficient_material(_: &Pos8) -> bool {
        false
    }

    fn visible(pos: &Pos8, viewer: Color) -> Option<Bitboard> {
        Some(visible(pos, viewer))
    }
}
