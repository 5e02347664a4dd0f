//! Standard Algebraic Notation, in and out.
//!
//! Written as FIDE's Laws (Appendix C) and PGN specify: piece letter, then the origin file, rank
//! or both only when another piece of that kind could also reach the square, `x` for captures,
//! `=Q` for promotions, `O-O` / `O-O-O`, then `+` or `#`.
//!
//! Read leniently, as people type it: `0-0`, `e8Q`, `e8=q`, `exd6 e.p.`, trailing `+ # ! ?`,
//! and over-specified moves such as `Nbd7` when only one knight can go there. [`parse_any`]
//! reads coordinates too, with the same trailing signs.

use super::bitboard::Bitboard;
use super::moves::{Move, MoveKind};
use super::piece::Role;
use super::position::{CastlingMode, Position};
use super::square::{File, Rank, Square};
use super::uci;
use std::fmt;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SanError {
    /// Not shaped like a move at all.
    Syntax(String),
    /// Shaped like a move, but no legal move fits it.
    Illegal(String),
    /// Several legal moves fit it; the candidates are given in SAN.
    Ambiguous { san: String, candidates: Vec<String> },
}

impl fmt::Display for SanError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SanError::Syntax(s) => write!(f, "'{s}' is not a move in algebraic notation"),
            SanError::Illegal(s) => write!(f, "{s} is not a legal move here"),
            SanError::Ambiguous { san, candidates } => {
                write!(f, "{san} is ambiguous: it could be")?;
                for (i, candidate) in candidates.iter().enumerate() {
                    write!(f, "{} {candidate}", if i == 0 { "" } else { " or" })?;
                }
                Ok(())
            }
        }
    }
}

impl std::error::Error for SanError {}

/// The SAN of a legal move `m` in `pos`, with its check or mate suffix.
pub fn to_san(pos: &Position, m: Move) -> String {
    to_san_in(pos, m, &pos.legal_moves())
}

/// [`to_san`] given the position's legal moves, so that writing every move of a position
/// generates them once rather than once per move.
pub fn to_san_in(pos: &Position, m: Move, legal: &[Move]) -> String {
    let mut san = san_without_suffix(pos, m, legal);
    let mut after = *pos;
    after.play_unchecked(m);
    if after.is_check() {
        san.push(if after.has_legal_moves() { '+' } else { '#' });
    }
    san
}

/// The SAN of a legal move `m` in `pos`, without `+` or `#`.
pub fn to_san_without_suffix(pos: &Position, m: Move) -> String {
    san_without_suffix(pos, m, &pos.legal_moves())
}

fn san_without_suffix(pos: &Position, m: Move, legal: &[Move]) -> String {
    let from = m.from();
    let to = m.to();
    let mut san = String::with_capacity(8);
    if m.is_castle() {
        san.push_str(if to.file() > from.file() { "O-O" } else { "O-O-O" });
        return san;
    }
    let role = pos.board().role_at(from).unwrap_or(Role::Pawn);
    let capture = pos.is_capture(m);
    if role == Role::Pawn {
        if capture {
            san.push(from.file().to_char());
        }
    } else {
        san.push(role.upper_char());
        // Other pieces of this kind that could also go to `to`.
        let mut rivals = Bitboard::EMPTY;
        for o in legal {
            if o.to() == to && o.from() != from && !o.is_castle() && pos.board().role_at(o.from()) == Some(role) {
                rivals.set(o.from());
            }
        }
        if rivals.any() {
            if (rivals & Bitboard::from_file(from.file())).is_empty() {
                san.push(from.file().to_char());
            } else if (rivals & Bitboard::from_rank(from.rank())).is_empty() {
                san.push(from.rank().to_char());
            } else {
                san.push_str(&from.to_string());
            }
        }
    }
    if capture {
        san.push('x');
    }
    san.push_str(&to.to_string());
    if let MoveKind::Promotion(promoted) = m.kind() {
        san.push('=');
        san.push(promoted.upper_char());
    }
    san
}

/// A SAN move taken apart, before looking at the position.
struct Parsed {
    role: Role,
    from_file: Option<File>,
    from_rank: Option<Rank>,
    to: Square,
    promotion: Option<Role>,
}

enum Shape {
    Castle { king_side: bool },
    Move(Parsed),
}

/// Drops what people add after a move: check/mate marks, annotation glyphs, "e.p.".
pub(crate) fn strip_decorations(s: &str) -> &str {
    let mut s = s.trim();
    loop {
        let before = s.len();
        for suffix in ["e.p.", "ep"] {
            if let Some(rest) = s.strip_suffix(suffix) {
                s = rest.trim_end();
            }
        }
        s = s.trim_end_matches(['+', '#', '!', '?']);
        if s.len() == before {
            return s;
        }
    }
}

