//! Ouk Chatrang (Cambodian chess, pyffish `cambodian`, the rules of 2022): Makruk's pieces and
//! moves, plus two opening moves whose rights the FEN's castling field keeps as files (`DEde`):
//! the king's first move may be a knight's leap to the next rank (not capturing, not out of
//! check; the right is lost for good once an enemy rook moves onto the king's rank or file,
//! even a blocked one), and the met's first move may jump two cells straight forward (not
//! capturing). Counting as Ouk counts (`fairy::counting`), applied automatically. The rules we
//! play: `rules.md`.

/// The rules help the page shows.
pub const HELP: &str = include_str!("help.md");

mod eval;
#[cfg(test)]
mod tests;

use super::fairy::counting::{self, CountingRule};
use super::fairy::{FMove, Fairy, Kind, Piece, Pos, Rules, Spec};
use super::makruk::{DRAW_RULES, PIECES};
use super::{DrawRules, Outcome};

pub struct OukRules;

impl Rules for OukRules {
    const ID: &'static str = "ouk-chatrang";
    const SPEC: Spec = Spec { pieces: PIECES, start: "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w DEde - 0 1", counting: true, rights: true, ..Spec::DEFAULT };
    const DRAW_RULES: DrawRules = DRAW_RULES;
    crate::fairy_tables!();

    /// The opening leaps of a king or met that still has its right.
    fn extra_moves(pos: &Pos, out: &mut Vec<FMove>) {
        let t = pos.t;
        let us = pos.turn;
        let forward = if us == 0 { 1 } else { -1 };
        let empty = t.all & !pos.occupied();
        let entitled = pos.rights & pos.colours[us as usize];
        if entitled.is_empty() {
            return;
        }
        if let Some(king) = pos.king(us).filter(|&k| entitled.has(k)) {
            if !pos.king_attacked(us) {
                for df in [-2, 2] {
                    if let Some(to) = t.shape.offset(king, df, forward).filter(|&to| empty.has(to)) {
                        out.push(FMove::new(king, to));
                    }
                }
            }
        }
        let met = t.type_of('m').map_or(super::fairy::Cells::EMPTY, |m| pos.pieces(us, m));
        for from in met & entitled {
            if let Some(to) = t.shape.offset(from, 0, 2 * forward).filter(|&to| empty.has(to)) {
                out.push(FMove::new(from, to));
            }
        }
    }

    fn after_move(before: &Pos, after: &mut Pos, m: FMove, captured: Option<Piece>) {
        // A rook arriving on the enemy king's rank or file takes away its leap.
        let rook = before.t.type_of('r');
        if before.piece_at(m.from).is_some_and(|p| Some(p.ty) == rook) {
            if let Some(king) = after.king(after.turn).filter(|&k| after.rights.has(k)) {
                let s = after.t.shape;
                if s.file(king) == s.file(m.to) || s.rank(king) == s.rank(m.to) {
                    after.rights = after.rights.without(king);
                }
            }
        }
        counting::after_move(CountingRule::Cambodian, after, captured, matches!(m.kind, Kind::Promote(_)));
    }

    fn outcome(pos: &Pos, legal: &[FMove]) -> Option<Outcome> {
        super::fairy::rules::no_move_end(pos, legal).or_else(|| counting::outcome(pos))
    }
}

pub type Ouk = Fairy<OukRules>;
