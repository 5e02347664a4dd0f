//! PGN of the games other than chess. The `Variant` tag names the game — our id or name, or the
//! names lichess and pyffish write ("Atomic", "Crazyhouse", "Antichess", "Duck", "Fog of War",
//! "fogofwar"), compared without case, spaces, `-` and `_` — and `FEN` its start, a FEN of that
//! game. Moves in SAN or UCI. Reading shares chess's lexer ([`chess::pgn::parse_with`]: comments,
//! variations, move numbers, results); writing, its tag rules.

use super::{AnyGame, Build, MoveText, Bare, VariantError, REGISTRY};
use crate::chess::pgn::{self as chess_pgn, push_tag, PgnErrorKind, SEVEN_TAG_ROSTER};

/// A game read from PGN, made by `B` (the referee alone by default).
pub struct Imported<B: Build = Bare> {
    pub game: Box<B::Game>,
    /// The moves as the game wrote them (UCI and SAN).
    pub played: Vec<MoveText>,
    /// Started from the `FEN` tag.
    pub set_up: bool,
    /// Every tag pair, in the order written.
    pub tags: Vec<(String, String)>,
    /// The result token, unless `*` or missing.
    pub result: Option<String>,
}

/// `s` without case, spaces, `-` and `_`.
fn key(s: &str) -> String {
    s.chars().filter(|c| !matches!(c, ' ' | '-' | '_')).map(|c| c.to_ascii_lowercase()).collect()
}

/// The registry id of the game a `Variant` tag names: by id, name or oracle name.
pub fn game_id(variant: &str) -> Option<&'static str> {
    let wanted = key(variant);
    let names = |g: &&super::VariantInfo| [Some(g.id), Some(g.name), g.oracle].into_iter().flatten().any(|n| key(n) == wanted);
    REGISTRY.iter().find(names).map(|g| g.id)
}

/// Reads the first game of a PGN text whose `Variant` tag names a game other than chess;
/// `Ok(None)` for chess and Chess960 (no tag, or one chess's reader knows), which chess reads.
pub fn read(text: &str) -> Result<Option<Imported>, VariantError> {
    read_as::<Bare>(text)
}

/// [`read`], the game made by `B`.
pub fn read_as<B: Build>(text: &str) -> Result<Option<Imported<B>>, VariantError> {
    // The game so far: the game, its moves, whether it was set up, the first move's number.
    type Read<B> = Option<(Box<<B as Build>::Game>, Vec<MoveText>, bool, u32)>;
    let start = |tags: &[(String, String)]| -> Result<Read<B>, PgnErrorKind> {
        if chess_pgn::variant_mode(tags).is_ok() {
            return Ok(None);
        }
        let tag = |name: &str| tags.iter().find(|(n, _)| n == name).map(|(_, v)| v.as_str());
        let variant = tag("Variant").unwrap_or_default();
        // a game in a mode: `four-player:teams` (the record of the games of more players)
        let (name, mode) = variant.split_once(':').map_or((variant, None), |(name, mode)| (name, Some(mode)));
        let id = game_id(name).ok_or_else(|| PgnErrorKind::Game(format!("Variant tag: unknown game '{variant}'")))?;
        let id = mode.map_or(id.to_string(), |mode| format!("{id}:{mode}"));
        let made = super::build::<B>(&id, tag("FEN"));
        let game = made.map_err(|e| PgnErrorKind::Game(format!("FEN tag: {e}")))?;
        let number = game.start_fen().rsplit(' ').next().and_then(|n| n.parse().ok()).unwrap_or(1);
        Ok(Some((game, Vec::new(), tag("FEN").is_some(), number)))
    };
    let play = |read: &mut Read<B>, token: &str| {
        let Some((game, played, _, first)) = read else { return Ok(()) };
        // games of more players: the round and the seat (`round 3, Blue's move b7-d7`)
        if let Some(multi) = game.multi() {
            let pos = multi.position();
            let at = format!("round {}, {}'s move {token}", pos.fullmove, pos.rules.seats[pos.turn as usize].0);
            played.push(game.play(token).map_err(|e| PgnErrorKind::Game(format!("{at}: {e}")))?);
            return Ok(());
        }
        let black = game.status().turn == 1;
        // Plies so far and a black start count from the start's move number.
        let starts_black = (played.len() % 2 == 1) != black;
        let number = *first + (played.len() as u32 + starts_black as u32) / 2;
        let m = game.play(token).map_err(|e| PgnErrorKind::Game(format!("move {number}{} {token}: {e}", if black { "..." } else { "." })))?;
        played.push(m);
        Ok(())
    };
    let (tags, read, result) = chess_pgn::parse_with(text, start, play).map_err(|e| VariantError::Pgn(format!("invalid PGN: {e}")))?;
    Ok(read.map(|(game, played, set_up, _)| Imported { game, played, set_up, tags, result: result.filter(|r| r != "*") }))
}

