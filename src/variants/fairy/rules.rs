//! [`Rules`]: a game of the family = its [`Spec`] (data) + the hooks it overrides. Every hook
//! has a default that follows the data, so a game whose rules data can say overrides nothing.

use super::pos::{Colour, FMove, Piece, Pos};
use super::spec::{Royal, Spec, Verdict};
use super::tables::Tables;
use super::Fairy;
use crate::variants::{Claim, DrawRules, EndReason, Outcome, VariantError};

/// One game of the family. Implement `ID`, `SPEC` and `tables()` (with [`fairy_tables!`]);
/// override the hooks the game needs.
///
/// [`fairy_tables!`]: crate::fairy_tables
pub trait Rules: 'static + Sized {
    /// The registry id.
    const ID: &'static str;
    const SPEC: Spec;
    const DRAW_RULES: DrawRules = DrawRules::CHESS;
    /// The names of the two sides ([`GamePosition::SIDES`](crate::variants::GamePosition::SIDES)).
    const SIDES: [&'static str; 2] = ["White", "Black"];

    /// The game's generated tables (one per game: `fairy_tables!()` writes this function).
    fn tables() -> &'static Tables;

    /// The start position (the spec's start FEN, unless the game builds it otherwise).
    fn start() -> Pos {
        Pos::from_fen(Self::tables(), Self::SPEC.start).unwrap_or_else(|e| panic!("{}: start FEN: {e}", Self::ID))
    }

    /// Checks a FEN's position beyond what the shared reader knows.
    fn validate(pos: &Pos) -> Result<(), VariantError> {
        default_validate(pos)
    }

    /// Moves the data cannot say (Ouk Chatrang's opening leaps, janggi's pass, Sittuyin's
    /// promotions), added before legality is checked.
    fn extra_moves(pos: &Pos, out: &mut Vec<FMove>) {
        let _ = (pos, out);
    }

    /// Removes legal moves the game forbids for reasons of its own (uchifuzume, a placement
    /// phase), after the king-safety test.
    fn filter(pos: &Pos, out: &mut Vec<FMove>) {
        let _ = (pos, out);
    }

    /// After the data's move was played (`captured`: the piece taken): counting, rights, state.
    fn after_move(before: &Pos, after: &mut Pos, m: FMove, captured: Option<Piece>) {
        let _ = (before, after, m, captured);
    }

    /// An end that leaves no move at all (pyffish lists none): a king taken, a bare king.
    fn immediate_end(pos: &Pos) -> Option<Outcome> {
        data_immediate_end(pos)
    }

    /// The end of the game, given this position's legal moves: the immediate ends, then
    /// checkmate and stalemate by the data; a game adds its own (counting) after these.
    fn outcome(pos: &Pos, legal: &[FMove]) -> Option<Outcome> {
        Self::immediate_end(pos).or_else(|| no_move_end(pos, legal))
    }

    fn insufficient_material(pos: &Pos) -> bool {
        let _ = pos;
        false
    }

    /// What a claim gives, given the game's positions from its start (the last is the current
    /// one): a draw by default; xiangqi's perpetual check, janggi's material count.
    fn claim_outcome(claim: Claim, positions: &[Fairy<Self>]) -> Outcome {
        let _ = positions;
        Outcome::draw(claim.reason())
    }

    /// Plies the n-move rule waits beyond `DRAW_RULES.claim_plies` (xiangqi: frequent checks).
    fn move_rule_extension(positions: &[Fairy<Self>]) -> u32 {
        let _ = positions;
        0
    }

    /// A move written in the game's own notation (WXF, Korean coordinates, `pass`), once UCI and
    /// SAN did not read it: `None` when it is not one; an error saying why a move is refused.
    fn parse_other(pos: &Pos, text: &str, legal: &[FMove]) -> Option<Result<FMove, VariantError>> {
        let _ = (pos, text, legal);
        None
    }

    /// SAN as pyffish writes it for this game (chess-like by default).
    fn san(pos: &Pos, m: FMove, legal: &[FMove]) -> String {
        super::san::san::<Self>(pos, m, legal)
    }

    /// The end a repetition brings when it is not the referee's plain draw (shogi's sennichite,
    /// perpetual check): `since_first` = the positions from the first occurrence of the current
    /// one up to it, `occurrences` = how often it has occurred. `None`: `DRAW_RULES` decide.
    fn repetition_outcome(since_first: &[super::Fairy<Self>], occurrences: u32) -> Option<Outcome> {
        let _ = (since_first, occurrences);
        None
    }

    /// The game's other notation for positions (shogi's SFEN) as its FEN; `Ok(None)`: `text`
    /// is not written in it.
    fn fen_alias(text: &str) -> Result<Option<String>, VariantError> {
        let _ = text;
        Ok(None)
    }

    /// The game's other notation for moves (shogi's USI) as its UCI; `None`: not written so.
    fn move_alias(pos: &Pos, text: &str) -> Option<String> {
        let _ = (pos, text);
        None
    }

    /// Why the move written `uci` is not legal, when the game can say (nifu, uchifuzume).
    fn illegal_reason(pos: &Pos, uci: &str) -> Option<String> {
        let _ = (pos, uci);
        None
    }
}

