//! Portable Game Notation, in and out.
//!
//! Reading is lenient about what real files contain: a byte-order mark, Windows line ends, `{}`
//! and `;` comments, `%` escape lines, NAGs (`$1`) and `!?` glyphs, variations `( … )` at any
//! depth (skipped: only the main line is kept), move numbers with or without dots (`12.`,
//! `12...`, `12`, `12.e4`), moves in SAN or in coordinates (`e2e4`, `e1g1`, `g1-f3`, as other
//! programs export them), `e.p.` after an en passant capture, and the result token `1-0`,
//! `0-1`, `1/2-1/2` or `*` (or none at the end of the text). `SetUp`/`FEN` tags start from a
//! set-up position; `Variant "Chess960"` reads castling rights as X-FEN and Shredder-FEN.
//! Errors name the line, and for moves the move number and the token.
//!
//! A game ends after its result token, at a tag after movetext (the next game's), or at two
//! blank lines in a row after its tags: a game without moves. One blank line among the tags does
//! not end the section (ChessBase writes one after `Event`), as python-chess reads it. Comments after a result belong to no game; comments and
//! `%` lines among the tags do not end the tag section.
//!
//! Writing follows the PGN export format: the Seven Tag Roster in order, then `Variant`,
//! `SetUp` and `FEN` when needed, then any other tags; movetext as a game score
//! (`1. e4 e5 2. Nf3`, or `1... e5` when Black starts) with lines of at most 80 columns, ending
//! with the result token.

use super::explain::{self, Illegal};
use super::fen::FenError;
use super::moves::Move;
use super::piece::Color;
use super::position::{CastlingMode, Position};
use super::san::{self, SanError};
use std::fmt::{self, Write};

/// The first game of a PGN text, its moves checked against the rules.
#[derive(Clone, Debug)]
pub struct PgnGame {
    /// Every tag pair, in the order written.
    pub tags: Vec<(String, String)>,
    pub start: Position,
    pub mode: CastlingMode,
    pub moves: Vec<Move>,
    /// The game termination marker (`1-0`, `0-1`, `1/2-1/2`, `*`), if the movetext had one.
    pub result: Option<String>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PgnError {
    /// 1-based line of the text where the problem is.
    pub line: usize,
    pub kind: PgnErrorKind,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PgnErrorKind {
    /// The text holds no tags and no moves.
    NoGame,
    /// A tag pair that is not `[Name "value"]`.
    BadTag(String),
    UnterminatedComment,
    UnterminatedVariation,
    UnmatchedParenthesis,
    Fen(FenError),
    UnsupportedVariant(String),
    /// Another game's refusal (a move it cannot play, a FEN of another game), said by that game.
    Game(String),
    /// A move that cannot be read or played; `number` and `color` say where in the game.
    Move { number: u32, color: Color, token: String, error: SanError, reason: Option<Illegal> },
}

impl fmt::Display for PgnError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: ", self.line)?;
        match &self.kind {
            PgnErrorKind::NoGame => write!(f, "no game found (no tags and no moves)"),
            PgnErrorKind::BadTag(s) => write!(f, "malformed tag pair {s} (expected [Name \"value\"])"),
            PgnErrorKind::UnterminatedComment => write!(f, "comment '{{' is never closed with '}}'"),
            PgnErrorKind::UnterminatedVariation => write!(f, "variation '(' is never closed with ')'"),
            PgnErrorKind::UnmatchedParenthesis => write!(f, "')' without a variation to close"),
            PgnErrorKind::Fen(e) => write!(f, "FEN tag: {e}"),
            PgnErrorKind::UnsupportedVariant(v) => write!(f, "variant '{v}' is not supported (standard and Chess960 are)"),
            PgnErrorKind::Game(why) => write!(f, "{why}"),
            PgnErrorKind::Move { number, color, token, error, reason } => {
                let dots = color.fold(".", "...");
                write!(f, "move {number}{dots} {token}: {error}")?;
                if let Some(reason) = reason {
                    write!(f, " ({reason})")?;
                }
                Ok(())
            }
        }
    }
}

impl std::error::Error for PgnError {}

// ---- Reading ---------------------------------------------------------------------------------

#[derive(Clone, Debug, PartialEq, Eq)]
enum Token<'a> {
    Tag(String, String),
    /// Comments, NAGs, glyphs, move numbers: nothing the game depends on.
    Skip,
    Open,
    Close,
    Result(&'a str),
    San(&'a str),
}

/// A token with where it starts and ends (byte offsets) and its line.
struct Spanned<'a> {
    token: Token<'a>,
    start: usize,
    end: usize,
    line: usize,
}