/// A SAN move taken apart (moves are ASCII: any other character is a syntax error).
fn shape(text: &str) -> Option<Shape> {
    let s = strip_decorations(text).as_bytes();
    match s {
        b"O-O" | b"0-0" | b"o-o" => return Some(Shape::Castle { king_side: true }),
        b"O-O-O" | b"0-0-0" | b"o-o-o" => return Some(Shape::Castle { king_side: false }),
        _ => {}
    }
    let (role, mut rest) = match s {
        [letter @ (b'N' | b'B' | b'R' | b'Q' | b'K'), rest @ ..] => (Role::from_char(char::from(*letter))?, rest),
        [b'P', rest @ ..] => (Role::Pawn, rest),
        _ => (Role::Pawn, s),
    };
    // Promotion at the end: `=Q`, `Q`, `=q`, or `(Q)`.
    let mut promotion = None;
    let mut trimmed = rest;
    while let [before @ .., b')'] = trimmed {
        trimmed = before;
    }
    if let [body @ .., letter @ (b'N' | b'B' | b'R' | b'Q' | b'n' | b'b' | b'r' | b'q')] = trimmed {
        let mut body = body;
        while let [before @ .., b'=' | b'('] = body {
            body = before;
        }
        if role == Role::Pawn && body.len() >= 2 {
            promotion = Role::from_char(char::from(*letter));
            rest = body;
        }
    }
    // Destination: the last two characters; before them an optional origin, `x` or `-`.
    let [head @ .., file, rank] = rest else { return None };
    let to = Square::from_coords(File::from_char(char::from(*file))?, Rank::from_char(char::from(*rank))?);
    let mut head = head;
    if let [before @ .., b'x' | b':'] = head {
        head = before;
    }
    while let [before @ .., b'-'] = head {
        head = before;
    }
    let (mut from_file, mut from_rank) = (None::<File>, None::<Rank>);
    for &b in head {
        let c = char::from(b);
        if let (Some(f), None, None) = (File::from_char(c), from_file, from_rank) {
            from_file = Some(f);
        } else if let (Some(r), None) = (Rank::from_char(c), from_rank) {
            from_rank = Some(r);
        } else {
            return None;
        }
    }
    // A pawn move without an origin file is a push: `d5` never means a capture.
    if role == Role::Pawn && from_file.is_none() {
        from_file = Some(to.file());
    }
    Some(Shape::Move(Parsed { role, from_file, from_rank, to, promotion }))
}

/// What a SAN text asks for, legal or not: the piece kind, where it goes, and the squares of
/// the side to move's pieces of that kind that fit the text's disambiguation. Used to explain
/// why a move is illegal.
pub(crate) struct Intent {
    pub role: Role,
    pub to: Square,
    pub origins: Bitboard,
    pub promotion: Option<Role>,
    /// `Some(king_side)` for `O-O` / `O-O-O`.
    pub castle: Option<bool>,
}

pub(crate) fn intent(pos: &Position, text: &str) -> Option<Intent> {
    let ours = pos.board().by_color(pos.turn());
    match shape(text)? {
        Shape::Castle { king_side } => {
            let king = pos.king();
            let file = if king_side { File::G } else { File::C };
            let to = Square::from_coords(file, king.rank());
            Some(Intent { role: Role::King, to, origins: Bitboard::from_square(king), promotion: None, castle: Some(king_side) })
        }
        Shape::Move(p) => {
            let mut origins = pos.board().by_role(p.role) & ours;
            if let Some(file) = p.from_file {
                origins &= Bitboard::from_file(file);
            }
            if let Some(rank) = p.from_rank {
                origins &= Bitboard::from_rank(rank);
            }
            Some(Intent { role: p.role, to: p.to, origins, promotion: p.promotion, castle: None })
        }
    }
}

/// Reads a move in SAN or in coordinates (UCI `e2e4`, long algebraic `g1-f3`, read by
/// [`uci::parse`] in `mode`), as people and PGN files write moves: either with a check or mate
/// sign and annotation glyphs after it or without (`e2e4+`, `e7e8q#`, `e7e8=Q!`).
pub fn parse_any(pos: &Position, text: &str, mode: CastlingMode) -> Result<Move, SanError> {
    let plain = strip_decorations(text);
    if uci::is_uci_syntax(plain) {
        // The syntax was just checked: only an illegal move fails here.
        return uci::parse(pos, plain, mode).map_err(|_| SanError::Illegal(super::owned(text.trim())));
    }
    parse(pos, text)
}

/// Reads a move in SAN (leniently, see the module docs) and finds it among the legal moves.
pub fn parse(pos: &Position, text: &str) -> Result<Move, SanError> {
    let shape = shape(text).ok_or_else(|| SanError::Syntax(super::owned(text.trim())))?;
    let fits = |m: &Move| match &shape {
        Shape::Castle { king_side } => m.is_castle() && (m.to().file() > m.from().file()) == *king_side,
        Shape::Move(p) => {
            !m.is_castle()
                && m.to() == p.to
                && pos.board().role_at(m.from()) == Some(p.role)
                && p.from_file.is_none_or(|f| m.from().file() == f)
                && p.from_rank.is_none_or(|r| m.from().rank() == r)
                && m.promotion_role() == p.promotion
        }
    };
    let mut candidates = Vec::new();
    for &m in pos.legal_moves().iter() {
        if fits(&m) {
            candidates.push(m);
        }
    }
    match candidates.as_slice() {
        [m] => Ok(*m),
        [] => Err(SanError::Illegal(super::owned(text.trim()))),
        many => Err(SanError::Ambiguous {
            san: super::owned(text.trim()),
            candidates: many.iter().map(|&m| to_san(pos, m)).collect(),
        }),
    }
}