/// The game as PGN: the Seven Tag Roster (`tags` fill it in), `Variant` (the game's name),
/// `SetUp` and `FEN` when it was set up, the other `tags`; the moves in SAN, 80 columns a line.
/// Refused while a game with hidden information is played.
pub fn write(game: &dyn AnyGame, played: &[MoveText], set_up: bool, result: &str, tags: &[(String, String)]) -> Result<String, VariantError> {
    game.history()?;
    if let Some((bad, _)) = tags.iter().find(|(name, _)| !chess_pgn::is_valid_tag_name(name)) {
        return Err(VariantError::Pgn(format!("invalid PGN tag name '{bad}' (letters, digits and _ only)")));
    }
    // the games of more players write their own record (multi/rules.md): a tag per seat, the mode
    if let Some(multi) = game.multi() {
        return Ok(multi.record(tags));
    }
    let name = super::info(game.variant()).map_or("", |info| info.name);
    let given = |name: &str| tags.iter().rev().find(|(n, _)| n == name).map(|(_, v)| v.as_str());
    let mut out = String::new();
    for (tag, unknown) in SEVEN_TAG_ROSTER {
        push_tag(&mut out, tag, if tag == "Result" { result } else { given(tag).unwrap_or(unknown) });
    }
    push_tag(&mut out, "Variant", name);
    let start = game.start_fen();
    if set_up {
        push_tag(&mut out, "SetUp", "1");
        push_tag(&mut out, "FEN", &start);
    }
    for (i, (tag, value)) in tags.iter().enumerate() {
        let derived = ["Result", "SetUp", "FEN", "Variant"].contains(&tag.as_str());
        let roster = SEVEN_TAG_ROSTER.iter().any(|(n, _)| n == tag);
        if !derived && !roster && tags[..i].iter().all(|(n, _)| n != tag) {
            push_tag(&mut out, tag, given(tag).unwrap_or(value));
        }
    }
    out.push('\n');
    let mut fields = start.split_whitespace().skip(1);
    let mut black = fields.next() == Some("b");
    let mut number: u32 = start.rsplit(' ').next().and_then(|n| n.parse().ok()).unwrap_or(1);
    let mut units = Vec::new();
    for (i, m) in played.iter().enumerate() {
        units.push(match (black, i) {
            (false, _) => format!("{number}. {}", m.san),
            (true, 0) => format!("{number}... {}", m.san),
            (true, _) => m.san.clone(),
        });
        if black {
            number += 1;
        }
        black = !black;
    }
    units.push(result.to_string());
    let mut line = 0;
    for unit in units {
        if line > 0 && line + 1 + unit.len() > 80 {
            out.push('\n');
            line = 0;
        } else if line > 0 {
            out.push(' ');
            line += 1;
        }
        out.push_str(&unit);
        line += unit.len();
    }
    out.push('\n');
    Ok(out)
}