const RESULTS: [&str; 4] = ["1-0", "0-1", "1/2-1/2", "*"];

/// Blank lines in a row that end a tag section without moves: one is only a pause among the tags.
const GAME_BREAK: usize = 2;

struct Lexer<'a> {
    text: &'a str,
    pos: usize,
    line: usize,
    /// A move glued to its number (`12.e4`) waits here.
    pending: Option<Spanned<'a>>,
    /// How many blank lines came right before the last token read (`%` lines between them
    /// do not count, nor break the run).
    blank_lines: usize,
}

impl<'a> Lexer<'a> {
    fn new(text: &'a str) -> Lexer<'a> {
        Lexer { text, pos: 0, line: 1, pending: None, blank_lines: 0 }
    }

    // Out of line, like `bump`: decoding UTF-8 inline at every call site doubled the lexer's size.
    #[inline(never)]
    fn peek_char(&self) -> Option<char> {
        self.text.get(self.pos..)?.chars().next()
    }

    /// The text read since byte `start` (a position this lexer stood on, so a char boundary).
    fn since(&self, start: usize) -> &'a str {
        self.text.get(start..self.pos).unwrap_or_default()
    }

    #[inline(never)]
    fn bump(&mut self) -> Option<char> {
        let c = self.peek_char()?;
        self.pos += c.len_utf8();
        if c == '\n' {
            self.line += 1;
        }
        Some(c)
    }

    fn at_line_start(&self) -> bool {
        self.pos == 0 || self.text.as_bytes().get(self.pos - 1) == Some(&b'\n')
    }

    /// Skips the characters for which `skip` holds (a function pointer: one loop for all).
    #[inline(never)]
    fn skip_while(&mut self, skip: fn(char) -> bool) {
        while self.peek_char().is_some_and(skip) {
            self.bump();
        }
    }

    fn skip_line(&mut self) {
        self.skip_while(|c| c != '\n');
    }

    fn error(&self, line: usize, kind: PgnErrorKind) -> PgnError {
        PgnError { line, kind }
    }

    fn next_token(&mut self) -> Option<Result<Spanned<'a>, PgnError>> {
        if let Some(pending) = self.pending.take() {
            self.blank_lines = 0;
            return Some(Ok(pending));
        }
        // A blank line: a line end closing a line that held nothing but whitespace (the line
        // the last token stands on holds that token).
        let mut blank_lines = 0;
        let mut line_empty = false;
        loop {
            let c = self.peek_char()?;
            if c.is_whitespace() || c == '\u{feff}' {
                if c == '\n' {
                    blank_lines += usize::from(line_empty);
                    line_empty = true;
                }
                self.bump();
            } else if c == '%' && self.at_line_start() {
                self.skip_line();
                line_empty = false;
            } else {
                break;
            }
        }
        self.blank_lines = blank_lines;
        let (start, line) = (self.pos, self.line);
        let c = self.bump()?;
        let spanned = |token, end| Spanned { token, start, end, line };
        let token = match c {
            ';' => {
                self.skip_line();
                Token::Skip
            }
            '{' => {
                loop {
                    match self.bump() {
                        Some('}') => break,
                        Some(_) => {}
                        None => return Some(Err(self.error(line, PgnErrorKind::UnterminatedComment))),
                    }
                }
                Token::Skip
            }
            '[' => match self.tag() {
                Some(tag) => tag,
                None => {
                    let bad: String = self.since(start).chars().take(40).collect();
                    return Some(Err(self.error(line, PgnErrorKind::BadTag(bad))));
                }
            },
            '(' => Token::Open,
            ')' => Token::Close,
            '$' => {
                // A NAG: `$` and digits.
                self.skip_while(|c| c.is_ascii_digit());
                Token::Skip
            }
            _ => {
                self.skip_while(|c| !c.is_whitespace() && !matches!(c, '{' | '}' | '(' | ')' | '[' | ']' | ';' | '$'));
                return Some(Ok(self.symbol(start, line)));
            }
        };
        Some(Ok(spanned(token, self.pos)))
    }

    /// The rest of a tag pair after `[`: `Name "value"]`.
    fn tag(&mut self) -> Option<Token<'a>> {
        self.skip_while(char::is_whitespace);
        let name_start = self.pos;
        self.skip_while(|c| c.is_ascii_alphanumeric() || c == '_');
        let name = self.since(name_start).to_string();
        self.skip_while(char::is_whitespace);
        if name.is_empty() || self.bump()? != '"' {
            return None;
        }
        let mut value = String::new();
        loop {
            let c = match self.bump()? {
                '"' => break,
                '\n' => return None,
                '\\' => self.bump().filter(|&escaped| escaped != '\n')?,
                c => c,
            };
            value.push(c);
        }
        self.skip_while(|c| c.is_whitespace() && c != '\n');
        (self.bump()? == ']').then_some(Token::Tag(name, value))
    }

    /// Classifies a run of non-delimiter characters from `start` to here.
    fn symbol(&mut self, start: usize, line: usize) -> Spanned<'a> {
        let end = self.pos;
        let text = self.since(start);
        let spanned = |token| Spanned { token, start, end, line };
        if RESULTS.contains(&text) || text == "½-½" {
            return spanned(Token::Result(if text == "½-½" { "1/2-1/2" } else { text }));
        }
        // `e.p.` may stand apart after an en passant capture (`exf6 e.p.`).
        let is_glyph = text.bytes().all(|b| b == b'!' || b == b'?') || text.bytes().all(|b| b == b'.') || text == "e.p.";
        if is_glyph {
            return spanned(Token::Skip);
        }
        let digits = text.bytes().take_while(u8::is_ascii_digit).count();
        if digits > 0 && !text.starts_with("0-0") {
            let rest = text.get(digits..).unwrap_or_default();
            let after_dots = rest.get(rest.bytes().take_while(|&b| b == b'.').count()..).unwrap_or_default();
            if after_dots.is_empty() {
                return spanned(Token::Skip);
            }
            if after_dots.len() < rest.len() {
                // `12.e4`: the number now, the move next.
                let move_start = end - after_dots.len();
                self.pending = Some(Spanned { token: Token::San(after_dots), start: move_start, end, line });
                return Spanned { token: Token::Skip, start, end: move_start, line };
            }
        }
        spanned(Token::San(text))
    }
}

