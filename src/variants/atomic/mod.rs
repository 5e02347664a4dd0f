//! Atomic (lichess rules): a capture explodes the capturer, the captured piece and every
//! non-pawn piece around the target square; kings cannot capture; touching kings cannot check
//! each other; exploding the enemy king wins at once. See `rules.md`.

use crate::chess::attacks;
use crate::chess::{Bitboard, Color, Piece, Role, Square};
use crate::variants::board8::{pseudo_moves, CastleRule, FenFlags, GenOptions, Kind8, Move8, Pos8, Rules8, V8};
use crate::variants::{EndReason, Outcome};

/// The short rules help a page shows for this game (`Game.variants()`'s `help`).
pub const HELP: &str = include_str!("help.md");

mod eval;

#[cfg(test)]
mod tests;

pub struct AtomicRules;

/// A position of Atomic.
pub type Atomic = V8<AtomicRules>;

const GEN: GenOptions = GenOptions {
    promotions: &[Role::Queen, Role::Rook, Role::Bishop, Role::Knight],
    castling: CastleRule::Safe,
    drops: false,
    king_captures: false,
};

/// Would a king of `color` on `sq` be in check, given `occupied`? Never next to the enemy king
/// (it cannot capture there without exploding itself); kings never give check.
fn attacked(pos: &Pos8, sq: Square, color: Color, occupied: Bitboard) -> bool {
    let their_king = pos.board.by_piece(Piece::new(!color, Role::King));
    if (attacks::king_attacks(sq) & their_king).any() {
        return false;
    }
    (pos.attackers(sq, !color, occupied) & !their_king).any()
}

/// Is the king of `color` in check? (False without a king.)
pub fn in_check(pos: &Pos8, color: Color) -> bool {
    pos.king_of(color).is_some_and(|k| attacked(pos, k, color, pos.occupied()))
}

/// The squares a capture on `at` blows up: the piece that arrived there and every non-pawn
/// piece on the eight squares around.
fn blast(pos: &Pos8, at: Square) -> Bitboard {
    (attacks::king_attacks(at) & !pos.board.by_role(Role::Pawn)) | at
}

fn explode(pos: &mut Pos8, at: Square) {
    let blast = blast(pos, at);
    for sq in blast & pos.board.occupied() {
        pos.board.remove(sq);
    }
    pos.promoted &= !blast;
}

impl Rules8 for AtomicRules {
    const ID: &'static str = "atomic";
    const FEN: FenFlags = FenFlags { pockets: false, duck: false, castling: true, kings_required: false };
    const SAN_CHECK: bool = false;

    /// A king may be missing (it exploded: the game is over), never doubled.
    fn validate(pos: &Pos8) -> Result<(), crate::variants::VariantError> {
        crate::variants::board8::at_most_one_king(pos)?;
        if pos.king_of(pos.turn).is_some() && in_check(pos, !pos.turn) {
            return Err(crate::variants::VariantError::Fen("the side not to move is in check".into()));
        }
        Ok(())
    }

    fn legal_moves(pos: &Pos8, out: &mut Vec<Move8>) {
        let us = pos.turn;
        if pos.king_of(us).is_none() || pos.king_of(!us).is_none() {
            return;
        }
        pseudo_moves(pos, &GEN, |p, king, sq| !attacked(p, sq, us, p.occupied() ^ king), out);
        out.retain(|&m| {
            let mut after = *pos;
            AtomicRules::play(&mut after, m);
            after.king_of(us).is_some() && (after.king_of(!us).is_none() || !in_check(&after, us))
        });
    }

    fn play(pos: &mut Pos8, m: Move8) {
        if pos.make_basic(m).is_some() {
            explode(pos, m.to);
        }
        pos.finish_move();
    }

    fn is_check(pos: &Pos8) -> bool {
        pos.king_of(!pos.turn).is_some() && in_check(pos, pos.turn)
    }

    /// A capture's blast, as it will be once the capturer stands on the target: the pieces
    /// there now (the capturer still on its square of departure is spared, unless in range).
    fn exploded(pos: &Pos8, m: Move8) -> Bitboard {
        let capture = m.kind == Kind8::EnPassant || pos.theirs().contains(m.to);
        if !capture {
            return Bitboard::EMPTY;
        }
        let occupied_after = (pos.occupied() & !Bitboard::from_square(m.from)) | m.to;
        blast(pos, m.to) & occupied_after
    }

    fn outcome(pos: &Pos8, legal: &[Move8]) -> Option<Outcome> {
        let us = pos.turn;
        let mover = us.index() as u8;
        if pos.king_of(us).is_none() {
            Some(Outcome::win(1 - mover, EndReason::KingExploded))
        } else if pos.king_of(!us).is_none() {
            Some(Outcome::win(mover, EndReason::KingExploded))
        } else if !legal.is_empty() {
            None
        } else if in_check(pos, us) {
            Some(Outcome::win(1 - mover, EndReason::Checkmate))
        } else {
            Some(Outcome::draw(EndReason::Stalemate))
        }
    }

    /// None, as pyffish: bare kings play on, until a repetition or the move rule ends it.
    fn insufficient_material(_: &Pos8) -> bool {
        false
    }

    /// `player` wins by exploding the enemy king or by mate (rules.md, "Time"). A king never
    /// captures, so a bare king wins neither way. A king with company can be blown up by a capture
    /// beside it — unless only bishops are left and ours stand on the other colour from theirs. A
    /// bare king can only be mated: by a queen or a pawn (a future queen), by two pieces other than
    /// knights, by three knights; not by one knight, bishop or rook, nor by two knights.
    fn can_win(pos: &Pos8, player: Color) -> bool {
        let board = &pos.board;
        let kings = board.by_role(Role::King);
        let ours = board.by_color(player) & !kings;
        let theirs = board.by_color(!player) & !kings;
        if ours.is_empty() {
            return false;
        }
        if theirs.any() {
            let bishops = board.by_role(Role::Bishop);
            let apart = |a: Bitboard, b: Bitboard| {
                (a & Bitboard::LIGHT_SQUARES).is_empty() && (b & Bitboard::DARK_SQUARES).is_empty()
            };
            let only_bishops = (ours | theirs) == bishops;
            return !(only_bishops && (apart(ours, theirs) || apart(theirs, ours)));
        }
        if (ours & (board.by_role(Role::Queen) | board.by_role(Role::Pawn))).any() {
            return true;
        }
        let knights = ours & board.by_role(Role::Knight);
        if ours == knights {
            knights.count() > 2
        } else {
            ours.count() > 1
        }
    }
}
