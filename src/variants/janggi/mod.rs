//! Janggi (pyffish `janggi`) on the fairy engine: the pieces as data (palace lines and
//! diagonals, the 2×3 elephant, the cannon that always jumps and never over or onto a cannon),
//! the pass as an extra move, bikjang and two passes as ends decided by the material count (Han
//! +1.5), perpetual check and the material count at a repetition or after fifty moves; the four
//! horse/elephant arrangements as the game's modes. The rules we play: `rules.md`.


/// The rules help the page shows.
pub const HELP: &str = include_str!("help.md");

mod eval;

use super::fairy::{Atom, FMove, Fairy, Kind, Piece, PieceSpec, Pos, Royal, Rules, Shape, Spec, Verdict, Zone};
use super::xiangqi::repetition::{self, Perpetual};
use super::xiangqi::{generals_face, grid, notation, one_general_each, san_letters, PALACE};
use super::{Build, Claim, DrawRules, EndReason, Mode, Outcome, Player, VariantError};

/// The points of a palace joined by its diagonals, from the owner's side.
const DIAGONAL: Zone = Zone::List(&[(3, 0), (5, 0), (4, 1), (3, 2), (5, 2)]);
/// Both palaces' diagonal points (soldiers use the enemy's; chariots and cannons either).
const DIAGONALS: Zone = Zone::Both(&DIAGONAL);

/// One step along a palace diagonal, every direction.
const PALACE_STEPS: &[Atom] = &[
    Atom::leap(1, 1).from(DIAGONAL).within(DIAGONAL),
    Atom::leap(1, -1).from(DIAGONAL).within(DIAGONAL),
    Atom::leap(-1, 1).from(DIAGONAL).within(DIAGONAL),
    Atom::leap(-1, -1).from(DIAGONAL).within(DIAGONAL),
];

pub const PIECES: &[PieceSpec] = &[
    PieceSpec::new('k', "general", "W").royal().region(PALACE).atoms(PALACE_STEPS),
    PieceSpec::new('a', "guard", "W").region(PALACE).atoms(PALACE_STEPS),
    PieceSpec::new('b', "elephant", "nZ"),
    PieceSpec::new('n', "horse", "nN"),
    PieceSpec::new('r', "chariot", "R").atoms(&[
        Atom::ride(1, 1).within(DIAGONALS),
        Atom::ride(1, -1).within(DIAGONALS),
        Atom::ride(-1, 1).within(DIAGONALS),
        Atom::ride(-1, -1).within(DIAGONALS),
    ]),
    PieceSpec::new('c', "cannon", "pR").hops_only_other_kinds().atoms(&[
        Atom::hop(1, 1).within(DIAGONALS),
        Atom::hop(1, -1).within(DIAGONALS),
        Atom::hop(-1, 1).within(DIAGONALS),
        Atom::hop(-1, -1).within(DIAGONALS),
    ]),
    PieceSpec::new('p', "soldier", "fsW").atoms(&[Atom::leap(1, 1).within(DIAGONALS), Atom::leap(-1, 1).within(DIAGONALS)]),
];

/// Threefold repetition and fifty moves without a capture may be claimed (the count decides).
pub const DRAW_RULES: DrawRules = DrawRules { claim_repetition: Some(3), auto_repetition: None, claim_plies: Some(100), auto_plies: None };

/// `Pos::flags`: the last move was a pass; the one before was too; the position before the last
/// move had bikjang.
const PASSED: u32 = 1;
const PASSED_BEFORE: u32 = 2;
const BIKJANG_BEFORE: u32 = 4;

/// The material count's values by FEN letter (the general counts nothing).
fn value(letter: char) -> i32 {
    match letter {
        'r' => 13,
        'c' => 7,
        'n' => 5,
        'b' | 'a' => 3,
        'p' => 2,
        _ => 0,
    }
}

/// Cho's total minus Han's (Han's 1.5 not included).
pub fn material_difference(pos: &Pos) -> i32 {
    pos.occupied()
        .filter_map(|c| pos.piece_at(c))
        .map(|p: Piece| value(pos.t.pieces[p.ty as usize].spec.letter) * if p.colour == 0 { 1 } else { -1 })
        .sum()
}

/// The material count's winner: Cho when ahead by more than Han's 1.5.
pub fn count_winner(pos: &Pos) -> Player {
    if material_difference(pos) >= 2 {
        0
    } else {
        1
    }
}

/// The sides as players name them: Cho (blue) moves first (White in FEN), then Han (red).
pub const SIDES: [&str; 2] = ["Cho", "Han"];

pub struct JanggiRules;