/// The castling mode a `Variant` tag names (standard or Chess960, as other programs spell them).
pub fn variant_mode(tags: &[(String, String)]) -> Result<CastlingMode, PgnErrorKind> {
    let Some((_, variant)) = tags.iter().find(|(name, _)| name == "Variant") else {
        return Ok(CastlingMode::Standard);
    };
    // Compared without case, spaces, '-' and '_': "Chess 960" and "chess-960" are "chess960".
    let mut key = String::with_capacity(variant.len());
    for c in variant.chars() {
        if !matches!(c, ' ' | '-' | '_') {
            key.push(c.to_ascii_lowercase());
        }
    }
    match key.as_str() {
        "" | "standard" | "chess" | "normal" | "fromposition" => Ok(CastlingMode::Standard),
        "chess960" | "960" | "fischerandom" | "fischerrandom" | "frc" => Ok(CastlingMode::Chess960),
        _ => Err(PgnErrorKind::UnsupportedVariant(super::owned(variant))),
    }
}

/// The start position the tags describe: `FEN` if present (with or without `SetUp "1"`), else
/// the standard start. A FEN whose castling rights only Chess960 allows is read as Chess960.
fn start_position(tags: &[(String, String)]) -> Result<(Position, CastlingMode), PgnErrorKind> {
    let mode = variant_mode(tags)?;
    match tags.iter().find(|(name, _)| name == "FEN") {
        Some((_, fen)) => Position::from_fen_detecting_960(fen, mode).map_err(PgnErrorKind::Fen),
        None => Ok((Position::standard(), mode)),
    }
}

/// Reads the first game of a PGN text.
pub fn parse(text: &str) -> Result<PgnGame, PgnError> {
    // The game so far: the start, the position reached, the castling mode, the moves.
    type Chess = (Position, Position, CastlingMode, Vec<Move>);
    let start = |tags: &[(String, String)]| start_position(tags).map(|(pos, mode)| (pos, pos, mode, Vec::new()));
    let play = |(_, pos, mode, moves): &mut Chess, token: &str| {
        let m = san::parse_any(pos, token, *mode).map_err(|error| {
            let reason = match error {
                SanError::Illegal(_) => explain::explain_text(pos, token),
                _ => None,
            };
            PgnErrorKind::Move { number: pos.fullmoves(), color: pos.turn(), token: super::owned(token), error, reason }
        })?;
        pos.play_unchecked(m);
        moves.push(m);
        Ok(())
    };
    let (tags, (start, _, mode, moves), result) = parse_with(text, start, play)?;
    Ok(PgnGame { tags, start, mode, moves, result })
}

