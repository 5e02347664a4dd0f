//! Sittuyin (Burmese chess, pyffish `sittuyin`) on the fairy engine: the pieces, the hands and
//! where each piece may be placed are data; the hooks say the rest — placing comes before any
//! move, a pawn's promotion to a general (in place or one diagonal
//! step, only when the general is gone), ASEAN counting, and the SAN of a promotion that moves.
//! See `rules.md`.

/// The rules help the page shows.
pub const HELP: &str = include_str!("help.md");

mod eval;
#[cfg(test)]
mod tests;

use crate::variants::fairy::counting::{self, CountingRule};
use crate::variants::fairy::tables::zone_cells;
use crate::variants::fairy::{FMove, Fairy, Kind, Piece, PieceSpec, Pos, Rules, Spec, Zone};
use crate::variants::{DrawRules, Outcome};

/// Behind the pawns: a player's first three ranks (the cells its pawns leave free).
const CAMP: Zone = Zone::Ranks(0, 2);

pub const PIECES: &[PieceSpec] = &[
    PieceSpec::new('k', "king", "K").royal().drops(CAMP, false),
    PieceSpec::new('f', "general", "F").drops(CAMP, false),
    PieceSpec::new('s', "elephant", "FfW").drops(CAMP, false),
    PieceSpec::new('r', "chariot", "R").drops(Zone::Ranks(0, 0), false),
    PieceSpec::new('n', "horse", "N").drops(CAMP, false),
    PieceSpec::new('p', "pawn", "fmWfcF").pawn(),
];

/// Where a pawn may promote: the long diagonals in the enemy's half (ranks from the owner's side).
const PROMOTION: Zone = Zone::List(&[(0, 7), (1, 6), (2, 5), (3, 4), (4, 4), (5, 5), (6, 6), (7, 7)]);

pub struct SittuyinRules;

/// A position of Sittuyin.
pub type Sittuyin = Fairy<SittuyinRules>;

fn general(pos: &Pos) -> u8 {
    pos.t.type_of('f').unwrap_or_else(|| unreachable!("sittuyin has a general"))
}

/// Does the promotion `m`, a step, open a line onto the enemy king?
fn uncovers_check(pos: &Pos, m: FMove) -> bool {
    if m.from == m.to {
        return false;
    }
    let mut after = *pos;
    after.apply(m);
    after.king_attacked(after.turn)
}

impl Rules for SittuyinRules {
    const ID: &'static str = "sittuyin";
    const SPEC: Spec = Spec {
        pieces: PIECES,
        start: "8/8/4pppp/pppp4/4PPPP/PPPP4/8/8[KSSFRRNNkssfrrnn] w - - 0 1",
        hands: true,
        // pyffish writes a hand in this order.
        hand_order: "KSFRN",
        counting: true,
        ..Spec::DEFAULT
    };
    const DRAW_RULES: DrawRules = DrawRules::CHESS;
    crate::fairy_tables!();

    /// A pawn's promotion to a general, instead of a move, when its side has none: from a cell
    /// of the long diagonals (anywhere, for a side's last pawn), in place or one diagonal step
    /// onto an empty cell, where the new general attacks no enemy piece and from where the
    /// pawn's leaving uncovers no check.
    fn extra_moves(pos: &Pos, out: &mut Vec<FMove>) {
        let t = pos.t;
        let us = pos.turn;
        let f = general(pos);
        let Some(p) = t.type_of('p') else { return };
        let pawns = pos.pieces(us, p);
        if pawns.is_empty() || pos.pieces(us, f).any() {
            return;
        }
        let from_cells = if pawns.more_than_one() { pawns & zone_cells(t.shape, PROMOTION, us) } else { pawns };
        let enemy = pos.colours[(us ^ 1) as usize];
        let steps = |c: u8| &t.moves[t.index(us, f, c)];
        for from in from_cells {
            let targets = (steps(from).leap_move & !pos.occupied()).with(from);
            for to in targets {
                let m = FMove { from, to, kind: Kind::Promote(f) };
                if (steps(to).leap_capture & enemy).is_empty() && !uncovers_check(pos, m) {
                    out.push(m);
                }
            }
        }
    }

    /// Placing comes first: while the side to move has pieces in hand, it must place one.
    fn filter(pos: &Pos, out: &mut Vec<FMove>) {
        if pos.hands[pos.turn as usize].iter().any(|&n| n > 0) {
            out.retain(|m| matches!(m.kind, Kind::Drop(_)));
        }
    }

    fn after_move(_before: &Pos, after: &mut Pos, m: FMove, captured: Option<Piece>) {
        counting::after_move(CountingRule::Asean, after, captured, matches!(m.kind, Kind::Promote(_)));
    }

    /// Why a move is refused during the placement: pieces are placed first, each behind its
    /// own pawns, chariots on the first rank.
    fn illegal_reason(pos: &Pos, uci: &str) -> Option<String> {
        let us = pos.turn as usize;
        if pos.hands[us].iter().all(|&n| n == 0) {
            return None;
        }
        let Some((letter, cell)) = uci.split_once('@') else {
            return Some("pieces in hand are placed before any piece moves".into());
        };
        let t = pos.t;
        let ty = t.type_of(letter.to_ascii_lowercase().chars().next()?)?;
        let to = t.shape.parse(cell)?;
        let info = &t.pieces[ty as usize];
        (pos.hands[us][ty as usize] > 0 && !pos.occupied().has(to) && !info.drop_zone[us].has(to)).then(|| match info.spec.letter {
            'r' => "a chariot is placed on the first rank".to_string(),
            _ => format!("a {} is placed behind its own pawns (the first three ranks)", info.spec.name),
        })
    }

    fn outcome(pos: &Pos, legal: &[FMove]) -> Option<Outcome> {
        crate::variants::fairy::rules::no_move_end(pos, legal).or_else(|| counting::outcome(pos))
    }

    /// pyffish's SAN, with the origin of a promotion that steps: `b2a1=F` (in place: `b2=F`).
    fn san(pos: &Pos, m: FMove, legal: &[FMove]) -> String {
        let text = crate::variants::fairy::san::san::<Self>(pos, m, legal);
        match m.kind {
            Kind::Promote(_) if m.from != m.to => format!("{}{text}", pos.t.shape.name(m.from)),
            _ => text,
        }
    }
}