/// The checks every game gets: one king at most per side; with check and no hands, exactly one.
pub fn default_validate(pos: &Pos) -> Result<(), VariantError> {
    let t = pos.t;
    if let Some(k) = t.royal {
        for colour in 0..2u8 {
            let kings = pos.pieces(colour, k).count();
            if kings == 0 && t.spec.royal == Royal::Check && !t.spec.hands {
                return Err(VariantError::Fen(format!("{} has no king", if colour == 0 { "White" } else { "Black" })));
            }
        }
        if t.spec.royal == Royal::Check && pos.king_attacked(pos.turn ^ 1) {
            return Err(VariantError::Fen("the side not to move is in check".into()));
        }
    }
    Ok(())
}

/// The data's ends that leave no move: the side to move's king was taken (`Royal::Capture`);
/// a bare king (Shatranj: a side left with its king alone loses, unless it is to move and can
/// take the other side's last piece at once).
pub fn data_immediate_end(pos: &Pos) -> Option<Outcome> {
    let t = pos.t;
    let us = pos.turn;
    let them = us ^ 1;
    if t.spec.royal == Royal::Capture {
        if let Some(k) = t.royal {
            if pos.pieces(us, k).is_empty() {
                return Some(Outcome::win(them, EndReason::KingCaptured));
            }
        }
    }
    if t.spec.bare_king {
        let count = |c: Colour| pos.colours[c as usize].count();
        if count(them) <= 1 && count(us) >= 2 {
            return Some(Outcome::win(us, EndReason::BareKing));
        }
        if count(us) <= 1 && count(them) >= 3 {
            return Some(Outcome::win(them, EndReason::BareKing));
        }
    }
    None
}

/// No legal move: checkmate (games with check), else stalemate as the spec scores it.
pub fn no_move_end(pos: &Pos, legal: &[FMove]) -> Option<Outcome> {
    if !legal.is_empty() {
        return None;
    }
    let us = pos.turn;
    if pos.t.spec.royal == Royal::Check && pos.king_attacked(us) {
        return Some(Outcome::win(us ^ 1, EndReason::Checkmate));
    }
    Some(match pos.t.spec.stalemate {
        Verdict::Loss => Outcome::win(us ^ 1, EndReason::Stalemate),
        Verdict::Draw => Outcome::draw(EndReason::Stalemate),
        Verdict::Win => Outcome::win(us, EndReason::Stalemate),
    })
}

/// Writes a game's `tables()`: its tables generated once, on first use, from its `SPEC`.
#[macro_export]
macro_rules! fairy_tables {
    () => {
        fn tables() -> &'static $crate::variants::fairy::Tables {
            static TABLES: std::sync::OnceLock<$crate::variants::fairy::Tables> = std::sync::OnceLock::new();
            TABLES.get_or_init(|| $crate::variants::fairy::Tables::new(&<Self as $crate::variants::fairy::Rules>::SPEC))
        }
    };
}