impl Rules for JanggiRules {
    const ID: &'static str = "janggi";
    const SPEC: Spec = Spec {
        shape: Shape::new(9, 10),
        pieces: PIECES,
        start: "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1",
        royal: Royal::Check,
        stalemate: Verdict::Loss,
        pawn_letter_in_san: true,
        ..Spec::DEFAULT
    };
    const DRAW_RULES: DrawRules = DRAW_RULES;
    const SIDES: [&'static str; 2] = SIDES;
    crate::fairy_tables!();

    fn validate(pos: &Pos) -> Result<(), VariantError> {
        one_general_each(pos)
    }

    /// The pass: the general "moves" to its own point.
    fn extra_moves(pos: &Pos, out: &mut Vec<FMove>) {
        if let Some(k) = pos.king(pos.turn) {
            out.push(FMove { from: k, to: k, kind: Kind::Pass });
        }
    }

    /// In bikjang a move must break it, and the pass is allowed even in check.
    fn filter(pos: &Pos, out: &mut Vec<FMove>) {
        if !generals_face(pos) {
            return;
        }
        out.retain(|&m| m.kind == Kind::Pass || {
            let mut after = *pos;
            after.apply(m);
            !generals_face(&after)
        });
        if let Some(k) = pos.king(pos.turn) {
            if !out.iter().any(|m| m.kind == Kind::Pass) {
                out.push(FMove { from: k, to: k, kind: Kind::Pass });
            }
        }
    }

    fn after_move(before: &Pos, after: &mut Pos, m: FMove, _captured: Option<Piece>) {
        let mut flags = 0;
        if m.kind == Kind::Pass {
            flags |= PASSED;
            if before.flags & PASSED != 0 {
                flags |= PASSED_BEFORE;
            }
        }
        if generals_face(before) {
            flags |= BIKJANG_BEFORE;
        }
        after.flags = flags;
    }

    /// Bikjang passed (it holds before and after the last move) or two passes in a row: the
    /// material count decides, and no move is left.
    fn immediate_end(pos: &Pos) -> Option<Outcome> {
        if pos.flags & BIKJANG_BEFORE != 0 && generals_face(pos) {
            return Some(Outcome::win(count_winner(pos), EndReason::Bikjang));
        }
        if pos.flags & (PASSED | PASSED_BEFORE) == PASSED | PASSED_BEFORE {
            return Some(Outcome::win(count_winner(pos), EndReason::DoublePass));
        }
        None
    }

    fn san(pos: &Pos, m: FMove, legal: &[FMove]) -> String {
        if m.kind == Kind::Pass {
            let mut text = format!("K{}", pos.t.shape.name(m.from));
            let mut after = *pos;
            super::fairy::play::<Self>(&mut after, m);
            if after.king_attacked(after.turn) {
                let mut replies = Vec::new();
                super::fairy::gen::legal::<Self>(&after, &mut replies);
                text.push(if replies.is_empty() { '#' } else { '+' });
            }
            return text;
        }
        san_letters(super::fairy::san::san::<Self>(pos, m, legal))
    }

    /// `pass`, Korean coordinates, and a pass refused with its reason.
    fn parse_other(pos: &Pos, text: &str, legal: &[FMove]) -> Option<Result<FMove, VariantError>> {
        let king = pos.king(pos.turn)?;
        let is_pass = text == "pass" || text == format!("{0}{0}", pos.t.shape.name(king));
        if is_pass {
            return Some(legal.iter().copied().find(|m| m.kind == Kind::Pass).ok_or_else(|| VariantError::IllegalMove {
                text: text.to_string(),
                why: "a pass is not allowed in check".into(),
            }));
        }
        let s = pos.t.shape;
        let g = grid(pos);
        legal.iter().copied().find(|m| notation::korean(&g, (s.file(m.from), s.rank(m.from)), (s.file(m.to), s.rank(m.to))) == text).map(Ok)
    }

    fn claim_outcome(claim: Claim, positions: &[Fairy<Self>]) -> Outcome {
        let now = &positions[positions.len() - 1].pos;
        match (claim, repetition::perpetual_check(positions)) {
            (Claim::Repetition, Perpetual::By(checker)) => Outcome::win(1 - checker, EndReason::PerpetualCheck),
            _ => Outcome::win(count_winner(now), claim.reason()),
        }
    }
}

pub type Janggi = Fairy<JanggiRules>;

impl Janggi {
    /// The move in Korean coordinates (`H02-83`).
    pub fn korean(&self, m: FMove) -> String {
        let s = self.pos.t.shape;
        notation::korean(&grid(&self.pos), (s.file(m.from), s.rank(m.from)), (s.file(m.to), s.rank(m.to)))
    }
}

/// The four arrangements of horses (`h`) and elephants (`e`) on files b, c, g, h.
pub const ARRANGEMENTS: [&str; 4] = ["heeh", "ehhe", "hehe", "eheh"];

/// The modes: Han's arrangement, then Cho's. Each is named as players say it, in Korean with its
/// transliteration: horse 마 (ma) and elephant 상 (sang) read from that player's own left, so
/// Han's (at the top, files i to a) reads its files backwards (help.md).
pub const MODES: &[Mode] = &[
    Mode { id: "heeh-heeh", label: "Han 마상상마 ma-sang-sang-ma · Cho 마상상마 ma-sang-sang-ma" },
    Mode { id: "heeh-ehhe", label: "Han 마상상마 ma-sang-sang-ma · Cho 상마마상 sang-ma-ma-sang" },
    Mode { id: "heeh-hehe", label: "Han 마상상마 ma-sang-sang-ma · Cho 마상마상 ma-sang-ma-sang" },
    Mode { id: "heeh-eheh", label: "Han 마상상마 ma-sang-sang-ma · Cho 상마상마 sang-ma-sang-ma" },
    Mode { id: "ehhe-heeh", label: "Han 상마마상 sang-ma-ma-sang · Cho 마상상마 ma-sang-sang-ma" },
    Mode { id: "ehhe-ehhe", label: "Han 상마마상 sang-ma-ma-sang · Cho 상마마상 sang-ma-ma-sang" },
    Mode { id: "ehhe-hehe", label: "Han 상마마상 sang-ma-ma-sang · Cho 마상마상 ma-sang-ma-sang" },
    Mode { id: "ehhe-eheh", label: "Han 상마마상 sang-ma-ma-sang · Cho 상마상마 sang-ma-sang-ma" },
    Mode { id: "hehe-heeh", label: "Han 상마상마 sang-ma-sang-ma · Cho 마상상마 ma-sang-sang-ma" },
    Mode { id: "hehe-ehhe", label: "Han 상마상마 sang-ma-sang-ma · Cho 상마마상 sang-ma-ma-sang" },
    Mode { id: "hehe-hehe", label: "Han 상마상마 sang-ma-sang-ma · Cho 마상마상 ma-sang-ma-sang" },
    Mode { id: "hehe-eheh", label: "Han 상마상마 sang-ma-sang-ma · Cho 상마상마 sang-ma-sang-ma" },
    Mode { id: "eheh-heeh", label: "Han 마상마상 ma-sang-ma-sang · Cho 마상상마 ma-sang-sang-ma" },
    Mode { id: "eheh-ehhe", label: "Han 마상마상 ma-sang-ma-sang · Cho 상마마상 sang-ma-ma-sang" },
    Mode { id: "eheh-hehe", label: "Han 마상마상 ma-sang-ma-sang · Cho 마상마상 ma-sang-ma-sang" },
    Mode { id: "eheh-eheh", label: "Han 마상마상 ma-sang-ma-sang · Cho 상마상마 sang-ma-sang-ma" },
];

/// A back rank with the arrangement `a` (`heeh` …), in FEN letters of the given case.
fn back_rank(a: &str, upper: bool) -> String {
    let mut letters = a.chars().map(|c| if c == 'h' { 'n' } else { 'b' });
    let (b, c, g, h) = (letters.next(), letters.next(), letters.next(), letters.next());
    let rank: String = [Some('r'), b, c, Some('a'), None, Some('a'), g, h, Some('r')]
        .iter()
        .map(|l| l.map_or("1".to_string(), |l| l.to_string()))
        .collect();
    if upper {
        rank.to_ascii_uppercase()
    } else {
        rank
    }
}

/// The start FEN of a mode `han-cho`.
pub fn arrangement_fen(mode: &str) -> Option<String> {
    let (han, cho) = mode.split_once('-')?;
    if !ARRANGEMENTS.contains(&han) || !ARRANGEMENTS.contains(&cho) {
        return None;
    }
    Some(format!("{}/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/{} w - - 0 1", back_rank(han, false), back_rank(cho, true)))
}

/// The registry's constructor: a FEN, or the start of a mode (`janggi:hehe-eheh`). A mode only
/// chooses the start, so a FEN given with it is the position (the mode must still be one).
pub fn create<B: Build>(fen: Option<&str>, mode: Option<&str>) -> Result<Box<B::Game>, VariantError> {
    let arranged = match mode {
        Some(mode) => Some(arrangement_fen(mode).ok_or_else(|| VariantError::UnknownMode(format!("janggi has no mode '{mode}'")))?),
        None => None,
    };
    let start = fen.map(str::to_string).or(arranged);
    super::evaluated::<B, Janggi>(start.as_deref(), None)
}