/// What [`parse_with`] read: the tags, the game, the result token.
pub type Read<G> = (Vec<(String, String)>, G, Option<String>);

/// Reads the first game of a PGN text for any game: `start` makes the game from the tags, `play`
/// plays each move token of the main line, in order. Returns the tags, the game and the result
/// token. The lexing, the variations skipped and the errors' lines are those of [`parse`].
pub fn parse_with<G>(
    text: &str,
    start: impl FnOnce(&[(String, String)]) -> Result<G, PgnErrorKind>,
    mut play: impl FnMut(&mut G, &str) -> Result<(), PgnErrorKind>,
) -> Result<Read<G>, PgnError> {
    let mut lexer = Lexer::new(text);
    // The tag pairs, up to the first token of the movetext.
    let mut tags = Vec::new();
    let mut next = None;
    let mut line = 1;
    let mut blank_lines = 0;
    while let Some(token) = lexer.next_token() {
        let token = token?;
        line = token.line;
        blank_lines += lexer.blank_lines;
        match token.token {
            // Whatever follows the blank lines that end a tag section is the next game's.
            _ if !tags.is_empty() && blank_lines >= GAME_BREAK => break,
            // Comments and move numbers: before, among or after the tags, nothing to keep.
            Token::Skip => {}
            Token::Tag(name, value) => {
                tags.push((name, value));
                blank_lines = 0;
            }
            _ => {
                next = Some(token);
                break;
            }
        }
    }
    if next.is_none() && tags.is_empty() {
        return Err(PgnError { line, kind: PgnErrorKind::NoGame });
    }
    let mut game = start(&tags).map_err(|kind| PgnError { line, kind })?;

    // The movetext: the main line's moves, up to the result or the next game's tags.
    let mut depth = 0usize;
    let mut variation_line = 0;
    let mut result = None;
    while let Some(Spanned { token, line, .. }) = next {
        match token {
            Token::Tag(..) => break,
            Token::Skip => {}
            Token::Open => {
                if depth == 0 {
                    variation_line = line;
                }
                depth += 1;
            }
            Token::Close if depth == 0 => return Err(PgnError { line, kind: PgnErrorKind::UnmatchedParenthesis }),
            Token::Close => depth -= 1,
            Token::Result(_) | Token::San(_) if depth > 0 => {}
            Token::Result(r) => {
                result = Some(r.to_string());
                break;
            }
            Token::San(token) => play(&mut game, token).map_err(|kind| PgnError { line, kind })?,
        }
        next = lexer.next_token().transpose()?;
    }
    if depth > 0 {
        return Err(PgnError { line: variation_line, kind: PgnErrorKind::UnterminatedVariation });
    }
    Ok((tags, game, result))
}

/// Splits a text holding several games into one text per game (each trimmed), where [`parse`]
/// would end each (see the module docs); text with nothing but comments is no game. Never fails:
/// a malformed remainder is returned as the last game, for [`parse`] to report.
pub fn split(text: &str) -> Vec<String> {
    let mut games = Vec::new();
    let mut lexer = Lexer::new(text);
    let mut start: Option<usize> = None;
    let mut last_end = 0;
    // Whether the current game has movetext (moves, variations), and tags: without either, a
    // text of comments and move numbers is no game.
    let mut in_movetext = false;
    let mut tags = false;
    // Blank lines since the last tag.
    let mut blank_lines = 0;
    let mut depth = 0usize;
    let push = |from: usize, to: usize, games: &mut Vec<String>| {
        // From a token's start, so only the end of an unreadable rest may need trimming.
        let game = text.get(from..to).unwrap_or_default().trim();
        if !game.is_empty() {
            games.push(game.to_string());
        }
    };
    while let Some(token) = lexer.next_token() {
        let Ok(t) = token else {
            // Unreadable from here on: hand the rest over as one game.
            push(start.unwrap_or(last_end), text.len(), &mut games);
            return games;
        };
        blank_lines += lexer.blank_lines;
        // The blank lines that end a tag section without moves end its game, whatever follows.
        if tags && !in_movetext && blank_lines >= GAME_BREAK {
            push(start.unwrap_or(t.start), last_end, &mut games);
            start = None;
            tags = false;
        }
        match t.token {
            // The next game's tags, after movetext.
            Token::Tag(..) if in_movetext => {
                push(start.unwrap_or(t.start), last_end, &mut games);
                start = Some(t.start);
                in_movetext = false;
                tags = true;
                depth = 0;
            }
            Token::Tag(..) => tags = true,
            Token::Result(_) if depth == 0 => {
                push(start.unwrap_or(t.start), t.end, &mut games);
                start = None;
                in_movetext = false;
                tags = false;
            }
            Token::Open => {
                depth += 1;
                in_movetext = true;
            }
            Token::Close => depth = depth.saturating_sub(1),
            Token::Skip => {}
            _ => in_movetext = true,
        }
        if matches!(t.token, Token::Tag(..)) {
            blank_lines = 0;
        }
        if start.is_none() && !matches!(t.token, Token::Result(_)) {
            start = Some(t.start);
        }
        last_end = t.end;
    }
    if let (Some(s), true) = (start, in_movetext || tags) {
        push(s, last_end, &mut games);
    }
    games
}

