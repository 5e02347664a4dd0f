//! Xiangqi (pyffish `xiangqi`) on the fairy engine: the pieces as data (palace, river, the lame
//! horse and elephant, the cannon's hop), the flying general as a legality hook, stalemate as a
//! loss, perpetual check at a threefold repetition, and the fifty-move count lengthened by
//! frequent checks; SAN with `E`/`H` as pyffish writes it, WXF beside it. The rules we play:
//! `rules.md`.

/// The rules help the page shows.
pub const HELP: &str = include_str!("help.md");

#[cfg(feature = "bot")]
pub(crate) mod eval;
pub mod chase;
pub mod notation;
pub mod repetition;


use super::fairy::{Atom, FMove, Fairy, PieceSpec, Pos, Royal, Rules, Shape, Spec, Verdict, Zone};
use super::{Claim, DrawRules, EndReason, Outcome, VariantError};
use notation::Grid;
use repetition::Perpetual;

/// A palace, from its owner's side: files d–f, ranks 1–3.
pub const PALACE: Zone = Zone::Rect { files: (3, 5), ranks: (0, 2) };
/// A side's own half: ranks 1–5 from its side.
const OWN_HALF: Zone = Zone::Ranks(0, 4);
/// Across the river.
const ACROSS: Zone = Zone::Ranks(5, 9);

pub const PIECES: &[PieceSpec] = &[
    PieceSpec::new('k', "general", "W").royal().region(PALACE),
    PieceSpec::new('a', "advisor", "F").region(PALACE),
    PieceSpec::new('b', "elephant", "nA").region(OWN_HALF).alias('e'),
    PieceSpec::new('n', "horse", "nN").alias('h'),
    PieceSpec::new('r', "chariot", "R"),
    PieceSpec::new('c', "cannon", "mRcpR"),
    PieceSpec::new('p', "soldier", "fW").atoms(&[Atom::leap(1, 0).from(ACROSS), Atom::leap(-1, 0).from(ACROSS)]),
];

/// Threefold repetition and fifty moves without a capture may be claimed; nothing ends by itself.
pub const DRAW_RULES: DrawRules = DrawRules { claim_repetition: Some(3), auto_repetition: None, claim_plies: Some(100), auto_plies: None };

/// Do the two generals face each other on a file with nothing between?
pub fn generals_face(pos: &Pos) -> bool {
    let (Some(a), Some(b)) = (pos.king(0), pos.king(1)) else { return false };
    pos.t.kings_face(a, b, pos.occupied())
}

/// Each side has one general (pyffish reads a FEN whose side not to move is in check).
pub fn one_general_each(pos: &Pos) -> Result<(), VariantError> {
    for (colour, side) in [(0, "Red"), (1, "Black")] {
        if pos.king(colour).is_none() {
            return Err(VariantError::Fen(format!("{side} has no general")));
        }
    }
    Ok(())
}

/// SAN as pyffish writes it for xiangqi and janggi: the elephant `E`, the horse `H`.
pub fn san_letters(san: String) -> String {
    let mut chars = san.chars();
    match chars.next() {
        Some('B') => format!("E{}", chars.as_str()),
        Some('N') => format!("H{}", chars.as_str()),
        _ => san,
    }
}

/// The board as the notations read it.
pub fn grid(pos: &Pos) -> Grid {
    let mut g: Grid = [[None; 9]; 10];
    let s = pos.t.shape;
    for c in pos.occupied() {
        if let Some(p) = pos.piece_at(c) {
            g[s.rank(c) as usize][s.file(c) as usize] = Some((p.colour, pos.t.pieces[p.ty as usize].spec.letter));
        }
    }
    g
}

/// The sides as players name them: Red moves first (White in FEN), then Black.
pub const SIDES: [&str; 2] = ["Red", "Black"];

pub struct XiangqiRules;

impl Rules for XiangqiRules {
    const ID: &'static str = "xiangqi";
    const SPEC: Spec = Spec {
        shape: Shape::new(9, 10),
        pieces: PIECES,
        start: "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
        royal: Royal::Check,
        stalemate: Verdict::Loss,
        pawn_letter_in_san: true,
        flying_general: true,
        ..Spec::DEFAULT
    };
    const DRAW_RULES: DrawRules = DRAW_RULES;
    const SIDES: [&'static str; 2] = SIDES;
    crate::fairy_tables!();

    /// Each side has its general; as pyffish, a FEN whose side not to move is in check is read.
    fn validate(pos: &Pos) -> Result<(), VariantError> {
        one_general_each(pos)
    }

    fn san(pos: &Pos, m: FMove, legal: &[FMove]) -> String {
        san_letters(super::fairy::san::san::<Self>(pos, m, legal))
    }

    /// WXF beside SAN; a pass (`pass`, or a point written twice) is refused with its reason.
    fn parse_other(pos: &Pos, text: &str, legal: &[FMove]) -> Option<Result<FMove, VariantError>> {
        let s = pos.t.shape;
        let twice = s.parse_prefix(text).is_some_and(|(c, used)| s.parse(&text[used..]) == Some(c));
        if text == "pass" || twice {
            return Some(Err(VariantError::IllegalMove { text: text.to_string(), why: "there is no passing in xiangqi".into() }));
        }
        let g = grid(pos);
        legal.iter().copied().find(|m| notation::wxf(&g, (s.file(m.from), s.rank(m.from)), (s.file(m.to), s.rank(m.to))) == text).map(Ok)
    }

    fn claim_outcome(claim: Claim, positions: &[Fairy<Self>]) -> Outcome {
        if claim != Claim::Repetition {
            return Outcome::draw(claim.reason());
        }
        match repetition::perpetual_check(positions) {
            Perpetual::By(checker) => Outcome::win(1 - checker, EndReason::PerpetualCheck),
            Perpetual::Both => Outcome::draw(EndReason::Threefold),
            Perpetual::Neither => match chase::chase_verdict(positions) {
                Perpetual::By(chaser) => Outcome::win(1 - chaser, EndReason::PerpetualChase),
                _ => Outcome::draw(EndReason::Threefold),
            },
        }
    }

    fn move_rule_extension(positions: &[Fairy<Self>]) -> u32 {
        repetition::check_extension(positions)
    }
}

pub type Xiangqi = Fairy<XiangqiRules>;

impl Xiangqi {
    /// The move in WXF (the Western xiangqi notation).
    pub fn wxf(&self, m: FMove) -> String {
        let s = self.pos.t.shape;
        notation::wxf(&grid(&self.pos), (s.file(m.from), s.rank(m.from)), (s.file(m.to), s.rank(m.to)))
    }
}
