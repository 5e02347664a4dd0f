//! Antichess (lichess rules): captures are compulsory, the king is an ordinary piece, no
//! castling; you win by losing all your pieces or by having no move. See `rules.md`.

use crate::chess::{Bitboard, Color, Role};
use crate::variants::board8::{pseudo_moves, CastleRule, FenFlags, GenOptions, Kind8, Move8, Pos8, Rules8, V8};
use crate::variants::{EndReason, Outcome};

/// The short rules help a page shows for this game (`Game.variants()`'s `help`).
pub const HELP: &str = include_str!("help.md");

mod eval;

#[cfg(test)]
mod tests;

pub struct AntichessRules;

/// A position of Antichess.
pub type Antichess = V8<AntichessRules>;

const GEN: GenOptions = GenOptions {
    promotions: &[Role::Queen, Role::Rook, Role::Bishop, Role::Knight, Role::King],
    castling: CastleRule::None,
    drops: false,
    king_captures: true,
};

/// Does `m` take something (en passant included)?
fn is_capture(pos: &Pos8, m: Move8) -> bool {
    m.kind == Kind8::EnPassant || pos.theirs().contains(m.to)
}

impl Rules8 for AntichessRules {
    const ID: &'static str = "antichess";
    const FEN: FenFlags = FenFlags { pockets: false, duck: false, castling: false, kings_required: false };
    const SAN_CHECK: bool = false;

    fn start() -> Pos8 {
        Pos8 { castling: crate::chess::Bitboard::EMPTY, ..Pos8::standard() }
    }

    fn legal_moves(pos: &Pos8, out: &mut Vec<Move8>) {
        pseudo_moves(pos, &GEN, |_, _, _| true, out);
        if out.iter().any(|&m| is_capture(pos, m)) {
            out.retain(|&m| is_capture(pos, m));
        }
    }

    fn is_check(_: &Pos8) -> bool {
        false
    }

    fn outcome(pos: &Pos8, legal: &[Move8]) -> Option<Outcome> {
        let mover = pos.turn.index() as u8;
        if pos.ours().is_empty() {
            Some(Outcome::win(mover, EndReason::NoPieces))
        } else if legal.is_empty() {
            Some(Outcome::win(mover, EndReason::Stalemate))
        } else {
            None
        }
    }

    /// None: like pyffish, we play on (lone opposite-coloured bishops are left to the players).
    fn insufficient_material(_: &Pos8) -> bool {
        false
    }

    /// `player` wins by losing every piece or by being stalemated (rules.md, "Time"). Neither can
    /// happen when only bishops are left and no bishop of `player` shares a square colour with
    /// one of the other side: nothing can ever be taken, and bishops always have a move.
    fn can_win(pos: &Pos8, player: Color) -> bool {
        let board = &pos.board;
        let bishops = board.by_role(Role::Bishop);
        if board.occupied() != bishops {
            return true;
        }
        let (ours, theirs) = (board.by_color(player), board.by_color(!player));
        let meet = |colour: Bitboard| (ours & colour).any() && (theirs & colour).any();
        ours.is_empty() || meet(Bitboard::LIGHT_SQUARES) || meet(Bitboard::DARK_SQUARES)
    }
}