// ---- Writing ---------------------------------------------------------------------------------

/// The Seven Tag Roster, in its required order, with the values of an unknown game.
pub const SEVEN_TAG_ROSTER: [(&str, &str); 7] = [
    ("Event", "?"),
    ("Site", "?"),
    ("Date", "????.??.??"),
    ("Round", "?"),
    ("White", "?"),
    ("Black", "?"),
    ("Result", "*"),
];

/// Tags that describe the game itself; written from the game, never from the caller.
const DERIVED_TAGS: [&str; 4] = ["Result", "SetUp", "FEN", "Variant"];

/// Can `name` be a PGN tag name (letters, digits and `_`, starting with a letter or digit)?
pub fn is_valid_tag_name(name: &str) -> bool {
    !name.is_empty() && name.len() <= 255 && name.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_')
}

/// Writes a tag pair: `\` and `"` in the value escaped, line ends (which a tag cannot hold) as
/// spaces.
pub fn push_tag(out: &mut String, name: &str, value: &str) {
    out.push('[');
    out.push_str(name);
    out.push_str(" \"");
    for c in value.chars() {
        match c {
            '\\' | '"' => {
                out.push('\\');
                out.push(c);
            }
            '\n' | '\r' => out.push(' '),
            c => out.push(c),
        }
    }
    out.push_str("\"]\n");
}

/// Writes a game as PGN: the Seven Tag Roster (`tags` filling in Event … Black), then `Variant`,
/// `SetUp` and `FEN` for a Chess960 or set-up start, then the other `tags` in the order they
/// first appear (the last value of a name wins); a blank line; the movetext, in lines of at most
/// 80 columns, ending with `result`.
pub fn write(start: &Position, mode: CastlingMode, moves: &[Move], result: &str, tags: &[(String, String)]) -> String {
    let given = |name: &str| tags.iter().rev().find(|(n, _)| n == name).map(|(_, v)| v.as_str());
    let mut out = String::new();
    for (name, unknown) in SEVEN_TAG_ROSTER {
        let value = if name == "Result" { result } else { given(name).unwrap_or(unknown) };
        push_tag(&mut out, name, value);
    }
    if mode == CastlingMode::Chess960 {
        push_tag(&mut out, "Variant", "Chess960");
    }
    let fen = start.fen();
    if mode == CastlingMode::Chess960 || fen != Position::standard().fen() {
        push_tag(&mut out, "SetUp", "1");
        push_tag(&mut out, "FEN", &fen);
    }
    for (i, (name, _)) in tags.iter().enumerate() {
        let taken = SEVEN_TAG_ROSTER.iter().any(|(n, _)| n == name) || DERIVED_TAGS.contains(&name.as_str());
        let first = tags.iter().take(i).all(|(n, _)| n != name);
        if !taken && first {
            push_tag(&mut out, name, given(name).unwrap_or_default());
        }
    }
    out.push('\n');
    let mut line = 0;
    let mut unit = String::new();
    let mut pos = *start;
    for (i, &m) in moves.iter().enumerate() {
        unit.clear();
        if pos.turn() == Color::White || i == 0 {
            let _ = write!(unit, "{}{} ", pos.fullmoves(), pos.turn().fold(".", "..."));
        }
        unit.push_str(&san::to_san(&pos, m));
        push_unit(&mut out, &mut line, &unit);
        pos.play_unchecked(m);
    }
    push_unit(&mut out, &mut line, result);
    out.push('\n');
    out
}

/// Appends a unit of movetext (`12. Nf3`, `Nc6`, `1-0`), on a new line if it would pass column 80.
fn push_unit(out: &mut String, line: &mut usize, unit: &str) {
    if *line > 0 && *line + 1 + unit.len() > 80 {
        out.push('\n');
        *line = 0;
    } else if *line > 0 {
        out.push(' ');
        *line += 1;
    }
    out.push_str(unit);
    *line += unit.len();
}
